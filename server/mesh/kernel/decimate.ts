/**
 * Deterministic quadric-error edge-collapse simplification (Garland–Heckbert) over several
 * meshes at once, so a triangle budget is spent where it matters most across the scene.
 *
 * - One heap for all meshes: the cheapest collapse anywhere goes first; ties break on
 *   vertex ids, so the same input always gives the same output.
 * - A collapse is refused when it would make the surface non-manifold (link condition), flip
 *   or squash a neighbouring triangle, or take a mesh below its floor of triangles.
 * - Vertices on open or non-manifold edges stay where they are.
 * - If the budget still isn't met (pathological input), a grid clustering pass forces it.
 */
import type { MeshData } from '../scene.ts';

export interface DecimateOptions {
  /** Target for the sum of triangles over all meshes. */
  maxTriangles: number;
  /** No mesh goes below min(its own count, this). Default 24. */
  minTrianglesPerMesh?: number;
}

/** Simplified copies (a mesh under budget is returned as is when the total already fits). */
export function decimateMeshes(meshes: readonly MeshData[], opts: DecimateOptions): MeshData[] {
  const total = meshes.reduce((n, m) => n + Math.floor(m.indices.length / 3), 0);
  if (total <= opts.maxTriangles) return [...meshes];
  const state = new CollapseState(meshes, opts.minTrianglesPerMesh ?? 24);
  state.run(opts.maxTriangles);
  let out = state.result();
  if (out.reduce((n, m) => n + m.indices.length / 3, 0) > opts.maxTriangles) {
    out = clusterToBudget(out, opts.maxTriangles);
  }
  return out;
}

const MAX_NORMAL_TURN = 0.2; // reject collapses that turn a face normal past ~78°

class CollapseState {
  private readonly pos: Float64Array;
  private readonly quad: Float64Array;
  private readonly faces: Int32Array;
  private readonly faceAlive: Uint8Array;
  private readonly vertFaces: number[][];
  private readonly vertAlive: Uint8Array;
  private readonly vertLocked: Uint8Array;
  private readonly vertMesh: Int32Array;
  private readonly version: Int32Array;
  private readonly mark: Int32Array;
  private markStamp = 0;
  private readonly meshTris: number[];
  private readonly meshFloor: number[];
  private readonly meshVertStart: number[];
  private readonly meshFaceStart: number[];
  private liveTris = 0;
  private readonly heap = new EdgeHeap();
  private readonly target = new Float64Array(3);
  private readonly sum = new Float64Array(10);

  constructor(meshes: readonly MeshData[], floor: number) {
    let nv = 0;
    let nf = 0;
    this.meshVertStart = [];
    this.meshFaceStart = [];
    for (const m of meshes) {
      this.meshVertStart.push(nv);
      this.meshFaceStart.push(nf);
      nv += m.positions.length / 3;
      nf += Math.floor(m.indices.length / 3);
    }
    this.meshVertStart.push(nv);
    this.meshFaceStart.push(nf);
    this.pos = new Float64Array(nv * 3);
    this.quad = new Float64Array(nv * 10);
    this.faces = new Int32Array(nf * 3);
    this.faceAlive = new Uint8Array(nf).fill(1);
    this.vertFaces = Array.from({ length: nv }, () => []);
    this.vertAlive = new Uint8Array(nv).fill(1);
    this.vertLocked = new Uint8Array(nv);
    this.vertMesh = new Int32Array(nv);
    this.version = new Int32Array(nv);
    this.mark = new Int32Array(nv);
    this.meshTris = [];
    this.meshFloor = [];
    meshes.forEach((m, mi) => {
      const v0 = this.meshVertStart[mi]!;
      const f0 = this.meshFaceStart[mi]!;
      this.pos.set(m.positions, v0 * 3);
      this.vertMesh.fill(mi, v0, this.meshVertStart[mi + 1]!);
      const tris = Math.floor(m.indices.length / 3);
      for (let i = 0; i < tris * 3; i++) this.faces[f0 * 3 + i] = m.indices[i]! + v0;
      this.meshTris.push(tris);
      this.meshFloor.push(Math.min(tris, floor));
      this.liveTris += tris;
    });
    for (let f = 0; f < nf; f++) {
      for (let k = 0; k < 3; k++) this.vertFaces[this.faces[f * 3 + k]!]!.push(f);
      this.addFaceQuadric(f);
    }
    this.lockOpenEdges();
    this.seedHeap();
  }

  run(maxTriangles: number): void {
    while (this.liveTris > maxTriangles && this.heap.size > 0) {
      const e = this.heap.pop();
      const a = e.a;
      const b = e.b;
      if (!this.vertAlive[a] || !this.vertAlive[b]) continue;
      if (this.version[a] !== e.va || this.version[b] !== e.vb) continue;
      this.tryCollapse(a, b);
    }
  }

  result(): MeshData[] {
    const out: MeshData[] = [];
    for (let mi = 0; mi + 1 < this.meshVertStart.length; mi++) {
      const remap = new Map<number, number>();
      const positions: number[] = [];
      const indices: number[] = [];
      for (let f = this.meshFaceStart[mi]!; f < this.meshFaceStart[mi + 1]!; f++) {
        if (!this.faceAlive[f]) continue;
        for (let k = 0; k < 3; k++) {
          const v = this.faces[f * 3 + k]!;
          let r = remap.get(v);
          if (r === undefined) {
            r = positions.length / 3;
            remap.set(v, r);
            positions.push(this.pos[v * 3]!, this.pos[v * 3 + 1]!, this.pos[v * 3 + 2]!);
          }
          indices.push(r);
        }
      }
      out.push({ positions: Float32Array.from(positions), indices: Uint32Array.from(indices) });
    }
    return out;
  }

  private addFaceQuadric(f: number): void {
    const p = this.pos;
    const i0 = this.faces[f * 3]! * 3;
    const i1 = this.faces[f * 3 + 1]! * 3;
    const i2 = this.faces[f * 3 + 2]! * 3;
    const ux = p[i1]! - p[i0]!;
    const uy = p[i1 + 1]! - p[i0 + 1]!;
    const uz = p[i1 + 2]! - p[i0 + 2]!;
    const vx = p[i2]! - p[i0]!;
    const vy = p[i2 + 1]! - p[i0 + 1]!;
    const vz = p[i2 + 2]! - p[i0 + 2]!;
    let nx = uy * vz - uz * vy;
    let ny = uz * vx - ux * vz;
    let nz = ux * vy - uy * vx;
    const len = Math.hypot(nx, ny, nz);
    if (len === 0) return;
    const area = len / 2;
    nx /= len;
    ny /= len;
    nz /= len;
    const d = -(nx * p[i0]! + ny * p[i0 + 1]! + nz * p[i0 + 2]!);
    for (let k = 0; k < 3; k++) {
      addPlane(this.quad, this.faces[f * 3 + k]! * 10, nx, ny, nz, d, area);
    }
  }

  /** Vertices on an edge used by one face or by more than two cannot move. */
  private lockOpenEdges(): void {
    const count = new Map<number, number>();
    const nv = this.vertAlive.length;
    for (let f = 0; f < this.faceAlive.length; f++) {
      for (let k = 0; k < 3; k++) {
        const a = this.faces[f * 3 + k]!;
        const b = this.faces[f * 3 + ((k + 1) % 3)]!;
        const key = a < b ? a * nv + b : b * nv + a;
        count.set(key, (count.get(key) ?? 0) + 1);
      }
    }
    for (const [key, n] of count) {
      if (n === 2) continue;
      const a = Math.floor(key / nv);
      this.vertLocked[a] = 1;
      this.vertLocked[key - a * nv] = 1;
    }
  }

  private seedHeap(): void {
    // Each interior edge appears once in each direction; open edges have both ends locked.
    for (let f = 0; f < this.faceAlive.length; f++) {
      for (let k = 0; k < 3; k++) {
        const a = this.faces[f * 3 + k]!;
        const b = this.faces[f * 3 + ((k + 1) % 3)]!;
        if (a < b) this.pushEdge(a, b);
      }
    }
  }

  private pushEdge(a: number, b: number): void {
    if (this.vertLocked[a] && this.vertLocked[b]) return;
    const cost = this.placeTarget(a, b);
    this.heap.push(cost, a, b, this.version[a]!, this.version[b]!);
  }

  /** Puts the collapse position in `this.target` and returns its quadric error. */
  private placeTarget(a: number, b: number): number {
    const q = this.quad;
    const s = this.sum;
    for (let i = 0; i < 10; i++) s[i] = q[a * 10 + i]! + q[b * 10 + i]!;
    const p = this.pos;
    const t = this.target;
    if (this.vertLocked[a] || this.vertLocked[b]) {
      const v = this.vertLocked[a] ? a : b;
      t[0] = p[v * 3]!;
      t[1] = p[v * 3 + 1]!;
      t[2] = p[v * 3 + 2]!;
      return quadricError(s, t[0], t[1], t[2]);
    }
    if (solveQuadric(s, t)) {
      // Accept the optimum only near the edge (ill-conditioned systems wander off).
      const mx = (p[a * 3]! + p[b * 3]!) / 2;
      const my = (p[a * 3 + 1]! + p[b * 3 + 1]!) / 2;
      const mz = (p[a * 3 + 2]! + p[b * 3 + 2]!) / 2;
      const len = Math.hypot(
        p[a * 3]! - p[b * 3]!,
        p[a * 3 + 1]! - p[b * 3 + 1]!,
        p[a * 3 + 2]! - p[b * 3 + 2]!,
      );
      if (Math.hypot(t[0]! - mx, t[1]! - my, t[2]! - mz) <= len) {
        return Math.max(0, quadricError(s, t[0]!, t[1]!, t[2]!));
      }
    }
    let best = Infinity;
    let bx = 0;
    let by = 0;
    let bz = 0;
    for (let k = 0; k < 3; k++) {
      const w = k === 0 ? 0 : k === 1 ? 1 : 0.5;
      const x = p[a * 3]! * (1 - w) + p[b * 3]! * w;
      const y = p[a * 3 + 1]! * (1 - w) + p[b * 3 + 1]! * w;
      const z = p[a * 3 + 2]! * (1 - w) + p[b * 3 + 2]! * w;
      const err = quadricError(s, x, y, z);
      if (err < best) {
        best = err;
        bx = x;
        by = y;
        bz = z;
      }
    }
    t[0] = bx;
    t[1] = by;
    t[2] = bz;
    return Math.max(0, best);
  }

  private tryCollapse(a: number, b: number): void {
    const mesh = this.vertMesh[a]!;
    if (this.meshTris[mesh]! - 2 < this.meshFloor[mesh]!) return;
    if (this.vertLocked[a] && this.vertLocked[b]) return;
    // Keep the locked vertex (if any) as the survivor.
    let keep = a;
    let drop = b;
    if (this.vertLocked[b]) {
      keep = b;
      drop = a;
    }
    this.placeTarget(keep, drop);
    const tx = this.target[0]!;
    const ty = this.target[1]!;
    const tz = this.target[2]!;
    if (!this.linkConditionHolds(keep, drop)) return;
    if (!this.movesCleanly(keep, drop, tx, ty, tz) || !this.movesCleanly(drop, keep, tx, ty, tz)) {
      return;
    }
    // Apply.
    this.pos[keep * 3] = tx;
    this.pos[keep * 3 + 1] = ty;
    this.pos[keep * 3 + 2] = tz;
    for (let i = 0; i < 10; i++) this.quad[keep * 10 + i]! += this.quad[drop * 10 + i]!;
    const keepFaces = this.vertFaces[keep]!;
    for (const f of this.vertFaces[drop]!) {
      if (!this.faceAlive[f]) continue;
      let hasKeep = false;
      for (let k = 0; k < 3; k++) if (this.faces[f * 3 + k] === keep) hasKeep = true;
      if (hasKeep) {
        this.faceAlive[f] = 0;
        this.meshTris[mesh]!--;
        this.liveTris--;
      } else {
        for (let k = 0; k < 3; k++)
          if (this.faces[f * 3 + k] === drop) this.faces[f * 3 + k] = keep;
        keepFaces.push(f);
      }
    }
    let live = 0;
    for (const f of keepFaces) if (this.faceAlive[f]) keepFaces[live++] = f;
    keepFaces.length = live;
    this.vertFaces[drop] = [];
    this.vertAlive[drop] = 0;
    this.version[keep]!++;
    this.version[drop]!++;
    for (const n of this.neighbours(keep)) {
      if (n < keep) this.pushEdge(n, keep);
      else this.pushEdge(keep, n);
    }
  }

  private neighbours(v: number): number[] {
    const stamp = ++this.markStamp;
    const out: number[] = [];
    for (const f of this.vertFaces[v]!) {
      for (let k = 0; k < 3; k++) {
        const n = this.faces[f * 3 + k]!;
        if (n !== v && this.mark[n] !== stamp) {
          this.mark[n] = stamp;
          out.push(n);
        }
      }
    }
    out.sort((x, y) => x - y);
    return out;
  }

  /** An interior edge may collapse only if its endpoints share exactly two neighbours. */
  private linkConditionHolds(a: number, b: number): boolean {
    const stamp = ++this.markStamp;
    for (const f of this.vertFaces[a]!) {
      if (!this.faceAlive[f]) continue;
      for (let k = 0; k < 3; k++) this.mark[this.faces[f * 3 + k]!] = stamp;
    }
    const seen = ++this.markStamp;
    let shared = 0;
    let sharedFaces = 0;
    for (const f of this.vertFaces[b]!) {
      if (!this.faceAlive[f]) continue;
      let hasA = false;
      for (let k = 0; k < 3; k++) {
        const n = this.faces[f * 3 + k]!;
        if (n === a) hasA = true;
        if (n !== a && n !== b && this.mark[n] === stamp) {
          this.mark[n] = seen;
          shared++;
        }
      }
      if (hasA) sharedFaces++;
    }
    return sharedFaces === 2 && shared === 2;
  }

  /** Moving `v` to t must not flip or flatten any face of v that does not contain `other`. */
  private movesCleanly(v: number, other: number, tx: number, ty: number, tz: number): boolean {
    const p = this.pos;
    for (const f of this.vertFaces[v]!) {
      if (!this.faceAlive[f]) continue;
      let k = 0;
      let hasOther = false;
      for (let j = 0; j < 3; j++) {
        const n = this.faces[f * 3 + j]!;
        if (n === v) k = j;
        if (n === other) hasOther = true;
      }
      if (hasOther) continue;
      const i1 = this.faces[f * 3 + ((k + 1) % 3)]! * 3;
      const i2 = this.faces[f * 3 + ((k + 2) % 3)]! * 3;
      const i0 = v * 3;
      // old normal
      const ox = cross(p, i0, i1, i2, 0);
      const oy = cross(p, i0, i1, i2, 1);
      const oz = cross(p, i0, i1, i2, 2);
      // new normal with v at t
      const ux = p[i1]! - tx;
      const uy = p[i1 + 1]! - ty;
      const uz = p[i1 + 2]! - tz;
      const wx = p[i2]! - tx;
      const wy = p[i2 + 1]! - ty;
      const wz = p[i2 + 2]! - tz;
      const nx = uy * wz - uz * wy;
      const ny = uz * wx - ux * wz;
      const nz = ux * wy - uy * wx;
      const lo = Math.hypot(ox, oy, oz);
      const ln = Math.hypot(nx, ny, nz);
      if (ln <= lo * 1e-3 || ln === 0) return false;
      if ((ox * nx + oy * ny + oz * nz) / (lo * ln) < MAX_NORMAL_TURN) return false;
    }
    return true;
  }
}

function cross(p: Float64Array, i0: number, i1: number, i2: number, axis: number): number {
  const ux = p[i1]! - p[i0]!;
  const uy = p[i1 + 1]! - p[i0 + 1]!;
  const uz = p[i1 + 2]! - p[i0 + 2]!;
  const vx = p[i2]! - p[i0]!;
  const vy = p[i2 + 1]! - p[i0 + 1]!;
  const vz = p[i2 + 2]! - p[i0 + 2]!;
  if (axis === 0) return uy * vz - uz * vy;
  if (axis === 1) return uz * vx - ux * vz;
  return ux * vy - uy * vx;
}

/** Adds w·(plane plane^T) to the symmetric 4×4 quadric stored as 10 numbers at `o`. */
function addPlane(
  q: Float64Array,
  o: number,
  a: number,
  b: number,
  c: number,
  d: number,
  w: number,
) {
  q[o]! += w * a * a;
  q[o + 1]! += w * a * b;
  q[o + 2]! += w * a * c;
  q[o + 3]! += w * a * d;
  q[o + 4]! += w * b * b;
  q[o + 5]! += w * b * c;
  q[o + 6]! += w * b * d;
  q[o + 7]! += w * c * c;
  q[o + 8]! += w * c * d;
  q[o + 9]! += w * d * d;
}

function quadricError(q: Float64Array, x: number, y: number, z: number): number {
  return (
    q[0]! * x * x +
    2 * q[1]! * x * y +
    2 * q[2]! * x * z +
    2 * q[3]! * x +
    q[4]! * y * y +
    2 * q[5]! * y * z +
    2 * q[6]! * y +
    q[7]! * z * z +
    2 * q[8]! * z +
    q[9]!
  );
}

/** Minimises the quadric: solves A·p = −b (Cramer). False when A is near singular. */
function solveQuadric(q: Float64Array, out: Float64Array): boolean {
  const a00 = q[0]!;
  const a01 = q[1]!;
  const a02 = q[2]!;
  const a11 = q[4]!;
  const a12 = q[5]!;
  const a22 = q[7]!;
  const b0 = -q[3]!;
  const b1 = -q[6]!;
  const b2 = -q[8]!;
  const c00 = a11 * a22 - a12 * a12;
  const c01 = a02 * a12 - a01 * a22;
  const c02 = a01 * a12 - a02 * a11;
  const det = a00 * c00 + a01 * c01 + a02 * c02;
  const scale = Math.abs(a00) + Math.abs(a11) + Math.abs(a22);
  if (!(Math.abs(det) > 1e-9 * scale * scale * scale) || scale === 0) return false;
  const c11 = a00 * a22 - a02 * a02;
  const c12 = a01 * a02 - a00 * a12;
  const c22 = a00 * a11 - a01 * a01;
  out[0] = (c00 * b0 + c01 * b1 + c02 * b2) / det;
  out[1] = (c01 * b0 + c11 * b1 + c12 * b2) / det;
  out[2] = (c02 * b0 + c12 * b1 + c22 * b2) / det;
  return Number.isFinite(out[0]!) && Number.isFinite(out[1]!) && Number.isFinite(out[2]!);
}

/**
 * Min-heap of candidate collapses ordered by cost, ties by insertion order (itself
 * deterministic). Entries are never removed early: stale ones are skipped when popped.
 */
class EdgeHeap {
  private keys = new Float64Array(1024);
  private ids = new Int32Array(1024);
  private ea = new Int32Array(1024);
  private eb = new Int32Array(1024);
  private va = new Int32Array(1024);
  private vb = new Int32Array(1024);
  private nextId = 0;
  size = 0;
  private readonly top = { a: 0, b: 0, va: 0, vb: 0 };

  push(cost: number, a: number, b: number, va: number, vb: number): void {
    if (this.nextId === this.ea.length) this.growEntries();
    if (this.size === this.keys.length) this.growHeap();
    const id = this.nextId++;
    this.ea[id] = a;
    this.eb[id] = b;
    this.va[id] = va;
    this.vb[id] = vb;
    const keys = this.keys;
    const ids = this.ids;
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (keys[parent]! <= cost) break;
      keys[i] = keys[parent]!;
      ids[i] = ids[parent]!;
      i = parent;
    }
    keys[i] = cost;
    ids[i] = id;
  }

  /** The cheapest entry; the returned object is reused by the next pop. */
  pop(): { a: number; b: number; va: number; vb: number } {
    const keys = this.keys;
    const ids = this.ids;
    const id0 = ids[0]!;
    const t = this.top;
    t.a = this.ea[id0]!;
    t.b = this.eb[id0]!;
    t.va = this.va[id0]!;
    t.vb = this.vb[id0]!;
    const last = --this.size;
    if (last > 0) {
      const cost = keys[last]!;
      const id = ids[last]!;
      let i = 0;
      for (;;) {
        let child = i * 2 + 1;
        if (child >= last) break;
        const right = child + 1;
        if (
          right < last &&
          (keys[right]! < keys[child]! ||
            (keys[right] === keys[child] && ids[right]! < ids[child]!))
        ) {
          child = right;
        }
        const cc = keys[child]!;
        if (cost < cc || (cost === cc && id < ids[child]!)) break;
        keys[i] = cc;
        ids[i] = ids[child]!;
        i = child;
      }
      keys[i] = cost;
      ids[i] = id;
    }
    return t;
  }

  private growHeap(): void {
    const n = this.keys.length * 2;
    const keys = new Float64Array(n);
    keys.set(this.keys);
    this.keys = keys;
    const ids = new Int32Array(n);
    ids.set(this.ids);
    this.ids = ids;
  }

  private growEntries(): void {
    const n = this.ea.length * 2;
    const grow = (arr: Int32Array): Int32Array<ArrayBuffer> => {
      const next = new Int32Array(n);
      next.set(arr);
      return next;
    };
    this.ea = grow(this.ea);
    this.eb = grow(this.eb);
    this.va = grow(this.va);
    this.vb = grow(this.vb);
  }
}

/**
 * Last resort for meshes the collapse pass could not bring under budget: snap vertices to a
 * grid, coarser until the budget holds. Drops degenerate and duplicate triangles.
 */
function clusterToBudget(meshes: readonly MeshData[], maxTriangles: number): MeshData[] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const m of meshes) {
    for (const v of m.positions) {
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
    }
  }
  let cell = Math.max(hi - lo, 1e-6) / 256;
  for (let round = 0; round < 40; round++) {
    const out = meshes.map((m) => clusterMesh(m, cell));
    if (out.reduce((n, m) => n + m.indices.length / 3, 0) <= maxTriangles) return out;
    cell *= 1.5;
  }
  return meshes.map(() => ({ positions: new Float32Array(0), indices: new Uint32Array(0) }));
}

function clusterMesh(mesh: MeshData, cell: number): MeshData {
  const key = new Map<string, number>();
  const sums: number[] = [];
  const counts: number[] = [];
  const remap = new Int32Array(mesh.positions.length / 3);
  for (let v = 0; v < remap.length; v++) {
    const x = mesh.positions[v * 3]!;
    const y = mesh.positions[v * 3 + 1]!;
    const z = mesh.positions[v * 3 + 2]!;
    const k = `${Math.floor(x / cell)},${Math.floor(y / cell)},${Math.floor(z / cell)}`;
    let id = key.get(k);
    if (id === undefined) {
      id = counts.length;
      key.set(k, id);
      sums.push(0, 0, 0);
      counts.push(0);
    }
    sums[id * 3]! += x;
    sums[id * 3 + 1]! += y;
    sums[id * 3 + 2]! += z;
    counts[id]!++;
    remap[v] = id;
  }
  const positions = new Float32Array(sums.length);
  for (let i = 0; i < counts.length; i++) {
    for (let k = 0; k < 3; k++) positions[i * 3 + k] = sums[i * 3 + k]! / counts[i]!;
  }
  const seen = new Set<string>();
  const indices: number[] = [];
  for (let t = 0; t + 2 < mesh.indices.length; t += 3) {
    const a = remap[mesh.indices[t]!]!;
    const b = remap[mesh.indices[t + 1]!]!;
    const c = remap[mesh.indices[t + 2]!]!;
    if (a === b || b === c || a === c) continue;
    const sorted = [a, b, c].sort((x, y) => x - y).join(',');
    if (seen.has(sorted)) continue;
    seen.add(sorted);
    indices.push(a, b, c);
  }
  return { positions, indices: Uint32Array.from(indices) };
}
