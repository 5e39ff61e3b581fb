/**
 * Everyday things people name often (issue #32, docs/decisions.md "Kinds as data"): the
 * concrete nouns of WordNet's SemCor ranking that had no kind yet — the first held-out list
 * (now a tuning list) and the tuning half of ranks 573 on; the second held-out list
 * (bench/data/mesh-heldout-2.txt) stays out of every noun list. Declared as data
 * (library/declare.ts); objects face +Z.
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { arcPoints } from './outlines.ts';
import { CLASS_LOOKS } from './class-looks.ts';
import { GRASS_LOOKS } from './s28-plants.ts';
import { CORD_LOOK } from './s27-objects.ts';
import { SACK_LOOKS } from './s30-household.ts';
import { S30_WALL_LOOKS } from './s30-places.ts';

/** A wavy strip footprint along X (for `plan`): a hanging cloth, a flag in the wind. */
function wavyStrip(x0: number, x1: number, amp: number, waves: number, thick: number): V2[] {
  const n = 16;
  const at = (i: number, dz: number): V2 => {
    const t = i / n;
    return [x0 + (x1 - x0) * t, Math.sin(t * waves * Math.PI * 2) * amp + dz] as const;
  };
  const front = Array.from({ length: n + 1 }, (_, i) => at(i, thick / 2));
  const back = Array.from({ length: n + 1 }, (_, i) => at(n - i, -thick / 2));
  return [...back, ...front];
}

/** A leaf-shaped outline along +X (length `l`, widest `w` across). */
function leafOutline(l: number, w: number): V2[] {
  const n = 12;
  const top = Array.from({ length: n + 1 }, (_, i) => {
    const t = i / n;
    return [t * l, Math.pow(Math.sin(Math.PI * t), 0.8) * (w / 2) * (1 - 0.25 * t)] as const;
  });
  const bottom = top
    .slice(1, -1)
    .map(([x, y]) => [x, -y] as const)
    .reverse();
  return [...top, ...bottom];
}

/** A rod between two points, as a part. */
function rod(
  name: string,
  a: V3,
  b: V3,
  r: number,
  finish: string,
  extra: Partial<PartDecl> = {},
): PartDecl {
  return { name, shape: { capsule: [a, b], r }, finish, ...extra };
}

/** Grass blades around a clump: leaning out, each turned its own way. */
function blades(n: number): PartDecl[] {
  return Array.from({ length: n }, (_, i) => {
    const yaw = i * (360 / n) + ((i * 47) % 23);
    const a = (yaw * Math.PI) / 180;
    const r = 0.03 + ((i * 31) % 5) * 0.008;
    const h = 0.18 + ((i * 13) % 7) * 0.02;
    return {
      name: `blade_${i + 1}`,
      shape: {
        extrude: [
          [-0.012, 0],
          [0.012, 0],
          [0.002, h],
        ],
        depth: 0.004,
      },
      turn: [14 + ((i * 7) % 4) * 6, yaw, 0],
      at: [Math.sin(a) * r, 0.02, Math.cos(a) * r],
      finish: 'grass',
      color: i % 3 === 0 ? 0x5a9a3a : 0x4a8a2e,
      ...(i === 0 ? {} : { role: 'detail' as const }),
    };
  });
}

/** Steps of a staircase: blocks rising `rise` for each `run`, and a handrail on posts. */
function stairs(count: number, width: number, rise: number, run: number): PartDecl[] {
  const steps: PartDecl[] = Array.from({ length: count }, (_, i) => ({
    name: `step_${i + 1}`,
    shape: { box: [width, rise * (i + 1), run] },
    at: [0, 0, (count / 2 - i - 0.5) * run],
    finish: 'wood',
    color: 0xb08458,
  }));
  const postAt = (i: number): V3 => [width / 2 - 0.05, rise * (i + 1), (count / 2 - i - 0.5) * run];
  const posts: PartDecl[] = [0, Math.floor(count / 2), count - 1].map((i, k) => ({
    name: `post_${k + 1}`,
    shape: { capsule: [postAt(i), [postAt(i)[0], postAt(i)[1] + 0.9, postAt(i)[2]]], r: 0.025 },
    finish: 'darkWood',
    role: 'detail',
  }));
  const top = (i: number): V3 => [postAt(i)[0], postAt(i)[1] + 0.9, postAt(i)[2]];
  return [
    ...steps,
    ...posts,
    rod('handrail', top(0), top(count - 1), 0.035, 'darkWood', { role: 'accent' }),
  ];
}

/** Three kettle-grill legs from under the bowl out to the ground. */
function grillLegs(): PartDecl[] {
  return [90, 210, 330].map((yaw, i) => {
    const a = (yaw * Math.PI) / 180;
    return rod(
      `leg_${i + 1}`,
      [Math.cos(a) * 0.14, 0.62, Math.sin(a) * 0.14],
      [Math.cos(a) * 0.34, 0.02, Math.sin(a) * 0.34],
      0.018,
      'steel',
      { role: 'detail' },
    );
  });
}

/** The five-star base of an office chair, with a caster under each arm. */
function starBase(): PartDecl[] {
  return [0, 72, 144, 216, 288].flatMap((yaw, i) => {
    const a = (yaw * Math.PI) / 180;
    const end: V3 = [Math.cos(a) * 0.3, 0.07, Math.sin(a) * 0.3];
    return [
      rod(`spoke_${i + 1}`, [0, 0.1, 0], end, 0.022, 'plastic', {
        color: 0x2a2a2e,
        role: 'detail',
      }),
      {
        name: `caster_${i + 1}`,
        shape: { ball: 0.035 },
        at: [end[0], 0.035, end[2]],
        finish: 'plastic',
        color: 0x1a1a1a,
        role: 'fixed' as const,
      },
    ];
  });
}

/** Spread playing cards: one part and one pip per card, fanned about the bottom corner. */
function fan(): PartDecl[] {
  const pips: Array<[number, V2[]]> = [
    [0xc81e28, heart(0.012)],
    [
      0x1a1a1a,
      [
        [0, 0.014],
        [0.011, -0.004],
        [0, -0.012],
        [-0.011, -0.004],
      ],
    ],
    [
      0xc81e28,
      [
        [0, 0.015],
        [0.01, 0],
        [0, -0.015],
        [-0.01, 0],
      ],
    ],
  ];
  return [-22, 0, 22].flatMap((deg, i) => {
    const a = (deg * Math.PI) / 180;
    const z = i * 0.002;
    const [color, pip] = pips[i]!;
    return [
      {
        name: `card_${i + 1}`,
        shape: { box: [0.063, 0.088, 0.0012] },
        turn: [0, 0, deg],
        at: [0, 0, z],
        finish: 'paper',
        color: 0xfaf8f2,
        role: i === 0 ? ('main' as const) : ('detail' as const),
      },
      {
        name: `pip_${i + 1}`,
        shape: { extrude: pip, depth: 0.0012 },
        at: [-Math.sin(a) * 0.044, Math.cos(a) * 0.044, z + 0.0012],
        finish: 'paint',
        color,
        role: 'fixed' as const,
      },
    ];
  });
}

/** One card standing, a big spade (a heart upside down on a stem) in its middle. */
function aceOfSpades(): StateDecl {
  return {
    drop: ['card_1', 'pip_1', 'card_2', 'pip_2', 'card_3', 'pip_3'],
    parts: [
      {
        name: 'card',
        shape: { box: [0.063, 0.088, 0.0012] },
        finish: 'paper',
        color: 0xfaf8f2,
      },
      {
        name: 'spade',
        shape: { extrude: heart(0.022), depth: 0.0014 },
        turn: [0, 0, 180],
        at: [0, 0.048, 0.0012],
        finish: 'paint',
        color: 0x1a1a1a,
        role: 'fixed',
      },
      {
        name: 'stem',
        shape: {
          extrude: [
            [0, 0.012],
            [0.008, -0.004],
            [-0.008, -0.004],
          ],
          depth: 0.0014,
        },
        at: [0, 0.03, 0.0012],
        finish: 'paint',
        color: 0x1a1a1a,
        role: 'fixed',
      },
    ],
  };
}

/** A heart outline of half-width `r`. */
function heart(r: number): V2[] {
  return [
    ...arcPoints([r * 0.5, r * 0.3], r * 0.5, -40, 180, 8),
    ...arcPoints([-r * 0.5, r * 0.3], r * 0.5, 0, 220, 8).slice(1),
    [0, -r * 1.1],
  ];
}

/** Text lines of a printed page: thin grey bars in a column. */
/** A magazine lying flat: a glossy cover, a coloured picture with a face, a masthead and cover lines. */
const MAGAZINE = {
  drop: ['paper', 'headline', 'photo', 'column', 'text'],
  parts: [
    {
      name: 'cover',
      shape: { box: [0.21, 0.008, 0.28], round: 0.002 },
      finish: 'paper',
      color: 0xf6f4f0,
      role: 'detail',
    },
    {
      name: 'picture',
      shape: { box: [0.19, 0.002, 0.2] },
      at: [0, 0.0075, 0.03],
      finish: 'paint',
      colors: [0x4ab0e0, 0xf0a0b8, 0xf2c84a, 0x7ac86a],
      role: 'accent',
    },
    {
      name: 'face',
      shape: { ellipsoid: [0.035, 0.002, 0.045] },
      at: [0.02, 0.0093, 0.0],
      finish: 'skin',
      color: 0xe8b894,
      role: 'fixed',
    },
    {
      name: 'hair',
      shape: { ellipsoid: [0.042, 0.0018, 0.03] },
      at: [0.02, 0.0092, -0.035],
      finish: 'paint',
      color: 0x4a2a18,
      role: 'fixed',
    },
    {
      name: 'shoulders',
      shape: { box: [0.14, 0.002, 0.06], round: 0.0008 },
      at: [0.02, 0.0088, 0.1],
      finish: 'paint',
      color: 0x2a2a30,
      role: 'fixed',
    },
    {
      name: 'masthead',
      shape: { box: [0.19, 0.003, 0.045] },
      at: [0, 0.0075, -0.11],
      finish: 'paint',
      color: 0xd01c2c,
      answersTo: ['title', 'name'],
    },
    {
      name: 'coverline',
      shape: { box: [0.055, 0.003, 0.01] },
      at: [-0.06, 0.0085, -0.03],
      copies: [
        [0, 0, 0.03],
        [0, 0, 0.06],
        [0, 0, 0.09],
      ],
      finish: 'paint',
      color: 0xfafafa,
      role: 'fixed',
    },
  ],
} satisfies StateDecl;

function textLines(
  name: string,
  x: number,
  z0: number,
  rows: number,
  width: number,
  y: number,
): PartDecl {
  return {
    name,
    shape: { box: [width, 0.0015, 0.007] },
    at: [x, y, z0],
    copies: Array.from({ length: rows - 1 }, (_, i) => [0, 0, (i + 1) * 0.016] as const),
    finish: 'paint',
    color: 0x5a5a5e,
    role: 'fixed',
  };
}

const STEEL = { finish: 'steel', role: 'detail' as const };

/** A builder's hard hat: a yellow dome on a brim that runs all round. */
const HARD_HAT: readonly PartDecl[] = [
  {
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
    finish: 'plastic',
    color: 0xf5b800,
  },
  {
    name: 'brim',
    shape: { cyl: 0.008, r: 0.17 },
    at: [0, 0.004, 0.015],
    finish: 'plastic',
    color: 0xf5b800,
  },
];

/** Three sticks of dynamite in red paper, bound with black tape, the fuse rising from the middle. */
const DYNAMITE: readonly PartDecl[] = [
  {
    name: 'stick',
    shape: { cyl: 0.3, r: 0.042 },
    at: [-0.042, 0, 0.024],
    copies: [
      [0.084, 0, 0],
      [0.042, 0, -0.073],
    ],
    finish: 'paper',
    color: 0xc8202a,
  },
  {
    name: 'tape',
    shape: { cyl: 0.03, r: 0.095 },
    at: [0, 0.06, 0],
    copies: [[0, 0.16, 0]],
    finish: 'rubber',
    color: 0x1e1e1e,
    role: 'detail',
  },
  {
    name: 'knot',
    shape: { ball: 0.016 },
    at: [0, 0.31, 0],
    finish: 'linen',
    color: 0xc8a870,
    role: 'detail',
  },
];

export const COMMON_THING_KINDS: readonly KindDecl[] = [
  {
    kind: 'gun',
    nouns: ['gun', 'rifle', 'musket', 'carbine', 'firearm'],
    size: [0.25, 1.35],
    parts: [
      {
        name: 'stock',
        shape: {
          extrude: [
            [-0.58, 0],
            [-0.58, 0.15],
            [-0.15, 0.2],
            [0.36, 0.2],
            [0.36, 0.16],
            [-0.1, 0.14],
            [-0.32, 0.06],
          ],
          depth: 0.05,
          round: 0.01,
        },
        finish: 'wood',
        color: 0x8a5a32,
      },
      {
        name: 'receiver',
        shape: { box: [0.3, 0.06, 0.045] },
        at: [0, 0.18, 0],
        finish: 'darkMetal',
        role: 'detail',
      },
      rod('barrel', [0.1, 0.225, 0], [0.76, 0.225, 0], 0.014, 'darkMetal', { role: 'detail' }),
      {
        name: 'trigger_guard',
        shape: { ring: 0.03, r: 0.006, arc: 180, from: 180 },
        at: [-0.04, 0.13, 0],
        finish: 'darkMetal',
        role: 'fixed',
      },
      rod('trigger', [-0.04, 0.14, 0], [-0.05, 0.11, 0], 0.005, 'darkMetal', { role: 'fixed' }),
      {
        name: 'sight',
        shape: { box: [0.02, 0.03, 0.01] },
        at: [0.72, 0.23, 0],
        finish: 'darkMetal',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'cannon',
    // A bombard is the medieval cannon people mean, not WordNet's bass shawm (session 28,
    // r2things; docs/decisions.md "A spent list's made things, round 2").
    nouns: ['cannon', 'artillery', 'field gun', 'howitzer', 'mortar cannon', 'bombard', 'bombards'],
    size: [0.85, 1.35],
    parts: [
      {
        name: 'carriage',
        shape: { box: [0.9, 0.25, 0.4] },
        at: [-0.1, 0.2, 0],
        finish: 'wood',
        color: 0x7a5230,
      },
      {
        name: 'barrel',
        shape: {
          lathe: [
            [0, 0],
            [0.16, 0],
            [0.17, 0.06],
            [0.13, 0.16],
            [0.1, 1.05],
            [0.12, 1.12],
            [0, 1.12],
          ],
        },
        turn: [0, 0, -75],
        at: [-0.45, 0.5, 0],
        finish: 'darkMetal',
        color: 0x2a2a2e,
      },
      {
        name: 'wheel',
        shape: { cyl: 0.08, r: 0.35 },
        turn: [90, 0, 0],
        at: [0.05, 0.35, 0.2],
        copies: [[0, 0, -0.48]],
        finish: 'wood',
        color: 0x6a4428,
        role: 'accent',
      },
      rod('axle', [0.05, 0.35, -0.3], [0.05, 0.35, 0.3], 0.03, 'iron', { role: 'fixed' }),
    ],
  },
  {
    kind: 'telephone',
    nouns: ['telephone', 'landline', 'rotary phone', 'desk phone', 'telephone set'],
    size: [0.16, 0.3],
    parts: [
      {
        name: 'body',
        shape: {
          plan: [
            [-0.12, -0.1],
            [0.12, -0.1],
            [0.11, 0.1],
            [-0.11, 0.1],
          ],
          height: 0.08,
          taper: 0.8,
        },
        finish: 'plastic',
        color: 0x1e1e22,
      },
      {
        name: 'cradle',
        shape: { box: [0.03, 0.04, 0.05] },
        at: [0.085, 0.06, -0.03],
        mirror: true,
        finish: 'plastic',
        color: 0x1e1e22,
        role: 'detail',
      },
      rod('handset', [-0.1, 0.115, -0.03], [0.1, 0.115, -0.03], 0.02, 'plastic', {
        color: 0x1e1e22,
      }),
      {
        name: 'earpiece',
        shape: { ellipsoid: [0.035, 0.026, 0.045] },
        at: [0.11, 0.105, -0.03],
        mirror: true,
        finish: 'plastic',
        color: 0x1e1e22,
        role: 'detail',
      },
      {
        name: 'dial',
        shape: { cyl: 0.012, r: 0.05 },
        turn: [-35, 0, 0],
        at: [0, 0.055, 0.045],
        finish: 'plastic',
        color: 0xf2f0ea,
        role: 'accent',
      },
      {
        name: 'dial_centre',
        shape: { cyl: 0.014, r: 0.018 },
        turn: [-35, 0, 0],
        at: [0, 0.06, 0.05],
        finish: 'chrome',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'cigarette',
    nouns: ['cigarette', 'ashtray', 'cigarette butt'],
    size: [0.03, 0.12],
    parts: [
      {
        name: 'ashtray',
        shape: {
          lathe: [
            [0, 0],
            [0.05, 0],
            [0.056, 0.022],
          ],
          wall: 0.006,
        },
        finish: 'glass',
        color: 0x9ab8c0,
        role: 'accent',
      },
      rod('paper', [-0.02, 0.02, 0], [0.055, 0.027, 0], 0.0045, 'paper', { color: 0xf8f6f0 }),
      rod('filter', [-0.045, 0.018, 0], [-0.02, 0.02, 0], 0.0047, 'cork', { role: 'detail' }),
      {
        name: 'ember',
        shape: { ball: 0.0048 },
        at: [0.057, 0.027, 0],
        finish: 'redLight',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'plug',
    nouns: ['plug', 'electric plug', 'power plug', 'power cord', 'extension cord'],
    size: [0.075, 0.16],
    parts: [
      {
        name: 'body',
        shape: { box: [0.045, 0.05, 0.03], round: 0.006 },
        finish: 'plastic',
        color: 0xf0f0ec,
      },
      {
        name: 'prong',
        shape: { box: [0.006, 0.025, 0.002] },
        at: [0.011, 0.049, 0],
        mirror: true,
        ...STEEL,
      },
      {
        name: 'cable',
        shape: {
          sweep: [
            [0, 0.015, -0.012],
            [0, 0.008, -0.05],
            [0.03, 0.005, -0.09],
            [0.07, 0.005, -0.11],
          ],
          r: 0.004,
        },
        finish: 'rubber',
        color: 0xf0f0ec,
        role: 'detail',
      },
    ],
  },
  {
    kind: 'antenna',
    nouns: ['antenna', 'aerial', 'tv antenna', 'television antenna'],
    size: [1.45, 1.0],
    parts: [
      { name: 'base', shape: { cyl: 0.04, r: 0.12 }, finish: 'darkMetal', role: 'detail' },
      { name: 'mast', shape: { cyl: 1.4, r: 0.02 }, finish: 'steel' },
      rod('boom', [0, 1.36, -0.5], [0, 1.36, 0.5], 0.015, 'steel', { role: 'detail' }),
      {
        name: 'element',
        shape: {
          capsule: [
            [-0.36, 1.36, 0],
            [0.36, 1.36, 0],
          ],
          r: 0.008,
        },
        copies: [
          [0, 0, 0.22],
          [0, 0, -0.22],
          [0, 0, 0.44],
          [0, 0, -0.44],
        ],
        finish: 'aluminum',
        role: 'detail',
      },
    ],
  },
  {
    kind: 'chimney',
    nouns: ['chimney', 'chimney stack', 'smokestack', 'chimney pot'],
    size: [1.8, 0.8],
    parts: [
      { name: 'stack', shape: { box: [0.6, 1.4, 0.6] }, finish: 'brick', color: 0xa04a32 },
      {
        name: 'cap',
        shape: { box: [0.72, 0.08, 0.72] },
        at: [0, 1.4, 0],
        finish: 'stone',
        role: 'accent',
      },
      {
        name: 'pot',
        shape: { cyl: 0.32, r: 0.1, rTop: 0.08 },
        at: [0.15, 1.48, 0],
        mirror: true,
        finish: 'terracotta',
        role: 'detail',
      },
      {
        name: 'smoke',
        shape: { ellipsoid: [0.1, 0.08, 0.1] },
        at: [0.17, 1.85, 0],
        copies: [[0.06, 0.12, 0.02]],
        finish: 'plaster',
        color: 0xd8d8dc,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'tape',
    nouns: ['tape', 'roll of tape', 'duct tape', 'sticky tape', 'adhesive tape', 'masking tape'],
    size: [0.11, 0.14],
    parts: [
      {
        name: 'roll',
        shape: { cyl: 0.05, r: 0.055 },
        turn: [90, 0, 0],
        at: [0, 0.055, -0.025],
        minus: [{ shape: { cyl: 0.07, r: 0.036 }, turn: [90, 0, 0], at: [0, 0.055, -0.035] }],
        finish: 'plastic',
        color: 0x9a9aa2,
      },
      {
        name: 'core',
        shape: { cyl: 0.05, r: 0.036 },
        turn: [90, 0, 0],
        at: [0, 0.055, -0.025],
        minus: [{ shape: { cyl: 0.07, r: 0.03 }, turn: [90, 0, 0], at: [0, 0.055, -0.035] }],
        finish: 'paper',
        color: 0xc8a878,
        role: 'detail',
      },
      {
        name: 'strip',
        shape: { box: [0.09, 0.0015, 0.05] },
        at: [0.045, 0, 0],
        finish: 'plastic',
        color: 0x9a9aa2,
        role: 'detail',
      },
    ],
  },
  {
    kind: 'bomb',
    nouns: ['bomb', 'cannonball', 'explosive', 'dynamite'],
    size: [0.42, 0.3],
    parts: [
      {
        name: 'shell',
        shape: { ball: 0.15 },
        at: [0, 0.15, 0],
        finish: 'darkMetal',
        color: 0x1c1c20,
      },
      {
        name: 'cap',
        shape: { cyl: 0.05, r: 0.05 },
        at: [0, 0.28, 0],
        finish: 'darkMetal',
        role: 'detail',
      },
      {
        name: 'fuse',
        shape: {
          sweep: [
            [0, 0.32, 0],
            [0.02, 0.37, 0],
            [0.06, 0.4, 0],
            [0.09, 0.39, 0],
          ],
          r: 0.008,
        },
        finish: 'linen',
        color: 0xc8a870,
        role: 'detail',
      },
      {
        name: 'spark',
        shape: { ball: 0.022 },
        at: [0.095, 0.395, 0],
        finish: 'light',
        color: 0xffb020,
        role: 'fixed',
      },
    ],
    // A cannonball is the iron ball alone; dynamite a bundle of red sticks taped round under
    // the fuse (both read as the cartoon bomb).
    looks: {
      cannonball: { drop: ['cap', 'fuse', 'spark'] },
      dynamite: { drop: ['shell', 'cap'], parts: DYNAMITE },
    },
  },
  {
    kind: 'workbench',
    nouns: ['workbench', 'work bench', 'carpenter bench', 'tool bench'],
    size: [1.0, 1.6],
    parts: [
      {
        name: 'top',
        shape: { box: [1.6, 0.08, 0.7] },
        at: [0, 0.82, 0],
        finish: 'wood',
        color: 0xb88a58,
      },
      {
        name: 'leg',
        shape: { box: [0.08, 0.82, 0.08] },
        at: [0.72, 0, 0.28],
        copies: [
          [-1.44, 0, 0],
          [0, 0, -0.56],
          [-1.44, 0, -0.56],
        ],
        finish: 'wood',
        color: 0x9a6e42,
        role: 'detail',
      },
      {
        name: 'shelf',
        shape: { box: [1.5, 0.04, 0.6] },
        at: [0, 0.22, 0],
        finish: 'wood',
        color: 0x9a6e42,
        role: 'detail',
      },
      {
        name: 'vise',
        shape: { box: [0.18, 0.1, 0.12] },
        at: [0.6, 0.9, 0.3],
        finish: 'paint',
        color: 0x2a5a9a,
        role: 'accent',
      },
      rod('vise_handle', [0.6, 0.94, 0.37], [0.6, 0.94, 0.5], 0.01, 'steel', { role: 'fixed' }),
      {
        name: 'hammer_head',
        shape: { box: [0.05, 0.04, 0.12] },
        at: [-0.3, 0.9, 0.05],
        finish: 'steel',
        role: 'fixed',
      },
      rod('hammer_handle', [-0.3, 0.92, 0.05], [-0.05, 0.92, 0.12], 0.012, 'paleWood', {
        role: 'fixed',
      }),
    ],
  },
  {
    kind: 'curtain',
    nouns: ['curtain', 'curtains', 'drapes', 'drape', 'drapery'],
    size: [2.15, 1.95],
    parts: [
      rod('rod', [-0.92, 2.1, 0], [0.92, 2.1, 0], 0.02, 'brass', { role: 'detail' }),
      {
        name: 'finial',
        shape: { ball: 0.04 },
        at: [0.94, 2.1, 0],
        mirror: true,
        finish: 'brass',
        role: 'detail',
      },
      {
        name: 'panel',
        shape: { plan: wavyStrip(0.08, 0.86, 0.035, 4, 0.02), height: 2.07 },
        mirror: true,
        finish: 'fabric',
        color: 0x8a1e2e,
      },
    ],
  },
  {
    kind: 'feather',
    nouns: ['feather', 'quill', 'plume'],
    size: [0.62, 0.32],
    parts: [
      {
        name: 'vane',
        shape: {
          extrude: [
            [0, 0.08],
            [0.05, 0.22],
            [0.062, 0.42],
            [0.035, 0.58],
            [0.004, 0.66],
            [-0.02, 0.6],
            [-0.045, 0.42],
            [-0.042, 0.2],
          ],
          depth: 0.006,
        },
        turn: [0, 0, -20],
        finish: 'feathers',
        color: 0xf2eee4,
      },
      {
        name: 'quill',
        shape: {
          sweep: [
            [0, 0, 0],
            [0, 0.1, 0],
            [0.004, 0.4, 0],
            [0.002, 0.64, 0],
          ],
          r: [0.006, 0.005, 0.004, 0.002],
        },
        turn: [0, 0, -20],
        finish: 'plastic',
        color: 0xe8dcc0,
        role: 'detail',
      },
    ],
  },
  {
    kind: 'playing card',
    nouns: [
      'playing card',
      'playing cards',
      'card',
      'cards',
      'deck of cards',
      'ace of spades',
      'ace of hearts',
      'ace of diamonds',
      'ace of clubs',
    ],
    size: [0.11, 0.11],
    parts: fan(),
    // The ace of spades alone: one card, one big black spade (issue #32, session 19, A).
    looks: { 'ace of spades': aceOfSpades() },
  },
  {
    kind: 'rope',
    nouns: ['rope', 'coil of rope', 'lasso'],
    size: [0.14, 0.45],
    parts: [
      ...[0, 1, 2, 3].map((i): PartDecl => ({
        name: `coil_${i + 1}`,
        shape: { ring: 0.16 - i * 0.012, r: 0.022 },
        turn: [90, 0, 0],
        at: [0, 0.022 + i * 0.036, 0],
        finish: 'linen',
        color: 0xc8a468,
        ...(i === 0 ? {} : { role: 'detail' as const }),
      })),
      {
        name: 'end',
        shape: {
          sweep: [
            [0.16, 0.022, 0],
            [0.22, 0.022, 0.05],
            [0.26, 0.022, 0.14],
          ],
          r: 0.022,
        },
        finish: 'linen',
        color: 0xc8a468,
        role: 'detail',
      },
    ],
    // A cord stands in as the rope, drawn as a hank of thin string (s27-objects.ts).
    looks: { cord: CORD_LOOK },
  },
  {
    kind: 'fireplace',
    nouns: ['fireplace', 'hearth', 'fire place', 'mantelpiece'],
    size: [1.3, 1.8],
    parts: [
      {
        name: 'surround',
        shape: { box: [1.6, 1.2, 0.4] },
        minus: [{ shape: { box: [0.9, 0.8, 0.5] }, at: [0, 0, 0.12] }],
        finish: 'brick',
        color: 0xa85a40,
      },
      {
        name: 'mantel',
        shape: { box: [1.8, 0.08, 0.5] },
        at: [0, 1.2, 0.03],
        finish: 'wood',
        color: 0x6a4428,
        role: 'accent',
      },
      {
        name: 'hearth',
        shape: { box: [1.7, 0.05, 0.3] },
        at: [0, 0, 0.32],
        finish: 'stone',
        role: 'detail',
      },
      {
        name: 'log',
        shape: {
          capsule: [
            [-0.3, 0.07, 0.06],
            [0.3, 0.07, 0],
          ],
          r: 0.06,
        },
        copies: [[0, 0.09, 0.04]],
        finish: 'bark',
        role: 'detail',
      },
      {
        name: 'flame',
        shape: {
          lathe: [
            [0, 0],
            [0.15, 0.06],
            [0.12, 0.22],
            [0.05, 0.4],
            [0, 0.5],
          ],
          smooth: true,
        },
        at: [0, 0.12, 0.04],
        finish: 'light',
        color: 0xff7a1a,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'flag',
    nouns: ['flag', 'banner', 'pennant', 'flagpole', 'flag pole', 'ensign'],
    size: [2.35, 1.0],
    parts: [
      { name: 'base', shape: { cyl: 0.08, r: 0.15 }, finish: 'stone', role: 'detail' },
      { name: 'pole', shape: { cyl: 2.3, r: 0.025 }, finish: 'steel', role: 'detail' },
      { name: 'finial', shape: { ball: 0.045 }, at: [0, 2.32, 0], finish: 'gold', role: 'fixed' },
      {
        name: 'cloth',
        shape: { plan: wavyStrip(0.02, 0.92, 0.05, 1.5, 0.012), height: 0.58 },
        at: [0, 1.66, 0],
        finish: 'fabric',
        color: 0xc8202a,
      },
      {
        name: 'stripe',
        shape: { plan: wavyStrip(0.02, 0.92, 0.05, 1.5, 0.016), height: 0.14 },
        at: [0, 1.88, 0],
        finish: 'fabric',
        color: 0xf4f2ec,
        role: 'accent',
      },
    ],
    // A pirate flag is black with a white skull over crossed bones; a pennant a long
    // triangle (docs/decisions.md, "Vehicles, play and the street", session 20 R).
    looks: {
      'pirate flag': {
        drop: ['cloth', 'stripe'],
        parts: [
          {
            name: 'cloth',
            shape: { box: [0.9, 0.58, 0.012] },
            at: [0.47, 1.66, 0],
            finish: 'fabric',
            color: 0x141414,
          },
          {
            name: 'skull',
            shape: { ellipsoid: [0.09, 0.1, 0.02] },
            at: [0.47, 2.0, 0],
            finish: 'fabric',
            color: 0xf4f2ec,
            role: 'fixed',
          },
          {
            name: 'jaw',
            shape: { box: [0.1, 0.06, 0.03] },
            at: [0.47, 1.87, 0],
            finish: 'fabric',
            color: 0xf4f2ec,
            role: 'fixed',
          },
          {
            name: 'bone',
            shape: {
              capsule: [
                [0.3, 1.72, 0],
                [0.64, 1.86, 0],
              ],
              r: 0.022,
            },
            finish: 'fabric',
            color: 0xf4f2ec,
            role: 'fixed',
          },
          {
            name: 'bone_2',
            shape: {
              capsule: [
                [0.3, 1.86, 0],
                [0.64, 1.72, 0],
              ],
              r: 0.022,
            },
            finish: 'fabric',
            color: 0xf4f2ec,
            role: 'fixed',
          },
        ],
      },
      pennant: {
        drop: ['cloth', 'stripe'],
        parts: [
          {
            name: 'cloth',
            shape: {
              extrude: [
                [0.02, 0],
                [0.95, 0.18],
                [0.02, 0.36],
              ],
              depth: 0.012,
            },
            at: [0, 1.86, 0],
            finish: 'fabric',
            color: 0xc8202a,
          },
        ],
      },
    },
  },
  {
    kind: 'wall',
    nouns: ['wall', 'brick wall', 'garden wall'],
    size: [1.5, 2.4],
    // A rampart is crenellated stone (session 30, places).
    looks: S30_WALL_LOOKS,
    parts: [
      { name: 'bricks', shape: { box: [2.4, 1.4, 0.3] }, finish: 'brick', color: 0xa04a32 },
      {
        name: 'mortar',
        shape: { box: [2.41, 0.014, 0.31] },
        at: [0, 0.14, 0],
        copies: Array.from({ length: 8 }, (_, i) => [0, (i + 1) * 0.14, 0] as const),
        finish: 'plaster',
        color: 0xd8d0c0,
        role: 'fixed',
      },
      {
        name: 'coping',
        shape: { box: [2.5, 0.1, 0.38] },
        at: [0, 1.4, 0],
        finish: 'stone',
        role: 'accent',
      },
    ],
  },
  {
    kind: 'gate',
    nouns: ['gate', 'garden gate', 'wicket gate'],
    size: [1.3, 1.55],
    parts: [
      {
        name: 'post',
        shape: { box: [0.14, 1.3, 0.14] },
        at: [0.7, 0, 0],
        mirror: true,
        finish: 'wood',
        color: 0x7a5232,
        role: 'accent',
      },
      {
        name: 'rail',
        shape: { box: [1.26, 0.08, 0.04] },
        at: [0, 0.3, 0.05],
        copies: [[0, 0.62, 0]],
        finish: 'wood',
        color: 0xc09a68,
      },
      {
        name: 'picket',
        shape: {
          extrude: [
            [-0.04, 0],
            [0.04, 0],
            [0.04, 0.95],
            [0, 1.03],
            [-0.04, 0.95],
          ],
          depth: 0.03,
        },
        at: [-0.5, 0.1, 0.085],
        copies: [
          [0.2, 0, 0],
          [0.4, 0, 0],
          [0.6, 0, 0],
          [0.8, 0, 0],
          [1.0, 0, 0],
        ],
        finish: 'wood',
        color: 0xc09a68,
      },
      rod('brace', [-0.55, 0.36, 0.05], [0.55, 0.9, 0.05], 0.025, 'wood', {
        color: 0xa8845a,
        role: 'detail',
      }),
      {
        name: 'latch',
        shape: { box: [0.1, 0.04, 0.03] },
        at: [0.6, 0.75, 0.09],
        finish: 'iron',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'newspaper',
    nouns: ['newspaper', 'magazine', 'gazette', 'tabloid', 'journal'],
    size: [0.02, 0.42],
    parts: [
      {
        name: 'paper',
        shape: { box: [0.3, 0.015, 0.42], round: 0.004 },
        finish: 'paper',
        color: 0xeeeae0,
      },
      {
        name: 'headline',
        shape: { box: [0.26, 0.003, 0.04] },
        at: [0, 0.014, -0.165],
        finish: 'paint',
        color: 0x1a1a1a,
        role: 'fixed',
      },
      {
        name: 'photo',
        shape: { box: [0.12, 0.003, 0.12] },
        at: [-0.065, 0.014, -0.055],
        finish: 'paint',
        color: 0x6a7480,
        role: 'accent',
      },
      textLines('column', 0.07, -0.11, 8, 0.11, 0.015),
      textLines('text', 0, 0.03, 10, 0.26, 0.015),
    ],
    // A magazine is a glossy cover: a face on a coloured picture under a masthead (the grey
    // newsprint of columns read as a newspaper).
    looks: { magazine: MAGAZINE },
  },
  {
    kind: 'envelope',
    nouns: ['envelope', 'letter', 'mail', 'postcard'],
    size: [0.01, 0.22],
    parts: [
      {
        name: 'body',
        shape: { box: [0.22, 0.006, 0.11], round: 0.001 },
        finish: 'paper',
        color: 0xf4efe0,
      },
      {
        name: 'flap',
        shape: {
          plan: [
            [-0.11, -0.055],
            [0.11, -0.055],
            [0, 0.02],
          ],
          height: 0.002,
        },
        at: [0, 0.006, 0],
        finish: 'paper',
        color: 0xe4dcc8,
        role: 'accent',
      },
      {
        name: 'seal',
        shape: { cyl: 0.003, r: 0.012 },
        at: [0, 0.007, 0.012],
        finish: 'paint',
        color: 0xb01c24,
        role: 'fixed',
      },
      {
        name: 'stamp',
        shape: { box: [0.024, 0.002, 0.028] },
        at: [0.085, 0.006, 0.035],
        finish: 'paint',
        color: 0x2a6ab0,
        role: 'fixed',
      },
    ],
    // A postcard is a card with a picture on one half and written lines by the stamp, no flap
    // or seal (it read as a sealed envelope).
    looks: {
      postcard: {
        drop: ['flap', 'seal'],
        parts: [
          {
            name: 'picture',
            shape: { box: [0.1, 0.002, 0.09] },
            at: [-0.05, 0.006, 0],
            finish: 'paper',
            color: 0x5a9ad8,
            role: 'fixed',
          },
          {
            name: 'hills',
            shape: { box: [0.1, 0.003, 0.04] },
            at: [-0.05, 0.006, 0.025],
            finish: 'paper',
            color: 0x4a9a4a,
            role: 'fixed',
          },
          {
            name: 'sun',
            shape: { cyl: 0.003, r: 0.011 },
            at: [-0.075, 0.006, -0.02],
            finish: 'paper',
            color: 0xf4c430,
            role: 'fixed',
          },
          {
            name: 'line',
            shape: { box: [0.07, 0.002, 0.003] },
            at: [0.055, 0.006, 0.005],
            copies: [
              [0, 0, 0.015],
              [0, 0, 0.03],
            ],
            finish: 'paper',
            color: 0x3a3a48,
            role: 'fixed',
          },
        ],
      },
    },
  },
  {
    kind: 'wagon',
    nouns: ['wagon', 'cart', 'handcart', 'pushcart', 'toy wagon', 'trolley'],
    size: [0.65, 1.35],
    parts: [
      {
        name: 'bed',
        shape: { box: [0.9, 0.2, 0.45] },
        at: [0, 0.2, 0],
        minus: [{ shape: { box: [0.84, 0.3, 0.39] }, at: [0, 0.24, 0] }],
        finish: 'paint',
        color: 0xc8202a,
      },
      {
        name: 'wheel',
        shape: { cyl: 0.05, r: 0.1 },
        turn: [90, 0, 0],
        at: [0.3, 0.1, 0.228],
        copies: [
          [-0.6, 0, 0],
          [0, 0, -0.506],
          [-0.6, 0, -0.506],
        ],
        finish: 'rubber',
        color: 0x1e1e1e,
        role: 'detail',
      },
      {
        name: 'axle',
        shape: {
          capsule: [
            [0.3, 0.1, -0.25],
            [0.3, 0.1, 0.25],
          ],
          r: 0.012,
        },
        copies: [[-0.6, 0, 0]],
        ...STEEL,
      },
      {
        name: 'handle',
        shape: {
          sweep: [
            [0.44, 0.22, 0],
            [0.72, 0.45, 0],
            [0.84, 0.62, 0],
          ],
          r: 0.012,
        },
        finish: 'paint',
        color: 0x1e1e1e,
        role: 'accent',
      },
      rod('grip', [0.84, 0.62, -0.08], [0.84, 0.62, 0.08], 0.02, 'rubber', {
        color: 0x1e1e1e,
        role: 'fixed',
      }),
    ],
  },
  {
    kind: 'wheelbarrow',
    nouns: ['wheelbarrow', 'barrow', 'wheel barrow'],
    size: [0.75, 1.7],
    parts: [
      {
        name: 'tray',
        shape: {
          plan: [
            [-0.32, -0.26],
            [0.32, -0.26],
            [0.32, 0.26],
            [-0.32, 0.26],
          ],
          height: 0.28,
          taper: 1.3,
        },
        at: [0, 0.3, 0],
        minus: [
          {
            shape: {
              plan: [
                [-0.28, -0.22],
                [0.28, -0.22],
                [0.28, 0.22],
                [-0.28, 0.22],
              ],
              height: 0.3,
              taper: 1.3,
            },
            at: [0, 0.34, 0],
          },
        ],
        finish: 'paint',
        color: 0x2a7a3a,
      },
      {
        name: 'wheel',
        shape: { cyl: 0.08, r: 0.18 },
        turn: [90, 0, 0],
        at: [0.62, 0.18, -0.04],
        finish: 'rubber',
        color: 0x1e1e1e,
        role: 'detail',
      },
      {
        name: 'handle',
        shape: {
          capsule: [
            [0.62, 0.18, 0.2],
            [-0.88, 0.62, 0.26],
          ],
          r: 0.022,
        },
        copies: [[0, 0, -0.46]],
        finish: 'wood',
        color: 0xb08458,
        role: 'accent',
      },
      rod('hub', [0.62, 0.18, -0.2], [0.62, 0.18, 0.2], 0.02, 'steel', { role: 'fixed' }),
      {
        name: 'leg',
        shape: {
          capsule: [
            [-0.32, 0.4, 0.2],
            [-0.36, 0.01, 0.2],
          ],
          r: 0.018,
        },
        copies: [[0, 0, -0.4]],
        ...STEEL,
      },
    ],
  },
  {
    kind: 'radio',
    nouns: ['radio', 'stereo', 'boombox', 'transistor radio', 'radio set'],
    size: [0.42, 0.38],
    parts: [
      {
        name: 'body',
        shape: { box: [0.36, 0.22, 0.12], round: 0.015 },
        finish: 'paint',
        color: 0xb83a2a,
      },
      {
        name: 'speaker',
        shape: { cyl: 0.012, r: 0.072 },
        turn: [90, 0, 0],
        at: [-0.07, 0.11, 0.055],
        finish: 'fabric',
        color: 0xd8cfb8,
        role: 'accent',
      },
      {
        name: 'dial',
        shape: { box: [0.12, 0.05, 0.01] },
        at: [0.095, 0.13, 0.058],
        finish: 'glass',
        color: 0xf0e8c0,
        role: 'fixed',
      },
      {
        name: 'knob',
        shape: { cyl: 0.02, r: 0.018 },
        turn: [90, 0, 0],
        at: [0.06, 0.06, 0.058],
        copies: [[0.07, 0, 0]],
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'handle',
        shape: { ring: 0.1, r: 0.01, arc: 180 },
        at: [0, 0.21, 0],
        finish: 'chrome',
        role: 'detail',
      },
      rod('antenna', [0.15, 0.22, -0.03], [0.26, 0.5, -0.03], 0.005, 'chrome', { role: 'fixed' }),
    ],
  },
  {
    kind: 'tire',
    nouns: ['tire', 'tyre', 'car tire', 'car tyre', 'spare tire'],
    size: [0.66, 0.66],
    parts: [
      {
        name: 'tread',
        shape: { cyl: 0.22, r: 0.33 },
        turn: [90, 0, 0],
        at: [0, 0.33, -0.11],
        minus: [{ shape: { cyl: 0.3, r: 0.19 }, turn: [90, 0, 0], at: [0, 0.33, -0.15] }],
        finish: 'rubber',
        color: 0x222224,
      },
      {
        name: 'rim',
        shape: { cyl: 0.16, r: 0.195 },
        turn: [90, 0, 0],
        at: [0, 0.33, -0.08],
        finish: 'steel',
        role: 'accent',
      },
      {
        name: 'hub',
        shape: { cyl: 0.2, r: 0.06 },
        turn: [90, 0, 0],
        at: [0, 0.33, -0.1],
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'groove',
        shape: { ring: 0.333, r: 0.012 },
        at: [0, 0.33, 0.05],
        copies: [[0, 0, -0.1]],
        finish: 'rubber',
        color: 0x3a3a3c,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'safe',
    nouns: ['safe', 'strongbox', 'vault', 'safe box'],
    size: [0.75, 0.62],
    parts: [
      {
        name: 'body',
        shape: { box: [0.6, 0.7, 0.6], round: 0.02 },
        at: [0, 0.04, 0],
        finish: 'paint',
        color: 0x3a4a3e,
      },
      {
        name: 'foot',
        shape: { box: [0.08, 0.04, 0.08] },
        at: [0.24, 0, 0.22],
        copies: [
          [-0.48, 0, 0],
          [0, 0, -0.44],
          [-0.48, 0, -0.44],
        ],
        finish: 'darkMetal',
        role: 'fixed',
      },
      {
        name: 'door',
        shape: { box: [0.5, 0.6, 0.02] },
        at: [0, 0.09, 0.3],
        finish: 'paint',
        color: 0x2e3c32,
        role: 'accent',
      },
      {
        name: 'dial',
        shape: { cyl: 0.03, r: 0.07 },
        turn: [90, 0, 0],
        at: [0.05, 0.46, 0.3],
        finish: 'chrome',
        role: 'fixed',
      },
      rod('handle', [0.14, 0.22, 0.33], [0.14, 0.36, 0.33], 0.014, 'chrome', { role: 'fixed' }),
      {
        name: 'hinge',
        shape: { cyl: 0.1, r: 0.015 },
        at: [-0.25, 0.16, 0.315],
        copies: [[0, 0.36, 0]],
        finish: 'darkMetal',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'barbell',
    nouns: ['barbell', 'weights', 'weight bar', 'bar bell'],
    size: [0.44, 2.2],
    parts: [
      rod('bar', [-1.1, 0.22, 0], [1.1, 0.22, 0], 0.014, 'chrome', { role: 'detail' }),
      {
        name: 'plate',
        shape: { cyl: 0.05, r: 0.22 },
        turn: [0, 0, -90],
        at: [0.68, 0.22, 0],
        mirror: true,
        finish: 'darkMetal',
        color: 0x1c1c1e,
      },
      {
        name: 'small_plate',
        shape: { cyl: 0.04, r: 0.15 },
        turn: [0, 0, -90],
        at: [0.73, 0.22, 0],
        mirror: true,
        finish: 'paint',
        color: 0xc8202a,
        role: 'accent',
      },
      {
        name: 'collar',
        shape: { cyl: 0.03, r: 0.03 },
        turn: [0, 0, -90],
        at: [0.77, 0.22, 0],
        mirror: true,
        finish: 'chrome',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'shower',
    nouns: ['shower', 'shower head', 'showerhead', 'shower stall'],
    size: [2.2, 0.9],
    parts: [
      { name: 'tray', shape: { box: [0.9, 0.08, 0.9] }, finish: 'ceramic', color: 0xf4f4f2 },
      {
        name: 'tiles',
        shape: { box: [0.9, 2.2, 0.04] },
        at: [0, 0, -0.45],
        finish: 'ceramic',
        color: 0xcfe0e8,
        role: 'accent',
      },
      {
        name: 'pipe',
        shape: { cyl: 2.0, r: 0.02 },
        at: [0, 0.08, -0.41],
        finish: 'chrome',
        role: 'detail',
      },
      rod('arm', [0, 2.06, -0.41], [0, 2.1, -0.13], 0.018, 'chrome', { role: 'detail' }),
      {
        name: 'head',
        shape: { cyl: 0.06, r: 0.11, rTop: 0.03 },
        at: [0, 2.025, -0.12],
        finish: 'chrome',
        role: 'detail',
      },
      {
        name: 'valve',
        shape: { cyl: 0.04, r: 0.045 },
        turn: [90, 0, 0],
        at: [0, 1.1, -0.41],
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'water',
        shape: {
          capsule: [
            [0, 2.0, -0.12],
            [0, 0.09, -0.05],
          ],
          r: 0.006,
        },
        copies: [
          [0.05, 0, 0.02],
          [-0.05, 0, 0.02],
          [0.03, 0, -0.04],
          [-0.03, 0, -0.04],
          [0, 0, 0.05],
        ],
        finish: 'glass',
        color: 0x8ac8f0,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'easel',
    nouns: ['easel', 'painting easel', 'art easel'],
    size: [1.62, 0.8],
    parts: [
      rod('leg', [0.15, 1.6, -0.05], [0.36, 0, 0.2], 0.02, 'wood', {
        mirror: true,
        color: 0xb08458,
        role: 'detail',
      }),
      rod('back_leg', [0, 1.55, -0.1], [0, 0, -0.52], 0.02, 'wood', {
        color: 0xb08458,
        role: 'detail',
      }),
      {
        name: 'head',
        shape: { box: [0.36, 0.06, 0.1] },
        at: [0, 1.53, -0.07],
        finish: 'wood',
        color: 0x9a6e42,
        role: 'detail',
      },
      {
        name: 'ledge',
        shape: { box: [0.72, 0.04, 0.08] },
        at: [0, 0.74, 0.09],
        finish: 'wood',
        color: 0xb08458,
        role: 'detail',
      },
      {
        name: 'canvas',
        shape: { box: [0.6, 0.76, 0.025] },
        turn: [-9, 0, 0],
        at: [0, 0.78, 0.07],
        finish: 'fabric',
        color: 0xf6f2e8,
        role: 'detail',
      },
      {
        name: 'picture',
        shape: { box: [0.5, 0.62, 0.008] },
        turn: [-9, 0, 0],
        at: [0, 0.86, 0.085],
        finish: 'paint',
        color: 0x3a8ac8,
      },
      {
        name: 'sun',
        shape: { cyl: 0.006, r: 0.06 },
        turn: [81, 0, 0],
        at: [0.1, 1.3, 0.01],
        finish: 'paint',
        color: 0xf0c020,
        role: 'accent',
      },
      {
        name: 'hill',
        shape: { box: [0.5, 0.2, 0.006] },
        turn: [-9, 0, 0],
        at: [0, 0.88, 0.09],
        finish: 'paint',
        color: 0x3a8a3a,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'bow',
    nouns: ['bow', 'longbow', 'bow and arrow', 'archery bow'],
    size: [1.05, 0.95],
    parts: [
      {
        name: 'limb',
        shape: { ring: 0.6, r: 0.014, arc: 120, from: -60 },
        at: [-0.3, 0.52, 0],
        finish: 'wood',
        color: 0x8a5a30,
      },
      rod('grip', [0.28, 0.44, 0], [0.28, 0.6, 0], 0.022, 'leather', { role: 'accent' }),
      rod('string', [0, 0.005, 0], [0, 1.035, 0], 0.003, 'linen', {
        color: 0xf2eee0,
        role: 'fixed',
      }),
      rod('shaft', [-0.02, 0.52, 0], [0.62, 0.52, 0], 0.006, 'paleWood', { role: 'detail' }),
      {
        name: 'arrowhead',
        shape: { cyl: 0.06, r: 0.014, rTop: 0.001 },
        turn: [0, 0, -90],
        at: [0.62, 0.52, 0],
        finish: 'steel',
        role: 'fixed',
      },
      {
        name: 'fletching',
        shape: {
          extrude: [
            [0, 0],
            [0.08, 0],
            [0.1, 0.025],
            [0.02, 0.025],
          ],
          depth: 0.003,
        },
        at: [0.0, 0.525, 0],
        finish: 'feathers',
        color: 0xc8202a,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'arrow',
    nouns: ['arrow', 'dart'],
    size: [0.04, 0.8],
    parts: [
      rod('shaft', [-0.38, 0.012, 0], [0.34, 0.012, 0], 0.006, 'paleWood', {}),
      {
        name: 'head',
        shape: { cyl: 0.07, r: 0.016, rTop: 0.001 },
        turn: [0, 0, -90],
        at: [0.33, 0.012, 0],
        finish: 'steel',
        role: 'detail',
      },
      {
        name: 'fletching',
        shape: {
          extrude: [
            [0, 0],
            [0.1, 0],
            [0.12, 0.03],
            [0.02, 0.03],
          ],
          depth: 0.003,
        },
        at: [-0.4, 0.014, 0],
        copies: [[0, -0.002, 0]],
        finish: 'feathers',
        color: 0xc8202a,
        role: 'accent',
      },
      {
        name: 'vane',
        shape: {
          extrude: [
            [0, 0],
            [0.1, 0],
            [0.12, 0.03],
            [0.02, 0.03],
          ],
          depth: 0.003,
        },
        turn: [90, 0, 0],
        at: [-0.4, 0.012, 0.0],
        finish: 'feathers',
        color: 0xc8202a,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'leaf',
    nouns: ['leaf', 'oak leaf'],
    size: [0.025, 0.3],
    parts: [
      {
        name: 'blade',
        shape: { extrude: leafOutline(0.24, 0.13), depth: 0.004 },
        turn: [90, 0, 0],
        at: [-0.1, 0.012, 0],
        finish: 'leaf',
        color: 0x4a9a32,
      },
      rod('vein', [-0.1, 0.016, 0], [0.13, 0.016, 0], 0.003, 'leaf', {
        color: 0x8ac85a,
        role: 'detail',
      }),
      rod('stem', [-0.16, 0.004, 0.012], [-0.09, 0.014, 0], 0.004, 'stem', { role: 'detail' }),
    ],
  },
  {
    kind: 'grass',
    nouns: ['grass', 'tuft of grass', 'grass tuft', 'lawn', 'weed', 'reed'],
    size: [0.3, 0.36],
    parts: [
      { name: 'sod', shape: { cyl: 0.03, r: 0.11 }, finish: 'soil', role: 'detail' },
      ...blades(14),
    ],
    // Every cereal grass (an oat, millet) with ripe seed heads (s28-plants.ts).
    looks: GRASS_LOOKS,
  },
  {
    kind: 'staircase',
    nouns: ['staircase', 'stairs', 'stairway', 'steps', 'flight of stairs', 'stair'],
    size: [2.3, 2.3],
    parts: stairs(8, 1.0, 0.18, 0.28),
  },
  {
    kind: 'telephone pole',
    nouns: ['telephone pole', 'utility pole', 'power pole', 'telegraph pole', 'power line'],
    size: [9, 2.4],
    parts: [
      { name: 'pole', shape: { cyl: 8.6, r: 0.15, rTop: 0.11 }, finish: 'wood', color: 0x6a5034 },
      {
        name: 'crossarm',
        shape: { box: [2.0, 0.12, 0.12] },
        at: [0, 8.2, 0],
        finish: 'wood',
        color: 0x7a6040,
        role: 'accent',
      },
      {
        name: 'insulator',
        shape: { cyl: 0.16, r: 0.045, rTop: 0.03 },
        at: [0.85, 8.32, 0],
        mirror: true,
        finish: 'glass',
        color: 0x5aa07a,
        role: 'fixed',
      },
      {
        name: 'wire',
        shape: {
          capsule: [
            [0.85, 8.5, -1.2],
            [0.85, 8.5, 1.2],
          ],
          r: 0.012,
        },
        mirror: true,
        finish: 'darkMetal',
        role: 'fixed',
      },
      {
        name: 'transformer',
        shape: { cyl: 0.8, r: 0.25 },
        at: [0, 6.6, 0.36],
        finish: 'paint',
        color: 0x8a9098,
        role: 'detail',
      },
    ],
  },
  {
    kind: 'waterfall',
    nouns: ['waterfall', 'cascade', 'cataract'],
    size: [2.15, 2.5],
    parts: [
      {
        name: 'cliff',
        shape: { box: [2.2, 2.0, 1.0], round: 0.1 },
        at: [0, 0, -0.5],
        finish: 'stone',
        color: 0x7a746a,
        role: 'accent',
      },
      {
        name: 'river',
        shape: { box: [0.8, 0.05, 1.0] },
        at: [0, 1.99, -0.5],
        finish: 'ocean',
        role: 'detail',
      },
      rod('lip', [-0.4, 1.98, 0.02], [0.4, 1.98, 0.02], 0.06, 'ocean', { role: 'detail' }),
      {
        name: 'water',
        shape: { box: [0.8, 1.96, 0.08] },
        at: [0, 0.04, 0.04],
        finish: 'glass',
        color: 0x7ab8e8,
      },
      {
        name: 'pool',
        shape: { cyl: 0.05, r: 1.0 },
        at: [0, 0, 0.7],
        finish: 'ocean',
        role: 'detail',
      },
      {
        name: 'foam',
        shape: { ellipsoid: [0.5, 0.12, 0.25] },
        at: [0, 0.05, 0.15],
        finish: 'snow',
        role: 'fixed',
      },
      {
        name: 'boulder',
        shape: { ellipsoid: [0.25, 0.2, 0.22] },
        at: [0.8, 0.05, 0.35],
        copies: [[-1.55, 0, 0.15]],
        finish: 'stone',
        color: 0x6a645c,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'grill',
    nouns: ['grill', 'barbecue', 'bbq', 'barbecue grill', 'kettle grill'],
    size: [1.15, 0.75],
    parts: [
      {
        name: 'bowl',
        shape: { ellipsoid: [0.3, 0.28, 0.3] },
        at: [0, 0.82, 0],
        finish: 'paint',
        color: 0x1e1e22,
      },
      {
        name: 'seam',
        shape: { ring: 0.3, r: 0.012 },
        turn: [90, 0, 0],
        at: [0, 0.84, 0],
        finish: 'chrome',
        role: 'fixed',
      },
      rod('handle', [-0.08, 1.112, 0], [0.08, 1.112, 0], 0.018, 'wood', {
        color: 0x3a2a1a,
        role: 'fixed',
      }),
      {
        name: 'vent',
        shape: { cyl: 0.03, r: 0.04 },
        at: [0, 1.07, 0],
        finish: 'chrome',
        role: 'fixed',
      },
      ...grillLegs(),
      {
        name: 'wheel',
        shape: { cyl: 0.03, r: 0.07 },
        turn: [0, 0, -90],
        at: [-0.31, 0.07, -0.17],
        finish: 'rubber',
        color: 0x1a1a1a,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'office chair',
    nouns: ['office chair', 'swivel chair', 'desk chair', 'computer chair', 'gaming chair'],
    size: [1.15, 0.65],
    parts: [
      ...starBase(),
      {
        name: 'column',
        shape: { cyl: 0.36, r: 0.03 },
        at: [0, 0.1, 0],
        finish: 'chrome',
        role: 'detail',
      },
      {
        name: 'seat',
        shape: { box: [0.5, 0.09, 0.48], round: 0.03 },
        at: [0, 0.45, 0],
        finish: 'fabric',
        color: 0x2a2a30,
      },
      {
        name: 'back',
        shape: { box: [0.46, 0.55, 0.07], round: 0.03 },
        at: [0, 0.6, -0.24],
        finish: 'fabric',
        color: 0x2a2a30,
      },
      rod('support', [0, 0.47, -0.15], [0, 0.66, -0.24], 0.02, 'darkMetal', { role: 'detail' }),
      rod('armrest', [0.27, 0.62, -0.1], [0.27, 0.62, 0.14], 0.025, 'plastic', {
        mirror: true,
        color: 0x1a1a1e,
        role: 'accent',
      }),
      rod('arm_post', [0.25, 0.5, 0], [0.27, 0.62, 0], 0.018, 'plastic', {
        mirror: true,
        color: 0x1a1a1e,
        role: 'detail',
      }),
    ],
  },
  {
    kind: 'duffel bag',
    nouns: ['duffel bag', 'duffle bag', 'gym bag', 'sports bag', 'holdall', 'kit bag'],
    size: [0.45, 0.7],
    parts: [
      {
        name: 'body',
        shape: { cyl: 0.6, r: 0.17 },
        turn: [0, 0, -90],
        at: [-0.3, 0.17, 0],
        finish: 'fabric',
        color: 0x2a4a8a,
      },
      {
        name: 'end',
        shape: { ellipsoid: [0.035, 0.17, 0.17] },
        at: [0.3, 0.17, 0],
        mirror: true,
        finish: 'fabric',
        color: 0x1a2a4a,
        role: 'accent',
      },
      {
        name: 'strap',
        shape: { ring: 0.173, r: 0.012 },
        turn: [0, 90, 0],
        at: [0.15, 0.17, 0],
        mirror: true,
        finish: 'fabric',
        color: 0x1a1a1e,
        role: 'fixed',
      },
      {
        name: 'handle',
        shape: { ring: 0.13, r: 0.013, arc: 180 },
        at: [0, 0.33, 0],
        finish: 'fabric',
        color: 0x1a1a1e,
        role: 'fixed',
      },
      rod('zipper', [-0.26, 0.338, 0], [0.26, 0.338, 0], 0.006, 'steel', { role: 'fixed' }),
    ],
  },
  {
    kind: 'matchstick',
    nouns: ['matchstick', 'match', 'matches', 'matchbox', 'match box'],
    size: [0.03, 0.08],
    parts: [
      { name: 'box', shape: { box: [0.05, 0.016, 0.036] }, finish: 'paper', color: 0x2a5aa8 },
      {
        name: 'striker',
        shape: { box: [0.052, 0.012, 0.004] },
        at: [0, 0.002, 0.018],
        finish: 'paper',
        color: 0x5a3a2a,
        role: 'fixed',
      },
      rod('stick', [-0.03, 0.018, -0.005], [0.03, 0.02, 0.01], 0.0015, 'paleWood', {
        role: 'detail',
      }),
      {
        name: 'head',
        shape: { ellipsoid: [0.004, 0.0028, 0.0028] },
        at: [0.031, 0.02, 0.0103],
        finish: 'paint',
        color: 0xc01c1c,
        role: 'accent',
      },
      rod('stick_2', [-0.025, 0.017, 0.01], [0.033, 0.018, -0.004], 0.0015, 'paleWood', {
        role: 'detail',
      }),
      {
        name: 'head_2',
        shape: { ellipsoid: [0.004, 0.0028, 0.0028] },
        at: [0.034, 0.018, -0.0043],
        finish: 'paint',
        color: 0xc01c1c,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'sack',
    nouns: ['sack', 'sandbag', 'burlap sack', 'flour sack', 'potato sack', 'money bag'],
    size: [0.62, 0.45],
    looks: SACK_LOOKS,
    parts: [
      {
        name: 'body',
        shape: {
          lathe: [
            [0, 0],
            [0.18, 0.0],
            [0.23, 0.08],
            [0.22, 0.3],
            [0.14, 0.44],
            [0.06, 0.5],
            [0, 0.5],
          ],
          smooth: true,
        },
        finish: 'linen',
        color: 0xb89a68,
      },
      {
        name: 'tie',
        shape: { cyl: 0.03, r: 0.055 },
        at: [0, 0.48, 0],
        finish: 'linen',
        color: 0x6a4a2a,
        role: 'detail',
      },
      {
        name: 'top',
        shape: {
          lathe: [
            [0, 0],
            [0.05, 0],
            [0.09, 0.08],
            [0.07, 0.11],
            [0, 0.1],
          ],
          smooth: true,
        },
        at: [0, 0.5, 0],
        finish: 'linen',
        color: 0xb89a68,
        role: 'detail',
      },
    ],
  },
  {
    kind: 'helmet',
    nouns: [
      'helmet',
      'crash helmet',
      'bike helmet',
      'motorcycle helmet',
      'hard hat',
      'army helmet',
      ...CLASS_LOOKS['helmet'].nouns,
    ],
    size: [0.22, 0.3],
    parts: [
      {
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
        color: 0xc8202a,
      },
      {
        name: 'rim',
        shape: { ring: 0.131, r: 0.01 },
        turn: [90, 0, 0],
        at: [0, 0.01, 0],
        finish: 'rubber',
        color: 0x1e1e1e,
        role: 'detail',
      },
      {
        name: 'visor',
        shape: { box: [0.2, 0.012, 0.08] },
        turn: [-15, 0, 0],
        at: [0, 0.06, 0.15],
        finish: 'plastic',
        color: 0x1e1e22,
        role: 'accent',
      },
    ],
    // A hard hat is yellow with a brim all round (the red helmet
    // with a visor read as a cycling or crash helmet).
    looks: {
      'hard hat': { drop: ['shell', 'visor', 'rim'], parts: HARD_HAT },
      ...CLASS_LOOKS['helmet'].looks,
    },
  },
  {
    kind: 'pipe',
    nouns: ['pipe', 'tobacco pipe', 'smoking pipe', 'pipe bowl'],
    size: [0.055, 0.16],
    parts: [
      {
        name: 'bowl',
        shape: {
          lathe: [
            [0, 0],
            [0.02, 0],
            [0.026, 0.03],
            [0.025, 0.052],
          ],
          smooth: true,
          wall: 0.004,
        },
        finish: 'wood',
        color: 0x6a3a1e,
      },
      {
        name: 'tobacco',
        shape: { cyl: 0.004, r: 0.02 },
        at: [0, 0.042, 0],
        finish: 'soil',
        role: 'fixed',
      },
      {
        name: 'stem',
        shape: {
          sweep: [
            [0.018, 0.014, 0],
            [0.06, 0.02, 0],
            [0.1, 0.03, 0],
          ],
          r: [0.008, 0.006, 0.005],
        },
        finish: 'wood',
        color: 0x6a3a1e,
      },
      {
        name: 'mouthpiece',
        shape: {
          capsule: [
            [0.1, 0.03, 0],
            [0.135, 0.036, 0],
          ],
          r: 0.005,
          r2: 0.003,
        },
        finish: 'plastic',
        color: 0x141414,
        role: 'accent',
      },
    ],
  },
  {
    kind: 'column',
    nouns: ['column', 'pillar', 'greek column', 'roman column', 'colonnade'],
    size: [2.8, 0.62],
    parts: [
      { name: 'base', shape: { box: [0.62, 0.12, 0.62] }, finish: 'marble', role: 'detail' },
      {
        name: 'torus',
        shape: { cyl: 0.1, r: 0.27, rTop: 0.24 },
        at: [0, 0.12, 0],
        finish: 'marble',
        role: 'detail',
      },
      {
        name: 'shaft',
        shape: { cyl: 2.3, r: 0.22, rTop: 0.19 },
        at: [0, 0.2, 0],
        minus: [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330].map((deg) => {
          const a = (deg * Math.PI) / 180;
          return {
            shape: { cyl: 2.1, r: 0.025 },
            at: [Math.sin(a) * 0.225, 0.3, Math.cos(a) * 0.225] as const,
          };
        }),
        finish: 'marble',
      },
      {
        name: 'echinus',
        shape: { cyl: 0.12, r: 0.2, rTop: 0.28 },
        at: [0, 2.5, 0],
        finish: 'marble',
        role: 'detail',
      },
      {
        name: 'capital',
        shape: { box: [0.62, 0.1, 0.62] },
        at: [0, 2.62, 0],
        finish: 'marble',
        role: 'detail',
      },
    ],
  },
  {
    kind: 'pram',
    nouns: [
      'pram',
      'stroller',
      'baby carriage',
      'pushchair',
      'baby stroller',
      'perambulator',
      'baby buggy',
    ],
    size: [1.0, 1.0],
    parts: [
      {
        name: 'body',
        shape: { box: [0.7, 0.3, 0.4], round: 0.08 },
        at: [0, 0.35, 0],
        finish: 'fabric',
        color: 0x1e2e5a,
      },
      {
        name: 'hood',
        shape: { ellipsoid: [0.22, 0.25, 0.205] },
        at: [-0.2, 0.6, 0],
        finish: 'fabric',
        color: 0x2a3e72,
        role: 'accent',
      },
      {
        name: 'chassis',
        shape: { box: [0.6, 0.04, 0.42] },
        at: [0, 0.14, 0],
        finish: 'chrome',
        role: 'detail',
      },
      rod('spring', [0, 0.17, 0], [0, 0.37, 0], 0.03, 'chrome', { role: 'detail' }),
      {
        name: 'wheel',
        shape: { cyl: 0.04, r: 0.15 },
        turn: [90, 0, 0],
        at: [0.25, 0.15, 0.2],
        copies: [
          [-0.5, 0, 0],
          [0, 0, -0.44],
          [-0.5, 0, -0.44],
        ],
        finish: 'rubber',
        color: 0x1e1e1e,
        role: 'detail',
      },
      {
        name: 'handle',
        shape: {
          capsule: [
            [0.3, 0.55, 0.17],
            [0.5, 0.95, 0.17],
          ],
          r: 0.015,
        },
        copies: [[0, 0, -0.34]],
        finish: 'chrome',
        role: 'detail',
      },
      rod('bar', [0.5, 0.95, -0.2], [0.5, 0.95, 0.2], 0.022, 'rubber', {
        color: 0x1e1e1e,
        role: 'fixed',
      }),
    ],
  },
  {
    kind: 'map',
    nouns: ['map', 'treasure map', 'world map', 'road map', 'atlas map', 'scroll'],
    size: [0.045, 0.66],
    parts: [
      { name: 'sheet', shape: { box: [0.6, 0.004, 0.42] }, finish: 'paper', color: 0xe8d8b0 },
      {
        name: 'roll',
        shape: {
          capsule: [
            [0.3, 0.02, -0.21],
            [0.3, 0.02, 0.21],
          ],
          r: 0.02,
        },
        mirror: true,
        finish: 'paper',
        color: 0xd8c8a0,
        role: 'detail',
      },
      {
        name: 'sea',
        shape: { box: [0.5, 0.002, 0.36] },
        at: [0, 0.004, 0],
        finish: 'paint',
        color: 0x7aaad0,
        role: 'accent',
      },
      {
        name: 'land',
        shape: {
          plan: [
            [-0.2, -0.1],
            [-0.05, -0.14],
            [0.02, -0.05],
            [-0.02, 0.08],
            [-0.15, 0.12],
            [-0.22, 0.03],
          ],
          height: 0.002,
        },
        at: [0, 0.006, 0],
        finish: 'paint',
        color: 0x6a9a4a,
      },
      {
        name: 'island',
        shape: {
          plan: [
            [0.08, 0.02],
            [0.2, -0.04],
            [0.22, 0.08],
            [0.12, 0.13],
          ],
          height: 0.002,
        },
        at: [0, 0.006, 0],
        finish: 'paint',
        color: 0xb89a5a,
        role: 'detail',
      },
      {
        name: 'mark',
        shape: { box: [0.05, 0.002, 0.008] },
        turn: [0, 45, 0],
        at: [0.16, 0.008, 0.05],
        finish: 'paint',
        color: 0xc01c1c,
        role: 'fixed',
      },
      {
        name: 'mark_2',
        shape: { box: [0.05, 0.002, 0.008] },
        turn: [0, -45, 0],
        at: [0.16, 0.008, 0.05],
        finish: 'paint',
        color: 0xc01c1c,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'mask',
    nouns: [
      'mask',
      'face mask',
      'carnival mask',
      'masquerade mask',
      'theatre mask',
      'theater mask',
    ],
    size: [0.25, 0.18],
    parts: [
      {
        name: 'face',
        shape: { ellipsoid: [0.085, 0.11, 0.045] },
        at: [0, 0.14, 0],
        minus: [
          { shape: { box: [0.3, 0.3, 0.1] }, at: [0, 0, -0.05] },
          { shape: { ellipsoid: [0.022, 0.013, 0.08] }, at: [0.034, 0.165, 0.03] },
          { shape: { ellipsoid: [0.022, 0.013, 0.08] }, at: [-0.034, 0.165, 0.03] },
          { shape: { ellipsoid: [0.028, 0.007, 0.08] }, at: [0, 0.085, 0.03] },
        ],
        finish: 'paint',
        color: 0xf4f0e8,
      },
      {
        name: 'eye',
        shape: { ellipsoid: [0.024, 0.014, 0.012] },
        at: [0.034, 0.165, 0.036],
        mirror: true,
        finish: 'paint',
        color: 0x141414,
        role: 'fixed',
      },
      {
        name: 'lips',
        shape: { ellipsoid: [0.026, 0.008, 0.012] },
        at: [0, 0.088, 0.034],
        finish: 'paint',
        color: 0xb01c24,
        role: 'fixed',
      },
      {
        name: 'brow',
        shape: { ellipsoid: [0.07, 0.012, 0.014] },
        at: [0, 0.19, 0.03],
        finish: 'gold',
        role: 'accent',
      },
      { name: 'stand', shape: { cyl: 0.015, r: 0.05 }, finish: 'darkWood', role: 'detail' },
      rod('rod', [0, 0.015, 0.005], [0, 0.06, 0.005], 0.006, 'darkWood', { role: 'detail' }),
    ],
  },
  {
    kind: 'belt',
    nouns: ['belt', 'waist belt', 'strap'],
    size: [0.045, 0.3],
    parts: [
      {
        name: 'strap',
        shape: { cyl: 0.035, r: 0.14 },
        minus: [{ shape: { cyl: 0.05, r: 0.134 }, at: [0, -0.01, 0] }],
        finish: 'leather',
        color: 0x5a3420,
      },
      {
        name: 'buckle',
        shape: { box: [0.05, 0.045, 0.01] },
        at: [0, 0, 0.144],
        minus: [{ shape: { box: [0.036, 0.029, 0.03] }, at: [0, 0.008, 0.144] }],
        finish: 'brass',
        role: 'accent',
      },
      {
        name: 'tongue',
        shape: { box: [0.004, 0.004, 0.012] },
        at: [0, 0.02, 0.15],
        finish: 'brass',
        role: 'fixed',
      },
      {
        name: 'tail',
        shape: { box: [0.12, 0.035, 0.006] },
        at: [0.07, 0, 0.151],
        finish: 'leather',
        color: 0x5a3420,
        role: 'detail',
      },
    ],
  },
  {
    kind: 'pill',
    nouns: [
      'pill',
      'pills',
      'medicine',
      'capsule',
      'pill bottle',
      'medicine bottle',
      'painkiller',
      'aspirin',
    ],
    size: [0.1, 0.12],
    parts: [
      { name: 'bottle', shape: { cyl: 0.08, r: 0.025 }, finish: 'glass', color: 0xe08a2a },
      {
        name: 'cap',
        shape: { cyl: 0.02, r: 0.027 },
        at: [0, 0.08, 0],
        finish: 'plastic',
        color: 0xf4f4f2,
        role: 'accent',
      },
      {
        name: 'label',
        shape: { cyl: 0.04, r: 0.0255 },
        at: [0, 0.02, 0],
        finish: 'paper',
        color: 0xf8f6f0,
        role: 'fixed',
      },
      {
        name: 'capsule',
        shape: {
          capsule: [
            [0.03, 0.006, 0.01],
            [0.055, 0.006, 0.02],
          ],
          r: 0.006,
        },
        finish: 'plastic',
        color: 0xc8202a,
        role: 'detail',
      },
      {
        name: 'capsule_end',
        shape: {
          capsule: [
            [0.055, 0.006, 0.02],
            [0.072, 0.006, 0.028],
          ],
          r: 0.006,
        },
        finish: 'plastic',
        color: 0xf4f4f2,
        role: 'fixed',
      },
      {
        name: 'tablet',
        shape: { cyl: 0.005, r: 0.008 },
        at: [0.03, 0, -0.012],
        finish: 'plastic',
        color: 0xf4f4f2,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'binoculars',
    nouns: ['binoculars', 'binocular', 'field glasses', 'opera glasses'],
    size: [0.075, 0.22],
    parts: [
      {
        name: 'barrel',
        shape: { cyl: 0.12, r: 0.035 },
        turn: [90, 0, 0],
        at: [0.04, 0.035, -0.06],
        mirror: true,
        finish: 'rubber',
        color: 0x2a2a2e,
      },
      {
        name: 'rim',
        shape: { cyl: 0.02, r: 0.038 },
        turn: [90, 0, 0],
        at: [0.04, 0.035, 0.05],
        mirror: true,
        finish: 'darkMetal',
        role: 'accent',
      },
      {
        name: 'lens',
        shape: { cyl: 0.004, r: 0.03 },
        turn: [90, 0, 0],
        at: [0.04, 0.035, 0.068],
        mirror: true,
        finish: 'glass',
        color: 0x3a6ab0,
        role: 'fixed',
      },
      {
        name: 'eyepiece',
        shape: { cyl: 0.03, r: 0.022 },
        turn: [90, 0, 0],
        at: [0.04, 0.035, -0.09],
        mirror: true,
        finish: 'rubber',
        color: 0x1a1a1a,
        role: 'detail',
      },
      {
        name: 'hinge',
        shape: { cyl: 0.1, r: 0.012 },
        turn: [90, 0, 0],
        at: [0, 0.045, -0.06],
        finish: 'darkMetal',
        role: 'detail',
      },
      {
        name: 'focus_wheel',
        shape: { cyl: 0.015, r: 0.014 },
        turn: [0, 0, 90],
        at: [0.0075, 0.058, -0.05],
        finish: 'darkMetal',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'faucet',
    nouns: ['faucet', 'tap', 'water tap', 'spigot', 'mixer tap'],
    size: [0.18, 0.16],
    parts: [
      { name: 'base', shape: { cyl: 0.01, r: 0.035 }, finish: 'chrome', role: 'detail' },
      { name: 'body', shape: { cyl: 0.12, r: 0.018 }, at: [0, 0.01, 0], finish: 'chrome' },
      {
        name: 'spout',
        shape: {
          sweep: [
            [0, 0.12, 0],
            [0, 0.16, 0.03],
            [0, 0.155, 0.085],
            [0, 0.125, 0.11],
          ],
          r: 0.01,
        },
        finish: 'chrome',
      },
      rod('lever', [0, 0.13, -0.012], [0, 0.17, -0.07], 0.007, 'chrome', { role: 'accent' }),
      rod('water', [0, 0.115, 0.11], [0, 0.004, 0.11], 0.005, 'glass', {
        color: 0x8ac8f0,
        role: 'fixed',
      }),
      {
        name: 'drain',
        shape: { cyl: 0.004, r: 0.03 },
        at: [0, 0, 0.11],
        finish: 'chrome',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'hook',
    nouns: ['hook', 'crane hook', 'meat hook', 'cargo hook'],
    size: [0.42, 0.24],
    parts: [
      {
        name: 'eye',
        shape: { ring: 0.03, r: 0.008 },
        at: [0, 0.38, 0],
        finish: 'steel',
        role: 'detail',
      },
      rod('shank', [0, 0.352, 0], [0, 0.12, 0], 0.012, 'steel'),
      {
        name: 'bend',
        shape: { ring: 0.07, r: 0.012, arc: 200, from: 180 },
        at: [0.07, 0.12, 0],
        finish: 'steel',
      },
      {
        name: 'point',
        shape: { cyl: 0.035, r: 0.011, rTop: 0.001 },
        turn: [0, 0, 20],
        at: [0.136, 0.142, 0],
        finish: 'steel',
        role: 'detail',
      },
    ],
  },
  {
    kind: 'beehive',
    nouns: ['beehive', 'hive', 'bee hive', 'skep'],
    size: [0.44, 0.5],
    parts: [
      {
        name: 'stand',
        shape: { cyl: 0.04, r: 0.25 },
        finish: 'wood',
        color: 0x8a6a44,
        role: 'detail',
      },
      {
        name: 'skep',
        shape: {
          lathe: [
            [0, 0],
            [0.2, 0],
            [0.21, 0.1],
            [0.18, 0.25],
            [0.1, 0.36],
            [0, 0.4],
          ],
          smooth: true,
        },
        at: [0, 0.04, 0],
        finish: 'linen',
        color: 0xd8b060,
      },
      ...[
        [0.14, 0.206],
        [0.24, 0.2],
        [0.33, 0.15],
      ].map(([y, r], i): PartDecl => ({
        name: `band_${i + 1}`,
        shape: { ring: r!, r: 0.012 },
        turn: [90, 0, 0],
        at: [0, y!, 0],
        finish: 'linen',
        color: 0xb89040,
        role: i === 0 ? 'accent' : 'detail',
      })),
      {
        name: 'entrance',
        shape: { box: [0.08, 0.04, 0.04] },
        at: [0, 0.04, 0.19],
        finish: 'paint',
        color: 0x2a1e12,
        role: 'fixed',
      },
      {
        name: 'bee',
        shape: { ellipsoid: [0.016, 0.011, 0.011] },
        at: [0.12, 0.31, 0.12],
        finish: 'paint',
        color: 0xf0c020,
        role: 'fixed',
      },
    ],
  },
];
