import { createEncoder, type AudioEncoder } from './audio/encoder.ts';
import { contentTypeFor } from './audio/pcm.ts';
import type { SpeechJob } from './job.ts';
import type { SpeechRuntime, SynthesizeOptions } from './runtime.ts';
import type { SegmentSynthesis } from './engines/synthesize-text.ts';
import type { TimedSpan } from '../../contract/speech.ts';
import { timeSentence } from './timestamps.ts';
import { timeStage } from './stage-clock.ts';

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

export interface RenderOptions extends SynthesizeOptions {
  /**
   * The job's sentences already synthesized (a book's parts, joined: book/parts.ts), in order,
   * instead of synthesizing them now; encoded and timed exactly as if they were.
   */
  sentences?: AsyncIterable<SegmentSynthesis>;
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
  options: RenderOptions = {},
): AsyncGenerator<RenderStep, RenderSummary, undefined> {
  const { sentences, ...synthesis } = options;
  const encoder = sentenceEncoderFor(runtime, job, synthesis);
  let offsetMs = 0;
  for await (const { segment, result } of sentences ?? runtime.synthesize(job, synthesis)) {
    const durationMs = (result.pcm.length / result.sampleRate) * 1000;
    // The encoder gives the buffer back to its worker once used, for a later sentence.
    const bytes = await encoder.write(result.pcm, result.sampleRate);
    const timed = timeStage('timestamps', () =>
      timeSentence(result.events, segment, offsetMs, durationMs),
    );
    offsetMs += durationMs;
    yield {
      bytes,
      words: timed.words,
      sentence: timed.sentence,
      charsDone: segment.charEnd,
      audioMs: offsetMs,
    };
  }
  return { ...(await encoder.end(runtime.sampleRateFor(job))), durationMs: Math.round(offsetMs) };
}

/** ONE encoder for a job's sentences, in order, wherever it runs. */
interface SentenceEncoder {
  /** Encodes a sentence at `rate`; `pcm` goes back to the engine pool once used. */
  write(pcm: Float32Array, rate: number): Promise<Uint8Array>;
  /** The last bytes; `rate` opens the encoder if no sentence did. */
  end(rate: number): Promise<Omit<RenderSummary, 'durationMs'>>;
}

/**
 * Where a job is encoded: a whole MP3 answered at once (speech mode) in an engine worker once
 * its audio is complete, since LAME is most of this thread's work per request otherwise; a
 * background task's a second of audio at a time on this thread; anything else sentence by
 * sentence on this thread.
 */
function sentenceEncoderFor(
  runtime: SpeechRuntime,
  job: SpeechJob,
  options: SynthesizeOptions,
): SentenceEncoder {
  const here = encoderHere(runtime, job, options.background === true);
  if (job.format === 'mp3' && job.mode === 'speech' && !options.background && !options.warmUp)
    return encoderInWorker(runtime, job, here, options.signal);
  return here;
}

function encoderHere(runtime: SpeechRuntime, job: SpeechJob, sliced: boolean): SentenceEncoder {
  let encoder: AudioEncoder | null = null;
  const open = async (rate: number): Promise<AudioEncoder> =>
    (encoder ??= await createEncoder(job.format, {
      inputRate: rate,
      bitrateKbps: job.bitrateKbps,
    }));
  return {
    async write(pcm, rate) {
      const opened = await open(rate);
      const bytes = sliced
        ? await encodeInSlices(opened, pcm, rate)
        : timeStage('encode', () => opened.write(pcm));
      runtime.pool.recycle(pcm);
      return bytes;
    },
    async end(rate) {
      const opened = await open(rate);
      const tail = timeStage('encode', () => opened.end());
      return {
        tail,
        finalHeader: opened.finalHeader(),
        bytes: opened.bytesWritten,
        contentType: opened.contentType,
      };
    },
  };
}

const NO_BYTES: Uint8Array = new Uint8Array(0);
/**
 * Audio held for one encoding in a worker at most; a longer job goes on encoding on this thread
 * from there (the same bytes: one encoder fed the same sentences), so memory stays bounded.
 */
const MAX_HELD_MS = 60_000;

/** Holds an MP3 job's sentences and has one engine worker encode them all at the end. */
function encoderInWorker(
  runtime: SpeechRuntime,
  job: SpeechJob,
  here: SentenceEncoder,
  signal: AbortSignal | undefined,
): SentenceEncoder {
  let held: Float32Array[] | null = [];
  let heldMs = 0;
  let heldRate: number | null = null;
  return {
    async write(pcm, rate) {
      if (!held) return here.write(pcm, rate);
      const ms = (pcm.length / rate) * 1000;
      if (heldMs + ms <= MAX_HELD_MS) {
        held.push(pcm);
        heldMs += ms;
        heldRate = rate;
        return NO_BYTES;
      }
      // Too long to hold: what was held, then the rest, through the encoder on this thread.
      const parts: Uint8Array[] = [];
      for (const earlier of held) parts.push(await here.write(earlier, rate));
      held = null;
      parts.push(await here.write(pcm, rate));
      return Buffer.concat(parts);
    },
    async end(rate) {
      if (!held) return here.end(rate);
      const tail = await runtime.pool.encodeMp3(
        held,
        { inputRate: heldRate ?? rate, bitrateKbps: job.bitrateKbps },
        signal,
      );
      return { tail, finalHeader: null, bytes: tail.length, contentType: contentTypeFor('mp3') };
    },
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
    const slice = pcm.subarray(at, at + sampleRate);
    parts.push(timeStage('encode', () => encoder.write(slice)));
  }
  return Buffer.concat(parts);
}
