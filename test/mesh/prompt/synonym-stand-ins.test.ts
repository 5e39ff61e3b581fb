/**
 * Issue 32 (session 26): a noun that shares its WordNet synset with a kind's noun — a
 * synonym the kind does not list — stands in as that kind, saying so: a lei is the wreath
 * (garland, chaplet), a pianoforte the piano, a whirlybird the helicopter. It had climbed past
 * its own synset to a coarser kind (a lei was a vase of flowers, a pianoforte a guitar) or
 * found none (docs/decisions.md, "Synonyms of a kind's noun").
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';

const read = (prompt: string) => interpretPrompt(prompt, 1);

describe('a synonym of a kind’s noun stands in as that kind', () => {
  it.each([
    ['a lei', 'wreath'],
    ['a pianoforte', 'piano'],
    ['a whirlybird', 'helicopter'],
    ['a condenser', 'capacitor'],
    ['a flapjack', 'pancake'],
    ['a pickax', 'pickaxe'],
    ['a volume', 'book'],
    ['a wall plug', 'power outlet'],
    ['foliage', 'leaf'],
    ['a grave', 'tomb'],
  ])('%s is the %s, related, and says what it stands in for', (prompt, kind) => {
    const it = read(prompt);
    expect(it.kind).toBe(kind);
    expect(it.match).toBe('related');
    expect(it.stand_in_for).toBe(prompt.replace(/^an? /, ''));
  });

  it('leaves the kinds’ own nouns exact', () => {
    for (const [prompt, kind] of [
      ['a wreath', 'wreath'],
      ['a garland', 'wreath'],
      ['a piano', 'piano'],
      ['a helicopter', 'helicopter'],
      ['a book', 'book'],
    ] as const)
      expect(read(prompt)).toMatchObject({ kind, match: 'exact' });
  });

  it('still says unknown where no synonym is a kind', () => {
    expect(read('an udder').match).toBe('unknown');
    expect(read('a retractor').match).toBe('unknown');
  });
});
