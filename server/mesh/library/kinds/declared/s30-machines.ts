/**
 * Machines by class (issue #32, session 30, helper machines; docs/decisions.md, "Machines by
 * class, session 30"), each drawn as the thing a person pictures. A lathe: a long bed on two
 * pedestal cabinets, the headstock at the left turning a three-jaw chuck that holds a bright
 * round bar, the tailstock's centre pressed into the bar's other end and the carriage between
 * them with its tool post and handwheel; every shaping machine tool (a shaper) reaches it as a
 * stand-in (prompt/meaning.ts, FAMILIES). A transformer: the one drawn at school, a square
 * laminated iron core with two copper windings on its limbs, more turns on one than the
 * other, their leads running to brass terminals on a base. A laser: the dark laser head on
 * its mounts on an optical breadboard, its straight bright beam (the prompt's colour) running
 * to a spot on a small target card. A GPS: the sat-nav on its windscreen suction mount, its
 * screen a street map with the route in blue and the car's arrow. A sonar: the console with
 * the round green screen of range rings, cross hairs, the sweep and two echoes. Every laser
 * WordNet files reaches the laser through its own sense.
 */
import type { KindDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { at, lyingX, part, rod } from './part-shorthand.ts';

// --- Lathe -----------------------------------------------------------------------------------

/** Height of the bed's ways, and of the spindle's axis above the floor. */
const WAYS_Y = 1.0;
const AXIS_Y = 1.17;
/** The machine's grey-green enamel. */
const LATHE_GREEN = 0x5f7a6d;
const CHUCK_X = -0.42;
const BAR_FROM = CHUCK_X + 0.1;
const BAR_TO = 0.24;

const lathe: KindDecl = {
  kind: 'lathe',
  nouns: ['lathe', 'lathes', 'engine lathe', 'turning lathe', 'center lathe', 'centre lathe'],
  size: [1.35, 1.6],
  parts: [
    // Two pedestal cabinets the bed stands on, and the chip tray between them.
    part('pedestal', { box: [0.3, 0.8, 0.42], round: 0.02 }, 'paint', {
      ...at([
        [-0.6, 0, 0],
        [0.6, 0, 0],
      ]),
      color: LATHE_GREEN,
      role: 'main',
      answersTo: ['legs', 'stand', 'cabinet', 'base'],
    }),
    part('chip_tray', { box: [1.56, 0.04, 0.52] }, 'darkMetal', {
      at: [0, 0.8, 0],
      color: 0x45494e,
      role: 'fixed',
      answersTo: ['tray', 'chip tray'],
    }),
    // The bed and its two bright ways.
    part('bed', { box: [1.6, WAYS_Y - 0.84, 0.32], round: 0.01 }, 'paint', {
      at: [0, 0.84, 0],
      color: LATHE_GREEN,
      role: 'main',
      answersTo: ['bed', 'body'],
    }),
    part('way', { box: [1.54, 0.02, 0.05] }, 'steel', {
      ...at([
        [0, WAYS_Y, -0.1],
        [0, WAYS_Y, 0.1],
      ]),
      color: 0xb8bdc3,
      role: 'detail',
      answersTo: ['ways', 'rails'],
    }),
    // The headstock at the left, with its speed levers and a red stop button.
    part('headstock', { box: [0.36, 0.36, 0.38], round: 0.02 }, 'paint', {
      at: [-0.6, WAYS_Y, 0],
      color: LATHE_GREEN,
      role: 'main',
      answersTo: ['headstock', 'head', 'gearbox'],
    }),
    rod('speed_lever', [-0.68, 1.22, 0.19], [-0.68, 1.28, 0.3], 0.012, 'darkMetal', {
      copies: [[0.1, 0, 0]],
      color: 0x2a2d31,
      role: 'fixed',
      answersTo: ['levers', 'lever'],
    }),
    part('stop_button', { cyl: 0.025, r: 0.025 }, 'plastic', {
      turn: [90, 0, 0],
      at: [-0.5, 1.12, 0.19],
      color: 0xd22b2b,
      role: 'accent',
      answersTo: ['button', 'stop button'],
    }),
    // The spindle's three-jaw chuck, and the bar it turns.
    lyingX('chuck', [CHUCK_X + 0.05, AXIS_Y, 0], 0.1, 0.13, 'steel', {
      color: 0x9da3aa,
      role: 'detail',
      answersTo: ['chuck'],
    }),
    part('jaw', { box: [0.04, 0.05, 0.035] }, 'darkMetal', {
      at: [CHUCK_X + 0.1, AXIS_Y + 0.06, 0],
      color: 0x3a3e44,
      role: 'fixed',
      answersTo: ['jaws', 'jaw'],
      repeat: { count: 3, turn: [120, 0, 0], pivot: [CHUCK_X + 0.1, AXIS_Y, 0], max: 4 },
    }),
    lyingX('workpiece', [(BAR_FROM + BAR_TO) / 2, AXIS_Y, 0], BAR_TO - BAR_FROM, 0.045, 'chrome', {
      color: 0xd5d9de,
      role: 'detail',
      answersTo: ['workpiece', 'bar', 'rod', 'stock', 'wood', 'work'],
    }),
    // The tailstock at the right: its body, its quill, the centre in the bar's end and
    // the handwheel that drives it.
    part('tailstock', { box: [0.22, 0.12, 0.28], round: 0.015 }, 'paint', {
      at: [0.55, WAYS_Y, 0],
      color: LATHE_GREEN,
      role: 'main',
      answersTo: ['tailstock'],
    }),
    part('tailstock_barrel', { box: [0.2, 0.12, 0.16], round: 0.03 }, 'paint', {
      at: [0.55, WAYS_Y + 0.11, 0],
      color: LATHE_GREEN,
      role: 'main',
      answersTo: ['tailstock'],
    }),
    lyingX('quill', [0.375, AXIS_Y, 0], 0.15, 0.035, 'steel', {
      color: 0xaeb4ba,
      role: 'fixed',
      answersTo: ['quill', 'centre', 'center'],
    }),
    part('centre', { cyl: 0.06, r: 0.028, rTop: 0.003 }, 'chrome', {
      turn: [0, 0, 90],
      at: [0.3, AXIS_Y, 0],
      color: 0xc9cdd2,
      role: 'fixed',
      answersTo: ['centre', 'center', 'point'],
    }),
    part('tail_wheel', { ring: 0.075, r: 0.011 }, 'darkMetal', {
      turn: [0, 90, 0],
      at: [0.7, AXIS_Y, 0],
      color: 0x33373c,
      role: 'fixed',
      answersTo: ['handwheel', 'wheel', 'handwheels'],
    }),
    lyingX('tail_wheel_hub', [0.685, AXIS_Y, 0], 0.07, 0.018, 'steel', {
      color: 0x9da3aa,
      role: 'fixed',
      answersTo: ['handwheel', 'hub'],
    }),
    // The carriage between them: the saddle on the ways, the cross slide, the tool post
    // and its cutting tool against the bar, and the apron hanging in front with its wheel.
    part('saddle', { box: [0.3, 0.06, 0.42] }, 'paint', {
      at: [0.0, WAYS_Y + 0.02, 0],
      color: LATHE_GREEN,
      role: 'main',
      answersTo: ['carriage', 'saddle'],
    }),
    part('cross_slide', { box: [0.15, 0.05, 0.3] }, 'steel', {
      at: [0.0, WAYS_Y + 0.08, 0.04],
      color: 0x8f969d,
      role: 'detail',
      answersTo: ['carriage', 'slide', 'cross slide'],
    }),
    part('tool_post', { box: [0.08, 0.08, 0.08] }, 'darkMetal', {
      at: [0.0, WAYS_Y + 0.13, 0.1],
      color: 0x3a3e44,
      role: 'fixed',
      answersTo: ['tool post', 'toolpost'],
    }),
    part('tool_bit', { box: [0.018, 0.018, 0.1] }, 'chrome', {
      at: [0.0, AXIS_Y - 0.009, 0.075],
      color: 0xe2c15a,
      role: 'fixed',
      answersTo: ['tool', 'cutter', 'bit', 'cutting tool'],
    }),
    part('apron', { box: [0.32, 0.24, 0.05], round: 0.01 }, 'paint', {
      at: [0.0, 0.8, 0.2],
      color: LATHE_GREEN,
      role: 'main',
      answersTo: ['apron', 'carriage'],
    }),
    part('apron_wheel', { ring: 0.065, r: 0.01 }, 'darkMetal', {
      at: [-0.07, 0.92, 0.245],
      color: 0x33373c,
      role: 'fixed',
      answersTo: ['handwheel', 'wheel', 'handwheels'],
    }),
    rod(
      'apron_wheel_handle',
      [-0.07 + 0.065, 0.92, 0.245],
      [-0.07 + 0.065, 0.92, 0.3],
      0.01,
      'plastic',
      {
        color: 0x1f2124,
        role: 'fixed',
        answersTo: ['handle', 'handwheel'],
      },
    ),
    // The lead screw along the front of the bed.
    lyingX('lead_screw', [0, 0.93, 0.185], 1.5, 0.012, 'steel', {
      color: 0xa8aeb5,
      role: 'fixed',
      answersTo: ['lead screw', 'screw'],
    }),
  ],
};

// --- Transformer -----------------------------------------------------------------------------

const BASE_H = 0.012;
const CORE_W = 0.2;
const CORE_H = 0.17;
const LIMB = 0.036;
const CORE_D = 0.05;
const LIMB_X = CORE_W / 2 - LIMB / 2;
const COIL_R = 0.036;
const COIL_WIRE = 0.0055;
const COIL_STEP = 2 * COIL_WIRE + 0.0005;

/** One winding: turns of copper round a limb, bottom turn at `y0`. */
function winding(name: string, x: number, y0: number, turns: number): KindDecl['parts'][number] {
  return part(name, { ring: COIL_R, r: COIL_WIRE }, 'copper', {
    turn: [90, 0, 0],
    at: [x, y0, 0],
    color: 0xc8713e,
    role: 'accent',
    answersTo: ['coil', 'coils', 'winding', 'windings', 'copper', 'wire'],
    repeat: { count: turns, step: [0, COIL_STEP, 0], max: 12 },
  });
}

const PRIMARY_TURNS = 9;
const SECONDARY_TURNS = 5;
const COIL_Y0 = BASE_H + LIMB + 0.012;
const PRIMARY_TOP = COIL_Y0 + (PRIMARY_TURNS - 1) * COIL_STEP;
const SECONDARY_Y0 = COIL_Y0 + 0.022;
const SECONDARY_TOP = SECONDARY_Y0 + (SECONDARY_TURNS - 1) * COIL_STEP;
const TERMINAL_X = CORE_W / 2 + 0.04;

/** A lead from a winding's turn out and down to its terminal on the base. */
function lead(name: string, side: number, from: V3, z: number): KindDecl['parts'][number] {
  const tx = side * TERMINAL_X;
  return part(
    name,
    {
      sweep: [
        from,
        [from[0] + side * 0.02, from[1], z * 0.6],
        [tx, from[1] * 0.6, z],
        [tx, BASE_H + 0.02, z],
      ],
      r: 0.0028,
    },
    'copper',
    { color: 0xc8713e, role: 'fixed', answersTo: ['leads', 'lead', 'wires', 'wire'] },
  );
}

const transformer: KindDecl = {
  kind: 'transformer',
  nouns: [
    'transformer',
    'transformers',
    'electrical transformer',
    'power transformer',
    'voltage transformer',
    'step-up transformer',
    'step-down transformer',
    'mains transformer',
  ],
  size: [0.19, 0.3],
  parts: [
    // The base board and the four brass terminals the windings' leads end at.
    part('base', { box: [CORE_W + 0.12, BASE_H, 0.12], round: 0.003 }, 'plastic', {
      color: 0x26292d,
      role: 'fixed',
      answersTo: ['base', 'board'],
    }),
    part('terminal', { cyl: 0.02, r: 0.009 }, 'brass', {
      ...at([
        [-TERMINAL_X, BASE_H, -0.03],
        [-TERMINAL_X, BASE_H, 0.03],
        [TERMINAL_X, BASE_H, -0.03],
        [TERMINAL_X, BASE_H, 0.03],
      ]),
      role: 'fixed',
      answersTo: ['terminals', 'terminal', 'contacts'],
    }),
    // The laminated iron core: two limbs and two yokes round a square window, its plates
    // shown as lines across the front.
    part('core_limb', { box: [LIMB, CORE_H - 2 * LIMB, CORE_D] }, 'darkMetal', {
      ...at([
        [-LIMB_X, BASE_H + LIMB, 0],
        [LIMB_X, BASE_H + LIMB, 0],
      ]),
      color: 0x545a62,
      role: 'main',
      answersTo: ['core', 'iron core', 'iron', 'body'],
    }),
    part('core_yoke', { box: [CORE_W, LIMB, CORE_D] }, 'darkMetal', {
      ...at([
        [0, BASE_H, 0],
        [0, BASE_H + CORE_H - LIMB, 0],
      ]),
      color: 0x545a62,
      role: 'main',
      answersTo: ['core', 'iron core', 'iron', 'yoke', 'body'],
    }),
    part('lamination', { box: [CORE_W - 0.004, 0.0016, 0.002] }, 'steel', {
      ...at(
        [BASE_H, BASE_H + CORE_H - LIMB].flatMap((y0) =>
          [1, 2, 3, 4].map((i) => [0, y0 + i * 0.007, CORE_D / 2] as V3),
        ),
      ),
      color: 0x8d949c,
      role: 'fixed',
      answersTo: ['laminations', 'plates'],
    }),
    // The primary winding, more turns, on the left limb; the secondary, fewer, on the right.
    winding('primary', -LIMB_X, COIL_Y0, PRIMARY_TURNS),
    winding('secondary', LIMB_X, SECONDARY_Y0, SECONDARY_TURNS),
    lead('wire_primary_out', -1, [-LIMB_X - COIL_R, PRIMARY_TOP, 0], -0.03),
    lead('wire_primary_in', -1, [-LIMB_X - COIL_R, COIL_Y0, 0], 0.03),
    lead('wire_secondary_out', 1, [LIMB_X + COIL_R, SECONDARY_TOP, 0], -0.03),
    lead('wire_secondary_in', 1, [LIMB_X + COIL_R, SECONDARY_Y0, 0], 0.03),
  ],
};

// --- Laser -----------------------------------------------------------------------------------

const LASER_Y = 0.085;
const HEAD_BACK = -0.3;
const HEAD_LEN = 0.36;
const APERTURE_X = HEAD_BACK + HEAD_LEN;
const TARGET_X = 0.3;

const laser: KindDecl = {
  kind: 'laser',
  nouns: ['laser', 'lasers', 'laser beam', 'laser beams', 'optical maser', 'laser device'],
  size: [0.2, 0.68],
  parts: [
    // The breadboard it is bolted to, with its grid of tapped holes.
    part('breadboard', { box: [0.68, 0.02, 0.24], round: 0.004 }, 'darkMetal', {
      color: 0x3b3f45,
      role: 'fixed',
      answersTo: ['base', 'table', 'board'],
    }),
    part('bolt_hole', { cyl: 0.002, r: 0.006 }, 'plain', {
      ...at(
        [-0.28, -0.14, 0, 0.14, 0.28].flatMap((x) => [-0.08, 0.08].map((z) => [x, 0.02, z] as V3)),
      ),
      color: 0x15171a,
      role: 'fixed',
      answersTo: ['holes'],
    }),
    // The laser head: a long dark tube on two mounts, a yellow warning label on its side,
    // a bright aperture at its front end and the cable out of its back.
    part('mount', { box: [0.05, LASER_Y - 0.02, 0.09] }, 'steel', {
      ...at([
        [HEAD_BACK + 0.07, 0.02, 0],
        [HEAD_BACK + HEAD_LEN - 0.07, 0.02, 0],
      ]),
      color: 0x9aa0a7,
      role: 'fixed',
      answersTo: ['mounts', 'mount', 'stand'],
    }),
    lyingX('head', [HEAD_BACK + HEAD_LEN / 2, LASER_Y + 0.02, 0], HEAD_LEN, 0.048, 'plastic', {
      color: 0x23262b,
      role: 'accent',
      answersTo: ['head', 'body', 'tube', 'housing', 'casing'],
    }),
    part('warning_label', { box: [0.07, 0.045, 0.002] }, 'plain', {
      at: [HEAD_BACK + 0.15, LASER_Y - 0.003, 0.0475],
      color: 0xf2c417,
      role: 'fixed',
      answersTo: ['label', 'warning label', 'sticker'],
    }),
    part('warning_mark', { cyl: 0.002, r: 0.012 }, 'plain', {
      turn: [90, 0, 0],
      at: [HEAD_BACK + 0.15, LASER_Y + 0.02, 0.049],
      color: 0x1a1a1a,
      role: 'fixed',
      answersTo: ['label'],
    }),
    lyingX('aperture', [APERTURE_X + 0.015, LASER_Y + 0.02, 0], 0.03, 0.022, 'chrome', {
      color: 0xc5cad0,
      role: 'fixed',
      answersTo: ['aperture', 'lens', 'nozzle'],
    }),
    part(
      'cable',
      {
        sweep: [
          [HEAD_BACK, LASER_Y + 0.02, 0],
          [HEAD_BACK - 0.03, LASER_Y + 0.01, 0.02],
          [HEAD_BACK - 0.04, 0.03, 0.07],
          [HEAD_BACK - 0.02, 0.025, 0.11],
        ],
        r: 0.006,
      },
      'rubber',
      { role: 'fixed', answersTo: ['cable', 'cord', 'wire'] },
    ),
    // The beam, straight and bright, from the aperture to the spot on a small target.
    lyingX(
      'beam',
      [(APERTURE_X + 0.03 + TARGET_X) / 2, LASER_Y + 0.02, 0],
      TARGET_X - APERTURE_X - 0.03,
      0.008,
      'plain',
      {
        color: 0xf01010,
        role: 'main',
        answersTo: ['beam', 'light', 'ray'],
      },
    ),
    part('target', { box: [0.012, 0.13, 0.1] }, 'plain', {
      turn: [0, 40, 0],
      at: [TARGET_X + 0.006, 0.02, 0],
      color: 0xf1f1ee,
      role: 'fixed',
      answersTo: ['target', 'screen', 'card'],
    }),
    part('spot', { ball: 0.016 }, 'redLight', {
      at: [TARGET_X - 0.003, LASER_Y + 0.02, 0],
      color: 0xff1a1a,
      role: 'main',
      answersTo: ['beam', 'spot', 'dot', 'light'],
    }),
  ],
};

// --- GPS -------------------------------------------------------------------------------------

const GPS_W = 0.13;
const GPS_H = 0.085;
const GPS_Y = 0.075;
const GPS_TILT = -12;
/** A point on the screen's face, (u, v) from its centre, tilted back with the unit. */
const SCREEN_Z = 0.0105;
const MAP_GREEN = 0xcfe3b4;

const gps: KindDecl = {
  kind: 'gps',
  nouns: [
    'gps',
    'gps device',
    'gps unit',
    'gps navigator',
    'gps receiver',
    'sat nav',
    'satnav',
    'sat-nav',
    'satellite navigation',
    'navigation system',
    'global positioning system',
  ],
  size: [0.13, 0.13],
  parts: [
    // The windscreen suction mount: its cup, its arm and the ball joint behind the unit.
    part('suction_cup', { cyl: 0.016, r: 0.032, rTop: 0.012 }, 'rubber', {
      at: [0, 0, -0.075],
      color: 0x2a2c30,
      role: 'fixed',
      answersTo: ['mount', 'suction cup', 'cup'],
    }),
    part(
      'arm',
      {
        sweep: [
          [0, 0.014, -0.075],
          [0, 0.045, -0.07],
          [0, GPS_Y - 0.005, -0.045],
          [0, GPS_Y + 0.005, -0.02],
        ],
        r: 0.006,
      },
      'plastic',
      { color: 0x2a2c30, role: 'fixed', answersTo: ['mount', 'arm'] },
    ),
    part('joint', { ball: 0.011 }, 'plastic', {
      at: [0, GPS_Y + 0.005, -0.016],
      color: 0x2a2c30,
      role: 'fixed',
      answersTo: ['mount'],
    }),
    // The unit: a black bezel round the map screen, tilted back.
    part('bezel', { box: [GPS_W, GPS_H, 0.02], round: 0.006 }, 'plastic', {
      turn: [GPS_TILT, 0, 0],
      at: [0, GPS_Y - GPS_H / 2, 0],
      color: 0x1d1f23,
      role: 'accent',
      answersTo: ['body', 'case', 'frame', 'bezel'],
    }),
    part('screen', { box: [GPS_W - 0.014, GPS_H - 0.014, 0.002] }, 'plain', {
      turn: [GPS_TILT, 0, 0],
      at: [0, GPS_Y - (GPS_H - 0.014) / 2, SCREEN_Z],
      color: MAP_GREEN,
      role: 'fixed',
      answersTo: ['screen', 'map', 'display'],
    }),
    // The map: white streets, the route in blue, the car's arrow where the route starts.
    part('street', { box: [GPS_W - 0.016, 0.005, 0.001] }, 'plain', {
      turn: [GPS_TILT, 0, 0],
      ...at([
        [0, GPS_Y - 0.0025 + 0.02, SCREEN_Z + 0.0015],
        [0, GPS_Y - 0.0025 - 0.018, SCREEN_Z + 0.0015],
      ]),
      color: 0xffffff,
      role: 'fixed',
      answersTo: ['streets', 'roads', 'map'],
    }),
    part('cross_street', { box: [0.005, GPS_H - 0.016, 0.001] }, 'plain', {
      turn: [GPS_TILT, 0, 0],
      ...at([
        [-0.032, GPS_Y - (GPS_H - 0.016) / 2, SCREEN_Z + 0.0015],
        [0.03, GPS_Y - (GPS_H - 0.016) / 2, SCREEN_Z + 0.0015],
      ]),
      color: 0xffffff,
      role: 'fixed',
      answersTo: ['streets', 'roads', 'map'],
    }),
    part('route', { box: [0.066, 0.006, 0.001] }, 'plain', {
      turn: [GPS_TILT, 0, 0],
      at: [-0.001, GPS_Y - 0.003 - 0.018, SCREEN_Z + 0.0025],
      color: 0x1f6fe0,
      role: 'main',
      answersTo: ['route', 'line', 'path'],
    }),
    part('route_turn', { box: [0.006, 0.044, 0.001] }, 'plain', {
      turn: [GPS_TILT, 0, 0],
      at: [0.03, GPS_Y - 0.018, SCREEN_Z + 0.0025],
      color: 0x1f6fe0,
      role: 'main',
      answersTo: ['route', 'line', 'path'],
    }),
    part(
      'arrow',
      {
        extrude: [
          [0, 0.013],
          [0.009, -0.008],
          [0, -0.003],
          [-0.009, -0.008],
        ],
        depth: 0.002,
      },
      'plain',
      {
        turn: [GPS_TILT, 0, 0],
        at: [-0.034, GPS_Y - 0.018, SCREEN_Z + 0.0035],
        color: 0xe8452c,
        role: 'fixed',
        answersTo: ['arrow', 'cursor', 'car'],
      },
    ),
    // The bar along the screen's top with the distance to the turn.
    part('info_bar', { box: [GPS_W - 0.014, 0.012, 0.001] }, 'plain', {
      turn: [GPS_TILT, 0, 0],
      at: [0, GPS_Y + (GPS_H - 0.014) / 2 - 0.012, SCREEN_Z + 0.0015],
      color: 0x2f8a4a,
      role: 'fixed',
      answersTo: ['bar', 'banner'],
    }),
  ],
};

// --- Sonar -----------------------------------------------------------------------------------

const SONAR_R = 0.2;
const SONAR_CY = 1.05;
const SONAR_FRONT = 0.21;
const SONAR_GREEN = 0x3cf07a;

const sonar: KindDecl = {
  kind: 'sonar',
  nouns: [
    'sonar',
    'sonars',
    'sonar screen',
    'sonar display',
    'sonar console',
    'echo sounder',
    'asdic',
    'fish finder',
    'fishfinder',
    'depth sounder',
  ],
  size: [1.5, 0.7],
  parts: [
    // The grey console cabinet, its top sloping back.
    part('console', { box: [0.7, 1.35, 0.4], round: 0.02 }, 'paint', {
      color: 0x7c858c,
      role: 'accent',
      answersTo: ['console', 'cabinet', 'body', 'case'],
    }),
    part('hood', { box: [0.62, 0.08, 0.12], round: 0.01 }, 'paint', {
      at: [0, 1.32, 0.2],
      color: 0x6a7279,
      role: 'fixed',
      answersTo: ['hood', 'visor'],
    }),
    // The round screen: dark, with the range rings, the cross hairs, the sweep and two blips.
    part('bezel', { ring: SONAR_R + 0.02, r: 0.025 }, 'darkMetal', {
      at: [0, SONAR_CY, SONAR_FRONT - 0.005],
      color: 0x2e3338,
      role: 'fixed',
      answersTo: ['bezel', 'frame'],
    }),
    part('screen', { cyl: 0.012, r: SONAR_R }, 'plain', {
      turn: [90, 0, 0],
      at: [0, SONAR_CY, SONAR_FRONT - 0.01],
      color: 0x0c2a18,
      role: 'fixed',
      answersTo: ['screen', 'display'],
    }),
    part('range_ring', { ring: SONAR_R / 3, r: 0.0035 }, 'plain', {
      at: [0, SONAR_CY, SONAR_FRONT + 0.003],
      color: SONAR_GREEN,
      role: 'main',
      answersTo: ['rings', 'ring', 'circles'],
    }),
    part('range_ring_mid', { ring: (2 * SONAR_R) / 3, r: 0.0035 }, 'plain', {
      at: [0, SONAR_CY, SONAR_FRONT + 0.003],
      color: SONAR_GREEN,
      role: 'main',
      answersTo: ['rings', 'ring', 'circles'],
    }),
    part('range_ring_outer', { ring: SONAR_R - 0.01, r: 0.0035 }, 'plain', {
      at: [0, SONAR_CY, SONAR_FRONT + 0.003],
      color: SONAR_GREEN,
      role: 'main',
      answersTo: ['rings', 'ring', 'circles'],
    }),
    part('cross_hair', { box: [2 * SONAR_R - 0.02, 0.004, 0.002] }, 'plain', {
      at: [0, SONAR_CY - 0.002, SONAR_FRONT + 0.002],
      color: SONAR_GREEN,
      role: 'main',
      answersTo: ['lines', 'cross'],
    }),
    part('cross_hair_v', { box: [0.004, 2 * SONAR_R - 0.02, 0.002] }, 'plain', {
      at: [0, SONAR_CY - SONAR_R + 0.01, SONAR_FRONT + 0.002],
      color: SONAR_GREEN,
      role: 'main',
      answersTo: ['lines', 'cross'],
    }),
    part('sweep', { box: [SONAR_R - 0.01, 0.012, 0.002] }, 'plain', {
      turn: [0, 0, 35],
      at: [
        ((SONAR_R - 0.01) / 2) * Math.cos((35 * Math.PI) / 180),
        SONAR_CY + ((SONAR_R - 0.01) / 2) * Math.sin((35 * Math.PI) / 180) - 0.006,
        SONAR_FRONT + 0.005,
      ],
      color: 0x9dffc0,
      role: 'main',
      answersTo: ['sweep', 'beam', 'line'],
    }),
    part('blip', { ball: 0.012 }, 'plain', {
      ...at([
        [0.07, SONAR_CY + 0.1, SONAR_FRONT + 0.004],
        [-0.11, SONAR_CY - 0.06, SONAR_FRONT + 0.004],
      ]),
      color: 0xc8ffd8,
      role: 'fixed',
      answersTo: ['blips', 'blip', 'contacts', 'dots'],
    }),
    // The controls under the screen: a row of knobs and two lamps.
    part('knob', { cyl: 0.03, r: 0.025 }, 'plastic', {
      turn: [90, 0, 0],
      ...at([-0.2, -0.07, 0.07, 0.2].map((x) => [x, 0.7, 0.2] as V3)),
      color: 0x1c1e21,
      role: 'fixed',
      answersTo: ['knobs', 'knob', 'dials', 'controls'],
    }),
    part('lamp', { ball: 0.016 }, 'redLight', {
      ...at([
        [-0.22, 0.56, 0.2],
        [-0.15, 0.56, 0.2],
      ]),
      colors: [0xe53935],
      color: 0xe53935,
      role: 'fixed',
      answersTo: ['lights', 'lamps'],
    }),
    part('panel', { box: [0.6, 0.3, 0.01] }, 'darkMetal', {
      at: [0, 0.5, 0.2],
      color: 0x4a5157,
      role: 'fixed',
      answersTo: ['panel', 'controls'],
    }),
  ],
};

// --- Telescopic sight ------------------------------------------------------------------------

const SCOPE_Y = 0.045;
const TUBE_R = 0.0127;
const TUBE_HALF = 0.12;
const OBJ_R = 0.027;
const EYE_R = 0.021;
const SCOPE_BLACK = 0x1d1e21;

const telescopicSight: KindDecl = {
  kind: 'telescopic sight',
  nouns: [
    'telescopic sight',
    'telescopic sights',
    'telescope sight',
    'rifle scope',
    'rifle scopes',
    'riflescope',
    'sniper scope',
    'scope sight',
    'gunsight',
    'gun sight',
  ],
  size: [0.08, 0.42],
  parts: [
    // The rail it is clamped to, with its cross slots.
    part('rail', { box: [0.24, 0.01, 0.022] }, 'darkMetal', {
      color: 0x2b2d31,
      role: 'fixed',
      answersTo: ['rail', 'mount', 'base'],
    }),
    part('rail_slot', { box: [0.006, 0.002, 0.023] }, 'darkMetal', {
      ...at(
        [-0.1, -0.075, -0.05, -0.025, 0, 0.025, 0.05, 0.075, 0.1].map((x) => [x, 0.009, 0] as V3),
      ),
      color: 0x121315,
      role: 'fixed',
      answersTo: ['rail'],
    }),
    // Two scope rings holding the tube.
    part('ring_base', { box: [0.024, SCOPE_Y - 0.01 - TUBE_R, 0.03] }, 'darkMetal', {
      ...at([
        [-0.065, 0.01, 0],
        [0.065, 0.01, 0],
      ]),
      color: 0x2b2d31,
      role: 'fixed',
      answersTo: ['rings', 'mount', 'mounts'],
    }),
    part('scope_ring', { ring: TUBE_R + 0.004, r: 0.0045 }, 'darkMetal', {
      turn: [0, 90, 0],
      ...at([
        [-0.065, SCOPE_Y, 0],
        [0.065, SCOPE_Y, 0],
      ]),
      color: 0x2b2d31,
      role: 'fixed',
      answersTo: ['rings', 'mount', 'mounts'],
    }),
    // The main tube, the objective bell and housing at the front (+X), the eyepiece behind.
    lyingX('tube', [0, SCOPE_Y, 0], 2 * TUBE_HALF, TUBE_R, 'darkMetal', {
      color: SCOPE_BLACK,
      role: 'main',
      answersTo: ['tube', 'body', 'scope'],
    }),
    part('objective_bell', { cyl: 0.05, r: TUBE_R, rTop: OBJ_R }, 'darkMetal', {
      turn: [0, 0, -90],
      at: [TUBE_HALF, SCOPE_Y, 0],
      color: SCOPE_BLACK,
      role: 'main',
      answersTo: ['bell', 'objective', 'body'],
    }),
    lyingX('objective', [TUBE_HALF + 0.075, SCOPE_Y, 0], 0.05, OBJ_R, 'darkMetal', {
      color: SCOPE_BLACK,
      role: 'main',
      answersTo: ['objective', 'body'],
    }),
    lyingX('objective_lens', [TUBE_HALF + 0.1, SCOPE_Y, 0], 0.004, OBJ_R - 0.003, 'glass', {
      color: 0x27487a,
      role: 'fixed',
      answersTo: ['lens', 'lenses', 'glass'],
    }),
    part('eyepiece_bell', { cyl: 0.035, r: TUBE_R, rTop: EYE_R }, 'darkMetal', {
      turn: [0, 0, 90],
      at: [-TUBE_HALF, SCOPE_Y, 0],
      color: SCOPE_BLACK,
      role: 'main',
      answersTo: ['eyepiece', 'body'],
    }),
    lyingX('eyepiece', [-TUBE_HALF - 0.07, SCOPE_Y, 0], 0.07, EYE_R, 'darkMetal', {
      color: SCOPE_BLACK,
      role: 'main',
      answersTo: ['eyepiece', 'ocular'],
    }),
    lyingX('eyecup', [-TUBE_HALF - 0.109, SCOPE_Y, 0], 0.01, EYE_R + 0.002, 'rubber', {
      role: 'fixed',
      answersTo: ['eyecup', 'eyepiece'],
    }),
    lyingX('eyepiece_lens', [-TUBE_HALF - 0.114, SCOPE_Y, 0], 0.003, EYE_R - 0.004, 'glass', {
      color: 0x27487a,
      role: 'fixed',
      answersTo: ['lens', 'lenses', 'glass'],
    }),
    // The turret saddle in the middle, its elevation knob on top, windage knob at the side.
    part('saddle', { box: [0.05, 0.03, 0.034], round: 0.006 }, 'darkMetal', {
      at: [0, SCOPE_Y - 0.015, 0],
      color: SCOPE_BLACK,
      role: 'main',
      answersTo: ['saddle', 'turret housing'],
    }),
    part('elevation_turret', { cyl: 0.022, r: 0.012 }, 'darkMetal', {
      at: [0, SCOPE_Y + 0.015, 0],
      color: 0x2f3034,
      role: 'accent',
      answersTo: ['turrets', 'turret', 'knobs', 'knob'],
    }),
    part('windage_turret', { cyl: 0.022, r: 0.012 }, 'darkMetal', {
      turn: [90, 0, 0],
      at: [0, SCOPE_Y, 0.017],
      color: 0x2f3034,
      role: 'accent',
      answersTo: ['turrets', 'turret', 'knobs', 'knob'],
    }),
    part('power_ring', { ring: EYE_R + 0.001, r: 0.0025 }, 'steel', {
      turn: [0, 90, 0],
      at: [-TUBE_HALF - 0.045, SCOPE_Y, 0],
      color: 0x9aa0a7,
      role: 'fixed',
      answersTo: ['ring', 'zoom ring'],
    }),
  ],
};

// --- CT scanner ------------------------------------------------------------------------------

const BORE_Y = 1.0;
const BORE_R = 0.38;
const GANTRY_D = 0.8;

const ctScanner: KindDecl = {
  kind: 'ct scanner',
  nouns: [
    'ct scanner',
    'ct scanners',
    'cat scanner',
    'ct machine',
    'ct scan machine',
    'computed tomography scanner',
    'medical scanner',
    'body scanner',
    'mri machine',
    'mri scanner',
  ],
  size: [1.95, 2.7],
  parts: [
    // The gantry: a rounded white block round the bore, a blue band on its face.
    part('gantry', { box: [1.9, 1.9, GANTRY_D], round: 0.22 }, 'plastic', {
      at: [0, BORE_Y - 0.95, 0],
      minus: [
        {
          shape: { cyl: GANTRY_D + 0.2, r: BORE_R },
          turn: [90, 0, 0],
          at: [0, BORE_Y, -GANTRY_D / 2 - 0.1],
        },
      ],
      color: 0xf1f2f4,
      role: 'main',
      answersTo: ['gantry', 'body', 'ring', 'donut', 'housing'],
    }),
    part(
      'bore',
      {
        lathe: [
          [BORE_R + 0.01, 0],
          [BORE_R + 0.01, GANTRY_D],
        ],
        wall: 0.02,
      },
      'plastic',
      {
        turn: [90, 0, 0],
        at: [0, BORE_Y, -GANTRY_D / 2],
        color: 0x8f98a3,
        role: 'fixed',
        answersTo: ['bore', 'tunnel', 'opening'],
      },
    ),
    part('bore_trim', { ring: BORE_R, r: 0.035 }, 'plastic', {
      at: [0, BORE_Y, GANTRY_D / 2],
      color: 0xc9ced6,
      role: 'fixed',
      answersTo: ['bore', 'opening', 'tunnel'],
    }),
    part('band', { ring: 0.62, r: 0.045, arc: 300, from: -60 }, 'plastic', {
      at: [0, BORE_Y, GANTRY_D / 2 + 0.005],
      color: 0x2f6fd0,
      role: 'accent',
      answersTo: ['band', 'stripe', 'trim'],
    }),
    part('display', { box: [0.26, 0.16, 0.02], round: 0.01 }, 'plastic', {
      at: [-0.55, BORE_Y + 0.45, GANTRY_D / 2],
      color: 0x1c2733,
      role: 'fixed',
      answersTo: ['display', 'screen', 'panel'],
    }),
    part('display_glow', { box: [0.22, 0.12, 0.004] }, 'plain', {
      at: [-0.55, BORE_Y + 0.47, GANTRY_D / 2 + 0.02],
      color: 0x6fc3ee,
      role: 'fixed',
      answersTo: ['display', 'screen'],
    }),
    // The patient table: its pedestal in front, the long cradle running into the bore, a pad
    // and a pillow on it.
    part('table_base', { box: [0.5, 0.8, 0.9], round: 0.05 }, 'plastic', {
      at: [0, 0, 1.35],
      color: 0xe4e6ea,
      role: 'main',
      answersTo: ['table', 'base', 'pedestal'],
    }),
    part('cradle', { box: [0.55, 0.08, 2.5], round: 0.03 }, 'plastic', {
      at: [0, 0.8, 0.95],
      color: 0xd9dce1,
      role: 'fixed',
      answersTo: ['table', 'bed', 'cradle', 'couch'],
    }),
    part('pad', { box: [0.5, 0.05, 2.2], round: 0.02 }, 'fabric', {
      at: [0, 0.88, 1.0],
      color: 0x5b6f8c,
      role: 'fixed',
      answersTo: ['pad', 'mattress', 'cushion'],
    }),
    part('pillow', { box: [0.4, 0.07, 0.25], round: 0.03 }, 'fabric', {
      at: [0, 0.93, 0.05],
      color: 0xf5f6f8,
      role: 'fixed',
      answersTo: ['pillow', 'headrest'],
    }),
    part('plinth', { box: [1.7, 0.06, 0.7] }, 'plastic', {
      color: 0xb9bec6,
      role: 'fixed',
      answersTo: ['plinth', 'base'],
    }),
  ],
};

// --- Scuba tank ------------------------------------------------------------------------------

const TANK_R = 0.09;
const TANK_TOP = 0.66;
const VALVE_Y = TANK_TOP - 0.005;
const FIRST_STAGE_Y = VALVE_Y + 0.06;

const scubaTank: KindDecl = {
  kind: 'scuba tank',
  nouns: [
    'scuba tank',
    'scuba tanks',
    'scuba',
    'scuba gear',
    'scuba set',
    'scuba cylinder',
    'aqualung',
    'aqua-lung',
    'dive tank',
    'diving tank',
    'diving cylinder',
  ],
  size: [0.78, 0.42],
  parts: [
    // The tank: a tall cylinder with a domed shoulder, standing in its rubber boot.
    part(
      'tank',
      {
        lathe: [
          [0.001, 0.02],
          [TANK_R - 0.004, 0.022],
          [TANK_R, 0.05],
          [TANK_R, 0.54],
          [TANK_R - 0.015, 0.6],
          [0.045, 0.645],
          [0.022, TANK_TOP],
          [0.001, TANK_TOP],
        ],
        smooth: true,
      },
      'paint',
      {
        color: 0xf2c318,
        role: 'main',
        answersTo: ['tank', 'cylinder', 'bottle', 'body'],
      },
    ),
    part('boot', { cyl: 0.09, r: TANK_R + 0.006 }, 'rubber', {
      role: 'fixed',
      answersTo: ['boot', 'base'],
    }),
    part('band', { cyl: 0.06, r: TANK_R + 0.002 }, 'paint', {
      at: [0, 0.44, 0],
      color: 0xf4f4f2,
      role: 'accent',
      answersTo: ['band', 'stripe', 'label'],
    }),
    // The harness: two cam straps round the tank and the backplate behind it.
    part('strap', { ring: TANK_R + 0.006, r: 0.008 }, 'fabric', {
      turn: [90, 0, 0],
      ...at([
        [0, 0.2, 0],
        [0, 0.36, 0],
      ]),
      color: 0x1d1f23,
      role: 'fixed',
      answersTo: ['straps', 'strap', 'harness'],
    }),
    part('backplate', { box: [0.2, 0.46, 0.02], round: 0.01 }, 'darkMetal', {
      at: [0, 0.12, -TANK_R - 0.02],
      color: 0x2a2d31,
      role: 'fixed',
      answersTo: ['backplate', 'harness', 'back'],
    }),
    // The valve on top with its knob, and the regulator's first stage on it.
    part('valve', { cyl: 0.05, r: 0.022 }, 'chrome', {
      at: [0, VALVE_Y, 0],
      color: 0xc9cdd2,
      role: 'fixed',
      answersTo: ['valve'],
    }),
    lyingX('valve_knob', [-0.045, VALVE_Y + 0.03, 0], 0.03, 0.022, 'rubber', {
      role: 'fixed',
      answersTo: ['knob', 'valve'],
    }),
    lyingX('first_stage', [0.02, FIRST_STAGE_Y, 0], 0.07, 0.024, 'chrome', {
      color: 0xc0c5cb,
      role: 'fixed',
      answersTo: ['regulator', 'first stage'],
    }),
    // A hose to the second stage and its mouthpiece, hanging at the right front; a hose
    // to the pressure gauge, hanging at the left front.
    part(
      'hose',
      {
        sweep: [
          [0.055, FIRST_STAGE_Y, 0],
          [0.12, FIRST_STAGE_Y - 0.02, 0.04],
          [0.15, 0.56, 0.11],
          [0.13, 0.48, 0.13],
        ],
        r: 0.009,
      },
      'rubber',
      { role: 'fixed', answersTo: ['hose', 'hoses'] },
    ),
    part('second_stage', { cyl: 0.035, r: 0.04 }, 'plastic', {
      turn: [90, 0, 0],
      at: [0.13, 0.44, 0.12],
      color: 0x1d1f23,
      role: 'fixed',
      answersTo: ['regulator', 'mouthpiece', 'second stage'],
    }),
    part('purge_button', { cyl: 0.006, r: 0.028 }, 'plastic', {
      turn: [90, 0, 0],
      at: [0.13, 0.44, 0.155],
      color: 0xf2c318,
      role: 'accent',
      answersTo: ['button', 'purge'],
    }),
    part('mouthpiece', { box: [0.03, 0.02, 0.03], round: 0.008 }, 'rubber', {
      at: [0.13, 0.39, 0.12],
      role: 'fixed',
      answersTo: ['mouthpiece'],
    }),
    part(
      'gauge_hose',
      {
        sweep: [
          [-0.015, FIRST_STAGE_Y, 0],
          [-0.09, FIRST_STAGE_Y - 0.03, 0.04],
          [-0.14, 0.5, 0.11],
          [-0.13, 0.36, 0.13],
        ],
        r: 0.008,
      },
      'rubber',
      { role: 'fixed', answersTo: ['hose', 'hoses'] },
    ),
    part('pressure_gauge', { cyl: 0.03, r: 0.038 }, 'rubber', {
      turn: [90, 0, 0],
      at: [-0.13, 0.32, 0.115],
      role: 'fixed',
      answersTo: ['gauge', 'pressure gauge', 'console'],
    }),
    part('gauge_face', { cyl: 0.003, r: 0.03 }, 'plain', {
      turn: [90, 0, 0],
      at: [-0.13, 0.32, 0.145],
      color: 0xf7f7f2,
      role: 'fixed',
      answersTo: ['gauge', 'dial', 'face'],
    }),
    part('gauge_needle', { box: [0.003, 0.024, 0.002] }, 'plain', {
      turn: [0, 0, -40],
      at: [-0.13, 0.32, 0.149],
      color: 0xd32f2f,
      role: 'fixed',
      answersTo: ['needle'],
    }),
  ],
};

export const S30_MACHINES_KINDS: readonly KindDecl[] = [
  lathe,
  transformer,
  laser,
  gps,
  sonar,
  telescopicSight,
  ctScanner,
  scubaTank,
];
