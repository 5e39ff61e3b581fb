/**
 * Everyday machines, fittings and a dish the thirteenth held-out list found unknown (issue
 * #32, session 25, on the spent list; docs/decisions.md, "The thirteenth list's unknowns"):
 * a mainframe (also a supercomputer and a server rack, which had been a clothes rack), a car
 * seat with its seatbelt, a baby's incubator, a game-show buzzer, a door intercom and a
 * schnitzel. Each is drawn as the picture a person has of it.
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { at, facingZ, part, rod, spaced } from './part-shorthand.ts';

const CABINET = 0xc8c4b8;

/** A mainframe's cabinet at x, 1.9 m tall, with its plinth. */
function cabinet(name: string, x: number): PartDecl {
  return part(name, { box: [0.62, 1.84, 0.8], round: 0.02 }, 'paint', {
    at: [x, 0.06, 0],
    color: CABINET,
    answersTo: ['cabinet', 'cabinets', 'case', 'body'],
  });
}

/** Lamps in rows on a cabinet's front panel (its face at z). */
function lamps(x: number, z: number): PartDecl[] {
  const rows = spaced(5, 1.2, 1.6);
  const cols = spaced(6, x - 0.2, x + 0.2);
  const points = rows.flatMap((y) => cols.map((cx) => [cx, y, z] as V3));
  const colors = [0xf03a2a, 0x4ad04a, 0xf0b020];
  return colors.map((color, c) =>
    part(`lamp_${x < 0 ? 'l' : 'r'}${c + 1}`, { ball: 0.014 }, 'light', {
      ...at(points.filter((_, i) => i % 3 === c)),
      color,
      role: 'fixed',
    }),
  );
}

/** One tape reel facing the viewer, its back at z. */
function reel(name: string, c: V3): PartDecl[] {
  return [
    facingZ(name, c, 0.02, 0.13, 'plastic', { color: 0x2a2a2e, role: 'fixed' }),
    facingZ(`${name}_hub`, [c[0], c[1], c[2] + 0.02], 0.012, 0.04, 'chrome', { role: 'fixed' }),
  ];
}

const mainframe: KindDecl = {
  kind: 'mainframe',
  nouns: [
    'mainframe',
    'mainframe computer',
    'supercomputer',
    'server rack',
    'rack server',
    'server cabinet',
    'computer mainframe',
  ],
  size: [1.9, 1.9],
  parts: [
    part('plinth', { box: [1.9, 0.06, 0.76] }, 'darkMetal', { role: 'fixed' }),
    cabinet('cabinet_l', -0.64),
    cabinet('cabinet_c', 0),
    cabinet('cabinet_r', 0.64),
    // The middle cabinet shows two tape reels behind its window; the others their lamps
    // and a dark panel of switches.
    part('window', { box: [0.5, 0.5, 0.02] }, 'glass', {
      at: [0, 1.1, 0.4],
      color: 0x8aa8b8,
      role: 'fixed',
    }),
    ...reel('reel_1', [-0.13, 1.35, 0.41]),
    ...reel('reel_2', [0.13, 1.35, 0.41]),
    part('panel', { box: [0.5, 0.5, 0.02] }, 'paint', {
      ...at([
        [-0.64, 1.14, 0.4],
        [0.64, 1.14, 0.4],
      ]),
      color: 0x24262c,
      role: 'accent',
      answersTo: ['panel', 'panels'],
    }),
    ...lamps(-0.64, 0.415),
    ...lamps(0.64, 0.415),
    part('switch', { box: [0.03, 0.06, 0.03] }, 'chrome', {
      ...at(spaced(7, -0.84, -0.44).map((x) => [x, 0.5, 0.41] as V3)),
      role: 'fixed',
    }),
    part('vent', { box: [0.5, 0.025, 0.02] }, 'darkMetal', {
      ...at(spaced(5, 0.2, 0.5).map((y) => [0.64, y, 0.4] as V3)),
      role: 'fixed',
    }),
  ],
};

const SEAT = 0x5a5e66;
const BELT = 0x141416;

const carSeat: KindDecl = {
  kind: 'car seat',
  nouns: [
    'car seat',
    'bucket seat',
    'seatbelt',
    'seat belt',
    'safety belt',
    'seat-belt',
    'driver seat',
    "driver's seat",
  ],
  size: [1.2, 0.6],
  parts: [
    part('runner', { box: [0.06, 0.06, 0.5] }, 'darkMetal', {
      ...at([
        [-0.18, 0, 0.02],
        [0.18, 0, 0.02],
      ]),
      role: 'fixed',
    }),
    part('cushion', { box: [0.52, 0.16, 0.52], round: 0.06 }, 'fabric', {
      at: [0, 0.06, 0.02],
      color: SEAT,
      answersTo: ['seat', 'cushion'],
    }),
    part('backrest', { box: [0.52, 0.66, 0.16], round: 0.06 }, 'fabric', {
      at: [0, 0.16, -0.22],
      turn: [-12, 0, 0],
      color: SEAT,
      answersTo: ['back', 'backrest', 'seat'],
    }),
    // Bolsters either side of the back hold the driver in.
    part(
      'bolster',
      {
        capsule: [
          [0, 0.22, -0.18],
          [0, 0.74, -0.3],
        ],
        r: 0.05,
      },
      'fabric',
      {
        ...at([
          [-0.25, 0, 0],
          [0.25, 0, 0],
        ]),
        color: SEAT,
        role: 'fixed',
      },
    ),
    rod('headrest_post', [-0.08, 0.8, -0.33], [-0.08, 0.9, -0.35], 0.012, 'chrome', {
      copies: [[0.16, 0, 0]],
      role: 'fixed',
    }),
    part('headrest', { box: [0.3, 0.18, 0.12], round: 0.05 }, 'fabric', {
      at: [0, 0.88, -0.36],
      turn: [-12, 0, 0],
      color: SEAT,
      answersTo: ['headrest', 'head rest'],
    }),
    // The belt: over the shoulder from the pillar's side, across the lap, to the buckle.
    part(
      'belt',
      {
        sweep: [
          [0.27, 0.8, -0.26],
          [0.12, 0.6, -0.1],
          [-0.06, 0.38, 0.02],
          [-0.26, 0.24, 0.06],
        ],
        r: 0.012,
      },
      'fabric',
      {
        color: BELT,
        role: 'accent',
        answersTo: ['belt', 'seatbelt', 'seat belt', 'strap'],
      },
    ),
    part(
      'lap_belt',
      {
        sweep: [
          [0.27, 0.24, 0.0],
          [0.0, 0.26, 0.14],
          [-0.26, 0.24, 0.06],
        ],
        r: 0.012,
      },
      'fabric',
      {
        color: BELT,
        role: 'accent',
        answersTo: ['belt', 'seatbelt', 'seat belt', 'strap'],
      },
    ),
    part('buckle', { box: [0.05, 0.1, 0.035], round: 0.008 }, 'plastic', {
      at: [-0.28, 0.16, 0.06],
      color: 0x1a1a1a,
      role: 'fixed',
    }),
    part('button', { box: [0.03, 0.02, 0.01] }, 'plastic', {
      at: [-0.28, 0.22, 0.08],
      color: 0xd0302a,
      role: 'fixed',
    }),
    part('latch', { box: [0.045, 0.035, 0.01] }, 'chrome', {
      at: [-0.27, 0.25, 0.06],
      role: 'fixed',
      answersTo: ['tongue', 'latch'],
    }),
  ],
};

const HOOD = 0x9ccbe0;

/** The twelve edges of a clear box w × h × d standing at height y, as thin light-blue bars. */
function hoodEdges(w: number, h: number, d: number, y: number): PartDecl[] {
  const [x, z] = [w / 2, d / 2];
  const edges: Array<[V3, V3]> = [
    ...[-z, z].flatMap((ez): Array<[V3, V3]> => [
      [
        [-x, y, ez],
        [x, y, ez],
      ],
      [
        [-x, y + h, ez],
        [x, y + h, ez],
      ],
    ]),
    ...[-x, x].flatMap((ex): Array<[V3, V3]> => [
      [
        [ex, y, -z],
        [ex, y, z],
      ],
      [
        [ex, y + h, -z],
        [ex, y + h, z],
      ],
    ]),
    ...[-x, x].flatMap((ex) =>
      [-z, z].map((ez): [V3, V3] => [
        [ex, y, ez],
        [ex, y + h, ez],
      ]),
    ),
  ];
  return edges.map(([a, b], i) =>
    rod(`hood_${i + 1}`, a, b, 0.014, 'plastic', {
      color: HOOD,
      role: 'accent',
      answersTo: ['hood', 'cover', 'lid', 'dome'],
    }),
  );
}

const incubator: KindDecl = {
  kind: 'incubator',
  nouns: [
    'incubator',
    'baby incubator',
    'infant incubator',
    'neonatal incubator',
    'isolette',
    'humidicrib',
  ],
  size: [1.4, 1],
  parts: [
    // A cart on castors, a mattress under a clear hood with two round arm ports, and the
    // baby asleep in it (an empty hood read as a fish tank).
    part('castor', { ball: 0.04 }, 'rubber', {
      ...at([
        [-0.38, 0.04, -0.22],
        [0.38, 0.04, -0.22],
        [-0.38, 0.04, 0.22],
        [0.38, 0.04, 0.22],
      ]),
      color: 0x2a2a2a,
      role: 'fixed',
    }),
    part('leg', { box: [0.06, 0.5, 0.06] }, 'steel', {
      ...at([
        [-0.38, 0.06, -0.22],
        [0.38, 0.06, -0.22],
        [-0.38, 0.06, 0.22],
        [0.38, 0.06, 0.22],
      ]),
      role: 'detail',
    }),
    part('cart', { box: [0.9, 0.34, 0.56], round: 0.03 }, 'plastic', {
      at: [0, 0.56, 0],
      color: 0xf2f4f6,
      answersTo: ['base', 'cart', 'stand', 'body'],
    }),
    part('display', { box: [0.26, 0.12, 0.02] }, 'glass', {
      at: [0.2, 0.68, 0.285],
      color: 0x2a6a8a,
      role: 'fixed',
    }),
    part('knob', { ball: 0.025 }, 'plastic', {
      ...at([
        [-0.2, 0.74, 0.29],
        [-0.1, 0.74, 0.29],
      ]),
      color: 0x4a8ac8,
      role: 'fixed',
    }),
    part('mattress', { box: [0.78, 0.05, 0.46], round: 0.02 }, 'fabric', {
      at: [0, 0.9, 0],
      color: 0xb8e0f0,
      role: 'fixed',
    }),
    // The clear hood, drawn by its edges so the baby shows (a solid hood read as an
    // appliance), and its two round arm ports on the front edge.
    ...hoodEdges(0.86, 0.46, 0.54, 0.905),
    part('port', { ring: 0.06, r: 0.014 }, 'plastic', {
      ...at([
        [-0.2, 0.975, 0.27],
        [0.2, 0.975, 0.27],
      ]),
      color: 0x3a7ab8,
      role: 'fixed',
      answersTo: ['ports', 'port holes', 'portholes'],
    }),
    part(
      'baby',
      {
        capsule: [
          [-0.14, 1.0, 0],
          [0.1, 1.0, 0],
        ],
        r: 0.06,
      },
      'fabric',
      {
        color: 0xf8d8e0,
        role: 'fixed',
        answersTo: ['blanket', 'baby'],
      },
    ),
    part('head', { ball: 0.055 }, 'skin', {
      at: [0.19, 1.0, 0],
      color: 0xf2c8a8,
      role: 'fixed',
    }),
  ],
};

/** The buzzer's dome: a low red cap above its chrome ring. */
const DOME: readonly V2[] = [
  [0, 0.05],
  [0.09, 0.048],
  [0.085, 0.075],
  [0.06, 0.1],
  [0, 0.11],
];

const buzzer: KindDecl = {
  kind: 'buzzer',
  nouns: [
    'buzzer',
    'game show buzzer',
    'quiz buzzer',
    'big red button',
    'emergency button',
    'push button',
  ],
  size: [0.11, 0.4],
  parts: [
    part('base', { cyl: 0.05, r: 0.12, rTop: 0.11 }, 'plastic', {
      color: 0x1c1c20,
      role: 'accent',
      answersTo: ['base', 'body'],
    }),
    part('ring', { cyl: 0.012, r: 0.097 }, 'chrome', { at: [0, 0.045, 0], role: 'detail' }),
    part('button', { lathe: DOME, smooth: true }, 'plastic', {
      color: 0xe0241c,
      answersTo: ['button', 'dome', 'top'],
    }),
    part(
      'cable',
      {
        sweep: [
          [0, 0.02, -0.11],
          [0, 0.01, -0.2],
          [0.08, 0.01, -0.3],
        ],
        r: 0.008,
      },
      'rubber',
      {
        color: 0x1a1a1a,
        role: 'fixed',
        answersTo: ['cable', 'cord', 'wire'],
      },
    ),
  ],
};

const intercom: KindDecl = {
  kind: 'intercom',
  nouns: [
    'intercom',
    'door intercom',
    'entry phone',
    'entryphone',
    'door phone',
    'doorphone',
    'intercom panel',
    'video intercom',
  ],
  size: [0.9, 0.8],
  parts: [
    // The steel panel by a door, on a patch of brick wall: a camera, a speaker's slots, and
    // the residents' buttons, each with its name card.
    part('wall', { box: [0.8, 0.9, 0.1] }, 'brick', {
      at: [0, 0, -0.05],
      color: 0xa85a42,
      role: 'fixed',
    }),
    part('panel', { box: [0.24, 0.46, 0.025], round: 0.01 }, 'steel', {
      at: [0, 0.22, 0.012],
      color: 0xb8bcc2,
      answersTo: ['panel', 'plate', 'body'],
    }),
    facingZ('camera', [0, 0.61, 0.025], 0.012, 0.022, 'plastic', {
      color: 0x101418,
      role: 'fixed',
      answersTo: ['camera', 'lens'],
    }),
    part('grille', { box: [0.14, 0.008, 0.006] }, 'darkMetal', {
      ...at(spaced(5, 0.5, 0.56).map((y) => [0, y, 0.026] as V3)),
      role: 'fixed',
      answersTo: ['speaker', 'grille'],
    }),
    facingZ('call_button', [-0.06, 0.28, 0.025], 0.012, 0.016, 'chrome', {
      copies: spaced(4, 0, 0.18)
        .map((dy) => [0, dy, 0] as V3)
        .slice(1),
      role: 'detail',
      answersTo: ['button', 'buttons'],
    }),
    part('name_card', { box: [0.1, 0.035, 0.006] }, 'paper', {
      ...at(spaced(4, 0.265, 0.445).map((y) => [0.04, y, 0.026] as V3)),
      color: 0xf6f4ee,
      role: 'fixed',
      answersTo: ['label', 'labels', 'names'],
    }),
  ],
};

/** A schnitzel's outline from above: a wide, uneven oval. */
const CUTLET: readonly V2[] = [
  [-0.12, -0.02],
  [-0.1, -0.07],
  [-0.03, -0.09],
  [0.06, -0.085],
  [0.12, -0.05],
  [0.13, 0.01],
  [0.1, 0.06],
  [0.02, 0.08],
  [-0.07, 0.075],
  [-0.12, 0.04],
];

const schnitzel: KindDecl = {
  kind: 'schnitzel',
  nouns: [
    'schnitzel',
    'wiener schnitzel',
    'weiner schnitzel',
    'breaded cutlet',
    'breaded escalope',
    'escalope',
    'milanesa',
    'pork schnitzel',
    'chicken schnitzel',
  ],
  size: [0.04, 0.3],
  parts: [
    part(
      'plate',
      {
        lathe: [
          [0, 0],
          [0.12, 0],
          [0.15, 0.012],
          [0.155, 0.018],
        ],
        wall: 0.004,
      },
      'ceramic',
      {
        color: 0xf6f4f0,
        role: 'fixed',
        answersTo: ['plate'],
      },
    ),
    part('schnitzel', { plan: CUTLET, height: 0.014, taper: 0.94 }, 'plain', {
      at: [-0.01, 0.004, 0],
      color: 0xb06a24,
      answersTo: ['breading', 'crust', 'meat'],
    }),
    // The breadcrumb coat's bumps, darker where they fried (a smooth cutlet read as an
    // omelette).
    part('crumb', { ellipsoid: [0.012, 0.004, 0.01] }, 'plain', {
      ...at([
        [-0.08, 0.017, -0.03],
        [-0.05, 0.017, 0.03],
        [-0.02, 0.017, -0.055],
        [0.01, 0.017, 0.0],
        [0.04, 0.017, 0.05],
        [0.06, 0.017, -0.04],
        [-0.09, 0.017, 0.03],
        [0.09, 0.017, -0.005],
        [-0.03, 0.017, 0.055],
        [0.03, 0.017, -0.07],
      ] as V3[]),
      color: 0x8a4a16,
      role: 'fixed',
    }),
    // The lemon slice and the parsley it is served with.
    part('lemon', { cyl: 0.008, r: 0.03 }, 'plastic', {
      at: [0.08, 0.018, 0.04],
      turn: [0, 0, 12],
      color: 0xf4dc48,
      role: 'fixed',
      answersTo: ['lemon'],
    }),
    part('parsley', { ball: 0.012 }, 'leaf', {
      ...at([
        [0.1, 0.022, -0.04],
        [0.112, 0.026, -0.03],
        [0.092, 0.026, -0.028],
      ]),
      color: 0x3a8a32,
      role: 'fixed',
    }),
  ],
};

export const MACHINE_AND_FITTING_KINDS: readonly KindDecl[] = [
  mainframe,
  carSeat,
  incubator,
  buzzer,
  intercom,
  schnitzel,
];
