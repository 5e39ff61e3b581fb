import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  rawRequest,
  removeDir,
  startGateway,
  type TestGateway,
} from '../../helpers/gateway.ts';
import { speak } from '../../helpers/speech.ts';
import { submitSpeechTask, waitForTask } from '../../helpers/tasks.ts';

let gw: TestGateway;
let key: string;
const ids: string[] = [];

beforeAll(async () => {
  gw = await startGateway();
  key = await gw.key();
  for (const word of ['one', 'two', 'three']) {
    const res = await speak(gw.url, key, {
      model: 'beta-speech-v8',
      input: `Number ${word}.`,
      voice: 'en_female_ava',
    });
    ids.push(res.headers.get('x-task-id')!);
  }
  const t = await submitSpeechTask(gw.url, key, {
    model: 'beta-speech-v8',
    Text: 'A task.',
    VoiceId: 'en_female_ava',
  });
  await waitForTask(gw.url, key, t.body.id);
  ids.push(t.body.id);
});
afterAll(async () => {
  await gw.close();
  await removeDir(gw.dataDir);
});

interface Page {
  data: Array<{
    id: string;
    source: string;
    status: string;
    input_preview?: string;
    voice?: string;
  }>;
  has_more: boolean;
  next_after?: string;
}
const list = async (query: string) => {
  const res = await rawRequest(`${gw.url}/v1/tasks${query}`, { headers: bearer(key) });
  return {
    status: res.status,
    body: res.json<Page & { error: { code: string; param: string } }>(),
  };
};

describe('GET /v1/tasks', () => {
  it('lists sync requests and tasks newest first', async () => {
    const { body } = await list('');
    expect(body.data.map((t) => t.id)).toEqual([...ids].reverse());
    expect(body.data.map((t) => t.source)).toEqual(['task', 'sync', 'sync', 'sync']);
    expect(body.has_more).toBe(false);
  });

  it('shows each entry with the first words of its text and its voice', async () => {
    const { body } = await list('');
    expect(body.data.map((t) => [t.input_preview, t.voice])).toEqual([
      ['A task.', 'en_female_ava'],
      ['Number three.', 'en_female_ava'],
      ['Number two.', 'en_female_ava'],
      ['Number one.', 'en_female_ava'],
    ]);
  });

  it('pages with limit and the cursor it returns', async () => {
    const first = await list('?limit=3');
    expect(first.body.data).toHaveLength(3);
    expect(first.body.has_more).toBe(true);
    const second = await list(`?limit=3&after=${first.body.next_after}`);
    expect(second.body.data.map((t) => t.id)).toEqual([ids[0]]);
    expect(second.body.has_more).toBe(false);
  });

  it('filters by kind and status', async () => {
    expect((await list('?kind=3d')).body.data).toEqual([]);
    expect((await list('?kind=speech&status=completed')).body.data).toHaveLength(4);
    expect((await list('?status=failed')).body.data).toEqual([]);
  });

  it.each([
    ['?kind=video', 'kind'],
    ['?status=done', 'status'],
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=abc', 'limit'],
    ['?after=task_unknownunknownunknown1', 'after'],
    ['?kind=speech&kind=3d', 'kind'],
  ])('rejects %s naming the parameter', async (query, param) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
  });
});

describe('DELETE /v1/tasks/{id}', () => {
  it('deletes an entry and its files', async () => {
    const id = ids[1]!;
    const dir = gw.gateway.files.dirFor('speech', id);
    const res = await fetch(`${gw.url}/v1/tasks/${id}`, { method: 'DELETE', headers: bearer(key) });
    expect(await res.json()).toEqual({ id, object: 'task', deleted: true });
    const { existsSync } = await import('node:fs');
    expect(existsSync(dir)).toBe(false);
    expect((await list('')).body.data.map((t) => t.id)).not.toContain(id);
    const again = await fetch(`${gw.url}/v1/tasks/${id}`, {
      method: 'DELETE',
      headers: bearer(key),
    });
    expect(again.status).toBe(404);
  });
});
