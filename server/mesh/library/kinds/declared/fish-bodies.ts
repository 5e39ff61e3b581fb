/**
 * Fish by their own body (issue #32, session 25; docs/decisions.md "Fish by their own
 * body"): every ordinary fish was the one code-built fish of kinds/fish.ts in a random scale
 * colour, so a tuna, a mackerel and a herring looked alike and a cod or a bass was unknown.
 * Each fish here shows what a person names it by from the side: the tuna's torpedo, yellow
 * finlets and stiff crescent tail; the mackerel's wavy tiger bars; the herring's small silver
 * slimness; the cod's mottled olive, pale lateral line, chin barbel and three dorsal fins;
 * the bass's dark side band and big mouth; the perch's bars and orange-red fins; the
 * piranha's red belly and toothed underbite; the barracuda's long jaw and dark bars; the
 * trout's pink band and spots; the salmon's pink-tinged silver with small dark spots; the
 * pike's duck-bill snout, pale spots and fins set far back.
 *
 * Declared as data (library/declare.ts), each fish faces +X: a body of two ellipsoids (the
 * trunk and the narrower tail stem) with a belly ellipsoid showing below, fins pushed out of
 * side outlines, markings laid on the body's surface by `on` so they stay attached.
 */
import type { KindDecl, PartDecl, Shape } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';

const EYE = { finish: 'eye', role: 'fixed' as const };

/** A fish's body: length nose to tail tip, depth and width of the trunk, in metres. */
interface Body {
  L: number;
  H: number;
  W: number;
}

/** Centre height of the body's axis (the whole is rested on the ground after building). */
const cy = (b: Body): number => b.H * 0.75;

/** The trunk: centre x and radii. */
const trunk = (b: Body): { x: number; r: V3 } => ({
  x: b.L * 0.06,
  r: [b.L * 0.36, b.H / 2, b.W / 2],
});
/** The tail stem, narrowing into the tail. */
const stem = (b: Body): { x: number; r: V3 } => ({
  x: -b.L * 0.16,
  r: [b.L * 0.26, b.H * 0.32, b.W * 0.38],
});

/** Half-height and half-width of the body's section at x (the larger of its two ellipsoids). */
function section(b: Body, x: number): [number, number] {
  let ry = 0;
  let rz = 0;
  for (const e of [trunk(b), stem(b)]) {
    const u = (x - e.x) / e.r[0];
    if (Math.abs(u) >= 1) continue;
    const k = Math.sqrt(1 - u * u);
    ry = Math.max(ry, e.r[1] * k);
    rz = Math.max(rz, e.r[2] * k);
  }
  return [ry, rz];
}

/**
 * A point on the body's skin at x (a fraction of L), `deg` degrees round from the top of the
 * back (90 = the flank, 180 = the belly) on the +Z side (`side` -1 for the other), raised
 * `lift` metres off it (negative sinks it in).
 */
function on(b: Body, x: number, deg: number, lift = 0, side = 1): V3 {
  const [ry, rz] = section(b, x * b.L);
  const a = (deg * Math.PI) / 180;
  return [x * b.L, cy(b) + (ry + lift) * Math.cos(a), side * (rz + lift) * Math.sin(a)];
}

/** The top (+1) or bottom (-1) of the body at x (a fraction of L), sunk `inset` into it. */
const edge = (b: Body, x: number, dir: 1 | -1, inset: number): V2 => [
  x * b.L,
  cy(b) + dir * (section(b, x * b.L)[0] - inset),
];

type Tail = 'fork' | 'crescent' | 'square' | 'round';

/** The tail fin's side outline: root in the tail stem, tips `span` above and below. */
function tailOutline(b: Body, kind: Tail, span: number): V2[] {
  const { L } = b;
  const y = cy(b);
  const r0 = -L * 0.37;
  const hs = section(b, r0)[0] * 0.7;
  const tip = -L * 0.5;
  if (kind === 'crescent')
    return [
      [r0, y + hs],
      [r0 - L * 0.05, y + span * 0.5],
      [tip, y + span],
      [tip + L * 0.03, y + span * 0.75],
      [tip + L * 0.055, y + span * 0.35],
      [tip + L * 0.065, y],
      [tip + L * 0.055, y - span * 0.35],
      [tip + L * 0.03, y - span * 0.75],
      [tip, y - span],
      [r0 - L * 0.05, y - span * 0.5],
      [r0, y - hs],
    ];
  if (kind === 'fork')
    return [
      [r0, y + hs],
      [tip, y + span],
      [tip + L * 0.015, y + span * 0.7],
      [tip + L * 0.06, y],
      [tip + L * 0.015, y - span * 0.7],
      [tip, y - span],
      [r0, y - hs],
    ];
  if (kind === 'square')
    return [
      [r0, y + hs],
      [tip, y + span],
      [tip + L * 0.008, y],
      [tip, y - span],
      [r0, y - hs],
    ];
  return [
    [r0, y + hs],
    [tip + L * 0.02, y + span],
    [tip, y + span * 0.5],
    [tip - L * 0.005, y],
    [tip, y - span * 0.5],
    [tip + L * 0.02, y - span],
    [r0, y - hs],
  ];
}

/**
 * A fin on the back (dir 1) or belly (-1) from x1 to x2 (fractions of L, x1 the front),
 * `h` tall: its root sunk in the body, its free edge by `shape` — spines in a saw edge, a
 * soft rounded edge, or a sickle swept back from a tall front ray.
 */
function finOutline(
  b: Body,
  x1: number,
  x2: number,
  h: number,
  dir: 1 | -1,
  shape: 'spiny' | 'soft' | 'sickle',
): V2[] {
  const inset = b.H * 0.06;
  const front = edge(b, x1, dir, inset);
  const back = edge(b, x2, dir, inset);
  const base = (t: number): number => edge(b, x1 + (x2 - x1) * t, dir, 0)[1];
  const at = (t: number, up: number): V2 => [(x1 + (x2 - x1) * t) * b.L, base(t) + dir * up];
  let free: V2[];
  if (shape === 'spiny') {
    const n = 6;
    free = Array.from({ length: n * 2 + 1 }, (_, i) => {
      const t = i / (n * 2);
      const hump = h * (0.55 + 0.45 * Math.sin(Math.PI * Math.min(1, t * 1.3)));
      return at(t, i % 2 === 0 ? hump : hump * 0.62);
    });
  } else if (shape === 'soft') {
    free = [0.02, 0.2, 0.45, 0.7, 0.9, 1].map((t) =>
      at(t, h * (t === 1 ? 0.15 : Math.sin(Math.PI * (0.25 + t * 0.7)) * 0.95 + 0.05)),
    );
  } else {
    free = [at(0.05, h * 0.4), at(0.35, h), at(0.55, h * 0.55), at(0.8, h * 0.28), at(1, h * 0.1)];
  }
  return [front, ...free, back];
}

/** A thin flat fin part in the XY plane, `depth` thick. */
const flat = (outline: V2[], depth: number): Shape => ({ extrude: outline, depth });

/** A line on the skin on both sides (a band, a bar, a lateral line), sunk by half its radius. */
function skinLine(
  b: Body,
  name: string,
  points: ReadonlyArray<readonly [number, number]>,
  r: number | readonly number[],
  color: number,
  finish = 'scales',
  answersTo: readonly string[] = ['stripe'],
): PartDecl[] {
  const r0 = typeof r === 'number' ? r : r[0]!;
  return [1, -1].map((side) => ({
    name: `${name}_${side > 0 ? 'r' : 'l'}`,
    shape: { sweep: points.map(([x, deg]) => on(b, x, deg, -r0 * 0.45, side)), r },
    finish,
    color,
    role: 'fixed' as const,
    answersTo,
  }));
}

/** Small round marks on the skin on both sides (spots, mottling), as one part each side. */
function skinSpots(
  b: Body,
  name: string,
  at: ReadonlyArray<readonly [number, number]>,
  r: number,
  color: number,
  answersTo: readonly string[] = ['spot'],
): PartDecl[] {
  const [first, ...rest] = at;
  if (!first) return [];
  return [1, -1].map((side) => {
    const p0 = on(b, first[0], first[1], -r * 0.55, side);
    return {
      name: `${name}_${side > 0 ? 'r' : 'l'}`,
      shape: { ellipsoid: [r, r, r * 0.7] as V3 },
      at: p0,
      copies: rest.map(([x, deg]) => {
        const p = on(b, x, deg, -r * 0.55, side);
        return [p[0] - p0[0], p[1] - p0[1], p[2] - p0[2]] as V3;
      }),
      finish: 'paint',
      color,
      role: 'fixed' as const,
      answersTo,
    };
  });
}

/** What sets one fish's common body apart. */
interface FishLook {
  body: Body;
  back: number;
  belly: number;
  fin: number;
  tail: Tail;
  /** Half the tail's span, over the body depth. */
  tailSpan: number;
  /** Dorsal fins front to back: [x1, x2, height over H, shape]. */
  dorsal: ReadonlyArray<readonly [number, number, number, 'spiny' | 'soft' | 'sickle']>;
  /** The anal fin under the tail stem. */
  anal: readonly [number, number, number, 'spiny' | 'soft' | 'sickle'];
  /** Pectoral fin length over L, and its own colour (default `fin`). */
  pectoral: number;
  pectoralColor?: number;
  /** Pelvic and anal fin colour (default `fin`): a perch's orange-red. */
  lowerFin?: number;
  /** Eye radius over L. */
  eye?: number;
  /** Fin colour of the tail (default `fin`). */
  tailColor?: number;
  /** How far the belly comes up the flank: 0 low, 1 to the midline. */
  bellyUp?: number;
}

/** The parts every fish here has: trunk, tail stem, belly, tail, fins, gills, eyes, mouth. */
function fishParts(f: FishLook): PartDecl[] {
  const b = f.body;
  const { L, H, W } = b;
  const y = cy(b);
  const t = trunk(b);
  const s = stem(b);
  const up = f.bellyUp ?? 0.5;
  const finDepth = Math.max(0.004, L * 0.012);
  const lower = f.lowerFin ?? f.fin;
  const parts: PartDecl[] = [
    { name: 'body', shape: { ellipsoid: t.r }, at: [t.x, y, 0], finish: 'scales', color: f.back },
    {
      name: 'rear_body',
      shape: { ellipsoid: s.r },
      at: [s.x, y, 0],
      finish: 'scales',
      color: f.back,
      answersTo: ['body'],
    },
    {
      name: 'belly',
      shape: { ellipsoid: [L * 0.335, H * (0.36 + up * 0.06), W * 0.5] },
      at: [L * 0.05, y - H * (0.16 - up * 0.05), 0],
      finish: 'scales',
      color: f.belly,
      role: 'accent',
    },
    {
      name: 'tail',
      shape: flat(tailOutline(b, f.tail, H * f.tailSpan), finDepth),
      finish: 'skin',
      color: f.tailColor ?? f.fin,
      role: 'accent',
      answersTo: ['fin'],
    },
    ...f.dorsal.map(([x1, x2, h, shape], i) => ({
      name: f.dorsal.length === 1 ? 'dorsal_fin' : `dorsal_fin_${i + 1}`,
      shape: flat(finOutline(b, x1, x2, H * h, 1, shape), finDepth),
      finish: 'skin',
      color: f.fin,
      role: 'accent' as const,
      answersTo: ['fin'],
    })),
    {
      name: 'anal_fin',
      shape: flat(finOutline(b, f.anal[0], f.anal[1], H * f.anal[2], -1, f.anal[3]), finDepth),
      finish: 'skin',
      color: lower,
      role: 'detail',
      answersTo: ['fin'],
    },
    {
      name: 'pelvic_fin',
      shape: flat(finOutline(b, 0.14, 0.04, H * 0.3, -1, 'sickle'), finDepth),
      finish: 'skin',
      color: lower,
      role: 'detail',
      answersTo: ['fin'],
    },
    ...[1, -1].map((side) => {
      const root = on(b, 0.24, 118, 0, side);
      const len = L * f.pectoral;
      return {
        name: `pectoral_fin_${side > 0 ? 'r' : 'l'}`,
        shape: { ellipsoid: [len / 2, H * 0.07, finDepth * 0.6] as V3 },
        turn: [0, side * -8, -28] as V3,
        at: [root[0] - len * 0.38, root[1] - len * 0.2, root[2] + side * finDepth * 0.3] as V3,
        finish: 'skin',
        color: f.pectoralColor ?? f.fin,
        role: 'detail' as const,
        answersTo: ['fin'],
      };
    }),
    ...skinLine(
      b,
      'gill',
      [25, 50, 75, 100, 125, 145].map(
        (deg) => [0.27 - Math.sin((deg * Math.PI) / 180) * 0.025, deg] as const,
      ),
      L * 0.005,
      darker(f.back, 0.55),
      'skin',
      [],
    ),
    {
      name: 'eye',
      shape: { ball: L * (f.eye ?? 0.024) },
      at: on(b, 0.34, 58, -L * (f.eye ?? 0.024) * 0.45),
      copies: [[0, 0, -2 * on(b, 0.34, 58, -L * (f.eye ?? 0.024) * 0.45)[2]]],
      ...EYE,
    },
  ];
  return parts;
}

/** A colour darkened toward black by `k` (0 black, 1 itself). */
function darker(color: number, k: number): number {
  const c = (shift: number): number => Math.round(((color >> shift) & 0xff) * k) << shift;
  return c(16) | c(8) | c(0);
}

/** A dark mouth slit at the nose, its length over L. */
function mouth(b: Body, length: number, drop = 0.14): PartDecl {
  const nose = trunk(b).x + trunk(b).r[0];
  const [, rz] = section(b, nose - b.L * length * 0.6);
  return {
    name: 'mouth',
    shape: { ellipsoid: [b.L * length, b.H * 0.025, rz * 1.05 + b.L * 0.003] },
    turn: [0, 0, 8],
    at: [nose - b.L * length * 0.6, cy(b) - b.H * drop, 0],
    finish: 'coal',
    role: 'fixed',
  };
}

/** Finlets: small triangles in a row on the back and belly before the tail (tuna, mackerel). */
function finlets(b: Body, count: number, color: number, from: number, to: number): PartDecl[] {
  const size = b.L * 0.018;
  return ([1, -1] as const).map((dir) => {
    const step = (to - from) / Math.max(1, count - 1);
    const [x0, y0] = edge(b, from, dir, b.H * 0.02);
    return {
      name: dir === 1 ? 'finlets_top' : 'finlets_bottom',
      shape: {
        extrude:
          dir === 1
            ? ([
                [x0 + size * 0.5, y0 - size * 0.4],
                [x0 - size * 0.6, y0 + size],
                [x0 - size * 0.6, y0 - size * 0.4],
              ] as V2[])
            : ([
                [x0 + size * 0.5, y0 + size * 0.4],
                [x0 - size * 0.6, y0 + size * 0.4],
                [x0 - size * 0.6, y0 - size],
              ] as V2[]),
        depth: b.L * 0.008,
      },
      copies: Array.from({ length: count - 1 }, (_, i) => {
        const [x, yy] = edge(b, from + step * (i + 1), dir, b.H * 0.02);
        return [x - x0, yy - y0, 0] as V3;
      }),
      finish: 'skin',
      color,
      role: 'accent' as const,
      answersTo: ['finlet', 'fin'],
    };
  });
}

// Bodies, in metres.
const TUNA: Body = { L: 1.6, H: 0.27 * 1.6, W: 0.24 * 1.6 };
const MACKEREL: Body = { L: 0.36, H: 0.18 * 0.36, W: 0.12 * 0.36 };
const HERRING: Body = { L: 0.25, H: 0.19 * 0.25, W: 0.1 * 0.25 };
const COD: Body = { L: 0.8, H: 0.22 * 0.8, W: 0.15 * 0.8 };
const BASS: Body = { L: 0.45, H: 0.3 * 0.45, W: 0.14 * 0.45 };
const PERCH: Body = { L: 0.3, H: 0.32 * 0.3, W: 0.12 * 0.3 };
const PIRANHA: Body = { L: 0.28, H: 0.5 * 0.28, W: 0.17 * 0.28 };
const BARRACUDA: Body = { L: 1.3, H: 0.13 * 1.3, W: 0.1 * 1.3 };
const TROUT: Body = { L: 0.5, H: 0.23 * 0.5, W: 0.12 * 0.5 };
const SALMON: Body = { L: 0.8, H: 0.24 * 0.8, W: 0.13 * 0.8 };
const PIKE: Body = { L: 0.9, H: 0.15 * 0.9, W: 0.11 * 0.9 };

/** Spot positions [x, degrees] scattered by a fixed rule over part of the flank. */
function scatter(
  n: number,
  x1: number,
  x2: number,
  deg1: number,
  deg2: number,
  seed: number,
): Array<[number, number]> {
  let s = seed;
  const next = (): number => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
  return Array.from({ length: n }, (_, i) => {
    const t = (i + next() * 0.8) / n;
    return [x1 + (x2 - x1) * t, deg1 + (deg2 - deg1) * next()];
  });
}

export const FISH_BODY_KINDS: readonly KindDecl[] = [
  {
    // The tuna: a thick torpedo, dark blue back over a silver belly, a low first dorsal fin
    // and a yellow sickle second dorsal and anal fin, yellow finlets to a stiff crescent tail.
    kind: 'tuna',
    nouns: ['tuna', 'tunny', 'bluefin tuna', 'bluefin', 'yellowfin tuna', 'yellowfin', 'albacore'],
    size: [0.87, 1.55],
    parts: [
      ...fishParts({
        body: TUNA,
        back: 0x14305e,
        belly: 0xc8ccd2,
        fin: 0x2a3450,
        tail: 'crescent',
        tailSpan: 1.0,
        dorsal: [
          [0.2, 0.02, 0.3, 'spiny'],
          [-0.02, -0.12, 0.5, 'sickle'],
        ],
        anal: [-0.04, -0.13, 0.45, 'sickle'],
        pectoral: 0.2,
        bellyUp: 0.7,
        eye: 0.02,
      }).map((p) =>
        p.name === 'dorsal_fin_2' || p.name === 'anal_fin' ? { ...p, color: 0xe8c020 } : p,
      ),
      ...finlets(TUNA, 7, 0xf0c818, -0.15, -0.34),
      mouth(TUNA, 0.05, 0.08),
    ],
  },
  {
    // The mackerel: slim, a blue-green back barred with dark wavy lines, a silver belly, two
    // small dorsal fins far apart, finlets and a deeply forked tail.
    kind: 'mackerel',
    // The wahoo is a mackerel to WordNet too; its first senses are bushes (session 28, r2things).
    nouns: ['mackerel', 'atlantic mackerel', 'chub mackerel', 'wahoo', 'wahoos'],
    size: [0.145, 0.35],
    parts: [
      ...fishParts({
        body: MACKEREL,
        back: 0x2a7a78,
        belly: 0xdfe4e6,
        fin: 0x4a6a6a,
        tail: 'fork',
        tailSpan: 1.1,
        dorsal: [
          [0.18, 0.04, 0.45, 'spiny'],
          [-0.05, -0.14, 0.35, 'sickle'],
        ],
        anal: [-0.06, -0.14, 0.3, 'sickle'],
        pectoral: 0.12,
        bellyUp: 0.2,
      }),
      ...finlets(MACKEREL, 5, 0x4a6a6a, -0.19, -0.33),
      // Tiger bars: dark wavy lines from the back down to the flank.
      ...Array.from({ length: 9 }, (_, i) => {
        const x = 0.26 - i * 0.068;
        return skinLine(
          MACKEREL,
          `bar_${i + 1}`,
          [10, 30, 50, 70, 88].map((deg, k) => [x + (k % 2 === 0 ? 0.012 : -0.012), deg] as const),
          MACKEREL.L * 0.0065,
          0x0e1c22,
        );
      }).flat(),
      mouth(MACKEREL, 0.05),
    ],
  },
  {
    // The herring: a small slim silver fish with a blue-grey back, one dorsal fin at its
    // middle and a forked tail; sardines, pilchards, sprats and shads alike.
    kind: 'herring',
    nouns: [
      'herring',
      'sardine',
      'pilchard',
      'sprat',
      'brisling',
      'shad',
      'menhaden',
      'kipper',
      'bloater',
    ],
    size: [0.118, 0.235],
    parts: [
      ...fishParts({
        body: HERRING,
        back: 0x3e5a80,
        belly: 0xe4e8ec,
        fin: 0x6a7a8e,
        tail: 'fork',
        tailSpan: 1.25,
        dorsal: [[0.08, -0.06, 0.5, 'soft']],
        anal: [-0.1, -0.2, 0.22, 'soft'],
        pectoral: 0.1,
        bellyUp: 0.1,
        eye: 0.03,
      }),
      mouth(HERRING, 0.04, 0.05),
    ],
  },
  {
    // The cod: olive-brown and mottled, a pale lateral line arching along its flank, a barbel
    // under its chin, three dorsal fins, two anal fins and a square tail.
    kind: 'cod',
    nouns: [
      'cod',
      'codfish',
      'atlantic cod',
      'haddock',
      'pollock',
      'pollack',
      'saithe',
      'coley',
      'hake',
      'whiting',
    ],
    size: [0.3, 0.75],
    parts: [
      ...fishParts({
        body: COD,
        back: 0x5c5432,
        belly: 0xe2dcc4,
        fin: 0x5e5434,
        tail: 'square',
        tailSpan: 0.8,
        dorsal: [
          [0.2, 0.08, 0.45, 'soft'],
          [0.04, -0.12, 0.4, 'soft'],
          [-0.15, -0.3, 0.35, 'soft'],
        ],
        anal: [-0.02, -0.14, 0.3, 'soft'],
        pectoral: 0.11,
        bellyUp: 0.0,
        eye: 0.022,
      }),
      {
        name: 'anal_fin_2',
        shape: flat(finOutline(COD, -0.17, -0.3, COD.H * 0.28, -1, 'soft'), COD.L * 0.012),
        finish: 'skin',
        color: 0x5e5434,
        role: 'detail',
        answersTo: ['fin'],
      },
      ...skinSpots(COD, 'mottle', scatter(30, 0.3, -0.32, 12, 95, 7), COD.L * 0.014, 0x3a3220, []),
      ...skinSpots(COD, 'fleck', scatter(22, 0.28, -0.3, 20, 90, 19), COD.L * 0.01, 0x9a8e5a, []),
      ...skinLine(
        COD,
        'lateral_line',
        [0.3, 0.18, 0.05, -0.08, -0.2, -0.32].map((x) => [x, 52 + (0.3 - x) * 50] as const),
        COD.L * 0.005,
        0xf0ead0,
        'scales',
        ['line', 'stripe'],
      ),
      {
        name: 'barbel',
        shape: {
          sweep: [
            on(COD, 0.36, 172, -COD.L * 0.006),
            [COD.L * 0.355, cy(COD) - COD.H * 0.58, 0],
            [COD.L * 0.345, cy(COD) - COD.H * 0.68, 0],
          ],
          r: [COD.L * 0.006, COD.L * 0.004, COD.L * 0.003],
        },
        finish: 'skin',
        color: 0xb0a070,
        role: 'detail',
        answersTo: ['whisker'],
      },
      mouth(COD, 0.06, 0.12),
    ],
  },
  {
    // The bass: green above, a dark blotchy band along its side, a white belly, a big mouth
    // gaping back under its eye and a spiny dorsal fin joined to a soft one.
    kind: 'bass',
    nouns: [
      'bass',
      'largemouth bass',
      'largemouth',
      'smallmouth bass',
      'bass fish',
      'european bass',
    ],
    size: [0.235, 0.445],
    parts: [
      ...fishParts({
        body: BASS,
        back: 0x4e6a2a,
        belly: 0xe6e4c8,
        fin: 0x5a6a3a,
        tail: 'round',
        tailSpan: 0.62,
        dorsal: [
          [0.18, 0.0, 0.42, 'spiny'],
          [0.0, -0.17, 0.4, 'soft'],
        ],
        anal: [-0.06, -0.17, 0.32, 'soft'],
        pectoral: 0.12,
        bellyUp: 0.1,
      }),
      ...skinLine(
        BASS,
        'band',
        [0.3, 0.2, 0.1, 0.0, -0.1, -0.2, -0.3].map(
          (x, i) => [x, 88 + (i % 2 === 0 ? -4 : 4)] as const,
        ),
        [0.022, 0.03, 0.026, 0.03, 0.024, 0.02, 0.014].map((r) => r * BASS.L),
        0x22301a,
      ),
      // The big mouth: its gape runs back under the eye.
      ...skinLine(
        BASS,
        'gape',
        [
          [0.415, 100],
          [0.38, 114],
          [0.335, 122],
        ],
        [0.014, 0.013, 0.01].map((r) => r * BASS.L),
        0x1a1e14,
        'skin',
        ['mouth'],
      ),
      mouth(BASS, 0.1, 0.06),
    ],
  },
  {
    // The perch: yellow-green with dark vertical bars, a spiny dorsal fin with a black spot,
    // orange-red fins below and a humped back.
    kind: 'perch fish',
    nouns: ['perch fish', 'yellow perch', 'redfin perch', 'river perch', 'ruffe'],
    size: [0.17, 0.28],
    parts: [
      ...fishParts({
        body: PERCH,
        back: 0x7a8a2a,
        belly: 0xf0e8b8,
        fin: 0x8a8a4a,
        tail: 'fork',
        tailSpan: 0.7,
        dorsal: [
          [0.2, 0.0, 0.5, 'spiny'],
          [-0.02, -0.16, 0.38, 'soft'],
        ],
        anal: [-0.06, -0.15, 0.3, 'soft'],
        pectoral: 0.11,
        lowerFin: 0xe0501e,
        tailColor: 0xc86a2a,
        bellyUp: 0.0,
      }),
      ...Array.from({ length: 6 }, (_, i) => {
        const x = 0.22 - i * 0.09;
        return skinLine(
          PERCH,
          `bar_${i + 1}`,
          [8, 35, 60, 85, 108].map((deg) => [x - (deg - 8) * 0.0002, deg] as const),
          [0.026, 0.026, 0.022, 0.018, 0.01].map((r) => r * PERCH.L),
          0x2a3214,
        );
      }).flat(),
      mouth(PERCH, 0.05),
    ],
  },
  {
    // The piranha: a deep round silver-grey body, a red belly and throat, a jutting lower
    // jaw with a row of triangular teeth, a black band on its tail.
    kind: 'piranha',
    nouns: ['piranha', 'pirana', 'piraya'],
    size: [0.215, 0.27],
    parts: [
      ...fishParts({
        body: PIRANHA,
        back: 0x6a7078,
        belly: 0xc42e22,
        fin: 0x5a5e64,
        tail: 'fork',
        tailSpan: 0.45,
        dorsal: [[0.04, -0.1, 0.28, 'soft']],
        anal: [-0.02, -0.2, 0.2, 'soft'],
        pectoral: 0.1,
        pectoralColor: 0xc8402a,
        lowerFin: 0xc8402a,
        bellyUp: 0.0,
        eye: 0.03,
      }),
      {
        name: 'jaw',
        shape: { ellipsoid: [PIRANHA.L * 0.085, PIRANHA.H * 0.075, PIRANHA.W * 0.3] },
        turn: [0, 0, 12],
        at: [PIRANHA.L * 0.4, cy(PIRANHA) - PIRANHA.H * 0.21, 0],
        finish: 'skin',
        color: 0x5e646c,
        role: 'accent',
        answersTo: ['mouth'],
      },
      {
        name: 'teeth',
        shape: {
          capsule: [
            [0, 0, 0],
            [PIRANHA.L * 0.004, PIRANHA.L * 0.045, 0],
          ],
          r: PIRANHA.L * 0.013,
          r2: PIRANHA.L * 0.001,
        },
        at: [PIRANHA.L * 0.44, cy(PIRANHA) - PIRANHA.H * 0.16, PIRANHA.W * 0.14],
        copies: [
          [-PIRANHA.L * 0.022, -PIRANHA.L * 0.006, PIRANHA.W * 0.04],
          [-PIRANHA.L * 0.044, -PIRANHA.L * 0.012, PIRANHA.W * 0.06],
          [0, 0, -PIRANHA.W * 0.28],
          [-PIRANHA.L * 0.022, -PIRANHA.L * 0.006, -PIRANHA.W * 0.32],
          [-PIRANHA.L * 0.044, -PIRANHA.L * 0.012, -PIRANHA.W * 0.34],
        ],
        finish: 'plastic',
        color: 0xf4f2ea,
        role: 'fixed',
        answersTo: ['tooth'],
      },
      {
        name: 'caudal_band',
        shape: flat(
          [
            [-PIRANHA.L * 0.47, cy(PIRANHA) + PIRANHA.H * 0.4],
            [-PIRANHA.L * 0.5, cy(PIRANHA) + PIRANHA.H * 0.45],
            [-PIRANHA.L * 0.45, cy(PIRANHA)],
            [-PIRANHA.L * 0.5, cy(PIRANHA) - PIRANHA.H * 0.45],
            [-PIRANHA.L * 0.47, cy(PIRANHA) - PIRANHA.H * 0.4],
            [-PIRANHA.L * 0.42, cy(PIRANHA)],
          ],
          PIRANHA.L * 0.016,
        ),
        finish: 'skin',
        color: 0x1e1e22,
        role: 'fixed',
      },
      ...skinSpots(
        PIRANHA,
        'fleck',
        scatter(14, 0.25, -0.2, 30, 80, 3),
        PIRANHA.L * 0.008,
        0x9aa2aa,
        [],
      ),
    ],
  },
  {
    // The barracuda: long and slim, silver with dark bars slanting down its upper flank, a
    // long pointed head with a jutting lower jaw, two dorsal fins far apart, a forked tail.
    kind: 'barracuda',
    nouns: ['barracuda', 'great barracuda', 'sennet'],
    size: [0.35, 1.26],
    parts: [
      ...fishParts({
        body: BARRACUDA,
        back: 0x4e5e6a,
        belly: 0xe0e4e8,
        fin: 0x3a4650,
        tail: 'fork',
        tailSpan: 1.05,
        dorsal: [
          [0.08, -0.02, 0.5, 'spiny'],
          [-0.14, -0.22, 0.45, 'sickle'],
        ],
        anal: [-0.15, -0.23, 0.4, 'sickle'],
        pectoral: 0.08,
        bellyUp: 0.3,
        eye: 0.016,
      }),
      {
        name: 'jaw',
        shape: {
          capsule: [
            [BARRACUDA.L * 0.34, cy(BARRACUDA) - BARRACUDA.H * 0.18, 0],
            [BARRACUDA.L * 0.48, cy(BARRACUDA) - BARRACUDA.H * 0.08, 0],
          ],
          r: BARRACUDA.H * 0.16,
          r2: BARRACUDA.L * 0.006,
        },
        finish: 'scales',
        color: 0x8a949c,
        role: 'accent',
        answersTo: ['mouth'],
      },
      ...Array.from({ length: 13 }, (_, i) => {
        const x = 0.2 - i * 0.045;
        return skinLine(
          BARRACUDA,
          `bar_${i + 1}`,
          [20, 45, 70].map((deg) => [x - (deg - 20) * 0.0006, deg] as const),
          [0.012, 0.011, 0.008].map((r) => r * BARRACUDA.L),
          0x1e262e,
        );
      }).flat(),
      mouth(BARRACUDA, 0.09, 0.06),
    ],
  },
  {
    // The trout: olive-green back and silver-white belly, a pink band along its flank and
    // black spots over its back, flanks and tail.
    kind: 'trout',
    nouns: ['trout', 'rainbow trout', 'brook trout', 'sea trout', 'steelhead', 'grayling'],
    size: [0.195, 0.46],
    parts: [
      ...fishParts({
        body: TROUT,
        back: 0x6a7a3e,
        belly: 0xeeeade,
        fin: 0x7a7e56,
        tail: 'square',
        tailSpan: 0.75,
        dorsal: [
          [0.1, -0.04, 0.45, 'soft'],
          [-0.24, -0.28, 0.18, 'soft'],
        ],
        anal: [-0.1, -0.2, 0.32, 'soft'],
        pectoral: 0.11,
        bellyUp: 0.0,
      }),
      ...skinLine(
        TROUT,
        'stripe',
        [0.3, 0.2, 0.1, 0.0, -0.1, -0.2, -0.3].map((x) => [x, 92] as const),
        [0.02, 0.028, 0.03, 0.028, 0.024, 0.018, 0.012].map((r) => r * TROUT.L),
        0xe0707a,
      ),
      ...skinSpots(TROUT, 'spots', scatter(26, 0.3, -0.34, 12, 118, 11), TROUT.L * 0.009, 0x1a1a16),
      mouth(TROUT, 0.06),
    ],
  },
  {
    // The salmon: a big silver fish tinged pink along its flank, a blue-grey back with a few
    // small dark spots above its midline, a small fatty fin behind its dorsal fin.
    kind: 'salmon',
    nouns: [
      'salmon',
      'atlantic salmon',
      'chinook salmon',
      'sockeye salmon',
      'coho salmon',
      'king salmon',
    ],
    size: [0.335, 0.76],
    parts: [
      ...fishParts({
        body: SALMON,
        back: 0x5a7088,
        belly: 0xe8e6e2,
        fin: 0x6a7886,
        tail: 'fork',
        tailSpan: 0.65,
        dorsal: [
          [0.08, -0.05, 0.45, 'soft'],
          [-0.24, -0.28, 0.16, 'soft'],
        ],
        anal: [-0.12, -0.22, 0.3, 'soft'],
        pectoral: 0.11,
        bellyUp: 0.3,
      }),
      ...skinLine(
        SALMON,
        'stripe',
        [0.28, 0.15, 0.0, -0.15, -0.3].map((x) => [x, 95] as const),
        [0.022, 0.03, 0.03, 0.022, 0.012].map((r) => r * SALMON.L),
        0xe8948a,
      ),
      ...skinSpots(SALMON, 'spots', scatter(14, 0.3, -0.28, 15, 55, 5), SALMON.L * 0.007, 0x22262c),
      mouth(SALMON, 0.07),
    ],
  },
  {
    // The pike: long and olive-green with rows of pale spots, a long flat duck-bill snout,
    // its dorsal and anal fins set far back opposite each other by the tail. "A pike" alone
    // is the polearm; the fish is asked for by these longer names.
    kind: 'pike fish',
    nouns: ['pike fish', 'northern pike', 'muskie', 'jackfish'],
    size: [0.2, 0.95],
    parts: [
      ...fishParts({
        body: PIKE,
        back: 0x4e5a2a,
        belly: 0xe8e2c0,
        fin: 0x8a6a3a,
        tail: 'fork',
        tailSpan: 0.85,
        dorsal: [[-0.2, -0.33, 0.6, 'soft']],
        anal: [-0.21, -0.33, 0.5, 'soft'],
        pectoral: 0.08,
        bellyUp: 0.2,
        eye: 0.02,
      }),
      {
        name: 'snout',
        shape: { ellipsoid: [PIKE.L * 0.1, PIKE.H * 0.22, PIKE.W * 0.4] },
        at: [PIKE.L * 0.39, cy(PIKE) - PIKE.H * 0.06, 0],
        finish: 'scales',
        color: 0x4e5a2a,
        answersTo: ['head'],
      },
      {
        name: 'mouth',
        shape: { ellipsoid: [PIKE.L * 0.09, PIKE.H * 0.03, PIKE.W * 0.38] },
        at: [PIKE.L * 0.4, cy(PIKE) - PIKE.H * 0.1, 0],
        finish: 'coal',
        role: 'fixed',
      },
      ...skinSpots(PIKE, 'spots', scatter(34, 0.26, -0.34, 35, 120, 23), PIKE.L * 0.011, 0xd8d49a),
    ],
  },
];
