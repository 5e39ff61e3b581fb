import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoiceList } from '../../contract/speech.ts';
import type { VoicePack } from '../../contract/voice-packs.ts';
import { readWav } from '../../server/speech/audio/wav.ts';
import { writeStandInPack } from '../fixtures/piper-pack-files.ts';
import { startLoopbackHub, type LoopbackHub } from '../fixtures/voice-hub.ts';
import { runCli, type ServeProcess } from '../helpers/cli.ts';
import { bearer, removeDir, tempDir } from '../helpers/gateway.ts';
import { speak } from '../helpers/speech.ts';
import { teamServersMissing } from '../helpers/team-servers.ts';
import { download, submitSpeechTask, waitForTask } from '../helpers/tasks.ts';
import { firstKeyOf, stop, team, type Team } from './team-processes.ts';

/**
 * Voice packs on a team server (docs/voice-packs.md, "Team server"): a pack installed on one
 * gateway is spoken by a `voxmesh worker` process and by another gateway, and a binding made
 * on one gateway holds on the other — records in PostgreSQL, files in the shared content
 * directory. Short texts: the stand-in voice (test/fixtures/piper-stand-in.ts) is cheap.
 */

const PACK = 'en_US-teamvoice-medium';
const FETCHED = 'en_US-teamfetch-low';
const VOICE = `piper:${PACK}`;

/** Polls a gateway until `done` holds for its answer (another process's write arriving). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(teamServersMissing() !== null)('Voice packs on a team server', () => {
  let dir: string;
  let packFiles: string;
  let t: Team;
  let a: ServeProcess;
  let b: ServeProcess;
  let user: string;
  let admin: string;
  let hub: LoopbackHub;
  const running: ServeProcess[] = [];

  const voicesOf = async (g: ServeProcess) =>
    (await (
      await fetch(`${g.url}/v1/audio/voices?model=beta-speech-v8`, { headers: bearer(user) })
    ).json()) as VoiceList;

  beforeAll(async () => {
    dir = await tempDir('voxmesh-team-packs-');
    packFiles = await tempDir('voxmesh-team-pack-files-');
    await writeStandInPack(packFiles, PACK);
    await writeStandInPack(packFiles, FETCHED);
    hub = await startLoopbackHub(packFiles, []);
    t = await team(dir);
    // A downloads from the loopback hub below.
    a = await t.gateway(0, ['--allow-private-fetch']);
    running.push(a);
    user = firstKeyOf(a);
    const created = await runCli(
      ['keys', 'create', '--label', 'ops', '--admin', '--database', t.database],
      t.env,
    );
    expect(created.code).toBe(0);
    admin = /\s(sk-\S+)\s/.exec(created.stdout)![1]!;
    b = await t.gateway();
    running.push(b);
  });

  afterAll(async () => {
    for (const p of running) await stop(p);
    await hub.close();
    await removeDir(dir);
    await removeDir(packFiles);
  });

  it('installs a pack on one gateway; a worker renders a task with its voice; the other gateway speaks it', async () => {
    const form = new FormData();
    const model = path.join(packFiles, `${PACK}.onnx`);
    form.append('model', new Blob([await readFile(model)]), `${PACK}.onnx`);
    form.append('config', new Blob([await readFile(`${model}.json`)]), `${PACK}.onnx.json`);
    const installed = await fetch(`${a.url}/v1/audio/voice-packs`, {
      method: 'POST',
      headers: bearer(admin),
      body: form,
    });
    expect(installed.status).toBe(201);
    const pack = (await installed.json()) as VoicePack;
    expect(pack).toMatchObject({ status: 'ready', voices: [VOICE] });

    // Gateway B lists it once the database's notification has reached it.
    const listed = await until(
      () => voicesOf(b),
      (list) => list.data.some((v) => v.id === VOICE),
    );
    expect(listed.data.find((v) => v.id === VOICE)?.engine_voice).toMatchObject({
      engine: 'piper',
      pack: pack.id,
    });

    // The gateways run no jobs (--local-workers 0): the worker renders the task.
    const worker = await t.worker();
    running.push(worker);
    const text = 'The team speaks with a voice pack. Every worker sees it.';
    const submitted = await submitSpeechTask(a.url, user, {
      model: 'alpha-tts',
      input: text,
      voice: VOICE,
      response_format: 'wav',
    });
    expect(submitted.body.error).toBeUndefined();
    expect(submitted.status).toBe(200);
    const done = await waitForTask(a.url, user, submitted.body.id);
    expect(done.error).toBeUndefined();
    expect(done.status).toBe('completed');
    expect(worker.output()).toContain(`Took job ${submitted.body.id}`);
    const audio = await download(done.content_url!, user);
    expect(audio.status).toBe(200);
    const wav = readWav(audio.bytes);
    expect(wav.durationMs).toBe(done.duration_ms);
    expect(wav.mono.some((s) => Math.abs(s) > 0.05)).toBe(true);

    // Sync speech with the pack voice on B: the same stand-in voice, from the shared files.
    const onA = await speak(a.url, user, { model: 'alpha-tts', voice: VOICE, input: text });
    const onB = await speak(b.url, user, { model: 'alpha-tts', voice: VOICE, input: text });
    expect(onB.status).toBe(200);
    expect(onB.bytes.equals(onA.bytes)).toBe(true);
  });

  it('a binding made on one gateway is used by the other', async () => {
    const text = 'Good morning.';
    const packVoice = await speak(b.url, user, {
      model: 'beta-speech-v8',
      VoiceId: VOICE,
      Text: text,
    });
    const catalog = await speak(b.url, user, {
      model: 'beta-speech-v8',
      VoiceId: 'en_female_grace',
      Text: text,
    });
    expect(catalog.bytes.equals(packVoice.bytes)).toBe(false);

    const bound = await fetch(`${a.url}/v1/audio/voices/en_female_grace/binding`, {
      method: 'PUT',
      headers: { ...bearer(admin), 'Content-Type': 'application/json' },
      body: JSON.stringify({ voice: VOICE }),
    });
    expect(bound.status).toBe(200);
    await until(
      () => voicesOf(b),
      (list) => list.data.find((v) => v.id === 'en_female_grace')?.bound_to === VOICE,
    );
    const viaBinding = await speak(b.url, user, {
      model: 'beta-speech-v8',
      VoiceId: 'en_female_grace',
      Text: text,
    });
    expect(viaBinding.status).toBe(200);
    expect(viaBinding.bytes.equals(packVoice.bytes)).toBe(true);

    // Unbound on B: A speaks the catalog voice again.
    const unbound = await fetch(`${b.url}/v1/audio/voices/en_female_grace/binding`, {
      method: 'DELETE',
      headers: bearer(admin),
    });
    expect(unbound.status).toBe(200);
    await until(
      () => voicesOf(a),
      (list) => list.data.find((v) => v.id === 'en_female_grace')?.bound_to === undefined,
    );
    const restored = await speak(a.url, user, {
      model: 'beta-speech-v8',
      VoiceId: 'en_female_grace',
      Text: text,
    });
    expect(restored.bytes.equals(catalog.bytes)).toBe(true);
  });

  it('downloads a pack on one gateway (holding its claim) and the other gateway lists it ready', async () => {
    const started = await fetch(`${a.url}/v1/audio/voice-packs`, {
      method: 'POST',
      headers: { ...bearer(admin), 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: hub.fileUrl(`${FETCHED}.onnx`) }),
    });
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as VoicePack;
    // Asked at once, the other gateway knows the pack (read from PostgreSQL, not waiting for
    // the change notification).
    const first = await fetch(`${b.url}/v1/audio/voice-packs/${id}`, { headers: bearer(user) });
    expect(first.status).toBe(200);
    const ready = await until(
      async () =>
        (await (
          await fetch(`${b.url}/v1/audio/voice-packs/${id}`, { headers: bearer(user) })
        ).json()) as VoicePack,
      (p) => p.status !== 'downloading',
    );
    expect(ready).toMatchObject({ status: 'ready', voices: [`piper:${FETCHED}`] });
    const spoken = await speak(b.url, user, {
      model: 'alpha-tts',
      voice: `piper:${FETCHED}`,
      input: 'Fetched once, spoken everywhere.',
    });
    expect(spoken.status).toBe(200);
  });
});
