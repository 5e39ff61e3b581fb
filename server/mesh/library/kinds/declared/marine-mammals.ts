/**
 * Seals (issue #32: "a seal" had no kind and became a placeholder): a body lying on the
 * ground, raised at the chest, with a round head, fore flippers at the chest and hind
 * flippers together behind. Declared as data (library/declare.ts); faces +X.
 */
import type { KindDecl } from '../../declare.ts';

const EYE = { finish: 'eye', role: 'fixed' as const };
const GREY = 0x7a7e84;
const PALE = 0xa4a8ae;

export const MARINE_MAMMAL_KINDS: readonly KindDecl[] = [
  {
    kind: 'seal',
    nouns: ['seal', 'harbor seal', 'harbour seal', 'fur seal', 'sea lion', 'elephant seal'],
    size: [0.62, 1.6],
    parts: [
      {
        name: 'body',
        shape: {
          sweep: [
            [-0.66, 0.1, 0],
            [-0.4, 0.17, 0],
            [-0.05, 0.23, 0],
            [0.28, 0.29, 0],
            [0.5, 0.42, 0],
          ],
          r: [0.06, 0.16, 0.23, 0.21, 0.13],
        },
        finish: 'skin',
        color: GREY,
      },
      {
        name: 'head',
        shape: { ball: 0.13 },
        at: [0.56, 0.5, 0],
        finish: 'skin',
        color: GREY,
      },
      {
        name: 'snout',
        shape: { ellipsoid: [0.08, 0.06, 0.075] },
        at: [0.67, 0.47, 0],
        finish: 'skin',
        color: PALE,
        role: 'accent',
      },
      { name: 'nose', shape: { ball: 0.022 }, at: [0.745, 0.48, 0], ...EYE },
      {
        name: 'eye',
        shape: { ball: 0.026 },
        at: [0.63, 0.55, 0.085],
        copies: [[0, 0, -0.17]],
        ...EYE,
      },
      {
        name: 'flipper_r',
        shape: { ellipsoid: [0.13, 0.025, 0.07] },
        turn: [-35, 20, 0],
        at: [0.3, 0.1, 0.17],
        finish: 'skin',
        color: GREY,
        role: 'detail',
      },
      {
        name: 'flipper_l',
        shape: { ellipsoid: [0.13, 0.025, 0.07] },
        turn: [35, -20, 0],
        at: [0.3, 0.1, -0.17],
        finish: 'skin',
        color: GREY,
        role: 'detail',
      },
      {
        name: 'hind_flipper_r',
        shape: { ellipsoid: [0.13, 0.02, 0.07] },
        turn: [-20, -25, 0],
        at: [-0.78, 0.08, 0.06],
        finish: 'skin',
        color: GREY,
        role: 'detail',
      },
      {
        name: 'hind_flipper_l',
        shape: { ellipsoid: [0.13, 0.02, 0.07] },
        turn: [20, 25, 0],
        at: [-0.78, 0.08, -0.06],
        finish: 'skin',
        color: GREY,
        role: 'detail',
      },
    ],
  },
];
