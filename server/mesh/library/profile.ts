/**
 * Outlines for solids of revolution (vases, bottles, mugs): smooth radius curves through
 * control points, and hollow shells with a wall and a floor.
 */
import type { V2 } from './geo.ts';

/**
 * Samples a smooth curve through control points [radius, height] (Catmull-Rom, heights
 * increasing). Radii are kept ≥ `minRadius`.
 */
export function smoothCurve(points: readonly V2[], samples: number, minRadius = 0.001): V2[] {
  if (points.length < 2) return [...points];
  const out: V2[] = [];
  const n = points.length - 1;
  for (let s = 0; s <= samples; s++) {
    const t = (s / samples) * n;
    const i = Math.min(n - 1, Math.floor(t));
    const u = t - i;
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(n, i + 2)]!;
    const r = catmull(p0[0], p1[0], p2[0], p3[0], u);
    const y = p1[1] + (p2[1] - p1[1]) * u;
    out.push([Math.max(minRadius, r), y]);
  }
  return out;
}

function catmull(a: number, b: number, c: number, d: number, u: number): number {
  const u2 = u * u;
  const u3 = u2 * u;
  return (
    0.5 * (2 * b + (-a + c) * u + (2 * a - 5 * b + 4 * c - d) * u2 + (-a + 3 * b - 3 * c + d) * u3)
  );
}

/**
 * A closed outline for a solid of revolution from an outer curve (bottom to top, first
 * point at height 0): solid when `wall` is 0, else a vessel open at the top with walls
 * `wall` thick and a floor `floor` thick. The inner radius never drops below `minInner`.
 */
export function vesselOutline(
  outer: readonly V2[],
  wall: number,
  floor: number,
  minInner = 0.002,
): V2[] {
  const first = outer[0]!;
  const last = outer[outer.length - 1]!;
  const out: V2[] = [[0, first[1]], ...outer];
  if (wall <= 0) {
    out.push([0, last[1]]);
    return out;
  }
  const inner: V2[] = [];
  for (let i = outer.length - 1; i >= 0; i--) {
    const [r, y] = outer[i]!;
    if (y < first[1] + floor) break;
    inner.push([Math.max(minInner, r - wall), y]);
  }
  const bottom = first[1] + floor;
  const rAtFloor = Math.max(minInner, radiusAt(outer, bottom) - wall);
  inner.push([rAtFloor, bottom], [0, bottom]);
  return [...out, ...inner];
}

/** The outer radius at height y (linear between samples). */
export function radiusAt(outer: readonly V2[], y: number): number {
  for (let i = 0; i + 1 < outer.length; i++) {
    const [r0, y0] = outer[i]!;
    const [r1, y1] = outer[i + 1]!;
    if (y >= y0 && y <= y1) return y1 === y0 ? r0 : r0 + ((r1 - r0) * (y - y0)) / (y1 - y0);
  }
  return y < outer[0]![1] ? outer[0]![0] : outer[outer.length - 1]![0];
}
