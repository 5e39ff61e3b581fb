/**
 * Image-to-3D with a prompt that names a kind the library builds ("a ball", "a red chair"):
 * that kind's builder makes the object, coloured by the picture where the prompt names no
 * colour. A builder's solid is a better answer than an inflated silhouette for an object
 * the library knows; the picture still decides what it looks like.
 */
import { getManifold } from './kernel/manifold.ts';
import { buildParts } from './library/index.ts';
import { interpretPrompt, SCULPTURE_KIND } from './prompt/parse.ts';
import type { Detail, Scene } from './scene.ts';
import { pictureColorNames } from './image/index.ts';
import type { RgbaImage } from './image/segment.ts';

/** The scene of the prompt's kind in the picture's colours, or null when it names none. */
export async function pictureGuidedScene(
  image: RgbaImage,
  prompt: string,
  opts: { detail: Detail; seed: number },
): Promise<Scene | null> {
  const interpretation = interpretPrompt(prompt, opts.seed);
  if (interpretation.match !== 'exact' || interpretation.kind === SCULPTURE_KIND) return null;
  if (interpretation.colors.length === 0) {
    interpretation.colors = (await pictureColorNames(image)).slice(0, 2);
  }
  const wasm = await getManifold();
  return { parts: buildParts(wasm, interpretation, opts.detail), interpretation };
}
