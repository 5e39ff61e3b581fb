/**
 * Issue 32 (session 16): plants by shape — flowers apart from the daisy (the cupped lotus, the
 * broad hibiscus, flower spikes, pompom heads), the four-leaf clover, the maple leaf, conifers
 * for every evergreen — and a hill that is a low green mound, not a snowy mountain.
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { bounds } from './geometry.ts';
import { part } from './scenes.ts';

const detail = FAMILY_DETAIL['mesh-5']!;
const build = (prompt: string): Promise<Scene> => buildScene(prompt, { detail, seed: 3 });

describe('plants by shape', () => {
  it.each([
    ['a lotus', 'lotus'],
    ['a water lily', 'lotus'],
    ['a hibiscus', 'hibiscus'],
    ['a hyacinth', 'hyacinth'],
    ['a lavender', 'hyacinth'],
    ['a chrysanthemum', 'chrysanthemum'],
    ['a dahlia', 'chrysanthemum'],
    ['a four leaf clover', 'clover'],
    ['a shamrock', 'clover'],
    ['a maple leaf', 'maple leaf'],
    ['a hill', 'hill'],
    ['an oyster', 'oyster'],
    ['a red leaf', 'leaf'],
    ['a mountain', 'mountain'],
    ['a seedling', 'seedling'],
    ['a seed', 'seed'], // its own kind since session 17 (a heap of seeds), no longer the seedling
    ['a sprout', 'seedling'],
    ['a herb', 'herb'],
    ['a basil', 'herb'],
    ['a coral', 'coral'],
    ['a sheaf of rice', 'sheaf'],
    ['wheat', 'sheaf'],
    ['a microbe', 'microbe'],
    ['a germ', 'microbe'],
  ])('%s is a %s', async (prompt, kind) => {
    expect((await build(prompt)).interpretation).toMatchObject({ kind, match: 'exact' });
  });

  it('a hill is a low green mound, wider than three times its height', async () => {
    const hill = await build('a hill');
    const box = bounds([part(hill, 'grass')]);
    expect(box.size[0]).toBeGreaterThan(box.size[1] * 3);
    const [r, g, b] = part(hill, 'grass').material.baseColor;
    expect(g).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(b);
  });

  it('an evergreen tree is a conifer: its crown narrows to a point', async () => {
    const tree = await build('an evergreen tree');
    expect(tree.interpretation.kind).toBe('tree');
    const oak = await build('an oak tree');
    expect(tree.parts.map((p) => p.name).join()).not.toEqual(oak.parts.map((p) => p.name).join());
  });

  it('a chrysanthemum has a full head of petals, many more than the daisy', async () => {
    const count = (s: Scene): number => s.parts.filter((p) => p.name.startsWith('petal')).length;
    expect(count(await build('a chrysanthemum'))).toBeGreaterThan(
      2 * count(await build('a daisy')),
    );
  });
});
