/**
 * Samples an `ImageProjection` (scene.ts) at a surface point: the picture on faces turned
 * to +Z, a blurred copy on faces turned to −Z, a blend on the sides. The subject's colours
 * are first extended past its silhouette so that edges never pick up the background.
 */
import type { ImageProjection } from '../scene.ts';
import { decodeSrgbByte } from './color.ts';
import { boxBlur, pushPullFill } from './fill.ts';
import { smoothstep } from './noise.ts';

export interface ProjectionSampler {
  /** Writes the linear RGB colour seen at (x, y) by a face with normal z `nz` into `out`. */
  sample(out: Float64Array, x: number, y: number, nz: number): void;
}

export function projectionSampler(proj: ImageProjection): ProjectionSampler {
  const { width: w, height: h, rgba } = proj;
  if (w < 1 || h < 1 || rgba.length < w * h * 4) {
    throw new Error('imageProjection: rgba does not hold width × height pixels');
  }
  const front = new Float32Array(w * h * 3);
  const covered = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) {
    covered[i] = rgba[i * 4 + 3]! >= 128 ? 1 : 0;
    for (let k = 0; k < 3; k++) front[i * 3 + k] = decodeSrgbByte(rgba[i * 4 + k]!);
  }
  pushPullFill(front, 3, covered, w, h);
  const back = boxBlur(front, 3, w, h, Math.max(w, h) / 40);
  const { minX, maxX, minY, maxY } = proj.rect;
  const sx = w / Math.max(maxX - minX, 1e-9);
  const sy = h / Math.max(maxY - minY, 1e-9);
  const tmp = new Float64Array(3);
  const bilinear = (img: Float32Array, px: number, py: number, out: Float64Array) => {
    const fx = Math.min(w - 1, Math.max(0, px - 0.5));
    const fy = Math.min(h - 1, Math.max(0, py - 0.5));
    const x0 = Math.floor(fx);
    const y0 = Math.floor(fy);
    const x1 = Math.min(w - 1, x0 + 1);
    const y1 = Math.min(h - 1, y0 + 1);
    const tx = fx - x0;
    const ty = fy - y0;
    for (let k = 0; k < 3; k++) {
      const a = img[(y0 * w + x0) * 3 + k]!;
      const b = img[(y0 * w + x1) * 3 + k]!;
      const c = img[(y1 * w + x0) * 3 + k]!;
      const d = img[(y1 * w + x1) * 3 + k]!;
      out[k] = (a + (b - a) * tx) * (1 - ty) + (c + (d - c) * tx) * ty;
    }
  };
  return {
    sample(out, x, y, nz) {
      const px = (x - minX) * sx;
      const py = (maxY - y) * sy;
      const t = smoothstep(-0.25, 0.25, nz);
      if (t >= 1) {
        bilinear(front, px, py, out);
        return;
      }
      bilinear(back, px, py, out);
      if (t <= 0) return;
      bilinear(front, px, py, tmp);
      for (let k = 0; k < 3; k++) out[k] = out[k]! + (tmp[k]! - out[k]!) * t;
    },
  };
}
