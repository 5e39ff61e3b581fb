/**
 * One UV atlas page for a whole scene with xatlas-wasm. xatlas answers in pixels; we keep
 * both the pixel UVs (for baking) and 0..1 UVs (for glTF). The scale (`texelsPerUnit`) is
 * chosen from the surface area so that everything fits one square page of `resolution`.
 */
import type { XAtlasModule } from 'xatlas-wasm';
import type { ShadedMesh } from './normals.ts';

export interface UnwrappedMesh extends ShadedMesh {
  /** 0..1, v down from the top of the image (glTF convention). */
  uvs: Float32Array;
  /** The same UVs in texels of the atlas page. */
  pixelUvs: Float32Array;
  /** Per triangle, its chart's id (unique over the whole atlas). */
  faceChart: Int32Array;
}

export interface Atlas {
  meshes: UnwrappedMesh[];
  size: number;
  /** Texels per metre of surface. */
  texelsPerUnit: number;
  charts: number;
  /** Fraction of the page covered by charts. */
  utilization: number;
  /** Packing attempts until everything fitted one page. */
  packs: number;
}

let loading: Promise<XAtlasModule> | null = null;

/**
 * xatlas for this thread, loaded and instantiated on first use: its module alone holds ~50 MB,
 * which a worker that only makes drafts never needs.
 */
export function getXAtlas(): Promise<XAtlasModule> {
  if (!loading) {
    loading = import('xatlas-wasm').then(({ default: createXAtlas }) => createXAtlas());
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** Share of the page the charts' own area should cover at the first guess of the scale. */
const FIRST_GUESS_FILL = 0.5;
/** Share of the page (padding included) to aim at when rescaling, and the share that is good enough. */
const TARGET_FILL = 0.72;
const GOOD_FILL = 0.5;
const MAX_PACKS = 4;

export async function unwrapMeshes(
  meshes: readonly ShadedMesh[],
  size: number,
  signal?: AbortSignal,
): Promise<Atlas> {
  const xatlas = await getXAtlas();
  const area = meshes.reduce((sum, m) => sum + surfaceArea(m), 0);
  const atlas = xatlas.createAtlas();
  try {
    // xatlas asks to go on at every progress step: answering false stops it early.
    if (signal) atlas.setProgressCallback(() => !signal.aborted);
    for (const m of meshes) {
      const err = atlas.addMesh({ positions: m.positions, normals: m.normals, indices: m.indices });
      if (err !== 0) throw new Error(`xatlas addMesh: ${xatlas.addMeshErrorString(err)}`);
    }
    // Bounded charts keep xatlas's LSCM solves small (its cost grows faster than linearly).
    atlas.computeCharts({ maxChartArea: area * 0.005, maxIterations: 1 });
    signal?.throwIfAborted();
    const padding = Math.max(2, Math.round(size / 256));
    // Pack, then rescale from the texels the charts actually took (padding included); keep
    // the largest scale that fitted one page and the smallest that did not, and settle
    // between them. Usually two or three packs.
    let tpu = Math.sqrt((FIRST_GUESS_FILL * size * size) / Math.max(area, 1e-9));
    let fitted = 0;
    let failed = Infinity;
    let packs = 0;
    for (;;) {
      atlas.packCharts({ resolution: size, texelsPerUnit: tpu, padding, bilinear: true });
      packs++;
      let used = 0;
      for (let p = 0; p < atlas.atlasCount; p++) used += atlas.getUtilization(p);
      const fits = atlas.atlasCount === 1 && atlas.width <= size && atlas.height <= size;
      const want = tpu * Math.sqrt(TARGET_FILL / Math.max(used, 1e-6));
      if (fits) {
        fitted = tpu;
        if (used >= GOOD_FILL || packs >= MAX_PACKS) break;
        tpu = Math.min(want, tpu * 1.3, failed === Infinity ? Infinity : (tpu + failed) / 2);
        if (tpu <= fitted * 1.02) break;
      } else {
        failed = tpu;
        if (fitted > 0 && packs >= MAX_PACKS) {
          atlas.packCharts({ resolution: size, texelsPerUnit: fitted, padding, bilinear: true });
          packs++;
          tpu = fitted;
          break;
        }
        if (packs >= MAX_PACKS * 3) throw new Error('xatlas could not fit the charts on one page');
        tpu = fitted > 0 ? (fitted + tpu) / 2 : Math.min(want, tpu * 0.9);
      }
    }
    signal?.throwIfAborted();
    const out: UnwrappedMesh[] = [];
    let chartBase = 0;
    for (let i = 0; i < meshes.length; i++) {
      const result = atlas.getMesh(i);
      out.push(readMesh(result, meshes[i]!, size, chartBase));
      chartBase += result.chartCount;
    }
    return {
      meshes: out,
      size,
      texelsPerUnit: tpu,
      charts: atlas.chartCount,
      utilization: atlas.getUtilization(0),
      packs,
    };
  } finally {
    atlas.destroy();
  }
}

function readMesh(
  result: ReturnType<ReturnType<XAtlasModule['createAtlas']>['getMesh']>,
  src: ShadedMesh,
  size: number,
  chartBase: number,
): UnwrappedMesh {
  const n = result.vertexCount;
  const positions = new Float32Array(n * 3);
  const normals = new Float32Array(n * 3);
  const uvs = new Float32Array(n * 2);
  const pixelUvs = new Float32Array(n * 2);
  for (let i = 0; i < n; i++) {
    const v = result.vertices[i]!;
    const x = v.xref;
    positions[i * 3] = src.positions[x * 3]!;
    positions[i * 3 + 1] = src.positions[x * 3 + 1]!;
    positions[i * 3 + 2] = src.positions[x * 3 + 2]!;
    normals[i * 3] = src.normals[x * 3]!;
    normals[i * 3 + 1] = src.normals[x * 3 + 1]!;
    normals[i * 3 + 2] = src.normals[x * 3 + 2]!;
    pixelUvs[i * 2] = v.uv[0];
    pixelUvs[i * 2 + 1] = v.uv[1];
    uvs[i * 2] = v.uv[0] / size;
    uvs[i * 2 + 1] = v.uv[1] / size;
  }
  if (result.indexCount !== src.indices.length) {
    throw new Error('xatlas changed the triangle count');
  }
  const faceChart = new Int32Array(src.indices.length / 3).fill(-1);
  result.charts.forEach((chart, c) => {
    for (const f of chart.faces) faceChart[f] = chartBase + c;
  });
  return {
    positions,
    normals,
    indices: Uint32Array.from(result.indices),
    hardEdges: src.hardEdges,
    uvs,
    pixelUvs,
    faceChart,
  };
}

function surfaceArea(m: ShadedMesh): number {
  const p = m.positions;
  let sum = 0;
  for (let t = 0; t + 2 < m.indices.length; t += 3) {
    const a = m.indices[t]! * 3;
    const b = m.indices[t + 1]! * 3;
    const c = m.indices[t + 2]! * 3;
    const ux = p[b]! - p[a]!;
    const uy = p[b + 1]! - p[a + 1]!;
    const uz = p[b + 2]! - p[a + 2]!;
    const vx = p[c]! - p[a]!;
    const vy = p[c + 1]! - p[a + 1]!;
    const vz = p[c + 2]! - p[a + 2]!;
    sum += Math.hypot(uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx) / 2;
  }
  return sum;
}
