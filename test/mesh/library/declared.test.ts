/**
 * Issue 32: kinds declared as data (library/declare.ts) build into closed parts that hold
 * together, at their declared size, and a colour asked for on a part lands on that part.
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { DECLARED_KINDS } from '../../../server/mesh/library/kinds/declared/index.ts';
import type { KindDecl } from '../../../server/mesh/library/declare.ts';
import { colorRgb } from '../../../server/mesh/prompt/colors.ts';
import { partName } from '../../../server/mesh/prompt/parts.ts';
import { FAMILY_DETAIL } from '../../../server/mesh/scene.ts';
import { bounds, signedVolume, touching } from './geometry.ts';

const detail = FAMILY_DETAIL['mesh-4']!;
const build = (prompt: string) => buildScene(prompt, { detail, seed: 11 });

/** The part words a prompt may colour each colourable part of a declaration by. */
function colourWords(decl: KindDecl): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const part of decl.parts) {
    if (part.role === 'fixed' || part.role === 'detail') continue;
    const base = part.name.replace(/_\d+$/, '');
    for (const word of [base, ...(part.answersTo ?? [])]) {
      const canonical = partName(word);
      if (canonical === word && !out.some(([w]) => w === word)) out.push([word, part.name]);
    }
  }
  return out;
}

describe('kinds declared as data', () => {
  it('are at least a hundred, with nouns and a size', () => {
    expect(DECLARED_KINDS.length).toBeGreaterThanOrEqual(100);
    for (const decl of DECLARED_KINDS) {
      expect(decl.nouns[0]).toBe(decl.kind);
      expect(decl.parts.length).toBeGreaterThan(0);
    }
  });

  it.each(DECLARED_KINDS.map((d) => [d.kind, d] as const))(
    '%s builds closed parts that touch each other, at its declared size',
    async (kind, decl) => {
      const scene = await build(`a ${kind}`);
      expect(scene.interpretation).toMatchObject({ kind, match: 'exact' });
      const box = bounds(scene.parts);
      expect(box.min[1]).toBeCloseTo(0, 4);
      for (const part of scene.parts) expect(signedVolume(part.mesh)).toBeGreaterThan(0);
      // No floating geometry: every part meets another one.
      const gap = Math.max(...box.size) * 0.01;
      if (scene.parts.length > 1) {
        const loose = scene.parts.filter(
          (p) => !scene.parts.some((q) => q !== p && touching(p, q, gap)),
        );
        expect(loose.map((p) => p.name)).toEqual([]);
      }
      // Its real size is near the nominal one scenes scale by.
      const [height, longest] = decl.size;
      expect(box.size[1]).toBeGreaterThan(height * 0.5);
      expect(box.size[1]).toBeLessThan(height * 1.6);
      expect(Math.max(box.size[0], box.size[2])).toBeLessThan(longest * 1.8);
    },
  );

  const coloured = DECLARED_KINDS.flatMap((d) =>
    colourWords(d).map(([word, part]) => [d.kind, word, part] as const),
  );
  it.each(coloured)('a %s with a blue %s has it blue', async (kind, word, part) => {
    const scene = await build(`a ${kind} with a blue ${word}`);
    expect(scene.interpretation.partColors).toEqual({ [word]: 'blue' });
    const hit = scene.parts.filter((p) => p.name === part || p.name.startsWith(`${part}_`));
    expect(hit.length).toBeGreaterThan(0);
    for (const p of hit) expect(p.material.baseColor).toEqual(colorRgb('blue'));
  });
});
