/**
 * Plants by their look (issue #32, session 27, helper plants; docs/decisions.md, "Plants"):
 * a fern's clump of arching fronds (every fern, a bracken among them, reaches it by WordNet),
 * a buttercup's small glossy yellow cups on thin stems, a thistle's purple brush heads on
 * spiny green globes, a geranium's red flower clusters over round leaves in a pot; and the
 * bush's flowers — dotted over its leaves when a prompt or a plant's gloss asks for them
 * ("a gardenia": white), a hydrangea's big blue mopheads, a heath's low mound thick with
 * purple-pink spikes (heather, erica). Plain data computed from a few numbers.
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { at, part, rod } from './part-shorthand.ts';

/** Points spread evenly over a unit sphere (a golden-angle spiral). */
function spiral(n: number): V3[] {
  const turn = Math.PI * (3 - Math.sqrt(5));
  return Array.from({ length: n }, (_, i) => {
    const y = 1 - (2 * (i + 0.5)) / n;
    const r = Math.sqrt(1 - y * y);
    return [Math.cos(turn * i) * r, y, Math.sin(turn * i) * r] as V3;
  });
}

export type Ellipsoid = readonly [centre: V3, radii: V3];

/** Points on the outside of a clump of ellipsoids: on one, inside none of the others. */
export function onSurface(
  clump: readonly Ellipsoid[],
  perEach: number,
  minY: number,
  lift = 1,
): V3[] {
  const inside = (p: V3, [c, r]: Ellipsoid): boolean =>
    ((p[0] - c[0]) / r[0]) ** 2 + ((p[1] - c[1]) / r[1]) ** 2 + ((p[2] - c[2]) / r[2]) ** 2 < 0.96;
  const round = (v: number): number => Math.round(v * 1000) / 1000;
  return clump.flatMap(([c, r], i) =>
    spiral(perEach)
      .filter((d) => d[1] > minY)
      .map((d): V3 => [
        round(c[0] + d[0] * r[0] * lift),
        round(c[1] + d[1] * r[1] * lift),
        round(c[2] + d[2] * r[2] * lift),
      ])
      .filter((p) => clump.every((e, j) => j === i || !inside(p, e))),
  );
}

// --- The bush in flower ----------------------------------------------------------------------

/** The bush kind's four leafy lobes (kinds/declared/garden.ts draws them). */
export const BUSH_LOBES: readonly Ellipsoid[] = [
  [
    [0, 0.4, 0],
    [0.45, 0.38, 0.42],
  ],
  [
    [0.35, 0.32, 0.1],
    [0.34, 0.3, 0.32],
  ],
  [
    [-0.35, 0.3, -0.05],
    [0.3, 0.28, 0.3],
  ],
  [
    [0.05, 0.62, 0.05],
    [0.28, 0.26, 0.28],
  ],
];

const FLOWER_WORDS = ['flowers', 'blossom', 'blossoms', 'bloom', 'petal', 'petals'];

/**
 * A bush's flowers: small pink blooms dotted over the outside of its leaves, there only when
 * asked for ("a bush with flowers") or when the plant a bush stands in for flowers in a colour
 * its gloss names (prompt/bloom.ts), which then colours them.
 */
export const BUSH_FLOWERS: PartDecl = part('flower', { ball: 0.036 }, 'flower', {
  ...at(onSurface(BUSH_LOBES, 34, -0.15)),
  color: 0xe878b0,
  role: 'accent',
  optional: 0,
  answersTo: FLOWER_WORDS,
});

/** A hydrangea: big round blue mopheads all over the bush. */
const HYDRANGEA: StateDecl = {
  drop: ['flower'],
  parts: [
    part('flower', { ball: 0.11 }, 'flower', {
      ...at(onSurface(BUSH_LOBES, 12, -0.25, 0.95)),
      color: 0x5c78e0,
      role: 'accent',
      answersTo: [...FLOWER_WORDS, 'mophead', 'mopheads'],
    }),
  ],
};

/** A heath's low wide mound of needle leaves. */
const HEATH_MOUND: readonly Ellipsoid[] = [
  [
    [0, 0.14, 0],
    [0.55, 0.22, 0.5],
  ],
  [
    [0.3, 0.12, 0.15],
    [0.32, 0.18, 0.3],
  ],
  [
    [-0.3, 0.12, -0.1],
    [0.3, 0.17, 0.3],
  ],
];

/** Heather, every heath: a low mound thick with small purple-pink flower spikes. */
const HEATH: StateDecl = {
  drop: ['foliage', 'flower'],
  parts: [
    ...HEATH_MOUND.map(([c, r]) =>
      part('foliage', { ellipsoid: r }, 'leaf', { at: c, color: 0x3f6a34 }),
    ),
    part('flower', { ellipsoid: [0.022, 0.05, 0.022] }, 'flower', {
      ...at(onSurface(HEATH_MOUND, 70, 0.05)),
      color: 0xb860b0,
      role: 'accent',
      answersTo: FLOWER_WORDS,
    }),
  ],
};

/** Looks of the bush kind by noun or WordNet class (garden.ts spreads them in). */
export const BUSH_LOOKS: Readonly<Record<string, StateDecl>> = {
  hydrangea: HYDRANGEA,
  heath: HEATH,
  heather: HEATH,
};

// --- Fern ------------------------------------------------------------------------------------

/** One frond's midrib, from the crown out and up, arching over and down to its tip. */
function frondPath(yaw: number, reach: number): V3[] {
  const a = (yaw * Math.PI) / 180;
  const out = (k: number, y: number): V3 => [
    Math.round(Math.cos(a) * k * reach * 1000) / 1000,
    Math.round(y * reach * 1000) / 1000,
    Math.round(Math.sin(a) * k * reach * 1000) / 1000,
  ];
  return [out(0, 0.02), out(0.14, 0.5), out(0.32, 0.78), out(0.56, 0.8), out(0.8, 0.6)];
}

/** A point `t` (0 to 1) along a polyline, by its points' index. */
function along(path: readonly V3[], t: number): V3 {
  const x = t * (path.length - 1);
  const i = Math.min(path.length - 2, Math.floor(x));
  const f = x - i;
  const p = path[i]!;
  const q = path[i + 1]!;
  return [p[0] + (q[0] - p[0]) * f, p[1] + (q[1] - p[1]) * f, p[2] + (q[2] - p[2]) * f];
}

/** A frond: its midrib and pairs of leaflets either side, longer near the base. */
function frond(i: number, yaw: number, reach: number): PartDecl[] {
  const path = frondPath(yaw, reach);
  const a = (yaw * Math.PI) / 180;
  const side: V3 = [-Math.sin(a), 0, Math.cos(a)];
  const leaflets = (from: number, to: number, n: number, len: number): PartDecl[] =>
    [1, -1].map((s) => {
      const points = Array.from({ length: n }, (_, k) => {
        const p = along(path, from + ((to - from) * k) / Math.max(1, n - 1));
        return [
          Math.round((p[0] + side[0] * s * len * 0.85) * 1000) / 1000,
          Math.round(p[1] * 1000) / 1000,
          Math.round((p[2] + side[2] * s * len * 0.85) * 1000) / 1000,
        ] as V3;
      });
      return part('leaflet', { ellipsoid: [len, 0.006, len * 0.42] }, 'leaf', {
        ...at(points),
        turn: [0, -(yaw + 90), 0],
        role: 'main',
        answersTo: ['leaf', 'leaves', 'frond', 'fronds'],
      });
    });
  return [
    part('frond_stem', { sweep: path, r: [0.008, 0.007, 0.005, 0.004, 0.002] }, 'leaf', {
      color: 0x5a7a2a,
      role: 'detail',
      answersTo: i === 0 ? ['stem', 'stems'] : ['stem'],
    }),
    ...leaflets(0.1, 0.5, 9, 0.1 * reach),
    ...leaflets(0.55, 0.95, 8, 0.06 * reach),
  ];
}

const FERN: KindDecl = {
  kind: 'fern',
  nouns: ['fern'],
  size: [0.7, 1.2],
  parts: [
    part('crown', { ellipsoid: [0.04, 0.03, 0.04] }, 'leaf', { color: 0x4a5a2a, role: 'fixed' }),
    ...[0, 51, 103, 154, 206, 257, 309].flatMap((yaw, i) =>
      frond(i, yaw + (i % 2) * 12, i % 2 === 0 ? 0.62 : 0.52),
    ),
  ],
};

// --- Buttercup -------------------------------------------------------------------------------

/** Where a buttercup clump's flowers stand: [x, height, z]. */
const BUTTERCUP_HEADS: readonly V3[] = [
  [0.0, 0.34, 0.0],
  [0.07, 0.28, 0.05],
  [-0.06, 0.3, 0.04],
  [0.03, 0.24, -0.07],
  [-0.05, 0.22, -0.05],
];

const BUTTERCUP: KindDecl = {
  kind: 'buttercup',
  nouns: ['buttercup'],
  size: [0.36, 0.25],
  parts: [
    ...BUTTERCUP_HEADS.map(([x, y, z]) =>
      rod('stem', [x * 0.3, 0, z * 0.3], [x, y, z], 0.003, 'leaf', { role: 'detail' }),
    ),
    // Five glossy petals make a shallow cup round a green-yellow middle.
    part(
      'flower',
      {
        lathe: [
          [0.004, 0],
          [0.014, 0.004],
          [0.022, 0.012],
          [0.025, 0.018],
        ],
        smooth: true,
        wall: 0.002,
      },
      'paint',
      {
        ...at(BUTTERCUP_HEADS),
        color: 0xf8d010,
        answersTo: ['flowers', 'petal', 'petals', 'cup', 'cups', 'bloom'],
      },
    ),
    part('centre', { ball: 0.007 }, 'plain', {
      ...at(BUTTERCUP_HEADS.map(([x, y, z]) => [x, y + 0.006, z] as V3)),
      color: 0xb8b020,
      role: 'detail',
    }),
    // Deeply lobed leaves low round the stems.
    ...[0, 72, 144, 216, 288].map((yaw) => {
      const a = (yaw * Math.PI) / 180;
      return part('leaf', { ellipsoid: [0.045, 0.006, 0.035] }, 'leaf', {
        at: [Math.cos(a) * 0.05, 0.03, Math.sin(a) * 0.05],
        turn: [0, -yaw, 8],
        role: 'detail',
        answersTo: ['leaves'],
      });
    }),
  ],
};

// --- Thistle ---------------------------------------------------------------------------------

/** A thistle's heads: [x, height, z], the middle one highest. */
const THISTLE_HEADS: readonly V3[] = [
  [0, 0.62, 0],
  [0.09, 0.52, 0.03],
  [-0.08, 0.5, -0.03],
];

/** Eight spines round a head's green globe, pointing out and down. */
function spines(c: V3): PartDecl[] {
  return [0, 45, 90, 135, 180, 225, 270, 315].map((deg) => {
    const a = (deg * Math.PI) / 180;
    const tip: V3 = [c[0] + Math.cos(a) * 0.045, c[1] - 0.012, c[2] + Math.sin(a) * 0.045];
    return rod('spine', c, tip, 0.004, 'leaf', {
      color: 0x4c6a2a,
      role: 'detail',
      answersTo: ['spines', 'prickles'],
    });
  });
}

const THISTLE: KindDecl = {
  kind: 'thistle',
  nouns: ['thistle'],
  size: [0.7, 0.3],
  parts: [
    rod('stem', [0, 0, 0], [0, 0.6, 0], 0.007, 'leaf', { color: 0x5a7a34, role: 'detail' }),
    rod('stem', [0, 0.4, 0], [0.09, 0.5, 0.03], 0.005, 'leaf', { color: 0x5a7a34, role: 'detail' }),
    rod('stem', [0, 0.38, 0], [-0.08, 0.48, -0.03], 0.005, 'leaf', {
      color: 0x5a7a34,
      role: 'detail',
    }),
    // The spiny bract globe under each head.
    part('bracts', { ball: 0.028 }, 'leaf', {
      ...at(THISTLE_HEADS),
      color: 0x5f8a3a,
      role: 'detail',
      answersTo: ['globe', 'base'],
    }),
    ...THISTLE_HEADS.flatMap((h) => spines(h)),
    // The brush of purple florets flaring from the top of each globe.
    part('flower', { cyl: 0.04, r: 0.018, rTop: 0.032 }, 'flower', {
      ...at(THISTLE_HEADS.map(([x, y, z]) => [x, y + 0.012, z] as V3)),
      color: 0x9a3aa8,
      answersTo: ['flowers', 'head', 'heads', 'bloom', 'florets'],
    }),
    // Long, narrow, jagged leaves along the stem.
    ...[
      [0, 0.16, 30],
      [180, 0.26, -20],
      [90, 0.36, 15],
      [270, 0.44, -10],
    ].map(([yaw, y, tilt]) => {
      const a = (yaw! * Math.PI) / 180;
      return part('leaf', { ellipsoid: [0.11, 0.006, 0.03] }, 'leaf', {
        at: [Math.cos(a) * 0.1, y!, Math.sin(a) * 0.1],
        turn: [0, -yaw!, tilt!],
        color: 0x4f7a36,
        role: 'detail',
        answersTo: ['leaves'],
      });
    }),
  ],
};

// --- Geranium --------------------------------------------------------------------------------

/** The balls of a geranium's flower clusters: three round heads of small blooms. */
const GERANIUM_HEADS: readonly V3[] = [
  [0.0, 0.46, 0.02],
  [0.1, 0.42, -0.05],
  [-0.09, 0.43, -0.04],
];
const GERANIUM_BLOOMS: readonly V3[] = GERANIUM_HEADS.flatMap((h) =>
  spiral(14)
    .filter((d) => d[1] > -0.3)
    .map(
      (d) =>
        [
          Math.round((h[0] + d[0] * 0.045) * 1000) / 1000,
          Math.round((h[1] + d[1] * 0.04) * 1000) / 1000,
          Math.round((h[2] + d[2] * 0.045) * 1000) / 1000,
        ] as V3,
    ),
);

const GERANIUM: KindDecl = {
  kind: 'geranium',
  nouns: ['geranium'],
  size: [0.5, 0.35],
  parts: [
    part(
      'pot',
      {
        lathe: [
          [0.07, 0],
          [0.1, 0.15],
          [0.11, 0.17],
        ],
        wall: 0.01,
      },
      'terracotta',
      { role: 'detail' },
    ),
    part('soil', { cyl: 0.015, r: 0.095 }, 'soil', { at: [0, 0.135, 0], role: 'fixed' }),
    // A mound of round scalloped leaves over the pot's rim.
    ...[0, 60, 120, 180, 240, 300, 30, 210].map((yaw, i) => {
      const a = (yaw * Math.PI) / 180;
      const d = i < 6 ? 0.1 : 0.04;
      return part('leaf', { ellipsoid: [0.05, 0.012, 0.05] }, 'leaf', {
        at: [Math.cos(a) * d, i < 6 ? 0.19 : 0.24, Math.sin(a) * d],
        turn: [0, -yaw, i < 6 ? 15 : 0],
        color: 0x4a8a3a,
        role: 'detail',
        answersTo: ['leaves'],
      });
    }),
    ...GERANIUM_HEADS.map(([x, y, z]) =>
      rod('stem', [x * 0.3, 0.17, z * 0.3], [x, y - 0.03, z], 0.004, 'leaf', { role: 'detail' }),
    ),
    // Each head's blooms sit round a ball of buds they all touch.
    part('buds', { ball: 0.037 }, 'flower', {
      ...at(GERANIUM_HEADS),
      color: 0xb81a30,
      answersTo: ['flower', 'flowers', 'petal', 'petals', 'bloom', 'blooms', 'bud'],
    }),
    part('flower', { ball: 0.014 }, 'flower', {
      ...at(GERANIUM_BLOOMS),
      color: 0xe0243a,
      answersTo: ['flowers', 'petal', 'petals', 'bloom', 'blooms'],
    }),
  ],
};

/** The kinds this file declares (registered in ./index.ts). */
export const S27_PLANTS_KINDS: readonly KindDecl[] = [FERN, BUTTERCUP, THISTLE, GERANIUM];
