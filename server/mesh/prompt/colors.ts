/**
 * Colour words: named colours (sRGB hex, as people picture them), shade modifiers
 * ("dark green", "light blue", "pale pink") and their conversion to linear RGB.
 */
import type { Rgb } from '../scene.ts';

/** Base colour names → sRGB 0xRRGGBB. */
const BASE: Record<string, number> = {
  red: 0xc62828,
  crimson: 0xb0102e,
  scarlet: 0xe0301e,
  maroon: 0x7a1620,
  burgundy: 0x800020,
  ruby: 0xa8102c,
  pink: 0xf48fb1,
  magenta: 0xd81b90,
  fuchsia: 0xe0359c,
  rose: 0xe8718d,
  salmon: 0xf28b71,
  coral: 0xff7656,
  peach: 0xffbe98,
  orange: 0xf57c00,
  amber: 0xffb300,
  yellow: 0xfdd835,
  lemon: 0xfff44f,
  mustard: 0xd4a017,
  ochre: 0xcc7722,
  gold: 0xd4af37,
  cream: 0xf3e9c6,
  ivory: 0xfffbea,
  beige: 0xd9c8a3,
  tan: 0xc19a6b,
  khaki: 0xbdb076,
  sand: 0xd8c38f,
  brown: 0x7b4a24,
  chocolate: 0x5a3018,
  rust: 0xa0421a,
  copper: 0xb8703c,
  bronze: 0x9c6b30,
  green: 0x2e9e44,
  lime: 0x8bd12f,
  olive: 0x6b7a1f,
  emerald: 0x1f9d6a,
  jade: 0x3fa77a,
  mint: 0x98e2c0,
  teal: 0x138a8a,
  turquoise: 0x33c8c0,
  cyan: 0x22c6e0,
  aqua: 0x3fd8e0,
  blue: 0x1e5fd0,
  azure: 0x3a8ee8,
  cobalt: 0x1f4fb0,
  sapphire: 0x1a3fa0,
  navy: 0x1a2a5c,
  indigo: 0x3f2a9c,
  violet: 0x8a4fd0,
  purple: 0x7b2fa0,
  lavender: 0xb9a3e3,
  lilac: 0xc8a2c8,
  plum: 0x7d3c6b,
  white: 0xf2f2f2,
  silver: 0xc0c0c8,
  gray: 0x808080,
  charcoal: 0x36393d,
  black: 0x161616,
};

/** Two-word colour names that mean something of their own. */
const COMPOUND: Record<string, number> = {
  'navy blue': 0x1a2a5c,
  'sky blue': 0x87c7ee,
  'baby blue': 0xa7cdf0,
  'royal blue': 0x2a4fd0,
  'midnight blue': 0x14203f,
  'ice blue': 0xbfe6f5,
  'forest green': 0x1f5e2a,
  'lime green': 0x7cd42a,
  'olive green': 0x6b7a1f,
  'sea green': 0x2e8b57,
  'mint green': 0x98e2c0,
  'hot pink': 0xff4fa0,
  'blood red': 0x8a0303,
  'wine red': 0x722f37,
  'cherry red': 0xc2182f,
  'brick red': 0xa33a2a,
  'jet black': 0x0c0c0c,
  'snow white': 0xfafafa,
  'off white': 0xece8dc,
  'lemon yellow': 0xfff44f,
  'golden yellow': 0xffc21a,
  'burnt orange': 0xcc5500,
};

const ALIASES: Record<string, string> = {
  grey: 'gray',
  reddish: 'red',
  pinkish: 'pink',
  orangey: 'orange',
  orangish: 'orange',
  yellowish: 'yellow',
  greenish: 'green',
  bluish: 'blue',
  blueish: 'blue',
  purplish: 'purple',
  brownish: 'brown',
  grayish: 'gray',
  greyish: 'gray',
  blackish: 'black',
  whitish: 'white',
  golden: 'gold',
  silvery: 'silver',
};

/** Shade words that may precede a colour. */
const MODIFIERS = ['dark', 'light', 'pale', 'bright', 'deep', 'pastel', 'neon', 'dull', 'muted'];

/** Every colour name an interpretation may carry (without a shade word). */
export const COLOR_NAMES: readonly string[] = [...Object.keys(BASE), ...Object.keys(COMPOUND)];

/** The shade words ("dark", "light", ...). */
export const COLOR_MODIFIERS: readonly string[] = MODIFIERS;

/** Canonical name of a single colour word, or null. */
export function baseColorName(word: string): string | null {
  const name = ALIASES[word] ?? word;
  return name in BASE ? name : null;
}

export function isColorModifier(word: string): boolean {
  return MODIFIERS.includes(word);
}

/** The two-word colour names ("navy blue", ...). */
export function isCompoundColor(phrase: string): boolean {
  return phrase in COMPOUND;
}

/**
 * Linear RGB for a canonical colour name: "red", "dark green", "sky blue",
 * "light sky blue". Unknown names give null.
 */
export function colorRgb(name: string): Rgb | null {
  const words = name.trim().split(/\s+/);
  let modifier: string | null = null;
  if (words.length > 1 && isColorModifier(words[0]!)) modifier = words.shift()!;
  const rest = words.join(' ');
  const hex = COMPOUND[rest] ?? BASE[baseColorName(rest) ?? ''];
  if (hex === undefined) return null;
  let rgb: Rgb = [((hex >> 16) & 255) / 255, ((hex >> 8) & 255) / 255, (hex & 255) / 255];
  if (modifier) rgb = shade(rgb, modifier);
  return srgbToLinear(rgb);
}

/** Applies a shade modifier in sRGB space. */
function shade(c: Rgb, modifier: string): Rgb {
  const mix = (t: Rgb, k: number): Rgb => [
    c[0] + (t[0] - c[0]) * k,
    c[1] + (t[1] - c[1]) * k,
    c[2] + (t[2] - c[2]) * k,
  ];
  const grey = (c[0] + c[1] + c[2]) / 3;
  switch (modifier) {
    case 'dark':
      return [c[0] * 0.5, c[1] * 0.5, c[2] * 0.5];
    case 'deep':
      return saturate([c[0] * 0.72, c[1] * 0.72, c[2] * 0.72], 1.2);
    case 'light':
      return mix([1, 1, 1], 0.45);
    case 'pale':
      return mix([1, 1, 1], 0.6);
    case 'pastel':
      return mix([1, 1, 1], 0.5);
    case 'bright':
      return brighten(saturate(c, 1.25));
    case 'neon':
      return brighten(saturate(c, 2));
    case 'dull':
    case 'muted':
      return mix([grey, grey, grey], 0.45);
    default:
      return c;
  }
}

function saturate(c: Rgb, k: number): Rgb {
  const grey = (c[0] + c[1] + c[2]) / 3;
  return c.map((v) => clamp01(grey + (v - grey) * k)) as Rgb;
}

function brighten(c: Rgb): Rgb {
  const top = Math.max(c[0], c[1], c[2], 1e-6);
  const k = Math.min(1 / top, 1.4);
  return c.map((v) => clamp01(v * k)) as Rgb;
}

function clamp01(v: number): number {
  return Math.min(1, Math.max(0, v));
}

export function srgbToLinear(c: Rgb): Rgb {
  return c.map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as Rgb;
}

/** Linear RGB from an sRGB hex number (for default palettes). */
export function hexRgb(hex: number): Rgb {
  return srgbToLinear([((hex >> 16) & 255) / 255, ((hex >> 8) & 255) / 255, (hex & 255) / 255]);
}
