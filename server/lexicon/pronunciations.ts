import type { LexiconLookup } from '../speech/recorded-session.ts';
import { LexiconMatcher } from '../speech/text/lexicon-matcher.ts';
import type { PronunciationEntry } from '../speech/text/normalize-lexicon.ts';
import type { LexiconRecord } from '../store/lexicon-record.ts';
import type { LexiconStore } from './lexicon-store.ts';
import { arpabetToIpa } from './arpabet-ipa.ts';
import { respell } from './phonemes.ts';

/**
 * A stored entry as the normalizer applies it: phones become their respelling, and their IPA
 * for an engine that takes phonemes (docs/voice-packs.md, "Lexicon entries").
 */
export function pronunciationOf(
  record: Omit<LexiconRecord, 'owner' | 'created_at' | 'updated_at'>,
): PronunciationEntry {
  return {
    grapheme: record.grapheme,
    say: record.alias ?? respell(record.phonemes ?? ''),
    ...(record.alias === undefined && record.phonemes
      ? { ipa: arpabetToIpa(record.phonemes) }
      : {}),
    caseSensitive: record.case_sensitive,
    wholeWord: record.whole_word,
    locales: record.locales,
  };
}

/**
 * What speech sessions use: the lexicon of an owner, read when the session starts. Each
 * owner's lexicon is compiled once and kept until the store says it changed
 * (docs/decisions.md "The lexicon is compiled once per change"), so a request with 5,000
 * entries costs a scan of its text, not a compilation.
 */
export function lexiconLookup(store: LexiconStore): LexiconLookup {
  const compiled = new Map<string, { version: number; matcher: LexiconMatcher | null }>();
  return (owner) => {
    const version = store.version(owner);
    const cached = compiled.get(owner);
    if (cached?.version === version) return cached.matcher;
    const entries = store.of(owner);
    const matcher = entries.length > 0 ? new LexiconMatcher(entries.map(pronunciationOf)) : null;
    compiled.set(owner, { version, matcher });
    return matcher;
  };
}
