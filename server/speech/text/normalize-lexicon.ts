/**
 * The owner's pronunciation lexicon as a normalization pass: each occurrence of an entry's
 * grapheme is replaced by what is to be read (its alias, or its phones respelled), so every
 * word spoken from it maps back to the grapheme's characters (normalize-map.ts).
 *
 * Matching: longest grapheme first at each position, left to right, never overlapping; a
 * case-sensitive entry wins over a case-insensitive one for the same text. `wholeWord` entries
 * match only where the grapheme is not part of a longer word (letters, digits, marks or `_`
 * on either side, checked on the sides where the grapheme itself begins or ends with one).
 * Case-insensitive entries compare code points as a regular expression with the `iu` flags
 * does (case-fold.ts). The entries are compiled once into tries (lexicon-matcher.ts,
 * docs/decisions.md "The lexicon is compiled once per change").
 */
import { ipaToken } from './inline-ipa.ts';
import { LexiconMatcher, type PronunciationEntry } from './lexicon-matcher.ts';
import type { Edit } from './normalize-map.ts';

export { LexiconMatcher, localeApplies } from './lexicon-matcher.ts';
export type { PronunciationEntry } from './lexicon-matcher.ts';

/** A lexicon as the normalizer takes it: compiled, or entries to compile for this call. */
export type Lexicon = LexiconMatcher | readonly PronunciationEntry[];

/** The lexicon compiled (once: a matcher is returned as it is). */
export function compileLexicon(lexicon: Lexicon): LexiconMatcher {
  return lexicon instanceof LexiconMatcher ? lexicon : new LexiconMatcher(lexicon);
}

/** Whether the lexicon has no entry to apply. */
export function isEmptyLexicon(lexicon: Lexicon): boolean {
  return lexicon instanceof LexiconMatcher ? lexicon.size === 0 : lexicon.length === 0;
}

const WORD_CHAR = /[\p{L}\p{N}\p{M}_]/u;

/**
 * The edits the lexicon makes to `text` (UTF-16 offsets), for text in `lang`. With
 * `inlineIpa` (an engine that takes phonemes), a phoneme entry's IPA is put in as a token
 * (inline-ipa.ts) instead of its respelling.
 */
export function lexiconEdits(
  text: string,
  lexicon: Lexicon,
  lang: string,
  inlineIpa = false,
): Edit[] {
  const found = compileLexicon(lexicon)
    .matches(text, lang)
    .map(({ start, end, entry, rank }) => {
      // A space keeps the replacement from fusing with a letter right beside it.
      const before = WORD_CHAR.test(text[start - 1] ?? '') ? ' ' : '';
      const after = WORD_CHAR.test(text[end] ?? '') ? ' ' : '';
      const say = inlineIpa && entry.ipa !== undefined ? ipaToken(entry.ipa) : entry.say;
      return { start, end, text: `${before}${say}${after}`, rank };
    });
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
