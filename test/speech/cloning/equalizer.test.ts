import { describe, expect, it } from 'vitest';

import { peak } from '../../../server/speech/audio/analysis.ts';
import {
  applyEqualizer,
  convolveCentered,
  curveGainDb,
  designEqualizer,
} from '../../../server/speech/cloning/equalizer.ts';
import { fft } from '../../../server/speech/cloning/fft.ts';
import { LTAS_BANDS_HZ } from '../../../server/speech/cloning/ltas.ts';
import { applyPostProcess } from '../../../server/speech/engines/post-process.ts';
import { random, sine } from '../audio/signals.ts';

const RATE = 22050;
const bandsHz = [...LTAS_BANDS_HZ];
const wavy = { bandsHz, gainsDb: bandsHz.map((hz) => 6 * Math.sin(Math.log2(hz / 80))) };

function noise(n: number, seed: number): Float32Array {
  const next = random(seed);
  return Float32Array.from({ length: n }, () => next() - 0.5);
}

describe('designEqualizer', () => {
  it('gives a symmetric FIR that follows the curve within 0.3 dB above 300 Hz', () => {
    const fir = designEqualizer(wavy, RATE);
    expect(fir.length).toBe(511);
    for (let i = 0; i < fir.length; i++) expect(fir[i]).toBe(fir[fir.length - 1 - i]);
    const size = 8192;
    const re = new Float64Array(size);
    const im = new Float64Array(size);
    re.set(fir);
    fft(re, im);
    for (const hz of [300, 500, 800, 1000, 2000, 3000, 4000, 6000, 8000, 10_000]) {
      const k = Math.round((hz * size) / RATE);
      const db = 20 * Math.log10(Math.hypot(re[k]!, im[k]!));
      expect(Math.abs(db - curveGainDb(wavy, (k * RATE) / size))).toBeLessThan(0.3);
    }
  });

  it('refuses malformed curves', () => {
    expect(() => designEqualizer({ bandsHz: [100, 200], gainsDb: [1] }, RATE)).toThrow(RangeError);
    expect(() => designEqualizer({ bandsHz: [200, 100], gainsDb: [1, 1] }, RATE)).toThrow(
      RangeError,
    );
    expect(() => designEqualizer({ bandsHz: [100], gainsDb: [13] }, RATE)).toThrow(RangeError);
    expect(() => designEqualizer({ bandsHz: [100], gainsDb: [Number.NaN] }, RATE)).toThrow(
      RangeError,
    );
  });
});

describe('convolveCentered', () => {
  it('equals direct convolution with the delay removed', () => {
    const fir = designEqualizer(wavy, RATE);
    const half = (fir.length - 1) / 2;
    const x = noise(9000, 7);
    const y = convolveCentered(x, fir);
    expect(y.length).toBe(x.length);
    let worst = 0;
    for (let n = 0; n < x.length; n += 7) {
      let acc = 0;
      for (let k = 0; k < fir.length; k++) {
        const j = n + half - k;
        if (j >= 0 && j < x.length) acc += fir[k]! * x[j]!;
      }
      worst = Math.max(worst, Math.abs(acc - y[n]!));
    }
    expect(worst).toBeLessThan(1e-6);
  });

  it('keeps timing: an impulse stays where it was', () => {
    const x = new Float32Array(4000);
    x[1234] = 1;
    const y = convolveCentered(x, designEqualizer(wavy, RATE));
    let at = 0;
    for (let i = 0; i < y.length; i++) if (Math.abs(y[i]!) > Math.abs(y[at]!)) at = i;
    expect(at).toBe(1234);
  });
});

describe('applyEqualizer', () => {
  it('leaves audio alone for a flat curve and never modifies its input', () => {
    const x = noise(3000, 3);
    const copy = x.slice();
    expect(applyEqualizer(x, RATE, { bandsHz, gainsDb: bandsHz.map(() => 0) })).toEqual(x);
    applyEqualizer(x, RATE, wavy);
    expect(x).toEqual(copy);
  });

  it('boosts and cuts by the curve, and limits boosted peaks', () => {
    const boost = { bandsHz: [500, 1000, 2000], gainsDb: [0, 12, 0] };
    const tone = sine(1000, RATE, 1, 0.05);
    const louder = applyEqualizer(tone, RATE, boost);
    const mid = (a: Float32Array) => peak(a, 5000, 15000);
    expect(20 * Math.log10(mid(louder) / mid(tone))).toBeCloseTo(12, 0);
    const loud = applyEqualizer(sine(1000, RATE, 1, 0.9), RATE, boost);
    expect(peak(loud)).toBeLessThanOrEqual(0.95 + 1e-6);
  });

  it('runs in post-processing after the prosody, keeping length and events', async () => {
    const pcm = noise(22050, 11);
    const result = {
      sampleRate: RATE,
      pcm,
      events: [{ type: 'word' as const, charStart: 0, charEnd: 3, startMs: 100 }],
    };
    const post = { tempo: 1, pitch: 1, volume: 1, tailSilenceMs: 100 };
    const plain = await applyPostProcess(result, post);
    const equalized = await applyPostProcess(result, { ...post, eq: wavy });
    expect(equalized.pcm.length).toBe(plain.pcm.length);
    expect(equalized.events).toEqual(plain.events);
    expect(equalized.pcm).not.toEqual(plain.pcm);
    const stretched = await applyPostProcess(result, { ...post, tempo: 1.25, eq: wavy });
    expect(stretched.pcm.length).toBe(Math.round(plain.pcm.length / 1.25));
    expect(stretched.events[0]!.startMs).toBeCloseTo(80, 6);
  });
});
