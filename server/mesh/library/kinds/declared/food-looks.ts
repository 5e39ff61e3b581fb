/**
 * Members of a food kind drawn by their telling look (issue #32, session 23, F;
 * docs/decisions.md "Foods by family"): every cheese was one pale wedge, every nut one
 * hazelnut, every herb one sprig of paired leaves. `looks` entries (declare.ts) spread into
 * the kinds' own declarations through `VARIANT_LOOKS` (variant-looks.ts). Plain data.
 */
import type { PartDecl, StateDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { part } from './part-shorthand.ts';

// --- Cheeses: the kind's one part is `wedge`. ---

/** The wedge a wheel is cut by: a narrow triangle from the centre out past the rim. */
const CUT: readonly V2[] = [
  [0, 0],
  [0.14, -0.05],
  [0.14, 0.05],
];

/**
 * A whole round with a wedge cut out towards the viewer: the rind outside, the paste showing
 * on the cut faces (an inner round whose own cut lies a little proud of the rind's).
 */
function cutWheel(
  r: number,
  h: number,
  rind: number,
  paste: number,
  rindFinish = 'plain',
): StateDecl {
  return {
    drop: ['wedge'],
    parts: [
      part('rind', { cyl: h, r }, rindFinish, {
        minus: [{ shape: { plan: CUT, height: h + 0.02 }, turn: [0, -90, 0], at: [0, -0.01, 0] }],
        color: rind,
        answersTo: ['rind', 'wax', 'crust'],
      }),
      part('paste', { cyl: h - 0.006, r: r - 0.004 }, 'plain', {
        minus: [
          { shape: { plan: CUT, height: h + 0.02 }, turn: [0, -90, 0], at: [0, -0.01, 0.005] },
        ],
        at: [0, 0.003, 0],
        color: paste,
        role: 'accent',
        answersTo: ['cheese', 'inside'],
      }),
    ],
  };
}

/** A wedge of parmesan: tall and narrow, straw-pale and grainy, a thick golden rind at its back. */
const PARMESAN: StateDecl = {
  drop: ['wedge'],
  parts: [
    part(
      'wedge',
      {
        plan: [
          [0, 0],
          [0.14, -0.04],
          [0.14, 0.04],
        ],
        height: 0.1,
      },
      'stone',
      { at: [-0.07, 0, 0], color: 0xeedba4, answersTo: ['cheese'] },
    ),
    part('rind', { box: [0.014, 0.1, 0.082] }, 'plain', {
      at: [0.075, 0, 0],
      color: 0xc8903a,
      role: 'accent',
      answersTo: ['rind', 'crust'],
    }),
    part('stamp', { box: [0.004, 0.006, 0.006] }, 'plain', {
      at: [0.083, 0.03, -0.03],
      copies: [0, 1, 2, 3, 4].flatMap((i) => [
        [0, 0, i * 0.015] as V3,
        [0, 0.025, i * 0.015 + 0.0075] as V3,
      ]),
      color: 0x8a5a20,
      role: 'fixed',
      answersTo: ['dots', 'stamp'],
    }),
  ],
};

/** Swiss cheese: a big yellow wedge with round holes through every face. */
const SWISS: StateDecl = {
  drop: ['wedge'],
  parts: [
    part(
      'wedge',
      {
        plan: [
          [0, 0],
          [0.16, -0.06],
          [0.16, 0.06],
        ],
        height: 0.085,
      },
      'plain',
      {
        minus: (
          [
            [0.06, 0.085, 0.0, 0.011],
            [0.11, 0.085, -0.02, 0.014],
            [0.125, 0.085, 0.03, 0.01],
            [0.05, 0.03, 0.019, 0.01],
            [0.1, 0.05, 0.037, 0.013],
            [0.13, 0.018, 0.049, 0.011],
            [0.08, 0.06, -0.03, 0.01],
            [0.12, 0.03, -0.045, 0.012],
            [0.16, 0.05, 0.0, 0.014],
            [0.16, 0.02, -0.035, 0.01],
          ] as const
        ).map(([x, y, z, r]) => ({ shape: { ball: r }, at: [x - 0.08, y, z] as V3 })),
        at: [-0.08, 0, 0],
        color: 0xf6d870,
        answersTo: ['cheese'],
      },
    ),
  ],
};

/** Blue cheese: a pale crumbly wedge veined with blue-green. */
const BLUE: StateDecl = {
  drop: ['wedge'],
  parts: [
    part(
      'wedge',
      {
        plan: [
          [0, 0],
          [0.15, -0.05],
          [0.15, 0.05],
        ],
        height: 0.075,
      },
      'stone',
      // Its own pale colour even when the prompt says "blue" (the veins take that).
      { at: [-0.075, 0, 0], color: 0xf2ecd6, role: 'detail', answersTo: ['cheese'] },
    ),
    part('vein', { ellipsoid: [0.01, 0.005, 0.006] }, 'plain', {
      at: [-0.03, 0.075, 0],
      copies: (
        [
          [0.03, 0, 0.006],
          [0.06, 0, -0.012],
          [0.09, 0, 0.015],
          [0.1, 0, -0.025],
          [0.045, -0.04, 0.018],
          [0.085, -0.025, 0.033],
          [0.095, -0.055, -0.036],
          [0.05, -0.05, -0.02],
          [0.12, -0.03, 0.0],
        ] as const
      ).map((p) => [...p] as V3),
      color: 0x3e5e78,
      role: 'accent',
      answersTo: ['veins', 'mould', 'mold'],
    }),
  ],
};

/** Mozzarella: three glossy white balls on a plate with basil leaves. */
const MOZZARELLA: StateDecl = {
  drop: ['wedge'],
  parts: [
    part('plate', { cyl: 0.012, r: 0.09, rTop: 0.11 }, 'ceramic', {
      color: 0x3a4e6a,
      role: 'fixed',
      answersTo: ['plate', 'dish'],
    }),
    part('ball', { ball: 0.03 }, 'plastic', {
      at: [-0.032, 0.04, 0.012],
      copies: [
        [0.06, 0, 0.005],
        [0.03, 0.0, -0.05],
      ],
      color: 0xfaf8f0,
      answersTo: ['cheese', 'balls'],
    }),
    part('basil', { ellipsoid: [0.009, 0.003, 0.018] }, 'leaf', {
      turn: [0, 35, 0],
      at: [0.005, 0.0135, 0.05],
      copies: [
        [-0.06, 0, -0.02],
        [0.055, 0, -0.07],
      ],
      color: 0x2e8a2a,
      role: 'fixed',
      answersTo: ['basil', 'leaf', 'leaves'],
    }),
  ],
};

/** Cheddar: an orange block with a slice cut from it lying in front. */
const CHEDDAR: StateDecl = {
  drop: ['wedge'],
  parts: [
    part('block', { box: [0.13, 0.07, 0.08], round: 0.003 }, 'plain', {
      at: [-0.015, 0, -0.015],
      color: 0xf0a02c,
      answersTo: ['cheese', 'block'],
    }),
    part('slice', { box: [0.11, 0.008, 0.07], round: 0.002 }, 'plain', {
      turn: [0, 15, 0],
      at: [0.02, 0, 0.045],
      color: 0xf4aa36,
      answersTo: ['cheese', 'slice'],
    }),
  ],
};

/** Feta: a white crumbly block on a dish, a few crumbs broken off beside it. */
const FETA: StateDecl = {
  drop: ['wedge'],
  parts: [
    part('dish', { cyl: 0.01, r: 0.07, rTop: 0.085 }, 'ceramic', {
      color: 0x2a5a8a,
      role: 'fixed',
      answersTo: ['plate', 'dish'],
    }),
    part('block', { box: [0.09, 0.045, 0.06], round: 0.006 }, 'stone', {
      at: [-0.01, 0.009, 0],
      color: 0xf8f6ee,
      answersTo: ['cheese', 'block'],
    }),
    part('crumb', { ellipsoid: [0.008, 0.006, 0.007] }, 'stone', {
      at: [0.05, 0.014, 0.03],
      copies: [
        [0.01, 0, -0.02],
        [-0.015, 0, 0.012],
        [0.02, 0, 0.005],
      ],
      color: 0xf8f6ee,
      answersTo: ['crumbs'],
    }),
  ],
};

const BRIE = cutWheel(0.09, 0.035, 0xf8f5ec, 0xf0dc98);
const GOUDA = cutWheel(0.08, 0.055, 0xc8201a, 0xf2c850, 'plastic');

export const CHEESE_LOOKS = {
  parmesan: PARMESAN,
  parmigiano: PARMESAN,
  'parmigiano reggiano': PARMESAN,
  'parmesan cheese': PARMESAN,
  'grana padano': PARMESAN,
  pecorino: PARMESAN,
  'hard cheese': PARMESAN,
  'swiss cheese': SWISS,
  swiss: SWISS,
  emmental: SWISS,
  emmenthal: SWISS,
  emmentaler: SWISS,
  gruyere: SWISS,
  'blue cheese': BLUE,
  bleu: BLUE,
  gorgonzola: BLUE,
  roquefort: BLUE,
  stilton: BLUE,
  mozzarella: MOZZARELLA,
  burrata: MOZZARELLA,
  bocconcini: MOZZARELLA,
  cheddar: CHEDDAR,
  'cheddar cheese': CHEDDAR,
  feta: FETA,
  'feta cheese': FETA,
  brie: BRIE,
  camembert: BRIE,
  gouda: GOUDA,
  edam: GOUDA,
  babybel: GOUDA,
} as const satisfies Record<string, StateDecl>;

/** Cheeses the reader did not know as cheese at all ("a feta" was unknown). */
export const CHEESE_NOUNS = [
  // A name, not a blue cheese: white with blue veins (session 24; it was painted blue).
  'blue cheese',
  'feta',
  'feta cheese',
  'burrata',
  'bocconcini',
  'emmental',
  'emmentaler',
  'gruyere',
  'grana padano',
  'babybel',
] as const;

// --- Nuts: the kind's parts are `shell`, `seam` and `tip` (a hazelnut). ---

const NUT_PARTS = ['shell', 'seam', 'tip'];

/** Almonds: three brown ovals lying together, each drawn to a point at one end. */
const ALMOND: StateDecl = {
  drop: NUT_PARTS,
  parts: (
    [
      [[0, 0.0042, 0], 0],
      [[0.016, 0.0042, 0.004], 35],
      [[0.007, 0.0112, 0.004], -25],
    ] as const
  ).flatMap(([at, yaw], i): PartDecl[] => {
    const a = (yaw * Math.PI) / 180;
    return [
      part(`almond_${i + 1}`, { ellipsoid: [0.0075, 0.0042, 0.0105] }, 'plain', {
        turn: [0, yaw, 0],
        at: [...at] as V3,
        color: 0x7e4424,
        answersTo: ['almond', 'nut', 'skin'],
      }),
      part(`point_${i + 1}`, { ellipsoid: [0.0042, 0.0032, 0.0068] }, 'plain', {
        turn: [0, yaw, 0],
        at: [at[0] + Math.sin(a) * 0.0095, at[1], at[2] + Math.cos(a) * 0.0095],
        color: 0x7e4424,
        answersTo: ['almond', 'nut', 'skin'],
      }),
    ];
  }),
};

/** A walnut: a pale round shell, wrinkled all over, with a raised seam round it. */
const WALNUT: StateDecl = {
  drop: ['shell', 'tip'],
  parts: [
    part('shell', { ellipsoid: [0.017, 0.016, 0.019] }, 'bark', {
      at: [0, 0.016, 0],
      color: 0xb88c5a,
      answersTo: ['shell'],
    }),
    part('wrinkle', { ellipsoid: [0.006, 0.004, 0.008] }, 'bark', {
      at: [0.013, 0.022, 0.006],
      copies: (
        [
          [-0.026, 0, 0],
          [-0.004, 0.006, -0.012],
          [-0.022, 0.006, -0.012],
          [-0.004, -0.012, 0.006],
          [-0.022, -0.012, 0.006],
          [-0.003, -0.004, -0.02],
          [-0.023, -0.004, -0.02],
        ] as const
      ).map((p) => [...p] as V3),
      color: 0xa67a48,
      role: 'detail',
      answersTo: ['shell'],
    }),
  ],
};

/** Cashews: pale curved kidneys, three in a little heap. */
const CASHEW: StateDecl = {
  drop: NUT_PARTS,
  parts: (
    [
      [[0, 0.0065, 0], 0],
      [[0.022, 0.0065, 0.004], 70],
      [[0.01, 0.017, 0.002], 150],
    ] as const
  ).map(([at, yaw], i) =>
    part(`cashew_${i + 1}`, { ring: 0.0095, r: 0.0068, arc: 200, from: 190 }, 'plain', {
      turn: [90, yaw, 0],
      at: [...at] as V3,
      color: 0xe2c48e,
      answersTo: ['cashew', 'nut'],
    }),
  ),
};

/** A chestnut: glossy red-brown, flat-bottomed with a pale base and a little pointed tip. */
const CHESTNUT: StateDecl = {
  drop: NUT_PARTS,
  parts: [
    part(
      'shell',
      {
        lathe: [
          [0, 0],
          [0.018, 0.001],
          [0.021, 0.008],
          [0.018, 0.02],
          [0.008, 0.028],
          [0.002, 0.033],
          [0, 0.034],
        ],
        smooth: true,
      },
      'plastic',
      { color: 0x6a2e18, answersTo: ['shell'] },
    ),
    part('base', { cyl: 0.002, r: 0.016 }, 'plain', {
      color: 0xc8a878,
      role: 'detail',
      answersTo: ['base'],
    }),
    part('tip', { cyl: 0.006, r: 0.0015, rTop: 0.0006 }, 'plain', {
      at: [0, 0.033, 0],
      color: 0xd8c090,
      role: 'detail',
    }),
  ],
};

export const NUT_LOOKS = {
  almond: ALMOND,
  almonds: ALMOND,
  walnut: WALNUT,
  walnuts: WALNUT,
  cashew: CASHEW,
  cashews: CASHEW,
  chestnut: CHESTNUT,
  chestnuts: CHESTNUT,
} as const satisfies Record<string, StateDecl>;

// --- Herbs: the kind is a stem, `leaf_1`… in pairs and a `tip`. ---

const HERB_PARTS = ['stem', 'tip', 'leaf_1', 'leaf_2', 'leaf_3', 'leaf_4', 'leaf_5'];

/** A frond of dill: a stem branching into many hair-fine blue-green threads, a yellow umbel. */
const DILL: StateDecl = {
  drop: HERB_PARTS,
  parts: [
    part(
      'stem',
      {
        sweep: [
          [0, 0, 0],
          [0.004, 0.1, 0],
          [0, 0.19, 0],
        ],
        r: 0.0028,
      },
      'leaf',
      { color: 0x4a8a3a, role: 'detail' },
    ),
    ...[0.06, 0.09, 0.12, 0.15, 0.175].flatMap((y, k): PartDecl[] =>
      [1, -1].map((side) => {
        const len = 0.05 - k * 0.006;
        const fork: V3 = [side * len * 0.55, y + len * 0.5, (k % 2 ? 1 : -1) * 0.01];
        const end: V3 = [side * len, y + len * 0.9, (k % 2 ? 1 : -1) * 0.018];
        return part(
          `frond_${k + 1}_${side > 0 ? 'r' : 'l'}`,
          {
            sweep: [[0.002 * side, y, 0], fork, end],
            r: 0.0013,
          },
          'leaf',
          { color: 0x5a9a4a, answersTo: ['leaf', 'leaves', 'frond'] },
        );
      }),
    ),
    ...[0.06, 0.09, 0.12, 0.15, 0.175].flatMap((y, k): PartDecl[] =>
      [1, -1].map((side) => {
        const len = 0.05 - k * 0.006;
        const from: V3 = [side * len * 0.55, y + len * 0.5, (k % 2 ? 1 : -1) * 0.01];
        return part(
          `thread_${k + 1}_${side > 0 ? 'r' : 'l'}`,
          {
            sweep: [from, [from[0] + side * 0.012, from[1] + 0.026, from[2] - 0.006]],
            r: 0.0011,
          },
          'leaf',
          { color: 0x5a9a4a, answersTo: ['leaf', 'leaves', 'frond'] },
        );
      }),
    ),
    part('umbel', { ball: 0.004 }, 'plain', {
      at: [0, 0.195, 0],
      copies: [
        [0.01, 0.004, 0],
        [-0.01, 0.004, 0],
        [0, 0.004, 0.01],
        [0, 0.004, -0.01],
      ],
      color: 0xd8c83a,
      role: 'accent',
      answersTo: ['flower', 'flowers'],
    }),
    part(
      'ray',
      {
        sweep: [
          [0, 0.19, 0],
          [0.01, 0.199, 0],
        ],
        r: 0.0009,
      },
      'leaf',
      {
        copies: [
          [-0.01, 0, 0],
          [0, 0, 0],
        ],
        color: 0x5a9a4a,
        role: 'detail',
      },
    ),
  ],
};

/** Basil: a short stem crowded with big glossy cupped leaves, the largest lowest. */
const BASIL: StateDecl = {
  drop: HERB_PARTS,
  parts: [
    part(
      'stem',
      {
        sweep: [
          [0, 0, 0],
          [0.003, 0.08, 0],
          [0, 0.15, 0],
        ],
        r: 0.0035,
      },
      'leaf',
      { color: 0x3a7a2a, role: 'detail' },
    ),
    ...[0.06, 0.09, 0.115, 0.135].map((y, i): PartDecl => {
      const len = 0.04 * (1 - i * 0.18);
      const yaw = i % 2 === 0 ? 0 : 90;
      return part(`leaf_${i + 1}`, { ellipsoid: [len, 0.005, len * 0.62] }, 'plastic', {
        turn: [0, yaw, 22],
        at: [yaw === 0 ? len * 0.85 : 0, y + len * 0.3, yaw === 0 ? 0 : -len * 0.85],
        mirror: yaw === 0,
        color: 0x2f8a24,
        answersTo: ['leaf', 'leaves'],
      });
    }),
    part('tip', { ellipsoid: [0.014, 0.012, 0.01] }, 'plastic', {
      at: [0, 0.152, 0],
      color: 0x3aa02c,
      answersTo: ['leaf'],
    }),
  ],
};

/** Rosemary: a woody sprig set all along with short dark needle leaves. */
const ROSEMARY: StateDecl = {
  drop: HERB_PARTS,
  parts: [
    part('stem', { cyl: 0.2, r: 0.0025, rTop: 0.0015 }, 'wood', {
      color: 0x7a6a4a,
      role: 'detail',
    }),
    ...Array.from({ length: 12 }, (_, i): PartDecl => {
      const y = 0.03 + i * 0.014;
      const yaw = i * 67;
      return part(`needle_${i + 1}`, { ellipsoid: [0.014, 0.0015, 0.0022] }, 'leaf', {
        turn: [0, yaw, 35],
        at: [
          Math.cos((yaw * Math.PI) / 180) * 0.011,
          y + 0.008,
          -Math.sin((yaw * Math.PI) / 180) * 0.011,
        ],
        mirror: true,
        color: 0x3e5e3a,
        answersTo: ['leaf', 'leaves', 'needles'],
      });
    }),
  ],
};

/** Parsley: a bunch of stems ending in clouds of small crinkled bright-green leaves. */
const PARSLEY: StateDecl = {
  drop: HERB_PARTS,
  parts: [
    ...(
      [
        [-0.02, 0.16, 0.0],
        [0.022, 0.17, 0.005],
        [0, 0.2, -0.01],
        [0.004, 0.15, 0.022],
      ] as const
    ).flatMap(([x, y, z], i): PartDecl[] => [
      part(
        `stalk_${i + 1}`,
        {
          sweep: [
            [0, 0, 0],
            [x * 0.5, y * 0.5, z * 0.5],
            [x, y, z],
          ],
          r: 0.0024,
        },
        'leaf',
        { color: 0x5a9a3a, role: 'detail', answersTo: ['stem', 'stems'] },
      ),
      part(`sprig_${i + 1}`, { ball: 0.016 }, 'leaf', {
        at: [x, y + 0.01, z],
        color: 0x3a8a2a,
        answersTo: ['leaf', 'leaves'],
      }),
      part(`curl_${i + 1}`, { ball: 0.011 }, 'leaf', {
        at: [x + 0.012, y + 0.004, z + 0.006],
        copies: [
          [-0.024, 0.002, 0],
          [-0.012, 0.012, -0.01],
        ],
        color: 0x4a9a32,
        answersTo: ['leaf', 'leaves'],
      }),
    ]),
  ],
};

export const HERB_LOOKS = {
  dill: DILL,
  basil: BASIL,
  'sweet basil': BASIL,
  rosemary: ROSEMARY,
  parsley: PARSLEY,
  cilantro: PARSLEY,
  coriander: PARSLEY,
} as const satisfies Record<string, StateDecl>;
