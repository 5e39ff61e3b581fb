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
import { CodePointCursor } from '../../text/code-points.ts';
import { abortError } from './abort-error.ts';
import { pauseAfterMs } from './segment-pauses.ts';
import { timeStage } from '../stage-clock.ts';
import type { PoolLane } from './pool.ts';
import {
  wordsPerMinute,
  type EngineVoice,
  type PostProcess,
  type SynthesisResult,
} from './types.ts';

export interface SegmentSynthesizer {
  synthesize(
    text: string,
    voice: EngineVoice,
    signal?: AbortSignal,
    post?: PostProcess,
    lane?: PoolLane,
  ): Promise<SynthesisResult>;
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
  /**
   * The whitespace between this text and the text that follows it elsewhere (a book's next
   * part): the last segment then ends with the pause it would have before that text, as if
   * both were one text. Without it the last segment has none.
   */
  followingGap?: string;
  /**
   * Cut the first segment at a clause or space within this many code points, so the
   * first audio of a stream is ready sooner (stream mode, WebSocket).
   */
  firstSegmentMaxLength?: number;
  /** Caps the workers these segments occupy at once (see PoolLane). */
  lane?: PoolLane;
  /** Tempo, pitch and volume applied in the worker to each segment, pause included. */
  prosody?: Omit<PostProcess, 'tailSilenceMs'>;
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
  const segments = timeStage('normalize', () =>
    splitSentences(text, {
      ...(options.maxSegmentLength !== undefined ? { maxLength: options.maxSegmentLength } : {}),
      ...(options.lineBreaks ? { lineBreaks: options.lineBreaks } : {}),
    }),
  );
  if (options.firstSegmentMaxLength !== undefined && segments[0]) {
    segments.splice(0, 1, ...splitFirst(segments[0], options.firstSegmentMaxLength));
  }
  const lookahead = Math.max(1, Math.floor(options.lookahead ?? 2));
  const cursor = new CodePointCursor(text);
  const controller = new AbortController();
  const onAbort = (): void => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  const pauseAfter = (index: number): number => {
    const segment = segments[index] as Segment;
    const next = segments[index + 1];
    if (options.pauses === false) return 0;
    if (!next) {
      const gap = options.followingGap;
      return gap === undefined ? 0 : pauseAfterMs(segment, gap, wordsPerMinute(voice));
    }
    const gap = text.slice(cursor.unitIndex(segment.charEnd), cursor.unitIndex(next.charStart));
    return pauseAfterMs(segment, gap, wordsPerMinute(voice));
  };
  const inFlight: Promise<SynthesisResult>[] = [];
  let launched = 0;
  try {
    for (const [index, segment] of segments.entries()) {
      while (launched < segments.length && launched - index < lookahead) {
        const post: PostProcess = {
          tempo: options.prosody?.tempo ?? 1,
          pitch: options.prosody?.pitch ?? 1,
          volume: options.prosody?.volume ?? 1,
          ...(options.prosody?.eq ? { eq: options.prosody.eq } : {}),
          ...(options.prosody?.outputRate ? { outputRate: options.prosody.outputRate } : {}),
          tailSilenceMs: pauseAfter(launched),
        };
        const job = pool.synthesize(
          (segments[launched] as Segment).text,
          voice,
          controller.signal,
          post,
          options.lane,
        );
        job.catch(() => undefined); // awaited below; this only keeps early failures handled
        inFlight.push(job);
        launched++;
      }
      const result = await (inFlight.shift() as Promise<SynthesisResult>);
      if (signal?.aborted) throw abortError(signal);
      yield { index, segment, result: placeResult(result, segment.charStart) };
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    // Stops work still in flight when the caller stops early or a segment failed.
    controller.abort();
  }
}

/** The first segment re-split with a shorter limit, offsets kept in the full text. */
function splitFirst(first: Segment, maxLength: number): Segment[] {
  return splitSentences(first.text, { maxLength }).map((piece) => ({
    text: piece.text,
    charStart: piece.charStart + first.charStart,
    charEnd: piece.charEnd + first.charStart,
  }));
}

/** Moves events by `offset` code points, into the full text. */
function placeResult(result: SynthesisResult, offset: number): SynthesisResult {
  const events = result.events.map((event) => ({
    ...event,
    charStart: event.charStart + offset,
    charEnd: event.charEnd + offset,
  }));
  return { ...result, events };
}
