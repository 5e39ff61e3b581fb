/** Musical instruments, declared as data (library/declare.ts). */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { CLASS_LOOKS } from './class-looks.ts';
import { VARIANT_LOOKS } from './variant-looks.ts';

/** The trumpet's parts, dropped where another brass instrument shows another shape. */
const TRUMPET_PARTS = ['bell', 'tube', 'mouthpiece', 'valve', 'button'];

/** A tuba standing: a wide bell opening upward over a thick U of tubing, valves on the side. */
const TUBA: StateDecl = {
  drop: TRUMPET_PARTS,
  parts: [
    {
      name: 'bell',
      shape: {
        lathe: [
          [0.05, 0],
          [0.06, 0.12],
          [0.1, 0.26],
          [0.22, 0.34],
        ],
        smooth: true,
        wall: 0.006,
      },
      at: [0, 0.5, 0],
      finish: 'brass',
    },
    {
      name: 'tube',
      shape: {
        sweep: [
          [0, 0.52, 0],
          [-0.02, 0.28, 0],
          [0.03, 0.1, 0],
          [0.16, 0.08, 0],
          [0.22, 0.22, 0],
          [0.2, 0.45, 0],
          [0.14, 0.62, 0],
        ],
        r: [0.055, 0.06, 0.06, 0.05, 0.04, 0.03, 0.02],
      },
      finish: 'brass',
    },
    {
      name: 'valve',
      shape: { cyl: 0.14, r: 0.018 },
      at: [0.26, 0.3, -0.02],
      copies: [
        [0, 0, 0.04],
        [0, 0, 0.08],
      ],
      finish: 'brass',
    },
    {
      name: 'valve_bar',
      shape: { box: [0.06, 0.03, 0.12] },
      at: [0.24, 0.33, 0.02],
      finish: 'brass',
    },
    {
      name: 'button',
      shape: { cyl: 0.012, r: 0.017 },
      at: [0.26, 0.44, -0.02],
      copies: [
        [0, 0, 0.04],
        [0, 0, 0.08],
      ],
      finish: 'ceramic',
      role: 'fixed',
    },
    {
      name: 'mouthpiece',
      shape: { cyl: 0.08, r: 0.008, rTop: 0.016 },
      turn: [0, 0, -60],
      at: [0.14, 0.6, 0],
      finish: 'brass',
    },
  ],
};

/** A French horn upright: two coils of narrow tubing, the flared bell out to one side. */
const FRENCH_HORN: StateDecl = {
  drop: TRUMPET_PARTS,
  parts: [
    {
      name: 'tube',
      shape: { ring: 0.16, r: 0.011 },
      at: [0, 0.2, 0],
      finish: 'brass',
    },
    {
      name: 'inner_tube',
      shape: { ring: 0.12, r: 0.009 },
      at: [0, 0.2, 0.02],
      finish: 'brass',
    },
    {
      name: 'bell',
      shape: {
        lathe: [
          [0.012, 0],
          [0.025, 0.1],
          [0.05, 0.17],
          [0.13, 0.22],
        ],
        smooth: true,
        wall: 0.004,
      },
      turn: [0, 0, -100],
      at: [0.15, 0.16, 0],
      finish: 'brass',
    },
    {
      name: 'valve',
      shape: { cyl: 0.08, r: 0.014 },
      at: [-0.05, 0.28, 0.02],
      copies: [
        [0.035, 0, 0],
        [0.07, 0, 0],
      ],
      finish: 'brass',
    },
    {
      name: 'lever',
      shape: { box: [0.11, 0.012, 0.012] },
      at: [-0.015, 0.33, 0.04],
      finish: 'brass',
    },
    {
      name: 'mouthpiece',
      shape: { cyl: 0.07, r: 0.006, rTop: 0.012 },
      turn: [0, 0, 120],
      at: [-0.13, 0.29, 0],
      finish: 'brass',
    },
  ],
};

/** A violin body outline (x across, y along), waist pinched. */
const VIOLIN: [number, number][] = [
  [0, 0],
  [0.09, 0.01],
  [0.105, 0.06],
  [0.09, 0.12],
  [0.065, 0.16],
  [0.08, 0.2],
  [0.085, 0.25],
  [0.06, 0.3],
  [0, 0.32],
  [-0.06, 0.3],
  [-0.085, 0.25],
  [-0.08, 0.2],
  [-0.065, 0.16],
  [-0.09, 0.12],
  [-0.105, 0.06],
  [-0.09, 0.01],
];

/** A recorder lying along X: a wooden tube, a beaked head at +X, finger holes, a flared foot. */
const RECORDER: readonly PartDecl[] = [
  {
    name: 'tube',
    shape: { cyl: 0.3, r: 0.013 },
    turn: [0, 0, 90],
    at: [0.15, 0.018, 0],
    finish: 'wood',
    color: 0xd8b080,
  },
  {
    name: 'head',
    shape: { cyl: 0.07, r: 0.016 },
    turn: [0, 0, 90],
    at: [0.22, 0.018, 0],
    finish: 'wood',
    color: 0xd8b080,
  },
  {
    name: 'beak',
    shape: { box: [0.035, 0.02, 0.016], round: 0.004 },
    at: [0.235, 0.004, 0],
    finish: 'wood',
    color: 0xd8b080,
  },
  {
    name: 'window',
    shape: { box: [0.012, 0.004, 0.012] },
    at: [0.195, 0.032, 0],
    finish: 'darkWood',
    role: 'fixed',
  },
  {
    name: 'hole',
    shape: { cyl: 0.003, r: 0.0045 },
    at: [0.1, 0.029, 0],
    copies: [1, 2, 3, 4, 5, 6].map((i): V3 => [-0.032 * i, 0, 0]),
    finish: 'darkWood',
    role: 'fixed',
  },
  {
    name: 'bell',
    shape: { cyl: 0.04, r: 0.013, rTop: 0.018 },
    turn: [0, 0, 90],
    at: [-0.15, 0.018, 0],
    finish: 'wood',
    color: 0xd8b080,
  },
];

/** A black reed pipe lying along X with silver keys, the mouthpiece at +X, a bell of radius `bell` at -X. */
function reedPipe(bell: number): PartDecl[] {
  return [
    {
      name: 'tube',
      shape: { cyl: 0.56, r: 0.011 },
      turn: [0, 0, 90],
      at: [0.28, 0.022, 0],
      finish: 'plastic',
      color: 0x1a1a1c,
    },
    {
      name: 'mouthpiece',
      shape: { cyl: 0.06, r: 0.009, rTop: 0.005 },
      turn: [0, 0, -90],
      at: [0.28, 0.022, 0],
      finish: 'plastic',
      color: 0x1a1a1c,
    },
    {
      name: 'bell',
      shape: { cyl: 0.08, r: 0.011, rTop: bell },
      turn: [0, 0, 90],
      at: [-0.28, 0.022, 0],
      finish: 'plastic',
      color: 0x1a1a1c,
    },
    {
      name: 'key',
      shape: { cyl: 0.004, r: 0.006 },
      at: [0.18, 0.031, 0],
      copies: [1, 2, 3, 4, 5, 6, 7].map((i): V3 => [-0.055 * i, 0, 0]),
      finish: 'chrome',
      role: 'accent',
    },
  ];
}

/**
 * Timpani are a copper kettle on three legs under a wide head (the red snare drum read as a
 * snare drum); a kettledrum and tympani by their other names (session 29).
 */
const TIMPANI: StateDecl = {
  drop: ['shell', 'head', 'hoop', 'lug'],
  parts: [
    {
      name: 'shell',
      shape: {
        lathe: [
          [0.03, 0.14],
          [0.2, 0.17],
          [0.29, 0.3],
          [0.32, 0.46],
        ],
        smooth: true,
      },
      finish: 'copper',
    },
    {
      name: 'head',
      shape: { cyl: 0.012, r: 0.315 },
      at: [0, 0.455, 0],
      finish: 'paper',
      color: 0xf4f0e4,
      role: 'accent',
    },
    {
      name: 'hoop',
      shape: { ring: 0.325, r: 0.012 },
      turn: [90, 0, 0],
      at: [0, 0.465, 0],
      finish: 'chrome',
      role: 'fixed',
    },
    ...[0, 120, 240].map((a, i): PartDecl => ({
      name: `leg_${i + 1}`,
      shape: {
        capsule: [
          [Math.cos((a * Math.PI) / 180) * 0.15, 0.2, Math.sin((a * Math.PI) / 180) * 0.15],
          [Math.cos((a * Math.PI) / 180) * 0.27, 0.01, Math.sin((a * Math.PI) / 180) * 0.27],
        ],
        r: 0.012,
      },
      finish: 'darkMetal',
      role: 'fixed',
    })),
  ],
};

/**
 * The violin's parts, its body `deep` from back to front and lifted `lift` off the ground. The
 * cello's look (session 29; docs/decisions.md "Household things, vessels and instruments by
 * their class") is the same outline with deep ribs, standing on its endpin: every cello, double
 * bass and viol (a contrabass, a bass fiddle, a viola da gamba) is played upright on the floor.
 */
function violinParts(lift: number, deep: number): PartDecl[] {
  const front = (deep - 0.04) / 2;
  return [
    {
      name: 'body',
      shape: { extrude: VIOLIN, depth: deep, round: 0.008 },
      at: [0, lift, 0],
      finish: 'wood',
      color: 0xa0521c,
    },
    {
      name: 'neck',
      shape: { box: [0.025, 0.26, 0.02] },
      at: [0, lift + 0.31, 0.01 + front],
      finish: 'darkWood',
      role: 'detail',
    },
    {
      name: 'fingerboard',
      shape: { box: [0.028, 0.27, 0.008] },
      at: [0, lift + 0.2, 0.024 + front],
      finish: 'paint',
      color: 0x121212,
      role: 'fixed',
    },
    {
      name: 'scroll',
      shape: { ring: 0.018, r: 0.008 },
      turn: [0, 90, 0],
      at: [0, lift + 0.585, 0.01 + front],
      finish: 'darkWood',
      role: 'detail',
    },
    {
      name: 'bridge',
      shape: { box: [0.05, 0.025, 0.008] },
      at: [0, lift + 0.1, 0.024 + front],
      finish: 'paleWood',
      role: 'fixed',
    },
    {
      name: 'tailpiece',
      shape: { box: [0.03, 0.07, 0.008] },
      at: [0, lift + 0.015, 0.022 + front],
      finish: 'paint',
      color: 0x121212,
      role: 'fixed',
    },
  ];
}

const CELLO: StateDecl = {
  drop: ['body', 'neck', 'fingerboard', 'scroll', 'bridge', 'tailpiece'],
  parts: [
    ...violinParts(0.06, 0.1),
    {
      name: 'endpin',
      shape: { cyl: 0.062, r: 0.004, rTop: 0.008 },
      finish: 'steel',
      role: 'fixed',
      answersTo: ['endpin', 'spike'],
    },
  ],
};

export const MUSIC_KINDS: readonly KindDecl[] = [
  {
    kind: 'drum',
    nouns: [
      'drum',
      'snare drum',
      'bass drum',
      'tom tom',
      'bongo',
      'tambourine',
      'timpani',
      ...CLASS_LOOKS['drum'].nouns,
    ],
    size: [0.4, 0.5],
    parts: [
      {
        name: 'shell',
        shape: { cyl: 0.32, r: 0.23 },
        at: [0, 0.02, 0],
        finish: 'paint',
        color: 0xb0242a,
      },
      {
        name: 'head',
        shape: { cyl: 0.012, r: 0.225 },
        at: [0, 0.34, 0],
        finish: 'paper',
        color: 0xf4f0e4,
        role: 'fixed',
        answersTo: ['top'],
      },
      {
        name: 'hoop',
        shape: { ring: 0.235, r: 0.014 },
        turn: [90, 0, 0],
        at: [0, 0.34, 0],
        copies: [[0, -0.32, 0]],
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'lug',
        shape: { box: [0.025, 0.1, 0.025] },
        at: [0.235, 0.13, 0],
        copies: [[-0.47, 0, 0]],
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'lug',
        shape: { box: [0.025, 0.1, 0.025] },
        at: [0, 0.13, 0.235],
        copies: [[0, 0, -0.47]],
        finish: 'chrome',
        role: 'fixed',
      },
    ],
    looks: {
      ...CLASS_LOOKS['drum'].looks,
      timpani: TIMPANI,
      kettledrum: TIMPANI,
      tympani: TIMPANI,
      tympan: TIMPANI,
    },
  },
  {
    kind: 'trumpet',
    nouns: ['trumpet', 'cornet', 'bugle', 'horn', 'tuba', 'french horn'],
    size: [0.2, 0.55],
    parts: [
      {
        name: 'bell',
        shape: {
          lathe: [
            [0.004, 0],
            [0.012, 0.1],
            [0.025, 0.16],
            [0.06, 0.2],
          ],
          smooth: true,
          wall: 0.003,
        },
        turn: [0, 0, -90],
        at: [0.18, 0.11, 0],
        finish: 'brass',
      },
      {
        name: 'tube',
        shape: {
          sweep: [
            [0.2, 0.11, 0],
            [-0.2, 0.11, 0],
            [-0.26, 0.07, 0],
            [-0.2, 0.03, 0],
            [0.05, 0.03, 0],
            [0.1, 0.07, 0],
            [0.05, 0.11, 0],
          ],
          r: 0.009,
        },
        finish: 'brass',
      },
      {
        name: 'mouthpiece',
        shape: { cyl: 0.06, r: 0.006, rTop: 0.012 },
        turn: [0, 0, 90],
        at: [-0.2, 0.11, 0],
        finish: 'brass',
      },
      {
        name: 'valve',
        shape: { cyl: 0.1, r: 0.012 },
        at: [-0.08, 0.05, 0],
        copies: [
          [0.035, 0, 0],
          [0.07, 0, 0],
        ],
        finish: 'brass',
      },
      {
        name: 'button',
        shape: { cyl: 0.015, r: 0.014 },
        at: [-0.08, 0.15, 0],
        copies: [
          [0.035, 0, 0],
          [0.07, 0, 0],
        ],
        finish: 'ceramic',
        role: 'fixed',
      },
    ],
    // A tuba stands upright with its wide bell up; a French horn is a round coil with its bell
    // to the side: the long trumpet read as a trumpet under either name.
    looks: { tuba: TUBA, 'french horn': FRENCH_HORN },
  },
  {
    kind: 'piano',
    nouns: ['piano', 'upright piano', 'keyboard instrument', 'harpsichord'],
    size: [1.3, 1.5],
    surfaces: ['body'],
    parts: [
      {
        name: 'body',
        shape: { box: [1.5, 1.3, 0.45] },
        at: [0, 0, -0.15],
        finish: 'paint',
        color: 0x141416,
      },
      {
        name: 'keybed',
        shape: { box: [1.5, 0.12, 0.35] },
        at: [0, 0.66, 0.2],
        finish: 'paint',
        color: 0x141416,
      },
      {
        name: 'keys',
        shape: { box: [1.36, 0.03, 0.17] },
        at: [0, 0.78, 0.27],
        finish: 'ceramic',
        role: 'fixed',
      },
      {
        name: 'black_key',
        shape: { box: [0.014, 0.025, 0.09] },
        at: [-0.6, 0.8, 0.23],
        copies: Array.from({ length: 23 }, (_, i) => [(i + 1) * 0.052, 0, 0] as const),
        finish: 'paint',
        color: 0x101010,
        role: 'fixed',
      },
      {
        name: 'leg',
        shape: { box: [0.08, 0.66, 0.08] },
        at: [0.68, 0, 0.3],
        copies: [[-1.36, 0, 0]],
        finish: 'paint',
        color: 0x141416,
      },
      {
        name: 'pedal',
        shape: { box: [0.05, 0.02, 0.12] },
        at: [-0.06, 0.05, 0.12],
        copies: [[0.12, 0, 0]],
        finish: 'brass',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'violin',
    nouns: ['violin', 'fiddle', 'viola', 'cello', 'double bass'],
    size: [0.6, 0.25],
    parts: [...violinParts(0, 0.04)],
    looks: {
      cello: CELLO,
      violoncello: CELLO,
      'double bass': CELLO,
      contrabass: CELLO,
      'bass fiddle': CELLO,
      viol: CELLO,
    },
  },
  {
    kind: 'flute',
    nouns: ['flute', 'recorder', 'piccolo', 'fife', 'clarinet', 'oboe'],
    size: [0.04, 0.65],
    parts: [
      {
        name: 'tube',
        shape: { cyl: 0.64, r: 0.011 },
        turn: [0, 0, 90],
        at: [0.32, 0.012, 0],
        finish: 'chrome',
      },
      {
        name: 'key',
        shape: { cyl: 0.006, r: 0.008 },
        at: [-0.1, 0.021, 0],
        copies: [
          [0.05, 0, 0],
          [0.1, 0, 0],
          [0.15, 0, 0],
          [0.2, 0, 0],
          [0.25, 0, 0],
        ],
        finish: 'chrome',
        role: 'accent',
      },
      {
        name: 'lip_plate',
        shape: { box: [0.03, 0.006, 0.02], round: 0.002 },
        at: [0.24, 0.019, 0],
        finish: 'chrome',
        role: 'accent',
      },
    ],
    // A recorder is short and wooden with a beak and finger holes; a clarinet or an oboe black,
    // with silver keys and a flared bell (all three read as the silver side-blown flute).
    looks: {
      recorder: { drop: ['tube', 'key', 'lip_plate'], parts: RECORDER },
      clarinet: { drop: ['tube', 'key', 'lip_plate'], parts: reedPipe(0.022) },
      oboe: { drop: ['tube', 'key', 'lip_plate'], parts: reedPipe(0.016) },
      // By class (session 29; docs/decisions.md "Household things, vessels and instruments by
      // their class"): every fipple flute (a pennywhistle) is held as the recorder, every
      // double reed without a kind (a crumhorn, a cor anglais, a hautboy) as the oboe, every
      // single reed (a basset horn, a pibgorn) as the clarinet.
      'fipple flute': { drop: ['tube', 'key', 'lip_plate'], parts: RECORDER },
      'double-reed instrument': { drop: ['tube', 'key', 'lip_plate'], parts: reedPipe(0.016) },
      hautboy: { drop: ['tube', 'key', 'lip_plate'], parts: reedPipe(0.016) },
      hautbois: { drop: ['tube', 'key', 'lip_plate'], parts: reedPipe(0.016) },
      'single-reed instrument': { drop: ['tube', 'key', 'lip_plate'], parts: reedPipe(0.022) },
    },
  },
  {
    kind: 'harp',
    nouns: ['harp', 'lyre'],
    size: [1.7, 1],
    parts: [
      {
        name: 'pillar',
        shape: {
          sweep: [
            [-0.35, 0.05, 0],
            [-0.38, 0.8, 0],
            [-0.3, 1.6, 0],
          ],
          r: 0.04,
        },
        finish: 'gold',
      },
      {
        name: 'neck',
        shape: {
          sweep: [
            [-0.3, 1.6, 0],
            [0, 1.45, 0],
            [0.25, 1.25, 0],
            [0.4, 1.3, 0],
          ],
          r: 0.035,
        },
        finish: 'gold',
      },
      {
        name: 'soundbox',
        shape: {
          capsule: [
            [-0.3, 0.08, 0],
            [0.4, 1.28, 0],
          ],
          r: 0.06,
          r2: 0.03,
        },
        finish: 'wood',
      },
      { name: 'base', shape: { box: [0.5, 0.08, 0.3] }, at: [-0.3, 0, 0], finish: 'gold' },
      ...[0, 1, 2, 3, 4, 5, 6].map((i) => {
        // From the soundbox line up to the neck, shorter towards the front.
        const x = -0.2 + i * 0.08;
        const k = (x + 0.3) / 0.7;
        const bottom = 0.08 + k * 1.2;
        const top = 1.6 - k * 0.32;
        return {
          name: 'string',
          shape: { cyl: top - bottom, r: 0.003 },
          at: [x, bottom, 0] as const,
          finish: 'linen',
          role: 'fixed' as const,
        };
      }),
    ],
  },
  {
    kind: 'bell',
    looks: VARIANT_LOOKS['bell'],
    nouns: ['bell', 'church bell', 'handbell', 'cowbell', 'jingle bell'],
    size: [0.35, 0.32],
    parts: [
      {
        name: 'body',
        shape: {
          lathe: [
            [0.16, 0],
            [0.15, 0.03],
            [0.1, 0.12],
            [0.09, 0.22],
            [0.06, 0.28],
            [0.01, 0.29],
          ],
          smooth: true,
        },
        finish: 'brass',
      },
      {
        name: 'lip',
        shape: { ring: 0.155, r: 0.012 },
        turn: [90, 0, 0],
        at: [0, 0.012, 0],
        finish: 'brass',
      },
      { name: 'crown', shape: { ring: 0.03, r: 0.01 }, at: [0, 0.31, 0], finish: 'brass' },
      {
        name: 'clapper',
        shape: { ball: 0.025 },
        at: [0, 0.02, 0],
        finish: 'darkMetal',
        role: 'fixed',
      },
    ],
  },
];
