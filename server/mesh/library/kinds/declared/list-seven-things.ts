/**
 * Things that were unknown or read as another thing (issue #32, session 19, A): the seventh
 * held-out list's unknown and misread artifacts (a coat hanger, a clothespin, a bassoon, a
 * forklift, a menorah, pliers, a clothes iron, a cement mixer, goal posts, a totem pole, a
 * nutcracker, a snowflake, a crescent moon…) and the misses earlier helpers saw and left (a
 * crane, an ice cube, a pair of earrings, a sticky note, a coat of arms, a candlestick, a
 * tricycle, a chess set, a control tower, a camcorder, a candelabra, a beaker, a desktop
 * computer, a ladle, a hoe, a trowel). Each is built as the picture the word calls up, with
 * what tells it from the near kind it used to fall on (docs/decisions.md, "Unknown and misread
 * things"). Declared as data (library/declare.ts).
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { arcPoints } from './outlines.ts';
import { at, part, rod, spaced } from './part-shorthand.ts';

/** A wheel standing on the ground, its axle along X: tyre and hub. */
function wheels(name: string, r: number, w: number, points: readonly V3[]): PartDecl[] {
  return [
    part(name, { cyl: w, r }, 'rubber', {
      turn: [0, 0, 90],
      ...at(points.map(([x, y, z]) => [x + w / 2, y, z] as V3)),
      color: 0x1e1e1e,
      role: 'fixed',
      answersTo: ['wheel', 'wheels', 'tyre', 'tire'],
    }),
    part(`${name}_hub`, { cyl: w * 1.06, r: r * 0.5 }, 'steel', {
      turn: [0, 0, 90],
      ...at(points.map(([x, y, z]) => [x + w * 0.53, y, z] as V3)),
      color: 0xb8bcc0,
      role: 'detail',
    }),
  ];
}

/** A flame over a wick at `p`. */
function flame(p: V3, s = 1): PartDecl[] {
  return [
    part('flame', { ellipsoid: [0.007 * s, 0.016 * s, 0.007 * s] }, 'light', {
      at: [p[0], p[1] + 0.014 * s, p[2]],
      color: 0xffb030,
      role: 'fixed',
    }),
  ];
}

const YELLOW = 0xf2b81c;
const RED = 0xc8281e;
const WHITE = 0xf4f4f0;

/** A crescent, [x, y]: the outer circle's arc round the left, the inner one's back. */
const CRESCENT: V2[] = [
  ...arcPoints([0, 0], 0.5, 40, 320, 28),
  ...arcPoints([0.18, 0], 0.38, 302.3, 57.7, 22).slice(1, -1),
];

/** Trousers from the front flaring below the knee into wide bells. */
const BELL_BOTTOMS: V2[] = [
  [-0.34, 0],
  [-0.05, 0],
  [-0.025, 0.48],
  [0, 0.7],
  [0.025, 0.48],
  [0.05, 0],
  [0.34, 0],
  [0.16, 0.46],
  [0.19, 1.0],
  [-0.19, 1.0],
  [-0.16, 0.46],
];

/** A heater shield, [x, y]: flat top, straight sides, curving to a point at the bottom. */
const SHIELD: V2[] = [
  [-0.3, 0.72],
  [0.3, 0.72],
  [0.3, 0.38],
  ...arcPoints([-0.3, 0.38], 0.6, 0, -62, 8).slice(1),
  [0, 0],
  ...arcPoints([0.3, 0.38], 0.6, 242, 180, 8).slice(1, -1),
  [-0.3, 0.38],
];

/** A clothes iron's footprint, [x, z]: square heel at the back, pointed nose in front. */
const IRON_SOLE: V2[] = [
  [-0.055, -0.11],
  [0.055, -0.11],
  [0.062, -0.02],
  [0.05, 0.05],
  [0.026, 0.1],
  [0, 0.125],
  [-0.026, 0.1],
  [-0.05, 0.05],
  [-0.062, -0.02],
];

/** A garden trowel's blade, [x, z]: rounded shoulders drawing to a point. */
const TROWEL_BLADE: V2[] = [
  [-0.04, 0],
  [-0.042, 0.05],
  [-0.032, 0.1],
  [-0.014, 0.14],
  [0, 0.155],
  [0.014, 0.14],
  [0.032, 0.1],
  [0.042, 0.05],
  [0.04, 0],
];

/** A clothespin's lower prong, side on [x, y]: jaw at +X, a notch for the spring. */
const PIN_PRONG: V2[] = [
  [-0.036, 0],
  [0.036, 0],
  [0.036, 0.007],
  [0.012, 0.008],
  [0.006, 0.005],
  [-0.006, 0.005],
  [-0.012, 0.008],
  [-0.036, 0.0075],
];

/** Where a chess set's pieces stand: rows 1, 2, 7 and 8 of a 0.04 m board. */
const SQ = 0.04;
const file = (i: number): number => -0.14 + i * SQ;
const rank = (j: number): number => -0.14 + j * SQ;

/** The dark squares of a chessboard, [x, y, z]. */
const DARK_SQUARES: V3[] = Array.from({ length: 64 }, (_, i) => [i % 8, Math.floor(i / 8)])
  .filter(([i, j]) => (i! + j!) % 2 === 0)
  .map(([i, j]) => [file(i!), 0.03, rank(j!)] as V3);

/** A chess pawn's outline [radius, height], small. */
const PAWN: V2[] = [
  [0, 0],
  [0.013, 0],
  [0.013, 0.004],
  [0.008, 0.008],
  [0.005, 0.018],
  [0.008, 0.021],
  [0.004, 0.023],
  [0.0075, 0.027],
  [0.006, 0.033],
  [0, 0.035],
];

/** A rook's outline. */
const ROOK: V2[] = [
  [0, 0],
  [0.014, 0],
  [0.014, 0.005],
  [0.009, 0.01],
  [0.008, 0.03],
  [0.011, 0.032],
  [0.011, 0.042],
  [0, 0.042],
];

/** A king's outline (its cross added apart). */
const KING: V2[] = [
  [0, 0],
  [0.015, 0],
  [0.015, 0.005],
  [0.009, 0.012],
  [0.006, 0.045],
  [0.01, 0.048],
  [0.008, 0.05],
  [0.011, 0.062],
  [0, 0.064],
];

/** Pieces on a chessboard for one side, `c` its colour, `near` its back rank's z. */
function chessSide(side: string, c: number, back: number, front: number): PartDecl[] {
  const fin = 'plastic';
  return [
    part(`${side}_pawn`, { lathe: PAWN, smooth: false }, fin, {
      ...at(spaced(8, file(0), file(7)).map((x) => [x, 0.03, front] as V3)),
      color: c,
      role: 'fixed',
      answersTo: ['pawn', 'pieces'],
    }),
    part(`${side}_rook`, { lathe: ROOK, smooth: false }, fin, {
      ...at([file(0), file(7)].map((x) => [x, 0.03, back] as V3)),
      color: c,
      role: 'fixed',
      answersTo: ['rook', 'pieces'],
    }),
    part(`${side}_bishop`, { lathe: KING, smooth: false }, fin, {
      ...at([file(2), file(5)].map((x) => [x, 0.03, back] as V3)),
      color: c,
      role: 'fixed',
      answersTo: ['bishop', 'pieces'],
    }),
    part(`${side}_knight`, { box: [0.016, 0.04, 0.026], round: 0.005 }, fin, {
      ...at([file(1), file(6)].map((x) => [x, 0.03, back] as V3)),
      turn: [-12, 0, 0],
      color: c,
      role: 'fixed',
      answersTo: ['knight', 'pieces'],
    }),
    part(`${side}_king`, { lathe: KING, smooth: false }, fin, {
      at: [file(4), 0.03, back],
      copies: [[-SQ, 0, 0]],
      color: c,
      role: 'fixed',
      answersTo: ['king', 'queen', 'pieces'],
    }),
    part(`${side}_cross`, { box: [0.012, 0.016, 0.004] }, fin, {
      at: [file(4), 0.092, back],
      color: c,
      role: 'fixed',
    }),
  ];
}

export const LIST_SEVEN_THING_KINDS: readonly KindDecl[] = [
  {
    // A wooden hanger: curved shoulders, a steel trouser bar, a hook on top.
    kind: 'coat hanger',
    nouns: ['coat hanger', 'clothes hanger', 'coathanger', 'hanger', 'coat hangers'],
    size: [0.2, 0.44],
    parts: [
      part(
        'shoulders',
        {
          sweep: [
            [-0.21, 0.02, 0],
            [-0.15, 0.05, 0],
            [-0.07, 0.083, 0],
            [0, 0.095, 0],
            [0.07, 0.083, 0],
            [0.15, 0.05, 0],
            [0.21, 0.02, 0],
          ],
          r: 0.011,
        },
        'wood',
        { color: 0xb07a44, answersTo: ['body', 'arms'] },
      ),
      rod('bar', [-0.205, 0.014, 0], [0.205, 0.014, 0], 0.0035, 'steel', { role: 'detail' }),
      part(
        'hook',
        {
          sweep: [
            [0, 0.1, 0],
            [0, 0.15, 0],
            [0.004, 0.168, 0],
            [0.018, 0.178, 0],
            [0.032, 0.172, 0],
            [0.037, 0.158, 0],
            [0.032, 0.146, 0],
          ],
          r: 0.0035,
        },
        'steel',
        { role: 'detail' },
      ),
    ],
  },
  {
    // A wooden peg of two prongs held by a steel spring, lying on its side.
    kind: 'clothespin',
    nouns: [
      'clothespin',
      'clothes peg',
      'clothes pin',
      'clothespeg',
      'clothespins',
      'clothes pegs',
    ],
    size: [0.02, 0.075],
    parts: [
      part('prong', { extrude: PIN_PRONG, depth: 0.01 }, 'wood', {
        color: 0xd8b07a,
        answersTo: ['body', 'prongs'],
      }),
      part('prong_top', { extrude: PIN_PRONG, depth: 0.01 }, 'wood', {
        turn: [180, 0, 0],
        at: [0, 0.0175, 0],
        color: 0xd8b07a,
        answersTo: ['body', 'prongs'],
      }),
      part('spring', { ring: 0.0062, r: 0.0011 }, 'steel', {
        turn: [0, 90, 0],
        at: [0, 0.00875, 0],
        copies: [[0.0026, 0, 0]],
        role: 'detail',
      }),
    ],
  },
  {
    // Prunes: wrinkled, almost black dried plums heaped in a small white dish.
    kind: 'prune',
    nouns: ['prune', 'prunes', 'dried plum', 'dried plums'],
    size: [0.05, 0.12],
    parts: [
      part(
        'dish',
        {
          lathe: [
            [0.035, 0],
            [0.055, 0.012],
            [0.062, 0.024],
          ],
          wall: 0.003,
        },
        'ceramic',
        { color: WHITE, role: 'detail' },
      ),
      part('prune', { ellipsoid: [0.02, 0.012, 0.015] }, 'plain', {
        ...at([
          [-0.018, 0.016, -0.01],
          [0.02, 0.016, -0.008],
          [0, 0.016, 0.02],
          [0.002, 0.03, 0],
          [-0.022, 0.015, 0.018],
        ]),
        turn: [8, 30, -10],
        color: 0x2a1620,
        answersTo: ['prunes'],
      }),
      part('wrinkle', { ellipsoid: [0.014, 0.004, 0.004] }, 'plain', {
        ...at([
          [-0.018, 0.027, -0.01],
          [0.02, 0.027, -0.008],
          [0, 0.027, 0.02],
          [0.002, 0.041, 0],
        ]),
        turn: [0, 30, 0],
        color: 0x4a2a34,
        role: 'fixed',
      }),
    ],
  },
  {
    // A bassoon: a tall dark-red wooden pipe doubled at the boot, a pale ring at the bell,
    // silver keys and a thin silver crook bent out to the reed.
    kind: 'bassoon',
    nouns: ['bassoon', 'contrabassoon', 'double bassoon', 'bassoons'],
    size: [1.35, 0.25],
    parts: [
      part('boot', { box: [0.09, 0.2, 0.06], round: 0.025 }, 'wood', {
        color: 0x6a2418,
        answersTo: ['body'],
      }),
      part('bass_joint', { cyl: 1.12, r: 0.022 }, 'wood', {
        at: [0.022, 0.12, 0],
        color: 0x6a2418,
        answersTo: ['body'],
      }),
      part('wing_joint', { cyl: 0.62, r: 0.018 }, 'wood', {
        at: [-0.022, 0.12, 0],
        color: 0x6a2418,
        answersTo: ['body'],
      }),
      part('bell_ring', { cyl: 0.05, r: 0.026 }, 'plain', {
        at: [0.022, 1.22, 0],
        color: 0xefe6d0,
        role: 'accent',
      }),
      part('joint_ring', { cyl: 0.02, r: 0.025 }, 'steel', {
        at: [0.022, 0.5, 0],
        copies: [
          [0, 0.3, 0],
          [-0.044, 0.02, 0],
        ],
        role: 'detail',
      }),
      part('key', { box: [0.012, 0.05, 0.006] }, 'steel', {
        ...at([
          [-0.022, 0.3, 0.018],
          [-0.022, 0.42, 0.018],
          [0.022, 0.26, 0.022],
          [0.022, 0.36, 0.022],
          [0, 0.12, 0.032],
        ]),
        role: 'detail',
        answersTo: ['keys'],
      }),
      part(
        'crook',
        {
          sweep: [
            [-0.022, 0.73, 0],
            [-0.03, 0.79, 0],
            [-0.06, 0.83, 0.01],
            [-0.1, 0.83, 0.03],
            [-0.13, 0.8, 0.05],
          ],
          r: 0.005,
        },
        'steel',
        { role: 'detail', answersTo: ['bocal'] },
      ),
      rod('reed', [-0.13, 0.8, 0.05], [-0.15, 0.77, 0.062], 0.004, 'paleWood', {
        color: 0xe0c890,
        role: 'fixed',
      }),
    ],
  },
  {
    // A crash cymbal: a wide brass disc with its raised bell, tipped on a tripod stand.
    kind: 'cymbal',
    nouns: ['cymbal', 'cymbals', 'crash cymbal', 'ride cymbal', 'hi-hat', 'hi hat'],
    size: [1.1, 0.6],
    parts: [
      part('disc', { cyl: 0.012, r: 0.23, rTop: 0.05 }, 'brass', {
        turn: [14, 0, 0],
        at: [0, 1.0, 0],
        color: 0xd8a838,
        answersTo: ['cymbal', 'plate'],
      }),
      part('bell', { ball: 0.05 }, 'brass', {
        turn: [14, 0, 0],
        at: [0, 1.005, 0],
        color: 0xd8a838,
        role: 'fixed',
      }),
      part('pole', { cyl: 1.05, r: 0.011 }, 'chrome', { role: 'detail', answersTo: ['stand'] }),
      ...[0, 120, 240].map((yaw, i) => {
        const a = (yaw * Math.PI) / 180;
        return rod(
          `leg_${i + 1}`,
          [0, 0.3, 0],
          [Math.cos(a) * 0.3, 0.012, Math.sin(a) * 0.3],
          0.009,
          'chrome',
          { role: 'detail', answersTo: ['stand', 'legs'] },
        );
      }),
    ],
  },
  {
    // A tape measure: its yellow case with the black grip and round badge, the tape pulled
    // out along the ground with its ticks and its hooked end.
    kind: 'tape measure',
    nouns: ['tape measure', 'measuring tape', 'tape-measure', 'steel tape', 'tape rule'],
    size: [0.075, 0.3],
    parts: [
      part('case', { box: [0.075, 0.072, 0.032], round: 0.012 }, 'plastic', {
        at: [-0.08, 0, 0],
        color: YELLOW,
        answersTo: ['body'],
      }),
      part('grip', { box: [0.06, 0.058, 0.034], round: 0.01 }, 'rubber', {
        at: [-0.082, 0.007, 0],
        color: 0x242424,
        role: 'detail',
      }),
      part('badge', { cyl: 0.004, r: 0.018 }, 'chrome', {
        turn: [90, 0, 0],
        at: [-0.082, 0.036, 0.016],
        role: 'detail',
      }),
      part('tape', { box: [0.22, 0.0015, 0.02] }, 'paint', {
        at: [0.066, 0.004, 0],
        color: 0xf4d23a,
        role: 'accent',
        answersTo: ['blade'],
      }),
      part('tick', { box: [0.0016, 0.0006, 0.01] }, 'plain', {
        at: [-0.03, 0.0055, -0.005],
        repeat: { count: 17, step: [0.012, 0, 0], word: 'tick', max: 20 },
        color: 0x1a1a1a,
        role: 'fixed',
      }),
      part('hook', { box: [0.003, 0.012, 0.022] }, 'steel', {
        at: [0.177, 0, 0],
        role: 'detail',
      }),
    ],
  },
  {
    // A pressure cooker: a steel pot, its locking lid with the long black handle lying over
    // the pot's own, a weight valve on top and a short helper handle opposite.
    kind: 'pressure cooker',
    nouns: ['pressure cooker', 'pressure pot', 'pressure cookers'],
    size: [0.28, 0.5],
    parts: [
      part('body', { cyl: 0.17, r: 0.12 }, 'steel', { color: 0xc8ccd0 }),
      part(
        'lid',
        {
          lathe: [
            [0.126, 0],
            [0.126, 0.018],
            [0.1, 0.035],
            [0.05, 0.045],
            [0, 0.047],
          ],
        },
        'steel',
        { at: [0, 0.17, 0], color: 0xdadde0, role: 'detail' },
      ),
      part('side_handle', { box: [0.16, 0.026, 0.036], round: 0.01 }, 'plastic', {
        at: [0.19, 0.14, 0],
        color: 0x1e1e1e,
        role: 'accent',
        answersTo: ['handle', 'handles'],
      }),
      part('lid_handle', { box: [0.16, 0.024, 0.034], round: 0.01 }, 'plastic', {
        at: [0.19, 0.168, 0],
        color: 0x1e1e1e,
        role: 'accent',
        answersTo: ['handle', 'handles'],
      }),
      part('helper_handle', { box: [0.07, 0.024, 0.05], round: 0.01 }, 'plastic', {
        at: [-0.145, 0.13, 0],
        color: 0x1e1e1e,
        role: 'accent',
        answersTo: ['handle', 'handles'],
      }),
      part('valve', { cyl: 0.02, r: 0.012 }, 'steel', {
        at: [0, 0.215, 0],
        role: 'detail',
      }),
      part('weight', { cyl: 0.03, r: 0.016, rTop: 0.01 }, 'plastic', {
        at: [0, 0.235, 0],
        color: 0x1e1e1e,
        role: 'accent',
        answersTo: ['whistle'],
      }),
    ],
  },
  {
    // A tealight: the small foil cup with white wax, its wick and flame.
    kind: 'tealight',
    nouns: ['tealight', 'tea light', 'tea-light', 'tealights', 'tea candle', 'tealight candle'],
    size: [0.045, 0.04],
    parts: [
      part(
        'cup',
        {
          lathe: [
            [0.0185, 0],
            [0.02, 0.016],
          ],
          wall: 0.0008,
        },
        'chrome',
        { color: 0xd8dade, role: 'detail', answersTo: ['foil', 'tin'] },
      ),
      part('wax', { cyl: 0.013, r: 0.0188 }, 'candle', { color: 0xfaf8f0, answersTo: ['candle'] }),
      part('wick', { cyl: 0.007, r: 0.0008 }, 'plain', {
        at: [0, 0.013, 0],
        color: 0x1a1a1a,
        role: 'fixed',
      }),
      ...flame([0, 0.014, 0], 0.6),
    ],
  },
  {
    // A canister vacuum cleaner on its wheels, the ribbed hose arching to a steel wand, the
    // wide floor nozzle at the wand's foot.
    kind: 'vacuum cleaner',
    nouns: ['vacuum cleaner', 'vacuum', 'hoover', 'vacuum cleaners', 'vacuum machine'],
    size: [0.85, 0.8],
    parts: [
      part('body', { box: [0.3, 0.22, 0.4], round: 0.09 }, 'plastic', {
        at: [-0.22, 0.03, -0.1],
        color: 0xc8282e,
        answersTo: ['canister'],
      }),
      part('bumper', { box: [0.31, 0.06, 0.41], round: 0.03 }, 'plastic', {
        at: [-0.22, 0.03, -0.1],
        color: 0x2a2a2e,
        role: 'detail',
      }),
      part('carry_handle', { ring: 0.06, r: 0.012, arc: 180 }, 'plastic', {
        turn: [0, 90, 0],
        at: [-0.22, 0.24, -0.14],
        color: 0x2a2a2e,
        role: 'detail',
      }),
      ...wheels('wheel', 0.045, 0.03, [
        [-0.39, 0.045, -0.2],
        [-0.08, 0.045, -0.2],
      ]),
      part(
        'hose',
        {
          sweep: [
            [-0.22, 0.18, 0.1],
            [-0.2, 0.3, 0.26],
            [-0.1, 0.46, 0.32],
            [0.02, 0.6, 0.3],
            [0.1, 0.7, 0.25],
          ],
          r: 0.024,
        },
        'rubber',
        { color: 0x5a5e66, role: 'detail' },
      ),
      rod('grip', [0.1, 0.7, 0.25], [0.14, 0.64, 0.26], 0.02, 'plastic', {
        color: 0x2a2a2e,
        role: 'detail',
        answersTo: ['handle'],
      }),
      rod('wand', [0.14, 0.64, 0.26], [0.32, 0.05, 0.3], 0.016, 'chrome', {
        role: 'detail',
        answersTo: ['tube', 'pipe'],
      }),
      part('nozzle', { box: [0.32, 0.045, 0.1], round: 0.015 }, 'plastic', {
        at: [0.33, 0, 0.3],
        color: 0x2a2a2e,
        role: 'detail',
        answersTo: ['head', 'brush'],
      }),
    ],
  },
  {
    // An artillery shell standing on its base: a brass case, a copper driving band, an
    // olive-drab projectile drawn to a pointed fuse.
    kind: 'artillery shell',
    nouns: [
      'artillery shell',
      'howitzer shell',
      'cannon shell',
      'mortar shell',
      'artillery shells',
    ],
    size: [0.9, 0.18],
    parts: [
      part('rim', { cyl: 0.02, r: 0.085 }, 'brass', { color: 0xc89a3a, role: 'detail' }),
      part('case', { cyl: 0.42, r: 0.078 }, 'brass', {
        at: [0, 0.02, 0],
        color: 0xd4a640,
        answersTo: ['casing', 'cartridge'],
      }),
      part('band', { cyl: 0.03, r: 0.08 }, 'copper', {
        at: [0, 0.44, 0],
        role: 'detail',
        answersTo: ['ring'],
      }),
      part(
        'projectile',
        {
          lathe: [
            [0.077, 0],
            [0.077, 0.14],
            [0.07, 0.24],
            [0.05, 0.32],
            [0.022, 0.37],
            [0, 0.38],
          ],
          smooth: true,
        },
        'paint',
        { at: [0, 0.47, 0], color: 0x5a6240, role: 'accent', answersTo: ['head', 'warhead'] },
      ),
      part('stripe', { cyl: 0.02, r: 0.0775 }, 'paint', {
        at: [0, 0.56, 0],
        color: YELLOW,
        role: 'fixed',
      }),
    ],
  },
  {
    // A Hanukkah menorah: eight candle cups on four nested arcs round a stem, the ninth (the
    // shamash) raised in the middle, each with a blue candle and its flame.
    kind: 'menorah',
    nouns: ['menorah', 'hanukkiah', 'chanukiah', 'hanukkah menorah', 'chanukah menorah'],
    size: [0.55, 0.5],
    parts: [
      part(
        'base',
        {
          lathe: [
            [0, 0],
            [0.09, 0],
            [0.08, 0.02],
            [0.03, 0.05],
            [0.02, 0.08],
            [0, 0.08],
          ],
        },
        'gold',
        { answersTo: ['stand'] },
      ),
      part('stem', { cyl: 0.36, r: 0.012 }, 'gold', { at: [0, 0.06, 0] }),
      ...[0.055, 0.105, 0.155, 0.205].map((r, i) =>
        part(`arm_${i + 1}`, { ring: r, r: 0.008, arc: 180, from: 180 }, 'gold', {
          at: [0, 0.36, 0],
          answersTo: ['arms', 'branches'],
        }),
      ),
      part('cup', { cyl: 0.02, r: 0.014 }, 'gold', {
        ...at(
          [-0.205, -0.155, -0.105, -0.055, 0.055, 0.105, 0.155, 0.205].map(
            (x) => [x, 0.355, 0] as V3,
          ),
        ),
        answersTo: ['cups'],
      }),
      part('candle', { cyl: 0.07, r: 0.007 }, 'candle', {
        ...at(
          [-0.205, -0.155, -0.105, -0.055, 0.055, 0.105, 0.155, 0.205].map(
            (x) => [x, 0.375, 0] as V3,
          ),
        ),
        color: 0x3a6ad0,
        role: 'accent',
        answersTo: ['candles'],
      }),
      part('shamash_cup', { cyl: 0.03, r: 0.016 }, 'gold', { at: [0, 0.42, 0] }),
      part('shamash', { cyl: 0.07, r: 0.007 }, 'candle', {
        at: [0, 0.45, 0],
        color: 0x3a6ad0,
        role: 'accent',
        answersTo: ['candles', 'candle'],
      }),
      part('flame', { ellipsoid: [0.007, 0.016, 0.007] }, 'light', {
        ...at(
          [-0.205, -0.155, -0.105, -0.055, 0.055, 0.105, 0.155, 0.205].map(
            (x) => [x, 0.458, 0] as V3,
          ),
        ),
        color: 0xffb030,
        role: 'fixed',
        answersTo: ['flames'],
      }),
      part('shamash_flame', { ellipsoid: [0.007, 0.016, 0.007] }, 'light', {
        at: [0, 0.533, 0],
        color: 0xffb030,
        role: 'fixed',
      }),
    ],
  },
  {
    // A forklift: yellow body and counterweight, the cage of the overhead guard over the seat
    // and wheel, the mast at the front with its two forks out at the ground.
    kind: 'forklift',
    nouns: ['forklift', 'fork-lift', 'forklift truck', 'fork lift', 'lift truck', 'forklifts'],
    size: [2.2, 3.0],
    parts: [
      part('body', { box: [1.1, 0.7, 1.9], round: 0.08 }, 'paint', {
        at: [0, 0.25, -0.2],
        color: YELLOW,
      }),
      part('counterweight', { box: [1.1, 0.55, 0.4], round: 0.12 }, 'paint', {
        at: [0, 0.35, -1.2],
        color: 0x2a2a2a,
        role: 'detail',
      }),
      ...wheels('wheel', 0.3, 0.25, [
        [0.66, 0.3, 0.45],
        [-0.66, 0.3, 0.45],
        [0.66, 0.3, -0.95],
        [-0.66, 0.3, -0.95],
      ]),
      part('seat', { box: [0.5, 0.12, 0.45], round: 0.05 }, 'leather', {
        at: [0, 0.95, -0.55],
        color: 0x222222,
        role: 'detail',
      }),
      part('backrest', { box: [0.5, 0.45, 0.1], round: 0.04 }, 'leather', {
        at: [0, 1.0, -0.8],
        color: 0x222222,
        role: 'detail',
      }),
      rod('column', [0, 0.95, 0.25], [0, 1.3, 0.05], 0.04, 'darkMetal', { role: 'detail' }),
      part('steering_wheel', { ring: 0.16, r: 0.02 }, 'rubber', {
        turn: [60, 0, 0],
        at: [0, 1.32, 0.05],
        color: 0x1e1e1e,
        role: 'fixed',
      }),
      part('guard_post', { box: [0.07, 1.25, 0.07] }, 'darkMetal', {
        ...at([
          [0.5, 0.95, 0.55],
          [-0.5, 0.95, 0.55],
          [0.5, 0.95, -1.0],
          [-0.5, 0.95, -1.0],
        ]),
        role: 'detail',
        answersTo: ['overhead guard', 'cage'],
      }),
      part('guard_roof', { box: [1.08, 0.06, 1.66] }, 'darkMetal', {
        at: [0, 2.2, -0.22],
        role: 'detail',
        answersTo: ['overhead guard', 'roof'],
      }),
      part('mast', { box: [0.1, 2.3, 0.12] }, 'darkMetal', {
        at: [0.32, 0.1, 0.82],
        copies: [[-0.64, 0, 0]],
        role: 'detail',
      }),
      part('carriage', { box: [0.9, 0.5, 0.08] }, 'darkMetal', {
        at: [0, 0.1, 0.92],
        role: 'detail',
      }),
      part('fork', { box: [0.12, 0.06, 1.1] }, 'steel', {
        at: [0.28, 0.1, 1.5],
        copies: [[-0.56, 0, 0]],
        color: 0x55585c,
        role: 'detail',
        answersTo: ['forks', 'tines'],
      }),
    ],
  },
  {
    // A caboose: a short red railway car with a raised lookout cupola, end platforms with
    // railings, windows and its two trucks on the rails.
    kind: 'caboose',
    nouns: ['caboose', 'brake van', 'guard van', 'cabooses'],
    size: [4.6, 9.0],
    parts: [
      part('rail', { box: [0.08, 0.12, 9.0] }, 'steel', {
        at: [0.72, 0, 0],
        copies: [[-1.44, 0, 0]],
        color: 0x6a6e74,
        role: 'fixed',
      }),
      part('sleeper', { box: [2.2, 0.06, 0.24] }, 'wood', {
        at: [0, 0, -4.2],
        repeat: { count: 15, step: [0, 0, 0.6], word: 'sleeper' },
        color: 0x5a4030,
        role: 'fixed',
      }),
      part('truck', { box: [1.8, 0.7, 1.8], round: 0.08 }, 'darkMetal', {
        at: [0, 0.12, -2.2],
        copies: [[0, 0, 4.4]],
        role: 'detail',
        answersTo: ['bogie', 'wheels'],
      }),
      part('frame', { box: [2.7, 0.3, 8.2] }, 'darkMetal', { at: [0, 0.8, 0], role: 'detail' }),
      part('body', { box: [2.6, 2.2, 6.0], round: 0.06 }, 'paint', {
        at: [0, 1.1, 0],
        color: RED,
      }),
      part('roof', { box: [2.8, 0.14, 6.3] }, 'paint', {
        at: [0, 3.3, 0],
        color: 0x3a2a22,
        role: 'detail',
      }),
      part('cupola', { box: [2.0, 1.0, 1.8], round: 0.04 }, 'paint', {
        at: [0, 3.44, 0],
        color: RED,
        answersTo: ['lookout'],
      }),
      part('cupola_roof', { box: [2.2, 0.12, 2.0] }, 'paint', {
        at: [0, 4.44, 0],
        color: 0x3a2a22,
        role: 'detail',
      }),
      part('cupola_window', { box: [2.04, 0.45, 0.5] }, 'glass', {
        at: [0, 3.72, -0.45],
        copies: [[0, 0, 0.9]],
        color: 0xf2e6a0,
        role: 'fixed',
      }),
      part('window', { box: [2.64, 0.6, 0.6] }, 'glass', {
        ...at([
          [0, 2.1, -2.0],
          [0, 2.1, -0.8],
          [0, 2.1, 0.8],
          [0, 2.1, 2.0],
        ]),
        color: 0xf2e6a0,
        role: 'fixed',
        answersTo: ['windows'],
      }),
      part('stripe', { box: [2.64, 0.12, 6.0] }, 'paint', {
        at: [0, 1.5, 0],
        color: 0xf2d050,
        role: 'fixed',
      }),
      part('railing', { box: [2.5, 0.9, 0.05] }, 'darkMetal', {
        at: [0, 0.95, 4.0],
        copies: [[0, 0, -8.0]],
        minus: [{ shape: { box: [2.2, 0.75, 0.2] }, at: [0, 0.95, 4.0] }],
        role: 'detail',
        answersTo: ['railings', 'platform'],
      }),
      part('ladder', { box: [0.5, 2.5, 0.05] }, 'darkMetal', {
        at: [0.8, 0.95, 3.05],
        copies: [[0, 0, -6.1]],
        role: 'detail',
      }),
    ],
  },
  {
    // Bell-bottoms: denim trousers flaring wide below the knee, with waistband and pockets.
    kind: 'bell-bottoms',
    nouns: [
      'bell-bottoms',
      'bell bottoms',
      'bellbottoms',
      'bell-bottom trousers',
      'bell-bottom pants',
      'flared trousers',
      'flared jeans',
    ],
    size: [1.05, 0.7],
    parts: [
      part('legs', { extrude: BELL_BOTTOMS, depth: 0.16, round: 0.02 }, 'fabric', {
        color: 0x3a5a9a,
        answersTo: ['trousers', 'jeans'],
      }),
      part('waistband', { box: [0.39, 0.06, 0.17] }, 'fabric', {
        at: [0, 0.96, 0],
        color: 0x2e4a80,
        role: 'detail',
      }),
      part('button', { cyl: 0.006, r: 0.012 }, 'brass', {
        turn: [90, 0, 0],
        at: [0, 0.99, 0.09],
        role: 'fixed',
      }),
      part('seam', { box: [0.008, 0.3, 0.004] }, 'plain', {
        at: [0, 0.7, 0.082],
        color: 0xd8a040,
        role: 'fixed',
      }),
      part('pocket', { box: [0.1, 0.012, 0.004] }, 'plain', {
        turn: [0, 0, -30],
        at: [0.12, 0.86, 0.082],
        color: 0xd8a040,
        role: 'fixed',
      }),
      part('pocket_l', { box: [0.1, 0.012, 0.004] }, 'plain', {
        turn: [0, 0, 30],
        at: [-0.12, 0.86, 0.082],
        color: 0xd8a040,
        role: 'fixed',
      }),
    ],
  },
  {
    // Pliers lying open: two steel jaws meeting at the rivet, the handles in red grips.
    kind: 'pliers',
    nouns: [
      'pliers',
      'pair of pliers',
      'needle-nose pliers',
      'needlenose pliers',
      'combination pliers',
      'slip-joint pliers',
    ],
    size: [0.025, 0.22],
    parts: [
      rod('jaw', [0, 0.012, 0.006], [0.075, 0.012, 0.002], 0.009, 'steel', {
        copies: [[0, 0, -0.008]],
        color: 0x9aa0a6,
        answersTo: ['jaws', 'head'],
      }),
      part('rivet', { cyl: 0.024, r: 0.013 }, 'steel', {
        at: [0, 0, 0],
        color: 0x8a9096,
        role: 'detail',
      }),
      rod('shank', [0, 0.012, 0.004], [-0.04, 0.012, 0.016], 0.008, 'steel', {
        color: 0x9aa0a6,
        role: 'detail',
      }),
      rod('shank_2', [0, 0.012, -0.004], [-0.04, 0.012, -0.016], 0.008, 'steel', {
        color: 0x9aa0a6,
        role: 'detail',
      }),
      part(
        'grip',
        {
          capsule: [
            [-0.04, 0.012, 0.016],
            [-0.15, 0.012, 0.04],
          ],
          r: 0.011,
        },
        'rubber',
        {
          color: RED,
          role: 'accent',
          answersTo: ['handles', 'handle'],
        },
      ),
      part(
        'grip_2',
        {
          capsule: [
            [-0.04, 0.012, -0.016],
            [-0.15, 0.012, -0.04],
          ],
          r: 0.011,
        },
        'rubber',
        { color: RED, role: 'accent', answersTo: ['handles', 'handle'] },
      ),
    ],
  },
  {
    // A steam iron: a chrome soleplate with a pointed nose, the body over it, a closed handle
    // on top and the cord out of its heel.
    kind: 'clothes iron',
    nouns: ['clothes iron', 'steam iron', 'flatiron', 'smoothing iron', 'electric iron'],
    size: [0.15, 0.26],
    parts: [
      part('soleplate', { plan: IRON_SOLE, height: 0.014 }, 'chrome', {
        role: 'detail',
        answersTo: ['sole', 'plate'],
      }),
      part('body', { plan: IRON_SOLE, height: 0.055, taper: 0.8 }, 'plastic', {
        at: [0, 0.014, 0],
        color: 0x2a7ad0,
      }),
      part('trim', { plan: IRON_SOLE, height: 0.008 }, 'plastic', {
        at: [0, 0.014, 0],
        color: WHITE,
        role: 'fixed',
      }),
      part(
        'handle',
        {
          sweep: [
            [0, 0.066, -0.085],
            [0, 0.12, -0.075],
            [0, 0.135, -0.03],
            [0, 0.13, 0.02],
            [0, 0.07, 0.06],
          ],
          r: 0.013,
        },
        'plastic',
        { color: WHITE, role: 'accent' },
      ),
      part('dial', { cyl: 0.01, r: 0.016 }, 'plastic', {
        at: [0, 0.064, -0.02],
        color: 0x1e1e1e,
        role: 'fixed',
      }),
      part(
        'cord',
        {
          sweep: [
            [0, 0.06, -0.1],
            [0, 0.045, -0.15],
            [0.02, 0.01, -0.2],
          ],
          r: 0.005,
        },
        'rubber',
        {
          color: 0x1e1e1e,
          role: 'fixed',
        },
      ),
    ],
  },
  {
    // A cement mixer truck: cab in front, the striped drum tipped up towards the back on the
    // chassis, the chute under its mouth and three axles.
    kind: 'cement mixer',
    nouns: [
      'cement mixer',
      'concrete mixer',
      'cement truck',
      'concrete truck',
      'mixer truck',
      'cement mixers',
    ],
    size: [3.6, 8.0],
    parts: [
      part('chassis', { box: [2.3, 0.35, 7.6] }, 'darkMetal', { at: [0, 0.75, 0], role: 'detail' }),
      ...wheels('wheel', 0.5, 0.36, [
        [1.05, 0.5, 2.6],
        [-1.05, 0.5, 2.6],
        [1.05, 0.5, -1.6],
        [-1.05, 0.5, -1.6],
        [1.05, 0.5, -2.8],
        [-1.05, 0.5, -2.8],
      ]),
      part('cab', { box: [2.4, 1.9, 1.9], round: 0.15 }, 'paint', {
        at: [0, 1.05, 2.75],
        color: WHITE,
        role: 'accent',
      }),
      part('windscreen', { box: [2.2, 0.8, 0.06] }, 'glass', {
        at: [0, 2.0, 3.7],
        color: 0x2a3a4a,
        role: 'fixed',
      }),
      part(
        'drum',
        {
          lathe: [
            [0, 0],
            [0.6, 0.2],
            [1.15, 1.3],
            [1.15, 2.2],
            [0.7, 3.6],
            [0.45, 4.1],
            [0, 4.1],
          ],
          smooth: true,
        },
        'paint',
        { turn: [-75, 0, 0], at: [0, 2.05, 1.4], color: 0xe06a1a, answersTo: ['barrel', 'mixer'] },
      ),
      part('stripe', { cyl: 0.3, r: 1.19 }, 'paint', {
        turn: [-75, 0, 0],
        at: [0, 2.41, 0.05],
        copies: [[0, 0.29, -1.06]],
        color: WHITE,
        role: 'fixed',
      }),
      part('drum_stand', { box: [1.6, 1.2, 0.3] }, 'darkMetal', {
        at: [0, 0.9, -3.0],
        role: 'detail',
      }),
      part('drum_front_stand', { box: [1.4, 0.9, 0.3] }, 'darkMetal', {
        at: [0, 0.9, 1.3],
        role: 'detail',
      }),
      rod('chute', [0, 2.6, -3.1], [0.2, 1.6, -3.9], 0.16, 'darkMetal', { role: 'detail' }),
    ],
  },
  {
    // Goal posts: two tall white uprights joined by a crossbar, as on a rugby or American
    // football field.
    kind: 'goalpost',
    nouns: ['goalpost', 'goal posts', 'goalposts', 'rugby posts', 'football posts'],
    size: [7.5, 5.8],
    parts: [
      part('upright', { cyl: 7.5, r: 0.08 }, 'paint', {
        at: [-2.8, 0, 0],
        copies: [[5.6, 0, 0]],
        color: WHITE,
        answersTo: ['posts', 'uprights'],
      }),
      rod('crossbar', [-2.8, 3.0, 0], [2.8, 3.0, 0], 0.08, 'paint', { color: WHITE }),
      part('pad', { cyl: 1.8, r: 0.22 }, 'fabric', {
        at: [-2.8, 0, 0],
        copies: [[5.6, 0, 0]],
        color: 0x1a4ab8,
        role: 'accent',
        answersTo: ['pads'],
      }),
      part('turf', { box: [7.2, 0.04, 2.0] }, 'grass', { role: 'fixed' }),
      part('line', { box: [7.2, 0.01, 0.12] }, 'plain', {
        at: [0, 0.04, 0],
        color: WHITE,
        role: 'fixed',
      }),
    ],
  },
  {
    // A totem pole: carved heads stacked up a painted log, big eyes and beaks, outspread
    // wings on the topmost.
    kind: 'totem pole',
    nouns: ['totem pole', 'totem poles'],
    size: [5.0, 2.4],
    parts: [
      ...(
        [
          [0, 0xa04a2a],
          [1.1, 0x2a6a6a],
          [2.2, 0x1e1e1e],
          [3.3, 0xb03a22],
        ] as const
      ).flatMap(([y, c], i) => [
        part(`section_${i + 1}`, { cyl: 1.1, r: 0.38 }, 'wood', {
          at: [0, y, 0],
          color: c,
          answersTo: ['pole', 'body'],
        }),
        part(`eye_${i + 1}`, { ellipsoid: [0.11, 0.07, 0.05] }, 'paint', {
          at: [0.15, y + 0.72, 0.34],
          mirror: true,
          color: WHITE,
          role: 'fixed',
          answersTo: ['eyes'],
        }),
        part(`pupil_${i + 1}`, { ball: 0.045 }, 'paint', {
          at: [0.15, y + 0.72, 0.38],
          mirror: true,
          color: 0x111111,
          role: 'fixed',
        }),
        part(`mouth_${i + 1}`, { box: [0.34, 0.07, 0.06] }, 'paint', {
          at: [0, y + 0.3, 0.36],
          color: i === 3 ? YELLOW : 0xd8402a,
          role: 'fixed',
        }),
      ]),
      part('beak', { cyl: 0.45, r: 0.12, rTop: 0.01 }, 'paint', {
        turn: [90, 0, 0],
        at: [0, 3.85, 0.34],
        color: YELLOW,
        role: 'fixed',
      }),
      part('nose', { cyl: 0.2, r: 0.09, rTop: 0.04 }, 'paint', {
        turn: [90, 0, 0],
        at: [0, 1.6, 0.34],
        color: 0x1e1e1e,
        role: 'fixed',
      }),
      part(
        'wing',
        {
          extrude: [
            [0.3, 0],
            [1.2, 0.3],
            [1.15, 0.65],
            [0.3, 0.5],
          ],
          depth: 0.12,
        },
        'wood',
        { at: [0, 3.6, 0], mirror: true, color: 0x2a6a6a, role: 'accent', answersTo: ['wings'] },
      ),
      part(
        'wing_band',
        {
          extrude: [
            [0.5, 0.1],
            [1.15, 0.35],
            [1.12, 0.5],
            [0.5, 0.32],
          ],
          depth: 0.14,
        },
        'paint',
        { at: [0, 3.6, 0], mirror: true, color: 0xb03a22, role: 'fixed' },
      ),
    ],
  },
  {
    // A nutcracker soldier: on a round stand, black boots, blue trousers, a red coat with gold
    // buttons and a white belt, a wide jaw under a white moustache, a tall black busby.
    kind: 'nutcracker',
    nouns: ['nutcracker', 'nutcracker soldier', 'nut cracker', 'nutcracker doll', 'nutcrackers'],
    size: [0.38, 0.13],
    parts: [
      part('stand', { cyl: 0.02, r: 0.06 }, 'wood', { color: 0x2a5a2a, role: 'detail' }),
      part('boot', { box: [0.028, 0.06, 0.036], round: 0.008 }, 'paint', {
        at: [0.018, 0.02, 0.004],
        mirror: true,
        color: 0x111111,
        role: 'fixed',
      }),
      part('leg', { cyl: 0.07, r: 0.013 }, 'paint', {
        at: [0.018, 0.075, 0],
        mirror: true,
        color: 0x2a3a8a,
        role: 'accent',
        answersTo: ['legs', 'trousers'],
      }),
      part('coat', { cyl: 0.1, r: 0.04, rTop: 0.036 }, 'paint', {
        at: [0, 0.14, 0],
        color: RED,
        answersTo: ['body', 'jacket', 'uniform'],
      }),
      part('belt', { cyl: 0.012, r: 0.0415 }, 'paint', {
        at: [0, 0.15, 0],
        color: WHITE,
        role: 'fixed',
      }),
      part('buttons', { ball: 0.0045 }, 'gold', {
        ...at([
          [0, 0.175, 0.039],
          [0, 0.195, 0.038],
          [0, 0.215, 0.037],
        ]),
        role: 'fixed',
      }),
      rod('arm', [0.045, 0.232, 0], [0.05, 0.17, 0.008], 0.011, 'paint', {
        mirror: true,
        color: RED,
        answersTo: ['arms'],
      }),
      part('epaulette', { ellipsoid: [0.016, 0.007, 0.016] }, 'gold', {
        at: [0.042, 0.238, 0],
        mirror: true,
        role: 'fixed',
      }),
      part('head', { box: [0.07, 0.06, 0.064], round: 0.02 }, 'paint', {
        at: [0, 0.24, 0],
        color: 0xf2c8a0,
        role: 'fixed',
        answersTo: ['face'],
      }),
      part('jaw', { box: [0.05, 0.018, 0.02] }, 'paint', {
        at: [0, 0.238, 0.03],
        color: 0xf2c8a0,
        role: 'fixed',
      }),
      part('teeth', { box: [0.04, 0.006, 0.006] }, 'paint', {
        at: [0, 0.256, 0.037],
        color: WHITE,
        role: 'fixed',
      }),
      part('moustache', { ellipsoid: [0.028, 0.007, 0.008] }, 'paint', {
        at: [0, 0.268, 0.034],
        color: WHITE,
        role: 'fixed',
      }),
      part('beard', { ellipsoid: [0.03, 0.02, 0.01] }, 'paint', {
        at: [0, 0.238, 0.041],
        color: WHITE,
        role: 'fixed',
      }),
      part('eye', { ball: 0.005 }, 'paint', {
        at: [0.015, 0.283, 0.032],
        mirror: true,
        color: 0x111111,
        role: 'fixed',
      }),
      part('hat', { cyl: 0.08, r: 0.036, rTop: 0.04 }, 'fur', {
        at: [0, 0.298, 0],
        color: 0x111111,
        role: 'fixed',
        answersTo: ['busby'],
      }),
      part('hat_band', { cyl: 0.01, r: 0.041 }, 'gold', {
        at: [0, 0.3, 0],
        role: 'fixed',
      }),
      part('plume', { ellipsoid: [0.008, 0.02, 0.008] }, 'plain', {
        at: [0.02, 0.39, 0.02],
        color: WHITE,
        role: 'fixed',
      }),
    ],
  },
  {
    // A snowflake: six icy arms round a hexagonal heart, each with two pairs of side
    // branches, standing on one tip.
    kind: 'snowflake',
    nouns: ['snowflake', 'snowflakes', 'snow flake', 'flake of snow', 'snow crystal'],
    size: [1.0, 0.9],
    parts: [
      part('heart', { cyl: 0.04, r: 0.1 }, 'plain', {
        turn: [90, 0, 0],
        at: [0, 0.5, 0.02],
        color: 0x5a9ad8,
        role: 'accent',
      }),
      part('arm', { box: [0.05, 0.5, 0.035] }, 'plain', {
        at: [0, 0, 0],
        repeat: { count: 6, turn: [0, 0, 60], pivot: [0, 0.5, 0], word: 'arm', max: 8 },
        color: 0x7ab8ea,
      }),
      part('spur', { box: [0.035, 0.16, 0.03] }, 'plain', {
        turn: [0, 0, 45],
        at: [0.05, 0.12, 0],
        repeat: { count: 6, turn: [0, 0, 60], pivot: [0, 0.5, 0], word: 'spur', max: 8 },
        color: 0x7ab8ea,
      }),
      part('spur_b', { box: [0.035, 0.16, 0.03] }, 'plain', {
        turn: [0, 0, -45],
        at: [-0.05, 0.12, 0],
        repeat: { count: 6, turn: [0, 0, 60], pivot: [0, 0.5, 0], word: 'spur', max: 8 },
        color: 0x7ab8ea,
      }),
      part('barb', { box: [0.03, 0.1, 0.03] }, 'plain', {
        turn: [0, 0, 45],
        at: [0.035, 0.25, 0],
        repeat: { count: 6, turn: [0, 0, 60], pivot: [0, 0.5, 0], word: 'barb', max: 8 },
        color: 0x7ab8ea,
      }),
      part('barb_b', { box: [0.03, 0.1, 0.03] }, 'plain', {
        turn: [0, 0, -45],
        at: [-0.035, 0.25, 0],
        repeat: { count: 6, turn: [0, 0, 60], pivot: [0, 0.5, 0], word: 'barb', max: 8 },
        color: 0x7ab8ea,
      }),
    ],
  },
  {
    // A crescent moon: a thick pale-gold crescent standing on its lower horn's curve.
    kind: 'crescent moon',
    nouns: ['crescent moon', 'crescent', 'waxing crescent', 'waning crescent', 'moon crescent'],
    size: [1.0, 0.7],
    parts: [
      part('crescent', { extrude: CRESCENT, depth: 0.16, round: 0.04 }, 'plain', {
        at: [0, 0.5, 0],
        color: 0xf4c838,
      }),
    ],
  },
  {
    // A leg in a plaster cast: white from knee to toes, the bare toes out of its end,
    // names signed on it, a rubber walking heel under it.
    kind: 'plaster cast',
    nouns: ['plaster cast', 'leg cast', 'arm cast', 'orthopedic cast'],
    size: [0.6, 0.32],
    parts: [
      part('shin', { cyl: 0.42, r: 0.065, rTop: 0.075 }, 'plaster', {
        at: [0, 0.13, -0.06],
        color: 0xf6f4ee,
        answersTo: ['cast', 'leg'],
      }),
      part('knee', { cyl: 0.06, r: 0.07 }, 'skin', {
        at: [0, 0.55, -0.06],
        role: 'fixed',
      }),
      part('foot', { box: [0.13, 0.13, 0.25], round: 0.05 }, 'plaster', {
        at: [0, 0.02, 0.03],
        color: 0xf6f4ee,
        answersTo: ['cast'],
      }),
      part('toes', { ball: 0.016 }, 'skin', {
        ...at([
          [-0.04, 0.06, 0.165],
          [-0.015, 0.065, 0.168],
          [0.01, 0.065, 0.167],
          [0.033, 0.062, 0.163],
        ]),
        role: 'fixed',
      }),
      part('heel', { box: [0.06, 0.03, 0.09], round: 0.01 }, 'rubber', {
        at: [0, 0, -0.02],
        color: 0x2a2a2a,
        role: 'fixed',
      }),
      part('signature', { box: [0.05, 0.008, 0.004] }, 'plain', {
        ...at([
          [0.0, 0.35, 0.008],
          [0.01, 0.3, 0.008],
        ]),
        turn: [0, 0, 12],
        color: 0x2a4ad0,
        role: 'fixed',
      }),
      part('signature_red', { box: [0.04, 0.008, 0.004] }, 'plain', {
        at: [-0.01, 0.24, 0.006],
        turn: [0, 0, -8],
        color: 0xd03030,
        role: 'fixed',
      }),
    ],
  },
  {
    // Sheet metal: a stack of thin steel sheets, the top one lifted and curling at a corner.
    kind: 'sheet metal',
    nouns: ['sheet metal', 'metal sheet', 'sheet of metal', 'steel sheet', 'metal sheets'],
    size: [0.2, 1.3],
    parts: [
      part('sheet', { box: [1.2, 0.006, 0.8] }, 'steel', {
        at: [0, 0, 0],
        repeat: { count: 6, step: [0.012, 0.012, -0.01], word: 'sheet', max: 10 },
        color: 0xb8bec6,
        answersTo: ['sheets'],
      }),
      part('pallet', { box: [1.1, 0.01, 0.7] }, 'steel', { color: 0x8a9098, role: 'detail' }),
      part('curl', { ring: 0.12, r: 0.006, arc: 120, from: 270 }, 'steel', {
        turn: [0, 90, 0],
        at: [0.66, 0.19, 0.0],
        color: 0xc8ced6,
        role: 'detail',
      }),
    ],
  },
  {
    // A tower crane: a lattice mast on a concrete base, the long jib and its counter-jib with
    // weights, the operator's cab, the trolley's cable and hook.
    kind: 'crane',
    nouns: ['crane', 'tower crane', 'construction crane', 'cranes', 'building crane'],
    size: [14, 16],
    parts: [
      part('base', { box: [2.2, 0.6, 2.2] }, 'concrete', { role: 'detail' }),
      part('mast_leg', { box: [0.16, 11.4, 0.16] }, 'paint', {
        ...at([
          [0.6, 0.6, 0.6],
          [-0.6, 0.6, 0.6],
          [0.6, 0.6, -0.6],
          [-0.6, 0.6, -0.6],
        ]),
        color: YELLOW,
        answersTo: ['mast'],
      }),
      part('mast_brace', { box: [1.36, 0.1, 0.1] }, 'paint', {
        turn: [0, 0, 40],
        at: [0, 0.9, 0.6],
        repeat: { count: 9, step: [0, 1.25, 0], word: 'brace' },
        color: YELLOW,
        role: 'detail',
        answersTo: ['mast'],
      }),
      part('mast_brace_side', { box: [0.1, 0.1, 1.36] }, 'paint', {
        turn: [-40, 0, 0],
        at: [0.6, 0.9, 0],
        repeat: { count: 9, step: [0, 1.25, 0], word: 'brace' },
        color: YELLOW,
        role: 'detail',
        answersTo: ['mast'],
      }),
      part('cab', { box: [1.4, 1.2, 1.4], round: 0.05 }, 'paint', {
        at: [0.1, 12.0, 1.1],
        color: WHITE,
        role: 'accent',
      }),
      part('cab_window', { box: [1.3, 0.6, 0.06] }, 'glass', {
        at: [0.1, 12.45, 1.81],
        color: 0x2a3a4a,
        role: 'fixed',
      }),
      part('turntable', { box: [1.6, 0.5, 1.6] }, 'paint', {
        at: [0, 12.0, 0],
        color: YELLOW,
      }),
      part('jib', { box: [12.0, 0.7, 0.7] }, 'paint', {
        at: [6.0, 12.5, 0],
        minus: [{ shape: { box: [11.6, 0.4, 0.8] }, at: [6.0, 12.65, 0] }],
        color: YELLOW,
        answersTo: ['boom', 'arm'],
      }),
      part('counter_jib', { box: [4.4, 0.5, 0.8] }, 'paint', {
        at: [-2.6, 12.5, 0],
        color: YELLOW,
        answersTo: ['boom'],
      }),
      part('counterweight', { box: [1.4, 1.2, 1.0] }, 'concrete', {
        at: [-4.0, 11.5, 0],
        role: 'detail',
        answersTo: ['weights'],
      }),
      part('apex', { box: [0.4, 2.6, 0.4] }, 'paint', {
        at: [0, 12.5, 0],
        color: YELLOW,
        role: 'detail',
      }),
      rod('tie', [0, 15.0, 0], [8.0, 13.2, 0], 0.05, 'steel', { role: 'detail' }),
      rod('tie_back', [0, 15.0, 0], [-4.6, 13.0, 0], 0.05, 'steel', { role: 'detail' }),
      part('trolley', { box: [0.8, 0.4, 0.9] }, 'darkMetal', {
        at: [8.5, 12.1, 0],
        role: 'detail',
      }),
      part('cable', { cyl: 4.2, r: 0.03 }, 'steel', { at: [8.5, 7.9, 0], role: 'detail' }),
      part('hook_block', { box: [0.5, 0.6, 0.3] }, 'paint', {
        at: [8.5, 7.3, 0],
        color: RED,
        role: 'fixed',
        answersTo: ['hook'],
      }),
      part('hook', { ring: 0.2, r: 0.05, arc: 270, from: 90 }, 'steel', {
        at: [8.5, 7.1, 0],
        role: 'detail',
      }),
    ],
  },
  {
    // Ice cubes: three clear, round-edged blocks of ice, two side by side and one on top.
    kind: 'ice cube',
    nouns: ['ice cube', 'ice cubes', 'cube of ice', 'ice block', 'block of ice'],
    size: [0.05, 0.07],
    parts: [
      part('cube', { box: [0.028, 0.028, 0.028], round: 0.005 }, 'ice', {
        ...at([
          [-0.016, 0, 0],
          [0.016, 0, 0.004],
        ]),
        turn: [0, 14, 0],
        color: 0x9ad2f2,
        answersTo: ['ice'],
      }),
      part('cube_top', { box: [0.028, 0.028, 0.028], round: 0.005 }, 'ice', {
        at: [0, 0.027, 0.002],
        turn: [8, -20, 6],
        color: 0x9ad2f2,
        answersTo: ['ice', 'cube'],
      }),
      part('frost', { box: [0.018, 0.003, 0.018], round: 0.001 }, 'plain', {
        at: [0, 0.056, 0.002],
        turn: [8, -20, 6],
        color: WHITE,
        role: 'fixed',
      }),
    ],
  },
  {
    // A pair of drop earrings hung from a little stand: hooks, gold chains, red stones.
    kind: 'earring',
    nouns: ['earring', 'earrings', 'pair of earrings', 'drop earring', 'drop earrings', 'ear ring'],
    size: [0.12, 0.1],
    parts: [
      part('stand', { cyl: 0.006, r: 0.035 }, 'wood', {
        color: 0xf0ece4,
        role: 'detail',
      }),
      part('post', { cyl: 0.1, r: 0.004 }, 'wood', {
        at: [0, 0.006, 0],
        color: 0xf0ece4,
        role: 'detail',
      }),
      rod('bar', [-0.045, 0.104, 0], [0.045, 0.104, 0], 0.004, 'wood', {
        color: 0xf0ece4,
        role: 'detail',
      }),
      part('hook', { ring: 0.008, r: 0.0012, arc: 220, from: -20 }, 'gold', {
        turn: [0, 90, 0],
        at: [0.03, 0.1, 0],
        mirror: true,
        role: 'fixed',
      }),
      rod('chain', [0.03, 0.1, 0.006], [0.03, 0.066, 0.008], 0.0012, 'gold', {
        mirror: true,
        role: 'fixed',
      }),
      part('hoop', { ring: 0.012, r: 0.0018 }, 'gold', {
        at: [0.03, 0.056, 0.008],
        mirror: true,
        role: 'detail',
        answersTo: ['hoops'],
      }),
      part('drop', { ellipsoid: [0.007, 0.011, 0.005] }, 'gem', {
        at: [0.03, 0.056, 0.008],
        mirror: true,
        color: 0xd01a3a,
        role: 'main',
      }),
    ],
  },
  {
    // A pad of sticky notes, the top one written on and its free end lifting.
    kind: 'sticky note',
    nouns: ['sticky note', 'sticky notes', 'post-it', 'post-it note', 'post-its', 'post it'],
    size: [0.03, 0.08],
    parts: [
      part('pad', { box: [0.076, 0.008, 0.076] }, 'paper', { color: 0xffd92a }),
      part('lines', { box: [0.05, 0.0008, 0.003] }, 'plain', {
        at: [-0.005, 0.008, -0.02],
        copies: [
          [0.004, 0, 0.014],
          [-0.006, 0, 0.028],
        ],
        color: 0x2a4ab0,
        role: 'fixed',
      }),
      part('top_sheet', { box: [0.076, 0.001, 0.04] }, 'paper', {
        turn: [-30, 0, 0],
        at: [0, 0.009, 0.03],
        color: 0xffd92a,
        answersTo: ['note', 'pad'],
      }),
    ],
  },
  {
    // A coat of arms: a quartered shield with a crown over it and two swords crossed behind.
    kind: 'coat of arms',
    nouns: ['coat of arms', 'coats of arms', 'heraldic shield', 'armorial bearings'],
    size: [1.1, 0.95],
    parts: [
      part('field', { extrude: SHIELD, depth: 0.06 }, 'paint', {
        at: [0, 0.08, 0],
        color: 0x2a4ab0,
        answersTo: ['shield'],
      }),
      part('quarter', { box: [0.3, 0.34, 0.07] }, 'paint', {
        at: [0.15, 0.46, 0],
        color: 0xd8b020,
        role: 'accent',
      }),
      part('quarter_b', { extrude: SHIELD, depth: 0.07 }, 'paint', {
        at: [0, 0.08, 0],
        minus: [
          { shape: { box: [0.62, 1.0, 0.2] }, at: [0.31, -0.1, 0] },
          { shape: { box: [0.62, 0.5, 0.2] }, at: [-0.31, 0.46, 0] },
        ],
        color: 0xd8b020,
        role: 'accent',
      }),
      part('cross', { box: [0.08, 0.64, 0.08] }, 'paint', {
        at: [0, 0.12, 0],
        color: RED,
        role: 'fixed',
      }),
      part('cross_bar', { box: [0.6, 0.08, 0.08] }, 'paint', {
        at: [0, 0.5, 0],
        color: RED,
        role: 'fixed',
      }),
      part('rim', { extrude: SHIELD, depth: 0.05 }, 'gold', {
        at: [0, 0.08, -0.01],
        role: 'detail',
      }),
      part('crown', { cyl: 0.14, r: 0.16, rTop: 0.2 }, 'gold', {
        at: [0, 0.82, 0],
        role: 'detail',
      }),
      part('crown_point', { ball: 0.03 }, 'gold', {
        ...at([
          [-0.19, 0.98, 0],
          [0, 0.99, 0.0],
          [0.19, 0.98, 0],
        ]),
        role: 'detail',
      }),
      rod('sword', [-0.55, 0.05, -0.06], [0.55, 0.9, -0.06], 0.02, 'steel', {
        role: 'detail',
        answersTo: ['swords'],
      }),
      rod('sword_b', [0.55, 0.05, -0.06], [-0.55, 0.9, -0.06], 0.02, 'steel', {
        role: 'detail',
        answersTo: ['swords'],
      }),
    ],
  },
  {
    // A brass candlestick: a round dish foot, a turned stem, the cup holding a tall white
    // candle with its flame.
    kind: 'candlestick',
    nouns: ['candlestick', 'candle holder', 'candleholder', 'candlesticks', 'candle stick'],
    size: [0.42, 0.12],
    parts: [
      part(
        'holder',
        {
          lathe: [
            [0, 0],
            [0.06, 0],
            [0.058, 0.012],
            [0.02, 0.03],
            [0.014, 0.05],
            [0.022, 0.07],
            [0.012, 0.09],
            [0.012, 0.15],
            [0.022, 0.165],
            [0.016, 0.18],
            [0.03, 0.19],
            [0.03, 0.2],
            [0, 0.2],
          ],
        },
        'brass',
        { color: 0xd8a838, role: 'accent', answersTo: ['stick', 'base', 'stand'] },
      ),
      part('candle', { cyl: 0.2, r: 0.012 }, 'candle', {
        at: [0, 0.2, 0],
        color: 0xfaf6ea,
      }),
      part('wick', { cyl: 0.008, r: 0.0012 }, 'plain', {
        at: [0, 0.4, 0],
        color: 0x1a1a1a,
        role: 'fixed',
      }),
      ...flame([0, 0.404, 0]),
    ],
  },
  {
    // A child's tricycle: a big front wheel with the pedals on its hub, two small back wheels
    // on an axle, a red frame, seat and handlebars with grips.
    kind: 'tricycle',
    nouns: ['tricycle', 'trike', 'tricycles', "child's tricycle", 'three-wheeler'],
    size: [0.6, 0.75],
    parts: [
      part('front_tyre', { ring: 0.2, r: 0.022 }, 'rubber', {
        turn: [0, 90, 0],
        at: [0, 0.22, 0.28],
        color: 0x1e1e1e,
        role: 'fixed',
        answersTo: ['wheel', 'wheels'],
      }),
      part('front_disc', { cyl: 0.02, r: 0.19 }, 'paint', {
        turn: [0, 0, 90],
        at: [0.01, 0.22, 0.28],
        color: WHITE,
        role: 'detail',
      }),
      part('back_tyre', { ring: 0.1, r: 0.018 }, 'rubber', {
        turn: [0, 90, 0],
        at: [0.22, 0.12, -0.25],
        mirror: true,
        color: 0x1e1e1e,
        role: 'fixed',
        answersTo: ['wheel', 'wheels'],
      }),
      part('back_disc', { cyl: 0.016, r: 0.09 }, 'paint', {
        turn: [0, 0, 90],
        at: [0.23, 0.12, -0.25],
        mirror: true,
        color: WHITE,
        role: 'detail',
      }),
      rod('axle', [-0.22, 0.12, -0.25], [0.22, 0.12, -0.25], 0.014, 'paint', {
        color: RED,
        answersTo: ['frame'],
      }),
      rod('frame', [0, 0.14, -0.25], [0, 0.42, 0.2], 0.022, 'paint', {
        color: RED,
        answersTo: ['frame'],
      }),
      rod('fork', [0, 0.22, 0.28], [0, 0.5, 0.22], 0.018, 'paint', {
        color: RED,
        answersTo: ['frame'],
      }),
      rod('handlebar', [-0.17, 0.56, 0.2], [0.17, 0.56, 0.2], 0.014, 'chrome', {
        role: 'detail',
      }),
      rod('stem', [0, 0.5, 0.22], [0, 0.56, 0.2], 0.016, 'chrome', { role: 'detail' }),
      part('grip', { cyl: 0.07, r: 0.018 }, 'rubber', {
        turn: [0, 0, 90],
        at: [0.24, 0.56, 0.2],
        mirror: true,
        color: 0x2a6ad0,
        role: 'accent',
        answersTo: ['grips'],
      }),
      part('seat', { box: [0.13, 0.04, 0.16], round: 0.02 }, 'leather', {
        at: [0, 0.3, -0.1],
        color: 0x1e1e1e,
        role: 'detail',
      }),
      rod('pedal_arm', [0, 0.22, 0.28], [0.06, 0.16, 0.32], 0.01, 'chrome', {
        mirror: true,
        role: 'detail',
      }),
      part('pedal', { box: [0.06, 0.02, 0.04] }, 'plastic', {
        at: [0.08, 0.15, 0.32],
        mirror: true,
        color: 0x1e1e1e,
        role: 'fixed',
        answersTo: ['pedals'],
      }),
    ],
  },
  {
    // A chess set: the chequered board with both sides' pieces set up on it.
    kind: 'chess set',
    nouns: ['chess set', 'chessboard', 'chess board', 'game of chess'],
    size: [0.12, 0.36],
    parts: [
      part('board', { box: [0.34, 0.028, 0.34] }, 'wood', {
        color: 0xe8d4a8,
        answersTo: ['squares'],
      }),
      part('frame', { box: [0.36, 0.024, 0.36] }, 'wood', {
        color: 0x5a3a22,
        role: 'detail',
      }),
      part('dark_square', { box: [SQ, 0.002, SQ] }, 'wood', {
        ...at(DARK_SQUARES),
        color: 0x6a4428,
        role: 'accent',
        answersTo: ['squares'],
      }),
      ...chessSide('white', 0xf2ece0, rank(0), rank(1)),
      ...chessSide('black', 0x1e1e22, rank(7), rank(6)),
    ],
  },
  {
    // An airport control tower: a tall tapering shaft, the cab of slanted green glass under a
    // flat roof with its antennas, on a low base building.
    kind: 'control tower',
    nouns: ['control tower', 'air traffic control tower', 'atc tower', 'airport tower'],
    size: [26, 10],
    parts: [
      part('base', { box: [9, 4, 7] }, 'concrete', { color: 0xd8d8d4, role: 'detail' }),
      part('shaft', { cyl: 18, r: 1.6, rTop: 1.3 }, 'concrete', {
        at: [0, 4, 0],
        color: 0xeeeeea,
      }),
      part('gallery', { cyl: 1.6, r: 1.4, rTop: 3.2 }, 'concrete', {
        at: [0, 20.5, 0],
        color: 0xeeeeea,
      }),
      part('cab', { cyl: 2.8, r: 3.2, rTop: 3.6 }, 'glass', {
        at: [0, 22.1, 0],
        color: 0x3a7a7a,
        role: 'fixed',
        answersTo: ['windows', 'glass'],
      }),
      part('roof', { cyl: 0.5, r: 3.9 }, 'steel', {
        at: [0, 24.9, 0],
        color: 0x5a5e66,
        role: 'accent',
      }),
      part('antenna', { cyl: 1.6, r: 0.06 }, 'steel', {
        ...at([
          [1.5, 25.4, 0],
          [-1.0, 25.4, 1.0],
        ]),
        role: 'detail',
      }),
      part('radar', { box: [1.6, 0.3, 0.3] }, 'steel', {
        at: [-1.0, 27.0, 1.0],
        role: 'detail',
      }),
      part('door', { box: [1.6, 2.4, 0.1] }, 'glass', {
        at: [0, 0, 3.5],
        color: 0x2a3a4a,
        role: 'fixed',
      }),
    ],
  },
  {
    // A camcorder: a boxy black body with the lens barrel in front, the screen folded open at
    // its side, the viewfinder at the back and the strap over the grip.
    kind: 'camcorder',
    nouns: ['camcorder', 'video camera', 'handycam', 'camcorders', 'videocamera'],
    size: [0.09, 0.17],
    parts: [
      part('body', { box: [0.06, 0.07, 0.12], round: 0.012 }, 'plastic', {
        color: 0x2a2a2e,
        at: [0, 0, -0.01],
      }),
      part('lens_barrel', { cyl: 0.05, r: 0.024 }, 'plastic', {
        turn: [90, 0, 0],
        at: [0, 0.036, 0.045],
        color: 0x1a1a1c,
        role: 'detail',
        answersTo: ['lens'],
      }),
      part('lens', { cyl: 0.004, r: 0.018 }, 'glass', {
        turn: [90, 0, 0],
        at: [0, 0.036, 0.093],
        color: 0x2a4a8a,
        role: 'fixed',
      }),
      part('screen', { box: [0.005, 0.05, 0.075], round: 0.002 }, 'plastic', {
        turn: [0, -70, 0],
        at: [-0.055, 0.012, 0.02],
        color: 0x3a3a3e,
        role: 'detail',
        answersTo: ['display'],
      }),
      part('display', { box: [0.001, 0.04, 0.062] }, 'glass', {
        turn: [0, -70, 0],
        at: [-0.054, 0.017, 0.024],
        color: 0x3a6ab0,
        role: 'fixed',
      }),
      part('viewfinder', { cyl: 0.03, r: 0.011 }, 'plastic', {
        turn: [90, 0, 0],
        at: [0, 0.078, -0.095],
        color: 0x1a1a1c,
        role: 'detail',
      }),
      part('strap', { ring: 0.035, r: 0.008, arc: 180, from: 0 }, 'fabric', {
        turn: [0, 90, 0],
        at: [0.034, 0.03, -0.01],
        color: 0x1a1a1c,
        role: 'fixed',
        answersTo: ['grip'],
      }),
      part('record', { cyl: 0.004, r: 0.004 }, 'plastic', {
        turn: [90, 0, 0],
        at: [0.018, 0.058, 0.05],
        color: 0xd02020,
        role: 'fixed',
      }),
    ],
  },
  {
    // A silver candelabra: a turned foot and stem, two pairs of curving arms, five cups, five
    // white candles alight, the middle one highest.
    kind: 'candelabra',
    nouns: ['candelabra', 'candelabrum', 'candelabras', 'branched candlestick'],
    size: [0.55, 0.42],
    parts: [
      part(
        'foot',
        {
          lathe: [
            [0, 0],
            [0.08, 0],
            [0.07, 0.015],
            [0.025, 0.04],
            [0.018, 0.06],
            [0, 0.06],
          ],
        },
        'silver',
        { answersTo: ['base', 'stand'] },
      ),
      part('stem', { cyl: 0.22, r: 0.012 }, 'silver', { at: [0, 0.05, 0] }),
      part('knob', { ball: 0.022 }, 'silver', { at: [0, 0.16, 0], role: 'detail' }),
      part('arm', { ring: 0.09, r: 0.009, arc: 180, from: 180 }, 'silver', {
        at: [0, 0.27, 0],
        answersTo: ['arms', 'branches'],
      }),
      part('arm_outer', { ring: 0.18, r: 0.009, arc: 180, from: 180 }, 'silver', {
        at: [0, 0.3, 0],
        turn: [0, 90, 0],
        answersTo: ['arms', 'branches'],
      }),
      part('cup', { cyl: 0.025, r: 0.018 }, 'silver', {
        ...at([
          [-0.09, 0.262, 0],
          [0.09, 0.262, 0],
          [0, 0.292, -0.18],
          [0, 0.292, 0.18],
          [0, 0.27, 0],
        ]),
        answersTo: ['cups'],
      }),
      part('candle', { cyl: 0.13, r: 0.01 }, 'candle', {
        ...at([
          [-0.09, 0.285, 0],
          [0.09, 0.285, 0],
          [0, 0.315, -0.18],
          [0, 0.315, 0.18],
          [0, 0.29, 0],
        ]),
        color: 0xfaf6ea,
        role: 'accent',
        answersTo: ['candles'],
      }),
      part('flame', { ellipsoid: [0.008, 0.018, 0.008] }, 'light', {
        ...at([
          [-0.09, 0.43, 0],
          [0.09, 0.43, 0],
          [0, 0.46, -0.18],
          [0, 0.46, 0.18],
          [0, 0.435, 0],
        ]),
        color: 0xffb030,
        role: 'fixed',
        answersTo: ['flames'],
      }),
    ],
  },
  {
    // A laboratory beaker: a straight glass with a pouring lip, white graduations, some blue
    // liquid inside.
    kind: 'beaker',
    nouns: ['beaker', 'lab beaker', 'laboratory beaker', 'glass beaker', 'beakers'],
    size: [0.14, 0.1],
    parts: [
      part(
        'glass',
        {
          lathe: [
            [0.044, 0],
            [0.046, 0.13],
            [0.049, 0.135],
          ],
          wall: 0.0025,
        },
        'glass',
        { color: 0xe8f4f8, role: 'detail' },
      ),
      part(
        'spout',
        {
          extrude: [
            [0, 0],
            [0.014, 0.008],
            [0.01, 0.012],
            [0, 0.006],
          ],
          depth: 0.02,
        },
        'glass',
        { turn: [0, -90, 0], at: [0, 0.127, 0.044], color: 0xe8f4f8, role: 'detail' },
      ),
      part('liquid', { cyl: 0.07, r: 0.0462 }, 'plain', {
        at: [0, 0.002, 0],
        color: 0x3a8ad8,
        answersTo: ['liquid', 'water'],
      }),
      part('mark', { box: [0.02, 0.0025, 0.003] }, 'plain', {
        at: [0.005, 0.03, 0.045],
        repeat: { count: 4, step: [0, 0.025, 0], word: 'mark' },
        color: WHITE,
        role: 'fixed',
      }),
    ],
  },
  {
    // A desktop computer: the monitor on its stand, the tower case beside it, a keyboard in
    // front and a mouse.
    kind: 'desktop computer',
    nouns: ['desktop computer', 'computer', 'pc', 'personal computer', 'desktop pc', 'computers'],
    size: [0.5, 0.8],
    parts: [
      part('screen', { box: [0.52, 0.32, 0.03], round: 0.008 }, 'plastic', {
        at: [-0.06, 0.1, -0.1],
        color: 0x1e1e22,
        answersTo: ['monitor'],
      }),
      part('display', { box: [0.49, 0.29, 0.004] }, 'glass', {
        at: [-0.06, 0.115, -0.084],
        color: 0x2a5a9a,
        role: 'fixed',
      }),
      part('stand', { box: [0.05, 0.1, 0.04] }, 'plastic', {
        at: [-0.06, 0.01, -0.11],
        color: 0x2a2a2e,
        role: 'detail',
      }),
      part('stand_foot', { box: [0.2, 0.012, 0.14], round: 0.004 }, 'plastic', {
        at: [-0.06, 0, -0.12],
        color: 0x2a2a2e,
        role: 'detail',
      }),
      part('case', { box: [0.18, 0.42, 0.42], round: 0.01 }, 'plastic', {
        at: [0.29, 0, -0.1],
        color: 0x2a2a2e,
        role: 'accent',
        answersTo: ['computer'],
      }),
      part('drive', { box: [0.13, 0.025, 0.004] }, 'plastic', {
        at: [0.29, 0.34, 0.112],
        color: 0x4a4a50,
        role: 'fixed',
      }),
      part('power', { cyl: 0.004, r: 0.01 }, 'plastic', {
        turn: [90, 0, 0],
        at: [0.29, 0.28, 0.112],
        color: 0x3ad0ff,
        role: 'fixed',
      }),
      part('keyboard', { box: [0.44, 0.02, 0.14], round: 0.004 }, 'plastic', {
        at: [-0.06, 0, 0.0],
        color: 0xd8d8dc,
        role: 'detail',
      }),
      part('keys', { box: [0.4, 0.006, 0.1] }, 'plastic', {
        at: [-0.06, 0.02, 0.0],
        color: 0x9a9aa2,
        role: 'fixed',
      }),
      part('mouse', { ellipsoid: [0.03, 0.018, 0.05] }, 'plastic', {
        at: [0.19, 0.0, 0.02],
        color: 0xd8d8dc,
        role: 'detail',
      }),
    ],
  },
  {
    // A soup ladle: a deep round bowl on a long handle curving up to a hook.
    kind: 'ladle',
    nouns: ['ladle', 'soup ladle', 'ladles', 'dipper', 'serving ladle'],
    size: [0.34, 0.12],
    parts: [
      part(
        'bowl',
        {
          lathe: [
            [0.001, 0],
            [0.03, 0.005],
            [0.046, 0.025],
            [0.05, 0.05],
          ],
          smooth: true,
          wall: 0.002,
        },
        'steel',
        { color: 0xc8ccd2, answersTo: ['cup', 'head'] },
      ),
      part(
        'handle',
        {
          sweep: [
            [-0.048, 0.05, 0],
            [-0.06, 0.1, 0],
            [-0.065, 0.18, 0],
            [-0.062, 0.26, 0],
            [-0.05, 0.31, 0],
            [-0.035, 0.325, 0],
            [-0.025, 0.315, 0],
          ],
          r: [0.005, 0.005, 0.005, 0.006, 0.006, 0.005, 0.004],
        },
        'steel',
        { color: 0xc8ccd2, role: 'detail' },
      ),
    ],
  },
  {
    // A garden hoe: a long wooden handle, a swan neck, the flat steel blade square across it,
    // lying on the ground blade down.
    kind: 'hoe',
    nouns: ['hoe', 'garden hoe', 'draw hoe', 'dutch hoe', 'hoes'],
    size: [0.25, 1.5],
    parts: [
      rod('handle', [-0.8, 0.03, 0], [0.55, 0.2, 0], 0.016, 'wood', {
        color: 0xc09060,
        answersTo: ['shaft', 'pole'],
      }),
      part(
        'neck',
        {
          sweep: [
            [0.55, 0.2, 0],
            [0.62, 0.22, 0],
            [0.66, 0.18, 0],
            [0.66, 0.12, 0],
          ],
          r: 0.008,
        },
        'steel',
        { color: 0x6a6e74, role: 'detail' },
      ),
      part('blade', { box: [0.006, 0.11, 0.16] }, 'steel', {
        turn: [0, 0, 10],
        at: [0.665, 0.02, 0],
        color: 0x6a6e74,
        role: 'detail',
        answersTo: ['head'],
      }),
    ],
  },
  {
    // A garden trowel: a pointed steel scoop on a short neck, a wooden handle with its hole.
    kind: 'trowel',
    nouns: ['trowel', 'garden trowel', 'hand trowel', 'trowels', 'masonry trowel'],
    size: [0.04, 0.32],
    parts: [
      part('blade', { plan: TROWEL_BLADE, height: 0.004 }, 'steel', {
        at: [0, 0.006, 0.02],
        color: 0xb8bec6,
        answersTo: ['scoop', 'head'],
      }),
      part('rim', { plan: TROWEL_BLADE, height: 0.012, taper: 0.85 }, 'steel', {
        at: [0, 0.0, 0.02],
        minus: [{ shape: { plan: TROWEL_BLADE, height: 0.02, taper: 0.8 }, at: [0, 0.005, 0.035] }],
        color: 0xb8bec6,
        role: 'detail',
      }),
      rod('neck', [0, 0.01, 0.025], [0, 0.024, -0.02], 0.005, 'steel', {
        color: 0x8a9096,
        role: 'detail',
      }),
      rod('handle', [0, 0.024, -0.02], [0, 0.024, -0.14], 0.016, 'wood', {
        color: 0xc8743a,
        role: 'accent',
      }),
    ],
  },
];
