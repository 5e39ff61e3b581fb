import { beforeAll, describe, expect, it } from 'vitest';
import { decimateMeshes } from '../../../server/mesh/kernel/decimate.ts';
import {
  getManifold,
  manifoldToMeshData,
  meshDataToManifold,
  withScope,
} from '../../../server/mesh/kernel/manifold.ts';
import type { ManifoldModule } from '../../../server/mesh/kernel/manifold.ts';
import {
  flipWinding,
  orientOutward,
  signedVolume,
  weldVertices,
} from '../../../server/mesh/kernel/mesh-math.ts';
import { shadeMesh } from '../../../server/mesh/kernel/normals.ts';
import type { MeshData } from '../../../server/mesh/scene.ts';

let wasm: ManifoldModule;

beforeAll(async () => {
  wasm = await getManifold();
});

const volumeOf = (m: MeshData) => signedVolume(m.positions, m.indices);

describe('manifold bridge', () => {
  it('loads the module once per thread', async () => {
    expect(await getManifold()).toBe(wasm);
  });

  it('turns solids into outward-wound MeshData and back', () => {
    withScope((s) => {
      const solid = s.keep(
        s.keep(wasm.Manifold.cube([1, 2, 3])).add(s.keep(wasm.Manifold.sphere(0.8, 24))),
      );
      const mesh = manifoldToMeshData(solid);
      expect(volumeOf(mesh)).toBeCloseTo(solid.volume(), 4);
      expect(volumeOf(mesh)).toBeGreaterThan(0);
      const back = s.keep(meshDataToManifold(wasm, mesh));
      expect(back.volume()).toBeCloseTo(solid.volume(), 4);
      expect(back.genus()).toBe(0);
    });
  });

  it('orientOutward flips an inside-out mesh', () => {
    const cube = withScope((s) => manifoldToMeshData(s.keep(wasm.Manifold.cube(1))));
    const inverted = flipWinding(cube);
    expect(volumeOf(inverted)).toBeLessThan(0);
    expect(volumeOf(orientOutward(inverted))).toBeCloseTo(1, 5);
  });

  it('weldVertices merges duplicated corners and drops degenerate triangles', () => {
    // Two triangles of a quad, each with its own copies of the shared corners.
    const positions = new Float32Array([0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0]);
    const indices = new Uint32Array([0, 1, 2, 3, 4, 5, 0, 0, 1]);
    const welded = weldVertices({ positions, indices });
    expect(welded.positions.length / 3).toBe(4);
    expect(welded.indices.length / 3).toBe(2);
  });
});

describe('decimateMeshes', () => {
  it('meets the budget, keeps every part a closed manifold and its volume', () => {
    const meshes = withScope((s) => [
      manifoldToMeshData(s.keep(wasm.Manifold.sphere(0.5, 96))),
      manifoldToMeshData(
        s.keep(
          s
            .keep(wasm.Manifold.cylinder(1, 0.2, 0.2, 96))
            .add(s.keep(wasm.Manifold.cube(0.5, true))),
        ),
      ),
    ]);
    const before = meshes.map(volumeOf);
    const out = decimateMeshes(meshes, { maxTriangles: 3000 });
    const total = out.reduce((n, m) => n + m.indices.length / 3, 0);
    expect(total).toBeLessThanOrEqual(3000);
    expect(total).toBeGreaterThan(2500);
    out.forEach((m, i) => {
      expect(volumeOf(m) / before[i]!).toBeGreaterThan(0.97);
      withScope((s) => {
        const solid = s.keep(meshDataToManifold(wasm, m));
        expect(solid.status()).toBe('NoError');
        expect(solid.genus()).toBe(0);
      });
    });
    // Deterministic.
    const again = decimateMeshes(meshes, { maxTriangles: 3000 });
    expect(
      Buffer.from(again[0]!.positions.buffer).equals(Buffer.from(out[0]!.positions.buffer)),
    ).toBe(true);
  });

  it('leaves meshes under budget untouched', () => {
    const cube = withScope((s) => manifoldToMeshData(s.keep(wasm.Manifold.cube(1))));
    expect(decimateMeshes([cube], { maxTriangles: 100 })[0]).toBe(cube);
  });
});

describe('shadeMesh', () => {
  it('splits normals at a cube’s 90° edges and keeps a sphere smooth', () => {
    const cube = withScope((s) => manifoldToMeshData(s.keep(wasm.Manifold.cube(1))));
    const shadedCube = shadeMesh(cube);
    expect(shadedCube.positions.length / 3).toBe(24);
    expect(shadedCube.hardEdges.every((f) => f !== 0)).toBe(true);

    const sphere = withScope((s) => manifoldToMeshData(s.keep(wasm.Manifold.sphere(1, 48))));
    const shadedSphere = shadeMesh(sphere);
    expect(shadedSphere.positions.length).toBe(sphere.positions.length);
    // Normals point away from the centre.
    for (let v = 0; v < shadedSphere.positions.length / 3; v++) {
      let dot = 0;
      for (let k = 0; k < 3; k++) {
        dot += shadedSphere.positions[v * 3 + k]! * shadedSphere.normals[v * 3 + k]!;
      }
      expect(dot).toBeGreaterThan(0.95);
    }
  });
});
