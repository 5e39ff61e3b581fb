/**
 * Buildings people name by their use (issue #32, session 16): worship, education, health,
 * commerce, transport, industry, government, leisure and lodging. Each carries the one or two
 * things a person recognises it by — a hospital's red cross, a museum's columns and pediment,
 * a factory's sawtooth roof and chimneys, a station's long vaulted hall and clock, a hotel's
 * many windows and rooftop sign, a shop's awning and sign — and the signs spell their word in
 * block letters (HOTEL, SHOP, CAFE, POLICE…), which reads in any language.
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { arch, arcPoints, star } from './outlines.ts';
import { CLASS_LOOKS } from './class-looks.ts';

/** `n` values spread evenly over `span`, centred on `at` (one value: `at`). */
function spread(n: number, span: number, at = 0): number[] {
  if (n === 1) return [at];
  return Array.from({ length: n }, (_, i) => at - span / 2 + (span * i) / (n - 1));
}

/** One part repeated at every point of a grid: the first point places it, copies the rest. */
function grid(part: Omit<PartDecl, 'at' | 'copies'>, points: readonly V3[]): PartDecl {
  const [first, ...rest] = points;
  return {
    ...part,
    at: first,
    copies: rest.map(([x, y, z]) => [x - first![0], y - first![1], z - first![2]] as V3),
  };
}

/** Every (x, y) pair at depth z. */
function facade(xs: readonly number[], ys: readonly number[], z: number): V3[] {
  return ys.flatMap((y) => xs.map((x) => [x, y, z] as V3));
}

/** Windows on the front face (z = `z`, the wall's front) in a grid of xs × ys (sill heights). */
function frontWindows(
  name: string,
  size: V2,
  xs: readonly number[],
  ys: readonly number[],
  z: number,
  color = 0x3a5a78,
  finish = 'glass',
): PartDecl {
  return grid(
    { name, shape: { box: [size[0], size[1], 0.2] }, finish, color, role: 'fixed' },
    facade(xs, ys, z),
  );
}

/** Windows on both side faces (x = ±`x`) in a grid of zs × ys. */
function sideWindows(
  name: string,
  size: V2,
  zs: readonly number[],
  ys: readonly number[],
  x: number,
  color = 0x3a5a78,
): PartDecl {
  const points = ys.flatMap((y) => zs.flatMap((z) => [[x, y, z] as V3, [-x, y, z] as V3]));
  return grid(
    { name, shape: { box: [0.2, size[1], size[0]] }, finish: 'glass', color, role: 'fixed' },
    points,
  );
}

/** A gable roof whose ridge runs along X: `w` long, `d` deep, `h` high, eaves at `y`. */
function gableAlongX(name: string, w: number, d: number, h: number, y: number, z = 0): PartDecl {
  return {
    name,
    shape: {
      extrude: [
        [-d / 2, 0],
        [d / 2, 0],
        [0, h],
      ],
      depth: w,
    },
    turn: [0, 90, 0],
    at: [0, y, z],
    finish: 'slate',
    role: 'accent',
    answersTo: ['roof'],
  };
}

/** Whether `lettering` has a glyph for every letter of a word (upper case, no spaces). */
export function canLetter(word: string): boolean {
  return word.length > 0 && [...word].every((ch) => ch in GLYPHS);
}

/** Block letters on a 3 × 5 grid: an outline and the 1 × 1 cells cut out of it. */
const GLYPHS: Record<string, { outline: V2[]; holes?: V2[] }> = {
  A: {
    outline: [
      [0, 0],
      [1, 0],
      [1, 2],
      [2, 2],
      [2, 0],
      [3, 0],
      [3, 4],
      [2, 5],
      [1, 5],
      [0, 4],
    ],
    holes: [[1, 3]],
  },
  B: {
    outline: [
      [0, 0],
      [2.3, 0],
      [3, 0.7],
      [3, 2.1],
      [2.6, 2.5],
      [3, 2.9],
      [3, 4.3],
      [2.3, 5],
      [0, 5],
    ],
    holes: [
      [1, 1],
      [1, 3],
    ],
  },
  C: {
    outline: [
      [0, 0],
      [3, 0],
      [3, 1],
      [1, 1],
      [1, 4],
      [3, 4],
      [3, 5],
      [0, 5],
    ],
  },
  E: {
    outline: [
      [0, 0],
      [3, 0],
      [3, 1],
      [1, 1],
      [1, 2],
      [2.4, 2],
      [2.4, 3],
      [1, 3],
      [1, 4],
      [3, 4],
      [3, 5],
      [0, 5],
    ],
  },
  F: {
    outline: [
      [0, 0],
      [1, 0],
      [1, 2],
      [2.4, 2],
      [2.4, 3],
      [1, 3],
      [1, 4],
      [3, 4],
      [3, 5],
      [0, 5],
    ],
  },
  H: {
    outline: [
      [0, 0],
      [1, 0],
      [1, 2],
      [2, 2],
      [2, 0],
      [3, 0],
      [3, 5],
      [2, 5],
      [2, 3],
      [1, 3],
      [1, 5],
      [0, 5],
    ],
  },
  I: {
    outline: [
      [0, 0],
      [3, 0],
      [3, 1],
      [2, 1],
      [2, 4],
      [3, 4],
      [3, 5],
      [0, 5],
      [0, 4],
      [1, 4],
      [1, 1],
      [0, 1],
    ],
  },
  K: {
    outline: [
      [0, 0],
      [1, 0],
      [1, 2],
      [2, 0],
      [3, 0],
      [1.9, 2.5],
      [3, 5],
      [2, 5],
      [1, 3],
      [1, 5],
      [0, 5],
    ],
  },
  L: {
    outline: [
      [0, 0],
      [3, 0],
      [3, 1],
      [1, 1],
      [1, 5],
      [0, 5],
    ],
  },
  M: {
    outline: [
      [0, 0],
      [0.9, 0],
      [0.9, 3.2],
      [1.5, 2],
      [2.1, 3.2],
      [2.1, 0],
      [3, 0],
      [3, 5],
      [2.2, 5],
      [1.5, 3.7],
      [0.8, 5],
      [0, 5],
    ],
  },
  N: {
    outline: [
      [0, 0],
      [1, 0],
      [1, 3],
      [2, 0],
      [3, 0],
      [3, 5],
      [2, 5],
      [2, 2],
      [1, 5],
      [0, 5],
    ],
  },
  O: {
    outline: [
      [0, 0],
      [3, 0],
      [3, 5],
      [0, 5],
    ],
    holes: [
      [1, 1],
      [1, 2],
      [1, 3],
    ],
  },
  P: {
    outline: [
      [0, 0],
      [1, 0],
      [1, 2],
      [3, 2],
      [3, 5],
      [0, 5],
    ],
    holes: [[1, 3]],
  },
  R: {
    outline: [
      [0, 0],
      [1, 0],
      [1, 2],
      [1.6, 2],
      [2, 0],
      [3, 0],
      [2.5, 2.1],
      [3, 2.4],
      [3, 5],
      [0, 5],
    ],
    holes: [[1, 3]],
  },
  S: {
    outline: [
      [0, 0],
      [3, 0],
      [3, 3],
      [1, 3],
      [1, 4],
      [3, 4],
      [3, 5],
      [0, 5],
      [0, 2],
      [2, 2],
      [2, 1],
      [0, 1],
    ],
  },
  T: {
    outline: [
      [1, 0],
      [2, 0],
      [2, 4],
      [3, 4],
      [3, 5],
      [0, 5],
      [0, 4],
      [1, 4],
    ],
  },
  Y: {
    outline: [
      [1, 0],
      [2, 0],
      [2, 2],
      [3, 2],
      [3, 5],
      [2, 5],
      [2, 3],
      [1, 3],
      [1, 5],
      [0, 5],
      [0, 2],
      [1, 2],
    ],
  },
  D: {
    outline: [
      [0, 0],
      [2, 0],
      [3, 1],
      [3, 4],
      [2, 5],
      [0, 5],
    ],
    holes: [
      [1, 1],
      [1, 2],
      [1, 3],
    ],
  },
  G: {
    outline: [
      [0, 0],
      [3, 0],
      [3, 3],
      [1.6, 3],
      [1.6, 2],
      [2, 2],
      [2, 1],
      [1, 1],
      [1, 4],
      [3, 4],
      [3, 5],
      [0, 5],
    ],
  },
  W: {
    outline: [
      [0, 0],
      [3, 0],
      [3, 5],
      [2, 5],
      [2, 1.6],
      [1.5, 2.4],
      [1, 1.6],
      [1, 5],
      [0, 5],
    ],
  },
  U: {
    outline: [
      [0, 0],
      [3, 0],
      [3, 5],
      [2, 5],
      [2, 1],
      [1, 1],
      [1, 5],
      [0, 5],
    ],
  },
};

/**
 * A word in block letters standing on a sign's face: letters `h` high, their middle at x,
 * their feet at y, their back at z (they stand `depth` out towards +Z). One part a letter,
 * named `<name>_1`…
 */
export function lettering(
  name: string,
  word: string,
  [x, y, z]: V3,
  h: number,
  color: number,
  depth = 0.15,
): PartDecl[] {
  const u = h / 5;
  const width = word.length * 4 * u - u;
  return [...word].map((ch, i) => {
    const glyph = GLYPHS[ch]!;
    const left = x - width / 2 + i * 4 * u;
    return {
      name: `${name}_${i + 1}`,
      shape: {
        extrude: glyph.outline.map(([gx, gy]) => [left + gx * u, gy * u] as V2),
        depth,
      },
      at: [0, y, z + depth / 2],
      minus: (glyph.holes ?? []).map(([hx, hy]) => ({
        shape: { box: [u, u, depth * 3] as V3 },
        at: [left + (hx + 0.5) * u, y + hy * u, z + depth / 2] as V3,
      })),
      finish: 'paint',
      color,
      role: 'fixed' as const,
    };
  });
}

/**
 * The painted board over a works' door with its name in block letters (a brewery, a winery,
 * a distillery, a cannery): `width` wide, the board's colour and the letters' `ink`, letters
 * `h` high.
 */
function factorySign(
  word: string,
  width: number,
  board: number,
  ink: number,
  h: number,
): PartDecl[] {
  return [
    {
      name: 'sign_board',
      shape: { box: [width, 1.6, 0.3] },
      at: [0, 4.3, 6.1],
      finish: 'paint',
      color: board,
      role: 'fixed',
    },
    ...lettering('sign', word, [0, 4.55, 6.25], h, ink),
  ];
}

/** The factory's own nouns, drawn unmarked. */
const FACTORY_NOUNS: readonly string[] = [
  'factory',
  'manufactory',
  'mill',
  'power station',
  'power plant',
  'refinery',
  'foundry',
  'sawmill',
  'brewery',
  'plant building',
  'industrial building',
  'workshop',
];

/**
 * A works the factory stands in for names itself over its door, on a board as long as its
 * name: "an ironworks", "a tannery" (session 29, places). The factory's own nouns stay
 * unmarked, as does a name with a letter the glyphs lack.
 */
function worksSign(noun: string): StateDecl | undefined {
  const word = noun.toUpperCase();
  if (FACTORY_NOUNS.includes(noun) || ![...word].every((ch) => ch in GLYPHS)) return undefined;
  const h = Math.min(1.1, (20 / (word.length * 4 - 1)) * 5);
  return {
    drop: ['smoke'],
    parts: factorySign(
      word,
      Math.min(22, ((word.length * 4 - 1) * h) / 5 + 2),
      0x2a2a30,
      0xf0d060,
      h,
    ),
  };
}

/** A flat sign board (front at z) with a word on it. */
export function signBoard(
  name: string,
  word: string,
  [x, y, z]: V3,
  [w, h]: V2,
  board: number,
  ink: number,
): PartDecl[] {
  return [
    {
      name,
      shape: { box: [w, h, 0.3] },
      at: [x, y, z - 0.15],
      finish: 'paint',
      color: board,
      role: 'accent',
      answersTo: ['sign'],
    },
    ...lettering(`${name}_letter`, word, [x, y + h * 0.18, z], h * 0.64, ink),
  ];
}

/** A red cross (a hospital's) standing out from a face at z, centred on (x, y). */
function redCross(name: string, [x, y, z]: V3, s: number, color = 0xd8202a): PartDecl[] {
  return [
    {
      name,
      shape: { box: [s / 3, s, 0.25] },
      at: [x, y - s / 2, z + 0.1],
      finish: 'paint',
      color,
      role: 'fixed',
    },
    {
      name: `${name}_bar`,
      shape: { box: [s, s / 3, 0.25] },
      at: [x, y - s / 6, z + 0.1],
      finish: 'paint',
      color,
      role: 'fixed',
    },
  ];
}

/** A flagpole rising from (x, y, z) with a flag flying towards +X. */
function flagpole(name: string, [x, y, z]: V3, h: number, color: number): PartDecl[] {
  return [
    {
      name,
      shape: { cyl: h, r: h * 0.012 },
      at: [x, y, z],
      finish: 'steel',
      role: 'fixed',
    },
    {
      name: `${name}_flag`,
      shape: { box: [h * 0.3, h * 0.2, 0.06] },
      at: [x + h * 0.15, y + h * 0.76, z],
      finish: 'fabric',
      color,
      role: 'fixed',
      answersTo: ['flag'],
    },
  ];
}

/** A striped awning over a shop front: slopes out from the wall (front at z) at height y. */
function awning(name: string, w: number, y: number, z: number, colors: [number, number]) {
  const stripes = Math.max(3, Math.round(w / 0.7));
  const sw = w / stripes;
  const profile: V2[] = [
    [0, 0],
    [0.12, 0],
    [1.5, -0.9],
    [1.5, -1.15],
    [1.38, -1.15],
    [1.38, -0.98],
  ];
  const xs = spread(stripes, w - sw);
  return [0, 1].map((k): PartDecl =>
    grid(
      {
        name: k === 0 ? name : `${name}_stripe`,
        // The profile (out along +Z, down) turned so it is pushed along X.
        shape: { extrude: profile, depth: sw },
        turn: [0, -90, 0],
        finish: 'fabric',
        color: colors[k],
        role: k === 0 ? 'accent' : 'fixed',
        answersTo: ['awning'],
      },
      xs.filter((_, i) => i % 2 === k).map((x) => [x, y, z] as V3),
    ),
  );
}

/** Columns in a row along X at depth z, standing on y. */
function colonnade(
  name: string,
  xs: readonly number[],
  y: number,
  z: number,
  h: number,
  r: number,
) {
  return [
    grid(
      { name, shape: { cyl: h, r, rTop: r * 0.88 }, finish: 'marble', role: 'main' },
      xs.map((x) => [x, y, z] as V3),
    ),
    grid(
      { name: `${name}_capital`, shape: { box: [r * 2.6, r * 0.6, r * 2.6] }, finish: 'marble' },
      xs.map((x) => [x, y + h - r * 0.3, z] as V3),
    ),
  ];
}

/** A classical front: steps, columns, entablature and pediment, in front of a block. */
function classicalFront(w: number, colH: number, cols: number): PartDecl[] {
  const stepH = 0.35;
  const base = stepH * 3;
  const r = colH * 0.065;
  const entH = colH * 0.16;
  const top = base + colH;
  return [
    ...[0, 1, 2].map((i): PartDecl => ({
      name: `step_${i + 1}`,
      shape: { box: [w + 2.4 - i * 0.8, stepH, 14 - i * 0.8] },
      at: [0, i * stepH, 0.6 - i * 0.4 + 0.4 * i],
      finish: 'marble',
      role: 'detail',
      answersTo: ['steps', 'step'],
    })),
    { name: 'hall', shape: { box: [w - 1, colH, 9] }, at: [0, base, -1.8], finish: 'stone' },
    ...colonnade('column', spread(cols, w - 2), base, 4.6, colH, r),
    {
      name: 'entablature',
      shape: { box: [w, entH, 12.4] },
      at: [0, top, -0.2],
      finish: 'marble',
    },
    {
      name: 'pediment',
      shape: {
        extrude: [
          [-w / 2, 0],
          [w / 2, 0],
          [0, w * 0.2],
        ],
        depth: 12.4,
      },
      at: [0, top + entH, -0.2],
      finish: 'marble',
      answersTo: ['roof'],
    },
    {
      name: 'door',
      shape: { box: [2.2, colH * 0.55, 0.2] },
      at: [0, base, 2.75],
      finish: 'darkWood',
      role: 'fixed',
    },
  ];
}

const WHITE = 0xf2f1ec;

/** A café's front: striped awning, its sign, and a terrace of tables under parasols. */
const CAFE_FRONT: readonly PartDecl[] = [
  ...awning('awning', 9, 3.4, 3, [0xc8202a, WHITE]),
  ...signBoard('sign', 'CAFE', [0, 4.1, 3.1], [5, 1.2], 0x3a2a1a, 0xf4c430),
  // A terrace: two tables under parasols on a deck in front.
  {
    name: 'terrace',
    shape: { box: [9, 0.15, 3.4] },
    at: [0, 0, 4.7],
    finish: 'wood',
    role: 'detail',
  },
  grid({ name: 'table', shape: { cyl: 0.75, r: 0.5 }, finish: 'darkMetal', role: 'fixed' }, [
    [-3, 0.15, 5.2],
    [3, 0.15, 5.2],
  ]),
  grid({ name: 'parasol_pole', shape: { cyl: 2.2, r: 0.05 }, finish: 'steel', role: 'fixed' }, [
    [-3, 0.9, 5.2],
    [3, 0.9, 5.2],
  ]),
  grid(
    {
      name: 'parasol',
      shape: { cyl: 0.5, r: 1.3, rTop: 0.05 },
      finish: 'fabric',
      color: 0xc8202a,
      role: 'accent',
      answersTo: ['parasol', 'umbrella'],
    },
    [
      [-3, 2.7, 5.2],
      [3, 2.7, 5.2],
    ],
  ),
  grid({ name: 'chair', shape: { box: [0.45, 0.9, 0.45] }, finish: 'darkMetal', role: 'fixed' }, [
    [-3.8, 0.15, 5.2],
    [-2.2, 0.15, 5.2],
    [2.2, 0.15, 5.2],
    [3.8, 0.15, 5.2],
  ]),
];

/** A pub's front: dark panelled walls, the name board, barrels by the door, a hanging sign. */
function PUB_FRONT(word: string): PartDecl[] {
  return [
    { name: 'walls', shape: { box: [9, 5.4, 6] }, finish: 'darkWood', color: 0x2a3a2a },
    ...signBoard('sign', word, [0, 3.6, 3.1], [6, 1.3], 0x1a1a14, 0xe8c060),
    {
      name: 'barrel',
      shape: { cyl: 1.1, r: 0.45 },
      at: [-1.6, 0, 3.5],
      copies: [[3.2, 0, 0]],
      finish: 'wood',
      color: 0x8a5a2a,
      role: 'detail',
    },
    {
      name: 'hanging_sign',
      shape: { box: [0.1, 1.2, 1.0] },
      at: [4, 3.3, 3.7],
      finish: 'paint',
      color: 0x8a1a1a,
      role: 'accent',
    },
    {
      name: 'bracket',
      shape: { box: [0.1, 0.1, 1.3] },
      at: [4, 4.5, 3.6],
      finish: 'darkMetal',
      role: 'fixed',
    },
  ];
}
const GLASS = 0x3a5a78;

/** The hotel tower's parts, left out where a smaller lodging stands instead. */
const HOTEL_TOWER = [
  'walls',
  'window',
  'side_window',
  'lobby',
  'canopy',
  'canopy_post',
  'roof',
  'sign',
  ...[1, 2, 3, 4, 5].map((i) => `sign_letter_${i}`),
];

/** A motel: two floors of rooms, each with its door, off an open walkway; a pole sign by the lot. */
const MOTEL: readonly PartDecl[] = [
  {
    name: 'lot',
    shape: { box: [32, 0.1, 16] },
    at: [2, 0, 2],
    finish: 'concrete',
    color: 0x8a8a88,
    role: 'detail',
  },
  { name: 'walls', shape: { box: [24, 6, 7] }, finish: 'plaster', color: 0xf0e0c4 },
  {
    name: 'roof',
    shape: { box: [24.6, 0.5, 9.8] },
    at: [0, 6, 1.4],
    finish: 'paint',
    color: 0x3a6a8a,
    role: 'accent',
    answersTo: ['roof'],
  },
  {
    name: 'walkway',
    shape: { box: [24, 0.3, 2.6] },
    at: [0, 2.8, 4.8],
    finish: 'concrete',
    role: 'detail',
  },
  {
    name: 'rail',
    shape: { box: [24, 1, 0.12] },
    at: [0, 3.1, 6.05],
    finish: 'steel',
    role: 'fixed',
  },
  grid(
    { name: 'post', shape: { cyl: 6, r: 0.14 }, finish: 'steel', role: 'fixed' },
    spread(5, 23).map((x) => [x, 0, 6] as V3),
  ),
  frontWindows('door', [1.1, 2.3], spread(8, 21), [0, 3.1], 3.5, 0xc84a2a, 'paint'),
  frontWindows('window', [1.2, 1], spread(8, 21, 1.35), [0.9, 4], 3.5, GLASS),
  {
    name: 'sign_pole',
    shape: { cyl: 9, r: 0.25 },
    at: [15.5, 0, 7],
    finish: 'steel',
    role: 'fixed',
  },
  ...signBoard('sign', 'MOTEL', [15.5, 8.6, 7.3], [7, 2], 0xd82a2a, 0xfff4c0),
];

/** An inn or a guest house: a two-storey house, its name on a board over the door and a hanging sign. */
function lodgingHouse(word: string): PartDecl[] {
  return [
    { name: 'walls', shape: { box: [10, 6.4, 7] }, finish: 'plaster', color: 0xf2e8d4 },
    gableAlongX('roof', 10.8, 7.8, 3.2, 6.4),
    {
      name: 'chimney',
      shape: { box: [1, 2.6, 1] },
      at: [3.4, 7.6, 0],
      finish: 'brick',
      role: 'detail',
    },
    frontWindows('window', [1.3, 1.3], [-3.2, 3.2], [1.1, 4.2], 3.5, 0xf0c878),
    frontWindows('upper_window', [1.3, 1.3], [0], [4.2], 3.5, 0xf0c878),
    {
      name: 'door',
      shape: { box: [1.4, 2.4, 0.2] },
      at: [0, 0, 3.5],
      finish: 'darkWood',
      role: 'fixed',
    },
    ...signBoard('sign', word, [0, 2.65, 3.75], [word.length * 0.9 + 0.6, 1.1], 0x1a2a1a, 0xe8c060),
    {
      name: 'bracket',
      shape: { box: [0.12, 0.12, 1.4] },
      at: [4.4, 4.6, 4.15],
      finish: 'darkMetal',
      role: 'fixed',
    },
    {
      name: 'hanging_sign',
      shape: { box: [0.12, 1.3, 1.1] },
      at: [4.4, 3.3, 4.5],
      finish: 'paint',
      color: 0x8a1a1a,
      role: 'accent',
    },
  ];
}

/** A water mill: a tall stone house under a pitched roof, its wheel in a stream at one gable end. */
const WATER_MILL: readonly PartDecl[] = [
  { name: 'walls', shape: { box: [12, 9, 9] }, finish: 'stone', color: 0xb8a888 },
  gableAlongX('roof', 12.8, 9.8, 4, 9),
  frontWindows('window', [1.4, 1.6], [-3.5, 3.5], [2, 5.5], 4.5, 0x3a4a5a),
  frontWindows('upper_window', [1.4, 1.6], [0], [5.5], 4.5, 0x3a4a5a),
  {
    name: 'door',
    shape: { box: [1.8, 2.8, 0.2] },
    at: [0, 0, 4.5],
    finish: 'darkWood',
    role: 'fixed',
  },
  {
    name: 'stream',
    shape: { box: [4, 0.2, 16] },
    at: [8, 0, 0],
    finish: 'glass',
    color: 0x4a7aa8,
    role: 'fixed',
    answersTo: ['water'],
  },
  {
    name: 'wheel',
    shape: { cyl: 0.8, r: 4 },
    turn: [0, 0, 90],
    at: [6.8, 4.6, 0],
    finish: 'darkWood',
    role: 'accent',
    answersTo: ['wheel'],
  },
  {
    name: 'hub',
    shape: { cyl: 1.6, r: 0.6 },
    turn: [0, 0, 90],
    at: [7.3, 4.6, 0],
    finish: 'darkMetal',
    role: 'fixed',
  },
  {
    name: 'paddle',
    shape: { box: [1, 0.9, 0.3] },
    at: [6.5, 7.7, 0],
    repeat: { count: 12, turn: [30, 0, 0], pivot: [6.5, 4.6, 0], max: 12 },
    finish: 'wood',
    role: 'detail',
  },
];

/** A library's name on its pediment, dark with gold letters. */
const LIBRARY_SIGN = signBoard('sign', 'LIBRARY', [0, 9.85, 6.05], [8.5, 1.5], 0x2a3a5a, 0xf4c430);

/** The plain shop's sign word. */
const SHOP_WORD = 'SHOP';

/** The shop's sign and awning parts, dropped when a trade's look replaces them. */
const SHOP_SIGN_PARTS = [
  'sign',
  'awning',
  'awning_stripe',
  ...[...SHOP_WORD].map((_, i) => `sign_letter_${i + 1}`),
];

/** A shop's look by its trade: its word on the board, the awning in its colours, extras. */
function shopLook(word: string, board: number, stripe: number, extra: PartDecl[] = []) {
  return {
    drop: SHOP_SIGN_PARTS,
    parts: [
      ...awning('awning', 8, 3.3, 3, [board, stripe]),
      ...signBoard(
        'sign',
        word,
        [0, 4.05, 3.1],
        [Math.max(6, word.length * 0.82), 1.4],
        board,
        WHITE,
      ),
      ...extra,
    ],
  };
}

/** A barber's pole beside the door: red, white and blue bands on a white post. */
const BARBER_POLE: PartDecl[] = [0xd8202a, WHITE, 0x2a4ab0, WHITE, 0xd8202a, WHITE, 0x2a4ab0]
  .map((color, i): PartDecl => ({
    name: i === 0 ? 'barber_pole' : `barber_pole_${i + 1}`,
    shape: { cyl: 0.3, r: 0.16 },
    at: [3.9, 1.1 + i * 0.3, 3.25],
    finish: 'paint',
    color,
    role: 'fixed',
  }))
  .concat([
    {
      name: 'barber_pole_cap',
      shape: { ball: 0.2 },
      at: [3.9, 3.25, 3.25],
      finish: 'chrome',
      role: 'fixed',
    },
    {
      name: 'barber_pole_bracket',
      shape: { box: [0.12, 0.12, 0.3] },
      at: [3.9, 2.1, 3.0],
      finish: 'darkMetal',
      role: 'fixed',
    },
  ]);

/** Trades a shop is named for (WordNet's shop#1 hyponyms a person names), with their sign. */
const SHOP_TRADES: Array<{
  nouns: string[];
  word: string;
  board: number;
  stripe: number;
  extra?: PartDecl[];
}> = [
  { nouns: ['bakery', 'bakeshop', 'bakehouse'], word: 'BAKERY', board: 0x8a5a2a, stripe: 0xf4e4c8 },
  {
    nouns: ['bookshop', 'bookstore'],
    word: 'BOOKS',
    board: 0x2a3a6a,
    stripe: 0xe8e0c8,
  },
  {
    nouns: ['butcher shop', "butcher's", 'meat market'],
    word: 'BUTCHER',
    board: 0xa82020,
    stripe: WHITE,
  },
  {
    nouns: ['pharmacy', 'drugstore', "chemist's"],
    word: 'PHARMACY',
    board: 0x1a8a4a,
    stripe: WHITE,
    extra: redCross('cross', [-3.5, 4.6, 3.0], 1.1, 0x1ab04a),
  },
  {
    nouns: ['barbershop', 'barber shop', "barber's"],
    word: 'BARBER',
    board: 0x1a1a2a,
    stripe: 0xd8202a,
    extra: BARBER_POLE,
  },
  {
    nouns: ['boutique', 'dress shop', 'clothing store', 'clothes shop'],
    word: 'FASHION',
    board: 0x1a1a1a,
    stripe: 0xe8a0b8,
  },
  {
    nouns: ['flower shop', "florist's"],
    word: 'FLOWERS',
    board: 0x3a7a3a,
    stripe: 0xf0a0c0,
  },
  { nouns: ['toyshop', 'toy store', 'toy shop'], word: 'TOYS', board: 0x2a6ad8, stripe: 0xf4c430 },
  {
    nouns: ['shoe shop', 'shoe store', 'shoeshop'],
    word: 'SHOES',
    board: 0x5a3a2a,
    stripe: 0xe8d8b8,
  },
  { nouns: ['delicatessen', 'deli'], word: 'DELI', board: 0x2a2a2a, stripe: 0xf4c430 },
  {
    nouns: ['grocery', 'grocery store', "greengrocer's"],
    word: 'GROCERY',
    board: 0x2a7a2a,
    stripe: 0xf4e4a0,
  },
  { nouns: ['bodega'], word: 'BODEGA', board: 0xc8502a, stripe: 0xf4c430 },
  {
    nouns: ['gift shop', 'giftshop', 'souvenir shop'],
    word: 'GIFTS',
    board: 0x8a2a6a,
    stripe: WHITE,
  },
  {
    nouns: ['fish shop', "fishmonger's", 'fish market'],
    word: 'FISH',
    board: 0x2a5a8a,
    stripe: WHITE,
  },
  { nouns: ['pet shop', 'pet store'], word: 'PETS', board: 0xd87a2a, stripe: WHITE },
  {
    nouns: ['candy store', 'sweet shop', 'sweetshop', 'candy shop'],
    word: 'CANDY',
    board: 0xd84a8a,
    stripe: WHITE,
  },
  { nouns: ['hardware store', "ironmonger's"], word: 'TOOLS', board: 0xb85a1a, stripe: 0x3a3a3a },
];

/** Every part of the factory a look that is no sawtooth hall drops. */
const FACTORY_PARTS = [
  'walls',
  'roof',
  'roof_glass',
  'chimney',
  'chimney_band',
  'smoke',
  'window',
  'loading_door',
  'tank',
];

/** A brew kettle's profile: a copper drum under a domed top and a short flue. */
/** A copper pot still's onion body and its short neck, [radius, height] (session 28). */
const POT_STILL: V2[] = [
  [0, 0],
  [1.3, 0],
  [1.8, 0.9],
  [1.7, 2.1],
  [1.0, 3.1],
  [0.45, 3.7],
  [0.35, 4.4],
  [0, 4.4],
];

const BREW_KETTLE: V2[] = [
  [0, 0],
  [1.6, 0],
  [1.6, 2.2],
  [1.2, 3],
  [0.35, 3.3],
  [0.35, 4.2],
  [0, 4.2],
];

/** A refinery: distillation columns with platforms, round storage tanks, pipes, a flare. */
const REFINERY: PartDecl[] = [
  { name: 'pad', shape: { box: [26, 0.4, 14] }, finish: 'concrete', role: 'detail' },
  grid({ name: 'column', shape: { cyl: 16, r: 1.1 }, finish: 'steel', color: 0xc8ccd0 }, [
    [-8, 0.4, -2],
    [-4.5, 0.4, -3],
  ]),
  grid(
    {
      name: 'platform',
      shape: { cyl: 0.25, r: 1.7 },
      finish: 'paint',
      color: 0xd8a020,
      role: 'accent',
    },
    [
      [-8, 5, -2],
      [-8, 10, -2],
      [-4.5, 7.5, -3],
      [-4.5, 12.5, -3],
    ],
  ),
  grid({ name: 'storage_tank', shape: { cyl: 4, r: 3 }, finish: 'paint', color: WHITE }, [
    [3, 0.4, -2],
    [9.5, 0.4, -2],
  ]),
  grid({ name: 'sphere_tank', shape: { ball: 2.2 }, finish: 'paint', color: 0xe8e8e0 }, [
    [3, 2.6, 4.2],
  ]),
  {
    name: 'sphere_legs',
    shape: { cyl: 2.4, r: 1.2 },
    at: [3, 0.4, 4.2],
    finish: 'steel',
    role: 'fixed',
  },
  {
    name: 'pipe_rack',
    shape: { box: [20, 0.5, 0.8] },
    at: [0, 2.6, 3],
    finish: 'steel',
    color: 0x8a8e92,
    role: 'fixed',
  },
  grid(
    { name: 'rack_leg', shape: { box: [0.4, 2.3, 0.4] }, finish: 'steel', role: 'fixed' },
    spread(5, 18).map((x) => [x, 0.4, 3] as V3),
  ),
  {
    name: 'flare_stack',
    shape: { cyl: 20, r: 0.45, rTop: 0.35 },
    at: [11, 0.4, 4.5],
    finish: 'steel',
    color: 0xa8acb0,
  },
  {
    name: 'flare',
    shape: {
      lathe: [
        [0, 0],
        [0.7, 0.6],
        [0.5, 1.8],
        [0, 3],
      ],
      smooth: true,
    },
    at: [11, 20.4, 4.5],
    finish: 'light',
    color: 0xf08a20,
    role: 'fixed',
  },
];

/** A hangar: a round-arched hall along Z, open at the front on its folded doors. */
const HANGAR: PartDecl[] = [
  {
    name: 'shell',
    shape: { extrude: archShell(14, 10, 0.5), depth: 24 },
    at: [0, 0, -2],
    finish: 'metal',
    color: 0x9aa4ae,
  },
  {
    name: 'floor_slab',
    shape: { box: [30, 0.2, 34] },
    finish: 'concrete',
    role: 'detail',
  },
  {
    name: 'back_wall',
    shape: { extrude: archShell(14, 10, 13.5), depth: 0.4 },
    at: [0, 0, -14],
    finish: 'metal',
    color: 0x7a8490,
    role: 'fixed',
  },
  grid(
    {
      name: 'door_leaf',
      shape: { box: [2.2, 8.5, 0.4] },
      finish: 'paint',
      color: 0xd8a020,
      role: 'accent',
    },
    [
      [-13, 0.2, 10.3],
      [-10.9, 0.2, 10.5],
      [10.9, 0.2, 10.5],
      [13, 0.2, 10.3],
    ],
  ),
];

/** A round arch's band as a face outline: outer radius R over a wall of height h, band `t`. */
function archShell(R: number, h: number, t: number): V2[] {
  const outer: V2[] = [];
  const inner: V2[] = [];
  for (let i = 0; i <= 16; i++) {
    const a = Math.PI - (Math.PI * i) / 16;
    outer.push([R * Math.cos(a), h * 0.2 + R * 0.55 * Math.sin(a)]);
    const r = Math.max(0.01, R - t);
    inner.push([r * Math.cos(a), h * 0.2 + r * 0.55 * Math.sin(a)]);
  }
  return [[-R, 0], ...outer, [R, 0], [R - t, 0], ...inner.reverse(), [-(R - t), 0]];
}

export const BUILDINGS_BY_USE_KINDS: readonly KindDecl[] = [
  // Health.
  {
    kind: 'hospital',
    nouns: [
      'hospital',
      'clinic',
      'infirmary',
      'medical center',
      'medical centre',
      'sanatorium',
      'hospice',
      'health center',
    ],
    size: [14, 26],
    parts: [
      { name: 'walls', shape: { box: [24, 12, 11] }, finish: 'plaster', color: WHITE },
      {
        name: 'roof',
        shape: { box: [24.4, 0.5, 11.4] },
        at: [0, 12, 0],
        finish: 'concrete',
        role: 'detail',
      },
      frontWindows('window', [1.6, 1.6], [-10, -7.5, -5, 5, 7.5, 10], [1, 4.5, 8], 5.5, GLASS),
      sideWindows('side_window', [1.6, 1.6], [-3, 0, 3], [1, 4.5, 8], 12),
      // The entrance: a wing with a canopy, the cross above it on the front and on the roof.
      {
        name: 'entrance',
        shape: { box: [7, 4, 3] },
        at: [0, 0, 6.5],
        finish: 'plaster',
        color: WHITE,
      },
      {
        name: 'canopy',
        shape: { box: [9, 0.4, 3] },
        at: [0, 4, 9],
        finish: 'paint',
        color: 0xd8202a,
        role: 'accent',
        answersTo: ['canopy'],
      },
      {
        name: 'door',
        shape: { box: [3.2, 2.8, 0.2] },
        at: [0, 0, 8],
        finish: 'glass',
        color: 0x8ab4d0,
        role: 'fixed',
      },
      ...redCross('cross', [0, 8.3, 5.5], 3.4),
      {
        name: 'sign',
        shape: { box: [4.4, 4.4, 0.4] },
        at: [0, 12.5, 0],
        finish: 'plaster',
        color: WHITE,
        role: 'fixed',
      },
      ...redCross('roof_cross', [0, 14.7, 0.2], 3.4),
    ],
  },
  // Lodging.
  {
    kind: 'hotel',
    nouns: ['hotel', 'motel', 'inn', 'hostel', 'resort hotel', 'guesthouse', 'guest house'],
    size: [30, 16],
    parts: [
      { name: 'walls', shape: { box: [14, 26, 10] }, finish: 'plaster', color: 0xe8d8c0 },
      frontWindows('window', [1.5, 1.8], spread(5, 11), spread(7, 18, 14.5), 5, GLASS),
      sideWindows('side_window', [1.5, 1.8], spread(3, 6), spread(7, 18, 14.5), 7),
      {
        name: 'lobby',
        shape: { box: [12, 3.6, 0.2] },
        at: [0, 0, 5],
        finish: 'glass',
        color: 0x9ac0d8,
        role: 'fixed',
      },
      {
        name: 'canopy',
        shape: { box: [7, 0.5, 4] },
        at: [0, 3.8, 7],
        finish: 'paint',
        color: 0x8a1a2a,
        role: 'accent',
        answersTo: ['canopy'],
      },
      grid({ name: 'canopy_post', shape: { cyl: 3.8, r: 0.12 }, finish: 'brass', role: 'fixed' }, [
        [-3.2, 0, 8.8],
        [3.2, 0, 8.8],
      ]),
      {
        name: 'roof',
        shape: { box: [14.4, 0.6, 10.4] },
        at: [0, 26, 0],
        finish: 'concrete',
        role: 'detail',
      },
      ...signBoard('sign', 'HOTEL', [0, 26.6, 2], [11, 3], 0x1a2a4a, 0xf4c430),
    ],
    // A motel is a long low row of rooms off an open walkway with its sign on a pole; an inn
    // or a guest house a two-storey house with its name over the door (all three read as the
    // hotel tower).
    looks: {
      motel: { drop: HOTEL_TOWER, parts: MOTEL },
      inn: { drop: HOTEL_TOWER, parts: lodgingHouse('INN') },
      'guest house': { drop: HOTEL_TOWER, parts: lodgingHouse('ROOMS') },
      guesthouse: { drop: HOTEL_TOWER, parts: lodgingHouse('ROOMS') },
      // Session 30, places: every house where rooms are rented (a flophouse) is one too.
      'lodging house': { drop: HOTEL_TOWER, parts: lodgingHouse('ROOMS') },
      // Session 27, places: a roadhouse is the inn by the road, not the tower.
      roadhouse: { drop: HOTEL_TOWER, parts: lodgingHouse('ROADHOUSE') },
    },
  },
  // Government and culture.
  {
    kind: 'classical building',
    nouns: [
      'classical building',
      'museum',
      'art museum',
      'gallery',
      'art gallery',
      'bank',
      'courthouse',
      'court house',
      'parthenon',
      'greek temple',
      'roman temple',
      'pantheon',
      'opera house',
      'library',
      'public library',
    ],
    size: [11, 20],
    parts: classicalFront(18, 7.5, 6),
    // A library is the columned hall with its name over the columns (it was a bookcase).
    looks: {
      library: { parts: LIBRARY_SIGN },
      'public library': { parts: LIBRARY_SIGN },
    },
  },
  {
    kind: 'town hall',
    nouns: [
      'town hall',
      'city hall',
      'capitol',
      'capitol building',
      'parliament',
      'parliament building',
      'government building',
      'statehouse',
      'embassy',
    ],
    size: [20, 24],
    parts: [
      ...classicalFront(16, 7, 6),
      { name: 'wing', shape: { box: [26, 8.2, 9] }, at: [0, 0, -2], finish: 'stone' },
      frontWindows('window', [1.4, 2], [-11.5, -9.5, 9.5, 11.5], [1.5, 5], 2.5, 0x2a3a4a),
      { name: 'drum', shape: { cyl: 3.2, r: 4.2 }, at: [0, 8.2, -2], finish: 'marble' },
      {
        name: 'dome',
        shape: { lathe: arcPoints([0, 0], 4.4, 0, 90, 12) },
        at: [0, 11.3, -2],
        finish: 'copper',
        color: 0x5a9a88,
        role: 'accent',
        answersTo: ['roof'],
      },
      { name: 'lantern', shape: { cyl: 1.6, r: 0.7 }, at: [0, 15.6, -2], finish: 'marble' },
      ...flagpole('flagpole', [0, 17.1, -2], 3, 0x2a5ab0),
    ],
  },
  // Education.
  {
    kind: 'school',
    nouns: [
      'school',
      'schoolhouse',
      'school building',
      'elementary school',
      'primary school',
      'high school',
      'secondary school',
      'college',
      'university',
      'academy',
      'kindergarten',
    ],
    size: [13, 24],
    parts: [
      { name: 'walls', shape: { box: [22, 7, 9] }, finish: 'brick', color: 0xa04a34 },
      gableAlongX('roof', 22.6, 9.8, 2.6, 7),
      frontWindows('window', [1.5, 1.8], [-9, -6.5, -4, 4, 6.5, 9], [1, 4.3], 4.5, 0x4a6a88),
      // The middle: a front with a pediment, a clock, a door; a bell cupola on the ridge.
      {
        name: 'porch',
        shape: { box: [6, 8.5, 1.6] },
        at: [0, 0, 5.2],
        finish: 'brick',
        color: 0xa04a34,
      },
      {
        name: 'gable',
        shape: {
          extrude: [
            [-3.4, 0],
            [3.4, 0],
            [0, 2.4],
          ],
          depth: 1.8,
        },
        at: [0, 8.5, 5.2],
        finish: 'plaster',
        color: WHITE,
        role: 'detail',
      },
      {
        name: 'clock',
        shape: { cyl: 0.2, r: 0.9 },
        turn: [90, 0, 0],
        at: [0, 7.6, 6.2],
        finish: 'plaster',
        color: WHITE,
        role: 'fixed',
        answersTo: ['clock'],
      },
      {
        name: 'clock_hand',
        shape: { box: [0.1, 0.7, 0.1] },
        at: [0, 7.6, 6.3],
        finish: 'darkMetal',
        role: 'fixed',
      },
      {
        name: 'door',
        shape: { extrude: arch(2.2, 2), depth: 0.2 },
        at: [0, 0, 6.05],
        finish: 'darkWood',
        role: 'fixed',
      },
      frontWindows('porch_window', [1.2, 1.6], [0], [4.3], 6.05, 0x4a6a88),
      {
        name: 'cupola',
        shape: { box: [2, 2.2, 2] },
        at: [0, 9, 0],
        finish: 'plaster',
        color: WHITE,
      },
      {
        name: 'cupola_roof',
        shape: {
          plan: [
            [-1.3, -1.3],
            [1.3, -1.3],
            [1.3, 1.3],
            [-1.3, 1.3],
          ],
          height: 1.8,
          taper: 0.05,
        },
        at: [0, 11.2, 0],
        finish: 'slate',
        role: 'accent',
      },
      ...flagpole('flagpole', [8, 0, 8.5], 9, 0x2a5ab0),
      {
        name: 'flagpole_base',
        shape: { box: [1, 0.3, 4] },
        at: [8, 0, 6.4],
        finish: 'concrete',
        role: 'fixed',
      },
    ],
  },
  // Commerce.
  {
    kind: 'shop',
    nouns: [
      ...new Set([
        'shop',
        'store',
        'convenience store',
        'grocery',
        'grocery store',
        'corner shop',
        'general store',
        'boutique',
        'bakery',
        'butcher shop',
        'pharmacy',
        'drugstore',
        'bookshop',
        'bookstore',
        'storefront',
        'shopfront',
        'market',
        ...SHOP_TRADES.flatMap((t) => t.nouns),
      ]),
    ],
    size: [6.5, 9],
    parts: [
      { name: 'walls', shape: { box: [8, 5.6, 6] }, finish: 'brick', color: 0xc8b8a0 },
      {
        name: 'roof',
        shape: { box: [8.4, 0.4, 6.4] },
        at: [0, 5.6, 0],
        finish: 'concrete',
        role: 'detail',
      },
      {
        name: 'shop_window',
        shape: { box: [2.6, 2.2, 0.2] },
        at: [-2.4, 0.6, 3],
        copies: [[4.8, 0, 0]],
        finish: 'glass',
        color: 0x9ac0d8,
        role: 'fixed',
      },
      {
        name: 'door',
        shape: { box: [1.3, 2.5, 0.2] },
        at: [0, 0, 3],
        finish: 'paint',
        color: 0x2a6a4a,
        role: 'fixed',
      },
      ...awning('awning', 8, 3.3, 3, [0x2a8a4a, WHITE]),
      ...signBoard('sign', SHOP_WORD, [0, 4.05, 3.1], [6, 1.4], 0x2a6a4a, WHITE),
    ],
    // A shop by its trade: the trade's word on the sign and its colours on the awning, and a
    // barber's pole or a pharmacy's green cross where a street shows one (session 24: every
    // shop was the same green SHOP, so a bakery, a bookshop or a barbershop read as a shop).
    looks: Object.fromEntries(
      SHOP_TRADES.flatMap(({ nouns, word, board, stripe, extra }) =>
        nouns.map((noun) => [noun, shopLook(word, board, stripe, extra)]),
      ),
    ),
  },
  {
    kind: 'department store',
    nouns: [
      'department store',
      'supermarket',
      'mall',
      'shopping mall',
      'shopping center',
      'shopping centre',
      'hypermarket',
      'superstore',
      'emporium',
    ],
    size: [12, 34],
    parts: [
      { name: 'walls', shape: { box: [32, 10, 16] }, finish: 'concrete', color: 0xe4e0d8 },
      {
        name: 'band',
        shape: { box: [32.4, 2.6, 0.4] },
        at: [0, 7.4, 8.1],
        finish: 'paint',
        color: 0xc8202a,
        role: 'accent',
        answersTo: ['sign'],
      },
      ...lettering('sign', 'STORE', [0, 7.8, 8.3], 1.8, WHITE),
      {
        name: 'shop_window',
        shape: { box: [8, 4.5, 0.2] },
        at: [-10.5, 0.4, 8],
        copies: [[21, 0, 0]],
        finish: 'glass',
        color: 0x9ac0d8,
        role: 'fixed',
      },
      {
        name: 'entrance',
        shape: { box: [8, 5.2, 3] },
        at: [0, 0, 9],
        finish: 'glass',
        color: 0x7aa8c8,
        role: 'fixed',
      },
      {
        name: 'entrance_roof',
        shape: { box: [9, 0.5, 3.6] },
        at: [0, 5.2, 9.1],
        finish: 'paint',
        color: 0xc8202a,
        role: 'accent',
      },
      frontWindows('window', [2.6, 1.6], spread(8, 28), [5.5], 8, GLASS),
      {
        name: 'roof',
        shape: { box: [32.6, 0.6, 16.6] },
        at: [0, 10, 0],
        finish: 'concrete',
        role: 'detail',
      },
      ...flagpole('flag', [-14, 10.6, 6], 4, 0xf4c430),
      ...flagpole('flag_2', [14, 10.6, 6], 4, 0x2a8a4a),
    ],
    // A mall says so on its band (session 24: it read as the department store).
    looks: Object.fromEntries(
      ['mall', 'shopping mall', 'shopping center', 'shopping centre'].map((noun) => [
        noun,
        {
          drop: [...[1, 2, 3, 4, 5].map((i) => `sign_${i}`)],
          parts: lettering('sign', 'MALL', [0, 7.8, 8.3], 1.8, WHITE),
        },
      ]),
    ),
  },
  {
    kind: 'restaurant',
    nouns: [
      'restaurant',
      'cafe',
      'café',
      'diner',
      'bistro',
      'eatery',
      'coffee shop',
      'coffeehouse',
      'coffee house',
      'pizzeria',
      'cafeteria',
      'pub',
      'tavern',
      'brasserie',
      'steakhouse',
      'teahouse',
      'tea house',
    ],
    size: [6.5, 11],
    parts: [
      { name: 'walls', shape: { box: [9, 5.4, 6] }, finish: 'plaster', color: 0xf0e0c0 },
      {
        name: 'roof',
        shape: { box: [9.4, 0.4, 6.4] },
        at: [0, 5.4, 0],
        finish: 'darkWood',
        role: 'detail',
      },
      {
        name: 'window',
        shape: { extrude: arch(2, 1.6), depth: 0.2 },
        at: [-2.8, 0.8, 3],
        copies: [[5.6, 0, 0]],
        finish: 'glass',
        color: 0xf0c878,
        role: 'fixed',
      },
      {
        name: 'door',
        shape: { box: [1.3, 2.5, 0.2] },
        at: [0, 0, 3],
        finish: 'darkWood',
        role: 'fixed',
      },
      ...CAFE_FRONT,
    ],
    // A pub or a bar is dark wood with its name over the door, barrels by it and a hanging
    // sign, where the café has a striped awning and parasols (a bar read as a café).
    looks: Object.fromEntries(
      ['bar', 'pub', 'tavern', 'inn', 'saloon bar', 'alehouse'].map((noun) => [
        noun,
        {
          drop: ['walls', ...CAFE_FRONT.map((p) => p.name)],
          parts: PUB_FRONT(noun === 'bar' ? 'BAR' : 'PUB'),
        },
      ]),
    ),
  },
  // Transport.
  {
    kind: 'station',
    nouns: [
      'station',
      'train station',
      'railway station',
      'railroad station',
      'rail station',
      'railway terminal',
      'depot',
      'train depot',
    ],
    size: [14, 30],
    parts: [
      // A long hall under a vault, the front with a clock, a platform canopy along one side.
      { name: 'hall', shape: { box: [28, 7, 12] }, finish: 'brick', color: 0xb86a48 },
      {
        name: 'vault',
        shape: {
          extrude: [[6.3, 0], ...arcPoints([0, 0], 6.3, 0, 180, 12).slice(1, -1), [-6.3, 0]],
          depth: 28.4,
        },
        turn: [0, 90, 0],
        at: [0, 7, 0],
        finish: 'glass',
        color: 0x7a98a8,
        role: 'accent',
        answersTo: ['roof'],
      },
      {
        name: 'front',
        shape: { box: [10, 12, 1.4] },
        at: [0, 0, 6.6],
        finish: 'brick',
        color: 0xb86a48,
      },
      {
        name: 'front_top',
        shape: {
          extrude: [
            [-5, 0],
            [5, 0],
            [0, 2.2],
          ],
          depth: 1.4,
        },
        at: [0, 12, 6.6],
        finish: 'stone',
        role: 'detail',
      },
      {
        name: 'clock',
        shape: { cyl: 0.3, r: 1.6 },
        turn: [90, 0, 0],
        at: [0, 9.6, 7.3],
        finish: 'plaster',
        color: WHITE,
        role: 'fixed',
        answersTo: ['clock'],
      },
      {
        name: 'clock_hand',
        shape: { box: [0.18, 1.2, 0.12] },
        at: [0, 9.6, 7.5],
        copies: [[0.35, -0.3, 0]],
        finish: 'darkMetal',
        role: 'fixed',
      },
      {
        name: 'entrance',
        shape: { extrude: arch(4, 3), depth: 0.2 },
        at: [0, 0, 7.3],
        finish: 'glass',
        color: 0x4a6a88,
        role: 'fixed',
      },
      frontWindows('window', [2, 2.8], [-11, -8, 8, 11], [1.5], 6, 0x4a6a88),
      {
        name: 'canopy',
        shape: { box: [28, 0.3, 4] },
        at: [0, 4.2, 8],
        finish: 'darkMetal',
        color: 0x2a4a3a,
        role: 'detail',
        answersTo: ['canopy'],
      },
      grid(
        { name: 'canopy_post', shape: { cyl: 4.2, r: 0.12 }, finish: 'darkMetal', role: 'fixed' },
        spread(5, 26).map((x) => [x, 0, 9.6] as V3),
      ),
      {
        name: 'platform',
        shape: { box: [28, 0.6, 4.4] },
        at: [0, 0, 8.2],
        finish: 'concrete',
        role: 'detail',
      },
      grid({ name: 'rail', shape: { box: [30, 0.2, 0.15] }, finish: 'steel', role: 'fixed' }, [
        [0, 0, 10.9],
        [0, 0, 12.3],
      ]),
      {
        name: 'sleepers',
        shape: { box: [30, 0.12, 2.4] },
        at: [0, 0, 11.6],
        finish: 'darkWood',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'garage',
    nouns: ['garage', 'carport', 'car garage', 'lock-up', 'lockup'],
    size: [3.4, 7],
    parts: [
      { name: 'walls', shape: { box: [6, 3, 6.4] }, finish: 'brick', color: 0xb8a890 },
      {
        name: 'roof',
        shape: { box: [6.4, 0.3, 6.8] },
        at: [0, 3, 0],
        finish: 'concrete',
        role: 'accent',
      },
      {
        name: 'up_and_over_door',
        shape: { box: [4.6, 2.5, 0.16] },
        at: [0, 0, 3.2],
        finish: 'paint',
        color: WHITE,
        role: 'accent',
      },
      grid(
        {
          name: 'door_rib',
          shape: { box: [4.6, 0.05, 0.22] },
          finish: 'paint',
          color: 0xc8c8c8,
          role: 'fixed',
        },
        spread(5, 2, 1.25).map((y) => [0, y, 3.2] as V3),
      ),
      {
        name: 'driveway',
        shape: { box: [5.2, 0.06, 3] },
        at: [0, 0, 4.6],
        finish: 'concrete',
        role: 'detail',
      },
      {
        name: 'lamp',
        shape: { box: [0.3, 0.4, 0.3] },
        at: [2.7, 2.6, 3.3],
        finish: 'light',
        role: 'fixed',
      },
    ],
  },
  // Industry.
  {
    kind: 'factory',
    nouns: FACTORY_NOUNS,
    lookOf: worksSign,
    size: [20, 26],
    parts: [
      { name: 'walls', shape: { box: [24, 6, 12] }, finish: 'brick', color: 0x9a5a40 },
      // The sawtooth roof: teeth along X, steep glazed faces to one side.
      grid(
        {
          name: 'roof',
          shape: {
            extrude: [
              [-3, 0],
              [3, 0],
              [3, 2.6],
            ],
            depth: 12.2,
          },
          finish: 'slate',
          role: 'accent',
        },
        spread(4, 18).map((x) => [x, 6, 0] as V3),
      ),
      grid(
        {
          name: 'roof_glass',
          shape: { box: [0.12, 2.4, 12] },
          finish: 'glass',
          color: 0x8ab0c8,
          role: 'fixed',
        },
        spread(4, 18).map((x) => [x + 3.05, 6.05, 0] as V3),
      ),
      grid(
        {
          name: 'chimney',
          shape: { cyl: 12, r: 0.9, rTop: 0.7 },
          finish: 'brick',
          color: 0x8a4a30,
        },
        [
          [-8, 6, -3],
          [-4.5, 6, -3],
        ],
      ),
      grid(
        {
          name: 'chimney_band',
          shape: { cyl: 0.6, r: 0.78 },
          finish: 'paint',
          color: WHITE,
          role: 'fixed',
        },
        [
          [-8, 16.5, -3],
          [-4.5, 16.5, -3],
        ],
      ),
      grid(
        {
          name: 'smoke',
          shape: { ball: 1.1 },
          finish: 'plaster',
          color: 0xb8b8b8,
          role: 'fixed',
          answersTo: ['smoke'],
        },
        [
          [-8, 18.8, -3],
          [-4.5, 18.8, -3],
        ],
      ),
      frontWindows('window', [2.2, 2], spread(6, 20), [2.6], 6, 0x5a7a90),
      {
        name: 'loading_door',
        shape: { box: [4, 4, 0.2] },
        at: [0, 0, 6],
        finish: 'paint',
        color: 0x4a5a6a,
        role: 'fixed',
      },
      { name: 'tank', shape: { cyl: 5, r: 1.8 }, at: [14, 0, 2], finish: 'steel', role: 'detail' },
    ],
    // A mill is a tall stone house with a water wheel turning in its stream (the sawtooth
    // factory read as a factory).
    looks: {
      mill: {
        drop: FACTORY_PARTS,
        parts: WATER_MILL,
      },
      // A brewery says so over its door, with barrels stacked by it and copper kettles
      // showing on its roof; a refinery is no hall at all but columns, tanks and a flare
      // (session 24: both were the sawtooth factory).
      brewery: {
        drop: ['smoke', 'tank'],
        parts: [
          ...factorySign('BREWERY', 11, 0x2a1a10, 0xf0c040, 1.1),
          grid({ name: 'barrel', shape: { cyl: 1.1, r: 0.55 }, finish: 'wood', role: 'fixed' }, [
            [-4, 0, 7],
            [-2.8, 0, 7],
            [2.8, 0, 7],
            [4, 0, 7],
            [-3.4, 1.1, 7],
            [3.4, 1.1, 7],
          ]),
          grid(
            {
              name: 'kettle',
              shape: { lathe: BREW_KETTLE, smooth: true },
              finish: 'copper',
              color: 0xc87a3a,
            },
            [
              [6, 6, 0],
              [10, 6, 0],
            ],
          ),
        ],
      },
      refinery: {
        drop: FACTORY_PARTS,
        parts: REFINERY,
      },
      // A winery says so over its door, with casks lying in rows before it and rows of vines
      // on posts beside it; a distillery (a still house) says so, with onion-shaped copper
      // pot stills and their swan necks on its roof and casks by the door (session 28,
      // places: both were the sawtooth factory, unmarked).
      winery: {
        drop: ['smoke', 'tank', 'chimney', 'chimney_band'],
        parts: [
          ...factorySign('WINERY', 9, 0x4a1a2a, 0xf0e0b0, 1.1),
          grid(
            {
              name: 'cask',
              shape: { cyl: 1.3, r: 0.6 },
              turn: [90, 0, 0],
              finish: 'wood',
              color: 0x8a5a30,
              role: 'fixed',
              answersTo: ['barrels', 'barrel'],
            },
            [-5.2, -3.8, -2.4, 2.4, 3.8, 5.2].map((x) => [x, 0.6, 8.6] as V3),
          ),
          grid(
            {
              name: 'vines',
              shape: { box: [0.7, 1.6, 10], round: 0.3 },
              finish: 'leaf',
              color: 0x4a7a2a,
              role: 'fixed',
              answersTo: ['vineyard', 'grapevines', 'vine'],
            },
            spread(5, 6).map((x) => [x + 19, 0, 1] as V3),
          ),
          grid(
            {
              name: 'grapes',
              shape: { ball: 0.3 },
              finish: 'plain',
              color: 0x5a2a5a,
              role: 'fixed',
              answersTo: ['grapes'],
            },
            spread(5, 6).flatMap((x) => [-3, 0, 3].map((z) => [x + 19.4, 0.8, z + 1.4] as V3)),
          ),
        ],
      },
      distillery: {
        drop: ['smoke', 'tank'],
        parts: [
          ...factorySign('DISTILLERY', 11, 0x1a2a1e, 0xe0b850, 1.0),
          grid(
            {
              name: 'still',
              shape: { lathe: POT_STILL, smooth: true },
              finish: 'copper',
              color: 0xc87a3a,
              answersTo: ['pot still', 'stills', 'copper'],
            },
            [
              [4, 6, 0],
              [9, 6, 0],
            ],
          ),
          ...[4, 9].map((x, i) => ({
            name: `swan_neck_${i + 1}`,
            shape: {
              sweep: [
                [x, 10.4, 0],
                [x + 0.6, 11.3, 0],
                [x + 1.8, 11.2, 0],
                [x + 2.6, 9.6, 0],
              ] as V3[],
              r: 0.22,
            },
            finish: 'copper',
            color: 0xb86a2a,
            role: 'fixed' as const,
            answersTo: ['lyne arm', 'pipe'],
          })),
          grid(
            {
              name: 'cask',
              shape: { cyl: 1.3, r: 0.6 },
              turn: [90, 0, 0],
              finish: 'wood',
              color: 0x7a4a26,
              role: 'fixed',
              answersTo: ['barrels', 'barrel'],
            },
            [-4.6, -3.2, 3.2, 4.6]
              .map((x) => [x, 0.6, 8.6] as V3)
              .concat([
                [-3.9, 1.75, 8.6],
                [3.9, 1.75, 8.6],
              ]),
          ),
        ],
      },
      // A cannery says so over its door, with pallets of tins stacked two high either side
      // of it, each tin silver with a red label (session 28, helper r2places; docs/decisions.md
      // "Places measured on the spent list": it was the sawtooth factory, unmarked).
      cannery: {
        drop: ['tank'],
        parts: [
          ...factorySign('CANNERY', 10, 0x1a2a4a, 0xf0f0f0, 1.1),
          grid(
            {
              name: 'pallet',
              shape: { box: [2.6, 0.25, 1.8] },
              finish: 'wood',
              color: 0xb08850,
              role: 'fixed',
            },
            [-5, 5].map((x) => [x, 0, 6.9] as V3),
          ),
          grid(
            {
              name: 'tin',
              shape: { cyl: 0.8, r: 0.38 },
              finish: 'steel',
              color: 0xc8ccd0,
              role: 'detail',
              answersTo: ['cans', 'can', 'tins'],
            },
            [-5, 5].flatMap((x0) =>
              [-0.85, 0, 0.85].flatMap((dx) =>
                [-0.45, 0.45].flatMap((dz) =>
                  [0.25, 1.05].map((y) => [x0 + dx, y, 6.9 + dz] as V3),
                ),
              ),
            ),
          ),
          grid(
            {
              name: 'label',
              shape: { cyl: 0.4, r: 0.39 },
              finish: 'paper',
              color: 0xc82a2a,
              role: 'accent',
              answersTo: ['labels'],
            },
            [-5, 5].flatMap((x0) =>
              [-0.85, 0, 0.85].flatMap((dx) =>
                [-0.45, 0.45].flatMap((dz) =>
                  [0.45, 1.25].map((y) => [x0 + dx, y, 6.9 + dz] as V3),
                ),
              ),
            ),
          ),
        ],
      },
    },
  },
  {
    kind: 'warehouse',
    nouns: [
      'warehouse',
      'storehouse',
      'depository',
      'distribution center',
      'hangar',
      'storage building',
    ],
    size: [9, 30],
    parts: [
      { name: 'walls', shape: { box: [28, 7, 16] }, finish: 'metal', color: 0x8a98a8 },
      gableAlongX('roof', 28.4, 16.6, 2, 7),
      grid(
        {
          name: 'roller_door',
          shape: { box: [4, 4.8, 0.2] },
          finish: 'paint',
          color: 0xd8a020,
          role: 'accent',
        },
        spread(4, 20).map((x) => [x, 0, 8] as V3),
      ),
      {
        name: 'dock',
        shape: { box: [28, 1.1, 2.6] },
        at: [0, 0, 9.2],
        finish: 'concrete',
        role: 'detail',
      },
      grid({ name: 'crate', shape: { box: [1.4, 1.2, 1.4] }, finish: 'wood', role: 'fixed' }, [
        [-12.6, 1.1, 9.5],
        [-11, 1.1, 9.5],
        [12, 1.1, 9.5],
      ]),
      frontWindows('window', [3, 0.8], spread(4, 20), [5.6], 8, 0x5a7a90),
    ],
    // A hangar is an arched hall open at the front on its wide doors (session 24: it read as
    // the warehouse).
    looks: {
      hangar: {
        drop: ['walls', 'roof', 'roller_door', 'dock', 'crate', 'window'],
        parts: HANGAR,
      },
    },
  },
  // Safety.
  {
    kind: 'fire station',
    nouns: ['fire station', 'firehouse', 'fire house', 'fire hall', 'firestation'],
    size: [12, 18],
    parts: [
      { name: 'walls', shape: { box: [16, 8, 10] }, finish: 'brick', color: 0xa83a2a },
      {
        name: 'roof',
        shape: { box: [16.4, 0.5, 10.4] },
        at: [0, 8, 0],
        finish: 'concrete',
        role: 'detail',
      },
      grid(
        {
          name: 'bay_door',
          shape: { extrude: arch(3.6, 3), depth: 0.2 },
          finish: 'paint',
          color: 0xd8202a,
          role: 'accent',
        },
        [
          [-4.4, 0, 5.05],
          [0, 0, 5.05],
          [4.4, 0, 5.05],
        ],
      ),
      grid(
        {
          name: 'door_glass',
          shape: { box: [2.8, 0.6, 0.25] },
          finish: 'glass',
          color: 0x9ac0d8,
          role: 'fixed',
        },
        [
          [-4.4, 2.6, 5.1],
          [0, 2.6, 5.1],
          [4.4, 2.6, 5.1],
        ],
      ),
      {
        name: 'sign_board',
        shape: { box: [9, 1.8, 0.3] },
        at: [0, 5.6, 5.1],
        finish: 'paint',
        color: WHITE,
        role: 'fixed',
      },
      ...lettering('sign', 'FIRE', [0, 5.85, 5.25], 1.3, 0xd8202a),
      {
        name: 'hose_tower',
        shape: { box: [3.4, 14, 3.4] },
        at: [6.4, 0, -3],
        finish: 'brick',
        color: 0xa83a2a,
      },
      {
        name: 'hose_tower_roof',
        shape: {
          plan: [
            [-2, -2],
            [2, -2],
            [2, 2],
            [-2, 2],
          ],
          height: 2,
          taper: 0.05,
        },
        at: [6.4, 14, -3],
        finish: 'slate',
        role: 'fixed',
      },
      {
        name: 'bell',
        shape: { cyl: 0.9, r: 0.6, rTop: 0.2 },
        at: [6.4, 11.5, -1.2],
        finish: 'brass',
        role: 'fixed',
      },
      frontWindows('window', [1.4, 1.4], [-5, -2, 2, 5], [7.6 - 1.4 - 0.2], 5, 0x4a6a88),
    ],
  },
  {
    kind: 'police station',
    nouns: [
      'police station',
      'police headquarters',
      'station house',
      'precinct',
      'police department',
    ],
    size: [10, 18],
    parts: [
      { name: 'walls', shape: { box: [16, 8, 10] }, finish: 'stone', color: 0xd0ccc4 },
      {
        name: 'roof',
        shape: { box: [16.4, 0.5, 10.4] },
        at: [0, 8, 0],
        finish: 'concrete',
        role: 'detail',
      },
      {
        name: 'band',
        shape: { box: [16.2, 1.9, 0.3] },
        at: [0, 5.4, 5.05],
        finish: 'paint',
        color: 0x1a3a7a,
        role: 'accent',
        answersTo: ['sign'],
      },
      ...lettering('sign', 'POLICE', [0, 5.7, 5.2], 1.3, WHITE),
      frontWindows('window', [1.6, 1.8], [-6, -3.5, 3.5, 6], [1.4], 5, 0x2a3a5a),
      sideWindows('side_window', [1.6, 1.8], [-2.5, 2.5], [1.4, 4.8], 8),
      {
        name: 'door',
        shape: { box: [2.4, 3, 0.2] },
        at: [0, 0.45, 5],
        finish: 'glass',
        color: 0x2a3a5a,
        role: 'fixed',
      },
      {
        name: 'steps',
        shape: { box: [4.4, 0.45, 1.6] },
        at: [0, 0, 5.6],
        finish: 'concrete',
        role: 'detail',
      },
      grid(
        { name: 'lamp_post', shape: { cyl: 1.4, r: 0.08 }, finish: 'darkMetal', role: 'fixed' },
        [
          [-2, 0.45, 5.9],
          [2, 0.45, 5.9],
        ],
      ),
      grid(
        {
          name: 'blue_lamp',
          shape: { box: [0.5, 0.6, 0.5] },
          finish: 'light',
          color: 0x3a6ae8,
          role: 'fixed',
          answersTo: ['lamp', 'light'],
        },
        [
          [-2, 1.85, 5.9],
          [2, 1.85, 5.9],
        ],
      ),
      ...flagpole('flagpole', [0, 8.5, 0], 4, 0x1a3a7a),
    ],
  },
  {
    kind: 'prison',
    nouns: ['prison', 'jail', 'gaol', 'penitentiary', 'jailhouse', 'correctional facility'],
    size: [12, 26],
    parts: [
      // High walls round a yard, a watchtower at each corner, the cell block inside.
      ...[
        { name: 'wall_front', box: [24, 6, 0.8] as V3, at: [0, 0, 11.6] as V3 },
        { name: 'wall_back', box: [24, 6, 0.8] as V3, at: [0, 0, -11.6] as V3 },
        { name: 'wall_left', box: [0.8, 6, 24] as V3, at: [-11.6, 0, 0] as V3 },
        { name: 'wall_right', box: [0.8, 6, 24] as V3, at: [11.6, 0, 0] as V3 },
      ].map((w): PartDecl => ({
        name: w.name,
        shape: { box: w.box },
        at: w.at,
        finish: 'concrete',
        color: 0xb8b4a8,
        answersTo: ['wall'],
      })),
      grid(
        {
          name: 'guard_tower',
          shape: { box: [2.4, 10, 2.4] },
          finish: 'concrete',
          color: 0xa8a498,
        },
        [
          [-11.6, 0, 11.6],
          [11.6, 0, 11.6],
          [-11.6, 0, -11.6],
          [11.6, 0, -11.6],
        ],
      ),
      grid(
        {
          name: 'guard_cabin',
          shape: { box: [3.4, 2, 3.4] },
          finish: 'glass',
          color: 0x4a5a6a,
          role: 'fixed',
        },
        [
          [-11.6, 10, 11.6],
          [11.6, 10, 11.6],
          [-11.6, 10, -11.6],
          [11.6, 10, -11.6],
        ],
      ),
      grid(
        { name: 'guard_roof', shape: { box: [4, 0.4, 4] }, finish: 'darkMetal', role: 'accent' },
        [
          [-11.6, 12, 11.6],
          [11.6, 12, 11.6],
          [-11.6, 12, -11.6],
          [11.6, 12, -11.6],
        ],
      ),
      {
        name: 'wire',
        shape: { cyl: 24, r: 0.25 },
        turn: [0, 0, 90],
        at: [12, 6.25, 11.6],
        copies: [[0, 0, -23.2]],
        finish: 'darkMetal',
        role: 'fixed',
      },
      {
        name: 'yard',
        shape: { box: [23.2, 0.1, 23.2] },
        finish: 'concrete',
        color: 0x8a8a84,
        role: 'fixed',
      },
      {
        name: 'cell_block',
        shape: { box: [14, 9, 8] },
        at: [0, 0, -2],
        finish: 'concrete',
        color: 0x9a968c,
      },
      grid(
        { name: 'bars', shape: { box: [0.8, 1.2, 0.2] }, finish: 'darkMetal', role: 'fixed' },
        facade(spread(6, 11), [2, 4.6, 7.2], 2),
      ),
      {
        name: 'gate',
        shape: { box: [4, 4.6, 0.9] },
        at: [0, 0, 11.6],
        finish: 'darkMetal',
        role: 'fixed',
        answersTo: ['gate'],
      },
    ],
  },
  // Leisure.
  {
    kind: 'cinema',
    nouns: [
      'cinema',
      'movie theater',
      'movie theatre',
      'theater',
      'theatre',
      'movie house',
      'picture house',
      'playhouse',
      'multiplex',
    ],
    size: [12, 16],
    parts: [
      { name: 'walls', shape: { box: [14, 11, 10] }, finish: 'plaster', color: 0x8a2a3a },
      {
        name: 'marquee',
        shape: { box: [12, 2.4, 2.4] },
        at: [0, 4, 6],
        finish: 'paint',
        color: 0xf4e8c8,
        role: 'accent',
        answersTo: ['marquee', 'sign'],
      },
      ...lettering('title', 'CINEMA', [0, 4.55, 7.2], 1.3, 0x8a2a3a),
      grid(
        { name: 'bulb', shape: { ball: 0.16 }, finish: 'light', role: 'fixed' },
        spread(16, 11.6).map((x) => [x, 6.35, 7.2] as V3),
      ),
      {
        name: 'blade_sign',
        shape: { box: [0.5, 5, 1.6] },
        at: [0, 6.4, 5.8],
        finish: 'paint',
        color: 0xf4c430,
        role: 'fixed',
      },
      grid(
        {
          name: 'poster',
          shape: { box: [1.6, 2.3, 0.2] },
          finish: 'paint',
          color: 0x2a4a8a,
          role: 'fixed',
        },
        [
          [-5.2, 0.8, 5],
          [5.2, 0.8, 5],
        ],
      ),
      {
        name: 'doors',
        shape: { box: [5, 3, 0.2] },
        at: [0, 0, 5],
        finish: 'glass',
        color: 0x3a2a2a,
        role: 'fixed',
      },
      {
        name: 'roof',
        shape: { box: [14.4, 0.5, 10.4] },
        at: [0, 11, 0],
        finish: 'concrete',
        role: 'detail',
      },
    ],
  },
  {
    kind: 'circus tent',
    nouns: ['circus tent', 'big top', 'circus', 'marquee tent', 'carnival tent'],
    size: [10, 14],
    parts: [
      // Red and white stripes round the wall and up the roof, a pennant on the king pole.
      { name: 'drum', shape: { cyl: 3.4, r: 6.2 }, finish: 'fabric', color: WHITE, role: 'accent' },
      ...[0, 1].map((k): PartDecl => ({
        name: k === 0 ? 'wall' : 'wall_stripe',
        shape: { box: [2.4, 3.4, 0.3] },
        at: [0, 0, 6.2],
        turn: [0, k * 22.5, 0],
        repeat: { count: 8, turn: [0, 45, 0], word: k === 0 ? 'wall' : 'wall stripe' },
        finish: 'fabric',
        color: k === 0 ? 0xd8202a : WHITE,
        role: k === 0 ? 'main' : 'accent',
        answersTo: ['wall'],
      })),
      ...[0, 1].map((k): PartDecl => ({
        name: k === 0 ? 'roof' : 'roof_stripe',
        shape: {
          plan: [
            [0, 0],
            [Math.sin((-11.25 * Math.PI) / 180) * 7.2, Math.cos((-11.25 * Math.PI) / 180) * 7.2],
            [Math.sin((11.25 * Math.PI) / 180) * 7.2, Math.cos((11.25 * Math.PI) / 180) * 7.2],
          ],
          height: 5,
          taper: 0.02,
        },
        at: [0, 3.3, 0],
        turn: [0, k * 22.5, 0],
        repeat: { count: 8, turn: [0, 45, 0], word: k === 0 ? 'roof' : 'roof stripe' },
        finish: 'fabric',
        color: k === 0 ? 0xd8202a : WHITE,
        role: k === 0 ? 'main' : 'accent',
        answersTo: ['roof'],
      })),
      { name: 'pole', shape: { cyl: 2.4, r: 0.1 }, at: [0, 8.2, 0], finish: 'wood', role: 'fixed' },
      {
        name: 'pennant',
        shape: {
          extrude: [
            [0, 0],
            [1.6, 0.35],
            [0, 0.7],
          ],
          depth: 0.05,
        },
        at: [0.05, 10.1, 0],
        finish: 'fabric',
        color: 0xf4c430,
        role: 'fixed',
        answersTo: ['flag'],
      },
      {
        name: 'entrance',
        shape: { extrude: arch(2.4, 1.6), depth: 1.8 },
        at: [0, 0, 6.4],
        finish: 'fabric',
        color: 0xf4c430,
        role: 'fixed',
      },
      {
        name: 'doorway',
        shape: { extrude: arch(1.6, 1.3), depth: 0.2 },
        at: [0, 0, 7.25],
        finish: 'fabric',
        color: 0x2a1a1a,
        role: 'fixed',
      },
    ],
  },
  // Worship.
  {
    kind: 'mosque',
    nouns: ['mosque', 'masjid'],
    size: [22, 22],
    parts: [
      { name: 'hall', shape: { box: [14, 7, 14] }, finish: 'plaster', color: 0xf0ead8 },
      {
        name: 'drum',
        shape: { cyl: 1.6, r: 5 },
        at: [0, 7, 0],
        finish: 'plaster',
        color: 0xf0ead8,
      },
      {
        name: 'dome',
        shape: {
          lathe: [
            [5.4, 0],
            [5.6, 1.6],
            [5, 3.6],
            [3.2, 5.6],
            [1, 6.9],
            [0.01, 7.2],
          ],
          smooth: true,
        },
        at: [0, 8.6, 0],
        finish: 'paint',
        color: 0x2a7a9a,
        role: 'accent',
        answersTo: ['roof'],
      },
      {
        name: 'finial',
        shape: { cyl: 1.2, r: 0.12 },
        at: [0, 15.7, 0],
        finish: 'gold',
        role: 'fixed',
      },
      {
        name: 'crescent',
        shape: { ring: 0.55, r: 0.12, arc: 260, from: 140 },
        at: [0, 17.4, 0],
        finish: 'gold',
        role: 'fixed',
      },
      grid(
        {
          name: 'minaret',
          shape: { cyl: 16, r: 0.9, rTop: 0.75 },
          finish: 'plaster',
          color: 0xf0ead8,
        },
        [
          [-9, 0, 5.5],
          [9, 0, 5.5],
        ],
      ),
      grid(
        {
          name: 'balcony',
          shape: { cyl: 0.5, r: 1.3 },
          finish: 'plaster',
          color: 0xe0d8c0,
          role: 'detail',
        },
        [
          [-9, 12, 5.5],
          [9, 12, 5.5],
        ],
      ),
      grid(
        {
          name: 'minaret_cap',
          shape: { cyl: 2.4, r: 0.85, rTop: 0.02 },
          finish: 'paint',
          color: 0x2a7a9a,
          role: 'accent',
        },
        [
          [-9, 16, 5.5],
          [9, 16, 5.5],
        ],
      ),
      grid(
        { name: 'minaret_link', shape: { box: [2.2, 2, 0.6] }, finish: 'plaster', color: 0xf0ead8 },
        [
          [-7.6, 0, 5.5],
          [7.6, 0, 5.5],
        ],
      ),
      grid(
        {
          name: 'window',
          shape: { extrude: arch(1.4, 2), depth: 0.2 },
          finish: 'glass',
          color: 0x2a4a6a,
          role: 'fixed',
        },
        [
          [-4, 1.5, 7],
          [4, 1.5, 7],
        ],
      ),
      {
        name: 'door',
        shape: { extrude: arch(2.4, 2.8), depth: 0.2 },
        at: [0, 0, 7],
        finish: 'darkWood',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'synagogue',
    nouns: ['synagogue', 'shul', 'temple synagogue'],
    size: [14, 16],
    parts: [
      { name: 'walls', shape: { box: [14, 9, 12] }, finish: 'stone', color: 0xe0d4b8 },
      {
        name: 'gable',
        shape: {
          extrude: [
            [-7.4, 0],
            [7.4, 0],
            [0, 3.6],
          ],
          depth: 12.6,
        },
        at: [0, 9, 0],
        finish: 'slate',
        role: 'accent',
        answersTo: ['roof'],
      },
      {
        name: 'star',
        shape: { extrude: star(6, 1.9, 1.1), depth: 0.3 },
        at: [0, 9.9, 6.35],
        finish: 'gold',
        color: 0x2a5ab0,
        role: 'fixed',
        answersTo: ['star'],
      },
      {
        name: 'star_ring',
        shape: { ring: 2.25, r: 0.15 },
        at: [0, 9.9, 6.4],
        finish: 'gold',
        role: 'fixed',
      },
      grid(
        {
          name: 'window',
          shape: { extrude: arch(1.4, 2.4), depth: 0.2 },
          finish: 'glass',
          color: 0x3a6a9a,
          role: 'fixed',
        },
        facade([-4.5, -2.2, 2.2, 4.5], [4.6], 6),
      ),
      {
        name: 'door',
        shape: { extrude: arch(2.4, 2.6), depth: 0.2 },
        at: [0, 0, 6],
        finish: 'darkWood',
        role: 'fixed',
      },
      grid({ name: 'turret', shape: { cyl: 11, r: 1.1 }, finish: 'stone', color: 0xd8cab0 }, [
        [-7, 0, 6],
        [7, 0, 6],
      ]),
      grid(
        {
          name: 'turret_dome',
          shape: { lathe: arcPoints([0, 0], 1.3, 0, 90, 8) },
          finish: 'copper',
          color: 0x5a9a88,
          role: 'accent',
        },
        [
          [-7, 11, 6],
          [7, 11, 6],
        ],
      ),
    ],
  },
  {
    kind: 'hindu temple',
    nouns: ['hindu temple', 'mandir', 'shikhara', 'jain temple'],
    size: [16, 16],
    parts: [
      {
        name: 'plinth',
        shape: { box: [12, 1.2, 15] },
        finish: 'stone',
        color: 0xd8a878,
        role: 'detail',
      },
      {
        name: 'sanctum',
        shape: { box: [7, 5, 7] },
        at: [0, 1.2, -3],
        finish: 'stone',
        color: 0xe0b888,
      },
      // The curved tower: ribbed tiers narrowing to a cushion stone and a finial.
      {
        name: 'shikhara',
        shape: {
          plan: [
            [-3.6, -3.6],
            [-1.2, -3.6],
            [0, -4.2],
            [1.2, -3.6],
            [3.6, -3.6],
            [3.6, -1.2],
            [4.2, 0],
            [3.6, 1.2],
            [3.6, 3.6],
            [1.2, 3.6],
            [0, 4.2],
            [-1.2, 3.6],
            [-3.6, 3.6],
            [-3.6, 1.2],
            [-4.2, 0],
            [-3.6, -1.2],
          ],
          height: 8.5,
          taper: 0.3,
        },
        at: [0, 6.2, -3],
        finish: 'stone',
        color: 0xe0a870,
        answersTo: ['roof'],
      },
      grid(
        {
          name: 'tier',
          shape: { box: [7.4, 0.35, 7.4] },
          finish: 'stone',
          color: 0xc88858,
          role: 'detail',
        },
        [[0, 6.2, -3]],
      ),
      {
        name: 'amalaka',
        shape: { cyl: 0.9, r: 1.5 },
        at: [0, 14.6, -3],
        finish: 'stone',
        color: 0xd89868,
        role: 'detail',
      },
      {
        name: 'kalasha',
        shape: {
          lathe: [
            [0.5, 0],
            [0.7, 0.5],
            [0.4, 1.1],
            [0.15, 1.5],
            [0.01, 1.9],
          ],
          smooth: true,
        },
        at: [0, 15.5, -3],
        finish: 'gold',
        role: 'fixed',
      },
      {
        name: 'flag_pole',
        shape: { cyl: 2.4, r: 0.06 },
        at: [0.3, 15.5, -3],
        finish: 'wood',
        role: 'fixed',
      },
      {
        name: 'flag',
        shape: {
          extrude: [
            [0, 0],
            [1.6, 0.4],
            [0, 0.9],
          ],
          depth: 0.05,
        },
        at: [0.35, 16.9, -3],
        finish: 'fabric',
        color: 0xf08a20,
        role: 'fixed',
        answersTo: ['flag'],
      },
      // The porch (mandapa): pillars under a stepped roof, in front of the sanctum.
      grid({ name: 'pillar', shape: { box: [0.6, 3.6, 0.6] }, finish: 'stone', color: 0xe0b888 }, [
        [-2.6, 1.2, 0.8],
        [2.6, 1.2, 0.8],
        [-2.6, 1.2, 4.8],
        [2.6, 1.2, 4.8],
      ]),
      {
        name: 'porch_roof',
        shape: {
          plan: [
            [-3.4, -2.8],
            [3.4, -2.8],
            [3.4, 2.8],
            [-3.4, 2.8],
          ],
          height: 2.6,
          taper: 0.35,
        },
        at: [0, 4.8, 2.8],
        finish: 'stone',
        color: 0xe0a870,
      },
      {
        name: 'door',
        shape: { box: [1.8, 3, 0.2] },
        at: [0, 1.2, 0.5],
        finish: 'darkWood',
        role: 'fixed',
      },
      {
        name: 'steps',
        shape: { box: [4, 0.6, 1.6] },
        at: [0, 0, 8.2],
        finish: 'stone',
        role: 'detail',
      },
    ],
  },
  {
    kind: 'pagoda',
    nouns: [
      'pagoda',
      'temple',
      'buddhist temple',
      'shrine',
      'stupa',
      'chinese temple',
      'japanese temple',
      ...CLASS_LOOKS['pagoda'].nouns,
    ],
    looks: CLASS_LOOKS['pagoda'].looks,
    size: [16, 10],
    parts: [
      { name: 'base', shape: { box: [9, 1, 9] }, finish: 'stone', role: 'detail' },
      // Five storeys, each a smaller red body under a wide dark roof with upturned eaves.
      ...[0, 1, 2, 3, 4].flatMap((i): PartDecl[] => {
        const w = 6 - i * 0.8;
        const y = 1 + i * 2.7;
        const eave = w + 3;
        return [
          {
            name: `storey_${i + 1}`,
            shape: { box: [w, 2.2, w] },
            at: [0, y, 0],
            finish: 'paint',
            color: 0xb8302a,
            answersTo: ['wall', 'walls'],
          },
          {
            name: `roof_${i + 1}`,
            shape: {
              plan: [
                [-eave / 2, -eave / 2],
                [eave / 2, -eave / 2],
                [eave / 2, eave / 2],
                [-eave / 2, eave / 2],
              ],
              height: 0.7,
              taper: (w * 0.9) / eave,
            },
            at: [0, y + 2.1, 0],
            finish: 'slate',
            color: 0x2a3a3a,
            role: 'accent',
            answersTo: ['roof'],
          },
          {
            name: `eave_${i + 1}`,
            shape: { box: [eave + 0.3, 0.2, eave + 0.3] },
            at: [0, y + 2.05, 0],
            finish: 'slate',
            color: 0x2a3a3a,
            role: 'fixed',
          },
        ];
      }),
      {
        name: 'spire',
        shape: { cyl: 3, r: 0.18, rTop: 0.05 },
        at: [0, 14.6, 0],
        finish: 'gold',
        role: 'fixed',
      },
      grid({ name: 'spire_ring', shape: { cyl: 0.15, r: 0.4 }, finish: 'gold', role: 'fixed' }, [
        [0, 15.1, 0],
        [0, 15.7, 0],
        [0, 16.3, 0],
      ]),
      {
        name: 'door',
        shape: { box: [1.6, 1.8, 0.2] },
        at: [0, 1, 3],
        finish: 'darkWood',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'airport',
    nouns: [
      'airport',
      'airfield',
      'aerodrome',
      'airport terminal',
      'air terminal',
      'control tower',
    ],
    size: [22, 40],
    parts: [
      { name: 'terminal', shape: { box: [36, 6, 12] }, finish: 'concrete', color: 0xe0e0e0 },
      {
        name: 'glass_front',
        shape: { box: [34, 4.6, 0.2] },
        at: [0, 0.6, 6],
        finish: 'glass',
        color: 0x6a9ac0,
        role: 'fixed',
      },
      {
        name: 'roof',
        shape: {
          extrude: [
            [-7.5, 0],
            [7.5, 0],
            [7.5, 0.4],
            [0, 1.6],
            [-7.5, 0.4],
          ],
          depth: 38,
        },
        turn: [0, 90, 0],
        at: [0, 6, 0],
        finish: 'steel',
        role: 'accent',
        answersTo: ['roof'],
      },
      {
        name: 'control_tower',
        shape: { cyl: 14, r: 1.3, rTop: 1 },
        at: [13, 6, -2],
        finish: 'concrete',
        color: 0xe0e0e0,
      },
      {
        name: 'control_cab',
        shape: { cyl: 2.4, r: 2.6, rTop: 3 },
        at: [13, 20, -2],
        finish: 'glass',
        color: 0x2a4a6a,
        role: 'fixed',
      },
      {
        name: 'control_roof',
        shape: { cyl: 0.5, r: 3.1 },
        at: [13, 22.4, -2],
        finish: 'steel',
        role: 'detail',
      },
      {
        name: 'antenna',
        shape: { cyl: 2.6, r: 0.08 },
        at: [13, 22.9, -2],
        finish: 'steel',
        role: 'fixed',
      },
      {
        name: 'jet_bridge',
        shape: { box: [2.2, 2.4, 7] },
        at: [-10, 3, 9.4],
        copies: [[10, 0, 0]],
        finish: 'steel',
        role: 'detail',
      },
      {
        name: 'apron',
        shape: { box: [40, 0.1, 10] },
        at: [0, 0, 11],
        finish: 'concrete',
        color: 0x8a8a88,
        role: 'fixed',
      },
      {
        name: 'apron_line',
        shape: { box: [40, 0.14, 0.3] },
        at: [0, 0, 14],
        finish: 'paint',
        color: 0xf4c430,
        role: 'fixed',
      },
    ],
  },
  // Housing.
  {
    kind: 'apartment building',
    nouns: [
      'apartment building',
      'apartment',
      'apartment block',
      'apartment house',
      'block of flats',
      'condominium',
      'condo',
      'tenement',
      'housing block',
      'residential building',
    ],
    size: [17, 18],
    parts: [
      { name: 'walls', shape: { box: [16, 16, 10] }, finish: 'brick', color: 0xb86a50 },
      {
        name: 'roof',
        shape: { box: [16.4, 0.5, 10.4] },
        at: [0, 16, 0],
        finish: 'concrete',
        role: 'detail',
      },
      frontWindows('window', [1.4, 1.7], [-6.2, -2.2, 2.2, 6.2], [4, 7, 10, 13], 5, GLASS),
      sideWindows('side_window', [1.4, 1.7], [-2.5, 2.5], [1, 4, 7, 10, 13], 8),
      // A balcony with a railing beside every upper window pair.
      grid(
        {
          name: 'balcony',
          shape: { box: [2.6, 0.25, 1.3] },
          finish: 'concrete',
          color: 0xe0dcd4,
          role: 'accent',
          answersTo: ['balcony'],
        },
        facade([-4.2, 4.2], [3.6, 6.6, 9.6, 12.6], 5.65),
      ),
      grid(
        {
          name: 'railing',
          shape: { box: [2.6, 0.9, 0.08] },
          finish: 'darkMetal',
          role: 'fixed',
        },
        facade([-4.2, 4.2], [3.85, 6.85, 9.85, 12.85], 6.26),
      ),
      grid(
        {
          name: 'balcony_door',
          shape: { box: [1.1, 2.1, 0.2] },
          finish: 'glass',
          color: GLASS,
          role: 'fixed',
        },
        facade([-4.2, 4.2], [3.85, 6.85, 9.85, 12.85], 5),
      ),
      {
        name: 'door',
        shape: { box: [2, 2.6, 0.2] },
        at: [0, 0, 5],
        finish: 'darkWood',
        role: 'fixed',
      },
      {
        name: 'entrance_roof',
        shape: { box: [3.4, 0.25, 1.4] },
        at: [0, 2.9, 5.6],
        finish: 'concrete',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'post office',
    nouns: ['post office', 'post-office', 'postoffice', 'mail office'],
    size: [9, 16],
    parts: [
      { name: 'walls', shape: { box: [14, 7, 9] }, finish: 'brick', color: 0xc8a878 },
      {
        name: 'roof',
        shape: { box: [14.4, 0.5, 9.4] },
        at: [0, 7, 0],
        finish: 'concrete',
        role: 'detail',
      },
      ...signBoard('sign', 'POST', [0, 5, 4.5], [7, 1.7], 0xd8a020, 0x1a3a7a),
      frontWindows('window', [1.8, 2.2], [-5, -2.6, 2.6, 5], [1.2], 4.5, GLASS),
      {
        name: 'door',
        shape: { extrude: arch(2, 2.2), depth: 0.2 },
        at: [0, 0, 4.55],
        finish: 'darkWood',
        role: 'fixed',
      },
      // A post box at the kerb and a flag on the roof.
      {
        name: 'postbox',
        shape: { cyl: 1.3, r: 0.35 },
        at: [3.8, 0, 6.2],
        finish: 'paint',
        color: 0xc8202a,
        role: 'fixed',
      },
      {
        name: 'postbox_top',
        shape: { ball: 0.35 },
        at: [3.8, 1.3, 6.2],
        finish: 'paint',
        color: 0xc8202a,
        role: 'fixed',
      },
      {
        name: 'pavement',
        shape: { box: [14, 0.12, 3] },
        at: [0, 0, 6],
        finish: 'concrete',
        role: 'fixed',
      },
      ...flagpole('flagpole', [-5.5, 7.5, 0], 4, 0x1a3a7a),
    ],
  },
  {
    kind: 'observatory',
    nouns: ['observatory', 'planetarium', 'astronomical observatory', 'telescope dome'],
    size: [10, 11],
    parts: [
      { name: 'walls', shape: { cyl: 5, r: 4.2 }, finish: 'plaster', color: WHITE },
      {
        name: 'dome',
        shape: { lathe: arcPoints([0, 0], 4.4, 0, 90, 14) },
        at: [0, 5, 0],
        minus: [{ shape: { box: [1.4, 5, 6] }, at: [0, 6.4, 2.2], turn: [-20, 0, 0] }],
        finish: 'steel',
        color: 0xd8dcdc,
        role: 'accent',
        answersTo: ['dome', 'roof'],
      },
      {
        name: 'telescope',
        shape: { cyl: 4, r: 0.45, rTop: 0.5 },
        turn: [50, 0, 0],
        at: [0, 6.2, 0.3],
        finish: 'paint',
        color: 0x2a3a5a,
        role: 'fixed',
        answersTo: ['telescope'],
      },
      {
        name: 'door',
        shape: { box: [1.4, 2.2, 0.4] },
        at: [0, 0, 4.05],
        finish: 'darkMetal',
        role: 'fixed',
      },
      { name: 'base', shape: { cyl: 0.4, r: 4.8 }, finish: 'concrete', role: 'detail' },
    ],
  },
  {
    kind: 'farm',
    nouns: ['farm', 'farmstead', 'homestead', 'ranch', 'farmyard', 'dairy farm'],
    size: [10, 26],
    parts: [
      { name: 'field', shape: { box: [24, 0.15, 16] }, finish: 'grass', role: 'detail' },
      // The red barn, the silo beside it, the farmhouse, a fence along the front.
      {
        name: 'barn',
        shape: { box: [7, 4, 9] },
        at: [-5, 0.15, -2],
        finish: 'paint',
        color: 0xa02a22,
      },
      {
        name: 'barn_roof',
        shape: {
          extrude: [
            [-3.9, 0],
            [3.9, 0],
            [2.6, 1.9],
            [0, 3],
            [-2.6, 1.9],
          ],
          depth: 9.4,
        },
        at: [-5, 4.15, -2],
        finish: 'slate',
        role: 'accent',
        answersTo: ['roof'],
      },
      {
        name: 'barn_door',
        shape: { box: [2.8, 3, 0.2] },
        at: [-5, 0.15, 2.55],
        finish: 'paint',
        color: WHITE,
        role: 'fixed',
      },
      {
        name: 'silo',
        shape: { cyl: 9, r: 1.6 },
        at: [-0.2, 0.15, -4],
        finish: 'metal',
        color: 0xc0c4c8,
      },
      {
        name: 'silo_top',
        shape: { lathe: arcPoints([0, 0], 1.7, 0, 90, 8) },
        at: [-0.2, 9.15, -4],
        finish: 'metal',
        color: 0xa8acb0,
        role: 'fixed',
      },
      {
        name: 'farmhouse',
        shape: { box: [5, 3.6, 4.6] },
        at: [6.5, 0.15, -2.5],
        finish: 'plaster',
        color: WHITE,
      },
      gableAlongX('house_roof', 5.6, 5.2, 2.2, 3.75, -2.5),
      {
        name: 'house_door',
        shape: { box: [1, 2, 0.2] },
        at: [6.5, 0.15, -0.2],
        finish: 'darkWood',
        role: 'fixed',
      },
      frontWindows('house_window', [0.9, 0.9], [5, 8], [1.4], -0.2, GLASS),
      grid(
        { name: 'fence_post', shape: { box: [0.15, 1.1, 0.15] }, finish: 'wood', role: 'fixed' },
        spread(9, 22).map((x) => [x, 0.15, 7.4] as V3),
      ),
      grid(
        { name: 'fence_rail', shape: { box: [22.2, 0.12, 0.1] }, finish: 'wood', role: 'fixed' },
        [
          [0, 0.55, 7.4],
          [0, 0.95, 7.4],
        ],
      ),
      grid(
        {
          name: 'hay_bale',
          shape: { cyl: 1, r: 0.6 },
          turn: [0, 0, 90],
          finish: 'grass',
          color: 0xd8b860,
          role: 'fixed',
        },
        [
          [1.8, 0.75, 3.4],
          [3.4, 0.75, 4.4],
        ],
      ),
    ],
  },
];
