/**
 * Word timing for Flite, which reports only phones and their end times (`-psdur`), not which
 * word each phone belongs to.
 *
 * Each word is also said on its own (one cheap diphone-voice run for the whole text, see
 * FliteRuntime.phonesOf), giving the phones every word is expected to have. The phones actually
 * spoken are then aligned to the concatenation of the expected ones by edit distance (phones of
 * the same class — vowel or consonant — substitute cheaply). In context Flite mostly says the
 * same phones ("the" may become "dh iy" before a vowel, a homograph may change vowel), so the
 * alignment is close to exact; a spoken phone with no counterpart joins the word before it.
 * A word starts where its first spoken phone starts.
 *
 * A word with no phones (an emoji, a word in another script) starts where the words before it
 * ended. If the expected phones are unknown, or the alignment would be too large, phones are
 * shared out in proportion to each word's length instead.
 */

import { codePoints } from '../../text/code-points.ts';
import { isWhitespace } from '../text/char-classes.ts';
import type { Segment } from '../text/segment.ts';
import type { FlitePhone } from './flite-runtime.ts';

export interface SpokenPhone {
  name: string;
  /** Seconds from the start of the utterance. */
  start: number;
  end: number;
}

/** Largest alignment table (spoken × expected phones) computed; beyond it, proportional. */
const MAX_CELLS = 4_000_000;
const VOWELS = new Set([
  'aa',
  'ae',
  'ah',
  'ao',
  'aw',
  'ax',
  'axr',
  'ay',
  'eh',
  'er',
  'ey',
  'ih',
  'ix',
  'iy',
  'ow',
  'oy',
  'uh',
  'uw',
]);
const COST_SIMILAR = 0.6;
const COST_DIFFERENT = 1.4;
const COST_GAP = 1;

/**
 * For each word, the text to say for it alone: the word plus the punctuation and symbols that
 * touch it ("$3.50", "Mr.", "50%", "(see"). Between two words, what comes before the first
 * whitespace belongs to the word before, what comes after the last whitespace to the word
 * after; without whitespace in between ("AT&T", "and/or"), all of it belongs to the word before.
 */
export function wordChunks(text: string, words: readonly Segment[]): string[] {
  const cps = codePoints(text);
  const chunks: string[] = [];
  words.forEach((word, i) => {
    const previousEnd = i === 0 ? 0 : (words[i - 1] as Segment).charEnd;
    const nextStart = words[i + 1]?.charStart ?? cps.length;
    let start = word.charStart;
    while (start > previousEnd && !isWhitespace(cps[start - 1])) start--;
    // Without whitespace before it, the gap went to the previous word.
    if (i > 0 && start === previousEnd) start = word.charStart;
    let end = word.charEnd;
    while (end < nextStart && !isWhitespace(cps[end])) end++;
    chunks.push(cps.slice(start, end).join(''));
  });
  return chunks;
}

/** The phones that carry speech, with start and end times (pauses left out). */
export function spokenPhones(phones: readonly FlitePhone[]): SpokenPhone[] {
  const spoken: SpokenPhone[] = [];
  let start = 0;
  for (const phone of phones) {
    const end = Math.max(start, phone.end);
    if (phone.name !== 'pau') spoken.push({ name: phone.name, start, end });
    start = end;
  }
  return spoken;
}

/**
 * When each word starts, in seconds from the start of the utterance. `expected` holds each
 * word's phones said on its own, or is null when unknown; `weights` (e.g. word lengths) share
 * the phones out when the alignment cannot be used.
 */
export function wordStartTimes(
  spoken: readonly SpokenPhone[],
  expected: readonly (readonly string[])[] | null,
  weights: readonly number[],
): number[] {
  const wordCount = weights.length;
  if (wordCount === 0) return [];
  const expectedCount = expected?.reduce((sum, phones) => sum + phones.length, 0) ?? 0;
  const owners =
    expected && expectedCount > 0 && spoken.length * expectedCount <= MAX_CELLS
      ? alignOwners(spoken, expected)
      : proportionalOwners(spoken.length, weights);
  const starts = new Array<number | undefined>(wordCount).fill(undefined);
  const ends = new Array<number | undefined>(wordCount).fill(undefined);
  owners.forEach((word, i) => {
    const phone = spoken[i] as SpokenPhone;
    if (starts[word] === undefined) starts[word] = phone.start;
    ends[word] = phone.end;
  });
  const times: number[] = [];
  let cursor = spoken[0]?.start ?? 0;
  for (let w = 0; w < wordCount; w++) {
    const start = Math.max(starts[w] ?? cursor, cursor);
    times.push(start);
    cursor = Math.max(ends[w] ?? start, start);
  }
  return times;
}

/** The word each spoken phone belongs to, by edit-distance alignment (non-decreasing). */
function alignOwners(
  spoken: readonly SpokenPhone[],
  expected: readonly (readonly string[])[],
): number[] {
  const targets: string[] = [];
  const targetWord: number[] = [];
  expected.forEach((phones, word) => {
    for (const phone of phones) {
      targets.push(phone);
      targetWord.push(word);
    }
  });
  const n = spoken.length;
  const m = targets.length;
  // Moves: 0 = spoken i with target j, 1 = spoken i unmatched, 2 = target j unmatched.
  const moves = new Uint8Array((n + 1) * (m + 1));
  let previous = new Float64Array(m + 1);
  let current = new Float64Array(m + 1);
  for (let j = 1; j <= m; j++) {
    previous[j] = j * COST_GAP;
    moves[j] = 2;
  }
  for (let i = 1; i <= n; i++) {
    const name = (spoken[i - 1] as SpokenPhone).name;
    current[0] = i * COST_GAP;
    moves[i * (m + 1)] = 1;
    for (let j = 1; j <= m; j++) {
      const diagonal = (previous[j - 1] as number) + substitution(name, targets[j - 1] as string);
      const up = (previous[j] as number) + COST_GAP;
      const left = (current[j - 1] as number) + COST_GAP;
      let best = diagonal;
      let move = 0;
      if (up < best) {
        best = up;
        move = 1;
      }
      if (left < best) {
        best = left;
        move = 2;
      }
      current[j] = best;
      moves[i * (m + 1) + j] = move;
    }
    [previous, current] = [current, previous];
  }
  const matched = new Int32Array(n).fill(-1);
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    const move = moves[i * (m + 1) + j];
    if (i > 0 && j > 0 && move === 0) {
      matched[i - 1] = j - 1;
      i--;
      j--;
    } else if (i > 0 && (j === 0 || move === 1)) {
      i--;
    } else {
      j--;
    }
  }
  const owners: number[] = [];
  let owner = -1;
  for (let k = 0; k < n; k++) {
    const target = matched[k] as number;
    if (target >= 0) owner = targetWord[target] as number;
    owners.push(owner);
  }
  // Unmatched phones before the first match belong to the first word that has one.
  const first = owners.find((word) => word >= 0) ?? 0;
  return owners.map((word) => (word < 0 ? first : word));
}

function substitution(a: string, b: string): number {
  if (a === b) return 0;
  return VOWELS.has(a) === VOWELS.has(b) ? COST_SIMILAR : COST_DIFFERENT;
}

/** Phone k goes to the word whose share of the total weight covers position k. */
function proportionalOwners(phoneCount: number, weights: readonly number[]): number[] {
  const safe = weights.map((weight) => (Number.isFinite(weight) && weight > 0 ? weight : 0));
  const total = safe.reduce((sum, weight) => sum + weight, 0);
  const owners: number[] = [];
  if (total === 0) return new Array<number>(phoneCount).fill(0);
  let word = 0;
  let upTo = safe[0] as number;
  for (let k = 0; k < phoneCount; k++) {
    const position = ((k + 0.5) / phoneCount) * total;
    while (position > upTo && word < safe.length - 1) upTo += safe[++word] as number;
    owners.push(word);
  }
  return owners;
}
