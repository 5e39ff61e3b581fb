/** Plants, food and garden things, declared as data (library/declare.ts). */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { VARIANT_LOOKS, VARIANT_NOUNS } from './variant-looks.ts';
import { BUSH_FLOWERS, BUSH_LOOKS } from './s27-plants.ts';
import { FLOWER_LOOKS, S28_BUSH_LOOKS } from './s28-plants.ts';

/** `n` flat petals round a centre at height `y`. */
function petals(n: number, y: number, len: number, width: number, color: number): PartDecl[] {
  return Array.from({ length: n }, (_, i) => {
    const yaw = (360 * i) / n;
    const a = (yaw * Math.PI) / 180;
    return {
      name: `petal_${i + 1}`,
      shape: { ellipsoid: [len, 0.004, width] as V3 },
      turn: [0, -yaw, 0] as V3,
      at: [Math.cos(a) * len * 0.9, y, Math.sin(a) * len * 0.9] as V3,
      finish: 'flower',
      color,
      answersTo: ['petal', 'flower', 'bloom'],
    };
  });
}

/** A lily in flower: six pointed white petals flaring out and up, orange stamens in the middle. */
const LILY: StateDecl = {
  drop: ['bloom'],
  parts: [
    ...[0, 60, 120, 180, 240, 300].map((deg, i): PartDecl => {
      const a = (deg * Math.PI) / 180;
      const out = (k: number, y: number): V3 => [Math.cos(a) * k, y, Math.sin(a) * k];
      return {
        name: `petal_${i + 1}`,
        shape: {
          sweep: [out(0, 0.372), out(0.02, 0.385), out(0.045, 0.405), out(0.068, 0.435)],
          r: [0.004, 0.013, 0.011, 0.002],
        },
        finish: 'flower',
        color: 0xf8f6f0,
        answersTo: ['flower', 'petal', 'petals', 'bloom'],
      };
    }),
    {
      name: 'stamens',
      shape: { cyl: 0.03, r: 0.006, rTop: 0.012 },
      at: [0, 0.375, 0],
      finish: 'flower',
      color: 0xe87a1a,
      role: 'fixed',
    },
  ],
};

/** A crocus: a small purple cup low on its stem. */
const CROCUS: StateDecl = {
  drop: ['bloom'],
  parts: [
    {
      name: 'bloom',
      shape: {
        lathe: [
          [0.008, 0],
          [0.025, 0.025],
          [0.03, 0.055],
          [0.02, 0.07],
          [0.004, 0.072],
        ],
        smooth: true,
      },
      at: [0, 0.37, 0],
      finish: 'flower',
      color: 0x8a4ac8,
      answersTo: ['flower', 'petal'],
    },
  ],
};

/** A bonsai: a low rectangular tray, a thick twisting trunk, flat rounded pads of foliage. */
const BONSAI: StateDecl = {
  drop: ['pot', 'soil', 'stalk', ...[1, 2, 3, 4, 5].map((i) => `leaf_${i}`)],
  parts: [
    {
      name: 'pot',
      shape: { box: [0.4, 0.07, 0.26], round: 0.012 },
      finish: 'ceramic',
      color: 0x3a4a5a,
      role: 'accent',
    },
    {
      name: 'soil',
      shape: { box: [0.37, 0.01, 0.23] },
      at: [0, 0.065, 0],
      finish: 'grass',
      color: 0x5a7a3a,
      role: 'fixed',
    },
    {
      name: 'trunk',
      shape: {
        sweep: [
          [-0.04, 0.07, 0],
          [0.03, 0.16, 0.01],
          [-0.05, 0.26, -0.01],
          [0.02, 0.34, 0],
        ],
        r: [0.035, 0.026, 0.018, 0.012],
      },
      finish: 'bark',
    },
    {
      name: 'branch',
      shape: {
        sweep: [
          [0.0, 0.2, 0.0],
          [0.12, 0.24, 0.02],
          [0.18, 0.25, 0.0],
        ],
        r: [0.014, 0.009, 0.006],
      },
      finish: 'bark',
    },
    {
      name: 'foliage',
      shape: { ellipsoid: [0.1, 0.04, 0.08] },
      at: [0.02, 0.37, 0],
      copies: [
        [0.15, -0.1, 0.0],
        [-0.12, -0.14, 0.02],
      ],
      finish: 'leaf',
      color: 0x3a7a2a,
      role: 'detail',
      answersTo: ['leaves', 'leaf'],
    },
  ],
};

/** A whole cheese with a wedge cut out, and the wedge lying in front (a `looks` entry). */
const CHEESE_WHEEL = {
  drop: ['wedge'],
  parts: [
    {
      name: 'wheel',
      shape: { cyl: 0.1, r: 0.16 },
      minus: [
        {
          shape: {
            plan: [
              [0, 0],
              [0.2, 0.09],
              [0.2, -0.09],
            ],
            height: 0.12,
          },
          at: [0, -0.01, 0],
          turn: [0, -90, 0],
        },
      ],
      finish: 'plain',
      color: 0xf2c440,
      answersTo: ['cheese'],
    },
    {
      name: 'rind',
      shape: { cyl: 0.012, r: 0.162 },
      at: [0, 0.094, 0],
      minus: [
        {
          shape: {
            plan: [
              [0, 0],
              [0.2, 0.09],
              [0.2, -0.09],
            ],
            height: 0.03,
          },
          at: [0, 0.09, 0],
          turn: [0, -90, 0],
        },
      ],
      finish: 'plain',
      color: 0xc88a2a,
      role: 'detail',
    },
    {
      name: 'wedge',
      shape: {
        plan: [
          [0, 0],
          [0.15, -0.06],
          [0.15, 0.06],
        ],
        height: 0.1,
      },
      turn: [0, -60, 0],
      at: [0.02, 0, 0.2],
      finish: 'plain',
      color: 0xf2c440,
    },
  ],
} satisfies StateDecl;

export const GARDEN_KINDS: readonly KindDecl[] = [
  {
    // Lying on the ground; "a bird on a branch" perches on it (its surface is the branch).
    kind: 'branch',
    nouns: ['branch', 'tree branch', 'twig', 'perch', 'stick of wood', 'bough'],
    size: [0.12, 0.8],
    surfaces: ['branch'],
    parts: [
      {
        name: 'branch',
        shape: {
          sweep: [
            [-0.4, 0.03, 0],
            [-0.1, 0.035, 0.02],
            [0.2, 0.035, -0.01],
            [0.4, 0.03, 0.02],
          ],
          r: [0.03, 0.026, 0.02, 0.012],
        },
        finish: 'bark',
      },
      {
        name: 'twig',
        shape: {
          sweep: [
            [0.05, 0.04, 0],
            [0.15, 0.09, 0.08],
            [0.2, 0.1, 0.14],
          ],
          r: [0.012, 0.008, 0.004],
        },
        finish: 'bark',
      },
      {
        name: 'twig',
        shape: {
          sweep: [
            [-0.2, 0.04, 0.01],
            [-0.28, 0.08, -0.08],
            [-0.3, 0.09, -0.13],
          ],
          r: [0.012, 0.008, 0.004],
        },
        finish: 'bark',
      },
      {
        name: 'leaf',
        shape: { ellipsoid: [0.04, 0.006, 0.018] },
        turn: [0, -40, 0],
        at: [0.22, 0.1, 0.16],
        copies: [[-0.52, -0.01, -0.3]],
        finish: 'leaf',
        role: 'detail',
      },
      {
        name: 'leaf',
        shape: { ellipsoid: [0.04, 0.006, 0.018] },
        turn: [0, 30, 0],
        at: [0.42, 0.032, 0.04],
        finish: 'leaf',
        role: 'detail',
      },
    ],
  },
  {
    kind: 'flower',
    nouns: ['flower', 'daisy', 'blossom', 'wildflower', 'bloom'],
    size: [0.4, 0.2],
    parts: [
      {
        name: 'stem',
        shape: {
          sweep: [
            [0, 0, 0],
            [0.02, 0.2, 0],
            [0, 0.38, 0],
          ],
          r: 0.006,
        },
        finish: 'leaf',
        role: 'detail',
      },
      {
        name: 'leaf',
        shape: { ellipsoid: [0.05, 0.004, 0.018] },
        turn: [0, 0, 25],
        at: [0.045, 0.14, 0],
        finish: 'leaf',
        role: 'detail',
      },
      {
        name: 'centre',
        shape: { ellipsoid: [0.032, 0.015, 0.032] },
        at: [0, 0.385, 0],
        finish: 'plain',
        color: 0xf0b820,
        role: 'accent',
      },
      ...petals(12, 0.38, 0.055, 0.016, 0xf8f8f4),
    ],
    // Flowers by their class's shape: orchids, irises, violets, bellflowers (s28-plants.ts).
    looks: FLOWER_LOOKS,
  },
  {
    kind: 'tulip',
    nouns: ['tulip', 'lily', 'crocus'],
    size: [0.45, 0.15],
    parts: [
      { name: 'stem', shape: { cyl: 0.38, r: 0.006 }, finish: 'leaf', role: 'detail' },
      {
        name: 'leaf',
        shape: { ellipsoid: [0.022, 0.14, 0.006] },
        turn: [0, 0, -15],
        at: [0.03, 0.12, 0],
        mirror: true,
        finish: 'leaf',
        role: 'detail',
      },
      {
        name: 'bloom',
        shape: {
          lathe: [
            [0.01, 0],
            [0.035, 0.025],
            [0.04, 0.06],
            [0.03, 0.085],
            [0.005, 0.09],
          ],
          smooth: true,
        },
        at: [0, 0.37, 0],
        finish: 'flower',
        color: 0xd8243a,
        answersTo: ['flower', 'petal'],
      },
    ],
    // A lily opens wide: six white petals flaring out round orange stamens; a crocus is a
    // small purple cup. The red tulip cup read as a tulip under both names.
    looks: { lily: LILY, crocus: CROCUS },
  },
  {
    kind: 'rose',
    nouns: ['rose', 'rosebud'],
    size: [0.45, 0.12],
    parts: [
      {
        name: 'stem',
        shape: {
          sweep: [
            [0, 0, 0],
            [0.01, 0.2, 0],
            [0, 0.38, 0],
          ],
          r: 0.005,
        },
        finish: 'leaf',
        role: 'detail',
      },
      {
        name: 'leaf',
        shape: { ellipsoid: [0.03, 0.004, 0.016] },
        turn: [0, 0, 20],
        at: [0.03, 0.2, 0],
        mirror: true,
        finish: 'leaf',
        role: 'detail',
      },
      {
        name: 'bloom',
        shape: {
          lathe: [
            [0.008, 0],
            [0.03, 0.02],
            [0.035, 0.045],
            [0.02, 0.06],
            [0.004, 0.062],
          ],
          smooth: true,
        },
        at: [0, 0.375, 0],
        finish: 'flower',
        color: 0xb0102a,
        answersTo: ['flower', 'petal'],
      },
      {
        name: 'outer_petal',
        shape: { ring: 0.03, r: 0.008 },
        turn: [90, 0, 0],
        at: [0, 0.41, 0],
        finish: 'flower',
        color: 0xb0102a,
        answersTo: ['flower', 'petal'],
      },
      {
        name: 'sepal',
        shape: { cyl: 0.012, r: 0.006, rTop: 0.012 },
        at: [0, 0.365, 0],
        finish: 'leaf',
        role: 'detail',
      },
    ],
  },
  {
    kind: 'sunflower',
    nouns: ['sunflower'],
    size: [1.6, 0.5],
    parts: [
      { name: 'stem', shape: { cyl: 1.4, r: 0.018 }, finish: 'leaf', role: 'detail' },
      {
        name: 'leaf',
        shape: { ellipsoid: [0.1, 0.006, 0.06] },
        turn: [0, 0, 20],
        at: [0.1, 0.7, 0],
        mirror: true,
        finish: 'leaf',
        role: 'detail',
      },
      {
        name: 'disc',
        shape: { cyl: 0.04, r: 0.11 },
        turn: [90, 0, 0],
        at: [0, 1.45, -0.02],
        finish: 'plain',
        color: 0x4a2a12,
        role: 'accent',
      },
      ...Array.from({ length: 14 }, (_, i) => {
        const deg = (i / 14) * 360;
        const a = (deg * Math.PI) / 180;
        return {
          name: `petal_${i + 1}`,
          shape: { ellipsoid: [0.07, 0.022, 0.006] as V3 },
          turn: [0, 0, deg] as V3,
          at: [Math.cos(a) * 0.16, 1.45 + Math.sin(a) * 0.16, 0] as V3,
          finish: 'flower',
          color: 0xf8c010,
          answersTo: ['petal', 'flower'],
        };
      }),
    ],
  },
  {
    kind: 'potted plant',
    nouns: ['potted plant', 'houseplant', 'house plant', 'plant', 'pot plant', 'bonsai'],
    size: [0.6, 0.45],
    parts: [
      {
        name: 'pot',
        shape: {
          lathe: [
            [0.1, 0],
            [0.14, 0.2],
            [0.15, 0.22],
          ],
          wall: 0.012,
        },
        finish: 'terracotta',
        role: 'accent',
      },
      {
        name: 'soil',
        shape: { cyl: 0.02, r: 0.135 },
        at: [0, 0.18, 0],
        finish: 'soil',
        role: 'fixed',
      },
      ...[0, 72, 144, 216, 288].map((yaw, i) => {
        // A blade from the stalk out and up, drooping at its tip.
        const a = (yaw * Math.PI) / 180;
        const out = (k: number, y: number): V3 => [Math.cos(a) * k, y, Math.sin(a) * k];
        const lift = (i % 2) * 0.06;
        return {
          name: `leaf_${i + 1}`,
          shape: {
            sweep: [
              out(0, 0.3),
              out(0.12, 0.42 + lift),
              out(0.22, 0.44 + lift),
              out(0.3, 0.38 + lift),
            ],
            r: [0.012, 0.035, 0.03, 0.008],
          },
          finish: 'leaf',
          role: 'detail' as const,
        };
      }),
      {
        name: 'stalk',
        shape: { cyl: 0.2, r: 0.02 },
        at: [0, 0.19, 0],
        finish: 'leaf',
        role: 'detail',
      },
    ],
    // A bonsai is a small old tree in a shallow tray: the leafy pot plant read as a house plant.
    looks: { bonsai: BONSAI },
  },
  {
    kind: 'bush',
    nouns: ['bush', 'shrub', 'hedge', 'shrubbery'],
    size: [0.9, 1.3],
    parts: [
      {
        name: 'foliage',
        shape: { ellipsoid: [0.45, 0.38, 0.42] },
        at: [0, 0.4, 0],
        finish: 'leaf',
      },
      {
        name: 'foliage',
        shape: { ellipsoid: [0.34, 0.3, 0.32] },
        at: [0.35, 0.32, 0.1],
        finish: 'leaf',
      },
      {
        name: 'foliage',
        shape: { ellipsoid: [0.3, 0.28, 0.3] },
        at: [-0.35, 0.3, -0.05],
        finish: 'leaf',
      },
      {
        name: 'foliage',
        shape: { ellipsoid: [0.28, 0.26, 0.28] },
        at: [0.05, 0.62, 0.05],
        finish: 'leaf',
      },
      // In flower when asked, or when a plant's gloss names its flowers' colour (s27-plants.ts).
      BUSH_FLOWERS,
    ],
    // A hedge is a long clipped wall of leaves (a round bush read as a bush); a hydrangea's
    // mopheads and a heath's low flowering mound (s27-plants.ts).
    looks: {
      ...BUSH_LOOKS,
      // Berry bushes and silvery wormwoods (s28-plants.ts).
      ...S28_BUSH_LOOKS,
      hedge: {
        drop: ['foliage', 'flower'],
        parts: [{ name: 'foliage', shape: { box: [1.8, 0.9, 0.55], round: 0.08 }, finish: 'leaf' }],
      },
    },
  },
  {
    kind: 'corn',
    nouns: ['corn', 'corncob', 'corn cob', 'maize', 'corn on the cob', 'sweetcorn'],
    size: [0.06, 0.22],
    parts: [
      {
        name: 'cob',
        shape: {
          capsule: [
            [-0.08, 0.03, 0],
            [0.08, 0.03, 0],
          ],
          r: 0.028,
          r2: 0.022,
        },
        finish: 'plain',
        color: 0xf0c830,
      },
      {
        name: 'husk',
        shape: { ellipsoid: [0.07, 0.012, 0.032] },
        turn: [0, 0, 10],
        at: [-0.1, 0.022, 0.018],
        copies: [[0, 0, -0.036]],
        finish: 'leaf',
        color: 0x8ab048,
        role: 'accent',
      },
    ],
  },
  {
    kind: 'broccoli',
    nouns: ['broccoli'],
    size: [0.18, 0.15],
    parts: [
      {
        name: 'stalk',
        shape: { cyl: 0.09, r: 0.022, rTop: 0.03 },
        finish: 'leaf',
        color: 0x8ac060,
        role: 'detail',
      },
      { name: 'floret', shape: { ball: 0.05 }, at: [0, 0.12, 0], finish: 'leaf', color: 0x2a7a2a },
      {
        name: 'floret',
        shape: { ball: 0.04 },
        at: [0.05, 0.1, 0.02],
        finish: 'leaf',
        color: 0x2a7a2a,
      },
      {
        name: 'floret',
        shape: { ball: 0.04 },
        at: [-0.045, 0.1, 0.03],
        finish: 'leaf',
        color: 0x2a7a2a,
      },
      {
        name: 'floret',
        shape: { ball: 0.04 },
        at: [0, 0.1, -0.05],
        finish: 'leaf',
        color: 0x2a7a2a,
      },
    ],
  },
  {
    kind: 'cheese',
    nouns: [
      'cheese',
      'cheese wedge',
      'wedge of cheese',
      'cheddar',
      'wheel of cheese',
      'cheese wheel',
      ...VARIANT_NOUNS['cheese'],
    ],
    size: [0.08, 0.15],
    // A wheel of cheese is the whole round with a wedge cut from it and the wedge beside it
    // (issue #32, session 19, A; "a wheel of cheese" was a cart wheel).
    looks: {
      ...VARIANT_LOOKS['cheese'],
      'wheel of cheese': CHEESE_WHEEL,
      'cheese wheel': CHEESE_WHEEL,
    },
    parts: [
      {
        name: 'wedge',
        shape: {
          plan: [
            [0, 0],
            [0.15, -0.05],
            [0.15, 0.05],
          ],
          height: 0.08,
        },
        minus: [
          { shape: { ball: 0.015 }, at: [0.1, 0.08, 0.01] },
          { shape: { ball: 0.012 }, at: [0.13, 0.04, 0.05] },
        ],
        at: [-0.075, 0, 0],
        finish: 'plain',
        color: 0xf2c440,
      },
    ],
  },
  {
    kind: 'lollipop',
    nouns: ['lollipop', 'lolly', 'sucker', 'candy'],
    size: [0.2, 0.08],
    parts: [
      { name: 'stick', shape: { cyl: 0.14, r: 0.003 }, finish: 'paper', role: 'fixed' },
      {
        name: 'candy',
        shape: { cyl: 0.014, r: 0.04 },
        turn: [90, 0, 0],
        at: [0, 0.175, -0.007],
        finish: 'plastic',
        color: 0xe83a8a,
      },
      {
        name: 'swirl',
        shape: { ring: 0.025, r: 0.004 },
        at: [0, 0.175, 0.007],
        finish: 'plastic',
        color: 0xf8f8f8,
        role: 'accent',
      },
    ],
  },
  {
    kind: 'candy cane',
    nouns: ['candy cane', 'candycane'],
    size: [0.15, 0.06],
    parts: [
      { name: 'stick', shape: { cyl: 0.1, r: 0.006 }, finish: 'plastic', color: 0xf4f4f4 },
      {
        name: 'hook',
        shape: { ring: 0.02, r: 0.006, from: 0, arc: 180 },
        at: [-0.02, 0.1, 0],
        finish: 'plastic',
        color: 0xd82020,
        role: 'accent',
      },
      {
        name: 'stripe',
        shape: { cyl: 0.008, r: 0.0065 },
        at: [0, 0.02, 0],
        copies: [
          [0, 0.025, 0],
          [0, 0.05, 0],
          [0, 0.075, 0],
        ],
        finish: 'plastic',
        color: 0xd82020,
        role: 'accent',
      },
    ],
  },
  {
    kind: 'chocolate bar',
    nouns: ['chocolate bar', 'chocolate', 'candy bar'],
    size: [0.012, 0.16],
    parts: [
      { name: 'bar', shape: { box: [0.16, 0.006, 0.08] }, finish: 'plain', color: 0x4a2814 },
      {
        name: 'square',
        shape: { box: [0.034, 0.005, 0.034], round: 0.002 },
        at: [-0.058, 0.005, -0.019],
        copies: [
          [0.039, 0, 0],
          [0.078, 0, 0],
          [0.117, 0, 0],
          [0, 0, 0.038],
          [0.039, 0, 0.038],
          [0.078, 0, 0.038],
          [0.117, 0, 0.038],
        ],
        finish: 'plain',
        color: 0x4a2814,
      },
    ],
  },
  {
    kind: 'milk carton',
    nouns: ['milk carton', 'carton', 'juice box', 'juice carton'],
    size: [0.25, 0.08],
    parts: [
      { name: 'body', shape: { box: [0.07, 0.19, 0.07] }, finish: 'paper', color: 0xf4f4f4 },
      {
        name: 'gable',
        shape: {
          extrude: [
            [-0.035, 0],
            [0.035, 0],
            [0, 0.035],
          ],
          depth: 0.07,
        },
        at: [0, 0.19, 0],
        finish: 'paper',
        color: 0x3a7ad0,
        role: 'accent',
        answersTo: ['top'],
      },
      {
        name: 'fin',
        shape: { box: [0.004, 0.02, 0.07] },
        at: [0, 0.22, 0],
        finish: 'paper',
        color: 0x3a7ad0,
        role: 'accent',
      },
      {
        name: 'label',
        shape: { box: [0.06, 0.07, 0.002] },
        at: [0, 0.06, 0.035],
        finish: 'paper',
        color: 0x3a7ad0,
        role: 'accent',
      },
    ],
  },
];
