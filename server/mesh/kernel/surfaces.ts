/**
 * Procedural detail per SurfaceKind, evaluated at a 3D point (solid texturing, so UV seams
 * never show). A pattern answers five numbers; the art style turns them into texels:
 * - pattern: 0 = base colour, 1 = accent colour (rings, veins, furrows, speckles);
 * - shade: brightness multiplier around 1;
 * - height: 0..1 relief, for normal maps and cavity shading;
 * - rough: roughness offset; metal: multiplier on the material's metallic.
 *
 * Coordinates are divided by the scene's size, so a 10 cm mug and a 5 m house show
 * features of the same count; `maxFrequency` (cycles per scene size the texture can hold)
 * caps the finest octaves.
 */
import type { Rgb, SurfaceKind } from '../scene.ts';
import { mixRgb, scaleRgb } from './color.ts';
import type { Noise3 } from './noise.ts';
import { clamp01, smoothstep } from './noise.ts';

export interface PatternSample {
  pattern: number;
  shade: number;
  height: number;
  rough: number;
  metal: number;
}

export function emptySample(): PatternSample {
  return { pattern: 0, shade: 1, height: 0.5, rough: 0, metal: 1 };
}

/** Where a part sits and how it is oriented, for grain, veins and brushing directions. */
export interface PartFrame {
  center: [number, number, number];
  /** Axis of the part's longest extent (grain, brushing, leaf midrib). */
  axis: 0 | 1 | 2;
  /** Axis of its second-longest extent (across a leaf). */
  across: 0 | 1 | 2;
  /** Longest extent of the part, metres. */
  size: number;
  /** Longest extent of the whole scene, metres. */
  sceneSize: number;
}

/** Writes the sample for point (x, y, z) with unit normal (nx, ny, nz) into `out`. */
export type PatternFn = (
  out: PatternSample,
  x: number,
  y: number,
  z: number,
  nx: number,
  ny: number,
  nz: number,
) => void;

/** The accent a surface uses when the material names none. */
export function defaultAccent(kind: SurfaceKind, base: Rgb): Rgb {
  switch (kind) {
    case 'wood':
      return scaleRgb(base, 0.5);
    case 'bark':
      return scaleRgb(base, 0.35);
    case 'stone':
      return scaleRgb(base, 0.62);
    case 'metal':
      return mixRgb(scaleRgb(base, 0.7), [0.25, 0.22, 0.18], 0.3);
    case 'gold':
      return mixRgb(scaleRgb(base, 0.6), [0.3, 0.15, 0.02], 0.3);
    case 'fabric':
      return scaleRgb(base, 0.62);
    case 'leaf':
      return mixRgb(base, [0.75, 0.85, 0.3], 0.5);
    case 'fur':
    case 'stripes':
    case 'spots':
    case 'patches':
      return scaleRgb(base, 0.5);
    case 'skin':
      return mixRgb(base, [0.55, 0.18, 0.15], 0.35);
    case 'ice':
    case 'glass':
      return mixRgb(base, [1, 1, 1], 0.6);
    case 'paper':
      return scaleRgb(base, 0.88);
    default:
      return scaleRgb(base, 0.82);
  }
}

/** Octaves of a fractal starting at `freq` that stay below `max` cycles. */
function octaves(freq: number, max: number, cap: number): number {
  return Math.max(1, Math.min(cap, Math.floor(Math.log2(Math.max(1, max / freq))) + 1));
}

export function patternFor(
  kind: SurfaceKind,
  noise: Noise3,
  frame: PartFrame,
  maxFrequency: number,
): PatternFn {
  const inv = 1 / Math.max(frame.sceneSize, 1e-6);
  const [cx, cy, cz] = frame.center;
  const axis = frame.axis;
  const across = frame.across;
  const partInv = 1 / Math.max(frame.size, 1e-6);
  const fine = (f: number) => Math.min(f, maxFrequency * 0.5);
  /** Coordinates relative to the part centre in scene units: along the axis, then the rest. */
  const split = (x: number, y: number, z: number, out: Float64Array) => {
    const q0 = (x - cx) * inv;
    const q1 = (y - cy) * inv;
    const q2 = (z - cz) * inv;
    if (axis === 0) {
      out[0] = q0;
      out[1] = q1;
      out[2] = q2;
    } else if (axis === 1) {
      out[0] = q1;
      out[1] = q0;
      out[2] = q2;
    } else {
      out[0] = q2;
      out[1] = q0;
      out[2] = q1;
    }
  };
  const s = new Float64Array(3);
  const n = noise;

  switch (kind) {
    case 'wood': {
      const fibre = fine(140);
      const oct = octaves(3, maxFrequency, 3);
      return (o, x, y, z) => {
        split(x, y, z, s);
        const r = Math.hypot(s[1]!, s[2]!);
        const warp = n.fbm(s[0]! * 1.5, s[1]! * 3, s[2]! * 3, oct);
        const rings = r * 26 + warp * 2.2;
        const ring = rings - Math.floor(rings);
        const late = smoothstep(0.5, 0.82, ring) * (1 - smoothstep(0.9, 1, ring));
        const fib = n.noise(s[0]! * 5, s[1]! * fibre, s[2]! * fibre);
        o.pattern = clamp01(0.72 * late + 0.28 * (0.5 + 0.5 * fib));
        o.shade = 1 + 0.08 * n.noise(s[0]! * 4 + 9, s[1]! * 6, s[2]! * 6);
        o.height = 0.6 - 0.3 * late + 0.1 * fib;
        o.rough = 0.06 * late;
        o.metal = 1;
      };
    }
    case 'bark': {
      const f = fine(16);
      const oct = octaves(20, maxFrequency, 2);
      return (o, x, y, z) => {
        split(x, y, z, s);
        const v =
          n.noise(s[0]! * 2.5, s[1]! * f, s[2]! * f) +
          0.5 * n.noise(s[0]! * 5 + 3, s[1]! * f * 2, s[2]! * f * 2);
        const furrow = 1 - smoothstep(0.02, 0.22, Math.abs(v));
        const grain = 0.5 + 0.5 * n.fbm(s[0]! * 20, s[1]! * 20, s[2]! * 20, oct);
        o.pattern = clamp01(furrow * 0.9 + 0.15 * grain);
        o.shade = 0.9 + 0.2 * grain;
        o.height = 1 - 0.85 * furrow;
        o.rough = 0.1;
        o.metal = 1;
      };
    }
    case 'stone': {
      const oct = octaves(5, maxFrequency, 5);
      const speckF = fine(90);
      return (o, x, y, z) => {
        const qx = x * inv;
        const qy = y * inv;
        const qz = z * inv;
        // Grain first: fine speckles over a soft, low-contrast cloud. Broad dark blotches and
        // frequent crack lines read as dirt and stains on a statue, so cracks are rare and thin.
        const v = n.fbm(qx * 5, qy * 5, qz * 5, oct);
        const speck = smoothstep(0.5, 0.72, n.noise(qx * speckF, qy * speckF, qz * speckF));
        // Ridged noise draws a line along every zero crossing; a broad mask keeps the lines to
        // a few patches so they read as cracks, not as contour lines over the whole stone.
        const crackMask = smoothstep(0.35, 0.6, n.noise(qx * 1.7 + 3, qy * 1.7, qz * 1.7));
        const crack =
          crackMask > 0
            ? crackMask * smoothstep(0.975, 0.995, n.ridge(qx * 3 + 7, qy * 3, qz * 3))
            : 0;
        o.pattern = Math.max(clamp01(0.28 * smoothstep(-0.4, 0.6, v) + 0.4 * speck), 0.55 * crack);
        o.shade = 0.95 + 0.1 * (0.5 + 0.5 * n.noise(qx * 11, qy * 11, qz * 11));
        o.height = 0.55 + 0.2 * v - 0.35 * crack - 0.12 * speck;
        o.rough = 0.08;
        o.metal = 1;
      };
    }
    case 'metal':
    case 'gold': {
      const across1 = fine(220);
      const across2 = fine(60);
      const oct = octaves(6, maxFrequency, 3);
      const wearAmount = kind === 'gold' ? 0.18 : 0.35;
      return (o, x, y, z) => {
        split(x, y, z, s);
        const streak =
          0.6 * n.noise(s[0]! * 4, s[1]! * across1, s[2]! * across1) +
          0.4 * n.noise(s[0]! * 2 + 5, s[1]! * across2, s[2]! * across2);
        const wear = smoothstep(0.15, 0.7, n.fbm(s[0]! * 6, s[1]! * 6, s[2]! * 6, oct));
        o.pattern = wear * wearAmount;
        o.shade = 1 + 0.08 * streak;
        o.height = 0.5 + 0.12 * streak;
        o.rough = 0.07 * streak + 0.12 * wear;
        o.metal = 1 - 0.35 * wear;
      };
    }
    case 'fabric': {
      const f = Math.max(24, Math.min(120, maxFrequency * 0.4));
      const fuzzF = fine(200);
      return (o, x, y, z, nx, ny, nz) => {
        const qx = x * inv * f;
        const qy = y * inv * f;
        const qz = z * inv * f;
        let wx = nx * nx;
        let wy = ny * ny;
        let wz = nz * nz;
        wx *= wx;
        wy *= wy;
        wz *= wz;
        const sum = wx + wy + wz || 1;
        const thread = (wx * weave(qy, qz) + wy * weave(qx, qz) + wz * weave(qx, qy)) / sum;
        const fuzz = n.noise(x * inv * fuzzF, y * inv * fuzzF, z * inv * fuzzF);
        // Real threads are far finer than a texel; the weave is a faint texture, not a
        // basket pattern (at full contrast a sofa's cushions read as brickwork).
        o.pattern = clamp01((1 - thread) * 0.22 + 0.08 * fuzz);
        o.shade = 0.95 + 0.07 * thread + 0.03 * fuzz;
        o.height = 0.5 + 0.12 * (thread - 0.5);
        o.rough = 0.12;
        o.metal = 1;
      };
    }
    case 'leaf': {
      const oct = octaves(8, maxFrequency, 3);
      return (o, x, y, z) => {
        const along = (pick(x, y, z, axis) - frame.center[axis]) * partInv;
        const side = Math.abs((pick(x, y, z, across) - frame.center[across]) * partInv);
        const midrib = 1 - smoothstep(0.006, 0.018, side);
        const phase = (along - side * 0.9) * 14;
        const dv = Math.abs(phase - Math.round(phase));
        const vein = (1 - smoothstep(0.03, 0.09, dv)) * smoothstep(0.02, 0.05, side);
        const mottle = n.fbm(x * inv * 8, y * inv * 8, z * inv * 8, oct);
        o.pattern = Math.max(midrib, vein * 0.8);
        o.shade = 1 + 0.1 * mottle;
        o.height = 0.45 + 0.45 * o.pattern;
        o.rough = 0;
        o.metal = 1;
      };
    }
    case 'fur':
    case 'stripes':
    case 'spots':
    case 'patches': {
      const f1 = fine(150);
      const f2 = fine(300);
      const warpOct = octaves(3, maxFrequency, 2);
      return (o, x, y, z) => {
        const qx = x * inv;
        const qy = y * inv;
        const qz = z * inv;
        const clumps = n.fbm(qx * 8, qy * 8, qz * 8, 2);
        const strand =
          0.5 +
          0.5 *
            (0.65 * n.noise(qx * f1, qy * 12, qz * f1) +
              0.35 * n.noise(qx * f2 + 3, qy * 24, qz * f2));
        // Strands carry the colour change; clumps only shade a little (large darker clumps
        // read as dirt on a white or pale coat).
        let coat = 0;
        if (kind === 'stripes') {
          // Bands across the part's long axis (rings on legs, hoops round the body), wavy.
          split(x, y, z, s);
          const t = s[0]! * 16 + 0.45 * n.fbm(qx * 3, qy * 3, qz * 3, warpOct);
          coat = 1 - smoothstep(0.17, 0.23, Math.abs(t - Math.floor(t) - 0.5));
        } else if (kind === 'spots') {
          coat = smoothstep(0.02, 0.1, n.noise(qx * 20 + 5, qy * 20, qz * 20));
        } else if (kind === 'patches') {
          coat = smoothstep(0.12, 0.2, n.noise(qx * 7 + 5, qy * 7, qz * 7));
        }
        const hair = 0.26 * (1 - strand) + 0.1 * (0.5 + 0.5 * clumps);
        o.pattern = clamp01(coat + (1 - coat) * hair);
        o.shade = 0.86 + 0.22 * strand + 0.04 * clumps;
        o.height = strand;
        o.rough = 0.1;
        o.metal = 1;
      };
    }
    case 'skin': {
      const poreF = fine(160);
      const oct = octaves(6, maxFrequency, 3);
      return (o, x, y, z) => {
        const qx = x * inv;
        const qy = y * inv;
        const qz = z * inv;
        const mottle = n.fbm(qx * 6, qy * 6, qz * 6, oct);
        const pore = smoothstep(0.5, 0.75, n.noise(qx * poreF, qy * poreF, qz * poreF));
        o.pattern = clamp01(0.35 * (0.5 + 0.5 * mottle) + 0.3 * pore);
        o.shade = 1 + 0.04 * mottle;
        o.height = 0.55 - 0.3 * pore + 0.1 * mottle;
        o.rough = 0.05 * pore;
        o.metal = 1;
      };
    }
    case 'ice': {
      const oct = octaves(4, maxFrequency, 3);
      return (o, x, y, z) => {
        const qx = x * inv;
        const qy = y * inv;
        const qz = z * inv;
        const cloud = n.fbm(qx * 4, qy * 4, qz * 4, oct);
        const crack = smoothstep(0.94, 0.99, n.ridge(qx * 6 + 2, qy * 6, qz * 6));
        o.pattern = clamp01(0.4 * (0.5 + 0.5 * cloud) + 0.8 * crack);
        o.shade = 1;
        o.height = 0.5 - 0.4 * crack;
        o.rough = 0.2 * crack - 0.03;
        o.metal = 1;
      };
    }
    case 'ceramic': {
      const speckF = fine(110);
      return (o, x, y, z) => {
        const qx = x * inv;
        const qy = y * inv;
        const qz = z * inv;
        const speck = smoothstep(0.6, 0.72, n.noise(qx * speckF, qy * speckF, qz * speckF));
        const glaze = n.noise(qx * 3, qy * 3, qz * 3);
        o.pattern = clamp01(speck * 0.8 + 0.1 * (0.5 + 0.5 * glaze));
        o.shade = 1 + 0.03 * glaze;
        o.height = 0.5 - 0.1 * speck;
        o.rough = 0;
        o.metal = 1;
      };
    }
    case 'paper': {
      const f = fine(200);
      return (o, x, y, z) => {
        const qx = x * inv;
        const qy = y * inv;
        const qz = z * inv;
        const fibres = n.noise(qx * f, qy * 20, qz * 60) + n.noise(qx * 20 + 4, qy * f, qz * 60);
        o.pattern = 0.12 * (0.5 + 0.5 * n.noise(qx * 3, qy * 3, qz * 3));
        o.shade = 1 + 0.035 * fibres;
        o.height = 0.5 + 0.15 * fibres;
        o.rough = 0;
        o.metal = 1;
      };
    }
    case 'rubber': {
      const f = fine(120);
      return (o, x, y, z) => {
        const qx = x * inv;
        const qy = y * inv;
        const qz = z * inv;
        const grain = n.noise(qx * f, qy * f, qz * f);
        o.pattern = 0.15 * (0.5 + 0.5 * n.noise(qx * 4, qy * 4, qz * 4));
        o.shade = 1 + 0.05 * grain;
        o.height = 0.5 + 0.2 * grain;
        o.rough = 0.05;
        o.metal = 1;
      };
    }
    case 'glass':
    case 'plastic': {
      const tiny = kind === 'glass' ? 0.02 : 0.025;
      return (o, x, y, z) => {
        const qx = x * inv;
        const qy = y * inv;
        const qz = z * inv;
        const v = n.noise(qx * 3, qy * 3, qz * 3);
        o.pattern = kind === 'glass' ? 0.15 * (0.5 + 0.5 * v) : 0;
        o.shade = 1 + tiny * v;
        o.height = 0.5 + 0.05 * v;
        o.rough = 0;
        o.metal = 1;
      };
    }
    default: {
      const oct = octaves(4, maxFrequency, 3);
      return (o, x, y, z) => {
        const v = n.fbm(x * inv * 4, y * inv * 4, z * inv * 4, oct);
        o.pattern = 0.25 * (0.5 + 0.5 * v);
        o.shade = 1 + 0.05 * v;
        o.height = 0.5 + 0.25 * v;
        o.rough = 0;
        o.metal = 1;
      };
    }
  }
}

/** Plain weave: the thread on top alternates per cell; answers its height 0..1. */
function weave(u: number, v: number): number {
  const cu = Math.floor(u);
  const cv = Math.floor(v);
  const fu = u - cu;
  const fv = v - cv;
  return (cu + cv) & 1 ? Math.sin(Math.PI * fv) : Math.sin(Math.PI * fu);
}

function pick(x: number, y: number, z: number, axis: 0 | 1 | 2): number {
  return axis === 0 ? x : axis === 1 ? y : z;
}
