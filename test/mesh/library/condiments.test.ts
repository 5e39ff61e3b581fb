/**
 * Issue 32 (session 26): sauces are drawn in what they come to the table in — ketchup's red
 * squeeze bottle, mustard's yellow one, syrup's amber jug, salsa's jar — where they were
 * unknown and "a bottle of ketchup" was a green wine bottle (docs/decisions.md, "Sauces in
 * their bottles").
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { FAMILY_DETAIL, type Scene, type ScenePart } from '../../../server/mesh/scene.ts';
import { bounds } from './geometry.ts';
import { part } from './scenes.ts';

const build = (prompt: string): Promise<Scene> =>
  buildScene(prompt, { detail: FAMILY_DETAIL['mesh-4']!, seed: 1 });
const rgb = (p: ScenePart): [number, number, number] => {
  const [r, g, b] = p.material.baseColor;
  return [r!, g!, b!];
};
/** The colour's strongest channel: 0 red, 1 green, 2 blue. */
const hue = (p: ScenePart): number => rgb(p).indexOf(Math.max(...rgb(p)));

describe('a sauce is drawn in its bottle or jar', () => {
  it.each([
    ['ketchup', 'sauce bottle'],
    ['a bottle of ketchup', 'sauce bottle'],
    ['a ketchup bottle', 'sauce bottle'],
    ['mustard', 'sauce bottle'],
    ['mayonnaise', 'sauce bottle'],
    ['mayo', 'sauce bottle'],
    ['hot sauce', 'sauce bottle'],
    ['soy sauce', 'sauce bottle'],
    ['maple syrup', 'sauce bottle'],
    ['vinegar', 'sauce bottle'],
    ['salad dressing', 'sauce bottle'],
    ['salsa', 'sauce bottle'],
    ['a jar of pesto', 'sauce bottle'],
    ['a sauce', 'sauce bottle'],
    ['gravy', 'gravy boat'],
    ['番茄酱', 'sauce bottle'],
    ['ケチャップ', 'sauce bottle'],
    ['une moutarde', 'sauce bottle'],
    ['ein Essig', 'sauce bottle'],
    ['соевый соус', 'sauce bottle'],
    ['salsa de soja', 'sauce bottle'],
    ['uno sciroppo', 'sauce bottle'],
    ['maionese', 'sauce bottle'],
  ])('%s is the %s, exactly', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  it('reaches an unlisted sauce as a stand-in that says so', () => {
    expect(interpretPrompt('a tartar sauce', 1)).toMatchObject({
      kind: 'sauce bottle',
      match: 'related',
      stand_in_for: 'tartar sauce',
    });
  });

  it('takes no word from the pans, seeds and pickles that share one', () => {
    expect(interpretPrompt('a saucepan', 1).kind).toBe('cooking pot');
    expect(interpretPrompt('a saucer', 1).kind).toBe('plate');
    expect(interpretPrompt('a mustard seed', 1).kind).toBe('seed');
    expect(interpretPrompt('a pickle', 1).kind).toBe('cucumber');
    expect(interpretPrompt('an olive', 1).kind).toBe('olive');
    expect(interpretPrompt('guacamole', 1).kind).toBe('guacamole');
    expect(interpretPrompt('a bottle', 1).kind).toBe('bottle');
    expect(interpretPrompt('a bottle of wine', 1).kind).not.toBe('sauce bottle');
  });

  it('gives ketchup a red squeeze bottle with its cap and nozzle on top', async () => {
    const ketchup = await build('ketchup');
    expect(hue(part(ketchup, 'bottle'))).toBe(0);
    const bottle = bounds([part(ketchup, 'bottle')]);
    const cap = bounds([part(ketchup, 'cap')]);
    const nozzle = bounds([part(ketchup, 'nozzle')]);
    expect(cap.min[1]).toBeLessThan(bottle.max[1]);
    expect(cap.max[1]).toBeGreaterThan(bottle.max[1]);
    expect(nozzle.max[1]).toBeGreaterThan(cap.max[1]);
    expect(bottle.size[1]).toBeGreaterThan(2 * bottle.size[0]);
  });

  it('tells the sauces apart by the colour a person knows them by', async () => {
    const mustard = await build('mustard');
    const [r, g, b] = rgb(part(mustard, 'bottle'));
    expect(r).toBeGreaterThan(b + 0.3);
    expect(g).toBeGreaterThan(b + 0.2);
    expect(hue(part(mustard, 'nozzle'))).toBe(0);
    expect(hue(part(await build('mayonnaise'), 'cap'))).toBe(2);
    const soy = rgb(part(await build('soy sauce'), 'bottle'));
    expect(Math.max(...soy)).toBeLessThan(0.25);
    expect(part(await build('maple syrup'), 'handle')).toBeDefined();
  });

  it('puts salsa in a glass jar with its lid on top', async () => {
    const salsa = await build('salsa');
    const jar = bounds([part(salsa, 'jar')]);
    const lid = bounds([part(salsa, 'lid')]);
    expect(lid.max[1]).toBeGreaterThan(jar.max[1]);
    expect(lid.min[1]).toBeLessThan(jar.max[1]);
    expect(jar.size[0]).toBeGreaterThan(jar.size[1] * 0.6);
    expect(salsa.parts.some((p) => p.name === 'nozzle')).toBe(false);
  });

  it('takes the colour asked for on the bottle, keeping its cap', async () => {
    const blue = await build('a blue ketchup bottle');
    expect(hue(part(blue, 'bottle'))).toBe(2);
    expect(rgb(part(blue, 'cap'))).toEqual(rgb(part(await build('ketchup'), 'cap')));
  });
});
