/**
 * Food and drink by class, session 30 (issue #32; docs/decisions.md "Food and drink by class,
 * session 30"). Every variety meat (WordNet's organs of a butchered animal: offal, tripe,
 * sweetbreads, chitterlings) was the grilled beef steak, so a person named it "a steak"; it
 * is now drawn as organ meat on a butcher's tray, keyed by the class a stand-in's chain passes
 * through ("variety meat"), with the commonest members told apart by their own look. And
 * frosting (icing), said often and unknown, is a kind: a bowl of piped pink frosting, a
 * spatula loaded with it, and a cupcake topped with the same swirl. Plain data; the looks are
 * applied by `withS30FoodLooks` in index.ts.
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { at, part, rod } from './part-shorthand.ts';

// --- Variety meats (the steak's `meat` slab, its `fat` rim and `grill_mark`s are dropped). ---

const STEAK_PARTS = ['meat', 'fat', 'grill_mark'];
const TRAY_H = 0.008;

/**
 * A butcher's tray under the meat: raw meat on a tray, not a grilled steak on a plate. White
 * under the dark organs, slate blue under the pale ones, so each shows against it.
 */
function trayOf(color: number): PartDecl {
  return part('tray', { box: [0.24, TRAY_H, 0.17], round: 0.004 }, 'plastic', {
    color,
    role: 'detail',
    answersTo: ['tray'],
  });
}
const TRAY = trayOf(0xf4f2ee);
const DARK_TRAY = trayOf(0x3e4a5a);

/**
 * Organ meat as a person pictures it: two smooth, glossy, dark red-brown lobes and three
 * thick slices cut from them, raw on the tray. Any variety meat no row below names looks so.
 */
const ORGANS: StateDecl = {
  drop: STEAK_PARTS,
  parts: [
    TRAY,
    part('organ', { ellipsoid: [0.065, 0.016, 0.042] }, 'plastic', {
      ...at([
        [-0.04, TRAY_H + 0.01, -0.02],
        [-0.02, TRAY_H + 0.012, 0.035],
      ]),
      turn: [0, 25, 0],
      color: 0x5a1612,
      answersTo: ['meat', 'organ', 'liver'],
    }),
    part('slice', { ellipsoid: [0.026, 0.007, 0.018] }, 'plastic', {
      ...at([
        [0.055, TRAY_H + 0.005, -0.04],
        [0.07, TRAY_H + 0.007, 0.0],
        [0.058, TRAY_H + 0.006, 0.042],
      ]),
      turn: [0, -20, 8],
      color: 0x6a1c16,
      role: 'accent',
      answersTo: ['meat', 'slice', 'slices'],
    }),
  ],
};

/** Tripe: two pale cream sheets of honeycomb stomach lining, their cells raised in a grid. */
function tripe(): StateDecl {
  const cells: V3[] = [];
  for (let i = 0; i < 7; i++)
    for (let j = 0; j < 4; j++)
      cells.push([-0.075 + i * 0.019 + (j % 2) * 0.0095, TRAY_H + 0.016, -0.045 + j * 0.02]);
  return {
    drop: STEAK_PARTS,
    parts: [
      DARK_TRAY,
      part('tripe', { box: [0.17, 0.012, 0.11], round: 0.004 }, 'plain', {
        at: [-0.005, TRAY_H, -0.012],
        turn: [0, 8, 0],
        color: 0xe8d4a8,
        answersTo: ['tripe', 'meat'],
      }),
      // The honeycomb: a raised hexagonal ring in each cell.
      part('honeycomb', { ring: 0.0075, r: 0.0017 }, 'plain', {
        ...at(cells),
        turn: [90, 0, 0],
        color: 0xa88a58,
        role: 'fixed',
        answersTo: ['honeycomb'],
      }),
      // A second sheet folded over at the front.
      part('fold', { box: [0.12, 0.01, 0.05], round: 0.004 }, 'plain', {
        at: [0.02, TRAY_H + 0.002, 0.05],
        turn: [-10, -6, 0],
        color: 0xdcc89c,
        role: 'accent',
        answersTo: ['tripe'],
      }),
    ],
  };
}

/**
 * Sweetbreads: knobbly glands fried golden-tan, heaped on the tray; each a cluster of three
 * lobes of one colour, so no lump reads as a yolk or an egg.
 */
function sweetbreads(): StateDecl {
  const lumps: V3[] = [
    [-0.06, 0, -0.03],
    [-0.015, 0, 0.025],
    [0.03, 0, -0.035],
    [0.065, 0, 0.03],
    [-0.065, 0, 0.045],
    [0.015, 0.018, -0.005],
  ];
  const lobes = (dx: number, dz: number, r: number): V3[] =>
    lumps.map(([x, y, z]) => [x + dx, TRAY_H + r * 0.75 + y, z + dz]);
  return {
    drop: STEAK_PARTS,
    parts: [
      DARK_TRAY,
      part('sweetbread', { ellipsoid: [0.022, 0.014, 0.018] }, 'plain', {
        ...at(lobes(0, 0, 0.018)),
        turn: [0, 30, 0],
        color: 0xd2a06a,
        answersTo: ['sweetbreads', 'meat'],
      }),
      part('lobe', { ellipsoid: [0.014, 0.012, 0.013] }, 'plain', {
        ...at(lobes(0.016, 0.01, 0.016)),
        color: 0xc8945e,
        role: 'accent',
        answersTo: ['sweetbreads'],
      }),
      part('lobe_small', { ellipsoid: [0.012, 0.01, 0.011] }, 'plain', {
        ...at(lobes(-0.014, 0.012, 0.013)),
        color: 0xd8aa76,
        role: 'fixed',
        answersTo: ['sweetbreads'],
      }),
    ],
  };
}

/** Chitterlings: pink-beige lengths of intestine, curled every way and heaped on the tray. */
function chitterlings(): StateDecl {
  // [x, z, bend radius, arc, turn about Y, tilt]
  const loops: Array<[number, number, number, number, number, number]> = [
    [-0.05, -0.02, 0.032, 250, 0, 90],
    [0.04, 0.03, 0.03, 270, 60, 90],
    [0.0, -0.03, 0.026, 220, 120, 75],
    [0.055, -0.035, 0.022, 230, 200, 90],
    [-0.04, 0.045, 0.024, 240, 300, 80],
    [-0.005, 0.01, 0.028, 260, 30, 60],
  ];
  return {
    drop: STEAK_PARTS,
    parts: [
      DARK_TRAY,
      ...loops.map(([x, z, bend, arc, y, tilt], i) =>
        part(`chitterling_${i + 1}`, { ring: bend, r: 0.0095, arc }, 'plain', {
          at: [x, TRAY_H + 0.0095 + (tilt < 90 ? 0.012 : 0), z],
          turn: [tilt, y, 0],
          color: i % 2 === 0 ? 0xcaa090 : 0xbc9080,
          role: i % 2 === 0 ? 'main' : 'accent',
          answersTo: ['chitterlings', 'meat'],
        }),
      ),
    ],
  };
}

function varietyMeatLooks(): Record<string, StateDecl> {
  return {
    'variety meat': ORGANS,
    offal: ORGANS,
    tripe: tripe(),
    sweetbread: sweetbreads(),
    sweetbreads: sweetbreads(),
    chitterlings: chitterlings(),
  };
}

// --- Frosting -------------------------------------------------------------------------------

const FROSTING = 0xee6a98;
const BOWL_R = 0.07;
const BOWL_H = 0.055;
/** The cupcake's centre along X: beside the bowl, its paper cup against the bowl's side. */
const CUP_X = 0.098;

/** A piped swirl: rings narrowing to a peak, centred at (x, y, z), widest radius r. */
function swirl(name: string, x: number, y: number, z: number, r: number): PartDecl[] {
  const steps = 4;
  const rings: PartDecl[] = [];
  // Each ring sits half sunk into the one below it.
  let base = y;
  let top = y;
  for (let i = 0; i < steps; i++) {
    const major = r * (1 - i / steps) * 0.8;
    const tube = r * 0.28 * (1 - i / (steps + 1));
    top = base + tube * 0.8;
    base = top + tube * 0.5;
    rings.push(
      part(`${name}_${i + 1}`, { ring: major, r: tube }, 'plain', {
        at: [x, top, z],
        turn: [90, 0, 0],
        color: FROSTING,
        answersTo: ['frosting', 'icing'],
      }),
    );
  }
  // The tip the piping bag left, rising from the top ring.
  rings.push(
    part(`${name}_peak`, { cyl: r * 0.45, r: r * 0.2, rTop: 0.001 }, 'plain', {
      at: [x, top, z],
      color: FROSTING,
      answersTo: ['frosting', 'icing'],
    }),
  );
  return rings;
}

const FROSTING_KIND: KindDecl = {
  // A white mixing bowl heaped with pink frosting piped in a swirl, an offset spatula laid
  // across the rim with frosting on its blade, and a cupcake topped with the same swirl: the
  // frosting is the thing shown in its bowl and on the cake (docs/decisions.md).
  kind: 'frosting',
  nouns: ['frosting', 'icing', 'cake frosting', 'cake icing', 'buttercream'],
  size: [0.12, 0.26],
  parts: [
    part(
      'bowl',
      {
        lathe: [
          [BOWL_R * 0.55, 0],
          [BOWL_R * 0.8, BOWL_H * 0.35],
          [BOWL_R, BOWL_H],
        ],
        wall: 0.003,
      },
      'ceramic',
      { color: 0xf6f6f2, role: 'accent', answersTo: ['bowl'] },
    ),
    part('heap', { ellipsoid: [BOWL_R * 0.93, 0.024, BOWL_R * 0.93] }, 'plain', {
      at: [0, BOWL_H - 0.006, 0],
      color: FROSTING,
      answersTo: ['frosting', 'icing'],
    }),
    ...swirl('swirl', 0, BOWL_H + 0.006, 0, 0.05),
    // The offset spatula across the rim, its blade loaded with a dab.
    rod(
      'spatula_handle',
      [-0.05, BOWL_H + 0.01, 0.05],
      [-0.13, BOWL_H + 0.03, 0.1],
      0.006,
      'wood',
      {
        color: 0x2a2a2a,
        role: 'fixed',
        answersTo: ['spatula', 'handle'],
      },
    ),
    part('spatula_blade', { box: [0.1, 0.002, 0.022], round: 0.0008 }, 'metal', {
      at: [0.0, BOWL_H + 0.026, 0.032],
      turn: [0, 32, -6],
      color: 0xc8ccd2,
      role: 'fixed',
      answersTo: ['spatula', 'blade'],
    }),
    part('dab', { ellipsoid: [0.02, 0.008, 0.01] }, 'plain', {
      at: [0.02, BOWL_H + 0.03, 0.02],
      turn: [0, 32, 0],
      color: FROSTING,
      role: 'fixed',
      answersTo: ['frosting'],
    }),
    // The cupcake beside the bowl: a pleated paper cup, the sponge, the same swirl on top.
    part('cup', { cyl: 0.035, r: 0.022, rTop: 0.028 }, 'paper', {
      at: [CUP_X, 0, 0.02],
      color: 0x6ab8e8,
      role: 'fixed',
      answersTo: ['cupcake', 'cup'],
    }),
    part('sponge', { ellipsoid: [0.029, 0.01, 0.029] }, 'plain', {
      at: [CUP_X, 0.035, 0.02],
      color: 0xc88a4a,
      role: 'fixed',
      answersTo: ['cake', 'sponge'],
    }),
    ...swirl('topping', CUP_X, 0.038, 0.02, 0.03),
    part('sprinkles', { box: [0.006, 0.0025, 0.0025], round: 0.001 }, 'plain', {
      ...at([
        [CUP_X - 0.01, 0.062, 0.028],
        [CUP_X + 0.01, 0.06, 0.012],
        [CUP_X - 0.004, 0.056, 0.04],
        [CUP_X + 0.015, 0.055, 0.03],
        [CUP_X - 0.015, 0.055, 0.006],
      ]),
      turn: [0, 50, 0],
      colors: [0x3a8ad8],
      role: 'fixed',
      answersTo: ['sprinkles'],
    }),
  ],
};

// --- Succotash ------------------------------------------------------------------------------

const SUCCOTASH_R = 0.075;
const SUCCOTASH_H = 0.045;

/** Points over a low mound of radius r whose top is at height y: rings from the middle out. */
function mound(r: number, y: number, rings: Array<[number, number]>, turn: number): V3[] {
  const points: V3[] = [];
  for (const [f, n] of rings)
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2 + f * turn;
      points.push([Math.cos(a) * r * f, y - 0.014 * f * f, Math.sin(a) * r * f]);
    }
  return points;
}

const SUCCOTASH: KindDecl = {
  // A white bowl heaped with yellow corn kernels and pale green lima beans, glossy with butter,
  // a pat melting on top: succotash is the two together (docs/decisions.md).
  kind: 'succotash',
  nouns: ['succotash'],
  size: [0.08, 0.16],
  parts: [
    part(
      'bowl',
      {
        lathe: [
          [SUCCOTASH_R * 0.5, 0],
          [SUCCOTASH_R * 0.85, SUCCOTASH_H * 0.4],
          [SUCCOTASH_R, SUCCOTASH_H],
        ],
        wall: 0.003,
      },
      'ceramic',
      { color: 0xf4f4f0, role: 'accent', answersTo: ['bowl'] },
    ),
    part('heap', { ellipsoid: [SUCCOTASH_R * 0.92, 0.02, SUCCOTASH_R * 0.92] }, 'plain', {
      at: [0, SUCCOTASH_H - 0.004, 0],
      color: 0x8a8a2a,
      role: 'fixed',
    }),
    part('corn', { ellipsoid: [0.0055, 0.0045, 0.005] }, 'plastic', {
      ...at(
        mound(
          SUCCOTASH_R * 0.85,
          SUCCOTASH_H + 0.018,
          [
            [0.15, 4],
            [0.38, 9],
            [0.6, 14],
            [0.82, 18],
          ],
          2.1,
        ),
      ),
      color: 0xe8a200,
      answersTo: ['corn', 'kernels'],
    }),
    part('bean', { ellipsoid: [0.011, 0.005, 0.0075] }, 'plastic', {
      ...at(
        mound(
          SUCCOTASH_R * 0.85,
          SUCCOTASH_H + 0.019,
          [
            [0.27, 4],
            [0.5, 7],
            [0.72, 9],
            [0.92, 10],
          ],
          3.7,
        ),
      ),
      turn: [0, 35, 0],
      color: 0x3a7a1a,
      role: 'accent',
      answersTo: ['beans', 'lima beans', 'bean'],
    }),
    part('butter', { box: [0.022, 0.008, 0.018], round: 0.002 }, 'plain', {
      at: [0.004, SUCCOTASH_H + 0.017, -0.004],
      turn: [0, 20, 0],
      color: 0xfbe7a0,
      role: 'fixed',
      answersTo: ['butter'],
    }),
  ],
};

// --- Aspic ----------------------------------------------------------------------------------

const PLATE_H = 0.008;
const ASPIC_R = 0.07;
const ASPIC_H = 0.075;

const ASPIC: KindDecl = {
  // A fluted dome of clear amber jelly turned out of its mould on a white plate, slices of egg,
  // rounds of carrot and peas set in its face, parsley round its foot: meat or fish set in
  // savoury jelly (docs/decisions.md).
  kind: 'aspic',
  nouns: ['aspic', 'meat jelly', 'jellied meat'],
  size: [0.09, 0.2],
  parts: [
    part('plate', { cyl: PLATE_H, r: 0.1, rTop: 0.105 }, 'ceramic', {
      color: 0xf6f6f2,
      role: 'accent',
      answersTo: ['plate'],
    }),
    part(
      'jelly',
      {
        lathe: [
          [0.001, 0],
          [ASPIC_R, 0],
          [ASPIC_R * 0.97, ASPIC_H * 0.3],
          [ASPIC_R * 0.86, ASPIC_H * 0.62],
          [ASPIC_R * 0.62, ASPIC_H * 0.88],
          [ASPIC_R * 0.3, ASPIC_H],
          [0.001, ASPIC_H],
        ],
        smooth: true,
      },
      'gem',
      { at: [0, PLATE_H, 0], color: 0xc87a1e, answersTo: ['jelly', 'aspic'] },
    ),
    // The mould's flutes: ridges standing round the dome.
    part('flute', { ellipsoid: [0.006, ASPIC_H * 0.42, 0.006] }, 'gem', {
      repeat: { count: 12, turn: [0, 30, 0], pivot: [0, 0, 0], max: 12 },
      at: [ASPIC_R * 0.93, PLATE_H + ASPIC_H * 0.3, 0],
      turn: [0, 0, 14],
      color: 0xc87a1e,
      role: 'fixed',
      answersTo: ['jelly'],
    }),
    part('egg', { cyl: 0.004, r: 0.014 }, 'plain', {
      ...at([
        [0, PLATE_H + ASPIC_H - 0.002, 0],
        [ASPIC_R * 0.62, PLATE_H + ASPIC_H * 0.55, 0.03],
        [-0.03, PLATE_H + ASPIC_H * 0.55, ASPIC_R * 0.62],
      ]),
      turn: [-25, 0, 0],
      color: 0xf8f6ee,
      role: 'fixed',
      answersTo: ['egg', 'eggs'],
    }),
    part('yolk', { cyl: 0.0045, r: 0.0065 }, 'plain', {
      ...at([
        [0, PLATE_H + ASPIC_H - 0.0015, 0],
        [ASPIC_R * 0.62, PLATE_H + ASPIC_H * 0.55 + 0.0005, 0.03],
        [-0.03, PLATE_H + ASPIC_H * 0.55 + 0.0005, ASPIC_R * 0.62],
      ]),
      turn: [-25, 0, 0],
      color: 0xf2b418,
      role: 'fixed',
      answersTo: ['yolk'],
    }),
    part('carrot', { cyl: 0.004, r: 0.008 }, 'plain', {
      ...at([
        [ASPIC_R * 0.5, PLATE_H + ASPIC_H * 0.75, -0.02],
        [-0.045, PLATE_H + ASPIC_H * 0.7, -0.03],
        [0.02, PLATE_H + ASPIC_H * 0.8, -ASPIC_R * 0.5],
        [-ASPIC_R * 0.6, PLATE_H + ASPIC_H * 0.5, 0.01],
      ]),
      turn: [0, 0, 40],
      color: 0xe8641a,
      role: 'fixed',
      answersTo: ['carrot', 'carrots'],
    }),
    part('pea', { ball: 0.0045 }, 'plain', {
      ...at([
        [0.035, PLATE_H + ASPIC_H * 0.84, 0.025],
        [-0.02, PLATE_H + ASPIC_H * 0.88, 0.03],
        [0.05, PLATE_H + ASPIC_H * 0.45, ASPIC_R * 0.6],
        [-0.055, PLATE_H + ASPIC_H * 0.45, -0.04],
        [0.015, PLATE_H + ASPIC_H * 0.6, -0.055],
      ]),
      color: 0x4a9a2a,
      role: 'fixed',
      answersTo: ['peas', 'pea'],
    }),
    part('parsley', { ellipsoid: [0.014, 0.006, 0.01] }, 'plain', {
      repeat: { count: 8, turn: [0, 45, 0], pivot: [0, 0, 0], max: 8 },
      at: [ASPIC_R + 0.012, PLATE_H + 0.004, 0],
      color: 0x2e8a2a,
      role: 'fixed',
      answersTo: ['parsley', 'garnish'],
    }),
  ],
};

// --- Food colouring -------------------------------------------------------------------------

/** The four colours a box of food colouring holds, each a bottle: red, yellow, green, blue. */
const DYES = [0xd81a2a, 0xf2c40a, 0x1e9a32, 0x1a52c8];
const DYE_R = 0.014;
const DYE_H = 0.05;

/**
 * A squeeze bottle of dye at x: its body drawn in the dye's colour (the renderer's plastic
 * shows no liquid through it), a white shoulder and a tall pointed cap of the same colour.
 */
function dyeBottle(i: number, x: number): PartDecl[] {
  const c = DYES[i]!;
  const n = i + 1;
  return [
    part(
      `bottle_${n}`,
      {
        lathe: [
          [0.001, 0],
          [DYE_R - 0.001, 0],
          [DYE_R, 0.002],
          [DYE_R, DYE_H],
          [DYE_R * 0.55, DYE_H + 0.008],
          [0.001, DYE_H + 0.008],
        ],
        smooth: true,
      },
      'plastic',
      { at: [x, 0, 0], color: c, role: 'fixed', answersTo: ['bottle', 'dye', 'coloring'] },
    ),
    part(`label_${n}`, { cyl: 0.02, r: DYE_R + 0.0006 }, 'paper', {
      at: [x, 0.012, 0],
      color: 0xf6f4ee,
      role: 'fixed',
      answersTo: ['label'],
    }),
    part(`cap_${n}`, { cyl: 0.028, r: DYE_R * 0.55, rTop: 0.0012 }, 'plastic', {
      at: [x, DYE_H + 0.007, 0],
      color: c,
      role: 'fixed',
      answersTo: ['cap', 'nozzle'],
    }),
  ];
}

const FOOD_COLORING: KindDecl = {
  // Four little squeeze bottles of food colouring in a row on a white saucer — red, yellow,
  // green and blue, each with its pointed dropper cap and a white label — and a drop of each
  // on the saucer: the dyes are told by their bottles (docs/decisions.md).
  kind: 'food coloring',
  nouns: ['food coloring', 'food colouring', 'coloring', 'colouring', 'food color', 'food dye'],
  size: [0.09, 0.16],
  parts: [
    part('saucer', { cyl: 0.006, r: 0.075, rTop: 0.08 }, 'ceramic', {
      color: 0xf6f6f2,
      role: 'accent',
      answersTo: ['saucer', 'plate'],
    }),
    ...DYES.flatMap((_, i) =>
      dyeBottle(i, -0.045 + i * 0.03).map((p): PartDecl => ({
        ...p,
        at: [p.at![0], p.at![1] + 0.006, -0.012],
      })),
    ),
    part('drop', { ellipsoid: [0.007, 0.0025, 0.007] }, 'plastic', {
      ...at([
        [-0.04, 0.0065, 0.04],
        [-0.014, 0.0065, 0.048],
      ]),
      color: DYES[0],
      role: 'fixed',
      answersTo: ['drop', 'drops'],
    }),
    part('drop_blue', { ellipsoid: [0.007, 0.0025, 0.007] }, 'plastic', {
      ...at([
        [0.014, 0.0065, 0.046],
        [0.04, 0.0065, 0.036],
      ]),
      color: DYES[3],
      role: 'fixed',
      answersTo: ['drop', 'drops'],
    }),
  ],
};

export const S30_FOOD_KINDS: readonly KindDecl[] = [FROSTING_KIND, SUCCOTASH, ASPIC, FOOD_COLORING];

const LOOKS: Readonly<Record<string, (decl: KindDecl) => Record<string, StateDecl>>> = {
  steak: varietyMeatLooks,
};

/** The kinds with this session's food looks added (a kind's own looks win on the same key). */
export function withS30FoodLooks(kinds: readonly KindDecl[]): KindDecl[] {
  return kinds.map((decl) => {
    const looks = LOOKS[decl.kind];
    return looks ? { ...decl, looks: { ...looks(decl), ...decl.looks } } : decl;
  });
}
