/**
 * More tools, workshop machines, kitchen utensils, electronics and clinic devices (issue #32,
 * session 22, T): the second round, from WordNet's hyponyms of hand tool, power tool,
 * measuring instrument, electronic equipment and kitchen utensil and a hardware and an
 * electronics shop's aisles, read through the prompt reader — those a person names that were
 * unknown or drawn as another thing (a glue gun as a gun, a can opener as a can, a baking tray
 * as a bed sheet, an angle grinder as a sandwich, a power bank as a bank building)
 * (docs/decisions.md, "Tools, workshop machines, instruments and devices by their telling
 * part"). Declared as data (library/declare.ts).
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { arcPoints } from './outlines.ts';
import { at, facingZ, lyingX, part, rod, spaced } from './part-shorthand.ts';

const BLACK = 0x1e1e20;
const WHITE = 0xf2f2ee;
const RED = 0xc8281e;
const YELLOW = 0xf0b818;
const GREEN = 0x3aa04a;

/** Colour lists shared by the parts of one body, so the seed picks one colour for them all. */
const POWER_TOOL = [YELLOW, 0xe8641e, 0x2a7a9a, 0x3a8a3a, RED];
const GLUE_GUN = [0x2a6ab0, 0xe8641e, 0x3aa04a, 0x8a4ab0];
const HANDLES = [RED, BLACK, 0x2a6ab0];
const BOOM_BOX = [0x3a3e44, 0xc8ccd2, RED];
const LIQUID = [0x8a4a2a, 0x2a6ab0, 0xd8a020];
const INHALER = [0x2a6ab0, 0x8a4ab0, RED, 0xd8dadc];

/** A pistol-shaped tool body from the side, [x, y]: barrel forward (+X), grip down. */
const PISTOL_BODY: V2[] = [
  [-0.07, 0.13],
  [0.09, 0.13],
  [0.1, 0.18],
  [-0.08, 0.2],
  [-0.1, 0.17],
  [-0.04, 0.13],
];
const PISTOL_GRIP: V2[] = [
  [-0.06, 0.0],
  [-0.02, 0.0],
  [0.0, 0.14],
  [-0.045, 0.14],
];

/** A heartbeat trace across a screen: flat, a small bump, the spike, a dip, flat again. */
function heartbeat(x0: number, x1: number, y: number, z: number, h: number): V3[] {
  const w = x1 - x0;
  const shape: Array<[number, number]> = [
    [0, 0],
    [0.15, 0],
    [0.2, 0.15],
    [0.25, 0],
    [0.33, 0],
    [0.36, -0.2],
    [0.4, 1],
    [0.44, -0.35],
    [0.48, 0],
    [0.6, 0],
    [0.66, 0.25],
    [0.72, 0],
    [1, 0],
  ];
  return shape.map(([t, v]) => [x0 + w * t, y + h * v, z] as V3);
}

/** A sine trace across a screen. */
function wave(x0: number, x1: number, y: number, z: number, h: number, cycles: number): V3[] {
  return spaced(25, 0, 1).map(
    (t) => [x0 + (x1 - x0) * t, y + h * Math.sin(t * cycles * 2 * Math.PI), z] as V3,
  );
}

/** Knobs on a panel facing +Z at z, in a grid. */
function knobs(name: string, xs: number[], ys: number[], z: number, r: number): PartDecl {
  return facingZ(name, [xs[0]!, ys[0]!, z], r * 0.9, r, 'plastic', {
    ...at(xs.flatMap((x) => ys.map((y) => [x, y, z] as V3))),
    turn: [90, 0, 0],
    color: 0x2a2a2a,
    role: 'detail',
    answersTo: ['knob', 'knobs', 'dial'],
  });
}

export const WORKSHOP_MORE_KINDS: readonly KindDecl[] = [
  // ---- Guns that are no guns: glue, nails, caulk, hot air ----
  {
    // A hot glue gun: a pistol body with a brass nozzle, trigger, a white glue stick fed into
    // its back.
    kind: 'glue gun',
    nouns: ['glue gun', 'hot glue gun', 'hot melt gun'],
    size: [0.2, 0.26],
    parts: [
      part('body', { extrude: PISTOL_BODY, depth: 0.045, round: 0.012 }, 'plastic', {
        colors: GLUE_GUN,
        answersTo: ['barrel'],
      }),
      part('grip', { extrude: PISTOL_GRIP, depth: 0.035, round: 0.01 }, 'plastic', {
        colors: GLUE_GUN,
        answersTo: ['handle'],
      }),
      part('trigger', { box: [0.018, 0.05, 0.02], round: 0.005 }, 'plastic', {
        at: [0.02, 0.085, 0],
        color: BLACK,
        role: 'accent',
      }),
      part('nozzle', { cyl: 0.04, r: 0.004, rTop: 0.012 }, 'brass', {
        turn: [0, 0, 90],
        at: [0.135, 0.158, 0],
        role: 'detail',
        answersTo: ['tip'],
      }),
      lyingX('glue_stick', [-0.14, 0.17, 0], 0.11, 0.0055, 'plastic', {
        color: 0xf4f4ec,
        role: 'fixed',
        answersTo: ['stick', 'glue'],
      }),
      rod('stand', [0.06, 0.13, 0], [0.08, 0.0, 0], 0.003, 'steel', { role: 'detail' }),
    ],
  },
  {
    // A nail gun: a pistol body with a long strip of nails in a magazine slanting back from
    // its nose to the grip.
    kind: 'nail gun',
    nouns: ['nail gun', 'nailer', 'nail gun tool', 'brad nailer', 'framing nailer'],
    size: [0.3, 0.38],
    parts: [
      part('body', { box: [0.3, 0.09, 0.07], round: 0.025 }, 'plastic', {
        at: [0, 0.2, 0],
        colors: POWER_TOOL,
        answersTo: ['head'],
      }),
      part('nose', { box: [0.05, 0.2, 0.05], round: 0.01 }, 'darkMetal', {
        at: [0.13, 0.05, 0],
        color: 0x3a3e44,
        role: 'detail',
      }),
      rod('grip', [-0.05, 0.2, 0], [-0.1, 0.06, 0], 0.022, 'rubber', {
        color: BLACK,
        role: 'accent',
        answersTo: ['handle'],
      }),
      part('magazine', { box: [0.3, 0.035, 0.03] }, 'steel', {
        turn: [0, 0, 12],
        at: [0.0, 0.02, 0],
        color: 0xb8bcc2,
        answersTo: ['nails', 'strip'],
      }),
      part('trigger', { box: [0.015, 0.035, 0.015] }, 'plastic', {
        at: [-0.03, 0.165, 0],
        color: RED,
        role: 'fixed',
      }),
    ],
  },
  {
    // A caulking gun: an open half-pipe cradle holding a sealant tube with its nozzle, a
    // trigger handle and the plunger rod out of the back.
    kind: 'caulking gun',
    nouns: ['caulking gun', 'caulk gun', 'sealant gun', 'silicone gun'],
    size: [0.22, 0.42],
    parts: [
      part('cradle', { cyl: 0.22, r: 0.03 }, 'steel', {
        turn: [0, 0, 90],
        at: [0.11, 0.16, 0],
        minus: [{ shape: { box: [0.3, 0.04, 0.1] }, at: [0.0, 0.175, 0] }],
        color: 0x9aa0a8,
        answersTo: ['frame'],
      }),
      lyingX('tube', [0.0, 0.16, 0], 0.2, 0.024, 'plastic', {
        colors: [WHITE, 0xe8e0c8, 0x8a8f96],
        answersTo: ['cartridge', 'sealant', 'caulk'],
      }),
      part('nozzle', { cyl: 0.08, r: 0.012, rTop: 0.003 }, 'plastic', {
        turn: [0, 0, -90],
        at: [0.1, 0.16, 0],
        color: WHITE,
        role: 'detail',
      }),
      rod('handle', [-0.12, 0.15, 0], [-0.14, 0.0, 0], 0.012, 'steel', {
        color: 0x9aa0a8,
        answersTo: ['grip'],
      }),
      rod('trigger', [-0.1, 0.14, 0], [-0.08, 0.02, 0], 0.009, 'steel', { color: 0x9aa0a8 }),
      rod('plunger', [-0.12, 0.16, 0], [-0.26, 0.16, 0], 0.004, 'steel', { role: 'detail' }),
      part('thumb_ring', { ring: 0.015, r: 0.004 }, 'steel', {
        turn: [0, 90, 0],
        at: [-0.26, 0.16, 0],
        role: 'detail',
      }),
    ],
  },
  {
    // A heat gun: a pistol-gripped body with a long steel nozzle and a vent at the back.
    kind: 'heat gun',
    nouns: ['heat gun', 'hot air gun', 'paint stripper gun'],
    size: [0.24, 0.3],
    parts: [
      lyingX('barrel', [0.0, 0.17, 0], 0.18, 0.035, 'plastic', {
        colors: POWER_TOOL,
        answersTo: ['body'],
      }),
      lyingX('nozzle', [0.15, 0.17, 0], 0.12, 0.02, 'steel', {
        color: 0xb8bcc2,
        answersTo: ['tip'],
      }),
      lyingX('vent', [-0.092, 0.17, 0], 0.006, 0.03, 'plastic', {
        color: BLACK,
        role: 'detail',
      }),
      rod('grip', [-0.02, 0.15, 0], [-0.04, 0.0, 0], 0.02, 'plastic', {
        color: BLACK,
        role: 'accent',
        answersTo: ['handle'],
      }),
      part('foot', { box: [0.08, 0.015, 0.06], round: 0.005 }, 'plastic', {
        at: [-0.04, 0.0, 0],
        color: BLACK,
        role: 'detail',
      }),
    ],
  },
  // ---- Power tools and machines ----
  {
    // An angle grinder: a long motor body, the gear head at its nose with a cutting disc
    // under a half guard, a side handle.
    kind: 'angle grinder',
    nouns: ['angle grinder', 'disc grinder', 'disk grinder', 'side grinder'],
    size: [0.08, 0.34],
    parts: [
      lyingX('body', [-0.04, 0.07, 0], 0.22, 0.032, 'plastic', {
        colors: POWER_TOOL,
        answersTo: ['motor'],
      }),
      lyingX('tail', [-0.17, 0.07, 0], 0.05, 0.026, 'rubber', { color: BLACK, role: 'accent' }),
      part('head', { box: [0.06, 0.05, 0.06], round: 0.01 }, 'darkMetal', {
        at: [0.1, 0.05, 0],
        color: 0x5a5e64,
        role: 'detail',
      }),
      part('disc', { cyl: 0.004, r: 0.058 }, 'stone', {
        at: [0.11, 0.03, 0],
        color: 0x4a4e54,
        answersTo: ['blade', 'wheel'],
      }),
      part('guard', { cyl: 0.02, r: 0.062 }, 'steel', {
        at: [0.11, 0.034, 0],
        minus: [
          { shape: { cyl: 0.05, r: 0.058 }, at: [0.11, 0.03, 0] },
          { shape: { box: [0.2, 0.1, 0.2] }, at: [0.11 + 0.1, 0.0, 0.05] },
        ],
        color: 0xb8bcc2,
        role: 'detail',
      }),
      rod('side_handle', [0.1, 0.07, 0.03], [0.1, 0.07, 0.12], 0.014, 'rubber', {
        color: BLACK,
        role: 'accent',
        answersTo: ['handle'],
      }),
    ],
  },
  {
    // A jackhammer standing on its chisel: a heavy cylinder under T-handles, the air hose
    // looping off it.
    kind: 'jackhammer',
    nouns: ['jackhammer', 'jack hammer', 'pneumatic hammer', 'air hammer', 'road drill'],
    size: [0.9, 0.6],
    parts: [
      rod('chisel', [0, 0.0, 0], [0, 0.3, 0], 0.015, 'steel', {
        color: 0x8a8e94,
        answersTo: ['bit', 'point'],
      }),
      part('collar', { cyl: 0.06, r: 0.05 }, 'darkMetal', {
        at: [0, 0.28, 0],
        color: 0x3a3e44,
        role: 'detail',
      }),
      part('body', { cyl: 0.4, r: 0.065 }, 'paint', {
        at: [0, 0.33, 0],
        colors: [0x3a3e44, YELLOW, RED],
        answersTo: ['cylinder'],
      }),
      rod('handlebar', [-0.28, 0.78, 0], [0.28, 0.78, 0], 0.02, 'steel', { color: 0x5a5e64 }),
      rod('stem', [0, 0.73, 0], [0, 0.8, 0], 0.03, 'darkMetal', { role: 'detail' }),
      part(
        'grip',
        {
          capsule: [
            [-0.27, 0.78, 0],
            [-0.16, 0.78, 0],
          ],
          r: 0.026,
        },
        'rubber',
        {
          mirror: true,
          color: BLACK,
          role: 'accent',
          answersTo: ['grips', 'handles'],
        },
      ),
      part(
        'hose',
        {
          sweep: [
            [0.06, 0.6, 0],
            [0.16, 0.62, 0.05],
            [0.24, 0.45, 0.12],
            [0.2, 0.05, 0.2],
            [0.05, 0.02, 0.3],
          ],
          r: 0.016,
        },
        'rubber',
        { color: 0x2a2a2a, role: 'detail', answersTo: ['air hose'] },
      ),
    ],
  },
  {
    // A hedge trimmer: a motor body with a loop handle in front, a long bar of teeth.
    kind: 'hedge trimmer',
    nouns: ['hedge trimmer', 'hedge cutter', 'electric hedge trimmer'],
    size: [0.2, 0.95],
    parts: [
      part('body', { box: [0.3, 0.1, 0.09], round: 0.03 }, 'plastic', {
        at: [-0.25, 0.05, 0],
        colors: POWER_TOOL,
      }),
      part('loop', { ring: 0.07, r: 0.012, arc: 200, from: -10 }, 'rubber', {
        turn: [0, 90, 0],
        at: [-0.14, 0.13, 0],
        color: BLACK,
        role: 'accent',
        answersTo: ['handle'],
      }),
      rod('rear_grip', [-0.4, 0.11, 0], [-0.32, 0.16, 0], 0.017, 'rubber', {
        color: BLACK,
        role: 'accent',
        answersTo: ['grip'],
      }),
      part('bar', { box: [0.68, 0.01, 0.03] }, 'steel', {
        at: [0.24, 0.085, 0],
        color: 0xb8bcc2,
        answersTo: ['blade'],
      }),
      part('teeth', { box: [0.012, 0.012, 0.07] }, 'steel', {
        ...at(spaced(18, 0.06, 0.56).map((x) => [x, 0.084, 0] as V3)),
        color: 0xc8ccd2,
        role: 'detail',
      }),
      part('guard', { box: [0.015, 0.08, 0.12] }, 'plastic', {
        at: [-0.09, 0.05, 0],
        color: BLACK,
        role: 'detail',
      }),
    ],
  },
  {
    // A drill press: a heavy base, the column, a table on it, the head with its motor,
    // chuck and three feed spokes.
    kind: 'drill press',
    nouns: ['drill press', 'pillar drill', 'bench drill', 'press drill'],
    size: [0.9, 0.4],
    parts: [
      part('base', { box: [0.3, 0.05, 0.4], round: 0.01 }, 'paint', {
        at: [0, 0, -0.03],
        colors: [0x3a6e5a, 0x3a6ea8, 0x5a5e64],
      }),
      rod('column', [0, 0.05, -0.15], [0, 0.78, -0.15], 0.03, 'chrome', { role: 'detail' }),
      part('table', { cyl: 0.025, r: 0.12 }, 'darkMetal', {
        at: [0, 0.32, 0.02],
        color: 0x5a5e64,
        answersTo: ['work table'],
      }),
      rod('table_arm', [0, 0.33, -0.15], [0, 0.33, 0.0], 0.025, 'darkMetal', {
        color: 0x5a5e64,
        role: 'detail',
      }),
      part('head', { box: [0.2, 0.2, 0.34], round: 0.03 }, 'paint', {
        at: [0, 0.65, -0.05],
        colors: [0x3a6e5a, 0x3a6ea8, 0x5a5e64],
      }),
      part('motor', { cyl: 0.2, r: 0.06 }, 'paint', {
        turn: [90, 0, 0],
        at: [0, 0.75, -0.42],
        color: 0x3a3e44,
        role: 'detail',
      }),
      rod('quill', [0, 0.65, 0.04], [0, 0.54, 0.04], 0.018, 'chrome', { role: 'detail' }),
      part('chuck', { cyl: 0.05, r: 0.022, rTop: 0.016 }, 'chrome', {
        turn: [180, 0, 0],
        at: [0, 0.55, 0.04],
        answersTo: ['drill'],
      }),
      rod('bit', [0, 0.5, 0.04], [0, 0.4, 0.04], 0.004, 'steel', { role: 'detail' }),
      ...[0, 120, 240].map((a, i) =>
        rod(
          `spoke_${i + 1}`,
          [0.1, 0.7, 0],
          [
            0.1 + 0.02,
            0.7 + 0.16 * Math.cos((a * Math.PI) / 180),
            0.16 * Math.sin((a * Math.PI) / 180),
          ],
          0.007,
          'chrome',
          { answersTo: ['handle', 'lever'] },
        ),
      ),
    ],
  },
  {
    // An air compressor: a red tank lying on wheels, the motor and pump on top, gauges.
    kind: 'air compressor',
    nouns: ['air compressor', 'compressor'],
    size: [0.62, 0.7],
    parts: [
      part(
        'tank',
        {
          capsule: [
            [-0.24, 0.22, 0],
            [0.24, 0.22, 0],
          ],
          r: 0.16,
        },
        'paint',
        {
          colors: [RED, 0x2a6ab0, YELLOW],
          answersTo: ['body', 'cylinder'],
        },
      ),
      part('motor', { box: [0.28, 0.16, 0.2], round: 0.03 }, 'paint', {
        at: [-0.05, 0.36, 0],
        color: 0x3a3e44,
        role: 'detail',
      }),
      part('fins', { cyl: 0.12, r: 0.06 }, 'darkMetal', {
        at: [0.16, 0.36, 0],
        color: 0x5a5e64,
        role: 'detail',
        answersTo: ['pump'],
      }),
      facingZ('gauge', [0.1, 0.3, 0.14], 0.02, 0.03, 'chrome', {
        copies: [[0.07, 0, 0]],
        role: 'detail',
        answersTo: ['gauges', 'dial'],
      }),
      facingZ('face', [0.1, 0.3, 0.16], 0.003, 0.025, 'plain', {
        copies: [[0.07, 0, 0]],
        color: WHITE,
        role: 'fixed',
      }),
      part('wheel', { cyl: 0.04, r: 0.07 }, 'rubber', {
        turn: [90, 0, 0],
        ...at([
          [-0.22, 0.07, 0.14],
          [-0.22, 0.07, -0.18],
        ]),
        color: BLACK,
        role: 'detail',
        answersTo: ['wheels'],
      }),
      part('foot', { box: [0.06, 0.08, 0.2] }, 'rubber', {
        at: [0.26, 0.0, 0],
        color: BLACK,
        role: 'detail',
      }),
      rod('handle', [-0.3, 0.35, 0.1], [-0.3, 0.35, -0.1], 0.014, 'rubber', {
        color: BLACK,
        role: 'accent',
      }),
      rod('bracket', [-0.3, 0.35, 0.0], [-0.24, 0.3, 0.0], 0.012, 'steel', { role: 'detail' }),
    ],
  },
  // ---- Hand tools ----
  {
    // A hacksaw: a thin blade strung in a steel C-frame with a pistol grip.
    kind: 'hacksaw',
    nouns: ['hacksaw', 'hack saw'],
    size: [0.14, 0.42],
    parts: [
      part('blade', { box: [0.32, 0.013, 0.001] }, 'steel', {
        at: [0.02, 0.02, 0],
        color: 0xc8ccd2,
        answersTo: ['teeth'],
      }),
      part(
        'frame',
        {
          sweep: [
            [0.18, 0.02, 0],
            [0.18, 0.11, 0],
            [-0.14, 0.11, 0],
            [-0.14, 0.02, 0],
          ],
          r: 0.007,
        },
        'paint',
        { colors: HANDLES, answersTo: ['bow'] },
      ),
      part('grip', { extrude: PISTOL_GRIP, depth: 0.03, round: 0.008 }, 'rubber', {
        turn: [0, 0, 30],
        at: [-0.1, -0.02, 0],
        color: BLACK,
        role: 'accent',
        answersTo: ['handle'],
      }),
    ],
  },
  {
    // A vernier caliper: a steel beam with its scale, fixed and sliding jaws, a thumb wheel.
    kind: 'caliper',
    nouns: ['caliper', 'calliper', 'calipers', 'callipers', 'vernier caliper', 'vernier calliper'],
    size: [0.01, 0.24],
    parts: [
      part('beam', { box: [0.24, 0.004, 0.018] }, 'chrome', {
        at: [0.04, 0.0, 0],
        answersTo: ['rule', 'scale'],
      }),
      part('scale', { box: [0.0006, 0.0005, 0.006] }, 'plain', {
        ...at(spaced(20, -0.05, 0.15).map((x) => [x, 0.004, 0.004] as V3)),
        color: BLACK,
        role: 'fixed',
      }),
      part(
        'fixed_jaw',
        {
          extrude: [
            [0, 0],
            [0.012, 0],
            [0.006, -0.06],
            [0, -0.06],
          ],
          depth: 0.004,
        },
        'chrome',
        {
          turn: [-90, 0, 0],
          at: [-0.08, 0.002, 0.009],
          answersTo: ['jaw', 'jaws'],
        },
      ),
      part('slider', { box: [0.05, 0.007, 0.024], round: 0.002 }, 'chrome', {
        at: [-0.045, -0.0015, 0.0],
        role: 'detail',
      }),
      part(
        'moving_jaw',
        {
          extrude: [
            [0, 0],
            [0.012, 0],
            [0.012, -0.06],
            [0.006, -0.06],
          ],
          depth: 0.004,
        },
        'chrome',
        {
          turn: [-90, 0, 0],
          at: [-0.07, 0.002, 0.009],
          answersTo: ['jaw', 'jaws'],
        },
      ),
      facingZ('wheel', [-0.03, 0.0035, -0.016], 0.004, 0.005, 'chrome', { role: 'detail' }),
    ],
  },
  {
    // A try square: a steel blade set at a right angle into a wooden stock.
    kind: 'try square',
    nouns: ['try square', "engineer's square"],
    size: [0.02, 0.25],
    parts: [
      part('stock', { box: [0.14, 0.02, 0.03] }, 'wood', {
        at: [0.0, 0.0, 0],
        color: 0x8a3a1e,
        role: 'accent',
        answersTo: ['handle'],
      }),
      part('blade', { box: [0.018, 0.002, 0.24] }, 'steel', {
        at: [0.061, 0.009, -0.12],
        color: 0xc8ccd2,
      }),
      part('rivets', { cyl: 0.0015, r: 0.004 }, 'brass', {
        ...at([
          [-0.03, 0.02, 0],
          [0.0, 0.02, 0],
          [0.03, 0.02, 0],
        ]),
        role: 'detail',
      }),
      part('marks', { box: [0.008, 0.0005, 0.001] }, 'plain', {
        ...at(spaced(10, -0.03, -0.22).map((z) => [0.058, 0.0112, z] as V3)),
        color: BLACK,
        role: 'fixed',
      }),
    ],
  },
  {
    // A rasp: a long steel bar studded with teeth, its tang in a wooden handle.
    kind: 'rasp',
    nouns: ['rasp', 'rasp file'],
    size: [0.03, 0.34],
    parts: [
      part('bar', { box: [0.2, 0.008, 0.025], round: 0.003 }, 'darkMetal', {
        at: [0.06, 0.012, 0],
        color: 0x5a5e64,
      }),
      part('teeth', { box: [0.004, 0.0025, 0.022] }, 'darkMetal', {
        ...at(spaced(26, -0.035, 0.155).map((x) => [x, 0.019, 0] as V3)),
        turn: [0, 20, 0],
        color: 0x7a7e84,
        role: 'detail',
      }),
      part(
        'handle',
        {
          capsule: [
            [-0.04, 0.016, 0],
            [-0.15, 0.016, 0],
          ],
          r: 0.016,
          r2: 0.013,
        },
        'wood',
        {
          role: 'accent',
          answersTo: ['grip'],
        },
      ),
      lyingX('ferrule', [-0.045, 0.016, 0], 0.012, 0.017, 'brass', { role: 'detail' }),
    ],
  },
  // ---- Kitchen ----
  {
    // A butterfly can opener: two handles, the cutting head and its winged turning key.
    kind: 'can opener',
    nouns: ['can opener', 'tin opener', 'canopener'],
    size: [0.04, 0.2],
    parts: [
      rod('handle_1', [0.0, 0.012, 0.008], [-0.16, 0.012, 0.02], 0.011, 'plastic', {
        colors: HANDLES,
        answersTo: ['handle', 'handles'],
      }),
      rod('handle_2', [0.0, 0.012, -0.008], [-0.16, 0.012, -0.02], 0.011, 'plastic', {
        colors: HANDLES,
        answersTo: ['handle', 'handles'],
      }),
      part('head', { box: [0.05, 0.024, 0.04], round: 0.006 }, 'chrome', { at: [0.02, 0.0, 0] }),
      part('cutter', { cyl: 0.004, r: 0.014 }, 'steel', {
        at: [0.035, -0.002, 0.0],
        role: 'detail',
        answersTo: ['wheel', 'blade'],
      }),
      rod('stem', [0.025, 0.024, 0], [0.025, 0.045, 0], 0.004, 'chrome', { role: 'detail' }),
      part(
        'key',
        {
          extrude: [
            [-0.03, 0],
            [0.03, 0],
            [0.02, 0.014],
            [-0.02, 0.014],
          ],
          depth: 0.006,
        },
        'chrome',
        {
          at: [0.025, 0.042, 0],
          answersTo: ['butterfly', 'knob'],
        },
      ),
    ],
  },
  {
    // A baking tray: a dark rimmed sheet with rows of cookies on it.
    kind: 'baking tray',
    nouns: ['baking tray', 'baking sheet', 'cookie sheet', 'sheet pan', 'oven tray', 'baking pan'],
    size: [0.025, 0.42],
    parts: [
      part('tray', { box: [0.42, 0.02, 0.3], round: 0.004 }, 'darkMetal', {
        minus: [{ shape: { box: [0.4, 0.03, 0.28] }, at: [0, 0.004, 0] }],
        color: 0x4a4e54,
        answersTo: ['sheet', 'pan'],
      }),
      part('cookies', { cyl: 0.012, r: 0.034 }, 'plain', {
        ...at([-0.13, 0, 0.13].flatMap((x) => [-0.07, 0.07].map((z) => [x, 0.004, z] as V3))),
        color: 0xc8924a,
        role: 'fixed',
        optional: 0.85,
        answersTo: ['cookie', 'biscuits', 'biscuit'],
      }),
      part('chips', { ball: 0.006 }, 'plain', {
        ...at(
          [-0.13, 0, 0.13].flatMap((x) =>
            [-0.07, 0.07].flatMap((z) => [
              [x - 0.012, 0.016, z + 0.008] as V3,
              [x + 0.01, 0.016, z - 0.01] as V3,
            ]),
          ),
        ),
        color: 0x3a2414,
        role: 'fixed',
        optional: 0.85,
        answersTo: ['cookie', 'biscuits', 'biscuit'],
      }),
    ],
  },
  {
    // A hand meat grinder: a steel body with its hopper on top, the barrel and cutting plate,
    // a crank handle and the clamp that holds it to a table.
    kind: 'meat grinder',
    nouns: ['meat grinder', 'meat mincer', 'food mill'],
    size: [0.3, 0.3],
    parts: [
      lyingX('barrel', [0.0, 0.16, 0], 0.18, 0.04, 'chrome', { answersTo: ['body'] }),
      part('hopper', { cyl: 0.09, r: 0.025, rTop: 0.06 }, 'chrome', {
        at: [-0.01, 0.18, 0],
        answersTo: ['funnel', 'tray'],
      }),
      lyingX('plate', [0.095, 0.16, 0], 0.01, 0.045, 'steel', {
        role: 'detail',
      }),
      rod('crank', [-0.09, 0.16, 0], [-0.12, 0.16, 0], 0.008, 'steel', { role: 'detail' }),
      rod('crank_arm', [-0.12, 0.16, 0], [-0.12, 0.26, 0], 0.008, 'steel'),
      part('knob', { cyl: 0.05, r: 0.012 }, 'wood', {
        turn: [0, 0, 90],
        at: [-0.12, 0.26, 0],
        role: 'accent',
        answersTo: ['handle'],
      }),
      rod('leg', [0.0, 0.12, 0], [0.0, 0.0, 0], 0.018, 'chrome', { role: 'detail' }),
      part('clamp', { box: [0.07, 0.015, 0.06] }, 'chrome', { at: [0, 0, 0], role: 'detail' }),
    ],
  },
  {
    // A samovar: a tall urn with handles and a tap on a footed base, a teapot on its crown.
    kind: 'samovar',
    nouns: ['samovar'],
    size: [0.55, 0.32],
    parts: [
      part(
        'urn',
        {
          lathe: [
            [0, 0],
            [0.08, 0],
            [0.05, 0.06],
            [0.13, 0.12],
            [0.14, 0.28],
            [0.1, 0.34],
            [0, 0.35],
          ],
          smooth: true,
        },
        'brass',
        { answersTo: ['body'] },
      ),
      part('handles', { ring: 0.03, r: 0.007, arc: 180, from: 90 }, 'darkWood', {
        at: [-0.14, 0.26, 0],
        mirror: true,
        role: 'accent',
      }),
      facingZ('spout', [0, 0.14, 0.12], 0.05, 0.008, 'brass', {
        role: 'detail',
        answersTo: ['tap'],
      }),
      part('tap_handle', { box: [0.03, 0.008, 0.008] }, 'darkWood', {
        at: [0, 0.15, 0.16],
        role: 'detail',
      }),
      part(
        'teapot',
        {
          lathe: [
            [0, 0],
            [0.05, 0.0],
            [0.06, 0.04],
            [0.04, 0.08],
            [0, 0.09],
          ],
          smooth: true,
        },
        'ceramic',
        { at: [0, 0.35, 0], colors: [WHITE, 0x2a4a9a, RED], answersTo: ['teapot'] },
      ),
    ],
  },
  {
    // Toothpicks: a little jar of wooden picks standing on end, one lying beside it.
    kind: 'toothpick',
    nouns: ['toothpick', 'toothpicks', 'tooth pick', 'cocktail stick'],
    size: [0.08, 0.07],
    parts: [
      part('holder', { cyl: 0.035, r: 0.018 }, 'glass', {
        color: 0xd8e8f0,
        answersTo: ['jar', 'holder'],
      }),
      ...Array.from({ length: 9 }, (_, i) => {
        const a = (i * 2 * Math.PI) / 9;
        const r = i === 0 ? 0 : 0.011;
        return rod(
          `pick_${i + 1}`,
          [r * Math.cos(a), 0.005, r * Math.sin(a)],
          [r * Math.cos(a) * 1.8, 0.07, r * Math.sin(a) * 1.8],
          0.0011,
          'paleWood',
          { answersTo: ['picks', 'stick'] },
        );
      }),
      rod('loose_pick', [0.016, 0.001, 0.008], [0.085, 0.001, 0.02], 0.0011, 'paleWood', {
        answersTo: ['picks', 'stick'],
      }),
    ],
  },
  // ---- Electronics ----
  {
    // A boom box: a long body with a round speaker at each end, a cassette door in the
    // middle, a carrying handle and an aerial.
    kind: 'boom box',
    nouns: ['boom box', 'boombox', 'ghetto blaster', 'radio cassette player', 'portable stereo'],
    size: [0.4, 0.56],
    parts: [
      part('body', { box: [0.56, 0.26, 0.14], round: 0.02 }, 'plastic', {
        colors: BOOM_BOX,
        answersTo: ['case'],
      }),
      ...[-0.19, 0.19].flatMap((x, i): PartDecl[] => [
        facingZ(`speaker_${i + 1}`, [x, 0.12, 0.07], 0.01, 0.085, 'plastic', {
          color: BLACK,
          role: 'accent',
          answersTo: ['speaker', 'speakers'],
        }),
        facingZ(`cone_${i + 1}`, [x, 0.12, 0.078], 0.012, 0.03, 'chrome', {
          role: 'detail',
        }),
      ]),
      part('deck', { box: [0.13, 0.08, 0.008] }, 'plain', {
        at: [0, 0.06, 0.07],
        color: 0x2a2e34,
        role: 'fixed',
        answersTo: ['cassette', 'tape'],
      }),
      facingZ('reel', [-0.025, 0.1, 0.074], 0.004, 0.012, 'plain', {
        copies: [[0.05, 0, 0]],
        color: 0xd8dadc,
        role: 'fixed',
      }),
      part('buttons', { box: [0.018, 0.01, 0.02] }, 'plastic', {
        ...at(spaced(6, -0.06, 0.06).map((x) => [x, 0.26, 0.03] as V3)),
        color: 0xc8ccd2,
        role: 'detail',
      }),
      part('display', { box: [0.12, 0.035, 0.006] }, 'plain', {
        at: [0, 0.18, 0.07],
        color: 0x6ac8a8,
        role: 'fixed',
      }),
      part(
        'handle',
        {
          sweep: [
            [-0.22, 0.26, 0],
            [-0.2, 0.32, 0],
            [0.2, 0.32, 0],
            [0.22, 0.26, 0],
          ],
          r: 0.012,
        },
        'chrome',
        { answersTo: ['carrying handle'] },
      ),
      rod('aerial', [0.25, 0.26, -0.04], [0.4, 0.52, -0.04], 0.003, 'chrome', {
        role: 'detail',
        answersTo: ['antenna'],
      }),
    ],
  },
  {
    // A circuit board: a green board with chips, capacitors, resistors, gold traces and a
    // row of connector pins.
    kind: 'circuit board',
    nouns: [
      'circuit board',
      'printed circuit board',
      'pcb',
      'motherboard',
      'circuit card',
      'logic board',
      'mainboard',
      // Session 29 (machines): the circuit itself, as a noun and not a family, so that the
      // limiter and squelch circuits WordNet lists first for "clipper" and "squelch" stay apart.
      'circuit',
      'electric circuit',
      'electrical circuit',
      'circuitry',
    ],
    size: [0.03, 0.2],
    parts: [
      part('board', { box: [0.2, 0.003, 0.14] }, 'plastic', {
        colors: [0x1e6a3a, 0x1e4a8a, 0x2a2a2a],
        answersTo: ['pcb'],
      }),
      part('chip', { box: [0.04, 0.005, 0.04] }, 'plastic', {
        at: [-0.03, 0.003, -0.01],
        color: BLACK,
        answersTo: ['chips', 'processor', 'cpu'],
      }),
      part('small_chips', { box: [0.025, 0.004, 0.012] }, 'plastic', {
        ...at([
          [0.05, 0.003, -0.04],
          [0.05, 0.003, 0.0],
          [0.05, 0.003, 0.04],
        ]),
        color: BLACK,
        role: 'detail',
      }),
      part('capacitors', { cyl: 0.016, r: 0.005 }, 'plastic', {
        ...at([
          [-0.08, 0.003, 0.04],
          [-0.065, 0.003, 0.04],
          [-0.08, 0.003, 0.055],
          [0.0, 0.003, 0.05],
        ]),
        color: 0x2a4aa8,
        role: 'detail',
        answersTo: ['capacitor'],
      }),
      part(
        'resistors',
        {
          capsule: [
            [-0.006, 0.005, 0],
            [0.006, 0.005, 0],
          ],
          r: 0.0025,
        },
        'plain',
        {
          ...at(spaced(4, -0.05, 0.0).map((z) => [0.085, 0.0, z] as V3)),
          color: 0xd8b890,
          role: 'detail',
          answersTo: ['resistor'],
        },
      ),
      part('traces', { box: [0.002, 0.0004, 0.06] }, 'gold', {
        ...at(spaced(6, -0.005, 0.03).map((x) => [x, 0.003, 0.04] as V3)),
        role: 'detail',
      }),
      part('pins', { box: [0.0025, 0.009, 0.0025] }, 'gold', {
        ...at(spaced(14, -0.08, 0.08).map((x) => [x, 0.003, -0.062] as V3)),
        role: 'detail',
        answersTo: ['connector', 'header'],
      }),
      part('heat_sink', { box: [0.036, 0.012, 0.036] }, 'steel', {
        at: [-0.03, 0.008, -0.01],
        color: 0xb8bcc2,
        role: 'detail',
        optional: 0.4,
      }),
    ],
  },
  {
    // A multimeter: a yellow body with a grey display, a big rotary dial, jacks, the red and
    // black probes on their leads.
    kind: 'multimeter',
    nouns: ['multimeter', 'multitester', 'digital multimeter', 'avometer'],
    size: [0.05, 0.3],
    parts: [
      part('body', { box: [0.09, 0.035, 0.17], round: 0.012 }, 'rubber', {
        colors: [YELLOW, 0xe8641e, RED],
        answersTo: ['case'],
      }),
      part('display', { box: [0.065, 0.004, 0.04] }, 'plain', {
        at: [0, 0.035, -0.05],
        color: 0x9aaa9a,
        role: 'fixed',
        answersTo: ['screen'],
      }),
      part('digits', { box: [0.045, 0.001, 0.018] }, 'plain', {
        at: [0, 0.039, -0.05],
        color: BLACK,
        role: 'fixed',
      }),
      part('dial', { cyl: 0.01, r: 0.026 }, 'plastic', {
        at: [0, 0.035, 0.015],
        color: 0x2a2a2a,
        answersTo: ['knob'],
      }),
      part('pointer', { box: [0.006, 0.006, 0.04] }, 'plastic', {
        at: [0, 0.044, 0.015],
        turn: [0, 35, 0],
        color: WHITE,
        role: 'fixed',
      }),
      part('jacks', { cyl: 0.004, r: 0.005 }, 'plastic', {
        ...at([
          [-0.025, 0.035, 0.065],
          [0.0, 0.035, 0.065],
          [0.025, 0.035, 0.065],
        ]),
        color: RED,
        role: 'fixed',
      }),
      part(
        'lead_red',
        {
          sweep: [
            [-0.025, 0.04, 0.065],
            [-0.03, 0.05, 0.11],
            [-0.06, 0.01, 0.15],
            [-0.09, 0.006, 0.12],
          ],
          r: 0.003,
        },
        'rubber',
        { color: RED, role: 'fixed', answersTo: ['leads', 'wire'] },
      ),
      part(
        'lead_black',
        {
          sweep: [
            [0.0, 0.04, 0.065],
            [0.01, 0.05, 0.11],
            [0.05, 0.01, 0.15],
            [0.08, 0.006, 0.13],
          ],
          r: 0.003,
        },
        'rubber',
        { color: BLACK, role: 'fixed', answersTo: ['leads', 'wire'] },
      ),
      rod('probe_red', [-0.09, 0.006, 0.12], [-0.12, 0.006, 0.04], 0.006, 'plastic', {
        color: RED,
        role: 'fixed',
        answersTo: ['probes', 'probe'],
      }),
      rod('probe_black', [0.08, 0.006, 0.13], [0.12, 0.006, 0.05], 0.006, 'plastic', {
        color: BLACK,
        role: 'fixed',
        answersTo: ['probes', 'probe'],
      }),
    ],
  },
  {
    // An oscilloscope: a grey instrument box, a screen with a green wave, a panel of knobs.
    kind: 'oscilloscope',
    nouns: ['oscilloscope', 'cathode-ray oscilloscope', 'scope meter'],
    size: [0.2, 0.36],
    parts: [
      part('case', { box: [0.36, 0.2, 0.16], round: 0.01 }, 'plastic', {
        colors: [0xc8ccd0, 0x5a5e64, 0xe8e4d8],
        answersTo: ['body'],
      }),
      part('screen', { box: [0.17, 0.12, 0.004] }, 'plain', {
        at: [-0.07, 0.04, 0.08],
        color: 0x0a1a12,
        role: 'fixed',
        answersTo: ['display'],
      }),
      part('trace', { sweep: wave(-0.145, 0.005, 0.1, 0.084, 0.03, 3), r: 0.0018 }, 'light', {
        color: 0x4ae04a,
        role: 'fixed',
        answersTo: ['wave', 'signal'],
      }),
      knobs('knob', [0.05, 0.09, 0.13], [0.05, 0.1, 0.15], 0.08, 0.011),
      facingZ('input', [0.05, 0.02, 0.08], 0.01, 0.007, 'brass', {
        copies: [[0.05, 0, 0]],
        role: 'detail',
      }),
    ],
  },
  {
    // A memory card: a flat card with one corner cut, a label and gold contacts.
    kind: 'memory card',
    nouns: ['memory card', 'sd card', 'micro sd card', 'microsd card', 'camera card'],
    size: [0.003, 0.032],
    parts: [
      part(
        'card',
        {
          plan: [
            [-0.012, -0.016],
            [0.012, -0.016],
            [0.012, 0.016],
            [-0.007, 0.016],
            [-0.012, 0.011],
          ],
          height: 0.0021,
        },
        'plastic',
        { color: 0x2a2a2e },
      ),
      part('label', { box: [0.02, 0.0003, 0.018] }, 'plain', {
        at: [0.0005, 0.0021, 0.003],
        colors: [0x2a6ab0, RED, YELLOW],
        role: 'fixed',
        answersTo: ['sticker'],
      }),
      part('contacts', { box: [0.0018, 0.0003, 0.004] }, 'gold', {
        ...at(spaced(8, -0.008, 0.01).map((x) => [x, 0.0021, -0.012] as V3)),
        role: 'detail',
      }),
    ],
  },
  {
    // A power bank: a flat slab with a row of charge lights and USB ports, a cable plugged in.
    kind: 'power bank',
    nouns: ['power bank', 'portable charger', 'battery pack', 'portable battery'],
    size: [0.025, 0.14],
    parts: [
      part('body', { box: [0.07, 0.022, 0.14], round: 0.008 }, 'plastic', {
        colors: [0x2a2a2e, WHITE, 0x2a6ab0, 0xd8a0b0],
        answersTo: ['case'],
      }),
      part('lights', { cyl: 0.001, r: 0.002 }, 'light', {
        ...at(spaced(4, -0.012, 0.012).map((x) => [x, 0.022, 0.055] as V3)),
        color: 0x4ac8f0,
        role: 'fixed',
        answersTo: ['leds'],
      }),
      part('ports', { box: [0.012, 0.005, 0.004] }, 'plain', {
        ...at([
          [-0.016, 0.009, 0.069],
          [0.016, 0.009, 0.069],
        ]),
        color: BLACK,
        role: 'fixed',
      }),
      part(
        'cable',
        {
          sweep: [
            [-0.016, 0.011, 0.072],
            [-0.016, 0.011, 0.1],
            [0.0, 0.006, 0.13],
            [0.04, 0.006, 0.14],
          ],
          r: 0.0025,
        },
        'rubber',
        { color: WHITE, role: 'detail', answersTo: ['cord', 'wire'] },
      ),
    ],
  },
  // ---- Clinic ----
  {
    // A heart monitor: a screen with the green heartbeat trace and numbers, on a stand.
    kind: 'heart monitor',
    nouns: [
      'heart monitor',
      'cardiac monitor',
      'ecg monitor',
      'ekg monitor',
      'ecg machine',
      'ekg machine',
    ],
    size: [0.4, 0.36],
    parts: [
      part('case', { box: [0.36, 0.26, 0.12], round: 0.02 }, 'plastic', {
        at: [0, 0.06, 0],
        colors: [WHITE, 0xd8e4ec, 0x5a5e64],
        answersTo: ['body', 'monitor'],
      }),
      part('screen', { box: [0.26, 0.18, 0.004] }, 'plain', {
        at: [-0.03, 0.1, 0.06],
        color: 0x0a1414,
        role: 'fixed',
        answersTo: ['display'],
      }),
      part('trace', { sweep: heartbeat(-0.15, 0.09, 0.21, 0.064, 0.05), r: 0.0025 }, 'light', {
        color: 0x4ae04a,
        role: 'fixed',
        answersTo: ['heartbeat', 'line', 'pulse'],
      }),
      part('resp_trace', { sweep: wave(-0.15, 0.09, 0.14, 0.064, 0.012, 4), r: 0.002 }, 'light', {
        color: 0xf0d040,
        role: 'fixed',
      }),
      part('heart', { box: [0.03, 0.02, 0.002] }, 'light', {
        at: [0.06, 0.12, 0.063],
        color: RED,
        role: 'fixed',
      }),
      knobs('knob', [0.14], [0.1, 0.16, 0.22], 0.06, 0.012),
      part('stand', { box: [0.2, 0.06, 0.14], round: 0.01 }, 'plastic', {
        color: 0x5a5e64,
        role: 'detail',
      }),
    ],
  },
  {
    // A defibrillator: a carrying box with a handle, a heart with a bolt on its face, two
    // paddles on their cords.
    kind: 'defibrillator',
    nouns: ['defibrillator', 'aed', 'defib', 'automated external defibrillator'],
    size: [0.14, 0.36],
    parts: [
      part('case', { box: [0.28, 0.1, 0.24], round: 0.025 }, 'plastic', {
        colors: [YELLOW, GREEN, RED],
        answersTo: ['box', 'body'],
      }),
      part('panel', { box: [0.12, 0.004, 0.1] }, 'plain', {
        at: [0.05, 0.1, 0.02],
        color: 0x2a2e34,
        role: 'fixed',
        answersTo: ['screen'],
      }),
      part(
        'heart',
        {
          extrude: [
            [0, -0.03],
            [0.03, 0.0],
            [0.03, 0.015],
            [0.015, 0.025],
            [0, 0.012],
            [-0.015, 0.025],
            [-0.03, 0.015],
            [-0.03, 0.0],
          ],
          depth: 0.004,
        },
        'plain',
        { turn: [-90, 0, 0], at: [-0.07, 0.1, 0.02], color: RED, role: 'fixed' },
      ),
      part(
        'bolt',
        {
          extrude: [
            [0.004, 0.022],
            [-0.008, -0.002],
            [0.002, -0.002],
            [-0.004, -0.024],
            [0.01, 0.004],
            [0.0, 0.004],
          ],
          depth: 0.003,
        },
        'plain',
        { turn: [-90, 0, 0], at: [-0.07, 0.104, 0.02], color: WHITE, role: 'fixed' },
      ),
      part('handle', { ring: 0.05, r: 0.012, arc: 180 }, 'plastic', {
        turn: [0, 90, 0],
        at: [0.0, 0.1, 0],
        color: 0x3a3e44,
        role: 'accent',
      }),
      ...[1, -1].flatMap((s): PartDecl[] => [
        part(`paddle_${s > 0 ? 'r' : 'l'}`, { box: [0.06, 0.03, 0.09], round: 0.01 }, 'plastic', {
          at: [0.2 * s, 0.0, 0.16],
          color: 0x3a3e44,
          role: 'detail',
          answersTo: ['paddle', 'paddles'],
        }),
        rod(
          `paddle_grip_${s > 0 ? 'r' : 'l'}`,
          [0.2 * s, 0.03, 0.14],
          [0.2 * s, 0.07, 0.17],
          0.012,
          'plastic',
          {
            color: 0x3a3e44,
            role: 'detail',
            answersTo: ['paddle', 'paddles'],
          },
        ),
        part(
          `cord_${s > 0 ? 'r' : 'l'}`,
          {
            sweep: [
              [0.12 * s, 0.05, 0.08],
              [0.17 * s, 0.06, 0.13],
              [0.2 * s, 0.07, 0.17],
            ],
            r: 0.004,
          },
          'rubber',
          { color: BLACK, role: 'detail', answersTo: ['cable', 'cables'] },
        ),
      ]),
    ],
  },
  {
    // An asthma inhaler: an L-shaped plastic boot with its mouthpiece, the canister standing
    // in it.
    kind: 'inhaler',
    nouns: ['inhaler', 'asthma inhaler', 'inhalator', 'metered dose inhaler'],
    size: [0.11, 0.06],
    parts: [
      part('boot', { box: [0.035, 0.08, 0.025], round: 0.01 }, 'plastic', {
        colors: INHALER,
        answersTo: ['body', 'holder'],
      }),
      part('mouthpiece', { box: [0.03, 0.022, 0.025], round: 0.008 }, 'plastic', {
        at: [0.025, 0.0, 0],
        colors: INHALER,
        answersTo: ['mouth piece'],
      }),
      part('cap', { box: [0.008, 0.02, 0.024], round: 0.004 }, 'plastic', {
        at: [0.042, 0.001, 0],
        color: 0x5a5e64,
        role: 'detail',
        optional: 0.5,
      }),
      part(
        'canister',
        {
          capsule: [
            [0, 0.05, 0],
            [0, 0.105, 0],
          ],
          r: 0.011,
        },
        'chrome',
        {
          answersTo: ['can', 'cartridge'],
        },
      ),
    ],
  },
  {
    // A behind-the-ear hearing aid: a curved beige body, a clear tube over to the ear tip.
    kind: 'hearing aid',
    nouns: ['hearing aid', 'deaf aid', 'hearing device'],
    size: [0.04, 0.05],
    parts: [
      part(
        'body',
        {
          sweep: [
            [-0.01, 0.004, 0],
            [-0.016, 0.018, 0],
            [-0.012, 0.032, 0],
            [0.0, 0.04, 0],
          ],
          r: [0.004, 0.006, 0.0065, 0.005],
        },
        'plastic',
        { colors: [0xd8b898, 0xb8bcc2, 0x5a3a2a], answersTo: ['case'] },
      ),
      part(
        'tube',
        {
          sweep: [
            [0.0, 0.04, 0],
            [0.012, 0.045, 0],
            [0.022, 0.035, 0],
            [0.024, 0.02, 0.004],
          ],
          r: 0.0013,
        },
        'glass',
        { color: 0xe8f0f4, role: 'detail' },
      ),
      part('dome', { ball: 0.005 }, 'plastic', {
        at: [0.024, 0.016, 0.004],
        color: 0xe8f0f4,
        role: 'detail',
        answersTo: ['ear tip', 'tip'],
      }),
    ],
  },
  // ---- Instruments ----
  {
    // An anemometer: three cups on arms spinning on a post, a wind vane below.
    kind: 'anemometer',
    nouns: ['anemometer', 'wind gauge', 'wind gage', 'wind meter'],
    size: [0.5, 0.4],
    parts: [
      part('base', { cyl: 0.03, r: 0.07 }, 'darkMetal', { color: 0x5a5e64, role: 'detail' }),
      rod('post', [0, 0.03, 0], [0, 0.42, 0], 0.012, 'steel', { answersTo: ['pole'] }),
      part('hub', { cyl: 0.03, r: 0.02 }, 'steel', { at: [0, 0.42, 0], role: 'detail' }),
      ...[0, 120, 240].flatMap((a, i): PartDecl[] => {
        const c = Math.cos((a * Math.PI) / 180);
        const s = Math.sin((a * Math.PI) / 180);
        return [
          rod(`arm_${i + 1}`, [0, 0.435, 0], [0.15 * c, 0.435, 0.15 * s], 0.004, 'steel', {
            answersTo: ['arm', 'arms'],
          }),
          part(
            `cup_${i + 1}`,
            {
              lathe: [
                [0.0, 0],
                [0.03, 0.005],
                [0.045, 0.04],
              ],
              smooth: true,
              wall: 0.002,
            },
            'plastic',
            {
              turn: [0, -a, 90],
              at: [0.15 * c + 0.0 * s, 0.435, 0.15 * s],
              colors: [RED, WHITE, 0x2a6ab0],
              answersTo: ['cup', 'cups'],
            },
          ),
        ];
      }),
      rod('vane_arm', [-0.12, 0.3, 0], [0.1, 0.3, 0], 0.005, 'steel', {
        answersTo: ['vane'],
      }),
      part(
        'vane_tail',
        {
          extrude: [
            [0, 0],
            [0.07, 0.0],
            [0.09, 0.05],
            [0.0, 0.03],
          ],
          depth: 0.003,
        },
        'steel',
        {
          at: [-0.19, 0.29, 0],
          color: 0xc8ccd2,
          role: 'detail',
          answersTo: ['vane'],
        },
      ),
      part('vane_point', { cyl: 0.03, r: 0.012, rTop: 0.0 }, 'steel', {
        turn: [0, 0, -90],
        at: [0.1, 0.3, 0],
        role: 'detail',
      }),
    ],
  },
  {
    // A sextant: a brass sector frame with its graduated arc, the index arm, the telescope
    // and mirrors, a wooden handle.
    kind: 'sextant',
    nouns: ['sextant'],
    size: [0.28, 0.26],
    parts: [
      part(
        'frame',
        {
          extrude: [[0, 0.26], ...arcPoints([0, 0.26], 0.24, 240, 300, 12)],
          depth: 0.008,
        },
        'brass',
        {
          minus: [
            {
              shape: {
                extrude: [[0, 0.2], ...arcPoints([0, 0.26], 0.19, 245, 295, 10)],
                depth: 0.02,
              },
            },
          ],
          answersTo: ['sector', 'body'],
        },
      ),
      part('arc', { ring: 0.235, r: 0.008, arc: 60, from: 240 }, 'steel', {
        at: [0, 0.26, 0],
        color: 0xd8dcdc,
        answersTo: ['scale'],
      }),
      rod('index_arm', [0, 0.26, 0.008], [0.06, 0.03, 0.008], 0.006, 'brass', {
        answersTo: ['arm'],
      }),
      lyingX('telescope', [0.0, 0.2, 0.02], 0.14, 0.012, 'brass', { role: 'detail' }),
      part('mirror', { box: [0.025, 0.035, 0.004] }, 'glass', {
        at: [0, 0.25, 0.012],
        copies: [[0.075, -0.055, 0]],
        color: 0xa8c8d8,
        role: 'detail',
        answersTo: ['mirrors'],
      }),
      part(
        'handle',
        {
          capsule: [
            [-0.02, 0.1, -0.02],
            [-0.02, 0.18, -0.02],
          ],
          r: 0.013,
        },
        'darkWood',
        {
          role: 'accent',
          answersTo: ['grip'],
        },
      ),
      rod('handle_post', [-0.02, 0.14, -0.02], [-0.02, 0.14, 0.0], 0.006, 'brass', {
        role: 'detail',
      }),
    ],
  },
  {
    // A metronome: a wooden pyramid case with its pendulum rod and sliding weight.
    kind: 'metronome',
    nouns: ['metronome'],
    size: [0.22, 0.12],
    parts: [
      part(
        'case',
        {
          plan: [
            [-0.06, -0.05],
            [0.06, -0.05],
            [0.06, 0.05],
            [-0.06, 0.05],
          ],
          height: 0.22,
          taper: 0.3,
        },
        'wood',
        { answersTo: ['body', 'pyramid'] },
      ),
      part('face', { box: [0.04, 0.15, 0.002] }, 'plain', {
        turn: [-12, 0, 0],
        at: [0, 0.03, 0.047],
        color: 0xe8dcc0,
        role: 'fixed',
        answersTo: ['scale'],
      }),
      rod('rod', [0, 0.05, 0.052], [0.035, 0.26, 0.052], 0.002, 'steel', {
        answersTo: ['pendulum', 'arm'],
      }),
      part('weight', { box: [0.014, 0.018, 0.008] }, 'brass', {
        turn: [0, 0, -9],
        at: [0.027, 0.19, 0.052],
        answersTo: ['slider'],
      }),
      part('key', { box: [0.004, 0.02, 0.02] }, 'brass', {
        at: [0.05, 0.05, 0],
        role: 'detail',
      }),
    ],
  },
  {
    // A tuning fork: two long steel tines on a short stem, a ball at its foot.
    kind: 'tuning fork',
    nouns: ['tuning fork', 'pitch fork tuner'],
    size: [0.012, 0.13],
    parts: [
      rod('tine_1', [0.0, 0.006, 0.006], [0.1, 0.006, 0.006], 0.0035, 'chrome', {
        answersTo: ['tine', 'prong', 'prongs'],
      }),
      rod('tine_2', [0.0, 0.006, -0.006], [0.1, 0.006, -0.006], 0.0035, 'chrome', {
        answersTo: ['tine', 'prong', 'prongs'],
      }),
      part('bend', { ring: 0.006, r: 0.0035, arc: 180, from: 90 }, 'chrome', {
        turn: [90, 0, 0],
        at: [0.0, 0.006, 0],
        role: 'detail',
      }),
      rod('stem', [-0.006, 0.006, 0], [-0.04, 0.006, 0], 0.003, 'chrome', {
        answersTo: ['handle'],
      }),
      part('foot', { ball: 0.005 }, 'chrome', { at: [-0.042, 0.006, 0], role: 'detail' }),
    ],
  },
  {
    // A pipette (a dropper): a glass tube tapering to its tip under a red rubber bulb, a drop
    // falling.
    kind: 'pipette',
    nouns: ['pipette', 'pipet', 'dropper', 'eye dropper', 'eyedropper', 'medicine dropper'],
    size: [0.12, 0.02],
    parts: [
      part(
        'tube',
        {
          lathe: [
            [0.0015, 0],
            [0.002, 0.02],
            [0.006, 0.05],
            [0.006, 0.085],
          ],
          wall: 0.001,
        },
        'glass',
        { at: [0, 0.012, 0], color: 0xd8ecf4, answersTo: ['glass'] },
      ),
      part('liquid', { cyl: 0.03, r: 0.0045, rTop: 0.005 }, 'plain', {
        at: [0, 0.045, 0],
        colors: LIQUID,
        role: 'fixed',
        answersTo: ['medicine', 'liquid'],
      }),
      part(
        'bulb',
        {
          capsule: [
            [0, 0.1, 0],
            [0, 0.118, 0],
          ],
          r: 0.009,
        },
        'rubber',
        {
          colors: [RED, BLACK, 0xe8a0a0],
          role: 'accent',
          answersTo: ['teat', 'rubber'],
        },
      ),
      part('drop', { ball: 0.003 }, 'plain', {
        at: [0, 0.006, 0],
        colors: LIQUID,
        role: 'fixed',
      }),
      part('neck', { cyl: 0.008, r: 0.0012 }, 'plain', {
        at: [0, 0.006, 0],
        colors: LIQUID,
        role: 'fixed',
      }),
    ],
  },
];
