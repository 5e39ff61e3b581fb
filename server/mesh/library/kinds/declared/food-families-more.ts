/**
 * More foods by family (issue #32, session 23, F; docs/decisions.md "Foods by family"):
 * baked goods that were the loaf or the plain cookie (a bread roll, a danish, a scone, a
 * cinnamon roll, a chocolate chip cookie, a brownie, a meatloaf), sweets and dried fruit
 * that were unknown or another thing (licorice, a chocolate truffle, dates, pistachios),
 * and cured meats and sausages that were all one grilled steak (bratwurst, chorizo,
 * pepperoni, prosciutto, jerky), and gnocchi (a dumpling). Declared as data (declare.ts).
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { part } from './part-shorthand.ts';

/** A plate (white unless told); its top is at y = 0.012. */
function plate(r: number, color = 0xf6f4ee): PartDecl {
  return part('plate', { cyl: 0.012, r: r * 0.8, rTop: r }, 'ceramic', {
    color,
    role: 'fixed',
    answersTo: ['dish'],
  });
}

/** A wooden board; its top is at y = 0.016. */
function board(w: number, d: number): PartDecl {
  return part('board', { box: [w, 0.016, d], round: 0.004 }, 'wood', {
    color: 0xb8864e,
    role: 'fixed',
    answersTo: ['board', 'cutting board'],
  });
}

/** Points of a ring of `n` around the Y axis at radius `r` and height `y`. */
function around(n: number, r: number, y: number, start = 0): V3[] {
  return Array.from({ length: n }, (_, i) => {
    const a = ((start + (360 * i) / n) * Math.PI) / 180;
    return [Math.cos(a) * r, y, Math.sin(a) * r] as V3;
  });
}

/** Offsets of points from the first, for `copies`. */
function from(points: readonly V3[]): { at: V3; copies: V3[] } {
  const [first, ...rest] = points as [V3, ...V3[]];
  return {
    at: first,
    copies: rest.map((p) => [p[0] - first[0], p[1] - first[1], p[2] - first[2]] as V3),
  };
}

/** A link of sausage lying along X from `a` to `b`, plump, with rounded ends. */
function link(name: string, a: V3, b: V3, r: number, color: number): PartDecl {
  return part(name, { capsule: [a, b], r }, 'plastic', {
    color,
    answersTo: ['sausage', 'sausages', 'link'],
  });
}

/** Chorizo: the links brick-red and bent into a horseshoe, tied at the ends. */
const CHORIZO: StateDecl = {
  drop: ['sausage_1', 'sausage_2', 'sausage_3', 'grill', 'mustard'],
  parts: [
    part('sausage', { ring: 0.055, r: 0.017, arc: 250, from: 235 }, 'plastic', {
      turn: [90, 0, 0],
      at: [0, 0.032, 0],
      color: 0x9a2a1a,
      answersTo: ['sausage', 'chorizo'],
    }),
    part('string', { ring: 0.0175, r: 0.002 }, 'fabric', {
      turn: [0, 90, 0],
      at: [-0.0315, 0.032, 0.045],
      copies: [[0, 0, -0.09]],
      color: 0xe8dcc0,
      role: 'fixed',
      answersTo: ['string'],
    }),
  ],
};

/** The outline of a danish's square, turned on a point, with its four corners folded in. */
const DANISH_SQUARE: readonly V2[] = [
  [0, -0.05],
  [0.05, 0],
  [0, 0.05],
  [-0.05, 0],
];

export const FOOD_FAMILY_MORE_KINDS: readonly KindDecl[] = [
  // --- Baked goods. ---
  {
    // Bread rolls: three small round golden rolls, each scored across the top, touching.
    kind: 'bread roll',
    nouns: ['bread roll', 'bread rolls', 'dinner roll', 'dinner rolls', 'kaiser roll'],
    size: [0.06, 0.15],
    parts: [
      part('roll', { ellipsoid: [0.036, 0.026, 0.032] }, 'plain', {
        ...from([
          [-0.034, 0.022, 0.012],
          [0.034, 0.022, 0.012],
          [0, 0.022, -0.038],
        ]),
        color: 0xc8843a,
        answersTo: ['roll', 'crust'],
      }),
      part('score', { box: [0.042, 0.004, 0.005] }, 'plain', {
        turn: [0, 30, 0],
        ...from([
          [-0.034, 0.046, 0.012],
          [0.034, 0.046, 0.012],
          [0, 0.046, -0.038],
        ]),
        color: 0xe8c488,
        role: 'fixed',
        answersTo: ['score', 'cut'],
      }),
    ],
  },
  {
    // A danish pastry: a flaky golden square on its point, corners folded in round a pool
    // of red fruit, white icing drizzled across.
    kind: 'danish pastry',
    nouns: ['danish pastry', 'danish', 'danishes', 'danish pastries', 'fruit danish'],
    size: [0.04, 0.12],
    parts: [
      part('pastry', { plan: DANISH_SQUARE, height: 0.016 }, 'plain', {
        color: 0xd08a34,
        answersTo: ['pastry', 'dough'],
      }),
      part('fold', { ellipsoid: [0.018, 0.008, 0.012] }, 'plain', {
        ...from([
          [0.026, 0.016, 0],
          [-0.026, 0.016, 0],
        ]),
        color: 0xc07a2a,
        answersTo: ['pastry'],
      }),
      part('fold_side', { ellipsoid: [0.012, 0.008, 0.018] }, 'plain', {
        ...from([
          [0, 0.016, 0.026],
          [0, 0.016, -0.026],
        ]),
        color: 0xc07a2a,
        answersTo: ['pastry'],
      }),
      part('filling', { cyl: 0.008, r: 0.017 }, 'plastic', {
        at: [0, 0.014, 0],
        color: 0xb01a2a,
        role: 'accent',
        answersTo: ['fruit', 'jam', 'filling', 'custard'],
      }),
      part(
        'icing',
        {
          sweep: [
            [-0.034, 0.022, -0.012],
            [-0.012, 0.024, 0.02],
            [0.006, 0.024, -0.02],
            [0.022, 0.024, 0.018],
            [0.036, 0.021, -0.006],
          ],
          r: 0.0022,
        },
        'plastic',
        { color: 0xfafaf4, role: 'fixed', answersTo: ['icing', 'glaze'] },
      ),
    ],
  },
  {
    // A scone: a short round golden cake split open, cream and red jam on the lower half.
    kind: 'scone',
    nouns: ['scone', 'scones'],
    size: [0.07, 0.14],
    parts: [
      plate(0.075),
      part('bottom', { cyl: 0.024, r: 0.034, rTop: 0.033 }, 'stone', {
        at: [-0.02, 0.011, 0.01],
        color: 0xdcaa62,
        answersTo: ['scone'],
      }),
      part('cream', { ellipsoid: [0.026, 0.008, 0.026] }, 'plain', {
        at: [-0.02, 0.036, 0.01],
        color: 0xfaf4e0,
        role: 'fixed',
        answersTo: ['cream'],
      }),
      part('jam', { ellipsoid: [0.016, 0.006, 0.016] }, 'plastic', {
        at: [-0.02, 0.042, 0.01],
        color: 0xa8142a,
        role: 'accent',
        answersTo: ['jam'],
      }),
      part('top', { cyl: 0.03, r: 0.033, rTop: 0.03 }, 'stone', {
        at: [0.03, 0.011, -0.025],
        color: 0xdcaa62,
        answersTo: ['scone'],
      }),
      part('crust', { ellipsoid: [0.031, 0.011, 0.031] }, 'stone', {
        at: [0.03, 0.04, -0.025],
        color: 0xb06a26,
        answersTo: ['crust', 'top'],
      }),
    ],
  },
  {
    // A cinnamon roll: a spiral of dough coiled flat, brown cinnamon between the turns,
    // white icing over the top.
    kind: 'cinnamon roll',
    nouns: [
      'cinnamon roll',
      'cinnamon bun',
      'cinnamon rolls',
      'sticky bun',
      'chelsea bun',
      'sweet roll',
    ],
    size: [0.045, 0.11],
    parts: [
      part('dough', { cyl: 0.03, r: 0.047, rTop: 0.044 }, 'plain', {
        color: 0xd89a52,
        answersTo: ['dough', 'roll'],
      }),
      // The swirl: a spiral of cinnamon drawn on the top in half-turns of growing radius.
      ...[0.008, 0.016, 0.024, 0.032, 0.04].map((r, k) =>
        part(
          `cinnamon_${k + 1}`,
          { ring: r, r: 0.0032, arc: 180, from: k % 2 === 0 ? 0 : 180 },
          'plain',
          {
            turn: [90, 0, 0],
            at: [k % 2 === 0 ? 0 : 0.004, 0.0295, 0],
            color: 0x6a3414,
            role: 'accent',
            answersTo: ['cinnamon', 'swirl'],
          },
        ),
      ),
      part(
        'icing',
        {
          sweep: [
            [-0.03, 0.0315, -0.02],
            [-0.01, 0.0325, 0.02],
            [0.01, 0.0325, -0.022],
            [0.03, 0.0315, 0.02],
          ],
          r: 0.004,
        },
        'plastic',
        { color: 0xfaf8f0, role: 'fixed', answersTo: ['icing', 'glaze', 'frosting'] },
      ),
    ],
  },
  {
    // A chocolate chip cookie: a golden, slightly domed round studded with dark chips.
    kind: 'chocolate chip cookie',
    nouns: [
      'chocolate chip cookie',
      'chocolate chip cookies',
      'choc chip cookie',
      'chocolate chip biscuit',
      'toll house cookie',
    ],
    size: [0.016, 0.085],
    parts: [
      part('cookie', { cyl: 0.011, r: 0.042, rTop: 0.039 }, 'plain', {
        color: 0xcc8e48,
        answersTo: ['cookie', 'dough'],
      }),
      part('dome', { ellipsoid: [0.038, 0.004, 0.038] }, 'plain', {
        at: [0, 0.011, 0],
        color: 0xc8863e,
        answersTo: ['cookie'],
      }),
      part('chip', { cyl: 0.006, r: 0.0045, rTop: 0.0015 }, 'plastic', {
        ...from([[0, 0.012, 0], ...around(5, 0.017, 0.012, 10), ...around(7, 0.03, 0.011, 40)]),
        color: 0x3a1e10,
        role: 'accent',
        answersTo: ['chips', 'chocolate'],
      }),
    ],
  },
  {
    // Brownies: dark fudgy squares, a crackled paler top, one on another and one beside.
    kind: 'brownie',
    nouns: ['brownie', 'brownies', 'chocolate brownie'],
    size: [0.05, 0.13],
    parts: [
      part('brownie', { box: [0.055, 0.025, 0.055], round: 0.003 }, 'plain', {
        ...from([
          [-0.03, 0, 0.005],
          [0.03, 0, -0.005],
        ]),
        color: 0x3e2214,
        answersTo: ['brownie', 'cake'],
      }),
      part('top', { box: [0.052, 0.025, 0.052], round: 0.003 }, 'plain', {
        turn: [0, 18, 0],
        at: [-0.03, 0.025, 0.005],
        color: 0x44261a,
        answersTo: ['brownie'],
      }),
      part('crackle', { box: [0.05, 0.002, 0.05] }, 'plain', {
        turn: [0, 18, 0],
        at: [-0.03, 0.0495, 0.005],
        color: 0x6a4432,
        role: 'accent',
        answersTo: ['top', 'crust'],
      }),
      part('crackle_beside', { box: [0.052, 0.002, 0.052] }, 'plain', {
        at: [0.03, 0.0245, -0.005],
        color: 0x6a4432,
        role: 'accent',
        answersTo: ['top', 'crust'],
      }),
    ],
  },
  {
    // A meatloaf: a brown loaf of minced meat glazed red on top, two slices cut off in front.
    kind: 'meatloaf',
    nouns: ['meatloaf', 'meat loaf'],
    size: [0.08, 0.3],
    parts: [
      plate(0.15),
      part('loaf', { box: [0.17, 0.06, 0.085], round: 0.014 }, 'stone', {
        at: [-0.04, 0.011, -0.015],
        color: 0x6e4028,
        answersTo: ['loaf', 'meat'],
      }),
      part('glaze', { box: [0.16, 0.008, 0.078], round: 0.004 }, 'plastic', {
        at: [-0.04, 0.066, -0.015],
        color: 0xa82214,
        role: 'accent',
        answersTo: ['glaze', 'ketchup', 'sauce'],
      }),
      part('slice', { box: [0.018, 0.058, 0.082], round: 0.004 }, 'stone', {
        turn: [0, 0, -12],
        ...from([
          [0.06, 0.011, 0.02],
          [0.085, 0.011, 0.04],
        ]),
        color: 0x8a5a3e,
        answersTo: ['slice', 'meat'],
      }),
    ],
  },
  // --- Sweets, dried fruit and nuts. ---
  {
    // Licorice: black twisted ropes, two strands wound round each other, and a red twist.
    kind: 'licorice',
    nouns: ['licorice', 'liquorice', 'licorice sticks', 'licorice twist', 'licorice candy'],
    size: [0.03, 0.17],
    parts: (
      [
        [0.0, 0.0065, -0.012, 0x1a1416],
        [0.0, 0.0065, 0.012, 0x1a1416],
        [0.01, 0.019, 0.0, 0xc81e2a],
      ] as const
    ).flatMap(([dx, y, z, color], s): PartDecl[] => [
      part(
        `rope_${s + 1}`,
        {
          capsule: [
            [dx - 0.08, y, z],
            [dx + 0.08, y, z],
          ],
          r: 0.0055,
        },
        'plastic',
        { color, answersTo: ['licorice', 'rope', 'twist'] },
      ),
      // The twist: a leaning ridge at every turn of the rope.
      part(`twist_${s + 1}`, { ellipsoid: [0.0022, 0.0068, 0.0068] }, 'plastic', {
        turn: [0, 30, 0],
        at: [dx - 0.074, y, z],
        copies: Array.from({ length: 14 }, (_, k) => [(k + 1) * 0.0114, 0, 0] as V3),
        color,
        answersTo: ['licorice', 'rope', 'twist'],
      }),
    ]),
  },
  {
    // Chocolate truffles: cocoa-dusted balls of ganache, each in a fluted paper cup.
    kind: 'chocolate truffle',
    nouns: ['chocolate truffle', 'chocolate truffles', 'truffle', 'truffles'],
    size: [0.04, 0.09],
    parts: (
      [
        [-0.021, 0.0, 0.012, 0x4a2a1a],
        [0.021, 0.0, 0.012, 0x2e1a12],
        [0.0, 0.0, -0.024, 0x6a4028],
      ] as const
    ).flatMap(([x, y, z, color], i): PartDecl[] => [
      part(`cup_${i + 1}`, { cyl: 0.012, r: 0.014, rTop: 0.02 }, 'paper', {
        at: [x, y, z],
        color: 0x8a5a3a,
        role: 'fixed',
        answersTo: ['cup', 'paper'],
      }),
      part(`truffle_${i + 1}`, { ball: 0.0175 }, 'stone', {
        at: [x, y + 0.022, z],
        color,
        answersTo: ['truffle', 'chocolate'],
      }),
    ]),
  },
  {
    // Dates heaped in a saucer: oblong, glossy, deep red-brown and wrinkled.
    kind: 'date',
    nouns: ['date', 'dates', 'date fruit', 'medjool date', 'medjool dates', 'dried dates'],
    size: [0.045, 0.14],
    parts: [
      plate(0.07),
      ...(
        [
          [0, 0.021, 0, 10],
          [0.035, 0.021, 0.014, 70],
          [-0.035, 0.021, 0.01, 110],
          [0.008, 0.021, 0.036, 160],
          [-0.006, 0.021, -0.036, 30],
          [0.004, 0.038, 0.012, 130],
        ] as const
      ).flatMap(([x, y, z, yaw], i): PartDecl[] => [
        part(`date_${i + 1}`, { ellipsoid: [0.021, 0.0095, 0.0105] }, 'plastic', {
          turn: [0, yaw, 0],
          at: [x, y, z],
          color: 0x5a2414,
          answersTo: ['date', 'dates', 'fruit'],
        }),
        part(`wrinkle_${i + 1}`, { ellipsoid: [0.016, 0.0098, 0.0085] }, 'plastic', {
          turn: [0, yaw + 12, 8],
          at: [x, y + 0.001, z],
          color: 0x4a1c10,
          role: 'detail',
          answersTo: ['date', 'dates'],
        }),
      ]),
    ],
  },
  {
    // Pistachios: beige shells split open at the top, the green kernel showing in the gap.
    kind: 'pistachio',
    nouns: ['pistachio', 'pistachios', 'pistachio nut', 'pistachio nuts'],
    size: [0.04, 0.12],
    parts: [
      plate(0.06, 0x2a5a8a),
      ...(
        [
          [0, 0.02, 0, 10],
          [0.026, 0.02, 0.012, 70],
          [-0.026, 0.02, 0.01, 120],
          [0.006, 0.02, 0.028, 160],
          [-0.004, 0.02, -0.027, 40],
          [0.012, 0.034, 0.008, 100],
        ] as const
      ).flatMap(([x, y, z, yaw], i): PartDecl[] => [
        part(`shell_${i + 1}`, { ellipsoid: [0.013, 0.0085, 0.0085] }, 'plain', {
          turn: [0, yaw, 0],
          at: [x, y, z],
          minus: [{ shape: { box: [0.03, 0.012, 0.0075] }, at: [x, y + 0.003, z] }],
          color: 0xc8aa78,
          answersTo: ['shell', 'shells'],
        }),
        part(`kernel_${i + 1}`, { ellipsoid: [0.0105, 0.0085, 0.0048] }, 'plain', {
          turn: [0, yaw, 0],
          at: [x, y + 0.0015, z],
          color: 0x7a9e2a,
          role: 'accent',
          answersTo: ['kernel', 'nut'],
        }),
      ]),
    ],
  },
  // --- Sausages and cured meats: each was one grilled steak. ---
  {
    // Bratwurst and other sausages: three plump browned links side by side on a board,
    // grill-marked, a dab of mustard beside.
    kind: 'bratwurst',
    nouns: [
      'bratwurst',
      'bratwursts',
      'weisswurst',
      'kielbasa',
      'andouille',
      'bangers',
      'sausage links',
      'link sausage',
      'boerewors',
      'cumberland sausage',
    ],
    size: [0.045, 0.24],
    looks: { chorizo: CHORIZO, chorizos: CHORIZO, andouille: CHORIZO },
    parts: [
      board(0.24, 0.13),
      ...[-0.032, 0, 0.032].map((z, i) =>
        link(`sausage_${i + 1}`, [-0.075, 0.0265, z], [0.075, 0.0265, z], 0.013, 0xa8582e),
      ),
      part('grill', { box: [0.004, 0.003, 0.09] }, 'plain', {
        turn: [0, 20, 0],
        at: [-0.04, 0.0385, 0],
        copies: [
          [0.04, 0, 0],
          [0.08, 0, 0],
        ],
        color: 0x3a1a0a,
        role: 'fixed',
        answersTo: ['grill marks'],
      }),
      part('mustard', { ellipsoid: [0.014, 0.005, 0.012] }, 'plastic', {
        at: [0.098, 0.017, 0.035],
        color: 0xe8b81a,
        role: 'fixed',
        answersTo: ['mustard'],
      }),
    ],
  },
  {
    // Pepperoni: a thin dark-red stick with a row of its small round slices fanned in front.
    kind: 'pepperoni',
    nouns: ['pepperoni', 'pepperoni stick', 'pepperoni slices', 'pepperonis'],
    size: [0.04, 0.24],
    parts: [
      board(0.24, 0.12),
      part(
        'stick',
        {
          capsule: [
            [-0.1, 0.028, -0.025],
            [0.06, 0.028, -0.025],
          ],
          r: 0.012,
        },
        'plastic',
        {
          color: 0x8a1e16,
          answersTo: ['stick', 'sausage', 'casing'],
        },
      ),
      part('end', { cyl: 0.002, r: 0.0115 }, 'plain', {
        turn: [0, 0, 90],
        at: [0.072, 0.028, -0.025],
        color: 0xc8423a,
        role: 'accent',
        answersTo: ['slice'],
      }),
      part('slice', { cyl: 0.003, r: 0.012 }, 'plain', {
        turn: [12, 0, 0],
        ...from([
          [-0.075, 0.016, 0.03],
          [-0.053, 0.018, 0.03],
          [-0.031, 0.02, 0.03],
          [-0.009, 0.022, 0.03],
          [0.013, 0.024, 0.03],
          [0.035, 0.026, 0.03],
        ]),
        color: 0xc23a30,
        role: 'accent',
        answersTo: ['slice', 'slices'],
      }),
      part('fleck', { ball: 0.0022 }, 'plain', {
        ...from([
          [-0.072, 0.0195, 0.032],
          [-0.05, 0.0215, 0.026],
          [-0.028, 0.0235, 0.033],
          [-0.006, 0.0255, 0.027],
          [0.016, 0.0275, 0.032],
          [0.038, 0.0295, 0.028],
        ]),
        color: 0xf0d8c8,
        role: 'fixed',
        answersTo: ['fat'],
      }),
    ],
  },
  {
    // Prosciutto: paper-thin rose-pink ribbons edged with white fat, draped in folds.
    kind: 'prosciutto',
    nouns: ['prosciutto', 'parma ham', 'serrano ham', 'jamon', 'jamon serrano', 'cured ham'],
    size: [0.04, 0.26],
    parts: [
      board(0.26, 0.14),
      ...[0, 1, 2, 3].flatMap((k): PartDecl[] => {
        const x = -0.075 + k * 0.05;
        const pts = (dz: number): V3[] =>
          Array.from({ length: 9 }, (_, j): V3 => {
            const t = j / 8;
            return [
              x + Math.sin(t * 3 * Math.PI) * 0.014,
              0.02 + Math.sin(t * Math.PI) * 0.008,
              -0.05 + t * 0.1 + dz,
            ];
          });
        return [
          part(`ribbon_${k + 1}`, { sweep: pts(0), r: 0.0065 }, 'plastic', {
            color: 0xd86a6a,
            answersTo: ['ham', 'slice', 'meat'],
          }),
          part(
            `fat_${k + 1}`,
            { sweep: pts(0).map((p) => [p[0] + 0.009, p[1], p[2]] as V3), r: 0.0042 },
            'plain',
            {
              color: 0xf8eee6,
              role: 'fixed',
              answersTo: ['fat'],
            },
          ),
        ];
      }),
    ],
  },
  {
    // Jerky: dark, dry, twisted strips of meat lying across each other.
    kind: 'jerky',
    nouns: ['jerky', 'beef jerky', 'biltong', 'jerked meat'],
    size: [0.025, 0.2],
    parts: [
      ...(
        [
          [0, 0.004, -0.02, 10],
          [0, 0.004, 0.02, -8],
          [0.01, 0.011, 0, 40],
          [-0.01, 0.011, 0.006, -35],
        ] as const
      ).map(([x, y, z, yaw], i) =>
        part(
          `strip_${i + 1}`,
          {
            extrude: [
              [-0.085, -0.003],
              [-0.04, -0.004],
              [0.02, -0.0025],
              [0.085, -0.0035],
              [0.08, 0.003],
              [0.03, 0.004],
              [-0.05, 0.0025],
              [-0.08, 0.0035],
            ],
            depth: 0.022,
            round: 0.001,
          },
          'stone',
          {
            turn: [0, yaw, 0],
            at: [x, y, z],
            color: 0x4a2216,
            answersTo: ['jerky', 'strip', 'meat'],
          },
        ),
      ),
    ],
  },
  // --- Pasta: gnocchi were a dumpling. ---
  {
    // Gnocchi: small ridged potato pillows heaped on a dark plate, a little butter and sage.
    kind: 'gnocchi',
    nouns: ['gnocchi', 'gnocco', 'potato gnocchi'],
    size: [0.04, 0.17],
    parts: [
      plate(0.085, 0x34435c),
      ...(
        [
          [0, 0, 10],
          [0.03, 0.012, 70],
          [-0.03, 0.015, 130],
          [0.01, 0.035, 40],
          [-0.01, -0.034, 100],
          [0.036, -0.026, 160],
          [-0.036, -0.02, 20],
          [0.012, 0.004, 120],
          [-0.016, 0.018, 60],
        ] as const
      ).flatMap(([x, z, yaw], i): PartDecl[] => {
        const y = i >= 7 ? 0.036 : 0.021;
        return [
          part(`gnocco_${i + 1}`, { ellipsoid: [0.016, 0.0105, 0.011] }, 'plain', {
            turn: [0, yaw, 0],
            at: [x, y, z],
            color: 0xf0d488,
            answersTo: ['gnocchi', 'pasta'],
          }),
          part(`ridge_${i + 1}`, { box: [0.0025, 0.004, 0.018] }, 'plain', {
            turn: [0, yaw, 0],
            at: [x, y + 0.007, z],
            copies: [
              [
                Math.cos((yaw * Math.PI) / 180) * 0.008,
                0,
                -Math.sin((yaw * Math.PI) / 180) * 0.008,
              ],
            ],
            color: 0xc8a860,
            role: 'detail',
            answersTo: ['ridges'],
          }),
        ];
      }),
    ],
  },
];
