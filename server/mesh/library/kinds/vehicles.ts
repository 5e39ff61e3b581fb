/**
 * Vehicles beyond the car and the boat, facing +x: two-wheelers (bicycle, motorcycle,
 * scooter), box vehicles (bus, truck, van, tractor, train, tank…) and aircraft (aeroplane,
 * jet, helicopter, drone, balloon, airship, UFO, submarine). Wheels are named `wheel_*`,
 * bodies `body`, so "white wheels" and "a red body" reach them.
 */
import { hexRgb } from '../../prompt/colors.ts';
import type { Builder } from '../builder.ts';
import { familyKinds, kindOf } from '../family.ts';
import type { V3 } from '../geo.ts';
import { FINISH, tinted } from '../materials.ts';
import type { ObjectKind } from '../types.ts';
import { smoothCurve } from '../profile.ts';

const paint = (hex: number, label = 'paint') => tinted(FINISH.paint, hexRgb(hex), label);

/** A tyre (torus) with a hub, axle along z, centred at (x, r, z). */
function wheel(
  b: Builder,
  name: string,
  x: number,
  z: number,
  r: number,
  w: number,
  spokes = 0,
): void {
  const { g, palette } = b;
  const tyre = g.arc(r - w / 2, w / 2, 0, 360, g.n(0.6)).move(x, r, z);
  b.add(name, tyre, palette.fixed(FINISH.rubber));
  let hub = g.rod(
    [x, r, z - w * 0.35],
    [x, r, z + w * 0.35],
    (r - w) * (spokes ? 0.15 : 0.75),
    undefined,
    g.n(0.4),
  );
  for (let i = 0; i < spokes; i++) {
    const a = (i / spokes) * Math.PI * 2;
    hub = hub.add(
      g.rod(
        [x, r, z],
        [x + Math.cos(a) * (r - w * 0.9), r + Math.sin(a) * (r - w * 0.9), z],
        w * 0.06,
        undefined,
        6,
      ),
    );
  }
  b.add(`${name}_hub`, hub, palette.fixed(FINISH.steel));
}

interface TwoWheeler {
  wheelR: number;
  wheelbase: number;
  tyre: number;
  motor: boolean;
  color: number;
  kick?: boolean;
}

const TWO_WHEELERS: Record<string, TwoWheeler> = {
  bicycle: { wheelR: 0.34, wheelbase: 1.05, tyre: 0.035, motor: false, color: 0x2a6ad0 },
  motorcycle: { wheelR: 0.32, wheelbase: 1.45, tyre: 0.12, motor: true, color: 0xc01818 },
  scooter: { wheelR: 0.1, wheelbase: 0.7, tyre: 0.04, motor: false, color: 0x30b0a0, kick: true },
};

function twoWheeler(b: Builder, s: TwoWheeler): void {
  const { g, rng, palette } = b;
  const R = rng.vary(s.wheelR, 0.05);
  const half = s.wheelbase / 2;
  wheel(b, 'wheel_front', half, 0, R, s.tyre, s.motor ? 0 : 12);
  wheel(b, 'wheel_rear', -half, 0, R, s.tyre, s.motor ? 0 : 12);
  const frameFinish = palette.main(paint(s.color, 'frame paint'));
  const t = s.motor ? 0.03 : 0.018;
  if (s.kick) {
    const deck = g.roundedBox(s.wheelbase * 0.85, 0.04, 0.13, 0.015).move(0, R * 0.9, 0);
    const stem = g.rod([half, R, 0], [half - 0.05, 0.9, 0], 0.016);
    const bar = g.rod([half - 0.05, 0.9, -0.22], [half - 0.05, 0.9, 0.22], 0.014);
    b.add('frame', deck.add(stem), frameFinish);
    b.add('handlebar', bar, palette.fixed(FINISH.rubber));
    return;
  }
  const seatP: V3 = [-half * 0.35, R * 2.3, 0];
  const crank: V3 = [-half * 0.05, R * 0.95, 0];
  const head: V3 = [half * 0.7, R * 2.35, 0];
  const frame = g.union([
    g.rod([-half, R, 0], crank, t),
    g.rod(crank, seatP, t),
    g.rod(seatP, head, t),
    g.rod(crank, head, t),
    g.rod([-half, R, 0], seatP, t * 0.8),
    g.rod(head, [half, R, 0], t),
  ]);
  b.add('frame', frame, frameFinish);
  b.add(
    'handlebar',
    g
      .rod([head[0] - 0.05, head[1] + 0.12, -0.3], [head[0] - 0.05, head[1] + 0.12, 0.3], 0.015)
      .add(g.rod(head, [head[0] - 0.05, head[1] + 0.12, 0], t)),
    palette.fixed(FINISH.steel),
  );
  b.add(
    'seat',
    g.ellipsoid(
      [seatP[0] - 0.03, seatP[1] + 0.05, 0],
      [s.motor ? 0.35 : 0.13, 0.04, s.motor ? 0.14 : 0.07],
      g.n(0.4),
    ),
    palette.accent(FINISH.leather),
  );
  if (s.motor) {
    b.add(
      'engine',
      g.roundedBox(0.42, 0.32, 0.26, 0.05).move(crank[0], R * 0.55, 0),
      palette.fixed(FINISH.chrome),
    );
    b.add(
      'tank',
      g.ellipsoid([half * 0.3, R * 2.25, 0], [0.28, 0.13, 0.16], g.n(0.5)),
      palette.main(paint(s.color)),
    );
    b.add(
      'headlight',
      g.ball([head[0] + 0.1, head[1], 0], 0.08, g.n(0.3)),
      palette.fixed(FINISH.light),
    );
  } else {
    const pedals = g
      .rod([crank[0], crank[1], -0.12], [crank[0], crank[1], 0.12], 0.012)
      .add(g.annulus(0.1, 0.085, 0.01).rotate(90, 0, 0).move(crank[0], crank[1], 0.03));
    b.add('pedals', pedals, palette.fixed(FINISH.darkMetal));
  }
}

interface BoxVehicle {
  length: number;
  height: number;
  width: number;
  wheelR: number;
  axles: number;
  color: number;
  /** Cab share of the length at the front (0: one box). */
  cab: number;
  windows: boolean;
  tracks?: boolean;
  turret?: boolean;
  rearWheelR?: number;
  stripe?: number;
  chimney?: boolean;
}

const BOX_VEHICLES: Record<string, BoxVehicle> = {
  bus: {
    length: 11,
    height: 3.1,
    width: 2.5,
    wheelR: 0.5,
    axles: 2,
    color: 0xf0b020,
    cab: 0,
    windows: true,
  },
  truck: {
    length: 8,
    height: 3.4,
    width: 2.4,
    wheelR: 0.52,
    axles: 3,
    color: 0x2a5aa0,
    cab: 0.28,
    windows: false,
  },
  van: {
    length: 5,
    height: 2.3,
    width: 2.0,
    wheelR: 0.36,
    axles: 2,
    color: 0xf2f2f2,
    cab: 0,
    windows: true,
  },
  ambulance: {
    length: 5.8,
    height: 2.7,
    width: 2.1,
    wheelR: 0.38,
    axles: 2,
    color: 0xf6f6f2,
    cab: 0.3,
    windows: false,
    stripe: 0xd02020,
  },
  'fire truck': {
    length: 9,
    height: 3.2,
    width: 2.5,
    wheelR: 0.52,
    axles: 3,
    color: 0xc81818,
    cab: 0.3,
    windows: false,
    stripe: 0xf2f2f2,
  },
  tractor: {
    length: 3.6,
    height: 2.7,
    width: 2.0,
    wheelR: 0.5,
    axles: 2,
    color: 0x2f8a3a,
    cab: 0.45,
    windows: true,
    rearWheelR: 0.85,
  },
  train: {
    length: 12,
    height: 3.8,
    width: 2.8,
    wheelR: 0.55,
    axles: 4,
    color: 0x1e3a2a,
    cab: 0.3,
    windows: true,
    chimney: true,
  },
  tank: {
    length: 7,
    height: 2.4,
    width: 3.4,
    wheelR: 0.4,
    axles: 5,
    color: 0x5a6a3a,
    cab: 0,
    windows: false,
    tracks: true,
    turret: true,
  },
  jeep: {
    length: 4.2,
    height: 1.9,
    width: 1.9,
    wheelR: 0.42,
    axles: 2,
    color: 0x4a6a3a,
    cab: 0,
    windows: true,
  },
};

function boxVehicle(b: Builder, s: BoxVehicle, name: string): void {
  const { g, rng, palette } = b;
  const L = rng.vary(s.length, 0.05);
  const W = s.width;
  const R = s.wheelR;
  const floor = s.tracks ? R * 1.6 : R * 0.9;
  const H = s.height - floor;
  const bodyPaint = palette.main(paint(s.color, 'body paint'));
  const glass = palette.fixed(tinted(FINISH.glass, hexRgb(0x6a8aa8), 'window glass'));
  if (s.cab > 0) {
    const cabL = L * s.cab;
    const cargoL = L - cabL;
    const cab = g
      .roundedBox(cabL, H * (name === 'tractor' ? 1 : 0.85), W, 0.12)
      .move(L / 2 - cabL / 2, floor, 0);
    b.add('cab', cab, bodyPaint);
    const cargoH = name === 'tractor' ? H * 0.45 : H;
    const cargo = g.roundedBox(cargoL * 0.97, cargoH, W, 0.08).move(-L / 2 + cargoL / 2, floor, 0);
    b.add(
      name === 'tractor' ? 'hood' : 'body',
      cargo,
      name === 'truck' ? palette.accent(paint(0xe8e8e8, 'box paint')) : bodyPaint,
    );
    // The frame under cab and cargo, which joins them across the gap between.
    b.add(
      'chassis',
      g.box(L * 0.96, R * 0.35, W * 0.6).move(0, floor - R * 0.3, 0),
      palette.fixed(FINISH.darkMetal),
    );
    b.add(
      'windshield',
      g.box(0.05, H * 0.3, W * 0.85).move(L / 2 + 0.01, floor + H * 0.45, 0),
      glass,
    );
    if (name === 'tractor')
      b.add(
        'windows',
        g.box(cabL * 0.8, H * 0.35, W * 1.01).move(L / 2 - cabL / 2, floor + H * 0.5, 0),
        glass,
      );
  } else if (s.tracks) {
    b.add(
      'body',
      g.hull([
        g.box(L * 0.8, H * 0.5, W * 0.7).move(0, floor - R * 0.6, 0),
        g.box(L, H * 0.15, W * 0.72).move(0, floor, 0),
      ]),
      bodyPaint,
    );
  } else {
    const body = g.roundedBox(L, H, W, Math.min(0.3, H * 0.15)).move(0, floor, 0);
    b.add('body', body, bodyPaint);
  }
  if (s.windows && s.cab === 0) {
    const band = g.box(L * 0.85, H * 0.3, W * 1.01).move(-L * 0.03, floor + H * 0.5, 0);
    const front = g.box(0.06, H * 0.35, W * 0.85).move(L / 2, floor + H * 0.45, 0);
    b.add('windows', band.add(front), glass);
  }
  if (s.stripe !== undefined)
    b.add(
      'stripe',
      g.box(L * (1 - s.cab) * 0.95, H * 0.1, W * 1.02).move((-L * s.cab) / 2, floor + H * 0.3, 0),
      palette.fixed(paint(s.stripe, 'stripe')),
    );
  if (s.turret) {
    b.add(
      'turret',
      g.hull([g.cyl(H * 0.45, W * 0.32, W * 0.26).move(-L * 0.05, floor + H * 0.15, 0)]),
      bodyPaint,
    );
    b.add(
      'barrel',
      g.rod([0, floor + H * 0.4, 0], [L * 0.75, floor + H * 0.42, 0], 0.1),
      palette.fixed(FINISH.darkMetal),
    );
  }
  if (s.chimney) {
    b.add(
      'chimney',
      // Its foot sinks into the boiler (whose top is at 0.88 H) so it stands on it.
      g.cyl(1.0 + H * 0.2, 0.3, 0.42).move(L * 0.38, floor + H * 0.8, 0),
      palette.fixed(FINISH.darkMetal),
    );
    b.add(
      'boiler',
      g.rod([L * 0.15, floor + H * 0.5, 0], [L / 2 + 0.05, floor + H * 0.5, 0], H * 0.38),
      palette.main(paint(s.color)),
    );
  }
  // Wheels or tracks.
  if (s.tracks) {
    for (const sz of [1, -1]) {
      const track = g
        .hull([
          g.ball([L * 0.45, R, sz * W * 0.4], R, g.n(0.4)),
          g.ball([-L * 0.45, R, sz * W * 0.4], R, g.n(0.4)),
        ])
        .and(g.box(L * 1.5, R * 3, W * 0.22).move(0, -0.1, sz * W * 0.4));
      b.add(sz > 0 ? 'track_l' : 'track_r', track, palette.fixed(FINISH.rubber));
    }
    return;
  }
  for (let i = 0; i < s.axles; i++) {
    const x = s.axles === 1 ? 0 : L * (0.38 - (0.76 * i) / (s.axles - 1));
    const r = i === s.axles - 1 && s.rearWheelR ? s.rearWheelR : R;
    for (const sz of [1, -1])
      wheel(
        b,
        `wheel_${i + 1}${sz > 0 ? 'l' : 'r'}`,
        x,
        sz * (W / 2 - R * 0.2),
        r,
        Math.min(r * 0.6, 0.4),
      );
  }
}

interface Aircraft {
  length: number;
  span: number;
  radius: number;
  color: number;
  props: number;
  jet?: boolean;
}

const AIRCRAFT: Record<string, Aircraft> = {
  airplane: { length: 30, span: 28, radius: 1.9, color: 0xf4f4f4, props: 0 },
  jet: { length: 16, span: 10, radius: 1.0, color: 0x7a8490, props: 0, jet: true },
  'propeller plane': { length: 8, span: 11, radius: 0.6, color: 0xd84a2a, props: 1 },
  glider: { length: 8, span: 17, radius: 0.45, color: 0xf4f4f4, props: 0 },
};

/**
 * Warplanes by noun (issue #32, session 18: a fighter and a bomber were the small business
 * jet): a fighter is grey with short delta wings, twin tails and a bubble canopy; a bomber
 * long with long wings and four engines under them.
 */
const WARPLANES: Record<string, Aircraft> = {
  fighter: { length: 16, span: 11, radius: 0.85, color: 0x56606a, props: 0, jet: true },
  bomber: { length: 40, span: 46, radius: 1.7, color: 0x4a5248, props: 0, jet: true },
};

function aircraft(b: Builder, plane: Aircraft): void {
  const { g, rng, palette } = b;
  const variant = !plane.jet
    ? null
    : b.is('bomber')
      ? 'bomber'
      : b.is('fighter', 'fighter jet', 'jet fighter', 'warplane')
        ? 'fighter'
        : null;
  const s = variant ? WARPLANES[variant]! : plane;
  const L = rng.vary(s.length, 0.05);
  const r = s.radius;
  const y = r * 1.6;
  const body = g.union([
    g.capsule([-L * 0.3, y, 0], [L * 0.35, y, 0], r, r, g.n(0.6)),
    g.capsule(
      [L * 0.35, y, 0],
      [L * 0.5 - r * 0.6, y - r * 0.2, 0],
      r,
      r * (variant === 'fighter' ? 0.15 : 0.5),
      g.n(0.6),
    ),
    g.capsule([-L * 0.3, y, 0], [-L * 0.5, y + r * 0.5, 0], r, r * 0.3, g.n(0.6)),
  ]);
  const hull = palette.main(paint(s.color, 'fuselage paint'));
  b.add('body', body, hull);
  const wingShape = (span: number, chord: number, sweep: number) =>
    g
      .extrude(
        [
          [chord * 0.5, 0],
          [-chord * 0.5, 0],
          [-chord * 0.5 - sweep, span],
          [chord * 0.1 - sweep, span],
        ],
        r * 0.2,
      )
      .rotate(90, 0, 0);
  const chord =
    L * (variant === 'bomber' ? 0.13 : variant === 'fighter' ? 0.4 : s.jet ? 0.3 : 0.16);
  const sweep = variant === 'bomber' ? chord * 0.9 : s.jet ? chord * 0.8 : chord * 0.25;
  // A fighter's delta: the leading edge swept back to a narrow tip, the trailing edge straight.
  const delta = (span: number) =>
    g
      .extrude(
        [
          [chord * 0.45, 0],
          [-chord * 0.55, 0],
          [-chord * 0.6, span],
          [-chord * 0.38, span],
        ],
        r * 0.2,
      )
      .rotate(90, 0, 0);
  for (const sz of [1, -1]) {
    const w = (variant === 'fighter' ? delta(s.span / 2) : wingShape(s.span / 2, chord, sweep))
      .scale([1, 1, sz])
      .move(variant === 'fighter' ? -L * 0.08 : L * 0.05, y - r * 0.4, 0);
    b.add(sz > 0 ? 'wing_l' : 'wing_r', w, palette.accent(paint(s.color)));
    if (variant === 'bomber')
      // Two engines under each wing, each at the middle of the swept wing's chord there.
      for (const f of [0.3, 0.58]) {
        const mid = L * 0.05 - f * sweep - f * chord * 0.2;
        b.add(
          `engine_${sz > 0 ? 'l' : 'r'}${f < 0.5 ? 1 : 2}`,
          g.rod(
            [mid - chord * 0.35, y - r * 0.85, sz * f * (s.span / 2)],
            [mid + chord * 0.45, y - r * 0.85, sz * f * (s.span / 2)],
            r * 0.5,
          ),
          palette.fixed(FINISH.darkMetal),
        );
      }
    const t = wingShape(s.span * 0.18, chord * 0.5, chord * 0.3)
      .scale([1, 1, sz])
      .move(-L * 0.43, y + r * 0.3, 0);
    b.add(sz > 0 ? 'tail_l' : 'tail_r', t, palette.accent(paint(s.color)));
    if (!s.jet && s.props === 0 && s.span > 20)
      b.add(
        sz > 0 ? 'engine_l' : 'engine_r',
        g.rod(
          [L * 0.1, y - r * 0.9, sz * s.span * 0.17],
          [L * 0.2, y - r * 0.9, sz * s.span * 0.17],
          r * 0.4,
        ),
        palette.fixed(FINISH.steel),
      );
  }
  const fin = g
    .extrude(
      [
        [0, 0],
        [-chord * 0.7, 0],
        [-chord * 0.9, chord * 0.75],
        [-chord * 0.55, chord * 0.75],
      ],
      r * 0.2,
    )
    .move(-L * 0.32, y + r * 0.6, 0);
  const glass = palette.fixed(tinted(FINISH.glass, hexRgb(0x2a3a4a), 'cockpit glass'));
  if (variant === 'fighter') {
    // Twin tails leaning out, and a bubble canopy well forward on the spine.
    for (const sz of [1, -1])
      b.add(
        sz > 0 ? 'fin_l' : 'fin_r',
        fin
          .move(0, -(y + r * 0.6), 0)
          .rotate(sz * -14, 0, 0)
          .move(0, y + r * 0.3, sz * r * 0.55),
        palette.accent(paint(s.color)),
      );
    b.add(
      'windows',
      g.ellipsoid([L * 0.26, y + r * 0.75, 0], [L * 0.09, r * 0.5, r * 0.48]),
      glass,
    );
    for (const sz of [1, -1])
      b.add(
        sz > 0 ? 'intake_l' : 'intake_r',
        g.box(L * 0.22, r * 0.9, r * 0.5).move(L * 0.08, y - r * 0.6, sz * r * 0.85),
        palette.accent(paint(s.color)),
      );
  } else {
    b.add('fin', fin, palette.accent(paint(s.color)));
    b.add(
      'windows',
      g.capsule(
        [L * 0.36, y + r * 0.35, 0],
        [L * 0.43, y + r * 0.2, 0],
        r * 0.45,
        r * 0.3,
        g.n(0.4),
      ),
      glass,
    );
  }
  if (s.props > 0 && b.is('biplane')) {
    // A biplane's second wing above the cabin, held on struts (session 18: it was the
    // one-winged light plane).
    const up = r * 2.4;
    const strut = palette.fixed(FINISH.darkMetal);
    for (const sz of [1, -1]) {
      b.add(
        sz > 0 ? 'upper_wing_l' : 'upper_wing_r',
        wingShape(s.span / 2, chord, sweep)
          .scale([1, 1, sz])
          .move(L * 0.08, y - r * 0.4 + up, 0),
        palette.accent(paint(s.color)),
      );
      for (const f of [0.35, 0.8]) {
        const x = L * 0.05 - f * sweep - chord * 0.1;
        b.add(
          'strut',
          g.rod(
            [x, y - r * 0.5, sz * f * (s.span / 2)],
            [x + L * 0.03, y - r * 0.5 + up, sz * f * (s.span / 2)],
            r * 0.06,
          ),
          strut,
        );
      }
      b.add(
        'strut',
        g.rod(
          [L * 0.06, y + r * 0.6, sz * r * 0.4],
          [L * 0.08, y - r * 0.5 + up, sz * r * 0.9],
          r * 0.06,
        ),
        strut,
      );
    }
  }
  if (s.props > 0) {
    const hubX = L * 0.5;
    b.add(
      'propeller',
      g
        .box(r * 0.15, r * 5, r * 0.5)
        .move(hubX, y - r * 2.5, 0)
        .add(g.ball([hubX, y - r * 0.2, 0], r * 0.35, g.n(0.3))),
      palette.fixed(FINISH.darkMetal),
    );
  }
  if (s.props > 0 && b.is('seaplane', 'floatplane')) {
    // A seaplane stands on two floats instead of wheels.
    for (const sz of [1, -1]) {
      b.add(
        sz > 0 ? 'float_l' : 'float_r',
        g.capsule(
          [-L * 0.25, r * 0.5, sz * r * 2.8],
          [L * 0.36, r * 0.55, sz * r * 2.8],
          r * 0.5,
          r * 0.32,
        ),
        palette.fixed(paint(0x9aa0a8, 'float paint')),
      );
      for (const x of [-L * 0.02, L * 0.16])
        b.add(
          'strut',
          g.rod([x, r * 0.5, sz * r * 2.8], [x, y - r * 0.5, sz * r * 0.6], r * 0.07),
          palette.fixed(FINISH.darkMetal),
        );
    }
    return;
  }
  // Landing gear.
  for (const [x, z] of [
    [L * 0.35, 0],
    [0, r * 1.2],
    [0, -r * 1.2],
  ] as const) {
    b.add(
      'gear',
      g
        .rod([x, y - r * 0.8, z], [x, r * 0.35, z], r * 0.08)
        .add(g.arc(r * 0.22, r * 0.13, 0, 360, 12).move(x, r * 0.35, z)),
      palette.fixed(FINISH.rubber),
    );
  }
}

function helicopter(b: Builder): void {
  const { g, rng, palette } = b;
  const cabin = g.ellipsoid([0, 1.6, 0], [1.9, 1.2, 1.1], g.n(0.7));
  b.add(
    'body',
    cabin.add(g.capsule([-1.2, 1.9, 0], [-6.5, 2.4, 0], 0.45, 0.18)),
    palette.main(paint(rng.pick([0xd02020, 0x2a4a9a, 0xf0c020]))),
  );
  b.add(
    'windows',
    g.ellipsoid([1.0, 1.9, 0], [1.0, 0.75, 0.95], g.n(0.5)),
    palette.fixed(tinted(FINISH.glass, hexRgb(0x3a5a7a), 'canopy glass')),
  );
  const rotor = g.union([
    g.box(10, 0.06, 0.35).move(0, 3.1, 0),
    g.box(0.35, 0.06, 10).move(0, 3.1, 0),
    g.cyl(0.55, 0.12).move(0, 2.6, 0),
  ]);
  b.add('rotor', rotor, palette.fixed(FINISH.darkMetal));
  b.add('tail_rotor', g.box(0.08, 1.6, 0.2).move(-6.5, 1.6, 0.3), palette.fixed(FINISH.darkMetal));
  for (const sz of [1, -1])
    b.add(
      'skid',
      g
        .rod([-1.6, 0.08, sz * 0.9], [1.6, 0.08, sz * 0.9], 0.08)
        .add(
          g.rod([0.6, 0.08, sz * 0.9], [0.5, 0.8, sz * 0.6], 0.06),
          g.rod([-0.6, 0.08, sz * 0.9], [-0.5, 0.8, sz * 0.6], 0.06),
        ),
      palette.fixed(FINISH.steel),
    );
}

function drone(b: Builder): void {
  const { g, palette } = b;
  b.add(
    'body',
    g.roundedBox(0.16, 0.06, 0.16, 0.02).move(0, 0.05, 0),
    palette.main(paint(0x2a2a2e, 'body plastic')),
  );
  for (const [x, z] of [
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ] as const) {
    const arm = g.rod([0, 0.08, 0], [x * 0.16, 0.09, z * 0.16], 0.01, undefined, 8);
    const rotor = g
      .cyl(0.005, 0.09)
      .move(x * 0.16, 0.12, z * 0.16)
      .add(g.cyl(0.04, 0.015).move(x * 0.16, 0.08, z * 0.16));
    b.add('arm', arm, palette.main(paint(0x2a2a2e)));
    b.add('rotor', rotor, palette.fixed(FINISH.plastic));
  }
  b.add('camera', g.ball([0.06, 0.04, 0], 0.025, g.n(0.3)), palette.fixed(FINISH.eye));
}

function balloon(b: Builder): void {
  const { g, rng, palette } = b;
  const envelope = g.revolve(
    smoothCurve(
      [
        [0, 4],
        [2, 4.6],
        [5.5, 8],
        [7, 12],
        [6, 16],
        [0, 18],
      ].map(([x, y]) => [x!, y!] as const),
      24,
    ).concat([
      [0, 18],
      [0, 4],
    ]),
    g.n(),
  );
  b.add(
    'envelope',
    envelope,
    palette.main(
      tinted(FINISH.fabric, hexRgb(rng.pick([0xe04030, 0xf0b020, 0x3060c0])), 'balloon fabric'),
    ),
  );
  b.add(
    'basket',
    g.cyl(1.1, 0.8, 0.9).sub(g.cyl(1.2, 0.7, 0.8).move(0, 0.1, 0)),
    palette.accent(tinted(FINISH.wood, hexRgb(0xb08850), 'wicker')),
  );
  for (const [x, z] of [
    [0.7, 0.7],
    [-0.7, 0.7],
    [0.7, -0.7],
    [-0.7, -0.7],
  ] as const)
    b.add(
      'rope',
      g.rod([x, 1.1, z], [x * 2.4, 4.2, z * 2.4], 0.03, undefined, 6),
      palette.fixed(FINISH.cork),
    );
}

function airship(b: Builder): void {
  const { g, palette } = b;
  b.add(
    'envelope',
    g.ellipsoid([0, 6, 0], [18, 4.5, 4.5], g.n()),
    palette.main(tinted(FINISH.fabric, hexRgb(0xc8c8cc), 'envelope')),
  );
  b.add('gondola', g.roundedBox(5, 1.4, 1.6, 0.3).move(1, 0.2, 0), palette.accent(paint(0x8a2a2a)));
  for (const r of [0, 90, 180, 270])
    b.add(
      'fin',
      g
        .extrude(
          [
            [0, 0],
            [-4, 0],
            [-4.5, 4],
            [-2.5, 4],
          ],
          0.2,
        )
        .rotate(r, 0, 0)
        .move(-13, 6, 0),
      palette.accent(paint(0x8a2a2a)),
    );
}

function ufo(b: Builder): void {
  const { g, palette } = b;
  const saucer = g.revolve(
    [
      [0, 0.5],
      [1.2, 0.5],
      [4, 1.1],
      [4.1, 1.3],
      [1.5, 1.8],
      [0, 1.8],
    ].map(([x, y]) => [x!, y!] as const),
  );
  b.add('body', saucer, palette.main(FINISH.steel));
  b.add(
    'dome',
    g.ball([0, 1.7, 0], 1.4, g.n(0.7)).trim([0, 1, 0], 1.7),
    palette.fixed(tinted(FINISH.glass, hexRgb(0x8ad0a0), 'dome glass')),
  );
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    b.add(
      'light',
      g.ball([Math.cos(a) * 3, 1.0, Math.sin(a) * 3], 0.18, 12),
      palette.fixed(FINISH.light),
    );
  }
  for (const a of [0, 120, 240]) {
    const r = (a * Math.PI) / 180;
    b.add(
      'leg',
      g.rod(
        [Math.cos(r) * 1.5, 0.8, Math.sin(r) * 1.5],
        [Math.cos(r) * 2.3, 0, Math.sin(r) * 2.3],
        0.08,
      ),
      palette.fixed(FINISH.darkMetal),
    );
  }
}

function submarine(b: Builder): void {
  const { g, palette } = b;
  const hullP = palette.main(paint(0xe0b020, 'hull paint'));
  b.add('body', g.capsule([-4, 1.2, 0], [4, 1.2, 0], 1.2, 1.1, g.n(0.7)), hullP);
  b.add('tower', g.roundedBox(2.2, 1.4, 0.9, 0.3).move(0.8, 2.1, 0), hullP);
  b.add(
    'periscope',
    g.rod([1.2, 3.4, 0], [1.2, 4.3, 0], 0.08).add(g.rod([1.2, 4.3, 0], [1.6, 4.3, 0], 0.08)),
    palette.fixed(FINISH.darkMetal),
  );
  for (const x of [2.5, 0.5, -1.5])
    b.add(
      'window',
      g.rod([x, 1.4, 1.0], [x, 1.4, 1.25], 0.3),
      palette.fixed(tinted(FINISH.glass, hexRgb(0x3a6a8a), 'porthole')),
    );
  b.add(
    'propeller',
    g
      .box(0.1, 1.4, 0.25)
      .move(-5.2, 0.5, 0)
      .add(g.box(0.1, 0.25, 1.4).move(-5.2, 1.07, 0)),
    palette.fixed(FINISH.brass),
  );
}

export const VEHICLE_KINDS: ObjectKind[] = [
  ...familyKinds(
    TWO_WHEELERS,
    (s) => [s.wheelR * 2.6 + (s.kick ? 0.6 : 0.2), s.wheelbase + s.wheelR * 2],
    (b, s) => twoWheeler(b, s),
  ),
  ...familyKinds(
    BOX_VEHICLES,
    (s) => [
      s.height + (s.chimney ? 0.6 : 0) + (s.turret ? 0.3 : 0),
      s.length * (s.turret ? 1.1 : 1),
    ],
    (b, s, name) => boxVehicle(b, s, name),
  ),
  ...familyKinds(
    AIRCRAFT,
    (s) => [s.radius * 2.2 + s.length * (s.jet ? 0.3 : 0.16) * 0.75, Math.max(s.length, s.span)],
    (b, s) => aircraft(b, s),
  ),
  kindOf('helicopter', [3.2, 10], helicopter),
  kindOf('drone', [0.13, 0.45], drone),
  kindOf('hot air balloon', [18, 14], balloon),
  kindOf('airship', [10.5, 36], airship),
  kindOf('ufo', [3.1, 8.2], ufo),
  kindOf('submarine', [4.3, 10.5], submarine),
];
