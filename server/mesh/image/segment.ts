/**
 * Finds the subject of a picture as a binary mask:
 * - a picture with real transparency: its alpha channel (≥ 128 is subject);
 * - otherwise the background is what a flood fill from the border reaches through pixels
 *   close to one of the border's dominant colours.
 * Then drop shadows are taken off: pixels that are a neutral darkening of a background
 * colour (every channel scaled by about the same factor, as a shadow does) join the
 * background when they touch it, unless that would eat most of the subject (a grey object on
 * white). Then only the largest 4-connected piece is kept, and small holes in it are filled.
 */

export interface Mask {
  /** 1 = subject, row-major. */
  data: Uint8Array;
  width: number;
  height: number;
}

export interface RgbaImage {
  rgba: Uint8Array;
  width: number;
  height: number;
}

/** Share of transparent pixels (alpha < 128) above which the alpha channel is trusted. */
const ALPHA_SHARE = 0.01;
/** Colour distance (0..441 in RGB bytes) within which a pixel counts as background. */
const BACKGROUND_TOLERANCE = 38;
/** A shadow darkens the background colour by a factor in this range... */
const SHADOW_FACTOR: [number, number] = [0.3, 0.95];
/** ...with the channels' factors this close to each other (a neutral, not a coloured, change). */
const SHADOW_SPREAD = 0.07;
/** Shadow removal is undone when less than this share of the subject would remain. */
const SHADOW_KEEP_SHARE = 0.45;
/** Holes smaller than this share of the subject are filled. */
const SMALL_HOLE_SHARE = 0.02;

export function subjectMask(img: RgbaImage): Mask {
  const raw = hasRealAlpha(img) ? alphaMask(img) : borderMask(img);
  let mask = largestComponent(raw);
  if (mask.data.every((v) => v === 0)) {
    // Nothing stood out from the background: take the whole picture as the subject.
    mask = { ...mask, data: new Uint8Array(img.width * img.height).fill(1) };
  }
  return fillSmallHoles(mask);
}

export function hasRealAlpha(img: RgbaImage): boolean {
  const n = img.width * img.height;
  let clear = 0;
  for (let i = 0; i < n; i++) if (img.rgba[i * 4 + 3]! < 128) clear++;
  return clear >= n * ALPHA_SHARE && clear < n;
}

function alphaMask(img: RgbaImage): Mask {
  const n = img.width * img.height;
  const data = new Uint8Array(n);
  for (let i = 0; i < n; i++) data[i] = img.rgba[i * 4 + 3]! >= 128 ? 1 : 0;
  return { data, width: img.width, height: img.height };
}

/** Up to three colours that make up most of the picture's border. */
export function borderPalette(img: RgbaImage): [number, number, number][] {
  const { width: w, height: h, rgba } = img;
  const bins = new Map<number, { n: number; r: number; g: number; b: number }>();
  let total = 0;
  const visit = (x: number, y: number) => {
    const i = (y * w + x) * 4;
    const r = rgba[i]!;
    const g = rgba[i + 1]!;
    const b = rgba[i + 2]!;
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const bin = bins.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    bin.n++;
    bin.r += r;
    bin.g += g;
    bin.b += b;
    bins.set(key, bin);
    total++;
  };
  for (let x = 0; x < w; x++) {
    visit(x, 0);
    if (h > 1) visit(x, h - 1);
  }
  for (let y = 1; y < h - 1; y++) {
    visit(0, y);
    if (w > 1) visit(w - 1, y);
  }
  const ranked = [...bins.entries()].sort((a, b) => b[1].n - a[1].n || a[0] - b[0]);
  const palette: [number, number, number][] = [];
  for (const [, bin] of ranked) {
    if (palette.length >= 3 || bin.n < total * 0.08) break;
    palette.push([bin.r / bin.n, bin.g / bin.n, bin.b / bin.n]);
  }
  return palette;
}

function borderMask(img: RgbaImage): Mask {
  const palette = borderPalette(img);
  const plain = floodBackground(img, palette, false);
  const unshadowed = floodBackground(img, palette, true);
  const count = (m: Mask) => m.data.reduce((n, v) => n + v, 0);
  const before = count(largestComponent(plain));
  const after = count(largestComponent(unshadowed));
  return after >= before * SHADOW_KEEP_SHARE ? unshadowed : plain;
}

/** True when `(r, g, b)` is the palette colour `p` darkened evenly, as under a shadow. */
function isShadowOf(r: number, g: number, b: number, p: [number, number, number]): boolean {
  const f = [r / Math.max(p[0], 1), g / Math.max(p[1], 1), b / Math.max(p[2], 1)];
  const lo = Math.min(f[0]!, f[1]!, f[2]!);
  const hi = Math.max(f[0]!, f[1]!, f[2]!);
  const mean = (f[0]! + f[1]! + f[2]!) / 3;
  return hi - lo <= SHADOW_SPREAD && mean >= SHADOW_FACTOR[0] && mean <= SHADOW_FACTOR[1];
}

/** Subject = what a flood fill from the border (through background, and shadows) misses. */
function floodBackground(
  img: RgbaImage,
  palette: [number, number, number][],
  throughShadows: boolean,
): Mask {
  const { width: w, height: h, rgba } = img;
  const n = w * h;
  const tol2 = BACKGROUND_TOLERANCE * BACKGROUND_TOLERANCE;
  const isBackground = (i: number) => {
    const r = rgba[i * 4]!;
    const g = rgba[i * 4 + 1]!;
    const b = rgba[i * 4 + 2]!;
    for (const [pr, pg, pb] of palette) {
      const dr = r - pr;
      const dg = g - pg;
      const db = b - pb;
      if (dr * dr + dg * dg + db * db <= tol2) return true;
      if (throughShadows && isShadowOf(r, g, b, [pr, pg, pb])) return true;
    }
    return false;
  };
  const background = new Uint8Array(n);
  const stack = new Int32Array(n);
  let top = 0;
  const seed = (i: number) => {
    if (!background[i] && isBackground(i)) {
      background[i] = 1;
      stack[top++] = i;
    }
  };
  for (let x = 0; x < w; x++) {
    seed(x);
    seed((h - 1) * w + x);
  }
  for (let y = 0; y < h; y++) {
    seed(y * w);
    seed(y * w + w - 1);
  }
  while (top > 0) {
    const i = stack[--top]!;
    const x = i % w;
    if (x > 0) seed(i - 1);
    if (x < w - 1) seed(i + 1);
    if (i >= w) seed(i - w);
    if (i < n - w) seed(i + w);
  }
  const data = new Uint8Array(n);
  for (let i = 0; i < n; i++) data[i] = background[i] ? 0 : 1;
  return { data, width: w, height: h };
}

/** Labels 4-connected regions of `value`; answers labels (−1 elsewhere) and their sizes. */
function label(mask: Mask, value: 0 | 1): { labels: Int32Array; sizes: number[] } {
  const { width: w, height: h, data } = mask;
  const n = w * h;
  const labels = new Int32Array(n).fill(-1);
  const sizes: number[] = [];
  const stack = new Int32Array(n);
  for (let start = 0; start < n; start++) {
    if (data[start] !== value || labels[start]! >= 0) continue;
    const id = sizes.length;
    let size = 0;
    let top = 0;
    stack[top++] = start;
    labels[start] = id;
    while (top > 0) {
      const i = stack[--top]!;
      size++;
      const x = i % w;
      const y = (i / w) | 0;
      const push = (j: number) => {
        if (data[j] === value && labels[j]! < 0) {
          labels[j] = id;
          stack[top++] = j;
        }
      };
      if (x > 0) push(i - 1);
      if (x < w - 1) push(i + 1);
      if (y > 0) push(i - w);
      if (y < h - 1) push(i + w);
    }
    sizes.push(size);
  }
  return { labels, sizes };
}

export function largestComponent(mask: Mask): Mask {
  const { labels, sizes } = label(mask, 1);
  if (sizes.length <= 1) return mask;
  let best = 0;
  for (let i = 1; i < sizes.length; i++) if (sizes[i]! > sizes[best]!) best = i;
  const data = new Uint8Array(mask.data.length);
  for (let i = 0; i < data.length; i++) data[i] = labels[i] === best ? 1 : 0;
  return { ...mask, data };
}

/** Fills background pockets that do not touch the border and are small beside the subject. */
function fillSmallHoles(mask: Mask): Mask {
  const { width: w, height: h } = mask;
  const { labels, sizes } = label(mask, 0);
  const touches = new Uint8Array(sizes.length);
  for (let x = 0; x < w; x++) {
    for (const y of [0, h - 1]) {
      const l = labels[y * w + x]!;
      if (l >= 0) touches[l] = 1;
    }
  }
  for (let y = 0; y < h; y++) {
    for (const x of [0, w - 1]) {
      const l = labels[y * w + x]!;
      if (l >= 0) touches[l] = 1;
    }
  }
  const subject = mask.data.reduce((n, v) => n + v, 0);
  const data = mask.data.slice();
  for (let i = 0; i < data.length; i++) {
    const l = labels[i]!;
    if (l >= 0 && !touches[l] && sizes[l]! < subject * SMALL_HOLE_SHARE) data[i] = 1;
  }
  return { ...mask, data };
}
