/**
 * gamma-tts-2 emotions (docs/decisions.md §2), shaped through prosody only: F0 level, F0 range, speaking
 * rate, loudness and a gentle spectral tilt above 1 kHz (vocal effort: brighter when aroused,
 * darker when subdued). The directions follow the acoustic-correlates literature (Murray &
 * Arnott 1993; Scherer 2003): joy and anger raise F0, widen its range, speed up and get louder;
 * sadness lowers F0, narrows the range, slows down and softens; fear raises F0 and speeds up;
 * disgust slows down and lowers F0; surprise widens the range most.
 *
 * The values are factors at full weight; `emotion_weight` w ∈ [0, 1] scales them geometrically
 * (factor^w) and the tilt linearly, so 0 is neutral and 0.6 (the default) is clearly audible
 * without caricature.
 */
import type { Emotion } from '../../../contract/speech.ts';
import { EMOTIONS, SPEECH_RANGES } from '../../../contract/request-values.ts';

export type { Emotion } from '../../../contract/speech.ts';

/** The emotions and their defaults are the contract's (contract/request-values.ts). */
export { DEFAULT_EMOTION, EMOTIONS } from '../../../contract/request-values.ts';
export const DEFAULT_EMOTION_WEIGHT: number = SPEECH_RANGES.clone.emotion_weight.default;

export interface EmotionShape {
  /** F0 level factor. */
  readonly pitch: number;
  /** F0 range factor (on the 10th–90th percentile spread in semitones). */
  readonly range: number;
  /** Speaking-rate factor. */
  readonly tempo: number;
  /** Linear gain. */
  readonly volume: number;
  /** dB per octave added above 1 kHz. */
  readonly tiltDbPerOctave: number;
}

export const EMOTION_PRESETS: Readonly<Record<Emotion, EmotionShape>> = {
  neutral: { pitch: 1, range: 1, tempo: 1, volume: 1, tiltDbPerOctave: 0 },
  happy: { pitch: 1.12, range: 1.35, tempo: 1.1, volume: 1.15, tiltDbPerOctave: 1 },
  angry: { pitch: 1.08, range: 1.3, tempo: 1.1, volume: 1.4, tiltDbPerOctave: 2 },
  sad: { pitch: 0.9, range: 0.6, tempo: 0.82, volume: 0.75, tiltDbPerOctave: -2 },
  afraid: { pitch: 1.18, range: 1.15, tempo: 1.15, volume: 0.95, tiltDbPerOctave: 0.5 },
  disgusted: { pitch: 0.9, range: 1.15, tempo: 0.82, volume: 0.9, tiltDbPerOctave: -1 },
  melancholic: { pitch: 0.94, range: 0.7, tempo: 0.86, volume: 0.85, tiltDbPerOctave: -1.5 },
  surprised: { pitch: 1.2, range: 1.6, tempo: 1.05, volume: 1.1, tiltDbPerOctave: 1 },
  calm: { pitch: 0.97, range: 0.8, tempo: 0.9, volume: 0.9, tiltDbPerOctave: -1 },
};

export function isEmotion(value: unknown): value is Emotion {
  return typeof value === 'string' && (EMOTIONS as readonly string[]).includes(value);
}

/** The preset of `emotion` at `weight` (clamped to 0–1). */
export function emotionShape(emotion: Emotion, weight = DEFAULT_EMOTION_WEIGHT): EmotionShape {
  const w = Math.min(1, Math.max(0, Number.isFinite(weight) ? weight : DEFAULT_EMOTION_WEIGHT));
  const p = EMOTION_PRESETS[emotion];
  return {
    pitch: p.pitch ** w,
    range: p.range ** w,
    tempo: p.tempo ** w,
    volume: p.volume ** w,
    tiltDbPerOctave: p.tiltDbPerOctave * w,
  };
}
