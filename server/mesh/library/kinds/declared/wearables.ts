/** Clothing, accessories and toys, declared as data (library/declare.ts). */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { at, spaced } from './part-shorthand.ts';
import { CLASS_LOOKS } from './class-looks.ts';
import { WEAR_EAT_GROW_LOOKS } from './wear-eat-grow-looks.ts';
import { SHIRT } from './outlines.ts';
import { S29_WEAR_LOOKS } from './s29-wear.ts';

/** A boot's side outline (x along the foot, toe at +x), shaft up to `h`. */
const bootOutline = (h: number): [number, number][] => [
  [-0.06, 0],
  [0.2, 0],
  [0.215, 0.03],
  [0.19, 0.07],
  [0.07, 0.09],
  [0.05, h],
  [-0.07, h],
  [-0.075, 0.03],
];

const SHOE: [number, number][] = [
  [-0.12, 0],
  [0.14, 0],
  [0.158, 0.022],
  [0.14, 0.045],
  [0.06, 0.065],
  [0.0, 0.09],
  [-0.07, 0.1],
  [-0.12, 0.095],
  [-0.132, 0.04],
];

/** The dress's bodice from the front, [across, up]: fitted at the waist, a V neck, two straps. */
const DRESS_BODICE: V2[] = [
  [-0.16, 0.64],
  [0.16, 0.64],
  [0.19, 0.88],
  [0.17, 0.98],
  [0.155, 1.18],
  [0.115, 1.18],
  [0.075, 1.02],
  [0, 0.96],
  [-0.075, 1.02],
  [-0.115, 1.18],
  [-0.155, 1.18],
  [-0.17, 0.98],
  [-0.19, 0.88],
];

const DRESS_BODICE_PART: PartDecl = {
  name: 'bodice',
  shape: { extrude: DRESS_BODICE, depth: 0.07, round: 0.015 },
  finish: 'fabric',
  color: 0xc02a5a,
};

/** One tier of a petticoat: a trapezoid from half-width `top` to `bottom`, between two heights. */
function petticoatTier(
  name: string,
  top: number,
  bottom: number,
  y0: number,
  y1: number,
): PartDecl {
  return {
    name,
    shape: {
      extrude: [
        [-bottom, y0],
        [bottom, y0],
        [top, y1],
        [-top, y1],
      ],
      depth: 0.06 + y0 * 0.02,
      round: 0.012,
    },
    finish: 'fabric',
    color: 0xfaf6f0,
  };
}

/** An A-line skirt from its hem (half-width `hem`, at height `from`) up to the waist. */
function dressSkirt(hem: number, from: number): PartDecl {
  return {
    name: 'skirt',
    shape: {
      extrude: [
        [-hem, from],
        [0, from - 0.02],
        [hem, from],
        [0.16, 0.67],
        [-0.16, 0.67],
      ],
      depth: 0.06,
      round: 0.015,
    },
    finish: 'fabric',
    color: 0xc02a5a,
  };
}

export const WEARABLE_KINDS: readonly KindDecl[] = [
  {
    kind: 'boot',
    nouns: ['boot', 'boots', 'rain boot', 'cowboy boot', 'wellington', 'welly', 'ankle boot'],
    size: [0.3, 0.28],
    parts: [
      {
        name: 'upper',
        shape: { extrude: bootOutline(0.3), depth: 0.09, round: 0.02 },
        at: [0, 0.02, 0],
        finish: 'leather',
      },
      {
        name: 'sole',
        shape: {
          extrude: [
            [-0.07, 0],
            [0.205, 0],
            [0.22, 0.025],
            [-0.075, 0.025],
          ],
          depth: 0.095,
          round: 0.008,
        },
        finish: 'rubber',
        role: 'fixed',
      },
      {
        name: 'heel',
        shape: { box: [0.07, 0.03, 0.09] },
        at: [-0.035, 0, 0],
        finish: 'rubber',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'shoe',
    nouns: ['shoe', 'sneaker', 'trainer', 'running shoe'],
    size: [0.1, 0.29],
    parts: [
      {
        name: 'upper',
        shape: { extrude: SHOE, depth: 0.09, round: 0.02 },
        at: [0, 0.015, 0],
        minus: [{ shape: { ellipsoid: [0.065, 0.04, 0.034] }, at: [-0.06, 0.118, 0] }],
        finish: 'fabric',
        color: 0x2a5aa0,
      },
      {
        name: 'insole',
        shape: { ellipsoid: [0.06, 0.01, 0.03] },
        at: [-0.06, 0.078, 0],
        finish: 'fabric',
        color: 0x2a2a2e,
        role: 'fixed',
      },
      {
        name: 'toe_cap',
        shape: { ellipsoid: [0.045, 0.028, 0.046] },
        at: [0.122, 0.03, 0],
        finish: 'rubber',
        color: 0xf4f4f4,
        role: 'fixed',
      },
      {
        name: 'sole',
        shape: {
          extrude: [
            [-0.13, 0],
            [0.15, 0],
            [0.16, 0.022],
            [-0.135, 0.022],
          ],
          depth: 0.097,
          round: 0.008,
        },
        finish: 'rubber',
        color: 0xf4f4f4,
        role: 'fixed',
      },
      {
        name: 'lace',
        shape: { box: [0.012, 0.008, 0.07] },
        turn: [0, 0, -25],
        at: [0.035, 0.083, 0],
        copies: [
          [0.025, -0.011, 0],
          [-0.025, 0.011, 0],
        ],
        finish: 'linen',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'hat',
    nouns: ['hat', 'top hat', ...CLASS_LOOKS['hat'].nouns],
    looks: CLASS_LOOKS['hat'].looks,
    size: [0.18, 0.36],
    parts: [
      { name: 'brim', shape: { cyl: 0.012, r: 0.17 }, finish: 'fabric', color: 0x1c1c1e },
      {
        name: 'crown',
        shape: { cyl: 0.15, r: 0.095, rTop: 0.09 },
        at: [0, 0.01, 0],
        finish: 'fabric',
        color: 0x1c1c1e,
        answersTo: ['top'],
      },
      {
        name: 'band',
        shape: { cyl: 0.03, r: 0.097 },
        at: [0, 0.012, 0],
        finish: 'fabric',
        color: 0xb02020,
        role: 'accent',
      },
    ],
  },
  {
    kind: 'cap',
    nouns: ['cap', 'baseball cap', 'beanie', 'beret', ...CLASS_LOOKS['cap'].nouns],
    looks: CLASS_LOOKS['cap'].looks,
    size: [0.12, 0.3],
    parts: [
      {
        name: 'crown',
        shape: {
          lathe: [
            [0.1, 0],
            [0.095, 0.05],
            [0.065, 0.1],
            [0.01, 0.115],
          ],
          smooth: true,
        },
        finish: 'fabric',
        color: 0xc62828,
      },
      {
        name: 'visor',
        shape: {
          extrude: [
            [0, -0.09],
            [0.1, -0.07],
            [0.15, 0],
            [0.1, 0.07],
            [0, 0.09],
          ],
          depth: 0.008,
        },
        turn: [90, 0, 0],
        at: [0.05, 0.01, 0],
        finish: 'fabric',
        color: 0xc62828,
        role: 'accent',
      },
      {
        name: 'button',
        shape: { ball: 0.012 },
        at: [0, 0.115, 0],
        finish: 'fabric',
        color: 0xc62828,
        role: 'accent',
      },
    ],
  },
  {
    kind: 't-shirt',
    nouns: ['t-shirt', 't shirt', 'tshirt', 'shirt', 'tee', 'blouse', 'jersey', 'undershirt'],
    looks: WEAR_EAT_GROW_LOOKS['t-shirt'],
    size: [0.7, 1],
    parts: [
      {
        name: 'body',
        shape: { extrude: SHIRT, depth: 0.05, round: 0.015 },
        finish: 'fabric',
        color: 0xf2f2f2,
      },
    ],
  },
  {
    // A dress from the front, flat like the shirts (outlines.ts): an A-line skirt, a fitted
    // bodice on two straps, a belt at the waist. It had been a smooth lathe on a stand, which
    // read as a bowling pin or a bottle (session 24). Variants by their skirt: a ball gown's
    // wide one, an evening gown's long slim one, a sundress's short one.
    kind: 'dress',
    nouns: ['dress', 'gown', 'ball gown', 'wedding dress', 'frock'],
    size: [1.18, 0.8],
    parts: [
      dressSkirt(0.4, 0),
      DRESS_BODICE_PART,
      {
        name: 'belt',
        shape: { box: [0.36, 0.05, 0.085], round: 0.01 },
        at: [0, 0.655, 0],
        finish: 'fabric',
        color: 0xf4f0e8,
        role: 'accent',
      },
    ],
    looks: {
      'ball gown': { drop: ['skirt'], parts: [dressSkirt(0.62, 0)] },
      'evening gown': { drop: ['skirt'], parts: [dressSkirt(0.27, 0)] },
      sundress: {
        drop: ['skirt', 'bodice'],
        parts: [
          { ...dressSkirt(0.36, 0.3), color: 0xf0c040 },
          { ...DRESS_BODICE_PART, color: 0xf0c040 },
        ],
      },
    },
  },
  {
    // An underskirt from the front, flat like the dress: three white tiers widening to a hem
    // of lace scallops, on a waistband (session 24; the twelfth list's petticoat was unknown).
    kind: 'petticoat',
    nouns: ['petticoat', 'underskirt', 'crinoline'],
    size: [0.72, 0.74],
    parts: [
      { ...petticoatTier('tier', 0.14, 0.2, 0.46, 0.72), answersTo: ['skirt'] },
      { ...petticoatTier('tier_2', 0.22, 0.29, 0.24, 0.48), answersTo: ['skirt'] },
      { ...petticoatTier('tier_3', 0.31, 0.37, 0.04, 0.26), answersTo: ['skirt'] },
      {
        name: 'waistband',
        shape: { box: [0.3, 0.05, 0.08], round: 0.01 },
        at: [0, 0.7, 0],
        finish: 'fabric',
        color: 0xf0e6ea,
        role: 'accent',
      },
      {
        name: 'lace',
        shape: { ball: 0.028 },
        ...at(spaced(11, -0.35, 0.35).map((x) => [x, 0.03, 0] as V3)),
        finish: 'fabric',
        color: 0xfaf6f0,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'glasses',
    nouns: ['glasses', 'spectacles', 'sunglasses', 'eyeglasses', 'bifocals'],
    size: [0.05, 0.15],
    parts: [
      {
        name: 'frame',
        shape: { ring: 0.026, r: 0.003 },
        at: [0.034, 0.03, 0],
        copies: [[-0.068, 0, 0]],
        finish: 'paint',
        color: 0x1a1a1a,
      },
      {
        name: 'lens',
        shape: { cyl: 0.002, r: 0.025 },
        turn: [90, 0, 0],
        at: [0.034, 0.03, 0],
        copies: [[-0.068, 0, 0]],
        finish: 'glass',
        role: 'fixed',
      },
      {
        name: 'bridge',
        shape: { ring: 0.009, r: 0.0025, arc: 180 },
        at: [0, 0.038, 0],
        finish: 'paint',
        color: 0x1a1a1a,
      },
      {
        name: 'temple',
        shape: { box: [0.004, 0.004, 0.13] },
        at: [0.06, 0.034, -0.065],
        copies: [[-0.12, 0, 0]],
        finish: 'paint',
        color: 0x1a1a1a,
      },
    ],
  },
  {
    kind: 'tie',
    nouns: ['tie', 'necktie', 'bow tie', ...CLASS_LOOKS['tie'].nouns],
    looks: { ...S29_WEAR_LOOKS['tie'], ...CLASS_LOOKS['tie'].looks },
    // Standing on its tip, as a tie hangs: lying flat it was a thin stick in a thumbnail.
    size: [0.47, 0.1],
    parts: [
      {
        name: 'knot',
        shape: {
          extrude: [
            [-0.02, 0.46],
            [0.02, 0.46],
            [0.014, 0.43],
            [-0.014, 0.43],
          ],
          depth: 0.015,
        },
        finish: 'fabric',
        color: 0x1a3a8a,
      },
      {
        name: 'blade',
        shape: {
          extrude: [
            [-0.014, 0.43],
            [0.014, 0.43],
            [0.045, 0.04],
            [0, 0],
            [-0.045, 0.04],
          ],
          depth: 0.008,
        },
        finish: 'fabric',
        color: 0x1a3a8a,
      },
      {
        name: 'stripe',
        shape: { box: [0.07, 0.012, 0.01] },
        turn: [0, 0, 30],
        at: [0, 0.1, 0],
        copies: [
          [0, 0.08, 0],
          [0, 0.16, 0],
          [0, 0.24, 0],
        ],
        finish: 'fabric',
        color: 0xc8a030,
        role: 'accent',
        answersTo: ['stripes'],
      },
    ],
  },
  {
    kind: 'ring',
    nouns: ['ring', 'wedding ring', 'engagement ring', 'diamond ring'],
    size: [0.03, 0.022],
    parts: [
      { name: 'band', shape: { ring: 0.0095, r: 0.0018 }, at: [0, 0.0113, 0], finish: 'gold' },
      {
        name: 'setting',
        shape: { cyl: 0.004, r: 0.003, rTop: 0.0035 },
        at: [0, 0.0205, 0],
        finish: 'gold',
      },
      {
        name: 'gem',
        shape: {
          lathe: [
            [0.0005, 0],
            [0.004, 0.003],
            [0.003, 0.005],
            [0.0005, 0.0055],
          ],
        },
        at: [0, 0.0235, 0],
        finish: 'diamond',
        role: 'accent',
      },
    ],
  },
  {
    kind: 'watch',
    nouns: ['watch', 'wristwatch', 'wrist watch', 'smartwatch', 'pocket watch'],
    looks: WEAR_EAT_GROW_LOOKS['watch'],
    size: [0.012, 0.24],
    parts: [
      { name: 'strap', shape: { box: [0.22, 0.004, 0.02], round: 0.0015 }, finish: 'leather' },
      {
        name: 'case',
        shape: { cyl: 0.01, r: 0.02 },
        at: [0, 0.003, 0],
        finish: 'steel',
        role: 'accent',
      },
      {
        name: 'face',
        shape: { cyl: 0.001, r: 0.017 },
        at: [0, 0.0125, 0],
        finish: 'ceramic',
        role: 'fixed',
      },
      {
        name: 'crown',
        shape: { cyl: 0.004, r: 0.002 },
        turn: [0, 0, -90],
        at: [0.02, 0.008, 0],
        finish: 'steel',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'teddy bear',
    nouns: ['teddy bear', 'teddy', 'plush bear', 'stuffed animal', 'plush toy', 'soft toy'],
    size: [0.35, 0.25],
    parts: [
      {
        name: 'body',
        shape: { ellipsoid: [0.09, 0.11, 0.08] },
        at: [0, 0.11, 0],
        finish: 'fur',
        color: 0xb07a40,
      },
      {
        name: 'belly',
        shape: { ellipsoid: [0.06, 0.07, 0.03] },
        at: [0, 0.1, 0.055],
        finish: 'fur',
        color: 0xe0c090,
        role: 'accent',
      },
      { name: 'head', shape: { ball: 0.075 }, at: [0, 0.26, 0], finish: 'fur', color: 0xb07a40 },
      {
        name: 'muzzle',
        shape: { ellipsoid: [0.035, 0.026, 0.028] },
        at: [0, 0.245, 0.063],
        finish: 'fur',
        color: 0xe0c090,
        role: 'accent',
      },
      {
        name: 'nose',
        shape: { ellipsoid: [0.012, 0.008, 0.008] },
        at: [0, 0.256, 0.09],
        finish: 'eye',
        role: 'fixed',
      },
      {
        name: 'eye',
        shape: { ball: 0.009 },
        at: [0.026, 0.282, 0.062],
        copies: [[-0.052, 0, 0]],
        finish: 'eye',
        role: 'fixed',
      },
      {
        name: 'ear',
        shape: { ball: 0.028 },
        at: [0.055, 0.32, 0],
        mirror: true,
        finish: 'fur',
        color: 0xb07a40,
      },
      {
        name: 'arm',
        shape: {
          capsule: [
            [0.07, 0.16, 0.01],
            [0.11, 0.08, 0.05],
          ],
          r: 0.028,
        },
        mirror: true,
        finish: 'fur',
        color: 0xb07a40,
      },
      {
        name: 'leg',
        shape: {
          capsule: [
            [0.05, 0.05, 0.02],
            [0.07, 0.03, 0.12],
          ],
          r: 0.034,
        },
        mirror: true,
        finish: 'fur',
        color: 0xb07a40,
      },
      {
        name: 'paw',
        shape: { ellipsoid: [0.022, 0.028, 0.008] },
        at: [0.07, 0.035, 0.15],
        mirror: true,
        finish: 'fur',
        color: 0xe0c090,
        role: 'accent',
      },
      {
        name: 'bow',
        shape: { ellipsoid: [0.04, 0.015, 0.012] },
        at: [0, 0.2, 0.065],
        finish: 'fabric',
        color: 0xc02030,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'rubber duck',
    nouns: ['rubber duck', 'rubber duckie', 'rubber ducky', 'bath duck', 'toy duck'],
    size: [0.09, 0.1],
    parts: [
      {
        name: 'body',
        shape: { ellipsoid: [0.05, 0.032, 0.038] },
        at: [-0.005, 0.032, 0],
        finish: 'plastic',
        color: 0xf8d020,
      },
      {
        name: 'tail',
        shape: {
          capsule: [
            [-0.04, 0.04, 0],
            [-0.058, 0.06, 0],
          ],
          r: 0.012,
          r2: 0.004,
        },
        finish: 'plastic',
        color: 0xf8d020,
      },
      {
        name: 'head',
        shape: { ball: 0.027 },
        at: [0.022, 0.075, 0],
        finish: 'plastic',
        color: 0xf8d020,
      },
      {
        name: 'beak',
        shape: { ellipsoid: [0.018, 0.007, 0.014] },
        at: [0.05, 0.07, 0],
        finish: 'plastic',
        color: 0xf07a10,
        role: 'accent',
      },
      {
        name: 'eye',
        shape: { ball: 0.005 },
        at: [0.04, 0.085, 0.013],
        copies: [[0, 0, -0.026]],
        finish: 'eye',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'kite',
    nouns: ['kite', 'box kite'],
    size: [0.9, 0.6],
    parts: [
      {
        name: 'sail',
        shape: {
          extrude: [
            [0, 0.3],
            [0.28, 0.62],
            [0, 0.98],
            [-0.28, 0.62],
          ],
          depth: 0.006,
        },
        finish: 'fabric',
        color: 0xd83030,
      },
      {
        name: 'spar',
        shape: { box: [0.012, 0.68, 0.012] },
        at: [0, 0.3, 0.008],
        finish: 'wood',
        role: 'fixed',
      },
      {
        name: 'cross_spar',
        shape: { box: [0.56, 0.012, 0.012] },
        at: [0, 0.614, 0.008],
        finish: 'wood',
        role: 'fixed',
      },
      {
        name: 'tail',
        shape: {
          sweep: [
            [0, 0.3, 0],
            [0.06, 0.2, 0],
            [-0.04, 0.1, 0],
            [0.02, 0.005, 0],
          ],
          r: 0.004,
        },
        finish: 'linen',
        role: 'fixed',
      },
      {
        name: 'bow',
        shape: { ellipsoid: [0.025, 0.01, 0.006] },
        at: [0.045, 0.2, 0],
        copies: [[-0.08, -0.1, 0]],
        finish: 'fabric',
        color: 0x2a5aa0,
        role: 'accent',
      },
    ],
  },
  {
    kind: 'dice',
    nouns: ['dice', 'die', 'game die'],
    size: [0.02, 0.02],
    parts: [
      {
        name: 'body',
        shape: { box: [0.02, 0.02, 0.02], round: 0.003 },
        finish: 'plastic',
        color: 0xf4f4f4,
      },
      {
        name: 'pip',
        shape: { ball: 0.0022 },
        at: [0, 0.0198, 0],
        copies: [
          [0.005, 0, 0.005],
          [-0.005, 0, -0.005],
        ],
        finish: 'paint',
        color: 0x141414,
        role: 'fixed',
      },
      {
        name: 'pip',
        shape: { ball: 0.0022 },
        at: [0.005, 0.015, 0.0099],
        copies: [[-0.01, -0.01, 0]],
        finish: 'paint',
        color: 0x141414,
        role: 'fixed',
      },
      {
        name: 'pip',
        shape: { ball: 0.0022 },
        at: [0.0099, 0.01, 0],
        finish: 'paint',
        color: 0x141414,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'rocking horse',
    nouns: ['rocking horse', 'hobby horse'],
    size: [0.8, 1],
    parts: [
      {
        name: 'rocker',
        shape: { ring: 1.2, r: 0.025, from: 248, arc: 44 },
        at: [0, 1.22, 0.16],
        copies: [[0, 0, -0.32]],
        finish: 'darkWood',
        role: 'detail',
      },
      {
        name: 'leg',
        shape: {
          capsule: [
            [0.25, 0.1, 0.15],
            [0.2, 0.42, 0.06],
          ],
          r: 0.03,
        },
        finish: 'paleWood',
      },
      {
        name: 'leg',
        shape: {
          capsule: [
            [0.25, 0.1, -0.15],
            [0.2, 0.42, -0.06],
          ],
          r: 0.03,
        },
        finish: 'paleWood',
      },
      {
        name: 'leg',
        shape: {
          capsule: [
            [-0.25, 0.1, 0.15],
            [-0.2, 0.42, 0.06],
          ],
          r: 0.03,
        },
        finish: 'paleWood',
      },
      {
        name: 'leg',
        shape: {
          capsule: [
            [-0.25, 0.1, -0.15],
            [-0.2, 0.42, -0.06],
          ],
          r: 0.03,
        },
        finish: 'paleWood',
      },
      {
        name: 'body',
        shape: {
          capsule: [
            [-0.25, 0.47, 0],
            [0.25, 0.47, 0],
          ],
          r: 0.1,
        },
        finish: 'paleWood',
      },
      {
        name: 'neck',
        shape: {
          capsule: [
            [0.22, 0.5, 0],
            [0.33, 0.72, 0],
          ],
          r: 0.07,
        },
        finish: 'paleWood',
      },
      {
        name: 'head',
        shape: {
          capsule: [
            [0.32, 0.76, 0],
            [0.46, 0.7, 0],
          ],
          r: 0.06,
          r2: 0.045,
        },
        finish: 'paleWood',
      },
      {
        name: 'mane',
        shape: {
          sweep: [
            [0.18, 0.6, 0],
            [0.27, 0.78, 0],
            [0.32, 0.83, 0],
          ],
          r: 0.025,
        },
        finish: 'paint',
        color: 0x3a2418,
        role: 'accent',
      },
      {
        name: 'saddle',
        shape: { box: [0.2, 0.04, 0.22], round: 0.015 },
        at: [-0.02, 0.55, 0],
        finish: 'paint',
        color: 0xc02030,
        role: 'accent',
        answersTo: ['seat'],
      },
      {
        name: 'tail',
        shape: {
          capsule: [
            [-0.33, 0.5, 0],
            [-0.42, 0.3, 0],
          ],
          r: 0.03,
          r2: 0.015,
        },
        finish: 'paint',
        color: 0x3a2418,
        role: 'accent',
      },
      {
        name: 'eye',
        shape: { ball: 0.012 },
        at: [0.38, 0.78, 0.045],
        copies: [[0, 0, -0.09]],
        finish: 'eye',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'building block',
    nouns: ['building block', 'toy block', 'lego brick', 'lego', 'brick toy', 'block'],
    size: [0.04, 0.06],
    parts: [
      {
        name: 'body',
        shape: { box: [0.064, 0.038, 0.032], round: 0.001 },
        finish: 'plastic',
        color: 0xd02020,
      },
      {
        name: 'stud',
        shape: { cyl: 0.006, r: 0.0048 },
        at: [-0.024, 0.038, -0.008],
        copies: [
          [0.016, 0, 0],
          [0.032, 0, 0],
          [0.048, 0, 0],
          [0, 0, 0.016],
          [0.016, 0, 0.016],
          [0.032, 0, 0.016],
          [0.048, 0, 0.016],
        ],
        finish: 'plastic',
        color: 0xd02020,
      },
    ],
  },
  {
    kind: 'spinning top',
    nouns: ['spinning top', 'top toy', 'dreidel'],
    size: [0.08, 0.07],
    parts: [
      {
        name: 'body',
        shape: {
          lathe: [
            [0.002, 0],
            [0.02, 0.02],
            [0.035, 0.04],
            [0.03, 0.05],
            [0.004, 0.055],
          ],
          smooth: true,
        },
        finish: 'paint',
        color: 0xd83030,
      },
      {
        name: 'stripe',
        shape: { cyl: 0.006, r: 0.0355 },
        at: [0, 0.036, 0],
        finish: 'paint',
        color: 0xf8d020,
        role: 'accent',
      },
      {
        name: 'stem',
        shape: { cyl: 0.025, r: 0.004 },
        at: [0, 0.053, 0],
        finish: 'wood',
        role: 'fixed',
      },
    ],
  },
];
