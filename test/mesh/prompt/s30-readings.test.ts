/**
 * Issue 32, session 30 (helper readings): how a prompt's words become a kind
 * (docs/decisions.md, "Reading rules, session 30"). Each rule is stated with the words that
 * showed it, what a person asking would picture, and what the rule must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { kindSenseWords, ownPlural } from '../../../server/mesh/prompt/meaning.ts';

const read = (prompt: string) => interpretPrompt(prompt, 1);

describe("a kind stands in through the sense its family names, not a homonym's", () => {
  it('the plate kind is the dish: a baffle (a flat metal plate) is no dinner plate', () => {
    expect(kindSenseWords('plate')).toEqual(['plate']);
    const it = read('a baffle');
    expect(it.kind).not.toBe('plate');
    expect(it.match).toBe('unknown');
  });

  it('so is a planchet, the metal disk a coin is struck from', () => {
    expect(read('a planchet').kind).not.toBe('plate');
  });

  it('a plate, a saucer and a platter are still the dish', () => {
    expect(read('a plate')).toMatchObject({ kind: 'plate', match: 'exact' });
    expect(read('a saucer').kind).toBe('plate');
    expect(read('a platter').kind).toBe('plate');
  });

  it('the cabinet is the cupboard, the bolt the screw, the valve the tap-like control', () => {
    expect(kindSenseWords('cabinet')).toEqual(['cabinet']);
    expect(kindSenseWords('bolt')).toEqual(['bolt']);
    expect(kindSenseWords('valve')).toEqual(['valve']);
    expect(read('a cabinet')).toMatchObject({ kind: 'cabinet', match: 'exact' });
  });

  it("a name's first sense keeps the kind when its family names a rarer one", () => {
    // The flower kind is flower#2 (a bloom), which a blossom means first; its family flower#1.
    expect(read('a blossom').kind).toBe('flower');
    // A hole is first an opening: a rathole is still a hole.
    expect(read('a rathole').kind).toBe('hole');
  });
});

describe('a plural WordNet lists as its own noun is read by its own senses', () => {
  it('anklets are ankle socks, no strap shoes', () => {
    const it = read('anklets');
    expect(it.kind).not.toBe('shoe');
    expect(it).toMatchObject({ kind: 'sock', match: 'related', stand_in_for: 'anklets' });
    // The singular is a word of the socks' sense: several socks.
    expect(it.count).toBeGreaterThan(1);
  });

  it('jodhpurs are the riding breeches, one garment, no boot', () => {
    const it = read('jodhpurs');
    expect(it.kind).not.toBe('boot');
    expect(it).toMatchObject({ kind: 'trousers', match: 'related', count: 1 });
  });

  it('a mews is the street of old stables, victuals are a meal', () => {
    expect(read('a mews')).toMatchObject({ kind: 'road', match: 'related' });
    expect(read('victuals')).toMatchObject({ kind: 'meal', match: 'related' });
  });

  it('a singular SemCor uses more keeps the plural a count of it', () => {
    // Cords are ropes before corduroys, knuckles a hand's, lodgings a house.
    expect(ownPlural('cords', 'cord')).toBeNull();
    expect(read('cords').kind).toBe('rope');
    expect(read('knuckles').kind).not.toBe('knuckle duster');
    expect(read('lodgings').kind).toBe('house');
    // An abbreviation's plural is no such noun: BBs are no bulletin board system.
    expect(ownPlural('bbs', 'bb')).toBeNull();
  });

  it('plurals of kinds are still counts of the kind', () => {
    expect(read('bottles')).toMatchObject({ kind: 'bottle', count: 3 });
    expect(read('two anklets').count).toBe(2);
  });
});
