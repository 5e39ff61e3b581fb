import { availableParallelism } from 'node:os';
import { outputRateFor } from './audio/encoder.ts';
import { createEnginePool, type EnginePool } from './engines/pool.ts';
import { synthesizeSegments, type SegmentSynthesis } from './engines/synthesize-text.ts';
import type { EngineVoice } from './engines/types.ts';
import type { SpeechJob } from './job.ts';

/** Worker threads each hold ~80 MB of engine state; more than four rarely pays off. */
const DEFAULT_MAX_WORKERS = 4;
/** Code points of the first piece synthesized in stream mode. */
const FIRST_STREAM_SEGMENT = 60;

/**
 * The voice a job speaks with: the catalog's engine voice, with `Temperature` widening
 * (or narrowing) its intonation range around the voice's own. Deterministic: the same
 * job always gives the same engine voice.
 */
export function engineVoiceFor(job: SpeechJob): EngineVoice {
  const voice = job.voice.engineVoice;
  const t = job.prosody.temperature;
  if (t === null || voice.engine !== 'espeak') return voice;
  const base = voice.range ?? 50;
  // 0.25 (the default) keeps the voice's range; 0.8 widens it ~1.9×, 0.1 narrows it to ~0.75×.
  const range = Math.max(0, Math.min(99, Math.round(base * (0.6 + 1.6 * t))));
  return { ...voice, range };
}

/**
 * Speech synthesis for the gateway: one engine pool shared by every request, sentences
 * rendered in the workers with the job's tempo, pitch and volume already applied.
 */
export class SpeechRuntime {
  readonly pool: EnginePool;

  constructor(opts: { workers?: number } = {}) {
    this.pool = createEnginePool({
      size: opts.workers ?? Math.min(DEFAULT_MAX_WORKERS, availableParallelism()),
    });
  }

  /** The rate of the PCM `synthesize` yields: already the encoder's. */
  sampleRateFor(job: SpeechJob): number {
    return outputRateFor(job.format, { bitrateKbps: job.bitrateKbps });
  }

  synthesize(
    job: SpeechJob,
    signal?: AbortSignal,
  ): AsyncGenerator<SegmentSynthesis, void, undefined> {
    const { tempo, pitch, volume, eq } = job.prosody;
    return synthesizeSegments(this.pool, job.text, engineVoiceFor(job), {
      ...(signal ? { signal } : {}),
      prosody: {
        tempo,
        pitch,
        volume,
        ...(eq ? { eq } : {}),
        outputRate: outputRateFor(job.format, { bitrateKbps: job.bitrateKbps }),
      },
      // Stream mode answers sooner when its first piece is a short clause.
      ...(job.mode === 'stream' ? { firstSegmentMaxLength: FIRST_STREAM_SEGMENT } : {}),
    });
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
