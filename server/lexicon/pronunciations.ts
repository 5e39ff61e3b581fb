import type { LexiconLookup } from '../speech/recorded-session.ts';
import type { PronunciationEntry } from '../speech/text/normalize-lexicon.ts';
import type { LexiconRecord } from './lexicon-record.ts';
import type { LexiconStore } from './lexicon-store.ts';
import { respell } from './phonemes.ts';

/** A stored entry as the normalizer applies it: phones become their respelling. */
export function pronunciationOf(record: LexiconRecord): PronunciationEntry {
  return {
    grapheme: record.grapheme,
    say: record.alias ?? respell(record.phonemes ?? ''),
    caseSensitive: record.case_sensitive,
    wholeWord: record.whole_word,
    locales: record.locales,
  };
}

/** What speech sessions use: the lexicon of an owner, read when the session starts. */
export function lexiconLookup(store: LexiconStore): LexiconLookup {
  return (owner) => store.of(owner).map(pronunciationOf);
}
