/**
 * Places from the spent held-out list drawn as a related but wrong thing (issue #32, session
 * 28, helper r2places; docs/decisions.md, "Places measured on the spent list"): looks on kinds
 * that already exist. A workroom is the room with a workbench, its vice and a pegboard of
 * tools; a hayloft the attic heaped with hay bales and loose hay, a pitchfork leant on the
 * wall; a viaduct the bridge carried on a row of tall arches; a topiary the garden of shrubs
 * clipped into balls, cones and a spiral; a bullring the stadium round a ring of sand behind a
 * red barrier. (A cannery's look is with the factory's, buildings-by-use.ts.) One kind of its
 * own: a lumberyard, stacks of sawn planks on bearers in a gravel yard, boards racked under an
 * open shed; a boatyard, a hull propped on stands by a slipway running down into the water, a
 * crane over it.
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { arch } from './outlines.ts';
import { at, part, rod, spaced } from './part-shorthand.ts';

// --- Workroom (a look of the room kind; floor top y = 0.1, back wall z = −2.1) -------------

const FLOOR = 0.1;
const BENCH_H = 0.9;

const WORKROOM: StateDecl = {
  // The pegboard takes the window's place on the back wall.
  drop: ['rug', 'window_frame', 'pane'],
  parts: [
    part('workbench', { box: [2.4, 0.08, 0.75] }, 'wood', {
      at: [0.3, FLOOR + BENCH_H - 0.08, -1.6],
      color: 0xb08850,
      role: 'detail',
      answersTo: ['bench', 'table'],
    }),
    part('bench_leg', { box: [0.08, BENCH_H - 0.08, 0.08] }, 'wood', {
      ...at([
        [-0.8, FLOOR, -1.9],
        [1.4, FLOOR, -1.9],
        [-0.8, FLOOR, -1.3],
        [1.4, FLOOR, -1.3],
      ]),
      color: 0x7a5a36,
      role: 'fixed',
      answersTo: ['legs'],
    }),
    part('bench_shelf', { box: [2.3, 0.04, 0.65] }, 'wood', {
      at: [0.3, FLOOR + 0.2, -1.6],
      color: 0x7a5a36,
      role: 'fixed',
    }),
    part('vice', { box: [0.22, 0.16, 0.2] }, 'steel', {
      at: [1.3, FLOOR + BENCH_H, -1.3],
      color: 0x3a5a8a,
      role: 'accent',
      answersTo: ['vise', 'clamp'],
    }),
    part('pegboard', { box: [2.4, 1.2, 0.03] }, 'wood', {
      at: [0.3, FLOOR + 1.1, -1.97],
      color: 0x9a7a52,
      role: 'fixed',
      answersTo: ['board', 'wall'],
    }),
    // Tools hung on the pegboard: a hammer, a saw, two spanners, a screwdriver.
    rod('hammer_handle', [-0.55, FLOOR + 1.3, -1.93], [-0.55, FLOOR + 2.0, -1.93], 0.035, 'wood', {
      color: 0xa87a48,
      role: 'fixed',
      answersTo: ['hammer', 'tools'],
    }),
    part('hammer_head', { box: [0.3, 0.1, 0.09] }, 'steel', {
      at: [-0.55, FLOOR + 1.98, -1.92],
      color: 0x4a4c50,
      role: 'fixed',
      answersTo: ['hammer', 'tools'],
    }),
    part('saw', { box: [0.8, 0.26, 0.015] }, 'steel', {
      at: [0.15, FLOOR + 1.55, -1.935],
      color: 0xc8ccd0,
      role: 'fixed',
      answersTo: ['saw', 'tools'],
    }),
    part('saw_handle', { box: [0.2, 0.26, 0.04] }, 'wood', {
      at: [0.65, FLOOR + 1.55, -1.935],
      color: 0x8a2a1a,
      role: 'fixed',
    }),
    rod('spanner', [1.0, FLOOR + 1.35, -1.93], [1.0, FLOOR + 1.95, -1.93], 0.03, 'steel', {
      copies: [[0.18, 0.08, 0]],
      color: 0xb8bcc0,
      role: 'fixed',
      answersTo: ['wrench', 'tools'],
    }),
    rod('screwdriver', [1.4, FLOOR + 1.35, -1.93], [1.4, FLOOR + 1.9, -1.93], 0.035, 'plastic', {
      color: 0xd8a020,
      role: 'fixed',
      answersTo: ['tools'],
    }),
    // A stool at the bench and a toolbox under it.
    part('stool', { cyl: 0.62, r: 0.2 }, 'wood', {
      at: [0.1, FLOOR, -0.8],
      color: 0x8a6a42,
      role: 'fixed',
      answersTo: ['seat'],
    }),
    part('toolbox', { box: [0.55, 0.3, 0.3], round: 0.02 }, 'steel', {
      at: [-0.4, FLOOR + BENCH_H, -1.55],
      color: 0xb83020,
      role: 'accent',
      answersTo: ['box'],
    }),
  ],
};

export const S28_R2_ROOM_LOOKS: Readonly<Record<string, StateDecl>> = {
  workroom: WORKROOM,
};

// --- Hayloft (a look of the attic kind; floor top y = 0.1, the roof rises to the right) -----

const HAY = 0xe0b040;

const HAYLOFT: StateDecl = {
  drop: ['trunk', 'trunk_lid', 'trunk_band'],
  parts: [
    // Bales stacked against the back, under the ridge where the roof is highest.
    part('bale', { box: [0.9, 0.45, 0.5], round: 0.04 }, 'plain', {
      ...at([
        [0.0, FLOOR, -1.6],
        [0.95, FLOOR, -1.6],
        [1.6, FLOOR, -0.95],
        [0.45, FLOOR + 0.45, -1.6],
        [1.6, FLOOR + 0.45, -1.5],
      ]),
      color: HAY,
      role: 'detail',
      answersTo: ['bales', 'hay', 'straw'],
    }),
    part('twine', { box: [0.03, 0.46, 0.52] }, 'fabric', {
      ...at([
        [-0.2, FLOOR, -1.6],
        [0.2, FLOOR, -1.6],
        [0.75, FLOOR, -1.6],
        [1.15, FLOOR, -1.6],
      ]),
      color: 0x8a6a3a,
      role: 'fixed',
    }),
    // Loose hay heaped on the floor and strewn about.
    part('loose_hay', { ellipsoid: [0.8, 0.45, 0.7] }, 'plain', {
      at: [0.8, FLOOR - 0.05, 0.7],
      color: 0xf0cc50,
      role: 'accent',
      answersTo: ['hay', 'heap', 'straw'],
    }),
    part('strewn_hay', { box: [2.6, 0.03, 2.0] }, 'plain', {
      at: [0.6, FLOOR, 0.2],
      color: 0xd8b048,
      role: 'fixed',
      answersTo: ['floor'],
    }),
    // A pitchfork leant against the bales.
    rod('pitchfork_handle', [-0.6, FLOOR, 0.2], [-0.35, FLOOR + 1.4, -1.2], 0.025, 'wood', {
      color: 0xa87a48,
      role: 'fixed',
      answersTo: ['pitchfork', 'fork'],
    }),
    ...[-0.08, 0, 0.08].map((dx, i) =>
      rod(
        `tine_${i + 1}`,
        [-0.35 + dx, FLOOR + 1.4, -1.2],
        [-0.3 + dx, FLOOR + 1.7, -1.42],
        0.01,
        'steel',
        { color: 0x6a6c70, role: 'fixed', answersTo: ['pitchfork', 'fork'] },
      ),
    ),
  ],
};

export const S28_R2_ATTIC_LOOKS: Readonly<Record<string, StateDecl>> = {
  hayloft: HAYLOFT,
  haymow: HAYLOFT,
};

// --- Viaduct (a look of the bridge kind: deck 8 long, its top at y = 1.8) ------------------

const VIA_L = 8;
const VIA_H = 2.6;
const BAYS = 5;
const BAY = VIA_L / BAYS;

export const S28_R2_BRIDGE_LOOKS: Readonly<Record<string, StateDecl>> = {
  // A viaduct: a long deck carried high on a row of round arches over tall piers.
  viaduct: {
    drop: ['deck', 'railing'],
    parts: [
      part('arcade', { box: [VIA_L, VIA_H, 1.4] }, 'stone', {
        color: 0xb8a488,
        minus: spaced(BAYS, -VIA_L / 2 + BAY / 2, VIA_L / 2 - BAY / 2).map((x) => ({
          shape: { extrude: arch(BAY - 0.36, VIA_H - 0.55 - (BAY - 0.36) / 2), depth: 2 },
          at: [x, -0.01, 0] as V3,
        })),
        answersTo: ['arches', 'piers', 'stone'],
      }),
      part('parapet', { box: [VIA_L, 0.35, 0.15] }, 'stone', {
        ...at([
          [0, VIA_H, -0.62],
          [0, VIA_H, 0.62],
        ]),
        color: 0xa89478,
        role: 'accent',
        answersTo: ['railing', 'wall'],
      }),
      part('cornice', { box: [VIA_L, 0.12, 1.6] }, 'stone', {
        at: [0, VIA_H - 0.12, 0],
        color: 0x9a8670,
        role: 'fixed',
      }),
    ],
  },
};

// --- Topiary (a look of the garden kind: a lawn 4.2 × 3.2, its top at y = 0.05) ------------

const CLIPPED = 0x2e6a2a;
const LAWN = 0.05;

export const S28_R2_GARDEN_LOOKS: Readonly<Record<string, StateDecl>> = {
  // A topiary: shrubs clipped into a ball, a cone, a tiered spiral and a low box hedge.
  topiary: {
    drop: ['bed', 'stem', 'red_flower', 'yellow_flower', 'pink_flower', 'bush'],
    parts: [
      part('gravel', { box: [0.6, 0.02, 3.0] }, 'stone', {
        at: [0, LAWN, 0],
        color: 0xd8ccb0,
        role: 'fixed',
        answersTo: ['path'],
      }),
      part('ball', { ball: 0.42 }, 'leaf', {
        ...at([
          [-1.2, LAWN + 0.42, -0.7],
          [1.2, LAWN + 0.42, -0.7],
        ]),
        color: CLIPPED,
        role: 'detail',
        answersTo: ['shrub', 'bush', 'topiary'],
      }),
      part('cone', { cyl: 1.4, r: 0.42, rTop: 0.02 }, 'leaf', {
        ...at([
          [-1.2, LAWN, 0.7],
          [1.2, LAWN, 0.7],
        ]),
        color: CLIPPED,
        role: 'detail',
        answersTo: ['shrub', 'cone', 'topiary'],
      }),
      // A tiered spiral: three balls shrinking up a trunk.
      part('tier', { ball: 0.3 }, 'leaf', {
        ...at([
          [0, LAWN + 0.35, -1.2],
          [0, LAWN + 0.88, -1.2],
          [0, LAWN + 1.3, -1.2],
        ]),
        color: 0x3a7a32,
        role: 'detail',
        answersTo: ['shrub', 'topiary'],
      }),
      part('hedge', { box: [0.25, 0.35, 3.0], round: 0.06 }, 'leaf', {
        ...at([
          [-0.5, LAWN, 0],
          [0.5, LAWN, 0],
        ]),
        color: 0x3a7030,
        role: 'fixed',
        answersTo: ['hedge', 'border'],
      }),
    ],
  },
};

// --- Bullring (a look of the stadium kind: stands from r = 21 to 30, the field r = 21.2) ----

export const S28_R2_STADIUM_LOOKS: Readonly<Record<string, StateDecl>> = {
  // A bullring: a round ring of raked sand, no pitch, behind a red wooden barrier with the
  // two white circles painted on the sand.
  bullring: {
    drop: ['field', 'line'],
    parts: [
      part('sand', { cyl: 0.2, r: 21.2 }, 'soil', {
        color: 0xc08040,
        role: 'accent',
        answersTo: ['arena', 'ring', 'sand'],
      }),
      part(
        'barrier',
        {
          lathe: [
            [21.0, 0],
            [21.0, 1.6],
            [20.4, 1.6],
            [20.4, 0],
          ],
        },
        'paint',
        { color: 0x9a1e1e, role: 'detail', answersTo: ['fence', 'wall', 'barrera'] },
      ),
      part('barrier_cap', { ring: 20.7, r: 0.2 }, 'paint', {
        turn: [90, 0, 0],
        at: [0, 1.6, 0],
        color: 0xf0ece0,
        role: 'fixed',
      }),
      ...[14, 11].map((r, i) =>
        part(`circle_${i + 1}`, { ring: r, r: 0.2 }, 'paint', {
          turn: [90, 0, 0],
          at: [0, 0.2, 0],
          color: 0xf4f4f0,
          role: 'fixed',
          answersTo: ['lines'],
        }),
      ),
    ],
  },
};

// --- Lumberyard (a kind): a gravel yard, its top at y = 0.1 --------------------------------

const YARD = 0.1;
const PINE = 0xd8b47a;

/** A stack of `layers` planks lying along x on bearers at (x, z), stickers between layers. */
function lumberStack(
  name: string,
  x: number,
  z: number,
  layers: number,
  color: number,
): PartDecl[] {
  const layer = 0.18;
  const sticker = 0.05;
  const wood = { role: 'fixed' as const };
  return [
    part(`${name}_bearer`, { box: [0.15, 0.15, 1.3] }, 'wood', {
      ...at([-1.1, 0, 1.1].map((dx) => [x + dx, YARD, z] as V3)),
      color: 0x5a4030,
      ...wood,
    }),
    ...Array.from({ length: layers }, (_, i) => {
      const y = YARD + 0.15 + i * (layer + sticker);
      return [
        part(`${name}_planks_${i + 1}`, { box: [2.8, layer, 1.2] }, 'wood', {
          at: [x, y, z],
          color,
          role: i === layers - 1 ? ('detail' as const) : ('fixed' as const),
          answersTo: ['planks', 'boards', 'lumber', 'timber', 'wood'],
        }),
        ...(i < layers - 1
          ? [
              part(`${name}_sticker_${i + 1}`, { box: [0.06, sticker, 1.2] }, 'wood', {
                ...at([-1.1, 0, 1.1].map((dx) => [x + dx, y + layer, z] as V3)),
                color: 0x8a6a42,
                ...wood,
              }),
            ]
          : []),
      ];
    }).flat(),
  ];
}

const SHED_X = -2.2;
const SHED_H = 2.4;

const lumberyard: KindDecl = {
  kind: 'lumberyard',
  nouns: ['lumberyard', 'lumberyards', 'lumber yard', 'timber yard', 'timberyard', 'wood yard'],
  size: [2.6, 8],
  parts: [
    part('yard', { box: [8, YARD, 6] }, 'stone', {
      color: 0xa8a098,
      role: 'fixed',
      answersTo: ['gravel', 'ground'],
    }),
    // Stacks of sawn planks in the open: pale pine, a darker hardwood.
    ...lumberStack('stack_a', 1.2, -1.6, 5, PINE),
    ...lumberStack('stack_b', 1.2, 0.4, 4, 0xc89a60),
    ...lumberStack('stack_c', 1.2, 2.2, 3, 0x9a6a3e),
    // An open shed on posts, its boards racked upright against the back.
    part('shed_post', { box: [0.14, SHED_H, 0.14] }, 'wood', {
      ...at([
        [SHED_X - 1.4, YARD, -2.6],
        [SHED_X + 1.4, YARD, -2.6],
        [SHED_X - 1.4, YARD, 2.6],
        [SHED_X + 1.4, YARD, 2.6],
      ]),
      color: 0x6a4a2e,
      role: 'fixed',
      answersTo: ['posts'],
    }),
    part('shed_roof', { box: [3.2, 0.12, 5.8] }, 'roofTile', {
      at: [SHED_X, YARD + SHED_H, 0],
      turn: [0, 0, -6],
      color: 0x6a7078,
      role: 'detail',
      answersTo: ['roof', 'shed'],
    }),
    part('rack', { box: [0.12, 1.6, 5.2] }, 'wood', {
      at: [SHED_X - 1.3, YARD, 0],
      color: 0x6a4a2e,
      role: 'fixed',
    }),
    ...spaced(9, -2.2, 2.2).map((z, i) =>
      part(`racked_board_${i + 1}`, { box: [0.05, 2.1, 0.28] }, 'wood', {
        at: [SHED_X - 1.1, YARD, z],
        turn: [0, 0, 8],
        color: i % 2 === 0 ? PINE : 0xc89a60,
        role: 'fixed',
        answersTo: ['boards', 'planks', 'lumber'],
      }),
    ),
  ],
};

// --- Boatyard (a kind): a concrete hard beside water, its top at y = 0.1 -------------------

const HARD = 0.1;
const KEEL = HARD + 0.55;

const boatyard: KindDecl = {
  kind: 'boatyard',
  nouns: ['boatyard', 'boatyards', 'boat yard', 'boat repair yard'],
  size: [3.4, 8],
  parts: [
    part('hard', { box: [5.6, HARD, 6] }, 'concrete', {
      at: [-1.2, 0, 0],
      color: 0xb8b4ac,
      role: 'fixed',
      answersTo: ['ground', 'yard'],
    }),
    part('water', { box: [2.4, 0.06, 6] }, 'ocean', {
      at: [2.8, 0, 0],
      color: 0x3a6a8a,
      role: 'accent',
      answersTo: ['sea', 'harbour', 'harbor'],
    }),
    // The slipway: a ramp from the hard down into the water, its rails on it.
    part('slipway', { box: [2.6, 0.1, 1.4] }, 'concrete', {
      at: [2.7, -0.12, 0.8],
      turn: [0, 0, -6],
      color: 0x9a968e,
      role: 'fixed',
      answersTo: ['ramp', 'slip'],
    }),
    // A hull out of the water on its stands: a long, flat ellipsoid, its bottom painted red.
    part('hull', { ellipsoid: [2.0, 0.45, 0.7] }, 'paint', {
      at: [-1.4, KEEL + 0.45, 0.8],
      color: 0xf0f0ea,
      role: 'detail',
      answersTo: ['boat', 'ship', 'hull'],
    }),
    part('antifouling', { ellipsoid: [1.9, 0.3, 0.6] }, 'paint', {
      at: [-1.4, KEEL + 0.28, 0.8],
      color: 0xa82a22,
      role: 'accent',
      answersTo: ['bottom', 'keel'],
    }),
    part('boat_deck', { box: [2.8, 0.06, 0.9] }, 'wood', {
      at: [-1.4, KEEL + 0.78, 0.8],
      color: 0xc8a070,
      role: 'fixed',
      answersTo: ['deck'],
    }),
    part('cabin', { box: [1.2, 0.45, 0.9], round: 0.08 }, 'paint', {
      at: [-1.7, KEEL + 0.82, 0.8],
      color: 0xe8e8e0,
      role: 'fixed',
      answersTo: ['cabin'],
    }),
    rod('mast', [-1.0, KEEL + 0.82, 0.8], [-1.0, KEEL + 3.2, 0.8], 0.04, 'wood', {
      color: 0xc8a070,
      role: 'fixed',
      answersTo: ['mast'],
    }),
    // Stands propping the hull: a keel block and raked props either side.
    part('keel_block', { box: [0.3, 0.56, 0.3] }, 'wood', {
      ...at([
        [-2.4, HARD, 0.8],
        [-0.4, HARD, 0.8],
      ]),
      color: 0x6a4a2e,
      role: 'fixed',
      answersTo: ['stands', 'blocks'],
    }),
    ...[-2.2, -0.6].flatMap((x, i) => [
      rod(`prop_${2 * i + 1}`, [x, HARD, -0.15], [x, KEEL + 0.55, 0.25], 0.04, 'steel', {
        color: 0x3a5a8a,
        role: 'fixed',
        answersTo: ['stands', 'props'],
      }),
      rod(`prop_${2 * i + 2}`, [x, HARD, 1.75], [x, KEEL + 0.55, 1.35], 0.04, 'steel', {
        color: 0x3a5a8a,
        role: 'fixed',
        answersTo: ['stands', 'props'],
      }),
    ]),
    // A yard crane: a mast and a jib over the slipway, its hook hanging.
    part('crane_tower', { box: [0.3, 3.4, 0.3] }, 'steel', {
      at: [0.9, HARD, -2.4],
      color: 0xe0b020,
      role: 'detail',
      answersTo: ['crane'],
    }),
    part('crane_jib', { box: [3.0, 0.22, 0.22] }, 'steel', {
      at: [1.9, HARD + 3.4, -2.4],
      color: 0xe0b020,
      role: 'fixed',
      answersTo: ['crane', 'jib'],
    }),
    rod('crane_cable', [2.9, HARD + 3.4, -2.4], [2.9, HARD + 1.6, -2.4], 0.015, 'steel', {
      color: 0x2a2a2a,
      role: 'fixed',
    }),
    part('hook', { ring: 0.1, r: 0.025 }, 'steel', {
      at: [2.9, HARD + 1.5, -2.4],
      color: 0x2a2a2a,
      role: 'fixed',
    }),
  ],
};

export const S28_R2_PLACES_KINDS: readonly KindDecl[] = [lumberyard, boatyard];
