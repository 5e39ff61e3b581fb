/** Seeded pseudo-randomness and 3D gradient noise for procedural textures. */

/** A 32-bit integer hash of a number (seeds, labels). */
export function hash32(value: number): number {
  let h = Math.imul((value | 0) ^ 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Hash of a string mixed with a seed (e.g. a part name). */
export function hashString(text: string, seed = 0): number {
  let h = hash32(seed);
  for (let i = 0; i < text.length; i++) h = hash32(h ^ text.charCodeAt(i));
  return h;
}

/** mulberry32: a small deterministic generator of floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 12 edge directions of a cube: the classic gradient set. */
const GRADIENTS = new Float64Array([
  1, 1, 0, -1, 1, 0, 1, -1, 0, -1, -1, 0, 1, 0, 1, -1, 0, 1, 1, 0, -1, -1, 0, -1, 0, 1, 1, 0, -1, 1,
  0, 1, -1, 0, -1, -1,
]);

/** Gradient ("Perlin") noise in 3D with a seeded permutation; values roughly in [-1, 1]. */
export class Noise3 {
  private readonly perm = new Uint8Array(512);
  private readonly gradIndex = new Uint8Array(512);

  constructor(seed: number) {
    const random = seededRandom(hash32(seed));
    const p = new Uint8Array(256);
    for (let i = 0; i < 256; i++) p[i] = i;
    for (let i = 255; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      const t = p[i]!;
      p[i] = p[j]!;
      p[j] = t;
    }
    for (let i = 0; i < 512; i++) {
      this.perm[i] = p[i & 255]!;
      this.gradIndex[i] = (p[i & 255]! % 12) * 3;
    }
  }

  noise(x: number, y: number, z: number): number {
    const fx = Math.floor(x);
    const fy = Math.floor(y);
    const fz = Math.floor(z);
    const xi = fx & 255;
    const yi = fy & 255;
    const zi = fz & 255;
    x -= fx;
    y -= fy;
    z -= fz;
    const u = fade(x);
    const v = fade(y);
    const w = fade(z);
    const p = this.perm;
    const a = p[xi]! + yi;
    const aa = p[a]! + zi;
    const ab = p[a + 1]! + zi;
    const b = p[xi + 1]! + yi;
    const ba = p[b]! + zi;
    const bb = p[b + 1]! + zi;
    const g = this.gradIndex;
    const x1 = x - 1;
    const y1 = y - 1;
    const z1 = z - 1;
    const n000 = dot(g[aa]!, x, y, z);
    const n100 = dot(g[ba]!, x1, y, z);
    const n010 = dot(g[ab]!, x, y1, z);
    const n110 = dot(g[bb]!, x1, y1, z);
    const n001 = dot(g[aa + 1]!, x, y, z1);
    const n101 = dot(g[ba + 1]!, x1, y, z1);
    const n011 = dot(g[ab + 1]!, x, y1, z1);
    const n111 = dot(g[bb + 1]!, x1, y1, z1);
    const nx00 = n000 + u * (n100 - n000);
    const nx10 = n010 + u * (n110 - n010);
    const nx01 = n001 + u * (n101 - n001);
    const nx11 = n011 + u * (n111 - n011);
    const nxy0 = nx00 + v * (nx10 - nx00);
    const nxy1 = nx01 + v * (nx11 - nx01);
    return nxy0 + w * (nxy1 - nxy0);
  }

  /** Fractal sum of `octaves` octaves, normalised to roughly [-1, 1]. */
  fbm(x: number, y: number, z: number, octaves: number): number {
    let sum = 0;
    let amp = 1;
    let norm = 0;
    let f = 1;
    const whole = Math.floor(octaves);
    for (let o = 0; o < whole; o++) {
      sum += amp * this.noise(x * f + o * 17.3, y * f + o * 5.1, z * f - o * 11.7);
      norm += amp;
      amp *= 0.5;
      f *= 2.03;
    }
    return norm > 0 ? sum / norm : 0;
  }

  /** Ridged noise in [0, 1]: 1 on the zero crossings, for cracks and veins. */
  ridge(x: number, y: number, z: number): number {
    return 1 - Math.abs(this.noise(x, y, z));
  }
}

function fade(t: number): number {
  return t * t * t * (t * (t * 6 - 15) + 10);
}

function dot(gi: number, x: number, y: number, z: number): number {
  return GRADIENTS[gi]! * x + GRADIENTS[gi + 1]! * y + GRADIENTS[gi + 2]! * z;
}

export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

export function clamp01(x: number): number {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}
