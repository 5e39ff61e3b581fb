/**
 * Places and furniture parts (issue #32, session 23, H): a place people name as a scene is a
 * small diorama on its own ground, as the places of session 16 are (kinds/declared/places.ts)
 * — a courtyard walled round a fountain, a terrace of paving with a table under a parasol, a
 * landfill's heap of refuse, a junkyard's stacked wrecks, an aqueduct's tiers of arches, a
 * catwalk between rows of seats, a gangway up a ship's side, a zoo's gate and enclosure, a
 * morgue's wall of cold-store doors, a church sanctuary's altar — and a part of furniture a
 * person names alone is drawn as the part as it is sold or seen alone: a car seat's headrest
 * on its two posts, an office chair's armrest, a backrest pillow (docs/decisions.md,
 * "Building parts, rooms and places by what tells them apart").
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { lettering } from './buildings-by-use.ts';
import { at, part, rod, spaced } from './part-shorthand.ts';

/** Paving slabs: a base and a grid of joints, w × d, its top at y. */
function paving(w: number, d: number, y: number, color: number, step = 0.6): PartDecl[] {
  return [
    part('paving', { box: [w, y, d] }, 'stone', {
      color,
      role: 'detail',
      answersTo: ['paving', 'ground', 'floor'],
    }),
    part('joint_x', { box: [w, 0.006, 0.02] }, 'stone', {
      ...at(
        spaced(Math.round(d / step) - 1, -d / 2 + step, d / 2 - step).map((z) => [0, y, z] as V3),
      ),
      color: 0x8a8478,
      role: 'fixed',
    }),
    part('joint_z', { box: [0.02, 0.006, d] }, 'stone', {
      ...at(
        spaced(Math.round(w / step) - 1, -w / 2 + step, w / 2 - step).map((x) => [x, y, 0] as V3),
      ),
      color: 0x8a8478,
      role: 'fixed',
    }),
  ];
}

/** A tub planted with a round-headed little tree, its foot at (x, y, z). */
function pottedTree(name: string, x: number, y: number, z: number): PartDecl[] {
  return [
    part(`${name}_pot`, { cyl: 0.45, r: 0.25, rTop: 0.3 }, 'terracotta', {
      at: [x, y, z],
      role: 'fixed',
    }),
    part(`${name}_trunk`, { cyl: 0.7, r: 0.04 }, 'bark', { at: [x, y + 0.45, z], role: 'fixed' }),
    part(`${name}_crown`, { ball: 0.38 }, 'leaf', {
      at: [x, y + 1.4, z],
      color: 0x3a7a34,
      role: 'fixed',
      answersTo: ['trees', 'plants'],
    }),
  ];
}

/** A wall w long, h high, with `n` round-headed openings o wide: along X at z, or along Z at x. */
function arcadeWall(
  name: string,
  w: number,
  h: number,
  n: number,
  o: number,
  along: 'x' | 'z',
  c: number,
  color: number,
): PartDecl {
  const ts = spaced(n, -w / 2 + w / (2 * n), w / 2 - w / (2 * n));
  const alongX = along === 'x';
  return part(name, { box: alongX ? [w, h, 0.3] : [0.3, h, w] }, 'plaster', {
    at: alongX ? [0, 0, c] : [c, 0, 0],
    color,
    answersTo: ['walls', 'wall'],
    minus: ts.flatMap((t) =>
      alongX
        ? [
            { shape: { box: [o, h * 0.5, 0.5] as V3 }, at: [t, 0.15, c] as V3 },
            {
              shape: { cyl: 0.5, r: o / 2 },
              turn: [90, 0, 0] as V3,
              at: [t, 0.15 + h * 0.5, c + 0.25] as V3,
            },
          ]
        : [
            { shape: { box: [0.5, h * 0.5, o] as V3 }, at: [c, 0.15, t] as V3 },
            {
              shape: { cyl: 0.5, r: o / 2 },
              turn: [0, 0, 90] as V3,
              at: [c + 0.25, 0.15 + h * 0.5, t] as V3,
            },
          ],
    ),
  });
}

const courtyard: KindDecl = {
  kind: 'courtyard',
  nouns: ['courtyard', 'court yard', 'inner courtyard', 'patio courtyard'],
  size: [3, 7],
  parts: [
    ...paving(7, 7, 0.15, 0xc8bca4, 0.7),
    // Walls round three sides, each opened by an arcade of round-headed arches.
    arcadeWall('back_wall', 7, 3, 4, 1.0, 'x', -3.35, 0xd8b486),
    arcadeWall('left_wall', 6.4, 3, 4, 1.0, 'z', -3.35, 0xd0aa7c),
    part('roof_edge', { box: [7.2, 0.15, 0.5] }, 'roofTile', {
      at: [0, 3, -3.35],
      color: 0xb0503a,
      role: 'fixed',
    }),
    part('roof_edge_left', { box: [0.5, 0.15, 6.7] }, 'roofTile', {
      at: [-3.35, 3, 0.15],
      color: 0xb0503a,
      role: 'fixed',
    }),
    // A round fountain in the middle, and orange trees in tubs.
    part(
      'basin',
      {
        lathe: [
          [0, 0],
          [1.1, 0],
          [1.1, 0.5],
          [0, 0.5],
        ],
        wall: 0.12,
      },
      'stone',
      {
        at: [0, 0.15, 0],
        color: 0xd8d0bc,
        role: 'accent',
        answersTo: ['fountain', 'basin'],
      },
    ),
    part('water', { cyl: 0.04, r: 0.98 }, 'ocean', {
      at: [0, 0.52, 0],
      color: 0x4a90c8,
      role: 'fixed',
    }),
    part('fountain_column', { cyl: 1.0, r: 0.1 }, 'stone', {
      at: [0, 0.15, 0],
      color: 0xd8d0bc,
      role: 'accent',
    }),
    part(
      'fountain_bowl',
      {
        lathe: [
          [0, 0],
          [0.1, 0],
          [0.45, 0.18],
          [0.45, 0.22],
          [0, 0.22],
        ],
      },
      'stone',
      {
        at: [0, 1.15, 0],
        color: 0xd8d0bc,
        role: 'accent',
      },
    ),
    part(
      'jet',
      {
        capsule: [
          [0, 1.3, 0],
          [0, 2.1, 0],
        ],
        r: 0.06,
      },
      'ice',
      {
        color: 0xbde0f4,
        role: 'fixed',
      },
    ),
    ...pottedTree('tree_1', -2.6, 0.15, -2.6),
    ...pottedTree('tree_2', 2.6, 0.15, -2.6),
    ...pottedTree('tree_3', -2.6, 0.15, 2.6),
    part('bench', { box: [1.4, 0.45, 0.4] }, 'stone', {
      at: [1.8, 0.15, 1.2],
      color: 0xc8bca4,
      role: 'fixed',
    }),
  ],
};

const terrace: KindDecl = {
  kind: 'terrace',
  nouns: ['terrace', 'patio', 'sun terrace', 'paved terrace', 'back patio'],
  size: [3, 5],
  parts: [
    ...paving(5, 3.6, 0.2, 0xc8b89c),
    // The back of the house it adjoins: a wall with French doors open onto it.
    part('house_wall', { box: [5, 3, 0.3] }, 'plaster', {
      at: [0, 0, -1.95],
      color: 0xf0e4cc,
      role: 'detail',
      answersTo: ['wall', 'house'],
      minus: [{ shape: { box: [1.6, 2.2, 0.6] }, at: [-0.8, 0.2, -1.95] }],
    }),
    part('french_door', { box: [0.75, 2.2, 0.05] }, 'glass', {
      ...at([
        [-1.2, 0.2, -1.9],
        [-0.4, 0.2, -1.9],
      ]),
      color: 0x9cc8e8,
      role: 'fixed',
    }),
    // A round table under a parasol with four chairs, pots of flowers along the edge.
    part('table_top', { cyl: 0.04, r: 0.5 }, 'steel', {
      at: [0.9, 0.95, 0.2],
      color: 0xf4f4f0,
      role: 'accent',
      answersTo: ['table'],
    }),
    part('table_leg', { cyl: 0.75, r: 0.04 }, 'steel', { at: [0.9, 0.2, 0.2], role: 'fixed' }),
    part('parasol_pole', { cyl: 1.9, r: 0.025 }, 'wood', { at: [0.9, 0.99, 0.2], role: 'fixed' }),
    part(
      'parasol',
      {
        lathe: [
          [0, 0],
          [1.2, 0],
          [0, 0.45],
        ],
      },
      'fabric',
      {
        at: [0.9, 2.45, 0.2],
        color: 0x2a6a9a,
        answersTo: ['parasol', 'umbrella'],
      },
    ),
    ...[
      [0.3, 0.2],
      [1.5, 0.2],
      [0.9, -0.4],
      [0.9, 0.8],
    ].flatMap(([x, z], i): PartDecl[] => [
      part(`chair_${i + 1}`, { box: [0.42, 0.05, 0.42] }, 'steel', {
        at: [x!, 0.62, z!],
        color: 0x3a3a3a,
        role: 'fixed',
        answersTo: ['chairs'],
      }),
      part(`chair_leg_${i + 1}`, { box: [0.36, 0.42, 0.36] }, 'steel', {
        at: [x!, 0.2, z!],
        color: 0x3a3a3a,
        role: 'fixed',
        minus: [
          { shape: { box: [0.3, 0.42, 0.5] }, at: [x!, 0.2, z!] },
          { shape: { box: [0.5, 0.42, 0.3] }, at: [x!, 0.2, z!] },
        ],
      }),
    ]),
    part('planter', { box: [0.5, 0.4, 0.5] }, 'terracotta', {
      ...at([
        [-2.1, 0.2, 1.4],
        [-1.2, 0.2, 1.4],
        [2.1, 0.2, -1.4],
      ]),
      role: 'fixed',
    }),
    part('flowers', { ellipsoid: [0.3, 0.22, 0.3] }, 'flower', {
      ...at([
        [-2.1, 0.7, 1.4],
        [-1.2, 0.7, 1.4],
        [2.1, 0.7, -1.4],
      ]),
      color: 0xd8407a,
      role: 'fixed',
    }),
  ],
};

/** Seeded-looking but fixed scatter: point i of n on a disc of radius r, height by a dome. */
function heap(n: number, r: number, top: number, y0: number): V3[] {
  return Array.from({ length: n }, (_, i) => {
    const a = i * 2.39996;
    const d = r * Math.sqrt((i + 0.5) / n);
    const h = top * Math.sqrt(Math.max(0, 1 - (d / r) ** 2));
    return [d * Math.cos(a), y0 + h, d * Math.sin(a)] as V3;
  });
}

const REFUSE = [0x1a1a1a, 0x2a4a8a, 0xe8e8e0, 0x3a6a2a, 0xc83a2a, 0x8a6a3a];

const landfill: KindDecl = {
  kind: 'landfill',
  nouns: [
    'landfill',
    'garbage dump',
    'rubbish dump',
    'trash dump',
    'dump',
    'rubbish tip',
    'refuse tip',
  ],
  size: [2.4, 8],
  parts: [
    part('ground', { box: [8, 0.15, 6] }, 'soil', {
      color: 0x6a5a42,
      role: 'detail',
      answersTo: ['ground'],
    }),
    part(
      'heap',
      {
        lathe: [
          [0, 0],
          [2.8, 0],
          [2.3, 0.8],
          [1.3, 1.6],
          [0, 1.9],
        ],
        smooth: true,
      },
      'soil',
      { at: [0, 0.15, -0.2], color: 0x5a4a38, answersTo: ['heap', 'mound'] },
    ),
    // Refuse strewn over the heap: bin bags, boxes, tyres and bottles, in every colour.
    ...REFUSE.map((color, k): PartDecl =>
      part(`bag_${k + 1}`, { ellipsoid: [0.32, 0.26, 0.3] }, 'plastic', {
        ...at(
          heap(42, 2.6, 1.8, 0.15)
            .filter((_, i) => i % REFUSE.length === k)
            .map(([x, y, z]) => [x, Math.max(y, 0.3), z - 0.2] as V3),
        ),
        color,
        role: 'fixed',
        answersTo: ['garbage', 'rubbish', 'trash', 'bags'],
      }),
    ),
    part('carton', { box: [0.4, 0.3, 0.35] }, 'paper', {
      ...at(heap(10, 2.2, 1.7, 0.15).map(([x, y, z]) => [x + 0.15, y - 0.05, z - 0.1] as V3)),
      color: 0xb88a52,
      role: 'fixed',
    }),
    part('tyre', { ring: 0.3, r: 0.11 }, 'rubber', {
      turn: [80, 0, 0],
      ...at([
        [-2.6, 0.25, 1.4],
        [2.8, 0.25, 0.9],
        [2.6, 0.45, 1.0],
      ]),
      color: 0x1a1a1a,
      role: 'fixed',
    }),
    // A bulldozer pushing at the heap's foot and gulls over it.
    part('dozer_body', { box: [1.0, 0.7, 1.4] }, 'paint', {
      at: [3.0, 0.15, -1.5],
      color: 0xe8b020,
      role: 'accent',
      answersTo: ['bulldozer'],
    }),
    part('dozer_cab', { box: [0.8, 0.6, 0.7] }, 'paint', {
      at: [3.0, 0.85, -1.3],
      color: 0xe8b020,
      role: 'accent',
    }),
    part('dozer_track', { box: [0.25, 0.4, 1.6] }, 'rubber', {
      ...at([
        [2.45, 0.15, -1.5],
        [3.55, 0.15, -1.5],
      ]),
      color: 0x2a2a2a,
      role: 'fixed',
    }),
    part('dozer_blade', { box: [1.5, 0.55, 0.12] }, 'steel', {
      turn: [0, -30, 0],
      at: [2.55, 0.15, -2.3],
      color: 0x4a4a4a,
      role: 'fixed',
    }),
  ],
};

const RUST = [0x7a4a32, 0x5a6a78, 0x8a6a4a, 0x7a3a2a, 0x6a6a5a];

/** A wrecked car at (x, y, z), turned by t degrees: a rusting body, its cabin crushed or not. */
function wreck(
  name: string,
  x: number,
  y: number,
  z: number,
  t: number,
  i: number,
  cabin: boolean,
): PartDecl[] {
  const body = part(name, { box: [1.8, 0.45, 0.85], round: 0.06 }, 'iron', {
    turn: [0, t, 0],
    at: [x, y, z],
    color: RUST[i % RUST.length],
    role: 'fixed',
    answersTo: ['cars', 'wrecks', 'scrap'],
  });
  if (!cabin) return [body];
  return [
    body,
    part(`${name}_cabin`, { box: [0.95, 0.38, 0.8], round: 0.05 }, 'iron', {
      turn: [0, t, 0],
      at: [x - 0.1, y + 0.44, z],
      color: RUST[i % RUST.length],
      role: 'fixed',
    }),
    part(`${name}_windows`, { box: [0.85, 0.26, 0.82] }, 'glass', {
      turn: [0, t, 0],
      at: [x - 0.1, y + 0.5, z],
      color: 0x1e2428,
      role: 'fixed',
    }),
  ];
}

const junkyard: KindDecl = {
  kind: 'junkyard',
  nouns: [
    'junkyard',
    'scrapyard',
    'scrap yard',
    'salvage yard',
    'breakers yard',
    'car graveyard',
    'junk yard',
  ],
  size: [2.8, 7],
  parts: [
    part('ground', { box: [7, 0.1, 5] }, 'soil', {
      color: 0x7a6a58,
      role: 'detail',
      answersTo: ['ground'],
    }),
    // Stacks of crushed cars, one stripped car on its own, piles of tyres, a fence behind.
    ...wreck('pile_a_1', -2.2, 0.1, -1.4, -4, 0, false),
    ...wreck('pile_a_2', -2.2, 0.55, -1.4, 5, 1, false),
    ...wreck('pile_a_3', -2.2, 1.0, -1.4, -2, 2, true),
    ...wreck('pile_b_1', 0, 0.1, -1.6, 3, 3, false),
    ...wreck('pile_b_2', 0, 0.55, -1.6, -6, 4, true),
    ...wreck('pile_c_1', 2.1, 0.1, -1.3, 2, 2, false),
    ...wreck('pile_c_2', 2.1, 0.55, -1.3, -3, 0, false),
    ...wreck('pile_c_3', 2.1, 1.0, -1.3, 6, 3, false),
    ...wreck('pile_c_4', 2.1, 1.45, -1.3, -1, 1, true),
    part('car_body', { box: [2.0, 0.55, 0.95], round: 0.1 }, 'paint', {
      turn: [0, 20, 6],
      at: [0.5, 0.3, 1.0],
      color: 0x9a5a3a,
      role: 'accent',
      answersTo: ['car'],
    }),
    part('car_cabin', { box: [1.0, 0.4, 0.85], round: 0.08 }, 'paint', {
      turn: [0, 20, 6],
      at: [0.45, 0.8, 1.0],
      color: 0x8a4a2a,
      role: 'accent',
    }),
    part('car_window_hole', { box: [0.9, 0.3, 0.87] }, 'darkMetal', {
      turn: [0, 20, 6],
      at: [0.45, 0.85, 1.0],
      color: 0x1a1a1a,
      role: 'fixed',
    }),
    part('wheel', { cyl: 0.2, r: 0.3 }, 'rubber', {
      turn: [90, 20, 0],
      at: [1.15, 0.1, 1.5],
      color: 0x1a1a1a,
      role: 'fixed',
    }),
    part('tyre_pile', { cyl: 0.22, r: 0.35 }, 'rubber', {
      ...at([0, 1, 2, 3, 4].map((i) => [-2.3, 0.1 + i * 0.22, 1.3] as V3)),
      color: 0x1a1a1a,
      role: 'fixed',
      answersTo: ['tyres', 'tires'],
    }),
    part('fence_post', { cyl: 2.2, r: 0.04 }, 'steel', {
      ...at(spaced(8, -3.4, 3.4).map((x) => [x, 0.1, -2.4] as V3)),
      role: 'fixed',
    }),
    part('fence_mesh', { box: [6.8, 2.0, 0.02] }, 'steel', {
      at: [0, 0.2, -2.4],
      color: 0x9aa0a4,
      role: 'fixed',
      answersTo: ['fence'],
    }),
  ],
};

/** One tier of an aqueduct: n bays of an opening o on piers p wide, springing at s, top t. */
function tier(
  name: string,
  n: number,
  o: number,
  p: number,
  s: number,
  t: number,
  y: number,
  depth: number,
  color: number,
): PartDecl[] {
  const bay = o + p;
  const left = (-n * bay) / 2;
  const arches: PartDecl[] = Array.from({ length: n }, (_, i) => {
    const a = left + p / 2 + i * bay;
    const c = a + o / 2;
    const arc: V2[] = Array.from({ length: 13 }, (_, k) => {
      const ang = Math.PI - (Math.PI * k) / 12;
      return [c + (o / 2) * Math.cos(ang), s + (o / 2) * Math.sin(ang)] as V2;
    });
    return part(
      `${name}_arch_${i + 1}`,
      {
        extrude: [...arc, [a + o + p / 2, s], [a + o + p / 2, t], [a - p / 2, t], [a - p / 2, s]],
        depth,
      },
      'stone',
      {
        at: [0, y, 0],
        color,
        answersTo: ['arches', 'arch'],
      },
    );
  });
  return [
    ...arches,
    part(`${name}_pier`, { box: [p, s, depth] }, 'stone', {
      ...at(Array.from({ length: n + 1 }, (_, i) => [left + i * bay, y, 0] as V3)),
      color,
      answersTo: ['piers', 'pillars'],
    }),
  ];
}

const aqueduct: KindDecl = {
  kind: 'aqueduct',
  nouns: ['aqueduct', 'roman aqueduct', 'water bridge'],
  size: [5.4, 12],
  parts: [
    part('valley', { box: [12.4, 0.1, 3] }, 'grass', { color: 0x6a9a48, role: 'fixed' }),
    ...tier('lower', 5, 1.6, 0.7, 2.0, 2.9, 0.1, 1.1, 0xc8b48c),
    ...tier('upper', 10, 0.75, 0.4, 1.5, 2.0, 3.0, 0.9, 0xc8b48c),
    // The water channel along the top, open to the sky.
    part('channel', { box: [11.5, 0.35, 0.9] }, 'stone', {
      at: [0, 5.0, 0],
      color: 0xb8a47c,
      role: 'accent',
      answersTo: ['channel'],
      minus: [{ shape: { box: [11.6, 0.3, 0.5] }, at: [0, 5.15, 0] }],
    }),
    part('water', { box: [11.5, 0.05, 0.5] }, 'ocean', {
      at: [0, 5.25, 0],
      color: 0x4a90c8,
      role: 'fixed',
      answersTo: ['water'],
    }),
    part('stream', { box: [12.4, 0.02, 0.8] }, 'ocean', {
      at: [0, 0.1, 0.9],
      color: 0x4a90c8,
      role: 'fixed',
    }),
  ],
};

const catwalk: KindDecl = {
  kind: 'catwalk',
  nouns: ['catwalk', 'fashion runway', 'fashion catwalk', 'runway show'],
  size: [3, 8],
  parts: [
    part('hall_floor', { box: [5, 0.05, 8] }, 'plain', { color: 0x2a2a2e, role: 'fixed' }),
    // The long raised walkway running out from a backdrop, lit along its edges.
    part('runway', { box: [1.3, 0.7, 7] }, 'paint', {
      at: [0, 0.05, 0.4],
      color: 0xf4f4f4,
      answersTo: ['runway', 'catwalk'],
    }),
    part('edge_light', { box: [0.04, 0.04, 7] }, 'light', {
      ...at([
        [-0.64, 0.75, 0.4],
        [0.64, 0.75, 0.4],
      ]),
      role: 'fixed',
    }),
    part('backdrop', { box: [3.4, 2.8, 0.2] }, 'paint', {
      at: [0, 0.05, -3.2],
      color: 0x1a1a1a,
      role: 'accent',
      answersTo: ['backdrop'],
    }),
    part('backdrop_glow', { box: [2.0, 0.1, 0.05] }, 'light', {
      at: [0, 2.4, -3.08],
      role: 'fixed',
    }),
    // A model walking out on it.
    part('model_legs', { box: [0.2, 0.85, 0.14] }, 'skin', {
      at: [0, 0.75, 1.6],
      color: 0xd8a888,
      role: 'fixed',
    }),
    part(
      'model_dress',
      {
        lathe: [
          [0, 0],
          [0.22, 0],
          [0.14, 0.5],
          [0.16, 0.75],
          [0, 0.8],
        ],
      },
      'fabric',
      {
        at: [0, 1.5, 1.6],
        color: 0xc8202a,
        role: 'fixed',
        answersTo: ['dress', 'model'],
      },
    ),
    part('model_head', { ball: 0.11 }, 'skin', {
      at: [0, 2.42, 1.6],
      color: 0xd8a888,
      role: 'fixed',
    }),
    part('model_hair', { ellipsoid: [0.12, 0.1, 0.12] }, 'fur', {
      at: [0, 2.48, 1.58],
      color: 0x2a1a10,
      role: 'fixed',
    }),
    // Rows of seats for the audience down both sides.
    part('seat', { box: [0.45, 0.45, 0.45] }, 'fabric', {
      ...at(
        spaced(8, -2.4, 3.4).flatMap((z) => [
          [-1.3, 0.05, z] as V3,
          [1.3, 0.05, z] as V3,
          [-1.9, 0.05, z] as V3,
          [1.9, 0.05, z] as V3,
        ]),
      ),
      color: 0x8a2a3a,
      role: 'fixed',
      answersTo: ['seats', 'chairs'],
    }),
  ],
};

const gangway: KindDecl = {
  kind: 'gangway',
  nouns: ['gangway', 'gangplank', 'gangboard', 'boarding ramp', 'gang plank'],
  size: [4.5, 6],
  parts: [
    part('quay', { box: [6, 0.6, 2.4] }, 'concrete', {
      at: [0, 0, 1.6],
      color: 0x9a9a94,
      role: 'detail',
      answersTo: ['quay', 'dock'],
    }),
    part('quay_edge', { box: [6, 0.1, 0.15] }, 'paint', {
      at: [0, 0.6, 0.47],
      color: 0xe8c020,
      role: 'fixed',
    }),
    // A stretch of the ship's side, white over a dark hull, with portholes and a door.
    part('hull', { box: [6, 2.6, 0.6] }, 'paint', {
      at: [0, 0, -0.7],
      color: 0x1a2a4a,
      role: 'detail',
      answersTo: ['ship', 'hull'],
    }),
    part('upper_side', { box: [6, 1.8, 0.6] }, 'paint', {
      at: [0, 2.6, -0.7],
      color: 0xf4f4f0,
      role: 'detail',
    }),
    part('ship_porthole', { cyl: 0.05, r: 0.15 }, 'glass', {
      turn: [90, 0, 0],
      ...at(
        spaced(6, -2.6, 2.6)
          .filter((x) => Math.abs(x - 1.0) > 0.5)
          .map((x) => [x, 3.6, -0.42] as V3),
      ),
      color: 0x2a3a5a,
      role: 'fixed',
    }),
    part('ship_door', { box: [0.9, 1.6, 0.04] }, 'darkMetal', {
      at: [1.6, 2.7, -0.39],
      color: 0x2a2a2a,
      role: 'fixed',
    }),
    // The gangway: a ramp with cleats climbing from the quay to the door, rails both sides.
    part('ramp', { box: [0.8, 0.06, 3.0] }, 'steel', {
      turn: [-38, 0, 0],
      at: [1.6, 1.55, 0.75],
      color: 0x8a9098,
      answersTo: ['ramp', 'gangway', 'gangplank'],
    }),
    part('cleat', { box: [0.8, 0.04, 0.04] }, 'steel', {
      turn: [-38, 0, 0],
      ...at(spaced(7, 0.1, 0.9).map((t) => [1.6, 0.7 + t * 1.9, 1.9 - t * 2.4] as V3)),
      color: 0x5a6068,
      role: 'fixed',
    }),
    ...[1.2, 2.0].flatMap((x, i): PartDecl[] => [
      rod(`gang_rail_${i + 1}`, [x, 1.55, 1.95], [x, 3.55, -0.45], 0.025, 'chrome', {
        role: 'fixed',
        answersTo: ['rails'],
      }),
      rod(`gang_post_a_${i + 1}`, [x, 0.65, 1.95], [x, 1.55, 1.95], 0.02, 'chrome', {
        role: 'fixed',
      }),
      rod(`gang_post_b_${i + 1}`, [x, 1.45, 0.75], [x, 2.55, 0.75], 0.02, 'chrome', {
        role: 'fixed',
      }),
      rod(`gang_post_c_${i + 1}`, [x, 2.6, -0.4], [x, 3.55, -0.45], 0.02, 'chrome', {
        role: 'fixed',
      }),
    ]),
    part('bollard', { cyl: 0.45, r: 0.14 }, 'iron', {
      at: [-1.8, 0.6, 1.2],
      color: 0x2a2a2a,
      role: 'fixed',
    }),
    rod('mooring_line', [-1.8, 0.95, 1.2], [-1.5, 2.2, -0.4], 0.025, 'fabric', {
      color: 0xe8dcb8,
      role: 'fixed',
    }),
  ],
};

/** The letter Z, which the sign font lacks: a 3 × 5 outline `h` high at x, y, front at z. */
function letterZ(
  name: string,
  x: number,
  y: number,
  z: number,
  h: number,
  color: number,
): PartDecl {
  const u = h / 5;
  const pts: V2[] = [
    [0, 0],
    [3, 0],
    [3, 1],
    [1.3, 1],
    [3, 4],
    [3, 5],
    [0, 5],
    [0, 4],
    [1.7, 4],
    [0, 1],
  ];
  return part(
    name,
    { extrude: pts.map(([px, py]) => [x + px * u, y + py * u] as V2), depth: 0.15 },
    'paint',
    {
      at: [0, 0, z + 0.075],
      color,
      role: 'fixed',
    },
  );
}

const zoo: KindDecl = {
  kind: 'zoo',
  nouns: ['zoo', 'zoological garden', 'zoological park', 'menagerie', 'animal park'],
  size: [4.5, 7],
  parts: [
    part('ground', { box: [7, 0.1, 5] }, 'grass', {
      color: 0x7aa84a,
      role: 'detail',
      answersTo: ['ground', 'grass'],
    }),
    part('path', { box: [1.4, 0.02, 2.5] }, 'stone', {
      at: [-2.2, 0.1, 1.25],
      color: 0xd8c8a0,
      role: 'fixed',
    }),
    // The entrance: two posts and a beam carrying the name.
    part('gate_post', { box: [0.35, 3.2, 0.35] }, 'wood', {
      ...at([
        [-3.2, 0.1, 1.6],
        [-1.2, 0.1, 1.6],
      ]),
      color: 0x7a5232,
      role: 'accent',
    }),
    part('gate_beam', { box: [2.5, 0.8, 0.25] }, 'wood', {
      at: [-2.2, 3.0, 1.6],
      color: 0x2a6a3a,
      role: 'accent',
      answersTo: ['sign'],
    }),
    letterZ('sign_z', -3.0, 3.12, 1.725, 0.55, 0xf8e8b0),
    ...lettering('sign', 'OO', [-1.88, 3.12, 1.725], 0.55, 0xf8e8b0),
    // An enclosure fence with a giraffe and an elephant inside, a tree.
    part('fence_post', { box: [0.08, 1.2, 0.08] }, 'wood', {
      ...at([
        ...spaced(9, -0.8, 3.4).map((x) => [x, 0.1, 1.4] as V3),
        ...spaced(6, -1.9, 0.9).map((z) => [-0.8, 0.1, z] as V3),
      ]),
      color: 0x8a6a42,
      role: 'fixed',
    }),
    part('fence_rail', { box: [4.2, 0.08, 0.06] }, 'wood', {
      ...at([
        [1.3, 0.6, 1.4],
        [1.3, 1.1, 1.4],
      ]),
      color: 0x8a6a42,
      role: 'fixed',
      answersTo: ['fence'],
    }),
    part('fence_rail_side', { box: [0.06, 0.08, 3.3] }, 'wood', {
      ...at([
        [-0.8, 0.6, -0.25],
        [-0.8, 1.1, -0.25],
      ]),
      color: 0x8a6a42,
      role: 'fixed',
    }),
    // Giraffe.
    part('giraffe_body', { ellipsoid: [0.75, 0.45, 0.38] }, 'fur', {
      at: [0.6, 1.95, -0.6],
      color: 0xe0a848,
      role: 'fixed',
      answersTo: ['giraffe'],
    }),
    part(
      'giraffe_leg',
      {
        capsule: [
          [0, 0.1, 0],
          [0, 1.8, 0],
        ],
        r: 0.07,
      },
      'fur',
      {
        ...at([
          [0.1, 0, -0.8],
          [0.1, 0, -0.4],
          [1.1, 0, -0.8],
          [1.1, 0, -0.4],
        ]),
        color: 0xe0a848,
        role: 'fixed',
      },
    ),
    part(
      'giraffe_neck',
      {
        capsule: [
          [1.1, 2.0, -0.6],
          [1.55, 3.6, -0.6],
        ],
        r: 0.13,
        r2: 0.09,
      },
      'fur',
      { color: 0xe0a848, role: 'fixed' },
    ),
    part(
      'giraffe_head',
      {
        capsule: [
          [1.5, 3.7, -0.6],
          [1.85, 3.55, -0.6],
        ],
        r: 0.12,
        r2: 0.08,
      },
      'fur',
      { color: 0xe0a848, role: 'fixed' },
    ),
    part(
      'ossicone',
      {
        capsule: [
          [1.5, 3.75, -0.65],
          [1.45, 3.95, -0.65],
        ],
        r: 0.025,
      },
      'fur',
      { copies: [[0, 0, 0.1]], color: 0x5a3a1a, role: 'fixed' },
    ),
    part('giraffe_spot', { ellipsoid: [0.12, 0.1, 0.05] }, 'fur', {
      ...at([
        [0.3, 2.05, -0.25],
        [0.7, 2.1, -0.24],
        [1.0, 1.95, -0.27],
        [0.5, 1.8, -0.25],
        [0.85, 1.75, -0.26],
      ]),
      color: 0x8a4a1a,
      role: 'fixed',
    }),
    // Elephant.
    part('elephant_body', { ellipsoid: [0.85, 0.65, 0.55] }, 'skin', {
      at: [2.4, 1.35, 0.2],
      color: 0x8a8a8e,
      role: 'fixed',
      answersTo: ['elephant'],
    }),
    part('elephant_leg', { cyl: 1.0, r: 0.17 }, 'skin', {
      ...at([
        [1.85, 0.1, -0.05],
        [1.85, 0.1, 0.45],
        [2.95, 0.1, -0.05],
        [2.95, 0.1, 0.45],
      ]),
      color: 0x8a8a8e,
      role: 'fixed',
    }),
    part('elephant_head', { ball: 0.42 }, 'skin', {
      at: [1.45, 1.65, 0.3],
      color: 0x8a8a8e,
      role: 'fixed',
    }),
    part('elephant_ear', { ellipsoid: [0.08, 0.38, 0.32] }, 'skin', {
      ...at([
        [1.7, 1.7, 0.72],
        [1.7, 1.7, -0.12],
      ]),
      color: 0x7a7a7e,
      role: 'fixed',
    }),
    part(
      'trunk',
      {
        sweep: [
          [1.2, 1.6, 0.3],
          [1.05, 1.2, 0.3],
          [1.0, 0.7, 0.35],
          [1.1, 0.45, 0.4],
        ],
        r: [0.13, 0.1, 0.08, 0.06],
      },
      'skin',
      {
        color: 0x8a8a8e,
        role: 'fixed',
      },
    ),
    part(
      'tusk',
      {
        capsule: [
          [1.2, 1.4, 0.45],
          [1.0, 1.15, 0.6],
        ],
        r: 0.035,
      },
      'ceramic',
      { copies: [[0, 0, -0.3]], color: 0xf4f0e0, role: 'fixed' },
    ),
    part('tree_trunk', { cyl: 2.2, r: 0.15 }, 'bark', { at: [-2.6, 0.1, -1.5], role: 'fixed' }),
    part('tree_crown', { ellipsoid: [1.2, 0.7, 1.0] }, 'leaf', {
      at: [-2.6, 2.8, -1.5],
      color: 0x3a7a34,
      role: 'fixed',
    }),
  ],
};

const mortuary: KindDecl = {
  kind: 'mortuary',
  nouns: ['mortuary', 'morgue', 'dead room', 'mortuary room'],
  size: [2.7, 4.2],
  parts: [
    part('floor', { box: [4.2, 0.1, 4.2] }, 'ceramic', {
      color: 0x8a9aa0,
      role: 'detail',
      answersTo: ['floor'],
    }),
    part('back_wall', { box: [4.2, 2.6, 0.12] }, 'ceramic', {
      at: [0, 0.1, -2.04],
      color: 0xc8d8dc,
      answersTo: ['walls', 'wall'],
    }),
    part('left_wall', { box: [0.12, 2.6, 4.2] }, 'ceramic', {
      at: [-2.04, 0.1, 0],
      color: 0xc8d8dc,
      answersTo: ['walls', 'wall'],
    }),
    // A wall of steel cold-store doors, three high, each with its latch and label.
    part('cold_store', { box: [3.0, 2.1, 0.5] }, 'steel', {
      at: [0.2, 0.1, -1.73],
      color: 0xb8bcc0,
      role: 'accent',
    }),
    part('store_door', { box: [0.9, 0.6, 0.04] }, 'steel', {
      ...at([0.25, 0.95, 1.65].flatMap((y) => [-0.8, 0.2, 1.2].map((x) => [x, y, -1.46] as V3))),
      color: 0xd8dce0,
      role: 'accent',
      answersTo: ['doors', 'drawers'],
    }),
    part('latch', { box: [0.22, 0.05, 0.06] }, 'chrome', {
      ...at([0.5, 1.2, 1.9].flatMap((y) => [-0.8, 0.2, 1.2].map((x) => [x, y, -1.42] as V3))),
      role: 'fixed',
    }),
    // A steel table with a body under a white sheet, a tag on its toe; a lamp over it.
    part('table_top', { box: [0.8, 0.06, 2.0] }, 'steel', {
      at: [0.4, 0.9, 0.6],
      color: 0xc8ccd0,
      role: 'accent',
      answersTo: ['table'],
    }),
    part('table_leg', { cyl: 0.8, r: 0.05 }, 'steel', {
      ...at([
        [0.4, 0.1, 0.0],
        [0.4, 0.1, 1.2],
      ]),
      role: 'fixed',
    }),
    part(
      'sheet',
      {
        capsule: [
          [0.4, 1.06, -0.2],
          [0.4, 1.06, 1.35],
        ],
        r: 0.18,
      },
      'linen',
      {
        color: 0xf6f6f4,
        role: 'fixed',
        answersTo: ['sheet', 'body'],
      },
    ),
    part('sheet_head', { ball: 0.16 }, 'linen', {
      at: [0.4, 1.12, -0.3],
      color: 0xf6f6f4,
      role: 'fixed',
    }),
    part(
      'feet',
      {
        capsule: [
          [0.32, 1.08, 1.5],
          [0.32, 1.2, 1.6],
        ],
        r: 0.05,
      },
      'skin',
      {
        copies: [[0.16, 0, 0]],
        color: 0xc8c0b0,
        role: 'fixed',
      },
    ),
    part('toe_tag', { box: [0.1, 0.06, 0.01] }, 'paper', {
      at: [0.32, 1.1, 1.66],
      color: 0xf8e8a0,
      role: 'fixed',
    }),
    part('lamp', { cyl: 0.15, r: 0.35, rTop: 0.1 }, 'steel', {
      at: [0.4, 2.3, 0.6],
      color: 0xe8e8e8,
      role: 'fixed',
    }),
    part('lamp_light', { cyl: 0.02, r: 0.3 }, 'light', { at: [0.4, 2.28, 0.6], role: 'fixed' }),
    rod('lamp_arm', [0.4, 2.45, 0.6], [-1.98, 2.45, 0.6], 0.03, 'steel', { role: 'fixed' }),
  ],
};

const GLASS_COLORS = [0xc8202a, 0x2a4ac8, 0xe8c020, 0x2a8a3a, 0x8a2ac8];

const sanctuary: KindDecl = {
  kind: 'sanctuary',
  nouns: ['sanctuary', 'chancel', 'altar area', 'bema'],
  size: [3.6, 4.2],
  parts: [
    part('floor', { box: [4.2, 0.1, 4.2] }, 'stone', {
      color: 0xa89a84,
      role: 'detail',
      answersTo: ['floor'],
    }),
    part('back_wall', { box: [4.2, 3.5, 0.2] }, 'stone', {
      at: [0, 0.1, -2.0],
      color: 0xd8ccb4,
      answersTo: ['walls', 'wall'],
    }),
    part('left_wall', { box: [0.2, 3.5, 4.2] }, 'stone', {
      at: [-2.0, 0.1, 0],
      color: 0xd8ccb4,
      answersTo: ['walls', 'wall'],
    }),
    // A tall stained-glass window behind the altar.
    ...GLASS_COLORS.map((color, i): PartDecl =>
      part(`stained_glass_${i + 1}`, { box: [0.24, 1.8, 0.03] }, 'glass', {
        at: [-0.48 + i * 0.24, 1.5, -1.89],
        color,
        role: 'fixed',
        answersTo: ['window', 'stained glass'],
      }),
    ),
    part('window_arch', { cyl: 0.03, r: 0.6 }, 'glass', {
      turn: [90, 0, 0],
      at: [0, 3.3, -1.86],
      color: 0xe8c020,
      role: 'fixed',
    }),
    // The raised floor with steps, the altar in white cloth with candles and a cross.
    part('dais', { box: [4.0, 0.3, 2.4] }, 'marble', {
      at: [0.1, 0.1, -0.7],
      color: 0xe8e0d0,
      role: 'accent',
    }),
    part('dais_step', { box: [4.0, 0.15, 0.35] }, 'marble', {
      at: [0.1, 0.1, 0.67],
      color: 0xe8e0d0,
      role: 'accent',
    }),
    part('altar', { box: [1.8, 1.0, 0.8] }, 'marble', {
      at: [0, 0.4, -1.2],
      color: 0xf4f0e8,
      answersTo: ['altar'],
    }),
    part('altar_cloth', { box: [1.9, 0.04, 0.9] }, 'linen', {
      at: [0, 1.4, -1.2],
      color: 0xf8f8f4,
      role: 'fixed',
    }),
    part('altar_frontal', { box: [0.7, 0.8, 0.02] }, 'fabric', {
      at: [0, 0.55, -0.79],
      color: 0xa82a2a,
      role: 'fixed',
    }),
    part('candle', { cyl: 0.45, r: 0.035 }, 'candle', {
      ...at([
        [-0.7, 1.44, -1.2],
        [0.7, 1.44, -1.2],
      ]),
      role: 'fixed',
    }),
    part('flame', { ball: 0.03 }, 'light', {
      ...at([
        [-0.7, 1.92, -1.2],
        [0.7, 1.92, -1.2],
      ]),
      role: 'fixed',
    }),
    part('cross_upright', { box: [0.06, 0.6, 0.04] }, 'gold', {
      at: [0, 1.44, -1.3],
      role: 'fixed',
      answersTo: ['cross'],
    }),
    part('cross_bar', { box: [0.3, 0.06, 0.04] }, 'gold', { at: [0, 1.8, -1.3], role: 'fixed' }),
    // The altar rail across the front.
    part('rail', { box: [3.2, 0.08, 0.12] }, 'darkWood', {
      at: [0.3, 1.05, 0.75],
      role: 'fixed',
      answersTo: ['rail'],
    }),
    part('rail_baluster', { box: [0.05, 0.8, 0.05] }, 'darkWood', {
      ...at(spaced(10, -1.2, 1.8).map((x) => [x, 0.25, 0.75] as V3)),
      role: 'fixed',
    }),
  ],
};

const washtub: KindDecl = {
  kind: 'washtub',
  nouns: ['washtub', 'wash tub', 'laundry tub', 'washing tub', 'tin bath'],
  size: [0.9, 0.75],
  parts: [
    part(
      'tub',
      {
        lathe: [
          [0, 0],
          [0.3, 0],
          [0.36, 0.35],
          [0.37, 0.36],
          [0, 0.36],
        ],
        wall: 0.015,
      },
      'steel',
      {
        color: 0xb8bcc0,
        answersTo: ['tub'],
      },
    ),
    part('rim', { ring: 0.37, r: 0.015 }, 'steel', {
      turn: [90, 0, 0],
      at: [0, 0.36, 0],
      color: 0xa8acb0,
      role: 'fixed',
    }),
    part('rib', { ring: 0.335, r: 0.01 }, 'steel', {
      turn: [90, 0, 0],
      at: [0, 0.18, 0],
      color: 0xa8acb0,
      role: 'fixed',
    }),
    part('handle', { ring: 0.07, r: 0.012, arc: 180 }, 'steel', {
      turn: [0, 90, 0],
      ...at([
        [0.39, 0.3, 0],
        [-0.39, 0.3, 0],
      ]),
      role: 'fixed',
    }),
    part('suds', { cyl: 0.03, r: 0.34 }, 'snow', {
      at: [0, 0.28, 0],
      color: 0xf4f8fc,
      role: 'fixed',
      answersTo: ['water', 'suds'],
    }),
    part('bubble', { ball: 0.06 }, 'snow', {
      ...at([
        [0.1, 0.32, 0.1],
        [-0.15, 0.32, 0.05],
        [0.0, 0.33, -0.18],
      ]),
      color: 0xf8fbff,
      role: 'fixed',
    }),
    // A washboard leaning in it.
    part('washboard_frame', { box: [0.3, 0.6, 0.03] }, 'wood', {
      turn: [-20, 0, 0],
      at: [0.05, 0.12, -0.12],
      color: 0xc89a60,
      role: 'accent',
      answersTo: ['washboard'],
    }),
    part('washboard_ribs', { box: [0.24, 0.3, 0.035] }, 'steel', {
      turn: [-20, 0, 0],
      at: [0.05, 0.3, -0.12],
      color: 0xd8dce0,
      role: 'fixed',
    }),
  ],
};

const SEAT_GREY = 0x3a3a3e;

const headrest: KindDecl = {
  kind: 'headrest',
  nouns: ['headrest', 'head restraint', 'head rest', 'car headrest'],
  size: [0.5, 0.32],
  parts: [
    // A padded cushion on two chrome posts, its foot in the top of a seat back.
    part('cushion', { box: [0.3, 0.2, 0.12], round: 0.05 }, 'leather', {
      at: [0, 0.26, 0],
      color: SEAT_GREY,
      answersTo: ['cushion', 'pad'],
    }),
    part('seam', { box: [0.26, 0.01, 0.125] }, 'leather', {
      at: [0, 0.36, 0],
      color: 0x2a2a2e,
      role: 'fixed',
    }),
    part('post', { cyl: 0.2, r: 0.008 }, 'chrome', {
      ...at([
        [-0.08, 0.08, 0],
        [0.08, 0.08, 0],
      ]),
      role: 'fixed',
      answersTo: ['posts'],
    }),
    part('seat_top', { box: [0.46, 0.1, 0.14], round: 0.04 }, 'leather', {
      color: SEAT_GREY,
      role: 'accent',
      answersTo: ['seat'],
    }),
    part('guide', { cyl: 0.02, r: 0.014 }, 'plastic', {
      ...at([
        [-0.08, 0.09, 0],
        [0.08, 0.09, 0],
      ]),
      color: 0x1a1a1a,
      role: 'fixed',
    }),
  ],
};

const armrest: KindDecl = {
  kind: 'armrest',
  nouns: ['armrest', 'arm rest', 'chair arm'],
  size: [0.32, 0.3],
  parts: [
    // An office chair's arm: a padded pad on an upright, the upright on an L bracket.
    part('pad', { box: [0.09, 0.035, 0.26], round: 0.015 }, 'rubber', {
      at: [0, 0.28, 0],
      color: 0x1e1e22,
      answersTo: ['pad', 'cushion'],
    }),
    part('upright', { box: [0.04, 0.22, 0.06] }, 'plastic', {
      at: [0, 0.06, -0.02],
      color: 0x2a2a2e,
      role: 'accent',
    }),
    part('bracket', { box: [0.04, 0.03, 0.28] }, 'steel', {
      at: [-0.0, 0.03, -0.13],
      color: 0x6a6a6e,
      role: 'fixed',
    }),
    part('bracket_foot', { box: [0.12, 0.03, 0.06] }, 'steel', {
      at: [-0.04, 0.0, -0.25],
      color: 0x6a6a6e,
      role: 'fixed',
    }),
    part('adjust_button', { cyl: 0.02, r: 0.012 }, 'plastic', {
      turn: [0, 0, 90],
      at: [0.04, 0.2, 0.0],
      color: 0x4a4a4e,
      role: 'fixed',
    }),
  ],
};

const backrest: KindDecl = {
  kind: 'backrest',
  nouns: ['backrest', 'back rest', 'backrest pillow', 'bed rest pillow', 'reading pillow'],
  size: [0.75, 0.8],
  parts: [
    // A padded back that sits up against a headboard, with an arm bolster either side.
    part('back', { box: [0.56, 0.72, 0.24], round: 0.11 }, 'fabric', {
      turn: [-12, 0, 0],
      at: [0, 0.02, -0.12],
      color: 0x5a7a9a,
      answersTo: ['back', 'cushion'],
    }),
    part(
      'arm',
      {
        capsule: [
          [0, 0.1, -0.15],
          [0, 0.1, 0.3],
        ],
        r: 0.1,
      },
      'fabric',
      {
        ...at([
          [-0.3, 0, 0],
          [0.3, 0, 0],
        ]),
        color: 0x5a7a9a,
        role: 'main',
        answersTo: ['arms', 'armrests'],
      },
    ),
    part('carry_handle', { ring: 0.06, r: 0.012, arc: 180 }, 'fabric', {
      at: [0, 0.69, -0.3],
      color: 0x2a3a4a,
      role: 'fixed',
    }),
    part('piping', { box: [0.58, 0.02, 0.02] }, 'fabric', {
      turn: [-12, 0, 0],
      at: [0, 0.72, -0.05],
      color: 0xf0f0f0,
      role: 'fixed',
    }),
  ],
};

const auditorium: KindDecl = {
  kind: 'auditorium',
  nouns: ['auditorium', 'theatre hall', 'theater hall', 'lecture theatre', 'lecture hall'],
  size: [3.2, 6],
  parts: [
    part('floor', { box: [6, 0.1, 6] }, 'wood', {
      color: 0x5a3a2a,
      role: 'detail',
      answersTo: ['floor'],
    }),
    // The stage at the back under a proscenium, its red curtains drawn back.
    part('stage', { box: [5, 0.9, 1.6] }, 'wood', {
      at: [0, 0.1, -2.1],
      color: 0x6a4a30,
      role: 'accent',
      answersTo: ['stage'],
    }),
    part('back_wall', { box: [6, 3.4, 0.15] }, 'paint', {
      at: [0, 0.1, -2.95],
      color: 0x2a1a1a,
      answersTo: ['wall', 'walls'],
    }),
    part('proscenium', { box: [6, 0.6, 0.3] }, 'paint', {
      at: [0, 2.9, -1.4],
      color: 0xc8a040,
      role: 'fixed',
    }),
    part('proscenium_side', { box: [0.5, 2.0, 0.3] }, 'paint', {
      ...at([
        [-2.75, 1.0, -1.4],
        [2.75, 1.0, -1.4],
      ]),
      color: 0xc8a040,
      role: 'fixed',
    }),
    part('curtain', { box: [0.9, 1.9, 0.2], round: 0.08 }, 'fabric', {
      ...at([
        [-2.05, 1.0, -1.45],
        [2.05, 1.0, -1.45],
      ]),
      color: 0xa8141e,
      role: 'fixed',
      answersTo: ['curtains', 'curtain'],
    }),
    part('valance', { box: [5, 0.4, 0.2] }, 'fabric', {
      at: [0, 2.5, -1.45],
      color: 0xa8141e,
      role: 'fixed',
    }),
    // Rows of red seats rising towards the viewer, each row a step higher.
    ...[0, 1, 2, 3, 4].flatMap((r): PartDecl[] => [
      part(`tier_${r + 1}`, { box: [5.6, 0.18 * r + 0.02, 0.8] }, 'wood', {
        at: [0, 0.1, -0.4 + r * 0.8],
        color: 0x4a2a1a,
        role: 'fixed',
      }),
      part(`seat_row_${r + 1}`, { box: [0.45, 0.42, 0.45], round: 0.05 }, 'fabric', {
        ...at(spaced(9, -2.4, 2.4).map((x) => [x, 0.12 + 0.18 * r, -0.45 + r * 0.8] as V3)),
        color: 0xb8202a,
        role: 'main',
        answersTo: ['seats', 'chairs'],
      }),
      part(`seat_back_${r + 1}`, { box: [0.45, 0.5, 0.08], round: 0.03 }, 'fabric', {
        ...at(spaced(9, -2.4, 2.4).map((x) => [x, 0.4 + 0.18 * r, -0.2 + r * 0.8] as V3)),
        color: 0xb8202a,
        role: 'main',
      }),
    ]),
  ],
};

export const HOME_PLACE_KINDS: readonly KindDecl[] = [
  courtyard,
  terrace,
  landfill,
  junkyard,
  aqueduct,
  catwalk,
  gangway,
  zoo,
  mortuary,
  sanctuary,
  auditorium,
  washtub,
  headrest,
  armrest,
  backrest,
];
