/**
 * Emoji are dropped, not named: a speaking voice reading "grinning face with smiling eyes" in
 * the middle of a sentence helps nobody, and names exist only for some languages. A whole
 * emoji sequence goes at once (modifiers, zero-width joiners, variation selectors, tags, flag
 * pairs); a keycap ("1️⃣") keeps its digit or sign. When the emoji sat between two words without
 * spaces it becomes a space, so the words stay apart (not between Chinese or Japanese
 * characters, which are written without spaces). ©, ®, ™, ‼ and ⁉ are kept (they are
 * punctuation or read as words).
 */

import type { Edit } from './normalize-map.ts';

/** What may follow an emoji inside one sequence: variation selectors, tags, skin tones. */
const CONTINUATION = String.raw`[\u{FE0E}\u{FE0F}\u{E0020}-\u{E007F}]|\p{Emoji_Modifier}`;
const ZWJ_PART = String.raw`\u200D(?:\p{Extended_Pictographic}|[\u2640\u2642\u2695\u2696\u2708\u2764])`;
const EMOJI = new RegExp(
  String.raw`\p{Regional_Indicator}{1,2}|(?:\p{Extended_Pictographic}|\p{Emoji_Modifier})(?:${CONTINUATION}|${ZWJ_PART})*|[\u{FE0F}\u20E3]+`,
  'gu',
);
const KEPT = new Set(['\u00a9', '\u00ae', '\u2122', '\u203c', '\u2049']);
/** Letters and digits of scripts that put spaces between words (not Chinese or Japanese). */
const WORD_CHAR = /(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])[\p{L}\p{N}]/u;

export function emojiEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  EMOJI.lastIndex = 0;
  for (let match = EMOJI.exec(text); match; match = EMOJI.exec(text)) {
    const token = match[0];
    if (KEPT.has(token) || (KEPT.has(token.slice(0, 1)) && /^.\uFE0F?$/u.test(token))) continue;
    const start = match.index;
    const end = start + token.length;
    const before = text[start - 1];
    const after = text[end];
    const between =
      before !== undefined &&
      after !== undefined &&
      WORD_CHAR.test(before) &&
      WORD_CHAR.test(after);
    edits.push({ start, end, text: between ? ' ' : '' });
  }
  return edits;
}
