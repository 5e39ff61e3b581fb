/**
 * Text normalization before synthesis, with a map from the normalized text back to the
 * original, so that word and sentence timestamps still index the text the user gave.
 *
 * Passes, each on the previous one's output:
 * 1. Markdown markup removed (normalize-markdown.ts) — every language;
 * 1b. the owner's pronunciation lexicon, when one is given (normalize-lexicon.ts): entries match
 *    the text as written (before numbers or abbreviations are expanded), and what they say goes
 *    through the later passes like any text (a phoneme entry's IPA token, for an engine that
 *    takes phonemes, passes through them untouched: inline-ipa.ts);
 * 2. emoji dropped (normalize-emoji.ts) — every language;
 * 3. web and e-mail addresses (normalize-web.ts) — read out in English, reduced to their host
 *    name elsewhere;
 * 4. English only: numbers, dates, times, money, units, abbreviations, symbols
 *    (normalize-english.ts). Other languages keep their digits: eSpeak reads numbers natively
 *    in each language.
 * Plain text in any language without markup, emoji or addresses — Chinese included — comes out
 * unchanged. Every pass is one left-to-right scan: time and memory are linear in the length.
 *
 * Offsets count code points, as everywhere in the speech pipeline. A word spoken from a
 * replaced stretch maps to the whole stretch: "dollars" in "three dollars and fifty cents"
 * maps to "$3.50".
 */

import { cpToUnits, hasSurrogates } from '../../text/code-points.ts';
import { emojiEdits } from './normalize-emoji.ts';
import { englishEdits } from './normalize-english.ts';
import { isEmptyLexicon, lexiconEdits, type Lexicon } from './normalize-lexicon.ts';
import { applyEdits } from './normalize-map.ts';
import type { Rewrite } from './normalize-map.ts';
import { markdownEdits } from './normalize-markdown.ts';
import { webEdits } from './normalize-web.ts';

export interface NormalizedText {
  /** What to give the engine. */
  text: string;
  /** Code points of the original text. */
  readonly sourceLength: number;
  /**
   * The original code-point offset for a code-point offset into `text`: where a span starting
   * there starts in the original. Offsets at or past the end map to `sourceLength`.
   */
  map(offset: number): number;
  /** The original span [start, end) for the span [start, end) of `text`. */
  mapSpan(start: number, end: number): { start: number; end: number };
  /**
   * Events (or any spans) moved to original offsets. Consecutive items of the same `type`
   * that land on the same original span are merged into the first ("three dollars and fifty
   * cents" → one word event on "$3.50", at the time of "three").
   */
  mapEvents<T extends { type: string; charStart: number; charEnd: number }>(
    events: readonly T[],
  ): T[];
}

/** Languages whose day comes first in numeric dates (03/05 is the 3rd of May). */
const DAY_FIRST_ENGLISH = new Set(['gb', 'au', 'nz', 'ie', 'in', 'za', 'uk', 'sg', 'scotland']);

export interface NormalizeOptions {
  /**
   * The engine takes phonemes (a Piper voice pack): lexicon phoneme entries go in as IPA
   * tokens (inline-ipa.ts) rather than respellings.
   */
  inlineIpa?: boolean;
}

/**
 * Normalizes `text` for speech in `lang` (a BCP 47-like code: 'en', 'en-US', 'en_gb', 'cmn',
 * 'fr', …). Pure and deterministic.
 */
export function normalizeForSpeech(
  text: string,
  lang: string,
  lexicon: Lexicon = [],
  options: NormalizeOptions = {},
): NormalizedText {
  const { english, dayFirst } = languageOf(lang);
  const passes: Rewrite[] = [];
  let current = text;
  const run = (edits: (input: string) => ReturnType<typeof markdownEdits>): void => {
    const found = edits(current);
    if (found.length === 0) return;
    const rewrite = applyEdits(current, found);
    passes.push(rewrite);
    current = rewrite.text;
  };
  run(markdownEdits);
  if (!isEmptyLexicon(lexicon)) {
    run((input) => lexiconEdits(input, lexicon, lang, options.inlineIpa === true));
  }
  run(emojiEdits);
  run((input) => webEdits(input, english));
  if (english) run((input) => englishEdits(input, { dayFirst }));
  return new Normalized(text, current, passes);
}

function languageOf(lang: string): { english: boolean; dayFirst: boolean } {
  const [primary = '', ...rest] = lang.trim().toLowerCase().split(/[-_]/);
  const english = primary === 'en' || primary === 'eng';
  return { english, dayFirst: english && rest.some((part) => DAY_FIRST_ENGLISH.has(part)) };
}

class Normalized implements NormalizedText {
  readonly text: string;
  readonly sourceLength: number;
  readonly #passes: readonly Rewrite[];
  /** Code-point offset → UTF-16 index, for the normalized text (null when all BMP). */
  readonly #outUnits: Int32Array | null;
  /** UTF-16 index → code-point offset, for the original (null when all BMP). */
  readonly #sourceCps: Int32Array | null;

  constructor(source: string, text: string, passes: readonly Rewrite[]) {
    this.text = text;
    this.#passes = passes;
    this.#outUnits = cpToUnits(text);
    this.#sourceCps = unitsToCps(source);
    this.sourceLength = this.#sourceCps
      ? (this.#sourceCps[source.length] as number)
      : source.length;
  }

  map(offset: number): number {
    let unit = this.#unitOf(offset);
    for (let i = this.#passes.length - 1; i >= 0; i--)
      unit = (this.#passes[i] as Rewrite).mapStart(unit);
    return this.#cpOf(unit);
  }

  mapSpan(start: number, end: number): { start: number; end: number } {
    if (end <= start) {
      const at = this.map(start);
      return { start: at, end: at };
    }
    let unitEnd = this.#unitOf(end);
    for (let i = this.#passes.length - 1; i >= 0; i--) {
      unitEnd = (this.#passes[i] as Rewrite).mapEnd(unitEnd);
    }
    const mappedStart = this.map(start);
    return { start: mappedStart, end: Math.max(mappedStart, this.#cpOf(unitEnd)) };
  }

  mapEvents<T extends { type: string; charStart: number; charEnd: number }>(
    events: readonly T[],
  ): T[] {
    const out: T[] = [];
    const lastOfType = new Map<string, T>();
    for (const event of events) {
      const { start, end } = this.mapSpan(event.charStart, event.charEnd);
      const previous = lastOfType.get(event.type);
      if (previous && previous.charStart === start && previous.charEnd === end) continue;
      const moved = { ...event, charStart: start, charEnd: end };
      lastOfType.set(event.type, moved);
      out.push(moved);
    }
    return out;
  }

  #unitOf(offset: number): number {
    const cp = Math.max(0, Math.floor(offset));
    if (!this.#outUnits) return Math.min(cp, this.text.length);
    return (this.#outUnits[Math.min(cp, this.#outUnits.length - 1)] as number) ?? this.text.length;
  }

  #cpOf(unit: number): number {
    if (!this.#sourceCps) return unit;
    return this.#sourceCps[Math.min(Math.max(0, unit), this.#sourceCps.length - 1)] as number;
  }
}

/** UTF-16 index → code-point offset (length units + 1), or null when every unit is one. */
function unitsToCps(text: string): Int32Array | null {
  if (!hasSurrogates(text)) return null;
  const cps = new Int32Array(text.length + 1);
  let cp = 0;
  for (let i = 0; i < text.length; i++) {
    cps[i] = cp;
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      cps[i + 1] = cp;
      i++;
    }
    cp++;
  }
  cps[text.length] = cp;
  return cps;
}
