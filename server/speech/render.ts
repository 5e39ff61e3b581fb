import { createEncoder, type AudioEncoder } from './audio/encoder.ts';
import { contentTypeFor } from './audio/pcm.ts';
import type { SpeechJob } from './job.ts';
import type { SpeechRuntime, SynthesizeOptions } from './runtime.ts';
import type { TimedSpan } from '../contract/speech.ts';
import { timeSentence } from './timestamps.ts';

/** What one synthesized sentence adds to the output. */
export interface RenderStep {
  /** Encoded audio to send or store, possibly empty (encoder look-ahead). */
  bytes: Uint8Array;
  words: TimedSpan[];
  sentence: TimedSpan;
  /** Code points of the text covered so far. */
  charsDone: number;
  /** Audio written so far, ms. */
  audioMs: number;
}

export interface RenderSummary {
  /** The encoder's last bytes. */
  tail: Uint8Array;
  /** WAV only: the header to write over the start of a stored file. */
  finalHeader: Uint8Array | null;
  durationMs: number;
  bytes: number;
  contentType: string;
}

/**
 * Renders a speech job sentence by sentence through ONE encoder, yielding encoded bytes
 * as soon as each sentence is encoded, with its word and sentence timestamps placed by
 * the measured durations of the audio before it. Returns the summary when done.
 * Callers keep the timestamps they need; nothing accumulates here, so memory stays flat.
 */
export async function* renderSpeech(
  runtime: SpeechRuntime,
  job: SpeechJob,
  options: SynthesizeOptions = {},
): AsyncGenerator<RenderStep, RenderSummary, undefined> {
  // A whole MP3 answered at once (speech mode) is encoded in a worker when its audio is
  // complete: LAME is most of this thread's work per request otherwise.
  if (job.format === 'mp3' && job.mode === 'speech' && !options.background && !options.warmUp) {
    return yield* renderMp3InWorker(runtime, job, options);
  }
  let encoder: AudioEncoder | null = null;
  let offsetMs = 0;
  for await (const { segment, result } of runtime.synthesize(job, options)) {
    encoder ??= await createEncoder(job.format, {
      inputRate: result.sampleRate,
      bitrateKbps: job.bitrateKbps,
    });
    const bytes = options.background
      ? await encodeInSlices(encoder, result.pcm, result.sampleRate)
      : encoder.write(result.pcm);
    const durationMs = (result.pcm.length / result.sampleRate) * 1000;
    // Encoded: its buffer goes back to the worker for a later sentence.
    runtime.pool.recycle(result.pcm);
    const timed = timeSentence(result.events, segment, offsetMs, durationMs);
    offsetMs += durationMs;
    yield {
      bytes,
      words: timed.words,
      sentence: timed.sentence,
      charsDone: segment.charEnd,
      audioMs: offsetMs,
    };
  }
  encoder ??= await createEncoder(job.format, {
    inputRate: runtime.sampleRateFor(job),
    bitrateKbps: job.bitrateKbps,
  });
  const tail = encoder.end();
  return {
    tail,
    finalHeader: encoder.finalHeader(),
    durationMs: Math.round(offsetMs),
    bytes: encoder.bytesWritten,
    contentType: encoder.contentType,
  };
}

const NO_BYTES: Uint8Array = new Uint8Array(0);
/**
 * Audio held for one encoding in a worker at most; a longer job goes on encoding on this thread
 * from there (the same bytes: one encoder fed the same sentences), so memory stays bounded.
 */
const MAX_DEFERRED_MS = 60_000;

async function* renderMp3InWorker(
  runtime: SpeechRuntime,
  job: SpeechJob,
  options: SynthesizeOptions,
): AsyncGenerator<RenderStep, RenderSummary, undefined> {
  let deferred: Float32Array[] | null = [];
  let encoder: AudioEncoder | null = null;
  let inputRate = runtime.sampleRateFor(job);
  let offsetMs = 0;
  for await (const { segment, result } of runtime.synthesize(job, options)) {
    inputRate = result.sampleRate;
    const durationMs = (result.pcm.length / result.sampleRate) * 1000;
    let bytes: Uint8Array = NO_BYTES;
    if (deferred && offsetMs + durationMs <= MAX_DEFERRED_MS) {
      deferred.push(result.pcm);
    } else {
      if (!encoder) {
        const started = await createEncoder('mp3', { inputRate, bitrateKbps: job.bitrateKbps });
        encoder = started;
        const parts = (deferred ?? []).map((pcm) => started.write(pcm));
        for (const pcm of deferred ?? []) runtime.pool.recycle(pcm);
        deferred = null;
        parts.push(encoder.write(result.pcm));
        bytes = Buffer.concat(parts);
      } else {
        bytes = encoder.write(result.pcm);
      }
      runtime.pool.recycle(result.pcm);
    }
    const timed = timeSentence(result.events, segment, offsetMs, durationMs);
    offsetMs += durationMs;
    yield {
      bytes,
      words: timed.words,
      sentence: timed.sentence,
      charsDone: segment.charEnd,
      audioMs: offsetMs,
    };
  }
  const tail = encoder
    ? encoder.end()
    : await runtime.pool.encodeMp3(
        deferred ?? [],
        { inputRate, bitrateKbps: job.bitrateKbps },
        options.signal,
      );
  return {
    tail,
    finalHeader: null,
    durationMs: Math.round(offsetMs),
    bytes: encoder ? encoder.bytesWritten : tail.length,
    contentType: contentTypeFor('mp3'),
  };
}

/**
 * Encodes a sentence a second of audio at a time, letting the event loop run in between: a
 * background task's encoding then never holds the HTTP thread for more than a few ms at once.
 * The bytes are the same as from one write (encoders are chunking-independent).
 */
async function encodeInSlices(
  encoder: AudioEncoder,
  pcm: Float32Array,
  sampleRate: number,
): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for (let at = 0; at < pcm.length; at += sampleRate) {
    if (at > 0) await new Promise((resolve) => setImmediate(resolve));
    parts.push(encoder.write(pcm.subarray(at, at + sampleRate)));
  }
  return Buffer.concat(parts);
}
