/**
 * Issue 32 (session 28): food and drink (docs/decisions.md "Food and drink, session 28").
 * Twelve foods said often were unknown — crisps, a turnover, Spam, a frittata, scampi,
 * pralines, hash, stuffing, teriyaki, tapioca, applesauce, granola — and are kinds of their
 * own; every turnover, canned meat and cold cereal stands in as one of them. Every mixed drink
 * was the martini glass and every meat the grilled beef steak: they take their WordNet class's
 * look now.
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { apart, bounds } from './geometry.ts';
import { box, build, has, named, part, rgb } from './scenes.ts';

const lightness = (c: readonly number[]): number => (c[0]! + c[1]! + c[2]!) / 3;

describe('twelve foods said often are kinds of their own', () => {
  it.each([
    ['crisps', 'potato chips'],
    ['a potato chip', 'potato chips'],
    ['a bowl of crisps', 'potato chips'],
    ['a turnover', 'turnover'],
    ['an apple turnover', 'turnover'],
    ['spam', 'spam'],
    ['a can of spam', 'spam'],
    ['a frittata', 'frittata'],
    ['scampi', 'scampi'],
    ['shrimp scampi', 'scampi'],
    ['a praline', 'praline'],
    ['a hash', 'hash'],
    ['corned beef hash', 'hash'],
    ['hash browns', 'hash'],
    ['stuffing', 'stuffing'],
    ['teriyaki', 'teriyaki'],
    ['chicken teriyaki', 'teriyaki'],
    ['tapioca', 'tapioca'],
    ['tapioca pudding', 'tapioca'],
    ['applesauce', 'applesauce'],
    ['apple sauce', 'applesauce'],
    ['granola', 'granola'],
    ['cannelloni', 'cannelloni'],
    ['a pate', 'pate'],
    ['a liver pate', 'pate'],
    ['nougat', 'nougat'],
    ['marzipan', 'marzipan'],
    ['almond paste', 'marzipan'],
  ])('%s is a %s, exactly', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'exact' });
  });

  it.each([
    ['薯片', 'potato chips'],
    ['Kartoffelchips', 'potato chips'],
    ['un chausson aux pommes', 'turnover'],
    ['午餐肉', 'spam'],
    ['eine Frittata', 'frittata'],
    ['照り焼き', 'teriyaki'],
    ['Apfelmus', 'applesauce'],
    ['西米露', 'tapioca'],
    ['гранола', 'granola'],
    ['canelones', 'cannelloni'],
    ['паштет', 'pate'],
    ['un torrone', 'nougat'],
    ['マジパン', 'marzipan'],
  ])('is asked for in other languages: %s is a %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1).kind).toBe(kind);
  });

  it('moves no word of another kind', () => {
    const stays: Array<[string, string]> = [
      ['chips', 'french fries'],
      ['french fries', 'french fries'],
      ['a samosa', 'dumpling'],
      ['an omelette', 'omelet'],
      ['a shrimp', 'shrimp'],
      ['a can', 'can'],
      ['a pudding', 'custard'],
      ['a bubble tea', 'bubble tea'],
      ['an apple', 'apple'],
      ['a butter', 'butter'],
      ['a steak', 'steak'],
      ['a martini', 'cocktail'],
    ];
    for (const [prompt, kind] of stays)
      expect([prompt, interpretPrompt(prompt, 1).kind]).toEqual([prompt, kind]);
  });

  it('crisps are thin golden discs heaped above the rim of a bowl', async () => {
    const s = await build('crisps');
    const crisps = named(s, 'crisp');
    expect(crisps.length).toBeGreaterThan(12);
    const one = bounds([crisps[0]!]);
    expect(Math.max(one.size[0], one.size[2])).toBeGreaterThan(0.03);
    expect(bounds(crisps).max[1]).toBeGreaterThan(box(s, 'bowl').max[1]);
    const [r, g, b] = rgb(s, 'crisp');
    expect(r!).toBeGreaterThan(b! + 0.3);
    expect(g!).toBeGreaterThan(b! + 0.2);
  });

  it('a turnover is two golden half-moons, crimped along the curve, slit on top', async () => {
    const s = await build('a turnover');
    const moon = box(s, 'turnover_a');
    // A half-moon: as wide as a round pastry, half as deep.
    expect(moon.size[0]).toBeGreaterThan(moon.size[2] * 1.7);
    expect(moon.size[1]).toBeLessThan(moon.size[2]);
    expect(named(s, 'turnover_a_crimp_').length).toBeGreaterThan(8);
    expect(named(s, 'turnover_b_slit_')).toHaveLength(3);
    expect(has(s, 'plate')).toBe(true);
  });

  it('Spam is a blue tin with a yellow band beside its pink loaf and slices', async () => {
    const s = await build('spam');
    const [tr, , tb] = rgb(s, 'tin');
    expect(tb!).toBeGreaterThan(tr! + 0.2);
    const [mr, mg, mb] = rgb(s, 'loaf');
    expect(mr!).toBeGreaterThan(mg! + 0.2);
    expect(mr!).toBeGreaterThan(mb! + 0.2);
    // The loaf keeps the tin's shape: as tall and as deep.
    expect(box(s, 'loaf').size[2]).toBeCloseTo(box(s, 'tin').size[2], 2);
    expect(has(s, 'band')).toBe(true);
    expect(has(s, 'slice')).toBe(true);
  });

  it('a frittata fills a black skillet with a quarter cut out, peppers and herbs on top', async () => {
    const s = await build('a frittata');
    const egg = box(s, 'egg');
    const pan = box(s, 'skillet');
    expect(egg.max[1]).toBeLessThan(pan.max[1]);
    expect(egg.size[0]).toBeGreaterThan(pan.size[0] * 0.85);
    expect(lightness(rgb(s, 'skillet'))).toBeLessThan(0.2);
    // The cut quarter (right and front of the pan's centre) is empty of toppings.
    const cx = (pan.min[0] + pan.max[0]) / 2;
    const cz = (pan.min[2] + pan.max[2]) / 2;
    for (const p of [...named(s, 'pepper_'), ...named(s, 'herbs_')]) {
      const b = bounds([p]);
      expect(b.min[0] > cx + 0.005 && b.min[2] > cz + 0.005).toBe(false);
    }
    expect(has(s, 'handle')).toBe(true);
  });

  it('scampi are six curled prawns with red tails in garlic butter, a lemon wedge beside', async () => {
    const s = await build('scampi');
    expect(named(s, 'prawn')).toHaveLength(6);
    expect(named(s, 'tail')).toHaveLength(6);
    const [r, g, b] = rgb(s, 'prawn');
    expect(r!).toBeGreaterThan(g! + 0.2);
    expect(g!).toBeGreaterThan(b!);
    expect(has(s, 'lemon')).toBe(true);
    expect(box(s, 'butter').size[0]).toBeGreaterThan(bounds(named(s, 'prawn')).size[0] * 0.9);
  });

  it('pralines are four flat brown rounds with pecan halves set in them, on paper', async () => {
    const s = await build('a praline');
    const rounds = named(s, 'praline_');
    expect(rounds).toHaveLength(4);
    const one = bounds([rounds[0]!]);
    expect(one.size[0]).toBeGreaterThan(one.size[1] * 4);
    expect(named(s, 'pecan_')).toHaveLength(8);
    expect(lightness(rgb(s, 'pecan_1'))).toBeLessThan(lightness(rgb(s, 'praline_1')));
  });

  it('hash is diced potato and beef browned in a skillet under a fried egg', async () => {
    const s = await build('a hash');
    expect(named(s, 'potato_').length).toBeGreaterThan(20);
    expect(named(s, 'beef_').length).toBeGreaterThan(8);
    expect(box(s, 'yolk').max[1]).toBeGreaterThan(bounds(named(s, 'potato_')).max[1]);
    const browns = await build('hash browns');
    expect(named(browns, 'patty_')).toHaveLength(2);
    expect(has(browns, 'skillet')).toBe(false);
  });

  it('stuffing is toasted bread cubes heaped in a baking dish, with celery and sage', async () => {
    const s = await build('stuffing');
    expect(named(s, 'bread_').length).toBeGreaterThan(15);
    expect(bounds(named(s, 'bread_')).max[1]).toBeGreaterThan(box(s, 'dish').max[1]);
    expect(named(s, 'celery_').length).toBeGreaterThan(4);
    expect(named(s, 'sage_').length).toBeGreaterThan(4);
  });

  it('teriyaki is dark glazed slices over white rice on a dark plate, sesame on top', async () => {
    const s = await build('teriyaki');
    expect(named(s, 'meat')).toHaveLength(4);
    expect(lightness(rgb(s, 'meat'))).toBeLessThan(0.35);
    expect(lightness(rgb(s, 'rice'))).toBeGreaterThan(0.85);
    expect(lightness(rgb(s, 'plate'))).toBeLessThan(0.3);
    expect(named(s, 'sesame_').length).toBeGreaterThan(5);
  });

  it('tapioca is a glass dish of pale pudding, its pearls showing on top', async () => {
    const s = await build('tapioca');
    const pearls = named(s, 'pearl_');
    expect(pearls.length).toBeGreaterThan(20);
    expect(bounds(pearls).min[1]).toBeGreaterThan(box(s, 'pudding').max[1] - 0.005);
    expect(lightness(rgb(s, 'pudding'))).toBeGreaterThan(0.75);
  });

  it('applesauce is a bowl of smooth pale gold purée with a red apple beside it', async () => {
    const s = await build('applesauce');
    const [r, g, b] = rgb(s, 'sauce');
    expect(r!).toBeGreaterThan(b! + 0.3);
    expect(g!).toBeGreaterThan(b! + 0.15);
    const [ar, ag] = rgb(s, 'apple');
    expect(ar!).toBeGreaterThan(ag! + 0.4);
    expect(box(s, 'apple').min[0]).toBeGreaterThan(box(s, 'bowl').max[0] - 0.01);
  });

  it('cannelloni are fat tubes in a baking dish under a band of red sauce', async () => {
    const s = await build('cannelloni');
    expect(named(s, 'tube_')).toHaveLength(4);
    const tube = bounds([named(s, 'tube_')[0]!]);
    expect(tube.size[0]).toBeGreaterThan(tube.size[1] * 5);
    const [r, g] = rgb(s, 'sauce');
    expect(r!).toBeGreaterThan(g! + 0.3);
    // The sauce covers the middles, the tubes' open ends show past it.
    expect(tube.size[0]).toBeGreaterThan(box(s, 'sauce').size[0] * 1.5);
  });

  it('a pâté is a terrine of smooth brown pâté, a slice and toast beside it', async () => {
    const s = await build('a pate');
    expect(box(s, 'pate').max[1]).toBeGreaterThan(box(s, 'terrine').max[1] - 0.01);
    expect(lightness(rgb(s, 'pate'))).toBeLessThan(0.45);
    expect(named(s, 'toast_')).toHaveLength(2);
    expect(has(s, 'slice')).toBe(true);
    expect(interpretPrompt('a pate', 1).kind).not.toBe('sauce bottle');
  });

  it('nougat is white bars with green pistachios and almonds, wafer paper on top', async () => {
    const s = await build('nougat');
    expect(named(s, 'nougat_')).toHaveLength(3);
    expect(lightness(rgb(s, 'nougat_1'))).toBeGreaterThan(0.85);
    const [r, g, b] = rgb(s, 'pistachio_1');
    expect(g!).toBeGreaterThan(r! + 0.1);
    expect(g!).toBeGreaterThan(b! + 0.2);
    expect(named(s, 'wafer_')).toHaveLength(3);
  });

  it('marzipan is little painted fruits on a doily beside a block of the paste', async () => {
    const s = await build('marzipan');
    for (const fruit of ['strawberry', 'pear', 'orange', 'apple', 'banana'])
      expect(part(s, fruit), fruit).toBeDefined();
    expect(box(s, 'apple').size[0]).toBeLessThan(0.04);
    expect(lightness(rgb(s, 'block'))).toBeGreaterThan(0.7);
  });

  it('granola is a bowl heaped with golden clusters, almonds and raisins', async () => {
    const s = await build('granola');
    expect(named(s, 'cluster_').length).toBeGreaterThan(20);
    expect(named(s, 'raisin_').length).toBeGreaterThan(4);
    expect(bounds(named(s, 'cluster_')).max[1]).toBeGreaterThan(box(s, 'bowl').max[1]);
  });
});

describe('families stand in as these kinds, and say so', () => {
  it.each([
    ['a knish', 'turnover', 'turnover'],
    ['a piroshki', 'turnover', 'turnover'],
    ['corn flakes', 'granola', 'cold cereal'],
    ['raisin bran', 'granola', 'cold cereal'],
    ['muesli', 'granola', undefined],
    ['marge', 'butter', undefined],
    ['oleo', 'butter', undefined],
    ['rigatoni', 'penne', undefined],
    ['ziti', 'penne', undefined],
    ['manicotti', 'cannelloni', undefined],
  ])('%s stands in as the %s', (prompt, kind, via) => {
    const r = interpretPrompt(prompt, 1);
    expect(r).toMatchObject({ kind, match: 'related' });
    if (via) expect(r.stand_in_for).toBeDefined();
  });

  it('a knish is round, its potato filling showing, not a half-moon', async () => {
    const s = await build('a knish');
    expect(named(s, 'knish_')).toHaveLength(2);
    expect(named(s, 'turnover_a')).toHaveLength(0);
    const k = bounds([named(s, 'knish_')[0]!]);
    expect(k.size[0]).toBeCloseTo(k.size[2], 3);
    expect(lightness(rgb(s, 'filling_1'))).toBeGreaterThan(lightness(rgb(s, 'knish_1')));
  });

  it('corn flakes are flakes in milk, not granola clusters', async () => {
    const bran = await build('raisin bran');
    expect(named(bran, 'cluster_').length).toBeGreaterThan(0);
    const corn = await build('a corn flake');
    expect(named(corn, 'cluster')).toHaveLength(0);
    expect(named(corn, 'flake').length).toBeGreaterThan(10);
    expect(has(corn, 'milk')).toBe(true);
  });
});

describe('brittle is a broken amber slab, not a wrapped sweet', () => {
  it('peanut brittle is flat shards with peanuts; a toffee stays wrapped', async () => {
    expect(interpretPrompt('peanut brittle', 1)).toMatchObject({
      kind: 'wrapped candy',
      match: 'related',
    });
    const s = await build('peanut brittle');
    expect(has(s, 'twist_r')).toBe(false);
    expect(named(s, 'shard_')).toHaveLength(3);
    const shard = box(s, 'shard_1');
    expect(shard.size[0]).toBeGreaterThan(shard.size[1] * 4);
    expect(named(s, 'peanut_').length).toBeGreaterThan(4);
    const toffee = await build('a toffee');
    expect(has(toffee, 'twist_r')).toBe(true);
  });
});

describe('soft white cheeses are curds or cream in a tub, no yellow wedge', () => {
  it('ricotta and cottage cheese are white curds, mascarpone smooth', async () => {
    const wedge = await build('a cheese');
    expect(has(wedge, 'wedge')).toBe(true);
    for (const prompt of ['ricotta', 'cottage cheese']) {
      const s = await build(prompt);
      expect(has(s, 'wedge')).toBe(false);
      expect(named(s, 'curds_').length).toBeGreaterThan(10);
      expect(lightness(rgb(s, 'cheese'))).toBeGreaterThan(0.9);
    }
    const smooth = await build('mascarpone');
    expect(named(smooth, 'curds_')).toHaveLength(0);
    expect(has(smooth, 'swirl')).toBe(true);
  });
});

describe('mixed drinks take their class’s glass, no longer the martini’s', () => {
  it.each([
    ['a highball', 'cocktail'],
    ['a gin and tonic', 'cocktail'],
    ['a julep', 'cocktail'],
    ['a hot toddy', 'cocktail'],
    ['an eggnog', 'cocktail'],
    ['a rickey', 'cocktail'],
    ['a fruit punch', 'cocktail'],
    ['a spritzer', 'cocktail'],
  ])('%s stands in as the %s', (prompt, kind) => {
    expect(interpretPrompt(prompt, 1)).toMatchObject({ kind, match: 'related' });
  });

  it('a highball is a tall straight glass over ice with a straw, no stem or olive', async () => {
    const s = await build('a highball');
    expect(has(s, 'stem')).toBe(false);
    expect(has(s, 'olive')).toBe(false);
    const tall = bounds([part(s, 'drink'), part(s, 'glass')]);
    expect(tall.size[1]).toBeGreaterThan(tall.size[0] * 2);
    expect(has(s, 'straw')).toBe(true);
    expect(named(s, 'ice').length).toBeGreaterThan(0);
    // A gin and tonic is a highball by its chain.
    const gt = await build('a gin and tonic');
    expect(has(gt, 'stem')).toBe(false);
    const martini = await build('a martini');
    expect(has(martini, 'stem')).toBe(true);
  });

  it('a julep is a silver cup of crushed ice with mint; a toddy a mug with a handle', async () => {
    const julep = await build('a julep');
    expect(has(julep, 'cup')).toBe(true);
    const [r, g, b] = rgb(julep, 'mint_1');
    expect(g!).toBeGreaterThan(r! + 0.2);
    expect(g!).toBeGreaterThan(b! + 0.2);
    const toddy = await build('a hot toddy');
    expect(has(toddy, 'handle')).toBe(true);
    expect(has(toddy, 'cinnamon')).toBe(true);
  });

  it('an eggnog is pale cream with nutmeg; a punch red; a rickey lime', async () => {
    const nog = await build('an eggnog');
    expect(lightness(rgb(nog, 'drink'))).toBeGreaterThan(0.65);
    expect(named(nog, 'nutmeg_').length).toBeGreaterThan(3);
    const [pr, pg] = rgb(await build('a fruit punch'), 'drink');
    expect(pr!).toBeGreaterThan(pg! + 0.4);
    const [lr, lg, lb] = rgb(await build('a rickey'), 'slice');
    expect(lg!).toBeGreaterThan(lr!);
    expect(lg!).toBeGreaterThan(lb! + 0.3);
  });
});

describe('meats by their own colour, no longer the grilled beef steak', () => {
  it('pork is a pale chop with its bone, venison dark, neither grilled', async () => {
    const steak = await build('a steak');
    expect(named(steak, 'grill_mark').length).toBeGreaterThan(0);
    const pork = await build('pork');
    expect(interpretPrompt('pork', 1)).toMatchObject({ kind: 'steak', match: 'related' });
    expect(named(pork, 'grill_mark')).toHaveLength(0);
    expect(has(pork, 'bone')).toBe(true);
    expect(lightness(rgb(pork, 'meat'))).toBeGreaterThan(lightness(rgb(steak, 'meat')));
    const venison = await build('venison');
    expect(lightness(rgb(venison, 'meat'))).toBeLessThan(lightness(rgb(steak, 'meat')));
    const veal = await build('veal');
    expect(lightness(rgb(veal, 'meat'))).toBeGreaterThan(lightness(rgb(steak, 'meat')));
  });
});

describe('the looks hang together as one piece, as the kinds do', () => {
  it.each([
    'a knish',
    'hash browns',
    'a corn flake',
    'a highball',
    'a julep',
    'a hot toddy',
    'an eggnog',
    'a fruit punch',
    'pork',
    'venison',
    'ricotta',
    'mascarpone',
    'peanut brittle',
  ])('%s has no part floating free', async (prompt) => {
    const s = await build(prompt);
    const gap = Math.max(...bounds(s.parts).size) * 0.01;
    expect(apart(s.parts, gap)).toEqual([]);
  });
});
