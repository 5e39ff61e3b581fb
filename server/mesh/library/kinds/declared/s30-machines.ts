/**
 * Machines by class (issue #32, session 30, helper machines; docs/decisions.md, "Machines by
 * class, session 30"). A lathe is the machine tool a person pictures in a workshop: a long
 * bed on two pedestal cabinets, the headstock at the left turning a three-jaw chuck that
 * holds a bright round bar, the tailstock's centre pressed into the bar's other end and the
 * carriage between them with its tool post and handwheel. Every shaping machine WordNet files
 * under the lathe's class (a shaper, a milling machine) reaches it as a stand-in
 * (prompt/meaning.ts, FAMILIES). A transformer is the one everyone drew at school: a square
 * laminated iron core with two copper windings on its limbs, more turns on one than the
 * other, their leads running to brass terminals on a base.
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
  nouns: [
    'lathe',
    'lathes',
    'metal lathe',
    'wood lathe',
    'engine lathe',
    'bench lathe',
    'turning lathe',
    'center lathe',
    'centre lathe',
  ],
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
    repeat: { count: turns, step: [0, COIL_STEP, 0], max: 12, word: 'turn' },
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

export const S30_MACHINES_KINDS: readonly KindDecl[] = [lathe, transformer];
