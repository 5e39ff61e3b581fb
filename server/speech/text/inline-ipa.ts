/**
 * IPA carried inside the text an engine gets (docs/voice-packs.md, "Lexicon entries"): a
 * lexicon phoneme entry's IPA between two private-use code points, U+E000 and U+E001. Only an
 * engine that takes phonemes (Piper) is given such text (runtime.ts); it reads the stretch
 * as that word's phonemes and phonemizes the rest. Private-use code points are neither
 * letters, punctuation nor emoji, so no later normalization pass touches the markers, and
 * the IPA between them (letters only) is one word to the word splitter, which keeps word
 * timestamps on the entry's grapheme.
 */
import type { EngineVoice } from '../engines/types.ts';

export const IPA_OPEN = '\uE000';
export const IPA_CLOSE = '\uE001';

/** Whether `voice`'s engine reads IPA tokens: Piper's, whose input is phonemes. */
export function takesInlineIpa(voice: EngineVoice): boolean {
  return voice.engine === 'piper';
}

/** The stretch an engine reads as the phonemes `ipa`. */
export function ipaToken(ipa: string): string {
  return `${IPA_OPEN}${ipa}${IPA_CLOSE}`;
}

export function hasIpaTokens(text: string): boolean {
  return text.includes(IPA_OPEN);
}

/** A run of `text`: plain text, or the IPA of a token (without its markers). */
export interface IpaRun {
  text: string;
  ipa: boolean;
}

/** `text` cut into plain runs and IPA tokens, in order; an unclosed marker is plain text. */
export function ipaRuns(text: string): IpaRun[] {
  const runs: IpaRun[] = [];
  let at = 0;
  for (;;) {
    const open = text.indexOf(IPA_OPEN, at);
    const close = open === -1 ? -1 : text.indexOf(IPA_CLOSE, open + 1);
    if (open === -1 || close === -1) break;
    if (open > at) runs.push({ text: text.slice(at, open), ipa: false });
    runs.push({ text: text.slice(open + 1, close), ipa: true });
    at = close + 1;
  }
  if (at < text.length) runs.push({ text: text.slice(at), ipa: false });
  return runs;
}
