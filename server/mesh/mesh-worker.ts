/**
 * Entry point of a 3D worker thread: runs one job at a time off the HTTP thread and reports
 * progress; the GLB comes back by transferring its buffer.
 */
import { serveJobs } from '../workers/serve.ts';
import type { MeshJob, MeshResult } from './job.ts';
import { runMeshJob } from './run-job.ts';

serveJobs<MeshJob, MeshResult, number>({
  run: async (job, { progress }) => {
    const result = await runMeshJob(job, progress);
    const buffer = result.glb.buffer;
    return { reply: result, transfer: buffer instanceof ArrayBuffer ? [buffer] : [] };
  },
});
