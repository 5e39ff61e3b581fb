/**
 * Issue 32 (session 25): things that stood in as their class though a person pictures them by
 * a look of their own (docs/decisions.md, "Stand-ins that had a look of their own").
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { bounds } from './geometry.ts';

const build = (prompt: string): Promise<Scene> =>
  buildScene(prompt, { detail: FAMILY_DETAIL['mesh-4']!, seed: 1 });
const parts = (scene: Scene, prefix: string) =>
  scene.parts.filter((p) => p.name.startsWith(prefix));

describe('stand-ins that had a look of their own', () => {
  it.each([
    ['a willow', 'weeping willow'],
    ['a weeping willow', 'weeping willow'],
    ['toast', 'toast'],
    ['a slice of toast', 'toast'],
    ['beef', 'steak'],
  ])('%s is a %s, exactly (it was the class)', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  it('a pussy willow, french toast and a toaster keep their own kinds', () => {
    expect(interpretPrompt('a pussy willow', 1).kind).toBe('pussy willow');
    expect(interpretPrompt('french toast', 1).kind).toBe('french toast');
    expect(interpretPrompt('a toaster', 1).kind).toBe('toaster');
  });

  it('a weeping willow’s leaves hang from its crown most of the way to the ground', async () => {
    const willow = await build('a weeping willow');
    const crown = bounds(parts(willow, 'crown'));
    const curtain = bounds(parts(willow, 'curtain'));
    expect(parts(willow, 'curtain').length).toBeGreaterThanOrEqual(8);
    expect(curtain.min[1]).toBeLessThan(crown.min[1] - 1.5);
    expect(curtain.min[1]).toBeLessThan(0.5 * bounds(willow.parts).size[1]);
  });

  it('toast is a slice with a dark crust round a golden crumb, standing on a plate', async () => {
    const toast = await build('toast');
    const [crust] = parts(toast, 'crust');
    const [crumb] = parts(toast, 'crumb');
    const light = (rgb: readonly number[]) => rgb.reduce((a, b) => a + b, 0);
    expect(light(crust!.material.baseColor)).toBeLessThan(light(crumb!.material.baseColor));
    const slice = bounds([crust!]);
    expect(slice.size[1]).toBeGreaterThan(slice.size[2] * 3);
  });
});
