/**
 * Places and landmarks (issue #32, session 16): things people name as a place or a scene —
 * an island, a beach, a desert, a city, a village, a campsite, a construction site — built
 * as a small diorama on its own ground, and landmarks known by one silhouette (the lattice
 * tower, the Statue of Liberty, a Japanese castle, a torii gate, the Kaaba, a moai, a
 * thatched hut).
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';

const deg = (a: number): number => (a * Math.PI) / 180;

/** One part at every point: the first places it, copies the rest. */
function atPoints(part: Omit<PartDecl, 'at' | 'copies'>, points: readonly V3[]): PartDecl {
  const [first, ...rest] = points;
  return {
    ...part,
    at: first,
    copies: rest.map(([x, y, z]) => [x - first![0], y - first![1], z - first![2]] as V3),
  };
}

/** A square footprint of half-width h. */
const square = (h: number): V2[] => [
  [-h, -h],
  [h, -h],
  [h, h],
  [-h, h],
];

/** A palm tree standing at (x, y, z): a leaning trunk, drooping fronds, coconuts. */
function palm(name: string, [x, y, z]: V3, h: number): PartDecl[] {
  const top: V3 = [x + h * 0.18, y + h, z];
  return [
    {
      name: `${name}_trunk`,
      shape: {
        sweep: [[x, y, z], [x + h * 0.04, y + h * 0.5, z], top],
        r: [h * 0.05, h * 0.04, h * 0.03],
      },
      finish: 'bark',
      color: 0x8a6a48,
      role: 'detail',
      answersTo: ['trunk'],
    },
    {
      name: `${name}_frond`,
      shape: { ellipsoid: [h * 0.36, h * 0.03, h * 0.1] },
      turn: [0, 0, -22],
      at: [top[0] + h * 0.3, top[1] - h * 0.08, top[2]],
      repeat: { count: 7, turn: [0, 360 / 7, 0], pivot: top, word: 'frond' },
      finish: 'leaf',
      color: 0x3a8a3a,
      role: 'accent',
      answersTo: ['leaves', 'fronds'],
    },
    atPoints(
      {
        name: `${name}_coconut`,
        shape: { ball: h * 0.05 },
        finish: 'wood',
        color: 0x6a4a2a,
        role: 'fixed',
      },
      [
        [top[0] + h * 0.05, top[1] - h * 0.06, top[2] + h * 0.04],
        [top[0] - h * 0.05, top[1] - h * 0.06, top[2] - h * 0.02],
      ],
    ),
  ];
}

/** A small house: walls and a gable roof whose ridge runs along X. */
function cottage(
  name: string,
  [x, z]: V2,
  w: number,
  wall: number,
  color: number,
  roof: number,
): PartDecl[] {
  return [
    {
      name,
      shape: { box: [w, wall, w * 0.8] },
      at: [x, 0.2, z],
      finish: 'plaster',
      color,
      role: 'detail',
    },
    {
      name: `${name}_roof`,
      shape: {
        extrude: [
          [-w * 0.46, 0],
          [w * 0.46, 0],
          [0, w * 0.45],
        ],
        depth: w * 1.08,
      },
      turn: [0, 90, 0],
      at: [x, 0.2 + wall, z],
      finish: 'roofTile',
      color: roof,
      role: 'accent',
      answersTo: ['roof', 'roofs'],
    },
  ];
}

const SAND = 0xe6d09a;
const WATER = 0x3a8ac8;

export const PLACE_KINDS: readonly KindDecl[] = [
  {
    kind: 'island',
    nouns: [
      'island',
      'desert island',
      'tropical island',
      'isle',
      'islet',
      'atoll',
      'island with palm tree',
    ],
    size: [4.5, 11],
    parts: [
      {
        name: 'sea',
        shape: { cyl: 0.3, r: 5.4 },
        finish: 'ocean',
        color: WATER,
        role: 'detail',
        answersTo: ['water', 'sea'],
      },
      {
        name: 'sand',
        shape: {
          lathe: [
            [3.2, 0],
            [2.9, 0.35],
            [2, 0.75],
            [0.01, 0.95],
          ],
          smooth: true,
        },
        at: [0, 0.2, 0],
        finish: 'plain',
        color: SAND,
        answersTo: ['beach', 'sand'],
      },
      ...palm('palm', [-0.4, 0.9, -0.2], 3.4),
      {
        name: 'rock',
        shape: { ellipsoid: [0.4, 0.3, 0.35] },
        at: [1.6, 0.55, 0.8],
        finish: 'stone',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'beach',
    nouns: ['beach', 'beach with umbrella', 'seaside', 'seashore', 'sandy beach', 'beach scene'],
    size: [2.4, 9],
    parts: [
      {
        name: 'sand',
        shape: { box: [9, 0.3, 5] },
        at: [0, 0, 1],
        finish: 'plain',
        color: SAND,
        answersTo: ['beach'],
      },
      {
        name: 'sea',
        shape: { box: [9, 0.22, 3.2] },
        at: [0, 0, -2.6],
        finish: 'ocean',
        color: WATER,
        role: 'detail',
        answersTo: ['water', 'sea'],
      },
      {
        name: 'wave',
        shape: { box: [9, 0.26, 0.3] },
        at: [0, 0, -1.1],
        finish: 'paint',
        color: 0xf4f8fa,
        role: 'fixed',
      },
      // A striped parasol over a towel, a ball beside it.
      {
        name: 'umbrella_pole',
        shape: { cyl: 2.1, r: 0.04 },
        at: [-1, 0.3, 1.2],
        finish: 'steel',
        role: 'fixed',
      },
      ...[0, 1].map((k): PartDecl => ({
        name: k === 0 ? 'umbrella' : 'umbrella_stripe',
        shape: {
          plan: [
            [0, 0],
            [Math.sin(deg(-22.5)) * 1.3, Math.cos(deg(-22.5)) * 1.3],
            [Math.sin(deg(22.5)) * 1.3, Math.cos(deg(22.5)) * 1.3],
          ],
          height: 0.45,
          taper: 0.02,
        },
        at: [-1, 2.05, 1.2],
        turn: [0, k * 45, 0],
        repeat: {
          count: 4,
          turn: [0, 90, 0],
          pivot: [-1, 0, 1.2],
          word: k === 0 ? 'umbrella' : 'umbrella stripe',
        },
        finish: 'fabric',
        color: k === 0 ? 0xd8202a : 0xf4f2ec,
        role: k === 0 ? 'main' : 'accent',
        answersTo: ['umbrella', 'parasol'],
      })),
      {
        name: 'towel',
        shape: { box: [0.8, 0.03, 1.7] },
        at: [-0.3, 0.3, 1.6],
        finish: 'fabric',
        color: 0x2a6ad8,
        role: 'fixed',
      },
      {
        name: 'ball',
        shape: { ball: 0.22 },
        at: [1.2, 0.52, 1.9],
        finish: 'plastic',
        color: 0xf4c430,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'desert',
    nouns: ['desert', 'sand dunes', 'dunes', 'dune', 'sand dune', 'desert landscape'],
    size: [3, 10],
    parts: [
      {
        name: 'ground',
        shape: { box: [10, 0.2, 7] },
        finish: 'plain',
        color: SAND,
        answersTo: ['sand'],
      },
      atPoints(
        { name: 'dune', shape: { ellipsoid: [2.4, 1, 1.4] }, finish: 'plain', color: 0xdcc08a },
        [
          [-2.6, 0.1, -1.6],
          [2.4, 0.1, -2],
          [0.6, 0.1, 1.8],
        ],
      ),
      // A saguaro: a column with two bent arms.
      {
        name: 'cactus',
        shape: {
          capsule: [
            [-0.8, 0.1, 0.6],
            [-0.8, 2.6, 0.6],
          ],
          r: 0.26,
        },
        finish: 'cactus',
        color: 0x3a7a3a,
        role: 'accent',
      },
      {
        name: 'cactus_arm',
        shape: {
          sweep: [
            [-0.8, 1.1, 0.6],
            [-1.45, 1.15, 0.6],
            [-1.45, 1.9, 0.6],
          ],
          r: 0.15,
        },
        finish: 'cactus',
        color: 0x3a7a3a,
        role: 'accent',
      },
      {
        name: 'cactus_arm_2',
        shape: {
          sweep: [
            [-0.8, 1.5, 0.6],
            [-0.2, 1.55, 0.6],
            [-0.2, 2.1, 0.6],
          ],
          r: 0.13,
        },
        finish: 'cactus',
        color: 0x3a7a3a,
        role: 'accent',
      },
      {
        name: 'rock',
        shape: { ellipsoid: [0.5, 0.3, 0.4] },
        at: [3, 0.2, 1.6],
        finish: 'stone',
        color: 0xb8865a,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'city',
    nouns: [
      'city',
      'cityscape',
      'skyline',
      'city skyline',
      'downtown',
      'metropolis',
      'big city',
      'town center',
    ],
    size: [20, 26],
    parts: [
      {
        name: 'ground',
        shape: { box: [24, 0.3, 18] },
        finish: 'concrete',
        color: 0x5a5a5e,
        role: 'detail',
      },
      // Towers of several heights and glasses, lower blocks in front.
      ...(
        [
          [-8, -4, 4, 14, 0x6a8aa8],
          [-2.5, -5, 5, 20, 0x5a7a98],
          [4, -4, 4.5, 16, 0x8aa8c0],
          [9, -5, 4, 11, 0x6a8aa8],
          [-9, 3, 4, 7, 0xc8b8a0],
          [-3, 3.5, 4.5, 9, 0x7a9ab8],
          [3, 4, 4, 6, 0xb86a50],
          [8.5, 3, 4, 9.5, 0x5a7a98],
        ] as const
      ).map(([x, z, w, h, color], i): PartDecl => ({
        name: `building_${i + 1}`,
        shape: { box: [w, h, w] },
        at: [x, 0.3, z],
        finish: 'glass',
        color,
        answersTo: ['building', 'buildings'],
      })),
      atPoints(
        { name: 'floor_band', shape: { box: [5.2, 0.35, 5.2] }, finish: 'steel', role: 'fixed' },
        [
          [-2.5, 6.3, -5],
          [-2.5, 12.3, -5],
          [-8, 5.3, -4],
          [4, 8.3, -4],
        ],
      ),
      {
        name: 'spire',
        shape: { cyl: 4, r: 0.2, rTop: 0.05 },
        at: [-2.5, 20.3, -5],
        finish: 'steel',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'village',
    nouns: ['village', 'town', 'hamlet', 'small town', 'little town'],
    size: [8, 22],
    parts: [
      { name: 'ground', shape: { box: [20, 0.2, 14] }, finish: 'grass', role: 'detail' },
      ...cottage('house', [-6, -3], 4, 2.6, 0xf2ece0, 0xc8502a),
      ...cottage('house_2', [0, -4], 3.6, 2.4, 0xe8d8b8, 0x8a3a2a),
      ...cottage('house_3', [5.8, -2.6], 4.2, 2.8, 0xf0e4d0, 0xc8502a),
      ...cottage('house_4', [-3.5, 3.5], 3.4, 2.2, 0xe0d0b0, 0x6a6a70),
      ...cottage('house_5', [3.4, 3.8], 3.6, 2.4, 0xf4f0e8, 0xb8482a),
      // A church tower in the middle, a road through.
      {
        name: 'church_tower',
        shape: { box: [2, 6, 2] },
        at: [0, 0.2, 0.2],
        finish: 'plaster',
        color: 0xf0ece4,
      },
      {
        name: 'steeple',
        shape: {
          plan: [
            [-1.2, -1.2],
            [1.2, -1.2],
            [1.2, 1.2],
            [-1.2, 1.2],
          ],
          height: 3,
          taper: 0.02,
        },
        at: [0, 6.2, 0.2],
        finish: 'slate',
        role: 'accent',
      },
      {
        name: 'road',
        shape: { box: [20, 0.24, 1.6] },
        at: [0, 0, 1.8],
        finish: 'concrete',
        color: 0x8a8a88,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'campsite',
    nouns: ['campsite', 'camping', 'campground', 'camp', 'camp site', 'tent camp'],
    size: [2, 6],
    parts: [
      { name: 'ground', shape: { box: [6, 0.12, 4.6] }, finish: 'grass', role: 'detail' },
      {
        name: 'tent',
        shape: {
          extrude: [
            [-1, 0],
            [1, 0],
            [0.05, 1.4],
            [-0.05, 1.4],
          ],
          depth: 2.2,
        },
        turn: [0, 20, 0],
        at: [-1.2, 0.12, -0.6],
        finish: 'fabric',
        color: 0x2a8a4a,
      },
      // The campfire: crossed logs, flames, a ring of stones, a log to sit on.
      atPoints(
        { name: 'stone', shape: { ellipsoid: [0.14, 0.1, 0.14] }, finish: 'stone', role: 'fixed' },
        Array.from(
          { length: 8 },
          (_, i) =>
            [1.5 + Math.cos(deg(i * 45)) * 0.55, 0.14, 0.9 + Math.sin(deg(i * 45)) * 0.55] as V3,
        ),
      ),
      {
        name: 'fire_log',
        shape: {
          capsule: [
            [1.1, 0.2, 0.7],
            [1.9, 0.2, 1.1],
          ],
          r: 0.08,
        },
        finish: 'wood',
        color: 0x6a4a2a,
        role: 'fixed',
      },
      {
        name: 'fire_log_2',
        shape: {
          capsule: [
            [1.1, 0.2, 1.1],
            [1.9, 0.2, 0.7],
          ],
          r: 0.08,
        },
        finish: 'wood',
        color: 0x6a4a2a,
        role: 'fixed',
      },
      {
        name: 'flame',
        shape: {
          lathe: [
            [0.3, 0],
            [0.25, 0.3],
            [0.12, 0.6],
            [0.01, 0.85],
          ],
          smooth: true,
        },
        at: [1.5, 0.2, 0.9],
        finish: 'light',
        color: 0xf08a20,
        role: 'fixed',
        answersTo: ['fire'],
      },
      {
        name: 'seat_log',
        shape: {
          capsule: [
            [0.9, 0.3, 1.9],
            [2.3, 0.3, 1.9],
          ],
          r: 0.18,
        },
        finish: 'bark',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'construction site',
    nouns: ['construction site', 'building site', 'building construction'],
    size: [20, 22],
    parts: [
      {
        name: 'ground',
        shape: { box: [20, 0.2, 12] },
        finish: 'soil',
        color: 0x9a7a5a,
        role: 'detail',
      },
      // A half-built frame: slabs on columns.
      atPoints(
        { name: 'column', shape: { box: [0.5, 9, 0.5] }, finish: 'concrete', role: 'fixed' },
        [
          [-6, 0.2, -3],
          [0, 0.2, -3],
          [-6, 0.2, 3],
          [0, 0.2, 3],
        ],
      ),
      atPoints({ name: 'slab', shape: { box: [7, 0.4, 7] }, finish: 'concrete', color: 0xc0bcb4 }, [
        [-3, 3, 0],
        [-3, 6, 0],
        [-3, 9, 0],
      ]),
      {
        name: 'scaffold',
        shape: { box: [7.4, 7, 0.1] },
        at: [-3, 0.2, 3.7],
        finish: 'steel',
        color: 0xd8a020,
        role: 'fixed',
      },
      // The tower crane: mast, jib, counter-jib with its weight, the hook on its line.
      {
        name: 'mast',
        shape: { box: [1, 18, 1] },
        at: [5, 0.2, 0],
        finish: 'paint',
        color: 0xf4c430,
        answersTo: ['crane'],
      },
      {
        name: 'jib',
        shape: { box: [14, 0.8, 0.8] },
        at: [1.5, 18.2, 0],
        finish: 'paint',
        color: 0xf4c430,
        answersTo: ['crane'],
      },
      {
        name: 'cab',
        shape: { box: [1.4, 1.2, 1.4] },
        at: [5, 16.6, 0.9],
        finish: 'glass',
        color: 0x3a5a78,
        role: 'fixed',
      },
      {
        name: 'counterweight',
        shape: { box: [1.6, 1.6, 1.2] },
        at: [9.4, 17, 0],
        finish: 'concrete',
        role: 'fixed',
      },
      {
        name: 'apex',
        shape: { plan: square(0.5), height: 2.4, taper: 0.05 },
        at: [5, 19, 0],
        finish: 'paint',
        color: 0xf4c430,
        role: 'fixed',
      },
      {
        name: 'hook_line',
        shape: { box: [0.06, 7, 0.06] },
        at: [-3.5, 11.2, 0],
        finish: 'steel',
        role: 'fixed',
      },
      {
        name: 'load',
        shape: { box: [1.6, 0.6, 0.8] },
        at: [-3.5, 10.6, 0],
        finish: 'wood',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'hut',
    nouns: [
      'hut',
      'mud hut',
      'thatched hut',
      'grass hut',
      'straw hut',
      'shack',
      'hovel',
      'rondavel',
    ],
    size: [3.6, 4.4],
    parts: [
      { name: 'walls', shape: { cyl: 1.8, r: 1.8 }, finish: 'plaster', color: 0xb8865a },
      {
        name: 'roof',
        shape: {
          lathe: [
            [2.3, 0],
            [2.1, 0.25],
            [1, 1.2],
            [0.01, 1.9],
          ],
          smooth: false,
        },
        at: [0, 1.65, 0],
        finish: 'grass',
        color: 0xc8a860,
        role: 'accent',
        answersTo: ['thatch'],
      },
      {
        name: 'door',
        shape: { box: [0.8, 1.3, 0.3] },
        at: [0, 0, 1.72],
        finish: 'darkWood',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'japanese castle',
    nouns: ['japanese castle', 'himeji castle', 'osaka castle', 'tenshu', 'samurai castle'],
    size: [16, 14],
    parts: [
      {
        name: 'base',
        shape: { plan: square(6.5), height: 4, taper: 0.78 },
        finish: 'stone',
        color: 0x9a968c,
        role: 'detail',
      },
      ...[0, 1, 2, 3].flatMap((i): PartDecl[] => {
        const w = 4.6 - i * 0.9;
        const y = 4 + i * 2.6;
        const eave = w + 1.6;
        return [
          {
            name: `storey_${i + 1}`,
            shape: { box: [w * 2, 2.2, w * 1.7] },
            at: [0, y, 0],
            finish: 'plaster',
            color: 0xf4f2ec,
            answersTo: ['walls'],
          },
          {
            name: `roof_${i + 1}`,
            shape: {
              plan: [
                [-eave, -eave * 0.85],
                [eave, -eave * 0.85],
                [eave, eave * 0.85],
                [-eave, eave * 0.85],
              ],
              height: 0.8,
              taper: 0.7,
            },
            at: [0, y + 2.1, 0],
            finish: 'slate',
            color: 0x3a4a52,
            role: 'accent',
            answersTo: ['roof'],
          },
          {
            name: `gable_${i + 1}`,
            shape: {
              extrude: [
                [-1.1, 0],
                [1.1, 0],
                [0, 1],
              ],
              depth: 0.5,
            },
            at: [0, y + 2.2, w * 0.85 + 0.6],
            finish: 'plaster',
            color: 0xf4f2ec,
            role: 'fixed',
          },
        ];
      }),
      {
        name: 'top_roof',
        shape: {
          extrude: [
            [-2.4, 0],
            [2.4, 0],
            [0, 1.6],
          ],
          depth: 3.4,
        },
        turn: [0, 90, 0],
        at: [0, 14.6, 0],
        finish: 'slate',
        color: 0x3a4a52,
        role: 'accent',
      },
      atPoints(
        { name: 'window', shape: { box: [0.6, 0.8, 0.2] }, finish: 'darkWood', role: 'fixed' },
        [
          [-2.4, 4.7, 3.9],
          [2.4, 4.7, 3.9],
          [-1.4, 7.3, 3.15],
          [1.4, 7.3, 3.15],
        ],
      ),
    ],
  },
  {
    kind: 'lattice tower',
    nouns: [
      'lattice tower',
      'tokyo tower',
      'eiffel tower',
      'radio tower',
      'tv tower',
      'television tower',
      'transmission tower',
      'broadcast tower',
      'communications tower',
      'radio mast',
      'electricity pylon',
    ],
    size: [30, 12],
    parts: [
      // Four legs splaying to the ground, joined by bands, a tapering shaft and an antenna.
      ...[
        [-1, -1],
        [1, -1],
        [-1, 1],
        [1, 1],
      ].map(([sx, sz], i): PartDecl => ({
        name: `leg_${i + 1}`,
        shape: {
          capsule: [
            [sx! * 5, 0.3, sz! * 5],
            [sx! * 1.2, 14, sz! * 1.2],
          ],
          r: 0.7,
          r2: 0.45,
        },
        finish: 'paint',
        color: 0xe0502a,
        answersTo: ['legs', 'leg'],
      })),
      {
        name: 'deck',
        shape: { box: [8, 1.2, 8] },
        at: [0, 5, 0],
        finish: 'paint',
        color: 0xf4f2ec,
        role: 'accent',
      },
      {
        name: 'band',
        shape: { box: [3.4, 0.6, 3.4] },
        at: [0, 11, 0],
        finish: 'paint',
        color: 0xf4f2ec,
        role: 'accent',
      },
      {
        name: 'shaft',
        shape: { plan: square(2.2), height: 12, taper: 0.3 },
        at: [0, 13.6, 0],
        finish: 'paint',
        color: 0xe0502a,
      },
      {
        name: 'observatory',
        shape: { box: [3.2, 1.6, 3.2] },
        at: [0, 15, 0],
        finish: 'glass',
        color: 0x3a5a78,
        role: 'fixed',
      },
      {
        name: 'upper_band',
        shape: { box: [1.4, 0.5, 1.4] },
        at: [0, 21, 0],
        finish: 'paint',
        color: 0xf4f2ec,
        role: 'accent',
      },
      {
        name: 'antenna',
        shape: { cyl: 5, r: 0.2, rTop: 0.06 },
        at: [0, 25.5, 0],
        finish: 'steel',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'statue of liberty',
    nouns: [
      'statue of liberty',
      'lady liberty',
      'liberty statue',
      'liberty enlightening the world',
    ],
    size: [9, 4],
    parts: [
      {
        name: 'pedestal',
        shape: { plan: square(1.6), height: 2.6, taper: 0.8 },
        finish: 'stone',
        color: 0xc8b898,
        role: 'detail',
      },
      {
        name: 'plinth',
        shape: { box: [2.4, 0.4, 2.4] },
        at: [0, 2.6, 0],
        finish: 'stone',
        color: 0xc8b898,
        role: 'detail',
      },
      {
        name: 'robe',
        shape: {
          lathe: [
            [1.05, 0],
            [0.9, 1.2],
            [0.75, 2.4],
            [0.68, 3.0],
            [0.5, 3.3],
            [0.2, 3.5],
          ],
          smooth: true,
        },
        at: [0, 3, 0],
        finish: 'copper',
        color: 0x6aa890,
        answersTo: ['body', 'statue'],
      },
      {
        name: 'head',
        shape: { ball: 0.4 },
        at: [0, 6.85, 0.05],
        finish: 'copper',
        color: 0x6aa890,
      },
      {
        name: 'crown_ray',
        shape: { cyl: 0.6, r: 0.08, rTop: 0.01 },
        turn: [0, 0, -35],
        at: [0.25, 7.1, 0],
        repeat: { count: 7, turn: [0, 0, 12], pivot: [0, 7.0, 0], spread: false, word: 'ray' },
        finish: 'copper',
        color: 0x6aa890,
        role: 'fixed',
        answersTo: ['crown'],
      },
      {
        name: 'arm',
        shape: {
          capsule: [
            [0.5, 6.1, 0],
            [0.75, 8.0, 0],
          ],
          r: 0.16,
        },
        finish: 'copper',
        color: 0x6aa890,
      },
      {
        name: 'torch',
        shape: { cyl: 0.5, r: 0.13, rTop: 0.2 },
        at: [0.76, 8.0, 0],
        finish: 'copper',
        color: 0x6aa890,
        role: 'fixed',
      },
      {
        name: 'flame',
        shape: { ellipsoid: [0.2, 0.35, 0.2] },
        at: [0.76, 8.75, 0],
        finish: 'gold',
        role: 'fixed',
        answersTo: ['flame', 'fire'],
      },
      {
        name: 'tablet',
        shape: { box: [0.4, 0.8, 0.15] },
        turn: [0, 0, 15],
        at: [-0.72, 5.3, 0.35],
        finish: 'copper',
        color: 0x6aa890,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'torii gate',
    nouns: ['torii gate', 'torii', 'shinto shrine', 'jinja', 'shrine gate'],
    size: [6, 7],
    parts: [
      atPoints(
        {
          name: 'pillar',
          shape: { cyl: 5.2, r: 0.28, rTop: 0.24 },
          finish: 'paint',
          color: 0xd8402a,
        },
        [
          [-2.4, 0.25, 0],
          [2.4, 0.25, 0],
        ],
      ),
      atPoints(
        { name: 'pillar_base', shape: { cyl: 0.5, r: 0.36 }, finish: 'darkStone', role: 'fixed' },
        [
          [-2.4, 0, 0],
          [2.4, 0, 0],
        ],
      ),
      {
        name: 'nuki',
        shape: { box: [6, 0.35, 0.3] },
        at: [0, 4.1, 0],
        finish: 'paint',
        color: 0xd8402a,
        role: 'main',
      },
      {
        name: 'kasagi',
        shape: {
          extrude: [
            [-3.7, 0.25],
            [-3.3, 0],
            [3.3, 0],
            [3.7, 0.25],
            [3.6, 0.55],
            [0, 0.4],
            [-3.6, 0.55],
          ],
          depth: 0.6,
        },
        at: [0, 5.45, 0],
        finish: 'paint',
        color: 0x2a2a2a,
        role: 'accent',
        answersTo: ['top', 'roof'],
      },
      {
        name: 'shimaki',
        shape: { box: [6.6, 0.3, 0.5] },
        at: [0, 5.15, 0],
        finish: 'paint',
        color: 0xd8402a,
        role: 'main',
      },
      {
        name: 'plaque',
        shape: { box: [0.5, 0.8, 0.1] },
        at: [0, 4.4, 0.1],
        finish: 'paint',
        color: 0x2a2a2a,
        role: 'fixed',
      },
      {
        name: 'path',
        shape: { box: [5.6, 0.05, 6] },
        at: [0, 0, 0],
        finish: 'stone',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'kaaba',
    nouns: ['kaaba', 'kaabah', 'kaaba shrine'],
    size: [6, 9],
    parts: [
      {
        name: 'plaza',
        shape: { box: [9, 0.2, 9] },
        finish: 'marble',
        color: 0xf0eee8,
        role: 'detail',
      },
      {
        name: 'cube',
        shape: { box: [5, 5.4, 4.4] },
        at: [0, 0.2, 0],
        finish: 'fabric',
        color: 0x141414,
      },
      {
        name: 'band',
        shape: { box: [5.06, 0.5, 4.46] },
        at: [0, 3.8, 0],
        finish: 'gold',
        role: 'accent',
      },
      {
        name: 'door',
        shape: { box: [1, 2, 0.1] },
        at: [1.2, 1.4, 2.2],
        finish: 'gold',
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'moai',
    nouns: ['moai', 'easter island statue', 'easter island head', 'moai statue', 'stone head'],
    size: [5, 3],
    parts: [
      { name: 'ahu', shape: { box: [2.6, 0.6, 2] }, finish: 'darkStone', role: 'detail' },
      {
        name: 'body',
        shape: { plan: square(0.7), height: 1.4, taper: 0.9 },
        at: [0, 0.6, 0],
        finish: 'stone',
        color: 0x8a7e70,
      },
      // A long head: heavy brow, a long straight nose, thin lips, long ears.
      {
        name: 'head',
        shape: { box: [1.2, 2.7, 1.05], round: 0.1 },
        at: [0, 1.95, -0.05],
        finish: 'stone',
        color: 0x8a7e70,
      },
      {
        name: 'brow',
        shape: { box: [1.24, 0.32, 0.35] },
        at: [0, 3.55, 0.42],
        finish: 'stone',
        color: 0x7a6e60,
        role: 'fixed',
      },
      {
        name: 'nose',
        shape: { box: [0.34, 1.05, 0.38] },
        at: [0, 2.55, 0.58],
        finish: 'stone',
        color: 0x8a7e70,
        role: 'fixed',
      },
      {
        name: 'lips',
        shape: { box: [0.6, 0.12, 0.2] },
        at: [0, 2.3, 0.5],
        finish: 'stone',
        color: 0x6a5e52,
        role: 'fixed',
      },
      {
        name: 'chin',
        shape: { box: [0.9, 0.3, 0.3] },
        at: [0, 1.95, 0.42],
        finish: 'stone',
        color: 0x7a6e60,
        role: 'fixed',
      },
      {
        name: 'ear',
        shape: { box: [0.16, 1.3, 0.32] },
        at: [0.66, 2.4, -0.05],
        mirror: true,
        finish: 'stone',
        color: 0x7a6e60,
        role: 'fixed',
      },
    ],
  },
];
