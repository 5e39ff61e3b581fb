/**
 * Transport by body (issue #32, session 16): trains apart from the steam locomotive (the
 * streamlined high-speed train, the boxy metro car, the monorail on its beam), the aerial
 * cable car, a wheelchair, the three-wheeled auto rickshaw, boats by hull (the open canoe, the
 * many-decked passenger ship) and street things (a bus stop shelter, a fuel pump, a police
 * light). Each faces +Z, length along Z; `mirror` gives the left side. Declared as data
 * (library/declare.ts).
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2 } from '../../geo.ts';
import { S30_ROAD_LOOKS } from './s30-places.ts';

const GLASS = { finish: 'glass', color: 0x1e2a36, role: 'fixed' as const };

/** A side outline given in (z, y) turned to stand along Z, `width` across X. */
function sideways(
  name: string,
  zy: readonly V2[],
  width: number,
  color: number,
  round: number,
): PartDecl {
  return {
    name,
    shape: { extrude: zy.map(([z, y]) => [-z, y] as V2), depth: width, round },
    turn: [0, 90, 0],
    finish: 'paint',
    color,
  };
}

/** A wheel standing in the YZ plane at (x, r, z), its axle along X. */
function wheel(name: string, x: number, z: number, r: number, w: number, mirror = true): PartDecl {
  return {
    name,
    shape: { cyl: w, r },
    turn: [0, 0, 90],
    at: [x + w / 2, r, z],
    finish: 'rubber',
    role: 'fixed',
    ...(mirror ? { mirror: true } : {}),
  };
}

/** Two rails on a bed under a train of `length` (ties read at a glance as a railway). */
function track(length: number): PartDecl[] {
  return [
    {
      name: 'bed',
      shape: { box: [3.2, 0.12, length] },
      finish: 'stone',
      color: 0x8a8680,
      role: 'detail',
    },
    {
      name: 'rail',
      shape: { box: [0.1, 0.14, length] },
      at: [0.72, 0.12, 0],
      mirror: true,
      finish: 'steel',
      role: 'fixed',
    },
  ];
}

const HIGH_SPEED_TRAIN: KindDecl = {
  kind: 'high-speed train',
  nouns: [
    'high-speed train',
    'high speed train',
    'bullet train',
    'shinkansen',
    'tgv',
    'express train',
    'passenger train',
    'electric train',
    'intercity train',
    'maglev',
    'maglev train',
  ],
  size: [3.6, 18],
  parts: [
    ...track(18),
    {
      name: 'bogie',
      shape: { box: [2.0, 0.55, 2.6], round: 0.1 },
      at: [0, 0.2, -5.5],
      copies: [[0, 0, 8]],
      finish: 'steel',
      color: 0x3a3c40,
      role: 'detail',
    },
    {
      name: 'body',
      shape: { box: [2.9, 2.7, 11], round: 0.45 },
      at: [0, 0.7, -3.5],
      finish: 'paint',
      color: 0xf2f2f0,
    },
    sideways(
      'nose',
      [
        [1.8, 0.7],
        [1.8, 3.4],
        [3.6, 3.25],
        [5.6, 2.6],
        [7.4, 1.7],
        [8.6, 1.0],
        [8.8, 0.7],
      ],
      2.9,
      0xf2f2f0,
      0.35,
    ),
    {
      name: 'windscreen',
      shape: { ellipsoid: [1.05, 0.28, 1.2] },
      turn: [-22, 0, 0],
      at: [0, 2.95, 4.6],
      ...GLASS,
    },
    {
      name: 'windows',
      shape: { box: [2.96, 0.55, 10] },
      at: [0, 2.2, -3.5],
      ...GLASS,
    },
    {
      name: 'stripe',
      shape: { box: [2.96, 0.28, 10.6] },
      at: [0, 1.45, -3.2],
      finish: 'paint',
      color: 0x1a4ab0,
      role: 'accent',
    },
    {
      name: 'nose_stripe',
      shape: { box: [2.94, 0.28, 4.4] },
      at: [0, 1.35, 4.0],
      turn: [5, 0, 0],
      finish: 'paint',
      color: 0x1a4ab0,
      role: 'accent',
    },
    {
      name: 'headlight',
      shape: { ellipsoid: [0.2, 0.1, 0.15] },
      at: [0.8, 1.25, 7.6],
      mirror: true,
      finish: 'light',
      role: 'fixed',
    },
  ],
};

/** A metro car: a flat front with a big windscreen, doors down the side, on rails. */
const METRO: KindDecl = {
  kind: 'metro',
  nouns: [
    'metro',
    'metro train',
    'subway train',
    'underground train',
    'tube train',
    'commuter train',
    'subway car',
    'metro car',
    'rapid transit',
    'u-bahn',
    'u bahn',
  ],
  size: [3.9, 15],
  parts: [
    ...track(15),
    {
      name: 'bogie',
      shape: { box: [2.0, 0.55, 2.4], round: 0.1 },
      at: [0, 0.2, -4.5],
      copies: [[0, 0, 9]],
      finish: 'steel',
      color: 0x3a3c40,
      role: 'detail',
    },
    {
      name: 'body',
      shape: { box: [2.9, 3.1, 14], round: 0.3 },
      at: [0, 0.7, 0],
      finish: 'aluminum',
      color: 0xc8ccd0,
    },
    {
      name: 'stripe',
      shape: { box: [2.96, 0.35, 13.6] },
      at: [0, 1.3, 0],
      finish: 'paint',
      color: 0xd82a2a,
      role: 'accent',
    },
    {
      name: 'windows',
      shape: { box: [2.96, 0.9, 12.6] },
      at: [0, 2.1, 0],
      ...GLASS,
    },
    {
      name: 'door',
      shape: { box: [2.98, 2.3, 1.2] },
      at: [0, 0.95, -4.2],
      copies: [
        [0, 0, 4.2],
        [0, 0, 8.4],
      ],
      finish: 'aluminum',
      color: 0x8a9098,
      role: 'detail',
    },
    {
      name: 'windscreen',
      shape: { box: [2.4, 1.2, 0.1] },
      at: [0, 2.0, 7.0],
      ...GLASS,
    },
    {
      name: 'front_sign',
      shape: { box: [1.4, 0.35, 0.1] },
      at: [0, 3.3, 7.0],
      finish: 'light',
      role: 'fixed',
    },
    {
      name: 'headlight',
      shape: { ball: 0.16 },
      at: [0.95, 1.35, 7.02],
      mirror: true,
      finish: 'light',
      role: 'fixed',
    },
  ],
};

/** A monorail car riding astride a concrete beam on pillars. */
const MONORAIL: KindDecl = {
  kind: 'monorail',
  nouns: ['monorail', 'monorail train', 'suspension railway', 'skytrain', 'people mover'],
  size: [7.8, 20],
  parts: [
    {
      name: 'pillar',
      shape: { box: [0.8, 4.2, 0.8] },
      at: [0, 0, -7],
      copies: [[0, 0, 14]],
      finish: 'concrete',
      color: 0xc8c4bc,
      role: 'detail',
    },
    {
      name: 'beam',
      shape: { box: [0.9, 1.0, 20] },
      at: [0, 4.2, 0],
      finish: 'concrete',
      color: 0xc8c4bc,
      role: 'detail',
    },
    {
      name: 'body',
      shape: { box: [2.7, 2.8, 13], round: 0.9 },
      at: [0, 4.7, 0],
      finish: 'paint',
      color: 0xf2f2f0,
    },
    {
      name: 'nose',
      shape: { ellipsoid: [1.35, 1.3, 1.6] },
      at: [0, 6.1, 6.1],
      finish: 'paint',
      color: 0xf2f2f0,
    },
    {
      name: 'windows',
      shape: { box: [2.76, 0.8, 11.5] },
      at: [0, 6.0, -0.3],
      ...GLASS,
    },
    {
      name: 'windscreen',
      shape: { ellipsoid: [1.1, 0.5, 0.9] },
      turn: [-20, 0, 0],
      at: [0, 6.55, 6.6],
      ...GLASS,
    },
    {
      name: 'skirt',
      shape: { box: [2.74, 0.5, 12.6], round: 0.2 },
      at: [0, 4.75, 0],
      finish: 'paint',
      color: 0xd8302a,
      role: 'accent',
    },
  ],
};

/** A cabin hanging from a sloping cable between two towers. */
const CABLE_CAR: KindDecl = {
  kind: 'cable car',
  nouns: [
    'cable car',
    'aerial tramway',
    'aerial tram',
    'aerial lift',
    'gondola lift',
    'cableway',
    'aerial cableway',
    'mountain cableway',
    'ropeway',
    'aerial ropeway',
    'ski lift',
    'chairlift',
    'chair lift',
  ],
  size: [7.2, 14],
  parts: [
    {
      name: 'tower',
      shape: { box: [0.5, 5.2, 0.5] },
      at: [0, 0, -6.5],
      finish: 'steel',
      color: 0x6a6e74,
      role: 'detail',
    },
    {
      name: 'tower_2',
      shape: { box: [0.5, 6.8, 0.5] },
      at: [0, 0, 6.5],
      finish: 'steel',
      color: 0x6a6e74,
      role: 'detail',
    },
    {
      name: 'cable',
      shape: {
        capsule: [
          [0, 5.2, -6.5],
          [0, 6.8, 6.5],
        ],
        r: 0.06,
      },
      finish: 'steel',
      color: 0x2a2c30,
      role: 'fixed',
    },
    {
      name: 'grip',
      shape: { box: [0.4, 0.35, 0.9], round: 0.08 },
      at: [0, 5.75, 0],
      finish: 'steel',
      color: 0x3a3c40,
      role: 'detail',
    },
    {
      name: 'hanger',
      shape: {
        capsule: [
          [0, 3.5, 0],
          [0, 5.9, 0],
        ],
        r: 0.08,
      },
      finish: 'steel',
      color: 0x3a3c40,
      role: 'detail',
    },
    {
      name: 'gondola',
      shape: { box: [2.2, 2.2, 2.6], round: 0.35 },
      at: [0, 1.4, 0],
      finish: 'paint',
      color: 0xd8302a,
    },
    {
      name: 'windows',
      shape: { box: [2.26, 0.9, 2.66], round: 0.2 },
      at: [0, 2.3, 0],
      ...GLASS,
    },
    {
      name: 'roof',
      shape: { box: [1.6, 0.25, 2.0], round: 0.1 },
      at: [0, 3.5, 0],
      finish: 'paint',
      color: 0xf2f2f0,
      role: 'accent',
    },
  ],
};

/** A manual wheelchair: big push-rimmed back wheels, small front casters, a sling seat. */
const WHEELCHAIR: KindDecl = {
  kind: 'wheelchair',
  nouns: [
    'wheelchair',
    'wheel chair',
    'manual wheelchair',
    'motorized wheelchair',
    'power wheelchair',
    'electric wheelchair',
    'invalid chair',
  ],
  size: [0.95, 1.0],
  parts: [
    {
      name: 'wheel',
      shape: { ring: 0.3, r: 0.025 },
      turn: [0, 90, 0],
      at: [0.3, 0.325, -0.08],
      mirror: true,
      finish: 'rubber',
      role: 'fixed',
    },
    {
      name: 'push_rim',
      shape: { ring: 0.26, r: 0.01 },
      turn: [0, 90, 0],
      at: [0.34, 0.325, -0.08],
      mirror: true,
      finish: 'chrome',
      role: 'fixed',
    },
    {
      name: 'spokes',
      shape: { cyl: 0.012, r: 0.29 },
      turn: [0, 0, 90],
      at: [0.306, 0.325, -0.08],
      mirror: true,
      finish: 'chrome',
      role: 'fixed',
    },
    {
      name: 'rim_mounts',
      shape: {
        capsule: [
          [0.3, 0.325, -0.08],
          [0.34, 0.325, -0.08],
        ],
        r: 0.03,
      },
      copies: [
        [0, 0.24, 0],
        [0, -0.24, 0],
      ],
      mirror: true,
      finish: 'chrome',
      role: 'fixed',
    },
    {
      name: 'axle',
      shape: {
        capsule: [
          [-0.3, 0.325, -0.08],
          [0.3, 0.325, -0.08],
        ],
        r: 0.018,
      },
      finish: 'steel',
      role: 'detail',
    },
    {
      name: 'frame',
      shape: {
        sweep: [
          [0.24, 0.325, -0.08],
          [0.24, 0.48, -0.12],
          [0.24, 0.48, 0.2],
          [0.22, 0.14, 0.3],
          [0.2, 0.11, 0.38],
        ],
        r: 0.016,
      },
      mirror: true,
      finish: 'steel',
    },
    {
      name: 'back_post',
      shape: {
        sweep: [
          [0.24, 0.48, -0.12],
          [0.24, 0.9, -0.16],
          [0.24, 0.92, -0.26],
        ],
        r: 0.016,
      },
      mirror: true,
      finish: 'steel',
    },
    {
      name: 'handle',
      shape: {
        capsule: [
          [0.24, 0.92, -0.26],
          [0.24, 0.92, -0.3],
        ],
        r: 0.022,
      },
      mirror: true,
      finish: 'rubber',
      role: 'fixed',
    },
    {
      name: 'sling',
      shape: { box: [0.48, 0.04, 0.42], round: 0.015 },
      at: [0, 0.47, 0.02],
      finish: 'fabric',
      color: 0x1e2a44,
      role: 'accent',
    },
    {
      name: 'backrest',
      shape: { box: [0.48, 0.36, 0.03], round: 0.012 },
      turn: [-6, 0, 0],
      at: [0, 0.5, -0.15],
      finish: 'fabric',
      color: 0x1e2a44,
      role: 'accent',
    },
    {
      name: 'armrest',
      shape: { box: [0.05, 0.03, 0.3], round: 0.012 },
      at: [0.24, 0.66, 0.0],
      mirror: true,
      finish: 'rubber',
      role: 'fixed',
    },
    {
      name: 'arm_post',
      shape: {
        capsule: [
          [0.24, 0.48, 0.1],
          [0.24, 0.67, 0.1],
        ],
        r: 0.014,
      },
      mirror: true,
      finish: 'steel',
    },
    {
      name: 'footplate',
      shape: { box: [0.16, 0.02, 0.12] },
      at: [0.13, 0.1, 0.38],
      mirror: true,
      finish: 'plastic',
      color: 0x2a2a2a,
      role: 'fixed',
    },
    {
      name: 'fork',
      shape: {
        capsule: [
          [0.24, 0.325, 0.27],
          [0.24, 0.08, 0.24],
        ],
        r: 0.014,
      },
      mirror: true,
      finish: 'steel',
    },
    {
      name: 'caster',
      shape: { cyl: 0.035, r: 0.075 },
      turn: [0, 0, 90],
      at: [0.26, 0.075, 0.24],
      mirror: true,
      finish: 'rubber',
      role: 'fixed',
    },
  ],
};

/** A three-wheeled auto rickshaw: one front wheel, a cab under a fabric roof. */
const AUTO_RICKSHAW: KindDecl = {
  kind: 'auto rickshaw',
  nouns: [
    'auto rickshaw',
    'autorickshaw',
    'rickshaw',
    'tuk tuk',
    'tuk-tuk',
    'tuktuk',
    'three wheeler',
    'motor rickshaw',
    'trishaw',
    'pedicab',
    'cycle rickshaw',
  ],
  size: [1.9, 2.7],
  parts: [
    wheel('rear_wheel', 0.6, -0.75, 0.24, 0.16),
    wheel('front_wheel', 0, 1.15, 0.24, 0.14, false),
    {
      name: 'axle',
      shape: {
        capsule: [
          [-0.62, 0.24, -0.75],
          [0.62, 0.24, -0.75],
        ],
        r: 0.04,
      },
      finish: 'steel',
      role: 'detail',
    },
    {
      name: 'fork',
      shape: {
        capsule: [
          [0, 0.24, 1.15],
          [0, 0.7, 1.0],
        ],
        r: 0.04,
      },
      finish: 'steel',
      role: 'detail',
    },
    {
      name: 'body',
      shape: { box: [1.3, 0.62, 2.0], round: 0.15 },
      at: [0, 0.3, -0.35],
      finish: 'paint',
      color: 0xf2c020,
    },
    {
      name: 'cowl',
      shape: { box: [0.8, 1.0, 0.5], round: 0.2 },
      at: [0, 0.4, 0.8],
      finish: 'paint',
      color: 0xf2c020,
    },
    {
      name: 'windscreen',
      shape: { box: [1.1, 0.55, 0.05] },
      turn: [-8, 0, 0],
      at: [0, 1.35, 0.8],
      ...GLASS,
    },
    {
      name: 'pillar',
      shape: {
        capsule: [
          [0.6, 0.85, 0.8],
          [0.6, 1.78, 0.75],
        ],
        r: 0.03,
      },
      copies: [[0, 0, -1.5]],
      mirror: true,
      finish: 'steel',
      color: 0x2a2a2a,
      role: 'detail',
    },
    {
      name: 'roof',
      shape: { box: [1.4, 0.1, 1.95], round: 0.04 },
      at: [0, 1.75, -0.38],
      finish: 'fabric',
      color: 0x1a5a2a,
      role: 'accent',
    },
    {
      name: 'back',
      shape: { box: [1.3, 0.85, 0.08] },
      at: [0, 0.9, -1.32],
      finish: 'fabric',
      color: 0x1a5a2a,
      role: 'accent',
    },
    {
      name: 'seat',
      shape: { box: [1.1, 0.18, 0.5], round: 0.05 },
      at: [0, 0.9, -0.9],
      finish: 'leather',
      color: 0x2a2a2a,
      role: 'detail',
    },
    {
      name: 'handlebar',
      shape: {
        capsule: [
          [-0.3, 1.05, 0.62],
          [0.3, 1.05, 0.62],
        ],
        r: 0.025,
      },
      finish: 'steel',
      color: 0x2a2a2a,
      role: 'detail',
    },
    {
      name: 'headlight',
      shape: { ball: 0.08 },
      at: [0, 1.1, 1.05],
      finish: 'light',
      role: 'fixed',
    },
  ],
};

/** An open canoe: a long narrow hollow hull with raised ends, two thwarts and a paddle. */
const CANOE: KindDecl = {
  kind: 'canoe',
  nouns: ['canoe', 'kayak', 'dugout', 'dugout canoe', 'pirogue', 'outrigger canoe', 'paddle boat'],
  size: [0.7, 5],
  parts: [
    {
      name: 'hull',
      shape: { ellipsoid: [0.45, 0.42, 2.5] },
      at: [0, 0.42, 0],
      minus: [
        { shape: { box: [2, 1, 6] }, at: [0, 0.6, 0] },
        { shape: { ellipsoid: [0.4, 0.36, 2.4] }, at: [0, 0.5, 0] },
      ],
      finish: 'paint',
      color: 0xc8402a,
    },
    {
      name: 'stem',
      shape: { ellipsoid: [0.06, 0.22, 0.3] },
      at: [0, 0.45, 2.2],
      copies: [[0, 0, -4.4]],
      finish: 'paint',
      color: 0xc8402a,
    },
    {
      name: 'thwart',
      shape: { box: [0.82, 0.04, 0.12] },
      at: [0, 0.52, 0.7],
      copies: [[0, 0, -1.4]],
      finish: 'wood',
      color: 0xa87a4a,
      role: 'detail',
    },
    {
      name: 'paddle',
      shape: {
        capsule: [
          [-0.5, 0.62, 0.1],
          [0.5, 0.62, -0.2],
        ],
        r: 0.022,
      },
      finish: 'wood',
      color: 0xc89a60,
      role: 'detail',
    },
    {
      name: 'blade',
      shape: { ellipsoid: [0.25, 0.02, 0.09] },
      turn: [0, 17, 0],
      at: [0.7, 0.62, -0.26],
      finish: 'wood',
      color: 0xc89a60,
      role: 'detail',
    },
  ],
};

/** A passenger ship: a long dark hull under tiers of white decks with windows and funnels. */
const PASSENGER_SHIP: KindDecl = {
  kind: 'passenger ship',
  nouns: [
    'passenger ship',
    'cruise ship',
    'cruise liner',
    'ocean liner',
    'passenger liner',
    'ferry',
    'ferryboat',
    'car ferry',
    'steamship',
  ],
  size: [12, 36],
  parts: [
    {
      name: 'hull',
      shape: {
        plan: [
          [-3, -17],
          [3, -17],
          [3.2, 8],
          [2.2, 14],
          [0, 18],
          [-2.2, 14],
          [-3.2, 8],
        ],
        height: 4,
        taper: [0.92, 1],
      },
      finish: 'paint',
      color: 0x1e2a4a,
    },
    {
      name: 'boot_stripe',
      shape: {
        plan: [
          [-3.02, -17.02],
          [3.02, -17.02],
          [3.22, 8],
          [2.22, 14],
          [0, 18.04],
          [-2.22, 14],
          [-3.22, 8],
        ],
        height: 0.7,
      },
      finish: 'paint',
      color: 0xc82a2a,
      role: 'accent',
    },
    {
      name: 'deck_1',
      shape: { box: [5.6, 2, 26], round: 0.3 },
      at: [0, 4, -3],
      finish: 'paint',
      color: 0xf4f4f2,
      role: 'accent',
    },
    {
      name: 'deck_2',
      shape: { box: [5.0, 1.8, 20], round: 0.3 },
      at: [0, 6, -3.5],
      finish: 'paint',
      color: 0xf4f4f2,
      role: 'accent',
    },
    {
      name: 'bridge',
      shape: { box: [4.4, 1.6, 9], round: 0.3 },
      at: [0, 7.8, 1],
      finish: 'paint',
      color: 0xf4f4f2,
      role: 'accent',
    },
    {
      name: 'windows_1',
      shape: { box: [5.66, 0.6, 24] },
      at: [0, 4.8, -3],
      ...GLASS,
    },
    {
      name: 'windows_2',
      shape: { box: [5.06, 0.55, 18.4] },
      at: [0, 6.7, -3.5],
      ...GLASS,
    },
    {
      name: 'bridge_windows',
      shape: { box: [4.46, 0.5, 8.6] },
      at: [0, 8.5, 1],
      ...GLASS,
    },
    {
      name: 'funnel',
      shape: { cyl: 3.0, r: 0.9, rTop: 0.8 },
      turn: [-8, 0, 0],
      at: [0, 7.6, -5],
      copies: [[0, 0, -5]],
      finish: 'paint',
      color: 0xc82a2a,
      role: 'accent',
    },
    {
      name: 'lifeboat',
      shape: {
        capsule: [
          [3.0, 6.2, -10],
          [3.0, 6.2, -7.5],
        ] as const,
        r: 0.45,
      },
      copies: [
        [0, 0, 4],
        [0, 0, 8],
      ],
      mirror: true,
      finish: 'paint',
      color: 0xf08a20,
      role: 'fixed',
    },
  ],
};

/** A bus stop: a glass-backed shelter with a roof and bench, and a pole with a round sign. */
const BUS_STOP: KindDecl = {
  kind: 'bus stop',
  nouns: ['bus stop', 'bus shelter', 'tram stop', 'bus stand', 'waiting shelter', 'transit stop'],
  size: [2.8, 3.4],
  parts: [
    {
      name: 'post',
      shape: { box: [0.08, 2.4, 0.08] },
      at: [-1.3, 0, -0.6],
      copies: [
        [2.6, 0, 0],
        [0, 0, 1.1],
        [2.6, 0, 1.1],
      ],
      finish: 'steel',
      color: 0x3a3e44,
      role: 'detail',
    },
    {
      name: 'roof',
      shape: { box: [2.9, 0.12, 1.5], round: 0.04 },
      at: [0, 2.4, -0.1],
      finish: 'steel',
      color: 0x3a3e44,
    },
    {
      name: 'back_panel',
      shape: { box: [2.6, 1.9, 0.04] },
      at: [0, 0.3, -0.6],
      finish: 'glass',
      color: 0x9ab8c8,
      role: 'fixed',
    },
    {
      name: 'side_panel',
      shape: { box: [0.04, 1.9, 1.1] },
      at: [1.3, 0.3, -0.05],
      finish: 'glass',
      color: 0x9ab8c8,
      role: 'fixed',
    },
    {
      name: 'bench',
      shape: { box: [1.8, 0.06, 0.35] },
      at: [0, 0.45, -0.38],
      finish: 'wood',
      color: 0xa87a4a,
      role: 'detail',
    },
    {
      name: 'bench_leg',
      shape: { box: [0.06, 0.45, 0.3] },
      at: [-0.8, 0, -0.4],
      copies: [[1.6, 0, 0]],
      finish: 'steel',
      color: 0x3a3e44,
      role: 'detail',
    },
    {
      name: 'sign_pole',
      shape: { cyl: 2.8, r: 0.045 },
      at: [-1.9, 0, 0.6],
      finish: 'steel',
      color: 0x8a8e94,
      role: 'detail',
    },
    {
      name: 'sign',
      shape: { cyl: 0.05, r: 0.32 },
      turn: [90, 0, 0],
      at: [-1.9, 2.55, 0.6],
      finish: 'paint',
      color: 0x1a6a3a,
      role: 'accent',
    },
    {
      name: 'sign_face',
      shape: { cyl: 0.06, r: 0.24 },
      turn: [90, 0, 0],
      at: [-1.9, 2.55, 0.6],
      finish: 'paint',
      color: 0xf2f2f0,
      role: 'fixed',
    },
    {
      name: 'timetable',
      shape: { box: [0.5, 0.7, 0.05] },
      at: [-1.9, 1.2, 0.64],
      finish: 'paint',
      color: 0xf2e070,
      role: 'fixed',
    },
    {
      name: 'footing',
      shape: { box: [0.7, 0.05, 0.2] },
      at: [-1.6, 0, 0.55],
      finish: 'concrete',
      role: 'detail',
    },
  ],
};

/** A fuel pump: a tall box with a lit display, a hose looping down to a holstered nozzle. */
const FUEL_PUMP: KindDecl = {
  kind: 'fuel pump',
  nouns: [
    'fuel pump',
    'gas pump',
    'petrol pump',
    'gasoline pump',
    'fuel dispenser',
    'petrol station',
    'gas station',
    'filling station',
    'service station',
  ],
  size: [1.9, 0.9],
  parts: [
    {
      name: 'plinth',
      shape: { box: [0.9, 0.15, 0.6], round: 0.03 },
      finish: 'concrete',
      color: 0xa8a49c,
      role: 'detail',
    },
    {
      name: 'body',
      shape: { box: [0.7, 1.65, 0.45], round: 0.06 },
      at: [0, 0.15, 0],
      finish: 'paint',
      color: 0xd82a2a,
    },
    {
      name: 'top',
      shape: { box: [0.74, 0.2, 0.48], round: 0.05 },
      at: [0, 1.72, 0],
      finish: 'paint',
      color: 0xf4f4f2,
      role: 'accent',
    },
    {
      name: 'display',
      shape: { box: [0.5, 0.35, 0.03] },
      at: [0, 1.2, 0.225],
      finish: 'glass',
      color: 0x2a3a2a,
      role: 'fixed',
    },
    {
      name: 'digits',
      shape: { box: [0.36, 0.08, 0.035] },
      at: [0, 1.32, 0.226],
      copies: [[0, -0.13, 0]],
      finish: 'light',
      color: 0x8af08a,
      role: 'fixed',
    },
    {
      name: 'holster',
      shape: { box: [0.14, 0.2, 0.1] },
      at: [0.42, 0.8, 0.05],
      finish: 'plastic',
      color: 0x2a2a2a,
      role: 'fixed',
    },
    {
      name: 'nozzle',
      shape: {
        sweep: [
          [0.44, 1.02, 0.05],
          [0.44, 0.92, 0.05],
          [0.48, 0.86, 0.15],
        ],
        r: 0.03,
      },
      finish: 'plastic',
      color: 0x2a2a2a,
      role: 'fixed',
    },
    {
      name: 'hose',
      shape: {
        sweep: [
          [0.35, 1.5, 0.1],
          [0.48, 1.4, 0.2],
          [0.55, 0.9, 0.25],
          [0.52, 0.45, 0.22],
          [0.44, 0.6, 0.1],
          [0.44, 1.02, 0.05],
        ],
        r: 0.025,
      },
      finish: 'rubber',
      role: 'fixed',
    },
  ],
};

/** A police light: a red glass dome on a black base, a lamp inside. */
const POLICE_LIGHT: KindDecl = {
  kind: 'police light',
  nouns: [
    'police light',
    'police car light',
    'police siren',
    'siren light',
    'siren',
    'beacon light',
    'emergency light',
    'rotating light',
    'revolving light',
    'warning light',
    'flashing light',
    'light bar',
  ],
  size: [0.3, 0.26],
  parts: [
    {
      name: 'base',
      shape: { cyl: 0.06, r: 0.13, rTop: 0.12 },
      finish: 'plastic',
      color: 0x1e1e20,
      role: 'detail',
    },
    {
      name: 'dome',
      shape: {
        lathe: [
          [0.105, 0],
          [0.105, 0.12],
          [0.095, 0.18],
          [0.07, 0.22],
          [0.035, 0.24],
          [0, 0.245],
        ],
        smooth: true,
      },
      at: [0, 0.06, 0],
      finish: 'glass',
      color: 0xe82020,
    },
    {
      name: 'lamp',
      shape: { box: [0.12, 0.05, 0.05] },
      at: [0, 0.13, 0.06],
      finish: 'light',
      role: 'fixed',
    },
  ],
};

/** A skateboard: a deck with kicked-up ends on two trucks and four small wheels. */
const SKATEBOARD: KindDecl = {
  kind: 'skateboard',
  nouns: ['skateboard', 'skate board', 'longboard', 'penny board', 'cruiser board'],
  size: [0.12, 0.82],
  parts: [
    {
      name: 'deck',
      shape: { box: [0.21, 0.014, 0.6], round: 0.006 },
      at: [0, 0.085, 0],
      finish: 'wood',
      color: 0xd8402a,
    },
    {
      name: 'tail',
      shape: { box: [0.21, 0.014, 0.13], round: 0.006 },
      turn: [20, 0, 0],
      at: [0, 0.094, -0.355],
      finish: 'wood',
      color: 0xd8402a,
    },
    {
      name: 'nose',
      shape: { box: [0.21, 0.014, 0.13], round: 0.006 },
      turn: [-20, 0, 0],
      at: [0, 0.094, 0.355],
      finish: 'wood',
      color: 0xd8402a,
    },
    {
      name: 'grip',
      shape: { box: [0.2, 0.003, 0.58] },
      at: [0, 0.098, 0],
      finish: 'rubber',
      color: 0x222222,
      role: 'detail',
    },
    {
      name: 'truck',
      shape: { box: [0.16, 0.03, 0.05], round: 0.008 },
      at: [0, 0.055, -0.2],
      copies: [[0, 0, 0.4]],
      finish: 'steel',
      role: 'fixed',
    },
    {
      name: 'wheel',
      shape: { cyl: 0.035, r: 0.028 },
      turn: [0, 0, 90],
      at: [0.1, 0.028, -0.2],
      copies: [[0, 0, 0.4]],
      mirror: true,
      finish: 'plastic',
      color: 0xf2e070,
      role: 'accent',
    },
  ],
};

/** A roller skate: a laced high boot on a plate with four wheels and a toe stop. */
const ROLLER_SKATE: KindDecl = {
  kind: 'roller skate',
  nouns: [
    'roller skate',
    'rollerskate',
    'quad skate',
    'inline skate',
    'roller blade',
    'rollerblade',
    'roller skates',
  ],
  size: [0.3, 0.3],
  parts: [
    {
      name: 'plate',
      shape: { box: [0.08, 0.015, 0.26], round: 0.005 },
      at: [0, 0.045, 0],
      finish: 'steel',
      role: 'fixed',
    },
    {
      name: 'wheel',
      shape: { cyl: 0.03, r: 0.03 },
      turn: [0, 0, 90],
      at: [0.055, 0.03, -0.08],
      copies: [[0, 0, 0.16]],
      mirror: true,
      finish: 'plastic',
      color: 0xf2c020,
      role: 'accent',
    },
    {
      name: 'axle',
      shape: { box: [0.1, 0.016, 0.02] },
      at: [0, 0.025, -0.08],
      copies: [[0, 0, 0.16]],
      finish: 'steel',
      role: 'fixed',
    },
    {
      name: 'toe_stop',
      shape: { cyl: 0.03, r: 0.018 },
      turn: [30, 0, 0],
      at: [0, 0.02, 0.125],
      finish: 'rubber',
      role: 'fixed',
    },
    {
      name: 'sole',
      shape: { box: [0.085, 0.02, 0.26], round: 0.008 },
      at: [0, 0.06, 0.005],
      finish: 'rubber',
      color: 0xf2f2f0,
      role: 'detail',
    },
    {
      name: 'foot',
      shape: { ellipsoid: [0.045, 0.045, 0.12] },
      at: [0, 0.09, 0.01],
      finish: 'leather',
      color: 0xd8302a,
    },
    {
      name: 'ankle',
      shape: { cyl: 0.16, r: 0.045, rTop: 0.048 },
      at: [0, 0.08, -0.07],
      finish: 'leather',
      color: 0xd8302a,
    },
    {
      name: 'cuff',
      shape: { cyl: 0.025, r: 0.05 },
      at: [0, 0.235, -0.07],
      finish: 'leather',
      color: 0xf2f2f0,
      role: 'accent',
    },
    {
      name: 'laces',
      shape: { box: [0.03, 0.12, 0.01] },
      turn: [-20, 0, 0],
      at: [0, 0.11, -0.015],
      finish: 'fabric',
      color: 0xf2f2f0,
      role: 'detail',
    },
  ],
};

/** A life buoy standing on its edge: a ring in alternating red and white quarters. */
const LIFE_BUOY: KindDecl = {
  kind: 'life buoy',
  nouns: [
    'life buoy',
    'lifebuoy',
    'ring buoy',
    'life ring',
    'life preserver',
    'lifesaver ring',
    'rescue ring',
    'swim ring',
    'swimming ring',
    'rubber ring',
    'pool ring',
    'inflatable ring',
  ],
  size: [0.76, 0.76],
  parts: [0, 1, 2, 3, 4, 5, 6, 7].map((i): PartDecl => ({
    name: i % 2 === 0 ? `band_${i / 2 + 1}` : `stripe_${(i - 1) / 2 + 1}`,
    shape: { ring: 0.28, r: 0.095, from: i * 45 - 0.5, arc: 46 },
    at: [0, 0.375, 0],
    finish: 'plastic',
    color: i % 2 === 0 ? 0xe02a2a : 0xf4f4f2,
    role: i % 2 === 0 ? 'main' : 'accent',
  })),
};

/** A navigation buoy: a floating body with a lattice tower and a light on top. */
const BUOY: KindDecl = {
  kind: 'buoy',
  nouns: ['buoy', 'navigation buoy', 'channel buoy', 'marker buoy', 'bell buoy', 'mooring buoy'],
  size: [2.6, 1.6],
  parts: [
    {
      name: 'float',
      shape: {
        lathe: [
          [0.35, 0],
          [0.75, 0.25],
          [0.8, 0.55],
          [0.55, 0.75],
          [0, 0.8],
        ],
        smooth: true,
      },
      finish: 'paint',
      color: 0xd82a2a,
    },
    {
      name: 'band',
      shape: { cyl: 0.15, r: 0.805 },
      at: [0, 0.42, 0],
      finish: 'paint',
      color: 0xf4f4f2,
      role: 'accent',
    },
    {
      name: 'post',
      shape: { cyl: 1.3, r: 0.05 },
      at: [0.3, 0.7, 0],
      copies: [
        [-0.6, 0, 0],
        [-0.3, 0, 0.5],
        [-0.3, 0, -0.5],
      ],
      finish: 'paint',
      color: 0xd82a2a,
    },
    {
      name: 'cage',
      shape: { ring: 0.3, r: 0.035 },
      turn: [90, 0, 0],
      at: [0, 1.5, 0],
      finish: 'paint',
      color: 0xd82a2a,
    },
    {
      name: 'lamp',
      shape: { cyl: 0.3, r: 0.12 },
      at: [0, 1.98, 0],
      finish: 'light',
      color: 0xf0e0a0,
      role: 'fixed',
    },
    {
      name: 'lamp_cap',
      shape: { cyl: 0.08, r: 0.16, rTop: 0.06 },
      at: [0, 2.28, 0],
      finish: 'iron',
      color: 0x2a2a2a,
      role: 'detail',
    },
    {
      name: 'top',
      shape: { cyl: 0.05, r: 0.38 },
      at: [0, 1.95, 0],
      finish: 'paint',
      color: 0xd82a2a,
    },
  ],
};

/** A straight run of railway: two steel rails on wooden sleepers over a ballast bed. */
const RAILWAY_TRACK: KindDecl = {
  kind: 'railway track',
  nouns: [
    'railway track',
    'railroad track',
    'train track',
    'rail track',
    'railway line',
    'railroad',
    'railway',
    'train tracks',
    'rails',
  ],
  size: [0.35, 6],
  parts: [
    {
      name: 'ballast',
      shape: { box: [2.8, 0.15, 6], round: 0.05 },
      finish: 'stone',
      color: 0x8a8680,
      role: 'accent',
    },
    {
      name: 'sleeper',
      shape: { box: [2.4, 0.1, 0.22] },
      at: [0, 0.15, -2.7],
      repeat: { count: 10, step: [0, 0, 0.6], word: 'sleeper', max: 20 },
      finish: 'wood',
      color: 0x6a4a30,
      role: 'detail',
    },
    {
      name: 'rail',
      shape: { box: [0.08, 0.14, 6] },
      at: [0.72, 0.25, 0],
      mirror: true,
      finish: 'steel',
    },
  ],
};

/** A passenger railway carriage: a long car with a row of windows and doors, on a track. */
const PASSENGER_CAR: KindDecl = {
  kind: 'passenger car',
  nouns: [
    'passenger car',
    'railway car',
    'railway carriage',
    'train carriage',
    'passenger carriage',
    'train car',
    'railroad car',
    'rail car',
    'coach car',
    'sleeping car',
    'dining car',
    'train wagon',
  ],
  size: [4.0, 16],
  parts: [
    ...track(16),
    {
      name: 'bogie',
      shape: { box: [2.0, 0.55, 2.4], round: 0.1 },
      at: [0, 0.2, -5],
      copies: [[0, 0, 10]],
      finish: 'steel',
      color: 0x2a2c30,
      role: 'detail',
    },
    {
      name: 'body',
      shape: { box: [2.9, 2.7, 15], round: 0.2 },
      at: [0, 0.7, 0],
      finish: 'paint',
      color: 0x2a6a3a,
    },
    {
      name: 'roof',
      shape: { box: [2.8, 0.4, 14.8], round: 0.2 },
      at: [0, 3.3, 0],
      finish: 'paint',
      color: 0x8a8e94,
      role: 'accent',
    },
    {
      name: 'windows',
      shape: { box: [2.96, 0.8, 1.1] },
      at: [0, 2.05, -5.4],
      repeat: { count: 7, step: [0, 0, 1.8], word: 'window', max: 9 },
      ...GLASS,
    },
    {
      name: 'stripe',
      shape: { box: [2.94, 0.18, 14.6] },
      at: [0, 1.6, 0],
      finish: 'paint',
      color: 0xf2e0a0,
      role: 'detail',
    },
    {
      name: 'door',
      shape: { box: [2.96, 2.1, 0.9] },
      at: [0, 0.95, -6.9],
      copies: [[0, 0, 13.8]],
      finish: 'paint',
      color: 0x1e4a2a,
      role: 'detail',
    },
  ],
};

/** A stretch of motorway: a wide dark road with dashed lane lines and a crash barrier. */
const ROAD: KindDecl = {
  kind: 'road',
  nouns: ['road', 'motorway', 'highway', 'freeway', 'expressway', 'street', 'roadway', 'autobahn'],
  size: [0.9, 12],
  // An alley, a driveway, a causeway by their class (session 30, places).
  looks: S30_ROAD_LOOKS,
  parts: [
    {
      name: 'verge',
      shape: { box: [9, 0.1, 12] },
      finish: 'grass',
      color: 0x5a9a3a,
      role: 'detail',
    },
    {
      name: 'asphalt',
      shape: { box: [7, 0.05, 12] },
      at: [0, 0.1, 0],
      finish: 'concrete',
      color: 0x3a3c40,
    },
    {
      name: 'lane_line',
      shape: { box: [0.15, 0.01, 1.4] },
      at: [-1.2, 0.15, -5],
      repeat: { count: 5, step: [0, 0, 2.5], word: 'lane line', max: 6 },
      finish: 'paint',
      color: 0xf4f4f2,
      role: 'fixed',
    },
    {
      name: 'lane_line_2',
      shape: { box: [0.15, 0.01, 1.4] },
      at: [1.2, 0.15, -5],
      repeat: { count: 5, step: [0, 0, 2.5], word: 'lane line', max: 6 },
      finish: 'paint',
      color: 0xf4f4f2,
      role: 'fixed',
    },
    {
      name: 'edge_line',
      shape: { box: [0.15, 0.01, 12] },
      at: [3.2, 0.15, 0],
      mirror: true,
      finish: 'paint',
      color: 0xf4f4f2,
      role: 'fixed',
    },
    {
      name: 'barrier_post',
      shape: { box: [0.12, 0.7, 0.12] },
      at: [4.0, 0.1, -5.5],
      repeat: { count: 6, step: [0, 0, 2.2], word: 'post', max: 8 },
      mirror: true,
      finish: 'steel',
      role: 'detail',
    },
    {
      name: 'barrier',
      shape: { box: [0.08, 0.3, 12] },
      at: [3.94, 0.45, 0],
      mirror: true,
      finish: 'steel',
      role: 'detail',
    },
  ],
};

/** A roadworks barrier: a red-and-white striped board on two A-frame legs with a lamp. */
const BARRIER: KindDecl = {
  kind: 'road barrier',
  nouns: [
    'road barrier',
    'construction barrier',
    'barrier',
    'barricade',
    'roadblock',
    'road works',
    'roadworks',
    'construction sign',
    'road closed sign',
  ],
  size: [1.2, 1.6],
  parts: [
    ...[0.62, -0.62].flatMap((x, i): PartDecl[] =>
      [0.3, -0.3].map((z, j) => ({
        name: `leg_${i * 2 + j + 1}`,
        shape: {
          capsule: [
            [x, 0.95, 0],
            [x, 0.02, z],
          ] as const,
          r: 0.03,
        },
        finish: 'steel',
        color: 0x3a3a3a,
        role: 'detail' as const,
      })),
    ),
    {
      name: 'board',
      shape: { box: [1.5, 0.28, 0.04] },
      at: [0, 0.62, 0.06],
      finish: 'paint',
      color: 0xf4f4f2,
      role: 'accent',
    },
    ...[-0.55, -0.15, 0.25, 0.65].map((x, i): PartDecl => ({
      name: `stripe_${i + 1}`,
      shape: { box: [0.2, 0.28, 0.045] },
      turn: [0, 0, 35],
      at: [x, 0.64, 0.06],
      finish: 'paint',
      color: 0xe02a2a,
    })),
    {
      name: 'lamp',
      shape: { cyl: 0.1, r: 0.07 },
      turn: [90, 0, 0],
      at: [0.62, 0.98, -0.05],
      finish: 'light',
      color: 0xf0a020,
      role: 'fixed',
    },
  ],
};

/** A motor scooter: step-through frame, a leg shield, a rounded rear body over small wheels. */
const MOTOR_SCOOTER: KindDecl = {
  kind: 'motor scooter',
  nouns: ['motor scooter', 'motorscooter', 'vespa', 'moped', 'motorized scooter', 'lambretta'],
  size: [1.15, 1.8],
  parts: [
    {
      name: 'front_wheel',
      shape: { cyl: 0.1, r: 0.2 },
      turn: [0, 0, 90],
      at: [0.05, 0.2, 0.6],
      finish: 'rubber',
      role: 'fixed',
    },
    {
      name: 'rear_wheel',
      shape: { cyl: 0.1, r: 0.2 },
      turn: [0, 0, 90],
      at: [0.05, 0.2, -0.55],
      finish: 'rubber',
      role: 'fixed',
    },
    {
      name: 'floor',
      shape: { box: [0.34, 0.08, 0.75], round: 0.03 },
      at: [0, 0.2, 0.02],
      finish: 'paint',
      color: 0x7ad0c0,
    },
    {
      name: 'rear_body',
      shape: { ellipsoid: [0.2, 0.24, 0.42] },
      at: [0, 0.42, -0.42],
      finish: 'paint',
      color: 0x7ad0c0,
    },
    {
      name: 'leg_shield',
      shape: { box: [0.44, 0.72, 0.07], round: 0.03 },
      turn: [-12, 0, 0],
      at: [0, 0.22, 0.42],
      finish: 'paint',
      color: 0x7ad0c0,
    },
    {
      name: 'fender',
      shape: { ellipsoid: [0.09, 0.1, 0.2] },
      at: [0, 0.4, 0.6],
      finish: 'paint',
      color: 0x7ad0c0,
    },
    {
      name: 'column',
      shape: {
        capsule: [
          [0, 0.35, 0.6],
          [0, 1.0, 0.5],
        ],
        r: 0.04,
      },
      finish: 'steel',
      role: 'detail',
    },
    {
      name: 'handlebar',
      shape: {
        capsule: [
          [-0.32, 1.02, 0.48],
          [0.32, 1.02, 0.48],
        ],
        r: 0.025,
      },
      finish: 'chrome',
      role: 'fixed',
    },
    {
      name: 'headlight',
      shape: { ball: 0.08 },
      at: [0, 1.02, 0.56],
      finish: 'light',
      role: 'fixed',
    },
    {
      name: 'mirror',
      shape: { ball: 0.04 },
      at: [0.3, 1.15, 0.48],
      mirror: true,
      finish: 'chrome',
      role: 'fixed',
    },
    {
      name: 'mirror_stalk',
      shape: {
        capsule: [
          [0.26, 1.02, 0.48],
          [0.3, 1.14, 0.48],
        ],
        r: 0.012,
      },
      mirror: true,
      finish: 'chrome',
      role: 'fixed',
    },
    {
      name: 'saddle',
      shape: { box: [0.28, 0.1, 0.55], round: 0.04 },
      at: [0, 0.64, -0.35],
      finish: 'leather',
      color: 0x3a2a22,
      role: 'accent',
    },
  ],
};

/** A sport utility vehicle: a tall boxy body high on big wheels, roof rails, a spare wheel. */
const SUV: KindDecl = {
  kind: 'suv',
  nouns: ['suv', 'sport utility vehicle', 'sport utility', 'crossover', 'four by four', '4x4'],
  size: [1.9, 4.8],
  parts: [
    wheel('wheel', 0.8, 1.45, 0.4, 0.3),
    wheel('rear_wheel', 0.8, -1.45, 0.4, 0.3),
    {
      name: 'body',
      shape: { box: [1.95, 0.85, 4.6], round: 0.2 },
      at: [0, 0.4, 0],
      finish: 'paint',
      color: 0x2a4a7a,
    },
    {
      name: 'upper_body',
      shape: { box: [1.85, 0.75, 3.2], round: 0.15 },
      at: [0, 1.18, -0.35],
      finish: 'paint',
      color: 0x2a4a7a,
    },
    {
      name: 'windows',
      shape: { box: [1.89, 0.48, 3.0] },
      at: [0, 1.3, -0.35],
      ...GLASS,
    },
    {
      name: 'windscreen',
      shape: { box: [1.7, 0.55, 0.06] },
      turn: [-25, 0, 0],
      at: [0, 1.2, 1.25],
      ...GLASS,
    },
    {
      name: 'roof_rail',
      shape: { box: [0.06, 0.08, 2.8] },
      at: [0.8, 1.93, -0.35],
      mirror: true,
      finish: 'steel',
      color: 0x2a2a2a,
      role: 'detail',
    },
    {
      name: 'bumper',
      shape: { box: [2.0, 0.25, 0.2], round: 0.08 },
      at: [0, 0.35, 2.3],
      copies: [[0, 0, -4.6]],
      finish: 'plastic',
      color: 0x2a2a2a,
      role: 'detail',
    },
    {
      name: 'headlight',
      shape: { box: [0.4, 0.15, 0.05] },
      at: [0.6, 0.95, 2.3],
      mirror: true,
      finish: 'light',
      role: 'fixed',
    },
    {
      name: 'spare_wheel',
      shape: { cyl: 0.25, r: 0.35 },
      turn: [90, 0, 0],
      at: [0, 0.85, -2.3],
      finish: 'rubber',
      role: 'fixed',
    },
  ],
};

export const EMOJI_VEHICLE_KINDS: readonly KindDecl[] = [
  HIGH_SPEED_TRAIN,
  METRO,
  MONORAIL,
  CABLE_CAR,
  WHEELCHAIR,
  AUTO_RICKSHAW,
  CANOE,
  PASSENGER_SHIP,
  BUS_STOP,
  FUEL_PUMP,
  POLICE_LIGHT,
  SKATEBOARD,
  ROLLER_SKATE,
  LIFE_BUOY,
  BUOY,
  RAILWAY_TRACK,
  PASSENGER_CAR,
  ROAD,
  BARRIER,
  MOTOR_SCOOTER,
  SUV,
];
