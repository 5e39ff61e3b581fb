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

describe('clothing, office things and cards of the emoji list', () => {
  it.each([
    ['a flat shoe', 'dress shoe'],
    ['a loafer', 'dress shoe'],
    ['a high-heeled shoe', 'high heel'],
    ['a thong sandal', 'sandal'],
    ['a flip-flop', 'sandal'],
    ['ballet shoes', 'ballet shoe'],
    ['a sneaker', 'shoe'],
    ['briefs', 'briefs'],
    ['a one-piece swimsuit', 'swimsuit'],
    ['a bikini', 'bikini'],
    ['a safety vest', 'safety vest'],
    ['a martial arts uniform', 'martial arts uniform'],
    ['a graduation cap', 'graduation cap'],
    ['a boxing glove', 'boxing glove'],
    ['a hair pick', 'hair pick'],
    ['a gem stone', 'gem'],
    ['a diamond', 'gem'],
    ['a crystal ball', 'crystal ball'],
    ['a mirror ball', 'mirror ball'],
    ['a volleyball', 'ball'],
    ['a file folder', 'folder'],
    ['a clipboard', 'clipboard'],
    ['a pushpin', 'pushpin'],
    ['a paperclip', 'paperclip'],
    ['a safety pin', 'safety pin'],
    ['a straight ruler', 'ruler'],
    ['a triangular ruler', 'ruler'],
    ['a tear-off calendar', 'calendar'],
    ['a spiral notepad', 'notepad'],
    ['a memo', 'notepad'],
    ['a credit card', 'credit card'],
    ['an identification card', 'credit card'],
    ['admission tickets', 'ticket'],
    ['a banknote', 'banknote'],
    ['a receipt', 'receipt'],
    ['a bookmark', 'bookmark'],
    ['a label', 'tag'],
    ['a pen', 'pen'],
    ['a fountain pen', 'pen'],
    ['a black nib', 'pen'],
    ['a pencil', 'pencil'],
    ['a battery', 'battery'],
  ])('%s is a %s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind, match: 'exact' });
  });
});
