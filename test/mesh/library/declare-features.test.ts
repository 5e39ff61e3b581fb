/**
 * Issue 32, kinds as data: what a declaration needs so that hand-built kinds can move over —
 * counted parts the prompt sets, optional parts the seed or the prompt decides, seeded
 * colours and proportions — shown on the snowman, which is now declared
 * (library/kinds/declared/snowman.ts), the way a person asking for one would check it.
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { bounds } from './geometry.ts';

const detail = FAMILY_DETAIL['mesh-5']!;
const build = (prompt: string, seed = 1): Promise<Scene> => buildScene(prompt, { detail, seed });
const named = (scene: Scene, base: string): string[] =>
  scene.parts.map((p) => p.name).filter((n) => n === base || n.startsWith(`${base}_`));

describe('declared kinds with counted, optional and seeded parts', () => {
  it('a snowman with 5 buttons has five, down the front of its torso', async () => {
    const snowman = await build('a snowman with 5 buttons');
    expect(snowman.interpretation).toMatchObject({ kind: 'snowman', match: 'exact' });
    const buttons = snowman.parts.filter((p) => p.name.startsWith('button_'));
    expect(buttons).toHaveLength(5);
    const torso = bounds(snowman.parts.filter((p) => p.name === 'torso'));
    const heights = buttons.map((p) => bounds([p]).min[1]);
    for (const b of buttons) expect(bounds([b]).max[2]).toBeGreaterThan(torso.max[2] * 0.5);
    expect([...heights].sort((a, b) => b - a)).toEqual(heights);
    expect(heights[0]!).toBeLessThan(torso.max[1]);
    expect(heights[4]!).toBeGreaterThan(torso.min[1]);
    expect(named(await build('a snowman without buttons'), 'button')).toEqual([]);
  });

  it('a hat and a scarf are there when asked for and gone when left out', async () => {
    const dressed = await build('a snowman with a hat and a scarf');
    for (const part of ['hat', 'scarf', 'scarf_end'])
      expect(dressed.parts.map((p) => p.name)).toContain(part);
    const [ring, end] = ['scarf', 'scarf_end'].map(
      (n) => dressed.parts.find((p) => p.name === n)!.material.baseColor,
    );
    expect(end).toEqual(ring);
    const bare = await build('a snowman without a hat, without a scarf and without arms');
    expect(bare.parts.map((p) => p.name).filter((n) => /^(hat|scarf|arm|twig)/.test(n))).toEqual(
      [],
    );
  });

  it('left to the seed, the hat comes and goes and the proportions change', async () => {
    const scenes = await Promise.all([1, 2, 3, 4, 5, 6].map((seed) => build('a snowman', seed)));
    const hats = scenes.map((s) => s.parts.some((p) => p.name === 'hat'));
    expect(hats).toContain(true);
    expect(hats).toContain(false);
    const heads = scenes.map((s) => bounds(s.parts.filter((p) => p.name === 'head')).max[1]);
    expect(new Set(heads.map((h) => h.toFixed(4))).size).toBeGreaterThan(1);
  });

  it('the same seed builds the same snowman', async () => {
    const a = await build('a snowman with a scarf', 7);
    const b = await build('a snowman with a scarf', 7);
    expect(b.parts.map((p) => [p.name, Array.from(p.mesh.positions)])).toEqual(
      a.parts.map((p) => [p.name, Array.from(p.mesh.positions)]),
    );
  });
});
