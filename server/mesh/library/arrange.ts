/**
 * Placing built objects in the scene: rest on y = 0, centre on x/z, scale by the size
 * word, lay several copies out in a row (up to three) or a ring (four and more).
 * Only rigid motions and uniform positive scales are used, so winding stays outward.
 */
import { boundsOf, unionBounds, type Bounds } from '../kernel/mesh-math.ts';
import type { Relation, ScenePart } from '../scene.ts';

export function partsBounds(parts: readonly ScenePart[]): Bounds {
  return unionBounds(parts.map((part) => boundsOf(part.mesh.positions)));
}

/** New parts with every position mapped (indices shared). */
export function mapParts(
  parts: readonly ScenePart[],
  fn: (x: number, y: number, z: number) => [number, number, number],
): ScenePart[] {
  return parts.map((part) => {
    const src = part.mesh.positions;
    const dst = new Float32Array(src.length);
    for (let i = 0; i < src.length; i += 3) {
      const [x, y, z] = fn(src[i]!, src[i + 1]!, src[i + 2]!);
      dst[i] = x;
      dst[i + 1] = y;
      dst[i + 2] = z;
    }
    return { ...part, mesh: { positions: dst, indices: part.mesh.indices } };
  });
}

/** Rests the parts on y = 0, centred on x/z, scaled uniformly by `scale` (> 0). */
export function restAndCentre(parts: readonly ScenePart[], scale = 1): ScenePart[] {
  const b = partsBounds(parts);
  const cx = (b.min[0] + b.max[0]) / 2;
  const cz = (b.min[2] + b.max[2]) / 2;
  const y0 = b.min[1];
  return mapParts(parts, (x, y, z) => [(x - cx) * scale, (y - y0) * scale, (z - cz) * scale]);
}

/** Turns about +Y by `degrees` and moves by (dx, 0, dz). */
export function place(
  parts: readonly ScenePart[],
  degrees: number,
  dx: number,
  dz: number,
): ScenePart[] {
  const a = (degrees * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  return mapParts(parts, (x, y, z) => [c * x + s * z + dx, y, -s * x + c * z + dz]);
}

/**
 * Lays out copies (each already resting and centred): a row along x for up to three, a
 * ring facing outward for more. Part names get a copy prefix when there are several.
 */
export function layOut(copies: readonly ScenePart[][], kind: string): ScenePart[] {
  if (copies.length === 1) return [...copies[0]!];
  const boxes = copies.map(partsBounds);
  const widths = boxes.map((b) => b.max[0] - b.min[0]);
  const depths = boxes.map((b) => b.max[2] - b.min[2]);
  const out: ScenePart[] = [];
  const rename = (parts: ScenePart[], i: number): ScenePart[] =>
    parts.map((p) => ({ ...p, name: `${kind}_${i + 1}_${p.name}`, group: `${kind}_${i + 1}` }));
  if (copies.length <= 3) {
    const gap = 0.2 * Math.max(...widths);
    const total = widths.reduce((s, w) => s + w, 0) + gap * (copies.length - 1);
    let x = -total / 2;
    copies.forEach((parts, i) => {
      const w = widths[i]!;
      out.push(...rename(place(parts, 0, x + w / 2, 0), i));
      x += w + gap;
    });
    return out;
  }
  // Ring: neighbours' footprints must not touch. Each copy faces away from the centre.
  const reach = Math.max(...widths.map((w, i) => Math.hypot(w, depths[i]!)));
  const n = copies.length;
  const radius = (reach * 0.6) / Math.sin(Math.PI / n) + reach * 0.1;
  copies.forEach((parts, i) => {
    const angle = (360 * i) / n;
    const a = (angle * Math.PI) / 180;
    out.push(...rename(place(parts, angle, radius * Math.sin(a), radius * Math.cos(a)), i));
  });
  return out;
}

/** Moves parts by (dx, dy, dz). */
function shift(parts: readonly ScenePart[], dx: number, dy: number, dz: number): ScenePart[] {
  return mapParts(parts, (x, y, z) => [x + dx, y + dy, z + dz]);
}

/** The parts named as one of the surfaces (by name or name suffix). */
function surfaceParts(parts: readonly ScenePart[], surfaces: readonly string[]): ScenePart[] {
  return parts.filter((p) => surfaces.some((s) => p.name === s || p.name.endsWith(`_${s}`)));
}

/** True when one of the parts is a surface to rest things on (named, or a default one). */
function hasSurface(parts: readonly ScenePart[], surfaces: readonly string[] | undefined): boolean {
  return surfaceParts(parts, surfaces ?? DEFAULT_SURFACES).length > 0;
}

/** Where things rest on `parts`: the top of its surface parts (by name suffix), else its top. */
function restingTop(parts: readonly ScenePart[], surfaces: readonly string[] | undefined): Bounds {
  const named = surfaces ? surfaceParts(parts, surfaces) : [];
  return partsBounds(named.length > 0 ? named : parts);
}

const DEFAULT_SURFACES = ['top', 'seat', 'mattress', 'cushion', 'body', 'plate'];

/**
 * Places `other` relative to `main` (both resting and centred): `under` → main stands on
 * other; `on` → other stands on main; `with` → other on main when it is much smaller and
 * main has a surface, else beside; `beside` → to the right with a gap; `behind` / `front` →
 * behind (−z) or in front of (+z) main, with a gap; `around` → main inside other, centred
 * on its floor and shrunk to fit its opening when larger.
 */
export function arrangePair(
  main: readonly ScenePart[],
  other: readonly ScenePart[],
  relation: Relation,
  otherSurfaces: readonly string[] | undefined,
  mainSurfaces: readonly string[] | undefined,
): ScenePart[] {
  const a = partsBounds(main);
  const b = partsBounds(other);
  const size = (x: Bounds) => Math.max(x.max[0] - x.min[0], x.max[2] - x.min[2]);
  const stack = (
    base: readonly ScenePart[],
    top: readonly ScenePart[],
    surfaces?: readonly string[],
  ) => {
    const s = restingTop(base, surfaces ?? DEFAULT_SURFACES);
    const cx = (s.min[0] + s.max[0]) / 2;
    const cz = (s.min[2] + s.max[2]) / 2;
    return [...base, ...shift(top, cx, s.max[1], cz)];
  };
  const gapOf = () => 0.15 * Math.max(size(a), size(b));
  if (relation === 'behind') return [...main, ...shift(other, 0, 0, a.min[2] - b.max[2] - gapOf())];
  if (relation === 'front') return [...main, ...shift(other, 0, 0, a.max[2] - b.min[2] + gapOf())];
  const within = (floorShare: number, heightShare: number) => {
    // Main centred in other's footprint, no wider than 70 % of it and no taller than
    // `heightShare` of it, resting `floorShare` of its height above its base.
    const ah = a.max[1] - a.min[1];
    const bh = b.max[1] - b.min[1];
    const fit = Math.min(1, (size(b) * 0.7) / Math.max(size(a), 1e-6), (bh * heightShare) / ah);
    const inside = fit < 1 ? restAndCentre(main, fit) : [...main];
    const floor = b.min[1] + bh * floorShare;
    const cx = (b.min[0] + b.max[0]) / 2;
    const cz = (b.min[2] + b.max[2]) / 2;
    return [...other, ...shift(inside, cx, floor, cz)];
  };
  if (relation === 'around') return within(0.08, 1.5);
  // "a basket of apples": the contents fill the container, no wider than 70 % of its opening,
  // the top third of them showing above its rim (on a flat plate they rest on it).
  if (relation === 'in') {
    // The rim is the top of the body (a basket's handle rises above it).
    const body = restingTop(main, mainSurfaces ?? DEFAULT_SURFACES);
    const ah = body.max[1] - a.min[1];
    const bh = b.max[1] - b.min[1];
    const fit = Math.min(1, (size(body) * 0.7) / Math.max(size(b), 1e-6), (ah * 0.9) / bh);
    const contents = fit < 1 ? restAndCentre(other, fit) : [...other];
    const floor = Math.max(a.min[1] + ah * 0.1, body.max[1] - bh * fit * 0.65);
    const cx = (body.min[0] + body.max[0]) / 2;
    const cz = (body.min[2] + body.max[2]) / 2;
    return [...main, ...shift(contents, cx, floor, cz)];
  }
  // "a cat under a table": the cat between the table's legs, below its top.
  if (relation === 'on' && size(b) >= size(a)) return within(0, 0.6);
  if (relation === 'under' && size(b) > size(a) * 0.6) return stack(other, main, otherSurfaces);
  // "with" rests the smaller thing on a surface the main one has ("a table with a lamp");
  // a thing with none (a house, a tree) has it beside (session 26: "a house with a fence"
  // put the fence on the roof).
  if (relation === 'on' && size(a) > size(b) * 1.6) return stack(main, other, mainSurfaces);
  if (relation === 'with' && size(a) > size(b) * 1.6 && hasSurface(main, mainSurfaces))
    return stack(main, other, mainSurfaces);
  const gap = 0.15 * Math.max(size(a), size(b));
  return [...main, ...shift(other, a.max[0] - b.min[0] + gap, 0, 0)];
}
