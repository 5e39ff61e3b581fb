/**
 * Animals by silhouette (issue #32, session 16): birds of prey with a hooked beak and broad
 * spread wings (eagles apart from hawks by the white head), ratites (ostrich, emu), the dodo,
 * theropods (Tyrannosaurus: big head, tiny arms, two legs, a long tail) and the sloth hanging
 * from its branch. Each faces +Z; `mirror` gives the left side. Declared as data
 * (library/declare.ts).
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { vultureLooks } from './s27-animals.ts';

const EYE = { finish: 'eye', role: 'fixed' as const };
const BEAK_YELLOW = 0xe8b020;

/**
 * A bird of prey perched on a log with its wings half spread and raised: hooked beak,
 * feathered thighs, yellow feet. `head` colours the head and neck (an eagle's white).
 */
function raptor(
  kind: string,
  nouns: string[],
  body: number,
  head: number,
  breast: number,
  beak: number,
): KindDecl {
  const wing: [number, number][] = [
    [0, 0],
    [0.06, 0.08],
    [0.16, 0.2],
    [0.28, 0.3],
    [0.36, 0.33],
    [0.38, 0.28],
    [0.34, 0.24],
    [0.37, 0.2],
    [0.32, 0.17],
    [0.34, 0.13],
    [0.28, 0.11],
    [0.29, 0.07],
    [0.21, 0.05],
    [0.13, -0.03],
    [0.04, -0.1],
  ];
  return {
    kind,
    nouns,
    size: [0.72, 0.9],
    parts: [
      {
        name: 'body',
        shape: { ellipsoid: [0.11, 0.17, 0.1] },
        turn: [20, 0, 0],
        at: [0, 0.3, 0],
        finish: 'feathers',
        color: body,
      },
      {
        name: 'breast',
        shape: { ellipsoid: [0.08, 0.12, 0.06] },
        turn: [20, 0, 0],
        at: [0, 0.3, 0.05],
        finish: 'feathers',
        color: breast,
        role: 'accent',
      },
      {
        name: 'neck',
        shape: {
          capsule: [
            [0, 0.4, 0.03],
            [0, 0.48, 0.055],
          ],
          r: 0.06,
        },
        finish: 'feathers',
        color: head,
        role: 'accent',
      },
      {
        name: 'head',
        shape: { ellipsoid: [0.06, 0.062, 0.07] },
        at: [0, 0.5, 0.065],
        finish: 'feathers',
        color: head,
        role: 'accent',
      },
      {
        name: 'beak',
        shape: {
          sweep: [
            [0, 0.5, 0.115],
            [0, 0.503, 0.148],
            [0, 0.485, 0.17],
            [0, 0.452, 0.165],
          ],
          r: [0.024, 0.018, 0.011, 0.004],
        },
        finish: 'beak',
        color: beak,
        role: 'fixed',
      },
      { name: 'eye', shape: { ball: 0.011 }, at: [0.038, 0.515, 0.1], mirror: true, ...EYE },
      {
        name: 'brow',
        shape: {
          capsule: [
            [0.022, 0.532, 0.11],
            [0.046, 0.527, 0.088],
          ],
          r: 0.009,
        },
        mirror: true,
        finish: 'feathers',
        color: head,
        role: 'detail',
      },
      {
        name: 'wing',
        shape: { extrude: wing, depth: 0.02 },
        turn: [0, -25, 0],
        at: [0.07, 0.36, -0.03],
        mirror: true,
        finish: 'feathers',
        color: body,
      },
      {
        name: 'tail',
        shape: { ellipsoid: [0.06, 0.014, 0.13] },
        turn: [-50, 0, 0],
        at: [0, 0.2, -0.12],
        finish: 'feathers',
        color: body,
      },
      {
        name: 'thigh',
        shape: { ellipsoid: [0.045, 0.06, 0.045] },
        at: [0.05, 0.17, 0.01],
        mirror: true,
        finish: 'feathers',
        color: body,
      },
      {
        name: 'leg',
        shape: {
          capsule: [
            [0.05, 0.15, 0.02],
            [0.05, 0.1, 0.03],
          ],
          r: 0.016,
        },
        mirror: true,
        finish: 'beak',
        color: BEAK_YELLOW,
        role: 'fixed',
      },
      {
        name: 'foot',
        shape: { ellipsoid: [0.028, 0.014, 0.04] },
        at: [0.05, 0.098, 0.04],
        mirror: true,
        finish: 'beak',
        color: BEAK_YELLOW,
        role: 'fixed',
      },
      {
        name: 'perch',
        shape: {
          capsule: [
            [-0.24, 0.05, 0.02],
            [0.24, 0.05, 0.02],
          ],
          r: 0.048,
        },
        finish: 'bark',
        color: 0x6a4a30,
        role: 'detail',
      },
    ],
  };
}

/** Tyrannosaurus: a horizontal body balanced over two legs, a big jawed head, tiny arms. */
const THEROPOD: KindDecl = {
  kind: 'tyrannosaurus',
  nouns: [
    'tyrannosaurus',
    't rex',
    'tyrannosaurus rex',
    'trex',
    'theropod',
    'velociraptor',
    'allosaurus',
    'spinosaurus',
    'carnotaurus',
    'megalosaurus',
  ],
  size: [3.8, 8],
  scale: 3.2,
  parts: [
    {
      name: 'body',
      shape: { ellipsoid: [0.17, 0.2, 0.38] },
      turn: [-15, 0, 0],
      at: [0, 0.72, 0],
      finish: 'scales',
      color: 0x5a7038,
    },
    {
      name: 'belly',
      shape: { ellipsoid: [0.12, 0.12, 0.28] },
      turn: [-15, 0, 0],
      at: [0, 0.62, 0.04],
      finish: 'scales',
      color: 0xc8c088,
      role: 'accent',
    },
    {
      name: 'tail',
      shape: {
        sweep: [
          [0, 0.76, -0.28],
          [0, 0.72, -0.6],
          [0, 0.62, -0.9],
          [0, 0.5, -1.18],
        ],
        r: [0.15, 0.1, 0.055, 0.015],
      },
      finish: 'scales',
      color: 0x5a7038,
    },
    {
      name: 'neck',
      shape: {
        capsule: [
          [0, 0.84, 0.26],
          [0, 0.98, 0.42],
        ],
        r: 0.12,
      },
      finish: 'scales',
      color: 0x5a7038,
    },
    {
      name: 'head',
      shape: { ellipsoid: [0.12, 0.11, 0.23] },
      at: [0, 1.07, 0.55],
      finish: 'scales',
      color: 0x5a7038,
    },
    {
      name: 'jaw',
      shape: { ellipsoid: [0.1, 0.05, 0.19] },
      at: [0, 0.95, 0.56],
      finish: 'scales',
      color: 0xc8c088,
      role: 'accent',
    },
    {
      name: 'teeth',
      shape: { box: [0.17, 0.03, 0.3] },
      at: [0, 0.975, 0.6],
      finish: 'ceramic',
      color: 0xf2eee0,
      role: 'fixed',
    },
    { name: 'eye', shape: { ball: 0.022 }, at: [0.1, 1.12, 0.52], mirror: true, ...EYE },
    {
      name: 'arm',
      shape: {
        capsule: [
          [0.12, 0.74, 0.28],
          [0.15, 0.66, 0.4],
        ],
        r: 0.025,
      },
      mirror: true,
      finish: 'scales',
      color: 0x5a7038,
      role: 'detail',
    },
    {
      name: 'thigh',
      shape: { ellipsoid: [0.09, 0.2, 0.15] },
      at: [0.14, 0.58, -0.05],
      mirror: true,
      finish: 'scales',
      color: 0x5a7038,
    },
    {
      name: 'shin',
      shape: {
        capsule: [
          [0.15, 0.45, -0.1],
          [0.16, 0.1, -0.03],
        ],
        r: 0.06,
      },
      mirror: true,
      finish: 'scales',
      color: 0x5a7038,
    },
    {
      name: 'foot',
      shape: { ellipsoid: [0.07, 0.045, 0.13] },
      at: [0.16, 0.045, 0.05],
      mirror: true,
      finish: 'scales',
      color: 0x4a5a2e,
      role: 'detail',
    },
  ],
};

/** Ratites: a big round body on long bare legs, a long thin neck, a small flat-billed head. */
function ratite(
  kind: string,
  nouns: string[],
  plumage: number,
  skin: number,
  tail: number,
): KindDecl {
  return {
    kind,
    nouns,
    size: [2.3, 1.3],
    parts: [
      {
        name: 'body',
        shape: { ellipsoid: [0.3, 0.26, 0.42] },
        turn: [-8, 0, 0],
        at: [0, 1.15, -0.05],
        finish: 'feathers',
        color: plumage,
      },
      {
        name: 'tail',
        shape: { ellipsoid: [0.2, 0.16, 0.14] },
        turn: [30, 0, 0],
        at: [0, 1.25, -0.44],
        finish: 'feathers',
        color: tail,
        role: 'accent',
      },
      {
        name: 'wing',
        shape: { ellipsoid: [0.05, 0.16, 0.26] },
        turn: [-10, 0, 0],
        at: [0.27, 1.2, -0.08],
        mirror: true,
        finish: 'feathers',
        color: tail,
        role: 'accent',
      },
      {
        name: 'neck',
        shape: {
          sweep: [
            [0, 1.25, 0.28],
            [0, 1.55, 0.36],
            [0, 1.9, 0.36],
            [0, 2.12, 0.32],
          ],
          r: [0.09, 0.055, 0.045, 0.045],
        },
        finish: 'skin',
        color: skin,
        role: 'detail',
      },
      {
        name: 'head',
        shape: { ellipsoid: [0.065, 0.06, 0.08] },
        at: [0, 2.16, 0.34],
        finish: 'skin',
        color: skin,
        role: 'detail',
      },
      {
        name: 'beak',
        shape: { ellipsoid: [0.04, 0.02, 0.07] },
        at: [0, 2.14, 0.43],
        finish: 'beak',
        color: 0xb89a70,
        role: 'fixed',
      },
      { name: 'eye', shape: { ball: 0.018 }, at: [0.05, 2.18, 0.36], mirror: true, ...EYE },
      {
        name: 'thigh',
        shape: { ellipsoid: [0.09, 0.16, 0.1] },
        at: [0.14, 0.92, 0.02],
        mirror: true,
        finish: 'skin',
        color: skin,
        role: 'detail',
      },
      {
        name: 'leg',
        shape: {
          capsule: [
            [0.15, 0.82, 0.02],
            [0.16, 0.05, 0.06],
          ],
          r: 0.045,
          r2: 0.035,
        },
        mirror: true,
        finish: 'skin',
        color: skin,
        role: 'detail',
      },
      {
        name: 'foot',
        shape: { ellipsoid: [0.05, 0.03, 0.1] },
        at: [0.16, 0.03, 0.11],
        mirror: true,
        finish: 'skin',
        color: skin,
        role: 'detail',
      },
    ],
  };
}

const DODO: KindDecl = {
  kind: 'dodo',
  nouns: ['dodo', 'dodo bird', 'solitaire bird'],
  size: [0.7, 0.75],
  parts: [
    {
      name: 'body',
      shape: { ellipsoid: [0.2, 0.2, 0.26] },
      at: [0, 0.3, -0.03],
      finish: 'feathers',
      color: 0x8a8c90,
    },
    {
      name: 'tail',
      shape: { ball: 0.08 },
      at: [0, 0.4, -0.28],
      finish: 'feathers',
      color: 0xf2f0e8,
      role: 'accent',
    },
    {
      name: 'wing',
      shape: { ellipsoid: [0.03, 0.08, 0.12] },
      at: [0.18, 0.34, -0.04],
      mirror: true,
      finish: 'feathers',
      color: 0xa8a49a,
      role: 'detail',
    },
    {
      name: 'neck',
      shape: {
        capsule: [
          [0, 0.38, 0.12],
          [0, 0.5, 0.18],
        ],
        r: 0.1,
      },
      finish: 'feathers',
      color: 0x8a8c90,
    },
    {
      name: 'head',
      shape: { ellipsoid: [0.09, 0.09, 0.1] },
      at: [0, 0.56, 0.2],
      finish: 'feathers',
      color: 0x8a8c90,
    },
    {
      name: 'beak',
      shape: {
        sweep: [
          [0, 0.56, 0.26],
          [0, 0.55, 0.36],
          [0, 0.53, 0.43],
          [0, 0.49, 0.44],
        ],
        r: [0.05, 0.04, 0.03, 0.012],
      },
      finish: 'beak',
      color: 0xd8c070,
      role: 'fixed',
    },
    { name: 'eye', shape: { ball: 0.016 }, at: [0.07, 0.59, 0.24], mirror: true, ...EYE },
    {
      name: 'leg',
      shape: {
        capsule: [
          [0.08, 0.15, 0],
          [0.09, 0.03, 0.02],
        ],
        r: 0.03,
      },
      mirror: true,
      finish: 'beak',
      color: BEAK_YELLOW,
      role: 'fixed',
    },
    {
      name: 'foot',
      shape: { ellipsoid: [0.045, 0.02, 0.07] },
      at: [0.09, 0.02, 0.05],
      mirror: true,
      finish: 'beak',
      color: BEAK_YELLOW,
      role: 'fixed',
    },
  ],
};

/** Limbs of the sloth, from the body up to the branch it hangs from. */
function slothLimbs(): PartDecl[] {
  const limbs: [string, V3, V3][] = [];
  for (const [end, x] of [
    ['arm', 0.15],
    ['leg', -0.15],
  ] as const) {
    for (const [side, z] of [
      ['r', 0.09],
      ['l', -0.09],
    ] as const)
      limbs.push([`${end}_${side}`, [x, 0.74, z], [x * 1.6, 1.02, z * 0.2]]);
  }
  return limbs.map(([name, from, to]) => ({
    name,
    shape: { capsule: [from, to] as const, r: 0.045, r2: 0.035 },
    finish: 'fur',
    color: 0x8a7458,
  }));
}

/** A face mark on the sloth's head (at x = 0.3), either side of its middle. */
function slothFace(
  name: string,
  dx: number,
  dy: number,
  z: number,
  r: V3,
  color: number,
): PartDecl[] {
  return [1, -1].map((side) => ({
    name: `${name}_${side > 0 ? 'r' : 'l'}`,
    shape: { ellipsoid: r },
    turn: [0, 0, -20 * side] as V3,
    at: [0.3 + dx * side, 0.665 + dy, z] as V3,
    finish: 'fur',
    color,
    role: 'detail' as const,
  }));
}

/** A sloth hanging by all four limbs under a branch, its pale masked face turned out. */
const SLOTH: KindDecl = {
  kind: 'sloth',
  nouns: ['sloth', 'three-toed sloth', 'two-toed sloth', 'tree sloth'],
  size: [1.2, 1.0],
  parts: [
    {
      name: 'trunk',
      shape: { cyl: 1.1, r: 0.07, rTop: 0.055 },
      at: [-0.5, 0, 0],
      finish: 'bark',
      color: 0x6a5038,
      role: 'detail',
    },
    {
      name: 'branch',
      shape: {
        capsule: [
          [-0.5, 1.04, 0],
          [0.45, 1.06, 0],
        ],
        r: 0.04,
      },
      finish: 'bark',
      color: 0x6a5038,
      role: 'detail',
    },
    ...slothLimbs(),
    {
      name: 'body',
      shape: { ellipsoid: [0.27, 0.14, 0.15] },
      at: [0, 0.72, 0],
      finish: 'fur',
      color: 0x8a7458,
    },
    {
      name: 'head',
      shape: { ball: 0.1 },
      at: [0.3, 0.66, 0.03],
      finish: 'fur',
      color: 0x8a7458,
    },
    {
      name: 'face',
      shape: { ellipsoid: [0.075, 0.065, 0.04] },
      at: [0.3, 0.65, 0.1],
      finish: 'fur',
      color: 0xe8dcc4,
      role: 'accent',
    },
    ...slothFace('eye_stripe', 0.035, 0, 0.133, [0.03, 0.015, 0.012], 0x3a2a1c),
    ...slothFace('eye', 0.033, 0.003, 0.142, [0.011, 0.011, 0.011], 0x0c0a08),
    {
      name: 'nose',
      shape: { ellipsoid: [0.02, 0.014, 0.012] },
      at: [0.3, 0.64, 0.142],
      ...EYE,
    },
  ],
};

/** Spines all over a round body: short cones pointing straight out. */
function pufferSpines(c: V3, r: number): PartDecl[] {
  const out: PartDecl[] = [];
  const rows = 5;
  for (let i = 0; i < rows; i++) {
    const lat = -60 + (120 * i) / (rows - 1);
    const n = i === 0 || i === rows - 1 ? 6 : 9;
    for (let j = 0; j < n; j++) {
      const lon = (360 * j) / n + i * 13;
      const la = (lat * Math.PI) / 180;
      const lo = (lon * Math.PI) / 180;
      const d: V3 = [Math.cos(la) * Math.cos(lo), Math.sin(la), Math.cos(la) * Math.sin(lo)];
      if (d[0] > 0.75) continue; // leave the face clear
      const tilt = (Math.acos(d[1]) * 180) / Math.PI;
      const yaw = (Math.atan2(d[0], d[2]) * 180) / Math.PI;
      out.push({
        name: `spine_${out.length + 1}`,
        shape: { cyl: r * 0.28, r: r * 0.07, rTop: r * 0.005 },
        turn: [tilt, yaw, 0],
        at: [c[0] + d[0] * r * 0.9, c[1] + d[1] * r * 0.9, c[2] + d[2] * r * 0.9],
        finish: 'skin',
        color: 0x8a6a3a,
        role: 'detail',
      });
    }
  }
  return out;
}

/** A puffed-up pufferfish: a round spiny ball with big eyes, a small mouth and a little tail. */
const PUFFERFISH: KindDecl = {
  kind: 'pufferfish',
  nouns: [
    'pufferfish',
    'puffer fish',
    'blowfish',
    'puffer',
    'globefish',
    'porcupine fish',
    'porcupinefish',
    'fugu',
  ],
  size: [0.3, 0.36],
  parts: [
    {
      name: 'body',
      shape: { ball: 0.12 },
      at: [0, 0.14, 0],
      finish: 'skin',
      color: 0xe8c870,
    },
    {
      name: 'belly',
      shape: { ellipsoid: [0.1, 0.07, 0.1] },
      at: [0.01, 0.09, 0],
      finish: 'skin',
      color: 0xf6f0dc,
      role: 'accent',
    },
    ...pufferSpines([0, 0.14, 0], 0.12),
    ...[1, -1].map((side): PartDecl => ({
      name: `eye_${side > 0 ? 'r' : 'l'}`,
      shape: { ball: 0.028 },
      at: [0.085, 0.18, 0.06 * side],
      finish: 'eye',
      role: 'fixed',
    })),
    {
      name: 'mouth',
      shape: { ring: 0.014, r: 0.006 },
      turn: [0, 90, 0],
      at: [0.12, 0.13, 0],
      finish: 'skin',
      color: 0xc88a5a,
      role: 'detail',
    },
    {
      name: 'tail',
      shape: {
        extrude: [
          [0, 0],
          [-0.08, 0.06],
          [-0.07, 0],
          [-0.08, -0.06],
        ],
        depth: 0.012,
      },
      at: [-0.11, 0.14, 0],
      finish: 'skin',
      color: 0xd8a850,
    },
    ...[1, -1].map((side): PartDecl => ({
      name: `fin_${side > 0 ? 'r' : 'l'}`,
      shape: { ellipsoid: [0.03, 0.025, 0.006] },
      turn: [0, side * 30, 0],
      at: [0.03, 0.14, 0.118 * side],
      finish: 'skin',
      color: 0xd8a850,
      role: 'detail',
    })),
  ],
};

/** Rings of a web: a closed path of `n` points round the hub at radius `r`. */
function webRing(i: number, r: number, hub: V3): PartDecl {
  const pts: V3[] = Array.from({ length: 9 }, (_, k) => {
    const a = ((k % 8) * Math.PI) / 4 + Math.PI / 8;
    return [hub[0] + Math.cos(a) * r, hub[1] + Math.sin(a) * r, hub[2]];
  });
  return {
    name: `ring_${i + 1}`,
    shape: { sweep: pts, r: 0.0045 },
    finish: 'plastic',
    color: 0x6a6e78,
    role: 'detail',
  };
}

/** A spider web strung upright from the ground, its spider at the hub. */
const SPIDER_WEB: KindDecl = {
  kind: 'spider web',
  nouns: ['spider web', 'spiderweb', 'cobweb', 'web', 'spider s web', 'spiders web'],
  size: [0.62, 0.62],
  parts: [
    ...Array.from({ length: 8 }, (_, i): PartDecl => {
      const a = (i * Math.PI) / 4 + Math.PI / 8;
      const reach = Math.abs(Math.sin(a)) > 0.5 && Math.sin(a) < 0 ? 0.31 / -Math.sin(a) : 0.3;
      return {
        name: `thread_${i + 1}`,
        shape: {
          capsule: [
            [0, 0.31, 0],
            [Math.cos(a) * reach, 0.31 + Math.sin(a) * reach, 0],
          ],
          r: 0.005,
        },
        finish: 'plastic',
        color: 0x5a5e68,
      };
    }),
    ...[0.07, 0.13, 0.19, 0.25].map((r, i) => webRing(i, r, [0, 0.31, 0])),
    {
      name: 'spider',
      shape: { ellipsoid: [0.022, 0.03, 0.016] },
      at: [0, 0.3, 0.008],
      finish: 'skin',
      color: 0x1e1e20,
      role: 'accent',
    },
    {
      name: 'spider_head',
      shape: { ball: 0.013 },
      at: [0, 0.34, 0.008],
      finish: 'skin',
      color: 0x1e1e20,
      role: 'accent',
    },
  ],
};

const HAWK = raptor(
  'hawk',
  [
    'hawk',
    'bird of prey',
    'raptor',
    'falcon',
    'kestrel',
    'buzzard',
    'osprey',
    'vulture',
    'condor',
    'harrier',
    'goshawk',
    'sparrowhawk',
    'peregrine',
    'peregrine falcon',
  ],
  0x7a5034,
  0x8a6040,
  0xeadcc4,
  0x3a3430,
);

export const EMOJI_CREATURE_KINDS: readonly KindDecl[] = [
  raptor(
    'eagle',
    ['eagle', 'bald eagle', 'sea eagle', 'golden eagle', 'harpy eagle', 'eaglet'],
    0x4a3220,
    0xf4f2ec,
    0x4a3220,
    BEAK_YELLOW,
  ),
  {
    ...HAWK,
    // A vulture or condor: a bare pink head on a bare neck over a ruff (session 19, B;
    // docs/decisions.md, "Birds by the group a person recognises"), dark all over; a condor
    // black with a white ruff and white wing bands (session 27, animals).
    looks: vultureLooks(HAWK.parts),
  },
  // The fire bird: a raptor's body in flame colours.
  raptor(
    'phoenix',
    ['phoenix', 'firebird', 'fire bird'],
    0xe0401a,
    0xf0a020,
    0xf6c030,
    BEAK_YELLOW,
  ),
  THEROPOD,
  ratite(
    'ostrich',
    ['ostrich', 'emu', 'rhea', 'cassowary', 'ratite'],
    0x2a2624,
    0xd8a890,
    0xf2f0e8,
  ),
  DODO,
  SLOTH,
  PUFFERFISH,
  SPIDER_WEB,
];
