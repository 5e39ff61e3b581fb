/**
 * Household things a whole WordNet class of which was unknown (issue #32, session 30, helper
 * household; docs/decisions.md, "Household things by their class, session 30"). The kind is
 * what a family of nouns is drawn as, so nouns no list names reach it through `FAMILIES` in
 * prompt/meaning.ts:
 *
 * - a **bridle**, shown as a saddler shows one: buckled on a pale wooden horse's head on a post,
 *   its dark leather crownpiece behind the ears, the browband, the noseband, a cheekpiece down
 *   each side to the steel bit's rings and the reins hanging from them in a loop — every piece
 *   of stable gear without a kind (a pelham and every bit, a trapping), a horse's headgear
 *   and a rein; a blinker (a blinder) adds the leather cup beside each eye, and a caparison
 *   (a trapping) the crimson cloth with its gold fringe over the neck.
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { part, rod, spaced } from './part-shorthand.ts';

// --- Bridle ----------------------------------------------------------------------------------

const STAND_WOOD = 0x6b4426;
const HEAD_WOOD = 0xd2a86e;
const LEATHER = 0x4a2814;
const STEEL = 0xc8ccd0;
const BRASS = 0xc9a13a;

/** The head's axis: from the poll (between the ears) down to the muzzle, facing +X. */
const POLL: V3 = [0, 0.56, 0];
const MUZZLE: V3 = [0.23, 0.38, 0];
const R_POLL = 0.068;
const R_MUZZLE = 0.05;
const AXIS_LEN = Math.hypot(MUZZLE[0] - POLL[0], MUZZLE[1] - POLL[1]);
const U: V3 = [(MUZZLE[0] - POLL[0]) / AXIS_LEN, (MUZZLE[1] - POLL[1]) / AXIS_LEN, 0];
/** Up from the head's axis (the forehead and the bridge of the nose), and its side. */
const V: V3 = [-U[1], U[0], 0];

/** The head's radius `t` of the way from poll to muzzle. */
function headR(t: number): number {
  return R_POLL + (R_MUZZLE - R_POLL) * t;
}

/**
 * A point on (or `out` beyond) the head's surface, `t` of the way from poll to muzzle, at `deg`
 * degrees round the axis from the forehead (90 the left cheek, +Z; -90 the right; 180 under).
 */
function onHead(t: number, deg: number, out = 0.006): V3 {
  const a = (deg * Math.PI) / 180;
  const r = headR(t) + out;
  const c = Math.cos(a) * r;
  const s = Math.sin(a) * r;
  return [POLL[0] + U[0] * AXIS_LEN * t + V[0] * c, POLL[1] + U[1] * AXIS_LEN * t + V[1] * c, s];
}

/** A leather strap following points on the head. */
function strap(name: string, points: readonly V3[], r = 0.008): PartDecl {
  return part(name, { sweep: points, r }, 'leather', {
    color: LEATHER,
    role: 'main',
    answersTo: ['leather', 'strap', 'straps', 'bridle'],
  });
}

/** Degrees from `a` to `b` in `n` steps, both ends included. */
function arc(a: number, b: number, n: number): number[] {
  return Array.from({ length: n + 1 }, (_, i) => a + ((b - a) * i) / n);
}

const T_BIT = 0.9;
/** Where a bit ring sits: at the corner of the mouth, low on each cheek. */
const ringAt = (side: 1 | -1): V3 => onHead(T_BIT, side * 125, 0.012);

const CHEEK_T = [0.86, 0.62, 0.38, 0.16];

const BRIDLE_PARTS: readonly PartDecl[] = [
  // The saddler's stand: a board, a post and a wooden horse's head and neck on it.
  part('base', { box: [0.34, 0.03, 0.24], round: 0.006 }, 'wood', {
    at: [0.02, 0.015, 0],
    color: STAND_WOOD,
    role: 'detail',
    answersTo: ['stand'],
  }),
  rod('post', [-0.05, 0.03, 0], [-0.05, 0.36, 0], 0.022, 'wood', {
    color: STAND_WOOD,
    role: 'detail',
    answersTo: ['stand'],
  }),
  part('neck', { capsule: [[-0.07, 0.36, 0], POLL], r: 0.062, r2: 0.058 }, 'wood', {
    color: HEAD_WOOD,
    role: 'accent',
    answersTo: ['head', 'horse head'],
  }),
  part('head', { capsule: [POLL, MUZZLE], r: R_POLL, r2: R_MUZZLE }, 'wood', {
    color: HEAD_WOOD,
    role: 'accent',
    answersTo: ['horse head'],
  }),
  // The broad round cheek under the back of the head, which makes it a horse's.
  part('jowl', { ellipsoid: [0.066, 0.06, 0.056] }, 'wood', {
    at: onHead(0.14, 180, -0.034),
    color: HEAD_WOOD,
    role: 'accent',
    answersTo: ['horse head', 'cheek'],
  }),
  part('ear', { cyl: 0.075, r: 0.02, rTop: 0.003 }, 'wood', {
    at: [-0.025, 0.6, 0.035],
    turn: [12, 0, 8],
    copies: [[0, 0, -0.07]],
    color: HEAD_WOOD,
    role: 'accent',
    answersTo: ['ears'],
  }),
  part('eye', { ball: 0.011 }, 'paint', {
    at: onHead(0.22, 70, -0.004),
    copies: [
      ((p: V3, q: V3): V3 => [q[0] - p[0], q[1] - p[1], q[2] - p[2]])(
        onHead(0.22, 70, -0.004),
        onHead(0.22, -70, -0.004),
      ),
    ],
    color: 0x1a1410,
    role: 'fixed',
    answersTo: ['eyes'],
  }),
  // The headstall: crownpiece behind the ears running down both cheeks to the bit.
  strap('cheekpiece', [
    ...CHEEK_T.map((t) => onHead(t, 105)),
    ...arc(80, -80, 6).map((d) => onHead(0.04, d)),
    ...[...CHEEK_T].reverse().map((t) => onHead(t, -105)),
  ]),
  strap(
    'browband',
    arc(100, -100, 8).map((d) => onHead(0.14, d)),
  ),
  strap(
    'throatlatch',
    arc(100, 260, 8).map((d) => onHead(0.1, d, 0.02)),
    0.007,
  ),
  strap(
    'noseband',
    arc(0, 360, 16).map((d) => onHead(0.66, d)),
    0.01,
  ),
  part('buckle', { box: [0.018, 0.022, 0.006] }, 'brass', {
    ...((): { at: V3; copies: V3[] } => {
      const l = onHead(0.5, 105, 0.01);
      const r = onHead(0.5, -105, 0.01);
      return { at: l, copies: [[r[0] - l[0], r[1] - l[1], r[2] - l[2]]] };
    })(),
    turn: [0, 0, -37],
    color: BRASS,
    role: 'detail',
    answersTo: ['buckles'],
  }),
  // The bit through the mouth and a ring at each end.
  rod('bit', ringAt(1), ringAt(-1), 0.006, 'steel', {
    color: STEEL,
    role: 'detail',
    answersTo: ['mouthpiece'],
  }),
  part('bit_ring', { ring: 0.03, r: 0.005 }, 'steel', {
    at: ringAt(1),
    copies: [[0, 0, ringAt(-1)[2] - ringAt(1)[2]]],
    color: STEEL,
    role: 'detail',
    answersTo: ['ring', 'rings', 'bit'],
  }),
  // The reins, from the rings down in front of the post and back: one long loop.
  part(
    'reins',
    {
      sweep: [
        [ringAt(1)[0] + 0.02, ringAt(1)[1] - 0.02, ringAt(1)[2] + 0.004],
        [0.22, 0.26, 0.09],
        [0.17, 0.14, 0.08],
        [0.12, 0.1, 0.0],
        [0.17, 0.14, -0.08],
        [0.22, 0.26, -0.09],
        [ringAt(-1)[0] + 0.02, ringAt(-1)[1] - 0.02, ringAt(-1)[2] - 0.004],
      ],
      r: 0.007,
    },
    'leather',
    { color: LEATHER, role: 'main', answersTo: ['rein', 'leather'] },
  ),
];

/** A blinker: a round leather cup standing off each cheek beside the eye. */
const BLINKERS: PartDecl = part('blinker', { ellipsoid: [0.04, 0.032, 0.008] }, 'leather', {
  at: onHead(0.24, 80, 0.02),
  copies: [
    ((p: V3, q: V3): V3 => [q[0] - p[0], q[1] - p[1], q[2] - p[2]])(
      onHead(0.24, 80, 0.02),
      onHead(0.24, -80, 0.02),
    ),
  ],
  turn: [0, 0, -37],
  color: 0x1c1410,
  role: 'main',
  answersTo: ['blinkers', 'blinders'],
});

/**
 * A caparison (a trapping): the horse's decorated cloth, crimson, covering the stand's neck and
 * hanging down each side in a panel edged with a gold fringe and tassels, the bridle over it.
 */
const CRIMSON = 0xa3172b;
const GOLD = 0xd9a930;
const CAPARISON: readonly PartDecl[] = [
  part(
    'cloth',
    {
      capsule: [
        [-0.075, 0.35, 0],
        [-0.004, 0.53, 0],
      ],
      r: 0.07,
      r2: 0.066,
    },
    'fabric',
    {
      color: CRIMSON,
      role: 'main',
      answersTo: ['caparison', 'cloth', 'trappings'],
    },
  ),
  // A box stands on its `at`: each panel hangs from the neck down to y 0.3.
  part('cloth_panel', { box: [0.19, 0.17, 0.008] }, 'fabric', {
    at: [-0.045, 0.3, 0.066],
    copies: [[0, 0, -0.132]],
    color: CRIMSON,
    role: 'main',
    answersTo: ['caparison', 'cloth', 'trappings'],
  }),
  part('fringe', { box: [0.194, 0.02, 0.012] }, 'gold', {
    at: [-0.045, 0.283, 0.066],
    copies: [[0, 0, -0.132]],
    color: GOLD,
    role: 'detail',
    answersTo: ['gold', 'trim'],
  }),
  part(
    'tassel',
    {
      capsule: [
        [0, 0, 0],
        [0, -0.04, 0],
      ],
      r: 0.009,
      r2: 0.004,
    },
    'gold',
    {
      at: [-0.12, 0.285, 0.072],
      copies: [
        [0.075, 0, 0],
        [0.15, 0, 0],
        [0, 0, -0.144],
        [0.075, 0, -0.144],
        [0.15, 0, -0.144],
      ],
      color: GOLD,
      role: 'detail',
      answersTo: ['tassels'],
    },
  ),
];

export const bridle: KindDecl = {
  kind: 'bridle',
  nouns: ['bridle', 'horse bridle'],
  size: [0.62, 0.36],
  parts: BRIDLE_PARTS,
  looks: {
    caparison: { parts: CAPARISON },
    winker: { parts: [BLINKERS] },
    blinker: { parts: [BLINKERS] },
    blinder: { parts: [BLINKERS] },
  },
};

// --- Sack looks ------------------------------------------------------------------------------

/**
 * Every bag without a kind is the tied burlap sack (FAMILIES['bag#1']); these looks make the
 * bags a person tells by more than their shape: a moneybag with a big green dollar sign on its
 * front, a sachet lilac with a pink satin bow at its neck.
 */
/** The sign is painted on the side the contact sheet's camera sees, 55° round from +Z to +X. */
const DOLLAR_FACE = (55 * Math.PI) / 180;
const dollar = (y: number, x: number): V3 => {
  const out = 0.228 - 0.3 * x * x;
  const c = Math.cos(DOLLAR_FACE);
  const s = Math.sin(DOLLAR_FACE);
  return [out * s + x * c, y, out * c - x * s];
};
const DOLLAR: readonly PartDecl[] = [
  part(
    'dollar_sign',
    {
      sweep: [
        dollar(0.346, 0.072),
        dollar(0.372, 0.026),
        dollar(0.372, -0.046),
        dollar(0.333, -0.078),
        dollar(0.288, -0.046),
        dollar(0.255, 0.026),
        dollar(0.216, 0.075),
        dollar(0.164, 0.046),
        dollar(0.138, -0.026),
        dollar(0.145, -0.078),
      ],
      r: 0.013,
    },
    'paint',
    { color: 0x1f7a34, role: 'fixed', answersTo: ['dollar sign', 'sign'] },
  ),
  rod('dollar_bar', dollar(0.411, 0.0), dollar(0.099, 0.0), 0.009, 'paint', {
    color: 0x1f7a34,
    role: 'fixed',
    answersTo: ['dollar sign', 'sign'],
  }),
];

const LILAC = 0xb9a0d8;
const SACHET: readonly PartDecl[] = [
  part(
    'body',
    {
      lathe: [
        [0, 0],
        [0.16, 0.0],
        [0.21, 0.07],
        [0.2, 0.24],
        [0.12, 0.36],
        [0.05, 0.42],
        [0, 0.42],
      ],
      smooth: true,
    },
    'linen',
    { color: LILAC },
  ),
  part('tie', { ring: 0.05, r: 0.012 }, 'fabric', {
    at: [0, 0.41, 0],
    turn: [90, 0, 0],
    color: 0xe86aa0,
    role: 'accent',
    answersTo: ['ribbon', 'bow'],
  }),
  part('bow', { ring: 0.045, r: 0.01 }, 'fabric', {
    at: [0.05, 0.44, 0.045],
    copies: [[-0.1, 0, 0]],
    turn: [0, 0, 90],
    color: 0xe86aa0,
    role: 'accent',
    answersTo: ['ribbon'],
  }),
  part(
    'top',
    {
      lathe: [
        [0, 0],
        [0.045, 0],
        [0.11, 0.07],
        [0.1, 0.09],
        [0, 0.08],
      ],
      smooth: true,
    },
    'linen',
    { at: [0, 0.42, 0], color: LILAC, role: 'detail' },
  ),
];

export const SACK_LOOKS: Readonly<Record<string, StateDecl>> = {
  moneybag: { parts: DOLLAR },
  'money bag': { parts: DOLLAR },
  sachet: { drop: ['body', 'tie', 'top'], parts: SACHET },
};

// --- Arsenal ---------------------------------------------------------------------------------

const RACK_WOOD = 0x7a5230;
const GUN_WOOD = 0x5e3418;
const GUN_METAL = 0x2c2f33;
const OLIVE = 0x4b5320;
/** Where the rifles stand along the rack. */
const RIFLE_X = spaced(5, -0.34, 0.34);
const RIFLE_Z = -0.04;
/** One rifle's part copied to every place along the rack. */
const alongRack = (y: number, dz = 0): { at: V3; copies: V3[] } => ({
  at: [RIFLE_X[0]!, y, RIFLE_Z + dz],
  copies: RIFLE_X.slice(1).map((x) => [x - RIFLE_X[0]!, 0, 0] as V3),
});

const ARSENAL_PARTS: readonly PartDecl[] = [
  // The rack: a floor plank (the crates stand on its end), two uprights and the rail the
  // barrels lean in.
  part('base', { box: [1.36, 0.04, 0.26], round: 0.005 }, 'wood', {
    at: [0.2, 0, -0.02],
    color: RACK_WOOD,
    role: 'accent',
    answersTo: ['rack', 'plank'],
  }),
  part('upright', { box: [0.045, 1.02, 0.045] }, 'wood', {
    at: [-0.46, 0.04, -0.13],
    copies: [[0.92, 0, 0]],
    color: RACK_WOOD,
    role: 'accent',
    answersTo: ['rack'],
  }),
  part('rail', { box: [0.96, 0.05, 0.1] }, 'wood', {
    at: [0, 0.76, -0.1],
    color: RACK_WOOD,
    role: 'accent',
    answersTo: ['rack'],
  }),
  // The rifles, standing on their butts: stock, steel receiver and magazine, wooden
  // handguard, barrel up past the rail and a front sight.
  part('stock', { box: [0.038, 0.26, 0.1], round: 0.01 }, 'wood', {
    ...alongRack(0.04),
    color: GUN_WOOD,
    role: 'main',
    answersTo: ['rifle', 'rifles', 'guns', 'wood'],
  }),
  part('receiver', { box: [0.034, 0.2, 0.06] }, 'steel', {
    ...alongRack(0.3, 0.012),
    color: GUN_METAL,
    role: 'detail',
    answersTo: ['rifle', 'rifles', 'guns'],
  }),
  part('magazine', { box: [0.028, 0.11, 0.04] }, 'steel', {
    ...alongRack(0.33, 0.062),
    turn: [-12, 0, 0],
    color: GUN_METAL,
    role: 'detail',
    answersTo: ['magazines'],
  }),
  part('handguard', { box: [0.032, 0.24, 0.046], round: 0.008 }, 'wood', {
    ...alongRack(0.5, 0.02),
    color: GUN_WOOD,
    role: 'main',
    answersTo: ['rifle', 'rifles', 'guns', 'wood'],
  }),
  part('barrel', { cyl: 0.28, r: 0.008 }, 'steel', {
    ...alongRack(0.74, 0.02),
    color: GUN_METAL,
    role: 'detail',
    answersTo: ['barrels', 'rifle'],
  }),
  part('sight', { box: [0.008, 0.03, 0.014] }, 'steel', {
    ...alongRack(0.98, 0.03),
    color: GUN_METAL,
    role: 'detail',
  }),
  // Two olive ammunition crates stacked beside the rack, a yellow stencil band on each.
  part('crate', { box: [0.32, 0.17, 0.21], round: 0.006 }, 'wood', {
    at: [0.7, 0.04, 0.0],
    copies: [[0.01, 0.17, 0]],
    color: OLIVE,
    role: 'accent',
    answersTo: ['crates', 'ammunition', 'ammo', 'box', 'boxes'],
  }),
  part('crate_band', { box: [0.2, 0.035, 0.004] }, 'paint', {
    at: [0.7, 0.11, 0.106],
    copies: [[0.01, 0.17, 0]],
    color: 0xe0b722,
    role: 'fixed',
    answersTo: ['stencil', 'label'],
  }),
  part('crate_handle', { box: [0.016, 0.03, 0.09] }, 'steel', {
    at: [0.865, 0.14, 0.0],
    copies: [[0.01, 0.17, 0]],
    color: GUN_METAL,
    role: 'detail',
    answersTo: ['handles'],
  }),
];

/**
 * An arsenal (an armory): a wooden rack of five rifles standing on their butts with their
 * barrels in the rail, two olive ammunition crates stacked beside it — a country's weapons
 * as a person pictures them stored; every armament and gunnery stands in as it.
 */
export const arsenal: KindDecl = {
  kind: 'arsenal',
  nouns: ['arsenal', 'armory', 'armoury', 'weapons rack'],
  size: [1.05, 1.25],
  parts: ARSENAL_PARTS,
};

// --- Knitting --------------------------------------------------------------------------------

/** Yarn colours; the piece, its ball and the strand between them pick one together. */
const YARN_COLOURS = [0xc0392b, 0x2e86ab, 0xe0a82e, 0x7d3c98, 0x3f9b5b] as const;
const YARN_R = 0.05;
const BALL_AT: V3 = [0.26, YARN_R, 0.06];
/** The piece stands on its cast-on edge, facing the viewer, hanging from the needle at the top. */
const PIECE_W = 0.24;
const PIECE_H = 0.2;
const PIECE_X = -0.03;
const TOP = PIECE_H + 0.006;

/** One row of knit stitches across the piece's face: a zigzag of V's, 12 stitches wide. */
function stitchRow(z: number): V3[] {
  return Array.from({ length: 25 }, (_, i): V3 => [
    PIECE_X - PIECE_W / 2 + 0.008 + (i * (PIECE_W - 0.016)) / 24,
    0.012 + (i % 2 === 0 ? 0.006 : 0),
    z,
  ]);
}

const KNITTING_PARTS: readonly PartDecl[] = [
  part('piece', { box: [PIECE_W, PIECE_H, 0.012], round: 0.004 }, 'fabric', {
    at: [PIECE_X, 0, 0],
    colors: YARN_COLOURS,
    answersTo: ['knitting', 'scarf', 'wool', 'yarn'],
  }),
  part('row', { sweep: stitchRow(0.007), r: 0.0045 }, 'fabric', {
    colors: YARN_COLOURS,
    answersTo: ['rows', 'stitches', 'knitting', 'wool', 'yarn'],
    repeat: { count: 14, step: [0, 0.17, 0], spread: true, word: 'row', max: 24 },
  }),
  // Two needles: one through the top row's live stitches, one crossing it at work.
  rod('needle', [PIECE_X - 0.19, TOP, 0], [PIECE_X + 0.17, TOP, 0], 0.0035, 'steel', {
    role: 'detail',
    answersTo: ['needles', 'knitting needles'],
  }),
  rod('needle_2', [0.0, TOP - 0.04, 0.012], [0.2, TOP + 0.1, 0.012], 0.0035, 'steel', {
    role: 'detail',
    answersTo: ['needles', 'knitting needles'],
  }),
  part('needle_knob', { ball: 0.009 }, 'plastic', {
    at: [PIECE_X - 0.195, TOP, 0],
    copies: [[0.2 - (PIECE_X - 0.195), 0.1, 0.012]],
    color: 0xf2f2ee,
    role: 'detail',
    answersTo: ['knobs'],
  }),
  // The ball of yarn it comes from on the floor, and the strand up to the needle.
  part('ball', { ball: YARN_R }, 'fabric', {
    at: BALL_AT,
    colors: YARN_COLOURS,
    answersTo: ['ball of yarn', 'yarn', 'wool'],
  }),
  part('ball_strand', { ring: YARN_R, r: 0.004 }, 'fabric', {
    at: BALL_AT,
    turn: [60, 20, 0],
    colors: YARN_COLOURS,
    answersTo: ['yarn'],
  }),
  part(
    'strand',
    {
      sweep: [
        [BALL_AT[0] - 0.02, BALL_AT[1] + 0.04, BALL_AT[2] - 0.02],
        [0.17, 0.14, 0.02],
        [PIECE_X + PIECE_W / 2 - 0.01, TOP - 0.01, 0.008],
      ],
      r: 0.003,
    },
    'fabric',
    { colors: YARN_COLOURS, answersTo: ['yarn'] },
  ),
];

/** A crochet hook: one shorter needle with its hook, where the two knitting needles were. */
const CROCHET_HOOK: readonly PartDecl[] = [
  rod(
    'hook',
    [PIECE_X - 0.05, TOP - 0.01, 0.01],
    [PIECE_X + 0.16, TOP + 0.09, 0.01],
    0.004,
    'aluminum',
    {
      color: 0xb8c0c8,
      role: 'detail',
      answersTo: ['crochet hook', 'hook'],
    },
  ),
  part('hook_tip', { ring: 0.007, r: 0.0028, arc: 200 }, 'aluminum', {
    at: [PIECE_X - 0.056, TOP - 0.014, 0.01],
    color: 0xb8c0c8,
    role: 'detail',
  }),
];

const THREAD = 0xf4f0e4;
/** Tatting: a strip of white lace with its picot loops along the top and the shuttle. */
const TATTING: readonly PartDecl[] = [
  part('piece', { box: [PIECE_W, PIECE_H * 0.6, 0.006], round: 0.002 }, 'fabric', {
    at: [PIECE_X, 0, 0],
    color: THREAD,
    answersTo: ['lace', 'tatting'],
  }),
  part('picot', { ring: 0.014, r: 0.0035 }, 'fabric', {
    at: [PIECE_X - PIECE_W / 2 + 0.015, PIECE_H * 0.6 + 0.008, 0],
    color: THREAD,
    role: 'accent',
    answersTo: ['lace', 'loops'],
    repeat: { count: 8, step: [PIECE_W - 0.03, 0, 0], spread: true, word: 'loop', max: 16 },
  }),
  part('shuttle', { ellipsoid: [0.04, 0.012, 0.016] }, 'plastic', {
    at: [BALL_AT[0], 0.012, BALL_AT[2]],
    color: 0x8a5a3a,
    role: 'detail',
    answersTo: ['shuttle'],
  }),
  part(
    'strand',
    {
      sweep: [
        [BALL_AT[0] - 0.04, 0.012, BALL_AT[2]],
        [0.15, 0.06, 0.02],
        [PIECE_X + PIECE_W / 2 - 0.01, PIECE_H * 0.6 - 0.01, 0.004],
      ],
      r: 0.002,
    },
    'fabric',
    { color: THREAD, answersTo: ['thread'] },
  ),
];

const CROCHET = { drop: ['needle', 'needle_2', 'needle_knob'], parts: CROCHET_HOOK };

/**
 * Knitting: the piece hanging from its needle, rows of knit stitches across its face, a second
 * needle crossing at work, its ball of yarn on the floor and the strand up to the needle; a
 * crochet is worked on one hook instead, a tatting is white lace with its shuttle.
 */
export const knitting: KindDecl = {
  kind: 'knitting',
  nouns: ['knitting', 'knitwork', 'knitting project'],
  size: [0.3, 0.5],
  parts: KNITTING_PARTS,
  looks: {
    crochet: CROCHET,
    crocheting: CROCHET,
    tatting: {
      drop: ['piece', 'row', 'needle', 'needle_2', 'needle_knob', 'ball', 'ball_strand', 'strand'],
      parts: TATTING,
    },
  },
};

export const S30_HOUSEHOLD_KINDS: readonly KindDecl[] = [bridle, arsenal, knitting];
