/**
 * A record whose files are gone from the data folder (removed by hand, a disk cleaned up, a
 * folder restored from an older backup): every download of it says so as a 404 in the
 * error shape, naming the task, never a 500. Found through the studio's History, which asks
 * for a thumbnail of every 3D row it lists.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorDetail } from '../../contract/errors.ts';
import type { HistoryPage } from '../../contract/history.ts';
import { bearer, type TestGateway, useGateway } from '../helpers/gateway.ts';
import { make3d } from '../../tools/mesh-client.ts';
import { submitSpeechTask, waitForTask } from '../helpers/tasks.ts';

let gw: TestGateway;
let key: string;
useGateway((g, k) => {
  gw = g;
  key = k;
});

let speechId: string;
let meshId: string;

beforeAll(async () => {
  const submitted = await submitSpeechTask(gw.url, key, {
    model: 'alpha-tts',
    input: 'A sentence whose audio will go missing.',
    voice: 'en-US-AvaMultilingualNeural',
    timestamp_type: 'word',
  });
  expect(submitted.status).toBe(200);
  speechId = submitted.body.id;
  expect((await waitForTask(gw.url, key, speechId)).status).toBe('completed');
  meshId = (await make3d(gw.url, key, { model: 'mesh-4-draft', prompt: 'a red mug' })).task.id;
  await rm(path.join(gw.dataDir, 'files', 'speech', speechId), { recursive: true });
  await rm(path.join(gw.dataDir, 'files', '3d', meshId), { recursive: true });
}, 180_000);

async function errorOf(route: string) {
  const res = await fetch(`${gw.url}/v1${route}`, { headers: bearer(key) });
  const body = (await res.json()) as { error: ErrorDetail };
  return { status: res.status, error: body.error };
}

describe('a task whose files are gone from the data folder', () => {
  const lost = {
    status: 404,
    error: expect.objectContaining({
      type: 'not_found_error',
      code: 'content_not_found',
      param: 'task_id',
      message: expect.stringContaining('data folder'),
    }),
  };

  it('answers 404 content_not_found for its speech audio', async () => {
    expect(await errorOf(`/audio/speech/tasks/${speechId}/content`)).toEqual(lost);
  });

  it('answers 404 content_not_found for its timestamps, as JSON, SRT and VTT', async () => {
    for (const format of ['json', 'srt', 'vtt'])
      expect(await errorOf(`/audio/speech/tasks/${speechId}/timestamps?format=${format}`)).toEqual(
        lost,
      );
  });

  it('answers 404 content_not_found for its GLB, its thumbnail and its exports', async () => {
    for (const route of [
      `/3d/${meshId}/content`,
      `/3d/${meshId}/thumbnail`,
      `/3d/${meshId}/content?format=obj`,
    ])
      expect(await errorOf(route)).toEqual(lost);
  });

  it('is still listed in History, and deleting it works', async () => {
    const listed = async () => {
      const res = await fetch(`${gw.url}/v1/tasks?limit=10`, { headers: bearer(key) });
      return ((await res.json()) as HistoryPage).data.map((r) => r.id);
    };
    expect(await listed()).toEqual(expect.arrayContaining([speechId, meshId]));
    for (const id of [speechId, meshId]) {
      const res = await fetch(`${gw.url}/v1/tasks/${id}`, {
        method: 'DELETE',
        headers: bearer(key),
      });
      expect(res.status).toBe(200);
    }
    expect(await listed()).not.toEqual(expect.arrayContaining([speechId]));
    expect(await listed()).not.toEqual(expect.arrayContaining([meshId]));
  });
});
