/**
 * Garments by their telling look (issue #32, session 23, G; docs/decisions.md "Garments by
 * their telling look"): clothes, underwear and nightwear, footwear and headwear a person names
 * that were unknown, misread (bloomers a flower, waders a bird) or drawn as a plainer neighbour
 * (a moccasin as the brown dress shoe, a fez as the baseball cap). Each is shown as the worn
 * shape on its own, with the feature that names it: a tuxedo's satin lapels and bow tie, a
 * tailcoat's tails, a camisole's thin straps, bloomers' gathered legs, a fez's tassel.
 * Declared as data (library/declare.ts); garments stand upright facing +Z, shoes point +X.
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { arcPoints, COAT, SWEATER } from './outlines.ts';
import { part, rod } from './part-shorthand.ts';

const BLACK = 0x17181c;
const SATIN_BLACK = 0x050507;
const WHITE = 0xf6f4ee;

/** A bow of two triangles and a knot, centred at (x, y) on the front plane z. */
function bowTie(y: number, z: number, color: number, w = 0.075): PartDecl[] {
  return [
    part(
      'bow_tie',
      {
        extrude: [
          [0, y],
          [w, y + w * 0.5],
          [w, y - w * 0.5],
        ],
        depth: 0.016,
        round: 0.004,
      },
      'fabric',
      { at: [0, 0, z], mirror: true, color, role: 'accent', answersTo: ['bow', 'tie', 'bowtie'] },
    ),
    part('knot', { box: [0.026, 0.03, 0.02], round: 0.006 }, 'fabric', {
      at: [0, y - 0.015, z + 0.002],
      color,
      role: 'accent',
      answersTo: ['bow', 'tie'],
    }),
  ];
}

/** The shirt's V between a jacket's lapels, lapel points outward from it (x, y). */
const SHIRT_V: V2[] = [
  [-0.11, 0.9],
  [0.11, 0.9],
  [0, 0.46],
];
const LAPEL: V2[] = [
  [0.005, 0.46],
  [0.11, 0.9],
  [0.16, 0.88],
  [0.12, 0.74],
  [0.17, 0.7],
  [0.05, 0.46],
];

/** A tailcoat's front: cut straight across at the waist, the sleeves hanging past it. */
const TAILCOAT_FRONT: V2[] = [
  [-0.27, 0.44],
  [-0.1, 0.5],
  [0.1, 0.5],
  [0.27, 0.44],
  [0.26, 0.62],
  [0.44, 0.16],
  [0.54, 0.22],
  [0.36, 0.86],
  [0.12, 0.92],
  [0, 0.84],
  [-0.12, 0.92],
  [-0.36, 0.86],
  [-0.54, 0.22],
  [-0.44, 0.16],
  [-0.26, 0.62],
];

/** One tail hanging behind, from the waist to the knee (the right one; mirrored). */
const TAIL: V2[] = [
  [0.012, 0.52],
  [0.25, 0.52],
  [0.27, -0.08],
  [0.1, -0.12],
];

/** A short top's body on spaghetti straps: a straight neckline dipping to a small V. */
const CAMISOLE: V2[] = [
  [-0.23, 0],
  [0.23, 0],
  [0.2, 0.4],
  [0.14, 0.44],
  [0.05, 0.4],
  [0, 0.36],
  [-0.05, 0.4],
  [-0.14, 0.44],
  [-0.2, 0.4],
];

/** A nightgown: long and straight, a little wider at the hem, the same neckline. */
const NIGHTGOWN: V2[] = [
  [-0.3, 0],
  [0.3, 0],
  [0.2, 0.88],
  [0.14, 0.94],
  [0.05, 0.9],
  [0, 0.86],
  [-0.05, 0.9],
  [-0.14, 0.94],
  [-0.2, 0.88],
];

/** A corset from the front: an hourglass, the top cupped over the bust. */
const CORSET: V2[] = [
  [-0.17, 0],
  [0.17, 0],
  [0.115, 0.15],
  [0.13, 0.3],
  [0.17, 0.4],
  [0.1, 0.45],
  [0, 0.4],
  [-0.1, 0.45],
  [-0.17, 0.4],
  [-0.13, 0.3],
  [-0.115, 0.15],
];

/** A baby's footed sleepsuit: legs ending in round feet, long sleeves, a round neck. */
const ROMPER: V2[] = [
  [-0.2, 0],
  [-0.03, 0],
  [-0.02, 0.2],
  [0.02, 0.2],
  [0.03, 0],
  [0.2, 0],
  [0.17, 0.1],
  [0.16, 0.38],
  [0.3, 0.24],
  [0.35, 0.28],
  [0.22, 0.48],
  [0.08, 0.52],
  [0, 0.49],
  [-0.08, 0.52],
  [-0.22, 0.48],
  [-0.35, 0.28],
  [-0.3, 0.24],
  [-0.16, 0.38],
  [-0.17, 0.1],
];

/** Chest waders: two legs to the feet, up to the chest, a square bib. */
const WADERS: V2[] = [
  [-0.26, 0.08],
  [-0.04, 0.08],
  [-0.02, 0.66],
  [0.02, 0.66],
  [0.04, 0.08],
  [0.26, 0.08],
  [0.25, 0.9],
  [0.2, 1.24],
  [-0.2, 1.24],
  [-0.25, 0.9],
];

/** A foot's outline seen from above (x along the foot, toe at +x; z across). */
function footPlan(length: number, width: number): V2[] {
  const l = length / 2;
  const w = width / 2;
  return [
    ...arcPoints([l - w, 0], w, -90, 90, 8),
    [-l + w * 0.8, w * 0.85],
    ...arcPoints([-l + w * 0.8, 0], w * 0.85, 90, 270, 8).slice(1, -1),
    [-l + w * 0.8, -w * 0.85],
  ];
}

/** A moccasin from the side (x along the foot, toe at +x): low and soft, no heel. */
const MOCCASIN_SIDE: V2[] = [
  [-0.13, 0],
  [0.115, 0],
  [0.14, 0.02],
  [0.135, 0.045],
  [0.09, 0.06],
  [0.02, 0.066],
  [-0.04, 0.07],
  [-0.125, 0.058],
];

/** A wooden clog's footprint (x along the foot, toe at +x; z across): a pointed toe. */
const CLOG_PLAN: V2[] = [
  [-0.14, 0],
  [-0.13, -0.035],
  [-0.09, -0.05],
  [0.02, -0.055],
  [0.1, -0.04],
  [0.17, -0.008],
  [0.175, 0],
  [0.17, 0.008],
  [0.1, 0.04],
  [0.02, 0.055],
  [-0.09, 0.05],
  [-0.13, 0.035],
];

/** A mitre's panel from the front: straight sides rising to a point. */
const MITRE: V2[] = [
  [-0.1, 0],
  [0.1, 0],
  [0.115, 0.17],
  [0.06, 0.28],
  [0, 0.34],
  [-0.06, 0.28],
  [-0.115, 0.17],
];

export const GARMENT_KINDS: readonly KindDecl[] = [
  {
    // A black jacket with satin lapels over a white shirt and a black bow tie, with its
    // trousers (a satin stripe down each leg): the brown coat told no tuxedo.
    kind: 'tuxedo',
    nouns: ['tuxedo', 'tux', 'dinner jacket', 'tuxedos'],
    size: [1.8, 1.1],
    parts: [
      part('jacket', { extrude: COAT, depth: 0.08, round: 0.02 }, 'fabric', {
        color: BLACK,
        answersTo: ['body', 'coat'],
      }),
      part('shirt', { extrude: SHIRT_V, depth: 0.01 }, 'fabric', {
        at: [0, 0, 0.04],
        color: WHITE,
        role: 'fixed',
      }),
      part('lapel', { extrude: LAPEL, depth: 0.012 }, 'paint', {
        at: [0, 0, 0.043],
        mirror: true,
        color: SATIN_BLACK,
        role: 'detail',
        answersTo: ['lapels'],
      }),
      ...bowTie(0.86, 0.05, SATIN_BLACK),
      part('stud', { cyl: 0.006, r: 0.008 }, 'plastic', {
        turn: [90, 0, 0],
        at: [0, 0.66, 0.045],
        copies: [[0, 0.09, 0]],
        color: BLACK,
        role: 'fixed',
        answersTo: ['buttons'],
      }),
      part('button', { cyl: 0.01, r: 0.016 }, 'paint', {
        turn: [90, 0, 0],
        at: [0, 0.4, 0.04],
        color: SATIN_BLACK,
        role: 'fixed',
      }),
      part('pocket_square', { box: [0.07, 0.03, 0.01] }, 'fabric', {
        at: [-0.17, 0.68, 0.04],
        color: WHITE,
        role: 'fixed',
      }),
      part('trouser_leg', { box: [0.22, 0.86, 0.12], round: 0.02 }, 'fabric', {
        at: [-0.12, -0.84, 0],
        copies: [[0.24, 0, 0]],
        color: BLACK,
        answersTo: ['trousers', 'pants'],
      }),
      part('stripe', { box: [0.016, 0.84, 0.124] }, 'paint', {
        at: [-0.225, -0.83, 0],
        copies: [[0.45, 0, 0]],
        color: SATIN_BLACK,
        role: 'detail',
      }),
    ],
  },
  {
    // A black coat cut straight across at the waist with two long tails hanging behind to the
    // knee, over a white waistcoat, shirt and white bow tie ("white tie").
    kind: 'tailcoat',
    nouns: ['tailcoat', 'tail coat', 'dress suit'],
    size: [1, 1.1],
    parts: [
      part('body', { extrude: TAILCOAT_FRONT, depth: 0.08, round: 0.02 }, 'fabric', {
        color: BLACK,
        answersTo: ['coat', 'jacket'],
      }),
      part('tail', { extrude: TAIL, depth: 0.03, round: 0.008 }, 'fabric', {
        at: [0, 0, -0.035],
        mirror: true,
        color: BLACK,
        answersTo: ['tails', 'body', 'coat'],
      }),
      part(
        'waistcoat',
        {
          extrude: [
            [-0.16, 0.4],
            [0, 0.36],
            [0.16, 0.4],
            [0.13, 0.72],
            [-0.13, 0.72],
          ],
          depth: 0.012,
        },
        'fabric',
        { at: [0, 0, 0.036], color: WHITE, role: 'accent', answersTo: ['vest'] },
      ),
      part('shirt', { extrude: SHIRT_V, depth: 0.01 }, 'fabric', {
        at: [0, 0, 0.043],
        color: 0xfcfcfa,
        role: 'fixed',
      }),
      part('lapel', { extrude: LAPEL, depth: 0.012 }, 'paint', {
        at: [0, 0, 0.046],
        mirror: true,
        color: SATIN_BLACK,
        role: 'detail',
        answersTo: ['lapels'],
      }),
      ...bowTie(0.86, 0.052, 0xfcfcfa),
    ],
  },
  {
    // A short silky top on two spaghetti straps, lace along the neckline, a little bow.
    kind: 'camisole',
    nouns: ['camisole', 'cami', 'underbodice', 'camisoles'],
    size: [0.7, 0.46],
    parts: [
      part('body', { extrude: CAMISOLE, depth: 0.05, round: 0.012 }, 'fabric', {
        color: 0xd98a9c,
      }),
      rod('strap', [0.14, 0.42, 0], [0.12, 0.68, 0], 0.006, 'fabric', {
        mirror: true,
        color: 0xd98a9c,
        answersTo: ['straps'],
      }),
      part('lace', { ball: 0.016 }, 'fabric', {
        at: [-0.2, 0.4, 0.016],
        copies: [
          [0.05, 0.025],
          [0.1, 0.038],
          [0.15, 0.01],
          [0.2, -0.03],
          [0.25, 0.01],
          [0.3, 0.038],
          [0.35, 0.025],
          [0.4, 0],
        ].map((p): V3 => [p[0]!, p[1]!, 0]),
        color: WHITE,
        role: 'accent',
        answersTo: ['trim'],
      }),
      part('bow', { ellipsoid: [0.022, 0.011, 0.008] }, 'fabric', {
        at: [0, 0.35, 0.028],
        color: 0xe88aa0,
        role: 'detail',
      }),
      part('hem', { box: [0.46, 0.02, 0.052] }, 'fabric', {
        at: [0, 0, 0],
        color: WHITE,
        role: 'accent',
        answersTo: ['trim'],
      }),
    ],
  },
  {
    // A long straight gown on thin straps down to the ankle, a lace hem and neckline.
    kind: 'nightgown',
    nouns: ['nightgown', 'nightdress', 'nightie', 'nighty', 'night-robe', 'nightgowns'],
    size: [1.2, 0.6],
    parts: [
      part('body', { extrude: NIGHTGOWN, depth: 0.05, round: 0.012 }, 'fabric', {
        color: 0xa996cf,
      }),
      rod('strap', [0.14, 0.92, 0], [0.12, 1.16, 0], 0.006, 'fabric', {
        mirror: true,
        color: 0xa996cf,
        answersTo: ['straps'],
      }),
      part('lace', { ball: 0.016 }, 'fabric', {
        at: [-0.2, 0.88, 0.016],
        copies: [
          [0.05, 0.025],
          [0.1, 0.038],
          [0.15, 0.01],
          [0.2, -0.03],
          [0.25, 0.01],
          [0.3, 0.038],
          [0.35, 0.025],
          [0.4, 0],
        ].map((p): V3 => [p[0]!, p[1]!, 0]),
        color: WHITE,
        role: 'accent',
        answersTo: ['trim'],
      }),
      part(
        'frill',
        {
          extrude: [
            [-0.3, 0],
            [0.3, 0],
            [0.285, 0.07],
            [-0.285, 0.07],
          ],
          depth: 0.06,
          round: 0.01,
        },
        'fabric',
        { color: WHITE, role: 'accent', answersTo: ['hem', 'trim'] },
      ),
      part('bow', { ellipsoid: [0.022, 0.011, 0.008] }, 'fabric', {
        at: [0, 0.83, 0.028],
        color: 0x6a4a9a,
        role: 'detail',
      }),
    ],
  },
  {
    // Loose white knickers: a waistband, a full seat and two puffed legs gathered just above
    // the knee by a ribbon, a frill of lace below it (they read as flowers by "bloomer").
    kind: 'bloomers',
    nouns: ['bloomers', 'pantaloons', 'pantalettes'],
    size: [0.55, 0.5],
    parts: [
      part(
        'leg',
        {
          lathe: [
            [0.07, 0],
            [0.115, 0.08],
            [0.135, 0.18],
            [0.12, 0.28],
            [0.1, 0.34],
          ],
          smooth: true,
        },
        'fabric',
        { at: [0.115, 0.05, 0], mirror: true, color: WHITE, answersTo: ['legs'] },
      ),
      part('seat', { ellipsoid: [0.24, 0.13, 0.14] }, 'fabric', {
        at: [0, 0.37, 0],
        color: WHITE,
        answersTo: ['body'],
      }),
      part('waistband', { cyl: 0.05, r: 0.17 }, 'fabric', {
        at: [0, 0.44, 0],
        color: WHITE,
        answersTo: ['band', 'waist'],
      }),
      part('frill', { cyl: 0.05, r: 0.1, rTop: 0.072 }, 'fabric', {
        at: [0.115, 0, 0],
        mirror: true,
        color: 0xfcf8f0,
        role: 'accent',
        answersTo: ['lace', 'ruffle', 'ruffles'],
      }),
      part('ribbon', { cyl: 0.016, r: 0.078 }, 'fabric', {
        at: [0.115, 0.048, 0],
        mirror: true,
        color: 0xe88aa0,
        role: 'detail',
      }),
      part('ribbon_bow', { ellipsoid: [0.02, 0.012, 0.012] }, 'fabric', {
        at: [0.115, 0.056, 0.078],
        mirror: true,
        color: 0xe88aa0,
        role: 'detail',
        answersTo: ['ribbon', 'bow'],
      }),
    ],
  },
  {
    // A wide white elastic waistband with a grey stripe, a pouch in front and two straps
    // running from it under and up to the band behind.
    kind: 'jockstrap',
    nouns: ['jockstrap', 'athletic supporter', 'jock strap'],
    size: [0.25, 0.36],
    parts: [
      part('waistband', { cyl: 0.06, r: 0.17 }, 'fabric', {
        at: [0, 0.18, 0],
        minus: [{ shape: { cyl: 0.2, r: 0.158 }, at: [0, 0.1, 0] }],
        color: WHITE,
        answersTo: ['band', 'waist'],
      }),
      part('stripe', { cyl: 0.014, r: 0.172 }, 'fabric', {
        at: [0, 0.203, 0],
        minus: [{ shape: { cyl: 0.2, r: 0.16 }, at: [0, 0.1, 0] }],
        color: 0x7a828c,
        role: 'accent',
      }),
      part(
        'pouch',
        {
          capsule: [
            [0, 0.17, 0.15],
            [0, 0.06, 0.12],
          ],
          r: 0.055,
          r2: 0.035,
        },
        'fabric',
        { color: WHITE, answersTo: ['cup'] },
      ),
      part(
        'strap',
        {
          sweep: [
            [0.01, 0.04, 0.11],
            [0.04, 0.0, 0.02],
            [0.1, 0.06, -0.1],
            [0.13, 0.19, -0.1],
          ],
          r: 0.012,
        },
        'fabric',
        { mirror: true, color: WHITE, answersTo: ['straps'] },
      ),
    ],
  },
  {
    // An hourglass of red satin, boned, laced up the front over rows of eyelets, trimmed
    // in black lace at the top and the hem.
    kind: 'corset',
    nouns: ['corset', 'stays', 'corsets'],
    size: [0.46, 0.36],
    parts: [
      part('body', { extrude: CORSET, depth: 0.13, round: 0.04 }, 'fabric', {
        color: 0x9a1a2c,
      }),
      ...[0.06, 0.1].map((x, i) =>
        part(`bone_${i + 1}`, { box: [0.01, 0.34, 0.012] }, 'fabric', {
          at: [x, 0.04, 0.06],
          mirror: true,
          color: 0x6a0e1c,
          role: 'detail',
          answersTo: ['boning'],
        }),
      ),
      part('eyelet', { cyl: 0.006, r: 0.007 }, 'brass', {
        turn: [90, 0, 0],
        at: [0.026, 0.06, 0.062],
        copies: [0.05, 0.1, 0.15, 0.2, 0.25, 0.3].map((y): V3 => [0, y, 0]),
        mirror: true,
        role: 'fixed',
      }),
      ...[0, 1, 2, 3, 4].map((i) =>
        rod(
          `lace_${i + 1}`,
          [-0.026, 0.06 + i * 0.05, 0.066],
          [0.026, 0.11 + i * 0.05, 0.066],
          0.003,
          'fabric',
          { mirror: true, color: SATIN_BLACK, role: 'accent', answersTo: ['lacing', 'laces'] },
        ),
      ),
      part(
        'trim',
        {
          extrude: [
            [0.17, 0.38],
            [0.1, 0.43],
            [0, 0.38],
            [0, 0.4],
            [0.1, 0.452],
            [0.18, 0.405],
          ],
          depth: 0.134,
        },
        'fabric',
        { mirror: true, color: SATIN_BLACK, role: 'accent', answersTo: ['lace'] },
      ),
      part('hem', { extrude: CORSET.slice(0, 3), depth: 0.132 }, 'fabric', {
        color: SATIN_BLACK,
        role: 'accent',
        answersTo: ['lace'],
        minus: [{ shape: { box: [0.5, 0.3, 0.3] }, at: [0, 0.025, 0] }],
      }),
    ],
  },
  {
    // A baby's one-piece: long sleeves, legs ending in feet, snaps down the front, a star.
    kind: 'romper',
    nouns: ['romper', 'romper suit', 'rompers', 'onesie', 'onesies', 'babygro', 'sleepsuit'],
    size: [0.52, 0.7],
    parts: [
      part('body', { extrude: ROMPER, depth: 0.05, round: 0.015 }, 'fabric', {
        color: 0x6aaee0,
      }),
      part('neckband', { ring: 0.08, r: 0.008, arc: 180, from: 180 }, 'fabric', {
        at: [0, 0.52, 0.02],
        color: WHITE,
        role: 'accent',
        answersTo: ['collar', 'neck', 'trim'],
      }),
      part('cuff', { box: [0.07, 0.03, 0.054], round: 0.01 }, 'fabric', {
        at: [0.325, 0.245, 0],
        turn: [0, 0, 40],
        mirror: true,
        color: WHITE,
        role: 'accent',
        answersTo: ['trim'],
      }),
      part('foot', { box: [0.17, 0.06, 0.054], round: 0.02 }, 'fabric', {
        at: [0.115, 0, 0],
        mirror: true,
        color: WHITE,
        role: 'accent',
        answersTo: ['feet'],
      }),
      part('snap', { cyl: 0.006, r: 0.01 }, 'plastic', {
        turn: [90, 0, 0],
        at: [0, 0.24, 0.026],
        copies: [0.05, 0.1, 0.15, 0.2].map((y): V3 => [0, y, 0]),
        color: WHITE,
        role: 'fixed',
        answersTo: ['snaps', 'buttons'],
      }),
    ],
  },
  {
    // A baby's knitted bootie: a round soft foot, a ribbed cuff, a ribbon bow.
    kind: 'bootee',
    nouns: ['bootee', 'bootie', 'booties', 'bootees', 'baby bootee'],
    size: [0.09, 0.12],
    parts: [
      part('foot', { ellipsoid: [0.055, 0.03, 0.032] }, 'fabric', {
        at: [0.01, 0.03, 0],
        color: 0xe88aac,
        answersTo: ['bootie', 'booties'],
      }),
      part('cuff', { cyl: 0.05, r: 0.03, rTop: 0.034 }, 'fabric', {
        at: [-0.02, 0.035, 0],
        color: 0xe88aac,
        answersTo: ['bootie', 'booties'],
      }),
      part('rib', { cyl: 0.006, r: 0.035 }, 'fabric', {
        at: [-0.02, 0.06, 0],
        copies: [[0, 0.018, 0]],
        color: WHITE,
        role: 'accent',
        answersTo: ['trim', 'cuff'],
      }),
      part('bow', { ellipsoid: [0.012, 0.008, 0.018] }, 'fabric', {
        at: [0.03, 0.05, 0],
        color: WHITE,
        role: 'accent',
        answersTo: ['ribbon'],
      }),
    ],
  },
  {
    // Olive rubber chest waders: legs and a bib up to the chest in one piece, the boots
    // moulded on (dark, turned to the front), two shoulder straps with buckles.
    kind: 'waders',
    nouns: ['waders', 'chest waders', 'fishing waders'],
    size: [1.45, 0.6],
    parts: [
      part('body', { extrude: WADERS, depth: 0.14, round: 0.03 }, 'rubber', {
        color: 0x55633e,
        answersTo: ['legs', 'bib'],
      }),
      part('boot', { box: [0.23, 0.18, 0.28], round: 0.04 }, 'rubber', {
        at: [0.15, 0, 0.05],
        mirror: true,
        color: 0x2a2c26,
        role: 'accent',
        answersTo: ['boots', 'feet'],
      }),
      rod('strap', [0.16, 1.22, 0.06], [0.2, 1.5, -0.02], 0.014, 'fabric', {
        mirror: true,
        color: 0x2a2c26,
        role: 'accent',
        answersTo: ['straps', 'suspenders'],
      }),
      part('buckle', { box: [0.05, 0.05, 0.016], round: 0.006 }, 'plastic', {
        at: [0.165, 1.25, 0.07],
        mirror: true,
        color: 0x101010,
        role: 'fixed',
      }),
      part('belt', { box: [0.52, 0.04, 0.16], round: 0.01 }, 'fabric', {
        at: [0, 0.86, 0],
        color: 0x2a2c26,
        role: 'accent',
      }),
    ],
  },
  {
    // A red felt cap shaped as a flat-topped cone, a black tassel hanging from its button.
    kind: 'fez',
    nouns: ['fez', 'tarboosh', 'fezzes'],
    size: [0.15, 0.2],
    parts: [
      part('crown', { cyl: 0.14, r: 0.1, rTop: 0.08 }, 'fabric', {
        color: 0xb3121e,
        answersTo: ['fez', 'cap', 'hat'],
      }),
      part('button', { cyl: 0.012, r: 0.012 }, 'fabric', {
        at: [0, 0.14, 0],
        color: 0x111111,
        role: 'accent',
        answersTo: ['tassel'],
      }),
      part(
        'cord',
        {
          sweep: [
            [0, 0.15, 0],
            [0.05, 0.148, 0.02],
            [0.088, 0.12, 0.045],
            [0.094, 0.09, 0.05],
          ],
          r: 0.003,
        },
        'fabric',
        { color: 0x111111, role: 'accent', answersTo: ['tassel'] },
      ),
      part('tassel', { cyl: 0.05, r: 0.006, rTop: 0.01 }, 'fabric', {
        turn: [180, 0, 0],
        at: [0.094, 0.094, 0.05],
        color: 0x111111,
        role: 'accent',
      }),
    ],
  },
  {
    // A black knitted hood over the whole head and neck, an opening for the eyes (the head
    // form inside shows through it), a ribbed collar at the neck.
    kind: 'balaclava',
    nouns: ['balaclava', 'balaclava helmet', 'balaclavas'],
    size: [0.32, 0.22],
    parts: [
      part('hood', { ellipsoid: [0.1, 0.125, 0.11] }, 'fabric', {
        at: [0, 0.2, 0],
        minus: [{ shape: { box: [0.13, 0.045, 0.1], round: 0.02 }, at: [0, 0.2, 0.09] }],
        color: 0x1c1c20,
        answersTo: ['balaclava', 'mask'],
      }),
      part('head', { ellipsoid: [0.088, 0.11, 0.1] }, 'plain', {
        at: [0, 0.2, 0],
        color: 0xd8b89a,
        role: 'fixed',
        answersTo: ['face'],
      }),
      part('neck', { cyl: 0.12, r: 0.09, rTop: 0.065 }, 'fabric', {
        color: 0x1c1c20,
        answersTo: ['balaclava', 'collar'],
      }),
      part('rib', { cyl: 0.012, r: 0.092 }, 'fabric', {
        at: [0, 0.01, 0],
        copies: [[0, 0.025, 0]],
        color: 0x2c2c32,
        role: 'detail',
      }),
    ],
  },
  {
    // A fur hat with ear flaps: a brown crown, a cream fur brim turned up in front and two
    // fur flaps hanging over the ears, tied off with cords.
    kind: 'ushanka',
    nouns: ['ushanka', 'trapper hat', 'earflap hat', 'earflap', 'ear flap', 'earflaps'],
    size: [0.24, 0.3],
    parts: [
      part(
        'crown',
        {
          lathe: [
            [0.11, 0],
            [0.112, 0.06],
            [0.095, 0.12],
            [0.05, 0.15],
            [0, 0.155],
          ],
          smooth: true,
        },
        'fabric',
        { at: [0, 0.1, 0], color: 0x5a4030, answersTo: ['hat', 'top'] },
      ),
      part('brim', { box: [0.22, 0.07, 0.04], round: 0.02 }, 'fur', {
        at: [0, 0.13, 0.1],
        color: 0xd9c6a2,
        role: 'accent',
        answersTo: ['fur', 'flap'],
      }),
      part('flap', { box: [0.045, 0.14, 0.12], round: 0.02 }, 'fur', {
        at: [0.12, 0.0, 0],
        mirror: true,
        color: 0xd9c6a2,
        role: 'accent',
        answersTo: ['earflap', 'earflaps', 'ear flap', 'fur', 'flaps'],
      }),
      part('back', { box: [0.2, 0.08, 0.04], round: 0.02 }, 'fur', {
        at: [0, 0.06, -0.1],
        color: 0xd9c6a2,
        role: 'accent',
        answersTo: ['fur'],
      }),
      rod('tie', [0.12, 0.0, 0.01], [0.1, -0.07, 0.03], 0.004, 'fabric', {
        mirror: true,
        color: 0x3a2a1e,
        role: 'detail',
        answersTo: ['cord', 'strings'],
      }),
    ],
  },
  {
    // The guardsman's tall hat of black fur, rounded on top, a gold chain under the chin.
    kind: 'bearskin',
    nouns: ['bearskin', 'busby', 'shako', 'bearskin hat'],
    size: [0.46, 0.26],
    parts: [
      part(
        'fur',
        {
          lathe: [
            [0.1, 0],
            [0.12, 0.12],
            [0.125, 0.28],
            [0.1, 0.4],
            [0.05, 0.45],
            [0, 0.46],
          ],
          smooth: true,
        },
        'fur',
        { color: 0x101012, answersTo: ['hat', 'bearskin'] },
      ),
      part('chin_chain', { ring: 0.1, r: 0.005, arc: 180, from: 180 }, 'gold', {
        at: [0, 0.02, 0.02],
        color: 0xd4a83a,
        role: 'fixed',
        answersTo: ['chain', 'strap'],
      }),
      part('plume', { ellipsoid: [0.016, 0.07, 0.02] }, 'feathers', {
        at: [-0.118, 0.24, 0],
        color: 0xc81e28,
        role: 'accent',
        answersTo: ['feather', 'plume'],
      }),
    ],
  },
  {
    // A bishop's mitre: two pointed panels of white and gold joined at a band, a gold cross,
    // two lappets hanging behind.
    kind: 'mitre',
    nouns: ['mitre', 'miter', 'mitres'],
    size: [0.36, 0.26],
    parts: [
      part('panel', { extrude: MITRE, depth: 0.02, round: 0.005 }, 'fabric', {
        at: [0, 0.02, 0.03],
        copies: [[0, 0, -0.06]],
        color: WHITE,
        answersTo: ['mitre', 'hat'],
      }),
      part('band', { box: [0.21, 0.05, 0.09], round: 0.012 }, 'gold', {
        at: [0, 0, 0],
        color: 0xd4a83a,
        role: 'accent',
        answersTo: ['gold', 'trim'],
      }),
      part('orphrey', { box: [0.03, 0.3, 0.024] }, 'gold', {
        at: [0, 0.04, 0.03],
        color: 0xd4a83a,
        role: 'accent',
        answersTo: ['gold', 'trim'],
      }),
      part('cross', { box: [0.09, 0.022, 0.026] }, 'gold', {
        at: [0, 0.19, 0.03],
        color: 0xd4a83a,
        role: 'accent',
        answersTo: ['gold'],
      }),
      part('lappet', { box: [0.04, 0.16, 0.012] }, 'fabric', {
        at: [0.05, -0.14, -0.05],
        mirror: true,
        color: WHITE,
        answersTo: ['ribbons'],
      }),
    ],
  },
];

/** Parts of a dress shoe a moccasin's or a clog's look replaces (declared/emoji-things.ts). */
const DRESS_SHOE_PARTS = ['upper', 'insole', 'sole', 'heel'];

/**
 * A moccasin: a soft tan leather shoe with no heel, a U-shaped stitched apron over the toe,
 * tassels at the collar (the brown dress shoe told no moccasin). A look of the dress shoe,
 * whose noun it is (docs/decisions.md "Garments by their telling look").
 */
export const MOCCASIN_LOOK: StateDecl = {
  drop: DRESS_SHOE_PARTS,
  parts: [
    part('sole', { plan: footPlan(0.27, 0.1), height: 0.012 }, 'leather', {
      color: 0x5a3a22,
      role: 'accent',
    }),
    part('upper', { extrude: MOCCASIN_SIDE, depth: 0.09, round: 0.03 }, 'leather', {
      at: [0, 0.008, 0],
      color: 0xb8824a,
      answersTo: ['shoe', 'leather'],
    }),
    part('vamp', { ellipsoid: [0.05, 0.012, 0.03] }, 'leather', {
      at: [0.055, 0.062, 0],
      color: 0xc8965e,
      role: 'accent',
      answersTo: ['toe'],
    }),
    part('stitching', { ring: 0.042, r: 0.004, arc: 220, from: -110 }, 'leather', {
      turn: [90, 0, 0],
      at: [0.05, 0.066, 0],
      color: 0x6a4222,
      role: 'accent',
      answersTo: ['seam', 'stitch'],
    }),
    part('opening', { ellipsoid: [0.055, 0.012, 0.03] }, 'leather', {
      at: [-0.06, 0.07, 0],
      color: 0x3a2616,
      role: 'fixed',
    }),
    part(
      'tassel',
      {
        capsule: [
          [0, 0, 0],
          [0.006, -0.03, 0.012],
        ],
        r: 0.005,
      },
      'leather',
      {
        at: [0.0, 0.07, 0.035],
        copies: [[0, 0, -0.07]],
        color: 0x8a5a30,
        role: 'accent',
        answersTo: ['tassels', 'fringe'],
      },
    ),
  ],
};

/**
 * A Dutch wooden clog: carved from one piece of pale wood, the toe pointed and turned up, the
 * foot's opening dark, a red band painted across. A look of the dress shoe, as the moccasin.
 */
export const CLOG_LOOK: StateDecl = {
  drop: DRESS_SHOE_PARTS,
  parts: [
    part('shoe', { plan: CLOG_PLAN, height: 0.1, taper: [0.9, 0.8] }, 'paleWood', {
      color: 0xc99a5c,
      answersTo: ['clog', 'wood'],
    }),
    part(
      'toe',
      {
        capsule: [
          [0.12, 0.05, 0],
          [0.19, 0.095, 0],
        ],
        r: 0.024,
        r2: 0.01,
      },
      'paleWood',
      { color: 0xc99a5c, answersTo: ['clog', 'wood'] },
    ),
    part('opening', { ellipsoid: [0.07, 0.02, 0.036] }, 'paleWood', {
      at: [-0.06, 0.1, 0],
      color: 0x3a2a1a,
      role: 'fixed',
    }),
    part('band', { box: [0.02, 0.012, 0.07], round: 0.004 }, 'paint', {
      at: [0.04, 0.098, 0],
      color: 0xc02a22,
      role: 'accent',
      answersTo: ['stripe', 'pattern'],
    }),
  ],
};

/** A sweater's parts in another colour (declared/audit-kinds.ts draws them in red). */
function sweaterIn(body: number, rib: number): PartDecl[] {
  return [
    part('body', { extrude: SWEATER, depth: 0.06, round: 0.02 }, 'fabric', { color: body }),
    part('hem', { box: [0.54, 0.06, 0.07] }, 'fabric', {
      color: rib,
      role: 'accent',
      answersTo: ['rib', 'ribbing'],
    }),
    part('cuff', { box: [0.14, 0.06, 0.07] }, 'fabric', {
      turn: [0, 0, 15],
      at: [0.485, 0.035, 0],
      mirror: true,
      color: rib,
      role: 'accent',
      answersTo: ['hem'],
    }),
  ];
}

/**
 * A hoodie: grey, a hood hanging behind the neck, a pouch pocket across the front, two
 * drawstrings (the red sweater told no hoodie). A look of the sweater, whose noun it is.
 */
const HOODIE: StateDecl = {
  drop: ['body', 'hem', 'cuff', 'neckband'],
  parts: [
    ...sweaterIn(0x80848c, 0x6a6e76),
    part('hood', { ellipsoid: [0.16, 0.15, 0.1] }, 'fabric', {
      at: [0, 0.7, -0.05],
      color: 0x80848c,
      answersTo: ['hood'],
    }),
    part('hood_rim', { ring: 0.12, r: 0.022, arc: 200, from: 170 }, 'fabric', {
      at: [0, 0.72, 0.02],
      color: 0x6a6e76,
      role: 'accent',
    }),
    part(
      'pocket',
      {
        extrude: [
          [-0.18, 0.06],
          [0.18, 0.06],
          [0.14, 0.24],
          [-0.14, 0.24],
        ],
        depth: 0.012,
      },
      'fabric',
      { at: [0, 0, 0.03], color: 0x767a82, role: 'accent', answersTo: ['pouch'] },
    ),
    rod('drawstring', [0.04, 0.64, 0.034], [0.05, 0.46, 0.036], 0.006, 'fabric', {
      mirror: true,
      color: WHITE,
      role: 'fixed',
      answersTo: ['string', 'strings'],
    }),
  ],
};

/** Parts of the coat a coat's look replaces (declared/everyday.ts). */
const COAT_PARTS = ['body', 'button', 'collar'];

/** A peacoat: navy, double-breasted with two rows of buttons, a broad collar. */
const PEACOAT: StateDecl = {
  drop: COAT_PARTS,
  parts: [
    part('body', { extrude: COAT, depth: 0.08, round: 0.02 }, 'fabric', { color: 0x1e2638 }),
    part('collar', { extrude: LAPEL.map(([x, y]): V2 => [x * 1.3, y]), depth: 0.014 }, 'fabric', {
      at: [0, -0.04, 0.04],
      mirror: true,
      color: 0x161c2a,
      role: 'accent',
      answersTo: ['lapels'],
    }),
    part('button', { cyl: 0.01, r: 0.02 }, 'plastic', {
      turn: [90, 0, 0],
      at: [0.09, 0.2, 0.045],
      mirror: true,
      copies: [
        [0, 0.14, 0],
        [0, 0.28, 0],
      ],
      color: 0x0c0c10,
      role: 'fixed',
      answersTo: ['buttons'],
    }),
  ],
};

/** A duffel coat: camel wool, a hood behind, wooden toggles on rope loops. */
const DUFFEL_COAT: StateDecl = {
  drop: COAT_PARTS,
  parts: [
    part('body', { extrude: COAT, depth: 0.08, round: 0.02 }, 'fabric', { color: 0xb48a54 }),
    part('hood', { ellipsoid: [0.17, 0.15, 0.1] }, 'fabric', {
      at: [0, 0.92, -0.05],
      color: 0xb48a54,
      answersTo: ['hood'],
    }),
    ...[0.3, 0.46, 0.62].map((y, i) =>
      rod(`toggle_${i + 1}`, [-0.05, y, 0.05], [0.02, y + 0.015, 0.05], 0.013, 'paleWood', {
        color: 0xe8d8b8,
        role: 'fixed',
        answersTo: ['toggles', 'buttons'],
      }),
    ),
    ...[0.3, 0.46, 0.62].map((y, i) =>
      rod(`loop_${i + 1}`, [0.02, y + 0.015, 0.048], [0.09, y + 0.01, 0.044], 0.006, 'fabric', {
        color: 0x2a2018,
        role: 'fixed',
        answersTo: ['rope', 'loops'],
      }),
    ),
  ],
};

/** Looks of the sweater's and the coat's nouns (spread by variant-looks.ts). */
export const GARMENT_SWEATER_LOOKS: Readonly<Record<string, StateDecl>> = {
  hoodie: HOODIE,
  hoody: HOODIE,
  'hooded sweatshirt': HOODIE,
};

export const GARMENT_COAT_LOOKS: Readonly<Record<string, StateDecl>> = {
  peacoat: PEACOAT,
  'pea jacket': PEACOAT,
  'duffel coat': DUFFEL_COAT,
  'duffle coat': DUFFEL_COAT,
};
