/**
 * Issue 32 §4: every object a scene prompt names is listed in `interpretation.objects` and
 * placed by its relation (on, under, next to, in front of, behind, inside, on a branch), and
 * no object of a scene is shorter than a quarter of the others (docs/decisions.md §7).
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { bounds, type Box } from './geometry.ts';

const detail = FAMILY_DETAIL['mesh-4']!;
const build = (prompt: string): Promise<Scene> => buildScene(prompt, { detail, seed: 2 });
const group = (scene: Scene, name: string): Box => {
  const parts = scene.parts.filter((p) => p.group === name || p.group?.startsWith(`${name}_`));
  expect(parts.length, `parts of ${name}`).toBeGreaterThan(0);
  return bounds(parts);
};
const centre = (b: Box, k: number) => (b.min[k]! + b.max[k]!) / 2;
const insideXZ = (inner: Box, outer: Box) =>
  [0, 2].every((k) => centre(inner, k) > outer.min[k]! && centre(inner, k) < outer.max[k]!);

describe('scenes place every named object', () => {
  it('a bird on a branch perches on the branch', async () => {
    const s = await build('a bird on a branch');
    expect(s.interpretation.objects).toEqual([
      expect.objectContaining({ kind: 'branch', relation: 'under' }),
    ]);
    const bird = group(s, 'bird');
    const branch = group(s, 'branch');
    expect(bird.min[1]).toBeGreaterThan(branch.min[1] + (branch.max[1] - branch.min[1]) * 0.3);
    expect(insideXZ(bird, branch)).toBe(true);
  });

  it('a red car in front of a house, the house behind it', async () => {
    const s = await build('a red car in front of a house');
    expect(s.interpretation).toMatchObject({ kind: 'car', colors: ['red'] });
    expect(s.interpretation.objects).toEqual([
      expect.objectContaining({ kind: 'house', relation: 'behind' }),
    ]);
    expect(group(s, 'car').min[2]).toBeGreaterThan(group(s, 'house').max[2]);
  });

  it('a dog behind a tree is behind it', async () => {
    const s = await build('a dog behind a tree');
    expect(s.interpretation.objects).toEqual([
      expect.objectContaining({ kind: 'tree', relation: 'front' }),
    ]);
    expect(group(s, 'dog').max[2]).toBeLessThan(group(s, 'tree').min[2]);
  });

  it('a cat inside a basket sits in it; a cat under a table below its top', async () => {
    const inBasket = await build('a cat inside a basket');
    expect(inBasket.interpretation.objects).toEqual([
      expect.objectContaining({ kind: 'basket', relation: 'around' }),
    ]);
    expect(insideXZ(group(inBasket, 'cat'), group(inBasket, 'basket'))).toBe(true);
    const under = await build('a cat under a table');
    const cat = group(under, 'cat');
    const table = group(under, 'table');
    expect(insideXZ(cat, table)).toBe(true);
    expect(cat.max[1]).toBeLessThan(table.max[1]);
  });

  it.each([
    ['a basket of apples', 'basket', 'apple'],
    ['a bowl of oranges', 'bowl', 'orange'],
    ['a bag of oranges', 'handbag', 'orange'],
  ])(
    '%s: the things named after the container are in it (session 24)',
    async (prompt, box, thing) => {
      const scene = await build(prompt);
      expect(scene.interpretation).toMatchObject({ kind: box });
      expect(scene.interpretation.objects).toEqual([
        expect.objectContaining({ kind: thing, relation: 'in' }),
      ]);
      const holder = bounds(scene.parts.filter((p) => p.name === `${box}_body`));
      const contents = group(scene, thing);
      expect(insideXZ(contents, holder)).toBe(true);
      // In the opening: below the rim at the bottom, showing above it at the top.
      expect(contents.min[1]).toBeGreaterThan(holder.min[1]);
      expect(contents.min[1]).toBeLessThan(holder.max[1]);
      expect(contents.max[1]).toBeGreaterThan(holder.max[1]);
    },
  );

  it('a slice of bread, a glass of water and a statue of a lion put nothing in anything', async () => {
    for (const prompt of ['a slice of bread', 'a glass of water', 'a statue of a lion'])
      expect((await build(prompt)).interpretation.objects ?? []).toEqual([]);
  });

  it.each([
    ['a dog next to a tree', 'dog', 'tree'],
    ['a cup on a table', 'mug', 'table'],
    ['a bird on a branch', 'bird', 'branch'],
    ['a mouse next to an elephant', 'mouse', 'elephant'],
  ])('%s keeps the %s readable beside the %s', async (prompt, small, big) => {
    const s = await build(prompt);
    const a = group(s, small);
    const b = group(s, big);
    const h = (x: Box) => x.max[1] - x.min[1];
    expect(h(a)).toBeGreaterThanOrEqual(h(b) * 0.25 * 0.99);
    expect(h(b)).toBeGreaterThanOrEqual(h(a) * 0.25 * 0.99);
  });

  it('a lamp on a table stands on its top', async () => {
    const s = await build('a lamp on a table');
    const lamp = group(s, 'lamp');
    const top = bounds(s.parts.filter((p) => p.name === 'table_top'));
    expect(lamp.min[1]).toBeCloseTo(top.max[1], 3);
  });
});
