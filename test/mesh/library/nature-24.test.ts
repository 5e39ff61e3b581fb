/**
 * Issue 32 (sessions 24 and 25): natural things a person names by one look — trees by their
 * silhouette, plants, produce, landforms as dioramas, small natural bits (docs/decisions.md,
 * "Trees, plants, landforms and natural bits by their telling look").
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';
import { has } from './scenes.ts';

const build = (prompt: string): Promise<Scene> =>
  buildScene(prompt, { detail: FAMILY_DETAIL['mesh-4']!, seed: 1 });

describe('natural things by their telling look', () => {
  it.each([
    ['a poplar', 'poplar'],
    ['a magnolia', 'magnolia'],
    ['a pussy willow', 'pussy willow'],
    ['a briar', 'briar'],
    ['chamomile', 'chamomile'],
    ['catnip', 'catnip'],
    ['ragweed', 'ragweed'],
    ['a cranberry', 'cranberry'],
    ['a scallion', 'scallion'],
    ['a riverbed', 'riverbed'],
    ['a sandbank', 'sandbank'],
    ['a snowfield', 'snowfield'],
    ['a snowdrift', 'snowdrift'],
    ['a gold nugget', 'nugget'],
    ['an ember', 'ember'],
    ['a splinter', 'splinter'],
    ['a watermelon rind', 'melon rind'],
    ['an eggshell', 'eggshell'],
    ['a corn husk', 'cornhusk'],
  ])('%s is a %s, exactly', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  it.each([
    ['一棵杨树', 'poplar'],
    ['eine Pappel', 'poplar'],
    ['сугроб', 'snowdrift'],
    ['une braise', 'ember'],
    ['una astilla', 'splinter'],
    ['eine Eierschale', 'eggshell'],
  ])('%s is understood as a %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1).kind).toBe(kind);
  });

  it('chicken nuggets are breaded lumps on a tray by a cup of dip, not gold', async () => {
    const nuggets = await build('chicken nuggets');
    expect(nuggets.interpretation.kind).toBe('nugget');
    for (const name of ['tray', 'dip']) expect(has(nuggets, name), name).toBe(true);
    expect(nuggets.parts.filter((p) => p.name.startsWith('nugget')).length).toBe(4);
    expect(nuggets.parts.some((p) => p.name.startsWith('lump'))).toBe(false);
    const gold = await build('a gold nugget');
    expect(has(gold, 'tray')).toBe(false);
  });

  it('a rind stays a part of the cheese; shoals, slivers and tulip trees are not these kinds', () => {
    const cheese = interpretPrompt('a cheese with a red rind', 1);
    expect(cheese.kind).toBe('cheese');
    expect(cheese.objects ?? []).toEqual([]);
    expect(interpretPrompt('a shoal of fish', 1).kind).not.toBe('sandbank');
    expect(interpretPrompt('a sliver of cake', 1).kind).not.toBe('splinter');
    expect(interpretPrompt('a tulip tree', 1).kind).not.toBe('magnolia');
  });
});
