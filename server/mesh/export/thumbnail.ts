/**
 * The task thumbnail: a 512×512 PNG of the lit, textured model, drawn by a small software
 * rasteriser (no GPU is needed or assumed: the gateway runs headless, often in a container).
 *
 * - Camera: a fixed three-quarter view (35° round from the front, 25° above), perspective,
 *   fitted so the model's projection fills the frame with a margin.
 * - Two passes at 1.5× the size: visibility (a 1/z buffer keeping each pixel's nearest
 *   triangle), then shading once per covered pixel with perspective-correct attributes; sharp
 *   reduces the picture to 512×512, which smooths the edges.
 * - Colour: the material's base-colour factor × the base-colour texture (bilinear, sampled
 *   at the perspective-correct UV) × the vertex colour, all in linear light; lit by a warm
 *   key light, a cool fill light and a sky/ground ambient term, with a little specular from
 *   the key light for smooth materials; written back in sRGB on a light neutral background.
 *
 * Deterministic: the same GLB gives the same PNG bytes.
 */
import { loadSharp } from '../kernel/encode-image.ts';
import { boundsOf, type ModelGeometry } from './model.ts';

export const THUMBNAIL_SIZE = 512;
/** Supersampling factor per axis (768² drawn, reduced to 512²). */
const SS = 1.5;
const AZIMUTH = (35 * Math.PI) / 180;
const ELEVATION = (25 * Math.PI) / 180;
/** Part of the frame the model's projection may fill. */
const FILL = 0.84;

type Vec3 = [number, number, number];

const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const normalize = (a: Vec3): Vec3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};
const combine = (terms: [number, Vec3][]): Vec3 =>
  normalize(
    terms.reduce<Vec3>(
      (s, [k, v]) => [s[0] + k * v[0], s[1] + k * v[1], s[2] + k * v[2]],
      [0, 0, 0],
    ),
  );

const SRGB_TO_LINEAR = Float32Array.from({ length: 256 }, (_, i) => {
  const c = i / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});
const LINEAR_STEPS = 4096;
const LINEAR_TO_SRGB = Uint8Array.from({ length: LINEAR_STEPS + 1 }, (_, i) => {
  const c = i / LINEAR_STEPS;
  const s = c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055;
  return Math.round(Math.max(0, Math.min(1, s)) * 255);
});
const toSrgb = (c: number) =>
  LINEAR_TO_SRGB[Math.min(LINEAR_STEPS, Math.max(0, (c * LINEAR_STEPS) | 0))]!;

interface Texels {
  width: number;
  height: number;
  /** sRGB bytes, three per texel (made linear as they are sampled). */
  rgb: Uint8Array;
}

async function decodeImage(bytes: Uint8Array): Promise<Texels> {
  const { data, info } = await (
    await loadSharp()
  )(bytes)
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgb = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return { width: info.width, height: info.height, rgb };
}

/** Bilinear, clamped to the edge, into `out`. */
function sample(t: Texels, u: number, v: number, out: Vec3): void {
  const x = Math.min(t.width - 1, Math.max(0, u * t.width - 0.5));
  const y = Math.min(t.height - 1, Math.max(0, v * t.height - 0.5));
  const x0 = x | 0;
  const y0 = y | 0;
  const x1 = Math.min(t.width - 1, x0 + 1);
  const y1 = Math.min(t.height - 1, y0 + 1);
  const fx = x - x0;
  const fy = y - y0;
  const a = (y0 * t.width + x0) * 3;
  const b = (y0 * t.width + x1) * 3;
  const c = (y1 * t.width + x0) * 3;
  const d = (y1 * t.width + x1) * 3;
  const p = t.rgb;
  const L = SRGB_TO_LINEAR;
  for (let k = 0; k < 3; k++) {
    const pa = L[p[a + k]!]!;
    const pc = L[p[c + k]!]!;
    const top = pa + (L[p[b + k]!]! - pa) * fx;
    const bottom = pc + (L[p[d + k]!]! - pc) * fx;
    out[k] = top + (bottom - top) * fy;
  }
}

/** Raw RGB pixels (`size`² × 3) of the model; exported for tests and the bench. */
export async function rasterize(model: ModelGeometry, size: number): Promise<Uint8Array> {
  const textures = await Promise.all(model.images.map((im) => decodeImage(im.bytes)));
  const W = size;
  const H = size;
  const rgb = new Uint8Array(W * H * 3);
  // Background: light neutral, a little lighter at the top.
  for (let y = 0; y < H; y++) {
    const shade = 244 - Math.round((14 * y) / H);
    rgb.fill(shade, y * W * 3, (y + 1) * W * 3);
  }
  if (model.parts.length === 0) return rgb;

  const { min, max } = boundsOf(model);
  const centre: Vec3 = [(min[0]! + max[0]!) / 2, (min[1]! + max[1]!) / 2, (min[2]! + max[2]!) / 2];
  const radius = Math.max(
    1e-6,
    Math.hypot(max[0]! - min[0]!, max[1]! - min[1]!, max[2]! - min[2]!) / 2,
  );
  /** From the model towards the camera. */
  const back: Vec3 = [
    Math.sin(AZIMUTH) * Math.cos(ELEVATION),
    Math.sin(ELEVATION),
    Math.cos(AZIMUTH) * Math.cos(ELEVATION),
  ];
  const dist = radius * 3.2;
  const eye: Vec3 = [
    centre[0] + back[0] * dist,
    centre[1] + back[1] * dist,
    centre[2] + back[2] * dist,
  ];
  const forward: Vec3 = [-back[0], -back[1], -back[2]];
  const right = normalize(cross(forward, [0, 1, 0]));
  const up = cross(right, forward);
  // Lights, as directions towards them: key above-left of the camera, fill to the right.
  const key = combine([
    [-0.55, right],
    [0.85, up],
    [0.65, back],
  ]);
  const fill = combine([
    [0.8, right],
    [0.15, up],
    [0.55, back],
  ]);
  const halfKey = combine([
    [1, key],
    [1, back],
  ]);

  // Project every vertex of every part; fit the projection to the frame.
  const projected = model.parts.map((part) => {
    const n = part.positions.length / 3;
    const sx = new Float32Array(n);
    const sy = new Float32Array(n);
    const iz = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      const px = part.positions[i * 3]! - eye[0];
      const py = part.positions[i * 3 + 1]! - eye[1];
      const pz = part.positions[i * 3 + 2]! - eye[2];
      const z = Math.max(1e-6, px * forward[0] + py * forward[1] + pz * forward[2]);
      sx[i] = (px * right[0] + py * right[1] + pz * right[2]) / z;
      sy[i] = (px * up[0] + py * up[1] + pz * up[2]) / z;
      iz[i] = 1 / z;
    }
    return { sx, sy, iz };
  });
  let x0 = Infinity;
  let x1 = -Infinity;
  let y0 = Infinity;
  let y1 = -Infinity;
  for (const p of projected) {
    for (let i = 0; i < p.sx.length; i++) {
      x0 = Math.min(x0, p.sx[i]!);
      x1 = Math.max(x1, p.sx[i]!);
      y0 = Math.min(y0, p.sy[i]!);
      y1 = Math.max(y1, p.sy[i]!);
    }
  }
  const scale = (FILL * W) / Math.max(x1 - x0, y1 - y0, 1e-9);
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  for (const p of projected) {
    for (let i = 0; i < p.sx.length; i++) {
      p.sx[i] = W / 2 + (p.sx[i]! - cx) * scale;
      p.sy[i] = H / 2 - (p.sy[i]! - cy) * scale;
    }
  }

  // Pass 1: visibility. Each pixel keeps the nearest triangle (1/z, larger is nearer).
  const depth = new Float32Array(W * H);
  const hitPart = new Int16Array(W * H).fill(-1);
  const hitTri = new Int32Array(W * H);
  model.parts.forEach((part, pi) => {
    const { sx, sy, iz } = projected[pi]!;
    const indices = part.indices;
    for (let t = 0; t + 2 < indices.length; t += 3) {
      const a = indices[t]!;
      const b = indices[t + 1]!;
      const c = indices[t + 2]!;
      const ax = sx[a]!;
      const ay = sy[a]!;
      const bx = sx[b]!;
      const by = sy[b]!;
      const cx2 = sx[c]!;
      const cy2 = sy[c]!;
      const area = (bx - ax) * (cy2 - ay) - (by - ay) * (cx2 - ax);
      if (area === 0) continue;
      const minX = Math.max(0, Math.floor(Math.min(ax, bx, cx2)));
      const maxX = Math.min(W - 1, Math.ceil(Math.max(ax, bx, cx2)));
      const minY = Math.max(0, Math.floor(Math.min(ay, by, cy2)));
      const maxY = Math.min(H - 1, Math.ceil(Math.max(ay, by, cy2)));
      if (minX > maxX || minY > maxY) continue;
      const inv = 1 / area;
      // Edge functions, linear in x and y: weights of a, b (c's is the rest).
      const dax = -(cy2 - by) * inv;
      const dbx = -(ay - cy2) * inv;
      const dcx = -dax - dbx;
      const iza = iz[a]!;
      const izb = iz[b]!;
      const izc = iz[c]!;
      for (let y = minY; y <= maxY; y++) {
        const py = y + 0.5;
        const px0 = minX + 0.5;
        let wa = ((bx - px0) * (cy2 - py) - (by - py) * (cx2 - px0)) * inv;
        let wb = ((cx2 - px0) * (ay - py) - (cy2 - py) * (ax - px0)) * inv;
        // The row's span inside all three edges (a pixel wider each side; the test below
        // is exact), so long thin triangles do not walk their whole bounding box.
        let from = 0;
        let to = maxX - minX;
        const wc0 = 1 - wa - wb;
        if (dax > 0) from = Math.max(from, Math.floor(-wa / dax) - 1);
        else if (dax < 0) to = Math.min(to, Math.ceil(wa / -dax) + 1);
        else if (wa < 0) continue;
        if (dbx > 0) from = Math.max(from, Math.floor(-wb / dbx) - 1);
        else if (dbx < 0) to = Math.min(to, Math.ceil(wb / -dbx) + 1);
        else if (wb < 0) continue;
        if (dcx > 0) from = Math.max(from, Math.floor(-wc0 / dcx) - 1);
        else if (dcx < 0) to = Math.min(to, Math.ceil(wc0 / -dcx) + 1);
        else if (wc0 < 0) continue;
        if (from > to) continue;
        wa += dax * from;
        wb += dbx * from;
        let at = y * W + minX + from;
        for (let x = minX + from; x <= minX + to; x++, at++, wa += dax, wb += dbx) {
          const wc = 1 - wa - wb;
          if (wa < 0 || wb < 0 || wc < 0) continue;
          const z = wa * iza + wb * izb + wc * izc;
          if (z <= depth[at]!) continue;
          depth[at] = z;
          hitPart[at] = pi;
          hitTri[at] = t;
        }
      }
    }
  });

  // Pass 2: shading, once per covered pixel.
  const texel: Vec3 = [0, 0, 0];
  const looks = model.parts.map((part) => {
    const material = model.materials[part.material]!;
    const tex = material.image === null ? null : (textures[material.image] ?? null);
    return {
      tex,
      uvs: tex ? part.uvs : null,
      base: material.baseColor,
      shine: (1 - material.roughness) ** 2 * 0.6,
      metal: material.metallic,
    };
  });
  for (let at = 0; at < W * H; at++) {
    const pi = hitPart[at]!;
    if (pi < 0) continue;
    const part = model.parts[pi]!;
    const { sx, sy, iz } = projected[pi]!;
    const { tex, uvs, base, shine, metal } = looks[pi]!;
    const { normals, colors, positions, indices } = part;
    const t = hitTri[at]!;
    const a = indices[t]!;
    const b = indices[t + 1]!;
    const c = indices[t + 2]!;
    const px = (at % W) + 0.5;
    const py = Math.floor(at / W) + 0.5;
    const ax = sx[a]!;
    const ay = sy[a]!;
    const bx = sx[b]!;
    const by = sy[b]!;
    const cx2 = sx[c]!;
    const cy2 = sy[c]!;
    const area = (bx - ax) * (cy2 - ay) - (by - ay) * (cx2 - ax);
    const wa = ((bx - px) * (cy2 - py) - (by - py) * (cx2 - px)) / area;
    const wb = ((cx2 - px) * (ay - py) - (cy2 - py) * (ax - px)) / area;
    const wc = 1 - wa - wb;
    const z = wa * iz[a]! + wb * iz[b]! + wc * iz[c]!;
    // Perspective-correct weights.
    const pa = (wa * iz[a]!) / z;
    const pb = (wb * iz[b]!) / z;
    const pc = (wc * iz[c]!) / z;
    let nx: number;
    let ny: number;
    let nz: number;
    if (normals) {
      nx = pa * normals[a * 3]! + pb * normals[b * 3]! + pc * normals[c * 3]!;
      ny = pa * normals[a * 3 + 1]! + pb * normals[b * 3 + 1]! + pc * normals[c * 3 + 1]!;
      nz = pa * normals[a * 3 + 2]! + pb * normals[b * 3 + 2]! + pc * normals[c * 3 + 2]!;
    } else {
      // The face normal.
      const e1x = positions[b * 3]! - positions[a * 3]!;
      const e1y = positions[b * 3 + 1]! - positions[a * 3 + 1]!;
      const e1z = positions[b * 3 + 2]! - positions[a * 3 + 2]!;
      const e2x = positions[c * 3]! - positions[a * 3]!;
      const e2y = positions[c * 3 + 1]! - positions[a * 3 + 1]!;
      const e2z = positions[c * 3 + 2]! - positions[a * 3 + 2]!;
      nx = e1y * e2z - e1z * e2y;
      ny = e1z * e2x - e1x * e2z;
      nz = e1x * e2y - e1y * e2x;
    }
    const len = Math.hypot(nx, ny, nz) || 1;
    // Screen y grows downwards, so an outward (counter-clockwise) face has area < 0; the
    // inside of an open surface is lit as its outside.
    const s = area < 0 ? 1 / len : -1 / len;
    nx *= s;
    ny *= s;
    nz *= s;
    let r = base[0];
    let g = base[1];
    let bl = base[2];
    if (tex && uvs) {
      const u = pa * uvs[a * 2]! + pb * uvs[b * 2]! + pc * uvs[c * 2]!;
      const v = pa * uvs[a * 2 + 1]! + pb * uvs[b * 2 + 1]! + pc * uvs[c * 2 + 1]!;
      sample(tex, u, v, texel);
      r *= texel[0];
      g *= texel[1];
      bl *= texel[2];
    }
    if (colors) {
      r *= pa * colors[a * 3]! + pb * colors[b * 3]! + pc * colors[c * 3]!;
      g *= pa * colors[a * 3 + 1]! + pb * colors[b * 3 + 1]! + pc * colors[c * 3 + 1]!;
      bl *= pa * colors[a * 3 + 2]! + pb * colors[b * 3 + 2]! + pc * colors[c * 3 + 2]!;
    }
    const dKey = Math.max(0, nx * key[0] + ny * key[1] + nz * key[2]);
    const dFill = Math.max(0, nx * fill[0] + ny * fill[1] + nz * fill[2]);
    const ambient = 0.16 + 0.2 * (0.5 + 0.5 * ny);
    // Metals show their colour in reflections rather than in diffuse light.
    const diffuse = 1 - 0.6 * metal;
    const lr = ambient + diffuse * (1.05 * dKey) + 0.35 * dFill;
    const lg = ambient + diffuse * dKey + 0.37 * dFill;
    const lb = ambient + diffuse * (0.93 * dKey) + 0.42 * dFill;
    let spec = 0;
    if (dKey > 0 && shine > 0) {
      // Blinn–Phong, exponent 40 (h^32 · h^8).
      const h = Math.max(0, nx * halfKey[0] + ny * halfKey[1] + nz * halfKey[2]);
      const h2 = h * h;
      const h8 = h2 * h2 * h2 * h2;
      const h32 = h8 * h8 * h8 * h8;
      spec = shine * h32 * h8;
    }
    const o = at * 3;
    rgb[o] = toSrgb(r * lr + spec * (metal * r + (1 - metal)));
    rgb[o + 1] = toSrgb(g * lg + spec * (metal * g + (1 - metal)));
    rgb[o + 2] = toSrgb(bl * lb + spec * (metal * bl + (1 - metal)));
  }
  return rgb;
}

/** The 512×512 PNG. */
export async function renderThumbnail(model: ModelGeometry): Promise<Uint8Array> {
  const big = THUMBNAIL_SIZE * SS;
  const rgb = await rasterize(model, big);
  const png = await (
    await loadSharp()
  )(rgb, { raw: { width: big, height: big, channels: 3 } })
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { kernel: 'cubic' })
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
