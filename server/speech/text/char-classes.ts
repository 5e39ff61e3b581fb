/** Character classes shared by the sentence and word splitters. Each test takes one code point. */

const WHITESPACE = /^\s$/u;
const LINE_BREAK = new Set(['\n', '\r', '\v', '\f', '\u0085', '\u2028', '\u2029']);
const LOWERCASE = /^\p{Ll}$/u;
const UPPERCASE = /^\p{Lu}$/u;
const DIGIT = /^\p{Nd}$/u;
/** Scripts written without spaces between words: each character is read as one word. */
const IDEOGRAPHIC = /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u3005\u3007\u30fc\uff70]$/u;
const LETTER_OR_NUMBER = /^[\p{L}\p{N}]$/u;
const MARK = /^\p{M}$/u;
const PICTOGRAPH = /^\p{Extended_Pictographic}$/u;
const REGIONAL_INDICATOR = /^\p{Regional_Indicator}$/u;
/** Any code point that can carry speech: letters, digits, ideographs, emoji. */
const SPEAKABLE = /^[\p{L}\p{N}\p{Extended_Pictographic}\p{Regional_Indicator}]$/u;

export const isWhitespace = (cp: string | undefined): boolean =>
  cp !== undefined && WHITESPACE.test(cp);
export const isLineBreak = (cp: string | undefined): boolean =>
  cp !== undefined && LINE_BREAK.has(cp);
export const isLowercase = (cp: string | undefined): boolean =>
  cp !== undefined && LOWERCASE.test(cp);
export const isUppercase = (cp: string | undefined): boolean =>
  cp !== undefined && UPPERCASE.test(cp);
export const isDigit = (cp: string | undefined): boolean => cp !== undefined && DIGIT.test(cp);
export const isIdeographic = (cp: string | undefined): boolean =>
  cp !== undefined && IDEOGRAPHIC.test(cp);
export const isLetterOrNumber = (cp: string | undefined): boolean =>
  cp !== undefined && LETTER_OR_NUMBER.test(cp);
export const isMark = (cp: string | undefined): boolean => cp !== undefined && MARK.test(cp);
export const isPictograph = (cp: string | undefined): boolean =>
  cp !== undefined && PICTOGRAPH.test(cp);
/** Code points that continue an emoji: variation selectors, keycap, ZWJ, skin tones, tags. */
export function isEmojiContinuation(cp: string | undefined): boolean {
  const c = cp?.codePointAt(0);
  if (c === undefined) return false;
  return (
    c === 0xfe0e ||
    c === 0xfe0f ||
    c === 0x200d ||
    c === 0x20e3 ||
    (c >= 0x1f3fb && c <= 0x1f3ff) ||
    (c >= 0xe0020 && c <= 0xe007f)
  );
}
export const isRegionalIndicator = (cp: string | undefined): boolean =>
  cp !== undefined && REGIONAL_INDICATOR.test(cp);
export const isSpeakable = (cp: string | undefined): boolean =>
  cp !== undefined && SPEAKABLE.test(cp);

/**
 * True when a cut before index `at` would split a user-perceived character (a base and its
 * combining marks, or the parts of an emoji sequence).
 */
export function continuesCluster(cps: readonly string[], at: number): boolean {
  const cp = cps[at];
  if (cp === undefined || at === 0) return false;
  if (isMark(cp) || isEmojiContinuation(cp)) return true;
  // The code point after a zero-width joiner belongs to the same emoji.
  return cps[at - 1] === '\u200d';
}
