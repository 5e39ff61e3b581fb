/**
 * Machines and places the fourteenth list of nouns found wrong or unknown (issue #32, session
 * 26; docs/decisions.md, "The fourteenth list's machines and places"). Each is drawn as the
 * thing a person pictures, so that it reads in a small render from the default camera: a
 * motorcycle with its bullet-shaped sidecar bolted to its right, a foxhole ringed with sandbags
 * with a helmet and a rifle on its rim, the oil dipstick with its yellow ring handle and oily
 * tip, a carburettor with its open intake throat, a socket ratchet, a canal with its towpath,
 * narrowboat and lock gate, a cyan hologram globe over its projector pad, a flight simulator's
 * pod on six struts, a sentry box by its barrier arm, a domed rotunda ringed by columns, a
 * fishing gaff, a striped mesa on the desert floor, a crinkled sweet wrapper and a research
 * submersible with its domed viewport.
 *
 * The motorcycle is a builder (kinds/vehicles.ts) a declaration cannot call, so the sidecar's
 * motorcycle is a simpler one of parts, facing +X like the builder's.
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { at, facingZ, lyingX, part, rod, spaced } from './part-shorthand.ts';

/** A closed outline round the origin: radii `rx`, `rz`, roughened by a fixed ripple. */
function blob(rx: number, rz: number, ripple: number, n = 20, phase = 0): V2[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    const k = 1 + ripple * (Math.sin(i * 2.3 + phase) * 0.6 + Math.cos(i * 1.7 + phase) * 0.4);
    return [rx * k * Math.cos(a), rz * k * Math.sin(a)] as V2;
  });
}

/** Points round the Y axis at radius `r` and height `y`, from `from` degrees (0 = +Z). */
function round(n: number, r: number, y: number, from = 0): V3[] {
  return Array.from({ length: n }, (_, i) => {
    const a = ((from + (360 * i) / n) * Math.PI) / 180;
    return [r * Math.sin(a), y, r * Math.cos(a)] as V3;
  });
}

// --- Sidecar -------------------------------------------------------------------------------

/** The sidecar's car: a bullet from its round tail (y = 0 here) to its pointed nose. */
const BULLET: readonly V2[] = [
  [0, 0],
  [0.16, 0.02],
  [0.25, 0.14],
  [0.285, 0.45],
  [0.28, 0.85],
  [0.23, 1.15],
  [0.13, 1.36],
  [0, 1.45],
];

/** Where the sidecar rides: its car's middle line, to the motorcycle's right (+Z). */
const CAR_Z = 0.68;
const CAR_Y = 0.55;
const WHEEL_Y = 0.32;
const FRONT_X = 0.72;

const sidecar: KindDecl = {
  kind: 'sidecar',
  nouns: [
    'sidecar',
    'sidecars',
    'motorcycle with a sidecar',
    'motorcycle with sidecar',
    'motorbike with a sidecar',
    'motorbike with sidecar',
    'sidecar motorcycle',
    'sidecar motorbike',
    'sidecar combination',
    'sidecar outfit',
  ],
  size: [1.05, 2.1],
  surfaces: ['seat'],
  parts: [
    // The motorcycle, facing +X.
    part('wheel', { ring: 0.25, r: 0.07 }, 'rubber', {
      ...at([
        [FRONT_X, WHEEL_Y, 0],
        [-FRONT_X, WHEEL_Y, 0],
      ]),
      role: 'fixed',
      answersTo: ['wheels', 'tyres', 'tires'],
    }),
    facingZ('hub', [0, 0, -0.03], 0.06, 0.19, 'chrome', {
      ...at([
        [FRONT_X, WHEEL_Y, -0.03],
        [-FRONT_X, WHEEL_Y, -0.03],
      ]),
      role: 'detail',
      answersTo: ['rims', 'wheels'],
    }),
    part('fender', { ring: 0.33, r: 0.03, from: 20, arc: 140 }, 'paint', {
      ...at([
        [FRONT_X, WHEEL_Y, 0],
        [-FRONT_X, WHEEL_Y, 0],
      ]),
      color: 0x9a1a1c,
      answersTo: ['mudguard', 'mudguards', 'fenders'],
    }),
    rod('fork', [FRONT_X, WHEEL_Y, 0], [0.52, 0.98, 0], 0.03, 'chrome', { role: 'detail' }),
    rod('handlebar', [0.5, 1.0, -0.32], [0.5, 1.0, 0.32], 0.022, 'chrome', {
      role: 'detail',
      answersTo: ['handlebars', 'handle bars'],
    }),
    part('headlight', { ball: 0.09 }, 'light', { at: [0.62, 0.9, 0], role: 'fixed' }),
    part(
      'frame',
      {
        sweep: [
          [-FRONT_X, WHEEL_Y, 0],
          [-0.2, 0.42, 0],
          [0.3, 0.5, 0],
          [0.52, 0.95, 0],
        ],
        r: 0.03,
      },
      'darkMetal',
      { role: 'detail' },
    ),
    rod('top_tube', [-0.55, 0.72, 0], [0.52, 0.92, 0], 0.03, 'darkMetal', {
      role: 'detail',
      answersTo: ['frame'],
    }),
    part('engine', { box: [0.36, 0.3, 0.26], round: 0.04 }, 'steel', {
      at: [0, 0.36, 0],
      role: 'detail',
      answersTo: ['motor'],
    }),
    part('tank', { ellipsoid: [0.28, 0.12, 0.15] }, 'paint', {
      at: [0.18, 0.84, 0],
      color: 0x9a1a1c,
      answersTo: ['fuel tank', 'petrol tank', 'gas tank', 'body'],
    }),
    part('seat', { box: [0.45, 0.08, 0.24], round: 0.035 }, 'leather', {
      at: [-0.3, 0.78, 0],
      color: 0x2a1a12,
      role: 'accent',
      answersTo: ['saddle'],
    }),
    rod('exhaust', [0.05, 0.3, -0.16], [-0.9, 0.4, -0.16], 0.04, 'chrome', {
      role: 'detail',
      answersTo: ['exhaust pipe', 'pipe'],
    }),
    // The sidecar: a bullet-shaped car on its own wheel, bolted on by two struts.
    part('car', { lathe: BULLET, smooth: true }, 'paint', {
      turn: [0, 0, -90],
      at: [-0.7, CAR_Y, CAR_Z],
      color: 0x9a1a1c,
      answersTo: ['sidecar', 'pod', 'body'],
    }),
    part('cockpit', { ellipsoid: [0.3, 0.06, 0.19] }, 'leather', {
      at: [-0.2, CAR_Y + 0.26, CAR_Z],
      color: 0x1a1210,
      role: 'fixed',
      answersTo: ['opening'],
    }),
    part('windscreen', { box: [0.03, 0.16, 0.36], round: 0.01 }, 'glass', {
      turn: [0, 0, -30],
      at: [0.2, CAR_Y + 0.2, CAR_Z],
      role: 'fixed',
      answersTo: ['windshield', 'screen'],
    }),
    part('sidecar_wheel', { ring: 0.21, r: 0.06 }, 'rubber', {
      at: [-0.05, 0.27, CAR_Z + 0.4],
      role: 'fixed',
      answersTo: ['wheels', 'tyres', 'tires'],
    }),
    facingZ('sidecar_hub', [-0.05, 0.27, CAR_Z + 0.37], 0.06, 0.16, 'chrome', {
      role: 'detail',
      answersTo: ['rims', 'wheels'],
    }),
    part('sidecar_fender', { ring: 0.28, r: 0.025, from: 15, arc: 150 }, 'paint', {
      at: [-0.05, 0.27, CAR_Z + 0.4],
      color: 0x9a1a1c,
      answersTo: ['mudguard', 'mudguards', 'fenders'],
    }),
    rod('axle', [-0.05, 0.3, CAR_Z], [-0.05, 0.27, CAR_Z + 0.4], 0.03, 'darkMetal', {
      role: 'detail',
    }),
    part(
      'strut',
      {
        capsule: [
          [0, 0, 0],
          [0, 0, CAR_Z - 0.08],
        ],
        r: 0.025,
      },
      'darkMetal',
      {
        ...at([
          [0.1, 0.45, 0],
          [-0.4, 0.4, 0],
        ]),
        role: 'detail',
        answersTo: ['struts', 'chassis'],
      },
    ),
  ],
};

// --- Foxhole -------------------------------------------------------------------------------

/** The earth round the pit: its floor, its wall up to the rim, the spoil sloping away. */
const FOXHOLE_EARTH: readonly V2[] = [
  [0, 0],
  [0.58, 0],
  [0.6, 0.2],
  [0.66, 0.27],
  [0.95, 0.28],
  [1.25, 0.18],
  [1.5, 0.14],
  [1.85, 0.12],
  [1.9, 0],
];

/** Where the sandbags ring the pit, and how high each layer sits. */
const BAG_R = 0.8;
const BAG_Y = [0.34, 0.5] as const;

const foxhole: KindDecl = {
  kind: 'foxhole',
  nouns: ['foxhole', 'foxholes', 'fox hole', 'fox holes', 'rifle pit', 'fighting hole'],
  size: [0.75, 3.8],
  parts: [
    part('earth', { lathe: FOXHOLE_EARTH }, 'soil', {
      color: 0x5e4428,
      answersTo: ['ground', 'dirt', 'mound'],
    }),
    // The pit's depth in shadow, so that it reads as a hole from above.
    part('pit', { cyl: 0.17, r: 0.61 }, 'soil', {
      color: 0x1a120a,
      role: 'fixed',
      answersTo: ['hole', 'floor'],
    }),
    // Two layers of sandbags, the upper laid over the joints of the lower.
    part('sandbag', { ellipsoid: [0.23, 0.1, 0.13] }, 'fabric', {
      at: [0, BAG_Y[0], BAG_R],
      repeat: { count: 12, word: 'sandbag', max: 12, turn: [0, 30, 0] },
      color: 0x9a8658,
      answersTo: ['sandbags', 'bags'],
    }),
    part('upper_sandbag', { ellipsoid: [0.23, 0.1, 0.13] }, 'fabric', {
      ...at(round(12, BAG_R, BAG_Y[1], 15)),
      color: 0x8a7648,
      answersTo: ['sandbags', 'bags'],
    }),
    // A helmet on the rim, and a rifle laid over the bags, its muzzle out of the pit.
    part(
      'helmet',
      {
        lathe: [
          [0, 0.15],
          [0.07, 0.14],
          [0.12, 0.1],
          [0.15, 0.04],
          [0.17, 0.01],
          [0.17, 0],
        ],
        smooth: true,
      },
      'paint',
      {
        at: [BAG_R * Math.sin(Math.PI / 12), BAG_Y[1] + 0.08, BAG_R * Math.cos(Math.PI / 12)],
        color: 0x4e5a34,
        role: 'fixed',
        answersTo: ['helmets'],
      },
    ),
    rod('rifle_stock', [-0.3, 0.46, 0.3], [-0.5, 0.57, 0.5], 0.05, 'wood', {
      role: 'fixed',
      answersTo: ['rifle', 'gun'],
    }),
    rod('rifle_barrel', [-0.48, 0.57, 0.48], [-0.9, 0.6, 0.9], 0.022, 'darkMetal', {
      role: 'fixed',
      answersTo: ['rifle', 'gun'],
    }),
  ],
};

// --- Dipstick ------------------------------------------------------------------------------

/** The dipstick lies along X: its ring handle at −X, its tip at +X. */
const STICK_Y = 0.009;

const dipstick: KindDecl = {
  kind: 'dipstick',
  nouns: [
    'dipstick',
    'dipsticks',
    'dip stick',
    'oil dipstick',
    'engine dipstick',
    'oil dip stick',
    'oil level dipstick',
  ],
  size: [0.02, 0.62],
  parts: [
    part('handle', { ring: 0.04, r: 0.011 }, 'plastic', {
      turn: [90, 0, 0],
      at: [-0.275, STICK_Y + 0.002, 0],
      color: 0xf5a000,
      answersTo: ['ring', 'loop', 'grip'],
    }),
    rod('grip', [-0.24, STICK_Y, 0], [-0.19, STICK_Y, 0], 0.011, 'plastic', {
      color: 0xf5a000,
      answersTo: ['handle'],
    }),
    part('rod', { box: [0.48, 0.004, 0.012], round: 0.0015 }, 'steel', {
      at: [0.05, STICK_Y - 0.002, 0],
      role: 'detail',
      answersTo: ['stick', 'blade', 'shaft'],
    }),
    // Oil wets the last of the blade, past the marks.
    part('oil', { box: [0.11, 0.006, 0.014], round: 0.002 }, 'plastic', {
      at: [0.23, STICK_Y - 0.003, 0],
      color: 0x7a5210,
      role: 'fixed',
    }),
    part('drop', { ellipsoid: [0.006, 0.004, 0.006] }, 'plastic', {
      at: [0.288, STICK_Y - 0.004, 0],
      color: 0x7a5210,
      role: 'fixed',
      answersTo: ['oil'],
    }),
    // The min and max marks, with the hatching between them.
    part('mark', { box: [0.003, 0.0075, 0.016] }, 'darkMetal', {
      ...at([
        [0.19, STICK_Y - 0.003, 0],
        [0.245, STICK_Y - 0.003, 0],
      ]),
      role: 'fixed',
      answersTo: ['marks', 'min', 'max'],
    }),
    part('hatch', { box: [0.002, 0.0072, 0.017] }, 'darkMetal', {
      ...at(spaced(6, 0.198, 0.237).map((x) => [x, STICK_Y - 0.003, 0] as V3)),
      turn: [0, 40, 0],
      role: 'fixed',
      answersTo: ['marks'],
    }),
  ],
};

// --- Carburetor ----------------------------------------------------------------------------

const carburetor: KindDecl = {
  kind: 'carburetor',
  nouns: ['carburetor', 'carburetors', 'carburettor', 'carburettors', 'carb', 'carbs'],
  size: [0.19, 0.22],
  parts: [
    part('body', { box: [0.12, 0.1, 0.1], round: 0.012 }, 'aluminum', {
      at: [0, 0.045, 0],
      answersTo: ['housing', 'casing'],
    }),
    part('float_bowl', { cyl: 0.055, r: 0.048, rTop: 0.052 }, 'aluminum', {
      at: [0, 0, 0],
      answersTo: ['bowl'],
    }),
    part('bowl_screw', { cyl: 0.012, r: 0.008 }, 'brass', {
      turn: [90, 0, 0],
      at: [0, 0.02, 0.046],
      role: 'detail',
    }),
    // The air horn: an open bell standing on the body, the throat dark inside it.
    part(
      'throat',
      {
        lathe: [
          [0.036, 0],
          [0.036, 0.03],
          [0.042, 0.05],
          [0.054, 0.062],
        ],
        wall: 0.004,
      },
      'chrome',
      { at: [0, 0.14, 0], role: 'detail', answersTo: ['intake', 'air horn', 'velocity stack'] },
    ),
    part('venturi', { cyl: 0.004, r: 0.033 }, 'darkMetal', {
      at: [0, 0.15, 0],
      role: 'fixed',
      answersTo: ['throat'],
    }),
    part('choke_plate', { box: [0.062, 0.003, 0.03] }, 'brass', {
      turn: [0, 0, 20],
      at: [0, 0.158, 0],
      role: 'detail',
    }),
    // The flange that bolts it to the engine's manifold.
    lyingX('manifold', [-0.08, 0.095, 0], 0.04, 0.032, 'aluminum', { role: 'detail' }),
    part('flange', { box: [0.01, 0.085, 0.085], round: 0.004 }, 'aluminum', {
      at: [-0.104, 0.052, 0],
      role: 'detail',
    }),
    // The throttle: its shaft, lever, return spring and linkage rod on the right side.
    lyingX('throttle_shaft', [0.068, 0.11, 0], 0.022, 0.006, 'steel', {
      role: 'detail',
      answersTo: ['throttle'],
    }),
    part('throttle_lever', { box: [0.006, 0.055, 0.014], round: 0.002 }, 'steel', {
      turn: [35, 0, 0],
      at: [0.078, 0.1, 0],
      role: 'detail',
      answersTo: ['throttle', 'lever', 'linkage'],
    }),
    rod('linkage', [0.078, 0.143, 0.03], [0.078, 0.158, 0.075], 0.0035, 'steel', {
      role: 'detail',
      answersTo: ['throttle', 'rod'],
    }),
    part('return_spring', { ring: 0.012, r: 0.0025 }, 'steel', {
      turn: [0, 90, 0],
      at: [0.08, 0.11, 0],
      role: 'detail',
      answersTo: ['spring'],
    }),
    // The fuel inlet: a brass banjo on the body and its black fuel line.
    part('fuel_inlet', { ball: 0.012 }, 'brass', {
      at: [0.035, 0.085, 0.052],
      role: 'detail',
      answersTo: ['inlet', 'banjo'],
    }),
    facingZ('fuel_pipe', [0.035, 0.085, 0.055], 0.05, 0.0055, 'brass', {
      role: 'detail',
      answersTo: ['fuel line', 'pipe', 'inlet'],
    }),
    part('mixture_screw', { cyl: 0.014, r: 0.005 }, 'brass', {
      turn: [90, 0, 0],
      at: [-0.03, 0.11, 0.048],
      role: 'detail',
      answersTo: ['screw'],
    }),
  ],
};

// --- Ratchet -------------------------------------------------------------------------------

/** The ratchet lies on the bench: its socket stands under the round head at +X. */
const HEAD_X = 0.09;

const ratchet: KindDecl = {
  kind: 'ratchet',
  nouns: [
    'ratchet',
    'ratchets',
    'ratchet wrench',
    'ratchet spanner',
    'socket wrench',
    'socket ratchet',
    'ratchet handle',
    'socket set',
  ],
  size: [0.055, 0.28],
  parts: [
    part(
      'socket',
      {
        lathe: [
          [0, 0],
          [0.017, 0],
          [0.017, 0.012],
          [0.014, 0.018],
          [0.014, 0.031],
          [0, 0.031],
        ],
      },
      'chrome',
      { at: [HEAD_X, 0, 0], role: 'detail', answersTo: ['sockets'] },
    ),
    part('head', { cyl: 0.02, r: 0.029 }, 'chrome', {
      at: [HEAD_X, 0.029, 0],
      role: 'detail',
    }),
    part('lever', { box: [0.024, 0.006, 0.01], round: 0.002 }, 'darkMetal', {
      turn: [0, 30, 0],
      at: [HEAD_X + 0.004, 0.048, 0],
      role: 'fixed',
      answersTo: ['switch', 'reversing lever'],
    }),
    part('cap', { cyl: 0.003, r: 0.017 }, 'darkMetal', {
      at: [HEAD_X - 0.004, 0.047, 0],
      role: 'fixed',
    }),
    rod('shaft', [HEAD_X - 0.02, 0.038, 0], [-0.06, 0.024, 0], 0.0095, 'chrome', {
      role: 'detail',
      answersTo: ['neck'],
    }),
    rod('handle', [-0.055, 0.024, 0], [-0.165, 0.012, 0], 0.012, 'rubber', {
      color: 0xc0202a,
      answersTo: ['grip'],
    }),
  ],
};

// --- Canal ---------------------------------------------------------------------------------

const CANAL_LENGTH = 7.5;
/** The water's surface, the banks' tops, and the channel's half width. */
const WATER_Y = 0.55;
const BANK_Y = 0.75;
const HALF = 0.8;
/** The lock gate's place near the +X end. */
const GATE_X = 2.2;

const canal: KindDecl = {
  kind: 'canal',
  nouns: ['canal', 'canals', 'ship canal', 'barge canal', 'canal lock', 'narrow canal'],
  size: [1.1, 7.6],
  parts: [
    part('water', { box: [CANAL_LENGTH, WATER_Y, HALF * 2] }, 'ocean', {
      color: 0x2e5e5a,
      answersTo: ['waters', 'channel'],
    }),
    part('bank', { box: [CANAL_LENGTH, BANK_Y, 0.3] }, 'brick', {
      ...at([
        [0, 0, HALF + 0.15],
        [0, 0, -HALF - 0.15],
      ]),
      role: 'accent',
      answersTo: ['banks', 'walls', 'wall'],
    }),
    part('coping', { box: [CANAL_LENGTH, 0.06, 0.36] }, 'stone', {
      ...at([
        [0, BANK_Y, HALF + 0.15],
        [0, BANK_Y, -HALF - 0.15],
      ]),
      color: 0xb8b0a0,
      role: 'fixed',
      answersTo: ['edge', 'edges'],
    }),
    part('towpath', { box: [CANAL_LENGTH, BANK_Y, 0.9] }, 'stone', {
      at: [0, 0, -HALF - 0.3 - 0.45],
      color: 0xb89a6a,
      role: 'fixed',
      answersTo: ['path', 'tow path'],
    }),
    part('verge', { box: [CANAL_LENGTH, BANK_Y - 0.05, 0.5] }, 'grass', {
      at: [0, 0, HALF + 0.3 + 0.25],
      role: 'fixed',
      answersTo: ['grass'],
    }),
    // A lock gate of two timber leaves meeting in a shallow V, their balance beams on the banks.
    ...[1, -1].map((side) =>
      part(side > 0 ? 'gate' : 'far_gate', { box: [0.16, 0.95, HALF + 0.06] }, 'darkWood', {
        turn: [0, side * 14, 0],
        at: [GATE_X - 0.1, 0, (side * HALF) / 2],
        color: 0x3a2a1e,
        role: 'fixed',
        answersTo: ['lock gate', 'gates', 'lock'],
      }),
    ),
    part('beam', { box: [1.5, 0.13, 0.16] }, 'paint', {
      color: 0x18181a,
      role: 'fixed',
      answersTo: ['balance beam', 'beams'],
      ...at([
        [GATE_X + 0.66, 0.86, HALF + 0.1],
        [GATE_X + 0.66, 0.86, -HALF - 0.1],
      ]),
    }),
    part('beam_tip', { box: [0.25, 0.14, 0.17] }, 'paint', {
      color: 0xf2f0ea,
      role: 'fixed',
      answersTo: ['beams'],
      ...at([
        [GATE_X + 1.35, 0.855, HALF + 0.1],
        [GATE_X + 1.35, 0.855, -HALF - 0.1],
      ]),
    }),
    // A narrowboat moored along the towpath side.
    part(
      'hull',
      {
        plan: [
          [-1.6, -0.27],
          [1.25, -0.27],
          [1.6, 0],
          [1.25, 0.27],
          [-1.6, 0.27],
        ],
        height: 0.34,
      },
      'paint',
      {
        at: [-1.1, WATER_Y - 0.14, -0.38],
        color: 0x1e1e22,
        role: 'fixed',
        answersTo: ['boat', 'narrowboat'],
      },
    ),
    part('cabin', { box: [2.3, 0.36, 0.5], round: 0.03 }, 'paint', {
      at: [-1.35, WATER_Y + 0.2, -0.38],
      color: 0x1f5a3a,
      role: 'fixed',
      answersTo: ['boat', 'narrowboat'],
    }),
    part('cabin_band', { box: [2.32, 0.07, 0.52] }, 'paint', {
      at: [-1.35, WATER_Y + 0.42, -0.38],
      color: 0xb8242a,
      role: 'fixed',
      answersTo: ['boat'],
    }),
    part('cabin_roof', { box: [2.36, 0.05, 0.54], round: 0.02 }, 'paint', {
      at: [-1.35, WATER_Y + 0.53, -0.38],
      color: 0xe8dcc0,
      role: 'fixed',
      answersTo: ['boat'],
    }),
    part('boat_window', { box: [0.22, 0.14, 0.02] }, 'glass', {
      ...at(spaced(4, -2.2, -0.5).map((x) => [x, WATER_Y + 0.24, -0.12] as V3)),
      role: 'fixed',
    }),
    part('chimney', { cyl: 0.25, r: 0.04 }, 'iron', {
      at: [-0.5, WATER_Y + 0.55, -0.38],
      role: 'fixed',
    }),
  ],
};

// --- Hologram ------------------------------------------------------------------------------

/** The glowing globe's middle above the pad, and its radius. */
const GLOBE_Y = 0.27;
const GLOBE_R = 0.11;
const GLOW = 0x7ff0ff;

const hologram: KindDecl = {
  kind: 'hologram',
  nouns: [
    'hologram',
    'holograms',
    'holograph',
    'holographic projection',
    'holographic display',
    'holographic globe',
    'hologram projector',
  ],
  size: [0.4, 0.4],
  parts: [
    part('pad', { cyl: 0.045, r: 0.19, rTop: 0.17 }, 'darkMetal', {
      color: 0x22262e,
      answersTo: ['projector', 'base'],
    }),
    part('emitter', { ring: 0.13, r: 0.008 }, 'light', {
      turn: [90, 0, 0],
      at: [0, 0.045, 0],
      color: 0x40e0ff,
      role: 'fixed',
      answersTo: ['ring', 'light'],
    }),
    part('lens', { cyl: 0.006, r: 0.05 }, 'light', {
      at: [0, 0.045, 0],
      color: 0x9ff8ff,
      role: 'fixed',
    }),
    part('beam', { cyl: GLOBE_Y - GLOBE_R - 0.04, r: 0.025, rTop: 0.075 }, 'glass', {
      at: [0, 0.048, 0],
      color: 0xb8f8ff,
      role: 'fixed',
      answersTo: ['light', 'ray'],
    }),
    part('globe', { ball: GLOBE_R }, 'glass', {
      at: [0, GLOBE_Y, 0],
      color: GLOW,
      role: 'accent',
      answersTo: ['image', 'projection', 'sphere'],
    }),
    // The lines of latitude and longitude that make it a wire globe of light.
    part('equator', { ring: GLOBE_R + 0.002, r: 0.004 }, 'light', {
      turn: [90, 0, 0],
      at: [0, GLOBE_Y, 0],
      color: 0xd8ffff,
      role: 'fixed',
      answersTo: ['lines', 'grid'],
    }),
    part('latitude', { ring: GLOBE_R * 0.87, r: 0.004 }, 'light', {
      turn: [90, 0, 0],
      ...at([-0.5, 0.5].map((y) => [0, GLOBE_Y + y * GLOBE_R, 0] as V3)),
      color: 0xd8ffff,
      role: 'fixed',
      answersTo: ['lines', 'grid'],
    }),
    part('meridian', { ring: GLOBE_R + 0.003, r: 0.004 }, 'light', {
      at: [0, GLOBE_Y, 0],
      repeat: { count: 4, max: 8, turn: [0, 45, 0], pivot: [0, GLOBE_Y, 0] },
      color: 0xd8ffff,
      role: 'fixed',
      answersTo: ['lines', 'grid'],
    }),
  ],
};

// --- Simulator -----------------------------------------------------------------------------

/** The hexapod: base joints in pairs round the floor plate, top joints paired between them. */
const BASE_TOP = 0.12;
const DECK_Y = 1.1;
const STRUTS: ReadonlyArray<readonly [V3, V3]> = [0, 120, 240].flatMap((a) =>
  [-1, 1].map((side) => {
    const base = round(1, 1.05, BASE_TOP - 0.02, a + side * 16)[0]!;
    const top = round(1, 0.72, DECK_Y + 0.02, a + side * 44)[0]!;
    return [base, top] as const;
  }),
);
/** Where each strut's cylinder ends and its chrome piston begins. */
const mid = (s: readonly [V3, V3]): V3 => [
  s[0][0] + (s[1][0] - s[0][0]) * 0.55,
  s[0][1] + (s[1][1] - s[0][1]) * 0.55,
  s[0][2] + (s[1][2] - s[0][2]) * 0.55,
];

const simulator: KindDecl = {
  kind: 'simulator',
  nouns: [
    'simulator',
    'simulators',
    'flight simulator',
    'flight simulators',
    'full flight simulator',
    'motion simulator',
    'flight sim',
  ],
  size: [2.7, 2.6],
  parts: [
    part('base', { cyl: BASE_TOP, r: 1.25 }, 'darkMetal', {
      color: 0x50545a,
      role: 'fixed',
      answersTo: ['floor', 'platform'],
    }),
    ...STRUTS.flatMap((s, i) => [
      rod(`cylinder_${i + 1}`, s[0], mid(s), 0.07, 'paint', {
        color: 0x3a3e46,
        role: 'fixed',
        answersTo: ['legs', 'struts', 'jacks'],
      }),
      rod(`piston_${i + 1}`, mid(s), s[1], 0.042, 'chrome', {
        role: 'fixed',
        answersTo: ['legs', 'struts', 'jacks'],
      }),
    ]),
    part('deck', { cyl: 0.1, r: 0.9 }, 'steel', {
      at: [0, DECK_Y, 0],
      role: 'detail',
      answersTo: ['platform'],
    }),
    // The white pod, banded in the operator's colour, its door and access stair at the side.
    part('pod', { box: [2.1, 1.35, 1.75], round: 0.38 }, 'plastic', {
      at: [0, DECK_Y + 0.08, 0],
      color: 0xf2f2ee,
      answersTo: ['cabin', 'capsule', 'body'],
    }),
    part('stripe', { box: [2.12, 0.12, 1.77], round: 0.04 }, 'paint', {
      at: [0, DECK_Y + 0.78, 0],
      color: 0x1f5ab8,
      role: 'accent',
      answersTo: ['band', 'stripes'],
    }),
    part('door', { box: [0.5, 0.85, 0.04], round: 0.03 }, 'plastic', {
      at: [0.45, DECK_Y + 0.25, 0.875],
      color: 0xc8ccd2,
      role: 'fixed',
    }),
  ],
};

// --- Guardhouse ----------------------------------------------------------------------------

const HUT = 1.1;
const HUT_H = 2.1;

const guardhouse: KindDecl = {
  kind: 'guardhouse',
  nouns: [
    'guardhouse',
    'guardhouses',
    'guard house',
    'sentry box',
    'sentry boxes',
    'sentry post',
    'guard booth',
    'guard hut',
    'guard post',
    'security booth',
    'security hut',
    'gatehouse booth',
    'checkpoint booth',
  ],
  size: [2.6, 4.4],
  parts: [
    part('pad', { box: [2.6, 0.1, 1.5] }, 'concrete', {
      at: [0.55, 0, 0],
      role: 'fixed',
      answersTo: ['base', 'ground'],
    }),
    part('walls', { box: [HUT, HUT_H, HUT] }, 'paint', {
      at: [0, 0.1, 0],
      color: 0xe8e4da,
      answersTo: ['hut', 'booth', 'wall', 'body'],
    }),
    part('window', { box: [0.78, 0.7, 0.04] }, 'glass', {
      at: [0, 1.15, HUT / 2],
      role: 'fixed',
      answersTo: ['windows'],
    }),
    part('side_window', { box: [0.04, 0.7, 0.7] }, 'glass', {
      at: [HUT / 2, 1.15, 0],
      role: 'fixed',
      answersTo: ['windows'],
    }),
    part('sill', { box: [0.86, 0.05, 0.1] }, 'paint', {
      at: [0, 1.1, HUT / 2 + 0.02],
      color: 0x3a3e46,
      role: 'fixed',
    }),
    part('stripe', { box: [HUT + 0.02, 0.18, HUT + 0.02] }, 'paint', {
      at: [0, 0.1, 0],
      color: 0xc0202a,
      role: 'accent',
      answersTo: ['band', 'stripes'],
    }),
    part(
      'roof',
      {
        extrude: [
          [-0.78, 0],
          [0.78, 0],
          [0, 0.42],
        ],
        depth: 1.45,
      },
      'paint',
      {
        at: [0, 0.1 + HUT_H, 0],
        color: 0x3a3e46,
        role: 'accent',
        answersTo: ['roofs'],
      },
    ),
    part('lamp', { ball: 0.07 }, 'light', {
      at: [0, 0.1 + HUT_H + 0.44, 0],
      color: 0xffa020,
      role: 'fixed',
      answersTo: ['light', 'beacon'],
    }),
    // The barrier: a post, its counterweight, and the striped arm across the road.
    part('post', { box: [0.22, 1.0, 0.22] }, 'paint', {
      at: [1.25, 0.1, 0.35],
      color: 0x3a3e46,
      role: 'fixed',
      answersTo: ['barrier post'],
    }),
    part('counterweight', { box: [0.3, 0.22, 0.18] }, 'iron', {
      at: [1.1, 0.88, 0.35],
      role: 'fixed',
    }),
    part('arm', { box: [2.9, 0.1, 0.1] }, 'paint', {
      at: [1.25 + 1.45, 1.02, 0.35],
      color: 0xf4f2ec,
      role: 'fixed',
      answersTo: ['barrier', 'boom', 'gate'],
    }),
    part('arm_stripe', { box: [0.3, 0.11, 0.11] }, 'paint', {
      ...at(spaced(4, 1.6, 3.7).map((x) => [x, 1.015, 0.35] as V3)),
      color: 0xd01818,
      role: 'fixed',
      answersTo: ['barrier', 'stripes'],
    }),
  ],
};

// --- Rotunda -------------------------------------------------------------------------------

const PODIUM = 0.6;
const COLUMN_R = 4.9;
const COLUMN_H = 4.2;
const DRUM_TOP = 6.6;
const DOME_R = 4.0;

/** The dome's outline: a quarter circle from its springing to its crown. */
const DOME: readonly V2[] = Array.from({ length: 10 }, (_, i) => {
  const a = (Math.PI / 2) * (i / 9);
  return [i === 9 ? 0 : DOME_R * Math.cos(a), DOME_R * Math.sin(a) * 0.92] as V2;
});

const rotunda: KindDecl = {
  kind: 'rotunda',
  nouns: ['rotunda', 'rotundas', 'rotunde', 'domed rotunda', 'round temple', 'tholos'],
  size: [11.8, 12],
  parts: [
    part('steps', { cyl: 0.3, r: 5.9 }, 'marble', {
      role: 'detail',
      answersTo: ['stairs', 'base'],
    }),
    part('podium', { cyl: PODIUM - 0.3, r: 5.5 }, 'marble', {
      at: [0, 0.3, 0],
      role: 'detail',
      answersTo: ['base', 'floor'],
    }),
    part('drum', { cyl: DRUM_TOP - PODIUM, r: 3.8 }, 'stone', {
      at: [0, PODIUM, 0],
      color: 0xe2d8c4,
      answersTo: ['walls', 'wall', 'building'],
    }),
    part('column', { cyl: COLUMN_H, r: 0.24 }, 'marble', {
      at: [0, PODIUM, COLUMN_R],
      repeat: { count: 16, word: 'column', max: 24, turn: [0, 22.5, 0] },
      role: 'detail',
      answersTo: ['columns', 'pillars', 'colonnade'],
    }),
    part('entablature', { cyl: 0.55, r: 5.35 }, 'stone', {
      at: [0, PODIUM + COLUMN_H, 0],
      color: 0xe8e0ce,
      role: 'detail',
      answersTo: ['cornice'],
    }),
    part('window', { box: [0.6, 0.9, 0.3] }, 'glass', {
      at: [0, PODIUM + COLUMN_H + 0.75, 3.72],
      repeat: { count: 8, max: 16, turn: [0, 45, 0] },
      color: 0x3a4a5a,
      role: 'fixed',
      answersTo: ['windows'],
    }),
    part('door', { box: [1.3, 2.6, 0.3] }, 'darkWood', {
      at: [0, PODIUM, 3.72],
      role: 'fixed',
      answersTo: ['doors', 'entrance'],
    }),
    part('cornice', { cyl: 0.2, r: 4.05 }, 'stone', {
      at: [0, DRUM_TOP - 0.2, 0],
      color: 0xe8e0ce,
      role: 'detail',
    }),
    part('dome', { lathe: DOME, smooth: true }, 'copper', {
      at: [0, DRUM_TOP - 0.02, 0],
      color: 0x6aa08a,
      role: 'accent',
      answersTo: ['roof', 'cupola'],
    }),
    part('lantern', { cyl: 0.8, r: 0.55 }, 'stone', {
      at: [0, DRUM_TOP + DOME_R * 0.92 - 0.1, 0],
      color: 0xe8e0ce,
      role: 'detail',
    }),
    part('lantern_cap', { ball: 0.5 }, 'copper', {
      at: [0, DRUM_TOP + DOME_R * 0.92 + 0.7, 0],
      color: 0x6aa08a,
      role: 'fixed',
    }),
  ],
};

// --- Gaff ----------------------------------------------------------------------------------

/** The pole lies along X; its hook stands up in the XY plane at +X. */
const POLE_R = 0.022;
const HOOK_X = 1.02;
const HOOK_R = 0.1;
/** Where the hook's curve ends, and which way its point runs on from there. */
const HOOK_END_DEG = 165;
const hookEnd: V3 = [
  HOOK_X + HOOK_R * Math.cos((HOOK_END_DEG * Math.PI) / 180),
  POLE_R + HOOK_R + HOOK_R * Math.sin((HOOK_END_DEG * Math.PI) / 180),
  0,
];
const hookTip: V3 = [
  hookEnd[0] - 0.05 * Math.sin((HOOK_END_DEG * Math.PI) / 180),
  hookEnd[1] + 0.05 * Math.cos((HOOK_END_DEG * Math.PI) / 180),
  0,
];

const gaff: KindDecl = {
  kind: 'gaff',
  nouns: ['gaff', 'gaffs', 'gaff hook', 'fishing gaff', 'fish gaff', 'flying gaff'],
  size: [0.24, 2.0],
  parts: [
    rod('pole', [-0.88, POLE_R, 0], [0.86, POLE_R, 0], POLE_R, 'aluminum', {
      answersTo: ['handle', 'shaft', 'stick'],
    }),
    rod('grip', [-0.9, POLE_R, 0], [-0.55, POLE_R, 0], POLE_R + 0.007, 'rubber', {
      color: 0x1a1a1c,
      role: 'accent',
      answersTo: ['handle'],
    }),
    part('lanyard', { ring: 0.05, r: 0.005 }, 'fabric', {
      at: [-0.96, POLE_R + 0.02, 0],
      color: 0xd8d0b8,
      role: 'fixed',
      answersTo: ['cord', 'loop'],
    }),
    lyingX('ferrule', [0.86, POLE_R, 0], 0.1, POLE_R + 0.006, 'steel', { role: 'detail' }),
    rod('shank', [0.82, POLE_R, 0], [HOOK_X, POLE_R, 0], 0.011, 'steel', {
      role: 'detail',
      answersTo: ['hook'],
    }),
    part('hook', { ring: HOOK_R, r: 0.011, from: -90, arc: 90 + HOOK_END_DEG }, 'steel', {
      at: [HOOK_X, POLE_R + HOOK_R, 0],
      role: 'detail',
      answersTo: ['hooks', 'barb'],
    }),
    part('point', { capsule: [hookEnd, hookTip], r: 0.011, r2: 0.002 }, 'steel', {
      role: 'detail',
      answersTo: ['hook', 'tip'],
    }),
  ],
};

// --- Mesa ----------------------------------------------------------------------------------

/** The mesa's footprint (metres), a long irregular oval; its strata are that, a little smaller up. */
const MESA_PLAN = blob(3.0, 1.9, 0.05, 22);
/** Each stratum: its foot, its height, how much its top narrows, its colour. */
const STRATA: ReadonlyArray<
  readonly [y: number, h: number, taper: number, scale: number, color: number]
> = [
  [0.08, 0.7, 0.86, 1.18, 0xb06a44],
  [0.76, 0.7, 0.98, 1.0, 0x9c4a2c],
  [1.44, 0.55, 0.98, 0.97, 0xc88a5e],
  [1.97, 0.6, 0.98, 0.95, 0xa4502e],
  [2.55, 0.25, 0.97, 0.93, 0x7a5840],
];
const scaled = (pts: readonly V2[], k: number): V2[] => pts.map(([x, z]) => [x * k, z * k] as V2);

const mesa: KindDecl = {
  kind: 'mesa',
  nouns: [
    'mesa',
    'mesas',
    'plateau',
    'plateaus',
    'plateaux',
    'tableland',
    'table mountain',
    'butte',
    'buttes',
    'desert mesa',
    'flat-topped mountain',
  ],
  size: [2.8, 10.5],
  parts: [
    part('desert', { plan: blob(5.2, 4.2, 0.03, 24, 1), height: 0.1 }, 'stone', {
      color: 0xdcb07c,
      role: 'fixed',
      answersTo: ['ground', 'sand', 'floor'],
    }),
    ...STRATA.map(([y, h, taper, k, color], i) =>
      part(
        i === STRATA.length - 1 ? 'caprock' : `stratum_${i + 1}`,
        { plan: scaled(MESA_PLAN, k), height: h + 0.02, taper },
        'stone',
        {
          at: [-0.6, y, -0.4],
          color,
          role: i === 1 ? 'main' : 'detail',
          answersTo: i === 1 ? ['cliffs', 'cliff', 'rock'] : ['cliffs', 'layers'],
        },
      ),
    ),
    // A lone butte standing off its flank, and boulders fallen at its foot.
    part('butte', { plan: blob(0.55, 0.45, 0.06, 14, 2), height: 1.9, taper: 0.85 }, 'stone', {
      at: [3.6, 0.08, 1.4],
      color: 0xa4502e,
      role: 'detail',
      answersTo: ['pillar'],
    }),
    part('butte_cap', { plan: blob(0.45, 0.37, 0.06, 14, 2), height: 0.14 }, 'stone', {
      at: [3.6, 1.96, 1.4],
      color: 0x7a5840,
      role: 'fixed',
    }),
    part('boulder', { ellipsoid: [0.22, 0.15, 0.18] }, 'stone', {
      ...at([
        [2.7, 0.12, 0.9],
        [-1.2, 0.12, 2.05],
        [0.9, 0.12, 2.05],
        [-3.8, 0.12, 0.6],
      ]),
      color: 0x9a5a3a,
      role: 'fixed',
      answersTo: ['rocks', 'boulders'],
    }),
  ],
};

// --- Wrapper -------------------------------------------------------------------------------

/** The opened wrapper's creased sheet: facets tipped this way and that, in a grid. */
const FACETS: ReadonlyArray<readonly [x: number, z: number, tx: number, tz: number]> = [
  [-0.022, -0.016, 8, -6],
  [0, -0.018, -5, 7],
  [0.022, -0.016, 6, 9],
  [-0.024, 0.002, -7, 4],
  [0.001, 0.0, 5, -8],
  [0.023, 0.003, -6, -5],
  [-0.021, 0.019, 6, 7],
  [0.002, 0.018, -8, -4],
  [0.022, 0.018, 7, -7],
];
const FOIL = [0x7a3ab8, 0xc8283a, 0xe0b040, 0x2a9a5a, 0x2a6ad8] as const;

/** One end of the sheet, seen from above: gathered to a twist, then fanned out crinkled. */
const END: readonly V2[] = [
  [0.03, -0.026],
  [0.052, -0.006],
  [0.062, -0.004],
  [0.072, -0.014],
  [0.076, -0.02],
  [0.08, -0.012],
  [0.078, -0.004],
  [0.082, 0.004],
  [0.077, 0.011],
  [0.075, 0.019],
  [0.068, 0.012],
  [0.062, 0.004],
  [0.052, 0.006],
  [0.03, 0.026],
];

function twistedEnd(side: 1 | -1): PartDecl[] {
  const s = side > 0 ? 'right' : 'left';
  return [
    part(
      `end_${s}`,
      { plan: END.map(([x, z]) => [side * x, side * z] as V2), height: 0.003 },
      'aluminum',
      {
        at: [0, 0.003, 0],
        colors: FOIL,
        answersTo: ['wrapper', 'foil', 'ends'],
      },
    ),
    // The twist itself, a little knot of foil where the end was turned.
    part(`twist_${s}`, { ellipsoid: [0.006, 0.0045, 0.0065] }, 'aluminum', {
      at: [side * 0.058, 0.0045, 0],
      colors: FOIL,
      answersTo: ['wrapper', 'foil', 'ends'],
    }),
  ];
}

const wrapper: KindDecl = {
  kind: 'wrapper',
  nouns: [
    'wrapper',
    'wrappers',
    'candy wrapper',
    'candy wrappers',
    'sweet wrapper',
    'sweet wrappers',
    'sweetie wrapper',
    'toffee wrapper',
    'chocolate wrapper',
    'foil wrapper',
    'empty wrapper',
  ],
  size: [0.02, 0.15],
  parts: [
    ...FACETS.map(([x, z, tx, tz], i) =>
      part(`foil_${i + 1}`, { box: [0.026, 0.0025, 0.022] }, 'aluminum', {
        turn: [tx, 0, tz],
        at: [x, 0.003 + (i % 3) * 0.0012, z],
        colors: FOIL,
        answersTo: ['wrapper', 'sheet'],
      }),
    ),
    // The printed band across it, and the silver inside showing where it is turned back.
    part('band', { box: [0.012, 0.003, 0.056] }, 'paint', {
      turn: [4, 0, 3],
      at: [0.006, 0.0065, 0],
      color: 0xf4f0e0,
      role: 'fixed',
      answersTo: ['label', 'print'],
    }),
    part('fold', { box: [0.022, 0.002, 0.012] }, 'chrome', {
      turn: [-10, 20, 6],
      at: [0.014, 0.008, 0.022],
      role: 'fixed',
      answersTo: ['inside'],
    }),
    ...twistedEnd(1),
    ...twistedEnd(-1),
    // The sweet just unwrapped on it.
    part('sweet', { ellipsoid: [0.021, 0.011, 0.015] }, 'plastic', {
      at: [-0.004, 0.012, -0.002],
      color: 0xd83a2a,
      role: 'fixed',
      answersTo: ['candy', 'toffee'],
    }),
  ],
};

// --- Submersible ---------------------------------------------------------------------------

const HULL_Y = 1.1;
const HULL_R = 0.72;

const submersible: KindDecl = {
  kind: 'submersible',
  nouns: [
    'submersible',
    'submersibles',
    'deep-sea submersible',
    'deep sea submersible',
    'research submersible',
    'manned submersible',
    'bathyscaphe',
    'bathyscaph',
    'bathysphere',
    'mini submarine',
    'minisub',
  ],
  size: [2.2, 3.9],
  parts: [
    rod('hull', [-1.15, HULL_Y, 0], [0.3, HULL_Y, 0], HULL_R, 'paint', {
      color: 0xf2c01c,
      answersTo: ['body', 'sphere'],
    }),
    part('fairing', { box: [1.5, 0.42, 0.7], round: 0.18 }, 'plastic', {
      at: [-0.35, HULL_Y + HULL_R - 0.2, 0],
      color: 0xf2f2ee,
      role: 'accent',
      answersTo: ['sail', 'top', 'fin'],
    }),
    part('hatch', { cyl: 0.08, r: 0.2 }, 'darkMetal', {
      at: [-0.35, HULL_Y + HULL_R + 0.2, 0],
      role: 'fixed',
    }),
    // The big domed viewport at the front, in its dark frame.
    part('viewport', { ball: 0.6 }, 'glass', {
      at: [0.75, HULL_Y, 0],
      color: 0x4a8ab0,
      role: 'fixed',
      answersTo: ['dome', 'window', 'porthole'],
    }),
    part('viewport_frame', { ring: 0.6, r: 0.06 }, 'darkMetal', {
      turn: [0, 90, 0],
      at: [0.72, HULL_Y, 0],
      role: 'fixed',
      answersTo: ['frame'],
    }),
    part('light', { ball: 0.08 }, 'light', {
      ...at([
        [1.12, 0.45, 0.42],
        [1.12, 0.45, -0.42],
        [0.3, HULL_Y + 0.55, 0.5],
      ]),
      role: 'fixed',
      answersTo: ['lights', 'lamps'],
    }),
    rod('light_bar', [1.05, 0.45, -0.5], [1.05, 0.45, 0.5], 0.035, 'darkMetal', {
      role: 'fixed',
    }),
    rod('light_stay', [1.05, 0.45, 0], [0.7, 0.55, 0], 0.035, 'darkMetal', { role: 'fixed' }),
    // The manipulator arm reaching forward under the viewport, its claw open.
    rod('arm_upper', [0.55, 0.55, 0.3], [1.35, 0.62, 0.42], 0.045, 'steel', {
      role: 'detail',
      answersTo: ['arm', 'manipulator', 'robot arm'],
    }),
    rod('arm_lower', [1.35, 0.62, 0.42], [1.62, 0.32, 0.46], 0.04, 'steel', {
      role: 'detail',
      answersTo: ['arm', 'manipulator', 'robot arm'],
    }),
    rod('claw', [1.62, 0.32, 0.46], [1.74, 0.18, 0.5], 0.018, 'darkMetal', {
      role: 'fixed',
      answersTo: ['gripper', 'claws'],
      copies: [[-0.02, 0, -0.09]],
    }),
    // The skids it rests on, on struts under its hull.
    rod('skid', [-1.3, 0.05, 0.5], [0.9, 0.05, 0.5], 0.05, 'darkMetal', {
      role: 'fixed',
      answersTo: ['skids', 'runners'],
      copies: [[0, 0, -1.0]],
    }),
    ...[1, -1].map((side) =>
      part(
        side > 0 ? 'skid_strut' : 'far_skid_strut',
        {
          capsule: [
            [0, 0, 0],
            [0, 0.55, -side * 0.3],
          ],
          r: 0.04,
        },
        'darkMetal',
        {
          ...at([
            [-0.8, 0.05, side * 0.5],
            [0.15, 0.05, side * 0.5],
          ]),
          role: 'fixed',
          answersTo: ['skids'],
        },
      ),
    ),
    // Thrusters: one at the stern, one each side.
    part(
      'thruster',
      {
        lathe: [
          [0.22, 0],
          [0.24, 0.05],
          [0.24, 0.3],
          [0.2, 0.34],
        ],
        wall: 0.03,
      },
      'paint',
      {
        turn: [0, 0, 90],
        at: [-1.8, HULL_Y, 0],
        color: 0x2a2e36,
        role: 'fixed',
        answersTo: ['thrusters', 'propeller'],
      },
    ),
    part('propeller', { box: [0.04, 0.44, 0.06] }, 'steel', {
      at: [-2.0, HULL_Y - 0.22, 0],
      role: 'detail',
      answersTo: ['propellers', 'screw'],
    }),
    rod('side_thruster', [-0.6, HULL_Y + 0.1, 0.78], [-1.0, HULL_Y + 0.1, 0.78], 0.16, 'paint', {
      color: 0x2a2e36,
      role: 'fixed',
      answersTo: ['thrusters'],
      copies: [[0, 0, -1.56]],
    }),
  ],
};

export const LIST14_MACHINE_AND_PLACE_KINDS: readonly KindDecl[] = [
  sidecar,
  foxhole,
  dipstick,
  carburetor,
  ratchet,
  canal,
  hologram,
  simulator,
  guardhouse,
  rotunda,
  gaff,
  mesa,
  wrapper,
  submersible,
];
