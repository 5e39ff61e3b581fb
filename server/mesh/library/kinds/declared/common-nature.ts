/**
 * Food as it is served, and nature as a small diorama (issue #32, session 17, B2): the common
 * nouns of the tuning list's foods, natural objects and plants that no kind named.
 *
 * - Drinks are named by what is in them, so each is built in the vessel it is served in, the
 *   drink's own colour carrying it: coffee and tea in a cup on a saucer, milk, juice and
 *   lemonade in a tumbler, beer in a pint glass under its foam, wine and champagne in stemmed
 *   glasses, whisky over ice. The liquid is the body of the glass up to its level (the glass
 *   finish is pale, a liquid behind it would not show), the glass only its empty rim above.
 * - Dishes are a vessel with the food on or in it: soup in a bowl, jam in a jar with a cloth
 *   lid, a meal on a plate with knife and fork, a breakfast of eggs, bacon and toast.
 *
 * Declared as data (library/declare.ts).
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import { VINE_LOOKS } from './s28-plants.ts';
import type { V2, V3 } from '../../geo.ts';
import { band, oval } from './outlines.ts';
import { WEAR_EAT_GROW_LOOKS } from './wear-eat-grow-looks.ts';
import { S30_VALLEY_LOOKS } from './s30-places.ts';

/** Points round a circle of radius `r` at height `y`. */
function around(n: number, r: number, y: number, phase = 0): V3[] {
  return Array.from({ length: n }, (_, i) => {
    const a = phase + (2 * Math.PI * i) / n;
    return [Math.cos(a) * r, y, Math.sin(a) * r] as V3;
  });
}

/** One part at every point: the first places it, copies the rest. */
function atPoints(points: readonly V3[]): { at: V3; copies: V3[] } {
  const [first, ...rest] = points as [V3, ...V3[]];
  return {
    at: first,
    copies: rest.map((p) => [p[0] - first[0], p[1] - first[1], p[2] - first[2]] as V3),
  };
}

/**
 * A drink in a straight or tapered glass: a heavy glass base, the drink filling the glass up to
 * `level` (its body is the visible column), the empty glass above it as a thin wall.
 */
function glassOfDrink(
  rBottom: number,
  rTop: number,
  height: number,
  level: number,
  drink: number,
  words: readonly string[],
): PartDecl[] {
  const base = height * 0.08;
  const rAt = (y: number): number => rBottom + ((rTop - rBottom) * y) / height;
  const top = height * level;
  return [
    {
      name: 'glass_base',
      shape: { cyl: base, r: rBottom, rTop: rAt(base) },
      finish: 'glass',
      role: 'detail',
      answersTo: ['glass'],
    },
    {
      name: 'drink',
      shape: { cyl: top - base + 0.001, r: rAt(base) - 0.001, rTop: rAt(top) - 0.001 },
      at: [0, base - 0.0005, 0],
      finish: 'plastic',
      color: drink,
      answersTo: words,
    },
    {
      name: 'glass',
      shape: {
        lathe: [
          [rAt(top - 0.002), 0],
          [rTop, height - top + 0.002],
        ],
        wall: 0.0025,
      },
      at: [0, top - 0.002, 0],
      finish: 'glass',
      role: 'detail',
      answersTo: ['rim'],
    },
  ];
}

/** A saucer under a cup, and the cup (a hollow bowl on a foot) with a handle on +X. */
function cupOnSaucer(
  rim: number,
  height: number,
  drink: number,
  words: readonly string[],
): PartDecl[] {
  const foot = rim * 0.55;
  return [
    {
      name: 'saucer',
      shape: {
        lathe: [
          [rim * 0.9, 0],
          [rim * 1.55, 0.006],
          [rim * 1.75, 0.012],
        ],
        wall: 0.003,
      },
      finish: 'ceramic',
      role: 'accent',
      answersTo: ['plate'],
    },
    {
      name: 'cup',
      shape: {
        lathe: [
          [foot, 0],
          [foot * 1.15, height * 0.12],
          [rim * 0.92, height * 0.55],
          [rim, height],
        ],
        smooth: true,
        wall: 0.003,
      },
      at: [0, 0.004, 0],
      finish: 'ceramic',
      answersTo: ['mug'],
    },
    {
      name: 'drink',
      shape: { cyl: 0.004, r: rim * 0.93 },
      at: [0, 0.004 + height * 0.8, 0],
      finish: 'plastic',
      color: drink,
      role: 'fixed',
      answersTo: words,
    },
    {
      name: 'handle',
      shape: { ring: height * 0.26, r: height * 0.06, arc: 220, from: -110 },
      at: [rim * 0.9, 0.004 + height * 0.55, 0],
      finish: 'ceramic',
    },
  ];
}

/** A stemmed glass: foot, stem, and a bowl of `outline` whose lower part is the wine. */
function stemmedGlass(
  stem: number,
  outline: readonly V2[],
  level: number,
  drink: number,
  words: readonly string[],
): PartDecl[] {
  // The outline is [radius, height above the stem]; split it at the wine's level.
  const below = outline.filter(([, y]) => y <= level);
  const above = outline.filter(([, y]) => y >= level);
  const rAt = (y: number): number => {
    for (let i = 1; i < outline.length; i++) {
      const [r0, y0] = outline[i - 1]!;
      const [r1, y1] = outline[i]!;
      if (y >= y0 && y <= y1) return r0 + ((r1 - r0) * (y - y0)) / (y1 - y0);
    }
    return outline[outline.length - 1]![0];
  };
  return [
    {
      name: 'foot',
      shape: { cyl: 0.005, r: 0.035, rTop: 0.03 },
      finish: 'glass',
      role: 'detail',
      answersTo: ['glass'],
    },
    {
      name: 'stem',
      shape: { cyl: stem + 0.004, r: 0.0045 },
      at: [0, 0.003, 0],
      finish: 'glass',
      role: 'detail',
      answersTo: ['glass'],
    },
    {
      name: 'drink',
      shape: { lathe: [[0.004, 0], ...below, [rAt(level), level], [0, level]], smooth: false },
      at: [0, stem, 0],
      finish: 'plastic',
      color: drink,
      answersTo: words,
    },
    {
      name: 'glass',
      shape: {
        lathe: [[rAt(level) - 0.001, 0], ...above.map(([r, y]) => [r, y - level] as V2)],
        wall: 0.002,
      },
      at: [0, stem + level - 0.001, 0],
      finish: 'glass',
      role: 'detail',
      answersTo: ['rim', 'bowl'],
    },
  ];
}

/** A citrus slice standing on a glass rim at radius r, height y. */
function rimSlice(r: number, y: number, color: number, words: readonly string[]): PartDecl {
  return {
    name: 'slice',
    shape: { cyl: 0.006, r: 0.024 },
    turn: [90, 0, 0],
    at: [r, y, 0.003],
    finish: 'plain',
    color,
    role: 'fixed',
    answersTo: words,
  };
}

function straw(from: V3, to: V3, color: number): PartDecl {
  return {
    name: 'straw',
    shape: { capsule: [from, to], r: 0.0035 },
    finish: 'plastic',
    color,
    role: 'fixed',
  };
}

function iceCubes(n: number, r: number, y: number, size: number): PartDecl {
  return {
    name: 'ice',
    shape: { box: [size, size, size], round: size * 0.15 },
    turn: [12, 25, 8],
    ...atPoints(around(n, r, y, 0.6)),
    finish: 'ice',
    role: 'fixed',
    answersTo: ['ice', 'ice cube', 'ice cubes'],
  };
}

const COFFEE = 0x3a2212;
const TEA = 0xa8581e;
const BEER = 0xe0a028;
const RED_WINE = 0x6a0e24;

export const DRINK_KINDS: readonly KindDecl[] = [
  {
    kind: 'cup of coffee',
    nouns: [
      'cup of coffee',
      'coffee',
      'espresso',
      'cappuccino',
      'latte',
      'black coffee',
      'hot coffee',
      'americano',
      'flat white',
      'mug of coffee',
      'hot chocolate',
      'cocoa',
      'hot cocoa',
      'mocha',
    ],
    looks: WEAR_EAT_GROW_LOOKS['cup of coffee'],
    size: [0.08, 0.16],
    parts: [
      ...cupOnSaucer(0.045, 0.065, COFFEE, ['coffee']),
      // A ring of crema just inside the rim.
      {
        name: 'crema',
        shape: { ring: 0.036, r: 0.004 },
        turn: [90, 0, 0],
        at: [0, 0.004 + 0.065 * 0.8 + 0.004, 0],
        finish: 'plastic',
        color: 0xc08a50,
        role: 'fixed',
        answersTo: ['foam', 'crema'],
      },
    ],
  },
  {
    kind: 'cup of tea',
    nouns: [
      'cup of tea',
      'tea',
      'teacup',
      'tea cup',
      'black tea',
      'green tea',
      'hot tea',
      'herbal tea',
      'chai',
      'mug of tea',
    ],
    size: [0.07, 0.17],
    parts: [
      ...cupOnSaucer(0.05, 0.05, TEA, ['tea']),
      // A tea bag's string over the rim to its paper tag hanging outside the cup.
      {
        name: 'string',
        shape: {
          sweep: [
            [-0.03, 0.044, 0.01],
            [-0.049, 0.058, 0.012],
            [-0.056, 0.04, 0.014],
            [-0.058, 0.03, 0.014],
          ],
          r: 0.0009,
        },
        finish: 'linen',
        role: 'fixed',
      },
      {
        name: 'tag',
        shape: { box: [0.003, 0.02, 0.016] },
        at: [-0.058, 0.014, 0.014],
        finish: 'paper',
        color: 0xd8c060,
        role: 'fixed',
        answersTo: ['tea bag', 'label'],
      },
    ],
  },
  {
    kind: 'glass of milk',
    nouns: ['glass of milk', 'milk', 'cup of milk', 'fresh milk', 'cold milk', 'whole milk'],
    size: [0.13, 0.07],
    parts: glassOfDrink(0.03, 0.035, 0.13, 0.85, 0xf8f6ee, ['milk']),
  },
  {
    kind: 'glass of beer',
    nouns: [
      'glass of beer',
      'beer',
      'pint of beer',
      'pint',
      'lager',
      'ale',
      'draft beer',
      'draught beer',
      'pilsner',
      'beer glass',
    ],
    size: [0.17, 0.09],
    parts: [
      ...glassOfDrink(0.03, 0.042, 0.15, 0.82, BEER, ['beer']),
      // The head: a foam collar from the beer up to a dome over the rim.
      {
        name: 'foam',
        shape: {
          lathe: [
            [0.0395, 0],
            [0.0435, 0.026],
            [0.036, 0.036],
            [0, 0.042],
          ],
          smooth: true,
        },
        at: [0, 0.15 * 0.82 - 0.002, 0],
        finish: 'plain',
        color: 0xfaf6ea,
        role: 'fixed',
        answersTo: ['foam', 'head'],
      },
      {
        name: 'bubbles',
        shape: { ball: 0.0025 },
        ...atPoints(around(5, 0.032, 0.06, 0.3).map(([x, y, z], i) => [x, y + i * 0.012, z] as V3)),
        finish: 'plain',
        color: 0xf8e8b0,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'glass of wine',
    nouns: [
      'glass of wine',
      'wine',
      'vino',
      'table wine',
      'glass of red wine',
      'glass of white wine',
    ],
    size: [0.2, 0.085],
    parts: stemmedGlass(
      0.09,
      [
        [0.016, 0],
        [0.036, 0.02],
        [0.042, 0.045],
        [0.04, 0.075],
        [0.033, 0.105],
      ],
      0.045,
      RED_WINE,
      ['wine'],
    ),
  },
  {
    kind: 'glass of champagne',
    nouns: [
      'glass of champagne',
      'champagne',
      'sparkling wine',
      'prosecco',
      'cava',
      'champagne flute',
      'champagne glass',
    ],
    size: [0.22, 0.06],
    parts: [
      ...stemmedGlass(
        0.09,
        [
          [0.008, 0],
          [0.02, 0.025],
          [0.025, 0.07],
          [0.027, 0.12],
        ],
        0.095,
        0xf0d880,
        ['champagne'],
      ),
      {
        name: 'bubbles',
        shape: { ball: 0.0022 },
        ...atPoints(
          [0.025, 0.045, 0.065, 0.085].map((y, i) => [0.006 - i * 0.003, 0.09 + y, 0.018] as V3),
        ),
        finish: 'plain',
        color: 0xfff8d8,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'glass of whisky',
    nouns: [
      'glass of whisky',
      'whisky',
      'whiskey',
      'scotch',
      'bourbon',
      'glass of whiskey',
      'whisky on the rocks',
      'brandy',
      'cognac',
      'liquor',
      'spirits',
    ],
    size: [0.09, 0.085],
    parts: [
      // Filled near the brim so the ice shows above it (a pale glass hides what is behind it).
      ...glassOfDrink(0.036, 0.04, 0.09, 0.8, 0xa8561a, ['whisky', 'whiskey']),
      iceCubes(2, 0.014, 0.064, 0.026),
    ],
  },
  {
    kind: 'glass of juice',
    nouns: [
      'glass of juice',
      'juice',
      'orange juice',
      'fruit juice',
      'glass of orange juice',
      'apple juice',
    ],
    size: [0.17, 0.08],
    parts: [
      ...glassOfDrink(0.03, 0.036, 0.13, 0.86, 0xf59a18, ['juice']),
      rimSlice(0.036, 0.128, 0xf59a18, ['orange', 'slice']),
      straw([-0.012, 0.05, 0], [-0.028, 0.17, 0.004], 0x3a9ad8),
    ],
  },
  {
    kind: 'lemonade',
    nouns: [
      'lemonade',
      'glass of lemonade',
      'limeade',
      'iced lemonade',
      'pink lemonade',
      'glass of iced tea',
    ],
    size: [0.17, 0.08],
    parts: [
      ...glassOfDrink(0.03, 0.036, 0.13, 0.86, 0xf4ec9a, ['lemonade']),
      iceCubes(3, 0.014, 0.1, 0.02),
      rimSlice(0.036, 0.128, 0xf2d830, ['lemon', 'slice']),
      straw([-0.012, 0.05, 0], [-0.028, 0.17, 0.004], 0xe04a5a),
    ],
  },
];

/** A round bowl (hollow, on a foot ring) of radius r and height h. */
function bowl(r: number, h: number, finish: string, color: number): PartDecl {
  return {
    name: 'bowl',
    shape: {
      lathe: [
        [r * 0.45, 0],
        [r * 0.55, h * 0.1],
        [r * 0.9, h * 0.55],
        [r, h],
      ],
      smooth: true,
      wall: 0.004,
    },
    finish,
    color,
    role: 'accent',
    answersTo: ['bowl'],
  };
}

/** A flat plate of radius r with a raised rim. */
function plate(r: number): PartDecl {
  return {
    name: 'plate',
    shape: {
      lathe: [
        [r * 0.6, 0],
        [r * 0.8, 0.008],
        [r, 0.018],
      ],
      wall: 0.004,
    },
    finish: 'ceramic',
    role: 'accent',
    answersTo: ['plate', 'dish'],
  };
}

/** A table knife and fork lying either side of a plate of radius r. */
function cutlery(r: number): PartDecl[] {
  return [
    {
      name: 'knife',
      shape: { box: [0.014, 0.004, 0.2], round: 0.0015 },
      at: [r + 0.016, 0, 0],
      finish: 'steel',
      role: 'fixed',
    },
    {
      name: 'fork',
      shape: { box: [0.012, 0.004, 0.15], round: 0.0015 },
      at: [-r - 0.016, 0, 0.025],
      finish: 'steel',
      role: 'fixed',
    },
    {
      name: 'fork_tines',
      shape: { box: [0.004, 0.004, 0.05] },
      ...atPoints([
        [-r - 0.025, 0, -0.07],
        [-r - 0.019, 0, -0.07],
        [-r - 0.013, 0, -0.07],
        [-r - 0.007, 0, -0.07],
      ]),
      finish: 'steel',
      role: 'fixed',
    },
    // The place mat they lie on holds the setting together.
    {
      name: 'mat',
      shape: { box: [r * 2 + 0.07, 0.002, r * 2 + 0.02], round: 0.001 },
      at: [0, -0.0015, 0],
      finish: 'fabric',
      color: 0xc8a878,
      role: 'fixed',
      answersTo: ['place mat', 'tablecloth'],
    },
  ];
}

export const DISH_KINDS: readonly KindDecl[] = [
  {
    kind: 'bowl of soup',
    nouns: [
      'bowl of soup',
      'soup',
      'tomato soup',
      'pea soup',
      'chicken soup',
      'vegetable soup',
      'pumpkin soup',
      'broth',
      'chowder',
      'stew',
      'bisque',
      'soup bowl',
    ],
    size: [0.09, 0.2],
    parts: [
      bowl(0.075, 0.065, 'ceramic', 0xf4f0e6),
      {
        name: 'soup',
        shape: { cyl: 0.004, r: 0.068 },
        at: [0, 0.054, 0],
        finish: 'plain',
        color: 0xd8562a,
        answersTo: ['soup'],
      },
      {
        name: 'herbs',
        shape: { ellipsoid: [0.006, 0.002, 0.004] },
        ...atPoints([
          [0.01, 0.058, 0.012],
          [-0.02, 0.058, 0.004],
          [0.004, 0.058, -0.022],
          [0.026, 0.058, -0.006],
        ]),
        finish: 'leaf',
        color: 0x3a8a2a,
        role: 'fixed',
      },
      {
        name: 'spoon',
        shape: {
          sweep: [
            [0.02, 0.056, 0.02],
            [0.06, 0.075, 0.05],
            [0.1, 0.095, 0.08],
          ],
          r: 0.004,
        },
        finish: 'steel',
        role: 'fixed',
      },
      {
        name: 'spoon_bowl',
        shape: { ellipsoid: [0.013, 0.004, 0.018] },
        turn: [0, 35, 0],
        at: [0.014, 0.056, 0.014],
        finish: 'steel',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'jar of jam',
    nouns: [
      'jar of jam',
      'jam',
      'jam jar',
      'marmalade',
      'preserves',
      'fruit preserve',
      'strawberry jam',
      'jar of marmalade',
    ],
    size: [0.12, 0.09],
    parts: [
      // The jam is the jar's body up to the lid (a pale glass would hide it), under a
      // ridged metal lid, a paper label on its front.
      {
        name: 'jam',
        shape: {
          lathe: [
            [0.034, 0],
            [0.037, 0.006],
            [0.037, 0.066],
            [0.03, 0.076],
            [0.03, 0.084],
          ],
        },
        finish: 'plastic',
        color: 0x8a0e1e,
        answersTo: ['jam', 'marmalade', 'jar'],
      },
      {
        name: 'lid',
        shape: { cyl: 0.016, r: 0.033 },
        at: [0, 0.082, 0],
        finish: 'gold',
        role: 'accent',
        answersTo: ['lid', 'cap'],
      },
      {
        name: 'label',
        shape: { box: [0.036, 0.03, 0.004], round: 0.001 },
        at: [0, 0.022, 0.0355],
        finish: 'paper',
        color: 0xf4ecd8,
        role: 'fixed',
        answersTo: ['label'],
      },
      {
        name: 'label_fruit',
        shape: { ball: 0.006 },
        at: [0, 0.037, 0.0375],
        finish: 'plain',
        color: 0xd8202a,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'meal',
    nouns: [
      'meal',
      'dinner',
      'lunch',
      'supper',
      'luncheon',
      'plate of food',
      'hot meal',
      'dinner plate with food',
      'main course',
    ],
    size: [0.04, 0.32],
    parts: [
      plate(0.12),
      {
        name: 'meat',
        shape: { ellipsoid: [0.05, 0.016, 0.036] },
        at: [0.025, 0.018, -0.02],
        finish: 'plain',
        color: 0x7a3a1e,
        answersTo: ['meat', 'steak'],
      },
      {
        name: 'potato',
        shape: { ellipsoid: [0.018, 0.014, 0.016] },
        ...atPoints([
          [-0.045, 0.018, -0.02],
          [-0.05, 0.018, 0.015],
          [-0.02, 0.018, 0.04],
        ]),
        finish: 'plain',
        color: 0xe8c070,
        role: 'fixed',
        answersTo: ['potatoes', 'potato'],
      },
      {
        name: 'peas',
        shape: { ball: 0.0065 },
        ...atPoints([
          [0.02, 0.016, 0.04],
          [0.033, 0.016, 0.036],
          [0.026, 0.016, 0.05],
          [0.04, 0.016, 0.047],
          [0.014, 0.016, 0.052],
          [0.046, 0.016, 0.034],
        ]),
        finish: 'plain',
        color: 0x5aa83a,
        role: 'fixed',
        answersTo: ['peas', 'vegetables'],
      },
      {
        name: 'carrots',
        shape: {
          capsule: [
            [-0.01, 0.014, 0.062],
            [0.03, 0.014, 0.07],
          ],
          r: 0.005,
        },
        copies: [[0.006, 0, -0.011]],
        finish: 'carrot',
        role: 'fixed',
        answersTo: ['carrots', 'carrot'],
      },
      ...cutlery(0.12),
    ],
  },
  {
    kind: 'breakfast',
    nouns: [
      'breakfast',
      'full breakfast',
      'english breakfast',
      'bacon and eggs',
      'eggs and bacon',
      'breakfast plate',
      'brunch',
    ],
    size: [0.035, 0.32],
    parts: [
      plate(0.12),
      {
        name: 'egg_white',
        shape: { ellipsoid: [0.04, 0.005, 0.036] },
        ...atPoints([
          [-0.035, 0.012, -0.03],
          [0.035, 0.012, -0.035],
        ]),
        finish: 'plain',
        color: 0xfafaf4,
        role: 'fixed',
        answersTo: ['eggs', 'egg'],
      },
      {
        name: 'yolk',
        shape: { ellipsoid: [0.016, 0.01, 0.016] },
        ...atPoints([
          [-0.032, 0.016, -0.028],
          [0.037, 0.016, -0.034],
        ]),
        finish: 'plastic',
        color: 0xf4a81a,
        role: 'fixed',
        answersTo: ['yolk'],
      },
      {
        name: 'bacon',
        shape: {
          sweep: [
            [-0.055, 0.014, 0.02],
            [-0.03, 0.018, 0.026],
            [-0.005, 0.014, 0.02],
            [0.02, 0.018, 0.026],
          ],
          r: 0.006,
        },
        copies: [[0.004, 0, 0.018]],
        finish: 'plain',
        color: 0xb04a30,
        role: 'fixed',
        answersTo: ['bacon'],
      },
      {
        name: 'toast',
        shape: { box: [0.05, 0.01, 0.05], round: 0.004 },
        turn: [0, 20, 0],
        at: [0.055, 0.01, 0.035],
        finish: 'plain',
        color: 0xd8a048,
        answersTo: ['toast', 'bread'],
      },
      ...cutlery(0.12),
    ],
  },
];

// Landforms as dioramas: a tile of ground 8 m by 6 m, with what makes the place on it.
const GRASS = 0x5a9a3a;
const WATER = 0x3a8ac8;
const ROCK = 0x8a8276;
const TILE: V3 = [8, 0.3, 6];

/** The ground tile the place stands on. */
function ground(color = GRASS, finish = 'grass', size: V3 = TILE): PartDecl {
  return {
    name: 'ground',
    shape: { box: size },
    finish,
    color,
    role: 'accent',
    answersTo: ['grass', 'ground', 'land'],
  };
}

/** A winding river's centre line across the tile, front to back. */
const MEANDER: V2[] = Array.from({ length: 13 }, (_, i) => {
  const z = -3 + i * 0.5;
  return [0.9 * Math.sin(z * 0.95) + 0.2, z] as V2;
});

/** Water over a footprint, its surface just above the ground's. */
function water(name: string, footprint: readonly V2[], color = WATER, top = 0.32): PartDecl {
  return {
    name,
    shape: { plan: footprint, height: 0.12 },
    at: [0, top - 0.12, 0],
    finish: 'ocean',
    color,
    answersTo: ['water', name],
  };
}

/** Round-crowned trees standing on the ground at these points. */
function trees(points: readonly V3[], h = 1.6): PartDecl[] {
  return [
    {
      name: 'tree_trunk',
      shape: { cyl: h * 0.55, r: h * 0.06, rTop: h * 0.045 },
      ...atPoints(points),
      finish: 'bark',
      role: 'fixed',
      answersTo: ['trunk', 'trees'],
    },
    {
      name: 'tree_crown',
      shape: { ellipsoid: [h * 0.32, h * 0.36, h * 0.32] },
      ...atPoints(points.map(([x, y, z]) => [x, y + h * 0.72, z] as V3)),
      finish: 'leaf',
      color: 0x3a7a2a,
      role: 'fixed',
      answersTo: ['trees', 'leaves'],
    },
  ];
}

/** Rounded stones lying at these points. */
function stones(points: readonly V3[], r = 0.25, color = ROCK): PartDecl {
  return {
    name: 'stones',
    shape: { ellipsoid: [r * 1.2, r * 0.7, r] },
    ...atPoints(points),
    finish: 'stone',
    color,
    role: 'fixed',
    answersTo: ['rocks', 'stones'],
  };
}

/** Reeds with cattail heads in a clump round (x, z). */
function reeds(x: number, z: number, y = 0.3): PartDecl[] {
  const at: V3[] = [
    [x, y, z],
    [x + 0.18, y, z + 0.1],
    [x - 0.15, y, z + 0.16],
    [x + 0.05, y, z - 0.18],
    [x - 0.2, y, z - 0.08],
  ];
  return [
    {
      name: 'reeds',
      shape: { cyl: 1.1, r: 0.025, rTop: 0.012 },
      ...atPoints(at),
      finish: 'grass',
      color: 0x6a8a3a,
      role: 'fixed',
      answersTo: ['reeds', 'reed'],
    },
    {
      name: 'cattails',
      shape: {
        capsule: [
          [0, 0, 0],
          [0, 0.2, 0],
        ],
        r: 0.045,
      },
      ...atPoints(at.map(([a, b, c]) => [a, b + 0.75, c] as V3)),
      finish: 'plain',
      color: 0x5a3a1e,
      role: 'fixed',
      answersTo: ['cattails', 'cattail'],
    },
  ];
}

/** Flat round lily pads floating at these points. */
function lilyPads(points: readonly V3[]): PartDecl {
  return {
    name: 'lily_pads',
    shape: { cyl: 0.02, r: 0.22 },
    ...atPoints(points),
    finish: 'leaf',
    color: 0x4a8a2a,
    role: 'fixed',
    answersTo: ['lily pads', 'lily pad'],
  };
}

/** A long rock mass over a footprint in layered strata (red rock of a canyon, a mesa). */
function strata(
  name: string,
  footprint: readonly V2[],
  height: number,
  colors: readonly number[],
): PartDecl[] {
  const step = height / colors.length;
  return colors.map((color, i) => ({
    name: i === 0 ? name : `${name}_layer_${i + 1}`,
    shape: { plan: footprint, height: step + 0.02, taper: 1 - 0.03 * (i + 1) },
    at: [0, i * step, 0] as V3,
    finish: 'stone',
    color,
    role: i === 0 ? ('main' as const) : ('fixed' as const),
    answersTo: ['rock', 'walls', name],
  }));
}

export const LANDFORM_KINDS: readonly KindDecl[] = [
  {
    // A river winding across a green tile, stones on its banks, trees beside it.
    kind: 'river',
    nouns: ['river', 'stream', 'creek', 'brook', 'rivulet', 'streamlet'],
    size: [1.5, 8],
    parts: [
      ground(),
      water('river', band(MEANDER, 0.65)),
      stones([
        [1.4, 0.3, -1.6],
        [-1.1, 0.3, 0.6],
        [0.9, 0.3, 2.2],
        [-0.3, 0.3, -2.4],
      ]),
      ...trees([
        [-2.8, 0.3, -1.6],
        [-2.2, 0.3, 1.8],
        [2.9, 0.3, 0.4],
      ]),
    ],
  },
  {
    // A still oval of water in the grass, reeds at one end and lily pads on it.
    kind: 'lake',
    nouns: [
      'lake',
      'pond',
      'lagoon',
      'millpond',
      'duck pond',
      'fishpond',
      'mere',
      'tarn',
      'mountain lake',
    ],
    size: [1.4, 8],
    parts: [
      ground(),
      water('lake', oval(2.6, 1.8, 32, 0, 0, 0.06)),
      ...reeds(-2.3, 0.9),
      lilyPads([
        [0.6, 0.31, 0.5],
        [1.2, 0.31, -0.3],
        [0.9, 0.31, 0.9],
      ]),
      stones([
        [2.6, 0.3, -1.1],
        [2.2, 0.3, 1.4],
      ]),
      ...trees([
        [-3.2, 0.3, -2.2],
        [3.3, 0.3, 2.2],
      ]),
    ],
  },
  {
    // Open water in rows of waves, each crest capped with foam.
    kind: 'sea',
    nouns: ['sea', 'ocean', 'open sea', 'ocean waves', 'sea waves', 'waves'],
    size: [0.8, 8],
    parts: [
      {
        name: 'water',
        shape: { box: [8, 0.4, 6] },
        finish: 'ocean',
        color: 0x1e62a8,
        answersTo: ['sea', 'ocean', 'water'],
      },
      {
        name: 'wave',
        shape: {
          capsule: [
            [-3.8, 0, 0],
            [3.8, 0, 0],
          ],
          r: 0.16,
        },
        repeat: { count: 5, step: [0, 0, 1.15], word: 'wave' },
        at: [0, 0.36, -2.3],
        finish: 'ocean',
        color: 0x2a78c0,
        role: 'accent',
        answersTo: ['waves'],
      },
      {
        name: 'foam',
        shape: {
          capsule: [
            [-3.6, 0, 0],
            [3.6, 0, 0],
          ],
          r: 0.07,
        },
        repeat: { count: 5, step: [0, 0, 1.15], word: 'foam' },
        at: [0, 0.5, -2.34],
        finish: 'paint',
        color: 0xf4f8fa,
        role: 'fixed',
        answersTo: ['foam'],
      },
    ],
  },
  {
    // A rock mound with a dark mouth in its front.
    kind: 'cave',
    nouns: ['cave', 'cavern', 'grotto', 'cave entrance', 'cave mouth', 'rock cave'],
    size: [2.2, 5],
    parts: [
      ground(0x7a8a4a, 'grass', [5, 0.2, 4]),
      {
        name: 'rock',
        shape: { ellipsoid: [2.2, 2.0, 1.6] },
        at: [0, 0.1, -0.2],
        minus: [
          { shape: { box: [8, 2.2, 8] }, at: [0, -2.2, 0] },
          { shape: { box: [1.2, 1.1, 2] }, at: [0, 0, 1.1] },
          { shape: { cyl: 2, r: 0.6 }, turn: [90, 0, 0], at: [0, 1.1, 0.3] },
        ],
        finish: 'stone',
        color: ROCK,
        answersTo: ['rock', 'stone'],
      },
      {
        name: 'darkness',
        shape: { ellipsoid: [0.62, 0.85, 0.5] },
        at: [0, 0.9, 0.55],
        finish: 'coal',
        role: 'fixed',
        answersTo: ['mouth', 'entrance', 'opening'],
      },
      stones(
        [
          [1.5, 0.2, 1.3],
          [-1.4, 0.2, 1.2],
        ],
        0.3,
      ),
      {
        name: 'moss',
        shape: { ellipsoid: [1.4, 0.35, 1.1] },
        at: [0.3, 1.85, -0.5],
        finish: 'grass',
        color: 0x4a7a2a,
        role: 'fixed',
        answersTo: ['moss', 'grass'],
      },
    ],
  },
  {
    // A sheer rock face with grass on top and fallen rocks and the sea at its foot.
    kind: 'cliff',
    nouns: [
      'cliff',
      'precipice',
      'crag',
      'rock face',
      'cliffside',
      'cliff face',
      'sea cliff',
      'drop-off',
    ],
    size: [3.4, 6],
    parts: [
      {
        name: 'sea',
        shape: { box: [6, 0.2, 2.4] },
        at: [0, 0, 1.8],
        finish: 'ocean',
        color: WATER,
        role: 'detail',
        answersTo: ['sea', 'water'],
      },
      {
        name: 'rock',
        shape: {
          plan: [
            [-3, -2.4],
            [3, -2.4],
            [3, 0.5],
            [2.2, 0.75],
            [1.4, 0.5],
            [0.6, 0.85],
            [-0.4, 0.6],
            [-1.3, 0.9],
            [-2.2, 0.55],
            [-3, 0.7],
          ],
          height: 3.1,
          taper: 0.97,
        },
        finish: 'stone',
        color: 0x9a8a74,
        answersTo: ['rock', 'face'],
      },
      {
        name: 'grass_top',
        shape: { box: [5.9, 0.22, 3.1], round: 0.08 },
        at: [0, 3.05, -0.85],
        finish: 'grass',
        color: GRASS,
        role: 'accent',
        answersTo: ['grass', 'top'],
      },
      stones(
        [
          [-1.6, 0.15, 1.15],
          [1.1, 0.15, 1.1],
          [2.3, 0.15, 1.25],
        ],
        0.35,
        0x9a8a74,
      ),
      ...trees([[-2.1, 3.2, -1.6]], 1.4),
    ],
  },
  {
    // Two walls of banded red rock with a river in the gorge between them.
    kind: 'canyon',
    nouns: ['canyon', 'gorge', 'ravine', 'gulch', 'grand canyon', 'coulee'],
    size: [2.6, 8],
    parts: [
      ground(0xb0703a, 'plain', [8, 0.2, 6]),
      ...strata(
        'wall',
        [
          [-4, -3],
          [-1.5, -3],
          [-1.9, -1.5],
          [-1.4, 0],
          [-2.0, 1.5],
          [-1.7, 3],
          [-4, 3],
        ],
        3.2,
        [0x8a321a, 0xb0502a, 0x9a401e, 0xc06a36],
      ),
      ...strata(
        'far_wall',
        [
          [1.7, -3],
          [4, -3],
          [4, 3],
          [1.8, 3],
          [2.1, 1.5],
          [1.6, 0],
          [2.0, -1.5],
        ],
        3.2,
        [0x8a321a, 0xb0502a, 0x9a401e, 0xc06a36],
      ),
      water(
        'river',
        band(
          MEANDER.map(([x, z]) => [x * 0.25, z] as V2),
          0.4,
        ),
        0x3a7ab8,
        0.24,
      ),
    ],
  },
  {
    // Green slopes either side of a river that winds along the valley floor.
    kind: 'valley',
    nouns: ['valley', 'vale', 'dale', 'glen', 'river valley', 'mountain valley'],
    size: [3, 8],
    // A pass, a gully and a hollow by their class (session 30, places).
    looks: S30_VALLEY_LOOKS,
    parts: [
      ground(),
      {
        name: 'slope',
        shape: { ellipsoid: [1.9, 2.0, 3.4] },
        at: [-2.7, 0, 0],
        minus: [{ shape: { box: [12, 2.2, 10] }, at: [0, -2.2, 0] }],
        finish: 'grass',
        color: 0x4a8a32,
        answersTo: ['slopes', 'hills', 'hill'],
      },
      {
        name: 'far_slope',
        shape: { ellipsoid: [1.9, 1.8, 3.4] },
        at: [2.8, 0, -0.2],
        minus: [{ shape: { box: [12, 2.2, 10] }, at: [0, -2.2, 0] }],
        finish: 'grass',
        color: 0x4a8a32,
        answersTo: ['slopes', 'hills', 'hill'],
      },
      water(
        'river',
        band(
          MEANDER.map(([x, z]) => [x * 0.45, z] as V2),
          0.35,
        ),
      ),
      ...trees([
        [-1.6, 1.2, -1.2],
        [-1.5, 1.1, 1.4],
        [1.8, 1.3, 0.8],
        [-3.2, 1.9, 0],
      ]),
    ],
  },
  {
    // A jagged mass of ice afloat, pale blue, on dark water.
    kind: 'iceberg',
    nouns: ['iceberg', 'berg', 'ice sheet', 'growler'],
    size: [3, 7],
    parts: [
      {
        name: 'sea',
        shape: { cyl: 0.25, r: 3.5 },
        finish: 'ocean',
        color: 0x1e4f8a,
        role: 'detail',
        answersTo: ['sea', 'water'],
      },
      {
        name: 'ice',
        shape: {
          plan: [
            [-1.8, -0.9],
            [-0.6, -1.5],
            [1.1, -1.2],
            [1.9, -0.2],
            [1.4, 1.0],
            [0.1, 1.4],
            [-1.3, 0.9],
          ],
          height: 1.4,
          taper: 0.7,
        },
        at: [0, 0.1, 0],
        finish: 'ice',
        color: 0xe4f2fa,
        answersTo: ['ice', 'iceberg'],
      },
      {
        name: 'peak',
        shape: {
          plan: [
            [-0.9, -0.6],
            [0.4, -0.8],
            [1.0, 0.1],
            [0.2, 0.8],
            [-0.8, 0.4],
          ],
          height: 1.5,
          taper: 0.15,
        },
        at: [-0.2, 1.45, 0],
        finish: 'ice',
        color: 0xf4fafe,
        answersTo: ['ice', 'peak'],
      },
      {
        name: 'shard',
        shape: { plan: oval(0.5, 0.4, 5), height: 1.3, taper: 0.1 },
        at: [1.1, 1.4, 0.3],
        finish: 'ice',
        color: 0xcce6f4,
        answersTo: ['ice'],
      },
    ],
  },
  {
    // A river of ice down between two grey rock peaks to the water at their foot.
    kind: 'glacier',
    nouns: ['glacier', 'icefield', 'valley glacier'],
    size: [3.2, 8],
    parts: [
      ground(0x8a8a86, 'stone', [8, 0.2, 6]),
      {
        name: 'peak',
        shape: { plan: oval(2.0, 2.2, 7), height: 3.2, taper: 0.05 },
        at: [-2.3, 0, -1.2],
        finish: 'stone',
        color: 0x7a7672,
        answersTo: ['mountain', 'rock', 'peaks'],
      },
      {
        name: 'far_peak',
        shape: { plan: oval(1.8, 2.0, 7, 0, 0, 0.1), height: 2.8, taper: 0.05 },
        at: [2.4, 0, -1.4],
        finish: 'stone',
        color: 0x7a7672,
        answersTo: ['mountain', 'rock', 'peaks'],
      },
      {
        name: 'snow_cap',
        shape: { plan: oval(0.75, 0.8, 7), height: 1.2, taper: 0.05 },
        at: [-2.3, 2.0, -1.2],
        finish: 'snow',
        role: 'fixed',
        answersTo: ['snow'],
      },
      {
        name: 'far_snow_cap',
        shape: { plan: oval(0.7, 0.75, 7, 0, 0, 0.1), height: 1.1, taper: 0.05 },
        at: [2.4, 1.7, -1.4],
        finish: 'snow',
        role: 'fixed',
        answersTo: ['snow'],
      },
      {
        name: 'ice',
        shape: {
          plan: [
            [-0.9, -3.2],
            [0.9, -3.2],
            [1.1, -1],
            [1.3, 1.4],
            [0.7, 2.0],
            [-0.6, 2.0],
            [-1.2, 1.3],
            [-1.0, -1],
          ],
          height: 0.3,
        },
        turn: [-14, 0, 0],
        at: [0, 0.65, 0],
        finish: 'ice',
        color: 0xe0f0fa,
        answersTo: ['ice', 'glacier'],
      },
      {
        name: 'lake',
        shape: { plan: oval(1.6, 0.9, 20), height: 0.06 },
        at: [0, 0.18, 2.2],
        finish: 'ocean',
        color: 0x5ab0d0,
        role: 'detail',
        answersTo: ['water', 'lake'],
      },
    ],
  },
  {
    // Murky water among reeds and cattails, lily pads on it, a dead tree standing in it.
    kind: 'swamp',
    nouns: [
      'swamp',
      'marsh',
      'bog',
      'mire',
      'wetland',
      'marshland',
      'swampland',
      'morass',
      'quagmire',
      'slough',
    ],
    size: [2.6, 8],
    parts: [
      ground(0x5a6a32, 'grass'),
      water('water', oval(3.1, 2.2, 30, 0.2, 0, 0.12), 0x4a5a3a),
      ...reeds(-2.6, 1.2),
      ...reeds(2.4, -1.5),
      ...reeds(1.6, 1.9),
      lilyPads([
        [0.3, 0.31, 0.8],
        [-0.6, 0.31, -0.4],
        [1.1, 0.31, 0.2],
      ]),
      {
        name: 'dead_tree',
        shape: {
          sweep: [
            [-0.9, 0.2, -1.2],
            [-0.8, 1.2, -1.2],
            [-0.95, 2.2, -1.1],
          ],
          r: [0.16, 0.1, 0.05],
        },
        finish: 'bark',
        color: 0x5a4a3a,
        role: 'fixed',
        answersTo: ['tree', 'trunk'],
      },
      {
        name: 'dead_branch',
        shape: {
          sweep: [
            [-0.82, 1.4, -1.2],
            [-0.3, 1.9, -1.1],
            [-0.1, 2.3, -1.0],
          ],
          r: [0.07, 0.05, 0.02],
        },
        copies: [[-1.05, -0.2, 0.1]],
        finish: 'bark',
        color: 0x5a4a3a,
        role: 'fixed',
        answersTo: ['branches'],
      },
    ],
  },
  {
    // A green field of grass tufts and wildflowers.
    kind: 'meadow',
    nouns: [
      'meadow',
      'grassland',
      'prairie',
      'pasture',
      'field',
      'hayfield',
      'grassy field',
      'field of flowers',
      'flower meadow',
      'savanna',
    ],
    size: [0.75, 4],
    parts: [
      ground(0x6aaa42, 'grass', [4, 0.2, 3]),
      {
        name: 'tuft',
        shape: { cyl: 0.32, r: 0.12, rTop: 0.015 },
        ...atPoints(
          Array.from(
            { length: 18 },
            (_, i) => [-1.8 + ((i * 1.45) % 3.6), 0.2, -1.3 + ((i * 0.85) % 2.6)] as V3,
          ),
        ),
        finish: 'grass',
        color: 0x4a8a2a,
        role: 'fixed',
        answersTo: ['grass', 'tufts'],
      },
      {
        name: 'flower_stem',
        shape: { cyl: 0.42, r: 0.018 },
        ...atPoints(
          Array.from(
            { length: 14 },
            (_, i) => [-1.7 + ((i * 1.65) % 3.4), 0.2, -1.2 + ((i * 1.15) % 2.4)] as V3,
          ),
        ),
        finish: 'leaf',
        color: 0x3a7a2a,
        role: 'fixed',
      },
      {
        name: 'flowers',
        shape: { ellipsoid: [0.11, 0.05, 0.11] },
        ...atPoints(
          Array.from(
            { length: 14 },
            (_, i) => [-1.7 + ((i * 1.65) % 3.4), 0.62, -1.2 + ((i * 1.15) % 2.4)] as V3,
          ),
        ),
        finish: 'flower',
        colors: [0xf4e04a, 0xf4f4f4, 0xe05a8a, 0xa05ad8],
        role: 'fixed',
        answersTo: ['flowers', 'wildflowers'],
      },
    ],
  },
];

/** Things of the sky: a comet and its tail, the solar system as a model on its plane. */
export const SKY_KINDS: readonly KindDecl[] = [
  {
    // A black sphere in a glowing, tilted disc of infalling matter, a fainter ring behind.
    kind: 'black hole',
    nouns: ['black hole', 'event horizon'],
    size: [1.6, 4.4],
    parts: [
      {
        name: 'hole',
        shape: { ball: 0.8 },
        at: [0, 0.85, 0],
        finish: 'coal',
        color: 0x050505,
        role: 'fixed',
        answersTo: ['hole', 'horizon'],
      },
      {
        name: 'disc',
        shape: { ring: 1.5, r: 0.2 },
        turn: [80, 0, 0],
        at: [0, 0.85, 0],
        finish: 'light',
        color: 0xff9a2a,
        answersTo: ['disc', 'disk', 'ring'],
      },
      {
        name: 'inner_disc',
        shape: { ring: 1.0, r: 0.12 },
        turn: [80, 0, 0],
        at: [0, 0.85, 0],
        finish: 'light',
        color: 0xfff0b0,
        role: 'fixed',
      },
      {
        name: 'halo',
        shape: { ring: 0.86, r: 0.06 },
        at: [0, 0.85, -0.05],
        finish: 'light',
        color: 0xffc860,
        role: 'fixed',
        answersTo: ['halo'],
      },
    ],
  },
  {
    kind: 'comet',
    nouns: ['comet', 'halley comet'],
    size: [1.2, 6],
    parts: [
      {
        name: 'nucleus',
        shape: { ellipsoid: [0.55, 0.5, 0.5] },
        at: [2.3, 0.6, 0],
        finish: 'stone',
        color: 0x8a8680,
        role: 'accent',
        answersTo: ['head', 'rock', 'nucleus'],
      },
      {
        name: 'coma',
        shape: { ball: 0.58 },
        at: [2.2, 0.6, 0],
        finish: 'light',
        color: 0xd8f0ff,
        answersTo: ['glow', 'coma'],
      },
      {
        name: 'tail',
        shape: { cyl: 5, r: 0.55, rTop: 0.05 },
        turn: [0, 0, 90],
        at: [2.2, 0.6, 0],
        finish: 'light',
        color: 0xa8d8ff,
        answersTo: ['tail'],
      },
      {
        name: 'dust_tail',
        shape: { cyl: 4, r: 0.35, rTop: 0.03 },
        turn: [0, 14, 84],
        at: [2.2, 0.7, 0],
        finish: 'light',
        color: 0xfff0c8,
        role: 'fixed',
        answersTo: ['tail'],
      },
    ],
  },
  {
    kind: 'solar system',
    nouns: ['solar system', 'planetary system', 'planets', 'the planets', 'star system'],
    size: [1.2, 9],
    parts: [
      {
        name: 'plane',
        shape: { cyl: 0.04, r: 4.5 },
        finish: 'plain',
        color: 0x141a30,
        role: 'detail',
        answersTo: ['space', 'base'],
      },
      {
        name: 'sun',
        shape: { ball: 0.9 },
        at: [0, 0.55, 0],
        finish: 'light',
        color: 0xffc830,
        answersTo: ['sun'],
      },
      ...[1.5, 2.15, 2.85, 3.6, 4.3].map((r, i): PartDecl => ({
        name: `orbit_${i + 1}`,
        shape: { ring: r, r: 0.015 },
        turn: [90, 0, 0],
        at: [0, 0.05, 0],
        finish: 'plain',
        color: 0x8a90a8,
        role: 'fixed',
        answersTo: ['orbits', 'orbit'],
      })),
      ...(
        [
          [1.5, 20, 0.12, 0x9a8a7a],
          [2.15, 140, 0.2, 0xe0c08a],
          [2.85, 250, 0.22, 0x3a7ad8],
          [3.6, 320, 0.16, 0xc8582a],
          [4.3, 80, 0.38, 0xd8b07a],
        ] as const
      ).map(([r, a, size, color], i): PartDecl => ({
        name: `planet_${i + 1}`,
        shape: { ball: size },
        at: [Math.cos((a * Math.PI) / 180) * r, 0.04 + size, Math.sin((a * Math.PI) / 180) * r],
        finish: 'plain',
        color,
        role: 'fixed',
        answersTo: ['planets', 'planet'],
      })),
      {
        name: 'rings',
        shape: { ring: 0.58, r: 0.05 },
        turn: [80, 0, 0],
        at: [Math.cos((80 * Math.PI) / 180) * 4.3, 0.42, Math.sin((80 * Math.PI) / 180) * 4.3],
        finish: 'plain',
        color: 0xe8d8a8,
        role: 'fixed',
        answersTo: ['rings'],
      },
    ],
  },
];

/** Rings of overlapping scales up a cone: `rows` of [radius, height, count]. */
function scaleRings(
  name: string,
  rows: ReadonlyArray<readonly [number, number, number]>,
  scale: V3,
  color: number,
): PartDecl[] {
  return rows.map(([r, y, n], i) => ({
    name: `${name}_${i + 1}`,
    shape: { ellipsoid: scale },
    turn: [0, 0, -35] as V3,
    at: [r, y, 0] as V3,
    repeat: { count: n, turn: [0, 360 / n, 0] as V3, pivot: [0, y, 0] as V3, word: name },
    finish: 'bark',
    color: i % 2 === 0 ? color : color + 0x0a0806,
    role: 'main' as const,
    answersTo: [name, 'scales'],
  }));
}

/** Plants, seeds and small creatures by shape. */
export const LIVING_KINDS: readonly KindDecl[] = [
  {
    // Woody scales in rings up an egg-shaped core, widest a third of the way up.
    kind: 'pinecone',
    nouns: ['pinecone', 'pine cone', 'spruce cone', 'conifer cone', 'cone of a pine'],
    size: [0.1, 0.07],
    parts: [
      {
        name: 'core',
        shape: {
          lathe: [
            [0.004, 0],
            [0.018, 0.01],
            [0.022, 0.04],
            [0.014, 0.08],
            [0.002, 0.095],
          ],
          smooth: true,
        },
        finish: 'bark',
        color: 0x5a3a1e,
        answersTo: ['cone'],
      },
      ...scaleRings(
        'scale',
        [
          [0.02, 0.012, 7],
          [0.027, 0.025, 9],
          [0.029, 0.039, 10],
          [0.027, 0.053, 9],
          [0.022, 0.066, 8],
          [0.015, 0.078, 6],
          [0.008, 0.088, 4],
        ],
        [0.011, 0.004, 0.009],
        0x8a5a2e,
      ),
    ],
  },
  {
    // A smooth nut in a scaly cap with a short stalk.
    kind: 'acorn',
    nouns: ['acorn', 'acorns', 'oak nut', 'oak seed'],
    size: [0.035, 0.022],
    parts: [
      {
        name: 'nut',
        shape: {
          lathe: [
            [0.001, 0],
            [0.006, 0.002],
            [0.0105, 0.01],
            [0.011, 0.02],
            [0.0095, 0.026],
          ],
          smooth: true,
        },
        finish: 'wood',
        color: 0x9a6a2a,
        answersTo: ['nut'],
      },
      {
        name: 'cap',
        shape: { ellipsoid: [0.012, 0.007, 0.012] },
        at: [0, 0.026, 0],
        finish: 'bark',
        color: 0x6a4a2a,
        role: 'accent',
        answersTo: ['cap', 'cup'],
      },
      {
        name: 'stalk',
        shape: { cyl: 0.006, r: 0.0018 },
        at: [0, 0.031, 0],
        finish: 'bark',
        color: 0x4a3a22,
        role: 'fixed',
      },
    ],
  },
  {
    // A climbing plant twining up a wooden trellis, leaves all along it.
    kind: 'vine',
    nouns: [
      'vine',
      'ivy',
      'climbing plant',
      'climber',
      'liana',
      'english ivy',
      'wisteria',
      'clematis',
      'climbing vine',
    ],
    size: [1.8, 1],
    parts: [
      {
        name: 'trellis_post',
        shape: { box: [0.05, 1.8, 0.05] },
        ...atPoints([
          [-0.45, 0, 0],
          [0.45, 0, 0],
        ]),
        finish: 'wood',
        color: 0xa88a62,
        role: 'accent',
        answersTo: ['trellis', 'post'],
      },
      {
        name: 'trellis_bar',
        shape: { box: [0.95, 0.04, 0.04] },
        repeat: { count: 4, step: [0, 0.42, 0], word: 'bar' },
        at: [0, 0.35, 0],
        finish: 'wood',
        color: 0xa88a62,
        role: 'accent',
        answersTo: ['trellis'],
      },
      {
        name: 'stem',
        shape: {
          sweep: Array.from({ length: 13 }, (_, i) => {
            const y = 0.02 + i * 0.14;
            return [Math.sin(i * 1.1) * 0.3, y, 0.04 + Math.cos(i * 1.1) * 0.03] as V3;
          }),
          r: 0.018,
        },
        finish: 'bark',
        color: 0x5a6a2a,
        role: 'detail',
        answersTo: ['stem'],
      },
      {
        name: 'leaves',
        shape: { ellipsoid: [0.1, 0.014, 0.075] },
        turn: [70, 0, 0],
        ...atPoints(
          Array.from({ length: 22 }, (_, i) => {
            const k = i * 0.56;
            const y = 0.1 + k * 0.14;
            return [Math.sin(k * 1.1) * 0.3 + (i % 2 === 0 ? 0.07 : -0.07), y, 0.08] as V3;
          }),
        ),
        finish: 'leaf',
        color: 0x3a8a2a,
        answersTo: ['leaves', 'leaf'],
      },
    ],
    // A grapevine's bunches, a hop's cones (s28-plants.ts).
    looks: VINE_LOOKS,
  },
  {
    // A stone under a thick cushion of green moss.
    kind: 'moss',
    nouns: [
      'moss',
      'mossy rock',
      'mossy stone',
      'moss-covered rock',
      'peat moss',
      'sphagnum',
      'clump of moss',
    ],
    size: [0.3, 0.6],
    parts: [
      {
        name: 'stone',
        shape: { ellipsoid: [0.3, 0.16, 0.22] },
        minus: [{ shape: { box: [1, 0.3, 1] }, at: [0, -0.3, 0] }],
        finish: 'stone',
        color: ROCK,
        role: 'accent',
        answersTo: ['rock', 'stone'],
      },
      {
        name: 'moss',
        shape: { ellipsoid: [0.09, 0.07, 0.08] },
        ...atPoints([
          [-0.04, 0.15, 0],
          [0.1, 0.13, 0.06],
          [-0.16, 0.1, -0.04],
          [0.05, 0.13, -0.1],
          [0.18, 0.08, -0.05],
          [-0.1, 0.12, 0.1],
          [0.02, 0.16, 0.08],
          [-0.06, 0.14, -0.12],
          [0.22, 0.06, 0.08],
        ]),
        finish: 'grass',
        color: 0x4a8a22,
        answersTo: ['moss'],
      },
    ],
  },
  {
    // Wavy brown-green fronds rising from a holdfast on a rock.
    kind: 'seaweed',
    nouns: ['seaweed', 'kelp', 'sea kelp', 'kelp forest', 'wrack', 'marine algae'],
    size: [1.1, 0.6],
    parts: [
      {
        name: 'rock',
        shape: { ellipsoid: [0.25, 0.1, 0.2] },
        finish: 'stone',
        color: 0x6a6660,
        role: 'accent',
        answersTo: ['rock', 'stone'],
      },
      ...[
        [0, 0],
        [0.09, 0.05],
        [-0.08, 0.04],
        [0.03, -0.08],
        [-0.05, -0.06],
      ].map(([x, z], i): PartDecl => ({
        name: `frond_${i + 1}`,
        shape: {
          sweep: Array.from({ length: 8 }, (_, k) => {
            const y = 0.05 + k * (0.13 - i * 0.012);
            return [
              x! + Math.sin(k * 0.9 + i) * 0.06,
              y,
              z! + Math.cos(k * 0.9 + i * 2) * 0.03,
            ] as V3;
          }),
          r: [0.02, 0.026, 0.028, 0.028, 0.025, 0.021, 0.015, 0.008],
        },
        finish: 'leaf',
        color: i % 2 === 0 ? 0x6a7a2a : 0x5a6a22,
        answersTo: ['fronds', 'kelp', 'seaweed'],
      })),
    ],
  },
  {
    // A round bale of golden hay, rolled, with its spiral face showing.
    kind: 'hay bale',
    nouns: ['hay bale', 'hay', 'bale of hay', 'straw bale', 'round bale', 'bale of straw', 'bale'],
    size: [1.3, 1.5],
    parts: [
      {
        name: 'bale',
        shape: { cyl: 1.2, r: 0.65 },
        turn: [90, 0, 0],
        at: [0, 0.65, -0.6],
        finish: 'plain',
        color: 0xd0a848,
        answersTo: ['hay', 'straw'],
      },
      ...[0.18, 0.34, 0.5].map((r, i): PartDecl => ({
        name: `roll_${i + 1}`,
        shape: { ring: r, r: 0.035 },
        at: [0, 0.65, 0.6],
        copies: [[0, 0, -1.2]],
        finish: 'plain',
        color: 0xa88430,
        role: 'fixed',
        answersTo: ['roll'],
      })),
      {
        name: 'twine',
        shape: { ring: 0.655, r: 0.014 },
        at: [0, 0.65, 0.25],
        copies: [[0, 0, -0.5]],
        finish: 'fabric',
        color: 0xe8e0c8,
        role: 'fixed',
        answersTo: ['twine', 'string'],
      },
    ],
  },
  {
    kind: 'lilac',
    nouns: ['lilac', 'lilac bush', 'lilacs', 'common lilac'],
    size: [1.6, 1.4],
    parts: [
      {
        name: 'bush',
        shape: { ellipsoid: [0.7, 0.65, 0.6] },
        at: [0, 0.7, 0],
        finish: 'leaf',
        color: 0x3a7a2a,
        role: 'accent',
        answersTo: ['leaves', 'bush'],
      },
      {
        name: 'stems',
        shape: { cyl: 0.3, r: 0.06 },
        finish: 'bark',
        role: 'fixed',
      },
      {
        name: 'blossoms',
        shape: { ellipsoid: [0.12, 0.2, 0.12] },
        ...atPoints([
          [0, 1.38, 0],
          [0.4, 1.2, 0.2],
          [-0.38, 1.22, 0.15],
          [0.16, 1.12, 0.45],
          [-0.2, 1.18, -0.38],
          [0.34, 1.16, -0.3],
          [-0.5, 0.98, -0.1],
          [0.55, 0.9, 0.05],
          [-0.15, 1.0, 0.5],
          [0.1, 1.05, -0.52],
        ]),
        finish: 'flower',
        color: 0x9a62c8,
        answersTo: ['flowers', 'blossoms', 'lilac'],
      },
    ],
  },
  {
    // A round black body and a flat tapering tail: a frog's larva.
    kind: 'tadpole',
    nouns: ['tadpole', 'polliwog', 'pollywog', 'tadpoles'],
    size: [0.012, 0.05],
    parts: [
      {
        name: 'body',
        shape: { ellipsoid: [0.011, 0.008, 0.009] },
        at: [0.012, 0.008, 0],
        finish: 'plastic',
        color: 0x2a2a22,
        answersTo: ['head', 'body'],
      },
      {
        name: 'tail',
        shape: {
          extrude: [
            [0.004, -0.004],
            [-0.01, -0.0045],
            [-0.03, 0],
            [-0.038, 0.001],
            [-0.03, 0.003],
            [-0.01, 0.0055],
            [0.004, 0.005],
          ],
          depth: 0.0018,
        },
        at: [0.006, 0.008, 0],
        finish: 'plastic',
        color: 0x4a4a3a,
        answersTo: ['tail'],
      },
      {
        name: 'eye',
        shape: { ball: 0.0022 },
        at: [0.018, 0.011, 0.006],
        copies: [[0, 0, -0.012]],
        finish: 'eye',
        role: 'fixed',
      },
    ],
  },
  {
    // A silk cocoon hanging from a twig.
    kind: 'cocoon',
    nouns: ['cocoon', 'chrysalis', 'pupa', 'butterfly cocoon'],
    size: [0.1, 0.14],
    parts: [
      {
        name: 'twig',
        shape: {
          capsule: [
            [-0.07, 0.095, 0],
            [0.07, 0.1, 0],
          ],
          r: 0.0045,
        },
        finish: 'bark',
        color: 0x5a4030,
        role: 'accent',
        answersTo: ['twig'],
      },
      {
        name: 'thread',
        shape: { cyl: 0.012, r: 0.0015 },
        at: [0, 0.085, 0],
        finish: 'linen',
        role: 'fixed',
      },
      {
        name: 'cocoon',
        shape: {
          lathe: [
            [0.001, 0],
            [0.01, 0.008],
            [0.016, 0.03],
            [0.014, 0.06],
            [0.006, 0.08],
            [0.001, 0.087],
          ],
          smooth: true,
        },
        finish: 'plain',
        color: 0xeee6cc,
        answersTo: ['cocoon', 'silk'],
      },
      {
        name: 'leaf',
        shape: { ellipsoid: [0.03, 0.003, 0.014] },
        turn: [0, 0, -15],
        at: [0.055, 0.1, 0.004],
        finish: 'leaf',
        color: 0x4a8a2a,
        role: 'fixed',
      },
    ],
  },
];

/** Fruit, roots and seeds the open tuning lists still missed, by their own look. */
export const PRODUCE_KINDS: readonly KindDecl[] = [
  {
    // A fuzzy brown egg beside its cut half: green flesh, a pale core and a ring of black seeds.
    kind: 'kiwi fruit',
    nouns: ['kiwi fruit', 'kiwi', 'kiwifruit', 'chinese gooseberry'],
    size: [0.06, 0.1],
    parts: [
      {
        name: 'skin',
        shape: { ellipsoid: [0.035, 0.026, 0.026] },
        at: [-0.02, 0.026, 0],
        finish: 'fur',
        color: 0x6a4a26,
        answersTo: ['skin', 'fur'],
      },
      {
        name: 'half',
        shape: { ellipsoid: [0.026, 0.026, 0.026] },
        at: [0.03, 0.026, 0],
        minus: [{ shape: { box: [0.1, 0.1, 0.1] }, at: [0.03, 0.026, 0] }],
        finish: 'fur',
        color: 0x6a4a26,
        role: 'fixed',
      },
      {
        name: 'flesh',
        shape: { cyl: 0.004, r: 0.0248 },
        at: [0.03, 0.023, 0],
        finish: 'plastic',
        color: 0x7ab82a,
        answersTo: ['flesh', 'inside'],
      },
      {
        name: 'core',
        shape: { cyl: 0.002, r: 0.007 },
        at: [0.03, 0.0265, 0],
        finish: 'plain',
        color: 0xf0f0d0,
        role: 'fixed',
      },
      {
        name: 'seeds',
        shape: { ellipsoid: [0.0022, 0.001, 0.0012] },
        ...atPoints(around(12, 0.011, 0.0272).map(([x, y, z]) => [x + 0.03, y, z] as V3)),
        finish: 'plain',
        color: 0x111111,
        role: 'fixed',
        answersTo: ['seeds'],
      },
    ],
  },
  {
    // A knobbly tan rhizome: fingers branching from a thick body, one end cut pale.
    kind: 'ginger root',
    nouns: ['ginger root', 'ginger', 'gingerroot', 'root ginger', 'fresh ginger'],
    size: [0.04, 0.12],
    parts: [
      {
        name: 'root',
        shape: {
          capsule: [
            [-0.045, 0.018, 0],
            [0.03, 0.02, 0.005],
          ],
          r: 0.017,
        },
        finish: 'plain',
        color: 0xa87a48,
        answersTo: ['root', 'skin'],
      },
      ...(
        [
          [[-0.02, 0.02, 0], [-0.005, 0.022, 0.045], 0.012],
          [[0.01, 0.02, 0], [0.035, 0.02, -0.035], 0.011],
          [[0.02, 0.022, 0], [0.06, 0.03, 0.02], 0.012],
          [[-0.035, 0.02, 0], [-0.06, 0.022, -0.03], 0.01],
        ] as const
      ).map(([a, b, r], i): PartDecl => ({
        name: `knob_${i + 1}`,
        shape: { capsule: [a as V3, b as V3], r, r2: r * 0.85 },
        finish: 'plain',
        color: 0xa07244,
        answersTo: ['root', 'knobs'],
      })),
      {
        name: 'cut',
        shape: { cyl: 0.002, r: 0.015 },
        turn: [0, 0, 90],
        at: [-0.061, 0.018, 0],
        finish: 'plain',
        color: 0xf2e2a0,
        role: 'fixed',
      },
    ],
  },
  {
    // A small heap of striped teardrop seeds (a sunflower's), one lying apart on its side.
    kind: 'seed',
    nouns: ['seed', 'seeds', 'sunflower seed', 'sunflower seeds', 'handful of seeds'],
    size: [0.016, 0.05],
    parts: [
      {
        name: 'seed',
        shape: { ellipsoid: [0.006, 0.0035, 0.011] },
        turn: [0, 0, 0],
        ...atPoints([
          [0, 0.0035, 0],
          [0.01, 0.0035, 0.006],
          [-0.01, 0.0035, 0.004],
          [0.004, 0.0035, -0.012],
          [-0.006, 0.0035, -0.01],
          [0.002, 0.008, 0.002],
          [0.014, 0.0035, -0.008],
        ]),
        finish: 'plain',
        color: 0x3a3430,
        answersTo: ['seeds', 'shell'],
      },
      {
        name: 'stripes',
        shape: { ellipsoid: [0.0015, 0.0036, 0.0105] },
        ...atPoints([
          [0, 0.0036, 0],
          [0.01, 0.0036, 0.006],
          [-0.01, 0.0036, 0.004],
          [0.004, 0.0036, -0.012],
          [-0.006, 0.0036, -0.01],
          [0.002, 0.0081, 0.002],
          [0.014, 0.0036, -0.008],
        ]),
        finish: 'plain',
        color: 0xe8e0d0,
        role: 'fixed',
      },
    ],
  },
];

/** A jar with a metal lid whose spread is its body (as the jam's), a label on its front. */
function jarOf(spread: number, lid: number, words: readonly string[]): PartDecl[] {
  return [
    {
      name: 'spread',
      shape: {
        lathe: [
          [0.034, 0],
          [0.037, 0.006],
          [0.037, 0.066],
          [0.03, 0.076],
          [0.03, 0.084],
        ],
      },
      finish: 'plastic',
      color: spread,
      answersTo: [...words, 'jar'],
    },
    {
      name: 'lid',
      shape: { cyl: 0.016, r: 0.033 },
      at: [0, 0.082, 0],
      finish: 'plastic',
      color: lid,
      role: 'accent',
      answersTo: ['lid', 'cap'],
    },
    {
      name: 'label',
      shape: { box: [0.04, 0.032, 0.004], round: 0.001 },
      at: [0, 0.02, 0.0355],
      finish: 'paper',
      color: 0xf4ecd8,
      role: 'fixed',
      answersTo: ['label'],
    },
  ];
}

/** More food as it is bought or served. */
export const PANTRY_KINDS: readonly KindDecl[] = [
  {
    kind: 'glass of soda',
    nouns: [
      'glass of soda',
      'soda',
      'soft drink',
      'cola',
      'coke',
      'coca cola',
      'soda pop',
      'fizzy drink',
      'root beer',
      'ginger ale',
      'glass of cola',
    ],
    size: [0.17, 0.08],
    parts: [
      ...glassOfDrink(0.03, 0.036, 0.13, 0.86, 0x3a1a0e, ['soda', 'cola']),
      iceCubes(3, 0.014, 0.1, 0.02),
      straw([-0.012, 0.05, 0], [-0.028, 0.17, 0.004], 0xe8e8e8),
    ],
  },
  {
    kind: 'glass of water',
    nouns: ['glass of water', 'ice water', 'drinking water', 'glass of ice water', 'mineral water'],
    size: [0.13, 0.07],
    parts: [
      ...glassOfDrink(0.03, 0.035, 0.13, 0.82, 0xb8dcf0, ['water']),
      iceCubes(2, 0.012, 0.09, 0.02),
    ],
  },
  {
    kind: 'peanut butter',
    nouns: ['peanut butter', 'jar of peanut butter', 'almond butter', 'chocolate spread'],
    size: [0.1, 0.075],
    parts: jarOf(0xb8783a, 0xd83a2a, ['peanut butter']),
  },
  {
    // A wrapped sweet: a round candy with its wrapper twisted out at both ends.
    kind: 'wrapped candy',
    nouns: [
      'wrapped candy',
      'toffee',
      'taffy',
      'caramel',
      'bonbon',
      'butterscotch',
      'hard candy',
      'sweets',
      'saltwater taffy',
    ],
    size: [0.025, 0.09],
    parts: [
      {
        name: 'candy',
        shape: { ellipsoid: [0.02, 0.0125, 0.0125] },
        at: [0, 0.0125, 0],
        finish: 'plastic',
        colors: [0xd8302a, 0xe8a020, 0x3a8ad8, 0x8a4ac8, 0x4ab04a],
        answersTo: ['wrapper', 'candy'],
      },
      {
        name: 'twist',
        shape: { cyl: 0.022, r: 0.004, rTop: 0.012 },
        turn: [0, 0, -90],
        at: [0.016, 0.0125, 0],
        mirror: true,
        finish: 'plastic',
        colors: [0xd8302a, 0xe8a020, 0x3a8ad8, 0x8a4ac8, 0x4ab04a],
        answersTo: ['wrapper'],
      },
    ],
  },
  {
    // A paper sack of flour, its top rolled open on the white flour, a scoop in it.
    kind: 'bag of flour',
    nouns: ['bag of flour', 'flour', 'flour sack', 'sack of flour', 'wheat flour', 'plain flour'],
    size: [0.3, 0.2],
    parts: [
      {
        name: 'bag',
        shape: { box: [0.17, 0.26, 0.1], round: 0.012 },
        finish: 'paper',
        color: 0xd8c8a0,
        answersTo: ['bag', 'sack', 'paper'],
      },
      {
        name: 'rolled_top',
        shape: { box: [0.175, 0.03, 0.105], round: 0.012 },
        at: [0, 0.245, 0],
        finish: 'paper',
        color: 0xc8b88e,
        role: 'fixed',
      },
      {
        name: 'flour',
        shape: { ellipsoid: [0.075, 0.03, 0.042] },
        at: [0, 0.255, 0],
        finish: 'plain',
        color: 0xfaf8f2,
        role: 'fixed',
        answersTo: ['flour'],
      },
      {
        name: 'label',
        shape: { box: [0.11, 0.09, 0.004] },
        at: [0, 0.07, 0.05],
        finish: 'paper',
        color: 0xf4f2ea,
        role: 'fixed',
        answersTo: ['label'],
      },
      {
        name: 'label_wheat',
        shape: { ellipsoid: [0.008, 0.03, 0.003] },
        at: [0, 0.115, 0.053],
        copies: [
          [-0.018, -0.005, 0],
          [0.018, -0.005, 0],
        ],
        finish: 'plain',
        color: 0xd8a040,
        role: 'fixed',
      },
    ],
  },
  {
    // White cubes heaped in a small bowl.
    kind: 'sugar',
    nouns: [
      'sugar',
      'sugar cubes',
      'sugar cube',
      'sugar lump',
      'lump sugar',
      'bowl of sugar',
      'cube sugar',
    ],
    size: [0.07, 0.11],
    parts: [
      bowl(0.05, 0.045, 'ceramic', 0x5a8ac8),
      {
        name: 'cubes',
        shape: { box: [0.018, 0.018, 0.018], round: 0.001 },
        turn: [8, 20, 5],
        ...atPoints([
          [0, 0.036, 0],
          [0.02, 0.036, 0.012],
          [-0.021, 0.036, 0.008],
          [0.006, 0.036, -0.022],
          [-0.012, 0.036, -0.016],
          [0.018, 0.038, -0.012],
          [-0.004, 0.052, 0.004],
          [0.012, 0.05, 0.008],
          [-0.014, 0.05, -0.004],
        ]),
        finish: 'plain',
        color: 0xfcfcfa,
        role: 'fixed',
        answersTo: ['sugar', 'cubes'],
      },
    ],
  },
  {
    // A pale ball of dough on a floured board, a rolling pin beside it.
    kind: 'dough',
    nouns: ['dough', 'bread dough', 'ball of dough', 'pizza dough', 'pastry dough', 'cookie dough'],
    size: [0.12, 0.4],
    parts: [
      {
        name: 'board',
        shape: { box: [0.4, 0.02, 0.28], round: 0.006 },
        finish: 'wood',
        color: 0xc8a06a,
        role: 'accent',
        answersTo: ['board'],
      },
      {
        name: 'dough',
        shape: { ellipsoid: [0.09, 0.055, 0.085] },
        at: [-0.04, 0.04, 0],
        minus: [{ shape: { box: [0.3, 0.1, 0.3] }, at: [0, -0.08, 0] }],
        finish: 'plain',
        color: 0xf2e2c0,
        answersTo: ['dough'],
      },
      {
        name: 'flour',
        shape: { cyl: 0.003, r: 0.1 },
        at: [-0.03, 0.02, 0],
        finish: 'plain',
        color: 0xfaf8f2,
        role: 'fixed',
        answersTo: ['flour'],
      },
      {
        name: 'rolling_pin',
        shape: {
          capsule: [
            [0.12, 0.042, -0.13],
            [0.12, 0.042, 0.13],
          ],
          r: 0.022,
        },
        finish: 'wood',
        color: 0xd8b480,
        role: 'fixed',
        answersTo: ['rolling pin'],
      },
    ],
  },
  {
    // Red-pink stalks in a bundle, their leaves fanned at the tops.
    kind: 'rhubarb',
    nouns: ['rhubarb', 'rhubarb stalk', 'rhubarb stalks', 'stalk of rhubarb'],
    size: [0.08, 0.5],
    parts: [
      ...[
        [0, 0.022],
        [0.03, 0.02],
        [-0.03, 0.02],
        [0.015, 0.05],
        [-0.015, 0.05],
      ].map(([z, y], i): PartDecl => ({
        name: `stalk_${i + 1}`,
        shape: {
          capsule: [
            [-0.2, y!, z!],
            [0.16, y! + 0.004, z! * 1.2],
          ],
          r: 0.016,
        },
        finish: 'plastic',
        color: i % 2 === 0 ? 0xc8283a : 0xd84a5a,
        answersTo: ['stalks', 'stalk'],
      })),
      {
        name: 'leaf',
        shape: { ellipsoid: [0.07, 0.012, 0.08] },
        at: [0.2, 0.05, 0],
        finish: 'leaf',
        color: 0x4a8a2a,
        role: 'fixed',
        answersTo: ['leaves', 'leaf'],
      },
    ],
  },
];

export const COMMON_NATURE_KINDS: readonly KindDecl[] = [
  ...DRINK_KINDS,
  ...DISH_KINDS,
  ...LANDFORM_KINDS,
  ...SKY_KINDS,
  ...LIVING_KINDS,
  ...PANTRY_KINDS,
  ...PRODUCE_KINDS,
];
