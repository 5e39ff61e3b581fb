/**
 * Long text → a stream of synthesized sentences, in order. The text is split into sentences
 * (text/sentences.ts); a bounded number of them are synthesized ahead through the pool while
 * the caller consumes earlier ones, so the pool stays busy without buffering the whole text.
 *
 * Each yielded result has its events moved to code-point offsets into the FULL text; times stay
 * relative to the start of that segment's own PCM. Unless `pauses` is false, every segment but
 * the last ends with the silence a speaker would leave before the next one (segment-pauses.ts),
 * so the PCM of all segments can simply be concatenated.
 */

import { splitSentences } from '../text/sentences.ts';
import type { Segment } from '../text/segment.ts';
import { CodePointCursor } from '../text/code-points.ts';
import { abortError } from './abort-error.ts';
import { pauseAfterMs } from './segment-pauses.ts';
import type { EngineVoice, SynthesisResult } from './types.ts';

export interface SegmentSynthesizer {
  synthesize(text: string, voice: EngineVoice, signal?: AbortSignal): Promise<SynthesisResult>;
}

export interface SynthesizeSegmentsOptions {
  signal?: AbortSignal;
  /** Segments being synthesized at once, the one awaited included (default 2, at least 1). */
  lookahead?: number;
  /** Longest segment sent to the engine, in code points (default 300). */
  maxSegmentLength?: number;
  /** Whether every line break ends a sentence, or only blank lines (default 'sentence'). */
  lineBreaks?: 'sentence' | 'paragraph';
  /** Append the pause before the next segment to each segment's PCM (default true). */
  pauses?: boolean;
}

export interface SegmentSynthesis {
  /** Position of the segment in the text, from 0. */
  index: number;
  segment: Segment;
  result: SynthesisResult;
}

export async function* synthesizeSegments(
  pool: SegmentSynthesizer,
  text: string,
  voice: EngineVoice,
  options: SynthesizeSegmentsOptions = {},
): AsyncGenerator<SegmentSynthesis, void, undefined> {
  const { signal } = options;
  if (signal?.aborted) throw abortError(signal);
  const segments = splitSentences(text, {
    ...(options.maxSegmentLength !== undefined ? { maxLength: options.maxSegmentLength } : {}),
    ...(options.lineBreaks ? { lineBreaks: options.lineBreaks } : {}),
  });
  const lookahead = Math.max(1, Math.floor(options.lookahead ?? 2));
  const cursor = new CodePointCursor(text);
  const controller = new AbortController();
  const onAbort = (): void => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  const inFlight: Promise<SynthesisResult>[] = [];
  let launched = 0;
  try {
    for (const [index, segment] of segments.entries()) {
      if (signal?.aborted) throw abortError(signal);
      while (launched < segments.length && launched - index < lookahead) {
        const job = pool.synthesize((segments[launched] as Segment).text, voice, controller.signal);
        job.catch(() => undefined); // awaited below; this only keeps early failures handled
        inFlight.push(job);
        launched++;
      }
      const result = await (inFlight.shift() as Promise<SynthesisResult>);
      if (signal?.aborted) throw abortError(signal);
      const next = segments[index + 1];
      let pauseMs = 0;
      if (next && options.pauses !== false) {
        const gap = text.slice(cursor.unitIndex(segment.charEnd), cursor.unitIndex(next.charStart));
        pauseMs = pauseAfterMs(segment, gap, voice.rate);
      }
      yield { index, segment, result: placeResult(result, segment.charStart, pauseMs) };
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    // Stops work still in flight when the caller stops early or a segment failed.
    controller.abort();
  }
}

/** Moves events by `offset` code points and appends `pauseMs` of silence. */
function placeResult(result: SynthesisResult, offset: number, pauseMs: number): SynthesisResult {
  const events = result.events.map((event) => ({
    ...event,
    charStart: event.charStart + offset,
    charEnd: event.charEnd + offset,
  }));
  const silence = Math.round((pauseMs * result.sampleRate) / 1000);
  if (silence <= 0 || result.pcm.length === 0) return { ...result, events };
  const pcm = new Float32Array(result.pcm.length + silence);
  pcm.set(result.pcm);
  return { sampleRate: result.sampleRate, pcm, events };
}
