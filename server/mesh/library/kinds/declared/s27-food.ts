/**
 * Dishes said often and still unknown (issue #32, session 27; docs/decisions.md "Food and
 * drink by family, session 27"), each drawn as served so it reads from the default camera:
 * two grilled patties on a plate, a soufflé risen above its white ramekin, a haggis with its
 * neeps and tatties, an apple strudel with a slice cut to show its spiral, a bowl of
 * sauerkraut's pale shreds, and a cheese fondue pot over its burner with a fork of bread
 * dipped in it; white meringues on a dark plate. Plain data.
 */
import type { KindDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { at, part } from './part-shorthand.ts';
import { bowl, plate } from './tableware-parts.ts';

// --- Patty -----------------------------------------------------------------------------------

const PATTY_Y = 0.006;

const PATTY: KindDecl = {
  // Two round flat patties of minced meat, browned with grill marks, side by side on a plate.
  kind: 'patty',
  nouns: ['patty', 'patties', 'burger patty', 'meat patty', 'hamburger patty'],
  size: [0.03, 0.22],
  parts: [
    plate(0.11),
    part('patty', { cyl: 0.016, r: 0.042 }, 'plain', {
      ...at([
        [-0.046, PATTY_Y, -0.01],
        [0.046, PATTY_Y, 0.012],
      ]),
      color: 0x6a3a22,
      answersTo: ['patty', 'meat'],
    }),
    // A browned rim round each patty's top edge, so the flat disc reads as cooked meat.
    part('crust', { ring: 0.04, r: 0.004 }, 'plain', {
      turn: [90, 0, 0],
      ...at([
        [-0.046, PATTY_Y + 0.015, -0.01],
        [0.046, PATTY_Y + 0.015, 0.012],
      ]),
      color: 0x3e1e0e,
      role: 'fixed',
      answersTo: ['crust'],
    }),
    part('grill', { box: [0.006, 0.002, 0.07], round: 0.0008 }, 'plain', {
      turn: [0, 35, 0],
      ...at(
        [-0.046, 0.046].flatMap((x, i) =>
          [-0.018, 0, 0.018].map((d) => [x + d, PATTY_Y + 0.0158, i ? 0.012 : -0.01] as V3),
        ),
      ),
      color: 0x2a140a,
      role: 'fixed',
      answersTo: ['grill marks'],
    }),
  ],
};

// --- Souffle ---------------------------------------------------------------------------------

const RAMEKIN_R = 0.045;
const RAMEKIN_H = 0.05;

const SOUFFLE: KindDecl = {
  // A white fluted ramekin, the soufflé risen well above its rim: a straight-sided golden
  // column with a browned, domed and cracked top.
  kind: 'souffle',
  nouns: ['souffle', 'souffles', 'cheese souffle', 'chocolate souffle'],
  size: [0.11, 0.1],
  parts: [
    part('ramekin', { cyl: RAMEKIN_H, r: RAMEKIN_R }, 'ceramic', {
      color: 0xfaf8f2,
      role: 'detail',
      answersTo: ['ramekin', 'dish', 'bowl'],
    }),
    // The fluting: upright ribs round the ramekin's outside.
    part('flute', { box: [0.004, RAMEKIN_H - 0.006, 0.004], round: 0.0015 }, 'ceramic', {
      ...at(
        Array.from({ length: 24 }, (_, i) => {
          const a = (i / 24) * Math.PI * 2;
          return [Math.cos(a) * RAMEKIN_R, 0.003, Math.sin(a) * RAMEKIN_R] as V3;
        }),
      ),
      color: 0xfaf8f2,
      role: 'detail',
      answersTo: ['ramekin'],
    }),
    part(
      'souffle',
      {
        lathe: [
          [0.001, RAMEKIN_H - 0.002],
          [RAMEKIN_R - 0.003, RAMEKIN_H - 0.002],
          [RAMEKIN_R - 0.002, RAMEKIN_H + 0.02],
          [RAMEKIN_R - 0.004, RAMEKIN_H + 0.036],
          [RAMEKIN_R * 0.6, RAMEKIN_H + 0.048],
          [0.001, RAMEKIN_H + 0.052],
        ],
        smooth: true,
      },
      'plain',
      { color: 0xe8a83a, answersTo: ['souffle', 'top'] },
    ),
    // The browned crown and its cracks.
    part('crown', { ellipsoid: [RAMEKIN_R * 0.8, 0.011, RAMEKIN_R * 0.8] }, 'plain', {
      at: [0, RAMEKIN_H + 0.042, 0],
      color: 0xb8701e,
      role: 'fixed',
      answersTo: ['crust'],
    }),
    part('crack', { box: [0.05, 0.004, 0.003] }, 'plain', {
      turn: [0, 30, 0],
      at: [0.002, RAMEKIN_H + 0.05, 0.004],
      copies: [[-0.004, -0.001, -0.014]],
      color: 0xf8e0a0,
      role: 'fixed',
    }),
  ],
};

// --- Haggis ----------------------------------------------------------------------------------

const HAGGIS: KindDecl = {
  // A haggis served: a plump round pudding in its grey-brown casing, tied off at one end and
  // slit open to show the dark crumbly filling, on a plate with orange neeps (mashed swede)
  // and white tatties (mashed potato).
  kind: 'haggis',
  nouns: ['haggis', 'haggises'],
  size: [0.09, 0.24],
  parts: [
    plate(0.12),
    part('casing', { ellipsoid: [0.066, 0.046, 0.056] }, 'plain', {
      at: [-0.012, 0.048, -0.014],
      color: 0x6e4e3a,
      answersTo: ['haggis', 'casing', 'skin'],
    }),
    // Slit open along its top: the dark, crumbly oatmeal-and-meat filling spills out of the
    // split towards the viewer and onto the plate.
    part('split', { ellipsoid: [0.05, 0.014, 0.02] }, 'plain', {
      turn: [-25, 0, 0],
      at: [-0.012, 0.082, 0.012],
      color: 0x3e2414,
      role: 'accent',
      answersTo: ['filling'],
    }),
    part('crumbs', { ball: 0.009 }, 'plain', {
      ...at([
        [-0.03, 0.012, 0.042],
        [-0.012, 0.014, 0.048],
        [0.006, 0.011, 0.044],
        [-0.02, 0.022, 0.038],
        [0.0, 0.024, 0.036],
        [-0.004, 0.072, 0.03],
        [-0.026, 0.074, 0.028],
      ]),
      color: 0x4a2c18,
      role: 'accent',
      answersTo: ['filling'],
    }),
    part('neeps', { ellipsoid: [0.034, 0.022, 0.03] }, 'plain', {
      at: [0.066, 0.008, 0.04],
      color: 0xd8701a,
      role: 'fixed',
      answersTo: ['neeps', 'swede', 'turnip'],
    }),
    part('tatties', { ellipsoid: [0.034, 0.024, 0.03] }, 'plain', {
      at: [0.05, 0.008, -0.05],
      color: 0xf6f0dc,
      role: 'fixed',
      answersTo: ['tatties', 'potato', 'potatoes', 'mash'],
    }),
  ],
};

// --- Strudel ---------------------------------------------------------------------------------

const STRUDEL_R = 0.032;

const STRUDEL: KindDecl = {
  // An apple strudel: a long golden roll of pastry on a board, dusted with icing sugar, one
  // slice cut off and lying on its side to show the spiral of pastry round the apple filling.
  kind: 'strudel',
  nouns: ['strudel', 'strudels', 'apple strudel', 'apfelstrudel'],
  size: [0.07, 0.3],
  parts: [
    part('board', { box: [0.3, 0.014, 0.14], round: 0.004 }, 'wood', {
      color: 0xb8864e,
      role: 'fixed',
      answersTo: ['board'],
    }),
    part(
      'pastry',
      {
        capsule: [
          [-0.1, 0.014 + STRUDEL_R * 0.8, -0.02],
          [0.06, 0.014 + STRUDEL_R * 0.8, -0.02],
        ],
        r: STRUDEL_R,
      },
      'plain',
      { color: 0xc07828, answersTo: ['pastry', 'strudel', 'crust'] },
    ),
    // The layers' ridges across its back.
    part('ridge', { ring: STRUDEL_R - 0.001, r: 0.0025, arc: 160, from: 10 }, 'plain', {
      turn: [0, 90, 0],
      ...at(
        [-0.07, -0.04, -0.01, 0.02, 0.05].map((x) => [x, 0.014 + STRUDEL_R * 0.8, -0.02] as V3),
      ),
      color: 0x9a5218,
      role: 'fixed',
    }),
    part('sugar', { ellipsoid: [0.085, 0.004, 0.02] }, 'plain', {
      at: [-0.02, 0.014 + STRUDEL_R * 1.78, -0.02],
      color: 0xfcfaf6,
      role: 'fixed',
      answersTo: ['sugar', 'icing sugar'],
    }),
    // The cut slice, standing on its edge facing the viewer: a pastry disc, its filling, and
    // the spiral of pastry through it.
    part('slice', { cyl: 0.02, r: STRUDEL_R }, 'plain', {
      turn: [90, 0, 0],
      at: [0.1, 0.014 + STRUDEL_R, 0.05],
      color: 0xc07828,
      answersTo: ['slice', 'pastry'],
    }),
    part('filling', { cyl: 0.022, r: STRUDEL_R * 0.8 }, 'plain', {
      turn: [90, 0, 0],
      at: [0.1, 0.014 + STRUDEL_R, 0.051],
      color: 0xb88a2a,
      role: 'accent',
      answersTo: ['filling', 'apple', 'apples'],
    }),
    part('spiral', { ring: STRUDEL_R * 0.45, r: 0.0022, arc: 300, from: 20 }, 'plain', {
      at: [0.1, 0.014 + STRUDEL_R, 0.0735],
      color: 0xe8b868,
      role: 'fixed',
    }),
    part('spiral_inner', { ring: STRUDEL_R * 0.2, r: 0.002, arc: 280, from: 200 }, 'plain', {
      at: [0.1, 0.014 + STRUDEL_R, 0.0735],
      color: 0xe8b868,
      role: 'fixed',
    }),
  ],
};

// --- Sauerkraut ------------------------------------------------------------------------------

/** Shreds of cabbage heaped in the bowl: thin curled strands at fixed places and turns. */
const SHREDS: readonly { at: V3; turn: V3 }[] = Array.from({ length: 26 }, (_, i) => {
  const a = i * 2.39996;
  const d = 0.012 + 0.05 * Math.sqrt(i / 26);
  return {
    at: [Math.cos(a) * d, 0.052 + (1 - d / 0.062) * 0.016, Math.sin(a) * d] as V3,
    turn: [(i * 37) % 40, (i * 71) % 180, (i * 53) % 30] as V3,
  };
});

const SAUERKRAUT: KindDecl = {
  // A bowl heaped with sauerkraut: a mound of pale straw-yellow shredded cabbage, its thin
  // curled strands lying every way on top.
  kind: 'sauerkraut',
  nouns: ['sauerkraut', 'sauerkrauts', 'choucroute'],
  size: [0.08, 0.16],
  parts: [
    bowl(0.075, 0.055, 0x3a5a8a),
    part(
      'mound',
      {
        lathe: [
          [0.001, 0.02],
          [0.068, 0.048],
          [0.05, 0.062],
          [0.001, 0.07],
        ],
        smooth: true,
      },
      'plain',
      { color: 0xd8c464, answersTo: ['sauerkraut', 'cabbage'] },
    ),
    ...SHREDS.map((s, i) =>
      part(`shred_${i + 1}`, { ring: 0.012, r: 0.0018, arc: 150 }, 'plain', {
        turn: s.turn,
        at: s.at,
        color: i % 3 === 0 ? 0xc8b048 : 0xe8d888,
        role: 'fixed',
        answersTo: ['sauerkraut', 'cabbage'],
      }),
    ),
  ],
};

// --- Fondue ----------------------------------------------------------------------------------

const POT_Y = 0.06;
const POT_R = 0.065;

const FONDUE: KindDecl = {
  // A cheese fondue: a red enamel caquelon on a black iron stand over a small burner's
  // flame, full of melted yellow cheese, two long forks with cubes of bread dipped in it.
  kind: 'fondue',
  nouns: ['fondue', 'fondues', 'cheese fondue', 'fondue pot', 'chocolate fondue'],
  size: [0.24, 0.2],
  parts: [
    part('stand', { ring: 0.07, r: 0.004 }, 'iron', {
      turn: [90, 0, 0],
      at: [0, 0.004, 0],
      color: 0x2a2a2e,
      role: 'detail',
      answersTo: ['stand'],
    }),
    part(
      'leg',
      {
        capsule: [
          [0, 0.004, 0.07],
          [0, POT_Y, 0.06],
        ],
        r: 0.004,
      },
      'iron',
      {
        copies: [
          [0.0606, 0, -0.105],
          [-0.0606, 0, -0.105],
        ],
        color: 0x2a2a2e,
        role: 'detail',
        answersTo: ['stand', 'legs'],
      },
    ),
    part('burner', { cyl: 0.024, r: 0.024 }, 'steel', {
      color: 0xb8bcc2,
      role: 'detail',
      answersTo: ['burner'],
    }),
    part('flame', { ellipsoid: [0.012, 0.016, 0.012] }, 'light', {
      at: [0, 0.038, 0],
      color: 0xff9a2a,
      role: 'fixed',
      answersTo: ['flame'],
    }),
    part(
      'pot',
      {
        lathe: [
          [POT_R * 0.7, 0],
          [POT_R, 0.02],
          [POT_R, 0.055],
          [POT_R * 0.96, 0.065],
        ],
        smooth: true,
        wall: 0.004,
      },
      'plastic',
      { at: [0, POT_Y, 0], color: 0xb82a1e, answersTo: ['pot', 'caquelon'] },
    ),
    part(
      'handle',
      {
        capsule: [
          [POT_R, POT_Y + 0.045, 0],
          [POT_R + 0.07, POT_Y + 0.05, 0],
        ],
        r: 0.007,
      },
      'wood',
      {
        color: 0x7a4a24,
        role: 'fixed',
        answersTo: ['handle'],
      },
    ),
    part('cheese', { cyl: 0.004, r: POT_R * 0.95 }, 'plastic', {
      at: [0, POT_Y + 0.054, 0],
      color: 0xf0c840,
      role: 'accent',
      answersTo: ['cheese', 'chocolate'],
    }),
    // Two long forks reaching in from outside, a cube of bread on each, one lifted out
    // dripping.
    part(
      'fork',
      {
        capsule: [
          [0.01, POT_Y + 0.05, 0.01],
          [-0.05, POT_Y + 0.16, 0.1],
        ],
        r: 0.002,
      },
      'steel',
      {
        copies: [[0.02, 0.02, -0.03]],
        color: 0xc8ccd2,
        role: 'detail',
        answersTo: ['fork', 'forks'],
      },
    ),
    part(
      'fork_grip',
      {
        capsule: [
          [-0.05, POT_Y + 0.16, 0.1],
          [-0.08, POT_Y + 0.215, 0.15],
        ],
        r: 0.005,
      },
      'plastic',
      {
        copies: [[0.02, 0.02, -0.03]],
        color: 0x1a6a3a,
        role: 'fixed',
        answersTo: ['fork', 'handle'],
      },
    ),
    part('bread', { box: [0.018, 0.018, 0.018], round: 0.004 }, 'plain', {
      turn: [20, 30, 10],
      at: [0.012, POT_Y + 0.05, 0.008],
      copies: [[0.02, 0.035, -0.03]],
      color: 0xf0dca0,
      role: 'fixed',
      answersTo: ['bread'],
    }),
    part('drip', { ellipsoid: [0.011, 0.006, 0.011] }, 'plastic', {
      at: [0.032, POT_Y + 0.078, -0.022],
      color: 0xf0c840,
      role: 'fixed',
      answersTo: ['cheese'],
    }),
  ],
};

// --- Meringue --------------------------------------------------------------------------------

/** Where the meringues stand on the plate. */
const KISSES: readonly V3[] = [
  [0, 0.006, 0],
  [0.05, 0.006, 0.012],
  [-0.048, 0.006, 0.016],
  [0.02, 0.006, -0.046],
  [-0.026, 0.006, 0.056],
];

const MERINGUE: KindDecl = {
  // Meringues as they are baked and served: white piped kisses, each a swirl of three coils
  // drawn up to a curled peak, the peaks just golden, on a plate.
  kind: 'meringue',
  nouns: ['meringue', 'meringues', 'meringue cookie'],
  size: [0.05, 0.2],
  parts: [
    // A dark plate, so the white meringues show.
    plate(0.1, 0x34466a),
    part(
      'meringue',
      {
        lathe: [
          [0.001, 0],
          [0.02, 0],
          [0.021, 0.006],
          [0.014, 0.018],
          [0.006, 0.03],
          [0.001, 0.036],
        ],
        smooth: true,
      },
      'plain',
      { ...at(KISSES), color: 0xfaf2e0, answersTo: ['meringue', 'meringues'] },
    ),
    // The piped coils round each one.
    ...[
      [0.018, 0.006, 0.0045],
      [0.013, 0.016, 0.004],
      [0.008, 0.025, 0.0032],
    ].map(([r, y, t], i) =>
      part(`coil_${i + 1}`, { ring: r!, r: t! }, 'plain', {
        turn: [90, 0, 0],
        ...at(KISSES.map(([x, y0, z]) => [x, y0 + y!, z] as V3)),
        color: 0xeee0c4,
        role: 'fixed',
        answersTo: ['meringue'],
      }),
    ),
    part('peak', { ellipsoid: [0.004, 0.006, 0.004] }, 'plain', {
      turn: [0, 0, 20],
      ...at(KISSES.map(([x, y0, z]) => [x + 0.001, y0 + 0.036, z] as V3)),
      color: 0xd8a860,
      role: 'fixed',
      answersTo: ['peak', 'tip'],
    }),
  ],
};

export const S27_FOOD_KINDS: readonly KindDecl[] = [
  MERINGUE,
  PATTY,
  SOUFFLE,
  HAGGIS,
  STRUDEL,
  SAUERKRAUT,
  FONDUE,
];
