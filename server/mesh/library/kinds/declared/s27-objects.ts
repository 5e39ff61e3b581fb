/**
 * Small and medium made things said often and unknown (issue #32, session 27; docs/decisions.md,
 * "Small and medium made things"). Each is drawn as the thing a person pictures, so that it
 * reads from the default camera: an iron horseshoe standing open end up with its nail holes,
 * a sickle's crescent blade on a wooden grip, a tomahawk with its spiked head and feathers, a
 * wooden butter churn with its dasher, a grindstone turning in its trestle with a crank, an
 * engine's spoked flywheel on its shaft, an ox yoke with its two bows, a chain hoist hung from
 * an A-frame gantry, a fly swatter's open mesh, a glass paperweight over a flower, a drawstring
 * pouch, and a fire poker with its hook.
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { at, part, rod, spaced } from './part-shorthand.ts';

/** Points on a circle, centre `c`, radius `r`, from `a0` to `a1` degrees (0 = +X). */
function arcPoints(c: V2, r: number, a0: number, a1: number, n: number): V2[] {
  return Array.from({ length: n }, (_, i) => {
    const a = ((a0 + ((a1 - a0) * i) / Math.max(1, n - 1)) * Math.PI) / 180;
    return [c[0] + r * Math.cos(a), c[1] + r * Math.sin(a)] as V2;
  });
}

// --- Horseshoe -----------------------------------------------------------------------------

const SHOE_C: V2 = [0, 0.066];
const SHOE_OUT = 0.066;
const SHOE_IN = 0.04;
const SHOE_T = 0.011;
/** The shoe's outline, open end up: the outer edge round the toe, then the inner edge back. */
const SHOE_OUTLINE: readonly V2[] = [
  ...arcPoints(SHOE_C, SHOE_OUT, 40, -220, 27),
  ...arcPoints(SHOE_C, SHOE_IN, -220, 40, 27),
];
/** Nail holes along the middle of the web, four a side. */
const SHOE_HOLES: readonly V3[] = [-200, -170, -140, -115, -65, -40, -10, 20].map((deg) => {
  const a = (deg * Math.PI) / 180;
  const r = (SHOE_OUT + SHOE_IN) / 2;
  return [SHOE_C[0] + r * Math.cos(a), SHOE_C[1] + r * Math.sin(a), SHOE_T / 2] as V3;
});

const horseshoe: KindDecl = {
  kind: 'horseshoe',
  nouns: ['horseshoe', 'horse shoe', 'lucky horseshoe'],
  size: [0.14, 0.14],
  parts: [
    part('shoe', { extrude: SHOE_OUTLINE, depth: SHOE_T, round: 0.002 }, 'iron', {
      color: 0x6b6e72,
      answersTo: ['horseshoe', 'iron'],
    }),
    part('nail_hole', { box: [0.0045, 0.0075, 0.002] }, 'plain', {
      ...at(SHOE_HOLES),
      color: 0x1d1d1f,
      role: 'fixed',
      answersTo: ['holes', 'nail holes'],
    }),
  ],
};

// --- Sickle --------------------------------------------------------------------------------

const SICKLE_C: V2 = [0.088, 0.2];
const SICKLE_R = 0.1;
/** The crescent blade: its back runs from the grip over the top to the point, its cutting edge
 * back again, the blade narrowing to nothing at the point. */
const SICKLE_BLADE: readonly V2[] = (() => {
  const n = 22;
  const a0 = 205;
  const a1 = -35;
  const back = arcPoints(SICKLE_C, SICKLE_R, a0, a1, n);
  const edge = Array.from({ length: n }, (_, i) => {
    const t = i / (n - 1);
    const a = ((a0 + (a1 - a0) * t) * Math.PI) / 180;
    const r = SICKLE_R - 0.038 * (1 - t) ** 0.7;
    return [SICKLE_C[0] + r * Math.cos(a), SICKLE_C[1] + r * Math.sin(a)] as V2;
  }).reverse();
  return [...back, ...edge];
})();
const SICKLE_GRIP_TOP = SICKLE_C[1] + SICKLE_R * Math.sin((205 * Math.PI) / 180) + 0.006;

const sickle: KindDecl = {
  kind: 'sickle',
  nouns: ['sickle', 'sickles', 'reaping hook', 'reap hook', 'harvest sickle'],
  size: [0.31, 0.31],
  parts: [
    part('blade', { extrude: SICKLE_BLADE, depth: 0.003 }, 'steel', {
      color: 0xb4b8bd,
      answersTo: ['blade'],
    }),
    rod('handle', [-0.003, 0, 0], [-0.003, SICKLE_GRIP_TOP, 0], 0.014, 'wood', {
      color: 0x9a6536,
      role: 'accent',
      answersTo: ['grip', 'handle'],
    }),
    part('ferrule', { cyl: 0.014, r: 0.016 }, 'brass', {
      at: [-0.003, SICKLE_GRIP_TOP - 0.014, 0],
      role: 'detail',
      answersTo: ['collar'],
    }),
  ],
};

// --- Tomahawk ------------------------------------------------------------------------------

const TOMA_TOP = 0.46;
/** The head seen side on: a flared blade forward (+X), a spike behind, round the haft. */
const TOMA_HEAD: readonly V2[] = [
  [-0.075, 0.433],
  [-0.02, 0.446],
  [-0.012, 0.455],
  [0.012, 0.455],
  [0.05, 0.452],
  [0.088, 0.47],
  [0.104, 0.468],
  [0.11, 0.445],
  [0.11, 0.415],
  [0.104, 0.394],
  [0.088, 0.392],
  [0.05, 0.414],
  [0.012, 0.418],
  [-0.012, 0.418],
  [-0.02, 0.425],
];

const tomahawk: KindDecl = {
  kind: 'tomahawk',
  nouns: ['tomahawk', 'tomahawks'],
  size: [0.47, 0.18],
  parts: [
    part('head', { extrude: TOMA_HEAD, depth: 0.011, round: 0.002 }, 'iron', {
      color: 0x5c5f63,
      answersTo: ['blade', 'head', 'spike'],
    }),
    rod('haft', [0, 0, 0], [0, TOMA_TOP, 0], 0.012, 'wood', {
      color: 0x8a5a30,
      role: 'accent',
      answersTo: ['handle', 'shaft'],
    }),
    part('wrap', { cyl: 0.07, r: 0.0135 }, 'leather', {
      at: [0, 0.3, 0],
      color: 0x7a4a2a,
      role: 'detail',
      answersTo: ['leather', 'binding'],
    }),
    rod('thong', [0.012, 0.33, 0], [0.03, 0.24, 0.004], 0.0022, 'leather', {
      color: 0x7a4a2a,
      role: 'detail',
      copies: [[-0.04, 0, 0]],
      answersTo: ['leather'],
    }),
    part('feather', { ellipsoid: [0.011, 0.042, 0.003] }, 'feathers', {
      at: [0.033, 0.2, 0.004],
      copies: [[-0.066, 0.008, 0]],
      color: 0xf2efe6,
      role: 'fixed',
      optional: 0.8,
      answersTo: ['feathers'],
    }),
    part('feather_tip', { ellipsoid: [0.009, 0.014, 0.0035] }, 'feathers', {
      at: [0.033, 0.168, 0.004],
      copies: [[-0.066, 0.008, 0]],
      color: 0x2a2522,
      role: 'fixed',
      optional: 0.8,
      answersTo: ['feathers'],
    }),
  ],
};

// --- Butter churn --------------------------------------------------------------------------

const CHURN_H = 0.62;

const churn: KindDecl = {
  kind: 'churn',
  nouns: ['churn', 'churns', 'butter churn', 'butter churns'],
  size: [0.95, 0.3],
  parts: [
    part(
      'barrel',
      {
        lathe: [
          [0, 0],
          [0.135, 0],
          [0.132, 0.2],
          [0.118, 0.45],
          [0.104, CHURN_H],
          [0, CHURN_H],
        ],
      },
      'wood',
      { color: 0xa7743f, answersTo: ['barrel', 'staves', 'body'] },
    ),
    // Upright staves, drawn as dark seams round the barrel.
    part(
      'seam',
      {
        sweep: [
          [0, 0.01, 0.135],
          [0, 0.2, 0.132],
          [0, 0.45, 0.118],
          [0, CHURN_H - 0.005, 0.104],
        ],
        r: 0.0022,
      },
      'darkWood',
      {
        repeat: { count: 12, turn: [0, 30, 0], word: 'stave', max: 16 },
        role: 'detail',
        answersTo: ['staves'],
      },
    ),
    part('hoop', { ring: 0.134, r: 0.008 }, 'iron', {
      turn: [90, 0, 0],
      at: [0, 0.07, 0],
      role: 'accent',
      answersTo: ['bands', 'hoops'],
    }),
    part('hoop_mid', { ring: 0.122, r: 0.008 }, 'iron', {
      turn: [90, 0, 0],
      at: [0, 0.38, 0],
      role: 'accent',
      answersTo: ['bands', 'hoops'],
    }),
    part('hoop_top', { ring: 0.107, r: 0.008 }, 'iron', {
      turn: [90, 0, 0],
      at: [0, 0.58, 0],
      role: 'accent',
      answersTo: ['bands', 'hoops'],
    }),
    part('lid', { cyl: 0.022, r: 0.112, rTop: 0.1 }, 'paleWood', {
      at: [0, CHURN_H, 0],
      role: 'detail',
      answersTo: ['lid', 'cover'],
    }),
    rod('dasher', [0, CHURN_H, 0], [0, 0.94, 0], 0.013, 'paleWood', {
      role: 'detail',
      answersTo: ['dasher', 'plunger', 'handle', 'stick'],
    }),
  ],
};

// --- Grindstone ----------------------------------------------------------------------------

const GRIND_Y = 0.56;
const GRIND_R = 0.3;
/** The frame's rails, along X at the wheel's front and back, where the axle rests. */
const RAIL_Y = GRIND_Y - 0.05;

const grindstone: KindDecl = {
  kind: 'grindstone',
  nouns: ['grindstone', 'grindstones'],
  size: [0.9, 0.8],
  parts: [
    // The wheel faces the viewer (a cylinder turned this way runs from `at` towards +Z).
    part('stone', { cyl: 0.11, r: GRIND_R }, 'stone', {
      turn: [90, 0, 0],
      at: [0, GRIND_Y, -0.055],
      color: 0x8f8677,
      answersTo: ['stone', 'wheel', 'disc'],
    }),
    part('hub', { cyl: 0.14, r: 0.05 }, 'iron', {
      turn: [90, 0, 0],
      at: [0, GRIND_Y, -0.07],
      role: 'detail',
      answersTo: ['hub'],
    }),
    part('leg', { box: [0.05, RAIL_Y + 0.02, 0.05] }, 'wood', {
      ...at([
        [-0.34, 0, 0.13],
        [0.34, 0, 0.13],
        [-0.34, 0, -0.13],
        [0.34, 0, -0.13],
      ]),
      role: 'accent',
      answersTo: ['frame', 'legs', 'trestle'],
    }),
    part('rail', { box: [0.76, 0.06, 0.05] }, 'wood', {
      at: [0, RAIL_Y, 0.13],
      copies: [[0, 0, -0.26]],
      role: 'accent',
      answersTo: ['frame', 'rails'],
    }),
    part('axle', { cyl: 0.5, r: 0.018 }, 'iron', {
      turn: [90, 0, 0],
      at: [0, GRIND_Y, -0.2],
      role: 'detail',
      answersTo: ['axle'],
    }),
    part('crank', { box: [0.028, 0.17, 0.022] }, 'iron', {
      at: [0, GRIND_Y - 0.16, 0.29],
      role: 'detail',
      answersTo: ['crank'],
    }),
    part('crank_grip', { cyl: 0.11, r: 0.018 }, 'wood', {
      turn: [90, 0, 0],
      at: [0, GRIND_Y - 0.15, 0.3],
      role: 'detail',
      answersTo: ['crank', 'handle'],
    }),
    // The water trough the wheel dips into, hiding its lowest arc.
    part('trough', { box: [0.5, 0.14, 0.2], round: 0.01 }, 'darkWood', {
      at: [0, 0.2, 0],
      role: 'detail',
      answersTo: ['trough'],
    }),
  ],
};

// --- Flywheel ------------------------------------------------------------------------------

const FLY_Y = 0.5;
const FLY_R = 0.42;

const flywheel: KindDecl = {
  kind: 'flywheel',
  nouns: ['flywheel', 'flywheels', 'fly wheel'],
  size: [0.95, 0.9],
  parts: [
    part('rim', { cyl: 0.09, r: FLY_R }, 'iron', {
      turn: [90, 0, 0],
      at: [0, FLY_Y, -0.045],
      minus: [{ shape: { cyl: 0.2, r: FLY_R - 0.06 }, turn: [90, 0, 0], at: [0, FLY_Y, -0.1] }],
      color: 0x3d4a40,
      answersTo: ['rim', 'wheel'],
    }),
    part('hub', { cyl: 0.14, r: 0.075 }, 'iron', {
      turn: [90, 0, 0],
      at: [0, FLY_Y, -0.07],
      color: 0x3d4a40,
      answersTo: ['hub', 'wheel'],
    }),
    part(
      'spoke',
      {
        capsule: [
          [0, FLY_Y + 0.06, 0],
          [0, FLY_Y + FLY_R - 0.05, 0],
        ],
        r: 0.024,
        r2: 0.018,
      },
      'iron',
      {
        repeat: { count: 6, turn: [0, 0, 60], pivot: [0, FLY_Y, 0], word: 'spoke', max: 12 },
        color: 0x3d4a40,
        answersTo: ['spokes', 'wheel'],
      },
    ),
    part('shaft', { cyl: 0.6, r: 0.03 }, 'steel', {
      turn: [90, 0, 0],
      at: [0, FLY_Y, -0.3],
      role: 'detail',
      answersTo: ['shaft', 'axle'],
    }),
    part('pedestal', { box: [0.16, FLY_Y - 0.02, 0.1], round: 0.01 }, 'darkMetal', {
      at: [0, 0, 0.24],
      copies: [[0, 0, -0.48]],
      role: 'accent',
      answersTo: ['bearings', 'stand', 'base'],
    }),
    part('bearing', { cyl: 0.1, r: 0.05 }, 'darkMetal', {
      turn: [90, 0, 0],
      at: [0, FLY_Y, -0.29],
      copies: [[0, 0, 0.48]],
      role: 'accent',
      answersTo: ['bearings'],
    }),
  ],
};

// --- Ox yoke -------------------------------------------------------------------------------

const YOKE_Y = 0.22;
/** The beam's slight arch, end to end. */
const YOKE_BEAM: readonly V3[] = spaced(9, -0.5, 0.5).map(
  (x) => [x, YOKE_Y + 0.035 * (1 - (x / 0.5) ** 2), 0] as V3,
);

const yoke: KindDecl = {
  kind: 'yoke',
  nouns: ['yoke', 'yokes', 'ox yoke', 'oxen yoke', 'ox yokes'],
  size: [0.3, 1.05],
  parts: [
    part('beam', { sweep: YOKE_BEAM, r: 0.05 }, 'wood', {
      color: 0x8a5a30,
      answersTo: ['beam', 'wood'],
    }),
    // A bow round each ox's neck: a U of bent wood hanging under the beam, its ends in it.
    part('bow', { ring: 0.17, r: 0.02, arc: 180, from: 180 }, 'paleWood', {
      turn: [0, 90, 0],
      at: [0.29, YOKE_Y + 0.01, 0],
      color: 0x5e3b20,
      mirror: true,
      role: 'accent',
      answersTo: ['bows', 'loops'],
    }),
    part('staple', { ring: 0.04, r: 0.009 }, 'iron', {
      at: [0, YOKE_Y - 0.085, 0.0],
      turn: [0, 90, 0],
      role: 'detail',
      answersTo: ['ring', 'staple'],
    }),
  ],
};

// --- Chain hoist on a gantry ---------------------------------------------------------------

const GANTRY_TOP = 1.75;
const BLOCK_Y = 1.3;
const HOOK_Y = 0.5;
/** The hand chain's loop, hanging from the block's wheel down beside the load chain. */
const HAND_CHAIN: readonly V3[] = [
  [0.12, BLOCK_Y + 0.12, 0.1],
  [0.14, 1.0, 0.1],
  [0.15, 0.72, 0.1],
  [0.175, 0.64, 0.1],
  [0.2, 0.72, 0.1],
  [0.21, 1.0, 0.1],
  [0.2, BLOCK_Y + 0.12, 0.1],
];
const GANTRY_BLUE = 0x2a3a5a;
/** One A-frame leg: from a foot out at `z` up to the beam's end at `x`. */
const gantryLeg = (name: string, x: number, z: number) =>
  rod(name, [x, 0, z], [x, GANTRY_TOP - 0.08, 0], 0.032, 'paint', {
    color: GANTRY_BLUE,
    role: 'accent',
    answersTo: ['legs', 'gantry', 'frame'],
  });

const hoist: KindDecl = {
  kind: 'hoist',
  nouns: ['hoist', 'hoists', 'chain hoist', 'engine hoist', 'gantry hoist'],
  size: [1.8, 1.5],
  parts: [
    part('beam', { box: [1.5, 0.14, 0.09] }, 'paint', {
      at: [0, GANTRY_TOP - 0.08, 0],
      color: GANTRY_BLUE,
      role: 'accent',
      answersTo: ['beam', 'gantry', 'frame'],
    }),
    gantryLeg('leg_1', -0.68, 0.4),
    gantryLeg('leg_2', -0.68, -0.4),
    gantryLeg('leg_3', 0.68, 0.4),
    gantryLeg('leg_4', 0.68, -0.4),
    part('trolley', { box: [0.16, 0.08, 0.14], round: 0.01 }, 'darkMetal', {
      at: [0, GANTRY_TOP - 0.16, 0],
      role: 'detail',
      answersTo: ['trolley'],
    }),
    part('top_hook', { ring: 0.05, r: 0.014 }, 'steel', {
      at: [0, GANTRY_TOP - 0.22, 0],
      role: 'detail',
      answersTo: ['hook'],
    }),
    part('block', { box: [0.3, 0.3, 0.2], round: 0.04 }, 'paint', {
      at: [0, BLOCK_Y - 0.1, 0],
      color: 0xe0a81c,
      answersTo: ['block', 'hoist', 'body'],
    }),
    part('wheel', { cyl: 0.04, r: 0.13 }, 'paint', {
      turn: [90, 0, 0],
      at: [0.05, BLOCK_Y + 0.05, 0.07],
      color: 0xb8801a,
      role: 'detail',
      answersTo: ['wheel'],
    }),
    part('hand_chain', { sweep: HAND_CHAIN, r: 0.009 }, 'steel', {
      role: 'detail',
      answersTo: ['chain'],
    }),
    part('load_chain', { cyl: BLOCK_Y - 0.1 - (HOOK_Y + 0.12), r: 0.014 }, 'darkMetal', {
      at: [0, HOOK_Y + 0.12, 0],
      role: 'detail',
      answersTo: ['chain'],
    }),
    part('hook_block', { box: [0.1, 0.12, 0.07], round: 0.015 }, 'paint', {
      at: [0, HOOK_Y + 0.03, 0],
      color: 0xe0a81c,
      role: 'detail',
      answersTo: ['hook'],
    }),
    part('hook', { ring: 0.07, r: 0.02, arc: 250, from: 110 }, 'steel', {
      at: [0, HOOK_Y - 0.04, 0],
      role: 'detail',
      answersTo: ['hook'],
    }),
  ],
};

// --- Fly swatter ---------------------------------------------------------------------------

const SWAT_W = 0.1;
const SWAT_H = 0.11;
const SWAT_Y = 0.33;

const flySwatter: KindDecl = {
  kind: 'fly swatter',
  nouns: [
    'fly swatter',
    'fly swatters',
    'flyswatter',
    'flyswatters',
    'swatter',
    'swatters',
    'fly swat',
  ],
  size: [0.45, 0.1],
  parts: [
    rod('handle', [0, 0, 0], [0, SWAT_Y, 0], 0.005, 'plastic', {
      role: 'main',
      colors: [0x2f9a3c, 0xe0b81c, 0x2a6ad0, 0xd03a2a],
      answersTo: ['handle'],
    }),
    // The head is an open grid: a frame and crossing ribs with the holes between them.
    part('frame', { box: [SWAT_W, 0.006, 0.004] }, 'plastic', {
      at: [0, SWAT_Y, 0],
      copies: [[0, SWAT_H, 0]],
      colors: [0x2f9a3c, 0xe0b81c, 0x2a6ad0, 0xd03a2a],
      answersTo: ['head', 'mesh'],
    }),
    part('rib_v', { box: [0.0022, SWAT_H, 0.003] }, 'plastic', {
      ...at(spaced(10, -SWAT_W / 2 + 0.001, SWAT_W / 2 - 0.001).map((x) => [x, SWAT_Y, 0] as V3)),
      colors: [0x2f9a3c, 0xe0b81c, 0x2a6ad0, 0xd03a2a],
      answersTo: ['head', 'mesh'],
    }),
    part('rib_h', { box: [SWAT_W, 0.0022, 0.003] }, 'plastic', {
      ...at(spaced(10, SWAT_Y + 0.01, SWAT_Y + SWAT_H - 0.005).map((y) => [0, y, 0] as V3)),
      colors: [0x2f9a3c, 0xe0b81c, 0x2a6ad0, 0xd03a2a],
      answersTo: ['head', 'mesh'],
    }),
  ],
};

// --- Paperweight ---------------------------------------------------------------------------

/** The dome's crown, where the flower set in the glass shows (the glass renders opaque). */
const DOME_TOP = 0.053;

const paperweight: KindDecl = {
  kind: 'paperweight',
  nouns: ['paperweight', 'paperweights', 'paper weight', 'glass paperweight'],
  size: [0.055, 0.08],
  parts: [
    part(
      'dome',
      {
        lathe: [
          [0, 0],
          [0.034, 0],
          [0.04, 0.008],
          [0.038, 0.028],
          [0.026, 0.046],
          [0, DOME_TOP],
        ],
        smooth: true,
      },
      'glass',
      { color: 0xa9d4e4, answersTo: ['glass', 'dome'] },
    ),
    part('ground', { cyl: 0.012, r: 0.0405 }, 'plain', {
      at: [0, 0, 0],
      colors: [0x1f3f8a, 0x1e6a4a, 0x6a1f5a],
      role: 'accent',
      answersTo: ['ground', 'base'],
    }),
    // A flower in the glass, seen through the crown: petals round a yellow eye, two leaves.
    part('petal', { ellipsoid: [0.0125, 0.004, 0.0065] }, 'plain', {
      at: [0.0115, DOME_TOP - 0.006, 0],
      turn: [0, 0, -14],
      repeat: { count: 6, turn: [0, 60, 0], pivot: [0, DOME_TOP, 0], word: 'petal', max: 10 },
      colors: [0xe0283a, 0xf07ab0, 0x3a6ae0, 0xf08a1a],
      role: 'accent',
      answersTo: ['flower', 'petals'],
    }),
    part('eye', { ball: 0.0055 }, 'plain', {
      at: [0, DOME_TOP - 0.002, 0],
      color: 0xf5d23a,
      role: 'fixed',
      answersTo: ['flower'],
    }),
    part('leaf', { ellipsoid: [0.011, 0.004, 0.005] }, 'leaf', {
      at: [0.02, 0.041, 0.014],
      turn: [0, 30, -35],
      mirror: true,
      role: 'fixed',
      answersTo: ['leaves'],
    }),
  ],
};

// --- Drawstring pouch ----------------------------------------------------------------------

const POUCH_NECK = 0.105;

const pouch: KindDecl = {
  kind: 'pouch',
  nouns: ['pouch', 'pouches', 'drawstring pouch', 'coin pouch'],
  size: [0.16, 0.13],
  parts: [
    part(
      'bag',
      {
        lathe: [
          [0, 0],
          [0.035, 0.002],
          [0.058, 0.025],
          [0.063, 0.055],
          [0.05, 0.088],
          [0.02, POUCH_NECK],
          [0, POUCH_NECK],
        ],
        smooth: true,
      },
      'leather',
      { color: 0x8a5a32, answersTo: ['bag', 'pouch', 'leather'] },
    ),
    // The gathered mouth above the cinch, flaring out in folds.
    part(
      'ruffle',
      {
        lathe: [
          [0, POUCH_NECK - 0.004],
          [0.02, POUCH_NECK - 0.004],
          [0.03, POUCH_NECK + 0.02],
          [0.036, POUCH_NECK + 0.034],
          [0.026, POUCH_NECK + 0.038],
          [0, POUCH_NECK + 0.03],
        ],
        smooth: true,
      },
      'leather',
      { color: 0x8a5a32, answersTo: ['bag', 'pouch', 'leather'] },
    ),
    part(
      'fold',
      {
        capsule: [
          [0.026, POUCH_NECK + 0.004, 0],
          [0.034, POUCH_NECK + 0.034, 0],
        ],
        r: 0.004,
      },
      'leather',
      {
        repeat: { count: 8, turn: [0, 45, 0], word: 'fold', max: 10 },
        color: 0x7a4c28,
        answersTo: ['bag', 'pouch'],
      },
    ),
    part('cinch', { ring: 0.021, r: 0.0035 }, 'fabric', {
      turn: [90, 0, 0],
      at: [0, POUCH_NECK, 0],
      color: 0xc9a46a,
      role: 'accent',
      answersTo: ['drawstring', 'string', 'cord'],
    }),
    part(
      'drawstring',
      {
        sweep: [
          [0.012, POUCH_NECK, 0.018],
          [0.02, 0.085, 0.045],
          [0.03, 0.05, 0.06],
        ],
        r: 0.0025,
      },
      'fabric',
      {
        mirror: true,
        color: 0xc9a46a,
        role: 'accent',
        answersTo: ['drawstring', 'string', 'cord'],
      },
    ),
    part('knot', { ball: 0.0055 }, 'fabric', {
      at: [0.03, 0.048, 0.06],
      mirror: true,
      color: 0xc9a46a,
      role: 'accent',
      answersTo: ['drawstring', 'knots'],
    }),
  ],
};

// --- Fire poker ----------------------------------------------------------------------------

const POKER_H = 0.74;

const poker: KindDecl = {
  kind: 'poker',
  nouns: ['poker', 'pokers', 'fire poker', 'fire pokers', 'fireplace poker', 'stove poker'],
  size: [0.76, 0.1],
  parts: [
    rod('rod', [0, 0.03, 0], [0, POKER_H - 0.12, 0], 0.0075, 'iron', {
      color: 0x2c2d30,
      answersTo: ['rod', 'shaft', 'poker'],
    }),
    // The point and the hook that drags a log, at the foot.
    part('point', { cyl: 0.04, r: 0.0075, rTop: 0.0075 }, 'iron', {
      at: [0, 0.0, 0],
      color: 0x2c2d30,
      answersTo: ['point', 'tip'],
    }),
    part('hook', { ring: 0.035, r: 0.0075, arc: 150, from: 180 }, 'iron', {
      at: [0.035, 0.085, 0],
      color: 0x2c2d30,
      answersTo: ['hook'],
    }),
    part('grip', { cyl: 0.09, r: 0.011 }, 'brass', {
      at: [0, POKER_H - 0.15, 0],
      role: 'accent',
      answersTo: ['handle', 'grip'],
    }),
    part('loop', { ring: 0.032, r: 0.007 }, 'brass', {
      at: [0, POKER_H - 0.032, 0],
      role: 'accent',
      answersTo: ['handle', 'loop'],
    }),
  ],
  vary: 0.05,
};

// --- Bludgeon (a club used as a weapon) ----------------------------------------------------

const CLUB_H = 0.7;

const bludgeon: KindDecl = {
  kind: 'bludgeon',
  nouns: ['bludgeon', 'bludgeons', 'shillelagh', 'shillelaghs'],
  size: [0.72, 0.13],
  parts: [
    part(
      'club',
      {
        capsule: [
          [0, 0.02, 0],
          [0, CLUB_H - 0.06, 0],
        ],
        r: 0.02,
        r2: 0.058,
      },
      'wood',
      {
        color: 0x7a4e2a,
        answersTo: ['club', 'wood', 'shaft'],
      },
    ),
    // Knots and stubs of cut branches on the heavy end.
    part('knot', { ball: 0.022 }, 'wood', {
      ...at([
        [0.05, CLUB_H - 0.12, 0.02],
        [-0.045, CLUB_H - 0.2, 0.03],
        [0.01, CLUB_H - 0.08, -0.055],
        [-0.03, CLUB_H - 0.3, -0.035],
        [0.035, CLUB_H - 0.36, 0.018],
      ]),
      color: 0x6a4222,
      role: 'accent',
      answersTo: ['knots', 'knobs'],
    }),
    part('wrap', { cyl: 0.1, r: 0.0245 }, 'leather', {
      at: [0, 0.04, 0],
      color: 0x3a2a1c,
      role: 'detail',
      optional: 0.6,
      answersTo: ['grip', 'binding'],
    }),
  ],
};

// --- Nightstick (a police truncheon) -------------------------------------------------------

const BATON_H = 0.62;
const HANDLE_Y = 0.16;

const nightstick: KindDecl = {
  kind: 'nightstick',
  nouns: ['nightstick', 'nightsticks'],
  size: [0.63, 0.1],
  parts: [
    part('stick', { cyl: BATON_H - 0.02, r: 0.017 }, 'rubber', {
      at: [0, 0.01, 0],
      color: 0x1b1c1f,
      answersTo: ['stick', 'baton', 'shaft'],
    }),
    part('end', { ball: 0.0172 }, 'rubber', {
      at: [0, 0.012, 0],
      copies: [[0, BATON_H - 0.024, 0]],
      color: 0x1b1c1f,
      answersTo: ['stick', 'baton'],
    }),
    // The side handle, square off the shaft, its grip turned down along it.
    part('side_arm', { cyl: 0.05, r: 0.013 }, 'rubber', {
      turn: [0, 0, -90],
      at: [0.012, HANDLE_Y, 0],
      color: 0x1b1c1f,
      answersTo: ['handle'],
    }),
    part(
      'side_grip',
      {
        capsule: [
          [0.07, HANDLE_Y - 0.11, 0],
          [0.07, HANDLE_Y + 0.01, 0],
        ],
        r: 0.014,
      },
      'rubber',
      {
        color: 0x1b1c1f,
        answersTo: ['handle', 'grip'],
      },
    ),
    part('ridges', { cyl: 0.005, r: 0.0185 }, 'rubber', {
      at: [0, 0.03, 0],
      repeat: { count: 8, step: [0, 0.014, 0], word: 'ridge', max: 12 },
      color: 0x2a2b2e,
      role: 'detail',
      answersTo: ['grip'],
    }),
  ],
};

// --- Gallows -------------------------------------------------------------------------------

const GALLOWS_TOP = 2.6;
const BEAM_X = 1.0;
const ROPE_X = 0.85;
const NOOSE_Y = 1.55;

const gallows: KindDecl = {
  kind: 'gallows',
  nouns: ['gallows'],
  size: [2.7, 1.6],
  parts: [
    part('platform', { box: [1.6, 0.5, 1.0] }, 'darkWood', {
      at: [0.35, 0, 0],
      role: 'accent',
      answersTo: ['platform', 'scaffold'],
    }),
    part('post', { box: [0.16, GALLOWS_TOP - 0.5, 0.16] }, 'wood', {
      at: [-0.3, 0.5, 0],
      color: 0x7a5634,
      answersTo: ['post', 'frame', 'wood'],
    }),
    part('beam', { box: [BEAM_X + 0.12, 0.15, 0.15] }, 'wood', {
      at: [-0.3 + BEAM_X / 2 - 0.02, GALLOWS_TOP - 0.08, 0],
      color: 0x7a5634,
      answersTo: ['beam', 'frame', 'wood'],
    }),
    rod('brace', [-0.3, GALLOWS_TOP - 0.55, 0], [0.15, GALLOWS_TOP - 0.08, 0], 0.05, 'wood', {
      color: 0x7a5634,
      answersTo: ['brace', 'frame'],
    }),
    part('rope', { cyl: GALLOWS_TOP - 0.08 - (NOOSE_Y + 0.2), r: 0.018 }, 'linen', {
      at: [ROPE_X - 0.3, NOOSE_Y + 0.2, 0],
      color: 0xc8a468,
      role: 'detail',
      answersTo: ['rope', 'noose'],
    }),
    part('coils', { cyl: 0.14, r: 0.032 }, 'linen', {
      at: [ROPE_X - 0.3, NOOSE_Y + 0.12, 0],
      color: 0xb8945a,
      role: 'detail',
      answersTo: ['rope', 'noose', 'knot'],
    }),
    part('noose', { ring: 0.14, r: 0.018 }, 'linen', {
      at: [ROPE_X - 0.3, NOOSE_Y - 0.02, 0],
      color: 0xc8a468,
      role: 'detail',
      answersTo: ['rope', 'noose', 'loop'],
    }),
    part('steps', { box: [0.4, 0.25, 0.6] }, 'darkWood', {
      at: [1.35, 0, 0],
      role: 'accent',
      optional: 0.7,
      answersTo: ['steps', 'stairs'],
    }),
  ],
};

// --- Scabbard ------------------------------------------------------------------------------

const SCAB_H = 0.74;
/** The scabbard's outline side on: wide at the mouth, tapering to a rounded tip. */
const SCAB_OUTLINE: readonly V2[] = [
  [-0.012, 0.03],
  [-0.024, 0.1],
  [-0.028, SCAB_H],
  [0.028, SCAB_H],
  [0.024, 0.1],
  [0.012, 0.03],
  [0, 0.012],
];

const scabbard: KindDecl = {
  kind: 'scabbard',
  nouns: ['scabbard', 'scabbards'],
  size: [1.0, 0.2],
  parts: [
    part('scabbard', { extrude: SCAB_OUTLINE, depth: 0.028, round: 0.008 }, 'leather', {
      color: 0x5a3420,
      answersTo: ['scabbard', 'sheath', 'leather'],
    }),
    part('chape', { cyl: 0.07, r: 0.02, rTop: 0.026 }, 'brass', {
      at: [0, 0.012, 0],
      role: 'accent',
      answersTo: ['chape', 'tip', 'fittings'],
    }),
    part('locket', { box: [0.066, 0.06, 0.036], round: 0.006 }, 'brass', {
      at: [0, SCAB_H - 0.07, 0],
      role: 'accent',
      answersTo: ['locket', 'fittings'],
    }),
    // The sword's hilt standing out of the mouth: guard, wrapped grip and pommel.
    part('guard', { box: [0.2, 0.022, 0.03], round: 0.006 }, 'brass', {
      at: [0, SCAB_H, 0],
      role: 'accent',
      answersTo: ['guard', 'hilt', 'crossguard'],
    }),
    part('grip', { cyl: 0.14, r: 0.016 }, 'leather', {
      at: [0, SCAB_H + 0.022, 0],
      color: 0x2a1c14,
      role: 'detail',
      answersTo: ['grip', 'hilt', 'handle'],
    }),
    part('pommel', { ball: 0.026 }, 'brass', {
      at: [0, SCAB_H + 0.175, 0],
      role: 'accent',
      answersTo: ['pommel', 'hilt'],
    }),
  ],
};

// --- Whetstone -----------------------------------------------------------------------------

const whetstone: KindDecl = {
  kind: 'whetstone',
  nouns: ['whetstone', 'whetstones', 'hone', 'hones'],
  size: [0.06, 0.21],
  parts: [
    part('base', { box: [0.21, 0.022, 0.075], round: 0.004 }, 'wood', {
      color: 0x8a5a30,
      role: 'detail',
      answersTo: ['base', 'holder'],
    }),
    // A combination stone: coarse orange grit below, fine pale grit above.
    part('coarse', { box: [0.18, 0.014, 0.06], round: 0.002 }, 'stone', {
      at: [0, 0.022, 0],
      color: 0xc86a2a,
      answersTo: ['stone', 'coarse side', 'grit'],
    }),
    part('fine', { box: [0.18, 0.013, 0.06], round: 0.002 }, 'stone', {
      at: [0, 0.036, 0],
      color: 0xd8d2c4,
      role: 'accent',
      answersTo: ['stone', 'fine side'],
    }),
    part('blade', { box: [0.16, 0.003, 0.03] }, 'steel', {
      at: [0.07, 0.049, 0.02],
      turn: [0, 25, 0],
      role: 'detail',
      optional: 0.6,
      answersTo: ['knife', 'blade'],
    }),
  ],
};

// --- A cord's look on the rope kind --------------------------------------------------------

const TWINE = 0xc9a46a;
const TWINE_R = 0.0045;

/**
 * Every cord (string, twine, a lace, a wick) and every hank stands in as the rope kind
 * (FAMILIES `cord#1`, `hank#1`); for a cord the rope's thick coil becomes a small hank of thin
 * tan string, many turns high, its loose end trailing (docs/decisions.md, "Small and medium
 * made things").
 */
export const CORD_LOOK: StateDecl = {
  drop: ['coil_1', 'coil_2', 'coil_3', 'coil_4', 'end'],
  parts: [
    ...spaced(7, 0, 6).map((i): PartDecl =>
      part(`turn_${i + 1}`, { ring: 0.07 - (i % 2) * 0.004, r: TWINE_R }, 'linen', {
        turn: [90, 0, 0],
        at: [0, TWINE_R + i * TWINE_R * 1.9, 0],
        color: TWINE,
        role: i === 0 ? 'main' : 'detail',
        answersTo: ['string', 'cord', 'coil'],
      }),
    ),
    part(
      'loose_end',
      {
        sweep: [
          [0.07, TWINE_R, 0],
          [0.1, TWINE_R, 0.045],
          [0.075, TWINE_R, 0.1],
          [0.12, TWINE_R, 0.15],
          [0.19, TWINE_R, 0.13],
        ],
        r: TWINE_R,
      },
      'linen',
      { color: TWINE, role: 'detail', answersTo: ['string', 'cord', 'end'] },
    ),
  ],
};

export const S27_OBJECT_KINDS: readonly KindDecl[] = [
  horseshoe,
  sickle,
  tomahawk,
  churn,
  grindstone,
  flywheel,
  yoke,
  hoist,
  flySwatter,
  paperweight,
  pouch,
  poker,
  bludgeon,
  nightstick,
  gallows,
  scabbard,
  whetstone,
];
