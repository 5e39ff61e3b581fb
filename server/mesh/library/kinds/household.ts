/**
 * Household things, tools and everyday objects from small families: vessels of revolution
 * (bowl, bucket, barrel, wine glass…), front-panelled boxes (dresser, fridge, oven…), slabs
 * with a screen (smartphone, laptop, television…), tools with a handle and a head (hammer,
 * axe, shovel, spoon…). Named parts: `body`, `door_*`, `drawer_*`, `screen`, `handle`, `head`.
 */
import { hexRgb } from '../../prompt/colors.ts';
import type { Builder } from '../builder.ts';
import { familyKinds, kindOf } from '../family.ts';
import type { Solid, V2 } from '../geo.ts';
import { FINISH, tinted, type Finish } from '../materials.ts';
import { vesselOutline } from '../profile.ts';
import type { ObjectKind } from '../types.ts';

const paint = (hex: number, label = 'paint'): Finish => tinted(FINISH.paint, hexRgb(hex), label);
const plastic = (hex: number, label = 'plastic'): Finish =>
  tinted(FINISH.plastic, hexRgb(hex), label);

interface Vessel {
  /** Outer outline [radius, height] from the foot up (metres). */
  outline: V2[];
  wall: number;
  finish: Finish;
  /** Rim hoops (barrels, buckets). */
  hoops?: number;
  handle?: 'bail' | 'side' | 'long';
  lid?: boolean;
  solid?: boolean;
  /** Thickness of the floor (default 1.5 walls): a shot glass stands on a thick base. */
  base?: number;
}

const VESSELS: Record<string, Vessel> = {
  bowl: {
    outline: [
      [0.035, 0],
      [0.06, 0.03],
      [0.08, 0.07],
    ],
    wall: 0.005,
    finish: FINISH.ceramic,
  },
  plate: {
    outline: [
      [0.07, 0],
      [0.1, 0.012],
      [0.13, 0.02],
    ],
    wall: 0.005,
    finish: FINISH.ceramic,
  },
  bucket: {
    outline: [
      [0.1, 0],
      [0.13, 0.28],
    ],
    wall: 0.004,
    finish: FINISH.steel,
    hoops: 2,
    handle: 'bail',
  },
  barrel: {
    outline: [
      [0.24, 0],
      [0.3, 0.45],
      [0.24, 0.9],
    ],
    wall: 0.03,
    finish: FINISH.wood,
    hoops: 3,
    lid: true,
  },
  can: {
    outline: [
      [0.031, 0],
      [0.033, 0.01],
      [0.033, 0.11],
      [0.029, 0.122],
    ],
    wall: 0.002,
    finish: paint(0xc81e2a, 'can paint'),
    lid: true,
  },
  'wine glass': {
    outline: [
      [0.035, 0],
      [0.004, 0.01],
      [0.004, 0.09],
      [0.035, 0.12],
      [0.04, 0.16],
      [0.035, 0.2],
    ],
    wall: 0.002,
    finish: FINISH.glass,
  },
  glass: {
    outline: [
      [0.03, 0],
      [0.037, 0.12],
    ],
    wall: 0.003,
    finish: FINISH.glass,
  },
  'cooking pot': {
    outline: [
      [0.12, 0],
      [0.13, 0.02],
      [0.13, 0.16],
    ],
    wall: 0.004,
    finish: FINISH.steel,
    handle: 'side',
    lid: true,
  },
  cauldron: {
    outline: [
      [0.12, 0.04],
      [0.26, 0.2],
      [0.22, 0.4],
      [0.24, 0.43],
    ],
    wall: 0.015,
    finish: FINISH.iron,
    handle: 'bail',
  },
  'trash can': {
    outline: [
      [0.16, 0],
      [0.19, 0.65],
    ],
    wall: 0.006,
    finish: FINISH.steel,
    hoops: 1,
    lid: true,
  },
  'frying pan': {
    outline: [
      [0.1, 0],
      [0.12, 0.01],
      [0.13, 0.045],
    ],
    wall: 0.004,
    finish: FINISH.darkMetal,
    handle: 'long',
  },
  trophy: {
    outline: [
      [0.06, 0],
      [0.06, 0.03],
      [0.015, 0.04],
      [0.012, 0.12],
      [0.03, 0.14],
      [0.075, 0.2],
      [0.085, 0.28],
    ],
    wall: 0.003,
    finish: FINISH.gold,
    handle: 'side',
  },
  candle: {
    outline: [
      [0.03, 0],
      [0.03, 0.15],
    ],
    wall: 0,
    finish: FINISH.candle,
    solid: true,
  },
};

/**
 * Variants of the vessels by noun, drawn instead of the kind's plain member (issue #32,
 * session 21, V; docs/decisions.md "Variants by their telling feature"): a saucepan is low
 * with one long handle (it was the stockpot), a shot glass small on a thick base. (A fishbowl is the aquarium kind's round look since session 26.)
 */
const VESSEL_VARIANTS: Record<string, Vessel> = {
  saucepan: {
    outline: [
      [0.085, 0],
      [0.09, 0.012],
      [0.09, 0.095],
    ],
    wall: 0.004,
    finish: FINISH.steel,
    handle: 'long',
    lid: true,
  },
  'shot glass': {
    outline: [
      [0.022, 0],
      [0.023, 0.02],
      [0.028, 0.065],
    ],
    wall: 0.0035,
    base: 0.022,
    finish: FINISH.glass,
  },
};
for (const [alias, noun] of [
  ['sauce pan', 'saucepan'],
  ['shot', 'shot glass'],
] as const)
  VESSEL_VARIANTS[alias] = VESSEL_VARIANTS[noun]!;

function vessel(b: Builder, plain: Vessel): void {
  const { g, rng, palette } = b;
  const v = b.pick(VESSEL_VARIANTS) ?? plain;
  const k = rng.vary(1, 0.05);
  const outer = v.outline.map(([r, y]) => [r * k, y * k] as const);
  const H = outer[outer.length - 1]![1];
  const R = Math.max(...outer.map((p) => p[0]));
  const body = v.solid
    ? g.revolve([[0, 0], ...outer, [0, H]])
    : g.revolve(vesselOutline(outer, v.wall * k, (v.base ?? v.wall * 1.5) * k));
  b.add('body', body, palette.main(v.finish));
  if (v.hoops)
    for (let i = 0; i < v.hoops; i++) {
      const y = H * (v.hoops === 1 ? 0.9 : 0.1 + (0.8 * i) / (v.hoops - 1));
      const r =
        Math.max(
          ...outer.map((p, j) => (j > 0 && outer[j - 1]![1] <= y && p[1] >= y ? p[0] : 0)),
        ) || R;
      b.add(
        'hoop',
        g.annulus(r + 0.006 * k, r - 0.004, 0.02 * k).move(0, y - 0.01 * k, 0),
        palette.fixed(FINISH.iron),
      );
    }
  if (v.lid) {
    const rr = outer[outer.length - 1]![0];
    b.add(
      'lid',
      g
        .cyl(v.wall * 2 + 0.004, rr + 0.003)
        .move(0, H - v.wall, 0)
        .add(g.ball([0, H + 0.01, 0], rr * 0.12, 12)),
      palette.accent(v.finish),
    );
  }
  if (v.handle === 'bail')
    b.add(
      'handle',
      g.arc(R, 0.005 * k * (R > 0.2 ? 2 : 1), 0, 180).move(0, H, 0),
      palette.fixed(FINISH.steel),
    );
  if (v.handle === 'side')
    for (const s of [1, -1])
      b.add(
        'handle',
        g
          .arc(0.025, 0.006, -90, 180)
          .rotate(0, s > 0 ? 0 : 180, 0)
          .move(s * R, H * 0.75, 0),
        palette.fixed(FINISH.darkMetal),
      );
  if (v.handle === 'long')
    b.add(
      'handle',
      g.rod([R * 0.95, H * 0.6, 0], [R + 0.2, H * 0.9, 0], 0.012),
      palette.fixed(FINISH.rubber),
    );
  if (b.is('candle')) {
    // A dark wick out of the wax, and a teardrop flame in flame colours on its tip.
    b.add(
      'wick',
      g.cyl(0.014, 0.0018, 0.0015, 8).move(0, H - 0.002, 0),
      palette.fixed(tinted(FINISH.coal, hexRgb(0x1a1410), 'wick')),
    );
    if (b.state === 'unlit') return;
    const flame = g.revolve(
      [
        [0, 0],
        [0.006, 0.006],
        [0.008, 0.014],
        [0.005, 0.026],
        [0, 0.036],
      ],
      12,
    );
    b.add(
      'flame',
      flame.move(0, H + 0.008, 0),
      palette.fixed({ ...tinted(FINISH.light, hexRgb(0xffa424), 'flame'), roughness: 0.3 }),
    );
  }
}

interface Cabinet {
  w: number;
  h: number;
  d: number;
  finish: Finish;
  /** Front: rows of drawers, columns of doors, or a special face. */
  drawers?: number;
  doors?: number;
  face?: 'porthole' | 'oven' | 'screen';
  legs?: boolean;
}

const CABINETS: Record<string, Cabinet> = {
  dresser: { w: 1.1, h: 0.85, d: 0.5, finish: FINISH.wood, drawers: 4, legs: true },
  wardrobe: { w: 1.1, h: 2.0, d: 0.6, finish: FINISH.darkWood, doors: 2 },
  nightstand: { w: 0.45, h: 0.55, d: 0.4, finish: FINISH.paleWood, drawers: 2, legs: true },
  cabinet: { w: 0.9, h: 0.9, d: 0.45, finish: FINISH.wood, doors: 2 },
  fridge: {
    w: 0.7,
    h: 1.8,
    d: 0.7,
    finish: tinted(FINISH.plastic, hexRgb(0xf4f4f4), 'enamel'),
    doors: 1,
    drawers: 1,
  },
  'washing machine': {
    w: 0.6,
    h: 0.85,
    d: 0.6,
    finish: tinted(FINISH.plastic, hexRgb(0xf4f4f4), 'enamel'),
    face: 'porthole',
  },
  oven: { w: 0.6, h: 0.9, d: 0.6, finish: FINISH.steel, face: 'oven' },
  microwave: {
    w: 0.5,
    h: 0.3,
    d: 0.38,
    finish: tinted(FINISH.plastic, hexRgb(0x2a2a2c), 'plastic'),
    face: 'oven',
  },
  crate: { w: 0.6, h: 0.6, d: 0.6, finish: FINISH.paleWood },
  chest: { w: 0.9, h: 0.55, d: 0.5, finish: FINISH.wood, drawers: 0 },
  door: { w: 0.9, h: 2.1, d: 0.05, finish: FINISH.wood, doors: 1 },
  suitcase: { w: 0.5, h: 0.7, d: 0.25, finish: plastic(0x2a4a7a, 'shell') },
};

/**
 * A stove or cooker is the oven under its hob (issue #32, session 18: "a stove" was a plain
 * steel box): four burners with grates on a dark top, a knob panel at the back and a bar
 * handle on the oven door.
 */
function stoveTop(b: Builder, W: number, H: number, D: number): void {
  const { g, palette } = b;
  const iron = palette.fixed(tinted(FINISH.darkMetal, hexRgb(0x1c1c1e), 'cast iron'));
  b.add(
    'hob',
    g.box(W * 0.98, 0.014, D * 0.9).move(0, H - 0.004, 0.02),
    palette.accent(tinted(FINISH.glass, hexRgb(0x141416), 'hob glass')),
  );
  const burners: Array<[number, number, number]> = [
    [-0.25, -0.16, 0.075],
    [0.25, -0.16, 0.06],
    [-0.25, 0.2, 0.06],
    [0.25, 0.2, 0.075],
  ];
  burners.forEach(([fx, fz, r], i) => {
    const x = W * fx;
    const z = D * fz;
    b.add(`burner_${i + 1}`, g.rod([x, H, z], [x, H + 0.03, z], r * 0.55, undefined, 16), iron);
    b.add(
      `grate_${i + 1}`,
      g
        .arc(r, 0.008, 0, 360)
        .rotate(90, 0, 0)
        .move(x, H + 0.028, z),
      iron,
    );
  });
  const back = -D / 2 + 0.03;
  b.add('panel', g.box(W, 0.12, 0.06).move(0, H, back), palette.main(FINISH.steel));
  for (let i = 0; i < 4; i++) {
    const x = W * (-0.3 + i * 0.2);
    b.add(
      'knob',
      g.rod([x, H + 0.06, back + 0.03], [x, H + 0.06, back + 0.055], 0.02, undefined, 12),
      palette.fixed(FINISH.darkMetal),
    );
  }
  const front = D / 2;
  b.add(
    'handle',
    g
      .rod([-W * 0.4, H * 0.7, front + 0.045], [W * 0.4, H * 0.7, front + 0.045], 0.012)
      .add(g.box(0.02, 0.02, 0.05).move(-W * 0.36, H * 0.7 - 0.01, front + 0.02))
      .add(g.box(0.02, 0.02, 0.05).move(W * 0.36, H * 0.7 - 0.01, front + 0.02)),
    palette.fixed(FINISH.chrome),
  );
}

/** A dishwasher's front: a full-width door panel, a control strip with buttons along the top, a bar handle. */
function dishwasherFront(b: Builder, W: number, H: number, D: number): void {
  const { g, palette } = b;
  const front = D / 2;
  b.add(
    'door_1',
    g.box(W * 0.96, H * 0.8, 0.02).move(0, H * 0.04, front),
    palette.accent(tinted(FINISH.steel, hexRgb(0xd8dadc), 'brushed steel')),
  );
  b.add(
    'panel',
    g.box(W * 0.96, H * 0.1, 0.02).move(0, H * 0.86, front),
    palette.fixed(tinted(FINISH.plastic, hexRgb(0x2a2a2e), 'control strip')),
  );
  for (let i = 0; i < 4; i++)
    b.add(
      'button',
      g.box(0.03, 0.02, 0.012).move(W * (0.12 + i * 0.08), H * 0.9, front + 0.015),
      palette.fixed(tinted(FINISH.plastic, hexRgb(0x7ad0f0), 'lit button')),
    );
  b.add(
    'handle',
    g
      .rod([-W * 0.3, H * 0.78, front + 0.04], [W * 0.3, H * 0.78, front + 0.04], 0.011)
      .add(g.box(0.02, 0.02, 0.04).move(-W * 0.27, H * 0.78 - 0.01, front + 0.02))
      .add(g.box(0.02, 0.02, 0.04).move(W * 0.27, H * 0.78 - 0.01, front + 0.02)),
    palette.fixed(FINISH.chrome),
  );
}

function cabinet(b: Builder, c: Cabinet, name: string): void {
  const { g, rng, palette } = b;
  const W = rng.vary(c.w, 0.05);
  const H = rng.vary(c.h, 0.05);
  const D = c.d;
  const lift = c.legs ? 0.1 : 0;
  const open = b.state === 'open' && (name === 'chest' || name === 'crate');
  const rim = name === 'chest' ? H * 0.65 : H;
  let body =
    name === 'chest' && !open
      ? g
          .box(W, H * 0.65, D)
          .add(g.rod([-W / 2, H * 0.65, 0], [W / 2, H * 0.65, 0], D / 2).trim([0, 1, 0], H * 0.65))
      : name === 'chest'
        ? g.box(W, rim, D)
        : g.roundedBox(W, H - lift, D, Math.min(0.02, D * 0.2)).move(0, lift, 0);
  if (open) {
    // Open (issue #32, "an open chest"): hollowed from the top, the dark inside showing; a
    // chest's lid stands up behind on its hinge.
    const wall = Math.min(0.04, W * 0.08);
    body = body.sub(g.box(W - wall * 2, rim, D - wall * 2).move(0, wall, 0));
    b.add(
      'inside',
      g.box(W - wall * 2, 0.01, D - wall * 2).move(0, wall, 0),
      palette.fixed(tinted(FINISH.wood, hexRgb(0x2a1a10), 'inside')),
    );
    if (name === 'chest')
      b.add(
        'lid',
        g
          .rod([-W / 2, 0, 0], [W / 2, 0, 0], D / 2)
          .trim([0, 1, 0], 0)
          .move(0, 0, D / 2)
          .rotate(-100, 0, 0)
          .move(0, rim, -D / 2),
        palette.main(c.finish),
      );
  }
  // A parcel or a package is a cardboard box taped shut with a label (a wooden crate read as a
  // crate).
  const parcel = name === 'crate' && b.is('parcel', 'package');
  b.add(
    'body',
    body,
    palette.main(parcel ? tinted(FINISH.paper, hexRgb(0xc09060), 'cardboard') : c.finish),
  );
  const front = D / 2;
  const knob = (x: number, y: number) => g.ball([x, y, front + 0.012], 0.015, 10);
  const panel = (name: string, x: number, y: number, w: number, h: number, knobX: number) => {
    b.add(name, g.box(w, h, 0.02).move(x, y, front), palette.accent(c.finish));
    // Tall doors get a bar handle, drawers and small doors a knob; metal either way.
    const handle =
      h > 0.5
        ? g.boxAt(
            [x + knobX - 0.012, y + h * 0.35, front],
            [x + knobX + 0.012, y + h * 0.65, front + 0.03],
          )
        : knob(x + knobX, y + h / 2);
    b.add(
      'handle',
      handle,
      palette.fixed(c.finish.surface === 'wood' ? FINISH.brass : FINISH.chrome),
    );
  };
  const inner = H - lift - 0.06;
  if (c.drawers && !c.doors)
    for (let i = 0; i < c.drawers; i++)
      panel(
        `drawer_${i + 1}`,
        0,
        lift + 0.03 + (i * inner) / c.drawers,
        W * 0.9,
        inner / c.drawers - 0.02,
        0,
      );
  if (c.doors) {
    const top = c.drawers ? inner * 0.7 : inner;
    for (let i = 0; i < c.doors; i++) {
      const w = (W * 0.92) / c.doors;
      const x = -W * 0.46 + w * (i + 0.5);
      panel(
        `door_${i + 1}`,
        x,
        lift + 0.03 + (c.drawers ? inner * 0.3 : 0),
        w - 0.01,
        top - 0.01,
        (i % 2 === 0 ? 1 : -1) * w * 0.38,
      );
    }
    if (c.drawers) panel('drawer_1', 0, lift + 0.03, W * 0.92, inner * 0.28, 0);
  }
  // A dishwasher's door is a plain panel that drops down, its controls along the top: the
  // washing machine's round window read as a washing machine (issue #32, session 18).
  const dishwasher = c.face === 'porthole' && b.is('dishwasher');
  if (dishwasher) dishwasherFront(b, W, H, D);
  if (c.face === 'porthole' && !dishwasher) {
    b.add(
      'door_1',
      g.rod([0, H * 0.42, front], [0, H * 0.42, front + 0.03], W * 0.3, undefined, g.n(0.6)),
      palette.fixed(FINISH.chrome),
    );
    b.add(
      'window',
      g.rod([0, H * 0.42, front], [0, H * 0.42, front + 0.035], W * 0.22, undefined, g.n(0.6)),
      palette.fixed(tinted(FINISH.glass, hexRgb(0x3a4a5a), 'door glass')),
    );
  }
  if (c.face === 'oven') {
    const wH = H * (name === 'microwave' ? 0.7 : 0.45);
    b.add(
      'window',
      g.box(W * 0.62, wH, 0.02).move(-W * 0.12, H * 0.15, front),
      palette.fixed(tinted(FINISH.glass, hexRgb(0x1a1a1e), 'dark glass')),
    );
    for (let i = 0; i < 3; i++)
      b.add(
        'knob',
        g.rod(
          [W * 0.36, H * (0.3 + i * 0.2), front],
          [W * 0.36, H * (0.3 + i * 0.2), front + 0.025],
          0.018,
          undefined,
          12,
        ),
        palette.fixed(FINISH.darkMetal),
      );
  }
  if (name === 'oven' && b.is('stove', 'cooker')) stoveTop(b, W, H, D);
  if (c.legs)
    for (const [x, z] of [
      [1, 1],
      [1, -1],
      [-1, 1],
      [-1, -1],
    ] as const)
      b.add(
        'leg',
        g.cyl(lift + 0.01, 0.02, 0.015, 12).move(x * (W / 2 - 0.04), 0, z * (D / 2 - 0.04)),
        palette.main(c.finish),
      );
  if (name === 'suitcase') {
    b.add(
      'handle',
      g.arc(0.06, 0.01, 0, 180).rotate(0, 0, 0).move(0, H, 0),
      palette.fixed(FINISH.rubber),
    );
    for (const x of [-1, 1])
      b.add(
        'wheel',
        g.rod(
          [x * W * 0.38, 0.025, -D * 0.3],
          [x * W * 0.38, 0.025, -D * 0.2],
          0.025,
          undefined,
          12,
        ),
        palette.fixed(FINISH.rubber),
      );
  }
  if (name === 'chest')
    b.add('lock', g.box(0.08, 0.1, 0.02).move(0, H * 0.5, front), palette.fixed(FINISH.brass));
  if (parcel) {
    b.add(
      'tape',
      g.box(0.08, H + 0.004, D + 0.004).move(0, -0.002, 0),
      palette.accent(tinted(FINISH.plastic, hexRgb(0xb08850), 'tape')),
    );
    b.add(
      'label',
      g.box(W * 0.3, 0.004, D * 0.22).move(W * 0.25, H, D * 0.2),
      palette.fixed(tinted(FINISH.paper, hexRgb(0xf6f4ee), 'label')),
    );
  } else if (name === 'crate')
    for (const s of open ? [-1] : [1, -1])
      b.add(
        'plank',
        g.box(W * 1.01, 0.06, D * 1.01).move(0, s > 0 ? H - 0.08 : 0.02, 0),
        palette.accent(FINISH.wood),
      );
}

interface Slab {
  w: number;
  h: number;
  t: number;
  finish: Finish;
  screen: number;
  stand?: 'foot' | 'hinge' | 'lying';
  buttons?: number;
}

const SLABS: Record<string, Slab> = {
  smartphone: {
    w: 0.072,
    h: 0.15,
    t: 0.008,
    finish: plastic(0x1e1e22, 'glass back'),
    screen: 0.92,
    stand: 'lying',
  },
  tablet: { w: 0.18, h: 0.25, t: 0.007, finish: FINISH.steel, screen: 0.9, stand: 'lying' },
  laptop: {
    w: 0.34,
    h: 0.23,
    t: 0.01,
    finish: tinted(FINISH.steel, hexRgb(0xa8acb2), 'aluminium'),
    screen: 0.9,
    stand: 'hinge',
  },
  television: { w: 1.2, h: 0.7, t: 0.05, finish: plastic(0x18181a), screen: 0.95, stand: 'foot' },
  monitor: { w: 0.6, h: 0.36, t: 0.04, finish: plastic(0x1e1e22), screen: 0.93, stand: 'foot' },
  'remote control': {
    w: 0.05,
    h: 0.2,
    t: 0.02,
    finish: plastic(0x2a2a2e),
    screen: 0,
    stand: 'lying',
    buttons: 12,
  },
  calculator: {
    w: 0.08,
    h: 0.15,
    t: 0.014,
    finish: plastic(0x3a3a40),
    screen: 0.3,
    stand: 'lying',
    buttons: 20,
  },
  book: {
    w: 0.16,
    h: 0.24,
    t: 0.035,
    finish: tinted(FINISH.leather, hexRgb(0x7a1e1e), 'cover'),
    screen: 0,
    stand: 'lying',
  },
};

/**
 * An open book ("an open book"): two covers in a shallow V from the spine, a block of pages
 * on each, and lines of text across the pages, so it reads as open, not as a slab.
 */
function openBook(b: Builder, s: Slab): void {
  const { g, palette } = b;
  const { w, h, t } = s;
  const covers: Solid[] = [];
  const pages: Solid[] = [];
  const text: Solid[] = [];
  for (const side of [-1, 1] as const) {
    const tilt = (x: Solid): Solid => x.rotate(0, 0, side * 6);
    covers.push(tilt(g.box(w, t * 0.12, h).move((side * w) / 2, 0, 0)));
    const pw = w * 0.95;
    pages.push(tilt(g.box(pw, t * 0.42, h * 0.95).move(side * (pw / 2 + w * 0.005), t * 0.1, 0)));
    for (let i = 0; i < 9; i++) {
      const len = pw * (i === 8 ? 0.45 : 0.72);
      const x = side * (w * 0.1 + len / 2);
      const z = -h * 0.36 + i * h * 0.09;
      text.push(tilt(g.box(len, t * 0.03, h * 0.018).move(x, t * 0.51, z)));
    }
  }
  b.add('cover', g.union(covers), palette.main(s.finish));
  b.add('pages', g.union(pages), palette.fixed(FINISH.paper));
  b.add('text', g.union(text), palette.fixed(tinted(FINISH.paper, hexRgb(0x303034), 'print')));
}

function slab(b: Builder, s: Slab, name: string): void {
  const { g, palette } = b;
  const { w, h, t } = s;
  const glass = palette.fixed(tinted(FINISH.glass, hexRgb(0x101418), 'screen glass'));
  let body: Solid;
  let screen: Solid | null = null;
  let cover = s.finish;
  if (name === 'book' && b.state === 'open') {
    openBook(b, s);
    return;
  }
  if (s.stand === 'lying') {
    body = g.roundedBox(w, t, h, Math.min(t * 0.45, w * 0.1));
    if (s.screen > 0)
      screen = g
        .box(w * s.screen, t * 0.2, h * (name === 'calculator' ? 0.25 : s.screen))
        .move(0, t * 0.9, name === 'calculator' ? -h * 0.3 : 0);
    // A bible is bound in black with a gold cross on its cover and gilt page edges (a red
    // book read as any book).
    const bible = name === 'book' && b.is('bible');
    if (name === 'book')
      b.add(
        'pages',
        g.box(w * 0.96, t * 0.8, h * 0.97).move(w * 0.025, t * 0.1, 0),
        palette.fixed(bible ? tinted(FINISH.gold, hexRgb(0xe0b850), 'gilt edges') : FINISH.paper),
      );
    if (bible) {
      cover = tinted(FINISH.leather, hexRgb(0x1c1a1a), 'cover');
      b.add(
        'cross',
        g.union([
          g.box(w * 0.07, t * 0.1, h * 0.42).move(0, t * 0.96, h * 0.02),
          g.box(w * 0.34, t * 0.1, h * 0.07).move(0, t * 0.96, -h * 0.08),
        ]),
        palette.fixed(FINISH.gold),
      );
    }
    if (s.buttons) {
      const keys: Solid[] = [];
      const cols = name === 'calculator' ? 4 : 3;
      for (let i = 0; i < s.buttons; i++) {
        const cx = ((i % cols) - (cols - 1) / 2) * w * 0.22;
        const cz =
          -h * 0.05 +
          Math.floor(i / cols) * h * (name === 'calculator' ? 0.11 : 0.1) -
          (name === 'remote control' ? h * 0.1 : -h * 0.02);
        keys.push(g.roundedBox(w * 0.15, t * 0.2, w * 0.12, w * 0.02).move(cx, t * 0.95, cz));
      }
      b.add('buttons', g.union(keys), palette.accent(plastic(0xd8d8dc, 'keys')));
    }
  } else if (s.stand === 'hinge') {
    b.add('base', g.roundedBox(w, t, h, t * 0.4), palette.main(s.finish));
    if (b.state === 'closed') {
      // Shut: the lid lies on the base, its back up.
      b.add(
        'lid',
        g.roundedBox(w, t * 0.6, h, t * 0.25).move(0, t * 0.98, 0),
        palette.main(s.finish),
      );
      return;
    }
    b.add(
      'keyboard',
      g.box(w * 0.85, t * 0.2, h * 0.45).move(0, t * 0.95, -h * 0.12),
      palette.accent(plastic(0x2a2a2e, 'keys')),
    );
    body = g
      .roundedBox(w, h, t * 0.6, t * 0.25)
      .rotate(-15, 0, 0)
      .move(0, t, h / 2);
    screen = g
      .box(w * s.screen, h * s.screen, t * 0.2)
      .rotate(-15, 0, 0)
      .move(0, t + h * 0.05, h / 2 - t * 0.3);
    b.add('lid', body, palette.main(s.finish));
    if (screen) b.add('screen', screen, glass);
    return;
  } else {
    const foot = h * 0.25;
    body = g.roundedBox(w, h, t, t * 0.3).move(0, foot, 0);
    screen = g
      .box(w * s.screen, h * s.screen, t * 0.2)
      .move(0, foot + (h * (1 - s.screen)) / 2, t / 2);
    b.add(
      'stand',
      g
        .box(w * 0.06, foot, t * 0.8)
        .move(0, 0.01, -t * 0.2)
        .add(g.roundedBox(w * 0.35, 0.015, t * 4, 0.006)),
      palette.accent(s.finish),
    );
  }
  b.add('body', body, palette.main(cover));
  if (screen) b.add('screen', screen, glass);
}

type Head =
  | 'hammer'
  | 'axe'
  | 'shovel'
  | 'rake'
  | 'broom'
  | 'screwdriver'
  | 'spoon'
  | 'fork'
  | 'knife'
  | 'pencil'
  | 'brush'
  | 'spear'
  | 'pickaxe';

/** How far a head reaches beyond the handle (m). */
const HEAD_LENGTH: Partial<Record<Head, number>> = {
  knife: 0.17,
  screwdriver: 0.12,
  shovel: 0.33,
  broom: 0.3,
  spear: 0.22,
};

interface Tool {
  /** Height lying on the ground (m), for the plausible size. */
  height: number;
  length: number;
  radius: number;
  handle: Finish;
  head: Head;
}

const TOOLS: Record<string, Tool> = {
  hammer: { height: 0.045, length: 0.32, radius: 0.014, handle: FINISH.wood, head: 'hammer' },
  axe: { height: 0.037, length: 0.7, radius: 0.018, handle: FINISH.wood, head: 'axe' },
  shovel: { height: 0.036, length: 1.1, radius: 0.018, handle: FINISH.wood, head: 'shovel' },
  rake: { height: 0.038, length: 1.4, radius: 0.015, handle: FINISH.wood, head: 'rake' },
  broom: { height: 0.058, length: 1.3, radius: 0.014, handle: FINISH.paleWood, head: 'broom' },
  screwdriver: {
    height: 0.03,
    length: 0.1,
    radius: 0.014,
    handle: plastic(0xd02a1e, 'handle plastic'),
    head: 'screwdriver',
  },
  spoon: { height: 0.012, length: 0.12, radius: 0.005, handle: FINISH.steel, head: 'spoon' },
  fork: { height: 0.01, length: 0.12, radius: 0.005, handle: FINISH.steel, head: 'fork' },
  knife: { height: 0.018, length: 0.11, radius: 0.009, handle: FINISH.darkWood, head: 'knife' },
  pencil: {
    height: 0.009,
    length: 0.17,
    radius: 0.0045,
    handle: paint(0xf0c020, 'pencil paint'),
    head: 'pencil',
  },
  paintbrush: { height: 0.017, length: 0.18, radius: 0.007, handle: FINISH.wood, head: 'brush' },
  spear: { height: 0.032, length: 1.8, radius: 0.016, handle: FINISH.wood, head: 'spear' },
  pickaxe: { height: 0.037, length: 0.8, radius: 0.018, handle: FINISH.wood, head: 'pickaxe' },
};

/** Tools lie on the ground along x, the head at +x. */
function tool(b: Builder, t: Tool): void {
  const { g, rng, palette } = b;
  const L = rng.vary(t.length, 0.05);
  const r = t.radius;
  const lying = L < 0.5;
  const metal = palette.accent(FINISH.steel);
  const y = lying ? r * 2.2 : 0;
  const handle = g.capsule([-L / 2, y + r, 0], [L / 2, y + r, 0], r, r * 0.9, g.n(0.4));
  // A chisel shares the screwdriver's row but not its look: a wooden handle and a broad flat
  // blade ground to an edge (the thin red-handled shaft said "screwdriver"); a graver's (an
  // engraver's burin, a scorper) is the same slim blade.
  const chisel = t.head === 'screwdriver' && b.is('chisel', 'graver');
  const mop = t.head === 'broom' && b.is('mop');
  b.add('handle', handle, palette.main(chisel ? FINISH.wood : t.handle));
  const x = L / 2;
  const cy = y + r;
  let head: Solid;
  switch (t.head) {
    case 'hammer':
      head = g
        .box(0.035, 0.035, 0.12)
        .move(x, cy - 0.0175, 0)
        .rotate(0, 0, 0);
      break;
    case 'axe':
      head = g
        .extrude(
          [
            [-0.03, -0.04],
            [0.03, -0.04],
            [0.03, -0.12],
            [0.14, -0.16],
            [0.14, 0.06],
            [0.03, 0.03],
            [-0.03, 0.04],
          ],
          0.012,
        )
        .rotate(90, 0, 0)
        .move(x - 0.04, cy, 0);
      break;
    case 'pickaxe':
      head = g.tube(
        [
          [x, cy, -0.3],
          [x + 0.04, cy, -0.1],
          [x + 0.05, cy, 0],
          [x + 0.04, cy, 0.1],
          [x, cy, 0.3],
        ],
        [0.004, 0.015, 0.02, 0.015, 0.004],
        10,
      );
      break;
    case 'shovel':
      head = g
        .extrude(
          [
            [0, -0.12],
            [0.25, -0.11],
            [0.33, 0],
            [0.25, 0.11],
            [0, 0.12],
          ],
          0.006,
        )
        .rotate(90, 0, 0)
        .move(x, cy, 0);
      break;
    case 'rake':
      head = g.union([
        g.rod([x, cy, -0.22], [x, cy, 0.22], 0.012),
        ...Array.from({ length: 11 }, (_, i) =>
          g.rod(
            [x, cy, -0.2 + i * 0.04],
            [x + 0.08, cy - 0.02, -0.2 + i * 0.04],
            0.004,
            undefined,
            6,
          ),
        ),
      ]);
      break;
    case 'broom':
      // A mop's head is a spread of cotton strands, not a stiff straw brush.
      if (mop) {
        head = g.union(
          Array.from({ length: 18 }, (_, i) => {
            const a = ((i / 17 - 0.5) * Math.PI) / 1.4;
            return g.capsule(
              [x - 0.02, cy, 0],
              [x + 0.3 * Math.cos(a), 0.014, 0.3 * Math.sin(a)],
              0.018,
              0.014,
              g.n(0.25),
            );
          }),
        );
        break;
      }
      head = g.hull([
        g.box(0.03, 0.06, 0.08).move(x, cy - 0.03, 0),
        g.box(0.01, 0.04, 0.32).move(x + 0.3, cy - 0.02, 0),
      ]);
      break;
    case 'screwdriver':
      head = chisel
        ? g.hull([
            g.box(0.02, 0.006, 0.02).move(x + 0.01, cy - 0.003, 0),
            g.box(0.004, 0.001, 0.022).move(x + 0.12, cy - 0.003, 0),
          ])
        : g.rod([x, cy, 0], [x + 0.12, cy, 0], 0.004, 0.002, 8);
      break;
    case 'spoon':
      head = g.ellipsoid([x + 0.03, cy, 0], [0.035, 0.006, 0.02], 16);
      break;
    case 'fork':
      head = g.union([
        g.box(0.03, 0.004, 0.025).move(x + 0.01, cy - 0.002, 0),
        ...[-1, -0.33, 0.33, 1].map((k) =>
          g.box(0.04, 0.003, 0.003).move(x + 0.045, cy - 0.0015, k * 0.01),
        ),
      ]);
      break;
    case 'knife':
      head = g
        .extrude(
          [
            [0, -0.012],
            [0.14, -0.008],
            [0.17, 0.01],
            [0, 0.012],
          ],
          0.002,
        )
        .rotate(90, 0, 0)
        .move(x, cy, 0);
      break;
    case 'pencil':
      head = g.rod([x, cy, 0], [x + 0.025, cy, 0], r, 0.0006, 8);
      break;
    case 'brush':
      head = g.hull([
        g.ball([x, cy, 0], r * 1.2, 10),
        g.ellipsoid([x + 0.04, cy, 0], [0.006, r * 0.8, r * 1.8], 10),
      ]);
      break;
    case 'spear':
      head = g
        .extrude(
          [
            [0, -0.025],
            [0.22, 0],
            [0, 0.025],
          ],
          0.008,
        )
        .rotate(90, 0, 0)
        .move(x, cy, 0);
      break;
  }
  b.add(
    'head',
    head,
    mop
      ? palette.accent(tinted(FINISH.linen, hexRgb(0xe6e2d8), 'cotton'))
      : t.head === 'broom'
        ? palette.accent(tinted(FINISH.cork, hexRgb(0xd8b060), 'straw'))
        : t.head === 'brush'
          ? palette.accent(FINISH.coal)
          : metal,
  );
}

export const HOUSEHOLD_KINDS: ObjectKind[] = [
  ...familyKinds(
    VESSELS,
    (v) => {
      const H = v.outline[v.outline.length - 1]![1];
      const R = Math.max(...v.outline.map((p) => p[0]));
      return [
        H + (v.handle === 'bail' ? R : 0) + (v.solid ? 0.04 : 0),
        R * 2 + (v.handle === 'long' ? 0.2 : v.handle === 'side' ? 0.06 : 0),
      ];
    },
    (b, v) => vessel(b, v),
  ),
  ...familyKinds(
    CABINETS,
    (c) => [c.h, Math.max(c.w, c.d)],
    (b, c, name) => cabinet(b, c, name),
    ['body'],
  ),
  ...familyKinds(
    SLABS,
    (s) =>
      s.stand === 'lying'
        ? [s.t * (s.buttons ? 1.3 : 1.2), s.h]
        : s.stand === 'hinge'
          ? [s.h, s.w]
          : [s.h * 1.25, s.w],
    (b, s, name) => slab(b, s, name),
  ),
  ...familyKinds(
    TOOLS,
    (t) => [t.height, t.length * 1.05 + (HEAD_LENGTH[t.head] ?? 0.04)],
    (b, t) => tool(b, t),
  ),
];

/** A skull: a rounded cranium, cheekbones and jaw, with eye sockets and a nose hole cut in. */
function skull(b: Builder): void {
  const { g, rng, palette } = b;
  const r = rng.vary(0.09, 0.04);
  const bone = { ...tinted(FINISH.ceramic, hexRgb(0xeee6d2), 'bone'), roughness: 0.7 };
  // Facing +z: a cranium behind and above, a narrower face in front, cheekbones at the sides.
  const cranium = g.ellipsoid([0, r * 1.3, -r * 0.15], [r * 0.8, r * 0.85, r * 0.95], g.n(0.8));
  const face = g.hull([
    g.ellipsoid([0, r * 0.85, r * 0.35], [r * 0.68, r * 0.5, r * 0.5], g.n(0.6)),
    g.ellipsoid([0, r * 0.42, r * 0.4], [r * 0.42, r * 0.2, r * 0.35], g.n(0.5)),
  ]);
  const sockets = [1, -1].map((sx) =>
    g.ellipsoid([sx * r * 0.3, r * 0.88, r * 0.78], [r * 0.19, r * 0.17, r * 0.3], g.n(0.4)),
  );
  const nose = g.hull([
    g.ball([0, r * 0.55, r * 0.86], r * 0.05, 10),
    g.ball([r * 0.06, r * 0.7, r * 0.84], r * 0.03, 10),
    g.ball([-r * 0.06, r * 0.7, r * 0.84], r * 0.03, 10),
  ]);
  b.add('head', cranium.add(face).sub(...sockets, nose), palette.main(bone));
  const dark = palette.fixed(tinted(FINISH.coal, hexRgb(0x1a1410), 'socket'));
  b.add(
    'eye_sockets',
    g.union(sockets.map((s) => s.scale(0.999).move(0, 0, -r * 0.08))).and(cranium.add(face)),
    dark,
  );
  const jaw = g.hull([
    g.box(r * 0.7, r * 0.18, r * 0.35).move(0, r * 0.05, r * 0.35),
    g.box(r * 0.45, r * 0.14, r * 0.2).move(0, 0, r * 0.62),
  ]);
  b.add('jaw', jaw, palette.main(bone));
  const teeth = [];
  for (let i = 0; i < 6; i++)
    teeth.push(g.box(r * 0.075, r * 0.13, r * 0.05).move((i - 2.5) * r * 0.085, r * 0.2, r * 0.7));
  b.add('teeth', g.union(teeth), palette.fixed({ ...bone, label: 'teeth' }));
}

HOUSEHOLD_KINDS.push(kindOf('skull', [0.23, 0.22], skull));
