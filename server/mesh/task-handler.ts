import { readFile } from 'node:fs/promises';
import { TaskFailure, type TaskHandler } from '../tasks/runner.ts';
import type { MeshTaskRecord, MeshTaskResult } from './task-record.ts';
import type { MeshJob, ShapeSource } from './job.ts';
import { MeshJobError, type MeshPool } from './mesh-pool.ts';
import type { MeshDeps } from './deps.ts';

export const GLB_FILE = 'model.glb';
export const REFERENCE_IMAGE_FILE = 'reference.img';

async function shapeOf(ctx: Pick<MeshDeps, 'files'>, record: MeshTaskRecord): Promise<ShapeSource> {
  const req = record.request;
  return {
    seed: req.seed,
    prompt: req.prompt,
    image: req.has_reference
      ? new Uint8Array(await readFile(ctx.files.pathFor('3d', record.id, REFERENCE_IMAGE_FILE)))
      : null,
    cartoon: req.art_style === 'cartoon',
  };
}

/**
 * Runs a 3D task in the mesh workers and stores its GLB atomically. Texture tasks
 * rebuild their source draft's geometry (the same bytes, the modeller being
 * deterministic) and texture it; the source's files are only read.
 */
export function meshTaskHandler(
  ctx: Pick<MeshDeps, 'files' | 'taskStore'>,
  pool: MeshPool,
): TaskHandler {
  return async ({ record, signal, progress }) => {
    if (record.kind !== '3d') throw new Error(`not a 3D task: ${record.id}`);
    const req = record.request;
    let shape: ShapeSource;
    if (req.mode === 'texture') {
      const source = await ctx.taskStore.find(req.source_task_id ?? '');
      if (source?.kind !== '3d')
        throw new TaskFailure('source_not_found', 'The source draft was deleted before texturing.');
      shape = await shapeOf(ctx, source);
    } else {
      shape = await shapeOf(ctx, record);
    }
    const job: MeshJob = {
      mode: req.mode,
      artStyle: req.art_style,
      shape,
      texturePrompt: req.mode === 'texture' ? req.prompt : null,
      family: req.family,
    };
    let result;
    try {
      result = await pool.run(job, progress, signal);
    } catch (err) {
      if (err instanceof MeshJobError && err.code) throw new TaskFailure(err.code, err.message);
      throw err;
    }
    await ctx.files.write('3d', record.id, GLB_FILE, result.glb);
    return {
      files: { content: GLB_FILE },
      content_type: 'model/gltf-binary',
      bytes: result.glb.length,
      result: {
        metadata: {
          interpretation: result.interpretation,
          art_style: req.art_style,
          seed: req.seed,
          triangles: result.triangles,
        },
      } satisfies MeshTaskResult,
    };
  };
}
