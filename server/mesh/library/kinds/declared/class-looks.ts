/**
 * Looks by name inside one-body classes (issue #32, session 19, L; docs/decisions.md, "Looks
 * by name inside one-body classes"): a noun that reached the right kind but drew the class's
 * one look — a bow tie drawn as a long necktie, a knight's helmet as a motorbike helmet, a
 * wizard hat as a top hat, a tepee as a ridge tent, a lunar lander as a satellite, a drum kit
 * as one drum, a mountain range as one peak, a stupa as a pagoda. Each gets a `looks` entry
 * (library/declare.ts: parts dropped and added for one noun) with the parts a person names it
 * by, and the nouns that reach it. Kept here by class; each kind's own
 * declaration spreads its row of `CLASS_LOOKS` into its nouns and looks. Plain data.
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { polygon, sphereDirections, star } from './outlines.ts';

// --- Neckwear --------------------------------------------------------------------------

/** A bow tie: two flared wings either side of a small square knot, standing as worn. */
const BOW_TIE: StateDecl = {
  drop: ['knot', 'blade', 'stripe'],
  parts: [
    {
      name: 'wing',
      shape: {
        extrude: [
          [0.008, 0.028],
          [0.07, 0.005],
          [0.08, 0.026],
          [0.074, 0.045],
          [0.08, 0.064],
          [0.07, 0.085],
          [0.008, 0.062],
        ],
        depth: 0.02,
        round: 0.006,
      },
      mirror: true,
      finish: 'fabric',
      color: 0xb0182a,
      answersTo: ['wings', 'bow'],
    },
    {
      name: 'knot',
      shape: { box: [0.028, 0.036, 0.028], round: 0.008 },
      at: [0, 0.027, 0],
      finish: 'fabric',
      color: 0x8a1020,
    },
  ],
};

// --- Helmets -------------------------------------------------------------------------------

/** The knight's great helm: a steel barrel with a flat crown, an eye slit, a cross and a plume. */
const KNIGHT_HELMET: StateDecl = {
  drop: ['shell', 'rim', 'visor'],
  parts: [
    {
      name: 'shell',
      shape: {
        lathe: [
          [0.118, 0],
          [0.126, 0.1],
          [0.124, 0.2],
          [0.105, 0.255],
          [0.05, 0.272],
          [0, 0.275],
        ],
        smooth: true,
      },
      finish: 'steel',
    },
    {
      name: 'visor_slit',
      shape: { box: [0.17, 0.018, 0.03] },
      at: [0, 0.158, 0.108],
      finish: 'darkMetal',
      color: 0x0c0c0e,
      role: 'fixed',
      answersTo: ['slit', 'eye slit'],
    },
    {
      name: 'nose_guard',
      shape: { box: [0.024, 0.15, 0.02] },
      at: [0, 0.02, 0.118],
      finish: 'steel',
      color: 0xb8b8bc,
      role: 'accent',
    },
    {
      name: 'brow_band',
      shape: { box: [0.2, 0.022, 0.02] },
      at: [0, 0.178, 0.112],
      finish: 'steel',
      color: 0xb8b8bc,
      role: 'accent',
    },
    {
      name: 'breath_hole',
      shape: { cyl: 0.03, r: 0.006 },
      turn: [90, 0, 0],
      at: [0.045, 0.08, 0.1],
      copies: [
        [0, -0.03, 0.002],
        [0.02, 0.015, -0.004],
        [0.02, -0.015, -0.004],
      ],
      mirror: true,
      finish: 'darkMetal',
      color: 0x0c0c0e,
      role: 'fixed',
    },
    {
      name: 'plume',
      shape: {
        sweep: [
          [0, 0.26, 0],
          [0, 0.33, -0.02],
          [0, 0.37, -0.09],
          [0, 0.34, -0.17],
        ],
        r: [0.02, 0.035, 0.03, 0.012],
      },
      finish: 'fabric',
      color: 0xc01a2a,
      role: 'accent',
      answersTo: ['feather', 'crest'],
    },
  ],
};

/** The helmet's dome (as the kind draws it) in another colour. */
const DOME: PartDecl = {
  name: 'shell',
  shape: {
    lathe: [
      [0, 0],
      [0.08, 0.015],
      [0.12, 0.07],
      [0.136, 0.15],
      [0.13, 0.2],
    ],
    smooth: true,
    wall: 0.008,
  },
  turn: [180, 0, 0],
  at: [0, 0.2, 0],
  finish: 'paint',
  color: 0x1a2a6a,
};

/** An American football helmet: a glossy dome with a centre stripe, ear holes and a face mask. */
const FOOTBALL_HELMET: StateDecl = {
  drop: ['shell', 'visor'],
  parts: [
    DOME,
    {
      name: 'stripe',
      shape: {
        sweep: [
          [0, 0.12, -0.128],
          [0, 0.185, -0.082],
          [0, 0.204, 0],
          [0, 0.185, 0.082],
          [0, 0.12, 0.128],
        ],
        r: 0.012,
      },
      finish: 'paint',
      color: 0xf2f2f2,
      role: 'accent',
    },
    {
      name: 'ear_hole',
      shape: { cyl: 0.01, r: 0.018 },
      turn: [0, 0, 90],
      at: [0.14, 0.08, 0.01],
      mirror: true,
      finish: 'darkMetal',
      color: 0x1a1a1a,
      role: 'fixed',
    },
    ...[0.035, 0.075].map((y, i): PartDecl => ({
      name: `face_bar_${i + 1}`,
      shape: {
        sweep: [
          [-0.128, y + 0.01, 0.06],
          [-0.09, y, 0.15],
          [0, y - 0.005, 0.185],
          [0.09, y, 0.15],
          [0.128, y + 0.01, 0.06],
        ],
        r: 0.007,
      },
      finish: 'plastic',
      color: 0xa8a8ae,
      role: 'fixed',
      answersTo: ['face mask', 'mask', 'cage'],
    })),
    {
      name: 'face_bar_upright',
      shape: {
        sweep: [
          [0, 0.02, 0.18],
          [0, 0.09, 0.183],
          [0, 0.125, 0.13],
        ],
        r: 0.007,
      },
      copies: [
        [-0.07, 0, -0.02],
        [0.07, 0, -0.02],
      ],
      finish: 'plastic',
      color: 0xa8a8ae,
      role: 'fixed',
      answersTo: ['face mask', 'mask', 'cage'],
    },
  ],
};

// --- Hats ----------------------------------------------------------------------------------

/** A tall soft pointed hat whose tip flops over, on a wide brim. */
function pointedHat(cone: number, band: number, stars: boolean): StateDecl {
  return {
    drop: ['brim', 'crown', 'band'],
    parts: [
      {
        name: 'brim',
        shape: {
          lathe: [
            [0.11, 0.012],
            [0.21, 0],
            [0.225, 0.012],
            [0.11, 0.024],
          ],
        },
        finish: 'fabric',
        color: cone,
      },
      {
        name: 'crown',
        shape: {
          sweep: [
            [0, 0.012, 0],
            [0, 0.14, -0.004],
            [0.012, 0.26, -0.008],
            [0.05, 0.36, -0.01],
            [0.11, 0.41, -0.01],
            [0.15, 0.4, -0.01],
          ],
          r: [0.118, 0.088, 0.058, 0.034, 0.016, 0.005],
        },
        finish: 'fabric',
        color: cone,
        answersTo: ['top', 'cone'],
      },
      {
        name: 'band',
        shape: { cyl: 0.035, r: 0.118, rTop: 0.108 },
        at: [0, 0.014, 0],
        finish: 'fabric',
        color: band,
        role: 'accent',
      },
      ...(stars
        ? (
            [
              [0.028, 0.085, 0.104, 0, 0.026],
              [-0.055, 0.19, 0.058, -40, 0.02],
              [0.05, 0.235, 0.045, 35, 0.016],
              [-0.05, 0.07, 0.102, -25, 0.018],
            ] as const
          ).map(([x, y, z, yaw, r], i): PartDecl => ({
            name: `star_${i + 1}`,
            shape: { extrude: star(5, r, r * 0.42), depth: 0.008 },
            turn: [-12, yaw, 0],
            at: [x, y, z],
            finish: 'gold',
            color: 0xf2c832,
            role: 'fixed',
            answersTo: ['stars'],
          }))
        : ([
            {
              name: 'buckle',
              shape: { box: [0.05, 0.036, 0.012] },
              minus: [{ shape: { box: [0.03, 0.04, 0.02] }, at: [0, -0.002, 0] }],
              turn: [-8, 0, 0],
              at: [0, 0.013, 0.112],
              finish: 'gold',
              role: 'fixed',
            },
          ] satisfies PartDecl[])),
    ],
  };
}

const WIZARD_HAT = pointedHat(0x2a2a8a, 0x6a3ab8, true);
const WITCH_HAT = pointedHat(0x1a1a1e, 0x6a2a8a, false);

/** A bowler: a hard round black dome over a narrow brim curled up at its edge. */
const BOWLER: StateDecl = {
  drop: ['brim', 'crown', 'band'],
  parts: [
    { name: 'brim', shape: { cyl: 0.008, r: 0.14 }, finish: 'fabric', color: 0x161618 },
    {
      name: 'brim_curl',
      shape: { ring: 0.138, r: 0.009 },
      turn: [90, 0, 0],
      at: [0, 0.012, 0],
      finish: 'fabric',
      color: 0x161618,
    },
    {
      name: 'crown',
      shape: {
        lathe: [
          [0.092, 0],
          [0.096, 0.05],
          [0.084, 0.1],
          [0.05, 0.126],
          [0, 0.132],
        ],
        smooth: true,
      },
      at: [0, 0.006, 0],
      finish: 'fabric',
      color: 0x161618,
      answersTo: ['top'],
    },
    {
      name: 'band',
      shape: { cyl: 0.022, r: 0.0965 },
      at: [0, 0.007, 0],
      finish: 'fabric',
      color: 0x3a3a40,
      role: 'accent',
    },
  ],
};

/** A beret: a soft flat disc of felt, a little tilted, with its stalk on top. */
const BERET: StateDecl = {
  drop: ['crown', 'visor', 'button'],
  parts: [
    {
      name: 'band',
      shape: { cyl: 0.025, r: 0.095, rTop: 0.1 },
      finish: 'fabric',
      color: 0x1e1e26,
      role: 'accent',
    },
    {
      name: 'crown',
      shape: { ellipsoid: [0.14, 0.04, 0.14] },
      turn: [0, 0, 7],
      at: [0.012, 0.045, 0],
      finish: 'fabric',
      color: 0x1e1e26,
      answersTo: ['top'],
    },
    {
      name: 'stalk',
      shape: { cyl: 0.018, r: 0.005 },
      at: [0.006, 0.08, 0],
      finish: 'fabric',
      color: 0x1e1e26,
    },
  ],
};

/** A beanie: a knitted dome with a folded cuff and a bobble on top. */
const BEANIE: StateDecl = {
  drop: ['crown', 'visor', 'button'],
  parts: [
    {
      name: 'crown',
      shape: {
        lathe: [
          [0.1, 0],
          [0.102, 0.08],
          [0.085, 0.15],
          [0.045, 0.185],
          [0, 0.19],
        ],
        smooth: true,
      },
      finish: 'fabric',
      color: 0x2a62b0,
      answersTo: ['top'],
    },
    {
      name: 'cuff',
      shape: { cyl: 0.055, r: 0.108, rTop: 0.106 },
      finish: 'fabric',
      color: 0x2a62b0,
      role: 'accent',
    },
    ...[0, 30, 60, 90, 120, 150].map((deg, i): PartDecl => ({
      name: `rib_${i + 1}`,
      shape: { box: [0.006, 0.05, 0.222] },
      turn: [0, deg, 0],
      at: [0, 0.003, 0],
      finish: 'fabric',
      color: 0x1e4a8a,
      role: 'fixed',
    })),
    {
      name: 'bobble',
      shape: { ball: 0.038 },
      at: [0, 0.215, 0],
      finish: 'fabric',
      color: 0xf2f2ee,
      role: 'accent',
      answersTo: ['pompom', 'pom pom'],
    },
  ],
};

/** A chef's toque: a tall white band under a puffed, pleated top. */
const CHEF_HAT: StateDecl = {
  drop: ['brim', 'crown', 'band'],
  parts: [
    {
      name: 'band',
      shape: { cyl: 0.09, r: 0.1 },
      finish: 'linen',
      color: 0xf8f8f6,
    },
    {
      name: 'crown',
      shape: {
        lathe: [
          [0.1, 0],
          [0.11, 0.05],
          [0.14, 0.13],
          [0.135, 0.19],
          [0.08, 0.225],
          [0, 0.23],
        ],
        smooth: true,
      },
      at: [0, 0.085, 0],
      finish: 'linen',
      color: 0xffffff,
      answersTo: ['top'],
    },
    ...[0, 45, 90, 135].map((deg, i): PartDecl => ({
      name: `pleat_${i + 1}`,
      shape: { box: [0.006, 0.09, 0.272] },
      turn: [0, deg, 0],
      at: [0, 0.15, 0],
      finish: 'linen',
      color: 0xe8e8e4,
      role: 'fixed',
    })),
  ],
};

/** A party hat: a striped paper cone with a pompom at its point. */
const PARTY_HAT: StateDecl = {
  drop: ['brim', 'crown', 'band'],
  parts: [
    {
      name: 'crown',
      shape: { cyl: 0.24, r: 0.08, rTop: 0.004 },
      finish: 'paper',
      color: 0x2a8ae0,
      answersTo: ['cone', 'top'],
    },
    ...[0.03, 0.1, 0.17].map((y, i): PartDecl => ({
      name: `stripe_${i + 1}`,
      shape: {
        cyl: 0.03,
        r: 0.083 - (0.076 * y) / 0.24,
        rTop: 0.083 - (0.076 * (y + 0.03)) / 0.24,
      },
      at: [0, y, 0],
      finish: 'paper',
      color: 0xf8d020,
      role: 'accent',
      answersTo: ['stripes'],
    })),
    {
      name: 'pompom',
      shape: { ball: 0.025 },
      at: [0, 0.245, 0],
      finish: 'fabric',
      color: 0xe83a8a,
      role: 'fixed',
    },
  ],
};

// --- Tents -----------------------------------------------------------------------------------

/** Where the tepee's poles stand, in degrees round the cone. */
const TEPEE_POLES = [10, 70, 130, 190, 250, 310];

/** A tepee: a hide cone on a ring of poles that cross above its smoke hole; a door flap. */
const TEPEE: StateDecl = {
  drop: ['canvas', 'door', 'pole', 'groundsheet'],
  parts: [
    {
      name: 'canvas',
      shape: { cyl: 2.2, r: 1.1, rTop: 0.09 },
      finish: 'fabric',
      color: 0xc8a878,
      answersTo: ['cone', 'cover'],
    },
    {
      name: 'band',
      shape: { cyl: 0.16, r: 0.93, rTop: 0.855 },
      at: [0, 0.4, 0],
      finish: 'paint',
      color: 0xa8342a,
      role: 'accent',
      answersTo: ['stripes', 'pattern'],
    },
    {
      // The cone narrows: each band its own radii, just proud of the hide.
      name: 'band_2',
      shape: { cyl: 0.14, r: 0.52, rTop: 0.455 },
      at: [0, 1.3, 0],
      finish: 'paint',
      color: 0x2a4a8a,
      role: 'accent',
      answersTo: ['stripes', 'pattern'],
    },
    ...TEPEE_POLES.map((deg, i): PartDecl => {
      const a = (deg * Math.PI) / 180;
      const [c, s] = [Math.cos(a), Math.sin(a)];
      return {
        name: `pole_${i + 1}`,
        shape: {
          sweep: [
            [c * 1.04, 0, s * 1.04],
            [-c * 0.2, 2.72, -s * 0.2],
          ],
          r: 0.028,
        },
        finish: 'wood',
        color: 0x8a6238,
        role: 'fixed',
        answersTo: ['poles'],
      };
    }),
    {
      name: 'door',
      shape: {
        extrude: [
          [-0.3, 0],
          [0.3, 0],
          [0, 0.85],
        ],
        depth: 0.03,
      },
      turn: [-26.5, 0, 0],
      at: [0, 0, 1.1],
      finish: 'fabric',
      color: 0x4a3422,
      role: 'fixed',
    },
  ],
};

// --- Spacecraft ------------------------------------------------------------------------------

const LANDER_LEGS: readonly V3[] = [
  [1, 0, 1],
  [1, 0, -1],
  [-1, 0, 1],
  [-1, 0, -1],
];

/** A lunar lander: a gold-foil descent stage on four splayed legs, the cabin on top. */
const LANDER: StateDecl = {
  drop: ['body', 'panel', 'strut', 'dish', 'antenna', 'stand'],
  parts: [
    {
      name: 'descent_stage',
      shape: { plan: polygon(8, 0.55, 22.5), height: 0.5 },
      at: [0, 0.55, 0],
      finish: 'gold',
      answersTo: ['body', 'base'],
    },
    {
      name: 'engine',
      shape: { cyl: 0.25, r: 0.22, rTop: 0.12 },
      at: [0, 0.32, 0],
      finish: 'darkMetal',
      role: 'fixed',
    },
    {
      name: 'cabin',
      shape: {
        extrude: [
          [-0.42, 0],
          [0.42, 0],
          [0.45, 0.3],
          [0.3, 0.55],
          [-0.3, 0.55],
          [-0.45, 0.3],
        ],
        depth: 0.7,
      },
      at: [0, 1.05, -0.02],
      finish: 'steel',
      color: 0xc8c8cc,
      role: 'accent',
      answersTo: ['ascent stage', 'top'],
    },
    {
      name: 'window',
      shape: {
        extrude: [
          [-0.1, 0],
          [0.1, 0],
          [0.05, 0.12],
          [-0.1, 0.12],
        ],
        depth: 0.04,
      },
      at: [0.16, 1.3, 0.33],
      mirror: true,
      finish: 'darkMetal',
      color: 0x101018,
      role: 'fixed',
    },
    {
      name: 'hatch',
      shape: { box: [0.26, 0.26, 0.04] },
      at: [0, 1.06, 0.34],
      finish: 'steel',
      color: 0x9a9aa2,
      role: 'fixed',
    },
    {
      name: 'antenna',
      shape: { cyl: 0.35, r: 0.015 },
      at: [0.2, 1.58, -0.15],
      finish: 'steel',
      role: 'fixed',
    },
    {
      name: 'dish',
      shape: { cyl: 0.04, r: 0.14, rTop: 0.04 },
      turn: [180, 0, 0],
      at: [0.2, 1.95, -0.15],
      finish: 'ceramic',
      role: 'fixed',
    },
    ...LANDER_LEGS.map(([x, , z], i): PartDecl => ({
      name: `leg_${i + 1}`,
      shape: {
        sweep: [
          [x * 0.36, 0.95, z * 0.36],
          [x * 0.62, 0.5, z * 0.62],
          [x * 0.72, 0.06, z * 0.72],
        ],
        r: 0.035,
      },
      finish: 'gold',
      color: 0xc8a050,
      role: 'fixed',
      answersTo: ['legs'],
    })),
    ...LANDER_LEGS.map(([x, , z], i): PartDecl => ({
      name: `footpad_${i + 1}`,
      shape: { cyl: 0.05, r: 0.15, rTop: 0.11 },
      at: [x * 0.72, 0, z * 0.72],
      finish: 'steel',
      color: 0xc8c8cc,
      role: 'fixed',
    })),
  ],
};

// --- Drums ---------------------------------------------------------------------------------------

/** A drum's white head (a flat disc) at a point, facing up, or forward with `forward`. */
const head = (name: string, r: number, at: V3, forward = false): PartDecl => ({
  name,
  shape: { cyl: 0.012, r },
  ...(forward ? { turn: [90, 0, 0] as V3 } : {}),
  at,
  finish: 'paper',
  color: 0xf4f0e4,
  role: 'fixed',
  answersTo: ['heads', 'head'],
});

/** A cymbal: a flat brass cone on a stand. */
const cymbal = (name: string, r: number, at: V3, stand: number): PartDecl[] => [
  {
    name: `${name}_stand`,
    shape: { cyl: stand, r: 0.013 },
    at: [at[0], 0.01, at[2]],
    finish: 'chrome',
    role: 'fixed',
    answersTo: ['stands'],
  },
  {
    name,
    shape: { cyl: 0.018, r, rTop: 0.03 },
    at: [at[0], at[1], at[2]],
    finish: 'brass',
    color: 0xd8a838,
    role: 'fixed',
    answersTo: ['cymbals', 'cymbal'],
  },
];

/** A drum kit on its rug: bass drum on its side, two toms on it, snare, floor tom, cymbals. */
const DRUM_KIT: StateDecl = {
  drop: ['shell', 'head', 'hoop', 'lug'],
  parts: [
    {
      name: 'rug',
      shape: { box: [1.7, 0.01, 1.2] },
      at: [0, 0, -0.05],
      finish: 'fabric',
      color: 0x5a2a2a,
      role: 'fixed',
    },
    {
      name: 'bass_drum',
      shape: { cyl: 0.36, r: 0.27 },
      turn: [90, 0, 0],
      at: [0, 0.28, -0.18],
      finish: 'paint',
      color: 0xb0242a,
      answersTo: ['shell', 'drums', 'drum'],
    },
    head('bass_head', 0.26, [0, 0.28, 0.18], true),
    {
      name: 'hoop',
      shape: { ring: 0.272, r: 0.014 },
      at: [0, 0.28, 0.18],
      copies: [[0, 0, -0.36]],
      finish: 'chrome',
      role: 'fixed',
    },
    ...(
      [
        ['tom', [-0.13, 0.53, -0.05], 0.1, 0.16],
        ['tom_2', [0.13, 0.53, -0.05], 0.11, 0.17],
        ['snare', [-0.46, 0.5, 0.16], 0.16, 0.14],
        ['floor_tom', [0.48, 0.01, 0.06], 0.18, 0.44],
      ] as const
    ).flatMap(([name, at, r, h]): PartDecl[] => [
      {
        name,
        shape: { cyl: h, r },
        at: [...at],
        finish: 'paint',
        color: name === 'snare' ? 0xd8d8dc : 0xb0242a,
        answersTo: ['shell', 'drums', 'drum'],
      },
      head(`${name}_head`, r - 0.005, [at[0], at[1] + h, at[2]]),
    ]),
    {
      name: 'snare_stand',
      shape: { cyl: 0.49, r: 0.013 },
      at: [-0.46, 0.01, 0.16],
      finish: 'chrome',
      role: 'fixed',
      answersTo: ['stands'],
    },
    ...cymbal('hi_hat', 0.16, [-0.7, 0.78, 0.02], 0.78),
    ...cymbal('cymbal', 0.2, [-0.42, 1.02, -0.4], 1.02),
    ...cymbal('cymbal_2', 0.22, [0.58, 0.98, -0.38], 0.98),
  ],
};

// --- Mountains ---------------------------------------------------------------------------------

/** A range's peaks: [x, z, base radius, height]; the taller carry snow. */
const PEAKS: ReadonlyArray<readonly [number, number, number, number]> = [
  [-3.2, 0.3, 1.5, 1.7],
  [-1.7, -0.4, 1.8, 2.7],
  [0, 0.1, 2.1, 3.3],
  [1.8, -0.3, 1.7, 2.4],
  [3.3, 0.35, 1.4, 1.5],
];

const MOUNTAIN_RANGE: StateDecl = {
  drop: ['rock', 'snow'],
  parts: PEAKS.flatMap(([x, z, r, h], i): PartDecl[] => [
    {
      name: `peak_${i + 1}`,
      shape: { plan: polygon(7, r, i * 23), height: h, taper: 0.04 },
      at: [x, 0, z],
      finish: 'stone',
      color: 0x7a7068,
      answersTo: ['rock', 'peaks'],
    },
    ...(h > 2
      ? [
          {
            name: `snow_${i + 1}`,
            shape: { plan: polygon(7, r * 0.42, i * 23), height: h * 0.35, taper: 0.1 },
            at: [x, h * 0.655, z] as V3,
            finish: 'snow',
            role: 'accent' as const,
            answersTo: ['snow', 'top'],
          },
        ]
      : []),
  ]),
};

// --- Stupas --------------------------------------------------------------------------------------

/**
 * A stupa: a white dome on stepped square terraces, a gold box (harmika) on the dome and a
 * spire of rings. The pagoda's storeys and eaves read as a Chinese tower.
 */
const STUPA: StateDecl = {
  drop: [
    'base',
    ...[1, 2, 3, 4, 5].flatMap((i) => [`storey_${i}`, `roof_${i}`, `eave_${i}`]),
    'spire',
    'spire_ring',
    'door',
  ],
  parts: [
    { name: 'base', shape: { box: [10, 1, 10] }, finish: 'stone', color: 0xece6da },
    {
      name: 'terrace',
      shape: { box: [8, 1, 8] },
      at: [0, 1, 0],
      finish: 'stone',
      color: 0xf4f0e8,
      answersTo: ['base'],
    },
    {
      name: 'drum',
      shape: { cyl: 0.8, r: 3.3 },
      at: [0, 2, 0],
      finish: 'plaster',
      color: 0xf8f6f0,
    },
    {
      name: 'dome',
      shape: {
        lathe: [
          [3.2, 0],
          [3.1, 1.2],
          [2.6, 2.4],
          [1.6, 3.2],
          [0, 3.45],
        ],
        smooth: true,
      },
      at: [0, 2.7, 0],
      finish: 'plaster',
      color: 0xf8f6f0,
    },
    {
      name: 'harmika',
      shape: { box: [1.4, 0.9, 1.4] },
      at: [0, 6.05, 0],
      finish: 'gold',
      role: 'accent',
    },
    {
      name: 'spire',
      shape: { cyl: 3.4, r: 0.75, rTop: 0.08 },
      at: [0, 6.9, 0],
      finish: 'gold',
      role: 'accent',
    },
    ...[0.4, 1.1, 1.8].map((y, i): PartDecl => ({
      name: `spire_ring_${i + 1}`,
      shape: { cyl: 0.16, r: 0.8 - y * 0.2 },
      at: [0, 6.9 + y, 0],
      finish: 'gold',
      color: 0xc89a28,
      role: 'fixed',
    })),
    {
      name: 'stairs',
      shape: { box: [1.6, 1.6, 2.4] },
      at: [0, 0, 4.6],
      finish: 'stone',
      color: 0xece6da,
      role: 'fixed',
    },
  ],
};

// --- Kinds of their own ------------------------------------------------------------------------

/** The rambutan's body: its radius and centre height. */
const RAMBUTAN_R = 0.024;
const RAMBUTAN_Y = 0.027;

/**
 * Fruit that reached a tree (pomegranate, rambutan: WordNet's first sense is the tree) and a
 * roast bird that was the live turkey: kinds of their own, named in every prompt language
 * (contract/prompt-lexicon-class-looks.ts).
 */
export const CLASS_LOOK_KINDS: readonly KindDecl[] = [
  {
    // A pomegranate: a deep red ball, a little flattened, with its crown of pointed sepals.
    kind: 'pomegranate',
    nouns: ['pomegranate', 'pomegranates'],
    size: [0.1, 0.1],
    parts: [
      {
        name: 'body',
        shape: {
          lathe: [
            [0.01, 0],
            [0.032, 0.006],
            [0.05, 0.03],
            [0.052, 0.05],
            [0.044, 0.075],
            [0.022, 0.088],
            [0.012, 0.09],
          ],
          smooth: true,
        },
        finish: 'plastic',
        color: 0xa8141e,
        answersTo: ['skin'],
      },
      {
        name: 'crown',
        shape: { cyl: 0.014, r: 0.014, rTop: 0.012 },
        at: [0, 0.086, 0],
        finish: 'plastic',
        color: 0x8a2a1a,
        role: 'accent',
      },
      ...[0, 60, 120, 180, 240, 300].map((deg, i): PartDecl => {
        const a = (deg * Math.PI) / 180;
        return {
          name: `sepal_${i + 1}`,
          shape: {
            capsule: [
              [Math.cos(a) * 0.008, 0.097, Math.sin(a) * 0.008],
              [Math.cos(a) * 0.018, 0.111, Math.sin(a) * 0.018],
            ],
            r: 0.0045,
            r2: 0.0012,
          },
          finish: 'plastic',
          color: 0x8a2a1a,
          role: 'accent',
          answersTo: ['crown'],
        };
      }),
    ],
  },
  {
    // A rambutan: a red egg covered in soft hairs that curl at their tips.
    kind: 'rambutan',
    nouns: ['rambutan', 'rambutans', 'rambotan'],
    size: [0.07, 0.07],
    parts: [
      {
        name: 'body',
        shape: { ellipsoid: [RAMBUTAN_R, RAMBUTAN_R * 1.12, RAMBUTAN_R] },
        at: [0, RAMBUTAN_Y, 0],
        finish: 'plastic',
        color: 0xc0202a,
        answersTo: ['skin'],
      },
      ...sphereDirections(44)
        .filter(([, y]) => y > -0.75)
        .map(([x, y, z], i): PartDecl => {
          const at = (k: number, curl: number): V3 => [
            x * RAMBUTAN_R * k - z * curl,
            RAMBUTAN_Y + y * RAMBUTAN_R * 1.12 * k + curl * 0.5,
            z * RAMBUTAN_R * k + x * curl,
          ];
          return {
            name: `hair_${i + 1}`,
            shape: {
              sweep: [at(0.9, 0), at(1.35, 0.002), at(1.62, 0.007)],
              r: [0.0028, 0.002, 0.0012],
            },
            finish: 'plastic',
            color: i % 3 === 0 ? 0xa8b03a : 0xd0382a,
            role: 'accent',
            answersTo: ['hairs', 'spines'],
          };
        }),
    ],
  },
  {
    // A roast bird on its platter: a golden-brown body, the drumsticks forward with paper
    // frills on their bones, wings tucked at its sides, garnish round it.
    kind: 'roast turkey',
    nouns: [
      'roast turkey',
      'roasted turkey',
      'thanksgiving turkey',
      'christmas turkey',
      'roast chicken',
      'roasted chicken',
      'roast goose',
    ],
    size: [0.26, 0.48],
    surfaces: ['platter'],
    parts: [
      {
        name: 'platter',
        shape: {
          lathe: [
            [0.24, 0],
            [0.235, 0.012],
            [0.2, 0.02],
            [0, 0.02],
          ],
        },
        finish: 'ceramic',
        color: 0xf4f2ec,
        role: 'detail',
        answersTo: ['plate', 'dish'],
      },
      {
        name: 'body',
        shape: { ellipsoid: [0.1, 0.085, 0.13] },
        at: [0, 0.095, -0.01],
        finish: 'plain',
        color: 0xb8682a,
        answersTo: ['skin', 'bird'],
      },
      {
        name: 'breast',
        shape: { ellipsoid: [0.085, 0.07, 0.09] },
        at: [0, 0.125, 0.02],
        finish: 'plain',
        color: 0xc4782e,
        answersTo: ['skin', 'bird'],
      },
      {
        name: 'leg',
        shape: {
          capsule: [
            [0.07, 0.09, 0.03],
            [0.075, 0.14, 0.15],
          ],
          r: 0.038,
          r2: 0.018,
        },
        mirror: true,
        finish: 'plain',
        color: 0xa85a22,
        answersTo: ['drumstick', 'legs', 'drumsticks'],
      },
      {
        name: 'frill',
        shape: { cyl: 0.022, r: 0.012, rTop: 0.016 },
        turn: [70, 0, 0],
        at: [0.075, 0.143, 0.152],
        mirror: true,
        finish: 'paper',
        color: 0xf8f8f4,
        role: 'fixed',
      },
      {
        name: 'wing',
        shape: { ellipsoid: [0.03, 0.045, 0.075] },
        at: [0.095, 0.085, -0.04],
        mirror: true,
        finish: 'plain',
        color: 0xa85a22,
      },
      {
        name: 'garnish',
        shape: { ellipsoid: [0.03, 0.008, 0.016] },
        turn: [0, 30, 0],
        at: [0.16, 0.024, 0.1],
        copies: [
          [-0.32, 0, 0],
          [0.02, 0, -0.2],
          [-0.34, 0, -0.2],
        ],
        finish: 'leaf',
        role: 'fixed',
        answersTo: ['herbs', 'parsley'],
      },
      {
        name: 'tomato',
        shape: { ball: 0.016 },
        at: [0.175, 0.034, -0.02],
        copies: [
          [-0.35, 0, 0.02],
          [-0.08, 0, 0.19],
        ],
        finish: 'plastic',
        color: 0xd82a1e,
        role: 'fixed',
        answersTo: ['tomatoes'],
      },
    ],
  },
];

// --- Fruit by name ---------------------------------------------------------------------------

/** A point on an ellipsoid's surface (radii `r`, centre `c`) at latitude `t` (−1…1), angle `a`. */
function onEllipsoid(c: V3, r: V3, t: number, a: number, out = 1): V3 {
  const k = Math.sqrt(Math.max(0, 1 - t * t));
  return [
    c[0] + Math.cos(a) * k * r[0] * out,
    c[1] + t * r[1] * out,
    c[2] + Math.sin(a) * k * r[2] * out,
  ];
}

/** Knobs or spikes spread over an ellipsoid, one part each (`n` of them, upper part first). */
function studs(
  name: string,
  c: V3,
  r: V3,
  n: number,
  stud: (from: V3, to: V3) => PartDecl['shape'],
  finish: string,
  color: number,
  reach = 1.2,
): PartDecl[] {
  return sphereDirections(n)
    .filter(([, y]) => y > -0.8)
    .map(([x, y, z], i): PartDecl => {
      const a = Math.atan2(z, x);
      return {
        name: `${name}_${i + 1}`,
        shape: stud(onEllipsoid(c, r, y, a, 0.96), onEllipsoid(c, r, y, a, reach)),
        finish,
        color,
        role: 'accent',
        answersTo: [`${name}s`],
      };
    });
}

/** Half a fruit lying cut face up beside the whole one: its skin as a bowl, the flesh, seeds. */
function half(at: V3, r: number, skin: number, flesh: number, seed: number): PartDecl[] {
  return [
    {
      name: 'half',
      shape: {
        lathe: [
          [0.001, 0],
          [r * 0.7, r * 0.1],
          [r * 0.97, r * 0.5],
          [r, r * 0.9],
        ],
        smooth: true,
        wall: r * 0.1,
      },
      at,
      finish: 'plain',
      color: skin,
      answersTo: ['skin'],
    },
    {
      name: 'flesh',
      shape: { cyl: r * 0.12, r: r * 0.93 },
      at: [at[0], at[1] + r * 0.76, at[2]],
      finish: 'plain',
      color: flesh,
      role: 'fixed',
    },
    ...[0, 1, 2, 3, 4, 5, 6].map((i): PartDecl => ({
      name: `seed_${i + 1}`,
      shape: { ellipsoid: [r * 0.08, r * 0.05, r * 0.08] },
      at: [
        at[0] + (i === 6 ? 0 : Math.cos(i) * r * 0.45),
        at[1] + r * 0.88,
        at[2] + (i === 6 ? 0 : Math.sin(i) * r * 0.45),
      ],
      finish: 'plain',
      color: seed,
      role: 'fixed',
      answersTo: ['seeds'],
    })),
  ];
}

const stalk = (at: V3, h: number, r: number): PartDecl => ({
  name: 'stem',
  shape: { cyl: h, r },
  at,
  finish: 'wood',
  color: 0x5a4020,
  role: 'fixed',
});

const DRAGON_C: V3 = [0, 0.062, 0];
const DRAGON_R: V3 = [0.045, 0.06, 0.045];
const LYCHEE_C: V3 = [0, 0.019, 0];
const LYCHEE_R: V3 = [0.019, 0.02, 0.019];
const DURIAN_C: V3 = [0, 0.11, 0];
const DURIAN_R: V3 = [0.095, 0.11, 0.088];
const JACK_C: V3 = [0, 0.12, 0];
const JACK_R: V3 = [0.22, 0.12, 0.13];

/**
 * Fruit people name that reached a tree, a bush or another fruit (WordNet's first sense of
 * persimmon, guava, durian, jackfruit is the tree; a dragon fruit was an apple, a papaya a
 * mango): each its colour, outline and the mark a person knows it by.
 */
export const FRUIT_KINDS: readonly KindDecl[] = [
  {
    // Magenta, egg-shaped, with green-tipped scales curling up off it.
    kind: 'dragon fruit',
    nouns: ['dragon fruit', 'dragonfruit', 'pitahaya', 'pitaya'],
    size: [0.14, 0.1],
    parts: [
      {
        name: 'body',
        shape: { ellipsoid: DRAGON_R },
        at: DRAGON_C,
        finish: 'plain',
        color: 0xd8267a,
        answersTo: ['skin'],
      },
      ...[-0.55, -0.05, 0.45, 0.85].flatMap((t, row) =>
        [0, 1, 2, 3, 4].map((i): PartDecl => {
          const a = ((i + row * 0.5) / 5) * Math.PI * 2;
          const from = onEllipsoid(DRAGON_C, DRAGON_R, t, a, 0.95);
          return {
            name: `scale_${row * 5 + i + 1}`,
            shape: {
              capsule: [from, [from[0] * 1.35, from[1] + 0.024, from[2] * 1.35]],
              r: 0.007,
              r2: 0.0018,
            },
            finish: 'plain',
            color: row === 3 ? 0x7ab030 : 0xb8d040,
            role: 'accent',
            answersTo: ['scales'],
          };
        }),
      ),
    ],
  },
  {
    // Yellow, lying along its length, five ribs: a star seen end on.
    kind: 'star fruit',
    nouns: ['star fruit', 'starfruit', 'carambola'],
    size: [0.07, 0.12],
    parts: [
      {
        name: 'body',
        shape: { extrude: star(5, 0.036, 0.036 * 0.62), depth: 0.11, round: 0.008 },
        at: [0, 0.034, 0],
        finish: 'plain',
        color: 0xe8c420,
        answersTo: ['skin'],
      },
      {
        name: 'slice',
        shape: { extrude: star(5, 0.034, 0.034 * 0.62), depth: 0.01 },
        turn: [0, 0, 18],
        at: [0.058, 0.033, 0.04],
        finish: 'plain',
        color: 0xf2e070,
        role: 'accent',
      },
    ],
  },
  {
    // A wrinkled purple ball with a half beside it: yellow pulp full of dark seeds.
    kind: 'passion fruit',
    nouns: ['passion fruit', 'passionfruit', 'granadilla', 'maracuja'],
    size: [0.075, 0.15],
    parts: [
      {
        name: 'body',
        shape: { ellipsoid: [0.035, 0.037, 0.035] },
        at: [0, 0.037, 0],
        finish: 'plain',
        color: 0x4a1838,
        answersTo: ['skin'],
      },
      stalk([0, 0.07, 0], 0.012, 0.003),
      ...half([0.068, 0, 0.01], 0.033, 0x4a1838, 0xe8b420, 0x2a1a10),
    ],
  },
  {
    // A small red ball covered in little knobs, one peeled beside it, pearly white.
    kind: 'lychee',
    nouns: ['lychee', 'lychees', 'litchi', 'lichee', 'lichi'],
    size: [0.045, 0.08],
    parts: [
      {
        name: 'body',
        shape: { ellipsoid: LYCHEE_R },
        at: LYCHEE_C,
        finish: 'plain',
        color: 0xc02838,
        answersTo: ['skin'],
      },
      ...studs(
        'knob',
        LYCHEE_C,
        LYCHEE_R,
        36,
        (a, b) => ({ capsule: [a, b], r: 0.0035 }),
        'plain',
        0xa01c2c,
        1.08,
      ),
      stalk([0, 0.037, 0], 0.008, 0.0015),
      {
        name: 'flesh',
        shape: { ellipsoid: [0.016, 0.017, 0.016] },
        at: [0.036, 0.017, 0.006],
        finish: 'ice',
        color: 0xf4f2ea,
        role: 'fixed',
      },
    ],
  },
  {
    // A flattened orange ball with four broad green sepals flat on its top.
    kind: 'persimmon',
    nouns: ['persimmon', 'persimmons', 'kaki', 'sharon fruit'],
    size: [0.06, 0.09],
    parts: [
      {
        name: 'body',
        shape: {
          lathe: [
            [0.01, 0],
            [0.03, 0.004],
            [0.044, 0.022],
            [0.042, 0.04],
            [0.028, 0.052],
            [0.008, 0.054],
          ],
          smooth: true,
        },
        finish: 'plain',
        color: 0xe8680e,
        answersTo: ['skin'],
      },
      ...[0, 90, 180, 270].map((deg, i): PartDecl => ({
        name: `sepal_${i + 1}`,
        shape: { ellipsoid: [0.02, 0.004, 0.011] },
        turn: [0, deg + 45, 0],
        at: [
          Math.cos(((deg + 45) * Math.PI) / 180) * 0.014,
          0.054,
          -Math.sin(((deg + 45) * Math.PI) / 180) * 0.014,
        ],
        finish: 'leaf',
        color: 0x5a6a28,
        role: 'accent',
        answersTo: ['leaves', 'sepals'],
      })),
      stalk([0, 0.054, 0], 0.01, 0.003),
    ],
  },
  {
    // A small oval orange with a glossy leaf.
    kind: 'kumquat',
    nouns: ['kumquat', 'kumquats', 'cumquat'],
    size: [0.03, 0.05],
    parts: [
      {
        name: 'body',
        shape: { ellipsoid: [0.02, 0.015, 0.014] },
        at: [0, 0.015, 0],
        finish: 'plain',
        color: 0xf07a10,
        answersTo: ['skin'],
      },
      stalk([-0.018, 0.014, 0], 0.004, 0.0018),
      {
        name: 'leaf',
        shape: { ellipsoid: [0.022, 0.002, 0.009] },
        turn: [0, 0, 15],
        at: [-0.034, 0.017, 0.004],
        finish: 'leaf',
        role: 'fixed',
      },
    ],
  },
  {
    // A round green fruit and its half, pink inside with pale seeds.
    kind: 'guava',
    nouns: ['guava', 'guavas'],
    size: [0.08, 0.16],
    parts: [
      {
        name: 'body',
        shape: {
          lathe: [
            [0.01, 0],
            [0.03, 0.006],
            [0.042, 0.03],
            [0.038, 0.058],
            [0.02, 0.075],
            [0.006, 0.078],
          ],
          smooth: true,
        },
        finish: 'plain',
        color: 0x9cc040,
        answersTo: ['skin'],
      },
      stalk([0, 0.076, 0], 0.008, 0.003),
      ...half([0.079, 0, 0.01], 0.04, 0x9cc040, 0xf07878, 0xf4e0c0),
    ],
  },
  {
    // A big olive-green oval all over thick spikes.
    kind: 'durian',
    nouns: ['durian', 'durians', 'durion'],
    size: [0.24, 0.22],
    parts: [
      {
        name: 'body',
        shape: { ellipsoid: DURIAN_R },
        at: DURIAN_C,
        finish: 'plain',
        color: 0x8a9a30,
        answersTo: ['skin'],
      },
      ...studs(
        'spike',
        DURIAN_C,
        DURIAN_R,
        60,
        (a, b) => ({ capsule: [a, b], r: 0.011, r2: 0.0015 }),
        'plain',
        0x7a8a28,
      ),
      stalk([0, 0.215, 0], 0.03, 0.008),
    ],
  },
  {
    // A very large yellow-green oval lying on its side, its skin a mass of small knobs.
    kind: 'jackfruit',
    nouns: ['jackfruit', 'jack fruit', 'jackfruits'],
    size: [0.25, 0.46],
    parts: [
      {
        name: 'body',
        shape: { ellipsoid: JACK_R },
        at: JACK_C,
        finish: 'plain',
        color: 0xb0b040,
        answersTo: ['skin'],
      },
      ...studs(
        'knob',
        JACK_C,
        JACK_R,
        70,
        (a, b) => ({ capsule: [a, b], r: 0.013 }),
        'plain',
        0x9aa032,
        1.04,
      ),
      {
        name: 'stem',
        shape: { cyl: 0.05, r: 0.014 },
        turn: [0, 0, 90],
        at: [-0.215, 0.12, 0],
        finish: 'wood',
        color: 0x5a4020,
        role: 'fixed',
      },
    ],
  },
  {
    // A netted tan melon with a wedge cut out, orange inside.
    kind: 'cantaloupe',
    nouns: ['cantaloupe', 'cantaloup', 'muskmelon', 'rockmelon'],
    size: [0.15, 0.15],
    parts: [
      {
        name: 'body',
        shape: { ball: 0.075 },
        minus: [{ shape: { box: [0.08, 0.08, 0.08] }, at: [0.04, 0.075, 0.04] }],
        at: [0, 0.075, 0],
        finish: 'plain',
        color: 0xc8b478,
        answersTo: ['skin', 'rind'],
      },
      {
        name: 'flesh',
        shape: { ball: 0.071 },
        minus: [{ shape: { box: [0.08, 0.08, 0.08] }, at: [0.043, 0.078, 0.043] }],
        at: [0, 0.075, 0],
        finish: 'plain',
        color: 0xf0902a,
        role: 'fixed',
      },
      ...[0, 30, 60, 90, 120, 150].map((deg, i): PartDecl => ({
        name: `net_${i + 1}`,
        shape: { ring: 0.0755, r: 0.0022 },
        turn: [0, deg, 0],
        at: [0, 0.075, 0],
        minus: [{ shape: { box: [0.08, 0.08, 0.08] }, at: [0.04, 0.075, 0.04] }],
        finish: 'plain',
        color: 0xece0b8,
        role: 'fixed',
        answersTo: ['net'],
      })),
    ],
  },
];

/** One kind's row: the nouns that reach it in addition to its own, and their looks. */
type ClassLook = { nouns?: readonly string[]; looks: Readonly<Record<string, StateDecl>> };

/** Per kind, its row; the kind's own declaration spreads it into its `nouns` and `looks`. */
export const CLASS_LOOKS = {
  tie: { nouns: ['bowtie', 'bow-tie'], looks: { 'bow tie': BOW_TIE, bowtie: BOW_TIE } },
  helmet: {
    nouns: [
      "knight's helmet",
      'knight helmet',
      'knights helmet',
      'great helm',
      'armet',
      'football helmet',
      'american football helmet',
    ],
    looks: {
      "knight's helmet": KNIGHT_HELMET,
      'knight helmet': KNIGHT_HELMET,
      'knights helmet': KNIGHT_HELMET,
      'great helm': KNIGHT_HELMET,
      armet: KNIGHT_HELMET,
      'football helmet': FOOTBALL_HELMET,
      'american football helmet': FOOTBALL_HELMET,
    },
  },
  hat: {
    nouns: [
      'wizard hat',
      "wizard's hat",
      'witch hat',
      "witch's hat",
      'witches hat',
      "chef's hat",
      'chef hat',
      'chefs hat',
      'party hat',
    ],
    looks: {
      "chef's hat": CHEF_HAT,
      'chef hat': CHEF_HAT,
      'chefs hat': CHEF_HAT,
      'party hat': PARTY_HAT,
      'wizard hat': WIZARD_HAT,
      "wizard's hat": WIZARD_HAT,
      'witch hat': WITCH_HAT,
      "witch's hat": WITCH_HAT,
      'witches hat': WITCH_HAT,
    },
  },
  mango: {
    looks: {
      papaya: {
        drop: ['body', 'blush', 'stem'],
        parts: [
          {
            name: 'body',
            shape: { ellipsoid: [0.09, 0.048, 0.05] },
            at: [0, 0.048, 0],
            finish: 'plain',
            color: 0x8aa838,
          },
          {
            name: 'blush',
            shape: { ellipsoid: [0.06, 0.046, 0.05] },
            at: [0.035, 0.05, 0.002],
            finish: 'plain',
            color: 0xf0a028,
            role: 'accent',
          },
          ...half([0.02, 0, 0.092], 0.045, 0x8aa838, 0xf07a30, 0x1a1a1a),
        ],
      },
    },
  },
  fedora: { looks: { bowler: BOWLER, 'bowler hat': BOWLER, 'derby hat': BOWLER } },
  cap: {
    nouns: ['bobble hat', 'woolly hat', 'knit hat', 'knitted hat'],
    looks: {
      beret: BERET,
      beanie: BEANIE,
      'bobble hat': BEANIE,
      'woolly hat': BEANIE,
      'knit hat': BEANIE,
      'knitted hat': BEANIE,
    },
  },
  tent: { nouns: ['tipi'], looks: { tepee: TEPEE, teepee: TEPEE, tipi: TEPEE } },
  satellite: {
    nouns: ['lunar lander', 'lunar module', 'moon lander', 'lunar excursion module'],
    looks: {
      lander: LANDER,
      'lunar lander': LANDER,
      'lunar module': LANDER,
      'moon lander': LANDER,
      'lunar excursion module': LANDER,
    },
  },
  drum: {
    nouns: ['drum kit', 'drum set', 'drumkit', 'drums', 'trap set'],
    looks: {
      'drum kit': DRUM_KIT,
      'drum set': DRUM_KIT,
      drumkit: DRUM_KIT,
      drums: DRUM_KIT,
      'trap set': DRUM_KIT,
    },
  },
  mountain: {
    nouns: ['mountains'],
    looks: {
      'mountain range': MOUNTAIN_RANGE,
      mountains: MOUNTAIN_RANGE,
      // Every range WordNet names (the Andes, the Urals) reaches the mountain through its
      // class, "range", and a massif is a block of a range's peaks (session 29, places).
      range: MOUNTAIN_RANGE,
      massif: MOUNTAIN_RANGE,
    },
  },
  pagoda: { nouns: ['dagoba'], looks: { stupa: STUPA, dagoba: STUPA } },
} satisfies Record<string, ClassLook>;
