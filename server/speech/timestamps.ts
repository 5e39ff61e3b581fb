import type { TimedSpan } from '../../contract/speech.ts';
import type { SpeechEvent } from './engines/types.ts';
import { CodePointText } from '../text/code-points.ts';
import type { Segment } from './text/segment.ts';

const round = (ms: number) => Math.round(ms);

/**
 * Word and sentence spans of one synthesized sentence placed at `offsetMs` in the
 * output. A word lasts until the next word starts (or the sentence ends), so spans tile
 * the audio; times are non-decreasing and inside the sentence. Word texts are cut from the
 * sentence's own text (its words lie inside it).
 */
export function timeSentence(
  events: readonly SpeechEvent[],
  sentence: Segment,
  offsetMs: number,
  durationMs: number,
): { words: TimedSpan[]; sentence: TimedSpan } {
  const words = events
    .filter((e) => e.type === 'word')
    .sort((a, b) => a.charStart - b.charStart || a.startMs - b.startMs);
  const text = new CodePointText(sentence.text);
  const spans: TimedSpan[] = [];
  let floor = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const start = Math.min(Math.max(w.startMs, floor), durationMs);
    const next = words[i + 1];
    const end = next ? Math.min(Math.max(next.startMs, start), durationMs) : durationMs;
    floor = start;
    spans.push({
      text: text.slice(w.charStart - sentence.charStart, w.charEnd - sentence.charStart),
      start_ms: round(offsetMs + start),
      end_ms: round(offsetMs + end),
      char_start: w.charStart,
      char_end: w.charEnd,
    });
  }
  return {
    words: spans,
    sentence: {
      text: sentence.text,
      start_ms: round(offsetMs),
      end_ms: round(offsetMs + durationMs),
      char_start: sentence.charStart,
      char_end: sentence.charEnd,
    },
  };
}
