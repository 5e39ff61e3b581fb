/**
 * Measurements on mono float PCM: level (RMS, peak), the level of one frequency, signal-to-noise
 * ratio, and fundamental frequency (YIN) with its median over voiced frames.
 */

export function rms(pcm: Float32Array, from = 0, to = pcm.length): number {
  if (to <= from) return 0;
  let sum = 0;
  for (let i = from; i < to; i++) sum += pcm[i]! * pcm[i]!;
  return Math.sqrt(sum / (to - from));
}

export function peak(pcm: Float32Array, from = 0, to = pcm.length): number {
  let max = 0;
  for (let i = from; i < to; i++) max = Math.max(max, Math.abs(pcm[i]!));
  return max;
}

/**
 * Amplitude of the sinusoid at `frequency` Hz in pcm[from, to), measured through a Hann window
 * (a single-bin DFT): a full-scale sine at that frequency gives ≈ its amplitude, other
 * frequencies (more than a couple of bins away) give their leakage, far below.
 */
export function toneAmplitude(
  pcm: Float32Array,
  sampleRate: number,
  frequency: number,
  from = 0,
  to = pcm.length,
): number {
  const n = to - from;
  if (n <= 1) return 0;
  const w = (2 * Math.PI * frequency) / sampleRate;
  let re = 0;
  let im = 0;
  let windowSum = 0;
  for (let k = 0; k < n; k++) {
    const hann = 0.5 - 0.5 * Math.cos((2 * Math.PI * k) / (n - 1));
    const v = pcm[from + k]! * hann;
    re += v * Math.cos(w * (from + k));
    im += v * Math.sin(w * (from + k));
    windowSum += hann;
  }
  return (2 * Math.hypot(re, im)) / windowSum;
}

/** SNR in dB of `test` against `reference` (error = test − reference), over the common length. */
export function snrDb(reference: Float32Array, test: Float32Array): number {
  const n = Math.min(reference.length, test.length);
  let signal = 0;
  let noise = 0;
  for (let i = 0; i < n; i++) {
    signal += reference[i]! * reference[i]!;
    const e = test[i]! - reference[i]!;
    noise += e * e;
  }
  return noise === 0 ? Infinity : 10 * Math.log10(signal / noise);
}

/** Largest absolute difference between neighbouring samples (a click shows up as a jump). */
export function maxStep(pcm: Float32Array, from = 1, to = pcm.length): number {
  let max = 0;
  for (let i = Math.max(1, from); i < to; i++) max = Math.max(max, Math.abs(pcm[i]! - pcm[i - 1]!));
  return max;
}

export interface PitchOptions {
  /** Lowest F0 searched (default 60 Hz). */
  readonly minHz?: number;
  /** Highest F0 searched (default 800 Hz). */
  readonly maxHz?: number;
  /** Hop between frames in ms (default 10). */
  readonly hopMs?: number;
  /** YIN threshold on the cumulative-mean-normalised difference (default 0.15). */
  readonly threshold?: number;
  /** Frames quieter than this RMS count as unvoiced (default 0.01 ≈ −40 dBFS). */
  readonly silenceRms?: number;
}

export interface PitchTrack {
  /** F0 per frame in Hz; 0 for unvoiced or silent frames. */
  readonly f0: Float32Array;
  readonly hopSeconds: number;
  readonly voicedFrames: number;
  /** Median F0 over voiced frames (0 when none). */
  readonly medianHz: number;
  /** 10th and 90th percentile of voiced F0 (a measure of pitch range). */
  readonly p10Hz: number;
  readonly p90Hz: number;
}

/**
 * YIN pitch tracking (de Cheveigné & Kawahara 2002): per frame, the difference function
 * d(τ) = Σ (x[j] − x[j + τ])² over a window of one longest period, normalised by its running
 * mean; the first dip below the threshold (followed down to its minimum and refined by a
 * parabola) gives the period.
 */
export function trackPitch(
  pcm: Float32Array,
  sampleRate: number,
  options: PitchOptions = {},
): PitchTrack {
  const minHz = options.minHz ?? 60;
  const maxHz = options.maxHz ?? 800;
  const threshold = options.threshold ?? 0.15;
  const silence = options.silenceRms ?? 0.01;
  const hop = Math.max(1, Math.round(((options.hopMs ?? 10) * sampleRate) / 1000));
  const tauMin = Math.max(2, Math.floor(sampleRate / maxHz));
  const tauMax = Math.ceil(sampleRate / minHz);
  const window = tauMax;
  const span = window + tauMax + 1;
  const frames = pcm.length >= span ? Math.floor((pcm.length - span) / hop) + 1 : 0;
  const f0 = new Float32Array(frames);
  const diff = new Float64Array(tauMax + 2);
  const voiced: number[] = [];

  for (let f = 0; f < frames; f++) {
    const start = f * hop;
    if (rms(pcm, start, start + window) < silence) continue;
    for (let tau = 1; tau <= tauMax + 1; tau++) {
      let sum = 0;
      for (let j = start; j < start + window; j++) {
        const d = pcm[j]! - pcm[j + tau]!;
        sum += d * d;
      }
      diff[tau] = sum;
    }
    // Cumulative mean normalised difference, in place.
    diff[0] = 1;
    let running = 0;
    for (let tau = 1; tau <= tauMax + 1; tau++) {
      running += diff[tau]!;
      diff[tau] = running === 0 ? 1 : (diff[tau]! * tau) / running;
    }
    let found = -1;
    for (let tau = tauMin; tau <= tauMax; tau++) {
      if (diff[tau]! < threshold) {
        while (tau + 1 <= tauMax && diff[tau + 1]! < diff[tau]!) tau++;
        found = tau;
        break;
      }
    }
    if (found < 0) continue;
    const a = diff[found - 1]!;
    const b = diff[found]!;
    const c = diff[found + 1]!;
    const denominator = a - 2 * b + c;
    const shift = denominator > 0 ? (0.5 * (a - c)) / denominator : 0;
    const period = found + Math.max(-1, Math.min(1, shift));
    const hz = sampleRate / period;
    f0[f] = hz;
    voiced.push(hz);
  }

  voiced.sort((x, y) => x - y);
  return {
    f0,
    hopSeconds: hop / sampleRate,
    voicedFrames: voiced.length,
    medianHz: percentile(voiced, 0.5),
    p10Hz: percentile(voiced, 0.1),
    p90Hz: percentile(voiced, 0.9),
  };
}

/** Linear-interpolated percentile of an ascending array (0 when empty). */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const at = q * (sorted.length - 1);
  const low = Math.floor(at);
  const high = Math.min(sorted.length - 1, low + 1);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

/** Median F0 in Hz over voiced frames (0 when nothing is voiced). */
export function medianF0(pcm: Float32Array, sampleRate: number, options?: PitchOptions): number {
  return trackPitch(pcm, sampleRate, options).medianHz;
}
