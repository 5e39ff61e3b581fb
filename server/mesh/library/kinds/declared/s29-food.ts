/**
 * Food and drink by class, session 29 (issue #32; docs/decisions.md "Food and drink, and
 * reading rules, session 29"). Four kinds, each the representative of a WordNet class whose
 * members were unknown: a bottle of olive oil for every vegetable oil (a cooking oil, a
 * sesame oil, canola), a block of lard for the solid edible fats (suet, shortening,
 * drippings), a board of canapés for the appetizers (an hors d'oeuvre, an antipasto,
 * crudités), and a pet bowl of kibble for every pet food. Each is drawn as it is bought or
 * served, so it reads from the default camera. Plain data.
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { at, part, rod } from './part-shorthand.ts';

// --- Olive oil ------------------------------------------------------------------------------

/** The oil's colour: golden olive green. */
const OIL = 0x8c8a12;
const BOTTLE_R = 0.03;
/** The neck's top, where the pourer sits. */
const NECK = 0.26;

/**
 * A tall round bottle full of oil: drawn in the oil's colour (the renderer's glass does not
 * show what is inside it), a steel pourer on top, a cream label with a green olive sprig low on
 * its front; a small dish of oil with two olives beside it.
 */
function oilBottle(): PartDecl[] {
  return [
    part(
      'oil',
      {
        lathe: [
          [0.001, 0],
          [BOTTLE_R - 0.002, 0],
          [BOTTLE_R, 0.004],
          [BOTTLE_R, 0.17],
          [0.022, 0.2],
          [0.011, 0.225],
          [0.011, NECK],
          [0.001, NECK],
        ],
        smooth: true,
      },
      'plastic',
      { color: OIL, answersTo: ['oil', 'bottle', 'olive oil', 'glass'] },
    ),
    part('pourer', { cyl: 0.012, r: 0.012, rTop: 0.009 }, 'metal', {
      at: [0, NECK - 0.002, 0],
      color: 0xc8ccd2,
      role: 'detail',
      answersTo: ['pourer', 'cap', 'top'],
    }),
    rod('spout', [0, NECK + 0.008, 0], [0.012, NECK + 0.026, 0], 0.0028, 'metal', {
      color: 0xc8ccd2,
      role: 'fixed',
      answersTo: ['spout'],
    }),
    part('label', { cyl: 0.05, r: BOTTLE_R + 0.0008 }, 'paper', {
      at: [0, 0.04, 0],
      color: 0xf2ead2,
      role: 'accent',
      answersTo: ['label'],
    }),
    // An olive sprig printed on the label's front: two leaves and two dark olives.
    part('leaf', { ellipsoid: [0.011, 0.0035, 0.0015] }, 'plain', {
      ...at([
        [-0.008, 0.074, BOTTLE_R + 0.001],
        [0.008, 0.07, BOTTLE_R + 0.001],
      ]),
      turn: [0, 0, 25],
      color: 0x4a6a1a,
      role: 'fixed',
      answersTo: ['leaf', 'sprig'],
    }),
    part('printed_olive', { ellipsoid: [0.0045, 0.006, 0.002] }, 'plain', {
      ...at([
        [-0.003, 0.058, BOTTLE_R + 0.001],
        [0.006, 0.056, BOTTLE_R + 0.001],
      ]),
      color: 0x2a3a10,
      role: 'fixed',
      answersTo: ['olive'],
    }),
    part(
      'dish',
      {
        lathe: [
          [0.001, 0],
          [0.03, 0],
          [0.042, 0.012],
        ],
        wall: 0.003,
      },
      'ceramic',
      { at: [0.07, 0, 0.025], color: 0xf6f4ee, role: 'detail', answersTo: ['dish', 'saucer'] },
    ),
    part('pool', { cyl: 0.002, r: 0.03 }, 'plastic', {
      at: [0.07, 0.004, 0.025],
      color: 0xb8a824,
      role: 'fixed',
      answersTo: ['oil'],
    }),
    part('olive', { ellipsoid: [0.009, 0.007, 0.007] }, 'plain', {
      turn: [0, 30, 0],
      ...at([
        [0.063, 0.012, 0.023],
        [0.079, 0.012, 0.035],
      ]),
      color: 0x6a7a1a,
      role: 'fixed',
      answersTo: ['olive', 'olives'],
    }),
  ];
}

const OLIVE_OIL: KindDecl = {
  // A tall bottle of golden-green oil with a steel pourer and a label with an olive sprig, a
  // dish of oil and two olives beside it. Every vegetable oil stands in as it (FAMILIES).
  kind: 'olive oil',
  nouns: ['olive oil', 'olive oil bottle', 'oil bottle'],
  size: [0.29, 0.16],
  parts: oilBottle(),
};

// --- Lard ------------------------------------------------------------------------------------

/**
 * A white block of lard with its paper wrapper folded back from one end (red, a pink pig in a
 * white roundel on its face), a slice cut from the open end lying in front, a knife beside.
 * The white of the fat and the pig tell it from the yellow butter.
 */
function lardBlock(): PartDecl[] {
  const w = 0.11;
  const h = 0.05;
  const d = 0.06;
  return [
    part('lard', { box: [w, h, d], round: 0.004 }, 'plain', {
      at: [0, 0, 0],
      color: 0xf8f6ee,
      answersTo: ['lard', 'fat', 'block'],
    }),
    // The wrapper covers the left part of the block on its top, front and back.
    part('wrapper', { box: [w * 0.62, h + 0.003, d + 0.003] }, 'paper', {
      at: [-w * 0.19, -0.0015, 0],
      color: 0xc8282a,
      role: 'accent',
      answersTo: ['wrapper', 'paper', 'packet'],
    }),
    part('roundel', { cyl: 0.002, r: 0.017 }, 'paper', {
      turn: [90, 0, 0],
      at: [-w * 0.19, h / 2, d / 2 + 0.0025],
      color: 0xf8f4ea,
      role: 'fixed',
      answersTo: ['label'],
    }),
    part('pig', { ellipsoid: [0.011, 0.0075, 0.002] }, 'plain', {
      at: [-w * 0.19, h / 2, d / 2 + 0.0045],
      color: 0xf0a0a8,
      role: 'fixed',
      answersTo: ['pig'],
    }),
    part('pig_head', { ball: 0.0052 }, 'plain', {
      at: [-w * 0.19 + 0.011, h / 2 + 0.003, d / 2 + 0.0045],
      color: 0xf0a0a8,
      role: 'fixed',
      answersTo: ['pig'],
    }),
    part('pig_legs', { box: [0.0025, 0.006, 0.002] }, 'plain', {
      ...at([
        [-w * 0.19 - 0.006, h / 2 - 0.008, d / 2 + 0.0045],
        [-w * 0.19 + 0.006, h / 2 - 0.008, d / 2 + 0.0045],
      ]),
      color: 0xf0a0a8,
      role: 'fixed',
      answersTo: ['pig'],
    }),
    // The folded-back flap of paper at the wrapper's open edge.
    part('flap', { box: [0.03, 0.0015, d + 0.003] }, 'paper', {
      turn: [0, 0, -28],
      at: [w * 0.13, h + 0.001, 0],
      color: 0xc8282a,
      role: 'fixed',
      answersTo: ['wrapper'],
    }),
    part('slice', { box: [0.012, h * 0.9, d * 0.9], round: 0.002 }, 'plain', {
      turn: [0, 0, 78],
      at: [w * 0.42, 0.006, 0.05],
      color: 0xf4f2e8,
      role: 'fixed',
      answersTo: ['slice'],
    }),
    part('blade', { box: [0.08, 0.0015, 0.014], round: 0.0006 }, 'metal', {
      turn: [0, -20, 0],
      at: [0.02, 0.002, 0.075],
      color: 0xc8ccd2,
      role: 'detail',
      answersTo: ['knife', 'blade'],
    }),
    part('handle', { box: [0.05, 0.008, 0.012], round: 0.003 }, 'wood', {
      turn: [0, -20, 0],
      at: [-0.042, 0.004, 0.098],
      color: 0x6a3a1a,
      role: 'detail',
      answersTo: ['handle'],
    }),
  ];
}

const LARD: KindDecl = {
  // Suet, shortening and drippings stand in as it (FAMILIES); vegetable oils are the olive
  // oil's.
  kind: 'lard',
  nouns: ['lard', 'block of lard', 'pork lard'],
  size: [0.07, 0.16],
  parts: lardBlock(),
};

// --- Canapés (appetizers) --------------------------------------------------------------------

/** Where the six crackers lie on the board: two rows of three. */
const CRACKERS: V3[] = [
  [-0.06, 0.008, -0.025],
  [0.0, 0.008, -0.025],
  [0.06, 0.008, -0.025],
  [-0.06, 0.008, 0.025],
  [0.0, 0.008, 0.025],
  [0.06, 0.008, 0.025],
];

const up = (p: V3, dy: number, dx = 0, dz = 0): V3 => [p[0] + dx, p[1] + dy, p[2] + dz];

/**
 * A dark slate board with six round crackers on it in two rows, each topped: a swirl of cream
 * cheese with a curl of pink salmon and dill, a cube of yellow cheese with a green olive on a
 * pick, a slice of red tomato with a basil leaf — two of each.
 */
function canapes(): PartDecl[] {
  const salmon = [CRACKERS[0]!, CRACKERS[4]!];
  const cheese = [CRACKERS[1]!, CRACKERS[5]!];
  const tomato = [CRACKERS[2]!, CRACKERS[3]!];
  return [
    part('board', { box: [0.2, 0.008, 0.1], round: 0.002 }, 'stone', {
      at: [0, 0, 0],
      color: 0x2e3034,
      role: 'detail',
      answersTo: ['board', 'slate', 'platter'],
    }),
    part('cracker', { cyl: 0.006, r: 0.021 }, 'plain', {
      ...at(CRACKERS),
      color: 0xd8a858,
      answersTo: ['cracker', 'crackers', 'toast', 'bread'],
    }),
    part('cream', { ellipsoid: [0.015, 0.005, 0.015] }, 'plain', {
      ...at(salmon.map((p) => up(p, 0.008))),
      color: 0xfaf8f0,
      role: 'fixed',
      answersTo: ['cream cheese', 'cream'],
    }),
    part('salmon', { ring: 0.008, r: 0.0035, arc: 260 }, 'plain', {
      turn: [90, 0, 0],
      ...at(salmon.map((p) => up(p, 0.014))),
      color: 0xf08a5a,
      role: 'fixed',
      answersTo: ['salmon'],
    }),
    part('dill', { ellipsoid: [0.005, 0.0015, 0.002] }, 'plain', {
      turn: [0, 40, 0],
      ...at(salmon.map((p) => up(p, 0.018, 0.004, -0.002))),
      color: 0x3a7a2a,
      role: 'fixed',
      answersTo: ['dill', 'herb'],
    }),
    part('cheese', { box: [0.016, 0.012, 0.016], round: 0.001 }, 'plain', {
      turn: [0, 20, 0],
      ...at(cheese.map((p) => up(p, 0.006))),
      color: 0xf2c440,
      role: 'fixed',
      answersTo: ['cheese'],
    }),
    part('olive', { ball: 0.0065 }, 'plain', {
      ...at(cheese.map((p) => up(p, 0.024))),
      color: 0x5a7a1a,
      role: 'fixed',
      answersTo: ['olive'],
    }),
    rod('pick', [0, 0.006, 0], [0, 0.034, 0], 0.0012, 'wood', {
      ...at(cheese.map((p) => up(p, 0))),
      color: 0xe8d0a0,
      role: 'fixed',
      answersTo: ['pick', 'toothpick'],
    }),
    part('tomato', { cyl: 0.004, r: 0.016 }, 'plain', {
      ...at(tomato.map((p) => up(p, 0.006))),
      color: 0xd8281a,
      role: 'fixed',
      answersTo: ['tomato'],
    }),
    part('basil', { ellipsoid: [0.008, 0.002, 0.005] }, 'plain', {
      turn: [0, 30, 0],
      ...at(tomato.map((p) => up(p, 0.011, 0.002, 0.002))),
      color: 0x2e8a2a,
      role: 'fixed',
      answersTo: ['basil', 'leaf'],
    }),
  ];
}

const CANAPE: KindDecl = {
  // Every hors d'oeuvre, an antipasto and crudités stand in as it (FAMILIES); a shrimp
  // cocktail, served in a glass, does not.
  kind: 'canape',
  nouns: ['canape', 'canapes', 'appetizer', 'appetizers', 'appetiser', 'appetisers'],
  size: [0.05, 0.2],
  parts: canapes(),
};

// --- Pet food -------------------------------------------------------------------------------

const PET_BOWL_R = 0.075;
const PET_BOWL_H = 0.04;

/** Brown kibble pellets heaped above the bowl's rim in rings, by a fixed pattern. */
function kibble(): PartDecl[] {
  const rings: Array<[number, number, number]> = [
    [0.0, PET_BOWL_H + 0.012, 1],
    [0.016, PET_BOWL_H + 0.01, 6],
    [0.032, PET_BOWL_H + 0.006, 11],
    [0.048, PET_BOWL_H + 0.001, 15],
  ];
  const points: V3[] = [];
  for (const [r, y, n] of rings)
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2 + r * 40;
      points.push([Math.cos(a) * r, y, Math.sin(a) * r]);
    }
  const dark = points.filter((_, i) => i % 3 === 0);
  const light = points.filter((_, i) => i % 3 !== 0);
  return [
    // The heap under the top pellets, so the bowl reads full.
    part('heap', { ellipsoid: [PET_BOWL_R * 0.85, 0.018, PET_BOWL_R * 0.85] }, 'plain', {
      at: [0, PET_BOWL_H - 0.006, 0],
      color: 0x7a4a22,
      role: 'fixed',
    }),
    part('kibble', { ellipsoid: [0.0065, 0.0045, 0.0065] }, 'plain', {
      ...at(light),
      color: 0x9a5e2a,
      answersTo: ['kibble', 'food', 'pellets'],
    }),
    part('kibble_dark', { ellipsoid: [0.006, 0.0045, 0.006] }, 'plain', {
      ...at(dark),
      color: 0x6a3a18,
      role: 'fixed',
      answersTo: ['kibble'],
    }),
    // A few pellets spilled on the floor by the bowl.
    part('spilled', { ellipsoid: [0.0065, 0.0045, 0.0065] }, 'plain', {
      ...at([
        [PET_BOWL_R + 0.001, 0.0045, 0.02],
        [PET_BOWL_R + 0.013, 0.0045, 0.024],
        [PET_BOWL_R + 0.009, 0.0045, 0.036],
      ]),
      color: 0x9a5e2a,
      role: 'fixed',
      answersTo: ['kibble'],
    }),
  ];
}

const PET_FOOD: KindDecl = {
  // A low, wide steel pet bowl heaped with brown kibble, a few pellets spilled beside it. Dog
  // food and cat food are WordNet's pet foods, nouns of it too; kibble (ground grain pellets
  // to WordNet) stands in as it (FAMILIES).
  kind: 'pet food',
  nouns: ['pet food', 'dog food', 'cat food', 'dog food bowl'],
  size: [0.07, 0.2],
  parts: [
    part(
      'bowl',
      {
        lathe: [
          [PET_BOWL_R * 0.95, 0],
          [PET_BOWL_R * 0.72, 0.004],
          [PET_BOWL_R * 0.66, 0.008],
          [PET_BOWL_R * 0.8, PET_BOWL_H * 0.7],
          [PET_BOWL_R, PET_BOWL_H],
        ],
        wall: 0.003,
      },
      'metal',
      { color: 0xc8ccd2, role: 'accent', answersTo: ['bowl', 'dish'] },
    ),
    ...kibble(),
  ],
};

export const S29_FOOD_KINDS: readonly KindDecl[] = [OLIVE_OIL, LARD, CANAPE, PET_FOOD];
