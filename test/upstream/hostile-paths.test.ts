import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestLogPage } from '../../contract/admin.ts';
import type { ErrorBody } from '../../contract/errors.ts';
import {
  bearer,
  rawRequest,
  removeDir,
  startGateway,
  type TestGateway,
} from '../helpers/gateway.ts';
import { EN_ALPHA, SENTENCE } from '../helpers/speech.ts';
import { FAST_UPSTREAM } from '../helpers/upstream.ts';

/**
 * Gateway A forwards to gateway B (`*=upstream`) with an admin key of B as its upstream
 * key. A's plain keys must get nothing of B's admin powers, whatever the path's spelling.
 */
let b: TestGateway;
let a: TestGateway;
let bAdmin: string;
let plainA: string;
let alphaOnlyA: string;
let bKeysBefore: string[];
let bLogCursor = '0';

/** What reached B since the last look, apart from A's health checks (its model list). */
async function newOnB(): Promise<string[]> {
  const res = await fetch(`${b.url}/v1/logs?after=${bLogCursor}&limit=1000`, {
    headers: bearer(bAdmin),
  });
  const page = (await res.json()) as RequestLogPage;
  bLogCursor = page.next_cursor;
  return page.data
    .filter((l) => l.key_label === 'upstream-of-a' && l.path !== '/v1/models')
    .map((l) => `${l.method} ${l.path}`);
}

beforeAll(async () => {
  b = await startGateway();
  bAdmin = await b.key({ admin: true, label: 'upstream-of-a' });
  await b.key({ label: 'someone-on-b' });
  a = await startGateway({
    upstream: { url: b.url, key: bAdmin, routes: { '*': 'upstream' }, tuning: FAST_UPSTREAM },
  });
  plainA = await a.key();
  alphaOnlyA = await a.key({ models: ['alpha-tts'] });
  bKeysBefore = b.gateway.keys
    .list()
    .map((k) => k.id)
    .sort();
  await newOnB();
});

afterAll(async () => {
  await a.close();
  await b.close();
  await removeDir(a.dataDir);
  await removeDir(b.dataDir);
});

const ADMIN_BY_ANOTHER_NAME = [
  '/v1/x/../keys',
  '/v1/%2e%2e/v1/keys',
  '/v1/./keys',
  '/v1/x/%2E%2E/server',
  '/v1/x/../logs',
  '/v1/x/../upstream',
  '/v1/x/../tasks',
  '/v1/audio/../keys',
  '/v1//keys',
  '//v1/keys',
  '/v1/audio%2f..%2fkeys',
  '/v1/audio%2F..%2Fkeys',
  '/v1/x/.%2e/keys',
  '/v1/x/%2e./keys',
  '/v1/x/%2E%2e/keys?limit=5',
  '/v1/keys/..',
  '/v1/x/..\\keys',
  '/v1/audio/lexicon/%2e%2e',
];

describe('a path that could be read two ways', () => {
  it.each(ADMIN_BY_ANOTHER_NAME)('GET %s is 400 invalid_path and reaches no one', async (path) => {
    const res = await rawRequest(a.url, { path, headers: bearer(plainA) });
    expect(res.status).toBe(400);
    expect(res.json<ErrorBody>().error).toMatchObject({ code: 'invalid_path', param: 'path' });
  });

  it('cannot create or revoke a key on the upstream', async () => {
    const victim = b.gateway.keys.list().find((k) => k.label === 'someone-on-b')!;
    const created = await rawRequest(a.url, {
      method: 'POST',
      path: '/v1/x/../keys',
      headers: { ...bearer(plainA), 'Content-Type': 'application/json' },
      body: JSON.stringify({ admin: true, label: 'stolen' }),
    });
    expect(created.status).toBe(400);
    const revoked = await rawRequest(a.url, {
      method: 'DELETE',
      path: `/v1/x/../keys/${victim.id}`,
      headers: bearer(plainA),
    });
    expect(revoked.status).toBe(400);
    expect(created.body + revoked.body).not.toMatch(/"secret"/);
  });

  it('cannot reach a model outside the key through a dotted path', async () => {
    const res = await rawRequest(a.url, {
      method: 'POST',
      path: '/v1/x/../3d',
      headers: { ...bearer(alphaOnlyA), 'Content-Type': 'application/json' },
      body: JSON.stringify({ model: 'mesh-4-draft', prompt: 'a red chair' }),
    });
    expect(res.status).toBe(400);
  });

  it('left the upstream untouched: same keys, none of these requests arrived', async () => {
    expect(
      b.gateway.keys
        .list()
        .map((k) => k.id)
        .sort(),
    ).toEqual(bKeysBefore);
    expect(await newOnB()).toEqual([]);
  });
});

describe('what goes upstream and what never does', () => {
  it('keeps admin routes local: a plain key of A is refused by A', async () => {
    for (const path of ['/v1/keys', '/v1/server', '/v1/logs', '/v1/upstream', '/V1/KEYS']) {
      const res = await rawRequest(a.url, { path, headers: bearer(plainA) });
      expect(res.status, path).toBe(403);
    }
    expect(await newOnB()).toEqual([]);
  });

  it('never forwards a route it does not know, even with an upstream for every model', async () => {
    for (const path of ['/v1/voice-packs', '/v1/admin/keys', '/v1/files', '/v1/x']) {
      const res = await rawRequest(a.url, { path, headers: bearer(plainA) });
      expect(res.status, path).toBe(404);
      expect(res.json<ErrorBody>().error.code, path).toBe('unknown_route');
    }
    expect(await newOnB()).toEqual([]);
  });

  it("shows A's own history, never the upstream's", async () => {
    const otherOwner = await b.key({ owner: 'someone-else' });
    const made = await fetch(`${b.url}/v1/audio/speech`, {
      method: 'POST',
      headers: { ...bearer(otherOwner), 'Content-Type': 'application/json' },
      body: JSON.stringify({ model: 'alpha-tts', input: SENTENCE, voice: EN_ALPHA }),
    });
    expect(made.status).toBe(200);
    const res = await fetch(`${a.url}/v1/tasks`, { headers: bearer(plainA) });
    expect(res.status).toBe(200);
    const list = (await res.json()) as { data: unknown[] };
    expect(list.data).toEqual([]);
    expect(await newOnB()).toEqual([]);
  });

  it('checks the model and the key before a forwarded inference route is sent', async () => {
    const res = await rawRequest(a.url, {
      method: 'POST',
      path: '/v1/chat/completions',
      headers: { ...bearer(alphaOnlyA), 'Content-Type': 'application/json' },
      body: JSON.stringify({ model: 'echo', messages: [{ role: 'user', content: 'hi' }] }),
    });
    expect(res.status).toBe(403);
    expect(res.json<ErrorBody>().error).toMatchObject({
      code: 'model_not_allowed',
      param: 'model',
    });
    const missing = await rawRequest(a.url, {
      method: 'POST',
      path: '/v1/chat/completions',
      headers: { ...bearer(plainA), 'Content-Type': 'application/json' },
      body: JSON.stringify({ messages: [] }),
    });
    expect(missing.status).toBe(400);
    expect(missing.json<ErrorBody>().error.param).toBe('model');
    expect(await newOnB()).toEqual([]);
  });

  it('sends a speech request whose model runs upstream, and only that', async () => {
    const res = await fetch(`${a.url}/v1/audio/speech`, {
      method: 'POST',
      headers: { ...bearer(plainA), 'Content-Type': 'application/json' },
      body: JSON.stringify({ model: 'alpha-tts', input: SENTENCE, voice: EN_ALPHA }),
    });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(await newOnB()).toEqual(['POST /v1/audio/speech']);
  });
});
