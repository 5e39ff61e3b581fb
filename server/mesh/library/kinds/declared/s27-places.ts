/**
 * Places and landforms a person names that were unknown or drawn as something else (issue
 * #32, session 27, helper places; docs/decisions.md, "Vehicles, ships, buildings and
 * landforms"): a smithy is an open timber forge with a glowing hearth, an anvil on its stump
 * and a quench tub; a laundromat a wall of round-doored washers under a row of dryers with a
 * folding table; a woodshed a lean-to stacked with log ends and a chopping block; an inlet
 * (a fjord, a loch, a cove, a bay) a tongue of water between two steep green ridges; a ridge
 * a long narrow hill with a rocky crest.
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { at, facingZ, part, rod, spaced } from './part-shorthand.ts';

/** Every pairing of the xs and ys at depth z. */
function grid(xs: readonly number[], ys: readonly number[], z: number): V3[] {
  return ys.flatMap((y) => xs.map((x) => [x, y, z] as V3));
}

// --- Smithy --------------------------------------------------------------------------------

const SMITHY_H = 2.6;

const smithy: KindDecl = {
  kind: 'smithy',
  nouns: ['smithy', 'smithies', "blacksmith's shop", 'blacksmith shop', "blacksmith's forge"],
  size: [4.8, 6.8],
  parts: [
    part('floor', { box: [6.4, 0.1, 4.6] }, 'stone', {
      color: 0x6e6458,
      role: 'fixed',
      answersTo: ['ground'],
    }),
    // A lean-to roof from the back wall over the forge, open at the front and sides.
    part('post', { box: [0.22, SMITHY_H, 0.22] }, 'wood', {
      ...at([
        [-3, 0.1, 0.4],
        [3, 0.1, 0.4],
      ]),
      color: 0x5a3e26,
      role: 'detail',
      answersTo: ['posts', 'beams'],
    }),
    part('back_wall', { box: [6.2, SMITHY_H + 0.5, 0.16] }, 'wood', {
      at: [0, 0.1, -2.15],
      color: 0x6e4c30,
      answersTo: ['wall', 'walls'],
    }),
    part('roof', { box: [6.6, 0.1, 3.1] }, 'slate', {
      at: [0, SMITHY_H + 0.3, -0.75],
      turn: [9, 0, 0],
      color: 0x4a4c52,
      role: 'accent',
    }),
    // The forge: a brick hearth with glowing coals under a hood that becomes the chimney.
    part('hearth', { box: [1.7, 0.9, 1.3] }, 'brick', {
      at: [-1.7, 0.1, -1.35],
      color: 0x8a3a2a,
      answersTo: ['forge', 'brick'],
    }),
    part('coals', { box: [1.2, 0.1, 0.85] }, 'light', {
      at: [-1.7, 1.0, -1.3],
      color: 0xff5a12,
      role: 'fixed',
      answersTo: ['fire', 'embers'],
    }),
    part(
      'hood',
      {
        plan: [
          [-0.75, -0.6],
          [0.75, -0.6],
          [0.75, 0.6],
          [-0.75, 0.6],
        ],
        height: 0.7,
        taper: 0.45,
      },
      'brick',
      { at: [-1.7, 1.75, -1.4], color: 0x7a3426, role: 'detail' },
    ),
    part('chimney', { box: [0.5, 2.3, 0.5] }, 'brick', {
      at: [-1.7, 2.4, -1.45],
      color: 0x7a3426,
      role: 'detail',
    }),
    // The anvil on its stump, a hammer on its face.
    part('stump', { cyl: 0.62, r: 0.3 }, 'bark', { at: [0.6, 0.1, 1.4], color: 0x6a4a2e }),
    part('anvil_base', { box: [0.5, 0.18, 0.4] }, 'iron', {
      at: [0.6, 0.72, 1.4],
      color: 0x2c2e32,
      role: 'fixed',
      answersTo: ['anvil'],
    }),
    part('anvil_waist', { box: [0.3, 0.14, 0.22] }, 'iron', {
      at: [0.6, 0.88, 1.4],
      color: 0x2c2e32,
      role: 'fixed',
      answersTo: ['anvil'],
    }),
    part('anvil', { box: [0.85, 0.2, 0.32] }, 'iron', {
      at: [0.55, 1.02, 1.4],
      color: 0x34363c,
      role: 'fixed',
    }),
    part(
      'anvil_horn',
      {
        capsule: [
          [0.9, 1.12, 1.4],
          [1.22, 1.15, 1.4],
        ],
        r: 0.09,
        r2: 0.02,
      },
      'iron',
      {
        color: 0x34363c,
        role: 'fixed',
        answersTo: ['anvil'],
      },
    ),
    rod('hammer_handle', [0.45, 1.25, 1.32], [0.1, 1.25, 1.68], 0.025, 'wood', {
      color: 0x9a7040,
      role: 'fixed',
      answersTo: ['hammer'],
    }),
    part('hammer_head', { box: [0.1, 0.1, 0.22] }, 'iron', {
      at: [0.48, 1.2, 1.3],
      turn: [0, 45, 0],
      color: 0x202226,
      role: 'fixed',
      answersTo: ['hammer'],
    }),
    // The quench tub of water, and horseshoes hung on the back wall.
    part('tub', { cyl: 0.62, r: 0.38 }, 'wood', {
      at: [2.1, 0.1, 1.3],
      color: 0x7a5232,
      role: 'detail',
      answersTo: ['barrel', 'bucket'],
    }),
    part('water', { cyl: 0.02, r: 0.33 }, 'ocean', {
      at: [2.1, 0.66, 1.3],
      color: 0x2a4a6a,
      role: 'fixed',
    }),
    part('horseshoe', { ring: 0.13, r: 0.025, arc: 260, from: -40 }, 'iron', {
      ...at([
        [0.6, 1.9, -2.05],
        [1.1, 1.9, -2.05],
        [1.6, 1.9, -2.05],
        [2.1, 1.9, -2.05],
      ]),
      turn: [90, 0, 0],
      color: 0x3a3c40,
      role: 'fixed',
      answersTo: ['horseshoes'],
    }),
  ],
};

// --- Laundromat ----------------------------------------------------------------------------

const MACHINE_X = spaced(6, -2.3, 2.3);
const MACHINE_W = 0.78;
const MACHINE_Z = -1.25;
const DOOR_Z = MACHINE_Z + MACHINE_W / 2;

const laundromat: KindDecl = {
  kind: 'laundromat',
  nouns: [
    'laundromat',
    'laundromats',
    'launderette',
    'launderettes',
    'laundrette',
    'coin laundry',
    'self-service laundry',
  ],
  size: [2.7, 5.9],
  parts: [
    part('floor', { box: [6, 0.08, 3.6] }, 'ceramic', {
      color: 0x8e98a4,
      role: 'fixed',
      answersTo: ['tiles', 'ground'],
    }),
    part('wall', { box: [6, 2.7, 0.12] }, 'plaster', {
      at: [0, 0.08, -1.74],
      color: 0x4f9fb2,
      role: 'accent',
      answersTo: ['walls'],
    }),
    // A row of front-loading washers, a row of dryers stacked on them.
    part('washer', { box: [MACHINE_W - 0.04, 0.86, MACHINE_W], round: 0.03 }, 'plastic', {
      ...at(MACHINE_X.map((x) => [x, 0.08, MACHINE_Z] as V3)),
      color: 0xf2f2f0,
      answersTo: ['washers', 'washing machines', 'machines'],
    }),
    part('dryer', { box: [MACHINE_W - 0.04, 0.74, MACHINE_W], round: 0.03 }, 'steel', {
      ...at(MACHINE_X.map((x) => [x, 0.96, MACHINE_Z] as V3)),
      color: 0xc4c8cc,
      role: 'detail',
      answersTo: ['dryers', 'machines'],
    }),
    facingZ('washer_door', [MACHINE_X[0]!, 0.46, DOOR_Z], 0.05, 0.24, 'glass', {
      copies: MACHINE_X.slice(1).map((x) => [x - MACHINE_X[0]!, 0, 0] as V3),
      color: 0x27323c,
      role: 'fixed',
      answersTo: ['doors', 'portholes'],
    }),
    part('washer_rim', { ring: 0.25, r: 0.03 }, 'chrome', {
      ...at(MACHINE_X.map((x) => [x, 0.46, DOOR_Z + 0.05] as V3)),
      turn: [90, 0, 0],
      role: 'fixed',
    }),
    facingZ('dryer_door', [MACHINE_X[0]!, 1.32, DOOR_Z], 0.04, 0.21, 'glass', {
      copies: MACHINE_X.slice(1).map((x) => [x - MACHINE_X[0]!, 0, 0] as V3),
      color: 0x3a4650,
      role: 'fixed',
      answersTo: ['doors', 'portholes'],
    }),
    part('dryer_rim', { ring: 0.22, r: 0.025 }, 'chrome', {
      ...at(MACHINE_X.map((x) => [x, 1.32, DOOR_Z + 0.04] as V3)),
      turn: [90, 0, 0],
      role: 'fixed',
    }),
    // The folding table in front, a laundry basket on it.
    part('table', { box: [2.6, 0.08, 0.75] }, 'wood', {
      at: [0.4, 0.86, 0.75],
      color: 0xb08050,
      role: 'detail',
      answersTo: ['folding table', 'counter'],
    }),
    part('table_leg', { box: [0.08, 0.78, 0.08] }, 'steel', {
      ...at([
        [-0.8, 0.08, 0.45],
        [1.6, 0.08, 0.45],
        [-0.8, 0.08, 1.05],
        [1.6, 0.08, 1.05],
      ]),
      role: 'fixed',
    }),
    part('basket', { box: [0.55, 0.3, 0.4], round: 0.04 }, 'plastic', {
      at: [1.0, 0.94, 0.75],
      color: 0x2f6fc0,
      role: 'fixed',
      answersTo: ['laundry basket'],
    }),
    part('laundry', { ellipsoid: [0.24, 0.1, 0.16] }, 'fabric', {
      at: [1.0, 1.24, 0.75],
      color: 0xe8a0a8,
      role: 'fixed',
      answersTo: ['clothes'],
    }),
  ],
};

// --- Woodshed ------------------------------------------------------------------------------

const LOG_R = 0.18;
const LOG_XS = spaced(7, -1.14, 1.14);
const LOG_YS = spaced(5, 0.12 + LOG_R, 0.12 + LOG_R + 4 * 0.33);
const LOG_FRONT = 0.5;

/** The shed's side: the front edge higher than the back (a lean-to). */
const SHED_SIDE: readonly V2[] = [
  [-0.85, 0],
  [0.85, 0],
  [0.85, 1.85],
  [-0.85, 2.25],
];

const woodshed: KindDecl = {
  kind: 'woodshed',
  nouns: ['woodshed', 'woodsheds', 'wood shed', 'log shed', 'log store', 'firewood shed'],
  size: [2.45, 3.35],
  parts: [
    part('floor', { box: [3.1, 0.12, 1.7] }, 'wood', {
      color: 0x5a4430,
      role: 'detail',
      answersTo: ['base'],
    }),
    part('back_wall', { box: [3.0, 1.85, 0.08] }, 'wood', {
      at: [0, 0.12, -0.8],
      color: 0x7a5636,
      answersTo: ['wall', 'walls'],
    }),
    part('side_wall', { extrude: SHED_SIDE, depth: 0.08 }, 'wood', {
      ...at([
        [-1.5, 0.12, 0],
        [1.5, 0.12, 0],
      ]),
      turn: [0, 90, 0],
      color: 0x7a5636,
      answersTo: ['wall', 'walls'],
    }),
    part('roof', { box: [3.4, 0.08, 2.1] }, 'slate', {
      at: [0, 2.2, 0.05],
      turn: [-13, 0, 0],
      color: 0x3e4a40,
      role: 'accent',
    }),
    // Logs stacked to the roof, their pale cut ends to the front.
    part('logs', { cyl: 1.2, r: LOG_R }, 'bark', {
      ...at(grid(LOG_XS, LOG_YS, LOG_FRONT - 1.2)),
      turn: [90, 0, 0],
      color: 0x5e4028,
      role: 'detail',
      answersTo: ['firewood', 'wood', 'log'],
    }),
    part('log_ends', { cyl: 0.02, r: LOG_R - 0.015 }, 'wood', {
      ...at(grid(LOG_XS, LOG_YS, LOG_FRONT)),
      turn: [90, 0, 0],
      color: 0xd8b07a,
      role: 'fixed',
    }),
    // A chopping block before it, an axe sunk in its top.
    part('chopping_block', { cyl: 0.5, r: 0.3 }, 'bark', {
      at: [0.9, 0, 1.1],
      color: 0x6a4a2e,
      answersTo: ['block', 'stump'],
    }),
    rod('axe_handle', [0.95, 0.56, 1.1], [1.25, 1.05, 1.2], 0.03, 'wood', {
      color: 0xb08a58,
      role: 'fixed',
      answersTo: ['axe'],
    }),
    part('axe_head', { box: [0.24, 0.12, 0.05] }, 'steel', {
      at: [0.88, 0.46, 1.1],
      turn: [0, 0, 30],
      color: 0x8a9098,
      role: 'fixed',
      answersTo: ['axe', 'blade'],
    }),
  ],
};

// --- Inlet and ridge -----------------------------------------------------------------------

/** A closed outline round (0, 0): radii `rx`, `rz`, roughened by a fixed ripple. */
function blob(rx: number, rz: number, ripple: number, n = 16, phase = 0): V2[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    const k = 1 + ripple * (Math.sin(i * 2.3 + phase) * 0.6 + Math.cos(i * 1.7 + phase) * 0.4);
    return [rx * k * Math.cos(a), rz * k * Math.sin(a)] as V2;
  });
}

/**
 * The water of an inlet, seen up its length: wide where it meets the sea (toward the viewer,
 * +z), narrowing to its head far back (−z).
 */
const INLET_WATER: readonly V2[] = [
  [-1.9, 5],
  [-1.2, 2.5],
  [-0.9, -0.5],
  [-0.6, -3],
  [0, -4.4],
  [0.6, -3],
  [0.9, -0.5],
  [1.2, 2.5],
  [1.9, 5],
];

/** Steep hills along both shores and one at the head: [x, z, radius, height]. */
const INLET_HILLS: readonly (readonly [number, number, number, number])[] = [
  [-2.6, 3.4, 1.1, 1.2],
  [-2.4, 0.8, 1.4, 2.0],
  [-2.1, -2.0, 1.4, 2.5],
  [2.8, 3.2, 1.2, 1.1],
  [2.5, 0.4, 1.4, 1.8],
  [2.2, -2.4, 1.5, 2.4],
  [0, -5.2, 1.6, 2.2],
];

const inlet: KindDecl = {
  kind: 'inlet',
  nouns: [
    'inlet',
    'inlets',
    'fjord',
    'fjords',
    'fiord',
    'fiords',
    'loch',
    'lochs',
    'sea loch',
    'cove',
    'coves',
    'gulf',
  ],
  size: [2.55, 13.2],
  parts: [
    part('land', { plan: blob(3.8, 5.6, 0.03, 24, 1), height: 0.1 }, 'grass', {
      color: 0x6a9a48,
      role: 'fixed',
      answersTo: ['ground', 'shore'],
    }),
    part('water', { plan: INLET_WATER, height: 0.14 }, 'ocean', {
      color: 0x2c5e8e,
      answersTo: ['sea', 'loch', 'lake'],
    }),
    ...INLET_HILLS.map(([x, z, r, h], i) =>
      part(
        i === 0 ? 'hill' : `hill_${i + 1}`,
        { plan: blob(r, r * 1.3, 0.08, 14, i), height: h, taper: 0.18 },
        'grass',
        {
          at: [x, 0, z],
          color: h > 2 ? 0x5e6e4e : 0x4f7a3a,
          role: 'accent',
          answersTo: ['hills', 'mountains', 'slopes'],
        },
      ),
    ),
  ],
};

/** A ridge's long footprint, narrowing to points at its ends. */
const RIDGE_PLAN: readonly V2[] = [
  [-5, 0],
  [-3.5, -1.1],
  [0, -1.4],
  [3.5, -1.0],
  [5, 0],
  [3.5, 1.0],
  [0, 1.3],
  [-3.5, 1.1],
];

/** The crest's rocks: [x, height]. */
const RIDGE_CREST: readonly (readonly [number, number])[] = [
  [-3.3, 2.3],
  [-1.7, 2.7],
  [0, 2.85],
  [1.6, 2.75],
  [3.2, 2.4],
];

const ridge: KindDecl = {
  kind: 'ridge',
  nouns: ['ridge', 'ridges', 'mountain ridge', 'hill ridge'],
  size: [2.85, 11.5],
  parts: [
    part(
      'ground',
      { plan: RIDGE_PLAN.map(([x, z]) => [x * 1.15, z * 2.2] as V2), height: 0.06 },
      'grass',
      {
        color: 0x8ab05a,
        role: 'fixed',
      },
    ),
    part('slopes', { plan: RIDGE_PLAN, height: 2.3, taper: [0.85, 0.1] }, 'grass', {
      color: 0x4c7638,
      answersTo: ['hill', 'sides'],
    }),
    // Rocky knuckles along the crest.
    ...RIDGE_CREST.map(([x, h], i) =>
      part(
        i === 0 ? 'crest' : `crest_${i + 1}`,
        { plan: blob(0.75, 0.42, 0.1, 12, i + 3), height: h, taper: 0.22 },
        'stone',
        {
          at: [x, 0, 0],
          color: 0x74705e,
          role: 'accent',
          answersTo: ['rocks', 'rock', 'top', 'crest'],
        },
      ),
    ),
  ],
};

// --- Rooms by their use -------------------------------------------------------------------

/**
 * Looks of the room kind (declared/common-artifacts.ts) by the noun or a word of its WordNet
 * chain, so every steam bath, court or recreation room inherits one: the empty corner room
 * furnished for its use. The room's floor top is y = 0.1, its back wall at z = −2.1, its left
 * wall at x = −2.1.
 */
const FLOOR = 0.1;

/** A plain chair at (x, z), its back toward `face` (+1: back at +z). */
function chair(name: string, x: number, z: number, face: 1 | -1, color: number): PartDecl[] {
  return [
    part(`${name}_seat`, { box: [0.45, 0.46, 0.45] }, 'wood', {
      at: [x, FLOOR, z],
      color,
      role: 'detail',
      answersTo: ['chairs', 'chair'],
    }),
    part(`${name}_back`, { box: [0.45, 0.5, 0.06] }, 'wood', {
      at: [x, FLOOR + 0.46, z + face * 0.2],
      color,
      role: 'detail',
      answersTo: ['chairs', 'chair'],
    }),
  ];
}

const SAUNA_WOOD = 0xc8965a;

const ROOM_LOOKS: Readonly<Record<string, StateDecl>> = {
  // A sauna: wood-lined, two tiers of benches, a stove heaped with stones, a bucket.
  'steam bath': {
    drop: ['rug', 'window_frame', 'pane', 'skirting'],
    parts: [
      part('panelling', { box: [4.0, 2.5, 0.04] }, 'wood', {
        at: [0.1, FLOOR, -1.96],
        color: SAUNA_WOOD,
        role: 'fixed',
        answersTo: ['walls', 'wall'],
      }),
      part('side_panelling', { box: [0.04, 2.5, 4.0] }, 'wood', {
        at: [-1.96, FLOOR, 0.1],
        color: SAUNA_WOOD,
        role: 'fixed',
        answersTo: ['walls', 'wall'],
      }),
      part('upper_bench', { box: [3.9, 0.95, 0.55] }, 'wood', {
        at: [0.1, FLOOR, -1.72],
        color: 0xb07a40,
        role: 'detail',
        answersTo: ['bench', 'benches'],
      }),
      part('lower_bench', { box: [3.9, 0.48, 0.55] }, 'wood', {
        at: [0.1, FLOOR, -1.17],
        color: 0xb07a40,
        role: 'detail',
        answersTo: ['bench', 'benches'],
      }),
      part('stove', { box: [0.55, 0.65, 0.55], round: 0.03 }, 'darkMetal', {
        at: [1.45, FLOOR, 0.9],
        color: 0x2a2a2e,
        role: 'fixed',
        answersTo: ['heater'],
      }),
      part('stones', { ellipsoid: [0.26, 0.14, 0.26] }, 'stone', {
        at: [1.45, FLOOR + 0.66, 0.9],
        color: 0x6a6864,
        role: 'fixed',
        answersTo: ['rocks'],
      }),
      part('bucket', { cyl: 0.3, r: 0.17, rTop: 0.19 }, 'wood', {
        at: [0.6, FLOOR, 0.9],
        color: 0x8a5a30,
        role: 'fixed',
      }),
    ],
  },
  // A courtroom: the judge's raised bench with a high-backed chair, the witness box beside
  // it, and counsel's tables facing them.
  court: {
    drop: ['rug'],
    parts: [
      part('dais', { box: [2.6, 0.25, 1.3] }, 'wood', {
        at: [0.3, FLOOR, -1.4],
        color: 0x5a3a22,
        role: 'detail',
      }),
      part('judges_bench', { box: [2.4, 1.15, 0.45] }, 'wood', {
        at: [0.3, FLOOR + 0.25, -1.0],
        color: 0x4a2e1a,
        answersTo: ['bench', 'desk'],
      }),
      part('judges_chair', { box: [0.6, 1.6, 0.12] }, 'leather', {
        at: [0.3, FLOOR + 0.25, -1.85],
        color: 0x5a1a1a,
        role: 'fixed',
        answersTo: ['chair'],
      }),
      part('gavel', { box: [0.16, 0.06, 0.06] }, 'wood', {
        at: [0.7, FLOOR + 1.4, -1.0],
        color: 0x3a2212,
        role: 'fixed',
      }),
      part('witness_box', { box: [0.8, 1.0, 0.8] }, 'wood', {
        at: [-1.45, FLOOR, -1.2],
        color: 0x4a2e1a,
        role: 'detail',
        answersTo: ['witness stand'],
      }),
      part('counsel_table', { box: [1.3, 0.75, 0.6] }, 'wood', {
        ...at([
          [-0.5, FLOOR, 0.8],
          [1.2, FLOOR, 0.8],
        ]),
        color: 0x6a4428,
        role: 'detail',
        answersTo: ['tables', 'table'],
      }),
    ],
  },
  // A boardroom: one long table with chairs down both sides.
  boardroom: {
    drop: ['rug'],
    parts: [
      part('table', { box: [3.0, 0.75, 1.1] }, 'wood', {
        at: [0.25, FLOOR, 0.1],
        color: 0x4a2e1a,
        role: 'detail',
        answersTo: ['conference table'],
      }),
      ...[-0.8, 0.25, 1.3].flatMap((x, i) => [
        ...chair(`chair_${2 * i + 1}`, x, -0.75, -1, 0x222226),
        ...chair(`chair_${2 * i + 2}`, x, 0.95, 1, 0x222226),
      ]),
    ],
  },
  // A poolroom: the green baize table with its balls and a cue.
  poolroom: {
    drop: ['rug'],
    parts: [
      part('pool_table', { box: [2.5, 0.68, 1.4] }, 'wood', {
        at: [0.3, FLOOR, 0.2],
        color: 0x4a2a16,
        role: 'detail',
        answersTo: ['table', 'billiard table'],
      }),
      part('baize', { box: [2.2, 0.04, 1.1] }, 'fabric', {
        at: [0.3, FLOOR + 0.68, 0.2],
        color: 0x1f7a3a,
        answersTo: ['felt', 'cloth'],
      }),
      part('pocket', { cyl: 0.04, r: 0.07 }, 'rubber', {
        ...at([
          [-0.82, FLOOR + 0.69, -0.37],
          [1.42, FLOOR + 0.69, -0.37],
          [-0.82, FLOOR + 0.69, 0.77],
          [1.42, FLOOR + 0.69, 0.77],
        ]),
        color: 0x101010,
        role: 'fixed',
        answersTo: ['pockets'],
      }),
      part('ball', { ball: 0.05 }, 'plastic', {
        ...at([
          [0.8, FLOOR + 0.77, 0.2],
          [0.9, FLOOR + 0.77, 0.15],
          [0.9, FLOOR + 0.77, 0.26],
          [1.0, FLOOR + 0.77, 0.2],
          [1.0, FLOOR + 0.77, 0.09],
          [1.0, FLOOR + 0.77, 0.31],
        ]),
        colors: [0xd02020, 0xe8c020, 0x2040c0],
        role: 'fixed',
        answersTo: ['balls'],
      }),
      part('cue_ball', { ball: 0.05 }, 'plastic', {
        at: [-0.3, FLOOR + 0.77, 0.2],
        color: 0xf4f2ea,
        role: 'fixed',
      }),
      rod('cue', [-0.4, FLOOR + 0.78, 0.22], [-1.5, FLOOR + 0.98, 0.5], 0.02, 'wood', {
        color: 0xd8b078,
        role: 'fixed',
      }),
    ],
  },
  // A playroom: building blocks, a ball and a toy box on a bright rug.
  'recreation room': {
    parts: [
      part('toy_box', { box: [0.9, 0.55, 0.55] }, 'paint', {
        at: [-1.3, FLOOR, -1.6],
        color: 0x2a7ac0,
        role: 'detail',
        answersTo: ['toybox', 'chest'],
      }),
      part('blocks', { box: [0.22, 0.22, 0.22] }, 'paint', {
        ...at([
          [0.2, FLOOR + 0.02, 0.3],
          [0.45, FLOOR + 0.02, 0.35],
          [0.32, FLOOR + 0.24, 0.32],
          [0.8, FLOOR + 0.02, 0.7],
        ]),
        colors: [0xe03030, 0xf0c020, 0x30a040],
        role: 'fixed',
        answersTo: ['block', 'toys'],
      }),
      part('toy_ball', { ball: 0.22 }, 'rubber', {
        at: [1.2, FLOOR + 0.22, -0.3],
        color: 0xe04080,
        role: 'fixed',
        answersTo: ['ball', 'toys'],
      }),
      part('rocking_horse', { box: [0.7, 0.5, 0.18], round: 0.06 }, 'paint', {
        at: [-0.5, FLOOR + 0.25, -0.6],
        color: 0xd8a050,
        role: 'fixed',
        answersTo: ['toys'],
      }),
      part('rocker', { box: [0.9, 0.25, 0.3] }, 'wood', {
        at: [-0.5, FLOOR, -0.6],
        color: 0x8a4a22,
        role: 'fixed',
      }),
    ],
  },
};

/** A sickroom and a sick bay share one look: a hospital bed with a drip stand. */
const SICKROOM: StateDecl = {
  drop: ['rug'],
  parts: [
    part('bed_frame', { box: [2.0, 0.55, 0.95] }, 'steel', {
      at: [0.4, FLOOR, -0.6],
      color: 0xc8ccd0,
      role: 'detail',
      answersTo: ['bed'],
    }),
    part('mattress', { box: [1.95, 0.18, 0.9], round: 0.05 }, 'fabric', {
      at: [0.4, FLOOR + 0.55, -0.6],
      color: 0xf4f6f8,
      answersTo: ['sheets', 'bed'],
    }),
    part('pillow', { box: [0.45, 0.12, 0.7], round: 0.05 }, 'fabric', {
      at: [-0.35, FLOOR + 0.73, -0.6],
      color: 0xffffff,
      role: 'fixed',
    }),
    part('headboard', { box: [0.06, 0.9, 0.95] }, 'steel', {
      at: [-0.6, FLOOR, -0.6],
      color: 0xa8b0b8,
      role: 'fixed',
    }),
    part('drip_stand', { cyl: 1.8, r: 0.025 }, 'steel', {
      at: [-0.85, FLOOR, 0.1],
      role: 'fixed',
      answersTo: ['iv stand'],
    }),
    part('drip_bag', { box: [0.16, 0.26, 0.05], round: 0.03 }, 'plastic', {
      at: [-0.85, FLOOR + 1.5, 0.13],
      color: 0xdce8f4,
      role: 'fixed',
    }),
  ],
};

export const ROOM_LOOKS_ALL: Readonly<Record<string, StateDecl>> = {
  ...ROOM_LOOKS,
  sickroom: SICKROOM,
  sickbay: SICKROOM,
};

export const S27_PLACES_KINDS: readonly KindDecl[] = [smithy, laundromat, woodshed, inlet, ridge];
