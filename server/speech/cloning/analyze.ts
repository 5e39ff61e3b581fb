/**
 * What gamma-tts-2 measures in a reference clip: pitch level and range (YIN), speaking rate
 * (syllable nuclei, speaking-rate.ts), and timbre as a long-term average spectrum (ltas.ts)
 * read over at least two harmonic spacings, so it follows the envelope, not the harmonics.
 *
 * The clip is converted to 22,050 Hz (the rate of the eSpeak voices it is compared with), its DC
 * removed and its level normalised (95th-percentile 20 ms RMS → 0.1), so the result does not
 * depend on how loud or at what rate it was recorded. Pitch is tracked with YIN on a copy
 * decimated to 7,350 Hz (50–500 Hz, threshold 0.25, 20 ms hop: plenty for level and range);
 * voiced runs of a single frame are dropped as spurious. The whole analysis takes ≈ 0.25 s for
 * a 30 s clip on this machine — synchronous, so callers may want it off the HTTP thread.
 */

import { percentile, trackPitch } from '../audio/analysis.ts';
import { resample } from '../audio/resample.ts';
import { contentBandwidthHz, longTermSpectrum } from './ltas.ts';
import { ReferenceAudioError } from './reference-error.ts';
import { estimateSpeakingRate } from './speaking-rate.ts';

export type VoiceGender = 'female' | 'male';

export interface VoiceProfile {
  /** Median F0 over voiced frames, Hz. */
  readonly medianF0: number;
  /** 10th and 90th percentiles of voiced F0, Hz. */
  readonly f0Low: number;
  readonly f0High: number;
  /** Pitch range: 12·log2(f0High / f0Low), semitones. */
  readonly f0SpreadSemitones: number;
  /** Syllables per second of speech (pauses excluded); see speaking-rate.ts. */
  readonly speakingRate: number;
  /** LTAS in dB on LTAS_BANDS_HZ (32 bands, 80 Hz–8 kHz), 0 dB = mean of 200 Hz–4 kHz. */
  readonly spectralEnvelope: readonly number[];
  /** Highest frequency with content; envelope bands above it mean nothing. */
  readonly bandwidthHz: number;
  /** From F0 alone: male below GENDER_THRESHOLD_HZ median F0, female above. */
  readonly gender: VoiceGender;
  readonly voicedSeconds: number;
  readonly activeSeconds: number;
  readonly seconds: number;
}

export const ANALYSIS_RATE = 22_050;
const DECIMATION = 3;
const PITCH_RATE = ANALYSIS_RATE / DECIMATION;
/** Anti-aliasing low-pass before decimation: Hann-windowed sinc, cutoff 3.3 kHz. */
const DECIMATION_FIR = (() => {
  const taps = 63;
  const half = (taps - 1) / 2;
  const cutoff = 3300 / ANALYSIS_RATE;
  const h = new Float64Array(taps);
  let sum = 0;
  for (let k = 0; k < taps; k++) {
    const t = k - half;
    const sinc = t === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * t) / (Math.PI * t);
    h[k] = sinc * (0.5 + 0.5 * Math.cos((Math.PI * t) / (half + 1)));
    sum += h[k]!;
  }
  return h.map((v) => v / sum);
})();
/** Between typical adult male (≈ 120 Hz) and female (≈ 210 Hz) median F0. */
export const GENDER_THRESHOLD_HZ = 160;
const PITCH_OPTIONS = { minHz: 50, maxHz: 500, hopMs: 20, threshold: 0.25, silenceRms: 0.005 };
const MIN_VOICED_RUN = 2;
/** Less voiced speech than this cannot give a pitch level. */
const MIN_VOICED_SECONDS = 0.3;

/** DC removed and level normalised: the 95th percentile of 20 ms frame RMS becomes 0.1. */
function normalise(pcm: Float32Array, sampleRate: number): Float32Array {
  let mean = 0;
  for (let i = 0; i < pcm.length; i++) mean += pcm[i]!;
  mean /= pcm.length || 1;
  const frame = Math.round(0.02 * sampleRate);
  const levels: number[] = [];
  for (let start = 0; start + frame <= pcm.length; start += frame) {
    let sum = 0;
    for (let i = start; i < start + frame; i++) sum += (pcm[i]! - mean) ** 2;
    levels.push(Math.sqrt(sum / frame));
  }
  levels.sort((a, b) => a - b);
  const loud = percentile(levels, 0.95);
  const gain = loud > 0 ? 0.1 / loud : 1;
  const out = new Float32Array(pcm.length);
  for (let i = 0; i < pcm.length; i++) out[i] = (pcm[i]! - mean) * gain;
  return out;
}

/** Low-pass filtered and every DECIMATION-th sample kept (time-aligned). */
function decimate(pcm: Float32Array): Float32Array {
  const half = (DECIMATION_FIR.length - 1) / 2;
  const out = new Float32Array(Math.ceil(pcm.length / DECIMATION));
  for (let m = 0; m < out.length; m++) {
    const centre = m * DECIMATION;
    let acc = 0;
    const from = Math.max(0, half - centre);
    const to = Math.min(DECIMATION_FIR.length, pcm.length - centre + half);
    for (let k = from; k < to; k++) acc += DECIMATION_FIR[k]! * pcm[centre + k - half]!;
    out[m] = acc;
  }
  return out;
}

/** F0 per 20 ms frame with voiced runs shorter than MIN_VOICED_RUN frames cleared. */
function voicedF0(pcm: Float32Array): { f0: Float32Array; hopSeconds: number } {
  const track = trackPitch(decimate(pcm), PITCH_RATE, PITCH_OPTIONS);
  const f0 = Float32Array.from(track.f0);
  let runStart = -1;
  for (let f = 0; f <= f0.length; f++) {
    const voiced = f < f0.length && f0[f]! > 0;
    if (voiced && runStart < 0) runStart = f;
    if (!voiced && runStart >= 0) {
      if (f - runStart < MIN_VOICED_RUN) f0.fill(0, runStart, f);
      runStart = -1;
    }
  }
  return { f0, hopSeconds: track.hopSeconds };
}

/**
 * Measures a reference voice. Throws ReferenceAudioError 'invalid_reference_audio' when the clip
 * holds too little voiced speech to measure.
 */
export function analyzeReference(pcm: Float32Array, sampleRate: number): VoiceProfile {
  const audio = normalise(
    sampleRate === ANALYSIS_RATE ? pcm : resample(pcm, sampleRate, ANALYSIS_RATE),
    ANALYSIS_RATE,
  );
  const { f0, hopSeconds } = voicedF0(audio);
  const voiced: number[] = [];
  for (const hz of f0) if (hz > 0) voiced.push(hz);
  voiced.sort((a, b) => a - b);
  const voicedSeconds = voiced.length * hopSeconds;
  if (voicedSeconds < MIN_VOICED_SECONDS) {
    throw new ReferenceAudioError(
      'invalid_reference_audio',
      `The reference holds ${voicedSeconds.toFixed(2)} s of voiced speech; at least ` +
        `${MIN_VOICED_SECONDS} s is needed to measure a voice.`,
    );
  }
  const medianF0 = percentile(voiced, 0.5);
  const f0Low = percentile(voiced, 0.1);
  const f0High = percentile(voiced, 0.9);

  const rate = estimateSpeakingRate(audio, ANALYSIS_RATE);
  const spectralEnvelope = longTermSpectrum(audio, ANALYSIS_RATE, 2 * medianF0);

  return {
    medianF0: round(medianF0, 1),
    f0Low: round(f0Low, 1),
    f0High: round(f0High, 1),
    f0SpreadSemitones: round(12 * Math.log2(f0High / f0Low), 2),
    speakingRate: round(rate.syllablesPerSecond, 2),
    spectralEnvelope,
    bandwidthHz: contentBandwidthHz(spectralEnvelope, sampleRate),
    gender: medianF0 < GENDER_THRESHOLD_HZ ? 'male' : 'female',
    voicedSeconds: round(voicedSeconds, 2),
    activeSeconds: round(rate.activeSeconds, 2),
    seconds: round(pcm.length / sampleRate, 3),
  };
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
