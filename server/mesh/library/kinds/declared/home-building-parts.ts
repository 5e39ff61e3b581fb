/**
 * Building parts as objects (issue #32, session 23, H): the parts of a house a person names
 * on their own — a roof, a step, a doorway, a porch, a balcony, a skylight, a gutter,
 * a drainpipe, an arch, a windowsill, a gable, a dormer, an awning, a canopy, stonework — each
 * drawn as the part itself on the piece of house it needs to be read (a skylight in a patch of
 * tiled roof, a drainpipe down a strip of brick wall), never as a whole house, which would
 * be read as the house (docs/decisions.md, "Building parts, rooms and places by what tells
 * them apart").
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { at, lyingX, part, rod, spaced } from './part-shorthand.ts';

const TILE = 0xb0503a;
const PLASTER = 0xefe6d2;
const TRIM = 0xf6f4ee;
const DOOR = 0x3a5a7a;

/** An outline [x, y] pushed `depth` along Z, turned to run along X (a ridge, a gutter). */
function alongX(name: string, outline: readonly V2[], depth: number, finish: string, more = {}) {
  return part(name, { extrude: outline, depth }, finish, { turn: [0, 90, 0], ...more });
}

/** A piece of wall w wide, h high, with openings cut (each [x, y, w, h]). */
function wallWith(
  name: string,
  w: number,
  h: number,
  d: number,
  holes: ReadonlyArray<readonly [number, number, number, number]>,
  finish: string,
  color: number,
  z = 0,
): PartDecl {
  return part(name, { box: [w, h, d] }, finish, {
    at: [0, 0, z],
    color,
    role: 'detail',
    answersTo: ['wall', 'walls'],
    minus: holes.map(([x, y, hw, hh]) => ({
      shape: { box: [hw, hh, d + 0.2] },
      at: [x, y, z] as V3,
    })),
  });
}

/** A door leaf with its knob, its face at z, its foot at (x, y). */
function door(x: number, y: number, z: number, w = 0.9, h = 2.05, color = DOOR): PartDecl[] {
  return [
    part('door', { box: [w, h, 0.06] }, 'paint', { at: [x, y, z], color, answersTo: ['door'] }),
    part('door_panel', { box: [w - 0.3, h * 0.32, 0.02] }, 'paint', {
      ...at([
        [x, y + h * 0.1, z + 0.03],
        [x, y + h * 0.55, z + 0.03],
      ]),
      color,
      role: 'fixed',
    }),
    part('doorknob', { ball: 0.04 }, 'brass', {
      at: [x + w / 2 - 0.12, y + h * 0.48, z + 0.06],
      role: 'fixed',
    }),
  ];
}

/** A white frame round an opening of w × h whose foot centre is (x, y), face at z. */
function frame(name: string, x: number, y: number, w: number, h: number, z: number, t = 0.1) {
  return [
    part(`${name}_jamb`, { box: [t, h + t, 0.08] }, 'paint', {
      ...at([
        [x - w / 2 - t / 2, y, z],
        [x + w / 2 + t / 2, y, z],
      ]),
      color: TRIM,
      role: 'accent',
    }),
    part(`${name}_head`, { box: [w + 2 * t, t, 0.08] }, 'paint', {
      at: [x, y + h, z],
      color: TRIM,
      role: 'accent',
    }),
  ];
}

/** A window of four panes with a sill, in an opening w × h at (x, y), face at z. */
function windowIn(name: string, x: number, y: number, w: number, h: number, z: number) {
  return [
    ...frame(name, x, y, w, h, z, 0.08),
    part(`${name}_glass`, { box: [w, h, 0.03] }, 'glass', {
      at: [x, y, z - 0.04],
      color: 0x9cc8e8,
      role: 'fixed',
    }),
    part(`${name}_bar`, { box: [0.05, h, 0.05] }, 'paint', {
      at: [x, y, z],
      color: TRIM,
      role: 'fixed',
    }),
    part(`${name}_rail`, { box: [w, 0.05, 0.05] }, 'paint', {
      at: [x, y + h / 2, z],
      color: TRIM,
      role: 'fixed',
    }),
  ];
}

/** Posts and a top rail along a line of x at height y0, z (a balustrade). */
function railing(x0: number, x1: number, y0: number, z: number, n: number, h = 0.9): PartDecl[] {
  return [
    part('baluster', { box: [0.04, h, 0.04] }, 'paint', {
      ...at(spaced(n, x0, x1).map((x) => [x, y0, z] as V3)),
      color: TRIM,
      role: 'accent',
      answersTo: ['railing', 'rail'],
    }),
    part('handrail', { box: [x1 - x0 + 0.08, 0.06, 0.08] }, 'paint', {
      at: [(x0 + x1) / 2, y0 + h, z],
      color: TRIM,
      role: 'accent',
      answersTo: ['railing', 'rail'],
    }),
  ];
}

/** A tiled slope: a slab from (z0, y0) up to (z1, y1) across w, courses of tiles on it. */
function tiledSlope(name: string, w: number, z0: number, y0: number, z1: number, y1: number) {
  const len = Math.hypot(z1 - z0, y1 - y0);
  const tilt = (Math.atan2(y1 - y0, z0 - z1) * 180) / Math.PI;
  const n = Math.max(2, Math.round(len / 0.3));
  const rows = spaced(n, 0.1, 0.9).map(
    (t) => [0, y0 + (y1 - y0) * t + 0.06, z0 + (z1 - z0) * t] as V3,
  );
  return [
    part(name, { box: [w, 0.1, len] }, 'roofTile', {
      turn: [tilt, 0, 0],
      at: [0, (y0 + y1) / 2 - 0.05, (z0 + z1) / 2],
      color: TILE,
      answersTo: ['roof', 'tiles'],
    }),
    part(`${name}_course`, { box: [w, 0.05, 0.08] }, 'roofTile', {
      ...at(rows),
      turn: [tilt, 0, 0],
      color: 0x9a4230,
      role: 'fixed',
    }),
  ];
}

/** Roof slab outline (profile x across the ridge, y up) from an eave at x = e to the ridge. */
function slab(e: number, eaveY: number, ridgeY: number, t: number): V2[] {
  return e < 0
    ? [
        [e, eaveY],
        [0, ridgeY],
        [0, ridgeY + t],
        [e, eaveY + t],
      ]
    : [
        [e, eaveY],
        [e, eaveY + t],
        [0, ridgeY + t],
        [0, ridgeY],
      ];
}

const roof: KindDecl = {
  kind: 'roof',
  nouns: ['roof', 'pitched roof', 'gable roof', 'gabled roof', 'roof tile', 'roof tiles'],
  size: [2.4, 4.4],
  vary: 0.06,
  parts: [
    alongX('roof_front', slab(-1.8, 0, 1.44, 0.16), 4.4, 'roofTile', {
      color: TILE,
      answersTo: ['roof', 'tiles'],
    }),
    alongX('roof_back', slab(1.8, 0, 1.44, 0.16), 4.4, 'roofTile', {
      color: TILE,
      answersTo: ['roof', 'tiles'],
    }),
    // Courses of tiles across the front slope and the back slope.
    part('tile_course', { box: [4.4, 0.05, 0.08] }, 'roofTile', {
      ...at(
        spaced(5, 1.55, 0.35).flatMap((z) => [
          [0, 0.16 + 0.8 * (1.8 - z), z] as V3,
          [0, 0.16 + 0.8 * (1.8 - z), -z] as V3,
        ]),
      ),
      color: 0x983e2c,
      role: 'fixed',
    }),
    lyingX('ridge', [0, 1.58, 0], 4.5, 0.1, 'roofTile', { color: 0x8a3828, role: 'fixed' }),
    // The gable ends: the triangle of wall under the roof, with a small attic window.
    alongX(
      'gable',
      [
        [-1.5, 0.24],
        [1.5, 0.24],
        [0, 1.44],
      ],
      4,
      'plaster',
      { color: PLASTER, role: 'accent', answersTo: ['gable', 'walls', 'wall'] },
    ),
    part('attic_window', { box: [0.06, 0.4, 0.4] }, 'glass', {
      at: [2.02, 0.55, 0],
      color: 0x9cc8e8,
      role: 'fixed',
    }),
    // A brick chimney through the back slope, and a gutter along the front eave.
    part('chimney', { box: [0.45, 1.25, 0.45] }, 'brick', {
      at: [1.1, 0.7, -0.7],
      color: 0xa04a32,
      role: 'detail',
    }),
    part('chimney_cap', { box: [0.55, 0.08, 0.55] }, 'stone', {
      at: [1.1, 1.95, -0.7],
      role: 'fixed',
    }),
    lyingX('gutter', [0, 0.02, 1.82], 4.4, 0.06, 'plastic', {
      color: 0xe8e8e8,
      role: 'fixed',
    }),
  ],
};

const step: KindDecl = {
  kind: 'step',
  nouns: ['step', 'front steps', 'doorsteps'],
  size: [0.6, 1.6],
  parts: [
    // Three broad stone steps, each deeper than it is high, with a worn lighter nosing.
    part('tread', { box: [1.6, 0.18, 0.36] }, 'stone', {
      ...at([
        [0, 0, 0.36],
        [0, 0, 0],
        [0, 0.18, 0],
        [0, 0, -0.36],
        [0, 0.18, -0.36],
        [0, 0.36, -0.36],
      ]),
      color: 0xb8b4aa,
      answersTo: ['steps', 'step', 'stairs'],
    }),
    part('nosing', { box: [1.62, 0.04, 0.06] }, 'stone', {
      ...at([
        [0, 0.15, 0.52],
        [0, 0.33, 0.16],
        [0, 0.51, -0.2],
      ]),
      color: 0xd8d4ca,
      role: 'fixed',
    }),
  ],
};

const doorstep: KindDecl = {
  kind: 'doorstep',
  nouns: ['doorstep', 'door step', 'doorsill', 'door sill'],
  size: [2.6, 2.2],
  parts: [
    wallWith('front_wall', 2.2, 2.6, 0.25, [[0, 0.3, 0.9, 2.05]], 'brick', 0xa85a40),
    ...door(0, 0.3, 0.02),
    ...frame('door_frame', 0, 0.3, 0.9, 2.05, 0.1),
    // The stone step before the door, a mat and a milk bottle on it.
    part('step_stone', { box: [1.4, 0.3, 0.55] }, 'stone', {
      at: [0, 0, 0.38],
      color: 0xbcb8ae,
      role: 'accent',
      answersTo: ['step', 'doorstep'],
    }),
    part('doormat', { box: [0.7, 0.025, 0.4] }, 'fabric', {
      at: [0, 0.3, 0.38],
      color: 0x8a6a3a,
      role: 'detail',
      answersTo: ['mat', 'doormat'],
    }),
    part('milk_bottle', { cyl: 0.22, r: 0.04, rTop: 0.03 }, 'glass', {
      at: [0.5, 0.3, 0.45],
      color: 0xf8f8f8,
      role: 'fixed',
    }),
  ],
};

const doorway: KindDecl = {
  kind: 'doorway',
  nouns: ['doorway', 'entryway', 'door opening'],
  size: [2.6, 2.4],
  parts: [
    wallWith('wall', 2.4, 2.6, 0.2, [[0, 0, 1, 2.15]], 'plaster', PLASTER),
    ...frame('frame', 0, 0, 1, 2.15, 0.1, 0.12),
    // The door stands open into the room behind, so the opening is what is seen.
    part('open_door', { box: [0.06, 2.1, 0.95] }, 'paint', {
      at: [-0.47, 0, -0.58],
      color: DOOR,
      answersTo: ['door'],
    }),
    part('threshold', { box: [1.1, 0.03, 0.26] }, 'wood', {
      color: 0x8a6a44,
      role: 'fixed',
    }),
    part('room_floor', { box: [1.6, 0.02, 1.2] }, 'wood', {
      at: [0, 0, -0.7],
      color: 0xb88450,
      role: 'fixed',
    }),
  ],
};

const doorFrame: KindDecl = {
  kind: 'door frame',
  nouns: ['door frame', 'doorframe', 'doorcase', 'door case'],
  size: [2.3, 1.3],
  parts: [
    // Two jambs and a head with a moulded architrave, a sill between the feet, no door.
    part('jamb', { box: [0.12, 2.2, 0.14] }, 'wood', {
      ...at([
        [-0.52, 0, 0],
        [0.52, 0, 0],
      ]),
      color: 0xf4efe4,
      answersTo: ['frame'],
    }),
    part('head', { box: [1.16, 0.12, 0.14] }, 'wood', {
      at: [0, 2.2, 0],
      color: 0xf4efe4,
      answersTo: ['frame'],
    }),
    part('architrave', { box: [0.08, 2.32, 0.04] }, 'wood', {
      ...at([
        [-0.62, 0, 0.07],
        [0.62, 0, 0.07],
      ]),
      color: 0xe8e0d0,
      role: 'accent',
    }),
    part('architrave_head', { box: [1.32, 0.1, 0.04] }, 'wood', {
      at: [0, 2.3, 0.07],
      color: 0xe8e0d0,
      role: 'accent',
    }),
    part('hinge', { box: [0.03, 0.1, 0.05] }, 'brass', {
      ...at([
        [-0.45, 0.3, 0.03],
        [-0.45, 1.8, 0.03],
      ]),
      role: 'fixed',
    }),
    part('sill', { box: [1.16, 0.03, 0.2] }, 'wood', { color: 0x8a6a44, role: 'fixed' }),
  ],
};

const porch: KindDecl = {
  kind: 'porch',
  nouns: ['porch', 'front porch', 'back porch', 'stoop', 'veranda', 'verandah', 'lanai'],
  size: [3.6, 4.4],
  parts: [
    wallWith(
      'house_wall',
      4.4,
      3.6,
      0.25,
      [
        [-0.6, 0.6, 0.9, 2.05],
        [1.1, 1.4, 1, 1.1],
      ],
      'wood',
      0xdfe8ee,
      -1.2,
    ),
    ...door(-0.6, 0.6, -1.18),
    ...windowIn('window', 1.1, 1.4, 1, 1.1, -1.1),
    // The raised wooden deck on the front, two steps up to it, posts and a lean-to roof.
    part('deck', { box: [4.4, 0.6, 2] }, 'wood', {
      at: [0, 0, -0.1],
      color: 0x9a7a5a,
      answersTo: ['deck', 'floor'],
    }),
    part('porch_step', { box: [1.2, 0.2, 0.3] }, 'wood', {
      ...at([
        [-0.6, 0, 1.05],
        [-0.6, 0.2, 0.96],
      ]),
      color: 0x8a6a4a,
      role: 'accent',
      answersTo: ['steps', 'step'],
    }),
    part('post', { box: [0.14, 2.5, 0.14] }, 'paint', {
      ...at([
        [-2.1, 0.6, 0.8],
        [2.1, 0.6, 0.8],
        [0.3, 0.6, 0.8],
      ]),
      color: TRIM,
      role: 'accent',
      answersTo: ['posts', 'columns'],
    }),
    part('porch_roof', { box: [4.6, 0.12, 2.3] }, 'roofTile', {
      turn: [12, 0, 0],
      at: [0, 3.15, -0.05],
      color: 0x5a5a62,
      answersTo: ['roof'],
    }),
    ...railing(0.5, 2.05, 0.6, 0.8, 9),
    ...railing(-2.05, -1.25, 0.6, 0.8, 5).map((p) => ({ ...p, name: `${p.name}_left` })),
    // A rocking chair on the deck.
    part('chair_seat', { box: [0.5, 0.06, 0.5] }, 'wood', {
      at: [1.2, 1.05, 0],
      color: 0x6a4a2a,
      role: 'detail',
    }),
    part('chair_back', { box: [0.5, 0.6, 0.05] }, 'wood', {
      at: [1.2, 1.1, -0.25],
      color: 0x6a4a2a,
      role: 'detail',
    }),
    part('rocker', { ring: 0.5, r: 0.025, arc: 60, from: 240 }, 'wood', {
      turn: [0, 90, 0],
      ...at([
        [1.0, 1.06, 0],
        [1.4, 1.06, 0],
      ]),
      color: 0x6a4a2a,
      role: 'fixed',
    }),
    part('chair_leg', { box: [0.04, 0.45, 0.04] }, 'wood', {
      ...at([
        [1.0, 0.62, -0.2],
        [1.4, 0.62, -0.2],
        [1.0, 0.62, 0.2],
        [1.4, 0.62, 0.2],
      ]),
      color: 0x6a4a2a,
      role: 'fixed',
    }),
  ],
};

const balcony: KindDecl = {
  kind: 'balcony',
  nouns: ['balcony', 'balconette', 'juliet balcony'],
  size: [5, 3.2],
  parts: [
    wallWith(
      'wall',
      3.2,
      5,
      0.3,
      [
        [0, 2.6, 1.2, 2.1],
        [0, 0.4, 1, 1.2],
      ],
      'plaster',
      0xe8d8b8,
    ),
    // A French door above, a window below, and the balcony between on two brackets.
    part('french_door', { box: [1.2, 2.1, 0.04] }, 'glass', {
      at: [0, 2.6, -0.05],
      color: 0x9cc8e8,
      role: 'fixed',
    }),
    ...frame('door', 0, 2.6, 1.2, 2.1, 0.15),
    part('door_bar', { box: [0.06, 2.1, 0.06] }, 'paint', {
      at: [0, 2.6, 0.0],
      color: TRIM,
      role: 'fixed',
    }),
    ...windowIn('window', 0, 0.4, 1, 1.2, 0.12),
    part('balcony_slab', { box: [2.4, 0.16, 1.1] }, 'stone', {
      at: [0, 2.44, 0.7],
      color: 0xd8d4cc,
      role: 'accent',
      answersTo: ['floor', 'slab'],
    }),
    part(
      'bracket',
      {
        extrude: [
          [0, 0],
          [0.6, 0.3],
          [0.6, 0.6],
          [0, 0.6],
        ],
        depth: 0.12,
      },
      'stone',
      {
        turn: [0, -90, 0],
        ...at([
          [-0.9, 1.84, 0.15],
          [0.9, 1.84, 0.15],
        ]),
        color: 0xd8d4cc,
        role: 'fixed',
      },
    ),
    ...railing(-1.15, 1.15, 2.6, 1.2, 12),
    part('side_rail', { box: [0.06, 0.06, 0.95] }, 'paint', {
      ...at([
        [-1.15, 3.5, 0.72],
        [1.15, 3.5, 0.72],
      ]),
      color: TRIM,
      role: 'accent',
    }),
    part('side_baluster', { box: [0.04, 0.9, 0.04] }, 'paint', {
      ...at([
        [-1.15, 2.6, 0.5],
        [-1.15, 2.6, 0.8],
        [1.15, 2.6, 0.5],
        [1.15, 2.6, 0.8],
      ]),
      color: TRIM,
      role: 'fixed',
    }),
    // A pot of red geraniums on the balcony.
    part('flowerpot', { cyl: 0.3, r: 0.16, rTop: 0.2 }, 'terracotta', {
      at: [0.75, 2.6, 0.6],
      role: 'fixed',
    }),
    part('geraniums', { ellipsoid: [0.26, 0.18, 0.26] }, 'leaf', {
      at: [0.75, 2.95, 0.6],
      color: 0x3a7a34,
      role: 'fixed',
    }),
    part('blooms', { ball: 0.07 }, 'flower', {
      ...at([
        [0.68, 3.1, 0.72],
        [0.86, 3.08, 0.55],
        [0.62, 3.06, 0.48],
      ]),
      color: 0xd8282a,
      role: 'fixed',
    }),
  ],
};

/** The rise of a roof slope of 35° over a run. */
const SLOPE = Math.tan((35 * Math.PI) / 180);

const skylight: KindDecl = {
  kind: 'skylight',
  nouns: ['skylight', 'roof window', 'rooflight', 'roof light'],
  size: [1.8, 3],
  parts: [
    ...tiledSlope('roof', 3, 1.3, 0, -1.3, 2.6 * SLOPE),
    // A framed window lying in the slope, its glass catching the sky.
    part('skylight_frame', { box: [1.2, 0.12, 1.5] }, 'darkMetal', {
      turn: [35, 0, 0],
      at: [0, 1.3 * SLOPE + 0.02, 0],
      color: 0x3a3a3e,
      role: 'accent',
      answersTo: ['frame'],
    }),
    part('skylight_glass', { box: [1.0, 0.04, 1.3] }, 'glass', {
      turn: [35, 0, 0],
      at: [0, 1.3 * SLOPE + 0.13, 0],
      color: 0x8ac0ea,
      role: 'fixed',
      answersTo: ['glass', 'window'],
    }),
    part('flashing', { box: [1.34, 0.04, 1.64] }, 'darkMetal', {
      turn: [35, 0, 0],
      at: [0, 1.3 * SLOPE, 0],
      color: 0x6a6a6e,
      role: 'fixed',
    }),
    // The gable wall under the slope, so the roof stands on something.
    part(
      'wall',
      {
        extrude: [
          [-1.3, 0],
          [1.3, 0],
          [1.3, 2.6 * SLOPE],
        ],
        depth: 3,
      },
      'plaster',
      {
        turn: [0, 90, 0],
        at: [0, 0, 0],
        color: PLASTER,
        role: 'detail',
        answersTo: ['wall'],
      },
    ),
  ],
};

/** A half-round channel (outer radius r, wall t), open at the top, in the XY plane. */
function halfRound(r: number, t: number): V2[] {
  const n = 10;
  const outer = Array.from({ length: n + 1 }, (_, i) => {
    const a = Math.PI + (Math.PI * i) / n;
    return [r * Math.cos(a), r * Math.sin(a)] as V2;
  });
  const inner = outer.map(([x, y]) => [(x * (r - t)) / r, (y * (r - t)) / r] as V2).reverse();
  return [...outer, ...inner];
}

const GUTTER_GREY = 0x8a8e92;

const gutter: KindDecl = {
  kind: 'gutter',
  nouns: ['gutter', 'rain gutter', 'eavestrough', 'roof gutter', 'guttering'],
  size: [0.9, 3],
  parts: [
    // The eave: a fascia board with the last course of roof tiles above it.
    part('fascia', { box: [3, 0.22, 0.04] }, 'paint', {
      at: [0, 0.45, -0.12],
      color: TRIM,
      role: 'detail',
    }),
    part('roof_edge', { box: [3.1, 0.08, 0.7] }, 'roofTile', {
      turn: [30, 0, 0],
      at: [0, 0.72, -0.5],
      color: TILE,
      role: 'detail',
      answersTo: ['roof'],
    }),
    // The half-round gutter hung on brackets, an end cap at each end and an outlet.
    alongX('gutter', halfRound(0.13, 0.018), 3, 'plastic', {
      at: [0, 0.58, 0],
      color: GUTTER_GREY,
      answersTo: ['gutter'],
    }),
    part('end_cap', { cyl: 0.015, r: 0.13 }, 'plastic', {
      turn: [0, 0, 90],
      ...at([
        [-1.5, 0.58, 0],
        [1.515, 0.58, 0],
      ]),
      color: GUTTER_GREY,
      role: 'fixed',
    }),
    part('bracket', { ring: 0.135, r: 0.012, arc: 180, from: 180 }, 'darkMetal', {
      turn: [0, 90, 0],
      ...at(spaced(4, -1.2, 1.2).map((x) => [x, 0.58, 0] as V3)),
      color: 0x4a4a4e,
      role: 'fixed',
    }),
    part('outlet', { cyl: 0.46, r: 0.045 }, 'plastic', {
      at: [1.1, 0, 0],
      color: GUTTER_GREY,
      role: 'accent',
      answersTo: ['downpipe', 'pipe'],
    }),
  ],
};

const drainpipe: KindDecl = {
  kind: 'drainpipe',
  nouns: ['drainpipe', 'downpipe', 'downspout', 'rainspout', 'drain pipe', 'rain pipe'],
  size: [3.2, 1.2],
  parts: [
    part('brick_wall', { box: [1.2, 3, 0.2] }, 'brick', {
      at: [0, 0, -0.13],
      color: 0xa85a40,
      role: 'detail',
      answersTo: ['wall'],
    }),
    // A length of gutter at the top, the pipe swung out from it and down the wall on clips.
    alongX('gutter', halfRound(0.08, 0.012), 1.2, 'plastic', {
      at: [0, 3.05, 0.02],
      color: GUTTER_GREY,
      role: 'accent',
      answersTo: ['gutter'],
    }),
    rod('offset', [0.3, 2.98, 0.02], [0.3, 2.7, 0.02], 0.045, 'plastic', {
      color: GUTTER_GREY,
      answersTo: ['pipe', 'drainpipe'],
    }),
    part('pipe', { cyl: 2.5, r: 0.045 }, 'plastic', {
      at: [0.3, 0.22, 0.02],
      color: GUTTER_GREY,
      answersTo: ['pipe', 'drainpipe'],
    }),
    part('clip', { cyl: 0.05, r: 0.055 }, 'darkMetal', {
      ...at([
        [0.3, 0.8, 0.02],
        [0.3, 1.6, 0.02],
        [0.3, 2.4, 0.02],
      ]),
      color: 0x4a4a4e,
      role: 'fixed',
    }),
    // The shoe at the foot turns the water out over a drain grate.
    rod('shoe', [0.3, 0.26, 0.02], [0.3, 0.1, 0.22], 0.045, 'plastic', {
      color: GUTTER_GREY,
      role: 'fixed',
    }),
    part('drain_grate', { box: [0.3, 0.03, 0.3] }, 'iron', {
      at: [0.3, 0, 0.25],
      color: 0x2a2a2a,
      role: 'fixed',
    }),
  ],
};

/** An arch's face: piers w apart (inner), an opening of height h to the springing. */
function archOutline(inner: number, outer: number, spring: number): V2[] {
  const n = 14;
  const out: V2[] = [[-outer, 0]];
  for (let i = 0; i <= n; i++) {
    const a = Math.PI - (Math.PI * i) / n;
    out.push([outer * Math.cos(a), spring + outer * Math.sin(a)]);
  }
  out.push([outer, 0], [inner, 0]);
  for (let i = 0; i <= n; i++) {
    const a = (Math.PI * i) / n;
    out.push([inner * Math.cos(a), spring + inner * Math.sin(a)]);
  }
  out.push([-inner, 0]);
  return out;
}

const arch: KindDecl = {
  kind: 'arch',
  nouns: ['arch', 'archway'],
  size: [3.9, 3.4],
  parts: [
    part('arch', { extrude: archOutline(1.05, 1.65, 2.2), depth: 0.6 }, 'stone', {
      color: 0xcbbf9f,
      answersTo: ['arch', 'stones'],
    }),
    // Voussoir joints round the curve, a keystone standing proud and impost blocks.
    ...spaced(9, 160, 20).map((deg, i): PartDecl =>
      part(`joint_${i + 1}`, { box: [0.6, 0.02, 0.62] }, 'stone', {
        turn: [0, 0, deg],
        at: [
          1.35 * Math.cos((deg * Math.PI) / 180),
          2.2 + 1.35 * Math.sin((deg * Math.PI) / 180) - 0.01,
          0,
        ],
        color: 0x9a8e74,
        role: 'fixed',
      }),
    ),
    part(
      'keystone',
      {
        extrude: [
          [-0.16, 0],
          [0.16, 0],
          [0.24, 0.66],
          [-0.24, 0.66],
        ],
        depth: 0.7,
      },
      'stone',
      {
        at: [0, 3.2, 0],
        color: 0xd8ccae,
        role: 'accent',
      },
    ),
    part('impost', { box: [0.75, 0.14, 0.7] }, 'stone', {
      ...at([
        [-1.35, 2.1, 0],
        [1.35, 2.1, 0],
      ]),
      color: 0xd8ccae,
      role: 'accent',
    }),
    part('plinth', { box: [0.75, 0.3, 0.7] }, 'stone', {
      ...at([
        [-1.35, 0, 0],
        [1.35, 0, 0],
      ]),
      color: 0xb8ac8c,
      role: 'fixed',
    }),
  ],
};

const windowsill: KindDecl = {
  kind: 'windowsill',
  nouns: ['windowsill', 'window sill', 'window ledge', 'window-sill'],
  size: [2.2, 2],
  parts: [
    wallWith('wall', 2, 2.2, 0.3, [[0, 0.8, 1.1, 1.2]], 'plaster', 0xe6dcc8),
    ...windowIn('window', 0, 0.8, 1.1, 1.2, -0.05),
    // The deep sill standing proud of the wall, with potted plants along it.
    part('sill', { box: [1.45, 0.08, 0.45] }, 'stone', {
      at: [0, 0.72, 0.12],
      color: 0xf0ece4,
      role: 'accent',
      answersTo: ['sill', 'ledge'],
    }),
    part('pot', { cyl: 0.18, r: 0.09, rTop: 0.11 }, 'terracotta', {
      ...at([
        [-0.45, 0.8, 0.18],
        [0.05, 0.8, 0.18],
        [0.5, 0.8, 0.18],
      ]),
      role: 'fixed',
    }),
    part('plant', { ball: 0.14 }, 'leaf', {
      ...at([
        [-0.45, 1.08, 0.18],
        [0.05, 1.08, 0.18],
        [0.5, 1.08, 0.18],
      ]),
      color: 0x3a8a3a,
      role: 'fixed',
    }),
    part(
      'cactus',
      {
        capsule: [
          [0.5, 1.0, 0.18],
          [0.5, 1.3, 0.18],
        ],
        r: 0.05,
      },
      'cactus',
      {
        role: 'fixed',
      },
    ),
  ],
};

/** One open shutter hinged at x (its inner edge), h high from y, `side` -1 left or +1 right. */
function shutter(x: number, y: number, w: number, h: number, z: number, side: number): PartDecl[] {
  const cx = x + (side * w) / 2;
  const tag = side < 0 ? 'l' : 'r';
  return [
    part(`shutter_${tag}`, { box: [w, h, 0.04] }, 'paint', {
      at: [cx, y, z],
      color: 0x2e6a4a,
      answersTo: ['shutter', 'shutters'],
    }),
    // Louvres: slats across it, tilted, standing proud of the frame.
    part(`louvre_${tag}`, { box: [w - 0.1, 0.035, 0.02] }, 'paint', {
      ...at(spaced(9, y + 0.1, y + h - 0.14).map((ly) => [cx, ly, z + 0.025] as V3)),
      turn: [-25, 0, 0],
      color: 0x245a3c,
      role: 'fixed',
    }),
  ];
}

/** Window shutters: a pair of green louvred shutters open either side of a window. */
const shutters: KindDecl = {
  kind: 'shutters',
  nouns: [
    'shutters',
    'shutter',
    'window shutter',
    'window shutters',
    'louvred shutters',
    'louvered shutters',
  ],
  size: [2.2, 2.6],
  parts: [
    wallWith('wall', 2.6, 2.2, 0.3, [[0, 0.7, 1.0, 1.2]], 'plaster', 0xefe2c6),
    ...windowIn('window', 0, 0.7, 1.0, 1.2, 0.02),
    ...shutter(-0.58, 0.66, 0.5, 1.3, 0.17, -1),
    ...shutter(0.58, 0.66, 0.5, 1.3, 0.17, 1),
    part('sill', { box: [1.3, 0.06, 0.3] }, 'stone', {
      at: [0, 0.64, 0.15],
      color: 0xf0ece4,
      role: 'detail',
      answersTo: ['sill', 'ledge'],
    }),
  ],
};

const gable: KindDecl = {
  kind: 'gable',
  nouns: ['gable', 'gable end', 'gable wall'],
  size: [4.2, 4.4],
  parts: [
    // The house's end wall drawn to its triangle, with barge boards and a finial.
    part(
      'gable_wall',
      {
        extrude: [
          [-2, 0],
          [2, 0],
          [2, 1.8],
          [0, 3.9],
          [-2, 1.8],
        ],
        depth: 0.3,
      },
      'plaster',
      { color: PLASTER, answersTo: ['gable', 'wall', 'walls'] },
    ),
    part('bargeboard', { box: [3.3, 0.24, 0.12] }, 'paint', {
      turn: [0, 0, 46.4],
      at: [-1.0, 2.78, 0.18],
      color: 0x5a2a1a,
      role: 'accent',
      mirror: false,
    }),
    part('bargeboard_r', { box: [3.3, 0.24, 0.12] }, 'paint', {
      turn: [0, 0, -46.4],
      at: [1.0, 2.78, 0.18],
      color: 0x5a2a1a,
      role: 'accent',
    }),
    part('roof_edge', { box: [3.3, 0.12, 1.2] }, 'roofTile', {
      turn: [0, 0, 46.4],
      at: [-1.02, 2.9, -0.35],
      color: TILE,
      role: 'detail',
      answersTo: ['roof'],
    }),
    part('roof_edge_r', { box: [3.3, 0.12, 1.2] }, 'roofTile', {
      turn: [0, 0, -46.4],
      at: [1.02, 2.9, -0.35],
      color: TILE,
      role: 'detail',
      answersTo: ['roof'],
    }),
    part('finial', { cyl: 0.5, r: 0.05, rTop: 0.01 }, 'paint', {
      at: [0, 3.95, 0.18],
      color: 0x5a2a1a,
      role: 'fixed',
    }),
    // A round attic window high in the triangle and a pair of windows below.
    part('oculus', { cyl: 0.08, r: 0.3 }, 'glass', {
      turn: [90, 0, 0],
      at: [0, 2.85, 0.2],
      color: 0x9cc8e8,
      role: 'fixed',
    }),
    part('oculus_frame', { ring: 0.3, r: 0.05 }, 'paint', {
      at: [0, 2.85, 0.2],
      color: TRIM,
      role: 'fixed',
    }),
    ...windowIn('window_l', -0.9, 0.7, 0.8, 1.1, 0.17),
    ...windowIn('window_r', 0.9, 0.7, 0.8, 1.1, 0.17),
  ],
};

const dormer: KindDecl = {
  kind: 'dormer',
  nouns: ['dormer', 'dormer window'],
  size: [2.4, 3],
  parts: [
    ...tiledSlope('roof', 3, 1.4, 0, -1.4, 2.8 * SLOPE),
    part(
      'gable_fill',
      {
        extrude: [
          [-1.4, 0],
          [1.4, 0],
          [1.4, 2.8 * SLOPE],
        ],
        depth: 3,
      },
      'plaster',
      {
        turn: [0, 90, 0],
        color: PLASTER,
        role: 'detail',
      },
    ),
    // The dormer: a box standing out of the slope, its window in front, its own little roof.
    part('cheeks', { box: [1.1, 1.35, 1.3] }, 'paint', {
      at: [0, 0.45, 0.15],
      color: TRIM,
      role: 'accent',
      answersTo: ['dormer'],
    }),
    ...windowIn('window', 0, 0.75, 0.7, 0.75, 0.82),
    alongX(
      'dormer_roof',
      [
        [-0.72, 1.8],
        [0.72, 1.8],
        [0, 2.35],
      ],
      1.1,
      'roofTile',
      { at: [0, 0.02, 0.3], turn: [0, 0, 0], color: TILE, answersTo: ['roof'] },
    ),
  ],
};

/** Stripes of two colours across a sloping cloth. */
const AWNING_STRIPES = [0x2a7a4a, 0xf4f0e4];

const awning: KindDecl = {
  kind: 'awning',
  nouns: ['awning', 'sunblind', 'sun awning', 'shop awning'],
  size: [3.2, 3.2],
  parts: [
    wallWith('shop_front', 3.2, 3.2, 0.25, [[0, 0.5, 2.2, 1.6]], 'brick', 0x9a4a34),
    ...windowIn('shop_window', 0, 0.5, 2.2, 1.6, 0),
    // The striped cloth sloping out over the window, with a scalloped valance and two arms.
    ...spaced(8, -1.2, 1.2).map((x, i): PartDecl =>
      part(`stripe_${i + 1}`, { box: [0.345, 0.03, 1.4] }, 'fabric', {
        turn: [22, 0, 0],
        at: [x, 2.42, 0.72],
        color: AWNING_STRIPES[i % 2],
        role: i % 2 === 0 ? 'main' : 'fixed',
        answersTo: ['awning', 'stripes'],
      }),
    ),
    part('valance', { cyl: 0.2, r: 0.09 }, 'fabric', {
      ...at(spaced(8, -1.2, 1.2).map((x) => [x, 2.08, 1.36] as V3)),
      turn: [90, 0, 0],
      color: AWNING_STRIPES[0],
      role: 'main',
    }),
    rod('arm', [-1.35, 2.0, 0.1], [-1.35, 2.15, 1.35], 0.03, 'darkMetal', {
      copies: [[2.7, 0, 0]],
      role: 'fixed',
    }),
    part('box', { box: [2.9, 0.18, 0.18] }, 'darkMetal', {
      at: [0, 2.7, 0.15],
      color: 0x3a3a3e,
      role: 'fixed',
    }),
  ],
};

const canopyTop = (): PartDecl[] => [
  part('canopy_cloth', { box: [2.6, 0.05, 2.6] }, 'fabric', {
    at: [0, 2.35, 0],
    color: 0xf2ead8,
    answersTo: ['canopy', 'cloth', 'roof'],
  }),
  part(
    'peak',
    {
      plan: [
        [-1.3, -1.3],
        [1.3, -1.3],
        [1.3, 1.3],
        [-1.3, 1.3],
      ],
      height: 0.5,
      taper: 0.05,
    },
    'fabric',
    {
      at: [0, 2.4, 0],
      color: 0xf2ead8,
      role: 'main',
    },
  ),
];

const stoneTones = [0x8a8478, 0x9c968a, 0x7a7468, 0xaaa294, 0x6e6a60];

/** Irregular stones laid in courses (sizes from a fixed sequence, so every build is alike). */
function stones(): PartDecl[] {
  const out: PartDecl[] = [];
  let k = 0;
  const jitter = (i: number) => ((i * 37) % 11) / 11;
  for (let row = 0; row < 5; row++) {
    let x = -1.6 + (row % 2) * 0.18;
    const y = row * 0.26;
    while (x < 1.55) {
      const w = 0.3 + 0.22 * jitter(k + row);
      const h = 0.22 + 0.08 * jitter(k * 3 + 1);
      const wide = Math.min(w, 1.6 - x);
      if (wide < 0.12) break;
      out.push(
        part(`stone_${++k}`, { box: [wide - 0.03, h, 0.42], round: 0.05 }, 'stone', {
          at: [x + wide / 2, y, 0],
          color: stoneTones[k % stoneTones.length],
          answersTo: ['stones', 'stone'],
        }),
      );
      x += wide;
    }
  }
  return out;
}

const stonework: KindDecl = {
  kind: 'stonework',
  nouns: ['stonework', 'masonry', 'drystone wall', 'rubble wall'],
  size: [1.7, 3.2],
  parts: [
    part('core', { box: [3.1, 1.3, 0.3] }, 'stone', { color: 0x5a5650, role: 'fixed' }),
    ...stones(),
    // Coping stones set on edge along the top, as on a field wall.
    part('coping', { box: [0.12, 0.3, 0.44], round: 0.03 }, 'stone', {
      ...at(spaced(20, -1.5, 1.5).map((x) => [x, 1.3, 0] as V3)),
      color: 0x8a8478,
      role: 'accent',
    }),
    part('grass', { box: [3.4, 0.04, 1.2] }, 'grass', { color: 0x5a8a3a, role: 'fixed' }),
  ],
};

const canopy: KindDecl = {
  kind: 'canopy',
  nouns: ['canopy', 'garden canopy', 'gazebo tent'],
  size: [2.9, 2.6],
  parts: [
    ...canopyTop(),
    part('pole', { cyl: 2.35, r: 0.03 }, 'steel', {
      ...at([
        [-1.25, 0, -1.25],
        [1.25, 0, -1.25],
        [-1.25, 0, 1.25],
        [1.25, 0, 1.25],
      ]),
      role: 'fixed',
      answersTo: ['poles'],
    }),
    // A scalloped valance hanging from each edge.
    part('valance', { cyl: 0.04, r: 0.11 }, 'fabric', {
      turn: [90, 0, 0],
      ...at([
        ...spaced(6, -1.1, 1.1).map((x) => [x, 2.3, 1.32] as V3),
        ...spaced(6, -1.1, 1.1).map((x) => [x, 2.3, -1.28] as V3),
      ]),
      color: 0xf2ead8,
      role: 'main',
    }),
    part('valance_side', { cyl: 0.04, r: 0.11 }, 'fabric', {
      turn: [0, 0, 90],
      ...at([
        ...spaced(6, -1.1, 1.1).map((z) => [1.34, 2.3, z] as V3),
        ...spaced(6, -1.1, 1.1).map((z) => [-1.3, 2.3, z] as V3),
      ]),
      color: 0xf2ead8,
      role: 'main',
    }),
  ],
};

const OAK = 0x8a6238;

const beam: KindDecl = {
  kind: 'beam',
  nouns: ['beam', 'rafter', 'joist', 'crossbeam', 'girder', 'roof beam', 'ceiling beam'],
  size: [0.95, 4],
  parts: [
    // A squared oak beam lying across two trestles, its end grain and adze marks showing.
    part('timber', { box: [4, 0.3, 0.25] }, 'wood', {
      at: [0, 0.62, 0],
      color: OAK,
      answersTo: ['beam', 'timber'],
    }),
    part('end_grain', { cyl: 0.01, r: 0.11 }, 'wood', {
      turn: [0, 0, 90],
      ...at([
        [2.005, 0.77, 0],
        [-1.995, 0.77, 0],
      ]),
      color: 0xc8a070,
      role: 'fixed',
    }),
    part('growth_ring', { ring: 0.06, r: 0.008 }, 'wood', {
      turn: [0, 90, 0],
      ...at([
        [2.012, 0.77, 0],
        [-2.012, 0.77, 0],
      ]),
      color: 0x6a4a28,
      role: 'fixed',
    }),
    part('adze_mark', { box: [0.22, 0.005, 0.2] }, 'wood', {
      ...at(spaced(7, -1.6, 1.6).map((x) => [x, 0.92, 0] as V3)),
      color: 0x7a5630,
      role: 'fixed',
    }),
    part('bolt_plate', { box: [0.3, 0.26, 0.01] }, 'iron', {
      at: [1.6, 0.64, 0.125],
      color: 0x2a2a2a,
      role: 'fixed',
    }),
    ...[-1.3, 1.3].flatMap((x, i): PartDecl[] => [
      part(`trestle_${i + 1}_top`, { box: [0.12, 0.08, 0.7] }, 'wood', {
        at: [x, 0.54, 0],
        color: 0xc8a878,
        role: 'accent',
      }),
      rod(`trestle_${i + 1}_leg_a`, [x, 0.55, -0.3], [x - 0.12, 0, -0.42], 0.03, 'wood', {
        copies: [[0.24, 0, 0]],
        color: 0xc8a878,
        role: 'accent',
      }),
      rod(`trestle_${i + 1}_leg_b`, [x, 0.55, 0.3], [x - 0.12, 0, 0.42], 0.03, 'wood', {
        copies: [[0.24, 0, 0]],
        color: 0xc8a878,
        role: 'accent',
      }),
    ]),
  ],
  looks: {
    // A girder is the steel I-beam: flanges over a web, painted red oxide, with rivets.
    girder: {
      drop: ['timber', 'end_grain', 'growth_ring', 'adze_mark', 'bolt_plate'],
      parts: [
        part('flange', { box: [4, 0.03, 0.22] }, 'steel', {
          ...at([
            [0, 0.58, 0],
            [0, 0.9, 0],
          ]),
          color: 0xa8402a,
          answersTo: ['beam', 'flanges'],
        }),
        part('web', { box: [4, 0.3, 0.025] }, 'steel', {
          at: [0, 0.6, 0],
          color: 0xa8402a,
          answersTo: ['beam', 'web'],
        }),
        part('rivet', { ball: 0.018 }, 'iron', {
          ...at(spaced(9, -1.8, 1.8).map((x) => [x, 0.93, 0.07] as V3)),
          color: 0x6a2a1a,
          role: 'fixed',
        }),
      ],
    },
  },
};

/**
 * A run of plumbing pipe (WordNet's pipe#2, "pipage", "piping"), not the tobacco pipe the
 * word "pipe" names first: a galvanised length lying on the floor on flanged ends, a gate valve
 * with a red handwheel part way, and an elbow turning it up the wall. "A conduit", "a gas
 * pipe", "a sewer pipe" read as it (session 24: "a conduit" had stood in as a tobacco pipe).
 */
const PIPE_Y = 0.085;
const ELBOW: V3[] = spaced(7, 0, 90).map((deg) => {
  const t = (deg * Math.PI) / 180;
  return [0.35 + 0.14 * Math.sin(t), PIPE_Y + 0.14 - 0.14 * Math.cos(t), 0] as V3;
});
const piping: KindDecl = {
  kind: 'piping',
  nouns: [
    'piping',
    'pipage',
    'pipework',
    'plumbing pipe',
    'plumbing',
    'water pipe',
    'gas pipe',
    'sewer pipe',
    'steel pipe',
    'iron pipe',
    'copper pipe',
    'pvc pipe',
    'pipeline',
    'conduit',
  ],
  size: [0.92, 1.14],
  parts: [
    part('pipe', { sweep: [[-0.58, PIPE_Y, 0], ...ELBOW, [0.49, 0.86, 0]], r: 0.045 }, 'steel', {
      color: 0x9a9ea2,
      answersTo: ['pipe', 'piping'],
    }),
    lyingX('flange', [-0.6, PIPE_Y, 0], 0.03, 0.085, 'steel', {
      color: 0x6e7276,
      role: 'fixed',
    }),
    part('top_flange', { cyl: 0.03, r: 0.085 }, 'steel', {
      at: [0.49, 0.88, 0],
      color: 0x6e7276,
      role: 'fixed',
    }),
    lyingX('coupling', [-0.33, PIPE_Y, 0], 0.06, 0.056, 'steel', {
      color: 0x7e8286,
      role: 'fixed',
    }),
    // The gate valve: a squat body on the run, a stem, a handwheel on top.
    part('valve', { ellipsoid: [0.075, 0.07, 0.07] }, 'brass', {
      at: [-0.05, PIPE_Y, 0],
      color: 0xb08a3a,
      role: 'accent',
      answersTo: ['valve'],
    }),
    part('stem', { cyl: 0.17, r: 0.012 }, 'steel', {
      at: [-0.05, PIPE_Y + 0.05, 0],
      color: 0x8a8e92,
      role: 'fixed',
    }),
    part('handwheel', { ring: 0.065, r: 0.011 }, 'paint', {
      at: [-0.05, PIPE_Y + 0.21, 0],
      turn: [90, 0, 0],
      color: 0xb02424,
      role: 'fixed',
      answersTo: ['wheel'],
    }),
    rod('spoke', [-0.115, PIPE_Y + 0.21, 0], [0.015, PIPE_Y + 0.21, 0], 0.008, 'paint', {
      color: 0xb02424,
      role: 'fixed',
    }),
  ],
};

/** A gate valve on its own: the brass body between two flanged pipe stubs, the red handwheel. */
const valve: KindDecl = {
  kind: 'valve',
  nouns: [
    'valve',
    'gate valve',
    'stopcock',
    'shutoff valve',
    'shut-off valve',
    'water valve',
    'gas valve',
  ],
  size: [0.34, 0.36],
  parts: [
    lyingX('stub', [0, 0.07, 0], 0.34, 0.032, 'steel', { color: 0x9a9ea2, role: 'accent' }),
    lyingX('flange', [-0.157, 0.07, 0], 0.025, 0.07, 'steel', { color: 0x6e7276, role: 'fixed' }),
    lyingX('flange_2', [0.157, 0.07, 0], 0.025, 0.07, 'steel', { color: 0x6e7276, role: 'fixed' }),
    part('body', { ellipsoid: [0.075, 0.07, 0.065] }, 'brass', {
      at: [0, 0.07, 0],
      color: 0xb08a3a,
      answersTo: ['valve'],
    }),
    part('bonnet', { cyl: 0.09, r: 0.03, rTop: 0.022 }, 'brass', {
      at: [0, 0.12, 0],
      color: 0xa07a30,
      role: 'fixed',
    }),
    part('stem', { cyl: 0.1, r: 0.01 }, 'steel', {
      at: [0, 0.2, 0],
      color: 0x8a8e92,
      role: 'fixed',
    }),
    part('handwheel', { ring: 0.07, r: 0.012 }, 'paint', {
      at: [0, 0.29, 0],
      turn: [90, 0, 0],
      color: 0xb02424,
      role: 'accent',
      answersTo: ['wheel', 'handle'],
    }),
    rod('spoke', [-0.07, 0.29, 0], [0.07, 0.29, 0], 0.008, 'paint', {
      color: 0xb02424,
      role: 'fixed',
    }),
    rod('spoke_2', [0, 0.29, -0.07], [0, 0.29, 0.07], 0.008, 'paint', {
      color: 0xb02424,
      role: 'fixed',
    }),
  ],
};

/**
 * A floor on its own: a square of wooden floorboards, staggered joints, a skirting board along
 * the back edge (session 24; "a floor" was unknown). A parquet or a hardwood floor reads as it.
 */
const floor: KindDecl = {
  kind: 'floor',
  nouns: [
    'floor',
    'flooring',
    'floorboards',
    'floorboard',
    'hardwood floor',
    'parquet',
    'parquet floor',
    'laminate floor',
  ],
  size: [0.12, 1.6],
  parts: [
    ...spaced(8, -0.7, 0.7).map((z, i) =>
      part(i === 0 ? 'board' : `board_${i + 1}`, { box: [1.6, 0.03, 0.19], round: 0.004 }, 'wood', {
        at: [0, 0, z],
        color: [0xb0804c, 0xa47444, 0xb8885a, 0x9c6c3e][i % 4],
        answersTo: ['board', 'floor'],
      }),
    ),
    part('skirting', { box: [1.6, 0.1, 0.02] }, 'paint', {
      at: [0, 0.03, -0.805],
      color: 0xf2efe8,
      role: 'accent',
      answersTo: ['skirting', 'baseboard'],
    }),
  ],
};

export const HOME_BUILDING_PART_KINDS: readonly KindDecl[] = [
  roof,
  step,
  doorstep,
  doorway,
  doorFrame,
  porch,
  balcony,
  skylight,
  gutter,
  drainpipe,
  piping,
  valve,
  floor,
  arch,
  windowsill,
  shutters,
  gable,
  dormer,
  awning,
  canopy,
  stonework,
  beam,
];
