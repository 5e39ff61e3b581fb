/**
 * Issue 32: a part colour recorded in the interpretation is on that part of the model.
 */
import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { colorRgb } from '../../../server/mesh/prompt/colors.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';

const detail = FAMILY_DETAIL['mesh-4']!;
const build = (prompt: string): Promise<Scene> => buildScene(prompt, { detail, seed: 5 });

describe('part colours reach their part', () => {
  it('a lighthouse with a green top has a green top', async () => {
    const scene = await build('a lighthouse with a green top');
    expect(scene.interpretation.partColors).toEqual({ top: 'green' });
    const cap = scene.parts.find((p) => p.name === 'cap')!;
    expect(cap.material.baseColor).toEqual(colorRgb('green'));
    const body = scene.parts.find((p) => p.name === 'body')!;
    expect(body.material.baseColor).not.toEqual(colorRgb('green'));
  });

  it('an unknown thing is the neutral placeholder, whatever its noun', async () => {
    const a = await build('a theremin');
    const b = await build('a zorblefrump');
    expect(a.interpretation.match).toBe('unknown');
    expect(a.parts.map((p) => p.name)).toEqual(['base', 'placeholder']);
    expect(b.parts.map((p) => p.name)).toEqual(['base', 'placeholder']);
  });
});
