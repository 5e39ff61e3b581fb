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
import type { V2, V3 } from '../../geo.ts';

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
      ...glassOfDrink(0.036, 0.04, 0.09, 0.5, 0xb8661a, ['whisky', 'whiskey']),
      iceCubes(2, 0.015, 0.034, 0.026),
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

export const COMMON_NATURE_KINDS: readonly KindDecl[] = [...DRINK_KINDS, ...DISH_KINDS];
