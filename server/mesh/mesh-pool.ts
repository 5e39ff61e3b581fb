/**
 * Worker threads for 3D jobs (CPU-bound for seconds: they must not stall the gateway). A thin
 * layer over the generic WorkerPool (server/workers/pool.ts): started on demand and kept; a job
 * aborted while running stops its worker, which is replaced when needed; a worker that crashes
 * or exits mid-job fails that job with a code ('worker_crashed', 'worker_exited') and frees its
 * slot, so the task fails instead of staying in progress.
 */

import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';

import { WorkerPool, WorkerPoolError, workerEntry } from '../workers/pool.ts';
import { WorkerJobError } from '../workers/protocol.ts';
import type { MeshJob, MeshResult } from './job.ts';

/** An error from the worker or its pool, keeping its code (e.g. an image that cannot be decoded). */
export class MeshJobError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'MeshJobError';
  }
}

export interface MeshPoolOptions {
  /** Most worker threads (default: cores, at most 2). */
  size?: number;
  /** The worker entry (default mesh-worker beside this file; tests give a failing one). */
  workerUrl?: URL;
  /** Called with each worker thread as it starts. */
  onSpawn?: (worker: Worker) => void;
}

/** A small job that loads and compiles the whole modelling path (prompt → solids → GLB). */
const WARM_UP_JOB: MeshJob = {
  mode: 'draft',
  artStyle: 'realistic',
  shape: { seed: 1, prompt: 'a small wooden chair', image: null },
  texturePrompt: null,
  family: 'mesh-6',
};

export class MeshPool {
  readonly #pool: WorkerPool<MeshJob, MeshResult, number>;

  constructor(options: MeshPoolOptions = {}) {
    this.#pool = new WorkerPool({
      name: '3D',
      size: options.size ?? Math.max(1, Math.min(2, availableParallelism())),
      workerUrl: options.workerUrl ?? workerEntry(import.meta.url, 'mesh-worker'),
      ...(options.onSpawn ? { onSpawn: options.onSpawn } : {}),
    });
  }

  get size(): number {
    return this.#pool.size;
  }

  /** Worker threads alive now. */
  get workers(): number {
    return this.#pool.workers;
  }

  async run(
    job: MeshJob,
    onProgress: (percent: number) => void,
    signal?: AbortSignal,
  ): Promise<MeshResult> {
    try {
      const { reply } = await this.#pool.run(job, { signal, onProgress });
      return reply;
    } catch (error) {
      if (error instanceof WorkerPoolError || error instanceof WorkerJobError) {
        throw new MeshJobError(error.message, error.code);
      }
      throw error;
    }
  }

  /**
   * Starts `workers` workers (default one) and builds a small draft in each, so the first
   * real job does not pay for loading and compiling the modeller.
   */
  async warmUp(signal?: AbortSignal, workers = 1): Promise<void> {
    await this.#pool.warmUp({ workers, request: WARM_UP_JOB, ...(signal ? { signal } : {}) });
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}
