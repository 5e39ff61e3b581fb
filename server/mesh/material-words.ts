import { materialFinish, Palette } from './library/materials.ts';
import type { Interpretation, MaterialSpec, Scene } from './scene.ts';
import { colorRgb } from './prompt/colors.ts';
import { interpretPrompt } from './prompt/parse.ts';

/**
 * Reads a texture prompt against the draft's kind. Said alone, "dark walnut wood with a green
 * velvet seat" has its own noun (walnut, a nut) and binds "seat" to nothing; framed as the
 * draft's object — "dark walnut wood chair with a green velvet seat" — the words before
 * "with" describe the body and the rest its parts, as in a text prompt.
 */
export function textureWords(prompt: string, kind: string, seed: number): Interpretation {
  const at = prompt.search(/\swith\s/i);
  const framed =
    at < 0 ? `${prompt} ${kind}` : `${prompt.slice(0, at)} ${kind}${prompt.slice(at)}`;
  const words = interpretPrompt(framed, seed);
  // "painted metal", "enamelled steel": the finish is paint over whatever lies beneath.
  if (/\b(painted|enamell?ed|lacquered)\b/i.test(prompt))
    return { ...words, materials: ['paint', ...words.materials] };
  return words;
}

/**
 * Texture mode: the texture request's words restyle the draft's scene, geometry untouched.
 * Colours and materials bound to a part ("a green velvet seat") go to that part only; the
 * others go to the main body — the parts sharing the first part's material — so a good
 * draft keeps its accents, fixed parts and part colours.
 */
export function applyMaterialWords(scene: Scene, words: Interpretation): Scene {
  const colors = words.colors.map(colorRgb).filter((c) => c !== null);
  // "painted metal" is paint: its colours, not a bare metal's shine.
  const painted = words.materials.includes('paint');
  const finish = (painted ? ['paint'] : words.materials)
    .map(materialFinish)
    .find((f) => f !== null);
  const look = finish
    ? { surface: finish.surface, metallic: finish.metallic, roughness: finish.roughness }
    : undefined;
  // A material with a colour of its own (marble, walnut, gold) brings it when no colour is
  // named; paint and plain words keep the draft's colours.
  const own =
    finish && !painted && colors.length === 0
      ? { baseColor: finish.color, ...(finish.accent ? { accentColor: finish.accent } : {}) }
      : {};
  const bound = Boolean(words.partColors || words.partMaterials);
  if (colors.length === 0 && !look && !bound) return scene;
  const mainName = scene.parts[0]?.material.name;
  const restyle = (m: MaterialSpec): MaterialSpec => ({
    ...m,
    ...own,
    ...(colors[0] ? { baseColor: colors[0] } : {}),
    ...(colors[1] ? { accentColor: colors[1] } : {}),
    ...(look ?? {}),
  });
  const palette = new Palette({ colors: [], materials: [] });
  const bindings = { partColors: words.partColors, partMaterials: words.partMaterials };
  return {
    parts: scene.parts.map((p) => {
      const named = palette.forPart(p.name, p.material, bindings);
      if (named !== p.material) return { ...p, material: named };
      return p.material.name === mainName ? { ...p, material: restyle(p.material) } : p;
    }),
    interpretation: {
      ...scene.interpretation,
      colors: [...new Set([...words.colors, ...scene.interpretation.colors])],
      materials: [...new Set([...words.materials, ...scene.interpretation.materials])],
      partColors: { ...scene.interpretation.partColors, ...words.partColors },
      partMaterials: { ...scene.interpretation.partMaterials, ...words.partMaterials },
    },
  };
}
