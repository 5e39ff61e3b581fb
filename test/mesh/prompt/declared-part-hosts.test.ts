/**
 * A part word that is also an object noun ("pot", "door", "seat") is a part of the kinds that
 * have one. Kinds declared as data host it by their own parts' names, so a new declared plant
 * in a pot needs no hand-kept list (docs/decisions.md, "Part words a declared kind hosts").
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { colorRgb } from '../../../server/mesh/prompt/colors.ts';
import { interpretPrompt } from '../../../server/mesh/prompt/parse.ts';
import { FAMILY_DETAIL } from '../../../server/mesh/scene.ts';

const detail = FAMILY_DETAIL['mesh-4']!;

describe('a declared kind with a pot', () => {
  it.each(['a cannabis with a blue pot', 'a venus flytrap with a blue pot'])(
    '%s: the pot is its own part, coloured blue, and no vase stands beside it',
    async (prompt) => {
      const scene = await buildScene(prompt, { detail, seed: 5 });
      expect(scene.interpretation.partColors).toEqual({ pot: 'blue' });
      expect(scene.interpretation.objects ?? []).toEqual([]);
      const pot = scene.parts.find((p) => p.name === 'pot')!;
      expect(pot.material.baseColor).toEqual(colorRgb('blue'));
    },
  );

  it('a kind without a pot still takes "with a pot" as a second thing', () => {
    const read = interpretPrompt('a chair with a blue pot', 1);
    expect(read.kind).toBe('chair');
    expect(read.objects?.map((o) => o.kind)).toHaveLength(1);
  });
});
