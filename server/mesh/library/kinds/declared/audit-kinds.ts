/**
 * Kinds for nouns the noun audit took off a near kind (issue #32, session 17;
 * bench/mesh-noun-audit.ts): each was listed on a sibling that looks otherwise — a mango on the
 * avocado, a waffle on the pancake stack, a balloon on the ball, a crayon on the pencil, shorts
 * on the trousers, a kimono on the bathrobe, a walking stick on the crutch, a yo-yo on the
 * spinning top, a set square on the straight ruler, a bolt or screw on the nail, a lime on the
 * lemon, a sweater on the T-shirt, a cauliflower on the broccoli, a whistle on the flute — or
 * read by its last word (a petri dish as a bowl). Each shows what tells it from that sibling.
 */
import type { V2, V3 } from '../../geo.ts';
import type { KindDecl, PartDecl } from '../../declare.ts';
import { CLASS_LOOKS } from './class-looks.ts';
import { SWEATER } from './outlines.ts';
import { WEAR_EAT_GROW_LOOKS } from './wear-eat-grow-looks.ts';
import { VARIANT_LOOKS } from './variant-looks.ts';

/** Shorts: the trousers' outline cut above the knee, legs flared a little. */
const SHORTS: V2[] = [
  [-0.2, 0.5],
  [0.2, 0.5],
  [0.26, 0.02],
  [0.03, 0],
  [0, 0.3],
  [-0.03, 0],
  [-0.26, 0.02],
];

/** A kimono from the front: a straight body and the wide, hanging rectangular sleeves. */
const KIMONO: V2[] = [
  [-0.42, 0],
  [0.42, 0],
  [0.38, 0.86],
  [0.72, 0.86],
  [0.72, 1.36],
  [0.12, 1.44],
  [0, 1.36],
  [-0.12, 1.44],
  [-0.72, 1.36],
  [-0.72, 0.86],
  [-0.38, 0.86],
];

/** A balloon's side outline, [radius, height]: the knot's neck below, the round top above. */
const BALLOON: V2[] = [
  [0, 0.3],
  [0.03, 0.315],
  [0.09, 0.37],
  [0.135, 0.45],
  [0.145, 0.53],
  [0.125, 0.61],
  [0.075, 0.66],
  [0, 0.675],
];

/** A waffle's 4 × 4 square pockets, pressed into its top. */
const WAFFLE_POCKETS: readonly V3[] = Array.from(
  { length: 16 },
  (_, i) => [-0.06 + (i % 4) * 0.04, 0.014, -0.06 + Math.floor(i / 4) * 0.04] as V3,
);

/** Colonies on a petri dish's agar, scattered. */
const COLONIES: readonly V3[] = [
  [0.012, 0.007, 0.01],
  [-0.02, 0.007, 0.004],
  [0.005, 0.007, -0.022],
  [-0.008, 0.007, 0.025],
  [0.028, 0.007, -0.008],
  [-0.026, 0.007, -0.018],
];

/** A hexagon's corners on the ground plane, for a bolt's head and nut. */
const hexagon = (r: number): V2[] =>
  Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i;
    return [r * Math.cos(a), r * Math.sin(a)] as V2;
  });

/** Bumps of a cauliflower's curd over its dome. */
const CURDS: readonly V3[] = [
  [0.035, 0.0, 0.0],
  [-0.035, 0.0, 0.0],
  [0.0, 0.0, 0.035],
  [0.0, 0.0, -0.035],
  [0.0, 0.02, 0.0],
  [0.025, -0.005, 0.025],
  [-0.025, -0.005, -0.025],
  [0.025, -0.005, -0.025],
  [-0.025, -0.005, 0.025],
];

/** A pipe organ's front pipes: nine, tallest in the middle, standing on the case. */
const ORGAN_PIPES: PartDecl[] = Array.from({ length: 9 }, (_, i) => ({
  name: `pipe_${i + 1}`,
  shape: { cyl: 1.1 + 0.9 * (1 - Math.abs(i - 4) / 4), r: 0.065 },
  at: [-0.6 + i * 0.15, 0.55, -0.2] as V3,
  finish: 'brass',
  role: 'accent' as const,
  answersTo: ['pipe', 'pipes'],
}));

/** A tree stump's roots, spreading along the ground to four sides. */
const ROOTS: readonly (readonly [V3, V3])[] = [
  [
    [0.22, 0.07, 0],
    [0.55, 0.02, 0.05],
  ],
  [
    [-0.22, 0.07, 0],
    [-0.52, 0.02, -0.08],
  ],
  [
    [0, 0.07, 0.22],
    [0.06, 0.02, 0.54],
  ],
  [
    [0, 0.07, -0.22],
    [-0.05, 0.02, -0.56],
  ],
];

/** A handgun's side: the slide and barrel over the frame, the grip slanting down behind. */
const PISTOL: V2[] = [
  [-0.09, 0.145],
  [0.11, 0.145],
  [0.11, 0.105],
  [-0.025, 0.105],
  [-0.035, 0.085],
  [-0.045, 0],
  [-0.092, 0],
  [-0.098, 0.12],
];

export const AUDIT_KINDS: readonly KindDecl[] = [
  {
    // Oval, lying on its side, yellow-orange with a red blush at the stem end.
    kind: 'mango',
    nouns: ['mango', 'mangoes', 'mangos', 'papaya'],
    looks: CLASS_LOOKS['mango'].looks,
    size: [0.1, 0.15],
    parts: [
      {
        name: 'body',
        shape: { ellipsoid: [0.075, 0.05, 0.052] },
        turn: [0, 0, -8],
        at: [0, 0.05, 0],
        finish: 'plain',
        color: 0xf5a623,
      },
      {
        name: 'blush',
        shape: { ellipsoid: [0.042, 0.045, 0.048] },
        at: [-0.032, 0.054, 0],
        finish: 'plain',
        color: 0xd8502a,
        role: 'accent',
      },
      {
        name: 'stem',
        shape: { cyl: 0.014, r: 0.004 },
        turn: [0, 0, 20],
        at: [-0.06, 0.088, 0],
        finish: 'wood',
        color: 0x5a4020,
        role: 'fixed',
      },
    ],
  },
  {
    // A square waffle with its grid of pockets and a pat of butter.
    kind: 'waffle',
    nouns: ['waffle', 'waffles', 'belgian waffle'],
    size: [0.04, 0.17],
    parts: [
      {
        name: 'waffle',
        shape: { box: [0.17, 0.022, 0.17], round: 0.006 },
        minus: WAFFLE_POCKETS.map((at) => ({ shape: { box: [0.03, 0.02, 0.03] }, at })),
        finish: 'plain',
        color: 0xd9a048,
      },
      {
        name: 'butter',
        shape: { box: [0.035, 0.014, 0.035], round: 0.003 },
        at: [0.02, 0.018, 0.02],
        finish: 'plain',
        color: 0xf6e08a,
        role: 'accent',
        answersTo: ['butter'],
      },
    ],
  },
  {
    // A round rubber balloon with its knot and a string hanging to the ground.
    kind: 'balloon',
    nouns: ['balloon', 'balloons', 'party balloon', 'toy balloon', 'helium balloon'],
    size: [0.7, 0.3],
    parts: [
      {
        name: 'balloon',
        shape: { lathe: BALLOON, smooth: true },
        finish: 'plastic',
        color: 0xe53935,
      },
      {
        name: 'knot',
        shape: { cyl: 0.03, r: 0.005, rTop: 0.014 },
        at: [0, 0.28, 0],
        finish: 'plastic',
        color: 0xe53935,
      },
      {
        name: 'string',
        shape: {
          sweep: [
            [0, 0.29, 0],
            [0.02, 0.2, 0],
            [-0.015, 0.1, 0.01],
            [0.01, 0.005, 0],
          ],
          r: 0.004,
        },
        finish: 'fabric',
        color: 0xf4f4f4,
        role: 'fixed',
      },
    ],
  },
  {
    // A stubby wax stick in its paper wrapper, the tip worn to a blunt cone.
    kind: 'crayon',
    nouns: ['crayon', 'crayons'],
    size: [0.02, 0.1],
    parts: [
      {
        name: 'wax',
        shape: { cyl: 0.075, r: 0.0065 },
        turn: [0, 0, -90],
        at: [-0.045, 0.0065, 0],
        finish: 'plastic',
        color: 0xd32f2f,
      },
      {
        name: 'tip',
        shape: { cyl: 0.016, r: 0.0065, rTop: 0.0018 },
        turn: [0, 0, -90],
        at: [0.029, 0.0065, 0],
        finish: 'plastic',
        color: 0xd32f2f,
      },
      {
        name: 'wrapper',
        shape: { cyl: 0.05, r: 0.0071 },
        turn: [0, 0, -90],
        at: [-0.04, 0.0065, 0],
        finish: 'paper',
        color: 0xb71c1c,
        role: 'accent',
        answersTo: ['label', 'paper'],
      },
      {
        name: 'band',
        shape: { cyl: 0.003, r: 0.0074 },
        turn: [0, 0, -90],
        at: [-0.035, 0.0065, 0],
        copies: [[0.034, 0, 0]],
        finish: 'paint',
        color: 0x1a1a1a,
        role: 'fixed',
      },
    ],
  },
  {
    // Trousers cut above the knee, with a waistband.
    kind: 'shorts',
    nouns: [
      'shorts',
      'short pants',
      'bermuda shorts',
      'bermudas',
      'cargo shorts',
      // Loose legs, not the briefs' high cut.
      'boxers',
      'boxer shorts',
      'trunks',
      'swim trunks',
      'swimming trunks',
    ],
    size: [0.55, 0.52],
    parts: [
      {
        name: 'body',
        shape: { extrude: SHORTS, depth: 0.13, round: 0.02 },
        finish: 'fabric',
        color: 0xc2a878,
      },
      {
        name: 'waistband',
        shape: { box: [0.42, 0.05, 0.14] },
        at: [0, 0.47, 0],
        finish: 'fabric',
        color: 0xa88c5c,
        role: 'accent',
      },
      {
        name: 'hem',
        shape: { box: [0.23, 0.03, 0.135] },
        at: [0.145, 0.01, 0],
        mirror: true,
        turn: [0, 0, 3],
        finish: 'fabric',
        color: 0xa88c5c,
        role: 'accent',
      },
    ],
  },
  {
    // The T of a kimono: wide hanging sleeves, a broad obi sash and the crossed collar.
    kind: 'kimono',
    nouns: ['kimono', 'yukata'],
    size: [1.45, 1.44],
    parts: [
      {
        name: 'body',
        shape: { extrude: KIMONO, depth: 0.1, round: 0.015 },
        finish: 'fabric',
        color: 0xb8283a,
      },
      {
        name: 'obi',
        shape: { box: [0.8, 0.2, 0.13] },
        at: [0, 0.66, 0],
        finish: 'fabric',
        color: 0xe6b84a,
        role: 'accent',
        answersTo: ['sash', 'belt'],
      },
      {
        name: 'collar',
        shape: {
          extrude: [
            [-0.15, 1.42],
            [-0.07, 1.42],
            [0.08, 0.74],
            [0.0, 0.74],
          ],
          depth: 0.11,
        },
        finish: 'fabric',
        color: 0xf4efe2,
        role: 'detail',
      },
      {
        name: 'collar_over',
        shape: {
          extrude: [
            [0.07, 1.42],
            [0.15, 1.42],
            [0.06, 0.74],
            [-0.02, 0.74],
          ],
          depth: 0.114,
        },
        finish: 'fabric',
        color: 0xf4efe2,
        role: 'detail',
        answersTo: ['collar'],
      },
    ],
  },
  {
    // A shallow glass dish of amber agar with colonies growing on it.
    kind: 'petri dish',
    nouns: ['petri dish', 'petri dishes', 'culture dish', 'agar plate'],
    size: [0.015, 0.09],
    parts: [
      {
        name: 'dish',
        shape: {
          lathe: [
            [0, 0],
            [0.045, 0],
            [0.045, 0.013],
          ],
          wall: 0.0015,
        },
        finish: 'glass',
      },
      {
        name: 'agar',
        shape: { cyl: 0.006, r: 0.0436 },
        at: [0, 0.001, 0],
        finish: 'plain',
        color: 0xe8c060,
        role: 'accent',
      },
      {
        name: 'colony',
        shape: { ellipsoid: [0.004, 0.0015, 0.004] },
        at: [0.012, 0.007, 0.01],
        copies: COLONIES.slice(1).map(([x, y, z]) => [x - 0.012, y - 0.007, z - 0.01] as V3),
        finish: 'plain',
        color: 0xf6f2e4,
        role: 'fixed',
      },
    ],
  },
  {
    // A straight stick with a crook handle and a rubber tip ("a white cane" is one in white:
    // the colour word stays a colour, so the compound is not listed).
    kind: 'walking stick',
    nouns: ['walking stick', 'cane', 'walking cane', 'walking staff'],
    size: [0.92, 0.12],
    parts: [
      {
        name: 'shaft',
        shape: { cyl: 0.84, r: 0.011 },
        at: [0, 0.02, 0],
        finish: 'wood',
        color: 0x5a3a22,
      },
      {
        name: 'handle',
        shape: { ring: 0.045, r: 0.012, arc: 200, from: -10 },
        at: [0.045, 0.86, 0],
        finish: 'wood',
        color: 0x5a3a22,
      },
      {
        name: 'tip',
        shape: { cyl: 0.03, r: 0.013 },
        finish: 'rubber',
        role: 'fixed',
      },
    ],
  },
  {
    // Two discs on a short axle with the string rising from it to a finger loop.
    kind: 'yo-yo',
    nouns: ['yo-yo', 'yoyo', 'yo yo'],
    size: [0.2, 0.06],
    parts: [
      {
        name: 'disc',
        shape: { cyl: 0.012, r: 0.03, rTop: 0.026 },
        turn: [90, 0, 0],
        at: [0, 0.03, 0.003],
        finish: 'plastic',
        color: 0xd32f2f,
      },
      {
        name: 'disc_back',
        shape: { cyl: 0.012, r: 0.026, rTop: 0.03 },
        turn: [90, 0, 0],
        at: [0, 0.03, -0.015],
        finish: 'plastic',
        color: 0xd32f2f,
        answersTo: ['disc'],
      },
      {
        name: 'axle',
        shape: { cyl: 0.01, r: 0.007 },
        turn: [90, 0, 0],
        at: [0, 0.03, -0.005],
        finish: 'plastic',
        color: 0xf2f2f2,
        role: 'fixed',
      },
      {
        name: 'string',
        shape: {
          sweep: [
            [0, 0.03, 0],
            [0, 0.17, 0],
          ],
          r: 0.0015,
        },
        finish: 'fabric',
        color: 0xf4f4f4,
        role: 'fixed',
      },
      {
        name: 'loop',
        shape: { ring: 0.01, r: 0.0015 },
        at: [0, 0.18, 0],
        finish: 'fabric',
        color: 0xf4f4f4,
        role: 'fixed',
      },
    ],
  },
  {
    // A right-angled plastic triangle with a triangular window, standing on one leg.
    kind: 'set square',
    nouns: ['set square', 'triangular ruler', 'triangle ruler', 'drafting triangle'],
    size: [0.2, 0.2],
    parts: [
      {
        name: 'triangle',
        shape: {
          extrude: [
            [-0.1, 0],
            [0.1, 0],
            [-0.1, 0.2],
          ],
          depth: 0.004,
        },
        minus: [
          {
            shape: {
              extrude: [
                [-0.075, 0.025],
                [0.035, 0.025],
                [-0.075, 0.135],
              ],
              depth: 0.01,
            },
          },
        ],
        finish: 'plastic',
        color: 0x6ab8e0,
      },
      {
        name: 'tick',
        shape: { box: [0.0015, 0.008, 0.0045] },
        at: [-0.09, 0, 0],
        copies: Array.from({ length: 17 }, (_, i) => [(i + 1) * 0.01, 0, 0] as V3),
        finish: 'paint',
        color: 0x1a1a1a,
        role: 'fixed',
      },
    ],
  },
  {
    // A hex bolt standing on its end: threaded shank, hexagonal head and a nut part way up.
    kind: 'bolt',
    nouns: ['bolt', 'screw', 'hex bolt', 'machine screw', 'screw bolt', 'nut and bolt'],
    size: [0.09, 0.03],
    parts: [
      {
        name: 'shank',
        shape: { cyl: 0.075, r: 0.008 },
        finish: 'steel',
      },
      {
        name: 'thread',
        shape: { ring: 0.008, r: 0.0016 },
        turn: [90, 0, 0],
        at: [0, 0.004, 0],
        copies: Array.from({ length: 11 }, (_, i) => [0, (i + 1) * 0.004, 0] as V3),
        finish: 'steel',
      },
      {
        name: 'head',
        shape: { plan: hexagon(0.015), height: 0.01 },
        at: [0, 0.075, 0],
        finish: 'steel',
        answersTo: ['top'],
      },
      {
        name: 'nut',
        shape: { plan: hexagon(0.014), height: 0.011 },
        minus: [{ shape: { cyl: 0.02, r: 0.0075 }, at: [0, -0.005, 0] }],
        at: [0, 0.05, 0],
        finish: 'steel',
        role: 'accent',
      },
    ],
    // A screw tapers to a point under a domed head with a cross slot, no nut (it read as the
    // nut and bolt).
    looks: {
      screw: {
        drop: ['shank', 'thread', 'head', 'nut'],
        parts: [
          {
            name: 'tip',
            shape: { cyl: 0.02, r: 0.0005, rTop: 0.008 },
            finish: 'steel',
          },
          {
            name: 'shank',
            shape: { cyl: 0.056, r: 0.008 },
            at: [0, 0.02, 0],
            finish: 'steel',
          },
          {
            name: 'thread',
            shape: { ring: 0.008, r: 0.0016 },
            turn: [90, 0, 0],
            at: [0, 0.012, 0],
            copies: Array.from({ length: 12 }, (_, i) => [0, (i + 1) * 0.0045, 0] as V3),
            finish: 'steel',
          },
          {
            name: 'head',
            shape: { ellipsoid: [0.016, 0.007, 0.016] },
            at: [0, 0.075, 0],
            minus: [{ shape: { box: [0.04, 0.02, 0.04] }, at: [0, 0.055, 0] }],
            finish: 'steel',
            answersTo: ['top'],
          },
          {
            name: 'slot',
            shape: { box: [0.018, 0.002, 0.0035] },
            at: [0, 0.0805, 0],
            finish: 'darkMetal',
            role: 'fixed',
          },
          {
            name: 'slot_cross',
            shape: { box: [0.0035, 0.002, 0.018] },
            at: [0, 0.0805, 0],
            finish: 'darkMetal',
            role: 'fixed',
          },
        ],
      },
    },
  },
  {
    // A small round green citrus lying on its side, with a nub at each end.
    kind: 'lime',
    nouns: ['lime', 'limes', 'key lime'],
    size: [0.055, 0.07],
    parts: [
      {
        name: 'rind',
        shape: { ellipsoid: [0.032, 0.027, 0.027] },
        at: [0, 0.027, 0],
        finish: 'plain',
        color: 0x5aa632,
      },
      {
        name: 'nub',
        shape: { ball: 0.005 },
        at: [0.031, 0.027, 0],
        mirror: true,
        finish: 'plain',
        color: 0x4a8a2a,
        role: 'fixed',
      },
    ],
  },
  {
    // A knitted pullover: long sleeves, ribbed hem, cuffs and neckband.
    kind: 'sweater',
    nouns: ['sweater', 'jumper', 'pullover', 'sweatshirt', 'hoodie', 'jersey sweater'],
    looks: { ...WEAR_EAT_GROW_LOOKS['sweater'], ...VARIANT_LOOKS['sweater'] },
    size: [0.7, 1.1],
    parts: [
      {
        name: 'body',
        shape: { extrude: SWEATER, depth: 0.06, round: 0.02 },
        finish: 'fabric',
        color: 0x9a2f35,
      },
      {
        name: 'hem',
        shape: { box: [0.54, 0.06, 0.07] },
        at: [0, 0, 0],
        finish: 'fabric',
        color: 0x7a2228,
        role: 'accent',
        answersTo: ['rib', 'ribbing'],
      },
      {
        name: 'cuff',
        shape: { box: [0.14, 0.06, 0.07] },
        turn: [0, 0, 15],
        at: [0.485, 0.035, 0],
        mirror: true,
        finish: 'fabric',
        color: 0x7a2228,
        role: 'accent',
        answersTo: ['hem'],
      },
      {
        name: 'neckband',
        shape: { ring: 0.11, r: 0.018, arc: 180, from: 180 },
        at: [0, 0.68, 0],
        finish: 'fabric',
        color: 0x7a2228,
        role: 'accent',
        answersTo: ['collar'],
      },
    ],
  },
  {
    // A white curd of bumps set in a cup of green leaves.
    kind: 'cauliflower',
    nouns: ['cauliflower', 'cauliflowers'],
    size: [0.16, 0.19],
    parts: [
      {
        name: 'leaves',
        shape: {
          lathe: [
            [0.02, 0],
            [0.06, 0.02],
            [0.095, 0.08],
          ],
          wall: 0.008,
        },
        finish: 'leaf',
        color: 0x5a9a48,
        role: 'accent',
      },
      {
        name: 'curd',
        shape: { ellipsoid: [0.075, 0.055, 0.075] },
        at: [0, 0.08, 0],
        finish: 'plain',
        color: 0xf1ead2,
      },
      {
        name: 'floret',
        shape: { ball: 0.03 },
        at: [0, 0.115, 0],
        copies: CURDS,
        finish: 'plain',
        color: 0xf1ead2,
        answersTo: ['curd'],
      },
    ],
  },
  {
    // A referee's whistle: a round chamber with its mouthpiece and a ring for the cord.
    kind: 'whistle',
    nouns: ['whistle', 'referee whistle', 'police whistle', 'sports whistle'],
    size: [0.03, 0.06],
    parts: [
      {
        name: 'chamber',
        shape: { cyl: 0.018, r: 0.013 },
        turn: [90, 0, 0],
        at: [0, 0.013, -0.009],
        finish: 'chrome',
      },
      {
        name: 'mouthpiece',
        shape: { box: [0.035, 0.01, 0.018] },
        at: [0.028, 0.016, 0],
        finish: 'chrome',
      },
      {
        name: 'ring',
        shape: { ring: 0.006, r: 0.0015 },
        at: [-0.016, 0.022, 0],
        finish: 'chrome',
        role: 'fixed',
      },
    ],
  },
  {
    // Three dusky blue berries together, each with the small sunken crown of its calyx.
    kind: 'blueberry',
    nouns: ['blueberry', 'blueberries', 'bilberry', 'huckleberry'],
    size: [0.016, 0.03],
    parts: [
      {
        name: 'berry',
        shape: { ellipsoid: [0.008, 0.0072, 0.008] },
        at: [-0.007, 0.0072, 0],
        copies: [
          [0.014, 0, 0.002],
          [0.006, 0.0, -0.012],
        ],
        finish: 'plain',
        color: 0x38437a,
      },
      {
        name: 'crown',
        shape: { ring: 0.0022, r: 0.0008 },
        turn: [90, 0, 0],
        at: [-0.007, 0.0138, 0],
        copies: [
          [0.014, 0, 0.002],
          [0.006, 0.0, -0.012],
        ],
        finish: 'plain',
        color: 0x2a2f52,
        role: 'fixed',
      },
    ],
  },
  {
    // A tracked excavator: crawler tracks, the turning body with its cab, and the boom, arm
    // and bucket reaching forward — a tractor has none of them.
    kind: 'excavator',
    nouns: ['excavator', 'digger', 'backhoe', 'power shovel', 'mechanical digger'],
    size: [3.2, 6],
    parts: [
      {
        name: 'track',
        shape: { box: [0.55, 0.7, 3.4], round: 0.3 },
        at: [0.85, 0, -0.4],
        mirror: true,
        finish: 'rubber',
        role: 'fixed',
      },
      {
        name: 'undercarriage',
        shape: { box: [1.4, 0.5, 2.2] },
        at: [0, 0.3, -0.4],
        finish: 'iron',
        role: 'detail',
      },
      {
        name: 'body',
        shape: { box: [2.3, 1.0, 2.8], round: 0.08 },
        at: [0, 0.75, -0.6],
        finish: 'paint',
        color: 0xf2b01e,
      },
      {
        name: 'cab',
        shape: { box: [0.95, 1.2, 1.1], round: 0.05 },
        at: [0.6, 1.7, 0.15],
        finish: 'paint',
        color: 0xf2b01e,
      },
      {
        name: 'window',
        shape: { box: [0.8, 0.8, 0.05] },
        at: [0.6, 2.0, 0.7],
        finish: 'glass',
        color: 0x2a3a48,
        role: 'fixed',
      },
      {
        name: 'boom',
        shape: {
          sweep: [
            [-0.35, 1.5, 0.2],
            [-0.35, 2.9, 1.9],
            [-0.35, 3.1, 2.5],
          ],
          r: 0.2,
        },
        finish: 'paint',
        color: 0xf2b01e,
      },
      {
        name: 'arm',
        shape: {
          sweep: [
            [-0.35, 3.1, 2.5],
            [-0.35, 1.3, 3.7],
          ],
          r: 0.15,
        },
        finish: 'paint',
        color: 0xf2b01e,
      },
      {
        name: 'bucket',
        shape: { box: [0.9, 0.7, 0.6], round: 0.08 },
        turn: [-20, 0, 0],
        at: [-0.35, 0.75, 3.75],
        finish: 'iron',
        role: 'accent',
      },
    ],
  },
  {
    // A small red globe with its white taproot and a tuft of leaves (no onion's papery bulb).
    kind: 'radish',
    nouns: ['radish', 'radishes'],
    size: [0.14, 0.05],
    parts: [
      {
        name: 'root',
        shape: { ellipsoid: [0.022, 0.02, 0.022] },
        at: [0, 0.03, 0],
        finish: 'plain',
        color: 0xd42a46,
      },
      {
        name: 'tip',
        shape: { cyl: 0.016, r: 0.0015, rTop: 0.007 },
        finish: 'plain',
        color: 0xf4eee4,
        role: 'fixed',
      },
      {
        name: 'stem',
        shape: { cyl: 0.04, r: 0.0025 },
        at: [0, 0.045, 0],
        finish: 'leaf',
        color: 0x6aa84a,
        role: 'detail',
      },
      {
        name: 'leaf',
        shape: { ellipsoid: [0.012, 0.035, 0.004] },
        turn: [0, 0, -22],
        at: [0.012, 0.11, 0],
        mirror: true,
        finish: 'leaf',
        color: 0x4a8a3a,
        role: 'accent',
      },
      {
        name: 'leaf_mid',
        shape: { ellipsoid: [0.012, 0.035, 0.004] },
        turn: [-18, 0, 0],
        at: [0, 0.115, -0.01],
        finish: 'leaf',
        color: 0x4a8a3a,
        role: 'accent',
        answersTo: ['leaf'],
      },
    ],
  },
  {
    // A thick brown roll of tobacco with its paper band and a grey ash end.
    kind: 'cigar',
    nouns: ['cigar', 'cigars', 'cigarillo', 'havana'],
    size: [0.02, 0.15],
    parts: [
      {
        name: 'cigar',
        shape: { cyl: 0.13, r: 0.009 },
        turn: [0, 0, -90],
        at: [-0.07, 0.009, 0],
        finish: 'leather',
        color: 0x6e4326,
      },
      {
        name: 'band',
        shape: { cyl: 0.014, r: 0.0097 },
        turn: [0, 0, -90],
        at: [-0.055, 0.009, 0],
        finish: 'paper',
        color: 0xc0302a,
        role: 'accent',
        answersTo: ['label'],
      },
      {
        name: 'ash',
        shape: { cyl: 0.014, r: 0.0088 },
        turn: [0, 0, -90],
        at: [0.058, 0.009, 0],
        finish: 'stone',
        color: 0x9a9894,
        role: 'fixed',
      },
    ],
  },
  {
    // A sawn-off trunk: bark round the sides, the cut face with its growth rings, roots
    // spreading into the ground (a log lies on its side; a stump stands rooted).
    kind: 'tree stump',
    nouns: ['tree stump', 'stump'],
    size: [0.5, 1.1],
    parts: [
      {
        name: 'trunk',
        shape: { cyl: 0.45, r: 0.34, rTop: 0.3 },
        finish: 'bark',
      },
      {
        name: 'cut',
        shape: { cyl: 0.012, r: 0.29 },
        at: [0, 0.445, 0],
        finish: 'wood',
        color: 0xd8b888,
        role: 'detail',
        answersTo: ['top'],
      },
      {
        name: 'ring',
        shape: { ring: 0.1, r: 0.006 },
        turn: [90, 0, 0],
        at: [0, 0.456, 0],
        copies: [[0, 0, 0]],
        finish: 'wood',
        color: 0xa07848,
        role: 'fixed',
      },
      {
        name: 'ring_outer',
        shape: { ring: 0.19, r: 0.006 },
        turn: [90, 0, 0],
        at: [0, 0.456, 0],
        finish: 'wood',
        color: 0xa07848,
        role: 'fixed',
        answersTo: ['ring'],
      },
      ...ROOTS.map(([a, b], i): PartDecl => ({
        name: `root_${i + 1}`,
        shape: { capsule: [a, b], r: 0.1, r2: 0.04 },
        finish: 'bark',
        answersTo: ['root', 'roots'],
      })),
    ],
  },
  {
    // A pipe organ: a row of tall metal pipes over its wooden case, and the console with its
    // keyboard in front (a piano has no pipes).
    kind: 'pipe organ',
    nouns: ['pipe organ', 'organ', 'church organ'],
    size: [2.55, 1.5],
    parts: [
      {
        name: 'case',
        shape: { box: [1.5, 0.6, 0.5] },
        at: [0, 0, -0.2],
        finish: 'wood',
        color: 0x5a3a22,
      },
      ...ORGAN_PIPES,
      {
        name: 'console',
        shape: { box: [1.1, 0.85, 0.45] },
        at: [0, 0, 0.25],
        finish: 'wood',
        color: 0x5a3a22,
      },
      {
        name: 'keyboard',
        shape: { box: [0.9, 0.04, 0.16] },
        at: [0, 0.85, 0.38],
        finish: 'plastic',
        color: 0xf4f1e8,
        role: 'fixed',
        answersTo: ['keys'],
      },
    ],
  },
  {
    // A shell-less snail: a long soft body with a saddle-shaped mantle and two eye stalks.
    kind: 'slug',
    nouns: ['slug', 'slugs', 'garden slug'],
    size: [0.04, 0.12],
    parts: [
      {
        name: 'body',
        shape: {
          capsule: [
            [-0.05, 0.011, 0],
            [0.045, 0.012, 0],
          ],
          r: 0.009,
          r2: 0.011,
        },
        finish: 'skin',
        color: 0x8a5a32,
      },
      {
        name: 'mantle',
        shape: { ellipsoid: [0.026, 0.012, 0.012] },
        at: [0.018, 0.017, 0],
        finish: 'skin',
        color: 0x74482a,
        role: 'accent',
      },
      {
        name: 'stalk',
        shape: {
          capsule: [
            [0.05, 0.016, 0.004],
            [0.062, 0.036, 0.007],
          ],
          r: 0.0015,
        },
        copies: [[0, 0, -0.011]],
        finish: 'skin',
        color: 0x74482a,
        role: 'fixed',
        answersTo: ['tentacle', 'antenna'],
      },
    ],
  },
  {
    // A handgun standing on its grip, seen from the side: slide, barrel, trigger guard and grip
    // panels (the gun kind is a long rifle).
    kind: 'pistol',
    nouns: ['pistol', 'revolver', 'handgun', 'six-shooter', 'semi-automatic pistol'],
    size: [0.15, 0.2],
    parts: [
      {
        name: 'body',
        shape: { extrude: PISTOL, depth: 0.028, round: 0.004 },
        finish: 'iron',
        color: 0x2e3034,
      },
      {
        name: 'grip',
        shape: {
          extrude: [
            [-0.04, 0.08],
            [-0.045, 0.005],
            [-0.088, 0.005],
            [-0.093, 0.09],
          ],
          depth: 0.034,
          round: 0.004,
        },
        finish: 'wood',
        color: 0x4a2e1e,
        role: 'accent',
        answersTo: ['handle'],
      },
      {
        name: 'trigger_guard',
        shape: { ring: 0.022, r: 0.004, arc: 180, from: 180 },
        at: [-0.005, 0.105, 0],
        finish: 'iron',
        color: 0x2e3034,
        role: 'detail',
      },
      {
        name: 'trigger',
        shape: { box: [0.005, 0.02, 0.006] },
        at: [-0.012, 0.088, 0],
        finish: 'iron',
        color: 0x1e2024,
        role: 'fixed',
      },
    ],
  },
  {
    // A soft felt hat: a pinched crown over a narrow brim (the hat kind is a top hat).
    kind: 'fedora',
    nouns: ['fedora', 'trilby', 'felt hat', 'bowler', 'bowler hat', 'derby hat', 'panama hat'],
    looks: CLASS_LOOKS['fedora'].looks,
    size: [0.13, 0.34],
    parts: [
      { name: 'brim', shape: { cyl: 0.008, r: 0.165 }, finish: 'fabric', color: 0x5e5244 },
      {
        name: 'crown',
        shape: {
          lathe: [
            [0.095, 0],
            [0.097, 0.06],
            [0.088, 0.1],
            [0.055, 0.118],
            [0, 0.1],
          ],
          smooth: true,
        },
        at: [0, 0.006, 0],
        finish: 'fabric',
        color: 0x5e5244,
        answersTo: ['top'],
      },
      {
        name: 'band',
        shape: { cyl: 0.024, r: 0.0985 },
        at: [0, 0.007, 0],
        finish: 'fabric',
        color: 0x1c1c1e,
        role: 'accent',
      },
    ],
  },
  {
    // A cowboy hat: a tall dented crown and a wide brim turned up at its edge.
    kind: 'cowboy hat',
    nouns: ['cowboy hat', 'stetson', 'ten-gallon hat'],
    size: [0.17, 0.4],
    parts: [
      {
        name: 'brim',
        shape: {
          lathe: [
            [0, 0],
            [0.14, 0.004],
            [0.2, 0.05],
          ],
          wall: 0.007,
        },
        finish: 'leather',
        color: 0x8a5a30,
      },
      {
        name: 'crown',
        shape: {
          lathe: [
            [0.092, 0],
            [0.094, 0.08],
            [0.078, 0.125],
            [0.04, 0.132],
            [0, 0.115],
          ],
          smooth: true,
        },
        at: [0, 0.003, 0],
        finish: 'leather',
        color: 0x8a5a30,
        answersTo: ['top'],
      },
      {
        name: 'band',
        shape: { cyl: 0.022, r: 0.0955 },
        at: [0, 0.005, 0],
        finish: 'leather',
        color: 0x3a2414,
        role: 'accent',
      },
    ],
  },
  {
    // A straw sombrero: a very wide, upturned brim round a tall cone of a crown.
    kind: 'sombrero',
    nouns: ['sombrero', 'mexican hat'],
    size: [0.3, 0.76],
    parts: [
      {
        name: 'brim',
        shape: {
          lathe: [
            [0, 0],
            [0.28, 0.02],
            [0.38, 0.08],
          ],
          wall: 0.009,
        },
        finish: 'plain',
        color: 0xd8b46a,
      },
      {
        name: 'crown',
        shape: {
          lathe: [
            [0.11, 0],
            [0.1, 0.12],
            [0.07, 0.22],
            [0.035, 0.26],
            [0, 0.265],
          ],
          smooth: true,
        },
        at: [0, 0.015, 0],
        finish: 'plain',
        color: 0xd8b46a,
        answersTo: ['top'],
      },
      {
        name: 'band',
        shape: { cyl: 0.035, r: 0.108 },
        at: [0, 0.02, 0],
        finish: 'fabric',
        color: 0xc0282a,
        role: 'accent',
      },
    ],
  },
  {
    // A dump truck: the cab in front and a big open steel bed over three axles (the truck
    // kind is a closed box van).
    kind: 'dump truck',
    nouns: ['dump truck', 'dumper truck', 'tipper truck', 'tipper', 'dumper'],
    size: [3.1, 7.6],
    parts: [
      {
        name: 'chassis',
        shape: { box: [2.2, 0.5, 7.2] },
        at: [0, 0.7, 0],
        finish: 'iron',
        role: 'detail',
      },
      {
        name: 'cab',
        shape: { box: [2.3, 1.8, 1.8], round: 0.1 },
        at: [0, 1.1, 2.6],
        finish: 'paint',
        color: 0xe8a020,
      },
      {
        name: 'windshield',
        shape: { box: [2.0, 0.75, 0.06] },
        at: [0, 2.0, 3.5],
        finish: 'glass',
        color: 0x2a3a48,
        role: 'fixed',
      },
      {
        name: 'bed',
        shape: { box: [2.5, 1.4, 4.4] },
        minus: [{ shape: { box: [2.2, 1.4, 4.1] }, at: [0, 0.2, 0] }],
        // Tipped back about its front edge, as a dump truck unloads.
        turn: [15, 0, 0],
        at: [0, 1.8, -1.1],
        finish: 'paint',
        color: 0xe8a020,
        answersTo: ['box', 'body'],
      },
      {
        name: 'wheel',
        shape: { cyl: 0.42, r: 0.55 },
        turn: [0, 0, 90],
        at: [1.37, 0.55, 2.4],
        copies: [
          [0, 0, -3.5],
          [0, 0, -4.8],
        ],
        mirror: true,
        finish: 'rubber',
        role: 'fixed',
      },
    ],
  },
  {
    // A red cup of papery petals round a dark centre on a thin stem (the flower kind is a
    // white daisy).
    kind: 'poppy',
    nouns: ['poppy', 'poppies', 'corn poppy', 'field poppy'],
    size: [0.4, 0.13],
    parts: [
      {
        name: 'stem',
        shape: {
          sweep: [
            [0, 0, 0],
            [0.015, 0.2, 0],
            [0, 0.36, 0],
          ],
          r: 0.005,
        },
        finish: 'leaf',
        role: 'detail',
      },
      {
        name: 'leaf',
        shape: { ellipsoid: [0.045, 0.004, 0.016] },
        turn: [0, 0, 25],
        at: [0.04, 0.12, 0],
        finish: 'leaf',
        role: 'detail',
      },
      {
        name: 'petals',
        shape: {
          lathe: [
            [0.008, 0],
            [0.04, 0.015],
            [0.062, 0.05],
          ],
          smooth: true,
          wall: 0.004,
        },
        at: [0, 0.352, 0],
        finish: 'plain',
        color: 0xd8261e,
        answersTo: ['petal'],
      },
      {
        name: 'centre',
        shape: { ball: 0.012 },
        at: [0, 0.368, 0],
        finish: 'plain',
        color: 0x24261c,
        role: 'accent',
      },
    ],
  },
];
