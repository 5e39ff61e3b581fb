/**
 * Foods said often and still unknown (issue #32, session 28; docs/decisions.md "Food and
 * drink, session 28"), each drawn as served so it reads from the default camera: a bowl heaped
 * with potato crisps, two crimped half-moon turnovers (every turnover of WordNet's, a knish
 * round with its filling showing), a tin of Spam beside its pink loaf and slices, a frittata in
 * its skillet with a wedge cut out, scampi curled in garlic butter with a lemon wedge, and
 * pecan pralines on waxed paper. Plain data.
 */
import type { KindDecl, PartDecl, Placed, StateDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { at, part, rod } from './part-shorthand.ts';
import { bowl, plate } from './tableware-parts.ts';

/** Points round a circle of radius `r` at height `y` about (cx, cz), from angle a0 to a1. */
function arc(n: number, r: number, y: number, a0: number, a1: number, cx = 0, cz = 0): V3[] {
  return Array.from({ length: n }, (_, i) => {
    const a = a0 + ((a1 - a0) * i) / Math.max(1, n - 1);
    return [cx + Math.cos(a) * r, y, cz + Math.sin(a) * r] as V3;
  });
}

/** A box that removes everything below y (a dome cut flat). */
function below(y: number): Placed {
  return { shape: { box: [0.6, 0.3, 0.6] }, at: [0, y - 0.3, 0] };
}

// --- Potato crisps ---------------------------------------------------------------------------

const CRISP_BOWL_R = 0.085;
const CRISP_BOWL_H = 0.05;

/** Thin golden discs leaned every way over the heap, by a fixed pattern (no seed needed). */
function crisps(): PartDecl[] {
  const out: PartDecl[] = [];
  const rings: Array<[number, number, number]> = [
    [0.0, 0.07, 1],
    [0.026, 0.066, 6],
    [0.054, 0.058, 10],
  ];
  let k = 0;
  for (const [r, y, n] of rings) {
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2 + r * 9;
      const tilt = r === 0 ? 8 : 28 + ((k * 17) % 30);
      out.push(
        part('crisp', { ellipsoid: [0.026, 0.0018, 0.021] }, 'plain', {
          turn: [tilt, (a * 180) / Math.PI + 90 + ((k * 37) % 50), (k * 23) % 20],
          at: [Math.cos(a) * r, y, Math.sin(a) * r],
          color: k % 4 === 3 ? 0xc8861a : 0xe8aa2a,
          answersTo: ['crisp', 'crisps', 'chips', 'potato chips'],
        }),
      );
      k++;
    }
  }
  return out;
}

const POTATO_CHIPS: KindDecl = {
  // A white bowl heaped above its rim with thin, curled golden crisps, a few more browned.
  kind: 'potato chips',
  nouns: [
    'potato chips',
    'potato chip',
    'crisps',
    'crisp',
    'potato crisps',
    'potato crisp',
    'bowl of chips',
    'bowl of crisps',
  ],
  size: [0.09, 0.17],
  parts: [
    part(
      'bowl',
      {
        lathe: [
          [CRISP_BOWL_R * 0.5, 0],
          [CRISP_BOWL_R * 0.62, CRISP_BOWL_H * 0.1],
          [CRISP_BOWL_R * 0.92, CRISP_BOWL_H * 0.6],
          [CRISP_BOWL_R, CRISP_BOWL_H],
        ],
        smooth: true,
        wall: 0.004,
      },
      'ceramic',
      { color: 0xf4f2ec, role: 'accent', answersTo: ['bowl'] },
    ),
    // The heap under the top crisps, so the bowl reads full.
    part('heap', { ellipsoid: [CRISP_BOWL_R * 0.9, 0.026, CRISP_BOWL_R * 0.9] }, 'plain', {
      at: [0, 0.034, 0],
      color: 0xd89a2a,
      role: 'fixed',
    }),
    ...crisps(),
  ],
};

// --- Turnover --------------------------------------------------------------------------------

const PASTRY = 0xc47e2c;
const TURN_R = 0.05;
const TURN_Y = 0.004;

/** A half-moon pastry puffed in the middle, its straight edge at the back, at (x, z). */
function halfMoon(name: string, x: number, z: number): PartDecl[] {
  return [
    part(name, { ellipsoid: [TURN_R, 0.024, TURN_R] }, 'plain', {
      at: [x, TURN_Y, z],
      minus: [below(TURN_Y), { shape: { box: [0.3, 0.1, 0.2] }, at: [x, 0, z - 0.1] }],
      color: PASTRY,
      answersTo: ['pastry', 'turnover'],
    }),
    // Fork-crimped edge along the curve.
    part(`${name}_crimp`, { ellipsoid: [0.0045, 0.004, 0.0045] }, 'plain', {
      ...at(arc(11, TURN_R - 0.002, TURN_Y + 0.003, 0.12, Math.PI - 0.12, x, z)),
      color: 0xa0601e,
      role: 'fixed',
      answersTo: ['crimp', 'edge'],
    }),
    // Three steam slits across the top.
    part(`${name}_slit`, { box: [0.004, 0.003, 0.014], round: 0.001 }, 'plain', {
      ...at([
        [x - 0.014, TURN_Y + 0.02, z + 0.018],
        [x, TURN_Y + 0.022, z + 0.02],
        [x + 0.014, TURN_Y + 0.02, z + 0.018],
      ]),
      color: 0x6a2a18,
      role: 'fixed',
      answersTo: ['slit', 'filling'],
    }),
  ];
}

const TURNOVER: KindDecl = {
  // Two golden half-moon pastries, crimped round the curve, slit on top, sugar-glazed, on a
  // plate. Every turnover of WordNet's stands in as it (an apple turnover, a piroshki), a
  // knish by its own round look (s28-food-looks.ts).
  kind: 'turnover',
  nouns: ['turnover', 'turnovers', 'apple turnover', 'cherry turnover', 'fruit turnover'],
  size: [0.035, 0.22],
  parts: [
    plate(0.11),
    ...halfMoon('turnover_a', -0.035, -0.03),
    ...halfMoon('turnover_b', 0.04, 0.022),
    part('sugar', { ellipsoid: [0.002, 0.0012, 0.002] }, 'plain', {
      ...at([
        [-0.05, TURN_Y + 0.019, -0.01],
        [-0.025, TURN_Y + 0.021, -0.004],
        [-0.04, TURN_Y + 0.017, 0.0],
        [0.03, TURN_Y + 0.02, 0.045],
        [0.054, TURN_Y + 0.018, 0.04],
        [0.046, TURN_Y + 0.021, 0.03],
      ]),
      color: 0xfcfaf2,
      role: 'fixed',
      answersTo: ['sugar'],
    }),
  ],
};

// --- Spam (canned meat) ----------------------------------------------------------------------

const CAN = { w: 0.1, h: 0.075, d: 0.055 };
const MEAT = 0xe8928a;

const SPAM: KindDecl = {
  // A low rounded-oblong blue tin with a yellow band, its key on top; beside it on a board the
  // pink loaf turned out of it, its shape the tin's, and two slices, one fried brown.
  kind: 'spam',
  nouns: ['spam', 'canned meat', 'tinned meat', 'tin of spam', 'can of spam'],
  size: [0.08, 0.28],
  parts: [
    part('board', { box: [0.28, 0.012, 0.13], round: 0.004 }, 'wood', {
      color: 0xc89a62,
      role: 'detail',
      answersTo: ['board'],
    }),
    part('tin', { box: [CAN.w, CAN.h, CAN.d], round: 0.01 }, 'metal', {
      at: [-0.075, 0.012, -0.01],
      color: 0x1c3c8c,
      answersTo: ['tin', 'can'],
    }),
    part('band', { box: [CAN.w + 0.002, 0.026, CAN.d + 0.002], round: 0.01 }, 'plastic', {
      at: [-0.075, 0.012 + CAN.h * 0.35, -0.01],
      color: 0xf2c21a,
      role: 'accent',
      answersTo: ['label'],
    }),
    part('lid', { box: [CAN.w - 0.006, 0.003, CAN.d - 0.006], round: 0.008 }, 'metal', {
      at: [-0.075, 0.012 + CAN.h, -0.01],
      color: 0xc8ccd2,
      role: 'detail',
      answersTo: ['lid'],
    }),
    rod('key', [-0.11, 0.092, -0.01], [-0.06, 0.092, -0.01], 0.003, 'metal', {
      color: 0xb8bcc2,
      role: 'detail',
      answersTo: ['key', 'tab'],
    }),
    part('loaf', { box: [0.07, CAN.h * 0.86, CAN.d], round: 0.008 }, 'plain', {
      at: [0.055, 0.012, -0.012],
      color: MEAT,
      answersTo: ['meat', 'loaf', 'spam'],
    }),
    part('slice', { box: [0.012, CAN.h * 0.86, CAN.d], round: 0.004 }, 'plain', {
      turn: [0, 0, -62],
      at: [0.097, 0.014, 0.004],
      color: MEAT,
      role: 'fixed',
      answersTo: ['slice'],
    }),
    part('fried', { box: [CAN.h * 0.86, 0.01, CAN.d], round: 0.004 }, 'plain', {
      at: [0.02, 0.012, 0.05],
      color: 0xa8502e,
      role: 'fixed',
      answersTo: ['fried slice'],
    }),
  ],
};

// --- Frittata --------------------------------------------------------------------------------

const PAN_R = 0.11;
const EGG_TOP = 0.03;

/** Bits scattered over the frittata's top, outside the cut quadrant (x > 0, z > 0). */
function bits(name: string, color: number, points: readonly [number, number][]): PartDecl {
  return part(name, { box: [0.012, 0.004, 0.008], round: 0.0015 }, 'plain', {
    turn: [0, 35, 0],
    ...at(points.map(([x, z]) => [x, EGG_TOP - 0.001, z] as V3)),
    color,
    role: 'fixed',
    answersTo: [name],
  });
}

const FRITTATA: KindDecl = {
  // A thick golden egg cake filling a black skillet, its top browned in patches and studded
  // with red pepper and green herbs; a quarter cut out shows the pan and the thick cut face.
  kind: 'frittata',
  nouns: ['frittata', 'frittatas', 'spanish omelette', 'spanish omelet'],
  size: [0.045, 0.36],
  parts: [
    part(
      'skillet',
      {
        lathe: [
          [0.001, 0],
          [PAN_R - 0.006, 0],
          [PAN_R, 0.012],
          [PAN_R + 0.008, 0.038],
        ],
        wall: 0.004,
      },
      'metal',
      { color: 0x222226, role: 'detail', answersTo: ['skillet', 'pan'] },
    ),
    rod('handle', [-PAN_R - 0.004, 0.032, 0], [-PAN_R - 0.13, 0.048, 0], 0.008, 'metal', {
      color: 0x222226,
      role: 'detail',
      answersTo: ['handle'],
    }),
    part('egg', { cyl: EGG_TOP - 0.004, r: PAN_R - 0.004 }, 'plain', {
      at: [0, 0.004, 0],
      minus: [{ shape: { box: [0.2, 0.1, 0.2] }, at: [0.1, 0, 0.1] }],
      color: 0xeab224,
      answersTo: ['egg', 'frittata'],
    }),
    part('browned', { ellipsoid: [0.022, 0.002, 0.018] }, 'plain', {
      ...at([
        [-0.04, EGG_TOP - 0.0005, -0.03],
        [0.03, EGG_TOP - 0.0005, -0.05],
        [-0.05, EGG_TOP - 0.0005, 0.045],
        [-0.01, EGG_TOP - 0.0005, -0.075],
      ]),
      color: 0xa8621a,
      role: 'fixed',
      answersTo: ['top'],
    }),
    bits('pepper', 0xd02a1a, [
      [-0.02, -0.02],
      [0.05, -0.03],
      [-0.07, 0.02],
      [-0.03, 0.07],
      [0.02, -0.08],
    ]),
    bits('herbs', 0x3a8a2a, [
      [-0.05, -0.05],
      [0.07, -0.06],
      [-0.02, 0.04],
      [-0.08, -0.01],
      [0.01, -0.04],
    ]),
  ],
};

// --- Scampi ----------------------------------------------------------------------------------

const PRAWN = 0xe8683a;
const SAUCE_Y = 0.005;

/** A curled prawn lying on the plate at (x, z), turned `deg` about Y, with its red tail fan. */
function prawn(x: number, z: number, deg: number): PartDecl[] {
  const R = 0.02;
  const a1 = (250 * Math.PI) / 180;
  const t = (deg * Math.PI) / 180;
  // The ring's end at angle a1 in its own plane, laid flat (X turned 90°) and turned by t.
  const ex = R * Math.cos(a1);
  const ez = R * Math.sin(a1);
  const tail: V3 = [
    x + ex * Math.cos(t) + ez * Math.sin(t),
    SAUCE_Y + 0.006,
    z - ex * Math.sin(t) + ez * Math.cos(t),
  ];
  return [
    part('prawn', { ring: R, r: 0.009, arc: 250 }, 'plain', {
      turn: [90, deg, 0],
      at: [x, SAUCE_Y + 0.006, z],
      color: PRAWN,
      answersTo: ['prawn', 'prawns', 'shrimp', 'scampi'],
    }),
    part('tail', { ellipsoid: [0.008, 0.003, 0.008] }, 'plain', {
      at: tail,
      color: 0xc83a22,
      role: 'fixed',
      answersTo: ['tail'],
    }),
  ];
}

const SCAMPI: KindDecl = {
  // Six pink-orange prawns curled in a pool of golden garlic butter on a white plate, flecked
  // with parsley and garlic, a lemon wedge at the side.
  kind: 'scampi',
  nouns: ['scampi', 'shrimp scampi', 'prawn scampi', 'scampi plate'],
  size: [0.04, 0.24],
  parts: [
    plate(0.12),
    part('butter', { cyl: 0.003, r: 0.07 }, 'plastic', {
      at: [0, 0.003, 0],
      color: 0xe8c450,
      role: 'accent',
      answersTo: ['butter', 'sauce'],
    }),
    ...[0, 60, 120, 180, 240, 300].flatMap((d) => {
      const a = (d * Math.PI) / 180;
      return prawn(Math.cos(a) * 0.04, Math.sin(a) * 0.04, d + 90);
    }),
    part('parsley', { box: [0.004, 0.002, 0.004] }, 'plain', {
      ...at(
        arc(12, 0.055, SAUCE_Y + 0.001, 0, Math.PI * 2 - 0.5).map(
          (p, i) => [p[0] * (i % 2 ? 0.5 : 1), p[1], p[2] * (i % 2 ? 0.5 : 1)] as V3,
        ),
      ),
      color: 0x2e7a22,
      role: 'fixed',
      answersTo: ['parsley', 'herbs'],
    }),
    part('lemon', { ellipsoid: [0.026, 0.014, 0.013] }, 'plain', {
      at: [0.08, SAUCE_Y + 0.008, 0.05],
      turn: [0, 30, 0],
      minus: [below(SAUCE_Y + 0.008)],
      color: 0xf2d22a,
      role: 'fixed',
      answersTo: ['lemon', 'lemon wedge'],
    }),
  ],
};

// --- Praline ---------------------------------------------------------------------------------

const PRALINES: V3[] = [
  [-0.045, 0.003, -0.035],
  [0.035, 0.003, -0.03],
  [-0.035, 0.003, 0.04],
  [0.045, 0.003, 0.04],
];

const PRALINE: KindDecl = {
  // Four flat, lumpy rounds of brown-sugar candy, pecan halves set in their tops, on a square
  // of waxed paper.
  kind: 'praline',
  nouns: ['praline', 'pralines', 'pecan praline', 'pecan pralines'],
  size: [0.02, 0.2],
  parts: [
    part('paper', { box: [0.2, 0.002, 0.18] }, 'plain', {
      color: 0xf6f0dc,
      role: 'detail',
      answersTo: ['paper'],
    }),
    part('praline', { ellipsoid: [0.033, 0.008, 0.031] }, 'plain', {
      ...at(PRALINES),
      minus: [below(0.003)],
      color: 0xa8682a,
      answersTo: ['praline', 'candy', 'sugar'],
    }),
    // Lumps of sugar-set candy on each round, so the disc is no smooth cookie.
    part('lump', { ellipsoid: [0.012, 0.005, 0.01] }, 'plain', {
      ...at(
        PRALINES.flatMap(([x, , z]) => [
          [x - 0.015, 0.008, z + 0.012] as V3,
          [x + 0.017, 0.008, z - 0.008] as V3,
          [x - 0.006, 0.008, z - 0.017] as V3,
        ]),
      ),
      color: 0x945a22,
      role: 'fixed',
    }),
    part('pecan', { ellipsoid: [0.011, 0.0045, 0.006] }, 'plain', {
      turn: [0, 25, 0],
      ...at(
        PRALINES.flatMap(([x, , z]) => [
          [x + 0.006, 0.012, z + 0.006] as V3,
          [x - 0.01, 0.011, z - 0.006] as V3,
        ]),
      ),
      color: 0x4a2210,
      role: 'fixed',
      answersTo: ['pecan', 'pecans', 'nut', 'nuts'],
    }),
  ],
};

/** Small lumps of one colour at fixed points (x, y, z), turned a little each way. */
function lumps(
  name: string,
  color: number,
  size: V3,
  points: readonly V3[],
  words: readonly string[] = [name],
): PartDecl {
  return part(name, { box: size, round: Math.min(...size) * 0.35 }, 'plain', {
    turn: [10, 35, 8],
    ...at(points),
    color,
    role: 'fixed',
    answersTo: words,
  });
}

/** `n` points spread over a disc of radius r at height y (golden-angle spiral, no seed). */
function spread(n: number, r: number, y: number, lift = 0): V3[] {
  return Array.from({ length: n }, (_, i) => {
    const d = r * Math.sqrt((i + 0.5) / n);
    const a = i * 2.39996;
    return [Math.cos(a) * d, y + lift * (1 - d / r), Math.sin(a) * d] as V3;
  });
}

// --- Hash ------------------------------------------------------------------------------------

const HASH_PAN_R = 0.1;

/** Hash browns: two flat golden patties of shredded potato, crisp shreds on top, on a plate. */
const HASH_BROWN_AT: V3[] = [
  [-0.045, 0.003, -0.012],
  [0.045, 0.003, 0.014],
];
const HASH_BROWNS: StateDecl = {
  drop: ['skillet', 'handle', 'bed', 'potato', 'beef', 'white', 'yolk'],
  parts: [
    plate(0.11),
    part('patty', { box: [0.075, 0.014, 0.05], round: 0.006 }, 'plain', {
      ...at(HASH_BROWN_AT),
      color: 0xc8802a,
      answersTo: ['hash browns', 'potato'],
    }),
    part('shred', { box: [0.03, 0.003, 0.003], round: 0.001 }, 'plain', {
      turn: [0, 20, 0],
      ...at(
        HASH_BROWN_AT.flatMap(([x, , z]) =>
          [-0.02, -0.01, 0, 0.01, 0.02].map(
            (d, i) => [x + d * 0.8, 0.017, z + d - (i % 2) * 0.006] as V3,
          ),
        ),
      ),
      color: 0xa8641a,
      role: 'fixed',
      answersTo: ['shreds'],
    }),
  ],
};

const HASH: KindDecl = {
  // A black skillet of browned, diced potato and corned beef, a fried egg on top. Hash browns
  // are the same golden potato shredded into two flat patties on a plate (a look).
  kind: 'hash',
  nouns: ['hash', 'corned beef hash', 'beef hash', 'hash browns', 'hash brown', 'hashbrowns'],
  size: [0.05, 0.32],
  parts: [
    part(
      'skillet',
      {
        lathe: [
          [0.001, 0],
          [HASH_PAN_R - 0.006, 0],
          [HASH_PAN_R, 0.012],
          [HASH_PAN_R + 0.008, 0.036],
        ],
        wall: 0.004,
      },
      'metal',
      { color: 0x222226, role: 'detail', answersTo: ['skillet', 'pan'] },
    ),
    rod('handle', [-HASH_PAN_R - 0.004, 0.03, 0], [-HASH_PAN_R - 0.12, 0.046, 0], 0.008, 'metal', {
      color: 0x222226,
      role: 'detail',
      answersTo: ['handle'],
    }),
    part('bed', { cyl: 0.014, r: HASH_PAN_R - 0.004 }, 'plain', {
      at: [0, 0.004, 0],
      color: 0x9a5a26,
      role: 'fixed',
    }),
    lumps('potato', 0xd8962e, [0.014, 0.011, 0.013], spread(26, 0.085, 0.014)),
    lumps(
      'beef',
      0x8a2a22,
      [0.013, 0.01, 0.012],
      spread(12, 0.08, 0.016).map(([x, y, z]) => [z, y, x] as V3),
      ['beef', 'meat'],
    ),
    part('white', { ellipsoid: [0.04, 0.006, 0.036] }, 'plain', {
      at: [0.01, 0.027, 0.01],
      color: 0xfbfaf4,
      role: 'fixed',
      answersTo: ['egg', 'egg white'],
    }),
    part('yolk', { ellipsoid: [0.014, 0.009, 0.014] }, 'plain', {
      at: [0.014, 0.031, 0.012],
      color: 0xf2a81a,
      role: 'fixed',
      answersTo: ['yolk'],
    }),
  ],
  looks: { 'hash browns': HASH_BROWNS, 'hash brown': HASH_BROWNS, hashbrowns: HASH_BROWNS },
};

// --- Stuffing --------------------------------------------------------------------------------

const STUFFING: KindDecl = {
  // A white oval baking dish heaped with toasted bread cubes, browned on top, with celery,
  // onion and sage leaves among them.
  kind: 'stuffing',
  nouns: ['stuffing', 'bread stuffing', 'turkey stuffing', 'sage and onion stuffing'],
  size: [0.07, 0.28],
  parts: [
    part('dish', { box: [0.26, 0.05, 0.17], round: 0.02 }, 'ceramic', {
      color: 0xf6f4ee,
      role: 'accent',
      answersTo: ['dish', 'baking dish'],
      minus: [{ shape: { box: [0.24, 0.06, 0.15], round: 0.016 }, at: [0, 0.008, 0] }],
    }),
    part('bed', { box: [0.236, 0.04, 0.146], round: 0.01 }, 'plain', {
      at: [0, 0.006, 0],
      color: 0xb07a3a,
      role: 'fixed',
    }),
    lumps(
      'bread',
      0xc8883a,
      [0.024, 0.02, 0.022],
      spread(22, 0.1, 0.038).map(([x, y, z]) => [x, y, z * 0.62] as V3),
      ['bread', 'bread cubes', 'stuffing'],
    ),
    lumps(
      'toasted',
      0x8a4e1e,
      [0.022, 0.018, 0.02],
      spread(9, 0.09, 0.044).map(([x, y, z]) => [-z, y, x * 0.6] as V3),
      ['crust'],
    ),
    lumps(
      'celery',
      0x8ab83a,
      [0.01, 0.006, 0.008],
      spread(8, 0.09, 0.058).map(([x, y, z]) => [z, y, -x * 0.55] as V3),
    ),
    part('sage', { ellipsoid: [0.012, 0.002, 0.006] }, 'plain', {
      turn: [0, 50, 10],
      ...at(spread(6, 0.08, 0.062).map(([x, y, z]) => [-x, y, -z * 0.6] as V3)),
      color: 0x5a7a4a,
      role: 'fixed',
      answersTo: ['sage', 'herbs'],
    }),
  ],
};

// --- Teriyaki --------------------------------------------------------------------------------

const TERIYAKI: KindDecl = {
  // Slices of glossy dark-glazed chicken fanned over a mound of white rice on a dark plate,
  // scattered with sesame seeds and green onion, broccoli at the side.
  kind: 'teriyaki',
  nouns: ['teriyaki', 'chicken teriyaki', 'teriyaki chicken', 'beef teriyaki', 'teriyaki beef'],
  size: [0.05, 0.24],
  parts: [
    // A dark plate, so the white rice shows.
    plate(0.12, 0x2a2a30),
    part('rice', { ellipsoid: [0.06, 0.022, 0.05] }, 'plain', {
      at: [-0.02, 0.003, -0.01],
      minus: [below(0.003)],
      color: 0xfaf8f0,
      role: 'fixed',
      answersTo: ['rice'],
    }),
    ...[-0.05, -0.025, 0.0, 0.025].map((x, i) =>
      part('meat', { box: [0.022, 0.014, 0.074], round: 0.006 }, 'plastic', {
        turn: [0, -12, -18],
        at: [x, 0.018 - i * 0.001, 0.002 + i * 0.004],
        color: 0x5a2410,
        answersTo: ['chicken', 'beef', 'meat', 'teriyaki'],
      }),
    ),
    part('sesame', { ellipsoid: [0.0022, 0.001, 0.0012] }, 'plain', {
      turn: [0, 30, 0],
      ...at([
        [-0.04, 0.033, 0.0],
        [-0.034, 0.032, 0.018],
        [-0.016, 0.032, -0.01],
        [-0.012, 0.031, 0.022],
        [0.006, 0.03, 0.004],
        [0.01, 0.029, 0.026],
        [0.028, 0.028, -0.008],
        [-0.03, 0.032, -0.018],
      ]),
      color: 0xf8f0d8,
      role: 'fixed',
      answersTo: ['sesame', 'sesame seeds'],
    }),
    part('onion', { cyl: 0.004, r: 0.0035 }, 'plain', {
      turn: [90, 0, 0],
      ...at([
        [-0.036, 0.03, 0.01],
        [-0.008, 0.029, -0.002],
        [0.016, 0.028, 0.016],
        [-0.022, 0.031, 0.028],
        [0.032, 0.026, 0.004],
      ]),
      color: 0x4aa83a,
      role: 'fixed',
      answersTo: ['green onion', 'scallion'],
    }),
    part('broccoli', { ball: 0.014 }, 'plain', {
      ...at([
        [0.07, 0.016, 0.03],
        [0.078, 0.016, -0.004],
      ]),
      color: 0x2e7a22,
      role: 'fixed',
      answersTo: ['broccoli'],
    }),
    part('floret_stem', { cyl: 0.014, r: 0.005 }, 'plain', {
      ...at([
        [0.07, 0.003, 0.03],
        [0.078, 0.003, -0.004],
      ]),
      color: 0x8ab84a,
      role: 'fixed',
      answersTo: ['broccoli'],
    }),
  ],
};

// --- Tapioca ---------------------------------------------------------------------------------

const TAPIOCA: KindDecl = {
  // A glass dessert dish of pale tapioca pudding, its round translucent pearls showing all
  // over the top, a dust of cinnamon and a spoon leaned in it.
  kind: 'tapioca',
  nouns: ['tapioca', 'tapioca pudding', 'tapioca pearls', 'bowl of tapioca'],
  size: [0.09, 0.16],
  parts: [
    part('foot', { cyl: 0.02, r: 0.022, rTop: 0.012 }, 'glass', {
      role: 'detail',
      answersTo: ['glass', 'dish'],
    }),
    part(
      'pudding',
      {
        lathe: [
          [0.001, 0.02],
          [0.03, 0.022],
          [0.05, 0.04],
          [0.058, 0.062],
          [0.001, 0.062],
        ],
      },
      'plain',
      {
        color: 0xf4ead0,
        answersTo: ['pudding', 'tapioca'],
      },
    ),
    part('rim', { ring: 0.058, r: 0.0025 }, 'glass', {
      turn: [90, 0, 0],
      at: [0, 0.062, 0],
      role: 'detail',
      answersTo: ['glass'],
    }),
    part('pearl', { ball: 0.0042 }, 'plastic', {
      ...at(spread(30, 0.05, 0.063)),
      color: 0xe8e2d0,
      role: 'fixed',
      answersTo: ['pearls', 'tapioca pearls'],
    }),
    part('cinnamon', { ellipsoid: [0.014, 0.0012, 0.012] }, 'plain', {
      at: [0.006, 0.0655, -0.004],
      color: 0x9a5a2a,
      role: 'fixed',
      answersTo: ['cinnamon'],
    }),
    rod('spoon', [0.1, 0.003, 0.055], [0.034, 0.058, 0.02], 0.003, 'metal', {
      color: 0xc8ccd2,
      role: 'detail',
      answersTo: ['spoon'],
    }),
  ],
};

// --- Applesauce ------------------------------------------------------------------------------

const APPLESAUCE: KindDecl = {
  // A bowl of smooth pale gold apple purée dusted with cinnamon, a red apple beside it.
  kind: 'applesauce',
  nouns: ['applesauce', 'apple sauce', 'apple puree', 'bowl of applesauce', 'apple compote'],
  size: [0.08, 0.22],
  parts: [
    bowl(0.07, 0.05, 0xf6f4ee),
    part('sauce', { ellipsoid: [0.064, 0.016, 0.064] }, 'plain', {
      at: [0, 0.04, 0],
      color: 0xe6c472,
      answersTo: ['sauce', 'applesauce'],
    }),
    part('swirl', { ring: 0.024, r: 0.003, arc: 300 }, 'plain', {
      turn: [90, 0, 0],
      at: [0, 0.054, 0],
      color: 0xd8ae5a,
      role: 'fixed',
    }),
    part('cinnamon', { ellipsoid: [0.012, 0.0015, 0.01] }, 'plain', {
      at: [0.004, 0.0555, 0.002],
      color: 0x8a4a1e,
      role: 'fixed',
      answersTo: ['cinnamon'],
    }),
    part('apple', { ball: 0.034 }, 'plain', {
      at: [0.1, 0.033, 0.02],
      color: 0xc41e22,
      role: 'fixed',
      answersTo: ['apple'],
    }),
    rod('stalk', [0.1, 0.064, 0.02], [0.103, 0.078, 0.021], 0.0025, 'wood', {
      color: 0x5a3a1a,
      role: 'fixed',
      answersTo: ['stalk'],
    }),
  ],
};

// --- Granola (and every cold cereal) ---------------------------------------------------------

const GRANOLA: KindDecl = {
  // A bowl heaped with golden baked oat clusters, almonds and dark raisins. Every cold cereal
  // stands in as it; corn flakes by their own look (thin golden flakes in milk).
  kind: 'granola',
  nouns: ['granola', 'bowl of granola', 'granola bowl'],
  size: [0.08, 0.17],
  parts: [
    bowl(0.08, 0.05, 0xf6f4ee),
    part('heap', { ellipsoid: [0.074, 0.022, 0.074] }, 'plain', {
      at: [0, 0.04, 0],
      color: 0xb8823a,
      role: 'fixed',
    }),
    lumps('cluster', 0xc8903e, [0.016, 0.01, 0.013], spread(24, 0.064, 0.047, 0.014), [
      'granola',
      'oats',
      'clusters',
    ]),
    part('almond', { ellipsoid: [0.008, 0.003, 0.005] }, 'plain', {
      turn: [0, 40, 0],
      ...at(spread(6, 0.05, 0.06, 0.006).map(([x, y, z]) => [z, y, x] as V3)),
      color: 0xa8683a,
      role: 'fixed',
      answersTo: ['almonds', 'nuts'],
    }),
    lumps(
      'raisin',
      0x3a1a22,
      [0.007, 0.005, 0.006],
      spread(8, 0.055, 0.06, 0.008).map(([x, y, z]) => [-x, y, z] as V3),
      ['raisins', 'fruit'],
    ),
  ],
  looks: {
    // Corn flakes (and bran flakes, wheat flakes): thin golden flakes on a milk surface.
    'corn flake': {
      drop: ['heap', 'cluster', 'almond', 'raisin'],
      parts: [
        part('milk', { cyl: 0.002, r: 0.074 }, 'plain', {
          at: [0, 0.04, 0],
          color: 0xfaf8f2,
          role: 'fixed',
          answersTo: ['milk'],
        }),
        ...spread(16, 0.062, 0.044, 0.01).map((p, i) =>
          part('flake', { ellipsoid: [0.013, 0.0015, 0.011] }, 'plain', {
            turn: [(i * 23) % 40, i * 47, (i * 31) % 30],
            at: p,
            color: i % 3 === 0 ? 0xd08a2a : 0xe8b040,
            role: 'fixed',
            answersTo: ['flakes', 'cereal'],
          }),
        ),
      ],
    },
  },
};

// --- Cannelloni ------------------------------------------------------------------------------

const TUBES_Z = [-0.044, -0.015, 0.014, 0.043];

const CANNELLONI: KindDecl = {
  // Four fat pasta tubes side by side in a white baking dish, red tomato sauce over their
  // middles and melted cheese browned on top, the open ends showing the pale filling; a basil
  // leaf. A manicotti is drawn as them.
  kind: 'cannelloni',
  nouns: ['cannelloni', 'cannellonis', 'baked cannelloni', 'stuffed pasta tubes'],
  size: [0.06, 0.26],
  parts: [
    part('dish', { box: [0.24, 0.04, 0.15], round: 0.012 }, 'ceramic', {
      color: 0xf6f4ee,
      role: 'detail',
      answersTo: ['dish', 'baking dish'],
      minus: [{ shape: { box: [0.224, 0.05, 0.134], round: 0.01 }, at: [0, 0.006, 0] }],
    }),
    part('tube', { cyl: 0.18, r: 0.014 }, 'plain', {
      turn: [0, 0, 90],
      ...at(TUBES_Z.map((z) => [0.09, 0.021, z] as V3)),
      color: 0xf2dc9a,
      answersTo: ['pasta', 'tubes', 'cannelloni'],
    }),
    // The filling at each open end, paler than the pasta.
    part('filling', { cyl: 0.184, r: 0.01 }, 'plain', {
      turn: [0, 0, 90],
      ...at(TUBES_Z.map((z) => [0.092, 0.021, z] as V3)),
      color: 0xfaf4e6,
      role: 'accent',
      answersTo: ['filling', 'ricotta', 'meat'],
    }),
    part('sauce', { box: [0.08, 0.012, 0.13], round: 0.005 }, 'plain', {
      at: [0, 0.028, 0],
      color: 0xb82a16,
      role: 'fixed',
      answersTo: ['sauce', 'tomato sauce'],
    }),
    part('cheese', { ellipsoid: [0.018, 0.004, 0.014] }, 'plain', {
      ...at([
        [-0.03, 0.04, -0.04],
        [0.02, 0.04, -0.012],
        [-0.01, 0.04, 0.03],
        [0.035, 0.04, 0.045],
      ]),
      color: 0xf2d88a,
      role: 'fixed',
      answersTo: ['cheese', 'mozzarella'],
    }),
    part('basil', { ellipsoid: [0.012, 0.002, 0.007] }, 'plain', {
      turn: [0, 30, 0],
      at: [0.004, 0.042, 0.006],
      color: 0x2e8a2a,
      role: 'fixed',
      answersTo: ['basil'],
    }),
  ],
};

// --- Pâté ------------------------------------------------------------------------------------

const PATE: KindDecl = {
  // A white terrine of smooth pinkish-brown pâté, a thick slice cut from it lying on the board
  // beside it with two triangles of toast and two cornichons.
  kind: 'pate',
  nouns: ['pate', 'liver pate', 'chicken liver pate', 'pate de campagne', 'country pate'],
  size: [0.06, 0.3],
  parts: [
    part('board', { box: [0.3, 0.012, 0.14], round: 0.004 }, 'wood', {
      color: 0xc89a62,
      role: 'detail',
      answersTo: ['board'],
    }),
    part('terrine', { box: [0.12, 0.05, 0.08], round: 0.014 }, 'ceramic', {
      at: [-0.07, 0.012, -0.01],
      color: 0xf6f2ea,
      role: 'accent',
      answersTo: ['terrine', 'dish'],
      minus: [{ shape: { box: [0.104, 0.05, 0.064], round: 0.01 }, at: [-0.07, 0.02, -0.01] }],
    }),
    part('pate', { box: [0.106, 0.034, 0.066], round: 0.008 }, 'plain', {
      at: [-0.07, 0.019, -0.01],
      color: 0x8a4a3a,
      answersTo: ['pate', 'meat'],
    }),
    part('slice', { box: [0.06, 0.014, 0.05], round: 0.004 }, 'plain', {
      turn: [0, -15, 0],
      at: [0.02, 0.012, 0.03],
      color: 0x8a4a3a,
      role: 'fixed',
      answersTo: ['slice'],
    }),
    part(
      'cornichon',
      {
        capsule: [
          [0, 0, 0],
          [0.03, 0, 0.006],
        ],
        r: 0.005,
      },
      'plain',
      {
        ...at([
          [-0.1, 0.017, 0.05],
          [-0.07, 0.017, 0.055],
        ]),
        color: 0x4a6a22,
        role: 'fixed',
        answersTo: ['cornichons', 'pickles'],
      },
    ),
    part(
      'toast',
      {
        plan: [
          [0, 0],
          [0.07, 0],
          [0.035, 0.06],
        ],
        height: 0.008,
      },
      'plain',
      {
        ...at([
          [0.065, 0.012, -0.05],
          [0.075, 0.012, -0.002],
        ]),
        color: 0xc8883a,
        role: 'fixed',
        answersTo: ['toast', 'bread'],
      },
    ),
  ],
};

// --- Nougat ----------------------------------------------------------------------------------

const NOUGAT_Z = [-0.03, 0.0, 0.03];

const NOUGAT: KindDecl = {
  // Three thick white bars of nougat on a board, green pistachios and almonds showing in
  // their cut faces and tops, the thin wafer paper on top and bottom.
  kind: 'nougat',
  nouns: ['nougat', 'nougats', 'torrone', 'turron'],
  size: [0.03, 0.2],
  parts: [
    part('board', { box: [0.2, 0.012, 0.12], round: 0.003 }, 'wood', {
      color: 0xc89a62,
      role: 'detail',
      answersTo: ['board'],
    }),
    part('nougat', { box: [0.12, 0.022, 0.024], round: 0.002 }, 'plain', {
      ...at(NOUGAT_Z.map((z, i) => [i * 0.012 - 0.012, 0.012, z] as V3)),
      color: 0xfaf6ea,
      answersTo: ['nougat'],
    }),
    part('wafer', { box: [0.122, 0.002, 0.026] }, 'paper', {
      ...at(NOUGAT_Z.map((z, i) => [i * 0.012 - 0.012, 0.034, z] as V3)),
      color: 0xf2e8cc,
      role: 'fixed',
      answersTo: ['wafer', 'rice paper'],
    }),
    part('pistachio', { ellipsoid: [0.005, 0.004, 0.0035] }, 'plain', {
      ...at(
        NOUGAT_Z.flatMap((z, i) =>
          [-0.04, -0.005, 0.03].map((x) => [x + i * 0.012 - 0.012, 0.022, z + 0.012] as V3),
        ),
      ),
      color: 0x6aa83a,
      role: 'fixed',
      answersTo: ['pistachios', 'nuts'],
    }),
    part('almond', { ellipsoid: [0.006, 0.004, 0.0035] }, 'plain', {
      ...at(
        NOUGAT_Z.flatMap((z, i) =>
          [-0.022, 0.012, 0.045].map((x) => [x + i * 0.012 - 0.012, 0.02, z + 0.012] as V3),
        ),
      ),
      color: 0xc8985a,
      role: 'fixed',
      answersTo: ['almonds', 'nuts'],
    }),
  ],
};

// --- Marzipan --------------------------------------------------------------------------------

const MARZIPAN: KindDecl = {
  // Marzipan moulded and painted as little fruits on a paper doily: a red strawberry with its
  // seeds, a green-yellow pear, an orange, a red-cheeked apple, a banana, and a cut block of
  // the pale almond paste itself.
  kind: 'marzipan',
  nouns: ['marzipan', 'marchpane', 'marzipan fruit', 'marzipan fruits', 'almond paste'],
  size: [0.04, 0.18],
  parts: [
    part('doily', { cyl: 0.002, r: 0.085 }, 'paper', {
      color: 0xfcfaf4,
      role: 'detail',
      answersTo: ['doily', 'paper'],
    }),
    part(
      'strawberry',
      {
        lathe: [
          [0.001, 0],
          [0.008, 0.004],
          [0.013, 0.016],
          [0.011, 0.024],
          [0.001, 0.026],
        ],
        smooth: true,
      },
      'plain',
      {
        at: [-0.04, 0.002, 0.02],
        color: 0xd0202a,
        answersTo: ['strawberry'],
      },
    ),
    part('calyx', { cyl: 0.003, r: 0.008 }, 'plain', {
      at: [-0.04, 0.027, 0.02],
      color: 0x2e8a2a,
      role: 'fixed',
    }),
    part(
      'pear',
      {
        lathe: [
          [0.001, 0],
          [0.012, 0.004],
          [0.015, 0.014],
          [0.008, 0.026],
          [0.006, 0.034],
          [0.001, 0.037],
        ],
        smooth: true,
      },
      'plain',
      {
        at: [0.0, 0.002, 0.04],
        color: 0xc8d040,
        role: 'fixed',
        answersTo: ['pear'],
      },
    ),
    part('orange', { ball: 0.014 }, 'plain', {
      at: [0.04, 0.016, 0.018],
      color: 0xf08a1a,
      role: 'fixed',
      answersTo: ['orange'],
    }),
    part('apple', { ball: 0.015 }, 'plain', {
      at: [-0.02, 0.017, -0.025],
      color: 0xd8402a,
      role: 'fixed',
      answersTo: ['apple'],
    }),
    part('banana', { ring: 0.03, r: 0.006, arc: 70, from: 235 }, 'plain', {
      at: [0.02, 0.032, -0.02],
      color: 0xf2d43a,
      role: 'fixed',
      answersTo: ['banana'],
    }),
    part('block', { box: [0.04, 0.02, 0.03], round: 0.003 }, 'plain', {
      at: [0.05, 0.002, -0.04],
      color: 0xf2e6c0,
      answersTo: ['almond paste', 'marzipan'],
    }),
  ],
};

export const S28_FOOD_KINDS: readonly KindDecl[] = [
  POTATO_CHIPS,
  TURNOVER,
  SPAM,
  FRITTATA,
  SCAMPI,
  PRALINE,
  HASH,
  STUFFING,
  TERIYAKI,
  TAPIOCA,
  APPLESAUCE,
  GRANOLA,
  CANNELLONI,
  PATE,
  NOUGAT,
  MARZIPAN,
];
