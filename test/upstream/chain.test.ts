import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { ModelList } from '../../contract/models.ts';
import type { SpeechTaskObject } from '../../contract/speech-tasks.ts';
import type { UsageReport } from '../../contract/usage.ts';
import { DERIVED_FILES } from '../../server/mesh/export/formats.ts';
import { bearer, removeDir, startGateway, type TestGateway } from '../helpers/gateway.ts';
import { make3d } from '../../tools/mesh-client.ts';
import { EN_ALPHA, SENTENCE, speak } from '../helpers/speech.ts';
import { download, submitSpeechTask, waitForTask } from '../helpers/tasks.ts';
import { FAST_UPSTREAM } from '../helpers/upstream.ts';

// These tests wait for task states and health changes, never for time: a busy machine
// only slows them down, so they get a generous limit.
vi.setConfig({ testTimeout: 600_000, hookTimeout: 600_000 });

/**
 * Two real gateways chained: A routes every model to B (an ordinary VoxMesh). Whatever a
 * client asks A, it gets what B gives directly — and never one of B's ids.
 */
let a: TestGateway;
let b: TestGateway;
let keyA: string;
let keyB: string;

beforeAll(async () => {
  b = await startGateway();
  keyB = await b.key();
  a = await startGateway({
    upstream: { url: b.url, key: keyB, routes: { '*': 'upstream' }, tuning: FAST_UPSTREAM },
  });
  keyA = await a.key();
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await removeDir(a.dataDir);
  await removeDir(b.dataDir);
});

/** Every id in B's history: none may appear in anything A answers. */
function idsOfB(): string[] {
  return b.gateway.taskStore.page({ owner: 'local', limit: 1000 })!.data.map((r) => r.id);
}

function expectNoIdOfB(text: string) {
  for (const id of idsOfB()) expect(text).not.toContain(id);
}

describe('models', () => {
  it('lists what B lists, as upstream models', async () => {
    const [viaA, atB] = await Promise.all(
      [a, b].map(async (g) => {
        const res = await fetch(`${g.url}/v1/models`, {
          headers: bearer(g === a ? keyA : keyB),
        });
        return ((await res.json()) as ModelList).data;
      }),
    );
    expect(viaA!.map((m) => m.id).sort()).toEqual(atB!.map((m) => m.id).sort());
    for (const m of viaA!) expect(m.owned_by).toBe('upstream');
  });
});

describe('sync speech', () => {
  const body = { model: 'alpha-tts', input: SENTENCE, voice: EN_ALPHA, response_format: 'mp3' };

  it('returns the same audio bytes as B, under our own history id', async () => {
    const viaA = await speak(a.url, keyA, body);
    const atB = await speak(b.url, keyB, body);
    expect(viaA.status).toBe(200);
    expect(viaA.headers.get('content-type')).toBe('audio/mpeg');
    expect(viaA.bytes.equals(atB.bytes)).toBe(true);
    const id = viaA.headers.get('x-task-id')!;
    expect(id).toMatch(/^task_/);
    expectNoIdOfB(JSON.stringify([...viaA.headers]));
    // A kept a copy: the history entry's audio is the same file.
    const copy = await download(`${a.url}/v1/audio/speech/tasks/${id}/content`, keyA);
    expect(copy.status).toBe(200);
    expect(copy.bytes.equals(atB.bytes)).toBe(true);
  });

  it('streams stream mode back chunk by chunk with its duration trailer', async () => {
    const viaA = await speak(a.url, keyA, { ...body, stream_mode: 'stream' });
    const atB = await speak(b.url, keyB, { ...body, stream_mode: 'stream' });
    expect(viaA.status).toBe(200);
    expect(viaA.bytes.equals(atB.bytes)).toBe(true);
  });

  it('refuses a bad request itself with the local 400, before calling B', async () => {
    const before = idsOfB().length;
    const res = await speak(a.url, keyA, { ...body, voice: 'no-such-voice' });
    const local = await speak(b.url, keyB, { ...body, voice: 'no-such-voice' });
    expect(res.status).toBe(400);
    expect(res.json()).toEqual(local.json());
    expect(idsOfB().length).toBe(before);
  });

  it('bills the characters to the key that called A', async () => {
    const res = await fetch(`${a.url}/v1/usage`, { headers: bearer(keyA) });
    const usage = (await res.json()) as UsageReport;
    expect(JSON.stringify(usage)).toContain('alpha-tts');
  });
});

describe('speech tasks', () => {
  it('complete with the same audio and timestamps as on B, without B ids', async () => {
    const body = {
      model: 'beta-speech-v8',
      Text: `${SENTENCE} ${SENTENCE}`,
      VoiceId: 'en_female_grace',
      timestamp_type: 'word',
    };
    const submitted = await submitSpeechTask(a.url, keyA, body);
    expect(submitted.status).toBe(200);
    const done = await waitForTask(a.url, keyA, submitted.body.id);
    expect(done.status).toBe('completed');
    const direct = await submitSpeechTask(b.url, keyB, body);
    const doneB = await waitForTask(b.url, keyB, direct.body.id);

    const audioA = await download(done.content_url!, keyA);
    const audioB = await download(doneB.content_url!, keyB);
    expect(audioA.bytes.equals(audioB.bytes)).toBe(true);
    const stampsA = await download(done.timestamps_url!, keyA);
    const stampsB = await download(doneB.timestamps_url!, keyB);
    const docA = JSON.parse(stampsA.bytes.toString()) as Record<string, unknown>;
    const docB = JSON.parse(stampsB.bytes.toString()) as Record<string, unknown>;
    expect(docA.task_id).toBe(done.id);
    expect({ ...docA, task_id: null }).toEqual({ ...docB, task_id: null });
    expect(done.duration_ms).toBe(doneB.duration_ms);
    expect(done.content_url!.startsWith(a.url)).toBe(true);
    expectNoIdOfB(JSON.stringify(submitted.body) + JSON.stringify(done));
    const list = await fetch(`${a.url}/v1/tasks?limit=100`, { headers: bearer(keyA) });
    expectNoIdOfB(await list.text());
  });
});

describe('3D tasks', () => {
  it('draft and texture give the same GLB bytes (and thumbnail) as on B', async () => {
    const draft = { model: 'mesh-4-draft', prompt: 'a small wooden chair', metadata: { seed: 7 } };
    const viaA = await make3d(a.url, keyA, draft);
    const atB = await make3d(b.url, keyB, draft);
    expect(Buffer.from(viaA.glb).equals(Buffer.from(atB.glb))).toBe(true);
    expectNoIdOfB(JSON.stringify(viaA.task));
    // B's thumbnail was copied where A keeps the thumbnails it makes of local tasks, and is
    // served from there: the same PNG as B's.
    const cached = path.join(a.dataDir, 'files', '3d', viaA.task.id, DERIVED_FILES.thumbnail.file);
    expect(existsSync(cached)).toBe(true);
    const thumbA = await download(viaA.task.thumbnail_url!, keyA);
    const thumbB = await download(atB.task.thumbnail_url!, keyB);
    expect(thumbA.headers.get('content-type')).toBe('image/png');
    expect(thumbA.bytes.equals(thumbB.bytes)).toBe(true);

    const texture = (source: string) => ({
      model: 'mesh-4-texture',
      source_task_id: source,
      prompt: 'painted red',
    });
    const texA = await make3d(a.url, keyA, texture(viaA.task.id));
    const texB = await make3d(b.url, keyB, texture(atB.task.id));
    expect(Buffer.from(texA.glb).equals(Buffer.from(texB.glb))).toBe(true);
    expectNoIdOfB(JSON.stringify(texA.task));
  });
});

describe('WebSocket', () => {
  function session(g: TestGateway, key: string) {
    return new Promise<{ audio: Buffer; frames: Array<Record<string, unknown>> }>(
      (resolve, reject) => {
        const ws = new WebSocket(
          `${g.url.replace('http', 'ws')}/v1/audio/speech/websocket?model=beta-speech-v8`,
          { headers: bearer(key) },
        );
        const audio: Buffer[] = [];
        const frames: Array<Record<string, unknown>> = [];
        ws.on('open', () =>
          ws.send(JSON.stringify({ Text: SENTENCE, VoiceId: 'en_female_grace', Bitrate: '128k' })),
        );
        ws.on('message', (data: Buffer, binary) => {
          if (binary) audio.push(data);
          else frames.push(JSON.parse(data.toString()) as Record<string, unknown>);
        });
        ws.on('close', () => resolve({ audio: Buffer.concat(audio), frames }));
        ws.on('error', reject);
      },
    );
  }

  it('proxies every frame in order, records the audio, and names our id', async () => {
    const viaA = await session(a, keyA);
    const atB = await session(b, keyB);
    expect(viaA.audio.equals(atB.audio)).toBe(true);
    expect(viaA.frames.map((f) => f.type)).toEqual(atB.frames.map((f) => f.type));
    const complete = viaA.frames.at(-1)!;
    expect(complete.type).toBe('complete');
    expectNoIdOfB(JSON.stringify(viaA.frames));
    const task = (await (
      await fetch(`${a.url}/v1/audio/speech/tasks/${String(complete.task_id)}`, {
        headers: bearer(keyA),
      })
    ).json()) as SpeechTaskObject;
    expect(task.status).toBe('completed');
    const copy = await download(task.content_url!, keyA);
    expect(copy.bytes.equals(atB.audio)).toBe(true);
  });
});
