/**
 * Made things from a spent held-out list that were drawn as a near thing (issue #32, session
 * 28, round 2, helper r2things; docs/decisions.md, "A spent list's made things, round 2"). Each
 * is what a person pictures by the name: a signet ring, its flat engraved face on top of the
 * band (a signet was a bookmark); a jigger, the bartender's steel double measure, two cones
 * joined at their points (it was a tall glass); a decanter, a round glass body, a narrow neck
 * and a ball stopper, wine inside (it was a pitcher); a hatbox, a round lidded box with a cord
 * to carry it (it was a suitcase); a calla lily, white trumpets with a yellow spike in each,
 * on long stems among arrow-shaped leaves (it was a daisy); lederhosen, leather shorts whose
 * braces are joined across the chest in an H (they were plain shorts).
 */
import type { KindDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { part, rod } from './part-shorthand.ts';

/** Points on an ellipse, centre `c`, half-axes `rx`, `rz`, `n` of them round it. */
function ellipse(c: V2, rx: number, rz: number, n: number): V2[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    return [c[0] + rx * Math.cos(a), c[1] + rz * Math.sin(a)] as V2;
  });
}

// --- Signet ring -----------------------------------------------------------------------------

const BAND_R = 0.0095;
const BAND_T = 0.0022;
const BAND_Y = BAND_R + BAND_T;
const FACE_Y = BAND_Y + BAND_R - 0.0008;

const signetRing: KindDecl = {
  kind: 'signet ring',
  nouns: ['signet ring', 'signet rings', 'signet', 'signets', 'seal ring', 'pinky ring'],
  size: [0.027, 0.024],
  parts: [
    // The band standing up, facing the viewer, thickening into shoulders under the face.
    part('band', { ring: BAND_R, r: BAND_T }, 'gold', {
      at: [0, BAND_Y, 0],
      answersTo: ['band', 'ring', 'gold', 'metal'],
    }),
    part('shoulders', { ellipsoid: [0.0075, 0.0035, 0.0042] }, 'gold', {
      at: [0, FACE_Y - 0.0005, 0],
      answersTo: ['shoulders', 'band', 'gold', 'metal'],
    }),
    // The flat oval face on top, set with a dark stone and a gold crest cut into it.
    part('bezel', { plan: ellipse([0, 0], 0.0068, 0.0056, 32), height: 0.0022 }, 'gold', {
      at: [0, FACE_Y, 0],
      answersTo: ['bezel', 'face', 'gold', 'metal'],
    }),
    part('face', { plan: ellipse([0, 0], 0.0055, 0.0044, 32), height: 0.0006 }, 'stone', {
      at: [0, FACE_Y + 0.0019, 0],
      colors: [0x1c1c22, 0x9c3a22, 0x243a7a],
      role: 'accent',
      answersTo: ['stone', 'seal', 'face'],
    }),
    part('crest', { ring: 0.0024, r: 0.00035 }, 'gold', {
      at: [0, FACE_Y + 0.0025, 0],
      turn: [90, 0, 0],
      role: 'detail',
      answersTo: ['crest', 'engraving', 'initial'],
    }),
  ],
};

// --- Jigger ----------------------------------------------------------------------------------

const WAIST_Y = 0.042;

const jigger: KindDecl = {
  kind: 'jigger',
  nouns: [
    'jigger',
    'jiggers',
    'bar jigger',
    'double jigger',
    'cocktail jigger',
    'measuring jigger',
    'bar measure',
  ],
  size: [0.1, 0.048],
  parts: [
    // The small cup, upside down at the bottom: its mouth on the bar, its point at the waist.
    part(
      'small_cup',
      {
        lathe: [
          [0.0, 0.0],
          [0.02, 0.0],
          [0.0135, WAIST_Y * 0.6],
          [0.0085, WAIST_Y],
          [0.0, WAIST_Y],
        ],
      },
      'steel',
      { color: 0xc9cdd2, answersTo: ['cup', 'small cup', 'measure', 'steel', 'body'] },
    ),
    // The larger cup above, open at the top.
    part(
      'large_cup',
      {
        lathe: [
          [0.0085, 0.0],
          [0.013, 0.02],
          [0.019, 0.045],
          [0.023, 0.058],
        ],
        wall: 0.0012,
      },
      'steel',
      {
        at: [0, WAIST_Y, 0],
        color: 0xc9cdd2,
        answersTo: ['cup', 'large cup', 'measure', 'steel', 'body'],
      },
    ),
    part('waist', { ring: 0.0092, r: 0.0016 }, 'steel', {
      at: [0, WAIST_Y, 0],
      turn: [90, 0, 0],
      color: 0xaab0b6,
      role: 'detail',
      answersTo: ['waist', 'band'],
    }),
    part('rim', { ring: 0.023, r: 0.0011 }, 'steel', {
      at: [0, WAIST_Y + 0.058, 0],
      turn: [90, 0, 0],
      color: 0xdfe2e6,
      role: 'detail',
      answersTo: ['rim', 'lip'],
    }),
    part('base_rim', { ring: 0.02, r: 0.0011 }, 'steel', {
      at: [0, 0.0011, 0],
      turn: [90, 0, 0],
      color: 0xdfe2e6,
      role: 'detail',
      answersTo: ['rim', 'lip'],
    }),
  ],
};

// --- Decanter --------------------------------------------------------------------------------

/** The round body up to its shoulder, where the wine stands. */
const DECANTER_BELLY: readonly V2[] = [
  [0.0, 0.0],
  [0.07, 0.0],
  [0.088, 0.03],
  [0.09, 0.075],
  [0.081, 0.115],
];
/** The shoulder drawn in to a narrow neck with a lip, clear glass above the wine. */
const DECANTER_NECK: readonly V2[] = [
  [0.081, 0.0],
  [0.06, 0.03],
  [0.035, 0.055],
  [0.022, 0.085],
  [0.022, 0.12],
  [0.03, 0.13],
];
const NECK_Y = 0.115;

const decanter: KindDecl = {
  kind: 'decanter',
  nouns: [
    'decanter',
    'decanters',
    'wine decanter',
    'whisky decanter',
    'whiskey decanter',
    'crystal decanter',
    'carafe with a stopper',
  ],
  size: [0.3, 0.18],
  parts: [
    // The round glass belly on a flat base, seen full of red wine or an amber spirit.
    part('body', { lathe: DECANTER_BELLY, smooth: true }, 'glass', {
      colors: [0x7a1a2a, 0xb0702a],
      answersTo: ['body', 'glass', 'crystal', 'wine', 'whisky', 'liquid', 'drink'],
    }),
    // Clear glass above it: the shoulder, the narrow neck and its lip.
    part('neck', { lathe: DECANTER_NECK, smooth: true, wall: 0.003 }, 'glass', {
      at: [0, NECK_Y, 0],
      color: 0xdfeaee,
      answersTo: ['neck', 'glass', 'crystal', 'shoulder'],
    }),
    // The stopper: a short plug in the neck under a glass ball.
    part('plug', { cyl: 0.03, r: 0.017, rTop: 0.019 }, 'glass', {
      at: [0, NECK_Y + 0.107, 0],
      color: 0xd3e2e8,
      role: 'detail',
      answersTo: ['stopper', 'plug'],
    }),
    part('stopper', { ellipsoid: [0.03, 0.032, 0.03] }, 'glass', {
      at: [0, NECK_Y + 0.165, 0],
      color: 0xdfeaee,
      answersTo: ['stopper', 'top', 'ball'],
    }),
  ],
};

// --- Hatbox ----------------------------------------------------------------------------------

const HATBOX_R = 0.2;
const HATBOX_H = 0.22;
const LID_H = 0.05;

const hatbox: KindDecl = {
  kind: 'hatbox',
  nouns: ['hatbox', 'hatboxes', 'hat box', 'hat boxes', 'round hatbox'],
  size: [HATBOX_H + LID_H + 0.13, 2 * HATBOX_R + 0.01],
  parts: [
    // A round card box, papered in a pastel or a stripe.
    part('box', { cyl: HATBOX_H, r: HATBOX_R }, 'paper', {
      colors: [0xf0c4cf, 0xbfe0dc, 0xf3e6c4, 0x1d1d22],
      answersTo: ['box', 'body', 'cardboard'],
    }),
    // The lid, a little wider, its rim overlapping the box's top.
    part('lid', { cyl: LID_H, r: HATBOX_R + 0.007 }, 'paper', {
      at: [0, HATBOX_H - 0.02, 0],
      colors: [0xf7f2ea, 0x1d1d22, 0xe9b7c2],
      answersTo: ['lid', 'top'],
    }),
    // A ribbon round the box under the lid, and a cord over the top to carry it by.
    part('ribbon', { cyl: 0.028, r: HATBOX_R + 0.002 }, 'fabric', {
      at: [0, 0.09, 0],
      colors: [0x2b2f5a, 0xb8243a, 0x1d1d22],
      role: 'accent',
      answersTo: ['ribbon', 'band', 'stripe'],
    }),
    part('cord', { ring: 0.11, r: 0.006, arc: 180, from: 0 }, 'fabric', {
      at: [0, HATBOX_H + LID_H - 0.02, 0],
      color: 0x2b2f5a,
      role: 'accent',
      answersTo: ['cord', 'handle', 'strap'],
    }),
    part('eyelet', { cyl: 0.012, r: 0.012 }, 'gold', {
      at: [-0.11, HATBOX_H + LID_H - 0.026, 0],
      copies: [[0.22, 0, 0]],
      role: 'detail',
      answersTo: ['eyelets', 'rivets'],
    }),
  ],
};

// --- Calla lily ------------------------------------------------------------------------------

const POT_H = 0.16;
const SOIL_Y = POT_H - 0.012;

/** Where a flower stands: the stem's top, how far it leans right (degrees) and its turn. */
interface Bloom {
  top: V3;
  lean: number;
}
const BLOOMS: readonly Bloom[] = [
  { top: [-0.08, 0.48, 0.03], lean: 24 },
  { top: [0.01, 0.56, -0.02], lean: -6 },
  { top: [0.09, 0.44, 0.04], lean: -28 },
];

/** The unit direction a bloom opens toward, leaning `lean` degrees (about Z) from upright. */
function axis(lean: number): V3 {
  const a = (lean * Math.PI) / 180;
  return [-Math.sin(a), Math.cos(a), 0];
}

/** The spathe's outline: a narrow throat on the stem flaring into a wide open mouth. */
const SPATHE: readonly V2[] = [
  [0.005, 0.0],
  [0.014, 0.035],
  [0.028, 0.08],
  [0.05, 0.125],
  [0.072, 0.145],
];

const callaLily: KindDecl = {
  kind: 'calla lily',
  nouns: ['calla lily', 'calla lilies', 'calla', 'callas', 'arum lily', 'arum lilies'],
  size: [0.66, 0.4],
  parts: [
    part('pot', { cyl: POT_H, r: 0.085, rTop: 0.11 }, 'terracotta', {
      color: 0xb8643e,
      answersTo: ['pot', 'planter'],
    }),
    part('soil', { cyl: 0.01, r: 0.102 }, 'plain', {
      at: [0, SOIL_Y, 0],
      color: 0x3d2a1c,
      role: 'fixed',
      answersTo: ['soil', 'earth'],
    }),
    // Long smooth stems from the soil to each flower.
    ...BLOOMS.map((b, i) =>
      rod(`stem_${i + 1}`, [b.top[0] * 0.25, SOIL_Y, b.top[2] * 0.5], b.top, 0.008, 'leaf', {
        color: 0x3f7a2e,
        answersTo: ['stems', 'stalks'],
      }),
    ),
    // Each flower: a white trumpet (the spathe) turned from its stem's top, flaring open.
    ...BLOOMS.map((b, i) =>
      part(`spathe_${i + 1}`, { lathe: SPATHE, smooth: true, wall: 0.002 }, 'flower', {
        at: b.top,
        turn: [0, 0, b.lean],
        colors: [0xf8f7f0, 0xf8f7f0, 0xf4ecf4],
        answersTo: ['flowers', 'petals', 'spathes', 'trumpets', 'blooms'],
      }),
    ),
    // The yellow spike (spadix) standing in each trumpet.
    ...BLOOMS.map((b, i) => {
      const d = axis(b.lean);
      const from: V3 = [b.top[0] + d[0] * 0.015, b.top[1] + d[1] * 0.015, b.top[2]];
      const to: V3 = [b.top[0] + d[0] * 0.1, b.top[1] + d[1] * 0.1, b.top[2]];
      return rod(`spadix_${i + 1}`, from, to, 0.009, 'plain', {
        color: 0xf2c21e,
        role: 'accent',
        answersTo: ['spadix', 'spike', 'stamen', 'pollen'],
      });
    }),
    // Arrow-shaped leaves on their own stalks, spreading low around the stems.
    ...[-1, 1].flatMap((side, i) => {
      const tip: V3 = [side * 0.14, 0.4, i === 0 ? 0.05 : -0.04];
      const base: V3 = [side * 0.02, SOIL_Y, 0];
      const mid: V3 = [side * 0.09, 0.32, tip[2] * 0.8];
      return [
        rod(`leaf_stalk_${i + 1}`, base, mid, 0.004, 'leaf', {
          color: 0x3f7a2e,
          answersTo: ['leaves', 'stalks'],
        }),
        part(`leaf_${i + 1}`, { ellipsoid: [0.06, 0.13, 0.006] }, 'leaf', {
          at: [(mid[0] + tip[0]) / 2 + side * 0.01, (mid[1] + tip[1]) / 2 + 0.03, tip[2]],
          turn: [0, 0, -side * 30],
          color: 0x2f6b2a,
          answersTo: ['leaves', 'leaf'],
        }),
      ];
    }),
  ],
};

// --- Lederhosen ------------------------------------------------------------------------------

/** The leather shorts from the front: a waist, two legs ending above the knee, the crotch. */
const LEDERHOSEN: readonly V2[] = [
  [-0.2, 0.5],
  [0.2, 0.5],
  [0.27, 0.03],
  [0.03, 0],
  [0, 0.28],
  [-0.03, 0],
  [-0.27, 0.03],
];
const LEATHER = 0x6b4a2e;
const TRIM = 0x3e2a1a;
const BRACE_TOP = 0.96;
const BAR_Y = 0.78;

const lederhosen: KindDecl = {
  kind: 'lederhosen',
  nouns: ['lederhosen', 'leather shorts', 'bavarian shorts', 'leather breeches'],
  size: [BRACE_TOP + 0.02, 0.55],
  parts: [
    part('body', { extrude: LEDERHOSEN, depth: 0.13 }, 'leather', {
      color: LEATHER,
      answersTo: ['shorts', 'leather', 'body', 'legs'],
    }),
    part('waistband', { box: [0.41, 0.05, 0.14] }, 'leather', {
      at: [0, 0.455, 0],
      color: TRIM,
      role: 'accent',
      answersTo: ['waistband', 'belt'],
    }),
    // The front flap, a lighter stitched panel buttoned at its top corners.
    part('flap', { box: [0.2, 0.17, 0.01] }, 'leather', {
      at: [0, 0.27, 0.066],
      color: 0x7d5836,
      role: 'accent',
      answersTo: ['flap', 'front flap'],
    }),
    part('hem', { box: [0.24, 0.03, 0.135] }, 'leather', {
      at: [0.15, 0.012, 0],
      mirror: true,
      turn: [0, 0, 3],
      color: TRIM,
      role: 'accent',
      answersTo: ['hem', 'cuffs'],
    }),
    // The braces: two straps up from the waistband, joined across the chest by an embroidered
    // bar — the H that tells lederhosen from plain shorts.
    rod('brace_left', [-0.12, 0.47, 0.072], [-0.14, BRACE_TOP, 0.04], 0.018, 'leather', {
      color: TRIM,
      answersTo: ['braces', 'suspenders', 'straps'],
    }),
    rod('brace_right', [0.12, 0.47, 0.072], [0.14, BRACE_TOP, 0.04], 0.018, 'leather', {
      color: TRIM,
      answersTo: ['braces', 'suspenders', 'straps'],
    }),
    part('chest_bar', { box: [0.33, 0.075, 0.02] }, 'leather', {
      at: [0, BAR_Y - 0.037, 0.058],
      color: 0x5a3c22,
      role: 'accent',
      answersTo: ['chest bar', 'bar', 'strap'],
    }),
    part('embroidery', { ellipsoid: [0.03, 0.022, 0.006] }, 'fabric', {
      at: [0, BAR_Y, 0.068],
      copies: [
        [-0.09, 0, 0],
        [0.09, 0, 0],
      ],
      color: 0xf1e6c8,
      role: 'detail',
      answersTo: ['embroidery', 'edelweiss'],
    }),
    part('button', { cyl: 0.008, r: 0.013 }, 'plain', {
      at: [-0.085, 0.34, 0.07],
      turn: [90, 0, 0],
      copies: [
        [0.17, 0, 0],
        [-0.035, 0.12, 0.005],
        [0.205, 0.12, 0.005],
      ],
      color: 0xd9c9a8,
      role: 'detail',
      answersTo: ['buttons'],
    }),
  ],
};

/** The round's kinds, registered in declared/index.ts. */
export const S28_R2THINGS_KINDS: readonly KindDecl[] = [
  signetRing,
  jigger,
  decanter,
  hatbox,
  callaLily,
  lederhosen,
];
