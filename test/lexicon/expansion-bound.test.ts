import { describe, expect, it } from 'vitest';
import {
  LexiconMatcher,
  type PronunciationEntry,
} from '../../server/speech/text/lexicon-matcher.ts';
import { lexiconExpandedLength } from '../../server/speech/task-input-limit.ts';
import { cpLength } from '../../server/text/code-points.ts';

/** A small seeded generator: the same lexicons and texts on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const LETTERS = 'abcdeÄäΣσ -.';

function word(next: () => number, max: number): string {
  const n = 1 + Math.floor(next() * max);
  let out = '';
  for (let i = 0; i < n; i++) out += LETTERS[Math.floor(next() * LETTERS.length)];
  return out;
}

describe("a lexicon's growth bound", () => {
  it('is never below what applying the lexicon makes of a text', () => {
    let checked = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const next = random(seed);
      const entries: PronunciationEntry[] = Array.from(
        { length: 1 + Math.floor(next() * 20) },
        () => ({
          grapheme: word(next, 4).trim() || 'e',
          say: word(next, 40),
          caseSensitive: next() < 0.5,
          wholeWord: next() < 0.5,
          locales: [],
        }),
      );
      const lexicon = new LexiconMatcher(entries);
      for (let t = 0; t < 10; t++) {
        const text = word(next, 300);
        const spoken = lexiconExpandedLength(text, lexicon, 'en');
        expect(spoken).toBeLessThanOrEqual(cpLength(text) * lexicon.maxGrowth);
        if (spoken > cpLength(text)) checked++;
      }
    }
    // The bound was tested on texts the lexicon really lengthened.
    expect(checked).toBeGreaterThan(50);
  });
});
