import { describe, expect, it } from 'vitest';
import {
  concatFloat32,
  createResampler,
  resample,
  resampledLength,
  resampleInto,
} from '../../../server/speech/audio/resample.ts';
import { maxStep, toneAmplitude, trackPitch } from '../../../server/speech/audio/analysis.ts';
import { chunks, sine } from './signals.ts';

function streamed(input: Float32Array, from: number, to: number, sizes: number[]): Float32Array {
  const r = createResampler(from, to);
  const parts = chunks(input, sizes).map((c) => r.push(c));
  parts.push(r.flush());
  return concatFloat32(parts);
}

describe('resample', () => {
  it('keeps a 1 kHz sine at 1 kHz and its amplitude, 22,050 → 24,000 Hz', () => {
    const x = sine(1000, 22050, 2, 0.5);
    const y = resample(x, 22050, 24000);
    expect(y.length).toBe(Math.ceil((x.length * 24000) / 22050));
    const middle = [2400, y.length - 2400] as const;
    expect(toneAmplitude(y, 24000, 1000, ...middle)).toBeCloseTo(0.5, 3);
    // YIN's parabolic refinement is good to ≈ 0.1 % at a 24-sample period.
    expect(Math.abs(trackPitch(y, 24000, { maxHz: 2000 }).medianHz - 1000)).toBeLessThan(2);
    // Output sample n sits at input time n·22050/24000: compare with the ideal sine there.
    let worst = 0;
    for (let n = 2400; n < y.length - 2400; n++) {
      const ideal = 0.5 * Math.sin((2 * Math.PI * 1000 * n) / 24000);
      worst = Math.max(worst, Math.abs(y[n]! - ideal));
    }
    expect(worst).toBeLessThan(1e-3);
  });

  it('gives identical output whether fed at once or in odd-sized chunks', () => {
    const x = sine(1000, 22050, 3, 0.5);
    const once = resample(x, 22050, 24000);
    for (const sizes of [[1], [7, 100, 4096, 333, 2205], [22050]]) {
      const pieces = streamed(x, 22050, 24000, sizes);
      expect(pieces.length).toBe(once.length);
      let diff = 0;
      for (let i = 0; i < once.length; i++) diff = Math.max(diff, Math.abs(once[i]! - pieces[i]!));
      expect(diff).toBe(0);
    }
  });

  it('leaves no discontinuity at chunk seams', () => {
    const x = sine(1000, 22050, 1, 0.5);
    const y = streamed(x, 22050, 24000, [1000, 2205, 17]);
    // A 1 kHz sine at 24 kHz moves at most 0.5·2π·1000/24000 ≈ 0.131 per sample.
    const bound = (0.5 * 2 * Math.PI * 1000) / 24000;
    expect(maxStep(y, 200, y.length - 200)).toBeLessThan(bound * 1.01);
  });

  it('suppresses aliasing when downsampling 24,000 → 8,000 Hz', () => {
    // 4.2 kHz is above the 4 kHz Nyquist of the output; it would fold to 3.8 kHz.
    const alias = resample(sine(4200, 24000, 1, 0.5), 24000, 8000);
    expect(toneAmplitude(alias, 8000, 3800, 800, alias.length - 800)).toBeLessThan(0.5e-4); // < −80 dB
    const high = resample(sine(11000, 24000, 1, 0.5), 24000, 8000);
    expect(toneAmplitude(high, 8000, 3000, 800, high.length - 800)).toBeLessThan(0.5e-4);
    // The passband (telephone band) is kept.
    const pass = resample(sine(3000, 24000, 1, 0.5), 24000, 8000);
    expect(toneAmplitude(pass, 8000, 3000, 800, pass.length - 800)).toBeCloseTo(0.5, 2);
  });

  it('converts 22,050 → 48,000 and back without changing a tone', () => {
    const x = sine(440, 22050, 1, 0.5);
    const up = resample(x, 22050, 48000);
    const back = resample(up, 48000, 22050);
    expect(back.length).toBe(x.length);
    let worst = 0;
    for (let i = 500; i < x.length - 500; i++) worst = Math.max(worst, Math.abs(back[i]! - x[i]!));
    expect(worst).toBeLessThan(1e-3);
  });

  it('handles rates with no small common ratio (interpolated filter bank)', () => {
    const x = sine(1000, 44100, 1, 0.5);
    const y = resample(x, 44100, 48001);
    expect(toneAmplitude(y, 48001, 1000, 4800, y.length - 4800)).toBeCloseTo(0.5, 3);
    expect(streamed(x, 44100, 48001, [999, 5])).toEqual(y);
  });

  it('passes equal rates through unchanged and is deterministic', () => {
    const x = sine(300, 24000, 0.1);
    expect(resample(x, 24000, 24000)).toEqual(x);
    expect(resample(x, 24000, 22050)).toEqual(resample(x, 24000, 22050));
    expect(() => createResampler(0, 8000)).toThrow(RangeError);
  });

  it('returns nothing for empty input and nothing after flush', () => {
    const r = createResampler(22050, 24000);
    expect(r.push(new Float32Array(0)).length).toBe(0);
    expect(r.flush().length).toBe(0);
    expect(r.flush().length).toBe(0);
    expect(() => r.push(new Float32Array(1))).toThrow();
  });
});

describe('resampleInto', () => {
  it('writes exactly what resample gives for the input followed by silence', () => {
    const x = sine(440, 16000, 0.25);
    for (const [from, to] of [
      [16000, 48000],
      [16000, 24000],
      [22050, 24000],
      [24000, 16000],
      [16000, 16000],
    ] as const) {
      const padded = new Float32Array(x.length + 800);
      padded.set(x);
      const expected = resample(padded, from, to);
      expect(resampledLength(padded.length, from, to)).toBe(expected.length);
      const out = new Float32Array(expected.length + 5).fill(7); // room to spare, left untouched
      resampleInto(x, 800, from, to, out);
      expect(out.subarray(0, expected.length)).toEqual(expected);
      expect([...out.subarray(expected.length)]).toEqual([7, 7, 7, 7, 7]);
    }
    expect(() => resampleInto(x, 0, 16000, 48000, new Float32Array(10))).toThrow(RangeError);
  });
});
