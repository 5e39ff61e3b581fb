/**
 * Silhouette → closed relief solid. The subject mask is resampled onto a grid (finer for
 * newer families), its outline becomes a smoothed polygon (manifold-3d CrossSection), which
 * is triangulated with interior vertices and "inflated": each interior vertex rises along
 * ±Z by a height that grows with its distance to the outline (a round profile: a disc
 * becomes a flattened ball). Front and back mirror each other and share the outline's
 * vertices, so the solid is watertight, with outward winding, and has no flat side wall
 * (which would break the UV unwrap into hundreds of slivers).
 *
 * World frame: metres, +Y up, the subject faces +Z, its longest side is `size` long, its
 * bottom rests on y = 0 and it is centred on x = 0, z = 0.
 */
import type { CrossSection } from 'manifold-3d';
import type { MeshData } from '../scene.ts';
import type { ManifoldModule } from '../kernel/manifold.ts';
import { ManifoldScope } from '../kernel/manifold.ts';
import { inflateCap, outlineCap } from './relief-cap.ts';
import { insideDistance } from './distance.ts';
import type { Mask } from './segment.ts';
import { largestComponent } from './segment.ts';

/** Steepest rise of the surface at the outline (rise per run): a bevel instead of a crease. */
const RIM_SLOPE = 3;

export interface ReliefOptions {
  /** Grid cells along the silhouette's longest side. */
  gridCells: number;
  /** Longest side of the result, metres. */
  size: number;
  /** Half-thickness at the thickest point over the inscribed radius (1 = round). */
  inflation: number;
}

export interface Relief {
  mesh: MeshData;
  /** World rectangle of `crop` (for the image projection). */
  rect: { minX: number; maxX: number; minY: number; maxY: number };
  /** Region of the mask's pixels the grid covers (may reach past the picture's edge). */
  crop: { x: number; y: number; width: number; height: number };
}

export function reliefFromMask(wasm: ManifoldModule, mask: Mask, opts: ReliefOptions): Relief {
  const box = maskBounds(mask);
  const longest = Math.max(box.width, box.height);
  const cells = Math.max(4, Math.min(opts.gridCells, longest));
  const cellPx = longest / cells;
  const gw = Math.max(1, Math.ceil(box.width / cellPx - 1e-9));
  const gh = Math.max(1, Math.ceil(box.height / cellPx - 1e-9));
  const inside = gridInside(mask, box.x, box.y, cellPx, gw, gh);
  const c = opts.size / Math.max(gw, gh); // metres per cell
  const rect = { minX: (-gw * c) / 2, maxX: (gw * c) / 2, minY: 0, maxY: gh * c };
  // The exact distance field has creases along the medial axis and steps along the grid;
  // smoothed, the inflated surface and its rim come out even instead of crinkled.
  const dist = smoothField(insideDistance(inside, gw, gh), inside, gw, gh, 2);
  let dmax = 0;
  for (const d of dist) dmax = Math.max(dmax, d);

  const scope = new ManifoldScope();
  try {
    const outline = smoothOutline(wasm, scope, inside, gw, gh, c, rect);
    const cap = outlineCap(scope, outline, c * 2);
    const dm = Math.max(dmax - 0.5, 1);
    const minHeight = c * 0.25;
    const heightAt = (x: number, y: number): number => {
      const fx = (x - rect.minX) / c - 0.5;
      const fy = (rect.maxY - y) / c - 0.5;
      const e = Math.max(0, sampleGrid(dist, gw, gh, fx, fy) - 0.5);
      const t = Math.min(e, dm);
      const round = Math.sqrt(Math.max(0, dm * dm - (dm - t) * (dm - t))) * opts.inflation;
      const h = Math.min(round, e * RIM_SLOPE) * c;
      return Math.max(minHeight, h);
    };
    return {
      mesh: inflateCap(cap, heightAt),
      rect,
      crop: { x: box.x, y: box.y, width: gw * cellPx, height: gh * cellPx },
    };
  } finally {
    scope.dispose();
  }
}

/** Bounding box of the mask's subject (the whole mask if empty). */
export function maskBounds(mask: Mask): { x: number; y: number; width: number; height: number } {
  let x0 = mask.width;
  let y0 = mask.height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < mask.height; y++) {
    for (let x = 0; x < mask.width; x++) {
      if (!mask.data[y * mask.width + x]) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  if (x1 < 0) return { x: 0, y: 0, width: mask.width, height: mask.height };
  return { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

/**
 * Grid cells at least half covered by the subject (4×4 samples per cell, so pictures
 * smaller than the grid work too); only the largest piece is kept.
 */
function gridInside(
  mask: Mask,
  ox: number,
  oy: number,
  cellPx: number,
  gw: number,
  gh: number,
): Uint8Array {
  const SAMPLES = 4;
  let inside: Uint8Array = new Uint8Array(gw * gh);
  let best = 0;
  let bestShare = -1;
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      let hits = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        const py = Math.floor(oy + (gy + (sy + 0.5) / SAMPLES) * cellPx);
        for (let sx = 0; sx < SAMPLES; sx++) {
          const px = Math.floor(ox + (gx + (sx + 0.5) / SAMPLES) * cellPx);
          if (px < mask.width && py < mask.height && mask.data[py * mask.width + px]) hits++;
        }
      }
      const share = hits / (SAMPLES * SAMPLES);
      inside[gy * gw + gx] = share >= 0.5 ? 1 : 0;
      if (share > bestShare) {
        bestShare = share;
        best = gy * gw + gx;
      }
    }
  }
  inside = largestComponent({ data: inside, width: gw, height: gh }).data;
  if (!inside.some((v) => v === 1)) inside[best] = 1;
  return inside;
}

/** Row runs of inside cells → one polygon set, then rounded (close, open) and simplified. */
function smoothOutline(
  wasm: ManifoldModule,
  scope: ManifoldScope,
  inside: Uint8Array,
  gw: number,
  gh: number,
  c: number,
  rect: Relief['rect'],
): CrossSection {
  const polygons: [number, number][][] = [];
  for (let gy = 0; gy < gh; gy++) {
    const top = rect.maxY - gy * c;
    const bottom = top - c;
    let gx = 0;
    while (gx < gw) {
      if (!inside[gy * gw + gx]) {
        gx++;
        continue;
      }
      const start = gx;
      while (gx < gw && inside[gy * gw + gx]) gx++;
      const left = rect.minX + start * c;
      const right = rect.minX + gx * c;
      polygons.push([
        [left, bottom],
        [right, bottom],
        [right, top],
        [left, top],
      ]);
    }
  }
  const blocky = scope.keep(new wasm.CrossSection(polygons, 'Positive'));
  const r = c * 0.45;
  const rounded = scope.keep(
    scope
      .keep(
        scope
          .keep(scope.keep(blocky.offset(r, 'Round')).offset(-2 * r, 'Round'))
          .offset(r, 'Round'),
      )
      .simplify(c * 0.3),
  );
  const chosen = rounded.area() >= blocky.area() * 0.6 ? rounded : blocky;
  const pieces = chosen.decompose().map((p) => scope.keep(p));
  let best = chosen;
  let bestArea = -1;
  for (const p of pieces) {
    const a = p.area();
    if (a > bestArea) {
      bestArea = a;
      best = p;
    }
  }
  return best;
}

/** `passes` 3×3 box blurs of the field over inside cells (outside cells stay 0). */
function smoothField(
  field: Float32Array,
  inside: Uint8Array,
  w: number,
  h: number,
  passes: number,
): Float32Array {
  let cur = field;
  for (let p = 0; p < passes; p++) {
    const next = new Float32Array(cur.length);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        if (!inside[i]) continue;
        let sum = 0;
        let n = 0;
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const xx = x + dx;
            const yy = y + dy;
            if (xx < 0 || yy < 0 || xx >= w || yy >= h) {
              n++; // past the grid's edge: outside, distance 0
              continue;
            }
            sum += cur[yy * w + xx]!;
            n++;
          }
        }
        // Never below the cell's own half-cell distance, so the rim keeps its bevel.
        next[i] = Math.max(sum / n, Math.min(cur[i]!, 1));
      }
    }
    cur = next;
  }
  return cur;
}

/** Bilinear sample of a grid at fractional cell coordinates (clamped at the edges). */
function sampleGrid(g: Float32Array, w: number, h: number, fx: number, fy: number): number {
  const x = Math.min(w - 1, Math.max(0, fx));
  const y = Math.min(h - 1, Math.max(0, fy));
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(w - 1, x0 + 1);
  const y1 = Math.min(h - 1, y0 + 1);
  const tx = x - x0;
  const ty = y - y0;
  const a = g[y0 * w + x0]!;
  const b = g[y0 * w + x1]!;
  const cc = g[y1 * w + x0]!;
  const d = g[y1 * w + x1]!;
  return (a + (b - a) * tx) * (1 - ty) + (cc + (d - cc) * tx) * ty;
}
