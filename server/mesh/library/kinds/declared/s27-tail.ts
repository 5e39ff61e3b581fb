/**
 * Rarer made things (WordNet noun.artifact) said seldom in film subtitles (SUBTLEX-US) that
 * still came out unknown (issue #32, session 27, helper "tail"; docs/decisions.md, "Rarer made
 * things"). Each is drawn as the thing a person pictures, so that it reads in a small render
 * from the default camera: a stone gargoyle crouched on a ledge with bat wings, horns and
 * fangs; a glockenspiel's two rows of steel bars on red felt in an open case, with mallets; a
 * mangle's two wooden rollers in an iron frame with a big handwheel; a brass porthole bolted
 * into a ship's hull plate; a white lace doily on a wooden table top; a shoji screen of white
 * paper in a wooden lattice; a terrarium with soil, moss, a branch, ferns and a small lizard;
 * a patch of cobblestones; a path of flagstones in the grass; a car's gearshift in its boot;
 * a low credenza; a tufted headboard at a bed's head; a hand auger; a crucible of molten
 * metal; a ouija board and its planchette; a mainsail on mast and boom; a lever on its
 * fulcrum; a camshaft; a dishpan of suds; a teleprompter's hood on a tripod; a bedpost.
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { at, facingZ, lyingX, part, rod, spaced } from './part-shorthand.ts';

const rad = (deg: number): number => (deg * Math.PI) / 180;

/** A circle's points, centre `c`, radius `r`, from `a0` to `a1` degrees (0 = +X). */
function arc(c: V2, r: number, a0: number, a1: number, n: number): V2[] {
  return Array.from({ length: n }, (_, i) => {
    const a = rad(a0 + ((a1 - a0) * i) / Math.max(1, n - 1));
    return [c[0] + r * Math.cos(a), c[1] + r * Math.sin(a)] as V2;
  });
}

// --- Gargoyle ------------------------------------------------------------------------------

const LEDGE_H = 0.1;
/** A bat wing seen from the front, from the shoulder out to the right, ribs ending in points. */
const WING: V2[] = [
  [0.05, 0.3],
  [0.12, 0.42],
  [0.2, 0.5],
  [0.27, 0.46],
  [0.29, 0.36],
  [0.25, 0.38],
  [0.23, 0.3],
  [0.19, 0.33],
  [0.16, 0.25],
  [0.12, 0.28],
  [0.07, 0.22],
];

const GARGOYLE_STONE = 0x54524e;
const stone = { color: GARGOYLE_STONE, answersTo: ['stone', 'body'] };

const gargoyle: KindDecl = {
  kind: 'gargoyle',
  nouns: ['gargoyle', 'gargoyles', 'stone gargoyle', 'chimera statue'],
  size: [0.55, 0.6],
  parts: [
    part('ledge', { box: [0.46, LEDGE_H, 0.34] }, 'stone', {
      at: [0, 0, -0.04],
      color: 0x9d988e,
      role: 'accent',
      answersTo: ['base', 'pedestal'],
    }),
    part('body', { ellipsoid: [0.09, 0.12, 0.11] }, 'stone', {
      at: [0, LEDGE_H + 0.12, 0.0],
      ...stone,
    }),
    part('haunch', { ellipsoid: [0.055, 0.065, 0.085] }, 'stone', {
      at: [0.075, LEDGE_H + 0.06, -0.02],
      mirror: true,
      ...stone,
    }),
    rod('foreleg', [0.055, LEDGE_H + 0.16, 0.06], [0.07, LEDGE_H + 0.02, 0.11], 0.024, 'stone', {
      mirror: true,
      ...stone,
    }),
    part('claws', { ellipsoid: [0.03, 0.018, 0.035] }, 'stone', {
      at: [0.07, LEDGE_H + 0.01, 0.125],
      mirror: true,
      ...stone,
    }),
    part('head', { ball: 0.07 }, 'stone', { at: [0, LEDGE_H + 0.25, 0.1], ...stone }),
    part('snout', { ellipsoid: [0.045, 0.034, 0.05] }, 'stone', {
      at: [0, LEDGE_H + 0.225, 0.16],
      ...stone,
    }),
    part('mouth', { ellipsoid: [0.032, 0.012, 0.02] }, 'coal', {
      at: [0, LEDGE_H + 0.205, 0.195],
      color: 0x1f1d1b,
      role: 'fixed',
    }),
    part(
      'fang',
      {
        capsule: [
          [0.016, LEDGE_H + 0.214, 0.2],
          [0.018, LEDGE_H + 0.19, 0.204],
        ],
        r: 0.006,
        r2: 0.001,
      },
      'ceramic',
      { mirror: true, color: 0xd8d2c4, role: 'fixed', answersTo: ['teeth', 'fangs'] },
    ),
    part('eye', { ball: 0.012 }, 'coal', {
      at: [0.028, LEDGE_H + 0.27, 0.16],
      mirror: true,
      color: 0x1f1d1b,
      role: 'fixed',
    }),
    part('brow', { ellipsoid: [0.06, 0.014, 0.02] }, 'stone', {
      at: [0, LEDGE_H + 0.285, 0.15],
      ...stone,
    }),
    part(
      'horn',
      {
        capsule: [
          [0.035, LEDGE_H + 0.3, 0.08],
          [0.08, LEDGE_H + 0.38, 0.02],
        ],
        r: 0.014,
        r2: 0.004,
      },
      'stone',
      { mirror: true, ...stone },
    ),
    part('ear', { ellipsoid: [0.03, 0.012, 0.01] }, 'stone', {
      at: [0.07, LEDGE_H + 0.27, 0.08],
      turn: [0, 0, 25],
      mirror: true,
      ...stone,
    }),
    part(
      'wing',
      { extrude: WING.map(([x, y]) => [x, y + LEDGE_H - 0.1] as V2), depth: 0.018 },
      'stone',
      {
        at: [0, 0.02, -0.06],
        mirror: true,
        color: 0x4a4844,
        answersTo: ['stone', 'wings'],
      },
    ),
    part(
      'tail',
      {
        sweep: [
          [0, LEDGE_H + 0.03, -0.1],
          [0.06, LEDGE_H + 0.01, -0.16],
          [0.14, LEDGE_H + 0.01, -0.14],
          [0.17, LEDGE_H + 0.01, -0.06],
        ],
        r: [0.022, 0.016, 0.011, 0.006],
      },
      'stone',
      stone,
    ),
  ],
};

// --- Glockenspiel --------------------------------------------------------------------------

const GLOCK_W = 0.64;
const GLOCK_D = 0.36;
const CASE_FLOOR = 0.03;
const NATURALS = 15;
const NATURAL_X = spaced(NATURALS, -0.27, 0.27);
/** The gaps (after natural i) that have a sharp behind them, as on a keyboard: 2, 3, 2, 3. */
const SHARP_AFTER = [0, 1, 3, 4, 5, 7, 8, 10, 11, 12];

const glockenspiel: KindDecl = {
  kind: 'glockenspiel',
  nouns: [
    'glockenspiel',
    'glockenspiels',
    'orchestral bells',
    'bell lyre',
    'metallophone',
    'metallophones',
    'orchestra bells',
  ],
  size: [0.1, 0.64],
  parts: [
    part('case', { box: [GLOCK_W, CASE_FLOOR, GLOCK_D] }, 'wood', {
      color: 0x2a211c,
      role: 'accent',
      answersTo: ['box', 'frame'],
    }),
    part('case_side', { box: [0.02, 0.07, GLOCK_D] }, 'wood', {
      ...at([
        [-GLOCK_W / 2 + 0.01, 0, 0],
        [GLOCK_W / 2 - 0.01, 0, 0],
      ]),
      color: 0x2a211c,
      role: 'accent',
      answersTo: ['box', 'frame'],
    }),
    part('case_end', { box: [GLOCK_W, 0.07, 0.02] }, 'wood', {
      ...at([
        [0, 0, -GLOCK_D / 2 + 0.01],
        [0, 0, GLOCK_D / 2 - 0.01],
      ]),
      color: 0x2a211c,
      role: 'accent',
      answersTo: ['box', 'frame'],
    }),
    part('felt', { box: [GLOCK_W - 0.06, 0.012, 0.018] }, 'fabric', {
      ...at([
        [0, CASE_FLOOR, 0.1],
        [0, CASE_FLOOR, 0.01],
        [0, CASE_FLOOR + 0.018, -0.06],
        [0, CASE_FLOOR + 0.018, -0.13],
      ]),
      color: 0xb0232a,
      role: 'fixed',
    }),
    part('raised_rail', { box: [GLOCK_W - 0.06, 0.018, 0.1] }, 'wood', {
      at: [0, CASE_FLOOR, -0.095],
      color: 0x2a211c,
      role: 'accent',
      answersTo: ['frame'],
    }),
    // Steel bars, longest at the low end (left), in the front row; the sharps behind, raised.
    ...NATURAL_X.map((x, i) =>
      part(`bar_${i + 1}`, { box: [0.03, 0.009, 0.15 - 0.004 * i], round: 0.002 }, 'steel', {
        at: [x, CASE_FLOOR + 0.012, 0.055],
        color: 0xdfe2e6,
        answersTo: ['bars', 'bar', 'keys', 'metal'],
      }),
    ),
    ...SHARP_AFTER.map((i, k) =>
      part(`sharp_${k + 1}`, { box: [0.028, 0.009, 0.11 - 0.003 * i], round: 0.002 }, 'steel', {
        at: [(NATURAL_X[i]! + NATURAL_X[i + 1]!) / 2, CASE_FLOOR + 0.03, -0.095],
        color: 0xdfe2e6,
        answersTo: ['bars', 'bar', 'keys', 'metal'],
      }),
    ),
    ...[0, 1].flatMap((m) => {
      const z = 0.163 + m * 0.012;
      const head: V3 = [0.16 + m * 0.04, CASE_FLOOR + 0.04, z];
      return [
        rod(`mallet_${m + 1}_stick`, [-0.06 + m * 0.04, 0.075, z], head, 0.004, 'wood', {
          color: 0xd8bd8a,
          role: 'fixed',
          answersTo: ['mallets', 'mallet'],
        }),
        part(`mallet_${m + 1}_head`, { ball: 0.014 }, 'plastic', {
          at: head,
          color: 0xe8e2d2,
          role: 'fixed',
          answersTo: ['mallets', 'mallet'],
        }),
      ];
    }),
  ],
};

// --- Mangle (a clothes wringer) ------------------------------------------------------------

const ROLL_Y = 0.8;
const ROLL_R = 0.055;
const SIDE_X = 0.3;
const WHEEL_X = SIDE_X + 0.08;

const mangle: KindDecl = {
  kind: 'mangle',
  nouns: [
    'mangle',
    'mangles',
    'wringer',
    'wringers',
    'clothes wringer',
    'laundry wringer',
    'laundry mangle',
    'washing mangle',
    'mangle wringer',
  ],
  size: [1.05, 0.85],
  parts: [
    // Two cast-iron side frames, each a pair of splayed legs under a tall cheek.
    ...[-1, 1].flatMap((sx) =>
      [-1, 1].map((sz) =>
        rod(
          `leg_${sx < 0 ? 'l' : 'r'}_${sz < 0 ? 'back' : 'front'}`,
          [sx * SIDE_X, 0.02, sz * 0.24],
          [sx * SIDE_X, ROLL_Y - 0.12, sz * 0.04],
          0.02,
          'iron',
          { color: 0x232426, answersTo: ['frame', 'legs', 'iron'] },
        ),
      ),
    ),
    part('cheek', { box: [0.04, 0.34, 0.1], round: 0.01 }, 'iron', {
      ...at([
        [-SIDE_X, ROLL_Y - 0.14, 0],
        [SIDE_X, ROLL_Y - 0.14, 0],
      ]),
      color: 0x232426,
      answersTo: ['frame', 'iron'],
    }),
    part('top_bar', { box: [2 * SIDE_X + 0.04, 0.04, 0.1] }, 'iron', {
      at: [0, ROLL_Y + 0.2, 0],
      color: 0x232426,
      answersTo: ['frame', 'iron'],
    }),
    rod('stretcher', [-SIDE_X, 0.2, 0], [SIDE_X, 0.2, 0], 0.016, 'iron', {
      color: 0x232426,
      answersTo: ['frame', 'iron'],
    }),
    lyingX('roller_lower', [0, ROLL_Y - ROLL_R, 0], 2 * SIDE_X - 0.04, ROLL_R, 'wood', {
      color: 0xdcc79f,
      role: 'accent',
      answersTo: ['rollers', 'roller', 'wood'],
    }),
    lyingX('roller_upper', [0, ROLL_Y + ROLL_R, 0], 2 * SIDE_X - 0.04, ROLL_R, 'wood', {
      color: 0xdcc79f,
      role: 'accent',
      answersTo: ['rollers', 'roller', 'wood'],
    }),
    // The pressure screw on top with its little wheel.
    part('screw', { cyl: 0.08, r: 0.012 }, 'iron', {
      at: [0, ROLL_Y + 0.24, 0],
      color: 0x232426,
      role: 'detail',
    }),
    part('screw_wheel', { cyl: 0.015, r: 0.05 }, 'iron', {
      at: [0, ROLL_Y + 0.3, 0],
      color: 0x232426,
      role: 'detail',
    }),
    // The big handwheel on the right, turned in the side plane, and its handle.
    part('handwheel', { ring: 0.2, r: 0.014 }, 'iron', {
      turn: [0, 90, 0],
      at: [WHEEL_X, ROLL_Y - ROLL_R, 0],
      color: 0x232426,
      answersTo: ['wheel', 'iron'],
    }),
    ...[0, 60, 120, 180, 240, 300].map((a, i) =>
      rod(
        `spoke_${i + 1}`,
        [WHEEL_X, ROLL_Y - ROLL_R, 0],
        [WHEEL_X, ROLL_Y - ROLL_R + 0.2 * Math.sin(rad(a)), 0.2 * Math.cos(rad(a))],
        0.01,
        'iron',
        { color: 0x232426, answersTo: ['wheel', 'iron'] },
      ),
    ),
    lyingX(
      'axle',
      [(SIDE_X + WHEEL_X) / 2, ROLL_Y - ROLL_R, 0],
      WHEEL_X - SIDE_X + 0.02,
      0.016,
      'iron',
      {
        color: 0x232426,
        role: 'detail',
      },
    ),
    rod(
      'wheel_handle',
      [WHEEL_X, ROLL_Y - ROLL_R + 0.2, 0],
      [WHEEL_X + 0.12, ROLL_Y - ROLL_R + 0.2, 0],
      0.016,
      'wood',
      { color: 0x5c3c22, role: 'detail', answersTo: ['handle'] },
    ),
    // A sheet coming out between the rollers and hanging toward the viewer.
    part('sheet', { box: [0.44, 0.36, 0.006] }, 'linen', {
      at: [0, ROLL_Y - 0.37, ROLL_R + 0.004],
      color: 0xf2f2ee,
      role: 'fixed',
      answersTo: ['laundry', 'cloth', 'sheet'],
    }),
  ],
};

// --- Porthole ------------------------------------------------------------------------------

const HOLE_Y = 0.36;
const HULL_T = 0.04;
const HOLE_R = 0.19;

const porthole: KindDecl = {
  kind: 'porthole',
  nouns: ['porthole', 'portholes', 'port hole', 'ship window', 'ships window', 'scuttle window'],
  size: [0.72, 0.72],
  parts: [
    part('hull', { box: [0.72, 0.72, HULL_T] }, 'paint', {
      at: [0, 0, -HULL_T / 2],
      color: 0xe9e8e2,
      role: 'accent',
      answersTo: ['wall', 'hull'],
      minus: [{ shape: { cyl: 0.2, r: HOLE_R - 0.005 }, turn: [90, 0, 0], at: [0, HOLE_Y, -0.1] }],
    }),
    facingZ('glass', [0, HOLE_Y, -0.012], 0.008, HOLE_R, 'glass', {
      color: 0x5f9ccb,
      role: 'fixed',
      answersTo: ['window', 'glass'],
    }),
    part('rim', { ring: HOLE_R + 0.01, r: 0.032 }, 'brass', {
      at: [0, HOLE_Y, 0.01],
      color: 0xc8982f,
      answersTo: ['frame', 'brass', 'ring'],
    }),
    part('glass_ring', { ring: HOLE_R - 0.025, r: 0.014 }, 'brass', {
      at: [0, HOLE_Y, 0.03],
      color: 0xc8982f,
      answersTo: ['frame', 'brass', 'ring'],
    }),
    part('bolt', { ball: 0.011 }, 'brass', {
      ...at(
        Array.from({ length: 12 }, (_, i) => {
          const a = rad(15 + 30 * i);
          return [0.255 * Math.cos(a), HOLE_Y + 0.255 * Math.sin(a), 0.004] as V3;
        }),
      ),
      color: 0xb0852a,
      role: 'detail',
      answersTo: ['bolts', 'brass'],
    }),
    // Hinge at the left, wing-nut clamps at the right and below.
    part('hinge', { box: [0.05, 0.07, 0.035], round: 0.006 }, 'brass', {
      at: [-HOLE_R - 0.03, HOLE_Y - 0.035, 0.02],
      color: 0xb0852a,
      role: 'detail',
    }),
    part('clamp', { box: [0.05, 0.022, 0.03], round: 0.005 }, 'brass', {
      ...at([
        [HOLE_R + 0.035, HOLE_Y - 0.011, 0.035],
        [0, HOLE_Y - HOLE_R - 0.045, 0.035],
      ]),
      color: 0xb0852a,
      role: 'detail',
      answersTo: ['clamps'],
    }),
  ],
};

// --- Doily ---------------------------------------------------------------------------------

const TABLE_H = 0.03;
const DOILY_R = 0.14;

const doily: KindDecl = {
  kind: 'doily',
  nouns: ['doily', 'doilies', 'doyley', 'lace doily', 'lace mat', 'crochet doily'],
  size: [0.04, 0.42],
  parts: [
    part('table_top', { box: [0.42, TABLE_H, 0.42] }, 'wood', {
      color: 0x7a4a28,
      role: 'accent',
      answersTo: ['table', 'wood'],
    }),
    part('lace', { cyl: 0.003, r: DOILY_R }, 'linen', {
      at: [0, TABLE_H, 0],
      color: 0xf7f4ec,
      answersTo: ['lace', 'doily'],
      minus: [
        ...Array.from({ length: 12 }, (_, i) => {
          const a = rad(30 * i);
          return {
            shape: { cyl: 0.02, r: 0.016 },
            at: [0.1 * Math.cos(a), TABLE_H - 0.01, 0.1 * Math.sin(a)] as V3,
          };
        }),
        ...Array.from({ length: 8 }, (_, i) => {
          const a = rad(22.5 + 45 * i);
          return {
            shape: { cyl: 0.02, r: 0.011 },
            at: [0.055 * Math.cos(a), TABLE_H - 0.01, 0.055 * Math.sin(a)] as V3,
          };
        }),
        { shape: { cyl: 0.02, r: 0.014 }, at: [0, TABLE_H - 0.01, 0] as V3 },
      ],
    }),
    // The scalloped edge: small round lobes round the rim.
    part('scallop', { cyl: 0.003, r: 0.017 }, 'linen', {
      ...at(
        Array.from({ length: 28 }, (_, i) => {
          const a = rad((360 * i) / 28);
          return [DOILY_R * Math.cos(a), TABLE_H, DOILY_R * Math.sin(a)] as V3;
        }),
      ),
      color: 0xf7f4ec,
      answersTo: ['lace', 'doily'],
    }),
    part('inner_ring', { ring: 0.078, r: 0.0025 }, 'linen', {
      turn: [90, 0, 0],
      at: [0, TABLE_H + 0.003, 0],
      color: 0xe6e0d0,
      role: 'detail',
      answersTo: ['lace'],
    }),
  ],
};

// --- Shoji ---------------------------------------------------------------------------------

const SHOJI_H = 0.95;
const PANEL_W = 0.46;
const FRAME_T = 0.028;
const SHOJI_WOOD = 0xc9a574;

/** One sliding panel: its outer frame, its white paper and the kumiko lattice over it. */
function shojiPanel(name: string, x: number, z: number): PartDecl[] {
  const w = { color: SHOJI_WOOD, role: 'accent' as const, answersTo: ['frame', 'wood', 'lattice'] };
  const inner = PANEL_W - 2 * FRAME_T;
  return [
    part(`${name}_stile`, { box: [FRAME_T, SHOJI_H, 0.03] }, 'wood', {
      ...at([
        [x - PANEL_W / 2 + FRAME_T / 2, 0.02, z],
        [x + PANEL_W / 2 - FRAME_T / 2, 0.02, z],
      ]),
      ...w,
    }),
    part(`${name}_rail`, { box: [PANEL_W, FRAME_T, 0.03] }, 'wood', {
      ...at([
        [x, 0.02, z],
        [x, 0.02 + SHOJI_H - FRAME_T, z],
        [x, 0.2, z],
      ]),
      ...w,
    }),
    part(`${name}_paper`, { box: [inner, SHOJI_H - 0.2 - FRAME_T + 0.004, 0.004] }, 'paper', {
      at: [x, 0.2 + FRAME_T - 0.002, z],
      color: 0xf5f1e6,
      answersTo: ['paper'],
    }),
    part(`${name}_bar_v`, { box: [0.01, SHOJI_H - 0.2 - FRAME_T, 0.014] }, 'wood', {
      ...at(
        spaced(4, -inner / 2, inner / 2)
          .slice(1, 3)
          .map((dx) => [x + dx, 0.2 + FRAME_T, z + 0.005] as V3),
      ),
      ...w,
    }),
    part(`${name}_bar_h`, { box: [inner, 0.01, 0.014] }, 'wood', {
      ...at(
        spaced(7, 0.2 + FRAME_T, SHOJI_H - 0.01)
          .slice(1, 6)
          .map((y) => [x, y, z + 0.005] as V3),
      ),
      ...w,
    }),
    part(`${name}_kick_panel`, { box: [inner, 0.18 - FRAME_T, 0.012] }, 'wood', {
      at: [x, 0.02 + FRAME_T, z],
      color: 0xb08a5a,
      role: 'accent',
      answersTo: ['wood'],
    }),
  ];
}

const shoji: KindDecl = {
  kind: 'shoji',
  nouns: [
    'shoji',
    'shojis',
    'shoji screen',
    'shoji screens',
    'shoji door',
    'shoji doors',
    'japanese paper screen',
    'japanese sliding door',
    'rice paper screen',
    'rice paper door',
  ],
  size: [0.97, 0.9],
  parts: [
    part('track', { box: [0.94, 0.02, 0.08] }, 'wood', {
      color: 0x9c7a4c,
      role: 'accent',
      answersTo: ['track', 'wood'],
    }),
    ...shojiPanel('panel_1', -0.21, -0.016),
    ...shojiPanel('panel_2', 0.21, 0.016),
  ],
};

// --- Terrarium -----------------------------------------------------------------------------

const TERRA: V3 = [0.5, 0.38, 0.32];
const TPOST = 0.016;
const SOIL_H = 0.06;
const TERRA_BASE = 0.02;
const GROUND = TERRA_BASE + SOIL_H;

const terrarium: KindDecl = {
  kind: 'terrarium',
  nouns: [
    'terrarium',
    'terrariums',
    'terraria',
    'vivarium',
    'vivariums',
    'reptile tank',
    'lizard tank',
    'gecko tank',
    'plant terrarium',
  ],
  size: [0.44, 0.52],
  parts: [
    part('base', { box: [TERRA[0] + 0.02, TERRA_BASE, TERRA[2] + 0.02] }, 'plastic', {
      color: 0x1c1c1e,
      role: 'accent',
      answersTo: ['frame'],
    }),
    part('corner', { box: [TPOST, TERRA[1], TPOST] }, 'plastic', {
      ...at(
        [-1, 1].flatMap((sx) =>
          [-1, 1].map(
            (sz) =>
              [(sx * (TERRA[0] - TPOST)) / 2, TERRA_BASE, (sz * (TERRA[2] - TPOST)) / 2] as V3,
          ),
        ),
      ),
      color: 0x1c1c1e,
      role: 'accent',
      answersTo: ['frame'],
    }),
    part('lid', { box: [TERRA[0] + 0.02, 0.02, TERRA[2] + 0.02] }, 'steel', {
      at: [0, TERRA_BASE + TERRA[1], 0],
      color: 0x4a4c50,
      role: 'detail',
      answersTo: ['mesh', 'lid'],
    }),
    // The back wall is a rock backdrop; the front glass is drawn only by the frame.
    part('backdrop', { box: [TERRA[0] - 2 * TPOST, TERRA[1], 0.02] }, 'stone', {
      at: [0, TERRA_BASE, -TERRA[2] / 2 + 0.02],
      color: 0x6e5a45,
      role: 'fixed',
      answersTo: ['wall'],
    }),
    part('soil', { box: [TERRA[0] - 2 * TPOST, SOIL_H, TERRA[2] - 2 * TPOST] }, 'soil', {
      at: [0, TERRA_BASE, 0],
      color: 0x5a3e26,
      role: 'fixed',
      answersTo: ['soil', 'earth'],
    }),
    part('moss', { ellipsoid: [0.09, 0.02, 0.07] }, 'grass', {
      ...at([
        [-0.13, GROUND, 0.05],
        [0.1, GROUND, 0.08],
      ]),
      color: 0x4e8a2e,
      role: 'fixed',
      answersTo: ['moss', 'plants'],
    }),
    part('rock', { ellipsoid: [0.06, 0.04, 0.05] }, 'stone', {
      at: [0.14, GROUND, -0.06],
      color: 0x8a857c,
      role: 'fixed',
      answersTo: ['stones'],
    }),
    rod('branch', [-0.22, GROUND, -0.1], [0.12, GROUND + 0.2, -0.09], 0.014, 'bark', {
      color: 0x6b4a2e,
      role: 'fixed',
      answersTo: ['branch', 'wood'],
    }),
    ...[
      [-0.17, -0.06],
      [0.02, -0.08],
    ].flatMap(([x, z], k) =>
      [
        [-0.06, 0.16, 0.02],
        [0.0, 0.2, -0.02],
        [0.06, 0.15, 0.03],
        [0.03, 0.12, 0.07],
        [-0.04, 0.11, 0.06],
      ].map((tip, i) =>
        rod(
          `fern_${k + 1}_${i + 1}`,
          [x!, GROUND, z!],
          [x! + tip[0]!, GROUND + tip[1]!, z! + tip[2]!],
          0.009,
          'leaf',
          { color: 0x2f8f3a, role: 'fixed', answersTo: ['plants', 'plant', 'fern'] },
        ),
      ),
    ),
    // A small green lizard on the soil in front.
    part('lizard_body', { ellipsoid: [0.045, 0.016, 0.018] }, 'scales', {
      at: [0.0, GROUND + 0.01, 0.08],
      color: 0x7cbf3a,
      role: 'fixed',
      answersTo: ['lizard', 'gecko'],
    }),
    part('lizard_head', { ellipsoid: [0.02, 0.012, 0.014] }, 'scales', {
      at: [0.055, GROUND + 0.014, 0.084],
      color: 0x7cbf3a,
      role: 'fixed',
      answersTo: ['lizard', 'gecko'],
    }),
    part(
      'lizard_tail',
      {
        sweep: [
          [-0.04, GROUND + 0.008, 0.08],
          [-0.08, GROUND + 0.005, 0.1],
          [-0.11, GROUND + 0.004, 0.085],
        ],
        r: [0.01, 0.006, 0.002],
      },
      'scales',
      { color: 0x7cbf3a, role: 'fixed', answersTo: ['lizard', 'gecko'] },
    ),
    ...[-1, 1].flatMap((sx) =>
      [-1, 1].map((sz) =>
        rod(
          `lizard_leg_${sx < 0 ? 'back' : 'front'}_${sz < 0 ? 'l' : 'r'}`,
          [sx * 0.025, GROUND + 0.01, 0.08 + sz * 0.012],
          [sx * 0.035, GROUND + 0.002, 0.08 + sz * 0.03],
          0.005,
          'scales',
          { color: 0x7cbf3a, role: 'fixed', answersTo: ['lizard', 'gecko'] },
        ),
      ),
    ),
  ],
};

// --- Cobblestones and flagstones -----------------------------------------------------------

const COBBLE: V3 = [0.085, 0.04, 0.065];
const COBBLE_ROWS = 8;
const COBBLE_COLS = 8;
/** A bed of cobbles laid in courses, every other course moved half a stone along. */
const cobblePoints = (odd: boolean): V3[] =>
  Array.from({ length: COBBLE_ROWS }, (_, r) => r)
    .filter((r) => (r % 2 === 1) === odd)
    .flatMap((r) =>
      Array.from({ length: COBBLE_COLS - (r % 2) }, (_, c) => {
        const x = (c - (COBBLE_COLS - 1) / 2 + (r % 2) * 0.5) * (COBBLE[0] + 0.01);
        const z = (r - (COBBLE_ROWS - 1) / 2) * (COBBLE[2] + 0.01);
        return [x, 0.015, z] as V3;
      }),
    );

const cobblestone: KindDecl = {
  kind: 'cobblestone',
  nouns: [
    'cobblestone',
    'cobblestones',
    'cobbled street',
    'cobblestone street',
    'cobblestone road',
    'cobblestone pavement',
    'sett',
    'setts',
  ],
  size: [0.06, 0.78],
  parts: [
    part('sand_bed', { box: [0.8, 0.02, 0.62] }, 'soil', {
      color: 0x8f8576,
      role: 'fixed',
      answersTo: ['sand', 'ground'],
    }),
    part('cobble', { box: COBBLE, round: 0.016 }, 'stone', {
      ...at(cobblePoints(false)),
      color: 0x7b7d80,
      answersTo: ['stones', 'cobbles'],
    }),
    part('cobble_dark', { box: COBBLE, round: 0.016 }, 'stone', {
      ...at(cobblePoints(true)),
      color: 0x66676b,
      answersTo: ['stones', 'cobbles'],
    }),
  ],
};

/** Irregular flags as [x, z] footprints (each one's corners), with grass in the gaps. */
const FLAGS: ReadonlyArray<readonly V2[]> = [
  [
    [-0.36, -0.26],
    [-0.1, -0.28],
    [-0.06, -0.06],
    [-0.2, 0.0],
    [-0.37, -0.05],
  ],
  [
    [-0.07, -0.28],
    [0.17, -0.27],
    [0.2, -0.1],
    [0.1, -0.03],
    [-0.03, -0.07],
  ],
  [
    [0.2, -0.27],
    [0.37, -0.25],
    [0.36, 0.02],
    [0.22, 0.03],
    [0.13, 0.0],
    [0.23, -0.08],
  ],
  [
    [-0.37, -0.02],
    [-0.19, 0.03],
    [-0.14, 0.27],
    [-0.36, 0.26],
  ],
  [
    [-0.16, 0.03],
    [-0.04, -0.03],
    [0.12, 0.03],
    [0.08, 0.27],
    [-0.11, 0.27],
  ],
  [
    [0.15, 0.06],
    [0.36, 0.05],
    [0.37, 0.27],
    [0.11, 0.27],
  ],
];
/** Each flag drawn a little smaller about its own middle, so the grass shows between. */
const shrunk = (pts: readonly V2[]): V2[] => {
  const cx = pts.reduce((s, p) => s + p[0], 0) / pts.length;
  const cz = pts.reduce((s, p) => s + p[1], 0) / pts.length;
  return pts.map(([x, z]) => [cx + (x - cx) * 0.9, cz + (z - cz) * 0.9] as V2);
};
const FLAG_COLORS = [0xc4b08e, 0xaa9b82, 0xb8a283, 0x9f968a, 0xc9b796, 0xa8957a];

const flagstone: KindDecl = {
  kind: 'flagstone',
  nouns: [
    'flagstone',
    'flagstones',
    'flag stone',
    'flagstone path',
    'flagstone patio',
    'flagged path',
  ],
  size: [0.05, 0.8],
  parts: [
    part('grass', { box: [0.8, 0.02, 0.6] }, 'grass', {
      color: 0x5e8f36,
      role: 'fixed',
      answersTo: ['grass', 'ground'],
    }),
    ...FLAGS.map((pts, i) =>
      part(
        `flag_${i + 1}`,
        { plan: shrunk(pts).map(([x, z]) => [x, -z] as V2), height: 0.025 },
        'stone',
        {
          at: [0, 0.012, 0],
          color: FLAG_COLORS[i]!,
          answersTo: ['stones', 'flags', 'flagstones'],
        },
      ),
    ),
  ],
};

// --- Gearshift -----------------------------------------------------------------------------

const CONSOLE_H = 0.1;

const gearshift: KindDecl = {
  kind: 'gearshift',
  nouns: [
    'gearshift',
    'gearshifts',
    'gear shift',
    'gear stick',
    'gearstick',
    'gear lever',
    'shift lever',
    'shifter',
    'gear knob',
  ],
  size: [0.4, 0.36],
  parts: [
    part('console', { box: [0.26, CONSOLE_H, 0.36], round: 0.02 }, 'plastic', {
      color: 0x2a2b2e,
      role: 'accent',
      answersTo: ['console', 'plastic'],
    }),
    part('trim', { ring: 0.07, r: 0.008 }, 'chrome', {
      turn: [90, 0, 0],
      at: [0, CONSOLE_H, 0],
      color: 0xc8ccd0,
      role: 'detail',
      answersTo: ['chrome'],
    }),
    part(
      'boot',
      {
        lathe: [
          [0, 0],
          [0.07, 0],
          [0.062, 0.02],
          [0.054, 0.03],
          [0.05, 0.05],
          [0.038, 0.06],
          [0.032, 0.08],
          [0.02, 0.1],
          [0.014, 0.12],
          [0, 0.12],
        ],
        smooth: true,
      },
      'leather',
      { at: [0, CONSOLE_H, 0], color: 0x18181a, role: 'accent', answersTo: ['boot', 'leather'] },
    ),
    rod('lever', [0, CONSOLE_H + 0.1, 0], [0, CONSOLE_H + 0.22, 0], 0.009, 'chrome', {
      color: 0xc8ccd0,
      role: 'detail',
      answersTo: ['stick', 'chrome'],
    }),
    part('knob', { ellipsoid: [0.038, 0.034, 0.038] }, 'leather', {
      at: [0, CONSOLE_H + 0.255, 0],
      color: 0x202022,
      answersTo: ['knob'],
    }),
    part('knob_cap', { cyl: 0.004, r: 0.026 }, 'chrome', {
      at: [0, CONSOLE_H + 0.285, 0],
      color: 0xc8ccd0,
      role: 'detail',
      answersTo: ['chrome'],
    }),
  ],
};

// --- Credenza ------------------------------------------------------------------------------

const CRED: V3 = [1.4, 0.5, 0.45];
const CRED_LEG = 0.2;
const CRED_WOOD = 0x7a4a2a;

const credenza: KindDecl = {
  kind: 'credenza',
  nouns: ['credenza', 'credenzas', 'credence', 'low sideboard', 'media credenza'],
  size: [0.7, 1.4],
  surfaces: ['top'],
  parts: [
    part('body', { box: CRED, round: 0.01 }, 'wood', {
      at: [0, CRED_LEG, 0],
      color: CRED_WOOD,
      answersTo: ['cabinet', 'wood'],
    }),
    part('top', { box: [CRED[0] + 0.02, 0.025, CRED[2] + 0.02], round: 0.008 }, 'wood', {
      at: [0, CRED_LEG + CRED[1], 0],
      color: 0x6a3e22,
      answersTo: ['wood'],
    }),
    // Four doors across the front, each a panel standing a little proud, with a brass pull.
    part('door', { box: [CRED[0] / 4 - 0.02, CRED[1] - 0.06, 0.015] }, 'wood', {
      ...at(
        [-1.5, -0.5, 0.5, 1.5].map((k) => [(k * CRED[0]) / 4, CRED_LEG + 0.03, CRED[2] / 2] as V3),
      ),
      color: 0x8b5834,
      role: 'accent',
      answersTo: ['doors', 'wood'],
    }),
    part('pull', { box: [0.012, 0.1, 0.014], round: 0.004 }, 'brass', {
      ...at(
        [-1.5, -0.5, 0.5, 1.5].map(
          (k) =>
            [(k * CRED[0]) / 4 + (k < 0 ? 1 : -1) * 0.1, CRED_LEG + 0.2, CRED[2] / 2 + 0.012] as V3,
        ),
      ),
      color: 0xc59a3c,
      role: 'detail',
      answersTo: ['handles'],
    }),
    ...[-1, 1].flatMap((sx) =>
      [-1, 1].map((sz) =>
        part(
          `leg_${sx < 0 ? 'l' : 'r'}_${sz < 0 ? 'back' : 'front'}`,
          { cyl: CRED_LEG + 0.01, r: 0.018, rTop: 0.026 },
          'wood',
          {
            at: [sx * (CRED[0] / 2 - 0.08), 0, sz * (CRED[2] / 2 - 0.06)],
            color: 0x5a341c,
            role: 'accent',
            answersTo: ['legs', 'wood'],
          },
        ),
      ),
    ),
  ],
};

// --- Headboard -----------------------------------------------------------------------------

const HB_W = 1.5;
const HB_BOTTOM = 0.3;
const HB_H = 0.75;
const MATT_TOP = 0.5;

const headboard: KindDecl = {
  kind: 'headboard',
  nouns: ['headboard', 'headboards', 'bed headboard', 'upholstered headboard', 'tufted headboard'],
  size: [1.08, 1.5],
  parts: [
    part(
      'panel',
      {
        extrude: [
          [HB_W / 2, 0],
          ...arc([HB_W / 2 - 0.08, HB_H - 0.08], 0.08, 0, 90, 5),
          ...arc([-HB_W / 2 + 0.08, HB_H - 0.08], 0.08, 90, 180, 5),
          [-HB_W / 2, 0],
        ],
        depth: 0.1,
        round: 0.03,
      },
      'fabric',
      { at: [0, HB_BOTTOM, -0.05], color: 0x2f5d6a, answersTo: ['fabric', 'upholstery'] },
    ),
    // Deep buttons tufting the upholstery in a diamond grid.
    part('button', { ball: 0.014 }, 'fabric', {
      ...at(
        [0.22, 0.42, 0.62].flatMap((y, row) =>
          spaced(row % 2 === 0 ? 7 : 6, row % 2 === 0 ? -0.6 : -0.5, row % 2 === 0 ? 0.6 : 0.5).map(
            (x) => [x, HB_BOTTOM + y, 0.0] as V3,
          ),
        ),
      ),
      color: 0x22454f,
      role: 'detail',
      answersTo: ['buttons'],
    }),
    part('leg', { box: [0.06, HB_BOTTOM, 0.06] }, 'wood', {
      ...at([
        [-HB_W / 2 + 0.08, 0, -0.05],
        [HB_W / 2 - 0.08, 0, -0.05],
      ]),
      color: 0x4a2f1c,
      role: 'accent',
      answersTo: ['legs'],
    }),
    // The head of the bed in front of it: the mattress end and two pillows against it.
    part('mattress', { box: [HB_W - 0.1, MATT_TOP - 0.22, 0.6], round: 0.04 }, 'linen', {
      at: [0, 0.22, 0.33],
      color: 0xf3f1ec,
      role: 'fixed',
      answersTo: ['bed', 'mattress', 'sheet'],
    }),
    part('bed_base', { box: [HB_W - 0.1, 0.2, 0.6] }, 'fabric', {
      at: [0, 0.02, 0.33],
      color: 0x4a4f57,
      role: 'fixed',
      answersTo: ['bed'],
    }),
    part('pillow', { ellipsoid: [0.3, 0.08, 0.17] }, 'linen', {
      ...at([
        [-0.34, MATT_TOP + 0.06, 0.16],
        [0.34, MATT_TOP + 0.06, 0.16],
      ]),
      color: 0xffffff,
      role: 'fixed',
      answersTo: ['pillows'],
    }),
  ],
};

// --- Auger ---------------------------------------------------------------------------------

const AUGER_TOP = 0.9;
const FLIGHT_TOP = 0.42;
/** The bit's spiral flight: a helix wound round the shaft from the tip upward. */
const FLIGHT: V3[] = Array.from({ length: 97 }, (_, i) => {
  const t = i / 96;
  const a = t * 6 * 2 * Math.PI;
  const r = 0.045 * Math.min(1, 0.3 + t * 4);
  return [r * Math.cos(a), 0.03 + t * (FLIGHT_TOP - 0.04), r * Math.sin(a)] as V3;
});

const auger: KindDecl = {
  kind: 'auger',
  nouns: ['auger', 'augers', 'hand auger', 'earth auger', 'post hole auger'],
  size: [0.92, 0.5],
  parts: [
    part('soil', { ellipsoid: [0.12, 0.025, 0.1] }, 'soil', {
      color: 0x6b4a2e,
      role: 'fixed',
      answersTo: ['earth', 'ground'],
    }),
    rod('shaft', [0, 0.02, 0], [0, AUGER_TOP - 0.02, 0], 0.011, 'steel', {
      color: 0x8c9096,
      role: 'accent',
      answersTo: ['metal', 'shaft'],
    }),
    part('flight', { sweep: FLIGHT, r: 0.01 }, 'steel', {
      color: 0x8c9096,
      role: 'accent',
      answersTo: ['metal', 'bit', 'screw'],
    }),
    part('tip', { cyl: 0.04, r: 0.001, rTop: 0.012 }, 'steel', {
      at: [0, 0.0, 0],
      color: 0x8c9096,
      role: 'accent',
      answersTo: ['metal', 'bit'],
    }),
    part('collar', { cyl: 0.04, r: 0.02 }, 'steel', {
      at: [0, AUGER_TOP - 0.05, 0],
      color: 0x5b5e63,
      role: 'detail',
    }),
    lyingX('handle', [0, AUGER_TOP - 0.005, 0], 0.5, 0.02, 'wood', {
      color: 0xa87440,
      answersTo: ['handle', 'grip', 'wood'],
    }),
  ],
};

// --- Crucible ------------------------------------------------------------------------------

const CRUC_H = 0.16;

const crucible: KindDecl = {
  kind: 'crucible',
  nouns: ['crucible', 'crucibles', 'smelting crucible', 'foundry crucible', 'melting crucible'],
  size: [0.24, 0.3],
  parts: [
    part('firebrick', { box: [0.28, 0.05, 0.2] }, 'brick', {
      color: 0xd9c7a0,
      role: 'accent',
      answersTo: ['base', 'brick'],
    }),
    part(
      'pot',
      {
        lathe: [
          [0.045, 0],
          [0.055, 0.02],
          [0.07, CRUC_H * 0.75],
          [0.074, CRUC_H],
        ],
        smooth: true,
        wall: 0.01,
      },
      'ceramic',
      { at: [0, 0.05, 0], color: 0x5a524a, answersTo: ['pot', 'clay', 'graphite'] },
    ),
    part('lip', { cyl: 0.008, r: 0.02 }, 'ceramic', {
      at: [0.07, 0.05 + CRUC_H - 0.004, 0],
      color: 0x5a524a,
      role: 'detail',
      answersTo: ['spout'],
    }),
    part('molten_metal', { cyl: 0.006, r: 0.066 }, 'paint', {
      at: [0, 0.05 + CRUC_H - 0.016, 0],
      color: 0xff6a00,
      role: 'fixed',
      answersTo: ['metal', 'melt'],
    }),
    part('glow', { ellipsoid: [0.035, 0.006, 0.035] }, 'paint', {
      at: [0, 0.05 + CRUC_H - 0.011, 0],
      color: 0xffc21a,
      role: 'fixed',
      answersTo: ['metal', 'melt'],
    }),
    // Tongs leaning against it.
    rod('tongs_1', [0.2, 0.05, 0.06], [0.08, 0.05 + CRUC_H * 0.8, 0.02], 0.006, 'iron', {
      color: 0x2e2e30,
      role: 'detail',
      answersTo: ['tongs'],
    }),
    rod('tongs_2', [0.2, 0.05, -0.03], [0.08, 0.05 + CRUC_H * 0.8, -0.02], 0.006, 'iron', {
      color: 0x2e2e30,
      role: 'detail',
      answersTo: ['tongs'],
    }),
  ],
};

// --- Ouija board ---------------------------------------------------------------------------

const OUIJA: V3 = [0.46, 0.012, 0.31];
const INK = 0x2a1c12;
/** Marks standing for letters along an arch: `n` of them over `a0`..`a1` degrees. */
const letterArc = (r: number, n: number, cz: number): V3[] =>
  spaced(n, 155, 25).map(
    (a) => [r * Math.cos(rad(a)), OUIJA[1], cz - r * 0.55 * Math.sin(rad(a))] as V3,
  );

const ouijaBoard: KindDecl = {
  kind: 'ouija board',
  nouns: ['ouija board', 'ouija boards', 'ouija', 'ouijas', 'spirit board', 'talking board'],
  size: [0.05, 0.46],
  parts: [
    part('board', { box: OUIJA, round: 0.01 }, 'wood', {
      color: 0xd8b57a,
      answersTo: ['wood', 'board'],
    }),
    part('letter_top', { box: [0.014, 0.002, 0.02] }, 'paint', {
      ...at(letterArc(0.17, 13, 0.06)),
      color: INK,
      role: 'fixed',
      answersTo: ['letters'],
    }),
    part('letter_low', { box: [0.014, 0.002, 0.02] }, 'paint', {
      ...at(letterArc(0.13, 13, 0.1)),
      color: INK,
      role: 'fixed',
      answersTo: ['letters'],
    }),
    part('number', { box: [0.012, 0.002, 0.018] }, 'paint', {
      ...at(spaced(10, -0.12, 0.12).map((x) => [x, OUIJA[1], 0.075] as V3)),
      color: INK,
      role: 'fixed',
      answersTo: ['numbers'],
    }),
    part('goodbye', { box: [0.12, 0.002, 0.018] }, 'paint', {
      at: [0, OUIJA[1], 0.12],
      color: INK,
      role: 'fixed',
      answersTo: ['letters'],
    }),
    part('sun', { cyl: 0.002, r: 0.025 }, 'paint', {
      at: [-0.18, OUIJA[1], -0.11],
      color: 0xc98a1c,
      role: 'fixed',
      answersTo: ['yes'],
    }),
    part('moon', { cyl: 0.002, r: 0.022 }, 'paint', {
      at: [0.18, OUIJA[1], -0.11],
      color: 0x3a3f52,
      role: 'fixed',
      answersTo: ['no'],
      minus: [{ shape: { cyl: 0.01, r: 0.02 }, at: [0.19, OUIJA[1] - 0.004, -0.115] }],
    }),
    // The heart-shaped planchette with its round window, resting on the letters.
    part(
      'planchette',
      {
        plan: [
          [0, 0.075],
          [0.035, 0.03],
          [0.05, -0.005],
          [0.045, -0.03],
          [0.025, -0.042],
          [0, -0.03],
          [-0.025, -0.042],
          [-0.045, -0.03],
          [-0.05, -0.005],
          [-0.035, 0.03],
        ].map(([x, z]) => [x!, -z!] as V2),
        height: 0.01,
      },
      'wood',
      {
        at: [0.04, OUIJA[1] + 0.012, 0.0],
        color: 0xf1e6cf,
        role: 'accent',
        answersTo: ['planchette', 'pointer'],
        minus: [{ shape: { cyl: 0.05, r: 0.014 }, at: [0.04, 0, -0.01] }],
      },
    ),
    part('leg', { cyl: 0.012, r: 0.005 }, 'plastic', {
      ...at([
        [0.04, OUIJA[1], -0.06],
        [0.005, OUIJA[1], 0.03],
        [0.075, OUIJA[1], 0.03],
      ]),
      color: 0x2a2a2a,
      role: 'fixed',
      answersTo: ['planchette'],
    }),
  ],
};

// --- Mainsail ------------------------------------------------------------------------------

const MAST_H = 1.6;
const BOOM_Y = 0.32;

const mainsail: KindDecl = {
  kind: 'mainsail',
  nouns: ['mainsail', 'mainsails', 'main sail', 'mainsheet sail'],
  size: [1.7, 1.1],
  parts: [
    part('deck', { box: [1.1, 0.06, 0.45], round: 0.02 }, 'wood', {
      color: 0xc49a64,
      role: 'accent',
      answersTo: ['deck', 'wood'],
    }),
    rod('mast', [-0.32, 0.06, 0], [-0.32, MAST_H, 0], 0.022, 'aluminum', {
      color: 0xc8ccd0,
      role: 'detail',
      answersTo: ['mast'],
    }),
    rod('boom', [-0.32, BOOM_Y, 0], [0.62, BOOM_Y, 0], 0.018, 'aluminum', {
      color: 0xc8ccd0,
      role: 'detail',
      answersTo: ['boom'],
    }),
    // The sail: a tall triangle from the masthead to the boom's end, its leech gently curved.
    part(
      'sail',
      {
        extrude: [
          [-0.3, BOOM_Y + 0.03],
          [0.6, BOOM_Y + 0.03],
          [0.52, BOOM_Y + 0.4],
          [0.38, BOOM_Y + 0.75],
          [0.18, BOOM_Y + 1.05],
          [-0.3, MAST_H - 0.04],
        ],
        depth: 0.006,
      },
      'linen',
      { color: 0xf6f4ee, answersTo: ['sail', 'canvas', 'cloth'] },
    ),
    part('batten', { box: [0.3, 0.012, 0.012] }, 'plastic', {
      ...at([
        [0.36, BOOM_Y + 0.4, 0.004],
        [0.22, BOOM_Y + 0.75, 0.004],
      ]),
      color: 0xb9bcc2,
      role: 'fixed',
      answersTo: ['battens'],
    }),
    rod('sheet_line', [0.58, BOOM_Y, 0], [0.45, 0.06, 0], 0.004, 'fabric', {
      color: 0x2f4f8f,
      role: 'fixed',
      answersTo: ['rope', 'line'],
    }),
  ],
};

// --- Fulcrum -------------------------------------------------------------------------------

const PIVOT_H = 0.16;

const fulcrum: KindDecl = {
  kind: 'fulcrum',
  nouns: ['fulcrum', 'fulcrums', 'fulcra', 'lever and fulcrum', 'lever on a fulcrum'],
  size: [0.35, 1.0],
  parts: [
    // A triangular wedge seen end-on from the front, the lever balanced on its apex.
    part(
      'wedge',
      {
        extrude: [
          [-0.11, 0],
          [0.11, 0],
          [0, PIVOT_H],
        ],
        depth: 0.14,
      },
      'wood',
      { color: 0xb3202a, answersTo: ['wedge', 'pivot', 'fulcrum'] },
    ),
    part('plank', { box: [1.0, 0.03, 0.1], round: 0.006 }, 'wood', {
      turn: [0, 0, -8],
      at: [0.0, PIVOT_H - 0.002, 0],
      color: 0xd4a868,
      role: 'accent',
      answersTo: ['lever', 'plank', 'beam', 'wood'],
    }),
    // A heavy weight on the short-looking end, a light one lifted on the other.
    part('load', { box: [0.14, 0.12, 0.1], round: 0.01 }, 'iron', {
      turn: [0, 0, -8],
      at: [0.36, PIVOT_H - 0.028, 0],
      color: 0x3a3d42,
      role: 'detail',
      answersTo: ['weight', 'load'],
    }),
    part('effort', { ball: 0.045 }, 'plastic', {
      at: [-0.4, PIVOT_H + 0.13, 0],
      color: 0x2f7fd0,
      role: 'detail',
      answersTo: ['ball', 'weight'],
    }),
  ],
};

// --- Camshaft ------------------------------------------------------------------------------

const CAM_Y = 0.04;
/** One cam lobe's egg outline, its nose turned `a` degrees about the shaft. */
const lobe = (a: number): V2[] =>
  Array.from({ length: 24 }, (_, i) => {
    const t = (i / 24) * 2 * Math.PI;
    const r = 0.022 + 0.014 * Math.max(0, Math.cos(t)) ** 2;
    const [y, z] = [r * Math.cos(t), r * Math.sin(t)];
    const c = Math.cos(rad(a));
    const s = Math.sin(rad(a));
    return [y * c - z * s, y * s + z * c] as V2;
  });

const camshaft: KindDecl = {
  kind: 'camshaft',
  nouns: ['camshaft', 'camshafts', 'cam shaft', 'cam shafts', 'engine camshaft'],
  size: [0.08, 0.72],
  parts: [
    lyingX('shaft', [0, CAM_Y, 0], 0.66, 0.011, 'steel', {
      color: 0x9ea2a8,
      answersTo: ['shaft', 'steel'],
    }),
    ...spaced(8, -0.26, 0.22).map((x, i) =>
      part(
        `lobe_${i + 1}`,
        { extrude: lobe(i * 90 + (i % 2) * 45).map(([y, z]) => [z, y + CAM_Y] as V2), depth: 0.02 },
        'steel',
        {
          turn: [0, 90, 0],
          at: [x, 0, 0],
          color: 0xb7bbc1,
          answersTo: ['lobes', 'cams', 'steel'],
        },
      ),
    ),
    ...spaced(4, -0.29, 0.255).map((x, i) =>
      lyingX(`journal_${i + 1}`, [x, CAM_Y, 0], 0.02, 0.02, 'steel', {
        color: 0xd3d6da,
        role: 'detail',
        answersTo: ['journals', 'bearings'],
      }),
    ),
    lyingX('sprocket', [0.31, CAM_Y, 0], 0.02, 0.04, 'steel', {
      color: 0x6f7379,
      role: 'detail',
      answersTo: ['gear', 'sprocket'],
    }),
  ],
};

// --- Dishpan -------------------------------------------------------------------------------

const PAN_H = 0.13;

const dishpan: KindDecl = {
  kind: 'dishpan',
  nouns: ['dishpan', 'dishpans', 'dish pan', 'washing-up bowl', 'washing up bowl', 'dish tub'],
  size: [0.22, 0.42],
  parts: [
    part(
      'tub',
      {
        plan: [
          [-0.16, -0.12],
          [0.16, -0.12],
          [0.16, 0.12],
          [-0.16, 0.12],
        ],
        height: PAN_H,
        taper: [1.2, 1.2],
      },
      'plastic',
      {
        color: 0x3fa7c9,
        answersTo: ['tub', 'plastic'],
        minus: [
          {
            shape: {
              plan: [
                [-0.15, -0.11],
                [0.15, -0.11],
                [0.15, 0.11],
                [-0.15, 0.11],
              ],
              height: PAN_H,
              taper: [1.2, 1.2],
            },
            at: [0, 0.012, 0],
          },
        ],
      },
    ),
    part('suds', { box: [0.34, 0.01, 0.25] }, 'snow', {
      at: [0, PAN_H - 0.04, 0],
      color: 0xf8fbff,
      role: 'fixed',
      answersTo: ['suds', 'water', 'foam'],
    }),
    part('bubble', { ball: 0.015 }, 'snow', {
      ...at([
        [-0.1, PAN_H - 0.045, 0.05],
        [-0.07, PAN_H - 0.045, 0.08],
        [0.09, PAN_H - 0.045, -0.06],
        [0.12, PAN_H - 0.045, 0.04],
      ]),
      color: 0xf8fbff,
      role: 'fixed',
      answersTo: ['suds', 'foam'],
    }),
    // A plate and a mug standing in the water.
    part('plate', { cyl: 0.008, r: 0.085 }, 'ceramic', {
      turn: [80, 0, 0],
      at: [-0.02, PAN_H - 0.055, -0.06],
      color: 0xf4f1ea,
      role: 'fixed',
      answersTo: ['dishes', 'plate'],
    }),
    part('mug', { cyl: 0.07, r: 0.03 }, 'ceramic', {
      at: [0.08, PAN_H - 0.06, 0.03],
      color: 0xd9483b,
      role: 'fixed',
      answersTo: ['dishes', 'mug'],
    }),
  ],
};

// --- Teleprompter --------------------------------------------------------------------------

const CAM_H = 1.2;
const HOOD_Z = 0.2;

const teleprompter: KindDecl = {
  kind: 'teleprompter',
  nouns: ['teleprompter', 'teleprompters', 'autocue', 'autocues', 'prompter', 'camera prompter'],
  size: [1.5, 0.9],
  parts: [
    // A tripod under a video camera, the prompter's hood on the camera's front.
    ...[0, 120, 240].map((a, i) =>
      rod(
        `tripod_leg_${i + 1}`,
        [0, CAM_H - 0.12, 0],
        [0.38 * Math.sin(rad(a)), 0.01, 0.38 * Math.cos(rad(a)) - 0.05],
        0.014,
        'aluminum',
        { color: 0x2a2b2e, role: 'detail', answersTo: ['tripod', 'legs'] },
      ),
    ),
    part('head', { box: [0.1, 0.1, 0.1] }, 'plastic', {
      at: [0, CAM_H - 0.12, 0],
      color: 0x2a2b2e,
      role: 'detail',
      answersTo: ['tripod'],
    }),
    part('camera', { box: [0.16, 0.18, 0.34], round: 0.015 }, 'plastic', {
      at: [0, CAM_H - 0.02, -0.08],
      color: 0x3a3c40,
      role: 'accent',
      answersTo: ['camera'],
    }),
    facingZ('lens', [0, CAM_H + 0.07, 0.09], 0.12, 0.045, 'plastic', {
      color: 0x1a1a1c,
      role: 'detail',
      answersTo: ['camera', 'lens'],
    }),
    // The hood: a black box open at the front, the glass leaning back at 45 degrees across
    // its mouth with the script's lines shining on it.
    part('hood_floor', { box: [0.4, 0.02, 0.36] }, 'plastic', {
      at: [0, CAM_H - 0.12, HOOD_Z + 0.18],
      color: 0x1c1c1e,
      answersTo: ['hood', 'frame'],
    }),
    part('hood_side', { box: [0.02, 0.36, 0.36] }, 'plastic', {
      ...at([
        [-0.2, CAM_H - 0.12, HOOD_Z + 0.18],
        [0.2, CAM_H - 0.12, HOOD_Z + 0.18],
      ]),
      color: 0x1c1c1e,
      answersTo: ['hood', 'frame'],
    }),
    part('hood_back', { box: [0.4, 0.36, 0.02] }, 'plastic', {
      at: [0, CAM_H - 0.12, HOOD_Z + 0.01],
      color: 0x1c1c1e,
      answersTo: ['hood', 'frame'],
    }),
    part('glass', { box: [0.38, 0.46, 0.006] }, 'glass', {
      turn: [-45, 0, 0],
      at: [0, CAM_H - 0.1, HOOD_Z + 0.36],
      color: 0x3c4a5a,
      role: 'fixed',
      answersTo: ['glass', 'screen'],
    }),
    ...spaced(6, 0.07, 0.37).map((d, i) =>
      part(`text_line_${i + 1}`, { box: [i % 2 === 0 ? 0.28 : 0.22, 0.016, 0.003] }, 'light', {
        turn: [-45, 0, 0],
        at: [0, CAM_H - 0.1 + d * Math.SQRT1_2, HOOD_Z + 0.36 - d * Math.SQRT1_2 + 0.008],
        color: 0xffffff,
        role: 'fixed',
        answersTo: ['text', 'script'],
      }),
    ),
  ],
};

// --- Bedpost -------------------------------------------------------------------------------

const POST_H = 1.5;
/** A turned post: a square-ish foot, a vase, rings and a long shaft up to an acorn finial. */
const POST_PROFILE: V2[] = [
  [0, 0],
  [0.045, 0],
  [0.045, 0.35],
  [0.03, 0.37],
  [0.055, 0.45],
  [0.03, 0.55],
  [0.04, 0.58],
  [0.026, 0.61],
  [0.024, 1.25],
  [0.036, 1.28],
  [0.024, 1.31],
  [0.022, 1.38],
  [0.034, 1.42],
  [0.03, 1.47],
  [0.012, POST_H - 0.01],
  [0, POST_H],
];

const bedpost: KindDecl = {
  kind: 'bedpost',
  nouns: ['bedpost', 'bedposts', 'bed post', 'bed posts', 'four-poster post', 'bedstead post'],
  size: [1.5, 0.9],
  parts: [
    part('post', { lathe: POST_PROFILE, smooth: true }, 'wood', {
      at: [0.38, 0, 0.3],
      color: 0x6e4326,
      answersTo: ['post', 'wood'],
    }),
    // The foot of the bed it stands at: a low footboard, the mattress end and a throw.
    part('footboard', { box: [0.76, 0.42, 0.04], round: 0.01 }, 'wood', {
      at: [0, 0.08, 0.3],
      color: 0x6e4326,
      role: 'accent',
      answersTo: ['bed', 'wood'],
    }),
    part('rail', { box: [0.04, 0.12, 0.9] }, 'wood', {
      at: [0.38, 0.25, -0.15],
      color: 0x6e4326,
      role: 'accent',
      answersTo: ['bed', 'wood'],
    }),
    part('mattress', { box: [0.74, 0.22, 0.9], round: 0.04 }, 'linen', {
      at: [0, 0.37, -0.16],
      color: 0xf3f1ec,
      role: 'fixed',
      answersTo: ['bed', 'mattress'],
    }),
    part('throw', { box: [0.76, 0.02, 0.4], round: 0.008 }, 'fabric', {
      at: [0, 0.59, 0.0],
      color: 0x9c2f3a,
      role: 'fixed',
      answersTo: ['blanket', 'throw'],
    }),
  ],
};

export const S27_TAIL_KINDS: readonly KindDecl[] = [
  gargoyle,
  glockenspiel,
  mangle,
  porthole,
  doily,
  shoji,
  terrarium,
  cobblestone,
  flagstone,
  gearshift,
  credenza,
  headboard,
  auger,
  crucible,
  ouijaBoard,
  mainsail,
  fulcrum,
  camshaft,
  dishpan,
  teleprompter,
  bedpost,
];
