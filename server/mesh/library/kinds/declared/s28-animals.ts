/**
 * Animal things said often and unknown before session 28 (issue #32; docs/decisions.md,
 * "Animals said often, by class"): a wishbone standing as the V of a fowl's furcula with its
 * flat knob at the joint, a bird of prey's talon as its foot — a yellow scaly leg under brown
 * feathered thighs, three toes forward and one back, each ending in a big black hooked claw —
 * and frogspawn as a heap of clear jelly eggs, a black dot in each, on pond water. Snakes by
 * their family (`SNAKE_LOOKS`, on the snake of creatures.ts): a rattlesnake tan with dark
 * blotches and its rattle held up, a boa or python thick and brown-blotched, a viper grey-brown
 * with a dark zigzag and a broad head, a cobra reared up with its hood spread.
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { at, part, rod } from './part-shorthand.ts';

// --- Wishbone ------------------------------------------------------------------------------

const WISHBONE = 0xeee2c6;

/** One arm of the V, from the joint at the bottom up and out (`side` ±1 along X). */
function wishboneArm(side: 1 | -1): PartDecl {
  const pts: V3[] = [
    [0, 0.012, 0],
    [side * 0.009, 0.028, 0],
    [side * 0.018, 0.048, 0],
    [side * 0.024, 0.068, 0],
    [side * 0.026, 0.082, 0],
  ];
  return part(
    side > 0 ? 'arm_r' : 'arm_l',
    { sweep: pts, r: [0.0058, 0.005, 0.0043, 0.0039, 0.0036] },
    'plaster',
    { color: WISHBONE, answersTo: ['arm', 'arms', 'bone'] },
  );
}

const wishbone: KindDecl = {
  kind: 'wishbone',
  nouns: ['wishbone', 'wishbones', 'wishing bone', 'furcula', 'merrythought'],
  size: [0.09, 0.09],
  parts: [
    wishboneArm(1),
    wishboneArm(-1),
    // The flat knob where the arms join, and the small flared ends at their tops.
    part('knob', { ellipsoid: [0.0075, 0.0095, 0.0058] }, 'plaster', {
      at: [0, 0.0088, 0],
      color: WISHBONE,
      answersTo: ['bone'],
    }),
    part('end', { ellipsoid: [0.0056, 0.0046, 0.0048] }, 'plaster', {
      ...at([
        [0.0262, 0.0835, 0],
        [-0.0262, 0.0835, 0],
      ]),
      color: WISHBONE,
      answersTo: ['bone', 'tip'],
    }),
  ],
};

// --- Talon ---------------------------------------------------------------------------------

const TALON_SKIN = 0xe8b42c;
const TALON_CLAW = 0x1a1818;
const TALON_FEATHERS = 0x5e3c22;
/** The ankle, where the toes spread from. */
const ANKLE: V3 = [0, 0.026, 0];

/** A toe and its hooked claw along the ground direction `deg` (0 = +X, 90 = +Z). */
function toe(name: string, deg: number, len: number): PartDecl[] {
  const a = (deg * Math.PI) / 180;
  const d = (s: number, y: number): V3 => [
    ANKLE[0] + Math.cos(a) * s,
    y,
    ANKLE[2] + Math.sin(a) * s,
  ];
  return [
    part(
      name,
      { sweep: [ANKLE, d(len * 0.4, 0.016), d(len * 0.8, 0.011), d(len, 0.011)], r: 0.0075 },
      'skin',
      { color: TALON_SKIN, role: 'main', answersTo: ['toe', 'toes', 'foot'] },
    ),
    part(
      `${name}_claw`,
      {
        sweep: [
          d(len * 0.97, 0.012),
          d(len + 0.012, 0.015),
          d(len + 0.022, 0.008),
          d(len + 0.022, 0.0012),
        ],
        r: [0.0058, 0.0046, 0.0028, 0.0008],
      },
      'beak',
      { color: TALON_CLAW, role: 'fixed', answersTo: ['claw', 'claws', 'talon', 'talons'] },
    ),
  ];
}

const talon: KindDecl = {
  kind: 'talon',
  nouns: ['talon', 'talons', "eagle's talon", "eagle's talons", 'eagle talon', "hawk's talon"],
  size: [0.15, 0.12],
  parts: [
    rod('leg', [0, 0.024, 0], [-0.012, 0.11, 0], 0.0105, 'skin', {
      color: TALON_SKIN,
      answersTo: ['foot', 'shank'],
    }),
    // Scales ringing the leg, a shade darker.
    part('scales', { ring: 0.0108, r: 0.0012 }, 'skin', {
      turn: [90, 0, 0],
      ...at([0.04, 0.055, 0.07, 0.085].map((y): V3 => [(-y + 0.024) * 0.14, y, 0])),
      color: 0xc8941e,
      role: 'fixed',
    }),
    part('thigh', { ellipsoid: [0.022, 0.032, 0.021] }, 'feathers', {
      at: [-0.014, 0.128, 0],
      color: TALON_FEATHERS,
      role: 'accent',
      answersTo: ['feathers', 'leg feathers'],
    }),
    ...toe('toe_front', 0, 0.05),
    ...toe('toe_inner', 38, 0.042),
    ...toe('toe_outer', -38, 0.044),
    ...toe('toe_back', 180, 0.034),
  ],
};

// --- Frogspawn -----------------------------------------------------------------------------

/** Egg centres: a round heap, rings on the water and a smaller ring on top. */
const SPAWN_EGGS: readonly V3[] = (() => {
  const pts: V3[] = [[0, 0.012, 0]];
  for (const [r, n, y] of [
    [0.019, 6, 0.011],
    [0.037, 12, 0.01],
    [0.055, 17, 0.009],
    [0.014, 5, 0.026],
    [0.031, 9, 0.024],
  ] as const) {
    for (let i = 0; i < n; i++) {
      const a = (2 * Math.PI * (i + (y > 0.02 ? 0.5 : 0))) / n;
      pts.push([r * Math.cos(a), y, r * Math.sin(a)]);
    }
  }
  return pts;
})();

const frogspawn: KindDecl = {
  kind: 'frogspawn',
  nouns: ['frogspawn', 'frog spawn', 'spawn', 'toad spawn', 'frog eggs', 'toad eggs'],
  size: [0.04, 0.16],
  parts: [
    part('water', { cyl: 0.004, r: 0.078 }, 'ocean', {
      color: 0x4e6a52,
      role: 'detail',
      answersTo: ['pond', 'pond water'],
    }),
    part('jelly', { ball: 0.0098 }, 'glass', {
      ...at(SPAWN_EGGS),
      color: 0xb8c8b0,
      answersTo: ['egg', 'eggs', 'jelly'],
    }),
    // Each egg's black embryo, seen through the top of its jelly.
    part('embryo', { ball: 0.0034 }, 'coal', {
      ...at(SPAWN_EGGS.map(([x, y, z]): V3 => [x, y + 0.0072, z])),
      color: 0x141414,
      role: 'fixed',
      answersTo: ['dot', 'dots', 'tadpole'],
    }),
  ],
};

// --- Snakes by family ----------------------------------------------------------------------

/** The snake's body as creatures.ts draws it: its path and its radius at each point. */
const SNAKE_PATH: readonly V3[] = [
  [-0.5, 0.03, -0.1],
  [-0.3, 0.03, 0.12],
  [-0.05, 0.03, -0.08],
  [0.15, 0.03, 0.1],
  [0.32, 0.05, 0],
  [0.38, 0.12, 0],
];
const SNAKE_R = [0.008, 0.025, 0.032, 0.03, 0.025, 0.022];

/** Points on the top of the body at fractions `t` of each lying segment (the body is capsules). */
function alongBack(fractions: readonly number[], thick: number, lift: number): V3[] {
  const pts: V3[] = [];
  for (let i = 0; i < 4; i++) {
    const a = SNAKE_PATH[i]!;
    const b = SNAKE_PATH[i + 1]!;
    for (const t of fractions) {
      const r = (SNAKE_R[i]! + (SNAKE_R[i + 1]! - SNAKE_R[i]!) * t) * thick;
      if (r < 0.014) continue;
      pts.push([
        a[0] + (b[0] - a[0]) * t,
        a[1] + (b[1] - a[1]) * t + r * lift,
        a[2] + (b[2] - a[2]) * t,
      ]);
    }
  }
  return pts;
}

/** A family's body (thicker by `thick`), head (broader by `broad`) and blotches down its back. */
function snakeLook(
  color: number,
  blotch: number,
  thick: number,
  broad: number,
  more: PartDecl[] = [],
): StateDecl {
  const r = SNAKE_R.map((x) => x * thick);
  return {
    drop: ['body', 'head'],
    parts: [
      part('body', { sweep: SNAKE_PATH, r }, 'scales', { color }),
      part('head', { ellipsoid: [0.05, 0.025 * Math.min(thick, 1.2), 0.035 * broad] }, 'scales', {
        at: [0.42, 0.13, 0],
        color,
      }),
      part('blotches', { ellipsoid: [0.022 * thick, 0.01 * thick, 0.02 * thick] }, 'scales', {
        ...at(alongBack([0.2, 0.5, 0.8], thick, 0.82)),
        color: blotch,
        role: 'accent',
        answersTo: ['spots', 'pattern', 'markings'],
      }),
      ...more,
    ],
  };
}

/** A rattlesnake's rattle: rings of dry horn stacked up from its tail tip. */
const RATTLE: PartDecl = part('rattle', { ellipsoid: [0.014, 0.0095, 0.014] }, 'plaster', {
  ...at([0.038, 0.056, 0.074, 0.092, 0.108].map((y): V3 => [-0.502, y, -0.102])),
  color: 0xd8c8a0,
  role: 'fixed',
});

const RATTLESNAKE = snakeLook(0x8e7648, 0x3e2c1c, 1.1, 1.35, [RATTLE]);
const CONSTRICTOR = snakeLook(0x7a5a38, 0x2e2014, 1.45, 1.1);
const VIPER = snakeLook(0x6a5e50, 0x1e1a16, 1.15, 1.45);

/**
 * A cobra reared up and turned to face the viewer (+Z), its hood spread wide behind its head
 * with the pale underside showing (the lying part as the other snakes).
 */
const COBRA_COLOR = 0x4a3a2a;
const COBRA_X = 0.35;
const COBRA: StateDecl = {
  drop: ['body', 'head', 'eye', 'tongue'],
  parts: [
    part(
      'body',
      {
        sweep: [
          ...SNAKE_PATH.slice(0, 4),
          [0.3, 0.04, 0],
          [COBRA_X, 0.14, 0],
          [COBRA_X, 0.25, 0.01],
        ],
        r: [0.008, 0.025, 0.032, 0.03, 0.027, 0.024, 0.02],
      },
      'scales',
      { color: COBRA_COLOR },
    ),
    part('hood', { ellipsoid: [0.08, 0.095, 0.016] }, 'scales', {
      at: [COBRA_X, 0.21, 0],
      color: 0x5e4a34,
      role: 'accent',
      answersTo: ['neck'],
    }),
    part('hood_front', { ellipsoid: [0.054, 0.072, 0.01] }, 'scales', {
      at: [COBRA_X, 0.2, 0.01],
      color: 0xd0bc90,
      role: 'fixed',
    }),
    part('head', { ellipsoid: [0.032, 0.022, 0.046] }, 'scales', {
      at: [COBRA_X, 0.275, 0.032],
      color: COBRA_COLOR,
    }),
    part('eye', { ball: 0.007 }, 'eye', {
      at: [COBRA_X + 0.02, 0.286, 0.052],
      copies: [[-0.04, 0, 0]],
      role: 'fixed',
    }),
    part('tongue', { box: [0.006, 0.003, 0.035] }, 'pink', {
      at: [COBRA_X, 0.266, 0.085],
      color: 0xc01830,
      role: 'fixed',
    }),
  ],
};

/** Looks of the snake kind by noun or WordNet chain (docs/decisions.md, "Animals said often"). */
export const SNAKE_LOOKS: Readonly<Record<string, StateDecl>> = {
  rattlesnake: RATTLESNAKE,
  rattler: RATTLESNAKE,
  copperhead: snakeLook(0xa0643a, 0x5a3018, 1.15, 1.45),
  boa: CONSTRICTOR,
  constrictor: CONSTRICTOR,
  python: CONSTRICTOR,
  anaconda: { ...snakeLook(0x5a6a3a, 0x1e1e16, 1.6, 1.1) },
  viper: VIPER,
  adder: VIPER,
  cobra: COBRA,
};

export const S28_ANIMAL_KINDS: readonly KindDecl[] = [wishbone, talon, frogspawn];
