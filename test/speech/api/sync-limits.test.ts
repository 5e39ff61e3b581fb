import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { bearer, removeDir, startGateway, type TestGateway } from '../../helpers/gateway.ts';
import { EN_ALPHA, speak } from '../../helpers/speech.ts';
import type { GatewayOptions } from '../../../server/app.ts';
import { DEFAULT_SYNC_LIMITS } from '../../../server/speech/sync-limits.ts';

/**
 * Ten sentences of plain prose, 728 characters: about 48 s of audio with the voices below,
 * predicted (for the fastest speaker) at no less than 33 s.
 */
const PROSE = Array.from(
  { length: 10 },
  (_, i) => `Sentence number ${i + 1} walks along the river and counts the boats it sees.`,
).join(' ');

const BETA_STREAM = { model: 'beta-speech-v8', voice: 'en_female_ava', stream: true };

interface Fixture {
  gw: TestGateway;
  key: string;
}

/** A gateway of its own for one describe block. */
function gatewayWith(opts: Partial<GatewayOptions>): Fixture {
  const f = {} as Fixture;
  beforeAll(async () => {
    f.gw = await startGateway(opts);
    f.key = await f.gw.key();
  });
  afterAll(async () => {
    await f.gw.close();
    await removeDir(f.gw.dataDir);
  });
  return f;
}

async function usageOf({ gw, key }: Fixture): Promise<unknown> {
  const res = await fetch(`${gw.url}/v1/usage`, { headers: bearer(key) });
  return ((await res.json()) as { data: unknown }).data;
}

describe('sync speech refuses up front what would make over 30 minutes of audio', () => {
  const f = gatewayWith({});

  it('has the documented defaults', () => {
    expect(DEFAULT_SYNC_LIMITS).toEqual({ maxAudioMs: 30 * 60_000, deadlineMs: 120_000 });
  });

  it('refuses 10,000 digits to alpha-tts with 400 input_too_long, unbilled', async () => {
    const res = await speak(f.gw.url, f.key, {
      model: 'alpha-tts',
      voice: EN_ALPHA,
      input: '1234567890'.repeat(1000),
    });
    expect(res.status).toBe(400);
    expect(res.json().error).toMatchObject({
      type: 'invalid_request_error',
      code: 'input_too_long',
      param: 'input',
    });
    expect(res.json().error.message).toMatch(/POST \/v1\/audio\/speech\/tasks/);
    expect(await usageOf(f)).toEqual([]);
  });

  it('counts the speed: 10,000 characters of prose at speed 0.25 are refused', async () => {
    const res = await speak(f.gw.url, f.key, {
      model: 'alpha-tts',
      voice: EN_ALPHA,
      speed: 0.25,
      input: PROSE.repeat(14).slice(0, 10_000),
    });
    expect(res.status).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'input_too_long', param: 'input' });
  });

  it('still speaks the same prose at normal speed', async () => {
    const res = await speak(f.gw.url, f.key, { model: 'alpha-tts', voice: EN_ALPHA, input: PROSE });
    expect(res.status).toBe(200);
  });
});

describe('with a 20 s audio limit', () => {
  const f = gatewayWith({ syncLimits: { maxAudioMs: 20_000 } });

  it('refuses in stream mode too, before any audio', async () => {
    const res = await speak(f.gw.url, f.key, { ...BETA_STREAM, input: PROSE });
    expect(res.status).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'input_too_long', param: 'input' });
  });
});

describe('with a 40 s audio limit that the prediction lets through', () => {
  const f = gatewayWith({ syncLimits: { maxAudioMs: 40_000 } });

  it('stops a whole-mode request once the audio passes it: 400 input_too_long, unbilled', async () => {
    const res = await speak(f.gw.url, f.key, { model: 'alpha-tts', voice: EN_ALPHA, input: PROSE });
    expect(res.status).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'input_too_long', param: 'input' });
    expect(await usageOf(f)).toEqual([]);
  });

  it('cuts a stream short once the audio passes it', async () => {
    const res = await fetch(`${f.gw.url}/v1/audio/speech`, {
      method: 'POST',
      headers: { ...bearer(f.key), 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...BETA_STREAM, input: PROSE }),
    });
    // The stream had started: the status is sent, then the body ends without its last chunk.
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
    expect(await usageOf(f)).toEqual([]);
  });
});

describe('with a deadline that has passed', () => {
  const f = gatewayWith({ syncLimits: { deadlineMs: 0 } });

  it.each([
    ['whole mode', { model: 'alpha-tts', voice: EN_ALPHA, input: PROSE }],
    ['stream mode', { ...BETA_STREAM, input: PROSE }],
  ])('%s ends with 503 sync_deadline_exceeded, unbilled', async (_mode, body) => {
    const res = await speak(f.gw.url, f.key, body);
    expect(res.status).toBe(503);
    expect(res.json().error).toMatchObject({
      type: 'server_error',
      code: 'sync_deadline_exceeded',
    });
    expect(res.json().error.message).toMatch(/POST \/v1\/audio\/speech\/tasks/);
    expect(await usageOf(f)).toEqual([]);
  });
});

/**
 * A short word the owner's lexicon reads as a 300-character phrase: eight of them are 2,400
 * characters to speak, well over a minute however fast the voice. The same text without the
 * entry is a few seconds.
 */
const LONG_ALIAS = 'the quick brown fox jumps over the lazy dog and '
  .repeat(7)
  .slice(0, 300)
  .trim();
const SHORT_TEXT = 'Ask zq, zq and zq. Then zq, zq, zq, zq and zq once more.';

function putAlias({ gw, key }: Fixture): Promise<Response> {
  return fetch(`${gw.url}/v1/audio/lexicon/zq`, {
    method: 'PUT',
    headers: { ...bearer(key), 'Content-Type': 'application/json' },
    body: JSON.stringify({ alias: LONG_ALIAS }),
  });
}

async function deleteAlias({ gw, key }: Fixture): Promise<void> {
  const res = await fetch(`${gw.url}/v1/audio/lexicon/zq`, {
    method: 'DELETE',
    headers: bearer(key),
  });
  expect(res.status).toBe(200);
}

/** The WebSocket session's last JSON frame and close code. */
interface LastFrame {
  type: string;
  error?: { code: string; param: string; message: string };
}

function wsSession(
  { gw, key }: Fixture,
  text: string,
): Promise<{ frame: LastFrame; code: number }> {
  const url = `${gw.url.replace('http', 'ws')}/v1/audio/speech/websocket?model=beta-speech-v8`;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: bearer(key) });
    let frame: LastFrame = { type: 'none' };
    ws.on('open', () => ws.send(JSON.stringify({ Text: text, VoiceId: 'en_female_ava' })));
    ws.on('message', (data: Buffer, binary) => {
      if (!binary) frame = JSON.parse(data.toString()) as LastFrame;
    });
    ws.on('close', (code) => resolve({ frame, code }));
    ws.on('error', reject);
  });
}

describe("the prediction counts the owner's lexicon (a 60 s audio limit)", () => {
  const f = gatewayWith({ syncLimits: { maxAudioMs: 60_000 } });

  it.each([
    ['speech mode', { model: 'alpha-tts', voice: EN_ALPHA }],
    ['stream mode', BETA_STREAM],
  ])(
    '%s: an alias that makes the text overlong is 400 input_too_long; without it, 200',
    async (_mode, body) => {
      expect((await putAlias(f)).status).toBe(200);
      const usage = await usageOf(f);
      const refused = await speak(f.gw.url, f.key, { ...body, input: SHORT_TEXT });
      expect(refused.status).toBe(400);
      expect(refused.json().error).toMatchObject({ code: 'input_too_long', param: 'input' });
      // Refused up front, before any audio (not stopped while rendering: "makes more than").
      expect(refused.json().error.message).toMatch(/would make at least/);
      expect(await usageOf(f)).toEqual(usage);

      await deleteAlias(f);
      const spoken = await speak(f.gw.url, f.key, { ...body, input: SHORT_TEXT });
      expect(spoken.status).toBe(200);
      expect(spoken.bytes.length).toBeGreaterThan(0);
    },
  );

  it('WebSocket: the same alias is an input_too_long error frame and a policy close; without it, complete', async () => {
    expect((await putAlias(f)).status).toBe(200);
    const refused = await wsSession(f, SHORT_TEXT);
    expect(refused.frame).toMatchObject({
      type: 'error',
      error: { code: 'input_too_long', param: 'input' },
    });
    expect(refused.frame.error?.message).toMatch(/would make at least/);
    expect(refused.code).toBe(1008);

    await deleteAlias(f);
    const spoken = await wsSession(f, SHORT_TEXT);
    expect(spoken.frame).toMatchObject({ type: 'complete' });
    expect(spoken.code).toBe(1000);
  });
});
