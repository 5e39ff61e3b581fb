/**
 * manifold-3d, loaded once per thread, and the bridges between its solids and the kernel's
 * `MeshData` (scene.ts). The object library builds parts with the module's own API
 * (`wasm.Manifold.cube(...)`, booleans, `levelSet`, ...) and hands them over with
 * `manifoldToMeshData`. Manifold objects live on the wasm heap: delete them, or let a
 * `ManifoldScope` do it.
 *
 * Quirk seen in manifold-3d 3.5: `extrude(..., scaleTop)` given a plain number scales only
 * X (a number n becomes {x: n, y: 0}, so the top collapses to a line); pass `[n, n]`.
 */
import Module from 'manifold-3d';
import type { Manifold, ManifoldToplevel } from 'manifold-3d';
import type { MeshData } from '../scene.ts';
import { orientOutward } from './mesh-math.ts';

export type { Box, CrossSection, Manifold, Mat4, Vec2, Vec3 } from 'manifold-3d';

/** The loaded manifold-3d module: `Manifold`, `CrossSection`, `Mesh`, `triangulate`, ... */
export type ManifoldModule = ManifoldToplevel;

let loading: Promise<ManifoldModule> | null = null;

/** The module for this thread; the first call instantiates the wasm (≈20–30 ms). */
export function getManifold(): Promise<ManifoldModule> {
  if (!loading) {
    loading = Module().then((wasm) => {
      wasm.setup();
      return wasm;
    });
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/**
 * A solid's triangles as `MeshData`: positions only (extra vertex properties are dropped),
 * vertices shared, winding checked outward (flipped if its signed volume is negative).
 */
export function manifoldToMeshData(solid: Manifold): MeshData {
  const mesh = solid.getMesh();
  const numProp = mesh.numProp;
  const count = mesh.vertProperties.length / numProp;
  const positions = new Float32Array(count * 3);
  if (numProp === 3) {
    positions.set(mesh.vertProperties);
  } else {
    for (let v = 0; v < count; v++) {
      positions[v * 3] = mesh.vertProperties[v * numProp]!;
      positions[v * 3 + 1] = mesh.vertProperties[v * numProp + 1]!;
      positions[v * 3 + 2] = mesh.vertProperties[v * numProp + 2]!;
    }
  }
  return orientOutward({ positions, indices: Uint32Array.from(mesh.triVerts) });
}

/**
 * A `MeshData` back into a solid. Throws (manifold-3d's `ManifoldError`) unless the mesh is
 * closed and manifold with shared vertices.
 */
export function meshDataToManifold(wasm: ManifoldModule, mesh: MeshData): Manifold {
  const m = new wasm.Mesh({
    numProp: 3,
    vertProperties: mesh.positions,
    triVerts: mesh.indices,
  });
  m.merge();
  return new wasm.Manifold(m);
}

/** Anything on the wasm heap. */
interface Deletable {
  delete(): void;
}

/**
 * Collects wasm objects to delete together:
 * `const s = new ManifoldScope(); const a = s.keep(M.cube(1)); ...; s.dispose();`
 */
export class ManifoldScope {
  private readonly items: Deletable[] = [];

  keep<T extends Deletable>(item: T): T {
    this.items.push(item);
    return item;
  }

  dispose(): void {
    for (const item of this.items.splice(0)) item.delete();
  }
}

/** Runs `build` with a scope that is disposed afterwards, even on error. */
export function withScope<T>(build: (scope: ManifoldScope) => T): T {
  const scope = new ManifoldScope();
  try {
    return build(scope);
  } finally {
    scope.dispose();
  }
}
