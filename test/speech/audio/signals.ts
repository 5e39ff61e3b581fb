/** Deterministic test signals. */

export function sine(
  frequency: number,
  sampleRate: number,
  seconds: number,
  amplitude = 0.5,
): Float32Array {
  const n = Math.round(sampleRate * seconds);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++)
    out[i] = amplitude * Math.sin((2 * Math.PI * frequency * i) / sampleRate);
  return out;
}

/** Raised-cosine fade in and out over `ms` at both ends, in place. */
export function fadeEdges(pcm: Float32Array, sampleRate: number, ms: number): Float32Array {
  const n = Math.min(Math.round((sampleRate * ms) / 1000), pcm.length >> 1);
  for (let i = 0; i < n; i++) {
    const g = 0.5 - 0.5 * Math.cos((Math.PI * i) / n);
    pcm[i]! *= g;
    pcm[pcm.length - 1 - i]! *= g;
  }
  return pcm;
}

/** `pcm` with `ms` of silence before and after. */
export function padSilence(pcm: Float32Array, sampleRate: number, ms: number): Float32Array {
  const pad = Math.round((sampleRate * ms) / 1000);
  const out = new Float32Array(pcm.length + 2 * pad);
  out.set(pcm, pad);
  return out;
}

/** Small deterministic PRNG (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A speech-like signal: a glottal-ish harmonic series (F0 gliding 100–180 Hz) shaped by three
 * formant resonances, syllable-rate amplitude envelope (≈ 4 Hz) spanning ~30 dB, a little
 * breath noise, and short pauses.
 */
export function speechLike(sampleRate: number, seconds: number, seed = 1): Float32Array {
  const n = Math.round(sampleRate * seconds);
  const out = new Float32Array(n);
  const rnd = random(seed);
  const formants = [
    [700, 130],
    [1220, 70],
    [2600, 160],
  ] as const;
  let phase = 0;
  for (let i = 0; i < n; i++) {
    const t = i / sampleRate;
    const f0 = 140 + 40 * Math.sin(2 * Math.PI * 0.7 * t);
    phase += (2 * Math.PI * f0) / sampleRate;
    let v = 0;
    for (let h = 1; h * f0 < Math.min(4000, sampleRate / 2 - 200); h++) {
      const f = h * f0;
      let gain = 0;
      for (const [fc, bw] of formants) gain += 1 / (1 + ((f - fc) / bw) ** 2);
      v += ((gain + 0.05) / h) * Math.sin(h * phase);
    }
    const syllable = Math.max(0, Math.sin(2 * Math.PI * 4 * t)) ** 2;
    const pause = Math.sin(2 * Math.PI * 0.5 * t) > -0.8 ? 1 : 0.02;
    const envelope = (0.03 + 0.97 * syllable) * pause;
    out[i] = 0.25 * envelope * v + 0.003 * (rnd() * 2 - 1);
  }
  return out;
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const p of parts) length += p.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Splits `pcm` into chunks of the given sizes, cycling through them. */
export function chunks(pcm: Float32Array, sizes: readonly number[]): Float32Array[] {
  const out: Float32Array[] = [];
  let at = 0;
  for (let k = 0; at < pcm.length; k++) {
    const n = Math.min(sizes[k % sizes.length]!, pcm.length - at);
    out.push(pcm.subarray(at, at + n));
    at += n;
  }
  return out;
}
