import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TimestampsDocument } from '../../../contract/speech.ts';
import {
  bearer,
  rawRequest,
  removeDir,
  startGateway,
  type TestGateway,
  useGateway,
} from '../../helpers/gateway.ts';
import { prose } from '../../helpers/prose.ts';
import { speak } from '../../helpers/speech.ts';
import { download, getTask, submitSpeechTask, waitForTask } from '../../helpers/tasks.ts';
import { expectSeamlessLongTask, LONG_TASK_TIMEOUT_MS } from './long-task-checks.ts';

let gw: TestGateway;
let key: string;
useGateway((g, k) => {
  gw = g;
  key = k;
});

const task = (input: string, extra: Record<string, unknown> = {}) => ({
  model: 'beta-speech-v8',
  Text: input,
  VoiceId: 'en_male_oliver',
  ...extra,
});

describe('a speech task', () => {
  it('is accepted as queued with progress 0, then completes with content and timestamps URLs', async () => {
    const submitted = await submitSpeechTask(
      gw.url,
      key,
      task('First sentence here. And a second one!'),
    );
    expect(submitted.status).toBe(200);
    expect(submitted.body).toEqual({
      id: expect.stringMatching(/^task_[A-Za-z0-9]{24}$/),
      object: 'audio.speech',
      created_at: expect.any(Number),
      status: 'queued',
      model: 'beta-speech-v8',
      progress: 0,
    });
    const done = await waitForTask(gw.url, key, submitted.body.id);
    expect(done).toMatchObject({
      status: 'completed',
      progress: 100,
      content_url: `${gw.url}/v1/audio/speech/tasks/${done.id}/content`,
      timestamps_url: `${gw.url}/v1/audio/speech/tasks/${done.id}/timestamps`,
    });
    const audio = await download(done.content_url!, key);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    const stamps = await download(done.timestamps_url!, key);
    const doc = JSON.parse(stamps.bytes.toString()) as TimestampsDocument;
    expect(doc).toMatchObject({ task_id: done.id, type: 'sentence' });
    expect(doc.segments.map((s) => s.text)).toEqual(['First sentence here.', 'And a second one!']);
  });

  it('is billed once, when it completes, in code points', async () => {
    const fresh = await gw.key({ models: ['beta-speech-v8'] });
    const text = 'Billed once. 🎉 Done!';
    const { body } = await submitSpeechTask(gw.url, fresh, task(text));
    await waitForTask(gw.url, fresh, body.id);
    const usage = await fetch(`${gw.url}/v1/usage`, {
      headers: { Authorization: `Bearer ${fresh}` },
    });
    expect(await usage.json()).toMatchObject({
      object: 'usage',
      data: [{ model: 'beta-speech-v8', characters: [...text].length, requests: 1 }],
    });
  });

  it('uses the origin the client called in its URLs', async () => {
    const { body } = await submitSpeechTask(gw.url, key, task('Hello there.'));
    await waitForTask(gw.url, key, body.id);
    const res = await rawRequest(`${gw.url}/v1/audio/speech/tasks/${body.id}`, {
      headers: { ...bearer(key), Host: `localhost:${gw.port}` },
    });
    expect(res.json<{ content_url: string }>().content_url).toBe(
      `http://localhost:${gw.port}/v1/audio/speech/tasks/${body.id}/content`,
    );
  });

  // The same checks at 50,000 characters (an hour of audio) run in the soak suite:
  // test/soak/speech-tasks.soak.test.ts.
  it(
    'renders 5,000 characters seamlessly: duration is the sum of its sentences, no gaps or clicks, word times cover every word',
    () => expectSeamlessLongTask(gw.url, key, 5_000),
    LONG_TASK_TIMEOUT_MS,
  );

  it('answers 409 task_not_ready for content and timestamps until it completes', async () => {
    const { body } = await submitSpeechTask(gw.url, key, task(prose(3000)));
    const early = await download(`${gw.url}/v1/audio/speech/tasks/${body.id}/content`, key);
    expect(early.status).toBe(409);
    expect(JSON.parse(early.bytes.toString())).toMatchObject({ error: { code: 'task_not_ready' } });
    const earlyStamps = await download(
      `${gw.url}/v1/audio/speech/tasks/${body.id}/timestamps`,
      key,
    );
    expect(earlyStamps.status).toBe(409);
    // Cancelled rather than rendered to the end: nothing here reads its audio.
    await fetch(`${gw.url}/v1/tasks/${body.id}`, { method: 'DELETE', headers: bearer(key) });
  });

  it('answers 404 timestamps_not_found for a stream-mode request, which has none', async () => {
    const res = await speak(gw.url, key, { ...task('No stamps.'), stream: true });
    const id = res.headers.get('x-task-id')!;
    const t = await getTask(gw.url, key, id);
    expect(t.body).toMatchObject({ status: 'completed', source: 'sync' });
    expect(t.body.timestamps_url).toBeUndefined();
    const stamps = await download(`${gw.url}/v1/audio/speech/tasks/${id}/timestamps`, key);
    expect(stamps.status).toBe(404);
    expect(JSON.parse(stamps.bytes.toString())).toMatchObject({
      error: { code: 'timestamps_not_found' },
    });
  });

  it('keeps the timestamps of a sync speech-mode request, in the granularity asked', async () => {
    const res = await speak(gw.url, key, {
      ...task('Hello big world. Bye now.'),
      TimestampType: 'word',
    });
    const stamps = await download(
      `${gw.url}/v1/audio/speech/tasks/${res.headers.get('x-task-id')}/timestamps`,
      key,
    );
    const doc = JSON.parse(stamps.bytes.toString()) as TimestampsDocument;
    expect(doc.segments.map((s) => s.text)).toEqual(
      ['Hello', 'big', 'world.', 'Bye', 'now.'].map((w) => w.replace('.', '')),
    );
  });
});

describe('task requests that are refused', () => {
  it.each([
    ['stream mode', task('Hi.', { stream: true }), 400, 'invalid_value', 'stream'],
    [
      'pcm output',
      task('Hi.', { response_format: 'pcm' }),
      400,
      'unsupported_format',
      'response_format',
    ],
    ['text over 500,000 code points', task('a'.repeat(500_001)), 400, 'input_too_long', 'Text'],
    ['Speed out of range', task('Hi.', { Speed: 2 }), 400, 'out_of_range', 'Speed'],
    [
      'unknown voice',
      { model: 'beta-speech-v8', text: 'Hi.', voiceid: 'nobody' },
      400,
      'invalid_value',
      'voiceid',
    ],
    ['a 3D model', { model: 'mesh-6', input: 'Hi.', voice: 'x' }, 400, 'invalid_value', 'model'],
  ])('%s', async (_n, body, status, code, param) => {
    const res = await submitSpeechTask(gw.url, key, body);
    expect(res.status).toBe(status);
    expect(res.body.error).toMatchObject({ code, param });
  });

  it('accepts exactly 500,000 code points', async () => {
    const res = await submitSpeechTask(gw.url, key, task('🎧'.repeat(499_999) + 'a'));
    expect(res.status).toBe(200);
    const del = await fetch(`${gw.url}/v1/tasks/${res.body.id}`, {
      method: 'DELETE',
      headers: bearer(key),
    });
    expect(del.status).toBe(200);
  });
});

describe('owners', () => {
  it('cannot see, download, list or delete each other’s tasks (404 every time)', async () => {
    const other = await gw.key({ owner: 'someone-else' });
    const { body } = await submitSpeechTask(gw.url, key, task('Private words.'));
    await waitForTask(gw.url, key, body.id);
    for (const path of ['', '/content', '/timestamps']) {
      const res = await download(`${gw.url}/v1/audio/speech/tasks/${body.id}${path}`, other);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.bytes.toString())).toMatchObject({ error: { code: 'task_not_found' } });
    }
    const listed = await (await fetch(`${gw.url}/v1/tasks`, { headers: bearer(other) })).json();
    expect(listed).toMatchObject({ data: [] });
    const del = await fetch(`${gw.url}/v1/tasks/${body.id}`, {
      method: 'DELETE',
      headers: bearer(other),
    });
    expect(del.status).toBe(404);
    expect((await getTask(gw.url, key, body.id)).status).toBe(200);
  });

  it('answers a malformed id like an unknown one', async () => {
    for (const id of ['nope', 'task_' + 'x'.repeat(200), 'task_..']) {
      const res = await download(`${gw.url}/v1/audio/speech/tasks/${encodeURIComponent(id)}`, key);
      expect(res.status).toBe(404);
    }
  });

  it('refuses an id with an encoded slash before routing (400 invalid_path)', async () => {
    const id = encodeURIComponent('task_../../etc');
    const res = await download(`${gw.url}/v1/audio/speech/tasks/${id}`, key);
    expect(res.status).toBe(400);
  });
});

describe('limits and cancellation', () => {
  it('answers 429 too_many_tasks with Retry-After beyond the per-key limit', async () => {
    const small = await startGateway({
      taskLimits: { concurrency: 1, runningPerKey: 1, pendingPerKey: 2 },
    });
    try {
      const k = await small.key();
      const a = await submitSpeechTask(small.url, k, task(prose(4000)));
      const b = await submitSpeechTask(small.url, k, task(prose(4000)));
      const c = await submitSpeechTask(small.url, k, task('One more.'));
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(c.status).toBe(429);
      expect(c.headers.get('retry-after')).toBe('5');
      expect(c.body.error).toMatchObject({ code: 'too_many_tasks', type: 'rate_limit_error' });
      const otherKey = await small.key({ label: 'second' });
      expect((await submitSpeechTask(small.url, otherKey, task('Fine.'))).status).toBe(200);
    } finally {
      await small.close();
      await removeDir(small.dataDir);
    }
  });

  it('cancels a running task: the worker is freed, partial files deleted, the next task runs', async () => {
    const small = await startGateway({ taskLimits: { concurrency: 1 } });
    try {
      const k = await small.key();
      const long = await submitSpeechTask(small.url, k, task(prose(60_000)));
      const next = await submitSpeechTask(small.url, k, task('After the cancel.'));
      await waitForTask(
        small.url,
        k,
        long.body.id,
        (t) => t.status === 'in_progress' && t.progress > 0,
      );
      const dir = small.gateway.files.dirFor('speech', long.body.id);
      expect(existsSync(dir)).toBe(true);
      const del = await fetch(`${small.url}/v1/tasks/${long.body.id}`, {
        method: 'DELETE',
        headers: bearer(k),
      });
      expect(await del.json()).toEqual({ id: long.body.id, object: 'task', deleted: true });
      expect(existsSync(dir)).toBe(false);
      expect((await getTask(small.url, k, long.body.id)).status).toBe(404);
      expect((await waitForTask(small.url, k, next.body.id)).status).toBe('completed');
    } finally {
      await small.close();
      await removeDir(small.dataDir);
    }
  });
});
