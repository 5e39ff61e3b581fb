/**
 * Tools, workshop machines, instruments and devices (issue #32, session 22, T): things a
 * person names at a hardware or electronics shop, a garage or a clinic that were unknown or
 * drawn as another thing — a soldering iron in its spring stand (it was a sculpture), bellows,
 * a cross-shaped tyre iron (it was a tyre), bolt cutters, a pumpjack, the saws by their own
 * body (circular, table, jig and band saw, a hacksaw's frame), the hammers (claw hammer,
 * sledgehammer, mallet), a gyroscope, a carabiner, a metal detector, a tesla coil, a plunger
 * detonator, an instant camera… (docs/decisions.md, "Tools, workshop machines, instruments and
 * devices by their telling part"). Declared as data (library/declare.ts).
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { lettering } from './buildings-by-use.ts';
import { arcPoints, oval, star } from './outlines.ts';
import { at, facingZ, lyingX, part, rod, spaced } from './part-shorthand.ts';

const BLACK = 0x1e1e20;
const WHITE = 0xf2f2ee;
const RED = 0xc8281e;
const YELLOW = 0xf0b818;

/** Colours a power tool's body takes by seed (one for all its shell parts). */
const POWER_TOOL = [YELLOW, 0xe8641e, 0x2a7a9a, 0x3a8a3a, RED];
/** Anodised colours of a carabiner. */
const ANODISED = [0xe8641e, 0x2a6ab0, RED, 0x4aa04a, 0x8a4ab0];
/** Colour lists shared by the parts of one body, so the seed picks one colour for them all. */
const GRIPS = [RED, BLACK, 0xe8641e];
const JACK = [RED, BLACK, 0x3a6ea8];
const TANK = [0x2a4a2a, BLACK, 0x2a6ab0, 0xd8d0b8];
const PUMPJACK_FRAME = [0x5a6470, YELLOW, 0x2a5a9a];
const PUMPJACK_BEAM = [BLACK, 0x2a5a9a, RED];
const CABLE = [BLACK, WHITE, 0xe8641e, 0x2a6ab0];
const HAIRBRUSH = [BLACK, 0xf0a0b8, 0x8a5a34, 0x8a4ab0];
const CURLING_IRON = [BLACK, 0xf0a0b8, 0x8a4ab0];
const SPRINKLER = [0x2a8a3a, 0xe8c020, 0x2a6ab0];

/** Points of a helix of radius `r` round the line from `a` to `b`, `turns` times. */
function helix(a: V3, b: V3, r: number, turns: number, steps = 12): V3[] {
  const d: V3 = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const len = Math.hypot(...d);
  const u: V3 = [d[0] / len, d[1] / len, d[2] / len];
  // A normal in the XY plane and the Z axis span the helix's circle (axes in XY only).
  const n: V3 = [-u[1], u[0], 0];
  const count = Math.round(turns * steps);
  return Array.from({ length: count + 1 }, (_, i) => {
    const t = i / count;
    const th = 2 * Math.PI * turns * t;
    const c = Math.cos(th) * r;
    const s = Math.sin(th) * r;
    return [a[0] + d[0] * t + n[0] * c, a[1] + d[1] * t + n[1] * c, a[2] + d[2] * t + s] as V3;
  });
}

/** The point `t` of the way from `a` to `b`. */
function along(a: V3, b: V3, t: number): V3 {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** A toothed saw blade of radius `r`, facing +Z (in the XY plane), centred at (x, y). */
function sawBlade(
  name: string,
  r: number,
  [x, y, z]: V3,
  more: Partial<PartDecl> = {},
): PartDecl[] {
  return [
    part(
      name,
      { extrude: star(36, r, r * 0.93).map(([px, py]) => [px + x, py + y] as V2), depth: 0.003 },
      'steel',
      {
        at: [0, 0, z],
        color: 0xc8ccd2,
        answersTo: ['blade', 'teeth'],
        ...more,
      },
    ),
    facingZ(`${name}_arbor`, [x, y, z + 0.004], 0.008, r * 0.2, 'darkMetal', { role: 'detail' }),
  ];
}

/** A lawn sprinkler's arcs of water: the drop `d` out along direction `a` (degrees). */
const SPRAY_DIRS = [0, 45, 90, 135, 180, 225, 270, 315];
function sprayAt(a: number, d: number): V3 {
  const c = Math.cos((a * Math.PI) / 180);
  const s = Math.sin((a * Math.PI) / 180);
  return [d * c, 0.17 + 2 * (d - 0.1) - 7 * (d - 0.1) ** 2, d * s];
}

/** Sparks of a tesla coil: zigzag lines out from a point. */
function bolts(from: V3, n: number, reach: number): PartDecl[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * (i + 0.3)) / n;
    const pts: V3[] = Array.from({ length: 5 }, (_, k) => {
      const t = k / 4;
      const jig = k % 2 === 0 ? 0 : 0.03 * (k === 1 ? 1 : -1);
      return [
        from[0] + Math.cos(a) * reach * t + Math.sin(a) * jig,
        from[1] + 0.06 * t - 0.1 * t * t,
        from[2] + Math.sin(a) * reach * t - Math.cos(a) * jig,
      ] as V3;
    });
    return part(`spark_${i + 1}`, { sweep: pts, r: 0.006 }, 'light', {
      color: 0xd8b8ff,
      role: 'fixed',
      answersTo: ['spark', 'sparks', 'lightning'],
    });
  });
}

/** A bellows board seen from above, [x, z]: a round paddle with a handle behind. */
const BELLOWS_BOARD: V2[] = [
  [-0.34, -0.022],
  [-0.34, 0.022],
  [-0.16, 0.03],
  ...arcPoints([0, 0], 0.13, 168, 25, 14).map(([x, z]) => [x, z] as V2),
  [0.17, 0.045],
  [0.17, -0.045],
  ...arcPoints([0, 0], 0.13, -25, -168, 14).map(([x, z]) => [x, z] as V2),
  [-0.16, -0.03],
];

/** The leather of the bellows, [x, z]: the board's round body without its handle. */
const BELLOWS_LEATHER: V2[] = [
  ...arcPoints([0, 0], 0.115, 175, 25, 14),
  [0.15, 0.035],
  [0.15, -0.035],
  ...arcPoints([0, 0], 0.115, -25, -175, 14),
];

/** A pumpjack's horsehead from the side, [x, y]: a thick arc, its curved face to the left. */
const HORSEHEAD: V2[] = [
  ...arcPoints([0, 0], 0.9, 135, 225, 10),
  ...arcPoints([0, 0], 0.62, 225, 135, 8),
];

/** A jigsaw's body from the side, [x, y]: motor body with a closed handle on top. */
const JIGSAW_BODY: V2[] = [
  [-0.12, 0.035],
  [0.1, 0.035],
  [0.1, 0.13],
  [0.06, 0.2],
  [-0.1, 0.2],
  [-0.13, 0.15],
];

/** A bandsaw's frame from the side, [x, y]: a C, its throat open to the left. */
const BANDSAW_FRAME: V2[] = [
  [-0.28, 0.8],
  [0.3, 0.8],
  [0.3, 1.9],
  [-0.28, 1.9],
  [-0.28, 1.45],
  [0.12, 1.45],
  [0.12, 1.12],
  [-0.28, 1.12],
];

/** A hand plane's tote (rear handle) from the side, [x, y]: a closed grip leaning back. */
const TOTE: V2[] = [
  [-0.02, 0],
  [0.03, 0],
  [0.02, 0.1],
  [-0.04, 0.1],
  [-0.045, 0.085],
  [-0.005, 0.085],
  [0.008, 0.02],
  [-0.03, 0.02],
];

export const WORKSHOP_DEVICE_KINDS: readonly KindDecl[] = [
  // ---- Saws by their own body ----
  {
    // A hand-held circular saw: a toothed disc half under its guard, motor, loop handle.
    kind: 'circular saw',
    nouns: ['circular saw', 'buzz saw', 'skilsaw', 'skill saw'],
    size: [0.24, 0.36],
    parts: [
      ...sawBlade('blade', 0.1, [0.02, 0.1, 0.05]),
      part('guard', { ring: 0.108, r: 0.014, arc: 190, from: -5 }, 'plastic', {
        turn: [0, 0, 0],
        at: [0.02, 0.1, 0.05],
        colors: POWER_TOOL,
        answersTo: ['body', 'guard'],
      }),
      part('shoe', { box: [0.34, 0.008, 0.16] }, 'steel', {
        at: [0.0, 0.1, -0.02],
        role: 'detail',
      }),
      facingZ('motor', [-0.02, 0.17, 0.045], 0.12, 0.055, 'plastic', {
        colors: POWER_TOOL,
        answersTo: ['body', 'motor'],
      }),
      part('handle', { ring: 0.07, r: 0.017, arc: 150, from: 20 }, 'rubber', {
        at: [-0.06, 0.17, 0.03],
        color: BLACK,
        role: 'accent',
        answersTo: ['grip'],
      }),
      part('knob', { ball: 0.025 }, 'rubber', {
        at: [0.1, 0.2, -0.01],
        color: BLACK,
        role: 'accent',
      }),
      rod('knob_post', [0.1, 0.11, -0.01], [0.1, 0.19, -0.01], 0.012, 'plastic', {
        colors: POWER_TOOL,
      }),
    ],
  },
  {
    // A table saw: a steel table on its cabinet, a toothed disc rising through it, a fence.
    kind: 'table saw',
    nouns: ['table saw', 'saw bench', 'bench saw', 'saw table'],
    size: [0.95, 0.9],
    parts: [
      part('cabinet', { box: [0.56, 0.74, 0.5], round: 0.01 }, 'paint', {
        colors: [0x4a5058, YELLOW, 0x2a5a9a, RED],
        answersTo: ['body', 'base'],
      }),
      part('table', { box: [0.9, 0.04, 0.7] }, 'steel', { at: [0, 0.74, 0], color: 0xb8bcc2 }),
      part('slot', { box: [0.3, 0.004, 0.012] }, 'plain', {
        at: [0, 0.779, 0.02],
        color: BLACK,
        role: 'fixed',
      }),
      ...sawBlade('blade', 0.17, [0, 0.73, 0.02]),
      part('fence', { box: [0.9, 0.07, 0.05] }, 'paint', {
        at: [0, 0.78, -0.2],
        color: 0xd0d4d8,
        role: 'accent',
      }),
      part('rail', { box: [0.9, 0.05, 0.05] }, 'steel', { at: [0, 0.69, 0.37], role: 'detail' }),
      part('wheel', { ring: 0.07, r: 0.01 }, 'darkMetal', { at: [0, 0.42, 0.27], role: 'detail' }),
      facingZ('hub', [0, 0.42, 0.25], 0.03, 0.015, 'darkMetal', { role: 'detail' }),
      part('switch', { box: [0.08, 0.06, 0.03] }, 'plastic', {
        at: [0.2, 0.62, 0.25],
        color: RED,
        role: 'fixed',
      }),
    ],
  },
  {
    // A jigsaw: a motor body with a closed handle on top, a narrow blade under its shoe.
    kind: 'jigsaw',
    nouns: ['jigsaw', 'jig saw', 'sabre saw', 'saber saw'],
    size: [0.2, 0.26],
    parts: [
      part('body', { extrude: JIGSAW_BODY, depth: 0.05, round: 0.008 }, 'plastic', {
        at: [0, 0.06, 0],
        minus: [{ shape: { box: [0.1, 0.032, 0.2] }, at: [-0.03, 0.21, 0] }],
        colors: POWER_TOOL,
      }),
      part('grip', { box: [0.1, 0.022, 0.062], round: 0.008 }, 'rubber', {
        at: [-0.03, 0.242, 0],
        color: BLACK,
        role: 'accent',
      }),
      part('shoe', { box: [0.23, 0.008, 0.09] }, 'steel', {
        at: [-0.01, 0.085, 0],
        color: 0xb8bcc2,
        role: 'detail',
        answersTo: ['base'],
      }),
      part(
        'blade',
        {
          extrude: [
            [0.065, 0],
            [0.072, 0],
            [0.084, 0.015],
            [0.084, 0.12],
            [0.065, 0.12],
          ],
          depth: 0.0015,
        },
        'steel',
        {
          color: 0xc8ccd2,
          answersTo: ['teeth'],
        },
      ),
      part('nose', { box: [0.024, 0.03, 0.04] }, 'darkMetal', {
        at: [0.075, 0.093, 0],
        role: 'detail',
      }),
    ],
  },
  {
    // A bandsaw: a tall C-frame with two wheel covers, a table at its waist, the thin blade
    // running down through the throat, on a cabinet.
    kind: 'bandsaw',
    nouns: ['bandsaw', 'band saw'],
    size: [1.9, 0.7],
    parts: [
      part('stand', { box: [0.5, 0.8, 0.42] }, 'paint', {
        color: 0x4a5058,
        answersTo: ['base', 'cabinet'],
      }),
      part('frame', { extrude: BANDSAW_FRAME, depth: 0.3, round: 0.03 }, 'paint', {
        colors: [0x3a6ea8, 0x4a7a4a, YELLOW, 0x9aa0a8],
        answersTo: ['body'],
      }),
      facingZ('upper_cover', [0.01, 1.68, 0.15], 0.03, 0.2, 'paint', {
        color: 0xd8dadc,
        role: 'accent',
        answersTo: ['wheel'],
      }),
      facingZ('lower_cover', [0.01, 0.94, 0.15], 0.03, 0.12, 'paint', {
        color: 0xd8dadc,
        role: 'accent',
        answersTo: ['wheel'],
      }),
      part('table', { box: [0.45, 0.03, 0.45] }, 'steel', { at: [-0.12, 1.12, 0] }),
      part('blade', { box: [0.012, 0.33, 0.002] }, 'steel', {
        at: [-0.12, 1.12, 0.0],
        color: 0xc8ccd2,
        role: 'detail',
      }),
      part('guide', { box: [0.03, 0.2, 0.04] }, 'darkMetal', {
        at: [-0.12, 1.28, 0],
        role: 'detail',
      }),
      part('motor', { cyl: 0.2, r: 0.08 }, 'paint', {
        turn: [90, 0, 0],
        at: [0, 0.3, -0.2],
        color: 0x3a3e44,
        role: 'detail',
      }),
    ],
  },
  // ---- Hammers by their own head ----
  {
    // A claw hammer: a steel head, flat striking face at one end, the split claw curling
    // back at the other, on a wooden handle.
    kind: 'claw hammer',
    nouns: ['claw hammer', 'clawhammer', "carpenter's hammer", 'framing hammer'],
    size: [0.13, 0.33],
    parts: [
      // Seen from the side as a hammer is drawn: the head stands upright, its face down, the
      // claw curling back towards the handle at the top.
      rod('handle', [0, 0.055, 0], [-0.29, 0.055, 0], 0.013, 'wood', {
        answersTo: ['shaft', 'grip'],
      }),
      part(
        'grip',
        {
          capsule: [
            [-0.17, 0.055, 0],
            [-0.3, 0.055, 0],
          ],
          r: 0.016,
        },
        'rubber',
        {
          color: BLACK,
          role: 'accent',
          optional: 0.5,
        },
      ),
      part('eye', { box: [0.032, 0.04, 0.028], round: 0.004 }, 'steel', {
        at: [0.008, 0.035, 0],
        color: 0x8a8e94,
      }),
      part('neck', { cyl: 0.045, r: 0.012, rTop: 0.014 }, 'steel', {
        at: [0.008, 0.0, 0],
        color: 0x8a8e94,
        answersTo: ['head'],
      }),
      part('face', { cyl: 0.01, r: 0.016 }, 'chrome', { at: [0.008, 0.0, 0], role: 'detail' }),
      part(
        'claw',
        {
          sweep: [
            [0.008, 0.07, 0],
            [0.006, 0.095, 0],
            [-0.008, 0.115, 0],
            [-0.03, 0.125, 0],
            [-0.05, 0.123, 0],
          ],
          r: [0.012, 0.011, 0.009, 0.006, 0.003],
        },
        'steel',
        {
          at: [0, 0, 0.005],
          copies: [[0, 0, -0.01]],
          color: 0x8a8e94,
          answersTo: ['claws'],
        },
      ),
    ],
  },
  {
    // A sledgehammer: a heavy square steel block on a long handle.
    kind: 'sledgehammer',
    nouns: ['sledgehammer', 'sledge hammer'],
    size: [0.12, 0.9],
    parts: [
      rod('handle', [0.0, 0.05, 0], [-0.86, 0.05, 0], 0.018, 'wood', { answersTo: ['shaft'] }),
      part(
        'grip',
        {
          capsule: [
            [-0.66, 0.05, 0],
            [-0.87, 0.05, 0],
          ],
          r: 0.022,
        },
        'rubber',
        { color: BLACK, role: 'accent' },
      ),
      part('head', { box: [0.09, 0.09, 0.24], round: 0.008 }, 'iron', {
        at: [0.02, 0.005, 0],
        color: 0x3a3e44,
        answersTo: ['block'],
      }),
    ],
  },
  {
    // A mallet: a fat wooden (or rubber) barrel of a head on a short round handle.
    kind: 'mallet',
    nouns: ['mallet', 'gavel'],
    size: [0.12, 0.32],
    parts: [
      rod('handle', [0.0, 0.05, 0], [-0.26, 0.05, 0], 0.014, 'paleWood', { answersTo: ['shaft'] }),
      part('head', { cyl: 0.15, r: 0.05 }, 'wood', {
        turn: [90, 0, 0],
        at: [0.04, 0.05, -0.075],
        colors: [0xb88a58, BLACK, 0xa86a3a],
        answersTo: ['barrel'],
      }),
    ],
  },
  // ---- Workshop and garage ----
  {
    // A soldering iron resting in its spring stand over a yellow sponge, its cable trailing.
    kind: 'soldering iron',
    nouns: ['soldering iron', 'soldering gun', 'soldering station', 'solder iron'],
    size: [0.17, 0.26],
    parts: [
      part('base', { box: [0.14, 0.02, 0.09], round: 0.005 }, 'plastic', {
        color: 0x3a3e44,
        role: 'detail',
      }),
      part('sponge', { box: [0.045, 0.014, 0.06] }, 'plain', {
        at: [0.035, 0.02, 0],
        color: 0xe8c020,
        role: 'fixed',
      }),
      rod('bracket', [-0.04, 0.02, 0], [-0.04, 0.045, 0], 0.004, 'steel', { role: 'detail' }),
      part(
        'spring',
        { sweep: helix([-0.04, 0.045, 0], [0.03, 0.11, 0], 0.016, 7), r: 0.0015 },
        'steel',
        {
          color: 0xc8ccd2,
          answersTo: ['stand', 'coil'],
        },
      ),
      rod(
        'tip',
        along([-0.04, 0.045, 0], [0.03, 0.11, 0], 0.05),
        along([-0.04, 0.045, 0], [0.03, 0.11, 0], 0.6),
        0.003,
        'steel',
        {
          color: 0x9a9ea4,
        },
      ),
      rod(
        'shaft',
        along([-0.04, 0.045, 0], [0.03, 0.11, 0], 0.55),
        along([-0.04, 0.045, 0], [0.03, 0.11, 0], 1.1),
        0.006,
        'chrome',
        {
          role: 'detail',
        },
      ),
      part(
        'grip',
        {
          capsule: [
            along([-0.04, 0.045, 0], [0.03, 0.11, 0], 1.1),
            along([-0.04, 0.045, 0], [0.03, 0.11, 0], 2.4),
          ],
          r: 0.012,
        },
        'rubber',
        {
          colors: [0x2a6ab0, RED, BLACK],
          answersTo: ['handle', 'body'],
        },
      ),
      part(
        'cable',
        {
          sweep: [
            along([-0.04, 0.045, 0], [0.03, 0.11, 0], 2.4),
            [0.14, 0.14, 0.02],
            [0.17, 0.05, 0.05],
            [0.2, 0.005, 0.06],
            [0.26, 0.005, 0.03],
          ],
          r: 0.004,
        },
        'rubber',
        {
          color: BLACK,
          role: 'detail',
          answersTo: ['cord', 'wire'],
        },
      ),
    ],
  },
  {
    // Bellows: two wooden paddles with handles, pleated leather between, a brass nozzle.
    kind: 'bellows',
    nouns: ['bellows', 'fireplace bellows', 'hand bellows'],
    size: [0.1, 0.55],
    parts: [
      part('bottom_board', { plan: BELLOWS_BOARD, height: 0.014 }, 'wood', {
        answersTo: ['board', 'handle'],
      }),
      part('leather', { plan: BELLOWS_LEATHER, height: 0.05, taper: 0.85 }, 'leather', {
        at: [0, 0.014, 0],
        color: 0x5a3420,
        role: 'accent',
      }),
      part('pleat', { plan: BELLOWS_LEATHER, height: 0.012 }, 'leather', {
        at: [0, 0.03, 0],
        color: 0x4a2a18,
        role: 'detail',
      }),
      part('top_board', { plan: BELLOWS_BOARD, height: 0.014 }, 'wood', {
        at: [0, 0.064, 0],
        answersTo: ['board', 'handle'],
      }),
      part('studs', { ball: 0.006 }, 'brass', {
        ...at(arcPoints([0, 0], 0.11, 150, -150, 9).map(([x, z]) => [x, 0.078, z] as V3)),
        role: 'detail',
      }),
      lyingX('nozzle', [0.22, 0.04, 0], 0.14, 0.014, 'brass', { answersTo: ['spout'] }),
      part('mouth', { cyl: 0.04, r: 0.008, rTop: 0.013 }, 'brass', {
        turn: [0, 0, 90],
        at: [0.33, 0.04, 0],
        role: 'detail',
      }),
    ],
  },
  {
    // A tyre iron: the cross-shaped wheel brace, a socket at each of its four ends.
    kind: 'tire iron',
    nouns: ['tire iron', 'tyre iron', 'wheel brace', 'cross wrench', 'wheel wrench'],
    size: [0.05, 0.5],
    parts: [
      lyingX('bar', [0, 0.02, 0], 0.42, 0.011, 'darkMetal', {
        color: 0x3a3e44,
        answersTo: ['arm'],
      }),
      facingZ('cross_bar', [0, 0.02, -0.21], 0.42, 0.011, 'darkMetal', {
        color: 0x3a3e44,
        answersTo: ['arm'],
      }),
      lyingX('socket_1', [0.22, 0.02, 0], 0.045, 0.02, 'chrome', { answersTo: ['socket'] }),
      lyingX('socket_2', [-0.22, 0.02, 0], 0.045, 0.018, 'chrome', { answersTo: ['socket'] }),
      facingZ('socket_3', [0, 0.02, 0.2], 0.045, 0.019, 'chrome', { answersTo: ['socket'] }),
      facingZ('socket_4', [0, 0.02, -0.245], 0.045, 0.017, 'chrome', { answersTo: ['socket'] }),
      part('centre', { ball: 0.02 }, 'darkMetal', {
        at: [0, 0.02, 0],
        color: 0x3a3e44,
        role: 'detail',
      }),
    ],
  },
  {
    // Bolt cutters: long handles with red grips, a short heavy pair of jaws and linkage.
    kind: 'bolt cutter',
    nouns: ['bolt cutter', 'bolt cutters', 'bolt cropper', 'bolt croppers'],
    size: [0.05, 0.76],
    parts: [
      rod('arm_l', [0.14, 0.02, 0.025], [-0.5, 0.02, 0.09], 0.012, 'darkMetal', {
        color: 0x4a4e54,
        answersTo: ['handle'],
      }),
      rod('arm_r', [0.14, 0.02, -0.025], [-0.5, 0.02, -0.09], 0.012, 'darkMetal', {
        color: 0x4a4e54,
        answersTo: ['handle'],
      }),
      part(
        'grip_l',
        {
          capsule: [
            [-0.3, 0.02, 0.07],
            [-0.52, 0.02, 0.092],
          ],
          r: 0.019,
        },
        'rubber',
        { colors: GRIPS, answersTo: ['grip', 'grips'] },
      ),
      part(
        'grip_r',
        {
          capsule: [
            [-0.3, 0.02, -0.07],
            [-0.52, 0.02, -0.092],
          ],
          r: 0.019,
        },
        'rubber',
        { colors: GRIPS, answersTo: ['grip', 'grips'] },
      ),
      part('linkage', { box: [0.1, 0.03, 0.08], round: 0.006 }, 'darkMetal', {
        at: [0.16, 0.005, 0],
        color: 0x4a4e54,
        role: 'detail',
      }),
      part(
        'jaws',
        {
          extrude: [
            [0.2, 0],
            [0.33, 0.0],
            [0.3, 0.03],
            [0.2, 0.04],
          ],
          depth: 0.05,
        },
        'steel',
        {
          turn: [90, 0, 0],
          at: [0, 0.04, 0],
          color: 0xa8acb2,
          answersTo: ['jaw', 'blade', 'blades'],
        },
      ),
      part('bolts', { cyl: 0.04, r: 0.008 }, 'chrome', {
        ...at([
          [0.15, 0.0, 0.03],
          [0.19, 0.0, -0.03],
        ]),
        role: 'detail',
      }),
    ],
  },
  {
    // A scissor car jack: a diamond of arms on a base plate, the screw through its waist, a
    // saddle on top and the crank's eye.
    kind: 'car jack',
    nouns: [
      'car jack',
      'jack',
      'scissor jack',
      'hydraulic jack',
      'floor jack',
      'trolley jack',
      'bottle jack',
    ],
    size: [0.3, 0.42],
    parts: [
      part('base', { box: [0.3, 0.025, 0.11], round: 0.005 }, 'paint', {
        colors: JACK,
        answersTo: ['plate'],
      }),
      ...[
        [
          [-0.02, 0.025],
          [-0.15, 0.15],
        ],
        [
          [0.02, 0.025],
          [0.15, 0.15],
        ],
        [
          [-0.15, 0.15],
          [-0.02, 0.275],
        ],
        [
          [0.15, 0.15],
          [0.02, 0.275],
        ],
      ].map(([a, b], i) =>
        part(
          `arm_${i + 1}`,
          {
            capsule: [
              [a![0]!, a![1]!, 0],
              [b![0]!, b![1]!, 0],
            ],
            r: 0.012,
          },
          'paint',
          {
            copies: [[0, 0, 0.0]],
            colors: JACK,
            answersTo: ['arm', 'arms'],
          },
        ),
      ),
      lyingX('screw', [0.03, 0.15, 0], 0.42, 0.008, 'chrome', { answersTo: ['thread'] }),
      part('eye', { ring: 0.012, r: 0.004 }, 'steel', {
        turn: [0, 0, 0],
        at: [0.25, 0.15, 0],
        role: 'detail',
      }),
      part('pivot', { cyl: 0.05, r: 0.014 }, 'darkMetal', {
        turn: [90, 0, 0],
        ...at([
          [-0.15, 0.15, -0.025],
          [0.15, 0.15, -0.025],
        ]),
        role: 'detail',
      }),
      part('saddle', { box: [0.1, 0.025, 0.07] }, 'darkMetal', {
        at: [0, 0.27, 0],
        color: 0x3a3e44,
        answersTo: ['top', 'head'],
      }),
    ],
  },
  {
    // A hand plane: a cast body on its sole, the blade's iron slanting up through it, a
    // wooden tote behind and a round knob in front.
    kind: 'hand plane',
    nouns: [
      'hand plane',
      'wood plane',
      'jack plane',
      'block plane',
      'smoothing plane',
      "carpenter's plane",
      'woodworking plane',
    ],
    size: [0.16, 0.26],
    parts: [
      part('body', { box: [0.26, 0.05, 0.07], round: 0.006 }, 'paint', {
        colors: [0x1e2a5a, BLACK, 0x7a2a22],
        answersTo: ['sole'],
      }),
      part('iron', { box: [0.05, 0.11, 0.05] }, 'steel', {
        turn: [0, 0, 45],
        at: [0.0, 0.03, 0],
        color: 0xb8bcc2,
        answersTo: ['blade'],
      }),
      part('lever_cap', { box: [0.04, 0.07, 0.052], round: 0.01 }, 'chrome', {
        turn: [0, 0, 45],
        at: [0.02, 0.05, 0],
        role: 'detail',
      }),
      part('tote', { extrude: TOTE, depth: 0.025, round: 0.006 }, 'wood', {
        at: [-0.07, 0.05, 0],
        color: 0x8a3a1e,
        role: 'accent',
        answersTo: ['handle'],
      }),
      part(
        'knob',
        {
          lathe: [
            [0, 0],
            [0.02, 0],
            [0.022, 0.02],
            [0.015, 0.04],
            [0, 0.045],
          ],
          smooth: true,
        },
        'wood',
        { at: [0.09, 0.05, 0], color: 0x8a3a1e, role: 'accent' },
      ),
    ],
  },
  {
    // A string trimmer: a long shaft, the motor at the top, a loop handle, the spinning head
    // with its guard and line at the bottom.
    kind: 'string trimmer',
    nouns: [
      'string trimmer',
      'trimmer',
      'strimmer',
      'weed eater',
      'line trimmer',
      'weed trimmer',
      'grass trimmer',
    ],
    size: [0.5, 1.5],
    parts: [
      rod('shaft', [0.6, 0.07, 0], [-0.55, 0.42, 0], 0.013, 'steel', { color: 0xb8bcc2 }),
      part('head', { cyl: 0.045, r: 0.055 }, 'plastic', {
        at: [0.63, 0.02, 0],
        colors: POWER_TOOL,
        answersTo: ['spool'],
      }),
      part('guard', { cyl: 0.008, r: 0.11 }, 'plastic', {
        at: [0.58, 0.07, 0],
        color: BLACK,
        role: 'accent',
        minus: [{ shape: { box: [0.3, 0.1, 0.3] }, at: [0.78, 0.0, 0] }],
      }),
      rod('line', [0.63, 0.035, -0.12], [0.63, 0.035, 0.12], 0.002, 'plastic', {
        color: 0xe8641e,
        role: 'fixed',
      }),
      part('motor', { box: [0.22, 0.16, 0.14], round: 0.04 }, 'plastic', {
        at: [-0.6, 0.36, 0],
        colors: POWER_TOOL,
        answersTo: ['engine', 'body'],
      }),
      part('loop', { ring: 0.07, r: 0.012, arc: 220, from: -20 }, 'rubber', {
        turn: [0, 90, 0],
        at: [0.0, 0.26, 0],
        color: BLACK,
        role: 'accent',
        answersTo: ['handle'],
      }),
      part(
        'grip',
        {
          capsule: [
            [-0.35, 0.36, 0],
            [-0.48, 0.4, 0],
          ],
          r: 0.02,
        },
        'rubber',
        { color: BLACK, role: 'accent' },
      ),
    ],
  },
  {
    // A water tank: a big ribbed cylinder with a lid on top and a tap at its foot.
    kind: 'water tank',
    nouns: ['water tank', 'rainwater tank', 'water storage tank', 'rain tank'],
    size: [1.6, 1.2],
    parts: [
      part('tank', { cyl: 1.4, r: 0.55 }, 'plastic', { colors: TANK, answersTo: ['body'] }),
      part('rib', { ring: 0.555, r: 0.02 }, 'plastic', {
        turn: [90, 0, 0],
        repeat: { count: 5, step: [0, 0.24, 0], word: 'rib' },
        at: [0, 0.22, 0],
        colors: TANK,
      }),
      part('dome', { cyl: 0.08, r: 0.55, rTop: 0.25 }, 'plastic', {
        at: [0, 1.4, 0],
        colors: TANK,
      }),
      part('lid', { cyl: 0.05, r: 0.24 }, 'plastic', {
        at: [0, 1.48, 0],
        color: 0x3a3e44,
        role: 'accent',
      }),
      facingZ('outlet', [0, 0.15, 0.5], 0.16, 0.03, 'brass', {
        role: 'detail',
        answersTo: ['tap', 'pipe'],
      }),
      part('tap', { box: [0.05, 0.1, 0.04] }, 'brass', { at: [0, 0.06, 0.66], role: 'detail' }),
      part('handle', { box: [0.1, 0.015, 0.02] }, 'plastic', {
        at: [0, 0.17, 0.66],
        color: RED,
        role: 'fixed',
      }),
    ],
  },
  {
    // A pumpjack (oil pump): an A-frame holding a walking beam, the horsehead nodding over
    // the wellhead, crank and counterweights at the back.
    kind: 'pumpjack',
    nouns: ['pumpjack', 'pump jack', 'oil pump', 'nodding donkey', 'oil well pump', 'beam pump'],
    size: [3.3, 4.2],
    parts: [
      part('skid', { box: [3.9, 0.2, 0.9] }, 'darkMetal', {
        at: [0.15, 0, 0],
        color: 0x3a3e44,
        role: 'detail',
      }),
      ...[1, -1].flatMap((s): PartDecl[] => [
        rod(
          `leg_front_${s > 0 ? 'r' : 'l'}`,
          [-0.5, 0.2, 0.38 * s],
          [0, 2.22, 0.06 * s],
          0.06,
          'paint',
          {
            colors: PUMPJACK_FRAME,
            answersTo: ['frame', 'post'],
          },
        ),
        rod(
          `leg_back_${s > 0 ? 'r' : 'l'}`,
          [0.6, 0.2, 0.38 * s],
          [0, 2.22, 0.06 * s],
          0.06,
          'paint',
          {
            colors: PUMPJACK_FRAME,
            answersTo: ['frame', 'post'],
          },
        ),
      ]),
      part('beam', { box: [3.3, 0.26, 0.2] }, 'paint', {
        at: [0.0, 2.22, 0],
        colors: PUMPJACK_BEAM,
        answersTo: ['walking beam'],
      }),
      part('horsehead', { extrude: HORSEHEAD, depth: 0.3 }, 'paint', {
        at: [-0.85, 2.35, 0],
        colors: PUMPJACK_BEAM,
        answersTo: ['head', 'horse head'],
      }),
      rod('bridle', [-1.75, 2.35, 0], [-1.75, 0.75, 0], 0.015, 'steel', {
        role: 'detail',
        answersTo: ['cable'],
      }),
      rod('polished_rod', [-1.75, 0.75, 0], [-1.75, 0.2, 0], 0.03, 'chrome', { role: 'detail' }),
      part('wellhead', { cyl: 0.35, r: 0.12 }, 'darkMetal', {
        at: [-1.75, 0.0, 0],
        color: 0x6a6e74,
        role: 'detail',
      }),
      part('gearbox', { box: [0.6, 0.7, 0.6], round: 0.05 }, 'paint', {
        at: [1.45, 0.2, 0],
        colors: PUMPJACK_FRAME,
      }),
      part(
        'counterweight',
        {
          extrude: [
            [0, 0],
            [0.6, -0.35],
            [0.6, 0.35],
          ],
          depth: 0.12,
        },
        'paint',
        {
          at: [1.45, 0.65, 0.38],
          copies: [[0, 0, -0.76]],
          color: RED,
          role: 'accent',
          answersTo: ['weight', 'weights', 'crank'],
        },
      ),
      ...[1, -1].map((s) =>
        rod(
          `pitman_${s > 0 ? 'r' : 'l'}`,
          [1.85, 0.7, 0.38 * s],
          [1.6, 2.25, 0.12 * s],
          0.04,
          'darkMetal',
          {
            color: 0x3a3e44,
            role: 'detail',
            answersTo: ['pitman arm'],
          },
        ),
      ),
      part('motor', { box: [0.4, 0.35, 0.4] }, 'paint', {
        at: [1.9, 0.2, 0],
        color: 0x3a6e3a,
        role: 'detail',
      }),
    ],
  },
  // ---- Instruments and devices ----
  {
    // A gyroscope: a heavy rotor on its axle inside a round gimbal frame, balanced on a post.
    kind: 'gyroscope',
    nouns: ['gyroscope', 'gyroscope toy'],
    size: [0.14, 0.1],
    parts: [
      part('stand', { cyl: 0.01, r: 0.03, rTop: 0.026 }, 'brass', {
        role: 'detail',
        answersTo: ['base'],
      }),
      rod('post', [0, 0.01, 0], [0, 0.03, 0], 0.004, 'brass', { role: 'detail' }),
      part('frame', { ring: 0.047, r: 0.003 }, 'chrome', {
        at: [0, 0.077, 0],
        answersTo: ['ring', 'gimbal'],
      }),
      part('frame_cross', { ring: 0.047, r: 0.003 }, 'chrome', {
        turn: [0, 90, 0],
        at: [0, 0.077, 0],
        answersTo: ['ring', 'gimbal'],
      }),
      rod('axle', [0, 0.03, 0], [0, 0.13, 0], 0.003, 'steel', { role: 'detail' }),
      part('rotor', { cyl: 0.014, r: 0.04 }, 'brass', {
        at: [0, 0.07, 0],
        turn: [0, 0, 0],
        answersTo: ['wheel', 'disc'],
      }),
      part('hub', { cyl: 0.024, r: 0.008 }, 'brass', { at: [0, 0.065, 0], role: 'detail' }),
      part('knob', { ball: 0.006 }, 'chrome', { at: [0, 0.13, 0], role: 'detail' }),
    ],
  },
  {
    // Forceps: long steel arms crossed at a box joint, finger rings at one end, slender
    // serrated jaws at the other.
    kind: 'forceps',
    nouns: ['forceps', 'surgical forceps', 'artery forceps'],
    size: [0.008, 0.16],
    parts: [
      rod('arm_1', [-0.06, 0.006, 0.017], [0.0, 0.006, 0.0], 0.0028, 'steel', {
        color: 0xc8ccd2,
        answersTo: ['arm', 'handle'],
      }),
      rod('arm_2', [-0.06, 0.006, -0.017], [0.0, 0.006, 0.0], 0.0028, 'steel', {
        color: 0xc8ccd2,
        answersTo: ['arm', 'handle'],
      }),
      part(
        'jaws',
        {
          capsule: [
            [0.0, 0.006, 0.0],
            [0.085, 0.006, 0.0],
          ],
          r: 0.0032,
          r2: 0.0015,
        },
        'steel',
        { color: 0xc8ccd2, answersTo: ['jaw', 'tip'] },
      ),
      part('joint', { box: [0.01, 0.006, 0.008] }, 'steel', {
        at: [0.0, 0.003, 0],
        color: 0x9a9ea4,
        role: 'detail',
      }),
      part('ring', { ring: 0.011, r: 0.0025 }, 'steel', {
        turn: [90, 0, 0],
        ...at([
          [-0.07, 0.006, 0.024],
          [-0.07, 0.006, -0.024],
        ]),
        color: 0xc8ccd2,
        answersTo: ['rings', 'finger ring'],
      }),
      part('ratchet', { box: [0.012, 0.004, 0.012] }, 'steel', {
        at: [-0.058, 0.004, 0],
        color: 0x9a9ea4,
        role: 'detail',
      }),
    ],
  },
  {
    // A carabiner: a D of coloured aluminium, its straight gate silver.
    kind: 'carabiner',
    nouns: ['carabiner', 'karabiner', 'snap link', 'snaplink', 'climbing clip'],
    size: [0.1, 0.06],
    parts: [
      rod('spine', [-0.02, 0.026, 0], [-0.02, 0.08, 0], 0.0055, 'chrome', {
        colors: ANODISED,
        answersTo: ['body'],
      }),
      part('top', { ring: 0.021, r: 0.0055, arc: 180, from: 0 }, 'chrome', {
        at: [0.001, 0.08, 0],
        colors: ANODISED,
        answersTo: ['body'],
      }),
      part('bottom', { ring: 0.017, r: 0.0055, arc: 180, from: 180 }, 'chrome', {
        at: [-0.003, 0.026, 0],
        colors: ANODISED,
        answersTo: ['body'],
      }),
      rod('nose', [0.022, 0.08, 0], [0.022, 0.072, 0], 0.0055, 'chrome', { colors: ANODISED }),
      rod('gate', [0.014, 0.026, 0], [0.022, 0.07, 0], 0.0035, 'steel', {
        color: 0xd0d4d8,
        role: 'detail',
        answersTo: ['clip'],
      }),
    ],
  },
  {
    // A metal detector: a flat search coil on the ground, the shaft rising to the control
    // box, grip and arm cuff.
    kind: 'metal detector',
    nouns: ['metal detector'],
    size: [0.62, 1.2],
    parts: [
      part('coil', { ring: 0.12, r: 0.014 }, 'plastic', {
        turn: [90, 0, 0],
        at: [0.45, 0.014, 0],
        color: BLACK,
        role: 'accent',
        answersTo: ['search coil', 'loop'],
      }),
      part('plate', { cyl: 0.01, r: 0.11 }, 'plastic', {
        at: [0.45, 0.008, 0],
        color: 0x3a3e44,
        role: 'detail',
      }),
      rod('yoke', [0.45, 0.018, 0], [0.41, 0.06, 0], 0.012, 'plastic', {
        color: BLACK,
        role: 'detail',
      }),
      rod('shaft', [0.41, 0.06, 0], [-0.44, 0.56, 0], 0.012, 'steel', {
        color: 0xb8bcc2,
        role: 'detail',
      }),
      part('control_box', { box: [0.16, 0.07, 0.09], round: 0.015 }, 'plastic', {
        turn: [0, 0, -30],
        at: [-0.16, 0.37, 0],
        colors: [YELLOW, BLACK, 0x3a6ea8, RED],
        answersTo: ['box', 'body', 'display'],
      }),
      part('screen', { box: [0.07, 0.004, 0.05] }, 'plain', {
        turn: [0, 0, -30],
        at: [-0.17, 0.445, 0],
        color: 0x8aa888,
        role: 'fixed',
      }),
      part(
        'grip',
        {
          capsule: [
            [-0.3, 0.48, 0],
            [-0.26, 0.6, 0],
          ],
          r: 0.016,
        },
        'rubber',
        { color: BLACK, role: 'accent', answersTo: ['handle'] },
      ),
      rod('post', [-0.3, 0.48, 0], [-0.26, 0.6, 0], 0.01, 'plastic', {
        color: BLACK,
        role: 'detail',
      }),
      part('cuff', { ring: 0.04, r: 0.008, arc: 180, from: 180 }, 'plastic', {
        turn: [0, 90, 0],
        at: [-0.46, 0.6, 0],
        color: BLACK,
        role: 'accent',
        answersTo: ['arm rest'],
      }),
    ],
  },
  {
    // A tesla coil: a copper-wound column on a base, a big metal torus on top throwing
    // violet sparks.
    kind: 'tesla coil',
    nouns: ['tesla coil'],
    size: [0.6, 0.4],
    parts: [
      part('base', { cyl: 0.06, r: 0.14 }, 'wood', { color: 0x3a2a1e, role: 'detail' }),
      part('coil', { cyl: 0.36, r: 0.045 }, 'brass', {
        at: [0, 0.06, 0],
        color: 0xc87a3a,
        answersTo: ['winding', 'column'],
      }),
      part('winding', { ring: 0.046, r: 0.002 }, 'brass', {
        turn: [90, 0, 0],
        repeat: { count: 12, step: [0, 0.03, 0], word: 'winding' },
        at: [0, 0.08, 0],
        color: 0xa85a2a,
        role: 'detail',
      }),
      part('cap', { cyl: 0.015, r: 0.06 }, 'chrome', { at: [0, 0.42, 0], role: 'detail' }),
      part('torus', { ring: 0.09, r: 0.035 }, 'chrome', {
        turn: [90, 0, 0],
        at: [0, 0.45, 0],
        answersTo: ['top', 'ring', 'donut'],
      }),
      ...bolts([0, 0.45, 0], 5, 0.24),
    ],
  },
  {
    // A plunger detonator: a wooden box with its T-handle pushed up, two terminals, red wires
    // running to a bundle of dynamite.
    kind: 'detonator',
    nouns: ['detonator', 'blasting machine', 'plunger detonator', 'exploder', 'tnt plunger'],
    size: [0.38, 0.5],
    parts: [
      part('box', { box: [0.22, 0.16, 0.16], round: 0.006 }, 'wood', {
        answersTo: ['body', 'case'],
      }),
      rod('plunger', [0, 0.16, 0], [0, 0.32, 0], 0.012, 'steel', {
        role: 'detail',
        answersTo: ['rod'],
      }),
      rod('handle', [-0.1, 0.32, 0], [0.1, 0.32, 0], 0.016, 'wood', {
        color: 0x3a2a1e,
        role: 'accent',
        answersTo: ['t-handle'],
      }),
      part('terminal', { cyl: 0.02, r: 0.009 }, 'brass', {
        ...at([
          [-0.06, 0.16, 0.05],
          [0.06, 0.16, 0.05],
        ]),
        role: 'detail',
      }),
      part(
        'wire_1',
        {
          sweep: [
            [-0.06, 0.18, 0.05],
            [-0.04, 0.2, 0.15],
            [0.05, 0.02, 0.22],
            [0.22, 0.01, 0.2],
            [0.3, 0.03, 0.12],
          ],
          r: 0.004,
        },
        'rubber',
        { color: RED, role: 'fixed', answersTo: ['wire', 'wires'] },
      ),
      part(
        'wire_2',
        {
          sweep: [
            [0.06, 0.18, 0.05],
            [0.1, 0.2, 0.12],
            [0.2, 0.02, 0.16],
            [0.3, 0.03, 0.1],
          ],
          r: 0.004,
        },
        'rubber',
        { color: 0xe8c020, role: 'fixed', answersTo: ['wire', 'wires'] },
      ),
      part('dynamite', { cyl: 0.2, r: 0.02 }, 'paper', {
        turn: [90, 0, 0],
        ...at([
          [0.3, 0.02, 0.2],
          [0.345, 0.02, 0.2],
          [0.3225, 0.058, 0.2],
        ]),
        color: 0xc8281e,
        role: 'fixed',
        answersTo: ['stick', 'sticks', 'tnt'],
      }),
      part('band', { box: [0.1, 0.085, 0.02] }, 'plain', {
        at: [0.3225, -0.001, 0.1],
        color: 0x2a2a2a,
        role: 'fixed',
      }),
    ],
  },
  {
    // A heat pump's outdoor unit: a pale cabinet with a big round fan grille, feet, pipes.
    kind: 'heat pump',
    nouns: ['heat pump', 'air source heat pump', 'outdoor unit', 'condensing unit', 'ac condenser'],
    size: [0.82, 0.95],
    parts: [
      part('feet', { box: [0.08, 0.07, 0.4] }, 'darkMetal', {
        ...at([
          [-0.35, 0, 0],
          [0.35, 0, 0],
        ]),
        role: 'detail',
      }),
      part('cabinet', { box: [0.95, 0.72, 0.36], round: 0.02 }, 'paint', {
        at: [0, 0.07, 0],
        colors: [0xe8e8e2, 0xc8ccd0, 0x9aa0a8],
        answersTo: ['body', 'case'],
      }),
      part('grille', { ring: 0.25, r: 0.012 }, 'darkMetal', {
        at: [-0.14, 0.43, 0.185],
        color: 0x3a3e44,
        copies: [[0, 0, 0.002]],
        answersTo: ['fan guard'],
      }),
      part('grille_inner', { ring: 0.16, r: 0.008 }, 'darkMetal', {
        at: [-0.14, 0.43, 0.186],
        color: 0x3a3e44,
        role: 'detail',
      }),
      part('grille_core', { ring: 0.07, r: 0.008 }, 'darkMetal', {
        at: [-0.14, 0.43, 0.186],
        color: 0x3a3e44,
        role: 'detail',
      }),
      rod('bar_h', [-0.39, 0.43, 0.186], [0.11, 0.43, 0.186], 0.006, 'darkMetal', {
        color: 0x3a3e44,
        role: 'detail',
      }),
      rod('bar_v', [-0.14, 0.18, 0.186], [-0.14, 0.68, 0.186], 0.006, 'darkMetal', {
        color: 0x3a3e44,
        role: 'detail',
      }),
      part('fan', { extrude: star(3, 0.22, 0.05), depth: 0.01 }, 'plastic', {
        at: [-0.14, 0.43, 0.17],
        color: 0x2a2a2a,
        role: 'detail',
        answersTo: ['blades'],
      }),
      part('louvres', { box: [0.22, 0.012, 0.01] }, 'darkMetal', {
        ...at(spaced(8, 0.2, 0.62).map((y) => [0.3, y, 0.181] as V3)),
        color: 0xa8acb2,
        role: 'detail',
      }),
      lyingX('pipe', [0.52, 0.2, 0.1], 0.12, 0.012, 'brass', {
        copies: [[0, 0.08, 0]],
        color: 0xc87a3a,
        role: 'detail',
        answersTo: ['pipes'],
      }),
    ],
  },
  {
    // A medical ventilator: the unit with its screen of breathing curves on a wheeled pole,
    // corrugated tubes looping down from it.
    kind: 'ventilator',
    nouns: ['ventilator', 'medical ventilator', 'mechanical ventilator', 'breathing machine'],
    size: [1.45, 0.6],
    parts: [
      ...[0, 72, 144, 216, 288].map((a, i) =>
        rod(
          `foot_${i + 1}`,
          [0, 0.06, 0],
          [0.28 * Math.cos((a * Math.PI) / 180), 0.05, 0.28 * Math.sin((a * Math.PI) / 180)],
          0.014,
          'chrome',
          { role: 'detail', answersTo: ['base'] },
        ),
      ),
      part('castor', { ball: 0.035 }, 'rubber', {
        ...at(
          [0, 72, 144, 216, 288].map(
            (a) =>
              [
                0.28 * Math.cos((a * Math.PI) / 180),
                0.035,
                0.28 * Math.sin((a * Math.PI) / 180),
              ] as V3,
          ),
        ),
        color: BLACK,
        role: 'detail',
        answersTo: ['wheel', 'wheels'],
      }),
      rod('pole', [0, 0.06, 0], [0, 0.95, 0], 0.02, 'chrome', { role: 'detail' }),
      part('unit', { box: [0.4, 0.34, 0.28], round: 0.03 }, 'plastic', {
        at: [0, 0.9, 0],
        colors: [0xf2f2ee, 0xd8e4ec],
        answersTo: ['body', 'machine'],
      }),
      part('screen', { box: [0.3, 0.2, 0.01] }, 'plain', {
        at: [0, 1.0, 0.14],
        color: 0x14202a,
        role: 'fixed',
        answersTo: ['display', 'monitor'],
      }),
      part(
        'curve_1',
        {
          sweep: spaced(9, -0.13, 0.13).map(
            (x, k) => [x, 1.15 + (k % 2 === 0 ? 0 : k % 4 === 1 ? 0.03 : -0.01), 0.147] as V3,
          ),
          r: 0.003,
        },
        'light',
        { color: 0x4ae04a, role: 'fixed', answersTo: ['curve', 'waveform'] },
      ),
      part(
        'curve_2',
        {
          sweep: spaced(9, -0.13, 0.13).map(
            (x, k) => [x, 1.06 + (k % 3 === 0 ? 0.025 : 0), 0.147] as V3,
          ),
          r: 0.003,
        },
        'light',
        { color: 0xf0d040, role: 'fixed', answersTo: ['curve', 'waveform'] },
      ),
      part('knob', { cyl: 0.02, r: 0.02 }, 'plastic', {
        turn: [90, 0, 0],
        at: [0.12, 0.95, 0.14],
        color: 0x3a6ea8,
        role: 'detail',
      }),
      part(
        'tube_1',
        {
          sweep: [
            [0.2, 0.98, 0.05],
            [0.34, 0.9, 0.1],
            [0.4, 0.7, 0.15],
            [0.32, 0.55, 0.2],
            [0.22, 0.6, 0.18],
            [0.2, 0.75, 0.1],
            [0.2, 0.92, 0.0],
          ],
          r: 0.016,
        },
        'plastic',
        { color: 0xc8dcf0, role: 'detail', answersTo: ['tube', 'tubes', 'hose'] },
      ),
      part(
        'tube_2',
        {
          sweep: [
            [0.2, 1.0, -0.05],
            [0.36, 0.95, -0.08],
            [0.44, 0.72, -0.02],
            [0.4, 0.5, 0.08],
            [0.34, 0.55, 0.2],
          ],
          r: 0.016,
        },
        'plastic',
        { color: 0x8ab8e8, role: 'detail', answersTo: ['tube', 'tubes', 'hose'] },
      ),
      part(
        'mask',
        {
          lathe: [
            [0.014, 0],
            [0.045, 0.04],
            [0.05, 0.055],
          ],
          wall: 0.003,
        },
        'glass',
        {
          turn: [90, 0, 0],
          at: [0.34, 0.55, 0.19],
          color: 0xd8f0f8,
          role: 'detail',
          answersTo: ['face mask'],
        },
      ),
    ],
  },
  {
    // An air horn: a pressure can with a red trumpet flaring from its top.
    kind: 'air horn',
    nouns: ['air horn', 'airhorn', 'boat horn', 'gas horn'],
    size: [0.3, 0.14],
    parts: [
      part('can', { cyl: 0.17, r: 0.033 }, 'paint', {
        colors: [WHITE, 0xd8dadc, 0xe8c020],
        answersTo: ['canister', 'body'],
      }),
      part('shoulder', { cyl: 0.02, r: 0.033, rTop: 0.02 }, 'chrome', {
        at: [0, 0.17, 0],
        role: 'detail',
      }),
      part('valve', { cyl: 0.03, r: 0.018 }, 'plastic', {
        at: [0, 0.19, 0],
        color: BLACK,
        role: 'detail',
        answersTo: ['button'],
      }),
      part(
        'horn',
        {
          lathe: [
            [0.009, 0],
            [0.011, 0.06],
            [0.018, 0.1],
            [0.048, 0.13],
          ],
          smooth: true,
          wall: 0.003,
        },
        'plastic',
        {
          turn: [70, 0, 0],
          at: [0, 0.21, 0],
          colors: [RED, 0xe8641e, 0xe8c020],
          role: 'accent',
          answersTo: ['trumpet', 'bell'],
        },
      ),
    ],
  },
  {
    // A lawn sprinkler: a spike in the grass, a turning head with three arms spraying arcs
    // of water.
    kind: 'sprinkler',
    nouns: [
      'sprinkler',
      'lawn sprinkler',
      'garden sprinkler',
      'water sprinkler',
      'rotary sprinkler',
    ],
    size: [0.35, 0.7],
    parts: [
      part('lawn', { cyl: 0.02, r: 0.42 }, 'grass', {
        color: 0x4a8a3a,
        role: 'fixed',
        answersTo: ['grass'],
      }),
      part('base', { cyl: 0.03, r: 0.05, rTop: 0.035 }, 'plastic', {
        at: [0, 0.02, 0],
        colors: SPRINKLER,
        answersTo: ['body'],
      }),
      rod('post', [0, 0.04, 0], [0, 0.14, 0], 0.012, 'brass', { role: 'detail' }),
      ...[30, 150, 270].map((a, i) => {
        const c = Math.cos((a * Math.PI) / 180);
        const s = Math.sin((a * Math.PI) / 180);
        return part(
          `arm_${i + 1}`,
          {
            sweep: [
              [0, 0.14, 0],
              [0.09 * c, 0.15, 0.09 * s],
              [0.11 * c, 0.17, 0.11 * s],
            ],
            r: 0.008,
          },
          'brass',
          { answersTo: ['arm', 'arms'] },
        );
      }),
      // Water thrown from the head in falling arcs of drops, one jet to each arc.
      part('water', { ball: 0.012 }, 'plain', {
        ...at(SPRAY_DIRS.flatMap((a) => spaced(12, 0.16, 0.42).map((d) => sprayAt(a, d)))),
        color: 0x58b0f0,
        role: 'fixed',
        answersTo: ['spray', 'jet', 'drops'],
      }),
      ...SPRAY_DIRS.map((a, i) =>
        part(
          `jet_${i + 1}`,
          { sweep: [[0, 0.16, 0], ...spaced(7, 0.1, 0.42).map((d) => sprayAt(a, d))], r: 0.004 },
          'plain',
          { color: 0x58b0f0, role: 'fixed', answersTo: ['water', 'spray'] },
        ),
      ),
    ],
  },
  {
    // An instant camera: a chunky body with a big round lens, flash window, rainbow stripe,
    // and a white-framed photo coming out under the lens.
    kind: 'instant camera',
    nouns: ['instant camera', 'polaroid', 'instax', 'instant film camera'],
    size: [0.13, 0.15],
    parts: [
      part('body', { box: [0.15, 0.12, 0.1], round: 0.02 }, 'plastic', {
        at: [0, 0.01, 0],
        colors: [WHITE, 0x2a2a2a, 0x8ac8e8, 0xf0a0b8],
        answersTo: ['camera'],
      }),
      facingZ('lens_barrel', [0.0, 0.075, 0.05], 0.03, 0.035, 'plastic', {
        color: BLACK,
        role: 'accent',
        answersTo: ['lens'],
      }),
      facingZ('lens', [0.0, 0.075, 0.08], 0.004, 0.022, 'glass', {
        color: 0x2a3a5a,
        role: 'fixed',
      }),
      part('flash', { box: [0.04, 0.022, 0.006] }, 'plain', {
        at: [-0.045, 0.1, 0.05],
        color: 0xe8eef2,
        role: 'fixed',
      }),
      part('viewfinder', { box: [0.022, 0.018, 0.006] }, 'plain', {
        at: [0.048, 0.1, 0.05],
        color: 0x1e1e20,
        role: 'fixed',
      }),
      ...[RED, 0xe8841e, 0xf0d040, 0x3aa04a, 0x2a6ab0].map((c, i) =>
        part(`stripe_${i + 1}`, { box: [0.006, 0.05, 0.004] }, 'plain', {
          at: [-0.06 + i * 0.006, 0.025, 0.05],
          color: c,
          role: 'fixed',
          answersTo: ['stripe', 'rainbow'],
        }),
      ),
      // The print half out of the slot in the top, its white frame round the picture.
      part('photo', { box: [0.07, 0.06, 0.003] }, 'paper', {
        at: [0, 0.115, -0.01],
        color: 0xfafaf6,
        role: 'fixed',
        answersTo: ['print', 'picture'],
      }),
      part('picture', { box: [0.056, 0.04, 0.002] }, 'plain', {
        at: [0, 0.135, -0.008],
        color: 0x3a6a9a,
        role: 'fixed',
      }),
    ],
  },
  {
    // A clinical thermometer: a slim white stick with a grey reading window, a button and a
    // steel tip.
    kind: 'clinical thermometer',
    nouns: [
      'clinical thermometer',
      'fever thermometer',
      'digital thermometer',
      'medical thermometer',
      'oral thermometer',
    ],
    size: [0.022, 0.14],
    parts: [
      part(
        'body',
        {
          capsule: [
            [-0.06, 0.011, 0],
            [0.045, 0.011, 0],
          ],
          r: 0.011,
          r2: 0.006,
        },
        'plastic',
        { color: WHITE, answersTo: ['stick'] },
      ),
      part(
        'end',
        {
          capsule: [
            [-0.07, 0.011, 0],
            [-0.04, 0.011, 0],
          ],
          r: 0.012,
        },
        'plastic',
        { colors: [0x2a6ab0, 0x3aa04a, 0xf0a0b8], role: 'accent', answersTo: ['cap'] },
      ),
      part('display', { box: [0.032, 0.003, 0.013] }, 'plain', {
        at: [-0.02, 0.02, 0],
        color: 0x9aaa9a,
        role: 'fixed',
        answersTo: ['screen'],
      }),
      part('digits', { box: [0.022, 0.001, 0.007] }, 'plain', {
        at: [-0.02, 0.023, 0],
        color: BLACK,
        role: 'fixed',
      }),
      part('button', { cyl: 0.004, r: 0.004 }, 'plastic', {
        at: [-0.05, 0.02, 0],
        color: 0x8a8f96,
        role: 'detail',
      }),
      rod('tip', [0.045, 0.006, 0], [0.07, 0.006, 0], 0.0035, 'chrome', { answersTo: ['probe'] }),
    ],
  },
  {
    // A spinning wheel: a big spoked wheel standing on a sloping bench on three legs, the
    // flyer and bobbin at the other end, a treadle below.
    kind: 'spinning wheel',
    nouns: ['spinning wheel', 'spinning-wheel'],
    size: [0.95, 0.85],
    parts: [
      part('bench', { box: [0.75, 0.05, 0.16], round: 0.01 }, 'wood', {
        turn: [0, 0, 4],
        at: [0, 0.36, 0],
        answersTo: ['table'],
      }),
      ...[
        [-0.3, 0.06],
        [-0.3, -0.06],
        [0.3, 0],
      ].map(([x, z], i) =>
        rod(`leg_${i + 1}`, [x!, 0.38, z!], [x! * 1.25, 0, z! * 2.2], 0.015, 'wood', {
          answersTo: ['leg', 'legs'],
        }),
      ),
      ...[1, -1].map((s) =>
        rod(
          `upright_${s > 0 ? 'r' : 'l'}`,
          [0.18, 0.4, 0.045 * s],
          [0.18, 0.7, 0.045 * s],
          0.013,
          'wood',
          { answersTo: ['upright'] },
        ),
      ),
      part('wheel', { ring: 0.28, r: 0.014 }, 'wood', { at: [0.18, 0.7, 0], answersTo: ['rim'] }),
      ...Array.from({ length: 8 }, (_, i) => {
        const a = (i * Math.PI) / 4;
        return rod(
          `spoke_${i + 1}`,
          [0.18, 0.7, 0],
          [0.18 + 0.28 * Math.cos(a), 0.7 + 0.28 * Math.sin(a), 0],
          0.0055,
          'wood',
          { role: 'detail', answersTo: ['spoke', 'spokes'] },
        );
      }),
      facingZ('axle', [0.18, 0.7, -0.05], 0.1, 0.022, 'wood', { role: 'detail' }),
      ...[-0.36, -0.2].map((x, i) =>
        rod(`maiden_${i + 1}`, [x, 0.37, 0], [x, 0.6, 0], 0.013, 'wood', { answersTo: ['maiden'] }),
      ),
      lyingX('flyer', [-0.28, 0.56, 0], 0.14, 0.008, 'wood', { role: 'detail' }),
      lyingX('bobbin', [-0.28, 0.56, 0], 0.09, 0.025, 'wood', {
        color: 0xe8dcc0,
        role: 'accent',
        answersTo: ['yarn', 'wool'],
      }),
      part(
        'band',
        {
          sweep: [
            [-0.25, 0.585, 0],
            [0.18, 0.98, 0],
          ],
          r: 0.0025,
        },
        'fabric',
        { color: 0xe8dcc0, role: 'detail' },
      ),
      part('treadle', { box: [0.3, 0.02, 0.14] }, 'wood', {
        at: [0.05, 0.0, 0.15],
        turn: [6, 0, 0],
        answersTo: ['pedal'],
      }),
      rod('footman', [0.13, 0.03, 0.15], [0.18, 0.7, 0.05], 0.006, 'wood', { role: 'detail' }),
    ],
  },
  {
    // A golf tee pushed into turf, a dimpled white ball on it.
    kind: 'golf tee',
    nouns: ['golf tee', 'tee peg'],
    size: [0.09, 0.1],
    parts: [
      part('turf', { cyl: 0.012, r: 0.05 }, 'grass', {
        color: 0x4a9a3a,
        role: 'fixed',
        answersTo: ['grass'],
      }),
      part(
        'tee',
        {
          lathe: [
            [0.0015, 0],
            [0.003, 0.03],
            [0.0035, 0.035],
            [0.009, 0.046],
            [0.009, 0.048],
          ],
          wall: 0.0,
        },
        'plastic',
        {
          at: [0, 0.01, 0],
          colors: [RED, WHITE, 0xe8c020, 0x2a6ab0, 0xd8b890],
          answersTo: ['peg'],
        },
      ),
      part('ball', { ball: 0.0213 }, 'plastic', {
        at: [0, 0.0793, 0],
        color: WHITE,
        answersTo: ['golf ball'],
      }),
    ],
  },
  {
    // A walking frame: a light aluminium frame on four legs, grey grips, two front wheels.
    kind: 'walking frame',
    nouns: [
      'walking frame',
      'zimmer frame',
      'zimmer',
      'walking aid',
      'rollator',
      'mobility walker',
    ],
    size: [0.85, 0.6],
    parts: [
      ...[1, -1].flatMap((s): PartDecl[] => [
        rod(
          `leg_front_${s > 0 ? 'r' : 'l'}`,
          [0.27 * s, 0.05, 0.2],
          [0.24 * s, 0.82, 0.17],
          0.013,
          'chrome',
          { answersTo: ['leg', 'legs', 'frame'] },
        ),
        rod(
          `leg_back_${s > 0 ? 'r' : 'l'}`,
          [0.27 * s, 0.02, -0.2],
          [0.24 * s, 0.82, -0.17],
          0.013,
          'chrome',
          { answersTo: ['leg', 'legs', 'frame'] },
        ),
        rod(
          `rail_${s > 0 ? 'r' : 'l'}`,
          [0.24 * s, 0.82, 0.17],
          [0.24 * s, 0.82, -0.17],
          0.013,
          'chrome',
          { answersTo: ['frame'] },
        ),
        rod(
          `brace_${s > 0 ? 'r' : 'l'}`,
          [0.26 * s, 0.35, 0.19],
          [0.26 * s, 0.35, -0.19],
          0.01,
          'chrome',
          { role: 'detail' },
        ),
        part(
          `grip_${s > 0 ? 'r' : 'l'}`,
          {
            capsule: [
              [0.24 * s, 0.82, -0.02],
              [0.24 * s, 0.82, -0.17],
            ],
            r: 0.02,
          },
          'rubber',
          { color: 0x6a6e74, role: 'accent', answersTo: ['grip', 'grips', 'handle'] },
        ),
        part(`wheel_${s > 0 ? 'r' : 'l'}`, { cyl: 0.025, r: 0.05 }, 'rubber', {
          turn: [0, 0, 90],
          at: [0.285 * s + 0.0125, 0.05, 0.2],
          color: BLACK,
          role: 'detail',
          answersTo: ['wheel', 'wheels'],
        }),
        part(`foot_${s > 0 ? 'r' : 'l'}`, { cyl: 0.04, r: 0.018 }, 'rubber', {
          at: [0.27 * s, 0, -0.2],
          color: 0x6a6e74,
          role: 'detail',
        }),
      ]),
      rod('front_bar', [-0.245, 0.75, 0.175], [0.245, 0.75, 0.175], 0.012, 'chrome', {
        answersTo: ['frame'],
      }),
      rod('low_bar', [-0.26, 0.42, 0.188], [0.26, 0.42, 0.188], 0.01, 'chrome', { role: 'detail' }),
    ],
  },
  {
    // A coil of electric cable, a plug on its loose end.
    kind: 'cable',
    nouns: [
      'cable',
      'electric cable',
      'power cable',
      'electrical cord',
      'extension cable',
      'usb cable',
    ],
    size: [0.06, 0.32],
    parts: [
      part('coil', { ring: 0.09, r: 0.006 }, 'rubber', {
        turn: [90, 0, 0],
        repeat: { count: 5, step: [0.004, 0.011, 0.003], word: 'loop' },
        at: [0, 0.006, 0],
        colors: CABLE,
        answersTo: ['cable', 'cord', 'wire'],
      }),
      part(
        'lead',
        {
          sweep: [
            [0.09, 0.006, 0],
            [0.13, 0.006, 0.05],
            [0.17, 0.006, 0.08],
            [0.2, 0.01, 0.08],
          ],
          r: 0.006,
        },
        'rubber',
        {
          colors: CABLE,
          answersTo: ['cable', 'cord', 'wire'],
        },
      ),
      part('plug', { box: [0.045, 0.03, 0.035], round: 0.006 }, 'plastic', {
        at: [0.22, 0.0, 0.08],
        color: BLACK,
        role: 'accent',
      }),
      lyingX('prong', [0.26, 0.015, 0.088], 0.03, 0.003, 'brass', {
        copies: [[0, 0, -0.016]],
        role: 'detail',
        answersTo: ['pins', 'prongs'],
      }),
    ],
  },
  {
    // A paddle hairbrush lying bristles up: an oval cushion of pins with ball tips, a handle.
    kind: 'hairbrush',
    nouns: ['hairbrush', 'hair brush', 'paddle brush', 'hair comb brush'],
    size: [0.05, 0.25],
    parts: [
      part('head', { plan: oval(0.055, 0.04), height: 0.02 }, 'plastic', {
        at: [0.05, 0, 0],
        colors: HAIRBRUSH,
        answersTo: ['back'],
      }),
      part('cushion', { plan: oval(0.048, 0.033), height: 0.005 }, 'rubber', {
        at: [0.05, 0.02, 0],
        color: 0x3a3e44,
        role: 'detail',
        answersTo: ['pad'],
      }),
      part('bristles', { cyl: 0.018, r: 0.0012 }, 'plastic', {
        ...at(
          spaced(7, -0.036, 0.036).flatMap((x) =>
            spaced(5, -0.022, 0.022).map((z) => [0.05 + x, 0.024, z] as V3),
          ),
        ),
        color: BLACK,
        role: 'detail',
      }),
      part('tips', { ball: 0.0022 }, 'plastic', {
        ...at(
          spaced(7, -0.036, 0.036).flatMap((x) =>
            spaced(5, -0.022, 0.022).map((z) => [0.05 + x, 0.042, z] as V3),
          ),
        ),
        color: 0x2a2a2a,
        role: 'detail',
      }),
      part(
        'handle',
        {
          capsule: [
            [0.0, 0.012, 0],
            [-0.14, 0.012, 0],
          ],
          r: 0.013,
        },
        'plastic',
        { colors: HAIRBRUSH, answersTo: ['grip'] },
      ),
    ],
  },
  {
    // A nail file: a long steel file with a pointed tip and a coloured handle.
    kind: 'nail file',
    nouns: ['nail file', 'nailfile', 'emery board', 'fingernail file'],
    size: [0.01, 0.18],
    parts: [
      part(
        'file',
        {
          plan: [
            [0, -0.007],
            [0.1, -0.005],
            [0.11, 0],
            [0.1, 0.005],
            [0, 0.007],
          ],
          height: 0.0025,
        },
        'steel',
        { at: [0, 0.003, 0], color: 0xb8bcc2, answersTo: ['blade'] },
      ),
      part('grit', { box: [0.085, 0.001, 0.01] }, 'stone', {
        at: [0.05, 0.0055, 0],
        color: 0x9a9ea4,
        role: 'detail',
      }),
      part(
        'handle',
        {
          capsule: [
            [-0.065, 0.0045, 0],
            [0.0, 0.0045, 0],
          ],
          r: 0.0045,
        },
        'plastic',
        { colors: [0xf0a0b8, 0x8a4ab0, RED, 0x2a6ab0], role: 'accent', answersTo: ['grip'] },
      ),
    ],
  },
  {
    // A curling iron: a hot barrel with a spring clamp on top, a handle and a cool tip.
    kind: 'curling iron',
    nouns: ['curling iron', 'curling tongs', 'curling wand', 'hair tongs'],
    size: [0.06, 0.34],
    parts: [
      lyingX('barrel', [0.09, 0.02, 0], 0.16, 0.013, 'chrome', {
        color: 0xc8ccd2,
        answersTo: ['rod'],
      }),
      part(
        'tip',
        {
          capsule: [
            [0.17, 0.02, 0],
            [0.185, 0.02, 0],
          ],
          r: 0.011,
        },
        'plastic',
        { color: BLACK, role: 'detail' },
      ),
      part('clamp', { cyl: 0.15, r: 0.017 }, 'plastic', {
        turn: [0, 0, 90],
        at: [0.165, 0.02, 0],
        minus: [{ shape: { box: [0.2, 0.04, 0.05] }, at: [0.09, -0.012, 0] }],
        colors: CURLING_IRON,
        answersTo: ['clip'],
      }),
      part(
        'handle',
        {
          capsule: [
            [0.005, 0.02, 0],
            [-0.13, 0.02, 0],
          ],
          r: 0.017,
        },
        'plastic',
        { colors: CURLING_IRON, answersTo: ['grip', 'body'] },
      ),
      part(
        'lever',
        {
          sweep: [
            [0.01, 0.035, 0],
            [-0.03, 0.048, 0],
            [-0.06, 0.042, 0],
          ],
          r: 0.005,
        },
        'plastic',
        { color: BLACK, role: 'detail' },
      ),
      part(
        'cord',
        {
          sweep: [
            [-0.13, 0.02, 0],
            [-0.17, 0.01, 0.02],
            [-0.2, 0.006, 0.06],
            [-0.22, 0.006, 0.1],
          ],
          r: 0.004,
        },
        'rubber',
        { color: BLACK, role: 'detail', answersTo: ['cable'] },
      ),
    ],
  },
  {
    // An altimeter: an aircraft dial in a square black case — white ticks round a black
    // face, three needles, a setting knob.
    kind: 'altimeter',
    nouns: ['altimeter', 'aircraft altimeter', 'altitude meter'],
    size: [0.09, 0.09],
    parts: [
      part('case', { box: [0.085, 0.085, 0.05], round: 0.008 }, 'plastic', {
        color: BLACK,
        answersTo: ['body'],
      }),
      part('bezel', { ring: 0.038, r: 0.003 }, 'darkMetal', {
        at: [0, 0.0425, 0.025],
        color: 0x5a5e64,
        role: 'detail',
      }),
      facingZ('face', [0, 0.0425, 0.024], 0.002, 0.036, 'plain', {
        color: 0x141414,
        role: 'fixed',
        answersTo: ['dial'],
      }),
      ...Array.from({ length: 10 }, (_, i) => {
        const a = (i * Math.PI) / 5;
        return part(`tick_${i + 1}`, { box: [0.0025, 0.008, 0.001] }, 'plain', {
          turn: [0, 0, (-i * 180) / 5],
          at: [0.03 * Math.sin(a), 0.0425 + 0.03 * Math.cos(a) - 0.004, 0.0265],
          color: WHITE,
          role: 'fixed',
          answersTo: ['numbers', 'ticks'],
        });
      }),
      part('needle_long', { box: [0.0025, 0.03, 0.001] }, 'plain', {
        turn: [0, 0, -40],
        at: [0, 0.0425, 0.028],
        color: WHITE,
        role: 'fixed',
        answersTo: ['needle', 'hand'],
      }),
      part('needle_short', { box: [0.004, 0.018, 0.001] }, 'plain', {
        turn: [0, 0, 110],
        at: [0, 0.0425, 0.029],
        color: WHITE,
        role: 'fixed',
        answersTo: ['needle', 'hand'],
      }),
      part('window', { box: [0.012, 0.007, 0.001] }, 'plain', {
        at: [0.016, 0.04, 0.0265],
        color: WHITE,
        role: 'fixed',
      }),
      ...lettering('label', 'ALT', [0, 0.0535, 0.0262], 0.006, WHITE, 0.001),
      facingZ('knob', [-0.033, 0.008, 0.02], 0.012, 0.007, 'rubber', {
        color: BLACK,
        role: 'detail',
      }),
    ],
  },
  {
    // A microchip: a black body on rows of silver legs, a dot marking pin one.
    kind: 'microchip',
    nouns: ['microchip', 'silicon chip', 'computer chip', 'ic chip', 'microprocessor'],
    size: [0.012, 0.05],
    parts: [
      part('body', { box: [0.045, 0.006, 0.022], round: 0.0006 }, 'plastic', {
        at: [0, 0.004, 0],
        color: BLACK,
        answersTo: ['package'],
      }),
      part('legs', { box: [0.0024, 0.0012, 0.006] }, 'chrome', {
        ...at(
          spaced(8, -0.0175, 0.0175).flatMap((x) => [
            [x, 0.0058, 0.013] as V3,
            [x, 0.0058, -0.013] as V3,
          ]),
        ),
        role: 'detail',
        answersTo: ['pins', 'pin', 'leg'],
      }),
      part('feet', { box: [0.0024, 0.0065, 0.0012] }, 'chrome', {
        ...at(
          spaced(8, -0.0175, 0.0175).flatMap((x) => [[x, 0, 0.0155] as V3, [x, 0, -0.0155] as V3]),
        ),
        role: 'detail',
        answersTo: ['pins', 'pin', 'leg'],
      }),
      part('dot', { cyl: 0.0006, r: 0.0016 }, 'plain', {
        at: [-0.017, 0.0098, 0.005],
        color: 0x6a6e74,
        role: 'fixed',
      }),
    ],
  },
];
