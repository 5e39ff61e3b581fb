/**
 * Rooms (issue #32, session 16): a room people name by its use — kitchen, bathroom, bedroom,
 * living room, classroom, office — is built as a corner diorama: a floor and two walls (the
 * back and the left, open towards the viewer) with the furniture that says which room it is.
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';

const W = 4.2;
const H = 2.6;

/** The floor and the back and left walls of a room. */
function shell(floor: number, wall: number): PartDecl[] {
  return [
    {
      name: 'floor',
      shape: { box: [W, 0.1, W] },
      finish: 'wood',
      color: floor,
      role: 'detail',
      answersTo: ['floor'],
    },
    {
      name: 'back_wall',
      shape: { box: [W, H, 0.12] },
      at: [0, 0.1, -W / 2 + 0.06],
      finish: 'plaster',
      color: wall,
      answersTo: ['walls', 'wall'],
    },
    {
      name: 'left_wall',
      shape: { box: [0.12, H, W] },
      at: [-W / 2 + 0.06, 0.1, 0],
      finish: 'plaster',
      color: wall,
      answersTo: ['walls', 'wall'],
    },
  ];
}

/** One part at every point: the first places it, copies the rest. */
function atPoints(part: Omit<PartDecl, 'at' | 'copies'>, points: readonly V3[]): PartDecl {
  const [first, ...rest] = points;
  return {
    ...part,
    at: first,
    copies: rest.map(([x, y, z]) => [x - first![0], y - first![1], z - first![2]] as V3),
  };
}

/** Four legs under a top of w × d whose underside is at y, centred on (x, z). */
function legs(
  name: string,
  [x, z]: readonly [number, number],
  w: number,
  d: number,
  y: number,
  r = 0.03,
) {
  return atPoints(
    { name, shape: { box: [r * 2, y - 0.1, r * 2] }, finish: 'darkWood', role: 'fixed' },
    [
      [x - w / 2 + r, 0.1, z - d / 2 + r],
      [x + w / 2 - r, 0.1, z - d / 2 + r],
      [x - w / 2 + r, 0.1, z + d / 2 - r],
      [x + w / 2 - r, 0.1, z + d / 2 - r],
    ],
  );
}

export const ROOM_KINDS: readonly KindDecl[] = [
  {
    kind: 'kitchen',
    nouns: ['kitchen', 'kitchenette', 'cookhouse', 'kitchen interior'],
    size: [2.7, 4.2],
    parts: [
      ...shell(0xc8b8a0, 0xf0ece0),
      // Base cabinets along the back wall with a worktop, a sink and a hob; wall cupboards.
      {
        name: 'cabinets',
        shape: { box: [3, 0.85, 0.6] },
        at: [-0.5, 0.1, -1.75],
        finish: 'paint',
        color: 0x4a7a9a,
        answersTo: ['cabinets', 'cupboards'],
      },
      {
        name: 'worktop',
        shape: { box: [3.1, 0.05, 0.65] },
        at: [-0.5, 0.95, -1.74],
        finish: 'stone',
        color: 0x3a3a3a,
        role: 'detail',
      },
      {
        name: 'sink',
        shape: { box: [0.6, 0.04, 0.4] },
        at: [-1.2, 1, -1.75],
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'faucet',
        shape: {
          capsule: [
            [-1.2, 1, -1.98],
            [-1.2, 1.3, -1.85],
          ],
          r: 0.025,
        },
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'hob',
        shape: { box: [0.6, 0.03, 0.5] },
        at: [0.3, 1, -1.75],
        finish: 'darkMetal',
        role: 'fixed',
      },
      atPoints(
        {
          name: 'burner',
          shape: { cyl: 0.02, r: 0.08 },
          finish: 'darkMetal',
          color: 0x1a1a1a,
          role: 'fixed',
        },
        [
          [0.15, 1.03, -1.87],
          [0.45, 1.03, -1.87],
          [0.15, 1.03, -1.63],
          [0.45, 1.03, -1.63],
        ],
      ),
      {
        name: 'oven_door',
        shape: { box: [0.6, 0.55, 0.04] },
        at: [0.3, 0.2, -1.44],
        finish: 'glass',
        color: 0x2a2a2a,
        role: 'fixed',
      },
      {
        name: 'wall_cupboards',
        shape: { box: [2.2, 0.7, 0.35] },
        at: [-0.9, 1.6, -1.9],
        finish: 'paint',
        color: 0x4a7a9a,
        role: 'accent',
      },
      {
        name: 'fridge',
        shape: { box: [0.75, 1.9, 0.7] },
        at: [1.55, 0.1, -1.7],
        finish: 'paint',
        color: 0xe8e8e8,
        role: 'detail',
      },
      {
        name: 'fridge_handle',
        shape: { box: [0.04, 0.5, 0.05] },
        at: [1.25, 1.1, -1.33],
        finish: 'chrome',
        role: 'fixed',
      },
      // A small table with two stools.
      {
        name: 'table',
        shape: { box: [1, 0.05, 0.7] },
        at: [0.4, 0.75, 0.6],
        finish: 'wood',
        role: 'detail',
      },
      legs('table_leg', [0.4, 0.6], 1, 0.7, 0.75),
      atPoints(
        {
          name: 'stool',
          shape: { cyl: 0.45, r: 0.16 },
          finish: 'wood',
          color: 0xa87a4a,
          role: 'fixed',
        },
        [
          [-0.3, 0.1, 0.6],
          [1.1, 0.1, 0.6],
        ],
      ),
    ],
  },
  {
    kind: 'bathroom',
    nouns: ['bathroom', 'washroom', 'shower room', 'bathroom interior'],
    size: [2.7, 4.2],
    parts: [
      ...shell(0x5a6a78, 0x7ab0c8),
      // A bath along the left wall, a basin with a mirror on the back wall, a toilet.
      {
        name: 'bathtub',
        shape: { box: [0.8, 0.55, 1.7], round: 0.05 },
        at: [-1.6, 0.1, -0.9],
        minus: [{ shape: { box: [0.64, 0.5, 1.54], round: 0.05 }, at: [-1.6, 0.2, -0.9] }],
        finish: 'ceramic',
        color: 0xf8f8f8,
        answersTo: ['bath', 'tub'],
      },
      {
        name: 'bath_water',
        shape: { box: [0.64, 0.3, 1.54] },
        at: [-1.6, 0.2, -0.9],
        finish: 'ocean',
        color: 0x8ac8e8,
        role: 'fixed',
      },
      {
        name: 'shower_head',
        shape: {
          capsule: [
            [-1.98, 1.9, -1.6],
            [-1.75, 1.85, -1.6],
          ],
          r: 0.04,
        },
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'basin_pedestal',
        shape: { cyl: 0.75, r: 0.1 },
        at: [0.2, 0.1, -1.85],
        finish: 'ceramic',
        color: 0xf8f8f8,
        role: 'fixed',
      },
      {
        name: 'basin',
        shape: { box: [0.6, 0.15, 0.42], round: 0.05 },
        at: [0.2, 0.82, -1.82],
        finish: 'ceramic',
        color: 0xf8f8f8,
        role: 'detail',
      },
      {
        name: 'mirror',
        shape: { box: [0.6, 0.7, 0.03] },
        at: [0.2, 1.25, -1.95],
        finish: 'chrome',
        role: 'fixed',
        answersTo: ['mirror'],
      },
      {
        name: 'toilet_bowl',
        shape: { cyl: 0.4, r: 0.2, rTop: 0.22 },
        at: [1.3, 0.1, -1.6],
        finish: 'ceramic',
        color: 0xf8f8f8,
        role: 'detail',
      },
      {
        name: 'toilet_tank',
        shape: { box: [0.45, 0.4, 0.2] },
        at: [1.3, 0.45, -1.9],
        finish: 'ceramic',
        color: 0xf8f8f8,
        role: 'detail',
      },
      {
        name: 'toilet_seat',
        shape: { cyl: 0.04, r: 0.22 },
        at: [1.3, 0.5, -1.6],
        finish: 'ceramic',
        color: 0xf0f0f0,
        role: 'fixed',
      },
      {
        name: 'towel',
        shape: { box: [0.5, 0.6, 0.04] },
        at: [-0.7, 1, -1.95],
        finish: 'fabric',
        color: 0xe0602a,
        role: 'fixed',
      },
      {
        name: 'bath_mat',
        shape: { box: [0.6, 0.02, 0.4] },
        at: [-0.9, 0.1, -0.6],
        finish: 'fabric',
        color: 0x2a6ad8,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'bedroom',
    nouns: ['bedroom', 'sleeping room', 'bedchamber', 'guest room', 'bedroom interior'],
    size: [2.7, 4.2],
    parts: [
      ...shell(0xb89a70, 0xe8dcc8),
      // The bed against the back wall, a nightstand with a lamp, a wardrobe, a rug.
      {
        name: 'bed_frame',
        shape: { box: [1.5, 0.35, 2.1] },
        at: [-0.3, 0.1, -0.95],
        finish: 'wood',
        role: 'detail',
      },
      {
        name: 'headboard',
        shape: { box: [1.6, 1.1, 0.08] },
        at: [-0.3, 0.1, -2.0],
        finish: 'wood',
        role: 'detail',
      },
      {
        name: 'mattress',
        shape: { box: [1.44, 0.2, 2], round: 0.05 },
        at: [-0.3, 0.45, -0.97],
        finish: 'linen',
        color: 0xf4f2ec,
        role: 'fixed',
      },
      {
        name: 'blanket',
        shape: { box: [1.5, 0.08, 1.3], round: 0.03 },
        at: [-0.3, 0.62, -0.6],
        finish: 'fabric',
        color: 0x3a6ab8,
        answersTo: ['blanket', 'duvet'],
      },
      atPoints(
        {
          name: 'pillow',
          shape: { box: [0.55, 0.15, 0.35], round: 0.06 },
          finish: 'linen',
          color: 0xf8f8f8,
          role: 'fixed',
        },
        [
          [-0.62, 0.65, -1.7],
          [0.02, 0.65, -1.7],
        ],
      ),
      {
        name: 'nightstand',
        shape: { box: [0.45, 0.55, 0.4] },
        at: [0.85, 0.1, -1.8],
        finish: 'wood',
        role: 'detail',
      },
      {
        name: 'lamp_base',
        shape: { cyl: 0.3, r: 0.05 },
        at: [0.85, 0.65, -1.8],
        finish: 'brass',
        role: 'fixed',
      },
      {
        name: 'lamp_shade',
        shape: { cyl: 0.22, r: 0.16, rTop: 0.11 },
        at: [0.85, 0.9, -1.8],
        finish: 'fabric',
        color: 0xf4e8c8,
        role: 'fixed',
      },
      {
        name: 'wardrobe',
        shape: { box: [0.6, 2, 1.2] },
        at: [-1.8, 0.1, 1.1],
        finish: 'wood',
        color: 0x8a5a3a,
        role: 'detail',
      },
      {
        name: 'rug',
        shape: { box: [1.4, 0.02, 0.9] },
        at: [0.6, 0.1, 0.8],
        finish: 'fabric',
        color: 0xb83a3a,
        role: 'fixed',
      },
      {
        name: 'window',
        shape: { box: [0.8, 0.9, 0.04] },
        at: [1.3, 1.2, -1.95],
        finish: 'glass',
        color: 0x9ac8e8,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'living room',
    nouns: [
      'living room',
      'sitting room',
      'family room',
      'front room',
      'parlor',
      'parlour',
      'living room interior',
    ],
    size: [2.7, 4.2],
    parts: [
      ...shell(0xa87a50, 0xe8e0d0),
      // A sofa against the back wall, a coffee table and a rug before it, a television on a
      // low stand against the left wall, a floor lamp and a plant.
      {
        name: 'sofa_seat',
        shape: { box: [2, 0.42, 0.85], round: 0.05 },
        at: [0.3, 0.1, -1.5],
        finish: 'fabric',
        color: 0x6a8a5a,
        answersTo: ['sofa', 'couch'],
      },
      {
        name: 'sofa_back',
        shape: { box: [2, 0.5, 0.22], round: 0.05 },
        at: [0.3, 0.52, -1.85],
        finish: 'fabric',
        color: 0x6a8a5a,
      },
      atPoints(
        {
          name: 'sofa_arm',
          shape: { box: [0.22, 0.62, 0.85], round: 0.05 },
          finish: 'fabric',
          color: 0x6a8a5a,
          role: 'fixed',
        },
        [
          [-0.7, 0.1, -1.5],
          [1.3, 0.1, -1.5],
        ],
      ),
      {
        name: 'rug',
        shape: { box: [2.2, 0.02, 1.4] },
        at: [0.3, 0.1, -0.2],
        finish: 'fabric',
        color: 0xc8a878,
        role: 'fixed',
      },
      {
        name: 'coffee_table',
        shape: { box: [1, 0.05, 0.55] },
        at: [0.3, 0.42, -0.3],
        finish: 'wood',
        role: 'detail',
      },
      legs('coffee_table_leg', [0.3, -0.3], 1, 0.55, 0.42, 0.025),
      {
        name: 'tv_stand',
        shape: { box: [0.45, 0.45, 1.4] },
        at: [-1.8, 0.1, 0.4],
        finish: 'wood',
        color: 0x5a3a2a,
        role: 'detail',
      },
      {
        name: 'television',
        shape: { box: [0.06, 0.7, 1.2] },
        at: [-1.82, 0.55, 0.4],
        finish: 'glass',
        color: 0x1a1a1e,
        role: 'fixed',
        answersTo: ['tv', 'television'],
      },
      {
        name: 'lamp_pole',
        shape: { cyl: 1.5, r: 0.02 },
        at: [1.7, 0.1, -1.7],
        finish: 'brass',
        role: 'fixed',
      },
      {
        name: 'lamp_shade',
        shape: { cyl: 0.3, r: 0.2, rTop: 0.14 },
        at: [1.7, 1.55, -1.7],
        finish: 'fabric',
        color: 0xf4e8c8,
        role: 'fixed',
      },
      {
        name: 'plant_pot',
        shape: { cyl: 0.35, r: 0.16, rTop: 0.2 },
        at: [-1.7, 0.1, -1.7],
        finish: 'terracotta',
        role: 'fixed',
      },
      {
        name: 'plant',
        shape: { ellipsoid: [0.3, 0.4, 0.3] },
        at: [-1.7, 0.75, -1.7],
        finish: 'leaf',
        color: 0x3a8a3a,
        role: 'fixed',
      },
      {
        name: 'picture',
        shape: { box: [0.9, 0.6, 0.04] },
        at: [0.3, 1.45, -1.95],
        finish: 'paint',
        color: 0x4a7ab8,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'classroom',
    nouns: ['classroom', 'schoolroom', 'class room', 'lecture room', 'classroom interior'],
    size: [2.7, 4.2],
    parts: [
      ...shell(0xc8a878, 0xf0e8c8),
      {
        name: 'blackboard',
        shape: { box: [2.4, 1.1, 0.05] },
        at: [0.2, 0.9, -1.95],
        finish: 'paint',
        color: 0x2a4a3a,
        answersTo: ['blackboard', 'board'],
      },
      {
        name: 'board_frame',
        shape: { box: [2.5, 0.06, 0.1] },
        at: [0.2, 0.86, -1.92],
        finish: 'wood',
        role: 'fixed',
      },
      atPoints(
        {
          name: 'chalk_line',
          shape: { box: [0.8, 0.03, 0.02] },
          finish: 'paint',
          color: 0xf4f4f4,
          role: 'fixed',
        },
        [
          [-0.2, 1.6, -1.91],
          [0.1, 1.4, -1.91],
          [-0.1, 1.2, -1.91],
        ],
      ),
      {
        name: 'teacher_desk',
        shape: { box: [1.1, 0.75, 0.55] },
        at: [1.2, 0.1, -1.3],
        finish: 'wood',
        role: 'detail',
      },
      // Two rows of pupils' desks, each with a chair behind it, facing the board.
      atPoints(
        {
          name: 'desk',
          shape: { box: [0.6, 0.04, 0.42] },
          finish: 'wood',
          color: 0xc89a5a,
          role: 'detail',
        },
        [
          [-0.9, 0.68, -0.2],
          [0.1, 0.68, -0.2],
          [1.1, 0.68, -0.2],
          [-0.9, 0.68, 1.0],
          [0.1, 0.68, 1.0],
          [1.1, 0.68, 1.0],
        ],
      ),
      atPoints(
        {
          name: 'desk_frame',
          shape: { box: [0.5, 0.58, 0.05] },
          finish: 'steel',
          color: 0x3a5a8a,
          role: 'fixed',
        },
        [
          [-0.9, 0.1, -0.2],
          [0.1, 0.1, -0.2],
          [1.1, 0.1, -0.2],
          [-0.9, 0.1, 1.0],
          [0.1, 0.1, 1.0],
          [1.1, 0.1, 1.0],
        ],
      ),
      atPoints(
        {
          name: 'chair',
          shape: { box: [0.38, 0.42, 0.36] },
          finish: 'plastic',
          color: 0x3a5a8a,
          role: 'accent',
        },
        [
          [-0.9, 0.1, 0.32],
          [0.1, 0.1, 0.32],
          [1.1, 0.1, 0.32],
          [-0.9, 0.1, 1.52],
          [0.1, 0.1, 1.52],
          [1.1, 0.1, 1.52],
        ],
      ),
      atPoints(
        {
          name: 'chair_back',
          shape: { box: [0.38, 0.4, 0.04] },
          finish: 'plastic',
          color: 0x3a5a8a,
          role: 'fixed',
        },
        [
          [-0.9, 0.52, 0.5],
          [0.1, 0.52, 0.5],
          [1.1, 0.52, 0.5],
          [-0.9, 0.52, 1.7],
          [0.1, 0.52, 1.7],
          [1.1, 0.52, 1.7],
        ],
      ),
      {
        name: 'clock',
        shape: { cyl: 0.04, r: 0.15 },
        turn: [90, 0, 0],
        at: [1.4, 2.1, -1.97],
        finish: 'plaster',
        color: 0xf8f8f8,
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'office',
    nouns: ['office', 'home office', 'office room', 'workspace', 'office interior', 'cubicle'],
    size: [2.7, 4.2],
    parts: [
      ...shell(0x8a8a90, 0xe4e4e0),
      // A desk with a computer, an office chair, a filing cabinet, a bookcase, a plant.
      {
        name: 'desk',
        shape: { box: [1.6, 0.05, 0.75] },
        at: [0, 0.72, -1.55],
        finish: 'wood',
        color: 0xd8c0a0,
      },
      legs('desk_leg', [0, -1.55], 1.6, 0.75, 0.72),
      {
        name: 'monitor',
        shape: { box: [0.6, 0.38, 0.04] },
        at: [0, 0.9, -1.75],
        finish: 'glass',
        color: 0x1a1a1e,
        role: 'fixed',
        answersTo: ['computer', 'screen'],
      },
      {
        name: 'monitor_stand',
        shape: { box: [0.06, 0.16, 0.06] },
        at: [0, 0.77, -1.78],
        finish: 'darkMetal',
        role: 'fixed',
      },
      {
        name: 'keyboard',
        shape: { box: [0.45, 0.02, 0.15] },
        at: [0, 0.77, -1.4],
        finish: 'plastic',
        color: 0x2a2a2a,
        role: 'fixed',
      },
      {
        name: 'chair_seat',
        shape: { box: [0.5, 0.08, 0.5], round: 0.03 },
        at: [0, 0.48, -0.75],
        finish: 'fabric',
        color: 0x2a2a30,
        role: 'accent',
        answersTo: ['chair'],
      },
      {
        name: 'chair_back',
        shape: { box: [0.48, 0.6, 0.07], round: 0.03 },
        at: [0, 0.56, -0.48],
        finish: 'fabric',
        color: 0x2a2a30,
        role: 'accent',
      },
      {
        name: 'chair_column',
        shape: { cyl: 0.38, r: 0.03 },
        at: [0, 0.1, -0.75],
        finish: 'chrome',
        role: 'fixed',
      },
      {
        name: 'chair_base',
        shape: { cyl: 0.05, r: 0.3 },
        at: [0, 0.1, -0.75],
        finish: 'darkMetal',
        role: 'fixed',
      },
      {
        name: 'filing_cabinet',
        shape: { box: [0.45, 1.1, 0.6] },
        at: [1.15, 0.1, -1.7],
        finish: 'steel',
        color: 0x8a9aa8,
        role: 'detail',
      },
      {
        name: 'bookcase',
        shape: { box: [0.35, 1.8, 1.2] },
        at: [-1.85, 0.1, -0.5],
        finish: 'wood',
        color: 0x6a4a2a,
        role: 'detail',
      },
      atPoints(
        {
          name: 'books',
          shape: { box: [0.22, 0.28, 1.0] },
          finish: 'paper',
          color: 0xb84a3a,
          role: 'fixed',
        },
        [
          [-1.7, 0.5, -0.5],
          [-1.7, 0.95, -0.5],
          [-1.7, 1.4, -0.5],
        ],
      ),
      {
        name: 'plant_pot',
        shape: { cyl: 0.35, r: 0.15, rTop: 0.18 },
        at: [1.6, 0.1, 0.2],
        finish: 'terracotta',
        role: 'fixed',
      },
      {
        name: 'plant',
        shape: { ellipsoid: [0.28, 0.4, 0.28] },
        at: [1.6, 0.75, 0.2],
        finish: 'leaf',
        color: 0x3a8a3a,
        role: 'fixed',
      },
    ],
  },
];
