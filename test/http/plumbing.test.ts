import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_HEADER } from '../../server/keys/admin-routes.ts';
import { instanceFile, type InstanceInfo } from '../../server/store/instance.ts';
import {
  bearer,
  rawRequest,
  removeDir,
  startGateway,
  type TestGateway,
} from '../helpers/gateway.ts';

let gw: TestGateway;
let key: string;
let admin: Record<string, string>;

beforeAll(async () => {
  gw = await startGateway({ corsOrigins: ['http://studio.example'] });
  key = await gw.key();
  const info = JSON.parse(await readFile(instanceFile(gw.dataDir), 'utf8')) as InstanceInfo;
  admin = { [ADMIN_TOKEN_HEADER]: info.adminToken };
});

afterAll(async () => {
  await gw.close();
  await removeDir(gw.dataDir);
});

describe('every response', () => {
  it('carries a distinct x-request-id, errors included', async () => {
    const a = await rawRequest(`${gw.url}/health`);
    const b = await rawRequest(`${gw.url}/v1/models`);
    expect(a.headers['x-request-id']).toMatch(/^req_/);
    expect(b.headers['x-request-id']).toMatch(/^req_/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});

describe('GET /health', () => {
  it('answers without a key', async () => {
    const res = await rawRequest(`${gw.url}/health`);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', service: 'voxmesh', version: expect.any(String) });
  });
});

describe('Host guard (DNS rebinding)', () => {
  it('refuses a foreign Host with a JSON 403', async () => {
    const res = await rawRequest(`${gw.url}/health`, { headers: { Host: 'evil.example' } });
    expect(res.status).toBe(403);
    expect(res.json()).toMatchObject({
      error: { code: 'host_not_allowed', param: 'Host', type: 'permission_error' },
    });
  });

  it('refuses a foreign Host even with a valid key', async () => {
    const res = await rawRequest(`${gw.url}/v1/models`, {
      headers: { Host: 'evil.example:80', ...bearer(key) },
    });
    expect(res.status).toBe(403);
  });

  it.each(['localhost', '127.0.0.1', '[::1]', 'LOCALHOST'])(
    'accepts the loopback name %s',
    async (host) => {
      const res = await rawRequest(`${gw.url}/health`, { headers: { Host: `${host}:${gw.port}` } });
      expect(res.status).toBe(200);
    },
  );

  it('accepts a host the user configured', async () => {
    const other = await startGateway({ allowedHosts: ['voxmesh.lan'] });
    try {
      const res = await rawRequest(`${other.url}/health`, {
        headers: { Host: 'voxmesh.lan:8790' },
      });
      expect(res.status).toBe(200);
    } finally {
      await other.close();
      await removeDir(other.dataDir);
    }
  });
});

describe('routing errors', () => {
  it('answers an unknown /v1 route with a JSON 404', async () => {
    const res = await rawRequest(`${gw.url}/v1/does/not/exist`, { headers: bearer(key) });
    expect(res.status).toBe(404);
    expect(res.json()).toEqual({
      error: {
        message: 'There is no route GET /v1/does/not/exist.',
        type: 'invalid_request_error',
        param: null,
        code: 'unknown_route',
      },
    });
  });

  it('answers a wrong method with a JSON 405 and an Allow header', async () => {
    const res = await rawRequest(`${gw.url}/v1/models`, { method: 'DELETE', headers: bearer(key) });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json()).toMatchObject({
      error: { code: 'method_not_allowed', type: 'invalid_request_error' },
    });
  });
});

describe('JSON bodies', () => {
  const post = (body: string | Buffer, contentType = 'application/json') =>
    rawRequest(`${gw.url}/admin/keys`, {
      method: 'POST',
      headers: { ...admin, 'Content-Type': contentType },
      body,
    });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const res = await post('{"label": ');
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'invalid_json', type: 'invalid_request_error' },
    });
  });

  it('answers a JSON array where an object is required with 400 invalid_json', async () => {
    const res = await post('[1,2]');
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'invalid_json' } });
  });

  it('answers a non-JSON body with 415', async () => {
    const res = await post('label=x', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect(res.json()).toMatchObject({
      error: { code: 'unsupported_media_type', param: 'Content-Type' },
    });
  });

  it('answers a body over 1 MiB with 413 payload_too_large', async () => {
    const res = await post(JSON.stringify({ label: 'x'.repeat(1024 * 1024 + 10) }));
    expect(res.status).toBe(413);
    expect(res.json()).toMatchObject({
      error: { code: 'payload_too_large', type: 'invalid_request_error' },
    });
  });

  it('names the field of a schema error', async () => {
    const res = await post(JSON.stringify({ label: 'x', models: 'all' }));
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ error: { param: 'models' } });
  });
});

describe('admin routes', () => {
  it('refuse callers without the admin token, even with an API key', async () => {
    const res = await rawRequest(`${gw.url}/admin/keys`, { headers: bearer(key) });
    expect(res.status).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'invalid_admin_token' } });
  });
});

describe('CORS', () => {
  it('is off for origins that are not configured', async () => {
    const res = await rawRequest(`${gw.url}/health`, {
      headers: { Origin: 'http://other.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight from a configured origin without a key', async () => {
    const res = await rawRequest(`${gw.url}/v1/models`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://studio.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://studio.example');
    expect(res.headers['access-control-allow-headers']).toMatch(/Authorization/);
  });
});
