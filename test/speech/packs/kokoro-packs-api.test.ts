import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ErrorBody } from '../../../contract/errors.ts';
import type { TimestampsDocument, VoiceList } from '../../../contract/speech.ts';
import type { VoicePack, VoicePackList } from '../../../contract/voice-packs.ts';
import { readWav } from '../../../server/speech/audio/wav.ts';
import {
  npz,
  styleArray,
  writeKokoroStandIn,
  type KokoroStandInFiles,
} from '../../fixtures/kokoro-stand-in.ts';
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
 * Kokoro voice packs through real HTTP (docs/voice-packs.md, "Kokoro"), with the stand-in
 * Kokoro model and voices file (test/fixtures/kokoro-stand-in.ts) served on loopback and
 * uploaded as files.
 */

let gw: TestGateway;
let admin: string;
let user: string;
let files: string;
let hub: LoopbackHub;
let standIn: KokoroStandInFiles;

const HEART = 'kokoro:kokoro-standin-v1.0:af_standin';
const BRIT = 'kokoro:kokoro-standin-v1.0:bm_standin';

beforeAll(async () => {
  files = await tempDir('voxmesh-kokoro-files-');
  standIn = await writeKokoroStandIn(files, 'kokoro-standin-v1.0', { config: true });
  await writeStandInPack(files, 'en_US-piperish-medium');
  await writeFile(path.join(files, 'not-voices.bin'), 'these are not the voices you want');
  await writeFile(
    path.join(files, 'narrow-voices.bin'),
    npz([{ name: 'af_narrow', shape: [510, 1, 128], data: styleArray(0.1, 510, 128) }]),
  );
  await writeFile(path.join(files, 'no-vocab.json'), JSON.stringify({ n_token: 178 }));
  hub = await startLoopbackHub(files, []);
  gw = await startGateway({ allowPrivateFetch: true, voiceHub: hub.url });
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

function post(body: unknown) {
  return fetch(api('/voice-packs'), {
    method: 'POST',
    headers: { ...bearer(admin), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => json<VoicePack & ErrorBody>(r));
}

/** A multipart upload of files of the folder, by field. */
async function upload(parts: Record<string, string>, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [field, name] of Object.entries(parts)) {
    form.append(field, new Blob([await readFile(path.join(files, name))]), path.basename(name));
  }
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
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
async function leftovers(): Promise<string[]> {
  const ready = (
    await json<VoicePackList>(await fetch(api('/voice-packs'), { headers: bearer(user) }))
  ).body.data
    .filter((p) => p.status === 'ready')
    .map((p) => p.id);
  const root = path.join(gw.dataDir, 'voice-packs');
  const top = (await readdir(root).catch(() => [])).filter(
    (n) => n !== '.staging' && !ready.includes(n),
  );
  const staging = await readdir(path.join(root, '.staging')).catch(() => []);
  return [...top, ...staging];
}

const model = 'kokoro-standin-v1.0.onnx';

describe('Kokoro packs: install', () => {
  it('installs by address (model + voices file) and lists each voice with its language and gender', async () => {
    expect(path.basename(standIn.model)).toBe(model);
    const started = await post({
      format: 'kokoro',
      url: hub.fileUrl(model),
      voices_url: hub.fileUrl('voices-v1.0.bin'),
    });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ format: 'kokoro', status: 'downloading' });
    const ready = await waitForPack(started.body.id);
    expect(ready).toMatchObject({
      name: 'kokoro-standin-v1.0',
      format: 'kokoro',
      status: 'ready',
      sample_rate: 24_000,
      speakers: 3,
      speaker_names: ['af_standin', 'bm_standin', 'zf_standin'],
      voices: [HEART, BRIT, 'kokoro:kokoro-standin-v1.0:zf_standin'],
      language: null,
    });
    expect(ready.sha256).toMatch(/^[0-9a-f]{64}$/);
    for (const m of ['beta-speech-v8', 'alpha-tts']) {
      const listed = (await voices(m)).filter((v) => v.engine_voice.engine === 'kokoro');
      expect(listed.map((v) => [v.id, v.locale, v.gender])).toEqual([
        [HEART, 'en-US', 'female'],
        [BRIT, 'en-GB', 'male'],
        ['kokoro:kokoro-standin-v1.0:zf_standin', 'zh-CN', 'female'],
      ]);
      expect(listed[0]?.engine_voice).toEqual({
        engine: 'kokoro',
        name: 'kokoro-standin-v1.0',
        pack: ready.id,
        speaker: 'af_standin',
      });
    }
  });

  it('installs an upload of model, voices file and config.json at once', async () => {
    await writeFile(path.join(files, 'kokoro-upload.onnx'), await readFile(standIn.model));
    const up = await upload({
      model: 'kokoro-upload.onnx',
      voices: 'voices-v1.0.bin',
      config: 'config.json',
    });
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({
      name: 'kokoro-upload',
      format: 'kokoro',
      status: 'ready',
      voices: [
        'kokoro:kokoro-upload:af_standin',
        'kokoro:kokoro-upload:bm_standin',
        'kokoro:kokoro-upload:zf_standin',
      ],
    });
    // Its own config.json's vocab makes other ids than v1.0's: other audio.
    const say = (voice: string) =>
      speak(gw.url, user, {
        model: 'alpha-tts',
        voice,
        input: 'Hello world.',
        response_format: 'wav',
      });
    const own = await say('kokoro:kokoro-upload:af_standin');
    expect(own.status).toBe(200);
    expect(own.bytes.equals((await say(HEART)).bytes)).toBe(false);
  });
});

describe('Kokoro packs: bad input', () => {
  it('refuses an unknown format (400 naming format), in JSON and in an upload', async () => {
    const bad = await post({ format: 'coqui', url: hub.fileUrl(model) });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ param: 'format' });
    const up = await upload({ model, voices: 'voices-v1.0.bin' }, { format: 'coqui' });
    expect(up.status).toBe(400);
    expect(up.body.error).toMatchObject({ param: 'format' });
  });

  it('refuses a Kokoro install without its voices file (400 naming voices_url / voices)', async () => {
    const bad = await post({ format: 'kokoro', url: hub.fileUrl('kokoro-other.onnx') });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'missing_field', param: 'voices_url' });
    const up = await upload({ model }, { format: 'kokoro' });
    expect(up.status).toBe(400);
    expect(up.body.error).toMatchObject({ code: 'missing_field', param: 'voices' });
    expect(await leftovers()).toEqual([]);
  });

  it('refuses a voices file for a Piper pack (400 naming voices_url)', async () => {
    const bad = await post({
      format: 'piper',
      url: hub.fileUrl('en_US-piperish-medium.onnx'),
      voices_url: hub.fileUrl('voices-v1.0.bin'),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ param: 'voices_url' });
  });

  it('refuses a Kokoro pack from the voice hub (400)', async () => {
    const bad = await post({ format: 'kokoro', hub_key: 'en_US-piperish-medium' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ param: 'format' });
  });

  it('refuses a voices file that is not an npz (400 naming voices); nothing is left', async () => {
    await writeFile(path.join(files, 'kokoro-x.onnx'), await readFile(standIn.model));
    const up = await upload({ model: 'kokoro-x.onnx', voices: 'not-voices.bin' });
    expect(up.status).toBe(400);
    expect(up.body.error).toMatchObject({ code: 'invalid_voice_pack', param: 'voices' });
    expect(up.body.error.message).toMatch(/not a NumPy \.npz/);
    expect(await leftovers()).toEqual([]);
  });

  it('refuses a voices file whose arrays are not [N, 1, 256] (400 naming voices)', async () => {
    const up = await upload({ model: 'kokoro-x.onnx', voices: 'narrow-voices.bin' });
    expect(up.status).toBe(400);
    expect(up.body.error).toMatchObject({ code: 'invalid_voice_pack', param: 'voices' });
    expect(up.body.error.message).toMatch(/af_narrow.*\[510, 1, 128\]/);
    expect(await leftovers()).toEqual([]);
  });

  it('refuses a config.json without a vocab (400 naming config)', async () => {
    const up = await upload({
      model: 'kokoro-x.onnx',
      voices: 'voices-v1.0.bin',
      config: 'no-vocab.json',
    });
    expect(up.status).toBe(400);
    expect(up.body.error).toMatchObject({ code: 'invalid_voice_pack', param: 'config' });
    expect(await leftovers()).toEqual([]);
  });

  it('refuses a model whose inputs are not Kokoro’s: an upload 400 naming model, a download failed; nothing is left', async () => {
    const up = await upload({
      model: 'en_US-piperish-medium.onnx',
      voices: 'voices-v1.0.bin',
    });
    expect(up.status).toBe(400);
    expect(up.body.error).toMatchObject({ code: 'invalid_voice_pack', param: 'model' });
    expect(up.body.error.message).toMatch(/not a Kokoro model/);
    const started = await post({
      url: hub.fileUrl('en_US-piperish-medium.onnx'),
      voices_url: hub.fileUrl('voices-v1.0.bin'),
    });
    expect(started.status).toBe(202);
    const failed = await waitForPack(started.body.id);
    expect(failed).toMatchObject({
      format: 'kokoro',
      status: 'failed',
      voices: [],
      error: { code: 'invalid_voice_pack' },
    });
    expect(failed.error?.message).toMatch(/not a Kokoro model/);
    expect(await leftovers()).toEqual([]);
  });
});

describe('Kokoro packs: speaking', () => {
  const beta = (body: Record<string, unknown>) =>
    speak(gw.url, user, { model: 'beta-speech-v8', VoiceId: HEART, Text: 'Hello world.', ...body });
  const alphaWav = (body: Record<string, unknown>) =>
    speak(gw.url, user, {
      model: 'alpha-tts',
      voice: HEART,
      input: 'Hello world.',
      response_format: 'wav',
      ...body,
    });

  it('speaks wav and mp3, deterministically; another voice or text gives other audio', async () => {
    const wav = await alphaWav({});
    expect(wav.status).toBe(200);
    expect((await alphaWav({})).bytes.equals(wav.bytes)).toBe(true);
    const decoded = readWav(wav.bytes);
    expect(decoded.channelData[0]!.length / decoded.sampleRate).toBeGreaterThan(0.1);
    expect((await alphaWav({ voice: BRIT })).bytes.equals(wav.bytes)).toBe(false);
    expect((await alphaWav({ input: 'Goodbye moon.' })).bytes.equals(wav.bytes)).toBe(false);
    const normalMs = Number(wav.headers.get('x-audio-duration-ms'));
    const fast = await alphaWav({ speed: 2 });
    expect(Number(fast.headers.get('x-audio-duration-ms'))).toBeLessThan(normalMs * 0.7);
    const mp3 = await beta({});
    expect(mp3.status).toBe(200);
    expect(mp3.headers.get('content-type')).toBe('audio/mpeg');
    expect((await beta({})).bytes.equals(mp3.bytes)).toBe(true);
    expect((await beta({ VoiceId: BRIT })).bytes.equals(mp3.bytes)).toBe(false);
  });

  it('streams (stream mode) and speaks over the WebSocket', async () => {
    const stream = await beta({ stream: true, response_format: 'pcm' });
    expect(stream.status).toBe(200);
    expect(stream.bytes.length).toBeGreaterThan(1000);
    const ws = new WebSocket(
      `${gw.url.replace('http', 'ws')}/v1/audio/speech/websocket?model=beta-speech-v8`,
      { headers: bearer(user) },
    );
    const frames: (Buffer | Record<string, unknown>)[] = [];
    const code = await new Promise<number>((resolve, reject) => {
      ws.on('open', () =>
        ws.send(JSON.stringify({ Text: 'Hello there. How are you?', VoiceId: HEART })),
      );
      ws.on('message', (data: Buffer, binary) =>
        frames.push(binary ? data : (JSON.parse(data.toString()) as Record<string, unknown>)),
      );
      ws.on('close', resolve);
      ws.on('error', reject);
    });
    expect(code).toBe(1000);
    expect(frames.some((f) => Buffer.isBuffer(f))).toBe(true);
    expect(frames.at(-1)).toMatchObject({ type: 'complete' });
  });

  it('runs a task with word timestamps', async () => {
    const task = await submitSpeechTask(gw.url, user, {
      model: 'beta-speech-v8',
      VoiceId: HEART,
      Text: 'One two three. Four five six seven.',
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

  it('lets a lexicon alias change what a Kokoro voice says', async () => {
    const plain = await alphaWav({ input: 'Hello Kokoro.' });
    const put = await fetch(api('/lexicon/Kokoro'), {
      method: 'PUT',
      headers: { ...bearer(user), 'Content-Type': 'application/json' },
      body: JSON.stringify({ alias: 'the kokoro voice pack' }),
    });
    expect(put.status).toBe(200);
    const aliased = await alphaWav({ input: 'Hello Kokoro.' });
    expect(aliased.bytes.length).toBeGreaterThan(plain.bytes.length);
  });

  it('binds a catalog voice to a Kokoro voice, and unbinds it', async () => {
    const packVoice = await beta({ Text: 'Good morning.' });
    const bound = await fetch(api('/voices/en_female_grace/binding'), {
      method: 'PUT',
      headers: { ...bearer(admin), 'Content-Type': 'application/json' },
      body: JSON.stringify({ voice: HEART }),
    });
    expect(bound.status).toBe(200);
    expect((await voices('beta-speech-v8')).find((v) => v.id === 'en_female_grace')?.bound_to).toBe(
      HEART,
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
  });

  it('fails a request clearly when the model fails to run, and the gateway stays healthy', async () => {
    const broken = path.join(files, 'broken');
    await mkdir(broken);
    await writeKokoroStandIn(broken, 'kokoro-broken', { variant: 'fails-at-run' });
    const up = await upload({
      model: 'broken/kokoro-broken.onnx',
      voices: 'broken/voices-v1.0.bin',
    });
    expect(up.status).toBe(201);
    const failed = await alphaWav({ voice: 'kokoro:kokoro-broken:af_standin' });
    expect(failed.status).toBe(500);
    expect(failed.json().error).toMatchObject({ code: 'voice_pack_failed', type: 'server_error' });
    expect(failed.json().error.message).toMatch(/kokoro-broken/);
    expect((await fetch(`${gw.url}/health`)).status).toBe(200);
    expect((await alphaWav({})).status).toBe(200);
  });

  it('removes a pack: its voices are unknown again (400 naming voice)', async () => {
    const list = (
      await json<VoicePackList>(await fetch(api('/voice-packs'), { headers: bearer(user) }))
    ).body.data;
    const pack = list.find((p) => p.name === 'kokoro-standin-v1.0')!;
    const removed = await fetch(api(`/voice-packs/${pack.id}`), {
      method: 'DELETE',
      headers: bearer(admin),
    });
    expect(removed.status).toBe(200);
    const gone = await alphaWav({});
    expect(gone.status).toBe(400);
    expect(gone.json().error).toMatchObject({ param: 'voice' });
  });
});
