/**
 * Push–pull hole filling: texels without data take a smooth extension of their covered
 * neighbours (averaged down a pyramid, interpolated back up). Used for atlas gutters (so
 * bilinear filtering and mipmaps never pull in background) and to extend a picture's
 * subject colours past its silhouette.
 */

/**
 * Fills, in place, every texel of `data` (`channels` floats per texel, `width × height`)
 * whose `covered` flag is 0. When nothing is covered, the data is left as is.
 */
export function pushPullFill(
  data: Float32Array,
  channels: number,
  covered: Uint8Array,
  width: number,
  height: number,
): void {
  const weights = new Float32Array(width * height);
  let any = false;
  for (let i = 0; i < weights.length; i++) {
    if (covered[i]) {
      weights[i] = 1;
      any = true;
    }
  }
  if (!any) return;
  fillLevel(data, weights, channels, width, height);
}

/** Fills zero-weight texels of one level from the next coarser level (recursively). */
function fillLevel(
  data: Float32Array,
  weight: Float32Array,
  ch: number,
  w: number,
  h: number,
): void {
  if (w <= 1 && h <= 1) return;
  const cw = Math.max(1, (w + 1) >> 1);
  const chh = Math.max(1, (h + 1) >> 1);
  const cData = new Float32Array(cw * chh * ch);
  const cWeight = new Float32Array(cw * chh);
  // Push: weighted 2×2 averages.
  for (let y = 0; y < h; y++) {
    const cy = y >> 1;
    for (let x = 0; x < w; x++) {
      const wt = weight[y * w + x]!;
      if (wt === 0) continue;
      const ci = cy * cw + (x >> 1);
      cWeight[ci]! += wt;
      for (let k = 0; k < ch; k++) cData[ci * ch + k]! += data[(y * w + x) * ch + k]! * wt;
    }
  }
  let holes = false;
  for (let i = 0; i < cWeight.length; i++) {
    const wt = cWeight[i]!;
    if (wt > 0) {
      for (let k = 0; k < ch; k++) cData[i * ch + k]! /= wt;
      cWeight[i] = Math.min(1, wt);
    } else {
      holes = true;
    }
  }
  if (holes) fillLevel(cData, cWeight, ch, cw, chh);
  // Pull: bilinear from the coarse level into the holes of this one.
  for (let y = 0; y < h; y++) {
    const fy = Math.min(chh - 1, Math.max(0, (y + 0.5) / 2 - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(chh - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (weight[i]! >= 1) continue;
      const fx = Math.min(cw - 1, Math.max(0, (x + 0.5) / 2 - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(cw - 1, x0 + 1);
      const tx = fx - x0;
      const keep = weight[i]!;
      for (let k = 0; k < ch; k++) {
        const a = cData[(y0 * cw + x0) * ch + k]!;
        const b = cData[(y0 * cw + x1) * ch + k]!;
        const c = cData[(y1 * cw + x0) * ch + k]!;
        const d = cData[(y1 * cw + x1) * ch + k]!;
        const v = (a + (b - a) * tx) * (1 - ty) + (c + (d - c) * tx) * ty;
        data[i * ch + k] = data[i * ch + k]! * keep + v * (1 - keep);
      }
    }
  }
}

/** Separable box blur, `passes` times (≈ Gaussian for 3 passes); radius in texels. */
export function boxBlur(
  data: Float32Array,
  channels: number,
  width: number,
  height: number,
  radius: number,
  passes = 3,
): Float32Array {
  const src = data.slice();
  const tmp = new Float32Array(data.length);
  const r = Math.max(0, Math.floor(radius));
  if (r === 0) return src;
  for (let pass = 0; pass < passes; pass++) {
    blurLine(src, tmp, channels, width, height, r, true);
    blurLine(tmp, src, channels, width, height, r, false);
  }
  return src;
}

function blurLine(
  src: Float32Array,
  dst: Float32Array,
  ch: number,
  w: number,
  h: number,
  r: number,
  horizontal: boolean,
): void {
  const lines = horizontal ? h : w;
  const len = horizontal ? w : h;
  const stride = horizontal ? ch : w * ch;
  const acc = new Float64Array(ch);
  const norm = 1 / (2 * r + 1);
  for (let line = 0; line < lines; line++) {
    const base = horizontal ? line * w * ch : line * ch;
    acc.fill(0);
    for (let i = -r; i <= r; i++) {
      const j = Math.min(len - 1, Math.max(0, i));
      for (let k = 0; k < ch; k++) acc[k]! += src[base + j * stride + k]!;
    }
    for (let i = 0; i < len; i++) {
      for (let k = 0; k < ch; k++) dst[base + i * stride + k] = acc[k]! * norm;
      const out = Math.max(0, i - r);
      const inn = Math.min(len - 1, i + r + 1);
      for (let k = 0; k < ch; k++) {
        acc[k]! += src[base + inn * stride + k]! - src[base + out * stride + k]!;
      }
    }
  }
}
