import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  removeDir,
  startGateway,
  type TestGateway,
  useGateway,
} from '../../helpers/gateway.ts';
import { inspectGlb } from '../../helpers/glb.ts';
import { make3d, submit3d, wait3d } from '../../../tools/mesh-client.ts';

let gw: TestGateway;
let key: string;
useGateway((g, k) => {
  gw = g;
  key = k;
});

const FAMILIES = ['mesh-6', 'mesh-5.3', 'mesh-5.1', 'mesh-5', 'mesh-4'];

async function pngCircle(size = 128): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="#d03030"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('POST /v1/3d', () => {
  it('accepts a text-to-3D request as queued, progress 0', async () => {
    const res = await submit3d(gw.url, key, {
      model: 'mesh-6-draft',
      prompt: 'a small wooden chair',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^task_/),
      object: '3d',
      model: 'mesh-6-draft',
      status: 'queued',
      progress: 0,
      created_at: expect.any(Number),
    });
    const done = await wait3d(gw.url, key, res.body.id);
    expect(done).toMatchObject({
      status: 'completed',
      progress: 100,
      prompt_preview: 'a small wooden chair',
      completed_at: expect.any(Number),
      data: { format: 'glb', url: `${gw.url}/v1/3d/${res.body.id}/content` },
      metadata: { interpretation: { kind: 'chair', noun: 'chair' }, art_style: 'realistic' },
    });
    const content = await fetch(done.data!.url, { headers: bearer(key) });
    expect(content.headers.get('content-type')).toBe('model/gltf-binary');
    expect(content.headers.get('content-disposition')).toBe(
      `attachment; filename="${res.body.id}.glb"`,
    );
  });

  it.each(FAMILIES)(
    '%s: draft and textured GLBs pass the Khronos validator, wound outward',
    async (family) => {
      const draft = await make3d(gw.url, key, { model: `${family}-draft`, prompt: 'a red mug' });
      const d = await inspectGlb(draft.glb);
      expect(d.errors, d.messages.join('\n')).toBe(0);
      expect(d.textures).toBe(0);
      for (const v of d.volumes) expect(v).toBeGreaterThan(0);

      const textured = await make3d(gw.url, key, { model: family, prompt: 'a red mug' });
      const t = await inspectGlb(textured.glb);
      expect(t.errors, t.messages.join('\n')).toBe(0);
      expect(t.hasUv).toBe(true);
      expect(t.textures).toBeGreaterThan(0);
      for (const v of t.volumes) expect(v).toBeGreaterThan(0);
      expect(t.bbox.min[1]).toBeCloseTo(0, 2);
    },
    120_000,
  );

  it('finer families carry more triangles', async () => {
    const tri = async (family: string) =>
      (
        await inspectGlb(
          (await make3d(gw.url, key, { model: `${family}-draft`, prompt: 'a vase' })).glb,
        )
      ).triangles;
    expect(await tri('mesh-6')).toBeGreaterThan(await tri('mesh-4'));
  });

  it.each(['realistic', 'cartoon', 'sculpture', 'pbr'])(
    'art_style %s gives a valid textured GLB',
    async (style) => {
      const { glb, task } = await make3d(gw.url, key, {
        model: 'mesh-5',
        prompt: 'a golden crown',
        metadata: { art_style: style },
      });
      const r = await inspectGlb(glb);
      expect(r.errors, r.messages.join('\n')).toBe(0);
      expect(task.metadata!.art_style).toBe(style);
      if (style === 'pbr') expect(r.textures).toBeGreaterThanOrEqual(3);
    },
  );

  it('gives identical bytes for the same request and seed, and different ones for another seed', async () => {
    const body = { model: 'mesh-5.1', prompt: 'a blue robot', metadata: { seed: 42 } };
    const a = await make3d(gw.url, key, body);
    const b = await make3d(gw.url, key, body);
    expect(Buffer.from(b.glb).equals(Buffer.from(a.glb))).toBe(true);
    const c = await make3d(gw.url, key, { ...body, metadata: { seed: 43 } });
    expect(Buffer.from(c.glb).equals(Buffer.from(a.glb))).toBe(false);
  });

  it('builds clearly different geometry for different kinds, and a placeholder for unknown nouns', async () => {
    const box = async (prompt: string) => {
      const { glb, task } = await make3d(gw.url, key, { model: 'mesh-4-draft', prompt });
      const { min, max } = (await inspectGlb(glb)).bbox;
      const size: [number, number, number] = [max[0] - min[0], max[1] - min[1], max[2] - min[2]];
      return { size, kind: task.metadata!.interpretation.kind };
    };
    const tower = await box('a stone tower');
    const table = await box('a table');
    const fish = await box('a fish');
    expect(tower.size[1] / tower.size[0]).toBeGreaterThan(2);
    expect(table.size[0]).toBeGreaterThan(table.size[1]);
    expect(fish.size[1]).toBeLessThan(0.5);
    expect((await box('a zorblefrump')).kind).toBe('placeholder');
  });

  it('turns a picture into a relief model', async () => {
    const { glb, task } = await make3d(gw.url, key, {
      model: 'mesh-5',
      input_reference: await pngCircle(),
    });
    const r = await inspectGlb(glb);
    expect(r.errors, r.messages.join('\n')).toBe(0);
    expect(r.textures).toBeGreaterThan(0);
    expect(task.metadata!.interpretation.kind).toBe('relief');
    expect(task).not.toHaveProperty('prompt_preview');
  });

  it('builds the kind a prompt beside the picture names, in the picture’s colours', async () => {
    const { glb, task } = await make3d(gw.url, key, {
      model: 'mesh-5',
      input_reference: await pngCircle(),
      prompt: 'a ball',
    });
    const r = await inspectGlb(glb);
    expect(r.errors, r.messages.join('\n')).toBe(0);
    expect(task.metadata!.interpretation).toMatchObject({ kind: 'ball', match: 'exact' });
    expect(task.metadata!.interpretation.colors).toContain('red');
  });
});

describe('texture mode', () => {
  it('textures a completed draft of the same family, keeping its geometry', async () => {
    const draft = await make3d(gw.url, key, { model: 'mesh-5-draft', prompt: 'a chair' });
    const textured = await make3d(gw.url, key, {
      model: 'mesh-5-texture',
      source_task_id: draft.task.id,
      prompt: 'green velvet',
    });
    const d = await inspectGlb(draft.glb);
    const t = await inspectGlb(textured.glb);
    expect(t.errors, t.messages.join('\n')).toBe(0);
    expect(t.textures).toBeGreaterThan(0);
    expect(t.nodeNames).toEqual(d.nodeNames);
    expect(t.bbox.max[1]).toBeCloseTo(d.bbox.max[1], 3);
  });

  it.each([
    ['no source_task_id', {}, 400, 'missing_field'],
    [
      'an unknown source',
      { source_task_id: 'task_doesnotexistdoesnotexist' },
      404,
      'task_not_found',
    ],
  ])('refuses %s', async (_n, extra, status, code) => {
    const res = await submit3d(gw.url, key, { model: 'mesh-6-texture', ...extra });
    expect(res.status).toBe(status);
    expect(res.body.error).toMatchObject({ code });
  });

  it('refuses another owner’s draft (404), a non-draft or another family (400), an unfinished draft (409)', async () => {
    const draft6 = await make3d(gw.url, key, { model: 'mesh-6-draft', prompt: 'a rock' });
    const other = await gw.key({ owner: 'stranger' });
    const stolen = await submit3d(gw.url, other, {
      model: 'mesh-6-texture',
      source_task_id: draft6.task.id,
    });
    expect(stolen.status).toBe(404);

    const wrongFamily = await submit3d(gw.url, key, {
      model: 'mesh-4-texture',
      source_task_id: draft6.task.id,
    });
    expect(wrongFamily.status).toBe(400);
    expect(wrongFamily.body.error).toMatchObject({
      code: 'family_mismatch',
      param: 'source_task_id',
    });

    const full = await make3d(gw.url, key, { model: 'mesh-6', prompt: 'a rock' });
    const notDraft = await submit3d(gw.url, key, {
      model: 'mesh-6-texture',
      source_task_id: full.task.id,
    });
    expect(notDraft.status).toBe(400);
    expect(notDraft.body.error).toMatchObject({ code: 'source_not_draft' });

    const pending = await submit3d(gw.url, key, { model: 'mesh-6-draft', prompt: 'a castle' });
    const early = await submit3d(gw.url, key, {
      model: 'mesh-6-texture',
      source_task_id: pending.body.id,
    });
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({ code: 'source_not_completed' });
    await wait3d(gw.url, key, pending.body.id);
  });

  it('fails the texture task with error and failed_at when its draft is deleted first', async () => {
    const small = await startGateway({ taskLimits: { concurrency: 1 } });
    try {
      const k = await small.key();
      const draft = await make3d(small.url, k, { model: 'mesh-4-draft', prompt: 'a tree' });
      const blocker = await submit3d(small.url, k, { model: 'mesh-6', prompt: 'a castle' });
      const texture = await submit3d(small.url, k, {
        model: 'mesh-4-texture',
        source_task_id: draft.task.id,
      });
      await fetch(`${small.url}/v1/tasks/${draft.task.id}`, {
        method: 'DELETE',
        headers: bearer(k),
      });
      const failed = await wait3d(small.url, k, texture.body.id);
      expect(failed).toMatchObject({
        status: 'failed',
        failed_at: expect.any(Number),
        error: { code: 'source_not_found', message: expect.any(String) },
      });
      await wait3d(small.url, k, blocker.body.id);
    } finally {
      await small.close();
      await removeDir(small.dataDir);
    }
  });
});

describe('bad 3D requests', () => {
  it.each([
    ['no prompt nor picture', { model: 'mesh-6' }, 400, 'missing_field', 'prompt'],
    [
      'an http(s) picture',
      { model: 'mesh-6', input_reference: 'https://example.com/cat.png' },
      400,
      'unsupported_reference_url',
      'input_reference',
    ],
    [
      'corrupt Base64',
      { model: 'mesh-6', input_reference: 'data:image/png;base64,@@@not-base64@@@' },
      400,
      'invalid_reference_image',
      'input_reference',
    ],
    [
      'a text file as a picture',
      {
        model: 'mesh-6',
        input_reference: Buffer.from('just some text, not an image').toString('base64'),
      },
      400,
      'invalid_reference_image',
      'input_reference',
    ],
    [
      'an unknown art_style',
      { model: 'mesh-6', prompt: 'a cat', metadata: { art_style: 'anime' } },
      400,
      'invalid_value',
      'metadata.art_style',
    ],
    [
      'a seed that is not an integer',
      { model: 'mesh-6', prompt: 'a cat', metadata: { seed: 1.5 } },
      400,
      'invalid_value',
      'metadata.seed',
    ],
    [
      'a prompt over 1,000 characters',
      { model: 'mesh-6', prompt: 'a'.repeat(1001) },
      400,
      'input_too_long',
      'prompt',
    ],
    [
      'source_task_id outside texture mode',
      { model: 'mesh-6', prompt: 'a cat', source_task_id: 'task_x' },
      400,
      'invalid_value',
      'source_task_id',
    ],
    ['a speech model', { model: 'alpha-tts', prompt: 'a cat' }, 400, 'invalid_value', 'model'],
  ])('%s', async (_n, body, status, code, param) => {
    const res = await submit3d(gw.url, key, body);
    expect(res.status).toBe(status);
    expect(res.body.error).toMatchObject({ code, param });
  });

  it('answers a picture over 10 MiB with 413', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 7);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
    const res = await submit3d(gw.url, key, {
      model: 'mesh-6',
      input_reference: big.toString('base64'),
    });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({ code: 'payload_too_large', param: 'input_reference' });
  });

  it('shows the first words of a long prompt as prompt_preview, in the history too', async () => {
    const prompt =
      'a tall wooden bookshelf with five shelves, carved sides, brass handles and a crown on top';
    const { task } = await make3d(gw.url, key, { model: 'mesh-4-draft', prompt });
    expect(task.prompt_preview).toBe(
      'a tall wooden bookshelf with five shelves, carved sides, brass handles and…',
    );
    const list = (await (
      await fetch(`${gw.url}/v1/tasks?kind=3d&limit=1`, { headers: bearer(key) })
    ).json()) as { data: Array<{ id: string; prompt_preview?: string }> };
    expect(list.data[0]).toMatchObject({ id: task.id, prompt_preview: task.prompt_preview });
  });

  it('lists 3D tasks in the history', async () => {
    const list = (await (
      await fetch(`${gw.url}/v1/tasks?kind=3d&limit=3`, { headers: bearer(key) })
    ).json()) as {
      data: Array<{ object: string }>;
    };
    expect(list.data.length).toBe(3);
    for (const t of list.data) expect(t.object).toBe('3d');
  });
});
