/**
 * Made things you hold or furnish with, said often in film subtitles (SUBTLEX-US) and still
 * unknown (issue #32, session 28, helper things; docs/decisions.md, "Made things by their
 * class, session 28"). Each is drawn as the thing a person pictures, so it reads from the
 * default camera: a white urinal hung on a tiled wall under its chrome flush valve; a bidet,
 * the low white bowl on its pedestal with a mixer tap at its back rim; an air mattress of
 * inflated ribs with a pillow tube at its head (a lilo); a scythe held upright, its long
 * curved blade at the top of the snath and its two hand grips; a brass spittoon, wide and
 * low, with its funnel mouth; a knot tied in a rope; an eggcup holding a boiled egg, its top
 * sliced off.
 */
import type { KindDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { at, part, rod, spaced } from './part-shorthand.ts';

/** Points on an ellipse, centre `c`, half-axes `rx`, `rz`, `n` of them round it. */
function ellipse(c: V2, rx: number, rz: number, n: number): V2[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    return [c[0] + rx * Math.cos(a), c[1] + rz * Math.sin(a)] as V2;
  });
}

const PORCELAIN = 0xf4f4f1;
const CHROME = 0xc9cdd2;

// --- Urinal ----------------------------------------------------------------------------------

const WALL_Z = -0.2;
const URINAL_Y = 0.62;

const urinal: KindDecl = {
  kind: 'urinal',
  nouns: ['urinal', 'urinals', 'wall urinal', 'pissoir'],
  size: [1.3, 0.7],
  parts: [
    // A patch of tiled wall and floor for it to hang on: pale blue-grey tiles, dark grout.
    part('wall', { box: [0.7, 1.3, 0.03] }, 'ceramic', {
      at: [0, 0, WALL_Z - 0.015],
      color: 0xb9c9d2,
      role: 'fixed',
      answersTo: ['wall', 'tiles'],
    }),
    part('grout_row', { box: [0.7, 0.006, 0.004] }, 'plain', {
      ...at(spaced(8, 0.15, 1.2).map((y): V3 => [0, y, WALL_Z + 0.001])),
      color: 0x7d8a92,
      role: 'fixed',
      answersTo: ['grout'],
    }),
    part('grout_column', { box: [0.006, 1.3, 0.004] }, 'plain', {
      ...at(spaced(5, -0.3, 0.3).map((x): V3 => [x, 0, WALL_Z + 0.001])),
      color: 0x7d8a92,
      role: 'fixed',
      answersTo: ['grout'],
    }),
    part('floor', { box: [0.7, 0.02, 0.45] }, 'ceramic', {
      at: [0, 0, 0.025],
      color: 0x8f979c,
      role: 'fixed',
      answersTo: ['floor'],
    }),
    // The bowl: a tall rounded shell standing off the wall, its lip curving out at the bottom.
    part('bowl', { ellipsoid: [0.2, 0.33, 0.15] }, 'porcelain', {
      at: [0, URINAL_Y, WALL_Z + 0.06],
      color: PORCELAIN,
      answersTo: ['bowl', 'porcelain', 'body'],
    }),
    part('lip', { ellipsoid: [0.17, 0.08, 0.14] }, 'porcelain', {
      at: [0, URINAL_Y - 0.22, WALL_Z + 0.15],
      color: PORCELAIN,
      answersTo: ['bowl', 'lip'],
    }),
    // The opening seen from the front: the shaded inside of the shell and the drain grate.
    part('inside', { ellipsoid: [0.13, 0.22, 0.02] }, 'ceramic', {
      at: [0, URINAL_Y - 0.02, WALL_Z + 0.2],
      color: 0xaeb4b7,
      role: 'fixed',
      answersTo: ['inside'],
    }),
    part('drain', { cyl: 0.01, r: 0.035 }, 'chrome', {
      at: [0, URINAL_Y - 0.2, WALL_Z + 0.2],
      turn: [90, 0, 0],
      color: 0x8b9095,
      role: 'detail',
      answersTo: ['drain'],
    }),
    // The flush valve above it: a pipe down from the wall to a chrome body with its lever.
    rod(
      'flush_pipe',
      [0, 1.2, WALL_Z + 0.04],
      [0, URINAL_Y + 0.3, WALL_Z + 0.04],
      0.016,
      'chrome',
      {
        color: CHROME,
        role: 'detail',
        answersTo: ['pipe', 'flush pipe'],
      },
    ),
    part('flush_valve', { cyl: 0.1, r: 0.032 }, 'chrome', {
      at: [0, 1.05, WALL_Z + 0.04],
      color: CHROME,
      role: 'detail',
      answersTo: ['flush valve', 'valve'],
    }),
    rod('flush_lever', [0.02, 1.08, WALL_Z + 0.06], [0.12, 1.02, WALL_Z + 0.1], 0.009, 'chrome', {
      color: CHROME,
      role: 'detail',
      answersTo: ['lever', 'handle'],
    }),
    rod('supply', [-0.12, 1.1, WALL_Z], [-0.02, 1.1, WALL_Z + 0.04], 0.013, 'chrome', {
      color: CHROME,
      role: 'detail',
      answersTo: ['pipe'],
    }),
  ],
};

// --- Bidet -----------------------------------------------------------------------------------

const BIDET_FOOT = 0.26;
const BIDET_BOWL = 0.14;
const BIDET_TOP = BIDET_FOOT + BIDET_BOWL;

const bidet: KindDecl = {
  kind: 'bidet',
  nouns: ['bidet', 'bidets'],
  size: [0.5, 0.56],
  parts: [
    part('floor', { box: [0.7, 0.02, 0.8] }, 'ceramic', {
      at: [0, 0, 0],
      color: 0xa7b3b9,
      role: 'fixed',
      answersTo: ['floor', 'tiles'],
    }),
    // The pedestal, narrow at the floor, flaring into the oval bowl.
    part(
      'pedestal',
      { plan: ellipse([0, 0], 0.11, 0.17, 24), height: BIDET_FOOT, taper: 1.45 },
      'porcelain',
      {
        at: [0, 0.02, 0],
        color: PORCELAIN,
        answersTo: ['pedestal', 'base', 'porcelain'],
      },
    ),
    part(
      'bowl',
      { plan: ellipse([0, 0], 0.165, 0.25, 28), height: BIDET_BOWL, taper: 1.08 },
      'porcelain',
      {
        at: [0, BIDET_FOOT, 0],
        color: PORCELAIN,
        answersTo: ['bowl', 'porcelain', 'body'],
      },
    ),
    // Its open basin: the inside seen over the rim, shaded, with the drain.
    part('basin', { plan: ellipse([0, 0], 0.13, 0.2, 28), height: 0.006 }, 'ceramic', {
      at: [0, BIDET_TOP - 0.004, 0.015],
      color: 0xc9cfd1,
      role: 'fixed',
      answersTo: ['basin', 'inside'],
    }),
    part('drain', { cyl: 0.004, r: 0.022 }, 'chrome', {
      at: [0, BIDET_TOP + 0.002, 0.05],
      color: 0x8b9095,
      role: 'detail',
      answersTo: ['drain'],
    }),
    // The mixer on the back of the rim: a chrome body, a spout reaching over the basin, two
    // handles.
    part('tap_body', { cyl: 0.07, r: 0.022 }, 'chrome', {
      at: [0, BIDET_TOP, -0.215],
      color: CHROME,
      role: 'detail',
      answersTo: ['tap', 'faucet', 'mixer'],
    }),
    rod('spout', [0, BIDET_TOP + 0.06, -0.21], [0, BIDET_TOP + 0.045, -0.12], 0.011, 'chrome', {
      color: CHROME,
      role: 'detail',
      answersTo: ['spout', 'tap', 'faucet'],
    }),
    part('tap_handle', { cyl: 0.025, r: 0.02 }, 'chrome', {
      at: [-0.06, BIDET_TOP, -0.215],
      copies: [[0.12, 0, 0]],
      color: CHROME,
      role: 'detail',
      answersTo: ['handles', 'knobs'],
    }),
  ],
};

// --- Air mattress ----------------------------------------------------------------------------

const MAT_L = 1.8;
const RIB_R = 0.065;
const RIBS = 6;
const MAT_COLORS = [0x2f7fd8, 0xe0413a, 0xf2c230, 0x2fb39a];

const airMattress: KindDecl = {
  kind: 'air mattress',
  nouns: [
    'air mattress',
    'air mattresses',
    'lilo',
    'airbed',
    'air bed',
    'inflatable mattress',
    'blow-up mattress',
  ],
  size: [0.2, MAT_L],
  parts: [
    // Six tubes side by side along its length, welded at the seams, lying on the ground.
    part(
      'ribs',
      {
        capsule: [
          [-MAT_L / 2 + 0.36, RIB_R, 0],
          [MAT_L / 2 - RIB_R, RIB_R, 0],
        ],
        r: RIB_R,
      },
      'plastic',
      {
        ...at(
          spaced(RIBS, -(RIBS - 1) * RIB_R * 0.95, (RIBS - 1) * RIB_R * 0.95).map((z): V3 => [
            0,
            0,
            z,
          ]),
        ),
        colors: MAT_COLORS,
        answersTo: ['mattress', 'ribs', 'tubes', 'body'],
      },
    ),
    // The pillow: one fatter tube across its head, standing proud of the ribs.
    part(
      'pillow',
      {
        capsule: [
          [0, 0, -0.3],
          [0, 0, 0.3],
        ],
        r: 0.1,
      },
      'plastic',
      {
        at: [-MAT_L / 2 + 0.2, 0.1, 0],
        colors: [0xe8eef2, 0xffffff],
        role: 'accent',
        answersTo: ['pillow', 'headrest'],
      },
    ),
    part('valve', { cyl: 0.03, r: 0.018 }, 'plastic', {
      at: [MAT_L / 2 - 0.12, 2 * RIB_R - 0.01, 0.25],
      color: 0xf5f5f5,
      role: 'detail',
      answersTo: ['valve'],
    }),
  ],
};

// --- Scythe ----------------------------------------------------------------------------------

const SNATH_TOP = 1.55;
/** The blade seen from the front, from its heel at the snath's head out to the right and down
 * to the point: a long curved back over a straighter, thinner edge. */
const SCYTHE_BLADE: readonly V2[] = (() => {
  const n = 16;
  const back: V2[] = [];
  const edge: V2[] = [];
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const x = 0.02 + 0.78 * t;
    const y = SNATH_TOP - 0.02 - 0.32 * t ** 2.2;
    const width = 0.1 * (1 - t) ** 0.6;
    back.push([x, y]);
    edge.push([x - 0.01 * t, y - width]);
  }
  return [...back, ...edge.reverse()];
})();

const scythe: KindDecl = {
  kind: 'scythe',
  nouns: ['scythe', 'scythes', "reaper's scythe", 'grim reaper scythe'],
  size: [1.6, 0.95],
  parts: [
    // The snath: a long wooden shaft with a gentle bend, held upright.
    part(
      'snath',
      {
        sweep: [
          [0, 0, 0],
          [0.03, 0.5, 0],
          [0.02, 1.0, 0],
          [-0.02, SNATH_TOP, 0],
        ],
        r: 0.018,
      },
      'wood',
      { color: 0x8a5c32, answersTo: ['handle', 'shaft', 'snath', 'wood'] },
    ),
    // The two grips (nibs) standing out from it toward the viewer and to the side.
    rod('grip_upper', [0.025, 1.12, 0], [0.12, 1.16, 0.1], 0.016, 'wood', {
      copies: [[0.0, -0.5, 0]],
      color: 0x6e4524,
      role: 'accent',
      answersTo: ['grips', 'nibs'],
    }),
    part('collar', { cyl: 0.05, r: 0.024 }, 'iron', {
      at: [-0.02, SNATH_TOP - 0.06, 0],
      color: 0x3f4246,
      role: 'detail',
      answersTo: ['collar', 'ring'],
    }),
    part('blade', { extrude: SCYTHE_BLADE, depth: 0.004 }, 'steel', {
      color: 0xb8bdc2,
      answersTo: ['blade'],
    }),
  ],
};

// --- Spittoon --------------------------------------------------------------------------------

const spittoon: KindDecl = {
  kind: 'spittoon',
  nouns: ['spittoon', 'spittoons', 'cuspidor'],
  size: [0.26, 0.3],
  parts: [
    // A wide low brass belly on a flat foot, drawn in to a neck and flaring to a funnel mouth.
    part(
      'body',
      {
        lathe: [
          [0.0, 0.0],
          [0.12, 0.0],
          [0.14, 0.025],
          [0.15, 0.07],
          [0.14, 0.12],
          [0.09, 0.155],
          [0.06, 0.17],
          [0.065, 0.19],
          [0.1, 0.22],
          [0.145, 0.245],
          [0.15, 0.255],
        ],
        smooth: true,
        wall: 0.006,
      },
      'brass',
      { color: 0xc8a040, answersTo: ['body', 'brass', 'bowl'] },
    ),
    // The dark well inside the mouth.
    part('well', { cyl: 0.004, r: 0.058 }, 'plain', {
      at: [0, 0.165, 0],
      color: 0x2b2118,
      role: 'fixed',
      answersTo: ['inside'],
    }),
    part('rim', { ring: 0.15, r: 0.006 }, 'brass', {
      at: [0, 0.255, 0],
      turn: [90, 0, 0],
      color: 0xd9b458,
      role: 'detail',
      answersTo: ['rim'],
    }),
  ],
};

// --- Knot ------------------------------------------------------------------------------------

/**
 * An overhand knot tied in a length of rope, lying on the ground and seen from above: the
 * trefoil's three crossings pulled snug in the middle, the two ends leading off left and right
 * along the ground.
 */
const KNOT_PATH: readonly V3[] = (() => {
  const scale = 0.075;
  const r = 0.035;
  const n = 48;
  const t0 = 0.5;
  const t1 = 2 * Math.PI - 0.5;
  const loop: V3[] = [];
  for (let i = 0; i < n; i++) {
    const t = t0 + ((t1 - t0) * i) / (n - 1);
    const x = Math.sin(t) + 2 * Math.sin(2 * t);
    const y = Math.cos(t) - 2 * Math.cos(2 * t);
    const z = -Math.sin(3 * t);
    // Lying on the ground: the trefoil's plane is the ground's, its crossings lifted over
    // each other by a rope's thickness.
    loop.push([scale * x, r + r * 1.1 * (z + 1), scale * (y - 1)]);
  }
  const first = loop[0]!;
  const last = loop[loop.length - 1]!;
  return [
    [-0.55, r, first[2] + 0.06],
    [first[0] - 0.12, r, first[2] + 0.03],
    ...loop,
    [last[0] + 0.12, r, last[2] + 0.03],
    [0.55, r, last[2] + 0.06],
  ];
})();

const knot: KindDecl = {
  kind: 'knot',
  nouns: ['knot', 'knots', 'rope knot', 'overhand knot', 'knot in a rope'],
  size: [0.15, 1.1],
  parts: [
    part('rope', { sweep: KNOT_PATH, r: 0.035 }, 'fabric', {
      color: 0xc49a5c,
      answersTo: ['rope', 'knot', 'cord'],
    }),
    // The two cut ends, whipped with dark twine so they read as rope ends.
    part('whipping', { cyl: 0.05, r: 0.038 }, 'fabric', {
      at: [KNOT_PATH[0]![0], KNOT_PATH[0]![1], KNOT_PATH[0]![2]],
      turn: [0, 0, 90],
      copies: [[1.05, 0, KNOT_PATH[KNOT_PATH.length - 1]![2] - KNOT_PATH[0]![2]]],
      color: 0x4a3a28,
      role: 'detail',
      answersTo: ['ends', 'whipping'],
    }),
  ],
};

// --- Eggcup ----------------------------------------------------------------------------------

const CUP_TOP = 0.05;

const eggcup: KindDecl = {
  kind: 'eggcup',
  nouns: ['eggcup', 'eggcups', 'egg cup', 'egg cups', 'boiled egg in an eggcup'],
  size: [0.09, 0.1],
  parts: [
    // A small glazed cup on a short stem and a round foot.
    part(
      'cup',
      {
        lathe: [
          [0.0, 0.0],
          [0.026, 0.0],
          [0.027, 0.004],
          [0.012, 0.012],
          [0.011, 0.02],
          [0.02, 0.028],
          [0.026, 0.04],
          [0.027, CUP_TOP],
        ],
        smooth: true,
        wall: 0.003,
      },
      'ceramic',
      { colors: [0xf2c230, 0x3f7fd0, 0xe0413a, 0xf4f1ea], answersTo: ['cup', 'eggcup', 'body'] },
    ),
    // The boiled egg sitting in it, its top sliced off: white, the yolk showing.
    part('egg', { ellipsoid: [0.021, 0.028, 0.021] }, 'plain', {
      at: [0, CUP_TOP + 0.004, 0],
      color: 0xe9d6b8,
      role: 'accent',
      answersTo: ['egg'],
      minus: [{ shape: { box: [0.06, 0.03, 0.06] }, at: [0, CUP_TOP + 0.024, 0] }],
    }),
    part('egg_white', { cyl: 0.002, r: 0.0165 }, 'plain', {
      at: [0, CUP_TOP + 0.022, 0],
      color: 0xfbfbf7,
      role: 'fixed',
      answersTo: ['egg white', 'white'],
    }),
    part('yolk', { cyl: 0.0025, r: 0.0095 }, 'plain', {
      at: [0, CUP_TOP + 0.0225, 0],
      color: 0xf0a818,
      role: 'fixed',
      answersTo: ['yolk'],
    }),
    // The sliced-off cap lying against its foot.
    part('cap', { ellipsoid: [0.014, 0.008, 0.014] }, 'plain', {
      at: [0.039, 0.004, 0.01],
      color: 0xe9d6b8,
      role: 'accent',
      answersTo: ['egg', 'cap'],
    }),
  ],
};

/** The session's kinds, registered in declared/index.ts. */
export const S28_THINGS_KINDS: readonly KindDecl[] = [
  urinal,
  bidet,
  airMattress,
  scythe,
  spittoon,
  knot,
  eggcup,
];
