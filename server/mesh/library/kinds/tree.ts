/** Tree: bark trunk with branches and a leafy canopy; conifers, palms, bare trees by noun/parts. */
import { hexRgb } from '../../prompt/colors.ts';
import { assemble, type Builder } from '../builder.ts';
import type { Solid, V3 } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';

export const tree: ObjectKind = {
  kind: 'tree',
  build: (interpretation, ctx) =>
    assemble(interpretation, ctx, (b) => {
      if (
        b.is(
          'pine',
          'pine tree',
          'fir',
          'fir tree',
          'spruce',
          'conifer',
          'christmas tree',
          'xmas tree',
          'evergreen',
          'evergreen tree',
          'cedar',
          'cypress',
          'larch',
          'juniper',
          'redwood',
          'sequoia',
          'hemlock',
          'yew',
        )
      ) {
        conifer(b);
      } else if (b.is('palm', 'palm tree', 'cycad')) {
        palm(b);
      } else {
        broadleaf(b);
      }
    }),
};

/** Trees a person tells by their fruit: its colour and size (a share of the tree's height). */
const FRUITING: Readonly<Record<string, { color: number; size: number }>> = Object.fromEntries(
  (
    [
      [['apple tree'], { color: 0xd02020, size: 0.028 }],
      [['orange tree'], { color: 0xf08a1a, size: 0.028 }],
      [['lemon tree'], { color: 0xf0d820, size: 0.026 }],
      [['pear tree'], { color: 0xc8d040, size: 0.028 }],
      [['cherry tree'], { color: 0xb01020, size: 0.016 }],
      [['rowan', 'rowan tree', 'mountain ash'], { color: 0xe8501a, size: 0.022 }],
      [['quince', 'quince tree', 'quince bush'], { color: 0xe8c838, size: 0.03 }],
      // Session 27 (plants): by WordNet class, so every cherry (a morello, a sweet cherry) and
      // every nut tree (a hickory, a butternut, a macadamia) shows its fruit; a holly's red
      // berries and a hazel's nuts by name.
      [['cherry'], { color: 0x9a0c1c, size: 0.016 }],
      [['nut tree', 'hazel'], { color: 0x7a6a30, size: 0.02 }],
      [['holly'], { color: 0xd01818, size: 0.015 }],
    ] as const
  ).flatMap(([nouns, fruit]) => nouns.map((n) => [n, fruit])),
);

/**
 * How a broadleaf tree told by its name differs from the round green one (session 27, plants;
 * docs/decisions.md, "Plants"): its crown's shape, its leaves' and bark's colours, blossom
 * over the crown, roots a person names it by, a swollen trunk. Keyed by noun or by a WordNet
 * class on the stand-in's chain (`Builder.pick`), so every eucalyptus (a ghost gum, a snow gum)
 * takes the gum tree's pale bark and every wattle (a mimosa) its yellow bloom.
 */
interface TreeLook {
  /** `umbrella`: a wide flat top (acacia); `spread`: wide and low; `narrow`: tall and slim. */
  crown?: 'umbrella' | 'spread' | 'narrow';
  leaf?: number;
  bark?: number;
  blossom?: number;
  /** `aerial`: a banyan's hanging roots; `stilt`: a mangrove's arching roots. */
  roots?: 'aerial' | 'stilt';
  /** A baobab's: a fat bottle of a trunk under a small crown. */
  bottle?: boolean;
}

const TREE_LOOKS: Readonly<Record<string, TreeLook>> = Object.fromEntries(
  (
    [
      [['holly'], { leaf: 0x1c4a24 }],
      [['dogwood'], { blossom: 0xf6f2ea, crown: 'spread' }],
      [['flowering cherry'], { blossom: 0xf06a9c, leaf: 0xe6a4bc, crown: 'spread' }],
      [['acacia'], { crown: 'umbrella', leaf: 0x5f8a3a }],
      [['wattle'], { blossom: 0xf2d020, leaf: 0x7a9a6a }],
      [['flamboyant', 'royal poinciana'], { blossom: 0xe2361a, crown: 'umbrella' }],
      [['banyan'], { crown: 'spread', roots: 'aerial' }],
      [['baobab'], { bottle: true, crown: 'umbrella', bark: 0x9a8a78 }],
      [['mangrove'], { roots: 'stilt', leaf: 0x2a5a2c }],
      [['gum tree'], { crown: 'narrow', bark: 0xcfc4b0, leaf: 0x5a8a6a }],
      [['hazel'], { crown: 'spread' }],
    ] as const
  ).flatMap(([nouns, look]) => nouns.map((n) => [n, look as TreeLook])),
);

/** Points spread evenly over a sphere (a golden-angle spiral), for blossom on a crown lobe. */
function spiral(n: number): V3[] {
  const out: V3[] = [];
  const turn = Math.PI * (3 - Math.sqrt(5));
  for (let i = 0; i < n; i++) {
    const y = 1 - (2 * (i + 0.5)) / n;
    const r = Math.sqrt(1 - y * y);
    out.push([Math.cos(turn * i) * r, y, Math.sin(turn * i) * r]);
  }
  return out;
}
const BLOSSOM_SPOTS = spiral(90).filter((d) => d[1] > -0.45);

/** How far from `from` along unit `d` the farthest of these ellipsoids' surfaces lies. */
function reachOut(from: V3, d: V3, shells: ReadonlyArray<readonly [V3, V3]>): number {
  let best = 0;
  for (const [c, r] of shells) {
    // In the ellipsoid's unit-sphere frame: |o + t·v|² = 1, the larger root.
    const o = [0, 1, 2].map((i) => (from[i]! - c[i]!) / r[i]!);
    const v = [0, 1, 2].map((i) => d[i]! / r[i]!);
    const A = v[0]! ** 2 + v[1]! ** 2 + v[2]! ** 2;
    const B = 2 * (o[0]! * v[0]! + o[1]! * v[1]! + o[2]! * v[2]!);
    const C = o[0]! ** 2 + o[1]! ** 2 + o[2]! ** 2 - 1;
    const disc = B * B - 4 * A * C;
    if (disc >= 0) best = Math.max(best, (-B + Math.sqrt(disc)) / (2 * A));
  }
  return best;
}

/** Where fruit hang on a crown lobe: [turn from its outward side, elevation], radians. */
const FRUIT_SPOTS: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [0.6, 0.35],
  [-0.6, 0.35],
  [0.45, -0.35],
  [-0.45, -0.35],
  [0, 0.7],
];

function broadleaf(b: Builder): void {
  const { g, rng, opts, palette } = b;
  const sapling = b.is('sapling');
  const H = rng.vary(sapling ? 1.6 : 5.5, 0.15);
  const trunkH = H * rng.range(0.38, 0.5);
  const r0 = H * rng.range(0.035, 0.045);
  const lean = (): number => rng.range(-0.06, 0.06) * trunkH;
  const spine: V3[] = [
    [0, 0, 0],
    [lean() * 0.3, trunkH * 0.35, lean() * 0.3],
    [lean() * 0.7, trunkH * 0.7, lean() * 0.7],
    [lean(), trunkH * 1.05, lean()],
  ];
  const look = b.pick(TREE_LOOKS) ?? {};
  const radii = look.bottle
    ? [r0 * 3.4, r0 * 3.8, r0 * 3.2, r0 * 1.6]
    : [r0 * 1.25, r0, r0 * 0.85, r0 * 0.7];
  const bark = b.is('birch')
    ? tinted(FINISH.bark, hexRgb(0xe8e4dc), 'birch bark')
    : look.bark !== undefined
      ? tinted(FINISH.bark, hexRgb(look.bark), 'bark')
      : FINISH.bark;
  const bare = opts.lacks('leaf');
  const top = spine[3]!;
  const limbs: Solid[] = [];
  const branchCount = bare ? rng.int(5, 7) : rng.int(3, 5);
  const tips: V3[] = [];
  for (let i = 0; i < branchCount; i++) {
    const a = (2 * Math.PI * i) / branchCount + rng.range(-0.3, 0.3);
    const from: V3 = [top[0] * 0.9, trunkH * rng.range(0.75, 1), top[2] * 0.9];
    const reach = H * rng.range(0.18, 0.3);
    const tip: V3 = [
      from[0] + Math.cos(a) * reach,
      from[1] + H * rng.range(0.15, 0.3),
      from[2] + Math.sin(a) * reach,
    ];
    limbs.push(g.capsule(from, tip, r0 * 0.45, r0 * 0.12, g.n(0.3)));
    tips.push(tip);
    if (bare) {
      for (let k = 0; k < 2; k++) {
        const a2 = a + rng.range(-0.9, 0.9);
        const tip2: V3 = [
          tip[0] + Math.cos(a2) * reach * 0.45,
          tip[1] + H * rng.range(0.05, 0.15),
          tip[2] + Math.sin(a2) * reach * 0.45,
        ];
        limbs.push(g.capsule(tip, tip2, r0 * 0.13, r0 * 0.05, g.n(0.25)));
      }
    }
  }
  b.add('trunk', g.tube(spine, radii, g.n(0.5)), palette.detail(bark));
  b.add('branches', g.union(limbs), palette.detail(bark));
  if (bare) return;

  // The crown's shape: the round one's lobes spread wide and squashed (an umbrella, a
  // spreading banyan) or drawn in and up (a slim gum tree), about the trunk's top.
  const [wide, tall, lift] =
    look.crown === 'umbrella'
      ? [1.7, 0.38, 0.05]
      : look.crown === 'spread'
        ? [1.4, 0.7, 0]
        : look.crown === 'narrow'
          ? [0.68, 1.3, 0.08]
          : [1, 1, 0];
  const shaped = (c: V3, baseY: number): V3 => [
    top[0] + (c[0] - top[0]) * wide,
    baseY + (c[1] - baseY) * tall,
    top[2] + (c[2] - top[2]) * wide,
  ];
  const crownY = trunkH + H * (0.28 + lift);
  const crownR = H * rng.range(0.26, 0.32);
  const blobs: Solid[] = [
    g.ellipsoid(
      [top[0], crownY, top[2]],
      [crownR * wide, crownR * 0.85 * tall, crownR * wide],
      g.n(0.6),
    ),
  ];
  const lumps = rng.int(6, 9);
  const surface: V3[] = [];
  const lobes: Array<readonly [V3, V3]> = [];
  for (let i = 0; i < lumps; i++) {
    const a = (2 * Math.PI * i) / lumps + rng.range(-0.4, 0.4);
    const e = rng.range(-0.3, 0.9);
    const d = crownR * rng.range(0.55, 0.75);
    const c: V3 = [
      top[0] + Math.cos(a) * Math.cos(e) * d,
      crownY + Math.sin(e) * d * 0.8,
      top[2] + Math.sin(a) * Math.cos(e) * d,
    ];
    const r = crownR * rng.range(0.45, 0.6);
    if (wide === 1 && tall === 1) {
      blobs.push(g.ball(c, r, g.n(0.5)));
      lobes.push([c, [r, r, r]]);
    } else {
      // A shaped lobe keeps its size across and is squashed or stretched upright.
      const at = shaped(c, crownY);
      const rr = r * Math.sqrt(wide);
      blobs.push(g.ellipsoid(at, [rr, r * tall, rr], g.n(0.5)));
      lobes.push([at, [rr, r * tall, rr]]);
    }
    surface.push([c[0] + Math.cos(a) * r * 0.9, c[1] + r * 0.1, c[2] + Math.sin(a) * r * 0.9]);
  }
  const leaf =
    look.leaf !== undefined ? tinted(FINISH.leaf, hexRgb(look.leaf), 'leaves') : FINISH.leaf;
  b.add('canopy', g.union(blobs), palette.main(leaf));
  if (look.blossom !== undefined && !opts.lacks('flower')) {
    // A tree in bloom is known by its colour: the crown's outer face is covered in blossom.
    // Each spot sits on the crown's outer surface, found along a ray from its middle.
    const mid: V3 = [top[0], crownY, top[2]];
    const spots = BLOSSOM_SPOTS.map((d) => {
      const t = reachOut(mid, d, [
        [mid, [crownR * wide, crownR * 0.85 * tall, crownR * wide]],
        ...lobes,
      ]);
      return g.ball([mid[0] + d[0] * t, mid[1] + d[1] * t, mid[2] + d[2] * t], H * 0.03, 6);
    });
    b.add(
      'blossom',
      g.union(spots),
      palette.accent(tinted(FINISH.flower, hexRgb(look.blossom), 'blossom')),
      ['flower', 'flowers', 'blossoms'],
    );
  }
  if (look.roots === 'aerial') {
    // A banyan's roots hang from its spreading limbs to the ground, thick and thin, a grove
    // of pillars under the crown.
    const roots: Solid[] = [];
    const n = 16;
    for (let i = 0; i < n; i++) {
      const a = (2 * Math.PI * i) / n + (i % 2) * 0.2;
      const d = crownR * wide * (i % 2 === 0 ? 0.55 : 0.85);
      const x = top[0] + Math.cos(a) * d;
      const z = top[2] + Math.sin(a) * d;
      const r = r0 * (i % 4 === 0 ? 0.45 : 0.18);
      roots.push(g.capsule([x, crownY - crownR * 0.2, z], [x, 0, z], r * 0.8, r, g.n(0.25)));
    }
    b.add('roots', g.union(roots), palette.detail(bark), ['root', 'aerial roots']);
  } else if (look.roots === 'stilt') {
    // A mangrove stands on arching roots that leave the trunk above the ground and curve
    // out and down into the mud.
    const roots: Solid[] = [];
    const n = 9;
    for (let i = 0; i < n; i++) {
      const a = (2 * Math.PI * i) / n;
      const from: V3 = [Math.cos(a) * r0 * 0.6, trunkH * 0.5, Math.sin(a) * r0 * 0.6];
      const knee: V3 = [Math.cos(a) * H * 0.15, trunkH * 0.42, Math.sin(a) * H * 0.15];
      const foot: V3 = [Math.cos(a) * H * 0.25, 0, Math.sin(a) * H * 0.25];
      roots.push(g.capsule(from, knee, r0 * 0.4, r0 * 0.3, g.n(0.25)));
      roots.push(g.capsule(knee, foot, r0 * 0.3, r0 * 0.28, g.n(0.25)));
    }
    b.add('roots', g.union(roots), palette.detail(bark), ['root', 'stilt roots']);
  }
  if (b.is('willow', 'weeping willow')) {
    // A willow weeps: curtains of leafy strands hang from the crown's rim nearly to the
    // ground; the round crown alone is any tree.
    const strands: Solid[] = [];
    const n = rng.int(18, 24);
    for (let i = 0; i < n; i++) {
      const a = (2 * Math.PI * i) / n + rng.range(-0.1, 0.1);
      const d = crownR * rng.range(0.85, 1.05);
      const x = top[0] + Math.cos(a) * d;
      const z = top[2] + Math.sin(a) * d;
      const low = H * rng.range(0.08, 0.2);
      strands.push(
        g.capsule(
          [x * 0.9, crownY + crownR * 0.2, z * 0.9],
          [x * 1.08, low, z * 1.08],
          H * 0.03,
          H * 0.012,
          g.n(0.25),
        ),
      );
    }
    b.add('fronds', g.union(strands), palette.main(FINISH.leaf), ['leaves', 'leaf']);
  }
  // Fruit (session 26): a tree asked for with fruit, or one told by its fruit (a rowan's
  // orange-red berries, a quince's yellow pears, an apple tree's apples), has them hanging on
  // the crown, several on each lobe's outer side at fixed places (no seeded draw), so they show
  // from any side; "without fruit" leaves them off. Flowers dot the crown's surface.
  // A tree drawn in bloom (a flowering cherry) shows its blossom, not its fruit.
  const own = look.blossom === undefined ? b.pick(FRUITING) : undefined;
  if (!opts.lacks('fruit') && !opts.has('flower') && (own !== undefined || opts.has('fruit'))) {
    const size = H * (own?.size ?? 0.025);
    const fruit = lobes.flatMap(([c, r]) => {
      const out = Math.atan2(c[2] - top[2], c[0] - top[0]);
      return FRUIT_SPOTS.map(([a, e]) =>
        g.ball(
          [
            c[0] + Math.cos(out + a) * Math.cos(e) * r[0] * 0.95,
            c[1] + Math.sin(e) * r[1] * 0.95,
            c[2] + Math.sin(out + a) * Math.cos(e) * r[2] * 0.95,
          ],
          size,
          g.n(0.25),
        ),
      );
    });
    const color = own?.color ?? 0xd02020;
    b.add(
      'fruit',
      g.union(fruit),
      palette.accent(tinted(FINISH.paint, hexRgb(color), own ? 'fruit' : 'apples')),
    );
  } else if (opts.has('flower') && look.blossom === undefined) {
    const flowers = surface.map((c) => g.ball(c, H * 0.018, g.n(0.25)));
    b.add('fruit', g.union(flowers), palette.accent(FINISH.flower));
  }
}

function conifer(b: Builder): void {
  const { g, rng, opts, palette } = b;
  const christmas = b.is('christmas tree', 'xmas tree');
  // Session 27 (plants): a redwood towers on a thick red-brown trunk bare for a third of its
  // height under a narrow crown; a cypress is a tall dark column (docs/decisions.md, "Plants").
  const redwood = b.is('redwood', 'sequoia', 'giant sequoia', 'coast redwood');
  const column = !redwood && b.is('cypress');
  const H = rng.vary(christmas ? 2.2 : redwood ? 11 : 7, 0.12);
  const trunkH = H * (redwood ? 0.34 : 0.2);
  const r0 = H * (redwood ? 0.045 : 0.035);
  const bark = redwood ? tinted(FINISH.bark, hexRgb(0x74382a), 'redwood bark') : FINISH.bark;
  b.add('trunk', g.cyl(trunkH + H * 0.1, r0, r0 * 0.7, g.n(0.4)), palette.detail(bark));
  const tiers = rng.int(3, 5);
  const cones: Solid[] = [];
  const baseR = H * rng.range(0.26, 0.32) * (redwood ? 0.62 : column ? 0.42 : 1);
  const ornaments: Solid[] = [];
  for (let i = 0; i < tiers; i++) {
    const t = i / tiers;
    const y0 = trunkH + (H - trunkH) * t * 0.78;
    const R = baseR * (1 - t * (column ? 0.45 : 0.75));
    const h = (H - trunkH) * (0.42 - t * 0.06);
    cones.push(g.cyl(h, R, 0.001, g.n(0.7)).move(0, y0, 0));
    if (christmas) {
      const count = Math.max(3, Math.round(8 * (1 - t)));
      for (let k = 0; k < count; k++) {
        const a = (2 * Math.PI * k) / count + i;
        const yy = y0 + h * 0.15;
        const rr = R * 0.82;
        ornaments.push(g.ball([Math.cos(a) * rr, yy, Math.sin(a) * rr], H * 0.025, g.n(0.25)));
      }
    }
  }
  const needles = christmas
    ? tinted(FINISH.pine, hexRgb(0x1f6a38))
    : column
      ? tinted(FINISH.pine, hexRgb(0x1e4a2a), 'needles')
      : FINISH.pine;
  b.add('canopy', g.union(cones), palette.main(needles));
  if (christmas) {
    b.add(
      'ornaments',
      g.union(ornaments),
      palette.accent(tinted(FINISH.paint, hexRgb(0xd01c1c), 'baubles')),
    );
    const star: Array<[number, number]> = [];
    for (let i = 0; i < 10; i++) {
      const a = Math.PI / 2 + (Math.PI * i) / 5;
      const r = (i % 2 === 0 ? 1 : 0.45) * H * 0.06;
      star.push([Math.cos(a) * r, Math.sin(a) * r]);
    }
    b.add('star', g.extrude(star, H * 0.02).move(0, H * 1.0, 0), palette.fixed(FINISH.gold));
    if (opts.want(true, 'pot')) {
      b.add(
        'pot',
        g.cyl(trunkH * 0.7, r0 * 3, r0 * 3.6, g.n(0.5)),
        palette.fixed(FINISH.terracotta),
      );
    }
  }
}

function palm(b: Builder): void {
  const { g, rng, palette } = b;
  // A cycad (a sago palm, a zamia; session 29, docs/decisions.md "Animals and plants by the
  // class that has a build") is the palm cut short: a stout straight stump, scaled with
  // diamond-cut bark, under a rosette of long stiff fronds, and no coconuts.
  const cycad = b.is('cycad');
  const H = rng.vary(6, 0.12);
  const bend = rng.range(0.1, 0.22) * H * (cycad ? 0 : 1);
  const trunkH = cycad ? H * 0.28 : H;
  const spine: V3[] = [];
  const radii: number[] = [];
  const steps = 6;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    spine.push([bend * t * t, trunkH * t, 0]);
    radii.push(cycad ? H * (0.075 - 0.02 * t) : H * (0.04 - 0.015 * t));
  }
  b.add(
    'trunk',
    g.tube(spine, radii, g.n(0.4)),
    palette.detail(tinted(FINISH.bark, hexRgb(0x8a6a48))),
  );
  const top = spine[steps]!;
  const fronds = rng.int(6, 9) * (cycad ? 2 : 1);
  const leaves: Solid[] = [];
  for (let i = 0; i < fronds; i++) {
    const a = (2 * Math.PI * i) / fronds + rng.range(-0.2, 0.2);
    const len = H * rng.range(0.35, 0.45) * (cycad ? 0.75 : 1);
    const pts: V3[] = [];
    const n = 5;
    // A cycad's fronds rise stiffly out of the crown before they arch.
    const rise = cycad ? 0.9 : 0.35;
    const droop = cycad ? 0.6 : 0.75;
    for (let k = 0; k <= n; k++) {
      const t = k / n;
      const out = len * t;
      const y = top[1] + len * (rise * t - droop * t * t);
      pts.push([top[0] + Math.cos(a) * out, y, top[2] + Math.sin(a) * out]);
    }
    for (let k = 0; k < n; k++) {
      const w = len * 0.12 * Math.sin(((k + 0.5) / n) * Math.PI) + 0.02;
      const p = pts[k]!;
      const q = pts[k + 1]!;
      const side: V3 = [-Math.sin(a) * w, 0, Math.cos(a) * w];
      leaves.push(
        g.hull([
          g.ball(p, 0.02, 8),
          g.ball(q, 0.02, 8),
          g.ball(
            [(p[0] + q[0]) / 2 + side[0], (p[1] + q[1]) / 2, (p[2] + q[2]) / 2 + side[2]],
            0.015,
            8,
          ),
          g.ball(
            [(p[0] + q[0]) / 2 - side[0], (p[1] + q[1]) / 2, (p[2] + q[2]) / 2 - side[2]],
            0.015,
            8,
          ),
        ]),
      );
    }
  }
  b.add('fronds', g.union(leaves), palette.main(FINISH.leaf));
  if (cycad) return;
  const nuts: Solid[] = [];
  for (let i = 0; i < 3; i++) {
    const a = (2 * Math.PI * i) / 3;
    nuts.push(
      g.ball(
        [top[0] + Math.cos(a) * H * 0.03, top[1] - H * 0.03, top[2] + Math.sin(a) * H * 0.03],
        H * 0.025,
        g.n(0.3),
      ),
    );
  }
  b.add('coconuts', g.union(nuts), palette.fixed(tinted(FINISH.wood, hexRgb(0x5a3a1e), 'coconut')));
}
