import { beforeAll, describe, expect, it } from 'vitest';
import { getManifold } from '../../../server/mesh/kernel/manifold.ts';
import type { ManifoldModule } from '../../../server/mesh/kernel/manifold.ts';
import { translateMesh } from '../../../server/mesh/kernel/mesh-math.ts';
import { buildGlb } from '../../../server/mesh/kernel/write-glb.ts';
import type { BuildStage } from '../../../server/mesh/kernel/write-glb.ts';
import { FAMILY_DETAIL } from '../../../server/mesh/scene.ts';
import type { ArtStyle, Detail, Scene } from '../../../server/mesh/scene.ts';
import { baseColorImage, checkGlb, denseScene, figureScene, tableScene } from './fixtures.ts';
import type { GlbCheck } from './fixtures.ts';

const STYLES: ArtStyle[] = ['realistic', 'cartoon', 'sculpture', 'pbr'];

let wasm: ManifoldModule;
let table: Scene;
let figure: Scene;

beforeAll(async () => {
  wasm = await getManifold();
  table = tableScene(wasm);
  figure = figureScene(wasm);
});

function detailOf(family: string): Detail {
  const d = FAMILY_DETAIL[family];
  if (!d) throw new Error(family);
  return d;
}

/** What every GLB of the kernel must satisfy. */
function expectSound(check: GlbCheck, scene: Scene, detail: Detail): void {
  expect(check.messages).toEqual([]);
  expect(check.errors).toBe(0);
  expect(check.rootName).toBe('root');
  expect(check.partNames).toEqual(scene.parts.map((p) => p.name));
  expect(check.triangles).toBeLessThanOrEqual(detail.maxTriangles);
  for (const part of check.parts) {
    expect(part.triangles, part.name).toBeGreaterThan(0);
    expect(part.signedVolume, `${part.name} winds outward`).toBeGreaterThan(0);
  }
  expect(check.min[1]).toBeCloseTo(0, 5);
}

describe('buildGlb: every family', () => {
  for (const family of Object.keys(FAMILY_DETAIL)) {
    it(`${family}: draft is geometry with plain coloured materials`, async () => {
      const detail = detailOf(family);
      const out = await buildGlb(table, { mode: 'draft', artStyle: 'realistic', detail, seed: 1 });
      const check = await checkGlb(out.glb);
      expectSound(check, table, detail);
      expect(out.triangles).toBe(check.triangles);
      expect(check.images).toBe(0);
      expect(check.parts.every((p) => !p.hasUv)).toBe(true);
      const colors = check.doc
        .getRoot()
        .listMaterials()
        .map((m) => m.getBaseColorFactor().slice(0, 3));
      expect(colors[0]![0]).toBeCloseTo(0.45, 5);
      expect(out.stats.textures).toBe(0);
      // Vertices are shared: no two carry the same position and normal.
      for (const mesh of check.doc.getRoot().listMeshes()) {
        const prim = mesh.listPrimitives()[0]!;
        const pos = prim.getAttribute('POSITION')!.getArray()!;
        const nrm = prim.getAttribute('NORMAL')!.getArray()!;
        const keys = new Set<string>();
        for (let v = 0; v < pos.length / 3; v++) {
          keys.add([...pos.slice(v * 3, v * 3 + 3), ...nrm.slice(v * 3, v * 3 + 3)].join(','));
        }
        expect(keys.size).toBe(pos.length / 3);
      }
    });

    it(`${family}: textured, in every art style, has UVs and a baked atlas`, async () => {
      const detail = detailOf(family);
      for (const artStyle of STYLES) {
        const scene = artStyle === 'cartoon' || artStyle === 'pbr' ? table : figure;
        const out = await buildGlb(scene, { mode: 'textured', artStyle, detail, seed: 1 });
        const check = await checkGlb(out.glb);
        expectSound(check, scene, detail);
        expect(check.parts.every((p) => p.hasUv)).toBe(true);
        expect(check.baseColorTextures).toBe(scene.parts.length);
        expect(out.stats.textureSize).toBe(detail.textureSize);
        expect(out.glb.length).toBeLessThan(8 * 1024 * 1024);
        if (artStyle === 'pbr') {
          expect(check.images).toBe(3);
          expect(check.metallicRoughnessTextures).toBe(scene.parts.length);
          expect(check.normalTextures).toBe(scene.parts.length);
          expect(check.parts.every((p) => p.hasTangent)).toBe(true);
        } else {
          expect(check.images).toBe(1);
          expect(check.normalTextures).toBe(0);
          expect(check.parts.some((p) => p.hasTangent)).toBe(false);
        }
      }
    });
  }
});

describe('buildGlb: art styles', () => {
  it('sculpture ignores the parts’ colours', async () => {
    const detail = detailOf('mesh-4');
    const out = await buildGlb(table, { mode: 'draft', artStyle: 'sculpture', detail, seed: 1 });
    const check = await checkGlb(out.glb);
    const factors = check.doc
      .getRoot()
      .listMaterials()
      .map((m) => m.getBaseColorFactor().join(','));
    expect(new Set(factors).size).toBe(1);
  });
});

describe('buildGlb: determinism', () => {
  it('same scene and options → identical bytes', async () => {
    const opts = {
      mode: 'textured',
      artStyle: 'pbr',
      detail: detailOf('mesh-4'),
      seed: 42,
    } as const;
    const a = await buildGlb(figure, opts);
    const b = await buildGlb(figure, opts);
    expect(Buffer.from(a.glb).equals(Buffer.from(b.glb))).toBe(true);
    const c = await buildGlb(figure, { ...opts, mode: 'draft' });
    const d = await buildGlb(figure, { ...opts, mode: 'draft' });
    expect(Buffer.from(c.glb).equals(Buffer.from(d.glb))).toBe(true);
  });

  it('another seed → other texture bytes, same geometry', async () => {
    const opts = { mode: 'textured', artStyle: 'realistic', detail: detailOf('mesh-4') } as const;
    const a = await checkGlb((await buildGlb(figure, { ...opts, seed: 1 })).glb);
    const b = await checkGlb((await buildGlb(figure, { ...opts, seed: 2 })).glb);
    const ia = baseColorImage(a.doc)!;
    const ib = baseColorImage(b.doc)!;
    expect(Buffer.from(ia).equals(Buffer.from(ib))).toBe(false);
    expect(a.triangles).toBe(b.triangles);
  });
});

describe('buildGlb: geometry rules', () => {
  it('keeps the whole scene within the triangle budget', async () => {
    const dense = denseScene(wasm);
    const input = dense.parts.reduce((n, p) => n + p.mesh.indices.length / 3, 0);
    const detail = detailOf('mesh-4');
    expect(input).toBeGreaterThan(detail.maxTriangles);
    const draft = await buildGlb(dense, { mode: 'draft', artStyle: 'realistic', detail, seed: 1 });
    const check = await checkGlb(draft.glb);
    expectSound(check, dense, detail);
    expect(draft.stats.inputTriangles).toBe(input);
    // The simplified solids keep their size.
    expect(check.max[1]).toBeCloseTo(1, 2);
    const textured = await buildGlb(dense, {
      mode: 'textured',
      artStyle: 'cartoon',
      detail,
      seed: 1,
    });
    expectSound(await checkGlb(textured.glb), dense, detail);
  });

  it('rests the scene on y = 0 and orients inside-out parts outward', async () => {
    const lifted: Scene = {
      ...table,
      parts: table.parts.map((p, i) => ({
        ...p,
        mesh:
          i === 0
            ? {
                positions: translateMesh(p.mesh, 0, 2, 0).positions,
                indices: reverse(p.mesh.indices),
              }
            : translateMesh(p.mesh, 0, 2, 0),
      })),
    };
    const detail = detailOf('mesh-4');
    const out = await buildGlb(lifted, { mode: 'draft', artStyle: 'cartoon', detail, seed: 1 });
    expectSound(await checkGlb(out.glb), lifted, detail);
  });

  it('reports stages in order and stops when aborted', async () => {
    const stages: BuildStage[] = [];
    await buildGlb(figure, {
      mode: 'textured',
      artStyle: 'realistic',
      detail: detailOf('mesh-4'),
      seed: 1,
      onStage: (stage, fraction) => {
        if (fraction === 1) stages.push(stage);
      },
    });
    expect(stages).toEqual(['mesh', 'unwrap', 'bake', 'write']);

    const controller = new AbortController();
    const run = buildGlb(figure, {
      mode: 'textured',
      artStyle: 'realistic',
      detail: detailOf('mesh-4'),
      seed: 1,
      signal: controller.signal,
      onStage: (stage) => {
        if (stage === 'unwrap') controller.abort();
      },
    });
    await expect(run).rejects.toThrow();
  });
});

function reverse(indices: Uint32Array): Uint32Array {
  const out = new Uint32Array(indices.length);
  for (let t = 0; t < indices.length; t += 3) {
    out[t] = indices[t]!;
    out[t + 1] = indices[t + 2]!;
    out[t + 2] = indices[t + 1]!;
  }
  return out;
}
