/**
 * A reference clip's bytes → mono float PCM and its sample rate. The container is recognised by
 * its magic bytes (container.ts): WAV through readWav, MP3 through mpg123, FLAC (plain or in Ogg)
 * through libFLAC, Ogg Vorbis through libvorbis. Channels are averaged to one.
 *
 * Only the first `maxSeconds` (default 30 s) are kept: that is plenty to measure a voice, keeps
 * the analysis short (≈ 0.2 s), and a 20 MiB MP3 could otherwise expand to several hundred
 * megabytes of samples.
 */

import { concatFloat32 } from '../audio/resample.ts';
import { readWav, WavFormatError } from '../audio/wav.ts';
import type { WavData } from '../audio/wav.ts';
import { sniffContainer } from './container.ts';
import type { Container } from './container.ts';
import { withDecoder } from './decoders.ts';
import type { Codec, DecodedChunk, StreamingDecoder } from './decoders.ts';
import { ReferenceAudioError } from './reference-error.ts';

export interface DecodedReference {
  /** Mono samples in −1..1. */
  readonly pcm: Float32Array;
  readonly sampleRate: number;
  readonly container: Container;
  /** True when the clip was longer than `maxSeconds` and only its start was kept. */
  readonly truncated: boolean;
}

export interface DecodeOptions {
  /** Longest stretch of audio kept, from the start (default 30 s). */
  readonly maxSeconds?: number;
}

/** Shortest usable reference. */
export const MIN_REFERENCE_SECONDS = 1;
export const MAX_DECODED_SECONDS = 30;
/** A clip whose peak stays below this (−60 dBFS) is silent. */
const SILENT_PEAK = 0.001;
const CHUNK_BYTES = 64 * 1024;

const CODEC_OF: Partial<Record<Container, Codec>> = {
  mp3: 'mp3',
  flac: 'flac',
  'ogg-flac': 'flac',
  'ogg-vorbis': 'vorbis',
};

const LABEL: Record<Container, string> = {
  wav: 'WAV',
  mp3: 'MP3',
  flac: 'FLAC',
  'ogg-flac': 'Ogg FLAC',
  'ogg-vorbis': 'Ogg Vorbis',
  'ogg-opus': 'Ogg Opus',
  'ogg-other': 'Ogg',
};

function invalid(message: string, cause?: unknown): ReferenceAudioError {
  return new ReferenceAudioError(
    'invalid_reference_audio',
    message,
    cause === undefined ? undefined : { cause },
  );
}

/** Collects decoded chunks as mono until `maxSeconds` are reached. */
class MonoCollector {
  readonly #parts: Float32Array[] = [];
  #length = 0;
  readonly #maxSeconds: number;
  sampleRate = 0;
  truncated = false;

  constructor(maxSeconds: number) {
    this.#maxSeconds = maxSeconds;
  }

  get full(): boolean {
    return this.sampleRate > 0 && this.#length >= Math.round(this.#maxSeconds * this.sampleRate);
  }

  add(chunk: DecodedChunk): void {
    const n = chunk.samplesDecoded;
    const channels = chunk.channelData.length;
    if (n === 0 || channels === 0) return;
    if (this.sampleRate === 0) this.sampleRate = chunk.sampleRate;
    if (this.full) {
      this.truncated = true;
      return;
    }
    const room = Math.round(this.#maxSeconds * this.sampleRate) - this.#length;
    const take = Math.min(n, room);
    if (take < n) this.truncated = true;
    const mono = new Float32Array(take);
    for (const channel of chunk.channelData) {
      for (let i = 0; i < take; i++) mono[i]! += channel[i]!;
    }
    if (channels > 1) for (let i = 0; i < take; i++) mono[i]! /= channels;
    this.#parts.push(mono);
    this.#length += take;
  }

  pcm(): Float32Array {
    return concatFloat32(this.#parts);
  }
}

async function decodeStream(
  decoder: StreamingDecoder,
  bytes: Uint8Array,
  collector: MonoCollector,
): Promise<void> {
  for (let at = 0; at < bytes.length; at += CHUNK_BYTES) {
    collector.add(await decoder.decode(bytes.subarray(at, at + CHUNK_BYTES)));
    if (collector.full) {
      // Anything after this point is not wanted; one more byte tells the caller so.
      collector.truncated ||= at + CHUNK_BYTES < bytes.length;
      return;
    }
  }
  collector.add(await decoder.flush());
}

function decodeWav(bytes: Uint8Array, collector: MonoCollector): void {
  let wav: WavData;
  try {
    wav = readWav(bytes);
  } catch (error) {
    if (error instanceof WavFormatError) {
      throw invalid(`The reference WAV file cannot be read: ${error.message}.`, error);
    }
    throw error;
  }
  collector.add({
    channelData: [wav.mono],
    samplesDecoded: wav.mono.length,
    sampleRate: wav.sampleRate,
  });
}

function checkUsable(pcm: Float32Array, sampleRate: number, label: string): void {
  const seconds = pcm.length / sampleRate;
  if (seconds < MIN_REFERENCE_SECONDS) {
    throw invalid(
      `The reference ${label} audio is ${seconds.toFixed(2)} s long; at least ` +
        `${MIN_REFERENCE_SECONDS} s of speech is needed to measure a voice.`,
    );
  }
  let peak = 0;
  for (let i = 0; i < pcm.length; i++) peak = Math.max(peak, Math.abs(pcm[i]!));
  if (!(peak >= SILENT_PEAK)) {
    throw invalid(`The reference ${label} audio is silent: there is no voice to clone.`);
  }
}

/**
 * Decodes a reference clip. Throws ReferenceAudioError 'invalid_reference_audio' for anything
 * that is not WAV, MP3, FLAC or Ogg Vorbis/FLAC audio, fails to decode, lasts less than 1 s or
 * is silent.
 */
export async function decodeReference(
  bytes: Uint8Array,
  options: DecodeOptions = {},
): Promise<DecodedReference> {
  const container = sniffContainer(bytes);
  if (!container) {
    throw invalid(
      'The reference is not an audio file this gateway reads (WAV, MP3, FLAC or Ogg Vorbis).',
    );
  }
  const label = LABEL[container];
  if (container === 'ogg-opus' || container === 'ogg-other') {
    throw invalid(
      `The reference is ${label} audio; use WAV, MP3, FLAC or Ogg Vorbis for a reference.`,
    );
  }
  const collector = new MonoCollector(options.maxSeconds ?? MAX_DECODED_SECONDS);
  const codec = CODEC_OF[container];
  if (codec === undefined) decodeWav(bytes, collector);
  else {
    try {
      await withDecoder(codec, (decoder) => decodeStream(decoder, bytes, collector));
    } catch (error) {
      throw invalid(`The reference ${label} audio cannot be decoded.`, error);
    }
  }
  if (collector.sampleRate === 0) {
    throw invalid(`The reference ${label} file holds no decodable audio.`);
  }
  const pcm = collector.pcm();
  for (let i = 0; i < pcm.length; i++) if (!Number.isFinite(pcm[i]!)) pcm[i] = 0;
  checkUsable(pcm, collector.sampleRate, label);
  return { pcm, sampleRate: collector.sampleRate, container, truncated: collector.truncated };
}
