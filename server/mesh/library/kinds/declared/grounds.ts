/**
 * Sports grounds and places by their layout (issue #32, session 22, P; docs/decisions.md
 * "Prehistoric animals, plants by their look, sports grounds"): a baseball diamond is the
 * field (it was a gem), a football pitch its lines and goals (it was a ball), an ice rink, a
 * skate park (it was an ice skate), a bowling alley, a boxing ring, a basketball court, a
 * running track, a golf green, a water mill, a rope bridge and a Roman amphitheatre. A ground
 * is seen whole, so lines, bases, goals and pins are drawn a little bolder than life where the
 * real ones would vanish at the ground's size. Declared as data (library/declare.ts).
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { at, part, rod } from './part-shorthand.ts';

const WHITE = 0xf8f8f4;
const GRASS = 0x4c9a3e;
const LINE = { finish: 'paint', color: WHITE, role: 'fixed', answersTo: ['lines'] } as const;

/** A white line on the ground from `a` to `b` (x, z), `w` wide, its top at `y`. */
function line(name: string, a: V2, b: V2, w: number, y: number): PartDecl {
  const dx = b[0] - a[0];
  const dz = b[1] - a[1];
  const len = Math.hypot(dx, dz);
  return part(name, { box: [w, 0.02, len] }, LINE.finish, {
    ...LINE,
    turn: [0, (Math.atan2(dx, dz) * 180) / Math.PI, 0],
    at: [(a[0] + b[0]) / 2, y - 0.01, (a[1] + b[1]) / 2],
  });
}

/** A flat ring of line on the ground (a centre circle), or an arc of one. */
function circle(
  name: string,
  c: V2,
  r: number,
  w: number,
  y: number,
  arc = 360,
  from = 0,
): PartDecl {
  return part(name, { ring: r, r: w / 2, arc, from }, LINE.finish, {
    ...LINE,
    turn: [90, 0, 0],
    at: [c[0], y, c[1]],
  });
}

/** Points of an arc in the ground plane about `c`, radius `r`, from `a0` to `a1` degrees. */
function arcPoints(c: V2, r: number, a0: number, a1: number, n: number): V2[] {
  return Array.from({ length: n + 1 }, (_, i): V2 => {
    const a = ((a0 + ((a1 - a0) * i) / n) * Math.PI) / 180;
    return [c[0] + r * Math.sin(a), c[1] + r * Math.cos(a)];
  });
}

/**
 * Parts turned together `deg` degrees about the vertical axis through the origin (a ground
 * laid out along -Z, turned so a viewer in front and to the right looks down it).
 */
function turnedAll(parts: readonly PartDecl[], deg: number): PartDecl[] {
  const a = (deg * Math.PI) / 180;
  const spin = (p: V3): V3 => [
    p[0] * Math.cos(a) + p[2] * Math.sin(a),
    p[1],
    -p[0] * Math.sin(a) + p[2] * Math.cos(a),
  ];
  return parts.map((p) => ({
    ...p,
    turn: [p.turn?.[0] ?? 0, (p.turn?.[1] ?? 0) + deg, p.turn?.[2] ?? 0],
    ...(p.at ? { at: spin(p.at) } : {}),
    ...(p.copies ? { copies: p.copies.map(spin) } : {}),
  }));
}

// Baseball diamond: a fan of grass from home plate, the dirt diamond with white bases, the
// pitcher's mound, foul lines and the outfield wall.
const HOME: V2 = [0, 30];
const BASE_STEP = 27.4 / Math.SQRT2;
const FIRST: V2 = [BASE_STEP, HOME[1] - BASE_STEP];
const SECOND: V2 = [0, HOME[1] - 2 * BASE_STEP];
const THIRD: V2 = [-BASE_STEP, HOME[1] - BASE_STEP];
const DIRT = 0xb8845a;
const OUTFIELD = arcPoints(HOME, 66, 180 - 45, 180 + 45, 18);
const BASEBALL_DIAMOND: KindDecl = {
  kind: 'baseball diamond',
  nouns: ['baseball diamond', 'baseball ground', 'infield'],
  size: [3, 100],
  parts: turnedAll(
    [
      part('field', { plan: [HOME, ...OUTFIELD], height: 0.1 }, 'grass', {
        color: GRASS,
        answersTo: ['grass', 'outfield'],
      }),
      part(
        'infield',
        {
          plan: [
            [0, HOME[1] + 3],
            [BASE_STEP + 5, HOME[1] - BASE_STEP],
            [0, HOME[1] - 2 * BASE_STEP - 6],
            [-BASE_STEP - 5, HOME[1] - BASE_STEP],
          ],
          height: 0.16,
        },
        'soil',
        {
          color: DIRT,
          role: 'accent',
          answersTo: ['dirt', 'diamond'],
        },
      ),
      part(
        'infield_grass',
        {
          plan: [
            [0, HOME[1] - 4],
            [BASE_STEP - 4, HOME[1] - BASE_STEP],
            [0, HOME[1] - 2 * BASE_STEP + 4],
            [-BASE_STEP + 4, HOME[1] - BASE_STEP],
          ],
          height: 0.2,
        },
        'grass',
        {
          color: 0x5aaa48,
          answersTo: ['grass'],
        },
      ),
      part('mound', { cyl: 0.6, r: 3, rTop: 2.2 }, 'soil', {
        at: [0, 0.1, HOME[1] - 18.4],
        color: DIRT,
        role: 'accent',
      }),
      part('base', { box: [1.6, 0.3, 1.6] }, 'plastic', {
        turn: [0, 45, 0],
        ...at([FIRST, SECOND, THIRD].map(([x, z]): V3 => [x, 0.1, z])),
        color: WHITE,
        role: 'fixed',
        answersTo: ['bases'],
      }),
      part(
        'home_plate',
        {
          plan: [
            [-0.9, -0.9],
            [0.9, -0.9],
            [0.9, 0.2],
            [0, 1.0],
            [-0.9, 0.2],
          ],
          height: 0.3,
        },
        'plastic',
        {
          at: [HOME[0], 0.1, HOME[1]],
          color: WHITE,
          role: 'fixed',
        },
      ),
      line(
        'foul_line_first',
        HOME,
        [HOME[0] + 66 * Math.SQRT1_2, HOME[1] - 66 * Math.SQRT1_2],
        0.5,
        0.22,
      ),
      line(
        'foul_line_third',
        HOME,
        [HOME[0] - 66 * Math.SQRT1_2, HOME[1] - 66 * Math.SQRT1_2],
        0.5,
        0.22,
      ),
      part('wall', { sweep: OUTFIELD.map(([x, z]): V3 => [x, 1.2, z]), r: 1.3 }, 'paint', {
        color: 0x1e5a34,
        role: 'detail',
        answersTo: ['fence'],
      }),
      part(
        'backstop',
        { sweep: arcPoints(HOME, 9, -50, 50, 6).map(([x, z]): V3 => [x, 0.6, z]), r: 0.6 },
        'darkMetal',
        {
          color: 0x3a3e44,
          role: 'detail',
          answersTo: ['fence'],
        },
      ),
    ],
    37,
  ),
};

// Football pitch: striped grass, touchlines, halfway line, centre circle, penalty boxes and a
// goal with its net at each end (the pitch runs along X so both goals show).
const PITCH_L = 105;
const PITCH_W = 68;
const GOAL_W = 7.32 * 1.5;
const GOAL_H = 2.44 * 1.6;
function penaltyBox(end: number): PartDecl[] {
  const x0 = end * (PITCH_L / 2);
  const x1 = end * (PITCH_L / 2 - 16.5);
  return [
    line(`box_front_${end > 0 ? 'r' : 'l'}`, [x1, -20.2], [x1, 20.2], 0.5, 0.14),
    line(`box_side_${end > 0 ? 'r' : 'l'}`, [x0, -20.2], [x1, -20.2], 0.5, 0.14),
    line(`box_side2_${end > 0 ? 'r' : 'l'}`, [x0, 20.2], [x1, 20.2], 0.5, 0.14),
  ];
}
const GOAL_PARTS: PartDecl[] = [
  part('goal_post', { cyl: GOAL_H, r: 0.22 }, 'paint', {
    at: [PITCH_L / 2, 0.1, GOAL_W / 2],
    copies: [[0, 0, -GOAL_W]],
    mirror: true,
    color: WHITE,
    role: 'fixed',
    answersTo: ['goals', 'goal'],
  }),
  part('crossbar', { box: [0.44, 0.44, GOAL_W + 0.44] }, 'paint', {
    at: [PITCH_L / 2, 0.1 + GOAL_H - 0.22, 0],
    mirror: true,
    color: WHITE,
    role: 'fixed',
    answersTo: ['goals', 'goal'],
  }),
  part('net', { box: [2.4, GOAL_H, GOAL_W], round: 0.3 }, 'fabric', {
    at: [PITCH_L / 2 + 1.3, 0.1, 0],
    mirror: true,
    color: 0xe4e8ec,
    role: 'detail',
  }),
];
const FOOTBALL_PITCH: KindDecl = {
  kind: 'football pitch',
  nouns: ['football pitch', 'soccer pitch', 'football field', 'football ground', 'soccer ground'],
  size: [4, 110],
  parts: [
    part('pitch', { box: [PITCH_L + 8, 0.1, PITCH_W + 8] }, 'grass', {
      color: GRASS,
      answersTo: ['grass'],
    }),
    part('stripe', { box: [PITCH_L / 10, 0.02, PITCH_W] }, 'grass', {
      ...at([-4, -2, 0, 2, 4].map((i): V3 => [(i * PITCH_L) / 10, 0.1, 0])),
      color: 0x62b04e,
      answersTo: ['grass'],
    }),
    line('touchline', [-PITCH_L / 2, -PITCH_W / 2], [PITCH_L / 2, -PITCH_W / 2], 0.5, 0.14),
    line('touchline_far', [-PITCH_L / 2, PITCH_W / 2], [PITCH_L / 2, PITCH_W / 2], 0.5, 0.14),
    line('goal_line', [-PITCH_L / 2, -PITCH_W / 2], [-PITCH_L / 2, PITCH_W / 2], 0.5, 0.14),
    line('goal_line_far', [PITCH_L / 2, -PITCH_W / 2], [PITCH_L / 2, PITCH_W / 2], 0.5, 0.14),
    line('halfway_line', [0, -PITCH_W / 2], [0, PITCH_W / 2], 0.5, 0.14),
    circle('centre_circle', [0, 0], 9.15, 0.5, 0.12),
    ...penaltyBox(1),
    ...penaltyBox(-1),
    ...GOAL_PARTS,
  ],
};

// Ice rink: white ice inside rounded boards, red centre line, blue lines, face-off circles and
// a small red goal at each end.
const RINK_L = 60;
const RINK_W = 26;
const CORNER = 8.5;
const BOARD = 0xf4f4f4;
function boards(): PartDecl[] {
  const out: PartDecl[] = [
    part('board', { box: [RINK_L - 2 * CORNER, 1.2, 0.3] }, 'plastic', {
      at: [0, 0, RINK_W / 2],
      copies: [[0, 0, -RINK_W]],
      color: BOARD,
      answersTo: ['boards', 'wall'],
    }),
    part('board_end', { box: [0.3, 1.2, RINK_W - 2 * CORNER] }, 'plastic', {
      at: [RINK_L / 2, 0, 0],
      mirror: true,
      color: BOARD,
      answersTo: ['boards', 'wall'],
    }),
    part('kick_plate', { box: [RINK_L - 2 * CORNER, 0.3, 0.34] }, 'plastic', {
      at: [0, 0, RINK_W / 2],
      copies: [[0, 0, -RINK_W]],
      color: 0xe8c020,
      role: 'accent',
    }),
  ];
  (
    [
      [1, 1],
      [1, -1],
      [-1, 1],
      [-1, -1],
    ] as const
  ).forEach(([sx, sz], i) => {
    // The ring lies in XY turned flat (+Y to -Z): pick the quarter facing out of this corner.
    const from = sx > 0 ? (sz > 0 ? 270 : 0) : sz > 0 ? 180 : 90;
    out.push(
      part(`corner_${i + 1}`, { ring: CORNER, r: 0.2, arc: 90, from }, 'plastic', {
        turn: [-90, 0, 0],
        at: [sx * (RINK_L / 2 - CORNER), 0.2, sz * (RINK_W / 2 - CORNER)],
        color: BOARD,
        answersTo: ['boards', 'wall'],
      }),
      part(`corner_top_${i + 1}`, { ring: CORNER, r: 0.2, arc: 90, from }, 'plastic', {
        turn: [-90, 0, 0],
        at: [sx * (RINK_L / 2 - CORNER), 0.6, sz * (RINK_W / 2 - CORNER)],
        color: BOARD,
        answersTo: ['boards', 'wall'],
      }),
      part(`corner_rail_${i + 1}`, { ring: CORNER, r: 0.2, arc: 90, from }, 'plastic', {
        turn: [-90, 0, 0],
        at: [sx * (RINK_L / 2 - CORNER), 1.0, sz * (RINK_W / 2 - CORNER)],
        color: BOARD,
        answersTo: ['boards', 'wall'],
      }),
    );
  });
  return out;
}
const ICE_PLAN: V2[] = [
  ...arcPoints([RINK_L / 2 - CORNER, RINK_W / 2 - CORNER], CORNER, 0, 90, 6),
  ...arcPoints([RINK_L / 2 - CORNER, -RINK_W / 2 + CORNER], CORNER, 90, 180, 6),
  ...arcPoints([-RINK_L / 2 + CORNER, -RINK_W / 2 + CORNER], CORNER, 180, 270, 6),
  ...arcPoints([-RINK_L / 2 + CORNER, RINK_W / 2 - CORNER], CORNER, 270, 360, 6),
];
const ICE_RINK: KindDecl = {
  kind: 'ice rink',
  nouns: ['ice rink', 'skating rink', 'hockey rink', 'ice arena', 'rink'],
  size: [1.2, 60],
  parts: [
    part('ice', { plan: ICE_PLAN, height: 0.1 }, 'ice', {
      color: 0xeef6fa,
      answersTo: ['surface'],
    }),
    ...boards(),
    part('centre_line', { box: [0.5, 0.02, RINK_W - 0.4] }, 'paint', {
      at: [0, 0.1, 0],
      color: 0xc8282a,
      role: 'fixed',
      answersTo: ['lines'],
    }),
    part('blue_line', { box: [0.4, 0.02, RINK_W - 0.4] }, 'paint', {
      at: [8, 0.1, 0],
      mirror: true,
      color: 0x2848b8,
      role: 'fixed',
      answersTo: ['lines'],
    }),
    part('goal_line', { box: [0.1, 0.02, RINK_W - 6] }, 'paint', {
      at: [RINK_L / 2 - 4, 0.1, 0],
      mirror: true,
      color: 0xc8282a,
      role: 'fixed',
      answersTo: ['lines'],
    }),
    part('faceoff_circle', { ring: 4.5, r: 0.12 }, 'paint', {
      turn: [90, 0, 0],
      ...at([
        [0, 0.11, 0],
        [RINK_L / 2 - 9.5, 0.11, 6.5],
        [RINK_L / 2 - 9.5, 0.11, -6.5],
        [-RINK_L / 2 + 9.5, 0.11, 6.5],
        [-RINK_L / 2 + 9.5, 0.11, -6.5],
      ]),
      color: 0xc8282a,
      role: 'fixed',
      answersTo: ['lines'],
    }),
    part('goal', { box: [1.1, 1.2, 1.8], round: 0.12 }, 'paint', {
      at: [RINK_L / 2 - 4.6, 0.1, 0],
      mirror: true,
      color: 0xc8282a,
      role: 'accent',
      answersTo: ['goals'],
    }),
  ],
};

// Skate park: a concrete half-pipe with steel coping, a wedge ramp, a grind rail and a box.
const CONCRETE = 0xb4b4b0;
const HALF_PIPE_OUTLINE: V2[] = (() => {
  const right: V2[] = Array.from({ length: 9 }, (_, i): V2 => {
    const a = (i / 8) * (Math.PI / 2);
    return [1.8 + 3 * Math.sin(a), 3.3 - 3 * Math.cos(a)];
  });
  const left = right.map(([x, y]): V2 => [-x, y]).reverse();
  return [[-6, 0], [6, 0], [6, 3.3], ...right.reverse(), ...left, [-6, 3.3]];
})();
const HALF_PIPE_ALONE = {
  drop: ['wedge', 'fun_box', 'graffiti', 'grind_rail', 'rail_post', 'ground'],
};
const SKATE_PARK: KindDecl = {
  kind: 'skate park',
  nouns: ['skate park', 'skatepark', 'skateboard park', 'half pipe', 'halfpipe', 'half-pipe'],
  size: [3.4, 30],
  parts: [
    part('ground', { box: [30, 0.1, 22] }, 'concrete', {
      color: 0xa4a4a0,
      answersTo: ['concrete'],
    }),
    part('half_pipe', { extrude: HALF_PIPE_OUTLINE, depth: 8 }, 'concrete', {
      at: [0, 0.05, -5],
      color: CONCRETE,
      answersTo: ['ramp'],
    }),
    rod('coping', [4.8, 3.35, -9], [4.8, 3.35, -1], 0.08, 'steel', {
      mirror: true,
      color: 0xc8ccd0,
      role: 'detail',
    }),
    rod('deck_rail', [5.9, 4.3, -9], [5.9, 4.3, -1], 0.05, 'steel', {
      mirror: true,
      color: 0x4a4e54,
      role: 'detail',
    }),
    rod('rail_stanchion', [5.9, 3.35, -8.8], [5.9, 4.3, -8.8], 0.05, 'steel', {
      copies: [
        [0, 0, 3.8],
        [0, 0, 7.6],
      ],
      mirror: true,
      color: 0x4a4e54,
      role: 'detail',
    }),
    part('mural', { box: [0.05, 2.4, 6] }, 'paint', {
      at: [6.02, 0.4, -5],
      mirror: true,
      colors: [0x2a8ad8, 0xe0402a, 0x8a3ac8],
      role: 'accent',
    }),
    part(
      'wedge',
      {
        extrude: [
          [0, 0],
          [4, 0],
          [4, 1.2],
        ],
        depth: 4,
      },
      'concrete',
      {
        at: [-12, 0.05, 6],
        color: CONCRETE,
        answersTo: ['ramp'],
      },
    ),
    part('fun_box', { box: [4, 0.8, 3] }, 'concrete', {
      at: [10, 0.05, 6],
      color: CONCRETE,
      answersTo: ['box'],
    }),
    part('graffiti', { box: [4.02, 0.5, 3.02] }, 'paint', {
      at: [10, 0.15, 6],
      color: 0xe0402a,
      role: 'accent',
    }),
    rod('grind_rail', [-3, 0.7, 7], [5, 0.7, 7], 0.06, 'steel', {
      color: 0xe8c020,
      role: 'accent',
    }),
    rod('rail_post', [-2.5, 0.05, 7], [-2.5, 0.7, 7], 0.05, 'steel', {
      copies: [[7, 0, 0]],
      color: 0x4a4e54,
      role: 'detail',
    }),
  ],
  looks: {
    // A half pipe alone: the ramp, its coping and deck rails on a little ground.
    'half pipe': HALF_PIPE_ALONE,
    halfpipe: HALF_PIPE_ALONE,
    'half-pipe': HALF_PIPE_ALONE,
  },
};

// Bowling alley: three glossy wooden lanes between gutters, ten white pins in a triangle at
// the end of each under a dark pinsetter hood, a ball on the middle lane, the ball return.
const LANE_W = 1.05;
const LANE_L = 9;
const PIN: V2[] = [
  [0, 0],
  [0.028, 0],
  [0.05, 0.08],
  [0.06, 0.14],
  [0.048, 0.22],
  [0.022, 0.27],
  [0.03, 0.33],
  [0.02, 0.375],
  [0, 0.38],
];
const PIN_SPOTS: V3[] = [];
for (const lane of [-1, 0, 1])
  for (let row = 0; row < 4; row++)
    for (let k = 0; k <= row; k++)
      PIN_SPOTS.push([
        lane * (LANE_W + 0.5) + (k - row / 2) * 0.3,
        0.14,
        -LANE_L / 2 + 1.4 - row * 0.26,
      ]);
const BOWLING_ALLEY: KindDecl = {
  kind: 'bowling alley',
  nouns: ['bowling alley', 'bowling lane'],
  size: [2.2, 10],
  parts: [
    part('floor', { box: [5.2, 0.06, LANE_L + 1.5] }, 'plastic', {
      at: [0, 0, 0.75],
      color: 0x2a2a38,
      role: 'detail',
    }),
    part('lane', { box: [LANE_W, 0.1, LANE_L] }, 'wood', {
      ...at([-1, 0, 1].map((l): V3 => [l * (LANE_W + 0.5), 0.04, 0])),
      color: 0xe0b070,
      answersTo: ['lanes'],
    }),
    part('gutter', { box: [0.24, 0.06, LANE_L] }, 'steel', {
      ...at(
        [-1, 0, 1].flatMap((l): V3[] => [
          [l * 1.55 - 0.65, 0.04, 0],
          [l * 1.55 + 0.65, 0.04, 0],
        ]),
      ),
      color: 0x3a3a40,
      role: 'detail',
    }),
    part(
      'arrow',
      {
        plan: [
          [-0.05, 0.1],
          [0.05, 0.1],
          [0, -0.1],
        ],
        height: 0.01,
      },
      'paint',
      {
        ...at(
          [-1, 0, 1].flatMap((l): V3[] => [-0.2, 0, 0.2].map((d): V3 => [l * 1.55 + d, 0.14, 1.8])),
        ),
        color: 0x2a2a2a,
        role: 'fixed',
      },
    ),
    part('pin', { lathe: PIN, smooth: true }, 'plastic', {
      ...at(PIN_SPOTS),
      color: WHITE,
      role: 'fixed',
      answersTo: ['pins'],
    }),
    part('pin_stripe', { cyl: 0.025, r: 0.026 }, 'paint', {
      ...at(PIN_SPOTS.map(([x, y, z]): V3 => [x, y + 0.27, z])),
      color: 0xc8282a,
      role: 'fixed',
      answersTo: ['pins'],
    }),
    part('pinsetter', { box: [5.2, 0.8, 1.6] }, 'plastic', {
      at: [0, 1.2, -LANE_L / 2 + 0.7],
      color: 0x1e2a4a,
      role: 'accent',
      answersTo: ['hood'],
    }),
    part('back_wall', { box: [5.2, 2.0, 0.2] }, 'plastic', {
      at: [0, 0, -LANE_L / 2 - 0.1],
      color: 0x1e2a4a,
      role: 'accent',
    }),
    part('ball', { ball: 0.11 }, 'plastic', {
      at: [0.1, 0.25, 2.6],
      color: 0x2a4ac8,
      answersTo: ['bowling ball'],
    }),
    part('ball_return', { box: [0.5, 0.5, 1.2], round: 0.1 }, 'plastic', {
      at: [-0.78, 0.06, LANE_L / 2 + 0.8],
      color: 0x3a3a48,
      role: 'detail',
    }),
  ],
};

// Boxing ring: a raised square under white canvas, a coloured apron, four corner posts with
// padded corners (red and blue), three ropes on each side.
const RING = 3.2;
const ROPES = [1.6, 2.05, 2.5];
const BOXING_RING: KindDecl = {
  kind: 'boxing ring',
  nouns: ['boxing ring', 'prize ring', 'boxing arena'],
  size: [2.8, 7.6],
  parts: [
    part('platform', { box: [7.4, 1.1, 7.4] }, 'fabric', {
      color: 0x1e3a8a,
      role: 'accent',
      answersTo: ['apron', 'skirt'],
    }),
    part('canvas', { box: [7.4, 0.06, 7.4] }, 'fabric', {
      at: [0, 1.1, 0],
      color: 0xeeeeea,
      answersTo: ['floor', 'mat'],
    }),
    part('post', { cyl: 1.7, r: 0.08 }, 'steel', {
      ...at([
        [RING, 1.1, RING],
        [-RING, 1.1, RING],
        [RING, 1.1, -RING],
        [-RING, 1.1, -RING],
      ]),
      color: 0x8a8e94,
      role: 'detail',
      answersTo: ['posts'],
    }),
    part('pad_red', { box: [0.3, 1.2, 0.3], round: 0.06 }, 'leather', {
      ...at([
        [RING, 1.45, -RING],
        [-RING, 1.45, RING],
      ]),
      color: 0xc8282a,
      role: 'fixed',
      answersTo: ['corners', 'pads'],
    }),
    part('pad_blue', { box: [0.3, 1.2, 0.3], round: 0.06 }, 'leather', {
      ...at([
        [RING, 1.45, RING],
        [-RING, 1.45, -RING],
      ]),
      color: 0x2848b8,
      role: 'fixed',
      answersTo: ['corners', 'pads'],
    }),
    ...ROPES.flatMap((y, i): PartDecl[] => [
      rod(`rope_front_${i + 1}`, [-RING, y, RING], [RING, y, RING], 0.04, 'fabric', {
        copies: [[0, 0, -2 * RING]],
        color: i === 1 ? WHITE : 0xc8282a,
        role: 'fixed',
        answersTo: ['ropes'],
      }),
      rod(`rope_side_${i + 1}`, [RING, y, -RING], [RING, y, RING], 0.04, 'fabric', {
        copies: [[-2 * RING, 0, 0]],
        color: i === 1 ? WHITE : 0xc8282a,
        role: 'fixed',
        answersTo: ['ropes'],
      }),
    ]),
    part('steps', { box: [1.2, 0.55, 0.8] }, 'steel', {
      at: [2.2, 0, 4.1],
      color: 0x3a3a40,
      role: 'detail',
    }),
  ],
};

// Basketball court: a wooden floor with its lines, painted keys, three-point arcs, centre
// circle, and a hoop on a padded pole at each end (the court runs along X).
const COURT_L = 28;
const COURT_W = 15;
const HOOP_X = COURT_L / 2 - 1.6;
const BASKETBALL_COURT: KindDecl = {
  kind: 'basketball court',
  nouns: ['basketball court', 'basketball hoop court', 'basketball ground'],
  size: [4, 30],
  parts: [
    part('floor', { box: [COURT_L + 2, 0.1, COURT_W + 2] }, 'wood', {
      color: 0xd8a868,
      answersTo: ['floor'],
    }),
    part('key', { box: [5.8, 0.02, 4.9] }, 'paint', {
      at: [COURT_L / 2 - 2.9, 0.1, 0],
      mirror: true,
      color: 0xc0503a,
      role: 'accent',
      answersTo: ['paint'],
    }),
    line('sideline', [-COURT_L / 2, -COURT_W / 2], [COURT_L / 2, -COURT_W / 2], 0.12, 0.13),
    line('sideline_far', [-COURT_L / 2, COURT_W / 2], [COURT_L / 2, COURT_W / 2], 0.12, 0.13),
    line('baseline', [COURT_L / 2, -COURT_W / 2], [COURT_L / 2, COURT_W / 2], 0.12, 0.13),
    line('baseline_far', [-COURT_L / 2, -COURT_W / 2], [-COURT_L / 2, COURT_W / 2], 0.12, 0.13),
    line('halfway', [0, -COURT_W / 2], [0, COURT_W / 2], 0.12, 0.13),
    circle('centre_circle', [0, 0], 1.8, 0.12, 0.13),
    circle('three_point', [HOOP_X, 0], 6.75, 0.12, 0.13, 180, 90),
    circle('three_point_far', [-HOOP_X, 0], 6.75, 0.12, 0.13, 180, 270),
    part('pole', { cyl: 3.4, r: 0.1 }, 'steel', {
      at: [COURT_L / 2 + 0.6, 0.1, 0],
      mirror: true,
      color: 0x3a3e44,
      role: 'detail',
    }),
    rod('arm', [COURT_L / 2 + 0.6, 3.3, 0], [HOOP_X - 0.3, 3.3, 0], 0.08, 'steel', {
      mirror: true,
      color: 0x3a3e44,
      role: 'detail',
    }),
    part('backboard', { box: [0.06, 1.05, 1.8] }, 'glass', {
      at: [HOOP_X - 0.3, 2.9, 0],
      mirror: true,
      color: WHITE,
      role: 'fixed',
      answersTo: ['board'],
    }),
    part('rim', { ring: 0.23, r: 0.02 }, 'steel', {
      turn: [90, 0, 0],
      at: [HOOP_X - 0.56, 3.05, 0],
      mirror: true,
      color: 0xe0602a,
      role: 'fixed',
      answersTo: ['hoop', 'hoops'],
    }),
    part('net', { cyl: 0.4, r: 0.15, rTop: 0.23 }, 'fabric', {
      at: [HOOP_X - 0.56, 2.65, 0],
      mirror: true,
      color: WHITE,
      role: 'fixed',
    }),
  ],
};

// Running track: a red oval of lanes round a green infield.
const TRACK_R = 36.5;
const STRAIGHT = 84.4;
function oval(r: number): V2[] {
  return [
    ...arcPoints([STRAIGHT / 2, 0], r, 0, 180, 12),
    ...arcPoints([-STRAIGHT / 2, 0], r, 180, 360, 12),
  ];
}
const RUNNING_TRACK: KindDecl = {
  kind: 'running track',
  nouns: ['running track', 'athletics track', 'race track', 'racetrack', 'running tracks'],
  size: [0.3, 160],
  parts: [
    part('track', { plan: oval(TRACK_R + 10), height: 0.1 }, 'rubber', {
      color: 0xb8482e,
      answersTo: ['lanes'],
    }),
    part('infield', { plan: oval(TRACK_R), height: 0.16 }, 'grass', {
      color: GRASS,
      answersTo: ['grass'],
    }),
    ...[2.5, 5, 7.5].flatMap((d, i): PartDecl[] => [
      circle(`lane_curve_${i + 1}`, [STRAIGHT / 2, 0], TRACK_R + d, 0.35, 0.11, 180, 0),
      circle(`lane_curve_far_${i + 1}`, [-STRAIGHT / 2, 0], TRACK_R + d, 0.35, 0.11, 180, 180),
      line(`lane_${i + 1}`, [-STRAIGHT / 2, TRACK_R + d], [STRAIGHT / 2, TRACK_R + d], 0.35, 0.11),
      line(
        `lane_far_${i + 1}`,
        [-STRAIGHT / 2, -TRACK_R - d],
        [STRAIGHT / 2, -TRACK_R - d],
        0.35,
        0.11,
      ),
    ]),
    line('finish_line', [0, TRACK_R], [0, TRACK_R + 10], 0.8, 0.11),
  ],
};

// Golf green: a rolling fairway, a rounder putting green with the flagstick in the hole, a
// sand bunker beside it.
const GOLF_COURSE: KindDecl = {
  kind: 'golf course',
  nouns: ['golf course', 'golf links', 'golf green', 'links course'],
  size: [4.4, 34],
  parts: [
    part(
      'fairway',
      {
        plan: [
          [-5, 6],
          [5, 6],
          [8, -4],
          [8, -16],
          [-8, -16],
          [-8, -4],
        ],
        height: 0.1,
      },
      'grass',
      {
        color: 0x5a9e3a,
        answersTo: ['grass'],
      },
    ),
    part('green', { ellipsoid: [7, 0.3, 6] }, 'grass', {
      at: [0, 0.08, -12],
      color: 0x74c450,
      answersTo: ['grass'],
    }),
    part('bunker', { ellipsoid: [3.2, 0.2, 2] }, 'soil', {
      at: [6.5, 0.04, -8],
      color: 0xe8d49a,
      role: 'accent',
      answersTo: ['sand', 'sand trap'],
    }),
    part('cup', { cyl: 0.05, r: 0.45 }, 'plastic', {
      at: [0.5, 0.36, -13],
      color: 0x1a1a1a,
      role: 'fixed',
    }),
    part('flagstick', { cyl: 4.2, r: 0.08 }, 'paint', {
      at: [0.5, 0.36, -13],
      color: WHITE,
      role: 'fixed',
      answersTo: ['pole'],
    }),
    part('flag', { box: [1.8, 1.1, 0.05] }, 'fabric', {
      at: [1.4, 3.3, -13],
      color: 0xd82a2a,
      role: 'accent',
    }),
    part('ball', { ball: 0.3 }, 'plastic', { at: [-2.5, 0.5, -9.5], color: WHITE, role: 'fixed' }),
  ],
};

// Water mill: a stone mill house under a tiled roof, a big wooden wheel with paddles turning
// in the stream beside it, fed by a wooden chute.
const WHEEL_C: V3 = [3.5, 2.6, 0];
const WATER_MILL: KindDecl = {
  kind: 'water mill',
  nouns: ['water mill', 'watermill'],
  size: [7.5, 10],
  parts: [
    part('stream', { box: [3, 0.3, 12] }, 'ocean', {
      at: [3.5, 0, 0],
      color: 0x4a8ac8,
      answersTo: ['water'],
    }),
    part('bank', { box: [6, 0.3, 12] }, 'grass', {
      at: [-1.0, 0, 0],
      color: GRASS,
      role: 'detail',
    }),
    part('house', { box: [5, 4, 5] }, 'stone', {
      at: [-1.0, 0.3, 0],
      color: 0xb8aa90,
      answersTo: ['walls'],
    }),
    part(
      'roof',
      {
        extrude: [
          [-3, 0],
          [3, 0],
          [0, 2.6],
        ],
        depth: 5.6,
      },
      'roofTile',
      {
        turn: [0, 90, 0],
        at: [-1.0, 4.3, 0],
        color: 0x8a3a2a,
        role: 'accent',
      },
    ),
    part('door', { box: [1.0, 1.9, 0.1] }, 'wood', {
      at: [-1.0, 0.3, 2.5],
      color: 0x5a3a22,
      role: 'detail',
    }),
    part('window', { box: [0.8, 0.8, 0.1] }, 'glass', {
      at: [-2.4, 2.6, 2.5],
      copies: [[2.6, 0, 0]],
      color: 0x2a3440,
      role: 'fixed',
    }),
    part('axle', { cyl: 1.6, r: 0.18 }, 'darkMetal', {
      turn: [0, 0, 90],
      at: [WHEEL_C[0] + 0.4, WHEEL_C[1], 0],
      role: 'detail',
    }),
    part('rim', { ring: 2.5, r: 0.12 }, 'wood', {
      turn: [0, 90, 0],
      at: [WHEEL_C[0] - 0.45, WHEEL_C[1], 0],
      copies: [[0.9, 0, 0]],
      color: 0x7a5232,
      answersTo: ['wheel'],
    }),
    ...Array.from({ length: 12 }, (_, i): PartDecl => {
      const a = (i / 12) * 2 * Math.PI;
      return part(`paddle_${i + 1}`, { box: [1.0, 0.7, 0.1] }, 'wood', {
        turn: [-(a * 180) / Math.PI, 0, 0],
        at: [
          WHEEL_C[0],
          WHEEL_C[1] + 2.25 * Math.cos(a) - 0.35 * Math.cos(a),
          2.25 * Math.sin(a) - 0.35 * Math.sin(a),
        ],
        color: 0x8a6040,
        answersTo: ['wheel', 'paddles'],
      });
    }),
    ...Array.from({ length: 6 }, (_, i): PartDecl => {
      const a = (i / 6) * Math.PI;
      return rod(
        `spoke_${i + 1}`,
        [WHEEL_C[0], WHEEL_C[1] + 2.4 * Math.cos(a), 2.4 * Math.sin(a)],
        [WHEEL_C[0], WHEEL_C[1] - 2.4 * Math.cos(a), -2.4 * Math.sin(a)],
        0.08,
        'wood',
        { color: 0x7a5232, role: 'detail', answersTo: ['wheel'] },
      );
    }),
    part('chute', { box: [0.9, 0.3, 4.5] }, 'wood', {
      turn: [-8, 0, 0],
      at: [WHEEL_C[0], WHEEL_C[1] + 2.55, -3.4],
      color: 0x6a4a2e,
      role: 'detail',
    }),
    rod('chute_post', [WHEEL_C[0], 0.2, -5.2], [WHEEL_C[0], WHEEL_C[1] + 2.9, -5.2], 0.14, 'wood', {
      color: 0x6a4a2e,
      role: 'detail',
    }),
  ],
};

// Rope bridge: plank deck hung on sagging ropes between posts on two rocky banks.
const SPAN = 14;
const sag = (x: number): number => 3.2 - 1.4 * (1 - ((2 * x) / SPAN) ** 2);
const PLANKS: V3[] = Array.from({ length: 23 }, (_, i): V3 => {
  const x = -SPAN / 2 + 1 + (i * (SPAN - 2)) / 22;
  return [x, sag(x), 0];
});
const ROPE_BRIDGE: KindDecl = {
  kind: 'rope bridge',
  nouns: [
    'rope bridge',
    'suspension footbridge',
    'hanging bridge',
    'plank bridge',
    'jungle bridge',
  ],
  size: [4.5, 18],
  parts: [
    part('cliff', { box: [3, 3.2, 4], round: 0.3 }, 'stone', {
      at: [SPAN / 2 + 0.5, 0, 0],
      mirror: true,
      color: 0x8a7a66,
      role: 'detail',
      answersTo: ['rocks', 'banks'],
    }),
    part('plank', { box: [0.4, 0.08, 1.3] }, 'wood', {
      ...at(PLANKS),
      color: 0xa07a4a,
      answersTo: ['planks', 'deck'],
    }),
    ...[0.7, -0.7].flatMap((z, i): PartDecl[] => [
      part(
        `foot_rope_${i + 1}`,
        {
          sweep: [
            [-SPAN / 2 - 0.5, 3.2, z],
            ...PLANKS.map(([x, y]): V3 => [x, y + 0.04, z]),
            [SPAN / 2 + 0.5, 3.2, z],
          ],
          r: 0.05,
        },
        'fabric',
        {
          color: 0xc8a870,
          role: 'accent',
          answersTo: ['ropes'],
        },
      ),
      part(
        `hand_rope_${i + 1}`,
        {
          sweep: [
            [-SPAN / 2 + 0.4, 4.3, z],
            ...PLANKS.map(([x, y]): V3 => [x, y + 1.0 + 0.1 * (1 - ((2 * x) / SPAN) ** 2), z]),
            [SPAN / 2 - 0.4, 4.3, z],
          ],
          r: 0.05,
        },
        'fabric',
        {
          color: 0xc8a870,
          role: 'accent',
          answersTo: ['ropes'],
        },
      ),
      ...PLANKS.filter((_, k) => k % 3 === 1).map(([x, y], k): PartDecl =>
        rod(
          `hanger_${i + 1}_${k + 1}`,
          [x, y, z],
          [x, y + 1.0 + 0.1 * (1 - ((2 * x) / SPAN) ** 2), z],
          0.025,
          'fabric',
          {
            color: 0xc8a870,
            role: 'accent',
            answersTo: ['ropes'],
          },
        ),
      ),
    ]),
    part('post', { cyl: 1.5, r: 0.12 }, 'wood', {
      ...at([
        [SPAN / 2 - 0.4, 3.1, 0.7],
        [SPAN / 2 - 0.4, 3.1, -0.7],
        [-SPAN / 2 + 0.4, 3.1, 0.7],
        [-SPAN / 2 + 0.4, 3.1, -0.7],
      ]),
      color: 0x6a4a2e,
      role: 'detail',
      answersTo: ['posts'],
    }),
  ],
};

// Roman amphitheatre (the Colosseum): a round wall of three tiers of arches over an attic,
// the sand arena inside.
const AMPHI_R = 24;
const AMPHITHEATRE: KindDecl = {
  kind: 'roman amphitheatre',
  nouns: [
    'roman amphitheatre',
    'roman amphitheater',
    'coliseum',
    'colosseum',
    'roman arena',
    'roman colosseum',
  ],
  size: [16, 50],
  parts: [
    part(
      'wall',
      {
        lathe: [
          [AMPHI_R - 2.2, 0],
          [AMPHI_R, 0],
          [AMPHI_R, 16],
          [AMPHI_R - 2.2, 16],
        ],
      },
      'stone',
      {
        color: 0xd8c8a0,
        answersTo: ['walls'],
      },
    ),
    part(
      'seating',
      {
        lathe: [
          [AMPHI_R - 2.2, 0],
          [AMPHI_R - 2.2, 12],
          [AMPHI_R - 12, 2],
          [AMPHI_R - 12, 0],
        ],
      },
      'stone',
      {
        color: 0xc8b890,
        role: 'detail',
        answersTo: ['seats', 'stands'],
      },
    ),
    part('arena', { cyl: 0.6, r: AMPHI_R - 11.9 }, 'soil', {
      color: 0xe0c890,
      role: 'accent',
      answersTo: ['sand'],
    }),
    ...[1.2, 5.0, 8.8].map((y, i): PartDecl =>
      part(`arch_${i + 1}`, { box: [2.2, 3.0, 0.5] }, 'darkStone', {
        at: [0, y, AMPHI_R - 0.15],
        repeat: { count: 32, word: `arch_${i + 1}`, turn: [0, 360 / 32, 0], max: 40 },
        color: 0x3a3228,
        role: 'fixed',
        answersTo: ['arches'],
      }),
    ),
    part('cornice', { ring: AMPHI_R + 0.1, r: 0.3 }, 'stone', {
      turn: [90, 0, 0],
      at: [0, 4.4, 0],
      copies: [
        [0, 3.8, 0],
        [0, 7.6, 0],
      ],
      color: 0xe8dab4,
      role: 'detail',
    }),
    part('window', { box: [1.0, 1.2, 0.5] }, 'darkStone', {
      at: [0, 13.2, AMPHI_R - 0.15],
      repeat: { count: 32, word: 'window', turn: [0, 360 / 32, 0], max: 40 },
      color: 0x3a3228,
      role: 'fixed',
    }),
  ],
};

export const GROUND_KINDS: readonly KindDecl[] = [
  BASEBALL_DIAMOND,
  FOOTBALL_PITCH,
  ICE_RINK,
  SKATE_PARK,
  BOWLING_ALLEY,
  BOXING_RING,
  BASKETBALL_COURT,
  RUNNING_TRACK,
  GOLF_COURSE,
  WATER_MILL,
  ROPE_BRIDGE,
  AMPHITHEATRE,
];
