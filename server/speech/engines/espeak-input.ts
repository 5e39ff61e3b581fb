/**
 * Plain text → the text eSpeak is given. The Emscripten build always reads its input as SSML
 * with `[[phoneme]]` input on, and as a C string, so the user's text is made inert first:
 * - `<`, `>`, `&` become entities (eSpeak still says "less than", "and", …);
 * - `[` / `]` become `(` / `)` so "[[…]]" is never read as phonemes;
 * - NUL (which would cut the text short), other control characters, U+FFFD and lone surrogates
 *   become spaces; tab, CR and LF stay.
 * eSpeak reports positions as 1-based code-point indexes into what it was given; `sourceOffset`
 * turns them back into 0-based offsets into the original text.
 */

export interface EspeakInput {
  /** The text to hand to eSpeak. */
  text: string;
  /** Code points in the original text. */
  sourceLength: number;
  /** For each code point of `text`, the index of the original code point it came from. */
  sourceIndex: Int32Array;
}

const ENTITIES: Readonly<Record<string, string>> = { '<': '&lt;', '>': '&gt;', '&': '&amp;' };
const REPLACEMENTS: Readonly<Record<string, string>> = { '[': '(', ']': ')' };

/** Control characters other than tab, LF and CR; U+FFFD; a lone surrogate. */
function isInert(cp: string): boolean {
  const c = cp.codePointAt(0) as number;
  if (c < 0x20) return c !== 0x09 && c !== 0x0a && c !== 0x0d;
  return (c >= 0x7f && c <= 0x9f) || c === 0xfffd || (c >= 0xd800 && c <= 0xdfff);
}

export function toEspeakInput(source: string): EspeakInput {
  const parts: string[] = [];
  const index: number[] = [];
  let k = 0;
  for (const cp of source) {
    const out = ENTITIES[cp] ?? REPLACEMENTS[cp] ?? (isInert(cp) ? ' ' : cp);
    parts.push(out);
    // Entities and replacements are ASCII, so .length counts their code points.
    const count = out === cp ? 1 : out.length;
    for (let j = 0; j < count; j++) index.push(k);
    k++;
  }
  return { text: parts.join(''), sourceLength: k, sourceIndex: Int32Array.from(index) };
}

/** 0-based offset into the original text for an eSpeak 1-based position. */
export function sourceOffset(input: EspeakInput, position: number): number {
  const i = Math.floor(position) - 1;
  if (i < 0) return 0;
  if (i >= input.sourceIndex.length) return input.sourceLength;
  return input.sourceIndex[i] as number;
}
