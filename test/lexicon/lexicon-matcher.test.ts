import { describe, expect, it } from 'vitest';
import { foldCodePoint } from '../../server/speech/text/case-fold.ts';
import {
  compileLexicon,
  lexiconEdits,
  localeApplies,
  type PronunciationEntry,
} from '../../server/speech/text/normalize-lexicon.ts';
import type { Edit } from '../../server/speech/text/normalize-map.ts';

/*
 * The reference: the regular-expression implementation the trie replaced (issue #27, item 3),
 * kept here as it was so that the trie is checked against it.
 */
const OLD_WORD_CHAR = /[\p{L}\p{N}\p{M}_]/u;

function oldEscape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/gu, '\\$&');
}

function oldPatternOf(entry: PronunciationEntry): string {
  let pattern = oldEscape(entry.grapheme);
  if (entry.wholeWord) {
    const chars = [...entry.grapheme];
    if (OLD_WORD_CHAR.test(chars[0] ?? '')) pattern = `(?<![\\p{L}\\p{N}\\p{M}_])${pattern}`;
    if (OLD_WORD_CHAR.test(chars[chars.length - 1] ?? ''))
      pattern = `${pattern}(?![\\p{L}\\p{N}\\p{M}_])`;
  }
  return pattern;
}

interface OldMatcher {
  regex: RegExp;
  say: Map<string, string>;
  fold: boolean;
}

function oldMatcherOf(entries: readonly PronunciationEntry[], fold: boolean): OldMatcher | null {
  if (entries.length === 0) return null;
  const sorted = [...entries].sort((a, b) => b.grapheme.length - a.grapheme.length);
  const say = new Map<string, string>();
  for (const e of sorted) {
    const key = fold ? e.grapheme.toLowerCase() : e.grapheme;
    if (!say.has(key)) say.set(key, e.say);
  }
  return {
    regex: new RegExp(sorted.map(oldPatternOf).join('|'), fold ? 'giu' : 'gu'),
    say,
    fold,
  };
}

function oldLexiconEdits(
  text: string,
  entries: readonly PronunciationEntry[],
  lang: string,
): Edit[] {
  const applicable = entries.filter((e) => localeApplies(e.locales, lang));
  if (applicable.length === 0) return [];
  const found: (Edit & { rank: number })[] = [];
  const matchers = [
    oldMatcherOf(
      applicable.filter((e) => e.caseSensitive),
      false,
    ),
    oldMatcherOf(
      applicable.filter((e) => !e.caseSensitive),
      true,
    ),
  ];
  for (const [rank, matcher] of matchers.entries()) {
    if (!matcher) continue;
    for (const match of text.matchAll(matcher.regex)) {
      const key = matcher.fold ? match[0].toLowerCase() : match[0];
      const say = matcher.say.get(key);
      if (say === undefined || match[0] === '') continue;
      const start = match.index;
      const end = start + match[0].length;
      const before = OLD_WORD_CHAR.test(text[start - 1] ?? '') ? ' ' : '';
      const after = OLD_WORD_CHAR.test(text[end] ?? '') ? ' ' : '';
      found.push({ start, end, text: `${before}${say}${after}`, rank });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end || a.rank - b.rank);
  const edits: Edit[] = [];
  let end = 0;
  for (const edit of found) {
    if (edit.start < end) continue;
    edits.push({ start: edit.start, end: edit.end, text: edit.text });
    end = edit.end;
  }
  return edits;
}

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Letters in both cases (Latin, with diaeresis, an astral pair: Deseret), a combining mark,
// a digit, `_`, punctuation and spaces: every side of the whole-word rule and of folding.
// No '-': the old pattern escaped it as `\-`, which a `u` regular expression refuses (a
// grapheme with a hyphen made every request of its owner fail; the trie takes it).
const ALPHABET = ['a', 'A', 'b', 'B', 'n', 'N', 'ä', 'Ä', '\u0301', '1', '_', '+', ' ', '.'];
const ASTRAL = ['\u{10400}', '\u{10428}', '\u{1D49C}'];
const LOCALES: readonly (readonly string[])[] = [[], [], [], ['en'], ['fr'], ['en-gb'], ['de']];

function randomEntries(rand: () => number, count: number): PronunciationEntry[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const seen = new Set<string>();
  const entries: PronunciationEntry[] = [];
  while (entries.length < count) {
    const length = 1 + Math.floor(rand() * 4);
    let grapheme = '';
    for (let i = 0; i < length; i++) grapheme += rand() < 0.1 ? pick(ASTRAL) : pick(ALPHABET);
    const caseSensitive = rand() < 0.4;
    // The store keeps one entry per grapheme; entries that only differ in case are kept
    // apart too, since the old code then gave one of them the other's alias.
    const key = caseSensitive ? `s${grapheme}` : `i${grapheme.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push({
      grapheme,
      say: `say${entries.length}`,
      caseSensitive,
      wholeWord: rand() < 0.5,
      locales: pick(LOCALES),
    });
  }
  return entries;
}

function randomText(rand: () => number, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++)
    text +=
      rand() < 0.05
        ? ASTRAL[Math.floor(rand() * ASTRAL.length)]
        : ALPHABET[Math.floor(rand() * ALPHABET.length)];
  return text;
}

const entry = (grapheme: string, say: string, extra: Partial<PronunciationEntry> = {}) => ({
  grapheme,
  say,
  caseSensitive: false,
  wholeWord: true,
  locales: [] as string[],
  ...extra,
});

describe('the lexicon trie', () => {
  it('makes the same edits as the regular expression it replaced (seeded random lexicons and texts)', () => {
    let edits = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const rand = seeded(seed);
      const entries = randomEntries(rand, 1 + Math.floor(rand() * 40));
      const matcher = compileLexicon(entries);
      for (let t = 0; t < 20; t++) {
        const text = randomText(rand, Math.floor(rand() * 60));
        for (const lang of ['en-GB', 'fr', 'de-AT', 'ja']) {
          const expected = oldLexiconEdits(text, entries, lang);
          const actual = lexiconEdits(text, matcher, lang);
          expect({ seed, text, lang, edits: actual }).toEqual({
            seed,
            text,
            lang,
            edits: expected,
          });
          edits += actual.length;
        }
      }
    }
    // The random cases do exercise the lexicon.
    expect(edits).toBeGreaterThan(1000);
  });

  it('ignores case as /iu does: Ä and ä, Σ and σ and ς, not İ and i', () => {
    expect(lexiconEdits('ÄRGER ärger', [entry('Ärger', 'anger')], 'de')).toEqual([
      { start: 0, end: 5, text: 'anger' },
      { start: 6, end: 11, text: 'anger' },
    ]);
    expect(lexiconEdits('ΣΟΦΙΑ σοφια', [entry('σοφια', 'sophia')], 'el')).toEqual([
      { start: 0, end: 5, text: 'sophia' },
      { start: 6, end: 11, text: 'sophia' },
    ]);
    // A final sigma folds like any other (the regex matched it too).
    expect(lexiconEdits('ΟΔΟΣ οδος', [entry('οδοσ', 'odos')], 'el')).toEqual([
      { start: 0, end: 4, text: 'odos' },
      { start: 5, end: 9, text: 'odos' },
    ]);
    expect(foldCodePoint(0x130)).not.toBe(foldCodePoint(0x69));
    expect(foldCodePoint(0x131)).not.toBe(foldCodePoint(0x69));
    expect(foldCodePoint(0x212a)).toBe(foldCodePoint(0x6b));
  });

  it('takes graphemes with a hyphen', () => {
    expect(lexiconEdits('read my e-mail', [entry('e-mail', 'email')], 'en')).toEqual([
      { start: 8, end: 14, text: 'email' },
    ]);
  });

  it('maps offsets back to the text where lower case changes the length (İ)', () => {
    // 'İ'.toLowerCase() is two code points: offsets stay those of the text sent.
    const text = 'İİ İstanbul and ISTANBUL';
    expect(lexiconEdits(text, [entry('İstanbul', 'is-tan-bul')], 'tr')).toEqual([
      { start: 3, end: 11, text: 'is-tan-bul' },
    ]);
    expect(lexiconEdits(text, [entry('istanbul', 'x')], 'tr')).toEqual([
      { start: 16, end: 24, text: 'x' },
    ]);
  });

  it('is compiled once and applies whole-word sides, longest first and case-sensitive first', () => {
    const matcher = compileLexicon([
      entry('New York', 'big apple'),
      entry('New York City', 'N Y C'),
      entry('SQL', 'sequel', { caseSensitive: true }),
      entry('sql', 'S Q L'),
      entry('C++', 'see plus plus'),
    ]);
    expect(compileLexicon(matcher)).toBe(matcher);
    expect(matcher.size).toBe(5);
    expect(lexiconEdits('New York City, New Yorker, SQL sql C++x', matcher, 'en')).toEqual([
      { start: 0, end: 13, text: 'N Y C' },
      { start: 27, end: 30, text: 'sequel' },
      { start: 31, end: 34, text: 'S Q L' },
      { start: 35, end: 38, text: 'see plus plus ' },
    ]);
  });
});
