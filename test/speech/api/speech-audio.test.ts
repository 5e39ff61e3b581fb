import { describe, expect, it } from 'vitest';
import OpenAI from 'openai';
import { parseMp3 } from '../../../server/speech/audio/mp3-frames.ts';
import { readWav } from '../../../server/speech/audio/wav.ts';
import { decodeMulaw } from '../../../server/speech/audio/pcm.ts';
import { medianF0, rms, snrDb } from '../../../server/speech/audio/analysis.ts';
import { resample } from '../../../server/speech/audio/resample.ts';
import { type TestGateway, useGateway } from '../../helpers/gateway.ts';
import { EN_ALPHA, SENTENCE, s16leToFloats, speak } from '../../helpers/speech.ts';

let gw: TestGateway;
let key: string;
useGateway((g, k) => {
  gw = g;
  key = k;
});

const beta = (extra: Record<string, unknown> = {}) => ({
  model: 'beta-speech-v8',
  input: SENTENCE,
  voice: 'en_female_ava',
  ...extra,
});
const alphaWav = (extra: Record<string, unknown> = {}) => ({
  model: 'alpha-tts',
  input: SENTENCE,
  voice: EN_ALPHA,
  response_format: 'wav',
  ...extra,
});

async function ok(body: unknown) {
  const res = await speak(gw.url, key, body);
  expect(res.status, res.bytes.toString().slice(0, 300)).toBe(200);
  return res;
}

describe('MP3 output', () => {
  it.each([
    ['16k', 16, 24000],
    ['32k', 32, 24000],
    ['48k', 48, 24000],
    ['64k', 64, 24000],
    ['128k', 128, 24000],
    ['192k', 192, 48000],
    ['256k', 256, 48000],
    ['320k', 320, 48000],
  ])('Bitrate %s: every frame carries %i kbps at %i Hz, mono', async (bitrate, kbps, rate) => {
    const res = await ok(beta({ Bitrate: bitrate, input: 'Testing the bitrate.' }));
    const mp3 = parseMp3(res.bytes);
    expect(mp3.frameCount).toBeGreaterThan(10);
    expect(mp3.bitratesKbps).toEqual([kbps]);
    expect(mp3.sampleRates).toEqual([rate]);
    expect(mp3.channels).toBe(1);
  });

  it('defaults to 192k, and its duration header matches the decoded frames', async () => {
    const res = await ok(beta());
    const mp3 = parseMp3(res.bytes);
    expect(mp3.bitrateKbps).toBe(192);
    const header = Number(res.headers.get('x-audio-duration-ms'));
    // frames add the encoder delay and the last frame's padding: at most ~2 frames
    expect(mp3.durationMs - header).toBeGreaterThanOrEqual(0);
    expect(mp3.durationMs - header).toBeLessThan(80);
    expect(res.headers.get('x-usage-input-tokens')).toBe(String([...SENTENCE].length));
    expect(res.headers.get('x-task-id')).toMatch(/^task_[A-Za-z0-9]{24}$/);
  });

  it('gives identical bytes for identical requests', async () => {
    const a = await ok(beta({ Speed: 0.3, Pitch: 1.1, Temperature: 0.6 }));
    const b = await ok(beta({ Speed: 0.3, Pitch: 1.1, Temperature: 0.6 }));
    expect(b.bytes.equals(a.bytes)).toBe(true);
  });
});

describe('prosody, measured on the output', () => {
  const durationOf = async (speed: number) =>
    parseMp3((await ok(beta({ Speed: speed }))).bytes).durationMs;

  it('beta Speed s scales duration by 2^-s (within 10%)', async () => {
    const base = await durationOf(0);
    for (const s of [-1, -0.5, 0.5, 1]) {
      const ratio = (await durationOf(s)) / base;
      expect(ratio).toBeGreaterThan(2 ** -s * 0.9);
      expect(ratio).toBeLessThan(2 ** -s * 1.1);
    }
  });

  it('alpha speed multiplies the rate (within 10%)', async () => {
    const duration = async (speed: number) => {
      const wav = readWav((await ok(alphaWav({ speed }))).bytes);
      return wav.mono.length / wav.sampleRate;
    };
    const base = await duration(1);
    for (const speed of [0.5, 2]) {
      const ratio = (await duration(speed)) / base;
      expect(ratio).toBeGreaterThan((1 / speed) * 0.9);
      expect(ratio).toBeLessThan((1 / speed) * 1.1);
    }
  });

  it('beta Pitch multiplies the median F0 (within 5%)', async () => {
    const f0 = async (pitch: number) => {
      const res = await ok(beta({ stream: true, response_format: 'pcm', Pitch: pitch }));
      return medianF0(s16leToFloats(res.bytes), 24000);
    };
    const base = await f0(1);
    expect((await f0(1.4)) / base).toBeGreaterThan(1.4 * 0.95);
    expect((await f0(1.4)) / base).toBeLessThan(1.4 * 1.05);
    expect((await f0(0.6)) / base).toBeGreaterThan(0.6 * 0.95);
    expect((await f0(0.6)) / base).toBeLessThan(0.6 * 1.05);
  });

  it('alpha pitch offsets F0 in Hz from the voice base (within 5%)', async () => {
    const f0 = async (pitch: number) => {
      const wav = readWav((await ok(alphaWav({ pitch }))).bytes);
      return medianF0(wav.mono, wav.sampleRate);
    };
    const base = await f0(0);
    const up = await f0(60);
    // the offset is relative to the voice's nominal F0 (200 Hz for this female voice)
    expect(up / base).toBeGreaterThan((260 / 200) * 0.95);
    expect(up / base).toBeLessThan((260 / 200) * 1.05);
  });

  it('alpha volume scales the RMS', async () => {
    const level = async (volume: number) => {
      const wav = readWav((await ok(alphaWav({ volume }))).bytes);
      return rms(wav.mono);
    };
    const base = await level(1);
    expect((await level(0.5)) / base).toBeCloseTo(0.5, 1);
    expect(await level(0)).toBe(0);
  });
});

describe('raw formats in stream mode', () => {
  it('pcm_mulaw is G.711 at 8 kHz and round-trips the s16le signal within tolerance', async () => {
    // One short piece: each piece is resampled on its own, so a longer text would also
    // compare the two rates' rounding at every seam, not the µ-law codec.
    const one = { input: 'The quick brown fox jumps high.' };
    const pcm = await ok(beta({ ...one, stream: true, Codec: 'pcm_s16le' }));
    expect(pcm.headers.get('content-type')).toBe('audio/pcm;rate=24000;encoding=s16le;channels=1');
    const mulaw = await ok(beta({ ...one, stream: true, Codec: 'pcm_mulaw' }));
    expect(mulaw.headers.get('content-type')).toBe('audio/basic');
    const reference = resample(s16leToFloats(pcm.bytes), 24000, 8000);
    const decoded = decodeMulaw(mulaw.bytes);
    expect(Math.abs(decoded.length - reference.length)).toBeLessThanOrEqual(2);
    const n = Math.min(decoded.length, reference.length);
    expect(snrDb(reference.subarray(0, n), decoded.subarray(0, n))).toBeGreaterThan(25);
  });
});

describe('stream mode delivery', () => {
  it('sends the first audio before synthesis of a 1,000-character text has finished', async () => {
    const long =
      `${'This sentence is part of a long text that the stream mode sends sentence by sentence. '.repeat(12)}`.slice(
        0,
        1000,
      );
    const res = await fetch(`${gw.url}/v1/audio/speech`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(beta({ input: long, stream: true })),
    });
    expect(res.status).toBe(200);
    const taskId = res.headers.get('x-task-id');
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(first.value!.length).toBeGreaterThan(0);
    // At the first chunk the request has not been recorded as completed: synthesis is still running.
    expect(await gw.gateway.storage.tasks.find(taskId!)).toBeUndefined();
    let total = first.value!.length;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
    }
    const record = await gw.gateway.storage.tasks.find(taskId!);
    expect(record).toMatchObject({
      status: 'completed',
      source: 'sync',
      bytes: total,
      characters: 1000,
    });
  });
});

describe('history and usage', () => {
  it('records each request with its audio and timestamps, and bills code points per model', async () => {
    const fresh = await gw.key({ models: ['beta-speech-v8'] });
    const res = await speak(
      gw.url,
      fresh,
      beta({ input: 'Two words. 🎉 Done!', TimestampType: 'word' }),
    );
    const id = res.headers.get('x-task-id')!;
    const record = (await gw.gateway.storage.tasks.find(id))!;
    expect(record).toMatchObject({ kind: 'speech', model: 'beta-speech-v8', status: 'completed' });
    const stored = await import('node:fs/promises').then((fs) =>
      fs.readFile(gw.gateway.files.pathFor('speech', id, record.files.content!)),
    );
    expect(stored.equals(res.bytes)).toBe(true);
    const usage = await fetch(`${gw.url}/v1/usage`, {
      headers: { Authorization: `Bearer ${fresh}` },
    });
    expect(await usage.json()).toMatchObject({
      object: 'usage',
      data: [
        { model: 'beta-speech-v8', characters: [...'Two words. 🎉 Done!'].length, requests: 1 },
      ],
    });
  });
});

describe('the official OpenAI SDK', () => {
  it('audio.speech.create returns playable MP3 bytes', async () => {
    const client = new OpenAI({ baseURL: `${gw.url}/v1`, apiKey: key });
    const response = await client.audio.speech.create({
      model: 'alpha-tts',
      voice: EN_ALPHA as 'alloy',
      input: 'Hello from the OpenAI SDK.',
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    const mp3 = parseMp3(bytes);
    expect(mp3.frameCount).toBeGreaterThan(20);
    expect(mp3.durationMs).toBeGreaterThan(1000);
  });

  it('surfaces our errors as SDK errors with status and code', async () => {
    const client = new OpenAI({ baseURL: `${gw.url}/v1`, apiKey: key, maxRetries: 0 });
    await expect(
      client.audio.speech.create({ model: 'alpha-tts', voice: 'nobody' as 'alloy', input: 'x' }),
    ).rejects.toMatchObject({ status: 400, code: 'invalid_value', param: 'voice' });
  });
});
