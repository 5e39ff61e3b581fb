/**
 * A warship is drawn as one: a grey hull with gun turrets fore and aft, not the sailing ship
 * that "ship" names (docs/decisions.md, "Warships by their turrets").
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { colorRgb } from '../../../server/mesh/prompt/colors.ts';
import { FAMILY_DETAIL } from '../../../server/mesh/scene.ts';

const detail = FAMILY_DETAIL['mesh-4']!;
const build = (prompt: string) => buildScene(prompt, { detail, seed: 1 });

describe('a warship', () => {
  it.each(['a warship', 'a battleship', 'a dreadnought', 'a destroyer', 'a frigate', 'a corvette'])(
    '%s is the warship, with three turrets of three barrels each and no sail',
    async (prompt) => {
      const scene = await build(prompt);
      expect(scene.interpretation).toMatchObject({ kind: 'warship', match: 'exact' });
      const names = scene.parts.map((p) => p.name);
      expect(names.filter((n) => n.startsWith('turret_'))).toHaveLength(3);
      expect(names.filter((n) => n.startsWith('barrel_'))).toHaveLength(9);
      expect(names.some((n) => n.includes('sail'))).toBe(false);
    },
  );

  it('"with red turrets" paints the turrets and leaves the hull grey', async () => {
    const scene = await build('a battleship with red turrets');
    const turret = scene.parts.find((p) => p.name === 'turret_fore')!;
    const hull = scene.parts.find((p) => p.name === 'hull')!;
    expect(turret.material.baseColor).toEqual(colorRgb('red'));
    expect(hull.material.baseColor).not.toEqual(colorRgb('red'));
  });
});
