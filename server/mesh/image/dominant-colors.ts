/** The main colours of a picture's subject, as sRGB bytes and as plain colour names. */
import type { Mask, RgbaImage } from './segment.ts';

export interface DominantColor {
  /** sRGB bytes. */
  rgb: [number, number, number];
  name: string;
}

/**
 * Up to `max` colours covering at least `minShare` of the subject each, most common first.
 * Pixels are binned (4 bits per channel); neighbouring bins merge into their colour.
 */
export function dominantColors(
  img: RgbaImage,
  mask: Mask,
  max = 3,
  minShare = 0.08,
): DominantColor[] {
  const bins = new Map<number, { n: number; r: number; g: number; b: number }>();
  let total = 0;
  for (let i = 0; i < mask.data.length; i++) {
    if (!mask.data[i]) continue;
    const r = img.rgba[i * 4]!;
    const g = img.rgba[i * 4 + 1]!;
    const b = img.rgba[i * 4 + 2]!;
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const bin = bins.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    bin.n++;
    bin.r += r;
    bin.g += g;
    bin.b += b;
    bins.set(key, bin);
    total++;
  }
  if (total === 0) return [];
  const ranked = [...bins.entries()].sort((a, b) => b[1].n - a[1].n || a[0] - b[0]);
  // Greedy clusters: each bin joins the first cluster whose colour is near, else starts one.
  const clusters: { n: number; r: number; g: number; b: number }[] = [];
  for (const [, bin] of ranked) {
    const r = bin.r / bin.n;
    const g = bin.g / bin.n;
    const b = bin.b / bin.n;
    const near = clusters.find((c) => {
      const dr = c.r / c.n - r;
      const dg = c.g / c.n - g;
      const db = c.b / c.n - b;
      return dr * dr + dg * dg + db * db < 48 * 48;
    });
    if (near) {
      near.n += bin.n;
      near.r += bin.r;
      near.g += bin.g;
      near.b += bin.b;
    } else {
      clusters.push({ ...bin });
    }
  }
  clusters.sort((a, b) => b.n - a.n);
  const out: DominantColor[] = [];
  for (const c of clusters) {
    if (out.length >= max) break;
    const share = c.n / total;
    if (share < minShare && out.length > 0) break;
    const rgb: [number, number, number] = [
      Math.round(c.r / c.n),
      Math.round(c.g / c.n),
      Math.round(c.b / c.n),
    ];
    out.push({ rgb, name: colorName(rgb) });
  }
  return out;
}

/** A plain English name for an sRGB colour (hue, saturation and value rules). */
export function colorName([r, g, b]: [number, number, number]): string {
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const v = max;
  const s = max === 0 ? 0 : (max - min) / max;
  if (v < 0.18) return 'black';
  if (s < 0.16) return v > 0.86 ? 'white' : 'gray';
  let h: number;
  const d = max - min || 1e-9;
  const rr = r / 255;
  const gg = g / 255;
  const bb = b / 255;
  if (max === rr) h = ((gg - bb) / d) % 6;
  else if (max === gg) h = (bb - rr) / d + 2;
  else h = (rr - gg) / d + 4;
  h = (h * 60 + 360) % 360;
  if (h >= 15 && h < 50 && v < 0.62) return 'brown';
  if (h >= 20 && h < 55 && s < 0.42 && v >= 0.62) return 'beige';
  if (h < 15 || h >= 345) return v > 0.8 && s < 0.5 ? 'pink' : 'red';
  if (h < 40) return 'orange';
  if (h < 70) return 'yellow';
  if (h < 165) return 'green';
  if (h < 195) return 'cyan';
  if (h < 255) return 'blue';
  if (h < 290) return 'purple';
  return 'pink';
}
