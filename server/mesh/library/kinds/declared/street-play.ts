/**
 * Vehicles, play and sports gear, and things of the street a person names at a glance but the
 * library had no body for (issue #32, session 20, R): a golf cart, a tow truck, a semi truck,
 * a police car, a jet ski, a paddle steamer; a surfboard, an oar, a seesaw, a table-tennis
 * table, a trampoline, a sandbox, a water slide, a bowling pin, a dartboard, a
 * shuttlecock, a golf club; a licence plate, a poster, a billboard, a newsstand, a clock tower,
 * a scarecrow, a garden gnome. Each is built as the picture the word calls up, with what tells
 * it from the near kind it fell on (docs/decisions.md, "Vehicles, play and the street").
 * Declared as data (library/declare.ts).
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { lettering } from './buildings-by-use.ts';
import { arcPoints, oval } from './outlines.ts';
import { at, part, rod, spaced } from './part-shorthand.ts';

/** Wheels standing on the ground, axles along X: tyre and hub. */
function wheels(r: number, w: number, points: readonly V3[]): PartDecl[] {
  return [
    part('wheel', { cyl: w, r }, 'rubber', {
      turn: [0, 0, 90],
      ...at(points.map(([x, y, z]) => [x + w / 2, y, z] as V3)),
      color: 0x1c1c1c,
      role: 'fixed',
      answersTo: ['wheels', 'tyre', 'tire', 'tyres', 'tires'],
    }),
    part('hub', { cyl: w * 1.08, r: r * 0.5 }, 'steel', {
      turn: [0, 0, 90],
      ...at(points.map(([x, y, z]) => [x + w * 0.54, y, z] as V3)),
      color: 0xc0c4c8,
      role: 'detail',
    }),
  ];
}

/** Four wheels at ±x, at z front and back, radius r. */
function fourWheels(x: number, front: number, back: number, r: number, w: number): PartDecl[] {
  return wheels(r, w, [
    [x, r, front],
    [-x, r, front],
    [x, r, back],
    [-x, r, back],
  ]);
}

const WHITE = 0xf4f4f0;
const BLACK = 0x1c1c1c;
const RED = 0xc8281e;
const GLASS = 0x3a4a5a;

/** A surfboard's outline, [x, y]: a pointed nose at the top, a rounded tail at the ground. */
const SURFBOARD: V2[] = [
  ...arcPoints([0, 0.2], 0.2, 200, 340, 8),
  [0.26, 0.55],
  [0.27, 0.9],
  [0.24, 1.3],
  [0.16, 1.62],
  [0.06, 1.82],
  [0, 1.88],
  [-0.06, 1.82],
  [-0.16, 1.62],
  [-0.24, 1.3],
  [-0.27, 0.9],
  [-0.26, 0.55],
];

/** How far a seesaw's plank is tipped, degrees (its +Z end up). */
const TILT = 10;

/** A point on the seesaw's plank at z along it, `up` above its top face. */
function plankAt(z: number, up: number): V3 {
  const t = (TILT * Math.PI) / 180;
  return [0, 0.5 + z * Math.sin(t) + (0.06 + up) * Math.cos(t) - 0.03, z * Math.cos(t)];
}

/** A bowling pin's outline [radius, height]. */
const PIN: V2[] = [
  [0, 0],
  [0.026, 0],
  [0.045, 0.06],
  [0.06, 0.12],
  [0.055, 0.19],
  [0.032, 0.25],
  [0.022, 0.28],
  [0.028, 0.32],
  [0.03, 0.35],
  [0.02, 0.375],
  [0, 0.38],
];

/** A jet ski's hull footprint [x, z]: a pointed bow at +Z, a square stern. */
const JET_HULL: V2[] = [
  [-0.5, -1.4],
  [0.5, -1.4],
  [0.56, -0.4],
  [0.48, 0.4],
  [0.3, 1.0],
  [0, 1.35],
  [-0.3, 1.0],
  [-0.48, 0.4],
  [-0.56, -0.4],
];

/** A paddle steamer's hull footprint [x, z]: bow at +Z. */
const STEAMER_HULL: V2[] = [
  [-2.2, -6],
  [2.2, -6],
  [2.3, 2],
  [1.6, 5],
  [0, 6.6],
  [-1.6, 5],
  [-2.3, 2],
];

/** A clock face on a tower's side: the dial, its rim and two hands (front at +Z). */
function clockFace(name: string, c: V3, r: number, turnY: number): PartDecl[] {
  const rad = (turnY * Math.PI) / 180;
  const out = (d: number): V3 => [c[0] + Math.sin(rad) * d, c[1], c[2] + Math.cos(rad) * d];
  return [
    part(name, { cyl: 0.06, r }, 'plain', {
      turn: [90, turnY, 0],
      at: out(-0.02),
      color: 0xf6f0dc,
      role: 'fixed',
      answersTo: ['clock', 'clock face', 'dial'],
    }),
    part(`${name}_rim`, { ring: r, r: r * 0.07 }, 'gold', {
      turn: [0, turnY, 0],
      at: out(0.04),
      color: 0xc8a040,
      role: 'fixed',
    }),
    part(`${name}_hour`, { box: [r * 0.12, r * 0.55, 0.03] }, 'plain', {
      turn: [0, turnY, -40],
      at: out(0.05),
      color: BLACK,
      role: 'fixed',
    }),
    part(`${name}_minute`, { box: [r * 0.09, r * 0.85, 0.03] }, 'plain', {
      turn: [0, turnY, 10],
      at: out(0.05),
      color: BLACK,
      role: 'fixed',
    }),
  ];
}

export const STREET_PLAY_KINDS: readonly KindDecl[] = [
  {
    // A surfboard stood on its tail: a long white board, pointed nose, a stripe down the
    // middle and a fin at the back.
    kind: 'surfboard',
    nouns: ['surfboard', 'surf board', 'surfboards', 'bodyboard', 'boogie board'],
    size: [1.9, 0.55],
    parts: [
      part('board', { extrude: SURFBOARD, depth: 0.07 }, 'plastic', {
        color: WHITE,
        answersTo: ['deck'],
      }),
      part('stripe', { box: [0.07, 1.7, 0.02] }, 'paint', {
        at: [0, 0.1, 0.03],
        color: 0x1e7ad0,
        role: 'accent',
      }),
      part(
        'fin',
        {
          extrude: [
            [0, 0],
            [0.14, 0],
            [0.02, 0.16],
          ] as V2[],
          depth: 0.015,
        },
        'plastic',
        {
          turn: [0, 90, 0],
          at: [0, 0.12, -0.03],
          color: 0x1e7ad0,
          role: 'accent',
        },
      ),
    ],
  },
  {
    // An oar lying on the ground: a long wooden loom, a leather collar, a flat blade with a
    // painted tip, and a grip.
    kind: 'oar',
    nouns: ['oar', 'oars', 'rowing oar', 'sweep oar'],
    size: [0.12, 2.8],
    parts: [
      rod('loom', [-1.35, 0.045, 0], [0.55, 0.045, 0], 0.045, 'wood', {
        color: 0xd0a868,
        answersTo: ['shaft', 'handle'],
      }),
      part('blade', { box: [0.85, 0.03, 0.26], round: 0.012 }, 'wood', {
        at: [0.92, 0.03, 0],
        color: 0xd0a868,
      }),
      part('tip', { box: [0.2, 0.036, 0.265] }, 'paint', {
        at: [1.26, 0.027, 0],
        color: RED,
        role: 'accent',
      }),
      rod('collar', [-0.55, 0.045, 0], [-0.3, 0.045, 0], 0.055, 'leather', {
        color: 0x3a2a1a,
        role: 'detail',
      }),
      rod('grip', [-1.4, 0.045, 0], [-1.15, 0.045, 0], 0.045, 'wood', {
        color: 0x8a5a30,
        role: 'detail',
      }),
    ],
  },
  {
    // A playground seesaw: a plank tipped on a pivot, a seat and a handle at each end.
    kind: 'seesaw',
    nouns: ['seesaw', 'see-saw', 'teeter-totter', 'teetertotter', 'seesaws'],
    size: [0.9, 3.0],
    parts: [
      part(
        'stand',
        {
          extrude: [
            [-0.35, 0],
            [0.35, 0],
            [0.05, 0.52],
            [-0.05, 0.52],
          ] as V2[],
          depth: 0.06,
        },
        'paint',
        {
          turn: [0, 90, 0],
          at: [-0.11, 0, 0],
          copies: [[0.22, 0, 0]],
          color: 0x1e7ad0,
          role: 'accent',
          answersTo: ['pivot', 'base'],
        },
      ),
      rod('axle', [-0.16, 0.5, 0], [0.16, 0.5, 0], 0.05, 'steel', { role: 'detail' }),
      part('plank', { box: [0.28, 0.06, 3.0], round: 0.02 }, 'paint', {
        turn: [-TILT, 0, 0],
        at: [0, 0.5, 0],
        color: 0xe8c020,
        answersTo: ['board', 'beam'],
      }),
      part('seat_pad', { box: [0.34, 0.05, 0.32], round: 0.02 }, 'plastic', {
        ...at([plankAt(-1.3, 0.05), plankAt(1.3, 0.05)]),
        turn: [-TILT, 0, 0],
        color: RED,
        role: 'accent',
        answersTo: ['seats'],
      }),
      ...[-1, 1].flatMap((side, i) => {
        const foot = plankAt(side * 1.0, 0.05);
        const top: V3 = [0, foot[1] + 0.34, foot[2]];
        return [
          rod(i === 0 ? 'handle' : 'handle_2', foot, top, 0.022, 'steel', {
            role: 'detail',
            answersTo: ['handles'],
          }),
          rod(
            i === 0 ? 'grip' : 'grip_2',
            [-0.12, top[1], top[2]],
            [0.12, top[1], top[2]],
            0.024,
            'rubber',
            {
              color: BLACK,
              role: 'fixed',
            },
          ),
        ];
      }),
    ],
  },
  {
    // A ping-pong table: a dark green top with white lines, a net across the middle, legs.
    kind: 'table tennis table',
    nouns: [
      'table tennis table',
      'table-tennis table',
      'ping-pong table',
      'ping pong table',
      'pingpong table',
    ],
    size: [0.9, 2.74],
    parts: [
      part('top', { box: [2.74, 0.03, 1.525] }, 'paint', {
        at: [0, 0.73, 0],
        color: 0x1f5a3a,
        answersTo: ['tabletop'],
      }),
      part('edge_line', { box: [2.74, 0.004, 0.03] }, 'paint', {
        ...at([
          [0, 0.758, 0.747],
          [0, 0.758, -0.747],
          [0, 0.758, 0],
        ]),
        color: WHITE,
        role: 'fixed',
      }),
      part('end_line', { box: [0.03, 0.004, 1.525] }, 'paint', {
        ...at([
          [1.355, 0.758, 0],
          [-1.355, 0.758, 0],
        ]),
        color: WHITE,
        role: 'fixed',
      }),
      part('net', { box: [0.012, 0.152, 1.7] }, 'fabric', {
        at: [0, 0.76, 0],
        color: 0x202428,
        role: 'detail',
      }),
      part('net_tape', { box: [0.02, 0.02, 1.7] }, 'fabric', {
        at: [0, 0.905, 0],
        color: WHITE,
        role: 'fixed',
      }),
      part('leg', { box: [0.06, 0.73, 0.06] }, 'darkMetal', {
        ...at([
          [1.15, 0, 0.6],
          [1.15, 0, -0.6],
          [-1.15, 0, 0.6],
          [-1.15, 0, -0.6],
        ]),
        role: 'detail',
        answersTo: ['legs'],
      }),
      part('paddle', { cyl: 0.012, r: 0.08 }, 'rubber', {
        at: [0.8, 0.76, 0.3],
        color: RED,
        role: 'fixed',
        answersTo: ['bat', 'paddles'],
      }),
      part('ball', { ball: 0.02 }, 'plastic', {
        at: [-0.6, 0.78, -0.2],
        color: 0xf0a020,
        role: 'fixed',
      }),
    ],
  },
  {
    // A number plate standing on edge: a white plate with a black rim and raised letters,
    // two bolts.
    kind: 'license plate',
    nouns: [
      'license plate',
      'licence plate',
      'number plate',
      'numberplate',
      'registration plate',
      'license plates',
      'number plates',
    ],
    size: [0.11, 0.52],
    parts: [
      part('face', { box: [0.52, 0.11, 0.006], round: 0.004 }, 'paint', {
        color: WHITE,
      }),
      part('rim', { box: [0.53, 0.118, 0.004], round: 0.004 }, 'paint', {
        at: [0, -0.004, -0.004],
        color: BLACK,
        role: 'accent',
      }),
      part('band', { box: [0.05, 0.11, 0.008] }, 'paint', {
        at: [-0.235, 0, 0],
        color: 0x1e40a8,
        role: 'fixed',
      }),
      ...lettering('letter', 'AB', [-0.12, 0.022, 0.003], 0.065, BLACK, 0.004),
      ...lettering('letter_2', 'CNE', [0.1, 0.022, 0.003], 0.065, BLACK, 0.004),
      part('bolt', { cyl: 0.004, r: 0.006 }, 'steel', {
        turn: [90, 0, 0],
        ...at([
          [-0.17, 0.098, 0.005],
          [0.17, 0.098, 0.005],
        ]),
        role: 'detail',
      }),
    ],
  },
  {
    // A poster on its own: a portrait sheet with a picture (sky, sun, mountains) under a
    // bold title, four pins in the corners.
    kind: 'poster',
    nouns: ['poster', 'posters', 'wall poster', 'movie poster', 'film poster'],
    size: [0.9, 0.6],
    parts: [
      part('sheet', { box: [0.6, 0.88, 0.006] }, 'paper', { color: 0xf8f4ea, role: 'accent' }),
      part('sky', { box: [0.52, 0.5, 0.004] }, 'paper', {
        at: [0, 0.08, 0.004],
        color: 0x6ab0e8,
      }),
      part(
        'mountain',
        {
          extrude: [
            [-0.26, 0],
            [0.04, 0.32],
            [0.26, 0],
          ] as V2[],
          depth: 0.004,
        },
        'paper',
        {
          at: [0, 0.08, 0.007],
          color: 0x3a7a4a,
          role: 'fixed',
        },
      ),
      part('sun', { cyl: 0.004, r: 0.06 }, 'paper', {
        turn: [90, 0, 0],
        at: [0.15, 0.46, 0.008],
        color: 0xf8c020,
        role: 'fixed',
      }),
      ...lettering('title', 'SALE', [0, 0.66, 0.003], 0.12, RED, 0.004),
      part('pin', { ball: 0.012 }, 'plastic', {
        ...at([
          [-0.27, 0.85, 0.004],
          [0.27, 0.85, 0.004],
          [-0.27, 0.03, 0.004],
          [0.27, 0.03, 0.004],
        ]),
        color: RED,
        role: 'fixed',
      }),
    ],
  },
  {
    // A roadside billboard: a wide framed panel with a picture and a word, on two posts,
    // with a catwalk and lamps.
    kind: 'billboard',
    nouns: ['billboard', 'billboards', 'hoarding', 'advertising hoarding', 'advertising board'],
    size: [6, 8],
    parts: [
      part('post', { box: [0.3, 3.2, 0.3] }, 'darkMetal', {
        ...at([
          [-2.2, 0, -0.2],
          [2.2, 0, -0.2],
        ]),
        role: 'detail',
        answersTo: ['posts', 'legs'],
      }),
      part('surround', { box: [8, 3.2, 0.2] }, 'paint', {
        at: [0, 2.8, -0.2],
        color: 0xe8e8e4,
        role: 'accent',
      }),
      part('panel', { box: [7.6, 2.8, 0.06] }, 'paint', {
        at: [0, 3.0, -0.08],
        color: 0x2a78c8,
        answersTo: ['advert'],
      }),
      part('sun', { cyl: 0.05, r: 0.6 }, 'paint', {
        turn: [90, 0, 0],
        at: [2.6, 4.8, -0.03],
        color: 0xf8c020,
        role: 'fixed',
      }),
      ...lettering('word', 'SALE', [-0.8, 3.5, -0.05], 1.4, WHITE, 0.06),
      part('catwalk', { box: [7.6, 0.08, 0.7] }, 'darkMetal', {
        at: [0, 2.72, 0.15],
        role: 'detail',
      }),
      part('lamp', { box: [0.3, 0.15, 0.3] }, 'darkMetal', {
        ...at([
          [-2.5, 6.0, 0.0],
          [0, 6.0, 0.0],
          [2.5, 6.0, 0.0],
        ]),
        role: 'detail',
      }),
    ],
  },
  {
    // A newsstand kiosk: a small booth under an awning, the counter hung with magazines and
    // newspapers, a sign on the roof.
    kind: 'newsstand',
    nouns: [
      'newsstand',
      'news stand',
      'newsstands',
      'news kiosk',
      'newspaper stand',
      'kiosk',
      'kiosks',
    ],
    size: [2.8, 2.4],
    parts: [
      part('booth', { box: [2.4, 2.2, 1.6] }, 'paint', { color: 0x2a6a3a }),
      part('roof', { box: [2.7, 0.15, 1.9] }, 'paint', {
        at: [0, 2.2, 0.05],
        color: 0x1e4a2a,
        role: 'accent',
      }),
      part('awning', { box: [2.5, 0.06, 0.7] }, 'fabric', {
        turn: [-18, 0, 0],
        at: [0, 1.95, 0.8],
        color: 0xe8c020,
        role: 'accent',
      }),
      part('window', { box: [1.6, 0.7, 0.04] }, 'glass', {
        at: [0, 1.05, 0.8],
        color: GLASS,
        role: 'fixed',
      }),
      part('counter', { box: [2.4, 0.1, 0.35] }, 'wood', {
        at: [0, 0.95, 0.95],
        color: 0x8a5a30,
        role: 'detail',
      }),
      part('magazine', { box: [0.2, 0.28, 0.02] }, 'paper', {
        ...at(
          spaced(8, -1.05, 1.05).flatMap((x, i) => [
            [x, 0.5 + (i % 2) * 0.03, 0.81] as V3,
            [x, 0.15, 0.81] as V3,
          ]),
        ),
        colors: [0xd83a3a, 0x3a8ad8, 0xf0c020, 0xf4f4f0, 0x8a3ad8],
        color: 0xd83a3a,
        role: 'fixed',
        answersTo: ['magazines', 'newspapers', 'papers'],
      }),
      part('newspaper', { box: [0.36, 0.02, 0.26] }, 'paper', {
        ...at(spaced(5, -0.9, 0.9).map((x) => [x, 1.05, 0.95] as V3)),
        color: 0xe8e4d8,
        role: 'fixed',
      }),
      part('sign', { box: [1.7, 0.4, 0.1] }, 'paint', {
        at: [0, 2.35, 0.5],
        color: WHITE,
        role: 'fixed',
      }),
      ...lettering('sign_letter', 'KIOSK', [0, 2.42, 0.55], 0.26, 0x1e4a2a, 0.03),
    ],
  },
  {
    // A clock tower: a tall square stone shaft, a clock face on each side under a belfry
    // band, a pointed slate spire.
    kind: 'clock tower',
    nouns: ['clock tower', 'clocktower', 'clock towers', 'big ben', 'bell tower with a clock'],
    size: [14, 3.2],
    parts: [
      part('shaft', { box: [3, 10, 3] }, 'stone', { color: 0xc8b48a }),
      part('band', { box: [3.3, 0.3, 3.3] }, 'stone', {
        ...at([
          [0, 6.9, 0],
          [0, 10, 0],
        ]),
        color: 0xa8946a,
        role: 'detail',
      }),
      ...clockFace('clock', [0, 8.5, 1.5], 1.1, 0),
      ...clockFace('clock_left', [-1.5, 8.5, 0], 1.1, -90),
      ...clockFace('clock_right', [1.5, 8.5, 0], 1.1, 90),
      part('door', { box: [0.9, 1.8, 0.1] }, 'wood', {
        at: [0, 0, 1.5],
        color: 0x5a3a20,
        role: 'detail',
      }),
      part(
        'spire',
        {
          plan: [
            [-1.6, -1.6],
            [1.6, -1.6],
            [1.6, 1.6],
            [-1.6, 1.6],
          ] as V2[],
          height: 3.6,
          taper: 0.02,
        },
        'slate',
        { at: [0, 10.3, 0], color: 0x3a4a5a, role: 'accent', answersTo: ['roof'] },
      ),
    ],
  },
  {
    // A golf cart: a small white body, a bench seat under a canopy roof on four posts, small
    // wheels, a golf bag of clubs strapped at the back.
    kind: 'golf cart',
    nouns: ['golf cart', 'golfcart', 'golf buggy', 'golf carts', 'golf car'],
    size: [1.85, 2.4],
    parts: [
      part('body', { box: [1.2, 0.45, 2.3], round: 0.1 }, 'paint', {
        at: [0, 0.25, 0],
        color: WHITE,
      }),
      part('hood', { box: [1.15, 0.3, 0.6], round: 0.12 }, 'paint', {
        at: [0, 0.6, 0.8],
        color: WHITE,
      }),
      part('seat', { box: [1.0, 0.15, 0.55], round: 0.05 }, 'leather', {
        at: [0, 0.7, -0.2],
        color: 0x2a2a2a,
        role: 'detail',
      }),
      part('backrest', { box: [1.0, 0.45, 0.12], round: 0.04 }, 'leather', {
        at: [0, 0.8, -0.5],
        color: 0x2a2a2a,
        role: 'detail',
      }),
      part('post', { cyl: 1.1, r: 0.03 }, 'chrome', {
        ...at([
          [0.52, 0.7, 0.55],
          [-0.52, 0.7, 0.55],
          [0.52, 0.7, -0.62],
          [-0.52, 0.7, -0.62],
        ]),
        role: 'detail',
      }),
      part('canopy', { box: [1.25, 0.07, 1.6], round: 0.03 }, 'plastic', {
        at: [0, 1.78, -0.05],
        color: 0x2a7a3a,
        role: 'accent',
        answersTo: ['roof'],
      }),
      part('windscreen', { box: [1.05, 0.7, 0.03] }, 'glass', {
        turn: [-8, 0, 0],
        at: [0, 1.05, 0.56],
        color: 0x9ac0d8,
        role: 'fixed',
      }),
      rod('steering_column', [0.25, 0.7, 0.45], [0.25, 1.05, 0.25], 0.025, 'darkMetal', {
        role: 'detail',
      }),
      part('steering_wheel', { ring: 0.14, r: 0.02 }, 'rubber', {
        turn: [55, 0, 0],
        at: [0.25, 1.06, 0.24],
        color: BLACK,
        role: 'fixed',
      }),
      part('golf_bag', { cyl: 0.75, r: 0.15 }, 'fabric', {
        turn: [-15, 0, 0],
        at: [0, 0.65, -0.95],
        color: RED,
        role: 'fixed',
        answersTo: ['bag', 'golf bag'],
      }),
      part('club_head', { box: [0.06, 0.18, 0.1] }, 'chrome', {
        turn: [-15, 0, 0],
        ...at([
          [0.06, 1.38, -1.15],
          [-0.06, 1.35, -1.12],
          [0, 1.42, -1.2],
        ]),
        role: 'fixed',
      }),
      ...fourWheels(0.5, 0.75, -0.75, 0.22, 0.16),
    ],
  },
  {
    // A tow truck: a cab, a flat deck behind it with a raised boom, its cable and hook, an
    // amber light bar on the roof.
    kind: 'tow truck',
    nouns: [
      'tow truck',
      'towtruck',
      'wrecker',
      'breakdown truck',
      'recovery truck',
      'tow trucks',
      'tow car',
    ],
    size: [2.8, 6],
    parts: [
      part('cab', { box: [2.1, 1.5, 1.8], round: 0.1 }, 'paint', {
        at: [0, 0.7, 1.7],
        color: 0xe8a020,
      }),
      part('hood', { box: [2.0, 0.9, 1.0], round: 0.1 }, 'paint', {
        at: [0, 0.7, 2.9],
        color: 0xe8a020,
      }),
      part('windscreen', { box: [1.9, 0.65, 0.05] }, 'glass', {
        turn: [-12, 0, 0],
        at: [0, 1.55, 2.6],
        color: GLASS,
        role: 'fixed',
      }),
      part('chassis', { box: [2.0, 0.35, 5.8] }, 'darkMetal', {
        at: [0, 0.45, 0.4],
        role: 'detail',
      }),
      part('deck', { box: [2.2, 0.25, 2.8] }, 'paint', {
        at: [0, 0.8, -1.0],
        color: 0x3a3a3e,
        role: 'accent',
      }),
      part('light_bar', { box: [1.4, 0.14, 0.3] }, 'light', {
        at: [0, 2.2, 1.7],
        color: 0xf8a020,
        role: 'fixed',
        answersTo: ['lights', 'beacon'],
      }),
      rod('boom', [0, 1.05, -0.6], [0, 2.7, -2.6], 0.14, 'paint', {
        color: 0xe8a020,
        answersTo: ['arm'],
      }),
      part('turntable', { box: [0.6, 0.6, 0.6] }, 'darkMetal', {
        at: [0, 1.0, -0.6],
        role: 'detail',
      }),
      rod('cable', [0, 2.7, -2.7], [0, 1.25, -2.7], 0.02, 'steel', { role: 'detail' }),
      part('hook', { ring: 0.12, r: 0.03, arc: 270, from: 135 }, 'steel', {
        turn: [0, 90, 0],
        at: [0, 1.15, -2.7],
        role: 'detail',
      }),
      ...fourWheels(0.95, 2.5, -1.7, 0.45, 0.35),
    ],
  },
  {
    // A semi truck: a tall tractor cab with its hood and exhaust stacks, hitched to a long
    // box trailer on many wheels.
    kind: 'semi truck',
    nouns: [
      'semi truck',
      'semi-truck',
      'tractor trailer',
      'tractor-trailer',
      'trailer truck',
      'articulated lorry',
      'big rig',
      'semi trucks',
    ],
    size: [4, 16],
    parts: [
      part('cab', { box: [2.5, 2.4, 2.2], round: 0.15 }, 'paint', {
        at: [0, 1.0, 5.4],
        color: 0x1e5ab0,
      }),
      part('hood', { box: [2.3, 1.3, 1.6], round: 0.15 }, 'paint', {
        at: [0, 0.9, 7.2],
        color: 0x1e5ab0,
      }),
      part('sleeper', { box: [2.5, 2.6, 1.2], round: 0.15 }, 'paint', {
        at: [0, 1.0, 3.9],
        color: 0x1e5ab0,
      }),
      part('windscreen', { box: [2.3, 0.9, 0.05] }, 'glass', {
        turn: [-10, 0, 0],
        at: [0, 2.2, 6.5],
        color: GLASS,
        role: 'fixed',
      }),
      part('grille', { box: [1.5, 1.0, 0.05] }, 'chrome', {
        at: [0, 0.95, 8.0],
        role: 'detail',
      }),
      part('stack', { cyl: 2.2, r: 0.1 }, 'chrome', {
        ...at([
          [1.3, 1.6, 4.5],
          [-1.3, 1.6, 4.5],
        ]),
        role: 'detail',
        answersTo: ['exhaust', 'stacks'],
      }),
      part('trailer', { box: [2.6, 3.0, 11.5] }, 'paint', {
        at: [0, 1.1, -2.8],
        color: 0xeceae4,
        role: 'accent',
      }),
      part('chassis', { box: [2.2, 0.35, 15.5] }, 'darkMetal', {
        at: [0, 0.75, 0],
        role: 'detail',
      }),
      ...wheels(0.55, 0.4, [
        [1.0, 0.55, 6.9],
        [-1.0, 0.55, 6.9],
        [1.0, 0.55, 4.3],
        [-1.0, 0.55, 4.3],
        [1.0, 0.55, 3.1],
        [-1.0, 0.55, 3.1],
        [1.0, 0.55, -6.0],
        [-1.0, 0.55, -6.0],
        [1.0, 0.55, -7.2],
        [-1.0, 0.55, -7.2],
      ]),
    ],
  },
  {
    // A police car: a white saloon with dark doors, POLICE on its sides, a blue and red
    // light bar on the roof.
    kind: 'police car',
    nouns: [
      'police car',
      'police cruiser',
      'patrol car',
      'squad car',
      'cop car',
      'police cars',
      'panda car',
    ],
    size: [1.6, 4.6],
    parts: [
      part('body', { box: [1.8, 0.65, 4.6], round: 0.18 }, 'paint', {
        at: [0, 0.3, 0],
        color: WHITE,
      }),
      part('roof', { box: [1.6, 0.55, 2.3], round: 0.15 }, 'paint', {
        at: [0, 0.9, -0.3],
        color: WHITE,
      }),
      part('door_panels', { box: [1.84, 0.5, 2.0] }, 'paint', {
        at: [0, 0.35, -0.2],
        color: 0x1a2a4a,
        role: 'accent',
      }),
      part('windows', { box: [1.64, 0.4, 2.0] }, 'glass', {
        at: [0, 0.98, -0.3],
        color: GLASS,
        role: 'fixed',
      }),
      part('light_bar', { box: [0.5, 0.14, 0.28] }, 'light', {
        at: [-0.27, 1.45, -0.3],
        color: 0x2050e8,
        role: 'fixed',
        answersTo: ['lights', 'siren'],
      }),
      part('light_red', { box: [0.5, 0.14, 0.28] }, 'redLight', {
        at: [0.27, 1.45, -0.3],
        color: 0xe82020,
        role: 'fixed',
      }),
      ...lettering('police', 'POLICE', [0, 0.42, 0], 0.2, WHITE, 0.02).map((p): PartDecl => ({
        ...p,
        turn: [0, 90, 0],
        at: [0.93, p.at![1], 0],
      })),
      ...lettering('police_left', 'POLICE', [0, 0.42, 0], 0.2, WHITE, 0.02).map((p): PartDecl => ({
        ...p,
        turn: [0, -90, 0],
        at: [-0.93, p.at![1], 0],
      })),
      ...fourWheels(0.78, 1.45, -1.45, 0.34, 0.24),
    ],
  },
  {
    // A jet ski: a bright hull with a pointed bow, a saddle seat, handlebars on a steering
    // post, a dark stripe along the side.
    kind: 'jet ski',
    nouns: [
      'jet ski',
      'jetski',
      'jet-ski',
      'water scooter',
      'personal watercraft',
      'wave runner',
      'waverunner',
      'sea-doo',
      'jet skis',
    ],
    size: [1.1, 2.8],
    parts: [
      part('hull', { plan: JET_HULL, height: 0.42, taper: [0.92, 0.96] }, 'plastic', {
        color: 0xe8e4dc,
        answersTo: ['body'],
      }),
      part('stripe', { plan: JET_HULL, height: 0.1, taper: [1.0, 1.0] }, 'paint', {
        at: [0, 0.22, 0],
        color: 0xe8a020,
        role: 'accent',
      }),
      part('cowl', { box: [0.8, 0.25, 0.9], round: 0.12 }, 'plastic', {
        at: [0, 0.4, 0.45],
        color: 0xe8a020,
        role: 'accent',
      }),
      part('seat', { box: [0.46, 0.22, 1.2], round: 0.1 }, 'leather', {
        at: [0, 0.4, -0.5],
        color: BLACK,
        role: 'detail',
      }),
      rod('steering_post', [0, 0.6, 0.35], [0, 0.85, 0.2], 0.05, 'plastic', {
        color: BLACK,
        role: 'fixed',
      }),
      rod('handlebar', [-0.35, 0.87, 0.18], [0.35, 0.87, 0.18], 0.03, 'rubber', {
        color: BLACK,
        role: 'fixed',
        answersTo: ['handlebars'],
      }),
    ],
  },
  {
    // A paddle steamer: a white river boat of two decks, two tall black funnels and a big red
    // paddle wheel at the stern.
    kind: 'paddle steamer',
    nouns: [
      'paddle steamer',
      'riverboat',
      'river boat',
      'paddleboat',
      'sternwheeler',
      'stern-wheeler',
      'steamboat',
      'river steamer',
      'paddle wheeler',
      'paddlewheeler',
      'river steamer',
    ],
    size: [6, 14],
    parts: [
      part('hull', { plan: STEAMER_HULL, height: 1.0 }, 'paint', {
        color: 0x2a2a2e,
        role: 'accent',
      }),
      part('main_deck', { box: [4.2, 1.4, 10] }, 'paint', {
        at: [0, 1.0, -1.0],
        color: WHITE,
        answersTo: ['deck'],
      }),
      part('upper_deck', { box: [3.6, 1.2, 7] }, 'paint', {
        at: [0, 2.4, -1.0],
        color: WHITE,
        answersTo: ['deck'],
      }),
      part('pilot_house', { box: [1.8, 1.0, 1.6] }, 'paint', {
        at: [0, 3.6, 1.0],
        color: WHITE,
      }),
      part('windows', { box: [4.24, 0.5, 8.6] }, 'glass', {
        at: [0, 1.5, -1.0],
        color: GLASS,
        role: 'fixed',
      }),
      part('railing', { box: [4.3, 0.08, 10.1] }, 'paint', {
        ...at([
          [0, 2.3, -1.0],
          [0, 3.55, -1.0],
        ]),
        color: 0xc8282a,
        role: 'fixed',
      }),
      part('funnel', { cyl: 4.2, r: 0.3 }, 'paint', {
        ...at([
          [0.9, 3.6, 2.4],
          [-0.9, 3.6, 2.4],
        ]),
        color: BLACK,
        role: 'fixed',
        answersTo: ['funnels', 'chimney', 'smokestack'],
      }),
      part('paddle_wheel', { cyl: 3.6, r: 1.7 }, 'paint', {
        turn: [0, 0, 90],
        at: [1.8, 1.7, -6.9],
        color: RED,
        role: 'fixed',
        answersTo: ['wheel', 'paddle wheel'],
      }),
      part('paddle', { box: [3.7, 0.2, 3.6] }, 'wood', {
        at: [0, -0.1, -6.9],
        copies: [[0, 1.7, 0]],
        color: 0x6a4020,
        role: 'fixed',
      }),
    ],
  },
  {
    // A water slide: a platform on four posts reached by a ladder, a tube curling down from it
    // into a small blue pool.
    kind: 'water slide',
    nouns: ['water slide', 'waterslide', 'water chute', 'water slides', 'aquaslide'],
    size: [4.4, 7],
    parts: [
      part('post', { box: [0.16, 4, 0.16] }, 'paint', {
        ...at([
          [-2.6, 0, -0.8],
          [-1.2, 0, -0.8],
          [-2.6, 0, 0.6],
          [-1.2, 0, 0.6],
        ]),
        color: 0xe8e4dc,
        role: 'detail',
        answersTo: ['tower'],
      }),
      part('platform', { box: [1.6, 0.15, 1.6] }, 'paint', {
        at: [-1.9, 4.0, -0.1],
        color: 0xe8e4dc,
        role: 'detail',
      }),
      part('rail', { box: [1.6, 0.6, 0.06] }, 'paint', {
        at: [-1.9, 4.15, -0.87],
        color: 0xe8c020,
        role: 'fixed',
      }),
      rod('ladder', [-2.6, 0, 1.4], [-2.6, 4.0, 0.62], 0.06, 'steel', {
        copies: [[0.6, 0, 0]],
        role: 'detail',
      }),
      part(
        'chute',
        {
          sweep: [
            [-1.3, 4.1, 0.4],
            [-0.4, 3.7, 1.2],
            [0.6, 3.2, 0.9],
            [1.0, 2.7, 0.0],
            [0.4, 2.2, -0.8],
            [-0.4, 1.7, -0.4],
            [0.0, 1.2, 0.6],
            [1.0, 0.75, 1.0],
            [2.0, 0.45, 1.0],
          ],
          r: 0.35,
        },
        'plastic',
        { color: 0x1e8ad8, answersTo: ['tube'] },
      ),
      part('support', { cyl: 3.2, r: 0.08 }, 'steel', {
        ...at([
          [0.95, 0, 0.0],
          [-0.4, 0, -0.4],
          [0.6, 0, 0.9],
        ]),
        role: 'detail',
      }),
      part('pool', { box: [2.4, 0.4, 2.4], round: 0.1 }, 'plaster', {
        at: [2.6, 0, 1.0],
        color: WHITE,
        role: 'detail',
      }),
      part('water', { box: [2.2, 0.05, 2.2] }, 'ocean', {
        at: [2.6, 0.36, 1.0],
        color: 0x4ab8e8,
        role: 'fixed',
      }),
    ],
  },
  {
    // A garden trampoline: a black round mat on a frame of legs, a blue padded rim.
    kind: 'trampoline',
    nouns: ['trampoline', 'trampolines', 'garden trampoline', 'rebounder'],
    size: [0.9, 3.0],
    parts: [
      part('mat', { cyl: 0.03, r: 1.3 }, 'fabric', {
        at: [0, 0.78, 0],
        color: BLACK,
        role: 'detail',
      }),
      part('pad', { ring: 1.4, r: 0.1 }, 'plastic', {
        turn: [90, 0, 0],
        at: [0, 0.82, 0],
        color: 0x1e7ad0,
        answersTo: ['padding', 'rim', 'edge'],
      }),
      ...[0, 60, 120, 180, 240, 300].map((deg, i) => {
        const a = (deg * Math.PI) / 180;
        return part(i === 0 ? 'leg' : `leg_${i + 1}`, { cyl: 0.8, r: 0.035 }, 'steel', {
          at: [Math.cos(a) * 1.4, 0, Math.sin(a) * 1.4],
          role: 'detail',
          answersTo: ['legs'],
        });
      }),
    ],
  },
  {
    // A sandbox: a square wooden frame full of sand, a red bucket and a yellow spade in it.
    kind: 'sandbox',
    nouns: ['sandbox', 'sandpit', 'sand box', 'sand pit', 'sandboxes'],
    size: [0.45, 1.6],
    parts: [
      part('sand', { box: [1.5, 0.22, 1.5] }, 'soil', { color: 0xe8d09a }),
      part('border', { box: [1.6, 0.3, 0.1] }, 'wood', {
        ...at([
          [0, 0, 0.75],
          [0, 0, -0.75],
        ]),
        color: 0xb07a44,
        role: 'accent',
      }),
      part('border_side', { box: [0.1, 0.3, 1.6] }, 'wood', {
        ...at([
          [0.75, 0, 0],
          [-0.75, 0, 0],
        ]),
        color: 0xb07a44,
        role: 'accent',
      }),
      part('bucket', { cyl: 0.18, r: 0.1, rTop: 0.13 }, 'plastic', {
        at: [-0.35, 0.2, 0.2],
        color: RED,
        role: 'fixed',
      }),
      part('mound', { ellipsoid: [0.3, 0.12, 0.25] }, 'soil', {
        at: [0.3, 0.2, -0.3],
        color: 0xe0c48a,
        role: 'fixed',
      }),
      rod('spade', [0.25, 0.24, 0.3], [0.5, 0.55, 0.35], 0.02, 'plastic', {
        color: 0xf0c020,
        role: 'fixed',
      }),
      part('spade_blade', { box: [0.14, 0.03, 0.12] }, 'plastic', {
        at: [0.22, 0.21, 0.3],
        color: 0xf0c020,
        role: 'fixed',
      }),
    ],
  },
  {
    // A bowling pin: a white turned pin with two red bands at the neck.
    kind: 'bowling pin',
    nouns: ['bowling pin', 'skittle', 'tenpin', 'ten-pin', 'bowling pins', 'ninepin'],
    size: [0.38, 0.12],
    parts: [
      part('body', { lathe: PIN }, 'plastic', { color: WHITE }),
      part('stripe', { cyl: 0.012, r: 0.0235 }, 'paint', {
        ...at([
          [0, 0.262, 0],
          [0, 0.284, 0],
        ]),
        color: RED,
        role: 'accent',
        answersTo: ['stripes', 'bands'],
      }),
    ],
  },
  {
    // A dartboard hung on a wooden board: dark and cream wedges, red and green rings, a red
    // bull, two darts in it.
    kind: 'dartboard',
    nouns: ['dartboard', 'dart board', 'dartboards'],
    size: [0.6, 0.6],
    parts: [
      part('backboard', { box: [0.6, 0.6, 0.03] }, 'wood', {
        color: 0x6a4020,
        role: 'detail',
      }),
      part('board', { cyl: 0.04, r: 0.23 }, 'plain', {
        turn: [90, 0, 0],
        at: [0, 0.3, 0.014],
        color: BLACK,
        answersTo: ['target'],
      }),
      ...Array.from({ length: 10 }, (_, i): PartDecl => {
        const a0 = (i * 36 * Math.PI) / 180;
        const a1 = a0 + (18 * Math.PI) / 180;
        return part(
          i === 0 ? 'wedge' : `wedge_${i + 1}`,
          {
            extrude: [
              [0, 0],
              [Math.cos(a0) * 0.2, Math.sin(a0) * 0.2],
              [Math.cos(a1) * 0.2, Math.sin(a1) * 0.2],
            ] as V2[],
            depth: 0.004,
          },
          'plain',
          {
            at: [0, 0.3, 0.057],
            color: 0xf0e2c0,
            role: 'fixed',
          },
        );
      }),
      part('treble', { ring: 0.12, r: 0.008 }, 'plain', {
        at: [0, 0.3, 0.056],
        color: RED,
        role: 'fixed',
      }),
      part('double', { ring: 0.195, r: 0.009 }, 'plain', {
        at: [0, 0.3, 0.056],
        color: 0x1e8a3a,
        role: 'fixed',
      }),
      part('bull', { cyl: 0.01, r: 0.018 }, 'plain', {
        turn: [90, 0, 0],
        at: [0, 0.3, 0.05],
        color: RED,
        role: 'fixed',
      }),
      rod('dart', [0.06, 0.34, 0.05], [0.09, 0.37, 0.15], 0.005, 'steel', {
        copies: [[-0.13, -0.09, 0]],
        role: 'detail',
        answersTo: ['darts'],
      }),
      part('flight', { box: [0.004, 0.04, 0.04] }, 'plastic', {
        ...at([
          [0.09, 0.36, 0.16],
          [-0.04, 0.27, 0.16],
        ]),
        color: 0x1e7ad0,
        role: 'fixed',
      }),
    ],
  },
  {
    // A shuttlecock: a rounded white cork base and a flared skirt of feathers.
    kind: 'shuttlecock',
    nouns: ['shuttlecock', 'birdie', 'badminton birdie', 'shuttlecocks'],
    size: [0.09, 0.065],
    parts: [
      part(
        'skirt',
        {
          lathe: [
            [0.013, 0.02],
            [0.034, 0.09],
          ],
          wall: 0.002,
        },
        'feathers',
        { color: WHITE, answersTo: ['feathers'] },
      ),
      part('base', { ball: 0.0135 }, 'cork', {
        at: [0, 0.0135, 0],
        color: 0xf4f0e4,
        role: 'accent',
        answersTo: ['head'],
      }),
      part('band', { cyl: 0.006, r: 0.0142 }, 'paint', {
        at: [0, 0.018, 0],
        color: RED,
        role: 'fixed',
      }),
    ],
  },
  {
    // A golf club leaning as it rests on the ground: a wooden driver's head, a steel shaft, a
    // black grip, and a ball on a tee beside it.
    kind: 'golf club',
    nouns: ['golf club', 'golf clubs', 'golf driver', 'golf iron', 'putter', 'nine iron'],
    size: [1.05, 0.5],
    parts: [
      part('head', { ellipsoid: [0.06, 0.03, 0.05] }, 'darkWood', {
        at: [0.07, 0.03, 0],
        color: 0x3a2414,
        answersTo: ['clubhead'],
      }),
      rod('shaft', [0.04, 0.04, 0], [-0.3, 1.0, 0], 0.0065, 'chrome', { role: 'detail' }),
      rod('grip', [-0.22, 0.77, 0], [-0.31, 1.02, 0], 0.012, 'rubber', {
        color: BLACK,
        role: 'fixed',
      }),
      part('tee', { cyl: 0.04, r: 0.003, rTop: 0.006 }, 'wood', {
        at: [0.145, 0, 0],
        color: 0xe8c020,
        role: 'fixed',
      }),
      part('ball', { ball: 0.021 }, 'plastic', {
        at: [0.145, 0.061, 0],
        color: WHITE,
        role: 'fixed',
      }),
    ],
  },
  {
    // A scarecrow: a post and crossbar dressed in a checked shirt, a sack head with a stitched
    // face and a straw hat, straw at the cuffs.
    kind: 'scarecrow',
    nouns: ['scarecrow', 'scarecrows', 'straw man', 'strawman', 'bird scarer'],
    size: [1.9, 1.4],
    parts: [
      part('post', { cyl: 1.7, r: 0.04 }, 'wood', { color: 0x8a5a30, role: 'detail' }),
      rod('crossbar', [-0.7, 1.3, 0], [0.7, 1.3, 0], 0.03, 'wood', {
        color: 0x8a5a30,
        role: 'detail',
      }),
      part('tunic', { box: [0.45, 0.6, 0.25], round: 0.06 }, 'fabric', {
        at: [0, 0.85, 0],
        color: 0xb83a2a,
        answersTo: ['body'],
      }),
      rod('sleeve', [-0.6, 1.3, 0], [0.6, 1.3, 0], 0.07, 'fabric', {
        color: 0xb83a2a,
      }),
      part('check', { box: [0.46, 0.04, 0.26] }, 'fabric', {
        ...at([
          [0, 1.0, 0],
          [0, 1.18, 0],
        ]),
        color: 0x3a2a1a,
        role: 'fixed',
      }),
      part('breeches', { box: [0.4, 0.35, 0.22] }, 'fabric', {
        at: [0, 0.55, 0],
        color: 0x3a5a8a,
        role: 'accent',
      }),
      part('head', { ball: 0.15 }, 'fabric', {
        at: [0, 1.6, 0],
        color: 0xd8c08a,
        role: 'detail',
        answersTo: ['face', 'sack'],
      }),
      part('eye', { ball: 0.02 }, 'plain', {
        ...at([
          [-0.05, 1.64, 0.135],
          [0.05, 1.64, 0.135],
        ]),
        color: BLACK,
        role: 'fixed',
      }),
      part('mouth', { box: [0.1, 0.015, 0.02] }, 'plain', {
        at: [0, 1.55, 0.135],
        color: BLACK,
        role: 'fixed',
      }),
      part('hat_brim', { cyl: 0.02, r: 0.26 }, 'paleWood', {
        at: [0, 1.7, 0],
        color: 0xe0c060,
        role: 'fixed',
        answersTo: ['hat'],
      }),
      part('hat_crown', { cyl: 0.16, r: 0.12, rTop: 0.1 }, 'paleWood', {
        at: [0, 1.7, 0],
        color: 0xe0c060,
        role: 'fixed',
        answersTo: ['hat'],
      }),
      part('straw', { cyl: 0.12, r: 0.06, rTop: 0.02 }, 'paleWood', {
        turn: [0, 0, 90],
        at: [-0.6, 1.3, 0],
        color: 0xe8cc6a,
        role: 'fixed',
      }),
      part('straw_2', { cyl: 0.12, r: 0.06, rTop: 0.02 }, 'paleWood', {
        turn: [0, 0, -90],
        at: [0.6, 1.3, 0],
        color: 0xe8cc6a,
        role: 'fixed',
      }),
    ],
  },
  {
    // A garden gnome: a tall red pointed hat, a round pink face in a long white beard, a blue
    // coat, a black belt and boots.
    kind: 'garden gnome',
    nouns: ['garden gnome', 'gnome', 'lawn gnome', 'garden gnomes', 'gnomes'],
    size: [0.42, 0.2],
    parts: [
      part('boots', { ellipsoid: [0.035, 0.025, 0.05] }, 'plastic', {
        ...at([
          [-0.035, 0.02, 0.02],
          [0.035, 0.02, 0.02],
        ]),
        color: 0x2a1a12,
        role: 'fixed',
      }),
      part('smock', { cyl: 0.16, r: 0.085, rTop: 0.06 }, 'plastic', {
        at: [0, 0.02, 0],
        color: 0x1e5ab0,
        answersTo: ['body'],
      }),
      part('belt', { cyl: 0.018, r: 0.075 }, 'plastic', {
        at: [0, 0.1, 0],
        color: BLACK,
        role: 'fixed',
      }),
      part('beard', { cyl: 0.1, r: 0.02, rTop: 0.065 }, 'plastic', {
        turn: [180, 0, 0],
        at: [0, 0.235, 0.035],
        color: WHITE,
        role: 'fixed',
      }),
      part('face', { ball: 0.05 }, 'skin', {
        at: [0, 0.25, 0.02],
        color: 0xf0b8a0,
        role: 'fixed',
      }),
      part('nose', { ball: 0.016 }, 'skin', {
        at: [0, 0.25, 0.07],
        color: 0xe89880,
        role: 'fixed',
      }),
      part('pointed_hat', { cyl: 0.16, r: 0.058, rTop: 0.004 }, 'plastic', {
        at: [0, 0.28, 0],
        color: RED,
        role: 'accent',
      }),
    ],
  },
  {
    // A climbing frame: a cube of coloured bars, rungs on its sides, a platform on top, a
    // short slide down one side.
    kind: 'jungle gym',
    nouns: ['jungle gym', 'climbing frame', 'monkey bars', 'jungle gyms', 'climbing frames'],
    size: [2.2, 2.6],
    parts: [
      part('post', { cyl: 2.0, r: 0.045 }, 'paint', {
        ...at([
          [-0.9, 0, -0.9],
          [0.9, 0, -0.9],
          [-0.9, 0, 0.9],
          [0.9, 0, 0.9],
        ]),
        color: 0x1e7ad0,
        answersTo: ['posts'],
      }),
      ...[0.5, 1.0, 1.5, 2.0].flatMap((y, i): PartDecl[] => [
        rod(i === 0 ? 'rung' : `rung_${i + 1}`, [-0.9, y, 0.9], [0.9, y, 0.9], 0.03, 'paint', {
          color: 0xe8c020,
          role: 'accent',
          answersTo: ['rungs'],
        }),
        rod(`rung_side_${i + 1}`, [-0.9, y, -0.9], [-0.9, y, 0.9], 0.03, 'paint', {
          color: 0xe8c020,
          role: 'accent',
        }),
        rod(`rung_back_${i + 1}`, [-0.9, y, -0.9], [0.9, y, -0.9], 0.03, 'paint', {
          color: 0xe8c020,
          role: 'accent',
        }),
      ]),
      part('platform', { box: [1.8, 0.06, 1.8] }, 'wood', {
        at: [0, 1.2, 0],
        color: 0xb07a44,
        role: 'detail',
      }),
      part('slide', { box: [0.5, 0.05, 2.1] }, 'plastic', {
        turn: [35, 0, 0],
        at: [0.45, 0.605, 1.71],
        color: RED,
        role: 'fixed',
      }),
    ],
  },
  {
    // A haystack: a rounded dome of golden hay on the field, wisps standing out, a pole
    // through its top.
    kind: 'haystack',
    nouns: ['haystack', 'hayrick', 'hay stack', 'haycock', 'haystacks'],
    size: [2.4, 3.0],
    parts: [
      part(
        'stack',
        {
          lathe: [
            [0, 0],
            [1.45, 0],
            [1.5, 0.5],
            [1.35, 1.2],
            [0.95, 1.8],
            [0.4, 2.2],
            [0, 2.3],
          ],
        },
        'paleWood',
        { color: 0xcda64c },
      ),
      part('wisp', { cyl: 0.35, r: 0.05, rTop: 0.01 }, 'paleWood', {
        ...at([
          [1.2, 1.1, 0.5],
          [-0.9, 1.5, 0.6],
          [0.3, 1.9, -0.6],
          [-0.6, 0.8, -1.1],
        ]),
        turn: [20, 0, -30],
        color: 0xe8cc70,
        role: 'fixed',
      }),
      part('pole', { cyl: 0.6, r: 0.05 }, 'wood', {
        at: [0, 2.0, 0],
        color: 0x6a4020,
        role: 'detail',
      }),
    ],
  },
  {
    // A baseball bat lying by its ball: a turned wooden bat, thick at the barrel, a taped
    // handle and knob.
    kind: 'baseball bat',
    nouns: ['baseball bat', 'softball bat', 'baseball bats', 'wooden bat', 'rounders bat'],
    size: [0.12, 0.9],
    parts: [
      part(
        'barrel',
        {
          lathe: [
            [0, 0],
            [0.022, 0],
            [0.026, 0.02],
            [0.014, 0.04],
            [0.013, 0.3],
            [0.02, 0.5],
            [0.032, 0.7],
            [0.034, 0.82],
            [0.03, 0.85],
            [0, 0.86],
          ],
        },
        'wood',
        { turn: [0, 0, -90], at: [-0.43, 0.034, 0], color: 0xd0a060 },
      ),
      part('grip', { cyl: 0.16, r: 0.0145 }, 'rubber', {
        turn: [0, 0, -90],
        at: [-0.38, 0.034, 0],
        color: BLACK,
        role: 'accent',
        answersTo: ['handle'],
      }),
      part('ball', { ball: 0.037 }, 'leather', {
        at: [0.2, 0.037, 0.06],
        color: WHITE,
        role: 'fixed',
        answersTo: ['baseball'],
      }),
      part('seam', { ring: 0.03, r: 0.003 }, 'plain', {
        turn: [0, 30, 0],
        at: [0.2, 0.037, 0.06],
        color: RED,
        role: 'fixed',
      }),
    ],
  },
  {
    // A cricket bat: a flat willow blade with a spine, a round handle in a rubber grip, and a
    // red ball.
    kind: 'cricket bat',
    nouns: ['cricket bat', 'cricket bats', 'willow bat'],
    size: [0.86, 0.2],
    parts: [
      part('blade', { box: [0.108, 0.56, 0.04], round: 0.012 }, 'paleWood', {
        color: 0xe8d0a0,
      }),
      part('spine', { box: [0.05, 0.5, 0.03], round: 0.012 }, 'paleWood', {
        at: [0, 0.03, -0.025],
        color: 0xe8d0a0,
      }),
      part('handle', { cyl: 0.3, r: 0.017 }, 'rubber', {
        at: [0, 0.55, 0],
        color: BLACK,
        role: 'accent',
        answersTo: ['grip'],
      }),
      part('ball', { ball: 0.036 }, 'leather', {
        at: [0.085, 0.036, 0.04],
        color: 0xa81c1c,
        role: 'fixed',
      }),
    ],
  },
  {
    // A hovercraft: a boat-shaped deck on a black rubber skirt, a cabin, and two big fans in
    // round ducts at the back.
    kind: 'hovercraft',
    nouns: ['hovercraft', 'air-cushion vehicle', 'hovercrafts', 'hover craft'],
    size: [3.2, 8],
    parts: [
      part('skirt', { plan: oval(2.0, 3.8, 28), height: 0.7, taper: [0.92, 0.95] }, 'rubber', {
        color: BLACK,
        role: 'detail',
      }),
      part('deck', { plan: oval(1.9, 3.7, 28), height: 0.35 }, 'paint', {
        at: [0, 0.65, 0],
        color: 0xd8d4cc,
        role: 'accent',
      }),
      part('body', { box: [2.6, 1.0, 3.2], round: 0.25 }, 'paint', {
        at: [0, 0.95, 0.8],
        color: 0xc8281e,
      }),
      part('windows', { box: [2.64, 0.35, 2.6] }, 'glass', {
        at: [0, 1.45, 0.8],
        color: GLASS,
        role: 'fixed',
      }),
      part('duct', { ring: 0.8, r: 0.12 }, 'paint', {
        ...at([
          [-0.95, 1.9, -2.6],
          [0.95, 1.9, -2.6],
        ]),
        color: 0x2a2a2e,
        role: 'fixed',
        answersTo: ['fans', 'propellers'],
      }),
      part('fan', { box: [1.4, 0.12, 0.06] }, 'darkMetal', {
        ...at([
          [-0.95, 1.84, -2.6],
          [0.95, 1.84, -2.6],
        ]),
        turn: [0, 0, 30],
        role: 'detail',
      }),
      part('duct_post', { box: [0.12, 1.2, 0.12] }, 'darkMetal', {
        ...at([
          [-0.95, 0.95, -2.6],
          [0.95, 0.95, -2.6],
        ]),
        role: 'detail',
      }),
    ],
  },
  {
    // A road roller: a big smooth steel drum in front under a yellow frame, a cab, and wide
    // rear wheels.
    kind: 'road roller',
    nouns: ['road roller', 'steamroller', 'steam roller', 'roller compactor', 'road rollers'],
    size: [3.0, 4.6],
    parts: [
      part('drum', { cyl: 1.9, r: 0.7 }, 'steel', {
        turn: [0, 0, 90],
        at: [0.95, 0.7, 1.4],
        color: 0x8a8e92,
      }),
      part('yoke', { box: [2.1, 0.5, 1.0] }, 'paint', {
        at: [0, 1.2, 1.4],
        color: 0xe8b020,
      }),
      part('body', { box: [1.8, 1.0, 2.8], round: 0.1 }, 'paint', {
        at: [0, 0.6, -0.45],
        color: 0xe8b020,
      }),
      part('cab', { box: [1.5, 1.1, 1.3] }, 'glass', {
        at: [0, 1.6, -0.5],
        color: GLASS,
        role: 'fixed',
      }),
      part('roof', { box: [1.8, 0.1, 1.6] }, 'paint', {
        at: [0, 2.7, -0.5],
        color: 0xe8b020,
      }),
      ...wheels(0.55, 0.5, [
        [0.9, 0.55, -1.2],
        [-1.0, 0.55, -1.2],
      ]),
    ],
  },
  {
    // A windsock: an orange and white striped cone of cloth blowing out from a ring on a tall
    // pole.
    kind: 'windsock',
    nouns: ['windsock', 'wind sock', 'wind cone', 'air sock', 'windsocks', 'wind socks'],
    size: [3.2, 1.6],
    parts: [
      part('pole', { cyl: 3.0, r: 0.035 }, 'steel', { role: 'detail' }),
      part('ring', { ring: 0.18, r: 0.02 }, 'steel', {
        turn: [0, 90, 0],
        at: [0.03, 2.85, 0],
        role: 'detail',
      }),
      ...[0, 1, 2, 3, 4].map((i): PartDecl => {
        const x0 = 0.03 + i * 0.26;
        const r0 = 0.18 - i * 0.025;
        return part(
          i === 0 ? 'band' : `band_${i + 1}`,
          { cyl: 0.27, r: r0, rTop: r0 - 0.025 },
          'fabric',
          {
            turn: [0, 0, -90],
            at: [x0, 2.85, 0],
            color: i % 2 === 0 ? 0xf06a1a : WHITE,
            role: i % 2 === 0 ? 'main' : 'accent',
          },
        );
      }),
    ],
  },
  {
    // A weather vane: a cockerel over the arms of the compass (N, E, S, W letters) on a
    // rod, turning on a ball.
    kind: 'weather vane',
    nouns: ['weather vane', 'weathervane', 'wind vane', 'weathercock', 'weather vanes'],
    size: [0.9, 0.6],
    parts: [
      part('rod', { cyl: 0.9, r: 0.012 }, 'iron', { color: BLACK, role: 'detail' }),
      part('ball', { ball: 0.035 }, 'iron', { at: [0, 0.55, 0], color: BLACK, role: 'detail' }),
      rod('arm', [-0.25, 0.45, 0], [0.25, 0.45, 0], 0.008, 'iron', {
        color: BLACK,
        role: 'detail',
      }),
      rod('arm_2', [0, 0.45, -0.25], [0, 0.45, 0.25], 0.008, 'iron', {
        color: BLACK,
        role: 'detail',
      }),
      ...lettering('north', 'N', [0, 0.43, 0.25], 0.06, BLACK, 0.01),
      ...lettering('south', 'S', [0, 0.43, -0.26], 0.06, BLACK, 0.01),
      part(
        'cockerel',
        {
          extrude: [
            [-0.2, 0.0],
            [-0.05, 0.02],
            [0.08, 0.0],
            [0.14, 0.05],
            [0.13, 0.12],
            [0.17, 0.13],
            [0.12, 0.16],
            [0.09, 0.1],
            [0.02, 0.08],
            [-0.08, 0.1],
            [-0.16, 0.2],
            [-0.24, 0.16],
            [-0.2, 0.06],
          ] as V2[],
          depth: 0.012,
        },
        'iron',
        { at: [0, 0.75, 0], color: BLACK },
      ),
      rod('pointer', [-0.3, 0.72, 0], [0.3, 0.72, 0], 0.01, 'iron', {
        color: BLACK,
        role: 'detail',
      }),
      part('pointer_tip', { cyl: 0.08, r: 0.03, rTop: 0.0 }, 'iron', {
        turn: [0, 0, -90],
        at: [0.3, 0.72, 0],
        color: BLACK,
        role: 'detail',
      }),
    ],
  },
  {
    // A zebra crossing: a stretch of dark road with broad white stripes across it and a kerb
    // at each side.
    kind: 'zebra crossing',
    nouns: ['zebra crossing', 'crosswalk', 'pedestrian crossing', 'crosswalks', 'zebra crossings'],
    size: [0.2, 4],
    parts: [
      part('tarmac', { box: [3.6, 0.05, 4] }, 'concrete', { color: 0x3a3a3e }),
      part('stripe', { box: [0.4, 0.012, 3.0] }, 'paint', {
        ...at(spaced(5, -1.4, 1.4).map((x) => [x, 0.05, 0] as V3)),
        color: WHITE,
        role: 'accent',
        answersTo: ['stripes', 'lines'],
      }),
      part('kerb', { box: [3.6, 0.15, 0.3] }, 'concrete', {
        ...at([
          [0, 0, 2.1],
          [0, 0, -2.1],
        ]),
        color: 0xb8b4ac,
        role: 'detail',
      }),
    ],
  },
  {
    // A speed bump: a low yellow and black striped hump across a piece of road.
    kind: 'speed bump',
    nouns: ['speed bump', 'speed hump', 'sleeping policeman', 'speed bumps', 'road hump'],
    size: [0.15, 3.4],
    parts: [
      part('road', { box: [3.4, 0.04, 2.0] }, 'concrete', { color: 0x3a3a3e, role: 'detail' }),
      ...[0, 1, 2, 3, 4, 5].map((i): PartDecl =>
        part(i === 0 ? 'bump' : `bump_${i + 1}`, { box: [0.5, 0.1, 0.6], round: 0.04 }, 'rubber', {
          at: [-1.25 + i * 0.5, 0.03, 0],
          color: i % 2 === 0 ? 0xe8c020 : BLACK,
          role: i % 2 === 0 ? 'main' : 'accent',
        }),
      ),
    ],
  },
];
