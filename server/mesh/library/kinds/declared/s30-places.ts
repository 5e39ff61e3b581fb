/**
 * Places drawn as their family's one build, made to tell apart by their WordNet class (issue
 * #32, session 30, helper places; docs/decisions.md, "Streets, rooms, clouds and ground by
 * their class"). Each table is a kind's `looks`, keyed by a word of the noun's WordNet chain,
 * so every noun under the class inherits the look:
 *
 * - the road: an alley (every back street) is a narrow lane between brick walls with a skip
 *   and bins; a driveway a pale drive across a lawn to a garage with a car parked on it; a
 *   causeway (and an embankment) a road raised on a stone bank across open water; a lane a
 *   narrow lane between hedgerows; a roadside the road with a verge of wild flowers;
 * - the cloud: a rain cloud (nimbus) is a low, dark grey cloud with rain falling from it; a
 *   thundercloud (cumulonimbus, a thunderhead, a storm cloud) a dark tower with a flat anvil
 *   top, rain and a yellow lightning bolt;
 * - the hole: a pothole is a ragged hole in a slab of road holding muddy water, a lane line
 *   and a traffic cone beside it;
 * - the plain: a moor is brown-olive ground thick with purple heather, bracken and grey
 *   boulders, with a rocky tor and a dry-stone wall;
 * - the hill: a bank (a riverbank, a riverside) slopes down into a strip of river with reeds;
 * - the room: a sun room (a solarium, a sun porch) has a back wall of glass panes in white
 *   frames, plants in pots and wicker chairs; a disco a floor of coloured light tiles, a
 *   mirror ball and a DJ's desk; a gallery (a salon) framed pictures on both walls, a bench
 *   and a rope on posts.
 *
 * - the valley: a pass (a defile, a col) is two rocky, snow-capped peaks with a road over the
 *   saddle between; a gully a narrow cut of bare red-brown earth; a hollow (a dell) a grassy
 *   dip ringed by trees;
 * - the garden: an orchard is rows of fruit trees hung with red apples, a basket of them;
 * - the wall: a rampart (a bulwark, a battlement) is a thick stone wall with merlons on top.
 *
 * And one kind: a clubhouse, a long hall with its name over the porch, which every building
 * named for its use with no kind of its shape stands in as, with its own name on the board.
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { canLetter, signBoard } from './buildings-by-use.ts';
import { at, part, rod } from './part-shorthand.ts';

// --- Roads -----------------------------------------------------------------------------------

/** Every part of the road kind's motorway, left out by a look that builds its own ground. */
const ROAD_PARTS = [
  'verge',
  'asphalt',
  'lane_line',
  'lane_line_2',
  'edge_line',
  'barrier_post',
  'barrier',
];

const BRICK = 0x8a4a32;
const TARMAC = 0x46484c;
const LINE = 0xf2f2ee;

/** Dark windows up a wall's inner face at x, facing the lane. */
function wallWindows(name: string, x: number, zs: readonly number[]): PartDecl {
  const points: V3[] = zs.flatMap((z) => [2.2, 3.6].map((y) => [x, y, z] as V3));
  return part(name, { box: [0.06, 0.8, 0.7] }, 'glass', {
    ...at(points),
    color: 0x2a3038,
    role: 'fixed',
    answersTo: ['windows'],
  });
}

/** An alley: a narrow lane between two tall brick walls, a green skip and bins, a door. */
const ALLEY: StateDecl = {
  drop: ROAD_PARTS,
  parts: [
    part('lane', { box: [3.2, 0.1, 12] }, 'concrete', {
      color: 0x5a5c60,
      answersTo: ['ground', 'road', 'paving'],
    }),
    part('gutter', { box: [0.25, 0.02, 12] }, 'concrete', {
      at: [0, 0.1, 0],
      color: 0x2e3034,
      role: 'fixed',
      answersTo: ['drain'],
    }),
    // The far wall tall, with windows up it; the near wall low, so the lane shows over it.
    part('alley_wall', { box: [0.5, 5, 12] }, 'brick', {
      at: [-1.85, 0, 0],
      color: BRICK,
      answersTo: ['walls', 'wall', 'brick'],
    }),
    part('near_wall', { box: [0.5, 1.5, 12] }, 'brick', {
      at: [1.85, 0, 0],
      color: 0x7a4030,
      answersTo: ['walls', 'wall', 'brick'],
    }),
    wallWindows('window', -1.58, [-4, -0.5, 3]),
    part('back_door', { box: [0.08, 2.0, 0.9] }, 'paint', {
      at: [-1.58, 0.1, 1.3],
      color: 0x3a4a5a,
      role: 'detail',
      answersTo: ['door'],
    }),
    part('fire_escape', { box: [0.9, 0.06, 2.2] }, 'darkMetal', {
      ...at([
        [-1.15, 2.9, -2.3],
        [-1.15, 4.3, -2.3],
      ]),
      color: 0x2a2a2e,
      role: 'fixed',
      answersTo: ['fire escape', 'balcony'],
    }),
    rod('fire_ladder', [-0.8, 0.1, -0.8], [-0.8, 2.9, -1.4], 0.03, 'darkMetal', {
      color: 0x2a2a2e,
      role: 'fixed',
      answersTo: ['ladder'],
    }),
    part('skip', { box: [1.0, 1.0, 1.7], round: 0.04 }, 'paint', {
      at: [-1.05, 0.1, 3.6],
      color: 0x2e6a3a,
      role: 'detail',
      answersTo: ['dumpster', 'bin'],
    }),
    part('skip_lid', { box: [1.04, 0.06, 1.74] }, 'plastic', {
      at: [-1.05, 1.1, 3.6],
      turn: [0, 0, -4],
      color: 0x1e1e20,
      role: 'fixed',
    }),
    part('bin', { cyl: 0.9, r: 0.28 }, 'steel', {
      ...at([
        [-1.25, 0.1, -1.0],
        [-1.25, 0.1, -1.7],
      ]),
      color: 0x8a8e94,
      role: 'detail',
      answersTo: ['trash can', 'bins'],
    }),
    part('bin_lid', { cyl: 0.06, r: 0.3 }, 'steel', {
      ...at([
        [-1.25, 1.0, -1.0],
        [-1.25, 1.0, -1.7],
      ]),
      color: 0x6a6e74,
      role: 'fixed',
    }),
    rod('lamp_arm', [-1.6, 3.2, 3.5], [-1.0, 3.2, 3.5], 0.04, 'darkMetal', { role: 'fixed' }),
    part('lamp', { ball: 0.14 }, 'light', {
      at: [-0.95, 3.1, 3.5],
      color: 0xffe0a0,
      role: 'fixed',
      answersTo: ['light'],
    }),
  ],
};

/** A small car parked on a drive: body, cabin, glass, four wheels. */
function parkedCar(x: number, z: number, y: number): PartDecl[] {
  return [
    part('car_body', { box: [1.7, 0.6, 3.8], round: 0.15 }, 'paint', {
      at: [x, y + 0.4, z],
      color: 0xb02a2a,
      role: 'accent',
      answersTo: ['car'],
    }),
    part('car_cabin', { box: [1.5, 0.55, 2.0], round: 0.12 }, 'paint', {
      at: [x, y + 0.95, z + 0.2],
      color: 0xb02a2a,
      role: 'accent',
      answersTo: ['car'],
    }),
    part('car_glass', { box: [1.54, 0.38, 1.7] }, 'glass', {
      at: [x, y + 1.02, z + 0.2],
      color: 0x2a3a4a,
      role: 'fixed',
      answersTo: ['windows'],
    }),
    part('car_wheel', { cyl: 0.24, r: 0.34 }, 'rubber', {
      turn: [0, 0, 90],
      ...at([
        [x + 0.98, y + 0.34, z - 1.2],
        [x + 0.98, y + 0.34, z + 1.2],
        [x - 0.74, y + 0.34, z - 1.2],
        [x - 0.74, y + 0.34, z + 1.2],
      ]),
      color: 0x1e1e20,
      role: 'fixed',
      answersTo: ['wheels'],
    }),
  ];
}

/** A garage's gable end: a triangle over its front wall. */
const GABLE: readonly V2[] = [
  [-2.4, 0],
  [2.4, 0],
  [0, 1.3],
];

/** A driveway: a pale concrete drive across a lawn to a garage, a car parked on it. */
const DRIVEWAY: StateDecl = {
  drop: ROAD_PARTS,
  parts: [
    part('lawn', { box: [9, 0.1, 12] }, 'grass', {
      color: 0x5a9a3a,
      role: 'detail',
      answersTo: ['grass'],
    }),
    part('drive', { box: [3.2, 0.06, 8.4] }, 'concrete', {
      at: [0, 0.1, 1.8],
      color: 0xc4beb2,
      answersTo: ['driveway', 'paving'],
    }),
    part('garage', { box: [4.6, 2.8, 3.4] }, 'brick', {
      at: [0, 0.1, -4.1],
      color: 0xb07050,
      role: 'detail',
      answersTo: ['walls', 'wall'],
    }),
    part('garage_roof', { extrude: GABLE, depth: 3.6 }, 'slate', {
      at: [0, 2.9, -4.1],
      color: 0x4a4e56,
      role: 'detail',
      answersTo: ['roof'],
    }),
    part('garage_door', { box: [3.0, 2.2, 0.06] }, 'paint', {
      at: [0, 0.1, -2.38],
      color: 0xf0eee8,
      role: 'fixed',
      answersTo: ['door'],
    }),
    part('door_panel_line', { box: [3.0, 0.04, 0.02] }, 'paint', {
      ...at([0.65, 1.2, 1.75].map((y) => [0, y, -2.34] as V3)),
      color: 0xb8b6b0,
      role: 'fixed',
    }),
    ...parkedCar(0, 0.4, 0.16),
    part('mailbox_post', { cyl: 1.1, r: 0.05 }, 'wood', {
      at: [2.2, 0.1, 5.4],
      color: 0x6a4a2a,
      role: 'fixed',
    }),
    part('mailbox', { box: [0.3, 0.3, 0.5], round: 0.1 }, 'paint', {
      at: [2.2, 1.2, 5.4],
      color: 0x2a2a2e,
      role: 'fixed',
      answersTo: ['mailbox', 'letterbox'],
    }),
    part('hedge', { box: [0.7, 0.9, 7.5], round: 0.25 }, 'leaf', {
      at: [-3.8, 0.1, 1.5],
      color: 0x2e6a2a,
      role: 'fixed',
      answersTo: ['hedge', 'bushes'],
    }),
  ],
};

/** A stone bank's end outline, wide at the water and narrowing to the road on its top. */
const BANK: readonly V2[] = [
  [-3.4, 0],
  [3.4, 0],
  [2.3, 1.2],
  [-2.3, 1.2],
];

/** A causeway: a road on a stone bank raised across open water. */
const CAUSEWAY: StateDecl = {
  drop: ROAD_PARTS,
  parts: [
    part('water', { box: [12, 0.1, 12] }, 'ocean', {
      color: 0x3a78a8,
      role: 'detail',
      answersTo: ['sea', 'lake', 'marsh'],
    }),
    part('bank', { extrude: BANK, depth: 12 }, 'stone', {
      at: [0, 0, 0],
      color: 0x8a8478,
      role: 'detail',
      answersTo: ['embankment', 'stones'],
    }),
    part('causeway_road', { box: [4.2, 0.06, 12] }, 'concrete', {
      at: [0, 1.2, 0],
      color: TARMAC,
      answersTo: ['road', 'asphalt'],
    }),
    part('centre_line', { box: [0.14, 0.01, 1.4] }, 'paint', {
      ...at([-5, -2.5, 0, 2.5, 5].map((z) => [0, 1.26, z] as V3)),
      color: LINE,
      role: 'fixed',
      answersTo: ['lane line'],
    }),
    part('causeway_post', { cyl: 0.6, r: 0.06 }, 'paint', {
      ...at([-5, -3, -1, 1, 3, 5].flatMap((z) => [-2.15, 2.15].map((x) => [x, 1.2, z] as V3))),
      color: 0xf4f4f2,
      role: 'fixed',
      answersTo: ['posts', 'railing'],
    }),
  ],
};

/** A hedgerow along one side of a lane, at x, a tree standing out of it. */
function hedgerow(name: string, x: number, treeZ: number): PartDecl[] {
  return [
    part(name, { box: [1.0, 1.7, 12], round: 0.4 }, 'leaf', {
      at: [x, 0.1, 0],
      color: 0x3a6a2a,
      role: 'detail',
      answersTo: ['hedge', 'hedges', 'hedgerow'],
    }),
    part(`${name}_trunk`, { cyl: 2.6, r: 0.16 }, 'bark', {
      at: [x, 0.1, treeZ],
      color: 0x5a3e26,
      role: 'fixed',
      answersTo: ['tree'],
    }),
    part(`${name}_crown`, { ellipsoid: [1.3, 1.1, 1.3] }, 'leaf', {
      at: [x, 2.9, treeZ],
      color: 0x4a7a2e,
      role: 'fixed',
      answersTo: ['tree'],
    }),
  ];
}

/** A lane: a narrow tarmac lane with no lines, grass edges, hedgerows both sides. */
const LANE: StateDecl = {
  drop: ROAD_PARTS,
  parts: [
    part('verge', { box: [7, 0.1, 12] }, 'grass', {
      color: 0x5a9a3a,
      role: 'detail',
      answersTo: ['grass', 'verge'],
    }),
    part('lane', { box: [3.0, 0.05, 12] }, 'concrete', {
      at: [0, 0.1, 0],
      color: 0x55565a,
      answersTo: ['road', 'asphalt', 'tarmac'],
    }),
    ...hedgerow('hedgerow', 2.9, -2.5),
    ...hedgerow('far_hedgerow', -2.9, 3),
  ],
};

/** Wild flowers along a roadside verge, fixed points and colours. */
const VERGE_FLOWERS: readonly (readonly [V3, number])[] = Array.from({ length: 18 }, (_, i) => {
  const colors = [0xf4f0e0, 0xf0c828, 0xd83a3a, 0x8a5ad8];
  const x = 4.0 + ((i * 7) % 9) * 0.3;
  const z = -5.4 + i * 0.62;
  return [[x, 0.1, z] as V3, colors[i % 4] ?? 0xf4f0e0];
});

/** A roadside: the road's edge with a wide grass verge, wild flowers, a signpost, a milestone. */
const ROADSIDE: StateDecl = {
  drop: ['verge', 'barrier_post', 'barrier'],
  parts: [
    part('verge', { box: [11, 0.1, 12] }, 'grass', {
      at: [1.5, 0, 0],
      color: 0x5a9a3a,
      role: 'detail',
      answersTo: ['grass', 'verge'],
    }),
    ...[0, 1, 2, 3].map((c) =>
      part(c === 0 ? 'flower' : `flower_${c + 1}`, { ball: 0.22 }, 'flower', {
        ...at(VERGE_FLOWERS.filter((_, i) => i % 4 === c).map(([p]) => p)),
        color: VERGE_FLOWERS[c]?.[1] ?? 0xf4f0e0,
        role: 'fixed',
        answersTo: ['flowers', 'wildflowers'],
      }),
    ),
    part('long_grass', { cyl: 0.35, r: 0.16, rTop: 0.03 }, 'grass', {
      ...at(VERGE_FLOWERS.map(([[x, y, z]]) => [x + 0.35, y, z + 0.2] as V3)),
      color: 0x4a8a30,
      role: 'fixed',
      answersTo: ['grass'],
    }),
    part('signpost', { cyl: 2.6, r: 0.07 }, 'wood', {
      at: [4.2, 0.1, -1.5],
      color: 0x6a4a2a,
      role: 'fixed',
      answersTo: ['sign', 'post'],
    }),
    part('sign_arm', { box: [1.4, 0.3, 0.06] }, 'paint', {
      ...at([
        [3.7, 2.2, -1.5],
        [4.7, 1.8, -1.5],
      ]),
      color: 0xf4f2ec,
      role: 'fixed',
      answersTo: ['sign'],
    }),
    part('milestone', { box: [0.5, 0.8, 0.3], round: 0.12 }, 'stone', {
      at: [4.0, 0.1, 2.6],
      color: 0xd8d4c8,
      role: 'fixed',
      answersTo: ['stone'],
    }),
  ],
};

/** The road kind's looks by WordNet class (docs/decisions.md, session 30, places). */
export const S30_ROAD_LOOKS: Readonly<Record<string, StateDecl>> = {
  alley: ALLEY,
  driveway: DRIVEWAY,
  causeway: CAUSEWAY,
  // Every embankment (a levee) carries its road above the water as a causeway does.
  embankment: CAUSEWAY,
  lane: LANE,
  wayside: ROADSIDE,
  roadside: ROADSIDE,
};

// --- Clouds ----------------------------------------------------------------------------------

const STORM_GREY = 0x5c6068;
const DARK_GREY = 0x44484f;

/** Rain falling in straight grey-blue streaks from a cloud's underside (at `top`) down. */
function rain(top: number, spread: number): PartDecl {
  const points: V3[] = Array.from({ length: 12 }, (_, i) => {
    const x = -spread + ((i * 7) % 12) * ((2 * spread) / 11);
    const z = ((i * 5) % 7) * 0.05 - 0.15;
    return [x, 0.04 + 0.05 * (i % 3), z] as V3;
  });
  return part('rain', { cyl: top - 0.04, r: 0.008 }, 'glass', {
    ...at(points),
    color: 0x8aa8c8,
    role: 'fixed',
    answersTo: ['rain', 'raindrops'],
  });
}

/** A zigzag lightning bolt's outline, its tip at the bottom. */
const BOLT: readonly V2[] = [
  [0.02, 0.42],
  [0.1, 0.42],
  [0.04, 0.24],
  [0.1, 0.24],
  [-0.06, 0],
  [-0.01, 0.18],
  [-0.07, 0.18],
];

/** A rain cloud: low, flat and dark grey, rain falling from it. */
const RAIN_CLOUD: StateDecl = {
  drop: ['puff'],
  parts: [
    part('puff', { ellipsoid: [0.55, 0.2, 0.3] }, 'paint', {
      at: [0, 0.56, 0],
      color: STORM_GREY,
      answersTo: ['cloud'],
    }),
    part('puff_2', { ball: 0.24 }, 'paint', {
      ...at([
        [-0.3, 0.66, 0],
        [0.28, 0.68, 0.02],
        [0, 0.78, -0.04],
      ]),
      color: STORM_GREY,
      answersTo: ['cloud'],
    }),
    part('underside', { ellipsoid: [0.58, 0.1, 0.3] }, 'paint', {
      at: [0, 0.46, 0],
      color: DARK_GREY,
      role: 'fixed',
    }),
    rain(0.44, 0.4),
  ],
};

/** A thundercloud: a dark tower with a flat anvil top, rain and a lightning bolt. */
const THUNDERCLOUD: StateDecl = {
  drop: ['puff'],
  parts: [
    part('puff', { ellipsoid: [0.6, 0.22, 0.34] }, 'paint', {
      at: [0, 0.58, 0],
      color: DARK_GREY,
      answersTo: ['cloud'],
    }),
    part('tower', { ellipsoid: [0.34, 0.5, 0.26] }, 'paint', {
      at: [0.02, 1.0, 0],
      color: STORM_GREY,
      answersTo: ['cloud'],
    }),
    part('puff_2', { ball: 0.22 }, 'paint', {
      ...at([
        [-0.32, 0.74, 0.02],
        [0.34, 0.76, 0],
        [-0.1, 1.25, 0.02],
        [0.14, 1.3, -0.02],
      ]),
      color: STORM_GREY,
      answersTo: ['cloud'],
    }),
    part('anvil', { ellipsoid: [0.78, 0.1, 0.36] }, 'paint', {
      at: [0.12, 1.52, 0],
      color: 0x7a7e86,
      role: 'accent',
      answersTo: ['top'],
    }),
    rain(0.44, 0.45),
    part('lightning', { extrude: BOLT, depth: 0.03 }, 'light', {
      at: [0.12, 0.02, 0.2],
      color: 0xffd83a,
      role: 'fixed',
      answersTo: ['bolt', 'lightning bolt'],
    }),
  ],
};

/** The cloud kind's looks: rain clouds and thunderclouds are dark. */
export const S30_CLOUD_LOOKS: Readonly<Record<string, StateDecl>> = {
  nimbus: RAIN_CLOUD,
  'rain cloud': RAIN_CLOUD,
  cumulonimbus: THUNDERCLOUD,
  thundercloud: THUNDERCLOUD,
  thunderhead: THUNDERCLOUD,
  'storm cloud': THUNDERCLOUD,
};

// --- Ground ----------------------------------------------------------------------------------

/** Every part of the hole kind's dug pit. */
const HOLE_PARTS = ['earth', 'turf', 'hole', 'rim', 'heap', 'spade_handle', 'spade_blade', 'grip'];

/** A ragged outline round (0, 0): radii `rx`, `rz`, broken by a fixed ripple. */
function ragged(rx: number, rz: number, ripple: number, n = 18): V2[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    const k = 1 + ripple * (Math.sin(i * 2.9) * 0.6 + Math.cos(i * 1.7) * 0.4);
    return [rx * k * Math.cos(a), rz * k * Math.sin(a)] as V2;
  });
}

const POTHOLE_TOP = 0.4;

/** A pothole: a ragged hole worn in a slab of road, muddy water in it, a cone beside. */
const POTHOLE: StateDecl = {
  drop: HOLE_PARTS,
  parts: [
    part('road', { box: [5.4, POTHOLE_TOP, 4.2] }, 'concrete', {
      color: TARMAC,
      role: 'fixed',
      minus: [{ shape: { plan: ragged(1.0, 0.75, 0.18), height: 1 }, at: [0, 0.15, 0.2] }],
      answersTo: ['road', 'asphalt', 'tarmac'],
    }),
    part('hole', { plan: ragged(1.0, 0.75, 0.18), height: 0.16 }, 'soil', {
      at: [0, 0, 0.2],
      color: 0x2a241e,
      answersTo: ['pit', 'inside'],
    }),
    part('water', { plan: ragged(0.8, 0.58, 0.12), height: 0.05 }, 'ocean', {
      at: [0.05, 0.15, 0.22],
      color: 0x6a6248,
      role: 'fixed',
      answersTo: ['puddle'],
    }),
    part('chunk', { box: [0.22, 0.08, 0.16], round: 0.03 }, 'concrete', {
      ...at([
        [1.3, POTHOLE_TOP, 0.7],
        [-1.25, POTHOLE_TOP, -0.4],
        [0.6, POTHOLE_TOP, 1.2],
        [-0.5, POTHOLE_TOP, -0.85],
      ]),
      color: 0x34363a,
      role: 'fixed',
      answersTo: ['gravel', 'rubble'],
    }),
    part('lane_line', { box: [0.16, 0.01, 1.1] }, 'paint', {
      ...at([
        [-2.0, POTHOLE_TOP, -1.4],
        [-2.0, POTHOLE_TOP, 0.2],
        [-2.0, POTHOLE_TOP, 1.8],
      ]),
      color: LINE,
      role: 'fixed',
    }),
    part('cone', { cyl: 0.75, r: 0.2, rTop: 0.04 }, 'plastic', {
      at: [1.9, POTHOLE_TOP + 0.04, -1.2],
      color: 0xf06a1a,
      role: 'fixed',
      answersTo: ['traffic cone'],
    }),
    part('cone_base', { box: [0.5, 0.04, 0.5] }, 'plastic', {
      at: [1.9, POTHOLE_TOP, -1.2],
      color: 0x1e1e20,
      role: 'fixed',
    }),
    part('cone_band', { cyl: 0.12, r: 0.15, rTop: 0.12 }, 'paint', {
      at: [1.9, POTHOLE_TOP + 0.36, -1.2],
      color: 0xf6f6f2,
      role: 'fixed',
    }),
  ],
};

/** The hole kind's looks: a pothole is worn in a road. */
export const S30_HOLE_LOOKS: Readonly<Record<string, StateDecl>> = {
  pothole: POTHOLE,
};

/** Heather clumps scattered over a moor, fixed points. */
const HEATHER: readonly V3[] = Array.from({ length: 26 }, (_, i) => {
  const a = i * 2.399;
  const r = 0.7 + ((i * 41) % 29) / 7.5;
  return [Math.cos(a) * r, 0.06, Math.sin(a) * r * 0.75] as V3;
});

/** A moor: brown-olive ground, purple heather, bracken, boulders, a tor, a dry-stone wall. */
const MOOR: StateDecl = {
  drop: ['ground', 'tuft', 'trunk', 'crown', 'far_hill', 'far_hill_2', 'far_hill_3'],
  parts: [
    part('ground', { plan: ragged(5, 4, 0.03, 28), height: 0.08 }, 'grass', {
      color: 0x5e5a32,
      answersTo: ['grass', 'land', 'moor'],
    }),
    part('heather', { ellipsoid: [0.5, 0.22, 0.42] }, 'leaf', {
      ...at(HEATHER.filter((_, i) => i % 3 !== 2)),
      color: 0x7a2e78,
      role: 'accent',
      answersTo: ['heather', 'flowers'],
    }),
    part('bracken', { ellipsoid: [0.4, 0.26, 0.34] }, 'leaf', {
      ...at(HEATHER.filter((_, i) => i % 3 === 2)),
      color: 0x9a5a20,
      role: 'fixed',
      answersTo: ['bracken', 'fern'],
    }),
    part('tor', { ellipsoid: [1.2, 1.0, 0.9] }, 'stone', {
      ...at([
        [-1.6, 0.05, -1.6],
        [-0.9, 0.05, -1.9],
      ]),
      color: 0x6a6862,
      role: 'fixed',
      answersTo: ['rocks', 'tor'],
    }),
    part('tor_top', { box: [0.9, 0.4, 0.7], round: 0.12 }, 'stone', {
      at: [-1.3, 0.95, -1.75],
      turn: [0, 20, 4],
      color: 0x7a7870,
      role: 'fixed',
      answersTo: ['rocks', 'tor'],
    }),
    part('boulder', { ellipsoid: [0.28, 0.18, 0.24] }, 'stone', {
      ...at([
        [1.4, 0.06, 1.6],
        [2.6, 0.06, -0.4],
        [-2.4, 0.06, 1.2],
      ]),
      color: 0x8a8880,
      role: 'fixed',
      answersTo: ['rocks', 'stones'],
    }),
    part('stone_wall', { box: [5.6, 0.5, 0.3], round: 0.08 }, 'stone', {
      at: [1.2, 0.05, 2.6],
      turn: [0, -8, 0],
      color: 0x6e6a62,
      role: 'fixed',
      answersTo: ['wall', 'dry-stone wall'],
    }),
  ],
};

/** The plain kind's looks by class: a moor is heather and stone. */
export const S30_PLAIN_LOOKS: Readonly<Record<string, StateDecl>> = {
  moor: MOOR,
};

/** A bank: the hill sloping down into a strip of river, reeds at its edge. */
const BANK_LOOK: StateDecl = {
  drop: ['path'],
  parts: [
    part('river', { box: [5.2, 0.08, 1.6] }, 'ocean', {
      at: [0, 0, 2.0],
      color: 0x3a78a8,
      role: 'detail',
      answersTo: ['water', 'river', 'stream'],
    }),
    part('reed', { cyl: 0.5, r: 0.015, rTop: 0.006 }, 'leaf', {
      ...at(
        [-1.4, -1.25, -1.1, -0.4, -0.25, 0.5, 0.62, 1.3, 1.42].map(
          (x, i) => [x, 0.04, 1.3 + (i % 3) * 0.08] as V3,
        ),
      ),
      color: 0x6a8a3a,
      role: 'fixed',
      answersTo: ['reeds'],
    }),
  ],
};

/** The hill kind's looks by class: every bank meets its water. */
export const S30_HILL_LOOKS: Readonly<Record<string, StateDecl>> = {
  bank: BANK_LOOK,
};

// --- Valleys ----------------------------------------------------------------------------------

/** Every part of the valley kind's green valley with its river and trees. */
const VALLEY_PARTS = ['slope', 'far_slope', 'river', 'tree_trunk', 'tree_crown'];

/** A cone of bare rock standing on the ground tile (top at y = 0.3), a snow cap on its tip. */
function peak(name: string, x: number, z: number, h: number, r: number): PartDecl[] {
  return [
    part(name, { cyl: h, r, rTop: 0.05 }, 'stone', {
      at: [x, 0.3, z],
      color: 0x6a645c,
      answersTo: ['mountains', 'peaks', 'rock'],
    }),
    part(`${name}_snow`, { cyl: h * 0.4, r: r * 0.42, rTop: 0.03 }, 'snow', {
      at: [x, 0.3 + h * 0.62, z],
      color: 0xf6f8fa,
      role: 'fixed',
      answersTo: ['snow'],
    }),
  ];
}

/** The saddle's height at (x, z): a half ellipsoid 1.6 × 0.9 × 2.2 on the tile. */
function saddleY(x: number, z: number): number {
  return 0.3 + 0.9 * Math.sqrt(Math.max(0, 1 - (x / 1.6) ** 2 - (z / 2.2) ** 2));
}

/** A pass: two rocky, snow-capped peaks and the low saddle between, a road winding over it. */
const PASS: StateDecl = {
  drop: VALLEY_PARTS,
  parts: [
    ...peak('peak', -2.3, -0.4, 3.4, 1.8),
    ...peak('far_peak', 2.4, -0.2, 2.9, 1.7),
    part('saddle', { ellipsoid: [1.6, 0.9, 2.2] }, 'grass', {
      at: [0, 0.3, 0],
      color: 0x8a8456,
      minus: [{ shape: { box: [4, 1, 5] }, at: [0, -0.7, 0] }],
      answersTo: ['saddle', 'col'],
    }),
    part(
      'pass_road',
      {
        sweep: [
          [0.5, 2.9],
          [0.7, 1.9],
          [-0.3, 1.1],
          [0, 0],
          [0.35, -1.1],
          [-0.4, -1.9],
          [-0.2, -2.9],
        ].map(([x, z]) => [x!, saddleY(x!, z!) + 0.02, z!] as V3),
        r: 0.12,
      },
      'concrete',
      { color: 0xb8ac94, role: 'fixed', answersTo: ['road', 'path', 'track'] },
    ),
  ],
};

/** A gully: a deep, narrow cut of bare red-brown earth, a trickle of water along its floor. */
const GULLY: StateDecl = {
  drop: [...VALLEY_PARTS, 'ground'],
  parts: [
    part('floor', { box: [8, 0.3, 6] }, 'soil', {
      color: 0x8a5a34,
      role: 'detail',
      answersTo: ['ground', 'earth'],
    }),
    part(
      'bank',
      {
        extrude: [
          [-4, 0],
          [-0.7, 0],
          [-1.2, 1.6],
          [-4, 1.6],
        ],
        depth: 6,
      },
      'soil',
      { at: [0, 0.3, 0], color: 0xa8683a, answersTo: ['banks', 'earth', 'sides'] },
    ),
    part(
      'far_bank',
      {
        extrude: [
          [0.7, 0],
          [4, 0],
          [4, 1.4],
          [1.15, 1.4],
        ],
        depth: 6,
      },
      'soil',
      { at: [0, 0.3, 0], color: 0xa8683a, answersTo: ['banks', 'earth', 'sides'] },
    ),
    part('stratum', { box: [0.06, 0.08, 6] }, 'soil', {
      ...at([
        [-0.86, 0.9, 0],
        [-1.0, 1.35, 0],
        [0.86, 0.9, 0],
        [0.99, 1.3, 0],
      ]),
      color: 0x6a3e22,
      role: 'fixed',
    }),
    part(
      'trickle',
      {
        sweep: [-3, -1.5, 0, 1.5, 3].map(
          (z, i) => [(i % 2 === 0 ? 0.12 : -0.12) * (i === 2 ? 0 : 1), 0.31, z] as V3,
        ),
        r: 0.1,
      },
      'ocean',
      { color: 0x5a7a9a, role: 'fixed', answersTo: ['water', 'stream'] },
    ),
    part('tuft', { cyl: 0.3, r: 0.2, rTop: 0.03 }, 'grass', {
      ...at([
        [-2.5, 1.9, -2],
        [-3.2, 1.9, 1.2],
        [-1.8, 1.9, 2.4],
        [2.4, 1.7, -1.5],
        [3.0, 1.7, 1.8],
      ]),
      color: 0x6a8a3a,
      role: 'fixed',
      answersTo: ['grass'],
    }),
  ],
};

/** Trees round a hollow's rim, at eight points. */
const RIM_TREES: readonly V3[] = Array.from({ length: 8 }, (_, i) => {
  const a = (2 * Math.PI * i) / 8 + 0.3;
  return [Math.cos(a) * 2.1, 0.3, Math.sin(a) * 2.1] as V3;
});

/** A hollow (a dell, a dingle): a small grassy dip ringed by a bank with trees all round. */
const HOLLOW: StateDecl = {
  drop: VALLEY_PARTS,
  parts: [
    part('rim', { ring: 2.1, r: 0.5 }, 'grass', {
      turn: [90, 0, 0],
      at: [0, 0.3, 0],
      color: 0x4a8a32,
      minus: [{ shape: { box: [6, 1, 6] }, at: [0, -0.7, 0] }],
      answersTo: ['bank', 'slopes'],
    }),
    part('trunk', { cyl: 1.3, r: 0.1, rTop: 0.07 }, 'bark', {
      ...at(RIM_TREES.map(([x, , z]) => [x, 0.6, z] as V3)),
      color: 0x5a3e26,
      role: 'fixed',
      answersTo: ['trees'],
    }),
    part('crown', { ellipsoid: [0.6, 0.7, 0.6] }, 'leaf', {
      ...at(RIM_TREES.map(([x, , z]) => [x, 2.3, z] as V3)),
      color: 0x3a7a2e,
      role: 'accent',
      answersTo: ['trees', 'leaves'],
    }),
    part('fern', { ellipsoid: [0.3, 0.18, 0.3] }, 'leaf', {
      ...at([
        [-0.6, 0.3, 0.3],
        [0.5, 0.3, -0.4],
        [0.2, 0.3, 0.7],
      ]),
      color: 0x6a9a3a,
      role: 'fixed',
      answersTo: ['ferns'],
    }),
  ],
};

/** The valley kind's looks by class: a pass, a gully, a hollow. */
export const S30_VALLEY_LOOKS: Readonly<Record<string, StateDecl>> = {
  pass: PASS,
  gully: GULLY,
  hollow: HOLLOW,
};

// --- Rooms -----------------------------------------------------------------------------------

/** The room kind's floor level and half width (its `room` declaration). */
const FLOOR = 0.1;
const HALF = 2.1;

/** A potted plant: a terracotta pot and a round leafy crown. */
function pottedPlant(name: string, points: readonly V3[]): PartDecl[] {
  return [
    part(`${name}_pot`, { cyl: 0.4, r: 0.22, rTop: 0.28 }, 'ceramic', {
      ...at(points),
      color: 0xb8643a,
      role: 'fixed',
      answersTo: ['pots'],
    }),
    part(name, { ellipsoid: [0.38, 0.5, 0.38] }, 'leaf', {
      ...at(points.map(([x, y, z]) => [x, y + 0.75, z] as V3)),
      color: 0x3a8a3a,
      role: 'fixed',
      answersTo: ['plants', 'leaves'],
    }),
  ];
}

/** A sun room: a back wall of glass panes in white frames, potted plants, wicker chairs. */
const SUN_ROOM: StateDecl = {
  drop: ['back_wall', 'window_frame', 'pane', 'skirting', 'rug'],
  parts: [
    part('glass_wall', { box: [4.2, 2.5, 0.04] }, 'glass', {
      at: [0, FLOOR, -HALF + 0.06],
      color: 0xcfe6f2,
      answersTo: ['glass', 'windows', 'wall'],
    }),
    part('mullion', { box: [0.08, 2.5, 0.1] }, 'paint', {
      ...at([-2.05, -1.0, 0, 1.0, 2.05].map((x) => [x, FLOOR, -HALF + 0.06] as V3)),
      color: 0xf8f8f4,
      role: 'fixed',
      answersTo: ['frames'],
    }),
    part('transom_bar', { box: [4.2, 0.08, 0.1] }, 'paint', {
      ...at([FLOOR, FLOOR + 0.5, FLOOR + 2.45].map((y) => [0, y, -HALF + 0.06] as V3)),
      color: 0xf8f8f4,
      role: 'fixed',
      answersTo: ['frames'],
    }),
    part('floor_tiles', { box: [4.0, 0.02, 4.0] }, 'ceramic', {
      at: [0.1, FLOOR, 0.1],
      color: 0xc8a488,
      role: 'detail',
      answersTo: ['floor', 'tiles'],
    }),
    ...pottedPlant('plant', [
      [-1.5, FLOOR, -1.5],
      [1.55, FLOOR, -1.5],
      [1.55, FLOOR, 1.3],
    ]),
    part('wicker_seat', { box: [0.7, 0.45, 0.7], round: 0.1 }, 'wood', {
      ...at([
        [-0.5, FLOOR, 0.2],
        [0.6, FLOOR, 0.2],
      ]),
      color: 0xc8a060,
      role: 'detail',
      answersTo: ['chairs', 'wicker'],
    }),
    part('wicker_back', { box: [0.7, 0.55, 0.12], round: 0.05 }, 'wood', {
      ...at([
        [-0.5, FLOOR + 0.45, -0.1],
        [0.6, FLOOR + 0.45, -0.1],
      ]),
      color: 0xc8a060,
      role: 'detail',
      answersTo: ['chairs', 'wicker'],
    }),
    part('cushion', { box: [0.6, 0.1, 0.55], round: 0.04 }, 'fabric', {
      ...at([
        [-0.5, FLOOR + 0.45, 0.25],
        [0.6, FLOOR + 0.45, 0.25],
      ]),
      color: 0xe8d8a0,
      role: 'accent',
      answersTo: ['cushions'],
    }),
  ],
};

/** Tiles of a lit dance floor: a 4 × 4 grid in four colours. */
const DISCO_TILES: readonly (readonly [V3, number])[] = Array.from({ length: 16 }, (_, i) => {
  const colors = [0xe83a8a, 0x3ac8e8, 0xf0d83a, 0x7a4ae8];
  const x = -1.05 + (i % 4) * 0.7;
  const z = -0.95 + Math.floor(i / 4) * 0.7;
  return [[x + 0.4, FLOOR, z + 0.4] as V3, colors[(i + Math.floor(i / 4)) % 4] ?? 0xe83a8a];
});

/** A disco: a floor of coloured light tiles, a mirror ball, a DJ's desk with two decks. */
const DISCO: StateDecl = {
  drop: ['rug'],
  parts: [
    ...[0, 1, 2, 3].map((c) =>
      part(c === 0 ? 'dance_tile' : `dance_tile_${c + 1}`, { box: [0.66, 0.03, 0.66] }, 'light', {
        ...at(DISCO_TILES.filter((_, i) => (i + Math.floor(i / 4)) % 4 === c).map(([p]) => p)),
        color: DISCO_TILES.find((_, i) => (i + Math.floor(i / 4)) % 4 === c)?.[1] ?? 0xe83a8a,
        role: 'fixed',
        answersTo: ['dance floor', 'floor', 'lights'],
      }),
    ),
    rod('light_bar', [-HALF + 0.1, 2.6, 0.4], [0.5, 2.6, 0.4], 0.05, 'darkMetal', {
      color: 0x2a2a2e,
      role: 'fixed',
      answersTo: ['truss'],
    }),
    rod('ball_chain', [0.4, 2.6, 0.4], [0.4, 2.2, 0.4], 0.015, 'steel', { role: 'fixed' }),
    part('mirror_ball', { ball: 0.3 }, 'chrome', {
      at: [0.4, 1.95, 0.4],
      color: 0xe8ecf2,
      role: 'fixed',
      answersTo: ['disco ball', 'glitter ball'],
    }),
    part('dj_desk', { box: [1.6, 1.0, 0.6] }, 'darkMetal', {
      at: [0.4, FLOOR, -1.65],
      color: 0x1e1e24,
      role: 'detail',
      answersTo: ['desk', 'booth'],
    }),
    part('deck', { cyl: 0.03, r: 0.2 }, 'plastic', {
      ...at([
        [0.0, FLOOR + 1.0, -1.62],
        [0.8, FLOOR + 1.0, -1.62],
      ]),
      color: 0x3a3a40,
      role: 'fixed',
      answersTo: ['turntables', 'records'],
    }),
    part('speaker', { box: [0.5, 1.3, 0.45] }, 'darkMetal', {
      ...at([
        [-1.2, FLOOR, -1.7],
        [1.75, FLOOR, -1.7],
      ]),
      color: 0x18181c,
      role: 'fixed',
      answersTo: ['speakers'],
    }),
    part('spotlight', { cyl: 0.22, r: 0.1, rTop: 0.14 }, 'light', {
      ...at([
        [-1.5, 2.4, -1.95],
        [0.4, 2.4, -1.95],
        [1.9, 2.4, -1.95],
      ]),
      color: 0xff4ab0,
      role: 'fixed',
      answersTo: ['lights'],
    }),
  ],
};

/** Pictures in gilt frames on the gallery's walls: back wall, then left wall. */
const FRAMES_BACK: readonly (readonly [number, number, number, number, number])[] = [
  // x, y, width, height, canvas colour
  [-1.2, 1.0, 1.0, 0.8, 0x3a6a9a],
  [0.2, 0.9, 1.2, 1.0, 0xc86a3a],
  [1.5, 1.1, 0.7, 0.6, 0x4a8a4a],
];
const FRAMES_LEFT: readonly (readonly [number, number, number, number, number])[] = [
  [-1.3, 1.0, 0.9, 0.8, 0xe0c04a],
  [0.1, 1.0, 0.9, 0.7, 0x8a3a6a],
];

/** A gallery: framed pictures hung on both walls, a bench, a rope on two posts. */
const GALLERY: StateDecl = {
  drop: ['window_frame', 'pane', 'rug'],
  parts: [
    ...FRAMES_BACK.flatMap(([x, y, w, h, canvas], i): PartDecl[] => [
      part(`frame_${i + 1}`, { box: [w + 0.14, h + 0.14, 0.05] }, 'gold', {
        at: [x, FLOOR + y - 0.07, -HALF + 0.14],
        color: 0xc8a040,
        role: 'fixed',
        answersTo: ['frames'],
      }),
      part(`picture_${i + 1}`, { box: [w, h, 0.02] }, 'paint', {
        at: [x, FLOOR + y, -HALF + 0.17],
        color: canvas,
        role: 'fixed',
        answersTo: ['paintings', 'pictures'],
      }),
    ]),
    ...FRAMES_LEFT.flatMap(([z, y, w, h, canvas], i): PartDecl[] => [
      part(`side_frame_${i + 1}`, { box: [0.05, h + 0.14, w + 0.14] }, 'gold', {
        at: [-HALF + 0.14, FLOOR + y - 0.07, z],
        color: 0xc8a040,
        role: 'fixed',
        answersTo: ['frames'],
      }),
      part(`side_picture_${i + 1}`, { box: [0.02, h, w] }, 'paint', {
        at: [-HALF + 0.17, FLOOR + y, z],
        color: canvas,
        role: 'fixed',
        answersTo: ['paintings', 'pictures'],
      }),
    ]),
    part('gallery_bench', { box: [1.4, 0.08, 0.45] }, 'wood', {
      at: [0.4, FLOOR + 0.4, 0.6],
      color: 0x8a5a34,
      role: 'detail',
      answersTo: ['bench'],
    }),
    part('bench_leg', { box: [0.08, 0.4, 0.4] }, 'darkMetal', {
      ...at([
        [-0.2, FLOOR, 0.6],
        [1.0, FLOOR, 0.6],
      ]),
      color: 0x2a2a2e,
      role: 'fixed',
    }),
    part('rope_post', { cyl: 0.9, r: 0.04 }, 'brass', {
      ...at([
        [-0.6, FLOOR, -1.2],
        [1.0, FLOOR, -1.2],
      ]),
      role: 'fixed',
      answersTo: ['posts', 'stanchions'],
    }),
    part(
      'rope',
      {
        sweep: [
          [-0.6, 0.85, -1.2],
          [0.2, 0.62, -1.2],
          [1.0, 0.85, -1.2],
        ],
        r: 0.025,
      },
      'fabric',
      {
        color: 0xa01e2a,
        role: 'fixed',
        answersTo: ['rope'],
      },
    ),
  ],
};

/** The room kind's looks by class (docs/decisions.md, session 30, places). */
export const S30_ROOM_LOOKS: Readonly<Record<string, StateDecl>> = {
  'sun parlor': SUN_ROOM,
  disco: DISCO,
  gallery: GALLERY,
};

// --- Orchards ---------------------------------------------------------------------------------

/** The garden kind's lawn top. */
const GARDEN_LAWN = 0.05;

/** Fruit trees in rows across the lawn: three rows of three. */
const ORCHARD_TREES: readonly V3[] = [-0.75, 0.25, 1.2].flatMap((z) =>
  [-1.35, 0, 1.35].map((x) => [x, GARDEN_LAWN, z] as V3),
);

/** Where apples hang on a crown centred at (x, y, z), just proud of its surface. */
function apples([x, , z]: V3): V3[] {
  return [
    [x + 0.2, 0.7, z + 0.24],
    [x - 0.24, 0.62, z + 0.18],
    [x + 0.05, 0.86, z + 0.22],
    [x + 0.28, 0.66, z - 0.08],
  ];
}

/** An orchard: rows of fruit trees hung with red apples on the lawn, a basket of picked ones. */
const ORCHARD: StateDecl = {
  drop: ['bed', 'stem', 'red_flower', 'yellow_flower', 'pink_flower', 'bush', 'stone'],
  parts: [
    part('fruit_trunk', { cyl: 0.5, r: 0.045, rTop: 0.035 }, 'bark', {
      ...at(ORCHARD_TREES),
      color: 0x6a4a2e,
      role: 'fixed',
      answersTo: ['trees', 'trunks'],
    }),
    part('fruit_crown', { ellipsoid: [0.32, 0.28, 0.32] }, 'leaf', {
      ...at(ORCHARD_TREES.map(([x, , z]) => [x, 0.7, z] as V3)),
      color: 0x3e7e2e,
      role: 'accent',
      answersTo: ['trees', 'leaves'],
    }),
    part('apple', { ball: 0.055 }, 'skin', {
      ...at(ORCHARD_TREES.flatMap(apples)),
      color: 0xc8202a,
      role: 'fixed',
      answersTo: ['fruit', 'apples'],
    }),
    part('basket', { cyl: 0.14, r: 0.13, rTop: 0.15 }, 'wood', {
      at: [0.68, GARDEN_LAWN, 1.45],
      color: 0xb08a50,
      role: 'fixed',
      answersTo: ['basket'],
    }),
    part('picked_apples', { ellipsoid: [0.13, 0.06, 0.13] }, 'skin', {
      at: [0.68, GARDEN_LAWN + 0.14, 1.45],
      color: 0xc8202a,
      role: 'fixed',
      answersTo: ['fruit', 'apples'],
    }),
  ],
};

/** The garden kind's looks by class: every orchard is rows of fruit trees. */
export const S30_GARDEN_LOOKS: Readonly<Record<string, StateDecl>> = {
  orchard: ORCHARD,
};

// --- Ramparts ----------------------------------------------------------------------------------

const RAMPART_STONE = 0x8a857a;

/** A rampart: a thick grey stone wall in courses, crenellated along its top, an arrow slit. */
const RAMPART: StateDecl = {
  drop: ['bricks', 'mortar', 'coping'],
  parts: [
    part('stones', { box: [2.6, 1.5, 0.6] }, 'stone', {
      color: RAMPART_STONE,
      answersTo: ['wall', 'stone', 'bricks'],
    }),
    part('course', { box: [2.61, 0.02, 0.61] }, 'stone', {
      ...at([0.3, 0.6, 0.9, 1.2].map((y) => [0, y, 0] as V3)),
      color: 0x6e6a62,
      role: 'fixed',
    }),
    part('merlon', { box: [0.34, 0.42, 0.6] }, 'stone', {
      ...at([-1.13, -0.57, 0, 0.57, 1.13].map((x) => [x, 1.5, 0] as V3)),
      color: RAMPART_STONE,
      role: 'detail',
      answersTo: ['battlements', 'crenellations'],
    }),
    part('arrow_slit', { box: [0.07, 0.5, 0.02] }, 'darkStone', {
      ...at([
        [-0.57, 0.6, 0.3],
        [0.57, 0.6, 0.3],
      ]),
      color: 0x1e1c1a,
      role: 'fixed',
      answersTo: ['slit', 'loophole'],
    }),
  ],
};

/** The wall kind's looks by class: every rampart (a bulwark, a battlement) is crenellated stone. */
export const S30_WALL_LOOKS: Readonly<Record<string, StateDecl>> = {
  rampart: RAMPART,
  bulwark: RAMPART,
};

// --- A building told by its name -----------------------------------------------------------

const HALL_W = 14;
const HALL_D = 8;
const HALL_H = 6.6;
const FRONT = HALL_D / 2;

/** The board over the clubhouse's porch, its name in block letters when it can be lettered. */
function nameBoard(word: string): PartDecl[] {
  const width = Math.min(HALL_W - 0.6, word.length * 0.82 + 1.0);
  return signBoard('sign', word, [0, 3.5, FRONT + 0.15], [width, 1.6], 0x1e3a2a, 0xf0d070);
}

/**
 * A building named for its use, no kind of its own shape: the clubhouse's hall with the noun
 * over its door ("a bordello", "a poorhouse"), as a works is the factory with its name
 * (docs/decisions.md, session 30, places). A name the glyphs cannot spell keeps the blank board.
 */
function hallSign(noun: string): StateDecl | undefined {
  const word = noun.toUpperCase();
  if (word.length > 18 || !canLetter(word)) return undefined;
  return { drop: ['sign'], parts: nameBoard(word) };
}

/**
 * A clubhouse: a long, single-storey hall under a pitched roof, tall windows either side of a
 * porch on two posts, and a board over the porch with the building's name.
 */
const clubhouse: KindDecl = {
  kind: 'clubhouse',
  nouns: ['clubhouse', 'club house', 'clubhouses'],
  size: [9.5, 15],
  lookOf: hallSign,
  parts: [
    part('walls', { box: [HALL_W, HALL_H, HALL_D] }, 'plaster', {
      colors: [0xeadcc0, 0xdce4d4, 0xe8d0b8],
      answersTo: ['wall', 'building'],
    }),
    part(
      'roof',
      {
        extrude: [
          [-HALL_D / 2 - 0.5, 0],
          [HALL_D / 2 + 0.5, 0],
          [0, 2.8],
        ],
        depth: HALL_W + 0.8,
      },
      'slate',
      {
        turn: [0, 90, 0],
        at: [0, HALL_H, 0],
        color: 0x6a3a2e,
        role: 'accent',
      },
    ),
    part('window', { box: [1.2, 2.6, 0.2] }, 'glass', {
      ...at([-5.6, -4.0, 4.0, 5.6].map((x) => [x, 1.4, FRONT] as V3)),
      color: 0x3a5a78,
      role: 'fixed',
      answersTo: ['windows'],
    }),
    part('door', { box: [1.6, 2.5, 0.2] }, 'darkWood', {
      at: [0, 0, FRONT],
      color: 0x5a3a22,
      role: 'detail',
    }),
    part('step', { box: [3.0, 0.2, 1.4] }, 'concrete', {
      at: [0, 0, FRONT + 0.6],
      color: 0xb0aca4,
      role: 'fixed',
    }),
    part('porch_roof', { box: [3.4, 0.22, 1.7] }, 'paint', {
      at: [0, 2.75, FRONT + 0.8],
      color: 0xf4f2ec,
      role: 'fixed',
      answersTo: ['porch'],
    }),
    part('porch_post', { cyl: 2.55, r: 0.1 }, 'paint', {
      at: [1.45, 0.2, FRONT + 1.45],
      mirror: true,
      color: 0xf4f2ec,
      role: 'fixed',
      answersTo: ['porch', 'posts'],
    }),
    part('sign', { box: [5, 1.6, 0.3] }, 'paint', {
      at: [0, 3.5, FRONT],
      color: 0x1e3a2a,
      role: 'accent',
      answersTo: ['sign'],
    }),
  ],
};

/** The kinds this file declares. */
export const S30_PLACES_KINDS: readonly KindDecl[] = [clubhouse];
