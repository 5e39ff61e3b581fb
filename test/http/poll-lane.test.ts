// Task polls (GET /v1/3d/{id}, GET /v1/audio/speech/tasks/{id}) are answered before Express
// when they need nothing but the answer (server/tasks/poll-lane.ts). A client cannot tell:
// the same status, headers and body as the Express route gives, the same errors, the same
// line in the request log.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RequestLogPage } from '../../contract/admin.ts';
import {
  bearer,
  rawRequest,
  useGateway,
  type RawResponse,
  type TestGateway,
} from '../helpers/gateway.ts';
import { submit3d, wait3d } from '../../tools/mesh-client.ts';
import { submitSpeechTask, waitForTask } from '../helpers/tasks.ts';

let gw: TestGateway;
let key: string;
useGateway((g, k) => {
  gw = g;
  key = k;
});

let meshId: string;
let speechId: string;
beforeAll(async () => {
  const mesh = await submit3d(gw.url, key, { model: 'mesh-6-draft', prompt: 'a red mug', seed: 3 });
  meshId = mesh.body.id;
  const speech = await submitSpeechTask(gw.url, key, {
    model: 'alpha-tts',
    voice: 'en-US-AriaNeural',
    input: 'Polls are answered quickly.',
  });
  speechId = speech.body.id;
  await Promise.all([wait3d(gw.url, key, meshId), waitForTask(gw.url, key, speechId)]);
});

/** Headers a client could compare, without the two that differ on every response. */
function comparable(res: RawResponse): Record<string, unknown> {
  const { date: _date, 'x-request-id': requestId, ...rest } = res.headers;
  expect(requestId).toMatch(/^req_[\w-]{12}$/);
  return rest;
}

describe.each([
  ['a 3D task', () => `/v1/3d/${meshId}`],
  ['a speech task', () => `/v1/audio/speech/tasks/${speechId}`],
])('polling %s', (_what, pathOf) => {
  it('answers exactly as the route does when a query string sends it through Express', async () => {
    const plain = await rawRequest(`${gw.url}${pathOf()}`, { headers: bearer(key) });
    const routed = await rawRequest(`${gw.url}${pathOf()}?poll=1`, { headers: bearer(key) });
    expect(plain.status).toBe(200);
    expect(routed.status).toBe(200);
    expect(plain.body).toBe(routed.body);
    expect(comparable(plain)).toEqual(comparable(routed));
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.json<{ status: string }>().status).toBe('completed');
  });

  it('refuses a missing or unknown key with 401, as every route does', async () => {
    const none = await rawRequest(`${gw.url}${pathOf()}`);
    expect(none.status).toBe(401);
    expect(none.json<{ error: { code: string } }>().error.code).toBe('invalid_api_key');
    const unknown = await rawRequest(`${gw.url}${pathOf()}`, { headers: bearer('sk-unknown') });
    expect(unknown.status).toBe(401);
  });

  it("answers 404 task_not_found for another owner's key", async () => {
    const other = await gw.key({ owner: 'someone-else' });
    const res = await rawRequest(`${gw.url}${pathOf()}`, { headers: bearer(other) });
    expect(res.status).toBe(404);
    expect(res.json<{ error: { code: string; param: string } }>().error).toMatchObject({
      code: 'task_not_found',
      param: 'task_id',
    });
  });

  it('refuses a Host that is not loopback (DNS rebinding) with 403', async () => {
    const res = await rawRequest(`${gw.url}${pathOf()}`, {
      headers: { ...bearer(key), Host: 'evil.example' },
    });
    expect(res.status).toBe(403);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('host_not_allowed');
  });
});

describe('the poll lane', () => {
  it('answers 404 for a task id of the other kind', async () => {
    const res = await rawRequest(`${gw.url}/v1/3d/${speechId}`, { headers: bearer(key) });
    expect(res.status).toBe(404);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('task_not_found');
  });

  it('leaves other methods to the route: PATCH is still 405 with Allow', async () => {
    const res = await rawRequest(`${gw.url}/v1/3d/${meshId}`, {
      method: 'PATCH',
      headers: bearer(key),
    });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toContain('GET');
  });

  it('logs each poll in the request log with its status and the key label', async () => {
    const poll = await rawRequest(`${gw.url}/v1/3d/${meshId}`, { headers: bearer(key) });
    const admin = await gw.key({ admin: true, label: 'admin' });
    const res = await rawRequest(`${gw.url}/v1/logs?limit=1000`, { headers: bearer(admin) });
    const lines = res.json<RequestLogPage>().data;
    expect(lines).toContainEqual(
      expect.objectContaining({
        request_id: poll.headers['x-request-id'],
        method: 'GET',
        path: `/v1/3d/${meshId}`,
        status: 200,
        key_label: 'test',
      }),
    );
  });
});
