import { describe, expect, it } from 'vitest';
import {
  maxStep,
  medianF0,
  peak,
  rms,
  snrDb,
  toneAmplitude,
  trackPitch,
} from '../../../server/speech/audio/analysis.ts';
import { sine, speechLike } from './signals.ts';

describe('analysis', () => {
  it('measures RMS, peak and single-tone amplitude of a sine', () => {
    const x = sine(440, 24000, 1, 0.5);
    expect(rms(x)).toBeCloseTo(0.5 / Math.SQRT2, 4);
    expect(peak(x)).toBeCloseTo(0.5, 3);
    expect(toneAmplitude(x, 24000, 440)).toBeCloseTo(0.5, 3);
    expect(toneAmplitude(x, 24000, 1000)).toBeLessThan(1e-4);
    expect(maxStep(x)).toBeCloseTo(0.5 * 2 * Math.sin((Math.PI * 440) / 24000), 4);
  });

  it.each([80, 110, 220, 440, 700])('YIN finds %d Hz within 0.5 %%', (hz) => {
    for (const rate of [22050, 24000]) {
      expect(Math.abs(medianF0(sine(hz, rate, 0.5), rate) / hz - 1)).toBeLessThan(0.005);
    }
  });

  it('reports silence as unvoiced and tracks a gliding voice', () => {
    const silent = trackPitch(new Float32Array(24000), 24000);
    expect(silent.voicedFrames).toBe(0);
    expect(silent.medianHz).toBe(0);
    // speechLike glides 100–180 Hz.
    const voice = trackPitch(speechLike(24000, 3), 24000);
    expect(voice.voicedFrames).toBeGreaterThan(50);
    expect(voice.p10Hz).toBeGreaterThan(95);
    expect(voice.p90Hz).toBeLessThan(185);
    expect(voice.p90Hz - voice.p10Hz).toBeGreaterThan(30);
  });

  it('computes SNR', () => {
    const x = sine(440, 8000, 0.5);
    const noisy = x.map((v, i) => v + (i % 2 ? 0.005 : -0.005));
    expect(snrDb(x, noisy)).toBeCloseTo(10 * Math.log10(0.125 / 0.000025), 1);
    expect(snrDb(x, x)).toBe(Infinity);
  });
});
