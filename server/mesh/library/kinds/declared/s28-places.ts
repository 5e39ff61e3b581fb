/**
 * Places on the ground a person names that were unknown (issue #32, session 28, helper
 * places; docs/decisions.md, "Holes, ditches, crossings, paths and coasts"): a hole is a round
 * pit dug in a disc of turf with its heap of earth and a spade; a ditch a long trench between
 * grassy banks (a moat holds water, a trench is lined with sandbags); a crossroads two roads
 * crossing with zebra stripes and a traffic light; a roundabout a ring of road round a
 * planted island; a path a winding earth track through grass; a sidewalk paving slabs on a
 * kerb beside a strip of road with a street lamp; a peninsula a tongue of land with a
 * lighthouse running out into the sea; a delta a river fanning into channels over green
 * land into the sea. The room kind's looks for a ballroom, a lobby and a cloakroom are here
 * too.
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { at, part, rod, spaced } from './part-shorthand.ts';
import { S30_HOLE_LOOKS, S30_PLAIN_LOOKS } from './s30-places.ts';

/** A closed outline round (0, 0): radii `rx`, `rz`, roughened by a fixed ripple. */
function blob(rx: number, rz: number, ripple: number, n = 16, phase = 0): V2[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    const k = 1 + ripple * (Math.sin(i * 2.3 + phase) * 0.6 + Math.cos(i * 1.7 + phase) * 0.4);
    return [rx * k * Math.cos(a), rz * k * Math.sin(a)] as V2;
  });
}

/** A band of width `w` along a centre line: its left edge out, its right edge back. */
function ribbon(line: readonly V2[], w: number): V2[] {
  const side = (i: number, s: 1 | -1): V2 => {
    const a = line[Math.max(0, i - 1)] as V2;
    const b = line[Math.min(line.length - 1, i + 1)] as V2;
    const dx = b[0] - a[0];
    const dz = b[1] - a[1];
    const len = Math.hypot(dx, dz) || 1;
    const p = line[i] as V2;
    return [p[0] - (s * dz * w) / (2 * len), p[1] + (s * dx * w) / (2 * len)];
  };
  return [...line.map((_, i) => side(i, 1)), ...line.map((_, i) => side(line.length - 1 - i, -1))];
}

const GRASS = 0x5e9a44;
const SOIL = 0x6e4e32;
const ASPHALT = 0x3a3c40;
const PAINT = 0xf2f2ee;

// --- Hole ----------------------------------------------------------------------------------

const HOLE_R = 0.85;
const TURF_H = 0.6;

const hole: KindDecl = {
  kind: 'hole',
  nouns: ['hole', 'holes', 'hole in the ground', 'dug hole', 'dirt hole'],
  size: [1.5, 4.8],
  // A pothole is worn in a road (session 30, places).
  looks: S30_HOLE_LOOKS,
  parts: [
    // A disc of earth cut from the ground, turf on top, the hole dug down into it.
    part('earth', { cyl: TURF_H - 0.06, r: 2.4 }, 'soil', {
      color: SOIL,
      role: 'fixed',
      minus: [{ shape: { cyl: 2, r: HOLE_R + 0.01 }, at: [0, 0.1, 0] }],
      answersTo: ['ground', 'soil'],
    }),
    part('turf', { cyl: 0.06, r: 2.4 }, 'grass', {
      at: [0, TURF_H - 0.06, 0],
      color: GRASS,
      role: 'accent',
      minus: [{ shape: { cyl: 2, r: HOLE_R + 0.12 }, at: [0, 0, 0] }],
      answersTo: ['grass', 'lawn'],
    }),
    // The hole's walls and floor, dark earth.
    part(
      'hole',
      {
        lathe: [
          [0, 0.1],
          [HOLE_R, 0.1],
          [HOLE_R, TURF_H],
        ],
        wall: 0.04,
      },
      'soil',
      { color: 0x1e140c, answersTo: ['pit', 'inside'] },
    ),
    part('rim', { ring: HOLE_R + 0.06, r: 0.07 }, 'soil', {
      turn: [90, 0, 0],
      at: [0, TURF_H, 0],
      color: 0x7a5636,
      role: 'fixed',
    }),
    // The dug earth heaped beside it, a spade stuck in the heap.
    part('heap', { ellipsoid: [0.75, 0.5, 0.6] }, 'soil', {
      at: [1.45, TURF_H - 0.05, -0.75],
      color: 0x7a5636,
      role: 'detail',
      answersTo: ['dirt', 'mound', 'pile'],
    }),
    rod('spade_handle', [1.5, TURF_H + 0.35, -0.7], [1.62, TURF_H + 1.35, -0.55], 0.03, 'wood', {
      color: 0xa87a48,
      role: 'fixed',
      answersTo: ['shovel', 'spade'],
    }),
    part('spade_blade', { box: [0.24, 0.3, 0.03] }, 'steel', {
      at: [1.49, TURF_H + 0.1, -0.72],
      turn: [8, 0, -6],
      color: 0x8a8e94,
      role: 'fixed',
      answersTo: ['shovel', 'spade'],
    }),
    part('grip', { box: [0.2, 0.05, 0.05] }, 'wood', {
      at: [1.62, TURF_H + 1.35, -0.55],
      color: 0x6a4a2a,
      role: 'fixed',
    }),
  ],
};

// --- Ditch, trench and moat ----------------------------------------------------------------

const DITCH_L = 7;
const DITCH_W = 1.0;
const BANK_H = 0.8;

/** A moat is a ditch full of water; a trench is a ditch lined with sandbags and duckboards. */
const DITCH_LOOKS: Readonly<Record<string, StateDecl>> = {
  moat: {
    parts: [
      part('water', { box: [DITCH_L, BANK_H - 0.3, DITCH_W + 0.02] }, 'ocean', {
        at: [0, 0.1, 0],
        color: 0x3a6a7a,
        role: 'fixed',
        answersTo: ['moat'],
      }),
    ],
  },
  trench: {
    parts: [
      part('sandbags', { ellipsoid: [0.22, 0.1, 0.14] }, 'fabric', {
        ...at(
          spaced(14, -3.25, 3.25).flatMap((x) => [
            [x, BANK_H + 0.06, -DITCH_W / 2 - 0.2] as V3,
            [x + 0.23, BANK_H + 0.24, -DITCH_W / 2 - 0.25] as V3,
          ]),
        ),
        color: 0xb8a478,
        role: 'detail',
        answersTo: ['sandbag', 'bags'],
      }),
      part('duckboard', { box: [DITCH_L - 0.4, 0.05, 0.5] }, 'wood', {
        at: [0, 0.12, 0],
        color: 0x7a5a36,
        role: 'fixed',
        answersTo: ['boards', 'floor'],
      }),
    ],
  },
};

const ditch: KindDecl = {
  kind: 'ditch',
  nouns: ['ditch', 'ditches', 'drainage ditch', 'dike ditch', 'roadside ditch'],
  size: [0.9, 7],
  looks: DITCH_LOOKS,
  parts: [
    part('ground', { box: [DITCH_L, BANK_H, 4] }, 'soil', {
      color: SOIL,
      role: 'fixed',
      minus: [{ shape: { box: [DITCH_L + 1, 2, DITCH_W] }, at: [0, 0.1, 0] }],
      answersTo: ['banks', 'earth'],
    }),
    part('grass', { box: [DITCH_L, 0.05, 1.5] }, 'grass', {
      ...at([
        [0, BANK_H, -1.25],
        [0, BANK_H, 1.25],
      ]),
      color: GRASS,
      role: 'accent',
      answersTo: ['banks', 'lawn'],
    }),
    part('bottom', { box: [DITCH_L, 0.04, DITCH_W] }, 'soil', {
      at: [0, 0.1, 0],
      color: 0x3e2c1c,
      answersTo: ['mud', 'floor'],
    }),
    // The spoil thrown up along the back bank.
    part('spoil', { box: [DITCH_L, 0.22, 0.5], round: 0.1 }, 'soil', {
      at: [0, BANK_H - 0.05, -1.05],
      color: 0x7a5636,
      role: 'detail',
      answersTo: ['dirt', 'mound'],
    }),
  ],
};

// --- Crossroads and roundabout ------------------------------------------------------------

const ROAD_W = 1.8;
const SQ = 8;

/** Zebra stripes across an arm of the road at distance d from the centre, along x or z. */
function zebra(name: string, d: number, alongX: boolean): PartDecl {
  const xs = spaced(6, -ROAD_W / 2 + 0.17, ROAD_W / 2 - 0.17);
  return part(name, { box: alongX ? [0.5, 0.01, 0.16] : [0.16, 0.01, 0.5] }, 'paint', {
    ...at(xs.map((s) => (alongX ? [d, 0.16, s] : [s, 0.16, d]) as V3)),
    color: PAINT,
    role: 'fixed',
    answersTo: ['zebra crossing', 'crossing', 'stripes'],
  });
}

/** A traffic light on a pole: a dark box with red, amber and green lamps facing +z. */
function trafficLight(x: number, z: number): PartDecl[] {
  return [
    part('signal_pole', { cyl: 2.2, r: 0.05 }, 'steel', {
      at: [x, 0.1, z],
      color: 0x3a3c40,
      role: 'fixed',
      answersTo: ['pole'],
    }),
    part('signal_box', { box: [0.3, 0.8, 0.22] }, 'plastic', {
      at: [x, 2.1, z + 0.12],
      color: 0x1e2024,
      role: 'fixed',
      answersTo: ['traffic light'],
    }),
    ...(
      [
        ['red_lamp', 0xe02020, 2.72],
        ['amber_lamp', 0xf0a020, 2.5],
        ['green_lamp', 0x20c040, 2.28],
      ] as const
    ).map(([name, color, y]) =>
      part(name, { cyl: 0.02, r: 0.08 }, 'light', {
        turn: [90, 0, 0],
        at: [x, y, z + 0.25],
        color,
        role: 'fixed',
        answersTo: ['lights', 'traffic light'],
      }),
    ),
  ];
}

const crossroads: KindDecl = {
  kind: 'crossroads',
  nouns: [
    'crossroads',
    'crossroad',
    'intersection',
    'road intersection',
    'street intersection',
    'crossing of roads',
    'carrefour',
    'crossway',
  ],
  size: [2.9, SQ],
  parts: [
    part('ground', { box: [SQ, 0.1, SQ] }, 'grass', {
      color: GRASS,
      role: 'fixed',
      answersTo: ['grass', 'corners'],
    }),
    part('road', { box: [SQ, 0.05, ROAD_W] }, 'darkStone', {
      at: [0, 0.1, 0],
      color: ASPHALT,
      answersTo: ['roads', 'street'],
    }),
    part('cross_road', { box: [ROAD_W, 0.05, SQ] }, 'darkStone', {
      at: [0, 0.1, 0],
      color: ASPHALT,
      answersTo: ['roads', 'street'],
    }),
    // Dashed centre lines on the four arms.
    part('centre_line', { box: [0.4, 0.01, 0.07] }, 'paint', {
      ...at([-3.6, -2.8, -2.0, 2.0, 2.8, 3.6].map((x) => [x, 0.155, 0] as V3)),
      color: 0xf0d040,
      role: 'fixed',
      answersTo: ['lines', 'markings'],
    }),
    part('cross_centre_line', { box: [0.07, 0.01, 0.4] }, 'paint', {
      ...at([-3.4, -2.6, -1.8, 1.8, 2.6, 3.4].map((z) => [0, 0.155, z] as V3)),
      color: 0xf0d040,
      role: 'fixed',
      answersTo: ['lines', 'markings'],
    }),
    zebra('zebra_east', 1.35, true),
    zebra('zebra_west', -1.35, true),
    zebra('zebra_south', 1.35, false),
    zebra('zebra_north', -1.35, false),
    part('pavement', { box: [2.6, 0.14, 2.6] }, 'concrete', {
      ...at([
        [-2.7, 0.1, -2.7],
        [2.7, 0.1, -2.7],
        [-2.7, 0.1, 2.7],
        [2.7, 0.1, 2.7],
      ]),
      color: 0xb8b4ac,
      role: 'detail',
      answersTo: ['sidewalk', 'kerb', 'curb'],
    }),
    ...trafficLight(1.25, 1.25),
  ],
};

const roundabout: KindDecl = {
  kind: 'roundabout',
  nouns: ['roundabout', 'traffic circle', 'rotary', 'traffic roundabout', 'road roundabout'],
  size: [2.4, SQ],
  parts: [
    part('ground', { box: [SQ, 0.1, SQ] }, 'grass', {
      color: GRASS,
      role: 'fixed',
      answersTo: ['grass'],
    }),
    part('ring_road', { cyl: 0.05, r: 2.7 }, 'darkStone', {
      at: [0, 0.1, 0],
      color: ASPHALT,
      answersTo: ['road', 'ring'],
    }),
    part('arm', { box: [SQ, 0.05, ROAD_W] }, 'darkStone', {
      at: [0, 0.1, 0],
      color: ASPHALT,
      answersTo: ['roads', 'road'],
    }),
    part('cross_arm', { box: [ROAD_W, 0.05, SQ] }, 'darkStone', {
      at: [0, 0.1, 0],
      color: ASPHALT,
      answersTo: ['roads', 'road'],
    }),
    // The planted island in the middle, kerbed in white.
    part('kerb', { cyl: 0.2, r: 1.35 }, 'concrete', {
      at: [0, 0.1, 0],
      color: 0xe8e6e0,
      role: 'detail',
      answersTo: ['curb', 'island'],
    }),
    part('island', { cyl: 0.24, r: 1.25 }, 'grass', {
      at: [0, 0.1, 0],
      color: 0x4e8a3a,
      role: 'accent',
      answersTo: ['grass', 'centre', 'center'],
    }),
    part('flowers', { ring: 0.85, r: 0.1 }, 'flower', {
      turn: [90, 0, 0],
      at: [0, 0.36, 0],
      colors: [0xe04050, 0xf0c030, 0xd070c0],
      role: 'fixed',
      answersTo: ['flower bed', 'flowers'],
    }),
    part('trunk', { cyl: 0.7, r: 0.08 }, 'bark', {
      at: [0, 0.34, 0],
      color: 0x5a3e26,
      role: 'fixed',
      answersTo: ['tree'],
    }),
    part('crown', { ball: 0.5 }, 'leaf', {
      at: [0, 1.4, 0],
      color: 0x3e7a2e,
      role: 'fixed',
      answersTo: ['tree', 'leaves'],
    }),
    // Give-way lines where each arm meets the ring, and arrows round it.
    part('give_way', { box: [0.1, 0.01, 0.8] }, 'paint', {
      ...at([
        [2.85, 0.155, 0.45],
        [-2.85, 0.155, -0.45],
      ]),
      color: PAINT,
      role: 'fixed',
      answersTo: ['lines', 'markings'],
    }),
    part('cross_give_way', { box: [0.8, 0.01, 0.1] }, 'paint', {
      ...at([
        [-0.45, 0.155, 2.85],
        [0.45, 0.155, -2.85],
      ]),
      color: PAINT,
      role: 'fixed',
      answersTo: ['lines', 'markings'],
    }),
  ],
};

// --- Path and sidewalk ---------------------------------------------------------------------

const PATH_LINE: readonly V2[] = [
  [-0.6, 4],
  [0.2, 3],
  [0.7, 2],
  [0.5, 1],
  [-0.2, 0],
  [-0.6, -1],
  [-0.4, -2],
  [0.3, -3],
  [0.8, -4],
];

const path: KindDecl = {
  kind: 'path',
  nouns: [
    'path',
    'paths',
    'footpath',
    'foot path',
    'pathway',
    'trail',
    'hiking trail',
    'walking path',
    'dirt path',
    'garden path',
  ],
  size: [1.1, 8],
  parts: [
    part('ground', { box: [5, 0.1, 8] }, 'grass', {
      color: GRASS,
      role: 'fixed',
      answersTo: ['grass', 'meadow'],
    }),
    part('path', { plan: ribbon(PATH_LINE, 1.0), height: 0.13 }, 'soil', {
      color: 0xb09068,
      answersTo: ['trail', 'track', 'dirt'],
    }),
    part('stone', { ellipsoid: [0.14, 0.07, 0.11] }, 'stone', {
      ...at(
        PATH_LINE.slice(1, -1).flatMap(([x, z], i) => [
          [x - 0.62, 0.12, z + 0.2] as V3,
          ...(i % 2 === 0 ? [[x + 0.6, 0.12, z - 0.25] as V3] : []),
        ]),
      ),
      color: 0x9a968c,
      role: 'fixed',
      answersTo: ['stones', 'rocks'],
    }),
    part('bush', { ellipsoid: [0.45, 0.4, 0.4] }, 'leaf', {
      ...at([
        [-1.7, 0.1, 1.8],
        [1.8, 0.1, -1.2],
        [-1.9, 0.1, -2.8],
      ]),
      color: 0x3e7a2e,
      role: 'fixed',
      answersTo: ['bushes', 'shrubs'],
    }),
    part('tuft', { cyl: 0.18, r: 0.12, rTop: 0.02 }, 'grass', {
      ...at([
        [1.6, 0.1, 2.5],
        [-1.4, 0.1, -0.4],
        [1.5, 0.1, 0.8],
        [-1.3, 0.1, 3.3],
        [1.9, 0.1, -3.2],
      ]),
      color: 0x4a8a34,
      role: 'fixed',
      answersTo: ['grass'],
    }),
  ],
};

const SLAB = 1.2;

const sidewalk: KindDecl = {
  kind: 'sidewalk',
  nouns: ['sidewalk', 'sidewalks', 'side walk', 'footway', 'pedestrian walkway', 'walkway'],
  size: [3.6, 7.2],
  parts: [
    // Square paving slabs with their joints, raised on the kerb above the road.
    part('slab', { box: [SLAB - 0.04, 0.2, SLAB * 1.5 - 0.04] }, 'concrete', {
      ...at(spaced(6, -3, 3).map((x) => [x, 0, -0.2] as V3)),
      color: 0xc4c0b8,
      answersTo: ['slabs', 'paving', 'pavement', 'sidewalk'],
    }),
    part('joints', { box: [SLAB * 6, 0.18, SLAB * 1.5] }, 'concrete', {
      at: [0, 0, -0.2],
      color: 0x7a7670,
      role: 'fixed',
    }),
    part('kerb', { box: [SLAB * 6, 0.22, 0.2] }, 'concrete', {
      at: [0, 0, 0.65],
      color: 0xdcdad4,
      role: 'detail',
      answersTo: ['curb', 'kerbstone'],
    }),
    part('road', { box: [SLAB * 6, 0.08, 1.8] }, 'darkStone', {
      at: [0, 0, 1.65],
      color: ASPHALT,
      role: 'fixed',
      answersTo: ['street'],
    }),
    part('road_line', { box: [0.8, 0.01, 0.08] }, 'paint', {
      ...at(spaced(4, -2.6, 2.6).map((x) => [x, 0.08, 2.3] as V3)),
      color: PAINT,
      role: 'fixed',
      answersTo: ['lines'],
    }),
    part('verge', { box: [SLAB * 6, 0.14, 0.9] }, 'grass', {
      at: [0, 0, -1.55],
      color: GRASS,
      role: 'fixed',
      answersTo: ['grass', 'lawn'],
    }),
    // A street lamp at the kerb.
    part('lamp_post', { cyl: 3.2, r: 0.06 }, 'darkMetal', {
      at: [1.8, 0.2, 0.4],
      color: 0x2a2c30,
      role: 'fixed',
      answersTo: ['street lamp', 'lamppost'],
    }),
    rod('lamp_arm', [1.8, 3.35, 0.4], [1.8, 3.45, 1.0], 0.04, 'darkMetal', {
      color: 0x2a2c30,
      role: 'fixed',
    }),
    part('lamp', { box: [0.26, 0.12, 0.4], round: 0.04 }, 'light', {
      at: [1.8, 3.3, 1.1],
      color: 0xfff0c0,
      role: 'fixed',
      answersTo: ['light', 'street lamp'],
    }),
    // A fire hydrant further along the kerb.
    part('hydrant', { cyl: 0.5, r: 0.11 }, 'paint', {
      at: [-2.0, 0.2, 0.35],
      color: 0xc82020,
      role: 'fixed',
      answersTo: ['fire hydrant'],
    }),
    part('hydrant_cap', { ball: 0.11 }, 'paint', {
      at: [-2.0, 0.7, 0.35],
      color: 0xc82020,
      role: 'fixed',
    }),
  ],
};

// --- Peninsula and delta -------------------------------------------------------------------

/** A tongue of land from the mainland (back, −z) out to a knob in the sea (front, +z). */
const PENINSULA: readonly V2[] = [
  [-1.3, -2.6],
  [-0.9, -1],
  [-0.7, 0.6],
  [-1.0, 2.0],
  [-0.8, 3.0],
  [0, 3.4],
  [0.9, 3.0],
  [1.1, 2.0],
  [0.8, 0.6],
  [1.0, -1],
  [1.6, -2.6],
];

const peninsula: KindDecl = {
  kind: 'peninsula',
  nouns: [
    'peninsula',
    'peninsulas',
    'headland',
    'headlands',
    'promontory',
    'promontories',
    'spit of land',
    'foreland',
  ],
  size: [2.3, 9],
  parts: [
    part('sea', { box: [9, 0.1, 9] }, 'ocean', {
      at: [0, 0, 0.5],
      color: 0x2e6a9a,
      role: 'accent',
      answersTo: ['water', 'ocean'],
    }),
    part('mainland', { plan: blob(4.5, 1.2, 0.04, 20, 2), height: 0.45 }, 'grass', {
      at: [0, 0, -3.4],
      color: 0x5a8e40,
      answersTo: ['land', 'coast'],
    }),
    part(
      'beach',
      { plan: PENINSULA.map(([x, z]) => [x * 1.18, z * 1.05] as V2), height: 0.16 },
      'land',
      {
        color: 0xe0cc96,
        role: 'fixed',
        answersTo: ['sand', 'shore'],
      },
    ),
    part('land', { plan: PENINSULA, height: 0.42, taper: 0.94 }, 'grass', {
      color: 0x5a8e40,
      answersTo: ['headland', 'grass'],
    }),
    part('hill', { plan: blob(0.75, 0.7, 0.06, 14, 1), height: 0.55, taper: 0.35 }, 'grass', {
      at: [0.05, 0.4, 2.3],
      color: 0x6a9a48,
      role: 'fixed',
    }),
    // A lighthouse at its tip.
    part('lighthouse', { cyl: 1.1, r: 0.16, rTop: 0.11 }, 'paint', {
      at: [0.05, 0.9, 2.4],
      color: 0xf4f2ee,
      role: 'fixed',
      answersTo: ['tower'],
    }),
    part('stripe', { cyl: 0.2, r: 0.145, rTop: 0.135 }, 'paint', {
      at: [0.05, 1.25, 2.4],
      color: 0xc82a24,
      role: 'fixed',
    }),
    part('lantern', { cyl: 0.2, r: 0.12 }, 'light', {
      at: [0.05, 2.0, 2.4],
      color: 0xfff0a0,
      role: 'fixed',
      answersTo: ['light'],
    }),
    part('lantern_roof', { cyl: 0.16, r: 0.14, rTop: 0.01 }, 'paint', {
      at: [0.05, 2.2, 2.4],
      color: 0xc82a24,
      role: 'fixed',
    }),
  ],
};

/** The delta's fan of land: narrow where the river comes in (back), wide at the sea. */
const DELTA_FAN: readonly V2[] = [
  [-0.6, -3.5],
  [-2.4, 0],
  [-3.8, 2.4],
  [-2.6, 2.9],
  [-1.2, 2.6],
  [0, 3.0],
  [1.3, 2.6],
  [2.7, 2.9],
  [3.8, 2.3],
  [2.4, 0],
  [0.6, -3.5],
];

/** Channels from the river's mouth at the fan's apex out to the sea: [end x, end z]. */
const DELTA_CHANNELS: readonly V2[] = [
  [-3.1, 3.2],
  [-1.0, 3.3],
  [1.2, 3.3],
  [3.2, 3.2],
];

const delta: KindDecl = {
  kind: 'delta',
  nouns: ['delta', 'deltas', 'river delta', 'river mouth delta'],
  size: [0.4, 9],
  parts: [
    part('sea', { box: [9, 0.08, 4] }, 'ocean', {
      at: [0, 0, 2.6],
      color: 0x2a6494,
      role: 'accent',
      answersTo: ['water', 'ocean'],
    }),
    part('land', { box: [9, 0.18, 5.2] }, 'grass', {
      at: [0, 0, -1.9],
      color: 0x7a9a50,
      role: 'fixed',
      answersTo: ['banks'],
    }),
    part('fan', { plan: DELTA_FAN, height: 0.2 }, 'grass', {
      color: 0x6aa84a,
      answersTo: ['marsh', 'wetland'],
    }),
    part('river', { box: [0.7, 0.05, 1.4] }, 'ocean', {
      at: [0, 0.19, -3.8],
      color: 0x3a7ab0,
      answersTo: ['water'],
    }),
    ...DELTA_CHANNELS.map(([x, z], i) => {
      const len = Math.hypot(x, z + 3.2);
      const ang = (Math.atan2(x, z + 3.2) * 180) / Math.PI;
      return part(
        i === 0 ? 'channel' : `channel_${i + 1}`,
        { box: [0.32 - i * 0.02, 0.05, len] },
        'ocean',
        {
          at: [x / 2, 0.19, (z - 3.2) / 2],
          turn: [0, ang, 0],
          color: 0x3a7ab0,
          role: 'fixed',
          answersTo: ['channels', 'river', 'water'],
        },
      );
    }),
    part('reeds', { cyl: 0.22, r: 0.07, rTop: 0.01 }, 'grass', {
      ...at([
        [-1.6, 0.2, 1.5],
        [1.7, 0.2, 1.2],
        [0.1, 0.2, 2.0],
        [-0.6, 0.2, 0.2],
        [0.7, 0.2, 0.6],
      ]),
      color: 0x4a7a30,
      role: 'fixed',
      answersTo: ['reeds', 'grass'],
    }),
  ],
};

// --- Plain ---------------------------------------------------------------------------------

/** Tufts of grass scattered over the plain, fixed points. */
const TUFTS: readonly V3[] = Array.from({ length: 22 }, (_, i) => {
  const a = i * 2.399;
  const r = 0.9 + ((i * 37) % 23) / 6;
  return [Math.cos(a) * r, 0.08, Math.sin(a) * r * 0.8] as V3;
});

function plainGround(color: number, tuft: number): PartDecl[] {
  return [
    part('ground', { plan: blob(5, 4, 0.02, 28), height: 0.08 }, 'grass', {
      color,
      answersTo: ['grass', 'land', 'grassland'],
    }),
    part('tuft', { cyl: 0.22, r: 0.13, rTop: 0.02 }, 'grass', {
      ...at(TUFTS),
      color: tuft,
      role: 'fixed',
      answersTo: ['grass', 'tufts'],
    }),
  ];
}

/** Low hills far off along the back edge, under a wide sky: [x, z, rx, height]. */
const FAR_HILLS: readonly (readonly [number, number, number, number])[] = [
  [-3, -3.4, 1.8, 0.45],
  [0.2, -3.7, 2.2, 0.6],
  [3.2, -3.3, 1.6, 0.4],
];

/** A steppe is the plain in dry golden grass; a tundra moss with snow patches and boulders. */
const PLAIN_LOOKS: Readonly<Record<string, StateDecl>> = {
  steppe: {
    drop: ['ground', 'tuft', 'trunk', 'crown'],
    parts: plainGround(0xc8b060, 0xa89040),
  },
  tundra: {
    drop: ['ground', 'tuft', 'trunk', 'crown'],
    parts: [
      ...plainGround(0x8a9468, 0x6e7a50),
      part('snow', { plan: blob(0.8, 0.5, 0.12, 12), height: 0.1 }, 'snow', {
        ...at([
          [-1.8, 0.02, 0.8],
          [1.6, 0.02, 1.6],
          [0.8, 0.02, -1.4],
          [-2.6, 0.02, -1.6],
        ]),
        color: 0xf4f6f8,
        role: 'fixed',
        answersTo: ['snow', 'ice'],
      }),
      part('boulder', { ellipsoid: [0.3, 0.2, 0.25] }, 'stone', {
        ...at([
          [-0.6, 0.08, 1.9],
          [2.4, 0.08, 0.1],
          [-1.2, 0.08, -0.8],
        ]),
        color: 0x7a7870,
        role: 'fixed',
        answersTo: ['rocks', 'stones'],
      }),
    ],
  },
};

const plain: KindDecl = {
  kind: 'plain',
  nouns: ['plain', 'plains', 'open plain', 'grassy plain', 'steppe', 'steppes', 'tundra'],
  size: [1.6, 10],
  looks: { ...PLAIN_LOOKS, ...S30_PLAIN_LOOKS },
  parts: [
    ...plainGround(0x8ab050, 0x6a9a3a),
    ...FAR_HILLS.map(([x, z, rx, h], i) =>
      part(i === 0 ? 'far_hill' : `far_hill_${i + 1}`, { ellipsoid: [rx, h, 0.7] }, 'grass', {
        at: [x, 0.05, z],
        color: 0x7a9a60,
        role: 'fixed',
        answersTo: ['hills', 'horizon'],
      }),
    ),
    // A lone tree standing far out on the plain.
    part('trunk', { cyl: 1.0, r: 0.08 }, 'bark', {
      at: [1.8, 0.08, -0.8],
      color: 0x5a3e26,
      role: 'fixed',
      answersTo: ['tree'],
    }),
    part('crown', { ellipsoid: [0.7, 0.35, 0.7] }, 'leaf', {
      at: [1.8, 1.15, -0.8],
      color: 0x3e7a2e,
      role: 'fixed',
      answersTo: ['tree', 'leaves'],
    }),
  ],
};

// --- Sky -----------------------------------------------------------------------------------

/** Puffy clouds as clusters of balls: [x, y, scale]. */
const CLOUDS: readonly (readonly [number, number, number])[] = [
  [-1.7, 2.6, 1],
  [1.3, 1.7, 0.8],
  [-0.2, 0.9, 0.65],
];

/** One cloud's balls round its centre: [dx, dy, r]. */
const PUFFS: readonly (readonly [number, number, number])[] = [
  [0, 0.18, 0.42],
  [-0.45, 0, 0.32],
  [0.45, 0.02, 0.34],
  [-0.8, -0.1, 0.22],
  [0.82, -0.08, 0.24],
];

const sky: KindDecl = {
  kind: 'sky',
  nouns: ['sky', 'skies', 'blue sky', 'open sky', 'clear sky', 'sunny sky', 'the sky'],
  size: [4, 6],
  parts: [
    // A wide pane of sky, deep blue above and paler toward the horizon.
    part('sky', { box: [6, 2.4, 0.1], round: 0.05 }, 'paint', {
      at: [0, 1.6, -0.05],
      color: 0x4a90d8,
      answersTo: ['blue', 'heavens'],
    }),
    part('horizon', { box: [6, 1.6, 0.1], round: 0.05 }, 'paint', {
      at: [0, 0, -0.05],
      color: 0x9ccaf0,
      role: 'accent',
      answersTo: ['haze'],
    }),
    part('sun', { cyl: 0.08, r: 0.48 }, 'light', {
      turn: [90, 0, 0],
      at: [1.9, 3.1, 0.02],
      color: 0xffd640,
      role: 'fixed',
      answersTo: ['sunshine'],
    }),
    part('sun_glow', { cyl: 0.04, r: 0.72 }, 'paint', {
      turn: [90, 0, 0],
      at: [1.9, 3.1, 0],
      color: 0xfff0a8,
      role: 'fixed',
    }),
    ...CLOUDS.flatMap(([cx, cy, k], c) =>
      PUFFS.map(([dx, dy, r], i) =>
        part(`cloud_${c + 1}_${i + 1}`, { ellipsoid: [r * k, r * k * 0.8, r * k * 0.6] }, 'paint', {
          at: [cx + dx * k, cy + dy * k, 0],
          color: 0xfbfcff,
          role: 'fixed',
          answersTo: ['clouds', 'cloud'],
        }),
      ),
    ),
    // Birds far off: two small dark strokes each.
    ...(
      [
        [-0.6, 3.2],
        [-0.2, 3.45],
      ] as const
    ).flatMap(([x, y], i) => [
      rod(`bird_${i + 1}`, [x - 0.16, y + 0.07, 0], [x, y, 0], 0.018, 'paint', {
        color: 0x2a2e38,
        role: 'fixed',
        answersTo: ['birds'],
      }),
      rod(`bird_${i + 1}_wing`, [x, y, 0], [x + 0.16, y + 0.07, 0], 0.018, 'paint', {
        color: 0x2a2e38,
        role: 'fixed',
        answersTo: ['birds'],
      }),
    ]),
  ],
};

// --- Bridges by their type -----------------------------------------------------------------

/**
 * Looks of the bridge kind (declared/buildings.ts: a stone arch 8 m long, its deck's top at
 * y = 1.8, 2 m wide along z), by the noun or a word of its chain.
 */
const DRAW_A = 30;
const DRAW_L = 3.4;
const HINGE: V2 = [-2.6, 1.0];
const DRAW_END: V2 = [
  HINGE[0] + DRAW_L * Math.cos((DRAW_A * Math.PI) / 180),
  HINGE[1] + DRAW_L * Math.sin((DRAW_A * Math.PI) / 180),
];

const OVERPASS_DECK_Y = 1.9;

/** The legs of one trestle bent at x: two raked posts and a cross brace. */
function trestleBent(x: number, i: number): PartDecl[] {
  const wood = { color: 0x6a4a2e, role: 'fixed' as const, answersTo: ['trestle', 'legs'] };
  return [
    rod(`leg_${2 * i + 1}`, [x, 0, -0.95], [x, 2.0, -0.45], 0.09, 'wood', wood),
    rod(`leg_${2 * i + 2}`, [x, 0, 0.95], [x, 2.0, 0.45], 0.09, 'wood', wood),
    rod(`brace_${i + 1}`, [x, 0.2, -0.85], [x, 1.85, 0.5], 0.06, 'wood', wood),
  ];
}

export const S28_BRIDGE_LOOKS: Readonly<Record<string, StateDecl>> = {
  // A drawbridge: a plank deck hinged at a stone gatehouse, half raised on its chains over
  // a moat.
  drawbridge: {
    drop: ['deck', 'railing'],
    parts: [
      part('moat', { box: [8, 0.5, 3] }, 'ocean', {
        color: 0x3a6a7a,
        role: 'fixed',
        answersTo: ['water'],
      }),
      part('far_bank', { box: [1.6, 1.0, 3] }, 'grass', {
        at: [3.2, 0, 0],
        color: GRASS,
        role: 'fixed',
        answersTo: ['bank'],
      }),
      part('gatehouse', { box: [1.6, 4.2, 3.4] }, 'stone', {
        at: [-3.4, 0, 0],
        color: 0x9a968a,
        role: 'accent',
        answersTo: ['gate', 'tower', 'wall'],
      }),
      part('gateway', { box: [0.1, 1.9, 1.4] }, 'wood', {
        at: [-2.58, 1.0, 0],
        color: 0x2a1e14,
        role: 'fixed',
        answersTo: ['gate', 'door'],
      }),
      part('merlon', { box: [1.6, 0.5, 0.6] }, 'stone', {
        ...at([
          [-3.4, 4.2, -1.4],
          [-3.4, 4.2, 0],
          [-3.4, 4.2, 1.4],
        ]),
        color: 0x9a968a,
        role: 'fixed',
        answersTo: ['battlements'],
      }),
      part('deck', { box: [DRAW_L, 0.24, 1.8] }, 'wood', {
        at: [(HINGE[0] + DRAW_END[0]) / 2, (HINGE[1] + DRAW_END[1]) / 2 - 0.08, 0],
        turn: [0, 0, DRAW_A],
        color: 0x7a5634,
        answersTo: ['planks', 'drawbridge'],
      }),
      ...[-0.7, 0.7].map((z, i) =>
        rod(`chain_${i + 1}`, [DRAW_END[0], DRAW_END[1], z], [-2.6, 3.7, z], 0.04, 'darkMetal', {
          color: 0x3a3c40,
          role: 'fixed',
          answersTo: ['chains', 'chain'],
        }),
      ),
    ],
  },
  // An overpass (a flyover): a flat concrete road deck on square piers over a road below.
  overpass: {
    drop: ['deck', 'railing'],
    parts: [
      part('ground', { box: [8.4, 0.04, 6] }, 'grass', {
        color: GRASS,
        role: 'fixed',
        answersTo: ['grass'],
      }),
      part('road_below', { box: [2.6, 0.05, 6] }, 'darkStone', {
        at: [0, 0.04, 0],
        color: ASPHALT,
        role: 'fixed',
        answersTo: ['road'],
      }),
      part('deck', { box: [8.4, 0.45, 2.2] }, 'concrete', {
        at: [0, OVERPASS_DECK_Y, 0],
        color: 0xb8b4ac,
        answersTo: ['concrete'],
      }),
      part('roadway', { box: [8.4, 0.04, 1.9] }, 'darkStone', {
        at: [0, OVERPASS_DECK_Y + 0.45, 0],
        color: ASPHALT,
        role: 'fixed',
        answersTo: ['road'],
      }),
      part('pier', { box: [0.5, OVERPASS_DECK_Y, 1.6] }, 'concrete', {
        ...at([
          [-1.7, 0, 0],
          [1.7, 0, 0],
        ]),
        color: 0xa8a49c,
        role: 'detail',
        answersTo: ['pillars', 'columns'],
      }),
      part('abutment', { box: [1.2, OVERPASS_DECK_Y, 2.2] }, 'concrete', {
        ...at([
          [-3.6, 0, 0],
          [3.6, 0, 0],
        ]),
        color: 0xa8a49c,
        role: 'fixed',
      }),
      part('guard_rail', { box: [8.4, 0.35, 0.12] }, 'steel', {
        ...at([
          [0, OVERPASS_DECK_Y + 0.45, -1.04],
          [0, OVERPASS_DECK_Y + 0.45, 1.04],
        ]),
        color: 0xc8ccd0,
        role: 'fixed',
        answersTo: ['railing', 'barrier'],
      }),
      part('lane_mark', { box: [0.6, 0.01, 0.08] }, 'paint', {
        ...at(spaced(5, -3.2, 3.2).map((x) => [x, OVERPASS_DECK_Y + 0.49, 0] as V3)),
        color: PAINT,
        role: 'fixed',
      }),
      part('below_mark', { box: [0.08, 0.01, 0.6] }, 'paint', {
        ...at(spaced(4, -2.4, 2.4).map((z) => [0, 0.09, z] as V3)),
        color: PAINT,
        role: 'fixed',
      }),
    ],
  },
  // A trestle: a railway on sleepers carried by cross-braced timber bents.
  trestle: {
    drop: ['deck', 'railing'],
    parts: [
      part('deck', { box: [8.4, 0.3, 1.2] }, 'wood', {
        at: [0, 2.0, 0],
        color: 0x7a5634,
        answersTo: ['beam'],
      }),
      ...[-3.3, -1.1, 1.1, 3.3].flatMap((x, i) => trestleBent(x, i)),
      part('sleeper', { box: [0.22, 0.08, 1.3] }, 'wood', {
        ...at(spaced(14, -3.9, 3.9).map((x) => [x, 2.3, 0] as V3)),
        color: 0x4a3422,
        role: 'fixed',
        answersTo: ['ties', 'sleepers'],
      }),
      part('rail', { box: [8.4, 0.1, 0.07] }, 'steel', {
        ...at([
          [0, 2.38, -0.36],
          [0, 2.38, 0.36],
        ]),
        color: 0x8a8e94,
        role: 'fixed',
        answersTo: ['rails', 'tracks'],
      }),
    ],
  },
};

// --- Rooms by their use -------------------------------------------------------------------

/**
 * Looks of the room kind (declared/common-artifacts.ts), added to session 27's: the room's
 * floor top is y = 0.1, its back wall at z = −2.1, its left wall at x = −2.1.
 */
const FLOOR = 0.1;

const CLOAKROOM: StateDecl = {
  drop: ['rug'],
  parts: [
    part('counter', { box: [3.2, 1.05, 0.5] }, 'wood', {
      at: [0.4, FLOOR, 0.6],
      color: 0x6a4428,
      role: 'detail',
      answersTo: ['desk'],
    }),
    rod('coat_rail', [-1.6, FLOOR + 1.85, -1.5], [1.9, FLOOR + 1.85, -1.5], 0.025, 'steel', {
      color: 0xb8bcc0,
      role: 'fixed',
      answersTo: ['rail', 'rack'],
    }),
    ...[0x2a2e3a, 0x7a5230, 0x3a5a2a, 0x8a2a2a, 0xc8b48a, 0x1e1e22, 0x3a4a7a].map((color, i) =>
      part(`coat_${i + 1}`, { box: [0.42, 1.1, 0.14], round: 0.05 }, 'fabric', {
        at: [-1.3 + i * 0.48, FLOOR + 0.7, -1.5],
        color,
        role: 'fixed',
        answersTo: ['coats', 'coat'],
      }),
    ),
    part('hat_shelf', { box: [3.6, 0.05, 0.35] }, 'wood', {
      at: [0.15, FLOOR + 2.15, -1.85],
      color: 0x6a4428,
      role: 'fixed',
      answersTo: ['shelf'],
    }),
    part('hat', { cyl: 0.14, r: 0.16 }, 'fabric', {
      ...at([
        [-1.0, FLOOR + 2.2, -1.85],
        [0.3, FLOOR + 2.2, -1.85],
        [1.4, FLOOR + 2.2, -1.85],
      ]),
      color: 0x2a2420,
      role: 'fixed',
      answersTo: ['hats'],
    }),
    part('ticket', { box: [0.08, 0.01, 0.12] }, 'paper', {
      at: [0.9, FLOOR + 1.06, 0.6],
      color: 0xf0e0a0,
      role: 'fixed',
    }),
  ],
};

export const S28_ROOM_LOOKS: Readonly<Record<string, StateDecl>> = {
  // A ballroom: a polished parquet dance floor, a crystal chandelier, gilt mirrors, chairs
  // along the wall.
  ballroom: {
    drop: ['rug'],
    parts: [
      part('dance_floor', { box: [3.9, 0.02, 3.9] }, 'wood', {
        at: [0.1, FLOOR, 0.1],
        color: 0xc89050,
        answersTo: ['floor', 'parquet'],
      }),
      part('chandelier', { ellipsoid: [0.45, 0.35, 0.45] }, 'glass', {
        at: [0.2, 2.1, 0.2],
        color: 0xf8f0d0,
        role: 'accent',
        answersTo: ['crystal', 'light'],
      }),
      part('chandelier_ring', { ring: 0.5, r: 0.03 }, 'gold', {
        turn: [90, 0, 0],
        at: [0.2, 2.08, 0.2],
        color: 0xd8b040,
        role: 'fixed',
      }),
      part('drops', { ball: 0.05 }, 'glass', {
        ...at(
          Array.from({ length: 10 }, (_, i) => {
            const a = (2 * Math.PI * i) / 10;
            return [0.2 + 0.5 * Math.cos(a), 1.98, 0.2 + 0.5 * Math.sin(a)] as V3;
          }),
        ),
        color: 0xffffff,
        role: 'fixed',
        answersTo: ['crystals'],
      }),
      part('chandelier_chain', { cyl: 0.3, r: 0.015 }, 'gold', {
        at: [0.2, 2.42, 0.2],
        color: 0xd8b040,
        role: 'fixed',
      }),
      part('mirror', { box: [0.8, 1.5, 0.04] }, 'chrome', {
        ...at([
          [-0.8, FLOOR + 0.5, -2.0],
          [1.0, FLOOR + 0.5, -2.0],
        ]),
        color: 0xdce8f0,
        role: 'fixed',
      }),
      part('mirror_frame', { box: [0.92, 1.62, 0.03] }, 'gold', {
        ...at([
          [-0.8, FLOOR + 0.44, -2.02],
          [1.0, FLOOR + 0.44, -2.02],
        ]),
        color: 0xd0a838,
        role: 'fixed',
      }),
      ...[-1.2, -0.2, 0.8, 1.8].flatMap((z, i) => [
        part(`gilt_chair_${i + 1}`, { box: [0.4, 0.46, 0.4] }, 'wood', {
          at: [-1.75, FLOOR, z],
          color: 0xd0a838,
          role: 'fixed',
          answersTo: ['chairs', 'chair'],
        }),
        part(`gilt_chair_back_${i + 1}`, { box: [0.05, 0.5, 0.4] }, 'wood', {
          at: [-1.95, FLOOR + 0.46, z],
          color: 0xd0a838,
          role: 'fixed',
          answersTo: ['chairs', 'chair'],
        }),
      ]),
    ],
  },
  // A lobby (a foyer, a vestibule, an entrance hall): a reception desk with its bell, a
  // sofa and a potted palm.
  anteroom: {
    drop: ['rug'],
    parts: [
      part('reception_desk', { box: [2.2, 1.05, 0.6] }, 'wood', {
        at: [0.5, FLOOR, -1.3],
        color: 0x4a2e1a,
        role: 'detail',
        answersTo: ['desk', 'counter'],
      }),
      part('desk_top', { box: [2.3, 0.05, 0.7] }, 'stone', {
        at: [0.5, FLOOR + 1.05, -1.3],
        color: 0xe8e4dc,
        role: 'fixed',
      }),
      part('bell', { ball: 0.06 }, 'brass', {
        at: [1.0, FLOOR + 1.12, -1.2],
        color: 0xd8b040,
        role: 'fixed',
      }),
      part('sofa', { box: [1.6, 0.42, 0.75], round: 0.08 }, 'fabric', {
        at: [0.3, FLOOR, 1.1],
        color: 0x8a2a2a,
        role: 'accent',
        answersTo: ['couch', 'seat'],
      }),
      part('sofa_back', { box: [1.6, 0.45, 0.18], round: 0.06 }, 'fabric', {
        at: [0.3, FLOOR + 0.4, 1.4],
        color: 0x8a2a2a,
        role: 'fixed',
        answersTo: ['couch'],
      }),
      part('planter', { cyl: 0.45, r: 0.22, rTop: 0.26 }, 'ceramic', {
        at: [-1.6, FLOOR, -1.5],
        color: 0xe8e0d0,
        role: 'fixed',
        answersTo: ['pot'],
      }),
      part('palm', { ellipsoid: [0.5, 0.55, 0.5] }, 'leaf', {
        at: [-1.6, FLOOR + 1.0, -1.5],
        color: 0x3e7a2e,
        role: 'fixed',
        answersTo: ['plant'],
      }),
      part('palm_stem', { cyl: 0.6, r: 0.04 }, 'wood', {
        at: [-1.6, FLOOR + 0.45, -1.5],
        color: 0x5a3e26,
        role: 'fixed',
      }),
    ],
  },
  cloakroom: CLOAKROOM,
  checkroom: CLOAKROOM,
};

export const S28_PLACES_KINDS: readonly KindDecl[] = [
  hole,
  ditch,
  crossroads,
  roundabout,
  path,
  sidewalk,
  peninsula,
  delta,
  plain,
  sky,
];
