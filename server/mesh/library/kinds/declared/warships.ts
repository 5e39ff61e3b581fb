/**
 * A warship by what names it: a long grey hull with a raked bow, a stepped superstructure
 * with a mast, a funnel, and gun turrets fore and aft (issue #32, session 22, lead;
 * docs/decisions.md "Warships by their turrets"). A battleship, a destroyer, a frigate or a
 * dreadnought stood in as the sailing ship through WordNet's "ship". Declared as data
 * (library/declare.ts); the bow points to +Z.
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { at, part, rod } from './part-shorthand.ts';

const GREY = 0x7d848c;
const DARK_GREY = 0x4a5056;
const DECK = 0x5a5e60;

/** The hull's plan at the waterline (x, z): a square stern, a long pointed bow. */
const HULL_PLAN: readonly V2[] = [
  [-9, -70],
  [9, -70],
  [10.5, -30],
  [10.5, 30],
  [0, 80],
  [-10.5, 30],
  [-10.5, -30],
];

/** A turret at `z` on a deck `y` high: a rounded house, three barrels toward `dir` (+1 bow). */
function turret(label: string, y: number, z: number, dir: 1 | -1): PartDecl[] {
  const r = 0.8;
  return [
    part(`turret_${label}`, { box: [11, 4.5, 12], round: 1.5 }, 'paint', {
      at: [0, y, z],
      color: GREY,
      role: 'accent',
      answersTo: ['turret', 'turrets', 'gun turret', 'tower'],
    }),
    ...[-2, 0, 2].map((x, i) =>
      rod(
        `barrel_${label}_${i + 1}`,
        [x, y + 1.6, z + dir * 3.5],
        [x, y + 2.2, z + dir * 17],
        r,
        'darkMetal',
        {
          color: DARK_GREY,
          role: 'fixed',
          answersTo: ['barrel', 'barrels', 'gun', 'guns', 'cannon'],
        },
      ),
    ),
  ];
}

const DECK_Y = 9;

export const WARSHIP_KINDS: readonly KindDecl[] = [
  {
    kind: 'warship',
    nouns: [
      'warship',
      'battleship',
      'dreadnought',
      'destroyer',
      'frigate',
      'corvette',
      'war vessel',
      'combat ship',
      'battlewagon',
    ],
    size: [30, 150],
    parts: [
      part('hull', { plan: HULL_PLAN, height: DECK_Y, taper: [1.15, 1] }, 'paint', {
        color: GREY,
      }),
      part(
        'waterline',
        { plan: HULL_PLAN.map(([x, z]) => [x * 1.01, z * 1.002] as const), height: 2.5 },
        'paint',
        { color: 0x8a2a22, role: 'accent' },
      ),
      part(
        'deck',
        { plan: HULL_PLAN.map(([x, z]) => [x * 1.1, z * 0.98] as const), height: 0.5 },
        'paint',
        { at: [0, DECK_Y, 0], color: DECK, role: 'detail' },
      ),
      part('superstructure', { box: [15, 10, 30], round: 0.6 }, 'paint', {
        at: [0, DECK_Y + 0.5, -6],
        color: GREY,
        answersTo: ['bridge'],
      }),
      part('bridge', { box: [10, 5, 12], round: 0.5 }, 'paint', {
        at: [0, DECK_Y + 10.5, 2],
        color: GREY,
      }),
      part('windows', { box: [10.2, 1, 0.4] }, 'glass', {
        at: [0, DECK_Y + 13.5, 8.05],
        color: 0x1a2430,
        role: 'fixed',
      }),
      rod('mast', [0, DECK_Y + 15.5, 0], [0, DECK_Y + 34, -1], 0.7, 'darkMetal', {
        color: DARK_GREY,
        role: 'fixed',
      }),
      rod('yard', [-6, DECK_Y + 29, -0.7], [6, DECK_Y + 29, -0.7], 0.35, 'darkMetal', {
        color: DARK_GREY,
        role: 'fixed',
      }),
      part('funnel', { box: [6, 12, 8], round: 1.5 }, 'paint', {
        at: [0, DECK_Y + 7.5, -18],
        color: GREY,
        answersTo: ['smokestack', 'chimney'],
      }),
      part('stack_top', { box: [6.2, 1, 8.2], round: 0.4 }, 'paint', {
        at: [0, DECK_Y + 19.4, -18],
        color: 0x202326,
        role: 'fixed',
      }),
      ...turret('fore', DECK_Y + 0.5, 38, 1),
      ...turret('fore_2', DECK_Y + 3.5, 22, 1),
      ...turret('aft', DECK_Y + 0.5, -46, -1),
      part('gun_mount', { box: [8, 3.2, 10], round: 0.6 }, 'paint', {
        at: [0, DECK_Y + 0.5, 22],
        color: GREY,
        role: 'fixed',
      }),
      part(
        'lifeboat',
        {
          capsule: [
            [0, 0, -4],
            [0, 0, 4],
          ],
          r: 1.1,
        },
        'paint',
        {
          ...at([
            [8, DECK_Y + 2.2, -6],
            [-8, DECK_Y + 2.2, -6],
          ] as V3[]),
          color: 0xe8e4da,
          role: 'fixed',
        },
      ),
    ],
  },
];
