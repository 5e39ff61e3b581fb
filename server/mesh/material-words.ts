import { materialFinish } from './library/materials.ts';
import type { Interpretation, MaterialSpec, Scene } from './scene.ts';
import { colorRgb } from './prompt/colors.ts';

/**
 * Texture mode: the texture request's colours and materials restyle every part of the
 * draft's scene; its geometry is untouched.
 */
export function applyMaterialWords(scene: Scene, words: Interpretation): Scene {
  const colors = words.colors.map(colorRgb).filter((c) => c !== null);
  const finish = words.materials.map(materialFinish).find((f) => f !== null);
  const look = finish
    ? { surface: finish.surface, metallic: finish.metallic, roughness: finish.roughness }
    : undefined;
  if (colors.length === 0 && !look) return scene;
  const restyle = (m: MaterialSpec): MaterialSpec => ({
    ...m,
    ...(colors[0] ? { baseColor: colors[0] } : {}),
    ...(colors[1] ? { accentColor: colors[1] } : {}),
    ...(look ?? {}),
  });
  return {
    parts: scene.parts.map((p) => ({ ...p, material: restyle(p.material) })),
    interpretation: {
      ...scene.interpretation,
      colors: [...new Set([...words.colors, ...scene.interpretation.colors])],
      materials: [...new Set([...words.materials, ...scene.interpretation.materials])],
    },
  };
}
