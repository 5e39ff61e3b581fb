import type { Admission } from '../http/admission.ts';
import { createSyncAdmission, type SyncAdmissionLimits } from './sync-admission.ts';
import { availableParallelism } from 'node:os';
import { outputRateFor } from './audio/encoder.ts';
import { createEnginePool, PoolLane, type EnginePool } from './engines/pool.ts';
import { synthesizeSegments, type SegmentSynthesis } from './engines/synthesize-text.ts';
import { EngineError, isPackVoice, type EngineVoice } from './engines/types.ts';
import { ApiError } from '../http/errors.ts';
import type { ReferenceAnalyzer } from './cloning/reference.ts';
import type { SpeechJob } from './job.ts';
import { CodePointText } from '../text/code-points.ts';
import { normalizeForSpeech } from './text/normalize.ts';
import { timeStage } from './stage-clock.ts';

/** Worker threads each hold ~80 MB of engine state; more than four rarely pays off. */
const DEFAULT_MAX_WORKERS = 4;
/**
 * Workers beyond the warm ones (SPEECH_WARM_WORKERS) that have had nothing to do for this long
 * are stopped, so that a burst of requests does not keep every worker for the rest of the
 * process's life.
 */
export const SPEECH_IDLE_RETIREMENT_MS = 60_000;
/**
 * Engine workers the warm-up starts and the pool keeps however long they idle (issue 33). The
 * common first request, a sync request of a few sentences, speaks them on two workers at once:
 * with one warm worker it took 1.7–2× a warm request. An idle worker keeps its code but lets
 * Flite's instance go (engine-worker.ts), so two idle workers hold less than one used to.
 */
export const SPEECH_WARM_WORKERS = 2;
/** Code points of the first piece synthesized in stream mode. */
const FIRST_STREAM_SEGMENT = 40;

export interface SynthesizeOptions {
  signal?: AbortSignal;
  /**
   * Background work (a long-text task): it may fill every engine worker, one per core, but
   * yields: an interactive request (sync speech, a stream, a WebSocket session) takes the next
   * worker that frees, ahead of the task's queued sentences (docs/architecture.md "Where a
   * book's time goes").
   */
  background?: boolean;
  /**
   * The gateway's own warm-up: one sentence at a time, only on the worker already started, so
   * that warming never starts a second worker beside a request that holds the first.
   */
  warmUp?: boolean;
  /** See SynthesizeSegmentsOptions.followingGap (a book's part: book/parts.ts). */
  followingGap?: string;
}

/**
 * The voice a job speaks with: the catalog's engine voice, with `Temperature` widening
 * (or narrowing) its intonation range around the voice's own. Deterministic: the same
 * job always gives the same engine voice. A voice pack's voice speaks the job's tempo itself
 * (Piper's `length_scale`) and keeps its own intonation (docs/voice-packs.md).
 */
export function engineVoiceFor(job: SpeechJob): EngineVoice {
  const voice = job.voice.engineVoice;
  if (isPackVoice(voice)) return { ...voice, tempo: job.prosody.tempo };
  const t = job.prosody.temperature;
  if (t === null) return voice;
  // 0.25 (the default) keeps the voice's range; 0.8 widens it ~1.9×, 0.1 narrows it to ~0.75×.
  const widen = 0.6 + 1.6 * t;
  if (voice.engine === 'flite') return { ...voice, range: Math.min(3, (voice.range ?? 1) * widen) };
  return { ...voice, range: Math.max(0, Math.min(99, Math.round((voice.range ?? 50) * widen))) };
}

/**
 * A voice pack's failure — its model failed to load or run, or crashed its worker — as the
 * error a client sees: 500 `voice_pack_failed` naming the pack (docs/voice-packs.md). The
 * gateway and the other voices are unaffected.
 */
async function* voicePackFailures<T>(parts: AsyncGenerator<T>, pack: string): AsyncGenerator<T> {
  try {
    yield* parts;
  } catch (error) {
    if (
      error instanceof EngineError &&
      (error.code === 'voice_pack_failed' || error.code === 'engine_crashed')
    ) {
      const why =
        error.code === 'engine_crashed'
          ? 'its model crashed the engine worker'
          : error.message.replace(/\.$/, '');
      throw new ApiError(
        500,
        'server_error',
        'voice_pack_failed',
        `The voice pack '${pack}' could not speak: ${why}. Reinstall or remove the pack; other voices are unaffected.`,
      );
    }
    throw error;
  }
}

/**
 * Speech synthesis for the gateway: one engine pool shared by every request, sentences
 * rendered in the workers with the job's tempo, pitch and volume already applied.
 */
export class SpeechRuntime {
  readonly pool: EnginePool;
  /** Shared by every background job: it yields to interactive requests (PoolLane `yields`). */
  readonly #background: PoolLane;
  /** The warm-up's renders: on every worker already started, never starting one. */
  readonly #warmUp: PoolLane;

  /** gamma-tts-2 references are decoded and analysed in the engine workers, off this thread. */
  readonly analyze: ReferenceAnalyzer = (bytes, options, signal) =>
    this.pool.analyzeReference(bytes, options, signal);

  /** The one queue sync speech and WebSocket sessions wait in (sync-admission.ts). */
  readonly syncAdmission: Admission;

  constructor(opts: { workers?: number; syncLimits?: Partial<SyncAdmissionLimits> } = {}) {
    this.pool = createEnginePool({
      size: opts.workers ?? Math.min(DEFAULT_MAX_WORKERS, availableParallelism()),
      retireIdleAfterMs: SPEECH_IDLE_RETIREMENT_MS,
      keepWorkers: SPEECH_WARM_WORKERS,
      // Beyond the warm workers (more than two cores): a sync request keeps one sentence more
      // in flight than there are workers, so a short one alone never has 3 waiting; a long one,
      // two at once, or a task start another worker.
      coldStartQueue: 3,
    });
    this.syncAdmission = createSyncAdmission(this.pool.size, opts.syncLimits);
    this.#background = new PoolLane(this.pool.size, { yields: true });
    this.#warmUp = new PoolLane(this.pool.size, { warmUp: true });
  }

  /** The encoder's rate: that of the PCM `synthesize` yields, unless in the background. */
  sampleRateFor(job: SpeechJob): number {
    return outputRateFor(job.format, { bitrateKbps: job.bitrateKbps });
  }

  /**
   * The job's sentences, synthesized in order. The text is normalized for speech first
   * (numbers, dates, currencies, abbreviations, web addresses, emoji, markdown), and every
   * segment and event is mapped back to code points of the text the client sent.
   */
  async *synthesize(
    job: SpeechJob,
    options: SynthesizeOptions = {},
  ): AsyncGenerator<SegmentSynthesis, void, undefined> {
    const { signal } = options;
    const { tempo, pitch, volume, eq } = job.prosody;
    const normalized =
      job.normalized ??
      timeStage('normalize', () => normalizeForSpeech(job.text, job.voice.locale, job.lexicon));
    const lane = options.background ? this.#background : options.warmUp ? this.#warmUp : undefined;
    const workers = lane?.maxRunning ?? this.pool.size;
    const voice = engineVoiceFor(job);
    const parts = synthesizeSegments(this.pool, normalized.text, voice, {
      ...(signal ? { signal } : {}),
      ...(lane ? { lane } : {}),
      ...(options.followingGap !== undefined ? { followingGap: options.followingGap } : {}),
      // Sentences in flight: one more than there are workers, so that no worker waits while
      // this thread encodes the sentence before; a background task a few per worker, so that
      // neither a long sentence at the head nor the encoder's turn on a shared core leaves a
      // worker without one (their audio waits at the engine's rate: ≈ 64 kB per second).
      lookahead: options.background ? workers * 3 : workers + 1,
      prosody: {
        // A voice pack's model speaks at the tempo itself (engineVoiceFor).
        tempo: isPackVoice(voice) ? 1 : tempo,
        pitch,
        volume,
        ...(eq ? { eq } : {}),
        // Interactive audio is resampled in the workers, so the HTTP thread only encodes. A
        // background task hands over the engine's rate and its encoder resamples on the HTTP
        // thread, in step with the encoding: the engine workers only speak.
        ...(options.background
          ? {}
          : { outputRate: outputRateFor(job.format, { bitrateKbps: job.bitrateKbps }) }),
      },
      // Stream mode answers sooner when its first piece is a short clause.
      ...(job.mode === 'stream' ? { firstSegmentMaxLength: FIRST_STREAM_SEGMENT } : {}),
    });
    const text = new CodePointText(job.text);
    // A replaced stretch (a lexicon alias, "$3.50" read out) can be cut by a segment boundary
    // (stream mode's short first piece): its word was given with the segment before, so the
    // next segment does not repeat it.
    let lastWord: { charStart: number; charEnd: number } | null = null;
    for await (const part of isPackVoice(voice) ? voicePackFailures(parts, voice.name) : parts) {
      const span = normalized.mapSpan(part.segment.charStart, part.segment.charEnd);
      let events = timeStage('timestamps', () => normalized.mapEvents(part.result.events));
      const first = events.find((e) => e.type === 'word');
      if (
        first &&
        lastWord &&
        first.charStart === lastWord.charStart &&
        first.charEnd === lastWord.charEnd
      ) {
        events = events.filter((e) => e !== first);
      }
      lastWord = events.findLast((e) => e.type === 'word') ?? lastWord;
      yield {
        index: part.index,
        segment: {
          text: text.slice(span.start, span.end),
          charStart: span.start,
          charEnd: span.end,
        },
        result: { ...part.result, events },
      };
    }
  }

  /** Whether a background task's sentences are being synthesized now (a book, a long text). */
  get backgroundBusy(): boolean {
    return this.#background.running > 0;
  }

  /**
   * Starts engine workers ahead of the first request (Flite, compiled once for the process)
   * and has each speak a few sentences with the engine English voices use: `workers` of them,
   * default SPEECH_WARM_WORKERS. eSpeak is left to load on first use: it holds ≈ 90 MB per
   * thread.
   */
  warmUp(signal?: AbortSignal, workers = SPEECH_WARM_WORKERS): Promise<void> {
    return this.pool.warmUp(signal, { workers, engines: ['flite'] });
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
