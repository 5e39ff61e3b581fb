/**
 * The worker-thread side of a WorkerPool: receives jobs, runs them one at a time in arrival
 * order, reports progress, and answers with the reply (its buffers transferred, not copied) or
 * the error. Each worker entry calls `serveJobs` once with what its jobs do.
 */

import { parentPort } from 'node:worker_threads';
import type { Transferable } from 'node:worker_threads';

import { IDLE_COMPACTION_MS, compactNow, idleCompaction } from './idle-compaction.ts';
import { serializeError } from './protocol.ts';
import type { FromWorker, ToWorker } from './protocol.ts';

export interface JobContext<Progress> {
  /** Tells the job's caller how far along it is (e.g. a percentage). */
  progress(progress: Progress): void;
}

export interface JobResult<Reply> {
  reply: Reply;
  /** Buffers inside `reply` to move to the main thread instead of copying them. */
  transfer?: Transferable[];
}

export interface JobHandlers<Request, Reply, Progress, Notice> {
  run(request: Request, context: JobContext<Progress>): Promise<JobResult<Reply>>;
  /** Messages that need no answer (e.g. a buffer given back for reuse). */
  notice?(notice: Notice): void;
  /**
   * Called once the thread has been idle for a moment (`IDLE_COMPACTION_MS`), before it
   * compacts: what can be remade cheaply on the next job may be let go here.
   */
  idle?(): void;
}

export function serveJobs<Request, Reply, Progress = never, Notice = never>(
  handlers: JobHandlers<Request, Reply, Progress, Notice>,
): void {
  const port = parentPort;
  if (!port) throw new Error('serveJobs must be called in a worker thread');
  const send = (message: FromWorker<Reply, Progress>, transfer: Transferable[] = []): void =>
    port.postMessage(message, transfer);
  let queue: Promise<void> = Promise.resolve();
  let pending = 0;
  const compaction = idleCompaction(IDLE_COMPACTION_MS, () => {
    handlers.idle?.();
    compactNow();
  });
  port.on('message', (message: ToWorker<Request, Notice>) => {
    if (message.type === 'notice') {
      handlers.notice?.(message.notice);
      return;
    }
    const { id, request } = message;
    pending++;
    compaction.busy();
    queue = queue.then(async () => {
      try {
        const context: JobContext<Progress> = {
          progress: (progress) => send({ type: 'progress', id, progress }),
        };
        const { reply, transfer } = await handlers.run(request, context);
        send({ type: 'done', id, reply }, transfer);
      } catch (error) {
        send({ type: 'failed', id, error: serializeError(error) });
      }
      if (--pending === 0) compaction.idle();
    });
  });
}
