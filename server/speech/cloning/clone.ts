/**
 * From a reference's VoiceProfile to the settings that make an eSpeak voice sound like it:
 *
 * - Base voice: eSpeak `en-us` or `cmn` (by the text's language; any other eSpeak language name
 *   is used as given, with the English measurements), a variant of the reference's gender
 *   (f1–f5 or m1–m7) — the one closest in median F0 and, less strongly, in LTAS.
 * - Pitch range: the eSpeak `range` (0–99) whose measured F0 spread (base-voices.ts) equals the
 *   reference's 10th–90th percentile spread in semitones (× the emotion's range factor).
 * - Pitch level: the F0 multiplier (post-processing, formants kept) that takes the base voice's
 *   measured median F0 at that range to the reference's (× the emotion's pitch factor).
 * - Speaking rate: the reference's syllable rate over the base voice's (clamped to 0.6–1.7, ×
 *   the emotion's tempo), realised through eSpeak's own words-per-minute (via the measured rate
 *   curve), and only the remainder beyond eSpeak's 80–450 wpm through time-stretching.
 * - Timbre: an equalizer curve = reference LTAS − base LTAS (both level-normalised), held flat
 *   below the reference's low F0 and above its bandwidth, smoothed over ≈ 0.6 octave, plus the
 *   emotion's tilt, re-centred on 0 dB over 200 Hz–4 kHz and clamped to ±12 dB.
 * - Loudness: the emotion's volume factor only (references are normalised).
 *
 * Deterministic: the same profile, emotion, weight and language give the same settings.
 */

import type { EspeakVoice, PostProcess } from '../engines/types.ts';
import type { VoiceProfile } from './analyze.ts';
import type { BaseVoiceMeasure } from './base-voice-types.ts';
import { BASE_VOICES, RATE_CURVES } from './base-voices.ts';
import type { BaseLanguage } from './calibration.ts';
import { CALIBRATION_PITCH } from './calibration.ts';
import { DEFAULT_EMOTION_WEIGHT, emotionShape } from './emotions.ts';
import type { Emotion, EmotionShape } from './emotions.ts';
import { EQ_MAX_GAIN_DB } from './equalizer.ts';
import type { EqualizerCurve } from './equalizer.ts';
import { LTAS_BANDS_HZ, REFERENCE_BAND_RANGE_HZ } from './ltas.ts';

export interface CloneProsody {
  /** Time-stretch factor applied after synthesis (1 unless eSpeak's rate range ran out). */
  readonly tempo: number;
  /** F0 multiplier, 0.5–1.5. */
  readonly pitch: number;
  /** Linear gain, 0–2. */
  readonly volume: number;
}

/** What the settings aim at (for logs, tests and the curious). */
export interface CloneTarget {
  /** eSpeak voice id of the base, e.g. 'en-us+f3'. */
  readonly baseVoice: string;
  readonly medianF0: number;
  readonly spreadSemitones: number;
  /** Syllables per second the output should have. */
  readonly speakingRate: number;
  /** Overall speaking-rate factor against the base voice at 175 wpm. */
  readonly rateFactor: number;
}

export interface CloneSettings {
  readonly engineVoice: EspeakVoice;
  readonly prosody: CloneProsody;
  /** Omitted when the match needs less than 0.5 dB anywhere. */
  readonly eq?: EqualizerCurve;
  readonly target: CloneTarget;
}

/** The reference's rate over the base voice's is kept within these (estimates can mislead). */
const RATE_FACTOR_LIMITS = [0.6, 1.7] as const;
const ESPEAK_WPM = [80, 450] as const;
const TEMPO_LIMITS = [0.5, 2] as const;
const PITCH_LIMITS = [0.5, 1.5] as const;
/** Weight of LTAS distance (dB RMS) against F0 distance (semitones) when picking a variant. */
const ENVELOPE_WEIGHT = 0.25;
const EQ_FLOOR_HZ = 100;
const EQ_MIN_DB = 0.5;

const clamp = (v: number, [lo, hi]: readonly [number, number]): number =>
  Math.min(hi, Math.max(lo, v));
const round = (v: number, digits: number): number => Math.round(v * 10 ** digits) / 10 ** digits;

/** The eSpeak language to speak and the measurements to use, from a language code. */
export function resolveLanguage(lang: string): { espeakName: string; table: BaseLanguage } {
  const code = lang.trim().toLowerCase();
  if (code === '' || code === 'en' || code === 'en-us')
    return { espeakName: 'en-us', table: 'en-us' };
  if (code === 'zh' || code.startsWith('zh-') || code === 'cmn' || code.startsWith('cmn-')) {
    return { espeakName: 'cmn', table: 'cmn' };
  }
  if (code === 'yue') return { espeakName: 'yue', table: 'cmn' };
  return { espeakName: code, table: 'en-us' };
}

/** Piecewise-linear y(x) through points sorted by x; held beyond the ends. */
function interpolate(points: readonly (readonly [number, number])[], x: number): number {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (x <= first[0]) return first[1];
  if (x >= last[0]) return last[1];
  let i = 1;
  while (points[i]![0] < x) i++;
  const [x0, y0] = points[i - 1]!;
  const [x1, y1] = points[i]!;
  return y0 + ((x - x0) / (x1 - x0)) * (y1 - y0);
}

/** Inverse of a rising piecewise-linear curve (made monotone first); held beyond the ends. */
function invert(points: readonly (readonly [number, number])[], y: number): number {
  const swapped: [number, number][] = [];
  let top = -Infinity;
  for (const [x, v] of points) {
    if (v <= top) continue;
    top = v;
    swapped.push([v, x]);
  }
  return interpolate(swapped, y);
}

function envelopeDistance(profile: VoiceProfile, base: BaseVoiceMeasure): number {
  let sum = 0;
  let count = 0;
  LTAS_BANDS_HZ.forEach((hz, b) => {
    if (hz < 300 || hz > Math.min(5000, profile.bandwidthHz)) return;
    sum += (profile.spectralEnvelope[b]! - base.spectralEnvelope[b]!) ** 2;
    count++;
  });
  return count > 0 ? Math.sqrt(sum / count) : 0;
}

function pickBase(profile: VoiceProfile, table: BaseLanguage): BaseVoiceMeasure {
  let best: BaseVoiceMeasure | undefined;
  let bestScore = Infinity;
  for (const voice of BASE_VOICES) {
    if (voice.language !== table || voice.gender !== profile.gender) continue;
    const f0 = interpolate(
      voice.byRange.map(([range, hz]) => [range, hz] as const),
      50,
    );
    const score =
      Math.abs(12 * Math.log2(profile.medianF0 / f0)) +
      ENVELOPE_WEIGHT * envelopeDistance(profile, voice);
    if (score < bestScore) {
      best = voice;
      bestScore = score;
    }
  }
  if (!best) throw new Error(`no ${profile.gender} base voice measured for ${table}`);
  return best;
}

/** eSpeak wpm and the time-stretch left over for an overall rate factor. */
function rateSettings(table: BaseLanguage, rateFactor: number): { wpm: number; tempo: number } {
  const curve = RATE_CURVES[table];
  const wpm = Math.round(clamp(invert(curve, rateFactor), ESPEAK_WPM));
  const residual = rateFactor / interpolate(curve, wpm);
  const tempo = Math.abs(residual - 1) < 0.02 ? 1 : round(clamp(residual, TEMPO_LIMITS), 4);
  return { wpm, tempo };
}

function smooth(values: number[]): number[] {
  return values.map(
    (v, i) =>
      (values[Math.max(0, i - 1)]! + 2 * v + values[Math.min(values.length - 1, i + 1)]!) / 4,
  );
}

/** The timbre-matching curve; undefined when it would change less than 0.5 dB anywhere. */
function equalizerFor(
  profile: VoiceProfile,
  base: BaseVoiceMeasure,
  shape: EmotionShape,
): EqualizerCurve | undefined {
  const low = Math.max(EQ_FLOOR_HZ, profile.f0Low);
  const valid = LTAS_BANDS_HZ.map((hz) => hz >= low && hz <= profile.bandwidthHz);
  const raw = LTAS_BANDS_HZ.map((_, b) => profile.spectralEnvelope[b]! - base.spectralEnvelope[b]!);
  const firstValid = valid.indexOf(true);
  const lastValid = valid.lastIndexOf(true);
  if (firstValid < 0) return undefined;
  let gains = raw.map((g, b) => raw[clamp(b, [firstValid, lastValid])] ?? g);
  gains = smooth(smooth(gains));
  gains = gains.map((g, b) => {
    const octavesAbove1k = Math.log2(LTAS_BANDS_HZ[b]! / 1000);
    return octavesAbove1k > 0 ? g + shape.tiltDbPerOctave * octavesAbove1k : g;
  });
  const [lo, hi] = REFERENCE_BAND_RANGE_HZ;
  const core = gains.filter((_, b) => LTAS_BANDS_HZ[b]! >= lo && LTAS_BANDS_HZ[b]! <= hi);
  const mean = core.reduce((a, b) => a + b, 0) / core.length;
  const gainsDb = gains.map((g) => round(clamp(g - mean, [-EQ_MAX_GAIN_DB, EQ_MAX_GAIN_DB]), 1));
  if (gainsDb.every((g) => Math.abs(g) < EQ_MIN_DB)) return undefined;
  return { bandsHz: [...LTAS_BANDS_HZ], gainsDb };
}

/**
 * Settings that make the base voice follow `profile`, shaped by `emotion` at `emotionWeight`
 * (0–1), for text in `lang` ('en', 'zh' or another eSpeak language code).
 */
export function cloneSettings(
  profile: VoiceProfile,
  emotion: Emotion = 'neutral',
  emotionWeight: number = DEFAULT_EMOTION_WEIGHT,
  lang = 'en',
): CloneSettings {
  const { espeakName, table } = resolveLanguage(lang);
  const shape = emotionShape(emotion, emotionWeight);
  const base = pickBase(profile, table);

  const spread = profile.f0SpreadSemitones * shape.range;
  const range = Math.round(
    clamp(
      invert(
        base.byRange.map(([r, , st]) => [r, st] as const),
        spread,
      ),
      [0, 99],
    ),
  );
  const baseF0 = interpolate(
    base.byRange.map(([r, hz]) => [r, hz] as const),
    range,
  );
  const medianF0 = profile.medianF0 * shape.pitch;
  const pitch = round(clamp(medianF0 / baseF0, PITCH_LIMITS), 4);

  const fromReference = clamp(profile.speakingRate / base.speakingRate, RATE_FACTOR_LIMITS);
  const rateFactor = fromReference * shape.tempo;
  const { wpm, tempo } = rateSettings(table, rateFactor);
  const eq = equalizerFor(profile, base, shape);

  return {
    engineVoice: {
      engine: 'espeak',
      name: espeakName,
      variant: base.variant,
      pitch: CALIBRATION_PITCH,
      range,
      rate: wpm,
    },
    prosody: { tempo, pitch, volume: round(clamp(shape.volume, [0, 2]), 4) },
    ...(eq ? { eq } : {}),
    target: {
      baseVoice: `${espeakName}+${base.variant}`,
      medianF0: round(medianF0, 1),
      spreadSemitones: round(spread, 2),
      speakingRate: round(base.speakingRate * rateFactor, 2),
      rateFactor: round(rateFactor, 3),
    },
  };
}

/** The worker-side post-processing for one segment synthesized with `settings`. */
export function clonePostProcess(settings: CloneSettings, tailSilenceMs = 0): PostProcess {
  return {
    ...settings.prosody,
    tailSilenceMs,
    ...(settings.eq
      ? { eq: { bandsHz: [...settings.eq.bandsHz], gainsDb: [...settings.eq.gainsDb] } }
      : {}),
  };
}
