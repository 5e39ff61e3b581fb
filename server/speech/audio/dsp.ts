import { limitPeaks } from './limiter.ts';
import { loadRubberband, stretchWith } from './time-pitch.ts';
import type { RubberbandModule } from '@echogarden/rubberband-wasm';

/**
 * Prosody applied after synthesis, one clip (sentence) at a time:
 * - tempo: speaking-rate factor; the duration becomes 1 / tempo, pitch unchanged;
 * - pitch: multiplies F0, duration unchanged;
 * - volume: linear gain, with a look-ahead peak limiter so loud gains never wrap or hard-clip.
 *
 * Time and pitch go through Rubber Band R3 in offline mode (see time-pitch.ts): the clip keeps
 * its head and tail and comes out exactly round(length / tempo) samples long, so sentences
 * processed one by one join without gaps or clicks as long as each starts and ends in the
 * engine's own silence.
 */

export interface Prosody {
  /** 0.25–4 (default 1). */
  readonly tempo?: number;
  /** 0.5–1.5 (default 1). */
  readonly pitch?: number;
  /** 0–2 (default 1). */
  readonly volume?: number;
  /** Rubber Band window: 'quality' (default) or 'fast' (single short window). */
  readonly mode?: 'quality' | 'fast';
  /**
   * When shifting pitch, keep the spectral envelope (default true: same voice, higher or lower);
   * false moves the formants with F0 (a smaller or larger-sounding speaker).
   */
  readonly preserveFormants?: boolean;
}

export const PROSODY_LIMITS = {
  tempo: [0.25, 4],
  pitch: [0.5, 1.5],
  volume: [0, 2],
} as const;

function checked(name: keyof typeof PROSODY_LIMITS, value: number | undefined): number {
  const v = value ?? 1;
  const [low, high] = PROSODY_LIMITS[name];
  if (!Number.isFinite(v) || v < low || v > high) {
    throw new RangeError(`${name} must be within ${low}–${high}, got ${v}`);
  }
  return v;
}

export interface ProsodyProcessor {
  /** Synchronous; returns a new array (the input is never modified). */
  process(pcm: Float32Array, sampleRate: number, prosody: Prosody): Float32Array;
}

function processWith(
  m: RubberbandModule | null,
  pcm: Float32Array,
  sampleRate: number,
  prosody: Prosody,
): Float32Array {
  const tempo = checked('tempo', prosody.tempo);
  const pitch = checked('pitch', prosody.pitch);
  const volume = checked('volume', prosody.volume);
  if (tempo === 1 && pitch === 1 && volume === 1) return pcm.slice();

  let out: Float32Array;
  if (tempo !== 1 || pitch !== 1) {
    if (!m) throw new Error('applyProsody: Rubber Band is not loaded');
    out = stretchWith(m, pcm, sampleRate, {
      timeRatio: 1 / tempo,
      pitchScale: pitch,
      mode: prosody.mode ?? 'quality',
      preserveFormants: prosody.preserveFormants ?? true,
    });
  } else {
    out = pcm.slice();
  }
  if (volume !== 1) for (let i = 0; i < out.length; i++) out[i]! *= volume;
  return limitPeaks(out, sampleRate);
}

/** Loads Rubber Band once; the returned processor then works synchronously. */
export async function createProsodyProcessor(): Promise<ProsodyProcessor> {
  const m = await loadRubberband();
  return { process: (pcm, sampleRate, prosody) => processWith(m, pcm, sampleRate, prosody) };
}

/** Applies tempo, pitch and volume to one clip of mono PCM. */
export async function applyProsody(
  pcm: Float32Array,
  sampleRate: number,
  prosody: Prosody,
): Promise<Float32Array> {
  const needsStretch = (prosody.tempo ?? 1) !== 1 || (prosody.pitch ?? 1) !== 1;
  const m = needsStretch ? await loadRubberband() : null;
  return processWith(m, pcm, sampleRate, prosody);
}
