/**
 * Plants by the shape a person knows them by (issue #32, session 28, helper plants;
 * docs/decisions.md, "Plants by their flowers' shape"). Looks keyed by WordNet class, so every
 * member reaches them: every orchid is an arching spray of flat faced blooms with a lip, every
 * iridaceous plant (an iris, a gladiolus, a freesia) three drooping falls under three upright
 * standards over sword leaves, every viola (a violet, a pansy) low five-petalled faces over
 * heart-shaped leaves, every campanula (a bellflower) nodding bells; every cereal grass (an
 * oat, millet, sorghum) a tuft with ripe seed heads on tall stalks, a grapevine (a chardonnay)
 * hung with bunches of grapes, a hop vine with pale green cones. A new kind: the agave, a
 * rosette of stiff sword leaves, which a yucca is too, with its tall spike of white bells.
 * Plain data computed from a few numbers.
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { at, part, rod } from './part-shorthand.ts';
import { BUSH_LOBES, onSurface } from './s27-plants.ts';

const round3 = (v: number): number => Math.round(v * 1000) / 1000;
const rad = (deg: number): number => (deg * Math.PI) / 180;

const FLOWER_WORDS = ['flower', 'flowers', 'petal', 'petals', 'bloom', 'blooms', 'blossom'];

/** The flower kind's parts (kinds/declared/garden.ts): its daisy head, stem and leaf. */
const DAISY_PARTS = [
  'stem',
  'leaf',
  'centre',
  ...Array.from({ length: 12 }, (_, i) => `petal_${i + 1}`),
];

/**
 * A petal lying out from a centre: an ellipsoid `len` long, turned `yaw` degrees round the
 * stem and drooping `droop` degrees below level (negative: rising).
 */
function petalOut(
  name: string,
  centre: V3,
  yaw: number,
  droop: number,
  [len, width, thick]: V3,
  more: Partial<PartDecl> = {},
): PartDecl {
  const d = len * 0.9;
  const level = Math.cos(rad(droop));
  return part(name, { ellipsoid: [width, thick, len] }, 'flower', {
    turn: [droop, yaw, 0],
    at: [
      round3(centre[0] + Math.sin(rad(yaw)) * d * level),
      round3(centre[1] - Math.sin(rad(droop)) * d),
      round3(centre[2] + Math.cos(rad(yaw)) * d * level),
    ],
    answersTo: FLOWER_WORDS,
    ...more,
  });
}

/** A petal of a bloom facing the viewer (+Z), pointing `angle` degrees from straight up. */
function petalFacing(
  name: string,
  centres: readonly V3[],
  angle: number,
  [len, width]: [number, number],
  more: Partial<PartDecl>,
): PartDecl {
  const d = len * 0.85;
  const dx = -Math.sin(rad(angle)) * d;
  const dy = Math.cos(rad(angle)) * d;
  return part(name, { ellipsoid: [width, len, 0.004] }, 'flower', {
    turn: [0, 0, angle],
    ...at(centres.map((c) => [round3(c[0] + dx), round3(c[1] + dy), c[2]] as V3)),
    answersTo: FLOWER_WORDS,
    ...more,
  });
}

/** A flat-ish blade: a long narrow triangle leaning `lean` degrees out from upright. */
function blade(
  name: string,
  base: V3,
  yaw: number,
  lean: number,
  [len, width, thick]: V3,
  color: number,
  more: Partial<PartDecl> = {},
): PartDecl {
  return part(
    name,
    {
      extrude: [
        [-width / 2, 0],
        [width / 2, 0],
        [0, len],
      ],
      depth: thick,
    },
    'leaf',
    {
      turn: [lean, yaw, 0],
      at: base,
      color,
      role: 'detail',
      answersTo: ['leaf', 'leaves'],
      ...more,
    },
  );
}

// --- Orchid: an arching spray of flat faced blooms ----------------------------------------------

/** Where an orchid's blooms sit along its arching spike, facing the viewer. */
const ORCHID_BLOOMS: readonly V3[] = [
  [0.03, 0.43, 0.05],
  [0.115, 0.41, 0.06],
  [0.19, 0.36, 0.07],
  [0.245, 0.29, 0.08],
];

const ORCHID: StateDecl = {
  drop: DAISY_PARTS,
  parts: [
    // The spike rises from the leaves and arches over to one side.
    part(
      'stem',
      {
        sweep: [
          [0, 0.05, 0],
          [-0.015, 0.2, 0.01],
          [-0.01, 0.36, 0.02],
          [0.05, 0.44, 0.035],
          [0.15, 0.42, 0.045],
          [0.23, 0.35, 0.055],
          [0.27, 0.27, 0.06],
        ],
        r: 0.0035,
      },
      'leaf',
      { color: 0x4a6a2a, role: 'detail' },
    ),
    // Two broad, glossy, strap leaves spread low from the base.
    ...[-30, 150].map((yaw) =>
      part('leaf', { ellipsoid: [0.04, 0.008, 0.12] }, 'leaf', {
        turn: [-8, yaw, 0],
        at: [round3(Math.sin(rad(yaw)) * 0.1), 0.035, round3(Math.cos(rad(yaw)) * 0.1)],
        color: 0x2f6a2a,
        role: 'detail',
        answersTo: ['leaves'],
      }),
    ),
    // Each bloom: a dorsal sepal and two lower ones, two broad round petals, a darker lip.
    ...[0, 140, 220].map((angle) =>
      petalFacing('sepal', ORCHID_BLOOMS, angle, [0.03, 0.014], { color: 0xd452aa }),
    ),
    ...[72, 288].map((angle) =>
      petalFacing('petal', ORCHID_BLOOMS, angle, [0.03, 0.027], { color: 0xdc5cb4 }),
    ),
    part('lip', { ellipsoid: [0.014, 0.02, 0.012] }, 'flower', {
      ...at(ORCHID_BLOOMS.map(([x, y, z]) => [x, round3(y - 0.02), z + 0.008] as V3)),
      color: 0x8a1050,
      role: 'accent',
      answersTo: ['lip', 'labellum'],
    }),
    part('column', { ball: 0.007 }, 'plain', {
      ...at(ORCHID_BLOOMS.map(([x, y, z]) => [x, y, z + 0.006] as V3)),
      color: 0xf0d040,
      role: 'fixed',
    }),
  ],
};

// --- Iris: three falls drooping under three upright standards, over sword leaves ---------------

const IRIS_HEAD: V3 = [0, 0.42, 0];

const IRIS: StateDecl = {
  drop: DAISY_PARTS,
  parts: [
    rod('stem', [0, 0, 0], [0, 0.42, 0], 0.0055, 'leaf', { color: 0x4a7a34, role: 'detail' }),
    // Stiff sword leaves in a flat fan from the base.
    ...[
      [-0.02, 0, 8, 0.3],
      [0.02, 180, 10, 0.27],
      [0.035, 20, 16, 0.22],
      [-0.035, 200, 18, 0.2],
    ].map(([x, yaw, lean, len]) =>
      blade('leaf', [x!, 0, 0], yaw!, lean!, [len!, 0.034, 0.004], 0x4f8a44),
    ),
    // The falls: three broad petals arching out and down, each with a yellow beard.
    ...[0, 120, 240].map((yaw) =>
      petalOut('fall', IRIS_HEAD, yaw, 42, [0.05, 0.028, 0.005], { color: 0x4a38b0 }),
    ),
    ...[0, 120, 240].map((yaw) =>
      petalOut('beard', [0, 0.425, 0], yaw, 30, [0.022, 0.006, 0.006], {
        color: 0xf0c020,
        role: 'fixed',
        answersTo: ['beard'],
      }),
    ),
    // The standards: three narrower petals cupped upright over the falls.
    ...[60, 180, 300].map((yaw) =>
      petalOut('standard', [0, 0.425, 0], yaw, -68, [0.045, 0.022, 0.005], {
        color: 0x6a58cc,
        role: 'accent',
      }),
    ),
  ],
};

// --- Violet, pansy: low five-petalled faces over heart-shaped leaves ---------------------------

/** Where a viola clump's flowers face the viewer from: [x, height, z]. */
const VIOLA_HEADS: readonly V3[] = [
  [0, 0.15, 0.03],
  [0.08, 0.12, 0.02],
  [-0.075, 0.125, 0.0],
];

const VIOLA: StateDecl = {
  drop: DAISY_PARTS,
  parts: [
    ...VIOLA_HEADS.map(([x, y, z]) =>
      part(
        'stem',
        {
          sweep: [
            [x * 0.3, 0, z * 0.3],
            [x * 0.7, y * 0.6, z - 0.01],
            [x, y - 0.004, z - 0.002],
          ],
          r: 0.003,
        },
        'leaf',
        { color: 0x4a7a30, role: 'detail' },
      ),
    ),
    // Round heart-shaped leaves in a low mound.
    ...[0, 72, 144, 216, 288].map((yaw, i) =>
      part('leaf', { ellipsoid: [0.045, 0.008, 0.045] }, 'leaf', {
        turn: [i % 2 === 0 ? 20 : 12, yaw, 0],
        at: [
          round3(Math.sin(rad(yaw)) * 0.06),
          0.04 + (i % 2) * 0.015,
          round3(Math.cos(rad(yaw)) * 0.06),
        ],
        color: 0x3a7a2c,
        role: 'detail',
        answersTo: ['leaves'],
      }),
    ),
    // Two upper petals, two side petals, a broad lower lip: the face of a violet.
    ...[35, 325].map((angle) =>
      petalFacing('petal', VIOLA_HEADS, angle, [0.022, 0.016], { color: 0x5a2a9a }),
    ),
    ...[100, 260].map((angle) =>
      petalFacing('petal', VIOLA_HEADS, angle, [0.019, 0.014], { color: 0x6a36ac }),
    ),
    petalFacing('lip', VIOLA_HEADS, 180, [0.021, 0.019], { color: 0x6a36ac, role: 'accent' }),
    part('centre', { ball: 0.005 }, 'plain', {
      ...at(VIOLA_HEADS.map(([x, y, z]) => [x, y, z + 0.004] as V3)),
      color: 0xf0c828,
      role: 'fixed',
    }),
  ],
};

// --- Bellflower: nodding bells along an arching stem --------------------------------------------

/** Where a bellflower's bells hang from: [x, height, z]. */
const BELLS: readonly V3[] = [
  [0.05, 0.4, 0.01],
  [0.015, 0.34, 0.03],
  [0.03, 0.27, -0.02],
  [0.0, 0.21, 0.02],
];

const BELLFLOWER: StateDecl = {
  drop: DAISY_PARTS,
  parts: [
    part(
      'stem',
      {
        sweep: [
          [0, 0, 0],
          [-0.01, 0.2, 0],
          [0.0, 0.36, 0],
          [0.04, 0.44, 0.0],
        ],
        r: 0.004,
      },
      'leaf',
      { color: 0x4a7a34, role: 'detail' },
    ),
    ...BELLS.map(([x, y, z]) =>
      rod('stalk', [x * 0.4, y + 0.015, z * 0.4], [x, y, z], 0.002, 'leaf', {
        color: 0x4a7a34,
        role: 'detail',
      }),
    ),
    // A bell's mouth opens downward, its rim flared.
    part(
      'flower',
      {
        lathe: [
          [0.004, 0],
          [0.011, 0.006],
          [0.014, 0.02],
          [0.019, 0.033],
          [0.024, 0.038],
        ],
        smooth: true,
        wall: 0.0018,
      },
      'flower',
      {
        turn: [180, 0, 0],
        ...at(BELLS),
        color: 0x6868d8,
        answersTo: [...FLOWER_WORDS, 'bell', 'bells'],
      },
    ),
    ...[
      [0, 0.06, 25],
      [180, 0.1, 20],
      [90, 0.16, 15],
    ].map(([yaw, y, lean]) =>
      part('leaf', { ellipsoid: [0.016, 0.004, 0.05] }, 'leaf', {
        turn: [-lean!, yaw!, 0],
        at: [round3(Math.sin(rad(yaw!)) * 0.04), y!, round3(Math.cos(rad(yaw!)) * 0.04)],
        color: 0x4a7a34,
        role: 'detail',
        answersTo: ['leaves'],
      }),
    ),
  ],
};

/** Looks of the flower kind by WordNet class (garden.ts spreads them in). */
export const FLOWER_LOOKS: Readonly<Record<string, StateDecl>> = {
  orchid: ORCHID,
  'iridaceous plant': IRIS,
  iris: IRIS,
  viola: VIOLA,
  violet: VIOLA,
  pansy: VIOLA,
  campanula: BELLFLOWER,
  bellflower: BELLFLOWER,
};

// --- Bushes by their berries and their leaves' colour ------------------------------------------

/** A berry bush: berries of one colour dotted all over the outside of its leaves. */
function berries(color: number, r: number, perLobe: number): StateDecl {
  return {
    // Shown in fruit: a gloss's flower colour does not dot it with flowers too.
    drop: ['flower'],
    parts: [
      part('berry', { ball: r }, 'paint', {
        ...at(onSurface(BUSH_LOBES, perLobe, -0.2, 1.02)),
        color,
        role: 'accent',
        answersTo: ['berries', 'fruit', 'haws', 'currants'],
      }),
    ],
  };
}

/** A silvery bush (every wormwood, sagebrush): its four lobes grey-green. */
const SILVER: StateDecl = {
  drop: ['foliage'],
  parts: BUSH_LOBES.map(([c, r]) =>
    part('foliage', { ellipsoid: r }, 'leaf', { at: c, color: 0x7a9070 }),
  ),
};

/** Looks of the bush kind by WordNet class (garden.ts spreads them in). */
export const S28_BUSH_LOOKS: Readonly<Record<string, StateDecl>> = {
  hawthorn: berries(0xa81c1c, 0.034, 26),
  currant: berries(0xc81a2a, 0.032, 30),
  gooseberry: berries(0xb8cc5a, 0.045, 18),
  blueberry: berries(0x34448a, 0.036, 28),
  artemisia: SILVER,
  wormwood: SILVER,
  sagebrush: SILVER,
};

// --- Cereal grass: ripe seed heads on tall stalks over the tuft -----------------------------

/** Where a cereal's stalks end: [x, height, z]. */
const EARS: readonly V3[] = [
  [0.0, 0.5, 0.0],
  [0.06, 0.46, 0.03],
  [-0.05, 0.47, 0.04],
  [0.03, 0.44, -0.06],
  [-0.04, 0.43, -0.05],
  [0.07, 0.41, -0.02],
];

const CEREAL: StateDecl = {
  parts: [
    ...EARS.map(([x, y, z]) =>
      rod('stalk', [x * 0.3, 0.03, z * 0.3], [x, y - 0.05, z], 0.0025, 'grass', {
        color: 0xb8a85a,
        role: 'detail',
        answersTo: ['stalks', 'stem', 'stems'],
      }),
    ),
    part('ear', { ellipsoid: [0.014, 0.055, 0.014] }, 'grass', {
      ...at(EARS),
      color: 0xd8b45a,
      role: 'accent',
      answersTo: ['ears', 'head', 'heads', 'seed head', 'seeds', 'grain'],
    }),
  ],
};

/** Looks of the grass kind by WordNet class (common-things.ts spreads them in). */
export const GRASS_LOOKS: Readonly<Record<string, StateDecl>> = { cereal: CEREAL };

// --- Vines by their fruit: a grapevine's bunches, a hop's cones ----------------------------------

/** The vine kind's stem at step `i` (kinds/declared/common-nature.ts), brought forward. */
function onVine(i: number, ahead: number): V3 {
  return [
    round3(Math.sin(i * 1.1) * 0.3),
    round3(0.02 + i * 0.14),
    round3(0.04 + Math.cos(i * 1.1) * 0.03 + ahead),
  ];
}

/** A bunch of grapes hanging from a point: rows of berries narrowing to a tip. */
function bunch(top: V3): V3[] {
  const rows = [5, 4, 3, 2, 1];
  return rows.flatMap((n, k) =>
    Array.from({ length: n }, (_, j): V3 => {
      const a = (2 * Math.PI * j) / n + k * 0.6;
      const r = n === 1 ? 0 : 0.016 + n * 0.007;
      return [
        round3(top[0] + Math.cos(a) * r),
        round3(top[1] - 0.025 - k * 0.036),
        round3(top[2] + Math.sin(a) * r),
      ];
    }),
  );
}

const GRAPE_TOPS: readonly V3[] = [onVine(3, 0.08), onVine(6.5, 0.08), onVine(9.5, 0.08)];

const GRAPEVINE: StateDecl = {
  parts: [
    ...GRAPE_TOPS.map((t) =>
      rod('stalk', [t[0], t[1] + 0.02, t[2] - 0.05], t, 0.004, 'bark', {
        color: 0x6a5a2a,
        role: 'detail',
      }),
    ),
    part('grape', { ball: 0.03 }, 'paint', {
      ...at(GRAPE_TOPS.flatMap(bunch)),
      color: 0x4a2460,
      role: 'accent',
      answersTo: ['grapes', 'fruit', 'bunch', 'bunches', 'berries'],
    }),
  ],
};

/** Where a hop's cones hang along the stem (steps of `onVine`). */
const HOP_STEPS = [1.5, 2.5, 4, 5, 6.5, 7.5, 9, 10, 11.5];

const HOP: StateDecl = {
  parts: [
    ...HOP_STEPS.map((i) => {
      const cone = onVine(i, 0.16);
      return rod('stalk', onVine(i, 0), [cone[0], cone[1] + 0.03, cone[2]], 0.004, 'leaf', {
        color: 0x6a8a3a,
        role: 'detail',
      });
    }),
    part('cone', { ellipsoid: [0.035, 0.055, 0.035] }, 'leaf', {
      ...at(HOP_STEPS.map((i) => onVine(i, 0.16))),
      color: 0x9cc040,
      role: 'accent',
      answersTo: ['cones', 'hops', 'flowers'],
    }),
  ],
};

/** Looks of the vine kind by WordNet class (common-nature.ts spreads them in). */
export const VINE_LOOKS: Readonly<Record<string, StateDecl>> = { grape: GRAPEVINE, hop: HOP };

// --- Agave, yucca: a rosette of stiff sword leaves ----------------------------------------------

/** Rings of a rosette: how many leaves, how far each leans out from upright, their length. */
const ROSETTE_RINGS: ReadonlyArray<readonly [n: number, lean: number, len: number, width: number]> =
  [
    [9, 68, 0.62, 0.13],
    [7, 45, 0.6, 0.12],
    [5, 22, 0.5, 0.1],
    [3, 6, 0.4, 0.08],
  ];

function rosette(y: number, scale: number, color: number): PartDecl[] {
  return ROSETTE_RINGS.flatMap(([n, lean, len, width], ring) =>
    Array.from({ length: n }, (_, i) => {
      const yaw = (360 * i) / n + ring * 23;
      return blade(
        'leaf',
        [0, y, 0],
        yaw,
        lean,
        [len * scale, width * scale, 0.018 * scale],
        color,
        {
          role: ring === 0 ? 'main' : 'detail',
        },
      );
    }),
  );
}

const AGAVE_LEAF = 0x6f9a8c;

/** A yucca: the rosette on a short trunk, a tall spike of white bells above it. */
const YUCCA_BELLS: readonly V3[] = Array.from({ length: 22 }, (_, i): V3 => {
  const a = i * 2.4;
  const y = 1.1 + (i / 21) * 0.55;
  const r = 0.09 * (1 - i / 26);
  return [round3(Math.cos(a) * r), round3(y), round3(Math.sin(a) * r)];
});

const YUCCA: StateDecl = {
  drop: ['leaf', 'core'],
  parts: [
    part('trunk', { cyl: 0.5, r: 0.07, rTop: 0.06 }, 'bark', { color: 0x7a6448, role: 'detail' }),
    ...rosette(0.45, 0.85, 0x5a8a4a),
    rod('spike', [0, 0.6, 0], [0, 1.68, 0], 0.014, 'leaf', { color: 0x6a8a4a, role: 'detail' }),
    part('flower', { ball: 0.032 }, 'flower', {
      ...at(YUCCA_BELLS),
      color: 0xf6f2e0,
      role: 'accent',
      answersTo: [...FLOWER_WORDS, 'bells'],
    }),
  ],
};

const AGAVE: KindDecl = {
  kind: 'agave',
  nouns: ['agave', 'century plant', 'maguey', 'american aloe', 'agave plant'],
  size: [0.8, 1.6],
  // Drawn at 1.6 times the numbers below: a full-grown agave, a yucca a man's height or more.
  scale: 1.6,
  parts: [
    part('core', { ball: 0.08 }, 'leaf', { at: [0, 0.05, 0], color: AGAVE_LEAF, role: 'fixed' }),
    ...rosette(0, 1, AGAVE_LEAF),
  ],
  looks: { yucca: YUCCA },
};

// --- Root: a tapering taproot with side roots -------------------------------------------------

const ROOT_BROWN = 0x9a7650;

/** A side root leaving the taproot at height `y`, reaching out `reach` and down. */
function sideRoot(y: number, yaw: number, reach: number, r: number): PartDecl {
  const a = rad(yaw);
  const out = (k: number, dy: number): V3 => [
    round3(Math.cos(a) * reach * k),
    round3(y - dy),
    round3(Math.sin(a) * reach * k),
  ];
  return part(
    'side_root',
    {
      sweep: [out(0, 0), out(0.4, reach * 0.25), out(0.75, reach * 0.55), out(1, reach * 0.95)],
      r: [r, r * 0.7, r * 0.4, r * 0.15],
    },
    'plain',
    { color: ROOT_BROWN, role: 'detail', answersTo: ['roots', 'rootlets'] },
  );
}

const TAPROOT: V3[] = [
  [0, 0.3, 0],
  [0.005, 0.22, 0],
  [-0.01, 0.14, 0.005],
  [0.01, 0.07, 0.0],
  [0.0, 0.0, 0.0],
];

/** A forked pale root a person calls ginseng or mandrake: a body, two legs, two arms. */
const FORKED: StateDecl = {
  drop: ['taproot', 'side_root'],
  parts: [
    rod('taproot', [0, 0.29, 0], [0, 0.17, 0], 0.03, 'plain', { color: 0xe2cc9c }),
    ...[1, -1].map((s) =>
      part(
        'taproot',
        {
          sweep: [
            [0, 0.18, 0],
            [s * 0.03, 0.1, 0.005],
            [s * 0.055, 0.02, 0.01],
          ],
          r: [0.022, 0.012, 0.003],
        },
        'plain',
        { color: 0xe2cc9c },
      ),
    ),
    ...[1, -1].map((s) =>
      part(
        'side_root',
        {
          sweep: [
            [0, 0.25, 0],
            [s * 0.045, 0.22, 0],
            [s * 0.07, 0.16, 0.01],
          ],
          r: [0.01, 0.006, 0.002],
        },
        'plain',
        { color: 0xe2cc9c, role: 'detail', answersTo: ['roots', 'rootlets'] },
      ),
    ),
  ],
};

/** A taro: a round brown corm ringed with fibrous bands, a pink bud on top. */
const CORM: StateDecl = {
  drop: ['taproot', 'side_root', 'stalk'],
  parts: [
    part('taproot', { ellipsoid: [0.07, 0.09, 0.07] }, 'plain', {
      at: [0, 0.12, 0],
      color: 0x6e5240,
    }),
    ...[0.06, 0.1, 0.14, 0.18].map((y) => {
      const r = 0.07 * Math.sqrt(Math.max(0, 1 - ((y - 0.12) / 0.09) ** 2)) + 0.003;
      return part('ring', { cyl: 0.003, r: round3(r) }, 'plain', {
        at: [0, y, 0],
        color: 0x5a4030,
        role: 'detail',
      });
    }),
    part('bud', { ellipsoid: [0.018, 0.03, 0.018] }, 'plain', {
      at: [0, 0.215, 0],
      color: 0xc07890,
      role: 'detail',
    }),
  ],
};

const ROOT: KindDecl = {
  kind: 'root',
  nouns: ['root', 'taproot', 'plant root', 'root of a plant'],
  size: [0.35, 0.3],
  parts: [
    part('taproot', { sweep: TAPROOT, r: [0.028, 0.022, 0.015, 0.008, 0.002] }, 'plain', {
      color: ROOT_BROWN,
    }),
    ...[
      [0.26, 20, 0.12, 0.01],
      [0.24, 150, 0.13, 0.01],
      [0.2, 260, 0.11, 0.008],
      [0.16, 80, 0.1, 0.007],
      [0.13, 200, 0.09, 0.006],
      [0.1, 320, 0.08, 0.005],
      [0.06, 120, 0.06, 0.004],
    ].map(([y, yaw, reach, r]) => sideRoot(y!, yaw!, reach!, r!)),
    // The cut stalks above the crown.
    ...[-12, 10, 2].map((tilt, i) =>
      rod(
        'stalk',
        [0, 0.29, 0],
        [round3(Math.sin(rad(tilt)) * 0.07), 0.36 + i * 0.006, 0],
        0.006,
        'leaf',
        {
          color: 0x6a8a3a,
          role: 'detail',
          answersTo: ['stalks', 'stem'],
        },
      ),
    ),
  ],
  // Ginseng and mandrake by their forked pale root, a taro by its ringed corm.
  looks: {
    ginseng: FORKED,
    mandrake: FORKED,
    'mandrake root': FORKED,
    taro: CORM,
  },
};

// --- Beanstalk: two thick green stalks twisting up into the clouds ------------------------------

const BEAN_GREEN = 0x4a9a30;
const HELIX = 26;

function strand(phase: number): V3[] {
  return Array.from({ length: HELIX }, (_, i): V3 => [
    round3(Math.cos(i * 0.6 + phase) * 0.11),
    round3(i * 0.12),
    round3(Math.sin(i * 0.6 + phase) * 0.11),
  ]);
}

const BEANSTALK: KindDecl = {
  kind: 'beanstalk',
  nouns: ['beanstalk', 'bean stalk', 'giant beanstalk', 'magic beanstalk'],
  size: [3.2, 1.2],
  parts: [
    ...[0, Math.PI].map((phase) =>
      part(
        'stalk',
        { sweep: strand(phase), r: strand(phase).map((_, i) => round3(0.085 - i * 0.0026)) },
        'leaf',
        {
          color: BEAN_GREEN,
          answersTo: ['stalks', 'stem', 'stems'],
        },
      ),
    ),
    // Broad heart-shaped leaves, alternating up the stalk.
    ...Array.from({ length: 10 }, (_, i) => {
      const yaw = i * 137;
      const y = 0.3 + i * 0.26;
      const a = rad(yaw);
      return part('leaf', { ellipsoid: [0.19, 0.014, 0.26 - i * 0.008] }, 'leaf', {
        turn: [-25, yaw, 0],
        at: [round3(Math.sin(a) * 0.33), round3(y), round3(Math.cos(a) * 0.33)],
        color: 0x3a8a2a,
        role: i === 0 ? 'accent' : 'detail',
        answersTo: ['leaves'],
      });
    }),
    // Bean pods hanging here and there.
    ...[0.7, 1.5, 2.2].map((y, i) =>
      part(
        'pod',
        {
          capsule: [
            [0, 0, 0],
            [0, -0.16, 0.02],
          ],
          r: 0.018,
        },
        'leaf',
        {
          at: [round3(Math.cos(i * 2.1) * 0.14), y, round3(Math.sin(i * 2.1) * 0.14)],
          color: 0x6ab040,
          role: 'detail',
          answersTo: ['pods', 'beans'],
        },
      ),
    ),
    // Clouds round its top.
    part('cloud', { ellipsoid: [0.5, 0.2, 0.35] }, 'plain', {
      ...at([
        [0.25, 2.95, 0.05],
        [-0.3, 3.0, -0.05],
        [0.0, 3.12, -0.15],
      ]),
      color: 0xf4f6fa,
      role: 'fixed',
      answersTo: ['clouds'],
    }),
  ],
};

// --- Burr: a seed ball bristling with hooked spines --------------------------------------------

const BURR_SPINES: readonly V3[] = Array.from({ length: 42 }, (_, i): V3 => {
  const turn = Math.PI * (3 - Math.sqrt(5));
  const y = 1 - (2 * (i + 0.5)) / 42;
  const r = Math.sqrt(1 - y * y);
  return [round3(Math.cos(turn * i) * r), round3(y), round3(Math.sin(turn * i) * r)];
});

const BURR: KindDecl = {
  kind: 'burr',
  nouns: ['burr', 'bur', 'burdock burr', 'seed burr', 'sticker burr'],
  size: [0.03, 0.03],
  parts: [
    part('seed_ball', { ball: 0.009 }, 'plain', { at: [0, 0.015, 0], color: 0x8a6a3a }),
    ...BURR_SPINES.map((d) =>
      rod(
        'spine',
        [d[0] * 0.008, 0.015 + d[1] * 0.008, d[2] * 0.008],
        [round3(d[0] * 0.015), round3(0.015 + d[1] * 0.015), round3(d[2] * 0.015)],
        0.0007,
        'plain',
        {
          color: 0x9a7a44,
          role: 'detail',
          answersTo: ['spines', 'hooks', 'prickles'],
        },
      ),
    ),
  ],
};

// --- Cattail: brown sausage heads on tall stems among sword leaves ------------------------------

/** Where a cattail clump's heads stand: [x, height of the head's middle, z]. */
const CATTAIL_HEADS: readonly V3[] = [
  [0.0, 1.32, 0.0],
  [0.1, 1.18, 0.05],
  [-0.08, 1.22, -0.04],
  [0.03, 1.05, -0.09],
];

const CATTAIL: KindDecl = {
  kind: 'cattail',
  nouns: ['cattail', 'cat tail', "cat's tail", 'bulrush', 'bullrush', 'reedmace', 'reed mace'],
  size: [1.5, 0.7],
  parts: [
    part('mud', { cyl: 0.04, r: 0.16 }, 'soil', { role: 'fixed' }),
    ...CATTAIL_HEADS.map(([x, y, z]) =>
      rod('stem', [x * 0.3, 0.03, z * 0.3], [x, y + 0.2, z], 0.007, 'grass', {
        color: 0x6a8a3a,
        role: 'detail',
        answersTo: ['stems', 'stalk', 'stalks'],
      }),
    ),
    // The velvety brown seed head, a long cylinder round each stem.
    part(
      'head',
      {
        capsule: [
          [0, -0.08, 0],
          [0, 0.08, 0],
        ],
        r: 0.024,
      },
      'plain',
      {
        ...at(CATTAIL_HEADS),
        color: 0x5a3a22,
        role: 'accent',
        answersTo: ['heads', 'seed head', 'seed heads', 'cattails'],
      },
    ),
    // Long narrow leaves rising round the stems, some taller than the heads.
    ...Array.from({ length: 11 }, (_, i) => {
      const yaw = i * 137;
      const len = 0.9 + ((i * 7) % 5) * 0.12;
      const a = rad(yaw);
      return blade(
        'leaf',
        [round3(Math.sin(a) * 0.05), 0.03, round3(Math.cos(a) * 0.05)],
        yaw,
        4 + ((i * 5) % 4) * 3,
        [len, 0.035, 0.005],
        i % 2 === 0 ? 0x5a8a3a : 0x4f7f34,
        i === 0 ? { role: 'main' } : {},
      );
    }),
  ],
};

// --- Thorn: a woody stem set with hooked thorns ---------------------------------------------------

/** Where a thorny stem's thorns sit: [height, yaw]. */
const THORNS: ReadonlyArray<readonly [number, number]> = [
  [0.05, 0],
  [0.1, 140],
  [0.15, 280],
  [0.2, 60],
  [0.25, 200],
  [0.3, 330],
];

const THORN: KindDecl = {
  kind: 'thorn',
  nouns: ['thorn', 'thorny stem', 'thorny branch', 'prickle'],
  size: [0.36, 0.12],
  parts: [
    rod('stem', [0, 0, 0], [0, 0.34, 0], 0.008, 'bark', {
      color: 0x5a6a30,
      answersTo: ['stems', 'branch', 'twig'],
    }),
    // Each thorn a curved cone, broad where it grows from the stem, hooked back toward the ground.
    ...THORNS.map(([y, yaw]) => {
      const a = rad(yaw);
      const out = (k: number, dy: number): V3 => [
        round3(Math.sin(a) * k),
        round3(y + dy),
        round3(Math.cos(a) * k),
      ];
      return part(
        'thorn',
        {
          sweep: [out(0.004, 0.012), out(0.018, 0.007), out(0.032, -0.003), out(0.042, -0.014)],
          r: [0.008, 0.0058, 0.0032, 0.0007],
        },
        'plain',
        { color: 0x8a3a22, role: 'accent', answersTo: ['thorns', 'spikes', 'prickles'] },
      );
    }),
    // A leaf of three leaflets near the top, as on a rose's stem.
    rod('leaf_stalk', [0, 0.28, 0], [0.05, 0.31, 0.01], 0.0025, 'leaf', {
      color: 0x4a7a30,
      role: 'detail',
    }),
    ...[
      [0.07, 0.31, 0.01, 0],
      [0.045, 0.308, 0.028, 60],
      [0.045, 0.308, -0.008, -60],
    ].map(([x, y, z, yaw]) =>
      part('leaf', { ellipsoid: [0.022, 0.003, 0.014] }, 'leaf', {
        at: [x!, y!, z!],
        turn: [0, yaw!, 0],
        color: 0x3a7a2a,
        role: 'detail',
        answersTo: ['leaves'],
      }),
    ),
  ],
};

/** The kinds this file declares (registered in ./index.ts). */
export const S28_PLANTS_KINDS: readonly KindDecl[] = [AGAVE, ROOT, BEANSTALK, BURR, CATTAIL, THORN];
