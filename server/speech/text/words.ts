/**
 * Word splitting for timestamps. A word is one of:
 * - a run of letters, digits and combining marks, joined across a single inner apostrophe,
 *   hyphen or period that has a letter or digit on both sides, or a comma between digits
 *   ("don't", "well-known", "3.14", "1,000", "U.S");
 * - one Chinese/Japanese character (Han, kana), with its combining marks: these scripts put no
 *   spaces between words, and the engines time them character by character;
 * - one emoji, with its modifiers and zero-width-joined parts, or a pair of regional indicators.
 * Everything else (spaces, punctuation, symbols) lies between words. Offsets count code points.
 */

import { codePoints } from '../../text/code-points.ts';
import {
  isDigit,
  isEmojiContinuation,
  isIdeographic,
  isLetterOrNumber,
  isMark,
  isPictograph,
  isRegionalIndicator,
} from './char-classes.ts';
import { segmentOf } from './segment.ts';
import type { Segment } from './segment.ts';

const INNER_JOINERS = new Set(["'", '’', 'ʼ', '-', '‐', '‑', '.', '_', '·']);
/** Joiners allowed only between digits: "1,000", "1 000" is two words. */
const DIGIT_JOINERS = new Set([',', '٫', '٬']);

export function splitWords(text: string): Segment[] {
  const cps = codePoints(text);
  const words: Segment[] = [];
  let i = 0;
  while (i < cps.length) {
    const end = wordEnd(cps, i);
    if (end > i) {
      words.push(segmentOf(cps, i, end));
      i = end;
    } else {
      i++;
    }
  }
  return words;
}

/** End of the word starting at `start`, or `start` when no word starts there. */
function wordEnd(cps: readonly string[], start: number): number {
  const cp = cps[start];
  if (isIdeographic(cp)) return skipMarks(cps, start + 1);
  if (isPictograph(cp)) return emojiEnd(cps, start + 1);
  if (isRegionalIndicator(cp)) {
    return isRegionalIndicator(cps[start + 1]) ? start + 2 : start + 1;
  }
  if (!isLetterOrNumber(cp)) return start;
  let i = start + 1;
  for (;;) {
    const next = cps[i];
    if (isMark(next) || (isLetterOrNumber(next) && !isIdeographic(next))) {
      i++;
    } else if (joinsAt(cps, i)) {
      i += 2;
    } else {
      return i;
    }
  }
}

function joinsAt(cps: readonly string[], at: number): boolean {
  const joiner = cps[at];
  if (joiner === undefined) return false;
  const after = cps[at + 1];
  if (DIGIT_JOINERS.has(joiner)) return isDigit(cps[at - 1]) && isDigit(after);
  return INNER_JOINERS.has(joiner) && isLetterOrNumber(after) && !isIdeographic(after);
}

function skipMarks(cps: readonly string[], from: number): number {
  let i = from;
  while (isMark(cps[i])) i++;
  return i;
}

function emojiEnd(cps: readonly string[], from: number): number {
  let i = from;
  for (;;) {
    if (cps[i] === '\u200d' && isPictograph(cps[i + 1])) i += 2;
    else if (isEmojiContinuation(cps[i]) && cps[i] !== '\u200d') i++;
    else return i;
  }
}
