import { existsSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import type { Group, Mesh } from 'three';
import { USDLoader } from 'three/examples/jsm/loaders/USDLoader.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorDetail } from '../contract/errors.ts';
import type { HistoryPage } from '../contract/history.ts';
import type { MeshTaskObject } from '../contract/mesh.ts';
import {
  bearer,
  removeDir,
  startGateway,
  type TestGateway,
  useGateway,
} from './helpers/gateway.ts';
import { inspectGlb, type GlbReport } from './helpers/glb.ts';
import { make3d, submit3d, wait3d } from '../tools/mesh-client.ts';

let gw: TestGateway;
let key: string;
useGateway((g, k) => {
  gw = g;
  key = k;
});

interface Made {
  task: MeshTaskObject;
  glb: Uint8Array;
  report: GlbReport;
  /** Vertices of the GLB as stored (every primitive's POSITION count). */
  vertices: number;
}

/** A textured chair and a draft mug: two objects, with and without a texture. */
let chair: Made;
let mug: Made;

async function made(body: unknown): Promise<Made> {
  const { task, glb } = await make3d(gw.url, key, body);
  const report = await inspectGlb(glb);
  const vertices = report.doc
    .getRoot()
    .listMeshes()
    .flatMap((m) => m.listPrimitives())
    .reduce((n, p) => n + p.getAttribute('POSITION')!.getCount(), 0);
  return { task, glb, report, vertices };
}

beforeAll(async () => {
  chair = await made({ model: 'mesh-4', prompt: 'a small wooden chair' });
  mug = await made({ model: 'mesh-4-draft', prompt: 'a red mug' });
}, 180_000);

async function download(url: string, k = key) {
  const res = await fetch(url, { headers: bearer(k) });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const contentUrl = (id: string, format?: string) =>
  `${gw.url}/v1/3d/${id}/content${format === undefined ? '' : `?format=${format}`}`;

/** A small Wavefront OBJ reader: triangles as position indices (0-based), plus materials used. */
function readObj(text: string) {
  let positions = 0;
  let uvs = 0;
  let normals = 0;
  const faces: number[][] = [];
  const materials = new Set<string>();
  let mtllib: string | null = null;
  for (const line of text.split('\n')) {
    const [tag, ...rest] = line.trim().split(/\s+/);
    if (tag === 'v') positions++;
    else if (tag === 'vt') uvs++;
    else if (tag === 'vn') normals++;
    else if (tag === 'mtllib') mtllib = rest.join(' ');
    else if (tag === 'usemtl') materials.add(rest[0]!);
    else if (tag === 'f') {
      faces.push(
        rest.map((corner) => {
          const [v, t, n] = corner.split('/').map((x) => (x === '' ? null : Number(x)));
          expect(v).toBeGreaterThanOrEqual(1);
          expect(v).toBeLessThanOrEqual(positions);
          if (t != null) expect(t).toBeLessThanOrEqual(uvs);
          if (n != null) expect(n).toBeLessThanOrEqual(normals);
          return v! - 1;
        }),
      );
    }
  }
  return { positions, uvs, normals, faces, materials, mtllib };
}

/** Binary STL → triangles of xyz corners. */
function readStl(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(80, true);
  expect(bytes.length).toBe(84 + 50 * count);
  const triangles: number[][][] = [];
  for (let t = 0; t < count; t++) {
    const o = 84 + 50 * t + 12;
    triangles.push(
      [0, 1, 2].map((k) => [0, 1, 2].map((c) => view.getFloat32(o + k * 12 + c * 4, true))),
    );
  }
  return triangles;
}

interface ZipListing {
  name: string;
  method: number;
  dataOffset: number;
  size: number;
}

/** The local headers of a zip, in file order. */
function zipEntries(bytes: Uint8Array): ZipListing[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: ZipListing[] = [];
  let o = 0;
  while (view.getUint32(o, true) === 0x04034b50) {
    const method = view.getUint16(o + 8, true);
    const size = view.getUint32(o + 18, true);
    const nameLength = view.getUint16(o + 26, true);
    const extraLength = view.getUint16(o + 28, true);
    const name = new TextDecoder().decode(bytes.subarray(o + 30, o + 30 + nameLength));
    const dataOffset = o + 30 + nameLength + extraLength;
    out.push({ name, method, dataOffset, size });
    o = dataOffset + size;
  }
  return out;
}

/** Tuples `(a, b, c)` in the value of `<type>[] <name> = [...]` of each prim, summed. */
function usdArrayLengths(usda: string, declaration: string): number[] {
  const lengths: number[] = [];
  const pattern = new RegExp(`${declaration.replace(/[[\]]/g, '\\$&')} = \\[([^\\]]*)\\]`, 'g');
  for (const match of usda.matchAll(pattern)) {
    const body = match[1]!.trim();
    lengths.push(
      body === '' ? 0 : body.includes('(') ? body.split('(').length - 1 : body.split(',').length,
    );
  }
  return lengths;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('completed 3D tasks', () => {
  it('carry one download per format and a thumbnail', () => {
    const id = chair.task.id;
    expect(chair.task.model_urls).toEqual({
      glb: `${gw.url}/v1/3d/${id}/content?format=glb`,
      obj: `${gw.url}/v1/3d/${id}/content?format=obj`,
      stl: `${gw.url}/v1/3d/${id}/content?format=stl`,
      usdz: `${gw.url}/v1/3d/${id}/content?format=usdz`,
    });
    expect(chair.task.thumbnail_url).toBe(`${gw.url}/v1/3d/${id}/thumbnail`);
    expect(chair.task.data).toEqual({ format: 'glb', url: `${gw.url}/v1/3d/${id}/content` });
  });

  it('list the same links in the history', async () => {
    const res = await fetch(`${gw.url}/v1/tasks?kind=3d&limit=100`, { headers: bearer(key) });
    const body = (await res.json()) as HistoryPage;
    const row = body.data.find((t) => t.id === mug.task.id) as MeshTaskObject | undefined;
    expect(row?.thumbnail_url).toBe(mug.task.thumbnail_url);
    expect(row?.model_urls).toEqual(mug.task.model_urls);
  });
});

describe('GET /v1/3d/{id}/content?format=', () => {
  it('glb is the same file as the bare /content', async () => {
    const { res, bytes } = await download(chair.task.model_urls!.glb);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('model/gltf-binary');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${chair.task.id}.glb"`,
    );
    expect(bytes).toEqual(chair.glb);
  });

  it.each([
    ['textured chair', () => chair],
    ['draft mug', () => mug],
  ])(
    'obj (%s): a zip of the OBJ, its MTL and PNG textures, with every GLB triangle',
    async (_, of) => {
      const { task, report } = of();
      const { res, bytes } = await download(task.model_urls!.obj);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/zip');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${task.id}.zip"`);
      const files = unzipSync(bytes);
      const objName = Object.keys(files).find((n) => n.endsWith('.obj'))!;
      const obj = readObj(new TextDecoder().decode(files[objName]));
      expect(obj.faces.length).toBe(report.triangles);
      for (const f of obj.faces) expect(f).toHaveLength(3);
      expect(obj.mtllib).not.toBeNull();
      const mtl = new TextDecoder().decode(files[obj.mtllib!]);
      for (const m of obj.materials) expect(mtl).toContain(`newmtl ${m}`);
      const maps = [...mtl.matchAll(/^map_Kd (.+)$/gm)].map((m) => m[1]!);
      if (report.textures > 0) {
        expect(obj.uvs).toBe(obj.positions);
        expect(maps.length).toBeGreaterThan(0);
      } else {
        expect(maps).toEqual([]);
      }
      for (const map of new Set(maps)) {
        expect(map).toMatch(/\.png$/);
        const meta = await sharp(files[map]!).metadata();
        expect(meta.format).toBe('png');
      }
    },
  );

  it.each([
    ['textured chair', () => chair],
    ['draft mug', () => mug],
  ])('stl (%s): binary, watertight, every triangle, positive volume', async (_, of) => {
    const { task, report } = of();
    const { res, bytes } = await download(task.model_urls!.stl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('model/stl');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${task.id}.stl"`);
    const triangles = readStl(bytes);
    expect(triangles.length).toBe(report.triangles);
    // Watertight: corners welded by position, every edge is shared by exactly two
    // triangles, once in each direction (consistently wound).
    const ids = new Map<string, number>();
    const id = (p: number[]) => {
      const k = p.join(',');
      if (!ids.has(k)) ids.set(k, ids.size);
      return ids.get(k)!;
    };
    const edges = new Map<string, number>();
    let volume = 0;
    for (const [a, b, c] of triangles) {
      const v = [id(a!), id(b!), id(c!)];
      for (let k = 0; k < 3; k++) {
        const from = v[k]!;
        const to = v[(k + 1) % 3]!;
        const directed = `${from}>${to}`;
        edges.set(directed, (edges.get(directed) ?? 0) + 1);
      }
      volume +=
        (a![0]! * (b![1]! * c![2]! - b![2]! * c![1]!) -
          a![1]! * (b![0]! * c![2]! - b![2]! * c![0]!) +
          a![2]! * (b![0]! * c![1]! - b![1]! * c![0]!)) /
        6;
    }
    const bad = [...edges].filter(([edge, n]) => {
      const [from, to] = edge.split('>');
      return n !== 1 || edges.get(`${to}>${from}`) !== 1;
    });
    expect(bad).toEqual([]);
    expect(volume).toBeGreaterThan(0);
  });

  it.each([
    ['textured chair', () => chair],
    ['draft mug', () => mug],
  ])(
    'usdz (%s): aligned stored zip, the .usda first, mesh and material in the root layer',
    async (_, of) => {
      const { task, report, vertices } = of();
      const { res, bytes } = await download(task.model_urls!.usdz);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('model/vnd.usdz+zip');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${task.id}.usdz"`);
      const entries = zipEntries(bytes);
      expect(entries[0]!.name).toMatch(/\.usda$/);
      for (const e of entries) {
        expect(e.method, e.name).toBe(0);
        expect(e.dataOffset % 64, e.name).toBe(0);
      }
      // A valid zip as well (central directory, CRCs).
      const files = unzipSync(bytes);
      expect(Object.keys(files)).toEqual(entries.map((e) => e.name));
      const usda = new TextDecoder().decode(files[entries[0]!.name]);
      expect(usda.startsWith('#usda 1.0')).toBe(true);
      expect(usda).toMatch(/defaultPrim = "root"/);
      expect(sum(usdArrayLengths(usda, 'point3f[] points'))).toBe(vertices);
      expect(sum(usdArrayLengths(usda, 'int[] faceVertexCounts'))).toBe(report.triangles);
      expect(sum(usdArrayLengths(usda, 'int[] faceVertexIndices'))).toBe(3 * report.triangles);
      expect(usda).toMatch(/def Material "/);
      expect(usda).toContain('uniform token info:id = "UsdPreviewSurface"');
      expect(usda).toMatch(/rel material:binding = <\/root\/Looks\//);
      const textures = [...usda.matchAll(/asset inputs:file = @([^@]+)@/g)].map((m) => m[1]!);
      if (report.textures > 0) {
        expect(usda).toContain('uniform token info:id = "UsdUVTexture"');
        expect(sum(usdArrayLengths(usda, 'texCoord2f[] primvars:st'))).toBe(vertices);
        expect(textures.length).toBeGreaterThan(0);
      }
      for (const t of textures) expect(Object.keys(files)).toContain(t);
    },
  );

  it("usdz: three's USDLoader builds every triangle from it", async () => {
    // The draft: the loader's textures need a browser's image decoding, which Node lacks.
    const { bytes } = await download(mug.task.model_urls!.usdz);
    const group: Group = new USDLoader().parse(bytes.slice().buffer);
    let triangles = 0;
    group.traverse((o) => {
      const mesh = o as Mesh;
      if (!mesh.isMesh) return;
      const g = mesh.geometry;
      triangles += (g.index ? g.index.count : g.getAttribute('position').count) / 3;
    });
    expect(triangles).toBe(mug.report.triangles);
  });

  it('the same request gives the same bytes, kept in the task folder', async () => {
    for (const format of ['obj', 'stl', 'usdz']) {
      const first = await download(contentUrl(chair.task.id, format));
      const second = await download(contentUrl(chair.task.id, format));
      expect(second.bytes).toEqual(first.bytes);
      expect(second.res.headers.get('content-length')).toBe(String(first.bytes.length));
    }
    const folder = path.join(gw.dataDir, 'files', '3d', chair.task.id);
    for (const name of ['export-obj.zip', 'export.stl', 'export.usdz']) {
      expect(existsSync(path.join(folder, name)), name).toBe(true);
    }
  });

  it('refuses an unknown format with a 400 naming it', async () => {
    for (const format of ['fbx', 'GLB', '']) {
      const res = await fetch(contentUrl(chair.task.id, format), { headers: bearer(key) });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: ErrorDetail };
      expect(body.error).toMatchObject({ type: 'invalid_request_error', param: 'format' });
    }
  });
});

describe('GET /v1/3d/{id}/thumbnail', () => {
  it('is a 512×512 PNG of the object, not blank, different per object', async () => {
    const pixels = async (m: Made) => {
      const { res, bytes } = await download(m.task.thumbnail_url!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 512, height: 512 });
      const { data } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      return data;
    };
    const a = await pixels(chair);
    const b = await pixels(mug);
    for (const px of [a, b]) {
      const colours = new Set<number>();
      for (let i = 0; i < px.length; i += 3)
        colours.add((px[i]! << 16) | (px[i + 1]! << 8) | px[i + 2]!);
      expect(colours.size).toBeGreaterThan(500);
    }
    let differing = 0;
    for (let i = 0; i < a.length; i += 3) {
      if (
        Math.abs(a[i]! - b[i]!) +
          Math.abs(a[i + 1]! - b[i + 1]!) +
          Math.abs(a[i + 2]! - b[i + 2]!) >
        30
      )
        differing++;
    }
    expect(differing).toBeGreaterThan((512 * 512) / 20);
  });

  it('is rendered once and served the same afterwards', async () => {
    const first = await download(chair.task.thumbnail_url!);
    const second = await download(chair.task.thumbnail_url!);
    expect(second.bytes).toEqual(first.bytes);
    expect(existsSync(path.join(gw.dataDir, 'files', '3d', chair.task.id, 'thumbnail.png'))).toBe(
      true,
    );
  });
});

describe('determinism', () => {
  it('the same request in another task gives the same files, also when asked for at once', async () => {
    const again = await made({ model: 'mesh-4-draft', prompt: 'a red mug' });
    expect(again.glb).toEqual(mug.glb);
    for (const url of [
      again.task.thumbnail_url!,
      again.task.model_urls!.obj,
      again.task.model_urls!.stl,
      again.task.model_urls!.usdz,
    ]) {
      // Two requests at once share one job; both get the whole file.
      const [a, b] = await Promise.all([download(url), download(url)]);
      const original = await download(url.replace(again.task.id, mug.task.id));
      expect(a.bytes).toEqual(original.bytes);
      expect(b.bytes).toEqual(original.bytes);
    }
  });
});

describe('exports and thumbnails of tasks one cannot have', () => {
  it("another owner's task is not found", async () => {
    const stranger = await gw.key({ owner: 'someone-else' });
    for (const url of [
      contentUrl(chair.task.id, 'obj'),
      contentUrl(chair.task.id, 'stl'),
      contentUrl(chair.task.id, 'usdz'),
      chair.task.thumbnail_url!,
    ]) {
      const res = await fetch(url, { headers: bearer(stranger) });
      expect(res.status, url).toBe(404);
      const body = (await res.json()) as { error: ErrorDetail };
      expect(body.error.code).toBe('task_not_found');
    }
  });

  it('an unknown task is not found, and a request without a key is refused', async () => {
    const res = await fetch(`${gw.url}/v1/3d/task_doesnotexist1/thumbnail`, {
      headers: bearer(key),
    });
    expect(res.status).toBe(404);
    expect((await fetch(chair.task.thumbnail_url!)).status).toBe(401);
  });
});

describe('exports of a task that did not complete', () => {
  // A gateway whose 3D worker dies mid-job: its tasks fail.
  let dying: TestGateway;
  let dyingKey: string;
  beforeAll(async () => {
    dying = await startGateway({
      meshWorkerUrl: new URL('./mesh/fixtures/dying-mesh-worker.mjs', import.meta.url),
    });
    dyingKey = await dying.key();
  });
  afterAll(async () => {
    await dying.close();
    await removeDir(dying.dataDir);
  });

  it('give the error /content gives', async () => {
    const { body } = await submit3d(dying.url, dyingKey, {
      model: 'mesh-4-draft',
      prompt: 'a cup',
    });
    const failed = await wait3d(dying.url, dyingKey, body.id);
    expect(failed.status).toBe('failed');
    expect(failed.model_urls).toBeUndefined();
    expect(failed.thumbnail_url).toBeUndefined();
    const base = `${dying.url}/v1/3d/${body.id}`;
    const answer = async (url: string) => {
      const res = await fetch(url, { headers: bearer(dyingKey) });
      return { status: res.status, error: ((await res.json()) as { error: ErrorDetail }).error };
    };
    const content = await answer(`${base}/content`);
    expect(content.status).toBe(409);
    expect(content.error.code).toBe('task_not_ready');
    for (const format of ['glb', 'obj', 'stl', 'usdz']) {
      expect(await answer(`${base}/content?format=${format}`)).toEqual(content);
    }
    const thumbnail = await answer(`${base}/thumbnail`);
    expect(thumbnail.status).toBe(409);
    expect(thumbnail.error).toMatchObject({ code: 'task_not_ready', param: 'task_id' });
  });
});
