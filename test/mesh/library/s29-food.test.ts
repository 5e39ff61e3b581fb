/**
 * Issue 32 (session 29): food and drink, and reading rules (docs/decisions.md "Food and drink,
 * and reading rules, session 29"). Three WordNet classes of food had no kind to stand in for
 * their members: the vegetable oils are the bottle of olive oil, the solid fats the block of
 * lard, the appetizers the board of canapés. Brewed drinks, fruit drinks and a fizz reach the
 * glass they are drunk from; every eating apple is the apple, every edible nut the nut, an
 * escargot the snail, a porgy the fish in its family's look. And the prompt is read better:
 * the last word of a name heads it, an English word counts against a language that has no
 * such word, a cereal grass is its grain, a size word keeps a flower's name a flower.
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { apart, bounds } from './geometry.ts';
import { box, build, has, named, rgb } from './scenes.ts';

const lightness = (c: readonly number[]): number => (c[0]! + c[1]! + c[2]!) / 3;
const read = (prompt: string) => interpretPrompt(prompt, 1);

describe('olive oil, lard and canapés are kinds, each its class', () => {
  it.each([
    ['olive oil', 'olive oil'],
    ['an olive oil bottle', 'olive oil'],
    ['lard', 'lard'],
    ['a block of lard', 'lard'],
    ['an appetizer', 'canape'],
    ['canapes', 'canape'],
    ['an appetiser', 'canape'],
    ['dog food', 'pet food'],
    ['cat food', 'pet food'],
  ])('%s is the %s, exactly', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind, match: 'exact' });
  });

  it.each([
    ['vegetable oil', 'olive oil'],
    ['cooking oil', 'olive oil'],
    ['sesame oil', 'olive oil'],
    ['canola', 'olive oil'],
    ['suet', 'lard'],
    ['shortening', 'lard'],
    ['drippings', 'lard'],
    ['an antipasto', 'canape'],
    ['crudites', 'canape'],
    ['a stuffed mushroom', 'canape'],
    ['an entree', 'meal'],
    ['a cocoanut', 'coconut'],
    ['kibble', 'pet food'],
  ])('%s stands in as the %s and says so', (prompt, kind) => {
    const it = read(prompt);
    expect(it).toMatchObject({ kind, match: 'related' });
    expect(it.stand_in_for).toBeTruthy();
  });

  it('cracklings and marbling are no block of fat, and a shrimp cocktail no board', () => {
    expect(read('cracklings').kind).not.toBe('lard');
    expect(read('marbling').kind).not.toBe('lard');
    expect(read('a shrimp cocktail').kind).not.toBe('canape');
  });

  it.each([
    ['橄榄油', 'olive oil'],
    ['un aceite de oliva', 'olive oil'],
    ['du saindoux', 'lard'],
    ['猪油', 'lard'],
    ['カナッペ', 'canape'],
    ['un antipasto', 'canape'],
    ['狗粮', 'pet food'],
    ['comida para perros', 'pet food'],
    ['nourriture pour chat', 'pet food'],
  ])('is asked for in other languages: %s is the %s', (prompt, kind) => {
    expect(read(prompt).kind).toBe(kind);
  });

  it('moves no word of another kind', () => {
    const stays: Array<[string, string]> = [
      ['a butter', 'butter'],
      ['margarine', 'butter'],
      ['ghee', 'butter'],
      ['an olive', 'olive'],
      ['a bottle', 'bottle'],
      ['a sofa', 'sofa'],
      ['un canapé', 'sofa'],
      ['a cocktail', 'cocktail'],
      ['a glass of beer', 'glass of beer'],
      ['a lemonade', 'lemonade'],
      ['a croquette', 'meatball'],
      ['a bowl', 'bowl'],
      ['a main course', 'meal'],
    ];
    for (const [prompt, kind] of stays) expect([prompt, read(prompt).kind]).toEqual([prompt, kind]);
  });

  it('olive oil is a tall golden-green bottle with a pourer and a label, a dish of oil beside', async () => {
    const s = await build('olive oil');
    const bottle = box(s, 'oil');
    expect(bottle.size[1]).toBeGreaterThan(bottle.size[0] * 3.5);
    const [r, g, b] = rgb(s, 'oil');
    // Golden green: red and green alike, far above blue (colours are linear).
    expect(g!).toBeGreaterThan(b! + 0.2);
    expect(r!).toBeGreaterThan(b! + 0.2);
    expect(box(s, 'pourer').min[1]).toBeGreaterThan(bottle.max[1] - 0.01);
    expect(box(s, 'label').max[1]).toBeLessThan(bottle.max[1] / 2);
    expect(box(s, 'dish').max[1]).toBeLessThan(bottle.size[1] / 4);
    expect(named(s, 'olive')).toHaveLength(2);
    expect(apart(s.parts)).toEqual([]);
  });

  it('lard is a white block half in a red paper wrapper with a pig on it, a slice and a knife', async () => {
    const s = await build('lard');
    expect(lightness(rgb(s, 'lard'))).toBeGreaterThan(0.85);
    const [r, g, b] = rgb(s, 'wrapper');
    expect(r!).toBeGreaterThan(g! + 0.3);
    expect(r!).toBeGreaterThan(b! + 0.3);
    // The wrapper covers the block's left part only: the white fat shows at the right.
    expect(box(s, 'wrapper').max[0]).toBeLessThan(box(s, 'lard').max[0] - 0.02);
    expect(has(s, 'pig')).toBe(true);
    expect(has(s, 'slice')).toBe(true);
    expect(has(s, 'blade')).toBe(true);
    expect(apart(s.parts)).toEqual([]);
  });

  it('canapés are six topped crackers in two rows on a dark slate board', async () => {
    const s = await build('an appetizer');
    const crackers = named(s, 'cracker');
    expect(crackers).toHaveLength(6);
    const board = box(s, 'board');
    expect(board.size[0]).toBeGreaterThan(board.size[2] * 1.6);
    expect(lightness(rgb(s, 'board'))).toBeLessThan(0.25);
    expect(bounds(crackers).min[1]).toBeGreaterThanOrEqual(board.max[1] - 0.001);
    // Each cracker has something on it: salmon, cheese and an olive, tomato and basil.
    expect(named(s, 'salmon')).toHaveLength(2);
    expect(named(s, 'cheese')).toHaveLength(2);
    expect(named(s, 'tomato')).toHaveLength(2);
    expect(apart(s.parts)).toEqual([]);
  });
});

describe('pet food is a steel bowl heaped with kibble', () => {
  it('the kibble heaps above the rim of a low wide bowl, a few pellets spilled', async () => {
    const s = await build('dog food');
    const bowl = box(s, 'bowl');
    expect(bowl.size[0]).toBeGreaterThan(bowl.size[1] * 3);
    const pellets = [...named(s, 'kibble'), ...named(s, 'spilled')];
    expect(pellets.length).toBeGreaterThan(25);
    expect(bounds(named(s, 'kibble')).max[1]).toBeGreaterThan(bowl.max[1]);
    const [r, g, b] = rgb(s, 'kibble_1');
    expect(r!).toBeGreaterThan(g!);
    expect(g!).toBeGreaterThan(b!);
    expect(lightness(rgb(s, 'bowl'))).toBeGreaterThan(0.5);
    expect(apart(s.parts)).toEqual([]);
  });
});

describe('drinks reach the glass they are drunk from, by class', () => {
  it.each([
    ['a brew', 'glass of beer'],
    ['a mead', 'glass of beer'],
    ['a kvass', 'glass of beer'],
    ['an ade', 'lemonade'],
    ['an orangeade', 'lemonade'],
    ['a fizz', 'glass of champagne'],
  ])('%s is the %s, related', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind, match: 'related' });
  });

  it('a serving or a helping is no glass of beer', () => {
    expect(read('a serving').kind).not.toBe('glass of beer');
    expect(read('a helping').kind).not.toBe('glass of beer');
  });
});

describe('every eating apple is the apple, the fruit and not its tree', () => {
  it.each(['a granny smith', 'a pippin', 'a jonathan', 'a mcintosh', 'a cooking apple'])(
    '%s is the apple, related',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'apple', match: 'related' });
    },
  );

  it('an apple keeps its kind; an apple tree stays a tree', () => {
    expect(read('an apple')).toMatchObject({ kind: 'apple', match: 'exact' });
    expect(read('an apple tree').kind).toBe('tree');
  });
});

describe('every edible nut is the nut, and a creature eaten is the creature', () => {
  it.each(['a pine nut', 'a goober', 'a hickory nut'])('%s is the nut, related', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'nut', match: 'related' });
  });

  it('an escargot is the snail, no steak', () => {
    expect(read('an escargot')).toMatchObject({ kind: 'snail', match: 'related' });
    // Alone it is the French word for the snail.
    expect(read('escargot').kind).toBe('snail');
  });

  it('a food fish named as the fish is read as the fish, in its family', () => {
    // WordNet's first porgy is its flesh; the fish's own sense reaches the sea breams' look.
    expect(read('a porgy')).toMatchObject({ kind: 'fish', match: 'related' });
    expect(read('a porgy').chain).toContain('sea bream');
    expect(read('a grouper').chain).toContain('sea bass');
    expect(read('a kingfish').kind).toBe('mackerel');
    // Birds and beasts named as their meat stay what they were.
    expect(read('a squab').kind).toBe('bird');
    expect(read('a lamb').kind).toBe('sheep');
  });
});

describe('the prompt is read better', () => {
  it('the last word of a name heads it when it stands in as a kind of its own', () => {
    expect(read('a fire exit')).toMatchObject({ kind: 'door', match: 'related' });
    expect(read('a hotel lobby')).toMatchObject({ kind: 'room', match: 'related' });
    // A last word that stands in as nothing, or is first a person, keeps the first word's kind.
    expect(read('a cat toy').kind).toBe('cat');
    expect(read('a pizza cutter').kind).toBe('pizza');
  });

  it('kitchen tongs are the tongs, no kitchen and no French sandal', () => {
    for (const prompt of ['kitchen tongs', 'a kitchen tongs', 'salad tongs'])
      expect([prompt, read(prompt).kind]).toEqual([prompt, 'tweezers']);
    // A French prompt still reads French.
    expect(read('une paire de tongs').kind).toBe('sandal');
    expect(read('un chat noir').kind).toBe('cat');
  });

  it('sorghum is the cereal grass with its seed heads, not the syrup bottle', () => {
    expect(read('sorghum')).toMatchObject({ kind: 'grass', match: 'related' });
    // A cereal whose food sense is its grain is still that food.
    expect(read('an oat').kind).toBe('sheaf');
    expect(read('millet').kind).toBe('sheaf');
    expect(read('a chardonnay').kind).toBe('glass of wine');
  });

  it('lard and pâté alone are the English foods, no French bacon or dough', () => {
    expect(read('lard')).toMatchObject({ kind: 'lard', match: 'exact' });
    expect(read('pâté').kind).toBe('pate');
    expect(read('a mint julep')).toMatchObject({ kind: 'cocktail', stand_in_for: 'mint julep' });
  });

  it('a size word keeps a colour word that names a flower the flower', () => {
    expect(read('una rosa grande')).toMatchObject({ kind: 'rose', match: 'exact' });
    expect(read('une grande rose').kind).toBe('rose');
    expect(read('una rosa pequeña').kind).toBe('rose');
    expect(read('una violeta')).toMatchObject({ kind: 'flower', stand_in_for: 'violet' });
    expect(read('une violette').kind).toBe('flower');
    // After a noun it stays a colour.
    expect(read('une robe violette').kind).toBe('dress');
  });
});
