/**
 * More rooms by use (issue #32, session 23, H): a corner diorama like the rooms of session 16
 * (kinds/declared/rooms.ts: a floor and the back and left walls, open to the viewer), each
 * furnished with the few things that tell it from a plain room — a basement's stairs down and
 * boiler, an attic's sloping rafters and boxes, a cellar's vault and barrels, a gym's weights
 * and bench, a darkroom's red lamp and trays (docs/decisions.md, "Building parts, rooms and
 * places by what tells them apart").
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { at, lyingX, part, rod, spaced } from './part-shorthand.ts';
import { S28_R2_ATTIC_LOOKS } from './s28-r2places.ts';

const W = 4.2;
const H = 2.6;
const BACK = -W / 2 + 0.12;
const LEFT = -W / 2 + 0.12;

/** The floor and the back and left walls of a room w wide and d deep. */
function shell(floor: [string, number], wall: [string, number], w = W, d = W, h = H): PartDecl[] {
  return [
    part('floor', { box: [w, 0.1, d] }, floor[0], {
      color: floor[1],
      role: 'detail',
      answersTo: ['floor'],
    }),
    part('back_wall', { box: [w, h, 0.12] }, wall[0], {
      at: [0, 0.1, -d / 2 + 0.06],
      color: wall[1],
      answersTo: ['walls', 'wall'],
    }),
    part('left_wall', { box: [0.12, h, d] }, wall[0], {
      at: [-w / 2 + 0.06, 0.1, 0],
      color: wall[1],
      answersTo: ['walls', 'wall'],
    }),
  ];
}

/** Cardboard boxes of a few sizes, stacked. */
function cartons(name: string, spots: readonly V3[]): PartDecl {
  return part(name, { box: [0.5, 0.4, 0.45] }, 'paper', {
    ...at(spots),
    color: 0xb88a52,
    role: 'fixed',
    answersTo: ['boxes'],
  });
}

/** A shelf unit against the back wall at x: uprights and n boards, w wide, d deep. */
function shelves(
  name: string,
  x: number,
  w: number,
  h: number,
  n: number,
  finish: string,
  color: number,
  z = BACK + 0.2,
  d = 0.4,
) {
  return [
    part(`${name}_side`, { box: [0.04, h, d] }, finish, {
      ...at([
        [x - w / 2, 0.1, z],
        [x + w / 2, 0.1, z],
      ]),
      color,
      role: 'accent',
    }),
    part(`${name}_board`, { box: [w, 0.03, d] }, finish, {
      ...at(spaced(n, 0.15, h + 0.05).map((y) => [x, y, z] as V3)),
      color,
      role: 'accent',
      answersTo: ['shelves', 'shelf'],
    }),
  ];
}

/** A flight of steps climbing from (x, z0) on the floor to height h at z1 along -Z. */
function stairsUp(
  x: number,
  z0: number,
  z1: number,
  h: number,
  w: number,
  color: number,
): PartDecl {
  const n = 11;
  const run = (z0 - z1) / n;
  return part('stair', { box: [w, h / n, run + 0.01] }, 'wood', {
    repeat: { count: n, word: 'step', step: [0, h / n, -run], max: 11 },
    at: [x, 0.1, z0 - run / 2],
    color,
    answersTo: ['stairs', 'steps'],
  });
}

const basement: KindDecl = {
  kind: 'basement',
  nouns: ['basement', 'basement room', 'cellar room'],
  size: [2.7, 4.2],
  parts: [
    ...shell(['concrete', 0x8a8a86], ['concrete', 0xa8a6a0]),
    // Stairs coming down along the left wall from the floor above, a rail beside them.
    stairsUp(LEFT + 0.5, 1.9, -0.6, H, 0.9, 0x8a6a48),
    rod('stair_rail', [LEFT + 0.98, 1.0, 1.9], [LEFT + 0.98, H + 0.9, -0.6], 0.025, 'darkWood', {
      role: 'fixed',
    }),
    rod('rail_post', [LEFT + 0.98, 0.1, 1.9], [LEFT + 0.98, 1.0, 1.9], 0.03, 'darkWood', {
      role: 'fixed',
    }),
    // The boiler: a white cylinder in the corner with its flue and pipes, a water heater.
    part('boiler', { cyl: 1.6, r: 0.35 }, 'paint', {
      at: [1.3, 0.1, BACK + 0.45],
      color: 0xe8e6e0,
      answersTo: ['boiler', 'water heater'],
    }),
    part(
      'boiler_cap',
      {
        lathe: [
          [0, 0],
          [0.35, 0],
          [0.3, 0.1],
          [0, 0.16],
        ],
      },
      'paint',
      {
        at: [1.3, 1.7, BACK + 0.45],
        color: 0xd8d6d0,
        role: 'fixed',
      },
    ),
    part('flue', { cyl: 0.9, r: 0.08 }, 'steel', { at: [1.3, 1.84, BACK + 0.45], role: 'fixed' }),
    part('pipe', { cyl: 2.5, r: 0.03 }, 'copper', {
      ...at([
        [0.8, 0.1, BACK + 0.1],
        [0.9, 0.1, BACK + 0.1],
      ]),
      role: 'fixed',
    }),
    lyingX('ceiling_pipe', [0, 2.45, BACK + 0.12], 3.8, 0.05, 'steel', { role: 'fixed' }),
    // A small high window, a bare bulb and storage shelves with boxes.
    part('high_window', { box: [0.9, 0.35, 0.04] }, 'glass', {
      at: [0.2, 2.1, BACK + 0.02],
      color: 0x9cb8c8,
      role: 'fixed',
    }),
    ...shelves('shelf', 0.3, 1.0, 1.6, 4, 'steel', 0x6a6a6a),
    cartons('box', [
      [0.1, 0.98, BACK + 0.22],
      [0.5, 0.53, BACK + 0.22],
      [0.1, 0.53, BACK + 0.22],
      [1.5, 0.1, 0.3],
      [1.5, 0.5, 0.3],
    ]),
    part('washer', { box: [0.65, 0.85, 0.6] }, 'paint', {
      at: [-0.9, 0.1, BACK + 0.35],
      color: 0xf0f0f0,
      role: 'fixed',
    }),
    part('washer_door', { cyl: 0.04, r: 0.2 }, 'glass', {
      turn: [90, 0, 0],
      at: [-0.9, 0.5, BACK + 0.69],
      color: 0x6a8aa0,
      role: 'fixed',
    }),
  ],
};

/** The rise of the attic roof over its run from the left wall's foot to the ridge. */
const ATTIC_RIDGE = 2.6;

/** The underside of an attic roof: the slope from the left eave up to the ridge at x = 0.4. */
const ATTIC_SLOPE = (Math.atan2(ATTIC_RIDGE - 0.4, W / 2 + 0.4) * 180) / Math.PI;
const ATTIC_LEN = Math.hypot(ATTIC_RIDGE - 0.4, W / 2 + 0.4);

const attic: KindDecl = {
  kind: 'attic',
  nouns: ['attic', 'loft', 'garret', 'attic room', 'roof space'],
  // A hayloft heaped with hay (s28-r2places.ts).
  looks: S28_R2_ATTIC_LOOKS,
  size: [2.8, 4.2],
  parts: [
    part('floor', { box: [W, 0.1, W] }, 'wood', {
      color: 0xa8804e,
      role: 'detail',
      answersTo: ['floor', 'floorboards'],
    }),
    part('floor_joint', { box: [0.01, 0.005, W] }, 'darkWood', {
      ...at(spaced(9, -1.8, 1.8).map((x) => [x, 0.1, 0] as V3)),
      role: 'fixed',
    }),
    // The gable at the back: a triangle of boards with a round window.
    part(
      'gable',
      {
        extrude: [
          [-W / 2, 0],
          [W / 2, 0],
          [W / 2, 0.4],
          [0.4, ATTIC_RIDGE],
          [-W / 2, 0.4],
        ],
        depth: 0.1,
      },
      'wood',
      { at: [0, 0.1, -W / 2 + 0.05], color: 0xc8a070, answersTo: ['walls', 'wall'] },
    ),
    part('round_window', { cyl: 0.06, r: 0.32 }, 'glass', {
      turn: [90, 0, 0],
      at: [0.4, 1.45, -W / 2 + 0.16],
      color: 0xbcdcf0,
      role: 'fixed',
    }),
    part('window_ring', { ring: 0.32, r: 0.04 }, 'wood', {
      at: [0.4, 1.45, -W / 2 + 0.12],
      color: 0xf4f0e4,
      role: 'fixed',
    }),
    // The sloping roof over the left side, its rafters showing, a knee wall at the eave.
    part('knee_wall', { box: [0.1, 0.4, W] }, 'wood', {
      at: [-W / 2 + 0.05, 0.1, 0],
      color: 0xc8a070,
      role: 'accent',
    }),
    part('roof_boards', { box: [ATTIC_LEN, 0.05, W] }, 'wood', {
      turn: [0, 0, ATTIC_SLOPE],
      at: [(-W / 2 + 0.4) / 2 - 0.05, 0.48 + (ATTIC_RIDGE - 0.4) / 2, 0],
      color: 0xc89a68,
      answersTo: ['roof', 'ceiling'],
    }),
    part('rafter', { box: [ATTIC_LEN, 0.16, 0.08] }, 'darkWood', {
      turn: [0, 0, ATTIC_SLOPE],
      ...at(
        spaced(5, -1.8, 1.8).map(
          (z) => [(-W / 2 + 0.4) / 2 - 0.02, 0.36 + (ATTIC_RIDGE - 0.4) / 2, z] as V3,
        ),
      ),
      color: 0x6a4a2a,
      role: 'accent',
      answersTo: ['rafters', 'beams'],
    }),
    part('ridge_beam', { box: [0.16, 0.2, W] }, 'darkWood', {
      at: [0.4, ATTIC_RIDGE + 0.02, 0],
      color: 0x6a4a2a,
      role: 'fixed',
    }),
    part('king_post', { box: [0.14, ATTIC_RIDGE - 0.05, 0.14] }, 'darkWood', {
      at: [0.4, 0.1, 0.6],
      color: 0x6a4a2a,
      role: 'fixed',
    }),
    // Old things kept up here: a stack of boxes, a domed trunk, a rocking horse, a bulb.
    cartons('box', [
      [-1.3, 0.1, -1.3],
      [-1.3, 0.5, -1.3],
      [-0.75, 0.1, -1.4],
      [-1.3, 0.1, -0.7],
    ]),
    part('trunk', { box: [0.9, 0.45, 0.5], round: 0.03 }, 'leather', {
      at: [1.2, 0.1, -1.2],
      color: 0x5a3a22,
      role: 'fixed',
      answersTo: ['trunk', 'chest'],
    }),
    part('trunk_lid', { cyl: 0.9, r: 0.25 }, 'leather', {
      turn: [0, 0, 90],
      at: [1.65, 0.55, -1.2],
      color: 0x5a3a22,
      role: 'fixed',
    }),
    part('trunk_band', { box: [0.05, 0.72, 0.52] }, 'brass', {
      ...at([
        [0.95, 0.1, -1.2],
        [1.45, 0.1, -1.2],
      ]),
      role: 'fixed',
    }),
    part('cobweb_lamp', { ball: 0.07 }, 'light', { at: [0.4, 2.1, 0.6], role: 'fixed' }),
    rod('lamp_cord', [0.4, 2.15, 0.6], [0.4, ATTIC_RIDGE + 0.05, 0.6], 0.008, 'rubber', {
      role: 'fixed',
    }),
  ],
};

/** A barrel of height h lying along Z at (x, y, z), on its side. */
function barrel(name: string, x: number, y: number, z: number): PartDecl[] {
  return [
    part(
      `${name}`,
      {
        lathe: [
          [0, 0],
          [0.3, 0],
          [0.36, 0.4],
          [0.3, 0.8],
          [0, 0.8],
        ],
        smooth: true,
      },
      'wood',
      {
        turn: [90, 0, 0],
        at: [x, y + 0.36, z - 0.4],
        color: 0x8a5a32,
        answersTo: ['barrels', 'barrel'],
      },
    ),
    part(`${name}_hoop`, { ring: 0.34, r: 0.02 }, 'iron', {
      ...at([
        [x, y + 0.36, z - 0.15],
        [x, y + 0.36, z + 0.15],
      ]),
      color: 0x2a2a2a,
      role: 'fixed',
    }),
  ];
}

/** A brick vault's arch on the back wall: an arc of brick in the XY plane. */
function archOn(x: number, r: number, spring: number, z: number): PartDecl {
  return part('vault_arch', { ring: r, r: 0.1, arc: 180 }, 'brick', {
    at: [x, spring, z],
    color: 0x8a4a34,
    role: 'accent',
    answersTo: ['arch', 'arches', 'vault'],
  });
}

const cellar: KindDecl = {
  kind: 'cellar',
  nouns: ['cellar', 'wine cellar', 'storage cellar'],
  size: [2.7, 4.2],
  parts: [
    ...shell(['stone', 0x6a645a], ['brick', 0xa8664a]),
    // A barrel vault over the room: brick arches springing from the walls.
    archOn(-0.1, 1.05, 1.3, BACK + 0.1),
    part('niche', { box: [2.0, 1.2, 0.02] }, 'brick', {
      at: [-0.1, 0.1, BACK + 0.01],
      color: 0x4a2a20,
      role: 'fixed',
    }),
    part('niche_top', { ring: 1.0, r: 0.01, arc: 180 }, 'brick', {
      at: [-0.1, 1.3, BACK + 0.01],
      color: 0x4a2a20,
      role: 'fixed',
    }),
    part('pier', { box: [0.24, 1.2, 0.2] }, 'brick', {
      ...at([
        [-1.15, 0.1, BACK + 0.1],
        [0.95, 0.1, BACK + 0.1],
      ]),
      color: 0x8a4a34,
      role: 'accent',
    }),
    archOn(1.55, 0.5, 1.3, BACK + 0.1),
    // Barrels on their sides on cradles, and a rack of bottles.
    ...barrel('barrel_1', -0.5, 0.1, BACK + 0.6),
    ...barrel('barrel_2', 0.3, 0.1, BACK + 0.6),
    ...barrel('barrel_3', -0.1, 0.78, BACK + 0.6),
    part('cradle', { box: [1.4, 0.1, 0.9] }, 'darkWood', {
      at: [-0.1, 0.1, BACK + 0.6],
      role: 'fixed',
    }),
    ...shelves('rack', LEFT + 0.25, 0.4, 1.6, 6, 'darkWood', 0x4a2a18, 0.6, 1.4),
    part('bottle', { cyl: 0.3, r: 0.035 }, 'greenGlass', {
      turn: [0, 0, 90],
      ...at(
        [0.215, 0.515, 0.815, 1.115].flatMap((y) =>
          spaced(6, 0.05, 1.15).map((z) => [LEFT + 0.4, y, z] as V3),
        ),
      ),
      color: 0x1e4a22,
      role: 'fixed',
      answersTo: ['bottles', 'wine'],
    }),
    part('lantern', { box: [0.14, 0.22, 0.14] }, 'brass', {
      at: [1.2, 1.6, BACK + 0.1],
      role: 'fixed',
    }),
    part('lantern_glow', { ball: 0.05 }, 'light', { at: [1.2, 1.7, BACK + 0.17], role: 'fixed' }),
  ],
};

/** A door in the left wall (facing +X), its foot at z. */
function sideDoor(name: string, z: number, x: number, color: number): PartDecl[] {
  return [
    part(name, { box: [0.05, 2.05, 0.85] }, 'paint', {
      at: [x + 0.03, 0.1, z],
      color,
      answersTo: ['doors', 'door'],
    }),
    part(`${name}_frame`, { box: [0.04, 2.15, 1.0] }, 'paint', {
      at: [x, 0.1, z],
      color: 0xf6f4ee,
      role: 'fixed',
    }),
    part(`${name}_knob`, { ball: 0.035 }, 'brass', { at: [x + 0.1, 1.05, z + 0.3], role: 'fixed' }),
  ];
}

const HALL_W = 2.4;
const HALL_D = 6;

const hallway: KindDecl = {
  kind: 'hallway',
  nouns: ['hallway', 'corridor', 'hall', 'passageway', 'hallway interior'],
  size: [2.7, 6],
  parts: [
    ...shell(['wood', 0xa87848], ['plaster', 0xe6dcc4], HALL_W, HALL_D),
    // Doors one after another along the left wall, one at the far end, a long runner.
    ...sideDoor('door_1', -1.8, -HALL_W / 2 + 0.12, 0x7a5030),
    ...sideDoor('door_2', 0.6, -HALL_W / 2 + 0.12, 0x7a5030),
    part('end_door', { box: [0.85, 2.05, 0.05] }, 'paint', {
      at: [0, 0.1, -HALL_D / 2 + 0.14],
      color: 0x7a5030,
      answersTo: ['doors', 'door'],
    }),
    part('end_frame', { box: [1.0, 2.15, 0.04] }, 'paint', {
      at: [0, 0.1, -HALL_D / 2 + 0.12],
      color: 0xf6f4ee,
      role: 'fixed',
    }),
    part('runner', { box: [0.9, 0.015, HALL_D - 0.6] }, 'fabric', {
      at: [0.15, 0.1, 0.2],
      color: 0x8a2a2a,
      role: 'accent',
      answersTo: ['rug', 'runner', 'carpet'],
    }),
    part('runner_border', { box: [0.8, 0.018, HALL_D - 0.8] }, 'fabric', {
      at: [0.15, 0.1, 0.2],
      color: 0xc89a4a,
      role: 'fixed',
    }),
    // Pictures down the left wall, ceiling lamps, coat hooks and a small console table.
    part('picture', { box: [0.03, 0.5, 0.7] }, 'paint', {
      ...at([
        [-HALL_W / 2 + 0.13, 1.3, -0.6],
        [-HALL_W / 2 + 0.13, 1.3, 2.0],
      ]),
      color: 0x4a6a8a,
      role: 'fixed',
    }),
    part('coat_hooks', { box: [0.04, 0.1, 0.8] }, 'darkWood', {
      at: [-HALL_W / 2 + 0.13, 1.7, -0.6 + 1.3],
      role: 'fixed',
    }),
    part(
      'coat',
      {
        capsule: [
          [-HALL_W / 2 + 0.25, 1.7, 0.6],
          [-HALL_W / 2 + 0.25, 0.95, 0.6],
        ],
        r: 0.13,
        r2: 0.2,
      },
      'fabric',
      {
        color: 0x3a4a5a,
        role: 'fixed',
      },
    ),
    part('console', { box: [0.35, 0.05, 0.9] }, 'darkWood', {
      at: [HALL_W / 2 - 0.25, 0.8, -1.6],
      role: 'fixed',
    }),
    part('console_leg', { box: [0.04, 0.7, 0.04] }, 'darkWood', {
      ...at([
        [HALL_W / 2 - 0.1, 0.1, -2.0],
        [HALL_W / 2 - 0.1, 0.1, -1.2],
        [HALL_W / 2 - 0.4, 0.1, -2.0],
        [HALL_W / 2 - 0.4, 0.1, -1.2],
      ]),
      role: 'fixed',
    }),
  ],
};

/** A dumbbell lying along X, centred at c. */
function dumbbell(name: string, c: V3, color: number): PartDecl[] {
  return [
    lyingX(`${name}_bar`, c, 0.4, 0.02, 'chrome', { role: 'fixed' }),
    lyingX(`${name}_weight`, [c[0] - 0.16, c[1], c[2]], 0.08, 0.07, 'rubber', {
      copies: [[0.32, 0, 0]],
      color,
      role: 'fixed',
      answersTo: ['weights', 'dumbbells'],
    }),
  ];
}

const gym: KindDecl = {
  kind: 'gym',
  nouns: ['gym', 'gymnasium', 'fitness room', 'weight room', 'fitness centre', 'fitness center'],
  size: [2.7, 4.2],
  parts: [
    ...shell(['rubber', 0x2a2a2e], ['plaster', 0xe4e4e0]),
    part('mirror', { box: [2.8, 1.6, 0.03] }, 'chrome', {
      at: [0.4, 0.5, BACK + 0.02],
      color: 0xd8e8f0,
      role: 'fixed',
      answersTo: ['mirror'],
    }),
    // A flat bench under a barbell on its rack, the bar loaded with big black plates.
    part('bench_pad', { box: [0.32, 0.1, 1.2], round: 0.03 }, 'leather', {
      at: [-0.3, 0.5, 0.5],
      color: 0x1a1a1a,
      role: 'accent',
      answersTo: ['bench'],
    }),
    part('bench_leg', { box: [0.06, 0.4, 0.06] }, 'steel', {
      ...at([
        [-0.3, 0.1, 0.05],
        [-0.3, 0.1, 0.95],
      ]),
      role: 'fixed',
    }),
    part('rack_upright', { box: [0.06, 1.3, 0.06] }, 'steel', {
      ...at([
        [-0.85, 0.1, 0.0],
        [0.25, 0.1, 0.0],
      ]),
      color: 0x2a2a2a,
      role: 'fixed',
    }),
    part('rack_foot', { box: [1.2, 0.06, 0.4] }, 'steel', {
      at: [-0.3, 0.1, 0.0],
      color: 0x2a2a2a,
      role: 'fixed',
    }),
    lyingX('barbell', [-0.3, 1.28, 0.06], 2.2, 0.02, 'chrome', {
      role: 'fixed',
      answersTo: ['barbell'],
    }),
    lyingX('plate', [-1.3, 1.28, 0.06], 0.06, 0.22, 'rubber', {
      copies: [
        [0.08, 0, 0],
        [1.86, 0, 0],
        [1.94, 0, 0],
      ],
      color: 0x1a1a1a,
      role: 'fixed',
      answersTo: ['plates', 'weights'],
    }),
    // A rack of dumbbells along the left wall.
    part('dumbbell_rack', { box: [0.5, 0.6, 1.8] }, 'steel', {
      at: [LEFT + 0.3, 0.1, -0.6],
      color: 0x2a2a2a,
      role: 'fixed',
    }),
    ...[-1.3, -0.9, -0.5, -0.1, 0.3].flatMap((z, i) =>
      dumbbell(`dumbbell_${i + 1}`, [LEFT + 0.3, 0.78, z], [0x1a1a1a, 0xc82a2a, 0x2a5ac8][i % 3]!),
    ),
    // A treadmill by the mirror and a kettlebell on the floor.
    part('treadmill_deck', { box: [0.7, 0.2, 1.5] }, 'rubber', {
      at: [1.3, 0.1, -0.6],
      color: 0x222226,
      role: 'fixed',
    }),
    part('treadmill_post', { box: [0.05, 1.1, 0.05] }, 'steel', {
      ...at([
        [1.0, 0.3, -1.25],
        [1.6, 0.3, -1.25],
      ]),
      role: 'fixed',
    }),
    part('treadmill_console', { box: [0.7, 0.22, 0.15] }, 'plastic', {
      at: [1.3, 1.35, -1.25],
      color: 0x3a3a3e,
      role: 'fixed',
    }),
    part('kettlebell', { ball: 0.14 }, 'iron', {
      at: [0.9, 0.24, 1.2],
      color: 0x1a1a1a,
      role: 'fixed',
    }),
    part('kettlebell_handle', { ring: 0.09, r: 0.02, arc: 180 }, 'iron', {
      at: [0.9, 0.36, 1.2],
      color: 0x1a1a1a,
      role: 'fixed',
    }),
  ],
};

const lockerRoom: KindDecl = {
  kind: 'locker room',
  nouns: ['locker room', 'changing room', 'changeroom', 'lockerroom'],
  size: [2.7, 4.2],
  parts: [
    ...shell(['ceramic', 0x9aa8b0], ['ceramic', 0xdce4e8]),
    // Tall metal lockers in a row along the back wall and down the left wall.
    part('locker', { box: [0.45, 1.9, 0.5] }, 'paint', {
      ...at(spaced(7, -1.65, 1.05).map((x) => [x, 0.1, BACK + 0.27] as V3)),
      color: 0x3a6aa8,
      answersTo: ['lockers', 'locker'],
    }),
    part('locker_vent', { box: [0.25, 0.03, 0.02] }, 'darkMetal', {
      ...at(
        spaced(7, -1.65, 1.05).flatMap((x) => [
          [x, 1.7, BACK + 0.53] as V3,
          [x, 1.78, BACK + 0.53] as V3,
          [x, 1.62, BACK + 0.53] as V3,
        ]),
      ),
      color: 0x1a2a40,
      role: 'fixed',
    }),
    part('locker_handle', { box: [0.03, 0.12, 0.03] }, 'chrome', {
      ...at(spaced(7, -1.65, 1.05).map((x) => [x + 0.15, 1.0, BACK + 0.53] as V3)),
      role: 'fixed',
    }),
    part('side_locker', { box: [0.5, 1.9, 0.45] }, 'paint', {
      ...at(spaced(4, -0.5, 1.2).map((z) => [LEFT + 0.27, 0.1, z] as V3)),
      color: 0x3a6aa8,
      answersTo: ['lockers', 'locker'],
    }),
    // A long wooden bench down the middle, a towel and a sports bag on it.
    part('bench', { box: [2.4, 0.06, 0.38] }, 'wood', {
      at: [0.2, 0.48, 0.3],
      color: 0xc89a60,
      role: 'accent',
      answersTo: ['bench'],
    }),
    part('bench_leg', { box: [0.06, 0.38, 0.3] }, 'steel', {
      ...at([
        [-0.8, 0.1, 0.3],
        [1.2, 0.1, 0.3],
      ]),
      role: 'fixed',
    }),
    part('towel', { box: [0.5, 0.05, 0.36] }, 'fabric', {
      at: [0.6, 0.54, 0.3],
      color: 0xf4f4f0,
      role: 'fixed',
    }),
    part(
      'sports_bag',
      {
        capsule: [
          [-0.5, 0.7, 0.3],
          [0.0, 0.7, 0.3],
        ],
        r: 0.16,
      },
      'fabric',
      {
        color: 0xc8302a,
        role: 'fixed',
      },
    ),
  ],
};

const darkroom: KindDecl = {
  kind: 'darkroom',
  nouns: ['darkroom', 'dark room', 'photo darkroom', 'photographic darkroom'],
  size: [2.7, 4.2],
  parts: [
    ...shell(['rubber', 0x1e1e20], ['paint', 0x2c2a2c]),
    // The red safelight over the counter glowing on the dark wall.
    part('safelight', { box: [0.4, 0.3, 0.14] }, 'redLight', {
      at: [0, 1.9, BACK + 0.07],
      role: 'fixed',
      answersTo: ['light', 'lamp', 'safelight'],
    }),
    part('red_glow', { box: [2.2, 1.4, 0.01] }, 'paint', {
      at: [0, 1.1, BACK + 0.005],
      color: 0x6a1414,
      role: 'fixed',
    }),
    // The wet bench: three developing trays in a row, and the enlarger on its column.
    part('counter', { box: [3.0, 0.9, 0.7] }, 'paint', {
      at: [0.2, 0.1, BACK + 0.35],
      color: 0x3a3a3c,
      role: 'accent',
      answersTo: ['counter', 'bench'],
    }),
    part('tray', { box: [0.5, 0.07, 0.4] }, 'plastic', {
      ...at([
        [-0.5, 1.0, BACK + 0.38],
        [0.1, 1.0, BACK + 0.38],
        [0.7, 1.0, BACK + 0.38],
      ]),
      color: 0xe8e8e8,
      role: 'fixed',
      answersTo: ['trays', 'tray'],
    }),
    part('tray_liquid', { box: [0.44, 0.02, 0.34] }, 'glass', {
      ...at([
        [-0.5, 1.05, BACK + 0.38],
        [0.1, 1.05, BACK + 0.38],
        [0.7, 1.05, BACK + 0.38],
      ]),
      color: 0xc83a2a,
      role: 'fixed',
    }),
    part('enlarger_base', { box: [0.5, 0.05, 0.45] }, 'paint', {
      at: [LEFT + 0.55, 1.0, BACK + 0.38],
      color: 0xe8e8e8,
      role: 'fixed',
    }),
    part('enlarger_column', { cyl: 0.9, r: 0.03 }, 'chrome', {
      at: [LEFT + 0.55, 1.05, BACK + 0.2],
      role: 'fixed',
    }),
    part('enlarger_head', { box: [0.28, 0.3, 0.3] }, 'darkMetal', {
      at: [LEFT + 0.55, 1.6, BACK + 0.33],
      color: 0x1a1a1a,
      role: 'fixed',
    }),
    part('enlarger_lens', { cyl: 0.12, r: 0.06 }, 'glass', {
      at: [LEFT + 0.55, 1.48, BACK + 0.38],
      color: 0x2a2a2a,
      role: 'fixed',
    }),
    // Prints pegged on a line across the left wall to dry.
    rod('drying_line', [LEFT + 0.02, 2.1, -0.8], [LEFT + 0.02, 2.1, 1.6], 0.008, 'rubber', {
      role: 'fixed',
    }),
    part('print', { box: [0.02, 0.35, 0.28] }, 'paper', {
      ...at(spaced(5, -0.6, 1.4).map((z) => [LEFT + 0.04, 1.72, z] as V3)),
      color: 0xd8d0c8,
      role: 'fixed',
      answersTo: ['prints', 'photos'],
    }),
  ],
};

/** An Erlenmeyer flask of coloured liquid at (x, y, z). */
function flask(name: string, x: number, y: number, z: number, color: number): PartDecl[] {
  return [
    part(
      name,
      {
        lathe: [
          [0, 0],
          [0.14, 0],
          [0.14, 0.03],
          [0.045, 0.24],
          [0.045, 0.34],
          [0, 0.34],
        ],
      },
      'glass',
      {
        at: [x, y, z],
        color,
        role: 'fixed',
      },
    ),
    part(
      `${name}_liquid`,
      {
        lathe: [
          [0, 0],
          [0.135, 0],
          [0.135, 0.03],
          [0.08, 0.15],
          [0, 0.15],
        ],
      },
      'glass',
      {
        at: [x, y + 0.005, z],
        color,
        role: 'fixed',
      },
    ),
  ];
}

const laboratory: KindDecl = {
  kind: 'laboratory',
  nouns: [
    'laboratory',
    'lab',
    'science lab',
    'chemistry lab',
    'research lab',
    'research laboratory',
  ],
  size: [2.7, 4.2],
  parts: [
    ...shell(['ceramic', 0xb8c0c4], ['ceramic', 0xd4e4ec]),
    // A black-topped lab bench with flasks of coloured liquid, test tubes and a microscope.
    part('bench', { box: [2.8, 0.85, 0.75] }, 'paint', {
      at: [0.3, 0.1, BACK + 0.38],
      color: 0x5a7a94,
      role: 'accent',
      answersTo: ['bench', 'counter'],
    }),
    part('bench_top', { box: [2.9, 0.05, 0.8] }, 'stone', {
      at: [0.3, 0.95, BACK + 0.38],
      color: 0x1a1a1a,
      role: 'fixed',
    }),
    ...flask('flask_1', -0.6, 1.0, BACK + 0.35, 0x2ac84a),
    ...flask('flask_2', -0.3, 1.0, BACK + 0.5, 0x2a6ae8),
    ...flask('flask_3', 0.0, 1.0, BACK + 0.3, 0xe84a2a),
    part('tube_rack', { box: [0.4, 0.08, 0.12] }, 'plastic', {
      at: [0.5, 1.0, BACK + 0.4],
      color: 0xe8e8e8,
      role: 'fixed',
    }),
    part(
      'test_tube',
      {
        capsule: [
          [0.38, 1.02, BACK + 0.4],
          [0.38, 1.22, BACK + 0.4],
        ],
        r: 0.018,
      },
      'glass',
      {
        copies: [
          [0.08, 0, 0],
          [0.16, 0, 0],
          [0.24, 0, 0],
        ],
        color: 0xc83ac8,
        role: 'fixed',
      },
    ),
    part('microscope_base', { box: [0.22, 0.05, 0.26] }, 'paint', {
      at: [1.2, 1.0, BACK + 0.38],
      color: 0xf0f0f0,
      role: 'fixed',
    }),
    rod('microscope_arm', [1.2, 1.02, BACK + 0.28], [1.2, 1.4, BACK + 0.33], 0.04, 'paint', {
      color: 0xf0f0f0,
      role: 'fixed',
    }),
    rod('microscope_tube', [1.2, 1.25, BACK + 0.45], [1.2, 1.5, BACK + 0.34], 0.035, 'darkMetal', {
      color: 0x2a2a2a,
      role: 'fixed',
      answersTo: ['microscope'],
    }),
    // A fume hood in the corner and shelves of reagent bottles on the left wall.
    part('fume_hood', { box: [1.1, 2.3, 0.8] }, 'paint', {
      at: [LEFT + 0.6, 0.1, BACK + 0.45],
      color: 0x9aa8b0,
      role: 'detail',
    }),
    part('hood_glass', { box: [0.9, 0.8, 0.03] }, 'glass', {
      at: [LEFT + 0.6, 1.05, BACK + 0.86],
      color: 0xa8d0e0,
      role: 'fixed',
    }),
    part('bottle', { cyl: 0.22, r: 0.05 }, 'glass', {
      ...at(spaced(5, -0.2, 1.4).map((z) => [LEFT + 0.15, 1.53, z] as V3)),
      color: 0x8a5a2a,
      role: 'fixed',
    }),
    part('wall_shelf', { box: [0.25, 0.03, 1.9] }, 'paint', {
      at: [LEFT + 0.13, 1.5, 0.6],
      color: 0xf0f0f0,
      role: 'fixed',
    }),
    part('stool', { cyl: 0.7, r: 0.16 }, 'steel', { at: [0.2, 0.1, 0.2], role: 'fixed' }),
  ],
};

const studio: KindDecl = {
  kind: 'studio',
  nouns: ['studio', 'art studio', 'atelier', "artist's studio", 'painting studio'],
  size: [2.7, 4.2],
  parts: [
    ...shell(['wood', 0xb8a488], ['plaster', 0xf2eee4]),
    // A tall window on the back wall for north light.
    part('big_window', { box: [1.8, 1.8, 0.04] }, 'glass', {
      at: [0.5, 0.6, BACK + 0.02],
      color: 0xbcdcf0,
      role: 'fixed',
    }),
    part('window_bars', { box: [0.05, 1.8, 0.06] }, 'paint', {
      ...at([
        [-0.1, 0.6, BACK + 0.04],
        [0.5, 0.6, BACK + 0.04],
        [1.1, 0.6, BACK + 0.04],
      ]),
      color: 0x2a2a2a,
      role: 'fixed',
    }),
    // An easel holding a canvas with a painting on it, a stool before it.
    rod('easel_leg', [0.2, 0.1, 0.6], [0.35, 2.0, 0.3], 0.03, 'wood', {
      copies: [[0.6, 0, 0]],
      color: 0x9a7048,
      answersTo: ['easel'],
    }),
    rod('easel_back', [0.65, 0.1, -0.1], [0.65, 1.95, 0.32], 0.03, 'wood', {
      color: 0x9a7048,
      answersTo: ['easel'],
    }),
    part('easel_ledge', { box: [0.9, 0.04, 0.12] }, 'wood', {
      at: [0.65, 0.85, 0.52],
      color: 0x9a7048,
      role: 'fixed',
    }),
    part('canvas', { box: [0.9, 0.75, 0.04] }, 'linen', {
      turn: [-8, 0, 0],
      at: [0.65, 0.89, 0.5],
      color: 0xf6f2ea,
      role: 'fixed',
      answersTo: ['canvas', 'painting'],
    }),
    part('painting_sky', { box: [0.8, 0.3, 0.01] }, 'paint', {
      turn: [-8, 0, 0],
      at: [0.65, 1.27, 0.53],
      color: 0x4a8ad8,
      role: 'fixed',
    }),
    part('painting_hill', { box: [0.8, 0.3, 0.01] }, 'paint', {
      turn: [-8, 0, 0],
      at: [0.65, 0.95, 0.53],
      color: 0x4aa84a,
      role: 'fixed',
    }),
    part('painting_sun', { cyl: 0.01, r: 0.07 }, 'paint', {
      turn: [82, 0, 0],
      at: [0.9, 1.42, 0.55],
      color: 0xf8d030,
      role: 'fixed',
    }),
    // A paint table with a palette and a jar of brushes; canvases leaning on the wall.
    part('paint_table', { box: [0.9, 0.72, 0.5] }, 'wood', {
      at: [-0.9, 0.1, 0.6],
      color: 0x8a6a48,
      role: 'fixed',
    }),
    part('palette', { cyl: 0.02, r: 0.2 }, 'wood', {
      at: [-1.0, 0.82, 0.6],
      color: 0xd8b888,
      role: 'fixed',
    }),
    part('paint_dab', { ball: 0.035 }, 'paint', {
      ...at([
        [-1.1, 0.85, 0.5],
        [-0.95, 0.85, 0.48],
        [-0.86, 0.85, 0.6],
        [-1.12, 0.85, 0.68],
      ]),
      colors: [0xd82a2a, 0x2a5ad8, 0xf8d030, 0x2aa84a],
      role: 'fixed',
    }),
    part('brush_jar', { cyl: 0.15, r: 0.06 }, 'glass', {
      at: [-0.6, 0.82, 0.6],
      color: 0xd8e8f0,
      role: 'fixed',
    }),
    rod('brush', [-0.6, 0.85, 0.6], [-0.62, 1.15, 0.58], 0.01, 'wood', {
      copies: [
        [0.04, 0, 0.02],
        [-0.03, 0, 0.03],
      ],
      color: 0xc8302a,
      role: 'fixed',
    }),
    part('leaning_canvas', { box: [0.05, 0.9, 1.2] }, 'linen', {
      turn: [0, 0, -10],
      ...at([
        [LEFT + 0.2, 0.1, -0.8],
        [LEFT + 0.28, 0.1, -0.6],
      ]),
      color: 0xe8e0d0,
      role: 'fixed',
    }),
  ],
};

const JAR_COLORS = [0xd84a2a, 0xe8a030, 0x6a8a2a, 0x8a3a6a, 0xe8d8a0];

const pantry: KindDecl = {
  kind: 'pantry',
  nouns: ['pantry', 'larder', 'buttery', 'food store', 'walk-in pantry'],
  size: [2.7, 4.2],
  parts: [
    ...shell(['ceramic', 0xb8a890], ['plaster', 0xf0e8d4]),
    // Shelves floor to ceiling on both walls, full of jars, tins and packets.
    ...shelves('shelf', 0.2, 3.4, 2.2, 5, 'wood', 0xe8d8b8),
    ...shelves('side_shelf', LEFT + 0.2, 0.01, 2.2, 5, 'wood', 0xe8d8b8, 0.6, 2.4).map((p) =>
      p.name === 'side_shelf_board'
        ? { ...p, shape: { box: [0.4, 0.03, 2.4] as V3 } }
        : {
            ...p,
            ...at([
              [LEFT + 0.2, 0.1, -0.6],
              [LEFT + 0.2, 0.1, 1.8],
            ]),
          },
    ),
    ...[0.18, 0.68, 1.18, 1.68].flatMap((y, row): PartDecl[] => [
      part(`jar_row_${row + 1}`, { cyl: 0.2, r: 0.08 }, 'glass', {
        ...at(spaced(10, -1.3, 1.7).map((x) => [x, y, BACK + 0.2] as V3)),
        color: JAR_COLORS[row]!,
        role: 'fixed',
        answersTo: ['jars'],
      }),
      part(`lid_row_${row + 1}`, { cyl: 0.03, r: 0.085 }, 'metal', {
        ...at(spaced(10, -1.3, 1.7).map((x) => [x, y + 0.2, BACK + 0.2] as V3)),
        color: 0xd8b040,
        role: 'fixed',
      }),
      part(`tin_row_${row + 1}`, { cyl: 0.16, r: 0.07 }, 'metal', {
        ...at(spaced(6, -0.4, 1.6).map((z) => [LEFT + 0.2, y, z] as V3)),
        color: JAR_COLORS[(row + 2) % 5]!,
        role: 'fixed',
        answersTo: ['tins', 'cans'],
      }),
    ]),
    part(
      'sack',
      {
        lathe: [
          [0, 0],
          [0.28, 0],
          [0.3, 0.3],
          [0.2, 0.55],
          [0.1, 0.6],
          [0, 0.6],
        ],
        smooth: true,
      },
      'fabric',
      {
        ...at([
          [0.9, 0.1, 0.6],
          [1.45, 0.1, 0.3],
        ]),
        color: 0xc8aa78,
        role: 'fixed',
        answersTo: ['sacks'],
      },
    ),
  ],
};

const laundryRoom: KindDecl = {
  kind: 'laundry room',
  nouns: ['laundry room', 'utility room', 'washhouse', 'laundry area'],
  size: [2.7, 4.2],
  parts: [
    ...shell(['ceramic', 0x8a9aa8], ['plaster', 0x9ccbe4]),
    // A washing machine and a dryer side by side, round doors facing the room.
    part('washing_machine', { box: [0.65, 0.88, 0.62], round: 0.03 }, 'paint', {
      at: [-0.9, 0.1, BACK + 0.33],
      color: 0xf4f4f4,
      answersTo: ['washing machine', 'washer'],
    }),
    part('dryer', { box: [0.65, 0.88, 0.62], round: 0.03 }, 'paint', {
      at: [-0.2, 0.1, BACK + 0.33],
      color: 0xf4f4f4,
      answersTo: ['dryer'],
    }),
    part('porthole', { cyl: 0.05, r: 0.22 }, 'glass', {
      turn: [90, 0, 0],
      ...at([
        [-0.9, 0.48, BACK + 0.69],
        [-0.2, 0.48, BACK + 0.69],
      ]),
      color: 0x5a7a90,
      role: 'fixed',
    }),
    part('porthole_rim', { ring: 0.22, r: 0.03 }, 'chrome', {
      ...at([
        [-0.9, 0.48, BACK + 0.7],
        [-0.2, 0.48, BACK + 0.7],
      ]),
      role: 'fixed',
    }),
    part('control_panel', { box: [0.6, 0.1, 0.04] }, 'plastic', {
      ...at([
        [-0.9, 0.86, BACK + 0.65],
        [-0.2, 0.86, BACK + 0.65],
      ]),
      color: 0x9aa8b0,
      role: 'fixed',
    }),
    // A shelf of detergent above, a laundry basket, and a drying rack hung with clothes.
    part('wall_shelf', { box: [1.5, 0.04, 0.3] }, 'wood', {
      at: [-0.55, 1.6, BACK + 0.15],
      color: 0xe8d8b8,
      role: 'fixed',
    }),
    part('detergent', { box: [0.18, 0.28, 0.12] }, 'plastic', {
      ...at([
        [-1.0, 1.64, BACK + 0.15],
        [-0.75, 1.64, BACK + 0.15],
      ]),
      colors: [0xe86a1a, 0x2a8ad8],
      role: 'fixed',
    }),
    part(
      'basket',
      {
        lathe: [
          [0, 0],
          [0.26, 0],
          [0.3, 0.4],
          [0.3, 0.42],
          [0, 0.42],
        ],
        wall: 0.02,
      },
      'plastic',
      {
        at: [0.7, 0.1, -0.2],
        color: 0xe8e0c8,
        role: 'fixed',
        answersTo: ['basket'],
      },
    ),
    part('clothes_pile', { ellipsoid: [0.26, 0.14, 0.26] }, 'fabric', {
      at: [0.7, 0.5, -0.2],
      color: 0x6a8ac8,
      role: 'fixed',
    }),
    rod('rack_leg', [0.9, 0.1, 0.7], [1.3, 1.2, 0.7], 0.015, 'steel', {
      copies: [[0, 0, 0.9]],
      role: 'fixed',
    }),
    rod('rack_leg_b', [1.7, 0.1, 0.7], [1.3, 1.2, 0.7], 0.015, 'steel', {
      copies: [[0, 0, 0.9]],
      role: 'fixed',
    }),
    rod('rack_rail', [1.3, 1.2, 0.7], [1.3, 1.2, 1.6], 0.015, 'steel', { role: 'fixed' }),
    part('hung_shirt', { box: [0.02, 0.5, 0.4] }, 'fabric', {
      turn: [0, 0, 0],
      at: [1.3, 0.72, 0.95],
      color: 0xe84a4a,
      role: 'fixed',
    }),
    part('hung_towel', { box: [0.02, 0.6, 0.35] }, 'fabric', {
      at: [1.3, 0.62, 1.35],
      color: 0xf0f0f0,
      role: 'fixed',
    }),
  ],
};

/** Steel shelving: four posts and n shelves, w wide, d deep, centred at (x, z). */
function steelShelving(
  name: string,
  x: number,
  z: number,
  w: number,
  d: number,
  n: number,
): PartDecl[] {
  return [
    part(`${name}_post`, { box: [0.04, 2.0, 0.04] }, 'steel', {
      ...at([
        [x - w / 2, 0.1, z - d / 2],
        [x + w / 2, 0.1, z - d / 2],
        [x - w / 2, 0.1, z + d / 2],
        [x + w / 2, 0.1, z + d / 2],
      ]),
      color: 0x5a6a78,
      role: 'fixed',
    }),
    part(`${name}_shelf`, { box: [w + 0.04, 0.03, d + 0.04] }, 'steel', {
      ...at(spaced(n, 0.2, 2.05).map((y) => [x, y, z] as V3)),
      color: 0x7a8a98,
      role: 'accent',
      answersTo: ['shelves', 'shelving'],
    }),
  ];
}

const storeroom: KindDecl = {
  kind: 'storeroom',
  nouns: ['storeroom', 'store room', 'storage room', 'stockroom'],
  size: [2.7, 4.2],
  parts: [
    ...shell(['concrete', 0x9a9a94], ['paint', 0xd8d4c8]),
    ...steelShelving('rack_1', -0.4, BACK + 0.3, 1.8, 0.5, 4),
    ...steelShelving('rack_2', LEFT + 0.3, 0.8, 0.5, 1.8, 4),
    // Cardboard boxes on every shelf and stacked on the floor, a sack truck beside them.
    cartons(
      'box',
      [0.23, 0.84, 1.46].flatMap((y) => [
        [-1.0, y, BACK + 0.3] as V3,
        [-0.4, y, BACK + 0.3] as V3,
        [0.2, y, BACK + 0.3] as V3,
      ]),
    ),
    part('side_box', { box: [0.45, 0.4, 0.5] }, 'paper', {
      ...at(
        [0.23, 0.84, 1.46].flatMap((y) => [[LEFT + 0.3, y, 0.3] as V3, [LEFT + 0.3, y, 1.3] as V3]),
      ),
      color: 0xa87a48,
      role: 'fixed',
      answersTo: ['boxes'],
    }),
    cartons('stack', [
      [1.2, 0.1, -0.6],
      [1.2, 0.5, -0.6],
      [1.2, 0.9, -0.6],
      [1.3, 0.1, 0.0],
      [0.75, 0.1, -0.45],
      [0.75, 0.5, -0.45],
    ]),
    rod('hand_truck_frame', [0.5, 0.12, 0.9], [0.5, 1.3, 0.75], 0.025, 'steel', {
      copies: [[0.4, 0, 0]],
      color: 0xc83a2a,
      role: 'fixed',
    }),
    part('hand_truck_nose', { box: [0.45, 0.03, 0.25] }, 'steel', {
      at: [0.7, 0.1, 1.0],
      color: 0x6a6a6a,
      role: 'fixed',
    }),
  ],
};

/** A porthole on the back wall at x, y. */
function porthole(x: number, y: number, wall: number): PartDecl[] {
  return [
    part('porthole_glass', { cyl: 0.05, r: 0.2 }, 'glass', {
      turn: [90, 0, 0],
      at: [x, y, wall + 0.03],
      color: 0x6aa8d8,
      role: 'fixed',
    }),
    part('porthole_rim', { ring: 0.2, r: 0.04 }, 'brass', {
      at: [x, y, wall + 0.05],
      role: 'fixed',
      answersTo: ['portholes', 'porthole'],
    }),
  ];
}

/** The galley's back wall (its room is shallower than the others'). */
const GALLEY_BACK = -1.3 + 0.12;

const galley: KindDecl = {
  kind: 'galley',
  nouns: ['galley', "ship's galley", 'ships galley', 'galley kitchen'],
  size: [2.4, 4.2],
  parts: [
    ...shell(['rubber', 0x5a6a5a], ['paint', 0xf0ece0], W, 2.6, 2.2),
    // Riveted steel plates and round portholes on the hull side: a kitchen aboard a ship.
    ...porthole(-0.9, 1.6, GALLEY_BACK),
    ...porthole(0.2, 1.6, GALLEY_BACK),
    ...porthole(1.3, 1.6, GALLEY_BACK),
    part('rivet_seam', { box: [W, 0.04, 0.02] }, 'steel', {
      ...at([
        [0, 1.15, -1.3 + 0.13],
        [0, 2.05, -1.3 + 0.13],
      ]),
      color: 0xc8c4b8,
      role: 'fixed',
    }),
    // A narrow steel counter with a stove whose fiddle rail keeps pots on in a swell.
    part('counter', { box: [3.6, 0.9, 0.55] }, 'steel', {
      at: [0.2, 0.1, -1.3 + 0.4],
      color: 0xb8bcc0,
      role: 'accent',
      answersTo: ['counter'],
    }),
    part('stove_top', { box: [0.8, 0.04, 0.5] }, 'darkMetal', {
      at: [0.9, 1.0, -0.9],
      color: 0x2a2a2a,
      role: 'fixed',
    }),
    part('fiddle_rail', { box: [0.84, 0.03, 0.02] }, 'chrome', {
      ...at([
        [0.9, 1.12, -0.66],
        [0.9, 1.12, -1.14],
      ]),
      role: 'fixed',
    }),
    part('fiddle_post', { box: [0.02, 0.12, 0.02] }, 'chrome', {
      ...at([
        [0.5, 1.02, -0.66],
        [1.3, 1.02, -0.66],
        [0.5, 1.02, -1.14],
        [1.3, 1.02, -1.14],
      ]),
      role: 'fixed',
    }),
    part('pot', { cyl: 0.25, r: 0.15 }, 'steel', { at: [0.75, 1.04, -0.9], role: 'fixed' }),
    part(
      'kettle',
      {
        lathe: [
          [0, 0],
          [0.13, 0],
          [0.13, 0.12],
          [0.05, 0.22],
          [0, 0.22],
        ],
        smooth: true,
      },
      'steel',
      {
        at: [1.1, 1.04, -0.9],
        role: 'fixed',
      },
    ),
    part('sink', { box: [0.5, 0.03, 0.4] }, 'chrome', { at: [-0.6, 1.0, -0.9], role: 'fixed' }),
    // Pots and pans hung from a rail, wood panelling on the bulkhead.
    lyingX('hanging_rail', [-1.0, 1.95, -1.15], 1.6, 0.02, 'brass', { role: 'fixed' }),
    part('hung_pan', { cyl: 0.04, r: 0.14 }, 'darkMetal', {
      turn: [90, 0, 0],
      ...at([
        [-1.5, 1.7, -1.14],
        [-1.1, 1.7, -1.14],
        [-0.6, 1.7, -1.14],
      ]),
      color: 0x3a3a3a,
      role: 'fixed',
    }),
    rod('pan_hook', [-1.5, 1.84, -1.15], [-1.5, 1.95, -1.15], 0.01, 'brass', {
      copies: [
        [0.4, 0, 0],
        [0.9, 0, 0],
      ],
      role: 'fixed',
    }),
    part('panelling', { box: [0.03, 2.2, 2.6] }, 'wood', {
      at: [-W / 2 + 0.135, 0.1, 0],
      color: 0x9a6a3a,
      role: 'detail',
    }),
    part('life_ring', { ring: 0.22, r: 0.06 }, 'rubber', {
      turn: [0, 90, 0],
      at: [-W / 2 + 0.2, 1.4, 0.6],
      color: 0xf04a1a,
      role: 'fixed',
    }),
  ],
};

const nursery: KindDecl = {
  kind: 'nursery',
  nouns: ['nursery', 'baby room', "baby's room", 'nursery room', "child's room"],
  size: [2.7, 4.2],
  parts: [
    ...shell(['wood', 0xd8c0a0], ['plaster', 0xb8d8f0]),
    // A cot with bars and a mobile over it, a rocking chair, a teddy and toy blocks.
    part('cot_base', { box: [1.3, 0.12, 0.7] }, 'paint', {
      at: [-0.2, 0.45, BACK + 0.4],
      color: 0xd8a868,
      answersTo: ['cot', 'crib'],
    }),
    part('cot_mattress', { box: [1.24, 0.1, 0.64] }, 'fabric', {
      at: [-0.2, 0.57, BACK + 0.4],
      color: 0xd8e8f4,
      role: 'fixed',
    }),
    part('cot_post', { box: [0.06, 1.0, 0.06] }, 'paint', {
      ...at([
        [-0.85, 0.1, BACK + 0.05],
        [0.45, 0.1, BACK + 0.05],
        [-0.85, 0.1, BACK + 0.75],
        [0.45, 0.1, BACK + 0.75],
      ]),
      color: 0xd8a868,
      role: 'accent',
    }),
    part('cot_bar', { box: [0.025, 0.5, 0.025] }, 'paint', {
      ...at(spaced(12, -0.78, 0.38).map((x) => [x, 0.57, BACK + 0.75] as V3)),
      color: 0xd8a868,
      role: 'accent',
      answersTo: ['bars'],
    }),
    part('cot_rail', { box: [1.36, 0.05, 0.05] }, 'paint', {
      ...at([
        [-0.2, 1.05, BACK + 0.75],
        [-0.2, 1.05, BACK + 0.05],
      ]),
      color: 0xd8a868,
      role: 'accent',
    }),
    rod('mobile_arm', [0.45, 1.1, BACK + 0.05], [0.2, 1.75, BACK + 0.35], 0.015, 'paint', {
      color: 0xd8a868,
      role: 'fixed',
    }),
    lyingX('mobile_bar', [-0.1, 1.75, BACK + 0.35], 0.6, 0.01, 'paint', {
      color: 0xd8a868,
      role: 'fixed',
    }),
    part('mobile_toy', { ball: 0.06 }, 'plastic', {
      ...at([
        [-0.35, 1.62, BACK + 0.35],
        [-0.1, 1.58, BACK + 0.35],
        [0.15, 1.62, BACK + 0.35],
      ]),
      colors: [0xf8c830, 0x6ac8e8, 0xe86a8a],
      role: 'fixed',
    }),
    rod('mobile_string', [-0.35, 1.66, BACK + 0.35], [-0.35, 1.75, BACK + 0.35], 0.004, 'fabric', {
      copies: [
        [0.25, -0.04, 0],
        [0.5, 0, 0],
      ],
      role: 'fixed',
    }),
    part('teddy_body', { ball: 0.16 }, 'fur', {
      at: [0.9, 0.26, 0.6],
      color: 0xb07840,
      role: 'fixed',
    }),
    part('teddy_head', { ball: 0.11 }, 'fur', {
      at: [0.9, 0.5, 0.62],
      color: 0xb07840,
      role: 'fixed',
    }),
    part('teddy_ear', { ball: 0.045 }, 'fur', {
      ...at([
        [0.82, 0.6, 0.62],
        [0.98, 0.6, 0.62],
      ]),
      color: 0xb07840,
      role: 'fixed',
    }),
    part('toy_block', { box: [0.14, 0.14, 0.14] }, 'paint', {
      ...at([
        [0.2, 0.1, 1.0],
        [0.36, 0.1, 1.05],
        [0.28, 0.24, 1.02],
      ]),
      colors: [0xe83a3a, 0x3a8ae8, 0xf8c830],
      role: 'fixed',
    }),
    part('rug', { cyl: 0.015, r: 0.8 }, 'fabric', {
      at: [0.4, 0.1, 0.8],
      color: 0xc8e8c8,
      role: 'fixed',
    }),
    part('rocking_chair', { box: [0.55, 0.08, 0.55] }, 'wood', {
      at: [LEFT + 0.6, 0.5, 0.2],
      color: 0xd8a868,
      role: 'fixed',
    }),
    part('chair_back', { box: [0.06, 0.7, 0.55] }, 'wood', {
      turn: [0, 0, 8],
      at: [LEFT + 0.33, 0.55, 0.2],
      color: 0xd8a868,
      role: 'fixed',
    }),
    part('rocker', { ring: 0.6, r: 0.025, arc: 60, from: 240 }, 'wood', {
      ...at([
        [LEFT + 0.6, 0.72, 0.0],
        [LEFT + 0.6, 0.72, 0.4],
      ]),
      color: 0xd8a868,
      role: 'fixed',
    }),
    part('chair_leg', { box: [0.04, 0.4, 0.04] }, 'wood', {
      ...at([
        [LEFT + 0.4, 0.12, 0.0],
        [LEFT + 0.8, 0.12, 0.0],
        [LEFT + 0.4, 0.12, 0.4],
        [LEFT + 0.8, 0.12, 0.4],
      ]),
      color: 0xf8f8f4,
      role: 'fixed',
    }),
  ],
};

export const HOME_ROOM_KINDS: readonly KindDecl[] = [
  basement,
  attic,
  cellar,
  hallway,
  gym,
  lockerRoom,
  darkroom,
  laboratory,
  studio,
  pantry,
  laundryRoom,
  storeroom,
  galley,
  nursery,
];
