/**
 * Long-term average spectrum (LTAS): the power spectrum averaged over every active frame of a
 * clip, read on a fixed log-frequency grid of 32 bands from 80 Hz to 8 kHz (≈ 0.21 octave each).
 * Averaged over seconds of speech, phonetic detail cancels out and what is left is the speaker's
 * (or synthesizer's) timbre: formant regions, spectral tilt, breathiness.
 */

import { fft, hann } from './fft.ts';

export const LTAS_LOW_HZ = 80;
export const LTAS_HIGH_HZ = 8000;
export const LTAS_BANDS = 32;

/** Band edges, LTAS_BANDS + 1 of them, geometrically spaced. */
export const LTAS_EDGES_HZ: readonly number[] = Array.from(
  { length: LTAS_BANDS + 1 },
  (_, k) => LTAS_LOW_HZ * (LTAS_HIGH_HZ / LTAS_LOW_HZ) ** (k / LTAS_BANDS),
);

/** Band centres (geometric means of the edges), rounded to 0.1 Hz. */
export const LTAS_BANDS_HZ: readonly number[] = Array.from(
  { length: LTAS_BANDS },
  (_, k) => Math.round(Math.sqrt(LTAS_EDGES_HZ[k]! * LTAS_EDGES_HZ[k + 1]!) * 10) / 10,
);

/** Bands whose mean level is taken as 0 dB when envelopes are compared (speech's core). */
export const REFERENCE_BAND_RANGE_HZ = [200, 4000] as const;

const FRAME = 2048;
const HOP = 1024;
/** Frames this far below the loud (95th percentile) frames are pauses or noise: left out. */
const ACTIVE_RANGE_DB = 30;

/**
 * Levels in dB of each LTAS band, normalised so the bands inside REFERENCE_BAND_RANGE_HZ average
 * 0 dB (the shape, independent of the recording level). Expects ≥ 1 frame of 2,048 samples.
 *
 * Bands narrower than `minWidthHz` are read over that width around their centre. Pass about two
 * harmonic spacings (2 × median F0): the narrow low bands would otherwise show where the
 * harmonics of this particular voice fall rather than its envelope, and two voices at different
 * pitches could not be compared there.
 */
export function longTermSpectrum(pcm: Float32Array, sampleRate: number, minWidthHz = 0): number[] {
  const window = hann(FRAME);
  const frames = pcm.length >= FRAME ? Math.floor((pcm.length - FRAME) / HOP) + 1 : 0;
  const energies = new Float64Array(frames);
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    for (let i = f * HOP; i < f * HOP + FRAME; i++) sum += pcm[i]! * pcm[i]!;
    energies[f] = sum;
  }
  const sorted = Float64Array.from(energies).sort();
  const loud = sorted[Math.floor(0.95 * (sorted.length - 1))] ?? 0;
  const gate = loud * 10 ** (-ACTIVE_RANGE_DB / 10);

  const bins = FRAME / 2 + 1;
  const power = new Float64Array(bins);
  const re = new Float64Array(FRAME);
  const im = new Float64Array(FRAME);
  let used = 0;
  for (let f = 0; f < frames; f++) {
    if (energies[f]! < gate || energies[f]! === 0) continue;
    im.fill(0);
    for (let i = 0; i < FRAME; i++) re[i] = pcm[f * HOP + i]! * window[i]!;
    fft(re, im);
    for (let k = 0; k < bins; k++) power[k]! += re[k]! * re[k]! + im[k]! * im[k]!;
    used++;
  }
  if (used > 0) for (let k = 0; k < bins; k++) power[k]! /= used;
  return normaliseBands(bandLevels(power, sampleRate, minWidthHz));
}

/**
 * Mean power of the bins inside each band (widened to `minWidthHz` around its centre); a band
 * holding fewer than two bins reads the spectrum at its centre.
 */
function bandLevels(power: Float64Array, sampleRate: number, minWidthHz: number): number[] {
  const binHz = sampleRate / FRAME;
  const at = (hz: number): number => {
    const x = hz / binHz;
    const i = Math.min(power.length - 2, Math.floor(x));
    return power[i]! + (power[i + 1]! - power[i]!) * (x - i);
  };
  const levels: number[] = [];
  for (let b = 0; b < LTAS_BANDS; b++) {
    const centre = LTAS_BANDS_HZ[b]!;
    const widen = LTAS_EDGES_HZ[b + 1]! - LTAS_EDGES_HZ[b]! < minWidthHz;
    const lo = widen ? Math.max(0, centre - minWidthHz / 2) : LTAS_EDGES_HZ[b]!;
    const hi = widen ? centre + minWidthHz / 2 : LTAS_EDGES_HZ[b + 1]!;
    let sum = 0;
    let count = 0;
    for (let k = Math.ceil(lo / binHz); k * binHz < hi && k < power.length; k++) {
      sum += power[k]!;
      count++;
    }
    const mean = count >= 2 ? sum / count : at(centre);
    levels.push(10 * Math.log10(mean + 1e-20));
  }
  return levels;
}

function normaliseBands(levels: number[]): number[] {
  const [lo, hi] = REFERENCE_BAND_RANGE_HZ;
  let sum = 0;
  let count = 0;
  LTAS_BANDS_HZ.forEach((hz, b) => {
    if (hz >= lo && hz <= hi) {
      sum += levels[b]!;
      count++;
    }
  });
  const mean = sum / count;
  return levels.map((db) => Math.round((db - mean) * 100) / 100);
}

/**
 * The highest frequency up to which a clip has content: the top edge of the highest band within
 * 55 dB of the loudest band, and below 0.45 × the clip's own sample rate (a 16 kHz recording has
 * nothing above 8 kHz; a low-bitrate MP3 is cut lower still).
 */
export function contentBandwidthHz(levels: readonly number[], originalRate: number): number {
  const loudest = Math.max(...levels);
  let top = 0;
  for (let b = 0; b < levels.length; b++) {
    if (levels[b]! >= loudest - 55 && LTAS_BANDS_HZ[b]! <= 0.45 * originalRate) top = b;
  }
  return Math.round(Math.min(LTAS_EDGES_HZ[top + 1]!, 0.45 * originalRate));
}
