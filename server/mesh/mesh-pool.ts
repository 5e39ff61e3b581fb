/**
 * Worker threads for 3D jobs (CPU-bound for seconds: they must not stall the gateway). A thin
 * layer over the generic WorkerPool (server/workers/pool.ts): started on demand and kept; a job
 * aborted while running stops its worker, which is replaced when needed; a worker that crashes
 * or exits mid-job fails that job with a code ('worker_crashed', 'worker_exited') and frees its
 * slot, so the task fails instead of staying in progress.
 */

import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';

import { PoolLane, WorkerPool, WorkerPoolError, workerEntry } from '../workers/pool.ts';
import type { RunOptions } from '../workers/pool.ts';
import { WorkerJobError } from '../workers/protocol.ts';
import type { DeriveJob, DeriveResult } from './export/derive-job.ts';
import type { MeshJob, MeshResult } from './job.ts';

/** What a mesh worker runs: a 3D job, or a file made from a finished GLB (export/). */
export type MeshWorkerJob = MeshJob | DeriveJob;
export type MeshWorkerResult = MeshResult | DeriveResult;

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
  /** Stop a worker idle this long (default IDLE_RETIREMENT_MS); Infinity keeps workers. */
  retireIdleAfterMs?: number;
}

/**
 * An idle 3D worker holds ~100 MB (the modeller, manifold and xatlas compiled, their heaps
 * grown by the last job); once nobody has asked for a model for this long, it is stopped and
 * a later job starts a fresh one.
 */
export const IDLE_RETIREMENT_MS = 60_000;

/**
 * Small jobs that load and compile the whole modelling path (prompt → solids → GLB); a few
 * different ones, since hot code only tiers up over the first several runs.
 */
const WARM_UP_PROMPTS = [
  'a small wooden chair',
  'a round table',
  'a tall lamp',
  'a blue vase',
  'a small house',
];

function warmUpJob(prompt: string): MeshJob {
  return {
    mode: 'draft',
    artStyle: 'realistic',
    shape: { seed: 1, prompt, image: null },
    texturePrompt: null,
    family: 'mesh-6',
  };
}

function idleRetirement(ms: number): { retireIdleAfterMs?: number } {
  return Number.isFinite(ms) ? { retireIdleAfterMs: ms } : {};
}

export class MeshPool {
  readonly #pool: WorkerPool<MeshWorkerJob, MeshWorkerResult, number>;
  /** The warm-up's jobs run on the warmed worker only, never starting a second one. */
  readonly #warmUpLane = new PoolLane(1, { warmUp: true });
  /** Stops the warm-up in progress, if any, when the pool is held lean. */
  #warmUpStop: AbortController | null = null;

  constructor(options: MeshPoolOptions = {}) {
    this.#pool = new WorkerPool({
      name: '3D',
      size: options.size ?? Math.max(1, Math.min(2, availableParallelism())),
      workerUrl: options.workerUrl ?? workerEntry(import.meta.url, 'mesh-worker'),
      ...(options.onSpawn ? { onSpawn: options.onSpawn } : {}),
      ...idleRetirement(options.retireIdleAfterMs ?? IDLE_RETIREMENT_MS),
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
    // A MeshJob's reply is a MeshResult (mesh-worker.ts answers each job with its own kind).
    return (await this.#run(job, { signal, onProgress })) as MeshResult;
  }

  /**
   * Makes a thumbnail or an export file from a finished GLB (export/run-derive.ts), in the
   * same workers and queue as the 3D jobs. The GLB's buffer is moved to the worker.
   */
  async derive(job: DeriveJob, signal?: AbortSignal): Promise<Uint8Array> {
    const reply = (await this.#run(job, {
      signal,
      transfer: [job.glb.buffer as ArrayBuffer],
    })) as DeriveResult;
    return reply.bytes;
  }

  async #run(job: MeshWorkerJob, options: RunOptions<number>): Promise<MeshWorkerResult> {
    try {
      const { reply } = await this.#pool.run(job, options);
      return reply;
    } catch (error) {
      if (error instanceof WorkerPoolError || error instanceof WorkerJobError) {
        throw new MeshJobError(error.message, error.code);
      }
      throw error;
    }
  }

  /**
   * Starts one worker and builds five small drafts in it, so that the first real job does
   * not pay for starting the thread, loading the modeller and compiling it. While the pool is
   * held lean (`keepLean`) it does nothing, and a hold taken during the warm-up ends it (its
   * worker stops); either way it resolves.
   */
  async warmUp(signal?: AbortSignal): Promise<void> {
    if (this.#pool.lean) return;
    const stop = new AbortController();
    this.#warmUpStop = stop;
    const either = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
    try {
      await this.#pool.warmUp({ workers: 1, signal: either });
      for (const prompt of WARM_UP_PROMPTS) {
        await this.#pool.run(warmUpJob(prompt), { signal: either, lane: this.#warmUpLane });
      }
    } catch (error) {
      // Stopped for a lean hold: the warm worker is not wanted now, which is no failure.
      if (stop.signal.aborted && !signal?.aborted) return;
      throw error;
    } finally {
      if (this.#warmUpStop === stop) this.#warmUpStop = null;
    }
  }

  /**
   * Holds the pool lean until the returned function is called (WorkerPool.keepLean): the idle
   * worker — the warm one, say — stops now, a warm-up in progress ends, and none starts. 3D jobs
   * still run, in workers started for them. The gateway holds it while a speech task renders.
   */
  keepLean(): () => void {
    const release = this.#pool.keepLean();
    this.#warmUpStop?.abort();
    return release;
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}
