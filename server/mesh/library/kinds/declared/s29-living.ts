/**
 * Animals and plants of session 29 (issue #32; docs/decisions.md, "Animals and plants by the
 * class that has a build"): a sea anemone, the flower-like polyp of rock pools — a squat
 * column stuck to a rock, a flat disc on top with the mouth in its middle, and a crown of
 * thick tapering tentacles spread up and out round it. Every sea anemone WordNet lists (an
 * actinia, a beadlet) reaches it through `FAMILIES['sea anemone#1']`. An earwig — a long flat
 * glossy red-brown insect, short wing cases, a banded abdomen ending in a pair of curved
 * pincers — and every earwig (`earwig#1`) with it.
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V3 } from '../../geo.ts';
import { part } from './part-shorthand.ts';

/** Where the column's top disc sits, and its radius. */
const DISC_Y = 0.062;
const DISC_R = 0.034;

/**
 * One tentacle from the disc's edge at `deg` degrees round it: out and up, then curling
 * outward at its tip; the inner ring (`inner`) shorter and more upright.
 */
function tentacle(i: number, deg: number, inner: boolean): PartDecl {
  const a = (deg * Math.PI) / 180;
  const out: V3 = [Math.cos(a), 0, Math.sin(a)];
  const r0 = inner ? DISC_R * 0.55 : DISC_R * 0.92;
  const len = inner ? 0.036 : 0.05;
  const rise = inner ? 0.85 : 0.55;
  const at = (t: number, lift: number): V3 => [
    out[0] * (r0 + len * t * (1 - rise * 0.4)),
    DISC_Y + len * lift,
    out[2] * (r0 + len * t * (1 - rise * 0.4)),
  ];
  return part(
    `tentacle_${i}`,
    {
      sweep: [at(0, 0), at(0.35, rise * 0.45), at(0.7, rise * 0.75), at(1.05, rise * 0.8)],
      r: [0.0052, 0.0046, 0.0034, 0.0022],
    },
    'skin',
    { color: inner ? 0xe85a7a : 0xd8405a, role: 'main', answersTo: ['tentacles'] },
  );
}

const OUTER = Array.from({ length: 16 }, (_, i) => (360 / 16) * i);
const INNER = Array.from({ length: 9 }, (_, i) => (360 / 9) * i + 11);

const SEA_ANEMONE: KindDecl = {
  kind: 'sea anemone',
  nouns: ['sea anemone', 'actinia', 'actinian', 'beadlet anemone'],
  size: [0.12, 0.2],
  parts: [
    part('rock', { ellipsoid: [0.085, 0.028, 0.07] }, 'stone', {
      at: [0, 0.012, 0],
      color: 0x5a5650,
      role: 'detail',
    }),
    // The column: a squat fleshy cylinder flaring a little under the disc.
    part(
      'column',
      {
        lathe: [
          [0, 0.02],
          [0.03, 0.02],
          [0.027, 0.04],
          [0.029, DISC_Y - 0.006],
          [DISC_R, DISC_Y],
          [0, DISC_Y],
        ],
        smooth: true,
      },
      'skin',
      { color: 0xa82a3a, role: 'accent', answersTo: ['body'] },
    ),
    part('disc', { cyl: 0.004, r: DISC_R * 0.98 }, 'skin', {
      at: [0, DISC_Y - 0.002, 0],
      color: 0xe07a8a,
      role: 'accent',
    }),
    part('mouth', { ellipsoid: [0.007, 0.003, 0.004] }, 'skin', {
      at: [0, DISC_Y + 0.002, 0],
      color: 0x5a1a24,
      role: 'fixed',
    }),
    ...OUTER.map((deg, i) => tentacle(i + 1, deg, false)),
    ...INNER.map((deg, i) => tentacle(OUTER.length + i + 1, deg, true)),
  ],
};

// --- Earwig (faces +X, as the cockroach does) ---------------------------------------------

/** The abdomen's segments, front to back: [x, half-length, half-width]. */
const EARWIG_SEGMENTS: ReadonlyArray<readonly [number, number, number]> = [
  [-0.004, 0.0055, 0.0056],
  [-0.0115, 0.0055, 0.0058],
  [-0.019, 0.0055, 0.0056],
  [-0.0265, 0.0052, 0.0052],
  [-0.0335, 0.0048, 0.0046],
];

const EARWIG: KindDecl = {
  kind: 'earwig',
  nouns: ['earwig', 'common earwig'],
  size: [0.01, 0.075],
  parts: [
    part('head', { ellipsoid: [0.0042, 0.0032, 0.0042] }, 'skin', {
      at: [0.0215, 0.0045, 0],
      color: 0x3a1a10,
    }),
    part('pronotum', { ellipsoid: [0.0045, 0.0026, 0.0052] }, 'ceramic', {
      at: [0.0145, 0.0048, 0],
      color: 0x5a2a16,
      role: 'accent',
    }),
    // Short wing cases over the front of the body, paler than the rest.
    part('wing_cases', { ellipsoid: [0.0062, 0.0026, 0.0062] }, 'ceramic', {
      at: [0.0055, 0.005, 0],
      color: 0xa86a3a,
      role: 'accent',
      answersTo: ['wings'],
    }),
    ...EARWIG_SEGMENTS.map(([x, l, w], i) =>
      part(`segment_${i + 1}`, { ellipsoid: [l, 0.0028, w] }, 'ceramic', {
        at: [x, 0.0043, 0],
        color: 0x4a2012,
        answersTo: ['body', 'abdomen'],
      }),
    ),
    // The pincers: from the last segment back, bowed out and meeting again at the tips.
    ...[1, -1].map((side) =>
      part(
        `pincer_${side > 0 ? 'r' : 'l'}`,
        {
          sweep: [
            [-0.036, 0.0042, 0.0022 * side],
            [-0.042, 0.0044, 0.005 * side],
            [-0.049, 0.0045, 0.0052 * side],
            [-0.0545, 0.0045, 0.002 * side],
          ],
          r: [0.0011, 0.001, 0.0008, 0.0005],
        },
        'ceramic',
        { color: 0x2a120a, role: 'accent', answersTo: ['pincers', 'forceps'] },
      ),
    ),
    ...[1, -1].flatMap((side): PartDecl[] => [
      part(
        `antenna_${side > 0 ? 'r' : 'l'}`,
        {
          sweep: [
            [0.0245, 0.0055, 0.0015 * side],
            [0.032, 0.0075, 0.006 * side],
            [0.041, 0.0068, 0.0115 * side],
          ],
          r: 0.0005,
        },
        'skin',
        { color: 0x6a3a1e, role: 'detail' },
      ),
      ...[0.016, 0.008, 0.001].map((x, i) =>
        part(
          `leg_${i + 1}${side > 0 ? 'r' : 'l'}`,
          {
            sweep: [
              [x, 0.0035, 0.004 * side],
              [x + (i - 1) * 0.004, 0.0065, 0.011 * side],
              [x + (i - 1) * 0.009, 0.0005, 0.0155 * side],
            ],
            r: 0.0008,
          },
          'skin',
          { color: 0x8a5a2e, role: 'detail' },
        ),
      ),
    ]),
  ],
};

export const S29_LIVING_KINDS: readonly KindDecl[] = [SEA_ANEMONE, EARWIG];
