/**
 * Sentence splitting for speech. The text is cut into segments that each make one engine call;
 * whatever lies between two segments (the gaps) is whitespace only, so the segments plus the
 * gaps give back the input exactly. Offsets count code points.
 *
 * Rules, in order:
 * 1. Line breaks end a sentence (`lineBreaks: 'sentence'`, the default) or only blank lines and
 *    U+2029 do (`'paragraph'`, for hard-wrapped prose).
 * 2. Chinese/Japanese terminators (。！？； and their half/fullwidth forms) always end one.
 * 3. Latin terminators (. ! ? … and runs of them) end one when followed by whitespace, the end
 *    of the text or an ideograph — but not when the next word starts lowercase ("Wait... what?"),
 *    and a single "." not after a known abbreviation (Mr. Dr. St. vs. e.g. …) or an initialism
 *    (U.S. J. R. R.). A "." between digits (3.14) is never followed by whitespace, so it stays.
 * 4. Closing quotes and brackets right after the terminator stay with their sentence.
 * 5. A piece with nothing speakable in it (only punctuation) joins the sentence before it.
 * 6. Pieces longer than `maxLength` are cut at the last clause mark (, ; : — 、，) in the second
 *    half of the window, else at the last space, else hard at the limit (never inside a
 *    character cluster).
 */

import { codePoints } from '../../text/code-points.ts';
import {
  continuesCluster,
  isDigit,
  isIdeographic,
  isLineBreak,
  isLowercase,
  isSpeakable,
  isUppercase,
  isWhitespace,
} from './char-classes.ts';
import { segmentOf } from './segment.ts';
import type { Segment } from './segment.ts';

export type { Segment } from './segment.ts';

export interface SplitSentencesOptions {
  /** Longest segment, in code points (default 300, at least 1). */
  maxLength?: number;
  /** Whether every line break ends a sentence, or only blank lines (default 'sentence'). */
  lineBreaks?: 'sentence' | 'paragraph';
}

export const DEFAULT_MAX_SENTENCE_LENGTH = 300;

const CJK_TERMINATORS = new Set(['。', '！', '？', '；', '｡', '︒', '﹒', '﹖', '﹗', '﹔']);
const LATIN_TERMINATORS = new Set([
  '.',
  '!',
  '?',
  '…',
  '‼',
  '⁇',
  '⁈',
  '⁉',
  '．',
  '؟',
  '۔',
  '।',
  '॥',
  '።',
]);
const CLOSERS = new Set([
  '"',
  "'",
  '”',
  '’',
  '»',
  '›',
  ')',
  ']',
  '}',
  '」',
  '』',
  '】',
  '》',
  '〉',
  '）',
  '］',
  '｝',
  '〕',
  '〗',
  '〙',
  '〛',
  '＂',
  '＇',
  '〞',
  '〟',
]);
const OPENERS = new Set([
  '"',
  "'",
  '“',
  '‘',
  '«',
  '‹',
  '(',
  '[',
  '{',
  '「',
  '『',
  '【',
  '《',
  '（',
]);
/** Marks after which a long sentence may be cut. CJK ones need no following space. */
const CLAUSE_MARKS = new Set([',', ';', ':', '—', '–', '、', '，', '；', '：', '﹐', '､']);
const CJK_CLAUSE_MARKS = new Set(['、', '，', '；', '：', '﹐', '､']);

/** Abbreviations that do not end a sentence when followed by a capitalised word. */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'mx',
  'messrs',
  'mme',
  'mlle',
  'dr',
  'prof',
  'st',
  'mt',
  'ft',
  'sr',
  'jr',
  'gen',
  'col',
  'capt',
  'lt',
  'sgt',
  'maj',
  'cmdr',
  'adm',
  'rev',
  'hon',
  'gov',
  'sen',
  'rep',
  'pres',
  'fr',
  'vs',
  'e.g',
  'i.e',
  'cf',
  'viz',
  'approx',
  'ca',
  'al',
  'inc',
  'ltd',
  'co',
  'corp',
  'dept',
  'univ',
  'ave',
  'blvd',
  'rd',
]);
/** Abbreviations that do not end a sentence when a number follows ("No. 5", "Jan. 3"). */
const NUMBER_ABBREVIATIONS = new Set([
  'no',
  'nos',
  'nr',
  'vol',
  'vols',
  'fig',
  'figs',
  'p',
  'pp',
  'ch',
  'sec',
  'art',
  'op',
  'ex',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
]);
/** Single letters with dots: "U.S", "J", "a.m" (the final dot excluded). */
const INITIALISM = /^(?:\p{L}\.)*\p{L}$/u;

export function splitSentences(text: string, options: SplitSentencesOptions = {}): Segment[] {
  const maxLength = Math.max(1, Math.floor(options.maxLength ?? DEFAULT_MAX_SENTENCE_LENGTH));
  const cps = codePoints(text);
  const pieces = mergeUnspeakable(cps, findPieces(cps, options.lineBreaks ?? 'sentence'));
  const segments: Segment[] = [];
  for (const [start, end] of pieces) {
    for (const [s, e] of splitLong(cps, start, end, maxLength)) segments.push(segmentOf(cps, s, e));
  }
  return segments;
}

type Range = [start: number, end: number];

/** Cuts the text at sentence ends and returns the non-blank pieces, trimmed. */
function findPieces(cps: readonly string[], lineBreaks: 'sentence' | 'paragraph'): Range[] {
  const pieces: Range[] = [];
  let start = 0;
  const cut = (at: number): void => {
    const trimmed = trim(cps, start, at);
    if (trimmed) pieces.push(trimmed);
    start = at;
  };
  let i = 0;
  while (i < cps.length) {
    const cp = cps[i];
    if (isLineBreak(cp)) {
      const end = skipBlank(cps, i);
      if (lineBreaks === 'sentence' || cp === '\u2029' || countLineBreaks(cps, i, end) >= 2) {
        cut(i);
      }
      i = end;
      continue;
    }
    if (cp !== undefined && (CJK_TERMINATORS.has(cp) || LATIN_TERMINATORS.has(cp))) {
      const end = skipTerminatorsAndClosers(cps, i);
      if (endsSentence(cps, i, end)) cut(end);
      i = end;
      continue;
    }
    i++;
  }
  cut(cps.length);
  return pieces;
}

function skipBlank(cps: readonly string[], from: number): number {
  let i = from;
  while (i < cps.length && isWhitespace(cps[i])) i++;
  return i;
}

function countLineBreaks(cps: readonly string[], from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) {
    // "\r\n" is one line break.
    if (isLineBreak(cps[i]) && !(cps[i] === '\n' && cps[i - 1] === '\r')) count++;
  }
  return count;
}

function skipTerminatorsAndClosers(cps: readonly string[], from: number): number {
  let i = from;
  while (i < cps.length) {
    const cp = cps[i] as string;
    if (!CJK_TERMINATORS.has(cp) && !LATIN_TERMINATORS.has(cp) && !CLOSERS.has(cp)) break;
    i++;
  }
  return i;
}

/** Whether the terminator run cps[start, end) (closers included) ends a sentence. */
function endsSentence(cps: readonly string[], start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (CJK_TERMINATORS.has(cps[i] as string)) return true;
  if (end >= cps.length) return true;
  const after = cps[end];
  if (!isWhitespace(after)) return isIdeographic(after);
  const next = cps[skipBlank(cps, end)];
  if (next === undefined) return true;
  if (isLowercase(next)) return false;
  const run = cps.slice(start, end).filter((cp) => !CLOSERS.has(cp));
  if (run.length === 1 && run[0] === '.') {
    return !isAbbreviation(wordBefore(cps, start), next);
  }
  return true;
}

/** The non-blank token that ends right before `at`, without opening quotes or brackets. */
function wordBefore(cps: readonly string[], at: number): string {
  let i = at;
  while (i > 0 && !isWhitespace(cps[i - 1])) i--;
  while (i < at && OPENERS.has(cps[i] as string)) i++;
  return cps.slice(i, at).join('');
}

function isAbbreviation(word: string, next: string): boolean {
  if (word === '') return false;
  const lower = word.toLowerCase();
  if (ABBREVIATIONS.has(lower)) return true;
  if (isDigit(next) && NUMBER_ABBREVIATIONS.has(lower)) return true;
  // "I." ends sentences far more often than it is an initial.
  if (word === 'I') return false;
  return INITIALISM.test(word) && (isUppercase(word[0]) || word.includes('.'));
}

function trim(cps: readonly string[], start: number, end: number): Range | null {
  let s = start;
  let e = end;
  while (s < e && isWhitespace(cps[s])) s++;
  while (e > s && isWhitespace(cps[e - 1])) e--;
  return s < e ? [s, e] : null;
}

function hasSpeakable(cps: readonly string[], [start, end]: Range): boolean {
  for (let i = start; i < end; i++) if (isSpeakable(cps[i])) return true;
  return false;
}

/** Joins pieces made only of punctuation to the piece before (or, first of all, after) them. */
function mergeUnspeakable(cps: readonly string[], pieces: Range[]): Range[] {
  const out: Range[] = [];
  let pending: number | null = null; // start of leading unspeakable pieces
  for (const piece of pieces) {
    const speakable = hasSpeakable(cps, piece);
    const last = out[out.length - 1];
    if (!speakable && last) {
      last[1] = piece[1];
    } else if (!speakable) {
      pending ??= piece[0];
    } else {
      out.push([pending ?? piece[0], piece[1]]);
      pending = null;
    }
  }
  if (pending !== null) out.push([pending, pieces[pieces.length - 1]?.[1] ?? pending]);
  return out;
}

/** Cuts [start, end) into trimmed pieces of at most `maxLength` code points. */
function splitLong(cps: readonly string[], start: number, end: number, maxLength: number): Range[] {
  const out: Range[] = [];
  let s = start;
  while (end - s > maxLength) {
    const cut = findCut(cps, s, s + maxLength);
    const piece = trim(cps, s, cut);
    if (piece) out.push(piece);
    s = skipBlank(cps, cut);
  }
  const rest = trim(cps, s, end);
  if (rest) out.push(rest);
  return out;
}

/** Where to end a piece that starts at `start` and may not reach past `limit`. */
function findCut(cps: readonly string[], start: number, limit: number): number {
  const half = start + Math.floor((limit - start) / 2);
  for (let i = limit - 1; i >= half; i--) {
    const cp = cps[i] as string;
    if (!CLAUSE_MARKS.has(cp)) continue;
    if (CJK_CLAUSE_MARKS.has(cp) || isWhitespace(cps[i + 1])) return i + 1;
  }
  for (let i = limit; i > start; i--) if (isWhitespace(cps[i])) return i;
  let cut = limit;
  while (cut > start + 1 && continuesCluster(cps, cut)) cut--;
  return cut;
}
