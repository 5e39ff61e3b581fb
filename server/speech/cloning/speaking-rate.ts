/**
 * Speaking rate as syllables per second of speech (articulation rate: pauses excluded), counted
 * as syllable nuclei in the energy envelope — after de Jong & Wempe (2009, "Praat script to
 * detect syllable nuclei"), simplified:
 *
 * 1. Envelope: energy of the 300–2,500 Hz band (where vowels are loudest) in 23 ms frames every
 *    10 ms, in dB, smoothed over 50 ms.
 * 2. Speech-active time: frames within 25 dB of the loud (95th percentile) level and 6 dB over
 *    the noise floor (10th percentile), with gaps shorter than 250 ms (stop closures) filled.
 * 3. Nuclei: local maxima at most 20 dB below the loud level, in voiced speech, separated from
 *    the previous nucleus by a dip of at least 2 dB (otherwise the louder of the two is kept).
 *    A frame is voiced when its normalised autocorrelation (36 ms Hann frame, divided by the
 *    window's own autocorrelation, after Boersma 1993) peaks above 0.45 at a lag of 60–500 Hz,
 *    within ±20 ms of the peak.
 *
 * The count is not a phonetician's syllable count (diphthongs, syllabic consonants and quick
 * unstressed syllables are missed or merged), but the same estimator runs on the reference and
 * on the synthesizer's voice, so their ratio is what matters.
 */

import { fft, hann, nextPowerOfTwo } from './fft.ts';

export interface SpeakingRate {
  /** Syllable nuclei per second of speech-active time (0 when nothing was active). */
  readonly syllablesPerSecond: number;
  readonly syllables: number;
  readonly activeSeconds: number;
}

const HOP_SECONDS = 0.01;
const FRAME = 512;
const BAND_HZ = [300, 2500] as const;
const ACTIVE_RANGE_DB = 25;
const NOISE_MARGIN_DB = 6;
const GAP_FILL_SECONDS = 0.25;
const PEAK_RANGE_DB = 20;
const MIN_DIP_DB = 2;
const VOICING_FRAME_SECONDS = 0.036;
const VOICING_THRESHOLD = 0.45;
const VOICING_TOLERANCE_FRAMES = 2;
const F0_RANGE_HZ = [60, 500] as const;

function percentileOf(values: Float64Array, q: number): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.floor(q * (sorted.length - 1))] ?? 0;
}

/** Band energy in dB per 10 ms frame, smoothed with a 5-frame triangle. */
function envelopeDb(pcm: Float32Array, sampleRate: number): Float64Array {
  const hop = Math.round(HOP_SECONDS * sampleRate);
  const frames = pcm.length >= FRAME ? Math.floor((pcm.length - FRAME) / hop) + 1 : 0;
  const window = hann(FRAME);
  const re = new Float64Array(FRAME);
  const im = new Float64Array(FRAME);
  const lo = Math.ceil((BAND_HZ[0] * FRAME) / sampleRate);
  const hi = Math.min(FRAME / 2, Math.floor((BAND_HZ[1] * FRAME) / sampleRate));
  const raw = new Float64Array(frames);
  for (let f = 0; f < frames; f++) {
    im.fill(0);
    for (let i = 0; i < FRAME; i++) re[i] = pcm[f * hop + i]! * window[i]!;
    fft(re, im);
    let sum = 0;
    for (let k = lo; k <= hi; k++) sum += re[k]! * re[k]! + im[k]! * im[k]!;
    raw[f] = 10 * Math.log10(sum + 1e-12);
  }
  const weights = [1, 2, 3, 2, 1];
  const smooth = new Float64Array(frames);
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    let total = 0;
    for (let j = -2; j <= 2; j++) {
      const v = raw[f + j];
      if (v === undefined) continue;
      sum += weights[j + 2]! * v;
      total += weights[j + 2]!;
    }
    smooth[f] = sum / total;
  }
  return smooth;
}

/**
 * Whether the signal is periodic around an envelope frame's centre (computed on demand: only
 * candidate nuclei are asked). The autocorrelation of the windowed frame comes from its power
 * spectrum (zero-padded, so not circular) and is divided by the window's own autocorrelation,
 * which undoes the taper's decay with lag.
 */
function voicing(pcm: Float32Array, sampleRate: number): (frame: number) => boolean {
  const hop = Math.round(HOP_SECONDS * sampleRate);
  const length = Math.round(VOICING_FRAME_SECONDS * sampleRate);
  const size = nextPowerOfTwo(2 * length);
  const window = hann(length);
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  const autocorrelate = (): void => {
    fft(re, im);
    for (let k = 0; k < size; k++) {
      re[k] = re[k]! * re[k]! + im[k]! * im[k]!;
      im[k] = 0;
    }
    fft(re, im, true);
  };
  re.set(window);
  autocorrelate();
  const windowAc = Float64Array.from(re);
  const minLag = Math.floor(sampleRate / F0_RANGE_HZ[1]);
  const maxLag = Math.min(length - 1, Math.ceil(sampleRate / F0_RANGE_HZ[0]));
  const known = new Map<number, boolean>();
  return (frame) => {
    const cached = known.get(frame);
    if (cached !== undefined) return cached;
    const start = frame * hop + FRAME / 2 - Math.floor(length / 2);
    re.fill(0);
    im.fill(0);
    for (let i = 0; i < length; i++) re[i] = (pcm[start + i] ?? 0) * window[i]!;
    autocorrelate();
    const energy = re[0]!;
    let best = 0;
    if (energy > 0) {
      for (let lag = minLag; lag <= maxLag; lag++) {
        best = Math.max(best, re[lag]! / energy / (windowAc[lag]! / windowAc[0]!));
      }
    }
    const periodic = best > VOICING_THRESHOLD;
    known.set(frame, periodic);
    return periodic;
  };
}

/** Estimates the speaking rate of mono PCM. */
export function estimateSpeakingRate(pcm: Float32Array, sampleRate: number): SpeakingRate {
  const env = envelopeDb(pcm, sampleRate);
  const n = env.length;
  if (n === 0) return { syllablesPerSecond: 0, syllables: 0, activeSeconds: 0 };
  const loud = percentileOf(env, 0.95);
  const floor = percentileOf(env, 0.1);
  const activeGate = Math.max(loud - ACTIVE_RANGE_DB, floor + NOISE_MARGIN_DB);

  const active = new Uint8Array(n);
  for (let f = 0; f < n; f++) active[f] = env[f]! > activeGate ? 1 : 0;
  const maxGap = Math.round(GAP_FILL_SECONDS / HOP_SECONDS);
  let last = -1;
  for (let f = 0; f < n; f++) {
    if (!active[f]) continue;
    if (last >= 0 && f - last - 1 <= maxGap) active.fill(1, last + 1, f);
    last = f;
  }
  let activeFrames = 0;
  for (let f = 0; f < n; f++) activeFrames += active[f]!;

  const peakGate = Math.max(loud - PEAK_RANGE_DB, activeGate);
  const periodic = voicing(pcm, sampleRate);
  const voiced = (f: number): boolean => {
    for (let g = f - VOICING_TOLERANCE_FRAMES; g <= f + VOICING_TOLERANCE_FRAMES; g++) {
      if (g >= 0 && g < n && periodic(g)) return true;
    }
    return false;
  };
  const nuclei: number[] = [];
  for (let f = 1; f < n - 1; f++) {
    const v = env[f]!;
    if (!(v > env[f - 1]! && v >= env[f + 1]!) || v < peakGate || !active[f] || !voiced(f)) {
      continue;
    }
    const previous = nuclei[nuclei.length - 1];
    if (previous === undefined) {
      nuclei.push(f);
      continue;
    }
    let dip = Infinity;
    for (let g = previous; g <= f; g++) dip = Math.min(dip, env[g]!);
    if (Math.min(env[previous]!, v) - dip >= MIN_DIP_DB) nuclei.push(f);
    else if (v > env[previous]!) nuclei[nuclei.length - 1] = f;
  }
  const activeSeconds = activeFrames * HOP_SECONDS;
  return {
    syllablesPerSecond: activeSeconds > 0 ? nuclei.length / activeSeconds : 0,
    syllables: nuclei.length,
    activeSeconds,
  };
}
