/**
 * Everyday things chosen by how often people name them (issue #32's tuning list: WordNet's
 * commonest concrete nouns, the held-out half left aside), declared as data
 * (library/declare.ts).
 */
import type { KindDecl, StateDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { arch, arcPoints, COAT, polygon, star } from './outlines.ts';
import { CLASS_LOOKS } from './class-looks.ts';
import { WEAR_EAT_GROW_LOOKS } from './wear-eat-grow-looks.ts';
import { VARIANT_LOOKS } from './variant-looks.ts';
import { S29_WEAR_LOOKS } from './s29-wear.ts';
import { S30_CLOUD_LOOKS } from './s30-places.ts';

/** A handkerchief folded in four: a thin white square, a coloured hem showing round it, a corner motif. */
const HANDKERCHIEF: StateDecl = {
  drop: ['body', 'stripe'],
  parts: [
    {
      name: 'hem',
      shape: { box: [0.2, 0.006, 0.2], round: 0.002 },
      finish: 'linen',
      colors: [0x2a5ab8, 0xc8202a, 0x3a8a4a],
      role: 'accent',
    },
    {
      name: 'body',
      shape: { box: [0.185, 0.004, 0.185], round: 0.001 },
      at: [0, 0.005, 0],
      finish: 'linen',
      color: 0xfafaf6,
    },
    {
      name: 'fold',
      shape: { box: [0.185, 0.003, 0.003] },
      at: [0, 0.008, 0],
      finish: 'linen',
      color: 0xe8e8e2,
      role: 'fixed',
    },
    {
      name: 'motif',
      shape: { ellipsoid: [0.012, 0.002, 0.012] },
      at: [0.065, 0.009, 0.065],
      finish: 'linen',
      colors: [0x2a5ab8, 0xc8202a, 0x3a8a4a],
      role: 'accent',
    },
  ],
};

/** A rag: a crumpled grey-brown cloth, lumps of it bunched and a corner hanging loose. */
const RAG: StateDecl = {
  drop: ['body', 'stripe'],
  parts: [
    {
      name: 'body',
      shape: { ellipsoid: [0.14, 0.035, 0.1] },
      at: [0, 0.03, 0],
      finish: 'fabric',
      color: 0x8a8272,
    },
    {
      name: 'bunch',
      shape: { ellipsoid: [0.07, 0.04, 0.06] },
      turn: [0, 30, 12],
      at: [0.04, 0.05, -0.02],
      copies: [[-0.09, -0.012, 0.04]],
      finish: 'fabric',
      color: 0x7a7264,
      role: 'accent',
    },
    {
      name: 'corner',
      shape: {
        extrude: [
          [0, 0],
          [0.12, 0.01],
          [0.05, 0.07],
        ],
        depth: 0.008,
      },
      turn: [80, 20, 0],
      at: [0.08, 0.02, 0.06],
      finish: 'fabric',
      color: 0x8a8272,
      role: 'fixed',
    },
  ],
};

const HEART: V2[] = [
  [0, 0],
  ...arcPoints([0.14, 0.28], 0.14, -45, 180, 10),
  ...arcPoints([-0.14, 0.28], 0.14, 0, 225, 10),
];

export const EVERYDAY_KINDS: readonly KindDecl[] = [
  {
    kind: 'coat',
    nouns: [
      'coat',
      'overcoat',
      'raincoat',
      'trench coat',
      'parka',
      'anorak',
      'jacket',
      'suit',
      'blazer',
      'uniform',
    ],
    size: [1, 1.1],
    parts: [
      {
        name: 'body',
        shape: { extrude: COAT, depth: 0.08, round: 0.02 },
        finish: 'fabric',
        color: 0x6a4a2a,
      },
      {
        name: 'button',
        shape: { cyl: 0.01, r: 0.018 },
        turn: [90, 0, 0],
        at: [0.04, 0.2, 0.04],
        copies: [
          [0, 0.16, 0],
          [0, 0.32, 0],
          [0, 0.48, 0],
        ],
        finish: 'plastic',
        color: 0x1a1a1a,
        role: 'accent',
      },
      {
        name: 'collar',
        shape: {
          extrude: [
            [-0.14, 0.82],
            [0.14, 0.82],
            [0.12, 0.94],
            [-0.12, 0.94],
          ],
          depth: 0.1,
          round: 0.01,
        },
        finish: 'fabric',
        color: 0x5a3a1e,
        role: 'accent',
      },
    ],
    // A suit is the dark jacket over a white shirt and tie, with its trousers: the brown
    // buttoned coat alone read as an overcoat.
    looks: {
      ...WEAR_EAT_GROW_LOOKS['coat'],
      ...VARIANT_LOOKS['coat'],
      ...S29_WEAR_LOOKS['coat'],
      // A uniform is navy with two rows of brass buttons, gold epaulettes and a stand collar
      // (the brown coat read as an overcoat).
      uniform: {
        drop: ['body', 'button', 'collar'],
        parts: [
          {
            name: 'body',
            shape: { extrude: COAT, depth: 0.08, round: 0.02 },
            finish: 'fabric',
            color: 0x1e2a4a,
          },
          {
            name: 'collar',
            shape: {
              extrude: [
                [-0.13, 0.82],
                [0.13, 0.82],
                [0.12, 0.95],
                [-0.12, 0.95],
              ],
              depth: 0.1,
              round: 0.01,
            },
            finish: 'fabric',
            color: 0x1e2a4a,
            role: 'accent',
          },
          {
            name: 'button',
            shape: { cyl: 0.01, r: 0.016 },
            turn: [90, 0, 0],
            at: [0.07, 0.14, 0.04],
            copies: [0.14, 0.28, 0.42, 0.56].map((y): V3 => [0, y, 0]),
            mirror: true,
            finish: 'brass',
            role: 'fixed',
          },
          {
            name: 'epaulette',
            shape: { box: [0.16, 0.025, 0.1], round: 0.008 },
            at: [0.25, 0.86, 0],
            turn: [0, 0, -17],
            mirror: true,
            finish: 'gold',
            role: 'fixed',
          },
        ],
      },
      suit: {
        drop: ['body', 'button', 'collar'],
        parts: [
          {
            name: 'body',
            shape: { extrude: COAT, depth: 0.08, round: 0.02 },
            finish: 'fabric',
            color: 0x2e3440,
          },
          {
            name: 'shirt',
            shape: {
              extrude: [
                [-0.11, 0.9],
                [0.11, 0.9],
                [0, 0.46],
              ],
              depth: 0.01,
            },
            at: [0, 0, 0.04],
            finish: 'fabric',
            color: 0xf4f4f0,
            role: 'fixed',
          },
          {
            name: 'tie',
            shape: {
              extrude: [
                [-0.022, 0.86],
                [0.022, 0.86],
                [0.034, 0.56],
                [0, 0.5],
                [-0.034, 0.56],
              ],
              depth: 0.012,
            },
            at: [0, 0, 0.047],
            finish: 'fabric',
            color: 0xb02030,
            role: 'accent',
          },
          {
            name: 'button',
            shape: { cyl: 0.01, r: 0.016 },
            turn: [90, 0, 0],
            at: [0, 0.38, 0.04],
            finish: 'plastic',
            color: 0x1a1a1a,
            role: 'fixed',
          },
          {
            name: 'trouser_leg',
            shape: { box: [0.22, 0.86, 0.12], round: 0.02 },
            at: [-0.12, -0.84, 0],
            copies: [[0.24, 0, 0]],
            finish: 'fabric',
            color: 0x2e3440,
            answersTo: ['trousers', 'pants'],
          },
        ],
      },
    },
  },
  {
    kind: 'blanket',
    nouns: ['blanket', 'quilt', 'duvet', 'comforter'],
    size: [0.2, 1.4],
    parts: [
      {
        name: 'body',
        shape: { box: [1.4, 0.12, 0.9], round: 0.05 },
        finish: 'fabric',
        color: 0x8a2a3a,
      },
      {
        name: 'fold',
        shape: { box: [1.4, 0.1, 0.3], round: 0.045 },
        at: [0, 0.1, 0.28],
        finish: 'fabric',
        color: 0x8a2a3a,
      },
      {
        name: 'stripe',
        shape: { box: [0.1, 0.125, 0.91], round: 0.04 },
        at: [-0.5, 0, 0],
        copies: [[1, 0, 0]],
        finish: 'fabric',
        color: 0xf0e8d8,
        role: 'accent',
      },
    ],
  },
  {
    kind: 'nest',
    nouns: ['nest', 'bird nest', "bird's nest"],
    size: [0.12, 0.3],
    parts: [
      {
        name: 'body',
        shape: {
          lathe: [
            [0.08, 0],
            [0.14, 0.05],
            [0.15, 0.1],
          ],
          wall: 0.04,
        },
        finish: 'bark',
        color: 0x7a5a32,
      },
      {
        name: 'rim',
        shape: { ring: 0.125, r: 0.025 },
        turn: [90, 0, 0],
        at: [0, 0.095, 0],
        finish: 'bark',
        color: 0x6a4a28,
      },
      {
        name: 'egg',
        shape: { ellipsoid: [0.022, 0.03, 0.022] },
        at: [0.03, 0.085, 0],
        copies: [
          [-0.05, 0, 0.02],
          [-0.01, 0, -0.045],
        ],
        finish: 'ceramic',
        color: 0xa8d8e8,
        role: 'accent',
      },
    ],
  },
  {
    kind: 'saddle',
    nouns: ['saddle', 'horse saddle'],
    size: [0.5, 0.6],
    parts: [
      {
        name: 'seat',
        shape: {
          extrude: [
            [-0.28, 0.12],
            [-0.22, 0.05],
            [0.1, 0.05],
            [0.26, 0.2],
            [0.2, 0.24],
            [0.1, 0.12],
            [-0.16, 0.12],
            [-0.26, 0.2],
          ],
          depth: 0.36,
          round: 0.02,
        },
        finish: 'leather',
      },
      {
        name: 'flap',
        shape: { box: [0.3, 0.22, 0.02], round: 0.008 },
        at: [-0.02, -0.08, 0.18],
        copies: [[0, 0, -0.36]],
        finish: 'leather',
      },
      {
        name: 'stirrup',
        shape: { ring: 0.05, r: 0.008 },
        at: [-0.02, -0.06, 0.2],
        copies: [[0, 0, -0.4]],
        finish: 'steel',
        role: 'fixed',
      },
      {
        name: 'stand',
        shape: { box: [0.5, 0.2, 0.4] },
        at: [0, -0.28, 0],
        finish: 'wood',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'seashell',
    nouns: ['seashell', 'sea shell', 'shell', 'scallop', 'conch'],
    size: [0.035, 0.14],
    parts: [
      {
        name: 'shell',
        shape: {
          plan: [[0, -0.05], ...arcPoints([0, -0.05], 0.12, 30, 150, 12)],
          height: 0.025,
          taper: 0.6,
        },
        finish: 'plastic',
        color: 0xe8764a,
      },
      {
        name: 'hinge',
        shape: { box: [0.04, 0.012, 0.02] },
        at: [0, 0, -0.045],
        finish: 'plastic',
        color: 0xd8784e,
      },
      // Ribs fanning out from the hinge, a deeper shade: the scallop reads, not a pale wedge.
      ...[45, 67, 90, 113, 135].map((deg, i) => ({
        name: `rib_${i + 1}`,
        shape: {
          capsule: [
            [0, 0.034, -0.03],
            [
              Math.cos((deg * Math.PI) / 180) * 0.1,
              0.02,
              -0.05 + Math.sin((deg * Math.PI) / 180) * 0.1,
            ],
          ] as [[number, number, number], [number, number, number]],
          r: 0.007,
        },
        finish: 'plastic',
        color: 0xc0502a,
        role: 'accent' as const,
      })),
    ],
  },
  {
    kind: 'swimming pool',
    nouns: ['swimming pool', 'pool', 'paddling pool'],
    size: [0.6, 5],
    parts: [
      {
        name: 'rim',
        shape: { box: [5, 0.5, 3] },
        minus: [{ shape: { box: [4.4, 0.6, 2.4] }, at: [0, 0.1, 0] }],
        finish: 'stone',
        color: 0xe8e4dc,
      },
      {
        name: 'water',
        shape: { box: [4.4, 0.42, 2.4] },
        at: [0, 0.02, 0],
        finish: 'ice',
        color: 0x3a9ad8,
        role: 'fixed',
      },
      {
        name: 'ladder',
        shape: { ring: 0.2, r: 0.02, arc: 180 },
        turn: [0, 90, 0],
        at: [2.1, 0.5, 0.6],
        copies: [[0, 0, 0.4]],
        finish: 'chrome',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'tray',
    nouns: ['tray', 'serving tray', 'platter tray'],
    size: [0.05, 0.45],
    parts: [
      {
        name: 'body',
        shape: { box: [0.45, 0.04, 0.3], round: 0.01 },
        minus: [{ shape: { box: [0.41, 0.05, 0.26], round: 0.008 }, at: [0, 0.012, 0] }],
        finish: 'wood',
      },
      {
        name: 'handle',
        shape: { ring: 0.04, r: 0.008, arc: 180 },
        turn: [0, 90, 0],
        at: [0.225, 0.03, 0],
        finish: 'wood',
        mirror: true,
      },
    ],
  },
  {
    kind: 'wheel',
    nouns: ['wheel', 'cartwheel', 'wagon wheel', 'bicycle wheel'],
    size: [0.7, 0.7],
    parts: [
      {
        name: 'rim',
        shape: { ring: 0.32, r: 0.035 },
        at: [0, 0.355, 0],
        finish: 'wood',
        color: 0x7a4a24,
      },
      {
        name: 'hub',
        shape: { cyl: 0.1, r: 0.06 },
        turn: [90, 0, 0],
        at: [0, 0.355, -0.05],
        finish: 'darkMetal',
        role: 'accent',
      },
      ...[0, 30, 60, 90, 120, 150].map((deg) => ({
        name: 'spoke',
        shape: { box: [0.025, 0.64, 0.025] as V3 },
        turn: [0, 0, deg] as V3,
        at: [
          Math.sin((deg * Math.PI) / 180) * 0.32,
          0.355 - Math.cos((deg * Math.PI) / 180) * 0.32,
          0,
        ] as V3,
        finish: 'wood',
        color: 0x8a5a30,
      })),
    ],
  },
  {
    kind: 'thermometer',
    nouns: ['thermometer'],
    size: [0.3, 0.06],
    parts: [
      {
        name: 'board',
        shape: { box: [0.06, 0.3, 0.012], round: 0.004 },
        finish: 'paint',
        color: 0xf4f4f4,
      },
      {
        name: 'tube',
        shape: { cyl: 0.22, r: 0.006 },
        at: [0, 0.05, 0.01],
        finish: 'glass',
        role: 'fixed',
      },
      {
        name: 'bulb',
        shape: { ball: 0.012 },
        at: [0, 0.045, 0.01],
        finish: 'paint',
        color: 0xd01818,
        role: 'accent',
      },
      {
        name: 'mercury',
        shape: { cyl: 0.12, r: 0.0035 },
        at: [0, 0.05, 0.013],
        finish: 'paint',
        color: 0xd01818,
        role: 'accent',
      },
    ],
  },
  {
    kind: 'button',
    nouns: ['button', 'sewing button'],
    size: [0.006, 0.03],
    parts: [
      {
        name: 'body',
        shape: { cyl: 0.005, r: 0.015 },
        minus: [0, 90, 180, 270].map((deg) => ({
          shape: { cyl: 0.02, r: 0.0018 },
          at: [
            Math.cos((deg * Math.PI) / 180) * 0.004,
            -0.005,
            Math.sin((deg * Math.PI) / 180) * 0.004,
          ] as V3,
        })),
        finish: 'plastic',
        color: 0xc83a3a,
      },
      {
        name: 'rim',
        shape: { ring: 0.0135, r: 0.0018 },
        turn: [90, 0, 0],
        at: [0, 0.005, 0],
        finish: 'plastic',
        color: 0xc83a3a,
      },
    ],
  },
  {
    kind: 'star',
    nouns: ['star', 'christmas star', 'star shape'],
    size: [0.5, 0.5],
    parts: [
      {
        name: 'body',
        shape: { extrude: star(5, 0.25, 0.1), depth: 0.08, round: 0.015 },
        at: [0, 0.24, 0],
        finish: 'gold',
      },
    ],
  },
  {
    kind: 'sun',
    nouns: ['sun', 'the sun'],
    size: [1.2, 1.2],
    parts: [
      { name: 'body', shape: { ball: 0.38 }, at: [0, 0.6, 0], finish: 'light', color: 0xf8c820 },
      ...Array.from({ length: 12 }, (_, i) => {
        const deg = i * 30;
        const a = (deg * Math.PI) / 180;
        return {
          name: 'ray',
          shape: { cyl: 0.2, r: 0.06, rTop: 0.005 },
          turn: [0, 0, deg - 90] as V3,
          at: [Math.cos(a) * 0.36, 0.6 + Math.sin(a) * 0.36, 0] as V3,
          finish: 'light',
          color: 0xf8a020,
          role: 'accent' as const,
        };
      }),
    ],
  },
  {
    kind: 'microscope',
    nouns: ['microscope'],
    size: [0.35, 0.2],
    parts: [
      {
        name: 'base',
        shape: { box: [0.16, 0.03, 0.2], round: 0.01 },
        finish: 'paint',
        color: 0x20242a,
      },
      {
        name: 'arm',
        shape: {
          sweep: [
            [0, 0.03, -0.07],
            [0, 0.18, -0.08],
            [0, 0.26, 0.03],
          ],
          r: 0.02,
        },
        finish: 'paint',
        color: 0x20242a,
      },
      {
        name: 'stage',
        shape: { box: [0.12, 0.012, 0.1] },
        at: [0, 0.12, 0.01],
        finish: 'paint',
        color: 0x20242a,
      },
      {
        name: 'tube',
        shape: { cyl: 0.16, r: 0.02 },
        turn: [20, 0, 0],
        at: [0, 0.17, 0.02],
        finish: 'paint',
        color: 0xf0f0f0,
        role: 'accent',
      },
      {
        name: 'eyepiece',
        shape: { cyl: 0.04, r: 0.012 },
        turn: [20, 0, 0],
        at: [0, 0.32, 0.075],
        finish: 'darkMetal',
        role: 'fixed',
      },
      {
        name: 'knob',
        shape: { cyl: 0.05, r: 0.02 },
        turn: [0, 0, 90],
        at: [0.025, 0.16, -0.075],
        finish: 'darkMetal',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'glove',
    nouns: ['glove', 'mitten', 'gauntlet', 'oven mitt'],
    looks: WEAR_EAT_GROW_LOOKS['glove'],
    size: [0.05, 0.26],
    parts: [
      {
        name: 'palm',
        shape: { box: [0.1, 0.03, 0.11], round: 0.014 },
        finish: 'leather',
        color: 0x8a5a30,
      },
      ...[-0.036, -0.012, 0.012, 0.036].map((x, i) => ({
        name: 'finger',
        shape: {
          capsule: [
            [x, 0.015, 0.05],
            [x * 1.1, 0.015, 0.05 + [0.07, 0.085, 0.08, 0.065][i]!],
          ] as [V3, V3],
          r: 0.011,
        },
        finish: 'leather',
        color: 0x8a5a30,
      })),
      {
        name: 'thumb',
        shape: {
          capsule: [
            [0.045, 0.015, 0.0],
            [0.08, 0.015, 0.05],
          ],
          r: 0.012,
        },
        finish: 'leather',
        color: 0x8a5a30,
      },
      {
        name: 'cuff',
        shape: { box: [0.11, 0.034, 0.07], round: 0.012 },
        at: [0, 0, -0.08],
        finish: 'fabric',
        color: 0x3a2418,
        role: 'accent',
      },
    ],
  },
  {
    kind: 'razor',
    looks: VARIANT_LOOKS['razor'],
    nouns: ['razor', 'shaver', 'safety razor', 'electric razor'],
    size: [0.018, 0.14],
    parts: [
      {
        name: 'handle',
        shape: { cyl: 0.1, r: 0.007 },
        turn: [0, 0, 90],
        at: [0.056, 0.008, 0],
        finish: 'chrome',
      },
      {
        name: 'head',
        shape: { box: [0.012, 0.012, 0.045], round: 0.003 },
        at: [0.06, 0.002, 0],
        finish: 'plastic',
        color: 0x2a5aa0,
        role: 'accent',
      },
      {
        name: 'blade',
        shape: { box: [0.002, 0.006, 0.042] },
        at: [0.067, 0.006, 0],
        finish: 'steel',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'cage',
    nouns: ['cage', 'birdcage', 'bird cage', 'hamster cage'],
    size: [0.5, 0.35],
    parts: [
      { name: 'base', shape: { cyl: 0.03, r: 0.17 }, finish: 'brass' },
      ...Array.from({ length: 12 }, (_, i) => {
        const a = (i / 12) * 2 * Math.PI;
        return {
          name: 'bar',
          shape: { cyl: 0.32, r: 0.004 },
          at: [Math.cos(a) * 0.155, 0.03, Math.sin(a) * 0.155] as V3,
          finish: 'brass',
        };
      }),
      {
        name: 'top',
        shape: { lathe: arcPoints([0, 0], 0.16, 0, 85, 10) },
        at: [0, 0.34, 0],
        finish: 'brass',
      },
      { name: 'hook', shape: { ring: 0.025, r: 0.005 }, at: [0, 0.52, 0], finish: 'brass' },
      {
        name: 'perch',
        shape: { cyl: 0.3, r: 0.005 },
        turn: [0, 0, 90],
        at: [0.15, 0.15, 0],
        finish: 'wood',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'dumbbell',
    nouns: ['dumbbell', 'hand weight', 'kettlebell'],
    size: [0.1, 0.35],
    parts: [
      {
        name: 'handle',
        shape: { cyl: 0.2, r: 0.014 },
        turn: [0, 0, 90],
        at: [0.1, 0.05, 0],
        finish: 'chrome',
        role: 'accent',
      },
      {
        name: 'weight',
        shape: { cyl: 0.06, r: 0.05 },
        turn: [0, 0, 90],
        at: [0.16, 0.05, 0],
        mirror: true,
        finish: 'rubber',
        color: 0x20242a,
      },
    ],
  },
  {
    kind: 'window',
    nouns: ['window', 'window frame', 'windowpane', 'casement'],
    size: [1.2, 1],
    parts: [
      {
        name: 'frame',
        shape: { box: [1, 1.2, 0.1] },
        minus: [{ shape: { box: [0.86, 1.06, 0.2] }, at: [0, 0.07, 0] }],
        finish: 'paint',
        color: 0xf4f4f0,
      },
      {
        name: 'pane',
        shape: { box: [0.86, 1.06, 0.02] },
        at: [0, 0.07, 0],
        finish: 'glass',
        color: 0xa8cce0,
        role: 'fixed',
      },
      {
        name: 'mullion',
        shape: { box: [0.04, 1.06, 0.06] },
        at: [0, 0.07, 0],
        finish: 'paint',
        color: 0xf4f4f0,
      },
      {
        name: 'transom',
        shape: { box: [0.86, 0.04, 0.06] },
        at: [0, 0.58, 0],
        finish: 'paint',
        color: 0xf4f4f0,
      },
      {
        name: 'sill',
        shape: { box: [1.1, 0.05, 0.18] },
        at: [0, 0, 0.04],
        finish: 'paint',
        color: 0xf4f4f0,
      },
    ],
  },
  {
    kind: 'sock',
    nouns: ['sock', 'stocking', 'christmas stocking'],
    size: [0.35, 0.22],
    parts: [
      {
        name: 'body',
        shape: {
          sweep: [
            [0, 0.34, 0],
            [0, 0.12, 0],
            [0.04, 0.05, 0],
            [0.16, 0.045, 0],
          ],
          r: [0.045, 0.045, 0.048, 0.04],
        },
        finish: 'fabric',
        color: 0xc02a2a,
      },
      {
        name: 'cuff',
        shape: { cyl: 0.06, r: 0.05 },
        at: [0, 0.3, 0],
        finish: 'fabric',
        color: 0xf4f4f4,
        role: 'accent',
      },
      {
        name: 'heel',
        shape: { ball: 0.046 },
        at: [-0.005, 0.06, 0],
        finish: 'fabric',
        color: 0xf4f4f4,
        role: 'accent',
      },
    ],
  },
  {
    kind: 'scarf',
    nouns: ['scarf', 'muffler', 'shawl'],
    size: [0.55, 0.35],
    // Worn round an unseen neck, both ends hanging in front with striped, fringed tips: one
    // end alone under a ring read as a strip with a blob.
    parts: [
      {
        name: 'loop',
        shape: { ring: 0.11, r: 0.045 },
        turn: [78, 0, 0],
        at: [0, 0.5, 0],
        finish: 'fabric',
        color: 0x2a6aa0,
      },
      {
        name: 'end',
        shape: { box: [0.12, 0.42, 0.03], round: 0.012 },
        turn: [0, 0, 6],
        at: [0.05, 0.06, 0.11],
        finish: 'fabric',
        color: 0x2a6aa0,
      },
      {
        name: 'end',
        shape: { box: [0.12, 0.36, 0.03], round: 0.012 },
        turn: [0, 0, -8],
        at: [-0.06, 0.12, 0.1],
        finish: 'fabric',
        color: 0x2a6aa0,
      },
      {
        name: 'stripe',
        shape: { box: [0.125, 0.04, 0.035] },
        turn: [0, 0, 6],
        at: [0.055, 0.12, 0.11],
        copies: [[0.008, 0.08, 0]],
        finish: 'fabric',
        color: 0xf0e8d8,
        role: 'accent',
      },
      {
        name: 'stripe',
        shape: { box: [0.125, 0.04, 0.035] },
        turn: [0, 0, -8],
        at: [-0.065, 0.18, 0.1],
        copies: [[-0.011, 0.08, 0]],
        finish: 'fabric',
        color: 0xf0e8d8,
        role: 'accent',
      },
      {
        name: 'fringe',
        shape: { box: [0.012, 0.05, 0.012] },
        at: [0.015, 0.02, 0.11],
        copies: [0.025, 0.05, 0.075].map((x) => [x, 0, 0] as V3),
        finish: 'fabric',
        color: 0x2a6aa0,
      },
    ],
  },
  {
    kind: 'toothbrush',
    nouns: ['toothbrush', 'tooth brush'],
    size: [0.03, 0.19],
    parts: [
      {
        name: 'handle',
        shape: { box: [0.17, 0.012, 0.014], round: 0.005 },
        at: [-0.01, 0, 0],
        finish: 'plastic',
        color: 0x3a9ad8,
      },
      {
        name: 'bristles',
        shape: { box: [0.028, 0.014, 0.012] },
        at: [0.06, 0.011, 0],
        finish: 'plastic',
        color: 0xf4f4f4,
        role: 'accent',
      },
    ],
  },
  {
    kind: 'comb',
    nouns: ['comb', 'hair comb'],
    size: [0.005, 0.18],
    parts: [
      {
        name: 'spine',
        shape: { box: [0.18, 0.004, 0.018] },
        at: [0, 0, -0.02],
        finish: 'plastic',
        color: 0x2a2a2a,
      },
      {
        name: 'tooth',
        shape: { box: [0.002, 0.004, 0.03] },
        at: [-0.085, 0, 0.004],
        copies: Array.from({ length: 28 }, (_, i) => [(i + 1) * 0.006, 0, 0] as V3),
        finish: 'plastic',
        color: 0x2a2a2a,
      },
    ],
  },
  {
    kind: 'doll',
    nouns: ['doll', 'rag doll', 'puppet', 'barbie', 'action figure'],
    size: [0.35, 0.16],
    parts: [
      {
        name: 'dress',
        shape: { cyl: 0.16, r: 0.07, rTop: 0.035 },
        at: [0, 0.08, 0],
        finish: 'fabric',
        color: 0xd04a7a,
      },
      {
        name: 'leg',
        shape: { cyl: 0.09, r: 0.012 },
        at: [0.02, 0, 0],
        copies: [[-0.04, 0, 0]],
        finish: 'skin',
        role: 'detail',
      },
      { name: 'head', shape: { ball: 0.05 }, at: [0, 0.29, 0], finish: 'skin', role: 'detail' },
      {
        name: 'hair',
        shape: { ellipsoid: [0.055, 0.04, 0.055] },
        at: [0, 0.31, -0.008],
        finish: 'fabric',
        color: 0xe0a030,
        role: 'accent',
      },
      {
        name: 'arm',
        shape: {
          capsule: [
            [0.035, 0.22, 0],
            [0.07, 0.14, 0.01],
          ],
          r: 0.011,
        },
        mirror: true,
        finish: 'skin',
        role: 'detail',
      },
      {
        name: 'eye',
        shape: { ball: 0.007 },
        at: [0.017, 0.295, 0.045],
        copies: [[-0.034, 0, 0]],
        finish: 'eye',
        role: 'fixed',
      },
    ],
    // A puppet is the doll hung on strings from a wooden cross (a plain doll read as a doll).
    looks: {
      puppet: {
        parts: [
          {
            name: 'control',
            shape: { box: [0.2, 0.012, 0.02] },
            at: [0, 0.5, 0],
            finish: 'wood',
            role: 'detail',
          },
          {
            name: 'control_bar',
            shape: { box: [0.02, 0.012, 0.16] },
            at: [0, 0.5, 0],
            finish: 'wood',
            role: 'detail',
          },
          {
            name: 'string',
            shape: { cyl: 0.17, r: 0.0015 },
            at: [0, 0.335, 0],
            finish: 'fabric',
            color: 0xf0ece0,
            role: 'fixed',
          },
          {
            name: 'string_long',
            shape: { cyl: 0.365, r: 0.0015 },
            at: [0.07, 0.14, 0.01],
            copies: [[-0.14, 0, 0]],
            finish: 'fabric',
            color: 0xf0ece0,
            role: 'fixed',
          },
        ],
      },
    },
  },
  {
    kind: 'gift',
    nouns: ['gift', 'present', 'gift box', 'christmas present', 'birthday present'],
    size: [0.3, 0.3],
    parts: [
      { name: 'box', shape: { box: [0.28, 0.22, 0.28] }, finish: 'paint', color: 0x2a7ac8 },
      {
        name: 'lid',
        shape: { box: [0.3, 0.05, 0.3] },
        at: [0, 0.2, 0],
        finish: 'paint',
        color: 0x2a7ac8,
      },
      {
        name: 'ribbon',
        shape: { box: [0.05, 0.255, 0.305] },
        copies: [],
        finish: 'paint',
        color: 0xd82020,
        role: 'accent',
      },
      {
        name: 'ribbon',
        shape: { box: [0.305, 0.255, 0.05] },
        finish: 'paint',
        color: 0xd82020,
        role: 'accent',
      },
      {
        name: 'bow',
        shape: { ellipsoid: [0.06, 0.035, 0.025] },
        turn: [0, 0, 25],
        at: [0.045, 0.27, 0],
        mirror: true,
        finish: 'paint',
        color: 0xd82020,
        role: 'accent',
      },
    ],
  },
  {
    kind: 'coin',
    nouns: ['coin', 'penny', 'medallion'],
    size: [0.004, 0.03],
    parts: [
      { name: 'body', shape: { cyl: 0.003, r: 0.015 }, finish: 'gold' },
      {
        name: 'rim',
        shape: { ring: 0.014, r: 0.0012 },
        turn: [90, 0, 0],
        at: [0, 0.003, 0],
        finish: 'gold',
      },
    ],
    // A penny is the copper coin: gold reads as a sovereign or a chocolate coin.
    looks: {
      penny: {
        drop: ['body', 'rim'],
        parts: [
          { name: 'body', shape: { cyl: 0.003, r: 0.0095 }, finish: 'copper' },
          {
            name: 'rim',
            shape: { ring: 0.009, r: 0.0009 },
            turn: [90, 0, 0],
            at: [0, 0.003, 0],
            finish: 'copper',
          },
        ],
      },
    },
  },
  {
    kind: 'medal',
    nouns: ['medal'],
    size: [0.2, 0.08],
    parts: [
      {
        name: 'ribbon',
        shape: {
          extrude: [
            [-0.02, 0.06],
            [0.02, 0.06],
            [0.035, 0.2],
            [-0.035, 0.2],
          ],
          depth: 0.003,
        },
        finish: 'fabric',
        color: 0x2a4ab0,
        role: 'accent',
      },
      {
        name: 'disc',
        shape: { cyl: 0.006, r: 0.035 },
        turn: [90, 0, 0],
        at: [0, 0.035, -0.003],
        finish: 'gold',
      },
      {
        name: 'star',
        shape: { extrude: star(5, 0.02, 0.008), depth: 0.003 },
        at: [0, 0.035, 0.004],
        finish: 'gold',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'shield',
    nouns: ['shield', 'buckler', 'coat of arms'],
    size: [0.7, 0.55],
    parts: [
      {
        name: 'body',
        shape: {
          extrude: [
            [0, 0],
            [0.25, 0.2],
            [0.27, 0.6],
            [0, 0.66],
            [-0.27, 0.6],
            [-0.25, 0.2],
          ],
          depth: 0.04,
          round: 0.01,
        },
        finish: 'paint',
        color: 0x2a4a9a,
      },
      {
        name: 'rim',
        shape: {
          extrude: [
            [0, -0.02],
            [0.27, 0.19],
            [0.29, 0.62],
            [0, 0.68],
            [-0.29, 0.62],
            [-0.27, 0.19],
          ],
          depth: 0.03,
        },
        at: [0, 0, -0.01],
        finish: 'steel',
        role: 'accent',
      },
      {
        name: 'cross',
        shape: { box: [0.06, 0.5, 0.01] },
        at: [0, 0.08, 0.02],
        finish: 'gold',
        role: 'fixed',
      },
      {
        name: 'cross_bar',
        shape: { box: [0.4, 0.06, 0.01] },
        at: [0, 0.4, 0.02],
        finish: 'gold',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'anchor',
    nouns: ['anchor', 'ship anchor'],
    size: [0.6, 0.45],
    parts: [
      { name: 'shank', shape: { cyl: 0.5, r: 0.025 }, at: [0, 0.05, 0], finish: 'iron' },
      {
        name: 'arms',
        shape: { ring: 0.2, r: 0.025, from: 200, arc: 140 },
        at: [0, 0.25, 0],
        finish: 'iron',
      },
      {
        name: 'fluke',
        shape: { cyl: 0.08, r: 0.04, rTop: 0.005 },
        turn: [0, 0, 45],
        at: [-0.188, 0.18, 0],
        finish: 'iron',
      },
      {
        name: 'fluke',
        shape: { cyl: 0.08, r: 0.04, rTop: 0.005 },
        turn: [0, 0, -45],
        at: [0.188, 0.18, 0],
        finish: 'iron',
      },
      {
        name: 'stock',
        shape: { cyl: 0.3, r: 0.018 },
        turn: [0, 0, 90],
        at: [0.15, 0.48, 0],
        finish: 'iron',
      },
      { name: 'ring', shape: { ring: 0.04, r: 0.012 }, at: [0, 0.58, 0], finish: 'iron' },
    ],
  },
  {
    kind: 'compass',
    nouns: ['compass', 'magnetic compass'],
    size: [0.03, 0.08],
    parts: [
      { name: 'body', shape: { cyl: 0.02, r: 0.04 }, finish: 'brass' },
      {
        name: 'face',
        shape: { cyl: 0.002, r: 0.034 },
        at: [0, 0.02, 0],
        finish: 'ceramic',
        role: 'fixed',
      },
      {
        name: 'needle',
        shape: {
          extrude: [
            [0, 0.03],
            [0.006, 0],
            [0, -0.03],
            [-0.006, 0],
          ],
          depth: 0.002,
        },
        turn: [90, 0, 0],
        at: [0, 0.023, 0],
        finish: 'paint',
        color: 0xd01818,
        role: 'accent',
      },
      { name: 'ring', shape: { ring: 0.008, r: 0.003 }, at: [0, 0.022, -0.042], finish: 'brass' },
    ],
  },
  {
    kind: 'saw',
    nouns: ['saw', 'handsaw', 'hand saw', 'hacksaw'],
    size: [0.02, 0.55],
    parts: [
      {
        name: 'blade',
        shape: {
          extrude: [
            [0, -0.05],
            [0.42, -0.02],
            [0.42, 0.02],
            [0, 0.06],
          ],
          depth: 0.002,
        },
        turn: [90, 0, 0],
        at: [-0.08, 0.012, 0],
        finish: 'steel',
      },
      {
        name: 'handle',
        shape: {
          extrude: [
            [-0.16, -0.06],
            [0, -0.06],
            [0, 0.08],
            [-0.14, 0.09],
          ],
          depth: 0.024,
          round: 0.01,
        },
        turn: [90, 0, 0],
        at: [-0.08, 0.012, 0],
        finish: 'wood',
        role: 'accent',
      },
    ],
  },
  {
    kind: 'wrench',
    nouns: ['wrench', 'spanner', 'monkey wrench'],
    size: [0.02, 0.25],
    parts: [
      { name: 'handle', shape: { box: [0.2, 0.01, 0.025], round: 0.004 }, finish: 'chrome' },
      {
        name: 'head',
        shape: { ring: 0.024, r: 0.01, from: 40, arc: 280 },
        turn: [90, 0, 0],
        at: [0.12, 0.005, 0],
        finish: 'chrome',
      },
      {
        name: 'ring_end',
        shape: { ring: 0.018, r: 0.008 },
        turn: [90, 0, 0],
        at: [-0.115, 0.005, 0],
        finish: 'chrome',
      },
    ],
  },
  {
    kind: 'nail',
    nouns: ['nail', 'rivet'],
    size: [0.09, 0.02],
    parts: [
      {
        name: 'shaft',
        shape: { cyl: 0.08, r: 0.003, rTop: 0.003 },
        at: [0, 0.004, 0],
        finish: 'steel',
      },
      { name: 'point', shape: { cyl: 0.006, r: 0.0005, rTop: 0.003 }, finish: 'steel' },
      { name: 'head', shape: { cyl: 0.003, r: 0.008 }, at: [0, 0.083, 0], finish: 'steel' },
    ],
  },
  {
    kind: 'brick',
    nouns: ['brick', 'cinder block', 'breeze block'],
    size: [0.065, 0.22],
    parts: [
      {
        name: 'body',
        shape: { box: [0.215, 0.065, 0.1] },
        minus: [{ shape: { box: [0.12, 0.02, 0.06] }, at: [0, 0.05, 0] }],
        finish: 'brick',
      },
    ],
    // A cinder or breeze block is a bigger grey concrete block with two square holes through it.
    looks: Object.fromEntries(
      ['cinder block', 'breeze block'].map((noun) => [
        noun,
        {
          drop: ['body'],
          parts: [
            {
              name: 'body',
              shape: { box: [0.39, 0.19, 0.19] },
              minus: [
                { shape: { box: [0.13, 0.3, 0.12] }, at: [-0.095, -0.05, 0] },
                { shape: { box: [0.13, 0.3, 0.12] }, at: [0.095, -0.05, 0] },
              ],
              finish: 'concrete',
              color: 0x9a9a96,
            },
          ],
        },
      ]),
    ),
  },
  {
    kind: 'log',
    // A caber is the trimmed tree trunk tossed at Highland games, not a metal pole (session 28,
    // r2things; docs/decisions.md "A spent list's made things, round 2").
    nouns: ['log', 'firewood', 'timber', 'tree trunk', 'caber', 'cabers'],
    size: [0.3, 1],
    parts: [
      {
        name: 'bark',
        shape: { cyl: 1, r: 0.15, rTop: 0.14 },
        turn: [0, 0, 90],
        at: [0.5, 0.15, 0],
        finish: 'bark',
      },
      {
        name: 'end',
        shape: { cyl: 0.01, r: 0.13 },
        turn: [0, 0, 90],
        at: [0.505, 0.15, 0],
        finish: 'paleWood',
        role: 'accent',
      },
      {
        name: 'end',
        shape: { cyl: 0.01, r: 0.12 },
        turn: [0, 0, -90],
        at: [-0.505, 0.15, 0],
        finish: 'paleWood',
        role: 'accent',
      },
    ],
  },
  {
    kind: 'mountain',
    nouns: ['mountain', 'peak', 'mountain range', ...CLASS_LOOKS['mountain'].nouns],
    looks: CLASS_LOOKS['mountain'].looks,
    size: [3, 5],
    parts: [
      {
        name: 'rock',
        shape: { plan: polygon(7, 2.5, 10), height: 3, taper: 0.04 },
        finish: 'stone',
        color: 0x7a7068,
      },
      {
        name: 'rock',
        shape: { plan: polygon(6, 1.4, 40), height: 1.9, taper: 0.05 },
        at: [1.6, 0, 0.6],
        finish: 'stone',
        color: 0x7a7068,
      },
      {
        name: 'snow',
        shape: { plan: polygon(7, 0.95, 10), height: 1.05, taper: 0.04 },
        at: [0, 1.99, 0],
        finish: 'snow',
        role: 'accent',
        answersTo: ['top'],
      },
    ],
  },
  {
    kind: 'volcano',
    nouns: ['volcano'],
    size: [2.2, 5],
    parts: [
      {
        name: 'cone',
        shape: {
          lathe: [
            [2.5, 0],
            [1.6, 0.8],
            [0.7, 2.0],
            [0.6, 2.1],
          ],
          wall: 0.3,
        },
        finish: 'darkStone',
      },
      {
        name: 'lava',
        shape: { cyl: 0.08, r: 0.45 },
        at: [0, 1.9, 0],
        finish: 'light',
        color: 0xf04010,
        role: 'accent',
      },
      {
        name: 'flow',
        shape: {
          sweep: [
            [0.55, 2.0, 0.2],
            [1.1, 1.3, 0.5],
            [1.7, 0.6, 0.7],
            [2.1, 0.15, 0.8],
          ],
          r: [0.1, 0.09, 0.08, 0.06],
        },
        finish: 'light',
        color: 0xf04010,
        role: 'accent',
      },
    ],
  },
  {
    kind: 'campfire',
    nouns: ['campfire', 'bonfire', 'fire', 'fireplace fire'],
    size: [0.6, 0.8],
    parts: [
      // Three logs crossing in the middle: each laid along Z, then turned about Y.
      ...[0, 60, 120].map((deg) => ({
        name: 'log',
        shape: { cyl: 0.7, r: 0.05 },
        turn: [90, deg, 0] as V3,
        at: [
          -Math.sin((deg * Math.PI) / 180) * 0.35,
          0.05,
          -Math.cos((deg * Math.PI) / 180) * 0.35,
        ] as V3,
        finish: 'bark',
      })),
      {
        name: 'flame',
        shape: {
          lathe: [
            [0.18, 0],
            [0.15, 0.12],
            [0.07, 0.35],
            [0.005, 0.55],
          ],
          smooth: true,
        },
        at: [0, 0.05, 0],
        finish: 'light',
        color: 0xf87010,
      },
      {
        name: 'inner_flame',
        shape: {
          lathe: [
            [0.1, 0],
            [0.08, 0.1],
            [0.03, 0.28],
            [0.004, 0.36],
          ],
          smooth: true,
        },
        at: [0.03, 0.06, 0.1],
        finish: 'light',
        color: 0xf8d020,
        role: 'accent',
      },
      ...[0, 72, 144, 216, 288].map((deg) => ({
        name: 'stone',
        shape: { ellipsoid: [0.08, 0.05, 0.07] as V3 },
        at: [
          Math.cos((deg * Math.PI) / 180) * 0.36,
          0.04,
          Math.sin((deg * Math.PI) / 180) * 0.36,
        ] as V3,
        finish: 'stone',
        role: 'detail' as const,
      })),
    ],
  },
  {
    kind: 'tombstone',
    nouns: ['tombstone', 'gravestone', 'headstone'],
    size: [0.8, 0.6],
    parts: [
      {
        name: 'stone',
        shape: { extrude: arch(0.5, 0.5), depth: 0.12 },
        at: [0, 0.08, 0],
        finish: 'stone',
      },
      { name: 'base', shape: { box: [0.6, 0.08, 0.22] }, finish: 'stone' },
      {
        name: 'cross',
        shape: { box: [0.04, 0.2, 0.01] },
        at: [0, 0.38, 0.062],
        finish: 'darkStone',
        role: 'fixed',
      },
      {
        name: 'cross_bar',
        shape: { box: [0.14, 0.04, 0.01] },
        at: [0, 0.5, 0.062],
        finish: 'darkStone',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'cloud',
    nouns: ['cloud', 'rain cloud', 'storm cloud', 'cumulus'],
    size: [0.6, 1.2],
    // Rain clouds and thunderclouds are dark (session 30, places).
    looks: S30_CLOUD_LOOKS,
    parts: [
      { name: 'puff', shape: { ball: 0.3 }, at: [0, 0.3, 0], finish: 'snow' },
      { name: 'puff', shape: { ball: 0.22 }, at: [0.36, 0.22, 0], finish: 'snow' },
      { name: 'puff', shape: { ball: 0.24 }, at: [-0.36, 0.24, 0.02], finish: 'snow' },
      { name: 'puff', shape: { ball: 0.2 }, at: [0.15, 0.45, -0.05], finish: 'snow' },
    ],
  },
  {
    kind: 'heart',
    nouns: ['heart', 'heart shape', 'love heart', 'valentine'],
    size: [0.45, 0.45],
    parts: [
      {
        name: 'body',
        shape: { extrude: HEART, depth: 0.12, round: 0.04 },
        finish: 'paint',
        color: 0xd81830,
      },
    ],
  },
  {
    kind: 'rainbow',
    nouns: ['rainbow'],
    size: [1, 2],
    parts: [0xd82020, 0xf08a10, 0xf0d020, 0x30a040, 0x2a6ad8, 0x7a3ac0].map((color, i) => ({
      name: `band_${i + 1}`,
      shape: { ring: 0.95 - i * 0.07, r: 0.036, arc: 180 },
      finish: 'paint',
      color,
      role: 'fixed' as const,
    })),
  },
  {
    kind: 'chopsticks',
    nouns: ['chopsticks', 'chopstick'],
    size: [0.016, 0.24],
    parts: [
      {
        name: 'stick',
        shape: { cyl: 0.23, r: 0.004, rTop: 0.0022 },
        turn: [0, 0, -90],
        at: [-0.115, 0.004, 0.01],
        copies: [[0, 0, -0.02]],
        finish: 'wood',
        color: 0x8a3020,
      },
      {
        name: 'rest',
        shape: {
          capsule: [
            [-0.08, 0.004, -0.025],
            [-0.08, 0.004, 0.025],
          ],
          r: 0.006,
        },
        finish: 'ceramic',
        role: 'accent',
      },
    ],
  },
  {
    kind: 'towel',
    nouns: ['towel', 'bath towel', 'washcloth', 'napkin', 'tea towel'],
    size: [0.2, 0.4],
    parts: [
      {
        name: 'body',
        shape: { box: [0.4, 0.06, 0.3], round: 0.025 },
        finish: 'fabric',
        color: 0xf2f2f2,
      },
      {
        name: 'body',
        shape: { box: [0.4, 0.06, 0.3], round: 0.025 },
        at: [0, 0.058, 0],
        finish: 'fabric',
        color: 0x3a8ac8,
      },
      {
        name: 'stripe',
        shape: { box: [0.405, 0.065, 0.04] },
        at: [0, 0.056, 0.09],
        finish: 'fabric',
        color: 0xf2f2f2,
        role: 'accent',
      },
    ],
    // A handkerchief is a thin square folded flat with a coloured hem; a rag a crumpled grey
    // cloth: the thick folded bath towel read as a towel under both names.
    looks: { handkerchief: HANDKERCHIEF, hanky: HANDKERCHIEF, rag: RAG, ...VARIANT_LOOKS['towel'] },
  },
  {
    kind: 'rug',
    nouns: ['rug', 'carpet', 'mat', 'doormat'],
    size: [0.03, 2],
    parts: [
      { name: 'body', shape: { box: [2, 0.02, 1.3] }, finish: 'fabric', color: 0x9a2a2a },
      {
        name: 'border',
        shape: { box: [1.7, 0.022, 1.0] },
        finish: 'fabric',
        color: 0xe8c880,
        role: 'accent',
      },
      { name: 'centre', shape: { box: [1.5, 0.024, 0.8] }, finish: 'fabric', color: 0x9a2a2a },
      {
        name: 'fringe',
        shape: { box: [0.08, 0.01, 1.28] },
        at: [1.03, 0, 0],
        copies: [[-2.06, 0, 0]],
        finish: 'linen',
        role: 'fixed',
      },
    ],
  },
];
