// The request log (GET /v1/logs, the studio's Settings) records the route a request named and
// the ids the gateway made, never the free text a client put in a path: a lexicon grapheme, an
// unknown route, a static file's name (docs/decisions.md, "The request log records routes,
// not free text").
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RequestLogLine, RequestLogPage } from '../../contract/admin.ts';
import { loggedPath } from '../../server/http/request-log.ts';
import { bearer, rawRequest, useGateway, type TestGateway } from '../helpers/gateway.ts';
import { submit3d, wait3d } from '../../tools/mesh-client.ts';

let gw: TestGateway;
let key: string;
useGateway((g, k) => {
  gw = g;
  key = k;
});

let meshId: string;
beforeAll(async () => {
  const mesh = await submit3d(gw.url, key, { model: 'mesh-6-draft', prompt: 'a red mug', seed: 3 });
  meshId = mesh.body.id;
  await wait3d(gw.url, key, meshId);
});

async function logSince(cursor: string): Promise<RequestLogPage> {
  const admin = await gw.key({ admin: true, label: 'admin' });
  const res = await rawRequest(`${gw.url}/v1/logs?after=${cursor}&limit=1000`, {
    headers: bearer(admin),
  });
  return res.json<RequestLogPage>();
}

const shown = (lines: RequestLogLine[]) => lines.map((l) => `${l.method} ${l.path} ${l.status}`);

describe('GET /v1/logs', () => {
  it('shows the route of a lexicon entry and of an unknown path, not the words in them', async () => {
    const cursor = (await logSince('0')).next_cursor;
    const put = await rawRequest(`${gw.url}/v1/audio/lexicon/secretword`, {
      method: 'PUT',
      headers: { ...bearer(key), 'Content-Type': 'application/json' },
      body: JSON.stringify({ alias: 'secret alias' }),
    });
    expect(put.status).toBe(200);
    const missing = await rawRequest(`${gw.url}/v1/nothing/secretword2`, { headers: bearer(key) });
    expect(missing.status).toBe(404);
    const removed = await rawRequest(`${gw.url}/v1/audio/lexicon/secretword`, {
      method: 'DELETE',
      headers: bearer(key),
    });
    expect(removed.status).toBe(200);

    const page = await logSince(cursor);
    expect(shown(page.data)).toEqual([
      'PUT /v1/audio/lexicon/{grapheme} 200',
      'GET /v1/{unknown} 404',
      'DELETE /v1/audio/lexicon/{grapheme} 200',
    ]);
    expect(JSON.stringify(page)).not.toContain('secret');
  });

  it('still shows the id of a task being polled', async () => {
    const cursor = (await logSince('0')).next_cursor;
    const poll = await rawRequest(`${gw.url}/v1/3d/${meshId}`, { headers: bearer(key) });
    expect(poll.status).toBe(200);
    const routed = await rawRequest(`${gw.url}/v1/3d/${meshId}/thumbnail?size=secretsize`, {
      headers: bearer(key),
    });
    expect(routed.status).toBe(200);
    expect(shown((await logSince(cursor)).data)).toEqual([
      `GET /v1/3d/${meshId} 200`,
      `GET /v1/3d/${meshId}/thumbnail 200`,
    ]);
  });

  it('names a task that is not one with its placeholder', async () => {
    const cursor = (await logSince('0')).next_cursor;
    await rawRequest(`${gw.url}/v1/audio/speech/tasks/my-secret-draft/content`, {
      headers: bearer(key),
    });
    const page = await logSince(cursor);
    expect(shown(page.data)).toEqual(['GET /v1/audio/speech/tasks/{id}/content 404']);
  });
});

describe('the path a request log line shows', () => {
  it.each([
    ['/v1/audio/lexicon/nginx', '/v1/audio/lexicon/{grapheme}'],
    ['/v1/audio/lexicon/%E5%8C%97%E4%BA%AC', '/v1/audio/lexicon/{grapheme}'],
    ['/v1/audio/lexicon/content', '/v1/audio/lexicon/{grapheme}'],
    ['/v1/audio/lexicon?grapheme=C%2B%2B%2FCLI', '/v1/audio/lexicon'],
    ['/V1/Models/', '/v1/models'],
    ['/v1/models/alpha-tts', '/v1/models/alpha-tts'],
    ['/v1/models/my-private-model', '/v1/models/{model}'],
    ['/v1/keys/key_0123456789abcdef', '/v1/keys/key_0123456789abcdef'],
    ['/v1/keys/not-a-key', '/v1/keys/{id}'],
    ['/admin/keys/whatever', '/admin/keys/{id}'],
    ['/v1/tasks/task_AbC123xyz789QrSt456uvW01', '/v1/tasks/task_AbC123xyz789QrSt456uvW01'],
    ['/v1/tasks/task_mySecretDraft', '/v1/tasks/{id}'],
    ['/v1/tasks?status=completed&text=private', '/v1/tasks?status=completed'],
    ['/v1/chat/completions', '/v1/chat/completions'],
    ['/v1/audio/speech/elsewhere', '/v1/audio/speech/{unknown}'],
    ['/v1/x/../keys', '/v1/{unknown}'],
    ['/v1//keys', '/v1/{unknown}'],
    ['/missing.js', '/{unknown}'],
    ['/', '/{unknown}'],
  ])('%s is logged as %s', (sent, logged) => {
    expect(loggedPath(sent)).toBe(logged);
  });
});

/** Every `route(router, '<path>', …)` in the gateway's sources. */
async function declaredRoutes(): Promise<string[]> {
  const root = path.resolve(import.meta.dirname, '../../server');
  const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.ts'));
  const paths: string[] = [];
  for (const file of files) {
    const source = await readFile(path.join(root, file), 'utf8');
    for (const m of source.matchAll(/\broute\(\s*\w+,\s*'([^']+)'/g)) paths.push(m[1] as string);
  }
  return paths;
}

describe('the routes the log knows', () => {
  it('include every route the gateway declares, under /v1, /admin or at the root', async () => {
    const declared = await declaredRoutes();
    expect(declared).toContain('/audio/lexicon/:grapheme');
    const unknown = declared.filter((route) => {
      const sample = route.replace(/:\w+/g, 'task_AbC123xyz789QrSt456uvW01');
      return ['/v1', '/admin', ''].every((mount) =>
        loggedPath(`${mount}${sample}`).includes('{unknown}'),
      );
    });
    expect(unknown).toEqual([]);
  });
});
