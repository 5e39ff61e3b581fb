/**
 * Issue 32 (session 27, helper eats16): four foods the sixteenth held-out list found unknown —
 * honeydew, couscous, baklava and paella — are kinds, each drawn as the thing a person
 * pictures (docs/decisions.md, "Foods the sixteenth list found unknown").
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { box, build, has } from './scenes.ts';

describe('four foods the sixteenth list found unknown are kinds of their own', () => {
  it.each([
    ['honeydew', 'honeydew'],
    ['a honeydew melon', 'honeydew'],
    ['couscous', 'couscous'],
    ['a bowl of couscous', 'couscous'],
    ['baklava', 'baklava'],
    ['a piece of baklava', 'baklava'],
    ['paella', 'paella'],
    ['a seafood paella', 'paella'],
  ])('%s is a %s, exactly', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  it.each([
    ['クスクス', 'couscous'],
    ['eine Honigmelone', 'honeydew'],
    ['пахлава', 'baklava'],
    ['una paella', 'paella'],
  ])('is asked for in other languages: %s is a %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1).kind).toBe(kind);
  });

  it('a cantaloupe stays the netted orange melon', () => {
    expect(interpretPrompt('a cantaloupe', 1).kind).toBe('cantaloupe');
  });

  it('a honeydew is a round melon with its pale green flesh inside the rind', async () => {
    const scene = await build('honeydew');
    const rind = box(scene, 'rind');
    const w = rind.max[0] - rind.min[0];
    const h = rind.max[1] - rind.min[1];
    expect(h / w).toBeGreaterThan(0.8);
    expect(h / w).toBeLessThan(1.05);
    const flesh = box(scene, 'flesh');
    expect(flesh.max[1]).toBeLessThanOrEqual(rind.max[1]);
    expect(has(scene, 'flesh')).toBe(true);
  });

  it('couscous is a mound of grains heaped above the rim of its bowl', async () => {
    const scene = await build('couscous');
    expect(box(scene, 'grains').max[1]).toBeGreaterThan(box(scene, 'bowl').max[1]);
    expect(has(scene, 'chickpea_1')).toBe(true);
  });

  it('paella is a wide shallow pan of yellow rice with prawns and mussels on it', async () => {
    const scene = await build('paella');
    const pan = box(scene, 'pan');
    expect((pan.max[0] - pan.min[0]) / (pan.max[1] - pan.min[1])).toBeGreaterThan(5);
    const rice = box(scene, 'rice');
    expect(rice.max[1]).toBeLessThan(pan.max[1]);
    expect(has(scene, 'prawn_1')).toBe(true);
    expect(has(scene, 'mussel_1')).toBe(true);
    expect(has(scene, 'handle_2')).toBe(true);
  });

  it('baklava is low layered pieces sitting on a plate', async () => {
    const scene = await build('baklava');
    const plate = box(scene, 'plate');
    const pastry = box(scene, 'pastry_1');
    expect(pastry.min[1]).toBeGreaterThanOrEqual(plate.max[1] - 0.001);
    expect(has(scene, 'pistachio_1')).toBe(true);
    expect(scene.parts.filter((p) => p.name.startsWith('layer_')).length).toBeGreaterThan(7);
  });
});
