/** Small measurements and clean-ups on `MeshData` (indexed triangles, metres). */
import type { MeshData } from '../scene.ts';

export interface Bounds {
  min: [number, number, number];
  max: [number, number, number];
}

/** Signed volume (m³): positive when the triangles wind counter-clockwise seen from outside. */
export function signedVolume(positions: ArrayLike<number>, indices: ArrayLike<number>): number {
  let sum = 0;
  for (let t = 0; t + 2 < indices.length; t += 3) {
    const a = indices[t]! * 3;
    const b = indices[t + 1]! * 3;
    const c = indices[t + 2]! * 3;
    const ax = positions[a]!;
    const ay = positions[a + 1]!;
    const az = positions[a + 2]!;
    const bx = positions[b]!;
    const by = positions[b + 1]!;
    const bz = positions[b + 2]!;
    const cx = positions[c]!;
    const cy = positions[c + 1]!;
    const cz = positions[c + 2]!;
    sum += ax * (by * cz - bz * cy) + ay * (bz * cx - bx * cz) + az * (bx * cy - by * cx);
  }
  return sum / 6;
}

export function boundsOf(positions: ArrayLike<number>): Bounds {
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i + 2 < positions.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      const v = positions[i + k]!;
      if (v < min[k]!) min[k] = v;
      if (v > max[k]!) max[k] = v;
    }
  }
  return { min, max };
}

export function unionBounds(all: readonly Bounds[]): Bounds {
  const out: Bounds = {
    min: [Infinity, Infinity, Infinity],
    max: [-Infinity, -Infinity, -Infinity],
  };
  for (const b of all) {
    for (let k = 0; k < 3; k++) {
      out.min[k] = Math.min(out.min[k]!, b.min[k]!);
      out.max[k] = Math.max(out.max[k]!, b.max[k]!);
    }
  }
  return out;
}

/** Reverses every triangle (a new mesh sharing the positions). */
export function flipWinding(mesh: MeshData): MeshData {
  const indices = new Uint32Array(mesh.indices.length);
  for (let t = 0; t + 2 < mesh.indices.length; t += 3) {
    indices[t] = mesh.indices[t]!;
    indices[t + 1] = mesh.indices[t + 2]!;
    indices[t + 2] = mesh.indices[t + 1]!;
  }
  return { positions: mesh.positions, indices };
}

/** The mesh itself when its signed volume is ≥ 0, else a flipped copy. */
export function orientOutward(mesh: MeshData): MeshData {
  return signedVolume(mesh.positions, mesh.indices) < 0 ? flipWinding(mesh) : mesh;
}

/**
 * Merges vertices whose positions fall in the same cell of a `tolerance` grid (exactly equal
 * positions when `tolerance` is 0), drops unused vertices and triangles that become
 * degenerate. Deterministic: vertices keep the order of their first use.
 */
export function weldVertices(mesh: MeshData, tolerance = 0): MeshData {
  const { positions, indices } = mesh;
  const count = Math.floor(positions.length / 3);
  const remap = new Int32Array(count).fill(-1);
  const keyToIndex = new Map<string, number>();
  const inv = tolerance > 0 ? 1 / tolerance : 0;
  const out: number[] = [];
  const keyOf = (v: number): string => {
    const x = positions[v * 3]!;
    const y = positions[v * 3 + 1]!;
    const z = positions[v * 3 + 2]!;
    if (inv === 0) return `${x},${y},${z}`;
    return `${Math.round(x * inv)},${Math.round(y * inv)},${Math.round(z * inv)}`;
  };
  const tris: number[] = [];
  for (let t = 0; t + 2 < indices.length; t += 3) {
    const corner = [0, 0, 0];
    for (let k = 0; k < 3; k++) {
      const v = indices[t + k]!;
      let r = remap[v]!;
      if (r < 0) {
        const key = keyOf(v);
        const found = keyToIndex.get(key);
        if (found === undefined) {
          r = out.length / 3;
          keyToIndex.set(key, r);
          out.push(positions[v * 3]!, positions[v * 3 + 1]!, positions[v * 3 + 2]!);
        } else {
          r = found;
        }
        remap[v] = r;
      }
      corner[k] = r;
    }
    const [a, b, c] = corner as [number, number, number];
    if (a !== b && b !== c && a !== c) tris.push(a, b, c);
  }
  return { positions: Float32Array.from(out), indices: Uint32Array.from(tris) };
}

/** A copy moved by (dx, dy, dz). */
export function translateMesh(mesh: MeshData, dx: number, dy: number, dz: number): MeshData {
  const positions = new Float32Array(mesh.positions.length);
  for (let i = 0; i + 2 < positions.length; i += 3) {
    positions[i] = mesh.positions[i]! + dx;
    positions[i + 1] = mesh.positions[i + 1]! + dy;
    positions[i + 2] = mesh.positions[i + 2]! + dz;
  }
  return { positions, indices: mesh.indices };
}
