/**
 * Issue 32, session 22 (R): names read whole. A material word that closes a name WordNet
 * knows is part of the name (a tire iron, a baseball diamond, a soldering iron), unless the
 * name is a kind of either word's kind (a tin can); a name typed in two words that WordNet
 * writes hyphenated is that name (a baby walker, a shih tzu); a noun whose commonest sense is
 * a person is the made thing a longer name ending in it calls (a speaker is a loudspeaker)
 * (docs/decisions.md, "Readings: things past an abstract first sense, names read whole").
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';

const read = (prompt: string) => interpretPrompt(prompt, 1);

describe('a material word closing a name', () => {
  it.each([
    ['a tire iron', 'tire'],
    ['a baseball diamond', 'gem'],
    ['a soldering iron', 'sculpture'],
    ['a waffle iron', 'waffle'],
    ['a curling iron', 'curling stone'],
  ])('"%s" is no %s (its own kind, a stand-in or an honest unknown)', (prompt, wrong) => {
    const it = read(prompt);
    expect(it.kind).not.toBe(wrong);
    expect(it.match).not.toBe('abstract');
  });

  it.each([
    ['a tin can', 'can'],
    ['a stone wall', 'wall'],
    ['a gold coin', 'coin'],
    ['a red pepper', 'bell pepper'],
    ['a blue whale', 'fish'],
    ['a paving stone', 'rock'],
  ])('"%s" is still read word by word: the %s', (prompt, kind) => {
    expect(read(prompt).kind).toBe(kind);
  });

  it('a closed compound ending in a material word is the one word', () => {
    expect(read('an hour glass').kind).toBe('hourglass');
  });
});

describe('a name WordNet writes hyphenated', () => {
  it('a baby walker is no walking shoe', () => {
    expect(read('a baby walker').kind).not.toBe('shoe');
  });

  it.each([
    ['a shih tzu', 'dog'],
    ['a polo neck', 'sweater'],
    ['a side wheeler', 'paddle steamer'],
  ])('"%s" stands in as the %s', (prompt, kind) => {
    expect(read(prompt).kind).toBe(kind);
  });

  it('a battle ax is still an axe', () => {
    expect(read('a battle ax').kind).toBe('axe');
  });
});

describe('a thing whose longer name ends in a person noun', () => {
  it.each([
    ['a speaker', 'amplifier'],
    ['a carrier', 'aircraft carrier'],
  ])('"%s" is the %s', (prompt, kind) => {
    expect(read(prompt).kind).toBe(kind);
  });

  it.each(['a pirate', 'a boss', 'a sailor', 'a teacher', 'a runner', 'a conveyor'])(
    '"%s" is still a person',
    (prompt) => {
      expect(read(prompt).kind).toBe('figure');
    },
  );
});
