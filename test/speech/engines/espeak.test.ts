import { beforeAll, describe, expect, it } from 'vitest';

import { EspeakEngine, getEspeakEngine } from '../../../server/speech/engines/espeak.ts';
import { EngineError } from '../../../server/speech/engines/types.ts';
import type { EspeakVoice } from '../../../server/speech/engines/types.ts';
import { durationMs, expectAudible, expectWordsCovered, samePcm } from './event-checks.ts';

const en: EspeakVoice = { engine: 'espeak', name: 'en-us' };
const zh: EspeakVoice = { engine: 'espeak', name: 'cmn' };

let engine: EspeakEngine;

beforeAll(async () => {
  engine = await getEspeakEngine();
});

describe('eSpeak engine', () => {
  it('is started once per thread and shared', async () => {
    expect(await getEspeakEngine()).toBe(engine);
    expect(engine.sampleRate).toBe(22050);
  });

  it('speaks English with a timed event for every word', async () => {
    const text = 'Hello world. Mr. Smith paid $3.14 for 2 apples, didn’t he? Yes!';
    const result = await engine.synthesize(text, en);
    expect(result.sampleRate).toBe(22050);
    expectAudible(result);
    expectWordsCovered(text, result);
    const sentences = result.events.filter((event) => event.type === 'sentence');
    expect(sentences.map((event) => [event.charStart, event.charEnd])).toEqual([
      [0, 12],
      [13, 58],
      [59, 63],
    ]);
    // Words are spoken in order: later words start strictly later here.
    const words = result.events.filter((event) => event.type === 'word');
    expect(words[words.length - 1]?.startMs).toBeGreaterThan(words[0]?.startMs ?? 0);
  });

  it('speaks Mandarin with an event for every character, filling the ones eSpeak skips', async () => {
    const text = '你好世界，今天天气很好。我们去公园散步吧！我有3个苹果和ABC。';
    const result = await engine.synthesize(text, zh);
    expectAudible(result);
    expectWordsCovered(text, result);
    const words = result.events.filter((event) => event.type === 'word');
    // 好 in 你好 gets no mark from eSpeak; it must fall strictly between 你 and 世.
    expect(words[1]?.startMs).toBeGreaterThan(words[0]?.startMs ?? 0);
    expect(words[1]?.startMs).toBeLessThan(words[2]?.startMs ?? 0);
  });

  it('accepts language codes and variants', async () => {
    const plain = await engine.synthesize('Good morning.', { engine: 'espeak', name: 'en-gb' });
    const female = await engine.synthesize('Good morning.', {
      engine: 'espeak',
      name: 'en-gb',
      variant: 'f3',
    });
    expectAudible(plain);
    expectAudible(female);
    expect(samePcm(female.pcm, plain.pcm)).toBe(false);
    expect(engine.resolveVoice({ engine: 'espeak', name: 'zh' })).toBe('sit/cmn');
    expect(engine.resolveVoice({ engine: 'espeak', name: 'EN-US', variant: 'm2' })).toBe(
      'gmw/en-US+m2',
    );
    const variants = engine.listVariants();
    expect(variants.find((variant) => variant.name === 'f3')?.gender).toBe('female');
  });

  it('applies rate, pitch and range', async () => {
    const text = 'The quick brown fox jumps over the lazy dog.';
    const slow = await engine.synthesize(text, { ...en, rate: 120 });
    const fast = await engine.synthesize(text, { ...en, rate: 350 });
    expect(durationMs(fast)).toBeLessThan(durationMs(slow));
    const high = await engine.synthesize(text, { ...en, pitch: 90, range: 80 });
    const base = await engine.synthesize(text, en);
    expect(samePcm(high.pcm, base.pcm)).toBe(false);
    // Out-of-range values are clamped, not rejected.
    const clamped = await engine.synthesize(text, { ...en, rate: 10_000, pitch: -5 });
    const limits = await engine.synthesize(text, { ...en, rate: 450, pitch: 0 });
    expect(samePcm(clamped.pcm, limits.pcm)).toBe(true);
  });

  it('is deterministic: the same input gives the same samples', async () => {
    const text = 'Determinism matters. Same request, same bytes.';
    const first = await engine.synthesize(text, { ...en, variant: 'f2' });
    await engine.synthesize('Something else in between, to move any state along.', en);
    await engine.synthesize('别的句子。', zh);
    const second = await engine.synthesize(text, { ...en, variant: 'f2' });
    expect(samePcm(second.pcm, first.pcm)).toBe(true);
    expect(second.events).toEqual(first.events);
    const fresh = await EspeakEngine.start();
    // f2 adds breath noise from rand(), which eSpeak seeds from the clock at start-up.
    const again = await fresh.synthesize(text, { ...en, variant: 'f2' });
    expect(samePcm(again.pcm, first.pcm)).toBe(true);
  });

  it('reads markup, entities and phoneme brackets as plain text', async () => {
    const text = "Tom & Jerry <b>love</b> [[h@l'oU]] &amp; cheese.";
    const result = await engine.synthesize(text, en);
    expectAudible(result);
    expectWordsCovered(text, result);
  });

  it('returns empty audio when there is nothing to say', async () => {
    for (const text of ['', ' ', '\n\n\t', '...', '。', '—', '"', '\u0000', '\uFFFD']) {
      const result = await engine.synthesize(text, en);
      expect(result.pcm.length, JSON.stringify(text)).toBe(0);
      expect(result.events).toEqual([]);
    }
  });

  it('never throws on odd text', async () => {
    const odd = [
      '!?!?',
      '😀',
      '😀😀😀 🍕👍🏽👨‍👩‍👧🇺🇸',
      'a\u0000b\u0000c',
      'a\u0001\u0007\u001b\u007fb',
      '\uD800 lone \uDC00 surrogates',
      'zero\u200Bwidth',
      'e\u0301 cafe\u0301',
      '\u202Eright to left',
      '<speak><break time="5s"/></speak>',
      '&#0; &lt; &',
      '1234567890123456789012345678901234567890',
      'x'.repeat(2000),
      'word '.repeat(400),
      'A\r\nB\u2028C\u2029D',
    ];
    for (const text of odd) {
      const result = await engine.synthesize(text, en);
      expectWordsCovered(text, result);
    }
    const mixed = await engine.synthesize('Hello 你好 😀 مرحبا Привет', zh);
    expectWordsCovered('Hello 你好 😀 مرحبا Привет', mixed);
  });

  it('rejects unknown voices and variants with an EngineError', async () => {
    await expect(engine.synthesize('hi', { engine: 'espeak', name: 'klingon' })).rejects.toThrow(
      EngineError,
    );
    await expect(
      engine.synthesize('hi', { engine: 'espeak', name: 'en-us', variant: 'nope' }),
    ).rejects.toMatchObject({ code: 'unknown_voice' });
    await expect(
      engine.synthesize('hi', { engine: 'espeak', name: 'en-us+f3<x>' }),
    ).rejects.toMatchObject({ code: 'unknown_voice' });
  });

  it('lists its voices with languages', async () => {
    const voices = await engine.listVoices();
    expect(voices.length).toBeGreaterThan(100);
    const cmn = voices.find((voice) => voice.name === 'cmn');
    expect(cmn).toMatchObject({ engine: 'espeak', languages: expect.arrayContaining(['zh']) });
    const us = voices.find((voice) => voice.name === 'en-us');
    expect(us?.languages[0]).toBe('en-us');
    for (const voice of voices) {
      expect(() => engine.resolveVoice({ engine: 'espeak', name: voice.name })).not.toThrow();
    }
  });
});
