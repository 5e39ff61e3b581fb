import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { maxStep, trackPitch } from '../../../server/speech/audio/analysis.ts';
import { applyProsody } from '../../../server/speech/audio/dsp.ts';
import { encodeWav } from '../../../server/speech/audio/wav.ts';
import {
  analyzeReference,
  clonePostProcess,
  cloneSettings,
  EMOTIONS,
  guessLanguage,
  loadReferenceProfile,
} from '../../../server/speech/cloning/index.ts';
import type { CloneSettings, VoiceProfile } from '../../../server/speech/cloning/index.ts';
import { createEnginePool } from '../../../server/speech/engines/pool.ts';
import type { EnginePool } from '../../../server/speech/engines/pool.ts';
import type { EspeakVoice } from '../../../server/speech/engines/types.ts';
import { encodeMp3, REFERENCE_TEXT, samePcm, startServer, TEST_SENTENCE } from './fixtures.ts';
import type { TestServer } from './fixtures.ts';

const RATE = 22050;
const ZH_REFERENCE =
  '我每天早上走路去车站，买一份报纸，然后等火车进城。火车经常晚点，但是好像没有人在意。';
const ZH_SENTENCE = '今天天气晴朗，西边吹来一阵微风。';

let pool: EnginePool;
let server: TestServer;
const served = new Map<string, Uint8Array>();
let high: VoiceProfile;
let low: VoiceProfile;

/** Median F0 of synthesized output, with the same YIN settings throughout. */
function f0Of(pcm: Float32Array): number {
  return trackPitch(pcm, RATE, { minHz: 50, maxHz: 600, threshold: 0.25 }).medianHz;
}

async function reference(voice: EspeakVoice, text: string, pitch: number): Promise<Float32Array> {
  const speech = await pool.synthesize(text, voice);
  return applyProsody(speech.pcm, RATE, { pitch });
}

async function speak(text: string, settings: CloneSettings): Promise<Float32Array> {
  return (await pool.synthesize(text, settings.engineVoice, undefined, clonePostProcess(settings)))
    .pcm;
}

/** Output F0 and the unmodified base voice's F0 against the reference's. */
async function compare(text: string, settings: CloneSettings, reference: VoiceProfile) {
  const cloned = f0Of(await speak(text, settings));
  const plainVoice: EspeakVoice = {
    engine: 'espeak',
    name: settings.engineVoice.name,
    ...(settings.engineVoice.variant ? { variant: settings.engineVoice.variant } : {}),
  };
  const plain = f0Of((await pool.synthesize(text, plainVoice)).pcm);
  const distance = (hz: number) => Math.abs(12 * Math.log2(hz / reference.medianF0));
  return { cloned, plain, clonedOff: distance(cloned), plainOff: distance(plain) };
}

beforeAll(async () => {
  pool = createEnginePool({ size: 2 });
  server = await startServer((req, res) => {
    const body = served.get(req.url ?? '');
    if (body) res.writeHead(200, { 'content-type': 'audio/wav' }).end(body);
    else res.writeHead(404).end();
  });
  // A high voice (female ×1.4 ≈ 270 Hz) served as WAV over HTTP …
  const highPcm = await reference(
    { engine: 'espeak', name: 'en-us', variant: 'f2' },
    REFERENCE_TEXT,
    1.4,
  );
  served.set('/high.wav', encodeWav(highPcm, RATE));
  // (a loopback server: the `--allow-private-fetch` opt-in)
  high = await loadReferenceProfile(`${server.origin}/high.wav`, undefined, {
    allowPrivateAddresses: true,
  });
  // … and a low one (male ×0.75 ≈ 78 Hz) as an MP3 data: URL.
  const lowPcm = await reference(
    { engine: 'espeak', name: 'en-us', variant: 'm3' },
    REFERENCE_TEXT,
    0.75,
  );
  const mp3 = Buffer.from(await encodeMp3(lowPcm, RATE)).toString('base64');
  low = await loadReferenceProfile(`data:audio/mpeg;base64,${mp3}`);
});

afterAll(async () => {
  await pool.close();
  await server.close();
});

describe('cloneSettings', () => {
  it('raises the pitch for a high reference and the output follows it', async () => {
    expect(high.gender).toBe('female');
    expect(high.medianF0).toBeGreaterThan(240);
    const settings = cloneSettings(high, 'neutral', 0.6, 'en');
    expect(settings.engineVoice).toMatchObject({ engine: 'espeak', name: 'en-us' });
    expect(settings.engineVoice.variant).toMatch(/^f[1-5]$/);
    expect(settings.prosody.pitch).toBeGreaterThan(1);
    const { cloned, plain, clonedOff, plainOff } = await compare(TEST_SENTENCE, settings, high);
    expect(cloned).toBeGreaterThan(plain);
    expect(clonedOff).toBeLessThan(plainOff);
    expect(clonedOff).toBeLessThan(1.5); // within 1.5 semitones of the reference
  });

  it('lowers the pitch for a low reference and the output follows it', async () => {
    expect(low.gender).toBe('male');
    expect(low.medianF0).toBeLessThan(90);
    const settings = cloneSettings(low, 'neutral', 0.6, 'en');
    expect(settings.engineVoice.variant).toMatch(/^m[1-7]$/);
    expect(settings.prosody.pitch).toBeLessThan(1);
    const { cloned, plain, clonedOff, plainOff } = await compare(TEST_SENTENCE, settings, low);
    expect(cloned).toBeLessThan(plain);
    expect(clonedOff).toBeLessThan(plainOff);
    expect(clonedOff).toBeLessThan(1.5);
  });

  it('speaks Chinese text with the Mandarin base voice', async () => {
    expect(guessLanguage(ZH_SENTENCE)).toBe('zh');
    expect(guessLanguage(TEST_SENTENCE)).toBe('en');
    const pcm = await reference(
      { engine: 'espeak', name: 'cmn', variant: 'f3' },
      ZH_REFERENCE,
      1.3,
    );
    const profile = analyzeReference(pcm, RATE);
    const settings = cloneSettings(profile, 'neutral', 0.6, guessLanguage(ZH_SENTENCE));
    expect(settings.engineVoice.name).toBe('cmn');
    expect(settings.prosody.pitch).toBeGreaterThan(1);
    const { clonedOff, plainOff } = await compare(ZH_SENTENCE, settings, profile);
    expect(clonedOff).toBeLessThan(plainOff);
  });

  it('follows the reference speaking rate through eSpeak’s own rate', async () => {
    const base: EspeakVoice = { engine: 'espeak', name: 'en-us', variant: 'f2' };
    const slow = analyzeReference(
      (await pool.synthesize(REFERENCE_TEXT, { ...base, rate: 140 })).pcm,
      RATE,
    );
    const fast = analyzeReference(
      (await pool.synthesize(REFERENCE_TEXT, { ...base, rate: 220 })).pcm,
      RATE,
    );
    const s = cloneSettings(slow, 'neutral', 0, 'en');
    const f = cloneSettings(fast, 'neutral', 0, 'en');
    expect(s.engineVoice.rate!).toBeLessThan(f.engineVoice.rate!);
    expect(Math.abs(s.engineVoice.rate! - 140)).toBeLessThan(25);
    expect(Math.abs(f.engineVoice.rate! - 220)).toBeLessThan(30);
    expect(s.prosody.tempo).toBe(1);
    expect(f.prosody.tempo).toBe(1);
  });

  it('shapes prosody by emotion: happy is higher, wider, faster and louder than sad', async () => {
    const happy = cloneSettings(high, 'happy', 0.8, 'en');
    const sad = cloneSettings(high, 'sad', 0.8, 'en');
    const neutral = cloneSettings(high, 'neutral', 0.8, 'en');
    expect(happy.prosody.pitch).toBeGreaterThan(neutral.prosody.pitch);
    expect(sad.prosody.pitch).toBeLessThan(neutral.prosody.pitch);
    expect(happy.engineVoice.range!).toBeGreaterThan(sad.engineVoice.range!);
    expect(happy.target.rateFactor).toBeGreaterThan(sad.target.rateFactor);
    expect(happy.engineVoice.rate!).toBeGreaterThan(sad.engineVoice.rate!);
    expect(happy.prosody.volume).toBeGreaterThan(sad.prosody.volume);

    const happyPcm = await speak(TEST_SENTENCE, happy);
    const sadPcm = await speak(TEST_SENTENCE, sad);
    expect(happyPcm.length).toBeLessThan(sadPcm.length);
    expect(f0Of(happyPcm)).toBeGreaterThan(f0Of(sadPcm));
  });

  it('gives valid settings for every emotion; weight 0 is neutral; same input, same output', async () => {
    for (const emotion of EMOTIONS) {
      for (const weight of [0, 0.6, 1]) {
        const s = cloneSettings(low, emotion, weight, 'en');
        expect(s.prosody.pitch).toBeGreaterThanOrEqual(0.5);
        expect(s.prosody.pitch).toBeLessThanOrEqual(1.5);
        expect(s.prosody.tempo).toBeGreaterThanOrEqual(0.5);
        expect(s.prosody.tempo).toBeLessThanOrEqual(2);
        expect(s.prosody.volume).toBeGreaterThan(0);
        expect(s.prosody.volume).toBeLessThanOrEqual(2);
        expect(s.engineVoice.range!).toBeGreaterThanOrEqual(0);
        expect(s.engineVoice.range!).toBeLessThanOrEqual(99);
        expect(s.engineVoice.rate!).toBeGreaterThanOrEqual(80);
        expect(s.engineVoice.rate!).toBeLessThanOrEqual(450);
        for (const g of s.eq?.gainsDb ?? []) expect(Math.abs(g)).toBeLessThanOrEqual(12);
        if (weight === 0) expect(s).toEqual(cloneSettings(low, 'neutral', 0.6, 'en'));
      }
    }
    const settings = cloneSettings(high, 'angry', 0.6, 'en');
    expect(cloneSettings(high, 'angry', 0.6, 'en')).toEqual(settings);
    expect(
      samePcm(await speak(TEST_SENTENCE, settings), await speak(TEST_SENTENCE, settings)),
    ).toBe(true);
  });
});

describe('equalizer in synthesis', () => {
  it('matches the reference timbre without clicks where sentences join', async () => {
    const settings = cloneSettings(low, 'angry', 1, 'en');
    expect(settings.eq).toBeDefined();
    expect(Math.max(...settings.eq!.gainsDb.map(Math.abs))).toBeGreaterThan(2);
    const sentences = [
      'Good evening, and welcome to the show.',
      'Tonight we talk about trains!',
      'Stay with us; it will be worth it',
    ];
    const parts: Float32Array[] = [];
    for (const [i, text] of sentences.entries()) {
      const post = clonePostProcess(settings, i < sentences.length - 1 ? 310 : 0);
      parts.push((await pool.synthesize(text, settings.engineVoice, undefined, post)).pcm);
    }
    const total = parts.reduce((n, p) => n + p.length, 0);
    const joined = new Float32Array(total);
    const edges: number[] = [];
    let at = 0;
    for (const part of parts) {
      joined.set(part, at);
      at += part.length;
      edges.push(at);
    }
    const overall = maxStep(joined);
    const around = Math.round(0.003 * RATE);
    for (const edge of [0, ...edges]) {
      const step = maxStep(joined, Math.max(1, edge - around), Math.min(total, edge + around));
      expect(step).toBeLessThan(0.05);
      expect(step).toBeLessThan(0.1 * overall);
    }
    for (const part of parts) {
      expect(Math.abs(part[0]!)).toBeLessThan(0.02);
      expect(Math.abs(part[part.length - 1]!)).toBeLessThan(0.02);
    }
  });
});
