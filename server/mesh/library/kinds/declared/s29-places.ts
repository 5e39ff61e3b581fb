/**
 * Places a person names often that were unknown (issue #32, session 29, helper places;
 * docs/decisions.md, "Mountains, rivers, works and ruins"): a puddle is a flat, shining,
 * ragged pool of rain lying on a patch of wet tarmac, with rings spreading on it and a fallen
 * leaf; a ruin the broken stone walls of a building with no roof, their tops stepped and
 * ragged, an empty arched window, a snapped column and fallen blocks in the grass.
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { lettering } from './buildings-by-use.ts';
import { at, part, rod } from './part-shorthand.ts';

/** A closed outline round (0, 0): radii `rx`, `rz`, made ragged by a fixed ripple. */
function ragged(rx: number, rz: number, ripple: number, n = 20, phase = 0): V2[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    const k = 1 + ripple * (Math.sin(i * 2.7 + phase) * 0.6 + Math.cos(i * 1.3 + phase) * 0.4);
    return [rx * k * Math.cos(a), rz * k * Math.sin(a)] as V2;
  });
}

// --- Puddle --------------------------------------------------------------------------------

const TARMAC = 0x4a4a4e;
const RAIN = 0x4f7396;

const puddle: KindDecl = {
  kind: 'puddle',
  nouns: ['puddle', 'puddles', 'rain puddle', 'mud puddle', 'pool of water', 'pool of rain'],
  size: [0.06, 1.6],
  parts: [
    // The wet ground it lies on, a little wider than the water.
    part('ground', { plan: ragged(0.8, 0.62, 0.06, 16, 1), height: 0.02 }, 'stone', {
      color: TARMAC,
      role: 'fixed',
      answersTo: ['tarmac', 'road'],
    }),
    // The water: thin, ragged, shining.
    part('water', { plan: ragged(0.6, 0.42, 0.16, 22), height: 0.012 }, 'ocean', {
      at: [0, 0.02, 0],
      color: RAIN,
      answersTo: ['puddle', 'rain'],
    }),
    // Two rings spreading where a drop fell.
    ...[0.09, 0.16].map((r, i): PartDecl =>
      part(`ripple_${i + 1}`, { ring: r, r: 0.004 }, 'ocean', {
        turn: [90, 0, 0],
        at: [0.18, 0.033, 0.06],
        color: 0xb8d0e4,
        role: 'fixed',
      }),
    ),
    // A fallen leaf floating near the edge.
    part('leaf', { plan: ragged(0.07, 0.035, 0.05, 10, 2), height: 0.004 }, 'leaf', {
      at: [-0.32, 0.03, -0.1],
      turn: [0, 30, 0],
      color: 0xc0782a,
      role: 'fixed',
    }),
  ],
};

// --- Ruin ----------------------------------------------------------------------------------

const RUBBLE = 0x9a9288;
const MOSS = 0x5e8a3e;

/** A run of wall along X from x0 to x1 at depth z, its top stepped down to ragged heights. */
function brokenWall(
  name: string,
  x0: number,
  x1: number,
  z: number,
  tops: readonly number[],
): PartDecl[] {
  const w = (x1 - x0) / tops.length;
  return tops.map((h, i) =>
    part(`${name}_${i + 1}`, { box: [w + 0.01, h, 0.5] }, 'stone', {
      at: [x0 + w * (i + 0.5), 0, z],
      color: RUBBLE,
      answersTo: ['wall', 'walls', 'stone'],
    }),
  );
}

/** The same along Z at x. */
function brokenSide(
  name: string,
  z0: number,
  z1: number,
  x: number,
  tops: readonly number[],
): PartDecl[] {
  const w = (z1 - z0) / tops.length;
  return tops.map((h, i) =>
    part(`${name}_${i + 1}`, { box: [0.5, h, w + 0.01] }, 'stone', {
      at: [x, 0, z0 + w * (i + 0.5)],
      color: RUBBLE,
      answersTo: ['wall', 'walls', 'stone'],
    }),
  );
}

const FALLEN: readonly V3[] = [
  [1.6, 0.05, 2.4],
  [2.1, 0.05, 2.0],
  [-2.6, 0.05, 2.3],
  [3.4, 0.05, -0.6],
  [-0.6, 0.05, 2.7],
];

/** The back wall's face: a gable worn down unevenly, higher on the left. */
const BACK_WALL: V2[] = [
  [-3, 0],
  [3, 0],
  [3, 2.7],
  [2.4, 3.1],
  [1.7, 3.9],
  [1.1, 4.3],
  [0.3, 4.0],
  [-0.5, 4.6],
  [-1.3, 4.2],
  [-2.1, 3.6],
  [-3, 3.4],
];

/** A tall round-headed window. */
const ARCH_WINDOW: V2[] = [
  [-0.55, 1.1],
  [0.55, 1.1],
  [0.55, 2.6],
  ...Array.from({ length: 7 }, (_, i) => {
    const a = (Math.PI * (i + 1)) / 8;
    return [0.55 * Math.cos(a), 2.6 + 0.55 * Math.sin(a)] as V2;
  }),
  [-0.55, 2.6],
];

const ruin: KindDecl = {
  kind: 'ruin',
  nouns: ['ruin', 'ruins', 'ruined building', 'ruined castle', 'ruined abbey', 'ruined church'],
  size: [4, 8],
  parts: [
    part('grass', { plan: ragged(4.4, 3.6, 0.05, 18, 3), height: 0.1 }, 'grass', {
      color: MOSS,
      role: 'fixed',
      answersTo: ['ground', 'lawn'],
    }),
    // The back wall stands highest, an arched window empty in it; the sides fall away
    // towards the front, where only stumps are left.
    part('back_wall', { extrude: BACK_WALL, depth: 0.5 }, 'stone', {
      at: [0, 0, -2],
      color: RUBBLE,
      minus: [{ shape: { extrude: ARCH_WINDOW, depth: 1 }, at: [0, 0, -2] }],
      answersTo: ['wall', 'walls', 'stone'],
    }),
    ...brokenSide('left_wall', -1.75, 1.8, -2.75, [3.0, 2.3, 2.6, 1.4, 0.9, 0.5]),
    ...brokenSide('right_wall', -1.75, 1.8, 2.75, [2.6, 1.7, 1.1, 1.5, 0.6, 0.3]),
    ...brokenWall('front_wall', -3, -0.9, 2, [0.9, 0.6, 0.35]),
    ...brokenWall('front_stump', 1.2, 3, 2, [0.5, 0.25]),
    // A column snapped off, and its drum fallen beside it.
    part('column', { cyl: 1.7, r: 0.26 }, 'stone', {
      at: [0.3, 0.1, 0.9],
      color: 0xc8c0b0,
      answersTo: ['pillar', 'column'],
    }),
    part('column_drum', { cyl: 0.8, r: 0.26 }, 'stone', {
      turn: [0, 0, 80],
      at: [1.3, 0.36, 1.2],
      color: 0xc8c0b0,
      role: 'fixed',
    }),
    // Blocks fallen out into the grass.
    part('rubble', { box: [0.5, 0.3, 0.4] }, 'stone', {
      ...at(FALLEN),
      color: RUBBLE,
      role: 'fixed',
      answersTo: ['rubble', 'stones'],
    }),
    // Ivy climbing the back wall.
    part('ivy', { ellipsoid: [0.7, 1.0, 0.06] }, 'leaf', {
      at: [-1.9, 1.6, -1.76],
      color: 0x3e6e2e,
      role: 'fixed',
      answersTo: ['ivy'],
    }),
  ],
};

// --- Cemetery ------------------------------------------------------------------------------

const HEADSTONE = 0x9a9a98;
const IRON = 0x2a2a2e;

/** A headstone's face: a tablet with a rounded head, `w` wide and `h` high. */
function tablet(w: number, h: number): V2[] {
  const r = w / 2;
  return [
    [-r, 0],
    [r, 0],
    [r, h - r],
    ...Array.from({ length: 7 }, (_, i) => {
      const a = (Math.PI * (i + 1)) / 8;
      return [r * Math.cos(a), h - r + r * Math.sin(a)] as V2;
    }),
    [-r, h - r],
  ];
}

/** Where the graves lie: three rows of four either side of the path. */
const GRAVES: readonly V3[] = [-2.6, -1.7, 1.7, 2.6].flatMap((x) =>
  [-1.6, 0, 1.6].map((z) => [x, 0.1, z] as V3),
);

/** A cypress's outline: a narrow flame of dark foliage. */
const CYPRESS: V2[] = [
  [0, 0.25],
  [0.32, 0.5],
  [0.42, 1.2],
  [0.36, 2.0],
  [0.2, 2.6],
  [0, 2.9],
];

const cemetery: KindDecl = {
  kind: 'cemetery',
  nouns: [
    'cemetery',
    'cemeteries',
    'graveyard',
    'graveyards',
    'burial ground',
    'burying ground',
    'burial site',
    'necropolis',
    'memorial park',
    'churchyard',
    'boneyard',
  ],
  size: [3, 8],
  parts: [
    part('grass', { box: [8, 0.1, 6] }, 'grass', {
      color: 0x5e8e42,
      role: 'fixed',
      answersTo: ['ground', 'lawn'],
    }),
    part('path', { box: [1.2, 0.02, 6] }, 'stone', {
      at: [0, 0.1, 0],
      color: 0xc8bca4,
      role: 'fixed',
      answersTo: ['gravel'],
    }),
    // Rows of grey headstones, each with its grave's low mound before it.
    part('headstone', { extrude: tablet(0.55, 0.8), depth: 0.12 }, 'stone', {
      ...at(GRAVES.map(([x, y, z]) => [x, y, z - 0.45] as V3)),
      color: HEADSTONE,
      answersTo: ['headstones', 'gravestone', 'gravestones', 'tombstone', 'tombstones'],
    }),
    part('grave', { box: [0.55, 0.08, 0.9] }, 'grass', {
      ...at(GRAVES.map(([x, y, z]) => [x, y, z + 0.05] as V3)),
      color: 0x4e7a36,
      role: 'fixed',
      answersTo: ['graves'],
    }),
    // Two stone crosses among the stones.
    part('cross_upright', { box: [0.14, 1.2, 0.14] }, 'stone', {
      ...at([
        [-3.5, 0.1, 2.2],
        [3.5, 0.1, -0.8],
      ]),
      color: 0xb8b4aa,
      answersTo: ['cross', 'crosses'],
    }),
    part('cross_arm', { box: [0.6, 0.14, 0.14] }, 'stone', {
      ...at([
        [-3.5, 0.95, 2.2],
        [3.5, 0.95, -0.8],
      ]),
      color: 0xb8b4aa,
      role: 'fixed',
    }),
    // A dark cypress standing at the back.
    part('cypress', { lathe: CYPRESS, smooth: true }, 'leaf', {
      at: [-3.3, 0.1, -2.4],
      color: 0x2e4e2a,
      answersTo: ['tree', 'yew'],
    }),
    part('cypress_trunk', { cyl: 0.3, r: 0.08 }, 'bark', {
      at: [-3.3, 0.1, -2.4],
      role: 'fixed',
    }),
    // Black iron railings along the front, open where the path comes in.
    part('railing', { box: [3.4, 0.05, 0.05] }, 'iron', {
      ...at([0.75, 0.85].flatMap((y) => [-2.3, 2.3].map((x) => [x, y, 2.95] as V3))),
      color: IRON,
      answersTo: ['fence', 'railings'],
    }),
    part('railing_post', { cyl: 0.95, r: 0.025 }, 'iron', {
      ...at(
        [
          -3.95, -3.5, -3.05, -2.6, -2.15, -1.7, -1.25, -0.7, 0.7, 1.25, 1.7, 2.15, 2.6, 3.05, 3.5,
          3.95,
        ].map((x) => [x, 0.1, 2.95] as V3),
      ),
      color: IRON,
      role: 'fixed',
    }),
  ],
};

// --- Playground ----------------------------------------------------------------------------

const RED = 0xd83a2a;
const YELLOW = 0xf2c230;
const BLUE = 0x2a6ad0;

/** The slide's side: a flat top at the platform, a chute curving down to the ground. */
const CHUTE: V2[] = [
  [2.1, 1.6],
  [2.1, 1.45],
  [3.0, 0.9],
  [3.7, 0.3],
  [4.1, 0.15],
  [4.1, 0.3],
  [3.7, 0.45],
  [3.0, 1.05],
];

const playground: KindDecl = {
  kind: 'playground',
  nouns: [
    'playground',
    'playgrounds',
    "children's playground",
    'play area',
    'play park',
    'tot lot',
  ],
  size: [2.6, 9],
  parts: [
    // Soft bark chippings under everything.
    part('ground', { box: [9, 0.1, 6] }, 'soil', {
      color: 0x8a6a44,
      role: 'fixed',
      answersTo: ['bark', 'sand'],
    }),
    // The swing set: two A-frames and a top bar, two seats hung on chains.
    ...[-1.6, 1.6].flatMap((z): PartDecl[] =>
      [-0.6, 0.6].map((dx, i) =>
        rod(
          `swing_leg_${z < 0 ? 'l' : 'r'}${i + 1}`,
          [-2.6 + dx, 0.1, z],
          [-2.6, 2.3, z],
          0.06,
          'paint',
          {
            color: RED,
            answersTo: ['swing set', 'frame'],
          },
        ),
      ),
    ),
    rod('swing_bar', [-2.6, 2.3, -1.7], [-2.6, 2.3, 1.7], 0.07, 'paint', { color: RED }),
    ...[-0.7, 0.7].flatMap((z, i): PartDecl[] => [
      rod(`swing_chain_${i + 1}a`, [-2.66, 2.3, z], [-2.66, 0.6, z], 0.015, 'steel', {
        role: 'fixed',
      }),
      rod(`swing_chain_${i + 1}b`, [-2.54, 2.3, z], [-2.54, 0.6, z], 0.015, 'steel', {
        role: 'fixed',
      }),
      part(`swing_seat_${i + 1}`, { box: [0.45, 0.06, 0.3] }, 'rubber', {
        at: [-2.6, 0.56, z],
        color: 0x222222,
        answersTo: ['swing', 'swings', 'seat'],
      }),
    ]),
    // The slide: a ladder up to a platform, a yellow chute down.
    ...[-0.35, 0.35].map((z, i): PartDecl =>
      rod(`ladder_rail_${i + 1}`, [1.3, 0.1, z - 1.2], [1.3, 1.6, z - 1.2], 0.04, 'paint', {
        color: BLUE,
      }),
    ),
    part('ladder_rung', { box: [0.06, 0.04, 0.7] }, 'steel', {
      ...at([0.4, 0.75, 1.1, 1.45].map((y) => [1.3, y, -1.2] as V3)),
      role: 'fixed',
    }),
    ...[-1.55, -0.85].map((z, i): PartDecl =>
      rod(`platform_post_${i + 1}`, [2.05, 0.1, z], [2.05, 1.55, z], 0.04, 'paint', {
        color: BLUE,
        role: 'fixed',
      }),
    ),
    part('platform', { box: [0.8, 0.08, 0.8] }, 'paint', {
      at: [1.7, 1.55, -1.2],
      color: BLUE,
      role: 'fixed',
    }),
    part('slide_chute', { extrude: CHUTE, depth: 0.6 }, 'plastic', {
      at: [0, 0, -1.2],
      color: YELLOW,
      answersTo: ['slide'],
    }),
    // A seesaw: a plank on a pivot, one end down.
    part('seesaw_pivot', { box: [0.3, 0.4, 0.3] }, 'paint', {
      at: [1.5, 0.1, 1.6],
      color: RED,
      role: 'fixed',
    }),
    part('seesaw_plank', { box: [2.6, 0.08, 0.3] }, 'paint', {
      turn: [0, 0, 12],
      at: [1.5, 0.42, 1.6],
      color: YELLOW,
      answersTo: ['seesaw', 'teeter-totter'],
    }),
  ],
};

// --- Crack ---------------------------------------------------------------------------------

/** The crack's jagged line across the slab, from one edge to the other: [x, z]. */
const SEAM: V2[] = [
  [0.2, -1.5],
  [-0.25, -1.1],
  [0.35, -0.7],
  [-0.1, -0.35],
  [0.4, 0.05],
  [-0.2, 0.4],
  [0.25, 0.8],
  [-0.3, 1.15],
  [0.1, 1.5],
];
const GAP = 0.3;

/** The rock on one side of the crack (`side` -1 left, 1 right), its seam edge jagged. */
function slabSide(side: -1 | 1): V2[] {
  const seam = SEAM.map(([x, z]) => [x + (side * GAP) / 2, z] as V2);
  return side < 0
    ? [...seam, [-2.2, 1.5], [-2.2, -1.5]]
    : [[2.2, -1.5], [2.2, 1.5], ...[...seam].reverse()];
}

const ROCK = 0x8a8478;

/** The crack runs across the view, not towards it. */
const CRACK_TURN: V3 = [0, 60, 0];

/** The gap between the two sides, a little wider than it, hidden where it runs into them. */
const CRACK_DEPTH: V2[] = [
  ...SEAM.map(([x, z]) => [x + GAP * 0.6, z] as V2),
  ...[...SEAM].reverse().map(([x, z]) => [x - GAP * 0.6, z] as V2),
];

const crack: KindDecl = {
  kind: 'crack',
  nouns: [
    'crack',
    'cracks',
    'fissure',
    'crevice',
    'cleft',
    'crack in the ground',
    'crack in the rock',
  ],
  size: [0.4, 4.4],
  parts: [
    // The dark depth the crack opens onto, filling it to just under its lips.
    part('depth', { plan: CRACK_DEPTH, height: 0.31 }, 'stone', {
      at: [0, 0.06, 0],
      turn: CRACK_TURN,
      color: 0x0e0b08,
      role: 'fixed',
      answersTo: ['crack', 'fissure'],
    }),
    part('base', { box: [4.4, 0.06, 3] }, 'stone', {
      turn: CRACK_TURN,
      color: 0x3a342c,
      role: 'fixed',
    }),
    ...([-1, 1] as const).map((side): PartDecl =>
      part(side < 0 ? 'rock_left' : 'rock_right', { plan: slabSide(side), height: 0.32 }, 'stone', {
        at: [0, 0.06, 0],
        turn: CRACK_TURN,
        color: ROCK,
        answersTo: ['rock', 'ground', 'stone'],
      }),
    ),
  ],
  // A crevasse is a crack in a glacier: white snow over blue ice.
  looks: {
    crevasse: {
      drop: ['rock_left', 'rock_right', 'depth'],
      parts: [
        part('depth', { plan: CRACK_DEPTH, height: 0.31 }, 'ice', {
          at: [0, 0.06, 0],
          turn: CRACK_TURN,
          color: 0x2a5a8a,
          role: 'fixed',
        }),
        ...([-1, 1] as const).map((side): PartDecl =>
          part(
            side < 0 ? 'ice_left' : 'ice_right',
            { plan: slabSide(side), height: 0.32 },
            'snow',
            {
              at: [0, 0.06, 0],
              turn: CRACK_TURN,
              color: 0xeef4fa,
              answersTo: ['ice', 'snow'],
            },
          ),
        ),
      ],
    },
  },
};

// --- Aisle ---------------------------------------------------------------------------------

const AISLE_LEN = 6;
const SHELF_H = [0.1, 0.6, 1.1, 1.6];
const GOODS = [0xd83a2a, 0xf2c230, 0x2a6ad0, 0x3a9a4a, 0xe07a20, 0xf0f0e8];

/** One run of shelving along Z at x, its shelves stocked with boxes in rows of colour. */
function shelving(side: 'left' | 'right', x: number): PartDecl[] {
  const face = side === 'left' ? 1 : -1;
  return [
    part(`${side}_back`, { box: [0.06, 2.0, AISLE_LEN] }, 'paint', {
      at: [x - face * 0.3, 0, 0],
      color: 0xe8e8e4,
      role: 'fixed',
      answersTo: ['shelves', 'shelving'],
    }),
    part(`${side}_shelf`, { box: [0.6, 0.04, AISLE_LEN] }, 'steel', {
      ...at(SHELF_H.map((y) => [x, y, 0] as V3)),
      role: 'fixed',
      answersTo: ['shelves', 'shelf'],
    }),
    ...SHELF_H.slice(0, 3).flatMap((y, row): PartDecl[] =>
      GOODS.map((color, i) =>
        part(`${side}_goods_${row + 1}_${i + 1}`, { box: [0.4, 0.36, 0.8] }, 'paint', {
          ...at(
            [0, 1].map(
              (k) =>
                [
                  x + face * 0.02,
                  y + 0.04,
                  -AISLE_LEN / 2 + 0.55 + ((i + k * 6 + row) % 12) * 0.45,
                ] as V3,
            ),
          ),
          color,
          role: 'fixed',
          answersTo: ['goods', 'products', 'boxes'],
        }),
      ),
    ),
  ];
}

const AISLE_PARTS: readonly PartDecl[] = [
  part('floor', { box: [3.2, 0.04, AISLE_LEN] }, 'ceramic', {
    at: [0, -0.04, 0],
    color: 0xd8d4cc,
    role: 'fixed',
    answersTo: ['floor'],
  }),
  ...shelving('left', -1.0),
  ...shelving('right', 1.0),
  // The aisle's sign across its far end, resting on both runs of shelving.
  part('sign', { box: [2.7, 0.45, 0.05] }, 'paint', {
    at: [0, 2.0, -2.9],
    color: 0x2a6ad0,
    answersTo: ['sign'],
  }),
  ...lettering('sign_letter', 'AISLE', [0, 2.07, -2.875], 0.3, 0xffffff),
];

/** A point turned `deg` degrees about the vertical, as a part's `turn` turns its shape. */
function aboutY([x, y, z]: V3, deg: number): V3 {
  const a = (deg * Math.PI) / 180;
  return [x * Math.cos(a) + z * Math.sin(a), y, -x * Math.sin(a) + z * Math.cos(a)];
}

/** Parts laid out along Z, turned together about the vertical (none may have a turn of its own). */
function turnedY(parts: readonly PartDecl[], deg: number): PartDecl[] {
  return parts.map((p) => ({
    ...p,
    turn: [0, deg, 0],
    ...(p.at ? { at: aboutY(p.at, deg) } : {}),
    ...(p.copies ? { copies: p.copies.map((c) => aboutY(c, deg)) } : {}),
    ...(p.minus
      ? {
          minus: p.minus.map((m) => ({
            ...m,
            turn: [0, deg, 0] as V3,
            ...(m.at ? { at: aboutY(m.at, deg) } : {}),
          })),
        }
      : {}),
  }));
}

const aisle: KindDecl = {
  kind: 'aisle',
  nouns: ['aisle', 'aisles', 'supermarket aisle', 'grocery aisle', 'store aisle', 'shop aisle'],
  size: [2.6, 6],
  // Turned to run away from the viewer, who looks down it between the shelves.
  parts: turnedY(AISLE_PARTS, 15),
};

export const S29_PLACES_KINDS: readonly KindDecl[] = [
  puddle,
  ruin,
  cemetery,
  playground,
  crack,
  aisle,
];
