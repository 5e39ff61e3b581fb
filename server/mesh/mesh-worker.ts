/**
 * Entry point of a 3D worker thread: runs one job at a time off the HTTP thread and
 * reports progress; the GLB comes back by transferring its buffer.
 */
import { parentPort } from 'node:worker_threads';
import type { MeshJob, MeshResult } from './job.ts';
import { runMeshJob } from './run-job.ts';

export type MeshWorkerMessage =
  | { type: 'progress'; id: number; percent: number }
  | { type: 'done'; id: number; result: MeshResult }
  | { type: 'error'; id: number; message: string; code?: string };

const port = parentPort;
if (!port) throw new Error('mesh-worker.ts must run in a worker thread');

let queue: Promise<void> = Promise.resolve();
port.on('message', ({ id, job }: { id: number; job: MeshJob }) => {
  queue = queue.then(async () => {
    try {
      const result = await runMeshJob(job, (percent) =>
        port.postMessage({ type: 'progress', id, percent }),
      );
      const buffer = result.glb.buffer;
      port.postMessage(
        { type: 'done', id, result } satisfies MeshWorkerMessage,
        buffer instanceof ArrayBuffer ? [buffer] : [],
      );
    } catch (err) {
      const e = err as Error & { code?: string };
      port.postMessage({
        type: 'error',
        id,
        message: e.message,
        ...(e.code ? { code: e.code } : {}),
      });
    }
  });
});
