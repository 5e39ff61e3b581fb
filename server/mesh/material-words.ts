import type { Interpretation, MaterialSpec, Scene, SurfaceKind } from './scene.ts';
import { colorRgb } from './prompt/colors.ts';

/** Surface, metalness and roughness a material word implies. */
const MATERIAL_LOOKS: Record<
  string,
  { surface: SurfaceKind; metallic: number; roughness: number }
> = {
  wood: { surface: 'wood', metallic: 0, roughness: 0.7 },
  stone: { surface: 'stone', metallic: 0, roughness: 0.85 },
  marble: { surface: 'stone', metallic: 0, roughness: 0.35 },
  metal: { surface: 'metal', metallic: 1, roughness: 0.35 },
  gold: { surface: 'gold', metallic: 1, roughness: 0.25 },
  glass: { surface: 'glass', metallic: 0, roughness: 0.05 },
  plastic: { surface: 'plastic', metallic: 0, roughness: 0.45 },
  ceramic: { surface: 'ceramic', metallic: 0, roughness: 0.3 },
  clay: { surface: 'ceramic', metallic: 0, roughness: 0.9 },
  fabric: { surface: 'fabric', metallic: 0, roughness: 0.95 },
  leather: { surface: 'skin', metallic: 0, roughness: 0.6 },
  ice: { surface: 'ice', metallic: 0, roughness: 0.1 },
  rubber: { surface: 'rubber', metallic: 0, roughness: 0.9 },
  paper: { surface: 'paper', metallic: 0, roughness: 0.95 },
};

/**
 * Texture mode: the texture request's colours and materials restyle every part of the
 * draft's scene; its geometry is untouched.
 */
export function applyMaterialWords(scene: Scene, words: Interpretation): Scene {
  const colors = words.colors.map(colorRgb).filter((c) => c !== null);
  const look = words.materials.map((m) => MATERIAL_LOOKS[m]).find(Boolean);
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
