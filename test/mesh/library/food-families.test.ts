/**
 * Issue 32 (session 23, F): foods by family, each member by its telling look where one body
 * stood for many (every pasta one plate of spaghetti, every cut one steak) or nothing did
 * (raisin, gumdrop, crumpet, giblets, gizzard, chives). docs/decisions.md "Foods by family".
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';

const detail = FAMILY_DETAIL['mesh-5']!;
const build = (prompt: string): Promise<Scene> => buildScene(prompt, { detail, seed: 1 });
const named = (scene: Scene, prefix: string): Scene['parts'] =>
  scene.parts.filter((p) => p.name === prefix || p.name.startsWith(`${prefix}_`));

describe('foods by family', () => {
  it.each([
    ['a raisin', 'raisin', 'raisin'],
    ['sultanas', 'raisin', 'raisin'],
    ['a gumdrop', 'gumdrop', 'gumdrop'],
    ['a crumpet', 'crumpet', 'hole'],
    ['giblets', 'giblets', 'gizzard'],
    ['a gizzard', 'gizzard', 'gristle'],
    ['a chive', 'chives', 'flower'],
    ['a leek', 'leek', 'root'],
    ['ravioli', 'ravioli', 'filling'],
    ['penne', 'penne', 'penne'],
    ['farfalle', 'farfalle', 'knot'],
    ['tortellini', 'tortellini', 'belly'],
    ['macaroni', 'macaroni', 'macaroni'],
    ['fusilli', 'fusilli', 'fusilli'],
    ['a brisket', 'brisket', 'fat'],
    ['pastrami', 'pastrami', 'rim'],
    ['a rack of ribs', 'rack of ribs', 'bone'],
    ['a bread roll', 'bread roll', 'score'],
    ['a danish', 'danish pastry', 'filling'],
    ['a scone', 'scone', 'jam'],
    ['a cinnamon roll', 'cinnamon roll', 'cinnamon'],
    ['a chocolate chip cookie', 'chocolate chip cookie', 'chip'],
    ['a brownie', 'brownie', 'crackle'],
    ['a meatloaf', 'meatloaf', 'glaze'],
    ['licorice', 'licorice', 'twist'],
    ['a chocolate truffle', 'chocolate truffle', 'cup'],
    ['dates', 'date', 'date'],
    ['a pistachio', 'pistachio', 'kernel'],
    ['a bratwurst', 'bratwurst', 'grill'],
    ['pepperoni', 'pepperoni', 'slice'],
    ['prosciutto', 'prosciutto', 'fat'],
    ['beef jerky', 'jerky', 'strip'],
    ['gnocchi', 'gnocchi', 'ridge'],
  ])('%s reads as %s and shows its %s', async (prompt, kind, partName) => {
    const i = interpretPrompt(prompt, 1);
    expect(i.kind).toBe(kind);
    expect(i.match).toBe('exact');
    const scene = await build(prompt);
    expect(named(scene, partName).length).toBeGreaterThan(0);
  });

  it('a crumpet is pitted with holes; a rack of ribs shows a bone at every rib', async () => {
    expect(named(await build('a crumpet'), 'hole').length).toBeGreaterThanOrEqual(15);
    expect(named(await build('a rack of ribs'), 'bone').length).toBeGreaterThanOrEqual(6);
  });

  it('pasta shapes are not one plate of spaghetti: no noodles, sauce only on ravioli', async () => {
    for (const p of ['penne', 'farfalle', 'tortellini', 'macaroni', 'fusilli', 'ravioli']) {
      const scene = await build(p);
      expect(named(scene, 'noodles')).toEqual([]);
      expect(named(scene, 'plate').length).toBe(1);
    }
  });

  it.each([
    // Cheeses were one pale wedge.
    ['parmesan', 'cheese', 'rind'],
    ['a brie', 'cheese', 'paste'],
    ['a gouda', 'cheese', 'rind'],
    ['mozzarella', 'cheese', 'ball'],
    ['gorgonzola', 'cheese', 'vein'],
    // "blue" is the name, not a paint: white paste, blue veins (session 24).
    ['a blue cheese', 'cheese', 'vein'],
    ['cheddar', 'cheese', 'block'],
    ['feta', 'cheese', 'crumb'],
    // Nuts were one hazelnut, herbs one sprig of paired leaves.
    ['an almond', 'nut', 'point'],
    ['a cashew', 'nut', 'cashew'],
    ['a walnut', 'nut', 'wrinkle'],
    ['dill', 'herb', 'umbel'],
    ['rosemary', 'herb', 'needle'],
    ['parsley', 'herb', 'sprig'],
  ])('%s is the %s with its own %s', async (prompt, kind, partName) => {
    expect(interpretPrompt(prompt, 1).kind).toBe(kind);
    const scene = await build(prompt);
    expect(named(scene, partName).length).toBeGreaterThan(0);
    const plain = await build(`a ${kind}`);
    expect(named(plain, partName)).toEqual([]);
  });

  it('"with blue cheese" on a dish with a cheese part is that part in blue', () => {
    expect(interpretPrompt('a lasagna with blue cheese', 1)).toMatchObject({
      kind: 'lasagna',
      partColors: { cheese: 'blue' },
    });
  });

  it('a blue cheese is white with blue veins, not painted blue', async () => {
    const scene = await build('a blue cheese');
    expect(scene.interpretation.colors).toEqual([]);
    const [r, g, b] = named(scene, 'wedge')[0]!.material.baseColor;
    expect(Math.min(r, g)).toBeGreaterThan(0.6);
    expect(b).toBeGreaterThan(0.5);
    const [vr, , vb] = named(scene, 'vein')[0]!.material.baseColor;
    expect(vb).toBeGreaterThan(vr);
  });

  it('a gouda is red outside and yellow on its cut; a bratwurst is three brown links', async () => {
    const gouda = await build('a gouda');
    const [r, g] = named(gouda, 'rind')[0]!.material.baseColor;
    expect(r).toBeGreaterThan(g * 2);
    const [pr, pg, pb] = named(gouda, 'paste')[0]!.material.baseColor;
    expect(Math.min(pr, pg)).toBeGreaterThan(pb * 2);
    expect(named(await build('a bratwurst'), 'sausage').length).toBe(3);
  });
});
