import { describe, expect, it } from 'vitest';
import { buildScene } from '../../../server/mesh/library/index.ts';
import { applyMaterialWords, textureWords } from '../../../server/mesh/material-words.ts';
import { FAMILY_DETAIL, type Scene } from '../../../server/mesh/scene.ts';

const detail = FAMILY_DETAIL['mesh-5']!;

async function texture(prompt: string, words: string): Promise<{ draft: Scene; out: Scene }> {
  const draft = await buildScene(prompt, { detail, seed: 3 });
  const out = applyMaterialWords(draft, textureWords(words, draft.interpretation.kind, 3));
  return { draft, out };
}

const part = (scene: Scene, name: string) => scene.parts.find((p) => p.name === name)!.material;
const luminance = (c: readonly number[]) => 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;

describe('texture mode reads its prompt against the draft', () => {
  it('"dark walnut wood with a green velvet seat": a green fabric seat on dark wood', async () => {
    const { draft, out } = await texture('a chair', 'dark walnut wood with a green velvet seat');
    const seat = part(out, 'seat');
    expect(seat.surface).toBe('fabric');
    expect(seat.baseColor[1]).toBeGreaterThan(seat.baseColor[0] * 1.5);
    const leg = out.parts.find((p) => p.name.startsWith('leg'))!.material;
    expect(leg.surface).toBe('wood');
    expect(luminance(leg.baseColor)).toBeLessThan(
      luminance(draft.parts.find((p) => p.name.startsWith('leg'))!.material.baseColor),
    );
    // Geometry is the draft's.
    expect(out.parts.map((p) => p.mesh)).toEqual(draft.parts.map((p) => p.mesh));
  });

  it('"white and red painted metal": painted, not bare chrome', async () => {
    const { out } = await texture('a rocket', 'white and red painted metal');
    const body = out.parts[0]!.material;
    expect(body.metallic).toBe(0);
    expect(luminance(body.baseColor)).toBeGreaterThan(0.7);
  });

  it('"marble": a material with its own colour brings it', async () => {
    const { out } = await texture('a table', 'marble');
    const top = out.parts[0]!.material;
    expect(top.surface).toBe('stone');
    expect(luminance(top.baseColor)).toBeGreaterThan(0.6);
  });
});
