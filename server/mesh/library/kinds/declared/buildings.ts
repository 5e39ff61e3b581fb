/** Buildings and structures, declared as data (library/declare.ts). */
import type { KindDecl, PartDecl } from '../../declare.ts';
import { arch, arcPoints } from './outlines.ts';
import { CLASS_LOOKS } from './class-looks.ts';
import { S28_BRIDGE_LOOKS } from './s28-places.ts';
import { S28_R2_BRIDGE_LOOKS } from './s28-r2places.ts';

/** A gambrel (barn) roof section, width `w`, eaves at 0. */
const GAMBREL = (w: number, h: number): [number, number][] => [
  [-w / 2 - 0.2, 0],
  [w / 2 + 0.2, 0],
  [w * 0.36, h * 0.6],
  [0, h],
  [-w * 0.36, h * 0.6],
];

/** The village church's parts, left out where a cathedral stands instead. */
const CHURCH_PARTS = ['walls', 'roof', 'tower', 'spire', 'cross', 'cross_bar', 'door'];

const CATHEDRAL_STONE = 0xcfc4ae;

/** A cathedral: a tall nave, a west front between two towers, a rose window, pointed side windows. */
const CATHEDRAL: readonly PartDecl[] = [
  {
    name: 'walls',
    shape: { box: [8, 9, 20] },
    at: [0, 0, -4],
    finish: 'stone',
    color: CATHEDRAL_STONE,
  },
  {
    name: 'roof',
    shape: {
      extrude: [
        [-4.4, 0],
        [4.4, 0],
        [0, 4.5],
      ],
      depth: 20.4,
    },
    at: [0, 8.95, -4],
    finish: 'slate',
    role: 'accent',
  },
  {
    name: 'front',
    shape: { box: [13, 13, 2] },
    at: [0, 0, 7],
    finish: 'stone',
    color: CATHEDRAL_STONE,
  },
  {
    name: 'gable',
    shape: {
      extrude: [
        [-2.6, 0],
        [2.6, 0],
        [0, 3],
      ],
      depth: 2,
    },
    at: [0, 12.95, 7],
    finish: 'stone',
    color: CATHEDRAL_STONE,
  },
  {
    name: 'tower',
    shape: { box: [4, 21, 4] },
    at: [4.5, 0, 7],
    mirror: true,
    finish: 'stone',
    color: CATHEDRAL_STONE,
  },
  {
    name: 'spire',
    shape: {
      plan: [
        [-2.1, -2.1],
        [2.1, -2.1],
        [2.1, 2.1],
        [-2.1, 2.1],
      ],
      height: 5,
      taper: 0.02,
    },
    at: [4.5, 20.95, 7],
    mirror: true,
    finish: 'slate',
    role: 'accent',
    answersTo: ['roof', 'top'],
  },
  {
    name: 'rose_window',
    shape: { cyl: 0.3, r: 2 },
    turn: [90, 0, 0],
    at: [0, 9, 8],
    finish: 'glass',
    color: 0x3a5aa8,
    role: 'fixed',
  },
  {
    name: 'door',
    shape: { extrude: arch(2.6, 3.4), depth: 0.3 },
    at: [0, 0, 8],
    finish: 'darkWood',
    role: 'fixed',
  },
  {
    name: 'tower_window',
    shape: { extrude: arch(1.2, 3), depth: 0.3 },
    at: [4.5, 12, 9],
    mirror: true,
    finish: 'glass',
    color: 0x2a3a5a,
    role: 'fixed',
  },
  {
    name: 'side_window',
    shape: { extrude: arch(1.4, 3.6), depth: 0.3 },
    turn: [0, 90, 0],
    at: [4, 3, -10],
    copies: [
      [0, 0, 4],
      [0, 0, 8],
    ],
    mirror: true,
    finish: 'glass',
    color: 0x3a5aa8,
    role: 'fixed',
  },
];

/** A monastery's cloister wing beside the church and a square bell tower with a low roof. */
const CLOISTER: readonly PartDecl[] = [
  {
    name: 'wing',
    shape: { box: [11, 4, 6] },
    at: [-8.5, 0, -3],
    finish: 'plaster',
    color: 0xe8dcc4,
  },
  {
    name: 'wing_roof',
    shape: {
      extrude: [
        [-3.4, 0],
        [3.4, 0],
        [0, 2],
      ],
      depth: 11.4,
    },
    turn: [0, 90, 0],
    at: [-8.5, 3.95, -3],
    finish: 'roofTile',
    role: 'accent',
    answersTo: ['roof'],
  },
  {
    name: 'arcade',
    shape: { extrude: arch(1.2, 2.2), depth: 0.2 },
    at: [-12.5, 0, 0],
    copies: [
      [2, 0, 0],
      [4, 0, 0],
      [6, 0, 0],
      [8, 0, 0],
    ],
    finish: 'darkStone',
    role: 'fixed',
  },
  {
    name: 'bell_roof',
    shape: {
      plan: [
        [-1.7, -1.7],
        [1.7, -1.7],
        [1.7, 1.7],
        [-1.7, 1.7],
      ],
      height: 1.6,
      taper: 0.05,
    },
    at: [0, 8.95, 5],
    finish: 'roofTile',
    role: 'accent',
    answersTo: ['roof', 'top'],
  },
  {
    name: 'bell_opening',
    shape: { extrude: arch(1, 1.6), depth: 0.2 },
    at: [0, 6.6, 6.5],
    finish: 'darkStone',
    role: 'fixed',
  },
  {
    name: 'bell',
    shape: { cyl: 0.8, r: 0.35, rTop: 0.2 },
    at: [0, 7.2, 6.7],
    finish: 'bronze',
    role: 'fixed',
  },
];

/** A garden shed: plank walls, a pitched roof running front to back, a door and a side window. */
const SHED: readonly PartDecl[] = [
  { name: 'walls', shape: { box: [2.4, 2.1, 3] }, finish: 'wood', color: 0x8a6440 },
  {
    name: 'gable',
    shape: {
      extrude: [
        [-1.2, 0],
        [1.2, 0],
        [0, 0.8],
      ],
      depth: 3,
    },
    at: [0, 2.1, 0],
    finish: 'wood',
    color: 0x8a6440,
  },
  {
    name: 'roof',
    shape: {
      extrude: [
        [-1.45, -0.08],
        [1.45, -0.08],
        [0, 0.9],
      ],
      depth: 3.3,
    },
    at: [0, 2.12, 0],
    finish: 'slate',
    color: 0x3a3a3c,
    role: 'accent',
  },
  {
    name: 'board',
    shape: { box: [0.05, 2.1, 0.04] },
    at: [-0.9, 0, 1.51],
    copies: [0.45, 0.9, 1.35, 1.8].map((x): [number, number, number] => [x, 0, 0]),
    finish: 'darkWood',
    role: 'fixed',
  },
  {
    name: 'door',
    shape: { box: [0.8, 1.75, 0.08] },
    at: [0, 0, 1.54],
    finish: 'wood',
    color: 0x6a4a2c,
    role: 'fixed',
  },
  {
    name: 'window',
    shape: { box: [0.08, 0.6, 0.9] },
    at: [1.22, 1.1, 0],
    finish: 'glass',
    color: 0x5a7a98,
    role: 'fixed',
  },
];

export const BUILDING_KINDS: readonly KindDecl[] = [
  {
    kind: 'tent',
    nouns: [
      'tent',
      'camping tent',
      'pup tent',
      'teepee',
      'tepee',
      'wigwam',
      ...CLASS_LOOKS['tent'].nouns,
    ],
    looks: CLASS_LOOKS['tent'].looks,
    size: [1.4, 2.2],
    parts: [
      {
        name: 'canvas',
        shape: {
          extrude: [
            [-1, 0],
            [1, 0],
            [0.05, 1.35],
            [-0.05, 1.35],
          ],
          depth: 2.1,
        },
        finish: 'fabric',
        color: 0xe07a20,
      },
      {
        name: 'door',
        shape: {
          extrude: [
            [-0.45, 0],
            [0.45, 0],
            [0, 0.95],
          ],
          depth: 0.02,
        },
        at: [0, 0.01, 1.055],
        finish: 'fabric',
        color: 0x3a3a3a,
        role: 'fixed',
      },
      {
        name: 'pole',
        shape: { cyl: 1.5, r: 0.02 },
        at: [0, 0, 1.1],
        copies: [[0, 0, -2.2]],
        finish: 'darkMetal',
        role: 'fixed',
      },
      {
        name: 'groundsheet',
        shape: { box: [2.2, 0.02, 2.3] },
        finish: 'fabric',
        color: 0x30502a,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'barn',
    nouns: ['barn', 'stable', 'shed', 'farm building', 'granary'],
    size: [6.5, 8],
    surfaces: ['roof'],
    parts: [
      { name: 'walls', shape: { box: [6, 3.6, 8] }, finish: 'paint', color: 0xa02a22 },
      {
        name: 'gable',
        shape: { extrude: GAMBREL(6, 2.8), depth: 7.9 },
        at: [0, 3.6, 0],
        finish: 'paint',
        color: 0xa02a22,
      },
      {
        name: 'roof',
        shape: {
          extrude: GAMBREL(6.3, 2.95).map(([x, y]) => [x * 1.02, y] as [number, number]),
          depth: 8.4,
        },
        at: [0, 3.62, 0],
        finish: 'slate',
        role: 'accent',
      },
      {
        name: 'door',
        shape: { box: [2.6, 2.8, 0.12] },
        at: [0, 0, 4.02],
        finish: 'paint',
        color: 0xf2efe6,
        role: 'fixed',
      },
      {
        name: 'door_frame',
        shape: { box: [3, 0.16, 0.1] },
        at: [0, 2.8, 4.02],
        finish: 'paint',
        color: 0xf2efe6,
        role: 'fixed',
      },
      {
        name: 'loft_door',
        shape: { box: [1.2, 1.2, 0.12] },
        at: [0, 4.3, 4.0],
        finish: 'paint',
        color: 0xf2efe6,
        role: 'fixed',
      },
    ],
    // A shed is a small plank hut with a pitched roof and one door (it was the big red barn).
    looks: {
      shed: { drop: ['walls', 'gable', 'roof', 'door', 'door_frame', 'loft_door'], parts: SHED },
    },
  },
  {
    kind: 'windmill',
    nouns: ['windmill', 'wind mill', 'wind turbine'],
    size: [10, 8],
    parts: [
      { name: 'tower', shape: { cyl: 7, r: 2.2, rTop: 1.4 }, finish: 'plaster' },
      {
        name: 'cap',
        shape: {
          lathe: [
            [1.6, 0],
            [1.5, 0.6],
            [0.9, 1.3],
            [0.1, 1.6],
          ],
          smooth: true,
        },
        at: [0, 6.95, 0],
        finish: 'roofTile',
        role: 'accent',
        answersTo: ['roof', 'top'],
      },
      {
        name: 'hub',
        shape: { cyl: 0.6, r: 0.3 },
        turn: [90, 0, 0],
        at: [0, 7.4, 1.5],
        finish: 'darkWood',
        role: 'detail',
      },
      {
        name: 'sail',
        shape: { box: [0.9, 3.8, 0.06] },
        at: [0.5, 7.4, 2.05],
        turn: [0, 0, 0],
        finish: 'paleWood',
        role: 'accent',
      },
      {
        name: 'sail',
        shape: { box: [0.9, 3.8, 0.06] },
        turn: [0, 0, 90],
        at: [-0.1, 7.9, 2.05],
        finish: 'paleWood',
        role: 'accent',
      },
      {
        name: 'sail',
        shape: { box: [0.9, 3.8, 0.06] },
        turn: [0, 0, 180],
        at: [-0.5, 7.4, 2.05],
        finish: 'paleWood',
        role: 'accent',
      },
      {
        name: 'sail',
        shape: { box: [0.9, 3.8, 0.06] },
        turn: [0, 0, 270],
        at: [0.1, 6.9, 2.05],
        finish: 'paleWood',
        role: 'accent',
      },
      {
        name: 'door',
        shape: { extrude: arch(1, 1.3), depth: 0.3 },
        at: [0, 0, 2.05],
        finish: 'darkWood',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'igloo',
    nouns: ['igloo', 'snow house', 'iglu'],
    size: [1.9, 4.2],
    parts: [
      { name: 'dome', shape: { lathe: arcPoints([0, 0], 1.8, 0, 88, 14) }, finish: 'snow' },
      {
        name: 'tunnel',
        shape: { extrude: arch(1.1, 0.35), depth: 1.2 },
        at: [0, 0, 1.9],
        finish: 'snow',
      },
      {
        name: 'door',
        shape: { extrude: arch(0.7, 0.3), depth: 0.05 },
        at: [0, 0, 2.48],
        finish: 'darkStone',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'bridge',
    nouns: ['bridge', 'footbridge', 'arch bridge', 'viaduct'],
    size: [2.2, 8],
    surfaces: ['deck'],
    // A drawbridge, an overpass and a trestle are built as their type (session 28, places); a
    // viaduct on its row of arches (s28-r2places.ts).
    looks: { ...S28_BRIDGE_LOOKS, ...S28_R2_BRIDGE_LOOKS },
    parts: [
      {
        name: 'deck',
        shape: {
          extrude: [
            [-4, 0],
            [4, 0],
            [4, 1.8],
            [-4, 1.8],
          ],
          depth: 2,
        },
        minus: [{ shape: { extrude: arch(5, 0.01), depth: 2.4 }, at: [0, -1.2, 0] }],
        finish: 'stone',
      },
      {
        name: 'railing',
        shape: { box: [8, 0.6, 0.2] },
        at: [0, 1.8, 0.9],
        copies: [[0, 0, -1.8]],
        finish: 'stone',
        role: 'accent',
      },
    ],
  },
  {
    kind: 'pyramid',
    nouns: ['pyramid', 'ziggurat'],
    size: [6, 9],
    parts: [
      {
        name: 'body',
        shape: {
          plan: [
            [-4.5, -4.5],
            [4.5, -4.5],
            [4.5, 4.5],
            [-4.5, 4.5],
          ],
          height: 6,
          taper: 0.02,
        },
        finish: 'stone',
        color: 0xd8b878,
      },
    ],
  },
  {
    kind: 'skyscraper',
    nouns: ['skyscraper', 'high rise', 'highrise', 'office building', 'tower block'],
    size: [60, 20],
    parts: [
      { name: 'body', shape: { box: [18, 56, 18] }, finish: 'glass', color: 0x6a8aa8 },
      {
        name: 'frame',
        shape: { box: [0.8, 56, 0.8] },
        at: [9, 0, 9],
        copies: [
          [-18, 0, 0],
          [0, 0, -18],
          [-18, 0, -18],
        ],
        finish: 'steel',
        role: 'accent',
      },
      {
        name: 'floor',
        shape: { box: [18.4, 0.5, 18.4] },
        at: [0, 8, 0],
        copies: [
          [0, 8, 0],
          [0, 16, 0],
          [0, 24, 0],
          [0, 32, 0],
          [0, 40, 0],
        ],
        finish: 'steel',
        role: 'accent',
      },
      {
        name: 'roof',
        shape: { box: [14, 2.5, 14] },
        at: [0, 56, 0],
        finish: 'steel',
        role: 'accent',
      },
      {
        name: 'antenna',
        shape: { cyl: 8, r: 0.25, rTop: 0.08 },
        at: [0, 58.4, 0],
        finish: 'steel',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'church',
    nouns: ['church', 'chapel', 'cathedral', 'abbey', 'basilica', 'kirk'],
    size: [14, 12],
    parts: [
      { name: 'walls', shape: { box: [6, 5, 11] }, at: [0, 0, -1.5], finish: 'plaster' },
      {
        name: 'roof',
        shape: {
          extrude: [
            [-3.4, 0],
            [3.4, 0],
            [0, 3],
          ],
          depth: 11.6,
        },
        at: [0, 4.95, -1.5],
        finish: 'slate',
        role: 'accent',
      },
      { name: 'tower', shape: { box: [3, 9, 3] }, at: [0, 0, 5], finish: 'plaster' },
      {
        name: 'spire',
        shape: {
          plan: [
            [-1.7, -1.7],
            [1.7, -1.7],
            [1.7, 1.7],
            [-1.7, 1.7],
          ],
          height: 4.5,
          taper: 0.02,
        },
        at: [0, 8.95, 5],
        finish: 'slate',
        role: 'accent',
        answersTo: ['roof', 'top'],
      },
      {
        name: 'cross',
        shape: { box: [0.15, 1.4, 0.15] },
        at: [0, 13.4, 5],
        finish: 'gold',
        role: 'fixed',
      },
      {
        name: 'cross_bar',
        shape: { box: [0.8, 0.15, 0.15] },
        at: [0, 14.2, 5],
        finish: 'gold',
        role: 'fixed',
      },
      {
        name: 'door',
        shape: { extrude: arch(1.4, 1.6), depth: 0.2 },
        at: [0, 0, 6.45],
        finish: 'darkWood',
        role: 'fixed',
      },
    ],
    // A cathedral is a long stone nave behind a front of twin towers with a rose window over
    // a tall door; a monastery or a convent the church with a cloister wing and a bell tower
    // (all read as the village church).
    looks: {
      cathedral: { drop: CHURCH_PARTS, parts: CATHEDRAL },
      ...Object.fromEntries(
        ['monastery', 'convent', 'abbey', 'priory', 'friary', 'nunnery', 'cloister'].map((noun) => [
          noun,
          { drop: ['spire', 'cross', 'cross_bar'], parts: CLOISTER },
        ]),
      ),
    },
  },
  {
    kind: 'doghouse',
    nouns: ['doghouse', 'dog house', 'kennel', 'dog kennel'],
    size: [1.1, 1.1],
    parts: [
      {
        name: 'walls',
        shape: { box: [0.8, 0.65, 1] },
        minus: [{ shape: { extrude: arch(0.36, 0.28), depth: 0.3 }, at: [0, 0.04, 0.5] }],
        finish: 'paint',
        color: 0xc8462e,
      },
      {
        name: 'gable',
        shape: {
          extrude: [
            [-0.4, 0],
            [0.4, 0],
            [0, 0.35],
          ],
          depth: 1,
        },
        at: [0, 0.65, 0],
        finish: 'paint',
        color: 0xc8462e,
      },
      {
        name: 'roof',
        shape: {
          extrude: [
            [-0.52, -0.04],
            [0.52, -0.04],
            [0, 0.42],
            [0, 0.42],
          ],
          depth: 1.12,
        },
        at: [0, 0.64, 0],
        finish: 'slate',
        role: 'accent',
      },
    ],
  },
  {
    kind: 'birdhouse',
    nouns: ['birdhouse', 'bird house', 'nest box', 'nesting box'],
    size: [0.45, 0.25],
    parts: [
      { name: 'post', shape: { box: [0.04, 0.12, 0.04] }, finish: 'wood', role: 'detail' },
      {
        name: 'box',
        shape: { box: [0.18, 0.2, 0.16] },
        at: [0, 0.12, 0],
        minus: [{ shape: { cyl: 0.1, r: 0.025 }, turn: [90, 0, 0], at: [0, 0.24, 0.02] }],
        finish: 'paleWood',
      },
      {
        name: 'roof',
        shape: {
          extrude: [
            [-0.13, 0],
            [0.13, 0],
            [0, 0.12],
          ],
          depth: 0.21,
        },
        at: [0, 0.32, 0],
        finish: 'paint',
        color: 0x2a6a9a,
        role: 'accent',
      },
      {
        name: 'perch',
        shape: { cyl: 0.05, r: 0.006 },
        turn: [90, 0, 0],
        at: [0, 0.19, 0.08],
        finish: 'darkWood',
        role: 'fixed',
      },
    ],
  },
];
