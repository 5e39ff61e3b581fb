/** Street furniture and signs, declared as data (library/declare.ts). */
import type { KindDecl, StateDecl } from '../../declare.ts';
import { arch, polygon } from './outlines.ts';

const RED = 0xc62828;
const YELLOW = 0xe8b400;

/** The red pillar box a "post box" is, on the mailbox kind (a `looks` entry). */
const PILLAR_BOX = {
  drop: ['post', 'body', 'door', 'flag', 'flag_arm'],
  parts: [
    {
      name: 'plinth',
      shape: { cyl: 0.08, r: 0.27 },
      finish: 'paint',
      color: 0x1a1a1a,
      role: 'fixed',
    },
    { name: 'body', shape: { cyl: 1.2, r: 0.24 }, at: [0, 0.08, 0], finish: 'paint', color: RED },
    {
      name: 'cap_rim',
      shape: { cyl: 0.06, r: 0.27 },
      at: [0, 1.22, 0],
      finish: 'paint',
      color: RED,
    },
    {
      name: 'cap',
      shape: { ellipsoid: [0.26, 0.14, 0.26] },
      at: [0, 1.28, 0],
      finish: 'paint',
      color: RED,
      answersTo: ['top', 'dome'],
    },
    {
      name: 'slot',
      shape: { box: [0.24, 0.03, 0.04] },
      at: [0, 1.02, 0.225],
      finish: 'paint',
      color: 0x111111,
      role: 'fixed',
    },
    {
      name: 'plate',
      shape: { box: [0.16, 0.12, 0.02] },
      at: [0, 0.8, 0.235],
      finish: 'paint',
      color: 0xf2f2ee,
      role: 'fixed',
    },
  ],
} satisfies StateDecl;

export const STREET_KINDS: readonly KindDecl[] = [
  {
    kind: 'fire hydrant',
    nouns: ['fire hydrant', 'hydrant', 'fireplug'],
    size: [0.8, 0.4],
    parts: [
      { name: 'base', shape: { cyl: 0.06, r: 0.16 }, finish: 'paint', color: RED },
      {
        name: 'body',
        shape: { cyl: 0.46, r: 0.11 },
        at: [0, 0.05, 0],
        finish: 'paint',
        color: RED,
      },
      {
        name: 'collar',
        shape: { cyl: 0.05, r: 0.14 },
        at: [0, 0.49, 0],
        finish: 'paint',
        color: RED,
      },
      {
        name: 'cap',
        shape: {
          lathe: [
            [0.125, 0],
            [0.12, 0.05],
            [0.08, 0.11],
            [0.02, 0.13],
          ],
        },
        at: [0, 0.53, 0],
        finish: 'paint',
        color: YELLOW,
        role: 'accent',
        answersTo: ['top'],
      },
      {
        name: 'nut',
        shape: { cyl: 0.06, r: 0.025 },
        at: [0, 0.62, 0],
        finish: 'paint',
        color: YELLOW,
        role: 'accent',
      },
      {
        name: 'nozzle',
        shape: { cyl: 0.1, r: 0.045 },
        turn: [0, 0, -90],
        at: [0.08, 0.36, 0],
        finish: 'paint',
        color: YELLOW,
        role: 'accent',
        mirror: true,
      },
      {
        name: 'outlet',
        shape: { cyl: 0.09, r: 0.06 },
        turn: [90, 0, 0],
        at: [0, 0.3, 0.07],
        finish: 'paint',
        color: YELLOW,
        role: 'accent',
      },
    ],
  },
  {
    kind: 'mailbox',
    nouns: ['mailbox', 'letterbox', 'letter box', 'mail box', 'postbox', 'post box', 'pillar box'],
    size: [1.2, 0.5],
    // A post box in the street is the red pillar box: a round red post with a domed cap, its
    // slot and plate (issue #32, session 19, A; it was read as a crate).
    looks: Object.fromEntries(['post box', 'postbox', 'pillar box'].map((n) => [n, PILLAR_BOX])),
    parts: [
      { name: 'post', shape: { box: [0.09, 1.0, 0.09] }, finish: 'wood', role: 'detail' },
      {
        name: 'body',
        shape: { extrude: arch(0.22, 0.12), depth: 0.48 },
        at: [0, 1.0, 0],
        finish: 'paint',
        color: 0x30343a,
      },
      {
        name: 'door',
        shape: { extrude: arch(0.22, 0.12), depth: 0.01 },
        at: [0, 1.0, 0.245],
        finish: 'paint',
        color: 0x3c4048,
        role: 'detail',
      },
      {
        name: 'flag',
        shape: { box: [0.01, 0.14, 0.05] },
        at: [0.115, 1.1, -0.05],
        finish: 'paint',
        color: RED,
        role: 'accent',
      },
      {
        name: 'flag_arm',
        shape: { box: [0.01, 0.02, 0.16] },
        at: [0.115, 1.08, 0.02],
        finish: 'paint',
        color: RED,
        role: 'accent',
      },
    ],
  },
  {
    kind: 'traffic light',
    nouns: ['traffic light', 'traffic lights', 'stoplight', 'traffic signal', 'stop light'],
    size: [3.2, 0.4],
    parts: [
      { name: 'pole', shape: { cyl: 2.3, r: 0.06 }, finish: 'darkMetal', role: 'detail' },
      {
        name: 'housing',
        shape: { box: [0.3, 0.9, 0.25], round: 0.03 },
        at: [0, 2.3, 0],
        finish: 'paint',
        color: 0x2a2c30,
      },
      {
        name: 'light_red',
        shape: { cyl: 0.03, r: 0.09 },
        turn: [90, 0, 0],
        at: [0, 2.98, 0.15],
        finish: 'redLight',
        role: 'fixed',
      },
      {
        name: 'light_amber',
        shape: { cyl: 0.03, r: 0.09 },
        turn: [90, 0, 0],
        at: [0, 2.75, 0.15],
        finish: 'light',
        color: 0xf0a020,
        role: 'fixed',
      },
      {
        name: 'light_green',
        shape: { cyl: 0.03, r: 0.09 },
        turn: [90, 0, 0],
        at: [0, 2.52, 0.15],
        finish: 'light',
        color: 0x20c060,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'street lamp',
    nouns: [
      'street lamp',
      'streetlight',
      'street light',
      'lamppost',
      'lamp post',
      'streetlamp',
      'gas lamp',
      'gaslight',
    ],
    size: [4, 1],
    parts: [
      { name: 'base', shape: { cyl: 0.4, r: 0.16, rTop: 0.1 }, finish: 'darkMetal' },
      {
        name: 'pole',
        shape: { cyl: 3.4, r: 0.06, rTop: 0.045 },
        at: [0, 0.38, 0],
        finish: 'darkMetal',
      },
      {
        name: 'arm',
        shape: {
          sweep: [
            [0, 3.6, 0],
            [0.25, 3.9, 0],
            [0.6, 3.95, 0],
          ],
          r: 0.04,
        },
        finish: 'darkMetal',
      },
      {
        name: 'head',
        shape: { cyl: 0.22, r: 0.08, rTop: 0.2 },
        turn: [180, 0, 0],
        at: [0.62, 3.98, 0],
        finish: 'darkMetal',
      },
      {
        name: 'light',
        shape: { cyl: 0.05, r: 0.17 },
        at: [0.62, 3.72, 0],
        finish: 'light',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'stop sign',
    nouns: ['stop sign'],
    size: [2.3, 0.8],
    parts: [
      { name: 'post', shape: { cyl: 1.8, r: 0.035 }, finish: 'steel', role: 'detail' },
      {
        name: 'sign',
        shape: { extrude: polygon(8, 0.38, 22.5), depth: 0.02 },
        at: [0, 1.95, 0.045],
        finish: 'paint',
        color: RED,
      },
      {
        name: 'border',
        shape: { extrude: polygon(8, 0.4, 22.5), depth: 0.015 },
        at: [0, 1.95, 0.03],
        finish: 'paint',
        color: 0xf4f4f4,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'road sign',
    nouns: ['road sign', 'traffic sign', 'warning sign', 'street sign', 'sign'],
    size: [2.2, 0.8],
    parts: [
      { name: 'post', shape: { cyl: 1.75, r: 0.035 }, finish: 'steel', role: 'detail' },
      {
        name: 'sign',
        shape: { extrude: polygon(3, 0.36, 90), depth: 0.02 },
        at: [0, 1.85, 0.045],
        finish: 'paint',
        color: 0xf4f4f4,
        role: 'accent',
      },
      {
        name: 'border',
        shape: { extrude: polygon(3, 0.44, 90), depth: 0.015 },
        at: [0, 1.85, 0.03],
        finish: 'paint',
        color: RED,
      },
    ],
  },
  {
    kind: 'signpost',
    nouns: ['signpost', 'guidepost', 'fingerpost', 'direction sign'],
    size: [2.2, 1.2],
    parts: [
      { name: 'post', shape: { box: [0.1, 2.1, 0.1] }, finish: 'wood', role: 'detail' },
      {
        name: 'arrow',
        shape: {
          extrude: [
            [-0.05, 0],
            [0.45, 0],
            [0.55, 0.08],
            [0.45, 0.16],
            [-0.05, 0.16],
          ],
          depth: 0.03,
        },
        at: [0, 1.75, 0.065],
        finish: 'paleWood',
      },
      {
        name: 'arrow',
        shape: {
          extrude: [
            [0.05, 0],
            [-0.45, 0],
            [-0.55, 0.08],
            [-0.45, 0.16],
            [0.05, 0.16],
          ],
          depth: 0.03,
        },
        at: [0, 1.5, 0.065],
        finish: 'paleWood',
      },
    ],
  },
  {
    kind: 'traffic cone',
    nouns: ['traffic cone', 'cone marker', 'safety cone', 'pylon'],
    size: [0.7, 0.4],
    parts: [
      {
        name: 'base',
        shape: { box: [0.38, 0.03, 0.38], round: 0.01 },
        finish: 'rubber',
        role: 'fixed',
      },
      {
        name: 'cone',
        shape: { cyl: 0.66, r: 0.15, rTop: 0.025 },
        at: [0, 0.03, 0],
        finish: 'paint',
        color: 0xf06a10,
      },
      {
        name: 'stripe',
        shape: { cyl: 0.12, r: 0.106, rTop: 0.084 },
        at: [0, 0.3, 0],
        finish: 'paint',
        color: 0xf4f4f4,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'fence',
    nouns: ['fence', 'picket fence', 'railing', 'paling'],
    size: [1, 2.4],
    parts: [
      {
        name: 'picket',
        shape: {
          extrude: [
            [-0.05, 0],
            [0.05, 0],
            [0.05, 0.85],
            [0, 0.95],
            [-0.05, 0.85],
          ],
          depth: 0.025,
        },
        at: [-1.05, 0, 0],
        copies: [
          [0.3, 0, 0],
          [0.6, 0, 0],
          [0.9, 0, 0],
          [1.2, 0, 0],
          [1.5, 0, 0],
          [1.8, 0, 0],
          [2.1, 0, 0],
        ],
        finish: 'paint',
        color: 0xf2f0ea,
      },
      {
        name: 'rail',
        shape: { box: [2.3, 0.07, 0.025] },
        at: [0, 0.2, -0.025],
        copies: [[0, 0.45, 0]],
        finish: 'paint',
        color: 0xf2f0ea,
      },
    ],
  },
  {
    kind: 'well',
    nouns: ['well', 'wishing well', 'water well'],
    size: [2.2, 1.6],
    parts: [
      {
        name: 'wall',
        shape: {
          lathe: [
            [0.7, 0],
            [0.7, 0.8],
          ],
          wall: 0.16,
        },
        finish: 'stone',
      },
      {
        name: 'post',
        shape: { box: [0.1, 1.5, 0.1] },
        at: [0.62, 0.6, 0],
        mirror: true,
        finish: 'wood',
        role: 'detail',
      },
      {
        name: 'roof',
        shape: {
          extrude: [
            [-0.95, 0],
            [0.95, 0],
            [0, 0.55],
          ],
          depth: 1.1,
        },
        at: [0, 2.05, 0],
        turn: [0, 90, 0],
        finish: 'roofTile',
        role: 'accent',
      },
      {
        name: 'axle',
        shape: { cyl: 1.2, r: 0.04 },
        turn: [0, 0, 90],
        at: [0.6, 1.7, 0],
        finish: 'darkWood',
        role: 'detail',
      },
      {
        name: 'bucket',
        shape: {
          lathe: [
            [0.1, 0],
            [0.13, 0.2],
          ],
          wall: 0.01,
        },
        at: [0, 1.05, 0],
        finish: 'wood',
        role: 'detail',
      },
      {
        name: 'rope',
        shape: { cyl: 0.45, r: 0.012 },
        at: [0, 1.25, 0],
        finish: 'linen',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'fountain',
    nouns: ['fountain', 'water fountain', 'birdbath', 'bird bath'],
    size: [1.6, 2.2],
    parts: [
      {
        name: 'basin',
        shape: {
          lathe: [
            [1.05, 0],
            [1.1, 0.45],
          ],
          wall: 0.1,
        },
        finish: 'stone',
      },
      {
        name: 'water',
        shape: { cyl: 0.3, r: 1.0 },
        at: [0, 0.1, 0],
        finish: 'ice',
        color: 0x4a8ac8,
        role: 'fixed',
      },
      {
        name: 'column',
        shape: {
          lathe: [
            [0.22, 0],
            [0.14, 0.3],
            [0.12, 0.9],
            [0.2, 1.05],
          ],
          smooth: true,
        },
        at: [0, 0.1, 0],
        finish: 'stone',
      },
      {
        name: 'bowl',
        shape: {
          lathe: [
            [0.15, 0],
            [0.45, 0.15],
            [0.55, 0.25],
          ],
          wall: 0.05,
        },
        at: [0, 1.1, 0],
        finish: 'stone',
      },
      {
        name: 'spout',
        shape: {
          lathe: [
            [0.08, 0],
            [0.05, 0.2],
            [0.02, 0.32],
          ],
        },
        at: [0, 1.2, 0],
        finish: 'stone',
      },
    ],
  },
];
