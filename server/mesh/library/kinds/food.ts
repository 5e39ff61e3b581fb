/**
 * Food: fruit and vegetables from one revolved body (radius, height, outline shape, stem,
 * leaf), a few special shapes (banana, grapes, pineapple, carrot), and stacked food from a
 * list of layers (hamburger, sandwich, cake, pancakes…) plus donut, pizza, ice cream and hot
 * dog. Parts are `body`, `stem`, `leaf`, and per layer its own name (`bun_top`, `patty`).
 */
import { hexRgb } from '../../prompt/colors.ts';
import type { Builder } from '../builder.ts';
import { familyKinds, kindOf } from '../family.ts';
import type { Solid, V2, V3 } from '../geo.ts';
import { FINISH, tinted, type Finish } from '../materials.ts';
import { smoothCurve } from '../profile.ts';
import type { ObjectKind } from '../types.ts';

const skin = (hex: number, label: string, roughness = 0.45): Finish => ({
  ...tinted(FINISH.skin, hexRgb(hex), label),
  roughness,
});
const food = (hex: number, label: string, roughness = 0.8): Finish => ({
  label,
  color: hexRgb(hex),
  surface: 'plain',
  metallic: 0,
  roughness,
});

type Outline =
  'round' | 'sphere' | 'lemon' | 'pear' | 'oval' | 'heart' | 'flat' | 'long' | 'egg' | 'onion';

interface Fruit {
  radius: number;
  height: number;
  outline: Outline;
  color: number;
  stem: boolean;
  leaf: boolean;
  /** Ridges around (pumpkin), 0 for smooth. */
  ribs?: number;
}

const FRUIT: Record<string, Fruit> = {
  apple: { radius: 0.042, height: 0.08, outline: 'heart', color: 0xc8202a, stem: true, leaf: true },
  pear: { radius: 0.038, height: 0.11, outline: 'pear', color: 0xb8c040, stem: true, leaf: false },
  // A true ball in a deep orange: the 'round' outline's flat ends and a paler orange read as a
  // yellow barrel.
  orange: {
    radius: 0.04,
    height: 0.078,
    outline: 'sphere',
    color: 0xe06408,
    stem: false,
    leaf: true,
  },
  // Pointed at both ends, the lemon's shape, and a stronger yellow.
  lemon: {
    radius: 0.032,
    height: 0.085,
    outline: 'lemon',
    color: 0xe8c010,
    stem: false,
    leaf: false,
  },
  // Round, not the apple's heart (session 19): with its blush and crease it reads as a peach.
  peach: {
    radius: 0.04,
    height: 0.078,
    outline: 'sphere',
    color: 0xf0a070,
    // The leaf hangs from a short stem, as on the apple (without it the leaf floated).
    stem: true,
    leaf: true,
  },
  plum: { radius: 0.027, height: 0.055, outline: 'oval', color: 0x5a2050, stem: true, leaf: false },
  cherry: {
    radius: 0.012,
    height: 0.023,
    outline: 'heart',
    color: 0xa01020,
    stem: true,
    leaf: false,
  },
  strawberry: {
    radius: 0.016,
    height: 0.04,
    outline: 'heart',
    color: 0xd81c2a,
    stem: false,
    leaf: true,
  },
  tomato: { radius: 0.04, height: 0.065, outline: 'flat', color: 0xe0281c, stem: true, leaf: true },
  pumpkin: {
    radius: 0.18,
    height: 0.26,
    outline: 'flat',
    color: 0xe8761a,
    stem: true,
    leaf: false,
    ribs: 10,
  },
  avocado: {
    radius: 0.035,
    height: 0.11,
    outline: 'pear',
    color: 0x3a5a1e,
    stem: false,
    leaf: false,
  },
  coconut: {
    radius: 0.07,
    height: 0.14,
    outline: 'oval',
    color: 0x6a4422,
    stem: false,
    leaf: false,
  },
  egg: { radius: 0.022, height: 0.058, outline: 'egg', color: 0xf4ece0, stem: false, leaf: false },
  // Golden-brown papery skin drawn in lines from root to neck, the bulb drawn up to a neck:
  // a round brown ball with a stalk read as an apple or a peach.
  onion: {
    radius: 0.045,
    height: 0.085,
    outline: 'onion',
    color: 0xa86a2a,
    stem: true,
    leaf: false,
    ribs: 14,
  },
  eggplant: { radius: 0.04, height: 0.2, outline: 'long', color: 0x3a1848, stem: true, leaf: true },
};

function fruitOutline(o: Outline, r: number, h: number): V2[] {
  const pts: Record<Outline, V2[]> = {
    round: [
      [0.05, 0],
      [0.7, 0.05],
      [1, 0.5],
      [0.7, 0.95],
      [0.05, 1],
    ],
    heart: [
      [0.05, 0.02],
      [0.75, 0.08],
      [1, 0.55],
      [0.85, 0.92],
      [0.2, 0.94],
      [0.05, 0.9],
    ],
    pear: [
      [0.05, 0],
      [0.8, 0.08],
      [1, 0.3],
      [0.6, 0.65],
      [0.42, 0.88],
      [0.05, 1],
    ],
    oval: [
      [0.05, 0],
      [0.6, 0.05],
      [1, 0.5],
      [0.6, 0.95],
      [0.05, 1],
    ],
    // Widest below the middle and round at both ends: the pear's waist made an egg a pear.
    egg: [
      [0.05, 0],
      [0.72, 0.06],
      [1, 0.38],
      [0.88, 0.7],
      [0.5, 0.94],
      [0.05, 1],
    ],
    sphere: [
      [0.05, 0],
      [0.5, 0.07],
      [0.87, 0.25],
      [1, 0.5],
      [0.87, 0.75],
      [0.5, 0.93],
      [0.05, 1],
    ],
    lemon: [
      [0.05, 0],
      [0.16, 0.05],
      [0.6, 0.16],
      [0.95, 0.38],
      [0.95, 0.62],
      [0.6, 0.84],
      [0.16, 0.95],
      [0.05, 1],
    ],
    onion: [
      [0.05, 0],
      [0.55, 0.05],
      [1, 0.35],
      [0.8, 0.65],
      [0.25, 0.88],
      [0.08, 1],
    ],
    flat: [
      [0.05, 0.02],
      [0.8, 0.06],
      [1, 0.5],
      [0.8, 0.92],
      [0.2, 0.95],
      [0.05, 0.92],
    ],
    long: [
      [0.05, 0],
      [0.8, 0.06],
      [1, 0.3],
      [0.6, 0.75],
      [0.35, 0.95],
      [0.05, 1],
    ],
  };
  const curve = smoothCurve(
    pts[o].map(([x, y]) => [x * r, y * h] as const),
    24,
  );
  return [[0, 0], ...curve, [0, curve[curve.length - 1]![1]]];
}

/**
 * Nouns on a fruit row whose look differs from the row's (session 18): a beet is a smooth
 * deep-red root and a turnip a white one with a purple crown, both with their leaves (the
 * onion's ribbed brown bulb read as an onion).
 */
const FRUIT_LOOKS: Readonly<Record<string, Partial<Fruit> & { greens?: number }>> = {
  beet: { color: 0x6e1030, ribs: 0, outline: 'heart', stem: false, greens: 0xa02040 },
  beetroot: { color: 0x6e1030, ribs: 0, outline: 'heart', stem: false, greens: 0xa02040 },
  turnip: { color: 0xf2eee6, ribs: 0, outline: 'heart', stem: false, greens: 0x7aa83a },
  // Session 30: a rutabaga (a swede, a yellow turnip) is the turnip's root, bigger and
  // yellow under the same purple crown (docs/decisions.md, "Food and drink by class, session 30").
  rutabaga: {
    color: 0xe6b84e,
    ribs: 0,
    outline: 'heart',
    stem: false,
    greens: 0x6a9a3a,
    radius: 0.05,
    height: 0.09,
  },
  // Session 19 (L): an apricot is small, round and orange, a nectarine a smooth red-blushed
  // ball — both were the pale peach, drawn as an apple.
  apricot: { color: 0xf08c24, outline: 'sphere', radius: 0.026, height: 0.05, leaf: false },
  nectarine: { color: 0xeca028, outline: 'sphere', radius: 0.034, height: 0.066, leaf: false },
  // A fig is a purple-brown teardrop (it was the plum's round oval), a grapefruit a big
  // yellow-orange ball (the orange's size and colour).
  fig: { color: 0x5a2a4a, outline: 'pear', radius: 0.026, height: 0.055 },
  grapefruit: { color: 0xf2b040, radius: 0.055, height: 0.105 },
};

function fruit(b: Builder, row: Fruit): void {
  const { g, rng, palette } = b;
  const look = b.pick(FRUIT_LOOKS);
  const f: Fruit = { ...row, ...look };
  const r = rng.vary(f.radius, 0.06);
  const h = rng.vary(f.height, 0.06);
  let body = g.revolve(fruitOutline(f.outline, r, h));
  if (f.ribs) {
    const n = f.ribs;
    body = body.refine(2).warp((v) => {
      const a = Math.atan2(v[2], v[0]);
      const k = 1 - 0.08 * Math.abs(Math.cos((a * n) / 2));
      v[0] *= k;
      v[2] *= k;
    });
  }
  if (f.outline === 'long') body = body.rotate(0, 0, 70).move(h * 0.45, r * 0.85, 0);
  if (b.is('strawberry')) {
    strawberry(b, r, h, f.color);
    return;
  }
  if (b.is('apple core')) {
    appleCore(b, r, h, f.color);
    return;
  }
  if (f.outline !== 'long' && (b.state === 'carved' || b.is(...JACK_O_LANTERN))) {
    carvedFace(b, body, r, h);
  } else if (f.outline !== 'long' && b.state === 'half') {
    halved(b, body, f, r, h);
    return;
  } else if (b.is('easter egg')) {
    // An Easter egg is painted: a pastel shell ringed with bands (white, it was an egg).
    b.add('body', body, palette.main(skin(0x8ac4ee, 'paint')));
    const shell = body.scale([1.02, 1.004, 1.02]);
    (
      [
        [0.3, 0xf08ab8],
        [0.5, 0xf8e070],
        [0.7, 0xf08ab8],
      ] as const
    ).forEach(([y, color], i) =>
      b.add(
        `band_${i + 1}`,
        shell.and(g.box(r * 3, h * 0.07, r * 3).move(0, h * y, 0)),
        palette.accent(skin(color, 'paint')),
      ),
    );
  } else b.add('body', body, palette.main(skin(f.color, 'skin')));
  if (look?.greens !== undefined) rootTop(b, body, r, h, look.greens);
  if (b.is('peach', 'apricot', 'nectarine') && b.state === null) stoneFruit(b, body, r, h, f.color);
  const top =
    f.outline === 'long'
      ? ([-h * 0.49, h * 0.34 + r * 0.85, 0] as const)
      : ([0, h * 0.94, 0] as const);
  if (f.stem) {
    const len = Math.max(0.006, r * (f.radius < 0.02 ? 2.5 : 0.35));
    b.add(
      'stem',
      g.rod(top, [top[0] + len * 0.2, top[1] + len, 0], Math.max(0.0015, r * 0.07), undefined, 8),
      palette.fixed(food(f.ribs ? 0x6a7a3a : 0x5a3a1e, 'stem')),
    );
  }
  if (f.leaf) {
    const lr = Math.max(0.008, r * 0.45);
    const leaf =
      f.radius < 0.02 || b.is('tomato')
        ? g.cyl(r * 0.1, r * 0.55, r * 0.3, 10).move(top[0], top[1] - r * 0.05, 0)
        : g
            .ellipsoid([top[0] + lr * 0.7, top[1] + lr * 0.35, 0], [lr, lr * 0.1, lr * 0.45], 12)
            .rotate(0, 0, 0);
    b.add('leaf', leaf, palette.fixed(FINISH.leaf));
  }
}

/**
 * A stone fruit's marks (session 19, L): the crease down one side from the stalk, and on a
 * peach and a nectarine the red blush over the side the sun reached — without them the
 * peach was a pale apple and the nectarine a tomato.
 */
function stoneFruit(b: Builder, body: Solid, r: number, h: number, color: number): void {
  const { g, palette } = b;
  const blush = b.is('nectarine') ? 0xc0202a : b.is('peach') ? 0xe0503a : null;
  if (blush !== null) {
    const side = g.ball([r * 1.0, h * 0.72, -r * 0.1], r * 0.95);
    b.add(
      'blush',
      body.scale([1.015, 1.006, 1.015]).and(side),
      palette.accent(skin(blush, 'blush')),
    );
  }
  // Down the face turned to the viewer (+Z, a little to +X), half sunk in the skin.
  const a = Math.PI * 0.32;
  const pts: V3[] = [0.93, 0.8, 0.65, 0.5, 0.36].map((t) => {
    const k = Math.sqrt(Math.max(0, 1 - ((t - 0.5) / 0.52) ** 2)) * r;
    return [Math.cos(a) * k, t * h, Math.sin(a) * k];
  });
  const dark =
    ((((color >> 16) & 0xff) * 0.7) << 16) |
    ((((color >> 8) & 0xff) * 0.6) << 8) |
    ((color & 0xff) * 0.6);
  b.add(
    'crease',
    g.tube(
      pts,
      pts.map((_, i) => r * (i === 0 || i === pts.length - 1 ? 0.025 : 0.055)),
    ),
    palette.fixed(skin(dark, 'crease')),
  );
}

/**
 * An apple core (docs/decisions.md, looks by name inside one-body classes): the eaten apple
 * pinched to a pale waist between its red top and bottom, pips showing in the flesh, the
 * stalk still on — the whole apple was no core.
 */
function appleCore(b: Builder, r: number, h: number, color: number): void {
  const { g, palette } = b;
  const outline: V2[] = [
    [0.05, 0],
    [0.62, 0.03],
    [0.8, 0.12],
    [0.42, 0.28],
    [0.3, 0.5],
    [0.42, 0.72],
    [0.86, 0.86],
    [0.62, 0.95],
    [0.05, 0.96],
  ];
  const curve = smoothCurve(
    outline.map(([x, y]) => [x * r, y * h] as const),
    24,
  );
  const body = g.revolve([[0, 0], ...curve, [0, curve[curve.length - 1]![1]]]);
  b.add('flesh', body, palette.fixed(food(0xf6eccc, 'flesh')));
  const skinOf = (lo: number, hi: number): Solid =>
    body.scale([1.02, 1.002, 1.02]).and(g.boxAt([-r * 2, lo * h, -r * 2], [r * 2, hi * h, r * 2]));
  b.add('skin', g.union([skinOf(-0.1, 0.11), skinOf(0.8, 1.1)]), palette.main(skin(color, 'skin')));
  const pips = [0, 1, 2, 3].map((i) => {
    const a = (i * Math.PI) / 2 + Math.PI / 4;
    return g.ellipsoid(
      [Math.cos(a) * r * 0.3, h * (0.46 + (i % 2) * 0.08), Math.sin(a) * r * 0.3],
      [r * 0.06, r * 0.1, r * 0.06],
      8,
    );
  });
  b.add('seeds', g.union(pips), palette.fixed(food(0x3a2010, 'seeds')));
  const top: V3 = [0, h * 0.95, 0];
  b.add(
    'stem',
    g.rod(top, [r * 0.07, h * 0.95 + r * 0.35, 0], r * 0.07, undefined, 8),
    palette.fixed(food(0x5a3a1e, 'stem')),
  );
}

/**
 * A root vegetable's top: leaf stalks in `stalk`'s colour rising from the crown with a leaf
 * on each, and on a turnip (a pale root) a purple crown.
 */
function rootTop(b: Builder, body: Solid, r: number, h: number, stalk: number): void {
  const { g, palette } = b;
  if (b.is('turnip'))
    b.add(
      'crown',
      body.scale([1.02, 1.004, 1.02]).and(g.box(r * 3, h * 0.45, r * 3).move(0, h * 0.6, 0)),
      palette.accent(skin(0x8a3a8a, 'skin')),
    );
  [-25, 0, 25].forEach((lean, i) => {
    const a = (lean * Math.PI) / 180;
    const tip: [number, number, number] = [
      Math.sin(a) * r * 1.2,
      h * 0.95 + r * 2.2,
      (i - 1) * r * 0.3,
    ];
    b.add(
      `stalk_${i + 1}`,
      g.rod([0, h * 0.9, 0], tip, Math.max(0.0015, r * 0.06), undefined, 8),
      palette.fixed(food(stalk, 'stalk')),
    );
    b.add(
      `leaf_${i + 1}`,
      g.ellipsoid(tip, [r * 0.35, r * 0.7, r * 0.08], 12),
      palette.fixed(FINISH.leaf),
    );
  });
}

/** The names of a carved pumpkin (the tokenizer splits "jack-o'-lantern" into words). */
const JACK_O_LANTERN = ['jack o lantern', "jack o' lantern", 'jack-o-lantern', "jack-o'-lantern"];

/**
 * A jack-o'-lantern (issue #32, "a carved pumpkin"): the face — two triangle eyes, a
 * triangle nose and a toothed grin — cut through the front of the skin, the hollow inside
 * showing dark through the holes.
 */
function carvedFace(b: Builder, body: Solid, r: number, h: number): void {
  const { g, palette } = b;
  const tri = (cx: number, cy: number, s: number, up = true): V2[] =>
    up
      ? [
          [cx - s, cy - s * 0.6],
          [cx + s, cy - s * 0.6],
          [cx, cy + s * 0.8],
        ]
      : [
          [cx - s, cy + s * 0.6],
          [cx, cy - s * 0.8],
          [cx + s, cy + s * 0.6],
        ];
  const mw = r * 0.55;
  const my = h * 0.3;
  const mouth: V2[] = [
    [-mw, my + r * 0.12],
    [-mw * 0.5, my + r * 0.02],
    [-mw * 0.3, my + r * 0.08],
    [-mw * 0.15, my + r * 0.02],
    [mw * 0.15, my + r * 0.02],
    [mw * 0.3, my + r * 0.08],
    [mw * 0.5, my + r * 0.02],
    [mw, my + r * 0.12],
    [mw * 0.6, my - r * 0.12],
    [0, my - r * 0.18],
    [-mw * 0.6, my - r * 0.12],
  ];
  const outlines = [
    tri(-r * 0.35, h * 0.6, r * 0.17),
    tri(r * 0.35, h * 0.6, r * 0.17),
    tri(0, h * 0.45, r * 0.09),
    mouth,
  ];
  // Cut from the front half only: prisms from the centre forward through the skin.
  const cuts = outlines.map((o) => g.extrude(o, r * 1.4).move(0, 0, r * 0.75));
  b.add('body', body.sub(...cuts), palette.main(skin(0xe8761a, 'skin')));
  const inside = g.revolve(fruitOutline('flat', r * 0.88, h * 0.86)).move(0, h * 0.06, 0);
  b.add('inside', inside, palette.fixed(food(0x2a1206, 'hollow')));
}

/** The flesh of a cut fruit: its skin's colour washed toward cream. */
function fleshOf(color: number): number {
  const mix = (shift: number): number => {
    const c = (color >> shift) & 0xff;
    const cream = (0xfff0c8 >> shift) & 0xff;
    return Math.round(c * 0.3 + cream * 0.7);
  };
  return (mix(16) << 16) | (mix(8) << 8) | mix(0);
}

/**
 * Half a fruit ("half an apple", "a sliced orange"): the back half, its cut face turned to
 * the front and up, showing pale flesh (an avocado, a peach and a plum their stone).
 */
function halved(b: Builder, body: Solid, f: Fruit, r: number, h: number): void {
  const { g, palette } = b;
  const keep = g.boxAt([-r * 2, -h, -r * 2], [r * 2, h * 2, 0]);
  // Turned so the cut faces up and to the front, resting on the floor.
  const back = body.and(keep);
  const lift = -back.rotate(-60, 0, 0).bounds().min[1];
  const tilt = (s: Solid): Solid => s.rotate(-60, 0, 0).move(0, lift, 0);
  b.add('body', tilt(back), palette.main(skin(f.color, 'skin')));
  const face = body
    .and(g.boxAt([-r * 2, -h, -0.002], [r * 2, h * 2, 0.001]))
    .scale([0.94, 0.97, 1]);
  const citrus = b.is('orange', 'lemon');
  const fleshColor = b.is('orange')
    ? 0xf07a10
    : b.is('lemon')
      ? 0xf0d830
      : b.is('tomato')
        ? 0xe8402a
        : fleshOf(f.color);
  b.add('flesh', tilt(face.move(0, h * 0.015, 0)), palette.fixed(food(fleshColor, 'flesh')));
  const cy = h * 0.5;
  const marks: Solid[] = [];
  if (citrus) {
    // Segments: pale spokes from the centre, as a cut orange shows them.
    for (let i = 0; i < 10; i++)
      marks.push(
        g
          .box(r * 0.82, h * 0.012, 0.003)
          .move(r * 0.41, -h * 0.006, 0)
          .rotate(0, 0, i * 36)
          .move(0, cy, 0.0005),
      );
  } else if (b.is('apple', 'pear', 'tomato')) {
    // Pips round the core (a tomato's seeds), dark on the pale flesh.
    for (let i = 0; i < 5; i++) {
      const a = (i * 2 * Math.PI) / 5;
      marks.push(
        g.ellipsoid(
          [Math.cos(a) * r * 0.22, cy + Math.sin(a) * r * 0.22, 0.001],
          [r * 0.05, r * 0.08, 0.003],
        ),
      );
    }
  }
  if (marks.length > 0)
    b.add(
      citrus ? 'segments' : 'seeds',
      tilt(g.union(marks)),
      palette.fixed(food(citrus ? 0xfff0c0 : b.is('tomato') ? 0xf0d060 : 0x3a2010, 'seeds')),
    );
  if (b.is('avocado', 'peach', 'plum')) {
    const stone = g.ellipsoid([0, h * 0.42, 0], [r * 0.38, h * 0.22, r * 0.3]);
    b.add(
      'stone',
      tilt(stone),
      palette.fixed(food(b.is('avocado') ? 0x6a3a1e : 0x8a4a2a, 'stone')),
    );
  }
}

/**
 * A strawberry: a cone with round shoulders, point down (a revolved heart read as a red
 * barrel), pale seeds set in rows over it and a star of green sepals round a short stalk.
 */
function strawberry(b: Builder, r: number, h: number, color: number): void {
  const { g, palette } = b;
  const outline: V2[] = [
    [0.04, 0],
    [0.3, 0.1],
    [0.62, 0.34],
    [0.9, 0.64],
    [1, 0.84],
    [0.78, 0.97],
    [0.05, 1],
  ];
  const curve = smoothCurve(
    outline.map(([x, y]) => [x * r, y * h] as const),
    24,
  );
  const body = g.revolve([[0, 0], ...curve, [0, curve[curve.length - 1]![1]]]);
  b.add('body', body, palette.main(skin(color, 'skin', 0.35)));
  // Seeds: rows up the body, each row turned half a step from the last.
  const seeds = [];
  for (let row = 0; row < 5; row++) {
    const t = 0.18 + row * 0.15;
    const at = outline.findIndex(([, y]) => y >= t);
    const [x0, y0] = outline[Math.max(0, at - 1)]!;
    const [x1, y1] = outline[at]!;
    const rad = r * (x0 + ((x1 - x0) * (t - y0)) / (y1 - y0)) * 0.98;
    const n = 4 + row * 2;
    for (let i = 0; i < n; i++) {
      const a = ((i + (row % 2) * 0.5) / n) * Math.PI * 2;
      seeds.push(
        g.ellipsoid(
          [Math.cos(a) * rad, t * h, Math.sin(a) * rad],
          [r * 0.07, r * 0.1, r * 0.07],
          6,
        ),
      );
    }
  }
  b.add('seeds', g.union(seeds), palette.fixed(food(0xf2d860, 'seeds', 0.5)));
  const top = h * 0.97;
  const sepals = Array.from({ length: 6 }, (_, i) => {
    const a = (i / 6) * 360;
    return g
      .ellipsoid([r * 0.42, 0, 0], [r * 0.48, r * 0.05, r * 0.17], 10)
      .rotate(0, 0, -14)
      .rotate(0, a, 0)
      .move(0, top, 0);
  });
  b.add('leaf', g.union(sepals), palette.fixed(FINISH.leaf));
  b.add(
    'stem',
    g.rod([0, top, 0], [r * 0.08, top + r * 0.45, 0], r * 0.07, undefined, 8),
    palette.fixed(food(0x4a7a2a, 'stalk')),
  );
}

function banana(b: Builder): void {
  const { g, palette } = b;
  const pts = Array.from({ length: 7 }, (_, i) => {
    const a = -0.9 + (i / 6) * 1.8;
    return [Math.sin(a) * 0.1, 0.1 - Math.cos(a) * 0.09 + 0.02, 0] as const;
  });
  const radii = [0.006, 0.016, 0.019, 0.02, 0.019, 0.015, 0.007];
  b.add('body', g.tube(pts, radii, 12), palette.main(skin(0xf2d230, 'banana skin', 0.5)));
  b.add(
    'stem',
    g.rod(pts[6]!, [pts[6]![0] + 0.012, pts[6]![1] + 0.012, 0], 0.005, undefined, 8),
    palette.fixed(food(0x5a4a1e, 'stem')),
  );
}

function grapes(b: Builder): void {
  const { g, rng, palette } = b;
  const color = rng.chance(0.5) ? 0x5a2a6a : 0x9ac050;
  const berries = [];
  for (let row = 0; row < 6; row++) {
    const n = Math.max(1, 5 - row);
    const y = 0.12 - row * 0.018;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2 + row;
      const rr = n === 1 ? 0 : 0.004 * n;
      berries.push(g.ball([Math.cos(a) * rr, y, Math.sin(a) * rr], 0.01, 12));
    }
  }
  b.add(
    'body',
    g.union(berries).move(0, -0.02 + rng.range(0, 0.002), 0),
    palette.main(skin(color, 'grape skin', 0.3)),
  );
  b.add(
    'stem',
    g.rod([0, 0.1, 0], [0.005, 0.135, 0], 0.002, undefined, 6),
    palette.fixed(food(0x5a4a1e, 'stem')),
  );
}

function pineapple(b: Builder): void {
  const { g, rng, palette } = b;
  const h = rng.vary(0.2, 0.05);
  b.add(
    'body',
    g.revolve(fruitOutline('oval', 0.065, h)),
    palette.main({ ...skin(0xc89030, 'pineapple skin', 0.8), accent: hexRgb(0x6a5020) }),
  );
  const leaves = [];
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * 360;
    leaves.push(
      g
        .ellipsoid([0, 0.05, 0], [0.009, 0.06, 0.02], 10)
        .rotate(0, 0, 20 + (i % 3) * 8)
        .rotate(0, a, 0)
        .move(0, h * 0.93, 0),
    );
  }
  b.add('leaf', g.union(leaves), palette.fixed(FINISH.leaf));
}

function carrot(b: Builder): void {
  const { g, palette } = b;
  b.add(
    'body',
    g.cyl(0.17, 0.003, 0.02, 16).rotate(0, 0, 90).move(0.085, 0.02, 0),
    // A parsnip is the carrot's shape in cream (orange, it read as a carrot).
    palette.main(skin(b.is('parsnip') ? 0xeadcb4 : 0xf07a1a, 'carrot', 0.7)),
  );
  // The leaves grow from the thick end (at -x), not from the tip.
  const tops = [];
  for (const a of [-25, 0, 25])
    tops.push(
      g.rod(
        [-0.08, 0.02, 0],
        [-0.08 - 0.025, 0.02 + 0.08, Math.sin((a * Math.PI) / 180) * 0.03],
        0.003,
        undefined,
        6,
      ),
    );
  b.add('leaf', g.union(tops), palette.fixed(FINISH.leaf));
}

/** Stacked food: layers bottom to top. */
interface Layer {
  name: string;
  /** Thickness and radius (m); `square` layers are boxes of side 2r. */
  h: number;
  r: number;
  finish: Finish;
  shape?: 'dome' | 'disc' | 'square' | 'wavy' | 'cone';
}

const BUN = food(0xd89a4a, 'bun', 0.6);
const STACKS: Record<string, Layer[]> = {
  hamburger: [
    { name: 'bun_bottom', h: 0.022, r: 0.055, finish: BUN },
    { name: 'patty', h: 0.018, r: 0.058, finish: food(0x5a3220, 'patty', 0.9) },
    { name: 'cheese', h: 0.004, r: 0.06, finish: food(0xf2c030, 'cheese', 0.5), shape: 'square' },
    { name: 'tomato', h: 0.008, r: 0.052, finish: food(0xd8301e, 'tomato', 0.4) },
    { name: 'lettuce', h: 0.008, r: 0.062, finish: food(0x5aa83a, 'lettuce', 0.6), shape: 'wavy' },
    { name: 'bun_top', h: 0.04, r: 0.056, finish: BUN, shape: 'dome' },
  ],
  sandwich: [
    { name: 'bread_bottom', h: 0.014, r: 0.055, finish: food(0xf0d8a0, 'bread'), shape: 'square' },
    { name: 'ham', h: 0.006, r: 0.056, finish: food(0xe89090, 'ham'), shape: 'square' },
    { name: 'cheese', h: 0.005, r: 0.057, finish: food(0xf2c030, 'cheese', 0.5), shape: 'square' },
    {
      name: 'lettuce',
      h: 0.006,
      r: 0.058,
      finish: food(0x5aa83a, 'lettuce', 0.6),
      shape: 'square',
    },
    { name: 'bread_top', h: 0.014, r: 0.055, finish: food(0xf0d8a0, 'bread'), shape: 'square' },
  ],
  cake: [
    { name: 'plate', h: 0.012, r: 0.15, finish: FINISH.ceramic },
    { name: 'layer_1', h: 0.05, r: 0.12, finish: food(0xf4e0c0, 'sponge') },
    { name: 'filling', h: 0.012, r: 0.121, finish: food(0xe04a6a, 'jam', 0.4) },
    { name: 'layer_2', h: 0.05, r: 0.12, finish: food(0xf4e0c0, 'sponge') },
    { name: 'icing', h: 0.012, r: 0.123, finish: food(0xfaf4f0, 'icing', 0.3), shape: 'wavy' },
  ],
  cupcake: [
    { name: 'case', h: 0.04, r: 0.03, finish: food(0xe06a9a, 'paper case'), shape: 'cone' },
    { name: 'icing', h: 0.04, r: 0.036, finish: food(0xf8d0e0, 'icing', 0.3), shape: 'dome' },
  ],
  pancake: [
    { name: 'plate', h: 0.012, r: 0.12, finish: FINISH.ceramic },
    ...[1, 2, 3, 4, 5].map((i) => ({
      name: `pancake_${i}`,
      h: 0.012,
      r: 0.085,
      finish: food(0xd8a050, 'pancake'),
    })),
    {
      name: 'butter',
      h: 0.012,
      r: 0.015,
      finish: food(0xf8e070, 'butter', 0.4),
      shape: 'square' as const,
    },
  ],
  pie: [
    { name: 'dish', h: 0.03, r: 0.12, finish: food(0xd89a4a, 'crust'), shape: 'cone' },
    { name: 'filling', h: 0.01, r: 0.11, finish: food(0x8a2a3a, 'filling', 0.4) },
    { name: 'top', h: 0.02, r: 0.115, finish: food(0xe0a85a, 'crust'), shape: 'dome' },
  ],
  sushi: [
    { name: 'rice', h: 0.02, r: 0.022, finish: food(0xf6f4ee, 'rice', 0.9), shape: 'square' },
    { name: 'fish', h: 0.008, r: 0.025, finish: food(0xf0805a, 'salmon', 0.4), shape: 'square' },
  ],
  cookie: [
    {
      name: 'body',
      h: 0.01,
      r: 0.04,
      finish: { ...food(0xc8904a, 'cookie', 0.8), accent: hexRgb(0x3a2010) },
    },
  ],
};

/**
 * A wedding cake: three white tiers, each smaller, piped at every step, a sugar rose on top
 * (issue #32, session 21, V; docs/decisions.md "Variants by their telling feature"). It was
 * the two-layer birthday cake.
 */
const WEDDING_CAKE: Layer[] = [
  { name: 'plate', h: 0.012, r: 0.2, finish: FINISH.ceramic },
  { name: 'layer_1', h: 0.09, r: 0.16, finish: food(0xfbf7f0, 'icing', 0.3) },
  { name: 'piping_1', h: 0.012, r: 0.165, finish: food(0xf0e0c8, 'piping', 0.3), shape: 'wavy' },
  { name: 'layer_2', h: 0.08, r: 0.115, finish: food(0xfbf7f0, 'icing', 0.3) },
  { name: 'piping_2', h: 0.012, r: 0.12, finish: food(0xf0e0c8, 'piping', 0.3), shape: 'wavy' },
  { name: 'layer_3', h: 0.07, r: 0.075, finish: food(0xfbf7f0, 'icing', 0.3) },
  { name: 'icing', h: 0.012, r: 0.078, finish: food(0xf0e0c8, 'piping', 0.3), shape: 'wavy' },
  { name: 'rose', h: 0.03, r: 0.025, finish: food(0xe8a0b0, 'sugar rose', 0.4), shape: 'dome' },
];

/** A muffin: a plain paper case under a broad, browned dome with no icing (it was a cupcake). */
const MUFFIN: Layer[] = [
  { name: 'case', h: 0.04, r: 0.03, finish: food(0xe8dcc8, 'paper case'), shape: 'cone' },
  { name: 'icing', h: 0.036, r: 0.04, finish: food(0xa8682e, 'muffin', 0.8), shape: 'dome' },
];

function stack(b: Builder, layers: Layer[]): void {
  const { g, rng, palette } = b;
  if (b.is('bomber')) {
    subRoll(b);
    return;
  }
  let y = 0;
  for (const [i, l] of layers.entries()) {
    const r = l.r * rng.vary(1, 0.03);
    let s;
    if (l.shape === 'square')
      s = g
        .roundedBox(r * 2, l.h, r * 2 * (b.is('sushi') ? 2 : 1), Math.min(l.h * 0.45, r * 0.2))
        .rotate(0, l.name === 'cheese' && b.is('hamburger') ? 45 : 0, 0);
    else if (l.shape === 'dome')
      s = g.revolve(
        smoothCurve(
          [
            [r * 0.98, 0],
            [r, l.h * 0.3],
            [r * 0.75, l.h * 0.85],
            [0.001, l.h],
          ],
          16,
        ).concat([
          [0, l.h],
          [0, 0],
        ]),
      );
    else if (l.shape === 'cone') s = g.cyl(l.h, r * 0.78, r);
    else if (l.shape === 'wavy')
      s = g
        .cyl(l.h, r)
        .refine(2)
        .warp((v) => {
          v[1] +=
            Math.sin(Math.atan2(v[2], v[0]) * 9) *
            l.h *
            0.35 *
            Math.min(1, Math.hypot(v[0], v[2]) / r);
        });
    else
      s = g.roundedBox(r * 2, l.h, r * 2, l.h * 0.45).and(g.cyl(l.h * 2, r).move(0, -l.h * 0.5, 0));
    const part = s.move(0, y, 0);
    b.add(
      l.name,
      part,
      i === layers.length - 1 || l.name.startsWith('layer') || l.name === 'icing'
        ? palette.main(l.finish)
        : palette.fixed(l.finish),
    );
    y += l.h * (l.shape === 'wavy' ? 0.7 : 0.92);
  }
  if (b.is('hamburger')) {
    const seeds = [];
    for (let i = 0; i < 14; i++) {
      const a = rng.range(0, Math.PI * 2);
      const d = rng.range(0.005, 0.035);
      const top = y - 0.04 * 0.92 + 0.04 * (1 - (d / 0.056) ** 2 * 0.55);
      seeds.push(
        g
          .ellipsoid([Math.cos(a) * d, top, Math.sin(a) * d], [0.003, 0.0015, 0.0018], 8)
          .rotate(0, 0, 0),
      );
    }
    b.add('sesame', g.union(seeds), palette.fixed(food(0xf4ead0, 'sesame')));
  }
  if (b.is('cake') && !b.opts.lacks('candle')) {
    const n = b.opts.number(3, 1, 12, 'candle');
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      const c = g.cyl(0.05, 0.005).move(Math.cos(a) * 0.06, y, Math.sin(a) * 0.06);
      b.add('candle', c, palette.fixed(tinted(FINISH.candle, hexRgb(0x8ac0f0), 'candle')));
      b.add(
        'flame',
        g.ellipsoid([Math.cos(a) * 0.06, y + 0.058, Math.sin(a) * 0.06], [0.004, 0.008, 0.004], 8),
        palette.fixed(FINISH.light),
      );
    }
  }
}

/**
 * A long sandwich (WordNet's bomber: a hoagie, a grinder, a sub, a hero): a long crusty roll
 * split along its side, its fillings showing in the gap — ham, cheese, tomato, lettuce
 * (docs/decisions.md "Food and drink by family, session 27"). The square sandwich is
 * sliced bread.
 */
function subRoll(b: Builder): void {
  const { g, rng, palette } = b;
  const L = rng.vary(0.26, 0.04);
  const half = (y: number, r: number): Solid =>
    g
      .capsule([-L / 2, 0, 0], [L / 2, 0, 0], r)
      .scale([1, 0.55, 1])
      .move(0, y, 0);
  const bottom = half(0.018, 0.032).and(g.box(L + 0.1, 0.03, 0.1).move(0, 0.003, 0));
  const top = half(0.036, 0.032).and(g.box(L + 0.1, 0.03, 0.1).move(0, 0.046, 0));
  const roll = food(0xc8843a, 'roll', 0.6);
  b.add('bread_bottom', bottom, palette.main(roll), ['roll', 'bread', 'bun']);
  b.add('bread_top', top.move(0, 0.012, -0.004), palette.main(roll), ['roll', 'bread', 'bun']);
  const fill = (name: string, y: number, r: number, color: number, wavy = false): void => {
    let s = g
      .capsule([-L / 2 + 0.01, 0, 0], [L / 2 - 0.01, 0, 0], r)
      .scale([1, 0.12, 1])
      .move(0, y, 0.004);
    if (wavy)
      s = s.refine(2).warp((v) => {
        v[1] += Math.sin(v[0] * 120) * 0.0025;
      });
    b.add(name, s, palette.fixed(food(color, name, 0.5)));
  };
  fill('ham', 0.03, 0.034, 0xe88a8a);
  fill('cheese', 0.034, 0.033, 0xf2c030);
  fill('tomato', 0.038, 0.031, 0xd8301e);
  fill('lettuce', 0.042, 0.036, 0x5aa83a, true);
}

function donut(b: Builder): void {
  const { g, rng, palette } = b;
  const ring = g.arc(0.035, 0.018, 0, 360, g.n(0.7)).rotate(90, 0, 0).move(0, 0.018, 0);
  b.add('dough', ring, palette.fixed(food(0xd8a060, 'dough')));
  const icing = g
    .arc(0.035, 0.0185, 0, 360, g.n(0.7))
    .rotate(90, 0, 0)
    .move(0, 0.0205, 0)
    .trim([0, 1, 0], 0.022);
  b.add('icing', icing, palette.main(food(rng.pick([0xf090b0, 0x6a3a1e, 0xf4f0e8]), 'icing', 0.3)));
}

function pizza(b: Builder): void {
  const { g, rng, palette } = b;
  const R = rng.vary(0.16, 0.05);
  b.add(
    'crust',
    g.cyl(0.012, R).add(
      g
        .arc(R - 0.008, 0.01, 0, 360, g.n())
        .rotate(90, 0, 0)
        .move(0, 0.012, 0),
    ),
    palette.fixed(food(0xe0a850, 'crust')),
  );
  b.add(
    'cheese',
    g.cyl(0.004, R - 0.012).move(0, 0.011, 0),
    palette.main(food(0xf0c040, 'cheese', 0.5)),
  );
  const pep = [];
  for (let i = 0; i < 9; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(0.02, R - 0.04);
    pep.push(g.cyl(0.003, 0.016, 0.016, 16).move(Math.cos(a) * d, 0.014, Math.sin(a) * d));
  }
  b.add('pepperoni', g.union(pep), palette.fixed(food(0xa8281a, 'pepperoni', 0.5)));
}

function iceCream(b: Builder): void {
  const { g, rng, palette } = b;
  b.add(
    'cone',
    g.cyl(0.12, 0.004, 0.03, 16),
    palette.fixed({ ...food(0xd8a058, 'wafer'), accent: hexRgb(0xa87838) }),
  );
  const flavours = [0xf8e8c8, 0xf0a0b8, 0x6a3a20, 0xa8e0b0];
  const n = b.opts.number(rng.pick([1, 2]), 1, 4, 'scoop');
  for (let i = 0; i < n; i++)
    b.add(
      'scoop',
      g.ball([0, 0.13 + i * 0.04, 0], 0.032, g.n(0.5)),
      i === 0
        ? palette.main(food(flavours[i]!, 'ice cream', 0.5))
        : palette.accent(food(flavours[i]!, 'ice cream', 0.5)),
    );
}

function hotDog(b: Builder): void {
  const { g, palette } = b;
  if (b.is('sausage')) {
    // A sausage on its own: two browned, gently curved links twisted together at a knot (in
    // its bun with mustard it read as a hot dog).
    const links = g.union([
      g.tube(
        [
          [-0.11, 0.016, 0.02],
          [-0.08, 0.016, 0.004],
          [-0.04, 0.016, -0.004],
          [-0.004, 0.016, 0.002],
        ],
        [0.011, 0.016, 0.016, 0.008],
      ),
      g.tube(
        [
          [0.004, 0.016, 0.002],
          [0.04, 0.016, 0.008],
          [0.08, 0.016, 0],
          [0.11, 0.016, -0.018],
        ],
        [0.008, 0.016, 0.016, 0.011],
      ),
      g.ball([0, 0.016, 0.002], 0.006),
    ]);
    b.add('sausage', links, palette.main(food(0x9a4a28, 'sausage', 0.4)));
    return;
  }
  b.add(
    'bun',
    g
      .capsule([-0.07, 0.02, 0], [0.07, 0.02, 0], 0.022)
      .sub(g.capsule([-0.1, 0.04, 0], [0.1, 0.04, 0], 0.012)),
    palette.fixed(BUN),
  );
  b.add(
    'sausage',
    g.capsule([-0.09, 0.035, 0], [0.09, 0.035, 0], 0.011),
    palette.main(food(0xb0482a, 'sausage', 0.4)),
  );
  b.add(
    'mustard',
    g.tube(
      [
        [-0.07, 0.047, 0],
        [-0.03, 0.047, 0.004],
        [0.01, 0.047, -0.004],
        [0.05, 0.047, 0.004],
        [0.07, 0.047, 0],
      ],
      [0.003, 0.003, 0.003, 0.003, 0.003],
      8,
    ),
    palette.fixed(food(0xf0c020, 'mustard', 0.3)),
  );
}

/**
 * A watermelon lying on its side: a long ellipsoid with dark bands running end to end (the
 * shell intersected with slabs through its long axis).
 */
function watermelon(b: Builder): void {
  const { g, rng, palette } = b;
  const r: V3 = [rng.vary(0.2, 0.05), 0.14, 0.14];
  b.add('body', g.ellipsoid([0, r[1], 0], r), palette.main(skin(0x8ac060, 'rind')));
  const shell = g.ellipsoid([0, r[1], 0], [r[0] * 1.006, r[1] * 1.012, r[2] * 1.012]);
  const bands = [0, 30, 60, 90, 120, 150].map((a) =>
    shell.and(
      g
        .box(r[0] * 2.2, 0.032, r[2] * 2.4)
        .move(0, -0.016, 0)
        .rotate(a, 0, 0)
        .move(0, r[1], 0),
    ),
  );
  b.add('stripes', g.union(bands), palette.accent(skin(0x1f5a1e, 'dark rind')));
  b.add(
    'stem',
    g.rod([r[0] * 0.98, r[1], 0], [r[0] * 1.08, r[1] + 0.01, 0], 0.006, 0.004, 8),
    palette.fixed(food(0x6a7a3a, 'stem')),
  );
}

/**
 * A loaf: a flat-bottomed body with a domed top, crust-coloured, three diagonal scores across
 * it.
 */
function bread(b: Builder): void {
  const { g, rng, palette } = b;
  if (b.is('croissant')) {
    // A crescent of rolled dough: swollen segments along a bent arc, biggest in the middle,
    // each a separate bulge so the rolled ridges show, the horns thin and curled in.
    const n = 9;
    const R = 0.06;
    const at = (u: number): V3 => {
      const a = Math.PI * (0.02 + 0.96 * u);
      return [Math.cos(a) * R, 0, -Math.sin(a) * R + 0.03];
    };
    const fatness = (u: number): number => 0.007 + 0.023 * (1 - Math.abs(u - 0.5) * 1.6);
    const core = Array.from({ length: 9 }, (_, i) => i / 8);
    const segs = [
      g.tube(
        core.map((u) => {
          const p = at(u);
          return [p[0], fatness(u) * 0.8, p[2]] as V3;
        }),
        core.map((u) => fatness(u) * 0.62),
        12,
      ),
      ...Array.from({ length: n }, (_, i) => {
        const u = i / (n - 1);
        const rr = fatness(u);
        const p = at(u);
        return g
          .ellipsoid([0, 0, 0], [rr * 1.15, rr * 0.82, rr * 0.68], 14)
          .rotate(0, (Math.atan2(-p[2] + 0.03, p[0]) * 180) / Math.PI, 0)
          .move(p[0], rr * 0.82, p[2]);
      }),
    ];
    b.add('loaf', g.union(segs), palette.main(food(0xc07a2a, 'crust', 0.45)));
    return;
  }
  if (b.is('toast', 'slice of bread', 'slice of toast')) {
    toastSlice(b);
    return;
  }
  // Breads by their WordNet class, so a bread not named here takes its class's look
  // (docs/decisions.md "Food and drink by family, session 27").
  if (b.is('challah')) {
    braidedLoaf(b);
    return;
  }
  if (b.is('cracker', 'matzo')) {
    crackers(b);
    return;
  }
  if (b.is('cornbread')) {
    cornbread(b);
    return;
  }
  if (b.is('bun', 'bap')) {
    bun(b);
    return;
  }
  const dark = b.is('rye bread', 'black bread', 'pumpernickel');
  const baguette = b.is('baguette');
  const L = baguette ? rng.vary(0.6, 0.05) : rng.vary(0.28, 0.06);
  const W = baguette ? 0.065 : 0.13;
  // Rounded ends (a shorter box under a full-length dome), so it reads as a baked loaf and
  // not as a box with a lid.
  let loaf = g.hull([
    g.roundedBox(L * 0.85, 0.06, W, 0.04),
    g.ellipsoid([0, 0.07, 0], [L * 0.5, 0.055, W * 0.47]),
  ]);
  for (const x of [-0.3, 0, 0.3])
    loaf = loaf.sub(
      g
        .box(0.012, 0.04, W * 0.8)
        .rotate(0, 35, 0)
        .move(x * L, 0.105, 0),
    );
  b.add('loaf', loaf, palette.main(food(dark ? 0x4a2a18 : 0xa8642a, 'crust', 0.7)));
  if (dark) {
    // A dark bread shows its crumb: two slices leaned on the loaf's end, near-black brown
    // with a darker crust (a pale loaf read as white bread).
    for (const [i, x] of [0.02, 0.038].entries()) {
      const slice = g
        .roundedBox(0.012, 0.1, W * 0.95, 0.004)
        .rotate(0, 0, -18)
        .move(L * 0.5 + x, 0.05, 0);
      b.add(`slice_${i + 1}`, slice, palette.fixed(food(0x3a2214, 'crumb', 0.9)), ['slice']);
    }
  }
}

/** A braided loaf (challah): three plaited ropes, two rows of glossy lobes tapering to the ends. */
function braidedLoaf(b: Builder): void {
  const { g, rng, palette } = b;
  const L = rng.vary(0.3, 0.05);
  const n = 6;
  // A low body the plait lies on, so the lobes read as one loaf.
  const lobes: Solid[] = [g.ellipsoid([0, 0.03, 0], [L * 0.5, 0.03, 0.06], 20)];
  for (let i = 0; i < n; i++) {
    const u = i / (n - 1);
    const x = (u - 0.5) * L * 0.82;
    const fat = 0.6 + 0.4 * Math.sin(Math.PI * u);
    // Lobes leaning left and right in turn, so the plait's diagonals show.
    const side = i % 2 === 0 ? 1 : -1;
    lobes.push(
      g
        .ellipsoid([0, 0, 0], [0.03 * fat, 0.036 * fat, 0.058 * fat], 16)
        .rotate(0, side * 40, 0)
        .move(x, 0.04 * fat, side * 0.02 * fat),
    );
    if (i < n - 1)
      lobes.push(
        g
          .ellipsoid([0, 0, 0], [0.026 * fat, 0.03 * fat, 0.05 * fat], 14)
          .rotate(0, -side * 40, 0)
          .move(x + (L * 0.82) / (n - 1) / 2, 0.058 * fat, 0),
      );
  }
  b.add('loaf', g.union(lobes), palette.main(food(0x9a4a14, 'crust', 0.3)), ['braid']);
  // Sesame seeds on the glaze.
  const seeds: Solid[] = [];
  for (let i = 0; i < 18; i++)
    seeds.push(
      g.ellipsoid(
        [rng.range(-L * 0.38, L * 0.38), rng.range(0.075, 0.085), rng.range(-0.018, 0.018)],
        [0.003, 0.0015, 0.0018],
        6,
      ),
    );
  b.add('sesame', g.union(seeds), palette.fixed(food(0xf4ead0, 'sesame')));
}

/** Crackers (a saltine, a matzo): pale thin squares fanned in a stack, pricked with holes. */
function crackers(b: Builder): void {
  const { g, palette } = b;
  const matzo = b.is('matzo');
  const w = matzo ? 0.16 : 0.05;
  const holes = matzo ? 7 : 3;
  const n = matzo ? 2 : 4;
  for (let i = 0; i < n; i++) {
    let c = g.roundedBox(w, 0.005, w, matzo ? 0.002 : 0.0015);
    const pits: Solid[] = [];
    for (let a = 0; a < holes; a++)
      for (let z = 0; z < holes; z++)
        if (matzo ? a % 2 === 0 : true)
          pits.push(
            matzo
              ? g.box(w * 0.9, 0.003, 0.002).move(0, 0.0025, ((z + 0.5) / holes - 0.5) * w * 0.9)
              : g
                  .cyl(0.012, 0.0026)
                  .move(
                    ((a + 0.5) / holes - 0.5) * w * 0.7,
                    -0.006,
                    ((z + 0.5) / holes - 0.5) * w * 0.7,
                  ),
          );
    c = c.sub(g.union(pits));
    b.add(
      i === 0 ? 'cracker' : `cracker_${i + 1}`,
      c.rotate(0, i * 14, 0).move(i * w * 0.18, 0.0025 + i * 0.0055, i * w * 0.08),
      palette.main(food(matzo ? 0xc88a44 : 0xd09a48, 'cracker', 0.85)),
    );
    if (matzo)
      // Matzo's scorched blisters: brown streaks along its rows.
      b.add(
        i === 0 ? 'scorch' : `scorch_${i + 1}`,
        g
          .union(
            [-0.05, 0, 0.05].map((z) =>
              g.ellipsoid([0.02 * Math.sign(z), 0.0055, z], [0.05, 0.0025, 0.012], 10),
            ),
          )
          .rotate(0, i * 14, 0)
          .move(i * w * 0.18, i * 0.0055, i * w * 0.08),
        palette.fixed(food(0x5a2a0a, 'scorch', 0.9)),
      );
  }
}

/** Cornbread: a golden-yellow slab in its pan, cut into squares, one lifted out beside it. */
function cornbread(b: Builder): void {
  const { g, palette } = b;
  b.add(
    'pan',
    g.box(0.2, 0.035, 0.2).sub(g.box(0.19, 0.04, 0.19).move(0, 0.004, 0)),
    palette.fixed(FINISH.steel),
    ['pan'],
  );
  const pieces: Solid[] = [];
  for (let i = 0; i < 3; i++)
    for (let k = 0; k < 3; k++) {
      if (i === 2 && k === 2) continue;
      pieces.push(
        g.roundedBox(0.06, 0.032, 0.06, 0.004).move((i - 1) * 0.062, 0.02, (k - 1) * 0.062),
      );
    }
  b.add('cornbread', g.union(pieces), palette.main(food(0xe0a028, 'cornbread', 0.85)));
  // The browned top of each square.
  const tops = pieces.map((p) => {
    const { min, max } = p.bounds();
    return g
      .roundedBox(0.058, 0.004, 0.058, 0.002)
      .move((min[0] + max[0]) / 2, max[1] - 0.0015, (min[2] + max[2]) / 2);
  });
  b.add('crust', g.union(tops), palette.fixed(food(0xa8621a, 'crust', 0.8)));
  b.add(
    'piece',
    g.roundedBox(0.06, 0.032, 0.06, 0.004).rotate(0, 20, 0).move(0.17, 0.016, 0.09),
    palette.main(food(0xe0a028, 'cornbread', 0.85)),
  );
}

/**
 * A bun (a bap, a brioche): a round domed roll, glossy brown; a brioche wears its little
 * topknot, a bap is wide, flat and floured.
 */
function bun(b: Builder): void {
  const { g, rng, palette } = b;
  const bap = b.is('bap');
  const r = rng.vary(bap ? 0.055 : 0.045, 0.05);
  const h = bap ? 0.035 : 0.05;
  const dome = g.revolve(
    smoothCurve(
      [
        [r * 0.92, 0],
        [r, h * 0.35],
        [r * 0.72, h * 0.88],
        [0.001, h],
      ],
      16,
    ).concat([
      [0, h],
      [0, 0],
    ]),
  );
  b.add('bun', dome, palette.main(food(bap ? 0xe8c890 : 0xb8621e, 'bun', bap ? 0.9 : 0.35)));
  if (b.is('brioche'))
    b.add(
      'topknot',
      g.ellipsoid([0, h + 0.012, 0], [0.018, 0.016, 0.018], 14),
      palette.main(food(0xa8521a, 'bun', 0.35)),
      ['top'],
    );
  if (bap)
    b.add(
      'flour',
      g.ellipsoid([0, h - 0.008, 0], [r * 0.6, 0.009, r * 0.6], 16),
      palette.fixed(food(0xfaf6ee, 'flour', 1)),
    );
}

/**
 * A slice of toast standing on its edge, so its outline shows: square below, a domed top, a
 * dark crust round a golden face on both sides (a whole loaf said "bread", not "toast").
 */
function toastSlice(b: Builder): void {
  const { g, rng, palette } = b;
  const w = rng.vary(0.11, 0.04);
  const outline = (k: number): V2[] => {
    const pts: V2[] = [
      [-w * 0.5 * k, 0.004 + (1 - k) * 0.05],
      [w * 0.5 * k, 0.004 + (1 - k) * 0.05],
      [w * 0.5 * k, w * 0.8],
    ];
    // The domed top, a half-ellipse slightly wider than the slice.
    for (let i = 0; i <= 10; i++) {
      const a = (Math.PI * i) / 10;
      pts.push([Math.cos(a) * w * 0.56 * k, w * 0.8 + Math.sin(a) * w * 0.32 * k]);
    }
    pts.push([-w * 0.5 * k, w * 0.8]);
    return pts;
  };
  const t = 0.012;
  const crust = g.extrude(outline(1), t);
  b.add('crust', crust, palette.detail(food(0x7a3e16, 'crust', 0.6)), ['crust']);
  const face = g.extrude(outline(0.86), t + 0.002);
  b.add('toast', face, palette.main(food(0xb86a24, 'toast', 0.7)), ['bread']);
}

const stackHeight = (ls: Layer[]): number => ls.reduce((s, l) => s + l.h * 0.92, 0);

export const FOOD_KINDS: ObjectKind[] = [
  ...familyKinds(
    FRUIT,
    (f) =>
      f.outline === 'long'
        ? [f.radius * 2.4, f.height]
        : [f.height + (f.stem ? f.radius * (f.radius < 0.02 ? 2.5 : 0.35) : 0), f.radius * 2],
    (b, f) => fruit(b, f),
  ),
  kindOf('banana', [0.11, 0.2], banana),
  kindOf('grapes', [0.13, 0.09], grapes),
  kindOf('pineapple', [0.27, 0.13], pineapple),
  kindOf('carrot', [0.1, 0.22], carrot),
  kindOf('watermelon', [0.28, 0.4], watermelon),
  kindOf('bread', [0.13, 0.28], bread),
  ...Object.entries(STACKS).map(([name, layers]) =>
    kindOf(
      name,
      [
        stackHeight(layers) + (name === 'cake' ? 0.06 : 0),
        Math.max(...layers.map((l) => l.r)) * (name === 'sushi' ? 4 : 2),
      ],
      (b) =>
        stack(
          b,
          name === 'cupcake' && b.is('muffin')
            ? MUFFIN
            : name === 'cake' && b.is('wedding cake')
              ? WEDDING_CAKE
              : layers,
        ),
      name === 'cake' || name === 'pancake' ? ['plate'] : undefined,
    ),
  ),
  kindOf('donut', [0.04, 0.106], donut),
  kindOf('pizza', [0.03, 0.34], pizza),
  kindOf('ice cream', [0.2, 0.07], iceCream),
  kindOf('hot dog', [0.06, 0.2], hotDog),
];
