/**
 * In-place iterative radix-2 complex FFT (Cooley–Tukey, decimation in time) on separate real
 * and imaginary arrays. Twiddle factors and the bit-reversal permutation are computed once per
 * size and cached. Deterministic: the same input always gives bit-identical output.
 */

interface Plan {
  readonly size: number;
  readonly cos: Float64Array;
  readonly sin: Float64Array;
  readonly reversed: Uint32Array;
}

const plans = new Map<number, Plan>();

function planFor(size: number): Plan {
  const cached = plans.get(size);
  if (cached) return cached;
  if (!Number.isInteger(size) || size < 2 || (size & (size - 1)) !== 0) {
    throw new RangeError(`FFT size must be a power of two ≥ 2, got ${size}`);
  }
  const half = size / 2;
  const cos = new Float64Array(half);
  const sin = new Float64Array(half);
  for (let k = 0; k < half; k++) {
    cos[k] = Math.cos((2 * Math.PI * k) / size);
    sin[k] = Math.sin((2 * Math.PI * k) / size);
  }
  const bits = Math.log2(size);
  const reversed = new Uint32Array(size);
  for (let i = 0; i < size; i++) {
    let r = 0;
    for (let b = 0, v = i; b < bits; b++, v >>= 1) r = (r << 1) | (v & 1);
    reversed[i] = r;
  }
  const plan: Plan = { size, cos, sin, reversed };
  plans.set(size, plan);
  return plan;
}

/**
 * Transforms (re, im) in place: forward X[k] = Σ x[n]·e^(−2πikn/N), or with `inverse` the
 * inverse transform including the 1/N scale.
 */
export function fft(re: Float64Array, im: Float64Array, inverse = false): void {
  const n = re.length;
  if (im.length !== n) throw new RangeError('fft: re and im differ in length');
  const { cos, sin, reversed } = planFor(n);
  for (let i = 0; i < n; i++) {
    const j = reversed[i]!;
    if (j > i) {
      const tr = re[i]!;
      re[i] = re[j]!;
      re[j] = tr;
      const ti = im[i]!;
      im[i] = im[j]!;
      im[j] = ti;
    }
  }
  const sign = inverse ? 1 : -1;
  for (let length = 2; length <= n; length <<= 1) {
    const half = length >> 1;
    const stride = n / length;
    for (let start = 0; start < n; start += length) {
      for (let k = 0; k < half; k++) {
        const wr = cos[k * stride]!;
        const wi = sign * sin[k * stride]!;
        const a = start + k;
        const b = a + half;
        const xr = re[b]! * wr - im[b]! * wi;
        const xi = re[b]! * wi + im[b]! * wr;
        re[b] = re[a]! - xr;
        im[b] = im[a]! - xi;
        re[a]! += xr;
        im[a]! += xi;
      }
    }
  }
  if (inverse) {
    for (let i = 0; i < n; i++) {
      re[i]! /= n;
      im[i]! /= n;
    }
  }
}

/** Smallest power of two ≥ n (and ≥ 2). */
export function nextPowerOfTwo(n: number): number {
  let size = 2;
  while (size < n) size *= 2;
  return size;
}

/** Periodic Hann window of `length` samples (for spectral analysis frames). */
export function hann(length: number): Float64Array {
  const w = new Float64Array(length);
  for (let i = 0; i < length; i++) w[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / length);
  return w;
}
