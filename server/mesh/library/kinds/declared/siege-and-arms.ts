/**
 * Siege engines, polearms and hand weapons a person names at a glance, as inert props for games
 * and film (issue #32, session 22, W; docs/decisions.md "Siege engines, polearms and the
 * families of arms"): a catapult's arm and bucket on a wheeled frame, a trebuchet's beam and
 * counterweight on its A-frames, a ballista's great bow on a stand, a battering ram slung under
 * its roof, a siege tower with its drawbridge; a halberd, a glaive, a trident; a mace, a
 * morning star, a flail; a grappling hook, an arrowhead, a palisade.
 * Each is drawn by the silhouette that names it, at its real size. Declared as data
 * (library/declare.ts).
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { part, rod } from './part-shorthand.ts';

const WOOD = 0x8a5a32;
const DARK_WOOD = 0x5e3b20;
const ROPE = 0xc8a870;
const IRON = 0x4a4d52;

/** Wheels whose axles run along Z, at [x, z] points, radius r, width w, standing on the ground. */
function wheelsZ(r: number, w: number, points: readonly V2[], finish = 'wood'): PartDecl[] {
  const [first, ...rest] = points as [V2, ...V2[]];
  const place = ([x, z]: V2): V3 => [x, r, z >= 0 ? z : z - w];
  const origin = place(first);
  const copies = rest.map((p) => {
    const q = place(p);
    return [q[0] - origin[0], q[1] - origin[1], q[2] - origin[2]] as V3;
  });
  return [
    part('wheel', { cyl: w, r }, finish, {
      turn: [90, 0, 0],
      at: origin,
      copies,
      color: DARK_WOOD,
      role: 'accent',
      answersTo: ['wheels'],
    }),
    part('hub', { cyl: w * 1.3, r: r * 0.22 }, 'iron', {
      turn: [90, 0, 0],
      at: [origin[0], origin[1], origin[2] - w * 0.15],
      copies,
      color: IRON,
      role: 'fixed',
    }),
  ];
}

/** A ball with spikes all round it (a morning star's or a flail's head), centred at c. */
function spikedBall(c: V3, r: number, spike: number): PartDecl[] {
  const cone = (name: string, tilt: number, count: number, answers: string[]): PartDecl =>
    part(name, { cyl: spike + r * 0.6, r: spike * 0.32, rTop: 0 }, 'iron', {
      turn: [0, 0, -tilt],
      at: c,
      color: 0x6a6d72,
      role: 'fixed',
      answersTo: answers,
      repeat: { count, turn: [0, 360 / count, 0], pivot: c, max: count, word: name },
    });
  return [
    part('head', { ball: r }, 'iron', { at: c, color: IRON, role: 'detail' }),
    cone('spike', 90, 8, ['spikes']),
    cone('spike_upper', 40, 5, ['spikes']),
    cone('spike_lower', 140, 5, ['spikes']),
    cone('spike_top', 0, 1, ['spikes']),
  ];
}

/** A round pole standing from the ground to `top`, as polearms have. */
function pole(top: number, r: number, color = WOOD): PartDecl {
  return part('pole', { cyl: top, r }, 'wood', {
    color,
    answersTo: ['shaft', 'haft', 'handle', 'staff'],
  });
}

/** A halberd's axe blade (+X) and back spike (-X), in the XY plane, beside a pole of radius r. */
const HALBERD_BLADE: V2[] = [
  [0.01, 1.74],
  [0.1, 1.69],
  [0.19, 1.7],
  [0.23, 1.8],
  [0.23, 1.93],
  [0.19, 2.02],
  [0.1, 2.0],
  [0.01, 1.96],
];
const HALBERD_BEAK: V2[] = [
  [-0.01, 1.84],
  [-0.09, 1.83],
  [-0.2, 1.78],
  [-0.1, 1.88],
  [-0.01, 1.93],
];
/** A glaive's long single-edged blade, its edge bellied out to +X. */
const GLAIVE_BLADE: V2[] = [
  [-0.028, 1.72],
  [0.03, 1.72],
  [0.07, 1.86],
  [0.085, 2.02],
  [0.07, 2.18],
  [0.03, 2.32],
  [-0.01, 2.42],
  [-0.02, 2.3],
  [-0.028, 2.0],
];
/** A knapped flint arrowhead standing on its tang: a long point, two barbs. */
const ARROWHEAD: V2[] = [
  [-0.005, 0],
  [0.005, 0],
  [0.006, 0.011],
  [0.021, 0.003],
  [0.017, 0.02],
  [0, 0.075],
  [-0.017, 0.02],
  [-0.021, 0.003],
  [-0.006, 0.011],
];

/**
 * A crossbow lying on its side as a person sets one down: a wooden stock with its butt, a
 * steel prod across the front swept back to its tips, the string drawn back to the latch, a
 * bolt in the groove, a stirrup at the nose and the trigger under it (session 24: it was the
 * longbow, "crossbow" one of the bow's names).
 */
const CROSSBOW: KindDecl = {
  kind: 'crossbow',
  nouns: ['crossbow'],
  size: [0.16, 0.86],
  parts: [
    part('stock', { box: [0.62, 0.05, 0.05], round: 0.01 }, 'wood', {
      at: [0.05, 0.06, 0],
      color: WOOD,
      answersTo: ['body', 'frame'],
    }),
    part('butt', { box: [0.2, 0.1, 0.05], round: 0.015 }, 'wood', {
      at: [-0.32, 0.03, 0],
      color: DARK_WOOD,
      role: 'detail',
    }),
    rod('prod', [0.34, 0.085, 0], [0.26, 0.085, 0.3], 0.012, 'steel', {
      color: 0x5a5e64,
      role: 'accent',
      answersTo: ['bow', 'limbs', 'arms'],
    }),
    rod('prod_far', [0.34, 0.085, 0], [0.26, 0.085, -0.3], 0.012, 'steel', {
      color: 0x5a5e64,
      role: 'accent',
      answersTo: ['bow', 'limbs', 'arms'],
    }),
    rod('string', [0.26, 0.085, 0.3], [0.02, 0.09, 0], 0.006, 'fabric', {
      color: 0xe0d6b8,
      role: 'fixed',
      answersTo: ['bowstring'],
    }),
    rod('string_far', [0.26, 0.085, -0.3], [0.02, 0.09, 0], 0.006, 'fabric', {
      color: 0xe0d6b8,
      role: 'fixed',
      answersTo: ['bowstring'],
    }),
    rod('bolt', [0.02, 0.095, 0], [0.4, 0.095, 0], 0.006, 'wood', {
      color: 0xb08858,
      role: 'fixed',
      answersTo: ['arrow', 'bolt'],
    }),
    part('bolt_head', { cyl: 0.03, r: 0.012, rTop: 0.001 }, 'steel', {
      at: [0.4, 0.095, 0],
      turn: [0, 0, -90],
      role: 'fixed',
    }),
    part('stirrup', { ring: 0.04, r: 0.006 }, 'steel', {
      at: [0.38, 0.06, 0],
      turn: [90, 0, 0],
      color: 0x5a5e64,
      role: 'fixed',
    }),
    part('trigger', { box: [0.015, 0.05, 0.012] }, 'steel', {
      at: [-0.08, 0.02, 0],
      color: 0x3a3d42,
      role: 'fixed',
    }),
  ],
};

export const SIEGE_AND_ARMS_KINDS: readonly KindDecl[] = [
  CROSSBOW,
  {
    kind: 'catapult',
    nouns: ['catapult', 'mangonel', 'onager', 'siege catapult'],
    size: [2.6, 3.2],
    vary: 0.05,
    parts: [
      part('frame', { box: [3.0, 0.2, 0.2] }, 'wood', {
        at: [0, 0.32, 0.6],
        copies: [[0, 0, -1.2]],
        color: WOOD,
        answersTo: ['base', 'beam'],
      }),
      part('crossbeam', { box: [0.2, 0.2, 1.4] }, 'wood', {
        at: [-1.3, 0.32, 0],
        copies: [
          [2.6, 0, 0],
          [1.6, 0, 0],
        ],
        color: WOOD,
        role: 'detail',
      }),
      ...wheelsZ(
        0.42,
        0.12,
        [
          [-1.0, 0.7],
          [1.0, 0.7],
          [-1.0, -0.7],
          [1.0, -0.7],
        ],
        'wood',
      ),
      rod('upright', [0.3, 0.45, 0.6], [0.3, 1.6, 0.6], 0.09, 'wood', {
        copies: [[0, 0, -1.2]],
        color: WOOD,
        role: 'detail',
        answersTo: ['post', 'posts'],
      }),
      part('stop_bar', { box: [0.2, 0.2, 1.4] }, 'wood', {
        at: [0.3, 1.5, 0],
        color: DARK_WOOD,
        role: 'detail',
      }),
      part('torsion_rope', { cyl: 1.3, r: 0.13 }, 'fabric', {
        turn: [90, 0, 0],
        at: [-0.6, 0.62, -0.65],
        color: ROPE,
        role: 'fixed',
        answersTo: ['rope'],
      }),
      rod('arm', [-0.6, 0.62, 0], [0.95, 2.32, 0], 0.08, 'wood', {
        color: DARK_WOOD,
        answersTo: ['throwing arm'],
      }),
      part(
        'bucket',
        {
          lathe: [
            [0, 0],
            [0.18, 0.02],
            [0.28, 0.12],
            [0.32, 0.26],
          ],
          wall: 0.03,
        },
        'wood',
        { at: [1.02, 2.28, 0], color: WOOD, answersTo: ['cup', 'spoon', 'basket'] },
      ),
      part('stone', { ball: 0.17 }, 'stone', {
        at: [1.02, 2.5, 0],
        role: 'detail',
        answersTo: ['boulder', 'rock', 'ball'],
      }),
    ],
  },
  {
    kind: 'trebuchet',
    nouns: ['trebuchet', 'trebucket', 'counterweight trebuchet'],
    size: [5.3, 6.5],
    vary: 0.05,
    parts: [
      part('sill', { box: [5.0, 0.3, 0.3] }, 'wood', {
        at: [0, 0, 0.9],
        copies: [[0, 0, -1.8]],
        color: WOOD,
        answersTo: ['base', 'frame'],
      }),
      part('crossbeam', { box: [0.3, 0.3, 2.1] }, 'wood', {
        at: [-2.2, 0, 0],
        copies: [[4.4, 0, 0]],
        color: WOOD,
        role: 'detail',
      }),
      ...[0.9, -0.9].flatMap((z, i): PartDecl[] => [
        rod(`leg_front_${i + 1}`, [1.3, 0.25, z], [0, 4.0, z], 0.12, 'wood', {
          color: WOOD,
          role: 'detail',
          answersTo: ['frame', 'tower'],
        }),
        rod(`leg_back_${i + 1}`, [-1.3, 0.25, z], [0, 4.0, z], 0.12, 'wood', {
          color: WOOD,
          role: 'detail',
          answersTo: ['frame', 'tower'],
        }),
      ]),
      part('axle', { cyl: 2.1, r: 0.1 }, 'iron', {
        turn: [90, 0, 0],
        at: [0, 4.0, -1.05],
        color: IRON,
        role: 'fixed',
      }),
      rod('beam', [-1.14, 4.96, 0], [3.8, 0.8, 0], 0.13, 'wood', {
        color: DARK_WOOD,
        answersTo: ['arm', 'throwing arm'],
      }),
      rod('hanger', [-1.14, 4.96, 0], [-1.14, 4.15, 0], 0.05, 'iron', {
        color: IRON,
        role: 'fixed',
      }),
      part('counterweight', { box: [1.1, 1.1, 1.1], round: 0.04 }, 'wood', {
        at: [-1.14, 3.1, 0],
        color: 0x6a4a2c,
        answersTo: ['weight', 'box'],
      }),
      rod('sling', [3.8, 0.8, 0], [2.55, 0.5, 0], 0.025, 'fabric', {
        color: ROPE,
        role: 'fixed',
        answersTo: ['rope'],
      }),
      part('stone', { ball: 0.28 }, 'stone', {
        at: [2.3, 0.45, 0],
        role: 'detail',
        answersTo: ['boulder', 'rock', 'ball'],
      }),
    ],
  },
  {
    kind: 'ballista',
    nouns: ['ballista', 'scorpion ballista', 'bolt thrower'],
    size: [1.4, 2.8],
    parts: [
      part('foot', { box: [1.4, 0.1, 0.16] }, 'wood', {
        color: DARK_WOOD,
        role: 'detail',
        answersTo: ['base', 'stand'],
      }),
      part('foot_cross', { box: [0.16, 0.1, 1.2] }, 'wood', {
        color: DARK_WOOD,
        role: 'detail',
        answersTo: ['base', 'stand'],
      }),
      part('post', { cyl: 0.95, r: 0.08 }, 'wood', {
        color: DARK_WOOD,
        role: 'detail',
        answersTo: ['stand'],
      }),
      part('stock', { box: [2.3, 0.14, 0.24] }, 'wood', {
        at: [0.1, 0.92, 0],
        color: WOOD,
        answersTo: ['frame', 'body'],
      }),
      part('torsion_frame', { box: [0.26, 0.5, 0.9] }, 'wood', {
        at: [1.0, 0.78, 0],
        color: DARK_WOOD,
        role: 'detail',
      }),
      part('torsion_rope', { cyl: 0.6, r: 0.07 }, 'fabric', {
        at: [1.0, 0.73, 0.3],
        copies: [[0, 0, -0.6]],
        color: ROPE,
        role: 'fixed',
      }),
      rod('bow_arm', [1.0, 1.1, 0.4], [0.62, 1.1, 1.3], 0.05, 'wood', {
        copies: [[0, 0, -0.8]],
        color: WOOD,
        answersTo: ['arms', 'bow', 'limbs'],
      }),
      part('bow_arm_tip', { ball: 0.055 }, 'wood', {
        at: [0.62, 1.1, 1.3],
        color: WOOD,
        role: 'detail',
      }),
      part('bow_arm_tip_far', { ball: 0.055 }, 'wood', {
        at: [0.62, 1.1, -1.3],
        color: WOOD,
        role: 'detail',
      }),
      rod('string', [0.62, 1.1, 1.3], [-0.75, 1.1, 0], 0.014, 'fabric', {
        color: 0xe0d6b8,
        role: 'fixed',
        answersTo: ['bowstring'],
      }),
      rod('string_far', [0.62, 1.1, -1.3], [-0.75, 1.1, 0], 0.014, 'fabric', {
        color: 0xe0d6b8,
        role: 'fixed',
        answersTo: ['bowstring'],
      }),
      rod('bolt', [-0.78, 1.1, 0], [1.55, 1.1, 0], 0.025, 'wood', {
        color: 0xb08858,
        role: 'accent',
        answersTo: ['arrow', 'spear'],
      }),
      part('bolt_head', { cyl: 0.22, r: 0.05, rTop: 0 }, 'iron', {
        turn: [0, 0, -90],
        at: [1.52, 1.1, 0],
        color: IRON,
        role: 'fixed',
      }),
      part('winch', { cyl: 0.5, r: 0.07 }, 'wood', {
        turn: [90, 0, 0],
        at: [-0.92, 1.0, -0.25],
        color: DARK_WOOD,
        role: 'fixed',
        answersTo: ['crank'],
      }),
    ],
  },
  {
    kind: 'battering ram',
    nouns: ['battering ram', 'siege ram', 'ram of war'],
    size: [3.0, 4.8],
    vary: 0.05,
    parts: [
      part('chassis', { box: [4.0, 0.2, 0.2] }, 'wood', {
        at: [0, 0.45, 0.65],
        copies: [[0, 0, -1.3]],
        color: WOOD,
        role: 'detail',
        answersTo: ['frame', 'base'],
      }),
      ...wheelsZ(0.5, 0.14, [
        [-1.4, 0.75],
        [1.4, 0.75],
        [-1.4, -0.75],
        [1.4, -0.75],
      ]),
      rod('post', [-1.7, 0.6, 0.65], [-1.7, 2.25, 0.65], 0.08, 'wood', {
        copies: [
          [3.4, 0, 0],
          [0, 0, -1.3],
          [3.4, 0, -1.3],
        ],
        color: WOOD,
        role: 'detail',
        answersTo: ['posts', 'frame'],
      }),
      part(
        'roof',
        {
          extrude: [
            [-0.95, 0],
            [0.95, 0],
            [0, 0.85],
          ],
          depth: 3.8,
        },
        'wood',
        { turn: [0, 90, 0], at: [0, 2.2, 0], color: 0x6a4a2c, answersTo: ['shed', 'hide'] },
      ),
      rod('chain', [-0.9, 1.35, 0], [-0.9, 2.25, 0], 0.03, 'iron', {
        copies: [[1.8, 0, 0]],
        color: IRON,
        role: 'fixed',
        answersTo: ['chains', 'rope'],
      }),
      part('log', { cyl: 4.2, r: 0.22 }, 'bark', {
        turn: [0, 0, -90],
        at: [-2.0, 1.2, 0],
        color: 0x5b4030,
        answersTo: ['ram', 'trunk', 'beam'],
      }),
      part(
        'ram_head',
        {
          lathe: [
            [0, 0],
            [0.26, 0],
            [0.28, 0.12],
            [0.22, 0.32],
            [0, 0.4],
          ],
        },
        'iron',
        { turn: [0, 0, -90], at: [2.15, 1.2, 0], color: IRON, role: 'accent', answersTo: ['head'] },
      ),
    ],
  },
  {
    kind: 'siege tower',
    nouns: ['siege tower', 'belfry tower', 'assault tower'],
    size: [8.4, 3.2],
    parts: [
      part('chassis', { box: [2.8, 0.3, 2.8] }, 'wood', {
        at: [0, 0.35, 0],
        color: DARK_WOOD,
        role: 'detail',
        answersTo: ['base'],
      }),
      ...wheelsZ(0.5, 0.16, [
        [-0.9, 1.4],
        [0.9, 1.4],
        [-0.9, -1.4],
        [0.9, -1.4],
      ]),
      part(
        'body',
        {
          plan: [
            [-1.2, -1.2],
            [1.2, -1.2],
            [1.2, 1.2],
            [-1.2, 1.2],
          ],
          height: 6.8,
          taper: 0.8,
        },
        'wood',
        { at: [0, 0.65, 0], color: WOOD, answersTo: ['walls'] },
      ),
      ...[2.3, 4.0, 5.7].map((y, i) => {
        const half = 1.2 * (1 - (0.2 * (y - 0.65)) / 6.8);
        return part(`band_${i + 1}`, { box: [half * 2 + 0.08, 0.16, half * 2 + 0.08] }, 'wood', {
          at: [0, y, 0],
          color: DARK_WOOD,
          role: 'detail',
          answersTo: ['beams'],
        });
      }),
      part('platform', { box: [2.2, 0.2, 2.2] }, 'wood', {
        at: [0, 7.45, 0],
        color: DARK_WOOD,
        role: 'detail',
      }),
      part('merlon', { box: [0.4, 0.5, 0.4] }, 'wood', {
        at: [-0.9, 7.65, -0.9],
        copies: [
          [1.8, 0, 0],
          [0, 0, 1.8],
          [1.8, 0, 1.8],
          [0.9, 0, 0],
        ],
        color: WOOD,
        role: 'detail',
        answersTo: ['battlements'],
      }),
      part('drawbridge', { box: [1.3, 1.9, 0.12] }, 'wood', {
        turn: [28, 0, 0],
        at: [0, 5.3, 1.0],
        color: 0x6a4a2c,
        role: 'accent',
        answersTo: ['bridge', 'ramp'],
      }),
      rod('bridge_chain', [0.6, 7.4, 0.95], [0.6, 6.98, 1.9], 0.025, 'iron', {
        copies: [[-1.2, 0, 0]],
        color: IRON,
        role: 'fixed',
        answersTo: ['chains'],
      }),
    ],
  },
  {
    kind: 'halberd',
    nouns: ['halberd', 'halbert', 'bardiche'],
    size: [2.35, 0.45],
    parts: [
      pole(1.8, 0.02),
      part('socket', { cyl: 0.34, r: 0.026 }, 'iron', {
        at: [0, 1.7, 0],
        color: IRON,
        role: 'fixed',
      }),
      part('blade', { extrude: HALBERD_BLADE, depth: 0.008, round: 0.002 }, 'steel', {
        role: 'accent',
        answersTo: ['axe', 'axe head', 'head'],
      }),
      part('beak', { extrude: HALBERD_BEAK, depth: 0.01 }, 'steel', {
        role: 'fixed',
        answersTo: ['hook', 'spike'],
      }),
      part(
        'point',
        {
          plan: [
            [-0.02, 0],
            [0, -0.008],
            [0.02, 0],
            [0, 0.008],
          ],
          height: 0.34,
          taper: 0.05,
        },
        'steel',
        { at: [0, 2.0, 0], role: 'fixed', answersTo: ['spike', 'spear', 'tip'] },
      ),
    ],
  },
  {
    kind: 'glaive',
    nouns: ['glaive', 'naginata', 'guandao', 'fauchard', 'voulge'],
    size: [2.45, 0.15],
    parts: [
      pole(1.76, 0.02, DARK_WOOD),
      part('collar', { cyl: 0.08, r: 0.03 }, 'brass', {
        at: [0, 1.68, 0],
        role: 'fixed',
        answersTo: ['guard'],
      }),
      part('blade', { extrude: GLAIVE_BLADE, depth: 0.008, round: 0.002 }, 'steel', {
        role: 'accent',
        answersTo: ['head'],
      }),
    ],
  },
  {
    kind: 'trident',
    nouns: ['trident', 'tridents', 'fishing trident'],
    size: [1.9, 0.34],
    parts: [
      pole(1.45, 0.02, DARK_WOOD),
      part('collar', { cyl: 0.08, r: 0.026 }, 'steel', {
        at: [0, 1.42, 0],
        role: 'fixed',
      }),
      part('crossbar', { box: [0.3, 0.04, 0.03], round: 0.008 }, 'steel', {
        at: [0, 1.48, 0],
        color: 0xd0a040,
        role: 'accent',
        answersTo: ['head'],
      }),
      rod('prong_middle', [0, 1.5, 0], [0, 1.82, 0], 0.012, 'steel', {
        color: 0xd0a040,
        role: 'accent',
        answersTo: ['prong', 'prongs', 'tines', 'head'],
      }),
      part(
        'prong',
        {
          sweep: [
            [0.14, 1.5, 0],
            [0.155, 1.62, 0],
            [0.15, 1.72, 0],
            [0.13, 1.78, 0],
          ],
          r: 0.011,
        },
        'steel',
        {
          mirror: true,
          color: 0xd0a040,
          role: 'accent',
          answersTo: ['prongs', 'tines', 'head'],
        },
      ),
      part('barb', { cyl: 0.08, r: 0.026, rTop: 0 }, 'steel', {
        at: [0, 1.8, 0],
        copies: [
          [0.13, -0.04, 0],
          [-0.13, -0.04, 0],
        ],
        color: 0xd0a040,
        role: 'fixed',
        answersTo: ['tips', 'points'],
      }),
    ],
  },
  {
    kind: 'mace',
    nouns: ['mace', 'flanged mace', 'bulawa'],
    size: [0.66, 0.2],
    parts: [
      part('grip', { cyl: 0.2, r: 0.02 }, 'leather', {
        color: 0x4a2e1a,
        role: 'accent',
        answersTo: ['handle', 'leather'],
      }),
      part('pommel', { cyl: 0.03, r: 0.027 }, 'iron', { color: IRON, role: 'fixed' }),
      part('haft', { cyl: 0.32, r: 0.016 }, 'iron', {
        at: [0, 0.2, 0],
        color: 0x6a6d72,
        role: 'detail',
        answersTo: ['handle', 'shaft'],
      }),
      part(
        'head',
        {
          lathe: [
            [0.02, 0],
            [0.05, 0.02],
            [0.06, 0.08],
            [0.045, 0.13],
            [0, 0.15],
          ],
          smooth: true,
        },
        'iron',
        { at: [0, 0.46, 0], color: IRON },
      ),
      part('flange', { box: [0.18, 0.13, 0.014] }, 'iron', {
        at: [0, 0.47, 0],
        color: 0x6a6d72,
        role: 'detail',
        answersTo: ['flanges', 'blades'],
        repeat: { count: 4, turn: [0, 45, 0], max: 4, word: 'flange' },
      }),
    ],
  },
  {
    kind: 'morning star',
    nouns: ['morning star', 'morningstar', 'morgenstern', 'spiked mace', 'spiked club'],
    size: [0.85, 0.3],
    parts: [
      part('handle', { cyl: 0.62, r: 0.02 }, 'wood', {
        color: DARK_WOOD,
        answersTo: ['shaft', 'haft'],
      }),
      part('grip', { cyl: 0.2, r: 0.024 }, 'leather', {
        color: 0x4a2e1a,
        role: 'accent',
      }),
      ...spikedBall([0, 0.7, 0], 0.085, 0.05),
    ],
  },
  {
    kind: 'flail',
    nouns: ['flail', 'military flail', 'war flail'],
    size: [0.6, 0.45],
    parts: [
      part('handle', { cyl: 0.5, r: 0.02 }, 'wood', {
        color: DARK_WOOD,
        answersTo: ['shaft', 'haft'],
      }),
      part('grip', { cyl: 0.18, r: 0.024 }, 'leather', {
        color: 0x4a2e1a,
        role: 'accent',
      }),
      part('cap', { cyl: 0.04, r: 0.026 }, 'iron', {
        at: [0, 0.48, 0],
        color: IRON,
        role: 'fixed',
      }),
      part('link', { ring: 0.016, r: 0.005 }, 'iron', {
        at: [0.012, 0.53, 0],
        copies: [
          [0.05, 0.01, 0],
          [0.1, 0.0, 0],
          [0.15, -0.03, 0],
          [0.2, -0.08, 0],
          [0.24, -0.14, 0],
        ],
        color: 0x6a6d72,
        role: 'fixed',
        answersTo: ['chain'],
      }),
      part(
        'chain',
        {
          sweep: [
            [0, 0.52, 0],
            [0.06, 0.545, 0],
            [0.12, 0.535, 0],
            [0.17, 0.5, 0],
            [0.22, 0.45, 0],
            [0.26, 0.38, 0],
            [0.28, 0.33, 0],
          ],
          r: 0.006,
        },
        'iron',
        { color: 0x6a6d72, role: 'fixed' },
      ),
      ...spikedBall([0.29, 0.25, 0], 0.075, 0.045),
    ],
  },
  {
    kind: 'grappling hook',
    nouns: ['grappling hook', 'grappling iron', 'grapnel', 'grapple', 'grappler hook'],
    size: [0.5, 0.4],
    parts: [
      part('shank', { cyl: 0.34, r: 0.014 }, 'iron', {
        at: [0, 0.02, 0],
        color: IRON,
        answersTo: ['shaft'],
      }),
      part('crown', { ball: 0.026 }, 'iron', { at: [0, 0.04, 0], color: IRON, role: 'detail' }),
      part(
        'hook',
        {
          sweep: [
            [0, 0.04, 0],
            [0.08, 0.03, 0],
            [0.14, 0.07, 0],
            [0.16, 0.14, 0],
            [0.14, 0.2, 0],
          ],
          r: 0.012,
        },
        'iron',
        {
          color: IRON,
          role: 'detail',
          answersTo: ['hooks', 'prongs', 'claws'],
          repeat: { count: 4, turn: [0, 90, 0], max: 6, word: 'hook' },
        },
      ),
      part('eye', { ring: 0.025, r: 0.007 }, 'iron', {
        at: [0, 0.385, 0],
        color: IRON,
        role: 'fixed',
        answersTo: ['ring'],
      }),
      part(
        'fabric',
        {
          sweep: [
            [0, 0.405, 0],
            [0.04, 0.45, 0],
            [0.12, 0.46, 0.03],
            [0.2, 0.4, 0.05],
            [0.26, 0.3, 0.06],
          ],
          r: 0.009,
        },
        'fabric',
        { color: ROPE, role: 'accent' },
      ),
    ],
  },
  {
    kind: 'arrowhead',
    nouns: ['arrowhead', 'arrow head', 'arrow point', 'flint arrowhead', 'projectile point'],
    size: [0.07, 0.045],
    parts: [
      part('point', { extrude: ARROWHEAD, depth: 0.005, round: 0.0012 }, 'stone', {
        color: 0x5a5650,
        answersTo: ['flint', 'head', 'blade'],
      }),
    ],
  },
  {
    kind: 'palisade',
    nouns: ['palisade', 'pale fence', 'log wall'],
    size: [2.6, 2.4],
    vary: 0.05,
    parts: [
      part(
        'stake',
        {
          lathe: [
            [0, 0],
            [0.12, 0],
            [0.12, 2.15],
            [0.02, 2.55],
            [0, 2.56],
          ],
        },
        'bark',
        {
          at: [-0.96, 0, 0],
          color: 0x6a4a30,
          answersTo: ['stakes', 'logs', 'log', 'posts'],
          repeat: { count: 9, step: [0.24, 0, 0], max: 12, word: 'stake' },
        },
      ),
      part('rail', { box: [2.3, 0.14, 0.1] }, 'wood', {
        at: [0, 0.5, -0.14],
        copies: [[0, 1.1, 0]],
        color: DARK_WOOD,
        role: 'detail',
        answersTo: ['rails', 'beam'],
      }),
    ],
  },
];
