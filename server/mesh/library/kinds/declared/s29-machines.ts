/**
 * Machines and electrical things said often in film subtitles (SUBTLEX-US) and still unknown
 * (issue #32, session 29, helper machines; docs/decisions.md, "Machines, devices and
 * instruments by class"). Each is drawn as the thing a person pictures, so it reads from the
 * default camera: a cartridge fuse, its tube between two metal caps held in the spring clips
 * of a black fuse holder; a jet engine's round nacelle on its transport stand, its intake
 * open to the viewer on a ring of fan blades round a pointed spinner; an LED, the coloured
 * dome on its flanged barrel over two wire legs, the anode longer. Every jet engine WordNet
 * files (a turbofan, a turbojet, a ramjet) reaches the jet engine through its own sense.
 */
import type { KindDecl } from '../../declare.ts';
import { lyingX, part } from './part-shorthand.ts';

// --- Fuse ------------------------------------------------------------------------------------

const FUSE_Y = 0.018;
const FUSE_TUBE = 0.07;
const FUSE_CAP = 0.016;
const CAP_X = FUSE_TUBE / 2 + FUSE_CAP / 2 - 0.002;

const fuse: KindDecl = {
  kind: 'fuse',
  nouns: ['fuse', 'fuses', 'electrical fuse', 'safety fuse', 'cartridge fuse', 'glass fuse'],
  size: [0.03, 0.1],
  parts: [
    // The glass tube, seen through, with the fuse wire inside it.
    lyingX('tube', [0, FUSE_Y, 0], FUSE_TUBE, 0.011, 'glass', {
      color: 0xe4f1f4,
      role: 'main',
      answersTo: ['glass', 'tube', 'body'],
    }),
    part(
      'element',
      {
        sweep: [
          [-FUSE_TUBE / 2, FUSE_Y, 0],
          [-FUSE_TUBE / 4, FUSE_Y - 0.002, 0],
          [0, FUSE_Y - 0.003, 0],
          [FUSE_TUBE / 4, FUSE_Y - 0.002, 0],
          [FUSE_TUBE / 2, FUSE_Y, 0],
        ],
        r: 0.0011,
      },
      'steel',
      { color: 0x8a8f96, role: 'fixed', answersTo: ['wire', 'element', 'filament'] },
    ),
    // The two metal end caps that sit in the fuse holder's clips.
    lyingX('cap', [-CAP_X, FUSE_Y, 0], FUSE_CAP, 0.013, 'chrome', {
      copies: [[2 * CAP_X, 0, 0]],
      role: 'accent',
      answersTo: ['cap', 'caps', 'end cap', 'contacts', 'metal'],
    }),
    // The fuse holder: a black base and the two spring clips the caps sit in.
    part('holder', { box: [0.1, 0.006, 0.03], round: 0.002 }, 'plastic', {
      at: [0, 0, 0],
      color: 0x202124,
      role: 'fixed',
      answersTo: ['holder', 'base'],
    }),
    part('clip', { ring: 0.0142, r: 0.0016, arc: 230, from: -25 }, 'brass', {
      turn: [0, 90, 0],
      at: [-CAP_X, FUSE_Y, 0],
      copies: [[2 * CAP_X, 0, 0]],
      role: 'fixed',
      answersTo: ['clip', 'clips'],
    }),
    part('clip_foot', { box: [0.008, 0.006, 0.022] }, 'brass', {
      at: [-CAP_X, 0.004, 0],
      copies: [[2 * CAP_X, 0, 0]],
      role: 'fixed',
      answersTo: ['clip', 'clips'],
    }),
    // A printed rating band on one cap.
    lyingX('rating', [CAP_X, FUSE_Y, 0], 0.004, 0.0134, 'plain', {
      color: 0x30343a,
      role: 'fixed',
      answersTo: ['rating', 'label'],
    }),
  ],
};

// --- Jet engine ------------------------------------------------------------------------------

const JET_R = 1.0;
const JET_Y = 1.3;
const JET_BACK = -1.6;
const JET_LEN = 3.0;
const FAN_Z = JET_BACK + JET_LEN - 0.55;

const jetEngine: KindDecl = {
  kind: 'jet engine',
  nouns: [
    'jet engine',
    'jet engines',
    'turbofan',
    'turbofan engine',
    'turbojet',
    'turbojet engine',
    'fanjet',
    'jet turbine',
  ],
  size: [2.4, 3.0],
  parts: [
    // The nacelle: a round cowling, its lip open to the front (+Z), closed at the back.
    part(
      'nacelle',
      {
        lathe: [
          [0.62, 0],
          [0.82, 0.45],
          [0.98, 1.5],
          [JET_R, 2.55],
          [0.94, JET_LEN],
        ],
        smooth: true,
        wall: 0.07,
      },
      'paint',
      {
        turn: [90, 0, 0],
        at: [0, JET_Y, JET_BACK],
        color: 0xdfe3e8,
        role: 'main',
        answersTo: ['nacelle', 'cowling', 'casing', 'body'],
      },
    ),
    // The polished lip round the intake.
    part('lip', { ring: 0.93, r: 0.06 }, 'chrome', {
      at: [0, JET_Y, JET_BACK + JET_LEN - 0.02],
      color: 0xb9bec5,
      role: 'fixed',
      answersTo: ['lip', 'intake', 'inlet'],
    }),
    // The dark inside of the intake behind the fan.
    part('intake', { cyl: 0.3, r: 0.86 }, 'darkMetal', {
      turn: [90, 0, 0],
      at: [0, JET_Y, FAN_Z - 0.35],
      color: 0x2b2f35,
      role: 'fixed',
      answersTo: ['intake', 'inside'],
    }),
    // The fan: a ring of broad blades round the hub, just inside the lip.
    part('fan_blade', { box: [0.21, 0.66, 0.03] }, 'steel', {
      at: [0, JET_Y + 0.25, FAN_Z],
      turn: [0, 25, 0],
      color: 0x9aa1a9,
      role: 'detail',
      answersTo: ['fan', 'blades', 'blade', 'fan blades'],
      repeat: { count: 24, turn: [0, 0, 15], pivot: [0, JET_Y, FAN_Z], max: 36, word: 'blade' },
    }),
    part('hub', { cyl: 0.12, r: 0.27 }, 'darkMetal', {
      turn: [90, 0, 0],
      at: [0, JET_Y, FAN_Z - 0.06],
      color: 0x3a3f46,
      role: 'fixed',
      answersTo: ['hub'],
    }),
    // The pointed spinner in the middle of the fan, with its white swirl mark's dot.
    part('spinner', { cyl: 0.42, r: 0.26, rTop: 0.015 }, 'chrome', {
      turn: [90, 0, 0],
      at: [0, JET_Y, FAN_Z + 0.03],
      color: 0x454a52,
      role: 'accent',
      answersTo: ['spinner', 'cone', 'nose cone'],
    }),
    // The exhaust nozzle and its plug at the back.
    part('nozzle', { cyl: 0.45, r: 0.62, rTop: 0.5 }, 'steel', {
      turn: [-90, 0, 0],
      at: [0, JET_Y, JET_BACK + 0.02],
      color: 0x7d838b,
      role: 'fixed',
      answersTo: ['nozzle', 'exhaust'],
    }),
    part('exhaust_plug', { cyl: 0.75, r: 0.3, rTop: 0.02 }, 'darkMetal', {
      turn: [-90, 0, 0],
      at: [0, JET_Y, JET_BACK - 0.2],
      color: 0x4a4f56,
      role: 'fixed',
      answersTo: ['exhaust', 'plug'],
    }),
    // The stand it rests on in the hangar.
    part('cradle', { box: [1.3, 0.16, 0.22] }, 'paint', {
      at: [0, 0.16, -0.9],
      copies: [[0, 0, 1.8]],
      color: 0xe0a21a,
      role: 'fixed',
      answersTo: ['stand', 'cradle'],
    }),
    part('cradle_post', { box: [0.14, 0.32, 0.14] }, 'paint', {
      at: [-0.48, 0.3, -0.9],
      copies: [
        [0.96, 0, 0],
        [0, 0, 1.8],
        [0.96, 0, 1.8],
      ],
      color: 0xe0a21a,
      role: 'fixed',
      answersTo: ['stand'],
    }),
    part('skid', { box: [0.12, 0.16, 2.3] }, 'paint', {
      at: [-0.55, 0, 0],
      copies: [[1.1, 0, 0]],
      color: 0x3a3d42,
      role: 'fixed',
      answersTo: ['stand', 'skid'],
    }),
  ],
};

// --- LED -------------------------------------------------------------------------------------

const LED_LEGS = 0.026;
const LED_R = 0.0026;

const led: KindDecl = {
  kind: 'light-emitting diode',
  nouns: ['light-emitting diode', 'light emitting diode', 'led light', 'led bulb', 'led lamp'],
  size: [0.04, 0.008],
  parts: [
    // The two wire legs, the anode longer than the cathode.
    part('anode', { cyl: LED_LEGS, r: 0.00028 }, 'steel', {
      at: [0.00127, 0, 0],
      color: 0xc4c8cc,
      role: 'fixed',
      answersTo: ['legs', 'leg', 'anode', 'leads', 'wires'],
    }),
    part('cathode', { cyl: LED_LEGS - 0.003, r: 0.00028 }, 'steel', {
      at: [-0.00127, 0.003, 0],
      color: 0xc4c8cc,
      role: 'fixed',
      answersTo: ['legs', 'leg', 'cathode', 'leads', 'wires'],
    }),
    // The coloured epoxy lens: a flanged rim, a short barrel and its round dome.
    part('rim', { cyl: 0.001, r: LED_R + 0.0004 }, 'plastic', {
      at: [0, LED_LEGS, 0],
      color: 0xe0241c,
      role: 'main',
      answersTo: ['rim', 'flange', 'body'],
    }),
    part('body', { cyl: 0.0045, r: LED_R }, 'plastic', {
      at: [0, LED_LEGS + 0.001, 0],
      color: 0xe0241c,
      role: 'main',
      answersTo: ['body', 'lens', 'epoxy'],
    }),
    part('dome', { ball: LED_R }, 'plastic', {
      at: [0, LED_LEGS + 0.0055, 0],
      color: 0xe0241c,
      role: 'main',
      answersTo: ['dome', 'lens', 'body'],
    }),
    // The glowing chip inside its cup, seen through the top.
    part('chip', { ball: 0.0009 }, 'light', {
      at: [0, LED_LEGS + 0.0075, 0],
      color: 0xffd0c0,
      role: 'fixed',
      answersTo: ['chip', 'glow', 'light'],
    }),
  ],
};

export const S29_MACHINES_KINDS: readonly KindDecl[] = [fuse, jetEngine, led];
