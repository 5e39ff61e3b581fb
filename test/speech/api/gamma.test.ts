import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medianF0 } from '../../../server/speech/audio/analysis.ts';
import { applyProsody } from '../../../server/speech/audio/dsp.ts';
import { encodeWav, readWav } from '../../../server/speech/audio/wav.ts';
import { createEnginePool } from '../../../server/speech/engines/pool.ts';
import { closedPort } from '../cloning/fixtures.ts';
import { removeDir, startGateway, type TestGateway } from '../../helpers/gateway.ts';
import { speak } from '../../helpers/speech.ts';
import { submitSpeechTask, waitForTask, download } from '../../helpers/tasks.ts';

let gw: TestGateway;
let key: string;
let highReference: string;
let referenceF0: number;

const SAY = 'This sentence is spoken in a voice borrowed from the reference recording.';

beforeAll(async () => {
  // References on loopback test servers need the opt-in (`serve --allow-private-fetch`).
  gw = await startGateway({ allowPrivateFetch: true });
  key = await gw.key();
  // A reference speaker: a female espeak voice raised by 40 %, as a WAV data: URL.
  const pool = createEnginePool({ size: 1 });
  try {
    const base = await pool.synthesize(
      'Good morning. I would like to tell you a short story about the sea, the wind and a small boat.',
      { engine: 'espeak', name: 'en-us', variant: 'f3' },
    );
    const high = await applyProsody(base.pcm, base.sampleRate, { pitch: 1.4 });
    referenceF0 = medianF0(high, base.sampleRate);
    highReference = `data:audio/wav;base64,${Buffer.from(encodeWav(high, base.sampleRate)).toString('base64')}`;
  } finally {
    await pool.close();
  }
});
afterAll(async () => {
  await gw.close();
  await removeDir(gw.dataDir);
});

describe('gamma-tts-2 over POST /v1/audio/speech', () => {
  it('speaks WAV in a voice whose pitch follows the reference', async () => {
    const res = await speak(gw.url, key, {
      model: 'gamma-tts-2',
      input: SAY,
      reference_audio_url: highReference,
    });
    expect(res.status, res.bytes.toString().slice(0, 200)).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    const wav = readWav(res.bytes);
    expect(wav.sampleRate).toBe(24000);
    const cloned = medianF0(wav.mono, wav.sampleRate);

    const plain = await speak(gw.url, key, {
      model: 'beta-speech-v8',
      input: SAY,
      voice: 'en_female_ava',
      stream: true,
      response_format: 'pcm',
    });
    const pcm = new Int16Array(plain.bytes.buffer, plain.bytes.byteOffset, plain.bytes.length / 2);
    const plainF0 = medianF0(
      Float32Array.from(pcm, (v) => v / 32768),
      24000,
    );
    expect(Math.abs(cloned - referenceF0)).toBeLessThan(Math.abs(plainF0 - referenceF0));
    expect(Math.abs(cloned - referenceF0) / referenceF0).toBeLessThan(0.1);
  });

  it('shapes prosody by emotion: happy speaks faster than sad', async () => {
    const length = async (emotion: string) => {
      const res = await speak(gw.url, key, {
        model: 'gamma-tts-2',
        input: SAY,
        reference_audio_url: highReference,
        emotion,
        emotion_weight: 1,
      });
      const wav = readWav(res.bytes);
      return wav.mono.length / wav.sampleRate;
    };
    expect(await length('happy')).toBeLessThan(await length('sad'));
  });

  it.each([
    [
      'a reference that is not audio',
      `data:text/plain;base64,${Buffer.from('hello').toString('base64')}`,
      'invalid_reference_audio',
    ],
    ['a file: URL', 'file:///etc/passwd', 'unsupported_reference_url'],
    ['an ftp: URL', 'ftp://example.com/a.wav', 'unsupported_reference_url'],
    [
      'a data: URL over 20 MiB',
      `data:audio/wav;base64,${Buffer.alloc(21 * 1024 * 1024).toString('base64')}`,
      'reference_too_large',
    ],
  ])('refuses %s with a 400 naming reference_audio_url', async (_n, url, code) => {
    const res = await speak(gw.url, key, {
      model: 'gamma-tts-2',
      input: SAY,
      reference_audio_url: url,
    });
    expect(res.status).toBe(400);
    expect(res.json().error).toMatchObject({ code, param: 'reference_audio_url' });
  });

  it('refuses an unreachable host with a 400', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/voice.wav`;
    const res = await speak(gw.url, key, {
      model: 'gamma-tts-2',
      input: SAY,
      reference_audio_url: url,
    });
    expect(res.status).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'reference_unreachable',
      param: 'reference_audio_url',
    });
  });

  it.each([
    [{ input: SAY }, 'missing_field', 'reference_audio_url'],
    [{ input: SAY, reference_audio_url: 'x', emotion: 'bored' }, 'invalid_value', 'emotion'],
    [{ input: SAY, reference_audio_url: 'x', emotion_weight: 2 }, 'out_of_range', 'emotion_weight'],
    [
      { input: SAY, reference_audio_url: 'x', response_format: 'mp3' },
      'unsupported_format',
      'response_format',
    ],
    [{ input: SAY, reference_audio_url: 'x', voice: 'en_female_ava' }, 'invalid_value', 'voice'],
  ])('validates the body %j', async (body, code, param) => {
    const res = await speak(gw.url, key, { model: 'gamma-tts-2', ...body });
    expect(res.status).toBe(400);
    expect(res.json().error).toMatchObject({ code, param });
  });
});

describe('gamma-tts-2 as a task', () => {
  it('completes with WAV content', async () => {
    const { body } = await submitSpeechTask(gw.url, key, {
      model: 'gamma-tts-2',
      input: `${SAY} ${SAY}`,
      reference_audio_url: highReference,
      emotion: 'calm',
    });
    const done = await waitForTask(gw.url, key, body.id);
    expect(done.status).toBe('completed');
    const audio = await download(done.content_url!, key);
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    const wav = readWav(audio.bytes);
    expect((wav.mono.length / wav.sampleRate) * 1000).toBeCloseTo(done.duration_ms!, -2);
  });

  it('fails with the reference error code when the reference is bad', async () => {
    const { body } = await submitSpeechTask(gw.url, key, {
      model: 'gamma-tts-2',
      input: SAY,
      reference_audio_url: `http://127.0.0.1:${await closedPort()}/gone.wav`,
    });
    const done = await waitForTask(gw.url, key, body.id);
    expect(done).toMatchObject({
      status: 'failed',
      error: { code: 'reference_unreachable', message: expect.any(String) },
      failed_at: expect.any(Number),
    });
    const content = await download(`${gw.url}/v1/audio/speech/tasks/${body.id}/content`, key);
    expect(content.status).toBe(409);
  });
});

describe('gamma-tts-2 without --allow-private-fetch', () => {
  let strict: TestGateway;
  let strictKey: string;
  beforeAll(async () => {
    strict = await startGateway();
    strictKey = await strict.key();
  });
  afterAll(async () => {
    await strict.close();
    await removeDir(strict.dataDir);
  });

  it('refuses a loopback reference with 400 reference_url_forbidden', async () => {
    const res = await speak(strict.url, strictKey, {
      model: 'gamma-tts-2',
      input: SAY,
      reference_audio_url: `http://127.0.0.1:${await closedPort()}/voice.wav`,
    });
    expect(res.status).toBe(400);
    expect(res.json().error).toMatchObject({
      type: 'invalid_request_error',
      code: 'reference_url_forbidden',
      param: 'reference_audio_url',
    });
  });

  it('fails a task whose reference is on a private address', async () => {
    const { body } = await submitSpeechTask(strict.url, strictKey, {
      model: 'gamma-tts-2',
      input: SAY,
      reference_audio_url: 'http://[::ffff:192.168.1.20]/voice.wav',
    });
    const done = await waitForTask(strict.url, strictKey, body.id);
    expect(done).toMatchObject({ status: 'failed', error: { code: 'reference_url_forbidden' } });
  });
});
