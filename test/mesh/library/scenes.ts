/**
 * Building a prompt's scene and naming its parts, for the library's specification tests: one
 * copy of what every spec file used to define for itself (real library, no mocks).
 */
import { buildScene } from '../../../server/mesh/library/index.ts';
import { FAMILY_DETAIL, type Scene, type ScenePart } from '../../../server/mesh/scene.ts';
import { bounds, type Box } from './geometry.ts';

/** The scene for a prompt at the draft detail the spec tests use (mesh-4), seed 1 unless given. */
export const build = (prompt: string, seed = 1): Promise<Scene> =>
  buildScene(prompt, { detail: FAMILY_DETAIL['mesh-4']!, seed });

/** A place's scene: places are judged at mesh-5 detail and seed 3, where their parts show. */
export const buildPlace = (prompt: string): Promise<Scene> =>
  buildScene(prompt, { detail: FAMILY_DETAIL['mesh-5']!, seed: 3 });

export const names = (scene: Scene): string[] => scene.parts.map((p) => p.name);

/** The part with this exact name; a missing part fails the test with the names there are. */
export function part(scene: Scene, name: string): ScenePart {
  const found = scene.parts.find((p) => p.name === name);
  if (!found) throw new Error(`no part ${name} in ${names(scene).join(', ')}`);
  return found;
}

/** Whether a part with this exact name is there. */
export const has = (scene: Scene, name: string): boolean =>
  scene.parts.some((p) => p.name === name);

/** The parts whose names start with a prefix (`leg` finds `leg_1` … `leg_4`). */
export const named = (scene: Scene, prefix: string): ScenePart[] =>
  scene.parts.filter((p) => p.name.startsWith(prefix));

/** Whether any part's name starts with a prefix. */
export const hasNamed = (scene: Scene, prefix: string): boolean => named(scene, prefix).length > 0;

/** The box round one named part. */
export const box = (scene: Scene, name: string): Box => bounds([part(scene, name)]);

/** A named part's base colour, linear RGBA. */
export const rgb = (scene: Scene, name: string): ScenePart['material']['baseColor'] =>
  part(scene, name).material.baseColor;
