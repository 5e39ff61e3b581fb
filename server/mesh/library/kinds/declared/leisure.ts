/**
 * Rides and playground things (issue #32, session 16): the ferris wheel, the carousel, the
 * roller coaster, the playground slide and the swing set, each by what a person knows it by
 * (a ring of gondolas on an A-frame, horses on poles under a striped canopy, a looping
 * track on trestles, a ladder and a chute, seats hung from a frame); and the barber's pole.
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';

const deg = (a: number): number => (a * Math.PI) / 180;

/** Points round a circle of radius r about (0, cy) in the XY plane, at depth z. */
function around(n: number, r: number, cy: number, z: number, start = 90): V3[] {
  return Array.from({ length: n }, (_, i) => {
    const a = deg(start + (360 * i) / n);
    return [Math.cos(a) * r, cy + Math.sin(a) * r, z] as V3;
  });
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

/** A triangle of a cone's roof: apex over the origin, `r` out, `w` degrees wide, towards +Z. */
function sector(r: number, w: number): V2[] {
  return [
    [0, 0],
    [Math.sin(deg(-w / 2)) * r, Math.cos(deg(-w / 2)) * r],
    [Math.sin(deg(w / 2)) * r, Math.cos(deg(w / 2)) * r],
  ];
}

const RED = 0xd8202a;
const WHITE = 0xf4f2ec;

const HUB = 11;
const RIM = 9;

/** A roller coaster's track line: up a lift hill, down, round a loop, out along the ground. */
function coasterPath(): V3[] {
  const pts: V3[] = [];
  // Lift hill and drop.
  for (let i = 0; i <= 12; i++) {
    const x = -14 + i;
    const y = 1 + 9 * Math.sin((Math.PI * i) / 12) ** 1.4;
    pts.push([x, y, 0]);
  }
  // A vertical loop, drifting sideways a little so the track passes itself.
  const cx = 2;
  const r = 3.6;
  for (let i = 0; i <= 16; i++) {
    const a = deg(-90 + (360 * i) / 16);
    pts.push([
      cx + Math.cos(a) * r + (i / 16) * 1.2,
      1 + r + Math.sin(a) * r,
      (i / 16) * 1.4 - 0.7,
    ]);
  }
  for (let i = 1; i <= 6; i++) pts.push([3.2 + i * 1.6, 1 + Math.sin((Math.PI * i) / 6) * 2, 0.7]);
  return pts;
}

const TRACK = coasterPath();

export const LEISURE_KINDS: readonly KindDecl[] = [
  {
    kind: 'ferris wheel',
    nouns: ['ferris wheel', 'big wheel', 'observation wheel', 'giant wheel'],
    size: [22, 22],
    parts: [
      { name: 'base', shape: { box: [16, 0.6, 6] }, finish: 'concrete', role: 'detail' },
      // Two rims with spokes, a gondola hung at every spoke's end between them.
      ...[-1, 1].map((s): PartDecl => ({
        name: s < 0 ? 'rim' : 'rim_back',
        shape: { ring: RIM, r: 0.18 },
        at: [0, HUB, s * 1.1],
        finish: 'paint',
        color: WHITE,
        role: 'accent',
        answersTo: ['rim', 'wheel'],
      })),
      {
        name: 'spoke',
        shape: { box: [0.12, RIM, 0.12] },
        at: [0, HUB, 1.1],
        repeat: { count: 12, turn: [0, 0, 30], pivot: [0, HUB, 0], word: 'spoke', max: 24 },
        finish: 'steel',
        role: 'fixed',
      },
      {
        name: 'back_spoke',
        shape: { box: [0.12, RIM, 0.12] },
        at: [0, HUB, -1.1],
        repeat: { count: 12, turn: [0, 0, 30], pivot: [0, HUB, 0], word: 'back spoke' },
        finish: 'steel',
        role: 'fixed',
      },
      {
        name: 'hub',
        shape: { box: [1.2, 1.2, 3.4], round: 0.3 },
        at: [0, HUB - 0.6, 0],
        finish: 'darkMetal',
        role: 'fixed',
      },
      atPoints(
        {
          name: 'gondola',
          shape: { box: [1.4, 1.3, 1.6], round: 0.2 },
          finish: 'paint',
          colors: [RED, 0x2a6ad8, 0xf4c430, 0x2a9a4a],
          answersTo: ['gondola', 'car'],
        },
        around(12, RIM, HUB - 1.5, 0),
      ),
      atPoints(
        {
          name: 'hanger',
          shape: { box: [0.1, 0.5, 2.4] },
          finish: 'steel',
          role: 'fixed',
        },
        around(12, RIM, HUB - 0.2, 0),
      ),
      // The A-frame legs, front and back.
      ...[-1, 1].flatMap((s): PartDecl[] =>
        [-1, 1].map((side): PartDecl => ({
          name: `leg_${s < 0 ? 'back' : 'front'}_${side < 0 ? 'l' : 'r'}`,
          shape: {
            capsule: [
              [side * 6, 0.3, s * 2.2],
              [0, HUB, s * 1.6],
            ],
            r: 0.3,
          },
          finish: 'steel',
          role: 'detail',
          answersTo: ['leg', 'frame'],
        })),
      ),
    ],
  },
  {
    kind: 'carousel',
    nouns: ['carousel', 'merry-go-round', 'merry go round', 'roundabout ride', 'carrousel'],
    size: [6.5, 10],
    parts: [
      {
        name: 'platform',
        shape: { cyl: 0.5, r: 4.6 },
        finish: 'wood',
        color: 0xc89a5a,
        role: 'detail',
      },
      {
        name: 'column',
        shape: { cyl: 4.6, r: 0.7 },
        at: [0, 0.5, 0],
        finish: 'paint',
        color: 0xf4c430,
      },
      ...[0, 1].map((k): PartDecl => ({
        name: k === 0 ? 'roof' : 'roof_stripe',
        shape: { plan: sector(5.2, 22.5), height: 1.8, taper: 0.02 },
        at: [0, 5, 0],
        turn: [0, k * 22.5, 0],
        repeat: { count: 8, turn: [0, 45, 0], word: k === 0 ? 'roof' : 'roof stripe' },
        finish: 'fabric',
        color: k === 0 ? RED : WHITE,
        role: k === 0 ? 'main' : 'accent',
        answersTo: ['roof', 'canopy'],
      })),
      {
        name: 'valance',
        shape: { cyl: 0.5, r: 5.1 },
        at: [0, 4.6, 0],
        finish: 'paint',
        color: 0xf4c430,
        role: 'accent',
      },
      { name: 'finial', shape: { ball: 0.35 }, at: [0, 6.9, 0], finish: 'gold', role: 'fixed' },
      // Horses on brass poles round the ring.
      {
        name: 'pole',
        shape: { cyl: 4.1, r: 0.06 },
        at: [0, 0.5, 3.4],
        repeat: { count: 8, turn: [0, 45, 0], word: 'pole' },
        finish: 'brass',
        role: 'fixed',
      },
      {
        name: 'horse',
        shape: { ellipsoid: [0.22, 0.3, 0.65] },
        at: [0, 2, 3.4],
        repeat: { count: 8, turn: [0, 45, 0], word: 'horse' },
        finish: 'paint',
        color: WHITE,
        role: 'fixed',
      },
      {
        name: 'horse_neck',
        shape: {
          capsule: [
            [0, 2.1, 3.85],
            [0, 2.65, 4.05],
          ],
          r: 0.13,
          r2: 0.11,
        },
        repeat: { count: 8, turn: [0, 45, 0], word: 'horse neck' },
        finish: 'paint',
        color: WHITE,
        role: 'fixed',
      },
      {
        name: 'horse_head',
        shape: {
          capsule: [
            [0, 2.7, 3.95],
            [0, 2.55, 4.35],
          ],
          r: 0.12,
          r2: 0.08,
        },
        repeat: { count: 8, turn: [0, 45, 0], word: 'horse head' },
        finish: 'paint',
        color: WHITE,
        role: 'fixed',
      },
      {
        name: 'horse_legs',
        shape: {
          capsule: [
            [0, 1.9, 3.7],
            [0, 1.45, 3.95],
          ],
          r: 0.06,
        },
        repeat: { count: 8, turn: [0, 45, 0], word: 'horse legs' },
        finish: 'paint',
        color: WHITE,
        role: 'fixed',
      },
      {
        name: 'saddle',
        shape: { box: [0.3, 0.1, 0.35] },
        at: [0, 2.26, 3.4],
        repeat: { count: 8, turn: [0, 45, 0], word: 'saddle' },
        finish: 'paint',
        colors: [RED, 0x2a6ad8, 0x2a9a4a],
        role: 'fixed',
      },
    ],
  },
  {
    kind: 'roller coaster',
    nouns: ['roller coaster', 'rollercoaster', 'coaster ride'],
    size: [11, 28],
    parts: [
      ...[-0.45, 0.45].map((dz, i): PartDecl => ({
        name: i === 0 ? 'rail' : 'rail_2',
        shape: { sweep: TRACK.map(([x, y, z]) => [x, y, z + dz] as V3), r: 0.12 },
        finish: 'paint',
        color: RED,
        role: 'main',
        answersTo: ['track', 'rail'],
      })),
      atPoints(
        { name: 'tie', shape: { box: [0.15, 0.12, 1.1] }, finish: 'steel', role: 'fixed' },
        TRACK.filter((_, i) => i % 2 === 0).map(([x, y, z]) => [x, y - 0.16, z] as V3),
      ),
      // Trestles under the lift hill and the run-out (the loop stands on its own legs).
      ...TRACK.filter((p, i) => (i < 13 || i > 29) && p[1] > 1.4).map(([x, y, z], i): PartDecl => ({
        name: `support_${i + 1}`,
        shape: { cyl: y - 0.2, r: 0.12 },
        at: [x, 0, z],
        finish: 'steel',
        role: 'detail',
        answersTo: ['support'],
      })),
      {
        name: 'loop_leg',
        shape: { box: [0.3, 1.2, 0.3] },
        at: [2.6, 0, -0.1],
        finish: 'steel',
        role: 'detail',
      },
      {
        name: 'ground',
        shape: { box: [28, 0.2, 4] },
        at: [-2, 0, 0],
        finish: 'concrete',
        role: 'fixed',
      },
      // A train of three cars climbing the lift hill, each tilted along the track.
      ...[2, 3, 4].map((i): PartDecl => {
        const [x, y] = TRACK[i]!;
        const [x2, y2] = TRACK[i + 1]!;
        return {
          name: `car_${i - 1}`,
          shape: { box: [0.9, 0.6, 1.0], round: 0.12 },
          turn: [0, 0, (Math.atan2(y2 - y, x2 - x) * 180) / Math.PI],
          at: [x + 0.5, y + 0.1 + (y2 - y) * 0.5, 0],
          finish: 'paint',
          color: 0xf4c430,
          role: 'accent',
          answersTo: ['car', 'train'],
        };
      }),
    ],
  },
  {
    kind: 'playground slide',
    nouns: ['playground slide', 'slide', 'slippery slide', 'sliding board', 'slipper slide'],
    size: [2.4, 4.2],
    parts: [
      // A ladder up to a platform, a chute down the other side.
      ...[-0.3, 0.3].map((x, i): PartDecl => ({
        name: i === 0 ? 'ladder_rail' : 'ladder_rail_2',
        shape: {
          capsule: [
            [x, 0, -1.75],
            [x, 2.3, -1.05],
          ],
          r: 0.04,
        },
        finish: 'paint',
        color: 0x2a6ad8,
        role: 'accent',
        answersTo: ['ladder'],
      })),
      atPoints(
        {
          name: 'rung',
          shape: { box: [0.6, 0.04, 0.08] },
          finish: 'paint',
          color: 0x2a6ad8,
          role: 'fixed',
        },
        [0.35, 0.75, 1.15, 1.55].map((y) => [0, y, -1.75 + (y / 2.3) * 0.7] as V3),
      ),
      {
        name: 'platform',
        shape: { box: [0.8, 0.08, 0.7] },
        at: [0, 1.6, -0.8],
        finish: 'paint',
        color: 0x2a9a4a,
        role: 'accent',
      },
      atPoints(
        {
          name: 'post',
          shape: { box: [0.06, 2.3, 0.06] },
          finish: 'paint',
          color: 0x2a6ad8,
          role: 'fixed',
        },
        [
          [-0.38, 0, -0.48],
          [0.38, 0, -0.48],
          [-0.38, 0, -1.12],
          [0.38, 0, -1.12],
        ],
      ),
      {
        name: 'rail_guard',
        shape: { box: [0.06, 0.06, 0.7] },
        at: [-0.38, 2.24, -0.8],
        copies: [[0.76, 0, 0]],
        finish: 'paint',
        color: 0x2a6ad8,
        role: 'fixed',
      },
      // The chute: a bed with raised sides, sloping from the platform to the ground.
      {
        name: 'chute',
        shape: {
          extrude: [
            [-0.45, 1.68],
            [-0.45, 1.6],
            [2.2, 0.1],
            [2.6, 0],
            [2.6, 0.1],
            [2.25, 0.2],
          ],
          depth: 0.6,
        },
        turn: [0, -90, 0],
        finish: 'plastic',
        color: 0xf4c430,
        answersTo: ['slide', 'chute'],
      },
      ...[-0.31, 0.31].map((x, i): PartDecl => ({
        name: i === 0 ? 'chute_side' : 'chute_side_2',
        shape: {
          capsule: [
            [x, 1.78, -0.45],
            [x, 0.25, 2.3],
          ],
          r: 0.05,
        },
        finish: 'plastic',
        color: RED,
        role: 'fixed',
      })),
    ],
  },
  {
    kind: 'swing set',
    nouns: ['swing set', 'swing', 'swings', 'playground swing', 'swingset'],
    size: [2.3, 3.6],
    parts: [
      {
        name: 'top_bar',
        shape: { cyl: 3.4, r: 0.06 },
        turn: [0, 0, 90],
        at: [1.7, 2.2, 0],
        finish: 'paint',
        color: 0x2a6ad8,
      },
      // A-frames at both ends.
      ...[-1.6, 1.6].flatMap((x): PartDecl[] =>
        [-1, 1].map((s): PartDecl => ({
          name: `leg_${x < 0 ? 'l' : 'r'}_${s < 0 ? 'back' : 'front'}`,
          shape: {
            capsule: [
              [x, 0.04, s * 0.9],
              [x, 2.2, 0],
            ],
            r: 0.05,
          },
          finish: 'paint',
          color: 0x2a6ad8,
          role: 'detail',
          answersTo: ['frame', 'leg'],
        })),
      ),
      // Two seats, each on two chains.
      atPoints(
        { name: 'chain', shape: { box: [0.02, 1.75, 0.02] }, finish: 'steel', role: 'fixed' },
        [
          [-0.95, 0.45, 0],
          [-0.45, 0.45, 0],
          [0.45, 0.45, 0],
          [0.95, 0.45, 0],
        ],
      ),
      atPoints(
        {
          name: 'swing_seat',
          shape: { box: [0.55, 0.05, 0.22] },
          finish: 'rubber',
          color: RED,
          role: 'accent',
        },
        [
          [-0.7, 0.42, 0],
          [0.7, 0.42, 0],
        ],
      ),
    ],
  },
  {
    kind: 'barber pole',
    nouns: ['barber pole', "barber's pole", 'barbers pole', 'barbershop pole'],
    size: [0.9, 0.3],
    parts: [
      {
        name: 'pole',
        shape: { cyl: 0.6, r: 0.08 },
        at: [0, 0.14, 0],
        finish: 'glass',
        color: WHITE,
      },
      ...[
        { name: 'stripe', color: RED, phase: 0 },
        { name: 'stripe_blue', color: 0x2a4ad8, phase: 120 },
        { name: 'stripe_red', color: RED, phase: 240 },
      ].map((s): PartDecl => ({
        name: s.name,
        shape: {
          sweep: Array.from({ length: 25 }, (_, i) => {
            const a = deg(s.phase + i * 30);
            return [Math.cos(a) * 0.078, 0.16 + (i / 24) * 0.56, Math.sin(a) * 0.078] as V3;
          }),
          r: 0.018,
        },
        finish: 'paint',
        color: s.color,
        role: 'fixed',
        answersTo: ['stripe'],
      })),
      {
        name: 'cap_bottom',
        shape: { cyl: 0.14, r: 0.1, rTop: 0.09 },
        finish: 'chrome',
        role: 'detail',
      },
      {
        name: 'cap_top',
        shape: {
          lathe: [
            [0.09, 0],
            [0.1, 0.04],
            [0.08, 0.1],
            [0.01, 0.15],
          ],
          smooth: true,
        },
        at: [0, 0.74, 0],
        finish: 'chrome',
        role: 'detail',
      },
    ],
  },
];
