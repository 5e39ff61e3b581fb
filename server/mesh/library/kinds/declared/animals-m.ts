/**
 * Animals that were unknown or drawn as another body (issue #32, session 19, M; see
 * docs/decisions.md "Animals by their own body"): the walrus and the manatee (no kind), the
 * abalone (an ear-shaped shell with its row of holes), the woodlouse (a segmented grey oval),
 * the praying mantis (raised folded forelegs), the centipede and the millipede (many
 * segments, many legs) and the sea urchin (a ball of spines). Declared as data
 * (library/declare.ts); each faces +X.
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { leg, sphereDirections } from './outlines.ts';

const EYE = { finish: 'eye', role: 'fixed' as const };

/** Body segments in a row along a path: one part each, named `segment_1`…, touching. */
function segments(
  count: number,
  path: (t: number) => V3,
  radii: (t: number) => V3,
  color: number,
  dark: number,
): PartDecl[] {
  return Array.from({ length: count }, (_, i) => {
    const t = count === 1 ? 0 : i / (count - 1);
    return {
      name: `segment_${i + 1}`,
      shape: { ellipsoid: radii(t) },
      at: path(t),
      finish: 'plastic',
      color: i % 2 === 0 ? color : dark,
      role: i % 2 === 0 ? ('main' as const) : ('accent' as const),
      answersTo: ['body', 'segment'],
    };
  });
}

/** A pair of legs per body point, `half` to each side of it, out along `yaw` (degrees from +X). */
function legPairs(
  at: readonly V3[],
  half: number,
  yaw: (i: number) => number,
  reach: number,
  kneeUp: number,
  r: number,
  color: number,
): PartDecl[] {
  return at.flatMap((from, i) =>
    [1, -1].map((side) => ({
      name: `leg_${i + 1}${side > 0 ? 'r' : 'l'}`,
      shape: {
        sweep: leg([from[0], from[1], from[2] + half * side], reach, yaw(i) * side, kneeUp, r),
        r: [r, r * 0.8, r * 0.6],
      },
      finish: 'plastic',
      color,
      role: 'detail' as const,
      answersTo: ['leg', 'legs'],
    })),
  );
}

// Woodlouse: seven plates over a low oval, widest at the middle, grey.
const LOUSE_LEN = 0.0075;
const woodlouseWidth = (t: number): number =>
  0.0018 + 0.0034 * Math.sqrt(Math.max(0, 1 - (2 * t - 1) ** 2));

// Centipede: a flat body of fifteen segments on a gentle S, a pair of long legs to each.
const CENTI = 15;
const centiPath = (t: number): V3 => [0.05 - t * 0.1, 0.004, Math.sin(t * Math.PI * 1.6) * 0.01];

// Millipede: a round body of twenty-two segments in a loose curve, short legs underneath.
const MILLI = 22;
const milliPath = (t: number): V3 => {
  const a = -0.3 + t * 2.6;
  return [Math.cos(a) * 0.035, 0.0042, Math.sin(a) * 0.035 - 0.01];
};

const URCHIN_R = 0.03;

// Fish by silhouette: every fish but the shark, the orca and the pufferfish was one body.
const FIN = { finish: 'skin', role: 'detail' as const };
const eelPath = (t: number): V3 => [0.5 - t, 0.06, Math.sin(t * Math.PI * 2) * 0.07];

export const ANIMALS_M_KINDS: readonly KindDecl[] = [
  {
    kind: 'walrus',
    nouns: ['walrus'],
    size: [1.15, 3.0],
    scale: 1.8,
    parts: [
      {
        name: 'body',
        shape: {
          sweep: [
            [-0.66, 0.1, 0],
            [-0.4, 0.2, 0],
            [-0.05, 0.27, 0],
            [0.28, 0.31, 0],
            [0.48, 0.42, 0],
          ],
          r: [0.07, 0.19, 0.27, 0.25, 0.16],
        },
        finish: 'skin',
        color: 0x9a6a58,
      },
      { name: 'head', shape: { ball: 0.15 }, at: [0.56, 0.5, 0], finish: 'skin', color: 0x9a6a58 },
      {
        name: 'muzzle',
        shape: { ellipsoid: [0.1, 0.085, 0.13] },
        at: [0.68, 0.45, 0],
        finish: 'skin',
        color: 0xb88a78,
        role: 'accent',
        answersTo: ['whiskers', 'snout'],
      },
      {
        name: 'tusk',
        shape: {
          capsule: [
            [0.72, 0.42, 0.05],
            [0.8, 0.05, 0.07],
          ],
          r: 0.024,
          r2: 0.012,
        },
        copies: [[0, 0, -0.1]],
        finish: 'ceramic',
        color: 0xf2ead8,
        role: 'fixed',
        answersTo: ['tusks'],
      },
      {
        name: 'eye',
        shape: { ball: 0.022 },
        at: [0.62, 0.57, 0.11],
        copies: [[0, 0, -0.22]],
        ...EYE,
      },
      {
        name: 'flipper_r',
        shape: { ellipsoid: [0.15, 0.03, 0.08] },
        turn: [-35, 20, 0],
        at: [0.3, 0.1, 0.2],
        finish: 'skin',
        color: 0x8a5a4a,
        role: 'detail',
      },
      {
        name: 'flipper_l',
        shape: { ellipsoid: [0.15, 0.03, 0.08] },
        turn: [35, -20, 0],
        at: [0.3, 0.1, -0.2],
        finish: 'skin',
        color: 0x8a5a4a,
        role: 'detail',
      },
      {
        name: 'hind_flipper_r',
        shape: { ellipsoid: [0.14, 0.022, 0.08] },
        turn: [-20, -25, 0],
        at: [-0.78, 0.08, 0.06],
        finish: 'skin',
        color: 0x8a5a4a,
        role: 'detail',
      },
      {
        name: 'hind_flipper_l',
        shape: { ellipsoid: [0.14, 0.022, 0.08] },
        turn: [20, 25, 0],
        at: [-0.78, 0.08, -0.06],
        finish: 'skin',
        color: 0x8a5a4a,
        role: 'detail',
      },
    ],
  },
  {
    kind: 'manatee',
    nouns: ['manatee'],
    size: [0.95, 3.2],
    scale: 2,
    parts: [
      {
        name: 'body',
        shape: {
          sweep: [
            [-0.55, 0.2, 0],
            [-0.3, 0.24, 0],
            [0.0, 0.26, 0],
            [0.3, 0.25, 0],
            [0.5, 0.23, 0],
          ],
          r: [0.1, 0.2, 0.24, 0.2, 0.14],
        },
        finish: 'skin',
        color: 0x7e8284,
      },
      {
        name: 'snout',
        shape: { ellipsoid: [0.09, 0.1, 0.11] },
        at: [0.62, 0.21, 0],
        finish: 'skin',
        color: 0x8e9294,
        role: 'accent',
      },
      {
        name: 'tail',
        shape: { ellipsoid: [0.2, 0.025, 0.22] },
        at: [-0.72, 0.2, 0],
        finish: 'skin',
        color: 0x7e8284,
        answersTo: ['paddle'],
      },
      {
        name: 'eye',
        shape: { ball: 0.014 },
        at: [0.55, 0.28, 0.1],
        copies: [[0, 0, -0.2]],
        ...EYE,
      },
      {
        name: 'flipper_r',
        shape: { ellipsoid: [0.13, 0.025, 0.06] },
        turn: [-30, 30, 0],
        at: [0.32, 0.1, 0.17],
        finish: 'skin',
        color: 0x6e7274,
        role: 'detail',
      },
      {
        name: 'flipper_l',
        shape: { ellipsoid: [0.13, 0.025, 0.06] },
        turn: [30, -30, 0],
        at: [0.32, 0.1, -0.17],
        finish: 'skin',
        color: 0x6e7274,
        role: 'detail',
      },
    ],
  },
  {
    // An ear shell: a low oval dome coiled to a whorl at the back, a row of open holes along
    // one side, a pearly lip round the rim and the pale foot under it.
    kind: 'abalone',
    nouns: ['abalone', 'ear-shell', 'ear shell', 'ormer', 'paua'],
    size: [0.053, 0.15],
    parts: [
      {
        name: 'shell',
        shape: { ellipsoid: [0.068, 0.022, 0.05] },
        at: [0, 0.012, 0],
        finish: 'stone',
        color: 0x6e5e44,
        answersTo: ['shell'],
      },
      // Growth ridges: low rings spiralling in towards the whorl.
      {
        name: 'ridge',
        shape: { ellipsoid: [0.05, 0.021, 0.036] },
        at: [-0.01, 0.016, 0.004],
        copies: [[-0.02, 0.006, 0.008]],
        finish: 'stone',
        color: 0x8a6a4a,
        role: 'accent',
      },
      {
        name: 'whorl',
        shape: { ellipsoid: [0.016, 0.012, 0.014] },
        at: [-0.044, 0.03, 0.016],
        finish: 'stone',
        color: 0x5a4a36,
        role: 'accent',
      },
      // The mother-of-pearl lip turned out round the rim, blue-green and pink.
      {
        name: 'rim',
        shape: { ellipsoid: [0.072, 0.01, 0.054] },
        at: [0, 0.01, 0],
        finish: 'ceramic',
        color: 0x8ac8c8,
        role: 'detail',
        answersTo: ['mother of pearl', 'lip'],
      },
      {
        name: 'nacre',
        shape: { ellipsoid: [0.06, 0.006, 0.046] },
        at: [0.004, 0.006, 0.002],
        finish: 'ceramic',
        color: 0xd8b0c8,
        role: 'fixed',
      },
      {
        name: 'foot',
        shape: { ellipsoid: [0.058, 0.008, 0.041] },
        at: [0, 0.003, 0],
        finish: 'skin',
        color: 0xd8c890,
        role: 'fixed',
      },
      {
        name: 'hole',
        shape: { ball: 0.0042 },
        at: [0.045, 0.022, 0.03],
        copies: [
          [-0.016, 0.005, 0.006],
          [-0.032, 0.008, 0.008],
          [-0.048, 0.008, 0.008],
          [-0.064, 0.005, 0.005],
        ],
        finish: 'coal',
        role: 'fixed',
        answersTo: ['holes'],
      },
    ],
  },
  {
    // A woodlouse: a low grey oval of seven overlapping plates, a small head with two bent
    // antennae, two tail prongs and seven pairs of short legs.
    kind: 'woodlouse',
    nouns: ['woodlouse', 'wood louse', 'slater', 'pill bug', 'pillbug', 'sow bug'],
    size: [0.004, 0.015],
    parts: [
      ...segments(
        7,
        (t) => [LOUSE_LEN / 2 - t * LOUSE_LEN, 0.0012 + 0.0006 * Math.sin(t * Math.PI), 0],
        (t) => [0.0011, 0.0012 + 0.0006 * Math.sin(t * Math.PI), woodlouseWidth(t)],
        0x6e7276,
        0x5a5e62,
      ),
      {
        name: 'head',
        shape: { ellipsoid: [0.0011, 0.0012, 0.0018] },
        at: [LOUSE_LEN / 2 + 0.0011, 0.0016, 0],
        finish: 'plastic',
        color: 0x55595c,
        role: 'detail',
      },
      ...[1, -1].map((side) => ({
        name: `antenna_${side > 0 ? 'r' : 'l'}`,
        shape: {
          sweep: [
            [LOUSE_LEN / 2 + 0.0016, 0.0018, 0.0008 * side],
            [LOUSE_LEN / 2 + 0.0036, 0.0026, 0.0022 * side],
            [LOUSE_LEN / 2 + 0.0052, 0.0012, 0.0036 * side],
          ] as V3[],
          r: [0.0003, 0.00022, 0.00016],
        },
        finish: 'plastic',
        color: 0x4a4e52,
        role: 'detail' as const,
        answersTo: ['antennae'],
      })),
      ...[1, -1].map((side) => ({
        name: `tail_prong_${side > 0 ? 'r' : 'l'}`,
        shape: {
          capsule: [
            [-LOUSE_LEN / 2 - 0.0004, 0.0012, 0.0009 * side],
            [-LOUSE_LEN / 2 - 0.0018, 0.0008, 0.0015 * side],
          ] as const,
          r: 0.00028,
        },
        finish: 'plastic',
        color: 0x4a4e52,
        role: 'detail' as const,
      })),
      ...legPairs(
        Array.from({ length: 7 }, (_, i): V3 => [
          LOUSE_LEN / 2 - 0.0006 - (i * (LOUSE_LEN - 0.0012)) / 6,
          0.0012,
          0,
        ]),
        0.0018,
        (i) => 60 + i * 10,
        0.0042,
        0.0004,
        0.00022,
        0x8a8c8e,
      ),
    ],
  },
  {
    // The praying mantis: green, a long abdomen under folded wings, a tall thorax rising at
    // the front with a triangular head, and the forelegs raised and folded as if in prayer.
    kind: 'mantis',
    nouns: ['mantis', 'praying mantis', 'praying mantid', 'mantid'],
    size: [0.06, 0.08],
    parts: [
      {
        name: 'abdomen',
        shape: {
          capsule: [
            [-0.034, 0.016, 0],
            [0.002, 0.02, 0],
          ],
          r: 0.005,
          r2: 0.0038,
        },
        finish: 'plastic',
        color: 0x6aa83a,
      },
      {
        name: 'wings',
        shape: { ellipsoid: [0.019, 0.0025, 0.005] },
        at: [-0.014, 0.0235, 0],
        turn: [0, 0, -6],
        finish: 'plastic',
        color: 0x8ec85a,
        role: 'accent',
        answersTo: ['wing'],
      },
      {
        name: 'thorax',
        shape: {
          capsule: [
            [0.0, 0.02, 0],
            [0.016, 0.043, 0],
          ],
          r: 0.0026,
          r2: 0.002,
        },
        finish: 'plastic',
        color: 0x6aa83a,
      },
      {
        name: 'head',
        shape: { ellipsoid: [0.0035, 0.004, 0.0058] },
        at: [0.019, 0.047, 0],
        finish: 'plastic',
        color: 0x7ab84a,
      },
      {
        name: 'eye',
        shape: { ball: 0.0022 },
        at: [0.019, 0.049, 0.0052],
        copies: [[0, 0, -0.0104]],
        finish: 'plastic',
        color: 0x3a6a2a,
        role: 'fixed',
      },
      ...[1, -1].map((side) => ({
        name: `antenna_${side > 0 ? 'r' : 'l'}`,
        shape: {
          sweep: [
            [0.021, 0.05, 0.0015 * side],
            [0.03, 0.058, 0.005 * side],
            [0.038, 0.061, 0.009 * side],
          ] as V3[],
          r: 0.0004,
        },
        finish: 'plastic',
        color: 0x5a8a3a,
        role: 'detail' as const,
        answersTo: ['antennae'],
      })),
      // The raptorial forelegs: up and forward from the thorax, then folded back down.
      ...[1, -1].map((side) => ({
        name: `foreleg_${side > 0 ? 'r' : 'l'}`,
        shape: {
          sweep: [
            [0.012, 0.036, 0.0022 * side],
            [0.02, 0.034, 0.004 * side],
            [0.026, 0.04, 0.0045 * side],
            [0.021, 0.029, 0.0045 * side],
            [0.024, 0.026, 0.004 * side],
          ] as V3[],
          r: [0.0016, 0.0019, 0.0015, 0.0011, 0.0008],
        },
        finish: 'plastic',
        color: 0x7ab84a,
        role: 'detail' as const,
        answersTo: ['forelegs', 'claws', 'legs', 'leg'],
      })),
      ...legPairs(
        [
          [-0.001, 0.02, 0],
          [-0.008, 0.019, 0],
        ],
        0.0025,
        (i) => [70, 125][i]!,
        0.026,
        0.012,
        0.0007,
        0x6aa83a,
      ),
    ],
  },
  {
    // A centipede: a flat reddish-brown body of many segments on a gentle S, one long pair of
    // legs to each, long antennae in front.
    kind: 'centipede',
    nouns: ['centipede'],
    size: [0.008, 0.13],
    parts: [
      ...segments(CENTI, centiPath, () => [0.0042, 0.0022, 0.0042], 0x9a4a1e, 0x7a3a18),
      {
        name: 'head',
        shape: { ellipsoid: [0.004, 0.0024, 0.0044] },
        at: [0.0545, 0.0042, 0],
        finish: 'plastic',
        color: 0x6a2e14,
        role: 'detail',
      },
      ...[1, -1].map((side) => ({
        name: `antenna_${side > 0 ? 'r' : 'l'}`,
        shape: {
          sweep: [
            [0.057, 0.005, 0.0018 * side],
            [0.066, 0.008, 0.006 * side],
            [0.075, 0.006, 0.012 * side],
          ] as V3[],
          r: 0.0006,
        },
        finish: 'plastic',
        color: 0xc8783a,
        role: 'detail' as const,
        answersTo: ['antennae'],
      })),
      ...legPairs(
        Array.from({ length: CENTI }, (_, i) => {
          const p = centiPath(i / (CENTI - 1));
          return [p[0], 0.0038, p[2]] as V3;
        }),
        0.003,
        (i) => 95 + i * 2,
        0.011,
        0.003,
        0.0005,
        0xd08a48,
      ),
    ],
  },
  {
    // A millipede: a round dark body of many ring segments in a loose curl, a fringe of short
    // legs under it.
    kind: 'millipede',
    nouns: ['millipede', 'millepede', 'milliped'],
    size: [0.008, 0.07],
    parts: [
      ...segments(MILLI, milliPath, () => [0.0034, 0.0038, 0.0034], 0x2e2622, 0x4a3a30),
      {
        name: 'head',
        shape: { ball: 0.0036 },
        at: [Math.cos(-0.4) * 0.035, 0.0042, Math.sin(-0.4) * 0.035 - 0.01],
        finish: 'plastic',
        color: 0x3a2e28,
        role: 'detail',
      },
      ...legPairs(
        Array.from({ length: MILLI }, (_, i) => {
          const p = milliPath(i / (MILLI - 1));
          return [p[0], 0.002, p[2]] as V3;
        }),
        0.0025,
        () => 90,
        0.0035,
        0.0005,
        0.0005,
        0xc89a5a,
      ).map((part) => {
        // Legs out to each side of the body's path, not of the X axis.
        const i = Number(/leg_(\d+)/.exec(part.name)![1]) - 1;
        const p = milliPath(i / (MILLI - 1));
        const right = part.name.endsWith('r');
        const a = -0.3 + (i / (MILLI - 1)) * 2.6;
        const out: V3 = [Math.cos(a), 0, Math.sin(a)];
        const s = right ? 1 : -1;
        return {
          ...part,
          shape: {
            sweep: [
              [p[0] + out[0] * 0.002 * s, 0.002, p[2] + out[2] * 0.002 * s],
              [p[0] + out[0] * 0.0042 * s, 0.0016, p[2] + out[2] * 0.0042 * s],
              [p[0] + out[0] * 0.0055 * s, 0.0004, p[2] + out[2] * 0.0055 * s],
            ] as V3[],
            r: 0.0005,
          },
        };
      }),
    ],
  },
  {
    // A sea urchin: a dark purple ball bristling with long spines.
    kind: 'sea urchin',
    nouns: ['sea urchin'],
    size: [0.077, 0.125],
    parts: [
      {
        name: 'body',
        shape: { ellipsoid: [URCHIN_R, URCHIN_R * 0.8, URCHIN_R] },
        at: [0, URCHIN_R * 0.8, 0],
        finish: 'plastic',
        color: 0x3a1a3e,
      },
      ...sphereDirections(70)
        .filter(([, y]) => y > -0.4)
        .map(([x, y, z], i): PartDecl => ({
          name: `spine_${i + 1}`,
          shape: {
            capsule: [
              [x * URCHIN_R * 0.9, URCHIN_R * 0.8 + y * URCHIN_R * 0.72, z * URCHIN_R * 0.9],
              [x * URCHIN_R * 2.1, URCHIN_R * 0.8 + y * URCHIN_R * 1.8, z * URCHIN_R * 2.1],
            ],
            r: URCHIN_R * 0.07,
            r2: URCHIN_R * 0.015,
          },
          finish: 'plastic',
          color: 0x4a2250,
          role: 'main',
          answersTo: ['spines', 'spine'],
        })),
    ],
  },
  {
    // The eel: a long, round, snake-like fish in a wave, a low fin ridge along its back, a
    // blunt head with a wide mouth.
    kind: 'eel',
    nouns: ['eel', 'moray', 'moray eel', 'conger', 'conger eel'],
    size: [0.08, 1.1],
    parts: [
      {
        name: 'body',
        shape: {
          sweep: Array.from({ length: 9 }, (_, i) => eelPath(i / 8)),
          r: [0.034, 0.036, 0.035, 0.032, 0.028, 0.023, 0.017, 0.011, 0.005],
        },
        finish: 'skin',
        color: 0x5a5a34,
      },
      {
        name: 'fin',
        shape: {
          sweep: Array.from({ length: 8 }, (_, i) => {
            const p = eelPath(0.15 + (i / 7) * 0.83);
            return [p[0], p[1] + 0.032 - i * 0.003, p[2]] as V3;
          }),
          r: 0.01,
        },
        finish: 'skin',
        color: 0x6e6a3a,
        role: 'accent',
      },
      {
        name: 'head',
        shape: { ellipsoid: [0.06, 0.036, 0.034] },
        at: [0.53, 0.058, 0],
        finish: 'skin',
        color: 0x5a5a34,
      },
      {
        name: 'mouth',
        shape: { ellipsoid: [0.03, 0.005, 0.026] },
        at: [0.56, 0.046, 0],
        finish: 'coal',
        role: 'fixed',
      },
      {
        name: 'eye',
        shape: { ball: 0.008 },
        at: [0.55, 0.074, 0.022],
        copies: [[0, 0, -0.044]],
        ...EYE,
      },
    ],
  },
  {
    // The stingray: a flat round-cornered diamond gliding over the sand, eyes on top, a long
    // thin whip of a tail; the manta black, wider, with two horn-like fins at its mouth.
    kind: 'stingray',
    nouns: ['stingray', 'sting ray', 'manta ray', 'manta', 'devil ray', 'eagle ray'],
    size: [0.11, 1.14],
    parts: [
      {
        name: 'disc',
        shape: {
          plan: [
            [0.32, 0],
            [0.18, 0.2],
            [-0.02, 0.4],
            [-0.16, 0.2],
            [-0.24, 0],
            [-0.16, -0.2],
            [-0.02, -0.4],
            [0.18, -0.2],
          ],
          height: 0.04,
          taper: 0.55,
        },
        at: [0, 0.03, 0],
        finish: 'skin',
        color: 0x8a7458,
      },
      {
        name: 'back',
        shape: { ellipsoid: [0.2, 0.04, 0.12] },
        at: [0.03, 0.07, 0],
        finish: 'skin',
        color: 0x7a6448,
      },
      {
        name: 'belly',
        shape: { ellipsoid: [0.22, 0.03, 0.2] },
        at: [0.02, 0.035, 0],
        finish: 'skin',
        color: 0xf0ece4,
        role: 'accent',
      },
      {
        name: 'tail',
        shape: {
          capsule: [
            [-0.2, 0.06, 0],
            [-0.85, 0.05, 0],
          ],
          r: 0.022,
          r2: 0.004,
        },
        finish: 'skin',
        color: 0x6a5438,
      },
      {
        name: 'eye',
        shape: { ball: 0.018 },
        at: [0.16, 0.1, 0.05],
        copies: [[0, 0, -0.1]],
        ...EYE,
      },
    ],
    looks: Object.fromEntries(
      ['manta ray', 'manta', 'devil ray'].map((noun) => [
        noun,
        {
          drop: ['disc', 'back', 'tail'],
          parts: [
            {
              name: 'disc',
              shape: {
                plan: [
                  [0.3, 0],
                  [0.14, 0.25],
                  [-0.1, 0.6],
                  [-0.2, 0.25],
                  [-0.24, 0],
                  [-0.2, -0.25],
                  [-0.1, -0.6],
                  [0.14, -0.25],
                ],
                height: 0.04,
                taper: 0.55,
              },
              at: [0, 0.03, 0],
              finish: 'skin',
              color: 0x1e2228,
            },
            {
              name: 'back',
              shape: { ellipsoid: [0.2, 0.04, 0.12] },
              at: [0.03, 0.07, 0],
              finish: 'skin',
              color: 0x1e2228,
            },
            {
              name: 'tail',
              shape: {
                capsule: [
                  [-0.2, 0.06, 0],
                  [-0.5, 0.05, 0],
                ],
                r: 0.016,
                r2: 0.004,
              },
              finish: 'skin',
              color: 0x1e2228,
            },
            {
              name: 'horn_r',
              shape: {
                sweep: [
                  [0.26, 0.06, 0.1],
                  [0.36, 0.06, 0.11],
                  [0.4, 0.04, 0.07],
                ],
                r: [0.03, 0.024, 0.014],
              },
              finish: 'skin',
              color: 0x1e2228,
              answersTo: ['horns', 'fins'],
            },
            {
              name: 'horn_l',
              shape: {
                sweep: [
                  [0.26, 0.06, -0.1],
                  [0.36, 0.06, -0.11],
                  [0.4, 0.04, -0.07],
                ],
                r: [0.03, 0.024, 0.014],
              },
              finish: 'skin',
              color: 0x1e2228,
            },
          ],
        },
      ]),
    ),
  },
  {
    // The swordfish: a long sword from the snout, a tall sickle dorsal fin, a crescent tail.
    kind: 'swordfish',
    nouns: ['swordfish', 'marlin', 'sailfish'],
    size: [0.7, 2.05],
    parts: [
      {
        name: 'body',
        shape: { ellipsoid: [0.55, 0.14, 0.1] },
        at: [0, 0.3, 0],
        finish: 'skin',
        color: 0x3a4a6a,
      },
      {
        name: 'belly',
        shape: { ellipsoid: [0.5, 0.1, 0.095] },
        at: [0.02, 0.25, 0],
        finish: 'skin',
        color: 0xc8ccd4,
        role: 'accent',
      },
      {
        name: 'sword',
        shape: {
          capsule: [
            [0.5, 0.31, 0],
            [1.25, 0.33, 0],
          ],
          r: 0.028,
          r2: 0.006,
        },
        finish: 'skin',
        color: 0x2e3a52,
        answersTo: ['bill'],
      },
      {
        name: 'dorsal_fin',
        shape: {
          extrude: [
            [0.18, 0.4],
            [0.12, 0.68],
            [0.02, 0.62],
            [-0.05, 0.42],
          ],
          depth: 0.02,
        },
        finish: 'skin',
        color: 0x2e3a52,
        role: 'detail',
        answersTo: ['fin'],
      },
      {
        name: 'tail',
        shape: {
          extrude: [
            [-0.5, 0.3],
            [-0.78, 0.62],
            [-0.7, 0.3],
            [-0.78, -0.02],
          ],
          depth: 0.03,
        },
        finish: 'skin',
        color: 0x2e3a52,
        role: 'detail',
      },
      {
        name: 'fin',
        shape: { ellipsoid: [0.14, 0.02, 0.06] },
        turn: [0, 0, -25],
        at: [0.25, 0.22, 0.1],
        copies: [[0, 0, -0.2]],
        ...FIN,
        color: 0x2e3a52,
      },
      {
        name: 'eye',
        shape: { ball: 0.03 },
        at: [0.42, 0.34, 0.06],
        copies: [[0, 0, -0.12]],
        ...EYE,
      },
    ],
  },
  {
    // A flatfish lies on the sea floor: a flat brown oval with a fringe of fin all round,
    // both eyes on its upper side, a fan of a tail.
    kind: 'flatfish',
    nouns: ['flatfish', 'flounder', 'halibut', 'plaice', 'turbot', 'brill'],
    size: [0.08, 0.5],
    parts: [
      {
        name: 'body',
        shape: { ellipsoid: [0.19, 0.03, 0.12] },
        at: [0, 0.032, 0],
        finish: 'skin',
        color: 0x8a7050,
      },
      {
        name: 'fringe',
        shape: { ellipsoid: [0.215, 0.012, 0.145] },
        at: [-0.01, 0.02, 0],
        finish: 'skin',
        color: 0xa08866,
        role: 'accent',
        answersTo: ['fin', 'fins'],
      },
      {
        name: 'tail',
        shape: {
          plan: [
            [-0.18, 0],
            [-0.28, 0.07],
            [-0.3, 0],
            [-0.28, -0.07],
          ],
          height: 0.012,
        },
        at: [0, 0.014, 0],
        finish: 'skin',
        color: 0xa08866,
        role: 'accent',
      },
      {
        name: 'spot',
        shape: { ellipsoid: [0.016, 0.006, 0.016] },
        at: [0.02, 0.058, 0.04],
        copies: [
          [-0.06, 0, -0.06],
          [-0.1, 0, 0.03],
          [0.03, 0, -0.09],
          [-0.13, 0, -0.04],
        ],
        finish: 'paint',
        color: 0xd8702a,
        role: 'fixed',
        answersTo: ['spots'],
      },
      {
        name: 'eye',
        shape: { ball: 0.014 },
        at: [0.13, 0.06, 0.025],
        copies: [[0.02, 0.002, -0.035]],
        ...EYE,
      },
    ],
  },
  {
    // The catfish: a broad flat head with long whiskers, a dark scaleless body.
    kind: 'catfish',
    nouns: ['catfish', 'silurid'],
    size: [0.24, 1.0],
    parts: [
      {
        name: 'body',
        shape: {
          sweep: [
            [0.3, 0.09, 0],
            [0.1, 0.1, 0],
            [-0.15, 0.1, 0],
            [-0.35, 0.1, 0],
          ],
          r: [0.07, 0.08, 0.06, 0.03],
        },
        finish: 'skin',
        color: 0x4a4a40,
      },
      {
        name: 'head',
        shape: { ellipsoid: [0.1, 0.06, 0.1] },
        at: [0.32, 0.08, 0],
        finish: 'skin',
        color: 0x4a4a40,
      },
      {
        name: 'belly',
        shape: { ellipsoid: [0.28, 0.04, 0.065] },
        at: [0.08, 0.05, 0],
        finish: 'skin',
        color: 0xd8d4c0,
        role: 'accent',
      },
      ...[1, -1].flatMap((side) => [
        {
          name: `whisker_${side > 0 ? 'r' : 'l'}`,
          shape: {
            sweep: [
              [0.4, 0.09, 0.05 * side],
              [0.48, 0.1, 0.14 * side],
              [0.52, 0.06, 0.24 * side],
            ] as V3[],
            r: [0.008, 0.005, 0.003],
          },
          finish: 'skin',
          color: 0x3a3a30,
          role: 'detail' as const,
          answersTo: ['whiskers', 'barbels'],
        },
        {
          name: `chin_whisker_${side > 0 ? 'r' : 'l'}`,
          shape: {
            sweep: [
              [0.39, 0.05, 0.03 * side],
              [0.44, 0.02, 0.06 * side],
              [0.46, 0.005, 0.09 * side],
            ] as V3[],
            r: [0.005, 0.004, 0.003],
          },
          finish: 'skin',
          color: 0x3a3a30,
          role: 'detail' as const,
        },
      ]),
      {
        name: 'tail',
        shape: {
          extrude: [
            [-0.33, 0.1],
            [-0.48, 0.2],
            [-0.5, 0.1],
            [-0.48, 0.0],
          ],
          depth: 0.015,
        },
        finish: 'skin',
        color: 0x3a3a30,
        role: 'detail',
      },
      {
        name: 'dorsal_fin',
        shape: {
          extrude: [
            [0.15, 0.15],
            [0.1, 0.24],
            [0.04, 0.16],
          ],
          depth: 0.012,
        },
        finish: 'skin',
        color: 0x3a3a30,
        role: 'detail',
        answersTo: ['fin'],
      },
      {
        name: 'eye',
        shape: { ball: 0.012 },
        at: [0.37, 0.11, 0.06],
        copies: [[0, 0, -0.12]],
        ...EYE,
      },
    ],
  },
  {
    // The hammerhead shark: a grey shark whose head spreads into a flat bar, an eye at each end.
    kind: 'hammerhead shark',
    nouns: ['hammerhead shark', 'hammerhead'],
    size: [1.02, 2.8],
    scale: 2.2,
    parts: [
      {
        name: 'body',
        shape: {
          sweep: [
            [0.42, 0.32, 0],
            [0.15, 0.33, 0],
            [-0.2, 0.32, 0],
            [-0.5, 0.33, 0],
          ],
          r: [0.07, 0.12, 0.09, 0.035],
        },
        finish: 'skin',
        color: 0x7a8a98,
      },
      {
        name: 'hammer',
        shape: { ellipsoid: [0.06, 0.03, 0.22] },
        at: [0.48, 0.32, 0],
        finish: 'skin',
        color: 0x7a8a98,
        answersTo: ['head'],
      },
      {
        name: 'belly',
        shape: { ellipsoid: [0.3, 0.07, 0.09] },
        at: [0.1, 0.27, 0],
        finish: 'skin',
        color: 0xe8ecf0,
        role: 'accent',
      },
      {
        name: 'dorsal_fin',
        shape: {
          extrude: [
            [0.16, 0.42],
            [0.06, 0.66],
            [0.02, 0.62],
            [-0.06, 0.42],
          ],
          depth: 0.025,
        },
        finish: 'skin',
        color: 0x6a7a88,
        role: 'detail',
        answersTo: ['fin'],
      },
      {
        name: 'tail',
        shape: {
          extrude: [
            [-0.46, 0.33],
            [-0.72, 0.6],
            [-0.68, 0.33],
            [-0.6, 0.2],
          ],
          depth: 0.025,
        },
        finish: 'skin',
        color: 0x6a7a88,
        role: 'detail',
      },
      {
        name: 'fin',
        shape: { ellipsoid: [0.14, 0.02, 0.07] },
        turn: [0, 0, -20],
        at: [0.18, 0.25, 0.12],
        copies: [[0, 0, -0.24]],
        ...FIN,
        color: 0x6a7a88,
      },
      {
        name: 'eye',
        shape: { ball: 0.02 },
        at: [0.49, 0.33, 0.21],
        copies: [[0, 0, -0.42]],
        ...EYE,
      },
    ],
  },
];
