/**
 * Image-to-3D: a decoded picture → a one-part `Scene` (a closed relief of the subject) whose
 * material projects the picture onto its front (and a blurred copy onto its back). The
 * kernel's `buildGlb` does the rest.
 */
import type { Detail, MaterialSpec, Rgb, Scene, SurfaceKind } from '../scene.ts';
import { srgbToLinear } from '../kernel/color.ts';
import { getManifold } from '../kernel/manifold.ts';
import { dominantColors } from './dominant-colors.ts';
import { reliefFromMask } from './relief.ts';
import type { Mask, RgbaImage } from './segment.ts';
import { subjectMask } from './segment.ts';

export interface ImageToSceneOptions {
  detail: Detail;
  seed: number;
  /** Free text beside the picture; a material word in it sets the surface. */
  prompt?: string;
}

/** Longest side the picture is analysed at (and projected from). */
export const ANALYSIS_SIDE = 512;
/** Longest side of the relief, metres. */
export const RELIEF_SIZE = 1;
/**
 * Half-thickness over the inscribed radius: a flat-coloured cut-out (an icon, a drawing) is a
 * flattened ball; a picture shaded smoothly across its subject (a photo of a ball, a mug) is
 * round. Between the two by how much of the subject is smoothly shaded (see `shadedShare`).
 */
const FLAT_INFLATION = 0.55;
const ROUND_INFLATION = 1;

export async function imageToScene(image: RgbaImage, opts: ImageToSceneOptions): Promise<Scene> {
  const small = await downscale(image, ANALYSIS_SIDE);
  const mask = subjectMask(small);
  const wasm = await getManifold();
  const relief = reliefFromMask(wasm, mask, {
    gridCells: gridCellsFor(opts.detail),
    size: RELIEF_SIZE,
    inflation: inflationFor(shadedShare(small, mask)),
  });
  const colours = dominantColors(small, mask);
  const named = surfaceFromPrompt(opts.prompt ?? '');
  const surface = named ?? 'plain';
  const defaults = SURFACE_DEFAULTS[surface] ?? { metallic: 0, roughness: 0.7 };
  const toLinear = (c: [number, number, number]): Rgb => [
    srgbToLinear(c[0] / 255),
    srgbToLinear(c[1] / 255),
    srgbToLinear(c[2] / 255),
  ];
  const baseColor: Rgb = colours[0] ? toLinear(colours[0].rgb) : [0.5, 0.5, 0.5];
  const accent = colours[1] ? toLinear(colours[1].rgb) : undefined;
  const material: MaterialSpec = {
    name: 'picture',
    baseColor,
    surface,
    metallic: defaults.metallic,
    roughness: defaults.roughness,
    imageProjection: {
      ...projectionPixels(small, mask, relief.crop),
      rect: relief.rect,
    },
  };
  if (accent) material.accentColor = accent;
  return {
    parts: [{ name: 'relief', mesh: relief.mesh, material }],
    interpretation: {
      kind: 'relief',
      noun: null,
      colors: [...new Set(colours.map((c) => c.name))],
      materials: named ? [surface] : [],
      size: 'medium',
      count: 1,
      parts: [],
      seed: opts.seed,
      match: 'exact',
    },
  };
}

export function inflationFor(shaded: number): number {
  const t = Math.max(0, Math.min(1, (shaded - 0.25) / 0.45));
  return FLAT_INFLATION + (ROUND_INFLATION - FLAT_INFLATION) * t;
}

/**
 * Share of the subject's inner pixels whose brightness changes gently from neighbour to
 * neighbour: shading across a curved surface. Flat fills change by nothing, edges and
 * texture by a lot; neither counts.
 */
export function shadedShare(img: RgbaImage, mask: Mask): number {
  const { width: w, height: h, rgba } = img;
  const lum = (i: number) =>
    0.2126 * rgba[i * 4]! + 0.7152 * rgba[i * 4 + 1]! + 0.0722 * rgba[i * 4 + 2]!;
  const scale = 512 / Math.max(w, h); // the thresholds are per pixel at 512 px
  let inner = 0;
  let shaded = 0;
  for (let y = 2; y < h - 2; y++) {
    for (let x = 2; x < w - 2; x++) {
      const i = y * w + x;
      if (!mask.data[i] || !mask.data[i - 2] || !mask.data[i + 2]) continue;
      if (!mask.data[i - 2 * w] || !mask.data[i + 2 * w]) continue;
      inner++;
      const gx = (lum(i + 2) - lum(i - 2)) / 4;
      const gy = (lum(i + 2 * w) - lum(i - 2 * w)) / 4;
      const g = Math.hypot(gx, gy) * scale;
      if (g > 0.15 && g < 6) shaded++;
    }
  }
  return inner === 0 ? 0 : shaded / inner;
}

/** Plain names of the subject's main colours, most common first ("red", "white"). */
export async function pictureColorNames(image: RgbaImage): Promise<string[]> {
  const small = await downscale(image, ANALYSIS_SIDE);
  return [...new Set(dominantColors(small, subjectMask(small)).map((c) => c.name))];
}

/** Grid resolution of the silhouette per family: twice its circle segments, 32..160. */
export function gridCellsFor(detail: Detail): number {
  return Math.max(32, Math.min(160, Math.round(detail.circleSegments * 2)));
}

async function downscale(img: RgbaImage, side: number): Promise<RgbaImage> {
  if (Math.max(img.width, img.height) <= side) return img;
  // Loaded on first use (as for every sharp user in the 3D worker): drafts never need it.
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(img.rgba, {
    raw: { width: img.width, height: img.height, channels: 4 },
  })
    .resize({ width: side, height: side, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    rgba: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}

/**
 * The crop of the picture the relief covers, alpha = subject (shrunk by one pixel so that
 * edge pixels blended with the background are replaced by the subject's own colours).
 */
function projectionPixels(
  img: RgbaImage,
  mask: Mask,
  crop: { x: number; y: number; width: number; height: number },
): { rgba: Uint8Array; width: number; height: number } {
  const w = Math.max(1, Math.round(crop.width));
  const h = Math.max(1, Math.round(crop.height));
  const rgba = new Uint8Array(w * h * 4);
  const inner = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const xx = x + dx;
        const yy = y + dy;
        if (xx < 0 || yy < 0 || xx >= mask.width || yy >= mask.height) return false;
        if (!mask.data[yy * mask.width + xx]) return false;
      }
    }
    return true;
  };
  for (let j = 0; j < h; j++) {
    const sy = Math.floor(crop.y + ((j + 0.5) * crop.height) / h);
    for (let i = 0; i < w; i++) {
      const sx = Math.floor(crop.x + ((i + 0.5) * crop.width) / w);
      if (sx < 0 || sy < 0 || sx >= img.width || sy >= img.height) continue;
      const s = (sy * img.width + sx) * 4;
      const d = (j * w + i) * 4;
      rgba[d] = img.rgba[s]!;
      rgba[d + 1] = img.rgba[s + 1]!;
      rgba[d + 2] = img.rgba[s + 2]!;
      rgba[d + 3] = inner(sx, sy) ? 255 : 0;
    }
  }
  return { rgba, width: w, height: h };
}

const SURFACE_DEFAULTS: Partial<Record<SurfaceKind, { metallic: number; roughness: number }>> = {
  metal: { metallic: 1, roughness: 0.35 },
  gold: { metallic: 1, roughness: 0.3 },
  glass: { metallic: 0, roughness: 0.05 },
  ice: { metallic: 0, roughness: 0.15 },
  plastic: { metallic: 0, roughness: 0.4 },
  ceramic: { metallic: 0, roughness: 0.25 },
  rubber: { metallic: 0, roughness: 0.9 },
};

const SURFACE_WORDS: [RegExp, SurfaceKind][] = [
  [/\b(gold|golden)\b/i, 'gold'],
  [
    /\b(metal|metallic|steel|iron|silver|bronze|copper|chrome|brass|aluminium|aluminum)\b/i,
    'metal',
  ],
  [/\b(wood|wooden|oak|pine|walnut|timber)\b/i, 'wood'],
  [/\b(bark)\b/i, 'bark'],
  [/\b(stone|marble|granite|rock|rocky|concrete)\b/i, 'stone'],
  [/\b(fabric|cloth|cotton|wool|woolen|woollen|knit|knitted|linen|felt|plush)\b/i, 'fabric'],
  [/\b(plastic|vinyl)\b/i, 'plastic'],
  [/\b(glass)\b/i, 'glass'],
  [/\b(ceramic|porcelain|clay|terracotta)\b/i, 'ceramic'],
  [/\b(fur|furry|fluffy|hairy)\b/i, 'fur'],
  [/\b(leaf|leaves|leafy)\b/i, 'leaf'],
  [/\b(skin)\b/i, 'skin'],
  [/\b(rubber)\b/i, 'rubber'],
  [/\b(paper|cardboard)\b/i, 'paper'],
  [/\b(ice|icy|frozen)\b/i, 'ice'],
];

/** A material named in the prompt (gold before metal before wood ...), if any. */
export function surfaceFromPrompt(prompt: string): SurfaceKind | null {
  for (const [re, kind] of SURFACE_WORDS) if (re.test(prompt)) return kind;
  return null;
}
