import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../contract/errors.ts';
import {
  bearer,
  rawRequest,
  removeDir,
  startGateway,
  type TestGateway,
} from '../helpers/gateway.ts';

let gw: TestGateway;
let key: string;
let adminKey: string;

beforeAll(async () => {
  gw = await startGateway();
  key = await gw.key();
  adminKey = await gw.key({ admin: true });
});

afterAll(async () => {
  await gw.close();
  await removeDir(gw.dataDir);
});

describe('a path whose percent-encoding is not UTF-8', () => {
  const cases: Array<[string, string, () => string]> = [
    ['PUT', '/v1/audio/lexicon/%FF', () => key],
    ['GET', '/v1/3d/%FF', () => key],
    ['GET', '/v1/tasks/%C0%AF', () => key],
    ['GET', '/v1/audio/speech/tasks/%ED%A0%80', () => key],
    ['GET', '/v1/audio/speech/tasks/%ED%A0%80/content', () => key],
    ['GET', '/v1/models/%FF', () => key],
    ['DELETE', '/v1/keys/%FF', () => adminKey],
    ['GET', '/%FF', () => key],
    ['GET', '/v1/%E2%82', () => key],
  ];
  it.each(cases)('%s %s is 400 invalid_path, not a 500', async (method, path, who) => {
    const res = await rawRequest(gw.url, {
      method,
      path,
      headers: { ...bearer(who()), 'Content-Type': 'application/json' },
      ...(method === 'PUT' ? { body: JSON.stringify({ alias: 'x' }) } : {}),
    });
    expect(res.status).toBe(400);
    expect(res.json<ErrorBody>().error).toMatchObject({
      type: 'invalid_request_error',
      code: 'invalid_path',
      param: 'path',
      message: expect.stringMatching(/UTF-8/),
    });
  });

  it('still takes a grapheme spelled in valid UTF-8', async () => {
    const res = await rawRequest(gw.url, {
      method: 'PUT',
      path: '/v1/audio/lexicon/%C3%A9t%C3%A9',
      headers: { ...bearer(key), 'Content-Type': 'application/json' },
      body: JSON.stringify({ alias: 'summer' }),
    });
    expect(res.status).toBeLessThan(300);
    expect(res.body).toContain('été');
  });

  it('refuses a WebSocket handshake on a dotted path before routing it', async () => {
    const res = await rawRequest(gw.url, {
      path: '/v1/x/../audio/speech/websocket?model=beta-speech-v8',
      headers: {
        ...bearer(key),
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    expect(res.status).toBe(400);
    expect(res.json<ErrorBody>().error.code).toBe('invalid_path');
  });
});

describe('a Host header that is not a host and a port', () => {
  it.each(['localhost:1@evil.example', '[::1]evil.example', 'localhost:80:80', 'local host', '@'])(
    'Host: %s is refused with 403',
    async (host) => {
      const res = await rawRequest(`${gw.url}/v1/server`, {
        headers: { Host: host, ...bearer(adminKey) },
      });
      expect(res.status).toBe(403);
      expect(res.json<ErrorBody>().error).toMatchObject({
        code: 'host_not_allowed',
        param: 'Host',
      });
      expect(res.body).not.toContain('evil.example');
    },
  );

  it('is never echoed into the absolute URLs of an answer', async () => {
    const res = await rawRequest(`${gw.url}/v1/server`, {
      headers: { Host: `localhost:${gw.port}`, ...bearer(adminKey) },
    });
    expect(res.status).toBe(200);
    expect(res.body).not.toContain('@');
  });
});
