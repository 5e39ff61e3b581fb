/**
 * Fourteen foods and small things the fourteenth list of nouns got wrong or found unknown
 * (issue #32, session 26; docs/decisions.md, "The fourteenth list's food and small things").
 * Each is drawn as the thing a person pictures, so that it reads in a small render from the
 * default camera: a round peppermint with its red pinwheel, a gingerbread man iced white, a
 * lead fishing sinker on its line, a tampon with its string, okra pods, a horseradish root
 * with its leaves, sashimi fanned on a plate, a metal kazoo with its turret, a flange gasket
 * with bolt holes (an O-ring a black ring), a hairball, a burnt-out cinder, scoops of sherbet
 * in a glass dish, an empty pillowcase open at one end, and a paintball marker with its
 * hopper, tank and a splat of balls.
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { at, lyingX, part, rod } from './part-shorthand.ts';

/** A circle's arc as points, centre `c`, radius `r`, from `a0` to `a1` degrees (0 = +X). */
function arc(c: V2, r: number, a0: number, a1: number, n: number): V2[] {
  return Array.from({ length: n }, (_, i) => {
    const a = ((a0 + ((a1 - a0) * i) / Math.max(1, n - 1)) * Math.PI) / 180;
    return [c[0] + r * Math.cos(a), c[1] + r * Math.sin(a)] as V2;
  });
}

/** A right half-outline mirrored into a whole one (the half runs top to bottom at x ≥ 0). */
function mirrored(half: readonly V2[]): V2[] {
  const left = [...half].reverse().map(([x, y]) => [-x, y] as V2);
  return [...half, ...left.filter(([x]) => Math.abs(x) > 1e-9)];
}

// --- Peppermint ----------------------------------------------------------------------------

const MINT_R = 0.0115;
const MINT_T = 0.0052;

/** One red stripe of the pinwheel seen from above: it sweeps round as it reaches the rim. */
const MINT_STRIPE: readonly V2[] = (() => {
  const n = 6;
  const width = Math.PI / 8;
  const twist = 0.9;
  const r = (k: number) => (MINT_R - 0.0015) * (k / n);
  const lead = Array.from({ length: n + 1 }, (_, k) => {
    const a = twist * (k / n);
    return [r(k) * Math.cos(a), r(k) * Math.sin(a)] as V2;
  });
  const trail = Array.from({ length: n }, (_, k) => {
    const j = n - k;
    const a = twist * (j / n) + width * (j / n) ** 0.3;
    return [r(j) * Math.cos(a), r(j) * Math.sin(a)] as V2;
  });
  return [...lead, ...trail];
})();

const peppermint: KindDecl = {
  kind: 'peppermint',
  nouns: [
    'peppermint',
    'peppermints',
    'peppermint candy',
    'peppermint candies',
    'mint candy',
    'starlight mint',
    'starlight mints',
    'peppermint swirl',
  ],
  size: [0.007, 0.035],
  parts: [
    part(
      'candy',
      {
        lathe: [
          [0, 0],
          [0.0095, 0],
          [0.0112, 0.001],
          [MINT_R, MINT_T / 2],
          [0.0112, MINT_T - 0.001],
          [0.0095, MINT_T],
          [0, MINT_T],
        ],
        smooth: true,
      },
      'plastic',
      { color: 0xfbfaf6, role: 'accent', answersTo: ['mint', 'sweet'] },
    ),
    part('stripe', { plan: MINT_STRIPE, height: 0.0009 }, 'plastic', {
      at: [0, MINT_T - 0.0005, 0],
      color: 0xd41c28,
      repeat: { count: 8, turn: [0, 45, 0], word: 'stripe', max: 8 },
      answersTo: ['stripes', 'swirl'],
    }),
    // The clear cellophane round it, twisted shut at both ends.
    part('wrapper', { ellipsoid: [0.0132, 0.0038, 0.0132] }, 'glass', {
      at: [0, MINT_T / 2, 0],
      role: 'detail',
      optional: 0.6,
      answersTo: ['wrapper', 'cellophane', 'wrapping'],
    }),
    part('twist', { cyl: 0.013, r: 0.0012, rTop: 0.0042 }, 'glass', {
      turn: [0, 0, -90],
      at: [0.0122, MINT_T / 2, 0],
      mirror: true,
      role: 'detail',
      optional: 0.6,
      answersTo: ['wrapper', 'cellophane'],
    }),
  ],
};

// --- Gingerbread man -----------------------------------------------------------------------

/** The cookie's right half, from the crown of the head round the arm and leg to the crotch. */
const GINGER_HALF: readonly V2[] = [
  ...arc([0, 0.152], 0.04, 90, -55, 9),
  [0.034, 0.112],
  [0.06, 0.108],
  ...arc([0.078, 0.092], 0.018, 70, -100, 7),
  [0.055, 0.075],
  [0.038, 0.072],
  [0.036, 0.05],
  [0.05, 0.026],
  ...arc([0.044, 0.016], 0.018, 20, -150, 7),
  [0.018, 0.03],
  [0.006, 0.046],
  [0, 0.048],
];
const GINGER_DEPTH = 0.012;
/** The icing's face: just proud of the cookie's front. */
const ICE_Z = GINGER_DEPTH / 2 - 0.0005;

/** A zigzag of icing across an arm or a leg, from `a` to `b`, `n` points. */
function zigzag(a: V2, b: V2, n: number, amp: number): V3[] {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  const nx = -dy / len;
  const ny = dx / len;
  return Array.from({ length: n }, (_, i) => {
    const t = i / (n - 1);
    const s = i % 2 === 0 ? amp : -amp;
    return [a[0] + dx * t + nx * s, a[1] + dy * t + ny * s, ICE_Z] as V3;
  });
}

const icing = (name: string, points: readonly V3[], more: Partial<PartDecl> = {}): PartDecl =>
  part(name, { sweep: points, r: 0.0018 }, 'plain', {
    color: 0xfbf8f2,
    role: 'fixed',
    answersTo: ['icing', 'frosting'],
    ...more,
  });

const gingerbread: KindDecl = {
  kind: 'gingerbread',
  nouns: [
    'gingerbread',
    'gingerbread man',
    'gingerbread men',
    'gingerbread cookie',
    'gingerbread cookies',
    'gingerbread person',
    'gingerbread biscuit',
  ],
  size: [0.19, 0.19],
  parts: [
    part('cookie', { extrude: mirrored(GINGER_HALF), depth: GINGER_DEPTH, round: 0.003 }, 'plain', {
      color: 0xa8622a,
      answersTo: ['gingerbread', 'biscuit', 'body'],
    }),
    part('eye', { ball: 0.0045 }, 'plain', {
      ...at([
        [0.013, 0.16, ICE_Z],
        [-0.013, 0.16, ICE_Z],
      ]),
      color: 0xfbf8f2,
      role: 'fixed',
      answersTo: ['eyes', 'icing'],
    }),
    icing('smile', [...arc([0, 0.148], 0.017, 215, 325, 6).map(([x, y]) => [x, y, ICE_Z] as V3)]),
    part('button', { ball: 0.0065 }, 'plain', {
      ...at([
        [0, 0.098, ICE_Z],
        [0, 0.078, ICE_Z],
        [0, 0.058, ICE_Z],
      ]),
      colors: [0xd8202a, 0x2a9a3a],
      role: 'accent',
      answersTo: ['buttons', 'gumdrops'],
    }),
    icing('cuff_r', zigzag([0.074, 0.111], [0.068, 0.074], 6, 0.004)),
    icing('cuff_l', zigzag([-0.074, 0.111], [-0.068, 0.074], 6, 0.004)),
    icing('hem_r', zigzag([0.03, 0.026], [0.06, 0.01], 6, 0.004)),
    icing('hem_l', zigzag([-0.03, 0.026], [-0.06, 0.01], 6, 0.004)),
  ],
};

// --- Sinker --------------------------------------------------------------------------------

const SINKER_TOP = 0.026;

const sinker: KindDecl = {
  kind: 'sinker',
  nouns: ['sinker', 'sinkers', 'fishing sinker', 'fishing weight', 'bank sinker'],
  size: [0.06, 0.03],
  parts: [
    // A bank sinker: a dull lead teardrop, round below, drawn up to a neck.
    part(
      'weight',
      {
        lathe: [
          [0, 0],
          [0.006, 0.0008],
          [0.0095, 0.0045],
          [0.0102, 0.009],
          [0.0088, 0.0145],
          [0.0058, 0.02],
          [0.0028, 0.0245],
          [0.0018, SINKER_TOP],
          [0, SINKER_TOP],
        ],
        smooth: true,
      },
      'iron',
      { color: 0x80848a, answersTo: ['lead', 'body', 'sinker'] },
    ),
    // The brass eye cast into its top, and the line tied through it.
    part('eye', { ring: 0.0032, r: 0.0008 }, 'brass', {
      at: [0, SINKER_TOP + 0.0026, 0],
      role: 'detail',
      answersTo: ['ring', 'loop', 'swivel'],
    }),
    part(
      'line',
      {
        sweep: [
          [0, SINKER_TOP + 0.0052, 0],
          [0.0004, SINKER_TOP + 0.012, 0.0003],
          [0.0012, SINKER_TOP + 0.02, 0.0008],
          [0.003, SINKER_TOP + 0.03, 0.0012],
        ],
        r: 0.0004,
      },
      'plastic',
      { color: 0x3a7a8a, role: 'fixed', answersTo: ['fishing line', 'string'] },
    ),
  ],
};

// --- Tampon --------------------------------------------------------------------------------

const TAMPON_R = 0.0065;

const tampon: KindDecl = {
  kind: 'tampon',
  nouns: ['tampon', 'tampons'],
  size: [0.013, 0.09],
  parts: [
    // Lying along X, its rounded tip to +X, its string trailing from the other end.
    part(
      'cotton',
      {
        capsule: [
          [-0.016, TAMPON_R, 0],
          [0.016, TAMPON_R, 0],
        ],
        r: TAMPON_R,
      },
      'fabric',
      { color: 0xf7f5ef, answersTo: ['cotton', 'body'] },
    ),
    part('groove', { ring: TAMPON_R + 0.0001, r: 0.0005 }, 'fabric', {
      turn: [0, 90, 0],
      ...at([
        [-0.008, TAMPON_R, 0],
        [0.0, TAMPON_R, 0],
        [0.008, TAMPON_R, 0],
      ]),
      color: 0xe4e0d6,
      role: 'fixed',
    }),
    part(
      'string',
      {
        sweep: [
          [-0.018, TAMPON_R, 0],
          [-0.025, 0.0045, 0.001],
          [-0.031, 0.0012, 0.004],
          [-0.042, 0.0009, 0.006],
          [-0.052, 0.0009, 0.002],
          [-0.06, 0.0009, -0.004],
          [-0.068, 0.0009, -0.005],
        ],
        r: 0.0009,
      },
      'fabric',
      { color: 0xf2f0ea, role: 'fixed', answersTo: ['cord', 'thread'] },
    ),
  ],
};

// --- Okra ----------------------------------------------------------------------------------

const OKRA_R = 0.0105;
const OKRA_LEN = 0.085;

/** The pod's outline from its stem end up its length: full for most of it, then a beak. */
const OKRA_OUTLINE: readonly V2[] = [
  [0, 0],
  [OKRA_R * 0.85, 0],
  [OKRA_R, OKRA_LEN * 0.15],
  [OKRA_R * 0.95, OKRA_LEN * 0.45],
  [OKRA_R * 0.75, OKRA_LEN * 0.7],
  [OKRA_R * 0.42, OKRA_LEN * 0.88],
  [OKRA_R * 0.12, OKRA_LEN],
  [0, OKRA_LEN + 0.002],
];

/** One of its five ridges, along the outline at angle `a` (radians about the pod's axis). */
const okraRidge = (a: number): V3[] =>
  OKRA_OUTLINE.slice(1, -1).map(([r, y]) => [r * Math.cos(a), y, r * Math.sin(a)] as V3);
const OKRA_RIDGE_R = [0.0016, 0.0022, 0.002, 0.0017, 0.0012, 0.0006];

/** Each pod: where its stem end lies and which way (degrees about Y) its tip points. */
const OKRA_PODS: ReadonlyArray<{ base: V3; yaw: number }> = [
  { base: [0.04, OKRA_R, -0.016], yaw: -118 },
  { base: [0.046, OKRA_R, 0.0], yaw: -92 },
  { base: [0.04, OKRA_R, 0.016], yaw: -64 },
];

/** A point `d` along a pod's axis from its base. */
const alongPod = (p: { base: V3; yaw: number }, d: number): V3 => {
  const a = (p.yaw * Math.PI) / 180;
  return [p.base[0] + Math.sin(a) * d, p.base[1], p.base[2] + Math.cos(a) * d];
};

const OKRA_GREEN = 0x2e6418;

const okra: KindDecl = {
  kind: 'okra',
  nouns: ['okra', 'okras', 'okra pod', 'okra pods', 'gumbo pod'],
  size: [0.024, 0.11],
  parts: OKRA_PODS.flatMap((p, i) => [
    part(`pod_${i + 1}`, { lathe: OKRA_OUTLINE, smooth: true }, 'plain', {
      turn: [90, p.yaw, 0],
      at: p.base,
      color: OKRA_GREEN,
      answersTo: ['pod', 'pods', 'okra'],
    }),
    ...[0, 1, 2, 3, 4].map((k) =>
      part(
        `ridge_${i + 1}_${k + 1}`,
        { sweep: okraRidge((k * 2 * Math.PI) / 5), r: OKRA_RIDGE_R },
        'plain',
        {
          turn: [90, p.yaw, 0],
          at: p.base,
          color: OKRA_GREEN,
          answersTo: ['pod', 'pods', 'okra'],
        },
      ),
    ),
    part(`cap_${i + 1}`, { cyl: 0.007, r: OKRA_R * 0.95, rTop: OKRA_R * 0.7 }, 'plain', {
      turn: [-90, p.yaw, 0],
      at: alongPod(p, 0.002),
      color: 0x98b45a,
      role: 'fixed',
      answersTo: ['cap', 'calyx'],
    }),
    rod(`stem_${i + 1}`, alongPod(p, -0.004), alongPod(p, -0.014), 0.003, 'plain', {
      color: 0xa0a868,
      role: 'fixed',
      answersTo: ['stem', 'stems'],
    }),
  ]),
};

// --- Horseradish ---------------------------------------------------------------------------

/** The root's axis from its crown (+X) to its tip, and its radius at each point. */
const ROOT: readonly V3[] = [
  [0.11, 0.022, 0],
  [0.07, 0.021, 0.006],
  [0.02, 0.019, -0.004],
  [-0.03, 0.015, 0.005],
  [-0.08, 0.01, -0.003],
  [-0.12, 0.006, 0.004],
  [-0.15, 0.003, 0.001],
];
const ROOT_R = [0.022, 0.021, 0.019, 0.015, 0.01, 0.0055, 0.0025];
const CROWN: V3 = [0.12, 0.024, 0];

/**
 * Each leaf: how far it leans over towards +X (degrees about Z) and out towards the viewer or
 * away (degrees about X, turned first), and its length.
 */
const HORSE_LEAVES: ReadonlyArray<{ lean: number; tilt: number; len: number }> = [
  { lean: -25, tilt: 0, len: 0.15 },
  { lean: -40, tilt: 38, len: 0.13 },
  { lean: -35, tilt: -42, len: 0.13 },
];

/** The way a leaf points once turned by `tilt` about X and then `lean` about Z. */
function leafAxis(lean: number, tilt: number): V3 {
  const t = (lean * Math.PI) / 180;
  const a = (tilt * Math.PI) / 180;
  return [-Math.cos(a) * Math.sin(t), Math.cos(a) * Math.cos(t), Math.sin(a)];
}

const horseradish: KindDecl = {
  kind: 'horseradish',
  nouns: ['horseradish', 'horseradish root', 'horseradish roots'],
  size: [0.19, 0.3],
  parts: [
    part('root', { sweep: ROOT, r: ROOT_R }, 'bark', {
      color: 0x9c7c54,
      answersTo: ['root', 'skin'],
    }),
    // The wrinkled rings round its skin.
    ...ROOT.slice(1, 5).map((p, i) =>
      part(`wrinkle_${i + 1}`, { ring: ROOT_R[i + 1]! * 0.97, r: 0.0017 }, 'bark', {
        turn: [0, 90, 0],
        at: p,
        color: 0x7e6040,
        role: 'fixed',
        answersTo: ['skin'],
      }),
    ),
    part('crown', { ellipsoid: [0.012, 0.02, 0.02] }, 'bark', {
      at: CROWN,
      color: 0x8a6a44,
      role: 'fixed',
      answersTo: ['top'],
    }),
    // Thin rootlets off its sides.
    ...(
      [
        [
          [0.04, 0.012, 0.014],
          [0.03, 0.004, 0.03],
        ],
        [
          [-0.01, 0.01, -0.012],
          [-0.025, 0.003, -0.026],
        ],
        [
          [-0.06, 0.008, 0.008],
          [-0.075, 0.002, 0.02],
        ],
      ] as const
    ).map(([a, b], i) =>
      rod(`rootlet_${i + 1}`, a as V3, b as V3, 0.0016, 'bark', {
        color: 0xa8875a,
        role: 'fixed',
        answersTo: ['roots'],
      }),
    ),
    ...HORSE_LEAVES.flatMap((l, i) => {
      const axis = leafAxis(l.lean, l.tilt);
      const base: V3 = [CROWN[0], CROWN[1] + 0.012, CROWN[2]];
      const out = (d: number): V3 => [
        base[0] + axis[0] * d,
        base[1] + axis[1] * d,
        base[2] + axis[2] * d,
      ];
      // A short stalk out of the crown, the leaf's blade on along the same line.
      const reach = 0.035;
      return [
        rod(`stalk_${i + 1}`, base, out(reach), 0.0028, 'leaf', {
          color: 0x6a9a3a,
          role: 'fixed',
          answersTo: ['stalks', 'leaves'],
        }),
        part(`leaf_${i + 1}`, { ellipsoid: [0.028, l.len / 2, 0.0025] }, 'leaf', {
          turn: [l.tilt, 0, l.lean],
          at: out(reach + l.len / 2 - 0.006),
          color: 0x3f8a32,
          role: 'accent',
          answersTo: ['leaves', 'greens'],
        }),
      ];
    }),
  ],
};

// --- Sashimi -------------------------------------------------------------------------------

const PLATE_H = 0.012;
/** A slice of fish: a thick slab standing on its edge, leaned over onto the one before it. */
const SLICE: V3 = [0.009, 0.044, 0.042];
const SLICE_LEAN: V3 = [0, 0, -58];

/** Slices in a row from `x0`, each `step` further along X. */
const row = (x0: number, n: number, step: number, z: number): V3[] =>
  Array.from({ length: n }, (_, i) => [x0 + i * step, PLATE_H - 0.002, z] as V3);

const SALMON_ROW = row(-0.1, 4, 0.017, 0.0);
const TUNA_ROW = row(-0.012, 3, 0.018, 0.0);

/** The white lines of fat through each salmon slice, across it at these heights. */
const fatLines = (heights: readonly number[]): PartDecl[] =>
  heights.map((h, i) =>
    part(`fat_${i + 1}`, { box: [SLICE[0] + 0.0008, 0.0018, SLICE[2] + 0.0008] }, 'plain', {
      ...leanedAt(SALMON_ROW, h),
      color: 0xfbe8dc,
      role: 'fixed',
      answersTo: ['fat'],
    }),
  );

/** Placing for a part at height `h` inside each slice of a row, leaned with the slice. */
function leanedAt(rowAt: readonly V3[], h: number): { at: V3; copies: V3[]; turn: V3 } {
  const a = (-SLICE_LEAN[2] * Math.PI) / 180;
  const lift: V3 = [Math.sin(a) * h, Math.cos(a) * h, 0];
  return {
    turn: SLICE_LEAN,
    ...at(rowAt.map(([x, y, z]) => [x + lift[0], y + lift[1], z] as V3)),
  };
}

const sashimi: KindDecl = {
  kind: 'sashimi',
  nouns: ['sashimi', 'sashimi plate', 'salmon sashimi', 'tuna sashimi', 'plate of sashimi'],
  size: [0.05, 0.25],
  surfaces: ['plate'],
  parts: [
    part('plate', { box: [0.25, PLATE_H, 0.11], round: 0.004 }, 'ceramic', {
      color: 0x2a2c31,
      answersTo: ['dish', 'platter'],
    }),
    part('shiso', { ellipsoid: [0.045, 0.0018, 0.03] }, 'leaf', {
      turn: [0, 15, 0],
      at: [-0.06, PLATE_H, -0.018],
      color: 0x4a9a3a,
      role: 'fixed',
      optional: 0.7,
      answersTo: ['leaf', 'shiso leaf'],
    }),
    part('salmon', { box: SLICE, round: 0.002 }, 'plain', {
      ...at(SALMON_ROW),
      turn: SLICE_LEAN,
      color: 0xf47a3a,
      role: 'fixed',
      answersTo: ['salmon', 'fish', 'slices'],
    }),
    ...fatLines([0.012, 0.024]),
    part('tuna', { box: SLICE, round: 0.002 }, 'plain', {
      ...at(TUNA_ROW),
      turn: SLICE_LEAN,
      color: 0xa3142a,
      role: 'fixed',
      answersTo: ['tuna', 'fish', 'slices'],
    }),
    part(
      'wasabi',
      {
        lathe: [
          [0, 0],
          [0.011, 0],
          [0.009, 0.006],
          [0.004, 0.011],
          [0, 0.013],
        ],
        smooth: true,
      },
      'plain',
      { at: [0.09, PLATE_H - 0.001, 0.025], color: 0x9ac040, role: 'fixed' },
    ),
    // Pickled ginger: thin pink petals heaped in a little rose.
    part('ginger', { ellipsoid: [0.013, 0.0035, 0.009] }, 'plain', {
      ...at([
        [0.092, PLATE_H + 0.002, -0.022],
        [0.082, PLATE_H + 0.005, -0.018],
        [0.1, PLATE_H + 0.005, -0.016],
        [0.09, PLATE_H + 0.008, -0.02],
      ]),
      turn: [20, 30, 10],
      color: 0xf2b8b0,
      role: 'fixed',
      answersTo: ['pickled ginger', 'gari'],
    }),
  ],
};

// --- Kazoo ---------------------------------------------------------------------------------

const KAZOO_LEN = 0.11;
const KAZOO_R = 0.0115;
const KAZOO_R_END = 0.0075;
/** The turret stands over the tube's axis at this X, towards the narrow end. */
const TURRET_X = -0.01;
const kazooRadiusAt = (x: number): number =>
  KAZOO_R_END + ((KAZOO_R - KAZOO_R_END) * (x + KAZOO_LEN / 2)) / KAZOO_LEN;

const kazoo: KindDecl = {
  kind: 'kazoo',
  nouns: ['kazoo', 'kazoos'],
  size: [0.035, 0.11],
  parts: [
    // The tube, lying along X: the wide mouthpiece at +X, the narrow end at -X.
    part('tube', { cyl: KAZOO_LEN, r: KAZOO_R, rTop: KAZOO_R_END }, 'steel', {
      turn: [0, 0, 90],
      at: [KAZOO_LEN / 2, KAZOO_R, 0],
      color: 0xc8ccd2,
      answersTo: ['body', 'tube'],
    }),
    part('mouth', { cyl: 0.001, r: KAZOO_R * 0.78 }, 'plain', {
      turn: [0, 0, 90],
      at: [KAZOO_LEN / 2 + 0.0004, KAZOO_R, 0],
      color: 0x1a1a1c,
      role: 'fixed',
      answersTo: ['mouthpiece'],
    }),
    part('outlet', { cyl: 0.001, r: KAZOO_R_END * 0.7 }, 'plain', {
      turn: [0, 0, 90],
      at: [-KAZOO_LEN / 2 + 0.0006, KAZOO_R, 0],
      color: 0x1a1a1c,
      role: 'fixed',
    }),
    part('turret', { cyl: 0.014, r: 0.0072 }, 'steel', {
      at: [TURRET_X, KAZOO_R + kazooRadiusAt(TURRET_X) - 0.004, 0],
      color: 0xc8ccd2,
      answersTo: ['body'],
    }),
    // The cap over the membrane: a shallow dome with a knurled rim.
    part(
      'cap',
      {
        lathe: [
          [0, 0],
          [0.0085, 0],
          [0.0088, 0.002],
          [0.0068, 0.0042],
          [0, 0.0048],
        ],
        smooth: true,
      },
      'steel',
      {
        at: [TURRET_X, KAZOO_R + kazooRadiusAt(TURRET_X) - 0.004 + 0.013, 0],
        role: 'accent',
        answersTo: ['top', 'lid', 'resonator'],
      },
    ),
    part('vent', { cyl: 0.001, r: 0.0028 }, 'plain', {
      at: [TURRET_X, KAZOO_R + kazooRadiusAt(TURRET_X) - 0.004 + 0.0172, 0],
      color: 0x1a1a1c,
      role: 'fixed',
    }),
  ],
};

// --- Gasket --------------------------------------------------------------------------------

const GASKET_R = 0.06;
const GASKET_T = 0.004;
const BOLT_HOLES: readonly V3[] = Array.from({ length: 6 }, (_, i) => {
  const a = (2 * Math.PI * i) / 6 + Math.PI / 6;
  return [0.047 * Math.cos(a), -0.01, 0.047 * Math.sin(a)] as V3;
});

const gasket: KindDecl = {
  kind: 'gasket',
  nouns: ['gasket', 'gaskets', 'flange gasket', 'o-ring', 'o ring', 'o-rings'],
  size: [0.005, 0.12],
  parts: [
    part('gasket', { cyl: GASKET_T, r: GASKET_R }, 'rubber', {
      color: 0x26262a,
      minus: [
        { shape: { cyl: 0.03, r: 0.031 }, at: [0, -0.01, 0] },
        ...BOLT_HOLES.map((p) => ({ shape: { cyl: 0.03, r: 0.0055 }, at: p })),
      ],
      answersTo: ['ring', 'seal', 'rubber'],
    }),
  ],
  looks: {
    // An O-ring is the round black ring of rubber alone.
    'o ring': {
      drop: ['gasket'],
      parts: [
        part('gasket', { ring: 0.04, r: 0.0045 }, 'rubber', {
          turn: [90, 0, 0],
          at: [0, 0.0045, 0],
          color: 0x1e1e22,
          answersTo: ['ring', 'seal', 'rubber'],
        }),
      ],
    },
  },
};

// --- Hairball ------------------------------------------------------------------------------

const HAIR_COLOURS = [0x5a5048, 0x8a4e28, 0x463c34];

/**
 * Short wisps of hair standing out all over the clump, so that its edge is fuzzy: each from
 * under the surface out along it, bent a little. Spread by the golden angle, so none crowd.
 */
const WISPS: ReadonlyArray<readonly V3[]> = Array.from({ length: 56 }, (_, i) => {
  const y = 1 - ((i + 0.5) / 56) * 1.7;
  const ring = Math.sqrt(Math.max(0, 1 - y * y));
  const a = i * 2.39996;
  const dir: V3 = [Math.cos(a) * ring, Math.max(-0.3, y), Math.sin(a) * ring];
  const surface = (k: number, bend: number): V3 => [
    dir[0] * 0.024 * k + bend * Math.sin(a),
    0.01 + dir[1] * 0.011 * k,
    dir[2] * 0.012 * k - bend * Math.cos(a),
  ];
  const bend = 0.002 * Math.sin(i * 1.3);
  return [surface(0.85, 0), surface(1.1, bend), surface(1.22, bend * 2.5)];
});

const hairball: KindDecl = {
  kind: 'hairball',
  nouns: ['hairball', 'hairballs', 'hair ball', 'furball', 'fur ball', 'trichobezoar'],
  size: [0.03, 0.08],
  parts: [
    // A damp sausage of matted fur, lumpy along its length.
    part('clump', { ellipsoid: [0.024, 0.01, 0.011] }, 'fur', {
      at: [0, 0.01, 0],
      turn: [0, 12, 0],
      colors: HAIR_COLOURS,
      answersTo: ['hair', 'fur'],
    }),
    part('tuft', { ellipsoid: [0.01, 0.008, 0.009] }, 'fur', {
      ...at([
        [0.016, 0.011, -0.002],
        [-0.015, 0.012, 0.004],
        [0.003, 0.015, 0.004],
        [-0.006, 0.013, -0.006],
      ]),
      turn: [10, 30, 20],
      colors: HAIR_COLOURS,
      answersTo: ['hair', 'fur'],
    }),
    ...WISPS.map((pts, i) =>
      part(`wisp_${i + 1}`, { sweep: pts, r: [0.0011, 0.0008, 0.0004] }, 'fur', {
        colors: HAIR_COLOURS,
        answersTo: ['hair', 'hairs', 'fur'],
      }),
    ),
  ],
};

// --- Cinder --------------------------------------------------------------------------------

/** Pits in the cinder's surface: where gas bubbled out as it burned. */
const PORES: readonly V3[] = [
  [0.012, 0.03, 0.016],
  [-0.01, 0.032, 0.016],
  [0.024, 0.016, 0.012],
  [-0.024, 0.02, 0.012],
  [0.002, 0.04, 0.004],
  [-0.004, 0.016, 0.026],
  [-0.016, 0.038, -0.004],
  [0.018, 0.034, -0.004],
  [0.008, 0.022, 0.024],
];

const cinder: KindDecl = {
  kind: 'cinder',
  nouns: ['cinder', 'cinders', 'clinker', 'clinkers', 'burnt coal', 'burned coal', 'dead coal'],
  size: [0.05, 0.08],
  parts: [
    part('lump', { ellipsoid: [0.03, 0.022, 0.025] }, 'stone', {
      at: [0, 0.021, 0],
      turn: [0, 20, 8],
      color: 0x363432,
      minus: PORES.map((p, i) => ({ shape: { ball: 0.0035 + (i % 3) * 0.001 }, at: p })),
      answersTo: ['coal', 'clinker'],
    }),
    // Knobs fused on, as a clinker is a clot of slag.
    part('knob', { ellipsoid: [0.014, 0.012, 0.013] }, 'stone', {
      ...at([
        [0.024, 0.02, -0.012],
        [-0.022, 0.024, -0.008],
        [0.004, 0.036, -0.014],
        [-0.012, 0.012, 0.018],
      ]),
      turn: [15, 40, -10],
      color: 0x4a4744,
      role: 'fixed',
      answersTo: ['coal', 'clinker'],
      minus: [
        { shape: { ball: 0.004 }, at: [0.034, 0.026, -0.006] },
        { shape: { ball: 0.0035 }, at: [-0.03, 0.03, -0.002] },
      ],
    }),
    // A last dull glow deep in one of its pits.
    part(
      'glow',
      {
        sweep: [
          [-0.012, 0.03, 0.018],
          [-0.004, 0.026, 0.022],
          [0.004, 0.029, 0.021],
          [0.012, 0.024, 0.02],
        ],
        r: 0.0016,
      },
      'plain',
      {
        color: 0xa8481a,
        role: 'accent',
        answersTo: ['glow', 'ember', 'crack'],
      },
    ),
  ],
};

// --- Sherbet -------------------------------------------------------------------------------

const DISH_TOP = 0.07;
/** Each scoop: where it sits and its pastel. */
const SCOOPS: ReadonlyArray<{ name: string; at: V3; r: number; color: number }> = [
  { name: 'scoop_orange', at: [-0.022, DISH_TOP + 0.004, 0.012], r: 0.025, color: 0xf8a860 },
  { name: 'scoop_lime', at: [0.022, DISH_TOP + 0.004, 0.012], r: 0.025, color: 0xbce07e },
  { name: 'scoop_raspberry', at: [0, DISH_TOP + 0.014, -0.018], r: 0.025, color: 0xf08cb0 },
];

const sherbet: KindDecl = {
  kind: 'sherbet',
  nouns: ['sherbet', 'sherbert', 'sherbets', 'sorbet', 'sorbets', 'fruit sherbet'],
  size: [0.11, 0.12],
  parts: [
    // A glass coupe on a short stem.
    part(
      'dish',
      {
        lathe: [
          [0.032, 0],
          [0.032, 0.004],
          [0.008, 0.01],
          [0.007, 0.035],
          [0.02, 0.042],
          [0.045, 0.055],
          [0.058, DISH_TOP],
        ],
        wall: 0.0025,
      },
      'glass',
      { role: 'detail', answersTo: ['glass', 'bowl', 'cup'] },
    ),
    ...SCOOPS.flatMap((s, i) => [
      part(s.name, { ball: s.r }, 'plain', {
        at: s.at,
        color: s.color,
        role: i === 0 ? 'main' : i === 1 ? 'accent' : 'fixed',
        answersTo: ['scoop', 'scoops', 'sorbet'],
      }),
      // The frill the scoop leaves round its foot.
      part(`${s.name}_frill`, { ring: s.r * 0.86, r: 0.004 }, 'plain', {
        turn: [90, 0, 0],
        at: [s.at[0], s.at[1] - s.r * 0.45, s.at[2]],
        color: s.color,
        role: i === 0 ? 'main' : i === 1 ? 'accent' : 'fixed',
        answersTo: ['scoop', 'scoops'],
      }),
    ]),
    part('mint_leaf', { ellipsoid: [0.009, 0.0015, 0.005] }, 'leaf', {
      turn: [0, 30, -20],
      at: [0.003, DISH_TOP + 0.038, -0.012],
      color: 0x3a9a3a,
      role: 'fixed',
      optional: 0.6,
      answersTo: ['leaf', 'mint'],
    }),
  ],
};

// --- Pillowcase ----------------------------------------------------------------------------

/** The case from the side: a closed seam at -X, puffed a little, its mouth open at +X. */
const PILLOWCASE_SIDE: readonly V2[] = [
  [-0.37, 0],
  [0.37, 0],
  [0.378, 0.004],
  [0.372, 0.009],
  [0.22, 0.02],
  [0.35, 0.066],
  [0.362, 0.076],
  [0.33, 0.076],
  [0.2, 0.072],
  [0.0, 0.075],
  [-0.2, 0.07],
  [-0.33, 0.056],
  [-0.366, 0.036],
  [-0.376, 0.016],
];
const PILLOWCASE_COLOURS = [0x7aa8dc, 0xe08aa4, 0x8cc07a];

const pillowcase: KindDecl = {
  kind: 'pillowcase',
  nouns: ['pillowcase', 'pillowcases', 'pillow case', 'pillow slip', 'pillowslip', 'pillow cover'],
  size: [0.08, 0.76],
  parts: [
    part('case', { extrude: PILLOWCASE_SIDE, depth: 0.5, round: 0.004 }, 'linen', {
      colors: PILLOWCASE_COLOURS,
      answersTo: ['cover', 'cotton', 'fabric'],
    }),
    // The hem band round the open end, its line of stitches, and a printed stripe.
    part('hem', { box: [0.08, 0.005, 0.504] }, 'linen', {
      turn: [0, 0, 20],
      at: [0.33, 0.066, 0],
      color: 0xfaf8f2,
      role: 'accent',
      answersTo: ['border', 'trim'],
    }),
    part('stripe', { box: [0.012, 0.004, 0.504] }, 'linen', {
      ...at([
        [-0.25, 0.063, 0],
        [-0.22, 0.066, 0],
        [0.22, 0.069, 0],
      ]),
      color: 0xfaf8f2,
      role: 'accent',
      answersTo: ['stripes', 'pattern'],
    }),
  ],
};

// --- Paintball ----------------------------------------------------------------------------

const BARREL_Y = 0.19;
/** Drawn a little larger than the true 17 mm, so that the balls show beside the marker. */
const BALL_R = 0.015;
const PAINT_COLOURS: readonly number[] = [0xf8e020, 0xff6a1a, 0xf0308a, 0x40d040, 0x30a8f0];

/** Balls spilt on the ground in front of the marker's grip, each a colour of its own. */
const GROUND_BALLS: ReadonlyArray<{ at: V3; color: number }> = [
  { at: [0.02, BALL_R, 0.045], color: 0xf8e020 },
  { at: [0.05, BALL_R, 0.05], color: 0xff6a1a },
  { at: [0.032, BALL_R, 0.076], color: 0x40d040 },
  { at: [0.036, BALL_R * 2.55, 0.058], color: 0xf0308a },
  { at: [0.08, BALL_R, 0.07], color: 0x30a8f0 },
  { at: [0.064, BALL_R, 0.096], color: 0xf8e020 },
];

/** The splat a burst ball left: a blot with runs out from it. */
const SPLAT: readonly V2[] = Array.from({ length: 24 }, (_, i) => {
  const a = (2 * Math.PI * i) / 24;
  const r = i % 3 === 0 ? 0.05 + 0.014 * Math.sin(i * 1.7) : 0.03 + 0.005 * Math.cos(i * 2.3);
  return [r * Math.cos(a), r * Math.sin(a)] as V2;
});

/** The hopper from the side: a tall rounded loader, its lid higher at the back. */
const HOPPER_SIDE: readonly V2[] = [
  [-0.08, 0.24],
  [0.05, 0.24],
  [0.075, 0.26],
  [0.08, 0.3],
  [0.06, 0.33],
  [0.0, 0.345],
  [-0.08, 0.35],
  [-0.11, 0.33],
  [-0.115, 0.29],
  [-0.1, 0.255],
];

const paintball: KindDecl = {
  kind: 'paintball',
  nouns: [
    'paintball',
    'paintballs',
    'paintball gun',
    'paintball marker',
    'paintball pistol',
    'paint ball',
    'paintball rifle',
  ],
  size: [0.36, 0.62],
  parts: [
    part('splat', { plan: SPLAT, height: 0.0015 }, 'paint', {
      at: [0.05, 0, 0.05],
      colors: PAINT_COLOURS,
      role: 'accent',
      answersTo: ['paint', 'splatter'],
    }),
    ...GROUND_BALLS.map((b, i) =>
      part(`ball_${i + 1}`, { ball: BALL_R }, 'paint', {
        at: b.at,
        color: b.color,
        role: 'fixed',
        answersTo: ['balls', 'paintballs', 'ammo'],
      }),
    ),
    // The grip stands the marker on the ground, its frame and trigger above it.
    part(
      'grip',
      {
        extrude: [
          [-0.03, 0],
          [0.012, 0],
          [0.03, 0.125],
          [-0.012, 0.125],
        ],
        depth: 0.034,
        round: 0.008,
      },
      'rubber',
      { color: 0x222226, role: 'detail', answersTo: ['handle', 'grips'] },
    ),
    part(
      'body',
      {
        extrude: [
          [-0.09, 0.12],
          [0.11, 0.12],
          [0.13, 0.15],
          [0.13, 0.215],
          [-0.08, 0.215],
          [-0.095, 0.19],
        ],
        depth: 0.04,
        round: 0.006,
      },
      'paint',
      { color: 0x2a5ad8, answersTo: ['receiver', 'frame', 'marker', 'gun'] },
    ),
    part('trigger_guard', { ring: 0.024, r: 0.004, arc: 180, from: 180 }, 'darkMetal', {
      at: [0.062, 0.124, 0],
      role: 'detail',
    }),
    rod('trigger', [0.058, 0.122, 0], [0.064, 0.1, 0], 0.0035, 'darkMetal', { role: 'detail' }),
    lyingX('barrel', [0.22, BARREL_Y, 0], 0.18, 0.012, 'darkMetal', {
      role: 'detail',
      answersTo: ['barrel'],
    }),
    part('muzzle', { cyl: 0.001, r: 0.008 }, 'plain', {
      turn: [0, 0, 90],
      at: [0.3105, BARREL_Y, 0],
      color: 0x0e0e10,
      role: 'fixed',
    }),
    // The hopper of balls on top, feeding down its neck, its lid open on more balls.
    part('neck', { cyl: 0.035, r: 0.013 }, 'rubber', {
      at: [-0.01, 0.21, 0],
      color: 0x222226,
      role: 'detail',
    }),
    part('hopper', { extrude: HOPPER_SIDE, depth: 0.085, round: 0.02 }, 'plastic', {
      color: 0x1e1e22,
      role: 'detail',
      answersTo: ['loader', 'hopper'],
    }),
    part('hopper_ball', { ball: BALL_R }, 'paint', {
      ...at([
        [-0.06, 0.352, 0.016],
        [-0.035, 0.348, -0.012],
        [-0.01, 0.343, 0.014],
        [-0.085, 0.35, -0.014],
      ]),
      colors: PAINT_COLOURS,
      role: 'fixed',
      answersTo: ['balls', 'paintballs'],
    }),
    // The CO2 tank behind as the stock.
    lyingX('tank', [-0.22, 0.165, 0], 0.22, 0.034, 'steel', {
      color: 0x9aa0a8,
      role: 'detail',
      answersTo: ['bottle', 'co2 tank', 'air tank'],
    }),
    part('tank_valve', { cyl: 0.03, r: 0.013 }, 'darkMetal', {
      turn: [0, 0, 90],
      at: [-0.082, 0.165, 0],
      role: 'detail',
    }),
  ],
};

export const LIST14_FOOD_AND_SMALL_KINDS: readonly KindDecl[] = [
  peppermint,
  gingerbread,
  sinker,
  tampon,
  okra,
  horseradish,
  sashimi,
  kazoo,
  gasket,
  hairball,
  cinder,
  sherbet,
  pillowcase,
  paintball,
];
