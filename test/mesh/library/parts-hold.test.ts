/**
 * Issue 32 §5: no floating geometry. For every kind the library builds — hand-built, family
 * tables and declarations alike — each part touches or overlaps another and all of them hang
 * together as one piece, as a person turning the model round would check (a fretboard off the
 * neck or a chimney above the boiler would show as a gap).
 */
import { describe, expect, it } from 'vitest';
import { buildScene, OBJECT_KINDS } from '../../../server/mesh/library/index.ts';
import { FAMILY_DETAIL } from '../../../server/mesh/scene.ts';
import { apart, bounds } from './geometry.ts';

const detail = FAMILY_DETAIL['mesh-4']!;

const KINDS = OBJECT_KINDS.filter((k) => k !== 'placeholder');

describe('parts that hold', () => {
  it('covers every kind the library builds', () => {
    expect(KINDS.length).toBeGreaterThanOrEqual(400);
  });

  // Two seeds: hand-built kinds vary their proportions by seed.
  it.each(KINDS)('a %s is one piece, with no part floating free', async (kind) => {
    for (const seed of [1, 2]) {
      const scene = await buildScene(`a ${kind}`, { detail, seed });
      expect(scene.interpretation.kind).toBe(kind);
      // Within 1 % of the object's longest side counts as touching (a seam, not a gap).
      const gap = Math.max(...bounds(scene.parts).size) * 0.01;
      expect({ seed, apart: apart(scene.parts, gap) }).toEqual({ seed, apart: [] });
    }
  });
});
