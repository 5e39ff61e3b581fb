import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../contract/errors.ts';
import { writeStandInPack } from '../../fixtures/piper-pack-files.ts';
import { scanMp3 } from '../../helpers/decoded.ts';
import {
  bearer,
  removeDir,
  startGateway,
  tempDir,
  type TestGateway,
} from '../../helpers/gateway.ts';
import { EN_ALPHA } from '../../helpers/speech.ts';

/**
 * `GET /v1/audio/voices/{voice_id}/sample` (docs/decisions.md, "Voice samples outside History
 * and usage"): a gateway-chosen sentence, the same bytes each time, never billed or listed.
 */

let gw: TestGateway;
let key: string;
let admin: string;
let files: string;

beforeAll(async () => {
  files = await tempDir('voxmesh-sample-pack-');
  await writeStandInPack(files, 'en_US-sampler-medium');
  gw = await startGateway();
  key = await gw.key();
  admin = await gw.key({ admin: true });
});
afterAll(async () => {
  await gw.close();
  await removeDir(gw.dataDir);
  await removeDir(files);
});

const sample = (voice: string, query: string, k = key) =>
  fetch(`${gw.url}/v1/audio/voices/${encodeURIComponent(voice)}/sample${query}`, {
    headers: bearer(k),
  });

async function bytesOf(res: Response): Promise<Buffer> {
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function errorOf(res: Response): Promise<{ status: number; body: ErrorBody }> {
  return { status: res.status, body: (await res.json()) as ErrorBody };
}

async function usageAndHistory(k: string): Promise<unknown[]> {
  const usage = await (await fetch(`${gw.url}/v1/usage`, { headers: bearer(k) })).json();
  const history = await (await fetch(`${gw.url}/v1/tasks`, { headers: bearer(k) })).json();
  return [usage, history];
}

describe('voice samples', () => {
  it('speaks a short MP3 in the voice, the same bytes every time, kept on disk', async () => {
    const first = await bytesOf(await sample('en_female_ava', '?model=beta-speech-v8'));
    const again = await sample('en_female_ava', '?model=beta-speech-v8');
    expect(again.headers.get('content-type')).toBe('audio/mpeg');
    expect((await bytesOf(again)).equals(first)).toBe(true);
    const decoded = await scanMp3(first);
    // One short sentence: between half a second and ten seconds of sound.
    expect(decoded.durationMs).toBeGreaterThan(500);
    expect(decoded.durationMs).toBeLessThan(10_000);
    const kept = await readdir(path.join(gw.dataDir, 'samples'));
    expect(kept.filter((f) => f.endsWith('.mp3'))).toHaveLength(1);
    expect((await readFile(path.join(gw.dataDir, 'samples', kept[0]!))).equals(first)).toBe(true);
  });

  it('makes the same bytes on another gateway (deterministic, not only cached)', async () => {
    const other = await startGateway();
    try {
      const otherKey = await other.key();
      const res = await fetch(
        `${other.url}/v1/audio/voices/en_female_ava/sample?model=beta-speech-v8`,
        { headers: bearer(otherKey) },
      );
      const mine = await bytesOf(await sample('en_female_ava', '?model=beta-speech-v8'));
      expect((await bytesOf(res)).equals(mine)).toBe(true);
    } finally {
      await other.close();
      await removeDir(other.dataDir);
    }
  });

  it('is neither billed nor kept in the history', async () => {
    const fresh = await gw.key();
    const before = await usageAndHistory(fresh);
    await bytesOf(await sample(EN_ALPHA, '?model=alpha-tts', fresh));
    await bytesOf(await sample('zh_female_xiaoyu', '?model=beta-speech-v8', fresh));
    expect(await usageAndHistory(fresh)).toEqual(before);
    expect(before[0]).toMatchObject({ object: 'usage', data: [] });
    expect(before[1]).toMatchObject({ data: [] });
  });

  it('says the sentence in the voice language: a Chinese voice and an English one differ', async () => {
    const zh = await bytesOf(await sample('zh_female_xiaoyu', '?model=beta-speech-v8'));
    const en = await bytesOf(await sample('en_female_ava', '?model=beta-speech-v8'));
    expect(zh.equals(en)).toBe(false);
    expect((await scanMp3(zh)).durationMs).toBeGreaterThan(500);
  });

  it('samples pack voices, and a bound catalog voice with the pack that speaks it', async () => {
    const form = new FormData();
    const name = 'en_US-sampler-medium';
    form.append(
      'model',
      new Blob([await readFile(path.join(files, `${name}.onnx`))]),
      `${name}.onnx`,
    );
    form.append(
      'config',
      new Blob([await readFile(path.join(files, `${name}.onnx.json`))]),
      `${name}.onnx.json`,
    );
    const installed = await fetch(`${gw.url}/v1/audio/voice-packs`, {
      method: 'POST',
      headers: bearer(admin),
      body: form,
    });
    expect(installed.status).toBe(201);
    const pack = await bytesOf(await sample(`piper:${name}`, '?model=beta-speech-v8'));
    const catalog = await bytesOf(await sample('en_female_grace', '?model=beta-speech-v8'));
    expect(pack.equals(catalog)).toBe(false);
    const bind = await fetch(`${gw.url}/v1/audio/voices/en_female_grace/binding`, {
      method: 'PUT',
      headers: { ...bearer(admin), 'Content-Type': 'application/json' },
      body: JSON.stringify({ voice: `piper:${name}` }),
    });
    expect(bind.status).toBe(200);
    const bound = await bytesOf(await sample('en_female_grace', '?model=beta-speech-v8'));
    expect(bound.equals(catalog)).toBe(false);
    const unbind = await fetch(`${gw.url}/v1/audio/voices/en_female_grace/binding`, {
      method: 'DELETE',
      headers: bearer(admin),
    });
    expect(unbind.status).toBe(200);
    const restored = await bytesOf(await sample('en_female_grace', '?model=beta-speech-v8'));
    expect(restored.equals(catalog)).toBe(true);
  });
});

describe('voice samples: bad requests', () => {
  it('a missing or repeated model is a 400 naming model', async () => {
    for (const query of ['', '?model=alpha-tts&model=beta-speech-v8']) {
      const { status, body } = await errorOf(await sample('en_female_ava', query));
      expect(status, query).toBe(400);
      expect(body.error.param).toBe('model');
    }
  });

  it('an unknown model is a 404 naming model', async () => {
    const { status, body } = await errorOf(await sample('en_female_ava', '?model=no-such-tts'));
    expect(status).toBe(404);
    expect(body.error).toMatchObject({ code: 'model_not_found', param: 'model' });
  });

  it('a 3D model or a model without named voices is a 400 naming model', async () => {
    for (const model of ['mesh-6-draft', 'gamma-tts-2']) {
      const { status, body } = await errorOf(await sample('en_female_ava', `?model=${model}`));
      expect(status, model).toBe(400);
      expect(body.error.param).toBe('model');
    }
  });

  it("an unknown voice, or another model's voice, is a 404 naming voice", async () => {
    for (const [voice, model] of [
      ['nobody', 'beta-speech-v8'],
      [EN_ALPHA, 'beta-speech-v8'],
      ['piper:not-installed', 'alpha-tts'],
    ] as const) {
      const { status, body } = await errorOf(await sample(voice, `?model=${model}`));
      expect(status, voice).toBe(404);
      expect(body.error).toMatchObject({ code: 'voice_not_found', param: 'voice' });
    }
  });

  it('a key not allowed the model is a 403 naming model', async () => {
    const betaOnly = await gw.key({ models: ['beta-speech-v8'] });
    const { status, body } = await errorOf(await sample(EN_ALPHA, '?model=alpha-tts', betaOnly));
    expect(status).toBe(403);
    expect(body.error).toMatchObject({ code: 'model_not_allowed', param: 'model' });
  });
});
