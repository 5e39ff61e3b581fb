/**
 * Texture-space baking: every atlas triangle is rasterised in UV space; each texel is
 * mapped back to its 3D point and normal (barycentric) and the part's look is evaluated
 * there. Texels just outside a triangle (≤ 0.75 texel) are baked too, from extrapolated
 * positions, so bilinear filtering at chart borders reads real data; the rest of the page
 * is filled by push–pull so mipmaps and JPEG blocks never pull in a background colour.
 */
import { encodeSrgbByte } from './color.ts';
import { pushPullFill } from './fill.ts';
import type { PartLook } from './styles.ts';
import { shadeTexel } from './styles.ts';
import { emptySample } from './surfaces.ts';
import type { Atlas } from './unwrap.ts';

export interface BakeOptions {
  /** Also bake metallicRoughness and a tangent-space normal map. */
  pbr: boolean;
  /** Relief depth (m) of a height swing 0 → 1, for the normal map. */
  bumpDepth: number;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

export interface BakedTextures {
  size: number;
  /** RGB, sRGB-encoded. */
  baseColor: Uint8Array;
  /** RGB: R unused (255), G roughness, B metallic; linear. Only with `pbr`. */
  metallicRoughness?: Uint8Array;
  /** RGB tangent-space normal (see tangents.ts for the basis). Only with `pbr`. */
  normal?: Uint8Array;
}

const REACH = 0.75;

export function bakeAtlas(
  atlas: Atlas,
  looks: readonly PartLook[],
  opts: BakeOptions,
): BakedTextures {
  const size = atlas.size;
  const texels = size * size;
  const colour = new Float32Array(texels * 3);
  const rm = opts.pbr ? new Float32Array(texels * 2) : null;
  const height = opts.pbr ? new Float32Array(texels) : null;
  const chart = new Int32Array(texels).fill(-1);
  const dist = new Float32Array(texels).fill(Infinity);
  const covered = new Uint8Array(texels);
  const sample = emptySample();
  const out = new Float64Array(5);
  const totalTris = atlas.meshes.reduce((n, m) => n + m.indices.length / 3, 0);
  let doneTris = 0;

  atlas.meshes.forEach((mesh, mi) => {
    const look = looks[mi]!;
    const { positions: P, normals: N, pixelUvs: U, indices: I, hardEdges, faceChart } = mesh;
    const tris = I.length / 3;
    for (let t = 0; t < tris; t++) {
      if ((t & 1023) === 1023) {
        opts.signal?.throwIfAborted();
        opts.onProgress?.((doneTris + t) / totalTris);
      }
      const i0 = I[t * 3]!;
      const i1 = I[t * 3 + 1]!;
      const i2 = I[t * 3 + 2]!;
      const x0 = U[i0 * 2]!;
      const y0 = U[i0 * 2 + 1]!;
      const x1 = U[i1 * 2]!;
      const y1 = U[i1 * 2 + 1]!;
      const x2 = U[i2 * 2]!;
      const y2 = U[i2 * 2 + 1]!;
      const area2 = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
      if (!(Math.abs(area2) > 1e-9)) continue;
      const inv = 1 / area2;
      const absA = Math.abs(area2);
      // Altitudes (texels) from each corner to its opposite edge.
      const h0 = absA / (Math.hypot(x2 - x1, y2 - y1) || 1);
      const h1 = absA / (Math.hypot(x0 - x2, y0 - y2) || 1);
      const h2 = absA / (Math.hypot(x1 - x0, y1 - y0) || 1);
      // 3D altitudes for distances to hard edges (cartoon outlines).
      const flags = hardEdges[t]!;
      let H0 = Infinity;
      let H1 = Infinity;
      let H2 = Infinity;
      if (look.rimWidth > 0 && flags) {
        const area3 = triangleArea2(P, i0, i1, i2);
        if (flags & 2) H0 = area3 / (dist3(P, i1, i2) || 1); // edge 1→2 faces corner 0
        if (flags & 4) H1 = area3 / (dist3(P, i2, i0) || 1); // edge 2→0 faces corner 1
        if (flags & 1) H2 = area3 / (dist3(P, i0, i1) || 1); // edge 0→1 faces corner 2
      }
      const chartId = faceChart[t]!;
      const minX = Math.max(0, Math.floor(Math.min(x0, x1, x2) - 1));
      const maxX = Math.min(size - 1, Math.ceil(Math.max(x0, x1, x2) + 1));
      const minY = Math.max(0, Math.floor(Math.min(y0, y1, y2) - 1));
      const maxY = Math.min(size - 1, Math.ceil(Math.max(y0, y1, y2) + 1));
      for (let py = minY; py <= maxY; py++) {
        const cy = py + 0.5;
        for (let px = minX; px <= maxX; px++) {
          const cx = px + 0.5;
          const w0 = ((x1 - cx) * (y2 - cy) - (x2 - cx) * (y1 - cy)) * inv;
          const w1 = ((x2 - cx) * (y0 - cy) - (x0 - cx) * (y2 - cy)) * inv;
          const w2 = 1 - w0 - w1;
          let d = 0;
          if (w0 < 0) d = Math.max(d, -w0 * h0);
          if (w1 < 0) d = Math.max(d, -w1 * h1);
          if (w2 < 0) d = Math.max(d, -w2 * h2);
          if (d > REACH) continue;
          const idx = py * size + px;
          if (d >= dist[idx]!) continue;
          dist[idx] = d;
          const x = w0 * P[i0 * 3]! + w1 * P[i1 * 3]! + w2 * P[i2 * 3]!;
          const y = w0 * P[i0 * 3 + 1]! + w1 * P[i1 * 3 + 1]! + w2 * P[i2 * 3 + 1]!;
          const z = w0 * P[i0 * 3 + 2]! + w1 * P[i1 * 3 + 2]! + w2 * P[i2 * 3 + 2]!;
          let nx = w0 * N[i0 * 3]! + w1 * N[i1 * 3]! + w2 * N[i2 * 3]!;
          let ny = w0 * N[i0 * 3 + 1]! + w1 * N[i1 * 3 + 1]! + w2 * N[i2 * 3 + 1]!;
          let nz = w0 * N[i0 * 3 + 2]! + w1 * N[i1 * 3 + 2]! + w2 * N[i2 * 3 + 2]!;
          const nl = Math.hypot(nx, ny, nz) || 1;
          nx /= nl;
          ny /= nl;
          nz /= nl;
          look.pattern(sample, x, y, z, nx, ny, nz);
          let rim = Infinity;
          if (H0 !== Infinity) rim = Math.min(rim, Math.max(0, w0) * H0);
          if (H1 !== Infinity) rim = Math.min(rim, Math.max(0, w1) * H1);
          if (H2 !== Infinity) rim = Math.min(rim, Math.max(0, w2) * H2);
          shadeTexel(look, sample, rim, x, y, nz, out);
          colour[idx * 3] = out[0]!;
          colour[idx * 3 + 1] = out[1]!;
          colour[idx * 3 + 2] = out[2]!;
          if (rm && height) {
            rm[idx * 2] = out[3]!;
            rm[idx * 2 + 1] = out[4]!;
            height[idx] = sample.height;
          }
          chart[idx] = chartId;
          covered[idx] = 1;
        }
      }
    }
    doneTris += tris;
  });
  opts.signal?.throwIfAborted();

  pushPullFill(colour, 3, covered, size, size);
  const baseColor = new Uint8Array(texels * 3);
  for (let i = 0; i < texels * 3; i++) baseColor[i] = encodeSrgbByte(colour[i]!);
  const result: BakedTextures = { size, baseColor };
  if (rm && height) {
    pushPullFill(rm, 2, covered, size, size);
    pushPullFill(height, 1, covered, size, size);
    const mr = new Uint8Array(texels * 3);
    for (let i = 0; i < texels; i++) {
      mr[i * 3] = 255;
      mr[i * 3 + 1] = Math.round(Math.min(1, Math.max(0, rm[i * 2]!)) * 255);
      mr[i * 3 + 2] = Math.round(Math.min(1, Math.max(0, rm[i * 2 + 1]!)) * 255);
    }
    result.metallicRoughness = mr;
    result.normal = normalMap(height, chart, size, opts.bumpDepth * atlas.texelsPerUnit);
  }
  opts.onProgress?.(1);
  return result;
}

/**
 * Tangent-space normals from the height field: slopes along +u (x) and +v (y) in texels,
 * taken only between texels of the same chart (one-sided at chart borders).
 */
function normalMap(height: Float32Array, chart: Int32Array, size: number, k: number): Uint8Array {
  const out = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const c = chart[i]!;
      const h = height[i]!;
      const gx = slope(height, chart, c, h, x > 0 ? i - 1 : -1, x < size - 1 ? i + 1 : -1);
      const gy = slope(height, chart, c, h, y > 0 ? i - size : -1, y < size - 1 ? i + size : -1);
      let nx = -k * gx;
      let ny = -k * gy;
      let nz = 1;
      const len = Math.hypot(nx, ny, nz);
      nx /= len;
      ny /= len;
      nz /= len;
      out[i * 3] = Math.round((nx * 0.5 + 0.5) * 255);
      out[i * 3 + 1] = Math.round((ny * 0.5 + 0.5) * 255);
      out[i * 3 + 2] = Math.round((nz * 0.5 + 0.5) * 255);
    }
  }
  return out;
}

function slope(
  height: Float32Array,
  chart: Int32Array,
  c: number,
  h: number,
  before: number,
  after: number,
): number {
  const okB = before >= 0 && chart[before] === c;
  const okA = after >= 0 && chart[after] === c;
  if (okB && okA) return (height[after]! - height[before]!) / 2;
  if (okA) return height[after]! - h;
  if (okB) return h - height[before]!;
  return 0;
}

function dist3(P: Float32Array, a: number, b: number): number {
  return Math.hypot(
    P[a * 3]! - P[b * 3]!,
    P[a * 3 + 1]! - P[b * 3 + 1]!,
    P[a * 3 + 2]! - P[b * 3 + 2]!,
  );
}

/** Twice the triangle's 3D area. */
function triangleArea2(P: Float32Array, a: number, b: number, c: number): number {
  const ux = P[b * 3]! - P[a * 3]!;
  const uy = P[b * 3 + 1]! - P[a * 3 + 1]!;
  const uz = P[b * 3 + 2]! - P[a * 3 + 2]!;
  const vx = P[c * 3]! - P[a * 3]!;
  const vy = P[c * 3 + 1]! - P[a * 3 + 1]!;
  const vz = P[c * 3 + 2]! - P[a * 3 + 2]!;
  return Math.hypot(uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx);
}
