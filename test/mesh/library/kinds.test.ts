import { beforeAll, describe, expect, it } from 'vitest';
import { getManifold, type ManifoldModule } from '../../../server/mesh/kernel/manifold.ts';
import { buildScene, OBJECT_KINDS } from '../../../server/mesh/library/index.ts';
import { KIND_BY_NAME } from '../../../server/mesh/library/registry.ts';
import { FAMILY_DETAIL, type SurfaceKind } from '../../../server/mesh/scene.ts';
import { bounds, checkSolid, signedVolume } from './geometry.ts';

const SURFACES: SurfaceKind[] = [
  'plain',
  'wood',
  'stone',
  'metal',
  'fabric',
  'plastic',
  'glass',
  'ceramic',
  'fur',
  'stripes',
  'spots',
  'patches',
  'leaf',
  'bark',
  'skin',
  'rubber',
  'paper',
  'ice',
  'gold',
];

/** Plausible overall size at medium size, metres: [min, max] of height and of longest side. */
const CORE_SIZES: Record<string, { height: [number, number]; longest: [number, number] }> = {
  chair: { height: [0.7, 1.2], longest: [0.35, 0.8] },
  table: { height: [0.6, 0.9], longest: [0.8, 2.0] },
  mug: { height: [0.06, 0.16], longest: [0.06, 0.16] },
  vase: { height: [0.2, 0.6], longest: [0.08, 0.35] },
  bottle: { height: [0.2, 0.4], longest: [0.05, 0.12] },
  lamp: { height: [0.35, 0.8], longest: [0.2, 0.5] },
  tree: { height: [3, 9], longest: [1.5, 6] },
  house: { height: [4, 14], longest: [5, 16] },
  tower: { height: [10, 35], longest: [3, 10] },
  rocket: { height: [7, 20], longest: [1.5, 6] },
  car: { height: [1.1, 1.9], longest: [3.5, 5.2] },
  boat: { height: [1, 14], longest: [3, 12] },
  sword: { height: [0.6, 1.4], longest: [0.1, 0.35] },
  robot: { height: [1.1, 2.0], longest: [0.5, 1.3] },
  figure: { height: [1.5, 2.05], longest: [0.35, 1.0] },
  cat: { height: [0.3, 0.6], longest: [0.4, 0.9] },
  dog: { height: [0.5, 0.95], longest: [0.6, 1.3] },
  bird: { height: [0.1, 0.4], longest: [0.12, 0.45] },
  fish: { height: [0.08, 0.25], longest: [0.2, 0.5] },
  mushroom: { height: [0.08, 0.25], longest: [0.06, 0.2] },
  snowman: { height: [1.3, 2.3], longest: [0.8, 2.2] },
  rock: { height: [0.2, 0.7], longest: [0.3, 1.0] },
  planet: { height: [0.85, 1.3], longest: [0.85, 2.6] },
  ball: { height: [0.15, 0.35], longest: [0.15, 0.35] },
  bench: { height: [0.6, 1.1], longest: [1.2, 2.0] },
  sofa: { height: [0.6, 1.1], longest: [1.2, 2.6] },
  bed: { height: [0.8, 1.5], longest: [1.8, 2.4] },
  bookshelf: { height: [1.5, 2.1], longest: [0.6, 1.2] },
  cactus: { height: [0.25, 0.7], longest: [0.12, 0.4] },
  teapot: { height: [0.12, 0.3], longest: [0.18, 0.4] },
  crown: { height: [0.06, 0.15], longest: [0.14, 0.26] },
  castle: { height: [12, 35], longest: [25, 50] },
  guitar: { height: [0.8, 1.3], longest: [0.25, 0.5] },
  crystal: { height: [0.15, 0.4], longest: [0.1, 0.35] },
  sculpture: { height: [0.8, 2.2], longest: [0.35, 1.0] },
};

/** The original kinds' ranges, and each family kind's own plausible size. */
const SIZES = Object.fromEntries(
  OBJECT_KINDS.map((k) => [k, CORE_SIZES[k] ?? KIND_BY_NAME.get(k)?.size]),
) as Record<string, { height: [number, number]; longest: [number, number] } | undefined>;

let wasm: ManifoldModule;
beforeAll(async () => {
  wasm = await getManifold();
});

describe('object library', () => {
  it('has at least 20 kinds, each with expected sizes', () => {
    expect(OBJECT_KINDS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(OBJECT_KINDS).size).toBe(OBJECT_KINDS.length);
    for (const kind of OBJECT_KINDS) expect(SIZES[kind], kind).toBeDefined();
  });

  it.each([
    ['a basketball', ['shell', 'seams']],
    ['a soccer ball', ['shell', 'patches']],
    ['a tennis ball', ['shell', 'seam']],
    ['a beach ball', ['gore_1', 'gore_2', 'gore_3', 'gore_4', 'gore_5', 'gore_6']],
    ['a bowling ball', ['shell']],
  ])('dresses %s by its noun, every part a closed solid', async (prompt, parts) => {
    const scene = await buildScene(prompt, { detail: FAMILY_DETAIL['mesh-5']!, seed: 1 });
    expect(scene.interpretation.kind).toBe('ball');
    expect(scene.parts.map((p) => p.name)).toEqual(parts);
    for (const part of scene.parts) {
      const check = checkSolid(wasm, part.mesh);
      expect(check.status, part.name).toBe('NoError');
      expect(check.volume, part.name).toBeGreaterThan(0);
    }
  });

  describe.each(OBJECT_KINDS)('%s', (kind) => {
    it.each([1, 2, 3])('builds watertight, outward, grounded parts (seed %i)', async (seed) => {
      const detail = FAMILY_DETAIL[seed === 2 ? 'mesh-4' : 'mesh-6']!;
      // The placeholder has no noun: an unknown one asks for it.
      const prompt = kind === 'placeholder' ? 'a zorblefrump' : `a ${kind}`;
      const scene = await buildScene(prompt, { detail, seed });
      expect(scene.interpretation.kind).toBe(kind);
      expect(scene.parts.length).toBeGreaterThan(0);

      const names = scene.parts.map((p) => p.name);
      expect(new Set(names).size).toBe(names.length);
      for (const part of scene.parts) {
        expect(part.name).toMatch(/^[a-z0-9_]+$/);
        expect(part.mesh.positions.every(Number.isFinite), part.name).toBe(true);
        expect(part.mesh.indices.length % 3).toBe(0);
        const count = part.mesh.positions.length / 3;
        expect(part.mesh.indices.every((i) => i < count)).toBe(true);
        const check = checkSolid(wasm, part.mesh);
        expect(check.status, part.name).toBe('NoError');
        expect(check.volume, part.name).toBeGreaterThan(0);
        for (const genus of check.genera) expect(genus, part.name).toBeGreaterThanOrEqual(0);
        for (const genus of check.genera) expect(genus, part.name).toBeLessThan(200);
        const signed = signedVolume(part.mesh);
        expect(signed, `${part.name} winding`).toBeGreaterThan(0);
        expect(Math.abs(signed - check.volume)).toBeLessThan(Math.max(1e-9, check.volume * 1e-3));

        const m = part.material;
        expect(SURFACES).toContain(m.surface);
        expect(m.name.length).toBeGreaterThan(0);
        for (const v of [...m.baseColor, ...(m.accentColor ?? []), m.metallic, m.roughness]) {
          expect(v >= 0 && v <= 1, `${part.name} material ${m.name}`).toBe(true);
        }
      }

      const box = bounds(scene.parts);
      expect(Math.abs(box.min[1])).toBeLessThan(0.001);
      expect(Math.abs(box.min[0] + box.max[0]) / 2).toBeLessThan(0.001);
      expect(Math.abs(box.min[2] + box.max[2]) / 2).toBeLessThan(0.001);
      const range = SIZES[kind]!;
      const height = box.size[1];
      const longest = Math.max(box.size[0], box.size[2]);
      expect(height, 'height').toBeGreaterThanOrEqual(range.height[0]);
      expect(height, 'height').toBeLessThanOrEqual(range.height[1]);
      expect(longest, 'longest side').toBeGreaterThanOrEqual(range.longest[0]);
      expect(longest, 'longest side').toBeLessThanOrEqual(range.longest[1]);
    });
  });
});
