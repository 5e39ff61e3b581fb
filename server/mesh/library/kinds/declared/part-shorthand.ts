/**
 * Shorthand the declared kinds share for writing parts (plain data, no geometry code): a part,
 * a round bar between two points, one part repeated at several points, evenly spaced numbers,
 * a cylinder lying along X or facing the viewer.
 * One copy here instead of one per file of kinds (docs/decisions.md, "3D vocabulary and how it
 * is measured": a kind is a declaration).
 */
import type { PartDecl, Shape } from '../../declare.ts';
import type { V3 } from '../../geo.ts';

/** A part's fields other than its name, shape and finish. */
export type More = Partial<Omit<PartDecl, 'name' | 'shape' | 'finish'>>;

export function part(name: string, shape: Shape, finish: string, more: More = {}): PartDecl {
  return { name, shape, finish, ...more };
}

/** A round bar from `a` to `b`. */
export function rod(
  name: string,
  a: V3,
  b: V3,
  r: number,
  finish: string,
  more: More = {},
): PartDecl {
  return part(name, { capsule: [a, b], r }, finish, more);
}

/** One part repeated at each point (the first point is where it is placed). */
export function at(points: readonly V3[]): { at: V3; copies: V3[] } {
  const [first, ...rest] = points as [V3, ...V3[]];
  return {
    at: first,
    copies: rest.map((p) => [p[0] - first[0], p[1] - first[1], p[2] - first[2]] as V3),
  };
}

/** `n` numbers from `a` to `b`, evenly. */
export function spaced(n: number, a: number, b: number): number[] {
  return Array.from({ length: n }, (_, i) => a + ((b - a) * i) / Math.max(1, n - 1));
}

/** A cylinder lying along X, centred at `c` (a rolling pin's roller, an axle). */
export function lyingX(
  name: string,
  c: V3,
  length: number,
  r: number,
  finish: string,
  more: More = {},
): PartDecl {
  return part(name, { cyl: length, r }, finish, {
    turn: [0, 0, 90],
    at: [c[0] + length / 2, c[1], c[2]],
    ...more,
  });
}

/** A cylinder lying along Z (facing the viewer), its back face at `c`. */
export function facingZ(
  name: string,
  c: V3,
  length: number,
  r: number,
  finish: string,
  more: More = {},
): PartDecl {
  return part(name, { cyl: length, r }, finish, { turn: [90, 0, 0], at: c, ...more });
}
