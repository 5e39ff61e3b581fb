/**
 * Art styles: how a part's MaterialSpec becomes glTF factors (draft) or texels (textured).
 *
 * - Draft, realistic and pbr: the part's own colour as baseColorFactor, metallic and
 *   roughness from the spec. Cartoon drafts: the colour saturated, never metallic, matte.
 *   Sculpture drafts are one neutral clay grey. (A draft previews
 *   the shapes and their colours; the `-texture` pass adds the detail.)
 * - realistic: colour, accent pattern, brightness variation and baked cavity shading from
 *   the surface's procedural relief; metallic/roughness factors from the spec.
 * - cartoon: saturated flat colours (a second flat tone only for a pattern the object really
 *   has: stripes, patches), dark outlines along hard edges; not metallic, fairly rough; big
 *   heads and sturdy limbs come from library/cartoon.ts.
 * - sculpture: one monochrome medium for the whole scene (stone or clay), colours ignored.
 * - pbr: realistic colours without baked cavity, plus metallicRoughness and normal maps.
 */
import type { ArtStyle, MaterialSpec, Rgb, Scene, SurfaceKind } from '../scene.ts';
import { clampRgb, linearToSrgb, mixRgb, saturateRgb, scaleRgb, srgbToLinear } from './color.ts';
import type { Noise3 } from './noise.ts';
import { clamp01, hash32, smoothstep } from './noise.ts';
import type { ProjectionSampler } from './projection.ts';
import { projectionSampler } from './projection.ts';
import type { PartFrame, PatternFn, PatternSample } from './surfaces.ts';
import { defaultAccent, patternFor } from './surfaces.ts';

export interface Factors {
  baseColor: [number, number, number, number];
  metallic: number;
  roughness: number;
}

export type SculptureMedium = 'stone' | 'clay';

const CLAY_GREY: Rgb = [0.42, 0.4, 0.38];
const STONE: Rgb = [0.46, 0.45, 0.43];
const CLAY: Rgb = [0.5, 0.3, 0.2];

/** Stone or clay for a sculpture: named by the scene's materials, else by the seed. */
export function sculptureMedium(scene: Scene, seed: number): SculptureMedium {
  const words = scene.interpretation.materials.map((m) => m.toLowerCase());
  if (words.some((w) => /stone|marble|granite|rock|concrete/.test(w))) return 'stone';
  if (words.some((w) => /clay|terracotta|ceramic|pottery/.test(w))) return 'clay';
  return hash32(seed ^ 0x5c0) & 1 ? 'clay' : 'stone';
}

export function draftFactors(material: MaterialSpec, style: ArtStyle): Factors {
  if (style === 'sculpture') return { baseColor: [...CLAY_GREY, 1], metallic: 0, roughness: 0.8 };
  if (style === 'cartoon')
    return {
      baseColor: [...clampRgb(saturateRgb(material.baseColor, 1.4)), 1],
      metallic: 0,
      roughness: 0.85,
    };
  return {
    baseColor: [...clampRgb(material.baseColor), 1],
    metallic: clamp01(material.metallic),
    roughness: clamp01(material.roughness),
  };
}

/** Everything the baker needs to colour one part's texels. */
export interface PartLook {
  factors: Factors;
  pattern: PatternFn;
  base: Rgb;
  accent: Rgb;
  mode: 'detail' | 'flat' | 'mono';
  /** Strength of baked cavity darkening from the relief (0 = none). */
  cavity: number;
  /** Width of cartoon outlines along hard edges, metres (0 = none). */
  rimWidth: number;
  roughness: number;
  metallic: number;
  image: ProjectionSampler | null;
}

export interface LookContext {
  style: ArtStyle;
  noise: Noise3;
  frame: PartFrame;
  /** Cycles per scene size the texture can hold. */
  maxFrequency: number;
  medium: SculptureMedium;
  /** Size of one texel on the surface, metres. */
  texelSize: number;
}

export function partLook(material: MaterialSpec, ctx: LookContext): PartLook {
  const { style } = ctx;
  if (style === 'sculpture') {
    const stone = ctx.medium === 'stone';
    const kind: SurfaceKind = stone ? 'stone' : 'plain';
    const base = stone ? STONE : CLAY;
    return {
      factors: { baseColor: [1, 1, 1, 1], metallic: 0, roughness: stone ? 0.85 : 0.7 },
      pattern: patternFor(kind, ctx.noise, ctx.frame, ctx.maxFrequency),
      base,
      accent: scaleRgb(base, 0.72),
      mode: 'mono',
      cavity: 0.45,
      rimWidth: 0,
      roughness: stone ? 0.85 : 0.7,
      metallic: 0,
      image: null,
    };
  }
  const image = material.imageProjection ? projectionSampler(material.imageProjection) : null;
  const base = clampRgb(material.baseColor);
  const accent = clampRgb(material.accentColor ?? defaultAccent(material.surface, base));
  const pattern = patternFor(material.surface, ctx.noise, ctx.frame, ctx.maxFrequency);
  if (style === 'cartoon') {
    const bright = (c: Rgb): Rgb => clampRgb(scaleRgb(saturateRgb(c, 1.45), 1.08));
    return {
      factors: { baseColor: [1, 1, 1, 1], metallic: 0, roughness: 0.75 },
      pattern,
      base: bright(base),
      // Only a pattern the object really has (stripes, patches) survives as a second flat
      // tone; surface noise (fur, stone, wood grain) would read as blotches, so it goes.
      accent: material.accentColor ? bright(mixRgb(base, accent, 0.75)) : bright(base),
      mode: 'flat',
      cavity: 0,
      rimWidth: Math.max(ctx.frame.sceneSize * 0.008, ctx.texelSize * 1.5),
      roughness: 0.75,
      metallic: 0,
      image,
    };
  }
  const pbr = style === 'pbr';
  return {
    factors: {
      baseColor: [1, 1, 1, 1],
      metallic: pbr ? 1 : clamp01(material.metallic),
      roughness: pbr ? 1 : clamp01(material.roughness),
    },
    pattern,
    base,
    accent,
    mode: 'detail',
    cavity: pbr ? 0.15 : 0.4,
    rimWidth: 0,
    roughness: clamp01(material.roughness),
    metallic: clamp01(material.metallic),
    image,
  };
}

/** Output of `shadeTexel`: linear r, g, b, then roughness, metallic. */
export type TexelOut = Float64Array;

const imageColour = new Float64Array(3);

/**
 * Colours one texel. `rimDistance` is the distance (m) to the nearest hard edge
 * (Infinity if none); (x, y, nz) locate it for a projected image.
 */
export function shadeTexel(
  look: PartLook,
  s: PatternSample,
  rimDistance: number,
  x: number,
  y: number,
  nz: number,
  out: TexelOut,
): void {
  let r: number;
  let g: number;
  let b: number;
  if (look.image) {
    look.image.sample(imageColour, x, y, nz);
    r = imageColour[0]!;
    g = imageColour[1]!;
    b = imageColour[2]!;
    if (look.mode === 'flat') {
      const sat = saturateRgb([r, g, b], 1.3);
      r = posterize(sat[0]);
      g = posterize(sat[1]);
      b = posterize(sat[2]);
    } else {
      const k = 1 + (s.shade - 1) * 0.5;
      r *= k;
      g *= k;
      b *= k;
    }
  } else if (look.mode === 'flat') {
    const t = s.pattern > 0.5 ? 1 : 0;
    r = look.base[0] + (look.accent[0] - look.base[0]) * t;
    g = look.base[1] + (look.accent[1] - look.base[1]) * t;
    b = look.base[2] + (look.accent[2] - look.base[2]) * t;
  } else {
    const t = look.mode === 'mono' ? s.pattern * 0.6 : s.pattern;
    r = (look.base[0] + (look.accent[0] - look.base[0]) * t) * s.shade;
    g = (look.base[1] + (look.accent[1] - look.base[1]) * t) * s.shade;
    b = (look.base[2] + (look.accent[2] - look.base[2]) * t) * s.shade;
  }
  if (look.cavity > 0) {
    const k = 1 - look.cavity * (1 - clamp01(s.height * 1.6));
    r *= k;
    g *= k;
    b *= k;
  }
  if (look.rimWidth > 0 && rimDistance < look.rimWidth) {
    const k = 0.35 + 0.65 * smoothstep(look.rimWidth * 0.55, look.rimWidth, rimDistance);
    r *= k;
    g *= k;
    b *= k;
  }
  out[0] = r;
  out[1] = g;
  out[2] = b;
  out[3] = clamp01(look.roughness + s.rough);
  out[4] = clamp01(look.metallic * s.metal);
}

/** Five flat levels per channel (0, ¼, ½, ¾, 1), in sRGB steps. */
function posterize(c: number): number {
  return srgbToLinear(Math.round(linearToSrgb(c) * 4) / 4);
}
