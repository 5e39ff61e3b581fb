/**
 * Text → what Flite is given. Flite reads bytes as ASCII English: anything else is at best
 * skipped and at worst spelled out byte by byte. So:
 * - letters with diacritics lose them (NFKD, marks dropped: "café" → "cafe"), a few Latin letters
 *   without a decomposition are spelled in ASCII ("ß" → "ss", "æ" → "ae");
 * - typographic quotes, apostrophes, dashes and ellipses become their ASCII forms ("didn’t" →
 *   "didn't"; an em dash becomes a comma, so it is heard as a pause);
 * - control characters (NUL included), and every other non-ASCII code point — other scripts,
 *   emoji, symbols — become spaces.
 * The result may differ in length from the input: callers never map offsets through it (word
 * timing works on whole words and their own Flite text, see flite-align.ts).
 */

const LATIN: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
  ı: 'i',
};

const PUNCTUATION: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u02bc': "'",
  '\u2032': "'",
  '\u00b4': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u201f': '"',
  '\u2033': '"',
  '\u00ab': '"',
  '\u00bb': '"',
  '\u2039': '"',
  '\u203a': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2212': '-',
  '\u2014': ', ',
  '\u2015': ', ',
  '\u2026': '...',
  '\u00a0': ' ',
  '\u3000': ' ',
};

const COMBINING_MARK = /\p{M}/u;
const ASCII_ALNUM = /[A-Za-z0-9]/;

export function toFliteText(text: string): string {
  let out = '';
  for (const cp of text) {
    const code = cp.codePointAt(0) as number;
    if (code < 0x80) {
      out +=
        code < 0x20 && cp !== '\n' && cp !== '\t' && cp !== '\r' ? ' ' : code === 0x7f ? ' ' : cp;
      continue;
    }
    const mapped = PUNCTUATION[cp] ?? LATIN[cp];
    if (mapped !== undefined) {
      out += mapped;
      continue;
    }
    let ascii = '';
    for (const part of cp.normalize('NFKD')) {
      if (COMBINING_MARK.test(part)) continue;
      const c = part.codePointAt(0) as number;
      ascii += c >= 0x20 && c < 0x7f ? part : (LATIN[part] ?? ' ');
    }
    out += ascii === '' ? ' ' : ascii;
  }
  return out;
}

/** Whether Flite would say anything for this (already converted) text. */
export function hasFliteSpeech(fliteText: string): boolean {
  return ASCII_ALNUM.test(fliteText);
}
