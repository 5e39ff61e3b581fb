/**
 * Everyday things said often (film subtitles, SUBTLEX-US) that still came out unknown (issue
 * #32, session 26; docs/decisions.md, "Everyday things said often and still unknown"). Each is
 * drawn as the thing a person pictures, so that it reads in a small render from the default
 * camera: a glass fish tank with blue water, gravel, plants and two fish; a green steel
 * dumpster with one lid up; a red hand truck with a box on its nose plate; a rope noose
 * hanging from a beam below its coiled knot; an iron gate latch dropped into its catch; a
 * stone cell's corner with a barred door, a barred window, chains and straw; a runway with
 * its markings and lights and an airliner on it; a laid patch of glazed tiles; an upright
 * arcade cabinet; a hyperboloid cooling tower under its steam; a theatre stage between red
 * curtains; a pack of chewing gum with a pink ball; a block of tofu with cubes cut off; a tin
 * of caviar with a mother-of-pearl spoon; a fork, a knife and a spoon on a napkin.
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { at, facingZ, lyingX, part, rod, spaced } from './part-shorthand.ts';

/**
 * A side outline given as [z, y] (front +Z), pushed `length` along X: the extrude's [x, y]
 * outline is [-z, y], then a quarter turn about Y carries its x onto -Z and its depth onto X.
 */
function sideways(outline: readonly V2[]): { extrude: V2[] } {
  return { extrude: outline.map(([z, y]) => [-z, y] as V2) };
}
const SIDEWAYS: V3 = [0, 90, 0];

/** A footprint symmetric about x = 0 from [z, half width] pairs, far end (-Z) first. */
function symmetric(rows: ReadonlyArray<readonly [number, number]>): V2[] {
  return [
    ...rows.map(([z, w]) => [w, z] as V2),
    ...[...rows].reverse().map(([z, w]) => [-w, z] as V2),
  ];
}

/** A fold-waved footprint (a curtain, seen from above): `width` along X from `x0`. */
function folds(x0: number, width: number, thick: number, n: number): V2[] {
  const steps = n * 4;
  const front: V2[] = [];
  const back: V2[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = x0 + (width * i) / steps;
    const wave = Math.sin((i / steps) * n * 2 * Math.PI) * thick * 0.5;
    front.push([x, wave + thick * 0.5]);
    back.push([x, wave - thick * 0.5]);
  }
  return [...front, ...back.reverse()];
}

// --- Aquarium ------------------------------------------------------------------------------

const TANK: V3 = [0.8, 0.42, 0.36];
const BASE_H = 0.03;
const POST = 0.018;
/** The tank's inside: its glass is drawn by the frame round it (no part of the scene is see-through). */
const INNER: V3 = [TANK[0] - 2 * POST, TANK[1], TANK[2] - 2 * POST];
const WATER_H = 0.36;
const SHELL = 0.01;

/** A small fish: a flattened body and a tail behind it, facing +X (or -X when `dir` is -1). */
function fish(name: string, c: V3, dir: 1 | -1, color: number, len = 0.036): PartDecl[] {
  const tail: V2[] = [
    [0, 0],
    [-len * 0.8, len * 0.5],
    [-len * 0.8, -len * 0.5],
  ];
  return [
    part(`${name}_body`, { ellipsoid: [len, len * 0.55, len * 0.28] }, 'scales', {
      at: c,
      color,
      role: 'fixed',
      answersTo: ['fish', 'fishes'],
    }),
    part(
      `${name}_tail`,
      { extrude: tail.map(([x, y]) => [x * dir, y] as V2), depth: len * 0.12 },
      'scales',
      {
        at: [c[0] - dir * len * 0.8, c[1], c[2]],
        color,
        role: 'fixed',
        answersTo: ['fish', 'fishes'],
      },
    ),
    part(`${name}_eye`, { ball: len * 0.12 }, 'eye', {
      at: [c[0] + dir * len * 0.55, c[1] + len * 0.12, c[2] + len * 0.2],
      role: 'fixed',
    }),
  ];
}

/** Blades of a water plant rising from the gravel at `foot`. */
function waterPlant(name: string, foot: V3, tips: readonly V3[]): PartDecl[] {
  return tips.map((tip, i) =>
    rod(
      `${name}_${i + 1}`,
      foot,
      [foot[0] + tip[0], foot[1] + tip[1], foot[2] + tip[2]],
      0.008,
      'leaf',
      {
        color: 0x2f8f3a,
        role: 'fixed',
        answersTo: ['plants', 'plant', 'weed'],
      },
    ),
  );
}

const TANK_FLOOR = BASE_H;
const WATER_TOP = TANK_FLOOR + WATER_H;

const aquarium: KindDecl = {
  kind: 'aquarium',
  nouns: [
    'aquarium',
    'aquariums',
    'aquaria',
    'fish tank',
    'fish tanks',
    'fishtank',
    'goldfish tank',
    'tropical fish tank',
    'fishbowl',
    'fish bowl',
    'goldfish bowl',
  ],
  size: [0.5, 0.82],
  parts: [
    part('base', { box: [TANK[0] + 0.02, BASE_H, TANK[2] + 0.02] }, 'plastic', {
      color: 0x1c1c1e,
      answersTo: ['frame', 'trim', 'stand'],
    }),
    part('corner', { box: [POST, TANK[1], POST] }, 'plastic', {
      ...at(
        [-1, 1].flatMap((sx) =>
          [-1, 1].map(
            (sz) => [(sx * (TANK[0] - POST)) / 2, BASE_H, (sz * (TANK[2] - POST)) / 2] as V3,
          ),
        ),
      ),
      color: 0x1c1c1e,
      answersTo: ['frame', 'trim'],
    }),
    // The water seen through the front glass: its back and sides, and its surface near the top.
    part('water', { box: [INNER[0], WATER_H, SHELL] }, 'glass', {
      at: [0, TANK_FLOOR, -INNER[2] / 2 + SHELL / 2],
      color: 0x3a8fd8,
      role: 'fixed',
    }),
    part('water_side', { box: [SHELL, WATER_H, INNER[2]] }, 'glass', {
      ...at([
        [-INNER[0] / 2 + SHELL / 2, TANK_FLOOR, 0],
        [INNER[0] / 2 - SHELL / 2, TANK_FLOOR, 0],
      ]),
      color: 0x62a8e4,
      role: 'fixed',
      answersTo: ['water'],
    }),
    part('water_surface', { box: [INNER[0], 0.006, INNER[2]] }, 'glass', {
      at: [0, WATER_TOP - 0.006, 0],
      color: 0x8cc4ee,
      role: 'fixed',
      answersTo: ['water'],
    }),
    part('gravel', { box: [INNER[0], 0.035, INNER[2]] }, 'stone', {
      at: [0, TANK_FLOOR, 0],
      color: 0xc9a46a,
      role: 'detail',
      answersTo: ['sand', 'stones'],
    }),
    part('rock', { ellipsoid: [0.07, 0.05, 0.05] }, 'stone', {
      at: [0.08, TANK_FLOOR + 0.035, -0.09],
      color: 0x7a746c,
      role: 'fixed',
      answersTo: ['stones', 'ornament'],
    }),
    ...waterPlant(
      'plant_a',
      [-0.27, TANK_FLOOR + 0.02, -0.08],
      [
        [-0.05, 0.27, -0.02],
        [0.0, 0.31, 0.03],
        [0.05, 0.24, -0.03],
        [-0.02, 0.2, 0.05],
      ],
    ),
    ...waterPlant(
      'plant_b',
      [0.27, TANK_FLOOR + 0.02, -0.1],
      [
        [0.04, 0.22, 0.0],
        [-0.03, 0.26, 0.03],
        [0.0, 0.17, -0.04],
      ],
    ),
    // One fish nosing out of the weed, one at the back glass.
    ...fish('fish_1', [-0.2, 0.27, -0.055], 1, 0xf07a1a),
    ...fish('fish_2', [0.14, 0.19, -0.142], -1, 0xf2c230),
    part('lid', { box: [TANK[0] + 0.02, 0.035, TANK[2] + 0.02] }, 'plastic', {
      at: [0, BASE_H + TANK[1], 0],
      color: 0x1c1c1e,
      answersTo: ['frame', 'trim', 'hood', 'cover'],
      // Open at the front half, where food goes in and the light comes from.
      minus: [
        {
          shape: { box: [TANK[0] - 0.06, 0.1, TANK[2] / 2] },
          at: [0, BASE_H + TANK[1] - 0.05, TANK[2] / 4 - 0.01],
        },
      ],
    }),
  ],
  looks: {
    // A fishbowl is the round goldfish bowl, not the tank: one goldfish in it.
    fishbowl: bowlLook(),
    'fish bowl': bowlLook(),
    'goldfish bowl': bowlLook(),
  },
};

/** The round goldfish bowl in the tank's place: a ball of water under the bowl's glass neck. */
function bowlLook(): { drop: string[]; parts: PartDecl[] } {
  return {
    drop: [
      'base',
      'corner',
      'water',
      'water_side',
      'water_surface',
      'gravel',
      'rock',
      'lid',
      'plant_a_1',
      'plant_a_2',
      'plant_a_3',
      'plant_a_4',
      'plant_b_1',
      'plant_b_2',
      'plant_b_3',
      'fish_2_body',
      'fish_2_tail',
      'fish_2_eye',
      'fish_1_body',
      'fish_1_tail',
      'fish_1_eye',
    ],
    parts: [
      part(
        'water',
        {
          lathe: [
            [0.075, 0],
            [0.12, 0.035],
            [0.148, 0.1],
            [0.142, 0.17],
            [0.118, 0.205],
          ],
          smooth: true,
        },
        'glass',
        { color: 0x3a8fd8, role: 'fixed' },
      ),
      part(
        'bowl',
        {
          lathe: [
            [0.124, 0.195],
            [0.104, 0.235],
            [0.1, 0.26],
          ],
          wall: 0.005,
        },
        'glass',
        { role: 'fixed', answersTo: ['glass', 'neck'] },
      ),
      part('rim', { ring: 0.1, r: 0.005 }, 'glass', {
        turn: [90, 0, 0],
        at: [0, 0.26, 0],
        role: 'fixed',
        answersTo: ['bowl', 'glass'],
      }),
      ...fish('fish', [-0.01, 0.11, 0.146], 1, 0xf07a1a, 0.032),
      ...waterPlant(
        'plant',
        [0.07, 0.03, 0.11],
        [
          [0.015, 0.07, 0.025],
          [-0.01, 0.06, 0.03],
        ],
      ),
    ],
  };
}

// --- Dumpster ------------------------------------------------------------------------------

const DUMP_LEN = 1.8;
const DUMP_FLOOR = 0.16;
/** The side: a low front leaning out, the top sloping up to a high back. */
const DUMP_SIDE: readonly V2[] = [
  [-0.5, DUMP_FLOOR],
  [0.45, DUMP_FLOOR],
  [0.56, 1.0],
  [-0.52, 1.2],
];
const DUMP_INSIDE: readonly V2[] = [
  [-0.44, DUMP_FLOOR + 0.08],
  [0.39, DUMP_FLOOR + 0.08],
  [0.5, 1.4],
  [-0.46, 1.4],
];
const LID_TILT = (Math.atan2(1.2 - 1.0, 0.56 + 0.52) * 180) / Math.PI;

const dumpster: KindDecl = {
  kind: 'dumpster',
  nouns: [
    'dumpster',
    'dumpsters',
    'waste container',
    'rubbish skip',
    'builders skip',
    "builder's skip",
    'trash dumpster',
    'garbage dumpster',
    'refuse container',
    'wheelie dumpster',
  ],
  size: [1.75, 2.0],
  parts: [
    part('body', { ...sideways(DUMP_SIDE), depth: DUMP_LEN }, 'paint', {
      turn: SIDEWAYS,
      minus: [{ shape: { ...sideways(DUMP_INSIDE), depth: DUMP_LEN - 0.08 }, turn: SIDEWAYS }],
      color: 0x2f6a3c,
      answersTo: ['container', 'bin', 'sides'],
    }),
    ...[-0.55, 0, 0.55].map((x, i) =>
      rod(`rib_${i + 1}`, [x, DUMP_FLOOR + 0.04, 0.46], [x, 0.97, 0.565], 0.025, 'paint', {
        color: 0x2f6a3c,
        answersTo: ['container', 'bin', 'sides'],
      }),
    ),
    // Bin bags heaped in the half whose lid stands open.
    part('bag', { ellipsoid: [0.26, 0.2, 0.24] }, 'plastic', {
      ...at([
        [0.42, 1.0, -0.05],
        [0.7, 0.98, -0.28],
      ]),
      color: 0x1e1e22,
      role: 'fixed',
      answersTo: ['bags', 'trash', 'garbage', 'rubbish'],
    }),
    part('lid_closed', { box: [0.88, 0.03, 1.16] }, 'plastic', {
      turn: [LID_TILT, 0, 0],
      at: [-0.45, 1.1, 0.02],
      color: 0x1c1c1e,
      role: 'accent',
      answersTo: ['lid', 'lids'],
    }),
    part('lid_open', { box: [0.88, 1.1, 0.03] }, 'plastic', {
      turn: [-12, 0, 0],
      at: [0.45, 1.17, -0.53],
      color: 0x1c1c1e,
      role: 'accent',
      answersTo: ['lid', 'lids'],
    }),
    // The sleeves a truck's forks lift it by, along each end.
    part('fork_pocket', { box: [0.1, 0.14, 0.95] }, 'paint', {
      ...at([
        [-0.94, 0.5, 0],
        [0.94, 0.5, 0],
      ]),
      color: 0x2f6a3c,
      answersTo: ['container', 'pockets'],
    }),
    part('bracket', { box: [0.09, 0.08, 0.09] }, 'darkMetal', {
      ...at([
        [-0.72, 0.1, 0.34],
        [0.72, 0.1, 0.34],
        [-0.72, 0.1, -0.38],
        [0.72, 0.1, -0.38],
      ]),
      role: 'detail',
      answersTo: ['wheels'],
    }),
    lyingX('wheel', [-0.72, 0.07, 0.34], 0.05, 0.07, 'rubber', {
      copies: [
        [1.44, 0, 0],
        [0, 0, -0.72],
        [1.44, 0, -0.72],
      ],
      role: 'fixed',
      answersTo: ['wheels', 'casters'],
    }),
  ],
};

// --- Hand truck ----------------------------------------------------------------------------

const RAIL_X = 0.2;
const RAIL_TOP = 1.15;
const RAIL_LEAN = -0.06;
const AXLE: V3 = [0, 0.13, -0.13];
/** Where a rail is at height y. */
const railZ = (y: number) => (RAIL_LEAN * y) / RAIL_TOP;

const handTruck: KindDecl = {
  kind: 'hand truck',
  nouns: [
    'hand truck',
    'hand trucks',
    'handtruck',
    'dolly',
    'dollies',
    'sack truck',
    'sack trucks',
    'two-wheeler',
    'box dolly',
    'moving dolly',
    'appliance dolly',
  ],
  size: [1.36, 0.7],
  parts: [
    part('nose_plate', { box: [0.46, 0.015, 0.25] }, 'steel', {
      at: [0, 0, 0.1],
      role: 'detail',
      answersTo: ['plate', 'toe plate', 'nose'],
    }),
    rod('rail', [RAIL_X, 0.01, 0], [RAIL_X, RAIL_TOP, RAIL_LEAN], 0.017, 'paint', {
      mirror: true,
      color: 0xc62828,
      answersTo: ['frame', 'rails'],
    }),
    part(
      'handle',
      {
        sweep: [
          [-RAIL_X, RAIL_TOP, RAIL_LEAN],
          [-RAIL_X, RAIL_TOP + 0.12, RAIL_LEAN - 0.02],
          [-RAIL_X + 0.06, RAIL_TOP + 0.19, RAIL_LEAN - 0.03],
          [RAIL_X - 0.06, RAIL_TOP + 0.19, RAIL_LEAN - 0.03],
          [RAIL_X, RAIL_TOP + 0.12, RAIL_LEAN - 0.02],
          [RAIL_X, RAIL_TOP, RAIL_LEAN],
        ],
        r: 0.017,
      },
      'paint',
      { color: 0xc62828, answersTo: ['frame', 'grip', 'handles'] },
    ),
    part('grip', { cyl: 0.26, r: 0.024 }, 'rubber', {
      turn: [0, 0, 90],
      at: [0.13, RAIL_TOP + 0.19, RAIL_LEAN - 0.03],
      role: 'fixed',
      answersTo: ['grips'],
    }),
    ...[0.4, 0.7, 0.98].map((y, i) =>
      lyingX(`crossbar_${i + 1}`, [0, y, railZ(y)], 2 * RAIL_X, 0.012, 'paint', {
        color: 0xc62828,
        answersTo: ['frame', 'bars'],
      }),
    ),
    rod('strut', [RAIL_X, 0.05, 0], [RAIL_X, AXLE[1], AXLE[2]], 0.015, 'paint', {
      mirror: true,
      color: 0xc62828,
      answersTo: ['frame'],
    }),
    lyingX('axle', AXLE, 0.7, 0.012, 'steel', { role: 'detail' }),
    lyingX('wheel', [0.3, AXLE[1], AXLE[2]], 0.07, 0.13, 'rubber', {
      copies: [[-0.6, 0, 0]],
      role: 'fixed',
      answersTo: ['wheels', 'tyres', 'tires'],
    }),
    lyingX('hub', [0.3, AXLE[1], AXLE[2]], 0.075, 0.06, 'steel', {
      copies: [[-0.6, 0, 0]],
      role: 'detail',
      answersTo: ['wheels'],
    }),
    part('box', { box: [0.4, 0.36, 0.3] }, 'paper', {
      at: [0, 0.015, 0.155],
      color: 0xb88a55,
      role: 'fixed',
      optional: 0.7,
      answersTo: ['boxes', 'carton', 'load', 'package'],
    }),
    part('box_tape', { box: [0.41, 0.37, 0.05] }, 'paper', {
      at: [0, 0.012, 0.155],
      color: 0xd8c8a0,
      role: 'fixed',
      optional: 0.7,
      answersTo: ['box', 'boxes', 'carton', 'load', 'package'],
    }),
  ],
};

// --- Noose ---------------------------------------------------------------------------------

const ROPE_X = 0.15;
const BEAM_Y = 1.78;
const KNOT_Y = 1.03;
const COILS = 8;
const COIL_STEP = 0.024;
const LOOP_R = 0.15;

const noose: KindDecl = {
  kind: 'noose',
  nouns: [
    'noose',
    'nooses',
    "hangman's noose",
    'hangmans noose',
    'hangman noose',
    "hangman's knot",
  ],
  size: [1.9, 0.92],
  parts: [
    part('post', { box: [0.12, BEAM_Y + 0.12, 0.12] }, 'wood', {
      at: [-0.5, 0, 0],
      color: 0x7a5a3a,
      role: 'accent',
      answersTo: ['gallows', 'wood'],
    }),
    part('beam', { box: [0.9, 0.12, 0.12] }, 'wood', {
      at: [-0.1, BEAM_Y, 0],
      color: 0x7a5a3a,
      role: 'accent',
      answersTo: ['gallows', 'wood'],
    }),
    rod('brace', [-0.5, BEAM_Y - 0.35, 0], [-0.2, BEAM_Y + 0.02, 0], 0.03, 'wood', {
      color: 0x7a5a3a,
      role: 'accent',
      answersTo: ['gallows', 'wood'],
    }),
    part('wrap', { ring: 0.074, r: 0.016 }, 'fabric', {
      turn: [0, 90, 0],
      at: [ROPE_X, BEAM_Y + 0.06, 0],
      color: 0xc6a572,
      answersTo: ['rope'],
    }),
    rod('rope', [ROPE_X, BEAM_Y, 0.0], [ROPE_X, KNOT_Y + 0.02, 0], 0.015, 'fabric', {
      color: 0xc6a572,
      answersTo: ['cord'],
    }),
    // The hangman's knot: the rope wound round itself in tight coils.
    part('coil', { ring: 0.028, r: 0.015 }, 'fabric', {
      turn: [90, 0, 0],
      at: [ROPE_X, KNOT_Y + 0.015, 0],
      repeat: { count: COILS, step: [0, COIL_STEP, 0], max: 13, word: 'coil' },
      color: 0xc6a572,
      answersTo: ['knot', 'rope', 'coils'],
    }),
    part('loop', { ring: LOOP_R, r: 0.015 }, 'fabric', {
      at: [ROPE_X, KNOT_Y - LOOP_R + 0.01, 0],
      color: 0xc6a572,
      answersTo: ['rope'],
    }),
    rod(
      'tail',
      [ROPE_X + 0.02, KNOT_Y + 0.01, 0.01],
      [ROPE_X + 0.05, KNOT_Y - 0.1, 0.03],
      0.014,
      'fabric',
      {
        color: 0xc6a572,
        answersTo: ['rope', 'end'],
      },
    ),
  ],
};

// --- Latch ---------------------------------------------------------------------------------

const LATCH_Y = 0.3;
const PLANK_FRONT = 0.015;
const BAR_Z = 0.04;

const latch: KindDecl = {
  kind: 'latch',
  nouns: [
    'latch',
    'latches',
    'door latch',
    'gate latch',
    'thumb latch',
    'drop latch',
    'gravity latch',
    'barn door latch',
    'bar latch',
  ],
  size: [0.6, 0.62],
  parts: [
    part('plank', { box: [0.13, 0.5, 0.03] }, 'wood', {
      ...at([
        [-0.37, 0.04, 0],
        [-0.235, 0.04, 0],
        [-0.1, 0.04, 0],
      ]),
      color: 0xa47c52,
      role: 'fixed',
      answersTo: ['gate', 'door', 'boards', 'planks', 'wood'],
    }),
    part('ledge', { box: [0.4, 0.08, 0.025] }, 'wood', {
      ...at([
        [-0.235, 0.1, -0.027],
        [-0.235, 0.42, -0.027],
      ]),
      color: 0x94704a,
      role: 'fixed',
      answersTo: ['gate', 'door', 'wood'],
    }),
    part('gatepost', { box: [0.12, 0.6, 0.12] }, 'wood', {
      at: [0.1, 0, PLANK_FRONT - 0.06],
      color: 0x8a6642,
      role: 'fixed',
      answersTo: ['post', 'frame', 'wood'],
    }),
    part('backplate', { box: [0.06, 0.11, 0.008] }, 'iron', {
      at: [-0.13, LATCH_Y - 0.045, PLANK_FRONT + 0.004],
      color: 0x2a2a2c,
      answersTo: ['plate'],
    }),
    facingZ('pivot', [-0.13, LATCH_Y + 0.011, PLANK_FRONT], 0.035, 0.009, 'iron', {
      color: 0x2a2a2c,
      answersTo: ['pin'],
    }),
    // The bar, pivoting on its pin and dropped into the catch on the post.
    part('bar', { box: [0.28, 0.022, 0.01] }, 'iron', {
      at: [-0.005, LATCH_Y, BAR_Z],
      color: 0x2a2a2c,
      answersTo: ['arm', 'lever'],
    }),
    rod(
      'knob',
      [-0.03, LATCH_Y + 0.011, BAR_Z + 0.004],
      [-0.03, LATCH_Y + 0.011, BAR_Z + 0.04],
      0.009,
      'iron',
      {
        color: 0x2a2a2c,
        answersTo: ['handle', 'thumb'],
      },
    ),
    part('catch_plate', { box: [0.05, 0.11, 0.008] }, 'iron', {
      at: [0.1, LATCH_Y - 0.06, PLANK_FRONT + 0.004],
      color: 0x2a2a2c,
      answersTo: ['catch', 'keeper', 'plate'],
    }),
    part(
      'catch',
      {
        extrude: [
          [-0.025, 0],
          [0.025, 0],
          [0.025, 0.055],
          [0.014, 0.055],
          [0.014, 0.012],
          [-0.014, 0.012],
          [-0.014, 0.055],
          [-0.025, 0.055],
        ],
        depth: 0.022,
      },
      'iron',
      {
        turn: [0, 90, 0],
        at: [0.1, LATCH_Y - 0.012, BAR_Z + 0.005],
        color: 0x2a2a2c,
        answersTo: ['keeper', 'hook'],
      },
    ),
  ],
};

// --- Dungeon -------------------------------------------------------------------------------

const ROOM = 3;
const FLOOR_H = 0.1;
const WALL_H = 2.6;
const BLOCK_STEP = 0.325;
const ROWS = 8;
/** Stone blocks laid in courses, every other course offset by half a block. */
function courses(face: 'back' | 'left'): { full: V3[]; half: V3[] } {
  const full: V3[] = [];
  const half: V3[] = [];
  for (let r = 0; r < ROWS; r++) {
    const y = FLOOR_H + 0.02 + r * BLOCK_STEP;
    const odd = r % 2 === 1;
    const along = odd ? spaced(5, -1.0, 1.0) : spaced(6, -1.25, 1.25);
    const put = (u: number): V3 => (face === 'back' ? [u, y, -1.27] : [-1.27, y, u]);
    for (const u of along) full.push(put(u));
    if (odd) half.push(put(-1.375), put(1.375));
  }
  return { full, half };
}
const BACK = courses('back');
const LEFT = courses('left');
const STONE = 0x8a857c;

/** A chain of links hanging from a ring on the back wall at x, ending in a shackle. */
function chain(name: string, x: number, top: number, links: number): PartDecl[] {
  const z = -1.21;
  const ys = Array.from({ length: links }, (_, i) => top - 0.05 - i * 0.065);
  const face = ys.filter((_, i) => i % 2 === 0).map((y) => [x, y, z] as V3);
  const edge = ys.filter((_, i) => i % 2 === 1).map((y) => [x, y, z] as V3);
  const last = ys[ys.length - 1]!;
  const chainPart = { role: 'detail' as const, answersTo: ['chains', 'chain'] };
  return [
    part(`${name}_plate`, { box: [0.1, 0.1, 0.03] }, 'iron', {
      at: [x, top - 0.02, -1.245],
      ...chainPart,
    }),
    part(`${name}_link`, { ring: 0.032, r: 0.009 }, 'iron', { ...at(face), ...chainPart }),
    part(`${name}_link_edge`, { ring: 0.032, r: 0.009 }, 'iron', {
      ...at(edge),
      turn: [0, 90, 0],
      ...chainPart,
    }),
    part(`${name}_shackle`, { ring: 0.06, r: 0.014 }, 'iron', {
      at: [x, last - 0.085, z],
      role: 'detail',
      answersTo: ['shackles', 'manacles', 'cuffs'],
    }),
  ];
}

/** Loose straws strewn on the floor: [x, z, angle°, length]. */
const STRAWS: ReadonlyArray<readonly [number, number, number, number]> = [
  [0.1, 0.2, 20, 0.35],
  [0.4, 0.5, -40, 0.3],
  [-0.2, 0.7, 75, 0.32],
  [0.9, 0.1, 110, 0.28],
  [0.7, 0.9, 5, 0.34],
  [-0.5, 0.1, -15, 0.3],
  [1.1, -0.3, 60, 0.3],
  [0.2, -0.2, 140, 0.34],
  [-0.1, 1.1, 35, 0.3],
  [1.0, 0.6, -70, 0.28],
];

const dungeon: KindDecl = {
  kind: 'dungeon',
  nouns: ['dungeon', 'dungeons', 'dungeon cell', 'prison cell', 'jail cell', 'oubliette'],
  size: [2.7, 3.1],
  parts: [
    part('floor', { box: [ROOM, FLOOR_H, ROOM] }, 'stone', {
      color: 0x4a4640,
      role: 'accent',
      answersTo: ['ground'],
    }),
    part('flagstone', { box: [0.56, 0.02, 0.56] }, 'stone', {
      ...at(
        spaced(5, -1.2, 1.2).flatMap((x) => spaced(5, -1.2, 1.2).map((z) => [x, FLOOR_H, z] as V3)),
      ),
      color: 0x77726a,
      role: 'accent',
      answersTo: ['floor', 'flagstones'],
    }),
    part('back_wall', { box: [ROOM, WALL_H, 0.2] }, 'stone', {
      at: [0, FLOOR_H, -1.4],
      color: 0x35322e,
      role: 'fixed',
      answersTo: ['mortar'],
    }),
    part('left_wall', { box: [0.2, WALL_H, ROOM] }, 'stone', {
      at: [-1.4, FLOOR_H, 0],
      color: 0x35322e,
      role: 'fixed',
      answersTo: ['mortar'],
    }),
    part('block', { box: [0.48, 0.3, 0.06] }, 'stone', {
      ...at([...BACK.full]),
      color: STONE,
      answersTo: ['walls', 'wall', 'stones', 'blocks'],
    }),
    part('block_half', { box: [0.23, 0.3, 0.06] }, 'stone', {
      ...at([...BACK.half]),
      color: STONE,
      answersTo: ['walls', 'wall', 'stones', 'blocks'],
    }),
    part('side_block', { box: [0.06, 0.3, 0.48] }, 'stone', {
      ...at([...LEFT.full]),
      color: 0x7e796f,
      answersTo: ['walls', 'wall', 'stones', 'blocks'],
    }),
    part('side_block_half', { box: [0.06, 0.3, 0.23] }, 'stone', {
      ...at([...LEFT.half]),
      color: 0x7e796f,
      answersTo: ['walls', 'wall', 'stones', 'blocks'],
    }),
    // A small barred window high in the back wall, dark beyond.
    part('window', { box: [0.56, 0.42, 0.04] }, 'stone', {
      at: [0.55, 1.9, -1.22],
      color: 0x0e0d0c,
      role: 'fixed',
    }),
    ...spaced(4, 0.37, 0.73).map((x, i) =>
      rod(`window_bar_${i + 1}`, [x, 1.9, -1.19], [x, 2.32, -1.19], 0.014, 'iron', {
        role: 'detail',
        answersTo: ['bars'],
      }),
    ),
    // The barred iron door in the left wall.
    part('doorway', { box: [0.04, 1.9, 0.96] }, 'stone', {
      at: [-1.22, FLOOR_H, 0.45],
      color: 0x0e0d0c,
      role: 'fixed',
    }),
    ...spaced(6, 0.05, 0.85).map((z, i) =>
      rod(
        `door_bar_${i + 1}`,
        [-1.18, FLOOR_H + 0.02, z],
        [-1.18, FLOOR_H + 1.86, z],
        0.018,
        'iron',
        {
          role: 'detail',
          answersTo: ['door', 'bars', 'gate'],
        },
      ),
    ),
    ...[0.25, 1.0, 1.75].map((h, i) =>
      part(`door_rail_${i + 1}`, { box: [0.04, 0.06, 0.92] }, 'iron', {
        at: [-1.17, FLOOR_H + h, 0.45],
        role: 'detail',
        answersTo: ['door', 'bars', 'gate'],
      }),
    ),
    ...chain('chain_1', -0.55, 1.85, 9),
    ...chain('chain_2', -0.05, 1.85, 9),
    part('straw_heap', { ellipsoid: [0.5, 0.13, 0.36] }, 'grass', {
      at: [0.75, FLOOR_H + 0.02, -0.6],
      color: 0xcfae55,
      role: 'fixed',
      answersTo: ['straw', 'hay'],
    }),
    ...STRAWS.map(([x, z, a, l], i) => {
      const dx = (Math.cos((a * Math.PI) / 180) * l) / 2;
      const dz = (Math.sin((a * Math.PI) / 180) * l) / 2;
      return rod(
        `straw_${i + 1}`,
        [x - dx, FLOOR_H + 0.025, z - dz],
        [x + dx, FLOOR_H + 0.025, z + dz],
        0.008,
        'grass',
        {
          color: 0xd6b85e,
          role: 'fixed',
          answersTo: ['straw', 'hay'],
        },
      );
    }),
  ],
};

// --- Runway --------------------------------------------------------------------------------

const STRIP: V3 = [14, 0.04, 4.6];
const PAINT_Y = STRIP[1];
const THRESHOLD_X = -5.9;

/** The bars of a seven-segment digit painted on the ground, read from the threshold (+X up). */
function digit(d: number, cx: number, cz: number): Array<{ at: V3; size: V3 }> {
  const w = 0.7;
  const h = 1.3;
  const segs: Record<string, [number, number, boolean]> = {
    a: [0, h / 2, true],
    g: [0, 0, true],
    d: [0, -h / 2, true],
    b: [w / 2, h / 4, false],
    c: [w / 2, -h / 4, false],
    e: [-w / 2, -h / 4, false],
    f: [-w / 2, h / 4, false],
  };
  const on: Record<number, string> = { 0: 'abcdef', 9: 'abcdfg' };
  return [...(on[d] ?? '')].map((s) => {
    const [u, v, across] = segs[s]!;
    return {
      at: [cx + v, PAINT_Y, cz + u],
      size: across ? [0.16, 0.01, w + 0.16] : [h / 2 + 0.08, 0.01, 0.16],
    };
  });
}

const paint = (name: string, size: V3, points: readonly V3[]): PartDecl =>
  part(name, { box: size }, 'paint', {
    ...at(points),
    color: 0xf2f2ee,
    role: 'fixed',
    answersTo: ['markings', 'lines', 'stripes'],
  });

/** An airliner from plain parts: fuselage, swept wings, engines, tail and wheels. */
function airliner(x0: number): PartDecl[] {
  const y = 0.72;
  const plane = (name: string, shape: PartDecl['shape'], more: Partial<PartDecl> = {}) =>
    part(name, shape, 'paint', {
      color: 0xf4f4f4,
      role: 'fixed',
      answersTo: ['airplane', 'plane', 'aircraft', 'jet'],
      ...more,
    });
  const wing: V2[] = [
    [x0 + 0.7, 0],
    [x0 - 0.65, 2.15],
    [x0 - 1.0, 2.15],
    [x0 - 0.35, 0],
    [x0 - 1.0, -2.15],
    [x0 - 0.65, -2.15],
  ];
  const stab: V2[] = [
    [x0 - 1.75, 0],
    [x0 - 2.3, 0.9],
    [x0 - 2.5, 0.9],
    [x0 - 2.3, 0],
    [x0 - 2.5, -0.9],
    [x0 - 2.3, -0.9],
  ];
  return [
    plane('fuselage', {
      capsule: [
        [x0 - 2.2, y + 0.12, 0],
        [x0 + 1.9, y, 0],
      ],
      r: 0.17,
      r2: 0.34,
    }),
    plane('wings', { plan: wing, height: 0.07 }, { at: [0, y - 0.16, 0] }),
    plane('stabiliser', { plan: stab, height: 0.05 }, { at: [0, y + 0.14, 0] }),
    plane(
      'fin',
      {
        extrude: [
          [x0 - 2.3, y + 0.1],
          [x0 - 1.55, y + 0.1],
          [x0 - 2.15, y + 1.05],
          [x0 - 2.45, y + 1.05],
        ],
        depth: 0.07,
      },
      { color: 0x1f4f9a, answersTo: ['tail', 'airplane', 'plane'] },
    ),
    part(
      'engine',
      {
        capsule: [
          [x0 - 0.35, y - 0.3, 0],
          [x0 + 0.35, y - 0.3, 0],
        ],
        r: 0.15,
      },
      'steel',
      {
        ...at([
          [0, 0, 1.0],
          [0, 0, -1.0],
        ]),
        role: 'fixed',
        answersTo: ['engines', 'airplane', 'plane'],
      },
    ),
    part('pylon', { box: [0.4, 0.16, 0.05] }, 'steel', {
      ...at([
        [x0 - 0.05, y - 0.2, 1.0],
        [x0 - 0.05, y - 0.2, -1.0],
      ]),
      role: 'fixed',
    }),
    part('cockpit', { box: [0.2, 0.1, 0.42] }, 'glass', {
      at: [x0 + 1.75, y + 0.14, 0],
      color: 0x20303c,
      role: 'fixed',
      answersTo: ['windows', 'windscreen'],
    }),
    part(
      'stripe',
      {
        capsule: [
          [x0 - 1.6, y + 0.02, 0],
          [x0 + 1.4, y, 0],
        ],
        r: 0.31,
      },
      'paint',
      {
        color: 0x1f4f9a,
        role: 'fixed',
        answersTo: ['livery'],
        minus: [
          { shape: { box: [5, 1, 1] }, at: [x0, y + 0.08, 0] },
          { shape: { box: [5, 1, 1] }, at: [x0, y - 1.08, 0] },
        ],
      },
    ),
    rod('gear_leg', [x0 + 1.45, 0.14, 0], [x0 + 1.45, y - 0.2, 0], 0.035, 'steel', {
      copies: [
        [-1.65, 0, 0.42],
        [-1.65, 0, -0.42],
      ],
      role: 'fixed',
      answersTo: ['landing gear'],
    }),
    facingZ('gear_wheel', [x0 + 1.45, 0.14 + PAINT_Y, -0.07], 0.14, 0.14, 'rubber', {
      copies: [
        [-1.65, 0, 0.42],
        [-1.65, 0, -0.42],
      ],
      role: 'fixed',
      answersTo: ['wheels', 'landing gear'],
    }),
  ];
}

const runway: KindDecl = {
  kind: 'runway',
  nouns: [
    'runway',
    'runways',
    'airstrip',
    'airstrips',
    'landing strip',
    'airport runway',
    'air strip',
    'tarmac runway',
  ],
  size: [1.85, 15.4],
  parts: [
    part('verge', { box: [STRIP[0] + 1.4, 0.02, STRIP[2] + 2.4] }, 'grass', {
      color: 0x5f8f46,
      role: 'detail',
      answersTo: ['grass', 'ground'],
    }),
    part('asphalt', { box: STRIP }, 'stone', {
      color: 0x34353a,
      answersTo: ['tarmac', 'surface', 'strip'],
    }),
    paint(
      'centre_line',
      [1.3, 0.01, 0.14],
      spaced(5, -2.0, 5.6).map((x) => [x, PAINT_Y, 0] as V3),
    ),
    paint(
      'edge_line',
      [STRIP[0] - 0.4, 0.01, 0.12],
      [
        [0, PAINT_Y, STRIP[2] / 2 - 0.2],
        [0, PAINT_Y, -STRIP[2] / 2 + 0.2],
      ],
    ),
    // The threshold's piano keys either side of the middle.
    paint(
      'threshold_bar',
      [1.8, 0.01, 0.22],
      [...spaced(4, -1.95, -0.75), ...spaced(4, 0.75, 1.95)].map(
        (z) => [THRESHOLD_X, PAINT_Y, z] as V3,
      ),
    ),
    ...[0, 9].flatMap((d, i) =>
      digit(d, -4.0, i === 0 ? -0.6 : 0.6).map((seg, j) =>
        paint(`number_${i + 1}_${j + 1}`, seg.size, [seg.at]),
      ),
    ),
    part('edge_light', { cyl: 0.14, r: 0.06 }, 'light', {
      ...at(
        spaced(8, -6.6, 6.6).flatMap((x) => [
          [x, 0, STRIP[2] / 2 + 0.15] as V3,
          [x, 0, -STRIP[2] / 2 - 0.15] as V3,
        ]),
      ),
      color: 0xfff0b0,
      role: 'fixed',
      answersTo: ['lights'],
    }),
    part('threshold_light', { cyl: 0.14, r: 0.06 }, 'light', {
      ...at(spaced(7, -2.1, 2.1).map((z) => [-STRIP[0] / 2 - 0.3, 0, z] as V3)),
      color: 0x3ad86a,
      role: 'fixed',
      answersTo: ['lights'],
    }),
    ...airliner(2.2),
  ],
};

// --- Tile ----------------------------------------------------------------------------------

const TILE = 0.15;
const TILE_T = 0.012;
const GROUT = 0.008;
const STEP = TILE + GROUT;
const BED: V3 = [3 * STEP + GROUT, 0.008, 2 * STEP + GROUT];
const BED_X = -0.12;
const patch = (odd: boolean): V3[] =>
  [-1, 0, 1].flatMap((i) =>
    [-0.5, 0.5]
      .filter((j) => (i + (j > 0 ? 1 : 0) + 2) % 2 === (odd ? 1 : 0))
      .map((j) => [BED_X + i * STEP, 0.004, j * STEP] as V3),
  );

const tileKind: KindDecl = {
  kind: 'tile',
  nouns: [
    'tile',
    'tiles',
    'floor tile',
    'floor tiles',
    'wall tile',
    'wall tiles',
    'bathroom tile',
    'kitchen tile',
    'glazed tile',
  ],
  size: [0.04, 0.72],
  parts: [
    part('grout', { box: BED }, 'plaster', {
      at: [BED_X, 0, 0],
      color: 0xbdb8ae,
      role: 'detail',
      answersTo: ['grout lines', 'mortar'],
    }),
    part('tile', { box: [TILE, TILE_T, TILE], round: 0.002 }, 'ceramic', {
      ...at(patch(false)),
      color: 0x2f6fae,
      answersTo: ['tiles'],
    }),
    part('tile_light', { box: [TILE, TILE_T, TILE], round: 0.002 }, 'ceramic', {
      ...at(patch(true)),
      color: 0xf1eee6,
      role: 'accent',
      answersTo: ['tiles'],
    }),
    // One lying loose beside the patch, and a short stack of three waiting to be laid.
    part('loose_tile', { box: [TILE, TILE_T, TILE], round: 0.002 }, 'ceramic', {
      turn: [0, 24, 0],
      at: [0.22, 0, 0.09],
      color: 0x2f6fae,
      answersTo: ['tiles'],
    }),
    ...[0, 1, 2].map((i) =>
      part(`stacked_tile_${i + 1}`, { box: [TILE, TILE_T, TILE], round: 0.002 }, 'ceramic', {
        turn: [0, -8 + i * 7, 0],
        at: [0.206 + i * 0.004, i * TILE_T, -0.1],
        color: i === 1 ? 0xf1eee6 : 0x2f6fae,
        role: i === 1 ? 'accent' : 'main',
        answersTo: ['tiles', 'stack'],
      }),
    ),
  ],
};

// --- Arcade machine ------------------------------------------------------------------------

/** The cabinet's side: foot, the control panel jutting forward, the screen leaning back. */
const CABINET_SIDE: readonly V2[] = [
  [-0.36, 0],
  [0.3, 0],
  [0.3, 0.86],
  [0.44, 0.96],
  [0.42, 1.02],
  [0.16, 1.05],
  [0.06, 1.52],
  [0.18, 1.56],
  [0.18, 1.82],
  [-0.36, 1.82],
];
const CAB_W = 0.58;
const SCREEN_TILT = (Math.atan2(0.1, 0.47) * 180) / Math.PI;
/** On the screen's face: a point `u` across and `v` up it from its bottom middle. */
const onScreen = (u: number, v: number, out = 0.012): V3 => {
  const t = (SCREEN_TILT * Math.PI) / 180;
  return [u, 1.06 + v * Math.cos(t), 0.13 - v * Math.sin(t) + out];
};

const arcadeMachine: KindDecl = {
  kind: 'arcade machine',
  nouns: [
    'arcade machine',
    'arcade machines',
    'arcade cabinet',
    'arcade game',
    'arcade games',
    'arcade',
    'video arcade',
    'penny arcade',
    'amusement arcade',
    'arcade video game',
    'coin-op',
  ],
  size: [1.82, 0.85],
  parts: [
    part('cabinet', { ...sideways(CABINET_SIDE), depth: CAB_W }, 'plastic', {
      turn: SIDEWAYS,
      color: 0x18181c,
      role: 'accent',
      answersTo: ['body', 'box'],
    }),
    part('side_panel', { ...sideways(CABINET_SIDE), depth: 0.03 }, 'paint', {
      turn: SIDEWAYS,
      at: [CAB_W / 2 + 0.015, 0, 0],
      copies: [[-CAB_W - 0.03, 0, 0]],
      color: 0x6a2ab8,
      answersTo: ['sides', 'side art', 'art'],
    }),
    // A bright band of side art across each side panel.
    part(
      'side_art',
      {
        ...sideways([
          [-0.34, 0.5],
          [0.28, 0.8],
          [0.28, 0.98],
          [-0.34, 0.72],
        ]),
        depth: 0.036,
      },
      'paint',
      {
        turn: SIDEWAYS,
        at: [CAB_W / 2 + 0.015, 0, 0],
        copies: [[-CAB_W - 0.03, 0, 0]],
        color: 0xf2c230,
        role: 'accent',
        answersTo: ['art', 'stripe'],
      },
    ),
    part('screen', { box: [0.44, 0.4, 0.02] }, 'glass', {
      turn: [-SCREEN_TILT, 0, 0],
      at: [0, 1.09, 0.13],
      color: 0x0c1030,
      role: 'fixed',
      answersTo: ['monitor', 'display'],
    }),
    // A game on the screen: invaders in a row and the player's ship below.
    part('invader', { box: [0.05, 0.035, 0.012] }, 'light', {
      ...at([-0.14, -0.05, 0.04, 0.13].map((u) => onScreen(u, 0.3))),
      turn: [-SCREEN_TILT, 0, 0],
      color: 0x5af078,
      role: 'fixed',
      answersTo: ['game'],
    }),
    part('invader_row', { box: [0.05, 0.035, 0.012] }, 'light', {
      ...at([-0.1, -0.01, 0.08].map((u) => onScreen(u, 0.22))),
      turn: [-SCREEN_TILT, 0, 0],
      color: 0xf05aa0,
      role: 'fixed',
      answersTo: ['game'],
    }),
    part('ship', { box: [0.06, 0.025, 0.012] }, 'light', {
      at: onScreen(0.02, 0.06),
      turn: [-SCREEN_TILT, 0, 0],
      color: 0x5ad0f0,
      role: 'fixed',
      answersTo: ['game'],
    }),
    part('marquee', { box: [CAB_W, 0.2, 0.03] }, 'light', {
      at: [0, 1.59, 0.18],
      color: 0xffd040,
      role: 'fixed',
      answersTo: ['sign', 'title'],
    }),
    part('bezel', { box: [CAB_W, 0.035, 0.05] }, 'paint', {
      at: [0, 1.52, 0.1],
      color: 0x6a2ab8,
      answersTo: ['sides'],
    }),
    part('control_panel', { box: [CAB_W, 0.03, 0.3] }, 'paint', {
      turn: [-6, 0, 0],
      at: [0, 0.99, 0.28],
      color: 0x2a2a34,
      role: 'fixed',
      answersTo: ['controls', 'panel'],
    }),
    rod('joystick', [-0.14, 1.0, 0.3], [-0.14, 1.12, 0.31], 0.012, 'steel', {
      role: 'fixed',
      answersTo: ['stick', 'controls'],
    }),
    part('joystick_ball', { ball: 0.03 }, 'plastic', {
      at: [-0.14, 1.13, 0.31],
      color: 0xd02020,
      role: 'fixed',
      answersTo: ['joystick', 'stick'],
    }),
    ...(
      [
        [0.02, 0xd02020],
        [0.09, 0x2a6ad8],
        [0.16, 0xf2c230],
        [0.055, 0x2ab84a],
        [0.125, 0xe8e8e8],
      ] as const
    ).map(([x, color], i) =>
      part(`button_${i + 1}`, { cyl: 0.03, r: 0.02 }, 'plastic', {
        at: [x, 1.0, i < 3 ? 0.34 : 0.26],
        color,
        role: 'fixed',
        answersTo: ['buttons', 'controls'],
      }),
    ),
    part('coin_door', { box: [0.2, 0.24, 0.02] }, 'steel', {
      at: [0, 0.36, 0.3],
      color: 0x9a9ca0,
      role: 'fixed',
      answersTo: ['coin slot', 'door'],
    }),
    part('coin_slot', { box: [0.03, 0.05, 0.02] }, 'light', {
      ...at([
        [-0.045, 0.5, 0.315],
        [0.045, 0.5, 0.315],
      ]),
      color: 0xf03030,
      role: 'fixed',
      answersTo: ['coin slot', 'slots'],
    }),
  ],
};

// --- Cooling tower -------------------------------------------------------------------------

/** The hyperboloid shell: wide at its foot, narrowest two thirds up, flaring to its lip. */
const TOWER: readonly V2[] = [
  [2.0, 0.35],
  [1.74, 1.2],
  [1.48, 2.3],
  [1.32, 3.3],
  [1.29, 3.8],
  [1.33, 4.4],
  [1.44, 5.0],
];
const TOWER_TOP = 5.0;
const LEGS = 24;

/** Steam billowing from the top and drifting off: [x, y, z, rx, ry]. */
const STEAM: ReadonlyArray<readonly [number, number, number, number, number]> = [
  [0, TOWER_TOP + 0.05, 0, 1.2, 0.35],
  [-0.5, TOWER_TOP + 0.45, 0.35, 0.75, 0.6],
  [0.45, TOWER_TOP + 0.5, -0.2, 0.8, 0.65],
  [0.05, TOWER_TOP + 0.95, 0.1, 0.85, 0.7],
  [0.75, TOWER_TOP + 1.35, 0.25, 0.8, 0.7],
  [-0.25, TOWER_TOP + 1.55, -0.2, 0.7, 0.6],
  [1.25, TOWER_TOP + 1.95, 0.0, 0.85, 0.72],
  [0.55, TOWER_TOP + 2.15, -0.15, 0.65, 0.55],
  [1.8, TOWER_TOP + 2.55, 0.1, 0.75, 0.62],
];

function tower(prefix: string, dx: number, dz: number, k: number): PartDecl[] {
  const p = (name: string) => (prefix ? `${prefix}_${name}` : name);
  const shell = TOWER.map(([r, y]) => [r * k, y * k] as V2);
  return [
    part(p('shell'), { lathe: shell, smooth: true, wall: 0.09 * k }, 'concrete', {
      at: [dx, 0, dz],
      color: 0xa8a49a,
      answersTo: ['tower', 'concrete', 'walls'],
    }),
    // The ring of slanting legs the shell stands on, air drawn in between them.
    rod(p('leg'), [2.0 * k, 0, 0], [1.96 * k, 0.4 * k, 0.16 * k], 0.06 * k, 'concrete', {
      repeat: { count: LEGS, turn: [0, 360 / LEGS, 0], word: 'leg', max: LEGS },
      at: [dx, 0, dz],
      color: 0xaaa69e,
      role: 'detail',
      answersTo: ['legs', 'columns'],
    }),
    ...STEAM.map(([x, y, z, rx, ry], i) =>
      part(p(`steam_${i + 1}`), { ellipsoid: [rx * k, ry * k, rx * k * 0.85] }, 'snow', {
        at: [dx + x * k, y * k, dz + z * k],
        color: 0xf4f6f8,
        role: 'fixed',
        answersTo: ['steam', 'vapour', 'vapor', 'cloud', 'smoke'],
      }),
    ),
  ];
}

const coolingTower: KindDecl = {
  kind: 'cooling tower',
  nouns: [
    'cooling tower',
    'cooling towers',
    'nuclear reactor',
    'nuclear reactors',
    'reactor',
    'reactors',
    'nuclear power plant',
    'nuclear power station',
    'nuclear plant',
    'nuclear station',
    'atomic power plant',
    'atomic reactor',
  ],
  size: [7.6, 4.9],
  parts: tower('', 0, 0, 1),
  looks: Object.fromEntries(
    [
      'nuclear power plant',
      'nuclear power station',
      'nuclear plant',
      'nuclear station',
      'atomic power plant',
    ].map((noun) => [noun, { parts: plantLook() }]),
  ),
};

/** A nuclear power plant: a second tower behind and the reactor's domed building beside. */
function plantLook(): PartDecl[] {
  return [
    ...tower('tower_2', -3.6, -2.4, 0.85),
    part('reactor_building', { cyl: 2.0, r: 1.1 }, 'concrete', {
      at: [3.1, 0, 0.6],
      color: 0xd8d4cc,
      role: 'fixed',
      answersTo: ['reactor', 'building'],
    }),
    part('dome', { ellipsoid: [1.1, 0.9, 1.1] }, 'concrete', {
      at: [3.1, 2.0, 0.6],
      color: 0xd8d4cc,
      role: 'fixed',
      answersTo: ['reactor', 'dome'],
    }),
    part('yard', { box: [10.5, 0.04, 7.5] }, 'concrete', {
      at: [0, 0, 0],
      color: 0x8a8a84,
      role: 'detail',
      answersTo: ['ground'],
    }),
  ];
}

// --- Stage ---------------------------------------------------------------------------------

const DECK_H = 0.9;
const DECK: V3 = [5.2, DECK_H, 2.6];
const ARCH_Z = 1.15;
const ARCH_TOP = 4.3;
const CURTAIN_TOP = 3.6;

const stage: KindDecl = {
  kind: 'stage',
  nouns: [
    'stage',
    'theatre stage',
    'theater stage',
    'concert stage',
    'proscenium',
    'proscenium stage',
    'stage curtains',
    'stage curtain',
  ],
  size: [4.3, 6.2],
  surfaces: ['boards'],
  parts: [
    part('deck', { box: DECK }, 'wood', {
      color: 0x3a2418,
      role: 'accent',
      answersTo: ['platform', 'front'],
    }),
    part('boards', { box: [DECK[0], 0.04, DECK[2]] }, 'wood', {
      at: [0, DECK_H, 0],
      color: 0xa8763e,
      role: 'accent',
      answersTo: ['floor', 'floorboards', 'platform'],
    }),
    part('backdrop', { box: [DECK[0], CURTAIN_TOP - DECK_H, 0.1] }, 'fabric', {
      at: [0, DECK_H + 0.04, -DECK[2] / 2 + 0.05],
      color: 0x1a1a26,
      role: 'fixed',
      answersTo: ['back', 'backcloth'],
    }),
    part('pillar', { box: [0.4, ARCH_TOP, 0.35] }, 'paint', {
      ...at([
        [DECK[0] / 2 + 0.2, 0, ARCH_Z],
        [-DECK[0] / 2 - 0.2, 0, ARCH_Z],
      ]),
      color: 0xc9a04a,
      role: 'detail',
      answersTo: ['proscenium', 'arch', 'frame'],
    }),
    part('header', { box: [DECK[0] + 0.8, 0.7, 0.35] }, 'paint', {
      at: [0, ARCH_TOP - 0.7, ARCH_Z],
      color: 0xc9a04a,
      role: 'detail',
      answersTo: ['proscenium', 'arch', 'frame'],
    }),
    // The curtains drawn back to either side, gathered in folds, and the valance above.
    part(
      'curtain',
      { plan: folds(1.65, 0.95, 0.16, 4), height: CURTAIN_TOP - DECK_H - 0.04 },
      'fabric',
      {
        mirror: true,
        at: [0, DECK_H + 0.04, ARCH_Z - 0.3],
        color: 0xa8141e,
        answersTo: ['curtains', 'drapes'],
      },
    ),
    part('valance', { plan: folds(-DECK[0] / 2, DECK[0], 0.14, 12), height: 0.55 }, 'fabric', {
      at: [0, CURTAIN_TOP - 0.55, ARCH_Z - 0.3],
      color: 0xa8141e,
      answersTo: ['curtains', 'drapes', 'pelmet'],
    }),
    part(
      'curtain_back',
      { plan: folds(0.6, 1.0, 0.16, 4), height: CURTAIN_TOP - DECK_H - 0.04 },
      'fabric',
      {
        mirror: true,
        at: [1.0, DECK_H + 0.04, -0.6],
        color: 0x8a1018,
        answersTo: ['curtains', 'drapes'],
      },
    ),
    part('footlight', { ellipsoid: [0.12, 0.06, 0.08] }, 'light', {
      ...at(spaced(9, -2.2, 2.2).map((x) => [x, DECK_H + 0.04, DECK[2] / 2 - 0.12] as V3)),
      color: 0xfff0b0,
      role: 'fixed',
      answersTo: ['lights', 'footlights'],
    }),
    part('step', { box: [1.2, 0.3, 0.35] }, 'wood', {
      ...at([
        [0, 0, DECK[2] / 2 + 0.35],
        [0, 0.3, DECK[2] / 2 + 0.175],
        [0, 0.6, DECK[2] / 2 + 0.0],
      ]),
      color: 0x3a2418,
      role: 'accent',
      answersTo: ['steps', 'stairs'],
    }),
  ],
};

// --- Chewing gum ---------------------------------------------------------------------------

const PACK: V3 = [0.08, 0.014, 0.024];
const STICK: V3 = [0.072, 0.0024, 0.019];

const chewingGum: KindDecl = {
  kind: 'chewing gum',
  nouns: [
    'chewing gum',
    'gum',
    'bubble gum',
    'bubblegum',
    'stick of gum',
    'sticks of gum',
    'pack of gum',
    'packet of gum',
    'chewing-gum',
  ],
  size: [0.026, 0.13],
  parts: [
    part('pack', { box: PACK, round: 0.002 }, 'paper', {
      at: [-0.02, 0, 0],
      color: 0x2aa86a,
      answersTo: ['packet', 'wrapper', 'package'],
    }),
    part('band', { box: [0.026, PACK[1] + 0.002, PACK[2] + 0.002] }, 'paper', {
      at: [-0.025, -0.001 + 0.001, 0],
      color: 0xf4f2ea,
      role: 'accent',
      answersTo: ['label', 'stripe'],
    }),
    // Sticks slid part way out of the pack's open end, one ahead of the next.
    ...[0.016, 0.032, 0.008].flatMap((out, i) => {
      const y = 0.0015 + i * (STICK[1] + 0.0018);
      return [
        part(`stick_${i + 1}`, { box: STICK }, 'paper', {
          at: [-0.02 + out, y, 0],
          color: 0xe8f4ec,
          role: 'fixed',
          answersTo: ['sticks', 'wrapper'],
        }),
        part(
          `stick_foil_${i + 1}`,
          { box: [0.008, STICK[1] + 0.0004, STICK[2] + 0.0004] },
          'chrome',
          {
            at: [-0.02 + out + STICK[0] / 2 - 0.004, y - 0.0002, 0],
            color: 0xd8dce0,
            role: 'detail',
            answersTo: ['sticks', 'foil'],
          },
        ),
      ];
    }),
    // One out of the pack, lying in front: half in its foil, half bare pink gum.
    part('loose_foil', { box: [0.04, STICK[1] + 0.0006, STICK[2] + 0.0006] }, 'chrome', {
      turn: [0, 12, 0],
      at: [-0.034, 0, 0.032],
      color: 0xd8dce0,
      role: 'detail',
      answersTo: ['foil', 'wrapper'],
    }),
    part('loose_stick', { box: STICK, round: 0.0008 }, 'plastic', {
      turn: [0, 12, 0],
      at: [-0.02, 0.0003, 0.029],
      color: 0xf2a8bc,
      role: 'accent',
      answersTo: ['sticks', 'gum'],
    }),
    part('gumball', { ball: 0.014 }, 'plastic', {
      at: [0.052, 0.014, 0.018],
      color: 0xf0609a,
      role: 'fixed',
      answersTo: ['ball', 'bubble gum', 'gum'],
    }),
  ],
};

// --- Tofu ----------------------------------------------------------------------------------

const BOARD_H = 0.016;
const CUBE = 0.026;
const TOFU = 0xf3eedc;

const tofu: KindDecl = {
  kind: 'tofu',
  nouns: [
    'tofu',
    'bean curd',
    'beancurd',
    'block of tofu',
    'silken tofu',
    'firm tofu',
    'tofu cubes',
  ],
  size: [0.07, 0.24],
  parts: [
    part('board', { box: [0.24, BOARD_H, 0.16], round: 0.004 }, 'wood', {
      color: 0xc99a62,
      role: 'accent',
      answersTo: ['plate', 'chopping board', 'cutting board'],
    }),
    part('block', { box: [0.085, 0.05, 0.075], round: 0.005 }, 'plain', {
      at: [-0.045, BOARD_H, -0.005],
      color: TOFU,
      answersTo: ['tofu', 'bean curd'],
    }),
    part('cube', { box: [CUBE, CUBE, CUBE], round: 0.003 }, 'plain', {
      ...at([
        [0.03, BOARD_H, -0.03],
        [0.062, BOARD_H, -0.022],
        [0.04, BOARD_H, 0.012],
        [0.078, BOARD_H, 0.02],
        [0.046, BOARD_H + CUBE, -0.012],
      ]),
      color: TOFU,
      answersTo: ['tofu', 'cubes'],
    }),
    // A few rings of spring onion scattered over the cubes.
    part('onion', { cyl: 0.003, r: 0.004 }, 'leaf', {
      ...at([
        [0.046, BOARD_H + 2 * CUBE, -0.014],
        [0.07, BOARD_H + CUBE, -0.018],
        [0.036, BOARD_H + CUBE, 0.016],
        [0.08, BOARD_H + CUBE, 0.024],
        [-0.055, BOARD_H + 0.05, 0.005],
      ]),
      color: 0x4aa83a,
      role: 'fixed',
      answersTo: ['spring onion', 'garnish', 'scallion'],
    }),
  ],
};

// --- Caviar --------------------------------------------------------------------------------

const PLATE_H = 0.006;
const TIN_R = 0.048;
const TIN_H = 0.028;
const HEAP_TOP = PLATE_H + TIN_H;
const BEAD = 0.0048;

/** Beads over the heap's dome: rings out from its middle. */
const BEADS: readonly V3[] = [
  [0, 1],
  [0.011, 6],
  [0.022, 12],
  [0.033, 17],
  [0.042, 22],
].flatMap(([rho, n]) =>
  Array.from({ length: n! }, (_, i) => {
    const a = (2 * Math.PI * i) / n! + rho! * 40;
    const y = HEAP_TOP + 0.011 * Math.sqrt(Math.max(0, 1 - (rho! / 0.046) ** 2));
    return [rho! * Math.cos(a), y, rho! * Math.sin(a)] as V3;
  }),
);
const LID_LEAN = 72;

const caviar: KindDecl = {
  kind: 'caviar',
  nouns: [
    'caviar',
    'caviare',
    'tin of caviar',
    'caviar tin',
    'beluga caviar',
    'sturgeon roe',
    'roe',
    'fish roe',
    'fish eggs',
    'salmon roe',
    'red caviar',
    'ikura',
  ],
  size: [0.1, 0.22],
  parts: [
    part('plate', { cyl: PLATE_H, r: 0.105 }, 'ceramic', {
      color: 0xf2f0ea,
      role: 'detail',
      answersTo: ['dish', 'saucer'],
    }),
    part('tin', { cyl: TIN_H, r: TIN_R }, 'steel', {
      at: [0, PLATE_H, 0],
      color: 0x3a5a9a,
      answersTo: ['can', 'tin'],
    }),
    part('rim', { ring: TIN_R, r: 0.0025 }, 'gold', {
      turn: [90, 0, 0],
      at: [0, HEAP_TOP, 0],
      role: 'detail',
      answersTo: ['trim'],
    }),
    part('heap', { ellipsoid: [0.046, 0.011, 0.046] }, 'eye', {
      at: [0, HEAP_TOP, 0],
      color: 0x141416,
      role: 'fixed',
      answersTo: ['eggs', 'roe', 'caviar'],
    }),
    part('bead', { ball: BEAD }, 'eye', {
      ...at(BEADS),
      color: 0x1a1a1e,
      role: 'fixed',
      answersTo: ['eggs', 'roe', 'caviar', 'beads'],
    }),
    // The lid leaning against the tin's back, its face to the viewer.
    part('lid', { cyl: 0.008, r: TIN_R + 0.003 }, 'steel', {
      turn: [LID_LEAN, 0, 0],
      at: [0, 0.054, -TIN_R - 0.016],
      color: 0x3a5a9a,
      answersTo: ['can', 'tin', 'cover'],
    }),
    part('emblem', { cyl: 0.004, r: 0.026 }, 'gold', {
      turn: [LID_LEAN, 0, 0],
      at: [
        0,
        0.054 + 0.007 * Math.cos((LID_LEAN * Math.PI) / 180),
        -TIN_R - 0.016 + 0.007 * Math.sin((LID_LEAN * Math.PI) / 180),
      ],
      role: 'detail',
      answersTo: ['label', 'trim'],
    }),
    part('spoon_bowl', { ellipsoid: [0.011, 0.0035, 0.017] }, 'ceramic', {
      at: [0.07, PLATE_H + 0.003, 0.012],
      color: 0xf4eee6,
      role: 'fixed',
      answersTo: ['spoon', 'mother of pearl'],
    }),
    rod(
      'spoon_handle',
      [0.07, PLATE_H + 0.003, 0.026],
      [0.076, PLATE_H + 0.004, 0.085],
      0.0032,
      'ceramic',
      {
        color: 0xeae4da,
        role: 'fixed',
        answersTo: ['spoon', 'mother of pearl'],
      },
    ),
  ],
  // Roe not named as the sturgeon's is the orange salmon roe a person pictures.
  looks: Object.fromEntries(
    ['roe', 'fish roe', 'fish eggs', 'salmon roe', 'red caviar', 'ikura'].map((noun) => [
      noun,
      {
        drop: ['heap', 'bead'],
        parts: [
          part('heap', { ellipsoid: [0.046, 0.011, 0.046] }, 'glass', {
            at: [0, HEAP_TOP, 0],
            color: 0xd8501a,
            role: 'fixed',
            answersTo: ['eggs', 'roe'],
          }),
          part('bead', { ball: BEAD * 1.25 }, 'glass', {
            ...at(BEADS),
            color: 0xf06a20,
            role: 'fixed',
            answersTo: ['eggs', 'roe', 'beads'],
          }),
        ],
      },
    ]),
  ),
};

// --- Cutlery -------------------------------------------------------------------------------

const NAPKIN_H = 0.004;
const FLAT = 0.003;

const FORK: V2[] = [
  // The four tines' tips at the far end, then down its right side to the handle's end.
  [-0.0125, -0.105],
  [-0.0085, -0.105],
  [-0.0085, -0.07],
  [-0.0055, -0.07],
  [-0.0055, -0.105],
  [-0.0015, -0.105],
  [-0.0015, -0.07],
  [0.0015, -0.07],
  [0.0015, -0.105],
  [0.0055, -0.105],
  [0.0055, -0.07],
  [0.0085, -0.07],
  [0.0085, -0.105],
  [0.0125, -0.105],
  [0.0125, -0.06],
  [0.01, -0.048],
  [0.004, -0.038],
  [0.004, -0.01],
  [0.009, 0.04],
  [0.01, 0.085],
  [0.006, 0.092],
  [-0.006, 0.092],
  [-0.01, 0.085],
  [-0.009, 0.04],
  [-0.004, -0.01],
  [-0.004, -0.038],
  [-0.01, -0.048],
  [-0.0125, -0.06],
];

const KNIFE_BLADE: V2[] = [
  [-0.008, 0.0],
  [-0.009, -0.08],
  [-0.006, -0.105],
  [0.0, -0.112],
  [0.009, -0.1],
  [0.009, 0.0],
];

const cutlery: KindDecl = {
  kind: 'cutlery',
  nouns: [
    'cutlery',
    'silverware',
    'flatware',
    'cutlery set',
    'set of cutlery',
    'place setting',
    'knife and fork',
    'knife fork and spoon',
    'eating utensils',
    'tableware set',
  ],
  size: [0.012, 0.27],
  parts: [
    part('napkin', { box: [0.2, NAPKIN_H, 0.27], round: 0.0015 }, 'linen', {
      color: 0x3a6a9a,
      role: 'accent',
      answersTo: ['cloth', 'serviette'],
    }),
    part('fork', { plan: FORK, height: FLAT }, 'silver', {
      at: [-0.055, NAPKIN_H, 0],
      answersTo: ['forks', 'silverware'],
    }),
    part('knife_blade', { plan: KNIFE_BLADE, height: FLAT * 0.8 }, 'silver', {
      at: [0.0, NAPKIN_H, 0],
      answersTo: ['knife', 'blade', 'silverware'],
    }),
    part(
      'knife_handle',
      {
        plan: symmetric([
          [-0.002, 0.008],
          [0.05, 0.01],
          [0.09, 0.009],
          [0.096, 0.005],
        ]),
        height: FLAT * 1.5,
      },
      'silver',
      { at: [0.0, NAPKIN_H, 0], answersTo: ['knife', 'handle', 'silverware'] },
    ),
    part(
      'spoon_handle',
      {
        plan: symmetric([
          [-0.052, 0.0035],
          [-0.01, 0.004],
          [0.04, 0.009],
          [0.085, 0.01],
          [0.093, 0.006],
        ]),
        height: FLAT,
      },
      'silver',
      { at: [0.055, NAPKIN_H, 0], answersTo: ['spoon', 'silverware'] },
    ),
    part('spoon_bowl', { ellipsoid: [0.02, 0.005, 0.03] }, 'silver', {
      at: [0.055, NAPKIN_H + 0.003, -0.075],
      minus: [
        { shape: { ellipsoid: [0.018, 0.005, 0.027] }, at: [0.055, NAPKIN_H + 0.007, -0.075] },
      ],
      answersTo: ['spoon', 'silverware'],
    }),
  ],
};

export const EVERYDAY_UNKNOWN_KINDS: readonly KindDecl[] = [
  aquarium,
  dumpster,
  handTruck,
  noose,
  latch,
  dungeon,
  runway,
  tileKind,
  arcadeMachine,
  coolingTower,
  stage,
  chewingGum,
  tofu,
  caviar,
  cutlery,
];
