/**
 * Raw sample formats: 16-bit little-endian PCM and G.711 µ-law, plus the content types the API
 * answers with (docs/decisions.md, "Speech").
 */
import type { AudioContentType, AudioFormat } from '../../../contract/speech.ts';

export type { AudioFormat } from '../../../contract/speech.ts';

export const PCM_S16LE_RATE = 24000;
export const MULAW_RATE = 8000;

export const AUDIO_CONTENT_TYPES: Readonly<Record<AudioFormat, AudioContentType>> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  pcm_s16le: `audio/pcm;rate=${PCM_S16LE_RATE};encoding=s16le;channels=1` as const,
  pcm_mulaw: 'audio/basic',
};

export function contentTypeFor(format: AudioFormat): AudioContentType {
  return AUDIO_CONTENT_TYPES[format];
}

/**
 * Float (−1..1) to a signed 16-bit integer: scaled by 32768, rounded to nearest, clamped to
 * [−32768, 32767]. Values k / 32768 come back exactly through `s16ToFloat`.
 */
export function floatToS16(value: number): number {
  const scaled = Math.round(value * 32768);
  if (scaled > 32767) return 32767;
  if (scaled < -32768) return -32768;
  return scaled === scaled ? scaled : 0; // NaN → 0
}

export function s16ToFloat(value: number): number {
  return value / 32768;
}

/** Mono float PCM to s16le bytes (byte order fixed, whatever the host's). */
export function floatToS16le(pcm: Float32Array): Uint8Array {
  const out = new Uint8Array(pcm.length * 2);
  for (let i = 0; i < pcm.length; i++) {
    const s = floatToS16(pcm[i]!);
    out[2 * i] = s & 0xff;
    out[2 * i + 1] = (s >> 8) & 0xff;
  }
  return out;
}

/** s16le bytes to float PCM; a trailing odd byte is ignored. */
export function s16leToFloat(bytes: Uint8Array): Float32Array {
  const n = bytes.length >> 1;
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const u = bytes[2 * i]! | (bytes[2 * i + 1]! << 8);
    out[i] = s16ToFloat(u >= 0x8000 ? u - 0x10000 : u);
  }
  return out;
}

const MULAW_BIAS = 0x84;
/** Largest magnitude on the 14-bit scale G.711 µ-law works on. */
const MULAW_CLIP_14 = 8159;

/**
 * G.711 µ-law code of one 16-bit linear sample (sign, 3-bit segment, 4-bit step; inverted).
 * Works on the 14-bit scale of the standard, rounding the 16-bit value to nearest (half up)
 * rather than truncating as the classic Sun/CCITT code does (which leans towards −∞); the codes
 * then match SoX's µ-law encoder bit for bit.
 */
export function linearToMulaw(sample: number): number {
  const value = Math.floor((sample + 2) / 4);
  const sign = value < 0 ? 0x80 : 0;
  const biased = Math.min(value < 0 ? -value : value, MULAW_CLIP_14) + (MULAW_BIAS >> 2);
  // The clip point lands just past segment 7; its code is segment 7, step 15 all the same.
  const magnitude = Math.min(biased, 0x1fff);
  // Segment = position of the highest set bit above bit 5 of the biased 14-bit magnitude.
  let segment = 7;
  for (let mask = 0x1000; (magnitude & mask) === 0 && segment > 0; mask >>= 1) segment--;
  const step = (magnitude >> (segment + 1)) & 0x0f;
  return ~(sign | (segment << 4) | step) & 0xff;
}

/** 16-bit linear value of a µ-law code. */
export function mulawToLinear(code: number): number {
  const u = ~code & 0xff;
  const segment = (u >> 4) & 0x07;
  const step = u & 0x0f;
  const magnitude = (((step << 3) + MULAW_BIAS) << segment) - MULAW_BIAS;
  return u & 0x80 && magnitude !== 0 ? -magnitude : magnitude; // no −0 for code 0x7F
}

const MULAW_DECODE = Float32Array.from({ length: 256 }, (_, code) =>
  s16ToFloat(mulawToLinear(code)),
);

/** Float PCM (already at 8,000 Hz for G.711 use) to µ-law bytes. */
export function encodeMulaw(pcm: Float32Array): Uint8Array {
  const out = new Uint8Array(pcm.length);
  for (let i = 0; i < pcm.length; i++) out[i] = linearToMulaw(floatToS16(pcm[i]!));
  return out;
}

export function decodeMulaw(bytes: Uint8Array): Float32Array {
  const out = new Float32Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = MULAW_DECODE[bytes[i]!]!;
  return out;
}
