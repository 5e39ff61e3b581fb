/**
 * A small deterministic random source (mulberry32, kernel/noise.ts) for proportions: the
 * same seed gives the same sequence on every platform, so the same prompt + seed gives the
 * same geometry.
 */
import { seededRandom } from '../kernel/noise.ts';

/** FNV-1a over the text of every part, finished with a murmur-style mix: a 32-bit seed. */
export function hashSeed(...parts: ReadonlyArray<string | number>): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const text = `${typeof part === 'number' ? numberKey(part) : part}\u0000`;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function numberKey(n: number): string {
  return Number.isFinite(n) ? String(n) : 'nan';
}

export class Rng {
  private readonly random: () => number;

  constructor(seed: number) {
    this.random = seededRandom(seed);
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.random();
  }

  /** Uniform in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }

  /** `value` changed by up to ±`fraction` of itself. */
  vary(value: number, fraction = 0.1): number {
    return value * (1 + this.range(-fraction, fraction));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.min(items.length - 1, Math.floor(this.next() * items.length))]!;
  }
}
