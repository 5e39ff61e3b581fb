/**
 * Shellfish drawn by their shell (issue #32, session 27; docs/decisions.md, "Animals by their
 * class's look"): a sea snail is a coiled, pointed shell with its foot and horns out (a whelk;
 * a winkle small, dark and round; a limpet a low ribbed cone stuck to a rock), a clam two
 * hinged round valves ringed with growth lines and just open, a barnacle a cluster of white
 * volcano cones on a dark rock, and a nautilus a cream shell coiled flat with brown tiger
 * stripes, its hood and tentacles out of the opening. WordNet's classes reach them
 * (`FAMILIES` in prompt/meaning.ts: every sea snail, clam and barnacle).
 */
import type { KindDecl, PartDecl, StateDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { part, rod } from './part-shorthand.ts';

const EYE = { finish: 'eye', role: 'fixed' as const };

/**
 * A part and its twin on the animal's other side. These animals face +X, so their sides are
 * ±Z, where `mirror` (which copies across X) would set the twin behind them.
 */
function bothSides(p: PartDecl): PartDecl[] {
  const flip = (v: V3): V3 => [v[0], v[1], -v[2]];
  const shape = p.shape;
  const other =
    'sweep' in shape
      ? { ...shape, sweep: shape.sweep.map(flip) }
      : 'capsule' in shape
        ? { ...shape, capsule: [flip(shape.capsule[0]), flip(shape.capsule[1])] as [V3, V3] }
        : shape;
  return [
    { ...p, name: `${p.name}_r` },
    { ...p, name: `${p.name}_l`, shape: other, ...(p.at ? { at: flip(p.at) } : {}) },
  ];
}

/** A point turned `deg` degrees about +Z (the shell's axis tipped over), then moved. */
function tipped(p: V3, deg: number, by: V3): V3 {
  const a = (deg * Math.PI) / 180;
  const [x, y, z] = p;
  return [
    x * Math.cos(a) - y * Math.sin(a) + by[0],
    x * Math.sin(a) + y * Math.cos(a) + by[1],
    z + by[2],
  ];
}

/**
 * A snail's coiled shell as one tube wound up a cone: each turn narrower by `k` and stacked on
 * the last so the whorls touch, the widest turn (the body whorl, its mouth at +X) at the
 * bottom. The axis is tipped back by `tip` degrees so the spire points behind and up.
 */
function coiledShell(
  name: string,
  r0: number,
  turns: number,
  k: number,
  rise: number,
  tip: number,
  by: V3,
  color: number,
): PartDecl {
  const n = Math.round(turns * 14);
  const pts: V3[] = [];
  const radii: number[] = [];
  const h = (r0 * rise * (1 + k)) / (1 - k);
  for (let i = 0; i <= n; i++) {
    const t = (i / n) * turns;
    const s = Math.pow(k, t);
    const a = -t * 2 * Math.PI;
    pts.push(tipped([r0 * s * Math.cos(a), h * (1 - s), r0 * s * Math.sin(a)], tip, by));
    radii.push(Math.max(0.0006, r0 * s * 0.9));
  }
  return part(name, { sweep: pts, r: radii }, 'ceramic', { color });
}

// --- Sea snail (a whelk) -------------------------------------------------------------------

const WHELK_SHELL = 0xd8b888;
const WHELK_BAND = 0x9a6a3a;
const SNAIL_FOOT = 0xc8a890;

/** The foot, head and horns out of the shell's mouth, to +X. */
function snailBody(y: number, reach: number, color: number): PartDecl[] {
  return [
    part(
      'foot',
      {
        capsule: [
          [-reach * 0.3, y, 0],
          [reach, y, 0],
        ],
        r: 0.011,
        r2: 0.009,
      },
      'skin',
      { color, role: 'accent' },
    ),
    rod(
      'horn',
      [reach * 0.85, y + 0.006, 0.005],
      [reach * 1.15, y + 0.028, 0.012],
      0.0025,
      'skin',
      {
        copies: [[0, 0, -0.01]],
        color,
        role: 'accent',
      },
    ),
  ];
}

const WHELK: PartDecl[] = [
  coiledShell('shell', 0.034, 5, 0.66, 0.78, 62, [0.004, 0.035, 0], WHELK_SHELL),
  // Spiral bands of a darker brown round the body whorl.
  part('band', { ring: 0.029, r: 0.0035 }, 'ceramic', {
    turn: [90, 0, 62],
    at: [-0.004, 0.04, 0],
    copies: [[-0.016, 0.009, 0]],
    color: WHELK_BAND,
    role: 'accent',
  }),
  // The mouth: a pale lip round a dark opening, facing the viewer's right.
  part('lip', { ellipsoid: [0.008, 0.024, 0.018] }, 'ceramic', {
    at: [0.034, 0.034, 0.012],
    turn: [0, -20, 10],
    color: 0xf4e4cc,
    role: 'detail',
  }),
  ...snailBody(0.009, 0.075, SNAIL_FOOT),
];

/** A winkle: small, dark and round, a short spire. */
const WINKLE: StateDecl = {
  drop: ['shell', 'band', 'lip', 'foot', 'horn'],
  parts: [
    coiledShell('shell', 0.03, 4, 0.5, 0.62, 55, [0, 0.03, 0], 0x4a4038),
    part('band', { ring: 0.026, r: 0.003 }, 'ceramic', {
      turn: [90, 0, 55],
      at: [-0.002, 0.034, 0],
      color: 0x6a5e50,
      role: 'accent',
    }),
    part('lip', { ellipsoid: [0.007, 0.02, 0.016] }, 'ceramic', {
      at: [0.03, 0.03, 0.01],
      turn: [0, -20, 10],
      color: 0xe8dcc8,
      role: 'detail',
    }),
    ...snailBody(0.008, 0.058, 0x8a7a6a),
  ],
};

/** A limpet: a low cone ribbed from its peak, clinging to a rock. */
const LIMPET_SHELL = 0xa89478;
const LIMPET: StateDecl = {
  drop: ['shell', 'band', 'lip', 'foot', 'horn'],
  parts: [
    part('rock', { ellipsoid: [0.085, 0.016, 0.07] }, 'stone', {
      at: [0, 0.008, 0],
      color: 0x4a4844,
      role: 'detail',
    }),
    part('shell', { cyl: 0.034, r: 0.042, rTop: 0.004 }, 'ceramic', {
      at: [0, 0.018, 0],
      color: LIMPET_SHELL,
    }),
    // Ribs running down from the peak, a shade darker.
    ...Array.from({ length: 12 }, (_, i): PartDecl => {
      const a = (i / 12) * 2 * Math.PI;
      return rod(
        `rib_${i + 1}`,
        [Math.cos(a) * 0.005, 0.048, Math.sin(a) * 0.005],
        [Math.cos(a) * 0.04, 0.02, Math.sin(a) * 0.04],
        0.0022,
        'ceramic',
        { color: 0x7a6248, role: 'accent', answersTo: ['ribs'] },
      );
    }),
    part('peak', { ball: 0.0055 }, 'ceramic', {
      at: [0, 0.05, 0],
      color: 0x7a6248,
      role: 'accent',
    }),
  ],
};

// --- Clam ----------------------------------------------------------------------------------

const CLAM_SHELL = 0xc8c0b0;
const CLAM_RING = 0x8a8070;
const CLAM_RX = 0.05;
const CLAM_RY = 0.016;
const CLAM_RZ = 0.044;

const LID_TILT = 14;

/** The lifted valve's growth rings: circles up its dome at fractions of its height. */
const GROWTH_RINGS: PartDecl[] = [0.25, 0.5, 0.72, 0.88].map((f, i) => {
  const y = f * CLAM_RY;
  const a = (LID_TILT * Math.PI) / 180;
  return part(
    `ring_${i + 1}`,
    { ring: CLAM_RX * Math.sqrt(1 - f * f) * 0.97, r: 0.0018 },
    'ceramic',
    {
      turn: [90 + LID_TILT, 0, 0],
      at: [0, 0.02 + y * Math.cos(a), 0.002 + y * Math.sin(a)],
      color: CLAM_RING,
      role: 'accent',
      answersTo: ['rings'],
    },
  );
});

const CLAM: KindDecl = {
  kind: 'clam',
  nouns: ['clam', 'quahog'],
  size: [0.05, 0.11],
  parts: [
    // The lower valve lies on the sand; the upper one is lifted a little from the hinge at the
    // back, showing the pale flesh inside.
    part('shell', { ellipsoid: [CLAM_RX, CLAM_RY, CLAM_RZ] }, 'ceramic', {
      at: [0, 0.016, 0],
      minus: [{ shape: { box: [0.2, 0.05, 0.2] }, at: [0, 0.016, 0] }],
      color: CLAM_SHELL,
    }),
    part('flesh', { ellipsoid: [CLAM_RX * 0.86, 0.006, CLAM_RZ * 0.84] }, 'skin', {
      at: [0, 0.017, 0.003],
      color: 0xe8d0b8,
      role: 'detail',
    }),
    part('lid', { ellipsoid: [CLAM_RX, CLAM_RY, CLAM_RZ] }, 'ceramic', {
      minus: [{ shape: { box: [0.2, 0.05, 0.2] }, at: [0, -0.05, 0] }],
      turn: [LID_TILT, 0, 0],
      at: [0, 0.02, 0.002],
      color: CLAM_SHELL,
      answersTo: ['shell'],
    }),
    ...GROWTH_RINGS,
    // The umbo, the beak of the valve by the hinge, and the dark hinge ligament.
    part('umbo', { ellipsoid: [0.01, 0.008, 0.012] }, 'ceramic', {
      at: [0, 0.026, -0.036],
      color: 0xb0a898,
      role: 'accent',
    }),
    rod('hinge', [-0.012, 0.02, -0.043], [0.012, 0.02, -0.043], 0.003, 'rubber', {
      color: 0x3a3028,
      role: 'detail',
    }),
  ],
};

// --- Barnacle ------------------------------------------------------------------------------

const BARNACLE_ROCK: V3 = [0.11, 0.035, 0.085];
/** Where the rock's top is at (x, z). */
function rockTop(x: number, z: number): number {
  const [a, b, c] = BARNACLE_ROCK;
  const q = 1 - (x / a) ** 2 - (z / c) ** 2;
  return 0.02 + b * Math.sqrt(Math.max(0, q));
}
const BARNACLES: ReadonlyArray<readonly [number, number, number]> = [
  [0, 0.005, 1],
  [0.045, 0.03, 0.85],
  [-0.045, 0.028, 0.9],
  [0.04, -0.032, 0.8],
  [-0.035, -0.03, 0.8],
  [0.08, 0.0, 0.6],
  [-0.078, 0.0, 0.65],
  [0.005, 0.055, 0.7],
  [0.0, -0.055, 0.65],
];

const BARNACLE: KindDecl = {
  kind: 'barnacle',
  nouns: ['barnacle'],
  size: [0.1, 0.26],
  parts: [
    part('rock', { ellipsoid: BARNACLE_ROCK }, 'stone', {
      at: [0, 0.02, 0],
      color: 0x3e3c3a,
      role: 'detail',
    }),
    ...BARNACLES.flatMap(([x, z, s], i): PartDecl[] => {
      const y = rockTop(x, z) - 0.004;
      const h = 0.036 * s;
      return [
        part(`cone_${i + 1}`, { cyl: h, r: 0.024 * s, rTop: 0.01 * s }, 'ceramic', {
          at: [x, y, z],
          color: 0xe4ded2,
          answersTo: ['shell'],
        }),
        // The plates' seams down the cone, and the dark slit of the lid on top.
        ...[0, 72, 144, 216, 288].map((deg, j) => {
          const a = (deg * Math.PI) / 180;
          return rod(
            `seam_${i + 1}_${j + 1}`,
            [x + Math.cos(a) * 0.0235 * s, y + 0.001, z + Math.sin(a) * 0.0235 * s],
            [x + Math.cos(a) * 0.0098 * s, y + h, z + Math.sin(a) * 0.0098 * s],
            0.0013 * s,
            'ceramic',
            { color: 0xa8a094, role: 'accent' },
          );
        }),
        part(`slit_${i + 1}`, { ellipsoid: [0.0085 * s, 0.0025, 0.004 * s] }, 'ceramic', {
          at: [x, y + h, z],
          color: 0x2a2622,
          role: 'fixed',
        }),
      ];
    }),
    // One open: its feathery legs combing the water.
    ...[-30, -10, 10, 30].map((deg, j) => {
      const a = (deg * Math.PI) / 180;
      const y = rockTop(0, 0.005) - 0.004 + 0.036;
      return part(
        `cirrus_${j + 1}`,
        {
          sweep: [
            [0, y, 0.01],
            [Math.sin(a) * 0.012, y + 0.018, 0.014],
            [Math.sin(a) * 0.022, y + 0.03, 0.026],
          ],
          r: 0.0012,
        },
        'skin',
        { color: 0xe8c8a0, role: 'detail', answersTo: ['legs'] },
      );
    }),
  ],
};

// --- Nautilus ------------------------------------------------------------------------------

const NAUTILUS_GROWTH = 0.19;
/** The coil's radius at angle a (radians, turning anticlockwise as it grows). */
const coilR = (a: number): number => 0.0075 * Math.exp(NAUTILUS_GROWTH * a);
const COIL_END = 3.5 * Math.PI;
/** The coil's angle offset: its mouth at the bottom, opening to +X. */
const COIL_TURN = -Math.PI / 2 - COIL_END;
const NAUTILUS_Y = coilR(COIL_END) * 1.5;
function coilAt(a: number, out = 1): V3 {
  const r = coilR(a) * out;
  return [r * Math.cos(a + COIL_TURN), NAUTILUS_Y + r * Math.sin(a + COIL_TURN), 0];
}
const NAUTILUS_COIL: V3[] = [];
const NAUTILUS_COIL_R: number[] = [];
for (let i = 0; i <= 56; i++) {
  const a = (i / 56) * COIL_END;
  NAUTILUS_COIL.push(coilAt(a));
  NAUTILUS_COIL_R.push(coilR(a) * 0.74);
}
const MOUTH = coilAt(COIL_END);
const MOUTH_R = coilR(COIL_END) * 0.74;

const NAUTILUS: KindDecl = {
  kind: 'nautilus',
  nouns: ['nautilus', 'chambered nautilus', 'pearly nautilus'],
  size: [0.2, 0.26],
  parts: [
    part('shell', { sweep: NAUTILUS_COIL, r: NAUTILUS_COIL_R }, 'ceramic', { color: 0xf2e8d8 }),
    // Tiger stripes across the older half of the outer whorl, fading before the mouth.
    ...Array.from({ length: 11 }, (_, i): PartDecl => {
      const a = COIL_END - 2 * Math.PI + 0.5 + i * 0.36;
      const r = coilR(a);
      const tube = r * 0.74;
      return part(
        `stripe_${i + 1}`,
        { ring: tube * 1.01, r: tube * 0.07, arc: 150, from: 105 },
        'ceramic',
        {
          turn: [0, 90, ((a + COIL_TURN) * 180) / Math.PI + 90],
          at: coilAt(a),
          color: 0xa0502a,
          role: 'accent',
          answersTo: ['stripes'],
        },
      );
    }),
    // The hood over the mouth, the eye, and a bunch of short tentacles reaching forward.
    part('hood', { ellipsoid: [MOUTH_R * 0.55, MOUTH_R * 0.7, MOUTH_R * 0.85] }, 'skin', {
      at: [MOUTH[0] + MOUTH_R * 0.35, MOUTH[1] + MOUTH_R * 0.25, 0],
      color: 0x8a4a34,
      role: 'accent',
    }),
    ...bothSides(
      part('eye', { ball: MOUTH_R * 0.16 }, 'eye', {
        ...EYE,
        at: [MOUTH[0] + MOUTH_R * 0.5, MOUTH[1] + MOUTH_R * 0.05, MOUTH_R * 0.72],
      }),
    ),
    ...Array.from({ length: 12 }, (_, i): PartDecl => {
      const up = ((i % 4) - 1.5) * 0.012;
      const side = (Math.floor(i / 4) - 1) * 0.014;
      const x0 = MOUTH[0] + MOUTH_R * 0.5;
      const y0 = MOUTH[1] - MOUTH_R * 0.35 + up * 0.6;
      return part(
        `tentacle_${i + 1}`,
        {
          sweep: [
            [x0, y0, side * 0.6],
            [x0 + 0.03, y0 + up * 0.8 - 0.004, side],
            [x0 + 0.055, y0 + up * 1.3 - 0.012, side * 1.4],
          ],
          r: [0.0035, 0.0028, 0.0018],
        },
        'skin',
        { color: 0xd8a88a, role: 'detail', answersTo: ['tentacles'] },
      );
    }),
  ],
};

// --- Beetles by family ----------------------------------------------------------------------

const BEETLE_BLACK = 0x141414;

/**
 * A beetle as a person pictures one when no family is named (the emoji's): a glossy dark
 * shell split down the back, a shield behind the head, antennae. The kind's nouns and every
 * beetle not a ladybird, firefly or weevil (a ground beetle, a dung beetle, a scarab) take it.
 */
export const DARK_BEETLE: PartDecl[] = [
  part('shell', { ellipsoid: [0.03, 0.016, 0.022] }, 'plastic', {
    at: [-0.008, 0.018, 0],
    color: 0x23302a,
  }),
  rod('seam', [0.02, 0.03, 0], [-0.036, 0.021, 0], 0.0012, 'plastic', {
    color: 0x080808,
    role: 'detail',
  }),
  part('pronotum', { ellipsoid: [0.011, 0.01, 0.016] }, 'plastic', {
    at: [0.022, 0.018, 0],
    color: 0x1a221e,
    answersTo: ['shell'],
  }),
  part('head', { ellipsoid: [0.008, 0.007, 0.009] }, 'plastic', {
    at: [0.034, 0.015, 0],
    color: BEETLE_BLACK,
  }),
  ...bothSides(
    part(
      'antenna',
      {
        sweep: [
          [0.038, 0.018, 0.004],
          [0.046, 0.026, 0.01],
          [0.056, 0.029, 0.016],
        ],
        r: 0.0011,
      },
      'plastic',
      { color: BEETLE_BLACK, role: 'detail' },
    ),
  ),
];

/** A firefly: a long dark shell, an orange shield with a black spot, a yellow-green lit tail. */
const FIREFLY: StateDecl = {
  drop: ['shell', 'seam', 'pronotum', 'head', 'antenna'],
  parts: [
    part('shell', { ellipsoid: [0.03, 0.01, 0.014] }, 'plastic', {
      at: [-0.008, 0.02, 0],
      color: 0x2a2620,
    }),
    // The shell's pale yellow edges.
    ...bothSides(
      rod('edge', [0.018, 0.019, 0.012], [-0.03, 0.019, 0.009], 0.0016, 'plastic', {
        color: 0xe0c060,
        role: 'detail',
      }),
    ),
    part('pronotum', { ellipsoid: [0.011, 0.006, 0.013] }, 'plastic', {
      at: [0.024, 0.021, 0],
      color: 0xf08a40,
      role: 'accent',
    }),
    part('spot', { ellipsoid: [0.005, 0.003, 0.004] }, 'plastic', {
      at: [0.024, 0.026, 0],
      color: 0x1a1a1a,
      role: 'fixed',
    }),
    part('head', { ball: 0.006 }, 'plastic', { at: [0.034, 0.016, 0], color: BEETLE_BLACK }),
    ...bothSides(
      part(
        'antenna',
        {
          sweep: [
            [0.038, 0.018, 0.003],
            [0.05, 0.026, 0.008],
            [0.06, 0.03, 0.013],
          ],
          r: 0.0011,
        },
        'plastic',
        { color: BEETLE_BLACK, role: 'detail' },
      ),
    ),
    // The lantern: the tail's last segments lit yellow-green.
    part('lantern', { ellipsoid: [0.015, 0.0095, 0.0125] }, 'plastic', {
      at: [-0.036, 0.016, 0],
      color: 0x9ad800,
      role: 'fixed',
      answersTo: ['light', 'tail'],
    }),
  ],
};

/** A weevil: a round humped brown body and a long snout bent down, antennae from its middle. */
const WEEVIL_BROWN = 0x6a4a2e;
const WEEVIL: StateDecl = {
  drop: ['shell', 'seam', 'pronotum', 'head', 'antenna'],
  parts: [
    part('shell', { ellipsoid: [0.026, 0.02, 0.019] }, 'plastic', {
      at: [-0.01, 0.022, 0],
      color: WEEVIL_BROWN,
    }),
    part('pronotum', { ellipsoid: [0.012, 0.012, 0.012] }, 'plastic', {
      at: [0.015, 0.022, 0],
      color: 0x5a3e26,
      answersTo: ['shell'],
    }),
    part('head', { ball: 0.0075 }, 'plastic', { at: [0.027, 0.022, 0], color: 0x4a3220 }),
    part(
      'snout',
      {
        sweep: [
          [0.03, 0.022, 0],
          [0.045, 0.018, 0],
          [0.058, 0.006, 0],
        ],
        r: [0.0034, 0.003, 0.0024],
      },
      'plastic',
      { color: 0x4a3220, answersTo: ['rostrum', 'nose'] },
    ),
    ...bothSides(
      part(
        'antenna',
        {
          sweep: [
            [0.046, 0.018, 0.002],
            [0.048, 0.03, 0.007],
            [0.058, 0.034, 0.013],
          ],
          r: [0.001, 0.001, 0.0018],
        },
        'plastic',
        { color: 0x3a2818, role: 'detail' },
      ),
    ),
  ],
};

/**
 * The beetle kind's looks (kinds/declared/creatures.ts): a ladybird keeps its red spotted
 * shell, a firefly (a lightning bug, a glowworm) and a weevil (a boll weevil) are told by
 * their family's look through their WordNet chain.
 */
export function beetleLooks(ladybird: StateDecl): Record<string, StateDecl> {
  return { ladybug: ladybird, ladybird, firefly: FIREFLY, weevil: WEEVIL };
}

// --- Vultures ------------------------------------------------------------------------------

/**
 * A vulture or condor on the hawk's body (kinds/declared/emoji-creatures.ts): its feathers
 * dark all over, the head and neck bare skin over a ruff; a condor black with a white ruff
 * and a white band along each wing. Keyed by the words "vulture" and "condor", so every
 * vulture of WordNet (a turkey, king or griffon vulture) takes the vulture's.
 */
function vultureLook(
  hawk: readonly PartDecl[],
  o: { feathers: number; breast: number; ruff: number; skin: number; band?: number },
): StateDecl {
  const recolour: Readonly<Record<string, number>> = {
    body: o.feathers,
    wing: o.feathers,
    tail: o.feathers,
    thigh: o.feathers,
    breast: o.breast,
  };
  return {
    drop: [...Object.keys(recolour), 'head', 'neck', 'brow'],
    parts: [
      ...hawk
        .filter((p) => Object.hasOwn(recolour, p.name))
        .map((p) => ({ ...p, color: recolour[p.name]! })),
      part('ruff', { ellipsoid: [0.085, 0.04, 0.08] }, 'feathers', {
        at: [0, 0.41, 0.025],
        color: o.ruff,
        role: 'accent',
      }),
      rod('neck', [0, 0.42, 0.035], [0, 0.49, 0.06], 0.028, 'skin', {
        color: o.skin,
        role: 'accent',
      }),
      part('head', { ellipsoid: [0.042, 0.048, 0.055] }, 'skin', {
        at: [0, 0.5, 0.07],
        color: o.skin,
        role: 'accent',
      }),
      ...(o.band === undefined
        ? []
        : [
            // The white band along the middle of each wing, in the wing's own plane.
            ...hawk
              .filter((p) => p.name === 'wing')
              .map((p) =>
                part(
                  'wing_band',
                  {
                    extrude: [
                      [0.1, 0.07],
                      [0.2, 0.15],
                      [0.31, 0.22],
                      [0.33, 0.17],
                      [0.22, 0.09],
                      [0.12, 0.01],
                    ],
                    depth: 0.026,
                  },
                  'feathers',
                  {
                    ...(p.turn ? { turn: p.turn } : {}),
                    ...(p.at ? { at: p.at } : {}),
                    mirror: true,
                    color: o.band!,
                    role: 'detail',
                  },
                ),
              ),
          ]),
    ],
  };
}

/** The hawk kind's vulture and condor looks, from its own parts. */
export function vultureLooks(hawk: readonly PartDecl[]): Record<string, StateDecl> {
  return {
    vulture: vultureLook(hawk, {
      feathers: 0x3a2e26,
      breast: 0x4a3c30,
      ruff: 0xe4d8c4,
      skin: 0xc88478,
    }),
    condor: vultureLook(hawk, {
      feathers: 0x18181a,
      breast: 0x222224,
      ruff: 0xf4f2ee,
      skin: 0xb07068,
      band: 0xf0eeea,
    }),
  };
}

// --- Lemur ---------------------------------------------------------------------------------

const LEMUR_GREY = 0x9a9490;
const LEMUR_WHITE = 0xf0ece6;
const LEMUR_BLACK = 0x1e1c1c;

/** The ring-tailed lemur's tail: up from the rump in a question mark, ringed black and white. */
function lemurTail(): PartDecl[] {
  const n = 14;
  const at = (t: number): V3 => {
    const a = t * Math.PI * 1.15;
    return [-0.2 - 0.13 * Math.sin(a), 0.2 + 0.24 * (1 - Math.cos(a * 0.9)), 0];
  };
  return Array.from({ length: n }, (_, i) => {
    const r = 0.024 - (0.008 * i) / n;
    return part(
      `tail_ring_${i + 1}`,
      { capsule: [at(i / n), at((i + 1) / n)], r, r2: r - 0.0006 },
      'fur',
      {
        color: i % 2 === 0 ? LEMUR_WHITE : LEMUR_BLACK,
        role: i % 2 === 0 ? 'accent' : 'detail',
        answersTo: ['tail'],
      },
    );
  });
}

/** A ring-tailed lemur on all fours: grey, a white foxy face with a black snout and eye
 * patches round big orange eyes, its long ringed tail held up. */
const LEMUR: KindDecl = {
  kind: 'lemur',
  nouns: ['lemur'],
  size: [0.6, 0.55],
  parts: [
    rod('body', [-0.15, 0.21, 0], [0.1, 0.23, 0], 0.075, 'fur', { color: LEMUR_GREY }),
    part('belly', { ellipsoid: [0.14, 0.055, 0.062] }, 'fur', {
      at: [-0.02, 0.18, 0],
      color: LEMUR_WHITE,
      role: 'accent',
    }),
    rod('front_leg', [0.09, 0.2, 0.045], [0.1, 0.012, 0.05], 0.022, 'fur', {
      copies: [[0, 0, -0.1]],
      color: LEMUR_GREY,
      answersTo: ['legs'],
    }),
    rod('hind_leg', [-0.13, 0.2, 0.05], [-0.12, 0.012, 0.055], 0.028, 'fur', {
      copies: [[0, 0, -0.11]],
      color: LEMUR_GREY,
      answersTo: ['legs'],
    }),
    part('hand', { ellipsoid: [0.022, 0.01, 0.016] }, 'skin', {
      at: [0.11, 0.01, 0.05],
      copies: [
        [0, 0, -0.1],
        [-0.22, 0, 0.005],
        [-0.22, 0, -0.105],
      ],
      color: 0x3a3634,
      role: 'detail',
    }),
    rod('neck', [0.1, 0.24, 0], [0.16, 0.29, 0], 0.05, 'fur', { color: LEMUR_GREY }),
    part('head', { ellipsoid: [0.055, 0.05, 0.05] }, 'fur', {
      at: [0.18, 0.31, 0],
      color: LEMUR_WHITE,
      role: 'accent',
    }),
    part('crown', { ellipsoid: [0.04, 0.02, 0.04] }, 'fur', {
      at: [0.17, 0.35, 0],
      color: 0x5a5654,
      role: 'detail',
    }),
    rod('snout', [0.21, 0.3, 0], [0.265, 0.285, 0], 0.026, 'fur', {
      color: LEMUR_BLACK,
      role: 'detail',
      answersTo: ['muzzle', 'nose'],
    }),
    ...bothSides(
      part('eye_patch', { ellipsoid: [0.02, 0.019, 0.012] }, 'fur', {
        at: [0.212, 0.318, 0.028],
        color: LEMUR_BLACK,
        role: 'detail',
      }),
    ),
    ...bothSides(
      part('eye', { ball: 0.011 }, 'eye', {
        at: [0.222, 0.322, 0.034],
        color: 0xe88a18,
        role: 'fixed',
      }),
    ),
    ...bothSides(part('pupil', { ball: 0.005 }, 'eye', { ...EYE, at: [0.229, 0.323, 0.041] })),
    ...bothSides(
      part('ear', { ellipsoid: [0.014, 0.022, 0.01] }, 'fur', {
        at: [0.16, 0.355, 0.036],
        color: LEMUR_WHITE,
        role: 'accent',
      }),
    ),
    ...lemurTail(),
  ],
};

export const S27_ANIMAL_KINDS: readonly KindDecl[] = [
  {
    kind: 'sea snail',
    nouns: ['sea snail', 'winkle', 'limpet'],
    size: [0.09, 0.15],
    parts: WHELK,
    looks: { winkle: WINKLE, limpet: LIMPET },
  },
  CLAM,
  BARNACLE,
  NAUTILUS,
  LEMUR,
];
