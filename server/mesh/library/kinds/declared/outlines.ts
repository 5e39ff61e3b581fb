/**
 * Outlines the declared kinds share (plain [x, y] point lists, no geometry code): arches,
 * regular polygons, stars, rounded rectangles and arcs of points.
 */
import type { PartDecl, StateDecl } from '../../declare.ts';
import type { V2, V3 } from '../../geo.ts';

/** A regular polygon of `n` corners and radius `r`, the first corner at `start` degrees. */
export function polygon(n: number, r: number, start = 90): V2[] {
  return Array.from({ length: n }, (_, i) => {
    const a = ((start + (360 * i) / n) * Math.PI) / 180;
    return [Math.cos(a) * r, Math.sin(a) * r] as const;
  });
}

/** A star of `n` points between radii `r` and `inner`. */
export function star(n: number, r: number, inner: number): V2[] {
  return Array.from({ length: n * 2 }, (_, i) => {
    const a = Math.PI / 2 + (Math.PI * i) / n;
    const k = i % 2 === 0 ? r : inner;
    return [Math.cos(a) * k, Math.sin(a) * k] as const;
  });
}

/** A doorway shape: width `w`, straight sides to `h`, then a half circle on top. */
export function arch(w: number, h: number, steps = 12): V2[] {
  const r = w / 2;
  const top: V2[] = Array.from({ length: steps + 1 }, (_, i) => {
    const a = (Math.PI * i) / steps;
    return [Math.cos(a) * r, h + Math.sin(a) * r] as const;
  });
  return [[-r, 0], [r, 0], ...top.slice(0, -1), [-r, h]];
}

/** Points along a circular arc in the XY plane (centre, radius, from/to degrees). */
export function arcPoints(c: V2, r: number, from: number, to: number, steps = 10): V2[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [c[0] + Math.cos(a) * r, c[1] + Math.sin(a) * r] as const;
  });
}

/**
 * A jointed leg from a body point: out along `yaw` degrees about Y (0 = +X), up to a knee
 * `kneeUp` above the hip, down to a foot on the ground `reach` away (its centre `foot` above
 * the ground: the default 6 mm suits crabs and spiders, a mosquito's wants less).
 */
export function leg(from: V3, reach: number, yaw: number, kneeUp: number, foot = 0.006): V3[] {
  const a = (yaw * Math.PI) / 180;
  const at = (k: number, y: number): V3 =>
    [from[0] + Math.cos(a) * reach * k, y, from[2] + Math.sin(a) * reach * k] as const;
  return [from, at(0.45, from[1] + kneeUp), at(1, foot)];
}

/** A tentacle from a body point along `yaw`: down to the ground, out, and curling up. */
export function tentacle(from: V3, length: number, yaw: number): V3[] {
  const a = (yaw * Math.PI) / 180;
  const at = (k: number, y: number): V3 =>
    [from[0] + Math.cos(a) * length * k, y, from[2] + Math.sin(a) * length * k] as const;
  const r = length * 0.08;
  return [from, at(0.3, r), at(0.6, r), at(0.85, r * 1.5), at(0.95, r * 3), at(0.9, r * 4.5)];
}

/** The x-mirrored copies of points (for symmetric legs). */
export function mirrorX(points: readonly V3[]): V3[] {
  return points.map(([x, y, z]) => [-x, y, z] as const);
}

/**
 * A noun's look that only recolours: every part whose colour is a key of `map` comes back in
 * the mapped colour (parts sharing such a part's name come back unchanged beside it).
 */
export function recoloured(
  parts: readonly PartDecl[],
  map: Readonly<Record<number, number>>,
): StateDecl {
  const tinted = (p: PartDecl): boolean => p.color !== undefined && Object.hasOwn(map, p.color);
  const names = new Set(parts.filter(tinted).map((p) => p.name));
  return {
    drop: [...names],
    parts: parts
      .filter((p) => names.has(p.name))
      .map((p) => (tinted(p) ? { ...p, color: map[p.color!]! } : p)),
  };
}

/** An ellipse's outline of radii `rx`, `rz` round (`cx`, `cz`), its edge waved by `wobble`. */
export function oval(rx: number, rz: number, n = 28, cx = 0, cz = 0, wobble = 0): V2[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    const k = 1 + wobble * Math.sin(a * 3 + 0.7);
    return [cx + Math.cos(a) * rx * k, cz + Math.sin(a) * rz * k] as V2;
  });
}

/** `n` unit vectors spread evenly over a sphere (a golden-angle spiral), from the top down. */
export function sphereDirections(n: number): V3[] {
  const out: V3[] = [];
  for (let i = 0; i < n; i++) {
    const y = 1 - (2 * (i + 0.5)) / n;
    const r = Math.sqrt(1 - y * y);
    const a = i * Math.PI * (3 - Math.sqrt(5));
    out.push([Math.cos(a) * r, y, Math.sin(a) * r]);
  }
  return out;
}

/** A T-shirt from the front, [across, up]: body, short sleeves, a round neck (the shirt kinds). */
export const SHIRT: V2[] = [
  [-0.25, 0],
  [0.25, 0],
  [0.25, 0.45],
  [0.42, 0.36],
  [0.5, 0.48],
  [0.3, 0.66],
  [0.1, 0.68],
  [0, 0.62],
  [-0.1, 0.68],
  [-0.3, 0.66],
  [-0.5, 0.48],
  [-0.42, 0.36],
  [-0.25, 0.45],
];

/** A coat from the front, [across, up]: long hanging sleeves and a collar notch (the coats). */
export const COAT: V2[] = [
  [-0.28, 0],
  [0.28, 0],
  [0.26, 0.62],
  [0.46, 0.2],
  [0.56, 0.26],
  [0.36, 0.86],
  [0.12, 0.92],
  [0, 0.84],
  [-0.12, 0.92],
  [-0.36, 0.86],
  [-0.56, 0.26],
  [-0.46, 0.2],
  [-0.26, 0.62],
];

/** A sweater from the front: the body and long sleeves hanging down to the cuffs. */
export const SWEATER: V2[] = [
  [-0.26, 0],
  [0.26, 0],
  [0.26, 0.46],
  [0.42, 0.04],
  [0.55, 0.08],
  [0.35, 0.64],
  [0.1, 0.68],
  [0, 0.63],
  [-0.1, 0.68],
  [-0.35, 0.64],
  [-0.55, 0.08],
  [-0.42, 0.04],
  [-0.26, 0.46],
];

/** The sweater's outline with the neck cut into a deep V, as a cardigan buttons down. */
export const CARDIGAN: V2[] = SWEATER.map(([x, y]) => (x === 0 ? [0, 0.42] : [x, y]));

/** A band `w` wide along a centre line of [x, z] points, as a footprint. */
export function band(line: readonly V2[], w: number): V2[] {
  const side = (sign: number): V2[] =>
    line.map(([x, z], i) => {
      const [x0, z0] = line[Math.max(0, i - 1)]!;
      const [x1, z1] = line[Math.min(line.length - 1, i + 1)]!;
      const len = Math.hypot(x1 - x0, z1 - z0) || 1;
      return [x + (sign * w * (z1 - z0)) / len, z - (sign * w * (x1 - x0)) / len] as V2;
    });
  return [...side(1), ...side(-1).reverse()];
}

/** A long robe's front, sleeves out (the cassock, the thobe, the caftan). */
export const ROBE: V2[] = [
  [-0.34, 0],
  [0.34, 0],
  [0.26, 0.9],
  [0.5, 0.7],
  [0.58, 0.8],
  [0.3, 1.14],
  [0.1, 1.2],
  [0, 1.1],
  [-0.1, 1.2],
  [-0.3, 1.14],
  [-0.58, 0.8],
  [-0.5, 0.7],
  [-0.26, 0.9],
];
