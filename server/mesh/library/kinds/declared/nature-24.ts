/**
 * Natural things a person names by one look (issue #32, session 24, N; docs/decisions.md
 * "Trees, plants, landforms and natural bits by their telling look"): a poplar's column of a
 * crown, a magnolia's pink cups, a briar's arching canes with wild roses, pussy willow's
 * silver catkins in a jar; chamomile's small daisies, catnip's and ragweed's spikes; produce a
 * person names on sight (cranberries, a bunch of scallions); landforms as dioramas on a slab
 * (a dry riverbed, a sandbank, a snowfield, a snowdrift against a fence); and small natural
 * bits (a gold nugget, glowing embers, a splinter, a watermelon rind, a cracked eggshell, a
 * corn husk). Declared as data (library/declare.ts).
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { band } from './outlines.ts';
import { at, part, rod } from './part-shorthand.ts';

/** A point `d` out from the Y axis at `deg` degrees (0 = +X, turning toward -Z) and height y. */
function round(deg: number, d: number, y: number): V3 {
  const a = (deg * Math.PI) / 180;
  return [d * Math.cos(a), y, -d * Math.sin(a)];
}

/** `n` points round a ring, every one `d` out at height y, starting at `phase` degrees. */
function ringOf(n: number, d: number, y: number, phase = 0): V3[] {
  return Array.from({ length: n }, (_, i) => round(phase + (360 * i) / n, d, y));
}

/** Points on the upper part of an ellipsoid crown centred at c with radii r. */
function onCrown(c: V3, r: V3, points: readonly [number, number][]): V3[] {
  return points.map(([deg, el]) => {
    const a = (deg * Math.PI) / 180;
    const e = (el * Math.PI) / 180;
    return [
      c[0] + r[0] * Math.cos(e) * Math.cos(a),
      c[1] + r[1] * Math.sin(e),
      c[2] - r[2] * Math.cos(e) * Math.sin(a),
    ] as V3;
  });
}

// --- Trees by silhouette ---

/** A Lombardy poplar: a tall narrow column of a crown on a short straight trunk. */
const poplar: KindDecl = {
  kind: 'poplar',
  nouns: [
    'poplar',
    'poplar tree',
    'lombardy poplar',
    'black poplar',
    'white poplar',
    'italian poplar',
  ],
  size: [11, 2.6],
  vary: 0.06,
  parts: [
    part('trunk', { cyl: 2.6, r: 0.24, rTop: 0.15 }, 'bark', {
      color: 0x6a5a48,
      role: 'detail',
      answersTo: ['bark'],
    }),
    part('canopy', { ellipsoid: [1.15, 4.4, 1.15] }, 'leaf', {
      at: [0, 6.1, 0],
      color: 0x4e8a36,
      answersTo: ['leaves', 'leaf', 'crown', 'foliage'],
    }),
    part('canopy_2', { ellipsoid: [0.8, 2.6, 0.8] }, 'leaf', {
      at: [0.45, 5.2, 0.35],
      color: 0x447e30,
      answersTo: ['leaves', 'leaf', 'crown', 'foliage', 'canopy'],
    }),
    part('canopy_3', { ellipsoid: [0.75, 2.4, 0.75] }, 'leaf', {
      at: [-0.4, 6.6, -0.3],
      color: 0x548f3a,
      answersTo: ['leaves', 'leaf', 'crown', 'foliage', 'canopy'],
    }),
  ],
};

const MAGNOLIA_CROWN: V3 = [0, 3.3, 0];
const MAGNOLIA_R: V3 = [2.1, 1.45, 2.1];
const MAGNOLIA_CUPS = onCrown(
  MAGNOLIA_CROWN,
  [2.02, 1.38, 2.02],
  [
    [10, 20],
    [60, 35],
    [110, 15],
    [160, 40],
    [210, 20],
    [260, 10],
    [300, 35],
    [340, 5],
    [30, 60],
    [140, 65],
    [250, 55],
    [0, 85],
    [80, 5],
    [190, 5],
    [285, 70],
    [230, 42],
  ],
);
/** A magnolia in flower: a low spreading crown dotted with large upright pink-and-white cups. */
const magnolia: KindDecl = {
  kind: 'magnolia',
  nouns: ['magnolia', 'magnolia tree', 'saucer magnolia', 'star magnolia', 'southern magnolia'],
  size: [4.9, 4.6],
  vary: 0.06,
  parts: [
    part(
      'trunk',
      {
        sweep: [
          [0, 0, 0],
          [0.1, 1.2, 0],
          [0, 2.4, 0],
        ],
        r: [0.2, 0.15, 0.11],
      },
      'bark',
      { color: 0x6e6258, role: 'detail', answersTo: ['bark'] },
    ),
    rod('branch', [0.05, 1.6, 0], [-1.1, 2.8, 0.4], 0.08, 'bark', {
      copies: [[0.9, 0.1, -0.9]],
      color: 0x6e6258,
      role: 'fixed',
      answersTo: ['branches'],
    }),
    part('canopy', { ellipsoid: MAGNOLIA_R }, 'leaf', {
      at: MAGNOLIA_CROWN,
      color: 0x4a7a34,
      role: 'accent',
      answersTo: ['leaves', 'leaf', 'crown', 'foliage'],
    }),
    part(
      'bloom',
      {
        lathe: [
          [0.02, 0],
          [0.16, 0.08],
          [0.22, 0.24],
          [0.2, 0.36],
          [0.03, 0.3],
        ],
        smooth: true,
      },
      'flower',
      { ...at(MAGNOLIA_CUPS), color: 0xf4c4d4, answersTo: ['flowers', 'flower', 'blossom'] },
    ),
  ],
};

const CATKIN_TWIGS: Array<[V3, V3]> = [
  [
    [0, 0.22, 0],
    [-0.12, 0.78, 0.02],
  ],
  [
    [0, 0.22, 0],
    [0.02, 0.86, -0.03],
  ],
  [
    [0, 0.22, 0],
    [0.13, 0.74, 0.04],
  ],
  [
    [0, 0.22, 0],
    [-0.05, 0.66, 0.1],
  ],
  [
    [0, 0.22, 0],
    [0.08, 0.68, -0.1],
  ],
];
/** Pussy willow: bare dark twigs in a jar, each studded with fuzzy silver-grey catkins. */
const pussyWillow: KindDecl = {
  kind: 'pussy willow',
  nouns: ['pussy willow', 'pussy willows', 'goat willow', 'salix discolor'],
  size: [0.86, 0.3],
  parts: [
    part(
      'jar',
      {
        lathe: [
          [0.05, 0],
          [0.075, 0.04],
          [0.075, 0.2],
          [0.055, 0.26],
        ],
        wall: 0.006,
      },
      'glass',
      { color: 0xcfe4e8, role: 'accent', answersTo: ['vase', 'jar'] },
    ),
    ...CATKIN_TWIGS.map(([a, b], i) =>
      rod(`twig_${i + 1}`, a, b, 0.005, 'bark', {
        color: 0x4a2e22,
        role: 'detail',
        answersTo: ['twigs', 'twig', 'branches'],
      }),
    ),
    ...CATKIN_TWIGS.map(([a, b], i) =>
      part(`catkin_${i + 1}`, { ellipsoid: [0.011, 0.02, 0.011] }, 'fur', {
        ...at(
          [0.45, 0.6, 0.75, 0.9].map(
            (t) =>
              [
                a[0] + (b[0] - a[0]) * t + (i % 2 === 0 ? 0.006 : -0.006),
                a[1] + (b[1] - a[1]) * t,
                a[2] + (b[2] - a[2]) * t,
              ] as V3,
          ),
        ),
        color: 0xd8d8d2,
        answersTo: ['catkins', 'catkin', 'buds'],
      }),
    ),
  ],
};

// --- Shrubs and plants ---

/** Arching cane points from the base out to a tip at `deg` degrees, `reach` out, `h` high. */
function cane(deg: number, reach: number, h: number): V3[] {
  return [
    round(deg, 0.02, 0),
    round(deg, reach * 0.3, h * 0.8),
    round(deg, reach * 0.7, h),
    round(deg, reach, h * 0.6),
  ];
}
const BRIAR_CANES: V3[][] = [
  cane(0, 0.75, 1.1),
  cane(70, 0.6, 1.25),
  cane(140, 0.7, 1.0),
  cane(200, 0.65, 1.2),
  cane(270, 0.7, 1.05),
  cane(320, 0.5, 1.3),
];
/** A briar: a tangle of arching thorny canes with small leaves, pink wild roses and red hips. */
const briar: KindDecl = {
  kind: 'briar',
  nouns: ['briar', 'brier', 'sweetbrier', 'sweetbriar', 'eglantine', 'dog rose', 'briar rose'],
  size: [1.3, 1.6],
  parts: [
    ...BRIAR_CANES.map((pts, i) =>
      part(`cane_${i + 1}`, { sweep: pts, r: [0.018, 0.014, 0.01, 0.007] }, 'bark', {
        color: 0x5a3a26,
        role: 'detail',
        answersTo: ['canes', 'stems', 'thorns'],
      }),
    ),
    ...BRIAR_CANES.map((pts, i) =>
      part(`leaves_${i + 1}`, { ellipsoid: [0.05, 0.02, 0.035] }, 'leaf', {
        ...at([pts[1]!, pts[2]!].map(([x, y, z]) => [x, y + 0.01, z] as V3)),
        color: 0x3e7a30,
        role: 'fixed',
        answersTo: ['leaves'],
      }),
    ),
    part('rose', { cyl: 0.012, r: 0.055 }, 'flower', {
      ...at(
        BRIAR_CANES.map((pts) => {
          const [x, y, z] = pts[2]!;
          return [x, y + 0.005, z] as V3;
        }),
      ),
      color: 0xf09ab8,
      answersTo: ['flowers', 'flower', 'roses', 'petals'],
    }),
    part('stamens', { ball: 0.018 }, 'plain', {
      ...at(
        BRIAR_CANES.map((pts) => {
          const [x, y, z] = pts[2]!;
          return [x, y + 0.018, z] as V3;
        }),
      ),
      color: 0xf2c830,
      role: 'fixed',
    }),
    part('hip', { ellipsoid: [0.022, 0.03, 0.022] }, 'plain', {
      ...at(BRIAR_CANES.map((pts) => pts[3]!)),
      color: 0xc8281e,
      role: 'accent',
      answersTo: ['hips', 'berries'],
    }),
  ],
};

/** A stem from the base to a head, leaning out at `deg`, `lean` out, `h` high. */
function stemTo(deg: number, lean: number, h: number): V3 {
  return round(deg, lean, h);
}

const CHAMOMILE_HEADS: V3[] = [
  stemTo(0, 0.02, 0.3),
  stemTo(50, 0.07, 0.26),
  stemTo(110, 0.08, 0.28),
  stemTo(170, 0.06, 0.24),
  stemTo(230, 0.09, 0.27),
  stemTo(290, 0.07, 0.25),
  stemTo(330, 0.1, 0.22),
];
/** Chamomile: a clump of thin stems and feathery leaves under many small daisies with domed yellow eyes. */
const chamomile: KindDecl = {
  kind: 'chamomile',
  nouns: ['chamomile', 'camomile', 'chamomile plant', 'german chamomile', 'roman chamomile'],
  size: [0.33, 0.26],
  parts: [
    part('leaves', { ellipsoid: [0.1, 0.05, 0.09] }, 'leaf', {
      color: 0x5a9a3e,
      role: 'detail',
      answersTo: ['foliage'],
    }),
    ...CHAMOMILE_HEADS.map((h, i) =>
      rod(`stem_${i + 1}`, [0, 0.02, 0], h, 0.003, 'leaf', {
        color: 0x5a9a3e,
        role: 'detail',
        answersTo: ['stems'],
      }),
    ),
    part('petals', { cyl: 0.004, r: 0.022 }, 'flower', {
      ...at(CHAMOMILE_HEADS),
      color: 0xfbfbf6,
      answersTo: ['flowers', 'flower', 'petals'],
    }),
    part('eye', { ellipsoid: [0.009, 0.009, 0.009] }, 'plain', {
      ...at(CHAMOMILE_HEADS.map(([x, y, z]) => [x, y + 0.005, z] as V3)),
      color: 0xf2c21e,
      role: 'accent',
      answersTo: ['centres', 'centre', 'eyes'],
    }),
  ],
};

/** A herb's upright spike plant: stems with paired leaves and a flower spike at each top. */
function spikePlant(
  stemColor: number,
  leafColor: number,
  spikeColor: number,
  tops: readonly V3[],
  leaf: V3,
  spike: V3,
): PartDecl[] {
  return [
    ...tops.map((t, i) =>
      rod(`stem_${i + 1}`, [0, 0, 0], t, 0.006, 'leaf', {
        color: stemColor,
        role: 'detail',
        answersTo: ['stems'],
      }),
    ),
    ...tops.map((t, i) =>
      part(`leaf_${i + 1}`, { ellipsoid: leaf }, 'leaf', {
        ...at(
          [0.35, 0.6].flatMap((k) =>
            [1, -1].map((s) => [t[0] * k + s * leaf[0] * 0.8, t[1] * k, t[2] * k] as V3),
          ),
        ),
        color: leafColor,
        role: 'fixed',
        answersTo: ['leaves'],
      }),
    ),
    part('spike', { ellipsoid: spike }, 'flower', {
      ...at(tops.map(([x, y, z]) => [x, y + spike[1] * 0.8, z] as V3)),
      color: spikeColor,
      answersTo: ['flowers', 'flower', 'spikes'],
    }),
  ];
}

/** Catnip: a bushy mint in a pot — grey-green heart leaves, pale lilac flower spikes. */
const catnip: KindDecl = {
  kind: 'catnip',
  nouns: ['catnip', 'catmint', 'catnip plant', 'nepeta cataria'],
  size: [0.5, 0.3],
  parts: [
    part(
      'pot',
      {
        lathe: [
          [0.08, 0],
          [0.11, 0.13],
          [0.12, 0.14],
        ],
        wall: 0.008,
      },
      'terracotta',
      { role: 'detail', answersTo: ['pot'] },
    ),
    part('soil', { cyl: 0.01, r: 0.1 }, 'soil', { at: [0, 0.12, 0], role: 'fixed' }),
    ...spikePlant(
      0x6a8a58,
      0x8aa87a,
      0xcab8e8,
      [
        [0, 0.42, 0],
        [0.08, 0.36, 0.03],
        [-0.08, 0.37, -0.02],
        [0.02, 0.34, 0.08],
        [-0.03, 0.35, -0.08],
      ].map(([x, y, z]) => [x!, y! + 0.05, z!] as V3),
      [0.03, 0.008, 0.026],
      [0.014, 0.045, 0.014],
    ).map((p) => (p.name.startsWith('stem_') ? { ...p, shape: shiftCapsule(p, 0.12) } : p)),
  ],
};

/** A capsule part's shape with its first end raised by `dy` (stems rising from pot soil). */
function shiftCapsule(p: PartDecl, dy: number): PartDecl['shape'] {
  const s = p.shape;
  if (!('capsule' in s)) return s;
  const [[x, y, z], b] = s.capsule;
  return { ...s, capsule: [[x, y + dy, z], b] };
}

/** Ragweed: a rank weed on a clod of earth — lobed leaves, slender green-yellow flower spikes. */
const ragweed: KindDecl = {
  kind: 'ragweed',
  nouns: ['ragweed', 'common ragweed', 'bitterweed', 'ragweed plant'],
  size: [0.9, 0.6],
  parts: [
    part('clod', { ellipsoid: [0.2, 0.06, 0.18] }, 'soil', {
      color: 0x5a4230,
      role: 'detail',
      answersTo: ['soil', 'ground'],
    }),
    ...spikePlant(
      0x6a8a3a,
      0x4f8a34,
      0xc8c648,
      [
        [0, 0.86, 0],
        [0.18, 0.7, 0.05],
        [-0.17, 0.74, -0.04],
        [0.06, 0.64, 0.17],
        [-0.06, 0.66, -0.16],
        [0.13, 0.6, -0.12],
      ],
      [0.07, 0.01, 0.04],
      [0.014, 0.09, 0.014],
    ),
  ],
};

// --- Produce ---

const CRANBERRIES: V3[] = [
  [0, 0.009, 0],
  [0.019, 0.009, 0.004],
  [-0.018, 0.009, 0.006],
  [0.006, 0.009, 0.02],
  [-0.008, 0.009, -0.018],
  [0.015, 0.009, -0.015],
  [-0.02, 0.009, -0.012],
  [0.024, 0.009, 0.022],
  [0.008, 0.025, 0.004],
  [-0.008, 0.025, -0.002],
  [0.004, 0.024, -0.012],
];
/** Cranberries: a little heap of glossy deep-red berries, a sprig of tiny leaves beside them. */
const cranberry: KindDecl = {
  kind: 'cranberry',
  nouns: ['cranberry', 'cranberries', 'american cranberry'],
  size: [0.035, 0.07],
  parts: [
    part('berry', { ellipsoid: [0.0095, 0.009, 0.0095] }, 'plastic', {
      ...at(CRANBERRIES),
      color: 0xa8101e,
      answersTo: ['berries', 'cranberries', 'fruit'],
    }),
    rod('sprig', [-0.028, 0.003, 0.01], [-0.05, 0.004, 0.03], 0.0018, 'bark', {
      color: 0x6a3a28,
      role: 'fixed',
    }),
    part('sprig_leaf', { ellipsoid: [0.005, 0.0018, 0.0028] }, 'leaf', {
      ...at([
        [-0.034, 0.005, 0.015],
        [-0.041, 0.005, 0.022],
        [-0.047, 0.005, 0.028],
      ]),
      color: 0x3a6a2a,
      role: 'fixed',
      answersTo: ['leaves'],
    }),
  ],
};

/** Scallions: a bunch of three lying side by side, white bulbs with root tufts, long green tops, a band. */
const SCALLION_Z = [-0.014, 0, 0.014];
const scallion: KindDecl = {
  kind: 'scallion',
  nouns: [
    'scallion',
    'scallions',
    'green onion',
    'green onions',
    'spring onion',
    'spring onions',
    'salad onion',
  ],
  size: [0.045, 0.42],
  parts: [
    ...SCALLION_Z.map((z, i) =>
      rod(`bulb_${i + 1}`, [-0.16, 0.008, z], [-0.08, 0.007, z], 0.008, 'plain', {
        color: 0xf4f2e6,
        answersTo: ['bulbs', 'bulb', 'white'],
      }),
    ),
    ...SCALLION_Z.map((z, i) =>
      part(
        `top_${i + 1}`,
        {
          sweep: [
            [-0.09, 0.007, z],
            [0.05, 0.007, z * 1.4],
            [0.24, 0.006, z * 2.6 + (i - 1) * 0.01],
          ],
          r: [0.0068, 0.0062, 0.004],
        },
        'leaf',
        { color: 0x3f9a34, role: 'accent', answersTo: ['tops', 'leaves', 'greens'] },
      ),
    ),
    ...SCALLION_Z.map((z, i) =>
      part(`roots_${i + 1}`, { ellipsoid: [0.008, 0.005, 0.008] }, 'plain', {
        at: [-0.172, 0.005, z],
        color: 0xd8ceb0,
        role: 'fixed',
        answersTo: ['roots'],
      }),
    ),
    part('band', { ring: 0.025, r: 0.003 }, 'rubber', {
      turn: [0, 90, 0],
      at: [-0.06, 0.007, 0],
      color: 0x2a5ac8,
      role: 'fixed',
      answersTo: ['band', 'rubber band'],
    }),
  ],
};

// --- Landforms as dioramas on a slab (as the valley and swamp of common-nature.ts) ---

const SLAB: V3 = [8, 0.3, 6];

/** A winding centre line across the slab, front to back. */
const BED_LINE: V2[] = Array.from({ length: 13 }, (_, i) => {
  const z = -3 + i * 0.5;
  return [0.7 * Math.sin(z * 0.9), z] as V2;
});

/** The footprint between a centre line's band (`w` out) and one edge of the slab. */
function bankOf(line: readonly V2[], w: number, side: 1 | -1): V2[] {
  const edge = line.map(([x, z]) => [x + side * w, z] as V2);
  const first = line[0]!;
  const last = line[line.length - 1]!;
  const out: V2[] = [...edge, [side * 4, last[1]], [side * 4, first[1]]];
  return side > 0 ? out.reverse() : out;
}

/** A dry riverbed: a winding channel of grey stones and sand between grassy banks, a trickle in it. */
const riverbed: KindDecl = {
  kind: 'riverbed',
  nouns: [
    'riverbed',
    'river bed',
    'streambed',
    'stream bed',
    'dry riverbed',
    'wadi',
    'river bottom',
  ],
  size: [0.75, 8],
  parts: [
    part('bed', { box: SLAB }, 'stone', {
      color: 0xb8a888,
      answersTo: ['sand', 'gravel', 'bed'],
    }),
    part('bank', { plan: bankOf(BED_LINE, 1.1, 1), height: 0.35, taper: 1 }, 'grass', {
      at: [0, 0.3, 0],
      color: 0x6a9a44,
      role: 'accent',
      answersTo: ['banks', 'grass'],
    }),
    part('bank_2', { plan: bankOf(BED_LINE, 1.1, -1), height: 0.35, taper: 1 }, 'grass', {
      at: [0, 0.3, 0],
      color: 0x6a9a44,
      role: 'accent',
      answersTo: ['banks', 'grass', 'bank'],
    }),
    part('trickle', { plan: band(BED_LINE, 0.16), height: 0.03 }, 'ocean', {
      at: [0, 0.3, 0],
      color: 0x5a9ac8,
      role: 'detail',
      answersTo: ['water', 'stream'],
    }),
    part('stones', { ellipsoid: [0.2, 0.1, 0.16] }, 'stone', {
      ...at(
        BED_LINE.filter((_, i) => i % 2 === 0).flatMap(([x, z], i) => [
          [x + 0.45 * (i % 2 === 0 ? 1 : -1), 0.3, z] as V3,
          [x - 0.55 * (i % 2 === 0 ? 1 : -1), 0.3, z + 0.2] as V3,
        ]),
      ),
      color: 0x8a8680,
      role: 'fixed',
      answersTo: ['stones', 'rocks', 'pebbles'],
    }),
    part('tuft', { ellipsoid: [0.22, 0.18, 0.22] }, 'grass', {
      ...at([
        [2.6, 0.65, -1.8],
        [-2.8, 0.65, 1.6],
        [3.2, 0.65, 2.1],
      ]),
      color: 0x4e8230,
      role: 'fixed',
      answersTo: ['bushes'],
    }),
  ],
};

/** A sandbank: a long low bar of pale sand rising from shallow blue water, shells and a log on it. */
const sandbank: KindDecl = {
  kind: 'sandbank',
  nouns: ['sandbank', 'sandbar', 'sand bar', 'sand bank', 'sandspit'],
  size: [0.9, 8],
  parts: [
    part('water', { box: SLAB }, 'ocean', {
      color: 0x3a8ac0,
      role: 'accent',
      answersTo: ['water', 'sea', 'river'],
    }),
    part('shallows', { ellipsoid: [3.4, 0.32, 1.5] }, 'ocean', {
      at: [0, 0.22, 0],
      minus: [{ shape: { box: [8, 1, 4] }, at: [0, -0.78, 0] }],
      color: 0x6ac0c8,
      role: 'fixed',
      answersTo: ['shallows'],
    }),
    part('sand', { ellipsoid: [3.0, 0.55, 1.05] }, 'plain', {
      at: [0, 0.22, 0],
      minus: [{ shape: { box: [8, 1, 4] }, at: [0, -0.78, 0] }],
      color: 0xe8d49a,
      answersTo: ['sand', 'bank', 'bar'],
    }),
    rod('driftwood', [-1.0, 0.7, 0.1], [0.2, 0.72, -0.2], 0.07, 'wood', {
      color: 0xa89a84,
      role: 'fixed',
      answersTo: ['log', 'driftwood'],
    }),
  ],
};

/** A snowfield: a wide white slab in soft drifts, a few snow-laden firs, a line of footprints. */
const snowfield: KindDecl = {
  kind: 'snowfield',
  nouns: ['snowfield', 'snow field', 'snowscape', 'field of snow', 'snowy field', 'snow plain'],
  size: [2.3, 8],
  parts: [
    part('snow', { box: SLAB }, 'snow', {
      color: 0xf4f7fc,
      answersTo: ['snow', 'ground', 'field'],
    }),
    part('drift', { ellipsoid: [1.6, 0.45, 1.0] }, 'snow', {
      ...at([
        [-1.8, 0.3, -1.6],
        [2.0, 0.3, 1.4],
        [1.2, 0.3, -2.0],
      ]),
      minus: [{ shape: { box: [4, 1, 4] }, at: [0, -1, 0] }],
      color: 0xe8eef8,
      role: 'fixed',
      answersTo: ['drifts'],
    }),
    part('fir', { cyl: 1.9, r: 0.5, rTop: 0.02 }, 'pine', {
      ...at([
        [-3.0, 0.3, -2.3],
        [-2.2, 0.3, -2.5],
        [3.2, 0.3, -2.4],
      ]),
      color: 0x2a5a3a,
      role: 'fixed',
      answersTo: ['trees', 'firs'],
    }),
    part('fir_snow', { cyl: 0.5, r: 0.22, rTop: 0.02 }, 'snow', {
      ...at([
        [-3.0, 1.7, -2.3],
        [-2.2, 1.7, -2.5],
        [3.2, 1.7, -2.4],
      ]),
      color: 0xffffff,
      role: 'fixed',
    }),
    part('footprint', { box: [0.14, 0.02, 0.26] }, 'plain', {
      ...at(
        Array.from(
          { length: 8 },
          (_, i) => [0.3 * (i % 2 === 0 ? 1 : -1) * 0.5 + 0.2, 0.29, 2.6 - i * 0.62] as V3,
        ),
      ),
      color: 0xb8c8dc,
      role: 'fixed',
      answersTo: ['footprints', 'tracks'],
    }),
  ],
};

/** A snowdrift: a wind-carved heap of snow banked against a half-buried wooden fence. */
const snowdrift: KindDecl = {
  kind: 'snowdrift',
  nouns: ['snowdrift', 'snow drift', 'snowbank', 'snow bank', 'drift of snow', 'bank of snow'],
  size: [1.2, 3],
  parts: [
    part('ground', { box: [3, 0.08, 2] }, 'snow', {
      color: 0xeef2f8,
      role: 'accent',
      answersTo: ['ground'],
    }),
    part('drift', { ellipsoid: [1.4, 0.95, 0.75] }, 'snow', {
      at: [0, 0.08, 0.15],
      minus: [
        { shape: { box: [4, 2, 2] }, at: [0, -2, 0] },
        { shape: { box: [4, 2, 2] }, at: [0, 0, -1.05] },
      ],
      color: 0xf7f9fc,
      answersTo: ['snow', 'drift'],
    }),
    part('cornice', { ellipsoid: [1.2, 0.18, 0.35] }, 'snow', {
      at: [0, 0.92, 0.0],
      color: 0xffffff,
      role: 'fixed',
      answersTo: ['snow'],
    }),
    part('post', { box: [0.09, 1.25, 0.09] }, 'wood', {
      ...at([
        [-1.2, 0.08, -0.1],
        [0, 0.08, -0.1],
        [1.2, 0.08, -0.1],
      ]),
      color: 0x6a5038,
      role: 'detail',
      answersTo: ['fence', 'posts'],
    }),
    part('rail', { box: [2.6, 0.1, 0.04] }, 'wood', {
      ...at([
        [0, 0.6, -0.17],
        [0, 1.05, -0.17],
      ]),
      color: 0x7a5a40,
      role: 'detail',
      answersTo: ['fence', 'rails'],
    }),
  ],
};

// --- Small natural bits ---

/** A gold nugget: a lumpy knot of bright rough gold. */
const nugget: KindDecl = {
  kind: 'nugget',
  nouns: [
    'nugget',
    'gold nugget',
    'nugget of gold',
    'gold lump',
    'chicken nugget',
    'chicken nuggets',
    'chicken mcnugget',
  ],
  size: [0.014, 0.03],
  // A chicken nugget is the fast food: breaded lumps on a paper tray by a cup of dip (it had
  // been the gold, and before this kind a bird).
  looks: Object.fromEntries(
    ['chicken nugget', 'chicken nuggets', 'chicken mcnugget'].map((noun) => [
      noun,
      {
        drop: ['nugget', 'lump'],
        parts: [
          part('tray', { box: [0.03, 0.0015, 0.022] }, 'paper', {
            color: 0xf2ead8,
            role: 'fixed',
          }),
          part('nugget', { ellipsoid: [0.0062, 0.0028, 0.0048] }, 'plain', {
            ...at([
              [-0.006, 0.0038, -0.004],
              [0.004, 0.0038, -0.005],
              [-0.005, 0.0038, 0.005],
              [0.005, 0.0038, 0.004],
            ]),
            color: 0xd8983a,
            answersTo: ['breading', 'crust'],
          }),
          part('dip', { cyl: 0.006, r: 0.0045 }, 'plastic', {
            at: [0.0105, 0.0015, -0.0065],
            color: 0xb8281e,
            role: 'accent',
            answersTo: ['sauce', 'ketchup', 'cup'],
          }),
        ],
      },
    ]),
  ),
  parts: [
    part('nugget', { ellipsoid: [0.011, 0.0065, 0.008] }, 'gold', {
      at: [0, 0.0062, 0],
      color: 0xe8b838,
      answersTo: ['gold', 'lump'],
    }),
    part('lump', { ellipsoid: [0.007, 0.006, 0.0065] }, 'gold', {
      ...at([
        [0.008, 0.0068, 0.002],
        [-0.007, 0.0072, -0.002],
        [0.001, 0.0085, 0.004],
      ]),
      color: 0xd8a82a,
      role: 'fixed',
    }),
  ],
};

/** Embers: charred chunks of wood on grey ash, glowing orange in their cracks and undersides. */
const ember: KindDecl = {
  kind: 'ember',
  nouns: ['ember', 'embers', 'live coal', 'live coals', 'glowing coal', 'hot coals', 'hot coal'],
  size: [0.07, 0.3],
  parts: [
    part('ash', { ellipsoid: [0.15, 0.02, 0.11] }, 'plain', {
      at: [0, 0.001, 0],
      minus: [{ shape: { box: [0.4, 0.1, 0.4] }, at: [0, -0.1, 0] }],
      color: 0x8a8682,
      role: 'detail',
      answersTo: ['ash', 'ashes'],
    }),
    part('glow', { ellipsoid: [0.045, 0.022, 0.032] }, 'light', {
      ...at([
        [-0.05, 0.02, 0.01],
        [0.05, 0.02, -0.015],
        [0.0, 0.02, 0.045],
      ]),
      color: 0xff6a12,
      answersTo: ['glow', 'fire', 'ember'],
    }),
    part('char', { ellipsoid: [0.04, 0.022, 0.028] }, 'coal', {
      ...at([
        [-0.05, 0.034, 0.01],
        [0.05, 0.034, -0.015],
        [0.0, 0.034, 0.045],
      ]),
      color: 0x2a1a14,
      role: 'fixed',
      answersTo: ['charcoal', 'coal'],
    }),
    part('crack', { box: [0.05, 0.006, 0.005] }, 'light', {
      ...at([
        [-0.05, 0.05, 0.012],
        [0.05, 0.05, -0.013],
        [0.0, 0.05, 0.047],
      ]),
      color: 0xffa020,
      role: 'fixed',
      answersTo: ['cracks'],
    }),
  ],
};

/** A splinter (a sliver): a long thin jagged shard of pale wood, its grain a darker streak. */
const splinter: KindDecl = {
  kind: 'splinter',
  nouns: ['splinter', 'wood splinter', 'splinter of wood', 'shard of wood'],
  size: [0.006, 0.08],
  parts: [
    part(
      'splinter',
      {
        extrude: [
          [-0.04, 0],
          [0.03, 0.0],
          [0.04, 0.001],
          [0.02, 0.004],
          [-0.01, 0.006],
          [-0.035, 0.004],
        ],
        depth: 0.006,
      },
      'paleWood',
      { color: 0xd8b07a, answersTo: ['wood', 'shard'] },
    ),
    part('grain', { box: [0.05, 0.0008, 0.0015] }, 'wood', {
      at: [-0.005, 0.0035, 0.0025],
      color: 0x9a6a3a,
      role: 'fixed',
    }),
  ],
};

/** A rind: a crescent of watermelon rind — dark striped green skin, pale inner rind, a pink edge. */
const RIND_OUT: V2[] = Array.from({ length: 13 }, (_, i) => {
  const a = Math.PI * (i / 12);
  return [-0.13 * Math.cos(a), 0.11 * Math.sin(a)] as V2;
});
const rind: KindDecl = {
  kind: 'melon rind',
  nouns: ['melon rind', 'watermelon rind', 'rind of watermelon', 'rind of a watermelon'],
  size: [0.11, 0.26],
  parts: [
    part(
      'skin',
      {
        extrude: [
          ...RIND_OUT,
          ...[...RIND_OUT].reverse().map(([x, y]) => [x * 0.9, y * 0.86] as V2),
        ],
        depth: 0.04,
      },
      'plain',
      { at: [0, 0, 0], color: 0x2e6a2a, answersTo: ['skin', 'rind', 'green'] },
    ),
    part(
      'pith',
      {
        extrude: [
          ...RIND_OUT.map(([x, y]) => [x * 0.9, y * 0.86] as V2),
          ...[...RIND_OUT].reverse().map(([x, y]) => [x * 0.76, y * 0.64] as V2),
        ],
        depth: 0.04,
      },
      'plain',
      { color: 0xe4f0c4, role: 'accent', answersTo: ['pith', 'white'] },
    ),
    part(
      'flesh',
      {
        extrude: [
          ...RIND_OUT.map(([x, y]) => [x * 0.76, y * 0.64] as V2),
          ...[...RIND_OUT].reverse().map(([x, y]) => [x * 0.7, y * 0.56] as V2),
        ],
        depth: 0.038,
      },
      'plain',
      { color: 0xf0607a, role: 'fixed', answersTo: ['flesh'] },
    ),
  ],
};

/** An eggshell: the two broken halves of an egg, one upright cup, one on its side. */
const SHELL: V2[] = [
  [0.001, 0],
  [0.014, 0.004],
  [0.021, 0.014],
  [0.022, 0.026],
];
const eggshell: KindDecl = {
  kind: 'eggshell',
  nouns: ['eggshell', 'egg shell', 'eggshells', 'shell of an egg'],
  size: [0.045, 0.1],
  parts: [
    part('shell', { lathe: SHELL, smooth: true, wall: 0.0012 }, 'ceramic', {
      at: [-0.025, 0, 0],
      color: 0xf4ece0,
      answersTo: ['shell', 'eggshell'],
    }),
    part(
      'tooth',
      {
        extrude: [
          [-0.004, 0],
          [0.004, 0],
          [0, 0.007],
        ],
        depth: 0.0012,
      },
      'ceramic',
      {
        ...at(ringOf(6, 0.0215, 0.0255, 15).map(([x, y, z]) => [x - 0.025, y, z] as V3)),
        color: 0xf4ece0,
        role: 'fixed',
      },
    ),
    part(
      'top_shell',
      { lathe: SHELL.map(([r, y]) => [r * 0.95, y * 0.8] as V2), smooth: true, wall: 0.0012 },
      'ceramic',
      {
        turn: [0, 0, 100],
        at: [0.017, 0.0205, 0],
        color: 0xf4ece0,
        role: 'accent',
        answersTo: ['shell', 'top'],
      },
    ),
  ],
};

/** A corn husk: pale dry husk leaves splayed open from a stub, a tuft of corn silk between. */
const cornhusk: KindDecl = {
  kind: 'cornhusk',
  nouns: ['cornhusk', 'corn husk', 'husk', 'corn shuck', 'husks'],
  size: [0.035, 0.3],
  parts: [
    lyingStub(),
    ...[-28, -10, 8, 26].map((deg, i) =>
      part(`husk_${i + 1}`, { ellipsoid: [0.11, 0.006, 0.03] }, 'paper', {
        turn: [0, deg, 3],
        at: round(deg, 0.1, 0.008 + i * 0.003),
        color: i % 2 === 0 ? 0xe6d6a4 : 0xd8c48a,
        answersTo: ['husks', 'leaves', 'husk'],
      }),
    ),
    part('silk', { ellipsoid: [0.04, 0.006, 0.01] }, 'fabric', {
      at: [0.1, 0.02, 0],
      color: 0xc89a5a,
      role: 'fixed',
      answersTo: ['silk'],
    }),
  ],
};

function lyingStub(): PartDecl {
  return rod('stub', [-0.06, 0.014, 0], [0.0, 0.014, 0], 0.013, 'wood', {
    color: 0xc8b07a,
    role: 'fixed',
    answersTo: ['stalk'],
  });
}

export const NATURE_24_KINDS: readonly KindDecl[] = [
  poplar,
  magnolia,
  pussyWillow,
  briar,
  chamomile,
  catnip,
  ragweed,
  cranberry,
  scallion,
  riverbed,
  sandbank,
  snowfield,
  snowdrift,
  nugget,
  ember,
  splinter,
  rind,
  eggshell,
  cornhusk,
];
