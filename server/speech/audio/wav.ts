import { open } from 'node:fs/promises';
import { floatToS16le } from './pcm.ts';

/**
 * WAV (RIFF) files: 16-bit PCM mono writers — whole-buffer, and streaming with the header
 * patched once the length is known — and a tolerant reader for tests and reference audio.
 */

export const WAV_HEADER_BYTES = 44;
/** RIFF sizes are 32-bit: the most sample data one file can hold (whole 16-bit frames). */
const MAX_DATA_BYTES = 0xffffffff - 36 - 1;

/**
 * The 44-byte canonical header for `dataBytes` of 16-bit PCM. Pass `null` for a header whose
 * sizes say "unknown, read to the end" (0xFFFFFFFF), for output that is streamed before its
 * length is known.
 */
export function wavHeader(dataBytes: number | null, sampleRate: number, channels = 1): Uint8Array {
  if (dataBytes !== null && (dataBytes < 0 || dataBytes > MAX_DATA_BYTES)) {
    throw new RangeError(`WAV data size out of range: ${dataBytes}`);
  }
  const header = new Uint8Array(WAV_HEADER_BYTES);
  const view = new DataView(header.buffer);
  const blockAlign = channels * 2;
  const text = (at: number, s: string) => {
    for (let i = 0; i < s.length; i++) header[at + i] = s.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, dataBytes === null ? 0xffffffff : 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, dataBytes === null ? 0xffffffff : dataBytes, true);
  return header;
}

/** A complete mono 16-bit WAV file of `pcm`. */
export function encodeWav(pcm: Float32Array, sampleRate: number): Uint8Array {
  const data = floatToS16le(pcm);
  const out = new Uint8Array(WAV_HEADER_BYTES + data.length);
  out.set(wavHeader(data.length, sampleRate));
  out.set(data, WAV_HEADER_BYTES);
  return out;
}

export interface WavStream {
  readonly sampleRate: number;
  /** Data bytes written so far. */
  readonly dataBytes: number;
  /** The first call's bytes start with a header whose sizes read "unknown" (0xFFFFFFFF). */
  write(pcm: Float32Array): Uint8Array;
  /**
   * Ends the stream. `bytes` are any last bytes to append (the header alone if nothing was
   * written); `header` is the final 44-byte header to write over the file's first 44 bytes.
   */
  end(): { bytes: Uint8Array; header: Uint8Array };
}

/**
 * Streaming WAV writer. Sent as-is (HTTP) the placeholder sizes tell players to read to the
 * end; for a file, overwrite the first 44 bytes with `end().header` (or use `patchWavHeader`).
 */
export function createWavStream(sampleRate: number): WavStream {
  let dataBytes = 0;
  let started = false;
  let ended = false;
  const begin = (data: Uint8Array): Uint8Array => {
    if (started) return data;
    started = true;
    const out = new Uint8Array(WAV_HEADER_BYTES + data.length);
    out.set(wavHeader(null, sampleRate));
    out.set(data, WAV_HEADER_BYTES);
    return out;
  };
  return {
    sampleRate,
    get dataBytes() {
      return dataBytes;
    },
    write(pcm) {
      if (ended) throw new Error('WavStream: already ended');
      const data = floatToS16le(pcm);
      if (dataBytes + data.length > MAX_DATA_BYTES) throw new RangeError('WAV exceeds 4 GiB');
      dataBytes += data.length;
      return begin(data);
    },
    end() {
      if (ended) throw new Error('WavStream: already ended');
      ended = true;
      return { bytes: begin(new Uint8Array(0)), header: wavHeader(dataBytes, sampleRate) };
    },
  };
}

/**
 * Rewrites the header of a 16-bit mono WAV file written by `createWavStream` so its sizes
 * match the file's length. Call it on the finished (closed) file, e.g. before an atomic rename.
 */
export async function patchWavHeader(path: string, sampleRate: number): Promise<void> {
  const handle = await open(path, 'r+');
  try {
    const { size } = await handle.stat();
    if (size < WAV_HEADER_BYTES) throw new Error(`Not a WAV file (too short): ${path}`);
    const dataBytes = (size - WAV_HEADER_BYTES) & ~1;
    await handle.write(wavHeader(dataBytes, sampleRate), 0, WAV_HEADER_BYTES, 0);
  } finally {
    await handle.close();
  }
}

export interface WavData {
  readonly sampleRate: number;
  readonly channels: number;
  readonly bitsPerSample: number;
  /** 1 = integer PCM, 3 = IEEE float (after resolving WAVE_FORMAT_EXTENSIBLE). */
  readonly formatTag: number;
  /** Per-channel samples as floats in −1..1. */
  readonly channelData: readonly Float32Array[];
  /** The channels averaged to one. */
  readonly mono: Float32Array;
  readonly durationMs: number;
}

export class WavFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WavFormatError';
  }
}

function fourCC(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
}

function sampleReader(view: DataView, formatTag: number, bits: number): (at: number) => number {
  if (formatTag === 3 && bits === 32) return (at) => view.getFloat32(at, true);
  if (formatTag === 3 && bits === 64) return (at) => view.getFloat64(at, true);
  if (formatTag === 1 && bits === 8) return (at) => (view.getUint8(at) - 128) / 128;
  if (formatTag === 1 && bits === 16) return (at) => view.getInt16(at, true) / 32768;
  if (formatTag === 1 && bits === 24) {
    return (at) => {
      const v = view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getInt8(at + 2) << 16);
      return v / 8388608;
    };
  }
  if (formatTag === 1 && bits === 32) return (at) => view.getInt32(at, true) / 2147483648;
  throw new WavFormatError(`Unsupported WAV sample format: tag ${formatTag}, ${bits} bits`);
}

/**
 * Parses a RIFF/WAVE file: integer PCM (8/16/24/32-bit), IEEE float (32/64-bit), also inside
 * WAVE_FORMAT_EXTENSIBLE; any channel count. A data size of 0 or 0xFFFFFFFF (streamed files)
 * or one running past the end is read to the end of the buffer.
 */
export function readWav(bytes: Uint8Array): WavData {
  if (bytes.length < 12 || fourCC(bytes, 0) !== 'RIFF' || fourCC(bytes, 8) !== 'WAVE') {
    throw new WavFormatError('Not a RIFF/WAVE file');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let formatTag = 0;
  let channels = 0;
  let sampleRate = 0;
  let bitsPerSample = 0;
  let blockAlign = 0;
  let dataStart = -1;
  let dataLength = 0;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = fourCC(bytes, at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > bytes.length) throw new WavFormatError('Truncated fmt chunk');
      formatTag = view.getUint16(body, true);
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      blockAlign = view.getUint16(body + 12, true);
      bitsPerSample = view.getUint16(body + 14, true);
      if (formatTag === 0xfffe && size >= 40 && body + 26 <= bytes.length) {
        formatTag = view.getUint16(body + 24, true); // sub-format GUID's first two bytes
      }
    } else if (id === 'data') {
      dataStart = body;
      const rest = bytes.length - body;
      dataLength = size === 0 || size === 0xffffffff || size > rest ? rest : size;
      break;
    }
    at = body + size + (size & 1);
  }
  if (channels === 0 || sampleRate === 0) throw new WavFormatError('Missing fmt chunk');
  if (dataStart < 0) throw new WavFormatError('Missing data chunk');
  const bytesPerSample = bitsPerSample / 8;
  if (!Number.isInteger(bytesPerSample) || blockAlign < channels * bytesPerSample) {
    throw new WavFormatError(`Inconsistent WAV format: ${bitsPerSample} bits, align ${blockAlign}`);
  }
  const read = sampleReader(view, formatTag, bitsPerSample);
  const frames = Math.floor(dataLength / blockAlign);
  const channelData = Array.from({ length: channels }, () => new Float32Array(frames));
  const mono = channels === 1 ? channelData[0]! : new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    for (let c = 0; c < channels; c++) {
      const v = read(dataStart + f * blockAlign + c * bytesPerSample);
      channelData[c]![f] = v;
      sum += v;
    }
    if (channels > 1) mono[f] = sum / channels;
  }
  return {
    sampleRate,
    channels,
    bitsPerSample,
    formatTag,
    channelData,
    mono,
    durationMs: (frames / sampleRate) * 1000,
  };
}
