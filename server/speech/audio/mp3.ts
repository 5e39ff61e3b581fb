import { openLameStream, type LameStream } from './lame.ts';
import { createResampler } from './resample.ts';
import type { Resampler } from './resample.ts';
import { timeStage } from '../stage-clock.ts';

/**
 * Streaming constant-bitrate MP3 over LAME (./lame.ts).
 *
 * As docs/decisions.md ("Speech") sets it: the bitrate in the frames is the one requested, and the output rate is
 * 24,000 Hz (MPEG-2 Layer III) up to 160 kbps and 48,000 Hz (MPEG-1) from 192 kbps. LAME left to
 * itself lowers the sample rate at low bitrates and clamps the bitrate at 24 kHz, so we resample
 * to the output rate ourselves and LAME's bridge pins its output rate to its input rate: it then
 * neither resamples nor picks another rate, and every frame carries the requested bitrate.
 */

export const MP3_BITRATES = [16, 32, 48, 64, 128, 192, 256, 320] as const;
export type Mp3Bitrate = (typeof MP3_BITRATES)[number];

/** LAME's encoder delay (576 + 529 samples at the output rate) before the first input sample. */
export const MP3_ENCODER_DELAY = 1105;

export function isMp3Bitrate(value: number): value is Mp3Bitrate {
  return (MP3_BITRATES as readonly number[]).includes(value);
}

/** The sample rate written for a bitrate: 24 kHz up to 160 kbps, 48 kHz above. */
export function mp3OutputRate(bitrateKbps: Mp3Bitrate): 24000 | 48000 {
  return bitrateKbps <= 160 ? 24000 : 48000;
}

export interface Mp3StreamOptions {
  readonly bitrateKbps: Mp3Bitrate;
  /** Sample rate of the PCM given to `write`. */
  readonly inputRate: number;
}

export interface Mp3Stream {
  readonly bitrateKbps: Mp3Bitrate;
  readonly inputRate: number;
  readonly outputRate: 24000 | 48000;
  /** Encodes mono PCM (−1..1); returns the bytes of every frame completed (may be empty). */
  write(pcm: Float32Array): Uint8Array;
  /** Flushes the resampler and LAME; returns the last frames. The stream is then closed. */
  end(): Uint8Array;
}

/** `pcm` limited to −1..1 (NaN as 0), written into `into` (grown when too short). */
function clampInto(pcm: Float32Array, into: Float32Array): Float32Array {
  const out =
    into.length >= pcm.length ? into.subarray(0, pcm.length) : new Float32Array(pcm.length);
  for (let i = 0; i < pcm.length; i++) {
    const v = pcm[i]!;
    out[i] = v > 1 ? 1 : v < -1 ? -1 : v !== v ? 0 : v; // v !== v: NaN
  }
  return out;
}

class Mp3LameStream implements Mp3Stream {
  readonly bitrateKbps: Mp3Bitrate;
  readonly inputRate: number;
  readonly outputRate: 24000 | 48000;
  private encoder: LameStream | null;
  private readonly resampler: Resampler;
  /** Clamped samples for LAME, reused from one write to the next. */
  private scratch: Float32Array = new Float32Array(0);

  constructor(encoder: LameStream, options: Mp3StreamOptions, outputRate: 24000 | 48000) {
    this.bitrateKbps = options.bitrateKbps;
    this.inputRate = options.inputRate;
    this.outputRate = outputRate;
    this.resampler = createResampler(options.inputRate, this.outputRate, { reuseOutput: true });
    this.encoder = encoder;
  }

  write(pcm: Float32Array): Uint8Array {
    const encoder = this.open();
    const resampled = timeStage('resample', () => this.clamp(this.resampler.push(pcm)));
    if (resampled.length === 0) return new Uint8Array(0);
    return encoder.encode(resampled);
  }

  end(): Uint8Array {
    const encoder = this.open();
    this.encoder = null;
    const tail = timeStage('resample', () => this.clamp(this.resampler.flush()));
    const last = encoder.encode(tail);
    const final = encoder.flush();
    const out = new Uint8Array(last.length + final.length);
    out.set(last);
    out.set(final, last.length);
    return out;
  }

  private clamp(pcm: Float32Array): Float32Array {
    const clamped = clampInto(pcm, this.scratch);
    if (clamped.buffer !== this.scratch.buffer) this.scratch = clamped;
    return clamped;
  }

  private open(): LameStream {
    if (!this.encoder) throw new Error('Mp3Stream: already ended');
    return this.encoder;
  }
}

/** Starts one MP3 stream; use one per job so sentences join without gaps. */
export async function createMp3Stream(options: Mp3StreamOptions): Promise<Mp3Stream> {
  if (!isMp3Bitrate(options.bitrateKbps)) {
    throw new RangeError(
      `MP3 bitrate must be one of ${MP3_BITRATES.join(', ')} kbps, got ${String(options.bitrateKbps)}`,
    );
  }
  if (!Number.isInteger(options.inputRate) || options.inputRate <= 0) {
    throw new RangeError(`inputRate must be a positive integer, got ${options.inputRate}`);
  }
  const outputRate = mp3OutputRate(options.bitrateKbps);
  return new Mp3LameStream(
    await openLameStream(outputRate, options.bitrateKbps),
    options,
    outputRate,
  );
}
