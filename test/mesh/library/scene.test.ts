import { describe, expect, it } from 'vitest';
import { buildScene, OBJECT_KINDS } from '../../../server/mesh/library/index.ts';
import { LEXICON_KINDS, nounsOfKind } from '../../../server/mesh/prompt/nouns.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { bounds, totalVolume } from './geometry.ts';

const detail = FAMILY_DETAIL['mesh-5']!;
const build = (prompt: string, seed = 7): Promise<Scene> => buildScene(prompt, { detail, seed });

function positionsOf(scene: Scene): number[] {
  return scene.parts.flatMap((p) => Array.from(p.mesh.positions));
}

describe('kinds are clearly different', () => {
  it('every noun of the lexicon has a builder', () => {
    for (const kind of LEXICON_KINDS) expect(OBJECT_KINDS).toContain(kind);
    // The placeholder for unknown things is named by no noun.
    for (const kind of OBJECT_KINDS.filter((k) => k !== 'placeholder'))
      expect(nounsOfKind(kind).length).toBeGreaterThan(0);
  });

  it('differ in bounding-box proportions and volume', async () => {
    const measure = async (kind: string) => {
      const scene = await build(`a ${kind}`);
      const box = bounds(scene.parts);
      const [x, y, z] = box.size;
      return { x, y, z, volume: totalVolume(scene.parts), aspect: y / Math.max(x, z) };
    };
    const chair = await measure('chair');
    const table = await measure('table');
    const tower = await measure('tower');
    const fish = await measure('fish');
    const car = await measure('car');
    const sword = await measure('sword');
    const mug = await measure('mug');
    const house = await measure('house');
    const planet = await measure('planet');

    // Proportions: chairs are taller than wide, tables wider than tall.
    expect(chair.aspect).toBeGreaterThan(1.4);
    expect(table.aspect).toBeLessThan(0.8);
    // Towers are far taller than wide; fish and cars far longer than tall.
    expect(tower.aspect).toBeGreaterThan(2.5);
    expect(fish.aspect).toBeLessThan(0.7);
    expect(car.aspect).toBeLessThan(0.45);
    expect(sword.aspect).toBeGreaterThan(3);
    // Round things are about as tall as wide.
    expect(mug.aspect).toBeGreaterThan(0.6);
    expect(mug.aspect).toBeLessThan(1.4);
    expect(planet.y / planet.x).toBeGreaterThan(0.4);
    // Volumes span orders of magnitude in the expected order.
    expect(mug.volume).toBeLessThan(fish.volume);
    expect(fish.volume).toBeLessThan(chair.volume);
    expect(chair.volume).toBeLessThan(table.volume);
    expect(table.volume).toBeLessThan(car.volume);
    expect(car.volume).toBeLessThan(house.volume);
    expect(tower.volume).toBeGreaterThan(car.volume * 10);
    // Pairwise, no two of these kinds share both aspect and volume.
    const all = [chair, table, tower, fish, car, sword, mug, house, planet];
    for (let i = 0; i < all.length; i++) {
      for (let j = i + 1; j < all.length; j++) {
        const a = all[i]!;
        const b = all[j]!;
        const aspectRatio = Math.max(a.aspect, b.aspect) / Math.min(a.aspect, b.aspect);
        const volumeRatio = Math.max(a.volume, b.volume) / Math.min(a.volume, b.volume);
        expect(aspectRatio > 1.25 || volumeRatio > 2, `${i} vs ${j}`).toBe(true);
      }
    }
  });
});

describe('determinism and variation', () => {
  it('same prompt and seed give identical geometry', async () => {
    const a = await build('a red wooden chair with armrests', 11);
    const b = await build('a red wooden chair with armrests', 11);
    expect(a.parts.map((p) => p.name)).toEqual(b.parts.map((p) => p.name));
    expect(positionsOf(a)).toEqual(positionsOf(b));
    expect(a.parts.map((p) => Array.from(p.mesh.indices))).toEqual(
      b.parts.map((p) => Array.from(p.mesh.indices)),
    );
    expect(a.parts.map((p) => p.material)).toEqual(b.parts.map((p) => p.material));
  });

  it.each(OBJECT_KINDS)('a different seed changes the %s', async (kind) => {
    const a = positionsOf(await build(`a ${kind}`, 1));
    const b = positionsOf(await build(`a ${kind}`, 2));
    expect(a).not.toEqual(b);
  });

  it('colour words change materials, not geometry', async () => {
    const red = await build('a red chair', 5);
    const blue = await build('a blue chair', 5);
    expect(positionsOf(red)).toEqual(positionsOf(blue));
    expect(red.parts[0]!.material.baseColor).not.toEqual(blue.parts[0]!.material.baseColor);
  });
});

describe('prompt attributes shape the scene', () => {
  it('size words scale the bounding box', async () => {
    const heights: number[] = [];
    for (const size of ['tiny', 'small', '', 'large', 'huge']) {
      const scene = await build(`a ${size} chair`.replace('  ', ' '), 3);
      heights.push(bounds(scene.parts).size[1]);
    }
    for (let i = 1; i < heights.length; i++)
      expect(heights[i]!).toBeGreaterThan(heights[i - 1]! * 1.3);
    expect(heights[0]!).toBeLessThan(0.5);
    expect(heights[4]!).toBeGreaterThan(2);
  });

  it.each([
    ['three mushrooms', 3, 'mushroom'],
    ['a pair of chairs', 2, 'chair'],
    ['2 towers', 2, 'tower'],
    ['five cats', 5, 'cat'],
    ['ten trees', 6, 'tree'],
  ])('%s gives %i copies', async (prompt, count, kind) => {
    const scene = await build(prompt);
    expect(scene.interpretation.count).toBe(count);
    const copies = new Set(scene.parts.map((p) => p.name.split('_').slice(0, 2).join('_')));
    expect(copies.size).toBe(count);
    for (let i = 1; i <= count; i++) expect(copies).toContain(`${kind}_${i}`);
    // Copies stand apart: the group is much wider than one object.
    const one = bounds((await build(`a ${kind}`)).parts);
    const all = bounds(scene.parts);
    expect(Math.max(all.size[0], all.size[2])).toBeGreaterThan(
      Math.max(one.size[0], one.size[2]) * 1.5,
    );
    expect(Math.abs(all.min[1])).toBeLessThan(0.001);
  });

  it('honours parts asked for and left out', async () => {
    const names = async (prompt: string): Promise<string[]> =>
      (await build(prompt)).parts.map((p) => p.name);
    expect(await names('a chair with armrests')).toEqual(
      expect.arrayContaining(['armrest_l', 'armrest_r']),
    );
    expect((await names('a chair')).some((n) => n.startsWith('armrest'))).toBe(false);
    expect(await names('a mug')).toContain('handle');
    expect(await names('a mug without a handle')).not.toContain('handle');
    expect(await names('a house with two doors and a chimney')).toEqual(
      expect.arrayContaining(['door_1', 'door_2', 'chimney']),
    );
    expect(await names('a house without a chimney')).not.toContain('chimney');
    expect((await names('a three-legged stool')).filter((n) => n.startsWith('leg_'))).toHaveLength(
      3,
    );
    expect(await names('a planet with rings and two moons')).toEqual(
      expect.arrayContaining(['rings', 'moon_1', 'moon_2']),
    );
    expect(await names('a tree without leaves')).not.toContain('canopy');
    expect(await names('a snowman with a hat and a scarf')).toEqual(
      expect.arrayContaining(['hat', 'scarf']),
    );
    expect((await names('a rocket with 5 fins')).filter((n) => n.startsWith('fin_'))).toHaveLength(
      5,
    );
  });

  it('applies colours and materials to the main parts and keeps fixed ones', async () => {
    const chair = await build('a red wooden chair with armrests');
    const seat = chair.parts.find((p) => p.name === 'seat')!;
    expect(seat.material.surface).toBe('wood');
    expect(seat.material.baseColor[0]).toBeGreaterThan(seat.material.baseColor[1] * 3);
    const car = await build('a golden car');
    const body = car.parts.find((p) => p.name === 'body')!;
    const tyre = car.parts.find((p) => p.name === 'wheel_fl')!;
    expect(body.material.surface).toBe('gold');
    expect(body.material.metallic).toBe(1);
    expect(tyre.material.surface).toBe('rubber');
    const tree = await build('a tree');
    expect(tree.parts.find((p) => p.name === 'canopy')!.material.surface).toBe('leaf');
    expect(tree.parts.find((p) => p.name === 'trunk')!.material.surface).toBe('bark');
    const mug = await build('a mug');
    expect(mug.parts.find((p) => p.name === 'body')!.material.surface).toBe('ceramic');
    // Distinct materials carry distinct names.
    const byName = new Map<string, string>();
    for (const part of (await build('a house')).parts) {
      const key = JSON.stringify(part.material);
      const seen = byName.get(part.material.name);
      if (seen) expect(seen).toBe(key);
      byName.set(part.material.name, key);
    }
  });

  it('builds a coherent seeded sculpture for words that name no thing', async () => {
    const a = await build('freedom', 3);
    expect(a.interpretation).toMatchObject({ kind: 'sculpture', noun: 'freedom' });
    expect(a.parts.map((p) => p.name)).toEqual(['plinth', 'sculpture']);
    const again = await build('freedom', 3);
    expect(positionsOf(again)).toEqual(positionsOf(a));
    const other = await build('freedom', 4);
    expect(positionsOf(other)).not.toEqual(positionsOf(a));
    const box = bounds(a.parts);
    expect(box.size[1]).toBeGreaterThan(0.8);
    const empty = await build('', 3);
    expect(empty.interpretation.kind).toBe('sculpture');
    expect(empty.parts.length).toBe(2);
  });
});
