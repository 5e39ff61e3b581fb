import { describe, expect, it } from 'vitest';
import { applyProsody, createProsodyProcessor } from '../../../server/speech/audio/dsp.ts';
import { limitPeaks } from '../../../server/speech/audio/limiter.ts';
import { maxStep, peak, rms, trackPitch } from '../../../server/speech/audio/analysis.ts';
import { concatFloat32 } from '../../../server/speech/audio/resample.ts';
import { fadeEdges, padSilence, sine, speechLike } from './signals.ts';

const RATE = 22050;
const tone = fadeEdges(sine(440, RATE, 2, 0.5), RATE, 10);

function f0(pcm: Float32Array): number {
  return trackPitch(pcm, RATE, { minHz: 100, maxHz: 1000 }).medianHz;
}

describe('applyProsody', () => {
  it.each([-1, -0.5, 0.5, 1])(
    'tempo 2^%d scales duration by 1/tempo and keeps 440 Hz',
    async (s) => {
      const tempo = 2 ** s;
      const out = await applyProsody(tone, RATE, { tempo });
      const ratio = out.length / tone.length;
      expect(Math.abs(ratio * tempo - 1)).toBeLessThan(0.1);
      // Offline Rubber Band is exact to the sample.
      expect(out.length).toBe(Math.round(tone.length / tempo));
      expect(Math.abs(f0(out) / 440 - 1)).toBeLessThan(0.02);
    },
  );

  it.each([0.5, 1.5])('pitch %d moves F0 by that factor and keeps the duration', async (pitch) => {
    const out = await applyProsody(tone, RATE, { pitch });
    expect(Math.abs(out.length / tone.length - 1)).toBeLessThan(0.03);
    expect(Math.abs(f0(out) / (440 * pitch) - 1)).toBeLessThan(0.03);
  });

  it('volume 0.5 halves the RMS exactly; volume 1 changes nothing', async () => {
    const half = await applyProsody(tone, RATE, { volume: 0.5 });
    expect(rms(half) / rms(tone)).toBeCloseTo(0.5, 6);
    expect(await applyProsody(tone, RATE, {})).toEqual(tone);
  });

  it('volume 2 limits peaks without wrap-around', async () => {
    const loud = sine(440, RATE, 1, 0.8);
    const out = await applyProsody(loud, RATE, { volume: 2 });
    expect(peak(out)).toBeLessThanOrEqual(0.95);
    expect(rms(out)).toBeGreaterThan(rms(loud) * 1.1);
    let flipped = 0;
    for (let i = 0; i < loud.length; i++) {
      if (Math.abs(loud[i]!) > 1e-3 && Math.sign(out[i]!) !== Math.sign(loud[i]!)) flipped++;
    }
    expect(flipped).toBe(0);
    // Smooth gain: no step larger than the input's own, scaled by 2.
    expect(maxStep(out)).toBeLessThanOrEqual(maxStep(loud) * 2);
  });

  it('keeps head and tail: no padding artefacts, nothing dropped', async () => {
    const sentence = padSilence(fadeEdges(speechLike(RATE, 1.2), RATE, 5), RATE, 80);
    const edge = Math.round(RATE * 0.02);
    for (const prosody of [
      { tempo: 0.5 },
      { tempo: 2 },
      { pitch: 0.7 },
      { pitch: 1.4, tempo: 1.3 },
    ]) {
      const out = await applyProsody(sentence, RATE, prosody);
      expect(out.length).toBe(Math.round(sentence.length / (prosody.tempo ?? 1)));
      // Starts and ends in (near) silence, as the input does.
      expect(peak(out, 0, edge)).toBeLessThan(0.01);
      expect(peak(out, out.length - edge)).toBeLessThan(0.01);
      // Still speech right up to where the input's speech ends (scaled): the tail is there.
      const end = Math.round((sentence.length - RATE * 0.08) / (prosody.tempo ?? 1));
      const lastVoiced = rms(out, end - Math.round(RATE * 0.2), end);
      expect(lastVoiced).toBeGreaterThan(0.2 * rms(out));
    }
  });

  it('keeps a tone that runs to the very end of the clip', async () => {
    const abrupt = sine(440, RATE, 1, 0.5);
    const out = await applyProsody(abrupt, RATE, { tempo: 1.5 });
    const tail = rms(out, out.length - Math.round(RATE * 0.05));
    expect(tail / rms(out)).toBeGreaterThan(0.7);
  });

  it('joins independently processed sentences without clicks', async () => {
    const sentences = [1, 2, 3].map((seed) =>
      padSilence(fadeEdges(speechLike(RATE, 0.8, seed), RATE, 5), RATE, 50),
    );
    const processed = await Promise.all(
      sentences.map((s) => applyProsody(s, RATE, { tempo: 1.25, pitch: 1.1 })),
    );
    const joined = concatFloat32(processed);
    let seam = 0;
    for (const p of processed.slice(0, -1)) {
      seam += p.length;
      expect(maxStep(joined, seam - 32, seam + 32)).toBeLessThan(0.005);
    }
  });

  it('is deterministic and works from a preloaded synchronous processor', async () => {
    const clip = speechLike(RATE, 0.6);
    const a = await applyProsody(clip, RATE, { tempo: 1.7, pitch: 0.8, volume: 1.5 });
    const processor = await createProsodyProcessor();
    const b = processor.process(clip, RATE, { tempo: 1.7, pitch: 0.8, volume: 1.5 });
    expect(b).toEqual(a);
  });

  it('can shift formants with the pitch', async () => {
    const out = await applyProsody(tone, RATE, { pitch: 1.3, preserveFormants: false });
    expect(out.length).toBe(tone.length);
    expect(Math.abs(f0(out) / (440 * 1.3) - 1)).toBeLessThan(0.03);
  });

  it('also holds pitch and duration in fast mode', async () => {
    const out = await applyProsody(tone, RATE, { tempo: 2, mode: 'fast' });
    expect(out.length).toBe(tone.length / 2);
    expect(Math.abs(f0(out) / 440 - 1)).toBeLessThan(0.02);
  });

  it('handles empty and tiny clips, and rejects out-of-range values', async () => {
    expect((await applyProsody(new Float32Array(0), RATE, { tempo: 2 })).length).toBe(0);
    const short = sine(440, RATE, 0.005);
    const tiny = await applyProsody(short, RATE, { tempo: 0.5, pitch: 1.2 });
    expect(tiny.length).toBe(short.length * 2);
    await expect(applyProsody(tone, RATE, { tempo: 5 })).rejects.toThrow(RangeError);
    await expect(applyProsody(tone, RATE, { pitch: 0.4 })).rejects.toThrow(RangeError);
    await expect(applyProsody(tone, RATE, { volume: -1 })).rejects.toThrow(RangeError);
    await expect(applyProsody(tone, RATE, { volume: NaN })).rejects.toThrow(RangeError);
  });
});

describe('limitPeaks', () => {
  it('brings a steadily loud tone down by a smooth gain, not by clipping its peaks', () => {
    const loud = sine(440, RATE, 1, 1.6);
    const out = limitPeaks(loud, RATE, { ceiling: 0.9 });
    expect(peak(out)).toBeLessThanOrEqual(0.9);
    expect(peak(out)).toBeGreaterThan(0.89);
    // From the very first sample on, the output is the input times a near-constant gain (a
    // clean sine): between ceiling / true peak and ceiling / lowest sampled peak of a cycle.
    const lowestSampledPeak = 1.6 * Math.cos((Math.PI * 440) / RATE);
    // (The last 3 ms look ahead past the end and may hold no full peak: not checked.)
    let lowest = Infinity;
    let highest = 0;
    for (let i = 0; i < loud.length - Math.round(RATE * 0.003); i++) {
      if (Math.abs(loud[i]!) < 0.1) continue;
      const gain = out[i]! / loud[i]!;
      lowest = Math.min(lowest, gain);
      highest = Math.max(highest, gain);
    }
    expect(lowest).toBeGreaterThan(0.9 / 1.6 - 1e-6);
    expect(highest).toBeLessThan(0.9 / lowestSampledPeak + 1e-6);
  });

  it('leaves quiet audio bit-identical and holds any peak under the ceiling', () => {
    const quiet = speechLike(RATE, 0.5);
    expect(limitPeaks(quiet, RATE)).toEqual(quiet);
    const spiky = quiet.map((v, i) => (i % 5000 === 0 ? 3 : v * 4));
    const out = limitPeaks(spiky, RATE, { ceiling: 0.9 });
    expect(peak(out)).toBeLessThanOrEqual(0.9);
  });
});
