/**
 * Issue 32, session 23 (R): a category word ("a vegetable", "a tool", "furniture") names no
 * shape of its own; it is read as its most-named member — an honest stand-in of its own
 * category, saying so, with the next members offered — and a noun that is one thing, or a
 * class too broad or too thin to be asked for by name, is not touched (docs/decisions.md,
 * "Category words read as their most-named member").
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';

const read = (prompt: string) => interpretPrompt(prompt, 1);

describe('a category word is read as its most-named member', () => {
  it.each([
    ['a vegetable', 'potato'],
    ['a veggie', 'potato'],
    ['a weapon', 'gun'],
    ['a toy', 'ball'],
    ['furniture', 'table'],
    ['a garment', 'coat'],
    ['footgear', 'shoe'],
    ['footwear', 'shoe'],
    ['a headdress', 'hat'],
    ['a musical instrument', 'piano'],
    ['an instrument', 'piano'],
    ['a dessert', 'ice cream'],
    ['a beverage', 'cup of coffee'],
    ['a drink', 'cup of coffee'],
    ['seafood', 'lobster'],
    ['jewelry', 'necklace'],
    ['jewellery', 'necklace'],
    ['a reptile', 'snake'],
    ['a mammal', 'dog'],
    ['a timepiece', 'clock'],
  ])('"%s" → the %s, standing in', (prompt, kind) => {
    const it = read(prompt);
    expect(it.kind).toBe(kind);
    expect(it.match).toBe('related');
    expect(it.stand_in_for).toBe(prompt.replace(/^an? /, ''));
    // The other members are offered, never the member built.
    expect(it.suggestions?.length).toBeGreaterThan(0);
    expect(it.suggestions).not.toContain(kind);
  });

  it('the member is of the category: a vegetable is a food, a tool a made thing', () => {
    expect(['potato', 'tomato', 'cabbage', 'onion']).toContain(read('a vegetable').kind);
    expect(read('a vegetable').suggestions).toContain('tomato');
    expect(['axe', 'knife', 'hammer', 'saw', 'shovel', 'wrench']).toContain(read('a tool').kind);
    expect(read('a weapon').suggestions).toEqual(expect.arrayContaining(['pistol', 'sword']));
  });
});

describe('what the category rule must not touch', () => {
  it.each([
    // One thing with a kind of its own, or a stand-in above it.
    ['a hammer', 'hammer', 'exact'],
    // Cutlery is drawn whole since session 26: a fork, a knife and a spoon on a napkin.
    ['cutlery', 'cutlery', 'exact'],
    ['a fruit tree', 'tree', 'related'],
    ['a bar', 'restaurant', 'related'],
    ['a fishing boat', 'boat', 'related'],
    ['a poultry', 'bird', 'related'],
    ['a greatcoat', 'coat', 'related'],
  ])('"%s" stays the %s (%s)', (prompt, kind, match) => {
    const it = read(prompt);
    expect(it.kind).toBe(kind);
    expect(it.match).toBe(match);
  });

  it.each([
    // Too broad to be asked for as a thing.
    'a device',
    'an animal',
    'an artifact',
    // Too few kinds below, or none with a name built on it.
    'a holder',
    'a slab',
    'a surface',
    'a system',
    // A medicine, not its alcohol.
    'a drug',
  ])('"%s" stays an honest unknown', (prompt) => {
    const it = read(prompt);
    expect(it.match).toBe('unknown');
    expect(it.kind).toBe('placeholder');
  });
});

describe('a plural a kind lists is one thing', () => {
  it('"bolt cutters" are one tool, as "pliers" are', () => {
    expect(read('bolt cutters')).toMatchObject({ kind: 'bolt cutter', count: 1 });
    expect(read('pliers').count).toBe(1);
    expect(read('two bolt cutters').count).toBe(2);
  });

  it('a plural no kind lists is still many', () => {
    expect(read('palm trees').count).toBe(3);
  });
});

describe('misreadings of session 22, the general way', () => {
  it('a colour word that is first a thing is the thing: "a violet" is no abstract sculpture', () => {
    const it = read('a violet');
    expect(it.match).not.toBe('abstract');
    expect(it.kind).not.toBe('sculpture');
    // A colour word that is first a colour stays one.
    expect(read('a blue').match).toBe('abstract');
  });

  it('"a willow tree" names the willow in its chain, so the tree draws the willow', () => {
    const it = read('a willow tree');
    expect(it.kind).toBe('tree');
    expect(it.chain).toContain('willow');
  });

  it('a food known only as the flesh of a creature is the creature: "a wildfowl" is a bird', () => {
    expect(read('a wildfowl')).toMatchObject({ kind: 'bird', match: 'related' });
    // Meat named otherwise stays meat.
    expect(read('a pork').kind).not.toBe('pig');
  });
});
