import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseServeArgs, UsageError } from '../../server/cli/args.ts';
import type { ErrorBody } from '../../contract/errors.ts';
import type { ModelList } from '../../contract/models.ts';
import type { UpstreamInfo } from '../../contract/upstream.ts';
import { bearer, removeDir, startGateway, type TestGateway } from '../helpers/gateway.ts';
import { EN_ALPHA, SENTENCE, speak } from '../helpers/speech.ts';
import { FAST_UPSTREAM } from '../helpers/upstream.ts';

// These tests wait for task states and health changes, never for time: a busy machine
// only slows them down, so they get a generous limit.
vi.setConfig({ testTimeout: 600_000, hookTimeout: 600_000 });

describe('serve arguments', () => {
  it('take --upstream and repeatable --route; the key only from the environment', () => {
    const args = parseServeArgs(
      [
        '--upstream',
        'https://api.example.com/v1/',
        '--route',
        'alpha-tts=upstream',
        '--route',
        '*=upstream',
        '--route',
        'alpha-tts=local',
      ],
      { VOXMESH_UPSTREAM_KEY: 'sk-up' },
    );
    expect(args.upstreamUrl).toBe('https://api.example.com');
    expect(args.routes).toEqual({ 'alpha-tts': 'local', '*': 'upstream' });
    expect(args.upstreamKey).toBe('sk-up');
    expect(parseServeArgs([], { VOXMESH_UPSTREAM_URL: 'http://10.0.0.5:8790' }).upstreamUrl).toBe(
      'http://10.0.0.5:8790',
    );
  });

  it('refuse a key in a flag or the URL, and malformed routes', () => {
    expect(() => parseServeArgs(['--upstream-key', 'x'])).toThrow();
    expect(() => parseServeArgs(['--upstream', 'https://user:pw@example.com'])).toThrow(UsageError);
    expect(() => parseServeArgs(['--upstream', 'ftp://example.com'])).toThrow(UsageError);
    expect(() => parseServeArgs(['--route', 'alpha-tts'])).toThrow(UsageError);
    expect(() => parseServeArgs(['--route', 'alpha-tts=cloud'])).toThrow(UsageError);
  });
});

describe('GET/PUT /v1/upstream', () => {
  let b: TestGateway;
  let a: TestGateway;
  let adminA: string;
  let userA: string;
  let keyB: string;
  beforeAll(async () => {
    b = await startGateway();
    keyB = await b.key();
    a = await startGateway({ upstream: { tuning: FAST_UPSTREAM } });
    adminA = await a.key({ admin: true });
    userA = await a.key();
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await removeDir(a.dataDir);
    await removeDir(b.dataDir);
  });

  const put = (body: unknown, key = adminA) =>
    fetch(`${a.url}/v1/upstream`, {
      method: 'PUT',
      headers: { ...bearer(key), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('is for admin keys only', async () => {
    const res = await fetch(`${a.url}/v1/upstream`, { headers: bearer(userA) });
    expect(res.status).toBe(403);
  });

  it('starts with no upstream: every model local, nothing forwarded', async () => {
    const info = (await (
      await fetch(`${a.url}/v1/upstream`, { headers: bearer(adminA) })
    ).json()) as UpstreamInfo;
    expect(info).toMatchObject({ url: null, key_set: false, health: { status: 'unknown' } });
    const models = (await (
      await fetch(`${a.url}/v1/models`, { headers: bearer(userA) })
    ).json()) as ModelList;
    expect(models.data.every((m) => m.owned_by === 'voxmesh')).toBe(true);
  });

  it('names the field of a bad update', async () => {
    const res = await put({ url: 'not a url' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.param).toBe('url');
    const routes = await put({ routes: { 'alpha-tts': 'cloud' } });
    expect(routes.status).toBe(400);
    expect(((await routes.json()) as ErrorBody).error.param).toMatch(/^routes/);
  });

  it('connects, keeps the key write-only, routes and maps models', async () => {
    const res = await put({
      url: `${b.url}/v1`,
      key: keyB,
      routes: { 'alpha-tts': 'upstream' },
      model_map: { 'alpha-tts': 'alpha-tts' },
    });
    expect(res.status).toBe(200);
    const info = (await res.json()) as UpstreamInfo;
    expect(info.url).toBe(b.url);
    expect(info.key_set).toBe(true);
    expect(JSON.stringify(info)).not.toContain(keyB);
    expect(info.health.status).toBe('up');
    expect(info.health.models).toContain('mesh-6');
    expect(info.health.latency_ms).toBeGreaterThanOrEqual(0);

    const models = (await (
      await fetch(`${a.url}/v1/models`, { headers: bearer(userA) })
    ).json()) as ModelList;
    const owner = Object.fromEntries(models.data.map((m) => [m.id, m.owned_by]));
    expect(owner['alpha-tts']).toBe('upstream');
    expect(owner['beta-speech-v8']).toBe('voxmesh');

    const before = b.gateway.taskStore.page({ owner: 'local', limit: 1000 })!.data.length;
    const spoken = await speak(a.url, userA, {
      model: 'alpha-tts',
      input: SENTENCE,
      voice: EN_ALPHA,
    });
    expect(spoken.status).toBe(200);
    expect(b.gateway.taskStore.page({ owner: 'local', limit: 1000 })!.data.length).toBe(before + 1);
  });

  it('maps a local id to the id the upstream calls it', async () => {
    await put({
      routes: { 'beta-speech-v8': 'upstream' },
      model_map: { 'beta-speech-v8': 'alpha-tts' },
    });
    // B receives alpha-tts: a beta body is refused there with B's own 400, kept as is.
    const res = await speak(a.url, userA, {
      model: 'beta-speech-v8',
      Text: SENTENCE,
      VoiceId: 'en_female_grace',
    });
    expect(res.status).toBe(400);
    expect(res.json<ErrorBody>().error.param).not.toBeNull();
  });

  it('goes back to local when the URL is cleared', async () => {
    const res = await put({ url: null, key: null });
    const info = (await res.json()) as UpstreamInfo;
    expect(info).toMatchObject({ url: null, key_set: false });
    const spoken = await speak(a.url, userA, {
      model: 'alpha-tts',
      input: SENTENCE,
      voice: EN_ALPHA,
    });
    expect(spoken.status).toBe(200);
    const gone = await fetch(`${a.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { ...bearer(userA), 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(gone.status).toBe(404);
  });
});
