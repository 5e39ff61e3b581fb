/**
 * Issue 32 (session 27): food and drink by family (docs/decisions.md "Food and drink by
 * family, session 27"). A family's one build stood for every member — every sausage the
 * grilled steak, every bread one pale loaf, every soup one orange bowl, every spirit amber
 * whisky — and six dishes said often were unknown. Members now take their WordNet class's
 * look, and the six are kinds of their own.
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { bounds } from './geometry.ts';
import { box, build, has, named, part, rgb } from './scenes.ts';

const lightness = (c: readonly number[]): number => (c[0]! + c[1]! + c[2]!) / 3;

describe('seven dishes said often are kinds of their own', () => {
  it.each([
    ['a patty', 'patty'],
    ['a hamburger patty', 'patty'],
    ['a souffle', 'souffle'],
    ['a cheese souffle', 'souffle'],
    ['a haggis', 'haggis'],
    ['a strudel', 'strudel'],
    ['an apple strudel', 'strudel'],
    ['sauerkraut', 'sauerkraut'],
    ['a fondue', 'fondue'],
    ['a fondue pot', 'fondue'],
    ['a meringue', 'meringue'],
    ['meringues', 'meringue'],
  ])('%s is a %s, exactly', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  it.each([
    ['une choucroute', 'sauerkraut'],
    ['ein Apfelstrudel', 'strudel'],
    ['舒芙蕾', 'souffle'],
    ['フォンデュ', 'fondue'],
    ['суфле', 'souffle'],
    ['una fonduta', 'fondue'],
    ['ein Baiser', 'meringue'],
    ['メレンゲ', 'meringue'],
  ])('is asked for in other languages: %s is a %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1).kind).toBe(kind);
  });

  it('moves no word of another kind', () => {
    const stays: Array<[string, string]> = [
      ['a hamburger', 'hamburger'],
      ['a cabbage', 'cabbage'],
      ['a pie', 'pie'],
      ['a pot', 'vase'],
      ['a meatball', 'meatball'],
      ['a lemon meringue pie', 'pie'],
    ];
    for (const [prompt, kind] of stays)
      expect([prompt, interpretPrompt(prompt, 1).kind]).toEqual([prompt, kind]);
  });

  it('a patty is two flat browned discs on a plate, grill-marked', async () => {
    const s = await build('a patty');
    const patties = named(s, 'patty_');
    expect(patties).toHaveLength(2);
    const p = bounds([patties[0]!]);
    expect(p.size[0]).toBeGreaterThan(p.size[1] * 4);
    expect(named(s, 'grill_').length).toBeGreaterThanOrEqual(6);
    expect(box(s, 'plate').size[0]).toBeGreaterThan(bounds(patties).size[0]);
  });

  it('a souffle rises well above its white ramekin, browned on top', async () => {
    const s = await build('a souffle');
    const ramekin = box(s, 'ramekin');
    const souffle = box(s, 'souffle');
    expect(souffle.max[1] - ramekin.max[1]).toBeGreaterThan(ramekin.size[1] * 0.6);
    expect(lightness(rgb(s, 'ramekin'))).toBeGreaterThan(0.85);
    expect(lightness(rgb(s, 'crown'))).toBeLessThan(lightness(rgb(s, 'souffle')));
  });

  it('a haggis is a round brown pudding split open, with orange neeps and white tatties', async () => {
    const s = await build('a haggis');
    const casing = box(s, 'casing');
    expect(casing.size[1]).toBeGreaterThan(casing.size[0] * 0.5);
    expect(lightness(rgb(s, 'split'))).toBeLessThan(lightness(rgb(s, 'casing')));
    const [r, g, b] = rgb(s, 'neeps');
    expect(r!).toBeGreaterThan(g! + 0.2);
    expect(g!).toBeGreaterThan(b!);
    expect(lightness(rgb(s, 'tatties'))).toBeGreaterThan(0.8);
  });

  it('a strudel is a long golden roll with a slice cut to show its spiral', async () => {
    const s = await build('a strudel');
    const roll = box(s, 'pastry');
    expect(roll.size[0]).toBeGreaterThan(roll.size[1] * 2.5);
    // The slice faces the viewer: the spiral lies on its front face.
    expect(box(s, 'spiral').min[2]).toBeGreaterThan(box(s, 'slice').max[2] - 0.002);
    expect(has(s, 'sugar')).toBe(true);
  });

  it('sauerkraut is a bowl heaped with pale shreds', async () => {
    const s = await build('sauerkraut');
    expect(named(s, 'shred_').length).toBeGreaterThan(20);
    expect(bounds(named(s, 'shred_')).max[1]).toBeGreaterThan(box(s, 'bowl').max[1]);
    const [r, g, b] = rgb(s, 'mound');
    expect(r!).toBeGreaterThan(b! + 0.2);
    expect(g!).toBeGreaterThan(b! + 0.2);
  });

  it('meringues are white piped swirls with golden peaks on a dark plate', async () => {
    const s = await build('a meringue');
    const kisses = named(s, 'meringue_');
    expect(kisses).toHaveLength(5);
    const one = bounds([kisses[0]!]);
    expect(one.size[1]).toBeGreaterThan(one.size[0] * 0.7);
    expect(lightness(kisses[0]!.material.baseColor)).toBeGreaterThan(0.8);
    expect(lightness(rgb(s, 'plate'))).toBeLessThan(0.3);
    expect(named(s, 'coil_1_')).toHaveLength(5);
  });

  it('a fondue is a pot of melted cheese over a flame, forks of bread dipped in it', async () => {
    const s = await build('a fondue');
    expect(box(s, 'flame').max[1]).toBeLessThan(box(s, 'pot').min[1] + 0.01);
    expect(box(s, 'cheese').max[1]).toBeGreaterThan(box(s, 'pot').min[1]);
    expect(named(s, 'fork').length).toBeGreaterThanOrEqual(2);
    expect(named(s, 'bread').length).toBe(2);
    expect(bounds(named(s, 'fork_grip')).max[1]).toBeGreaterThan(box(s, 'pot').max[1]);
  });
});

describe('members of a family take their WordNet class’s look', () => {
  it.each([
    ['a frankfurter', 'bratwurst'],
    ['a chorizo', 'bratwurst'],
    ['a banger', 'bratwurst'],
    ['a liverwurst', 'bratwurst'],
    ['an amaretto', 'glass of whisky'],
    ['a cordial', 'glass of whisky'],
    ['a hooch', 'glass of whisky'],
    ['molasses', 'sauce bottle'],
    ['a grenadine', 'sauce bottle'],
    ['grits', 'rice bowl'],
    ['a polenta', 'rice bowl'],
    ['a romaine', 'cabbage'],
    ['a parfait', 'sundae'],
    ['a potpie', 'pie'],
    ['a pilaf', 'rice bowl'],
    ['a sangria', 'glass of wine'],
  ])('%s stands in as the %s, and says so', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'related' });
  });

  it('a steak, a pork chop and a hot dog keep their kinds', () => {
    expect(interpretPrompt('a steak', 1).kind).toBe('steak');
    expect(interpretPrompt('a hot dog', 1).kind).toBe('hot dog');
    expect(interpretPrompt('a sirloin', 1).kind).toBe('steak');
  });

  it('a sausage is links; a frankfurter pink and ungrilled, a liverwurst a fat pale chub', async () => {
    const frank = await build('a frankfurter');
    expect(named(frank, 'sausage_')).toHaveLength(3);
    expect(named(frank, 'grill')).toHaveLength(0);
    const brat = await build('a bratwurst');
    expect(named(brat, 'grill').length).toBeGreaterThan(0);
    const liver = await build('a liverwurst');
    expect(named(liver, 'sausage_')).toHaveLength(0);
    expect(box(liver, 'sausage').size[1]).toBeGreaterThan(box(brat, 'sausage_1').size[1] * 1.5);
    const black = await build('a blood sausage');
    expect(lightness(rgb(black, 'sausage_1'))).toBeLessThan(lightness(rgb(brat, 'sausage_1')));
  });

  it('breads by class: pumpernickel dark, challah braided, matzo flat, a hoagie a long roll', async () => {
    const pale = await build('a bread');
    const dark = await build('a pumpernickel');
    expect(lightness(rgb(dark, 'loaf'))).toBeLessThan(lightness(rgb(pale, 'loaf')) * 0.6);
    expect(named(dark, 'slice_')).toHaveLength(2);
    const challah = await build('a challah');
    expect(has(challah, 'sesame')).toBe(true);
    const matzo = box(await build('a matzo'), 'cracker');
    expect(matzo.size[0]).toBeGreaterThan(matzo.size[1] * 10);
    const corn = await build('a cornbread');
    const [r, g, b] = rgb(corn, 'cornbread');
    expect(r! + g!).toBeGreaterThan(b! * 3);
    const brioche = await build('a brioche');
    expect(box(brioche, 'topknot').min[1]).toBeGreaterThan(box(brioche, 'bun').max[1] * 0.8);
    const hoagie = await build('a hoagie');
    const roll = box(hoagie, 'bread_bottom');
    expect(roll.size[0]).toBeGreaterThan(roll.size[2] * 3);
    const sandwich = box(await build('a sandwich'), 'bread_bottom');
    expect(sandwich.size[0]).toBeLessThan(sandwich.size[2] * 1.5);
  });

  it('soups by class: borscht beet-red with cream, a stew brown with chunks', async () => {
    const plain = await build('a soup');
    const borscht = await build('a borscht');
    const [r, g, b] = rgb(borscht, 'soup');
    expect(r!).toBeGreaterThan(g! * 3);
    expect(b!).toBeGreaterThan(g!);
    expect(has(borscht, 'cream')).toBe(true);
    const goulash = await build('a goulash');
    expect(named(goulash, 'meat').length).toBeGreaterThan(2);
    expect(lightness(rgb(goulash, 'soup'))).toBeLessThan(lightness(rgb(plain, 'soup')));
    const vichyssoise = await build('a vichyssoise');
    expect(lightness(rgb(vichyssoise, 'soup'))).toBeGreaterThan(0.7);
    expect(named(await build('a bouillabaisse'), 'mussel').length).toBe(3);
  });

  it('syrups by noun: molasses near black, grenadine red, in the syrup jug', async () => {
    const syrup = await build('a syrup');
    const molasses = await build('molasses');
    expect(has(molasses, 'handle')).toBe(true);
    const amber = part(syrup, 'handle').material.baseColor;
    expect(lightness(part(molasses, 'handle').material.baseColor)).toBeLessThan(
      lightness(amber) * 0.5,
    );
    const [r, g] = part(await build('a grenadine'), 'handle').material.baseColor;
    expect(r!).toBeGreaterThan(g! * 4);
  });

  it('drinks by class: vodka clear, chartreuse green, stout black under a tan head', async () => {
    const whisky = await build('a whisky');
    const vodka = await build('a vodka');
    expect(lightness(rgb(vodka, 'drink'))).toBeGreaterThan(lightness(rgb(whisky, 'drink')) * 2);
    const [r, g] = rgb(await build('a chartreuse'), 'drink');
    expect(g!).toBeGreaterThan(r!);
    const stout = await build('a stout');
    expect(lightness(rgb(stout, 'drink'))).toBeLessThan(0.05);
    expect(lightness(rgb(stout, 'foam'))).toBeGreaterThan(0.5);
    const sherry = await build('a sherry');
    const wine = await build('a wine');
    expect(rgb(sherry, 'drink')[1]!).toBeGreaterThan(rgb(wine, 'drink')[1]!);
  });
});
