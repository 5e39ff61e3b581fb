import { createMp3Stream, mp3OutputRate } from './mp3.ts';
import type { Mp3Bitrate, Mp3Stream } from './mp3.ts';
import { MULAW_RATE, PCM_S16LE_RATE, contentTypeFor, encodeMulaw, floatToS16le } from './pcm.ts';
import type { AudioFormat } from './pcm.ts';
import { createResampler } from './resample.ts';
import type { Resampler } from './resample.ts';
import { createWavStream } from './wav.ts';
import type { WavStream } from './wav.ts';

/**
 * One streaming encoder per job, whatever the output format: feed it float PCM chunks at the
 * engine's rate (sentence after sentence), send or store the bytes it returns, then `end()`.
 * Resampling and MP3 framing run across chunk boundaries, so the joined output has no gaps
 * or clicks at seams.
 */

export const DEFAULT_MP3_BITRATE: Mp3Bitrate = 128;
export const DEFAULT_WAV_RATE = 24000;

export interface EncoderOptions {
  /** Sample rate of the PCM passed to `write`. */
  readonly inputRate: number;
  /** MP3 only; one of MP3_BITRATES (default 128). */
  readonly bitrateKbps?: Mp3Bitrate;
  /** WAV only; the file's sample rate (default 24,000). */
  readonly wavRate?: number;
}

export interface AudioEncoder {
  readonly format: AudioFormat;
  readonly contentType: string;
  readonly outputSampleRate: number;
  /** Duration of the PCM written so far, in ms (from input samples; codec padding excluded). */
  readonly durationMs: number;
  /** Input samples written so far. */
  readonly samplesWritten: number;
  /** Encoded bytes returned so far. */
  readonly bytesWritten: number;
  write(pcm: Float32Array): Uint8Array;
  /** Flushes everything; the encoder is then closed. */
  end(): Uint8Array;
  /**
   * WAV only, after `end()`: the final 44-byte header to write over the start of a file (the
   * streamed header's sizes read "unknown"). Null for other formats or before `end()`.
   */
  finalHeader(): Uint8Array | null;
}

interface Sink {
  readonly outputSampleRate: number;
  write(pcm: Float32Array): Uint8Array;
  end(): Uint8Array;
  finalHeader(): Uint8Array | null;
}

function resampledSink(
  inputRate: number,
  outputRate: number,
  encode: (pcm: Float32Array) => Uint8Array,
): Sink {
  const resampler: Resampler = createResampler(inputRate, outputRate, { reuseOutput: true });
  return {
    outputSampleRate: outputRate,
    write: (pcm) => encode(resampler.push(pcm)),
    end: () => encode(resampler.flush()),
    finalHeader: () => null,
  };
}

function wavSink(inputRate: number, outputRate: number): Sink {
  const wav: WavStream = createWavStream(outputRate);
  const resampler = createResampler(inputRate, outputRate, { reuseOutput: true });
  let header: Uint8Array | null = null;
  return {
    outputSampleRate: outputRate,
    write: (pcm) => wav.write(resampler.push(pcm)),
    end: () => {
      const last = wav.write(resampler.flush());
      const { bytes, header: final } = wav.end();
      header = final;
      const out = new Uint8Array(last.length + bytes.length);
      out.set(last);
      out.set(bytes, last.length);
      return out;
    },
    finalHeader: () => header,
  };
}

function mp3Sink(stream: Mp3Stream): Sink {
  return {
    outputSampleRate: stream.outputRate,
    write: (pcm) => stream.write(pcm),
    end: () => stream.end(),
    finalHeader: () => null,
  };
}

/** Output sample rate a format is written at (docs/decisions.md, "Speech"). */
export function outputRateFor(format: AudioFormat, options: Partial<EncoderOptions> = {}): number {
  switch (format) {
    case 'mp3':
      return mp3OutputRate(options.bitrateKbps ?? DEFAULT_MP3_BITRATE);
    case 'wav':
      return options.wavRate ?? DEFAULT_WAV_RATE;
    case 'pcm_s16le':
      return PCM_S16LE_RATE;
    case 'pcm_mulaw':
      return MULAW_RATE;
  }
}

export async function createEncoder(
  format: AudioFormat,
  options: EncoderOptions,
): Promise<AudioEncoder> {
  const { inputRate } = options;
  if (!Number.isInteger(inputRate) || inputRate <= 0) {
    throw new RangeError(`inputRate must be a positive integer, got ${inputRate}`);
  }
  let sink: Sink;
  switch (format) {
    case 'mp3':
      sink = mp3Sink(
        await createMp3Stream({
          bitrateKbps: options.bitrateKbps ?? DEFAULT_MP3_BITRATE,
          inputRate,
        }),
      );
      break;
    case 'wav':
      sink = wavSink(inputRate, outputRateFor('wav', options));
      break;
    case 'pcm_s16le':
      sink = resampledSink(inputRate, PCM_S16LE_RATE, floatToS16le);
      break;
    case 'pcm_mulaw':
      sink = resampledSink(inputRate, MULAW_RATE, encodeMulaw);
      break;
    default:
      throw new RangeError(`Unknown audio format: ${String(format)}`);
  }

  let samples = 0;
  let bytes = 0;
  let ended = false;
  const count = (chunk: Uint8Array): Uint8Array => {
    bytes += chunk.length;
    return chunk;
  };
  return {
    format,
    contentType: contentTypeFor(format),
    outputSampleRate: sink.outputSampleRate,
    get durationMs() {
      return (samples / inputRate) * 1000;
    },
    get samplesWritten() {
      return samples;
    },
    get bytesWritten() {
      return bytes;
    },
    write(pcm) {
      if (ended) throw new Error('AudioEncoder: write after end');
      samples += pcm.length;
      return count(sink.write(pcm));
    },
    end() {
      if (ended) throw new Error('AudioEncoder: already ended');
      ended = true;
      return count(sink.end());
    },
    finalHeader: () => sink.finalHeader(),
  };
}
