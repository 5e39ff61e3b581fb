/**
 * The owner's pronunciation lexicon as a normalization pass: each occurrence of an entry's
 * grapheme is replaced by what is to be read (its alias, or its phones respelled), so every
 * word spoken from it maps back to the grapheme's characters (normalize-map.ts).
 *
 * Matching: longest grapheme first at each position, left to right, never overlapping; a
 * case-sensitive entry wins over a case-insensitive one for the same text. `wholeWord` entries
 * match only where the grapheme is not part of a longer word (letters, digits, marks or `_`
 * on either side, checked on the sides where the grapheme itself begins or ends with one).
 */
import type { Edit } from './normalize-map.ts';

export interface PronunciationEntry {
  grapheme: string;
  /** What the engine reads instead. */
  say: string;
  caseSensitive: boolean;
  wholeWord: boolean;
  /** Lower-case language codes; empty = every language. */
  locales: readonly string[];
}

const WORD_CHAR = /[\p{L}\p{N}\p{M}_]/u;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/gu, '\\$&');
}

function patternOf(entry: PronunciationEntry): string {
  let pattern = escape(entry.grapheme);
  if (entry.wholeWord) {
    const chars = [...entry.grapheme];
    if (WORD_CHAR.test(chars[0] ?? '')) pattern = `(?<![\\p{L}\\p{N}\\p{M}_])${pattern}`;
    if (WORD_CHAR.test(chars[chars.length - 1] ?? ''))
      pattern = `${pattern}(?![\\p{L}\\p{N}\\p{M}_])`;
  }
  return pattern;
}

/** Whether an entry for `locales` applies to text in `lang` ("en" covers "en-GB"). */
export function localeApplies(locales: readonly string[], lang: string): boolean {
  if (locales.length === 0) return true;
  const code = lang.trim().toLowerCase().replace(/_/gu, '-');
  return locales.some((l) => code === l || code.startsWith(`${l}-`) || l.startsWith(`${code}-`));
}

interface Matcher {
  regex: RegExp;
  say: Map<string, string>;
  fold: boolean;
}

function matcherOf(entries: readonly PronunciationEntry[], fold: boolean): Matcher | null {
  if (entries.length === 0) return null;
  const sorted = [...entries].sort((a, b) => b.grapheme.length - a.grapheme.length);
  const say = new Map<string, string>();
  for (const e of sorted) {
    const key = fold ? e.grapheme.toLowerCase() : e.grapheme;
    if (!say.has(key)) say.set(key, e.say);
  }
  return {
    regex: new RegExp(sorted.map(patternOf).join('|'), fold ? 'giu' : 'gu'),
    say,
    fold,
  };
}

/** The edits the lexicon makes to `text` (UTF-16 offsets), for text in `lang`. */
export function lexiconEdits(
  text: string,
  entries: readonly PronunciationEntry[],
  lang: string,
): Edit[] {
  const applicable = entries.filter((e) => localeApplies(e.locales, lang));
  if (applicable.length === 0) return [];
  const found: (Edit & { rank: number })[] = [];
  const matchers = [
    matcherOf(
      applicable.filter((e) => e.caseSensitive),
      false,
    ),
    matcherOf(
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
      // A space keeps the replacement from fusing with a letter right beside it.
      const before = WORD_CHAR.test(text[start - 1] ?? '') ? ' ' : '';
      const after = WORD_CHAR.test(text[end] ?? '') ? ' ' : '';
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
