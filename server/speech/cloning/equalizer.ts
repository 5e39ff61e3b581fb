/**
 * The timbre-matching equalizer of gamma-tts-2, run by the engine worker after tempo, pitch and
 * volume (engines/post-process.ts).
 *
 * A curve (gain in dB at ascending band centres) becomes a linear-phase FIR by frequency
 * sampling: the gain is interpolated on a log-frequency axis (held flat below the first and above
 * the last band), sampled on a fine FFT grid with zero phase, transformed back to a symmetric
 * impulse response and shortened with a Hann window. The filter spans ≈ 23 ms (511 taps at
 * 22,050 Hz), so its frequency resolution is ≈ 90 Hz — enough for a smooth envelope.
 *
 * Filtering is FFT overlap-add with the group delay removed: the output has the input's length
 * and timing, so word times stay valid. Each clip is filtered as if silence surrounded it; the
 * ringing that would spill past either edge (at most half the filter, ≈ 11.6 ms) is dropped.
 * eSpeak starts every clip with ≥ 12 ms of silence and segments are followed by their pause, so
 * the clip edges are quiet and nothing audible is lost: no click appears where clips join.
 * A look-ahead peak limiter then keeps boosted peaks below full scale.
 */

import { limitPeaks } from '../audio/limiter.ts';
import { fft, nextPowerOfTwo } from './fft.ts';

export interface EqualizerCurve {
  /** Band centres in Hz, strictly ascending, > 0. */
  readonly bandsHz: readonly number[];
  /** Gain at each band centre in dB. */
  readonly gainsDb: readonly number[];
}

/** Largest boost or cut a curve may ask for. */
export const EQ_MAX_GAIN_DB = 12;
/** Half the filter's span in seconds (≈ 11.6 ms: 255 taps each side at 22,050 Hz). */
const HALF_SPAN_SECONDS = 255 / 22_050;
/** Gains this close to 0 dB everywhere leave the audio untouched. */
const FLAT_DB = 0.01;

/** Throws a RangeError unless the curve is usable. */
export function checkCurve(curve: EqualizerCurve): void {
  const { bandsHz, gainsDb } = curve;
  if (bandsHz.length === 0 || bandsHz.length !== gainsDb.length) {
    throw new RangeError('equalizer: bandsHz and gainsDb must be non-empty and equally long');
  }
  for (let i = 0; i < bandsHz.length; i++) {
    const hz = bandsHz[i]!;
    const db = gainsDb[i]!;
    if (!Number.isFinite(hz) || hz <= 0 || (i > 0 && hz <= bandsHz[i - 1]!)) {
      throw new RangeError('equalizer: bandsHz must be positive and strictly ascending');
    }
    if (!Number.isFinite(db) || Math.abs(db) > EQ_MAX_GAIN_DB + 1e-9) {
      throw new RangeError(`equalizer: gains must be finite and within ±${EQ_MAX_GAIN_DB} dB`);
    }
  }
}

/** The curve's gain in dB at `hz`: linear in log-frequency between bands, held outside. */
export function curveGainDb(curve: EqualizerCurve, hz: number): number {
  const { bandsHz, gainsDb } = curve;
  const last = bandsHz.length - 1;
  if (hz <= bandsHz[0]!) return gainsDb[0]!;
  if (hz >= bandsHz[last]!) return gainsDb[last]!;
  let i = 1;
  while (bandsHz[i]! < hz) i++;
  const lo = Math.log(bandsHz[i - 1]!);
  const t = (Math.log(hz) - lo) / (Math.log(bandsHz[i]!) - lo);
  return gainsDb[i - 1]! + t * (gainsDb[i]! - gainsDb[i - 1]!);
}

/** Odd tap count for a sample rate (511 at 22,050 Hz). */
export function equalizerTaps(sampleRate: number): number {
  return 2 * Math.max(8, Math.round(HALF_SPAN_SECONDS * sampleRate)) + 1;
}

/** A symmetric (linear-phase) FIR whose magnitude response follows the curve. */
export function designEqualizer(
  curve: EqualizerCurve,
  sampleRate: number,
  taps = equalizerTaps(sampleRate),
): Float64Array {
  checkCurve(curve);
  if (!Number.isInteger(taps) || taps < 3 || taps % 2 === 0) {
    throw new RangeError(`equalizer: taps must be an odd integer ≥ 3, got ${taps}`);
  }
  const half = (taps - 1) / 2;
  const size = nextPowerOfTwo(8 * taps);
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  for (let k = 0; k <= size / 2; k++) {
    const gain = 10 ** (curveGainDb(curve, (k * sampleRate) / size) / 20);
    re[k] = gain;
    if (k > 0 && k < size / 2) re[size - k] = gain;
  }
  fft(re, im, true);
  // The zero-phase response is even; mirroring one side makes the FIR exactly symmetric.
  const fir = new Float64Array(taps);
  for (let n = 0; n <= half; n++) {
    const window = 0.5 + 0.5 * Math.cos((Math.PI * n) / (half + 1));
    fir[half + n] = re[n]! * window;
    fir[half - n] = re[n]! * window;
  }
  return fir;
}

/**
 * Convolves with a symmetric FIR and removes its delay: out[n] = Σ fir[k]·x[n + half − k], with
 * silence assumed outside the input. Output length = input length. Two real blocks share one
 * complex FFT (real and imaginary parts), since the filter is real.
 */
export function convolveCentered(input: Float32Array, fir: Float64Array): Float32Array {
  const taps = fir.length;
  const half = (taps - 1) / 2;
  const n = input.length;
  if (n === 0) return new Float32Array(0);
  const size = nextPowerOfTwo(4 * taps);
  const block = size - taps + 1;
  const hRe = new Float64Array(size);
  const hIm = new Float64Array(size);
  hRe.set(fir);
  fft(hRe, hIm);

  const acc = new Float64Array(n + taps - 1);
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  for (let start = 0; start < n; start += 2 * block) {
    re.fill(0);
    im.fill(0);
    const second = start + block;
    for (let i = 0; i < block && start + i < n; i++) re[i] = input[start + i]!;
    for (let i = 0; i < block && second + i < n; i++) im[i] = input[second + i]!;
    fft(re, im);
    for (let k = 0; k < size; k++) {
      const xr = re[k]!;
      const xi = im[k]!;
      re[k] = xr * hRe[k]! - xi * hIm[k]!;
      im[k] = xr * hIm[k]! + xi * hRe[k]!;
    }
    fft(re, im, true);
    for (let i = 0; i < size && start + i < acc.length; i++) acc[start + i]! += re[i]!;
    if (second < n) {
      for (let i = 0; i < size && second + i < acc.length; i++) acc[second + i]! += im[i]!;
    }
  }
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = acc[i + half]!;
  return out;
}

const designs = new Map<string, Float64Array>();
const MAX_DESIGNS = 8;

function cachedDesign(curve: EqualizerCurve, sampleRate: number): Float64Array {
  const key = `${sampleRate}|${curve.bandsHz.join(',')}|${curve.gainsDb.join(',')}`;
  let fir = designs.get(key);
  if (!fir) {
    fir = designEqualizer(curve, sampleRate);
    if (designs.size >= MAX_DESIGNS) designs.delete(designs.keys().next().value as string);
    designs.set(key, fir);
  }
  return fir;
}

/**
 * Applies the curve to one clip of mono PCM; returns a new array of the same length (the input
 * is never modified). Peaks above −0.45 dBFS are limited afterwards.
 */
export function applyEqualizer(
  pcm: Float32Array,
  sampleRate: number,
  curve: EqualizerCurve,
): Float32Array {
  checkCurve(curve);
  if (curve.gainsDb.every((g) => Math.abs(g) < FLAT_DB) || pcm.length === 0) return pcm.slice();
  return limitPeaks(convolveCentered(pcm, cachedDesign(curve, sampleRate)), sampleRate);
}
