/**
 * Food and drink by class, session 28 (issue #32; docs/decisions.md "Food and drink, session
 * 28"). Every mixed drink stood in as the martini glass with its olive: a highball, a julep, a
 * hot toddy, an eggnog, a rickey. Every meat was the same beef steak: pork, veal, venison. The
 * looks here are keyed by WordNet classes a stand-in's chain passes through ("a sling" ←
 * highball, "a gin rickey" ← rickey ← mixed drink, "a Tom and Jerry" ← hot toddy), so a member
 * not named takes its class's look. Plain data, applied by `withS28FoodLooks` in index.ts.
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { at, part, rod } from './part-shorthand.ts';

// --- Mixed drinks (the cocktail's martini glass: foot, stem, bowl, drink, pick, olive, slice).

const COCKTAIL_PARTS = ['foot', 'stem', 'bowl', 'drink', 'pick', 'olive', 'slice'];

/**
 * A straight glass of radius r and height h with a drink of colour c filled to `level`: the
 * drink is drawn as the glass's lower part, and the glass wall only above it, since the
 * renderer's glass hides what is inside it.
 */
function tumbler(r: number, h: number, level: number, c: number): PartDecl[] {
  const base = 0.006;
  const top = h * level;
  const rAt = (y: number): number => r * 0.9 + (r * 0.1 * y) / h;
  return [
    part('glass_base', { cyl: base, r: r * 0.9, rTop: rAt(base) }, 'glass', {
      role: 'detail',
      answersTo: ['glass'],
    }),
    part('drink', { cyl: top - base + 0.001, r: rAt(base), rTop: rAt(top) }, 'plastic', {
      at: [0, base - 0.0005, 0],
      color: c,
      answersTo: ['drink'],
    }),
    part(
      'glass',
      {
        lathe: [
          [rAt(top) + 0.0005, 0],
          [r, h - top],
        ],
        wall: 0.0025,
      },
      'glass',
      { at: [0, top - 0.001, 0], role: 'detail', answersTo: ['rim'] },
    ),
  ];
}

/** Ice cubes near the drink's top at height y, inside a glass of radius r. */
function ice(y: number, r: number, n = 3): PartDecl {
  const s = r * 0.55;
  return part('ice', { box: [s, s, s], round: s * 0.15 }, 'ice', {
    turn: [12, 25, 8],
    ...at(
      Array.from({ length: n }, (_, i) => {
        const a = (i / n) * Math.PI * 2 + 0.5;
        return [Math.cos(a) * r * 0.4, y - s * 0.6, Math.sin(a) * r * 0.4] as V3;
      }),
    ),
    role: 'fixed',
    answersTo: ['ice', 'ice cube', 'ice cubes'],
  });
}

/** A citrus wheel standing on the rim at radius r, height y. */
function wheel(r: number, y: number, color: number): PartDecl {
  return part('slice', { cyl: 0.006, r: 0.022 }, 'plain', {
    turn: [90, 0, 0],
    at: [r, y, 0.003],
    color,
    role: 'fixed',
    answersTo: ['lemon', 'lime', 'slice'],
  });
}

function strawOf(from: V3, to: V3, color: number): PartDecl {
  return rod('straw', from, to, 0.0035, 'plastic', { color, role: 'fixed', answersTo: ['straw'] });
}

/** A tall highball glass: a pale drink over ice, a citrus wheel on the rim and a straw. */
function tall(drink: number, citrus: number, strawColor: number): StateDecl {
  return {
    drop: COCKTAIL_PARTS,
    parts: [
      ...tumbler(0.032, 0.15, 0.82, drink),
      ice(0.128, 0.032),
      wheel(0.033, 0.148, citrus),
      strawOf([-0.01, 0.03, 0], [-0.03, 0.19, 0.004], strawColor),
    ],
  };
}

/** A mint julep: a frosted silver cup heaped with crushed ice, a mint sprig and a straw. */
const JULEP: StateDecl = {
  drop: COCKTAIL_PARTS,
  parts: [
    part(
      'cup',
      {
        lathe: [
          [0.028, 0],
          [0.03, 0.004],
          [0.034, 0.11],
          [0.037, 0.115],
        ],
        wall: 0.0025,
      },
      'metal',
      { color: 0xd8dce2, role: 'detail', answersTo: ['cup'] },
    ),
    part('ice', { ellipsoid: [0.034, 0.022, 0.034] }, 'ice', {
      at: [0, 0.108, 0],
      color: 0xf4f8fa,
      role: 'fixed',
      answersTo: ['ice', 'crushed ice'],
    }),
    part('mint', { ellipsoid: [0.011, 0.003, 0.007] }, 'plain', {
      ...at([
        [-0.012, 0.132, 0.004],
        [-0.002, 0.138, -0.006],
        [-0.016, 0.136, -0.01],
        [-0.006, 0.13, 0.012],
      ]),
      turn: [20, 40, 15],
      color: 0x2e8a2a,
      role: 'fixed',
      answersTo: ['mint', 'leaves'],
    }),
    strawOf([0.008, 0.06, 0], [0.022, 0.17, 0.004], 0x2a2a2a),
  ],
};

/** A hot toddy: a glass mug with a handle, amber, a lemon wheel floating, a cinnamon stick. */
const TODDY: StateDecl = {
  drop: COCKTAIL_PARTS,
  parts: [
    ...tumbler(0.036, 0.1, 0.8, 0xb0601a),
    part('handle', { ring: 0.026, r: 0.005, arc: 180, from: -90 }, 'glass', {
      at: [0.036, 0.05, 0],
      role: 'detail',
      answersTo: ['handle'],
    }),
    part('lemon', { cyl: 0.004, r: 0.018 }, 'plain', {
      at: [-0.006, 0.082, 0.006],
      color: 0xf2d22a,
      role: 'fixed',
      answersTo: ['lemon', 'slice'],
    }),
    rod('cinnamon', [0.014, 0.06, -0.01], [0.03, 0.13, -0.016], 0.0045, 'wood', {
      color: 0x7a3a16,
      role: 'fixed',
      answersTo: ['cinnamon', 'cinnamon stick'],
    }),
  ],
};

/** An eggnog: a short glass of thick pale-yellow cream, nutmeg grated on top, cinnamon. */
const EGGNOG: StateDecl = {
  drop: COCKTAIL_PARTS,
  parts: [
    ...tumbler(0.036, 0.09, 0.86, 0xf6e6a8),
    part('froth', { ellipsoid: [0.034, 0.008, 0.034] }, 'plain', {
      at: [0, 0.081, 0],
      color: 0xfaf0c8,
      role: 'fixed',
      answersTo: ['cream', 'froth'],
    }),
    part('nutmeg', { ball: 0.0018 }, 'plain', {
      ...at([
        [0.004, 0.089, 0.006],
        [-0.01, 0.088, 0.002],
        [0.012, 0.088, -0.008],
        [-0.004, 0.089, -0.012],
        [0.0, 0.089, 0.016],
        [-0.016, 0.087, 0.012],
      ]),
      color: 0x8a4a1a,
      role: 'fixed',
      answersTo: ['nutmeg'],
    }),
    rod('cinnamon', [0.012, 0.05, -0.008], [0.026, 0.13, -0.014], 0.0045, 'wood', {
      color: 0x7a3a16,
      role: 'fixed',
      answersTo: ['cinnamon', 'cinnamon stick'],
    }),
  ],
};

function mixedDrinkLooks(): Record<string, StateDecl> {
  // A highball or a Collins: a golden fizzy drink; any mixed drink not named below looks so.
  const highball = tall(0xe8b456, 0xf2d22a, 0xe04a5a);
  return {
    'mixed drink': highball,
    highball,
    // A rickey or a swizzle: lime green.
    rickey: tall(0xb0d86a, 0x7ac02a, 0x3a9a3a),
    swizzle: tall(0xf0c86a, 0x7ac02a, 0x3a9a3a),
    // A punch (a fruit punch, a wassail): red, an orange wheel.
    punch: tall(0xc8283a, 0xf59a18, 0xf2d22a),
    // A spritzer: white wine and soda, pale gold.
    spritzer: tall(0xf0d45a, 0xf2d22a, 0x3a9ad8),
    julep: JULEP,
    'hot toddy': TODDY,
    eggnog: EGGNOG,
  };
}

// --- Meats (the steak's `meat` slab, its `fat` rim and `grill_mark`s). ---

/** The steak's parts recoloured: the meat raw and ungrilled in a colour of its own. */
function meat(decl: KindDecl, flesh: number, fat: number, added: PartDecl[] = []): StateDecl {
  const keep = decl.parts.filter((p) => p.name === 'meat' || p.name === 'fat');
  if (keep.length !== 2) throw new Error(`${decl.kind}: no meat and fat to recolour`);
  return {
    drop: ['meat', 'fat', 'grill_mark'],
    parts: [
      ...keep.map((p) => ({ ...p, color: p.name === 'meat' ? flesh : fat, colors: undefined })),
      ...added,
    ],
  };
}

/** A chop's rib bone, cleaned, standing out of the meat's left end. */
const CHOP_BONE = rod('bone', [-0.08, 0.013, 0.0], [-0.16, 0.013, 0.012], 0.01, 'plain', {
  color: 0xf2ead6,
  role: 'fixed',
  answersTo: ['bone'],
});

function meatLooks(decl: KindDecl): Record<string, StateDecl> {
  return {
    // Pork: a pale pink chop with its bone and a white rim of fat.
    pork: meat(decl, 0xc85a48, 0xfaf4ea, [CHOP_BONE]),
    // Veal: paler still.
    veal: meat(decl, 0xc8705e, 0xfaf4ea),
    // Lamb and mutton: a red chop with its bone and a thick fat rim.
    mutton: meat(decl, 0x8e2a1c, 0xf6ecd8, [CHOP_BONE]),
    lamb: meat(decl, 0xa03426, 0xf6ecd8, [CHOP_BONE]),
    // Game (venison, boar): lean and near purple-brown, no fat.
    game: meat(decl, 0x5a1a14, 0x6a2218),
  };
}

// --- Turnovers: a knish is round, its potato filling showing in the middle. ---

function turnoverLooks(decl: KindDecl): Record<string, StateDecl> {
  const pastry = decl.parts.filter((p) => p.name.startsWith('turnover_') || p.name === 'sugar');
  const knishAt: V3[] = [
    [-0.042, 0.004, -0.02],
    [0.044, 0.004, 0.022],
  ];
  const knish: StateDecl = {
    drop: pastry.map((p) => p.name),
    parts: [
      part('knish', { cyl: 0.03, r: 0.038, rTop: 0.034 }, 'plain', {
        ...at(knishAt),
        color: 0xc47e2c,
        answersTo: ['knish', 'pastry'],
      }),
      part('rim', { ring: 0.032, r: 0.006 }, 'plain', {
        turn: [90, 0, 0],
        ...at(knishAt.map(([x, y, z]) => [x, y + 0.03, z] as V3)),
        color: 0xa8621e,
        role: 'fixed',
        answersTo: ['crust'],
      }),
      part('filling', { ellipsoid: [0.02, 0.006, 0.02] }, 'plain', {
        ...at(knishAt.map(([x, y, z]) => [x, y + 0.03, z] as V3)),
        color: 0xf2dc98,
        role: 'accent',
        answersTo: ['filling', 'potato'],
      }),
    ],
  };
  return { knish };
}

// --- Soft white cheeses (the cheese's one `wedge`): curds or a smooth cream in a tub. ---

/** A blue tub of radius 0.05 with a soft white cheese in it, smooth or in curds. */
function tubOf(curds: boolean): StateDecl {
  const top = 0.05;
  return {
    drop: ['wedge'],
    parts: [
      part(
        'tub',
        {
          lathe: [
            [0.042, 0],
            [0.05, top],
          ],
          wall: 0.003,
        },
        'plastic',
        { color: 0x3a6ab0, role: 'accent', answersTo: ['tub', 'pot'] },
      ),
      part('cheese', { ellipsoid: [0.046, 0.014, 0.046] }, 'plain', {
        at: [0, top - 0.004, 0],
        color: 0xfbfaf2,
        answersTo: ['cheese'],
      }),
      ...(curds
        ? [
            part('curds', { ball: 0.007 }, 'plain', {
              ...at(
                Array.from({ length: 16 }, (_, i) => {
                  const d = 0.038 * Math.sqrt((i + 0.5) / 16);
                  const a = i * 2.39996;
                  return [Math.cos(a) * d, top + 0.006 - d * 0.12, Math.sin(a) * d] as V3;
                }),
              ),
              color: 0xf8f6ea,
              role: 'fixed' as const,
              answersTo: ['curds'],
            }),
          ]
        : [
            part('swirl', { ring: 0.022, r: 0.004, arc: 320 }, 'plain', {
              turn: [90, 0, 0],
              at: [0, top + 0.008, 0],
              color: 0xf6f2e4,
              role: 'fixed' as const,
              answersTo: ['swirl'],
            }),
          ]),
      rod('spoon', [0.03, top + 0.006, 0.0], [0.085, top + 0.03, 0.02], 0.0035, 'metal', {
        color: 0xc8ccd2,
        role: 'detail',
        answersTo: ['spoon'],
      }),
    ],
  };
}

function softCheeseLooks(): Record<string, StateDecl> {
  // Ricotta and cottage cheese are white curds in a tub (no yellow wedge); a cream cheese
  // (mascarpone) is smooth, swirled by the spoon.
  const curds = tubOf(true);
  const cream = tubOf(false);
  return {
    ricotta: curds,
    'cottage cheese': curds,
    'pot cheese': curds,
    'farmer cheese': curds,
    'cream cheese': cream,
    mascarpone: cream,
  };
}

// --- Brittle (the wrapped candy's `candy` and `twist`): a broken slab, not a wrapped sweet. ---

/** Peanut brittle: flat amber shards of a broken sheet, peanuts set in them, on paper. */
const BRITTLE: StateDecl = {
  drop: ['candy', 'twist'],
  parts: [
    part('paper', { box: [0.1, 0.001, 0.08] }, 'paper', {
      color: 0xf6f0dc,
      role: 'detail',
      answersTo: ['paper'],
    }),
    ...(
      [
        [
          [-0.04, -0.03],
          [0.0, -0.034],
          [0.006, 0.0],
          [-0.03, 0.012],
        ],
        [
          [0.006, -0.03],
          [0.042, -0.022],
          [0.036, 0.014],
          [0.01, 0.006],
        ],
        [
          [-0.034, 0.018],
          [0.004, 0.008],
          [0.03, 0.034],
          [-0.02, 0.036],
        ],
      ] as const
    ).map((outline, i) =>
      part(`shard_${i + 1}`, { plan: outline, height: 0.006 }, 'plastic', {
        at: [0, 0.001, 0],
        color: 0x9a520a,
        answersTo: ['brittle', 'toffee', 'candy'],
      }),
    ),
    part('peanut', { ellipsoid: [0.005, 0.0035, 0.004] }, 'plain', {
      turn: [0, 30, 0],
      ...at([
        [-0.02, 0.007, -0.02],
        [-0.008, 0.007, -0.01],
        [0.022, 0.007, -0.012],
        [0.028, 0.007, 0.004],
        [-0.012, 0.007, 0.024],
        [0.01, 0.007, 0.026],
      ]),
      color: 0xe8c890,
      role: 'fixed',
      answersTo: ['peanuts', 'nuts'],
    }),
  ],
};

const LOOKS: Readonly<Record<string, (decl: KindDecl) => Record<string, StateDecl>>> = {
  cocktail: mixedDrinkLooks,
  steak: meatLooks,
  turnover: turnoverLooks,
  cheese: softCheeseLooks,
  'wrapped candy': () => ({ brittle: BRITTLE }),
};

/** The kinds with this session's food looks added (a kind's own looks win on the same key). */
export function withS28FoodLooks(kinds: readonly KindDecl[]): KindDecl[] {
  return kinds.map((decl) => {
    const looks = LOOKS[decl.kind];
    return looks ? { ...decl, looks: { ...looks(decl), ...decl.looks } } : decl;
  });
}
