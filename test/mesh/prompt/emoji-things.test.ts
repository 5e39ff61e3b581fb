/**
 * Issue 32 (session 16): everyday things named by Unicode's emoji — food and drink, clothing,
 * office things, tools, electronics, sports and toys — are read as a kind of their own, by
 * their class's common nouns and by WordNet hyponyms of the class, not as a look-alike
 * (a bagel is no frosted doughnut, garlic no onion, a cucumber or a pepper no eggplant).
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { FAMILY_DETAIL } from '../../../server/mesh/scene.ts';

const read = (prompt: string) => interpretPrompt(prompt, 1);

describe('food and drink of the emoji list', () => {
  it.each([
    ['a taco', 'taco'],
    ['a burrito', 'burrito'],
    ['a tamale', 'burrito'],
    ['a stuffed flatbread', 'burrito'],
    ['meat on bone', 'drumstick'],
    ['a poultry leg', 'drumstick'],
    ['bacon', 'bacon'],
    ['a dumpling', 'dumpling'],
    ['gyoza', 'dumpling'],
    ['a falafel', 'meatball'],
    ['a rice ball', 'rice ball'],
    ['a bubble tea', 'bubble tea'],
    ['a cocktail glass', 'cocktail'],
    ['a tropical drink', 'cocktail'],
    ['a bell pepper', 'bell pepper'],
    ['a pepper', 'bell pepper'],
    ['a hot pepper', 'chili pepper'],
    ['a cucumber', 'cucumber'],
    ['a zucchini', 'cucumber'],
    ['garlic', 'garlic'],
    ['an onion', 'onion'],
    ['a salad', 'salad'],
    ['a green salad', 'salad'],
    ['a bagel', 'bagel'],
    ['a doughnut', 'donut'],
    ['a flatbread', 'flatbread'],
    ['a pita', 'flatbread'],
    ['a pretzel', 'pretzel'],
    ['french fries', 'french fries'],
    ['popcorn', 'popcorn'],
    ['cooked rice', 'rice bowl'],
    ['a rice', 'rice bowl'],
    ['curry rice', 'rice bowl'],
    ['spaghetti', 'spaghetti'],
    ['salt', 'salt shaker'],
    ['custard', 'custard'],
    ['dango', 'skewer'],
    ['shaved ice', 'shaved ice'],
    ['a bento box', 'takeout box'],
  ])('%s is a %s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind, match: 'exact' });
  });

  it.each([
    ['a naan', 'flatbread'],
    ['a tortilla', 'flatbread'],
    ['a jalapeno', 'chili pepper'],
    ['a manhattan', 'cocktail'],
    ['a ravioli', 'spaghetti'],
    ['a potato salad', 'salad'],
  ])('%s reaches its class: %s', (prompt, kind) => {
    expect(read(prompt).kind).toBe(kind);
  });

  it('garlic and onion, pepper and eggplant, bagel and doughnut each look their own', async () => {
    const detail = FAMILY_DETAIL['mesh-4']!;
    const colours = async (prompt: string) =>
      (await buildScene(prompt, { detail, seed: 1 })).parts.map((p) => p.name).sort();
    expect(await colours('garlic')).not.toEqual(await colours('an onion'));
    expect(read('a pepper').kind).not.toBe(read('an eggplant').kind);
    expect(read('a bagel').kind).not.toBe(read('a doughnut').kind);
  });
});
