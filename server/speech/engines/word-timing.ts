/**
 * Turns an engine's sparse timing marks into one event per word and per sentence.
 *
 * Engines do not report every word: eSpeak's Mandarin gives one mark per dictionary word (so
 * "你好" has a mark on 你 only), runs of emoji share one mark, and numbers may get several.
 * The words come from our own splitter instead, and each takes the time of the first mark
 * inside it. A word without a mark is placed between the nearest marks around it, in proportion
 * to its position in the text (the start of the text is 0 ms, its end the end of the audio).
 * Times are then made non-decreasing and kept within the audio.
 */

import { cpLength } from '../../text/code-points.ts';
import { splitSentences } from '../text/sentences.ts';
import { splitWords } from '../text/words.ts';
import type { Segment } from '../text/segment.ts';
import type { SpeechEvent } from './types.ts';

export interface TimingMark {
  /** 0-based code-point offset into the text. */
  position: number;
  ms: number;
  /** 'word' marks where a word starts; 'end' where a clause's speech has ended. */
  kind: 'word' | 'end';
}

interface Anchor {
  position: number;
  ms: number;
}

export function alignWordEvents(
  text: string,
  marks: readonly TimingMark[],
  durationMs: number,
  /** splitWords(text), when the caller has it already. */
  words: readonly Segment[] = splitWords(text),
): SpeechEvent[] {
  if (words.length === 0) return [];
  const wordAt = indexWords(words, cpLength(text));
  const marked = firstMarks(words, wordAt, marks);
  const anchors = buildAnchors(words, wordAt, marks, durationMs);
  const times: number[] = [];
  let a = 0;
  let previous = 0;
  for (const [i, word] of words.entries()) {
    while (a + 1 < anchors.length && (anchors[a + 1] as Anchor).position <= word.charStart) a++;
    const time = marked[i] ?? interpolate(anchors[a] as Anchor, anchors[a + 1], word.charStart);
    previous = Math.min(Math.max(Math.round(time), previous), durationMs);
    times.push(previous);
  }
  return withSentences(text, words, times);
}

/** For each code point, the index of the word it belongs to, or −1 between words. */
function indexWords(words: readonly Segment[], textLength: number): Int32Array {
  const wordAt = new Int32Array(textLength).fill(-1);
  words.forEach((word, i) => wordAt.fill(i, word.charStart, word.charEnd));
  return wordAt;
}

/** The earliest word mark inside each word, if any. */
function firstMarks(
  words: readonly Segment[],
  wordAt: Int32Array,
  marks: readonly TimingMark[],
): (number | undefined)[] {
  const first = new Array<number | undefined>(words.length).fill(undefined);
  for (const mark of marks) {
    if (mark.kind !== 'word') continue;
    const w = wordAt[mark.position] ?? -1;
    if (w >= 0 && (first[w] === undefined || mark.ms < (first[w] as number))) first[w] = mark.ms;
  }
  return first;
}

/**
 * Marks as interpolation anchors, sorted by position, after a virtual start (0, 0 ms) and
 * before a virtual end (text length, duration). A clause-end mark inside a word is moved to the
 * end of that word, since it tells when the word's speech has finished.
 */
function buildAnchors(
  words: readonly Segment[],
  wordAt: Int32Array,
  marks: readonly TimingMark[],
  durationMs: number,
): Anchor[] {
  const anchors: Anchor[] = [];
  for (const mark of marks) {
    let position = Math.min(Math.max(mark.position, 0), wordAt.length);
    const w = wordAt[position] ?? -1;
    if (mark.kind === 'end' && w >= 0) position = (words[w] as Segment).charEnd;
    anchors.push({ position, ms: Math.min(Math.max(mark.ms, 0), durationMs) });
  }
  anchors.sort((x, y) => x.position - y.position || x.ms - y.ms);
  return [{ position: 0, ms: 0 }, ...anchors, { position: wordAt.length, ms: durationMs }];
}

/** Time at `position`, linear between two anchors. */
function interpolate(before: Anchor, after: Anchor | undefined, position: number): number {
  if (!after) return before.ms;
  const span = after.position - before.position;
  if (span <= 0 || after.ms <= before.ms) return before.ms;
  return before.ms + ((after.ms - before.ms) * (position - before.position)) / span;
}

/** Word events with a sentence event (the time of its first word) before each sentence. */
function withSentences(
  text: string,
  words: readonly Segment[],
  times: readonly number[],
): SpeechEvent[] {
  const sentences = splitSentences(text, { maxLength: Number.MAX_SAFE_INTEGER });
  const events: SpeechEvent[] = [];
  let s = 0;
  words.forEach((word, i) => {
    const startMs = times[i] as number;
    while (s < sentences.length && (sentences[s] as Segment).charEnd <= word.charStart) s++;
    const sentence = sentences[s];
    if (sentence && sentence.charStart <= word.charStart) {
      events.push({
        type: 'sentence',
        charStart: sentence.charStart,
        charEnd: sentence.charEnd,
        startMs,
      });
      s++;
    }
    events.push({ type: 'word', charStart: word.charStart, charEnd: word.charEnd, startMs });
  });
  return events;
}
