import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ErrorBody } from '../../../contract/errors.ts';
import type { TimestampsDocument, VoiceList } from '../../../contract/speech.ts';
import type { VoicePack, VoicePackCatalog, VoicePackList } from '../../../contract/voice-packs.ts';
import { readWav } from '../../../server/speech/audio/wav.ts';
import { writeStandInPack } from '../../fixtures/piper-pack-files.ts';
import { startLoopbackHub, type LoopbackHub } from '../../fixtures/voice-hub.ts';
import {
  bearer,
  removeDir,
  startGateway,
  tempDir,
  type TestGateway,
} from '../../helpers/gateway.ts';
import { speak } from '../../helpers/speech.ts';
import { download, submitSpeechTask, waitForTask } from '../../helpers/tasks.ts';

/**
 * Voice packs through real HTTP (docs/voice-packs.md), with the stand-in Piper voice
 * (test/fixtures/piper-stand-in.ts) served by a loopback voice hub and uploaded as files.
 */

const MAX_BYTES = 200_000;
let gw: TestGateway;
let admin: string;
let user: string;
let files: string;
let hub: LoopbackHub;

beforeAll(async () => {
  files = await tempDir('voxmesh-hub-files-');
  await writeStandInPack(files, 'en_US-hubby-medium');
  await writeStandInPack(files, 'en_US-duo-medium', { speakers: ['anna', 'bert'] });
  await writeStandInPack(files, 'en_US-broken-low', { variant: 'fails-at-run' });
  await writeFile(path.join(files, 'en_US-huge-high.onnx'), Buffer.alloc(MAX_BYTES + 10, 1));
  await writeFile(path.join(files, 'en_US-huge-high.onnx.json'), '{}');
  hub = await startLoopbackHub(files, [
    {
      key: 'en_US-hubby-medium',
      model: 'en_US-hubby-medium.onnx',
      config: 'en_US-hubby-medium.onnx.json',
    },
  ]);
  gw = await startGateway({
    allowPrivateFetch: true,
    voiceHub: hub.url,
    voicePackMaxBytes: MAX_BYTES,
  });
  admin = await gw.key({ admin: true });
  user = await gw.key();
});
afterAll(async () => {
  await gw.close();
  await hub.close();
  await removeDir(gw.dataDir);
  await removeDir(files);
});

const api = (p: string) => `${gw.url}/v1/audio${p}`;

async function json<T>(res: Response): Promise<{ status: number; body: T }> {
  return { status: res.status, body: (await res.json()) as T };
}

function post(key: string, body: unknown) {
  return fetch(api('/voice-packs'), {
    method: 'POST',
    headers: { ...bearer(key), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => json<VoicePack & ErrorBody>(r));
}

async function upload(name: string, extra: Record<string, string> = {}, configName = name) {
  const form = new FormData();
  const { readFile } = await import('node:fs/promises');
  form.append(
    'model',
    new Blob([await readFile(path.join(files, `${name}.onnx`))]),
    `${name}.onnx`,
  );
  form.append(
    'config',
    new Blob([await readFile(path.join(files, `${configName}.onnx.json`))]),
    `${configName}.onnx.json`,
  );
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  const res = await fetch(api('/voice-packs'), {
    method: 'POST',
    headers: bearer(admin),
    body: form,
  });
  return json<VoicePack & ErrorBody>(res);
}

async function waitForPack(id: string): Promise<VoicePack> {
  for (;;) {
    const { body } = await json<VoicePack>(
      await fetch(api(`/voice-packs/${id}`), { headers: bearer(user) }),
    );
    if (body.status !== 'downloading') return body;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const voices = async (model: string) =>
  (await json<VoiceList>(await fetch(api(`/voices?model=${model}`), { headers: bearer(user) })))
    .body.data;

/** What is left in the packs folder besides ready packs' folders. */
async function leftovers(ready: string[]): Promise<string[]> {
  const root = path.join(gw.dataDir, 'voice-packs');
  const top = (await readdir(root).catch(() => [])).filter(
    (n) => n !== '.staging' && !ready.includes(n),
  );
  const staging = await readdir(path.join(root, '.staging')).catch(() => []);
  return [...top, ...staging];
}

const readyIds = async () =>
  (await json<VoicePackList>(await fetch(api('/voice-packs'), { headers: bearer(user) }))).body.data
    .filter((p) => p.status === 'ready')
    .map((p) => p.id);

describe('voice packs: install', () => {
  it('refuses changes from a key without the admin scope, but lists for any key', async () => {
    const refused = await post(user, { url: hub.fileUrl('en_US-hubby-medium.onnx') });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('admin_required');
    const list = await json<VoicePackList>(
      await fetch(api('/voice-packs'), { headers: bearer(user) }),
    );
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ object: 'list', data: [] });
  });

  it('lists the hub catalogue and installs from it in one call, with progress to ready', async () => {
    const catalogue = await json<VoicePackCatalog>(
      await fetch(api('/voice-packs/catalog'), { headers: bearer(user) }),
    );
    expect(catalogue.body).toMatchObject({ object: 'list', online: true, hub: hub.url });
    expect(catalogue.body.data).toEqual([
      expect.objectContaining({
        key: 'en_US-hubby-medium',
        language: 'en-US',
        quality: 'medium',
        installed_pack: null,
      }),
    ]);
    const started = await post(admin, { hub_key: 'en_US-hubby-medium' });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      object: 'audio.voice_pack',
      name: 'en_US-hubby-medium',
      format: 'piper',
      status: 'downloading',
    });
    const pack = await waitForPack(started.body.id);
    expect(pack).toMatchObject({
      status: 'ready',
      progress: 100,
      language: 'en-US',
      sample_rate: 22_050,
      speakers: 1,
      voices: ['piper:en_US-hubby-medium'],
    });
    expect(pack.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(pack.size_bytes).toBeGreaterThan(500);
    const again = await json<VoicePackCatalog>(
      await fetch(api('/voice-packs/catalog'), { headers: bearer(user) }),
    );
    expect(again.body.data[0]?.installed_pack).toBe(pack.id);
  });

  it('installs an upload (model and config files) at once, ready; a multi-speaker pack gives a voice per speaker', async () => {
    const { status, body } = await upload('en_US-duo-medium');
    expect(status).toBe(201);
    expect(body).toMatchObject({
      status: 'ready',
      speakers: 2,
      speaker_names: ['anna', 'bert'],
      voices: ['piper:en_US-duo-medium:anna', 'piper:en_US-duo-medium:bert'],
    });
  });

  it('lists pack voices under both catalog models, spoken by piper', async () => {
    for (const model of ['beta-speech-v8', 'alpha-tts']) {
      const list = await voices(model);
      const pack = list.filter((v) => v.engine_voice.engine === 'piper');
      expect(pack.map((v) => v.id).sort()).toEqual([
        'piper:en_US-duo-medium:anna',
        'piper:en_US-duo-medium:bert',
        'piper:en_US-hubby-medium',
      ]);
      expect(pack[0]).toMatchObject({ locale: 'en-US', model, engine_voice: { engine: 'piper' } });
    }
  });

  it('refuses a wrong checksum, a file that is not a model, a config that does not match, an oversized file; nothing half-installed remains', async () => {
    const before = await readyIds();
    const wrongSum = await upload('en_US-broken-low', { sha256: 'a'.repeat(64) });
    expect(wrongSum.status).toBe(400);
    expect(wrongSum.body.error).toMatchObject({ code: 'checksum_mismatch', param: 'sha256' });

    await writeFile(path.join(files, 'en_US-junk-low.onnx'), 'not an onnx model at all');
    await writeFile(
      path.join(files, 'en_US-junk-low.onnx.json'),
      JSON.stringify(
        JSON.parse(
          await (
            await import('node:fs/promises')
          ).readFile(path.join(files, 'en_US-hubby-medium.onnx.json'), 'utf8'),
        ),
      ),
    );
    const junk = await upload('en_US-junk-low');
    expect(junk.status).toBe(400);
    expect(junk.body.error.code).toBe('invalid_voice_pack');
    expect(junk.body.error.message).toMatch(/not a valid ONNX model/);

    const mismatched = await upload('en_US-hubby-medium', {}, 'en_US-duo-medium');
    expect(mismatched.status).toBe(409); // the name is taken: checked before the files
    const mismatch = await upload('en_US-broken-low', {}, 'en_US-duo-medium');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.message).toMatch(/config does not match its model/);

    const huge = await post(admin, { url: hub.fileUrl('en_US-huge-high.onnx') });
    expect(huge.status).toBe(202);
    expect(await waitForPack(huge.body.id)).toMatchObject({
      status: 'failed',
      error: { code: 'voice_pack_too_large' },
    });

    const badSum = await post(admin, {
      url: hub.fileUrl('en_US-broken-low.onnx'),
      sha256: 'b'.repeat(64),
    });
    expect(await waitForPack(badSum.body.id)).toMatchObject({
      status: 'failed',
      error: { code: 'checksum_mismatch' },
    });

    expect(await readyIds()).toEqual(before);
    expect(await leftovers(before)).toEqual([]);
    for (const failed of [huge.body.id, badSum.body.id]) {
      const removed = await fetch(api(`/voice-packs/${failed}`), {
        method: 'DELETE',
        headers: bearer(admin),
      });
      expect(removed.status).toBe(200);
    }
  });

  it('answers 400 naming the field for a bad body', async () => {
    expect((await post(admin, {})).body.error).toMatchObject({
      code: 'missing_field',
      param: 'url',
    });
    expect((await post(admin, { url: 'ftp://x/y.onnx' })).body.error).toMatchObject({
      param: 'url',
    });
    expect((await post(admin, { url: hub.fileUrl('a.txt') })).body.error).toMatchObject({
      param: 'url',
    });
    expect(
      (await post(admin, { url: hub.fileUrl('x.onnx'), sha256: 'zz' })).body.error,
    ).toMatchObject({ param: 'sha256' });
    expect((await post(admin, { hub_key: 'nope' })).body.error).toMatchObject({ param: 'hub_key' });
  });
});

describe('voice packs: speaking', () => {
  const HUBBY = 'piper:en_US-hubby-medium';
  const beta = (body: Record<string, unknown>) =>
    speak(gw.url, user, { model: 'beta-speech-v8', VoiceId: HUBBY, Text: 'Hello world.', ...body });
  const alphaWav = (body: Record<string, unknown>) =>
    speak(gw.url, user, {
      model: 'alpha-tts',
      voice: HUBBY,
      input: 'Hello world.',
      response_format: 'wav',
      ...body,
    });

  it('speaks wav and mp3, deterministically; different text and speed give different audio', async () => {
    const wav = await alphaWav({});
    expect(wav.status).toBe(200);
    const again = await alphaWav({});
    expect(again.bytes.equals(wav.bytes)).toBe(true);
    const decoded = readWav(wav.bytes);
    const ms = (decoded.channelData[0]!.length / decoded.sampleRate) * 1000;
    expect(Number(wav.headers.get('x-audio-duration-ms'))).toBeCloseTo(ms, -1);
    expect(ms).toBeGreaterThan(100);
    const other = await alphaWav({ input: 'Goodbye moon.' });
    expect(other.bytes.equals(wav.bytes)).toBe(false);
    const fast = await alphaWav({ speed: 2 });
    expect(Number(fast.headers.get('x-audio-duration-ms'))).toBeLessThan(ms * 0.7);
    const mp3 = await beta({});
    expect(mp3.status).toBe(200);
    expect(mp3.headers.get('content-type')).toBe('audio/mpeg');
    expect((await beta({})).bytes.equals(mp3.bytes)).toBe(true);
    expect((await beta({ Text: 'Goodbye moon.' })).bytes.equals(mp3.bytes)).toBe(false);
    const alpha = await speak(gw.url, user, {
      model: 'alpha-tts',
      voice: HUBBY,
      input: 'Hello world.',
      response_format: 'wav',
      pitch: 20,
    });
    expect(alpha.status).toBe(200);
  });

  it('streams (stream mode) and speaks over the WebSocket', async () => {
    const stream = await beta({ stream: true, response_format: 'pcm' });
    expect(stream.status).toBe(200);
    expect(stream.bytes.length).toBeGreaterThan(1000);
    const ws = new WebSocket(
      `${gw.url.replace('http', 'ws')}/v1/audio/speech/websocket?model=beta-speech-v8`,
      {
        headers: bearer(user),
      },
    );
    const frames: (Buffer | Record<string, unknown>)[] = [];
    const code = await new Promise<number>((resolve, reject) => {
      ws.on('open', () =>
        ws.send(JSON.stringify({ Text: 'Hello there. How are you?', VoiceId: HUBBY })),
      );
      ws.on('message', (data: Buffer, binary) =>
        frames.push(binary ? data : (JSON.parse(data.toString()) as Record<string, unknown>)),
      );
      ws.on('close', resolve);
      ws.on('error', reject);
    });
    expect(code).toBe(1000);
    expect(frames.some((f) => Buffer.isBuffer(f))).toBe(true);
    const progress = frames.filter(
      (f): f is Record<string, unknown> => !Buffer.isBuffer(f) && f.type === 'progress',
    );
    expect(progress.flatMap((p) => p.words as unknown[]).length).toBe(5);
    expect(frames.at(-1)).toMatchObject({ type: 'complete' });
  });

  it('runs a task with word timestamps', async () => {
    const text = 'One two three. Four five six seven.';
    const task = await submitSpeechTask(gw.url, user, {
      model: 'beta-speech-v8',
      VoiceId: HUBBY,
      Text: text,
      TimestampType: 'word',
    });
    expect(task.status).toBe(200);
    const done = await waitForTask(gw.url, user, task.body.id);
    expect(done.status).toBe('completed');
    const doc = JSON.parse(
      (await download(done.timestamps_url!, user)).bytes.toString(),
    ) as TimestampsDocument;
    expect(doc.segments.map((s) => s.text)).toEqual([
      'One',
      'two',
      'three',
      'Four',
      'five',
      'six',
      'seven',
    ]);
    const starts = doc.segments.map((s) => s.start_ms);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  });

  it('lets the lexicon change what a pack voice says', async () => {
    const plain = await alphaWav({ input: 'Hello VoxMesh.' });
    const put = await fetch(api('/lexicon/VoxMesh'), {
      method: 'PUT',
      headers: { ...bearer(user), 'Content-Type': 'application/json' },
      body: JSON.stringify({ alias: 'vox mesh studio' }),
    });
    expect(put.status).toBe(200);
    const aliased = await alphaWav({ input: 'Hello VoxMesh.' });
    expect(aliased.bytes.length).toBeGreaterThan(plain.bytes.length);
  });

  it('binds a catalog voice to a pack voice for every client, and unbinds it', async () => {
    const catalog = await speak(gw.url, user, {
      model: 'beta-speech-v8',
      VoiceId: 'en_female_grace',
      Text: 'Good morning.',
    });
    const packVoice = await beta({ Text: 'Good morning.' });
    const refused = await fetch(api('/voices/en_female_grace/binding'), {
      method: 'PUT',
      headers: { ...bearer(user), 'Content-Type': 'application/json' },
      body: JSON.stringify({ voice: HUBBY }),
    });
    expect(refused.status).toBe(403);
    const bound = await fetch(api('/voices/en_female_grace/binding'), {
      method: 'PUT',
      headers: { ...bearer(admin), 'Content-Type': 'application/json' },
      body: JSON.stringify({ voice: HUBBY }),
    });
    expect(bound.status).toBe(200);
    expect(await bound.json()).toEqual({
      object: 'audio.voice_binding',
      voice: 'en_female_grace',
      bound_to: HUBBY,
    });
    expect((await voices('beta-speech-v8')).find((v) => v.id === 'en_female_grace')?.bound_to).toBe(
      HUBBY,
    );
    const viaBinding = await speak(gw.url, user, {
      model: 'beta-speech-v8',
      VoiceId: 'en_female_grace',
      Text: 'Good morning.',
    });
    expect(viaBinding.bytes.equals(packVoice.bytes)).toBe(true);
    const unbound = await fetch(api('/voices/en_female_grace/binding'), {
      method: 'DELETE',
      headers: bearer(admin),
    });
    expect(unbound.status).toBe(200);
    const restored = await speak(gw.url, user, {
      model: 'beta-speech-v8',
      VoiceId: 'en_female_grace',
      Text: 'Good morning.',
    });
    expect(restored.bytes.equals(catalog.bytes)).toBe(true);
    const unknown = await fetch(api('/voices/en_female_grace/binding'), {
      method: 'PUT',
      headers: { ...bearer(admin), 'Content-Type': 'application/json' },
      body: JSON.stringify({ voice: 'piper:nope' }),
    });
    expect((await unknown.json()) as ErrorBody).toMatchObject({ error: { param: 'voice' } });
  });

  it('fails a request clearly when the pack’s model fails, and the gateway stays healthy', async () => {
    const broken = await upload('en_US-broken-low');
    expect(broken.status).toBe(201);
    const failed = await speak(gw.url, user, {
      model: 'beta-speech-v8',
      VoiceId: 'piper:en_US-broken-low',
      Text: 'Hello.',
    });
    expect(failed.status).toBe(500);
    expect(failed.json().error).toMatchObject({ code: 'voice_pack_failed', type: 'server_error' });
    expect(failed.json().error.message).toMatch(/en_US-broken-low/);
    expect((await fetch(`${gw.url}/health`)).status).toBe(200);
    expect((await alphaWav({})).status).toBe(200);
    const task = await submitSpeechTask(gw.url, user, {
      model: 'beta-speech-v8',
      VoiceId: 'piper:en_US-broken-low',
      Text: 'Hello.',
    });
    const done = await waitForTask(gw.url, user, task.body.id);
    expect(done).toMatchObject({ status: 'failed', error: { code: 'voice_pack_failed' } });
  });

  it('removes a pack: its voices are unknown again (400 naming voice), its bindings gone', async () => {
    const list = (
      await json<VoicePackList>(await fetch(api('/voice-packs'), { headers: bearer(user) }))
    ).body.data;
    const hubby = list.find((p) => p.name === 'en_US-hubby-medium')!;
    await fetch(api('/voices/en_male_oliver/binding'), {
      method: 'PUT',
      headers: { ...bearer(admin), 'Content-Type': 'application/json' },
      body: JSON.stringify({ voice: HUBBY }),
    });
    const removed = await fetch(api(`/voice-packs/${hubby.id}`), {
      method: 'DELETE',
      headers: bearer(admin),
    });
    expect(removed.status).toBe(200);
    const gone = await beta({});
    expect(gone.status).toBe(400);
    expect(gone.json().error).toMatchObject({ code: 'invalid_value', param: 'VoiceId' });
    expect(
      (await voices('beta-speech-v8')).find((v) => v.id === 'en_male_oliver')?.bound_to,
    ).toBeUndefined();
    expect((await fetch(api(`/voice-packs/${hubby.id}`), { headers: bearer(user) })).status).toBe(
      404,
    );
  });
});
