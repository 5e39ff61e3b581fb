/**
 * Issue 32, session 18 (R2): how a prompt is read — the noun a person meant, found in the
 * phrase they wrote. A portion, a measure or a vessel "of" a thing is read as the thing seen.
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';

const read = (prompt: string) => interpretPrompt(prompt, 1);

describe('a portion of a thing is the thing', () => {
  it.each(['a slice of toast', 'a piece of toast'])(
    '"%s" is the toast, built as bread, and says so',
    (prompt) => {
      const it = read(prompt);
      expect(it).toMatchObject({ kind: 'bread', match: 'related' });
      expect(it.stand_in_for).toBe('toast');
    },
  );

  it('a bar of chocolate is chocolate, no barroom', () => {
    expect(read('a bar of chocolate')).toMatchObject({ kind: 'chocolate bar' });
  });

  it.each([
    ['a slice of bread', 'bread'],
    ['a slice of pizza', 'pizza'],
    ['a scoop of ice cream', 'ice cream'],
    ['a piece of cake', 'cake'],
    ['a pair of socks', 'sock'],
    ['a bunch of roses', 'rose'],
    ['a stack of books', 'book'],
  ])('%s is still the %s', (prompt, kind) => {
    expect(read(prompt).kind).toBe(kind);
  });

  it.each(['a piece of paper', 'a drop of water', 'a stack of papers'])(
    '"%s" names a thing, not an abstraction: unknown, with suggestions',
    (prompt) => {
      const it = read(prompt);
      expect(it).toMatchObject({ match: 'unknown', kind: 'placeholder' });
      expect(it.suggestions!.length).toBeGreaterThan(0);
    },
  );

  it('a piece of advice is still no thing', () => {
    expect(read('a piece of advice').match).toBe('abstract');
  });
});

describe('a vessel of a thing served in it is that kind', () => {
  it.each([
    ['a glass of orange juice', 'glass of juice'],
    ['a bowl of pea soup', 'bowl of soup'],
    ['a glass of red wine', 'glass of wine'],
  ])('%s is a %s', (prompt, kind) => {
    expect(read(prompt).kind).toBe(kind);
  });

  it('a vessel of something not served in it stays the vessel', () => {
    expect(read('a bottle of wine').kind).toBe('bottle');
    expect(read('a cup of soup').kind).not.toBe('bowl of soup');
  });
});

describe('a material named alone is the thing asked for', () => {
  it.each(['a paper', 'wood'])('"%s" is no abstract sculpture', (prompt) => {
    expect(read(prompt).match).not.toBe('abstract');
  });

  it('a material before a thing is still its material', () => {
    expect(read('a wooden chair')).toMatchObject({ kind: 'chair', materials: ['wood'] });
  });
});

describe('a hyphenated name is read whole when its words apart would miss it', () => {
  it('a man-of-war is a warship, not a man', () => {
    expect(read('a man-of-war')).toMatchObject({ kind: 'warship', match: 'related' });
  });

  it.each([
    ['a tie-in', 'tie'],
    ['a horse-trail', 'horse'],
    ['a pen-and-ink', 'pen'],
  ])('%s is no %s', (prompt, wrong) => {
    expect(read(prompt).kind).not.toBe(wrong);
  });

  it.each([
    ['a t-shirt', 't-shirt'],
    ['a battle-ax', 'axe'],
    ['a three-legged stool', 'chair'],
    ['a merry-go-round', 'carousel'],
  ])('%s is still read word by word: a %s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind, match: 'exact' });
  });
});

describe('English words no kind names are no evidence of another language', () => {
  it('"a hot-water heater" is English (no Italian "water", a WC)', () => {
    const it = read('a hot-water heater');
    expect(it.language).toBeUndefined();
    expect(it.kind).not.toBe('toilet');
  });
});
