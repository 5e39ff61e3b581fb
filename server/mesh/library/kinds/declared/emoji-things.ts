/**
 * Everyday things named by Unicode's emoji (issue #32, session 16): food and drink, clothing,
 * office and school things, tools, electronics, sports and toys that were honest unknowns or
 * wrong looks on the emoji tuning list and the fourth held-out list. Each kind takes a class's
 * common nouns (all flatbreads, all wraps, all clips), not one word. Declared as data
 * (library/declare.ts).
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { at } from './part-shorthand.ts';
import { VARIANT_LOOKS } from './variant-looks.ts';
import { WEAR_EAT_GROW_LOOKS } from './wear-eat-grow-looks.ts';

/** `n` points evenly round a circle of radius `r` in the XZ plane at height `y`. */
function around(n: number, r: number, y: number, phase = 0): V3[] {
  return Array.from({ length: n }, (_, i) => {
    const a = phase + (2 * Math.PI * i) / n;
    return [Math.cos(a) * r, y, Math.sin(a) * r] as V3;
  });
}

/** An ellipse's outline of radii `rx`, `ry` with `n` points. */
function ellipse(rx: number, ry: number, n = 24, cx = 0, cy = 0): V2[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    return [cx + Math.cos(a) * rx, cy + Math.sin(a) * ry] as V2;
  });
}

/** A round plate of radius `r` under food (white china unless the prompt says otherwise). */
function plate(r: number): PartDecl {
  return {
    name: 'plate',
    shape: { cyl: 0.012, r: r * 0.8, rTop: r },
    finish: 'ceramic',
    color: 0xf4f4f0,
    role: 'detail',
    answersTo: ['dish'],
  };
}

/** A wavy band `len` long and `thick` thick in the XY plane (a bacon strip's side). */
function wave(len: number, amp: number, thick: number, waves = 2.5): V2[] {
  const n = 24;
  const top: V2[] = [];
  const bottom: V2[] = [];
  for (let i = 0; i <= n; i++) {
    const x = -len / 2 + (len * i) / n;
    const y = amp + Math.sin((i / n) * waves * 2 * Math.PI) * amp;
    top.push([x, y + thick]);
    bottom.push([x, y]);
  }
  return [...bottom, ...top.reverse()];
}

/** A right foot's footprint, toe towards +X (soles, sandals, shoes). */
const FOOT: V2[] = [
  [0.13, 0.0],
  [0.12, 0.035],
  [0.08, 0.048],
  [0.02, 0.04],
  [-0.05, 0.036],
  [-0.11, 0.038],
  [-0.135, 0.02],
  [-0.138, -0.01],
  [-0.115, -0.034],
  [-0.05, -0.034],
  [0.02, -0.046],
  [0.08, -0.05],
  [0.12, -0.035],
];

/** A shipping container's paints: the box and its ribs pick one together. */
const CONTAINER_PAINT = [0xc8541c, 0x2a6ab8, 0x2a8a4a, 0xb8241c];

/** A marker's ink colours: its cap, clip and end plug pick one together. */
const MARKER_INK = [0x1a1a1a, 0xc8102e, 0x1e4ad8, 0x1e8a3a];

/** A highlighter's fluorescent inks: its barrel and cap pick one together. */
const HIGHLIGHTER_INK = [0xc8ea00, 0xff3aa0, 0x3ee02c, 0xff7a00];

/** A highlighter: fat and all in one fluorescent ink, its cap with a clip. */
const HIGHLIGHTER: StateDecl = {
  drop: ['barrel', 'grip', 'nib', 'clip', 'band'],
  parts: [
    {
      name: 'barrel',
      shape: {
        capsule: [
          [-0.06, 0.014, 0],
          [0.03, 0.014, 0],
        ],
        r: 0.014,
      },
      finish: 'plastic',
      colors: HIGHLIGHTER_INK,
    },
    {
      name: 'cap',
      shape: {
        capsule: [
          [0.025, 0.014, 0],
          [0.06, 0.014, 0],
        ],
        r: 0.0152,
      },
      finish: 'plastic',
      colors: HIGHLIGHTER_INK,
      answersTo: ['top'],
    },
    {
      name: 'clip',
      shape: { box: [0.028, 0.004, 0.006] },
      at: [0.045, 0.0285, 0],
      finish: 'plastic',
      color: 0x2a2a2a,
      role: 'fixed',
    },
  ],
};

/** A snowboard lying flat: one wide board turned up at both ends, two bindings across it. */
const SNOWBOARD: StateDecl = {
  drop: ['ski_1', 'ski_2', 'base', 'binding', 'pole', 'basket'],
  parts: [
    {
      name: 'board',
      shape: {
        extrude: [
          [-0.72, 0.0],
          [0.72, 0.0],
          [0.8, 0.03],
          [0.83, 0.07],
          [0.815, 0.075],
          [0.78, 0.04],
          [0.72, 0.018],
          [-0.72, 0.018],
          [-0.78, 0.04],
          [-0.815, 0.075],
          [-0.83, 0.07],
          [-0.8, 0.03],
        ],
        depth: 0.28,
        round: 0.006,
      },
      finish: 'plastic',
      colors: [0x2a6ad8, 0xd8242c, 0x1a1a1a, 0x2ab87a],
      answersTo: ['snowboard'],
    },
    {
      name: 'stripe',
      shape: { box: [1.2, 0.003, 0.08] },
      at: [0, 0.017, 0],
      finish: 'paint',
      color: 0xf4f4f0,
      role: 'accent',
    },
    {
      name: 'binding',
      shape: { box: [0.1, 0.06, 0.24], round: 0.015 },
      ...at([
        [-0.27, 0.016, 0],
        [0.27, 0.016, 0],
      ]),
      finish: 'plastic',
      color: 0x1a1a1e,
      role: 'fixed',
    },
    {
      name: 'strap',
      shape: { box: [0.05, 0.025, 0.2], round: 0.008 },
      ...at([
        [-0.25, 0.07, 0],
        [0.29, 0.07, 0],
      ]),
      finish: 'plastic',
      color: 0x3a3a44,
      role: 'fixed',
    },
  ],
};

/** One chunk on a skewer: a rounded cube of `size` at x, in its colour. */
function chunk(name: string, x: number, size: number, color: number, role?: 'accent'): PartDecl {
  return {
    name,
    shape: { box: [size, size, size], round: size * 0.3 },
    at: [x, 0.02 - size / 2, 0],
    finish: 'skin',
    color,
    ...(role ? { role } : {}),
    answersTo: name.startsWith('meat') ? ['meat'] : [],
  };
}

/** A shish kebab: grilled meat, red and green pepper and onion threaded in turn. */
const KEBAB: StateDecl = {
  drop: ['ball_1', 'ball_2', 'ball_3'],
  parts: [
    chunk('meat_1', -0.075, 0.032, 0x7a4024),
    chunk('pepper_1', -0.045, 0.026, 0xc8281c, 'accent'),
    chunk('onion_1', -0.018, 0.024, 0xeee4d0, 'accent'),
    chunk('meat_2', 0.01, 0.032, 0x7a4024),
    chunk('pepper_2', 0.04, 0.026, 0x4a8a2a, 'accent'),
    chunk('meat_3', 0.068, 0.032, 0x7a4024),
  ],
};

/** Satay or yakitori: small glazed pieces of meat and nothing else. */
const MEAT_SKEWER: StateDecl = {
  drop: ['ball_1', 'ball_2', 'ball_3'],
  parts: [-0.06, -0.03, 0, 0.03, 0.06].map((x, i) => chunk(`meat_${i + 1}`, x, 0.026, 0x8a4a20)),
};

/** A doorbell: a small brass plate on the wall, a round white button in a lit ring. */
const DOORBELL: StateDecl = {
  drop: ['plate', 'rocker', 'screw'],
  parts: [
    {
      name: 'plate',
      shape: { box: [0.045, 0.09, 0.008], round: 0.004 },
      finish: 'brass',
    },
    {
      name: 'ring',
      shape: { cyl: 0.006, r: 0.014 },
      turn: [90, 0, 0],
      at: [0, 0.038, 0.004],
      finish: 'plastic',
      color: 0xffc84a,
      role: 'accent',
      answersTo: ['light'],
    },
    {
      name: 'button',
      shape: { cyl: 0.01, r: 0.01 },
      turn: [90, 0, 0],
      at: [0, 0.038, 0.004],
      finish: 'ceramic',
      color: 0xf8f8f4,
      role: 'fixed',
    },
    {
      name: 'label',
      shape: { box: [0.03, 0.014, 0.003] },
      at: [0, 0.062, 0.004],
      finish: 'paper',
      color: 0xf4f0e4,
      role: 'fixed',
    },
    {
      name: 'screw',
      shape: { cyl: 0.002, r: 0.0025 },
      turn: [90, 0, 0],
      ...at([
        [0, 0.01, 0.004],
        [0, 0.082, 0.004],
      ]),
      finish: 'steel',
      role: 'fixed',
    },
  ],
};

/** Small pieces scattered over a dish's top at height y (peas, carrot, herbs). */
function bits(
  name: string,
  n: number,
  r: number,
  y: number,
  color: number,
  phase: number,
  size: number,
): PartDecl {
  return {
    name,
    shape: { ball: size },
    ...at(around(n, r, y, phase)),
    finish: 'plain',
    color,
    role: 'fixed',
  };
}

/** Curry and rice: a golden-brown sauce with chunks over one side of the bowl's rice. */
const CURRY: StateDecl = {
  parts: [
    {
      name: 'curry',
      shape: { ellipsoid: [0.068, 0.03, 0.042] },
      at: [0, 0.07, 0.028],
      finish: 'plain',
      color: 0xc0781c,
      answersTo: ['sauce'],
    },
    {
      name: 'chunk',
      shape: { box: [0.014, 0.012, 0.014], round: 0.003 },
      ...at([
        [-0.025, 0.092, 0.03],
        [0.012, 0.094, 0.045],
        [0.03, 0.09, 0.02],
      ]),
      finish: 'plain',
      color: 0xe8a040,
      role: 'fixed',
    },
  ],
};

/** Fried rice: the rice golden, with green peas, orange carrot and yellow egg through it. */
const FRIED_RICE: StateDecl = {
  drop: ['rice', 'grain'],
  parts: [
    {
      name: 'rice',
      shape: { ellipsoid: [0.07, 0.035, 0.07] },
      at: [0, 0.06, 0],
      finish: 'plain',
      color: 0xe2b25a,
    },
    bits('pea', 7, 0.04, 0.086, 0x5aa83a, 0, 0.0055),
    bits('carrot', 5, 0.025, 0.092, 0xf07a1a, 0.5, 0.005),
    bits('egg', 4, 0.052, 0.078, 0xffd84a, 0.9, 0.007),
  ],
};

/** Risotto: creamy pale-gold rice with green herbs on top. */
const RISOTTO: StateDecl = {
  drop: ['rice', 'grain'],
  parts: [
    {
      name: 'rice',
      shape: { ellipsoid: [0.07, 0.03, 0.07] },
      at: [0, 0.062, 0],
      finish: 'plain',
      color: 0xeedc9e,
    },
    bits('grain', 12, 0.04, 0.088, 0xf4e8c0, 0.2, 0.005),
    bits('herb', 5, 0.02, 0.091, 0x3a8a2a, 0.7, 0.004),
  ],
};

/** Porridge: a smooth oat-beige top with a few berries. */
const PORRIDGE: StateDecl = {
  drop: ['rice', 'grain'],
  parts: [
    {
      name: 'porridge',
      shape: { ellipsoid: [0.07, 0.028, 0.07] },
      at: [0, 0.062, 0],
      finish: 'plain',
      color: 0xdcc8a0,
    },
    bits('berry', 4, 0.018, 0.088, 0x3a3a8a, 0.4, 0.007),
  ],
};

/** A tall wooden pepper mill: a waisted body, a domed top with a knob, a steel band. */
const PEPPER_MILL: StateDecl = {
  drop: ['body', 'salt', 'cap', 'hole'],
  parts: [
    {
      name: 'body',
      shape: {
        lathe: [
          [0.026, 0],
          [0.028, 0.012],
          [0.019, 0.06],
          [0.025, 0.12],
          [0.026, 0.15],
        ],
        smooth: true,
      },
      finish: 'darkWood',
    },
    {
      name: 'band',
      shape: { cyl: 0.006, r: 0.027 },
      at: [0, 0.148, 0],
      finish: 'chrome',
      role: 'fixed',
    },
    {
      name: 'cap',
      shape: {
        lathe: [
          [0.026, 0.153],
          [0.026, 0.17],
          [0.016, 0.19],
          [0.001, 0.196],
        ],
        smooth: true,
      },
      finish: 'darkWood',
      role: 'accent',
      answersTo: ['lid', 'top'],
    },
    { name: 'knob', shape: { ball: 0.008 }, at: [0, 0.2, 0], finish: 'chrome', role: 'fixed' },
  ],
};

/** A pepper shaker: the salt shaker's shape in black where salt's is white glass. */
const PEPPER_SHAKER: StateDecl = {
  drop: ['body', 'salt'],
  parts: [
    {
      name: 'body',
      shape: {
        lathe: [
          [0.022, 0],
          [0.024, 0.02],
          [0.02, 0.06],
          [0.022, 0.075],
        ],
        smooth: true,
      },
      finish: 'ceramic',
      color: 0x2a2a2c,
    },
  ],
};

/** A sheet of A4 lying flat: a heading and lines of text in a column. */
const SHEET: StateDecl = {
  drop: ['paper', 'curl', 'curl_sheet', 'line', 'total'],
  parts: [
    { name: 'paper', shape: { box: [0.21, 0.0015, 0.297] }, finish: 'paper', color: 0xfbfbf8 },
    {
      name: 'heading',
      shape: { box: [0.1, 0.001, 0.012] },
      at: [-0.035, 0.0015, -0.115],
      finish: 'paint',
      color: 0x1a1a1a,
      role: 'fixed',
    },
    {
      name: 'line',
      shape: { box: [0.17, 0.001, 0.005] },
      ...at(Array.from({ length: 14 }, (_, i) => [0, 0.0015, -0.085 + i * 0.015] as V3)),
      finish: 'paint',
      color: 0x7a7a7a,
      role: 'fixed',
    },
  ],
};

/** A table-tennis bat: a round wooden blade faced in red rubber, a short handle, a white ball. */
const PADDLE: StateDecl = {
  drop: ['frame', 'strings', 'throat', 'grip', 'ball'],
  parts: [
    {
      name: 'blade',
      shape: { cyl: 0.008, r: 0.078 },
      at: [0.06, 0.004, 0],
      finish: 'paleWood',
      role: 'detail',
    },
    {
      name: 'face',
      shape: { cyl: 0.003, r: 0.076 },
      at: [0.06, 0.012, 0],
      finish: 'rubber',
      colors: [0xc8202a, 0x1a1a1a],
      answersTo: ['rubber'],
    },
    {
      name: 'grip',
      shape: { box: [0.1, 0.022, 0.028], round: 0.008 },
      at: [-0.06, 0.0, 0],
      finish: 'wood',
      role: 'accent',
      answersTo: ['handle'],
    },
    {
      name: 'ball',
      shape: { ball: 0.02 },
      at: [0.06, 0.035, 0.09],
      finish: 'plastic',
      color: 0xfafafa,
      role: 'fixed',
    },
  ],
};

/** A badminton racket's shuttlecock beside it: a white cork nose and a feather skirt. */
const SHUTTLECOCK: StateDecl = {
  drop: ['ball'],
  parts: [
    {
      name: 'cork',
      shape: { ball: 0.013 },
      at: [0.18, 0.033, 0.15],
      finish: 'plastic',
      color: 0xf4f4f0,
      role: 'fixed',
    },
    {
      name: 'feathers',
      shape: { cyl: 0.07, r: 0.01, rTop: 0.033 },
      turn: [0, 0, 90],
      at: [0.176, 0.033, 0.15],
      finish: 'fabric',
      color: 0xfafafa,
      role: 'fixed',
    },
  ],
};

/** A capped marker lying on its side: a fat white barrel, the cap and end plug in its ink's colour. */
const MARKER: StateDecl = {
  drop: ['barrel', 'grip', 'nib', 'clip', 'band'],
  parts: [
    {
      name: 'barrel',
      shape: {
        capsule: [
          [-0.07, 0.012, 0],
          [0.035, 0.012, 0],
        ],
        r: 0.0115,
      },
      finish: 'plastic',
      color: 0xf2f2ee,
      role: 'detail',
    },
    {
      name: 'cap',
      shape: {
        capsule: [
          [0.025, 0.012, 0],
          [0.07, 0.012, 0],
        ],
        r: 0.0128,
      },
      finish: 'plastic',
      colors: MARKER_INK,
      answersTo: ['top', 'ink'],
    },
    {
      name: 'clip',
      shape: { box: [0.03, 0.004, 0.005] },
      at: [0.05, 0.023, 0],
      finish: 'plastic',
      colors: MARKER_INK,
    },
    {
      name: 'end',
      shape: { cyl: 0.008, r: 0.012 },
      turn: [0, 0, 90],
      at: [-0.072, 0.012, 0],
      finish: 'plastic',
      colors: MARKER_INK,
    },
  ],
};

const FOOD: readonly KindDecl[] = [
  {
    // A hard shell folded into a U, standing on its fold, filled with meat, lettuce and tomato.
    kind: 'taco',
    nouns: ['taco', 'tacos', 'hard taco', 'soft taco', 'taco shell'],
    size: [0.1, 0.2],
    parts: [
      {
        name: 'shell',
        shape: { ellipsoid: [0.05, 0.1, 0.1] },
        at: [0, 0.1, 0],
        minus: [
          { shape: { box: [0.2, 0.2, 0.3] }, at: [0, 0.1, 0] },
          { shape: { ellipsoid: [0.038, 0.088, 0.09] }, at: [0, 0.1, 0] },
        ],
        finish: 'paper',
        color: 0xe8b64c,
      },
      {
        name: 'meat',
        shape: { ellipsoid: [0.036, 0.022, 0.085] },
        at: [0, 0.092, 0],
        finish: 'plain',
        color: 0x7a3f1e,
        role: 'detail',
        answersTo: ['filling'],
      },
      {
        name: 'lettuce',
        shape: { ellipsoid: [0.016, 0.012, 0.02] },
        ...at([
          [-0.028, 0.104, -0.06],
          [0.026, 0.106, -0.03],
          [-0.024, 0.108, 0.0],
          [0.027, 0.106, 0.03],
          [-0.026, 0.104, 0.06],
        ]),
        finish: 'leaf',
        color: 0x6fbf3a,
        role: 'fixed',
      },
      {
        name: 'tomato',
        shape: { ball: 0.011 },
        ...at([
          [0.006, 0.112, -0.045],
          [-0.004, 0.113, 0.015],
          [0.008, 0.111, 0.055],
        ]),
        finish: 'plain',
        color: 0xd8322a,
        role: 'fixed',
      },
      {
        name: 'cheese',
        shape: { box: [0.05, 0.006, 0.012] },
        turn: [0, 30, 0],
        ...at([
          [0, 0.111, -0.02],
          [0, 0.111, 0.035],
        ]),
        finish: 'plain',
        color: 0xf4c430,
        role: 'fixed',
      },
    ],
  },
  {
    // A rolled flatbread lying on its side, cut open at one end to show the filling.
    kind: 'burrito',
    nouns: [
      'burrito',
      'wrap',
      'tortilla wrap',
      'tamale',
      'stuffed flatbread',
      'shawarma',
      'gyro',
      'doner kebab',
      'enchilada',
      'spring roll',
      'egg roll',
      'kebab wrap',
      'fajita',
    ],
    size: [0.1, 0.24],
    parts: [
      {
        name: 'wrap',
        shape: {
          capsule: [
            [-0.09, 0.05, 0],
            [0.07, 0.05, 0],
          ],
          r: 0.05,
        },
        minus: [{ shape: { box: [0.1, 0.12, 0.12] }, at: [0.135, -0.01, 0] }],
        finish: 'paper',
        color: 0xecd29a,
        answersTo: ['tortilla', 'bread'],
      },
      {
        name: 'filling',
        shape: { cyl: 0.012, r: 0.044 },
        turn: [0, 0, 90],
        at: [0.095, 0.05, 0],
        finish: 'plain',
        color: 0x8a4a26,
        role: 'accent',
      },
      {
        name: 'rice',
        shape: { ball: 0.014 },
        ...at([
          [0.088, 0.07, 0.012],
          [0.09, 0.036, -0.016],
        ]),
        finish: 'plain',
        color: 0xf6f1e0,
        role: 'fixed',
      },
      {
        name: 'greens',
        shape: { ball: 0.013 },
        ...at([
          [0.09, 0.06, -0.02],
          [0.089, 0.034, 0.018],
        ]),
        finish: 'leaf',
        color: 0x5aa83a,
        role: 'fixed',
      },
      {
        name: 'fold',
        shape: { ring: 0.05, r: 0.006 },
        turn: [0, 90, 0],
        ...at([
          [-0.03, 0.05, 0],
          [0.02, 0.05, 0],
        ]),
        finish: 'paper',
        color: 0xdcbc80,
        role: 'fixed',
      },
    ],
    // A spring roll or an egg roll is fried golden brown (the pale tortilla read as a burrito).
    looks: Object.fromEntries(
      ['spring roll', 'egg roll'].map((noun) => [
        noun,
        {
          drop: ['wrap'],
          parts: [
            {
              name: 'wrap',
              shape: {
                capsule: [
                  [-0.09, 0.05, 0],
                  [0.07, 0.05, 0],
                ],
                r: 0.05,
              },
              minus: [{ shape: { box: [0.1, 0.12, 0.12] }, at: [0.135, -0.01, 0] }],
              finish: 'paper',
              color: 0xc8843a,
              answersTo: ['tortilla', 'bread'],
            },
          ],
        },
      ]),
    ),
  },
  {
    // The cartoon leg of meat: a browned drumstick round a bone with two knobs at its end.
    kind: 'drumstick',
    nouns: [
      'drumstick',
      'meat',
      'meat on bone',
      'poultry leg',
      'chicken leg',
      'turkey leg',
      'chicken drumstick',
      'leg of lamb',
      'ham',
      'roast',
      'fried chicken',
      'chicken wing',
      'joint of meat',
    ],
    size: [0.1, 0.24],
    parts: [
      {
        name: 'meat',
        shape: { ellipsoid: [0.085, 0.055, 0.055] },
        at: [-0.03, 0.055, 0],
        finish: 'plain',
        color: 0xa3502a,
      },
      {
        name: 'bone',
        shape: {
          capsule: [
            [0.03, 0.055, 0],
            [0.11, 0.055, 0],
          ],
          r: 0.014,
        },
        finish: 'ceramic',
        color: 0xf2ead8,
        role: 'fixed',
      },
      {
        name: 'knob',
        shape: { ball: 0.019 },
        ...at([
          [0.115, 0.055, 0.014],
          [0.115, 0.055, -0.014],
        ]),
        finish: 'ceramic',
        color: 0xf2ead8,
        role: 'fixed',
      },
    ],
    // A ham is a big glazed joint cut across to its pink meat, a short bone at the narrow end
    // (the small brown drumstick read as chicken).
    looks: {
      ham: {
        drop: ['meat', 'bone', 'knob'],
        parts: [
          {
            name: 'meat',
            shape: { ellipsoid: [0.11, 0.07, 0.075] },
            at: [0.02, 0.07, 0],
            minus: [{ shape: { box: [0.1, 0.2, 0.2] }, at: [0.15, -0.03, 0] }],
            finish: 'plain',
            color: 0x8a3a22,
          },
          {
            name: 'cut_face',
            shape: { cyl: 0.004, r: 0.049 },
            turn: [0, 0, -90],
            at: [0.1, 0.07, 0],
            finish: 'plain',
            color: 0xe87a88,
            role: 'accent',
          },
          {
            name: 'bone',
            shape: {
              capsule: [
                [-0.07, 0.07, 0],
                [-0.125, 0.07, 0],
              ],
              r: 0.016,
            },
            finish: 'ceramic',
            color: 0xf2ead8,
            role: 'fixed',
          },
          {
            name: 'knob',
            shape: { ball: 0.018 },
            ...at([
              [-0.13, 0.07, 0.015],
              [-0.13, 0.07, -0.015],
            ]),
            finish: 'ceramic',
            color: 0xf2ead8,
            role: 'fixed',
          },
        ],
      },
    },
  },
  {
    kind: 'bacon',
    nouns: ['bacon', 'rasher', 'bacon strip', 'strip of bacon', 'bacon rasher', 'streaky bacon'],
    size: [0.04, 0.2],
    parts: [
      {
        name: 'strip',
        shape: { extrude: wave(0.2, 0.008, 0.007), depth: 0.036 },
        ...at([
          [0, 0, -0.017],
          [0, 0, 0.017],
        ]),
        finish: 'plain',
        color: 0xb13a2e,
      },
      {
        name: 'fat',
        shape: { extrude: wave(0.2, 0.008, 0.009), depth: 0.012 },
        ...at([
          [0, -0.001, -0.017],
          [0, -0.001, 0.017],
        ]),
        finish: 'plain',
        color: 0xf5dcc0,
        role: 'fixed',
      },
    ],
  },
  {
    // Three half-moon dumplings with a pleated crest, on a plate.
    kind: 'dumpling',
    nouns: [
      'dumpling',
      'dumplings',
      'gyoza',
      'potsticker',
      'pot sticker',
      'dim sum',
      'momo',
      'pierogi',
      'pierogies',
      'wonton',
      'jiaozi',
      'pasty',
      'samosa',
    ],
    size: [0.08, 0.26],
    parts: [
      {
        name: 'steamer',
        shape: {
          lathe: [
            [0.125, 0],
            [0.13, 0.035],
          ],
          wall: 0.006,
        },
        finish: 'paleWood',
        color: 0xc89a58,
        role: 'detail',
        answersTo: ['basket', 'plate'],
      },
      ...[
        [-0.045, -0.03, 20],
        [0.05, -0.025, -25],
        [0, 0.05, 90],
      ].flatMap(([x, z, deg], i): PartDecl[] => [
        {
          name: `dumpling_${i + 1}`,
          shape: { ellipsoid: [0.05, 0.034, 0.03] },
          turn: [0, deg!, 0],
          at: [x!, 0.012, z!],
          minus: [{ shape: { box: [0.2, 0.05, 0.2] }, at: [x!, -0.038, z!] }],
          finish: 'plain',
          color: 0xf0d9a8,
          answersTo: ['dumpling', 'dumplings'],
        },
        {
          name: `crest_${i + 1}`,
          shape: {
            sweep: [-0.04, -0.02, 0, 0.02, 0.04].map((u) => {
              const a = (deg! * Math.PI) / 180;
              const y = 0.012 + 0.034 * Math.sqrt(1 - (u / 0.05) ** 2);
              return [x! + Math.cos(a) * u, y, z! - Math.sin(a) * u] as V3;
            }),
            r: 0.007,
          },
          finish: 'plain',
          color: 0xe2c48e,
          answersTo: ['dumpling', 'dumplings'],
        },
      ]),
    ],
  },
  {
    // Fried balls heaped on a plate: falafel, meatballs, croquettes.
    kind: 'meatball',
    nouns: [
      'meatball',
      'meatballs',
      'falafel',
      'falafels',
      'croquette',
      'arancini',
      'kofta',
      'hush puppy',
      'fritter',
    ],
    size: [0.07, 0.24],
    parts: [
      plate(0.12),
      {
        name: 'ball',
        shape: { ball: 0.024 },
        ...at([
          [-0.03, 0.034, -0.02],
          [0.03, 0.034, -0.022],
          [0, 0.034, 0.03],
          [-0.045, 0.034, 0.035],
          [0.048, 0.034, 0.03],
          [0, 0.07, 0],
        ]),
        finish: 'plain',
        color: 0x8a5524,
        answersTo: ['balls', 'meatballs', 'falafel'],
      },
      {
        name: 'herb',
        shape: { ellipsoid: [0.012, 0.004, 0.022] },
        turn: [0, 40, 0],
        at: [0.06, 0.016, -0.06],
        finish: 'leaf',
        color: 0x3f8f2e,
        role: 'fixed',
      },
    ],
  },
  {
    // The Japanese rice ball: a rounded white triangle with a strip of black seaweed.
    kind: 'rice ball',
    nouns: ['rice ball', 'onigiri', 'omusubi', 'riceball'],
    size: [0.1, 0.1],
    parts: [
      {
        name: 'rice',
        shape: {
          extrude: [
            [-0.05, 0.005],
            [0.05, 0.005],
            [0.012, 0.092],
            [-0.012, 0.092],
          ],
          depth: 0.04,
          round: 0.018,
        },
        finish: 'plain',
        color: 0xfbfaf4,
      },
      {
        name: 'seaweed',
        shape: { box: [0.04, 0.042, 0.046] },
        finish: 'plain',
        color: 0x1d2b20,
        role: 'accent',
        answersTo: ['nori', 'wrap'],
      },
    ],
  },
  {
    // A cup of milk tea: the tea's colour, black tapioca pearls at the bottom, a dome lid and a
    // wide straw.
    kind: 'bubble tea',
    nouns: [
      'bubble tea',
      'boba',
      'boba tea',
      'milk tea',
      'pearl milk tea',
      'milkshake',
      'smoothie',
      'iced coffee',
      'frappe',
      'frappuccino',
      'slushie',
      'soda cup',
      'takeaway cup',
    ],
    size: [0.24, 0.1],
    parts: [
      {
        name: 'cup',
        shape: {
          lathe: [
            [0.034, 0],
            [0.046, 0.15],
          ],
        },
        finish: 'plastic',
        color: 0xd9b48a,
        answersTo: ['tea', 'drink'],
      },
      {
        name: 'pearls',
        shape: { ball: 0.01 },
        ...at(around(9, 0.031, 0.014)),
        finish: 'plastic',
        color: 0x2a1a12,
        role: 'fixed',
      },
      {
        name: 'pearls_top',
        shape: { ball: 0.01 },
        ...at(around(9, 0.033, 0.032, 0.35)),
        finish: 'plastic',
        color: 0x2a1a12,
        role: 'fixed',
      },
      {
        name: 'lid',
        shape: { ellipsoid: [0.048, 0.026, 0.048] },
        at: [0, 0.15, 0],
        minus: [{ shape: { box: [0.12, 0.05, 0.12] }, at: [0, 0.1, 0] }],
        finish: 'glass',
        color: 0xf4f4f4,
        role: 'detail',
      },
      {
        name: 'straw',
        shape: {
          capsule: [
            [0.004, 0.16, 0],
            [0.016, 0.25, 0.006],
          ],
          r: 0.007,
        },
        finish: 'plastic',
        color: 0xe0457b,
        role: 'accent',
      },
    ],
    // Iced coffee is brown with ice and a smoothie thick and pink, neither with tapioca pearls.
    looks: {
      'iced coffee': drinkLook(0x7a4a2a, true),
      smoothie: drinkLook(0xe0607a, false),
    },
  },
  {
    // A cone glass on a stem with a coloured drink, an olive on a pick and a slice on the rim.
    kind: 'cocktail',
    nouns: [
      'cocktail',
      'cocktail glass',
      'martini',
      'martini glass',
      'margarita',
      'cosmopolitan',
      'tropical drink',
      'mocktail',
      'daiquiri',
    ],
    size: [0.2, 0.14],
    parts: [
      {
        name: 'foot',
        shape: { cyl: 0.006, r: 0.04, rTop: 0.036 },
        finish: 'glass',
        role: 'detail',
      },
      {
        name: 'stem',
        shape: { cyl: 0.1, r: 0.005 },
        finish: 'glass',
        role: 'detail',
      },
      {
        name: 'bowl',
        shape: {
          lathe: [
            [0.006, 0.1],
            [0.07, 0.175],
          ],
          wall: 0.003,
        },
        finish: 'glass',
        role: 'detail',
        answersTo: ['glass'],
      },
      {
        name: 'drink',
        shape: {
          lathe: [
            [0.003, 0.104],
            [0.062, 0.165],
          ],
        },
        finish: 'plastic',
        colors: [0xf06a8c, 0xff9a3c, 0x9be05a, 0x5ac8f0],
      },
      {
        name: 'pick',
        shape: {
          capsule: [
            [-0.03, 0.12, 0],
            [-0.055, 0.2, 0],
          ],
          r: 0.002,
        },
        finish: 'wood',
        role: 'fixed',
      },
      {
        name: 'olive',
        shape: { ball: 0.012 },
        at: [-0.036, 0.14, 0],
        finish: 'plain',
        color: 0x6d8a2a,
        role: 'fixed',
        answersTo: ['cherry'],
      },
      {
        name: 'slice',
        shape: { cyl: 0.006, r: 0.022 },
        turn: [90, 0, 0],
        at: [0.066, 0.168, 0.003],
        finish: 'plain',
        color: 0xf5d33a,
        role: 'fixed',
        answersTo: ['lemon', 'lime'],
      },
    ],
  },
  {
    // Four lobes round a sunken stalk: a bell pepper, red, green, yellow or orange by seed.
    kind: 'bell pepper',
    nouns: ['bell pepper', 'pepper', 'sweet pepper', 'capsicum', 'paprika', 'peppers'],
    size: [0.11, 0.1],
    parts: [
      {
        name: 'lobe',
        shape: { ellipsoid: [0.034, 0.05, 0.034] },
        ...at(around(4, 0.02, 0.05, Math.PI / 4)),
        finish: 'plastic',
        colors: [0xd42a1e, 0x3f9b2a, 0xf2c01c, 0xf07a18],
        answersTo: ['pepper', 'body'],
      },
      {
        name: 'core',
        shape: { ellipsoid: [0.032, 0.048, 0.032] },
        at: [0, 0.052, 0],
        finish: 'plastic',
        colors: [0xd42a1e, 0x3f9b2a, 0xf2c01c, 0xf07a18],
        answersTo: ['pepper', 'body'],
      },
      {
        name: 'calyx',
        shape: { cyl: 0.008, r: 0.018, rTop: 0.014 },
        at: [0, 0.094, 0],
        finish: 'leaf',
        color: 0x3d7a22,
        role: 'fixed',
      },
      {
        name: 'stalk',
        shape: {
          sweep: [
            [0, 0.1, 0],
            [0.002, 0.115, 0],
            [0.01, 0.125, 0],
          ],
          r: 0.006,
        },
        finish: 'leaf',
        color: 0x3d7a22,
        role: 'fixed',
        answersTo: ['stem'],
      },
    ],
  },
  {
    // A slim curved pod tapering to a point, with a green cap and stalk.
    kind: 'chili pepper',
    nouns: [
      'chili pepper',
      'chili',
      'chilli',
      'chilli pepper',
      'chile',
      'hot pepper',
      'jalapeno',
      'cayenne',
      'habanero',
    ],
    size: [0.04, 0.16],
    parts: [
      {
        name: 'pod',
        shape: {
          sweep: [
            [-0.055, 0.022, 0],
            [-0.02, 0.02, 0],
            [0.02, 0.014, 0],
            [0.05, 0.008, 0.006],
            [0.07, 0.012, 0.014],
          ],
          r: [0.02, 0.018, 0.013, 0.007, 0.002],
        },
        finish: 'plastic',
        colors: [0xd01e14, 0xd01e14, 0xd01e14, 0x3f9b2a],
        answersTo: ['pepper', 'body'],
      },
      {
        name: 'cap',
        shape: { cyl: 0.01, r: 0.016, rTop: 0.012 },
        turn: [0, 0, 90],
        at: [-0.062, 0.022, 0],
        finish: 'leaf',
        color: 0x3d7a22,
        role: 'fixed',
      },
      {
        name: 'stalk',
        shape: {
          sweep: [
            [-0.07, 0.022, 0],
            [-0.085, 0.026, 0],
            [-0.094, 0.038, 0],
          ],
          r: 0.004,
        },
        finish: 'leaf',
        color: 0x3d7a22,
        role: 'fixed',
        answersTo: ['stem'],
      },
    ],
  },
  {
    // A long dark-green cylinder with rounded ends and pale bumps.
    kind: 'cucumber',
    nouns: [
      'cucumber',
      'zucchini',
      'courgette',
      'pickle',
      'gherkin',
      'cucumbers',
      'marrow',
      'dill pickle',
    ],
    looks: WEAR_EAT_GROW_LOOKS['cucumber'],
    size: [0.05, 0.24],
    parts: [
      {
        name: 'body',
        shape: {
          capsule: [
            [-0.095, 0.026, 0],
            [0.095, 0.026, 0],
          ],
          r: 0.026,
          r2: 0.024,
        },
        finish: 'plastic',
        color: 0x2f6b2a,
      },
      {
        name: 'bump',
        shape: { ball: 0.004 },
        ...at(
          [-0.07, -0.035, 0, 0.035, 0.07].flatMap((x) => [
            [x, 0.05, 0.008] as V3,
            [x + 0.017, 0.042, 0.018] as V3,
            [x + 0.008, 0.034, 0.024] as V3,
          ]),
        ),
        finish: 'plastic',
        color: 0x7aa84e,
        role: 'fixed',
      },
      {
        name: 'end',
        shape: { cyl: 0.006, r: 0.008 },
        turn: [0, 0, 90],
        at: [-0.12, 0.026, 0],
        finish: 'leaf',
        color: 0x6b7a3a,
        role: 'fixed',
        answersTo: ['stem'],
      },
    ],
  },
  {
    // A white bulb of cloves with a pointed neck and a tuft of roots: not the onion's
    // smooth brown pear.
    kind: 'garlic',
    nouns: [
      'garlic',
      'garlic bulb',
      'head of garlic',
      'garlic clove',
      'clove of garlic',
      'shallot',
    ],
    size: [0.1, 0.09],
    parts: [
      {
        name: 'clove',
        shape: { ellipsoid: [0.022, 0.038, 0.022] },
        turn: [0, 0, 0],
        ...at(around(7, 0.024, 0.04)),
        finish: 'plastic',
        color: 0xf4efe2,
        answersTo: ['bulb', 'cloves'],
      },
      {
        name: 'core',
        shape: {
          lathe: [
            [0.028, 0.006],
            [0.036, 0.03],
            [0.03, 0.06],
            [0.012, 0.082],
            [0.004, 0.1],
          ],
          smooth: true,
        },
        finish: 'plastic',
        color: 0xf7f3ea,
        answersTo: ['bulb'],
      },
      {
        name: 'streak',
        shape: { ellipsoid: [0.004, 0.028, 0.008] },
        ...at(around(7, 0.044, 0.042, Math.PI / 7)),
        finish: 'plastic',
        color: 0xc9a6c4,
        role: 'fixed',
      },
      {
        name: 'roots',
        shape: { cyl: 0.008, r: 0.014, rTop: 0.02 },
        finish: 'plain',
        color: 0xc8b08a,
        role: 'fixed',
      },
    ],
  },
  {
    // A bowl heaped with leaves, tomato halves and cucumber slices.
    kind: 'salad',
    nouns: [
      'salad',
      'caesar salad',
      'garden salad',
      'side salad',
      'coleslaw',
      'fruit salad',
      'bowl of salad',
    ],
    size: [0.12, 0.24],
    parts: [
      {
        name: 'bowl',
        shape: {
          lathe: [
            [0.05, 0],
            [0.09, 0.03],
            [0.115, 0.075],
          ],
          smooth: true,
          wall: 0.006,
        },
        finish: 'ceramic',
        color: 0xf4f4f0,
        role: 'accent',
      },
      {
        name: 'leaves',
        shape: { ellipsoid: [0.1, 0.04, 0.1] },
        at: [0, 0.07, 0],
        finish: 'leaf',
        color: 0x7cc24a,
        answersTo: ['lettuce', 'greens'],
      },
      {
        name: 'leaf',
        shape: { ellipsoid: [0.035, 0.01, 0.022] },
        turn: [0, 0, 25],
        ...at([
          [-0.05, 0.1, -0.03],
          [0.04, 0.104, 0.04],
          [0.05, 0.1, -0.04],
          [-0.03, 0.104, 0.05],
          [0, 0.112, 0],
        ]),
        finish: 'leaf',
        color: 0x4f9a2e,
        role: 'fixed',
      },
      {
        name: 'tomato',
        shape: { ball: 0.016 },
        ...at([
          [-0.02, 0.105, -0.05],
          [0.06, 0.098, 0.0],
          [-0.055, 0.098, 0.02],
          [0.015, 0.108, 0.045],
        ]),
        finish: 'plastic',
        color: 0xe0301e,
        role: 'fixed',
      },
      {
        name: 'cucumber',
        shape: { cyl: 0.006, r: 0.016 },
        turn: [20, 0, 10],
        ...at([
          [0.025, 0.11, -0.02],
          [-0.035, 0.106, -0.005],
          [0.04, 0.104, 0.065],
        ]),
        finish: 'plastic',
        color: 0xd8e8a0,
        role: 'fixed',
      },
    ],
  },
  {
    // A golden-brown ring of bread lying flat, seeded on top: not a frosted doughnut.
    kind: 'bagel',
    nouns: ['bagel', 'bagels', 'bialy', 'sesame bagel', 'simit'],
    size: [0.05, 0.12],
    parts: [
      {
        name: 'bagel',
        shape: { ring: 0.042, r: 0.019 },
        turn: [90, 0, 0],
        at: [0, 0.019, 0],
        finish: 'plain',
        color: 0xc7873f,
        answersTo: ['bread'],
      },
      {
        name: 'seed',
        shape: { ellipsoid: [0.003, 0.002, 0.005] },
        ...at([
          ...around(10, 0.042, 0.037),
          ...around(9, 0.053, 0.033, 0.3),
          ...around(8, 0.031, 0.033, 0.5),
        ]),
        finish: 'plain',
        color: 0xf2e6c0,
        role: 'fixed',
        answersTo: ['seeds', 'sesame'],
      },
    ],
  },
  {
    // A stack of round flat breads, toasted with brown spots.
    kind: 'flatbread',
    nouns: [
      'flatbread',
      'flat bread',
      'naan',
      'nan bread',
      'pita',
      'pita bread',
      'pitta',
      'tortilla',
      'tortillas',
      'chapati',
      'roti',
      'lavash',
      'paratha',
    ],
    size: [0.04, 0.24],
    parts: [
      {
        name: 'bread',
        shape: { plan: ellipse(0.11, 0.1), height: 0.01 },
        ...at([
          [0, 0, 0],
          [0.008, 0.011, 0.004],
          [-0.006, 0.022, -0.004],
        ]),
        finish: 'paper',
        color: 0xdcb06a,
        answersTo: ['flatbread'],
      },
      {
        name: 'spot',
        shape: { ellipsoid: [0.012, 0.003, 0.009] },
        ...at([
          [0.03, 0.032, 0.02],
          [-0.04, 0.032, -0.03],
          [-0.02, 0.032, 0.05],
          [0.05, 0.032, -0.04],
          [0.0, 0.032, -0.006],
          [-0.07, 0.032, 0.02],
        ]),
        finish: 'plain',
        color: 0x9a6a32,
        role: 'fixed',
      },
    ],
  },
  {
    // A knotted loop of glossy brown dough, salted, lying flat.
    kind: 'pretzel',
    nouns: ['pretzel', 'pretzels', 'bretzel', 'soft pretzel'],
    size: [0.18, 0.17],
    parts: [
      {
        name: 'dough',
        shape: {
          sweep: (
            [
              [-0.04, -0.065],
              [-0.012, -0.025],
              [0.03, 0.01],
              [0.065, 0.035],
              [0.058, 0.065],
              [0.025, 0.074],
              [0.0, 0.05],
              [-0.025, 0.074],
              [-0.058, 0.065],
              [-0.065, 0.035],
              [-0.03, 0.01],
              [0.012, -0.025],
              [0.04, -0.065],
            ] as V2[]
          ).map(([x, v]) => [x * 1.2, 0.088 + v * 1.1, 0] as V3),
          r: 0.015,
        },
        finish: 'plain',
        color: 0x8a4a1c,
      },
      {
        name: 'salt',
        shape: { box: [0.006, 0.005, 0.005] },
        ...at([
          [0.06, 0.168, 0.012],
          [-0.06, 0.168, 0.012],
          [0.0, 0.143, 0.014],
          [-0.078, 0.128, 0.01],
          [0.078, 0.128, 0.01],
          [0.03, 0.093, 0.014],
        ]),
        finish: 'plain',
        color: 0xffffff,
        role: 'fixed',
      },
    ],
  },
  {
    // A red paper carton of golden sticks fanned up out of it.
    kind: 'french fries',
    nouns: [
      'french fries',
      'fries',
      'french fry',
      'chips',
      'potato fries',
      'frites',
      'pommes frites',
    ],
    size: [0.18, 0.11],
    parts: [
      ...[
        [-0.03, -5, 0],
        [-0.015, 3, 0.008],
        [0.0, -2, -0.006],
        [0.015, 6, 0.004],
        [0.03, -4, -0.004],
        [-0.022, 8, -0.01],
        [0.024, -8, 0.01],
        [0.006, 10, 0.012],
        [-0.006, -10, -0.012],
      ].map(([x, deg, z], i): PartDecl => ({
        name: `fry_${i + 1}`,
        shape: { box: [0.011, 0.12 + (i % 3) * 0.015, 0.011] },
        turn: [deg! * 0.6, 0, deg!],
        at: [x!, 0.04, z!],
        finish: 'plain',
        color: 0xf2c23a,
        role: 'accent',
        answersTo: ['fries', 'fry'],
      })),
      {
        name: 'carton',
        shape: {
          plan: [
            [-0.045, -0.022],
            [0.045, -0.022],
            [0.045, 0.022],
            [-0.045, 0.022],
          ],
          height: 0.1,
          taper: [1.25, 1.3],
        },
        finish: 'paper',
        color: 0xd8241c,
        answersTo: ['box', 'bag'],
      },
    ],
  },
  {
    // A striped tub heaped with fluffy white kernels.
    kind: 'popcorn',
    nouns: ['popcorn', 'pop corn', 'popcorn bucket', 'bucket of popcorn', 'box of popcorn'],
    size: [0.2, 0.14],
    parts: [
      {
        name: 'tub',
        shape: {
          lathe: [
            [0.045, 0],
            [0.065, 0.15],
          ],
          wall: 0.004,
        },
        finish: 'paper',
        color: 0xffffff,
        role: 'accent',
        answersTo: ['bucket', 'box'],
      },
      {
        name: 'stripe',
        shape: { box: [0.016, 0.15, 0.006] },
        ...at(
          Array.from({ length: 8 }, (_, i) => {
            const a = (2 * Math.PI * i) / 8;
            return [Math.cos(a) * 0.056, 0, Math.sin(a) * 0.056] as V3;
          }),
        ),
        finish: 'paper',
        color: 0xd8241c,
        role: 'fixed',
      },
      {
        name: 'kernel',
        shape: { ball: 0.017 },
        ...at([
          ...around(8, 0.048, 0.152),
          ...around(6, 0.03, 0.168, 0.4),
          ...around(3, 0.014, 0.182, 0.9),
          [0, 0.19, 0] as V3,
        ]),
        finish: 'plain',
        color: 0xfff6d8,
        answersTo: ['popcorn'],
      },
    ],
  },
  {
    // A bowl with a dome of white rice, curry poured over half of it.
    kind: 'rice bowl',
    nouns: [
      'rice bowl',
      'rice',
      'bowl of rice',
      'cooked rice',
      'steamed rice',
      'curry',
      'curry rice',
      'fried rice',
      'risotto',
      'porridge',
      'oatmeal',
    ],
    size: [0.1, 0.16],
    parts: [
      {
        name: 'bowl',
        shape: {
          lathe: [
            [0.035, 0],
            [0.06, 0.025],
            [0.075, 0.065],
          ],
          smooth: true,
          wall: 0.005,
        },
        finish: 'ceramic',
        color: 0x3a5ea8,
        role: 'accent',
      },
      {
        name: 'rice',
        shape: { ellipsoid: [0.07, 0.035, 0.07] },
        at: [0, 0.06, 0],
        finish: 'plain',
        color: 0xfbfaf2,
      },
      {
        name: 'grain',
        shape: { ellipsoid: [0.004, 0.003, 0.007] },
        ...at([...around(10, 0.045, 0.085), ...around(6, 0.022, 0.093, 0.3)]),
        finish: 'plain',
        color: 0xf0ece0,
        role: 'fixed',
      },
    ],
    // Curry is rice with its golden sauce beside it, fried rice golden with peas, carrot and
    // egg, risotto creamy, porridge smooth: plain white rice read as rice under each name.
    looks: {
      curry: CURRY,
      'curry rice': CURRY,
      'fried rice': FRIED_RICE,
      risotto: RISOTTO,
      porridge: PORRIDGE,
      oatmeal: PORRIDGE,
    },
  },
  {
    // A nest of yellow noodles on a plate, tomato sauce and two meatballs on top.
    kind: 'spaghetti',
    nouns: [
      'spaghetti',
      'pasta',
      'noodles',
      'noodle',
      'linguine',
      'fettuccine',
      'tagliatelle',
      'spaghetti bolognese',
      'bolognese',
      'plate of pasta',
      'ramen',
      'lo mein',
    ],
    size: [0.11, 0.26],
    parts: [
      plate(0.13),
      ...[0, 2.1, 4.2].map((phase, i): PartDecl => ({
        name: `noodles_${i + 1}`,
        shape: {
          sweep: Array.from({ length: 40 }, (_, j) => {
            const t = j / 39;
            const a = phase + t * 5 * Math.PI;
            const r = 0.075 - t * 0.05;
            return [Math.cos(a) * r, 0.019 + t * 0.05 + i * 0.006, Math.sin(a) * r] as V3;
          }),
          r: 0.009,
        },
        finish: 'plain',
        color: 0xf2d27a,
        answersTo: ['pasta', 'spaghetti', 'noodles'],
      })),
      {
        name: 'sauce',
        shape: { ellipsoid: [0.05, 0.02, 0.048] },
        at: [0, 0.072, 0],
        finish: 'plain',
        color: 0xc7301c,
        role: 'accent',
      },
      {
        name: 'meatball',
        shape: { ball: 0.014 },
        ...at([
          [-0.016, 0.09, 0.006],
          [0.018, 0.088, -0.008],
        ]),
        finish: 'plain',
        color: 0x6e3a1e,
        role: 'fixed',
      },
      {
        name: 'basil',
        shape: { ellipsoid: [0.008, 0.003, 0.014] },
        at: [0.004, 0.104, 0.006],
        finish: 'leaf',
        color: 0x3a8a2a,
        role: 'fixed',
      },
    ],
  },
  {
    // A glass shaker with a domed cap of holes: salt (and its pepper twin).
    kind: 'salt shaker',
    nouns: [
      'salt shaker',
      'salt',
      'saltshaker',
      'salt cellar',
      'pepper shaker',
      'salt and pepper',
      'shaker',
      'pepper pot',
      'pepper mill',
      'pepper grinder',
    ],
    size: [0.1, 0.05],
    parts: [
      {
        name: 'body',
        shape: {
          lathe: [
            [0.022, 0],
            [0.024, 0.02],
            [0.02, 0.06],
            [0.022, 0.075],
          ],
          smooth: true,
        },
        finish: 'glass',
        color: 0xf2f2f2,
      },
      {
        name: 'salt',
        shape: { cyl: 0.045, r: 0.02, rTop: 0.018 },
        at: [0, 0.004, 0],
        finish: 'plain',
        color: 0xffffff,
        role: 'fixed',
      },
      {
        name: 'cap',
        shape: {
          lathe: [
            [0.023, 0.074],
            [0.023, 0.088],
            [0.016, 0.098],
            [0.001, 0.101],
          ],
          smooth: true,
        },
        finish: 'chrome',
        role: 'accent',
        answersTo: ['lid', 'top'],
      },
      {
        name: 'hole',
        shape: { ball: 0.0025 },
        ...at([[0, 0.101, 0] as V3, ...around(5, 0.009, 0.099)]),
        finish: 'darkMetal',
        color: 0x222222,
        role: 'fixed',
      },
    ],
    // A pepper mill is tall, wooden and topped with a knob; a pepper shaker shows its pepper.
    looks: {
      'pepper mill': PEPPER_MILL,
      'pepper grinder': PEPPER_MILL,
      'pepper shaker': PEPPER_SHAKER,
      'pepper pot': PEPPER_SHAKER,
    },
  },
  {
    // A caramel-topped custard on a plate: flan, pudding, crème caramel.
    kind: 'custard',
    nouns: [
      'custard',
      'pudding',
      'flan',
      'creme caramel',
      'caramel custard',
      'panna cotta',
      'jelly',
      'jello',
      'gelatin dessert',
    ],
    size: [0.09, 0.2],
    parts: [
      plate(0.1),
      {
        name: 'custard',
        shape: {
          lathe: [
            [0.06, 0.012],
            [0.055, 0.05],
            [0.042, 0.08],
          ],
        },
        finish: 'plastic',
        color: 0xf6d56a,
      },
      {
        name: 'caramel',
        shape: {
          lathe: [
            [0.0425, 0.078],
            [0.04, 0.09],
          ],
        },
        finish: 'plastic',
        color: 0x8a4012,
        role: 'accent',
        answersTo: ['top', 'sauce'],
      },
      {
        name: 'drip',
        shape: { ellipsoid: [0.01, 0.018, 0.008] },
        ...at(around(6, 0.047, 0.072, 0.2)),
        finish: 'plastic',
        color: 0x8a4012,
        role: 'accent',
        answersTo: ['caramel'],
      },
      {
        name: 'cherry',
        shape: { ball: 0.012 },
        at: [0, 0.1, 0],
        finish: 'plastic',
        color: 0xc8102e,
        role: 'fixed',
        optional: 0.5,
      },
    ],
    // Jelly is a glossy red mould in tiers, without the custard's caramel (it read as a flan).
    looks: Object.fromEntries(
      ['jelly', 'jello', 'gelatin dessert'].map((noun) => [
        noun,
        {
          drop: ['custard', 'caramel', 'drip', 'cherry'],
          parts: [
            {
              name: 'custard',
              shape: {
                lathe: [
                  [0.062, 0.012],
                  [0.06, 0.045],
                  [0.05, 0.05],
                  [0.048, 0.08],
                  [0.034, 0.085],
                  [0.032, 0.1],
                  [0, 0.1],
                ],
              },
              finish: 'glass',
              color: 0xd8182e,
              answersTo: ['jelly'],
            },
          ],
        },
      ]),
    ),
  },
  {
    // Three round dumplings on a stick: dango, and any skewer of food.
    kind: 'skewer',
    nouns: [
      'skewer',
      'dango',
      'kebab',
      'shish kebab',
      'kabob',
      'satay',
      'yakitori',
      'brochette',
      'oden',
      'skewers',
    ],
    size: [0.05, 0.22],
    parts: [
      {
        name: 'stick',
        shape: {
          capsule: [
            [-0.11, 0.02, 0],
            [0.1, 0.02, 0],
          ],
          r: 0.003,
        },
        finish: 'paleWood',
        role: 'fixed',
      },
      {
        name: 'ball_1',
        shape: { ball: 0.02 },
        at: [-0.044, 0.02, 0],
        finish: 'plastic',
        color: 0xf5a3b8,
        answersTo: ['balls', 'ball'],
      },
      {
        name: 'ball_2',
        shape: { ball: 0.02 },
        at: [-0.004, 0.02, 0],
        finish: 'plastic',
        color: 0xfaf7ee,
        role: 'accent',
        answersTo: ['balls', 'ball'],
      },
      {
        name: 'ball_3',
        shape: { ball: 0.02 },
        at: [0.036, 0.02, 0],
        finish: 'plastic',
        color: 0x8cc45a,
        answersTo: ['balls', 'ball'],
      },
    ],
    // A kebab is chunks of grilled meat between pepper and onion; satay and yakitori are meat
    // alone: the pastel dango balls read as a sweet.
    looks: {
      kebab: KEBAB,
      'shish kebab': KEBAB,
      kabob: KEBAB,
      brochette: KEBAB,
      satay: MEAT_SKEWER,
      yakitori: MEAT_SKEWER,
    },
  },
  {
    // A paper cone cup with a dome of syrup-coloured shaved ice.
    kind: 'shaved ice',
    nouns: [
      'shaved ice',
      'snow cone',
      'snowcone',
      'kakigori',
      'sno-ball',
      'granita',
      'italian ice',
    ],
    size: [0.16, 0.1],
    parts: [
      {
        name: 'cup',
        shape: {
          lathe: [
            [0.025, 0],
            [0.05, 0.09],
          ],
        },
        finish: 'paper',
        color: 0xffffff,
        role: 'accent',
      },
      {
        name: 'ice',
        shape: { ellipsoid: [0.056, 0.05, 0.056] },
        at: [0, 0.1, 0],
        finish: 'ice',
        colors: [0xe8415a, 0x4aa8e8, 0x8ed85a, 0xf5a030],
        answersTo: ['syrup', 'top'],
      },
    ],
  },
  {
    // A cardboard takeout box: the Chinese-restaurant pail with its wire handle.
    kind: 'takeout box',
    nouns: [
      'takeout box',
      'takeout',
      'take-out box',
      'takeaway box',
      'oyster pail',
      'noodle box',
      'takeout container',
      'chinese takeout',
      'bento box',
      'bento',
      'lunch box',
      'lunchbox',
    ],
    size: [0.12, 0.12],
    parts: [
      {
        name: 'box',
        shape: {
          plan: [
            [-0.04, -0.04],
            [0.04, -0.04],
            [0.04, 0.04],
            [-0.04, 0.04],
          ],
          height: 0.1,
          taper: 1.35,
        },
        finish: 'paper',
        color: 0xf6f2ea,
      },
      {
        name: 'flap',
        shape: {
          extrude: [
            [-0.054, 0],
            [0.054, 0],
            [0, 0.03],
          ],
          depth: 0.004,
        },
        ...at([
          [0, 0.1, 0.052],
          [0, 0.1, -0.052],
        ]),
        finish: 'paper',
        color: 0xf6f2ea,
        role: 'detail',
      },
      {
        name: 'handle',
        shape: { ring: 0.05, r: 0.0025, arc: 180 },
        at: [0, 0.1, 0],
        finish: 'steel',
        role: 'fixed',
      },
      {
        name: 'logo',
        shape: { box: [0.035, 0.035, 0.003] },
        turn: [-10, 0, 0],
        at: [0, 0.035, 0.046],
        finish: 'paint',
        color: 0xc8102e,
        role: 'accent',
      },
    ],
  },
];

const SLIPPER: StateDecl = {
  drop: ['upper', 'insole', 'sole', 'heel'],
  parts: [
    {
      name: 'sole',
      shape: { plan: FOOT.map(([x, z]) => [x * 1.04, z * 1.15] as V2), height: 0.022 },
      finish: 'fabric',
      color: 0xb8a898,
      role: 'detail',
    },
    {
      name: 'upper',
      shape: { ellipsoid: [0.085, 0.05, 0.056] },
      at: [0.045, 0.02, 0],
      minus: [{ shape: { box: [0.2, 0.1, 0.2] }, at: [0, -0.1, 0] }],
      finish: 'fabric',
      color: 0xd88aa8,
    },
    {
      name: 'pompom',
      shape: { ball: 0.02 },
      at: [0.07, 0.065, 0],
      finish: 'fabric',
      color: 0xf4eef0,
      role: 'accent',
    },
  ],
};

const CLOTHES: readonly KindDecl[] = [
  {
    // A low leather shoe with a heel and laces: the dress shoe, not the trainer.
    kind: 'dress shoe',
    nouns: [
      'dress shoe',
      "man's shoe",
      'mans shoe',
      'leather shoe',
      'oxford',
      'oxford shoe',
      'brogue',
      'derby shoe',
      'loafer',
      'loafers',
      'moccasin',
      'flat shoe',
      'ballet flat',
      'flats',
      'pump shoe',
      'clog',
      'slipper',
      'slippers',
    ],
    size: [0.09, 0.3],
    parts: [
      {
        name: 'upper',
        shape: { plan: FOOT, height: 0.07, taper: [0.9, 0.8] },
        at: [0, 0.014, 0],
        minus: [
          { shape: { ellipsoid: [0.075, 0.04, 0.03] }, at: [-0.06, 0.09, 0] },
          { shape: { box: [0.25, 0.1, 0.2] }, turn: [0, 0, 16], at: [0.17, 0.05, 0] },
        ],
        finish: 'leather',
        color: 0x4a2a16,
      },
      {
        name: 'insole',
        shape: { ellipsoid: [0.07, 0.008, 0.026] },
        at: [-0.06, 0.052, 0],
        finish: 'fabric',
        color: 0xc8a070,
        role: 'fixed',
      },
      {
        name: 'sole',
        shape: { plan: FOOT.map(([x, z]) => [x * 1.04, z * 1.08] as V2), height: 0.016 },
        finish: 'rubber',
        color: 0x1e1410,
        role: 'fixed',
      },
      {
        name: 'heel',
        shape: { box: [0.06, 0.025, 0.088] },
        at: [-0.105, 0, 0],
        finish: 'rubber',
        color: 0x1e1410,
        role: 'fixed',
      },
    ],
    // A slipper is soft, flat and open at the back: a plush toe cap on a thick cushioned
    // sole, no heel, no leather (the dress shoe read as a brown lump of a shoe).
    looks: {
      slipper: SLIPPER,
      slippers: SLIPPER,
      ...VARIANT_LOOKS['dress shoe'],
    },
  },
  {
    // A stiletto: a pointed toe box, a sole arching up to the heel, a thin spike under it.
    kind: 'high heel',
    nouns: [
      'high heel',
      'high heels',
      'high-heeled shoe',
      'high heeled shoe',
      'stiletto',
      'stilettos',
      'heels',
      "woman's shoe",
      'court shoe',
    ],
    size: [0.14, 0.27],
    parts: [
      {
        name: 'sole',
        shape: {
          sweep: [
            [0.13, 0.006, 0],
            [0.07, 0.006, 0],
            [0.02, 0.03, 0],
            [-0.04, 0.08, 0],
            [-0.1, 0.11, 0],
            [-0.13, 0.112, 0],
          ],
          r: 0.02,
        },
        finish: 'leather',
        color: 0x1a1a1a,
        role: 'accent',
        answersTo: ['sole'],
      },
      {
        name: 'toe',
        shape: { ellipsoid: [0.075, 0.038, 0.04] },
        at: [0.09, 0.01, 0],
        minus: [{ shape: { box: [0.3, 0.06, 0.2] }, at: [0.09, -0.06, 0] }],
        finish: 'leather',
        color: 0xc8102e,
        answersTo: ['shoe', 'upper'],
      },
      {
        name: 'counter',
        shape: { ring: 0.034, r: 0.01, arc: 180, from: 90 },
        turn: [90, 0, 0],
        at: [-0.1, 0.125, 0],
        finish: 'leather',
        color: 0xc8102e,
        answersTo: ['shoe', 'upper'],
      },
      {
        name: 'heel',
        shape: { cyl: 0.11, r: 0.005, rTop: 0.012 },
        at: [-0.118, 0, 0],
        finish: 'leather',
        color: 0x1a1a1a,
        role: 'accent',
        answersTo: ['stiletto'],
      },
    ],
  },
  {
    // A flat foot-shaped sole with a thong between the toes or straps over the foot.
    kind: 'sandal',
    nouns: [
      'sandal',
      'sandals',
      'flip-flop',
      'flip flop',
      'flip-flops',
      'flip flops',
      'thong sandal',
      'thongs',
      "woman's sandal",
      'jandal',
    ],
    size: [0.06, 0.27],
    parts: [
      {
        name: 'sole',
        shape: {
          plan: [
            [0.13, 0.0],
            [0.12, 0.035],
            [0.08, 0.048],
            [0.02, 0.04],
            [-0.05, 0.036],
            [-0.11, 0.038],
            [-0.135, 0.02],
            [-0.138, -0.01],
            [-0.115, -0.034],
            [-0.05, -0.034],
            [0.02, -0.046],
            [0.08, -0.05],
            [0.12, -0.035],
          ],
          height: 0.02,
        },
        finish: 'rubber',
        colors: [0x2a8ac8, 0xe85a8a, 0xf2b01c, 0x3aa860],
      },
      {
        name: 'strap',
        shape: {
          sweep: [
            [-0.03, 0.02, 0.04],
            [0.02, 0.05, 0.025],
            [0.07, 0.035, 0.0],
            [0.02, 0.05, -0.025],
            [-0.03, 0.02, -0.042],
          ],
          r: 0.008,
        },
        finish: 'rubber',
        color: 0xf4f4f4,
        role: 'accent',
        answersTo: ['straps', 'thong'],
      },
      {
        name: 'post',
        shape: { cyl: 0.03, r: 0.005 },
        at: [0.075, 0.01, 0],
        finish: 'rubber',
        color: 0xf4f4f4,
        role: 'accent',
        answersTo: ['strap'],
      },
    ],
  },
  {
    // A pair of pink satin slippers with ribbons.
    kind: 'ballet shoe',
    nouns: [
      'ballet shoe',
      'ballet shoes',
      'ballet slipper',
      'ballet slippers',
      'pointe shoe',
      'pointe shoes',
      'toe shoe',
      'dance shoe',
    ],
    size: [0.08, 0.26],
    parts: [
      ...[-0.034, 0.034].map((z, i): PartDecl => ({
        name: `shoe_${i + 1}`,
        shape: { ellipsoid: [0.12, 0.045, 0.038] },
        at: [i * 0.02, 0.0, z],
        minus: [{ shape: { box: [0.3, 0.1, 0.1] }, at: [i * 0.02, -0.1, z] }],
        finish: 'plastic',
        color: 0xf29ab0,
        answersTo: ['shoe', 'shoes', 'slipper'],
      })),
      ...[-0.034, 0.034].map((z, i): PartDecl => ({
        name: `opening_${i + 1}`,
        shape: { ellipsoid: [0.06, 0.012, 0.026] },
        at: [i * 0.02 - 0.035, 0.036, z],
        finish: 'fabric',
        color: 0xc87890,
        role: 'fixed',
      })),
      ...[-0.034, 0.034].map((z, i): PartDecl => ({
        name: `ribbon_${i + 1}`,
        shape: {
          sweep: [
            [i * 0.02 - 0.06, 0.035, z],
            [i * 0.02 - 0.05, 0.08, z * 0.6],
            [i * 0.02 - 0.02, 0.1, z * 0.2],
            [i * 0.02 + 0.02, 0.09, z * 1.3],
          ],
          r: 0.004,
        },
        finish: 'plastic',
        color: 0xf7b8c8,
        role: 'accent',
        answersTo: ['ribbon', 'ribbons'],
      })),
    ],
  },
  {
    // Briefs on display, front on: a waistband over a trapezoid cut high at the legs.
    kind: 'briefs',
    nouns: [
      'briefs',
      'underpants',
      'underwear',
      'boxer briefs',
      'panties',
      'panty',
      'knickers',
      'speedo',
      'swim briefs',
      'pants underwear',
    ],
    size: [0.24, 0.34],
    parts: [
      {
        name: 'briefs',
        shape: {
          extrude: [
            [-0.06, 0.0],
            [0.06, 0.0],
            [0.16, 0.13],
            [0.165, 0.2],
            [-0.165, 0.2],
            [-0.16, 0.13],
          ],
          depth: 0.05,
          round: 0.015,
        },
        finish: 'fabric',
        colors: [0x2a5aa0, 0x1a1a1a, 0xc8102e, 0x3a8a5a],
      },
      {
        name: 'waistband',
        shape: { box: [0.34, 0.035, 0.056], round: 0.01 },
        at: [0, 0.19, 0],
        finish: 'fabric',
        color: 0xf4f4f4,
        role: 'accent',
        answersTo: ['band', 'waist'],
      },
    ],
  },
  {
    // A one-piece swimsuit, front on: straps, a scooped neck, legs cut high.
    kind: 'swimsuit',
    nouns: [
      'swimsuit',
      'one-piece swimsuit',
      'one piece swimsuit',
      'bathing suit',
      'swimming costume',
      'swimwear',
      'leotard',
      'bodysuit',
      'maillot',
      'monokini',
    ],
    size: [0.62, 0.34],
    parts: [
      {
        name: 'suit',
        shape: {
          extrude: [
            [-0.05, 0.0],
            [0.05, 0.0],
            [0.16, 0.17],
            [0.12, 0.32],
            [0.15, 0.47],
            [0.1, 0.56],
            [0.085, 0.6],
            [0.06, 0.6],
            [0.045, 0.5],
            [0.0, 0.46],
            [-0.045, 0.5],
            [-0.06, 0.6],
            [-0.085, 0.6],
            [-0.1, 0.56],
            [-0.15, 0.47],
            [-0.12, 0.32],
            [-0.16, 0.17],
          ],
          depth: 0.06,
          round: 0.02,
        },
        finish: 'fabric',
        colors: [0x1f8ac0, 0xe0457b, 0x1a1a1a, 0xf2a01c],
      },
      {
        name: 'stripe',
        shape: { box: [0.26, 0.03, 0.064] },
        at: [0, 0.3, 0],
        finish: 'fabric',
        color: 0xf4f4f4,
        role: 'accent',
        optional: 0.6,
      },
    ],
  },
  {
    // A two-piece: a triangle top tied round, a small bottom just below it, laid out flat.
    kind: 'bikini',
    nouns: ['bikini', 'two-piece swimsuit', 'two piece swimsuit', 'tankini', 'bikini top'],
    size: [0.02, 0.34],
    parts: [
      {
        name: 'cup',
        shape: {
          extrude: [
            [-0.05, 0],
            [0.05, 0],
            [0, 0.08],
          ],
          depth: 0.016,
          round: 0.006,
        },
        turn: [-90, 0, 0],
        ...at([
          [-0.055, 0, -0.04],
          [0.055, 0, -0.04],
        ]),
        finish: 'fabric',
        colors: [0xe0457b, 0x1f8ac0, 0xf2c01c, 0xc8102e],
        answersTo: ['top', 'bikini'],
      },
      {
        name: 'band',
        shape: {
          sweep: [
            [-0.17, 0.006, -0.04],
            [-0.1, 0.006, -0.04],
            [0.1, 0.006, -0.04],
            [0.17, 0.006, -0.04],
          ],
          r: 0.004,
        },
        finish: 'fabric',
        color: 0x1a1a1a,
        role: 'accent',
        answersTo: ['strings', 'straps'],
      },
      {
        name: 'strap',
        shape: {
          sweep: [
            [-0.055, 0.006, -0.118],
            [-0.02, 0.006, -0.16],
            [0.02, 0.006, -0.16],
            [0.055, 0.006, -0.118],
          ],
          r: 0.004,
        },
        finish: 'fabric',
        color: 0x1a1a1a,
        role: 'accent',
        answersTo: ['strings', 'straps'],
      },
      {
        name: 'bottom',
        shape: {
          extrude: [
            [-0.1, 0.0],
            [0.1, 0.0],
            [0.02, -0.11],
            [-0.02, -0.11],
          ],
          depth: 0.016,
          round: 0.006,
        },
        turn: [-90, 0, 0],
        at: [0, 0, -0.036],
        finish: 'fabric',
        colors: [0xe0457b, 0x1f8ac0, 0xf2c01c, 0xc8102e],
        answersTo: ['bottoms', 'bikini'],
      },
    ],
  },
  {
    // A hi-vis vest: neon orange with two silver reflective bands.
    kind: 'safety vest',
    nouns: [
      'safety vest',
      'hi-vis vest',
      'hi vis vest',
      'high-visibility vest',
      'high visibility vest',
      'reflective vest',
      'safety jacket',
      'hi-vis jacket',
      'tabard',
    ],
    size: [0.6, 0.46],
    parts: [
      {
        name: 'vest',
        shape: {
          extrude: [
            [-0.2, 0],
            [0.2, 0],
            [0.2, 0.36],
            [0.15, 0.44],
            [0.13, 0.58],
            [0.07, 0.58],
            [0.0, 0.34],
            [-0.07, 0.58],
            [-0.13, 0.58],
            [-0.15, 0.44],
            [-0.2, 0.36],
          ],
          depth: 0.1,
          round: 0.02,
        },
        finish: 'fabric',
        color: 0xff7a10,
      },
      {
        name: 'stripe',
        shape: { box: [0.405, 0.035, 0.104] },
        ...at([
          [0, 0.08, 0],
          [0, 0.2, 0],
        ]),
        finish: 'chrome',
        color: 0xd8d8d8,
        role: 'accent',
        answersTo: ['stripes', 'bands'],
      },
    ],
  },
  {
    // The white jacket of judo and karate, sleeves out, closed by a black belt.
    kind: 'martial arts uniform',
    nouns: [
      'martial arts uniform',
      'karate uniform',
      'judo uniform',
      'karate gi',
      'judogi',
      'gi',
      'dobok',
      'karategi',
    ],
    size: [0.62, 0.8],
    parts: [
      {
        name: 'jacket',
        shape: {
          extrude: [
            [-0.2, 0],
            [0.2, 0],
            [0.2, 0.36],
            [0.4, 0.4],
            [0.4, 0.52],
            [0.16, 0.6],
            [0.06, 0.62],
            [-0.06, 0.62],
            [-0.16, 0.6],
            [-0.4, 0.52],
            [-0.4, 0.4],
            [-0.2, 0.36],
          ],
          depth: 0.1,
          round: 0.02,
        },
        finish: 'fabric',
        color: 0xf6f6f2,
      },
      {
        name: 'lapel',
        shape: { box: [0.035, 0.36, 0.01] },
        turn: [0, 0, -16],
        ...at([[0.045, 0.27, 0.05]]),
        finish: 'fabric',
        color: 0xe6e6e0,
        role: 'fixed',
      },
      {
        name: 'lapel_l',
        shape: { box: [0.035, 0.36, 0.01] },
        turn: [0, 0, 16],
        at: [-0.045, 0.27, 0.05],
        finish: 'fabric',
        color: 0xe6e6e0,
        role: 'fixed',
      },
      {
        name: 'belt',
        shape: { box: [0.41, 0.04, 0.108] },
        at: [0, 0.2, 0],
        finish: 'fabric',
        color: 0x161616,
        role: 'accent',
        answersTo: ['black belt'],
      },
      {
        name: 'belt_end',
        shape: { box: [0.03, 0.14, 0.01] },
        turn: [0, 0, 12],
        ...at([
          [0.02, 0.08, 0.055],
          [-0.02, 0.08, 0.055],
        ]),
        finish: 'fabric',
        color: 0x161616,
        role: 'accent',
        answersTo: ['belt'],
      },
    ],
  },
  {
    // The mortarboard: a flat square board on a skull cap, a button and a tassel.
    kind: 'graduation cap',
    nouns: [
      'graduation cap',
      'mortarboard',
      'mortar board',
      'academic cap',
      'square academic cap',
      'grad cap',
      'graduation hat',
    ],
    size: [0.14, 0.36],
    parts: [
      {
        name: 'cap',
        shape: { cyl: 0.09, r: 0.1, rTop: 0.105 },
        finish: 'fabric',
        color: 0x18181c,
      },
      {
        name: 'board',
        shape: { box: [0.25, 0.012, 0.25] },
        turn: [0, 45, 0],
        at: [0, 0.09, 0],
        finish: 'fabric',
        color: 0x18181c,
      },
      {
        name: 'button',
        shape: { cyl: 0.008, r: 0.012 },
        at: [0, 0.102, 0],
        finish: 'fabric',
        color: 0xd4a21c,
        role: 'accent',
      },
      {
        name: 'tassel',
        shape: {
          sweep: [
            [0, 0.106, 0],
            [0.09, 0.104, 0.01],
            [0.16, 0.098, 0.02],
            [0.165, 0.04, 0.02],
          ],
          r: 0.004,
        },
        finish: 'fabric',
        color: 0xd4a21c,
        role: 'accent',
        answersTo: ['tassel'],
      },
      {
        name: 'tassel_end',
        shape: { cyl: 0.04, r: 0.008, rTop: 0.004 },
        at: [0.165, 0.01, 0.02],
        finish: 'fabric',
        color: 0xd4a21c,
        role: 'accent',
        answersTo: ['tassel'],
      },
    ],
  },
  {
    // A big padded red mitt with its thumb and laced cuff.
    kind: 'boxing glove',
    nouns: ['boxing glove', 'boxing gloves', 'boxing mitt', 'sparring glove', 'punching glove'],
    size: [0.3, 0.22],
    parts: [
      {
        name: 'fist',
        shape: { ellipsoid: [0.085, 0.1, 0.09] },
        at: [0, 0.2, 0.01],
        finish: 'leather',
        color: 0xc8141c,
      },
      {
        name: 'thumb',
        shape: { ellipsoid: [0.03, 0.06, 0.035] },
        turn: [0, 0, -20],
        at: [0.07, 0.16, 0.05],
        finish: 'leather',
        color: 0xc8141c,
      },
      {
        name: 'cuff',
        shape: { cyl: 0.13, r: 0.062, rTop: 0.07 },
        finish: 'leather',
        color: 0xc8141c,
      },
      {
        name: 'band',
        shape: { cyl: 0.03, r: 0.066 },
        at: [0, 0.06, 0],
        finish: 'leather',
        color: 0xf4f4f4,
        role: 'accent',
        answersTo: ['stripe', 'cuff band'],
      },
    ],
  },
  {
    // An afro pick: a round handle (a fist) over long wide-set teeth.
    kind: 'hair pick',
    nouns: ['hair pick', 'afro pick', 'afro comb', 'pick comb', 'hair pick comb'],
    size: [0.2, 0.08],
    parts: [
      {
        name: 'handle',
        shape: { extrude: ellipse(0.035, 0.035, 20, 0, 0.16), depth: 0.012, round: 0.004 },
        finish: 'plastic',
        colors: [0x1a1a1a, 0xc8102e, 0x2a8a4a],
      },
      {
        name: 'bar',
        shape: { box: [0.075, 0.015, 0.012] },
        at: [0, 0.115, 0],
        finish: 'plastic',
        colors: [0x1a1a1a, 0xc8102e, 0x2a8a4a],
      },
      {
        name: 'tooth',
        shape: { cyl: 0.115, r: 0.0035, rTop: 0.004 },
        ...at([-0.03, -0.015, 0, 0.015, 0.03].map((x) => [x, 0.0, 0] as V3)),
        finish: 'plastic',
        colors: [0x1a1a1a, 0xc8102e, 0x2a8a4a],
        answersTo: ['teeth'],
      },
    ],
  },
  {
    // A brilliant-cut stone: a flat table, a crown and a deep pointed pavilion.
    kind: 'gem',
    nouns: [
      'gem',
      'gem stone',
      'gemstone',
      'jewel',
      'diamond',
      'ruby',
      'sapphire',
      'emerald',
      'precious stone',
    ],
    size: [0.08, 0.1],
    parts: [
      {
        name: 'stone',
        shape: {
          lathe: [
            [0.0, 0.0],
            [0.05, 0.045],
            [0.048, 0.052],
            [0.03, 0.07],
            [0.0, 0.07],
          ],
        },
        finish: 'gem',
        colors: [0x9ad8f0, 0xe0283c, 0x2a5ad8, 0x20a860, 0x9a4ad8],
      },
    ],
  },
  {
    // A glowing glass orb on a small stand.
    kind: 'crystal ball',
    nouns: ['crystal ball', "fortune teller's ball", 'scrying ball', 'magic orb', 'seer ball'],
    size: [0.22, 0.16],
    parts: [
      {
        name: 'stand',
        shape: {
          lathe: [
            [0.07, 0],
            [0.07, 0.015],
            [0.05, 0.03],
            [0.045, 0.05],
          ],
        },
        finish: 'gold',
        role: 'accent',
        answersTo: ['base'],
      },
      {
        name: 'ball',
        shape: { ball: 0.08 },
        at: [0, 0.12, 0],
        finish: 'glass',
        color: 0xb89ae8,
        answersTo: ['orb', 'crystal'],
      },
      {
        name: 'glow',
        shape: { ball: 0.035 },
        at: [0, 0.12, 0],
        finish: 'light',
        color: 0xe0d0ff,
        role: 'fixed',
      },
    ],
  },
  {
    // A disco ball: a mirror sphere with its grid of tiles, hanging from a short cord.
    kind: 'mirror ball',
    nouns: ['mirror ball', 'disco ball', 'glitter ball', 'disco globe'],
    size: [0.3, 0.2],
    parts: [
      {
        name: 'ball',
        shape: { ball: 0.1 },
        at: [0, 0.1, 0],
        finish: 'chrome',
      },
      ...[-0.06, -0.03, 0, 0.03, 0.06].map((dy, i): PartDecl => ({
        name: `band_${i + 1}`,
        shape: { ring: Math.sqrt(0.01 - dy * dy), r: 0.0025 },
        turn: [90, 0, 0],
        at: [0, 0.1 + dy, 0],
        finish: 'darkMetal',
        role: 'fixed',
      })),
      ...[30, 60, 90, 120, 150].map((deg, i): PartDecl => ({
        name: `meridian_${i + 1}`,
        shape: { ring: 0.1, r: 0.0025 },
        turn: [0, deg, 0],
        at: [0, 0.1, 0],
        finish: 'darkMetal',
        role: 'fixed',
      })),
      {
        name: 'cord',
        shape: { cyl: 0.09, r: 0.003 },
        at: [0, 0.2, 0],
        finish: 'darkMetal',
        role: 'fixed',
      },
    ],
  },
];

const OFFICE: readonly KindDecl[] = [
  {
    // A manila folder standing a little open, its tab up, papers inside.
    kind: 'folder',
    nouns: [
      'folder',
      'file folder',
      'open file folder',
      'manila folder',
      'document folder',
      'file',
      'files',
      'card index dividers',
    ],
    size: [0.26, 0.32],
    parts: [
      {
        name: 'back',
        shape: {
          extrude: [
            [-0.16, 0],
            [0.16, 0],
            [0.16, 0.22],
            [0.06, 0.22],
            [0.045, 0.245],
            [-0.06, 0.245],
            [-0.075, 0.22],
            [-0.16, 0.22],
          ],
          depth: 0.006,
        },
        turn: [-12, 0, 0],
        at: [0, 0, -0.02],
        finish: 'paper',
        color: 0xe8c878,
      },
      {
        name: 'paper',
        shape: { box: [0.29, 0.2, 0.004] },
        turn: [-6, 0, 0],
        at: [0, 0.005, -0.006],
        finish: 'paper',
        color: 0xfbfbf8,
        role: 'fixed',
        answersTo: ['papers', 'sheets'],
      },
      {
        name: 'front',
        shape: { box: [0.32, 0.19, 0.006] },
        at: [0, 0, -0.002],
        finish: 'paper',
        color: 0xf0d284,
      },
    ],
  },
  {
    // A board with a steel clip at the top and a sheet of lined paper.
    kind: 'clipboard',
    nouns: ['clipboard', 'clip board', 'writing board', 'clip-board'],
    size: [0.11, 0.33],
    parts: [
      {
        name: 'board',
        shape: { box: [0.23, 0.32, 0.008], round: 0.004 },
        turn: [-75, 0, 0],
        finish: 'wood',
        color: 0xa8784a,
      },
      {
        name: 'paper',
        shape: { box: [0.2, 0.26, 0.003] },
        turn: [-75, 0, 0],
        at: [0, 0.008, 0.0],
        finish: 'paper',
        color: 0xfbfbf8,
        role: 'fixed',
      },
      {
        name: 'line',
        shape: { box: [0.16, 0.004, 0.002] },
        turn: [-75, 0, 0],
        ...at(
          [0.04, 0.08, 0.12, 0.16, 0.2].map(
            (d) => [0, 0.011 + d * 0.259, -d * 0.966 + 0.001] as V3,
          ),
        ),
        finish: 'paint',
        color: 0x7a9ac8,
        role: 'fixed',
      },
      {
        name: 'clip',
        shape: { box: [0.09, 0.04, 0.02], round: 0.006 },
        turn: [-75, 0, 0],
        at: [0, 0.074, -0.26],
        finish: 'chrome',
        role: 'accent',
      },
    ],
  },
  {
    // A drawing pin: a round coloured head on a short steel point, standing on its head.
    kind: 'pushpin',
    nouns: [
      'pushpin',
      'push pin',
      'thumbtack',
      'thumb tack',
      'drawing pin',
      'round pushpin',
      'map pin',
      'tack',
    ],
    size: [0.06, 0.05],
    parts: [
      {
        name: 'head',
        shape: {
          lathe: [
            [0.022, 0],
            [0.024, 0.006],
            [0.012, 0.014],
            [0.012, 0.032],
            [0.018, 0.04],
            [0.0, 0.046],
          ],
          smooth: false,
        },
        finish: 'plastic',
        colors: [0xd8242c, 0x2a6ad8, 0x2aa84a, 0xf2c01c],
      },
      {
        name: 'point',
        shape: { cyl: 0.022, r: 0.0025, rTop: 0.0008 },
        at: [0, 0.046, 0],
        finish: 'steel',
        role: 'fixed',
        answersTo: ['needle', 'spike'],
      },
    ],
  },
  {
    // A paperclip standing up: one wire bent into two nested loops.
    kind: 'paperclip',
    nouns: [
      'paperclip',
      'paper clip',
      'linked paperclips',
      'paper clips',
      'paperclips',
      'clip',
      'binder clip',
    ],
    size: [0.08, 0.035],
    parts: [
      {
        name: 'wire',
        shape: {
          sweep: (() => {
            const pts: V3[] = [];
            const arc = (cx: number, cy: number, r: number, a0: number, a1: number) => {
              for (let i = 0; i <= 6; i++) {
                const a = a0 + ((a1 - a0) * i) / 6;
                pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r, 0]);
              }
            };
            arc(0, 0.068, 0.012, 0, Math.PI);
            arc(0.002, 0.016, 0.01, Math.PI, 2 * Math.PI);
            arc(0.004, 0.062, 0.008, 0, Math.PI);
            pts.push([-0.004, 0.03, 0]);
            return pts;
          })(),
          r: 0.0018,
        },
        at: [0, 0.004, 0],
        finish: 'chrome',
        colors: [0xc8c8cc, 0xc8c8cc, 0xd8242c, 0x2a6ad8],
      },
    ],
  },
  {
    // A safety pin: a coiled spring at one end, a clasp at the other, two wires between.
    kind: 'safety pin',
    nouns: ['safety pin', 'nappy pin', 'diaper pin', 'kilt pin'],
    size: [0.03, 0.08],
    parts: [
      {
        name: 'wire',
        shape: {
          sweep: [
            [-0.03, 0.015, 0],
            [0.03, 0.02, 0],
          ],
          r: 0.0018,
        },
        finish: 'chrome',
      },
      {
        name: 'pin',
        shape: {
          sweep: [
            [-0.03, 0.006, 0],
            [0.034, 0.008, 0],
          ],
          r: 0.0016,
        },
        finish: 'chrome',
      },
      {
        name: 'coil',
        shape: { ring: 0.006, r: 0.0018 },
        at: [-0.034, 0.011, 0],
        finish: 'chrome',
      },
      {
        name: 'clasp',
        shape: { box: [0.012, 0.02, 0.008], round: 0.003 },
        at: [0.034, 0.002, 0],
        finish: 'chrome',
        role: 'accent',
        answersTo: ['head', 'cap'],
      },
    ],
  },
  {
    // A flat ruler with its tick marks (a set square is a kind of its own: audit-kinds.ts).
    kind: 'ruler',
    nouns: [
      'ruler',
      'straight ruler',
      'yardstick',
      'meter stick',
      'metre stick',
      'measuring stick',
      'scale ruler',
    ],
    size: [0.006, 0.32],
    parts: [
      {
        name: 'ruler',
        shape: { box: [0.32, 0.004, 0.04] },
        finish: 'plastic',
        colors: [0xf2d23a, 0xe8e8ec, 0x8ac8e8],
      },
      {
        name: 'tick',
        shape: { box: [0.002, 0.0015, 0.012] },
        ...at(
          Array.from(
            { length: 29 },
            (_, i) => [-0.14 + i * 0.01, 0.004, -0.014 + (i % 5 === 0 ? 0.004 : 0)] as V3,
          ),
        ),
        finish: 'paint',
        color: 0x1a1a1a,
        role: 'fixed',
      },
    ],
  },
  {
    // A tear-off desk calendar: a red header with two rings over a white page and a grid.
    kind: 'calendar',
    nouns: [
      'calendar',
      'tear-off calendar',
      'spiral calendar',
      'desk calendar',
      'wall calendar',
      'agenda',
      'planner',
      'datebook',
    ],
    size: [0.24, 0.22],
    parts: [
      {
        name: 'page',
        shape: { box: [0.2, 0.2, 0.025] },
        turn: [-12, 0, 0],
        finish: 'paper',
        color: 0xfbfbf8,
      },
      {
        name: 'header',
        shape: { box: [0.2, 0.05, 0.03] },
        turn: [-12, 0, 0],
        at: [0, 0.19, -0.04],
        finish: 'paper',
        color: 0xd8242c,
        role: 'accent',
        answersTo: ['top'],
      },
      {
        name: 'ring',
        shape: { ring: 0.012, r: 0.003 },
        turn: [0, 90, 0],
        ...at([
          [-0.05, 0.245, -0.052],
          [0.05, 0.245, -0.052],
        ]),
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'cell',
        shape: { box: [0.02, 0.018, 0.004] },
        turn: [-12, 0, 0],
        ...at(
          [0, 1, 2, 3].flatMap((r) =>
            [-2, -1, 0, 1, 2, 3].map(
              (c) =>
                [c * 0.028 - 0.007, 0.03 + r * 0.032, 0.012 - (0.03 + r * 0.032) * 0.2126] as V3,
            ),
          ),
        ),
        finish: 'paint',
        color: 0xd0d4dc,
        role: 'fixed',
      },
    ],
  },
  {
    // A spiral-bound pad lying flat: lined sheets under a row of wire coils.
    kind: 'notepad',
    nouns: [
      'notepad',
      'spiral notepad',
      'note pad',
      'memo',
      'memo pad',
      'writing pad',
      'legal pad',
      'jotter',
      'scratch pad',
      'sticky note',
      'post-it',
      'spiral notebook',
    ],
    size: [0.03, 0.24],
    parts: [
      {
        name: 'pad',
        shape: { box: [0.16, 0.014, 0.22], round: 0.002 },
        finish: 'paper',
        color: 0xfbf6d8,
      },
      {
        name: 'cover',
        shape: { box: [0.16, 0.004, 0.03] },
        at: [0, 0.014, -0.095],
        finish: 'paper',
        colors: [0x2a6ad8, 0xd8242c, 0x2aa84a],
        role: 'accent',
      },
      {
        name: 'coil',
        shape: { ring: 0.008, r: 0.0018 },
        turn: [0, 90, 0],
        ...at(Array.from({ length: 8 }, (_, i) => [-0.063 + i * 0.018, 0.016, -0.11] as V3)),
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'line',
        shape: { box: [0.13, 0.0012, 0.0025] },
        ...at(Array.from({ length: 8 }, (_, i) => [0, 0.014, -0.06 + i * 0.022] as V3)),
        finish: 'paint',
        color: 0x8aa8d8,
        role: 'fixed',
      },
    ],
  },
  {
    // A plastic card: a gold chip, a stripe and raised numbers (bank card, ID card, key card).
    kind: 'credit card',
    nouns: [
      'credit card',
      'debit card',
      'bank card',
      'identification card',
      'id card',
      'identity card',
      'key card',
      'membership card',
      'business card',
      'gift card',
      'driver license',
      "driver's license",
    ],
    size: [0.005, 0.086],
    parts: [
      {
        name: 'card',
        shape: { box: [0.086, 0.003, 0.054], round: 0.001 },
        finish: 'plastic',
        colors: [0x2a5ad8, 0x1a1a1a, 0xd8a21c, 0x2aa84a],
      },
      {
        name: 'chip',
        shape: { box: [0.012, 0.0015, 0.01] },
        at: [-0.026, 0.003, -0.006],
        finish: 'gold',
        role: 'fixed',
      },
      {
        name: 'stripe',
        shape: { box: [0.06, 0.0012, 0.005] },
        at: [-0.008, 0.003, 0.012],
        finish: 'paint',
        color: 0xf4f4f4,
        role: 'fixed',
        answersTo: ['numbers', 'name'],
      },
      {
        name: 'photo',
        shape: { box: [0.018, 0.0015, 0.022] },
        at: [0.027, 0.003, -0.006],
        finish: 'paint',
        color: 0xe8d8c0,
        role: 'fixed',
        optional: 0.3,
      },
    ],
  },
  {
    // A paper ticket with notched ends and a perforated stub.
    kind: 'ticket',
    nouns: [
      'ticket',
      'tickets',
      'admission ticket',
      'admission tickets',
      'movie ticket',
      'cinema ticket',
      'concert ticket',
      'raffle ticket',
      'train ticket',
      'boarding pass',
      'coupon',
      'voucher',
      'ticket stub',
    ],
    size: [0.005, 0.2],
    parts: [
      {
        name: 'ticket',
        shape: {
          plan: (() => {
            const pts: V2[] = [];
            const notch = (x: number, sign: number) => {
              for (let i = 0; i <= 6; i++) {
                const a = -Math.PI / 2 + (Math.PI * i) / 6;
                pts.push([x - sign * Math.cos(a) * 0.014, Math.sin(a) * 0.014 * sign]);
              }
            };
            pts.push([-0.1, -0.045], [0.1, -0.045]);
            notch(0.1, 1);
            pts.push([0.1, 0.045], [-0.1, 0.045]);
            notch(-0.1, -1);
            return pts;
          })(),
          height: 0.003,
        },
        finish: 'paper',
        colors: [0xf2c01c, 0xe8414a, 0x3a8ad8, 0xf28a2c],
      },
      {
        name: 'perforation',
        shape: { cyl: 0.0012, r: 0.0025 },
        ...at(Array.from({ length: 9 }, (_, i) => [0.05, 0.003, -0.04 + i * 0.01] as V3)),
        finish: 'paint',
        color: 0x5a4a3a,
        role: 'fixed',
      },
      {
        name: 'print',
        shape: { box: [0.1, 0.0012, 0.05] },
        at: [-0.02, 0.003, 0],
        finish: 'paper',
        color: 0xfbf6e8,
        role: 'accent',
        answersTo: ['label'],
      },
    ],
  },
  {
    // A small stack of green paper money, the top note's oval portrait showing.
    kind: 'banknote',
    nouns: [
      'banknote',
      'bank note',
      'banknotes',
      'dollar bill',
      'dollar',
      'dollars',
      'paper money',
      'cash',
      'money',
      'euro note',
      'pound note',
      'yen note',
      'currency',
      'wad of cash',
    ],
    size: [0.02, 0.16],
    parts: [
      {
        name: 'notes',
        shape: { box: [0.156, 0.012, 0.068] },
        finish: 'paper',
        color: 0x8ab88a,
      },
      {
        name: 'note',
        shape: { box: [0.156, 0.002, 0.068] },
        turn: [0, 8, 0],
        at: [0.004, 0.012, 0],
        finish: 'paper',
        color: 0xa8d0a0,
      },
      {
        name: 'portrait',
        shape: { cyl: 0.0015, r: 0.018 },
        at: [0.005, 0.014, 0],
        finish: 'paint',
        color: 0x4a7a4a,
        role: 'fixed',
      },
      {
        name: 'corner',
        shape: { box: [0.02, 0.0015, 0.014] },
        ...at([
          [-0.055, 0.014, -0.016],
          [0.064, 0.014, 0.022],
        ]),
        finish: 'paint',
        color: 0x3a6a3a,
        role: 'fixed',
      },
      {
        name: 'band',
        shape: { box: [0.022, 0.018, 0.074] },
        at: [-0.04, -0.002, 0],
        finish: 'paper',
        color: 0xf0e0b0,
        role: 'accent',
        optional: 0.5,
      },
    ],
  },
  {
    // A long till receipt curling at its end, printed in grey lines.
    kind: 'receipt',
    nouns: [
      'receipt',
      'till receipt',
      'sales receipt',
      'invoice',
      'bill of sale',
      'printout',
      'page',
      'sheet of paper',
      'document',
      'page with curl',
    ],
    size: [0.06, 0.24],
    parts: [
      {
        name: 'paper',
        shape: { box: [0.08, 0.002, 0.2] },
        finish: 'paper',
        color: 0xfbfbf6,
      },
      {
        name: 'curl',
        shape: { ring: 0.025, r: 0.001, arc: 270, from: 270 },
        turn: [0, 90, 0],
        at: [0, 0.026, -0.1],
        finish: 'paper',
        color: 0xfbfbf6,
        role: 'fixed',
      },
      {
        name: 'curl_sheet',
        shape: { cyl: 0.08, r: 0.025 },
        turn: [0, 0, 90],
        at: [0.04, 0.026, -0.1],
        minus: [{ shape: { cyl: 0.09, r: 0.023 }, turn: [0, 0, 90], at: [0.045, 0.026, -0.1] }],
        finish: 'paper',
        color: 0xf4f4ee,
      },
      {
        name: 'line',
        shape: { box: [0.05, 0.001, 0.004] },
        ...at(
          Array.from(
            { length: 9 },
            (_, i) => [(i % 3) * 0.006 - 0.006, 0.002, -0.06 + i * 0.016] as V3,
          ),
        ),
        finish: 'paint',
        color: 0x6a6a6a,
        role: 'fixed',
      },
      {
        name: 'total',
        shape: { box: [0.03, 0.0012, 0.006] },
        at: [0.015, 0.002, 0.09],
        finish: 'paint',
        color: 0x1a1a1a,
        role: 'fixed',
      },
    ],
    // A page, a document or a printout is a flat sheet of A4 with lines of text: the narrow
    // curling till roll read as a receipt.
    looks: { page: SHEET, 'sheet of paper': SHEET, document: SHEET, printout: SHEET },
  },
  {
    // A bookmark standing up: a long card with a tassel through its top.
    kind: 'bookmark',
    nouns: [
      'bookmark',
      'bookmarks',
      'bookmark tabs',
      'page marker',
      'book mark',
      'tab divider',
      'sticky tabs',
    ],
    size: [0.24, 0.05],
    parts: [
      {
        name: 'card',
        shape: {
          extrude: [
            [-0.025, 0.0],
            [0.0, 0.02],
            [0.025, 0.0],
            [0.025, 0.19],
            [-0.025, 0.19],
          ],
          depth: 0.003,
        },
        finish: 'paper',
        colors: [0xd8242c, 0x2a6ad8, 0x2aa84a, 0x8a3ac8],
      },
      {
        name: 'stripe',
        shape: { box: [0.04, 0.14, 0.004] },
        at: [0, 0.03, 0],
        finish: 'paper',
        color: 0xf4ead0,
        role: 'accent',
      },
      {
        name: 'tassel',
        shape: {
          sweep: [
            [0, 0.18, 0],
            [0.006, 0.215, 0.002],
            [0.018, 0.2, 0.004],
          ],
          r: 0.002,
        },
        finish: 'fabric',
        color: 0xd4a21c,
        role: 'fixed',
      },
      {
        name: 'tassel_end',
        shape: { cyl: 0.03, r: 0.004, rTop: 0.002 },
        at: [0.018, 0.172, 0.004],
        finish: 'fabric',
        color: 0xd4a21c,
        role: 'fixed',
      },
    ],
  },
  {
    // A tag on a string: a card with a clipped corner and an eyelet (price, luggage, gift tag).
    kind: 'tag',
    nouns: [
      'tag',
      'label',
      'price tag',
      'luggage tag',
      'gift tag',
      'name tag',
      'tags',
      'labels',
      'sticker',
    ],
    size: [0.14, 0.1],
    parts: [
      {
        name: 'tag',
        shape: {
          extrude: [
            [-0.03, 0.0],
            [0.03, 0.0],
            [0.03, 0.075],
            [0.0, 0.1],
            [-0.03, 0.075],
          ],
          depth: 0.003,
        },
        finish: 'paper',
        colors: [0xe8c890, 0xf4f4f0, 0xd8242c],
      },
      {
        name: 'eyelet',
        shape: { ring: 0.006, r: 0.0015 },
        at: [0, 0.082, 0.002],
        finish: 'gold',
        role: 'fixed',
      },
      {
        name: 'string',
        shape: {
          sweep: [
            [0, 0.088, 0.002],
            [0.006, 0.11, 0.004],
            [-0.01, 0.13, 0.004],
            [-0.03, 0.135, 0.0],
          ],
          r: 0.0015,
        },
        finish: 'fabric',
        color: 0xc8a070,
        role: 'fixed',
      },
    ],
  },
  {
    // A pen lying on its side: a barrel, a cap with a clip, a nib at the writing end.
    kind: 'pen',
    nouns: [
      'pen',
      'ballpoint',
      'ballpoint pen',
      'ball pen',
      'biro',
      'fountain pen',
      'nib',
      'black nib',
      'gel pen',
      'felt pen',
      'felt-tip pen',
      'marker',
      'marker pen',
      'highlighter',
      'felt tip',
      'rollerball',
    ],
    size: [0.02, 0.16],
    parts: [
      {
        name: 'barrel',
        shape: {
          capsule: [
            [-0.07, 0.01, 0],
            [0.045, 0.01, 0],
          ],
          r: 0.0085,
        },
        finish: 'plastic',
        colors: [0x1a1a2a, 0x2a4ad8, 0xc8102e],
      },
      {
        name: 'grip',
        shape: { cyl: 0.02, r: 0.0078, rTop: 0.006 },
        turn: [0, 0, -90],
        at: [0.045, 0.01, 0],
        finish: 'rubber',
        color: 0x2a2a2a,
        role: 'fixed',
      },
      {
        name: 'nib',
        shape: { cyl: 0.016, r: 0.0055, rTop: 0.0008 },
        turn: [0, 0, -90],
        at: [0.065, 0.01, 0],
        finish: 'gold',
        role: 'accent',
        answersTo: ['tip', 'point'],
      },
      {
        name: 'clip',
        shape: { box: [0.04, 0.003, 0.004] },
        at: [-0.045, 0.0185, 0],
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'band',
        shape: { cyl: 0.005, r: 0.0088 },
        turn: [0, 0, 90],
        at: [-0.02, 0.01, 0],
        finish: 'gold',
        role: 'fixed',
      },
    ],
    // A marker is fat and capped, the cap in its ink's colour over a white barrel (the slim
    // pen read as a ballpoint); a highlighter is fat and all one fluorescent colour.
    looks: {
      marker: MARKER,
      'marker pen': MARKER,
      'felt pen': MARKER,
      'felt tip': MARKER,
      'felt-tip pen': MARKER,
      highlighter: HIGHLIGHTER,
    },
  },
  {
    // A cylindrical cell: a coloured wrapper, a silver base and a positive nub.
    kind: 'battery',
    nouns: [
      'battery',
      'batteries',
      'aa battery',
      'aaa battery',
      'dry cell',
      'low battery',
      'accumulator',
      'battery cell',
      'rechargeable battery',
    ],
    size: [0.03, 0.05],
    parts: [
      {
        name: 'wrapper',
        shape: { cyl: 0.038, r: 0.0145 },
        turn: [0, 0, -90],
        at: [-0.025, 0.0145, 0],
        finish: 'plastic',
        colors: [0x1a1a1a, 0xd8a21c, 0x2a6ad8],
      },
      {
        name: 'top',
        shape: { cyl: 0.012, r: 0.0147 },
        turn: [0, 0, -90],
        at: [0.013, 0.0145, 0],
        finish: 'plastic',
        color: 0xc87a1c,
        role: 'accent',
        answersTo: ['band', 'stripe'],
      },
      {
        name: 'terminal',
        shape: { cyl: 0.003, r: 0.005 },
        turn: [0, 0, -90],
        at: [0.025, 0.0145, 0],
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'base',
        shape: { cyl: 0.002, r: 0.014 },
        turn: [0, 0, 90],
        at: [-0.025, 0.0145, 0],
        finish: 'chrome',
        role: 'fixed',
      },
    ],
  },
];

/** A box of `w` × `h` × `d` with its edges rounded by `r`, standing on y = 0 at `at`. */
function block(
  name: string,
  size: V3,
  finish: string,
  color: number,
  atY = 0,
  round = 0.004,
): PartDecl {
  return { name, shape: { box: size, round }, at: [0, atY, 0], finish, color };
}

const DEVICES: readonly KindDecl[] = [
  {
    // A desktop printer: a box with a paper tray standing up at the back and a sheet coming out.
    kind: 'printer',
    nouns: [
      'printer',
      'inkjet printer',
      'laser printer',
      'fax machine',
      'fax',
      'photocopier',
      'copier',
      'copy machine',
      'scanner',
      'printing machine',
    ],
    size: [0.3, 0.45],
    parts: [
      block('body', [0.44, 0.16, 0.34], 'plastic', 0x3a3a40, 0, 0.02),
      {
        name: 'lid',
        shape: { box: [0.42, 0.02, 0.26], round: 0.006 },
        at: [0, 0.16, -0.03],
        finish: 'plastic',
        color: 0x4a4a52,
        role: 'accent',
      },
      {
        name: 'tray',
        shape: { box: [0.3, 0.14, 0.008] },
        turn: [-20, 0, 0],
        at: [0, 0.16, -0.14],
        finish: 'plastic',
        color: 0x2a2a30,
        role: 'detail',
      },
      {
        name: 'sheet',
        shape: { box: [0.21, 0.004, 0.16] },
        turn: [-8, 0, 0],
        at: [0, 0.07, 0.2],
        finish: 'paper',
        color: 0xfbfbf8,
        role: 'fixed',
        answersTo: ['paper'],
      },
      {
        name: 'slot',
        shape: { box: [0.26, 0.012, 0.01] },
        at: [0, 0.07, 0.168],
        finish: 'plastic',
        color: 0x111114,
        role: 'fixed',
      },
      {
        name: 'panel',
        shape: { box: [0.09, 0.01, 0.05] },
        at: [0.15, 0.18, 0.1],
        finish: 'glass',
        color: 0x6ab8e8,
        role: 'fixed',
        answersTo: ['screen'],
      },
    ],
  },
  {
    // A compact disc: a silver rainbow disc with its clear hub and hole, leaning on its case.
    kind: 'optical disc',
    nouns: [
      'optical disc',
      'optical disk',
      'cd',
      'dvd',
      'compact disc',
      'compact disk',
      'cd-rom',
      'blu-ray',
      'disc',
      'disk',
      'cd rom',
    ],
    size: [0.008, 0.12],
    parts: [
      {
        name: 'disc',
        shape: { cyl: 0.0024, r: 0.06 },
        minus: [{ shape: { cyl: 0.01, r: 0.0075 }, at: [0, -0.004, 0] }],
        finish: 'chrome',
        color: 0xd8d0f0,
      },
      {
        name: 'shine',
        shape: { ring: 0.04, r: 0.0025, arc: 60, from: 20 },
        turn: [90, 0, 0],
        at: [0, 0.0024, 0],
        finish: 'plastic',
        color: 0x8ad8e8,
        role: 'fixed',
      },
      {
        name: 'shine_2',
        shape: { ring: 0.04, r: 0.0025, arc: 60, from: 200 },
        turn: [90, 0, 0],
        at: [0, 0.0024, 0],
        finish: 'plastic',
        color: 0xf0a8d8,
        role: 'fixed',
      },
      {
        name: 'hub',
        shape: { ring: 0.012, r: 0.0035 },
        turn: [90, 0, 0],
        at: [0, 0.0015, 0],
        finish: 'glass',
        color: 0xe8e8f0,
        role: 'fixed',
      },
    ],
  },
  {
    // A 3½-inch floppy: a square plastic shell, a metal shutter and a paper label.
    kind: 'floppy disk',
    nouns: ['floppy disk', 'floppy', 'diskette', 'floppy disc', 'computer disk', 'save icon'],
    size: [0.007, 0.09],
    parts: [
      {
        name: 'shell',
        shape: {
          plan: [
            [-0.045, -0.045],
            [0.045, -0.045],
            [0.045, 0.04],
            [0.04, 0.045],
            [-0.045, 0.045],
          ],
          height: 0.0034,
        },
        finish: 'plastic',
        colors: [0x2a2a30, 0x2a5ad8, 0xc8242c],
      },
      {
        name: 'shutter',
        shape: { box: [0.048, 0.0012, 0.03] },
        at: [0.004, 0.0034, -0.03],
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'window',
        shape: { box: [0.012, 0.0014, 0.022] },
        at: [0.012, 0.0046, -0.032],
        finish: 'plastic',
        color: 0x111114,
        role: 'fixed',
      },
      {
        name: 'label',
        shape: { box: [0.07, 0.0012, 0.04] },
        at: [0, 0.0034, 0.018],
        finish: 'paper',
        color: 0xf4f4f0,
        role: 'accent',
      },
    ],
  },
  {
    // A video or audio cassette: a black shell with two reel windows and a label.
    kind: 'cassette',
    nouns: [
      'cassette',
      'videocassette',
      'video cassette',
      'vhs',
      'vhs tape',
      'videotape',
      'video tape',
      'cassette tape',
      'audio cassette',
      'mixtape',
      'tape cassette',
    ],
    size: [0.03, 0.19],
    parts: [
      {
        name: 'shell',
        shape: { box: [0.188, 0.1, 0.025], round: 0.004 },
        turn: [-80, 0, 0],
        finish: 'plastic',
        color: 0x1c1c20,
      },
      {
        name: 'label',
        shape: { box: [0.15, 0.04, 0.003] },
        turn: [-80, 0, 0],
        at: [0, 0.0272, -0.05],
        finish: 'paper',
        colors: [0xf4f4f0, 0xf2c01c, 0xe8414a],
        role: 'accent',
      },
      {
        name: 'reel',
        shape: { cyl: 0.004, r: 0.017 },
        turn: [10, 0, 0],
        ...at([
          [-0.045, 0.0265, -0.016],
          [0.045, 0.0265, -0.016],
        ]),
        finish: 'plastic',
        color: 0xd8d8d8,
        role: 'fixed',
      },
      {
        name: 'tape',
        shape: { box: [0.06, 0.004, 0.016] },
        turn: [10, 0, 0],
        at: [0, 0.0262, -0.018],
        finish: 'plastic',
        color: 0x4a2a1a,
        role: 'fixed',
      },
    ],
  },
  {
    // A film camera or projector: a body with two film reels on top and a lens in front.
    kind: 'movie camera',
    nouns: [
      'movie camera',
      'film camera',
      'cine camera',
      'film projector',
      'movie projector',
      'cinema camera',
    ],
    size: [0.32, 0.32],
    parts: [
      block('body', [0.12, 0.14, 0.24], 'plastic', 0x2a2a30, 0, 0.012),
      {
        name: 'reel',
        shape: { cyl: 0.02, r: 0.07 },
        turn: [0, 0, 90],
        ...at([
          [0.01, 0.2, -0.06],
          [0.01, 0.2, 0.07],
        ]),
        finish: 'darkMetal',
        color: 0x4a4a52,
        role: 'accent',
        answersTo: ['reels', 'film'],
      },
      {
        name: 'hub',
        shape: { cyl: 0.03, r: 0.015 },
        turn: [0, 0, 90],
        ...at([
          [0.02, 0.2, -0.06],
          [0.02, 0.2, 0.07],
        ]),
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'lens',
        shape: { cyl: 0.07, r: 0.035, rTop: 0.04 },
        turn: [90, 0, 0],
        at: [0, 0.07, 0.12],
        finish: 'darkMetal',
        role: 'fixed',
      },
      {
        name: 'glass',
        shape: { cyl: 0.006, r: 0.034 },
        turn: [90, 0, 0],
        at: [0, 0.07, 0.19],
        finish: 'glass',
        color: 0x3a5aa8,
        role: 'fixed',
      },
    ],
  },
  {
    // A computer mouse: a smooth rounded shell with two buttons and a wheel (a trackball has
    // its ball on top).
    kind: 'computer mouse',
    nouns: [
      'computer mouse',
      'mouse pointer',
      'wireless mouse',
      'optical mouse',
      'trackball',
      'mousepad mouse',
    ],
    size: [0.04, 0.11],
    parts: [
      {
        name: 'shell',
        shape: { ellipsoid: [0.032, 0.04, 0.055] },
        minus: [{ shape: { box: [0.1, 0.05, 0.14] }, at: [0, -0.05, 0] }],
        finish: 'plastic',
        colors: [0x2a2a30, 0x8a8a92, 0x2a5ad8],
      },
      {
        name: 'split',
        shape: { box: [0.002, 0.006, 0.045] },
        at: [0, 0.03, 0.025],
        finish: 'plastic',
        color: 0x111114,
        role: 'fixed',
      },
      {
        name: 'wheel',
        shape: { cyl: 0.006, r: 0.007 },
        turn: [0, 0, 90],
        at: [0.003, 0.036, 0.02],
        finish: 'rubber',
        color: 0x5a5a62,
        role: 'accent',
      },
      {
        name: 'cable',
        shape: {
          sweep: [
            [0, 0.008, 0.054],
            [0, 0.006, 0.08],
            [0.02, 0.004, 0.1],
          ],
          r: 0.003,
        },
        finish: 'rubber',
        color: 0x2a2a30,
        role: 'fixed',
        optional: 0.5,
      },
    ],
  },
  {
    // An arcade joystick: a box base, a stick with a red ball and two buttons.
    kind: 'joystick',
    nouns: ['joystick', 'arcade stick', 'flight stick', 'control stick', 'game stick'],
    size: [0.2, 0.16],
    parts: [
      block('base', [0.16, 0.05, 0.12], 'plastic', 0x1c1c20, 0, 0.01),
      {
        name: 'stick',
        shape: { cyl: 0.1, r: 0.006 },
        at: [-0.03, 0.05, 0],
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'knob',
        shape: { ball: 0.022 },
        at: [-0.03, 0.16, 0],
        finish: 'plastic',
        color: 0xd8242c,
        role: 'accent',
        answersTo: ['ball', 'top'],
      },
      {
        name: 'button',
        shape: { cyl: 0.012, r: 0.012 },
        ...at([
          [0.035, 0.048, 0.02],
          [0.055, 0.048, -0.015],
        ]),
        finish: 'plastic',
        color: 0x2a6ad8,
        role: 'accent',
        answersTo: ['buttons'],
      },
    ],
  },
  {
    // A pager: a small box with a screen and a belt clip.
    kind: 'pager',
    nouns: ['pager', 'beeper', 'bleeper', 'radio pager'],
    size: [0.05, 0.07],
    parts: [
      block('body', [0.065, 0.045, 0.022], 'plastic', 0x2a2a30, 0, 0.006),
      {
        name: 'screen',
        shape: { box: [0.045, 0.016, 0.002] },
        at: [0, 0.022, 0.011],
        finish: 'glass',
        color: 0x9ac88a,
        role: 'fixed',
      },
      {
        name: 'button',
        shape: { box: [0.01, 0.006, 0.004] },
        ...at([
          [-0.015, 0.008, 0.011],
          [0.0, 0.008, 0.011],
          [0.015, 0.008, 0.011],
        ]),
        finish: 'plastic',
        color: 0x8a8a92,
        role: 'fixed',
      },
    ],
  },
  {
    // A slot machine: a cabinet with three reels behind glass, a lever with a red ball.
    kind: 'slot machine',
    nouns: [
      'slot machine',
      'fruit machine',
      'one-armed bandit',
      'pokie',
      'gaming machine',
      'gambling machine',
      'slots',
    ],
    size: [1.6, 0.8],
    parts: [
      block('cabinet', [0.7, 1.4, 0.6], 'paint', 0xc8242c, 0, 0.03),
      {
        name: 'top',
        shape: { box: [0.72, 0.2, 0.5], round: 0.04 },
        at: [0, 1.4, -0.04],
        finish: 'paint',
        color: 0xf2c01c,
        role: 'accent',
      },
      {
        name: 'window',
        shape: { box: [0.56, 0.26, 0.02] },
        at: [0, 0.85, 0.3],
        finish: 'paint',
        color: 0xf8f8f4,
        role: 'fixed',
      },
      {
        name: 'symbol',
        shape: { ball: 0.06 },
        ...at([
          [-0.18, 0.98, 0.31],
          [0.0, 0.98, 0.31],
          [0.18, 0.98, 0.31],
        ]),
        finish: 'plastic',
        colors: [0xd8242c, 0x2aa84a, 0x8a3ac8],
        role: 'fixed',
        answersTo: ['cherries', 'symbols'],
      },
      {
        name: 'tray',
        shape: { box: [0.5, 0.08, 0.14] },
        at: [0, 0.3, 0.32],
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'lever',
        shape: { cyl: 0.5, r: 0.02 },
        at: [0.4, 0.9, 0],
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'lever_base',
        shape: { box: [0.08, 0.12, 0.12] },
        at: [0.38, 0.85, 0],
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'knob',
        shape: { ball: 0.06 },
        at: [0.4, 1.42, 0],
        finish: 'plastic',
        color: 0xd8242c,
        role: 'fixed',
        answersTo: ['ball'],
      },
    ],
  },
  {
    // An electronic keyboard: a long case with white and black keys and a few knobs.
    kind: 'electric keyboard',
    nouns: [
      'electric keyboard',
      'musical keyboard',
      'electronic keyboard',
      'synthesizer',
      'synth',
      'keytar',
      'digital piano',
      'piano keyboard',
      'organ keyboard',
    ],
    size: [0.12, 0.95],
    parts: [
      block('case', [0.95, 0.08, 0.3], 'plastic', 0x1c1c20, 0, 0.012),
      {
        name: 'white_keys',
        shape: { box: [0.86, 0.02, 0.14] },
        at: [0, 0.075, 0.065],
        finish: 'plastic',
        color: 0xfafaf6,
        role: 'fixed',
        answersTo: ['keys'],
      },
      {
        name: 'gap',
        shape: { box: [0.002, 0.021, 0.14] },
        ...at(Array.from({ length: 28 }, (_, i) => [-0.415 + i * 0.0307, 0.075, 0.065] as V3)),
        finish: 'plastic',
        color: 0x8a8a8a,
        role: 'fixed',
      },
      {
        name: 'black_key',
        shape: { box: [0.016, 0.016, 0.085] },
        ...at(
          Array.from({ length: 28 }, (_, i) => i)
            .filter((i) => [0, 1, 3, 4, 5].includes(i % 7) && i < 27)
            .map((i) => [-0.415 + (i + 1) * 0.0307, 0.09, 0.035] as V3),
        ),
        finish: 'plastic',
        color: 0x111114,
        role: 'fixed',
      },
      {
        name: 'knob',
        shape: { cyl: 0.014, r: 0.012 },
        ...at([-0.3, -0.24, -0.18, 0.2, 0.26].map((x) => [x, 0.08, -0.09] as V3)),
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'display',
        shape: { box: [0.14, 0.006, 0.05] },
        at: [0, 0.08, -0.09],
        finish: 'glass',
        color: 0x3ac8e8,
        role: 'accent',
      },
    ],
  },
];

const HOUSEHOLD: readonly KindDecl[] = [
  {
    // A C-clamp: a thick C frame with a screw through one jaw and a T handle.
    kind: 'clamp',
    nouns: [
      'clamp',
      'c-clamp',
      'c clamp',
      'g-clamp',
      'g clamp',
      'bar clamp',
      'vise',
      'vice',
      'clamps',
    ],
    size: [0.2, 0.16],
    parts: [
      {
        name: 'frame',
        shape: { ring: 0.07, r: 0.014, arc: 250, from: 55 },
        at: [0, 0.08, 0],
        turn: [0, 0, 0],
        finish: 'paint',
        color: 0xd8541c,
      },
      {
        name: 'screw',
        shape: { cyl: 0.1, r: 0.007 },
        at: [0.04, 0.0, 0],
        finish: 'steel',
        role: 'fixed',
      },
      {
        name: 'pad',
        shape: { cyl: 0.008, r: 0.016 },
        at: [0.04, 0.1, 0],
        finish: 'steel',
        role: 'fixed',
      },
      {
        name: 'handle',
        shape: {
          capsule: [
            [0.0, 0.004, 0],
            [0.08, 0.004, 0],
          ],
          r: 0.005,
        },
        finish: 'steel',
        role: 'fixed',
      },
    ],
  },
  {
    // The scales of justice: a post with a beam and two pans hanging on chains.
    kind: 'balance scale',
    nouns: [
      'balance scale',
      'balance',
      'scales',
      'scale',
      'scales of justice',
      'weighing scale',
      'pair of scales',
      'beam balance',
    ],
    size: [0.4, 0.44],
    parts: [
      {
        name: 'base',
        shape: { cyl: 0.025, r: 0.08, rTop: 0.07 },
        finish: 'brass',
      },
      {
        name: 'post',
        shape: { cyl: 0.34, r: 0.012 },
        at: [0, 0.025, 0],
        finish: 'brass',
      },
      {
        name: 'beam',
        shape: {
          capsule: [
            [-0.2, 0.36, 0],
            [0.2, 0.36, 0],
          ],
          r: 0.008,
        },
        finish: 'brass',
      },
      {
        name: 'finial',
        shape: { ball: 0.018 },
        at: [0, 0.375, 0],
        finish: 'brass',
      },
      ...[-0.2, 0.2].flatMap((x, i): PartDecl[] => [
        ...[0, 120, 240].map((deg, k): PartDecl => ({
          name: `chain_${i + 1}_${k + 1}`,
          shape: {
            capsule: [
              [x, 0.355, 0],
              [
                x + Math.cos((deg * Math.PI) / 180) * 0.12,
                0.15,
                Math.sin((deg * Math.PI) / 180) * 0.12,
              ],
            ],
            r: 0.002,
          },
          finish: 'brass',
          role: 'detail',
        })),
        {
          name: `pan_${i + 1}`,
          shape: {
            lathe: [
              [0.0, 0.0],
              [0.1, 0.0],
              [0.13, 0.03],
            ],
            wall: 0.004,
          },
          at: [x, 0.12, 0],
          finish: 'brass',
          answersTo: ['pans', 'pan'],
        },
      ]),
    ],
  },
  {
    // A length of chain: oval links, each turned a quarter to the last.
    kind: 'chain',
    nouns: ['chain', 'chains', 'broken chain', 'chain link', 'links', 'shackles'],
    size: [0.05, 0.3],
    parts: Array.from({ length: 6 }, (_, i): PartDecl => ({
      name: `link_${i + 1}`,
      shape: { plan: [], height: 0 },
      at: [0, 0, 0],
      finish: 'iron',
    })).map((p, i) => ({
      ...p,
      shape: {
        sweep: ellipse(0.028, 0.016, 16)
          .concat([[0.028, 0]])
          .map(([x, y]) => [x, y, 0] as V3),
        r: 0.005,
      },
      turn: [i % 2 === 0 ? 90 : 0, 0, 0] as V3,
      at: [-0.11 + i * 0.044, 0.021, 0] as V3,
    })),
  },
  {
    // A test tube of coloured liquid standing in a small wooden rack.
    kind: 'test tube',
    nouns: ['test tube', 'test tubes', 'vial', 'test tube rack', 'sample tube', 'ampoule'],
    size: [0.18, 0.1],
    parts: [
      block('rack', [0.1, 0.012, 0.04], 'wood', 0xb8864a, 0, 0.002),
      {
        name: 'rack_top',
        shape: { box: [0.1, 0.012, 0.04], round: 0.002 },
        at: [0, 0.07, 0],
        finish: 'wood',
        color: 0xb8864a,
        role: 'detail',
      },
      {
        name: 'rack_post',
        shape: { box: [0.008, 0.07, 0.03] },
        ...at([
          [-0.046, 0.0, 0],
          [0.046, 0.0, 0],
        ]),
        finish: 'wood',
        color: 0xb8864a,
        role: 'detail',
      },
      {
        name: 'tube',
        shape: {
          capsule: [
            [0, 0.026, 0],
            [0, 0.17, 0],
          ],
          r: 0.012,
        },
        ...at([
          [-0.022, 0, 0],
          [0.022, 0, 0],
        ]),
        finish: 'glass',
        color: 0xe8f0f4,
        role: 'detail',
      },
      {
        name: 'liquid',
        shape: {
          capsule: [
            [0, 0.026, 0],
            [0, 0.09, 0],
          ],
          r: 0.0125,
        },
        ...at([
          [-0.022, 0, 0],
          [0.022, 0, 0],
        ]),
        finish: 'plastic',
        colors: [0x2ab84a, 0xd8242c, 0x2a8ad8, 0x8a3ac8],
      },
    ],
  },
  {
    // A conical lab flask with coloured liquid (and the alembic's retort kin).
    kind: 'lab flask',
    nouns: [
      'lab flask',
      'erlenmeyer flask',
      'conical flask',
      'laboratory flask',
      'alembic',
      'retort',
      'chemistry flask',
      'round-bottom flask',
      'distillation flask',
    ],
    size: [0.22, 0.16],
    parts: [
      {
        name: 'flask',
        shape: {
          lathe: [
            [0.075, 0],
            [0.078, 0.01],
            [0.02, 0.15],
            [0.02, 0.2],
            [0.024, 0.21],
          ],
          wall: 0.003,
        },
        finish: 'glass',
        color: 0xe8f0f4,
        role: 'detail',
        answersTo: ['glass'],
      },
      {
        name: 'liquid',
        shape: {
          lathe: [
            [0.077, 0.002],
            [0.0795, 0.011],
            [0.049, 0.09],
          ],
        },
        finish: 'plastic',
        colors: [0x2ab84a, 0x8a3ac8, 0x2a8ad8, 0xf28a2c],
      },
      {
        name: 'stopper',
        shape: { cyl: 0.025, r: 0.018, rTop: 0.022 },
        at: [0, 0.205, 0],
        finish: 'cork',
        role: 'fixed',
        optional: 0.5,
      },
    ],
  },
  {
    // A sink plunger: a red rubber cup on a wooden handle.
    kind: 'plunger',
    nouns: ['plunger', 'toilet plunger', 'sink plunger', "plumber's helper", 'plumbers helper'],
    size: [0.5, 0.14],
    parts: [
      {
        name: 'cup',
        shape: {
          lathe: [
            [0.07, 0],
            [0.068, 0.04],
            [0.045, 0.07],
            [0.016, 0.085],
          ],
          smooth: true,
        },
        finish: 'rubber',
        color: 0xc8241c,
      },
      {
        name: 'handle',
        shape: { cyl: 0.42, r: 0.013 },
        at: [0, 0.08, 0],
        finish: 'wood',
        color: 0xc89a5a,
        role: 'accent',
      },
    ],
  },
  {
    // A kitchen sponge: a yellow porous block with a green scouring layer.
    kind: 'sponge',
    nouns: [
      'sponge',
      'kitchen sponge',
      'scrubber',
      'scouring pad',
      'scrub sponge',
      'bath sponge',
      'dish sponge',
    ],
    size: [0.05, 0.12],
    parts: [
      block('sponge', [0.11, 0.032, 0.07], 'plain', 0xf2d23a, 0, 0.008),
      {
        name: 'scourer',
        shape: { box: [0.11, 0.012, 0.07], round: 0.003 },
        at: [0, 0.032, 0],
        finish: 'fabric',
        color: 0x2a8a3a,
        role: 'accent',
      },
      {
        name: 'pore',
        shape: { ball: 0.004 },
        ...at([
          [-0.03, 0.012, 0.035],
          [0.0, 0.02, 0.035],
          [0.03, 0.01, 0.035],
          [-0.015, 0.022, 0.035],
          [0.02, 0.024, 0.035],
          [0.055, 0.016, 0.01],
          [0.055, 0.012, -0.02],
        ]),
        finish: 'plain',
        color: 0xc8a020,
        role: 'fixed',
      },
    ],
  },
  {
    // A bar of soap with a few bubbles.
    kind: 'soap',
    nouns: [
      'soap',
      'bar of soap',
      'soap bar',
      'bar soap',
      'cake of soap',
      'bubbles',
      'soap bubbles',
    ],
    size: [0.06, 0.1],
    parts: [
      {
        name: 'bar',
        shape: { ellipsoid: [0.05, 0.022, 0.032] },
        at: [0, 0.022, 0],
        minus: [{ shape: { box: [0.12, 0.02, 0.08] }, at: [0, -0.02, 0] }],
        finish: 'plastic',
        colors: [0x7ac8f0, 0xf08ab0, 0x8ad878],
      },
      {
        name: 'bubble',
        shape: { ball: 0.01 },
        ...at([
          [0.02, 0.044, 0.0],
          [0.005, 0.05, 0.012],
          [-0.012, 0.046, -0.004],
          [0.028, 0.056, 0.01],
        ]),
        finish: 'glass',
        color: 0xe8f4ff,
        role: 'fixed',
        answersTo: ['bubbles', 'foam'],
      },
    ],
  },
  {
    // A roll of paper: toilet roll, tissue roll (kitchen roll is the paper towel, home-things.ts).
    kind: 'toilet paper',
    nouns: [
      'toilet paper',
      'roll of paper',
      'toilet roll',
      'paper roll',
      'tissue roll',
      'bog roll',
      'roll of toilet paper',
    ],
    size: [0.11, 0.14],
    parts: [
      {
        name: 'roll',
        shape: { cyl: 0.1, r: 0.055 },
        turn: [0, 0, 0],
        minus: [{ shape: { cyl: 0.12, r: 0.02 }, at: [0, -0.01, 0] }],
        finish: 'paper',
        color: 0xfafaf6,
      },
      {
        name: 'core',
        shape: { cyl: 0.1, r: 0.021 },
        minus: [{ shape: { cyl: 0.12, r: 0.018 }, at: [0, -0.01, 0] }],
        finish: 'paper',
        color: 0xb8946a,
        role: 'accent',
      },
      {
        name: 'sheet',
        shape: { box: [0.09, 0.003, 0.1] },
        at: [0, 0.0, 0.09],
        finish: 'paper',
        color: 0xf4f4f0,
        role: 'fixed',
      },
      {
        name: 'end',
        shape: { box: [0.09, 0.05, 0.004] },
        at: [0, 0.0, 0.054],
        finish: 'paper',
        color: 0xf4f4f0,
        role: 'fixed',
      },
    ],
  },
  {
    // A red steel toolbox with a carrying handle and two latches.
    kind: 'toolbox',
    nouns: ['toolbox', 'tool box', 'toolkit', 'tool kit', 'tool chest', 'tool case', 'tackle box'],
    size: [0.26, 0.45],
    parts: [
      block('box', [0.44, 0.18, 0.2], 'paint', 0xc8241c, 0, 0.01),
      {
        name: 'lid',
        shape: { box: [0.45, 0.04, 0.21], round: 0.01 },
        at: [0, 0.18, 0],
        finish: 'paint',
        color: 0xb01c18,
        role: 'accent',
      },
      {
        name: 'handle',
        shape: { ring: 0.06, r: 0.009, arc: 180 },
        at: [0, 0.22, 0],
        finish: 'darkMetal',
        role: 'fixed',
      },
      {
        name: 'latch',
        shape: { box: [0.03, 0.05, 0.012] },
        ...at([
          [-0.15, 0.15, 0.104],
          [0.15, 0.15, 0.104],
        ]),
        finish: 'chrome',
        role: 'fixed',
      },
    ],
  },
  {
    // A red fire extinguisher: the cylinder, its valve and lever, a black hose and nozzle.
    kind: 'fire extinguisher',
    nouns: ['fire extinguisher', 'extinguisher', 'fire-extinguisher'],
    size: [0.5, 0.2],
    parts: [
      {
        name: 'cylinder',
        shape: {
          lathe: [
            [0.07, 0],
            [0.075, 0.02],
            [0.075, 0.34],
            [0.06, 0.39],
            [0.025, 0.41],
          ],
          smooth: true,
        },
        finish: 'paint',
        color: 0xd0141c,
      },
      {
        name: 'label',
        shape: { cyl: 0.1, r: 0.0765 },
        at: [0, 0.14, 0],
        finish: 'paper',
        color: 0xf4f4f0,
        role: 'accent',
      },
      {
        name: 'valve',
        shape: { cyl: 0.05, r: 0.022 },
        at: [0, 0.4, 0],
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'lever',
        shape: { box: [0.12, 0.012, 0.03] },
        turn: [0, 0, 12],
        at: [0.03, 0.44, 0],
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'hose',
        shape: {
          sweep: [
            [-0.02, 0.43, 0],
            [-0.07, 0.43, 0.02],
            [-0.095, 0.32, 0.05],
            [-0.09, 0.2, 0.06],
          ],
          r: 0.01,
        },
        finish: 'rubber',
        color: 0x1a1a1a,
        role: 'fixed',
      },
      {
        name: 'nozzle',
        shape: { cyl: 0.05, r: 0.014, rTop: 0.01 },
        turn: [180, 0, 0],
        at: [-0.09, 0.2, 0.06],
        finish: 'rubber',
        color: 0x1a1a1a,
        role: 'fixed',
      },
    ],
  },
  {
    // A sticking plaster: a beige strip with a pad in the middle, crossed by a second.
    kind: 'adhesive bandage',
    nouns: [
      'adhesive bandage',
      'band-aid',
      'bandaid',
      'band aid',
      'plaster',
      'sticking plaster',
      'bandage',
      'first aid plaster',
    ],
    size: [0.007, 0.08],
    parts: [
      {
        name: 'strip',
        shape: { box: [0.075, 0.002, 0.022], round: 0.0008 },
        turn: [0, 35, 0],
        finish: 'plastic',
        color: 0xe8b890,
      },
      {
        name: 'strip_2',
        shape: { box: [0.075, 0.002, 0.022], round: 0.0008 },
        turn: [0, -35, 0],
        at: [0, 0.002, 0],
        finish: 'plastic',
        color: 0xe8b890,
      },
      {
        name: 'pad',
        shape: { box: [0.024, 0.0018, 0.016] },
        turn: [0, -35, 0],
        at: [0, 0.004, 0],
        finish: 'fabric',
        color: 0xf6ece0,
        role: 'accent',
      },
    ],
  },
  {
    // A supermarket trolley: a wire basket on a frame with four castors and a push bar.
    kind: 'shopping cart',
    nouns: [
      'shopping cart',
      'shopping trolley',
      'grocery cart',
      'supermarket trolley',
      'shopping basket on wheels',
    ],
    size: [1.0, 0.9],
    parts: [
      {
        name: 'basket',
        shape: {
          plan: [
            [-0.4, -0.22],
            [0.38, -0.18],
            [0.38, 0.18],
            [-0.4, 0.22],
          ],
          height: 0.4,
          taper: [1.0, 1.15],
        },
        at: [0, 0.45, 0],
        minus: [
          {
            shape: {
              plan: [
                [-0.38, -0.2],
                [0.36, -0.16],
                [0.36, 0.16],
                [-0.38, 0.2],
              ],
              height: 0.42,
              taper: [1.0, 1.15],
            },
            at: [0, 0.47, 0],
          },
        ],
        finish: 'chrome',
        color: 0xc8c8d0,
      },
      {
        name: 'wire',
        shape: { box: [0.006, 0.4, 0.46] },
        ...at(Array.from({ length: 7 }, (_, i) => [-0.3 + i * 0.1, 0.45, 0] as V3)),
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'frame',
        shape: { box: [0.8, 0.03, 0.4] },
        at: [0, 0.1, 0],
        finish: 'chrome',
        role: 'detail',
      },
      {
        name: 'leg',
        shape: { box: [0.03, 0.38, 0.03] },
        ...at([
          [-0.38, 0.1, -0.18],
          [-0.38, 0.1, 0.18],
          [0.34, 0.1, -0.16],
          [0.34, 0.1, 0.16],
        ]),
        finish: 'chrome',
        role: 'detail',
      },
      {
        name: 'wheel',
        shape: { cyl: 0.03, r: 0.05 },
        turn: [90, 0, 0],
        ...at([
          [-0.38, 0.05, -0.2],
          [-0.38, 0.05, 0.2],
          [0.34, 0.05, -0.18],
          [0.34, 0.05, 0.18],
        ]),
        finish: 'rubber',
        role: 'fixed',
        answersTo: ['wheels'],
      },
      {
        name: 'handle',
        shape: {
          capsule: [
            [-0.48, 0.9, -0.26],
            [-0.48, 0.9, 0.26],
          ],
          r: 0.02,
        },
        finish: 'plastic',
        color: 0xc8241c,
        role: 'accent',
      },
      {
        name: 'handle_arm',
        shape: { box: [0.1, 0.08, 0.02] },
        ...at([
          [-0.44, 0.83, -0.24],
          [-0.44, 0.83, 0.24],
        ]),
        finish: 'chrome',
        role: 'fixed',
      },
    ],
  },
  {
    // A boomerang: a flat V of wood with rounded arms.
    kind: 'boomerang',
    nouns: ['boomerang', 'boomerangs', 'throwing stick', 'kylie'],
    size: [0.02, 0.38],
    parts: [
      {
        name: 'boomerang',
        shape: {
          plan: [
            [-0.02, -0.02],
            [0.02, -0.02],
            [0.19, 0.08],
            [0.17, 0.12],
            [0.0, 0.04],
            [-0.17, 0.12],
            [-0.19, 0.08],
          ],
          height: 0.014,
        },
        finish: 'wood',
        color: 0xc8863a,
      },
      {
        name: 'stripe',
        shape: { box: [0.06, 0.002, 0.012] },
        turn: [0, -32, 0],
        at: [0.1, 0.014, 0.04],
        finish: 'paint',
        color: 0xf4f0e0,
        role: 'accent',
      },
    ],
  },
  {
    // A wind chime: a round top, hanging tubes of different lengths and a striker.
    kind: 'wind chime',
    nouns: ['wind chime', 'wind chimes', 'windchime', 'wind bell', 'furin'],
    size: [0.55, 0.2],
    parts: [
      {
        name: 'hook',
        shape: { ring: 0.02, r: 0.004 },
        at: [0, 0.53, 0],
        finish: 'steel',
        role: 'fixed',
      },
      {
        name: 'top',
        shape: { cyl: 0.02, r: 0.08 },
        at: [0, 0.49, 0],
        finish: 'wood',
        color: 0xa8784a,
        role: 'accent',
      },
      ...around(5, 0.055, 0.0).map(([x, , z], i): PartDecl => ({
        name: `tube_${i + 1}`,
        shape: { cyl: 0.22 + i * 0.04, r: 0.009 },
        at: [x, 0.49 - 0.22 - i * 0.04, z],
        finish: 'chrome',
        answersTo: ['tubes', 'chimes'],
      })),
      {
        name: 'string',
        shape: { cyl: 0.36, r: 0.002 },
        at: [0, 0.13, 0],
        finish: 'fabric',
        color: 0x5a4a3a,
        role: 'fixed',
      },
      {
        name: 'striker',
        shape: { cyl: 0.01, r: 0.03 },
        at: [0, 0.3, 0],
        finish: 'wood',
        color: 0xa8784a,
        role: 'fixed',
      },
      {
        name: 'sail',
        shape: { box: [0.05, 0.07, 0.004] },
        at: [0, 0.06, 0],
        finish: 'wood',
        color: 0xa8784a,
        role: 'fixed',
      },
    ],
  },
  {
    // A ribbon tied in a bow: two loops, a knot and two tails.
    kind: 'ribbon',
    nouns: [
      'ribbon',
      'bow tie ribbon',
      'hair bow',
      'gift bow',
      'bowknot',
      'ribbon bow',
      'reminder ribbon',
      'awareness ribbon',
      'ribbons',
    ],
    size: [0.2, 0.24],
    parts: [
      {
        name: 'loop',
        shape: { ring: 0.045, r: 0.012 },
        turn: [0, 0, 0],
        ...at([
          [-0.05, 0.14, 0],
          [0.05, 0.14, 0],
        ]),
        finish: 'fabric',
        color: 0xd8142c,
      },
      {
        name: 'knot',
        shape: { ellipsoid: [0.018, 0.022, 0.016] },
        at: [0, 0.14, 0],
        finish: 'fabric',
        color: 0xb81024,
      },
      {
        name: 'tail',
        shape: { box: [0.024, 0.13, 0.006] },
        ...at([[0.012, 0.02, 0]]),
        turn: [0, 0, 20],
        finish: 'fabric',
        color: 0xd8142c,
      },
      {
        name: 'tail_2',
        shape: { box: [0.024, 0.13, 0.006] },
        at: [-0.012, 0.02, 0],
        turn: [0, 0, -20],
        finish: 'fabric',
        color: 0xd8142c,
      },
    ],
  },
  {
    // A light switch: a white wall plate with a rocker.
    kind: 'light switch',
    nouns: [
      'light switch',
      'switch',
      'wall switch',
      'toggle switch',
      'rocker switch',
      'dimmer switch',
      'electric switch',
      'doorbell',
      'door bell',
    ],
    size: [0.12, 0.08],
    parts: [
      block('plate', [0.08, 0.12, 0.01], 'plastic', 0xf6f6f2, 0, 0.004),
      {
        name: 'rocker',
        shape: { box: [0.03, 0.05, 0.012], round: 0.003 },
        turn: [8, 0, 0],
        at: [0, 0.035, 0.006],
        finish: 'plastic',
        color: 0xe8e8e2,
        role: 'accent',
        answersTo: ['button', 'toggle'],
      },
      {
        name: 'screw',
        shape: { cyl: 0.002, r: 0.0035 },
        turn: [90, 0, 0],
        ...at([
          [0, 0.012, 0.005],
          [0, 0.108, 0.005],
        ]),
        finish: 'steel',
        role: 'fixed',
      },
    ],
    // A doorbell is a small plate with one round lit button: the rocker read as a light switch.
    looks: { doorbell: DOORBELL, 'door bell': DOORBELL, 'push button': DOORBELL },
  },
  {
    // A shipping container: a corrugated steel box with doors at one end.
    kind: 'shipping container',
    nouns: [
      'shipping container',
      'container',
      'cargo container',
      'freight container',
      'intermodal container',
      'conex box',
      'sea container',
    ],
    size: [2.6, 6.1],
    parts: [
      {
        name: 'box',
        shape: { box: [6.0, 2.55, 2.4] },
        finish: 'paint',
        colors: CONTAINER_PAINT,
      },
      {
        name: 'rib',
        shape: { box: [0.08, 2.4, 2.46] },
        ...at(Array.from({ length: 24 }, (_, i) => [-2.8 + i * 0.245, 0.07, 0] as V3)),
        finish: 'paint',
        colors: CONTAINER_PAINT,
        role: 'detail',
      },
      {
        name: 'door_bar',
        shape: { cyl: 2.3, r: 0.03 },
        ...at([
          [3.02, 0.12, -0.8],
          [3.02, 0.12, -0.3],
          [3.02, 0.12, 0.3],
          [3.02, 0.12, 0.8],
        ]),
        finish: 'steel',
        role: 'fixed',
      },
      {
        name: 'corner',
        shape: { box: [0.16, 2.55, 0.16] },
        ...at([
          [-2.95, 0, -1.15],
          [-2.95, 0, 1.15],
          [2.95, 0, -1.15],
          [2.95, 0, 1.15],
        ]),
        finish: 'darkMetal',
        role: 'fixed',
      },
    ],
  },
  {
    // An engine block: a box of cylinders with a rocker cover, an air filter, pulleys and a
    // fan at the front (car engines and electric motors alike read as the machine).
    kind: 'engine',
    nouns: [
      'engine',
      'motor',
      'car engine',
      'engine block',
      'electric motor',
      'combustion engine',
      'diesel engine',
      'petrol engine',
      'gas engine',
      'v8',
      'v8 engine',
      'outboard motor',
    ],
    size: [0.6, 0.7],
    parts: [
      block('block', [0.6, 0.34, 0.4], 'darkMetal', 0x3a3a40, 0.06, 0.02),
      {
        name: 'pan',
        shape: { box: [0.5, 0.08, 0.3], round: 0.02 },
        finish: 'darkMetal',
        color: 0x2a2a30,
        role: 'detail',
      },
      {
        name: 'cover',
        shape: { box: [0.56, 0.08, 0.14], round: 0.03 },
        ...at([
          [0, 0.4, -0.1],
          [0, 0.4, 0.1],
        ]),
        finish: 'paint',
        color: 0xc8241c,
        role: 'accent',
      },
      {
        name: 'filter',
        shape: { cyl: 0.08, r: 0.12 },
        at: [0, 0.48, 0],
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'pulley',
        shape: { cyl: 0.03, r: 0.07 },
        turn: [0, 0, 90],
        ...at([
          [0.33, 0.14, 0],
          [0.33, 0.32, 0.08],
        ]),
        finish: 'steel',
        role: 'fixed',
      },
      {
        name: 'belt',
        shape: { box: [0.02, 0.22, 0.04] },
        turn: [22, 0, 0],
        at: [0.33, 0.12, 0.0],
        finish: 'rubber',
        role: 'fixed',
      },
      {
        name: 'pipe',
        shape: {
          sweep: [
            [-0.2, 0.3, 0.2],
            [-0.2, 0.22, 0.27],
            [-0.2, 0.1, 0.27],
          ],
          r: 0.025,
        },
        copies: [
          [0.13, 0, 0],
          [0.26, 0, 0],
          [0.39, 0, 0],
        ],
        finish: 'steel',
        role: 'fixed',
        answersTo: ['pipes', 'exhaust'],
      },
    ],
  },
  {
    // A plain post on a round foot with a ball on top.
    kind: 'pole',
    nouns: ['pole', 'post', 'stake', 'pillar post'],
    size: [1.8, 0.4],
    parts: [
      {
        name: 'foot',
        shape: { cyl: 0.05, r: 0.2, rTop: 0.16 },
        finish: 'darkMetal',
        role: 'accent',
        answersTo: ['base'],
      },
      {
        name: 'pole',
        shape: { cyl: 1.72, r: 0.035 },
        at: [0, 0.05, 0],
        finish: 'steel',
      },
      {
        name: 'cap',
        shape: { ball: 0.05 },
        at: [0, 1.77, 0],
        finish: 'darkMetal',
        role: 'accent',
        answersTo: ['top'],
      },
    ],
  },
  {
    // A squeeze tube (toothpaste, paint, cream): a flat crimped end, a round shoulder, a cap.
    kind: 'squeeze tube',
    nouns: [
      'squeeze tube',
      'tube',
      'toothpaste',
      'toothpaste tube',
      'tube of toothpaste',
      'tube of paint',
      'paint tube',
      'ointment',
      'cream tube',
      'hand cream',
      'tube of glue',
    ],
    size: [0.05, 0.2],
    parts: [
      {
        name: 'tube',
        shape: {
          lathe: [
            [0.024, 0.0],
            [0.025, 0.03],
            [0.024, 0.16],
          ],
        },
        turn: [0, 0, -90],
        at: [-0.09, 0.025, 0],
        finish: 'plastic',
        colors: [0xf4f4f0, 0x2a6ad8, 0xd8242c],
      },
      {
        name: 'crimp',
        shape: { box: [0.02, 0.006, 0.064] },
        at: [0.078, 0.022, 0],
        finish: 'plastic',
        color: 0xe8e8e2,
        role: 'fixed',
      },
      {
        name: 'flat',
        shape: {
          plan: [
            [-0.03, -0.024],
            [0.075, -0.032],
            [0.075, 0.032],
            [-0.03, 0.024],
          ],
          height: 0.012,
        },
        at: [0.0, 0.019, 0],
        finish: 'plastic',
        colors: [0xf4f4f0, 0x2a6ad8, 0xd8242c],
      },
      {
        name: 'stripe',
        shape: { cyl: 0.03, r: 0.0255 },
        turn: [0, 0, 90],
        at: [-0.02, 0.025, 0],
        finish: 'plastic',
        color: 0xd8242c,
        role: 'accent',
      },
      {
        name: 'cap',
        shape: { cyl: 0.03, r: 0.013 },
        turn: [0, 0, 90],
        at: [-0.088, 0.025, 0],
        finish: 'plastic',
        color: 0xf4f4f0,
        role: 'accent',
      },
    ],
  },
];

const PLAY: readonly KindDecl[] = [
  {
    // A figure skate: a laced leather boot on a steel blade.
    kind: 'ice skate',
    nouns: [
      'ice skate',
      'ice skates',
      'skate',
      'skates',
      'figure skate',
      'hockey skate',
      'skating boot',
    ],
    size: [0.3, 0.32],
    parts: [
      {
        name: 'boot',
        shape: {
          extrude: [
            [-0.12, 0.06],
            [0.12, 0.06],
            [0.14, 0.08],
            [0.12, 0.11],
            [0.02, 0.13],
            [-0.04, 0.28],
            [-0.13, 0.28],
            [-0.13, 0.1],
          ],
          depth: 0.09,
          round: 0.02,
        },
        finish: 'leather',
        colors: [0xf4f4f0, 0x1a1a1a],
      },
      {
        name: 'blade',
        shape: {
          extrude: [
            [-0.15, 0.0],
            [0.12, 0.0],
            [0.16, 0.02],
            [0.15, 0.035],
            [-0.15, 0.02],
          ],
          depth: 0.006,
        },
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'mount',
        shape: { box: [0.03, 0.045, 0.03] },
        ...at([
          [-0.09, 0.018, 0],
          [0.07, 0.018, 0],
        ]),
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'lace',
        shape: { box: [0.006, 0.006, 0.07] },
        ...at([
          [0.0, 0.135, 0],
          [-0.02, 0.165, 0],
          [-0.032, 0.195, 0],
          [-0.044, 0.225, 0],
          [-0.056, 0.255, 0],
        ]),
        finish: 'fabric',
        color: 0xd8242c,
        role: 'accent',
        answersTo: ['laces'],
      },
    ],
  },
  {
    // A wooden sledge: slats on two curled runners, a tow rope at the front.
    kind: 'sled',
    nouns: ['sled', 'sledge', 'toboggan', 'snow sled', 'sledding', 'bobsled', 'luge'],
    size: [0.25, 1.0],
    parts: [
      {
        name: 'deck',
        shape: { box: [0.85, 0.03, 0.4], round: 0.008 },
        at: [0, 0.18, 0],
        finish: 'wood',
        color: 0xb8804a,
      },
      ...[-0.17, 0.17].map((z, i): PartDecl => ({
        name: `runner_${i + 1}`,
        shape: {
          sweep: [
            [-0.42, 0.18, z],
            [-0.44, 0.03, z],
            [0.3, 0.02, z],
            [0.48, 0.06, z],
            [0.5, 0.16, z],
            [0.44, 0.2, z],
          ],
          r: 0.016,
        },
        finish: 'paint',
        color: 0xc8241c,
        role: 'accent',
        answersTo: ['runners'],
      })),
      {
        name: 'strut',
        shape: { box: [0.03, 0.16, 0.03] },
        ...at([
          [-0.25, 0.02, -0.17],
          [-0.25, 0.02, 0.17],
          [0.2, 0.02, -0.17],
          [0.2, 0.02, 0.17],
        ]),
        finish: 'paint',
        color: 0xc8241c,
        role: 'accent',
      },
      {
        name: 'rope',
        shape: {
          sweep: [
            [0.44, 0.2, -0.17],
            [0.6, 0.12, 0.0],
            [0.44, 0.2, 0.17],
          ],
          r: 0.008,
        },
        finish: 'fabric',
        color: 0xe8d8a0,
        role: 'fixed',
      },
    ],
  },
  {
    // A pair of skis with bindings, and two poles across them.
    kind: 'ski',
    nouns: [
      'ski',
      'skis',
      'pair of skis',
      'snow ski',
      'ski pole',
      'ski poles',
      'skiing',
      'snowboard',
    ],
    size: [0.08, 1.7],
    parts: [
      ...[-0.07, 0.07].map((z, i): PartDecl => ({
        name: `ski_${i + 1}`,
        shape: {
          sweep: [
            [-0.8, 0.01, z],
            [0.7, 0.01, z],
            [0.8, 0.04, z],
            [0.84, 0.08, z],
          ],
          r: 0.01,
        },
        finish: 'plastic',
        colors: [0xd8242c, 0x2a6ad8, 0xf2c01c],
        answersTo: ['skis'],
      })),
      {
        name: 'base',
        shape: { box: [1.5, 0.008, 0.05] },
        ...at([
          [-0.05, 0.0, -0.07],
          [-0.05, 0.0, 0.07],
        ]),
        finish: 'plastic',
        color: 0x1a1a1a,
        role: 'fixed',
      },
      {
        name: 'binding',
        shape: { box: [0.22, 0.04, 0.06], round: 0.01 },
        ...at([
          [0, 0.015, -0.07],
          [0, 0.015, 0.07],
        ]),
        finish: 'plastic',
        color: 0x2a2a30,
        role: 'fixed',
      },
      {
        name: 'pole',
        shape: {
          capsule: [
            [-0.5, 0.06, -0.2],
            [0.6, 0.06, 0.22],
          ],
          r: 0.008,
        },
        finish: 'chrome',
        role: 'fixed',
        answersTo: ['poles'],
      },
      {
        name: 'basket',
        shape: { cyl: 0.01, r: 0.04 },
        turn: [0, 0, 70],
        at: [-0.44, 0.04, -0.18],
        finish: 'plastic',
        color: 0x1a1a1a,
        role: 'fixed',
      },
    ],
    // A snowboard is one wide board with two bindings across it: a pair of skis read as skis.
    looks: { snowboard: SNOWBOARD },
  },
  {
    // A curling stone: a polished granite puck with a coloured handle on top.
    kind: 'curling stone',
    nouns: ['curling stone', 'curling rock', 'curling', 'curling stones'],
    size: [0.17, 0.3],
    parts: [
      {
        name: 'stone',
        shape: {
          lathe: [
            [0.1, 0],
            [0.14, 0.03],
            [0.145, 0.06],
            [0.13, 0.1],
            [0.08, 0.115],
          ],
          smooth: true,
        },
        finish: 'granite',
        color: 0x8a8a90,
      },
      {
        name: 'band',
        shape: { cyl: 0.03, r: 0.146 },
        at: [0, 0.045, 0],
        finish: 'stone',
        color: 0x5a5a62,
        role: 'detail',
      },
      {
        name: 'handle_post',
        shape: { cyl: 0.03, r: 0.025 },
        at: [0, 0.11, -0.04],
        finish: 'plastic',
        colors: [0xd8242c, 0xf2c01c, 0x2a6ad8],
        role: 'accent',
        answersTo: ['handle'],
      },
      {
        name: 'handle',
        shape: {
          capsule: [
            [0, 0.14, -0.04],
            [0, 0.15, 0.1],
          ],
          r: 0.02,
        },
        finish: 'plastic',
        colors: [0xd8242c, 0xf2c01c, 0x2a6ad8],
        role: 'accent',
      },
    ],
  },
  {
    // A racket: an oval strung head on a long handle, a ball beside it (tennis, badminton,
    // squash; a table-tennis bat is its short round cousin).
    kind: 'racket',
    nouns: [
      'racket',
      'racquet',
      'tennis racket',
      'tennis racquet',
      'badminton racket',
      'squash racket',
      'ping pong paddle',
      'table tennis paddle',
      'table tennis bat',
      'ping pong bat',
      'ping pong',
      'table tennis',
      'badminton',
      'tennis',
    ],
    size: [0.06, 0.68],
    parts: [
      {
        name: 'frame',
        shape: { ring: 0.12, r: 0.012 },
        turn: [90, 0, 0],
        at: [0.18, 0.014, 0],
        finish: 'plastic',
        colors: [0xd8242c, 0x2a6ad8, 0x1a1a1a],
      },
      {
        name: 'strings',
        shape: { cyl: 0.004, r: 0.115 },
        at: [0.18, 0.012, 0],
        finish: 'fabric',
        color: 0xf4f4e8,
        role: 'detail',
      },
      {
        name: 'throat',
        shape: {
          capsule: [
            [0.06, 0.014, 0],
            [-0.06, 0.014, 0],
          ],
          r: 0.012,
        },
        finish: 'plastic',
        colors: [0xd8242c, 0x2a6ad8, 0x1a1a1a],
      },
      {
        name: 'grip',
        shape: {
          capsule: [
            [-0.06, 0.016, 0],
            [-0.3, 0.016, 0],
          ],
          r: 0.016,
        },
        finish: 'leather',
        color: 0x2a2a2a,
        role: 'accent',
        answersTo: ['handle'],
      },
      {
        name: 'ball',
        shape: { ball: 0.033 },
        at: [0.18, 0.033, 0.15],
        finish: 'fabric',
        color: 0xd8f03a,
        role: 'fixed',
      },
    ],
    // A table-tennis bat is round and red-faced; badminton is played with a shuttlecock.
    looks: {
      'ping pong paddle': PADDLE,
      'table tennis paddle': PADDLE,
      'table tennis bat': PADDLE,
      'ping pong bat': PADDLE,
      'ping pong': PADDLE,
      'table tennis': PADDLE,
      badminton: SHUTTLECOCK,
      'badminton racket': SHUTTLECOCK,
    },
  },
  {
    // A hockey stick with its puck.
    kind: 'hockey stick',
    nouns: [
      'hockey stick',
      'ice hockey stick',
      'field hockey stick',
      'hockey',
      'ice hockey',
      'field hockey',
      'puck',
      'hockey puck',
    ],
    size: [0.06, 1.5],
    parts: [
      {
        name: 'shaft',
        shape: {
          capsule: [
            [-0.7, 0.02, 0],
            [0.5, 0.02, 0],
          ],
          r: 0.018,
        },
        finish: 'wood',
        color: 0xc89a5a,
      },
      {
        name: 'blade',
        shape: { box: [0.3, 0.04, 0.05], round: 0.01 },
        turn: [0, 25, 0],
        at: [0.62, 0.0, -0.06],
        finish: 'plastic',
        color: 0x1a1a1a,
        role: 'accent',
      },
      {
        name: 'tape',
        shape: { cyl: 0.12, r: 0.02 },
        turn: [0, 0, 90],
        at: [-0.58, 0.02, 0],
        finish: 'fabric',
        color: 0x1a1a1a,
        role: 'fixed',
      },
      {
        name: 'puck',
        shape: { cyl: 0.025, r: 0.038 },
        at: [0.62, 0.0, 0.06],
        finish: 'rubber',
        color: 0x111114,
        role: 'fixed',
      },
    ],
  },
  {
    // A chess pawn (any chessman): a turned piece, ball on a collar on a flared base.
    kind: 'chess piece',
    nouns: [
      'chess piece',
      'chess pawn',
      'pawn',
      'chessman',
      'chess',
      'rook',
      'checkers piece',
      'game piece',
    ],
    size: [0.1, 0.06],
    parts: [
      {
        name: 'body',
        shape: {
          lathe: [
            [0.03, 0.0],
            [0.03, 0.008],
            [0.024, 0.014],
            [0.02, 0.02],
            [0.012, 0.05],
            [0.01, 0.06],
            [0.018, 0.064],
            [0.012, 0.068],
          ],
        },
        finish: 'plastic',
        colors: [0x1a1a1a, 0xf4ece0],
      },
      {
        name: 'head',
        shape: { ball: 0.016 },
        at: [0, 0.08, 0],
        finish: 'plastic',
        colors: [0x1a1a1a, 0xf4ece0],
      },
    ],
  },
  {
    // A bright plastic toy gun with a water tank on top.
    kind: 'water gun',
    nouns: [
      'water gun',
      'water pistol',
      'squirt gun',
      'super soaker',
      'toy gun',
      'water blaster',
      'nerf gun',
    ],
    size: [0.2, 0.32],
    parts: [
      {
        name: 'body',
        shape: {
          extrude: [
            [-0.12, 0.1],
            [0.14, 0.1],
            [0.14, 0.15],
            [-0.12, 0.15],
            [-0.13, 0.13],
          ],
          depth: 0.05,
          round: 0.012,
        },
        finish: 'plastic',
        colors: [0x2ab8e8, 0xf28a2c, 0x3ac85a],
      },
      {
        name: 'grip',
        shape: {
          extrude: [
            [-0.1, 0.0],
            [-0.05, 0.0],
            [-0.03, 0.11],
            [-0.09, 0.11],
          ],
          depth: 0.045,
          round: 0.01,
        },
        finish: 'plastic',
        colors: [0xf2c01c, 0xe8414a],
        role: 'accent',
      },
      {
        name: 'tank',
        shape: {
          capsule: [
            [-0.06, 0.18, 0],
            [0.06, 0.18, 0],
          ],
          r: 0.035,
        },
        finish: 'plastic',
        colors: [0xf2c01c, 0xe8414a],
        role: 'accent',
      },
      {
        name: 'nozzle',
        shape: { cyl: 0.05, r: 0.012 },
        turn: [0, 0, -90],
        at: [0.13, 0.125, 0],
        finish: 'plastic',
        color: 0xf4f4f0,
        role: 'fixed',
      },
      {
        name: 'trigger',
        shape: { box: [0.015, 0.035, 0.012] },
        at: [-0.015, 0.07, 0],
        finish: 'plastic',
        color: 0xf4f4f0,
        role: 'fixed',
      },
    ],
  },
  {
    // A trombone: the long U of the slide beside the bell section.
    kind: 'trombone',
    nouns: ['trombone', 'slide trombone', 'sackbut'],
    size: [0.2, 1.1],
    parts: [
      {
        name: 'slide',
        shape: {
          sweep: [
            [0.35, 0.1, 0.0],
            [-0.5, 0.1, 0.0],
            [-0.55, 0.1, 0.025],
            [-0.5, 0.1, 0.05],
            [0.35, 0.1, 0.05],
          ],
          r: 0.008,
        },
        finish: 'brass',
      },
      {
        name: 'tube',
        shape: {
          sweep: [
            [0.35, 0.1, 0.05],
            [0.45, 0.1, 0.09],
            [0.4, 0.1, 0.14],
            [-0.1, 0.1, 0.14],
          ],
          r: 0.009,
        },
        finish: 'brass',
      },
      {
        name: 'bell',
        shape: {
          lathe: [
            [0.012, 0],
            [0.03, 0.18],
            [0.1, 0.26],
          ],
          smooth: true,
          wall: 0.004,
        },
        turn: [0, 0, 90],
        at: [0.1, 0.1, 0.14],
        finish: 'brass',
        answersTo: ['horn'],
      },
      {
        name: 'mouthpiece',
        shape: { cyl: 0.04, r: 0.008, rTop: 0.014 },
        turn: [0, 0, -90],
        at: [0.35, 0.1, 0.0],
        finish: 'chrome',
        role: 'fixed',
      },
    ],
  },
  {
    // A saxophone: the curved brass body, its upturned bell and keys, standing.
    kind: 'saxophone',
    nouns: ['saxophone', 'sax', 'alto sax', 'tenor sax', 'alto saxophone', 'tenor saxophone'],
    size: [0.7, 0.3],
    parts: [
      {
        name: 'body',
        shape: {
          sweep: [
            [-0.02, 0.66, 0],
            [0.0, 0.6, 0],
            [0.0, 0.2, 0],
            [0.03, 0.07, 0],
            [0.09, 0.035, 0],
            [0.15, 0.07, 0],
            [0.16, 0.16, 0],
          ],
          r: [0.015, 0.02, 0.035, 0.045, 0.05, 0.055, 0.06],
        },
        finish: 'brass',
      },
      {
        name: 'bell',
        shape: {
          lathe: [
            [0.058, 0],
            [0.09, 0.08],
          ],
          wall: 0.004,
        },
        at: [0.16, 0.14, 0],
        finish: 'brass',
        answersTo: ['horn'],
      },
      {
        name: 'neck',
        shape: {
          capsule: [
            [-0.02, 0.66, 0],
            [-0.09, 0.7, 0],
          ],
          r: 0.01,
        },
        finish: 'brass',
      },
      {
        name: 'mouthpiece',
        shape: {
          capsule: [
            [-0.09, 0.7, 0],
            [-0.13, 0.69, 0],
          ],
          r: 0.012,
        },
        finish: 'plastic',
        color: 0x1a1a1a,
        role: 'fixed',
      },
      {
        name: 'key',
        shape: { cyl: 0.008, r: 0.012 },
        turn: [90, 0, 0],
        ...at([0.5, 0.44, 0.38, 0.32, 0.26, 0.2].map((y) => [0.0, y, 0.03] as V3)),
        finish: 'chrome',
        role: 'fixed',
        answersTo: ['keys'],
      },
    ],
  },
  {
    // An accordion: two end boxes with pleated bellows between, piano keys on one side.
    kind: 'accordion',
    nouns: [
      'accordion',
      'piano accordion',
      'squeezebox',
      'concertina',
      'button accordion',
      'bandoneon',
    ],
    size: [0.42, 0.5],
    parts: [
      {
        name: 'right_end',
        shape: { box: [0.1, 0.4, 0.2], round: 0.012 },
        finish: 'paint',
        color: 0xc8141c,
      },
      {
        name: 'bellows',
        shape: { box: [0.26, 0.38, 0.18] },
        at: [-0.17, 0.01, 0],
        finish: 'fabric',
        color: 0x1a1a1a,
      },
      {
        name: 'left_end',
        shape: { box: [0.1, 0.4, 0.2], round: 0.012 },
        at: [-0.34, 0, 0],
        finish: 'paint',
        color: 0xc8141c,
      },
      {
        name: 'keys',
        shape: { box: [0.04, 0.34, 0.16] },
        at: [0.06, 0.03, 0],
        finish: 'plastic',
        color: 0xfafaf6,
        role: 'fixed',
      },
      {
        name: 'grille',
        shape: { box: [0.06, 0.2, 0.004] },
        ...at([
          [0, 0.1, 0.102],
          [-0.34, 0.1, 0.102],
        ]),
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'fold',
        shape: { box: [0.012, 0.392, 0.186] },
        ...at([-0.26, -0.22, -0.18, -0.14, -0.1].map((x) => [x, 0.004, 0] as V3)),
        finish: 'fabric',
        color: 0xf4f4f0,
        role: 'detail',
      },
    ],
  },
  {
    // A honey pot: a round jar with a lid, honey dripping, a wooden dipper.
    kind: 'honey pot',
    nouns: [
      'honey pot',
      'honeypot',
      'honey',
      'honey jar',
      'jar of honey',
      'pot of honey',
      'honey dipper',
    ],
    size: [0.2, 0.14],
    parts: [
      {
        name: 'body',
        shape: {
          lathe: [
            [0.045, 0],
            [0.065, 0.03],
            [0.07, 0.08],
            [0.05, 0.115],
            [0.045, 0.125],
          ],
          smooth: true,
        },
        finish: 'ceramic',
        color: 0xe8a830,
      },
      {
        name: 'lid',
        shape: { cyl: 0.015, r: 0.055, rTop: 0.05 },
        at: [0, 0.125, 0],
        finish: 'ceramic',
        color: 0xd08a1c,
        role: 'accent',
      },
      {
        name: 'drip',
        shape: { ellipsoid: [0.018, 0.03, 0.012] },
        ...at([
          [0.0, 0.11, 0.055],
          [0.04, 0.11, 0.038],
        ]),
        finish: 'glass',
        color: 0xf2b21c,
        role: 'fixed',
      },
      {
        name: 'label',
        shape: { cyl: 0.035, r: 0.071 },
        at: [0, 0.045, 0],
        finish: 'paper',
        color: 0xf6ecd0,
        role: 'detail',
      },
      {
        name: 'dipper',
        shape: {
          capsule: [
            [0.0, 0.13, 0.0],
            [0.06, 0.22, -0.02],
          ],
          r: 0.005,
        },
        finish: 'wood',
        color: 0xb8804a,
        role: 'fixed',
      },
      {
        name: 'dipper_head',
        shape: { ellipsoid: [0.014, 0.02, 0.014] },
        at: [0.0, 0.14, 0.0],
        finish: 'wood',
        color: 0xb8804a,
        role: 'fixed',
      },
    ],
  },
];

const MORE: readonly KindDecl[] = [
  {
    // A folding hand fan opened into a half circle of pleated paper on wooden ribs.
    kind: 'hand fan',
    nouns: [
      'hand fan',
      'folding fan',
      'folding hand fan',
      'paper fan',
      'sensu',
      'uchiwa',
      'oriental fan',
    ],
    size: [0.22, 0.4],
    parts: [
      {
        name: 'leaf',
        shape: {
          extrude: [
            [0, 0],
            ...Array.from({ length: 17 }, (_, i) => {
              const a = Math.PI * (0.05 + (0.9 * i) / 16);
              const r = i % 2 === 0 ? 0.2 : 0.19;
              return [Math.cos(a) * r, Math.sin(a) * r] as V2;
            }),
          ],
          depth: 0.006,
        },
        finish: 'paper',
        colors: [0xd8242c, 0x2a6ad8, 0xe070a0],
      },
      {
        name: 'band',
        shape: { ring: 0.075, r: 0.006, arc: 162, from: 9 },
        at: [0, 0, 0.004],
        finish: 'wood',
        color: 0x6a3a1a,
        role: 'accent',
      },
      ...[-72, -54, -36, -18, 0, 18, 36, 54, 72].map((deg, i): PartDecl => ({
        name: `rib_${i + 1}`,
        shape: { box: [0.006, 0.075, 0.008] },
        turn: [0, 0, deg],
        at: [0, 0, 0.004],
        finish: 'wood',
        color: 0x6a3a1a,
        role: 'accent',
        answersTo: ['ribs', 'band'],
      })),
    ],
  },
  {
    // Swimming goggles: two tinted oval lenses on a bridge and a strap round the back.
    kind: 'goggles',
    nouns: [
      'goggles',
      'swimming goggles',
      'swim goggles',
      'ski goggles',
      'safety goggles',
      'protective goggles',
    ],
    size: [0.06, 0.18],
    parts: [
      {
        name: 'lens',
        shape: { ellipsoid: [0.028, 0.02, 0.012] },
        ...at([
          [-0.034, 0.03, 0.06],
          [0.034, 0.03, 0.06],
        ]),
        finish: 'glass',
        colors: [0x2a8ad8, 0xf28a2c, 0x3a3a40],
      },
      {
        name: 'rim',
        shape: { ring: 0.026, r: 0.005 },
        ...at([
          [-0.034, 0.03, 0.062],
          [0.034, 0.03, 0.062],
        ]),
        finish: 'rubber',
        color: 0x1a1a1a,
        role: 'accent',
      },
      {
        name: 'bridge',
        shape: { box: [0.03, 0.006, 0.006] },
        at: [0, 0.027, 0.062],
        finish: 'rubber',
        color: 0x1a1a1a,
        role: 'fixed',
      },
      {
        name: 'strap',
        shape: { ring: 0.07, r: 0.005, arc: 240, from: 150 },
        turn: [90, 0, 0],
        at: [0, 0.03, 0.02],
        finish: 'rubber',
        colors: [0x2a8ad8, 0xf28a2c, 0x3a3a40],
        role: 'accent',
      },
    ],
  },
  {
    // A diving mask: one wide glass in a rubber skirt, a strap, and a snorkel at its side.
    kind: 'diving mask',
    nouns: [
      'diving mask',
      'dive mask',
      'scuba mask',
      'snorkel mask',
      'snorkel',
      'snorkeling mask',
      'swim mask',
    ],
    size: [0.32, 0.2],
    parts: [
      {
        name: 'skirt',
        shape: { box: [0.16, 0.08, 0.05], round: 0.025 },
        at: [0, 0.02, 0.05],
        finish: 'rubber',
        colors: [0x2ab8d8, 0xf2c01c, 0x1a1a1a],
      },
      {
        name: 'glass',
        shape: { box: [0.14, 0.06, 0.006], round: 0.003 },
        at: [0, 0.03, 0.076],
        finish: 'glass',
        color: 0x9ad8f0,
        role: 'fixed',
      },
      {
        name: 'strap',
        shape: { ring: 0.085, r: 0.008, arc: 200, from: 170 },
        turn: [90, 0, 0],
        at: [0, 0.06, 0.05],
        finish: 'rubber',
        color: 0x1a1a1a,
        role: 'fixed',
      },
      {
        name: 'snorkel',
        shape: {
          sweep: [
            [0.085, 0.05, 0.05],
            [0.1, 0.05, 0.04],
            [0.1, 0.3, 0.03],
          ],
          r: 0.011,
        },
        finish: 'plastic',
        color: 0xf28a2c,
        role: 'accent',
      },
    ],
  },
  {
    // A paper shopping bag with two rope handles (and a second one beside it).
    kind: 'shopping bag',
    nouns: [
      'shopping bag',
      'shopping bags',
      'paper bag',
      'gift bag',
      'carrier bag',
      'grocery bag',
      'bag of shopping',
    ],
    size: [0.36, 0.4],
    parts: [
      {
        name: 'bag',
        shape: { box: [0.24, 0.26, 0.11] },
        finish: 'paper',
        colors: [0xd8242c, 0x2a8a5a, 0xc8a070, 0x2a6ad8],
      },
      {
        name: 'handle',
        shape: { ring: 0.045, r: 0.005, arc: 180 },
        ...at([
          [0, 0.26, 0.05],
          [0, 0.26, -0.05],
        ]),
        finish: 'fabric',
        color: 0x1a1a1a,
        role: 'accent',
        answersTo: ['handles'],
      },
      {
        name: 'second_bag',
        shape: { box: [0.18, 0.2, 0.09] },
        turn: [0, -15, 0],
        at: [0.19, 0, 0.04],
        finish: 'paper',
        colors: [0xf2c01c, 0xe070a0, 0x8a3ac8],
        role: 'detail',
        answersTo: ['bags'],
      },
      {
        name: 'second_handle',
        shape: { ring: 0.035, r: 0.005, arc: 180 },
        turn: [0, -15, 0],
        at: [0.19, 0.2, 0.04],
        finish: 'fabric',
        color: 0x1a1a1a,
        role: 'fixed',
      },
    ],
  },
  {
    // A satellite dish: a shallow white bowl on an arm with the feed horn at its focus.
    kind: 'satellite dish',
    nouns: [
      'satellite dish',
      'satellite antenna',
      'dish antenna',
      'parabolic antenna',
      'radar dish',
      'radio telescope',
    ],
    size: [0.9, 0.8],
    parts: [
      {
        name: 'post',
        shape: { cyl: 0.45, r: 0.03 },
        finish: 'steel',
        role: 'detail',
      },
      {
        name: 'foot',
        shape: { cyl: 0.03, r: 0.14 },
        finish: 'darkMetal',
        role: 'detail',
      },
      {
        name: 'dish',
        shape: {
          lathe: [
            [0.02, 0.0],
            [0.2, 0.04],
            [0.36, 0.14],
          ],
          smooth: true,
          wall: 0.012,
        },
        turn: [60, 0, 0],
        at: [0, 0.42, -0.03],
        finish: 'plastic',
        color: 0xf4f4f0,
      },
      {
        name: 'arm',
        shape: {
          capsule: [
            [0, 0.42, -0.02],
            [0, 0.58, 0.3],
          ],
          r: 0.012,
        },
        finish: 'steel',
        role: 'fixed',
      },
      {
        name: 'horn',
        shape: { box: [0.06, 0.06, 0.08], round: 0.01 },
        at: [0, 0.56, 0.28],
        finish: 'plastic',
        color: 0x3a3a40,
        role: 'fixed',
      },
    ],
  },
];

/** A cup of another drink: the cup recoloured, no pearls, ice cubes at the top when iced. */
function drinkLook(color: number, ice: boolean): StateDecl {
  const cubes: PartDecl[] = ice
    ? [
        {
          name: 'ice',
          shape: { box: [0.022, 0.022, 0.022] },
          turn: [20, 30, 10],
          ...at([
            [-0.015, 0.125, 0.012],
            [0.016, 0.122, -0.008],
            [0, 0.128, -0.02],
          ]),
          finish: 'ice',
          role: 'fixed',
        },
      ]
    : [];
  return {
    drop: ['cup', 'pearls', 'pearls_top'],
    parts: [
      {
        name: 'cup',
        shape: {
          lathe: [
            [0.034, 0],
            [0.046, 0.15],
          ],
        },
        finish: 'plastic',
        color,
        answersTo: ['drink'],
      },
      ...cubes,
    ],
  };
}

export const EMOJI_THING_KINDS: readonly KindDecl[] = [
  ...FOOD,
  ...CLOTHES,
  ...OFFICE,
  ...DEVICES,
  ...HOUSEHOLD,
  ...PLAY,
  ...MORE,
];
