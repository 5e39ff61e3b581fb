import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CreatedKey, KeyList, RequestLogPage, ServerInfo } from '../../contract/admin.ts';
import { RequestLog } from '../../server/http/request-log.ts';
import { APP_KEY_LABEL, ensureAppKey } from '../../server/keys/app-key.ts';
import {
  bearer,
  rawRequest,
  removeDir,
  startGateway,
  tempDir,
  testsTeamBackend,
  type TestGateway,
  useGateway,
} from '../helpers/gateway.ts';
import { runCli } from '../helpers/cli.ts';

let gw: TestGateway;
let plain: string;
let admin: string;
useGateway((g, key) => {
  gw = g;
  plain = key;
});

const adminKey = async () => (admin ??= await gw.key({ label: 'studio', admin: true }));

const call = async (
  secret: string,
  method: string,
  pathname: string,
  body?: unknown,
): ReturnType<typeof rawRequest> =>
  rawRequest(`${gw.url}${pathname}`, {
    method,
    headers: {
      ...bearer(secret),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('admin routes', () => {
  it.each([
    ['GET', '/v1/keys'],
    ['POST', '/v1/keys'],
    ['DELETE', '/v1/keys/key_0123456789abcdef'],
    ['GET', '/v1/server'],
    ['GET', '/v1/logs'],
  ])('%s %s refuses a key without the admin scope with 403 admin_required', async (m, p) => {
    const res = await call(plain, m, p, m === 'POST' ? { label: 'x' } : undefined);
    expect(res.status).toBe(403);
    expect(res.json()).toEqual({
      error: {
        type: 'permission_error',
        code: 'admin_required',
        param: null,
        message: expect.stringContaining("'admin' scope") as string,
      },
    });
  });

  it("never hands out the studio's key under /v1, not even to an admin key", async () => {
    for (const secret of [plain, await adminKey()]) {
      const res = await call(secret, 'POST', '/v1/app-key');
      expect(res.status).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'unknown_route' } });
    }
  });

  it('refuse a request without a key with 401', async () => {
    const res = await rawRequest(`${gw.url}/v1/keys`);
    expect(res.status).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'invalid_api_key' } });
  });
});

describe('GET/POST/DELETE /v1/keys', () => {
  it('lists every key with its metadata, never a hash or a secret', async () => {
    const secret = await adminKey();
    const res = await call(secret, 'GET', '/v1/keys');
    expect(res.status).toBe(200);
    const list = res.json<KeyList>();
    expect(list.object).toBe('list');
    const studio = list.data.find((k) => k.label === 'studio');
    expect(studio).toEqual({
      id: expect.stringMatching(/^key_[0-9a-f]{16}$/) as string,
      label: 'studio',
      owner: 'local',
      models: '*',
      scopes: ['admin'],
      hint: expect.stringMatching(/^sk-.{4}…$/) as string,
      created_at: expect.any(Number) as number,
      last_used_at: expect.any(Number) as number,
      revoked: false,
      revoked_at: null,
    });
    expect(list.data.find((k) => k.label === 'test')?.scopes).toEqual([]);
    expect(res.body).not.toContain(secret);
    expect(res.body).not.toContain(plain);
    expect(res.body).not.toMatch(/"hash"|"secret"/);
  });

  it('creates a key that works at once; its secret is returned only in the 201', async () => {
    const secret = await adminKey();
    const res = await call(secret, 'POST', '/v1/keys', {
      label: 'editor',
      models: ['alpha-tts'],
      owner: 'team-a',
    });
    expect(res.status).toBe(201);
    const created = res.json<CreatedKey>();
    expect(created).toMatchObject({
      label: 'editor',
      owner: 'team-a',
      models: ['alpha-tts'],
      scopes: [],
      revoked: false,
    });
    expect(created.secret).toMatch(/^sk-[A-Za-z0-9_-]{43}$/);

    const models = await call(created.secret, 'GET', '/v1/models');
    expect(models.json<{ data: { id: string }[] }>().data.map((m) => m.id)).toEqual(['alpha-tts']);
    expect((await call(created.secret, 'GET', '/v1/keys')).status).toBe(403);
    expect((await call(secret, 'GET', '/v1/keys')).body).not.toContain(created.secret);
  });

  it('creates an admin key when asked', async () => {
    const res = await call(await adminKey(), 'POST', '/v1/keys', { label: 'ops', admin: true });
    expect(res.status).toBe(201);
    const created = res.json<CreatedKey>();
    expect(created.scopes).toEqual(['admin']);
    expect((await call(created.secret, 'GET', '/v1/server')).status).toBe(200);
  });

  it.each([
    [{}, 'label', 'missing_field'],
    [{ label: '' }, 'label', 'out_of_range'],
    [{ label: 7 }, 'label', 'invalid_value'],
    [{ label: 'x', models: 'alpha-tts' }, 'models', 'invalid_value'],
    [{ label: 'x', models: ['gpt-9'] }, 'models', 'model_not_found'],
    [{ label: 'x', owner: 'has space' }, 'owner', 'invalid_value'],
    [{ label: 'x', admin: 'yes' }, 'admin', 'invalid_value'],
  ])('answers %j with 400 naming %s', async (body, param, code) => {
    const res = await call(await adminKey(), 'POST', '/v1/keys', body);
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ error: { type: 'invalid_request_error', param, code } });
  });

  it('revokes a key: it gets 401 everywhere from then on', async () => {
    const secret = await adminKey();
    const victim = (
      await call(secret, 'POST', '/v1/keys', { label: 'leaked', admin: true })
    ).json<CreatedKey>();
    expect((await call(victim.secret, 'GET', '/v1/server')).status).toBe(200);

    const res = await call(secret, 'DELETE', `/v1/keys/${victim.id}`);
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ id: victim.id, revoked: true });

    for (const p of ['/v1/models', '/v1/keys', '/v1/server', '/v1/tasks']) {
      expect((await call(victim.secret, 'GET', p)).status, p).toBe(401);
    }
    const listed = (await call(secret, 'GET', '/v1/keys')).json<KeyList>();
    expect(listed.data.find((k) => k.id === victim.id)).toMatchObject({
      revoked: true,
      revoked_at: expect.any(Number) as number,
    });
    // Revoking again changes nothing.
    expect((await call(secret, 'DELETE', `/v1/keys/${victim.id}`)).status).toBe(200);
  });

  it('will not let a key revoke itself, so the studio cannot lock itself out', async () => {
    const secret = await adminKey();
    const self = (await call(secret, 'GET', '/v1/keys'))
      .json<KeyList>()
      .data.find((k) => k.label === 'studio')!;
    const res = await call(secret, 'DELETE', `/v1/keys/${self.id}`);
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'cannot_revoke_own_key', param: 'id' } });
    expect((await call(secret, 'GET', '/v1/keys')).status).toBe(200);
  });

  it('answers an unknown key id with 404 key_not_found', async () => {
    const res = await call(await adminKey(), 'DELETE', '/v1/keys/key_ffffffffffffffff');
    expect(res.status).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'key_not_found', param: 'id' } });
  });
});

describe('GET /v1/server', () => {
  it('reports version, data folder, URLs, uptime, engines, tasks and the secret store', async () => {
    const res = await call(await adminKey(), 'GET', '/v1/server');
    expect(res.status).toBe(200);
    const health = (await rawRequest(`${gw.url}/health`)).json<{ version: string }>();
    const info = res.json<ServerInfo>();
    expect(info).toMatchObject({
      object: 'server',
      service: 'voxmesh',
      version: health.version,
      data_dir: gw.dataDir,
      urls: { api: `${gw.url}/v1`, ui: null },
      tasks: { running: 0, queued: 0 },
      secret_store: { kind: 'file' },
      // The test gateways start without the background warm-up.
      warm_up: 'off',
    });
    expect(info.uptime_s).toBeGreaterThanOrEqual(0);
    expect(info.engines.map((e) => e.name)).toEqual(['speech', '3d']);
    for (const e of info.engines) {
      expect(e.workers_max).toBeGreaterThanOrEqual(1);
      expect(e.workers_started).toBeGreaterThanOrEqual(0);
      expect(e.workers_started).toBeLessThanOrEqual(e.workers_max);
    }
  });
});

describe('GET /v1/logs', () => {
  const logs = async (query = '') => call(await adminKey(), 'GET', `/v1/logs${query}`);

  it('lists the requests answered, with no query secrets, bodies or keys', async () => {
    const secret = await adminKey();
    const before = (await logs()).json<RequestLogPage>().next_cursor;
    await call(plain, 'GET', '/v1/models?api_key=sk-do-not-log&format=x&text=private+words');
    await call(plain, 'POST', '/v1/keys', { label: 'sneaky' });
    await rawRequest(`${gw.url}/v1/models`, { headers: bearer('sk-wrong-key-not-logged') });

    const page = (await logs(`?after=${before}`)).json<RequestLogPage>();
    expect(page.data.map((l) => [l.method, l.path, l.status, l.key_label])).toEqual([
      ['GET', '/v1/models?format=x', 200, 'test'],
      ['POST', '/v1/keys', 403, 'test'],
      ['GET', '/v1/models', 401, null],
    ]);
    for (const line of page.data) {
      expect(line.request_id).toMatch(/^req_/);
      expect(new Date(line.time).toISOString()).toBe(line.time);
      expect(line.ms).toBeGreaterThanOrEqual(0);
    }
    const text = JSON.stringify(page);
    for (const s of ['sk-do-not-log', 'private', 'sneaky', 'sk-wrong', plain, secret])
      expect(text).not.toContain(s);
    expect(page).toMatchObject({ has_more: false, truncated: false });
  });

  it('pages with after and limit, and leaves out its own reads', async () => {
    const start = (await logs()).json<RequestLogPage>().next_cursor;
    for (let i = 0; i < 3; i++) await call(plain, 'GET', `/v1/tasks?limit=${i + 1}`);
    const first = (await logs(`?after=${start}&limit=2`)).json<RequestLogPage>();
    expect(first.data.map((l) => l.path)).toEqual(['/v1/tasks?limit=1', '/v1/tasks?limit=2']);
    expect(first.has_more).toBe(true);
    const second = (await logs(`?after=${first.next_cursor}&limit=2`)).json<RequestLogPage>();
    expect(second.data.map((l) => l.path)).toEqual(['/v1/tasks?limit=3']);
    expect(second.has_more).toBe(false);
    const ids = [...first.data, ...second.data].map((l) => l.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const idle = (await logs(`?after=${second.next_cursor}`)).json<RequestLogPage>();
    expect(idle.data).toEqual([]);
    expect(idle.next_cursor).toBe(second.next_cursor);
  });

  it('returns the newest lines, oldest first, without a cursor', async () => {
    const page = (await logs('?limit=2')).json<RequestLogPage>();
    expect(page.data).toHaveLength(2);
    expect(page.data[0]!.id).toBeLessThan(page.data[1]!.id);
    expect(page.next_cursor).toBe(String(page.data[1]!.id));
  });

  it("keeps failures and API calls, not the studio's static files", async () => {
    const dir = await tempDir();
    const ui = await tempDir();
    await writeFile(path.join(ui, 'index.html'), '<!doctype html><title>studio</title>');
    const g = await startGateway({ dataDir: dir, uiDir: ui });
    try {
      const secret = await g.key({ admin: true });
      expect((await rawRequest(`${g.url}/`)).status).toBe(200);
      expect((await rawRequest(`${g.url}/index.html`)).status).toBe(200);
      expect((await rawRequest(`${g.url}/missing.js`)).status).toBe(404);
      expect((await rawRequest(`${g.url}/health`)).status).toBe(200);
      const page = (
        await rawRequest(`${g.url}/v1/logs`, { headers: bearer(secret) })
      ).json<RequestLogPage>();
      expect(page.data.map((l) => `${l.status} ${l.path}`)).toEqual([
        '404 /{unknown}',
        '200 /health',
      ]);
      const info = (
        await rawRequest(`${g.url}/v1/server`, { headers: bearer(secret) })
      ).json<ServerInfo>();
      expect(info.urls).toEqual({ api: `${g.url}/v1`, ui: `${g.url}/` });
    } finally {
      await g.close();
      await removeDir(dir);
      await removeDir(ui);
    }
  });

  it.each([
    ['?after=abc', 'after', 'invalid_cursor'],
    ['?after=-1', 'after', 'invalid_cursor'],
    ['?after=99999999', 'after', 'invalid_cursor'],
    ['?after=1&after=2', 'after', 'invalid_value'],
    ['?limit=0', 'limit', 'out_of_range'],
    ['?limit=1001', 'limit', 'out_of_range'],
    ['?limit=2.5', 'limit', 'out_of_range'],
  ])('answers %s with 400 naming %s', async (query, param, code) => {
    const res = await logs(query);
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ error: { type: 'invalid_request_error', param, code } });
  });
});

describe('the request log buffer', () => {
  const line = (n: number) => ({
    request_id: `req_${n}`,
    time: new Date(0).toISOString(),
    method: 'GET',
    path: `/v1/p${n}`,
    status: 200,
    ms: 1,
    key_label: null,
  });

  it('keeps only the newest lines and says when a reader missed some', () => {
    const log = new RequestLog(3);
    for (let n = 1; n <= 5; n++) log.add(line(n));
    expect(log.page(null, 10).lines.map((l) => l.id)).toEqual([3, 4, 5]);
    const missed = log.page(1, 10);
    expect(missed.lines.map((l) => l.id)).toEqual([3, 4, 5]);
    expect(missed.truncated).toBe(true);
    const caughtUp = log.page(3, 1);
    expect(caughtUp).toMatchObject({ truncated: false, hasMore: true, next: 4 });
    expect(caughtUp.lines.map((l) => l.id)).toEqual([4]);
  });
});

// Both read and write the desktop's lowdb file (voxmesh.db.json) and run the desktop CLI.
describe.skipIf(testsTeamBackend())('key scopes across versions', () => {
  it('keys made before scopes have none; the studio key gains admin on its next start', async () => {
    const dir = await tempDir();
    try {
      const first = await startGateway({ dataDir: dir });
      const appSecret = await ensureAppKey(first.gateway.keys);
      const other = await first.key({ label: 'old' });
      await first.close();

      // Rewrite the file as a schema-2 database: no scopes anywhere.
      const file = path.join(dir, 'voxmesh.db.json');
      const db = JSON.parse(await readFile(file, 'utf8')) as {
        schemaVersion: number;
        keys: Record<string, unknown>[];
      };
      db.schemaVersion = 2;
      for (const k of db.keys) delete k.scopes;
      await writeFile(file, JSON.stringify(db));

      const second = await startGateway({ dataDir: dir });
      try {
        const get = (s: string) => rawRequest(`${second.url}/v1/keys`, { headers: bearer(s) });
        expect((await get(appSecret)).status).toBe(403);
        expect((await get(other)).status).toBe(403);
        expect(await ensureAppKey(second.gateway.keys)).toBe(appSecret);
        const list = (await get(appSecret)).json<KeyList>();
        expect(list.data.find((k) => k.label === APP_KEY_LABEL)?.scopes).toEqual(['admin']);
        expect(list.data.find((k) => k.label === 'old')?.scopes).toEqual([]);
      } finally {
        await second.close();
      }
    } finally {
      await removeDir(dir);
    }
  });

  it('keys create --admin makes an admin key', async () => {
    const dir = await tempDir();
    try {
      const created = await runCli([
        'keys',
        'create',
        '--label',
        'ops',
        '--admin',
        '--data-dir',
        dir,
      ]);
      expect(created.code).toBe(0);
      expect(created.stdout).toMatch(/, admin\)/);
      const secret = /\s(sk-[A-Za-z0-9_-]{43})\s/.exec(created.stdout)?.[1];
      const listed = await runCli(['keys', 'list', '--data-dir', dir]);
      expect(listed.stdout).toMatch(/ops\s+local\s+\*\s+admin\s/);
      const g = await startGateway({ dataDir: dir });
      try {
        const res = await rawRequest(`${g.url}/v1/server`, { headers: bearer(secret!) });
        expect(res.status).toBe(200);
      } finally {
        await g.close();
      }
    } finally {
      await removeDir(dir);
    }
  });
});
