/**
 * Looks of nouns that reach a kind of clothing, food or drink but were drawn as its plain
 * member (issue #32, session 20, W; docs/decisions.md "Things worn, eaten and grown"): a
 * cardigan buttons down the front, a mitten has no fingers, a kilt is tartan with a sporran,
 * a jersey carries a number, a blazer lapels, a trench coat a belt, a parka a fur-trimmed
 * hood, a sweet potato is long and red, a courgette smooth, cocoa carries marshmallows, a
 * pocket watch hangs on a chain. Used as `looks` by the kinds' own declarations.
 */
import type { PartDecl, StateDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { arcPoints, CARDIGAN, COAT, SHIRT } from './outlines.ts';
import { part } from './part-shorthand.ts';

const CARDIGAN_LOOK: StateDecl = {
  drop: ['body', 'hem', 'cuff', 'neckband'],
  parts: [
    part('body', { extrude: CARDIGAN, depth: 0.06, round: 0.02 }, 'fabric', {
      color: 0xb8a888,
    }),
    part('placket', { box: [0.03, 0.42, 0.006] }, 'fabric', {
      at: [0, 0, 0.03],
      color: 0x9a8a6a,
      role: 'accent',
      answersTo: ['band', 'front'],
    }),
    part(
      'v_band',
      {
        extrude: [
          [0.0, 0.42],
          [0.1, 0.68],
          [0.08, 0.68],
          [-0.012, 0.44],
        ],
        depth: 0.006,
      },
      'fabric',
      { at: [0, 0, 0.03], mirror: true, color: 0x9a8a6a, role: 'accent', answersTo: ['band'] },
    ),
    part('button', { cyl: 0.008, r: 0.014 }, 'plastic', {
      turn: [90, 0, 0],
      at: [0, 0.06, 0.032],
      copies: [0.085, 0.17, 0.255, 0.34].map((y): V3 => [0, y, 0]),
      color: 0x4a3a2a,
      role: 'fixed',
      answersTo: ['buttons'],
    }),
  ],
};

/** A mitten lying flat: one rounded pouch for the fingers, a thumb, a ribbed cuff. */
const MITTEN: V2[] = [
  [-0.05, -0.06],
  [0.05, -0.06],
  [0.05, 0.08],
  ...arcPoints([0, 0.08], 0.05, 0, 180, 10).slice(1, -1),
  [-0.05, 0.08],
];

const MITTEN_LOOK: StateDecl = {
  drop: ['palm', 'finger', 'thumb', 'cuff'],
  parts: [
    part('palm', { plan: MITTEN.map(([x, z]): V2 => [x, -z]), height: 0.032 }, 'fabric', {
      color: 0xc0282a,
      answersTo: ['mitten'],
    }),
    part(
      'thumb',
      {
        capsule: [
          [0.04, 0.016, -0.0],
          [0.075, 0.016, -0.05],
        ],
        r: 0.014,
      },
      'fabric',
      { color: 0xc0282a },
    ),
    part('cuff', { box: [0.11, 0.036, 0.05], round: 0.01 }, 'fabric', {
      at: [0, 0, 0.08],
      color: 0xf4f4f4,
      role: 'accent',
    }),
    part('stripe', { box: [0.102, 0.034, 0.014] }, 'fabric', {
      at: [0, 0, 0.02],
      color: 0xf4f4f4,
      role: 'accent',
      answersTo: ['pattern'],
    }),
  ],
};

/** The skirt's radius at a height (breadth.ts: 0.3 at the hem, tapering to 0.52 of it). */
const skirtR = (y: number): number => 0.3 * (1 - (0.48 * y) / 0.52);

const KILT_LOOK: StateDecl = {
  parts: [
    ...[0.08, 0.18, 0.28, 0.38].map((y, i) =>
      part(`tartan_${i + 1}`, { ring: skirtR(y) + 0.002, r: 0.008 }, 'fabric', {
        turn: [90, 0, 0],
        at: [0, y, 0],
        color: i % 2 ? 0xc8282a : 0x1e6a3a,
        role: 'accent',
        answersTo: ['tartan', 'stripes'],
      }),
    ),
    ...Array.from({ length: 12 }, (_, i) => {
      const a = (i / 12) * 2 * Math.PI;
      const p = (y: number): V3 => [Math.cos(a) * skirtR(y), y, Math.sin(a) * skirtR(y)];
      return part(`check_${i + 1}`, { sweep: [p(0.01), p(0.49)], r: 0.007 }, 'fabric', {
        color: 0x1e6a3a,
        role: 'accent',
        answersTo: ['tartan', 'stripes'],
      });
    }),
    part('sporran', { ellipsoid: [0.05, 0.06, 0.022] }, 'leather', {
      at: [0, 0.34, skirtR(0.34) + 0.016],
      color: 0x4a2a14,
      role: 'fixed',
      answersTo: ['pouch'],
    }),
    part('sporran_flap', { ellipsoid: [0.045, 0.02, 0.024] }, 'fur', {
      at: [0, 0.39, skirtR(0.39) + 0.014],
      color: 0xf4f0e8,
      role: 'fixed',
    }),
  ],
};

/** A sports jersey: a team colour, a big number on the front, white trims. */
const JERSEY_LOOK: StateDecl = {
  drop: ['body'],
  parts: [
    part('body', { extrude: SHIRT, depth: 0.05, round: 0.015 }, 'fabric', { color: 0xc8242a }),
    part('one', { box: [0.035, 0.18, 0.006] }, 'fabric', {
      at: [-0.07, 0.2, 0.026],
      color: 0xf4f4f4,
      role: 'accent',
      answersTo: ['number'],
    }),
    part('zero', { ring: 0.06, r: 0.017 }, 'fabric', {
      at: [0.05, 0.29, 0.026],
      color: 0xf4f4f4,
      role: 'accent',
      answersTo: ['number'],
    }),
    part('collar', { ring: 0.1, r: 0.014, arc: 180, from: 180 }, 'fabric', {
      at: [0, 0.68, 0.0],
      color: 0xf4f4f4,
      role: 'accent',
    }),
    part('sleeve_band', { box: [0.15, 0.03, 0.054] }, 'fabric', {
      turn: [0, 0, -55],
      at: [0.45, 0.405, 0],
      mirror: true,
      color: 0xf4f4f4,
      role: 'accent',
    }),
  ],
};

/** A blouse: a soft pale top with a collar and a row of small buttons. */
const BLOUSE_LOOK: StateDecl = {
  drop: ['body'],
  parts: [
    part('body', { extrude: SHIRT, depth: 0.05, round: 0.015 }, 'fabric', { color: 0xe890a8 }),
    part(
      'collar',
      {
        extrude: [
          [0, 0.6],
          [0.13, 0.7],
          [0.14, 0.6],
        ],
        depth: 0.008,
      },
      'fabric',
      { at: [0, 0, 0.026], mirror: true, color: 0xfaf4f4, role: 'accent' },
    ),
    part('button', { cyl: 0.006, r: 0.01 }, 'plastic', {
      turn: [90, 0, 0],
      at: [0, 0.08, 0.026],
      copies: [0.12, 0.24, 0.36].map((y): V3 => [0, y, 0]),
      color: 0xfaf8f0,
      role: 'fixed',
      answersTo: ['buttons'],
    }),
  ],
};

const coatBody = (color: number): PartDecl =>
  part('body', { extrude: COAT, depth: 0.08, round: 0.02 }, 'fabric', { color });

/** A blazer: navy, wide lapels over a white shirt, two gold buttons, a pocket square. */
const BLAZER_LOOK: StateDecl = {
  drop: ['body', 'button', 'collar'],
  parts: [
    coatBody(0x1e2a4a),
    part(
      'shirt',
      {
        extrude: [
          [-0.1, 0.9],
          [0.1, 0.9],
          [0, 0.5],
        ],
        depth: 0.01,
      },
      'fabric',
      { at: [0, 0, 0.04], color: 0xf4f4f0, role: 'fixed' },
    ),
    part(
      'lapel',
      {
        extrude: [
          [0.0, 0.48],
          [0.12, 0.92],
          [0.2, 0.78],
          [0.1, 0.72],
        ],
        depth: 0.012,
      },
      'fabric',
      { at: [0, 0, 0.042], mirror: true, color: 0x2a3a62, role: 'accent' },
    ),
    part('button', { cyl: 0.01, r: 0.017 }, 'brass', {
      turn: [90, 0, 0],
      at: [0.03, 0.34, 0.04],
      copies: [[0, 0.1, 0]],
      role: 'fixed',
      answersTo: ['buttons'],
    }),
    part('pocket_square', { box: [0.07, 0.03, 0.01] }, 'fabric', {
      at: [-0.17, 0.66, 0.042],
      color: 0xf4f4f4,
      role: 'fixed',
    }),
    part('pocket', { box: [0.13, 0.02, 0.01] }, 'fabric', {
      at: [0.16, 0.24, 0.042],
      mirror: true,
      color: 0x2a3a62,
      role: 'accent',
    }),
  ],
};

/** A trench coat: beige, double-breasted, belted, with a wide collar and epaulettes. */
const TRENCH_LOOK: StateDecl = {
  drop: ['body', 'button', 'collar'],
  parts: [
    coatBody(0xc8a878),
    part('belt', { box: [0.6, 0.055, 0.09] }, 'fabric', {
      at: [0, 0.48, 0],
      color: 0xb09060,
      role: 'accent',
    }),
    part('buckle', { box: [0.06, 0.065, 0.094] }, 'brass', {
      at: [0, 0.475, 0],
      minus: [{ shape: { box: [0.04, 0.045, 0.2] }, at: [0, 0.485, 0] }],
      role: 'fixed',
    }),
    part('button', { cyl: 0.01, r: 0.016 }, 'plastic', {
      turn: [90, 0, 0],
      at: [0.07, 0.58, 0.04],
      copies: [
        [0, 0.09, 0],
        [0, 0.18, 0],
      ],
      mirror: true,
      color: 0x3a2a1a,
      role: 'fixed',
      answersTo: ['buttons'],
    }),
    part(
      'collar',
      {
        extrude: [
          [0.0, 0.66],
          [0.13, 0.94],
          [0.26, 0.84],
          [0.14, 0.76],
        ],
        depth: 0.012,
      },
      'fabric',
      { at: [0, 0, 0.042], mirror: true, color: 0xb89868, role: 'accent', answersTo: ['lapels'] },
    ),
    part('epaulette', { box: [0.14, 0.02, 0.09], round: 0.006 }, 'fabric', {
      at: [0.26, 0.855, 0],
      turn: [0, 0, -17],
      mirror: true,
      color: 0xb09060,
      role: 'accent',
    }),
  ],
};

/** A parka: a quilted khaki coat with a hood ringed in fur. */
const PARKA_LOOK: StateDecl = {
  drop: ['body', 'collar'],
  parts: [
    coatBody(0x4a5a32),
    part('hood', { ellipsoid: [0.16, 0.14, 0.1] }, 'fabric', {
      at: [0, 0.93, -0.02],
      color: 0x4a5a32,
      answersTo: ['hood'],
    }),
    part('fur', { ring: 0.125, r: 0.028 }, 'fur', {
      at: [0, 0.95, 0.045],
      color: 0xd8c8a8,
      role: 'fixed',
      answersTo: ['trim', 'fur trim'],
    }),
    part('zip', { box: [0.014, 0.84, 0.01] }, 'steel', {
      at: [0, 0.0, 0.04],
      role: 'fixed',
    }),
    part('pocket', { box: [0.14, 0.14, 0.012] }, 'fabric', {
      at: [0.15, 0.12, 0.042],
      mirror: true,
      color: 0x3e4c2a,
      role: 'accent',
      answersTo: ['pockets'],
    }),
  ],
};

/** A sweet potato: long, tapered at both ends, red-brown skin. */
const SWEET_POTATO_LOOK: StateDecl = {
  drop: ['potato', 'lump', 'eye'],
  parts: [
    part(
      'potato',
      {
        capsule: [
          [-0.01, 0.032, 0],
          [0.065, 0.026, 0.01],
        ],
        r: 0.032,
        r2: 0.012,
      },
      'plain',
      { color: 0x8a3a2e, answersTo: ['skin'] },
    ),
    part(
      'tail',
      {
        capsule: [
          [-0.01, 0.032, 0],
          [-0.075, 0.022, -0.012],
        ],
        r: 0.032,
        r2: 0.01,
      },
      'plain',
      { color: 0x8a3a2e, answersTo: ['skin'] },
    ),
  ],
};

/** A courgette: smooth, no warts, a woody stalk at one end. */
const COURGETTE_LOOK: StateDecl = {
  drop: ['bump', 'end'],
  parts: [
    part('stalk', { cyl: 0.02, r: 0.011, rTop: 0.008 }, 'wood', {
      turn: [0, 0, 90],
      at: [-0.1, 0.026, 0],
      color: 0x8a9a5a,
      role: 'fixed',
      answersTo: ['stem'],
    }),
    part('fleck', { ellipsoid: [0.012, 0.002, 0.003] }, 'plastic', {
      at: [-0.05, 0.051, 0.004],
      copies: [
        [0.04, -0.001, -0.008],
        [0.08, 0, 0.006],
        [0.12, -0.001, -0.004],
      ],
      color: 0x6a9a4a,
      role: 'fixed',
    }),
  ],
};

/** Hot chocolate: marshmallows float where the coffee had its crema. */
const COCOA_LOOK: StateDecl = {
  drop: ['crema'],
  parts: [
    part('marshmallow', { cyl: 0.01, r: 0.008 }, 'paint', {
      at: [0.012, 0.052, 0.008],
      copies: [
        [-0.02, 0.001, 0.006],
        [0.0, 0.002, -0.02],
        [-0.012, 0.004, -0.004],
        [0.018, 0.001, -0.012],
      ],
      color: 0xfaf6f0,
      role: 'fixed',
      answersTo: ['marshmallows'],
    }),
  ],
};

/** A pocket watch: a gold case with a bow at the crown and a chain, no strap. */
const POCKET_WATCH_LOOK: StateDecl = {
  drop: ['strap', 'case', 'crown'],
  parts: [
    part('case', { cyl: 0.01, r: 0.024 }, 'gold', { at: [0, 0.003, 0], role: 'accent' }),
    part('crown', { cyl: 0.006, r: 0.004 }, 'gold', {
      turn: [0, 0, 90],
      at: [0.03, 0.008, 0],
      role: 'fixed',
    }),
    part('bow', { ring: 0.008, r: 0.0018 }, 'gold', {
      turn: [90, 0, 0],
      at: [0.037, 0.008, 0],
      role: 'fixed',
    }),
    part(
      'chain',
      {
        sweep: [
          [0.044, 0.008, 0],
          [0.07, 0.002, 0.02],
          [0.09, 0.002, 0.06],
          [0.07, 0.002, 0.1],
          [0.03, 0.002, 0.11],
        ],
        r: 0.0016,
      },
      'gold',
      { role: 'fixed', answersTo: ['chain'] },
    ),
  ],
};

/** Looks by host kind, spread into each kind's `looks`. */
export const WEAR_EAT_GROW_LOOKS = {
  sweater: { cardigan: CARDIGAN_LOOK, 'cardigan sweater': CARDIGAN_LOOK },
  glove: { mitten: MITTEN_LOOK, mittens: MITTEN_LOOK },
  skirt: { kilt: KILT_LOOK },
  't-shirt': { jersey: JERSEY_LOOK, 'football shirt': JERSEY_LOOK, blouse: BLOUSE_LOOK },
  coat: {
    blazer: BLAZER_LOOK,
    'sport coat': BLAZER_LOOK,
    'trench coat': TRENCH_LOOK,
    trenchcoat: TRENCH_LOOK,
    parka: PARKA_LOOK,
    anorak: PARKA_LOOK,
  },
  potato: { 'sweet potato': SWEET_POTATO_LOOK, yam: SWEET_POTATO_LOOK },
  cucumber: { zucchini: COURGETTE_LOOK, courgette: COURGETTE_LOOK },
  'cup of coffee': {
    cocoa: COCOA_LOOK,
    'hot chocolate': COCOA_LOOK,
    'hot cocoa': COCOA_LOOK,
  },
  watch: { 'pocket watch': POCKET_WATCH_LOOK },
} satisfies Record<string, Record<string, StateDecl>>;
