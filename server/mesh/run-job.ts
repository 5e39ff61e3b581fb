import { imageToScene, decodeReferenceBytes } from './image/index.ts';
import { buildGlb } from './kernel/write-glb.ts';
import { buildScene } from './library/index.ts';
import { cartoonProportions } from './library/cartoon.ts';
import { FAMILY_DETAIL, type Scene } from './scene.ts';
import type { MeshJob, MeshResult, MeshStage } from './job.ts';
import { applyMaterialWords, textureWords } from './material-words.ts';
import { pictureGuidedScene } from './picture-kind.ts';

/** Where each stage starts and ends on the task's 0–100 progress scale. */
const STAGE_RANGE: Record<MeshStage, [number, number]> = {
  parse: [0, 5],
  build: [5, 20],
  mesh: [20, 40],
  unwrap: [40, 60],
  bake: [60, 88],
  write: [88, 99],
};

export function stageProgress(stage: MeshStage, fraction: number): number {
  const [from, to] = STAGE_RANGE[stage];
  return from + (to - from) * Math.max(0, Math.min(1, fraction));
}

/**
 * Runs a 3D job from request to GLB bytes: understand the prompt or picture, build the
 * parts, then mesh, unwrap, bake and write. Deterministic for the same job.
 */
export async function runMeshJob(
  job: MeshJob,
  onProgress: (percent: number) => void,
): Promise<MeshResult> {
  const detail = FAMILY_DETAIL[job.family];
  if (!detail) throw new Error(`unknown family ${job.family}`);
  onProgress(stageProgress('parse', 1));
  let scene: Scene;
  if (job.shape.image) {
    const image = await decodeReferenceBytes(job.shape.image);
    const prompt = job.shape.prompt;
    scene =
      (prompt && (await pictureGuidedScene(image, prompt, { detail, seed: job.shape.seed }))) ||
      (await imageToScene(image, {
        detail,
        seed: job.shape.seed,
        ...(prompt ? { prompt } : {}),
      }));
  } else {
    scene = await buildScene(job.shape.prompt ?? '', { detail, seed: job.shape.seed });
  }
  if (job.shape.cartoon) scene = { ...scene, parts: cartoonProportions(scene.parts) };
  if (job.mode === 'texture' && job.texturePrompt) {
    scene = applyMaterialWords(
      scene,
      textureWords(job.texturePrompt, scene.interpretation.kind, job.shape.seed),
    );
  }
  onProgress(stageProgress('build', 1));
  const out = await buildGlb(scene, {
    mode: job.mode === 'draft' ? 'draft' : 'textured',
    artStyle: job.artStyle,
    detail,
    seed: job.shape.seed,
    onStage: (stage, fraction) => onProgress(stageProgress(stage, fraction)),
  });
  return { glb: out.glb, triangles: out.triangles, interpretation: scene.interpretation };
}
