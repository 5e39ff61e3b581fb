/**
 * Foods said often and still unknown (issue #32, session 28; docs/decisions.md "Food and
 * drink, session 28"), each drawn as served so it reads from the default camera: a bowl heaped
 * with potato crisps, two crimped half-moon turnovers (every turnover of WordNet's, a knish
 * round with its filling showing), a tin of Spam beside its pink loaf and slices, a frittata in
 * its skillet with a wedge cut out, scampi curled in garlic butter with a lemon wedge, and
 * pecan pralines on waxed paper. Plain data.
 */
import type { KindDecl, PartDecl, Placed } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { at, part, rod } from './part-shorthand.ts';

/** A white dinner plate of radius `r`, its rim raised (its floor at y ≈ 0.003). */
function plate(r: number, color = 0xf6f4ee): PartDecl {
  return part(
    'plate',
    {
      lathe: [
        [0.001, 0],
        [r * 0.62, 0],
        [r * 0.9, r * 0.07],
        [r, r * 0.11],
      ],
      wall: 0.003,
    },
    'ceramic',
    { color, role: 'detail', answersTo: ['plate', 'dish'] },
  );
}

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

export const S28_FOOD_KINDS: readonly KindDecl[] = [
  POTATO_CHIPS,
  TURNOVER,
  SPAM,
  FRITTATA,
  SCAMPI,
  PRALINE,
];
