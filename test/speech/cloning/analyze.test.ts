import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { resample } from '../../../server/speech/audio/resample.ts';
import { RATE_CURVES } from '../../../server/speech/cloning/base-voices.ts';
import {
  analyzeReference,
  LTAS_BANDS_HZ,
  ReferenceAudioError,
} from '../../../server/speech/cloning/index.ts';
import type { VoiceProfile } from '../../../server/speech/cloning/index.ts';
import { createEnginePool } from '../../../server/speech/engines/pool.ts';
import type { EnginePool } from '../../../server/speech/engines/pool.ts';
import type { EspeakVoice } from '../../../server/speech/engines/types.ts';
import { random } from '../audio/signals.ts';
import { REFERENCE_TEXT } from './fixtures.ts';

let pool: EnginePool;
const female: EspeakVoice = { engine: 'espeak', name: 'en-us', variant: 'f2' };
const male: EspeakVoice = { engine: 'espeak', name: 'en-us', variant: 'm3' };
let femalePcm: Float32Array;
let femaleProfile: VoiceProfile;

beforeAll(async () => {
  pool = createEnginePool({ size: 2 });
  femalePcm = (await pool.synthesize(REFERENCE_TEXT, female)).pcm;
  femaleProfile = analyzeReference(femalePcm, 22050);
});

afterAll(async () => {
  await pool.close();
});

/** Largest envelope difference over the bands between 200 Hz and 5 kHz. */
function envelopeGap(a: VoiceProfile, b: VoiceProfile): number {
  let worst = 0;
  LTAS_BANDS_HZ.forEach((hz, i) => {
    if (hz >= 200 && hz <= 5000) {
      worst = Math.max(worst, Math.abs(a.spectralEnvelope[i]! - b.spectralEnvelope[i]!));
    }
  });
  return worst;
}

describe('analyzeReference', () => {
  it('measures pitch level and range, and guesses the gender', async () => {
    const p = femaleProfile;
    expect(p.gender).toBe('female');
    expect(p.medianF0).toBeGreaterThan(170);
    expect(p.medianF0).toBeLessThan(220);
    expect(p.f0Low).toBeLessThan(p.medianF0);
    expect(p.f0High).toBeGreaterThan(p.medianF0);
    expect(p.f0SpreadSemitones).toBeCloseTo(12 * Math.log2(p.f0High / p.f0Low), 1);
    expect(p.voicedSeconds).toBeGreaterThan(1);
    expect(p.seconds).toBeCloseTo(femalePcm.length / 22050, 2);

    const m = analyzeReference((await pool.synthesize(REFERENCE_TEXT, male)).pcm, 22050);
    expect(m.gender).toBe('male');
    expect(m.medianF0).toBeGreaterThan(85);
    expect(m.medianF0).toBeLessThan(125);
  });

  it('follows the speaking rate', async () => {
    const slow = await pool.synthesize(REFERENCE_TEXT, { ...female, rate: 130 });
    const fast = await pool.synthesize(REFERENCE_TEXT, { ...female, rate: 230 });
    const ratio =
      analyzeReference(fast.pcm, 22050).speakingRate /
      analyzeReference(slow.pcm, 22050).speakingRate;
    const curve = RATE_CURVES['en-us'];
    const at = (wpm: number): number => {
      const i = curve.findIndex(([w]) => w >= wpm);
      const [w0, r0] = curve[i - 1]!;
      const [w1, r1] = curve[i]!;
      return r0 + ((wpm - w0) / (w1 - w0)) * (r1 - r0);
    };
    expect(ratio).toBeGreaterThan(1.3);
    expect(Math.abs(ratio / (at(230) / at(130)) - 1)).toBeLessThan(0.15);
  });

  it('gives a normalised long-term spectrum on 32 bands', () => {
    const env = femaleProfile.spectralEnvelope;
    expect(env).toHaveLength(32);
    expect(LTAS_BANDS_HZ[0]).toBeGreaterThan(80);
    expect(LTAS_BANDS_HZ[31]).toBeLessThan(8000);
    const core = env.filter((_, i) => LTAS_BANDS_HZ[i]! >= 200 && LTAS_BANDS_HZ[i]! <= 4000);
    expect(core.reduce((a, b) => a + b, 0) / core.length).toBeCloseTo(0, 1);
    expect(femaleProfile.bandwidthHz).toBe(8000);
  });

  it('does not depend on level or sample rate; sees a narrow band', () => {
    const quiet = analyzeReference(
      femalePcm.map((x) => x * 0.05),
      22050,
    );
    expect(quiet.medianF0).toBeCloseTo(femaleProfile.medianF0, 0);
    expect(envelopeGap(quiet, femaleProfile)).toBeLessThan(0.5);

    const at48k = analyzeReference(resample(femalePcm, 22050, 48000), 48000);
    expect(Math.abs(at48k.medianF0 / femaleProfile.medianF0 - 1)).toBeLessThan(0.01);
    expect(Math.abs(at48k.speakingRate / femaleProfile.speakingRate - 1)).toBeLessThan(0.08);
    expect(envelopeGap(at48k, femaleProfile)).toBeLessThan(1.5);

    const at16k = analyzeReference(resample(femalePcm, 22050, 16000), 16000);
    expect(at16k.bandwidthHz).toBeLessThanOrEqual(7200);
  });

  it('is deterministic', () => {
    expect(analyzeReference(femalePcm, 22050)).toEqual(femaleProfile);
  });

  it('refuses a clip without voiced speech', () => {
    const next = random(5);
    const noise = Float32Array.from({ length: 3 * 22050 }, () => 0.3 * (next() - 0.5));
    expect(() => analyzeReference(noise, 22050)).toThrow(ReferenceAudioError);
    try {
      analyzeReference(noise, 22050);
    } catch (error) {
      expect((error as ReferenceAudioError).code).toBe('invalid_reference_audio');
      expect((error as Error).message).toMatch(/voiced speech/);
    }
  });
});
