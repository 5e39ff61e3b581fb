/**
 * GLB → binary STL, for slicers: millimetres, +Z up (the usual conventions of 3D printing),
 * every part's triangles in one solid.
 *
 * The GLB splits vertices at UV seams and hard edges; STL has no vertices to share, so
 * corners are welded by exact position first: the triangles then meet edge to edge exactly
 * as the GLB's closed surfaces do, and triangles that collapse to a line or point when
 * welded are left out. Facet normals are those of the (outward, counter-clockwise) winding.
 */
import type { ModelGeometry } from './model.ts';

/** Metres → millimetres. */
const SCALE = 1000;

const HEADER = 'VoxMesh binary STL, millimetres, +Z up';

interface Welded {
  /** xyz per welded vertex, millimetres, +Z up. */
  points: Float32Array;
  /** Three welded-vertex indices per kept triangle. */
  triangles: Uint32Array;
}

/** Every part's triangles on shared, position-welded vertices (STL's frame). */
export function weldByPosition(model: ModelGeometry): Welded {
  const index = new Map<string, number>();
  const points: number[] = [];
  const triangles: number[] = [];
  const bits = new Uint32Array(3);
  const f = new Float32Array(bits.buffer);
  for (const part of model.parts) {
    const p = part.positions;
    const local = new Int32Array(p.length / 3);
    for (let i = 0; i < local.length; i++) {
      // glTF +Y up → +Z up: (x, y, z) → (x, −z, y), a rotation, so the winding is kept.
      f[0] = p[i * 3]! * SCALE;
      f[1] = -p[i * 3 + 2]! * SCALE;
      f[2] = p[i * 3 + 1]! * SCALE;
      const key = `${bits[0]} ${bits[1]} ${bits[2]}`;
      let k = index.get(key);
      if (k === undefined) {
        k = points.length / 3;
        index.set(key, k);
        points.push(f[0], f[1], f[2]);
      }
      local[i] = k;
    }
    const idx = part.indices;
    for (let t = 0; t + 2 < idx.length; t += 3) {
      const a = local[idx[t]!]!;
      const b = local[idx[t + 1]!]!;
      const c = local[idx[t + 2]!]!;
      if (a === b || b === c || a === c) continue;
      triangles.push(a, b, c);
    }
  }
  return { points: Float32Array.from(points), triangles: Uint32Array.from(triangles) };
}

export function exportStl(model: ModelGeometry): Uint8Array {
  const { points, triangles } = weldByPosition(model);
  const count = triangles.length / 3;
  const out = new Uint8Array(84 + 50 * count);
  const view = new DataView(out.buffer);
  for (let i = 0; i < HEADER.length; i++) out[i] = HEADER.charCodeAt(i);
  view.setUint32(80, count, true);
  let o = 84;
  for (let t = 0; t < count; t++) {
    const a = triangles[t * 3]! * 3;
    const b = triangles[t * 3 + 1]! * 3;
    const c = triangles[t * 3 + 2]! * 3;
    const ux = points[b]! - points[a]!;
    const uy = points[b + 1]! - points[a + 1]!;
    const uz = points[b + 2]! - points[a + 2]!;
    const vx = points[c]! - points[a]!;
    const vy = points[c + 1]! - points[a + 1]!;
    const vz = points[c + 2]! - points[a + 2]!;
    let nx = uy * vz - uz * vy;
    let ny = uz * vx - ux * vz;
    let nz = ux * vy - uy * vx;
    const len = Math.hypot(nx, ny, nz);
    if (len > 0) {
      nx /= len;
      ny /= len;
      nz /= len;
    }
    view.setFloat32(o, nx, true);
    view.setFloat32(o + 4, ny, true);
    view.setFloat32(o + 8, nz, true);
    o += 12;
    for (const v of [a, b, c]) {
      view.setFloat32(o, points[v]!, true);
      view.setFloat32(o + 4, points[v + 1]!, true);
      view.setFloat32(o + 8, points[v + 2]!, true);
      o += 12;
    }
    view.setUint16(o, 0, true);
    o += 2;
  }
  return out;
}
