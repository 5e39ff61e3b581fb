/**
 * Animals whose body plans the quadruped does not cover — arachnids, insects, cephalopods,
 * crustaceans, snakes, turtles, frogs, snails — and the wild canids (fox, wolf), whose long
 * snouts, big ears and bushy tails set them apart from dogs. Declared as data
 * (library/declare.ts); each faces +X.
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { leg, star, tentacle } from './outlines.ts';
import { beetleLooks, DARK_BEETLE } from './s27-animals.ts';
import { SNAKE_LOOKS } from './s28-animals.ts';

const EYE = { finish: 'eye', role: 'fixed' as const };

/** Pairs of jointed legs from a body, spread over `yaws` degrees either side. */
export function legs(
  name: string,
  at: readonly V3[],
  yaws: readonly number[],
  reach: number,
  kneeUp: number,
  r: number,
  finish: string,
  color: number,
): PartDecl[] {
  return at.flatMap((from, i) =>
    [1, -1].map((side) => ({
      name: `${name}_${i + 1}${side > 0 ? 'r' : 'l'}`,
      shape: {
        sweep: leg([from[0], from[1], from[2] * side], reach, yaws[i]! * side, kneeUp),
        r: [r, r * 0.8, r * 0.5],
      },
      finish,
      color,
      role: 'detail' as const,
    })),
  );
}

/** A ladybird's red shell with its black spots and head (the beetle kind's first look). */
const LADYBIRD: PartDecl[] = [
  {
    name: 'shell',
    shape: { ellipsoid: [0.03, 0.018, 0.024] },
    at: [-0.005, 0.018, 0],
    finish: 'plastic',
    color: 0xc01818,
  },
  {
    name: 'head',
    shape: { ellipsoid: [0.01, 0.009, 0.012] },
    at: [0.028, 0.014, 0],
    finish: 'plastic',
    color: 0x141414,
  },
  {
    name: 'spot',
    shape: { ellipsoid: [0.006, 0.004, 0.006] },
    at: [0.005, 0.034, 0.009],
    copies: [
      [0, 0, -0.018],
      [-0.018, -0.002, 0.003],
      [-0.018, -0.002, -0.021],
    ],
    finish: 'plastic',
    color: 0x141414,
    role: 'fixed',
  },
];

/** A wild canid: long low body, pointed snout and ears, thin legs, a bushy tail. */
function canid(kind: string, nouns: string[], s: number, fur: number, light: number): KindDecl {
  const v = (x: number, y: number, z: number): V3 => [x * s, y * s, z * s];
  return {
    kind,
    nouns,
    size: [0.75 * s, 1.2 * s],
    parts: [
      {
        name: 'body',
        shape: { capsule: [v(-0.25, 0.45, 0), v(0.22, 0.48, 0)], r: 0.13 * s, r2: 0.15 * s },
        finish: 'fur',
        color: fur,
      },
      {
        name: 'chest',
        shape: { ellipsoid: v(0.1, 0.12, 0.1) },
        at: v(0.3, 0.42, 0),
        finish: 'fur',
        color: light,
        role: 'accent',
      },
      {
        name: 'neck',
        shape: { capsule: [v(0.28, 0.5, 0), v(0.4, 0.66, 0)], r: 0.09 * s },
        finish: 'fur',
        color: fur,
      },
      {
        name: 'head',
        shape: { ellipsoid: v(0.12, 0.1, 0.1) },
        at: v(0.45, 0.7, 0),
        finish: 'fur',
        color: fur,
      },
      {
        name: 'snout',
        shape: { capsule: [v(0.5, 0.68, 0), v(0.66, 0.64, 0)], r: 0.055 * s, r2: 0.025 * s },
        finish: 'fur',
        color: light,
        role: 'accent',
      },
      {
        name: 'nose',
        shape: { ball: 0.022 * s },
        at: v(0.675, 0.645, 0),
        finish: 'eye',
        role: 'fixed',
      },
      {
        name: 'ear',
        shape: { cyl: 0.13 * s, r: 0.045 * s, rTop: 0.004 },
        turn: [14, 0, -10],
        at: v(0.42, 0.76, 0.05),
        mirror: false,
        copies: [v(0, 0, -0.1)],
        finish: 'fur',
        color: fur,
      },
      {
        name: 'eye',
        shape: { ball: 0.016 * s },
        at: v(0.54, 0.73, 0.05),
        copies: [v(0, 0, -0.1)],
        ...EYE,
      },
      {
        name: 'leg',
        shape: { cyl: 0.42 * s, r: 0.03 * s, rTop: 0.04 * s },
        at: v(0.24, 0, 0.07),
        copies: [v(0, 0, -0.14), v(-0.46, 0, 0), v(-0.46, 0, -0.14)],
        finish: 'fur',
        color: fur,
      },
      {
        name: 'tail',
        shape: { capsule: [v(-0.36, 0.46, 0), v(-0.72, 0.26, 0)], r: 0.07 * s, r2: 0.1 * s },
        finish: 'fur',
        color: fur,
      },
      {
        name: 'tail_tip',
        shape: { ball: 0.085 * s },
        at: v(-0.76, 0.23, 0),
        finish: 'fur',
        color: light,
        role: 'accent',
      },
    ],
  };
}

/** A canid's look in other colours and size, for a noun under the same kind. */
function recoloured(s: number, fur: number, light: number): StateDecl {
  const parts = canid('', [], s, fur, light).parts;
  return { drop: parts.map((p) => p.name), parts };
}

/** A frog: a green crouching body, bulging eyes, folded hind legs. */
const FROG: readonly PartDecl[] = [
  {
    name: 'body',
    shape: { ellipsoid: [0.055, 0.035, 0.045] },
    turn: [0, 0, 18],
    at: [0, 0.04, 0],
    finish: 'skin',
    color: 0x4aa03a,
  },
  {
    name: 'head',
    shape: { ellipsoid: [0.035, 0.022, 0.04] },
    at: [0.045, 0.055, 0],
    finish: 'skin',
    color: 0x4aa03a,
  },
  {
    name: 'eye',
    shape: { ball: 0.013 },
    at: [0.05, 0.075, 0.022],
    copies: [[0, 0, -0.044]],
    finish: 'skin',
    color: 0x4aa03a,
  },
  {
    name: 'pupil',
    shape: { ball: 0.007 },
    at: [0.058, 0.08, 0.026],
    copies: [[0, 0, -0.052]],
    ...EYE,
  },
  {
    name: 'belly',
    shape: { ellipsoid: [0.04, 0.02, 0.035] },
    at: [0.01, 0.025, 0],
    finish: 'skin',
    color: 0xd8e0a0,
    role: 'accent',
  },
  {
    name: 'hind_leg',
    shape: { ellipsoid: [0.04, 0.016, 0.018] },
    turn: [0, 20, 0],
    at: [-0.03, 0.018, 0.045],
    finish: 'skin',
    color: 0x4aa03a,
  },
  {
    name: 'hind_leg',
    shape: { ellipsoid: [0.04, 0.016, 0.018] },
    turn: [0, -20, 0],
    at: [-0.03, 0.018, -0.045],
    finish: 'skin',
    color: 0x4aa03a,
  },
  {
    name: 'front_leg',
    shape: {
      capsule: [
        [0.04, 0.035, 0.03],
        [0.06, 0.004, 0.045],
      ],
      r: 0.007,
    },
    copies: [[0, 0, -0.06]],
    finish: 'skin',
    color: 0x4aa03a,
  },
];

/**
 * A toad is the frog's build in dull brown with a pale belly and warts over its back (a green
 * frog read as a frog, not a toad).
 */
const TOAD: readonly PartDecl[] = [
  ...FROG.map((p) => (p.color === 0x4aa03a ? { ...p, color: 0x7a5a38 } : p)).map((p) =>
    p.name === 'belly' ? { ...p, color: 0xd8c8a0 } : p,
  ),
  {
    name: 'warts',
    shape: { ball: 0.006 },
    at: [-0.01, 0.07, 0],
    copies: [
      [0.02, 0, 0.015],
      [0.02, 0, -0.015],
      [-0.02, -0.005, 0.02],
      [-0.02, -0.005, -0.02],
      [0.035, -0.002, 0],
      [0.01, -0.01, 0.03],
      [0.01, -0.01, -0.03],
    ],
    finish: 'skin',
    color: 0x5a3e24,
    role: 'detail',
  },
];

/** A wasp: a small thorax, a thin waist and a long pointed abdomen banded black. */
const WASP: StateDecl = {
  drop: ['body', 'stripe'],
  parts: [
    {
      name: 'thorax',
      shape: { ellipsoid: [0.007, 0.006, 0.006] },
      at: [0.006, 0.015, 0],
      finish: 'plastic',
      color: 0x1a1a1a,
    },
    {
      name: 'waist',
      shape: {
        capsule: [
          [0.0, 0.015, 0],
          [-0.004, 0.0145, 0],
        ],
        r: 0.0018,
      },
      finish: 'plastic',
      color: 0x1a1a1a,
      role: 'detail',
    },
    {
      name: 'body',
      shape: { ellipsoid: [0.014, 0.0062, 0.0062] },
      at: [-0.016, 0.0135, 0],
      finish: 'plastic',
      color: 0xf4d010,
    },
    {
      name: 'stripe',
      shape: { ellipsoid: [0.0022, 0.0065, 0.0065] },
      at: [-0.01, 0.0135, 0],
      copies: [
        [-0.006, 0, 0],
        [-0.012, 0, 0],
      ],
      finish: 'plastic',
      color: 0x1a1a1a,
      role: 'accent',
    },
  ],
};

export const CREATURE_KINDS: readonly KindDecl[] = [
  canid('fox', ['fox', 'vixen', 'red fox', 'arctic fox', 'fennec'], 0.75, 0xd8682a, 0xf4f0e8),
  {
    ...canid(
      'wolf',
      ['wolf', 'grey wolf', 'gray wolf', 'coyote', 'jackal', 'dingo'],
      1.15,
      0x8a8a8e,
      0xd8d8d8,
    ),
    // A dingo is ginger, a jackal golden and smaller, a coyote tawny grey: the grey wolf's
    // coat read as a wolf under each name (session 18).
    looks: {
      dingo: recoloured(1.0, 0xd08a42, 0xf4e8d4),
      jackal: recoloured(0.85, 0xc49454, 0xeadcc4),
      coyote: recoloured(1.0, 0xa08466, 0xe4d8c6),
    },
  },
  {
    kind: 'spider',
    nouns: ['spider', 'tarantula', 'arachnid', 'black widow'],
    size: [0.08, 0.2],
    parts: [
      {
        name: 'abdomen',
        shape: { ellipsoid: [0.045, 0.035, 0.038] },
        at: [-0.04, 0.05, 0],
        finish: 'fur',
        color: 0x2a2220,
      },
      {
        name: 'head',
        shape: { ellipsoid: [0.028, 0.02, 0.025] },
        at: [0.018, 0.04, 0],
        finish: 'fur',
        color: 0x2a2220,
      },
      {
        name: 'eye',
        shape: { ball: 0.006 },
        at: [0.042, 0.05, 0.009],
        copies: [[0, 0, -0.018]],
        ...EYE,
      },
      ...legs(
        'leg',
        [
          [0.03, 0.04, 0.015],
          [0.02, 0.04, 0.02],
          [0.005, 0.04, 0.02],
          [-0.005, 0.04, 0.015],
        ],
        [70, 95, 110, 140],
        0.095,
        0.045,
        0.0045,
        'fur',
        0x2a2220,
      ),
    ],
  },
  {
    kind: 'ant',
    nouns: ['ant', 'termite', 'insect', 'bug'],
    size: [0.03, 0.1],
    parts: [
      {
        name: 'abdomen',
        shape: { ellipsoid: [0.022, 0.016, 0.015] },
        at: [-0.03, 0.022, 0],
        finish: 'plastic',
        color: 0x3a1c10,
      },
      {
        name: 'thorax',
        shape: { ellipsoid: [0.014, 0.009, 0.008] },
        at: [0, 0.02, 0],
        finish: 'plastic',
        color: 0x3a1c10,
      },
      {
        name: 'head',
        shape: { ellipsoid: [0.012, 0.011, 0.011] },
        at: [0.022, 0.024, 0],
        finish: 'plastic',
        color: 0x3a1c10,
      },
      {
        name: 'antenna',
        shape: {
          sweep: [
            [0.028, 0.032, 0.004],
            [0.034, 0.045, 0.01],
            [0.048, 0.05, 0.016],
          ],
          r: 0.0012,
        },
        copies: [[0, 0, -0.03]],
        finish: 'plastic',
        color: 0x3a1c10,
        role: 'detail',
      },
      ...legs(
        'leg',
        [
          [0.006, 0.016, 0.004],
          [0, 0.016, 0.005],
          [-0.006, 0.016, 0.004],
        ],
        [50, 90, 130],
        0.03,
        0.014,
        0.0016,
        'plastic',
        0x3a1c10,
      ),
    ],
  },
  {
    kind: 'beetle',
    nouns: ['beetle', 'ladybug', 'ladybird', 'scarab', 'stag beetle'],
    size: [0.03, 0.07],
    // A beetle is the dark glossy one; the ladybird, firefly and weevil are looks (session 27,
    // animals; docs/decisions.md, "Animals by their class's look").
    parts: [
      ...DARK_BEETLE,
      ...legs(
        'leg',
        [
          [0.01, 0.01, 0.012],
          [0, 0.01, 0.014],
          [-0.012, 0.01, 0.012],
        ],
        [50, 90, 130],
        0.022,
        0.008,
        0.0015,
        'plastic',
        0x141414,
      ),
    ],
    looks: beetleLooks({ drop: DARK_BEETLE.map((p) => p.name), parts: LADYBIRD }),
  },
  {
    kind: 'butterfly',
    nouns: ['butterfly', 'moth'],
    size: [0.08, 0.12],
    parts: [
      {
        name: 'body',
        shape: {
          capsule: [
            [-0.03, 0.012, 0],
            [0.03, 0.012, 0],
          ],
          r: 0.006,
        },
        finish: 'fur',
        color: 0x1a1a1a,
        role: 'detail',
      },
      {
        name: 'wing',
        shape: {
          extrude: [
            [0, 0],
            [0.055, 0.02],
            [0.06, 0.055],
            [0.02, 0.06],
          ],
          depth: 0.002,
          round: 0.01,
        },
        turn: [-35, 0, 0],
        at: [-0.005, 0.014, 0.004],
        finish: 'paper',
        color: 0xf08a20,
      },
      {
        name: 'wing',
        shape: {
          extrude: [
            [0, 0],
            [0.055, 0.02],
            [0.06, 0.055],
            [0.02, 0.06],
          ],
          depth: 0.002,
          round: 0.01,
        },
        turn: [35, 0, 0],
        at: [-0.005, 0.014, -0.004],
        finish: 'paper',
        color: 0xf08a20,
      },
      {
        name: 'hindwing',
        shape: {
          extrude: [
            [0, 0],
            [-0.04, 0.015],
            [-0.045, 0.04],
            [-0.01, 0.045],
          ],
          depth: 0.002,
          round: 0.008,
        },
        turn: [-35, 0, 0],
        at: [-0.002, 0.014, 0.004],
        finish: 'paper',
        color: 0xd06010,
        role: 'accent',
      },
      {
        name: 'hindwing',
        shape: {
          extrude: [
            [0, 0],
            [-0.04, 0.015],
            [-0.045, 0.04],
            [-0.01, 0.045],
          ],
          depth: 0.002,
          round: 0.008,
        },
        turn: [35, 0, 0],
        at: [-0.002, 0.014, -0.004],
        finish: 'paper',
        color: 0xd06010,
        role: 'accent',
      },
      {
        name: 'antenna',
        shape: {
          sweep: [
            [0.03, 0.015, 0.002],
            [0.045, 0.03, 0.008],
          ],
          r: 0.001,
        },
        copies: [[0, 0, -0.004]],
        finish: 'fur',
        color: 0x1a1a1a,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'bee',
    nouns: ['bee', 'honeybee', 'bumblebee', 'wasp', 'hornet'],
    size: [0.03, 0.035],
    parts: [
      {
        name: 'body',
        shape: { ellipsoid: [0.016, 0.011, 0.011] },
        at: [-0.004, 0.014, 0],
        finish: 'fur',
        color: 0xf0b818,
      },
      {
        name: 'stripe',
        shape: { ellipsoid: [0.004, 0.0115, 0.0115] },
        at: [-0.006, 0.014, 0],
        copies: [[-0.008, 0, 0]],
        finish: 'fur',
        color: 0x1a1a1a,
        role: 'fixed',
      },
      {
        name: 'head',
        shape: { ball: 0.007 },
        at: [0.014, 0.015, 0],
        finish: 'fur',
        color: 0x1a1a1a,
        role: 'fixed',
      },
      {
        name: 'wing',
        shape: { ellipsoid: [0.008, 0.001, 0.012] },
        turn: [0, 0, 20],
        at: [0, 0.026, 0.008],
        copies: [[0, 0, -0.016]],
        finish: 'glass',
        role: 'fixed',
      },
    ],
    // A wasp or a hornet is slender and waisted, its pointed abdomen banded black on bright
    // yellow (the round furry bee read as a bee).
    looks: { wasp: WASP, hornet: WASP },
  },
  {
    kind: 'octopus',
    nouns: ['octopus', 'kraken'],
    size: [0.35, 0.6],
    parts: [
      {
        name: 'head',
        shape: { ellipsoid: [0.1, 0.13, 0.1] },
        at: [0, 0.22, 0],
        finish: 'skin',
        color: 0xd0506a,
      },
      {
        name: 'eye',
        shape: { ball: 0.022 },
        at: [0.08, 0.17, 0.045],
        copies: [[0, 0, -0.09]],
        ...EYE,
      },
      ...[0, 45, 90, 135, 180, 225, 270, 315].map((yaw, i) => ({
        name: `tentacle_${i + 1}`,
        shape: {
          sweep: tentacle([0, 0.12, 0], 0.28, yaw),
          r: [0.04, 0.03, 0.022, 0.015, 0.01, 0.006],
        },
        finish: 'skin',
        color: 0xd0506a,
      })),
    ],
  },
  {
    kind: 'crab',
    nouns: ['crab', 'hermit crab', 'crustacean'],
    size: [0.1, 0.3],
    parts: [
      {
        name: 'shell',
        shape: { ellipsoid: [0.07, 0.035, 0.09] },
        at: [0, 0.05, 0],
        finish: 'plastic',
        color: 0xd0401c,
      },
      {
        name: 'eye',
        shape: {
          capsule: [
            [0.05, 0.07, 0.025],
            [0.07, 0.1, 0.03],
          ],
          r: 0.006,
        },
        copies: [[0, 0, -0.055]],
        finish: 'plastic',
        color: 0xd0401c,
      },
      {
        name: 'claw',
        shape: { ellipsoid: [0.035, 0.022, 0.018] },
        turn: [0, -30, 0],
        at: [0.1, 0.04, 0.09],
        finish: 'plastic',
        color: 0xd0401c,
        role: 'accent',
      },
      {
        name: 'claw',
        shape: { ellipsoid: [0.035, 0.022, 0.018] },
        turn: [0, 30, 0],
        at: [0.1, 0.04, -0.09],
        finish: 'plastic',
        color: 0xd0401c,
        role: 'accent',
      },
      {
        name: 'arm',
        shape: {
          sweep: [
            [0.03, 0.045, 0.06],
            [0.08, 0.05, 0.1],
            [0.1, 0.04, 0.09],
          ],
          r: 0.01,
        },
        copies: [[0, 0, -0.16]],
        finish: 'plastic',
        color: 0xd0401c,
      },
      ...legs(
        'leg',
        [
          [0.01, 0.045, 0.06],
          [-0.02, 0.045, 0.06],
          [-0.045, 0.045, 0.05],
        ],
        [60, 90, 120],
        0.1,
        0.04,
        0.007,
        'plastic',
        0xd0401c,
      ),
    ],
  },
  {
    kind: 'lobster',
    nouns: ['lobster', 'crayfish', 'crawfish'],
    size: [0.1, 0.45],
    parts: [
      {
        name: 'body',
        shape: {
          sweep: [
            [0.12, 0.045, 0],
            [0, 0.045, 0],
            [-0.12, 0.04, 0],
            [-0.2, 0.025, 0],
          ],
          r: [0.04, 0.035, 0.025, 0.015],
        },
        finish: 'plastic',
        color: 0xc0301c,
      },
      {
        name: 'tail',
        shape: {
          extrude: [
            [-0.2, 0],
            [-0.26, -0.04],
            [-0.26, 0.04],
          ],
          depth: 0.008,
        },
        turn: [90, 0, 0],
        at: [0, 0.025, 0],
        finish: 'plastic',
        color: 0xc0301c,
      },
      {
        name: 'claw',
        shape: { ellipsoid: [0.05, 0.02, 0.025] },
        at: [0.25, 0.03, 0.07],
        copies: [[0, 0, -0.14]],
        finish: 'plastic',
        color: 0xc0301c,
        role: 'accent',
      },
      {
        name: 'arm',
        shape: {
          sweep: [
            [0.12, 0.04, 0.02],
            [0.18, 0.035, 0.07],
            [0.22, 0.03, 0.07],
          ],
          r: 0.01,
        },
        copies: [[0, 0, -0.09]],
        finish: 'plastic',
        color: 0xc0301c,
      },
      {
        name: 'antenna',
        shape: {
          sweep: [
            [0.15, 0.06, 0.01],
            [0.3, 0.09, 0.05],
            [0.42, 0.05, 0.08],
          ],
          r: 0.002,
        },
        copies: [[0, 0, -0.02]],
        finish: 'plastic',
        color: 0xc0301c,
        role: 'fixed',
      },
      ...legs(
        'leg',
        [
          [0.05, 0.03, 0.02],
          [0.0, 0.03, 0.02],
          [-0.05, 0.03, 0.02],
        ],
        [70, 90, 110],
        0.06,
        0.02,
        0.004,
        'plastic',
        0xc0301c,
      ),
    ],
  },
  {
    kind: 'snake',
    nouns: [
      'snake',
      'serpent',
      'cobra',
      'python',
      'viper',
      'rattlesnake',
      'boa',
      'anaconda',
      'adder',
    ],
    size: [0.15, 1],
    // Snakes by family (session 28, animals): a rattlesnake's rattle, a cobra's hood.
    looks: SNAKE_LOOKS,
    parts: [
      {
        name: 'body',
        shape: {
          sweep: [
            [-0.5, 0.03, -0.1],
            [-0.3, 0.03, 0.12],
            [-0.05, 0.03, -0.08],
            [0.15, 0.03, 0.1],
            [0.32, 0.05, 0],
            [0.38, 0.12, 0],
          ],
          r: [0.008, 0.025, 0.032, 0.03, 0.025, 0.022],
        },
        finish: 'scales',
        color: 0x4a8a2a,
      },
      {
        name: 'head',
        shape: { ellipsoid: [0.05, 0.025, 0.035] },
        at: [0.42, 0.13, 0],
        finish: 'scales',
        color: 0x4a8a2a,
      },
      {
        name: 'eye',
        shape: { ball: 0.008 },
        at: [0.44, 0.145, 0.022],
        copies: [[0, 0, -0.044]],
        ...EYE,
      },
      {
        name: 'tongue',
        shape: { box: [0.04, 0.003, 0.006] },
        at: [0.48, 0.12, 0],
        finish: 'pink',
        color: 0xc01830,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'turtle',
    nouns: ['turtle', 'tortoise', 'terrapin', 'sea turtle'],
    size: [0.2, 0.45],
    parts: [
      {
        name: 'shell',
        shape: {
          lathe: [
            [0.17, 0],
            [0.16, 0.05],
            [0.12, 0.1],
            [0.05, 0.13],
            [0.01, 0.135],
          ],
          smooth: true,
        },
        at: [0, 0.05, 0],
        finish: 'plastic',
        color: 0x5a6a2a,
      },
      {
        name: 'rim',
        shape: { cyl: 0.03, r: 0.175 },
        at: [0, 0.04, 0],
        finish: 'plastic',
        color: 0xc0a060,
        role: 'accent',
      },
      {
        name: 'head',
        shape: { ellipsoid: [0.05, 0.04, 0.04] },
        at: [0.21, 0.08, 0],
        finish: 'skin',
        color: 0x8a9a5a,
      },
      {
        name: 'neck',
        shape: {
          capsule: [
            [0.13, 0.06, 0],
            [0.19, 0.075, 0],
          ],
          r: 0.028,
        },
        finish: 'skin',
        color: 0x8a9a5a,
      },
      {
        name: 'eye',
        shape: { ball: 0.008 },
        at: [0.24, 0.095, 0.025],
        copies: [[0, 0, -0.05]],
        ...EYE,
      },
      {
        name: 'leg',
        shape: { cyl: 0.06, r: 0.03, rTop: 0.035 },
        at: [0.1, 0, 0.1],
        copies: [
          [0, 0, -0.2],
          [-0.2, 0, 0],
          [-0.2, 0, -0.2],
        ],
        finish: 'skin',
        color: 0x8a9a5a,
      },
      {
        name: 'tail',
        shape: {
          capsule: [
            [-0.15, 0.05, 0],
            [-0.21, 0.035, 0],
          ],
          r: 0.015,
          r2: 0.005,
        },
        finish: 'skin',
        color: 0x8a9a5a,
      },
    ],
  },
  {
    kind: 'frog',
    nouns: ['frog', 'toad', 'bullfrog', 'tree frog'],
    size: [0.08, 0.12],
    parts: FROG,
    looks: { toad: { drop: FROG.map((p) => p.name), parts: TOAD } },
  },
  {
    kind: 'snail',
    nouns: ['snail', 'garden snail'],
    size: [0.07, 0.1],
    parts: [
      {
        name: 'body',
        shape: {
          capsule: [
            [-0.04, 0.01, 0],
            [0.05, 0.014, 0],
          ],
          r: 0.011,
          r2: 0.013,
        },
        finish: 'skin',
        color: 0xb8a080,
      },
      {
        name: 'shell',
        shape: { ring: 0.018, r: 0.014 },
        at: [-0.005, 0.04, 0],
        finish: 'plastic',
        color: 0x9a5a2a,
        role: 'accent',
      },
      {
        name: 'shell_core',
        shape: { ellipsoid: [0.02, 0.02, 0.012] },
        at: [-0.005, 0.04, 0],
        finish: 'plastic',
        color: 0x7a4420,
        role: 'accent',
      },
      {
        name: 'horn',
        shape: {
          capsule: [
            [0.055, 0.02, 0.005],
            [0.07, 0.045, 0.01],
          ],
          r: 0.0025,
        },
        copies: [[0, 0, -0.01]],
        finish: 'skin',
        color: 0xb8a080,
      },
    ],
  },
  {
    kind: 'starfish',
    nouns: ['starfish', 'sea star'],
    size: [0.04, 0.25],
    parts: [
      {
        name: 'body',
        shape: { extrude: star(5, 0.12, 0.045), depth: 0.035, round: 0.012 },
        turn: [90, 0, 0],
        at: [0, 0.018, 0],
        finish: 'skin',
        color: 0xe8743a,
      },
    ],
  },
  {
    kind: 'jellyfish',
    nouns: ['jellyfish', 'jelly fish', 'medusa'],
    size: [0.3, 0.22],
    parts: [
      {
        name: 'bell',
        shape: {
          lathe: [
            [0.11, 0],
            [0.1, 0.05],
            [0.07, 0.1],
            [0.02, 0.12],
          ],
          smooth: true,
        },
        at: [0, 0.17, 0],
        finish: 'glass',
        color: 0xd890e8,
      },
      ...[0, 60, 120, 180, 240, 300].map((yaw, i) => ({
        name: `tentacle_${i + 1}`,
        shape: {
          sweep: [
            [Math.cos((yaw * Math.PI) / 180) * 0.06, 0.18, Math.sin((yaw * Math.PI) / 180) * 0.06],
            [Math.cos((yaw * Math.PI) / 180) * 0.07, 0.1, Math.sin((yaw * Math.PI) / 180) * 0.05],
            [Math.cos((yaw * Math.PI) / 180) * 0.05, 0.01, Math.sin((yaw * Math.PI) / 180) * 0.07],
          ] as V3[],
          r: 0.005,
        },
        finish: 'glass',
        color: 0xd890e8,
      })),
    ],
  },
];
