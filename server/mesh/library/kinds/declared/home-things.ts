/**
 * Everyday things of a home, kitchen, workshop and office that were unknown, misread or
 * stood in by a loose neighbour (issue #32, session 20, K): a grater, a rolling pin, a gravy
 * boat, a spice rack, a bean bag, a futon, a playpen, a bulletin board, a car battery, a
 * subwoofer, a solar panel, a crowbar, a dustpan, a potato masher, an ottoman, a fume hood,
 * an ice maker, a painter's palette… Each is built as the picture the word calls up, with what
 * tells it from the near kind it used to fall on (docs/decisions.md, "Household things by
 * sight"). Declared as data (library/declare.ts).
 */
import type { KindDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { arcPoints, star } from './outlines.ts';
import { at, facingZ, lyingX, part, rod, spaced } from './part-shorthand.ts';

/** Points of a grid, rows along `ys` and columns along `xs`, at depth `z`. */
function grid(xs: readonly number[], ys: readonly number[], z: number): V3[] {
  return ys.flatMap((y) => xs.map((x) => [x, y, z] as V3));
}

const RED = 0xc8281e;
/** A bean bag's colours, one pick for the whole bag. */
const BEANBAG = [0xd04a2a, 0x2a6ab0, 0x4a9a4a, 0x8a4ab0];
const SIN35 = Math.sin((35 * Math.PI) / 180);
const COS35 = Math.cos((35 * Math.PI) / 180);
const WHITE = 0xf4f4f0;
const BLACK = 0x1e1e20;
const CREAM = 0xefe6d2;

/** A carrier bag from the front, [x, y]: two handles with a scoop cut between them. */
const CARRIER_BAG: V2[] = [
  [-0.15, 0],
  [0.15, 0],
  [0.16, 0.3],
  [0.14, 0.46],
  [0.08, 0.46],
  [0.07, 0.34],
  [0.04, 0.3],
  [-0.04, 0.3],
  [-0.07, 0.34],
  [-0.08, 0.46],
  [-0.14, 0.46],
  [-0.16, 0.3],
];

/** A black bin bag: a fuller body, its neck gathered and tied in a knot. */
const BIN_BAG = {
  drop: ['bag', 'print'],
  parts: [
    part('bag', { ellipsoid: [0.2, 0.24, 0.16] }, 'plastic', {
      at: [0, 0.23, 0],
      color: 0x1a1a1c,
      answersTo: ['body'],
    }),
    part('neck', { cyl: 0.08, r: 0.05, rTop: 0.02 }, 'plastic', {
      at: [0, 0.44, 0],
      color: 0x1a1a1c,
      answersTo: ['body'],
    }),
    part('knot', { ellipsoid: [0.05, 0.025, 0.03] }, 'plastic', {
      at: [0, 0.53, 0],
      color: 0x1a1a1c,
      answersTo: ['body'],
    }),
  ],
};

/** A painter's palette, [x, z]: a rounded kidney with a notch for the brushes. */
const PALETTE: V2[] = [
  ...arcPoints([0, 0], 0.2, 200, 520, 26).map(([x, z]) => [x, z * 0.75] as V2),
  [-0.12, 0],
];

/** A dustpan from the side, [z, y]: a flat lip at the front rising to a high back wall. */
const DUSTPAN_SIDE: V2[] = [
  [0.14, 0],
  [0.14, 0.004],
  [-0.08, 0.02],
  [-0.1, 0.06],
  [-0.115, 0.065],
  [-0.115, 0],
];

/** A chaise longue from the side, [z, y]: a long seat rising at the back end into a rest. */
const CHAISE_SIDE: V2[] = [
  [-0.8, 0],
  [0.8, 0],
  [0.8, 0.12],
  [-0.35, 0.12],
  [-0.6, 0.3],
  [-0.72, 0.56],
  [-0.8, 0.58],
];

/** A step stool's side frame, [z, y]: two treads stepping up towards the back. */
const STEP_SIDE: V2[] = [
  [0.17, 0],
  [0.17, 0.22],
  [0.0, 0.22],
  [0.0, 0.44],
  [-0.17, 0.44],
  [-0.17, 0],
];

/** A bread box's end, [z, y]: a flat base and back with a quarter-round roll top. */
const BREADBOX_END: V2[] = [
  [0.12, 0],
  ...arcPoints([-0.12, 0], 0.24, 0, 90, 10).slice(1, -1),
  [-0.12, 0.24],
  [-0.12, 0],
];

/** A highchair's splayed leg points: four corners of the floor and of the seat. */
const HIGH_LEGS: Array<[V3, V3]> = [
  [
    [-0.22, 0, 0.22],
    [-0.16, 0.5, 0.14],
  ],
  [
    [0.22, 0, 0.22],
    [0.16, 0.5, 0.14],
  ],
  [
    [-0.22, 0, -0.22],
    [-0.16, 0.5, -0.12],
  ],
  [
    [0.22, 0, -0.22],
    [0.16, 0.5, -0.12],
  ],
];

export const HOME_THING_KINDS: readonly KindDecl[] = [
  // ---- Kitchen utensils and cookware ----
  {
    // A box grater: four steel sides narrowing upwards, rows of dark holes, a handle on top.
    kind: 'grater',
    nouns: ['grater', 'box grater', 'cheese grater', 'food grater'],
    size: [0.26, 0.12],
    parts: [
      part(
        'body',
        {
          plan: [
            [-0.055, -0.04],
            [0.055, -0.04],
            [0.055, 0.04],
            [-0.055, 0.04],
          ],
          height: 0.22,
          taper: 0.75,
        },
        'steel',
      ),
      part('holes', { box: [0.007, 0.005, 0.004] }, 'steel', {
        // On the front face, which leans in as it rises (taper 0.75 over 0.22 m).
        ...at(
          grid(spaced(6, -0.03, 0.03), spaced(9, 0.025, 0.19), 0).map(
            ([x, y]) => [x, y, 0.0405 - (0.01 * y) / 0.22] as V3,
          ),
        ),
        color: 0x2a2c30,
        role: 'fixed',
      }),
      part(
        'handle',
        {
          sweep: [
            [-0.045, 0.215, 0],
            [-0.04, 0.26, 0],
            [0, 0.272, 0],
            [0.04, 0.26, 0],
            [0.045, 0.215, 0],
          ],
          r: 0.008,
        },
        'plastic',
        { color: BLACK, role: 'accent' },
      ),
      part('base_rim', { box: [0.116, 0.008, 0.086] }, 'steel', { role: 'detail' }),
    ],
  },
  {
    // A wooden rolling pin: a long roller with a slimmer handle at each end.
    kind: 'rolling pin',
    nouns: ['rolling pin', 'rollingpin', 'pastry roller'],
    size: [0.06, 0.46],
    parts: [
      lyingX('roller', [0, 0.03, 0], 0.28, 0.03, 'wood', { color: 0xd9b382 }),
      rod('handle', [-0.14, 0.03, 0], [-0.21, 0.03, 0], 0.012, 'wood', {
        copies: [[0.35, 0, 0]],
        color: 0xc59a62,
        role: 'accent',
      }),
      part('knob', { ball: 0.016 }, 'wood', {
        ...at([
          [-0.218, 0.03, 0],
          [0.218, 0.03, 0],
        ]),
        color: 0xc59a62,
        role: 'accent',
      }),
    ],
  },
  {
    // A flat square cast-iron griddle with raised ridges and a long handle.
    kind: 'griddle',
    nouns: ['griddle', 'griddle pan', 'grill pan', 'hotplate griddle'],
    size: [0.055, 0.5],
    parts: [
      part('plate', { box: [0.3, 0.015, 0.3], round: 0.005 }, 'iron', { color: 0x2c2d30 }),
      part('rim', { box: [0.3, 0.03, 0.012] }, 'iron', {
        ...at([
          [0, 0, 0.144],
          [0, 0, -0.144],
        ]),
        color: 0x2c2d30,
      }),
      part('ridges', { box: [0.27, 0.006, 0.008] }, 'iron', {
        ...at(spaced(9, -0.12, 0.12).map((z) => [0, 0.015, z] as V3)),
        color: 0x3c3e42,
        role: 'detail',
      }),
      rod('handle', [0.15, 0.02, 0], [0.34, 0.05, 0], 0.014, 'iron', { color: 0x2c2d30 }),
    ],
  },
  {
    // A white gravy boat on its saucer: a long low bowl with a lip and a looped handle.
    kind: 'gravy boat',
    nouns: ['gravy boat', 'sauce boat', 'gravy jug', 'sauceboat', 'gravy'],
    size: [0.12, 0.26],
    parts: [
      part('saucer', { ellipsoid: [0.12, 0.008, 0.075] }, 'ceramic', {
        at: [0, 0.008, 0],
        color: WHITE,
      }),
      part('foot', { cyl: 0.03, r: 0.03, rTop: 0.024 }, 'ceramic', {
        at: [0, 0.01, 0],
        color: WHITE,
      }),
      part('bowl', { ellipsoid: [0.09, 0.05, 0.048] }, 'ceramic', {
        at: [0, 0.085, 0],
        minus: [{ shape: { box: [0.3, 0.1, 0.2] }, at: [0, 0.085, 0] }],
        color: WHITE,
      }),
      part('gravy', { ellipsoid: [0.086, 0.004, 0.045] }, 'plain', {
        at: [0, 0.082, 0],
        color: 0x7a4a22,
        role: 'fixed',
      }),
      part(
        'spout',
        {
          capsule: [
            [0.07, 0.08, 0],
            [0.115, 0.1, 0],
          ],
          r: 0.016,
          r2: 0.008,
        },
        'ceramic',
        {
          color: WHITE,
        },
      ),
      part(
        'handle',
        {
          sweep: [
            [-0.07, 0.08, 0],
            [-0.1, 0.11, 0],
            [-0.125, 0.1, 0],
            [-0.11, 0.068, 0],
            [-0.075, 0.064, 0],
          ],
          r: 0.006,
        },
        'ceramic',
        { color: WHITE },
      ),
    ],
  },
  {
    // A wall rack of small spice jars with coloured contents and black lids, on two shelves.
    kind: 'spice rack',
    nouns: ['spice rack', 'spice shelf', 'spice jars', 'spice jar rack'],
    size: [0.32, 0.34],
    parts: [
      part('back', { box: [0.34, 0.32, 0.015] }, 'wood', { at: [0, 0, -0.05] }),
      part('shelf', { box: [0.34, 0.014, 0.1] }, 'wood', {
        ...at([
          [0, 0, 0],
          [0, 0.15, 0],
        ]),
      }),
      part('side', { box: [0.014, 0.3, 0.1] }, 'wood', {
        ...at([
          [-0.163, 0, 0],
          [0.163, 0, 0],
        ]),
      }),
      rod('rail', [-0.163, 0.09, 0.045], [0.163, 0.09, 0.045], 0.004, 'steel', {
        copies: [[0, 0.15, 0]],
        role: 'detail',
      }),
      ...(
        [
          ['paprika', 0xc0321c, -0.12],
          ['turmeric', 0xe0a020, -0.06],
          ['herbs', 0x5a7a2a, 0.0],
          ['pepper', 0x3a2e28, 0.06],
          ['salt', 0xf2f0ea, 0.12],
        ] as const
      ).map(([name, c, x]) =>
        part(name, { cyl: 0.09, r: 0.022 }, 'plain', {
          ...at([
            [x, 0.014, 0],
            [-x, 0.164, 0],
          ]),
          color: c,
          role: 'fixed',
          answersTo: ['jars', 'spices'],
        }),
      ),
      part('lids', { cyl: 0.02, r: 0.023 }, 'plastic', {
        ...at(spaced(5, -0.12, 0.12).flatMap((x) => [[x, 0.104, 0] as V3, [x, 0.254, 0] as V3])),
        color: BLACK,
        role: 'accent',
      }),
    ],
  },
  {
    // A lidded kitchen canister: a round jar with a label band, a close lid and a knob.
    kind: 'canister',
    nouns: ['canister', 'cannister', 'kitchen canister', 'storage canister'],
    size: [0.24, 0.14],
    parts: [
      part(
        'body',
        {
          lathe: [
            [0, 0],
            [0.065, 0],
            [0.068, 0.01],
            [0.068, 0.18],
            [0, 0.18],
          ],
        },
        'ceramic',
        { color: CREAM },
      ),
      part('band', { cyl: 0.05, r: 0.0695 }, 'plain', {
        at: [0, 0.07, 0],
        color: 0x4a7ab0,
        role: 'accent',
        answersTo: ['label'],
      }),
      part('lid', { cyl: 0.03, r: 0.072, rTop: 0.066 }, 'wood', {
        at: [0, 0.178, 0],
        color: 0xb8875a,
        role: 'accent',
      }),
      part('knob', { ball: 0.016 }, 'wood', { at: [0, 0.212, 0], color: 0xb8875a, role: 'accent' }),
    ],
  },
  {
    // A potato masher: a wooden handle on two steel stems down to a flat zigzag of wire.
    kind: 'masher',
    nouns: ['masher', 'potato masher', 'potato-masher'],
    size: [0.26, 0.1],
    parts: [
      part(
        'head',
        {
          sweep: [
            [-0.045, 0.006, -0.03],
            [-0.03, 0.006, 0.03],
            [-0.015, 0.006, -0.03],
            [0, 0.006, 0.03],
            [0.015, 0.006, -0.03],
            [0.03, 0.006, 0.03],
            [0.045, 0.006, -0.03],
          ],
          r: 0.004,
        },
        'steel',
      ),
      rod('stem_l', [-0.045, 0.006, -0.03], [-0.01, 0.13, 0], 0.004, 'steel'),
      rod('stem_r', [0.045, 0.006, -0.03], [0.01, 0.13, 0], 0.004, 'steel'),
      rod('handle', [0, 0.12, 0], [0, 0.25, 0], 0.016, 'wood', {
        color: 0xb8875a,
        role: 'accent',
      }),
    ],
  },
  {
    // A glass measuring jug: red graduation marks up its front, a handle and a pouring lip.
    kind: 'measuring cup',
    nouns: ['measuring cup', 'measuring jug', 'measuring glass'],
    size: [0.14, 0.17],
    parts: [
      part(
        'jug',
        {
          lathe: [
            [0, 0],
            [0.05, 0],
            [0.055, 0.01],
            [0.058, 0.13],
          ],
          wall: 0.004,
        },
        'glass',
      ),
      part('marks', { box: [0.018, 0.003, 0.004] }, 'paint', {
        ...at(spaced(5, 0.03, 0.11).map((y) => [0, y, 0.057] as V3)),
        color: RED,
        role: 'fixed',
      }),
      part('mark_long', { box: [0.004, 0.09, 0.004] }, 'paint', {
        at: [-0.012, 0.025, 0.056],
        color: RED,
        role: 'fixed',
      }),
      part(
        'lip',
        {
          capsule: [
            [0.045, 0.126, 0],
            [0.072, 0.134, 0],
          ],
          r: 0.01,
          r2: 0.005,
        },
        'glass',
      ),
      part('handle', { ring: 0.04, r: 0.008, arc: 180, from: 90 }, 'glass', {
        at: [-0.052, 0.075, 0],
      }),
    ],
  },
  {
    // A steel vacuum flask: a tall cylinder, a darker cup for a lid on top.
    kind: 'thermos',
    nouns: [
      'thermos',
      'thermos bottle',
      'thermos flask',
      'vacuum flask',
      'vacuum bottle',
      'insulated bottle',
    ],
    size: [0.32, 0.09],
    parts: [
      part(
        'body',
        {
          lathe: [
            [0, 0],
            [0.038, 0],
            [0.04, 0.01],
            [0.04, 0.22],
            [0.03, 0.245],
            [0, 0.245],
          ],
        },
        'steel',
      ),
      part('grip', { cyl: 0.06, r: 0.0415 }, 'rubber', {
        at: [0, 0.06, 0],
        color: 0x2a4a7a,
        role: 'accent',
      }),
      part('stopper', { cyl: 0.02, r: 0.024 }, 'plastic', { at: [0, 0.24, 0], color: BLACK }),
      part('cup', { cyl: 0.07, r: 0.041, rTop: 0.044 }, 'steel', {
        at: [0, 0.24, 0],
        color: 0x2a4a7a,
        role: 'accent',
        answersTo: ['lid'],
      }),
    ],
  },
  {
    // A white water cooler: a cabinet with a red and a blue tap, an upturned blue bottle on top.
    kind: 'water cooler',
    nouns: ['water cooler', 'water dispenser', 'office water cooler', 'drinking water dispenser'],
    size: [1.3, 0.34],
    parts: [
      part('cabinet', { box: [0.32, 0.9, 0.32], round: 0.02 }, 'plastic', { color: WHITE }),
      part('recess', { box: [0.2, 0.2, 0.02] }, 'plastic', {
        at: [0, 0.5, 0.155],
        color: 0x9aa0a6,
        role: 'detail',
      }),
      facingZ('tap_hot', [-0.05, 0.66, 0.155], 0.04, 0.014, 'plastic', {
        color: RED,
        role: 'fixed',
      }),
      facingZ('tap_cold', [0.05, 0.66, 0.155], 0.04, 0.014, 'plastic', {
        color: 0x2a6ad0,
        role: 'fixed',
      }),
      part('tray', { box: [0.2, 0.02, 0.06] }, 'plastic', { at: [0, 0.5, 0.18], color: 0x9aa0a6 }),
      part(
        'bottle',
        {
          lathe: [
            [0, 0],
            [0.03, 0],
            [0.03, 0.04],
            [0.13, 0.1],
            [0.135, 0.36],
            [0.12, 0.39],
            [0, 0.39],
          ],
          smooth: true,
        },
        'glass',
        { at: [0, 0.88, 0], color: 0x6ab0e8, role: 'accent' },
      ),
    ],
  },
  {
    // A toaster oven: a small box with a wide dark glass door, a bar handle and dials at the side.
    kind: 'toaster oven',
    nouns: ['toaster oven', 'mini oven', 'countertop oven', 'convection toaster oven'],
    size: [0.26, 0.46],
    parts: [
      part('body', { box: [0.46, 0.24, 0.32], round: 0.012 }, 'steel', { at: [0, 0.015, 0] }),
      part('door', { box: [0.3, 0.17, 0.012] }, 'glass', {
        at: [-0.06, 0.05, 0.16],
        color: 0x1c1e22,
        role: 'fixed',
      }),
      part('rack', { box: [0.26, 0.004, 0.004] }, 'steel', {
        ...at([
          [-0.06, 0.1, 0.168],
          [-0.06, 0.14, 0.168],
        ]),
        color: 0x8a8e94,
        role: 'detail',
      }),
      rod('handle', [-0.19, 0.205, 0.19], [0.07, 0.205, 0.19], 0.007, 'plastic', {
        color: BLACK,
        role: 'accent',
      }),
      rod('handle_post', [-0.18, 0.205, 0.16], [-0.18, 0.205, 0.19], 0.005, 'plastic', {
        copies: [[0.24, 0, 0]],
        color: BLACK,
        role: 'accent',
      }),
      part('panel', { box: [0.1, 0.2, 0.01] }, 'plastic', {
        at: [0.17, 0.035, 0.16],
        color: BLACK,
        role: 'accent',
      }),
      facingZ('dial', [0.17, 0.09, 0.165], 0.016, 0.018, 'plastic', {
        copies: [
          [0, 0.06, 0],
          [0, 0.12, 0],
        ],
        color: 0xc0c4c8,
        role: 'detail',
      }),
      part('foot', { box: [0.03, 0.016, 0.03] }, 'rubber', {
        ...at([
          [-0.2, 0, 0.13],
          [0.2, 0, 0.13],
          [-0.2, 0, -0.13],
          [0.2, 0, -0.13],
        ]),
        role: 'detail',
      }),
    ],
  },
  {
    // An ice maker: a white machine, its front drawer pulled open heaped with ice cubes.
    kind: 'ice maker',
    nouns: ['ice maker', 'icemaker', 'ice machine', 'ice-maker'],
    size: [0.5, 0.45],
    parts: [
      part('body', { box: [0.4, 0.42, 0.4], round: 0.015 }, 'steel', { color: 0xd8dcdf }),
      part('panel', { box: [0.3, 0.06, 0.01] }, 'plastic', {
        at: [0, 0.33, 0.2],
        color: 0x2a2c30,
        role: 'accent',
      }),
      part('lights', { box: [0.014, 0.014, 0.006] }, 'light', {
        ...at(spaced(3, -0.07, 0.07).map((x) => [x, 0.353, 0.206] as V3)),
        color: 0x40d0ff,
        role: 'fixed',
      }),
      part('drawer', { box: [0.34, 0.14, 0.2] }, 'plastic', {
        at: [0, 0.08, 0.26],
        minus: [{ shape: { box: [0.31, 0.14, 0.17] }, at: [0, 0.1, 0.26] }],
        color: 0x9aa0a6,
        role: 'detail',
      }),
      part('ice', { box: [0.05, 0.045, 0.05], round: 0.01 }, 'ice', {
        ...at([
          [-0.11, 0.14, 0.22],
          [-0.05, 0.15, 0.3],
          [0.0, 0.14, 0.22],
          [0.06, 0.15, 0.3],
          [0.11, 0.14, 0.22],
          [-0.08, 0.18, 0.26],
          [0.03, 0.185, 0.26],
          [0.09, 0.18, 0.32],
          [-0.02, 0.22, 0.28],
        ]),
        turn: [12, 25, 8],
        role: 'fixed',
        answersTo: ['ice cubes', 'cubes'],
      }),
      part('scoop', { box: [0.06, 0.025, 0.12], round: 0.008 }, 'plastic', {
        at: [0.0, 0.42, 0.05],
        color: 0x6ab0e8,
        role: 'detail',
      }),
    ],
  },
  {
    // A white lidded bread box whose front rolls up in a quarter round.
    kind: 'bread box',
    nouns: ['bread box', 'breadbox', 'bread bin', 'bread-bin', 'breadbin'],
    size: [0.26, 0.4],
    parts: [
      part('body', { extrude: BREADBOX_END, depth: 0.4 }, 'wood', {
        turn: [0, -90, 0],
        color: 0xb8875a,
      }),
      rod('handle', [-0.06, 0.06, 0.12], [0.06, 0.06, 0.12], 0.008, 'wood', {
        color: 0x6a4424,
        role: 'accent',
      }),
      part('seam', { box: [0.4, 0.006, 0.01] }, 'wood', {
        at: [0, 0.02, 0.117],
        color: 0x6a4424,
        role: 'detail',
      }),
    ],
  },
  {
    // A steel milk churn: a tall drum, a narrower shoulder and neck, a lid and two side handles.
    kind: 'milk churn',
    nouns: ['milk churn', 'milk can', 'milk-can', 'dairy churn'],
    size: [0.7, 0.4],
    parts: [
      part(
        'body',
        {
          lathe: [
            [0, 0],
            [0.17, 0],
            [0.18, 0.02],
            [0.18, 0.4],
            [0.1, 0.5],
            [0.1, 0.6],
            [0.12, 0.62],
            [0, 0.62],
          ],
        },
        'steel',
      ),
      part('band', { cyl: 0.03, r: 0.185 }, 'steel', {
        ...at([
          [0, 0.06, 0],
          [0, 0.32, 0],
        ]),
        color: 0x9aa0a6,
        role: 'detail',
      }),
      part('lid', { cyl: 0.05, r: 0.11, rTop: 0.09 }, 'steel', { at: [0, 0.615, 0] }),
      part('handle', { ring: 0.04, r: 0.009, arc: 180, from: -90 }, 'steel', {
        at: [0.14, 0.48, 0],
        mirror: true,
      }),
    ],
  },
  // ---- Furniture and bedding ----
  {
    // A bean bag: a slumped pear of fabric with a hollow seat pressed into it.
    kind: 'beanbag',
    nouns: ['beanbag', 'bean bag', 'beanbag chair', 'bean bag chair', 'bean-bag'],
    size: [0.7, 0.85],
    parts: [
      part('bag', { ellipsoid: [0.42, 0.26, 0.42] }, 'fabric', {
        at: [0, 0.24, 0],
        colors: BEANBAG,
        answersTo: ['body'],
      }),
      part('back', { ellipsoid: [0.34, 0.3, 0.2] }, 'fabric', {
        at: [0, 0.4, -0.2],
        turn: [-20, 0, 0],
        colors: BEANBAG,
        answersTo: ['body'],
      }),
      part('seam', { ring: 0.42, r: 0.008 }, 'fabric', {
        turn: [90, 0, 0],
        at: [0, 0.24, 0],
        color: 0x2a2a2a,
        role: 'detail',
      }),
    ],
  },
  {
    // A futon: a thick folded mattress on a low slatted wooden frame, the back half raised.
    kind: 'futon',
    nouns: ['futon', 'sofa bed', 'sofabed', 'futon couch', 'futon sofa', 'sofa-bed'],
    size: [0.85, 1.9],
    parts: [
      part('frame', { box: [1.9, 0.08, 0.85] }, 'wood', { at: [0, 0.18, 0], color: 0xc89a62 }),
      part('leg', { box: [0.08, 0.2, 0.08] }, 'wood', {
        ...at([
          [-0.9, 0, 0.38],
          [0.9, 0, 0.38],
          [-0.9, 0, -0.38],
          [0.9, 0, -0.38],
        ]),
        color: 0xc89a62,
      }),
      part('arm', { box: [0.06, 0.42, 0.85] }, 'wood', {
        ...at([
          [-0.95, 0.18, 0],
          [0.95, 0.18, 0],
        ]),
        color: 0xc89a62,
      }),
      part('mattress', { box: [1.82, 0.16, 0.62], round: 0.06 }, 'fabric', {
        at: [0, 0.26, 0.1],
        color: 0x3a5a8a,
        answersTo: ['mattress', 'cushion'],
      }),
      part('back', { box: [1.82, 0.62, 0.16], round: 0.06 }, 'fabric', {
        at: [0, 0.28, -0.3],
        turn: [-12, 0, 0],
        color: 0x3a5a8a,
        answersTo: ['mattress', 'cushion'],
      }),
    ],
  },
  {
    // A bedspread: a bed dressed in a patterned cover that falls to the floor on three sides.
    kind: 'bedspread',
    nouns: ['bedspread', 'bed spread', 'coverlet', 'counterpane', 'bedcover', 'bed cover'],
    size: [0.9, 2.1],
    parts: [
      part('headboard', { box: [1.5, 1.0, 0.06] }, 'wood', { at: [0, 0, -1.0], color: 0x8a5a34 }),
      part('cover', { box: [1.56, 0.5, 1.98], round: 0.03 }, 'fabric', {
        at: [0, 0.02, 0.0],
        color: 0xc85a3a,
      }),
      part('stripes', { box: [1.58, 0.506, 0.1] }, 'fabric', {
        ...at(spaced(6, -0.7, 0.8).map((z) => [0, 0.02, z] as V3)),
        color: CREAM,
        role: 'accent',
      }),
      part('pillow', { box: [0.6, 0.14, 0.32], round: 0.06 }, 'linen', {
        ...at([
          [-0.36, 0.5, -0.76],
          [0.36, 0.5, -0.76],
        ]),
        color: WHITE,
        role: 'detail',
      }),
    ],
  },
  {
    // An ottoman: a padded upholstered box on short legs, its top buttoned.
    kind: 'ottoman',
    nouns: ['ottoman', 'pouf', 'pouffe', 'hassock', 'footstool', 'foot stool'],
    size: [0.42, 0.6],
    parts: [
      part('body', { box: [0.6, 0.32, 0.6], round: 0.06 }, 'fabric', {
        at: [0, 0.08, 0],
        color: 0x7a3a4a,
        answersTo: ['cushion', 'top'],
      }),
      part('buttons', { ball: 0.015 }, 'fabric', {
        ...at(
          [
            [-0.14, -0.14],
            [0.14, -0.14],
            [0, 0],
            [-0.14, 0.14],
            [0.14, 0.14],
          ].map(([x, z]) => [x!, 0.398, z!] as V3),
        ),
        color: 0x5a2a36,
        role: 'detail',
      }),
      part('leg', { cyl: 0.09, r: 0.025, rTop: 0.03 }, 'wood', {
        ...at([
          [-0.24, 0, 0.24],
          [0.24, 0, 0.24],
          [-0.24, 0, -0.24],
          [0.24, 0, -0.24],
        ]),
        color: 0x4a2e1a,
        role: 'accent',
      }),
    ],
  },
  {
    // A chaise longue: a long upholstered seat rising at one end into a backrest, on low legs.
    kind: 'chaise longue',
    nouns: ['chaise longue', 'chaise lounge', 'chaise', 'fainting couch', 'recamier'],
    size: [0.75, 1.7],
    parts: [
      part('upholstery', { extrude: CHAISE_SIDE, depth: 0.62, round: 0.03 }, 'fabric', {
        at: [0, 0.12, 0],
        color: 0x4a7a6a,
        answersTo: ['cushion'],
      }),
      part('leg', { cyl: 0.13, r: 0.025, rTop: 0.03 }, 'wood', {
        ...at([
          [-0.7, 0, 0.26],
          [0.75, 0, 0.26],
          [-0.7, 0, -0.26],
          [0.75, 0, -0.26],
        ]),
        color: 0x4a2e1a,
        role: 'accent',
      }),
      part(
        'bolster',
        {
          capsule: [
            [-0.42, 0.36, -0.3],
            [-0.42, 0.36, 0.3],
          ],
          r: 0.06,
        },
        'fabric',
        {
          color: 0x3a6a5a,
          role: 'detail',
        },
      ),
    ],
  },
  {
    // A folding step stool: two treads on side frames, the top tread at the back.
    kind: 'step stool',
    nouns: ['step stool', 'stepstool', 'step-stool', 'kick stool', 'library steps'],
    size: [0.46, 0.4],
    parts: [
      part('side', { extrude: STEP_SIDE, depth: 0.025 }, 'plastic', {
        turn: [0, -90, 0],
        ...at([
          [-0.17, 0, 0],
          [0.17, 0, 0],
        ]),
        color: 0xe8e8e4,
      }),
      part('tread', { box: [0.36, 0.025, 0.16] }, 'plastic', {
        ...at([
          [0, 0.21, 0.085],
          [0, 0.43, -0.085],
        ]),
        color: 0x3a8ad0,
        role: 'accent',
      }),
      part('grip', { box: [0.3, 0.004, 0.12] }, 'rubber', {
        ...at([
          [0, 0.235, 0.085],
          [0, 0.455, -0.085],
        ]),
        role: 'detail',
      }),
    ],
  },
  {
    // A baby's highchair: a seat high on splayed legs, a tray in front and a footrest below.
    kind: 'highchair',
    nouns: ['highchair', 'high chair', 'feeding chair', 'baby high chair', 'high-chair'],
    size: [1.0, 0.6],
    parts: [
      ...HIGH_LEGS.map(([a, b], i) =>
        rod(`leg_${i + 1}`, a, b, 0.016, 'wood', { color: 0xd8b07a, answersTo: ['legs'] }),
      ),
      part('seat_pad', { box: [0.36, 0.05, 0.32], round: 0.01 }, 'plastic', {
        at: [0, 0.5, 0.0],
        color: WHITE,
      }),
      part('back', { box: [0.36, 0.42, 0.04], round: 0.015 }, 'plastic', {
        at: [0, 0.52, -0.15],
        turn: [-8, 0, 0],
        color: WHITE,
      }),
      part('arm', { box: [0.03, 0.16, 0.26] }, 'plastic', {
        ...at([
          [-0.17, 0.54, 0.0],
          [0.17, 0.54, 0.0],
        ]),
        color: WHITE,
      }),
      part('tray', { box: [0.46, 0.03, 0.22], round: 0.012 }, 'plastic', {
        at: [0, 0.7, 0.16],
        colors: [0x8ad0a0, 0xf0a0a8, 0x8ab8e8],
        role: 'accent',
      }),
      part('footrest', { box: [0.3, 0.02, 0.08] }, 'wood', {
        at: [0, 0.2, 0.18],
        color: 0xd8b07a,
      }),
      rod('foot_bar', [-0.2, 0.21, 0.19], [0.2, 0.21, 0.19], 0.01, 'wood', { color: 0xd8b07a }),
    ],
  },
  {
    // A square playpen: padded rails on four corner posts, rows of bars, a soft floor.
    kind: 'playpen',
    nouns: ['playpen', 'play pen', 'playyard', 'play yard', 'baby pen', 'play-pen'],
    size: [0.7, 1.0],
    parts: [
      part('floor', { box: [1.0, 0.05, 1.0] }, 'fabric', { color: 0x8ab8e8, role: 'accent' }),
      part('post', { cyl: 0.7, r: 0.03 }, 'plastic', {
        ...at([
          [-0.48, 0, 0.48],
          [0.48, 0, 0.48],
          [-0.48, 0, -0.48],
          [0.48, 0, -0.48],
        ]),
        color: WHITE,
      }),
      rod('rail', [-0.48, 0.68, 0.48], [0.48, 0.68, 0.48], 0.03, 'fabric', {
        copies: [[0, 0, -0.96]],
        color: 0x3a6ab0,
        role: 'accent',
      }),
      rod('rail_side', [-0.48, 0.68, -0.48], [-0.48, 0.68, 0.48], 0.03, 'fabric', {
        copies: [[0.96, 0, 0]],
        color: 0x3a6ab0,
        role: 'accent',
      }),
      part('bars', { cyl: 0.64, r: 0.008 }, 'plastic', {
        ...at([
          ...spaced(9, -0.4, 0.4).flatMap((x) => [[x, 0.04, 0.48] as V3, [x, 0.04, -0.48] as V3]),
          ...spaced(9, -0.4, 0.4).flatMap((z) => [[0.48, 0.04, z] as V3, [-0.48, 0.04, z] as V3]),
        ]),
        color: WHITE,
      }),
      part('toy_ball', { ball: 0.08 }, 'plastic', {
        at: [0.2, 0.13, 0.1],
        color: 0xe8c020,
        role: 'fixed',
        optional: 0.7,
      }),
    ],
  },
  // ---- Cleaning and household tools ----
  {
    // A dustpan: a flat scoop with a raised back and a short handle, a hand brush beside it.
    kind: 'dustpan',
    nouns: ['dustpan', 'dust pan', 'dustpan and brush', 'dust-pan'],
    size: [0.1, 0.34],
    parts: [
      part('pan', { extrude: DUSTPAN_SIDE, depth: 0.26 }, 'plastic', {
        turn: [0, -90, 0],
        color: RED,
      }),
      rod('handle', [0, 0.035, -0.11], [0, 0.06, -0.24], 0.015, 'plastic', { color: RED }),
      part('brush_back', { box: [0.22, 0.025, 0.045], round: 0.01 }, 'plastic', {
        at: [0.0, 0.03, 0.05],
        color: 0x2a2a2a,
        role: 'accent',
        answersTo: ['brush'],
      }),
      part('bristles', { box: [0.21, 0.024, 0.04] }, 'fabric', {
        at: [0.0, 0.01, 0.05],
        color: 0xd8c8a0,
        role: 'detail',
        answersTo: ['brush'],
      }),
    ],
  },
  {
    // A steel crowbar: a long hexagonal bar, a curved claw at one end, a bent flat tip at the other.
    kind: 'crowbar',
    nouns: ['crowbar', 'crow bar', 'pry bar', 'prybar', 'wrecking bar', 'jemmy'],
    size: [0.12, 0.7],
    parts: [
      part(
        'bar',
        {
          sweep: [
            [-0.34, 0.012, 0],
            [-0.3, 0.016, 0],
            [0.24, 0.016, 0],
            [0.3, 0.03, 0],
            [0.33, 0.07, 0],
            [0.32, 0.1, 0],
            [0.29, 0.11, 0],
          ],
          r: 0.012,
        },
        'paint',
        { color: RED },
      ),
      part('claw', { box: [0.03, 0.008, 0.026] }, 'iron', {
        at: [0.285, 0.11, 0],
        turn: [0, 0, 30],
        role: 'detail',
      }),
      part('tip', { box: [0.04, 0.006, 0.024] }, 'iron', {
        at: [-0.355, 0.004, 0],
        turn: [0, 0, -8],
        role: 'detail',
      }),
    ],
  },
  {
    // A fire alarm: a red bell on a red wall box with a white pull bar below.
    kind: 'fire alarm',
    nouns: ['fire alarm', 'fire alarm bell', 'manual call point'],
    size: [0.3, 0.2],
    parts: [
      part('box', { box: [0.18, 0.28, 0.05], round: 0.01 }, 'paint', { color: RED }),
      part(
        'bell',
        {
          lathe: [
            [0, 0],
            [0.075, 0],
            [0.07, 0.02],
            [0.05, 0.045],
            [0, 0.05],
          ],
          smooth: true,
        },
        'paint',
        { turn: [90, 0, 0], at: [0, 0.19, 0.024], color: 0xd83a2a },
      ),
      part('striker', { ball: 0.012 }, 'steel', { at: [0, 0.19, 0.078], role: 'detail' }),
      part('pull', { box: [0.1, 0.035, 0.02] }, 'plastic', {
        at: [0, 0.05, 0.03],
        color: WHITE,
        role: 'fixed',
        answersTo: ['handle'],
      }),
    ],
  },
  {
    // A smoke detector: a white round dome with a ring of vents and a red light.
    kind: 'smoke detector',
    nouns: ['smoke detector', 'smoke alarm', 'smoke-detector', 'fire detector'],
    size: [0.14, 0.14],
    parts: [
      part(
        'dome',
        {
          lathe: [
            [0, 0],
            [0.07, 0],
            [0.07, 0.015],
            [0.055, 0.035],
            [0, 0.04],
          ],
          smooth: true,
        },
        'plastic',
        { turn: [90, 0, 0], at: [0, 0.07, 0], color: WHITE },
      ),
      part('vents', { ring: 0.052, r: 0.004 }, 'plastic', {
        at: [0, 0.07, 0.026],
        color: 0x9a9ea4,
        role: 'detail',
      }),
      part('led', { ball: 0.006 }, 'light', {
        at: [0.02, 0.08, 0.038],
        color: 0xff2020,
        role: 'fixed',
      }),
    ],
  },
  // ---- Workshop ----
  {
    // A paint scraper: a wide flat steel blade on a short wooden handle.
    kind: 'scraper',
    nouns: [
      'scraper',
      'paint scraper',
      'putty knife',
      'filling knife',
      'spackle knife',
      'wall scraper',
    ],
    size: [0.04, 0.26],
    parts: [
      part(
        'blade',
        {
          plan: [
            [0.0, -0.02],
            [0.09, -0.045],
            [0.09, 0.045],
            [0.0, 0.02],
          ],
          height: 0.003,
        },
        'steel',
        { at: [0, 0.016, 0] },
      ),
      part('ferrule', { cyl: 0.02, r: 0.014 }, 'brass', {
        turn: [0, 0, 90],
        at: [0.01, 0.018, 0],
        role: 'detail',
      }),
      rod('handle', [-0.01, 0.018, 0], [-0.14, 0.018, 0], 0.016, 'wood', {
        color: 0xc89a62,
        role: 'accent',
      }),
    ],
  },
  {
    // A car battery: a black box with a grey lid, a red and a black terminal, a carrying strap.
    kind: 'car battery',
    nouns: [
      'car battery',
      'storage battery',
      'lead-acid battery',
      'automobile battery',
      'truck battery',
    ],
    size: [0.22, 0.3],
    parts: [
      part('case', { box: [0.3, 0.17, 0.18], round: 0.008 }, 'plastic', { color: BLACK }),
      part('lid', { box: [0.3, 0.02, 0.18], round: 0.005 }, 'plastic', {
        at: [0, 0.17, 0],
        color: 0x4a4e54,
        role: 'accent',
      }),
      part('terminal_plus', { cyl: 0.03, r: 0.014 }, 'plastic', {
        at: [0.1, 0.19, 0.05],
        color: RED,
        role: 'fixed',
      }),
      part('terminal_minus', { cyl: 0.03, r: 0.014 }, 'plastic', {
        at: [-0.1, 0.19, 0.05],
        color: 0x2a2a2a,
        role: 'fixed',
      }),
      part('label', { box: [0.2, 0.07, 0.004] }, 'plain', {
        at: [0, 0.05, 0.09],
        color: 0xe8c020,
        role: 'detail',
      }),
      part(
        'strap',
        {
          sweep: [
            [-0.06, 0.19, -0.04],
            [-0.05, 0.24, -0.04],
            [0.05, 0.24, -0.04],
            [0.06, 0.19, -0.04],
          ],
          r: 0.006,
        },
        'plastic',
        { color: BLACK, role: 'detail', answersTo: ['handle'] },
      ),
    ],
  },
  {
    // A hose coiled in loose rings with a spray nozzle; a fire hose is red with a brass nozzle.
    kind: 'garden hose',
    nouns: ['garden hose', 'hose', 'hosepipe', 'hose pipe', 'water hose', 'fire hose'],
    size: [0.14, 0.5],
    parts: [
      part('coil', { ring: 0.2, r: 0.016 }, 'rubber', {
        turn: [90, 0, 0],
        ...at(spaced(4, 0.016, 0.1).map((y, i) => [i * 0.006, y, i * 0.004] as V3)),
        color: 0x3a9a3a,
        answersTo: ['hose'],
      }),
      rod('lead', [0.2, 0.1, 0.0], [0.22, 0.05, 0.18], 0.016, 'rubber', {
        color: 0x3a9a3a,
        answersTo: ['hose'],
      }),
      part(
        'nozzle',
        {
          capsule: [
            [0.22, 0.05, 0.18],
            [0.24, 0.03, 0.3],
          ],
          r: 0.022,
          r2: 0.014,
        },
        'plastic',
        {
          color: 0xe8c020,
          role: 'accent',
        },
      ),
    ],
    looks: {
      'fire hose': {
        drop: ['coil', 'lead', 'nozzle'],
        parts: [
          part('coil', { ring: 0.2, r: 0.02 }, 'fabric', {
            turn: [90, 0, 0],
            ...at(spaced(4, 0.02, 0.12).map((y, i) => [i * 0.006, y, i * 0.004] as V3)),
            color: 0xc8281e,
            answersTo: ['hose'],
          }),
          rod('lead', [0.2, 0.12, 0.0], [0.22, 0.06, 0.18], 0.02, 'fabric', {
            color: 0xc8281e,
            answersTo: ['hose'],
          }),
          part(
            'nozzle',
            {
              capsule: [
                [0.22, 0.06, 0.18],
                [0.25, 0.03, 0.34],
              ],
              r: 0.028,
              r2: 0.014,
            },
            'brass',
            {
              role: 'accent',
            },
          ),
        ],
      },
    },
  },
  {
    // A flat steel razor blade with a slotted middle and rounded ends.
    kind: 'razor blade',
    nouns: ['razor blade', 'razorblade', 'safety razor blade', 'razor-blade', 'double-edged blade'],
    size: [0.0015, 0.045],
    parts: [
      part('blade', { box: [0.044, 0.0008, 0.022] }, 'steel', {
        at: [0, 0.001, 0],
        minus: [
          { shape: { box: [0.03, 0.004, 0.004] }, at: [0, -0.001, 0] },
          { shape: { cyl: 0.004, r: 0.003 }, at: [-0.015, -0.001, 0] },
          { shape: { cyl: 0.004, r: 0.003 }, at: [0.015, -0.001, 0] },
        ],
      }),
      part('print', { box: [0.012, 0.0003, 0.005] }, 'plain', {
        at: [0, 0.0018, 0.0065],
        copies: [[0, 0, -0.013]],
        color: 0x2a5ab0,
        role: 'detail',
      }),
    ],
  },
  // ---- Small bits ----
  {
    // A wine cork: a short tan cylinder, a red stain at one end.
    kind: 'cork',
    nouns: ['cork', 'bottle cork', 'wine cork', 'cork stopper', 'champagne cork'],
    size: [0.024, 0.045],
    parts: [
      part('plug', { cyl: 0.044, r: 0.0115 }, 'cork', {
        turn: [0, 0, 90],
        at: [0.022, 0.0115, 0],
      }),
      part('stain', { cyl: 0.002, r: 0.0112 }, 'plain', {
        turn: [0, 0, 90],
        at: [0.0235, 0.0115, 0],
        color: 0x7a1a2a,
        role: 'fixed',
      }),
    ],
  },
  {
    // A crown bottle cap: a crimped metal disk, a red top with a white ring.
    kind: 'bottle cap',
    nouns: ['bottle cap', 'bottlecap', 'crown cap', 'beer cap', 'bottle top', 'bottle-cap'],
    size: [0.007, 0.032],
    parts: [
      part('skirt', { plan: star(21, 0.016, 0.0145), height: 0.005 }, 'steel', {
        color: RED,
      }),
      part('top', { cyl: 0.0015, r: 0.0135 }, 'steel', { at: [0, 0.005, 0], color: RED }),
      part('ring', { ring: 0.009, r: 0.0012 }, 'paint', {
        turn: [90, 0, 0],
        at: [0, 0.0065, 0],
        color: WHITE,
        role: 'accent',
      }),
    ],
  },
  {
    // A steel bottle opener: a flat handle with a red grip, its open head over a bottle cap.
    kind: 'bottle opener',
    nouns: ['bottle opener', 'bottle-opener', 'beer opener'],
    size: [0.015, 0.17],
    parts: [
      part('shank', { box: [0.09, 0.004, 0.022] }, 'steel', { at: [0.02, 0.0, 0] }),
      part('head', { cyl: 0.004, r: 0.03 }, 'steel', {
        at: [0.085, 0, 0],
        minus: [
          { shape: { cyl: 0.01, r: 0.017 }, at: [0.088, -0.003, 0] },
          { shape: { box: [0.03, 0.01, 0.02] }, at: [0.11, -0.003, 0] },
        ],
      }),
      part('grip', { box: [0.08, 0.012, 0.028], round: 0.005 }, 'plastic', {
        at: [-0.05, 0, 0],
        color: RED,
        role: 'accent',
        answersTo: ['handle'],
      }),
      part('cap', { plan: star(21, 0.016, 0.0145), height: 0.006 }, 'steel', {
        at: [0.088, 0, 0],
        color: 0xe8c020,
        role: 'fixed',
        answersTo: ['bottle cap'],
      }),
    ],
  },
  {
    // A few rubber bands: thin loops lying in a loose tangle.
    kind: 'rubber band',
    nouns: ['rubber band', 'elastic band', 'rubber bands', 'elastic bands', 'rubberband'],
    size: [0.005, 0.09],
    parts: [
      part('band', { ring: 0.03, r: 0.0015 }, 'rubber', {
        turn: [90, 0, 0],
        at: [0, 0.0015, 0],
        color: 0xc8963c,
      }),
      part('band_2', { ring: 0.028, r: 0.0015 }, 'rubber', {
        turn: [90, 0, 0],
        at: [0.025, 0.0035, 0.012],
        color: RED,
        role: 'accent',
      }),
      part('band_3', { ring: 0.026, r: 0.0015 }, 'rubber', {
        turn: [90, 0, 0],
        at: [-0.01, 0.0045, -0.024],
        color: 0x2a6ad0,
        role: 'accent',
      }),
    ],
  },
  // ---- Office and electronics ----
  {
    // A bulletin board: a cork panel in a wooden frame, paper notes and photos pinned to it.
    kind: 'bulletin board',
    nouns: [
      'bulletin board',
      'corkboard',
      'cork board',
      'notice board',
      'noticeboard',
      'pinboard',
      'pin board',
      'message board',
    ],
    size: [0.62, 0.9],
    parts: [
      part('frame', { box: [0.9, 0.62, 0.03] }, 'wood', { color: 0x8a5a34, role: 'accent' }),
      part('cork', { box: [0.84, 0.56, 0.036] }, 'cork', { at: [0, 0.03, 0] }),
      ...(
        [
          ['note_yellow', 0xf2dc5a, [-0.25, 0.34], 5],
          ['note_white', WHITE, [0.05, 0.3], -4],
          ['note_blue', 0x8ab8e8, [0.27, 0.36], 6],
          ['note_pink', 0xf0a0b8, [-0.15, 0.1], -3],
          ['photo', 0x5a8ab0, [0.2, 0.09], 3],
        ] as const
      ).map(([name, c, [x, y], tilt]) =>
        part(name, { box: [0.16, 0.14, 0.004] }, 'paper', {
          at: [x, y, 0.019],
          turn: [0, 0, tilt],
          color: c,
          role: 'fixed',
          answersTo: ['notes', 'papers'],
        }),
      ),
      part('pins', { ball: 0.01 }, 'plastic', {
        ...at([
          [-0.25, 0.47, 0.025],
          [0.05, 0.43, 0.025],
          [0.27, 0.49, 0.025],
          [-0.15, 0.23, 0.025],
          [0.2, 0.22, 0.025],
        ]),
        color: RED,
        role: 'fixed',
        answersTo: ['pin', 'thumbtacks'],
      }),
    ],
  },
  {
    // A dark mouse pad with a computer mouse on it.
    kind: 'mousepad',
    nouns: ['mousepad', 'mouse pad', 'mouse mat', 'mousemat', 'mouse-pad'],
    size: [0.04, 0.25],
    parts: [
      part('pad', { box: [0.25, 0.004, 0.21], round: 0.0015 }, 'rubber', {
        color: 0x2a3a5a,
      }),
      part('edge', { box: [0.252, 0.002, 0.212] }, 'fabric', {
        color: 0x1a1a1a,
        role: 'detail',
      }),
      part('mouse', { ellipsoid: [0.032, 0.02, 0.055] }, 'plastic', {
        at: [0.04, 0.004, 0.0],
        minus: [{ shape: { box: [0.1, 0.05, 0.15] }, at: [0, -0.05, 0] }],
        color: 0xd8dadc,
        role: 'accent',
      }),
      part('wheel', { cyl: 0.008, r: 0.005 }, 'rubber', {
        turn: [0, 0, 90],
        at: [0.044, 0.021, -0.03],
        role: 'detail',
      }),
    ],
  },
  {
    // A stylus lying across a tablet: a slim silver pen with a soft black tip.
    kind: 'stylus',
    nouns: ['stylus', 'stylus pen', 'touch pen', 'digital pen', 'tablet pen'],
    size: [0.02, 0.26],
    parts: [
      part('tablet', { box: [0.25, 0.008, 0.18], round: 0.004 }, 'plastic', {
        color: 0x2a2a2e,
        role: 'accent',
      }),
      part('screen', { box: [0.23, 0.002, 0.16] }, 'glass', {
        at: [0, 0.008, 0],
        color: 0x2a4a7a,
        role: 'fixed',
      }),
      rod('pen', [-0.08, 0.016, 0.04], [0.08, 0.016, -0.03], 0.005, 'steel'),
      part(
        'tip',
        {
          capsule: [
            [0.08, 0.016, -0.03],
            [0.092, 0.014, -0.035],
          ],
          r: 0.005,
          r2: 0.002,
        },
        'rubber',
        {
          role: 'detail',
        },
      ),
    ],
  },
  {
    // A subwoofer: a black cabinet with one big speaker cone on its front, on small feet.
    kind: 'subwoofer',
    nouns: ['subwoofer', 'sub-woofer', 'bass speaker', 'bass cabinet', 'sub woofer'],
    size: [0.42, 0.4],
    parts: [
      part('cabinet', { box: [0.4, 0.38, 0.4], round: 0.01 }, 'wood', {
        at: [0, 0.02, 0],
        color: BLACK,
      }),
      part('surround', { ring: 0.14, r: 0.018 }, 'rubber', { at: [0, 0.21, 0.2] }),
      part(
        'cone',
        {
          lathe: [
            [0, 0],
            [0.14, 0],
            [0.04, 0.02],
            [0, 0.03],
          ],
        },
        'plastic',
        { turn: [-90, 0, 0], at: [0, 0.21, 0.21], color: 0x3a3c40, role: 'detail' },
      ),
      part('dust_cap', { ball: 0.04 }, 'plastic', {
        at: [0, 0.21, 0.185],
        color: 0x2a2a2a,
        role: 'detail',
      }),
      part('foot', { cyl: 0.02, r: 0.02 }, 'rubber', {
        ...at([
          [-0.16, 0, 0.16],
          [0.16, 0, 0.16],
          [-0.16, 0, -0.16],
          [0.16, 0, -0.16],
        ]),
        role: 'detail',
      }),
    ],
  },
  {
    // A solar panel: dark blue cells in a silver frame, tilted on a stand.
    kind: 'solar panel',
    nouns: [
      'solar panel',
      'solar array',
      'solar panels',
      'photovoltaic panel',
      'solar module',
      'pv panel',
    ],
    size: [0.9, 1.6],
    parts: [
      part('panel', { box: [1.6, 0.04, 1.0] }, 'glass', {
        turn: [35, 0, 0],
        at: [0, 0.45, 0],
        color: 0x1a2a5a,
      }),
      part('grid_x', { box: [0.008, 0.042, 1.0] }, 'aluminum', {
        turn: [35, 0, 0],
        ...at(spaced(7, -0.8, 0.8).map((x) => [x, 0.451, 0] as V3)),
        role: 'detail',
      }),
      part('grid_z', { box: [1.6, 0.042, 0.008] }, 'aluminum', {
        turn: [35, 0, 0],
        ...at(spaced(5, -0.5, 0.5).map((z) => [0, 0.451 - z * SIN35, z * COS35] as V3)),
        role: 'detail',
      }),
      rod('leg', [-0.6, 0, -0.35], [-0.6, 0.72, -0.35], 0.025, 'aluminum', {
        copies: [[1.2, 0, 0]],
        role: 'detail',
      }),
      rod('leg_front', [-0.6, 0, 0.3], [-0.6, 0.25, 0.3], 0.025, 'aluminum', {
        copies: [[1.2, 0, 0]],
        role: 'detail',
      }),
    ],
  },
  {
    // A deadbolt on a door's edge: a brass round rose with a keyhole, the bolt thrown out.
    kind: 'deadbolt',
    nouns: ['deadbolt', 'dead bolt', 'deadbolt lock'],
    size: [0.3, 0.14],
    parts: [
      part('slab', { box: [0.14, 0.3, 0.045] }, 'wood', { color: 0xa8764a, role: 'accent' }),
      facingZ('rose', [0, 0.17, 0.022], 0.012, 0.03, 'brass'),
      facingZ('cylinder', [0, 0.17, 0.034], 0.012, 0.018, 'brass'),
      part('keyhole', { box: [0.003, 0.014, 0.004] }, 'plain', {
        at: [0, 0.163, 0.046],
        color: BLACK,
        role: 'fixed',
      }),
      part('plate', { box: [0.005, 0.07, 0.03] }, 'brass', { at: [0.071, 0.135, 0] }),
      lyingX('bolt', [0.085, 0.17, 0], 0.03, 0.01, 'steel', { role: 'detail' }),
    ],
  },
  {
    // A painter's palette: a wooden board with a thumb hole, blobs of paint and a brush.
    kind: 'palette',
    nouns: [
      'palette',
      'paint palette',
      "artist's palette",
      'artists palette',
      "painter's palette",
      'pallette',
    ],
    size: [0.03, 0.4],
    parts: [
      part('board', { plan: PALETTE, height: 0.008 }, 'wood', {
        color: 0xc89a62,
        minus: [{ shape: { cyl: 0.02, r: 0.022 }, at: [-0.1, -0.005, 0.06] }],
      }),
      ...(
        [
          ['red', 0xd0281e, [0.13, -0.02]],
          ['yellow', 0xf2c81c, [0.09, -0.1]],
          ['blue', 0x1e4ab0, [0.0, -0.13]],
          ['green', 0x2a9a3a, [-0.09, -0.1]],
          ['white', WHITE, [0.12, 0.08]],
        ] as const
      ).map(([name, c, [x, z]]) =>
        part(`paint_${name}`, { ellipsoid: [0.022, 0.01, 0.02] }, 'paint', {
          at: [x, 0.008, z],
          color: c,
          role: 'fixed',
          answersTo: ['paint', 'paints'],
        }),
      ),
      rod('brush', [-0.02, 0.012, 0.08], [0.16, 0.012, 0.02], 0.005, 'wood', {
        color: 0x2a2a2a,
        role: 'detail',
      }),
      part(
        'brush_tip',
        {
          capsule: [
            [-0.02, 0.012, 0.08],
            [-0.05, 0.012, 0.09],
          ],
          r: 0.007,
          r2: 0.002,
        },
        'fabric',
        {
          color: 0xd0281e,
          role: 'fixed',
        },
      ),
    ],
  },
  {
    // A fume hood: a lab cabinet with a glass sash over an open work bay and a duct on top.
    kind: 'fume hood',
    nouns: ['fume hood', 'fume cupboard', 'fume cabinet', 'laboratory hood', 'fume closet'],
    size: [2.3, 1.5],
    parts: [
      part('base', { box: [1.5, 0.9, 0.8] }, 'plastic', { color: 0xd8dcdf }),
      part('doors', { box: [0.7, 0.75, 0.01] }, 'plastic', {
        ...at([
          [-0.37, 0.07, 0.4],
          [0.37, 0.07, 0.4],
        ]),
        color: 0xe8ecee,
        role: 'detail',
      }),
      part('worktop', { box: [1.56, 0.04, 0.84] }, 'stone', { at: [0, 0.9, 0], color: 0x2a2c30 }),
      part('hood', { box: [1.5, 0.95, 0.1] }, 'plastic', { at: [0, 0.94, -0.37], color: 0xd8dcdf }),
      part('side', { box: [0.1, 0.95, 0.8] }, 'plastic', {
        ...at([
          [-0.7, 0.94, 0],
          [0.7, 0.94, 0],
        ]),
        color: 0xd8dcdf,
      }),
      part('top', { box: [1.5, 0.25, 0.8] }, 'plastic', { at: [0, 1.89, 0], color: 0xd8dcdf }),
      part('sash', { box: [1.3, 0.55, 0.02] }, 'glass', { at: [0, 1.34, 0.36], color: 0xa8c8d8 }),
      rod('sash_handle', [-0.55, 1.34, 0.39], [0.55, 1.34, 0.39], 0.012, 'steel', {
        role: 'detail',
      }),
      part('duct', { cyl: 0.25, r: 0.14 }, 'aluminum', { at: [0, 2.13, -0.1], role: 'detail' }),
    ],
  },
  {
    // A clothes hamper: a tall lidded wicker box, a little wider at the top, with rope handles.
    kind: 'clothes hamper',
    nouns: ['clothes hamper', 'laundry hamper', 'laundry basket', 'linen basket', 'clothes basket'],
    size: [0.64, 0.46],
    parts: [
      part(
        'body',
        {
          plan: [
            [-0.19, -0.14],
            [0.19, -0.14],
            [0.19, 0.14],
            [-0.19, 0.14],
          ],
          height: 0.55,
          taper: 1.12,
        },
        'wood',
        { color: 0xc8a46a, answersTo: ['basket'] },
      ),
      // Woven bands round the wall, each as wide as the wall at its height.
      ...spaced(6, 0.06, 0.5).map((y, i) =>
        part(
          `weave_${i + 1}`,
          {
            box: [
              0.38 * (1 + (0.12 * (y + 0.02)) / 0.55),
              0.02,
              0.28 * (1 + (0.12 * (y + 0.02)) / 0.55),
            ],
          },
          'wood',
          { at: [0, y, 0], color: 0xa8844a, role: 'detail', answersTo: ['weave'] },
        ),
      ),
      part('lid', { box: [0.44, 0.04, 0.33], round: 0.012 }, 'wood', {
        at: [0, 0.55, 0],
        color: 0xb8945a,
        role: 'accent',
      }),
      part('knob', { ball: 0.025 }, 'wood', { at: [0, 0.6, 0], color: 0x9a7a44, role: 'accent' }),
      part('handle', { ring: 0.04, r: 0.008, arc: 180, from: -90 }, 'fabric', {
        at: [0.205, 0.44, 0],
        mirror: true,
        color: 0xe8dcc0,
        role: 'detail',
      }),
    ],
  },
  {
    // A quilted square pot holder with a bound edge and a hanging loop at one corner.
    kind: 'potholder',
    nouns: ['potholder', 'pot holder', 'pot-holder', 'oven pad', 'pan holder'],
    size: [0.03, 0.2],
    parts: [
      part('pad', { box: [0.18, 0.014, 0.18], round: 0.006 }, 'fabric', {
        colors: [0xc8281e, 0x2a6ab0, 0xe8a020, 0x4a9a4a],
      }),
      part('quilting', { box: [0.17, 0.002, 0.004] }, 'fabric', {
        ...at(spaced(5, -0.06, 0.06).map((z) => [0, 0.0135, z] as V3)),
        color: WHITE,
        role: 'accent',
      }),
      part('quilting_x', { box: [0.004, 0.002, 0.17] }, 'fabric', {
        ...at(spaced(5, -0.06, 0.06).map((x) => [x, 0.0135, 0] as V3)),
        color: WHITE,
        role: 'accent',
      }),
      part('loop', { ring: 0.018, r: 0.004 }, 'fabric', {
        turn: [90, 0, 45],
        at: [-0.095, 0.008, -0.095],
        color: WHITE,
        role: 'accent',
      }),
    ],
  },
  {
    // A roll of paper towel upright on a wooden holder, a sheet hanging loose.
    kind: 'paper towel',
    nouns: [
      'paper towel',
      'paper towels',
      'kitchen roll',
      'paper towel roll',
      'kitchen paper',
      'paper towel holder',
    ],
    size: [0.3, 0.15],
    parts: [
      part('base', { cyl: 0.02, r: 0.075 }, 'wood', { color: 0xc89a62, role: 'accent' }),
      part('rod', { cyl: 0.3, r: 0.01 }, 'wood', {
        at: [0, 0.02, 0],
        color: 0xc89a62,
        role: 'accent',
      }),
      part(
        'roll',
        {
          lathe: [
            [0.02, 0],
            [0.062, 0],
            [0.062, 0.27],
            [0.02, 0.27],
          ],
        },
        'paper',
        { at: [0, 0.022, 0], color: WHITE, answersTo: ['paper'] },
      ),
      part('sheet', { box: [0.09, 0.2, 0.003] }, 'paper', {
        at: [0.02, 0.07, 0.062],
        color: WHITE,
        answersTo: ['paper'],
      }),
      part('perforation', { box: [0.092, 0.002, 0.004] }, 'paper', {
        at: [0.02, 0.16, 0.062],
        color: 0xc8c8c0,
        role: 'detail',
      }),
    ],
  },
  {
    // A thin white carrier bag with two loop handles cut from the top; a bin bag is black, tied.
    kind: 'plastic bag',
    nouns: [
      'plastic bag',
      'polythene bag',
      'plastic shopping bag',
      'trash bag',
      'garbage bag',
      'bin bag',
      'bin liner',
    ],
    size: [0.5, 0.32],
    parts: [
      part('bag', { extrude: CARRIER_BAG, depth: 0.06, round: 0.02 }, 'plastic', {
        color: 0xf2f2ee,
        answersTo: ['body', 'handles'],
        minus: [
          { shape: { box: [0.05, 0.06, 0.2] }, at: [-0.11, 0.37, 0] },
          { shape: { box: [0.05, 0.06, 0.2] }, at: [0.11, 0.37, 0] },
        ],
      }),
      part('print', { box: [0.12, 0.1, 0.004] }, 'paint', {
        at: [0, 0.1, 0.03],
        color: 0x2a6ab0,
        role: 'accent',
        answersTo: ['logo'],
      }),
    ],
    looks: {
      'trash bag': BIN_BAG,
      'garbage bag': BIN_BAG,
      'bin bag': BIN_BAG,
      'bin liner': BIN_BAG,
    },
  },
  {
    // A canvas tote bag: a flat upright rectangle with two long straps.
    kind: 'tote bag',
    nouns: ['tote bag', 'tote', 'canvas bag', 'shopper bag', 'tote-bag'],
    size: [0.62, 0.4],
    parts: [
      part('bag', { box: [0.38, 0.4, 0.06], round: 0.01 }, 'fabric', {
        color: 0xe8dcc0,
        answersTo: ['body'],
      }),
      part(
        'strap',
        {
          sweep: [
            [-0.1, 0.39, 0.0],
            [-0.1, 0.52, 0.0],
            [-0.06, 0.6, 0.0],
            [0.06, 0.6, 0.0],
            [0.1, 0.52, 0.0],
            [0.1, 0.39, 0.0],
          ],
          r: 0.008,
        },
        'fabric',
        { color: 0xe8dcc0, answersTo: ['straps', 'handles'] },
      ),
      part('print', { box: [0.2, 0.16, 0.004] }, 'paint', {
        at: [0, 0.12, 0.031],
        colors: [0x2a6ab0, 0xc8281e, 0x2a2a2a, 0x4a9a4a],
        role: 'accent',
        answersTo: ['logo'],
      }),
    ],
  },
];
