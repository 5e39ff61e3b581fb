/**
 * Things that stood in as their class though a person pictures them by a look of their own
 * (issue #32, session 25; docs/decisions.md, "Stand-ins that had a look of their own"): a
 * willow was the plain tree, toast the loaf. Declared as data (library/declare.ts).
 */
import type { KindDecl } from '../../declare.ts';
import type { V2 } from '../../geo.ts';
import { part } from './part-shorthand.ts';

const weepingWillow: KindDecl = {
  kind: 'weeping willow',
  nouns: ['weeping willow', 'willow', 'willow tree', 'babylon willow', 'salix babylonica'],
  size: [8, 10],
  vary: 0.06,
  parts: [
    part(
      'trunk',
      {
        capsule: [
          [0, 0, 0],
          [0.2, 4.6, 0.1],
        ],
        r: 0.42,
        r2: 0.28,
      },
      'bark',
      {
        color: 0x6a5a44,
        role: 'detail',
        answersTo: ['trunk', 'bark'],
      },
    ),
    part(
      'bough',
      {
        capsule: [
          [0.2, 4.2, 0.1],
          [-1.2, 6.4, 0.4],
        ],
        r: 0.22,
        r2: 0.12,
      },
      'bark',
      {
        color: 0x6a5a44,
        role: 'fixed',
        copies: [[2.6, 0.2, -0.6]],
      },
    ),
    // A domed crown whose leaves fall in long curtains almost to the ground, all round but
    // for a parting toward the viewer where the trunk shows (a closed curtain read as a
    // lampshade).
    part('crown', { ellipsoid: [3.0, 2.1, 3.0] }, 'leaf', {
      at: [0, 6.5, 0],
      color: 0x6e9c38,
      answersTo: ['leaves', 'crown', 'foliage'],
    }),
    // Falling leaves: long drooping masses round the crown, hanging lowest at the rim.
    part('curtain', { ellipsoid: [1.0, 2.7, 0.75] }, 'leaf', {
      at: [2.6, 5.0, 0],
      turn: [0, 300, 0],
      color: 0x7aa83a,
      repeat: { count: 11, turn: [0, 300, 0], spread: true, word: 'curtain', max: 20 },
      answersTo: ['leaves', 'branches', 'curtain', 'foliage'],
    }),
    part('fringe', { ellipsoid: [0.45, 1.6, 0.35] }, 'leaf', {
      at: [3.2, 2.6, 0],
      turn: [0, 315, 0],
      color: 0x8cb848,
      role: 'fixed',
      repeat: { count: 10, turn: [0, 270, 0], spread: true, word: 'fringe', max: 20 },
    }),
  ],
};

/** A slice of sandwich bread seen flat on: square below, a rounded crown of a top. */
const SLICE: readonly V2[] = [
  [-0.052, 0],
  [0.052, 0],
  [0.054, 0.07],
  [0.061, 0.088],
  [0.056, 0.104],
  [0.036, 0.117],
  [0, 0.121],
  [-0.036, 0.117],
  [-0.056, 0.104],
  [-0.061, 0.088],
  [-0.054, 0.07],
];

/** The slice's outline drawn in from the crust, for the golden crumb inside it. */
const CRUMB: readonly V2[] = SLICE.map(([x, y]) => [x * 0.86, 0.008 + y * 0.86] as V2);

const toast: KindDecl = {
  kind: 'toast',
  nouns: [
    'toast',
    'slice of toast',
    'piece of toast',
    'buttered toast',
    'toasted bread',
    'toast slice',
  ],
  size: [0.13, 0.16],
  parts: [
    part('plate', { cyl: 0.008, r: 0.085 }, 'ceramic', {
      color: 0xf6f2ea,
      role: 'fixed',
      answersTo: ['plate'],
    }),
    // Standing on its plate, leaning back a little, as a slice out of the toaster is drawn.
    part('crust', { extrude: SLICE, depth: 0.014, round: 0.003 }, 'plain', {
      at: [0, 0.008, 0],
      turn: [-8, 0, 0],
      color: 0x8a4e1e,
      role: 'accent',
      answersTo: ['crust'],
    }),
    part('crumb', { extrude: CRUMB, depth: 0.0152 }, 'plain', {
      at: [0, 0.008, 0],
      turn: [-8, 0, 0],
      color: 0xd49a4a,
      answersTo: ['bread', 'slice'],
    }),
    part('butter', { box: [0.028, 0.02, 0.006], round: 0.002 }, 'plain', {
      at: [0.006, 0.066, 0.002],
      turn: [-8, 0, 8],
      color: 0xf6e08a,
      role: 'fixed',
      answersTo: ['butter'],
    }),
  ],
};

export const OWN_LOOK_25_KINDS: readonly KindDecl[] = [weepingWillow, toast];
