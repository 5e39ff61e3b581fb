/**
 * Everyday things people wear, eat, drink and grow that were unknown or read as another thing
 * (issue #32, session 20, W; docs/decisions.md "Things worn, eaten and grown"): jewellery and
 * hair things, one-piece and sleeveless clothes, straps and pads, dishes and sweets, a drink
 * in its glass, a vegetable's stalks, a vase of flowers. Declared as data
 * (library/declare.ts); each is built with what a person looks for to name it.
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { arcPoints, star } from './outlines.ts';
import { part } from './part-shorthand.ts';

/** A white plate under a dish; its top is at y = 0.012. */
function plate(r = 0.12): PartDecl {
  return part('plate', { cyl: 0.012, r: r * 0.8, rTop: r }, 'ceramic', {
    color: 0xf6f4ee,
    role: 'fixed',
    answersTo: ['dish'],
  });
}

/** Points of a ring of `n` around the Y axis at radius `r` and height `y`. */
function around(n: number, r: number, y: number, start = 0): V3[] {
  return Array.from({ length: n }, (_, i) => {
    const a = ((start + (360 * i) / n) * Math.PI) / 180;
    return [Math.cos(a) * r, y, Math.sin(a) * r] as V3;
  });
}

/** A small deterministic jitter (no seed: a declaration is fixed data). */
function jitter(i: number, k: number): number {
  const s = Math.sin(i * 12.9898 + k * 78.233) * 43758.5453;
  return s - Math.floor(s) - 0.5;
}

/** A one-piece suit, front view: legs, torso and long sleeves (x across, y up). */
const ONE_PIECE: V2[] = [
  [-0.27, 0],
  [-0.05, 0],
  [0, 0.6],
  [0.05, 0],
  [0.27, 0],
  [0.25, 0.72],
  [0.25, 1.0],
  [0.36, 0.72],
  [0.47, 0.76],
  [0.34, 1.3],
  [0.1, 1.34],
  [0, 1.26],
  [-0.1, 1.34],
  [-0.34, 1.3],
  [-0.47, 0.76],
  [-0.36, 0.72],
  [-0.25, 1.0],
  [-0.25, 0.72],
];

/** A sleeveless top: straps over the shoulders, deep armholes, a scooped neck. */
const TANK: V2[] = [
  [-0.25, 0],
  [0.25, 0],
  [0.26, 0.42],
  [0.2, 0.5],
  [0.17, 0.6],
  [0.17, 0.7],
  [0.08, 0.7],
  [0.06, 0.6],
  [0, 0.56],
  [-0.06, 0.6],
  [-0.08, 0.7],
  [-0.17, 0.7],
  [-0.17, 0.6],
  [-0.2, 0.5],
  [-0.26, 0.42],
];

/** A baby's bib: round below, a neck cut out at the top. */
const BIB: V2[] = [
  ...arcPoints([0, 0.11], 0.11, 180, 360, 12),
  [0.11, 0.19],
  [0.075, 0.26],
  ...arcPoints([0, 0.26], 0.045, 0, -180, 8),
  [-0.075, 0.26],
  [-0.11, 0.19],
];

/** A wedge of a round flat food (a quesadilla's), point at the origin. */
function wedge(r: number, half: number): V2[] {
  return [[0, 0], ...arcPoints([0, 0], r, -half, half, 8)];
}

/** A slice of bread lying flat: square below, domed on top (x across, y back). */
const SLICE: V2[] = [
  [-0.05, 0],
  [0.05, 0],
  [0.052, 0.07],
  ...arcPoints([0, 0.075], 0.058, 5, 175, 10),
  [-0.052, 0.07],
];

/** A long-sleeved shirt, front view (pyjama top). */
const LONG_SHIRT: V2[] = [
  [-0.25, 0],
  [0.25, 0],
  [0.25, 0.44],
  [0.33, 0.05],
  [0.43, 0.08],
  [0.33, 0.64],
  [0.1, 0.68],
  [0, 0.6],
  [-0.1, 0.68],
  [-0.33, 0.64],
  [-0.43, 0.08],
  [-0.33, 0.05],
  [-0.25, 0.44],
];

/** Trousers, front view. */
const TROUSERS: V2[] = [
  [-0.22, 0],
  [-0.03, 0],
  [0, 0.42],
  [0.03, 0],
  [0.22, 0],
  [0.2, 0.72],
  [-0.2, 0.72],
];

/** A ski boot from the side, toe to +X: a tall stiff shell on a thick sole. */
const SKI_BOOT: V2[] = [
  [-0.08, 0.03],
  [0.2, 0.03],
  [0.21, 0.08],
  [0.14, 0.11],
  [0.06, 0.15],
  [0.07, 0.34],
  [-0.09, 0.34],
  [-0.1, 0.12],
];

/** A semicircle of radius r (a folded omelette), flat side on the x axis. */
const half = (r: number): V2[] => arcPoints([0, 0], r, 0, 180, 14);

/** The jumpsuit's parts in a colour: body, zip, collar, belt. */
function oneSuit(color: number, zip: number): PartDecl[] {
  return [
    part('body', { extrude: ONE_PIECE, depth: 0.1, round: 0.02 }, 'fabric', { color }),
    part('zip', { box: [0.022, 0.66, 0.012] }, 'steel', {
      at: [0, 0.6, 0.05],
      color: zip,
      role: 'fixed',
    }),
    part(
      'collar',
      {
        extrude: [
          [0, 1.22],
          [0.13, 1.33],
          [0.14, 1.24],
        ],
        depth: 0.012,
      },
      'fabric',
      { at: [0, 0, 0.052], mirror: true, color, role: 'accent' },
    ),
    part('belt', { box: [0.52, 0.05, 0.106], round: 0.005 }, 'fabric', {
      at: [0, 0.7, 0],
      color: 0x2a2a2a,
      role: 'accent',
    }),
  ];
}

export const WEAR_EAT_GROW_KINDS: readonly KindDecl[] = [
  // ——— Jewellery and hair things ———
  {
    // A string of round beads lying in a circle, a gold clasp where the ends meet.
    kind: 'bracelet',
    nouns: ['bracelet', 'bracelets', 'bangle', 'charm bracelet', 'beaded bracelet'],
    size: [0.015, 0.08],
    parts: [
      part('cord', { ring: 0.034, r: 0.0015 }, 'fabric', {
        turn: [90, 0, 0],
        at: [0, 0.0065, 0],
        color: 0x3a3a3a,
        role: 'fixed',
      }),
      part('bead', { ball: 0.0062 }, 'gem', {
        at: [0.034, 0.0065, 0],
        repeat: { count: 16, word: 'bead', turn: [0, 22.5, 0], max: 24 },
        colors: [0x2a9ad8, 0xd83a6a, 0x3ab86a, 0xe8c03a, 0xf4f4f4],
      }),
      part('clasp', { ball: 0.007 }, 'gold', {
        at: [-0.034, 0.0068, 0],
        role: 'accent',
      }),
      part('charm', { extrude: star(5, 0.009, 0.004), depth: 0.003 }, 'gold', {
        at: [-0.034, 0.0068, 0.011],
        turn: [-90, 0, 0],
        role: 'accent',
        optional: 0.7,
      }),
    ],
  },
  {
    // An oval gold brooch on its edge: a large stone in a ring of pearls, the pin behind.
    kind: 'brooch',
    nouns: ['brooch', 'broach', 'breastpin', 'cameo brooch'],
    size: [0.05, 0.05],
    parts: [
      part('frame', { ellipsoid: [0.021, 0.026, 0.004] }, 'gold', {
        at: [0, 0.026, 0],
        role: 'accent',
      }),
      part('stone', { ellipsoid: [0.011, 0.014, 0.006] }, 'gem', {
        at: [0, 0.026, 0.002],
        color: 0x2a6ad8,
      }),
      part('pearl', { ball: 0.0032 }, 'ceramic', {
        at: [0.0, 0.0445, 0.003],
        repeat: { count: 12, word: 'pearl', turn: [0, 0, 30], pivot: [0, 0.026, 0.003] },
        color: 0xf6f2ea,
        role: 'fixed',
      }),
      part(
        'pin',
        {
          capsule: [
            [-0.02, 0.022, -0.005],
            [0.022, 0.026, -0.005],
          ],
          r: 0.0012,
        },
        'steel',
        { role: 'fixed' },
      ),
    ],
  },
  {
    // A hair roller or three: ridged tubes side by side, one on the others.
    kind: 'hair curler',
    nouns: ['hair curler', 'curler', 'curlers', 'hair roller', 'hair rollers', 'hair curlers'],
    size: [0.06, 0.08],
    parts: (
      [
        [[0.035, 0.016, -0.017], 0xe86aa8],
        [[0.035, 0.016, 0.017], 0x6aa8e8],
        [[0.035, 0.044, 0], 0xa86ae8],
      ] as const
    ).flatMap(([at, color], i) => [
      part(`roller_${i + 1}`, { cyl: 0.07, r: 0.016 }, 'plastic', {
        turn: [0, 0, 90],
        at: [...at] as V3,
        color,
        answersTo: ['roller', 'curler'],
      }),
      part(`ridge_${i + 1}`, { ring: 0.0165, r: 0.0025 }, 'plastic', {
        turn: [0, 90, 0],
        at: [at[0] - 0.012, at[1], at[2]],
        copies: [
          [-0.015, 0, 0],
          [-0.03, 0, 0],
          [-0.045, 0, 0],
        ],
        color: 0xf4f4f4,
        role: 'fixed',
      }),
    ]),
  },
  {
    // A long hair slide: a curved tortoiseshell bar with a row of stones over its clasp.
    kind: 'barrette',
    nouns: ['barrette', 'hair barrette'],
    size: [0.02, 0.09],
    parts: [
      part('clasp', { box: [0.085, 0.004, 0.01], round: 0.0015 }, 'steel', {
        role: 'fixed',
      }),
      part('bar', { ellipsoid: [0.045, 0.008, 0.013] }, 'plastic', {
        at: [0, 0.009, 0],
        color: 0x8a4a1e,
      }),
      part('stone', { ball: 0.0042 }, 'gem', {
        at: [-0.028, 0.016, 0],
        copies: [0.014, 0.028, 0.042, 0.056].map((x): V3 => [x, 0, 0]),
        color: 0xf4f4ff,
        role: 'accent',
      }),
    ],
  },
  // ——— Clothes and straps ———
  {
    // A one-piece suit with a zip, collar and belt: legs and sleeves in one.
    kind: 'jumpsuit',
    nouns: ['jumpsuit', 'jump suit', 'flight suit'],
    size: [1.35, 0.95],
    parts: oneSuit(0xe87a2a, 0xb8b8b8),
    looks: {
      // Workwear: navy with chest pockets and reflective bands.
      coverall: {
        drop: ['body', 'zip', 'collar', 'belt'],
        parts: [
          ...oneSuit(0x2a3a6a, 0x9a9a9a).filter((p) => p.name !== 'belt'),
          part('pocket', { box: [0.14, 0.12, 0.012] }, 'fabric', {
            at: [0.13, 1.0, 0.05],
            mirror: true,
            color: 0x22305a,
            role: 'accent',
          }),
          part('band', { box: [0.24, 0.04, 0.01] }, 'plastic', {
            at: [-0.16, 0.22, 0.05],
            copies: [[0.32, 0, 0]],
            color: 0xd8d890,
            role: 'fixed',
            answersTo: ['stripe', 'stripes'],
          }),
        ],
      },
    },
  },
  {
    kind: 'tank top',
    nouns: ['tank top', 'tanktop', 'sleeveless top', 'sleeveless shirt', 'muscle shirt'],
    size: [0.7, 0.52],
    parts: [
      part('body', { extrude: TANK, depth: 0.05, round: 0.012 }, 'fabric', { color: 0x2a8ad8 }),
      part('trim', { ring: 0.062, r: 0.006, arc: 180, from: 180 }, 'fabric', {
        at: [0, 0.62, 0.022],
        color: 0xf4f4f4,
        role: 'accent',
        answersTo: ['neckline', 'neck'],
      }),
    ],
  },
  {
    // A baby's bib: a rounded front with a neck cut out, ties at the top, a star stitched on.
    kind: 'bib',
    nouns: ['bib', 'baby bib', 'feeding bib'],
    size: [0.3, 0.24],
    parts: [
      part('bib', { extrude: BIB, depth: 0.008, round: 0.003 }, 'fabric', { color: 0x8ac8ec }),
      part('edge', { extrude: BIB, depth: 0.004 }, 'fabric', {
        at: [0, 0, -0.004],
        turn: [0, 0, 0],
        color: 0xf4f4f4,
        role: 'accent',
      }),
      part('star', { extrude: star(5, 0.045, 0.02), depth: 0.004 }, 'fabric', {
        at: [0, 0.11, 0.005],
        color: 0xf4d03a,
        role: 'fixed',
        answersTo: ['picture', 'motif'],
      }),
      part(
        'tie',
        {
          capsule: [
            [0.085, 0.25, 0],
            [0.11, 0.3, 0],
          ],
          r: 0.005,
        },
        'fabric',
        { mirror: true, color: 0xf4f4f4, role: 'accent', answersTo: ['ties', 'strings'] },
      ),
    ],
  },
  {
    // Braces: two straps down the front with clips, over the shoulders, crossed at the back.
    kind: 'suspenders',
    nouns: ['suspenders', 'pair of suspenders', 'suspender', 'gallus', 'galluses'],
    size: [0.62, 0.34],
    parts: [
      part('strap', { box: [0.036, 0.48, 0.008] }, 'fabric', {
        at: [0.11, 0.08, 0.06],
        mirror: true,
        color: 0xc0282a,
        answersTo: ['straps'],
      }),
      part(
        'over',
        {
          sweep: [
            [0.11, 0.55, 0.06],
            [0.11, 0.6, 0.045],
            [0.1, 0.625, 0],
            [0.09, 0.6, -0.045],
            [0.07, 0.52, -0.06],
            [-0.01, 0.3, -0.06],
          ],
          r: 0.01,
        },
        'fabric',
        { mirror: true, color: 0xc0282a, answersTo: ['strap', 'straps'] },
      ),
      part('patch', { box: [0.06, 0.06, 0.01] }, 'leather', {
        at: [0, 0.27, -0.062],
        color: 0x5a3a1e,
        role: 'accent',
      }),
      part('clip', { box: [0.046, 0.04, 0.014] }, 'steel', {
        at: [0.11, 0.05, 0.06],
        mirror: true,
        role: 'fixed',
        answersTo: ['clips'],
      }),
      part('tail', { box: [0.03, 0.28, 0.008] }, 'fabric', {
        at: [0, 0.0, -0.062],
        color: 0xc0282a,
        answersTo: ['strap', 'straps'],
      }),
      part('adjuster', { box: [0.046, 0.022, 0.012] }, 'gold', {
        at: [0.11, 0.38, 0.063],
        mirror: true,
        role: 'fixed',
      }),
    ],
  },
  {
    // A sun visor: a headband with a wide brim over the eyes and no crown.
    kind: 'visor',
    nouns: ['visor', 'eyeshade', 'eye shade', 'golf visor', 'tennis visor'],
    size: [0.05, 0.3],
    parts: [
      part('band', { cyl: 0.04, r: 0.09 }, 'fabric', {
        minus: [{ shape: { cyl: 0.05, r: 0.084 }, at: [0, -0.005, 0] }],
        color: 0xf4f4f4,
        role: 'accent',
        answersTo: ['headband'],
      }),
      part(
        'brim',
        {
          plan: [
            ...arcPoints([0, 0], 0.088, 15, 165, 12),
            ...arcPoints([0, 0.02], 0.15, 165, 15, 12),
          ],
          height: 0.007,
        },
        'plastic',
        { turn: [-8, 0, 0], at: [0, 0.003, 0], color: 0x2a9a5a, answersTo: ['peak'] },
      ),
    ],
  },
  {
    // A knee pad: a padded shell with a hard cap and two straps with buckles.
    kind: 'knee pad',
    nouns: ['knee pad', 'kneepad', 'knee pads', 'kneepads', 'knee guard', 'knee protector'],
    size: [0.2, 0.16],
    parts: [
      part('pad', { ellipsoid: [0.065, 0.1, 0.04] }, 'fabric', {
        at: [0, 0.1, 0],
        minus: [{ shape: { box: [0.2, 0.22, 0.1] }, at: [0, -0.01, -0.05] }],
        color: 0x2a2a2e,
      }),
      part('cap', { ellipsoid: [0.046, 0.06, 0.02] }, 'plastic', {
        at: [0, 0.11, 0.03],
        color: 0x8a8a90,
        role: 'accent',
      }),
      part('strap', { box: [0.17, 0.022, 0.008] }, 'rubber', {
        at: [0, 0.035, 0.0],
        copies: [[0, 0.11, 0]],
        color: 0x1a1a1e,
        role: 'fixed',
        answersTo: ['straps'],
      }),
      part('buckle', { box: [0.018, 0.026, 0.012] }, 'plastic', {
        at: [0.085, 0.033, 0.0],
        copies: [[0, 0.11, 0]],
        color: 0x3a3a3e,
        role: 'fixed',
      }),
    ],
  },
  {
    // A neck strap: a ribbon loop printed with a pattern, a clip, and an ID card hanging.
    kind: 'lanyard',
    nouns: ['lanyard', 'neck strap', 'badge lanyard', 'lanyard with badge'],
    size: [0.48, 0.14],
    parts: [
      part(
        'ribbon',
        {
          sweep: [
            [0.004, 0.112, 0],
            [0.05, 0.25, 0],
            [0.065, 0.38, 0],
            [0.045, 0.45, 0],
            [0, 0.47, 0],
            [-0.045, 0.45, 0],
            [-0.065, 0.38, 0],
            [-0.05, 0.25, 0],
            [-0.004, 0.112, 0],
          ],
          r: 0.006,
        },
        'fabric',
        { color: 0x2a5ad8, answersTo: ['strap', 'cord'] },
      ),
      part('clip', { box: [0.014, 0.03, 0.008] }, 'steel', {
        at: [0, 0.084, 0],
        role: 'fixed',
      }),
      part('card', { box: [0.056, 0.086, 0.003], round: 0.001 }, 'plastic', {
        color: 0xf4f4f4,
        role: 'accent',
        answersTo: ['badge', 'id card', 'card'],
      }),
      part('photo', { box: [0.022, 0.028, 0.001] }, 'paint', {
        at: [-0.014, 0.04, 0.002],
        color: 0x6a8ab8,
        role: 'fixed',
      }),
      part('stripe', { box: [0.056, 0.012, 0.001] }, 'paint', {
        at: [0, 0.07, 0.002],
        color: 0x2a5ad8,
        role: 'fixed',
      }),
    ],
  },
  {
    // A tassel: a hanging loop, a round knotted head, a gold band, a skirt of threads.
    kind: 'tassel',
    nouns: ['tassel', 'tassels', 'curtain tassel', 'key tassel'],
    size: [0.22, 0.07],
    parts: [
      part('loop', { ring: 0.014, r: 0.0025 }, 'fabric', {
        at: [0, 0.2, 0],
        color: 0xb82a2a,
      }),
      part('head', { ball: 0.02 }, 'fabric', { at: [0, 0.168, 0], color: 0xb82a2a }),
      part('band', { ring: 0.016, r: 0.004 }, 'gold', {
        turn: [90, 0, 0],
        at: [0, 0.145, 0],
        role: 'accent',
      }),
      ...Array.from({ length: 14 }, (_, i): PartDecl => {
        const a = (i / 14) * 2 * Math.PI;
        return part(
          `thread_${i + 1}`,
          {
            capsule: [
              [Math.cos(a) * 0.011, 0.15, Math.sin(a) * 0.011],
              [Math.cos(a) * 0.03, 0.004, Math.sin(a) * 0.03],
            ],
            r: 0.0045,
          },
          'fabric',
          { color: 0xb82a2a, answersTo: ['threads', 'fringe'] },
        );
      }),
    ],
  },
  {
    // A cloth band round the upper arm: a short wide tube with a stripe.
    kind: 'armband',
    nouns: ['armband'],
    size: [0.06, 0.11],
    parts: [
      part('band', { cyl: 0.05, r: 0.05 }, 'fabric', {
        minus: [{ shape: { cyl: 0.06, r: 0.046 }, at: [0, -0.005, 0] }],
        color: 0xc0282a,
      }),
      part('badge', { cyl: 0.004, r: 0.018 }, 'fabric', {
        turn: [90, 0, 0],
        at: [0, 0.025, 0.048],
        color: 0xf4f4f4,
        role: 'accent',
        answersTo: ['emblem', 'letter'],
      }),
    ],
  },
  // ——— Dishes, sweets, drinks ———
  {
    // A choux finger split with cream under a glossy chocolate top.
    kind: 'eclair',
    nouns: ['eclair', 'éclair', 'chocolate eclair', 'eclairs'],
    size: [0.06, 0.24],
    parts: [
      plate(),
      part(
        'pastry',
        {
          capsule: [
            [-0.065, 0.032, 0],
            [0.065, 0.032, 0],
          ],
          r: 0.02,
        },
        'paint',
        { color: 0xd8a058, answersTo: ['choux'] },
      ),
      part(
        'icing',
        {
          capsule: [
            [-0.064, 0.039, 0],
            [0.064, 0.039, 0],
          ],
          r: 0.0165,
        },
        'paint',
        { color: 0x4a2a18, role: 'accent', answersTo: ['chocolate', 'glaze'] },
      ),
      part(
        'cream',
        {
          capsule: [
            [-0.06, 0.028, 0.0],
            [0.06, 0.028, 0.0],
          ],
          r: 0.0205,
        },
        'paint',
        {
          minus: [{ shape: { box: [0.2, 0.2, 0.2] }, at: [0, -0.172, 0] }],
          color: 0xf6ecd0,
          role: 'fixed',
        },
      ),
    ],
  },
  {
    // Two golden egg-dipped slices stacked on a plate, berries, butter and syrup on top.
    kind: 'french toast',
    nouns: ['french toast', 'eggy bread', 'pain perdu'],
    size: [0.07, 0.25],
    parts: [
      plate(),
      part('slice', { extrude: SLICE, depth: 0.018, round: 0.004 }, 'paint', {
        turn: [-90, 10, 0],
        at: [-0.015, 0.021, 0.07],
        color: 0xc07a30,
        answersTo: ['toast', 'bread'],
      }),
      part('top_slice', { extrude: SLICE, depth: 0.018, round: 0.004 }, 'paint', {
        turn: [-90, -25, 0],
        at: [0.005, 0.038, 0.055],
        color: 0xc8843a,
        answersTo: ['toast', 'bread', 'slice'],
      }),
      part('crust', { ring: 0.05, r: 0.004, arc: 200, from: -10 }, 'paint', {
        turn: [90, -25, 0],
        at: [0.01, 0.047, -0.02],
        color: 0x9a5a20,
        role: 'fixed',
      }),
      part('butter', { box: [0.026, 0.01, 0.02], round: 0.002 }, 'paint', {
        at: [0.012, 0.046, -0.004],
        color: 0xf8e48a,
        role: 'fixed',
      }),
      part('syrup', { ellipsoid: [0.04, 0.003, 0.032] }, 'paint', {
        at: [0.01, 0.047, -0.004],
        color: 0x9a4a10,
        role: 'fixed',
        answersTo: ['maple syrup'],
      }),
      part('berry', { ball: 0.009 }, 'paint', {
        at: [0.07, 0.021, 0.045],
        copies: [
          [0.012, 0, -0.016],
          [-0.004, 0, 0.018],
        ],
        color: 0xc81a3a,
        role: 'fixed',
        answersTo: ['berries', 'strawberries'],
      }),
      part('blueberry', { ball: 0.007 }, 'paint', {
        at: [0.088, 0.019, 0.06],
        copies: [[-0.03, 0, 0.02]],
        color: 0x2a2a6a,
        role: 'fixed',
      }),
    ],
  },
  {
    // Squares of fudge piled on a paper.
    kind: 'fudge',
    nouns: ['fudge', 'chocolate fudge', 'piece of fudge', 'fudge squares'],
    size: [0.06, 0.1],
    parts: [
      part('paper', { box: [0.1, 0.002, 0.1] }, 'paper', {
        color: 0xf4efe4,
        role: 'fixed',
      }),
      part('piece', { box: [0.032, 0.026, 0.032], round: 0.004 }, 'paint', {
        at: [-0.0165, 0.002, -0.0165],
        copies: [
          [0.033, 0, 0],
          [0, 0, 0.033],
          [0.033, 0, 0.033],
          [0.0165, 0.0255, 0.0165],
        ],
        color: 0x7a4a28,
        answersTo: ['pieces', 'squares'],
      }),
    ],
  },
  {
    // A heap of jelly beans on a small dish, each bean its own colour.
    kind: 'jelly bean',
    nouns: ['jelly bean', 'jellybean', 'jelly beans', 'jellybeans'],
    size: [0.05, 0.12],
    parts: [
      part('dish', { cyl: 0.008, r: 0.05, rTop: 0.06 }, 'ceramic', {
        color: 0xf6f4ee,
        role: 'fixed',
      }),
      ...Array.from({ length: 18 }, (_, i): PartDecl => {
        const layer = i < 11 ? 0 : i < 16 ? 1 : 2;
        const r = [0.035, 0.02, 0.006][layer]!;
        const a = i * 2.3999;
        const c: V3 = [
          Math.cos(a) * r * (0.5 + Math.abs(jitter(i, 1))),
          0.014 + layer * 0.009,
          Math.sin(a) * r * (0.5 + Math.abs(jitter(i, 2))),
        ];
        const d = 0.007;
        const yaw = jitter(i, 3) * Math.PI;
        return part(
          `bean_${i + 1}`,
          {
            capsule: [
              [c[0] - Math.cos(yaw) * d, c[1], c[2] - Math.sin(yaw) * d],
              [c[0] + Math.cos(yaw) * d, c[1] + jitter(i, 4) * 0.004, c[2] + Math.sin(yaw) * d],
            ],
            r: 0.0065,
          },
          'gem',
          {
            color: [0xe82a2a, 0xf4d02a, 0x3ab84a, 0xf08a1a, 0x8a3ad8, 0xf46aa8, 0xf4f4f4, 0x2a2a2a][
              i % 8
            ],
            answersTo: ['beans', 'bean'],
          },
        );
      }),
    ],
  },
  {
    // A square portion on a plate showing its layers: pasta, meat sauce and white sauce,
    // under browned cheese, a basil leaf on top.
    kind: 'lasagna',
    nouns: ['lasagna', 'lasagne', 'piece of lasagna', 'lasagna dish', 'lasagne dish'],
    size: [0.08, 0.24],
    parts: [
      plate(),
      ...(
        [
          [0.006, 0xf0d890, 'pasta'],
          [0.009, 0xb03a20, 'sauce'],
          [0.004, 0xf4ecd4, 'bechamel'],
          [0.006, 0xf0d890, 'pasta'],
          [0.009, 0xb03a20, 'sauce'],
          [0.004, 0xf4ecd4, 'bechamel'],
          [0.006, 0xf0d890, 'pasta'],
          [0.008, 0xe0a848, 'cheese'],
        ] as const
      ).map(([h, color, word], i, all): PartDecl => {
        const y = 0.012 + all.slice(0, i).reduce((s, [hh]) => s + hh, 0);
        return part(`layer_${i + 1}`, { box: [0.1, h + 0.0005, 0.08] }, 'paint', {
          at: [0, y, 0],
          color,
          role: word === 'cheese' ? 'main' : 'fixed',
          answersTo: [word],
        });
      }),
      part('brown', { ellipsoid: [0.012, 0.003, 0.01] }, 'paint', {
        at: [-0.025, 0.063, -0.015],
        copies: [
          [0.04, 0, 0.02],
          [0.02, 0, -0.005],
          [0.045, 0, -0.02],
        ],
        color: 0x9a5a20,
        role: 'fixed',
      }),
      part('topping', { ellipsoid: [0.014, 0.004, 0.012] }, 'paint', {
        at: [0.0, 0.063, 0.015],
        copies: [[-0.03, 0, 0.005]],
        color: 0xb03a20,
        role: 'fixed',
      }),
      part('basil', { ellipsoid: [0.012, 0.003, 0.007] }, 'leaf', {
        at: [0.028, 0.066, 0.018],
        turn: [0, 30, 0],
        color: 0x2a8a2a,
        role: 'fixed',
      }),
    ],
  },
  {
    // A bowl of hummus: the swirled dip with a pool of olive oil, paprika and chickpeas,
    // pita wedges leaning in.
    kind: 'hummus',
    nouns: ['hummus', 'houmous', 'hommos', 'humus dip', 'bowl of hummus', 'chickpea dip'],
    size: [0.1, 0.24],
    parts: [
      part(
        'bowl',
        {
          lathe: [
            [0.05, 0],
            [0.095, 0.025],
            [0.11, 0.045],
          ],
          wall: 0.008,
        },
        'ceramic',
        { color: 0x2a6aa8, role: 'accent' },
      ),
      part('dip', { ellipsoid: [0.098, 0.025, 0.098] }, 'paint', {
        at: [0, 0.03, 0],
        color: 0xdcc08a,
        answersTo: ['hummus'],
      }),
      part('oil', { cyl: 0.003, r: 0.03 }, 'paint', {
        at: [0, 0.052, 0],
        color: 0xb8a02a,
        role: 'fixed',
        answersTo: ['olive oil'],
      }),
      part('paprika', { ball: 0.004 }, 'paint', {
        at: [0.02, 0.055, 0.01],
        copies: [
          [-0.03, -0.001, 0.012],
          [-0.012, 0, -0.028],
          [0.04, -0.004, -0.03],
          [-0.05, -0.006, -0.01],
        ],
        color: 0xc83a1a,
        role: 'fixed',
      }),
      part('chickpea', { ball: 0.007 }, 'paint', {
        at: [0.0, 0.056, 0.0],
        copies: [
          [0.012, -0.001, 0.008],
          [-0.01, 0, 0.01],
        ],
        color: 0xe8cc90,
        role: 'fixed',
        answersTo: ['chickpeas'],
      }),
      ...[
        [0.05, -20, 30],
        [-0.06, 18, 150],
      ].map(([x, tilt, yaw], i) =>
        part(`pita_${i + 1}`, { extrude: wedge(0.08, 20), depth: 0.006 }, 'paint', {
          turn: [0, yaw!, 90 + tilt!],
          at: [x!, 0.04, 0.03],
          color: 0xe8c078,
          role: 'fixed',
          answersTo: ['pita', 'bread'],
        }),
      ),
    ],
  },
  {
    // A glass of apple cider, pale gold with a thin head, an apple beside it.
    kind: 'glass of cider',
    nouns: ['glass of cider', 'cider', 'apple cider', 'hard cider', 'cyder'],
    size: [0.15, 0.16],
    parts: [
      part('glass_base', { cyl: 0.012, r: 0.032, rTop: 0.032 }, 'glass', {
        role: 'detail',
        answersTo: ['glass'],
      }),
      part('drink', { cyl: 0.11, r: 0.031, rTop: 0.037 }, 'plastic', {
        at: [0, 0.0115, 0],
        color: 0xe8a83a,
        answersTo: ['cider'],
      }),
      part('head', { cyl: 0.008, r: 0.0375, rTop: 0.038 }, 'plastic', {
        at: [0, 0.121, 0],
        color: 0xfaf2dc,
        role: 'fixed',
        answersTo: ['foam'],
      }),
      part(
        'glass',
        {
          lathe: [
            [0.0378, 0],
            [0.04, 0.02],
          ],
          wall: 0.0025,
        },
        'glass',
        { at: [0, 0.128, 0], role: 'detail', answersTo: ['rim'] },
      ),
      part('apple', { ball: 0.032 }, 'paint', {
        at: [0.068, 0.031, 0.02],
        color: 0xc82a2a,
        role: 'fixed',
      }),
      part('apple_stem', { cyl: 0.014, r: 0.002 }, 'wood', {
        at: [0.068, 0.06, 0.02],
        role: 'fixed',
      }),
      part('apple_leaf', { ellipsoid: [0.01, 0.002, 0.005] }, 'leaf', {
        at: [0.076, 0.068, 0.02],
        turn: [0, 0, 20],
        color: 0x3a8a2a,
        role: 'fixed',
      }),
    ],
  },
  {
    // A head of celery: pale ribbed stalks from a white base, leafy at the top.
    kind: 'celery',
    nouns: [
      'celery',
      'celery stalk',
      'celery stalks',
      'stick of celery',
      'stalk of celery',
      'head of celery',
    ],
    size: [0.42, 0.16],
    parts: [
      part('base', { cyl: 0.045, r: 0.035, rTop: 0.04 }, 'paint', {
        color: 0xe8f0c8,
        role: 'fixed',
      }),
      ...Array.from({ length: 7 }, (_, i): PartDecl => {
        const a = (i / 7) * 2 * Math.PI + 0.3;
        const lean = 0.045 + 0.03 * Math.abs(jitter(i, 5));
        const top: V3 = [Math.cos(a) * lean, 0.3 + jitter(i, 6) * 0.06, Math.sin(a) * lean];
        return part(
          `stalk_${i + 1}`,
          {
            capsule: [[Math.cos(a) * 0.02, 0.02, Math.sin(a) * 0.02], top],
            r: 0.014,
            r2: 0.011,
          },
          'paint',
          { color: 0x9ac85a, answersTo: ['stalks', 'stalk'] },
        );
      }),
      ...Array.from({ length: 21 }, (_, j): PartDecl => {
        const i = Math.floor(j / 3);
        const a = (i / 7) * 2 * Math.PI + 0.3;
        const lean = 0.045 + 0.03 * Math.abs(jitter(i, 5));
        const y = 0.3 + jitter(i, 6) * 0.06;
        const spin = ((j % 3) - 1) * 0.9 + a;
        return part(`leaf_${j + 1}`, { ellipsoid: [0.022, 0.005, 0.012] }, 'leaf', {
          at: [
            Math.cos(a) * lean + Math.cos(spin) * 0.016,
            y + 0.008 + (j % 3) * 0.006,
            Math.sin(a) * lean + Math.sin(spin) * 0.016,
          ],
          turn: [(j % 3) * 25 - 25, (-spin * 180) / Math.PI, 20],
          color: 0x4a9a2a,
          role: 'accent',
          answersTo: ['leaves', 'leaf'],
        });
      }),
    ],
  },
  {
    // A low vase holding a dome of mixed flowers among leaves.
    kind: 'flower arrangement',
    nouns: [
      'flower arrangement',
      'floral arrangement',
      'vase of flowers',
      'flowers in a vase',
      'arrangement of flowers',
    ],
    size: [0.4, 0.34],
    parts: [
      part(
        'vase',
        {
          lathe: [
            [0.045, 0],
            [0.07, 0.05],
            [0.05, 0.12],
            [0.065, 0.15],
          ],
          smooth: true,
          wall: 0.006,
        },
        'ceramic',
        { color: 0x3a6ab8, role: 'accent' },
      ),
      part('greenery', { ellipsoid: [0.12, 0.07, 0.12] }, 'leaf', {
        at: [0, 0.19, 0],
        color: 0x3a7a2a,
        role: 'fixed',
        answersTo: ['leaves', 'foliage'],
      }),
      ...[...around(9, 0.115, 0.2, 10), ...around(6, 0.07, 0.26, 40), [0, 0.29, 0] as V3].map(
        (at, i) =>
          part(`flowerhead_${i + 1}`, { ball: 0.042 }, 'flower', {
            at,
            color: [0xe82a4a, 0xf4f4f4, 0xf4c02a, 0xe86aa8, 0x8a4ad8, 0xf08a3a][i % 6],
            answersTo: ['flowers', 'blooms'],
          }),
      ),
    ],
  },
  {
    // A roll of patterned gift paper with a length of it unrolled flat, a bow on the sheet.
    kind: 'wrapping paper',
    nouns: ['wrapping paper', 'gift wrap', 'giftwrap', 'roll of wrapping paper'],
    size: [0.09, 0.5],
    parts: [
      part('roll', { cyl: 0.46, r: 0.04 }, 'paper', {
        turn: [0, 0, 90],
        at: [0.23, 0.04, -0.04],
        color: 0xc8202a,
        answersTo: ['paper', 'roll'],
      }),
      part('sheet', { box: [0.46, 0.002, 0.3] }, 'paper', {
        at: [0, 0, 0.11],
        color: 0xc8202a,
        answersTo: ['paper'],
      }),
      part('stripe', { ring: 0.0405, r: 0.003 }, 'gold', {
        turn: [0, 90, 0],
        at: [-0.18, 0.04, -0.04],
        copies: [0.09, 0.18, 0.27, 0.36].map((x): V3 => [x, 0, 0]),
        role: 'accent',
        answersTo: ['pattern'],
      }),
      part('star', { extrude: star(5, 0.022, 0.01), depth: 0.002 }, 'gold', {
        turn: [-90, 0, 0],
        at: [-0.15, 0.002, 0.06],
        copies: [
          [0.1, 0, 0.08],
          [0.2, 0, 0.0],
          [0.05, 0, 0.16],
          [0.28, 0, 0.12],
        ],
        role: 'accent',
        answersTo: ['pattern', 'stars'],
      }),
      part('bow_loop', { ellipsoid: [0.03, 0.012, 0.018] }, 'fabric', {
        at: [0.14, 0.012, 0.2],
        turn: [0, 30, 0],
        mirror: true,
        color: 0xf4d03a,
        role: 'fixed',
        answersTo: ['bow', 'ribbon'],
      }),
      part('bow_knot', { ball: 0.012 }, 'fabric', {
        at: [0, 0.012, 0.2],
        color: 0xf4d03a,
        role: 'fixed',
        answersTo: ['bow', 'ribbon'],
      }),
    ],
  },
  {
    // A blue tarpaulin spread out, one corner folded over, eyelets along its hems.
    kind: 'tarpaulin',
    nouns: ['tarpaulin', 'tarp', 'tarps', 'tarpaulins', 'tarp sheet'],
    size: [0.015, 1],
    parts: [
      part('sheet', { box: [1, 0.006, 0.7] }, 'plastic', {
        color: 0x2a5ab8,
        minus: [
          {
            shape: {
              plan: [
                [0.5, 0.1],
                [0.5, 0.36],
                [0.24, 0.36],
              ],
              height: 0.02,
            },
            at: [0, -0.005, 0],
          },
        ],
      }),
      part(
        'fold',
        {
          plan: [
            [0.5, 0.1],
            [0.24, 0.36],
            [0.24, 0.1],
          ],
          height: 0.006,
        },
        'plastic',
        { at: [0, 0.006, -0.0], color: 0x2a5ab8, answersTo: ['sheet'] },
      ),
      part('hem', { box: [1, 0.008, 0.03] }, 'plastic', {
        at: [0, 0, -0.335],
        copies: [[0, 0, 0.67]],
        color: 0x224a9a,
        role: 'accent',
      }),
      part('eyelet', { ring: 0.01, r: 0.0035 }, 'steel', {
        turn: [90, 0, 0],
        at: [-0.45, 0.008, -0.335],
        copies: [
          ...[0.18, 0.36, 0.54].map((x): V3 => [x, 0, 0]),
          ...[0, 0.18, 0.36, 0.54, 0.72, 0.9].map((x): V3 => [x, 0, 0.67]),
        ],
        role: 'fixed',
        answersTo: ['eyelets', 'grommets'],
      }),
    ],
  },
  // ——— More dishes and sweets ———
  {
    // Three grilled wedges of a folded tortilla, melted cheese showing at the round edge.
    kind: 'quesadilla',
    nouns: ['quesadilla', 'quesadillas', 'cheese quesadilla'],
    size: [0.035, 0.24],
    parts: [
      plate(),
      ...[0, 120, 240].flatMap((yaw, i): PartDecl[] => {
        const a = (yaw * Math.PI) / 180;
        const at: V3 = [Math.cos(a) * 0.008, 0.012, -Math.sin(a) * 0.008];
        const lift = (y: number): V3 => [at[0], y, at[2]];
        return [
          part(`tortilla_${i + 1}`, { extrude: wedge(0.1, 27), depth: 0.005 }, 'paint', {
            turn: [-90, yaw, 0],
            at: lift(0.0145),
            color: 0xe8c070,
            answersTo: ['tortilla', 'tortillas', 'wedges'],
          }),
          part(`cheese_${i + 1}`, { extrude: wedge(0.103, 26), depth: 0.004 }, 'paint', {
            turn: [-90, yaw, 0],
            at: lift(0.019),
            color: 0xf4c02a,
            role: 'fixed',
            answersTo: ['cheese'],
          }),
          part(`top_${i + 1}`, { extrude: wedge(0.1, 27), depth: 0.005 }, 'paint', {
            turn: [-90, yaw, 0],
            at: lift(0.0235),
            color: 0xe0b060,
            answersTo: ['tortilla', 'tortillas', 'wedges'],
          }),
          part(`grill_${i + 1}`, { box: [0.05, 0.0015, 0.006] }, 'paint', {
            turn: [0, yaw + 30, 0],
            at: [at[0] + Math.cos(a) * 0.055, 0.026, at[2] - Math.sin(a) * 0.055],
            copies: [
              [-Math.sin(a) * 0.02, 0, -Math.cos(a) * 0.02],
              [Math.sin(a) * 0.02, 0, Math.cos(a) * 0.02],
            ],
            color: 0x8a5a20,
            role: 'fixed',
          }),
        ];
      }),
    ],
  },
  {
    // A salami on a board: a cured log tied with string, its end cut, slices in front.
    kind: 'salami',
    nouns: ['salami', 'salamis', 'cured sausage', 'summer sausage'],
    size: [0.08, 0.26],
    parts: [
      part('board', { box: [0.26, 0.014, 0.16], round: 0.004 }, 'paleWood', { role: 'fixed' }),
      part(
        'log',
        {
          capsule: [
            [-0.09, 0.047, -0.03],
            [0.05, 0.047, -0.03],
          ],
          r: 0.033,
        },
        'paint',
        { color: 0x7a2a2a, answersTo: ['sausage', 'salami'] },
      ),
      part('end', { cyl: 0.004, r: 0.031 }, 'paint', {
        turn: [0, 0, 90],
        at: [0.085, 0.047, -0.03],
        color: 0xb8444a,
        role: 'fixed',
      }),
      part('string', { ring: 0.0335, r: 0.0016 }, 'linen', {
        turn: [0, 90, 0],
        at: [-0.08, 0.047, -0.03],
        copies: [0.03, 0.06, 0.09].map((x): V3 => [x, 0, 0]),
        color: 0xf4f0e4,
        role: 'fixed',
      }),
      part('slice', { cyl: 0.005, r: 0.03 }, 'paint', {
        at: [0.02, 0.014, 0.045],
        copies: [
          [0.055, 0, 0.01],
          [-0.04, 0, 0.01],
        ],
        color: 0xb8444a,
        answersTo: ['slices'],
      }),
      part('fat', { cyl: 0.0012, r: 0.0035 }, 'paint', {
        at: [0.01, 0.019, 0.04],
        copies: [
          [0.018, 0, 0.01],
          [0.006, 0, -0.012],
          [0.065, 0, 0.018],
          [0.073, 0, 0.0],
          [-0.03, 0, 0.022],
          [-0.042, 0, 0.004],
        ],
        color: 0xf4ece0,
        role: 'fixed',
      }),
    ],
  },
  {
    // Two chops on a plate: a round of browned meat with its fat rim, a long bare bone.
    kind: 'chop',
    nouns: ['chop', 'lamb chop', 'lamb-chop', 'lamb chops', 'mutton chop'],
    size: [0.04, 0.24],
    parts: [
      plate(),
      ...[
        [-0.04, 0.03, 20],
        [0.035, -0.03, -25],
      ].flatMap(([x, z, yaw], i): PartDecl[] => [
        part(`fat_${i + 1}`, { cyl: 0.02, r: 0.054 }, 'paint', {
          at: [x!, 0.012, z!],
          color: 0xe8cca0,
          role: 'accent',
          answersTo: ['fat'],
        }),
        part(`meat_${i + 1}`, { cyl: 0.023, r: 0.045 }, 'paint', {
          at: [x! + 0.004, 0.012, z!],
          color: 0x8a4a2a,
          answersTo: ['meat'],
        }),
        part(
          `bone_${i + 1}`,
          {
            capsule: [
              [
                x! + 0.04 * Math.cos((yaw! * Math.PI) / 180),
                0.022,
                z! - 0.04 * Math.sin((yaw! * Math.PI) / 180),
              ],
              [
                x! + 0.13 * Math.cos((yaw! * Math.PI) / 180),
                0.024,
                z! - 0.13 * Math.sin((yaw! * Math.PI) / 180),
              ],
            ],
            r: 0.009,
          },
          'paint',
          { color: 0xf2ead8, role: 'fixed', answersTo: ['bone', 'bones'] },
        ),
      ]),
      part(
        'rosemary',
        {
          capsule: [
            [-0.07, 0.016, -0.05],
            [-0.02, 0.016, -0.075],
          ],
          r: 0.003,
        },
        'leaf',
        {
          color: 0x3a6a2a,
          role: 'fixed',
          optional: 0.7,
        },
      ),
    ],
  },
  {
    // Little green cabbages: round heads wrapped in looser leaves, one cut in half.
    kind: 'brussels sprout',
    nouns: ['brussels sprout', 'brussel sprouts', 'brussel sprout'],
    size: [0.05, 0.14],
    parts: [
      part('bowl', { cyl: 0.01, r: 0.055, rTop: 0.07 }, 'ceramic', {
        color: 0xf6f4ee,
        role: 'fixed',
        answersTo: ['dish', 'plate'],
      }),
      ...(
        [
          [-0.025, -0.015],
          [0.022, -0.02],
          [0.0, 0.02],
          [0.035, 0.022],
          [-0.035, 0.025],
        ] as const
      ).flatMap(([x, z], i): PartDecl[] => [
        part(`sprout_${i + 1}`, { ball: 0.018 }, 'leaf', {
          at: [x, 0.027, z],
          color: 0x7ab83a,
          answersTo: ['sprouts', 'sprout'],
        }),
        part(`leaf_${i + 1}`, { ellipsoid: [0.02, 0.014, 0.02] }, 'leaf', {
          at: [x, 0.022, z],
          minus: [
            {
              shape: { box: [0.05, 0.05, 0.05] },
              at: [x + (i % 2 ? 0.018 : -0.018), 0.0, z + 0.02],
            },
          ],
          color: 0x4a8a2a,
          role: 'accent',
          answersTo: ['leaves'],
        }),
        part(`stem_${i + 1}`, { cyl: 0.003, r: 0.006 }, 'paint', {
          turn: [90, 0, 0],
          at: [x, 0.027, z + 0.016],
          color: 0xe8f0c0,
          role: 'fixed',
        }),
      ]),
      part('cut', { ball: 0.018 }, 'leaf', {
        at: [0.002, 0.045, 0.0],
        minus: [{ shape: { box: [0.05, 0.05, 0.05] }, at: [0, 0.045, 0] }],
        turn: [0, 0, 0],
        color: 0xd8e8a0,
        role: 'fixed',
        optional: 0,
      }),
    ],
  },
  {
    // A boiled egg in an egg cup, its top cut off: the white and the yolk show.
    kind: 'boiled egg',
    nouns: [
      'boiled egg',
      'hard-boiled egg',
      'hard boiled egg',
      'soft-boiled egg',
      'soft boiled egg',
      'egg in an egg cup',
    ],
    size: [0.1, 0.07],
    parts: [
      part(
        'cup',
        {
          lathe: [
            [0.022, 0],
            [0.022, 0.004],
            [0.01, 0.012],
            [0.012, 0.026],
            [0.024, 0.038],
            [0.027, 0.05],
          ],
          smooth: true,
        },
        'ceramic',
        { color: 0xe8c03a, role: 'accent', answersTo: ['egg cup'] },
      ),
      part('egg', { ellipsoid: [0.022, 0.03, 0.022] }, 'ceramic', {
        at: [0, 0.062, 0],
        minus: [{ shape: { box: [0.06, 0.04, 0.06] }, at: [0, 0.078, 0] }],
        color: 0xe8c8a0,
        answersTo: ['shell'],
      }),
      part('white', { cyl: 0.002, r: 0.018 }, 'paint', {
        at: [0, 0.0765, 0],
        color: 0xfaf8f2,
        role: 'fixed',
        answersTo: ['egg white'],
      }),
      part('yolk', { ellipsoid: [0.011, 0.004, 0.011] }, 'paint', {
        at: [0, 0.078, 0],
        color: 0xf4a81a,
        role: 'fixed',
      }),
      part('top', { ellipsoid: [0.017, 0.012, 0.017] }, 'ceramic', {
        at: [0.05, 0.0, 0.01],
        minus: [{ shape: { box: [0.05, 0.03, 0.05] }, at: [0.05, -0.03, 0.01] }],
        color: 0xe8c8a0,
        role: 'fixed',
        optional: 0.6,
      }),
    ],
  },
  {
    // A heap of toasted bread cubes.
    kind: 'crouton',
    nouns: ['crouton', 'croutons'],
    size: [0.04, 0.1],
    parts: [
      part('dish', { cyl: 0.008, r: 0.05, rTop: 0.06 }, 'ceramic', {
        color: 0xf6f4ee,
        role: 'fixed',
      }),
      ...Array.from({ length: 12 }, (_, i): PartDecl => {
        const layer = i < 8 ? 0 : 1;
        const a = i * 2.3999;
        const r = layer === 0 ? 0.032 * (0.4 + Math.abs(jitter(i, 1))) : 0.012;
        return part(`cube_${i + 1}`, { box: [0.018, 0.017, 0.018], round: 0.003 }, 'paint', {
          at: [Math.cos(a) * r, 0.008 + layer * 0.015, Math.sin(a) * r],
          turn: [jitter(i, 2) * 20, jitter(i, 3) * 90, jitter(i, 4) * 20],
          color: i % 3 === 0 ? 0xb8782a : 0xdca050,
          answersTo: ['cubes', 'croutons'],
        });
      }),
    ],
  },
  {
    // A tea bag lying flat: a paper pouch of tea, its string and paper tag.
    kind: 'tea bag',
    nouns: ['tea bag', 'teabag', 'tea bags', 'teabags'],
    size: [0.01, 0.16],
    parts: [
      part('bag', { box: [0.05, 0.006, 0.06], round: 0.0025 }, 'paper', {
        color: 0xf2eadc,
        answersTo: ['pouch', 'paper'],
      }),
      part('tea', { ellipsoid: [0.019, 0.0035, 0.023] }, 'paint', {
        at: [0, 0.005, 0.004],
        color: 0x6a4424,
        role: 'fixed',
        answersTo: ['leaves'],
      }),
      part('fold', { box: [0.05, 0.008, 0.008] }, 'paper', {
        at: [0, 0, -0.028],
        color: 0xe8dcc4,
        role: 'fixed',
      }),
      part('staple', { box: [0.008, 0.002, 0.004] }, 'steel', {
        at: [0, 0.008, -0.028],
        role: 'fixed',
      }),
      part(
        'string',
        {
          sweep: [
            [0, 0.009, -0.028],
            [0.01, 0.0015, -0.05],
            [0.04, 0.0015, -0.06],
            [0.06, 0.0015, -0.045],
          ],
          r: 0.0012,
        },
        'linen',
        { color: 0xf4f0e4, role: 'fixed' },
      ),
      part('tag', { box: [0.026, 0.002, 0.022] }, 'paper', {
        at: [0.07, 0, -0.04],
        turn: [0, 30, 0],
        color: 0x2a8a4a,
        role: 'accent',
        answersTo: ['label'],
      }),
    ],
  },
  {
    // A dental floss box: a small white dispenser, a coloured lid, the thread drawn out.
    kind: 'dental floss',
    nouns: ['dental floss', 'floss', 'tooth floss', 'floss dispenser'],
    size: [0.06, 0.08],
    parts: [
      part('box', { box: [0.045, 0.038, 0.02], round: 0.006 }, 'plastic', {
        color: 0xf6f6f6,
        role: 'accent',
      }),
      part('lid', { box: [0.045, 0.018, 0.02], round: 0.006 }, 'plastic', {
        at: [0, 0.036, 0],
        color: 0x2ab8c8,
      }),
      part('cutter', { box: [0.012, 0.003, 0.008] }, 'steel', {
        at: [0, 0.054, 0],
        role: 'fixed',
      }),
      part(
        'thread',
        {
          sweep: [
            [0, 0.056, 0],
            [0.02, 0.068, 0.004],
            [0.045, 0.06, 0.01],
            [0.06, 0.03, 0.014],
            [0.065, 0.002, 0.02],
            [0.09, 0.002, 0.03],
          ],
          r: 0.0012,
        },
        'plastic',
        { color: 0xf4f4f4, role: 'fixed', answersTo: ['floss', 'string'] },
      ),
    ],
  },
  {
    // A folded omelette on a plate, browned here and there, chives on top.
    kind: 'omelet',
    nouns: ['omelet', 'omelette', 'omelets', 'omelettes', 'cheese omelette', 'french omelette'],
    size: [0.05, 0.24],
    parts: [
      plate(),
      part('omelet', { extrude: half(0.085), depth: 0.026, round: 0.011 }, 'paint', {
        turn: [-90, 15, 0],
        at: [0.0, 0.025, 0.035],
        color: 0xf4d050,
      }),
      part('brown', { ellipsoid: [0.012, 0.002, 0.009] }, 'paint', {
        at: [-0.02, 0.038, -0.01],
        copies: [
          [0.04, -0.001, -0.015],
          [0.01, 0, -0.035],
        ],
        color: 0xc89030,
        role: 'fixed',
      }),
      part(
        'chive',
        {
          capsule: [
            [-0.01, 0.039, 0],
            [0.002, 0.039, 0.004],
          ],
          r: 0.0022,
        },
        'leaf',
        {
          copies: [
            [0.03, -0.001, -0.02],
            [0.015, 0, -0.045],
            [-0.02, -0.002, -0.03],
            [0.045, -0.002, -0.04],
          ],
          color: 0x3a8a2a,
          role: 'fixed',
          answersTo: ['chives', 'herbs'],
        },
      ),
      part('tomato', { cyl: 0.006, r: 0.02 }, 'paint', {
        at: [0.07, 0.012, 0.06],
        color: 0xd8282a,
        role: 'fixed',
        optional: 0.7,
      }),
    ],
  },
  {
    // An egg cracked open: half a shell holding the round yellow yolk, the other half by it.
    kind: 'egg yolk',
    nouns: ['egg yolk', 'yolk', 'egg yolks', 'yolks', 'cracked egg'],
    size: [0.04, 0.08],
    parts: [
      part(
        'shell',
        {
          lathe: [
            [0.004, 0],
            [0.018, 0.005],
            [0.026, 0.016],
            [0.028, 0.03],
          ],
          smooth: true,
          wall: 0.0015,
        },
        'ceramic',
        { color: 0xf0ece4, role: 'accent', answersTo: ['eggshell', 'egg'] },
      ),
      part('white', { cyl: 0.004, r: 0.024 }, 'paint', {
        at: [0, 0.02, 0],
        color: 0xf8f4d8,
        role: 'fixed',
        answersTo: ['egg white'],
      }),
      part('yolk', { ball: 0.016 }, 'paint', {
        at: [0, 0.028, 0],
        color: 0xf4a010,
      }),
    ],
  },
  {
    // A mound of mashed potato on a plate, gravy in its hollow, a pat of butter, parsley.
    kind: 'mashed potato',
    nouns: [
      'mashed potato',
      'mashed potatoes',
      'potato puree',
      'pureed potatoes',
      'whipped potatoes',
    ],
    size: [0.07, 0.24],
    parts: [
      plate(),
      part(
        'mash',
        {
          lathe: [
            [0.0, 0.0],
            [0.08, 0.0],
            [0.075, 0.016],
            [0.06, 0.038],
            [0.04, 0.052],
            [0.022, 0.054],
            [0.0, 0.046],
          ],
          smooth: true,
        },
        'paint',
        { at: [0, 0.012, 0], color: 0xf0dc9a, answersTo: ['potato', 'potatoes'] },
      ),
      part('gravy', { ellipsoid: [0.03, 0.007, 0.03] }, 'paint', {
        at: [0, 0.064, 0],
        color: 0x6a3a1a,
        role: 'accent',
        answersTo: ['sauce'],
      }),
      part('butter', { box: [0.016, 0.008, 0.016], round: 0.002 }, 'paint', {
        at: [0.004, 0.068, 0.004],
        turn: [0, 20, 0],
        color: 0xf8dc6a,
        role: 'fixed',
      }),
      part('parsley', { ball: 0.0035 }, 'leaf', {
        at: [0.045, 0.048, 0.02],
        copies: [
          [-0.09, -0.004, 0.0],
          [-0.04, 0.004, 0.03],
          [-0.02, -0.006, -0.07],
        ],
        color: 0x2a8a2a,
        role: 'fixed',
      }),
    ],
  },
  {
    // A glass dessert cup of chocolate mousse with a swirl of cream and chocolate curls.
    kind: 'mousse',
    nouns: ['mousse', 'chocolate mousse', 'mousses', 'mousse au chocolat'],
    size: [0.12, 0.09],
    parts: [
      part(
        'cup',
        {
          lathe: [
            [0.03, 0],
            [0.03, 0.006],
            [0.006, 0.012],
            [0.006, 0.03],
            [0.03, 0.04],
            [0.042, 0.07],
            [0.044, 0.095],
          ],
          wall: 0.0025,
        },
        'glass',
        { role: 'detail', answersTo: ['glass'] },
      ),
      part(
        'mousse',
        {
          lathe: [
            [0.0, 0.038],
            [0.028, 0.042],
            [0.04, 0.07],
            [0.041, 0.085],
            [0.0, 0.087],
          ],
        },
        'paint',
        { color: 0x5a321c, answersTo: ['chocolate'] },
      ),
      part(
        'cream',
        {
          lathe: [
            [0.0, 0.085],
            [0.022, 0.085],
            [0.016, 0.096],
            [0.008, 0.104],
            [0.0, 0.11],
          ],
          smooth: true,
        },
        'paint',
        { color: 0xfaf6ec, role: 'accent', answersTo: ['whipped cream'] },
      ),
      part(
        'curl',
        {
          capsule: [
            [-0.006, 0.106, 0],
            [0.008, 0.11, 0.004],
          ],
          r: 0.0028,
        },
        'paint',
        {
          copies: [[0.002, -0.008, -0.006]],
          color: 0x3a1e10,
          role: 'fixed',
        },
      ),
    ],
  },
  {
    // An ice lolly on its wooden stick, two colours, a bite out of the corner.
    kind: 'ice lolly',
    nouns: [
      'ice lolly',
      'popsicle',
      'ice pop',
      'ice lollies',
      'popsicles',
      'freezer pop',
      'lolly ice',
    ],
    size: [0.15, 0.06],
    parts: [
      part('stick', { box: [0.012, 0.07, 0.003], round: 0.001 }, 'paleWood', {
        role: 'fixed',
        answersTo: ['stick'],
      }),
      part(
        'ice',
        {
          extrude: [
            [-0.026, 0],
            [0.026, 0],
            [0.026, 0.07],
            ...arcPoints([0, 0.07], 0.026, 0, 180, 10).slice(1, -1),
            [-0.026, 0.07],
          ],
          depth: 0.018,
          round: 0.004,
        },
        'plastic',
        {
          at: [0, 0.05, 0],
          minus: [{ shape: { ball: 0.012 }, at: [0.024, 0.11, 0.0] }],
          color: 0xe83a5a,
          answersTo: ['lolly', 'ice'],
        },
      ),
      part('stripe', { box: [0.054, 0.026, 0.0195], round: 0.003 }, 'plastic', {
        at: [0, 0.05, 0],
        color: 0xf4c02a,
        role: 'accent',
      }),
    ],
  },
  // ——— More clothes ———
  {
    // Pyjamas laid out: a striped long-sleeved top with a collar and buttons over trousers.
    kind: 'pajamas',
    nouns: [
      'pajamas',
      'pyjamas',
      'pajama',
      'pyjama',
      'pjs',
      'pyjama set',
      'pajama set',
      'nightclothes',
    ],
    size: [1.3, 0.9],
    parts: [
      part('trousers', { extrude: TROUSERS, depth: 0.06, round: 0.015 }, 'fabric', {
        color: 0x4a78c8,
        answersTo: ['bottoms', 'pants'],
      }),
      part('top', { extrude: LONG_SHIRT, depth: 0.07, round: 0.015 }, 'fabric', {
        at: [0, 0.6, 0.01],
        color: 0x4a78c8,
        answersTo: ['shirt', 'jacket'],
      }),
      part('stripe', { box: [0.025, 0.66, 0.004] }, 'fabric', {
        at: [-0.17, 0.6, 0.046],
        copies: [
          [0.09, 0, 0],
          [0.25, 0, 0],
          [0.34, 0, 0],
        ],
        color: 0xf4f4f4,
        role: 'accent',
        answersTo: ['stripes'],
      }),
      part('leg_stripe', { box: [0.025, 0.52, 0.004] }, 'fabric', {
        at: [-0.12, 0.02, 0.031],
        copies: [[0.24, 0, 0]],
        color: 0xf4f4f4,
        role: 'accent',
        answersTo: ['stripes'],
      }),
      part(
        'collar',
        {
          extrude: [
            [0, 1.2],
            [0.12, 1.29],
            [0.13, 1.19],
          ],
          depth: 0.01,
        },
        'fabric',
        { at: [0, 0, 0.048], mirror: true, color: 0xf4f4f4, role: 'accent' },
      ),
      part('button', { cyl: 0.008, r: 0.014 }, 'plastic', {
        turn: [90, 0, 0],
        at: [0, 0.72, 0.044],
        copies: [0.12, 0.24, 0.36].map((y): V3 => [0, y, 0]),
        color: 0xf4f4f4,
        role: 'fixed',
      }),
    ],
  },
  {
    // A baseball glove: a big tan mitt with a deep pocket, laced fingers and a webbed thumb.
    kind: 'baseball glove',
    nouns: [
      'baseball glove',
      'baseball mitt',
      'mitt',
      "catcher's mitt",
      'catchers mitt',
      "fielder's glove",
      'softball glove',
    ],
    size: [0.3, 0.26],
    parts: [
      part('palm', { ellipsoid: [0.1, 0.12, 0.045] }, 'leather', {
        at: [0, 0.12, 0],
        color: 0xb8702a,
      }),
      part('pocket', { ellipsoid: [0.065, 0.075, 0.012] }, 'leather', {
        at: [-0.01, 0.13, 0.036],
        color: 0x8a4a1a,
        role: 'accent',
      }),
      ...[-0.075, -0.035, 0.005, 0.045].map((x, i) =>
        part(
          `finger_${i + 1}`,
          {
            capsule: [
              [x, 0.16, 0],
              [x * 1.1, 0.27 + [0.0, 0.02, 0.02, 0.0][i]!, -0.005],
            ],
            r: 0.03,
          },
          'leather',
          { color: 0xb8702a, answersTo: ['fingers'] },
        ),
      ),
      part(
        'thumb',
        {
          capsule: [
            [0.07, 0.09, 0],
            [0.13, 0.2, -0.005],
          ],
          r: 0.028,
        },
        'leather',
        { color: 0xb8702a },
      ),
      part('web', { box: [0.06, 0.09, 0.012] }, 'leather', {
        at: [0.09, 0.18, 0.0],
        turn: [0, 0, -20],
        color: 0x6a3a14,
        role: 'accent',
        answersTo: ['webbing'],
      }),
      part('wrist', { cyl: 0.03, r: 0.07 }, 'leather', {
        turn: [90, 0, 0],
        at: [0, 0.035, 0.015],
        color: 0x6a3a14,
        role: 'accent',
      }),
    ],
  },
  {
    // A shirt of chain mail: short-sleeved grey steel, rows of linked rings, a mail hood.
    kind: 'chain mail',
    nouns: [
      'chain mail',
      'chainmail',
      'mail shirt',
      'hauberk',
      'coat of mail',
      'ring mail',
      'chain armor',
      'chain armour',
      'byrnie',
    ],
    size: [1, 0.9],
    parts: [
      part(
        'shirt',
        {
          extrude: [
            [-0.27, 0],
            [0.27, 0],
            [0.26, 0.44],
            [0.38, 0.3],
            [0.47, 0.4],
            [0.32, 0.66],
            [0.1, 0.68],
            [-0.1, 0.68],
            [-0.32, 0.66],
            [-0.47, 0.4],
            [-0.38, 0.3],
            [-0.26, 0.44],
          ],
          depth: 0.08,
          round: 0.02,
        },
        'steel',
        { color: 0x9aa0a8 },
      ),
      part('ring', { ring: 0.016, r: 0.004 }, 'steel', {
        at: [-0.2, 0.05, 0.042],
        copies: Array.from({ length: 39 }, (_, i): V3 => {
          const k = i + 1;
          const row = Math.floor(k / 8);
          const col = k % 8;
          return [col * 0.057 + (row % 2) * 0.028, row * 0.075, 0];
        }).filter(([x]) => x < 0.41),
        color: 0x6a7078,
        role: 'accent',
        answersTo: ['rings', 'links'],
      }),
      part('hood', { ellipsoid: [0.13, 0.15, 0.12] }, 'steel', {
        at: [0, 0.78, -0.02],
        minus: [{ shape: { ellipsoid: [0.085, 0.1, 0.1] }, at: [0, 0.76, 0.07] }],
        color: 0x9aa0a8,
        answersTo: ['coif'],
      }),
    ],
  },
  {
    // A leather satchel: a flap over the front held by two buckled straps, a top handle and a
    // long shoulder strap.
    kind: 'satchel',
    nouns: ['satchel', 'messenger bag', 'school satchel', 'bookbag', 'cambridge satchel'],
    size: [0.42, 0.34],
    parts: [
      part('body', { box: [0.32, 0.24, 0.09], round: 0.02 }, 'leather', { color: 0x8a4a1e }),
      part('flap', { box: [0.31, 0.17, 0.012], round: 0.008 }, 'leather', {
        at: [0, 0.075, 0.046],
        color: 0x7a3e16,
        role: 'accent',
      }),
      part('strap', { box: [0.03, 0.12, 0.008] }, 'leather', {
        at: [0.08, 0.04, 0.056],
        mirror: true,
        color: 0x5a2a10,
        role: 'accent',
        answersTo: ['straps'],
      }),
      part('buckle', { ring: 0.016, r: 0.003 }, 'brass', {
        at: [0.08, 0.08, 0.062],
        mirror: true,
        role: 'fixed',
        answersTo: ['buckles'],
      }),
      part('handle', { ring: 0.05, r: 0.008, arc: 180 }, 'leather', {
        at: [0, 0.24, 0],
        color: 0x5a2a10,
        role: 'accent',
      }),
      part(
        'shoulder_strap',
        {
          sweep: [
            [-0.155, 0.2, 0],
            [-0.17, 0.3, 0],
            [-0.1, 0.38, 0],
            [0.0, 0.4, 0],
            [0.1, 0.38, 0],
            [0.17, 0.3, 0],
            [0.155, 0.2, 0],
          ],
          r: 0.008,
        },
        'leather',
        { color: 0x5a2a10, role: 'accent', optional: 0.7 },
      ),
    ],
  },
  {
    // A ski boot from the side: a tall stiff plastic shell on a thick sole, four buckles.
    kind: 'ski boot',
    nouns: ['ski boot', 'ski boots', 'snowboard boot', 'pair of ski boots'],
    size: [0.34, 0.3],
    parts: [
      part('shell', { extrude: SKI_BOOT, depth: 0.11, round: 0.015 }, 'plastic', {
        color: 0xd82a2a,
      }),
      part('sole', { box: [0.3, 0.035, 0.1], round: 0.006 }, 'rubber', {
        at: [0.055, 0, 0],
        color: 0x222226,
        role: 'fixed',
      }),
      part('cuff', { box: [0.17, 0.1, 0.115], round: 0.02 }, 'plastic', {
        at: [-0.01, 0.24, 0],
        color: 0x2a2a2e,
        role: 'accent',
        answersTo: ['liner', 'top'],
      }),
      part('buckle', { box: [0.05, 0.014, 0.012] }, 'chrome', {
        at: [0.0, 0.27, 0.058],
        copies: [
          [0.0, -0.06, 0],
          [0.04, -0.13, 0],
          [0.1, -0.17, 0],
        ],
        role: 'fixed',
        answersTo: ['buckles', 'clips'],
      }),
    ],
  },
  {
    // A shower cap: a puffed plastic dome gathered by a frilled elastic rim.
    kind: 'shower cap',
    nouns: ['shower cap', 'bath cap', 'shower caps'],
    size: [0.14, 0.26],
    parts: [
      part('cap', { ellipsoid: [0.12, 0.12, 0.12] }, 'plastic', {
        at: [0, 0.015, 0],
        minus: [{ shape: { box: [0.3, 0.2, 0.3] }, at: [0, -0.19, 0] }],
        color: 0xf4a8c8,
      }),
      part('dot', { ball: 0.012 }, 'plastic', {
        at: [0.0, 0.12, 0.06],
        copies: [
          [0.07, -0.03, -0.02],
          [-0.07, -0.03, -0.02],
          [0.04, -0.07, 0.05],
          [-0.05, -0.06, 0.05],
          [0.0, 0.0, -0.12],
        ],
        color: 0xf4f4f4,
        role: 'accent',
        answersTo: ['dots', 'pattern'],
      }),
      part('frill', { ball: 0.016 }, 'plastic', {
        at: [0.12, 0.012, 0],
        repeat: { count: 20, word: 'frill', turn: [0, 18, 0], max: 30 },
        color: 0xf4a8c8,
        answersTo: ['rim', 'elastic'],
      }),
    ],
  },
  {
    // A hairnet: a bun of hair held in a fine net of crossing threads.
    kind: 'hairnet',
    nouns: ['hairnet', 'hair net'],
    size: [0.12, 0.18],
    parts: [
      part('hair', { ellipsoid: [0.08, 0.06, 0.08] }, 'fur', {
        at: [0, 0.06, 0],
        color: 0x5a3a22,
        role: 'accent',
        answersTo: ['bun'],
      }),
      part('thread', { ring: 0.083, r: 0.0018, arc: 180 }, 'fabric', {
        at: [0, 0.06, 0],
        repeat: { count: 8, word: 'thread', turn: [0, 22.5, 0], max: 16 },
        color: 0x1a1a1a,
        answersTo: ['net', 'threads'],
      }),
      ...[0.075, 0.095, 0.11].map((y, i) => {
        const r = 0.083 * Math.sqrt(1 - ((y - 0.06) / 0.063) ** 2);
        return part(`row_${i + 1}`, { ring: r, r: 0.0018 }, 'fabric', {
          turn: [90, 0, 0],
          at: [0, y, 0],
          color: 0x1a1a1a,
          answersTo: ['net', 'threads'],
        });
      }),
      part('band', { ring: 0.082, r: 0.004 }, 'fabric', {
        turn: [90, 0, 0],
        at: [0, 0.02, 0],
        color: 0x1a1a1a,
        answersTo: ['net', 'elastic'],
      }),
    ],
  },
  {
    // A neckerchief as worn: a knotted loop of patterned cloth with its point hanging in front.
    kind: 'neckerchief',
    nouns: ['neckerchief', 'kerchief', 'neckerchiefs', 'neck scarf'],
    size: [0.2, 0.26],
    parts: [
      part('loop', { ring: 0.1, r: 0.014 }, 'fabric', {
        turn: [90, 0, 0],
        at: [0, 0.2, 0],
        color: 0xc0282a,
      }),
      part(
        'point',
        {
          extrude: [
            [-0.09, 0.2],
            [0.09, 0.2],
            [0, 0.0],
          ],
          depth: 0.012,
          round: 0.004,
        },
        'fabric',
        { turn: [-10, 0, 0], at: [0, 0, 0.1], color: 0xc0282a },
      ),
      part('knot', { ball: 0.022 }, 'fabric', {
        at: [0, 0.2, 0.1],
        color: 0xc0282a,
      }),
      part('dot', { cyl: 0.003, r: 0.008 }, 'fabric', {
        turn: [80, 0, 0],
        at: [0.0, 0.14, 0.108],
        copies: [
          [0.0, -0.06, -0.01],
          [-0.02, -0.01, -0.002],
          [0.02, -0.01, -0.002],
        ],
        color: 0xf4f4f4,
        role: 'accent',
        answersTo: ['pattern', 'dots'],
      }),
    ],
  },
  {
    // A headscarf as worn: a dome of cloth over the head, knotted under, its ends hanging.
    kind: 'headscarf',
    nouns: ['headscarf', 'head scarf', 'headkerchief', 'headscarves'],
    size: [0.22, 0.22],
    parts: [
      part('scarf', { ellipsoid: [0.1, 0.12, 0.11] }, 'fabric', {
        at: [0, 0.1, 0],
        minus: [{ shape: { ellipsoid: [0.08, 0.1, 0.1] }, at: [0, 0.08, 0.06] }],
        color: 0xc0282a,
      }),
      part('knot', { ball: 0.02 }, 'fabric', { at: [0, 0.02, 0.05], color: 0xc0282a }),
      part(
        'end',
        {
          capsule: [
            [0.01, 0.02, 0.055],
            [0.04, 0.0, 0.08],
          ],
          r: 0.012,
        },
        'fabric',
        { mirror: true, color: 0xc0282a },
      ),
    ],
  },
  {
    // A gas mask: a black rubber face piece, two round eyepieces, a filter on the chin.
    kind: 'gas mask',
    nouns: ['gas mask', 'gasmask', 'respirator', 'gas helmet'],
    size: [0.22, 0.2],
    parts: [
      part('face', { ellipsoid: [0.08, 0.1, 0.06] }, 'rubber', {
        at: [0, 0.12, 0],
        color: 0x2a2e2a,
      }),
      part('eye', { cyl: 0.012, r: 0.024 }, 'chrome', {
        turn: [90, 0, 0],
        at: [0.035, 0.15, 0.04],
        mirror: true,
        role: 'fixed',
        answersTo: ['eyes', 'lenses', 'eyepieces'],
      }),
      part('lens', { cyl: 0.004, r: 0.019 }, 'glass', {
        turn: [90, 0, 0],
        at: [0.035, 0.15, 0.05],
        mirror: true,
        color: 0x6a9ab8,
        role: 'fixed',
        answersTo: ['eyes', 'lenses'],
      }),
      part('filter', { cyl: 0.05, r: 0.032 }, 'darkMetal', {
        turn: [70, 0, 0],
        at: [0, 0.07, 0.03],
        color: 0x5a6a4a,
        role: 'accent',
        answersTo: ['canister'],
      }),
      part('strap', { ring: 0.075, r: 0.006, arc: 180, from: 180 }, 'rubber', {
        turn: [90, 0, 0],
        at: [0, 0.15, -0.0],
        color: 0x1a1a1a,
        role: 'fixed',
        answersTo: ['straps'],
      }),
    ],
  },
  // ——— Session 20 (W), second round: everyday things of the area nobody had named ———
  {
    // A sundae: a tall glass of ice cream scoops under sauce, cream and a cherry.
    kind: 'sundae',
    nouns: ['sundae', 'ice cream sundae', 'sundaes', 'knickerbocker glory'],
    size: [0.2, 0.1],
    parts: [
      part(
        'glass',
        {
          lathe: [
            [0.03, 0],
            [0.03, 0.006],
            [0.008, 0.012],
            [0.008, 0.04],
            [0.03, 0.05],
            [0.045, 0.1],
            [0.047, 0.12],
          ],
          wall: 0.0025,
        },
        'glass',
        { role: 'detail', answersTo: ['cup'] },
      ),
      part('scoop', { ball: 0.034 }, 'paint', {
        at: [0, 0.095, 0],
        color: 0xf6e8c8,
        answersTo: ['ice cream', 'scoops'],
      }),
      part('pink_scoop', { ball: 0.028 }, 'paint', {
        at: [0.018, 0.13, 0.004],
        color: 0xf0a0b8,
        role: 'fixed',
        answersTo: ['ice cream', 'scoops'],
      }),
      part('sauce', { ellipsoid: [0.03, 0.01, 0.03] }, 'paint', {
        at: [0.004, 0.148, 0.0],
        color: 0x5a2a14,
        role: 'accent',
        answersTo: ['chocolate', 'syrup'],
      }),
      part(
        'cream',
        {
          lathe: [
            [0.0, 0.0],
            [0.02, 0.0],
            [0.012, 0.012],
            [0.005, 0.02],
            [0.0, 0.026],
          ],
          smooth: true,
        },
        'paint',
        { at: [0.004, 0.152, 0], color: 0xfaf6ee, role: 'fixed', answersTo: ['whipped cream'] },
      ),
      part('cherry', { ball: 0.009 }, 'paint', {
        at: [0.004, 0.184, 0],
        color: 0xc8102a,
        role: 'fixed',
      }),
      part('wafer', { box: [0.012, 0.05, 0.004] }, 'paint', {
        at: [-0.03, 0.12, 0.0],
        turn: [0, 0, 15],
        color: 0xe0b060,
        role: 'fixed',
        optional: 0.8,
      }),
    ],
  },
  {
    // A pile of soft white marshmallows, one toasted on a stick.
    kind: 'marshmallow',
    nouns: ['marshmallow', 'marshmallows'],
    size: [0.05, 0.12],
    parts: [
      part('dish', { cyl: 0.008, r: 0.05, rTop: 0.06 }, 'ceramic', {
        color: 0x6aa8d8,
        role: 'fixed',
      }),
      part('marshmallow', { cyl: 0.026, r: 0.016 }, 'paint', {
        at: [-0.02, 0.008, -0.012],
        copies: [
          [0.036, 0, 0.0],
          [0.016, 0, 0.03],
        ],
        color: 0xfaf8f4,
        answersTo: ['marshmallows'],
      }),
      part('pink', { cyl: 0.026, r: 0.016 }, 'paint', {
        turn: [0, 0, 90],
        at: [0.024, 0.05, 0.006],
        color: 0xf6c8d8,
        answersTo: ['marshmallows'],
      }),
    ],
  },
  {
    // A macaron stack: two smooth pastel shells with a filling and ruffled feet, several.
    kind: 'macaron',
    nouns: ['macaron', 'macarons', 'macaroon', 'macaroons'],
    size: [0.07, 0.1],
    parts: [
      ...(
        [
          [[-0.024, 0, 0], 0xf4a8c0, 0xfaf0f0],
          [[0.024, 0, 0.004], 0xb8e0a0, 0xfaf4e0],
          [[0, 0, -0.03], 0xc8b0e8, 0xf4ecf8],
          [[0, 0.021, -0.012], 0xf4d890, 0x8a4a2a],
        ] as const
      ).flatMap(([at, shell, filling], i): PartDecl[] => [
        part(`shell_${i + 1}`, { ellipsoid: [0.022, 0.007, 0.022] }, 'paint', {
          at: [at[0], at[1] + 0.006, at[2]],
          copies: [[0, 0.011, 0]],
          color: shell,
          answersTo: ['shells', 'macarons'],
        }),
        part(`filling_${i + 1}`, { cyl: 0.006, r: 0.019 }, 'paint', {
          at: [at[0], at[1] + 0.0085, at[2]],
          color: filling,
          role: 'fixed',
          answersTo: ['cream'],
        }),
      ]),
    ],
  },
  {
    // A pot of yoghurt, its foil lid peeled back, a spoon in it and a berry on top.
    kind: 'yogurt',
    nouns: ['yogurt', 'yoghurt', 'yoghourt', 'pot of yogurt', 'yogurt cup', 'cup of yogurt'],
    size: [0.09, 0.08],
    parts: [
      // Named "tub": "pot" is also a kind, read as a second object unless the host is listed
      // in the prompt's part hosts (docs/decisions.md, "Looks of known kinds").
      part('tub', { cyl: 0.075, r: 0.03, rTop: 0.037 }, 'plastic', {
        color: 0xf4f4f4,
        answersTo: ['cup'],
      }),
      part('label', { cyl: 0.035, r: 0.0335, rTop: 0.0355 }, 'plastic', {
        at: [0, 0.025, 0],
        color: 0x4a8ad8,
        role: 'accent',
      }),
      part('yogurt', { cyl: 0.004, r: 0.035 }, 'paint', {
        at: [0, 0.07, 0],
        color: 0xfaf6ec,
        role: 'fixed',
      }),
      part('lid', { box: [0.06, 0.002, 0.05], round: 0.001 }, 'chrome', {
        at: [0, 0.078, -0.046],
        turn: [-60, 0, 0],
        role: 'fixed',
        answersTo: ['foil'],
      }),
      part('berry', { ball: 0.008 }, 'paint', {
        at: [0.01, 0.078, 0.008],
        color: 0x3a2a6a,
        role: 'fixed',
        optional: 0.8,
      }),
      part(
        'spoon',
        {
          capsule: [
            [-0.01, 0.07, 0.0],
            [-0.04, 0.13, 0.02],
          ],
          r: 0.003,
        },
        'steel',
        { role: 'fixed', optional: 0.8 },
      ),
    ],
  },
  {
    // Nachos: a heap of tortilla chips under melted cheese, jalapeño slices and salsa.
    kind: 'nachos',
    nouns: ['nachos', 'nacho', 'plate of nachos', 'tortilla chips', 'tortilla chip'],
    size: [0.08, 0.24],
    parts: [
      plate(),
      ...Array.from({ length: 14 }, (_, i): PartDecl => {
        const layer = i < 9 ? 0 : 1;
        const a = i * 2.3999;
        const r = layer === 0 ? 0.05 * (0.3 + Math.abs(jitter(i, 1))) : 0.02;
        return part(
          `chip_${i + 1}`,
          {
            extrude: [
              [-0.038, 0],
              [0.038, 0],
              [0, 0.06],
            ],
            depth: 0.003,
          },
          'paint',
          {
            turn: [-55 + jitter(i, 2) * 50, (a * 180) / Math.PI, jitter(i, 3) * 30],
            at: [Math.cos(a) * r, 0.014 + layer * 0.022, Math.sin(a) * r],
            color: 0xe8b848,
            answersTo: ['chips'],
          },
        );
      }),
      part('cheese', { ellipsoid: [0.035, 0.008, 0.03] }, 'paint', {
        at: [0, 0.04, 0],
        color: 0xf4a81a,
        role: 'accent',
        answersTo: ['cheese', 'sauce'],
      }),
      part('jalapeno', { cyl: 0.003, r: 0.008 }, 'paint', {
        at: [0.02, 0.051, 0.01],
        copies: [
          [-0.035, -0.002, 0.005],
          [-0.01, 0.0, -0.03],
        ],
        color: 0x3a8a2a,
        role: 'fixed',
      }),
      part('salsa', { ellipsoid: [0.012, 0.004, 0.012] }, 'paint', {
        at: [-0.012, 0.051, 0.018],
        copies: [[0.03, -0.002, -0.025]],
        color: 0xc8281a,
        role: 'fixed',
      }),
    ],
  },
  {
    // A bunch of asparagus spears tied with string, their tips closed and purple-tinged.
    kind: 'asparagus',
    nouns: ['asparagus', 'asparagus spear', 'asparagus spears', 'bunch of asparagus'],
    size: [0.05, 0.24],
    parts: [
      ...Array.from({ length: 9 }, (_, i): PartDecl => {
        const row = i < 5 ? 0 : 1;
        const z = (row === 0 ? i - 2 : i - 6.5) * 0.013;
        const y = 0.008 + row * 0.012;
        return part(
          `spear_${i + 1}`,
          {
            capsule: [
              [-0.1, y, z],
              [0.09, y, z * 0.9],
            ],
            r: 0.0075,
            r2: 0.006,
          },
          'paint',
          { color: 0x6aa03a, answersTo: ['spears'] },
        );
      }),
      ...Array.from({ length: 9 }, (_, i): PartDecl => {
        const row = i < 5 ? 0 : 1;
        const z = (row === 0 ? i - 2 : i - 6.5) * 0.013;
        const y = 0.008 + row * 0.012;
        return part(`tip_${i + 1}`, { ellipsoid: [0.014, 0.0075, 0.0075] }, 'paint', {
          at: [0.095, y, z * 0.9],
          color: 0x5a6a3a,
          role: 'accent',
          answersTo: ['tips'],
        });
      }),
      part('band', { ring: 0.03, r: 0.003 }, 'rubber', {
        turn: [0, 90, 0],
        at: [-0.03, 0.014, 0],
        color: 0xc82a2a,
        role: 'fixed',
        answersTo: ['string', 'rubber band'],
      }),
    ],
  },
  {
    // Canes of bamboo: tall green segmented stems with rings at the joints and narrow leaves.
    kind: 'bamboo',
    nouns: ['bamboo', 'bamboo plant', 'bamboo stalk', 'bamboo shoots', 'bamboo cane', 'bamboos'],
    size: [1, 0.4],
    parts: [
      part('ground', { cyl: 0.04, r: 0.16, rTop: 0.12 }, 'soil', {
        role: 'fixed',
      }),
      ...(
        [
          [0, 0, 1.0],
          [0.07, 0.04, 0.85],
          [-0.06, 0.05, 0.92],
          [0.02, -0.07, 0.78],
        ] as const
      ).flatMap(([x, z, h], i): PartDecl[] => [
        part(`cane_${i + 1}`, { cyl: h, r: 0.018 }, 'wood', {
          at: [x, 0.02, z],
          color: 0x6a9a3a,
          answersTo: ['canes', 'stems', 'stalks'],
        }),
        part(`node_${i + 1}`, { ring: 0.019, r: 0.004 }, 'wood', {
          turn: [90, 0, 0],
          at: [x, 0.2, z],
          copies: [0.2, 0.4, 0.6].filter((d) => d + 0.2 < h).map((d): V3 => [0, d, 0]),
          color: 0x4a7a2a,
          role: 'accent',
          answersTo: ['joints', 'nodes'],
        }),
        part(`leaves_${i + 1}`, { ellipsoid: [0.09, 0.008, 0.018] }, 'leaf', {
          at: [x + 0.06, h - 0.06, z],
          turn: [0, i * 70, -20],
          copies: [[-0.12, -0.08, 0.0]],
          color: 0x3a8a2a,
          role: 'accent',
          answersTo: ['leaves', 'leaf'],
        }),
      ]),
    ],
  },
  {
    // An aloe vera in a pot: a rosette of thick, pointed, pale-speckled green leaves.
    kind: 'aloe vera',
    nouns: ['aloe vera', 'aloe', 'aloe plant', 'aloe vera plant'],
    size: [0.4, 0.34],
    parts: [
      part('planter', { cyl: 0.12, r: 0.07, rTop: 0.09 }, 'terracotta', {
        role: 'accent',
        answersTo: ['flowerpot'],
      }),
      part('soil', { cyl: 0.01, r: 0.085 }, 'soil', { at: [0, 0.112, 0], role: 'fixed' }),
      ...Array.from({ length: 11 }, (_, i): PartDecl => {
        const a = ((i * 137.5) % 360) * (Math.PI / 180);
        const lean = i < 4 ? 0.05 : i < 8 ? 0.12 : 0.2;
        const len = i < 4 ? 0.24 : i < 8 ? 0.22 : 0.18;
        return part(
          `leaf_${i + 1}`,
          {
            capsule: [
              [Math.cos(a) * 0.02, 0.118, Math.sin(a) * 0.02],
              [Math.cos(a) * (0.02 + lean), 0.118 + len, Math.sin(a) * (0.02 + lean)],
            ],
            r: 0.018,
            r2: 0.002,
          },
          'leaf',
          { color: 0x6a9a5a, answersTo: ['leaves'] },
        );
      }),
    ],
  },
  {
    // A pair of leggings, front view: two long close-fitting legs from a waistband.
    kind: 'leggings',
    nouns: ['leggings', 'pair of leggings', 'tights', 'pair of tights', 'pantyhose', 'yoga pants'],
    size: [0.95, 0.4],
    parts: [
      part(
        'legs',
        {
          extrude: [
            [-0.13, 0],
            [-0.06, 0],
            [-0.02, 0.62],
            [0, 0.62],
            [0.02, 0.62],
            [0.06, 0],
            [0.13, 0],
            [0.19, 0.82],
            [-0.19, 0.82],
          ],
          depth: 0.05,
          round: 0.012,
        },
        'fabric',
        { color: 0x1e1e26, answersTo: ['leg'] },
      ),
      part('waistband', { box: [0.38, 0.06, 0.054], round: 0.008 }, 'fabric', {
        at: [0, 0.8, 0],
        color: 0x2a2a36,
        role: 'accent',
      }),
    ],
  },
  {
    // A bra: two rounded cups joined at the centre, straps over the top, a band below.
    kind: 'bra',
    nouns: ['bra', 'brassiere', 'bras', 'sports bra'],
    size: [0.2, 0.3],
    parts: [
      part('cup', { ellipsoid: [0.065, 0.06, 0.04] }, 'fabric', {
        at: [0.066, 0.07, 0],
        minus: [{ shape: { box: [0.2, 0.2, 0.1] }, at: [0, -0.05, -0.05] }],
        mirror: true,
        color: 0xe88aa8,
        answersTo: ['cups'],
      }),
      part('band', { box: [0.3, 0.022, 0.01] }, 'fabric', {
        at: [0, 0.005, 0.0],
        color: 0xe88aa8,
      }),
      part(
        'strap',
        {
          sweep: [
            [0.09, 0.12, 0.0],
            [0.1, 0.19, -0.01],
            [0.11, 0.22, -0.02],
          ],
          r: 0.004,
        },
        'fabric',
        { mirror: true, color: 0xe88aa8, answersTo: ['straps'] },
      ),
      part('bow', { ball: 0.007 }, 'fabric', {
        at: [0, 0.05, 0.022],
        color: 0xfaf0f4,
        role: 'accent',
      }),
    ],
  },
  {
    // A headband: a padded arc of fabric the shape of the top of a head, standing on its ends.
    kind: 'headband',
    nouns: ['headband', 'hairband', 'hair band', 'alice band', 'headbands'],
    size: [0.15, 0.16],
    parts: [
      part('band', { ring: 0.07, r: 0.011, arc: 200, from: -10 }, 'fabric', {
        at: [0, 0.07, 0],
        color: 0xc82a5a,
      }),
    ],
  },
  {
    // Earmuffs: two fluffy round pads joined by an arched band.
    kind: 'earmuffs',
    nouns: ['earmuffs', 'earmuff', 'ear muffs', 'pair of earmuffs'],
    size: [0.2, 0.2],
    parts: [
      part('muff', { ellipsoid: [0.025, 0.048, 0.048] }, 'fur', {
        at: [0.075, 0.048, 0],
        mirror: true,
        color: 0xf4f0ec,
        answersTo: ['muffs', 'pads'],
      }),
      part('band', { ring: 0.075, r: 0.006, arc: 180 }, 'plastic', {
        at: [0, 0.06, 0],
        color: 0xc82a4a,
        role: 'accent',
        answersTo: ['headband'],
      }),
    ],
  },
  {
    // A heart-shaped gold locket open on its chain.
    kind: 'locket',
    nouns: ['locket', 'lockets', 'heart locket'],
    size: [0.12, 0.1],
    parts: [
      part('locket', { ellipsoid: [0.02, 0.022, 0.006] }, 'gold', {
        at: [0, 0.022, 0],
        role: 'accent',
      }),
      part('bail', { ring: 0.004, r: 0.0012 }, 'gold', {
        at: [0, 0.047, 0],
        role: 'fixed',
      }),
      part(
        'chain',
        {
          sweep: [
            [0, 0.05, 0],
            [-0.03, 0.09, -0.01],
            [-0.05, 0.11, -0.04],
            [0, 0.12, -0.07],
            [0.05, 0.11, -0.04],
            [0.03, 0.09, -0.01],
            [0, 0.05, 0],
          ],
          r: 0.0012,
        },
        'gold',
        { role: 'fixed', answersTo: ['chain'] },
      ),
      part('stone', { ball: 0.005 }, 'gem', {
        at: [0, 0.024, 0.005],
        color: 0xc8203a,
        role: 'fixed',
        optional: 0.7,
      }),
    ],
  },
  {
    // A pile of young spinach leaves.
    kind: 'spinach',
    nouns: ['spinach', 'spinach leaves', 'bunch of spinach', 'baby spinach'],
    size: [0.06, 0.2],
    parts: [
      part('bowl', { cyl: 0.01, r: 0.06, rTop: 0.08 }, 'ceramic', {
        color: 0xf6f4ee,
        role: 'fixed',
      }),
      ...Array.from({ length: 12 }, (_, i): PartDecl => {
        const a = i * 2.3999;
        const r = 0.045 * (0.2 + Math.abs(jitter(i, 1)));
        return part(`leaf_${i + 1}`, { ellipsoid: [0.032, 0.005, 0.02] }, 'leaf', {
          at: [Math.cos(a) * r, 0.015 + (i % 3) * 0.008, Math.sin(a) * r],
          turn: [jitter(i, 2) * 40, (a * 180) / Math.PI, jitter(i, 3) * 40],
          color: i % 2 ? 0x2a6a2a : 0x3a7a32,
          answersTo: ['leaves'],
        });
      }),
    ],
  },
];
