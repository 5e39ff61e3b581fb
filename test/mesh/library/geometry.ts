/** Measurements on built scenes for the library tests (real manifold-3d, no mocks). */
import type { ManifoldModule } from '../../../server/mesh/kernel/manifold.ts';
import type { MeshData, ScenePart } from '../../../server/mesh/scene.ts';

export interface Box {
  min: [number, number, number];
  max: [number, number, number];
  size: [number, number, number];
}

export function bounds(parts: readonly ScenePart[]): Box {
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (const part of parts) {
    const p = part.mesh.positions;
    for (let i = 0; i < p.length; i += 3) {
      for (let k = 0; k < 3; k++) {
        min[k] = Math.min(min[k]!, p[i + k]!);
        max[k] = Math.max(max[k]!, p[i + k]!);
      }
    }
  }
  return { min, max, size: [max[0] - min[0], max[1] - min[1], max[2] - min[2]] };
}

/** True when two parts' boxes overlap or come within `gap` metres of each other. */
export function touching(a: ScenePart, b: ScenePart, gap: number): boolean {
  const x = bounds([a]);
  const y = bounds([b]);
  return [0, 1, 2].every((k) => x.min[k]! <= y.max[k]! + gap && y.min[k]! <= x.max[k]! + gap);
}

/**
 * The parts not reached from the first one by stepping from part to touching part; `gap`
 * defaults to 1 % of the whole's longest side (a seam, not a gap).
 */
export function apart(
  parts: readonly ScenePart[],
  gap = Math.max(...bounds(parts).size) * 0.01,
): string[] {
  const reached = new Set<number>([0]);
  const todo = [0];
  while (todo.length > 0) {
    const i = todo.pop()!;
    parts.forEach((q, j) => {
      if (!reached.has(j) && touching(parts[i]!, q, gap)) {
        reached.add(j);
        todo.push(j);
      }
    });
  }
  return parts.filter((_, j) => !reached.has(j)).map((p) => p.name);
}

/** Signed volume from the triangles: positive when they wind counter-clockwise outside. */
export function signedVolume(mesh: MeshData): number {
  const p = mesh.positions;
  const t = mesh.indices;
  let sum = 0;
  for (let i = 0; i < t.length; i += 3) {
    const a = t[i]! * 3;
    const b = t[i + 1]! * 3;
    const c = t[i + 2]! * 3;
    sum +=
      p[a]! * (p[b + 1]! * p[c + 2]! - p[b + 2]! * p[c + 1]!) +
      p[a + 1]! * (p[b + 2]! * p[c]! - p[b]! * p[c + 2]!) +
      p[a + 2]! * (p[b]! * p[c + 1]! - p[b + 1]! * p[c]!);
  }
  return sum / 6;
}

export function totalVolume(parts: readonly ScenePart[]): number {
  return parts.reduce((s, p) => s + signedVolume(p.mesh), 0);
}

export interface SolidCheck {
  status: string;
  volume: number;
  /** Genus of each connected component. */
  genera: number[];
}

/** Re-reads a part's mesh as a manifold: closed, oriented 2-manifold or it throws. */
export function checkSolid(wasm: ManifoldModule, mesh: MeshData): SolidCheck {
  const m = new wasm.Mesh({ numProp: 3, vertProperties: mesh.positions, triVerts: mesh.indices });
  m.merge();
  const solid = new wasm.Manifold(m);
  try {
    const parts = solid.decompose();
    const genera = parts.map((c) => c.genus());
    for (const c of parts) c.delete();
    return { status: solid.status(), volume: solid.volume(), genera };
  } finally {
    solid.delete();
  }
}
