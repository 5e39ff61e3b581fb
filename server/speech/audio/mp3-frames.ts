/**
 * Walks the frames of an MPEG audio byte stream (MP3 and its Layer I/II siblings) without
 * decoding them: skips a leading ID3v2 tag, recognises a Xing/Info (or VBRI) header frame, and
 * sums the frames' samples into a duration. Used to prove the bitrate and sample rate actually
 * written and to measure durations of encoded audio.
 */

export type MpegVersion = 1 | 2 | 2.5;
export type MpegLayer = 1 | 2 | 3;

export interface Mp3FrameHeader {
  /** Byte offset of the frame's sync word. */
  readonly offset: number;
  readonly version: MpegVersion;
  readonly layer: MpegLayer;
  readonly bitrateKbps: number;
  readonly sampleRate: number;
  readonly channels: 1 | 2;
  readonly padding: boolean;
  readonly protected: boolean;
  /** Frame length in bytes, header included. */
  readonly length: number;
  /** PCM samples per channel the frame decodes to. */
  readonly samples: number;
}

export interface Mp3InfoTag {
  readonly kind: 'Xing' | 'Info' | 'VBRI';
  /** Audio frames announced by the tag (not counting the tag frame), when present. */
  readonly frames: number | null;
  readonly bytes: number | null;
  /** LAME extension: encoder delay and end padding in samples, when present. */
  readonly encoderDelay: number | null;
  readonly encoderPadding: number | null;
}

export interface Mp3Summary {
  /** Audio frames (the Xing/Info/VBRI frame, if any, is not counted). */
  readonly frameCount: number;
  /** Version, layer, sample rate, channels of the first audio frame (null without frames). */
  readonly version: MpegVersion | null;
  readonly layer: MpegLayer | null;
  readonly sampleRate: number | null;
  readonly channels: 1 | 2 | null;
  /** The bitrate when every audio frame carries the same one, else null (VBR). */
  readonly bitrateKbps: number | null;
  /** Every distinct value seen across all audio frames, ascending. */
  readonly bitratesKbps: readonly number[];
  readonly sampleRates: readonly number[];
  readonly versions: readonly MpegVersion[];
  readonly layers: readonly MpegLayer[];
  /** Sum of the audio frames' samples (per channel), encoder delay and padding included. */
  readonly totalSamples: number;
  /** totalSamples in milliseconds (sums per frame, so mixed sample rates still add up). */
  readonly durationMs: number;
  /** Duration without the encoder delay and padding, when a LAME tag states them. */
  readonly gaplessDurationMs: number | null;
  readonly id3v2Bytes: number;
  readonly infoTag: Mp3InfoTag | null;
  /** Bytes between frames that were not part of any frame (resynchronisation). */
  readonly junkBytes: number;
  /** Bytes after the last frame (an ID3v1 tag, a truncated frame, or garbage). */
  readonly trailingBytes: number;
  /** Every audio frame's header, only when asked for with `{ frames: true }`. */
  readonly frames?: readonly Mp3FrameHeader[];
}

const BITRATES_V1: Record<MpegLayer, readonly number[]> = {
  1: [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  2: [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  3: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
};
const BITRATES_V2: Record<MpegLayer, readonly number[]> = {
  1: [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  3: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<string, readonly number[]> = {
  '1': [44100, 48000, 32000],
  '2': [22050, 24000, 16000],
  '2.5': [11025, 12000, 8000],
};

/** Decodes the 4-byte header at `offset`, or returns null if it is not a valid frame header. */
export function parseFrameHeader(bytes: Uint8Array, offset: number): Mp3FrameHeader | null {
  if (offset + 4 > bytes.length) return null;
  const b1 = bytes[offset + 1]!;
  const b2 = bytes[offset + 2]!;
  const b3 = bytes[offset + 3]!;
  if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const versionBits = (b1 >> 3) & 3;
  const layerBits = (b1 >> 1) & 3;
  if (versionBits === 1 || layerBits === 0) return null;
  const version: MpegVersion = versionBits === 3 ? 1 : versionBits === 2 ? 2 : 2.5;
  const layer = (4 - layerBits) as MpegLayer;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  // Free-format (index 0) frames have no computable length; treat them as unparseable.
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const bitrateKbps = (version === 1 ? BITRATES_V1 : BITRATES_V2)[layer][bitrateIndex]!;
  const sampleRate = SAMPLE_RATES[String(version)]![rateIndex]!;
  const padding = ((b2 >> 1) & 1) === 1;
  const channels = b3 >> 6 === 3 ? 1 : 2;
  let samples: number;
  let length: number;
  if (layer === 1) {
    samples = 384;
    length = (Math.floor((12 * bitrateKbps * 1000) / sampleRate) + (padding ? 1 : 0)) * 4;
  } else {
    samples = layer === 3 && version !== 1 ? 576 : 1152;
    length = Math.floor(((samples / 8) * bitrateKbps * 1000) / sampleRate) + (padding ? 1 : 0);
  }
  return {
    offset,
    version,
    layer,
    bitrateKbps,
    sampleRate,
    channels,
    padding,
    protected: (b1 & 1) === 0,
    length,
    samples,
  };
}

/** Size of an ID3v2 tag at the start of `bytes` (header, body and footer), or 0. */
export function id3v2Size(bytes: Uint8Array, offset = 0): number {
  if (offset + 10 > bytes.length) return 0;
  if (bytes[offset] !== 0x49 || bytes[offset + 1] !== 0x44 || bytes[offset + 2] !== 0x33) return 0;
  let size = 0;
  for (let i = 6; i < 10; i++) {
    const b = bytes[offset + i]!;
    if (b & 0x80) return 0; // not a syncsafe integer: not a tag
    size = (size << 7) | b;
  }
  const footer = (bytes[offset + 5]! & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

function readU32(bytes: Uint8Array, at: number): number {
  return (
    ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0
  );
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  let s = '';
  for (let i = 0; i < length && at + i < bytes.length; i++)
    s += String.fromCharCode(bytes[at + i]!);
  return s;
}

/** Reads a Xing/Info or VBRI header carried by `frame`, if it is such a frame. */
function readInfoTag(bytes: Uint8Array, frame: Mp3FrameHeader): Mp3InfoTag | null {
  const end = frame.offset + frame.length;
  if (frame.layer === 3) {
    const mono = frame.channels === 1;
    const sideInfo = frame.version === 1 ? (mono ? 17 : 32) : mono ? 9 : 17;
    let at = frame.offset + 4 + (frame.protected ? 2 : 0) + sideInfo;
    const id = ascii(bytes, at, 4);
    if ((id === 'Xing' || id === 'Info') && at + 8 <= end) {
      const flags = readU32(bytes, at + 4);
      at += 8;
      let frames: number | null = null;
      let byteCount: number | null = null;
      if (flags & 1 && at + 4 <= end) {
        frames = readU32(bytes, at);
        at += 4;
      }
      if (flags & 2 && at + 4 <= end) {
        byteCount = readU32(bytes, at);
        at += 4;
      }
      if (flags & 4) at += 100;
      if (flags & 8) at += 4;
      let encoderDelay: number | null = null;
      let encoderPadding: number | null = null;
      // LAME extension: 9-byte encoder string, then delay/padding 12+12 bits at +21.
      if (at + 24 <= end && /^(LAME|Lavc|Lavf|GOGO)/.test(ascii(bytes, at, 4))) {
        const d = at + 21;
        encoderDelay = (bytes[d]! << 4) | (bytes[d + 1]! >> 4);
        encoderPadding = ((bytes[d + 1]! & 0x0f) << 8) | bytes[d + 2]!;
      }
      return { kind: id, frames, bytes: byteCount, encoderDelay, encoderPadding };
    }
  }
  const vbri = frame.offset + 4 + 32;
  if (ascii(bytes, vbri, 4) === 'VBRI' && vbri + 18 <= end) {
    return {
      kind: 'VBRI',
      bytes: readU32(bytes, vbri + 10),
      frames: readU32(bytes, vbri + 14),
      encoderDelay: null,
      encoderPadding: null,
    };
  }
  return null;
}

/**
 * True when a frame header at `offset` is followed by another valid frame (or by the end of
 * the data), which rules out most false sync words inside junk.
 */
function confirmedFrame(bytes: Uint8Array, offset: number): Mp3FrameHeader | null {
  const frame = parseFrameHeader(bytes, offset);
  if (!frame) return null;
  const next = offset + frame.length;
  if (next === bytes.length || next + 4 > bytes.length) return frame;
  return parseFrameHeader(bytes, next) ? frame : null;
}

function sortedUnique<T extends number>(values: Set<T>): T[] {
  return [...values].sort((a, b) => a - b);
}

/** Parses every frame of `bytes` and summarises them. */
export function parseMp3(bytes: Uint8Array, options: { frames?: boolean } = {}): Mp3Summary {
  const id3v2Bytes = Math.min(id3v2Size(bytes), bytes.length);
  let offset = id3v2Bytes;
  const frames: Mp3FrameHeader[] | undefined = options.frames ? [] : undefined;
  const bitrates = new Set<number>();
  const sampleRates = new Set<number>();
  const versions = new Set<MpegVersion>();
  const layers = new Set<MpegLayer>();
  let first: Mp3FrameHeader | null = null;
  let infoTag: Mp3InfoTag | null = null;
  let frameCount = 0;
  let totalSamples = 0;
  let durationSeconds = 0;
  let junkBytes = 0;
  let lastEnd = offset;
  let sawFrame = false;

  while (offset + 4 <= bytes.length) {
    // Trust the chain once locked on; look one frame ahead only while searching.
    const frame = sawFrame ? parseFrameHeader(bytes, offset) : confirmedFrame(bytes, offset);
    if (!frame || offset + frame.length > bytes.length) {
      if (frame) break; // truncated last frame
      if (ascii(bytes, offset, 3) === 'TAG' && bytes.length - offset === 128) break;
      offset++;
      sawFrame = false;
      continue;
    }
    junkBytes += offset - lastEnd;
    if (frameCount === 0 && !infoTag) {
      const tag = readInfoTag(bytes, frame);
      if (tag) {
        infoTag = tag;
        offset += frame.length;
        lastEnd = offset;
        sawFrame = true;
        continue;
      }
    }
    first ??= frame;
    frameCount++;
    totalSamples += frame.samples;
    durationSeconds += frame.samples / frame.sampleRate;
    bitrates.add(frame.bitrateKbps);
    sampleRates.add(frame.sampleRate);
    versions.add(frame.version);
    layers.add(frame.layer);
    frames?.push(frame);
    offset += frame.length;
    lastEnd = offset;
    sawFrame = true;
  }

  const bitratesKbps = sortedUnique(bitrates);
  const durationMs = durationSeconds * 1000;
  let gaplessDurationMs: number | null = null;
  if (first && infoTag?.encoderDelay != null && infoTag.encoderPadding != null) {
    const trimmed = totalSamples - infoTag.encoderDelay - infoTag.encoderPadding;
    gaplessDurationMs = (Math.max(0, trimmed) / first.sampleRate) * 1000;
  }
  const summary: Mp3Summary = {
    frameCount,
    version: first?.version ?? null,
    layer: first?.layer ?? null,
    sampleRate: first?.sampleRate ?? null,
    channels: first?.channels ?? null,
    bitrateKbps: bitratesKbps.length === 1 ? bitratesKbps[0]! : null,
    bitratesKbps,
    sampleRates: sortedUnique(sampleRates),
    versions: sortedUnique(versions),
    layers: sortedUnique(layers),
    totalSamples,
    durationMs,
    gaplessDurationMs,
    id3v2Bytes,
    infoTag,
    junkBytes,
    trailingBytes: bytes.length - lastEnd,
  };
  return frames ? { ...summary, frames } : summary;
}
