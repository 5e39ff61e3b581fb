import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountOrder, type V1Route } from '../../server/compose/route-table.ts';
import type { RouteAnswer } from '../../server/http/route-module.ts';
import { bearer, startGateway, type TestGateway } from '../helpers/gateway.ts';

let gw: TestGateway;
let userKey: string;
let adminKey: string;

beforeAll(async () => {
  gw = await startGateway();
  userKey = await gw.key();
  adminKey = await gw.key({ admin: true });
});
afterAll(() => gw.close());

/** A concrete path a route pattern answers (`/audio/lexicon/:grapheme` → `/audio/lexicon/x1`). */
const sample = (pattern: string) => pattern.replace(/:\w+/g, 'x1');

describe('the /v1 route table', () => {
  it('has no method and path answered by two groups of routes', async () => {
    const owners: Array<{ entry: V1Route; answers: RouteAnswer[] }> = [];
    for (const entry of gw.gateway.v1Routes.filter((e) => e.stage !== 'fallback')) {
      owners.push({ entry, answers: await entry.module.answers() });
    }
    expect(owners.every((o) => o.answers.length > 0)).toBe(true);
    const clashes: string[] = [];
    for (const a of owners) {
      for (const b of owners) {
        if (a === b) continue;
        for (const mine of a.answers) {
          const theirs = b.answers.find(
            (other) =>
              other.matches(sample(mine.path)) &&
              (other.method === mine.method || other.method === 'ALL' || mine.method === 'ALL'),
          );
          if (theirs) {
            clashes.push(
              `${mine.method} ${mine.path} (${a.entry.name}) ~ ${theirs.path} (${b.entry.name})`,
            );
          }
        }
      }
    }
    expect(clashes).toEqual([]);
    // /v1/audio is served by several groups: the check above is what keeps them apart.
    const audio = gw.gateway.v1Routes.filter(
      (e) =>
        e.stage === 'answer' && e.module.segments !== '*' && e.module.segments.includes('audio'),
    );
    expect(audio.map((e) => e.name)).toEqual(['speech', 'voice packs', 'speech tasks', 'lexicon']);
  });

  it('mounts the upstream passthrough and then the JSON 404 last, after every route', () => {
    const order = mountOrder(gw.gateway.v1Routes).map((e) => e.name);
    expect(order.slice(-2)).toEqual(['passthrough', 'not found']);
    expect(gw.gateway.v1Routes.filter((e) => e.stage === 'fallback')).toHaveLength(2);
  });

  it('lets the passthrough forward only routes no local group answers', async () => {
    const passthrough = gw.gateway.v1Routes.find((e) => e.name === 'passthrough')!;
    const local = (
      await Promise.all(
        gw.gateway.v1Routes.filter((e) => e.stage !== 'fallback').map((e) => e.module.answers()),
      )
    ).flat();
    for (const forwarded of await passthrough.module.answers()) {
      expect(local.filter((route) => route.matches(sample(forwarded.path)))).toEqual([]);
    }
  });
});

describe('who reaches each group of /v1 routes', () => {
  const get = (path: string, key?: string) =>
    fetch(`${gw.url}${path}`, { headers: key ? bearer(key) : {} });

  it('answers the public contract without a key', async () => {
    expect((await get('/v1/openapi.json')).status).toBe(200);
  });

  it('asks for a key before anything else, unknown paths included', async () => {
    expect((await get('/v1/models')).status).toBe(401);
    expect((await get('/v1/no-such-route')).status).toBe(401);
    expect((await get('/v1/no-such-route', userKey)).status).toBe(404);
  });

  it('keeps the admin groups to admin keys, however the path is spelled', async () => {
    for (const path of ['/v1/keys', '/v1/Keys', '/v1/server', '/v1/logs']) {
      const refused = await get(path, userKey);
      expect(refused.status, path).toBe(403);
      expect((await get(path, adminKey)).status, path).toBe(200);
    }
    // The other groups on the same router are not guarded by the admin check.
    expect((await get('/v1/usage', userKey)).status).toBe(200);
    expect((await get('/v1/audio/lexicon', userKey)).status).toBe(200);
  });

  it("lets any key hear a voice sample, while the same voice's binding stays the admin's", async () => {
    const path = '/v1/audio/voices/en_female_ava/sample?model=beta-speech-v8';
    expect((await get(path)).status).toBe(401);
    const heard = await get(path, userKey);
    expect(heard.status).toBe(200);
    expect(heard.headers.get('content-type')).toBe('audio/mpeg');
    const bind = await fetch(`${gw.url}/v1/audio/voices/en_female_ava/binding`, {
      method: 'PUT',
      headers: { ...bearer(userKey), 'content-type': 'application/json' },
      body: JSON.stringify({ voice: 'piper:none' }),
    });
    expect(bind.status).toBe(403);
  });
});
