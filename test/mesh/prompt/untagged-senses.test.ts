/**
 * Issue 32, session 20 (R): a noun's senses that SemCor never met are put in the order a
 * person reaches for them — a thing before a person before an abstraction — so "a dalmatian"
 * is the dog, not a native of Dalmatia; a physical thing filed under communication (a passport,
 * a poster) is no abstraction; a material before a name WordNet knows is part of the name (an
 * ice maker, a rubber band); a thing before a head whose first sense is a person picks the
 * head's thing sense (a fume hood); a closed compound typed in two words is the one word
 * (docs/decisions.md, "Readings: the untagged senses").
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';

const read = (prompt: string) => interpretPrompt(prompt, 1);

describe('a thing sense beats a person sense nobody uses', () => {
  it('a dalmatian is a dog', () => {
    expect(read('a dalmatian').kind).toBe('dog');
  });

  it.each(['an ottoman', 'a masher', 'an ice maker', 'a fume hood', 'two ottomans'])(
    '"%s" is no person and no abstraction',
    (prompt) => {
      const it = read(prompt);
      expect(it.kind).not.toBe('figure');
      expect(it.match).not.toBe('abstract');
    },
  );

  it.each(['a maker', 'a tennis player', 'a cowboy', 'a window washer'])(
    '"%s" is still a person',
    (prompt) => {
      expect(read(prompt).kind).toBe('figure');
    },
  );
});

describe('a thing one holds is no abstraction', () => {
  it.each(['a dustpan', 'a fire alarm', 'a palette', 'a passport', 'a rubber band', 'an armband'])(
    '"%s" is a thing: a stand-in or an honest unknown',
    (prompt) => {
      const it = read(prompt);
      expect(it.match).not.toBe('abstract');
      if (it.match === 'unknown') expect(it.suggestions?.length).toBeGreaterThan(0);
    },
  );

  it.each(['love', 'freedom', 'an idea', 'a song', 'a dream'])('"%s" is still abstract', (p) => {
    expect(read(p).match).toBe('abstract');
  });
});

describe('a closed compound typed in two words', () => {
  it.each([
    ['a screw driver', 'screwdriver'],
    ['two tooth brushes', 'toothbrush'],
    ['a sea horse', 'seahorse'],
    ['a water melon', 'watermelon'],
    ['a sun flower', 'sunflower'],
  ])('"%s" is the %s', (prompt, kind) => {
    expect(read(prompt).kind).toBe(kind);
  });

  it('two tooth brushes are two', () => {
    expect(read('two tooth brushes').count).toBe(2);
  });

  it('a see saw is no saw', () => {
    expect(read('a see saw').kind).not.toBe('saw');
  });
});

describe('a material before a name', () => {
  it.each([
    ['a stone wall', 'wall'],
    ['a glass bottle', 'bottle'],
    ['a gold coin', 'coin'],
    ['a wooden spoon', 'spoon'],
  ])('"%s" is still the %s', (prompt, kind) => {
    expect(read(prompt).kind).toBe(kind);
  });
});
