/**
 * Entry point of a 3D worker thread: runs one job at a time off the HTTP thread and reports
 * progress; the GLB comes back by transferring its buffer. It also makes thumbnails and
 * export files from finished GLBs (export/run-derive.ts).
 */
import { serveJobs } from '../workers/serve.ts';
import { runDeriveJob } from './export/run-derive.ts';
import type { MeshWorkerJob, MeshWorkerResult } from './mesh-pool.ts';
import { runMeshJob } from './run-job.ts';

const transferOf = (bytes: Uint8Array) =>
  bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : [];

serveJobs<MeshWorkerJob, MeshWorkerResult, number>({
  run: async (job, { progress }) => {
    if ('derive' in job) {
      const result = await runDeriveJob(job);
      return { reply: result, transfer: transferOf(result.bytes) };
    }
    const result = await runMeshJob(job, progress);
    return { reply: result, transfer: transferOf(result.glb) };
  },
});
