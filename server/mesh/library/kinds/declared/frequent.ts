/**
 * The next band of everyday nouns by frequency (issue #32: WordNet's concrete nouns ranked
 * 400–1100 by SemCor count, the held-out list left aside), declared as data
 * (library/declare.ts).
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { arcPoints, ROBE } from './outlines.ts';
import { CLASS_LOOKS } from './class-looks.ts';
import { VARIANT_LOOKS, VARIANT_NOUNS } from './variant-looks.ts';

/** A life jacket from the front: a thick orange padded body, straps with buckles, reflective strips. */
const LIFE_JACKET = {
  drop: ['body', 'button'],
  parts: [
    {
      name: 'body',
      shape: {
        extrude: [
          [-0.26, 0],
          [0.26, 0],
          [0.26, 0.42],
          [0.16, 0.64],
          [0.06, 0.66],
          [0.02, 0.42],
          [-0.02, 0.42],
          [-0.06, 0.66],
          [-0.16, 0.64],
          [-0.26, 0.42],
        ],
        depth: 0.16,
        round: 0.05,
      },
      finish: 'fabric',
      color: 0xff6a10,
    },
    {
      name: 'strap',
      shape: { box: [0.56, 0.04, 0.18] },
      at: [0, 0.1, 0],
      copies: [[0, 0.14, 0]],
      finish: 'fabric',
      color: 0x1a1a1e,
      role: 'fixed',
    },
    {
      name: 'buckle',
      shape: { box: [0.07, 0.055, 0.02], round: 0.006 },
      at: [0, 0.093, 0.085],
      copies: [[0, 0.14, 0]],
      finish: 'plastic',
      color: 0x2a2a2e,
      role: 'fixed',
    },
    {
      name: 'reflector',
      shape: { box: [0.04, 0.1, 0.01] },
      at: [0.11, 0.48, 0.075],
      copies: [[-0.22, 0, 0]],
      finish: 'chrome',
      role: 'fixed',
    },
  ],
} satisfies StateDecl;

/** A water tower: a round tank with a conical roof on four braced legs, a ladder up one. */
const WATER_TOWER = {
  drop: ['body', 'roof', 'band', 'ladder'],
  parts: [
    {
      name: 'body',
      shape: { cyl: 3.6, r: 2.4 },
      at: [0, 7, 0],
      finish: 'steel',
      answersTo: ['tank'],
    },
    {
      name: 'floor',
      shape: { lathe: arcPoints([0, 0], 2.4, 270, 360, 8).map(([r, y]): V2 => [r, y * 0.5]) },
      at: [0, 7.05, 0],
      finish: 'steel',
      role: 'accent',
    },
    {
      name: 'roof',
      shape: { cyl: 1.2, r: 2.55, rTop: 0.2 },
      at: [0, 10.55, 0],
      finish: 'steel',
      role: 'accent',
      answersTo: ['top'],
    },
    ...[
      [1.8, 1.8],
      [-1.8, 1.8],
      [1.8, -1.8],
      [-1.8, -1.8],
    ].map(([x, z], i): PartDecl => ({
      name: `leg_${i + 1}`,
      shape: {
        capsule: [
          [x! * 1.35, 0, z! * 1.35],
          [x! * 0.85, 7.2, z! * 0.85],
        ],
        r: 0.16,
      },
      finish: 'darkMetal',
      role: 'fixed',
    })),
    {
      name: 'brace',
      shape: { box: [4.8, 0.14, 0.14] },
      at: [0, 3.4, 2.05],
      copies: [[0, 0, -4.1]],
      finish: 'darkMetal',
      role: 'fixed',
    },
    {
      name: 'brace_side',
      shape: { box: [0.14, 0.14, 4.8] },
      at: [2.05, 3.4, 0],
      copies: [[-4.1, 0, 0]],
      finish: 'darkMetal',
      role: 'fixed',
    },
    {
      name: 'ladder',
      shape: { box: [0.4, 7.2, 0.06] },
      at: [0, 0, 2.1],
      finish: 'darkMetal',
      role: 'fixed',
    },
  ],
} satisfies StateDecl;

const TROUSERS: [number, number][] = [
  [-0.2, 0.95],
  [0.2, 0.95],
  [0.24, 0],
  [0.04, 0],
  [0, 0.62],
  [-0.04, 0],
  [-0.24, 0],
];

export const FREQUENT_KINDS: readonly KindDecl[] = [
  {
    kind: 'satellite',
    nouns: [
      'satellite',
      'space station',
      'sputnik',
      'space probe',
      ...CLASS_LOOKS['satellite'].nouns,
    ],
    looks: CLASS_LOOKS['satellite'].looks,
    size: [1.4, 3.2],
    parts: [
      { name: 'body', shape: { box: [0.7, 0.8, 0.7] }, at: [0, 0.3, 0], finish: 'gold' },
      {
        name: 'panel',
        shape: { box: [1.2, 0.02, 0.55] },
        at: [0.95, 0.7, 0],
        mirror: true,
        finish: 'glass',
        color: 0x1a3a7a,
        role: 'accent',
      },
      {
        name: 'strut',
        shape: { cyl: 0.4, r: 0.02 },
        turn: [0, 0, -90],
        at: [0.3, 0.7, 0],
        mirror: true,
        finish: 'steel',
        role: 'fixed',
      },
      {
        name: 'dish',
        shape: { lathe: arcPoints([0, 0.35], 0.35, -90, -30, 8), wall: 0.02 },
        at: [0, 1.1, 0],
        finish: 'ceramic',
        role: 'fixed',
      },
      {
        name: 'antenna',
        shape: { cyl: 0.4, r: 0.012 },
        at: [0, 1.1, 0],
        finish: 'steel',
        role: 'fixed',
      },
      { name: 'stand', shape: { cyl: 0.3, r: 0.05 }, finish: 'darkMetal', role: 'fixed' },
    ],
  },
  {
    kind: 'trousers',
    nouns: ['trousers', 'pants', 'jeans', 'slacks', 'breeches', 'britches'],
    size: [1, 0.5],
    parts: [
      {
        name: 'body',
        shape: { extrude: TROUSERS, depth: 0.12, round: 0.02 },
        finish: 'fabric',
        color: 0x2a4a7a,
      },
      {
        name: 'belt',
        shape: { box: [0.42, 0.05, 0.13] },
        at: [0, 0.9, 0],
        finish: 'leather',
        role: 'accent',
      },
      {
        name: 'buckle',
        shape: { box: [0.05, 0.04, 0.01] },
        at: [0, 0.905, 0.068],
        finish: 'brass',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'sink',
    nouns: ['sink', 'washbasin', 'wash basin', 'kitchen sink'],
    size: [0.95, 0.6],
    parts: [
      { name: 'pedestal', shape: { cyl: 0.72, r: 0.09, rTop: 0.12 }, finish: 'ceramic' },
      {
        name: 'basin',
        shape: { box: [0.6, 0.18, 0.45], round: 0.06 },
        minus: [{ shape: { box: [0.5, 0.2, 0.34], round: 0.05 }, at: [0, 0.82, 0.02] }],
        at: [0, 0.7, 0],
        finish: 'ceramic',
      },
      {
        name: 'tap',
        shape: {
          sweep: [
            [0, 0.88, -0.18],
            [0, 0.98, -0.18],
            [0, 0.98, -0.08],
          ],
          r: 0.015,
        },
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'knob',
        shape: { cyl: 0.03, r: 0.02 },
        at: [0.1, 0.88, -0.18],
        mirror: true,
        finish: 'chrome',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'coffin',
    nouns: ['coffin', 'casket', 'sarcophagus'],
    size: [0.5, 2],
    parts: [
      {
        name: 'body',
        shape: {
          plan: [
            [-1, -0.2],
            [-0.55, -0.3],
            [1, -0.2],
            [1, 0.2],
            [-0.55, 0.3],
            [-1, 0.2],
          ],
          height: 0.4,
        },
        finish: 'darkWood',
      },
      {
        name: 'lid',
        shape: {
          plan: [
            [-1.02, -0.22],
            [-0.55, -0.32],
            [1.02, -0.22],
            [1.02, 0.22],
            [-0.55, 0.32],
            [-1.02, 0.22],
          ],
          height: 0.08,
          taper: 0.9,
        },
        at: [0, 0.4, 0],
        finish: 'darkWood',
        role: 'accent',
      },
      {
        name: 'handle',
        shape: { box: [0.3, 0.03, 0.03] },
        at: [-0.3, 0.2, 0.31],
        copies: [[0.7, 0, -0.05]],
        finish: 'brass',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'chandelier',
    nouns: ['chandelier', 'ceiling lamp', 'light fixture'],
    size: [0.7, 0.8],
    parts: [
      { name: 'chain', shape: { cyl: 0.25, r: 0.012 }, at: [0, 0.45, 0], finish: 'brass' },
      {
        name: 'body',
        shape: {
          lathe: [
            [0.02, 0],
            [0.08, 0.08],
            [0.05, 0.2],
            [0.03, 0.45],
          ],
          smooth: true,
        },
        finish: 'brass',
      },
      {
        name: 'ring',
        shape: { ring: 0.3, r: 0.015 },
        turn: [90, 0, 0],
        at: [0, 0.12, 0],
        finish: 'brass',
      },
      ...Array.from({ length: 6 }, (_, i) => {
        const a = (i / 6) * 2 * Math.PI;
        const at = (r: number, y: number): V3 => [Math.cos(a) * r, y, Math.sin(a) * r];
        return [
          {
            name: 'arm',
            shape: { sweep: [at(0.05, 0.08), at(0.2, 0.06), at(0.3, 0.12)], r: 0.012 },
            finish: 'brass',
          },
          {
            name: 'candle',
            shape: { cyl: 0.08, r: 0.018 },
            at: at(0.3, 0.13),
            finish: 'candle',
            role: 'fixed' as const,
          },
          {
            name: 'flame',
            shape: { ellipsoid: [0.012, 0.02, 0.012] as V3 },
            at: at(0.3, 0.23),
            finish: 'light',
            color: 0xffb030,
            role: 'fixed' as const,
          },
        ];
      }).flat(),
    ],
  },
  {
    kind: 'pea pod',
    nouns: ['pea pod', 'pea', 'peas', 'bean', 'green bean', 'pod'],
    size: [0.026, 0.1],
    parts: [
      {
        name: 'pod',
        shape: {
          capsule: [
            [-0.045, 0.014, 0],
            [0.045, 0.014, 0],
          ],
          r: 0.014,
          r2: 0.011,
        },
        finish: 'leaf',
        color: 0x5aa03a,
      },
      {
        name: 'pea',
        shape: { ball: 0.011 },
        at: [-0.03, 0.022, 0.003],
        copies: [
          [0.02, 0, 0],
          [0.04, 0, 0],
          [0.058, -0.001, 0],
        ],
        finish: 'leaf',
        color: 0x7ac04a,
        role: 'accent',
      },
      {
        name: 'stem',
        shape: {
          capsule: [
            [0.055, 0.016, 0],
            [0.07, 0.03, 0],
          ],
          r: 0.003,
        },
        finish: 'leaf',
        role: 'detail',
      },
    ],
  },
  {
    kind: 'bathrobe',
    nouns: ['bathrobe', 'robe', 'dressing gown'],
    size: [1.3, 1.2],
    parts: [
      {
        name: 'body',
        shape: { extrude: ROBE, depth: 0.1, round: 0.02 },
        finish: 'fabric',
        color: 0xf0f0f0,
      },
      {
        name: 'belt',
        shape: { box: [0.56, 0.06, 0.12] },
        at: [0, 0.6, 0],
        finish: 'fabric',
        color: 0x3a7ab8,
        role: 'accent',
      },
      {
        name: 'collar',
        shape: {
          extrude: [
            [-0.12, 1.02],
            [0.12, 1.02],
            [0.02, 0.7],
            [-0.02, 0.7],
          ],
          depth: 0.11,
        },
        finish: 'fabric',
        color: 0x3a7ab8,
        role: 'accent',
      },
    ],
  },
  {
    kind: 'bat',
    nouns: ['bat', 'fruit bat', 'vampire bat', 'flying fox'],
    size: [0.15, 0.4],
    parts: [
      {
        name: 'body',
        shape: { ellipsoid: [0.03, 0.045, 0.03] },
        at: [0, 0.08, 0],
        finish: 'fur',
        color: 0x2a2220,
      },
      {
        name: 'head',
        shape: { ball: 0.025 },
        at: [0, 0.14, 0.005],
        finish: 'fur',
        color: 0x2a2220,
      },
      {
        name: 'ear',
        shape: { cyl: 0.04, r: 0.012, rTop: 0.002 },
        turn: [0, 0, -15],
        at: [0.012, 0.155, 0],
        mirror: true,
        finish: 'fur',
        color: 0x2a2220,
      },
      {
        name: 'wing',
        shape: {
          extrude: [
            [0.02, 0.12],
            [0.2, 0.15],
            [0.17, 0.08],
            [0.13, 0.1],
            [0.09, 0.05],
            [0.05, 0.07],
            [0.02, 0.04],
          ],
          depth: 0.006,
        },
        mirror: true,
        finish: 'skin',
        color: 0x3a2c28,
      },
      {
        name: 'eye',
        shape: { ball: 0.005 },
        at: [0.01, 0.145, 0.027],
        copies: [[-0.02, 0, 0]],
        finish: 'eye',
        color: 0xc02020,
        role: 'fixed',
      },
      {
        name: 'foot',
        shape: {
          capsule: [
            [0.01, 0.04, 0],
            [0.012, 0.0, 0],
          ],
          r: 0.005,
        },
        mirror: true,
        finish: 'skin',
        color: 0x3a2c28,
      },
    ],
  },
  {
    kind: 'blackboard',
    nouns: ['blackboard', 'chalkboard', 'whiteboard', 'easel board'],
    size: [1.6, 1.4],
    parts: [
      {
        name: 'board',
        shape: { box: [1.3, 0.9, 0.04] },
        at: [0, 0.6, 0],
        finish: 'paint',
        color: 0x1e3a2a,
      },
      {
        name: 'frame',
        shape: { box: [1.4, 1.0, 0.03] },
        at: [0, 0.55, -0.02],
        finish: 'wood',
        role: 'accent',
      },
      {
        name: 'ledge',
        shape: { box: [1.4, 0.03, 0.08] },
        at: [0, 0.55, 0.03],
        finish: 'wood',
        role: 'accent',
      },
      {
        name: 'leg',
        shape: { box: [0.06, 1.6, 0.06] },
        at: [0.6, 0, -0.06],
        mirror: true,
        finish: 'wood',
        role: 'accent',
      },
      {
        name: 'chalk',
        shape: {
          capsule: [
            [-0.4, 0.6, 0.05],
            [-0.33, 0.6, 0.05],
          ],
          r: 0.008,
        },
        finish: 'plaster',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'cradle',
    nouns: ['cradle', 'bassinet', 'baby cot'],
    size: [0.8, 1],
    parts: [
      {
        name: 'body',
        shape: { box: [0.9, 0.35, 0.5], round: 0.04 },
        minus: [{ shape: { box: [0.82, 0.4, 0.42], round: 0.03 }, at: [0, 0.2, 0] }],
        at: [0, 0.1, 0],
        finish: 'paleWood',
      },
      {
        name: 'rocker',
        shape: { ring: 0.9, r: 0.025, from: 240, arc: 60 },
        at: [0, 0.9, 0.22],
        copies: [[0, 0, -0.44]],
        finish: 'paleWood',
      },
      {
        name: 'hood',
        shape: { lathe: arcPoints([0, 0], 0.25, 0, 90, 8), wall: 0.02 },
        turn: [0, 0, 90],
        at: [-0.4, 0.45, 0],
        finish: 'fabric',
        color: 0xa8cce8,
        role: 'accent',
      },
      {
        name: 'blanket',
        shape: { box: [0.6, 0.06, 0.4], round: 0.025 },
        at: [0.05, 0.35, 0],
        finish: 'fabric',
        color: 0xf0c8d8,
        role: 'accent',
      },
    ],
  },
  {
    kind: 'crutch',
    nouns: ['crutch', 'crutches'],
    size: [1.3, 0.3],
    parts: [
      {
        name: 'rail',
        shape: {
          capsule: [
            [0.08, 1.2, 0],
            [0.015, 0.35, 0],
          ],
          r: 0.012,
        },
        mirror: true,
        finish: 'aluminum',
      },
      {
        name: 'pad',
        shape: {
          capsule: [
            [-0.11, 1.22, 0],
            [0.11, 1.22, 0],
          ],
          r: 0.03,
        },
        finish: 'rubber',
        role: 'accent',
      },
      {
        name: 'grip',
        shape: {
          capsule: [
            [-0.06, 0.85, 0],
            [0.06, 0.85, 0],
          ],
          r: 0.02,
        },
        finish: 'rubber',
        role: 'accent',
      },
      { name: 'shaft', shape: { cyl: 0.4, r: 0.012 }, finish: 'aluminum' },
      { name: 'tip', shape: { cyl: 0.04, r: 0.018 }, finish: 'rubber', role: 'fixed' },
    ],
  },
  {
    kind: 'keyboard',
    nouns: ['keyboard', 'computer keyboard', 'typing keyboard'],
    size: [0.04, 0.45],
    parts: [
      {
        name: 'body',
        shape: { box: [0.45, 0.025, 0.15], round: 0.006 },
        finish: 'plastic',
        color: 0x2a2c30,
      },
      {
        name: 'key',
        shape: { box: [0.016, 0.01, 0.016], round: 0.002 },
        at: [-0.2, 0.022, -0.05],
        copies: Array.from(
          { length: 4 * 22 - 1 },
          (_, i) => [((i + 1) % 22) * 0.019, 0, Math.floor((i + 1) / 22) * 0.025] as V3,
        ),
        finish: 'plastic',
        color: 0xe8e8e8,
        role: 'accent',
      },
    ],
  },
  {
    kind: 'magnet',
    nouns: ['magnet', 'horseshoe magnet'],
    size: [0.1, 0.1],
    parts: [
      {
        name: 'body',
        shape: { ring: 0.035, r: 0.012, from: 0, arc: 180 },
        at: [0, 0.06, 0],
        finish: 'paint',
        color: 0xd02020,
      },
      {
        name: 'arm',
        shape: { cyl: 0.04, r: 0.012 },
        at: [0.035, 0.02, 0],
        mirror: true,
        finish: 'paint',
        color: 0xd02020,
      },
      {
        name: 'pole',
        shape: { cyl: 0.02, r: 0.0125 },
        at: [0.035, 0, 0],
        mirror: true,
        finish: 'steel',
        role: 'accent',
      },
    ],
  },
  {
    kind: 'needle',
    nouns: ['needle', 'sewing needle', 'pin', ...VARIANT_NOUNS['needle']],
    size: [0.08, 0.02],
    parts: [
      {
        name: 'shaft',
        shape: { cyl: 0.07, r: 0.0008, rTop: 0.001 },
        at: [0, 0.004, 0],
        finish: 'steel',
      },
      { name: 'point', shape: { cyl: 0.004, r: 0.0001, rTop: 0.0008 }, finish: 'steel' },
      { name: 'eye', shape: { ring: 0.0015, r: 0.0005 }, at: [0, 0.075, 0], finish: 'steel' },
      {
        name: 'thread',
        shape: {
          sweep: [
            [0, 0.075, 0],
            [0.01, 0.07, 0.004],
            [0.02, 0.05, 0],
          ],
          r: 0.0004,
        },
        finish: 'fabric',
        color: 0xd02020,
        role: 'accent',
      },
    ],
    // A pin has a round head where a needle has its eye and thread.
    looks: {
      ...VARIANT_LOOKS['needle'],
      pin: {
        drop: ['eye', 'thread'],
        parts: [
          {
            name: 'head',
            shape: { ball: 0.0028 },
            at: [0, 0.075, 0],
            finish: 'plastic',
            colors: [0xd02020, 0x2a5ad8, 0xf2c01c, 0x2a9a4a],
            answersTo: ['top'],
          },
        ],
      },
    },
  },
  {
    kind: 'parachute',
    nouns: ['parachute', 'paraglider'],
    size: [2.2, 2],
    parts: [
      {
        name: 'canopy',
        shape: {
          lathe: [
            [1, 0],
            [0.85, 0.3],
            [0.5, 0.52],
            [0.02, 0.6],
          ],
          smooth: true,
        },
        at: [0, 1.5, 0],
        finish: 'fabric',
        color: 0xe04020,
      },
      ...[0, 90, 180, 270].map((deg) => ({
        name: 'line',
        shape: {
          capsule: [
            [Math.cos((deg * Math.PI) / 180) * 0.95, 1.52, Math.sin((deg * Math.PI) / 180) * 0.95],
            [0, 0.32, 0],
          ] as [V3, V3],
          r: 0.005,
        },
        finish: 'linen',
        role: 'fixed' as const,
      })),
      {
        name: 'pack',
        shape: { box: [0.25, 0.32, 0.15], round: 0.03 },
        finish: 'fabric',
        color: 0x3a4a2a,
        role: 'accent',
      },
    ],
  },
  {
    kind: 'raft',
    nouns: ['raft', 'life raft', 'pontoon'],
    size: [1.3, 2],
    parts: [
      ...[-0.45, -0.27, -0.09, 0.09, 0.27, 0.45].map((z) => ({
        name: 'log',
        shape: { cyl: 2, r: 0.09 },
        turn: [0, 0, 90] as V3,
        at: [1, 0.09, z] as V3,
        finish: 'bark',
      })),
      {
        name: 'binding',
        shape: { box: [0.06, 0.2, 1.1] },
        at: [0.7, 0.0, 0],
        copies: [[-1.4, 0, 0]],
        finish: 'linen',
        role: 'fixed',
      },
      {
        name: 'mast',
        shape: { cyl: 1.2, r: 0.03 },
        at: [0, 0.15, 0],
        finish: 'wood',
        role: 'detail',
      },
      {
        name: 'sail',
        shape: { box: [0.02, 0.7, 0.8] },
        at: [0.04, 0.55, 0],
        finish: 'linen',
        role: 'accent',
      },
    ],
  },
  {
    kind: 'stethoscope',
    nouns: ['stethoscope'],
    size: [0.024, 0.45],
    parts: [
      {
        name: 'tube',
        shape: {
          sweep: [
            [0, 0.01, 0.2],
            [0.08, 0.01, 0.05],
            [0.02, 0.01, -0.08],
            [-0.08, 0.01, -0.12],
            [-0.12, 0.01, -0.2],
          ],
          r: 0.006,
        },
        finish: 'rubber',
        color: 0x2a2a2a,
      },
      {
        name: 'chest_piece',
        shape: { cyl: 0.015, r: 0.025 },
        at: [0, 0.0, 0.22],
        finish: 'chrome',
        role: 'accent',
      },
      {
        name: 'ear_tube',
        shape: { ring: 0.06, r: 0.004, arc: 180 },
        turn: [-90, 0, 0],
        at: [-0.12, 0.01, -0.2],
        finish: 'chrome',
        role: 'accent',
      },
    ],
  },
  {
    kind: 'typewriter',
    nouns: ['typewriter'],
    size: [0.2, 0.45],
    parts: [
      {
        name: 'body',
        shape: {
          plan: [
            [-0.2, -0.15],
            [0.2, -0.15],
            [0.2, 0.15],
            [-0.2, 0.15],
          ],
          height: 0.1,
          taper: [0.95, 0.7],
        },
        finish: 'paint',
        color: 0x2a3a2a,
      },
      {
        name: 'carriage',
        shape: { cyl: 0.46, r: 0.03 },
        turn: [0, 0, 90],
        at: [0.23, 0.13, -0.06],
        finish: 'darkMetal',
        role: 'accent',
      },
      {
        name: 'paper',
        shape: { box: [0.22, 0.14, 0.004] },
        turn: [-15, 0, 0],
        at: [0, 0.12, -0.085],
        finish: 'paper',
        role: 'fixed',
      },
      {
        name: 'key',
        shape: { cyl: 0.02, r: 0.01 },
        at: [-0.15, 0.06, 0.06],
        copies: Array.from(
          { length: 23 },
          (_, i) =>
            [
              ((i + 1) % 8) * 0.042,
              0.01 * Math.floor((i + 1) / 8),
              -0.035 * Math.floor((i + 1) / 8),
            ] as V3,
        ),
        finish: 'ceramic',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'wallet',
    nouns: ['wallet', 'billfold', 'purse wallet', 'card holder'],
    size: [0.025, 0.12],
    parts: [
      { name: 'body', shape: { box: [0.12, 0.02, 0.09], round: 0.006 }, finish: 'leather' },
      {
        name: 'flap',
        shape: { box: [0.04, 0.022, 0.05], round: 0.005 },
        at: [0.05, 0.001, 0],
        finish: 'leather',
        color: 0x3a2418,
        role: 'accent',
      },
      {
        name: 'snap',
        shape: { cyl: 0.004, r: 0.006 },
        at: [0.06, 0.02, 0],
        finish: 'brass',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'lipstick',
    nouns: ['lipstick', 'lip balm'],
    size: [0.09, 0.025],
    parts: [
      { name: 'case', shape: { cyl: 0.05, r: 0.011 }, finish: 'gold' },
      { name: 'inner', shape: { cyl: 0.02, r: 0.009 }, at: [0, 0.05, 0], finish: 'gold' },
      {
        name: 'stick',
        shape: {
          lathe: [
            [0.0075, 0],
            [0.0075, 0.01],
            [0.004, 0.02],
            [0.001, 0.022],
          ],
        },
        at: [0, 0.069, 0],
        finish: 'plastic',
        color: 0xc0102a,
        role: 'accent',
      },
    ],
  },
  {
    kind: 'silo',
    nouns: ['silo', 'grain silo', 'water tower', 'storage tank'],
    size: [12, 5],
    parts: [
      { name: 'body', shape: { cyl: 10, r: 2 }, finish: 'steel' },
      {
        name: 'roof',
        shape: { lathe: arcPoints([0, 0], 2.05, 0, 90, 10) },
        at: [0, 9.95, 0],
        finish: 'steel',
        role: 'accent',
        answersTo: ['top'],
      },
      {
        name: 'band',
        shape: { cyl: 0.15, r: 2.04 },
        at: [0, 2.5, 0],
        copies: [
          [0, 2.5, 0],
          [0, 5, 0],
        ],
        finish: 'darkMetal',
        role: 'fixed',
      },
      {
        name: 'ladder',
        shape: { box: [0.4, 10, 0.06] },
        at: [0, 0, 2.03],
        finish: 'darkMetal',
        role: 'fixed',
      },
    ],
    // A water tower is a tank held high on legs: the silo's tall drum on the ground read as a silo.
    looks: { 'water tower': WATER_TOWER },
  },
  {
    kind: 'steak',
    nouns: ['steak', 'beefsteak', 'cutlet', 'beef', 'raw beef', 'cut of beef'],
    size: [0.04, 0.22],
    parts: [
      {
        name: 'meat',
        shape: {
          plan: [
            [-0.1, -0.06],
            [0.05, -0.08],
            [0.11, -0.02],
            [0.08, 0.06],
            [-0.04, 0.07],
            [-0.11, 0.02],
          ],
          height: 0.025,
        },
        finish: 'plain',
        color: 0x7a3418,
      },
      {
        name: 'fat',
        shape: {
          plan: [
            [-0.112, 0.02],
            [-0.04, 0.072],
            [0.08, 0.062],
            [0.075, 0.05],
            [-0.04, 0.06],
            [-0.1, 0.015],
          ],
          height: 0.026,
        },
        finish: 'plain',
        color: 0xf0e0c0,
        role: 'accent',
      },
      {
        name: 'grill_mark',
        shape: { box: [0.006, 0.001, 0.12] },
        turn: [0, 40, 0],
        at: [-0.03, 0.025, 0],
        copies: [
          [0.04, 0, 0],
          [0.08, 0, -0.01],
        ],
        finish: 'plain',
        color: 0x2a1408,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'vest',
    nouns: ['vest', 'waistcoat', 'life jacket', 'life vest', 'gilet'],
    size: [0.7, 0.55],
    parts: [
      {
        name: 'body',
        shape: {
          extrude: [
            [-0.26, 0],
            [0.26, 0],
            [0.26, 0.42],
            [0.16, 0.62],
            [0.06, 0.64],
            [0.02, 0.42],
            [-0.02, 0.42],
            [-0.06, 0.64],
            [-0.16, 0.62],
            [-0.26, 0.42],
          ],
          depth: 0.08,
          round: 0.015,
        },
        finish: 'fabric',
        color: 0x3a3a4a,
      },
      {
        name: 'button',
        shape: { cyl: 0.008, r: 0.012 },
        turn: [90, 0, 0],
        at: [0.015, 0.08, 0.04],
        copies: [
          [0, 0.1, 0],
          [0, 0.2, 0],
          [0, 0.3, 0],
        ],
        finish: 'brass',
        role: 'accent',
      },
    ],
    // A life jacket is bright orange and padded, strapped and buckled across the front: the
    // grey buttoned waistcoat read as a waistcoat.
    looks: { 'life jacket': LIFE_JACKET, 'life vest': LIFE_JACKET },
  },
];
