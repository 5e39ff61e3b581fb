import { describe, expect, it } from 'vitest';
import { type TestGateway, useGateway } from '../../helpers/gateway.ts';
import { EN_ALPHA, speak } from '../../helpers/speech.ts';

let gw: TestGateway;
let key: string;
useGateway((g, k) => {
  gw = g;
  key = k;
});

const beta = (extra: Record<string, unknown>) => ({
  model: 'beta-speech-v8',
  input: 'Hi.',
  voice: 'en_male_oliver',
  ...extra,
});

async function expectError(body: unknown, status: number, code: string, param: string | null) {
  const res = await speak(gw.url, key, body);
  expect(res.status, res.bytes.toString()).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const err = res.json().error;
  expect(err.code).toBe(code);
  expect(err.param).toBe(param);
  expect(err.message.length).toBeGreaterThan(10);
  return err;
}

describe('beta-speech-v8 field spellings', () => {
  it.each([
    [{ Text: 'Hi.', VoiceId: 'en_male_oliver' }],
    [{ text: 'Hi.', voiceid: 'en_male_oliver' }],
    [{ input: 'Hi.', voice: 'en_male_oliver' }],
  ])('accepts the text and voice as %j', async (fields) => {
    const res = await speak(gw.url, key, { model: 'beta-speech-v8', ...fields });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
  });

  it.each([
    ['Bitrate', 'bitrate', '64k'],
    ['Speed', 'speed', 0.5],
    ['Pitch', 'pitch', 1.2],
    ['TimestampType', 'timestamptype', 'word'],
    ['Temperature', 'temperature', 0.5],
  ])('folds %s and %s into the same value', async (upper, lower, value) => {
    const a = await speak(gw.url, key, beta({ [upper]: value }));
    const b = await speak(gw.url, key, beta({ [lower]: value }));
    expect(a.status).toBe(200);
    expect(b.bytes.equals(a.bytes)).toBe(true);
  });

  it('folds Codec and codec in stream mode', async () => {
    const a = await speak(gw.url, key, beta({ stream: true, Codec: 'pcm_mulaw' }));
    const b = await speak(gw.url, key, beta({ stream: true, codec: 'pcm_mulaw' }));
    expect(a.headers.get('content-type')).toBe('audio/basic');
    expect(b.bytes.equals(a.bytes)).toBe(true);
  });

  it('refuses the two spellings of one field with different values', async () => {
    await expectError(beta({ Speed: 0.5, speed: 0.2 }), 400, 'conflicting_value', 'speed');
  });
});

describe('bad requests get a 400 naming the field', () => {
  it.each([
    ['both modes', beta({ speech: true, stream: true }), 'conflicting_modes', 'stream'],
    [
      'pcm in speech mode',
      beta({ response_format: 'pcm' }),
      'unsupported_format',
      'response_format',
    ],
    ['pcm codec in speech mode', beta({ Codec: 'pcm_s16le' }), 'unsupported_format', 'Codec'],
    [
      'wav for beta',
      beta({ stream: true, response_format: 'wav' }),
      'unsupported_format',
      'response_format',
    ],
    [
      'pcm with an mp3 codec',
      beta({ stream: true, response_format: 'pcm', Codec: 'libmp3lame' }),
      'conflicting_format',
      'Codec',
    ],
    [
      'mp3 with a pcm codec',
      beta({ stream: true, response_format: 'mp3', codec: 'pcm_mulaw' }),
      'conflicting_format',
      'codec',
    ],
    ['speech false alone', beta({ speech: false }), 'invalid_value', 'speech'],
    ['Speed above 1', beta({ Speed: 1.01 }), 'out_of_range', 'Speed'],
    ['speed below -1', beta({ speed: -1.5 }), 'out_of_range', 'speed'],
    ['Pitch below 0.5', beta({ Pitch: 0.49 }), 'out_of_range', 'Pitch'],
    ['Pitch above 1.5', beta({ Pitch: 1.51 }), 'out_of_range', 'Pitch'],
    ['Temperature below 0.1', beta({ Temperature: 0.05 }), 'out_of_range', 'Temperature'],
    ['temperature above 0.8', beta({ temperature: 0.9 }), 'out_of_range', 'temperature'],
    ['Bitrate not in the set', beta({ Bitrate: '96k' }), 'invalid_value', 'Bitrate'],
    ['TimestampType unknown', beta({ TimestampType: 'phoneme' }), 'invalid_value', 'TimestampType'],
    ['Codec unknown', beta({ stream: true, Codec: 'opus' }), 'invalid_value', 'Codec'],
    ['Speed as a string', beta({ Speed: 'fast' }), 'invalid_value', 'Speed'],
    ['stream as a string', beta({ stream: 'yes' }), 'invalid_value', 'stream'],
    ['unknown beta voice', beta({ voice: 'en_female_nobody' }), 'invalid_value', 'voice'],
    [
      'unknown VoiceId',
      { model: 'beta-speech-v8', Text: 'Hi.', VoiceId: 'zh_male_x' },
      'invalid_value',
      'VoiceId',
    ],
    [
      'missing text',
      { model: 'beta-speech-v8', voice: 'en_male_oliver' },
      'missing_field',
      'input',
    ],
    ['missing voice', { model: 'beta-speech-v8', input: 'Hi.' }, 'missing_field', 'voice'],
    ['text not a string', beta({ input: 42 }), 'invalid_value', 'input'],
    ['blank text', beta({ input: '   ' }), 'invalid_value', 'input'],
    ['missing model', { input: 'Hi.', voice: 'x' }, 'missing_field', 'model'],
    ['model not a string', { model: 7, input: 'Hi.', voice: 'x' }, 'invalid_value', 'model'],
    ['a 3D model', { model: 'mesh-6', input: 'Hi.', voice: 'x' }, 'invalid_value', 'model'],
    [
      'alpha speed too low',
      { model: 'alpha-tts', input: 'Hi.', voice: EN_ALPHA, speed: 0.2 },
      'out_of_range',
      'speed',
    ],
    [
      'alpha speed too high',
      { model: 'alpha-tts', input: 'Hi.', voice: EN_ALPHA, speed: 4.5 },
      'out_of_range',
      'speed',
    ],
    [
      'alpha volume too high',
      { model: 'alpha-tts', input: 'Hi.', voice: EN_ALPHA, volume: 2.5 },
      'out_of_range',
      'volume',
    ],
    [
      'alpha pitch too low',
      { model: 'alpha-tts', input: 'Hi.', voice: EN_ALPHA, pitch: -101 },
      'out_of_range',
      'pitch',
    ],
    [
      'alpha pcm',
      { model: 'alpha-tts', input: 'Hi.', voice: EN_ALPHA, response_format: 'pcm' },
      'unsupported_format',
      'response_format',
    ],
    [
      'alpha unknown voice',
      { model: 'alpha-tts', input: 'Hi.', voice: 'en-US-Nobody' },
      'invalid_value',
      'voice',
    ],
  ])('%s', async (_name, body, code, param) => {
    await expectError(body, 400, code, param);
  });

  it('answers an unknown model with 404 and a model outside the key with 403', async () => {
    await expectError(
      { model: 'delta-tts', input: 'Hi.', voice: 'x' },
      404,
      'model_not_found',
      'model',
    );
    const limited = await gw.key({ models: ['alpha-tts'] });
    const res = await speak(gw.url, limited, beta({}));
    expect(res.status).toBe(403);
    expect(res.json().error.code).toBe('model_not_allowed');
  });
});

describe('text limits count Unicode code points', () => {
  // 🎙 is one code point but two UTF-16 units: a limit counted in units would reject these.
  const text = (n: number) => '🎙'.repeat(n - 1) + 'a';

  it.each([
    ['beta speech mode', {}, 5000],
    ['beta stream mode', { stream: true, Codec: 'pcm_mulaw' }, 1000],
  ])(
    '%s: exactly at the limit passes validation, one over is input_too_long',
    async (_n, extra, limit) => {
      const over = await speak(gw.url, key, beta({ ...extra, input: text(limit + 1) }));
      expect(over.status).toBe(400);
      expect(over.json().error).toMatchObject({ code: 'input_too_long', param: 'input' });
      expect(over.json().error.message).toContain(String(limit));
      const at = await speak(gw.url, key, beta({ ...extra, input: text(limit) }));
      expect(at.status).toBe(200);
    },
  );

  it('alpha-tts: 10,000 passes, 10,001 is input_too_long', async () => {
    const body = (n: number) => ({
      model: 'alpha-tts',
      voice: EN_ALPHA,
      input: text(n),
      response_format: 'wav',
    });
    expect((await speak(gw.url, key, body(10_001))).json().error.code).toBe('input_too_long');
    expect((await speak(gw.url, key, body(10_000))).status).toBe(200);
  });
});
