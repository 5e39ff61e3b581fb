/** Colour helpers: scene colours are linear RGB 0..1; textures are stored sRGB-encoded. */
import type { Rgb } from '../scene.ts';

export function linearToSrgb(c: number): number {
  if (c <= 0) return 0;
  if (c >= 1) return 1;
  return c <= 0.0031308 ? c * 12.92 : 1.055 * Math.pow(c, 1 / 2.4) - 0.055;
}

export function srgbToLinear(c: number): number {
  if (c <= 0) return 0;
  if (c >= 1) return 1;
  return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
}

const ENCODE_STEPS = 4096;
const ENCODE = new Uint8Array(ENCODE_STEPS + 1);
for (let i = 0; i <= ENCODE_STEPS; i++) {
  ENCODE[i] = Math.round(linearToSrgb(i / ENCODE_STEPS) * 255);
}

/** Linear 0..1 → sRGB byte (table lookup). */
export function encodeSrgbByte(c: number): number {
  if (!(c > 0)) return 0;
  if (c >= 1) return 255;
  return ENCODE[Math.round(c * ENCODE_STEPS)]!;
}

const DECODE = new Float32Array(256);
for (let i = 0; i < 256; i++) DECODE[i] = srgbToLinear(i / 255);

/** sRGB byte → linear 0..1. */
export function decodeSrgbByte(b: number): number {
  return DECODE[b & 255]!;
}

export function luminance(c: Rgb): number {
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}

export function mixRgb(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export function scaleRgb(c: Rgb, k: number): Rgb {
  return [c[0] * k, c[1] * k, c[2] * k];
}

/** Pushes a colour away from its grey (k > 1 saturates), clamped to 0..1. */
export function saturateRgb(c: Rgb, k: number): Rgb {
  const l = luminance(c);
  return [
    Math.min(1, Math.max(0, l + (c[0] - l) * k)),
    Math.min(1, Math.max(0, l + (c[1] - l) * k)),
    Math.min(1, Math.max(0, l + (c[2] - l) * k)),
  ];
}

export function clampRgb(c: Rgb): Rgb {
  return [
    Math.min(1, Math.max(0, c[0])),
    Math.min(1, Math.max(0, c[1])),
    Math.min(1, Math.max(0, c[2])),
  ];
}
