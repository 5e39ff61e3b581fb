/**
 * Plants by shape (issue #32, session 16): flowers apart from the daisy — the cupped water
 * lily (lotus), broad five-petalled hibiscus and its kind, flower spikes (hyacinth, lavender,
 * bluebell), pompom heads (chrysanthemum, dahlia, marigold) — the four-leaf clover, the maple
 * leaf, a low grassy hill and an open oyster. Declared as data (library/declare.ts).
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { recoloured } from './outlines.ts';
import { S30_HILL_LOOKS } from './s30-places.ts';

const GREEN = 0x4a8a3a;

/**
 * A ring of `n` petals round a centre at height `y`, each rising `tilt` degrees from flat:
 * long `len`, wide `width`, thin. `phase` turns the ring (degrees).
 */
function petalRing(
  name: string,
  n: number,
  y: number,
  len: number,
  width: number,
  tilt: number,
  color: number,
  phase = 0,
  thick = 0.004,
): PartDecl[] {
  return Array.from({ length: n }, (_, i) => {
    const yaw = phase + (360 * i) / n;
    const a = (yaw * Math.PI) / 180;
    const t = (tilt * Math.PI) / 180;
    const d = len * 0.85;
    return {
      name: `${name}_${i + 1}`,
      shape: { ellipsoid: [width, thick, len] as V3 },
      turn: [-tilt, yaw, 0] as V3,
      at: [Math.sin(a) * Math.cos(t) * d, y + Math.sin(t) * d, Math.cos(a) * Math.cos(t) * d] as V3,
      finish: 'flower',
      color,
      answersTo: ['petal', 'flower', 'bloom'],
    };
  });
}

/** A stem from the ground to `top`, bending a little, with two leaves. */
function stemWithLeaves(top: number, leaf: V3 = [0.05, 0.005, 0.02]): PartDecl[] {
  return [
    {
      name: 'stem',
      shape: {
        sweep: [
          [0, 0, 0],
          [0.012, top * 0.5, 0],
          [0, top, 0],
        ],
        r: 0.006,
      },
      finish: 'leaf',
      color: GREEN,
      role: 'detail',
    },
    {
      name: 'leaf',
      shape: { ellipsoid: leaf },
      turn: [0, 0, 25],
      at: [leaf[0] * 0.9, top * 0.35, 0],
      mirror: true,
      finish: 'leaf',
      color: GREEN,
      role: 'detail',
    },
  ];
}

/** A heart, tip at the origin, lobes along +Y, `s` long. */
function heart(s: number): V2[] {
  const pts: V2[] = [];
  for (let i = 0; i < 24; i++) {
    const t = (2 * Math.PI * i) / 24;
    const x = 16 * Math.sin(t) ** 3;
    const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
    pts.push([(x / 34) * s, ((y + 17) / 29) * s]);
  }
  return pts;
}

/** A maple leaf: five pointed lobes and a stalk, in the XY plane, the stalk's end at y = -s/2. */
function mapleOutline(s: number): V2[] {
  const polar = (deg: number, r: number): V2 => {
    const a = (deg * Math.PI) / 180;
    return [Math.cos(a) * r * s, Math.sin(a) * r * s];
  };
  const lobes: [number, number][] = [
    [-5, 0.55],
    [40, 0.85],
    [90, 1],
    [140, 0.85],
    [185, 0.55],
  ];
  const pts: V2[] = [polar(-40, 0.22)];
  lobes.forEach(([deg, r], i) => {
    // A tooth on the way up to each tip, the tip, a tooth on the way down to the notch.
    pts.push(polar(deg - 12, r * 0.72), polar(deg - 6, r * 0.62), polar(deg, r));
    pts.push(polar(deg + 6, r * 0.62), polar(deg + 12, r * 0.72));
    if (i < lobes.length - 1) pts.push(polar((deg + lobes[i + 1]![0]) / 2, 0.32));
  });
  pts.push(polar(220, 0.22), [-0.02 * s, -0.1 * s], [-0.012 * s, -0.5 * s]);
  pts.push([0.012 * s, -0.5 * s], [0.02 * s, -0.1 * s]);
  return pts;
}

/** Florets up a spike from `from` to `to` high, `rows` rows of `around` each. */
function florets(
  from: number,
  to: number,
  rows: number,
  around: number,
  r: number,
  color: number,
): PartDecl[] {
  const out: PartDecl[] = [];
  for (let i = 0; i < rows; i++) {
    const y = from + ((to - from) * i) / (rows - 1);
    const spread = r * (1.9 - (0.9 * i) / (rows - 1));
    for (let j = 0; j < around; j++) {
      const a = ((j + (i % 2) * 0.5) * 2 * Math.PI) / around;
      out.push({
        name: `floret_${out.length + 1}`,
        shape: { ball: r },
        at: [Math.cos(a) * spread, y, Math.sin(a) * spread],
        finish: 'flower',
        color,
        answersTo: ['flower', 'bloom', 'petal'],
      });
    }
  }
  return out;
}

const LOTUS: KindDecl = {
  kind: 'lotus',
  nouns: ['lotus', 'lotus flower', 'water lily', 'waterlily', 'lily pad', 'nymphaea'],
  size: [0.14, 0.45],
  parts: [
    {
      name: 'pad',
      shape: { cyl: 0.008, r: 0.16 },
      minus: [{ shape: { box: [0.02, 0.04, 0.17] }, turn: [0, 20, 0], at: [0.03, -0.01, 0.08] }],
      finish: 'leaf',
      color: 0x3a7a34,
      role: 'detail',
    },
    {
      name: 'pad_2',
      shape: { cyl: 0.008, r: 0.1 },
      at: [0.22, 0, -0.04],
      finish: 'leaf',
      color: 0x3a7a34,
      role: 'detail',
    },
    {
      name: 'cup',
      shape: { ellipsoid: [0.035, 0.03, 0.035] },
      at: [0, 0.035, 0],
      finish: 'flower',
      color: 0xf0a0c0,
      answersTo: ['flower', 'bloom'],
    },
    ...petalRing('petal', 8, 0.03, 0.07, 0.03, 25, 0xf09ac0),
    ...petalRing('inner_petal', 8, 0.045, 0.055, 0.026, 55, 0xf6c0d6, 22.5),
    {
      name: 'pod',
      shape: { cyl: 0.022, r: 0.022, rTop: 0.026 },
      at: [0, 0.05, 0],
      finish: 'plain',
      color: 0xe8d040,
      role: 'accent',
    },
  ],
};

const HIBISCUS: KindDecl = {
  kind: 'hibiscus',
  nouns: [
    'hibiscus',
    'hibiscus flower',
    'petunia',
    'morning glory',
    'azalea',
    'mallow',
    'frangipani',
    'plumeria',
    'rhododendron',
    'bougainvillea',
  ],
  size: [0.45, 0.25],
  parts: [
    ...stemWithLeaves(0.34, [0.06, 0.006, 0.03]),
    {
      name: 'throat',
      shape: { cyl: 0.03, r: 0.012, rTop: 0.03 },
      at: [0, 0.335, 0],
      finish: 'flower',
      color: 0xa01828,
      role: 'accent',
    },
    ...petalRing('petal', 5, 0.355, 0.075, 0.055, 22, 0xe02a3a, 0, 0.006),
    {
      name: 'stamen',
      shape: {
        capsule: [
          [0, 0.36, 0],
          [0.01, 0.44, 0.03],
        ],
        r: 0.005,
      },
      finish: 'flower',
      color: 0xf0e8d0,
      role: 'detail',
    },
    {
      name: 'pollen',
      shape: { ball: 0.011 },
      at: [0.01, 0.445, 0.03],
      finish: 'plain',
      color: 0xf0c020,
      role: 'detail',
    },
  ],
};

const HYACINTH: KindDecl = {
  kind: 'hyacinth',
  nouns: ['hyacinth', 'grape hyacinth', 'lavender', 'snapdragon', 'bluebell', 'flower spike'],
  size: [0.42, 0.18],
  parts: [
    { name: 'stem', shape: { cyl: 0.36, r: 0.008 }, finish: 'leaf', color: GREEN, role: 'detail' },
    ...[0, 90, 180, 270].map((yaw, i): PartDecl => ({
      name: `leaf_${i + 1}`,
      shape: { ellipsoid: [0.014, 0.15, 0.005] },
      turn: [0, yaw + 20, 14],
      at: [Math.cos((yaw * Math.PI) / 180) * 0.03, 0.13, -Math.sin((yaw * Math.PI) / 180) * 0.03],
      finish: 'leaf',
      color: GREEN,
      role: 'detail',
    })),
    {
      name: 'spike',
      shape: { ellipsoid: [0.022, 0.08, 0.022] },
      at: [0, 0.3, 0],
      finish: 'flower',
      color: 0x5a4ac0,
    },
    ...florets(0.23, 0.37, 6, 7, 0.014, 0x6a5ad0),
  ],
};

/** Rings of short petals from flat at the rim to upright at the middle: a pompom head. */
function pompom(y: number, color: number): PartDecl[] {
  const rings: [number, number, number][] = [
    [20, 0.06, -10],
    [18, 0.055, 15],
    [16, 0.048, 38],
    [14, 0.04, 58],
    [10, 0.03, 78],
  ];
  return rings.flatMap(([n, len, tilt], i) =>
    petalRing(`petal_${i + 1}`, n, y + i * 0.01, len, 0.012, tilt, color, i * 11, 0.006),
  );
}

const CHRYSANTHEMUM: KindDecl = {
  kind: 'chrysanthemum',
  nouns: [
    'chrysanthemum',
    'mum',
    'dahlia',
    'marigold',
    'carnation',
    'aster',
    'zinnia',
    'pompom flower',
    'gerbera',
  ],
  size: [0.45, 0.2],
  parts: [
    ...stemWithLeaves(0.36, [0.05, 0.006, 0.022]),
    {
      name: 'head',
      shape: { ellipsoid: [0.045, 0.04, 0.045] },
      at: [0, 0.385, 0],
      finish: 'flower',
      color: 0xd87018,
      answersTo: ['flower', 'bloom'],
    },
    ...pompom(0.37, 0xe88a20),
  ],
};

const CLOVER: KindDecl = {
  kind: 'clover',
  nouns: [
    'clover',
    'four leaf clover',
    'four-leaf clover',
    'fourleaf clover',
    'shamrock',
    'three leaf clover',
    'clover leaf',
  ],
  size: [0.2, 0.16],
  parts: [
    {
      name: 'stem',
      shape: {
        sweep: [
          [0, 0, -0.02],
          [0, 0.1, 0],
          [0, 0.17, 0],
        ],
        r: 0.004,
      },
      finish: 'leaf',
      color: 0x3a8a34,
      role: 'detail',
    },
    ...[0, 90, 180, 270].map((yaw, i): PartDecl => ({
      name: `leaflet_${i + 1}`,
      shape: { extrude: heart(0.085), depth: 0.005 },
      turn: [60, yaw, 0],
      at: [0, 0.17, 0],
      finish: 'leaf',
      color: 0x3a9a3a,
      answersTo: ['leaf'],
    })),
  ],
};

const MAPLE_LEAF: KindDecl = {
  kind: 'maple leaf',
  nouns: ['maple leaf', 'autumn leaf', 'fall leaf', 'sycamore leaf', 'fallen leaf'],
  size: [0.2, 0.26],
  parts: [
    {
      name: 'blade',
      shape: { extrude: mapleOutline(0.13), depth: 0.004 },
      turn: [-35, 0, 0],
      at: [0, 0.0533, 0],
      finish: 'leaf',
      color: 0xd84a1a,
      answersTo: ['leaf'],
    },
  ],
};

const HILL: KindDecl = {
  kind: 'hill',
  nouns: ['hill', 'hillock', 'knoll', 'mound', 'hillside', 'grassy hill', 'hilltop'],
  size: [1.2, 3.4],
  // Every bank meets its water (session 30, places).
  looks: S30_HILL_LOOKS,
  parts: [
    {
      name: 'grass',
      shape: {
        lathe: [
          [1.7, 0],
          [1.5, 0.18],
          [1.1, 0.48],
          [0.6, 0.7],
          [0, 0.78],
        ],
        smooth: true,
      },
      finish: 'grass',
      color: 0x3f8a2c,
    },
    {
      name: 'trunk',
      shape: { cyl: 0.35, r: 0.03, rTop: 0.022 },
      at: [0.35, 0.66, 0.1],
      finish: 'bark',
      color: 0x6a4a30,
      role: 'detail',
    },
    {
      name: 'crown',
      shape: { ellipsoid: [0.16, 0.16, 0.16] },
      at: [0.35, 1.05, 0.1],
      finish: 'leaf',
      color: 0x3a7a2a,
      role: 'accent',
    },
    {
      name: 'path',
      shape: {
        sweep: [
          [-0.25, 0.74, 0.35],
          [-0.55, 0.6, 0.8],
          [-0.6, 0.38, 1.15],
          [-0.5, 0.12, 1.5],
        ],
        r: 0.05,
      },
      finish: 'soil',
      color: 0xb89a6a,
      role: 'detail',
    },
  ],
};

const OYSTER: KindDecl = {
  kind: 'oyster',
  nouns: ['oyster', 'pearl oyster', 'mussel', 'oyster shell', 'bivalve', 'cockle'],
  size: [0.1, 0.14],
  parts: [
    {
      name: 'shell',
      shape: { ellipsoid: [0.065, 0.022, 0.055] },
      at: [0, 0.022, 0],
      finish: 'stone',
      color: 0x8a8070,
    },
    {
      name: 'flesh',
      shape: { ellipsoid: [0.052, 0.01, 0.044] },
      at: [0, 0.034, 0.002],
      finish: 'ceramic',
      color: 0xe8dcc8,
      role: 'accent',
    },
    {
      name: 'pearl',
      shape: { ball: 0.013 },
      at: [0, 0.046, 0.01],
      finish: 'ceramic',
      color: 0xfaf8f2,
      role: 'fixed',
    },
    {
      name: 'lid',
      shape: { ellipsoid: [0.062, 0.014, 0.052] },
      turn: [-55, 0, 0],
      at: [0, 0.07, -0.03],
      finish: 'stone',
      color: 0x7a7062,
      answersTo: ['shell'],
    },
    {
      name: 'lid_lining',
      shape: { ellipsoid: [0.05, 0.006, 0.042] },
      turn: [-55, 0, 0],
      at: [0, 0.072, -0.021],
      finish: 'ceramic',
      color: 0xd8d4dc,
      role: 'detail',
    },
  ],
};

/**
 * Flowers built on one kind's shape whose colour is what a person knows them by (issue #32,
 * session 18): a petunia purple, a bluebell blue, a carnation pink — each read as the kind's
 * own red, violet or orange flower.
 */
function flowerLooks(
  kind: KindDecl,
  base: readonly number[],
  byNoun: Readonly<Record<string, readonly number[]>>,
): KindDecl {
  const looks = Object.fromEntries(
    Object.entries(byNoun).map(([noun, colors]) => [
      noun,
      recoloured(kind.parts, Object.fromEntries(base.map((c, i) => [c, colors[i]!]))),
    ]),
  );
  return { ...kind, looks };
}

export const EMOJI_PLANT_KINDS: readonly KindDecl[] = [
  LOTUS,
  flowerLooks(HIBISCUS, [0xe02a3a, 0xa01828], {
    petunia: [0x8a3ab8, 0x4a1a6a],
    'morning glory': [0x4a7ae0, 0xf4f0e8],
    frangipani: [0xf6f2e8, 0xf0c030],
    plumeria: [0xf6f2e8, 0xf0c030],
    rhododendron: [0xe86aa8, 0xb03a78],
    azalea: [0xe86aa8, 0xb03a78],
    bougainvillea: [0xd0208a, 0xa0106a],
    mallow: [0xc878c0, 0x8a3a88],
  }),
  flowerLooks(HYACINTH, [0x5a4ac0, 0x6a5ad0], {
    bluebell: [0x3a5ad8, 0x4a6ae8],
    'grape hyacinth': [0x2a3aa8, 0x3a4ac0],
    lavender: [0x9a7ad0, 0xa88ad8],
    snapdragon: [0xe84a6a, 0xf06a80],
  }),
  flowerLooks(CHRYSANTHEMUM, [0xd87018, 0xe88a20], {
    carnation: [0xd8406a, 0xe85a80],
    aster: [0x7a4ac0, 0x8a5ad0],
    dahlia: [0xb81a38, 0xc8304a],
    gerbera: [0xe84a80, 0xf06a98],
    zinnia: [0xc8205a, 0xd83a70],
  }),
  CLOVER,
  MAPLE_LEAF,
  HILL,
  OYSTER,
];
