/**
 * Places a person names often that were unknown (issue #32, session 29, helper places;
 * docs/decisions.md, "Mountains, rivers, works and ruins"): a puddle is a flat, shining,
 * ragged pool of rain lying on a patch of wet tarmac, with rings spreading on it and a fallen
 * leaf; a ruin the broken stone walls of a building with no roof, their tops stepped and
 * ragged, an empty arched window, a snapped column and fallen blocks in the grass.
 */
import type { KindDecl, PartDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';
import { at, part } from './part-shorthand.ts';

/** A closed outline round (0, 0): radii `rx`, `rz`, made ragged by a fixed ripple. */
function ragged(rx: number, rz: number, ripple: number, n = 20, phase = 0): V2[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    const k = 1 + ripple * (Math.sin(i * 2.7 + phase) * 0.6 + Math.cos(i * 1.3 + phase) * 0.4);
    return [rx * k * Math.cos(a), rz * k * Math.sin(a)] as V2;
  });
}

// --- Puddle --------------------------------------------------------------------------------

const TARMAC = 0x4a4a4e;
const RAIN = 0x4f7396;

const puddle: KindDecl = {
  kind: 'puddle',
  nouns: ['puddle', 'puddles', 'rain puddle', 'mud puddle', 'pool of water', 'pool of rain'],
  size: [0.06, 1.6],
  parts: [
    // The wet ground it lies on, a little wider than the water.
    part('ground', { plan: ragged(0.8, 0.62, 0.06, 16, 1), height: 0.02 }, 'stone', {
      color: TARMAC,
      role: 'fixed',
      answersTo: ['tarmac', 'road'],
    }),
    // The water: thin, ragged, shining.
    part('water', { plan: ragged(0.6, 0.42, 0.16, 22), height: 0.012 }, 'ocean', {
      at: [0, 0.02, 0],
      color: RAIN,
      answersTo: ['puddle', 'rain'],
    }),
    // Two rings spreading where a drop fell.
    ...[0.09, 0.16].map((r, i): PartDecl =>
      part(`ripple_${i + 1}`, { ring: r, r: 0.004 }, 'ocean', {
        turn: [90, 0, 0],
        at: [0.18, 0.033, 0.06],
        color: 0xb8d0e4,
        role: 'fixed',
      }),
    ),
    // A fallen leaf floating near the edge.
    part('leaf', { plan: ragged(0.07, 0.035, 0.05, 10, 2), height: 0.004 }, 'leaf', {
      at: [-0.32, 0.033, -0.1],
      turn: [0, 30, 0],
      color: 0xc0782a,
      role: 'fixed',
    }),
  ],
};

// --- Ruin ----------------------------------------------------------------------------------

const RUBBLE = 0x9a9288;
const MOSS = 0x5e8a3e;

/** A run of wall along X from x0 to x1 at depth z, its top stepped down to ragged heights. */
function brokenWall(
  name: string,
  x0: number,
  x1: number,
  z: number,
  tops: readonly number[],
): PartDecl[] {
  const w = (x1 - x0) / tops.length;
  return tops.map((h, i) =>
    part(`${name}_${i + 1}`, { box: [w + 0.01, h, 0.5] }, 'stone', {
      at: [x0 + w * (i + 0.5), 0, z],
      color: RUBBLE,
      answersTo: ['wall', 'walls', 'stone'],
    }),
  );
}

/** The same along Z at x. */
function brokenSide(
  name: string,
  z0: number,
  z1: number,
  x: number,
  tops: readonly number[],
): PartDecl[] {
  const w = (z1 - z0) / tops.length;
  return tops.map((h, i) =>
    part(`${name}_${i + 1}`, { box: [0.5, h, w + 0.01] }, 'stone', {
      at: [x, 0, z0 + w * (i + 0.5)],
      color: RUBBLE,
      answersTo: ['wall', 'walls', 'stone'],
    }),
  );
}

const FALLEN: readonly V3[] = [
  [1.6, 0.05, 2.4],
  [2.1, 0.05, 2.0],
  [-2.6, 0.05, 2.3],
  [3.4, 0.05, -0.6],
  [-0.6, 0.05, 2.7],
];

/** The back wall's face: a gable worn down unevenly, higher on the left. */
const BACK_WALL: V2[] = [
  [-3, 0],
  [3, 0],
  [3, 2.7],
  [2.4, 3.1],
  [1.7, 3.9],
  [1.1, 4.3],
  [0.3, 4.0],
  [-0.5, 4.6],
  [-1.3, 4.2],
  [-2.1, 3.6],
  [-3, 3.4],
];

/** A tall round-headed window. */
const ARCH_WINDOW: V2[] = [
  [-0.55, 1.1],
  [0.55, 1.1],
  [0.55, 2.6],
  ...Array.from({ length: 7 }, (_, i) => {
    const a = (Math.PI * (i + 1)) / 8;
    return [0.55 * Math.cos(a), 2.6 + 0.55 * Math.sin(a)] as V2;
  }),
  [-0.55, 2.6],
];

const ruin: KindDecl = {
  kind: 'ruin',
  nouns: ['ruin', 'ruins', 'ruined building', 'ruined castle', 'ruined abbey', 'ruined church'],
  size: [4, 8],
  parts: [
    part('grass', { plan: ragged(4.4, 3.6, 0.05, 18, 3), height: 0.1 }, 'grass', {
      color: MOSS,
      role: 'fixed',
      answersTo: ['ground', 'lawn'],
    }),
    // The back wall stands highest, an arched window empty in it; the sides fall away
    // towards the front, where only stumps are left.
    part('back_wall', { extrude: BACK_WALL, depth: 0.5 }, 'stone', {
      at: [0, 0, -2],
      color: RUBBLE,
      minus: [{ shape: { extrude: ARCH_WINDOW, depth: 1 }, at: [0, 0, -2] }],
      answersTo: ['wall', 'walls', 'stone'],
    }),
    ...brokenSide('left_wall', -1.75, 1.8, -2.75, [3.0, 2.3, 2.6, 1.4, 0.9, 0.5]),
    ...brokenSide('right_wall', -1.75, 1.8, 2.75, [2.6, 1.7, 1.1, 1.5, 0.6, 0.3]),
    ...brokenWall('front_wall', -3, -0.9, 2, [0.9, 0.6, 0.35]),
    ...brokenWall('front_stump', 1.2, 3, 2, [0.5, 0.25]),
    // A column snapped off, and its drum fallen beside it.
    part('column', { cyl: 1.7, r: 0.26 }, 'stone', {
      at: [0.3, 0.1, 0.9],
      color: 0xc8c0b0,
      answersTo: ['pillar', 'column'],
    }),
    part('column_drum', { cyl: 0.8, r: 0.26 }, 'stone', {
      turn: [0, 0, 80],
      at: [1.3, 0.36, 1.2],
      color: 0xc8c0b0,
      role: 'fixed',
    }),
    // Blocks fallen out into the grass.
    part('rubble', { box: [0.5, 0.3, 0.4] }, 'stone', {
      ...at(FALLEN),
      color: RUBBLE,
      role: 'fixed',
      answersTo: ['rubble', 'stones'],
    }),
    // Ivy climbing the back wall.
    part('ivy', { ellipsoid: [0.7, 1.0, 0.06] }, 'leaf', {
      at: [-1.9, 1.6, -1.7],
      color: 0x3e6e2e,
      role: 'fixed',
      answersTo: ['ivy'],
    }),
  ],
};

export const S29_PLACES_KINDS: readonly KindDecl[] = [puddle, ruin];
