/**
 * Thirteen everyday things the thirteenth list of nouns found unknown (issue #32, session 25;
 * docs/decisions.md, "Thirteen everyday things the thirteenth list found unknown"). Each is
 * drawn as the thing a person pictures, so that it reads in a small render from the default
 * camera: Santa's sleigh with curled runners and a high back, a zip half open in a V, a bowl
 * with a raised rim in grey ground, a sprig of mistletoe tied with a red ribbon, a dark band
 * over a bust's eyes, a deodorant stick out of its cap, a periscope rising from the sea, a
 * toupee on a stand's bald head, a toga with its purple border, a barbed harpoon with its
 * line, a pigsty with its pig, the black monolith and a painted brick wall.
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { at, facingZ, part, rod, spaced } from './part-shorthand.ts';

/** An ellipse's outline (a plan footprint or a side outline), `n` points. */
function ellipse(rx: number, ry: number, n = 20): V2[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    return [rx * Math.cos(a), ry * Math.sin(a)] as V2;
  });
}

/** The point `d` along direction `deg` (degrees from straight down, towards +X) from `p`. */
function along(p: V3, deg: number, d: number): V3 {
  const a = (deg * Math.PI) / 180;
  return [p[0] + Math.sin(a) * d, p[1] - Math.cos(a) * d, p[2]];
}

// --- Sleigh --------------------------------------------------------------------------------

/** The sleigh's side: a low nose curling over at the front (+X), a high back scrolled over. */
const SLEIGH_SIDE: readonly V2[] = [
  [-0.62, 0.32],
  [0.45, 0.32],
  [0.62, 0.36],
  [0.76, 0.46],
  [0.85, 0.6],
  [0.88, 0.74],
  [0.84, 0.84],
  [0.76, 0.87],
  [0.7, 0.82],
  [0.72, 0.76],
  [0.66, 0.7],
  [0.5, 0.64],
  [0.3, 0.6],
  [-0.3, 0.6],
  [-0.45, 0.7],
  [-0.55, 0.9],
  [-0.6, 1.08],
  [-0.68, 1.18],
  [-0.8, 1.2],
  [-0.88, 1.12],
  [-0.82, 1.0],
  [-0.74, 0.8],
  [-0.68, 0.55],
  [-0.64, 0.4],
];

/** A runner: along the snow, curling up and over in front of the nose. */
const RUNNER: readonly V3[] = [
  [-0.78, 0.08, 0],
  [-0.66, 0.025, 0],
  [0.5, 0.025, 0],
  [0.8, 0.07, 0],
  [1.0, 0.2, 0],
  [1.08, 0.38, 0],
  [1.04, 0.52, 0],
  [0.94, 0.56, 0],
  [0.88, 0.48, 0],
  [0.93, 0.42, 0],
];

/** The gold line painted round the side, inside its edge. */
const SLEIGH_TRIM: readonly V3[] = [
  [-0.76, 1.12, 0],
  [-0.68, 0.95, 0],
  [-0.61, 0.7, 0],
  [-0.55, 0.42, 0],
  [-0.3, 0.39, 0],
  [0.45, 0.39, 0],
  [0.66, 0.46, 0],
  [0.78, 0.62, 0],
  [0.8, 0.76, 0],
];

const RUNNER_Z = 0.34;

const sleigh: KindDecl = {
  kind: 'sleigh',
  nouns: [
    'sleigh',
    'sleighs',
    'santa sleigh',
    "santa's sleigh",
    'santa claus sleigh',
    'christmas sleigh',
    'reindeer sleigh',
    'horse-drawn sleigh',
    'horse drawn sleigh',
    'one-horse sleigh',
  ],
  size: [1.2, 1.96],
  surfaces: ['seat'],
  parts: [
    part('body', { extrude: SLEIGH_SIDE, depth: 0.8, round: 0.02 }, 'paint', {
      color: 0xc0202a,
      answersTo: ['sides', 'box', 'carriage'],
    }),
    part('trim', { sweep: SLEIGH_TRIM, r: 0.016 }, 'gold', {
      ...at([
        [0, 0, 0.4],
        [0, 0, -0.4],
      ]),
      role: 'fixed',
      answersTo: ['trim', 'stripe'],
    }),
    part('seat', { box: [0.62, 0.08, 0.72], round: 0.03 }, 'fabric', {
      at: [-0.02, 0.58, 0],
      color: 0x2a6a3a,
      role: 'accent',
      answersTo: ['cushion', 'seats'],
    }),
    part('backrest', { box: [0.08, 0.42, 0.72], round: 0.03 }, 'fabric', {
      turn: [0, 0, 32],
      at: [-0.3, 0.6, 0],
      color: 0x2a6a3a,
      role: 'accent',
      answersTo: ['cushion', 'back'],
    }),
    part('runner', { sweep: RUNNER, r: 0.026 }, 'gold', {
      ...at([
        [0, 0, RUNNER_Z],
        [0, 0, -RUNNER_Z],
      ]),
      role: 'detail',
      answersTo: ['runners', 'skis', 'blades'],
    }),
    part(
      'strut',
      {
        capsule: [
          [0, 0.03, 0],
          [0, 0.33, 0],
        ],
        r: 0.02,
      },
      'gold',
      {
        ...at([-0.5, 0, 0.45].flatMap((x) => [[x, 0, RUNNER_Z] as V3, [x, 0, -RUNNER_Z] as V3])),
        role: 'detail',
        answersTo: ['runners'],
      },
    ),
    // Presents piled on the seat behind the driver's place.
    ...(
      [
        [-0.26, 0.64, -0.16, 0.24, 0.22, 0x2a5ab8],
        [-0.06, 0.64, -0.2, 0.18, 0.17, 0xe8c23a],
        [-0.22, 0.86, -0.18, 0.16, 0.14, 0xe8e4dc],
      ] as const
    ).flatMap(([x, y, z, w, h, color], i) => [
      part(`present_${i + 1}`, { box: [w, h, w] }, 'paper', {
        at: [x, y, z],
        color,
        role: 'fixed',
        optional: 0.7,
        answersTo: ['presents', 'gifts'],
      }),
      part(`present_ribbon_${i + 1}`, { box: [w + 0.01, h + 0.01, 0.035] }, 'fabric', {
        at: [x, y, z],
        color: 0xc0202a,
        role: 'fixed',
        optional: 0.7,
        answersTo: ['presents', 'gifts'],
      }),
    ]),
  ],
};

// --- Zipper --------------------------------------------------------------------------------

/** Where the slider sits; below it the teeth are locked, above it they part in a V. */
const SLIDER_Y = 0.16;
const TOP_Y = 0.3;
/** How far each row of teeth has parted at the top. */
const OPEN_X = 0.048;

/** The right-hand tape's outline (mirrored for the left): its edge follows the teeth. */
const TAPE: readonly V2[] = [
  [0.004, 0],
  [0.11, 0],
  [0.11, TOP_Y],
  [OPEN_X + 0.004, TOP_Y],
  [0.008, SLIDER_Y + 0.012],
  [0.004, SLIDER_Y],
];

/** The angle (degrees) the open rows lean out from the vertical. */
const OPEN_TILT = (Math.atan2(OPEN_X - 0.006, TOP_Y - SLIDER_Y - 0.02) * 180) / Math.PI;

function teeth(side: 1 | -1): PartDecl[] {
  const name = side > 0 ? 'teeth_right' : 'teeth_left';
  const locked = spaced(8, 0.012 + (side > 0 ? 0 : 0.009), SLIDER_Y - 0.012).map(
    (y) => [side * 0.002, y, 0.003] as V3,
  );
  const open = spaced(9, SLIDER_Y + 0.022, TOP_Y - 0.008).map((y) => {
    const k = (y - SLIDER_Y - 0.02) / (TOP_Y - SLIDER_Y - 0.02);
    return [side * (0.007 + k * (OPEN_X - 0.006)), y, 0.003] as V3;
  });
  return [
    part(name, { box: [0.014, 0.0065, 0.006], round: 0.0015 }, 'brass', {
      ...at(locked),
      role: 'detail',
      answersTo: ['teeth', 'tooth'],
    }),
    part(`${name}_open`, { box: [0.013, 0.0065, 0.006], round: 0.0015 }, 'brass', {
      ...at(open),
      turn: [0, 0, side * -OPEN_TILT],
      role: 'detail',
      answersTo: ['teeth', 'tooth'],
    }),
  ];
}

const zipper: KindDecl = {
  kind: 'zipper',
  nouns: [
    'zipper',
    'zippers',
    'zips',
    'zip fastener',
    'zipper fastener',
    'slide fastener',
    'open zipper',
  ],
  size: [0.3, 0.22],
  parts: [
    // What shows through the open V: the shirt under the jacket.
    part('lining', { box: [0.12, TOP_Y - SLIDER_Y, 0.003] }, 'fabric', {
      at: [0, SLIDER_Y, -0.003],
      color: 0xeeeae0,
      role: 'fixed',
      answersTo: ['shirt', 'inside'],
    }),
    part('tape', { extrude: TAPE, depth: 0.004 }, 'fabric', {
      mirror: true,
      color: 0x24365a,
      answersTo: ['fabric', 'cloth', 'tapes'],
    }),
    ...teeth(1),
    ...teeth(-1),
    part('stop', { box: [0.02, 0.01, 0.008], round: 0.002 }, 'brass', {
      at: [0, 0.002, 0.003],
      role: 'detail',
      answersTo: ['teeth'],
    }),
    // The slider: wider at its shoulders, where the rows come apart.
    part(
      'slider',
      {
        extrude: [
          [-0.011, 0],
          [0.011, 0],
          [0.017, 0.034],
          [-0.017, 0.034],
        ],
        depth: 0.012,
        round: 0.002,
      },
      'chrome',
      {
        at: [0, SLIDER_Y - 0.018, 0.004],
        role: 'detail',
        answersTo: ['slide', 'runner'],
      },
    ),
    part('pull', { box: [0.014, 0.05, 0.004], round: 0.003 }, 'chrome', {
      at: [0, SLIDER_Y - 0.06, 0.012],
      minus: [{ shape: { box: [0.006, 0.012, 0.02] }, at: [0, SLIDER_Y - 0.054, 0.012] }],
      role: 'detail',
      answersTo: ['pull tab', 'tab', 'puller'],
    }),
  ],
};

// --- Crater --------------------------------------------------------------------------------

/** The crater's bowl from its middle out to the crest of its rim, then down. */
const BOWL: readonly V2[] = [
  [0, 0.06],
  [0.3, 0.07],
  [0.55, 0.14],
  [0.78, 0.3],
  [0.96, 0.52],
  [1.1, 0.74],
  [1.22, 0.86],
  [1.22, 0],
];

/** The rim's outer slope from under its crest down to the plain. */
const RIM: readonly V2[] = [
  [1.2, 0],
  [1.22, 0.86],
  [1.34, 0.82],
  [1.5, 0.64],
  [1.68, 0.46],
  [1.9, 0.33],
  [2.1, 0.26],
  [2.2, 0.24],
  [2.2, 0],
];

/** The plain's ragged edge round the crater. */
const PLAIN: readonly V2[] = Array.from({ length: 22 }, (_, i) => {
  const a = (2 * Math.PI * i) / 22;
  const r = 2.5 + 0.08 * Math.sin(i * 2.7) + 0.06 * Math.cos(i * 1.3);
  return [r * Math.cos(a), r * Math.sin(a)] as V2;
});

/** A small crater pitted in the plain beside the big one. */
const PIT: V3 = [1.75, 0.25, -1.25];

const crater: KindDecl = {
  kind: 'crater',
  nouns: [
    'crater',
    'craters',
    'impact crater',
    'meteor crater',
    'meteorite crater',
    'lunar crater',
    'moon crater',
  ],
  size: [0.9, 5.2],
  parts: [
    part('ground', { plan: PLAIN, height: 0.25 }, 'stone', {
      color: 0x3e3c39,
      minus: [
        { shape: { cyl: 1, r: 1.21 }, at: [0, -0.5, 0] },
        { shape: { ellipsoid: [0.22, 0.12, 0.22] }, at: PIT },
      ],
      answersTo: ['surface', 'land', 'plain'],
    }),
    part('rim', { lathe: RIM }, 'stone', {
      color: 0x3e3c39,
      answersTo: ['edge', 'lip'],
    }),
    part('bowl', { lathe: BOWL }, 'stone', {
      color: 0x262523,
      role: 'accent',
      answersTo: ['inside', 'hole', 'floor'],
    }),
    part('pit_rim', { ring: 0.24, r: 0.035 }, 'stone', {
      turn: [90, 0, 0],
      at: PIT,
      color: 0x3e3c39,
      role: 'fixed',
    }),
    // Boulders thrown out onto the rim and the plain.
    ...(
      [
        [1.3, 0.8, 0.35, 0.09],
        [-0.7, 0.76, 1.12, 0.07],
        [-1.6, 0.5, -0.5, 0.11],
        [0.5, 0.4, 1.7, 0.08],
        [-0.2, 0.09, 0.2, 0.06],
        [1.0, 0.3, -1.55, 0.06],
        [-1.9, 0.25, 1.2, 0.1],
        [2.1, 0.25, 0.6, 0.08],
      ] as const
    ).map(([x, y, z, r], i) =>
      part(`boulder_${i + 1}`, { ellipsoid: [r * 1.3, r, r * 1.1] }, 'stone', {
        at: [x, y, z],
        color: 0x2c2b29,
        role: 'fixed',
        answersTo: ['rocks', 'boulders', 'stones'],
      }),
    ),
  ],
};

// --- Mistletoe -----------------------------------------------------------------------------

/** Where the ribbon ties the stems together. */
const TIE: V3 = [0, 0.3, 0];

/** Each stem from the tie, through a fork where a pair of leaves and berries grow, to its tip. */
const STEMS: ReadonlyArray<{ fork: V3; tip: V3; down: number }> = [
  { fork: [-0.05, 0.19, 0.015], tip: [-0.12, 0.09, 0.025], down: -35 },
  { fork: [0.0, 0.17, 0.03], tip: [0.01, 0.05, 0.04], down: 0 },
  { fork: [0.05, 0.19, -0.01], tip: [0.12, 0.1, 0.0], down: 35 },
];

function sprig(): PartDecl[] {
  const leaves: Array<{ at: V3; turn: number }> = [];
  const berries: V3[] = [];
  for (const s of STEMS) {
    // A pair at the fork, spread wide, and a pair at the tip, spread narrower.
    for (const [p, spread] of [
      [s.fork, 50],
      [s.tip, 28],
    ] as const) {
      for (const side of [-1, 1]) {
        const deg = s.down + side * spread;
        leaves.push({ at: along(p, deg, 0.045), turn: deg });
      }
      berries.push(
        [p[0], p[1] - 0.004, p[2] + 0.014],
        [p[0] + 0.014, p[1] + 0.004, p[2] + 0.01],
        [p[0] - 0.012, p[1] + 0.006, p[2] + 0.012],
      );
    }
  }
  return [
    ...STEMS.map((s, i) =>
      part(`stem_${i + 1}`, { sweep: [TIE, s.fork, s.tip], r: 0.006 }, 'stem', {
        color: 0x7a8a3a,
        role: 'detail',
        answersTo: ['stems', 'twigs'],
      }),
    ),
    ...leaves.map((l, i) =>
      part(`leaf_${i + 1}`, { ellipsoid: [0.016, 0.048, 0.006] }, 'leaf', {
        turn: [0, 0, l.turn],
        at: l.at,
        color: 0x8aa23e,
        answersTo: ['leaves'],
      }),
    ),
    part('berry', { ball: 0.011 }, 'candle', {
      ...at(berries),
      color: 0xf6f4ea,
      role: 'accent',
      answersTo: ['berries'],
    }),
  ];
}

const mistletoe: KindDecl = {
  kind: 'mistletoe',
  nouns: [
    'mistletoe',
    'mistletoes',
    'sprig of mistletoe',
    'mistletoe sprig',
    'bunch of mistletoe',
    'mistletoe bunch',
    'kissing bough',
  ],
  size: [0.38, 0.32],
  parts: [
    ...sprig(),
    part('knot', { ellipsoid: [0.016, 0.014, 0.012] }, 'fabric', {
      at: TIE,
      color: 0xc8182a,
      role: 'fixed',
      answersTo: ['ribbon', 'bow'],
    }),
    part('bow', { ring: 0.03, r: 0.008 }, 'fabric', {
      turn: [0, 0, 15],
      at: [0.032, 0.31, 0.004],
      mirror: true,
      color: 0xc8182a,
      role: 'fixed',
      answersTo: ['ribbon', 'bow'],
    }),
    part('ribbon_end', { capsule: [TIE, [0.03, 0.235, 0.012]], r: 0.007 }, 'fabric', {
      mirror: true,
      color: 0xc8182a,
      role: 'fixed',
      answersTo: ['ribbon', 'bow'],
    }),
    // The loop it hangs by, over a doorway.
    part('loop', { ring: 0.032, r: 0.005 }, 'fabric', {
      at: [0, 0.338, 0],
      color: 0xc8182a,
      role: 'fixed',
      answersTo: ['ribbon'],
    }),
  ],
};

// --- Blindfold -----------------------------------------------------------------------------

/** The bust's head: its centre and radii; the band goes round it over the eyes. */
const HEAD: V3 = [0, 0.33, 0];
const HEAD_R: V3 = [0.08, 0.1, 0.09];
const BUST_SKIN = 0xe8d8c8;

/** A pale bust: a plinth, shoulders, neck and a plain head with a nose. */
function bust(): PartDecl[] {
  return [
    part('plinth', { cyl: 0.03, r: 0.09 }, 'plastic', {
      color: 0x2a2a2a,
      role: 'fixed',
      answersTo: ['stand', 'base'],
    }),
    part('shoulders', { ellipsoid: [0.16, 0.075, 0.085] }, 'plastic', {
      at: [0, 0.1, 0],
      color: BUST_SKIN,
      role: 'fixed',
      answersTo: ['bust', 'chest'],
    }),
    part('neck', { cyl: 0.1, r: 0.042 }, 'plastic', {
      at: [0, 0.15, 0],
      color: BUST_SKIN,
      role: 'fixed',
    }),
    part('head', { ellipsoid: HEAD_R }, 'plastic', {
      at: HEAD,
      color: BUST_SKIN,
      role: 'fixed',
      answersTo: ['face'],
    }),
    part(
      'nose',
      {
        capsule: [
          [0, 0.33, 0.084],
          [0, 0.305, 0.098],
        ],
        r: 0.011,
      },
      'plastic',
      {
        color: BUST_SKIN,
        role: 'fixed',
      },
    ),
  ];
}

/** A tail of the knot, hanging from behind the head: a flat strip [x, y] from the knot. */
const TAIL: readonly V2[] = [
  [0, 0.012],
  [0.012, -0.004],
  [0.075, -0.14],
  [0.045, -0.15],
  [-0.006, -0.006],
];

const blindfold: KindDecl = {
  kind: 'blindfold',
  nouns: ['blindfold', 'blindfolds', 'blind fold', 'eye bandage'],
  size: [0.45, 0.32],
  parts: [
    ...bust(),
    part('band', { plan: ellipse(0.086, 0.097, 28), height: 0.046, taper: 0.94 }, 'fabric', {
      at: [0, 0.322, 0],
      color: 0x1c1c24,
      answersTo: ['cloth', 'blindfold', 'strip'],
    }),
    part('knot', { ellipsoid: [0.026, 0.022, 0.02] }, 'fabric', {
      at: [0, 0.345, -0.1],
      color: 0x1c1c24,
      answersTo: ['cloth', 'blindfold'],
    }),
    part('tail', { extrude: TAIL, depth: 0.006 }, 'fabric', {
      turn: [0, -20, 0],
      at: [0.006, 0.345, -0.106],
      mirror: true,
      color: 0x1c1c24,
      answersTo: ['cloth', 'blindfold', 'ends', 'tails'],
    }),
  ],
};

// --- Deodorant -----------------------------------------------------------------------------

const DEO_BODY = ellipse(0.032, 0.018, 24);

const deodorant: KindDecl = {
  kind: 'deodorant',
  nouns: ['deodorant', 'deodorants', 'deodorant stick', 'stick deodorant'],
  size: [0.14, 0.13],
  parts: [
    part('dial', { plan: ellipse(0.03, 0.016, 24), height: 0.01 }, 'plastic', {
      color: 0xe8e8e8,
      role: 'fixed',
      answersTo: ['base', 'wheel'],
    }),
    part('body', { plan: DEO_BODY, height: 0.1 }, 'plastic', {
      at: [0, 0.008, 0],
      color: 0x2a64b8,
      answersTo: ['tube', 'case', 'container'],
    }),
    part('label', { plan: ellipse(0.0326, 0.0186, 24), height: 0.04 }, 'paper', {
      at: [0, 0.035, 0],
      color: 0xf2f2f0,
      role: 'accent',
      answersTo: ['sticker', 'band'],
    }),
    part('stripe', { plan: ellipse(0.033, 0.019, 24), height: 0.008 }, 'paint', {
      at: [0, 0.051, 0],
      color: 0x5ac0e8,
      role: 'fixed',
    }),
    // The white stick pushed up out of the open top, domed.
    part('stick', { plan: ellipse(0.028, 0.0145, 24), height: 0.02 }, 'candle', {
      at: [0, 0.104, 0],
      color: 0xf6f6f2,
      role: 'fixed',
      answersTo: ['gel', 'wax'],
    }),
    part('dome', { ellipsoid: [0.028, 0.01, 0.0145] }, 'candle', {
      at: [0, 0.124, 0],
      color: 0xf6f6f2,
      role: 'fixed',
      answersTo: ['stick', 'gel'],
    }),
    // The cap off, lying on its side beside it, open towards the viewer.
    part('cap', { plan: ellipse(0.034, 0.02, 24), height: 0.045 }, 'plastic', {
      turn: [90, 0, 0],
      at: [0.066, 0.02, -0.02],
      minus: [
        {
          shape: { plan: ellipse(0.03, 0.016, 24), height: 0.05 },
          turn: [90, 0, 0],
          at: [0.066, 0.02, -0.014],
        },
      ],
      color: 0x2a64b8,
      answersTo: ['lid', 'top'],
    }),
  ],
};

// --- Periscope -----------------------------------------------------------------------------

const SCOPE_TOP = 1.0;

const periscope: KindDecl = {
  kind: 'periscope',
  nouns: ['periscope', 'periscopes', 'submarine periscope', "submarine's periscope"],
  size: [1.2, 1.24],
  parts: [
    part('sea', { cyl: 0.06, r: 0.62 }, 'ocean', {
      color: 0x2a6a9e,
      role: 'fixed',
      answersTo: ['water', 'ocean', 'waves'],
    }),
    // Ripples round the mast and the wake it leaves as it moves.
    part('ripple', { ring: 0.1, r: 0.01 }, 'plain', {
      turn: [90, 0, 0],
      at: [0, 0.06, 0],
      color: 0xe8f2f6,
      role: 'fixed',
      answersTo: ['foam', 'wake'],
    }),
    part('ripple_outer', { ring: 0.19, r: 0.008, arc: 220, from: 160 }, 'plain', {
      turn: [90, 0, 0],
      at: [0, 0.06, 0],
      color: 0xe8f2f6,
      role: 'fixed',
      answersTo: ['foam', 'wake'],
    }),
    rod('wake', [0.04, 0.062, -0.08], [0.2, 0.062, -0.55], 0.016, 'plain', {
      mirror: true,
      color: 0xe8f2f6,
      role: 'fixed',
      answersTo: ['foam'],
    }),
    part('tube', { cyl: SCOPE_TOP - 0.04, r: 0.055 }, 'paint', {
      at: [0, 0.04, 0],
      color: 0x5a6470,
      answersTo: ['mast', 'pipe', 'body'],
    }),
    part('collar', { cyl: 0.05, r: 0.072 }, 'paint', {
      ...at([
        [0, 0.4, 0],
        [0, SCOPE_TOP - 0.08, 0],
      ]),
      color: 0x3e4650,
      role: 'fixed',
      answersTo: ['bands'],
    }),
    // The head: a box bent forward at the top, its window looking ahead.
    part('scope_head', { box: [0.17, 0.22, 0.28], round: 0.03 }, 'paint', {
      at: [0, SCOPE_TOP - 0.06, 0.06],
      color: 0x5a6470,
      answersTo: ['head', 'top'],
    }),
    part('hood', { box: [0.18, 0.035, 0.32], round: 0.012 }, 'paint', {
      at: [0, SCOPE_TOP + 0.15, 0.07],
      color: 0x3e4650,
      role: 'fixed',
    }),
    part('window', { box: [0.13, 0.12, 0.012], round: 0.004 }, 'glass', {
      at: [0, SCOPE_TOP - 0.01, 0.2],
      color: 0x1a2a3a,
      role: 'fixed',
      answersTo: ['lens', 'glass', 'mirror'],
    }),
  ],
};

// --- Toupee --------------------------------------------------------------------------------

const TOUPEE_HAIR = 0x6a4526;

/**
 * Combed strands across the hairpiece from its side parting (on the head's left, +X) over the
 * crown to the other side: a comb-over's lines.
 */
function strands(): PartDecl[] {
  return spaced(6, 0.05, -0.06).map((z, i) =>
    part(
      `strand_${i + 1}`,
      {
        sweep: [
          [0.05, 0.392, z],
          [0.02, 0.406, z],
          [-0.03, 0.404, z - 0.004],
          [-0.068, 0.38, z - 0.008],
        ],
        r: 0.005,
      },
      'fur',
      { color: TOUPEE_HAIR, answersTo: ['hair', 'toupee', 'hairpiece'] },
    ),
  );
}

const toupee: KindDecl = {
  kind: 'toupee',
  nouns: ['toupee', 'toupees', 'toupée', 'toupet'],
  size: [0.46, 0.26],
  parts: [
    part('stand', { cyl: 0.02, r: 0.09 }, 'plastic', {
      color: 0x2a2a2a,
      role: 'fixed',
      answersTo: ['base'],
    }),
    part('neck', { cyl: 0.2, r: 0.038 }, 'plastic', {
      at: [0, 0.02, 0],
      color: 0xe8e4dc,
      role: 'fixed',
    }),
    // A bald head with ears and a nose, so the hair on top reads as a patch laid on it.
    part('head', { ellipsoid: [0.08, 0.105, 0.09] }, 'plastic', {
      at: [0, 0.3, 0],
      color: 0xe8e4dc,
      role: 'fixed',
      answersTo: ['face'],
    }),
    part('ear', { ellipsoid: [0.012, 0.024, 0.016] }, 'plastic', {
      at: [0.08, 0.3, -0.005],
      mirror: true,
      color: 0xe8e4dc,
      role: 'fixed',
    }),
    part(
      'nose',
      {
        capsule: [
          [0, 0.31, 0.084],
          [0, 0.285, 0.1],
        ],
        r: 0.011,
      },
      'plastic',
      {
        color: 0xe8e4dc,
        role: 'fixed',
      },
    ),
    // The hairpiece: a flat mat over the crown, a little askew, its side parting showing.
    part('hairpiece', { ellipsoid: [0.084, 0.058, 0.094] }, 'fur', {
      at: [0, 0.355, -0.016],
      color: TOUPEE_HAIR,
      answersTo: ['hair', 'toupee'],
    }),
    ...strands(),
  ],
};

// --- Toga ----------------------------------------------------------------------------------

const TOGA_WHITE = 0xf2eee2;
const TOGA_PURPLE = 0x6a2a8a;
const TOGA_SKIN = 0xd8a880;

/** The sash's path: up the back, over the left shoulder, down across the chest to the hip. */
const SASH: readonly V3[] = [
  [0.1, 1.2, -0.1],
  [0.13, 1.44, -0.02],
  [0.1, 1.42, 0.08],
  [0.02, 1.26, 0.12],
  [-0.09, 1.08, 0.12],
  [-0.18, 0.96, 0.06],
];

const toga: KindDecl = {
  kind: 'toga',
  nouns: ['toga', 'togas', 'roman toga', 'toga praetexta', 'toga virilis'],
  size: [1.76, 0.6],
  parts: [
    part('stand', { cyl: 0.04, r: 0.22 }, 'wood', {
      color: 0x5a3e2a,
      role: 'fixed',
      answersTo: ['base'],
    }),
    part('pole', { cyl: 0.3, r: 0.025 }, 'wood', {
      at: [0, 0.04, 0],
      color: 0x5a3e2a,
      role: 'fixed',
    }),
    // The robe falls from the waist almost to the ground.
    part(
      'robe',
      {
        lathe: [
          [0.22, 0.28],
          [0.21, 0.6],
          [0.18, 0.9],
          [0.16, 1.02],
        ],
      },
      'fabric',
      { color: TOGA_WHITE, answersTo: ['cloth', 'drape', 'toga', 'skirt'] },
    ),
    part('hem', { cyl: 0.05, r: 0.226, rTop: 0.222 }, 'fabric', {
      at: [0, 0.27, 0],
      color: TOGA_PURPLE,
      role: 'accent',
      answersTo: ['border', 'stripe', 'trim'],
    }),
    // Folds: ridges down the front of the robe.
    ...(
      [
        [-0.12, 0.05],
        [0.02, 0.12],
        [0.12, 0.08],
      ] as const
    ).map(([x, dx], i) =>
      rod(`fold_${i + 1}`, [x * 0.8, 0.98, 0.13], [x + dx, 0.32, 0.2], 0.022, 'fabric', {
        color: TOGA_WHITE,
        answersTo: ['cloth', 'drape', 'toga'],
      }),
    ),
    part('torso', { ellipsoid: [0.17, 0.28, 0.11] }, 'fabric', {
      at: [0, 1.2, 0],
      color: TOGA_WHITE,
      answersTo: ['cloth', 'drape', 'toga'],
    }),
    part('sash', { sweep: SASH, r: 0.06 }, 'fabric', {
      color: TOGA_WHITE,
      answersTo: ['cloth', 'drape', 'toga'],
    }),
    part(
      'sash_border',
      { sweep: SASH.slice(1, 5).map(([x, y, z]) => [x, y - 0.045, z + 0.04] as V3), r: 0.02 },
      'fabric',
      { color: TOGA_PURPLE, role: 'accent', answersTo: ['border', 'stripe', 'trim'] },
    ),
    // The right shoulder and arm bare; the left arm under the drape.
    part('shoulder', { ball: 0.065 }, 'skin', {
      at: [-0.13, 1.4, 0],
      color: TOGA_SKIN,
      role: 'fixed',
    }),
    rod('arm', [-0.17, 1.4, 0], [-0.21, 1.02, 0.04], 0.04, 'skin', {
      color: TOGA_SKIN,
      role: 'fixed',
      answersTo: ['arms'],
    }),
    rod('sleeve', [0.17, 1.38, 0], [0.2, 1.05, 0.07], 0.055, 'fabric', {
      color: TOGA_WHITE,
      answersTo: ['cloth', 'drape', 'toga'],
    }),
    part('neck', { cyl: 0.1, r: 0.045 }, 'skin', {
      at: [0, 1.44, 0],
      color: TOGA_SKIN,
      role: 'fixed',
    }),
    part('head', { ellipsoid: [0.09, 0.11, 0.1] }, 'skin', {
      at: [0, 1.62, 0.005],
      color: TOGA_SKIN,
      role: 'fixed',
      answersTo: ['face'],
    }),
    part('hair', { ellipsoid: [0.094, 0.07, 0.1] }, 'fur', {
      at: [0, 1.67, -0.01],
      color: 0x3a2a1e,
      role: 'fixed',
    }),
    // A laurel wreath says Rome.
    part('wreath', { ring: 0.098, r: 0.014 }, 'leaf', {
      turn: [90, 0, 0],
      at: [0, 1.675, 0],
      color: 0x6a8a2a,
      role: 'fixed',
      answersTo: ['laurel', 'laurels'],
    }),
    part('laurel', { ellipsoid: [0.012, 0.008, 0.024] }, 'leaf', {
      ...at(
        spaced(8, -150, 150).map((deg) => {
          const a = ((deg + 90) * Math.PI) / 180;
          return [Math.cos(a) * 0.1, 1.685, Math.sin(a) * 0.1] as V3;
        }),
      ),
      color: 0x7a9a32,
      role: 'fixed',
      answersTo: ['wreath', 'laurels'],
    }),
  ],
};

// --- Harpoon -------------------------------------------------------------------------------

/** The shaft's height above the ground (it lies on its barbs and its coil of line). */
const SHAFT_Y = 0.09;

/** The head's side: a point, two barbs raked back, then the socket's shoulder. */
const HARPOON_HEAD: readonly V2[] = [
  [0.4, 0],
  [0.2, 0.05],
  [0.12, 0.1],
  [0.15, 0.04],
  [0, 0.028],
  [0, -0.028],
  [0.15, -0.04],
  [0.12, -0.1],
  [0.2, -0.05],
];

const harpoon: KindDecl = {
  kind: 'harpoon',
  nouns: ['harpoon', 'harpoons', 'whaling harpoon', 'fishing harpoon', 'hand harpoon'],
  size: [0.24, 2.1],
  parts: [
    part('shaft', { cyl: 1.6, r: 0.028 }, 'wood', {
      turn: [0, 0, -90],
      at: [-0.95, SHAFT_Y, 0],
      color: 0x9a6a3a,
      answersTo: ['pole', 'handle', 'staff'],
    }),
    part('socket', { cyl: 0.16, r: 0.034, rTop: 0.026 }, 'iron', {
      turn: [0, 0, -90],
      at: [0.6, SHAFT_Y, 0],
      color: 0x4a4c50,
      role: 'accent',
      answersTo: ['head', 'iron'],
    }),
    part('harpoon_head', { extrude: HARPOON_HEAD, depth: 0.016 }, 'iron', {
      at: [0.74, SHAFT_Y, 0],
      color: 0x5a5c62,
      role: 'accent',
      answersTo: ['head', 'blade', 'barbs', 'point', 'tip'],
    }),
    // The line: lashed round the shaft's butt, running down to a coil on the ground.
    part('lashing', { ring: 0.032, r: 0.009 }, 'fabric', {
      turn: [0, 90, 0],
      ...at(spaced(3, -0.86, -0.8).map((x) => [x, SHAFT_Y, 0] as V3)),
      color: 0xc8a870,
      role: 'detail',
      answersTo: ['rope', 'line'],
    }),
    part(
      'line',
      {
        sweep: [
          [-0.8, SHAFT_Y, 0.02],
          [-0.72, 0.07, 0.1],
          [-0.66, 0.04, 0.22],
          [-0.62, 0.03, 0.3],
        ],
        r: 0.011,
      },
      'fabric',
      { color: 0xc8a870, role: 'detail', answersTo: ['rope', 'cord'] },
    ),
    ...spaced(3, 0.17, 0.12).map((r, i) =>
      part(`coil_${i + 1}`, { ring: r, r: 0.013 }, 'fabric', {
        turn: [90, 0, 0],
        at: [-0.55, 0.013 + i * 0.022, 0.45],
        color: 0xc8a870,
        role: 'detail',
        answersTo: ['rope', 'line', 'coil'],
      }),
    ),
  ],
};

// --- Pigsty --------------------------------------------------------------------------------

const STY_WOOD = 0x7a5a3a;
const PIG_PINK = 0xf2a8b0;
/** The pen's front and sides (the shed closes its back). */
const PEN_X = 1.3;
const PEN_FRONT = 1.0;
const PEN_BACK = -0.4;

/** The pig, facing the viewer, standing in the mud at `p`. */
function pig(p: V3): PartDecl[] {
  const [x, y, z] = p;
  const pink = { color: PIG_PINK, role: 'fixed' as const, answersTo: ['pig'] };
  return [
    part('pig_body', { ellipsoid: [0.17, 0.16, 0.28] }, 'skin', { at: [x, y + 0.3, z], ...pink }),
    part('pig_head', { ball: 0.13 }, 'skin', { at: [x, y + 0.36, z + 0.3], ...pink }),
    facingZ('pig_snout', [x, y + 0.34, z + 0.39], 0.07, 0.055, 'pink', {
      color: 0xe88a98,
      role: 'fixed',
      answersTo: ['pig', 'snout'],
    }),
    // Mirrored about the pig, not the sty's middle.
    ...([1, -1] as const).flatMap((side) => [
      part(`pig_ear_${side > 0 ? 'r' : 'l'}`, { ellipsoid: [0.045, 0.05, 0.015] }, 'skin', {
        turn: [20, 0, -30 * side],
        at: [x + 0.08 * side, y + 0.48, z + 0.28],
        ...pink,
      }),
      part(`pig_eye_${side > 0 ? 'r' : 'l'}`, { ball: 0.016 }, 'eye', {
        at: [x + 0.05 * side, y + 0.41, z + 0.41],
        color: 0x141414,
        role: 'fixed',
      }),
    ]),
    part('pig_leg', { cyl: 0.2, r: 0.04 }, 'skin', {
      ...at([
        [x - 0.09, y, z - 0.16],
        [x + 0.09, y, z - 0.16],
        [x - 0.09, y, z + 0.14],
        [x + 0.09, y, z + 0.14],
      ]),
      ...pink,
    }),
    part('pig_tail', { ring: 0.03, r: 0.009, arc: 300 }, 'skin', {
      turn: [0, 90, 0],
      at: [x, y + 0.36, z - 0.29],
      ...pink,
    }),
  ];
}

/** Fence posts round the pen's front and sides. */
const POSTS: readonly V3[] = [
  ...spaced(5, -PEN_X, PEN_X).map((x) => [x, 0, PEN_FRONT] as V3),
  ...[0.3, -0.4].flatMap((z) => [[-PEN_X, 0, z] as V3, [PEN_X, 0, z] as V3]),
];

/** The mud's outline, a puddle over most of the pen. */
const MUD: readonly V2[] = ellipse(1.05, 0.55, 18).map(
  ([x, z], i) => [x * (1 + 0.07 * Math.sin(i * 2.3)), z + 0.32] as V2,
);

const pigsty: KindDecl = {
  kind: 'pigsty',
  nouns: [
    'pigsty',
    'pigsties',
    'pig sty',
    'sty',
    'pigpen',
    'pig pen',
    'hog pen',
    'hogpen',
    'pig house',
    'pig shed',
  ],
  size: [1.3, 2.8],
  parts: [
    part('yard', { box: [2.7, 0.02, 2.4] }, 'grass', {
      at: [0, 0, -0.16],
      color: 0x8a7a4a,
      role: 'fixed',
      answersTo: ['ground'],
    }),
    part('mud', { plan: MUD, height: 0.035 }, 'soil', {
      color: 0x5a3e28,
      role: 'fixed',
      answersTo: ['muck', 'puddle'],
    }),
    // The low shed behind the pen, its roof sloping down to the front.
    part('shed', { box: [1.6, 0.8, 0.9] }, 'wood', {
      at: [-0.45, 0, -0.88],
      color: STY_WOOD,
      answersTo: ['walls', 'hut', 'house', 'shelter'],
    }),
    part('plank', { box: [0.012, 0.78, 0.012] }, 'wood', {
      ...at(spaced(7, -1.15, 0.25).map((x) => [x, 0.01, -0.43] as V3)),
      color: 0x5a3e26,
      role: 'fixed',
    }),
    part('doorway', { box: [0.4, 0.5, 0.02] }, 'paint', {
      at: [-0.1, 0, -0.43],
      color: 0x1a1410,
      role: 'fixed',
      answersTo: ['door', 'opening'],
    }),
    part('roof', { box: [1.8, 0.06, 1.15] }, 'wood', {
      turn: [12, 0, 0],
      at: [-0.45, 0.86, -0.86],
      color: 0x8a6a4a,
      role: 'accent',
      answersTo: ['roofs'],
    }),
    part('post', { box: [0.07, 0.55, 0.07] }, 'wood', {
      ...at(POSTS),
      color: 0x8a6a44,
      role: 'detail',
      answersTo: ['fence', 'posts'],
    }),
    ...[0.2, 0.42].flatMap((y, i) => [
      part(`rail_front_${i + 1}`, { box: [2.66, 0.06, 0.03] }, 'wood', {
        at: [0, y, PEN_FRONT + 0.04],
        color: 0x9a7a50,
        role: 'detail',
        answersTo: ['fence', 'rails'],
      }),
      part(`rail_side_${i + 1}`, { box: [0.03, 0.06, PEN_FRONT - PEN_BACK + 0.06] }, 'wood', {
        ...at([
          [-PEN_X - 0.04, y, (PEN_FRONT + PEN_BACK) / 2],
          [PEN_X + 0.04, y, (PEN_FRONT + PEN_BACK) / 2],
        ]),
        color: 0x9a7a50,
        role: 'detail',
        answersTo: ['fence', 'rails'],
      }),
    ]),
    part('trough', { box: [0.5, 0.14, 0.2] }, 'wood', {
      at: [0.85, 0, -0.2],
      minus: [{ shape: { box: [0.44, 0.14, 0.14] }, at: [0.85, 0.04, -0.2] }],
      color: 0x6a4a30,
      role: 'fixed',
    }),
    ...pig([0.25, 0.02, 0.15]),
  ],
};

// --- Monolith ------------------------------------------------------------------------------

const monolith: KindDecl = {
  kind: 'monolith',
  nouns: ['monolith', 'monoliths', '2001 monolith', 'space odyssey monolith'],
  size: [2.9, 2.6],
  parts: [
    part('ground', { plan: ellipse(1.25, 1.0, 16), height: 0.1, taper: 0.96 }, 'stone', {
      color: 0xa89a84,
      role: 'fixed',
      answersTo: ['desert', 'land', 'rock'],
    }),
    // Proportions one by four by nine, as in the film.
    part('slab', { box: [1.2, 2.7, 0.3] }, 'paint', {
      at: [0, 0.1, 0],
      color: 0x0c0c10,
      answersTo: ['monolith', 'stone', 'block'],
    }),
    ...(
      [
        [0.9, 0.45, 0.09],
        [-0.85, 0.55, 0.07],
        [0.5, -0.7, 0.08],
      ] as const
    ).map(([x, z, r], i) =>
      part(`rock_${i + 1}`, { ellipsoid: [r * 1.3, r, r] }, 'stone', {
        at: [x, 0.09, z],
        color: 0x8a7e6c,
        role: 'fixed',
        answersTo: ['rocks', 'stones'],
      }),
    ),
  ],
};

// --- Mural ---------------------------------------------------------------------------------

/** The wall's face, where the paint goes. */
const FACE_Z = 0.15;
/** The painted picture's rectangle on the wall: left, bottom, right, top. */
const PIC = { x0: -1.35, y0: 0.45, x1: 1.35, y1: 2.1 };

/** A hill's outline: a flattened half-ellipse standing on the picture's bottom edge. */
function hill(cx: number, rx: number, h: number): V2[] {
  return Array.from({ length: 13 }, (_, i) => {
    const a = (Math.PI * i) / 12;
    const x = Math.max(PIC.x0, Math.min(PIC.x1, cx + rx * Math.cos(a)));
    return [x, PIC.y0 + h * Math.sin(a)] as V2;
  });
}

const RAINBOW = [0xe43a2e, 0xf29a2a, 0xf4d836, 0x4ab04a, 0x3a7ad8, 0x7a4ab8];

const mural: KindDecl = {
  kind: 'mural',
  nouns: [
    'mural',
    'murals',
    'wall mural',
    'mural painting',
    'street mural',
    'painted wall',
    'fresco',
    'frescoes',
    'frescos',
  ],
  size: [2.4, 3.6],
  parts: [
    part('pavement', { box: [3.7, 0.1, 1.0] }, 'concrete', {
      at: [0, 0, 0.25],
      color: 0xb0aca4,
      role: 'fixed',
      answersTo: ['ground', 'sidewalk'],
    }),
    part('wall', { box: [3.4, 2.3, 0.3] }, 'brick', {
      at: [0, 0.1, 0],
      color: 0xa04a32,
      role: 'accent',
      answersTo: ['bricks', 'brickwork'],
    }),
    part('coping', { box: [3.5, 0.08, 0.36] }, 'concrete', {
      at: [0, 2.4, 0],
      color: 0xc8c4bc,
      role: 'fixed',
    }),
    // Mortar courses in the brick border round the picture.
    part('mortar', { box: [3.402, 0.014, 0.302] }, 'plaster', {
      ...at(spaced(14, 0.2, 2.35).map((y) => [0, y, 0] as V3)),
      color: 0xd8d0c0,
      role: 'fixed',
    }),
    part('sky', { box: [PIC.x1 - PIC.x0, PIC.y1 - PIC.y0, 0.01] }, 'paint', {
      at: [0, PIC.y0, FACE_Z + 0.005],
      color: 0x7ccaf2,
      answersTo: ['picture', 'painting', 'background'],
    }),
    facingZ('sun', [0.85, 1.72, FACE_Z + 0.01], 0.01, 0.22, 'paint', {
      color: 0xf8d030,
      role: 'fixed',
    }),
    ...RAINBOW.map((color, i) =>
      part(`rainbow_${i + 1}`, { ring: 0.78 - i * 0.065, r: 0.033, arc: 180 }, 'paint', {
        at: [-0.45, PIC.y0 + 0.3, FACE_Z + 0.015],
        color,
        role: 'fixed',
        answersTo: ['rainbow'],
      }),
    ),
    part('hill_back', { extrude: hill(0.55, 1.0, 0.55), depth: 0.01 }, 'paint', {
      at: [0, 0, FACE_Z + 0.025],
      color: 0x5ab04a,
      role: 'fixed',
      answersTo: ['hills', 'grass'],
    }),
    part('hill_front', { extrude: hill(-0.8, 0.9, 0.38), depth: 0.01 }, 'paint', {
      at: [0, 0, FACE_Z + 0.035],
      color: 0x3a8a3a,
      role: 'fixed',
      answersTo: ['hills', 'grass'],
    }),
    part('painted_trunk', { box: [0.07, 0.4, 0.01] }, 'paint', {
      at: [0.75, 0.75, FACE_Z + 0.04],
      color: 0x7a4a26,
      role: 'fixed',
      answersTo: ['tree'],
    }),
    part('painted_crown', { ellipsoid: [0.22, 0.2, 0.006] }, 'paint', {
      at: [0.75, 1.28, FACE_Z + 0.045],
      color: 0x2e7a34,
      role: 'fixed',
      answersTo: ['tree'],
    }),
    ...(
      [
        [-1.1, 0.6, 0xe8408a],
        [-0.55, 0.58, 0xf4e04a],
        [0.2, 0.62, 0xffffff],
        [1.15, 0.6, 0xe84040],
      ] as const
    ).map(([x, y, color], i) =>
      facingZ(`flower_${i + 1}`, [x, y, FACE_Z + 0.04], 0.01, 0.05, 'paint', {
        color,
        role: 'fixed',
        answersTo: ['flowers'],
      }),
    ),
    // A paint pot left at the foot of the wall.
    part('paint_pot', { cyl: 0.22, r: 0.13 }, 'plastic', {
      at: [1.3, 0.1, 0.42],
      color: 0x3a7ad8,
      role: 'fixed',
      answersTo: ['pot', 'bucket', 'can'],
    }),
    part('pot_paint', { cyl: 0.012, r: 0.115 }, 'paint', {
      at: [1.3, 0.316, 0.42],
      color: 0xe8402a,
      role: 'fixed',
    }),
  ],
};

export const LIST13_THING_KINDS: readonly KindDecl[] = [
  sleigh,
  zipper,
  crater,
  mistletoe,
  blindfold,
  deodorant,
  periscope,
  toupee,
  toga,
  harpoon,
  pigsty,
  monolith,
  mural,
];
