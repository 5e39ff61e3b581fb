/**
 * More animal body plans (issue #32: distinct bodies for insects, arachnids, cephalopods,
 * crustaceans, rodents and others, docs/decisions.md "Kinds as data"): primates, kangaroos,
 * hedgehogs, scorpions, squid, shrimp, flies, dragonflies, worms, caterpillars, beavers and
 * seahorses. Declared as data (library/declare.ts); each faces +X unless it sits facing +Z.
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { legs } from './creatures.ts';
import { tentacle } from './outlines.ts';

const EYE = { finish: 'eye', role: 'fixed' as const };

/** The `turn` that points a part's +Y along a direction. */
function towards(d: V3): V3 {
  const len = Math.hypot(d[0], d[1], d[2]);
  const tilt = (Math.acos(d[1] / len) * 180) / Math.PI;
  const yaw = (Math.atan2(d[0], d[2]) * 180) / Math.PI;
  return [tilt, yaw, 0];
}

/** Spines over a back: cones along the body's outward directions, rump to shoulders. */
function spines(c: V3, radii: V3, rows: number, around: number, len: number): PartDecl[] {
  const out: PartDecl[] = [];
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < around; j++) {
      const u = -0.9 + (1.45 * (i + 0.5)) / rows;
      const v = (Math.PI * (j + 0.5)) / around;
      const s = Math.sqrt(1 - u * u);
      const dir: V3 = [u, Math.sin(v) * s, Math.cos(v) * s];
      const p: V3 = [
        c[0] + dir[0] * radii[0] * 0.85,
        c[1] + dir[1] * radii[1] * 0.85,
        c[2] + dir[2] * radii[2] * 0.85,
      ];
      out.push({
        name: `spine_${out.length + 1}`,
        shape: { cyl: len, r: len * 0.2, rTop: len * 0.02 },
        turn: towards([dir[0] - 0.4, dir[1], dir[2]]),
        at: p,
        finish: 'fur',
        color: (i + j) % 3 === 0 ? 0xe8dcc8 : 0x4a3424,
        role: out.length === 0 ? 'accent' : 'detail',
      });
    }
  }
  return out;
}

/** Segments along a path, each a ball touching the next (caterpillars, worms' rings). */
function segments(
  name: string,
  path: readonly V3[],
  r: (i: number) => number,
  color: number,
): PartDecl[] {
  return path.map((at, i) => ({
    name: `${name}_${i + 1}`,
    shape: { ball: r(i) },
    at,
    finish: 'skin',
    color,
    ...(i === 0 ? {} : { role: 'detail' as const }),
  }));
}

/**
 * Clear wings from a thorax point: long thin ellipsoids, each pair at `angles` degrees from
 * the head (+X) towards each side (90 = straight out, more = swept back).
 */
function wings(
  at: V3,
  length: number,
  width: number,
  angles: readonly number[],
  color: number,
): PartDecl[] {
  return angles.flatMap((deg, i) =>
    [1, -1].map((side) => {
      const a = (deg * Math.PI) / 180;
      const d: V3 = [Math.cos(a), 0, side * Math.sin(a)];
      return {
        name: `wing_${i + 1}${side > 0 ? 'r' : 'l'}`,
        shape: { ellipsoid: [width, 0.002 * (length / 0.02), length] as V3 },
        turn: [0, (Math.atan2(d[0], d[2]) * 180) / Math.PI, 0] as V3,
        at: [at[0] + d[0] * length * 0.95, at[1], at[2] + d[2] * length * 0.95] as V3,
        finish: 'glass',
        color,
        role: 'fixed' as const,
      };
    }),
  );
}

const CATERPILLAR_PATH: V3[] = Array.from({ length: 9 }, (_, i) => {
  const x = 0.09 - i * 0.024;
  return [
    x,
    0.018 + Math.max(0, Math.sin((i / 8) * Math.PI * 2) * 0.012),
    Math.sin(i * 0.7) * 0.01,
  ] as const;
});

export const MORE_CREATURE_KINDS: readonly KindDecl[] = [
  {
    kind: 'monkey',
    nouns: ['monkey', 'baboon', 'primate'],
    size: [0.62, 0.62],
    parts: [
      {
        name: 'body',
        shape: { ellipsoid: [0.13, 0.18, 0.11] },
        at: [0, 0.25, 0],
        finish: 'fur',
        color: 0x6a4a30,
      },
      {
        name: 'belly',
        shape: { ellipsoid: [0.09, 0.12, 0.05] },
        at: [0, 0.24, 0.07],
        finish: 'fur',
        color: 0xd8b890,
        role: 'accent',
      },
      { name: 'head', shape: { ball: 0.11 }, at: [0, 0.5, 0.02], finish: 'fur', color: 0x6a4a30 },
      {
        name: 'face',
        shape: { ellipsoid: [0.08, 0.07, 0.05] },
        at: [0, 0.48, 0.09],
        finish: 'skin',
        color: 0xe0c0a0,
        role: 'accent',
      },
      {
        name: 'muzzle',
        shape: { ellipsoid: [0.05, 0.035, 0.035] },
        at: [0, 0.445, 0.13],
        finish: 'skin',
        color: 0xe0c0a0,
        role: 'detail',
      },
      { name: 'eye', shape: { ball: 0.015 }, at: [0.033, 0.505, 0.132], mirror: true, ...EYE },
      {
        name: 'ear',
        shape: { cyl: 0.02, r: 0.04 },
        turn: [0, 0, 90],
        at: [0.125, 0.5, 0.02],
        mirror: true,
        finish: 'skin',
        color: 0xd0a888,
        role: 'detail',
      },
      {
        name: 'arm',
        shape: {
          capsule: [
            [0.11, 0.36, 0.02],
            [0.16, 0.13, 0.12],
          ],
          r: 0.035,
        },
        mirror: true,
        finish: 'fur',
        color: 0x6a4a30,
      },
      {
        name: 'hand',
        shape: { ball: 0.038 },
        at: [0.16, 0.11, 0.13],
        mirror: true,
        finish: 'skin',
        color: 0xd0a888,
        role: 'detail',
      },
      {
        name: 'thigh',
        shape: {
          capsule: [
            [0.07, 0.12, 0.02],
            [0.12, 0.15, 0.16],
          ],
          r: 0.045,
        },
        mirror: true,
        finish: 'fur',
        color: 0x6a4a30,
      },
      {
        name: 'shin',
        shape: {
          capsule: [
            [0.12, 0.15, 0.16],
            [0.12, 0.03, 0.19],
          ],
          r: 0.038,
        },
        mirror: true,
        finish: 'fur',
        color: 0x6a4a30,
      },
      {
        name: 'foot',
        shape: { ellipsoid: [0.04, 0.02, 0.06] },
        at: [0.12, 0.02, 0.22],
        mirror: true,
        finish: 'skin',
        color: 0xd0a888,
        role: 'detail',
      },
      {
        name: 'tail',
        shape: {
          sweep: [
            [0, 0.12, -0.09],
            [0, 0.05, -0.25],
            [0, 0.15, -0.38],
            [0, 0.3, -0.36],
            [0, 0.35, -0.28],
          ],
          r: 0.02,
        },
        finish: 'fur',
        color: 0x6a4a30,
      },
    ],
  },
  {
    kind: 'kangaroo',
    nouns: ['kangaroo', 'wallaby', 'roo'],
    size: [1.4, 1.35],
    parts: [
      {
        name: 'body',
        shape: { ellipsoid: [0.2, 0.32, 0.17] },
        turn: [0, 0, -25],
        at: [0, 0.75, 0],
        finish: 'fur',
        color: 0xb07a4a,
      },
      {
        name: 'belly',
        shape: { ellipsoid: [0.12, 0.22, 0.13] },
        turn: [0, 0, -25],
        at: [0.07, 0.72, 0],
        finish: 'fur',
        color: 0xe0c8a0,
        role: 'accent',
      },
      rod('neck', [0.08, 0.95, 0], [0.16, 1.15, 0], 0.07),
      {
        name: 'head',
        shape: { ellipsoid: [0.12, 0.08, 0.07] },
        at: [0.22, 1.2, 0],
        finish: 'fur',
        color: 0xb07a4a,
      },
      { name: 'nose', shape: { ball: 0.02 }, at: [0.335, 1.19, 0], ...EYE },
      {
        name: 'eye',
        shape: { ball: 0.013 },
        at: [0.25, 1.23, 0.055],
        copies: [[0, 0, -0.11]],
        ...EYE,
      },
      {
        name: 'ear',
        shape: {
          capsule: [
            [0.17, 1.25, 0.035],
            [0.12, 1.4, 0.06],
          ],
          r: 0.028,
          r2: 0.012,
        },
        copies: [[0, 0, -0.07]],
        finish: 'fur',
        color: 0xb07a4a,
        role: 'detail',
      },
      {
        name: 'arm',
        shape: {
          capsule: [
            [0.17, 0.92, 0.08],
            [0.27, 0.74, 0.1],
          ],
          r: 0.025,
        },
        copies: [[0, 0, -0.2]],
        finish: 'fur',
        color: 0xb07a4a,
        role: 'detail',
      },
      {
        name: 'thigh',
        shape: { ellipsoid: [0.19, 0.14, 0.08] },
        at: [-0.04, 0.42, 0.11],
        copies: [[0, 0, -0.22]],
        finish: 'fur',
        color: 0xb07a4a,
      },
      {
        name: 'shin',
        shape: {
          capsule: [
            [0, 0.36, 0.12],
            [-0.1, 0.05, 0.12],
          ],
          r: 0.04,
        },
        copies: [[0, 0, -0.24]],
        finish: 'fur',
        color: 0xb07a4a,
        role: 'detail',
      },
      {
        name: 'foot',
        shape: {
          capsule: [
            [-0.12, 0.03, 0.12],
            [0.22, 0.03, 0.12],
          ],
          r: 0.032,
        },
        copies: [[0, 0, -0.24]],
        finish: 'fur',
        color: 0x8a5a34,
        role: 'detail',
      },
      {
        name: 'tail',
        shape: {
          capsule: [
            [-0.12, 0.55, 0],
            [-0.72, 0.04, 0],
          ],
          r: 0.09,
          r2: 0.035,
        },
        finish: 'fur',
        color: 0xb07a4a,
      },
    ],
  },
  {
    kind: 'hedgehog',
    nouns: ['hedgehog', 'porcupine', 'echidna'],
    size: [0.17, 0.32],
    parts: [
      {
        name: 'body',
        shape: { ellipsoid: [0.13, 0.08, 0.095] },
        at: [0, 0.085, 0],
        finish: 'fur',
        color: 0xc8a888,
        role: 'accent',
      },
      {
        name: 'snout',
        shape: {
          capsule: [
            [0.1, 0.07, 0],
            [0.17, 0.05, 0],
          ],
          r: 0.035,
          r2: 0.012,
        },
        finish: 'fur',
        color: 0xd8bca0,
        role: 'detail',
      },
      { name: 'nose', shape: { ball: 0.012 }, at: [0.18, 0.05, 0], ...EYE },
      {
        name: 'eye',
        shape: { ball: 0.009 },
        at: [0.12, 0.09, 0.035],
        copies: [[0, 0, -0.07]],
        ...EYE,
      },
      {
        name: 'foot',
        shape: { ellipsoid: [0.02, 0.015, 0.015] },
        at: [0.06, 0.012, 0.05],
        copies: [
          [0, 0, -0.1],
          [-0.12, 0, 0],
          [-0.12, 0, -0.1],
        ],
        finish: 'skin',
        color: 0xc8a088,
        role: 'fixed',
      },
      ...spines([0, 0.085, 0], [0.13, 0.08, 0.095], 6, 7, 0.05),
    ],
  },
  {
    kind: 'scorpion',
    nouns: ['scorpion'],
    size: [0.1, 0.22],
    parts: [
      {
        name: 'body',
        shape: { ellipsoid: [0.045, 0.014, 0.025] },
        at: [0, 0.018, 0],
        finish: 'plastic',
        color: 0x3a2a1a,
      },
      {
        name: 'tail',
        shape: {
          sweep: [
            [-0.04, 0.02, 0],
            [-0.08, 0.03, 0],
            [-0.1, 0.06, 0],
            [-0.09, 0.09, 0],
            [-0.06, 0.1, 0],
          ],
          r: [0.011, 0.009, 0.008, 0.007, 0.006],
        },
        finish: 'plastic',
        color: 0x3a2a1a,
      },
      {
        name: 'stinger',
        shape: { cyl: 0.02, r: 0.007, rTop: 0.0005 },
        turn: [0, 0, 120],
        at: [-0.055, 0.1, 0],
        finish: 'plastic',
        color: 0x1a1210,
        role: 'fixed',
      },
      {
        name: 'arm_1',
        shape: {
          sweep: [
            [0.035, 0.018, 0.012],
            [0.06, 0.02, 0.035],
            [0.085, 0.02, 0.04],
          ],
          r: 0.005,
        },
        finish: 'plastic',
        color: 0x3a2a1a,
        role: 'detail',
      },
      {
        name: 'arm_2',
        shape: {
          sweep: [
            [0.035, 0.018, -0.012],
            [0.06, 0.02, -0.035],
            [0.085, 0.02, -0.04],
          ],
          r: 0.005,
        },
        finish: 'plastic',
        color: 0x3a2a1a,
        role: 'detail',
      },
      {
        name: 'claw',
        shape: { ellipsoid: [0.018, 0.008, 0.01] },
        at: [0.1, 0.02, 0.04],
        copies: [[0, 0, -0.08]],
        finish: 'plastic',
        color: 0x3a2a1a,
      },
      ...legs(
        'leg',
        [
          [0.02, 0.015, 0.015],
          [0.005, 0.015, 0.018],
          [-0.01, 0.015, 0.018],
          [-0.025, 0.015, 0.015],
        ],
        [60, 90, 115, 140],
        0.05,
        0.02,
        0.003,
        'plastic',
        0x3a2a1a,
      ),
    ],
  },
  {
    kind: 'squid',
    nouns: ['squid', 'cuttlefish', 'calamari'],
    size: [0.55, 0.35],
    parts: [
      {
        name: 'mantle',
        shape: {
          lathe: [
            [0, 0],
            [0.06, 0.02],
            [0.065, 0.12],
            [0.045, 0.26],
            [0, 0.36],
          ],
          smooth: true,
        },
        at: [0, 0.16, 0],
        finish: 'skin',
        color: 0xe8907a,
      },
      {
        name: 'fin',
        shape: {
          extrude: [
            [0, 0],
            [0.09, 0.05],
            [0, 0.14],
          ],
          depth: 0.01,
        },
        at: [0.03, 0.38, 0],
        mirror: true,
        finish: 'skin',
        color: 0xe0806a,
        role: 'detail',
      },
      {
        name: 'eye',
        shape: { ball: 0.02 },
        at: [0.055, 0.17, 0.03],
        copies: [[0, 0, -0.06]],
        ...EYE,
      },
      ...[0, 45, 90, 135, 180, 225, 270, 315].map((yaw, i) => ({
        name: `arm_${i + 1}`,
        shape: {
          sweep: tentacle([0, 0.15, 0], 0.16, yaw),
          r: [0.018, 0.014, 0.01, 0.008, 0.006, 0.004],
        },
        finish: 'skin',
        color: 0xe8907a,
        role: 'detail' as const,
      })),
      {
        name: 'tentacle',
        shape: {
          sweep: [
            [0, 0.15, 0.02],
            [0.1, 0.02, 0.1],
            [0.25, 0.01, 0.16],
            [0.3, 0.02, 0.2],
          ],
          r: [0.008, 0.006, 0.006, 0.012],
        },
        finish: 'skin',
        color: 0xe8907a,
        role: 'detail',
      },
    ],
  },
  {
    kind: 'shrimp',
    nouns: ['shrimp', 'prawn', 'krill'],
    size: [0.08, 0.2],
    parts: [
      {
        name: 'body',
        shape: {
          sweep: [
            [0.07, 0.045, 0],
            [0.04, 0.055, 0],
            [0, 0.055, 0],
            [-0.04, 0.045, 0],
            [-0.065, 0.025, 0],
            [-0.07, 0.012, 0],
          ],
          r: [0.018, 0.022, 0.02, 0.016, 0.011, 0.007],
        },
        finish: 'skin',
        color: 0xf08a5a,
      },
      {
        name: 'tail',
        shape: {
          extrude: [
            [0, 0],
            [0.025, -0.012],
            [0.03, 0.012],
          ],
          depth: 0.02,
        },
        turn: [0, 0, -110],
        at: [-0.07, 0.012, 0],
        finish: 'skin',
        color: 0xe06a3a,
        role: 'detail',
      },
      {
        name: 'eye',
        shape: { ball: 0.006 },
        at: [0.078, 0.055, 0.01],
        copies: [[0, 0, -0.02]],
        ...EYE,
      },
      {
        name: 'antenna',
        shape: {
          sweep: [
            [0.08, 0.05, 0.006],
            [0.12, 0.07, 0.02],
            [0.15, 0.05, 0.04],
          ],
          r: 0.0012,
        },
        copies: [[0, 0, -0.012]],
        finish: 'skin',
        color: 0xe06a3a,
        role: 'fixed',
      },
      ...legs(
        'leg',
        [
          [0.04, 0.035, 0.008],
          [0.02, 0.035, 0.01],
          [0, 0.035, 0.01],
        ],
        [80, 95, 110],
        0.03,
        0.0,
        0.0015,
        'skin',
        0xe06a3a,
      ),
    ],
  },
  {
    kind: 'fly',
    nouns: ['fly', 'housefly', 'house fly', 'bluebottle', 'gnat'],
    size: [0.01, 0.02],
    parts: [
      {
        name: 'thorax',
        shape: { ellipsoid: [0.0035, 0.003, 0.003] },
        at: [0.001, 0.006, 0],
        finish: 'plastic',
        color: 0x2a2a2e,
      },
      {
        name: 'abdomen',
        shape: { ellipsoid: [0.0045, 0.003, 0.0035] },
        at: [-0.005, 0.0055, 0],
        finish: 'plastic',
        color: 0x3a4a3a,
      },
      {
        name: 'head',
        shape: { ball: 0.0025 },
        at: [0.0055, 0.0065, 0],
        finish: 'plastic',
        color: 0x2a2a2e,
        role: 'detail',
      },
      {
        name: 'eye',
        shape: { ball: 0.0017 },
        at: [0.0062, 0.0072, 0.0016],
        copies: [[0, 0, -0.0032]],
        finish: 'paint',
        color: 0xa01c14,
        role: 'fixed',
      },
      ...wings([0, 0.0085, 0], 0.0055, 0.002, [125], 0xc8d8e8),
      ...legs(
        'leg',
        [
          [0.002, 0.005, 0.002],
          [0, 0.005, 0.0025],
          [-0.002, 0.005, 0.002],
        ],
        [50, 90, 130],
        0.007,
        0.002,
        0.0004,
        'plastic',
        0x1a1a1a,
      ),
    ],
  },
  {
    kind: 'dragonfly',
    nouns: ['dragonfly', 'damselfly', 'dragon fly'],
    size: [0.025, 0.12],
    parts: [
      {
        name: 'thorax',
        shape: { ellipsoid: [0.008, 0.007, 0.006] },
        at: [0.012, 0.016, 0],
        finish: 'plastic',
        color: 0x2a6ab0,
      },
      {
        name: 'abdomen',
        shape: {
          capsule: [
            [0.004, 0.016, 0],
            [-0.065, 0.018, 0],
          ],
          r: 0.0035,
          r2: 0.0025,
        },
        finish: 'plastic',
        color: 0x2a7ac0,
      },
      {
        name: 'head',
        shape: { ball: 0.0055 },
        at: [0.022, 0.017, 0],
        finish: 'plastic',
        color: 0x1a4a80,
        role: 'detail',
      },
      {
        name: 'eye',
        shape: { ball: 0.0042 },
        at: [0.024, 0.019, 0.004],
        copies: [[0, 0, -0.008]],
        finish: 'paint',
        color: 0x2a8a4a,
        role: 'fixed',
      },
      ...wings([0.013, 0.021, 0], 0.024, 0.005, [80, 105], 0xd8e8f0),
      ...legs(
        'leg',
        [
          [0.014, 0.012, 0.003],
          [0.011, 0.012, 0.004],
          [0.008, 0.012, 0.003],
        ],
        [50, 90, 130],
        0.014,
        0.004,
        0.0007,
        'plastic',
        0x1a1a1a,
      ),
    ],
  },
  {
    kind: 'worm',
    nouns: ['worm', 'earthworm', 'maggot', 'grub', 'inchworm'],
    size: [0.015, 0.2],
    parts: [
      {
        name: 'body',
        shape: {
          sweep: [
            [0.1, 0.007, 0],
            [0.06, 0.007, 0.025],
            [0.02, 0.007, 0.01],
            [-0.02, 0.007, -0.02],
            [-0.06, 0.007, -0.02],
            [-0.1, 0.006, 0.01],
          ],
          r: [0.006, 0.007, 0.007, 0.007, 0.006, 0.004],
        },
        finish: 'skin',
        color: 0xd88a8a,
      },
      {
        name: 'band',
        shape: { ball: 0.008 },
        at: [0.065, 0.008, 0.023],
        finish: 'skin',
        color: 0xc06a6a,
        role: 'accent',
      },
    ],
  },
  {
    kind: 'caterpillar',
    nouns: ['caterpillar', 'larva', 'silkworm'],
    size: [0.05, 0.22],
    parts: [
      ...segments('segment', CATERPILLAR_PATH, (i) => 0.016 - i * 0.0006, 0x6ab83a),
      {
        name: 'head',
        shape: { ball: 0.018 },
        at: [0.115, 0.03, 0],
        finish: 'skin',
        color: 0xe0a020,
        role: 'accent',
      },
      {
        name: 'eye',
        shape: { ball: 0.004 },
        at: [0.129, 0.036, 0.008],
        copies: [[0, 0, -0.016]],
        ...EYE,
      },
      {
        name: 'antenna',
        shape: {
          capsule: [
            [0.115, 0.045, 0.006],
            [0.12, 0.065, 0.012],
          ],
          r: 0.0015,
        },
        copies: [[0, 0, -0.024]],
        finish: 'plastic',
        color: 0x1a1a1a,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'beaver',
    nouns: ['beaver', 'groundhog', 'woodchuck', 'marmot', 'capybara'],
    size: [0.4, 0.95],
    parts: [
      {
        name: 'body',
        shape: { ellipsoid: [0.26, 0.18, 0.17] },
        at: [0, 0.19, 0],
        finish: 'fur',
        color: 0x6a4428,
      },
      {
        name: 'head',
        shape: { ellipsoid: [0.11, 0.1, 0.1] },
        at: [0.27, 0.26, 0],
        finish: 'fur',
        color: 0x6a4428,
      },
      {
        name: 'muzzle',
        shape: { ellipsoid: [0.05, 0.045, 0.06] },
        at: [0.36, 0.23, 0],
        finish: 'fur',
        color: 0x8a6040,
        role: 'accent',
      },
      { name: 'nose', shape: { ball: 0.015 }, at: [0.405, 0.25, 0], ...EYE },
      {
        name: 'tooth',
        shape: { box: [0.012, 0.03, 0.024] },
        at: [0.39, 0.17, 0],
        finish: 'paint',
        color: 0xe89a30,
        role: 'fixed',
      },
      {
        name: 'eye',
        shape: { ball: 0.013 },
        at: [0.33, 0.3, 0.055],
        copies: [[0, 0, -0.11]],
        ...EYE,
      },
      {
        name: 'ear',
        shape: { ball: 0.022 },
        at: [0.22, 0.34, 0.07],
        copies: [[0, 0, -0.14]],
        finish: 'fur',
        color: 0x5a3a22,
        role: 'detail',
      },
      {
        name: 'paw',
        shape: { ellipsoid: [0.05, 0.03, 0.035] },
        at: [0.14, 0.03, 0.1],
        copies: [
          [0, 0, -0.2],
          [-0.28, 0, 0],
          [-0.28, 0, -0.2],
        ],
        finish: 'skin',
        color: 0x3a2a1e,
        role: 'detail',
      },
      {
        name: 'tail',
        shape: { ellipsoid: [0.2, 0.025, 0.1] },
        turn: [0, 0, 10],
        at: [-0.4, 0.06, 0],
        finish: 'scales',
        color: 0x3a2e28,
        role: 'detail',
      },
    ],
    // A capybara has no paddle tail and a blunt reddish-brown body; a marmot, groundhog or
    // woodchuck a short furry tail (the beaver's flat scaly tail said "beaver").
    looks: {
      capybara: { drop: ['tail', 'tooth'] },
      ...Object.fromEntries(
        ['marmot', 'groundhog', 'woodchuck'].map((noun) => [
          noun,
          {
            drop: ['tail'],
            parts: [
              {
                name: 'tail',
                shape: { ellipsoid: [0.1, 0.045, 0.05] },
                turn: [0, 0, 25],
                at: [-0.3, 0.14, 0],
                finish: 'fur',
                color: 0x4a3020,
                role: 'detail',
              },
            ],
          },
        ]),
      ),
    },
  },
  {
    kind: 'seahorse',
    nouns: ['seahorse', 'sea horse'],
    size: [0.2, 0.12],
    parts: [
      {
        name: 'body',
        shape: {
          sweep: [
            [0.0, 0.16, 0],
            [0.02, 0.13, 0],
            [0.025, 0.09, 0],
            [0.01, 0.05, 0],
            [-0.02, 0.03, 0],
            [-0.03, 0.05, 0],
            [-0.015, 0.06, 0],
          ],
          r: [0.02, 0.024, 0.022, 0.016, 0.01, 0.007, 0.005],
        },
        finish: 'skin',
        color: 0xe8a030,
      },
      {
        name: 'head',
        shape: { ellipsoid: [0.022, 0.02, 0.016] },
        at: [0.005, 0.178, 0],
        finish: 'skin',
        color: 0xe8a030,
      },
      {
        name: 'snout',
        shape: {
          capsule: [
            [0.015, 0.178, 0],
            [0.055, 0.168, 0],
          ],
          r: 0.007,
          r2: 0.005,
        },
        finish: 'skin',
        color: 0xd89020,
        role: 'detail',
      },
      {
        name: 'eye',
        shape: { ball: 0.005 },
        at: [0.015, 0.185, 0.013],
        copies: [[0, 0, -0.026]],
        ...EYE,
      },
      {
        name: 'fin',
        shape: {
          extrude: [
            [0, 0],
            [0.025, 0.015],
            [0.005, 0.03],
          ],
          depth: 0.003,
        },
        at: [-0.02, 0.1, 0],
        finish: 'skin',
        color: 0xf0c060,
        role: 'accent',
      },
      {
        name: 'crest',
        shape: { cyl: 0.015, r: 0.006, rTop: 0.001 },
        at: [-0.004, 0.19, 0],
        finish: 'skin',
        color: 0xd89020,
        role: 'fixed',
      },
      {
        name: 'base',
        shape: { cyl: 0.01, r: 0.035 },
        at: [-0.02, 0.0, 0.0],
        finish: 'stone',
        color: 0xd8c8a8,
        role: 'fixed',
      },
      {
        name: 'seaweed',
        shape: {
          sweep: [
            [-0.02, 0.005, 0],
            [-0.024, 0.02, 0],
            [-0.02, 0.035, 0],
          ],
          r: 0.004,
        },
        finish: 'leaf',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'cricket',
    nouns: ['cricket', 'locust', 'katydid', 'orthopteran'],
    size: [0.035, 0.12],
    parts: [
      {
        name: 'body',
        shape: {
          capsule: [
            [-0.03, 0.012, 0],
            [0.02, 0.014, 0],
          ],
          r: 0.008,
        },
        finish: 'plastic',
        color: 0x6a8a2a,
      },
      {
        name: 'head',
        shape: { ellipsoid: [0.008, 0.009, 0.007] },
        at: [0.027, 0.016, 0],
        finish: 'plastic',
        color: 0x6a8a2a,
      },
      {
        name: 'eye',
        shape: { ball: 0.0022 },
        at: [0.031, 0.02, 0.005],
        copies: [[0, 0, -0.01]],
        ...EYE,
      },
      {
        name: 'wing',
        shape: { ellipsoid: [0.026, 0.002, 0.006] },
        at: [-0.01, 0.021, 0],
        finish: 'plastic',
        color: 0x4a6a1e,
        role: 'accent',
      },
      ...[1, -1].flatMap((side): PartDecl[] => [
        {
          name: `antenna_${side > 0 ? 'r' : 'l'}`,
          shape: {
            sweep: [
              [0.032, 0.021, 0.003 * side],
              [0.05, 0.036, 0.02 * side],
              [0.075, 0.03, 0.035 * side],
            ],
            r: 0.0007,
          },
          finish: 'plastic',
          color: 0x4a6a1e,
          role: 'fixed',
        },
        {
          name: `thigh_${side > 0 ? 'r' : 'l'}`,
          shape: {
            capsule: [
              [-0.004, 0.014, 0.007 * side],
              [-0.03, 0.03, 0.012 * side],
            ],
            r: 0.0038,
            r2: 0.002,
          },
          finish: 'plastic',
          color: 0x6a8a2a,
          role: 'detail',
        },
        {
          name: `shin_${side > 0 ? 'r' : 'l'}`,
          shape: {
            capsule: [
              [-0.03, 0.03, 0.012 * side],
              [-0.046, 0.002, 0.013 * side],
            ],
            r: 0.0015,
          },
          finish: 'plastic',
          color: 0x4a6a1e,
          role: 'detail',
        },
      ]),
      ...legs(
        'leg',
        [
          [0.018, 0.01, 0.005],
          [0.008, 0.01, 0.006],
        ],
        [60, 95],
        0.02,
        0.006,
        0.0012,
        'plastic',
        0x4a6a1e,
      ),
    ],
  },
];

function rod(name: string, a: V3, b: V3, r: number): PartDecl {
  return { name, shape: { capsule: [a, b], r }, finish: 'fur', color: 0xb07a4a };
}
