/**
 * The relief's surface: a triangulated outline ("cap") lifted to +h on the front and −h on
 * the back, both sharing the outline's vertices at z = 0.
 *
 * For that to be a closed 2-manifold, no cap edge may join two outline vertices unless it is
 * an outline edge itself (such a chord would exist on both sides with the same two ends and
 * be shared by four triangles), and every triangle needs a vertex off the outline. Chords
 * get a midpoint and all-outline triangles a centroid; both are interior vertices.
 */
import type { CrossSection } from 'manifold-3d';
import type { MeshData } from '../scene.ts';
import type { ManifoldScope } from '../kernel/manifold.ts';

export interface Cap {
  /** x, y per vertex. */
  xy: number[];
  /** Counter-clockwise seen from +Z. */
  indices: number[];
  onBoundary: Uint8Array;
}

/**
 * A triangulation of the outline with interior vertices about `edge` apart: the top face of
 * the outline extruded and refined by manifold-3d.
 */
export function outlineCap(scope: ManifoldScope, outline: CrossSection, edge: number): Cap {
  const slab = scope.keep(outline.extrude(edge * 0.5));
  const mesh = scope.keep(slab.refineToLength(edge)).getMesh();
  const np = mesh.numProp;
  const remap = new Map<number, number>();
  const xy: number[] = [];
  const indices: number[] = [];
  for (let t = 0; t < mesh.triVerts.length; t += 3) {
    let top = true;
    for (let k = 0; k < 3; k++) {
      if (mesh.vertProperties[mesh.triVerts[t + k]! * np + 2]! < edge * 0.25) top = false;
    }
    if (!top) continue;
    for (let k = 0; k < 3; k++) {
      const v = mesh.triVerts[t + k]!;
      let r = remap.get(v);
      if (r === undefined) {
        r = xy.length / 2;
        remap.set(v, r);
        xy.push(mesh.vertProperties[v * np]!, mesh.vertProperties[v * np + 1]!);
      }
      indices.push(r);
    }
  }
  const cap = { xy, indices, onBoundary: boundaryVertices(xy.length / 2, indices) };
  return withInteriorEverywhere(cap);
}

function edgeKey(a: number, b: number, n: number): number {
  return a < b ? a * n + b : b * n + a;
}

function edgeUses(n: number, indices: readonly number[]): Map<number, number> {
  const uses = new Map<number, number>();
  for (let t = 0; t < indices.length; t += 3) {
    for (let k = 0; k < 3; k++) {
      const key = edgeKey(indices[t + k]!, indices[t + ((k + 1) % 3)]!, n);
      uses.set(key, (uses.get(key) ?? 0) + 1);
    }
  }
  return uses;
}

/** Vertices on an edge used by a single triangle. */
function boundaryVertices(n: number, indices: readonly number[]): Uint8Array {
  const onBoundary = new Uint8Array(n);
  for (const [key, count] of edgeUses(n, indices)) {
    if (count !== 1) continue;
    const a = Math.floor(key / n);
    onBoundary[a] = 1;
    onBoundary[key - a * n] = 1;
  }
  return onBoundary;
}

/** Splits chords at their midpoints and gives all-outline triangles a centroid. */
function withInteriorEverywhere(cap: Cap): Cap {
  const n = cap.xy.length / 2;
  const uses = edgeUses(n, cap.indices);
  const xy = cap.xy.slice();
  const midpoint = new Map<number, number>();
  const isChord = (a: number, b: number) =>
    cap.onBoundary[a] === 1 && cap.onBoundary[b] === 1 && uses.get(edgeKey(a, b, n)) === 2;
  const mid = (a: number, b: number): number => {
    const key = edgeKey(a, b, n);
    let m = midpoint.get(key);
    if (m === undefined) {
      m = xy.length / 2;
      xy.push((xy[a * 2]! + xy[b * 2]!) / 2, (xy[a * 2 + 1]! + xy[b * 2 + 1]!) / 2);
      midpoint.set(key, m);
    }
    return m;
  };
  const out: number[] = [];
  for (let t = 0; t < cap.indices.length; t += 3) {
    const v = [cap.indices[t]!, cap.indices[t + 1]!, cap.indices[t + 2]!] as const;
    const split = [0, 1, 2].map((k) => isChord(v[k]!, v[(k + 1) % 3]!));
    const count = split.filter(Boolean).length;
    if (count === 0) {
      if (v.every((x) => cap.onBoundary[x] === 1)) {
        const c = xy.length / 2;
        xy.push(
          (xy[v[0] * 2]! + xy[v[1] * 2]! + xy[v[2] * 2]!) / 3,
          (xy[v[0] * 2 + 1]! + xy[v[1] * 2 + 1]! + xy[v[2] * 2 + 1]!) / 3,
        );
        out.push(v[0], v[1], c, v[1], v[2], c, v[2], v[0], c);
      } else {
        out.push(v[0], v[1], v[2]);
      }
      continue;
    }
    // Rotate so that edge 0 (v0→v1) is split, and for two splits edge 1 as well.
    let r = 0;
    if (count === 1) r = split.indexOf(true);
    else if (count === 2) r = split[0] && split[1] ? 0 : split[1] && split[2] ? 1 : 2;
    const a = v[r]!;
    const b = v[(r + 1) % 3]!;
    const c = v[(r + 2) % 3]!;
    const mab = mid(a, b);
    if (count === 1) {
      out.push(a, mab, c, mab, b, c);
    } else if (count === 2) {
      const mbc = mid(b, c);
      out.push(b, mbc, mab, a, mab, mbc, a, mbc, c);
    } else {
      const mbc = mid(b, c);
      const mca = mid(c, a);
      out.push(a, mab, mca, b, mbc, mab, c, mca, mbc, mab, mbc, mca);
    }
  }
  const onBoundary = new Uint8Array(xy.length / 2);
  onBoundary.set(cap.onBoundary);
  return { xy, indices: out, onBoundary };
}

/**
 * Front = the cap lifted to z = +h(x, y), back = its mirror at −h, sharing the outline's
 * vertices at z = 0: closed, manifold, wound outward.
 */
export function inflateCap(cap: Cap, heightAt: (x: number, y: number) => number): MeshData {
  const n = cap.xy.length / 2;
  const frontIndex = new Int32Array(n);
  const backIndex = new Int32Array(n);
  const positions: number[] = [];
  for (let v = 0; v < n; v++) {
    const x = cap.xy[v * 2]!;
    const y = cap.xy[v * 2 + 1]!;
    frontIndex[v] = positions.length / 3;
    if (cap.onBoundary[v]) {
      positions.push(x, y, 0);
      backIndex[v] = frontIndex[v]!;
    } else {
      const h = heightAt(x, y);
      positions.push(x, y, h);
      backIndex[v] = positions.length / 3;
      positions.push(x, y, -h);
    }
  }
  const tris = cap.indices.length / 3;
  const indices = new Uint32Array(tris * 6);
  for (let t = 0; t < tris; t++) {
    const a = cap.indices[t * 3]!;
    const b = cap.indices[t * 3 + 1]!;
    const c = cap.indices[t * 3 + 2]!;
    indices[t * 3] = frontIndex[a]!;
    indices[t * 3 + 1] = frontIndex[b]!;
    indices[t * 3 + 2] = frontIndex[c]!;
    const o = (tris + t) * 3;
    indices[o] = backIndex[a]!;
    indices[o + 1] = backIndex[c]!;
    indices[o + 2] = backIndex[b]!;
  }
  return { positions: Float32Array.from(positions), indices };
}
