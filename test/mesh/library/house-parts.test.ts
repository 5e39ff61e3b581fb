/**
 * Issue 32 (session 26): a house asked for with a porch, a balcony, shutters, a skylight or a
 * driveway is drawn with it, in its place on the house — the porch before the door, the
 * balcony out from the upper floor, shutters beside the front windows, the skylight in the
 * roof's slope, the driveway on the ground — where the balcony, the shutters and the skylight
 * were stood on the roof and the porch was listed but not drawn. A thing that is no part of a
 * house and has no surface to rest on it ("a house with a fence") stands beside it
 * (docs/decisions.md, "A house with a porch").
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { bounds, touching } from './geometry.ts';

const build = (prompt: string): Promise<Scene> =>
  buildScene(prompt, { detail: FAMILY_DETAIL['mesh-4']!, seed: 1 });
const parts = (scene: Scene, prefix: string) =>
  scene.parts.filter((p) => p.name === prefix || p.name.startsWith(`${prefix}_`));
const box = (scene: Scene, prefix: string) => {
  const found = parts(scene, prefix);
  if (found.length === 0)
    throw new Error(`no ${prefix} in ${scene.parts.map((p) => p.name).join(', ')}`);
  return bounds(found);
};

describe('a house with the parts a person names', () => {
  it.each(['porch', 'balcony', 'shutters', 'skylight', 'driveway'])(
    '"a house with a %s" is one house that lists and draws it',
    async (word) => {
      const prompt = `a house with ${word === 'shutters' ? '' : 'a '}${word}`;
      const i = interpretPrompt(prompt, 1);
      expect(i).toMatchObject({ kind: 'house', match: 'exact' });
      expect(i.parts).toContain(word);
      expect(i.objects ?? []).toEqual([]);
      expect(parts(await build(prompt), word).length).toBeGreaterThan(0);
    },
  );

  it('attaches every part asked for: none floats free', async () => {
    const house = await build(
      'a house with a porch, a balcony, shutters, a skylight and a driveway',
    );
    const names = house.parts.map((p) => p.name);
    for (const word of [
      'porch',
      'porch_roof',
      'balcony',
      'balcony_railing',
      'shutters',
      'skylight',
      'skylight_glass',
      'driveway',
    ])
      expect(names).toContain(word);
    const loose = house.parts.filter(
      (p) => !house.parts.some((q) => q !== p && touching(p, q, 0.05)),
    );
    expect(loose.map((p) => p.name)).toEqual([]);
  });

  it('puts the porch before the door, its roof above the door', async () => {
    const house = await build('a house with a porch');
    const walls = box(house, 'walls');
    const porch = box(house, 'porch');
    const door = box(house, 'door');
    expect(porch.max[2]).toBeGreaterThan(walls.max[2] + 1);
    expect(porch.min[0]).toBeLessThan(door.min[0]);
    expect(porch.max[0]).toBeGreaterThan(door.max[0]);
    expect(box(house, 'porch_roof').min[1]).toBeGreaterThan(door.max[1]);
  });

  it('gives a balcony an upper floor to stand out from', async () => {
    const house = await build('a bungalow with a balcony');
    const walls = box(house, 'walls');
    const balcony = box(house, 'balcony');
    expect(balcony.min[1]).toBeGreaterThan(2);
    expect(balcony.max[1]).toBeLessThan(walls.max[1]);
    expect(balcony.max[2]).toBeGreaterThan(walls.max[2] + 0.5);
  });

  it('hangs the shutters on the front wall, in the colour asked for', async () => {
    const house = await build('a house with green shutters');
    const shutters = parts(house, 'shutters')[0]!;
    const [r, g, b] = shutters.material.baseColor;
    expect(g!).toBeGreaterThan(r! + 0.1);
    expect(g!).toBeGreaterThan(b! + 0.1);
    const front = box(house, 'walls').max[2];
    expect(Math.abs(bounds([shutters]).min[2] - front)).toBeLessThan(0.2);
  });

  it('lays the skylight in the roof, not above it', async () => {
    const house = await build('a house with a skylight');
    const roof = box(house, 'roof');
    const skylight = box(house, 'skylight');
    expect(skylight.min[1]).toBeGreaterThan(box(house, 'walls').min[1] + 2);
    expect(skylight.max[1]).toBeLessThan(roof.max[1]);
    expect(skylight.max[2]).toBeLessThan(roof.max[2]);
  });

  it('builds the same house as before when no such part is asked for', async () => {
    const plain = await build('a house');
    expect(plain.parts.map((p) => p.name)).not.toContain('porch');
    expect(plain.parts.map((p) => p.name)).toContain('step');
  });

  it('keeps a balcony, shutters and a skylight objects of their own with any other host', () => {
    expect(interpretPrompt('a hotel with a balcony', 1).objects?.[0]?.kind).toBe('balcony');
    expect(interpretPrompt('a balcony', 1).kind).toBe('balcony');
    expect(interpretPrompt('shutters', 1).kind).toBe('shutters');
    expect(interpretPrompt('a skylight', 1).kind).toBe('skylight');
    expect(interpretPrompt('a porch', 1).kind).toBe('porch');
  });

  it.each(['a house with a fence', 'a house with a tree'])(
    'stands the other thing beside the house in "%s", not on its roof',
    async (prompt) => {
      const scene = await build(prompt);
      const house = bounds(scene.parts.filter((p) => p.name.startsWith('house_')));
      const others = scene.parts.filter((p) => !p.name.startsWith('house_'));
      expect(others.length).toBeGreaterThan(0);
      expect(bounds(others).min[1]).toBeLessThan(house.min[1] + 0.5);
    },
  );

  it('sits a creature up in a tree it is with ("a tree with a bird")', async () => {
    expect(interpretPrompt('a tree with a bird', 1).objects?.[0]).toMatchObject({
      kind: 'bird',
      relation: 'on',
    });
    const scene = await build('a tree with a bird');
    const tree = bounds(scene.parts.filter((p) => p.name.startsWith('tree_')));
    const bird = bounds(scene.parts.filter((p) => p.name.startsWith('bird_')));
    expect(bird.min[1]).toBeGreaterThan(tree.max[1] * 0.6);
  });

  it('still rests a small thing on a surface the main one has ("a table with a lamp")', async () => {
    const scene = await build('a table with a lamp');
    const top = box(scene, 'table_top');
    const lamp = bounds(scene.parts.filter((p) => p.name.startsWith('lamp_')));
    expect(lamp.min[1]).toBeGreaterThan(top.max[1] - 0.05);
  });
});
