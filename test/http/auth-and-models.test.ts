import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  rawRequest,
  removeDir,
  startGateway,
  type TestGateway,
} from '../helpers/gateway.ts';

let gw: TestGateway;
let allKey: string;
let speechOnlyKey: string;
let nothingKey: string;

beforeAll(async () => {
  gw = await startGateway();
  allKey = await gw.key({ models: '*' });
  speechOnlyKey = await gw.key({ models: ['alpha-tts', 'mesh-6-draft'] });
  nothingKey = await gw.key({ models: [] });
});

afterAll(async () => {
  await gw.close();
  await removeDir(gw.dataDir);
});

const unauthorized = (message: string) => ({
  error: { message, type: 'authentication_error', param: null, code: 'invalid_api_key' },
});

describe('bearer authentication', () => {
  it('answers 401 with the exact body when no key is sent', async () => {
    const res = await rawRequest(`${gw.url}/v1/models`);
    expect(res.status).toBe(401);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(
      unauthorized(
        "You didn't provide an API key. Send it in the header 'Authorization: Bearer <API_KEY>'.",
      ),
    );
  });

  it.each([['Basic dXNlcjpwYXNz'], ['Bearer'], ['Bearer two words'], ['sk-only-the-key']])(
    'answers 401 for the malformed header %j',
    async (header) => {
      const res = await rawRequest(`${gw.url}/v1/models`, { headers: { Authorization: header } });
      expect(res.status).toBe(401);
      expect(res.json()).toEqual(
        unauthorized(
          "The Authorization header is malformed. Expected 'Authorization: Bearer <API_KEY>'.",
        ),
      );
    },
  );

  it('answers 401 for a well-formed key the gateway does not know', async () => {
    const res = await rawRequest(`${gw.url}/v1/models`, {
      headers: bearer('sk-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
    });
    expect(res.status).toBe(401);
    expect(res.json()).toEqual(
      unauthorized('Incorrect API key provided. It is unknown to this gateway or was revoked.'),
    );
  });

  it('requires the key on unknown /v1 routes too, before saying they do not exist', async () => {
    expect((await rawRequest(`${gw.url}/v1/nope`)).status).toBe(401);
  });

  it('gives a key that looks like sk- and 43 URL-safe characters', () => {
    expect(allKey).toMatch(/^sk-[A-Za-z0-9_-]{43}$/);
  });
});

describe('GET /v1/models', () => {
  const ids = async (key: string) => {
    const res = await rawRequest(`${gw.url}/v1/models`, { headers: bearer(key) });
    expect(res.status).toBe(200);
    const body = res.json<{ object: string; data: Array<Record<string, unknown>> }>();
    expect(body.object).toBe('list');
    return body;
  };

  it('lists every local model for a key allowed all', async () => {
    const body = await ids(allKey);
    const list = body.data.map((m) => m.id);
    expect(list).toEqual(
      expect.arrayContaining([
        'alpha-tts',
        'beta-speech-v8',
        'gamma-tts-2',
        'mesh-6',
        'mesh-6-draft',
        'mesh-4-texture',
      ]),
    );
    expect(list).toHaveLength(3 + 5 * 3);
    for (const item of body.data) {
      // docs/decisions.md §7: what the model makes is part of the item (test/models/ checks each).
      const is3d = item.kind === '3d';
      expect(item).toEqual({
        id: expect.any(String),
        object: 'model',
        created: expect.any(Number),
        owned_by: 'voxmesh',
        kind: is3d ? '3d' : 'speech',
        ...(is3d ? { mode: expect.stringMatching(/^(textured|draft|texture)$/) } : {}),
      });
    }
  });

  it('lists only the allowed subset', async () => {
    expect((await ids(speechOnlyKey)).data.map((m) => m.id)).toEqual(['alpha-tts', 'mesh-6-draft']);
  });

  it('returns an empty data array for a key allowed nothing', async () => {
    expect((await ids(nothingKey)).data).toEqual([]);
  });

  it('retrieves one model the key may call', async () => {
    const res = await rawRequest(`${gw.url}/v1/models/alpha-tts`, {
      headers: bearer(speechOnlyKey),
    });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ id: 'alpha-tts', object: 'model' });
  });

  it('answers 403 model_not_allowed for a model outside the key list', async () => {
    const res = await rawRequest(`${gw.url}/v1/models/beta-speech-v8`, {
      headers: bearer(speechOnlyKey),
    });
    expect(res.status).toBe(403);
    expect(res.json()).toEqual({
      error: {
        message: "Your API key is not allowed to use the model 'beta-speech-v8'.",
        type: 'permission_error',
        param: 'model',
        code: 'model_not_allowed',
      },
    });
  });

  it('answers 404 model_not_found for an id that does not exist', async () => {
    const res = await rawRequest(`${gw.url}/v1/models/gpt-9`, { headers: bearer(allKey) });
    expect(res.status).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'model_not_found', param: 'model' } });
  });
});
