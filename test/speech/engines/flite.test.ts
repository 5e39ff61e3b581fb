import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { medianF0 } from '../../../server/speech/audio/analysis.ts';
import { FliteEngine, getFliteEngine } from '../../../server/speech/engines/flite.ts';
import { createEnginePool } from '../../../server/speech/engines/pool.ts';
import type { EnginePool } from '../../../server/speech/engines/pool.ts';
import { EngineError } from '../../../server/speech/engines/types.ts';
import type {
  EngineVoice,
  FliteVoice,
  SynthesisResult,
} from '../../../server/speech/engines/types.ts';
import { cpSlice } from '../../../server/text/code-points.ts';
import { durationMs, expectAudible, expectWordsCovered, samePcm } from './event-checks.ts';

const NAMES: FliteVoice['name'][] = ['slt', 'rms', 'awb', 'kal', 'kal16'];
const slt: FliteVoice = { engine: 'flite', name: 'slt' };
const kal16: FliteVoice = { engine: 'flite', name: 'kal16' };

let engine: FliteEngine;

beforeAll(async () => {
  engine = await getFliteEngine();
});

function words(result: SynthesisResult, text: string): { word: string; ms: number }[] {
  return result.events
    .filter((event) => event.type === 'word')
    .map((event) => ({ word: cpSlice(text, event.charStart, event.charEnd), ms: event.startMs }));
}

describe('Flite engine', () => {
  it('is started once per thread and shared', async () => {
    expect(await getFliteEngine()).toBe(engine);
    expect(engine.sampleRate).toBe(16000);
  });

  it.each(NAMES)('speaks with %s at 16 kHz, with a timed event for every word', async (name) => {
    const text =
      'Hello world. Mister Smith paid three dollars for twenty-two apples, didn’t he? Yes!';
    const result = await engine.synthesize(text, { engine: 'flite', name });
    expect(result.sampleRate).toBe(16000);
    expectAudible(result);
    expectWordsCovered(text, result);
    const sentences = result.events.filter((event) => event.type === 'sentence');
    expect(sentences.map((event) => cpSlice(text, event.charStart, event.charEnd))).toEqual([
      'Hello world.',
      'Mister Smith paid three dollars for twenty-two apples, didn’t he?',
      'Yes!',
    ]);
    // Spoken in order: every word of this text has phones, so each starts strictly later.
    const times = words(result, text).map((word) => word.ms);
    for (let i = 1; i < times.length; i++) {
      expect(times[i]).toBeGreaterThan(times[i - 1] as number);
    }
  });

  it('times words where they are spoken', async () => {
    // A long pause (the full stop) separates "one" from "two": "two" starts after it.
    const text = 'One. Two three.';
    const result = await engine.synthesize(text, slt);
    const [one, two, three] = words(result, text);
    expect(one?.ms).toBeGreaterThan(50); // after Flite's leading pause
    expect((two?.ms ?? 0) - (one?.ms ?? 0)).toBeGreaterThan(300);
    expect(three?.ms).toBeGreaterThan(two?.ms ?? 0);
    expect(three?.ms).toBeLessThan(durationMs(result) - 200);
  });

  it('gives identical samples and events for identical requests', async () => {
    const text = 'The quick brown fox jumps over the lazy dog.';
    for (const voice of [slt, { ...slt, pitch: 1.2, formant: 1.1, rate: 200 }] as FliteVoice[]) {
      const a = await engine.synthesize(text, voice);
      const b = await engine.synthesize(text, voice);
      expect(samePcm(a.pcm, b.pcm)).toBe(true);
      expect(a.events).toEqual(b.events);
    }
    // A fresh engine (as in another worker, with none of this one's words cached) gives the
    // same samples and the same word times too.
    const other = FliteEngine.start();
    const c = await other.synthesize(text, slt);
    const a = await engine.synthesize(text, slt);
    expect(samePcm(a.pcm, c.pcm)).toBe(true);
    expect(c.events).toEqual(a.events);
  });

  it('gives five distinct voices, female and male', async () => {
    const voices = await engine.listVoices();
    expect(voices.map((voice) => voice.name)).toEqual(NAMES);
    expect(voices.find((voice) => voice.name === 'slt')?.gender).toBe('female');
    expect(voices.filter((voice) => voice.gender === 'male')).toHaveLength(4);
    for (const voice of voices) {
      expect(voice.engine).toBe('flite');
      expect(voice.languages).toContain('en');
    }
    const text = 'Good morning.';
    const results = await Promise.all(
      NAMES.map((name) => engine.synthesize(text, { engine: 'flite', name })),
    );
    for (let i = 0; i < results.length; i++) {
      for (let j = i + 1; j < results.length; j++) {
        expect(
          samePcm((results[i] as SynthesisResult).pcm, (results[j] as SynthesisResult).pcm),
        ).toBe(false);
      }
    }
    expect(medianF0(results[0]!.pcm, 16000)).toBeGreaterThan(
      medianF0(results[1]!.pcm, 16000) * 1.3,
    );
  });

  it('applies pitch, F0 range, formant and rate', async () => {
    const text = 'This is a sentence for checking the voice settings.';
    const base = await engine.synthesize(text, slt);
    const f0 = medianF0(base.pcm, 16000);
    const higher = await engine.synthesize(text, { ...slt, pitch: 1.3 });
    expect(medianF0(higher.pcm, 16000) / f0).toBeGreaterThan(1.2);
    expect(medianF0(higher.pcm, 16000) / f0).toBeLessThan(1.4);
    expect(higher.pcm.length).toBe(base.pcm.length);

    // rms has no F0 feature in Flite: its pitch is shifted on the audio.
    const rms = await engine.synthesize(text, { engine: 'flite', name: 'rms' });
    const rmsLow = await engine.synthesize(text, { engine: 'flite', name: 'rms', pitch: 0.8 });
    const ratio = medianF0(rmsLow.pcm, 16000) / medianF0(rms.pcm, 16000);
    expect(ratio).toBeGreaterThan(0.72);
    expect(ratio).toBeLessThan(0.88);
    expect(rmsLow.pcm.length).toBe(rms.pcm.length);

    const wide = await engine.synthesize(text, { ...slt, range: 2 });
    expect(samePcm(wide.pcm, base.pcm)).toBe(false);

    // Formant scaling keeps F0 and duration, and changes the sound.
    const formant = await engine.synthesize(text, { ...slt, formant: 1.15 });
    expect(samePcm(formant.pcm, base.pcm)).toBe(false);
    expect(formant.pcm.length / base.pcm.length).toBeGreaterThan(0.95);
    expect(formant.pcm.length / base.pcm.length).toBeLessThan(1.05);
    expect(medianF0(formant.pcm, 16000) / f0).toBeGreaterThan(0.93);
    expect(medianF0(formant.pcm, 16000) / f0).toBeLessThan(1.07);
    expectWordsCovered(text, formant);

    // rate is in words per minute, 175 being the voice's own speed.
    const fast = await engine.synthesize(text, { ...slt, rate: 350 });
    const slow = await engine.synthesize(text, { ...slt, rate: 120 });
    expect(durationMs(fast)).toBeLessThan(durationMs(base) * 0.75);
    expect(durationMs(slow)).toBeGreaterThan(durationMs(base) * 1.25);
    expectWordsCovered(text, fast);
    expectWordsCovered(text, slow);
  });

  it('delivers the 8 kHz kal voice at 16 kHz with matching timestamps', async () => {
    const text = 'Testing the small voice.';
    const result = await engine.synthesize(text, { engine: 'flite', name: 'kal' });
    expect(result.sampleRate).toBe(16000);
    expectAudible(result);
    expectWordsCovered(text, result);
  });

  it('times words Flite cannot say from their neighbours', async () => {
    const text = 'Hello 😀 world, Привет friend.';
    const result = await engine.synthesize(text, kal16);
    expectAudible(result);
    expectWordsCovered(text, result);
    const [hello, emoji, world, russian, friend] = words(result, text);
    expect(emoji?.ms).toBeGreaterThan(hello?.ms ?? 0);
    expect(emoji?.ms).toBeLessThanOrEqual(world?.ms ?? 0);
    expect(russian?.ms).toBeGreaterThan(world?.ms ?? 0);
    expect(russian?.ms).toBeLessThanOrEqual(friend?.ms ?? 0);
  });

  it('never throws on odd input; nothing to say gives empty audio', async () => {
    const silent = ['', '   \n\t', '...!?', '😀👍🏽', 'Привет мир', '中文', '\u0000\u0007', '\ud800'];
    for (const text of silent) {
      const result = await engine.synthesize(text, kal16);
      expect(result.pcm.length, JSON.stringify(text)).toBe(0);
      expect(result.events).toEqual([]);
      expect(result.sampleRate).toBe(16000);
    }
    const odd = [
      'a\u0000b\u0001c',
      '<speak>[[x]] & "quotes" -- dashes — and…</speak>',
      'x'.repeat(400),
      'word '.repeat(300),
      'Ünïcödé façade naïve coöperate ß Æsir',
      '-t -o /v/x.wav --setf duration_stretch=9',
      '\ud83d lone \udc00 surrogates',
    ];
    for (const text of odd) {
      const result = await engine.synthesize(text, kal16);
      expectAudible(result);
      expectWordsCovered(text, result);
    }
  });

  it('rejects voices Flite does not have', async () => {
    const bad = [
      { engine: 'flite', name: 'awb_time' },
      { engine: 'flite', name: '../x' },
      { engine: 'espeak', name: 'en-us' },
    ] as unknown as EngineVoice[];
    for (const voice of bad) {
      const error = await engine.synthesize('Hello.', voice).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EngineError);
      expect((error as EngineError).code).toBe('unknown_voice');
    }
  });
});

describe('Flite through the engine pool', () => {
  let pool: EnginePool;

  beforeAll(() => {
    pool = createEnginePool({ size: 1 });
  });

  afterAll(async () => {
    await pool.close();
  });

  it('synthesizes in a worker exactly as in-process', async () => {
    const text = 'The pool speaks Flite too. Does it?';
    const remote = await pool.synthesize(text, slt);
    expectAudible(remote);
    expectWordsCovered(text, remote);
    const local = await engine.synthesize(text, slt);
    expect(samePcm(remote.pcm, local.pcm)).toBe(true);
    expect(remote.events).toEqual(local.events);
  });

  it('passes unknown voices back as EngineError', async () => {
    const voice = { engine: 'flite', name: 'nobody' } as unknown as EngineVoice;
    const error = await pool.synthesize('Hi.', voice).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe('unknown_voice');
  });
});
