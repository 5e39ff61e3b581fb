/**
 * Four foods the sixteenth held-out list found unknown (issue #32, session 27, helper eats16;
 * docs/decisions.md, "Foods the sixteenth list found unknown"). Each is drawn as the thing a
 * person pictures when the word is typed alone: a honeydew is a smooth pale green-white melon
 * with a quarter cut out to show its pale green flesh and seed hollow (a cantaloupe is netted
 * and orange); couscous a heaped mound of fine yellow grains in a terracotta bowl with
 * chickpeas and carrot; baklava golden diamond-cut pastry pieces, their layers showing at the
 * sides, sprinkled with green pistachio, on a plate; paella saffron rice in a wide black
 * two-handled pan with prawns, mussels, peas, red pepper and lemon.
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { at, part } from './part-shorthand.ts';

// --- Honeydew ------------------------------------------------------------------------------

const DEW_R = 0.085;
/** The quarter taken out of the melon, so that its flesh shows from the default camera. */
const DEW_CUT: PartDecl['minus'] = [
  { shape: { box: [0.09, 0.09, 0.09] }, at: [0.045, DEW_R, 0.045] },
];

const honeydew: KindDecl = {
  kind: 'honeydew',
  nouns: ['honeydew', 'honeydews', 'honeydew melon', 'honeydew melons', 'honey melon'],
  size: [0.17, 0.17],
  parts: [
    {
      name: 'rind',
      shape: { ellipsoid: [DEW_R, DEW_R * 0.92, DEW_R] },
      minus: DEW_CUT,
      at: [0, DEW_R * 0.92, 0],
      finish: 'plain',
      color: 0xc9dc8c,
      answersTo: ['skin', 'rind', 'melon'],
    },
    {
      name: 'flesh',
      shape: { ellipsoid: [DEW_R - 0.005, DEW_R * 0.92 - 0.005, DEW_R - 0.005] },
      minus: [{ shape: { box: [0.09, 0.09, 0.09] }, at: [0.048, DEW_R + 0.003, 0.048] }],
      at: [0, DEW_R * 0.92, 0],
      finish: 'plain',
      color: 0x98d460,
      role: 'accent',
      answersTo: ['flesh', 'fruit'],
    },
    // The hollow in the middle where the seeds sit, pale and seedy.
    {
      name: 'seed_hollow',
      shape: { ellipsoid: [0.03, 0.034, 0.03] },
      minus: [{ shape: { box: [0.05, 0.05, 0.05] }, at: [0.027, DEW_R * 0.92, 0.027] }],
      at: [0.0045, DEW_R * 0.92, 0.0045],
      finish: 'plain',
      color: 0xe8e2b4,
      role: 'fixed',
      answersTo: ['seeds', 'hollow'],
    },
    part('stem_scar', { cyl: 0.004, r: 0.006 }, 'plain', {
      at: [0, DEW_R * 1.84 - 0.001, 0],
      color: 0xa8a878,
      role: 'fixed',
      answersTo: ['stem'],
    }),
  ],
};

// --- Couscous ------------------------------------------------------------------------------

const BOWL_TOP = 0.06;

/** Chickpeas and carrot on the mound: [x, z, kind]; the mound's height there is computed. */
const TOPPINGS: ReadonlyArray<readonly [number, number, 'pea' | 'carrot']> = [
  [0.03, 0.02, 'pea'],
  [-0.028, 0.03, 'pea'],
  [0.01, -0.035, 'pea'],
  [-0.035, -0.012, 'pea'],
  [0.042, -0.01, 'carrot'],
  [-0.012, 0.045, 'carrot'],
  [-0.04, -0.03, 'carrot'],
];
const MOUND: V3 = [0.072, 0.036, 0.072];
const MOUND_Y = BOWL_TOP - 0.012;
function moundY(x: number, z: number): number {
  const k = 1 - (x / MOUND[0]) ** 2 - (z / MOUND[2]) ** 2;
  return MOUND_Y + MOUND[1] * Math.sqrt(Math.max(0, k));
}

const couscous: KindDecl = {
  kind: 'couscous',
  nouns: ['couscous', 'cous cous', 'cous-cous', 'kuskus', 'bowl of couscous'],
  size: [0.1, 0.2],
  parts: [
    part(
      'bowl',
      {
        lathe: [
          [0.04, 0],
          [0.045, 0.004],
          [0.062, 0.015],
          [0.082, 0.035],
          [0.093, BOWL_TOP],
        ],
        wall: 0.004,
      },
      'ceramic',
      { color: 0xb4502a, role: 'detail', answersTo: ['bowl', 'dish'] },
    ),
    // The heaped grains: a dome, finely bumpy.
    part('grains', { ellipsoid: MOUND }, 'plain', {
      at: [0, MOUND_Y, 0],
      minus: [{ shape: { box: [0.2, 0.1, 0.2] }, at: [0, MOUND_Y - 0.1, 0] }],
      color: 0xd9a032,
      answersTo: ['grains', 'couscous', 'semolina'],
    }),
    part('grain', { ball: 0.0022 }, 'plain', {
      ...at(
        Array.from({ length: 40 }, (_, i): V3 => {
          const a = i * 2.39996;
          const r = 0.066 * Math.sqrt((i + 0.5) / 40);
          const x = r * Math.cos(a);
          const z = r * Math.sin(a);
          return [x, moundY(x, z) - 0.0005, z];
        }),
      ),
      color: 0xb87e22,
      role: 'fixed',
      answersTo: ['grains'],
    }),
    part('chickpea', { ball: 0.0075 }, 'plain', {
      ...at(
        TOPPINGS.filter((t) => t[2] === 'pea').map(([x, z]): V3 => [x, moundY(x, z) + 0.003, z]),
      ),
      color: 0xd9b070,
      role: 'accent',
      answersTo: ['chickpeas', 'chickpea'],
    }),
    part('carrot', { box: [0.011, 0.011, 0.011] }, 'plain', {
      ...at(
        TOPPINGS.filter((t) => t[2] === 'carrot').map(([x, z]): V3 => [x, moundY(x, z) + 0.002, z]),
      ),
      turn: [20, 35, 10],
      color: 0xe8701e,
      role: 'fixed',
      answersTo: ['carrot', 'vegetables'],
    }),
  ],
};

// --- Baklava -------------------------------------------------------------------------------

const PIECE_H = 0.022;
const PLATE_TOP = 0.008;
/** One diamond-cut piece seen from above, long along X. */
const DIAMOND: readonly V2[] = [
  [0.032, 0],
  [0, 0.02],
  [-0.032, 0],
  [0, -0.02],
];
/** Where the pieces sit on the plate: [x, z] of each diamond's centre. */
const PIECES: readonly V2[] = [
  [0, 0],
  [0.034, 0.022],
  [-0.034, 0.022],
  [0.034, -0.022],
  [-0.034, -0.022],
  [0, 0.044],
  [0, -0.044],
];
const LAYERS = 4;

const baklava: KindDecl = {
  kind: 'baklava',
  nouns: ['baklava', 'baklavas', 'baclava', 'baklawa', 'piece of baklava'],
  size: [0.03, 0.18],
  parts: [
    part('plate', { cyl: PLATE_TOP, r: 0.09, rTop: 0.095 }, 'ceramic', {
      color: 0xf6f4ee,
      role: 'detail',
      answersTo: ['plate', 'dish'],
    }),
    // Each piece: golden layers of filo with a thin darker line of nuts and syrup between them.
    ...Array.from({ length: LAYERS }, (_, k): PartDecl =>
      part(
        k === 0 ? 'pastry' : `layer_${k + 1}`,
        { plan: DIAMOND, height: PIECE_H / LAYERS - 0.0012 },
        'plain',
        {
          ...at(PIECES.map(([x, z]): V3 => [x, PLATE_TOP + (k * PIECE_H) / LAYERS, z])),
          color: k === LAYERS - 1 ? 0xb86a14 : 0xd89434,
          role: k === 0 ? 'main' : 'fixed',
          answersTo: ['pastry', 'filo', 'layers'],
        },
      ),
    ),
    ...Array.from({ length: LAYERS - 1 }, (_, k): PartDecl =>
      part(
        `nut_layer_${k + 1}`,
        { plan: DIAMOND.map(([x, z]): V2 => [x * 0.97, z * 0.97]), height: 0.0014 },
        'plain',
        {
          ...at(
            PIECES.map(([x, z]): V3 => [x, PLATE_TOP + ((k + 1) * PIECE_H) / LAYERS - 0.0013, z]),
          ),
          color: 0x7a4a1c,
          role: 'fixed',
          answersTo: ['nuts', 'syrup'],
        },
      ),
    ),
    // Crushed pistachio on the top of each piece.
    part('pistachio', { ellipsoid: [0.009, 0.003, 0.006] }, 'plain', {
      ...at(PIECES.map(([x, z]): V3 => [x, PLATE_TOP + PIECE_H + 0.0005, z])),
      color: 0x6fa83a,
      role: 'accent',
      answersTo: ['pistachio', 'pistachios', 'nuts'],
    }),
  ],
};

// --- Paella --------------------------------------------------------------------------------

const PAN_R = 0.16;
const RICE_Y = 0.022;
/** Toppings on the rice, by angle (degrees) and distance from the middle. */
const circle = (n: number, r: number, a0: number, y: number): V3[] =>
  Array.from({ length: n }, (_, i): V3 => {
    const a = ((a0 + (360 * i) / n) * Math.PI) / 180;
    return [r * Math.cos(a), y, r * Math.sin(a)];
  });

const paella: KindDecl = {
  kind: 'paella',
  nouns: ['paella', 'paellas', 'seafood paella', 'paella pan'],
  size: [0.05, 0.42],
  parts: [
    // The wide shallow steel pan with a handle loop each side.
    part(
      'pan',
      {
        lathe: [
          [0.14, 0],
          [0.15, 0.006],
          [PAN_R, 0.03],
        ],
        wall: 0.003,
      },
      'metal',
      { color: 0x3a3c40, role: 'detail', answersTo: ['pan'] },
    ),
    part('handle', { ring: 0.022, r: 0.004 }, 'metal', {
      ...at([
        [PAN_R + 0.015, 0.026, 0],
        [-PAN_R - 0.015, 0.026, 0],
      ]),
      turn: [90, 0, 0],
      color: 0x3a3c40,
      role: 'detail',
      answersTo: ['handles', 'handle'],
    }),
    part('rice', { cyl: RICE_Y - 0.003, r: 0.137, rTop: 0.151 }, 'plain', {
      at: [0, 0.003, 0],
      color: 0xe0961a,
      answersTo: ['rice', 'saffron'],
    }),
    // Prawns curled pink on the rice, mussels open and black, peas, red pepper, lemon.
    part('prawn', { ring: 0.014, r: 0.0055, arc: 250 }, 'plain', {
      ...at(circle(6, 0.1, 10, RICE_Y + 0.004)),
      turn: [90, 0, 0],
      color: 0xe85a30,
      role: 'accent',
      answersTo: ['prawns', 'shrimp', 'seafood'],
    }),
    part('mussel', { ellipsoid: [0.016, 0.006, 0.009] }, 'plain', {
      ...at(circle(5, 0.055, 40, RICE_Y + 0.003)),
      color: 0x1e2230,
      role: 'fixed',
      answersTo: ['mussels', 'seafood'],
    }),
    part('pea', { ball: 0.004 }, 'plain', {
      ...at([...circle(8, 0.125, 0, RICE_Y + 0.002), ...circle(5, 0.03, 15, RICE_Y + 0.002)]),
      color: 0x4a9a2a,
      role: 'fixed',
      answersTo: ['peas'],
    }),
    part('pepper', { box: [0.025, 0.004, 0.007] }, 'plain', {
      ...at(circle(4, 0.08, 55, RICE_Y)),
      turn: [0, 40, 0],
      color: 0xc8281e,
      role: 'fixed',
      answersTo: ['pepper', 'peppers'],
    }),
    part('lemon', { ellipsoid: [0.022, 0.01, 0.012] }, 'plain', {
      ...at([
        [0, RICE_Y + 0.006, 0],
        [0.05, RICE_Y + 0.006, -0.1],
      ]),
      color: 0xf4dc40,
      role: 'fixed',
      answersTo: ['lemon'],
    }),
  ],
};

export const S27_EATS16_KINDS: readonly KindDecl[] = [honeydew, couscous, baklava, paella];
