/**
 * Plants a person names by one look, not the one green bush (issue #32, session 22, P;
 * docs/decisions.md "Prehistoric animals, plants by their look, sports grounds"): a cannabis
 * plant's seven-fingered leaves, jasmine's white star flowers, a rose bush's red roses, an
 * elder's hanging black berry clusters, a tumbleweed's ball of twigs, a Venus flytrap's
 * toothed traps, a pitcher plant's pitchers, and a banana peel's splayed strips. Declared as
 * data (library/declare.ts).
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { at, part, rod } from './part-shorthand.ts';

/** A terracotta pot with its soil, `r` across the rim and `h` high. */
function pot(r: number, h: number): PartDecl[] {
  return [
    part(
      'pot',
      {
        lathe: [
          [r * 0.72, 0],
          [r, h * 0.92],
          [r * 1.06, h],
        ],
        wall: r * 0.08,
      },
      'terracotta',
      {
        // "with a blue pot" reaches this part: the reader takes a declared kind's part names
        // as the parts it hosts (prompt/parse.ts, PART_HOSTS).
        role: 'detail',
      },
    ),
    part('soil', { cyl: h * 0.1, r: r * 0.95 }, 'soil', { at: [0, h * 0.84, 0], role: 'fixed' }),
  ];
}

/** A point `d` out from the Y axis at `deg` degrees (0 = +X, turning toward -Z) and height y. */
function round(deg: number, d: number, y: number): V3 {
  const a = (deg * Math.PI) / 180;
  return [d * Math.cos(a), y, -d * Math.sin(a)];
}

/** Leafy masses of a shrub (the bush's shape), in `color`. */
function foliage(color: number): PartDecl[] {
  return [
    part('foliage', { ellipsoid: [0.45, 0.38, 0.42] }, 'leaf', { at: [0, 0.4, 0], color }),
    part('foliage_2', { ellipsoid: [0.34, 0.3, 0.32] }, 'leaf', {
      at: [0.35, 0.34, 0.1],
      color,
      answersTo: ['foliage'],
    }),
    part('foliage_3', { ellipsoid: [0.3, 0.28, 0.3] }, 'leaf', {
      at: [-0.35, 0.32, -0.05],
      color,
      answersTo: ['foliage'],
    }),
    part('foliage_4', { ellipsoid: [0.28, 0.26, 0.28] }, 'leaf', {
      at: [0.05, 0.66, 0.05],
      color,
      answersTo: ['foliage'],
    }),
  ];
}

/** Points spread over the upper, visible side of the shrub's foliage. */
function onFoliage(n: number, lift = 0): V3[] {
  const out: V3[] = [];
  for (let i = 0; i < n; i++) {
    const a = i * 2.39996; // the golden angle, so the points never line up
    const k = (i + 0.5) / n;
    // On the main mass's surface, from its shoulders up to near the top.
    const up = 0.2 + 0.7 * k;
    const side = Math.sqrt(1 - up * up);
    out.push([0.47 * side * Math.cos(a), 0.42 + 0.42 * up + lift, 0.44 * side * Math.sin(a)]);
  }
  return out;
}

// Cannabis: a tall potted plant of stacked fans of seven narrow serrated leaflets.
const HEMP_LEAF = 0x3e8a2e;
function leafFan(name: string, centre: V3, dir: number, size: number): PartDecl[] {
  const spread = [-78, -52, -26, 0, 26, 52, 78];
  const lengths = [0.45, 0.7, 0.9, 1.0, 0.9, 0.7, 0.45];
  return spread.map((s, i) => {
    const len = 0.16 * size * lengths[i]!;
    const a = dir + s;
    const c = round(a, len, 0);
    return part(`${name}_leaflet_${i + 1}`, { ellipsoid: [len, 0.004, 0.022 * size] }, 'leaf', {
      turn: [0, a, 0],
      at: [centre[0] + c[0], centre[1], centre[2] + c[2]],
      color: HEMP_LEAF,
      answersTo: ['leaves', 'leaf'],
    });
  });
}
const CANNABIS_FANS: PartDecl[] = [];
[
  [0.42, 0.95, 0],
  [0.62, 0.85, 45],
  [0.82, 0.7, 90],
  [1.0, 0.55, 135],
].forEach(([y, size, offset], tier) => {
  for (let k = 0; k < 3; k++) {
    const dir = offset! + k * 120;
    const reach = 0.1 * size!;
    const c = round(dir, reach, y!);
    CANNABIS_FANS.push(
      rod(`stalk_${tier + 1}_${k + 1}`, [0, y! - 0.03, 0], c, 0.006, 'leaf', {
        color: 0x4a7a2a,
        role: 'detail',
      }),
      ...leafFan(`fan_${tier + 1}_${k + 1}`, c, dir, size!),
    );
  }
});
const CANNABIS: KindDecl = {
  kind: 'cannabis',
  nouns: ['cannabis', 'hemp', 'marijuana', 'marihuana', 'cannabis plant', 'hemp plant', 'ganja'],
  size: [1.15, 0.7],
  parts: [
    ...pot(0.14, 0.24),
    rod('stem', [0, 0.2, 0], [0, 1.08, 0], 0.014, 'leaf', { color: 0x4a7a2a, role: 'detail' }),
    ...CANNABIS_FANS,
    part('bud', { ellipsoid: [0.035, 0.07, 0.035] }, 'leaf', {
      at: [0, 1.1, 0],
      color: 0x6a9a3a,
      role: 'detail',
    }),
  ],
};

// Jasmine: a dark glossy shrub covered in small white five-petalled star flowers.
const JASMINE_SPOTS = onFoliage(22, 0.02);
const JASMINE: KindDecl = {
  kind: 'jasmine',
  nouns: ['jasmine', 'jessamine', 'jasmine bush', 'jasmine plant'],
  size: [0.95, 1.3],
  parts: [
    ...foliage(0x2e6a2a),
    ...[0, 72, 144, 216, 288].map((deg, i): PartDecl => {
      const o = round(deg, 0.04, 0);
      return part(`petal_${i + 1}`, { ellipsoid: [0.042, 0.01, 0.018] }, 'flower', {
        turn: [0, deg, 0],
        ...at(JASMINE_SPOTS.map(([x, y, z]): V3 => [x + o[0], y, z + o[2]])),
        color: 0xfaf8f0,
        role: 'accent',
        answersTo: ['flowers', 'petals'],
      });
    }),
    part('flower_eye', { ball: 0.016 }, 'flower', {
      ...at(JASMINE_SPOTS.map(([x, y, z]): V3 => [x, y + 0.006, z])),
      color: 0xf0d070,
      role: 'fixed',
    }),
  ],
};

// Rose bush: the shrub in deep green, red roses open on it, a few buds.
const ROSE_SPOTS = onFoliage(14, 0.02);
const ROSE_BUSH: KindDecl = {
  kind: 'rose bush',
  nouns: ['rose bush', 'rosebush', 'rose shrub', 'shrub rose', 'rose plant'],
  size: [1.0, 1.3],
  parts: [
    ...foliage(0x2a5e2a),
    part('rose', { ball: 0.06 }, 'flower', {
      ...at(ROSE_SPOTS),
      color: 0xc81e32,
      role: 'accent',
      answersTo: ['roses', 'flowers'],
    }),
    part('rose_curl', { ring: 0.035, r: 0.014 }, 'flower', {
      turn: [90, 0, 0],
      ...at(ROSE_SPOTS.map(([x, y, z]): V3 => [x, y + 0.05, z])),
      color: 0x8e1022,
      role: 'accent',
      answersTo: ['roses', 'flowers'],
    }),
    part('rose_petal', { ellipsoid: [0.05, 0.025, 0.05] }, 'flower', {
      ...at(ROSE_SPOTS.map(([x, y, z]): V3 => [x, y - 0.02, z])),
      turn: [0, 30, 0],
      color: 0xd82a3e,
      role: 'accent',
      answersTo: ['roses', 'flowers'],
    }),
  ],
};

// Elder (elderberry): a loose shrub hung with flat clusters of small dark purple berries.
const ELDER_CLUSTERS = onFoliage(13, -0.02);
const ELDER_BERRIES: V3[] = ELDER_CLUSTERS.flatMap(([x, y, z]) =>
  Array.from({ length: 16 }, (_, k): V3 => {
    const a = k * 2.39996;
    const d = 0.024 * Math.sqrt(k + 0.5);
    return [x * 1.08 + d * Math.cos(a), y - 0.05 - 0.02 * (d / 0.08), z * 1.08 + d * Math.sin(a)];
  }),
);
const ELDERBERRY: KindDecl = {
  kind: 'elderberry',
  nouns: ['elderberry', 'elderberry bush', 'elder bush', 'black elder', 'elderflower'],
  size: [1.0, 1.35],
  parts: [
    ...foliage(0x4a7e36),
    part('berry', { ball: 0.02 }, 'plastic', {
      ...at(ELDER_BERRIES),
      color: 0x2a1230,
      role: 'accent',
      answersTo: ['berries'],
    }),
    part(
      'cluster_stalk',
      {
        capsule: [
          [0, 0, 0],
          [0, -0.06, 0],
        ],
        r: 0.006,
      },
      'leaf',
      {
        ...at(ELDER_CLUSTERS.map(([x, y, z]): V3 => [x * 1.04, y, z * 1.04])),
        color: 0x7a2a4a,
        role: 'detail',
      },
    ),
  ],
};

// Tumbleweed: a loose round ball of dry criss-crossing twigs.
const TWIGS: PartDecl[] = Array.from({ length: 22 }, (_, i): PartDecl => {
  const yaw = (i * 137.5) % 360;
  const tilt = -70 + ((i * 53) % 140);
  const r = i % 3 === 0 ? 0.3 : 0.38;
  return part(`twig_${i + 1}`, { ring: r, r: 0.009, arc: 300, from: (i * 47) % 360 }, 'bark', {
    turn: [tilt, yaw, 0],
    at: [0, 0.4, 0],
    color: i % 2 ? 0xc0a878 : 0xa88c5c,
    answersTo: ['twigs', 'branches'],
  });
});
const TUMBLEWEED: KindDecl = {
  kind: 'tumbleweed',
  nouns: ['tumbleweed', 'tumble weed', 'russian thistle'],
  size: [0.8, 0.8],
  parts: [
    ...TWIGS,
    part('core', { ball: 0.1 }, 'bark', { at: [0, 0.4, 0], color: 0x9a8050, role: 'detail' }),
  ],
};

// Venus flytrap: a rosette of leaf stalks in a pot, each ending in a pair of red-lined lobes
// opened like a jaw, their rims set with long green teeth.
const TRAP_GREEN = 0x7ab83a;
const TRAP_RED = 0xc0303a;
function trap(i: number, deg: number, d: number, y: number): PartDecl[] {
  const c = round(deg, d, y);
  const parts: PartDecl[] = [
    part(
      `leaf_stalk_${i}`,
      {
        capsule: [
          [0, 0.17, 0],
          [c[0] * 0.7, y - 0.02, c[2] * 0.7],
        ],
        r: 0.012,
        r2: 0.018,
      },
      'leaf',
      {
        color: TRAP_GREEN,
        role: 'detail',
        answersTo: ['leaves'],
      },
    ),
  ];
  const teeth: V3[] = [];
  for (const side of [1, -1]) {
    // A lobe hinged along the trap's length, tilted 40° out from upright.
    const t = (side * 40 * Math.PI) / 180;
    const off: V3 = [0, 0.026 * Math.cos(t), 0.026 * Math.sin(t)];
    const o = round(deg, 0, 0);
    const a = (deg * Math.PI) / 180;
    const world = (p: V3): V3 => [
      c[0] + p[0] * Math.cos(a) + p[2] * Math.sin(a) + o[0],
      c[1] + p[1],
      c[2] - p[0] * Math.sin(a) + p[2] * Math.cos(a),
    ];
    parts.push(
      part(`trap_${i}_${side > 0 ? 'r' : 'l'}`, { ellipsoid: [0.045, 0.032, 0.006] }, 'leaf', {
        turn: [side * 40, deg, 0],
        at: world(off),
        color: TRAP_RED,
        answersTo: ['traps', 'trap'],
      }),
    );
    for (let k = -3; k <= 3; k++) {
      const lx = k * 0.012;
      const rim = 0.032 * Math.sqrt(Math.max(0, 1 - (lx / 0.045) ** 2));
      teeth.push(world([lx, off[1] + rim * Math.cos(t), off[2] + rim * Math.sin(t)]));
    }
  }
  parts.push(
    part(`teeth_${i}`, { cyl: 0.024, r: 0.0025, rTop: 0.0008 }, 'leaf', {
      ...at(teeth),
      color: TRAP_GREEN,
      role: 'detail',
      answersTo: ['teeth'],
    }),
  );
  return parts;
}
const VENUS_FLYTRAP: KindDecl = {
  kind: 'venus flytrap',
  nouns: [
    'venus flytrap',
    "venus's flytrap",
    'venus fly trap',
    'fly trap plant',
    // Said alone, a flytrap is the plant, not WordNet's trap for flies (session 28, r2things).
    'flytrap',
    'flytraps',
    'carnivorous plant',
    'insectivorous plant',
  ],
  size: [0.3, 0.36],
  parts: [
    ...pot(0.09, 0.16),
    ...[0, 72, 144, 216, 288].flatMap((deg, i) =>
      trap(i + 1, deg + 20, 0.11 + (i % 2) * 0.02, 0.24 + (i % 2) * 0.03),
    ),
  ],
};

// Pitcher plant: tall green tubular pitchers with red mouths and lids, over strap leaves.
const PITCHER: V2[] = [
  [0.001, 0],
  [0.022, 0.02],
  [0.032, 0.09],
  [0.028, 0.17],
  [0.034, 0.22],
];
const PITCHER_PLANT: KindDecl = {
  kind: 'pitcher plant',
  nouns: ['pitcher plant', 'trumpet pitcher', 'monkey cup'],
  size: [0.45, 0.3],
  parts: [
    ...pot(0.1, 0.16),
    ...[
      [0, 0.05, 0.15, 1.0],
      [110, 0.055, 0.14, 0.8],
      [230, 0.05, 0.15, 0.9],
    ].flatMap(([deg, d, y, k], i): PartDecl[] => {
      const c = round(deg!, d!, y!);
      return [
        part(
          `pitcher_${i + 1}`,
          { lathe: PITCHER.map(([r, h]): V2 => [r, h * k!]), wall: 0.003, smooth: true },
          'leaf',
          {
            at: c,
            color: 0x8ab03a,
            answersTo: ['pitchers', 'pitcher'],
          },
        ),
        part(`peristome_${i + 1}`, { ring: 0.034, r: 0.006 }, 'leaf', {
          turn: [90, 0, 0],
          at: [c[0], c[1] + 0.22 * k!, c[2]],
          color: 0xa82a2a,
          role: 'accent',
          answersTo: ['rims', 'mouths'],
        }),
        part(`lid_${i + 1}`, { ellipsoid: [0.034, 0.004, 0.03] }, 'leaf', {
          turn: [0, 0, 0],
          at: [c[0] - 0.02, c[1] + 0.22 * k! + 0.04, c[2]],
          color: 0x9a3a2a,
          role: 'accent',
          answersTo: ['lids'],
        }),
        rod(
          `lid_hinge_${i + 1}`,
          [c[0] - 0.03, c[1] + 0.22 * k!, c[2]],
          [c[0] - 0.03, c[1] + 0.22 * k! + 0.04, c[2]],
          0.005,
          'leaf',
          {
            color: 0x8ab03a,
            role: 'detail',
          },
        ),
      ];
    }),
    ...[60, 180, 300].map((deg, i): PartDecl => {
      const tip = round(deg, 0.17, 0.16);
      return part(`leaf_${i + 1}`, { capsule: [[0, 0.15, 0], tip], r: 0.02, r2: 0.008 }, 'leaf', {
        color: 0x5a8a2e,
        role: 'detail',
        answersTo: ['leaves'],
      });
    }),
  ],
};

// Banana peel: the yellow skin split into four strips flopped open around the stub.
const STRIP: V2[] = (() => {
  const top: V2[] = [
    [0, 0.05],
    [0.012, 0.066],
    [0.03, 0.068],
    [0.05, 0.055],
    [0.07, 0.03],
    [0.09, 0.01],
    [0.12, 0.004],
  ];
  const under = top.map(([x, y]): V2 => [x, Math.max(0, y - 0.006)]).reverse();
  return [...top, ...under];
})();
const BANANA_PEEL: KindDecl = {
  kind: 'banana peel',
  nouns: ['banana peel', 'banana skin', 'peel of a banana'],
  size: [0.09, 0.26],
  parts: [
    part(
      'stub',
      {
        lathe: [
          [0.014, 0],
          [0.02, 0.02],
          [0.018, 0.05],
          [0.008, 0.07],
          [0.006, 0.085],
        ],
        smooth: true,
      },
      'plain',
      {
        color: 0xf2c81e,
        answersTo: ['peel'],
      },
    ),
    part('stem', { cyl: 0.015, r: 0.006 }, 'plain', {
      at: [0, 0.08, 0],
      color: 0x5a4a2a,
      role: 'detail',
    }),
    ...[20, 110, 200, 290].map((deg, i): PartDecl =>
      part(`strip_${i + 1}`, { extrude: STRIP, depth: 0.034 }, 'plain', {
        turn: [0, deg, 0],
        color: 0xf2c81e,
        answersTo: ['peel', 'strips'],
      }),
    ),
    part('tip', { ball: 0.007 }, 'plain', {
      ...at([20, 110, 200, 290].map((deg) => round(deg, 0.12, 0.004))),
      color: 0x4a3a22,
      role: 'detail',
    }),
  ],
};

export const PLANT_LOOK_KINDS: readonly KindDecl[] = [
  CANNABIS,
  JASMINE,
  ROSE_BUSH,
  ELDERBERRY,
  TUMBLEWEED,
  VENUS_FLYTRAP,
  PITCHER_PLANT,
  BANANA_PEEL,
];
