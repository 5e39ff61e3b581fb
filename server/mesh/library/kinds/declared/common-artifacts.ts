/**
 * Common man-made things of WordNet's commonest concrete nouns (issue #32, session 17, B1):
 * artifacts that were honest unknowns, abstract readings ("a cloth", "clothes") or stand-ins
 * of the right category but the wrong shape (a banjo built as a guitar, an abacus as a tablet,
 * a telephone receiver as headphones, parallel bars as a bar-room). Each kind takes its class's
 * common nouns (all woven fabrics, all dial gauges, all record players) so WordNet hyponyms
 * reach it through its own sense. Declared as data (library/declare.ts).
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { at, part, rod } from './part-shorthand.ts';
import { ROOM_LOOKS_ALL } from './s27-places.ts';
import { S28_ROOM_LOOKS } from './s28-places.ts';
import { S28_R2_GARDEN_LOOKS, S28_R2_ROOM_LOOKS } from './s28-r2places.ts';
import { S30_GARDEN_LOOKS, S30_ROOM_LOOKS } from './s30-places.ts';

/** A square footprint of half-side `h` (for `plan`). */
function square(h: number): V2[] {
  return [
    [-h, -h],
    [h, -h],
    [h, h],
    [-h, h],
  ];
}

/** Points of a helix about +Y: `turns` turns of radius `r` from `top` down to `bottom`. */
function helix(r: number, top: number, bottom: number, turns: number, x = 0, z = 0): V3[] {
  const n = Math.round(turns * 12);
  return Array.from({ length: n + 1 }, (_, i) => {
    const t = i / n;
    const a = t * turns * 2 * Math.PI;
    return [x + Math.cos(a) * r, top + (bottom - top) * t, z + Math.sin(a) * r] as V3;
  });
}

/** Woven cloth's commonest colours: the seed picks one for the roll and its unrolled length. */
const CLOTH = [0xb8324a, 0x2a5a9a, 0xd8a83a, 0x6a3f8a, 0x2a8a8a];
const CLOTH_2 = [0xe8dcc0, 0x8a6a4a, 0x3a3a4a];
/** Power tools' body colours (makers' liveries). */
const TOOL = [0xf2b620, 0x2a8a3a, 0x2a5aa8, 0xc8321e];

const FABRIC_AND_CLOTHES: readonly KindDecl[] = [
  {
    // A roll of cloth on its cardboard tube with a length unrolled in front of it, folded
    // lengths of other cloths behind: what a draper's shelf shows of "a fabric".
    kind: 'bolt of cloth',
    nouns: [
      'bolt of cloth',
      'cloth',
      'fabric',
      'textile',
      'textiles',
      'roll of fabric',
      'roll of cloth',
      'fabric roll',
      'bolt of fabric',
      'satin',
      'flannel',
      'tweed',
      'gingham',
      'corduroy',
      'cashmere',
      'chiffon',
      'muslin',
      'calico',
      'poplin',
      'serge',
      'gabardine',
      'cheesecloth',
      'terrycloth',
      'tulle',
      'brocade',
      'taffeta',
      'burlap',
    ],
    size: [0.18, 0.75],
    parts: [
      part('roll', { cyl: 0.7, r: 0.09 }, 'fabric', {
        turn: [0, 0, 90],
        at: [0.35, 0.09, -0.05],
        colors: CLOTH,
        answersTo: ['cloth', 'fabric'],
      }),
      part('tube', { cyl: 0.74, r: 0.025 }, 'paper', {
        turn: [0, 0, 90],
        at: [0.37, 0.09, -0.05],
        color: 0xb08a5a,
        role: 'fixed',
      }),
      part('length', { box: [0.66, 0.008, 0.52] }, 'fabric', {
        at: [0, 0, 0.2],
        colors: CLOTH,
        answersTo: ['cloth', 'fabric'],
      }),
      // A check woven in a pale thread: what tells a roll of cloth from a rolled mat.
      part('band', { cyl: 0.012, r: 0.0915 }, 'fabric', {
        turn: [0, 0, 90],
        ...at([-0.25, -0.13, -0.01, 0.11, 0.23, 0.35].map((x) => [x, 0.09, -0.05] as V3)),
        color: 0xf4efe2,
        role: 'fixed',
      }),
      part('check_x', { box: [0.012, 0.004, 0.52] }, 'fabric', {
        ...at([-0.26, -0.14, -0.02, 0.1, 0.22].map((x) => [x, 0.006, 0.2] as V3)),
        color: 0xf4efe2,
        role: 'fixed',
      }),
      part('check_z', { box: [0.66, 0.004, 0.012] }, 'fabric', {
        ...at([0.1, 0.22, 0.34].map((z) => [0, 0.006, z] as V3)),
        color: 0xf4efe2,
        role: 'fixed',
      }),
      part('folded', { box: [0.3, 0.04, 0.22], round: 0.012 }, 'fabric', {
        ...at([
          [-0.16, 0, -0.25],
          [-0.15, 0.04, -0.25],
        ]),
        colors: CLOTH_2,
        role: 'accent',
      }),
    ],
  },
  {
    // Folded garments in a stack: jeans, a white shirt, a red jumper, a T-shirt on top whose
    // collar shows — "clothes" as a person lays them out.
    kind: 'pile of clothes',
    nouns: [
      'pile of clothes',
      'clothes',
      'clothing',
      'garments',
      'folded clothes',
      'stack of clothes',
      'pile of laundry',
      'laundry',
      'attire',
      'garb',
      'apparel',
    ],
    size: [0.22, 0.36],
    parts: [
      part('jeans', { box: [0.34, 0.05, 0.26], round: 0.02 }, 'fabric', {
        color: 0x3b5b8c,
        role: 'detail',
      }),
      part('shirt', { box: [0.33, 0.045, 0.25], round: 0.02 }, 'fabric', {
        at: [0.01, 0.05, -0.005],
        color: 0xf0f0ec,
        role: 'detail',
      }),
      part('jumper', { box: [0.34, 0.055, 0.26], round: 0.022 }, 'fabric', {
        at: [-0.008, 0.095, 0.004],
        color: 0xb8323a,
        role: 'accent',
      }),
      part('top', { box: [0.32, 0.04, 0.25], round: 0.018 }, 'fabric', {
        at: [0.005, 0.15, 0],
        colors: [0x8ab4d8, 0x3a8a5a, 0xe8c84a],
        answersTo: ['shirt'],
      }),
      // The folded shirt on top shows its collar at the far end and its buttons down the
      // middle: what tells a stack of clothes from a stack of towels.
      part('collar', { box: [0.13, 0.02, 0.05], round: 0.008 }, 'fabric', {
        at: [0.005, 0.188, -0.085],
        color: 0xf4f4f4,
        role: 'fixed',
      }),
      part('collar_point', { box: [0.05, 0.012, 0.05] }, 'fabric', {
        turn: [0, 40, 0],
        at: [-0.02, 0.188, -0.05],
        copies: [[0.05, 0, 0]],
        color: 0xf4f4f4,
        role: 'fixed',
      }),
      part('placket', { box: [0.02, 0.006, 0.17] }, 'fabric', {
        at: [0.005, 0.189, 0.03],
        color: 0xf4f4f4,
        role: 'fixed',
      }),
      part('button', { cyl: 0.004, r: 0.006 }, 'plastic', {
        ...at([-0.02, 0.03, 0.08].map((z) => [0.005, 0.194, z] as V3)),
        color: 0x2a2a2a,
        role: 'fixed',
      }),
      part('sleeve', { box: [0.06, 0.012, 0.2], round: 0.005 }, 'fabric', {
        turn: [0, -12, 0],
        at: [-0.1, 0.188, 0.01],
        colors: [0x8ab4d8, 0x3a8a5a, 0xe8c84a],
        answersTo: ['shirt'],
      }),
    ],
  },
  {
    // A coil of copper wire lying flat, one end led off.
    kind: 'coil of wire',
    nouns: ['coil of wire', 'wire', 'electric wire', 'wire coil', 'spool of wire'],
    size: [0.08, 0.4],
    parts: [
      part('coil', { ring: 0.11, r: 0.007 }, 'copper', {
        turn: [90, 0, 0],
        ...at(Array.from({ length: 6 }, (_, i) => [(i % 2) * 0.004, 0.007 + i * 0.012, 0] as V3)),
        answersTo: ['wire'],
      }),
      part(
        'end',
        {
          sweep: [
            [0.11, 0.067, 0],
            [0.17, 0.05, 0.05],
            [0.24, 0.02, 0.09],
            [0.3, 0.007, 0.1],
          ],
          r: 0.007,
        },
        'copper',
        { answersTo: ['wire'] },
      ),
    ],
  },
];

/** A knight's plate armour on a stand, the helmet's visor slit dark. */
const ARMOR: KindDecl = {
  kind: 'suit of armor',
  nouns: ['suit of armor', 'suit of armour', 'armor', 'armour', 'body armor', 'knight armor'],
  size: [1.9, 0.65],
  parts: [
    part('stand', { box: [0.6, 0.08, 0.45] }, 'darkWood', { role: 'detail', answersTo: ['base'] }),
    rod('leg', [0.1, 0.14, 0], [0.1, 0.86, 0], 0.07, 'steel', { mirror: true }),
    part('foot', { box: [0.12, 0.07, 0.26], round: 0.02 }, 'steel', {
      at: [0.1, 0.08, 0.04],
      mirror: true,
    }),
    part('knee', { ball: 0.078 }, 'steel', { at: [0.1, 0.5, 0.03], mirror: true }),
    part('skirt', { cyl: 0.2, r: 0.2, rTop: 0.17 }, 'steel', { at: [0, 0.8, 0] }),
    part('belt', { cyl: 0.04, r: 0.19 }, 'leather', {
      at: [0, 0.98, 0],
      color: 0x4a2e1a,
      role: 'detail',
    }),
    part('breastplate', { ellipsoid: [0.22, 0.3, 0.16] }, 'steel', {
      at: [0, 1.2, 0],
      answersTo: ['chest'],
    }),
    part('pauldron', { ellipsoid: [0.12, 0.09, 0.13] }, 'steel', {
      at: [0.25, 1.42, 0],
      mirror: true,
      answersTo: ['shoulder'],
    }),
    rod('arm', [0.27, 1.38, 0], [0.31, 0.98, 0.05], 0.055, 'steel', { mirror: true }),
    part('gauntlet', { ellipsoid: [0.06, 0.08, 0.05] }, 'steel', {
      at: [0.31, 0.92, 0.06],
      mirror: true,
      answersTo: ['glove', 'hand'],
    }),
    part('gorget', { cyl: 0.07, r: 0.09 }, 'steel', { at: [0, 1.47, 0] }),
    rod('helmet', [0, 1.63, 0], [0, 1.72, 0], 0.12, 'steel'),
    part('visor', { box: [0.17, 0.016, 0.05] }, 'plain', {
      at: [0, 1.66, 0.095],
      color: 0x111111,
      role: 'fixed',
    }),
    part('plume', { ellipsoid: [0.03, 0.1, 0.09] }, 'feathers', {
      at: [0, 1.86, -0.04],
      color: 0xb8242a,
      role: 'accent',
      optional: 0.5,
    }),
  ],
};

const SOUND_AND_MUSIC: readonly KindDecl[] = [
  {
    // A modern turntable: a wooden plinth, a black record with a red label, the tone arm.
    kind: 'record player',
    nouns: ['record player', 'turntable', 'record deck', 'hi-fi turntable', 'vinyl player'],
    size: [0.14, 0.45],
    parts: [
      part('plinth', { box: [0.45, 0.1, 0.36], round: 0.01 }, 'wood', { answersTo: ['base'] }),
      part('platter', { cyl: 0.02, r: 0.15 }, 'darkMetal', { at: [-0.05, 0.1, 0], role: 'detail' }),
      part('record', { cyl: 0.006, r: 0.148 }, 'plastic', {
        at: [-0.05, 0.12, 0],
        color: 0x121212,
        role: 'fixed',
        answersTo: ['vinyl'],
      }),
      part('label', { cyl: 0.003, r: 0.045 }, 'paper', {
        at: [-0.05, 0.126, 0],
        color: 0xc8282a,
        role: 'accent',
      }),
      part('spindle', { cyl: 0.016, r: 0.004 }, 'steel', { at: [-0.05, 0.126, 0], role: 'fixed' }),
      part('pivot', { cyl: 0.04, r: 0.025 }, 'steel', { at: [0.16, 0.1, -0.11], role: 'detail' }),
      rod('tonearm', [0.16, 0.136, -0.11], [0.03, 0.136, 0.06], 0.006, 'steel', {
        role: 'detail',
        answersTo: ['arm'],
      }),
      part('headshell', { box: [0.022, 0.012, 0.04] }, 'plastic', {
        at: [0.03, 0.126, 0.075],
        color: 0x222222,
        role: 'fixed',
      }),
      part('knob', { cyl: 0.012, r: 0.014 }, 'steel', {
        ...at([
          [0.17, 0.1, 0.12],
          [0.17, 0.1, 0.155],
        ]),
        role: 'fixed',
      }),
    ],
  },
  {
    // The horn gramophone: a wooden box with a crank, a record on top, a brass horn.
    kind: 'gramophone',
    nouns: ['gramophone', 'phonograph', 'victrola', 'horn gramophone', 'wind-up gramophone'],
    size: [0.6, 0.5],
    parts: [
      part('box', { box: [0.3, 0.16, 0.3], round: 0.008 }, 'darkWood', { answersTo: ['base'] }),
      part('turntable', { cyl: 0.01, r: 0.12 }, 'darkMetal', {
        at: [0, 0.16, 0.02],
        role: 'detail',
      }),
      part('record', { cyl: 0.005, r: 0.118 }, 'plastic', {
        at: [0, 0.17, 0.02],
        color: 0x121212,
        role: 'fixed',
      }),
      part('label', { cyl: 0.003, r: 0.035 }, 'paper', {
        at: [0, 0.175, 0.02],
        color: 0xc8282a,
        role: 'fixed',
      }),
      rod('crank', [0.15, 0.08, 0], [0.22, 0.08, 0], 0.008, 'brass', { role: 'detail' }),
      rod('crank_knob', [0.22, 0.08, 0], [0.22, 0.08, 0.05], 0.012, 'darkWood', {
        role: 'detail',
      }),
      rod('neck', [0.1, 0.16, -0.1], [0.1, 0.25, -0.1], 0.014, 'brass', { role: 'detail' }),
      part(
        'horn',
        {
          lathe: [
            [0.016, 0],
            [0.022, 0.1],
            [0.045, 0.22],
            [0.1, 0.3],
            [0.19, 0.34],
            [0.23, 0.35],
          ],
          smooth: true,
          wall: 0.006,
        },
        'brass',
        { turn: [55, 0, 0], at: [0.1, 0.24, -0.1], role: 'accent' },
      ),
    ],
  },
  {
    // A banjo: a round drum body with a white head, a long neck, a fifth peg half-way up.
    kind: 'banjo',
    nouns: ['banjo', 'five-string banjo', 'tenor banjo'],
    size: [1.0, 0.36],
    parts: [
      part('body', { cyl: 0.07, r: 0.17 }, 'wood', {
        turn: [90, 0, 0],
        at: [0, 0.17, -0.05],
        answersTo: ['rim'],
      }),
      part('head', { cyl: 0.004, r: 0.155 }, 'plain', {
        turn: [90, 0, 0],
        at: [0, 0.17, 0.02],
        color: 0xf2ede0,
        role: 'fixed',
      }),
      part('hoop', { ring: 0.163, r: 0.007 }, 'chrome', { at: [0, 0.17, 0.022], role: 'detail' }),
      part('neck', { box: [0.05, 0.63, 0.025] }, 'darkWood', {
        at: [0, 0.3, 0],
        role: 'accent',
      }),
      part('fretboard', { box: [0.044, 0.6, 0.006] }, 'darkWood', {
        at: [0, 0.33, 0.0155],
        color: 0x2a1a10,
        role: 'fixed',
      }),
      part('headstock', { box: [0.075, 0.14, 0.025] }, 'darkWood', {
        at: [0, 0.92, 0],
        role: 'detail',
      }),
      part('peg', { ball: 0.012 }, 'ceramic', {
        at: [0.045, 0.96, 0],
        copies: [[0, 0.05, 0]],
        mirror: true,
        role: 'fixed',
      }),
      part('fifth_peg', { ball: 0.011 }, 'ceramic', { at: [0.033, 0.62, 0], role: 'fixed' }),
      part('string', { box: [0.0016, 0.8, 0.002] }, 'steel', {
        ...at([-0.012, -0.004, 0.004, 0.012].map((x) => [x, 0.12, 0.027] as V3)),
        role: 'fixed',
      }),
      part('bridge', { box: [0.06, 0.012, 0.008] }, 'paleWood', {
        at: [0, 0.1, 0.026],
        role: 'fixed',
      }),
    ],
  },
  {
    // Two maracas side by side, striped gourd heads on short handles.
    kind: 'maracas',
    nouns: ['maracas', 'maraca', 'rumba shakers', 'pair of maracas'],
    size: [0.12, 0.3],
    parts: [
      part('head', { ellipsoid: [0.065, 0.055, 0.055] }, 'paint', {
        at: [0.05, 0.058, -0.06],
        copies: [[0.03, 0, 0.1]],
        colors: [0xd8322a, 0xf0b82a, 0x2a9a4a],
      }),
      part('stripe', { ring: 0.054, r: 0.007 }, 'paint', {
        turn: [0, 90, 0],
        at: [0.05, 0.058, -0.06],
        copies: [[0.03, 0, 0.1]],
        color: 0xf4f0e0,
        role: 'accent',
      }),
      rod('handle', [-0.005, 0.045, -0.06], [-0.14, 0.016, -0.06], 0.014, 'wood', {
        copies: [[0.03, 0, 0.1]],
        role: 'detail',
      }),
    ],
  },
];

/** An abacus: nine rods of beads in a wooden frame, one bead above the bar, four below. */
function abacus(): KindDecl {
  const rods = Array.from({ length: 9 }, (_, i) => -0.16 + i * 0.04);
  // Beads pushed to the bar on some rods, as if a number were set.
  const set = [2, 0, 3, 1, 4, 0, 2, 1, 0];
  const lower: V3[] = [];
  const upper: V3[] = [];
  rods.forEach((x, i) => {
    for (let k = 0; k < 4; k++) {
      const up = k >= 4 - set[i]!;
      lower.push([x, up ? 0.2 - (3 - k) * 0.022 - 0.011 : 0.041 + k * 0.022, 0]);
    }
    upper.push([x, i % 3 === 0 ? 0.229 : 0.259, 0]);
  });
  return {
    kind: 'abacus',
    nouns: ['abacus', 'counting frame', 'soroban', 'suanpan'],
    size: [0.3, 0.4],
    parts: [
      part('frame', { box: [0.4, 0.03, 0.045] }, 'darkWood', {
        copies: [[0, 0.27, 0]],
      }),
      part('side', { box: [0.03, 0.3, 0.045] }, 'darkWood', {
        at: [0.185, 0, 0],
        mirror: true,
        answersTo: ['frame'],
      }),
      part('bar', { box: [0.34, 0.014, 0.045] }, 'darkWood', {
        at: [0, 0.205, 0],
        answersTo: ['frame'],
      }),
      part('rod', { cyl: 0.24, r: 0.003 }, 'steel', {
        ...at(rods.map((x) => [x, 0.03, 0] as V3)),
        role: 'fixed',
      }),
      part('bead', { ellipsoid: [0.017, 0.011, 0.017] }, 'paint', {
        ...at([...lower, ...upper]),
        color: 0xb83a2a,
        role: 'accent',
        answersTo: ['beads'],
      }),
    ],
  };
}

const DEVICES: readonly KindDecl[] = [
  {
    // An old telephone's handset lying on its cups, its curly cord trailing.
    kind: 'telephone receiver',
    nouns: [
      'telephone receiver',
      'handset',
      'phone receiver',
      'telephone handset',
      'phone handset',
    ],
    size: [0.08, 0.4],
    parts: [
      part(
        'grip',
        {
          sweep: [
            [-0.1, 0.03, 0],
            [-0.06, 0.052, 0],
            [0.06, 0.052, 0],
            [0.1, 0.03, 0],
          ],
          r: 0.017,
        },
        'plastic',
        { color: 0x1e1e1e, answersTo: ['handle'] },
      ),
      part('cup', { cyl: 0.028, r: 0.036 }, 'plastic', {
        at: [-0.11, 0, 0],
        copies: [[0.22, 0, 0]],
        color: 0x1e1e1e,
        answersTo: ['earpiece'],
      }),
      part(
        'cord',
        {
          sweep: Array.from({ length: 97 }, (_, i) => {
            const t = i / 96;
            const a = t * 14 * 2 * Math.PI;
            return [
              0.14 + t * 0.14,
              0.014 + Math.sin(a) * 0.01,
              t * 0.12 + Math.cos(a) * 0.01,
            ] as V3;
          }),
          r: 0.003,
        },
        'plastic',
        { color: 0x1e1e1e, role: 'detail' },
      ),
    ],
  },
  {
    // A hand megaphone: a white cone on its side, a mouthpiece, a pistol grip with a trigger.
    kind: 'megaphone',
    nouns: ['megaphone', 'bullhorn', 'loudhailer', 'loud hailer'],
    size: [0.27, 0.36],
    parts: [
      part(
        'cone',
        {
          lathe: [
            [0.03, 0],
            [0.05, 0.1],
            [0.1, 0.22],
            [0.13, 0.26],
          ],
          wall: 0.004,
        },
        'plastic',
        { turn: [0, 0, -90], at: [-0.1, 0.135, 0], color: 0xf2f2f2, answersTo: ['horn'] },
      ),
      part('rim', { ring: 0.13, r: 0.009 }, 'plastic', {
        turn: [0, 90, 0],
        at: [0.16, 0.135, 0],
        color: 0xd8322a,
        role: 'accent',
      }),
      part('mouthpiece', { cyl: 0.06, r: 0.03 }, 'plastic', {
        turn: [0, 0, -90],
        at: [-0.16, 0.135, 0],
        color: 0x2a2a2a,
        role: 'fixed',
      }),
      part('handle', { box: [0.03, 0.1, 0.03], round: 0.008 }, 'plastic', {
        at: [-0.08, 0.0, 0],
        color: 0x2a2a2a,
        role: 'detail',
        answersTo: ['grip'],
      }),
      part('trigger', { box: [0.012, 0.03, 0.015] }, 'plastic', {
        at: [-0.058, 0.05, 0],
        color: 0xd8322a,
        role: 'fixed',
      }),
    ],
  },
  {
    // A stopwatch standing on its rim: a steel case, a white dial with a red hand, the crown
    // with its ring on top and a button either side.
    kind: 'stopwatch',
    nouns: ['stopwatch', 'stop watch', 'stop-watch'],
    size: [0.15, 0.11],
    parts: [
      part('case', { cyl: 0.022, r: 0.05 }, 'chrome', {
        turn: [90, 0, 0],
        at: [0, 0.05, -0.011],
      }),
      part('face', { cyl: 0.002, r: 0.044 }, 'plain', {
        turn: [90, 0, 0],
        at: [0, 0.05, 0.011],
        color: 0xf8f8f4,
        role: 'fixed',
        answersTo: ['dial'],
      }),
      part('ticks', { ring: 0.039, r: 0.0015 }, 'plain', {
        at: [0, 0.05, 0.013],
        color: 0x1a1a1a,
        role: 'fixed',
      }),
      part('hand', { box: [0.003, 0.036, 0.002] }, 'plain', {
        turn: [0, 0, -35],
        at: [0, 0.05, 0.014],
        color: 0xd8322a,
        role: 'fixed',
      }),
      part('crown', { cyl: 0.016, r: 0.008 }, 'chrome', { at: [0, 0.099, 0], role: 'detail' }),
      part('button', { cyl: 0.008, r: 0.011 }, 'chrome', { at: [0, 0.114, 0], role: 'detail' }),
      part('loop', { ring: 0.014, r: 0.003 }, 'chrome', { at: [0, 0.134, 0], role: 'detail' }),
      rod('side_button', [0.033, 0.088, 0], [0.043, 0.1, 0], 0.006, 'chrome', {
        mirror: true,
        role: 'detail',
      }),
    ],
  },
  {
    // A gauge: a round steel case with a white dial, a needle and its red zone, on a stem.
    kind: 'gauge',
    nouns: [
      'gauge',
      'gage',
      'pressure gauge',
      'manometer',
      'dial gauge',
      'barometer',
      'voltmeter',
      'ammeter',
      'meter dial',
      'speedometer',
    ],
    size: [0.21, 0.14],
    parts: [
      part('stem', { cyl: 0.075, r: 0.011 }, 'brass', { role: 'detail' }),
      part('nut', { cyl: 0.018, r: 0.02 }, 'brass', { at: [0, 0.03, 0], role: 'detail' }),
      part('case', { cyl: 0.04, r: 0.07 }, 'steel', { turn: [90, 0, 0], at: [0, 0.14, -0.02] }),
      part('face', { cyl: 0.003, r: 0.062 }, 'plain', {
        turn: [90, 0, 0],
        at: [0, 0.14, 0.02],
        color: 0xf8f8f4,
        role: 'fixed',
        answersTo: ['dial'],
      }),
      part('scale', { ring: 0.05, r: 0.0022, arc: 240, from: -30 }, 'plain', {
        at: [0, 0.14, 0.024],
        color: 0x1a1a1a,
        role: 'fixed',
      }),
      part('red_zone', { ring: 0.05, r: 0.004, arc: 50, from: -30 }, 'plain', {
        at: [0, 0.14, 0.025],
        color: 0xd8322a,
        role: 'fixed',
      }),
      part('needle', { box: [0.004, 0.05, 0.003] }, 'plain', {
        turn: [0, 0, 40],
        at: [0, 0.14, 0.026],
        color: 0x1a1a1a,
        role: 'fixed',
      }),
      part('pivot', { cyl: 0.006, r: 0.006 }, 'plain', {
        turn: [90, 0, 0],
        at: [0, 0.14, 0.024],
        color: 0x1a1a1a,
        role: 'fixed',
      }),
    ],
  },
  {
    // A cordless drill standing on its battery: a coloured body, black grip, chuck and bit.
    kind: 'power drill',
    nouns: [
      'power drill',
      'drill',
      'electric drill',
      'cordless drill',
      'drill driver',
      'power tool',
      'electric screwdriver',
    ],
    size: [0.25, 0.3],
    parts: [
      rod('body', [-0.09, 0.2, 0], [0.06, 0.2, 0], 0.042, 'plastic', { colors: TOOL }),
      part('grip', { box: [0.05, 0.14, 0.045], round: 0.01 }, 'plastic', {
        turn: [0, 0, -12],
        at: [-0.035, 0.04, 0],
        color: 0x2a2a2a,
        role: 'detail',
        answersTo: ['handle'],
      }),
      part('battery', { box: [0.11, 0.05, 0.085], round: 0.01 }, 'plastic', {
        at: [-0.03, 0, 0],
        color: 0x2a2a2a,
        role: 'detail',
      }),
      part('chuck', { cyl: 0.05, r: 0.022, rTop: 0.016 }, 'darkMetal', {
        turn: [0, 0, -90],
        at: [0.09, 0.2, 0],
        role: 'detail',
      }),
      part('bit', { cyl: 0.08, r: 0.004 }, 'steel', {
        turn: [0, 0, -90],
        at: [0.138, 0.2, 0],
        role: 'fixed',
      }),
      part('trigger', { box: [0.016, 0.03, 0.016] }, 'plastic', {
        at: [0.005, 0.13, 0],
        color: 0x2a2a2a,
        role: 'fixed',
      }),
    ],
  },
];

const SMALL_TOOLS: readonly KindDecl[] = [
  {
    // A camera tripod: three splayed legs, a centre column, a pan head with its handle.
    kind: 'tripod',
    nouns: ['tripod', 'camera tripod', 'camera stand'],
    size: [1.35, 1.0],
    parts: [
      ...[90, 210, 330].map((deg, i) => {
        const a = (deg * Math.PI) / 180;
        return rod(
          `leg_${i + 1}`,
          [0, 1.2, 0],
          [Math.cos(a) * 0.5, 0.012, Math.sin(a) * 0.5],
          0.014,
          'darkMetal',
          { answersTo: ['legs', 'leg'] },
        );
      }),
      part('column', { cyl: 0.25, r: 0.016 }, 'darkMetal', { at: [0, 1.05, 0] }),
      part('head', { cyl: 0.06, r: 0.04 }, 'plastic', {
        at: [0, 1.24, 0],
        color: 0x2a2a2a,
        role: 'detail',
      }),
      part('plate', { box: [0.08, 0.015, 0.08] }, 'plastic', {
        at: [0, 1.3, 0],
        color: 0x2a2a2a,
        role: 'detail',
      }),
      rod('pan_handle', [0, 1.27, 0.03], [0, 1.22, 0.26], 0.01, 'plastic', {
        color: 0x2a2a2a,
        role: 'detail',
      }),
    ],
  },
  {
    // A slingshot held up: a wooden fork, a red band pulled back with its leather pouch.
    kind: 'slingshot',
    nouns: ['slingshot', 'sling shot', 'catapult slingshot', 'shanghai slingshot'],
    size: [0.24, 0.14],
    parts: [
      rod('handle', [0, 0.02, 0], [0, 0.12, 0], 0.018, 'wood'),
      part(
        'prong',
        {
          sweep: [
            [0.002, 0.11, 0],
            [0.05, 0.17, 0],
            [0.06, 0.23, 0],
          ],
          r: 0.013,
        },
        'wood',
        { mirror: true, answersTo: ['fork'] },
      ),
      part(
        'band',
        {
          sweep: [
            [-0.06, 0.225, 0],
            [-0.025, 0.212, 0.07],
            [0.025, 0.212, 0.07],
            [0.06, 0.225, 0],
          ],
          r: 0.004,
        },
        'rubber',
        { color: 0xc8402a, role: 'accent', answersTo: ['rubber'] },
      ),
      part('pouch', { box: [0.032, 0.02, 0.012] }, 'leather', {
        at: [0, 0.202, 0.072],
        role: 'detail',
      }),
    ],
  },
  {
    // A T-handled corkscrew standing on its worm.
    kind: 'corkscrew',
    nouns: ['corkscrew', 'bottle screw', 'cork screw', 'wine opener'],
    size: [0.14, 0.13],
    parts: [
      rod('handle', [-0.06, 0.125, 0], [0.06, 0.125, 0], 0.014, 'wood'),
      part('shaft', { cyl: 0.03, r: 0.005 }, 'steel', { at: [0, 0.095, 0], role: 'detail' }),
      part('worm', { sweep: helix(0.009, 0.097, 0.004, 5), r: 0.0026 }, 'steel', {
        role: 'detail',
        answersTo: ['screw', 'spiral'],
      }),
    ],
  },
];

const STRUCTURES: readonly KindDecl[] = [
  {
    // A tall four-sided tapering stone shaft with a pyramid tip, on a plinth.
    kind: 'obelisk',
    nouns: ['obelisk', 'stone needle', "cleopatra's needle"],
    size: [5.7, 1.4],
    parts: [
      part('plinth', { box: [1.4, 0.3, 1.4] }, 'stone', {
        color: 0xb8ad98,
        role: 'detail',
        answersTo: ['base'],
      }),
      part('shaft', { plan: square(0.4), height: 5, taper: 0.6 }, 'stone', {
        at: [0, 0.3, 0],
        color: 0xd8c8a0,
      }),
      part('tip', { plan: square(0.24), height: 0.4, taper: 0.02 }, 'stone', {
        at: [0, 5.3, 0],
        color: 0xd8c8a0,
        answersTo: ['pyramidion'],
      }),
    ],
  },
  {
    // Steel scaffolding: three bays of tubes, two wooden decks, diagonal braces.
    kind: 'scaffolding',
    nouns: ['scaffolding', 'staging', 'scaffold tower'],
    size: [4.3, 3.2],
    parts: [
      part('upright', { cyl: 4.2, r: 0.025 }, 'steel', {
        ...at([-1.5, -0.5, 0.5, 1.5].flatMap((x) => [[x, 0, -0.4] as V3, [x, 0, 0.4] as V3])),
        answersTo: ['poles', 'tubes'],
      }),
      rod('ledger', [-1.5, 2, -0.4], [1.5, 2, -0.4], 0.02, 'steel', {
        copies: [
          [0, 0, 0.8],
          [0, 2, 0],
          [0, 2, 0.8],
          [0, -1.2, 0],
          [0, -1.2, 0.8],
        ],
        answersTo: ['poles', 'tubes'],
      }),
      rod('brace', [-1.5, 0.1, 0.4], [-0.5, 1.98, 0.4], 0.018, 'steel', {
        copies: [
          [1, 2, 0],
          [2, 0, 0],
        ],
        answersTo: ['poles', 'tubes'],
      }),
      part('plank', { box: [3.1, 0.05, 0.85] }, 'wood', {
        at: [0, 2.02, 0],
        copies: [[0, 2, 0]],
        color: 0xc89a5a,
        role: 'accent',
        answersTo: ['planks', 'boards', 'deck'],
      }),
      part('foot', { box: [0.15, 0.02, 0.15] }, 'darkMetal', {
        ...at([-1.5, -0.5, 0.5, 1.5].flatMap((x) => [[x, 0, -0.4] as V3, [x, 0, 0.4] as V3])),
        role: 'detail',
      }),
    ],
  },
  {
    // A hedge maze seen from above: clipped hedges on a lawn, an opening at the front.
    kind: 'hedge maze',
    nouns: ['hedge maze', 'maze', 'labyrinth', 'garden maze', 'corn maze'],
    size: [0.9, 6.4],
    parts: [
      part('lawn', { box: [6.4, 0.05, 6.4] }, 'grass', { role: 'detail', answersTo: ['grass'] }),
      ...(
        [
          // [x, z, length along x or z, along x?]
          [0, -3, 6.25, true],
          [-1.85, 3, 2.55, true],
          [1.85, 3, 2.55, true],
          [-3, 0, 6.25, false],
          [3, 0, 6.25, false],
          [0, -2, 4, true],
          [-1.75, 2, 2.5, true],
          [1.25, 2, 1.5, true],
          [-2, 0.5, 3, false],
          [2, -0.5, 3, false],
          [0.5, 0, 3, true],
          [0, -0.5, 1.0, false],
          [-1, 1, 1.0, false],
          [1, 1.5, 1.0, false],
        ] as const
      ).map(([x, z, len, alongX], i) =>
        part(`hedge_${i + 1}`, { box: alongX ? [len, 0.8, 0.3] : [0.3, 0.8, len] }, 'leaf', {
          at: [x, 0.05, z],
          color: 0x3a7a32,
          answersTo: ['hedges', 'hedge'],
        }),
      ),
    ],
  },
  {
    // A tunnel's mouth: a stone portal with an arched opening in a grassy hill, a road in.
    kind: 'tunnel',
    nouns: ['tunnel', 'railway tunnel', 'road tunnel', 'underpass', 'railroad tunnel'],
    size: [3.4, 8],
    parts: [
      part('hill', { ellipsoid: [4, 3.4, 2.6] }, 'grass', {
        at: [0, 0, -1.6],
        minus: [{ shape: { box: [10, 4, 10] }, at: [0, -4, -1.6] }],
        role: 'detail',
        answersTo: ['grass'],
      }),
      part('portal', { box: [3.6, 3.1, 0.35] }, 'stone', {
        at: [0, 0, 0.75],
        minus: [
          { shape: { box: [2, 1.4, 0.8] }, at: [0, -0.01, 0.75] },
          { shape: { cyl: 0.8, r: 1.0 }, turn: [90, 0, 0], at: [0, 1.4, 0.35] },
        ],
        color: 0x9a948a,
        answersTo: ['arch', 'stone'],
      }),
      part('mouth', { box: [2.1, 2.5, 0.06] }, 'plain', {
        at: [0, 0, 0.6],
        color: 0x0e0e10,
        role: 'fixed',
      }),
      part('road', { box: [2.2, 0.03, 2.6] }, 'stone', {
        at: [0, 0, 2.2],
        color: 0x3a3a3e,
        role: 'detail',
      }),
      part('line', { box: [0.1, 0.005, 0.5] }, 'paint', {
        ...at([
          [0, 0.03, 1.3],
          [0, 0.03, 2.1],
          [0, 0.03, 2.9],
        ]),
        color: 0xf2f2f2,
        role: 'fixed',
      }),
    ],
  },
  {
    // A three-bladed propeller standing on a blade tip: hub, spinner, pitched blades.
    kind: 'propeller',
    nouns: ['propeller', 'propellor', 'airscrew', 'screw propeller', 'ship propeller'],
    size: [0.95, 0.95],
    parts: [
      part('hub', { cyl: 0.08, r: 0.07 }, 'darkMetal', {
        turn: [90, 0, 0],
        at: [0, 0.48, -0.04],
        role: 'detail',
      }),
      part('spinner', { ellipsoid: [0.065, 0.065, 0.09] }, 'darkMetal', {
        at: [0, 0.48, 0.04],
        role: 'detail',
      }),
      ...[0, 120, 240].map((deg, i) => {
        const a = (deg * Math.PI) / 180;
        return part(`blade_${i + 1}`, { ellipsoid: [0.075, 0.24, 0.014] }, 'brass', {
          turn: [0, 22, -deg],
          at: [Math.sin(a) * 0.25, 0.48 + Math.cos(a) * 0.25, 0],
          answersTo: ['blades', 'blade'],
        });
      }),
    ],
  },
  {
    // Gymnastics parallel bars: two long wooden rails on four steel uprights and a base.
    kind: 'parallel bar',
    nouns: ['parallel bar', 'parallel bars'],
    size: [1.85, 3.4],
    parts: [
      part('base', { box: [0.75, 0.08, 2.4] }, 'darkMetal', { role: 'detail' }),
      part('upright', { cyl: 1.72, r: 0.035 }, 'steel', {
        ...at([
          [0.22, 0.08, -1.0],
          [0.22, 0.08, 1.0],
          [-0.22, 0.08, -1.0],
          [-0.22, 0.08, 1.0],
        ]),
        role: 'detail',
      }),
      rod('rail', [0.22, 1.8, -1.7], [0.22, 1.8, 1.7], 0.026, 'wood', {
        mirror: true,
        color: 0xd8b07a,
        answersTo: ['bars', 'bar'],
      }),
    ],
  },
];

/** Bleachers: five stepped rows of benches on a steel frame. */
function bleachers(): KindDecl {
  const rows = [0, 1, 2, 3, 4];
  return {
    kind: 'bleachers',
    nouns: ['bleachers', 'grandstand', 'spectator stand', 'tiered seating', 'stadium seating'],
    size: [2.3, 4.2],
    parts: [
      part('tier', { box: [4, 0.05, 0.32] }, 'aluminum', {
        ...at(rows.map((i) => [0, 0.42 + i * 0.4, 1.0 - i * 0.5] as V3)),
        colors: [0x2a5aa8, 0xd8d8dc, 0xc8321e],
        answersTo: ['seats', 'benches', 'bench'],
      }),
      part('footboard', { box: [4, 0.04, 0.22] }, 'aluminum', {
        ...at(rows.map((i) => [0, 0.18 + i * 0.4, 1.26 - i * 0.5] as V3)),
        role: 'detail',
      }),
      ...rows.map((i) =>
        part(`post_${i + 1}`, { cyl: 0.42 + i * 0.4, r: 0.03 }, 'darkMetal', {
          ...at([-1.9, 0, 1.9].map((x) => [x, 0, 1.0 - i * 0.5] as V3)),
          role: 'detail',
          answersTo: ['frame'],
        }),
      ),
      rod('stringer', [-1.95, 0.05, 1.3], [-1.95, 2.05, -1.05], 0.035, 'darkMetal', {
        mirror: true,
        role: 'detail',
        answersTo: ['frame'],
      }),
    ],
  };
}

/** `n` points round an ellipse of radii `rx` (x) and `rz` (z) at height `y`, centred on `cz`. */
function ellipseXZ(n: number, rx: number, rz: number, y: number, cz = 0): V3[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    return [Math.sin(a) * rx, y, cz + Math.cos(a) * rz] as V3;
  });
}

/** Rosary beads: a loop of beads, a pendant of five and a cross, lying flat. */
function rosary(): KindDecl {
  const loop = ellipseXZ(44, 0.09, 0.12, 0.006, -0.05).filter((_, i) => i !== 0);
  const pendant = [0, 1, 2, 3, 4].map((i) => [0, 0.006, 0.088 + i * 0.014] as V3);
  return {
    kind: 'rosary',
    nouns: ['rosary', 'prayer beads', 'rosary beads', 'mala beads'],
    size: [0.014, 0.3],
    parts: [
      part('bead', { ball: 0.006 }, 'wood', {
        ...at([...loop, ...pendant]),
        colors: [0x6a3f22, 0xf0ece0, 0x1e1e1e, 0x7a2a3a],
        answersTo: ['beads'],
      }),
      part(
        'cord',
        { sweep: [...ellipseXZ(48, 0.09, 0.12, 0.006, -0.05), [0, 0.006, 0.07]], r: 0.0012 },
        'steel',
        {
          role: 'fixed',
          color: 0xb8b8b8,
        },
      ),
      part('centre', { cyl: 0.004, r: 0.01 }, 'silver', { at: [0, 0.002, 0.072], role: 'detail' }),
      part('cross', { box: [0.012, 0.006, 0.055] }, 'silver', {
        at: [0, 0.003, 0.18],
        role: 'detail',
        answersTo: ['crucifix'],
      }),
      part('crossbar', { box: [0.036, 0.006, 0.011] }, 'silver', {
        at: [0, 0.003, 0.168],
        role: 'detail',
        answersTo: ['crucifix'],
      }),
    ],
  };
}

/** A kitchen sieve: a hemispherical wire-mesh bowl, its rim, a long handle and a hook. */
function sieve(): KindDecl {
  const R = 0.1;
  const mesh: PartDecl[] = [];
  const offsets = [-0.075, -0.05, -0.025, 0, 0.025, 0.05, 0.075];
  // Wires across the bowl both ways, each following the bowl's surface.
  for (const [k, alongX] of [true, false].entries()) {
    offsets.forEach((t, i) => {
      const half = Math.sqrt(R * R - t * t) - 0.004;
      const pts = Array.from({ length: 13 }, (_, j) => {
        const u = -half + (2 * half * j) / 12;
        const y = R - Math.sqrt(Math.max(0, R * R - u * u - t * t)) + 0.001;
        return (alongX ? [u, y, t] : [t, y, u]) as V3;
      });
      mesh.push(
        part(`wire_${k * offsets.length + i + 1}`, { sweep: pts, r: 0.0013 }, 'steel', {
          color: 0x6a6e74,
          role: 'fixed',
        }),
      );
    });
  }
  const bowl: V2[] = Array.from({ length: 10 }, (_, i) => {
    const a = ((i / 9) * Math.PI) / 2;
    return [R * Math.sin(a) + 0.0001, R - R * Math.cos(a)] as V2;
  });
  return {
    kind: 'sieve',
    nouns: [
      'sieve',
      'strainer',
      'sifter',
      'colander',
      'kitchen sieve',
      'tea strainer',
      'flour sifter',
    ],
    size: [0.11, 0.42],
    parts: [
      part('bowl', { lathe: bowl, wall: 0.0015 }, 'steel', {
        color: 0xa8acb2,
        answersTo: ['mesh'],
      }),
      ...mesh,
      part('rim', { ring: R, r: 0.004 }, 'steel', {
        turn: [90, 0, 0],
        at: [0, R, 0],
        role: 'detail',
      }),
      rod('handle', [R, R, 0], [0.3, 0.11, 0], 0.006, 'steel', { role: 'detail' }),
      part(
        'grip',
        {
          capsule: [
            [0.2, 0.107, 0],
            [0.3, 0.11, 0],
          ],
          r: 0.011,
        },
        'plastic',
        {
          color: 0x2a2a2a,
          role: 'accent',
          answersTo: ['handle'],
        },
      ),
      part('hook', { ring: 0.012, r: 0.003, arc: 180, from: 90 }, 'steel', {
        turn: [90, 0, 0],
        at: [-R - 0.008, R, 0],
        role: 'detail',
      }),
    ],
  };
}

/** A hedge-lined garden: lawn, a flowerbed in bloom, a stepping-stone path, a picket fence. */
function garden(): KindDecl {
  const flowers = (x0: number, colour: number, name: string): PartDecl =>
    part(name, { ball: 0.09 }, 'flower', {
      ...at(
        [0, 1, 2].flatMap((i) => [
          [x0 + i * 0.9, 0.36, -1.05] as V3,
          [x0 + 0.45 + i * 0.9, 0.32, -0.8] as V3,
        ]),
      ),
      color: colour,
      role: 'fixed',
      answersTo: ['flowers'],
    });
  return {
    kind: 'garden',
    // A topiary: shrubs clipped into shapes (s28-r2places.ts).
    // An orchard is rows of fruit trees (session 30, places).
    looks: { ...S28_R2_GARDEN_LOOKS, ...S30_GARDEN_LOOKS },
    nouns: [
      'garden',
      'flower garden',
      'backyard',
      'back garden',
      'front garden',
      'front yard',
      'cottage garden',
      'yard garden',
    ],
    size: [1.0, 4.2],
    parts: [
      part('lawn', { box: [4.2, 0.05, 3.2] }, 'grass', { answersTo: ['grass'] }),
      part('bed', { box: [3.4, 0.12, 0.65] }, 'stone', {
        at: [0, 0.05, -0.95],
        color: 0x5a3a22,
        role: 'detail',
        answersTo: ['soil', 'flowerbed'],
      }),
      part('stem', { cyl: 0.22, r: 0.012 }, 'leaf', {
        ...at(
          [-1.35, -1.05, -0.75].flatMap((x0) =>
            [0, 1, 2].flatMap((k) => [
              [x0 + k * 0.9, 0.14, -1.05] as V3,
              [x0 + 0.45 + k * 0.9, 0.14, -0.8] as V3,
            ]),
          ),
        ),
        role: 'fixed',
      }),
      flowers(-1.35, 0xd8322a, 'red_flower'),
      flowers(-1.05, 0xf0c020, 'yellow_flower'),
      flowers(-0.75, 0xe070b0, 'pink_flower'),
      part('stone', { cyl: 0.03, r: 0.17 }, 'stone', {
        ...at([
          [0.9, 0.05, 1.4],
          [0.75, 0.05, 0.95],
          [0.85, 0.05, 0.5],
          [0.7, 0.05, 0.05],
          [0.8, 0.05, -0.4],
        ]),
        color: 0xa8a49a,
        role: 'detail',
        answersTo: ['path', 'stones'],
      }),
      part('picket', { box: [0.08, 0.7, 0.03] }, 'paint', {
        ...at(Array.from({ length: 21 }, (_, i) => [-2.0 + i * 0.2, 0.05, -1.55] as V3)),
        color: 0xf4f4f0,
        role: 'accent',
        answersTo: ['fence'],
      }),
      part('fence_rail', { box: [4.1, 0.06, 0.03] }, 'paint', {
        at: [0, 0.25, -1.58],
        copies: [[0, 0.32, 0]],
        color: 0xf4f4f0,
        role: 'accent',
        answersTo: ['fence'],
      }),
      part('bush', { ellipsoid: [0.35, 0.35, 0.3] }, 'leaf', {
        ...at([
          [-1.7, 0.3, 1.2],
          [1.75, 0.3, -0.2],
        ]),
        role: 'detail',
        answersTo: ['bushes', 'hedge'],
      }),
    ],
  };
}

/** A dining room as a corner diorama: table laid for four, chairs, a sideboard, a picture. */
function diningRoom(): KindDecl {
  const W = 4.2;
  const chairAt = (z: number): V3[] => [-0.4, 0.4].map((x) => [x, 0, z] as V3);
  return {
    kind: 'dining room',
    nouns: ['dining room', 'dining hall', 'mess hall', 'refectory', 'banquet hall'],
    size: [2.7, 4.2],
    parts: [
      part('floor', { box: [W, 0.1, W] }, 'wood', { color: 0x9a6a3a, role: 'detail' }),
      part('back_wall', { box: [W, 2.6, 0.12] }, 'plaster', {
        at: [0, 0.1, -W / 2 + 0.06],
        color: 0xe8dcc4,
        answersTo: ['walls', 'wall'],
      }),
      part('left_wall', { box: [0.12, 2.6, W] }, 'plaster', {
        at: [-W / 2 + 0.06, 0.1, 0],
        color: 0xe8dcc4,
        answersTo: ['walls', 'wall'],
      }),
      part('tabletop', { box: [1.7, 0.06, 1.0] }, 'darkWood', {
        at: [0.2, 0.8, 0.2],
        role: 'accent',
        answersTo: ['table'],
      }),
      part('table_leg', { box: [0.07, 0.7, 0.07] }, 'darkWood', {
        ...at([
          [-0.55, 0.1, -0.22],
          [0.95, 0.1, -0.22],
          [-0.55, 0.1, 0.62],
          [0.95, 0.1, 0.62],
        ]),
        role: 'accent',
        answersTo: ['table'],
      }),
      part('cloth', { box: [1.2, 0.008, 1.02] }, 'fabric', {
        at: [0.2, 0.86, 0.2],
        color: 0xf4f0e4,
        role: 'detail',
        answersTo: ['tablecloth'],
      }),
      part('plate', { cyl: 0.012, r: 0.12 }, 'ceramic', {
        ...at([
          [-0.2, 0.868, -0.12],
          [0.6, 0.868, -0.12],
          [-0.2, 0.868, 0.52],
          [0.6, 0.868, 0.52],
        ]),
        color: 0xffffff,
        role: 'fixed',
      }),
      part('chair_seat', { box: [0.46, 0.06, 0.46] }, 'wood', {
        ...at([...chairAt(-0.55), ...chairAt(0.95)].map(([x, , z]) => [x + 0.2, 0.48, z] as V3)),
        color: 0x7a4a2a,
        answersTo: ['chairs', 'chair'],
      }),
      part('chair_leg', { box: [0.05, 0.48, 0.05] }, 'wood', {
        ...at(
          [...chairAt(-0.55), ...chairAt(0.95)].flatMap(([x, , z]) =>
            [
              [-0.19, -0.19],
              [0.19, -0.19],
              [-0.19, 0.19],
              [0.19, 0.19],
            ].map(([dx, dz]) => [x + 0.2 + dx!, 0.1, z + dz!] as V3),
          ),
        ),
        color: 0x7a4a2a,
        answersTo: ['chairs', 'chair'],
      }),
      part('back_far', { box: [0.46, 0.6, 0.05] }, 'wood', {
        ...at(chairAt(-0.55).map(([x, , z]) => [x + 0.2, 0.54, z - 0.2] as V3)),
        color: 0x7a4a2a,
        answersTo: ['chairs', 'chair'],
      }),
      part('back_near', { box: [0.46, 0.6, 0.05] }, 'wood', {
        ...at(chairAt(0.95).map(([x, , z]) => [x + 0.2, 0.54, z + 0.2] as V3)),
        color: 0x7a4a2a,
        answersTo: ['chairs', 'chair'],
      }),
      part('sideboard', { box: [1.6, 0.85, 0.45] }, 'darkWood', {
        at: [0.6, 0.1, -W / 2 + 0.34],
        role: 'detail',
      }),
      part(
        'vase',
        {
          lathe: [
            [0.06, 0],
            [0.1, 0.12],
            [0.05, 0.3],
            [0.07, 0.36],
          ],
          smooth: true,
        },
        'ceramic',
        {
          at: [0.1, 0.95, -W / 2 + 0.34],
          color: 0x2a5aa8,
          role: 'fixed',
        },
      ),
      part('picture', { box: [1.0, 0.7, 0.04] }, 'wood', {
        at: [0.6, 1.5, -W / 2 + 0.14],
        color: 0xc8a040,
        role: 'fixed',
        answersTo: ['frame'],
      }),
      part('painting', { box: [0.86, 0.56, 0.02] }, 'paint', {
        at: [0.6, 1.57, -W / 2 + 0.165],
        color: 0x3a7a8a,
        role: 'fixed',
      }),
    ],
  };
}

/** A pewter tankard: a body wider at its foot, a hinged domed lid, thumb lift and handle. */
const TANKARD: StateDecl = {
  drop: ['glass', 'base', 'beer', 'foam', 'head', 'handle'],
  parts: [
    part(
      'body',
      {
        lathe: [
          [0, 0],
          [0.056, 0],
          [0.056, 0.012],
          [0.05, 0.03],
          [0.046, 0.15],
          [0.048, 0.16],
          [0, 0.16],
        ],
      },
      'steel',
      { color: 0x8e9296, answersTo: ['mug', 'pewter'] },
    ),
    part('band', { cyl: 0.008, r: 0.049 }, 'steel', {
      at: [0, 0.12, 0],
      copies: [[0, -0.07, 0]],
      color: 0x6e7276,
      role: 'detail',
    }),
    part(
      'lid',
      {
        lathe: [
          [0, 0],
          [0.052, 0],
          [0.052, 0.008],
          [0.035, 0.02],
          [0, 0.026],
        ],
      },
      'steel',
      { at: [0, 0.16, 0], color: 0x8e9296, role: 'detail', answersTo: ['cover'] },
    ),
    part('knob', { ball: 0.008 }, 'steel', { at: [0, 0.188, 0], color: 0x6e7276, role: 'detail' }),
    part('handle', { ring: 0.048, r: 0.01, arc: 200, from: -100 }, 'steel', {
      at: [0.05, 0.09, 0],
      color: 0x8e9296,
      role: 'detail',
    }),
    part('thumb_lift', { box: [0.02, 0.03, 0.016], round: 0.004 }, 'steel', {
      turn: [0, 0, -30],
      at: [0.06, 0.16, 0],
      color: 0x6e7276,
      role: 'detail',
    }),
  ],
};

const MORE_THINGS: readonly KindDecl[] = [
  {
    // A tennis court: the hard court, its white lines, the net between two posts.
    kind: 'tennis court',
    nouns: ['tennis court', 'hard court', 'clay court', 'grass court'],
    size: [1.07, 24],
    parts: [
      part('court', { box: [11, 0.02, 24] }, 'plain', {
        colors: [0x3a7a4a, 0x2a5a9a, 0xb8603a],
        answersTo: ['surface'],
      }),
      part('baseline', { box: [11, 0.006, 0.08] }, 'paint', {
        at: [0, 0.02, -11.9],
        copies: [[0, 0, 23.8]],
        color: 0xf8f8f8,
        role: 'fixed',
        answersTo: ['lines'],
      }),
      part('sideline', { box: [0.08, 0.006, 23.8] }, 'paint', {
        ...at([-5.45, -4.1, 4.1, 5.45].map((x) => [x, 0.02, 0] as V3)),
        color: 0xf8f8f8,
        role: 'fixed',
        answersTo: ['lines'],
      }),
      part('service_line', { box: [8.2, 0.006, 0.08] }, 'paint', {
        at: [0, 0.02, -6.4],
        copies: [[0, 0, 12.8]],
        color: 0xf8f8f8,
        role: 'fixed',
        answersTo: ['lines'],
      }),
      part('centre_line', { box: [0.08, 0.006, 12.8] }, 'paint', {
        at: [0, 0.02, 0],
        color: 0xf8f8f8,
        role: 'fixed',
        answersTo: ['lines'],
      }),
      part('net', { box: [12.8, 0.88, 0.03] }, 'fabric', {
        at: [0, 0.04, 0],
        color: 0x1e1e1e,
        role: 'detail',
      }),
      part('net_band', { box: [12.8, 0.07, 0.05] }, 'fabric', {
        at: [0, 0.9, 0],
        color: 0xf8f8f8,
        role: 'fixed',
      }),
      part('post', { cyl: 1.07, r: 0.05 }, 'darkMetal', {
        at: [-6.4, 0, 0],
        copies: [[12.8, 0, 0]],
        role: 'detail',
      }),
    ],
  },
  {
    // A track hurdle: two L-shaped feet, two uprights, a striped top bar.
    kind: 'hurdle',
    nouns: ['hurdle', 'track hurdle', 'athletics hurdle'],
    size: [0.92, 1.25],
    parts: [
      part('foot', { box: [0.06, 0.04, 0.7] }, 'steel', {
        at: [0.56, 0, -0.2],
        mirror: true,
        role: 'detail',
      }),
      part('upright', { box: [0.045, 0.86, 0.045] }, 'steel', {
        at: [0.56, 0.02, 0.12],
        mirror: true,
        role: 'detail',
      }),
      part('bar', { box: [1.22, 0.12, 0.03] }, 'paint', {
        at: [0, 0.8, 0.12],
        color: 0xf8f8f8,
        answersTo: ['board'],
      }),
      part('stripe', { box: [0.15, 0.122, 0.032] }, 'paint', {
        ...at([-0.45, -0.15, 0.15, 0.45].map((x) => [x, 0.799, 0.12] as V3)),
        color: 0x1a1a1a,
        role: 'accent',
      }),
    ],
  },
  {
    // A sawhorse: a wooden beam on two splayed pairs of legs, braced.
    kind: 'sawhorse',
    nouns: ['sawhorse', 'sawbuck', 'saw horse', 'trestle stand'],
    size: [0.78, 1.0],
    parts: [
      part('beam', { box: [1.0, 0.09, 0.1] }, 'wood', { at: [0, 0.68, 0], color: 0xd8b07a }),
      rod('leg', [0.4, 0.7, 0.03], [0.47, 0.015, 0.27], 0.024, 'wood', {
        mirror: true,
        color: 0xc89a62,
        answersTo: ['legs'],
      }),
      rod('back_leg', [0.4, 0.7, -0.03], [0.47, 0.015, -0.27], 0.024, 'wood', {
        mirror: true,
        color: 0xc89a62,
        answersTo: ['legs'],
      }),
      part('brace', { box: [0.04, 0.06, 0.4] }, 'wood', {
        at: [0.455, 0.2, 0],
        mirror: true,
        color: 0xc89a62,
        role: 'detail',
      }),
    ],
  },
  {
    // An open ring binder lying flat: two covers and a spine, three rings through its pages.
    kind: 'ring binder',
    nouns: [
      'ring binder',
      'binder',
      'three-ring binder',
      'loose-leaf binder',
      'lever arch file',
      'file binder',
    ],
    size: [0.06, 0.56],
    parts: [
      part('cover', { box: [0.26, 0.006, 0.31] }, 'plastic', {
        at: [-0.15, 0, 0],
        copies: [[0.3, 0, 0]],
        colors: [0x2a5aa8, 0x1e1e1e, 0xc8321e, 0x3a8a4a],
      }),
      part('spine', { box: [0.045, 0.006, 0.31] }, 'plastic', {
        colors: [0x2a5aa8, 0x1e1e1e, 0xc8321e, 0x3a8a4a],
        answersTo: ['cover'],
      }),
      part('mechanism', { box: [0.035, 0.01, 0.27] }, 'steel', {
        at: [-0.04, 0.006, 0],
        role: 'detail',
      }),
      part('ring', { ring: 0.032, r: 0.003, arc: 180, from: 0 }, 'chrome', {
        ...at([-0.1, 0, 0.1].map((z) => [-0.012, 0.012, z] as V3)),
        role: 'detail',
        answersTo: ['rings'],
      }),
      part('pages', { box: [0.24, 0.014, 0.29] }, 'paper', {
        at: [0.15, 0.006, 0],
        color: 0xfbfbf6,
        role: 'fixed',
        answersTo: ['paper'],
      }),
    ],
  },
  {
    // A lectern: a wooden stand with a sloping desk, an emblem in front, a microphone.
    kind: 'lectern',
    nouns: ['lectern', 'podium', 'pulpit', 'rostrum', 'reading stand', 'speaker stand'],
    size: [1.35, 0.65],
    parts: [
      part('base', { box: [0.6, 0.06, 0.48] }, 'darkWood', { role: 'detail' }),
      part('stand', { box: [0.46, 1.02, 0.34] }, 'wood', {
        at: [0, 0.06, 0],
        answersTo: ['body', 'front'],
      }),
      part('desk', { box: [0.64, 0.045, 0.48] }, 'wood', {
        turn: [14, 0, 0],
        at: [0, 1.06, -0.01],
        answersTo: ['top'],
      }),
      part('lip', { box: [0.64, 0.03, 0.025] }, 'darkWood', {
        at: [0, 1.14, 0.23],
        role: 'detail',
      }),
      part('emblem', { cyl: 0.015, r: 0.1 }, 'gold', {
        turn: [90, 0, 0],
        at: [0, 0.72, 0.17],
        role: 'accent',
      }),
      part(
        'gooseneck',
        {
          sweep: [
            [0.22, 1.12, -0.18],
            [0.22, 1.25, -0.14],
            [0.17, 1.33, -0.05],
          ],
          r: 0.006,
        },
        'darkMetal',
        { role: 'detail', optional: 0.7, answersTo: ['microphone'] },
      ),
      rod('microphone', [0.17, 1.33, -0.05], [0.14, 1.35, 0.0], 0.016, 'darkMetal', {
        role: 'detail',
        optional: 0.7,
        answersTo: ['microphone'],
      }),
    ],
  },
  {
    // An open can of paint: the steel can and its bail handle, paint to the brim and a drip
    // down the side, a brush across the top by chance.
    kind: 'paint can',
    nouns: [
      'paint can',
      'paint tin',
      'tin of paint',
      'can of paint',
      'paint pot',
      'pot of paint',
      'paint bucket',
      'bucket of paint',
    ],
    size: [0.28, 0.22],
    parts: [
      part(
        'can',
        {
          lathe: [
            [0.085, 0],
            [0.085, 0.19],
          ],
          wall: 0.004,
        },
        'steel',
        { color: 0xc8ccd2, role: 'detail' },
      ),
      part('bottom', { cyl: 0.006, r: 0.085 }, 'steel', { color: 0xc8ccd2, role: 'detail' }),
      part('label', { cyl: 0.11, r: 0.0865 }, 'paper', {
        at: [0, 0.035, 0],
        color: 0xf4f4f0,
        role: 'fixed',
      }),
      part('paint', { cyl: 0.17, r: 0.082 }, 'paint', {
        at: [0, 0.012, 0],
        colors: [0xd8322a, 0x2a6ac8, 0xf0c020, 0x3a9a4a, 0xf8f8f8],
      }),
      part('label_band', { cyl: 0.03, r: 0.0868 }, 'paint', {
        at: [0, 0.075, 0],
        colors: [0xd8322a, 0x2a6ac8, 0xf0c020, 0x3a9a4a, 0xf8f8f8],
        answersTo: ['paint'],
      }),
      part(
        'drip',
        {
          sweep: [
            [0.084, 0.19, 0.02],
            [0.089, 0.17, 0.021],
            [0.089, 0.12, 0.022],
          ],
          r: [0.008, 0.007, 0.009],
        },
        'paint',
        { colors: [0xd8322a, 0x2a6ac8, 0xf0c020, 0x3a9a4a, 0xf8f8f8], answersTo: ['paint'] },
      ),
      part('rim', { ring: 0.085, r: 0.005 }, 'steel', {
        turn: [90, 0, 0],
        at: [0, 0.19, 0],
        role: 'detail',
      }),
      part('handle', { ring: 0.088, r: 0.0025, arc: 150, from: 15 }, 'steel', {
        at: [0, 0.15, 0],
        role: 'detail',
        answersTo: ['bail'],
      }),
      rod('brush_handle', [-0.13, 0.205, 0.03], [0.05, 0.2, 0.0], 0.01, 'wood', {
        role: 'detail',
        optional: 0.5,
        answersTo: ['brush'],
      }),
      part('bristles', { box: [0.05, 0.018, 0.045], round: 0.005 }, 'plain', {
        at: [0.075, 0.19, -0.005],
        color: 0x2a2a2a,
        role: 'fixed',
        optional: 0.5,
        answersTo: ['brush'],
      }),
    ],
  },
  {
    // Handcuffs lying flat: two steel cuffs with their lock cases, joined by a short chain.
    kind: 'handcuffs',
    nouns: ['handcuffs', 'handcuff', 'manacles', 'manacle', 'shackles', 'shackle', 'cuffs'],
    size: [0.03, 0.24],
    parts: [
      part('cuff', { ring: 0.042, r: 0.006 }, 'chrome', {
        turn: [90, 0, 0],
        at: [-0.075, 0.007, 0],
        copies: [[0.15, 0, 0]],
      }),
      part('lock', { box: [0.03, 0.016, 0.026], round: 0.004 }, 'chrome', {
        at: [-0.03, 0, 0],
        copies: [[0.06, 0, 0]],
      }),
      part('link', { ring: 0.008, r: 0.002 }, 'chrome', {
        turn: [90, 0, 0],
        at: [-0.01, 0.008, 0],
        copies: [[0.02, 0, 0]],
        role: 'detail',
      }),
      part('middle_link', { ring: 0.008, r: 0.002 }, 'chrome', {
        at: [0, 0.0, 0],
        role: 'detail',
        turn: [0, 0, 0],
      }),
    ],
  },
  {
    // A garden sundial: a stone column, a bronze dial with its ring of hours and the gnomon.
    kind: 'sundial',
    nouns: ['sundial', 'sun dial', 'sun clock'],
    size: [0.85, 0.4],
    parts: [
      part(
        'pedestal',
        {
          lathe: [
            [0.18, 0],
            [0.18, 0.08],
            [0.1, 0.12],
            [0.08, 0.6],
            [0.13, 0.66],
            [0.13, 0.7],
          ],
        },
        'stone',
        { color: 0xb8b2a4, answersTo: ['column', 'base'] },
      ),
      part('dial', { cyl: 0.02, r: 0.19 }, 'bronze', {
        at: [0, 0.7, 0],
        role: 'accent',
        answersTo: ['plate', 'face'],
      }),
      part('hours', { ring: 0.16, r: 0.004 }, 'darkMetal', {
        turn: [90, 0, 0],
        at: [0, 0.722, 0],
        role: 'fixed',
      }),
      part('mark', { box: [0.01, 0.006, 0.03] }, 'darkMetal', {
        ...at([-0.13, 0, 0.13].flatMap((x) => [[x, 0.72, 0.1] as V3, [x, 0.72, -0.1] as V3])),
        role: 'fixed',
      }),
      part(
        'gnomon',
        {
          extrude: [
            [-0.15, 0],
            [0.12, 0],
            [-0.15, 0.17],
          ],
          depth: 0.012,
        },
        'bronze',
        { at: [0, 0.72, 0], role: 'accent' },
      ),
    ],
  },
  {
    // An outhouse: a small plank hut with a sloping roof and a moon cut in its door.
    kind: 'outhouse',
    nouns: ['outhouse', 'privy', 'backhouse', 'earth closet', 'outdoor toilet', 'dunny'],
    size: [2.35, 1.3],
    parts: [
      part('floor', { box: [1.1, 0.1, 1.1] }, 'wood', { color: 0x6a4a2a, role: 'detail' }),
      part('walls', { box: [1.0, 2.0, 1.0] }, 'wood', {
        at: [0, 0.1, 0],
        color: 0x9a7a52,
        answersTo: ['wall'],
      }),
      part('hole', { box: [0.18, 0.18, 0.006] }, 'plain', {
        at: [0, 1.52, 0.503],
        color: 0x111111,
        role: 'fixed',
      }),
      part('privy_door', { box: [0.6, 1.75, 0.04] }, 'wood', {
        at: [0, 0.14, 0.525],
        minus: [{ shape: { cyl: 0.2, r: 0.075 }, turn: [90, 0, 0], at: [0, 1.61, 0.42] }],
        color: 0x7a5a3a,
        role: 'accent',
      }),
      part('moon_fill', { cyl: 0.04, r: 0.062 }, 'wood', {
        turn: [90, 0, 0],
        at: [0.035, 1.625, 0.505],
        color: 0x7a5a3a,
        role: 'accent',
      }),
      part('knob', { ball: 0.025 }, 'iron', { at: [0.22, 1.0, 0.55], role: 'detail' }),
      part('roof', { box: [1.3, 0.07, 1.35] }, 'wood', {
        turn: [-10, 0, 0],
        at: [0, 2.08, 0],
        color: 0x5a4a3a,
        role: 'detail',
      }),
    ],
  },
  {
    // A treadmill: the belt deck, the motor hood, two uprights, handrails and a console.
    kind: 'treadmill',
    nouns: ['treadmill', 'running machine', 'exercise treadmill', 'running treadmill'],
    size: [1.45, 1.9],
    parts: [
      part('deck', { box: [0.76, 0.16, 1.75], round: 0.03 }, 'plastic', {
        at: [0, 0, 0.05],
        color: 0x3a3a40,
        role: 'detail',
      }),
      part('belt', { box: [0.52, 0.02, 1.6] }, 'rubber', {
        at: [0, 0.155, 0.08],
        color: 0x151515,
        role: 'fixed',
      }),
      part('hood', { box: [0.76, 0.24, 0.3], round: 0.04 }, 'plastic', {
        at: [0, 0, -0.88],
        answersTo: ['motor'],
        colors: [0x3a3a40, 0xc8321e, 0x2a5aa8],
      }),
      part('upright', { box: [0.06, 1.15, 0.08] }, 'steel', {
        turn: [-10, 0, 0],
        at: [0.35, 0.1, -0.9],
        mirror: true,
        role: 'detail',
      }),
      rod('handrail', [0.35, 1.12, -1.02], [0.35, 1.02, -0.45], 0.025, 'plastic', {
        mirror: true,
        color: 0x2a2a2a,
        role: 'detail',
      }),
      part('console', { box: [0.82, 0.3, 0.12], round: 0.03 }, 'plastic', {
        turn: [-30, 0, 0],
        at: [0, 1.18, -1.12],
        colors: [0x3a3a40, 0xc8321e, 0x2a5aa8],
        answersTo: ['motor'],
      }),
      part('screen', { box: [0.36, 0.14, 0.02] }, 'glass', {
        turn: [-30, 0, 0],
        at: [0, 1.28, -1.04],
        color: 0x1a3a5a,
        role: 'fixed',
      }),
    ],
  },
  {
    // A mine's mouth: a timber frame in a rock face, rails out of it, a cart of ore.
    kind: 'mine entrance',
    nouns: [
      'mine entrance',
      'mine',
      'mineshaft',
      'mine shaft',
      'coal mine',
      'gold mine',
      'colliery',
    ],
    size: [2.9, 7],
    parts: [
      part('rock', { ellipsoid: [3.6, 2.9, 2.6] }, 'stone', {
        at: [0, 0, -1.6],
        minus: [
          { shape: { box: [10, 4, 10] }, at: [0, -4, -1.6] },
          { shape: { box: [10, 6, 5] }, at: [0, -1, 3.1] },
        ],
        color: 0x8a7a66,
        answersTo: ['hill', 'rock'],
      }),
      part('mouth', { box: [1.45, 1.95, 0.06] }, 'plain', {
        at: [0, 0, 0.6],
        color: 0x0e0e10,
        role: 'fixed',
      }),
      part('post', { box: [0.2, 2.05, 0.2] }, 'wood', {
        at: [0.82, 0, 0.7],
        mirror: true,
        color: 0x6a4a2a,
        answersTo: ['timber', 'frame'],
      }),
      part('lintel', { box: [2.0, 0.22, 0.22] }, 'wood', {
        at: [0, 2.02, 0.7],
        color: 0x6a4a2a,
        answersTo: ['timber', 'frame'],
      }),
      part('sleeper', { box: [1.0, 0.05, 0.14] }, 'wood', {
        ...at([0.8, 1.4, 2.0, 2.6, 3.2].map((z) => [0, 0, z] as V3)),
        color: 0x5a4030,
        role: 'detail',
      }),
      rod('rail', [0.32, 0.07, 0.6], [0.32, 0.07, 3.4], 0.025, 'steel', {
        mirror: true,
        role: 'detail',
        answersTo: ['rails', 'track'],
      }),
      part('cart', { box: [0.85, 0.45, 0.6] }, 'iron', {
        at: [0, 0.17, 2.4],
        minus: [{ shape: { box: [0.75, 0.45, 0.5] }, at: [0, 0.27, 2.4] }],
        color: 0x6a5a4a,
        answersTo: ['minecart', 'wagon'],
      }),
      part('ore', { ellipsoid: [0.38, 0.14, 0.26] }, 'coal', {
        at: [0, 0.56, 2.4],
        role: 'fixed',
      }),
      part('wheel', { cyl: 0.05, r: 0.1 }, 'darkMetal', {
        turn: [0, 0, 90],
        ...at([
          [0.37, 0.1, 2.2],
          [0.37, 0.1, 2.6],
          [-0.32, 0.1, 2.2],
          [-0.32, 0.1, 2.6],
        ]),
        role: 'detail',
      }),
    ],
  },
  {
    // A Christmas bauble: a shiny ball with a banded middle, its metal cap and hanging loop.
    kind: 'bauble',
    nouns: [
      'bauble',
      'christmas ornament',
      'christmas ball',
      'christmas bauble',
      'tree ornament',
      'ornament',
      'christmas decoration',
      'glass ornament',
    ],
    size: [0.2, 0.17],
    parts: [
      part('ball', { ball: 0.08 }, 'chrome', {
        at: [0, 0.08, 0],
        colors: [0xc8201e, 0xd8a820, 0x2a5ac8, 0x1e7a3a, 0xb8b8c0],
      }),
      part('band', { ring: 0.079, r: 0.006 }, 'gold', {
        turn: [90, 0, 0],
        at: [0, 0.08, 0],
        role: 'accent',
      }),
      part('cap', { cyl: 0.022, r: 0.018 }, 'gold', { at: [0, 0.152, 0], role: 'detail' }),
      part('loop', { ring: 0.012, r: 0.0025 }, 'gold', { at: [0, 0.184, 0], role: 'detail' }),
    ],
  },
  {
    // Wireless earbuds: the white charging case and the two buds lying beside it.
    kind: 'earbuds',
    nouns: [
      'earbuds',
      'earbud',
      'earphone',
      'earpiece',
      'wireless earbuds',
      'in-ear headphones',
      'earbud case',
    ],
    size: [0.03, 0.13],
    parts: [
      part('case', { box: [0.055, 0.024, 0.045], round: 0.011 }, 'plastic', {
        at: [-0.014, 0, 0],
        color: 0xf6f6f6,
      }),
      part('seam', { box: [0.056, 0.002, 0.046] }, 'plastic', {
        at: [-0.014, 0.016, 0],
        color: 0xb8b8b8,
        role: 'fixed',
      }),
      part('bud', { ellipsoid: [0.014, 0.013, 0.014] }, 'plastic', {
        at: [0.02, 0.011, -0.012],
        copies: [[0.026, 0, 0.012]],
        color: 0xf6f6f6,
        answersTo: ['earbud'],
      }),
      rod('stem', [0.02, 0.005, -0.004], [0.02, 0.005, 0.03], 0.0042, 'plastic', {
        copies: [[0.026, 0, 0.012]],
        color: 0xf6f6f6,
        answersTo: ['earbud'],
      }),
      part('tip', { ellipsoid: [0.008, 0.006, 0.008] }, 'rubber', {
        at: [0.02, 0.022, -0.014],
        copies: [[0.026, 0, 0.012]],
        color: 0x9a9a9a,
        role: 'fixed',
      }),
    ],
  },
  {
    // A market stall: a wooden counter with crates of fruit under a striped awning on poles.
    kind: 'market stall',
    nouns: [
      'market stall',
      'stall',
      'street stall',
      'fruit stand',
      'fruit stall',
      'vegetable stand',
      'food stall',
      'vendor stall',
      'market stand',
    ],
    size: [2.45, 2.3],
    parts: [
      part('counter', { box: [2.0, 0.9, 0.8] }, 'wood', { at: [0, 0, 0.3], color: 0x9a6a3a }),
      part('crate', { box: [0.55, 0.14, 0.55] }, 'paleWood', {
        ...at([-0.62, 0, 0.62].map((x) => [x, 0.9, 0.3] as V3)),
        role: 'detail',
      }),
      ...(
        [
          [-0.62, 0xc8201e, 'apples'],
          [0, 0xf08a1a, 'oranges'],
          [0.62, 0x7ab83a, 'limes'],
        ] as const
      ).map(([x0, colour, name]) =>
        part(name, { ball: 0.075 }, 'plain', {
          ...at(
            [-0.16, 0, 0.16].flatMap((dx) =>
              [-0.16, 0, 0.16].map((dz) => [x0 + dx, 1.1, 0.3 + dz] as V3),
            ),
          ),
          color: colour,
          role: 'fixed',
          answersTo: ['fruit'],
        }),
      ),
      part('pole', { cyl: 2.25, r: 0.035 }, 'wood', {
        ...at([
          [-0.96, 0, -0.06],
          [0.96, 0, -0.06],
          [-0.96, 0, 0.66],
          [0.96, 0, 0.66],
        ]),
        color: 0x6a4a2a,
        role: 'detail',
      }),
      part('stripe', { box: [0.27, 0.04, 1.25] }, 'fabric', {
        turn: [-10, 0, 0],
        ...at([-0.945, -0.405, 0.135, 0.675].map((x) => [x, 2.22, 0.3] as V3)),
        color: 0xc8201e,
        answersTo: ['awning', 'canopy'],
      }),
      part('stripe_white', { box: [0.27, 0.04, 1.25] }, 'fabric', {
        turn: [-10, 0, 0],
        ...at([-0.675, -0.135, 0.405, 0.945].map((x) => [x, 2.22, 0.3] as V3)),
        color: 0xf6f2e6,
        role: 'accent',
        answersTo: ['awning', 'canopy'],
      }),
    ],
  },
  {
    // A glass beer mug: thick glass, amber beer, a head of foam over the brim, a handle.
    kind: 'beer mug',
    nouns: ['beer mug', 'beer stein', 'tankard', 'beer tankard', 'mug of beer', 'stein of beer'],
    size: [0.19, 0.16],
    // A tankard is pewter with a hinged lid and a thumb lift, not glass (issue #32, session
    // 19, A).
    looks: { tankard: TANKARD, 'beer tankard': TANKARD },
    parts: [
      part(
        'glass',
        {
          lathe: [
            [0.046, 0],
            [0.048, 0.16],
          ],
          wall: 0.005,
        },
        'glass',
        { color: 0xe0a028, role: 'detail' },
      ),
      part('base', { cyl: 0.014, r: 0.047 }, 'glass', { color: 0xc88a20, role: 'detail' }),
      part('beer', { cyl: 0.13, r: 0.042 }, 'plain', {
        at: [0, 0.014, 0],
        color: 0xe0a020,
        answersTo: ['drink'],
      }),
      part('foam', { cyl: 0.02, r: 0.046 }, 'plain', {
        at: [0, 0.143, 0],
        color: 0xfbf8ee,
        role: 'fixed',
      }),
      part('head', { ellipsoid: [0.05, 0.022, 0.05] }, 'plain', {
        at: [0, 0.163, 0],
        color: 0xfbf8ee,
        role: 'fixed',
        answersTo: ['foam'],
      }),
      part('handle', { ring: 0.045, r: 0.011, arc: 200, from: -100 }, 'glass', {
        at: [0.05, 0.085, 0],
        color: 0xe8b850,
        role: 'detail',
      }),
    ],
  },
];

/** A parabolic band's side outline `w` wide and `deep` deep (a radar reflector's profile). */
function dishProfile(half: number, deep: number, thick: number): V2[] {
  const n = 12;
  const front: V2[] = [];
  const back: V2[] = [];
  for (let i = 0; i <= n; i++) {
    const t = -half + (2 * half * i) / n;
    const x = (deep * t * t) / (half * half);
    front.push([x, t]);
    back.push([x - thick, t]);
  }
  return [...front, ...back.reverse()];
}

/** A ball of yarn: the ball, strands wound round it at several tilts, a loose end, needles. */
function ballOfYarn(): KindDecl {
  const R = 0.06;
  const YARN = [0xc83a4a, 0x3a6ac8, 0xe8b83a, 0x5aa05a, 0xa05ab8];
  return {
    kind: 'ball of yarn',
    nouns: ['ball of yarn', 'yarn', 'ball of wool', 'knitting yarn', 'ball of string'],
    size: [0.13, 0.22],
    parts: [
      part('ball', { ball: R }, 'fabric', { at: [0, R, 0], colors: YARN, answersTo: ['yarn'] }),
      ...(
        [
          [0, 0, 0],
          [60, 0, 0],
          [-60, 0, 0],
          [0, 0, 60],
          [0, 0, -60],
          [90, 30, 0],
        ] as V3[]
      ).map((turn, i) =>
        part(`strand_${i + 1}`, { ring: R, r: 0.0045 }, 'fabric', {
          turn,
          at: [0, R, 0],
          colors: YARN,
          answersTo: ['yarn'],
        }),
      ),
      part(
        'end',
        {
          sweep: [
            [R * 0.7, R * 0.4, R * 0.5],
            [0.07, 0.01, 0.07],
            [0.1, 0.004, 0.09],
            [0.13, 0.004, 0.06],
          ],
          r: 0.0045,
        },
        'fabric',
        { colors: YARN, answersTo: ['yarn'] },
      ),
      rod('needle', [-0.09, 0.02, -0.03], [0.06, 0.13, 0.02], 0.003, 'steel', {
        copies: [[0.02, 0, 0.03]],
        role: 'detail',
        answersTo: ['needles'],
      }),
      part('needle_knob', { ball: 0.007 }, 'plastic', {
        at: [0.06, 0.13, 0.02],
        copies: [[0.02, 0, 0.03]],
        color: 0xe8e8e8,
        role: 'fixed',
      }),
    ],
  };
}

/** A round wooden corral: posts in a ring, three rails, a dirt floor. */
function corral(): KindDecl {
  const R = 3;
  const posts = Array.from({ length: 16 }, (_, i) => {
    const a = (2 * Math.PI * i) / 16;
    return [Math.cos(a) * R, 0, Math.sin(a) * R] as V3;
  });
  return {
    kind: 'corral',
    nouns: ['corral', 'paddock', 'cattle pen', 'horse pen', 'animal pen'],
    size: [1.35, 6.4],
    parts: [
      part('ground', { cyl: 0.04, r: R + 0.2 }, 'soil', { color: 0x9a7a52, role: 'detail' }),
      part('post', { cyl: 1.35, r: 0.07 }, 'wood', {
        ...at(posts),
        color: 0x7a5a3a,
        answersTo: ['posts', 'fence'],
      }),
      part('rail', { ring: R, r: 0.045 }, 'wood', {
        turn: [90, 0, 0],
        ...at([0.5, 0.85, 1.2].map((y) => [0, y, 0] as V3)),
        color: 0x8a6a42,
        answersTo: ['rails', 'fence'],
      }),
    ],
  };
}

/** Dentures: the upper and lower plates, pink gums with a row of white teeth each. */
function dentures(): KindDecl {
  const arc = (y: number): V3[] =>
    Array.from({ length: 12 }, (_, i) => {
      const a = Math.PI * (-0.05 + (1.1 * i) / 11);
      return [Math.cos(a) * 0.032, y, Math.sin(a) * 0.032 + 0.016] as V3;
    });
  return {
    kind: 'dentures',
    nouns: ['dentures', 'denture', 'false teeth', 'set of false teeth', 'dental plate'],
    size: [0.05, 0.08],
    parts: [
      part('gum', { ring: 0.032, r: 0.008, arc: 200, from: -10 }, 'plain', {
        turn: [90, 0, 0],
        at: [0, 0.008, 0.016],
        copies: [[0, 0.036, 0]],
        color: 0xe07a8a,
        answersTo: ['gums'],
      }),
      part('tooth', { ellipsoid: [0.0055, 0.007, 0.005] }, 'ceramic', {
        ...at([...arc(0.019), ...arc(0.033)]),
        color: 0xfbf8ee,
        role: 'fixed',
        answersTo: ['teeth'],
      }),
    ],
  };
}

/** A coil spring: a steel helix with flat ends. */
function coilSpring(): KindDecl {
  return {
    kind: 'coil spring',
    nouns: ['coil spring', 'coil', 'helical spring', 'compression spring', 'metal spring'],
    size: [0.21, 0.12],
    parts: [
      part('coil', { sweep: helix(0.05, 0.2, 0.006, 8), r: 0.006 }, 'steel', {
        answersTo: ['spring'],
      }),
      part('end', { ring: 0.05, r: 0.006 }, 'steel', {
        turn: [90, 0, 0],
        at: [0, 0.006, 0],
        copies: [[0, 0.194, 0]],
        role: 'detail',
      }),
    ],
  };
}

/** An empty room as a corner diorama: floor, two walls, a window, a door, a rug. */
function room(): KindDecl {
  const W = 4.2;
  return {
    kind: 'room',
    nouns: ['room', 'empty room', 'chamber', 'spare room'],
    size: [2.7, 4.2],
    // A room named for its use is furnished for it (sessions 27 and 28, places).
    looks: { ...ROOM_LOOKS_ALL, ...S28_ROOM_LOOKS, ...S28_R2_ROOM_LOOKS, ...S30_ROOM_LOOKS },
    parts: [
      part('floor', { box: [W, 0.1, W] }, 'wood', { color: 0xb07a4a, role: 'detail' }),
      part('back_wall', { box: [W, 2.6, 0.12] }, 'plaster', {
        at: [0, 0.1, -W / 2 + 0.06],
        colors: [0xe8dcc4, 0xc8d8e0, 0xdce8d0],
        answersTo: ['walls', 'wall'],
      }),
      part('left_wall', { box: [0.12, 2.6, W] }, 'plaster', {
        at: [-W / 2 + 0.06, 0.1, 0],
        colors: [0xe8dcc4, 0xc8d8e0, 0xdce8d0],
        answersTo: ['walls', 'wall'],
      }),
      part('window_frame', { box: [1.3, 1.2, 0.06] }, 'paint', {
        at: [0.5, 1.0, -W / 2 + 0.13],
        color: 0xf8f8f4,
        role: 'fixed',
      }),
      part('pane', { box: [0.55, 1.04, 0.02] }, 'glass', {
        ...at([
          [0.21, 1.08, -W / 2 + 0.165],
          [0.79, 1.08, -W / 2 + 0.165],
        ]),
        color: 0xa8d0f0,
        role: 'fixed',
      }),
      part('room_door', { box: [0.06, 2.05, 0.9] }, 'wood', {
        at: [-W / 2 + 0.14, 0.1, 0.8],
        color: 0x8a5a32,
        role: 'accent',
      }),
      part('knob', { ball: 0.035 }, 'brass', {
        at: [-W / 2 + 0.19, 1.05, 0.45],
        role: 'fixed',
      }),
      part('skirting', { box: [W, 0.1, 0.03] }, 'paint', {
        at: [0, 0.1, -W / 2 + 0.135],
        color: 0xf8f8f4,
        role: 'fixed',
      }),
      part('rug', { box: [2.0, 0.02, 1.4] }, 'fabric', {
        at: [0.4, 0.1, 0.4],
        colors: [0xa8323a, 0x2a5a8a, 0xc89a3a],
        role: 'detail',
        answersTo: ['carpet'],
      }),
    ],
  };
}

const BATCH_3: readonly KindDecl[] = [
  {
    // A radar: a parabolic reflector on a turning head atop a mast, on a concrete base.
    kind: 'radar',
    nouns: [
      'radar',
      'radar antenna',
      'radar dish',
      'radar station',
      'radar tower',
      'radar scanner',
    ],
    size: [3.4, 2.4],
    parts: [
      part('base', { cyl: 0.3, r: 0.5 }, 'concrete', { role: 'detail' }),
      part('mast', { cyl: 2.4, r: 0.12 }, 'steel', { at: [0, 0.3, 0], role: 'detail' }),
      part('head', { box: [0.5, 0.35, 0.5], round: 0.04 }, 'paint', {
        at: [0, 2.7, 0],
        color: 0xe8e8e4,
        role: 'accent',
      }),
      part('reflector', { extrude: dishProfile(0.65, 0.4, 0.05), depth: 3.0 }, 'paint', {
        turn: [0, -90, 0],
        at: [0, 3.5, 0.1],
        color: 0xf2f2ee,
        answersTo: ['dish', 'antenna'],
      }),
      rod('feed_arm', [0, 3.0, 0.2], [0, 3.3, 1.0], 0.03, 'steel', { role: 'detail' }),
      part('feed', { box: [0.16, 0.12, 0.12] }, 'paint', {
        at: [0, 3.24, 1.02],
        color: 0x2a2a2a,
        role: 'fixed',
      }),
    ],
  },
  {
    // Lift doors in a wall: a steel frame, two brushed doors, the call buttons and the floor
    // indicator above.
    kind: 'elevator',
    nouns: ['elevator', 'elevator door', 'elevator doors', 'lift door', 'passenger elevator'],
    size: [2.6, 2.0],
    parts: [
      part('wall', { box: [2.0, 2.6, 0.15] }, 'marble', { color: 0xd8d2c8, role: 'detail' }),
      part('frame', { box: [1.3, 2.25, 0.06] }, 'steel', { at: [0, 0, 0.1] }),
      part('sliding_door', { box: [0.55, 2.05, 0.04] }, 'chrome', {
        at: [-0.282, 0.02, 0.14],
        copies: [[0.564, 0, 0]],
        answersTo: ['doors'],
      }),
      part('panel', { box: [0.1, 0.26, 0.03] }, 'steel', {
        at: [0.82, 0.95, 0.09],
        role: 'detail',
      }),
      part('button', { cyl: 0.02, r: 0.025 }, 'plain', {
        turn: [90, 0, 0],
        at: [0.82, 1.03, 0.1],
        copies: [[0, 0.1, 0]],
        color: 0xf0c040,
        role: 'fixed',
      }),
      part('indicator', { box: [0.5, 0.14, 0.03] }, 'plain', {
        at: [0, 2.3, 0.09],
        color: 0x1a1a1a,
        role: 'fixed',
      }),
      part('display', { box: [0.12, 0.08, 0.01] }, 'plain', {
        at: [0, 2.33, 0.105],
        color: 0xe8321e,
        role: 'fixed',
      }),
    ],
  },
  {
    // A monocle: a gold-rimmed round lens on its chain.
    kind: 'monocle',
    nouns: ['monocle', 'eyeglass', 'quizzing glass'],
    size: [0.045, 0.1],
    parts: [
      part('rim', { ring: 0.02, r: 0.0022 }, 'gold', { at: [0, 0.022, 0] }),
      part('lens', { cyl: 0.0012, r: 0.0195 }, 'glass', {
        turn: [90, 0, 0],
        at: [0, 0.022, -0.0006],
        color: 0xdcecf4,
        role: 'fixed',
      }),
      part(
        'chain',
        {
          sweep: [
            [0.02, 0.022, 0],
            [0.035, 0.008, 0.01],
            [0.05, 0.0012, 0.02],
            [0.075, 0.0012, 0.01],
          ],
          r: 0.0012,
        },
        'gold',
        { role: 'detail' },
      ),
    ],
  },
  {
    // A trigger spray bottle of household cleaner: coloured liquid, a white spray head.
    kind: 'cleaning spray',
    nouns: [
      'cleaning spray',
      'cleaner',
      'spray cleaner',
      'household cleaner',
      'detergent',
      'liquid detergent',
      'cleaning product',
      'disinfectant spray',
    ],
    size: [0.3, 0.13],
    parts: [
      part('bottle', { box: [0.09, 0.2, 0.055], round: 0.02 }, 'plastic', {
        colors: [0x3a8ad8, 0x5ac85a, 0xe8c83a, 0xe86a9a],
        answersTo: ['liquid'],
      }),
      part('label', { box: [0.07, 0.09, 0.057] }, 'paper', {
        at: [0, 0.05, 0],
        color: 0xf8f8f4,
        role: 'fixed',
      }),
      part('neck', { cyl: 0.025, r: 0.015 }, 'plastic', {
        at: [0, 0.2, 0],
        color: 0xf4f4f4,
        role: 'accent',
      }),
      part('head', { box: [0.04, 0.05, 0.09], round: 0.01 }, 'plastic', {
        at: [0, 0.225, 0.015],
        color: 0xf4f4f4,
        role: 'accent',
        answersTo: ['nozzle', 'sprayer'],
      }),
      part('trigger', { box: [0.02, 0.05, 0.012] }, 'plastic', {
        turn: [-15, 0, 0],
        at: [0, 0.19, 0.045],
        color: 0xf4f4f4,
        role: 'accent',
      }),
    ],
  },
  {
    // Denim overalls standing as if worn: legs, the waist, a bib with a pocket, two straps.
    kind: 'overalls',
    nouns: ['overalls', 'overall', 'dungarees', 'bib overalls', 'coveralls', 'salopettes'],
    size: [1.3, 0.5],
    parts: [
      part('leg', { cyl: 0.78, r: 0.085, rTop: 0.1 }, 'fabric', {
        at: [0.1, 0, 0],
        mirror: true,
        color: 0x3b5b8c,
        answersTo: ['legs', 'trousers'],
      }),
      part('waist', { box: [0.42, 0.2, 0.22], round: 0.05 }, 'fabric', {
        at: [0, 0.72, 0],
        color: 0x3b5b8c,
      }),
      part('bib', { box: [0.3, 0.3, 0.04], round: 0.01 }, 'fabric', {
        at: [0, 0.9, 0.07],
        color: 0x3b5b8c,
      }),
      part('pocket', { box: [0.14, 0.1, 0.01] }, 'fabric', {
        at: [0, 1.0, 0.094],
        color: 0x34527e,
        role: 'detail',
      }),
      part(
        'strap',
        {
          sweep: [
            [0.12, 1.19, 0.07],
            [0.13, 1.3, 0.02],
            [0.13, 1.28, -0.08],
            [0.13, 0.9, -0.1],
          ],
          r: 0.018,
        },
        'fabric',
        { mirror: true, color: 0x3b5b8c, answersTo: ['straps'] },
      ),
      part('button', { cyl: 0.012, r: 0.018 }, 'brass', {
        turn: [90, 0, 0],
        at: [0.12, 1.17, 0.085],
        mirror: true,
        role: 'fixed',
      }),
      part('stitching', { box: [0.005, 0.7, 0.005] }, 'fabric', {
        at: [0.1, 0.03, 0.095],
        mirror: true,
        color: 0xe0a030,
        role: 'fixed',
      }),
    ],
  },
  {
    // A resistor: a tan body with four colour bands, a wire lead at each end.
    kind: 'resistor',
    nouns: ['resistor', 'electrical resistor', 'fixed resistor', 'carbon resistor'],
    size: [0.009, 0.08],
    parts: [
      rod('body', [-0.011, 0.0045, 0], [0.011, 0.0045, 0], 0.0042, 'plastic', {
        color: 0xd8c08a,
      }),
      ...(
        [
          [-0.009, 0x6a3a1e],
          [-0.005, 0x1a1a1a],
          [-0.001, 0xd8321e],
          [0.007, 0xd8a820],
        ] as const
      ).map(([x, colour], i) =>
        part(`band_${i + 1}`, { cyl: 0.0016, r: 0.0046 }, 'paint', {
          turn: [0, 0, 90],
          at: [x + 0.0008, 0.0045, 0],
          color: colour,
          role: 'fixed',
        }),
      ),
      rod('lead', [0.014, 0.0045, 0], [0.04, 0.0045, 0], 0.0006, 'steel', {
        mirror: true,
        role: 'detail',
      }),
    ],
  },
  {
    // An electrolytic capacitor: a blue can with a pale stripe, standing on two legs.
    kind: 'capacitor',
    nouns: ['capacitor', 'electrolytic capacitor', 'electrolytic'],
    size: [0.04, 0.02],
    parts: [
      part('can', { cyl: 0.026, r: 0.008 }, 'plastic', {
        at: [0, 0.012, 0],
        colors: [0x2a4aa8, 0x1e1e1e],
      }),
      part('stripe', { box: [0.004, 0.026, 0.002] }, 'paint', {
        at: [0, 0.012, 0.0075],
        color: 0xd8d8e0,
        role: 'fixed',
      }),
      part('top', { cyl: 0.0008, r: 0.0075 }, 'steel', { at: [0, 0.038, 0], role: 'detail' }),
      part('leg', { cyl: 0.0125, r: 0.0005 }, 'steel', {
        at: [-0.0025, 0, 0],
        copies: [[0.005, 0, 0]],
        role: 'detail',
      }),
    ],
  },
  {
    // A small transistor: a black half-round body, three legs.
    kind: 'transistor',
    nouns: ['transistor', 'junction transistor', 'bipolar transistor'],
    size: [0.02, 0.006],
    parts: [
      part('body', { cyl: 0.005, r: 0.0025 }, 'plastic', {
        at: [0, 0.013, 0],
        minus: [{ shape: { box: [0.006, 0.006, 0.003] }, at: [0, 0.0125, -0.0026] }],
        color: 0x1e1e1e,
      }),
      part('leg', { cyl: 0.0132, r: 0.0003 }, 'steel', {
        ...at([-0.0013, 0, 0.0013].map((x) => [x, 0, 0.0007] as V3)),
        role: 'detail',
      }),
    ],
  },
  {
    // A venetian blind hanging: the head rail, tilted slats on ladder cords, the bottom rail
    // and a pull cord with its tassel.
    kind: 'venetian blind',
    nouns: ['venetian blind', 'window blind', 'slatted blind', 'window blinds', 'venetian blinds'],
    size: [1.3, 1.0],
    parts: [
      part('head_rail', { box: [1.0, 0.06, 0.06] }, 'paint', {
        at: [0, 1.24, 0],
        color: 0xf4f4f0,
        role: 'accent',
      }),
      part('slat', { box: [0.98, 0.004, 0.05] }, 'paint', {
        turn: [25, 0, 0],
        ...at(Array.from({ length: 26 }, (_, i) => [0, 1.2 - i * 0.045, 0] as V3)),
        color: 0xf4f4f0,
        answersTo: ['slats'],
      }),
      part('ladder', { box: [0.006, 1.24, 0.004] }, 'fabric', {
        ...at([-0.35, 0, 0.35].map((x) => [x, 0.02, 0.03] as V3)),
        color: 0xe0e0dc,
        role: 'fixed',
      }),
      part('bottom_rail', { box: [1.0, 0.025, 0.055] }, 'paint', {
        color: 0xf4f4f0,
        role: 'accent',
      }),
      part('cord', { cyl: 0.7, r: 0.003 }, 'fabric', {
        at: [0.46, 0.54, 0.04],
        color: 0xe0e0dc,
        role: 'fixed',
      }),
      part('tassel', { cyl: 0.04, r: 0.008, rTop: 0.004 }, 'plastic', {
        at: [0.46, 0.5, 0.04],
        color: 0xe0e0dc,
        role: 'fixed',
      }),
    ],
  },
  {
    // A diving board over a pool's end: the board on its stand at the tiled edge, the water.
    kind: 'diving board',
    nouns: ['diving board', 'springboard', 'high board', 'diving springboard'],
    size: [1.1, 4.4],
    parts: [
      part('deck', { box: [2.4, 0.3, 1.4] }, 'stone', {
        at: [0, 0, -1.5],
        color: 0xe8e4da,
        role: 'detail',
      }),
      part('water', { box: [2.4, 0.22, 2.6] }, 'glass', {
        at: [0, 0, 0.5],
        color: 0x3aa8d8,
        role: 'detail',
        answersTo: ['pool'],
      }),
      part('coping', { box: [2.4, 0.32, 0.12] }, 'stone', {
        at: [0, 0, -0.76],
        color: 0x2a6a9a,
        role: 'fixed',
      }),
      part('stand', { box: [0.5, 0.65, 0.5] }, 'paint', {
        at: [0, 0.3, -1.6],
        color: 0xd8d8d4,
        role: 'detail',
      }),
      part('board', { box: [0.55, 0.07, 2.6] }, 'plastic', {
        at: [0, 0.95, -0.4],
        colors: [0x2a6ac8, 0xf4f4f0, 0xe8c040],
      }),
      part('fulcrum', { box: [0.5, 0.4, 0.2] }, 'paint', {
        at: [0, 0.3, -0.9],
        color: 0xd8d8d4,
        role: 'detail',
      }),
    ],
  },
];

/** A coil of barbed wire: grey loops with barbs twisted on at intervals. */
function barbedWire(): KindDecl {
  const loops = Array.from({ length: 7 }, (_, i) => [-0.6 + i * 0.2, 0.4, 0] as V3);
  const barbs: V3[] = [];
  loops.forEach(([x]) => {
    for (let k = 0; k < 8; k++) {
      const a = (2 * Math.PI * k) / 8 + x;
      barbs.push([x, 0.4 + Math.sin(a) * 0.4, Math.cos(a) * 0.4]);
    }
  });
  return {
    kind: 'barbed wire',
    nouns: ['barbed wire', 'barbwire', 'razor wire', 'concertina wire', 'barbed wire coil'],
    size: [0.82, 1.45],
    parts: [
      part('loop', { ring: 0.4, r: 0.008 }, 'iron', {
        turn: [0, 90, 0],
        ...at(loops),
        color: 0x8a8e94,
        answersTo: ['wire'],
      }),
      // One straight strand along the top ties the loops together, as the coil is hung.
      rod('strand', [-0.6, 0.8, 0], [0.6, 0.8, 0], 0.006, 'iron', {
        color: 0x8a8e94,
        answersTo: ['wire'],
      }),
      part('barb', { box: [0.012, 0.06, 0.012] }, 'iron', {
        turn: [0, 0, 45],
        ...at(barbs),
        color: 0x8a8e94,
        role: 'detail',
      }),
      part('stake', { cyl: 0.9, r: 0.025 }, 'wood', {
        at: [-0.62, 0, 0],
        copies: [[1.24, 0, 0]],
        color: 0x6a4a2a,
        role: 'detail',
      }),
    ],
  };
}

const BATCH_4: readonly KindDecl[] = [
  {
    // A flying disc lying domed side up: a shallow plastic dish with a rolled rim and rings.
    kind: 'frisbee',
    nouns: ['frisbee', 'flying disc', 'flying disk', 'flying saucer toy'],
    size: [0.035, 0.27],
    parts: [
      part(
        'disc',
        {
          lathe: [
            [0.0001, 0.032],
            [0.06, 0.031],
            [0.1, 0.027],
            [0.125, 0.018],
            [0.135, 0.006],
            [0.132, 0.0],
            [0.124, 0.0],
          ],
        },
        'plastic',
        { colors: [0xf08a1a, 0xe8321e, 0x2a8ad8, 0xf0d020, 0x3ac85a], answersTo: ['frisbee'] },
      ),
      part('ring', { ring: 0.08, r: 0.003 }, 'plastic', {
        turn: [90, 0, 0],
        at: [0, 0.029, 0],
        copies: [[0, 0.002, 0]],
        color: 0xf8f8f8,
        role: 'accent',
      }),
      part('rim', { ring: 0.13, r: 0.006 }, 'plastic', {
        turn: [90, 0, 0],
        at: [0, 0.008, 0],
        colors: [0xf08a1a, 0xe8321e, 0x2a8ad8, 0xf0d020, 0x3ac85a],
        answersTo: ['frisbee'],
      }),
    ],
  },
  {
    // A wooden cutting board with a handle hole, a knife and a few slices on it.
    kind: 'cutting board',
    nouns: ['cutting board', 'chopping board', 'chopping block', 'breadboard', 'bread board'],
    size: [0.06, 0.45],
    parts: [
      part('board', { box: [0.42, 0.025, 0.28], round: 0.01 }, 'wood', {
        minus: [{ shape: { cyl: 0.06, r: 0.018 }, at: [0.17, -0.01, 0] }],
        color: 0xc8965a,
      }),
      part('blade', { box: [0.18, 0.004, 0.035], round: 0.001 }, 'steel', {
        turn: [0, 15, 0],
        at: [-0.02, 0.025, 0.07],
        role: 'detail',
        answersTo: ['knife'],
      }),
      rod('knife_handle', [0.07, 0.034, 0.046], [0.16, 0.034, 0.022], 0.01, 'plastic', {
        color: 0x1e1e1e,
        role: 'detail',
        answersTo: ['knife'],
      }),
      part('slice', { cyl: 0.008, r: 0.022 }, 'plain', {
        ...at([
          [-0.12, 0.025, -0.06],
          [-0.08, 0.025, -0.07],
          [-0.04, 0.025, -0.06],
        ]),
        color: 0xe8602a,
        role: 'fixed',
      }),
    ],
  },
  {
    // A skullcap: a small round cap covering the crown, with a button on top.
    kind: 'skullcap',
    nouns: ['skullcap', 'kippah', 'kippa', 'yarmulke', 'zucchetto', 'calotte'],
    size: [0.06, 0.17],
    parts: [
      part(
        'crown',
        {
          lathe: [
            [0.08, 0],
            [0.078, 0.02],
            [0.06, 0.045],
            [0.03, 0.058],
            [0.0001, 0.06],
          ],
          smooth: true,
          wall: 0.003,
        },
        'fabric',
        { colors: [0x1e2a4a, 0xf4f4f0, 0x8a1e2a, 0x1e1e1e], answersTo: ['cap'] },
      ),
      part('band', { ring: 0.079, r: 0.004 }, 'fabric', {
        turn: [90, 0, 0],
        at: [0, 0.006, 0],
        color: 0xc8a040,
        role: 'accent',
      }),
    ],
  },
  {
    // Castanets: two pairs of wooden shells, each pair tied with a red cord.
    kind: 'castanets',
    nouns: ['castanets', 'castanet', 'pair of castanets'],
    size: [0.05, 0.16],
    parts: [
      part('shell', { ellipsoid: [0.028, 0.012, 0.034] }, 'darkWood', {
        ...at([
          [-0.03, 0.012, 0],
          [-0.03, 0.034, 0],
          [0.025, 0.012, 0.015],
          [0.025, 0.034, 0.015],
        ]),
        color: 0x5a2e1a,
      }),
      part('cord', { ring: 0.012, r: 0.002 }, 'fabric', {
        turn: [0, 90, 0],
        at: [-0.03, 0.023, -0.036],
        copies: [[0.055, 0, 0.015]],
        color: 0xc8201e,
        role: 'accent',
      }),
    ],
  },
  {
    // A scoreboard on two posts: a dark panel, two lit scores, a clock and a header.
    kind: 'scoreboard',
    nouns: ['scoreboard', 'score board', 'stadium scoreboard'],
    size: [3.2, 3.0],
    parts: [
      part('post', { cyl: 2.0, r: 0.08 }, 'steel', {
        at: [-1.0, 0, 0],
        copies: [[2.0, 0, 0]],
        role: 'detail',
      }),
      part('panel', { box: [3.0, 1.3, 0.2] }, 'plain', {
        at: [0, 1.9, 0],
        color: 0x1a1e24,
      }),
      part('header', { box: [3.0, 0.3, 0.22] }, 'paint', {
        at: [0, 2.9, 0],
        colors: [0xc8201e, 0x2a5aa8, 0x2a8a4a],
        role: 'accent',
      }),
      part('score', { box: [0.7, 0.5, 0.02] }, 'plain', {
        at: [-0.9, 2.35, 0.1],
        copies: [[1.8, 0, 0]],
        color: 0xf0a020,
        role: 'fixed',
      }),
      part('clock', { box: [0.9, 0.3, 0.02] }, 'plain', {
        at: [0, 2.05, 0.1],
        color: 0xe83a2a,
        role: 'fixed',
      }),
      part('digit_bar', { box: [0.5, 0.06, 0.01] }, 'plain', {
        ...at([
          [-0.9, 2.57, 0.115],
          [0.9, 2.57, 0.115],
          [-0.9, 2.42, 0.115],
          [0.9, 2.42, 0.115],
        ]),
        color: 0x1a1e24,
        role: 'fixed',
      }),
    ],
  },
];

const BATCH_5: readonly KindDecl[] = [
  {
    // An open makeup palette: a compact of eyeshadow pans in a grid, a mirror in the lid,
    // a small brush beside it.
    kind: 'makeup palette',
    nouns: [
      'makeup palette',
      'makeup',
      'make-up',
      'cosmetics',
      'eyeshadow',
      'eye shadow',
      'eyeshadow palette',
    ],
    size: [0.1, 0.2],
    parts: [
      part('case', { box: [0.16, 0.012, 0.1], round: 0.004 }, 'plastic', {
        colors: [0x1e1e1e, 0xe8a8b8, 0xd8d0c8],
      }),
      part('lid', { box: [0.16, 0.1, 0.008], round: 0.003 }, 'plastic', {
        turn: [-15, 0, 0],
        at: [0, 0.008, -0.052],
        colors: [0x1e1e1e, 0xe8a8b8, 0xd8d0c8],
      }),
      part('mirror', { box: [0.14, 0.08, 0.002] }, 'chrome', {
        turn: [-15, 0, 0],
        at: [0, 0.018, -0.046],
        role: 'fixed',
      }),
      ...(
        [
          [0xe8c8b0, 0xc89070, 0x8a5a3a, 0x3a2a2a],
          [0xe8a0b8, 0xc8607a, 0x9a3a8a, 0x3a4a8a],
        ] as const
      ).flatMap((row, j) =>
        row.map((colour, i) =>
          part(`pan_${j * 4 + i + 1}`, { cyl: 0.004, r: 0.015 }, 'plain', {
            at: [-0.054 + i * 0.036, 0.012, -0.02 + j * 0.04],
            color: colour,
            role: 'fixed',
          }),
        ),
      ),
      rod('brush', [0.1, 0.006, 0.0], [0.19, 0.006, 0.03], 0.004, 'wood', {
        color: 0x1e1e1e,
        role: 'detail',
      }),
      part('bristles', { ellipsoid: [0.014, 0.006, 0.008] }, 'fur', {
        at: [0.092, 0.006, -0.003],
        color: 0xe0c8b0,
        role: 'fixed',
      }),
    ],
  },
  {
    // A gymnast's horizontal bar: a steel bar between two uprights braced by guy wires.
    kind: 'horizontal bar',
    nouns: ['horizontal bar', 'high bar'],
    size: [2.8, 4.4],
    parts: [
      part('upright', { cyl: 2.75, r: 0.05 }, 'steel', {
        at: [-1.2, 0, 0],
        copies: [[2.4, 0, 0]],
        role: 'detail',
      }),
      rod('bar', [-1.25, 2.7, 0], [1.25, 2.7, 0], 0.016, 'chrome'),
      rod('guy_wire', [-1.2, 2.6, 0], [-2.2, 0.02, 1.0], 0.006, 'steel', {
        mirror: true,
        role: 'detail',
      }),
      rod('back_wire', [-1.2, 2.6, 0], [-2.2, 0.02, -1.0], 0.006, 'steel', {
        mirror: true,
        role: 'detail',
      }),
      part('mat', { box: [3.0, 0.1, 2.0] }, 'fabric', {
        color: 0x2a5aa8,
        role: 'accent',
      }),
    ],
  },
  {
    // A freestanding towel rack with a folded towel hanging over its top rail.
    kind: 'towel rack',
    nouns: ['towel rack', 'towel horse', 'towel stand'],
    size: [0.85, 0.6],
    parts: [
      part('foot', { box: [0.06, 0.03, 0.35], round: 0.01 }, 'chrome', {
        at: [-0.27, 0, 0],
        copies: [[0.54, 0, 0]],
        role: 'detail',
      }),
      part('post', { cyl: 0.82, r: 0.014 }, 'chrome', {
        at: [-0.27, 0.03, 0],
        copies: [[0.54, 0, 0]],
        role: 'detail',
      }),
      rod('rail', [-0.27, 0.82, 0], [0.27, 0.82, 0], 0.012, 'chrome', {
        copies: [[0, -0.3, 0]],
        role: 'detail',
      }),
      part('towel', { box: [0.42, 0.4, 0.05], round: 0.015 }, 'fabric', {
        at: [0, 0.44, 0.02],
        colors: [0xf8f8f4, 0x8ab4d8, 0xe8a8b8, 0xa8d8b0],
      }),
      part('fold', { cyl: 0.42, r: 0.03 }, 'fabric', {
        turn: [0, 0, 90],
        at: [0.21, 0.835, 0],
        colors: [0xf8f8f4, 0x8ab4d8, 0xe8a8b8, 0xa8d8b0],
        answersTo: ['towel'],
      }),
    ],
  },
  {
    // A pendulum: a brass bob on a long rod hung from a wooden gallows frame.
    kind: 'pendulum',
    nouns: ['pendulum', 'simple pendulum', 'swinging pendulum'],
    size: [1.2, 0.7],
    parts: [
      part('base', { box: [0.6, 0.05, 0.4] }, 'darkWood', { role: 'detail' }),
      part('column', { box: [0.05, 1.15, 0.05] }, 'darkWood', {
        at: [-0.25, 0.05, 0],
        role: 'detail',
      }),
      part('arm', { box: [0.4, 0.05, 0.05] }, 'darkWood', { at: [-0.07, 1.15, 0], role: 'detail' }),
      part('rod', { box: [0.006, 0.8, 0.006] }, 'brass', {
        turn: [0, 0, 10],
        at: [0.1, 0.36, 0],
        role: 'detail',
      }),
      part('bob', { ball: 0.07 }, 'brass', { at: [0.16, 0.3, 0] }),
    ],
  },
];

export const COMMON_ARTIFACT_KINDS: readonly KindDecl[] = [
  ...FABRIC_AND_CLOTHES,
  ARMOR,
  ...SOUND_AND_MUSIC,
  abacus(),
  ...DEVICES,
  ...SMALL_TOOLS,
  ...STRUCTURES,
  bleachers(),
  ...MORE_THINGS,
  rosary(),
  sieve(),
  garden(),
  diningRoom(),
  ...BATCH_3,
  ballOfYarn(),
  corral(),
  dentures(),
  coilSpring(),
  room(),
  ...BATCH_4,
  barbedWire(),
  ...BATCH_5,
];
