/**
 * Household things, vessels and instruments a whole WordNet class of which was unknown or stood
 * in as a kind of the wrong shape (issue #32, session 29, helper household; docs/decisions.md,
 * "Household things, vessels and instruments by their class"). Each kind is what a family of
 * nouns is drawn as, so nouns no list names reach it through `FAMILIES` in prompt/meaning.ts:
 *
 * - a **zither**, the flat wooden box of strings laid on a table (fretboard, sound hole, a row
 *   of tuning pins) — every zither, psaltery, koto and dulcimer, which had been the upright
 *   guitar; a koto is the long board with its row of movable bridges, a psaltery and a
 *   dulcimer the trapezoid box, the dulcimer with its two hammers;
 * - a **mast**, a ship's mast standing in a patch of deck: two yards with their sails furled,
 *   the crow's nest, the shrouds and their ratlines, stays fore and aft and a pennant — every
 *   spar of a ship (a foremast, a mizzenmast, a topmast, a bowsprit, a yard, a sprit);
 * - a **bedpan**, the low white pan with its oval opening, wedge lip and hollow handle;
 * - a **censer** (a thurible), a brass bowl with a pierced domed lid hung on three chains from a
 *   ring, smoke rising from it;
 * - a **basketball hoop** on its stand, the white board, the orange rim and its net (every
 *   backboard stands in as it);
 * - a **piñata**, the paper donkey banded in bright fringe, hung by a rope.
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { at, lyingX, part, rod, spaced } from './part-shorthand.ts';

/** The zither's own parts, which its looks (a koto, a psaltery, a dulcimer) build anew. */
const ZITHER_PARTS = [
  'body',
  'soundboard',
  'foot',
  'sound_hole',
  'fretboard',
  'fret',
  'nut',
  'bridge',
  'tuning_pin',
  'melody_string',
  'string',
] as const;

/** Points on an ellipse, centre `c`, half-axes `rx`, `rz`, `n` of them round it. */
function ellipse(c: V2, rx: number, rz: number, n: number): V2[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    return [c[0] + rx * Math.cos(a), c[1] + rz * Math.sin(a)] as V2;
  });
}

// --- Zither ----------------------------------------------------------------------------------

const Z_BOX = 0.045;
const Z_TOP = Z_BOX + 0.004;
const Z_STRING_Y = Z_TOP + 0.012;
const SPRUCE = 0xe4c58f;
const ZITHER_WOOD = 0x7a4a24;
const STRING = 0xd8d8d0;

/** The concert zither's outline seen from above: the player's side straight, the far side bulging. */
const ZITHER_PLAN: V2[] = [
  [-0.3, 0.14],
  [0.3, 0.14],
  [0.3, 0.0],
  [0.24, -0.09],
  [0.1, -0.14],
  [-0.3, -0.14],
];

/** A psaltery's or a hammered dulcimer's trapezoid: the long side near, the short side far. */
const TRAPEZOID_PLAN: V2[] = [
  [-0.3, 0.14],
  [0.3, 0.14],
  [0.18, -0.14],
  [-0.18, -0.14],
];

function stringsOver(n: number, x0: number, x1: number, z0: number, z1: number): PartDecl {
  return rod('string', [x0, Z_STRING_Y, z0], [x1, Z_STRING_Y, z0], 0.0011, 'steel', {
    color: STRING,
    role: 'detail',
    answersTo: ['strings'],
    repeat: { count: n, step: [0, 0, z1 - z0], spread: true, word: 'string', max: 40 },
  });
}

const zitherBody = (plan: V2[]): PartDecl[] => [
  part('body', { plan, height: Z_BOX }, 'wood', {
    at: [0, 0.008, 0],
    color: ZITHER_WOOD,
    answersTo: ['body', 'box', 'wood'],
  }),
  part('soundboard', { plan, height: 0.004 }, 'wood', {
    at: [0, 0.008 + Z_BOX, 0],
    color: SPRUCE,
    role: 'accent',
    answersTo: ['soundboard', 'top'],
  }),
  part('foot', { cyl: 0.008, r: 0.012 }, 'wood', {
    ...at([
      [-0.26, 0, 0.11],
      [0.26, 0, 0.11],
      [-0.26, 0, -0.11],
      [0.14, 0, -0.11],
    ]),
    color: 0x3a2414,
    role: 'detail',
    answersTo: ['feet'],
  }),
];

const PIN_ROW = (x: number, z0: number, z1: number, n: number): PartDecl =>
  part('tuning_pin', { cyl: 0.018, r: 0.0035 }, 'steel', {
    at: [x, 0.008 + Z_TOP - 0.004, z0],
    color: 0xbfc3c8,
    role: 'detail',
    answersTo: ['pins', 'tuning pins', 'pegs'],
    repeat: { count: n, step: [0, 0, z1 - z0], spread: true, word: 'pin', max: 40 },
  });

const bridge = (name: string, x: number, z0: number, z1: number): PartDecl =>
  part(name, { box: [0.008, 0.012, z1 - z0] }, 'wood', {
    at: [x, 0.008 + Z_TOP, (z0 + z1) / 2],
    color: 0x2b1c12,
    role: 'detail',
    answersTo: ['bridge', 'bridges'],
  });

const zither: KindDecl = {
  kind: 'zither',
  nouns: ['zither', 'zithers', 'zithern', 'concert zither'],
  size: [0.075, 0.62],
  parts: [
    ...zitherBody(ZITHER_PLAN),
    // The round sound hole in the middle of the soundboard.
    part('sound_hole', { cyl: 0.003, r: 0.042 }, 'plain', {
      at: [0.02, 0.008 + Z_TOP, -0.02],
      color: 0x1c120a,
      role: 'fixed',
      answersTo: ['sound hole', 'hole'],
    }),
    // The fretboard along the player's side, its frets closer together towards the far end.
    part('fretboard', { box: [0.46, 0.005, 0.055] }, 'wood', {
      at: [0.02, 0.008 + Z_TOP, 0.105],
      color: 0x231a14,
      role: 'detail',
      answersTo: ['fretboard', 'fingerboard'],
    }),
    part('fret', { box: [0.003, 0.004, 0.055] }, 'brass', {
      at: [-0.19, 0.008 + Z_TOP + 0.005, 0.105],
      role: 'detail',
      answersTo: ['frets'],
      repeat: { count: 14, step: [0.03, 0, 0], word: 'fret', max: 30 },
    }),
    bridge('nut', -0.245, -0.12, 0.13),
    bridge('bridge', 0.235, 0.0, 0.13),
    PIN_ROW(-0.275, -0.12, 0.125, 24),
    // Five melody strings over the frets, eighteen accompaniment strings beside them.
    { ...stringsOver(5, -0.26, 0.27, 0.085, 0.125), name: 'melody_string' },
    stringsOver(18, -0.26, 0.2, -0.11, 0.07),
  ],
  looks: {
    // A koto: the long low board of paulownia, thirteen strings, each on its own white bridge,
    // the bridges standing in a diagonal row.
    koto: {
      drop: [...ZITHER_PARTS],
      parts: [
        part('body', { box: [1.04, 0.06, 0.24], round: 0.025 }, 'wood', {
          at: [0, 0.01, 0],
          color: 0xb98a52,
          answersTo: ['body', 'board', 'wood'],
        }),
        part('end_cap', { box: [0.05, 0.074, 0.25] }, 'wood', {
          ...at([
            [-0.5, 0.005, 0],
            [0.5, 0.005, 0],
          ]),
          color: 0x4a2c18,
          role: 'detail',
          answersTo: ['ends'],
        }),
        part('foot', { box: [0.06, 0.012, 0.2] }, 'wood', {
          ...at([
            [-0.42, 0, 0],
            [0.42, 0, 0],
          ]),
          color: 0x3a2414,
          role: 'detail',
        }),
        rod('string', [-0.5, 0.1, -0.1], [0.5, 0.1, -0.1], 0.0012, 'steel', {
          color: 0xf2ecd8,
          role: 'detail',
          answersTo: ['strings'],
          repeat: { count: 13, step: [0, 0, 0.2], spread: true, word: 'string', max: 25 },
        }),
        part('ji', { box: [0.012, 0.03, 0.016] }, 'plain', {
          at: [-0.2, 0.07, -0.1],
          color: 0xf4f1e8,
          role: 'detail',
          answersTo: ['bridges', 'bridge'],
          repeat: { count: 13, step: [0.55, 0, 0.2], spread: true, word: 'bridge', max: 25 },
        }),
      ],
    },
    psaltery: trapezoid(false),
    dulcimer: trapezoid(true),
  },
};

/** The trapezoid box of a psaltery or a hammered dulcimer; the dulcimer has its hammers on it. */
function trapezoid(hammers: boolean): StateDecl {
  const hammer: PartDecl[] = hammers
    ? [
        rod('hammer', [-0.05, 0.075, 0.2], [0.12, 0.075, 0.1], 0.0035, 'wood', {
          ...at([
            [0, 0, 0],
            [0.07, 0, 0.02],
          ]),
          color: 0x6b4226,
          role: 'detail',
          answersTo: ['hammers', 'hammer'],
        }),
        part('hammer_head', { ball: 0.01 }, 'wood', {
          ...at([
            [0.12, 0.075, 0.1],
            [0.19, 0.075, 0.12],
          ]),
          color: 0x3a2414,
          role: 'detail',
          answersTo: ['hammers', 'hammer'],
        }),
      ]
    : [];
  return {
    drop: [...ZITHER_PARTS],
    parts: [
      ...zitherBody(TRAPEZOID_PLAN),
      part('rose', { cyl: 0.003, r: 0.03 }, 'plain', {
        ...at([
          [-0.1, 0.008 + Z_TOP, -0.02],
          [0.1, 0.008 + Z_TOP, -0.02],
        ]),
        color: 0x1c120a,
        role: 'fixed',
        answersTo: ['sound hole', 'rose'],
      }),
      bridge('bridge', -0.06, -0.12, 0.12),
      bridge('treble_bridge', 0.11, -0.12, 0.12),
      PIN_ROW(0.2, -0.11, 0.11, 16),
      PIN_ROW(-0.2, -0.11, 0.11, 16),
      // Strings from side to side, shorter towards the far (narrow) edge.
      ...spaced(14, -0.115, 0.12).map((z, i) => {
        const half = 0.18 + ((z + 0.14) / 0.28) * 0.11;
        return rod(
          `string_${i + 1}`,
          [-half, Z_STRING_Y, z],
          [half, Z_STRING_Y, z],
          0.0011,
          'steel',
          {
            color: STRING,
            role: 'detail',
            answersTo: ['strings'],
          },
        );
      }),
      ...hammer,
    ],
  };
}

// --- Mast ------------------------------------------------------------------------------------

const DECK_Y = 0.12;
const TOP_Y = 6.0;
const NEST_Y = 4.2;
const LOWER_YARD_Y = 2.7;
const UPPER_YARD_Y = 5.0;
const SPAR_WOOD = 0xa8733f;
const TARRED = 0x2e2620;
const CANVAS = 0xeee6d0;

/** Shrouds from the deck's sides up to under the crow's nest, and the ratlines across them. */
function shrouds(): PartDecl[] {
  const out: PartDecl[] = [];
  const feetZ = [-0.32, 0, 0.32];
  for (const side of [1, -1]) {
    const s = side > 0 ? 'r' : 'l';
    feetZ.forEach((z, i) =>
      out.push(
        rod(
          `shroud_${s}_${i + 1}`,
          [side * 0.78, DECK_Y, z],
          [side * 0.12, NEST_Y, 0],
          0.012,
          'fabric',
          {
            color: TARRED,
            role: 'detail',
            answersTo: ['shrouds', 'rigging', 'ropes'],
          },
        ),
      ),
    );
    spaced(9, 0.08, 0.72).forEach((t, i) => {
      const x = side * (0.78 - 0.66 * t);
      const y = DECK_Y + (NEST_Y - DECK_Y) * t;
      const half = 0.32 * (1 - t);
      out.push(
        rod(`ratline_${s}_${i + 1}`, [x, y, -half], [x, y, half], 0.007, 'fabric', {
          color: TARRED,
          role: 'detail',
          answersTo: ['ratlines', 'rigging', 'ropes'],
        }),
      );
    });
  }
  return out;
}

/** A yard across the mast with its sail furled along its top, and the yard's two lifts. */
function yard(name: string, y: number, length: number, r: number): PartDecl[] {
  return [
    lyingX(name, [-length / 2, y, 0.1], length, r, 'wood', {
      color: SPAR_WOOD,
      role: 'accent',
      answersTo: ['yards', 'yard', 'spars'],
    }),
    rod(
      `${name}_sail`,
      [-length * 0.44, y - 0.09, 0.14],
      [length * 0.44, y - 0.09, 0.14],
      0.075,
      'linen',
      {
        color: CANVAS,
        role: 'detail',
        answersTo: ['sail', 'sails', 'canvas'],
      },
    ),
    rod(`${name}_lift_r`, [length * 0.46, y, 0.1], [0.05, y + 0.9, 0.05], 0.008, 'fabric', {
      color: TARRED,
      role: 'detail',
      answersTo: ['rigging', 'ropes'],
    }),
    rod(`${name}_lift_l`, [-length * 0.46, y, 0.1], [-0.05, y + 0.9, 0.05], 0.008, 'fabric', {
      color: TARRED,
      role: 'detail',
      answersTo: ['rigging', 'ropes'],
    }),
  ];
}

const mast: KindDecl = {
  kind: 'mast',
  nouns: ['mast', 'masts', "ship's mast", 'ship mast', 'mainmast', 'mainmasts'],
  size: [6.2, 2.4],
  parts: [
    // A patch of the ship's deck it is stepped in, its planks' seams and a low rail.
    part('deck', { box: [1.7, DECK_Y, 1.1] }, 'wood', {
      color: 0xb08a58,
      role: 'fixed',
      answersTo: ['deck', 'planks'],
    }),
    part('seam', { box: [1.7, 0.004, 0.006] }, 'plain', {
      ...at(spaced(7, -0.45, 0.45).map((z): V3 => [0, DECK_Y, z])),
      color: 0x4a3a28,
      role: 'fixed',
    }),
    part('mast', { cyl: TOP_Y - DECK_Y, r: 0.1, rTop: 0.05 }, 'wood', {
      at: [0, DECK_Y, 0],
      color: SPAR_WOOD,
      answersTo: ['mast', 'pole', 'wood'],
    }),
    part('partner', { cyl: 0.1, r: 0.17 }, 'wood', {
      at: [0, DECK_Y, 0],
      color: 0x6e4a2a,
      role: 'detail',
      answersTo: ['collar'],
    }),
    // The crow's nest: a round platform with its low rail, high on the mast.
    part('crows_nest', { cyl: 0.07, r: 0.34 }, 'wood', {
      at: [0, NEST_Y, 0],
      color: 0x7a5232,
      role: 'accent',
      answersTo: ["crow's nest", 'crows nest', 'platform', 'top'],
    }),
    part('nest_rail', { ring: 0.32, r: 0.018 }, 'wood', {
      at: [0, NEST_Y + 0.28, 0],
      turn: [90, 0, 0],
      color: 0x7a5232,
      role: 'detail',
      answersTo: ["crow's nest", 'rail'],
    }),
    part('nest_post', { cyl: 0.28, r: 0.014 }, 'wood', {
      ...at(
        [0, 1, 2, 3, 4, 5].map((i): V3 => {
          const a = (Math.PI * i) / 3;
          return [0.32 * Math.cos(a), NEST_Y + 0.02, 0.32 * Math.sin(a)];
        }),
      ),
      color: 0x7a5232,
      role: 'detail',
      answersTo: ["crow's nest", 'rail'],
    }),
    ...yard('lower_yard', LOWER_YARD_Y, 2.4, 0.05),
    ...yard('upper_yard', UPPER_YARD_Y, 1.7, 0.038),
    ...shrouds(),
    // Stays fore and aft from the masthead to the deck's ends.
    rod('forestay', [0, TOP_Y - 0.25, 0.04], [0, DECK_Y, 0.54], 0.011, 'fabric', {
      color: TARRED,
      role: 'detail',
      answersTo: ['stay', 'stays', 'rigging'],
    }),
    rod('backstay', [0, TOP_Y - 0.25, -0.04], [0, DECK_Y, -0.54], 0.011, 'fabric', {
      color: TARRED,
      role: 'detail',
      answersTo: ['stay', 'stays', 'rigging'],
    }),
    part('truck', { ball: 0.07 }, 'wood', {
      at: [0, TOP_Y, 0],
      color: 0x6e4a2a,
      role: 'detail',
      answersTo: ['truck', 'masthead'],
    }),
    // A long pennant flying from the masthead.
    part(
      'pennant',
      {
        extrude: [
          [0, 0],
          [0.9, 0.07],
          [0, 0.16],
        ],
        depth: 0.01,
      },
      'fabric',
      {
        at: [0.05, TOP_Y - 0.3, 0],
        color: 0xc8302a,
        role: 'detail',
        answersTo: ['pennant', 'flag'],
      },
    ),
  ],
};

// --- Bedpan ----------------------------------------------------------------------------------

const PAN_H = 0.075;

const bedpan: KindDecl = {
  kind: 'bedpan',
  nouns: ['bedpan', 'bedpans', 'bed pan', 'slipper pan'],
  size: [0.08, 0.4],
  parts: [
    // The low rounded pan, the oval opening in its top and its shaded well.
    part(
      'pan',
      { plan: ellipse([0, 0], 0.17, 0.15, 36), height: PAN_H, taper: 0.96 },
      'porcelain',
      {
        color: 0xf3f3ef,
        colors: [0xf3f3ef, 0xf3f3ef, 0xc9cdd2],
        answersTo: ['pan', 'body', 'bowl'],
      },
    ),
    part('rim', { ring: 0.1, r: 0.018 }, 'porcelain', {
      at: [0, PAN_H, 0.005],
      turn: [90, 0, 0],
      color: 0xf8f8f5,
      colors: [0xf8f8f5, 0xf8f8f5, 0xd4d8dc],
      answersTo: ['rim', 'seat'],
    }),
    part('opening', { plan: ellipse([0, 0], 0.095, 0.08, 32), height: 0.004 }, 'plain', {
      at: [0, PAN_H - 0.002, 0.005],
      color: 0x7c858c,
      role: 'fixed',
      answersTo: ['opening', 'hole', 'inside'],
    }),
    // The flat wedge lip slid under the patient, at the front.
    part(
      'lip',
      {
        extrude: [
          [0, 0],
          [0.11, 0],
          [0.11, 0.008],
          [0, PAN_H * 0.9],
        ],
        depth: 0.2,
      },
      'porcelain',
      {
        at: [0, 0, 0.09],
        turn: [0, -90, 0],
        color: 0xf3f3ef,
        colors: [0xf3f3ef, 0xf3f3ef, 0xc9cdd2],
        answersTo: ['lip', 'front'],
      },
    ),
    // The hollow handle at the back.
    part(
      'handle',
      {
        capsule: [
          [0, 0.035, -0.12],
          [0, 0.05, -0.27],
        ],
        r: 0.024,
        r2: 0.02,
      },
      'porcelain',
      {
        color: 0xf3f3ef,
        colors: [0xf3f3ef, 0xf3f3ef, 0xc9cdd2],
        answersTo: ['handle'],
      },
    ),
    part('handle_mouth', { cyl: 0.006, r: 0.014 }, 'plain', {
      at: [0, 0.05, -0.29],
      turn: [90, 0, 0],
      color: 0x6e767c,
      role: 'fixed',
      answersTo: ['handle'],
    }),
  ],
};

// --- Censer ----------------------------------------------------------------------------------

const BOWL_Y = 0.04;
const LID_Y = BOWL_Y + 0.08;
const HANG_Y = 0.82;

const censer: KindDecl = {
  kind: 'censer',
  nouns: ['censer', 'censers', 'thurible', 'thuribles', 'incense burner', 'incense burners'],
  size: [0.95, 0.2],
  parts: [
    // The round foot and the bowl the coals burn in.
    part('foot', { cyl: 0.04, r: 0.04, rTop: 0.025 }, 'brass', {
      color: 0xc9a040,
      answersTo: ['foot', 'base'],
    }),
    part(
      'bowl',
      {
        lathe: [
          [0.025, 0],
          [0.07, 0.02],
          [0.095, 0.05],
          [0.1, 0.08],
        ],
        smooth: true,
      },
      'brass',
      {
        at: [0, BOWL_Y, 0],
        color: 0xc9a040,
        answersTo: ['bowl', 'body'],
      },
    ),
    part('band', { ring: 0.1, r: 0.008 }, 'brass', {
      at: [0, LID_Y, 0],
      turn: [90, 0, 0],
      color: 0xa8812c,
      role: 'detail',
      answersTo: ['band', 'rim'],
    }),
    // The pierced domed lid with its finial; the piercings are dark slots round it.
    part('lid', { ellipsoid: [0.098, 0.1, 0.098] }, 'brass', {
      at: [0, LID_Y, 0],
      minus: [{ shape: { box: [0.3, 0.2, 0.3] }, at: [0, LID_Y - 0.2, 0] }],
      color: 0xd4ad4c,
      answersTo: ['lid', 'dome', 'cover'],
    }),
    part('piercing', { ellipsoid: [0.012, 0.024, 0.012] }, 'plain', {
      ...at(
        [0, 1, 2, 3, 4, 5, 6, 7].map((i): V3 => {
          const a = (Math.PI * i) / 4 + 0.3;
          return [0.075 * Math.cos(a), LID_Y + 0.055, 0.075 * Math.sin(a)];
        }),
      ),
      color: 0x2a1d0c,
      role: 'fixed',
      answersTo: ['holes', 'piercings'],
    }),
    part('finial', { cyl: 0.04, r: 0.012, rTop: 0.004 }, 'brass', {
      at: [0, LID_Y + 0.095, 0],
      color: 0xc9a040,
      role: 'detail',
      answersTo: ['finial', 'top'],
    }),
    // Three chains from the bowl's rim up to the disc and ring it is swung by.
    ...[0, 1, 2].map((i) => {
      const a = (2 * Math.PI * i) / 3 + Math.PI / 2;
      return rod(
        `chain_${i + 1}`,
        [0.1 * Math.cos(a), LID_Y, 0.1 * Math.sin(a)],
        [0.03 * Math.cos(a), HANG_Y, 0.03 * Math.sin(a)],
        0.004,
        'brass',
        { color: 0x9a7a30, role: 'detail', answersTo: ['chains', 'chain'] },
      );
    }),
    part('disc', { cyl: 0.015, r: 0.04 }, 'brass', {
      at: [0, HANG_Y, 0],
      color: 0xc9a040,
      role: 'detail',
      answersTo: ['disc', 'top'],
    }),
    part('ring', { ring: 0.035, r: 0.007 }, 'brass', {
      at: [0, HANG_Y + 0.05, 0],
      color: 0xc9a040,
      role: 'detail',
      answersTo: ['ring', 'handle'],
    }),
    // Incense smoke curling up from the lid.
    part('smoke', { ellipsoid: [0.04, 0.032, 0.04] }, 'plain', {
      ...at([
        [0.0, LID_Y + 0.17, 0.0],
        [0.03, LID_Y + 0.23, 0.01],
        [0.0, LID_Y + 0.29, 0.0],
        [0.035, LID_Y + 0.35, -0.01],
      ]),
      color: 0xc4c6ca,
      role: 'fixed',
      answersTo: ['smoke', 'incense'],
      optional: 0.8,
    }),
  ],
};

// --- Basketball hoop -------------------------------------------------------------------------

const BOARD_Y = 2.6;
const BOARD_H = 1.05;
const RIM_Y = 3.05;
const RIM_R = 0.23;
const RIM_Z = 0.045 + 0.16 + RIM_R;
const HOOP_STEEL = 0x3a3e44;
const HOOP_RED = 0xd0402a;

/** The four strips of a painted rectangle on the board's face: centre, width, height. */
function frame(name: string, cy: number, w: number, h: number, t: number): PartDecl[] {
  const z = 0.021;
  const more = { color: HOOP_RED, role: 'accent' as const, answersTo: ['square', 'lines'] };
  return [
    part(`${name}_top`, { box: [w, t, 0.006] }, 'paint', { at: [0, cy + h / 2 - t, z], ...more }),
    part(`${name}_bottom`, { box: [w, t, 0.006] }, 'paint', { at: [0, cy - h / 2, z], ...more }),
    part(`${name}_side`, { box: [t, h, 0.006] }, 'paint', {
      at: [w / 2 - t / 2, cy - h / 2, z],
      mirror: true,
      ...more,
    }),
  ];
}

const basketballHoop: KindDecl = {
  kind: 'basketball hoop',
  nouns: [
    'basketball hoop',
    'basketball hoops',
    'basketball net',
    'basketball basket',
    'basketball goal',
  ],
  size: [3.7, 1.8],
  parts: [
    // A portable stand: the weighted base, the pole and the arm out to the board's back.
    part('base', { box: [0.9, 0.22, 1.15], round: 0.05 }, 'plastic', {
      at: [0, 0, -0.85],
      color: 0x24272c,
      role: 'detail',
      answersTo: ['base', 'stand'],
    }),
    part('pole', { cyl: 3.2, r: 0.07 }, 'steel', {
      at: [0, 0.2, -0.85],
      color: HOOP_STEEL,
      role: 'detail',
      answersTo: ['pole', 'post'],
    }),
    rod('arm', [0, 3.3, -0.85], [0, 3.3, -0.02], 0.045, 'steel', {
      color: HOOP_STEEL,
      role: 'detail',
      answersTo: ['arm'],
    }),
    rod('brace', [0, 2.55, -0.85], [0, 2.75, -0.02], 0.04, 'steel', {
      color: HOOP_STEEL,
      role: 'detail',
      answersTo: ['arm'],
    }),
    // The white board with its red border and the red square over the rim.
    part('backboard', { box: [1.8, BOARD_H, 0.04] }, 'plastic', {
      at: [0, BOARD_Y, 0],
      color: 0xf4f6f8,
      answersTo: ['backboard', 'board'],
    }),
    ...frame('border', BOARD_Y + BOARD_H / 2, 1.8, BOARD_H, 0.05),
    ...frame('square', RIM_Y + 0.22, 0.59, 0.45, 0.05),
    // The orange rim on its bracket and the white net hanging from it.
    part('bracket', { box: [0.22, 0.1, 0.17] }, 'steel', {
      at: [0, RIM_Y - 0.1, 0.02 + 0.085],
      color: 0xe0602a,
      role: 'detail',
      answersTo: ['bracket'],
    }),
    part('rim', { ring: RIM_R, r: 0.02 }, 'steel', {
      turn: [90, 0, 0],
      at: [0, RIM_Y, RIM_Z],
      color: 0xe0602a,
      role: 'accent',
      answersTo: ['rim', 'hoop', 'ring'],
    }),
    part(
      'net',
      {
        lathe: [
          [0.15, 0],
          [0.17, 0.2],
          [RIM_R - 0.01, 0.41],
        ],
        wall: 0.012,
      },
      'fabric',
      {
        at: [0, RIM_Y - 0.41, RIM_Z],
        color: 0xf6f6f2,
        role: 'fixed',
        answersTo: ['net'],
      },
    ),
  ],
};

// --- Piñata ----------------------------------------------------------------------------------

const BODY_Y = 0.45;
const FRINGE = [0xf0509a, 0xf6c62a, 0x2a9ad8, 0x3cbf5a, 0xf28a2a, 0x9a5ad8];

/** A band of crêpe fringe round the donkey's body, from `x0` to `x0 + w` along it. */
function stripe(i: number, x0: number, w: number): PartDecl {
  return part(`stripe_${i + 1}`, { ellipsoid: [0.262, 0.146, 0.146] }, 'paper', {
    at: [0, BODY_Y, 0],
    minus: [
      { shape: { box: [1, 1, 1] }, at: [x0 - 0.5, BODY_Y - 0.5, 0] },
      { shape: { box: [1, 1, 1] }, at: [x0 + w + 0.5, BODY_Y - 0.5, 0] },
    ],
    color: FRINGE[i % FRINGE.length],
    role: 'detail',
    answersTo: ['fringe', 'stripes', 'paper'],
  });
}

const pinata: KindDecl = {
  kind: 'pinata',
  nouns: ['pinata', 'pinatas', 'piñata', 'piñatas', 'donkey pinata'],
  size: [1.0, 0.75],
  parts: [
    // The paper donkey: body, four legs, neck, head, ears and tail.
    part('body', { ellipsoid: [0.26, 0.14, 0.14] }, 'paper', {
      at: [0, BODY_Y, 0],
      color: 0xf4f0e8,
      answersTo: ['body', 'donkey'],
    }),
    ...[0, 1, 2, 3, 4].map((i) => stripe(i, -0.23 + i * 0.1, 0.05)),
    part('leg', { cyl: 0.36, r: 0.042 }, 'paper', {
      ...at([
        [0.15, 0, 0.08],
        [0.15, 0, -0.08],
        [-0.15, 0, 0.08],
        [-0.15, 0, -0.08],
      ]),
      colors: [0xf0509a, 0x2a9ad8],
      role: 'accent',
      answersTo: ['legs'],
    }),
    rod('neck', [0.18, BODY_Y + 0.05, 0], [0.3, BODY_Y + 0.28, 0], 0.065, 'paper', {
      color: 0xf6c62a,
      role: 'accent',
      answersTo: ['neck'],
    }),
    part('head', { ellipsoid: [0.13, 0.075, 0.075] }, 'paper', {
      at: [0.37, BODY_Y + 0.3, 0],
      turn: [0, 0, -20],
      color: 0xf4f0e8,
      answersTo: ['head'],
    }),
    part('muzzle', { ellipsoid: [0.05, 0.06, 0.065] }, 'paper', {
      at: [0.47, BODY_Y + 0.26, 0],
      color: 0xf0509a,
      role: 'detail',
      answersTo: ['muzzle', 'nose'],
    }),
    rod('ear', [0.33, BODY_Y + 0.35, 0.035], [0.29, BODY_Y + 0.52, 0.06], 0.026, 'paper', {
      mirror: false,
      copies: [[0, 0, -0.07]],
      color: 0x2a9ad8,
      role: 'detail',
      answersTo: ['ears'],
    }),
    part('eye', { ball: 0.014 }, 'plain', {
      ...at([
        [0.4, BODY_Y + 0.33, 0.062],
        [0.4, BODY_Y + 0.33, -0.062],
      ]),
      color: 0x141414,
      role: 'fixed',
      answersTo: ['eyes'],
    }),
    rod('tail', [-0.24, BODY_Y + 0.04, 0], [-0.34, BODY_Y - 0.1, 0], 0.018, 'paper', {
      color: 0xf28a2a,
      role: 'detail',
      answersTo: ['tail'],
    }),
    // The rope it hangs by, tied round its back.
    rod('rope', [0, BODY_Y + 0.13, 0], [0, BODY_Y + 0.5, 0], 0.008, 'fabric', {
      color: 0xc8a878,
      role: 'fixed',
      answersTo: ['rope', 'string'],
    }),
    part('rope_tie', { ring: 0.145, r: 0.008 }, 'fabric', {
      at: [0, BODY_Y, 0],
      turn: [0, 90, 0],
      color: 0xc8a878,
      role: 'fixed',
      answersTo: ['rope', 'string'],
    }),
  ],
};

/** The session's kinds, registered in declared/index.ts. */
export const S29_HOUSEHOLD_KINDS: readonly KindDecl[] = [
  zither,
  mast,
  bedpan,
  censer,
  basketballHoop,
  pinata,
];
