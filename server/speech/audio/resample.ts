/**
 * Band-limited sample-rate conversion between arbitrary integer rates.
 *
 * A Kaiser-windowed sinc low-pass, evaluated as a polyphase filter bank: output sample n sits
 * at input time n * inRate / outRate, and its value is the dot product of the input around that
 * time with the filter row for the fractional part. The cutoff follows the lower of the two
 * Nyquist frequencies (so downsampling does not alias and upsampling leaves no images), with a
 * stopband of about −90 dB.
 *
 * Output is time-aligned with the input (no filter delay) and its length is
 * ceil(inputLength * outRate / inRate). Each output sample depends only on the input samples
 * around it, so feeding the same signal in any chunking gives bit-identical output.
 */

import { kernelRows, runFilter, type KernelRows } from './filter-kernel.ts';

/** Zero crossings of the sinc on each side, counted at the lower of the two rates. */
const ZERO_CROSSINGS = 32;
/** Kaiser β for ≈ 90 dB of stopband attenuation. */
const KAISER_BETA = 9;
/**
 * Fraction of the lower Nyquist frequency where the transition band is centred. With 64 taps
 * (at the lower rate) and β = 9 the transition is ≈ 0.09 of that rate wide, so centring it at
 * 0.91 × Nyquist puts the stopband edge at Nyquist: passband flat to ≈ 0.82 × Nyquist.
 */
const CUTOFF = 0.91;
/** Above this many phases the filter bank is tabulated coarser and interpolated. */
const MAX_EXACT_PHASES = 1024;
const TABLE_PHASES = 1024;
/** Below this many outputs in a row a kernel call costs more than it saves. */
const KERNEL_MIN_RUN = 32;

export interface Resampler {
  readonly inputRate: number;
  readonly outputRate: number;
  /**
   * Feeds input samples; returns every output sample that can already be computed (only to be
   * read: at equal rates it is `input` itself).
   */
  push(input: Float32Array): Float32Array;
  /** Treats the input as ended (zeros after it) and returns the remaining output samples. */
  flush(): Float32Array;
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** Zeroth-order modified Bessel function of the first kind (power series). */
function besselI0(x: number): number {
  const q = (x * x) / 4;
  let term = 1;
  let sum = 1;
  for (let k = 1; k < 64; k++) {
    term *= q / (k * k);
    sum += term;
    if (term < sum * 1e-17) break;
  }
  return sum;
}

interface FilterBank {
  /** Taps per phase row. */
  readonly taps: number;
  /** Offset of the first tap relative to the integer input position (negative). */
  readonly first: number;
  /** Number of rows in `rows` minus one (the last row is phase 1.0 for interpolation). */
  readonly phases: number;
  readonly rows: Float64Array;
  /** The rows for the SIMD kernel (filter-kernel.ts), made on first use. */
  kernelRows?: KernelRows;
}

const bankCache = new Map<string, FilterBank>();

/**
 * Rows for fractional positions p / phases, p = 0..phases. Row p, tap j weights the input
 * sample at (integer position + first + j) for an output at (integer position + p / phases).
 */
function filterBank(up: number, down: number): FilterBank {
  const phases = up <= MAX_EXACT_PHASES ? up : TABLE_PHASES;
  const key = `${up}/${down}/${phases}`;
  const cached = bankCache.get(key);
  if (cached) return cached;

  // Cutoff in cycles per input sample, and the filter's half-width in input samples.
  const scale = Math.min(1, up / down);
  const cutoff = 0.5 * scale * CUTOFF;
  const halfWidth = Math.ceil(ZERO_CROSSINGS / scale);
  const first = -halfWidth + 1;
  const taps = 2 * halfWidth;
  const rows = new Float64Array((phases + 1) * taps);
  const i0Beta = besselI0(KAISER_BETA);

  for (let p = 0; p <= phases; p++) {
    const frac = p / phases;
    let sum = 0;
    for (let j = 0; j < taps; j++) {
      const t = first + j - frac;
      const ratio = t / halfWidth;
      const window =
        Math.abs(ratio) >= 1 ? 0 : besselI0(KAISER_BETA * Math.sqrt(1 - ratio * ratio)) / i0Beta;
      const x = 2 * cutoff * t;
      const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
      const h = 2 * cutoff * sinc * window;
      rows[p * taps + j] = h;
      sum += h;
    }
    // Unity gain at DC for every phase, so no phase-dependent ripple appears on slow signals.
    for (let j = 0; j < taps; j++) rows[p * taps + j]! /= sum;
  }

  const bank: FilterBank = { taps, first, phases, rows };
  bankCache.set(key, bank);
  return bank;
}

/**
 * Computes, through the SIMD kernel, the outputs from (`position`, `phase`) on while each
 * one's whole window lies inside `input[0, length)` (`offset` is the input index of absolute
 * position 0), stopping before `endPosition` or after `limit` outputs; writes them into `out`
 * from `outAt` (grown if needed). Returns the count and where position and phase end, or null
 * when no run worth a kernel call starts here (the caller then computes one sample itself).
 */
function kernelRun(
  bank: FilterBank,
  up: number,
  down: number,
  position: number,
  phase: number,
  input: Float32Array,
  offset: number,
  length: number,
  endPosition: number,
  limit: number,
  out: Float32Array,
  outAt: number,
): { count: number; position: number; phase: number; out: Float32Array } | null {
  const { first, taps } = bank;
  if (bank.phases !== up || limit < KERNEL_MIN_RUN) return null;
  const base = position + first + offset;
  if (base < 0) return null;
  // The outputs whose windows end inside the input.
  let count = 0;
  let p = position;
  let ph = phase;
  while (count < limit && p < endPosition && p + first + offset + taps <= length) {
    count++;
    ph += down;
    if (ph >= up) {
      const steps = Math.floor(ph / up);
      p += steps;
      ph -= steps * up;
    }
  }
  if (count < KERNEL_MIN_RUN) return null;
  let target = out;
  if (target.length < outAt + count) {
    target = new Float32Array(Math.max(outAt + count, target.length * 2 + 16));
    target.set(out.subarray(0, outAt));
  }
  bank.kernelRows ??= kernelRows(bank.rows, bank.phases, taps);
  if (!runFilter(bank.kernelRows, up, down, phase, input, base, length, count, target, outAt)) {
    return null;
  }
  return { count, position: p, phase: ph, out: target };
}

function checkRate(name: string, rate: number): void {
  if (!Number.isInteger(rate) || rate <= 0 || rate > 1_000_000) {
    throw new RangeError(`${name} must be a positive integer in Hz, got ${rate}`);
  }
}

class PolyphaseResampler implements Resampler {
  readonly inputRate: number;
  readonly outputRate: number;
  private readonly up: number;
  private readonly down: number;
  private readonly bank: FilterBank;
  /** Input history; buffer[0] is the input sample with absolute index `bufferStart`. */
  private buffer = new Float32Array(4096);
  private bufferLength = 0;
  private bufferStart = 0;
  /** Absolute input samples received. */
  private received = 0;
  /** Next output sample: integer input position and phase numerator (0..up-1). */
  private position = 0;
  private phase = 0;
  private produced = 0;
  private flushed = false;
  /** With `reuseOutput`: the buffer every push and flush write into. */
  private output: Float32Array | null;

  constructor(inputRate: number, outputRate: number, reuseOutput: boolean) {
    checkRate('inputRate', inputRate);
    checkRate('outputRate', outputRate);
    this.inputRate = inputRate;
    this.outputRate = outputRate;
    const g = gcd(inputRate, outputRate);
    this.up = outputRate / g;
    this.down = inputRate / g;
    this.bank = filterBank(this.up, this.down);
    this.output = reuseOutput ? new Float32Array(0) : null;
  }

  push(input: Float32Array): Float32Array {
    if (this.flushed) throw new Error('Resampler: push after flush');
    this.append(input);
    // Output at `position` needs input up to position + first + taps - 1.
    const lastNeeded = this.bank.first + this.bank.taps - 1;
    return this.produce(this.received - lastNeeded, Infinity);
  }

  flush(): Float32Array {
    if (this.flushed) return new Float32Array(0);
    this.flushed = true;
    const total = Math.ceil((this.received * this.up) / this.down);
    const out = this.produce(Infinity, total);
    this.buffer = new Float32Array(0);
    this.bufferLength = 0;
    return out;
  }

  private append(input: Float32Array): void {
    // Drop history no future output can reach.
    const keepFrom = this.position + this.bank.first;
    const drop = Math.min(Math.max(0, keepFrom - this.bufferStart), this.bufferLength);
    if (drop > 0) {
      this.buffer.copyWithin(0, drop, this.bufferLength);
      this.bufferLength -= drop;
      this.bufferStart += drop;
    }
    const needed = this.bufferLength + input.length;
    if (needed > this.buffer.length) {
      const grown = new Float32Array(Math.max(needed, this.buffer.length * 2));
      grown.set(this.buffer.subarray(0, this.bufferLength));
      this.buffer = grown;
    }
    this.buffer.set(input, this.bufferLength);
    this.bufferLength += input.length;
    this.received += input.length;
  }

  /** Output samples while the position is below `endPosition` and fewer than `endCount`. */
  private produce(endPosition: number, endCount: number): Float32Array {
    const { bank } = this;
    const { first } = bank;
    const { up, down, buffer, bufferStart, bufferLength } = this;
    const estimate = Math.max(0, Math.ceil(((this.received - this.position) * up) / down) + 2);
    let out: Float32Array;
    if (!this.output) {
      out = new Float32Array(estimate);
    } else {
      if (this.output.length < estimate) this.output = new Float32Array(Math.ceil(estimate * 1.25));
      out = this.output;
    }
    let count = 0;
    let { position, phase, produced } = this;

    while (position < endPosition && produced < endCount) {
      const run = kernelRun(
        bank,
        up,
        down,
        position,
        phase,
        buffer,
        -bufferStart,
        bufferLength,
        endPosition,
        endCount - produced,
        out,
        count,
      );
      if (run) {
        out = run.out;
        count += run.count;
        produced += run.count;
        position = run.position;
        phase = run.phase;
        continue;
      }
      const acc = sampleAt(bank, up, phase, buffer, position + first - bufferStart, bufferLength);
      if (count === out.length) {
        const grown = new Float32Array(out.length * 2 + 16);
        grown.set(out);
        out = grown;
      }
      out[count++] = acc;
      produced++;
      phase += down;
      if (phase >= up) {
        const steps = Math.floor(phase / up);
        position += steps;
        phase -= steps * up;
      }
    }
    this.position = position;
    this.phase = phase;
    this.produced = produced;
    if (this.output) return out.subarray(0, count);
    return count === out.length ? out : out.slice(0, count);
  }
}

/**
 * One output sample: the filter row for `phase` (of `up`) applied to the input window starting
 * at buffer index `base` (indices outside [0, length) read as zero).
 */
function sampleAt(
  bank: FilterBank,
  up: number,
  phase: number,
  buffer: Float32Array,
  base: number,
  length: number,
): number {
  const { taps, phases, rows } = bank;
  if (phases === up) {
    bank.kernelRows ??= kernelRows(rows, phases, taps);
    return dotAsKernel(bank.kernelRows, phase, buffer, base, length);
  }
  const where = (phase / up) * phases;
  const row = Math.floor(where);
  const mix = where - row;
  const a = dot(rows, row * taps, buffer, base, length, taps);
  const b = dot(rows, (row + 1) * taps, buffer, base, length, taps);
  return a + (b - a) * mix;
}

/**
 * One output exactly as the SIMD kernel (filter-kernel.ts) computes it: single-precision
 * products and sums, lane k summing taps k, k+4, …, then (l0 + l1) + (l2 + l3). Each double
 * operation rounded to single precision gives the single-precision result (a double carries
 * more than twice a single's digits), so both paths write the same bytes and a signal gives the
 * same output in any chunking. Input indices outside [0, length) read as zero.
 */
function dotAsKernel(
  kernel: KernelRows,
  phase: number,
  buffer: Float32Array,
  base: number,
  length: number,
): number {
  const { rows, stride } = kernel;
  const row = phase * stride;
  const f = Math.fround;
  const at = (i: number): number => (i >= 0 && i < length ? buffer[i]! : 0);
  let a0 = 0;
  let a1 = 0;
  let a2 = 0;
  let a3 = 0;
  for (let j = 0; j < stride; j += 4) {
    const i = base + j;
    a0 = f(a0 + f(rows[row + j]! * at(i)));
    a1 = f(a1 + f(rows[row + j + 1]! * at(i + 1)));
    a2 = f(a2 + f(rows[row + j + 2]! * at(i + 2)));
    a3 = f(a3 + f(rows[row + j + 3]! * at(i + 3)));
  }
  return f(f(a0 + a1) + f(a2 + a3));
}

/**
 * Dot product of one filter row with the input starting at buffer index `start`; indices
 * outside [0, length) read as zero (silence before the start and after the flushed end).
 */
function dot(
  rows: Float64Array,
  rowOffset: number,
  buffer: Float32Array,
  start: number,
  length: number,
  taps: number,
): number {
  let acc = 0;
  const from = Math.max(0, -start);
  const to = Math.min(taps, length - start);
  for (let j = from; j < to; j++) acc += rows[rowOffset + j]! * buffer[start + j]!;
  return acc;
}

class PassThrough implements Resampler {
  constructor(
    readonly inputRate: number,
    readonly outputRate: number,
  ) {}
  /** Same rate: the input itself (callers only read what `push` returns). */
  push(input: Float32Array): Float32Array {
    return input;
  }
  flush(): Float32Array {
    return new Float32Array(0);
  }
}

/**
 * A stateful resampler for streaming use: `push` chunks, then `flush` once. With
 * `reuseOutput`, what `push` and `flush` return is a view into one buffer of the resampler's,
 * valid until the next call (for callers that consume it at once, like the encoders): no new
 * array per chunk.
 */
export function createResampler(
  inputRate: number,
  outputRate: number,
  options: { reuseOutput?: boolean } = {},
): Resampler {
  if (inputRate === outputRate) {
    checkRate('inputRate', inputRate);
    return new PassThrough(inputRate, outputRate);
  }
  return new PolyphaseResampler(inputRate, outputRate, options.reuseOutput ?? false);
}

/** Samples that resampling `inputLength` samples gives (what push + flush return in all). */
export function resampledLength(
  inputLength: number,
  inputRate: number,
  outputRate: number,
): number {
  const g = gcd(inputRate, outputRate);
  return Math.ceil((inputLength * (outputRate / g)) / (inputRate / g));
}

/**
 * One-shot conversion of `input` followed by `padding` samples of silence, written into
 * `output` (which must hold resampledLength(input.length + padding, …) samples) — the very
 * samples `resample` gives for the padded input, without building it or allocating.
 */
export function resampleInto(
  input: Float32Array,
  padding: number,
  inputRate: number,
  outputRate: number,
  output: Float32Array,
): void {
  checkRate('inputRate', inputRate);
  checkRate('outputRate', outputRate);
  const count = resampledLength(input.length + padding, inputRate, outputRate);
  if (output.length < count) throw new RangeError('resampleInto: output too short');
  if (inputRate === outputRate) {
    output.set(input);
    output.fill(0, input.length, count);
    return;
  }
  const g = gcd(inputRate, outputRate);
  const up = outputRate / g;
  const down = inputRate / g;
  const bank = filterBank(up, down);
  let position = 0;
  let phase = 0;
  for (let k = 0; k < count; k++) {
    const run = kernelRun(
      bank,
      up,
      down,
      position,
      phase,
      input,
      0,
      input.length,
      Infinity,
      count - k,
      output,
      k,
    );
    if (run) {
      k += run.count - 1;
      position = run.position;
      phase = run.phase;
      continue;
    }
    output[k] = sampleAt(bank, up, phase, input, position + bank.first, input.length);
    phase += down;
    if (phase >= up) {
      const steps = Math.floor(phase / up);
      position += steps;
      phase -= steps * up;
    }
  }
}

/** One-shot conversion of a whole signal. */
export function resample(input: Float32Array, inputRate: number, outputRate: number): Float32Array {
  const output = new Float32Array(resampledLength(input.length, inputRate, outputRate));
  resampleInto(input, 0, inputRate, outputRate, output);
  return output;
}

export function concatFloat32(parts: readonly Float32Array[]): Float32Array {
  if (parts.length === 1) return parts[0]!;
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Float32Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
