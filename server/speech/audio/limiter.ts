/**
 * Look-ahead peak limiter: keeps |sample| ≤ ceiling without wrap-around or hard clipping.
 *
 * The gain each sample needs (ceiling / |x|, or 1) is turned into a smooth gain curve: a
 * minimum over the next `attack` samples, a gradual release back to 1, then a moving average
 * over `attack` samples. Each averaged value covers only minima that include the sample itself,
 * so the final gain never exceeds what that sample needs. Samples below the ceiling with no peak
 * nearby pass unchanged (gain exactly 1).
 */

export interface LimiterOptions {
  /** Peak ceiling (linear); default 0.95 ≈ −0.45 dBFS, headroom for MP3 overshoot. */
  readonly ceiling?: number;
  /** Look-ahead / attack time in ms (default 3). */
  readonly attackMs?: number;
  /** Release time constant in ms (default 60). */
  readonly releaseMs?: number;
}

export function limitPeaks(
  pcm: Float32Array,
  sampleRate: number,
  options: LimiterOptions = {},
): Float32Array {
  const ceiling = options.ceiling ?? 0.95;
  const attack = Math.max(1, Math.round(((options.attackMs ?? 3) * sampleRate) / 1000));
  const releaseCoef = 1 - Math.exp(-1000 / ((options.releaseMs ?? 60) * sampleRate));
  const n = pcm.length;

  let over = false;
  for (let i = 0; i < n && !over; i++) over = Math.abs(pcm[i]!) > ceiling;
  if (!over) return pcm.slice();

  // Needed gain per sample.
  const need = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const a = Math.abs(pcm[i]!);
    need[i] = a > ceiling ? ceiling / a : 1;
  }

  // Minimum over need[i .. i + attack - 1] (monotonic deque), then release smoothing.
  const held = new Float64Array(n);
  const deque = new Int32Array(n);
  let head = 0;
  let tail = 0;
  let next = 0;
  let released = 1;
  for (let i = 0; i < n; i++) {
    const windowEnd = Math.min(n - 1, i + attack - 1);
    while (next <= windowEnd) {
      while (tail > head && need[deque[tail - 1]!]! >= need[next]!) tail--;
      deque[tail++] = next++;
    }
    while (deque[head]! < i) head++;
    const minimum = need[deque[head]!]!;
    released = Math.min(minimum, released + (1 - released) * releaseCoef);
    if (released > 1 - 1e-6) released = 1; // the release has ended: back to unity exactly
    held[i] = released;
  }

  // Moving average over held[i - attack + 1 .. i]. Before the start the window is filled with
  // held[0] (the minimum over the first `attack` samples), so a peak right at the start is
  // covered too. Counting the reduced values in the window lets untouched stretches get exactly
  // 1 and keeps the running sum from drifting over long signals.
  const lead = held[0] ?? 1;
  const out = new Float32Array(n);
  let sum = attack * lead;
  let reduced = lead < 1 ? attack : 0;
  for (let i = 0; i < n; i++) {
    const leaving = i >= attack ? held[i - attack]! : lead;
    sum += held[i]! - leaving;
    reduced += (held[i]! < 1 ? 1 : 0) - (leaving < 1 ? 1 : 0);
    if (reduced === 0) sum = attack;
    const gain = reduced === 0 ? 1 : sum / attack;
    const y = pcm[i]! * gain;
    // Rounding of the running sum could leave a hair over the ceiling.
    out[i] = y > ceiling ? ceiling : y < -ceiling ? -ceiling : y;
  }
  return out;
}
