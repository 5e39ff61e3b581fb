/**
 * Foods by family, each member by its telling look (issue #32, session 23, F;
 * docs/decisions.md "Foods by family"): the pasta shapes that were all one plate of
 * spaghetti (penne's hollow tubes, farfalle's bows, ravioli's crimped squares, tortellini's
 * rings, macaroni's elbows, fusilli's spirals), the meat cuts that were all one steak
 * (brisket's barked slab and slices, pastrami's peppered slices, a rack of ribs with its
 * bones), and things that were unknown or another thing: raisins, gumdrops, a crumpet's holes,
 * giblets, a gizzard, chives with their flower, a leek. Declared as data (library/declare.ts).
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { FOOD_FAMILY_MORE_KINDS } from './food-families-more.ts';
import { part } from './part-shorthand.ts';

/** Durum pasta's pale gold. */
const PASTA = 0xecc05a;

/** A plate under a dish (white unless told); its top is at y = 0.012. */
function plate(r = 0.12, color = 0xf6f4ee): PartDecl {
  return part('plate', { cyl: 0.012, r: r * 0.8, rTop: r }, 'ceramic', {
    color,
    role: 'fixed',
    answersTo: ['dish'],
  });
}

/** A wooden board under cut meat; its top is at y = 0.016. */
function board(w: number, d: number): PartDecl {
  return part('board', { box: [w, 0.016, d], round: 0.004 }, 'wood', {
    color: 0xb8864e,
    role: 'fixed',
    answersTo: ['board', 'cutting board'],
  });
}

/** Where pieces lie on a plate: a first layer in a ring and a second on top (y of the plate). */
const HEAP: readonly (readonly [number, number, number, number])[] = [
  // x, z, layer, yaw (degrees)
  [0, 0, 0, 10],
  [0.045, 0.012, 0, 70],
  [-0.042, 0.02, 0, 130],
  [0.012, 0.05, 0, 40],
  [-0.01, -0.048, 0, 100],
  [0.05, -0.035, 0, 160],
  [-0.05, -0.03, 0, 20],
  [0.008, 0.005, 1, 120],
  [-0.02, 0.022, 1, 60],
  [0.025, -0.018, 1, 170],
];

/** A dark plate for pasta, so pale pieces show against it. */
const pastaPlate = (): PartDecl => plate(0.085, 0x34435c);

/** One piece of pasta per heap place: `piece` builds its parts at a centre and yaw. */
function heap(
  layerHeight: number,
  piece: (c: V3, yaw: number, i: number) => PartDecl[],
  n = HEAP.length,
): PartDecl[] {
  return HEAP.slice(0, n).flatMap(([x, z, layer, yaw], i) =>
    piece([x * 0.8, 0.012 + layerHeight * (layer + 0.5) - 0.0008, z * 0.8], yaw, i + 1),
  );
}

/** A penne: a hollow tube lying on its side, `yaw` degrees about Y. */
function penne(c: V3, yaw: number, i: number): PartDecl[] {
  const len = 0.042;
  const a = (yaw * Math.PI) / 180;
  return [
    part(`penne_${i}`, { cyl: len, r: 0.0062 }, 'plain', {
      turn: [90, yaw, 0],
      at: [c[0] - (Math.sin(a) * len) / 2, c[1], c[2] - (Math.cos(a) * len) / 2],
      minus: [{ shape: { cyl: len * 1.4, r: 0.0042 }, at: [0, -len * 0.2, 0] }],
      color: PASTA,
      answersTo: ['pasta', 'penne'],
    }),
  ];
}

/** A macaroni elbow lying flat: a bent tube, a third of a small ring. */
function elbow(c: V3, yaw: number, i: number): PartDecl[] {
  return [
    part(`macaroni_${i}`, { ring: 0.011, r: 0.0045, arc: 150 }, 'plain', {
      turn: [90, yaw, 0],
      at: c,
      color: PASTA,
      answersTo: ['pasta', 'macaroni'],
    }),
  ];
}

/**
 * A fusilli spiral: a core with a leaning ridge at every turn, like a screw's thread (a swept
 * helix drew the same but took seconds to build).
 */
function fusilli(c: V3, yaw: number, i: number): PartDecl[] {
  const a = (yaw * Math.PI) / 180;
  const dir: V3 = [Math.cos(a), 0, -Math.sin(a)];
  const len = 0.042;
  const end = (k: number): V3 => [c[0] + dir[0] * len * k, c[1], c[2] + dir[2] * len * k];
  return [
    part(`fusilli_${i}`, { capsule: [end(-0.5), end(0.5)], r: 0.0032 }, 'plain', {
      color: PASTA,
      answersTo: ['pasta', 'fusilli'],
    }),
    part(`thread_${i}`, { ellipsoid: [0.0015, 0.0062, 0.0062] }, 'plain', {
      turn: [0, yaw + 28, 0],
      at: end(-0.42),
      copies: [1, 2, 3, 4, 5].map((k) => [dir[0] * k * 0.0071, 0, dir[2] * k * 0.0071] as V3),
      color: PASTA,
      answersTo: ['pasta', 'fusilli'],
    }),
  ];
}

/** The bow tie of a farfalle, as an outline in its own plane. */
const BOW: readonly V2[] = [
  [-0.021, -0.014],
  [-0.004, -0.005],
  [0.004, -0.005],
  [0.021, -0.014],
  [0.023, -0.007],
  [0.021, 0],
  [0.023, 0.007],
  [0.021, 0.014],
  [0.004, 0.005],
  [-0.004, 0.005],
  [-0.021, 0.014],
  [-0.023, 0.007],
  [-0.021, 0],
  [-0.023, -0.007],
];

/** A farfalle lying flat: the bow and its pinched knot. */
function farfalle(c: V3, yaw: number, i: number): PartDecl[] {
  return [
    part(`bow_${i}`, { extrude: BOW, depth: 0.0035, round: 0.001 }, 'plain', {
      turn: [90, yaw, 0],
      at: c,
      color: PASTA,
      answersTo: ['pasta', 'farfalle'],
    }),
    part(`knot_${i}`, { ellipsoid: [0.0045, 0.0042, 0.0075] }, 'plain', {
      turn: [0, yaw, 0],
      at: c,
      color: 0xe8bf60,
      answersTo: ['pasta', 'farfalle'],
    }),
  ];
}

/** A tortellino lying flat: a plump ring folded round, its filled belly at the join. */
function tortellino(c: V3, yaw: number, i: number): PartDecl[] {
  const a = (yaw * Math.PI) / 180;
  return [
    part(`ring_${i}`, { ring: 0.0085, r: 0.0058, arc: 290, from: 35 }, 'plain', {
      turn: [90, yaw, 0],
      at: c,
      color: PASTA,
      answersTo: ['pasta', 'tortellini'],
    }),
    part(`belly_${i}`, { ellipsoid: [0.0075, 0.0062, 0.0075] }, 'plain', {
      at: [c[0] + Math.cos(a) * 0.0085, c[1], c[2] - Math.sin(a) * 0.0085],
      color: PASTA,
      answersTo: ['pasta', 'tortellini'],
    }),
  ];
}

/** A ravioli's crimped square: `teeth` notches a side, as a footprint. */
function crimped(half: number, teeth: number, depth: number): V2[] {
  const pts: V2[] = [];
  const corners: V2[] = [
    [-half, -half],
    [half, -half],
    [half, half],
    [-half, half],
  ];
  corners.forEach((from, k) => {
    const to = corners[(k + 1) % 4]!;
    const nx = (to[1] - from[1]) / (2 * half);
    const nz = -(to[0] - from[0]) / (2 * half);
    for (let j = 0; j < teeth * 2; j++) {
      const t = j / (teeth * 2);
      const inset = j % 2 === 1 ? depth : 0;
      pts.push([
        from[0] + (to[0] - from[0]) * t - nx * inset,
        from[1] + (to[1] - from[1]) * t - nz * inset,
      ]);
    }
  });
  return pts;
}

const RAVIOLI_EDGE = crimped(0.021, 7, 0.0025);

/** Raisins (and dates) are wrinkled: two lumps each, one turned across the other. */
function lumps(
  name: string,
  spots: readonly V3[],
  r: V3,
  color: number,
  shade: number,
  answersTo: readonly string[],
): PartDecl[] {
  const [first, ...rest] = spots as [V3, ...V3[]];
  const copies = rest.map((p) => [p[0] - first[0], p[1] - first[1], p[2] - first[2]] as V3);
  return [
    part(name, { ellipsoid: r }, 'plain', { at: first, copies, color, answersTo }),
    part(`${name}_fold`, { ellipsoid: [r[0] * 0.7, r[1] * 0.9, r[2] * 1.05] }, 'plain', {
      turn: [0, 50, 0],
      at: [first[0] + r[0] * 0.3, first[1] + r[1] * 0.12, first[2]],
      copies,
      color: shade,
      role: 'accent',
      answersTo,
    }),
  ];
}

/** Spots for small things heaped in a saucer (top at 0.012), `r` their half-height. */
function saucerHeap(h: number, spread: number): V3[] {
  const ring = (n: number, rad: number, y: number, start: number): V3[] =>
    Array.from({ length: n }, (_, i) => {
      const a = ((start + (360 * i) / n) * Math.PI) / 180;
      return [Math.cos(a) * rad, y, Math.sin(a) * rad] as V3;
    });
  return [
    [0, 0.012 + h * 0.8, 0],
    ...ring(6, spread, 0.012 + h * 0.8, 10),
    ...ring(9, spread * 2, 0.012 + h * 0.8, 25),
    ...ring(4, spread * 0.9, 0.012 + h * 2.3, 40),
    [0, 0.012 + h * 3.4, 0],
  ];
}

/** A small saucer; its top is at 0.012. */
function saucer(r: number): PartDecl {
  return part('dish', { cyl: 0.012, r: r * 0.75, rTop: r }, 'ceramic', {
    color: 0xf4f1ea,
    role: 'fixed',
    answersTo: ['plate', 'bowl'],
  });
}

const FIRST_FOOD_FAMILY_KINDS: readonly KindDecl[] = [
  // --- Pasta: one plate of spaghetti stood for every shape (ravioli, penne, farfalle). ---
  {
    kind: 'penne',
    nouns: ['penne', 'penne pasta'],
    size: [0.035, 0.17],
    parts: [pastaPlate(), ...heap(0.0124, penne)],
  },
  {
    kind: 'macaroni',
    nouns: ['macaroni', 'macaronis', 'elbow macaroni', 'elbow pasta', 'elbows'],
    size: [0.035, 0.17],
    parts: [pastaPlate(), ...heap(0.009, elbow)],
  },
  {
    kind: 'fusilli',
    nouns: ['fusilli', 'rotini', 'spiral pasta', 'rotelle'],
    size: [0.035, 0.17],
    parts: [pastaPlate(), ...heap(0.0132, fusilli)],
  },
  {
    kind: 'farfalle',
    nouns: ['farfalle', 'bow tie pasta', 'bowtie pasta', 'bow-tie pasta', 'butterfly pasta'],
    size: [0.035, 0.17],
    parts: [pastaPlate(), ...heap(0.0085, farfalle)],
  },
  {
    kind: 'tortellini',
    nouns: ['tortellini', 'tortellino', 'tortelloni'],
    size: [0.035, 0.17],
    parts: [pastaPlate(), ...heap(0.0116, tortellino)],
  },
  {
    // Four crimped squares, each puffed over its filling, a spoon of tomato sauce and a leaf.
    kind: 'ravioli',
    nouns: ['ravioli', 'raviolo', 'raviolis', 'agnolotti'],
    size: [0.04, 0.17],
    parts: [
      pastaPlate(),
      ...(
        [
          [-0.023, -0.023, 8],
          [0.024, -0.021, -6],
          [-0.021, 0.025, -10],
          [0.025, 0.024, 5],
        ] as const
      ).flatMap(([x, z, yaw], i): PartDecl[] => [
        part(`ravioli_${i + 1}`, { plan: RAVIOLI_EDGE, height: 0.005 }, 'plain', {
          turn: [0, yaw, 0],
          at: [x, 0.0115, z],
          color: 0xf2d690,
          answersTo: ['pasta', 'ravioli', 'edge'],
        }),
        part(`filling_${i + 1}`, { ellipsoid: [0.0145, 0.0085, 0.0145] }, 'plain', {
          at: [x, 0.0155, z],
          color: 0xf4da98,
          answersTo: ['pasta', 'ravioli'],
        }),
      ]),
      part('sauce', { ellipsoid: [0.016, 0.006, 0.014] }, 'plain', {
        at: [0, 0.021, 0],
        color: 0xc8321e,
        role: 'accent',
        answersTo: ['sauce', 'tomato sauce'],
      }),
      part('basil', { ellipsoid: [0.007, 0.0025, 0.013] }, 'leaf', {
        turn: [0, 30, 0],
        at: [0.004, 0.027, 0.002],
        color: 0x3a8a2a,
        role: 'fixed',
        answersTo: ['leaf', 'basil'],
      }),
    ],
  },
  // --- Meat cuts: one grilled steak stood for brisket, pastrami and the rest. ---
  {
    // A smoked brisket: a thick slab with a near-black bark, three slices cut from its end
    // lying in front, each showing its pink smoke ring and a white seam of fat.
    kind: 'brisket',
    nouns: ['brisket', 'beef brisket', 'smoked brisket'],
    size: [0.08, 0.34],
    parts: [
      board(0.34, 0.2),
      part('slab', { box: [0.17, 0.062, 0.11], round: 0.018 }, 'plain', {
        at: [-0.07, 0.014, -0.03],
        color: 0x2e1a12,
        answersTo: ['bark', 'meat', 'brisket'],
      }),
      part('cut_face', { box: [0.004, 0.05, 0.096], round: 0.002 }, 'plain', {
        at: [0.0165, 0.019, -0.03],
        color: 0x8a4a3a,
        role: 'accent',
        answersTo: ['meat'],
      }),
      ...[0, 1, 2].flatMap((k): PartDecl[] => {
        const x = 0.05 + k * 0.035;
        const y = 0.016 + k * 0.004;
        return [
          part(`slice_${k + 1}`, { box: [0.05, 0.012, 0.1], round: 0.003 }, 'plain', {
            turn: [0, 0, k === 2 ? 0 : 8],
            at: [x, y - 0.001, 0.03],
            color: 0x2e1a12,
            answersTo: ['slice', 'bark'],
          }),
          part(`slice_face_${k + 1}`, { box: [0.044, 0.0024, 0.088] }, 'plain', {
            turn: [0, 0, k === 2 ? 0 : 8],
            at: [x, y + 0.0105, 0.03],
            color: 0xa65a48,
            role: 'accent',
            answersTo: ['slice', 'meat'],
          }),
          part(`fat_${k + 1}`, { box: [0.044, 0.0028, 0.01] }, 'plain', {
            turn: [0, 0, k === 2 ? 0 : 8],
            at: [x, y + 0.0108, 0.062],
            color: 0xf2e6d0,
            role: 'fixed',
            answersTo: ['fat'],
          }),
        ];
      }),
    ],
  },
  {
    // Pastrami: thin deep-red slices fanned on a board, each rimmed in black pepper.
    kind: 'pastrami',
    nouns: ['pastrami', 'montreal smoked meat'],
    size: [0.05, 0.3],
    parts: [
      board(0.3, 0.18),
      ...[0, 1, 2, 3, 4].flatMap((k): PartDecl[] => {
        const at: V3 = [-0.08 + k * 0.038, 0.0155 + k * 0.0028, 0.0];
        const turn: V3 = [0, 0, -4];
        return [
          part(`rim_${k + 1}`, { ellipsoid: [0.05, 0.004, 0.036] }, 'plain', {
            turn,
            at,
            color: 0x2a1612,
            role: 'accent',
            answersTo: ['pepper', 'crust', 'rim'],
          }),
          part(`slice_${k + 1}`, { ellipsoid: [0.046, 0.0045, 0.032] }, 'plain', {
            turn,
            at: [at[0], at[1] + 0.0012, at[2]],
            color: 0x9a3232,
            answersTo: ['slice', 'meat'],
          }),
          part(`marbling_${k + 1}`, { box: [0.05, 0.0012, 0.005] }, 'plain', {
            turn: [0, 25, -4],
            at: [at[0], at[1] + 0.0043, at[2] + 0.01],
            color: 0xf0d0c8,
            role: 'fixed',
            answersTo: ['fat'],
          }),
        ];
      }),
    ],
  },
  {
    // A rack of ribs: a long glazed slab, grill marks across it and a bone end showing from
    // its front edge at every rib.
    kind: 'rack of ribs',
    nouns: [
      'rack of ribs',
      'spare ribs',
      'spareribs',
      'baby back ribs',
      'barbecue ribs',
      'bbq ribs',
      'pork ribs',
      'beef ribs',
    ],
    size: [0.06, 0.3],
    parts: [
      board(0.3, 0.16),
      part('rack', { box: [0.25, 0.032, 0.1], round: 0.012 }, 'plain', {
        at: [0, 0.014, -0.01],
        color: 0x7a2a14,
        answersTo: ['meat', 'glaze', 'rack'],
      }),
      part('glaze', { box: [0.23, 0.004, 0.082], round: 0.002 }, 'plastic', {
        at: [0, 0.0435, -0.01],
        color: 0x8a2e12,
        role: 'accent',
        answersTo: ['glaze', 'sauce'],
      }),
      part(
        'bone',
        {
          capsule: [
            [0, 0.028, 0.02],
            [0, 0.028, 0.062],
          ],
          r: 0.0058,
        },
        'plain',
        {
          at: [-0.105, 0, 0],
          copies: [1, 2, 3, 4, 5, 6].map((k) => [k * 0.035, 0, 0] as V3),
          color: 0xf0e4cc,
          role: 'fixed',
          answersTo: ['bone', 'bones', 'rib'],
        },
      ),
      part('grill_mark', { box: [0.006, 0.002, 0.09] }, 'plain', {
        turn: [0, 30, 0],
        at: [-0.08, 0.0465, -0.01],
        copies: [1, 2, 3, 4].map((k) => [k * 0.04, 0, 0] as V3),
        color: 0x2a1008,
        role: 'fixed',
        answersTo: ['grill marks'],
      }),
    ],
  },
  {
    // Giblets on a plate: the gizzard's two dark lobes, the small pointed heart, a glossy
    // lobe of liver and the neck in its segments.
    kind: 'giblets',
    nouns: ['giblets', 'giblet', 'chicken giblets', 'turkey giblets'],
    size: [0.045, 0.24],
    parts: [
      plate(),
      part('gizzard', { ellipsoid: [0.022, 0.015, 0.018] }, 'plain', {
        at: [-0.04, 0.024, -0.02],
        copies: [[0.03, 0, 0.006]],
        color: 0x8a2e2a,
        answersTo: ['gizzard'],
      }),
      part('heart', { cyl: 0.03, r: 0.0035, rTop: 0.013 }, 'plain', {
        turn: [0, 0, 75],
        at: [0.045, 0.016, -0.03],
        color: 0x9a2a34,
        answersTo: ['heart'],
      }),
      part('liver', { ellipsoid: [0.034, 0.008, 0.022] }, 'plastic', {
        turn: [0, 25, 0],
        at: [0.02, 0.0175, 0.035],
        color: 0x5a1a1c,
        role: 'accent',
        answersTo: ['liver'],
      }),
      part(
        'neck',
        {
          sweep: [
            [-0.07, 0.019, 0.03],
            [-0.05, 0.02, 0.045],
            [-0.025, 0.019, 0.055],
            [-0.005, 0.019, 0.06],
          ],
          r: [0.008, 0.009, 0.009, 0.007],
        },
        'plain',
        { color: 0xd89a88, role: 'fixed', answersTo: ['neck'] },
      ),
    ],
  },
  {
    // A gizzard: two rounded dark-red muscle lobes either side of a silvery band of gristle.
    kind: 'gizzard',
    nouns: ['gizzard', 'gizzards', 'chicken gizzard', 'chicken gizzards'],
    size: [0.05, 0.16],
    parts: [
      plate(0.08),
      part('lobe', { ellipsoid: [0.03, 0.022, 0.026] }, 'plain', {
        at: [-0.026, 0.032, 0],
        copies: [[0.052, 0, 0]],
        color: 0x8e2e2a,
        answersTo: ['gizzard', 'muscle'],
      }),
      part('gristle', { ellipsoid: [0.014, 0.022, 0.027] }, 'plastic', {
        at: [0, 0.033, 0],
        color: 0xd8d2cc,
        role: 'accent',
        answersTo: ['skin', 'gristle'],
      }),
    ],
  },
  // --- Dried fruit and sweets that were unknown. ---
  {
    // Raisins heaped in a saucer: small, dark, wrinkled.
    kind: 'raisin',
    nouns: ['raisin', 'raisins', 'sultana', 'sultanas'],
    size: [0.04, 0.13],
    parts: [
      saucer(0.065),
      ...lumps('raisin', saucerHeap(0.0055, 0.014), [0.0085, 0.0055, 0.006], 0x3a1a20, 0x2a1016, [
        'raisin',
        'raisins',
      ]),
    ],
  },
  {
    // Gumdrops: sugared domes of coloured jelly, flat below, three side by side and one on top.
    kind: 'gumdrop',
    nouns: ['gumdrop', 'gumdrops', 'gum drop', 'gum drops', 'jujube candy'],
    size: [0.045, 0.07],
    parts: (
      [
        [[-0.0185, 0, 0.008], 0xd82a2a],
        [[0.0185, 0, 0.008], 0x2aa83a],
        [[0, 0, -0.016], 0xf08a1a],
        [[0, 0.0165, 0.002], 0x7a3ac8],
      ] as const
    ).map(([at, color], i) =>
      part(
        `gumdrop_${i + 1}`,
        {
          lathe: [
            [0, 0],
            [0.0125, 0],
            [0.0132, 0.004],
            [0.0112, 0.013],
            [0.0068, 0.019],
            [0, 0.0205],
          ],
          smooth: true,
        },
        'plastic',
        {
          turn: i === 3 ? [12, 0, 0] : [0, 0, 0],
          at: [...at] as V3,
          color,
          answersTo: ['gumdrop', 'candy', 'sugar'],
        },
      ),
    ),
  },
  {
    // A crumpet on a plate: a thick pale round, its golden top pitted all over with holes,
    // a pat of butter melting on it.
    kind: 'crumpet',
    nouns: ['crumpet', 'crumpets', 'pikelet'],
    size: [0.04, 0.16],
    parts: [
      plate(0.08),
      part('body', { cyl: 0.02, r: 0.046 }, 'plain', {
        at: [0, 0.011, 0],
        color: 0xe8d09a,
        answersTo: ['crumpet', 'sides'],
      }),
      part('top', { cyl: 0.0025, r: 0.045 }, 'plain', {
        at: [0, 0.0305, 0],
        color: 0xc68a42,
        role: 'accent',
        answersTo: ['top'],
      }),
      part('hole', { cyl: 0.0012, r: 0.0032 }, 'plain', {
        at: [0, 0.0326, 0],
        copies: [
          ...[0, 1, 2, 3, 4, 5, 6].map((k): V3 => {
            const a = (k * 2 * Math.PI) / 7;
            return [Math.cos(a) * 0.018, 0, Math.sin(a) * 0.018];
          }),
          ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((k): V3 => {
            const a = ((k + 0.5) * 2 * Math.PI) / 12;
            return [Math.cos(a) * 0.034, 0, Math.sin(a) * 0.034];
          }),
        ],
        color: 0x5a3618,
        role: 'fixed',
        answersTo: ['holes'],
      }),
      part('butter', { box: [0.018, 0.005, 0.016], round: 0.002 }, 'plain', {
        turn: [0, 20, 0],
        at: [0.006, 0.0322, 0.004],
        color: 0xf6dc6a,
        role: 'fixed',
        answersTo: ['butter'],
      }),
    ],
  },
  // --- Herbs and alliums: a chive was a daisy, a leek a flower. ---
  {
    // A bunch of chives on a board: long thin hollow green stems tied with string, one
    // stem ending in its round lilac flower.
    kind: 'chives',
    nouns: ['chives', 'chive', 'bunch of chives'],
    size: [0.04, 0.3],
    parts: [
      board(0.3, 0.09),
      ...[-0.012, -0.006, 0, 0.006, 0.012, -0.009, -0.003, 0.003, 0.009].map((z, k) => {
        const up = k >= 5 ? 0.004 : 0;
        const len = 0.11 + ((k * 37) % 5) * 0.006;
        return part(
          `stem_${k + 1}`,
          {
            capsule: [
              [-0.12, 0.0185 + up, z * 0.6],
              [len, 0.0185 + up, z * (1.6 + (k % 3) * 0.4)],
            ],
            r: 0.0024,
          },
          'leaf',
          { color: 0x2f7a2c, answersTo: ['stem', 'stems', 'chive'] },
        );
      }),
      part('tie', { ring: 0.01, r: 0.0016 }, 'fabric', {
        turn: [0, 90, 0],
        at: [-0.06, 0.0205, 0],
        color: 0xd8c8a0,
        role: 'fixed',
        answersTo: ['string', 'tie'],
      }),
      part('flower', { ball: 0.011 }, 'plain', {
        at: [0.13, 0.026, 0.02],
        color: 0xb07ac8,
        role: 'accent',
        answersTo: ['flower', 'blossom'],
      }),
    ],
  },
  {
    // A leek lying down: a thick white shaft with its roots, paling to green, then broad
    // dark blue-green leaves fanning out flat.
    kind: 'leek',
    nouns: ['leek', 'leeks'],
    size: [0.05, 0.42],
    parts: [
      part(
        'shaft',
        {
          capsule: [
            [-0.16, 0.026, 0],
            [0.02, 0.026, 0],
          ],
          r: 0.025,
        },
        'plain',
        { color: 0xf2f0e0, answersTo: ['stalk', 'white'] },
      ),
      part(
        'neck',
        {
          capsule: [
            [0.0, 0.026, 0],
            [0.07, 0.026, 0],
          ],
          r: 0.024,
          r2: 0.02,
        },
        'plain',
        { color: 0xb8d48a, role: 'accent', answersTo: ['stalk'] },
      ),
      ...[-24, -8, 8, 24].map((yaw, k) =>
        part(
          `leaf_${k + 1}`,
          {
            extrude: [
              [0, -0.016],
              [0.17, -0.024],
              [0.21, 0],
              [0.17, 0.024],
              [0, 0.016],
            ],
            depth: 0.004,
          },
          'leaf',
          {
            turn: [90, yaw, 0],
            at: [0.06, 0.02 + k * 0.005, 0],
            color: k % 2 === 0 ? 0x2e5a3a : 0x3a6a44,
            answersTo: ['leaves', 'leaf', 'green'],
          },
        ),
      ),
      part(
        'root',
        {
          capsule: [
            [-0.18, 0.026, 0],
            [-0.205, 0.016, 0],
          ],
          r: 0.0016,
        },
        'plain',
        {
          copies: [
            [0, 0.006, 0.008],
            [0, 0.01, -0.007],
            [0, -0.006, 0.004],
            [0, 0.002, -0.012],
            [0, -0.004, 0.012],
          ],
          color: 0xd8ccb0,
          role: 'fixed',
          answersTo: ['roots'],
        },
      ),
      part('base', { ellipsoid: [0.007, 0.022, 0.022] }, 'plain', {
        at: [-0.178, 0.026, 0],
        color: 0xcfc4a4,
        role: 'fixed',
        answersTo: ['roots'],
      }),
    ],
  },
];

export const FOOD_FAMILY_KINDS: readonly KindDecl[] = [
  ...FIRST_FOOD_FAMILY_KINDS,
  ...FOOD_FAMILY_MORE_KINDS,
];
