/**
 * Variants of known kinds drawn with the one feature that names them (issue #32, session 21,
 * V; docs/decisions.md "Variants by their telling feature"): a noun that reached the right
 * kind but was drawn as its plain member — a stepladder as a straight ladder, a turtleneck as
 * a plain sweater, a cowbell as a church bell. `VARIANT_LOOKS` gives, per kind, a `looks`
 * entry (declare.ts) for each such noun; each kind's own declaration spreads its row into its
 * `looks` (and `VARIANT_NOUNS` into its `nouns`, for a compound the reader dropped a word of).
 * Plain data.
 */
import type { PartDecl, StateDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { COAT } from './outlines.ts';
// Session 23, F: members of food kinds by their telling look.
import { CHEESE_LOOKS, CHEESE_NOUNS, HERB_LOOKS, NUT_LOOKS } from './food-looks.ts';
import { CLOG_LOOK, GARMENT_COAT_LOOKS, GARMENT_SWEATER_LOOKS, MOCCASIN_LOOK } from './garments.ts';
import { part, rod } from './part-shorthand.ts';

/** A stepladder: two splayed frames meeting at a top cap, flat treads on the front frame. */
const STEPLADDER: StateDecl = {
  drop: ['rail', 'rung'],
  parts: [
    ...[1, -1].flatMap((side): PartDecl[] => [
      rod(
        `front_rail_${side > 0 ? 'r' : 'l'}`,
        [0.25 * side, 0, 0.36],
        [0.2 * side, 1.5, 0.04],
        0.025,
        'steel',
        {
          answersTo: ['rail', 'leg'],
        },
      ),
      rod(
        `back_rail_${side > 0 ? 'r' : 'l'}`,
        [0.25 * side, 0, -0.46],
        [0.2 * side, 1.5, -0.04],
        0.022,
        'steel',
        {
          answersTo: ['rail', 'leg'],
        },
      ),
      rod(
        `spreader_${side > 0 ? 'r' : 'l'}`,
        [0.235 * side, 0.55, 0.23],
        [0.235 * side, 0.55, -0.29],
        0.008,
        'darkMetal',
        {
          role: 'fixed',
        },
      ),
    ]),
    ...[0.38, 0.76, 1.14].map((y, i) =>
      part(`step_${i + 1}`, { box: [0.5, 0.035, 0.12] }, 'steel', {
        at: [0, y, 0.36 - 0.32 * (y / 1.5) - 0.01],
        answersTo: ['step', 'tread', 'rung'],
      }),
    ),
    part('top_cap', { box: [0.5, 0.07, 0.2], round: 0.015 }, 'plastic', {
      at: [0, 1.48, 0],
      color: 0xe8702a,
      role: 'accent',
      answersTo: ['top', 'platform'],
    }),
  ],
};

/** A turtleneck: the sweater with a tall tube of a collar folded over at the top. */
const TURTLENECK: StateDecl = {
  drop: ['neckband'],
  parts: [
    part('collar', { cyl: 0.22, r: 0.13, rTop: 0.12 }, 'fabric', {
      at: [0, 0.56, 0],
      color: 0x9a2f35,
      answersTo: ['neck', 'turtleneck'],
    }),
    part('fold', { ring: 0.125, r: 0.03 }, 'fabric', {
      turn: [90, 0, 0],
      at: [0, 0.75, 0],
      color: 0x7a2228,
      role: 'accent',
      answersTo: ['collar', 'rib'],
    }),
  ],
};

/** A raincoat: bright yellow, a hood up behind the collar, toggles instead of buttons. */
const RAINCOAT: StateDecl = {
  drop: ['body', 'collar', 'button'],
  parts: [
    part('body', { extrude: COAT, depth: 0.08, round: 0.02 }, 'plastic', { color: 0xf0b400 }),
    part('hood', { ellipsoid: [0.17, 0.15, 0.11] }, 'plastic', {
      at: [0, 0.94, -0.02],
      color: 0xf0b400,
      answersTo: ['hood'],
    }),
    part('hood_rim', { ring: 0.13, r: 0.016 }, 'plastic', {
      at: [0, 0.95, 0.06],
      color: 0xd8a810,
      role: 'accent',
    }),
    part('toggle', { box: [0.05, 0.022, 0.02], round: 0.008 }, 'plastic', {
      at: [0.04, 0.2, 0.04],
      copies: [
        [0, 0.16, 0],
        [0, 0.32, 0],
        [0, 0.48, 0],
      ],
      color: 0x1a1a1a,
      role: 'fixed',
      answersTo: ['button', 'buttons'],
    }),
    part('pocket_flap', { box: [0.14, 0.05, 0.014] }, 'plastic', {
      at: [0.15, 0.3, 0.04],
      mirror: true,
      color: 0xd8a810,
      role: 'accent',
    }),
  ],
};

/** An electric shaver: a hand-held upright body under a head of three round foil cutters. */
const ELECTRIC_SHAVER: StateDecl = {
  drop: ['handle', 'head', 'blade'],
  parts: [
    part(
      'body',
      {
        capsule: [
          [0, 0.032, 0],
          [0, 0.11, 0],
        ],
        r: 0.024,
        r2: 0.02,
      },
      'plastic',
      {
        color: 0x24262a,
        answersTo: ['handle'],
      },
    ),
    part('head', { box: [0.07, 0.026, 0.036], round: 0.01 }, 'chrome', {
      at: [0, 0.118, 0],
      role: 'accent',
    }),
    part('cutter', { cyl: 0.008, r: 0.0125 }, 'steel', {
      at: [-0.022, 0.14, 0],
      copies: [
        [0.022, 0, 0],
        [0.044, 0, 0],
      ],
      role: 'fixed',
      answersTo: ['blade', 'blades', 'foil'],
    }),
    part('switch', { box: [0.012, 0.022, 0.008], round: 0.003 }, 'plastic', {
      at: [0, 0.07, 0.02],
      color: 0x3ab0e0,
      role: 'fixed',
      answersTo: ['button'],
    }),
  ],
};

/** A cowbell: a flat-sided brass box wider at the mouth, its clapper showing, on a strap. */
const COWBELL: StateDecl = {
  drop: ['body', 'lip', 'crown', 'clapper'],
  parts: [
    part(
      'body',
      {
        plan: [
          [-0.1, -0.065],
          [0.1, -0.065],
          [0.1, 0.065],
          [-0.1, 0.065],
        ],
        height: 0.24,
        taper: [0.6, 0.5],
      },
      'bronze',
      { at: [0, 0.05, 0], color: 0xb8862e },
    ),
    part('lip', { box: [0.206, 0.01, 0.136] }, 'bronze', {
      at: [0, 0.05, 0],
      color: 0x8a6420,
      role: 'accent',
      answersTo: ['mouth', 'rim'],
    }),
    part('clapper', { ball: 0.028 }, 'darkMetal', { at: [0, 0.03, 0], role: 'fixed' }),
    part('loop', { ring: 0.03, r: 0.008 }, 'iron', { at: [0, 0.305, 0], role: 'fixed' }),
    part('strap', { ring: 0.075, r: 0.016, arc: 180, from: 0 }, 'leather', {
      at: [0, 0.325, 0],
      color: 0x5a3418,
      role: 'fixed',
      answersTo: ['strap', 'collar'],
    }),
    part('buckle', { box: [0.034, 0.03, 0.04] }, 'brass', {
      at: [0, 0.385, 0],
      role: 'fixed',
    }),
  ],
};

/** A choker: rows of pearls tight round the neck, high up, with one small charm. */
const CHOKER: StateDecl = {
  drop: ['pearl', 'pendant'],
  parts: [
    ...[0.24, 0.258, 0.276].map((y, i) =>
      part(`band_${i + 1}`, { ring: 0.064, r: 0.0075 }, 'ceramic', {
        turn: [90, 0, 0],
        at: [0, y, 0],
        color: 0xf6efe2,
        answersTo: ['choker', 'pearls', 'band'],
      }),
    ),
    part('charm', { ellipsoid: [0.012, 0.015, 0.008] }, 'gem', {
      at: [0, 0.252, 0.07],
      role: 'accent',
      answersTo: ['pendant', 'gem'],
    }),
  ],
};

/** A boom microphone: a stand on three legs, an arm reaching out, the mic in a furry cover. */
const BOOM_MIC: StateDecl = {
  drop: ['handle', 'head', 'band', 'base'],
  parts: [
    part('post', { cyl: 0.9, r: 0.016 }, 'darkMetal', { at: [0, 0.2, 0], answersTo: ['stand'] }),
    ...[0, 120, 240].map((a, i) => {
      const r = (a * Math.PI) / 180;
      return rod(
        `leg_${i + 1}`,
        [0, 0.26, 0],
        [0.32 * Math.cos(r), 0.01, 0.32 * Math.sin(r)],
        0.01,
        'darkMetal',
        {
          answersTo: ['stand', 'tripod'],
        },
      );
    }),
    rod('boom', [-0.3, 0.96, 0], [0.62, 1.3, 0], 0.014, 'darkMetal', { answersTo: ['arm'] }),
    part('weight', { cyl: 0.06, r: 0.03 }, 'darkMetal', {
      turn: [0, 0, 70],
      at: [-0.3, 0.96, 0],
      role: 'fixed',
    }),
    part('clamp', { ball: 0.022 }, 'darkMetal', { at: [0, 1.07, 0], role: 'fixed' }),
    part('windscreen', { ellipsoid: [0.2, 0.07, 0.07] }, 'fur', {
      turn: [0, 0, -12],
      at: [0.78, 1.26, 0],
      color: 0x4a4a48,
      role: 'accent',
      answersTo: ['head', 'cover', 'windshield'],
    }),
  ],
};

/** A hot tub: a deep square tub clad in wood, full of blue water with bubbles, a step. */
const HOT_TUB: StateDecl = {
  drop: ['body', 'foot', 'tap'],
  parts: [
    part('body', { box: [1.9, 0.85, 1.9], round: 0.12 }, 'wood', {
      minus: [{ shape: { box: [1.66, 0.9, 1.66], round: 0.1 }, at: [0, 0.15, 0] }],
      color: 0x7a5436,
      answersTo: ['tub', 'cladding'],
    }),
    part('water', { box: [1.7, 0.04, 1.7] }, 'glass', {
      at: [0, 0.66, 0],
      color: 0x3aa8d8,
      role: 'accent',
    }),
    part('bubble', { ball: 0.035 }, 'plastic', {
      at: [0.3, 0.7, 0.2],
      copies: (
        [
          [-0.5, 0, 0.1],
          [-0.2, 0, -0.5],
          [0.25, 0, -0.3],
          [-0.6, 0, -0.55],
          [0.1, 0, 0.45],
          [-0.35, 0, 0.5],
        ] as V3[]
      ).map((p): V3 => p),
      color: 0xf4fbff,
      role: 'fixed',
      answersTo: ['bubbles', 'foam'],
    }),
    part('step', { box: [0.8, 0.26, 0.36] }, 'wood', {
      at: [0, 0, 1.1],
      color: 0x6a4a2e,
      role: 'detail',
    }),
  ],
};

/**
 * A footbath (session 23, H): a small oval foot spa of white plastic holding warm water and a
 * pair of feet, its dial in front (it was the full-size bathtub).
 */
const FOOTBATH: StateDecl = {
  drop: ['body', 'foot', 'tap'],
  parts: [
    part(
      'body',
      {
        lathe: [
          [0, 0],
          [0.3, 0],
          [0.34, 0.2],
          [0.35, 0.22],
          [0, 0.22],
        ],
        wall: 0.03,
      },
      'plastic',
      {
        color: 0xf4f4f4,
        answersTo: ['tub', 'basin'],
      },
    ),
    part('water', { cyl: 0.02, r: 0.31 }, 'glass', {
      at: [0, 0.15, 0],
      color: 0x5ab8e0,
      role: 'accent',
    }),
    part(
      'feet',
      {
        capsule: [
          [-0.08, 0.1, -0.12],
          [-0.08, 0.1, 0.12],
        ],
        r: 0.055,
      },
      'skin',
      {
        copies: [[0.16, 0, 0]],
        color: 0xe0b090,
        role: 'fixed',
      },
    ),
    part(
      'ankle',
      {
        capsule: [
          [-0.08, 0.12, -0.1],
          [-0.08, 0.42, -0.14],
        ],
        r: 0.05,
      },
      'skin',
      {
        copies: [[0.16, 0, 0]],
        color: 0xe0b090,
        role: 'fixed',
      },
    ),
    part('dial', { cyl: 0.03, r: 0.05 }, 'plastic', {
      at: [0, 0.22, 0.3],
      color: 0x3a8ac8,
      role: 'fixed',
    }),
  ],
};

/** Knitting needles: two long needles with knob ends stuck through a ball of yarn. */
const KNITTING_NEEDLE: StateDecl = {
  drop: ['shaft', 'point', 'eye', 'thread', 'head'],
  parts: [
    part('yarn', { ball: 0.045 }, 'fabric', {
      at: [0, 0.045, 0],
      color: 0xc83a5a,
      role: 'accent',
      answersTo: ['wool', 'ball'],
    }),
    ...[0.05, -0.05].flatMap((z, i): PartDecl[] => {
      const a: V3 = [-0.13, 0.01 + i * 0.012, z];
      const b: V3 = [0.13, 0.12 - i * 0.02, -z * 0.4];
      return [
        rod(`needle_${i + 1}`, a, b, 0.0035, 'steel', { color: 0x9ab0c8, answersTo: ['needle'] }),
        part(`knob_${i + 1}`, { ball: 0.009 }, 'plastic', {
          at: b,
          color: 0x2a6ac8,
          role: 'fixed',
        }),
      ];
    }),
  ],
};

/** A sparkler: a wire stick coated grey on its upper half, a burst of sparks at the tip. */
const SPARKLER: StateDecl = {
  drop: ['tube', 'stripe', 'cone', 'fuse'],
  parts: [
    part('coating', { cyl: 0.26, r: 0.008 }, 'stone', {
      at: [0.03, 0.24, 0],
      color: 0x6a6a6a,
      role: 'detail',
    }),
    part('glow', { ball: 0.022 }, 'light', { at: [0.03, 0.51, 0], color: 0xfff0a0, role: 'fixed' }),
    ...Array.from({ length: 14 }, (_, i) => {
      const a = (i / 14) * 2 * Math.PI;
      const tilt = i % 2 ? 0.5 : -0.3;
      const d: V3 = [Math.cos(a), Math.sin(a) * 0.9, tilt * Math.sin(a * 3)];
      const n = Math.hypot(...d);
      const len = i % 3 ? 0.11 : 0.075;
      return rod(
        `spark_${i + 1}`,
        [0.03, 0.51, 0],
        [0.03 + (d[0] / n) * len, 0.51 + (d[1] / n) * len, (d[2] / n) * len],
        0.0035,
        'light',
        { color: i % 2 ? 0xffd040 : 0xfff6c8, role: 'fixed', answersTo: ['sparks'] },
      );
    }),
  ],
};

/** A tutu: flat, wide, frilled layers of net standing out from a satin waistband. */
const frill = (r: number, n: number): V2[] =>
  Array.from({ length: n * 2 }, (_, i): V2 => {
    const a = (i / (n * 2)) * 2 * Math.PI;
    const k = i % 2 ? r * 0.9 : r;
    return [Math.cos(a) * k, Math.sin(a) * k];
  });
const TUTU: StateDecl = {
  drop: ['skirt', 'waistband'],
  parts: [
    part('tulle_lower', { plan: frill(0.42, 26), height: 0.05 }, 'fabric', {
      at: [0, 0.37, 0],
      turn: [0, 4, 0],
      color: 0xf07898,
      answersTo: ['skirt', 'net', 'tutu'],
    }),
    part('tulle', { plan: frill(0.46, 24), height: 0.05 }, 'fabric', {
      at: [0, 0.4, 0],
      color: 0xf48aa8,
      answersTo: ['skirt', 'net', 'tutu'],
    }),
    part('tulle_upper', { plan: frill(0.38, 22), height: 0.05 }, 'fabric', {
      at: [0, 0.43, 0],
      turn: [0, 7, 0],
      color: 0xf8a0b8,
      answersTo: ['skirt', 'net', 'tutu'],
    }),
    part('waistband', { cyl: 0.09, r: 0.15 }, 'fabric', {
      at: [0, 0.36, 0],
      color: 0xe0607e,
      role: 'accent',
      answersTo: ['waist', 'band'],
    }),
    part(
      'bodice',
      {
        lathe: [
          [0.15, 0],
          [0.13, 0.1],
          [0.15, 0.26],
          [0.17, 0.36],
          [0.16, 0.42],
          [0, 0.43],
        ],
        smooth: true,
      },
      'fabric',
      { at: [0, 0.44, 0], color: 0xe0607e, role: 'accent', answersTo: ['bodice', 'top'] },
    ),
    ...[1, -1].map((side) =>
      rod(
        `strap_${side > 0 ? 'r' : 'l'}`,
        [0.1 * side, 0.85, 0.05],
        [0.1 * side, 0.85, -0.05],
        0.012,
        'fabric',
        {
          color: 0xe0607e,
          role: 'accent',
        },
      ),
    ),
  ],
};

/** String cheese: a white stick of cheese, a few strings peeled back from one end. */
const STRING_CHEESE: StateDecl = {
  drop: ['wedge'],
  parts: [
    part(
      'stick',
      {
        capsule: [
          [-0.08, 0.013, 0],
          [0.06, 0.013, 0],
        ],
        r: 0.013,
      },
      'plain',
      {
        color: 0xf6f0dc,
        answersTo: ['cheese'],
      },
    ),
    ...[-2, -1, 0, 1, 2].map((k, i) =>
      part(
        `string_${i + 1}`,
        {
          sweep: [
            [0.055, 0.013 + k * 0.004, k * 0.004],
            [0.09, 0.016 + k * 0.008, k * 0.014],
            [0.12, 0.024 + k * 0.014 + (i % 2) * 0.01, k * 0.026],
            [0.14, 0.03 + k * 0.02, k * 0.034 + (i % 2) * 0.01],
          ],
          r: 0.0028,
        },
        'plain',
        { color: 0xf8f4e6, role: 'fixed', answersTo: ['strings'] },
      ),
    ),
  ],
};

/** A napkin: a cloth square folded into a standing cone on a dark plate, its hem coloured. */
const NAPKIN: StateDecl = {
  drop: ['body', 'stripe'],
  parts: [
    part('plate', { cyl: 0.014, r: 0.14, rTop: 0.15 }, 'ceramic', {
      color: 0x2a3a5a,
      role: 'detail',
      answersTo: ['plate'],
    }),
    part(
      'cloth',
      {
        extrude: [
          [-0.11, 0],
          [0.11, 0],
          [0.0, 0.2],
        ],
        depth: 0.05,
        round: 0.006,
      },
      'linen',
      { at: [0, 0.012, 0], color: 0xf6f4ee, answersTo: ['napkin', 'cloth'] },
    ),
    part(
      'fold',
      {
        extrude: [
          [-0.09, 0],
          [0.09, 0],
          [0.0, 0.165],
        ],
        depth: 0.02,
        round: 0.004,
      },
      'linen',
      { at: [0, 0.012, 0.03], color: 0xecebe4, answersTo: ['napkin', 'cloth'] },
    ),
    part('hem', { box: [0.2, 0.012, 0.052] }, 'linen', {
      at: [0, 0.012, 0],
      color: 0xc8283a,
      role: 'accent',
      answersTo: ['border', 'stripe'],
    }),
  ],
};

/** Per kind, the nouns that name a variant and the look each gets. */
export const VARIANT_LOOKS = {
  ladder: { stepladder: STEPLADDER, 'step ladder': STEPLADDER, 'step-ladder': STEPLADDER },
  sweater: {
    turtleneck: TURTLENECK,
    'turtleneck sweater': TURTLENECK,
    'polo neck': TURTLENECK,
    'roll neck': TURTLENECK,
    'roll-neck': TURTLENECK,
    ...GARMENT_SWEATER_LOOKS,
  },
  coat: {
    raincoat: RAINCOAT,
    mackintosh: RAINCOAT,
    slicker: RAINCOAT,
    'rain coat': RAINCOAT,
    ...GARMENT_COAT_LOOKS,
  },
  razor: {
    'electric shaver': ELECTRIC_SHAVER,
    'electric razor': ELECTRIC_SHAVER,
    shaver: ELECTRIC_SHAVER,
  },
  bell: { cowbell: COWBELL, 'cow bell': COWBELL },
  necklace: { choker: CHOKER },
  microphone: { 'boom microphone': BOOM_MIC, 'boom mic': BOOM_MIC },
  bathtub: {
    'hot tub': HOT_TUB,
    jacuzzi: HOT_TUB,
    footbath: FOOTBATH,
    'foot bath': FOOTBATH,
    'foot spa': FOOTBATH,
  },
  needle: { 'knitting needle': KNITTING_NEEDLE, 'knitting needles': KNITTING_NEEDLE },
  firework: { sparkler: SPARKLER },
  skirt: { tutu: TUTU, 'ballet skirt': TUTU },
  cheese: { 'string cheese': STRING_CHEESE, 'cheese stick': STRING_CHEESE, ...CHEESE_LOOKS },
  nut: NUT_LOOKS,
  herb: HERB_LOOKS,
  towel: { napkin: NAPKIN, serviette: NAPKIN, 'table napkin': NAPKIN },
  // Session 23, G: a moccasin and a clog, nouns of the dress shoe, by their own look.
  'dress shoe': {
    moccasin: MOCCASIN_LOOK,
    moccasins: MOCCASIN_LOOK,
    clog: CLOG_LOOK,
    clogs: CLOG_LOOK,
  },
} as const satisfies Record<string, Record<string, StateDecl>>;

/** Compounds the reader would otherwise cut to their head ("a boom microphone" → microphone). */
export const VARIANT_NOUNS = {
  microphone: ['boom microphone', 'boom mic'],
  bathtub: ['hot tub', 'jacuzzi', 'footbath', 'foot bath', 'foot spa'],
  needle: ['knitting needle'],
  cheese: ['string cheese', ...CHEESE_NOUNS],
} as const satisfies Record<string, readonly string[]>;
