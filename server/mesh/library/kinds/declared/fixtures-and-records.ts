/**
 * Things the device sweep of session 24 found unknown or standing in wrongly (issue #32,
 * session 25; docs/decisions.md, "The device sweep's first mends"): a counter was a table, a
 * kitchen counter the whole kitchen; a record, a headlight and a weight were unknown. Each is
 * drawn as the thing a person pictures: the counter as base cupboards under a worktop, the
 * record half out of its sleeve, the headlight as a car's round lamp on its bracket, the
 * weight as the cartoon's iron block with a ring.
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { at, facingZ, part, spaced } from './part-shorthand.ts';

const WORKTOP = 0xe8e2d6;
const CUPBOARD = 0x6a8aa0;

/** A cupboard door w wide on the counter's front (its face at z), with its bar handle. */
function doors(xs: readonly number[], w: number, z: number): PartDecl[] {
  return [
    part('door', { box: [w, 0.66, 0.02] }, 'paint', {
      ...at(xs.map((x) => [x, 0.14, z] as V3)),
      color: CUPBOARD,
      answersTo: ['doors', 'cupboard', 'cupboards', 'cabinet', 'cabinets'],
    }),
    part('handle', { box: [0.02, 0.16, 0.02] }, 'chrome', {
      ...at(
        xs.map((x, i) => [x + (i % 2 === 0 ? w / 2 - 0.06 : -w / 2 + 0.06), 0.5, z + 0.02] as V3),
      ),
      role: 'fixed',
    }),
  ];
}

const counter: KindDecl = {
  kind: 'counter',
  nouns: [
    'counter',
    'kitchen counter',
    'countertop',
    'counter top',
    'worktop',
    'kitchen worktop',
    'shop counter',
    'sales counter',
    'service counter',
    'checkout counter',
  ],
  size: [0.9, 2.4],
  surfaces: ['worktop'],
  parts: [
    // The cupboards stand on a recessed plinth; the worktop overhangs them at the front.
    part('plinth', { box: [2.36, 0.1, 0.5] }, 'paint', {
      at: [0, 0, -0.04],
      color: 0x2a2e34,
      role: 'fixed',
    }),
    part('cupboards', { box: [2.4, 0.76, 0.58] }, 'paint', {
      at: [0, 0.1, 0],
      color: CUPBOARD,
      answersTo: ['cabinet', 'cabinets', 'base'],
    }),
    ...doors(spaced(4, -0.885, 0.885), 0.57, 0.3),
    part('worktop', { box: [2.46, 0.05, 0.66] }, 'granite', {
      at: [0, 0.86, 0.02],
      color: WORKTOP,
      role: 'accent',
      answersTo: ['top', 'countertop', 'counter top', 'surface'],
    }),
    // A few things left on it say "kitchen counter" rather than "sideboard".
    part('board', { box: [0.42, 0.025, 0.28] }, 'wood', {
      at: [-0.6, 0.91, 0.04],
      color: 0xc89a60,
      role: 'fixed',
    }),
    part('jar', { cyl: 0.2, r: 0.06 }, 'glass', {
      ...at([
        [0.55, 0.91, -0.16],
        [0.72, 0.91, -0.16],
      ]),
      color: 0xd8e8ec,
      role: 'fixed',
    }),
    part(
      'bowl',
      {
        lathe: [
          [0.04, 0],
          [0.12, 0.03],
          [0.15, 0.09],
        ],
        wall: 0.012,
      },
      'ceramic',
      {
        at: [0.1, 0.91, 0.02],
        color: 0xf4f0e8,
        role: 'fixed',
      },
    ),
  ],
};

/** The record's centre, upright and facing the viewer, half out of its sleeve. */
const DISC: V3 = [0.06, 0.156, 0];
const R = 0.15;

const record: KindDecl = {
  kind: 'record',
  nouns: [
    'record',
    'vinyl record',
    'phonograph record',
    'gramophone record',
    'lp',
    'lp record',
    'long-playing record',
    'long playing record',
    'album record',
    'single record',
  ],
  size: [0.32, 0.45],
  parts: [
    part('sleeve', { box: [0.315, 0.315, 0.008] }, 'paper', {
      at: [-0.1, 0, -0.004],
      colors: [0xd8502a, 0x2a6ab0, 0xe8c040, 0x3a9a6a, 0x8a4ab0],
      role: 'accent',
      answersTo: ['cover', 'album cover', 'jacket'],
    }),
    facingZ('disc', DISC, 0.003, R, 'plastic', {
      color: 0x141414,
      answersTo: ['vinyl'],
    }),
    // Grooves: thin rings catching the light between the rim and the label.
    ...spaced(5, 0.07, 0.14).map((r, i) =>
      part(`groove_${i + 1}`, { ring: r, r: 0.0016 }, 'plastic', {
        at: [DISC[0], DISC[1], 0.003],
        color: 0x3a3a3a,
        role: 'fixed',
      }),
    ),
    facingZ('label', [DISC[0], DISC[1], 0.003], 0.001, 0.05, 'paper', {
      color: 0xd83a2a,
      role: 'accent',
    }),
    facingZ('hole', [DISC[0], DISC[1], 0.004], 0.001, 0.0045, 'plastic', {
      color: 0x0a0a0a,
      role: 'fixed',
    }),
  ],
};

/** The headlamp's bucket: a shell behind the glass, its mouth facing the viewer. */
const BUCKET: readonly V2[] = [
  [0.03, 0],
  [0.11, 0.02],
  [0.16, 0.08],
  [0.175, 0.15],
];

/** The lamp's centre, on a stalk above the front wing. */
const LAMP: V3 = [0, 0.68, 0.1];

const headlight: KindDecl = {
  kind: 'headlight',
  nouns: [
    'headlight',
    'headlamp',
    'head lamp',
    'head light',
    'car headlight',
    'car headlamp',
    'vintage headlight',
  ],
  size: [0.74, 0.8],
  parts: [
    // A vintage car's lamp on its front wing, over the wheel (a lamp alone read as a hand
    // mirror, in a block of car front as a radio): the wheel and wing say "car", the lamp
    // is most of what is seen.
    part('tyre', { cyl: 0.12, r: 0.2 }, 'rubber', {
      turn: [0, 0, 90],
      at: [0.06, 0.2, 0],
      color: 0x1a1a1a,
      role: 'fixed',
      answersTo: ['wheel', 'tire'],
    }),
    part('hub', { cyl: 0.14, r: 0.08 }, 'chrome', {
      turn: [0, 0, 90],
      at: [0.07, 0.2, 0],
      role: 'fixed',
    }),
    part('wing', { ring: 0.25, r: 0.07, arc: 200, from: -10 }, 'paint', {
      turn: [0, 90, 0],
      at: [0, 0.2, 0],
      color: 0xc8302a,
      answersTo: ['body', 'car', 'fender', 'mudguard'],
    }),
    // The bonnet's side and grille behind the wing, the bumper bar in front of it.
    part('bonnet', { box: [0.34, 0.3, 0.62], round: 0.05 }, 'paint', {
      at: [-0.27, 0.26, -0.2],
      color: 0xc8302a,
      answersTo: ['hood', 'bonnet'],
    }),
    part('grille', { box: [0.28, 0.28, 0.03] }, 'chrome', {
      at: [-0.27, 0.27, 0.11],
      role: 'fixed',
    }),
    part('grille_bar', { box: [0.015, 0.26, 0.02] }, 'darkMetal', {
      ...at(spaced(6, -0.38, -0.16).map((x) => [x, 0.28, 0.13] as V3)),
      role: 'fixed',
    }),
    part(
      'bumper',
      {
        capsule: [
          [-0.48, 0.16, 0.3],
          [0.2, 0.16, 0.3],
        ],
        r: 0.03,
      },
      'chrome',
      {
        role: 'detail',
      },
    ),
    part('bumper_iron', { box: [0.04, 0.04, 0.2] }, 'darkMetal', {
      at: [-0.1, 0.14, 0.2],
      role: 'fixed',
    }),
    part(
      'stalk',
      {
        capsule: [
          [0, 0.45, 0.0],
          [0, 0.55, 0.0],
        ],
        r: 0.03,
      },
      'chrome',
      {
        role: 'fixed',
      },
    ),
    part('shell', { lathe: BUCKET, wall: 0.008 }, 'chrome', {
      turn: [90, 0, 0],
      at: [LAMP[0], LAMP[1], LAMP[2] - 0.15],
      role: 'detail',
      answersTo: ['housing', 'bucket'],
    }),
    part('rim', { ring: 0.175, r: 0.02 }, 'chrome', {
      at: LAMP,
      role: 'detail',
      answersTo: ['bezel', 'ring', 'chrome'],
    }),
    part('lens', { ellipsoid: [0.165, 0.165, 0.04] }, 'light', {
      at: LAMP,
      color: 0xfff6c8,
      role: 'accent',
      answersTo: ['glass', 'lamp', 'light', 'bulb'],
    }),
  ],
};

/** The cartoon weight's side: a block narrower at the top. */
const WEIGHT_SIDE: readonly V2[] = [
  [-0.3, 0],
  [0.3, 0],
  [0.22, 0.36],
  [-0.22, 0.36],
];

/** White block letters on the weight's face (its front at z = 0.18), each [x, y, w, h, tilt]. */
const ONE_TON: ReadonlyArray<readonly [number, number, number, number, number]> = [
  [-0.17, 0.11, 0.028, 0.13, 0], // 1
  [-0.19, 0.215, 0.05, 0.024, 30], // its flag
  [-0.06, 0.11, 0.026, 0.13, 0], // T
  [-0.06, 0.228, 0.09, 0.026, 0],
  [0.15, 0.11, 0.026, 0.13, 0], // N
  [0.22, 0.11, 0.026, 0.13, 0],
  [0.22, 0.11, 0.026, 0.148, 28],
];

const weight: KindDecl = {
  kind: 'weight',
  nouns: ['weight', 'iron weight', 'ton weight', 'cartoon weight'],
  size: [0.58, 0.6],
  parts: [
    part('block', { extrude: WEIGHT_SIDE, depth: 0.36, round: 0.015 }, 'iron', {
      color: 0x2c2f34,
    }),
    part('ring', { ring: 0.1, r: 0.022, arc: 180 }, 'iron', {
      at: [0, 0.35, 0],
      color: 0x3a3d42,
      role: 'detail',
      answersTo: ['handle', 'loop'],
    }),
    part('lug', { box: [0.26, 0.04, 0.08] }, 'iron', {
      at: [0, 0.34, 0],
      color: 0x3a3d42,
      role: 'fixed',
    }),
    // "1 TON" in white, as the cartoon's weight says (without it the block read as a bag).
    ...ONE_TON.map(([x, y, w, h, tilt], i) =>
      part(`letter_${i + 1}`, { box: [w, h, 0.01] }, 'paint', {
        at: [x, y, 0.18],
        turn: [0, 0, tilt],
        color: 0xf4f4f0,
        role: 'fixed',
        answersTo: ['letters', 'text', 'writing'],
      }),
    ),
    part('letter_o', { ring: 0.045, r: 0.013 }, 'paint', {
      at: [0.045, 0.175, 0.185],
      color: 0xf4f4f0,
      role: 'fixed',
      answersTo: ['letters', 'text', 'writing'],
    }),
  ],
};

export const FIXTURE_AND_RECORD_KINDS: readonly KindDecl[] = [counter, record, headlight, weight];
