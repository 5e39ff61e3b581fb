/**
 * The human body as objects a person would model or print (issue #32, session 23, B): a hand
 * with five jointed fingers, a fist, a thumbs-up, a foot with toes, a flexed arm, a leg, a
 * bust, the features of the face (eye, ear, nose, lips, tongue, tooth), the organs (brain,
 * lungs, kidney, liver, stomach, intestines, muscle) and the bones (a long bone with knobbed
 * ends, a skeleton, a rib cage, a spine, a pelvis). Each keeps the silhouette that names it,
 * its true proportions and size, and neutral skin, bone or tissue colours; a colour word paints
 * the whole part (the iris, for an eye). See docs/decisions.md, "The body as objects".
 * Declared as data (library/declare.ts).
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { at, part, rod, spaced } from './part-shorthand.ts';

const SKIN = 0xe8b896;
const NAIL = 0xf2cdbf;
const BONE = 0xece3cc;
const LIP = 0xc85a62;
const TONGUE = 0xe0707a;
const BRAIN = 0xe8a6ac;
const LUNG = 0xe38f96;
const LIVER = 0x86302a;
const KIDNEY = 0x9a3834;
const MUSCLE = 0xb33a3a;
const TENDON = 0xf0ead8;
const GUT = 0xe6a39c;
const DARK = 0x2a1a1a;

const skin = (name: string, shape: PartDecl['shape'], more: Partial<PartDecl> = {}): PartDecl =>
  part(name, shape, 'skin', { color: SKIN, ...more });
const bone = (name: string, shape: PartDecl['shape'], more: Partial<PartDecl> = {}): PartDecl =>
  part(name, shape, 'plaster', { color: BONE, ...more });
const boneRod = (name: string, a: V3, b: V3, r: number, more: Partial<PartDecl> = {}): PartDecl =>
  rod(name, a, b, r, 'plaster', { color: BONE, ...more });

/**
 * A finger from its base up: three phalanges bending a little forward (+Z), thicker at the
 * knuckles, as a tube with a nail on the tip's front.
 */
function digit(
  name: string,
  base: V3,
  length: number,
  r: number,
  lean: number,
  bend = 0.12,
): PartDecl[] {
  const pts: V3[] = [];
  const radii: number[] = [];
  const steps = [0, 0.2, 0.42, 0.6, 0.78, 0.92, 1];
  const rs = [1, 0.92, 1.02, 0.88, 0.94, 0.84, 0.7];
  steps.forEach((t, i) => {
    pts.push([base[0] + lean * length * t, base[1] + length * t, base[2] + bend * length * t * t]);
    radii.push(r * rs[i]!);
  });
  const tip = pts[pts.length - 2]!;
  return [
    part(name, { sweep: pts, r: radii }, 'skin', { color: SKIN, answersTo: ['finger'] }),
    part(`${name}_nail`, { ellipsoid: [r * 0.62, r * 0.9, r * 0.35] }, 'skin', {
      color: NAIL,
      at: [tip[0], tip[1], tip[2] + r * 0.72],
      answersTo: ['nail'],
    }),
  ];
}

/** An open hand standing on its wrist, palm to the viewer (the raised hand of a greeting). */
const HAND_PARTS: PartDecl[] = [
  skin('wrist', { cyl: 0.05, r: 0.027 }),
  skin('palm', { box: [0.086, 0.095, 0.03], round: 0.012 }, { at: [0, 0.045, 0] }),
  ...digit('index_finger', [-0.03, 0.128, 0], 0.074, 0.0095, -0.12),
  ...digit('middle_finger', [-0.01, 0.132, 0], 0.084, 0.0098, -0.03),
  ...digit('ring_finger', [0.01, 0.13, 0], 0.077, 0.0094, 0.06),
  ...digit('little_finger', [0.03, 0.124, 0], 0.06, 0.0085, 0.16),
  part(
    'thumb',
    {
      sweep: [
        [-0.034, 0.07, 0.006],
        [-0.052, 0.09, 0.012],
        [-0.066, 0.11, 0.016],
        [-0.074, 0.128, 0.017],
        [-0.078, 0.14, 0.016],
      ],
      r: [0.016, 0.013, 0.0115, 0.0105, 0.008],
    },
    'skin',
    { color: SKIN },
  ),
  part('thumb_nail', { ellipsoid: [0.006, 0.008, 0.0035] }, 'skin', {
    color: NAIL,
    at: [-0.075, 0.133, 0.026],
    answersTo: ['nail'],
  }),
];

/** A clenched fist on its wrist, the curled fingers to the viewer and the thumb across them. */
function fistParts(thumbUp: boolean): PartDecl[] {
  const fingers = spaced(4, -0.03, 0.03).map((x, i) =>
    skin(
      `finger_${i + 1}`,
      { box: [0.02, i === 3 ? 0.04 : 0.05, 0.03], round: 0.009 },
      { at: [x, i === 3 ? 0.078 : 0.07, 0.028], answersTo: ['finger'] },
    ),
  );
  const knuckles = skin('knuckles', {
    capsule: [
      [-0.036, 0.125, 0.02],
      [0.036, 0.122, 0.02],
    ],
    r: 0.013,
  });
  const thumb = thumbUp
    ? [
        part(
          'thumb',
          {
            sweep: [
              [-0.038, 0.1, 0.02],
              [-0.042, 0.13, 0.022],
              [-0.044, 0.16, 0.02],
              [-0.043, 0.18, 0.018],
            ],
            r: [0.015, 0.013, 0.012, 0.009],
          },
          'skin',
          { color: SKIN },
        ),
        part('thumb_nail', { ellipsoid: [0.008, 0.01, 0.004] }, 'skin', {
          color: NAIL,
          at: [-0.043, 0.17, 0.03],
          answersTo: ['nail'],
        }),
      ]
    : [
        part(
          'thumb',
          {
            sweep: [
              [-0.046, 0.07, 0.02],
              [-0.03, 0.083, 0.045],
              [-0.005, 0.088, 0.05],
              [0.012, 0.09, 0.048],
            ],
            r: [0.015, 0.013, 0.012, 0.01],
          },
          'skin',
          { color: SKIN },
        ),
      ];
  return [
    skin('wrist', { cyl: 0.05, r: 0.027 }),
    skin('back_of_hand', { box: [0.09, 0.09, 0.055], round: 0.02 }, { at: [0, 0.045, -0.008] }),
    ...fingers,
    knuckles,
    ...thumb,
  ];
}

/** A foot lying on its sole, toes to the viewer, the big toe inside, the arch raised. */
const FOOT_PARTS: PartDecl[] = [
  skin('heel', { ellipsoid: [0.034, 0.036, 0.045] }, { at: [0.004, 0.036, -0.085] }),
  skin('instep', { ellipsoid: [0.043, 0.042, 0.085] }, { at: [0.006, 0.045, -0.015] }),
  skin('ball', { ellipsoid: [0.05, 0.024, 0.035] }, { at: [0.004, 0.024, 0.06] }),
  skin('ankle', { cyl: 0.1, r: 0.033 }, { at: [0.004, 0.055, -0.065] }),
  ...(
    [
      [-0.03, 0.118, 0.0135],
      [-0.008, 0.11, 0.0095],
      [0.01, 0.104, 0.0088],
      [0.026, 0.095, 0.0082],
      [0.04, 0.085, 0.0075],
    ] as const
  ).flatMap(([x, z, r], i) => [
    skin(
      `toe_${i + 1}`,
      {
        capsule: [
          [x, r, z - 0.03],
          [x, r, z],
        ],
        r,
      },
      { answersTo: ['toe'] },
    ),
    part(`toe_${i + 1}_nail`, { ellipsoid: [r * 0.7, r * 0.3, r * 0.8] }, 'skin', {
      color: NAIL,
      at: [x, r * 1.85, z + r * 0.1],
      answersTo: ['nail'],
    }),
  ]),
];

/** Folds over an ellipsoid: wavy tubes lying on its surface, band by band (a brain's gyri). */
function gyri(name: string, c: V3, a: V3, side: number, bands: number): PartDecl[] {
  return Array.from({ length: bands }, (_, j) => {
    const v0 = 0.18 + (j * 1.45) / Math.max(1, bands - 1);
    const pts: V3[] = [];
    for (let k = 0; k <= 22; k++) {
      const u = -1.25 + (2.5 * k) / 22;
      const v = v0 + 0.13 * Math.sin(u * 7 + j * 1.7);
      pts.push([
        c[0] + side * a[0] * Math.sin(v) * Math.cos(u),
        c[1] + a[1] * Math.cos(v) * Math.cos(u),
        c[2] + a[2] * Math.sin(u),
      ]);
    }
    return part(`${name}_${j + 1}`, { sweep: pts, r: 0.0075 }, 'skin', {
      color: BRAIN,
      answersTo: ['gyri', 'fold'],
    });
  });
}

const HEMI: V3 = [0.062, 0.055, 0.085];

/** Plump lips facing the viewer, as tubes along a cupid's bow above and a fuller curve below. */
const LIPS: PartDecl[] = [
  part(
    'upper_lip',
    {
      sweep: [
        [-0.033, 0.02, 0],
        [-0.02, 0.026, 0.004],
        [-0.007, 0.031, 0.007],
        [0, 0.029, 0.0075],
        [0.007, 0.031, 0.007],
        [0.02, 0.026, 0.004],
        [0.033, 0.02, 0],
      ],
      r: [0.002, 0.0062, 0.0072, 0.0068, 0.0072, 0.0062, 0.002],
    },
    'skin',
    { color: LIP, answersTo: ['lip'] },
  ),
  part(
    'lower_lip',
    {
      sweep: [
        [-0.033, 0.0195, 0],
        [-0.02, 0.0125, 0.005],
        [0, 0.0095, 0.008],
        [0.02, 0.0125, 0.005],
        [0.033, 0.0195, 0],
      ],
      r: [0.002, 0.0078, 0.0092, 0.0078, 0.002],
    },
    'skin',
    { color: LIP, answersTo: ['lip'] },
  ),
  part(
    'mouth_line',
    {
      capsule: [
        [-0.03, 0.0198, 0.001],
        [0.03, 0.0198, 0.001],
      ],
      r: 0.0022,
    },
    'skin',
    {
      color: 0x5a1820,
      role: 'fixed',
    },
  ),
];

/** A bean outline (a kidney seen from the front), its dent on the +x side. */
function bean(w: number, h: number): [number, number][] {
  return Array.from({ length: 28 }, (_, i) => {
    const t = (i / 28) * Math.PI * 2;
    let x = w * Math.cos(t);
    const y = h * Math.sin(t);
    if (Math.cos(t) > 0) x -= w * 0.55 * Math.exp(-((Math.sin(t) / 0.35) ** 2)) * Math.cos(t);
    return [x, y] as [number, number];
  });
}

/** A vertebral column along an S curve from `y0` to `y1`, vertebrae with their spines behind. */
function column(y0: number, y1: number, n: number, size: number, sway: number): PartDecl[] {
  const ys = spaced(n, y0, y1);
  const zOf = (y: number): number => sway * Math.sin(((y - y0) / (y1 - y0)) * Math.PI * 2);
  const bodies = ys.map((y) => [0, y, zOf(y)] as V3);
  const gap = (y1 - y0) / (n - 1);
  return [
    bone('vertebra', { cyl: gap * 0.72, r: size }, { ...at(bodies), answersTo: ['vertebrae'] }),
    bone(
      'spinous_process',
      { box: [size * 0.45, gap * 0.5, size * 1.5], round: size * 0.15 },
      { ...at(bodies.map(([x, y, z]) => [x, y + gap * 0.15, z - size * 1.6] as V3)) },
    ),
    bone(
      'transverse_process',
      { box: [size * 2.8, gap * 0.35, size * 0.5], round: size * 0.12 },
      { ...at(bodies.map(([x, y, z]) => [x, y + gap * 0.2, z - size * 0.7] as V3)) },
    ),
    part('disc', { cyl: gap * 0.3, r: size * 0.92 }, 'skin', {
      color: 0xd8dfe6,
      role: 'fixed',
      ...at(bodies.slice(0, -1).map(([x, y, z]) => [x, y + gap * 0.7, z] as V3)),
    }),
  ];
}

/** Ribs as hoops stepped down a chest, open at the front where the sternum holds them. */
function ribs(top: number, n: number, step: number, rMax: number, tube: number): PartDecl[] {
  return Array.from({ length: n }, (_, i) => {
    const t = i / Math.max(1, n - 1);
    const r = rMax * (0.62 + 0.38 * Math.sin(Math.min(1, t * 1.3 + 0.15) * Math.PI * 0.75));
    return bone(
      `rib_${i + 1}`,
      { ring: r, r: tube, arc: 300, from: 120 },
      { turn: [90, 0, 0], at: [0, top - i * step, r * 0.92], answersTo: ['rib', 'ribs'] },
    );
  });
}

/** A pelvis from the front: the flaring wings, the sacrum behind, the ring of the brim, the
 * pubic arch with its two round holes, the hip sockets at the sides. */
const HIP_BONE: PartDecl[] = [
  bone(
    'ilium',
    { ellipsoid: [0.07, 0.062, 0.016] },
    { mirror: true, turn: [0, -22, -28], at: [0.072, 0.13, -0.01] },
  ),
  bone('sacrum', {
    capsule: [
      [0, 0.13, -0.045],
      [0, 0.05, -0.05],
    ],
    r: 0.032,
    r2: 0.012,
  }),
  bone('brim', { ring: 0.062, r: 0.011 }, { turn: [90, 0, 0], at: [0, 0.085, 0.0] }),
  bone('pubic_arch', { ring: 0.045, r: 0.012, arc: 180, from: 180 }, { at: [0, 0.07, 0.055] }),
  bone(
    'obturator_ring',
    { ring: 0.019, r: 0.0065 },
    { mirror: true, turn: [0, 25, 0], at: [0.038, 0.045, 0.05] },
  ),
  bone('hip_socket', { ball: 0.024 }, { mirror: true, at: [0.082, 0.06, 0.02] }),
];

export const BODY_KINDS: readonly KindDecl[] = [
  {
    kind: 'hand',
    nouns: ['hand', 'human hand', 'open hand', 'right hand', 'left hand', 'manus'],
    size: [0.2, 0.16],
    parts: HAND_PARTS,
  },
  {
    kind: 'fist',
    nouns: ['fist', 'clenched fist', 'closed fist', 'raised fist'],
    size: [0.14, 0.1],
    parts: fistParts(false),
  },
  {
    // The thumb alone reads as a finger: a thumbs-up is how people show one.
    kind: 'thumb',
    nouns: ['thumb', 'thumbs up', 'thumbs-up', 'pollex'],
    size: [0.19, 0.1],
    parts: fistParts(true),
  },
  {
    // One raised finger, pointing up, on the stump of its knuckle.
    kind: 'finger',
    nouns: ['finger', 'index finger', 'forefinger', 'pointer finger'],
    size: [0.1, 0.03],
    parts: [
      skin('knuckle', { cyl: 0.012, r: 0.0125 }),
      ...digit('digit', [0, 0.008, 0], 0.09, 0.0105, 0, 0.08),
      ...[0.038, 0.063].map((y, i) =>
        part(`crease_${i + 1}`, { ring: 0.0104, r: 0.0012 }, 'skin', {
          color: 0xc89676,
          role: 'fixed',
          turn: [90, 0, 0],
          at: [0, 0.008 + y, 0.0005 + 0.08 * 0.09 * (y / 0.09) ** 2],
        }),
      ),
    ],
  },
  {
    kind: 'foot',
    nouns: ['foot', 'human foot', 'bare foot', 'barefoot', 'pes', 'sole of the foot'],
    size: [0.16, 0.27],
    parts: FOOT_PARTS,
  },
  {
    // A flexed arm: the upper arm lying with its biceps raised, the forearm up, a fist on top.
    kind: 'arm',
    nouns: ['arm', 'human arm', 'flexed arm', 'bicep arm'],
    size: [0.36, 0.42],
    parts: [
      skin('shoulder', { ball: 0.062 }, { at: [-0.2, 0.062, 0] }),
      skin('upper_arm', {
        capsule: [
          [-0.2, 0.055, 0],
          [0.09, 0.05, 0],
        ],
        r: 0.05,
        r2: 0.042,
      }),
      skin('biceps', { ellipsoid: [0.095, 0.05, 0.047] }, { at: [-0.055, 0.085, 0.004] }),
      skin('elbow', { ball: 0.045 }, { at: [0.1, 0.048, 0] }),
      skin('forearm', {
        capsule: [
          [0.1, 0.05, 0],
          [0.125, 0.27, 0.005],
        ],
        r: 0.045,
        r2: 0.031,
      }),
      skin('fist', { box: [0.075, 0.08, 0.085], round: 0.025 }, { at: [0.13, 0.265, 0.01] }),
      skin(
        'curled_fingers',
        {
          capsule: [
            [0.095, 0.33, 0.05],
            [0.168, 0.33, 0.05],
          ],
          r: 0.016,
        },
        { answersTo: ['finger'] },
      ),
    ],
  },
  {
    // A leg standing on its foot: thigh, knee, the calf's swell behind the shin, the ankle.
    kind: 'leg',
    nouns: ['leg', 'human leg', 'lower limb'],
    size: [0.95, 0.26],
    parts: [
      skin('foot', { ellipsoid: [0.048, 0.038, 0.125] }, { at: [0, 0.038, 0.055] }),
      skin(
        'toes',
        {
          capsule: [
            [-0.035, 0.018, 0.165],
            [0.035, 0.016, 0.15],
          ],
          r: 0.017,
        },
        { answersTo: ['toe'] },
      ),
      skin('ankle', { ball: 0.042 }, { at: [0, 0.075, 0] }),
      skin('shin', {
        capsule: [
          [0, 0.08, 0],
          [0, 0.47, 0.005],
        ],
        r: 0.036,
        r2: 0.052,
      }),
      skin('calf', { ellipsoid: [0.056, 0.13, 0.06] }, { at: [0, 0.33, -0.016] }),
      skin('knee', { ball: 0.058 }, { at: [0, 0.48, 0.01] }),
      skin('thigh', {
        capsule: [
          [0, 0.49, 0],
          [0, 0.88, -0.01],
        ],
        r: 0.06,
        r2: 0.088,
      }),
    ],
  },
  {
    // A neutral bust, as a sculptor's or a wig-maker's head: shoulders, neck and head.
    kind: 'head',
    nouns: ['head', 'human head'],
    size: [0.42, 0.38],
    parts: [
      skin('shoulders', { box: [0.36, 0.11, 0.17], round: 0.05 }),
      skin('neck', { cyl: 0.12, r: 0.055 }, { at: [0, 0.1, 0] }),
      skin('skull', { ellipsoid: [0.078, 0.108, 0.097] }, { at: [0, 0.315, -0.005] }),
      skin('jaw', { ellipsoid: [0.06, 0.055, 0.068] }, { at: [0, 0.255, 0.028] }),
      skin('nose', {
        capsule: [
          [0, 0.325, 0.088],
          [0, 0.288, 0.108],
        ],
        r: 0.011,
        r2: 0.014,
      }),
      skin('ear', { ellipsoid: [0.012, 0.03, 0.02] }, { mirror: true, at: [0.078, 0.31, 0] }),
      part('eye', { ellipsoid: [0.013, 0.008, 0.006] }, 'ceramic', {
        color: 0xf4f2ee,
        role: 'fixed',
        mirror: true,
        at: [0.03, 0.322, 0.082],
      }),
      part('iris', { ball: 0.0048 }, 'eye', {
        color: 0x4a3020,
        role: 'fixed',
        mirror: true,
        at: [0.03, 0.322, 0.087],
      }),
      part(
        'brow',
        {
          capsule: [
            [0.014, 0.338, 0.088],
            [0.046, 0.342, 0.078],
          ],
          r: 0.004,
        },
        'skin',
        {
          color: 0x5a4030,
          role: 'fixed',
          mirror: true,
        },
      ),
      part('lips', { ellipsoid: [0.021, 0.007, 0.01] }, 'skin', {
        color: LIP,
        role: 'fixed',
        at: [0, 0.262, 0.088],
        answersTo: ['lip', 'mouth'],
      }),
    ],
  },
  {
    // An eyeball: the white, a coloured iris round a black pupil facing the viewer, red veins,
    // the optic nerve behind. "A green eye" colours the iris.
    kind: 'eye',
    nouns: ['eye', 'human eye', 'eyeball model'],
    size: [0.05, 0.07],
    parts: [
      part('sclera', { ball: 0.024 }, 'ceramic', {
        color: 0xf6f3ee,
        role: 'fixed',
        at: [0, 0.024, 0],
        answersTo: ['white', 'eyeball'],
      }),
      part('iris', { cyl: 0.004, r: 0.0115 }, 'eye', {
        color: 0x3f7fc4,
        turn: [90, 0, 0],
        at: [0, 0.024, 0.0238],
      }),
      part('pupil', { cyl: 0.002, r: 0.0052 }, 'eye', {
        color: 0x060606,
        role: 'fixed',
        turn: [90, 0, 0],
        at: [0, 0.024, 0.0262],
      }),
      ...[0, 1, 2, 3, 4].map((i) => {
        const phi = -0.9 + i * 0.45;
        const pts: V3[] = [0.2, 0.55, 0.9, 1.2].map((t) => {
          const th = Math.PI - t * 0.95;
          const w = Math.sin(th);
          return [
            0.0242 * w * Math.sin(phi + 0.12 * Math.sin(t * 9)),
            0.024 + 0.0242 * w * Math.cos(phi + 0.12 * Math.sin(t * 9)) * 0.8,
            0.0242 * Math.cos(th),
          ];
        });
        return part(`vein_${i + 1}`, { sweep: pts, r: 0.0007 }, 'skin', {
          color: 0xc02a2a,
          role: 'fixed',
          answersTo: ['vein'],
        });
      }),
      part(
        'optic_nerve',
        {
          capsule: [
            [0, 0.02, -0.018],
            [0.004, 0.012, -0.04],
          ],
          r: 0.005,
        },
        'skin',
        {
          color: 0xe8c8b0,
          role: 'fixed',
        },
      ),
    ],
  },
  {
    // An ear seen from the side: the rolled rim of the helix, the hollow inside, the lobe.
    kind: 'human ear',
    nouns: ['human ear', 'ear', 'auricle', 'pinna'],
    size: [0.068, 0.045],
    parts: [
      skin('auricle', { ellipsoid: [0.026, 0.034, 0.008] }, { at: [0.002, 0.04, 0] }),
      skin('helix', { ring: 0.026, r: 0.0062, arc: 250, from: -70 }, { at: [0.001, 0.044, 0.004] }),
      skin(
        'antihelix',
        { ring: 0.014, r: 0.0045, arc: 180, from: -40 },
        { at: [0.002, 0.043, 0.007] },
      ),
      skin(
        'lobe',
        { ellipsoid: [0.013, 0.013, 0.008] },
        { at: [-0.006, 0.014, 0.002], answersTo: ['earlobe'] },
      ),
      part('concha', { ellipsoid: [0.009, 0.011, 0.004] }, 'skin', {
        color: 0xb07c60,
        role: 'fixed',
        at: [-0.006, 0.036, 0.006],
      }),
      skin('tragus', { ellipsoid: [0.005, 0.006, 0.005] }, { at: [-0.018, 0.032, 0.005] }),
    ],
  },
  {
    // A nose standing out of a patch of cheek and upper lip: the bridge, the round tip, the
    // wings round two dark nostrils.
    kind: 'nose',
    nouns: ['nose', 'human nose', 'schnoz', 'schnozzle'],
    size: [0.09, 0.09],
    parts: [
      skin('cheeks', { ellipsoid: [0.05, 0.048, 0.01] }, { at: [0, 0.048, -0.004] }),
      skin(
        'bridge',
        {
          plan: [
            [-0.018, -0.004],
            [0.018, -0.004],
            [0.014, 0.03],
            [0, 0.042],
            [-0.014, 0.03],
          ],
          height: 0.06,
          taper: [0.5, 0.18],
        },
        { at: [0, 0.022, 0] },
      ),
      skin('tip', { ball: 0.016 }, { at: [0, 0.026, 0.034] }),
      skin(
        'wing',
        { ellipsoid: [0.012, 0.011, 0.014] },
        { mirror: true, at: [0.017, 0.02, 0.019] },
      ),
      part('nostril', { ellipsoid: [0.005, 0.003, 0.006] }, 'skin', {
        color: DARK,
        role: 'fixed',
        mirror: true,
        at: [0.009, 0.011, 0.03],
      }),
    ],
  },
  {
    kind: 'mouth',
    nouns: ['mouth', 'lips', 'pair of lips'],
    size: [0.036, 0.066],
    parts: LIPS,
  },
  {
    // A tongue stuck out of the lips, the grooved tip hanging toward the viewer.
    kind: 'tongue',
    nouns: ['tongue', 'human tongue', 'glossa'],
    size: [0.06, 0.07],
    parts: [
      ...LIPS.map((p) => ({ ...p, at: [0, 0.035, 0] as V3, role: 'fixed' as const })),
      part('tongue', { ellipsoid: [0.017, 0.026, 0.0075] }, 'skin', {
        color: TONGUE,
        turn: [-28, 0, 0],
        at: [0, 0.03, 0.017],
      }),
      part(
        'groove',
        {
          capsule: [
            [0, 0.043, 0.019],
            [0, 0.014, 0.033],
          ],
          r: 0.0016,
        },
        'skin',
        {
          color: 0xb04858,
          role: 'fixed',
          answersTo: ['tongue'],
        },
      ),
    ],
  },
  {
    // A molar: the cusped white crown on its roots, as the dentist's sign shows a tooth.
    kind: 'tooth',
    nouns: ['tooth', 'molar', 'human tooth'],
    size: [0.022, 0.013],
    parts: [
      part('crown', { box: [0.012, 0.008, 0.011], round: 0.0032 }, 'ceramic', {
        color: 0xf6f2e8,
        at: [0, 0.012, 0],
      }),
      part('cusp', { ball: 0.0033 }, 'ceramic', {
        color: 0xf6f2e8,
        ...at([
          [-0.0033, 0.0195, -0.003],
          [0.0033, 0.0195, -0.003],
          [-0.0033, 0.0195, 0.003],
          [0.0033, 0.0195, 0.003],
        ]),
      }),
      part(
        'root',
        {
          capsule: [
            [-0.0034, 0.0125, 0],
            [-0.0042, 0.0014, 0],
          ],
          r: 0.0033,
          r2: 0.0013,
        },
        'ceramic',
        {
          color: 0xf0e8d6,
          mirror: true,
        },
      ),
    ],
  },
  {
    // Two folded hemispheres with the fissure between them, the cerebellum and brain stem below.
    kind: 'brain',
    nouns: ['brain', 'human brain', 'encephalon'],
    size: [0.13, 0.17],
    parts: [
      part('hemisphere', { ellipsoid: HEMI }, 'skin', {
        color: BRAIN,
        mirror: true,
        at: [0.034, 0.072, 0],
      }),
      ...gyri('fold_r', [0.034, 0.072, 0], HEMI, 1, 6),
      ...gyri('fold_l', [-0.034, 0.072, 0], HEMI, -1, 6),
      part('cerebellum', { ellipsoid: [0.032, 0.022, 0.026] }, 'skin', {
        color: 0xd98f98,
        mirror: true,
        at: [0.022, 0.03, -0.06],
      }),
      part(
        'brain_stem',
        {
          capsule: [
            [0, 0.04, -0.035],
            [0, 0.008, -0.045],
          ],
          r: 0.011,
        },
        'skin',
        {
          color: 0xd9a0a0,
        },
      ),
    ],
  },
  {
    // A pair of lungs on the windpipe: its rings, the two bronchi, each lung tall and lobed.
    kind: 'lung',
    nouns: ['lung', 'lungs', 'pair of lungs', 'human lungs'],
    size: [0.34, 0.26],
    parts: [
      part('lung', { ellipsoid: [0.062, 0.12, 0.07] }, 'skin', {
        color: LUNG,
        mirror: true,
        at: [0.068, 0.135, 0],
        minus: [{ shape: { ellipsoid: [0.03, 0.06, 0.05] }, at: [0.0, 0.07, 0.03] }],
      }),
      part('lower_lobe', { ellipsoid: [0.07, 0.07, 0.072] }, 'skin', {
        color: LUNG,
        mirror: true,
        at: [0.075, 0.07, -0.005],
        answersTo: ['lung'],
      }),
      part('windpipe', { cyl: 0.12, r: 0.014 }, 'skin', {
        color: 0xecd2c8,
        at: [0, 0.2, 0],
        answersTo: ['trachea'],
      }),
      part('tracheal_ring', { ring: 0.0145, r: 0.003 }, 'skin', {
        color: 0xf4e0d6,
        role: 'fixed',
        turn: [90, 0, 0],
        ...at(spaced(5, 0.22, 0.3).map((y) => [0, y, 0] as V3)),
      }),
      part(
        'bronchus',
        {
          capsule: [
            [0.0, 0.205, 0],
            [0.04, 0.165, 0.005],
          ],
          r: 0.011,
        },
        'skin',
        {
          color: 0xecd2c8,
          mirror: true,
        },
      ),
    ],
  },
  {
    // A kidney bean on its end, its dent facing in, the artery, vein and ureter at the dent.
    kind: 'kidney',
    nouns: ['kidney', 'human kidney'],
    size: [0.13, 0.07],
    parts: [
      part('kidney', { extrude: bean(0.032, 0.056), depth: 0.034, round: 0.012 }, 'skin', {
        color: KIDNEY,
        at: [0, 0.07, 0],
      }),
      part(
        'renal_artery',
        {
          sweep: [
            [0.012, 0.078, 0],
            [0.03, 0.082, 0],
            [0.045, 0.09, 0],
          ],
          r: 0.0045,
        },
        'skin',
        {
          color: 0xc8302a,
          role: 'fixed',
        },
      ),
      part(
        'renal_vein',
        {
          sweep: [
            [0.012, 0.068, 0.004],
            [0.03, 0.07, 0.006],
            [0.046, 0.074, 0.006],
          ],
          r: 0.005,
        },
        'skin',
        {
          color: 0x3a58a8,
          role: 'fixed',
        },
      ),
      part(
        'ureter',
        {
          sweep: [
            [0.012, 0.06, -0.002],
            [0.024, 0.045, -0.002],
            [0.03, 0.02, 0],
            [0.032, 0.003, 0],
          ],
          r: 0.003,
        },
        'skin',
        { color: 0xf0d890, role: 'fixed' },
      ),
    ],
  },
  {
    // A liver from the front: the big right lobe tapering to the left one, the green gallbladder.
    kind: 'liver',
    nouns: ['liver', 'human liver'],
    size: [0.15, 0.28],
    parts: [
      part(
        'liver',
        {
          extrude: [
            [-0.12, 0.02],
            [-0.13, 0.08],
            [-0.09, 0.135],
            [0.0, 0.13],
            [0.1, 0.11],
            [0.15, 0.085],
            [0.07, 0.05],
            [-0.04, 0.0],
          ],
          depth: 0.08,
          round: 0.03,
        },
        'skin',
        { color: LIVER },
      ),
      part('ligament', { box: [0.004, 0.1, 0.004] }, 'skin', {
        color: 0xe8d0c0,
        role: 'fixed',
        at: [0.01, 0.03, 0.04],
      }),
      part('gallbladder', { ellipsoid: [0.016, 0.03, 0.016] }, 'skin', {
        color: 0x5a8a3a,
        role: 'fixed',
        turn: [0, 0, 30],
        at: [-0.05, 0.025, 0.03],
      }),
    ],
  },
  {
    // The J of the stomach: the gullet coming down into the wide pouch, narrowing to the right.
    kind: 'stomach',
    nouns: ['stomach', 'human stomach', 'tummy'],
    size: [0.24, 0.22],
    parts: [
      part(
        'stomach',
        {
          sweep: [
            [-0.02, 0.12, 0],
            [-0.04, 0.09, 0],
            [-0.035, 0.055, 0],
            [0.0, 0.045, 0],
            [0.045, 0.045, 0],
            [0.08, 0.06, 0],
            [0.1, 0.085, 0],
          ],
          r: [0.052, 0.06, 0.056, 0.045, 0.034, 0.022, 0.015],
        },
        'skin',
        { color: 0xe39a96 },
      ),
      part('fundus', { ball: 0.048 }, 'skin', {
        color: 0xe39a96,
        at: [-0.03, 0.145, 0],
        answersTo: ['stomach'],
      }),
      part(
        'oesophagus',
        {
          sweep: [
            [0.0, 0.16, 0],
            [0.012, 0.2, 0],
            [0.014, 0.24, 0],
          ],
          r: 0.013,
        },
        'skin',
        {
          color: 0xe8b0a8,
          answersTo: ['esophagus', 'gullet'],
        },
      ),
      part(
        'duodenum',
        {
          sweep: [
            [0.1, 0.085, 0],
            [0.12, 0.1, 0],
            [0.13, 0.08, 0],
          ],
          r: 0.014,
        },
        'skin',
        {
          color: 0xe8b0a8,
        },
      ),
    ],
  },
  {
    // The bowel as anatomy charts draw it: the large intestine framing the coiled small one.
    kind: 'intestine',
    nouns: ['intestine', 'intestines', 'bowel', 'gut'],
    size: [0.24, 0.26],
    parts: [
      part(
        'large_intestine',
        {
          sweep: [
            [-0.09, 0.03, 0],
            [-0.1, 0.11, 0],
            [-0.095, 0.19, 0],
            [-0.04, 0.21, 0.005],
            [0.04, 0.21, 0.005],
            [0.1, 0.19, 0],
            [0.105, 0.1, 0],
            [0.09, 0.03, 0],
            [0.04, 0.02, 0],
            [0.01, 0.0, 0],
          ],
          r: [0.026, 0.027, 0.026, 0.024, 0.024, 0.025, 0.025, 0.022, 0.018, 0.014],
        },
        'skin',
        { color: 0xd49a86, answersTo: ['colon'] },
      ),
      ...[0, 1, 2, 3, 4].map((row) => {
        const y = 0.05 + row * 0.03;
        const pts: V3[] = spaced(11, -0.065, 0.065).map((x, k) => [
          x,
          y + 0.009 * Math.sin(k * 1.9 + row),
          0.012 * Math.cos(k * 1.4 + row * 0.8),
        ]);
        return part(
          `small_intestine_${row + 1}`,
          { sweep: row % 2 ? pts.reverse() : pts, r: 0.0125 },
          'skin',
          {
            color: GUT,
            answersTo: ['small intestine'],
          },
        );
      }),
    ],
  },
  {
    // A muscle as a spindle of red fibres between two white tendons.
    kind: 'muscle',
    nouns: ['muscle', 'skeletal muscle', 'muscle tissue', 'biceps', 'bicep'],
    size: [0.09, 0.34],
    parts: [
      part(
        'belly',
        {
          lathe: [
            [0, 0.0],
            [0.01, 0.02],
            [0.032, 0.07],
            [0.042, 0.12],
            [0.032, 0.17],
            [0.01, 0.22],
            [0, 0.24],
          ],
          smooth: true,
        },
        'skin',
        { color: MUSCLE, turn: [0, 0, 90], at: [0.12, 0.042, 0] },
      ),
      ...[-1, 0, 1].map((k) =>
        part(
          `fibre_${k + 2}`,
          {
            sweep: spaced(7, -0.1, 0.1).map(
              (x) =>
                [x, 0.042 + k * 0.016 * Math.cos(x * 13), 0.04 * Math.cos(x * 13) + 0.002] as V3,
            ),
            r: 0.0016,
          },
          'skin',
          { color: 0x8a2626, role: 'fixed', answersTo: ['fibre'] },
        ),
      ),
      part(
        'tendon',
        {
          capsule: [
            [0.11, 0.042, 0],
            [0.165, 0.042, 0],
          ],
          r: 0.007,
        },
        'skin',
        {
          color: TENDON,
          role: 'fixed',
          mirror: true,
        },
      ),
    ],
  },
  {
    // A long bone as everyone draws one: a shaft between two double knobs.
    kind: 'bone',
    nouns: ['bone', 'long bone', 'dog bone'],
    size: [0.06, 0.3],
    parts: [
      boneRod('shaft', [-0.12, 0.03, 0], [0.12, 0.03, 0], 0.019),
      bone(
        'knob',
        { ball: 0.03 },
        {
          ...at([
            [0.13, 0.03, 0.022],
            [0.13, 0.03, -0.022],
            [-0.13, 0.03, 0.022],
            [-0.13, 0.03, -0.022],
          ]),
        },
      ),
    ],
  },
  {
    // A standing human skeleton: skull, spine, rib cage, pelvis, the long bones of arms and legs.
    kind: 'skeleton',
    nouns: ['skeleton', 'human skeleton', 'skeletal system'],
    size: [1.72, 0.6],
    parts: [
      bone('skull', { ellipsoid: [0.08, 0.1, 0.1] }, { at: [0, 1.61, 0] }),
      bone('jaw', { ellipsoid: [0.058, 0.038, 0.062] }, { at: [0, 1.525, 0.028] }),
      part('eye_socket', { ball: 0.021 }, 'coal', {
        color: DARK,
        role: 'fixed',
        mirror: true,
        at: [0.031, 1.615, 0.082],
      }),
      part('nose_hole', { ellipsoid: [0.01, 0.015, 0.01] }, 'coal', {
        color: DARK,
        role: 'fixed',
        at: [0, 1.575, 0.094],
      }),
      ...column(0.98, 1.49, 16, 0.022, 0.015),
      ...ribs(1.39, 7, 0.045, 0.13, 0.009),
      boneRod('sternum', [0, 1.39, 0.2], [0, 1.16, 0.215], 0.014),
      boneRod('collarbone', [0.015, 1.4, 0.19], [0.18, 1.43, 0.01], 0.011, { mirror: true }),
      bone('shoulder_joint', { ball: 0.03 }, { mirror: true, at: [0.2, 1.41, 0] }),
      boneRod('humerus', [0.205, 1.39, 0], [0.235, 1.1, 0], 0.016, { mirror: true }),
      bone('elbow', { ball: 0.022 }, { mirror: true, at: [0.236, 1.09, 0] }),
      boneRod('radius', [0.24, 1.08, 0.01], [0.26, 0.83, 0.03], 0.01, { mirror: true }),
      boneRod('ulna', [0.228, 1.08, -0.01], [0.245, 0.83, 0.0], 0.01, { mirror: true }),
      bone(
        'hand',
        { box: [0.03, 0.07, 0.05], round: 0.01 },
        { mirror: true, at: [0.255, 0.76, 0.015] },
      ),
      ...[-0.015, -0.005, 0.005, 0.015].map((z, i) =>
        boneRod(
          `finger_bone_${i + 1}`,
          [0.255, 0.77, 0.015 + z * 1.4],
          [0.26, 0.68, 0.02 + z * 1.6],
          0.005,
          { mirror: true },
        ),
      ),
      ...HIP_BONE.map((p) => {
        const [x, y, z] = p.at ?? [0, 0, 0];
        return { ...p, at: [x, y + 0.84, z] as V3 };
      }),
      bone('femur_head', { ball: 0.026 }, { mirror: true, at: [0.095, 0.9, 0.01] }),
      boneRod('femur', [0.1, 0.9, 0.01], [0.09, 0.5, 0.01], 0.019, { mirror: true }),
      bone('knee', { ball: 0.033 }, { mirror: true, at: [0.09, 0.48, 0.012] }),
      boneRod('tibia', [0.088, 0.46, 0.01], [0.085, 0.08, 0.0], 0.016, { mirror: true }),
      boneRod('fibula', [0.115, 0.45, -0.005], [0.11, 0.08, -0.005], 0.008, { mirror: true }),
      bone(
        'foot',
        { box: [0.06, 0.04, 0.2], round: 0.015 },
        { mirror: true, at: [0.09, 0.0, 0.04] },
      ),
      bone('ankle', { ball: 0.03 }, { mirror: true, at: [0.09, 0.065, 0.0] }),
    ],
  },
  {
    kind: 'rib cage',
    nouns: ['rib cage', 'ribcage', 'ribs', 'thorax skeleton', 'thoracic cage'],
    size: [0.36, 0.3],
    parts: [
      ...column(0.0, 0.34, 11, 0.02, 0.006),
      ...ribs(0.31, 8, 0.036, 0.13, 0.008),
      boneRod('sternum', [0, 0.31, 0.2], [0, 0.1, 0.215], 0.015),
    ],
  },
  {
    kind: 'spine',
    nouns: ['spine', 'spinal column', 'vertebral column', 'backbone', 'vertebrae'],
    size: [0.72, 0.12],
    parts: [
      ...column(0.1, 0.72, 24, 0.022, 0.022),
      bone('sacrum', { cyl: 0.1, r: 0.012, rTop: 0.035 }, { at: [0, 0.0, 0.0] }),
    ],
  },
  {
    kind: 'pelvis',
    nouns: ['pelvis', 'pelvic girdle', 'pelvic bone'],
    size: [0.2, 0.3],
    parts: HIP_BONE,
  },
];
