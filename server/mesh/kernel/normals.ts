/**
 * Vertex normals smoothed across soft edges and split at hard ones: each triangle corner
 * averages (angle-weighted) the normals of the faces around its vertex that lie within
 * `hardAngleDeg` of its own face; corners that end up with the same normal share a vertex.
 */
import type { MeshData } from '../scene.ts';

export interface ShadedMesh {
  positions: Float32Array;
  normals: Float32Array;
  indices: Uint32Array;
  /** Per triangle, bit k set when the edge from corner k to corner k+1 is hard (or open). */
  hardEdges: Uint8Array;
}

export const DEFAULT_HARD_ANGLE_DEG = 40;

export function shadeMesh(mesh: MeshData, hardAngleDeg = DEFAULT_HARD_ANGLE_DEG): ShadedMesh {
  const { positions, indices } = mesh;
  const nv = Math.floor(positions.length / 3);
  const nf = Math.floor(indices.length / 3);
  const cosHard = Math.cos((hardAngleDeg * Math.PI) / 180);
  const faceN = new Float64Array(nf * 3);
  const cornerAngle = new Float64Array(nf * 3);
  for (let f = 0; f < nf; f++) faceGeometry(positions, indices, f, faceN, cornerAngle);

  // Corners around each vertex (CSR).
  const start = new Int32Array(nv + 1);
  for (let c = 0; c < nf * 3; c++) start[indices[c]! + 1]!++;
  for (let v = 0; v < nv; v++) start[v + 1]! += start[v]!;
  const fill = start.slice(0, nv);
  const corners = new Int32Array(nf * 3);
  for (let c = 0; c < nf * 3; c++) corners[fill[indices[c]!]!++] = c;

  const outPos: number[] = [];
  const outNrm: number[] = [];
  const outIdx = new Uint32Array(nf * 3);
  const vertexOut: number[] = []; // output vertices of the current input vertex
  for (let v = 0; v < nv; v++) {
    vertexOut.length = 0;
    for (let i = start[v]!; i < start[v + 1]!; i++) {
      const c = corners[i]!;
      const f = (c / 3) | 0;
      let sx = 0;
      let sy = 0;
      let sz = 0;
      for (let j = start[v]!; j < start[v + 1]!; j++) {
        const c2 = corners[j]!;
        const f2 = (c2 / 3) | 0;
        const d =
          faceN[f * 3]! * faceN[f2 * 3]! +
          faceN[f * 3 + 1]! * faceN[f2 * 3 + 1]! +
          faceN[f * 3 + 2]! * faceN[f2 * 3 + 2]!;
        if (f2 !== f && d < cosHard) continue;
        const w = cornerAngle[c2]!;
        sx += faceN[f2 * 3]! * w;
        sy += faceN[f2 * 3 + 1]! * w;
        sz += faceN[f2 * 3 + 2]! * w;
      }
      let len = Math.hypot(sx, sy, sz);
      if (len < 1e-12) {
        sx = faceN[f * 3]!;
        sy = faceN[f * 3 + 1]!;
        sz = faceN[f * 3 + 2]!;
        len = Math.hypot(sx, sy, sz);
        if (len < 1e-12) {
          sx = 0;
          sy = 1;
          sz = 0;
          len = 1;
        }
      }
      const nx = Math.fround(sx / len);
      const ny = Math.fround(sy / len);
      const nz = Math.fround(sz / len);
      let out = -1;
      for (const o of vertexOut) {
        if (outNrm[o * 3] === nx && outNrm[o * 3 + 1] === ny && outNrm[o * 3 + 2] === nz) {
          out = o;
          break;
        }
      }
      if (out < 0) {
        out = outPos.length / 3;
        outPos.push(positions[v * 3]!, positions[v * 3 + 1]!, positions[v * 3 + 2]!);
        outNrm.push(nx, ny, nz);
        vertexOut.push(out);
      }
      outIdx[c] = out;
    }
  }
  return renumber(
    Float32Array.from(outPos),
    Float32Array.from(outNrm),
    outIdx,
    hardEdgeFlags(indices, nv, faceN, cosHard),
  );
}

/** Unit face normal into `faceN`, interior corner angles into `angles`. */
function faceGeometry(
  p: ArrayLike<number>,
  idx: ArrayLike<number>,
  f: number,
  faceN: Float64Array,
  angles: Float64Array,
): void {
  const a = idx[f * 3]! * 3;
  const b = idx[f * 3 + 1]! * 3;
  const c = idx[f * 3 + 2]! * 3;
  const abx = p[b]! - p[a]!;
  const aby = p[b + 1]! - p[a + 1]!;
  const abz = p[b + 2]! - p[a + 2]!;
  const acx = p[c]! - p[a]!;
  const acy = p[c + 1]! - p[a + 1]!;
  const acz = p[c + 2]! - p[a + 2]!;
  const bcx = p[c]! - p[b]!;
  const bcy = p[c + 1]! - p[b + 1]!;
  const bcz = p[c + 2]! - p[b + 2]!;
  const nx = aby * acz - abz * acy;
  const ny = abz * acx - abx * acz;
  const nz = abx * acy - aby * acx;
  const len = Math.hypot(nx, ny, nz);
  if (len > 0) {
    faceN[f * 3] = nx / len;
    faceN[f * 3 + 1] = ny / len;
    faceN[f * 3 + 2] = nz / len;
  }
  const angle = (ux: number, uy: number, uz: number, vx: number, vy: number, vz: number) => {
    const lu = Math.hypot(ux, uy, uz);
    const lv = Math.hypot(vx, vy, vz);
    if (lu === 0 || lv === 0) return 0;
    const d = (ux * vx + uy * vy + uz * vz) / (lu * lv);
    return Math.acos(Math.max(-1, Math.min(1, d)));
  };
  angles[f * 3] = angle(abx, aby, abz, acx, acy, acz);
  angles[f * 3 + 1] = angle(-abx, -aby, -abz, bcx, bcy, bcz);
  angles[f * 3 + 2] = angle(-acx, -acy, -acz, -bcx, -bcy, -bcz);
}

function hardEdgeFlags(
  indices: ArrayLike<number>,
  nv: number,
  faceN: Float64Array,
  cosHard: number,
): Uint8Array {
  const nf = Math.floor(indices.length / 3);
  const byEdge = new Map<number, number>();
  for (let f = 0; f < nf; f++) {
    for (let k = 0; k < 3; k++) {
      byEdge.set(indices[f * 3 + k]! * nv + indices[f * 3 + ((k + 1) % 3)]!, f);
    }
  }
  const flags = new Uint8Array(nf);
  for (let f = 0; f < nf; f++) {
    for (let k = 0; k < 3; k++) {
      const other = byEdge.get(indices[f * 3 + ((k + 1) % 3)]! * nv + indices[f * 3 + k]!);
      const hard =
        other === undefined ||
        faceN[f * 3]! * faceN[other * 3]! +
          faceN[f * 3 + 1]! * faceN[other * 3 + 1]! +
          faceN[f * 3 + 2]! * faceN[other * 3 + 2]! <
          cosHard;
      if (hard) flags[f]! |= 1 << k;
    }
  }
  return flags;
}

/** Orders vertices by first use in the index list (better locality, stable output). */
function renumber(
  positions: Float32Array,
  normals: Float32Array,
  indices: Uint32Array,
  hardEdges: Uint8Array,
): ShadedMesh {
  const n = positions.length / 3;
  const map = new Int32Array(n).fill(-1);
  const pos = new Float32Array(positions.length);
  const nrm = new Float32Array(normals.length);
  const idx = new Uint32Array(indices.length);
  let next = 0;
  for (let i = 0; i < indices.length; i++) {
    const v = indices[i]!;
    let r = map[v]!;
    if (r < 0) {
      r = next++;
      map[v] = r;
      pos.set(positions.subarray(v * 3, v * 3 + 3), r * 3);
      nrm.set(normals.subarray(v * 3, v * 3 + 3), r * 3);
    }
    idx[i] = r;
  }
  return {
    positions: pos.slice(0, next * 3),
    normals: nrm.slice(0, next * 3),
    indices: idx,
    hardEdges,
  };
}
