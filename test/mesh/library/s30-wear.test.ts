/**
 * Issue 32 (session 30, helper "wear"): things worn told apart inside their family. A family's
 * one build stood for every member — every hat the top hat, every dress the short pink one,
 * every shirt the plain T-shirt, every scarf the knitted one. Looks keyed by the WordNet class
 * on a stand-in's chain draw each member by what a person names it by; a few classes that were
 * unknown (suits, helmets of armour) or the wrong object (a longyi as a towel) stand in now;
 * and a synonym whose own synset stands in carries its synset's head word in its chain, so it
 * takes the look named for that word (docs/decisions.md, "Things worn told apart inside their
 * family").
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { apart, bounds } from './geometry.ts';
import { box, build, has, hasNamed, named, rgb } from './scenes.ts';

describe('classes that were unknown or the wrong object stand in, and say so', () => {
  it.each([
    // Every suit is the coat drawn as its suit.
    ['a pantsuit', 'coat'],
    ['a pinstripe', 'coat'],
    // Every helmet of armour is the helmet.
    ['a salade', 'helmet'],
    // A longyi is worn wrapped as a skirt: it was the towel a piece of cloth is.
    ['a longyi', 'skirt'],
  ])('%s stands in as a %s', (prompt, kind) => {
    const noun = prompt.replace(/^(an?) /, '');
    expect(interpretPrompt(prompt, 1)).toMatchObject({
      kind,
      match: 'related',
      stand_in_for: noun,
    });
  });

  it('leaves the families their own nouns', () => {
    const stays: Array<[string, string]> = [
      ['a suit', 'coat'],
      ['a coat', 'coat'],
      ['a helmet', 'helmet'],
      ['a skirt', 'skirt'],
      ['a towel', 'towel'],
      ['a shirt', 't-shirt'],
      ['a t-shirt', 't-shirt'],
      ['a hat', 'hat'],
      ['a dress', 'dress'],
    ];
    for (const [prompt, kind] of stays) {
      const reading = interpretPrompt(prompt, 1);
      expect([prompt, reading.kind, reading.match]).toEqual([prompt, kind, 'exact']);
    }
  });

  it('a pantsuit is drawn as the suit: the jacket over a shirt and tie, and its trousers', async () => {
    const s = await build('a pantsuit');
    expect(has(s, 'shirt')).toBe(true);
    expect(has(s, 'tie')).toBe(true);
    expect(named(s, 'trouser_leg_').length).toBe(2);
  });
});

describe('a synonym takes the look named for its synset', () => {
  it.each([
    ['a beany', 'beanie'],
    ['a patten', 'clog'],
    ['a fosse', 'moat'],
    ['a goober', 'peanut'],
  ])('%s names %s in its chain', (prompt, head) => {
    expect(interpretPrompt(prompt, 1).chain).toContain(head);
  });

  it('a beany is the knitted beanie with its bobble, not the baseball cap', async () => {
    const s = await build('a beany');
    expect(has(s, 'bobble')).toBe(true);
    expect(has(s, 'visor')).toBe(false);
  });

  it('a patten is the clog', async () => {
    const s = await build('a patten');
    expect(has(s, 'shoe')).toBe(true);
    expect(has(s, 'toe')).toBe(true);
  });

  it('a jockey cap (the baseball cap’s synonym) keeps the baseball cap’s visor', async () => {
    const s = await build('a jockey cap');
    expect(has(s, 'visor')).toBe(true);
  });

  it('a tee shirt (WordNet names its synset "jersey") stays the plain T-shirt, with no number', async () => {
    const s = await build('a tee shirt');
    expect(has(s, 'one')).toBe(false);
    expect(has(s, 'collar')).toBe(false);
  });
});

describe('hats by their class', () => {
  it('a pillbox is a small brimless drum, wider than tall, with a bow and a feather', async () => {
    const s = await build('a pillbox');
    expect(has(s, 'brim')).toBe(false);
    const crown = box(s, 'crown');
    expect(crown.size[0]).toBeGreaterThan(crown.size[1] * 2);
    expect(has(s, 'feather')).toBe(true);
    expect(hasNamed(s, 'bow')).toBe(true);
  });

  it('a porkpie (a snap-brim hat) is low and flat-topped, its brim short, beside a top hat', async () => {
    const pie = await build('a porkpie');
    const top = await build('a hat');
    const crown = box(pie, 'crown');
    const brim = box(pie, 'brim');
    expect(crown.size[1]).toBeLessThan(box(top, 'crown').size[1] * 0.6);
    expect(brim.size[0]).toBeLessThan(crown.size[0] * 1.8);
    expect(has(pie, 'dent')).toBe(true);
  });
});

describe('caps nobody named', () => {
  it('a glengarry is a brimless wool bonnet with a pompom, not the baseball cap', async () => {
    const s = await build('a glengarry');
    expect(has(s, 'visor')).toBe(false);
    expect(has(s, 'pompom')).toBe(true);
    const crown = box(s, 'crown');
    expect(crown.size[0]).toBeGreaterThan(crown.size[1] * 2);
  });

  it('the cap’s own nouns keep the baseball cap, the beret and the beanie', async () => {
    for (const prompt of ['a cap', 'a baseball cap', 'una gorra']) {
      expect(has(await build(prompt), 'visor')).toBe(true);
    }
    expect(has(await build('a beret'), 'pompom')).toBe(false);
    expect(has(await build('a beanie'), 'bobble')).toBe(true);
  });
});

describe('a toque', () => {
  it('is the chef’s tall white hat WordNet says it is, not the top hat', async () => {
    const toque = await build('a toque');
    const chef = await build("a chef's hat");
    expect(has(toque, 'brim')).toBe(false);
    expect(toque.parts.map((p) => p.name)).toEqual(chef.parts.map((p) => p.name));
  });
});

describe('dresses by their class', () => {
  it('a gown falls to the floor: its skirt far longer than its bodice, unlike the dress', async () => {
    const gown = await build('a gown');
    const dress = await build('a dress');
    const ratio = (s: Awaited<ReturnType<typeof build>>) =>
      box(s, 'skirt').size[1] / box(s, 'bodice').size[1];
    expect(ratio(gown)).toBeGreaterThan(ratio(dress) * 1.4);
  });

  it('a sari is a long wrap with a gold border and its end across the body over a short blouse', async () => {
    const s = await build('a sari');
    for (const p of ['skirt', 'border', 'blouse', 'pallu', 'pallu_edge'])
      expect(has(s, p)).toBe(true);
    const [r, g, b] = rgb(s, 'border');
    expect(r).toBeGreaterThan(b * 2);
    expect(g).toBeGreaterThan(b);
    // The pallu climbs from the hip to the shoulder, above the blouse's hem.
    const pallu = box(s, 'pallu');
    expect(pallu.max[1]).toBeGreaterThan(box(s, 'blouse').min[1] + 0.3);
    expect(pallu.min[1]).toBeLessThan(box(s, 'blouse').min[1]);
  });

  it('a caftan is one loose robe with wide sleeves, as wide across the sleeves as it is long', async () => {
    const s = await build('a caftan');
    expect(has(s, 'bodice')).toBe(false);
    expect(has(s, 'belt')).toBe(false);
    const robe = box(s, 'robe');
    expect(robe.size[0]).toBeGreaterThan(robe.size[1] * 0.75);
    expect(has(s, 'hem_band')).toBe(true);
  });

  it('a strapless dress has no straps: its bodice ends lower than the dress’s', async () => {
    const bare = await build('a strapless');
    const dress = await build('a dress');
    const above = (s: Awaited<ReturnType<typeof build>>) =>
      box(s, 'bodice').max[1] - box(s, 'skirt').max[1];
    expect(above(bare)).toBeLessThan(above(dress) * 0.8);
  });
});

describe('skirts, shirts, scarves, belts and shoes by their class', () => {
  it('a maxi skirt is twice as long as the pleated skirt', async () => {
    const maxi = await build('a maxi');
    const skirt = await build('a skirt');
    expect(box(maxi, 'skirt').size[1]).toBeGreaterThan(box(skirt, 'skirt').size[1] * 1.6);
  });

  it('a longyi is a checked cloth wrapped to the ankles, its fold and knot in front', async () => {
    const s = await build('a longyi');
    const cloth = box(s, 'skirt');
    expect(cloth.size[1]).toBeGreaterThan(cloth.size[0] * 2);
    expect(named(s, 'check_').length).toBe(5);
    expect(box(s, 'fold').max[2]).toBeGreaterThan(cloth.max[2] - 0.01);
    expect(has(s, 'knot')).toBe(true);
  });

  it('a shirt is collared and buttoned down the front; a polo shirt too', async () => {
    for (const prompt of ['a shirt', 'a polo shirt']) {
      const s = await build(prompt);
      expect(named(s, 'collar').length).toBe(2);
      expect(named(s, 'button_').length).toBe(5);
      expect(has(s, 'placket')).toBe(true);
    }
    // The T-shirt itself stays plain.
    expect(hasNamed(await build('a t-shirt'), 'button')).toBe(false);
  });

  it('a dashiki is a bright pullover with an embroidered yoke, no collar', async () => {
    const s = await build('a dashiki');
    expect(has(s, 'yoke')).toBe(true);
    expect(hasNamed(s, 'collar')).toBe(false);
    const [r, , b] = rgb(s, 'body');
    expect(r).toBeGreaterThan(b * 3);
  });

  it('a stole and a rebozo are a wide fringed wrap, not the knitted loop', async () => {
    for (const prompt of ['a stole', 'a rebozo']) {
      const s = await build(prompt);
      expect(has(s, 'wrap')).toBe(true);
      expect(has(s, 'loop')).toBe(false);
      expect(named(s, 'fringe_').length).toBe(14);
    }
  });

  it('a cummerbund is a wide pleated sash with no buckle', async () => {
    const s = await build('a cummerbund');
    expect(has(s, 'buckle')).toBe(false);
    expect(named(s, 'pleat_').length).toBe(4);
    const band = box(s, 'band');
    expect(band.size[1]).toBeGreaterThan(0.1);
  });

  it('a flipper is a foot pocket with a long blade past the toes, not a sneaker', async () => {
    const s = await build('a flipper');
    expect(has(s, 'toe_cap')).toBe(false);
    expect(box(s, 'blade').size[0]).toBeGreaterThan(box(s, 'pocket').size[0] * 1.5);
    expect(box(s, 'blade').size[1]).toBeLessThan(0.02);
  });
});

describe('robes', () => {
  it('a negligee and a housecoat are a pink dressing gown edged in lace, not the white bathrobe', async () => {
    const robe = await build('a bathrobe');
    for (const prompt of ['a negligee', 'a housecoat']) {
      const s = await build(prompt);
      expect(named(s, 'lace_').length).toBe(5);
      expect(has(s, 'collar')).toBe(false);
      const [r, g] = rgb(s, 'body');
      expect(r).toBeGreaterThan(g * 1.5);
    }
    expect(hasNamed(robe, 'lace_')).toBe(false);
  });
});

describe('neckwear by its class', () => {
  it('a bolo is two cords from a slide set with a turquoise stone, silver tips at their ends', async () => {
    const s = await build('a bolo');
    expect(has(s, 'blade')).toBe(false);
    expect(named(s, 'cord').length).toBe(2);
    expect(named(s, 'tip').length).toBe(2);
    const [r, g, b] = rgb(s, 'stone');
    expect(g).toBeGreaterThan(r * 2);
    expect(b).toBeGreaterThan(r * 2);
  });

  it('a cravat is a short puffed neckcloth in a shirt collar, held by a pin', async () => {
    const s = await build('a cravat');
    const tie = await build('a necktie');
    expect(box(s, 'blade').size[1]).toBeLessThan(box(tie, 'blade').size[1] * 0.7);
    expect(box(s, 'blade').size[0]).toBeGreaterThan(box(tie, 'blade').size[0] * 1.5);
    expect(named(s, 'collar').length).toBe(2);
    expect(has(s, 'pin')).toBe(true);
  });
});

describe('every look holds together', () => {
  it.each([
    'a pillbox',
    'a porkpie',
    'a toque',
    'a gown',
    'a sari',
    'a caftan',
    'a strapless',
    'a maxi',
    'a longyi',
    'a beany',
    'a glengarry',
    'a bolo',
    'a cravat',
    'a shirt',
    'a dashiki',
    'a stole',
    'a rebozo',
    'a cummerbund',
    'a flipper',
    'a negligee',
    'a pantsuit',
  ])('%s is one piece, with no part floating free', async (prompt) => {
    for (const seed of [1, 2]) {
      const s = await build(prompt, seed);
      const gap = Math.max(...bounds(s.parts).size) * 0.01;
      expect({ seed, apart: apart(s.parts, gap) }).toEqual({ seed, apart: [] });
    }
  });
});
