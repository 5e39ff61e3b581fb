/**
 * Small living things by shape (issue #32, session 16): a seedling sprouting from its seed, a
 * sprig of a herb, branching coral, a sheaf of grain, a microbe, and the flat wingless insects
 * (louse, flea, bedbug, tick). Declared as data (library/declare.ts).
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { sphereDirections } from './outlines.ts';
import { VARIANT_LOOKS } from './variant-looks.ts';

const GREEN = 0x4a9a3a;

const SEEDLING: KindDecl = {
  kind: 'seedling',
  nouns: ['seedling', 'sprout', 'shoot', 'young plant', 'germinating seed', 'bean sprout'],
  size: [0.1, 0.12],
  parts: [
    {
      name: 'soil',
      shape: {
        lathe: [
          [0.06, 0],
          [0.05, 0.012],
          [0.025, 0.02],
          [0, 0.022],
        ],
        smooth: true,
      },
      finish: 'soil',
      color: 0x6a4a30,
      role: 'accent',
    },
    {
      name: 'husk',
      shape: { ellipsoid: [0.012, 0.008, 0.017] },
      turn: [0, 30, 20],
      at: [0.014, 0.022, 0.006],
      finish: 'wood',
      color: 0xa8784a,
      answersTo: ['seed'],
    },
    {
      name: 'stem',
      shape: {
        sweep: [
          [0.004, 0.018, 0],
          [-0.004, 0.05, 0],
          [0, 0.08, 0],
        ],
        r: 0.0035,
      },
      finish: 'leaf',
      color: GREEN,
      role: 'detail',
    },
    {
      name: 'leaf',
      shape: { ellipsoid: [0.022, 0.003, 0.011] },
      turn: [0, 0, 28],
      at: [0.019, 0.09, 0],
      mirror: true,
      finish: 'leaf',
      color: 0x5ab040,
    },
  ],
};

/** Pairs of leaves up a stem, each pair turned a quarter from the last. */
function leafPairs(n: number, from: number, to: number): PartDecl[] {
  return Array.from({ length: n }, (_, i) => {
    const y = from + ((to - from) * i) / (n - 1);
    const len = 0.028 * (1 - (0.4 * i) / n);
    const yaw = i % 2 === 0 ? 0 : 90;
    return {
      name: `leaf_${i + 1}`,
      shape: { ellipsoid: [len, 0.003, len * 0.45] as V3 },
      turn: [0, yaw, 30] as V3,
      at: [yaw === 0 ? len * 0.85 : 0, y + len * 0.45, yaw === 0 ? 0 : -len * 0.85] as V3,
      mirror: yaw === 0,
      finish: 'leaf',
      color: GREEN,
      answersTo: ['leaf'],
    };
  });
}

const HERB: KindDecl = {
  kind: 'herb',
  nouns: [
    'herb',
    'sprig',
    'basil',
    'mint',
    'parsley',
    'rosemary',
    'thyme',
    'oregano',
    'cilantro',
    'coriander',
    'dill',
    'fresh herb',
    'herb sprig',
    'sprig of mint',
  ],
  size: [0.22, 0.08],
  // Session 23, F: dill, basil, rosemary and parsley by their own leaves.
  looks: VARIANT_LOOKS['herb'],
  parts: [
    {
      name: 'stem',
      shape: {
        sweep: [
          [0, 0, 0],
          [0.006, 0.1, 0],
          [0, 0.2, 0],
        ],
        r: 0.0028,
      },
      finish: 'leaf',
      color: 0x3a7a2a,
      role: 'detail',
    },
    ...leafPairs(5, 0.05, 0.18),
    {
      name: 'tip',
      shape: { ellipsoid: [0.008, 0.016, 0.005] },
      at: [0, 0.212, 0],
      finish: 'leaf',
      color: GREEN,
      answersTo: ['leaf'],
    },
  ],
};

/** Branches of coral: each a tapering tube rising from the rock, with side branches. */
function coralBranches(): PartDecl[] {
  const main: [V3, V3, V3][] = [
    [
      [0, 0.05, 0],
      [0.03, 0.15, 0.01],
      [0.02, 0.26, 0.0],
    ],
    [
      [-0.02, 0.05, 0.01],
      [-0.08, 0.13, 0.02],
      [-0.1, 0.21, 0.0],
    ],
    [
      [0.02, 0.05, -0.01],
      [0.09, 0.11, -0.03],
      [0.12, 0.19, -0.02],
    ],
    [
      [0, 0.05, 0.02],
      [0.0, 0.12, 0.08],
      [-0.02, 0.19, 0.11],
    ],
    [
      [0, 0.05, -0.02],
      [-0.03, 0.11, -0.08],
      [-0.02, 0.17, -0.11],
    ],
  ];
  const out: PartDecl[] = main.map((pts, i) => ({
    name: `branch_${i + 1}`,
    shape: { sweep: pts, r: [0.018, 0.013, 0.008] },
    finish: 'plaster',
    color: 0xf07a6a,
  }));
  main.forEach((pts, i) => {
    const m = pts[1];
    const side = i % 2 === 0 ? 1 : -1;
    out.push({
      name: `twig_${i + 1}`,
      shape: {
        sweep: [
          m,
          [m[0] + 0.04 * side, m[1] + 0.04, m[2] + 0.02],
          [m[0] + 0.05 * side, m[1] + 0.08, m[2] + 0.02],
        ],
        r: [0.01, 0.007, 0.005],
      },
      finish: 'plaster',
      color: 0xf07a6a,
    });
  });
  return out;
}

const CORAL: KindDecl = {
  kind: 'coral',
  nouns: ['coral', 'coral reef', 'sea coral', 'staghorn coral', 'red coral', 'sea fan', 'reef'],
  size: [0.28, 0.3],
  parts: [
    {
      name: 'rock',
      shape: { ellipsoid: [0.12, 0.06, 0.1] },
      finish: 'stone',
      color: 0x8a8478,
      role: 'accent',
    },
    ...coralBranches(),
  ],
};

/** Stalks of a sheaf, fanned out above and below the band that ties them. */
function stalks(n: number): PartDecl[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    const spread = i === 0 ? 0 : 1;
    const dx = Math.cos(a) * spread;
    const dz = Math.sin(a) * spread;
    return {
      name: `stalk_${i + 1}`,
      shape: {
        sweep: [
          [dx * 0.05, 0, dz * 0.05],
          [dx * 0.012, 0.22, dz * 0.012],
          [dx * 0.07, 0.46, dz * 0.07],
        ],
        r: 0.006,
      },
      finish: 'plain',
      color: 0xd8b060,
      role: 'detail',
    };
  });
}

/** Ears of grain at the stalks' tops, nodding outwards. */
function ears(n: number): PartDecl[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    const spread = i === 0 ? 0 : 1;
    const dx = Math.cos(a) * spread;
    const dz = Math.sin(a) * spread;
    return {
      name: `ear_${i + 1}`,
      shape: { ellipsoid: [0.012, 0.045, 0.012] },
      turn: [(dz * 25) as number, 0, (-dx * 25) as number] as V3,
      at: [dx * 0.085, 0.5, dz * 0.085] as V3,
      finish: 'plain',
      color: 0xe0a840,
      answersTo: ['grain'],
    };
  });
}

const SHEAF: KindDecl = {
  kind: 'sheaf',
  nouns: [
    'sheaf',
    'sheaf of rice',
    'sheaf of wheat',
    'wheat sheaf',
    'wheat',
    'rice plant',
    'barley',
    'rye',
    'oats',
    'ear of wheat',
    'stalk of wheat',
    'grain',
    'rice stalk',
    'bundle of wheat',
  ],
  size: [0.55, 0.22],
  parts: [
    ...stalks(7),
    ...ears(7),
    {
      name: 'band',
      shape: { cyl: 0.03, r: 0.026 },
      at: [0, 0.2, 0],
      finish: 'fabric',
      color: 0xb8402a,
      role: 'accent',
    },
  ],
};

/** Short hairs all round a microbe's body. */
function cilia(): PartDecl[] {
  const out: PartDecl[] = [];
  for (let i = 0; i < 6; i++) {
    const x = -0.045 + i * 0.018;
    for (const deg of [30, 90, 150, 210, 270, 330]) {
      if (deg === 270) continue;
      const a = ((deg + i * 15) * Math.PI) / 180;
      const rr = 0.033 * Math.sqrt(Math.max(0.2, 1 - (x / 0.075) ** 2));
      const p: V3 = [x, 0.036 + Math.sin(a) * rr, Math.cos(a) * rr];
      const q: V3 = [x, 0.036 + Math.sin(a) * (rr + 0.014), Math.cos(a) * (rr + 0.014)];
      out.push({
        name: `cilium_${out.length + 1}`,
        shape: { capsule: [p, q], r: 0.0028 },
        finish: 'skin',
        color: 0x5ab04a,
        role: 'detail',
      });
    }
  }
  return out;
}

/**
 * A virus: a round particle studded all over with club-headed spikes — the microbe's capsule
 * with hairs and a tail is a bacterium.
 */
const VIRUS: StateDecl = (() => {
  const c: V3 = [0, 0.05, 0];
  const dirs = sphereDirections(30);
  const d0 = dirs[0]!;
  const along = (d: V3, k: number): V3 => [c[0] + d[0] * k, c[1] + d[1] * k, c[2] + d[2] * k];
  return {
    drop: [
      'body',
      'nucleus',
      'flagellum',
      ...Array.from({ length: 30 }, (_, i) => `cilium_${i + 1}`),
    ],
    parts: [
      { name: 'body', shape: { ball: 0.036 }, at: c, finish: 'skin', color: 0x8a9ab0 },
      ...dirs.map((d, i): PartDecl => ({
        name: `spike_${i + 1}`,
        shape: { capsule: [along(d, 0.03), along(d, 0.047)], r: 0.003 },
        finish: 'skin',
        color: 0xc83a3a,
        role: 'accent',
      })),
      {
        name: 'knob',
        shape: { ball: 0.0058 },
        at: along(d0, 0.049),
        copies: dirs
          .slice(1)
          .map((d): V3 => [(d[0] - d0[0]) * 0.049, (d[1] - d0[1]) * 0.049, (d[2] - d0[2]) * 0.049]),
        finish: 'skin',
        color: 0xc83a3a,
        role: 'accent',
      },
    ],
  };
})();

const MICROBE: KindDecl = {
  kind: 'microbe',
  nouns: [
    'microbe',
    'germ',
    'bacterium',
    'bacteria',
    'bacillus',
    'microorganism',
    'virus',
    'amoeba',
    'pathogen',
    'protozoan',
  ],
  size: [0.1, 0.2],
  parts: [
    {
      name: 'body',
      shape: {
        capsule: [
          [-0.04, 0.036, 0],
          [0.04, 0.036, 0],
        ],
        r: 0.033,
      },
      finish: 'skin',
      color: 0x7ac85a,
    },
    {
      name: 'nucleus',
      shape: { ball: 0.014 },
      at: [0.008, 0.045, 0.024],
      finish: 'skin',
      color: 0x3a7a2a,
      role: 'accent',
    },
    ...cilia(),
    {
      name: 'flagellum',
      shape: {
        sweep: [
          [-0.07, 0.036, 0],
          [-0.095, 0.05, 0.015],
          [-0.115, 0.03, -0.01],
          [-0.135, 0.045, 0.01],
        ],
        r: [0.005, 0.004, 0.003, 0.002],
      },
      finish: 'skin',
      color: 0x5ab04a,
      role: 'detail',
    },
  ],
  looks: { virus: VIRUS },
};

/** A flat wingless insect (louse, flea, bedbug): broad oval abdomen, small head, six short legs. */
function louseLegs(): PartDecl[] {
  const out: PartDecl[] = [];
  [0.004, 0.008, 0.012].forEach((x, i) => {
    const dx = (i - 1) * 0.004;
    out.push({
      name: `leg_${i + 1}`,
      shape: {
        sweep: [
          [x, 0.005, 0.003],
          [x + dx, 0.007, 0.009],
          [x + dx * 1.6, 0.0006, 0.0125],
        ],
        r: 0.001,
      },
      finish: 'skin',
      color: 0x7a5a3a,
      role: 'detail',
    });
    out.push({
      name: `leg_${i + 1}l`,
      shape: {
        sweep: [
          [x, 0.005, -0.003],
          [x + dx, 0.007, -0.009],
          [x + dx * 1.6, 0.0006, -0.0125],
        ],
        r: 0.001,
      },
      finish: 'skin',
      color: 0x7a5a3a,
      role: 'detail',
    });
  });
  return out;
}

/** The louse's own parts, dropped where a tick or a flea shows another body. */
const LOUSE_BODY = [
  'abdomen',
  'bands',
  'thorax',
  'head',
  'eye_r',
  'eye_l',
  'antenna_r',
  'antenna_l',
  ...[1, 2, 3].flatMap((i) => [`leg_${i}`, `leg_${i}l`]),
];

/** Eight legs from the front half of a round body, splayed: a tick's or a mite's. */
function tickLegs(color: number): PartDecl[] {
  return [0.006, 0.002, -0.002, -0.006].flatMap((x, i) =>
    [1, -1].map((side): PartDecl => ({
      name: `leg_${i + 1}${side > 0 ? 'r' : 'l'}`,
      shape: {
        sweep: [
          [x + 0.002, 0.004, 0.005 * side],
          [x + 0.004 * (1.5 - i), 0.007, 0.011 * side],
          [x + 0.007 * (1.5 - i), 0.0006, 0.015 * side],
        ],
        r: 0.0009,
      },
      finish: 'skin',
      color,
      role: 'detail',
    })),
  );
}

/**
 * A tick (or mite): a round, flat, dark red-brown body with a black shield behind a small
 * mouth, and eight legs — the louse's six legs and banded abdomen read as another insect.
 */
const TICK = {
  drop: LOUSE_BODY,
  parts: [
    {
      name: 'abdomen',
      shape: { ellipsoid: [0.011, 0.0045, 0.0095] },
      at: [-0.003, 0.005, 0],
      finish: 'skin',
      color: 0x6a2e1c,
    },
    {
      name: 'shield',
      shape: { ellipsoid: [0.006, 0.003, 0.0065] },
      at: [0.005, 0.0068, 0],
      finish: 'skin',
      color: 0x241612,
      role: 'accent',
    },
    {
      name: 'head',
      shape: { ellipsoid: [0.0035, 0.0018, 0.0022] },
      at: [0.0105, 0.0045, 0],
      finish: 'skin',
      color: 0x3a2418,
      role: 'detail',
    },
    ...tickLegs(0x3a2418),
  ],
} satisfies StateDecl;

/**
 * A flea: a narrow body flattened side to side, tall and glossy red-brown, a small head low
 * at the front and long bent hind legs for jumping.
 */
const FLEA = {
  drop: LOUSE_BODY,
  parts: [
    {
      name: 'abdomen',
      shape: { ellipsoid: [0.012, 0.0085, 0.0045] },
      at: [-0.002, 0.012, 0],
      finish: 'skin',
      color: 0x7a3e1a,
    },
    {
      name: 'head',
      shape: { ellipsoid: [0.004, 0.0045, 0.003] },
      at: [0.011, 0.009, 0],
      finish: 'skin',
      color: 0x5a2e14,
      role: 'accent',
    },
    ...[1, -1].flatMap((side): PartDecl[] => {
      const z = 0.0035 * side;
      const tag = side > 0 ? 'r' : 'l';
      return [
        {
          name: `leg_1${tag}`,
          shape: {
            sweep: [
              [0.006, 0.009, z * 0.5],
              [0.012, 0.003, z * 1.4],
              [0.015, 0.0006, z * 1.6],
            ],
            r: 0.0009,
          },
          finish: 'skin',
          color: 0x5a2e14,
          role: 'detail',
        },
        {
          name: `leg_2${tag}`,
          shape: {
            sweep: [
              [0.001, 0.008, z * 0.5],
              [0.003, 0.002, z * 1.5],
              [0.004, 0.0006, z * 1.8],
            ],
            r: 0.001,
          },
          finish: 'skin',
          color: 0x5a2e14,
          role: 'detail',
        },
        {
          name: `leg_3${tag}`,
          shape: {
            sweep: [
              [-0.008, 0.01, z * 0.5],
              [-0.016, 0.014, z * 1.4],
              [-0.02, 0.006, z * 1.7],
              [-0.013, 0.0006, z * 1.9],
            ],
            r: [0.0018, 0.0014, 0.001, 0.0008],
          },
          finish: 'skin',
          color: 0x5a2e14,
          role: 'detail',
        },
      ];
    }),
  ],
} satisfies StateDecl;

const LOUSE: KindDecl = {
  kind: 'louse',
  nouns: ['louse', 'lice', 'head louse', 'flea', 'bedbug', 'bed bug', 'tick', 'mite', 'dust mite'],
  size: [0.01, 0.032],
  parts: [
    {
      name: 'abdomen',
      shape: { ellipsoid: [0.011, 0.0035, 0.0078] },
      at: [-0.004, 0.0055, 0],
      finish: 'skin',
      color: 0x9a7250,
    },
    {
      name: 'bands',
      shape: { ellipsoid: [0.008, 0.0032, 0.0068] },
      at: [-0.005, 0.0068, 0],
      finish: 'skin',
      color: 0x6a4a30,
      role: 'accent',
    },
    {
      name: 'thorax',
      shape: { ellipsoid: [0.005, 0.003, 0.0045] },
      at: [0.008, 0.005, 0],
      finish: 'skin',
      color: 0x9a7250,
    },
    {
      name: 'head',
      shape: { ellipsoid: [0.0036, 0.0026, 0.003] },
      at: [0.0135, 0.0048, 0],
      finish: 'skin',
      color: 0x9a7250,
    },
    ...[1, -1].flatMap((side): PartDecl[] => [
      {
        name: `eye_${side > 0 ? 'r' : 'l'}`,
        shape: { ball: 0.0008 },
        at: [0.015, 0.0055, 0.0022 * side],
        finish: 'eye',
        role: 'fixed',
      },
      {
        name: `antenna_${side > 0 ? 'r' : 'l'}`,
        shape: {
          sweep: [
            [0.016, 0.005, 0.0012 * side],
            [0.019, 0.0065, 0.003 * side],
            [0.0215, 0.006, 0.005 * side],
          ],
          r: 0.0006,
        },
        finish: 'skin',
        color: 0x7a5a3a,
        role: 'detail',
      },
    ]),
    ...louseLegs(),
  ],
  // A tick is round with eight legs, a flea tall, narrow and long-legged behind: the louse's
  // banded oval read as a louse under either name.
  looks: { tick: TICK, mite: TICK, 'dust mite': TICK, flea: FLEA },
};

/** A cockroach: a long flat oval body under glossy brown wing cases, long antennae, spiny legs. */
const COCKROACH: KindDecl = {
  kind: 'cockroach',
  nouns: ['cockroach', 'roach', 'german cockroach', 'american cockroach', 'palmetto bug'],
  size: [0.012, 0.075],
  parts: [
    {
      name: 'body',
      shape: { ellipsoid: [0.022, 0.005, 0.011] },
      at: [-0.004, 0.0065, 0],
      finish: 'skin',
      color: 0x5a3018,
    },
    {
      name: 'wings',
      shape: { ellipsoid: [0.02, 0.0035, 0.0105] },
      at: [-0.006, 0.0095, 0],
      finish: 'ceramic',
      color: 0x7a4220,
      role: 'accent',
    },
    {
      name: 'pronotum',
      shape: { ellipsoid: [0.007, 0.004, 0.0095] },
      at: [0.016, 0.008, 0],
      finish: 'ceramic',
      color: 0x8a5a30,
      role: 'accent',
    },
    {
      name: 'head',
      shape: { ellipsoid: [0.004, 0.0035, 0.0045] },
      at: [0.023, 0.006, 0],
      finish: 'skin',
      color: 0x3a2010,
    },
    ...[1, -1].flatMap((side): PartDecl[] => [
      {
        name: `antenna_${side > 0 ? 'r' : 'l'}`,
        shape: {
          sweep: [
            [0.026, 0.007, 0.0015 * side],
            [0.04, 0.012, 0.008 * side],
            [0.055, 0.01, 0.02 * side],
          ],
          r: 0.0005,
        },
        finish: 'skin',
        color: 0x4a2a14,
        role: 'detail',
      },
      ...[0.012, 0.004, -0.006].map((x, i): PartDecl => ({
        name: `leg_${i + 1}${side > 0 ? 'r' : 'l'}`,
        shape: {
          sweep: [
            [x, 0.005, 0.006 * side],
            [x + (i - 1) * 0.006, 0.008, 0.014 * side],
            [x + (i - 1) * 0.014, 0.0006, 0.019 * side],
          ],
          r: 0.0009,
        },
        finish: 'skin',
        color: 0x4a2a14,
        role: 'detail',
      })),
    ]),
    ...[1, -1].map((side): PartDecl => ({
      name: `cercus_${side > 0 ? 'r' : 'l'}`,
      shape: {
        capsule: [
          [-0.024, 0.006, 0.002 * side],
          [-0.031, 0.007, 0.005 * side],
        ],
        r: 0.0006,
      },
      finish: 'skin',
      color: 0x4a2a14,
      role: 'detail',
    })),
  ],
};

/** Five-petalled blossoms at the tip of a twig. */
function blossoms(at: readonly V3[]): PartDecl[] {
  return at.flatMap((c, k) => [
    ...Array.from({ length: 5 }, (_, i): PartDecl => {
      const yaw = 72 * i + k * 20;
      const a = (yaw * Math.PI) / 180;
      return {
        name: `petal_${k * 5 + i + 1}`,
        shape: { ellipsoid: [0.013, 0.003, 0.011] },
        turn: [0, -yaw, -12],
        at: [c[0] + Math.cos(a) * 0.012, c[1], c[2] + Math.sin(a) * 0.012],
        finish: 'flower',
        color: 0xf6b8cc,
        answersTo: ['petal', 'flower', 'blossom'],
      };
    }),
    {
      name: `centre_${k + 1}`,
      shape: { ball: 0.008 },
      at: c,
      finish: 'plain',
      color: 0xc0305a,
      role: 'detail',
    },
  ]);
}

/** A sprig of cherry blossom: a dark twig standing in the ground with pink flowers along it. */
const CHERRY_BLOSSOM: KindDecl = {
  kind: 'cherry blossom',
  nouns: [
    'cherry blossom',
    'sakura',
    'blossom branch',
    'flowering branch',
    'plum blossom',
    'apple blossom',
    'almond blossom',
    'peach blossom',
  ],
  size: [0.32, 0.2],
  parts: [
    {
      name: 'twig',
      shape: {
        sweep: [
          [0, 0, 0],
          [0.02, 0.12, 0],
          [0.0, 0.22, 0.01],
          [-0.02, 0.3, 0.0],
        ],
        r: [0.007, 0.006, 0.0045, 0.003],
      },
      finish: 'bark',
      color: 0x4a3026,
      role: 'detail',
    },
    {
      name: 'side_twig',
      shape: {
        sweep: [
          [0.02, 0.12, 0],
          [0.06, 0.17, 0.0],
          [0.08, 0.22, 0.01],
        ],
        r: [0.005, 0.004, 0.003],
      },
      finish: 'bark',
      color: 0x4a3026,
      role: 'detail',
    },
    ...blossoms([
      [-0.02, 0.305, 0],
      [0.0, 0.23, 0.015],
      [0.08, 0.225, 0.012],
      [0.055, 0.165, 0.01],
      [0.02, 0.1, 0.012],
    ]),
  ],
};

export const EMOJI_NATURE_KINDS: readonly KindDecl[] = [
  COCKROACH,
  CHERRY_BLOSSOM,
  SEEDLING,
  HERB,
  CORAL,
  SHEAF,
  MICROBE,
  LOUSE,
];
