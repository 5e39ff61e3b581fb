import { WebIO } from '@gltf-transform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { getManifold, type ManifoldModule } from '../../../server/mesh/kernel/manifold.ts';
import { cartoonProportions } from '../../../server/mesh/library/cartoon.ts';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { runMeshJob } from '../../../server/mesh/run-job.ts';
import { FAMILY_DETAIL, type ScenePart } from '../../../server/mesh/scene.ts';
import { bounds, checkSolid } from './geometry.ts';

const detail = FAMILY_DETAIL['mesh-5']!;
let wasm: ManifoldModule;
beforeAll(async () => {
  wasm = await getManifold();
});

/** Height of the named part over the height of the whole object. */
function share(parts: ScenePart[], name: string): number {
  const part = parts.find((p) => p.name === name)!;
  return bounds([part]).size[1] / bounds(parts).size[1];
}

describe('cartoon style', () => {
  it.each(['a cat', 'a horse', 'a woman', 'a robot'])(
    'gives %s a bigger head and keeps it closed, grounded and the same height',
    async (prompt) => {
      const scene = await buildScene(prompt, { detail, seed: 2 });
      const toon = cartoonProportions(scene.parts);
      expect(share(toon, 'head') / share(scene.parts, 'head')).toBeGreaterThan(1.25);
      const before = bounds(scene.parts);
      const after = bounds(toon);
      expect(after.size[1]).toBeCloseTo(before.size[1], 5);
      expect(Math.abs(after.min[1])).toBeLessThan(1e-6);
      for (const part of toon) {
        const check = checkSolid(wasm, part.mesh);
        expect(check.status, part.name).toBe('NoError');
        expect(check.volume, part.name).toBeGreaterThan(0);
      }
    },
  );

  it('is decided by the draft, so texturing a cartoon draft keeps its geometry', async () => {
    const shape = { seed: 5, prompt: 'a dog', image: null, cartoon: true };
    const draft = await runMeshJob(
      { mode: 'draft', artStyle: 'cartoon', shape, texturePrompt: null, family: 'mesh-4' },
      () => {},
    );
    const textured = await runMeshJob(
      { mode: 'texture', artStyle: 'realistic', shape, texturePrompt: null, family: 'mesh-4' },
      () => {},
    );
    const natural = await runMeshJob(
      {
        mode: 'draft',
        artStyle: 'realistic',
        shape: { ...shape, cartoon: false },
        texturePrompt: null,
        family: 'mesh-4',
      },
      () => {},
    );
    const head = async (glb: Uint8Array) => {
      const doc = await new WebIO().readBinary(glb);
      const node = doc
        .getRoot()
        .listNodes()
        .find((n) => n.getName() === 'head')!;
      const pos = node.getMesh()!.listPrimitives()[0]!.getAttribute('POSITION')!;
      return pos.getMax([0, 0, 0])[1]! - pos.getMin([0, 0, 0])[1]!;
    };
    expect(await head(textured.glb)).toBeCloseTo(await head(draft.glb), 5);
    expect(await head(draft.glb)).toBeGreaterThan((await head(natural.glb)) * 1.2);
  });
});

describe('knight', () => {
  it('wears armour and a tabard, and carries a shield, a sword and a plumed helmet', async () => {
    const scene = await buildScene('a red knight', { detail, seed: 1 });
    const names = scene.parts.map((p) => p.name);
    for (const part of ['helmet', 'plume', 'tabard', 'shield', 'emblem', 'sword'])
      expect(names).toContain(part);
    const torso = scene.parts.find((p) => p.name === 'torso')!.material;
    // Brushed plate, not a mirror; the prompt's colour goes to the tabard, not the armour.
    expect(torso.metallic).toBe(1);
    expect(torso.roughness).toBeGreaterThanOrEqual(0.45);
    const tabard = scene.parts.find((p) => p.name === 'tabard')!.material.baseColor;
    expect(tabard[0]).toBeGreaterThan(tabard[1] * 3);
  });
});
