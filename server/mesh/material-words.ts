import { materialFinish, Palette } from './library/materials.ts';
import type { Interpretation, MaterialSpec, Scene } from './scene.ts';
import { colorRgb } from './prompt/colors.ts';

/**
 * Texture mode: the texture request's words restyle the draft's scene, geometry untouched.
 * Colours and materials bound to a part ("a green velvet seat") go to that part only; the
 * others go to the main body — the parts sharing the first part's material — so a good
 * draft keeps its accents, fixed parts and part colours.
 */
export function applyMaterialWords(scene: Scene, words: Interpretation): Scene {
  const colors = words.colors.map(colorRgb).filter((c) => c !== null);
  const finish = words.materials.map(materialFinish).find((f) => f !== null);
  const look = finish
    ? { surface: finish.surface, metallic: finish.metallic, roughness: finish.roughness }
    : undefined;
  const bound = Boolean(words.partColors || words.partMaterials);
  if (colors.length === 0 && !look && !bound) return scene;
  const mainName = scene.parts[0]?.material.name;
  const restyle = (m: MaterialSpec): MaterialSpec => ({
    ...m,
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
