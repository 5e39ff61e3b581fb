import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { bearer, useGateway, type TestGateway } from '../helpers/gateway.ts';

/** Every `/v1` route the gateway serves, by method: the document must list exactly these. */
const SERVED = [
  'GET /v1/openapi.json',
  'GET /v1/models',
  'GET /v1/models/{model}',
  'POST /v1/audio/speech',
  'GET /v1/audio/voices',
  'GET /v1/audio/voices/{voice_id}/sample',
  'POST /v1/audio/speech/tasks',
  'GET /v1/audio/speech/tasks/{id}',
  'GET /v1/audio/speech/tasks/{id}/content',
  'GET /v1/audio/speech/tasks/{id}/input',
  'GET /v1/audio/speech/tasks/{id}/timestamps',
  'GET /v1/audio/lexicon',
  'POST /v1/audio/lexicon',
  'POST /v1/audio/lexicon/sample',
  'PUT /v1/audio/lexicon/{grapheme}',
  'DELETE /v1/audio/lexicon/{grapheme}',
  'GET /v1/audio/voice-packs',
  'POST /v1/audio/voice-packs',
  'GET /v1/audio/voice-packs/catalog',
  'GET /v1/audio/voice-packs/{id}',
  'DELETE /v1/audio/voice-packs/{id}',
  'PUT /v1/audio/voices/{voice_id}/binding',
  'DELETE /v1/audio/voices/{voice_id}/binding',
  'POST /v1/3d',
  'GET /v1/3d/{id}',
  'GET /v1/3d/{id}/content',
  'GET /v1/3d/{id}/thumbnail',
  'GET /v1/tasks',
  'DELETE /v1/tasks/{id}',
  'GET /v1/usage',
  'GET /v1/keys',
  'POST /v1/keys',
  'DELETE /v1/keys/{id}',
  'GET /v1/server',
  'GET /v1/logs',
  'GET /v1/upstream',
  'PUT /v1/upstream',
  'POST /v1/upstream/test',
];

interface Doc {
  openapi: string;
  components: { schemas: Record<string, unknown> };
  paths: Record<string, Record<string, { requestBody?: unknown; security?: unknown[] }>>;
}

describe('GET /v1/openapi.json, the published contract', () => {
  let gw: TestGateway;
  let key: string;
  let admin: string;
  useGateway((g, k) => {
    gw = g;
    key = k;
  });
  const doc = async (): Promise<Doc> => {
    const res = await fetch(`${gw.url}/v1/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    return (await res.json()) as Doc;
  };

  it('is served without a key and validates as OpenAPI 3.1', async () => {
    const body = await doc();
    expect(body.openapi).toBe('3.1.0');
    const result = await new Validator().validate(
      body as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every /v1 route the gateway serves, and nothing else', async () => {
    const body = await doc();
    const listed = Object.entries(body.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual([...SERVED].sort());
  });

  it('names a route that exists for every operation it lists', async () => {
    admin = await gw.key({ admin: true });
    const body = await doc();
    for (const [path, ops] of Object.entries(body.paths)) {
      for (const method of Object.keys(ops)) {
        // Placeholder ids: a listed route answers for them (404 task_not_found, 400 …),
        // never the "no such route" 404 of an unknown path.
        const url = `${gw.url}${path.replace(/\{[a-z]+\}/g, 'task_doesnotexist0')}`;
        const res = await fetch(url, {
          method: method.toUpperCase(),
          headers: { ...bearer(admin), 'content-type': 'application/json' },
          ...(method === 'get' || method === 'delete' ? {} : { body: '{"x":' }),
        });
        const text = await res.text();
        expect(text, `${method} ${path}`).not.toContain('unknown_route');
        expect(res.status, `${method} ${path}`).not.toBe(405);
      }
    }
  });

  it('describes a speech body the gateway accepts, and one it refuses naming the field', async () => {
    const body = await doc();
    expect(JSON.stringify(body.paths['/v1/audio/speech']?.post?.requestBody)).toContain(
      '#/components/schemas/SpeechBody',
    );
    const alpha = body.components.schemas.AlphaSpeechBody as {
      properties: { speed: { minimum: number; maximum: number; default: number } };
    };
    expect(alpha.properties.speed).toMatchObject({ minimum: 0.25, maximum: 4, default: 1 });
    const voices = await fetch(`${gw.url}/v1/audio/voices?model=alpha-tts`, {
      headers: bearer(key),
    });
    const voice = ((await voices.json()) as { data: { id: string }[] }).data[0]?.id;
    const ok = await fetch(`${gw.url}/v1/audio/speech`, {
      method: 'POST',
      headers: { ...bearer(key), 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'alpha-tts', input: 'Hi.', voice, speed: 4 }),
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('audio/mpeg');
    const tooFast = await fetch(`${gw.url}/v1/audio/speech`, {
      method: 'POST',
      headers: { ...bearer(key), 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'alpha-tts', input: 'Hi.', voice: 'x', speed: 4.5 }),
    });
    expect(tooFast.status).toBe(400);
    expect(((await tooFast.json()) as { error: { param: string } }).error.param).toBe('speed');
  });

  it('marks the document public and every other operation keyed', async () => {
    const body = await doc();
    expect(body.paths['/v1/openapi.json']?.get?.security).toEqual([]);
    expect(body.paths['/v1/models']?.get?.security).toBeUndefined();
    const res = await fetch(`${gw.url}/v1/models`);
    expect(res.status).toBe(401);
  });
});
