/**
 * Issue 32, session 22 (R): a noun whose commonest sense is no thing lets a thing further
 * down its senses stand in — past the fourth sense when none of the first four is a thing —
 * so "an ace" is a playing card and "a level" an honest unknown, no abstract sculpture; a
 * noun with no thing among its senses stays abstract (docs/decisions.md, "Readings: things
 * past an abstract first sense").
 */
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';

const read = (prompt: string) => interpretPrompt(prompt, 1);

describe('a thing past an abstract first sense', () => {
  it.each([
    ['an ace', 'playing card'],
    ['a ledger', 'book'],
    ['a linden', 'tree'],
    ['a mahogany', 'tree'],
    ['a bureau', 'dresser'],
    ['a club', 'bludgeon'],
    ['a prescription', 'pill'],
  ])('"%s" stands in as the %s', (prompt, kind) => {
    const it = read(prompt);
    expect(it.kind).toBe(kind);
    expect(it.match).toBe('related');
  });

  it.each(['a level', 'a rasp', 'a roller'])('"%s" is a thing: no abstraction', (prompt) => {
    expect(read(prompt).match).not.toBe('abstract');
  });

  it('a thing nobody met is no stand-in for a word used otherwise', () => {
    // knot#7 is a sandpiper, never met in SemCor; a knot is tied.
    expect(read('a knot').kind).not.toBe('bird');
  });

  it.each(['love', 'an idea', 'a song', 'freedom'])('"%s" stays abstract', (prompt) => {
    expect(read(prompt).match).toBe('abstract');
  });
});
