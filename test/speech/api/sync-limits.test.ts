import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
