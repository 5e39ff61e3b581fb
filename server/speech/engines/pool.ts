/**
 * A pool of engine worker threads, so that synthesis (synchronous inside the engines) never
 * stalls the HTTP server's event loop.
 *
 * - `size` workers at most (default `os.availableParallelism()`), started when work arrives and
 *   kept afterwards; an idle worker does not keep the process alive.
 * - Jobs wait in one FIFO queue; each worker runs one job at a time. A job may belong to a
 *   `PoolLane`, which caps how many of its jobs run at once (queued ones are passed over).
 * - Aborting a queued job removes it; aborting a running job stops its worker (the only way to
 *   interrupt a synthesis) and a fresh one starts when needed. Both reject with an AbortError.
 * - A worker that crashes is dropped and its job rejected with EngineError 'engine_crashed'.
 * - PCM comes back by transferring its buffer, without a copy.
 */

import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

import { abortError } from './abort-error.ts';
import { deserializeError } from './engine-protocol.ts';
import type {
  EngineWorkerData,
  WorkerNotice,
  WorkerRequest,
  WorkerResponse,
} from './engine-protocol.ts';
import { compileFliteModule } from './flite-runtime.ts';
import { EngineError } from './types.ts';
import type {
  EngineVoice,
  EngineVoiceInfo,
  PostProcess,
  SpeechEngine,
  SynthesisResult,
} from './types.ts';

export interface EnginePoolOptions {
  /** Most worker threads (default `os.availableParallelism()`). */
  size?: number;
  /** Worker entry point; defaults to the engine worker beside this file (see defaultWorkerUrl). */
  workerUrl?: URL;
  /**
   * What each worker gets at start, made (once) when the first worker is needed; by default
   * Flite, compiled once for the whole process off the event loop (see EngineWorkerData).
   */
  workerData?: () => unknown;
}

/**
 * A group of jobs that may occupy at most `maxRunning` workers at once — e.g. a background task
 * that must leave a worker free for interactive requests.
 */
export class PoolLane {
  running = 0;

  constructor(readonly maxRunning: number) {
    if (!Number.isInteger(maxRunning) || maxRunning < 1) {
      throw new RangeError('a lane needs at least one worker');
    }
  }
}

export interface EnginePool extends SpeechEngine {
  readonly size: number;
  /** Worker threads alive now. */
  readonly workers: number;
  synthesize(
    text: string,
    voice: EngineVoice,
    signal?: AbortSignal,
    post?: PostProcess,
    lane?: PoolLane,
  ): Promise<SynthesisResult>;
  listVoices(signal?: AbortSignal): Promise<EngineVoiceInfo[]>;
  /**
   * Gives the audio of a `synthesize` result back to the worker that made it, to write a later
   * sentence into (see pcm-buffers.ts). `pcm` is unusable afterwards (its buffer moves).
   */
  recycle(pcm: Float32Array): void;
  /**
   * Starts every worker now and runs a few sentences in each, so that the first real jobs do
   * not pay for start-up and JIT compilation. Optional.
   */
  warmUp(signal?: AbortSignal): Promise<void>;
  /** Rejects queued and running jobs (EngineError 'pool_closed') and stops every worker. */
  close(): Promise<void>;
}

/**
 * A worker's young generation, in MB. Its garbage is mostly ArrayBuffers of audio whose memory
 * (outside the JS heap) is only freed when the small objects holding them are collected; a small
 * young generation collects them every few sentences instead of letting tens of MB pile up.
 */
const WORKER_YOUNG_GENERATION_MB = 4;

export function createEnginePool(options: EnginePoolOptions = {}): EnginePool {
  return new WorkerEnginePool(options);
}

/** A worker request before the pool numbers it. */
type Request = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

interface Job {
  id: number;
  request: Request;
  resolve: (response: WorkerResponse & { ok: true }) => void;
  reject: (error: unknown) => void;
  signal: AbortSignal | undefined;
  lane: PoolLane | undefined;
  /** Counted in its lane's `running` (handed to a worker, not yet settled). */
  started: boolean;
  onAbort: () => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

class WorkerEnginePool implements EnginePool {
  readonly size: number;
  readonly #workerUrl: URL;
  readonly #makeWorkerData: () => unknown;
  /** Set once `#makeWorkerData` has given its value; workers start only after that. */
  #workerData: { value: unknown } | undefined;
  #preparing = false;
  readonly #queue: Job[] = [];
  readonly #slots = new Set<Slot>();
  readonly #exits = new Map<Worker, Promise<void>>();
  /** Which worker each result's audio buffer came from. */
  readonly #madeBy = new WeakMap<ArrayBufferLike, Slot>();
  #nextId = 1;
  #closed = false;

  /** Worker threads alive now (busy or idle). */
  get workers(): number {
    return this.#slots.size;
  }

  constructor(options: EnginePoolOptions) {
    const size = options.size ?? availableParallelism();
    if (!Number.isInteger(size) || size < 1) throw new RangeError('pool size must be ≥ 1');
    this.size = size;
    this.#workerUrl = options.workerUrl ?? defaultWorkerUrl();
    this.#makeWorkerData =
      options.workerData ??
      (async (): Promise<EngineWorkerData> => ({ flite: await compileFliteModule() }));
  }

  async synthesize(
    text: string,
    voice: EngineVoice,
    signal?: AbortSignal,
    post?: PostProcess,
    lane?: PoolLane,
  ): Promise<SynthesisResult> {
    const response = await this.#run(
      post ? { op: 'synthesize', text, voice, post } : { op: 'synthesize', text, voice },
      signal,
      lane,
    );
    if (response.op !== 'synthesize') throw new EngineError('engine_failed', 'unexpected reply');
    return response.result;
  }

  recycle(pcm: Float32Array): void {
    const buffer = pcm.buffer;
    const slot = this.#madeBy.get(buffer);
    this.#madeBy.delete(buffer);
    if (!slot || !this.#slots.has(slot) || !(buffer instanceof ArrayBuffer)) return;
    slot.worker.postMessage({ op: 'recycle', buffer } satisfies WorkerNotice, [buffer]);
  }

  async listVoices(signal?: AbortSignal): Promise<EngineVoiceInfo[]> {
    const response = await this.#run({ op: 'list-voices' }, signal);
    if (response.op !== 'list-voices') throw new EngineError('engine_failed', 'unexpected reply');
    return response.voices;
  }

  async warmUp(signal?: AbortSignal): Promise<void> {
    // Each worker takes one job at a time, so `size` jobs reach `size` different workers.
    const jobs = Array.from({ length: this.size }, () => this.#run({ op: 'warm-up' }, signal));
    await Promise.all(jobs);
  }

  async close(): Promise<void> {
    this.#closed = true;
    const closed = (): EngineError => new EngineError('pool_closed', 'the engine pool is closed');
    for (const job of this.#queue.splice(0)) this.#settle(job, closed());
    for (const slot of [...this.#slots]) {
      if (slot.job) this.#settle(slot.job, closed());
      this.#stop(slot);
    }
    await Promise.all(this.#exits.values());
  }

  #run(
    request: Request,
    signal?: AbortSignal,
    lane?: PoolLane,
  ): Promise<WorkerResponse & { ok: true }> {
    if (this.#closed) {
      return Promise.reject(new EngineError('pool_closed', 'the engine pool is closed'));
    }
    if (signal?.aborted) return Promise.reject(abortError(signal));
    return new Promise((resolve, reject) => {
      const job: Job = {
        id: this.#nextId++,
        request,
        resolve,
        reject,
        signal,
        lane,
        started: false,
        onAbort: () => this.#abort(job),
      };
      signal?.addEventListener('abort', job.onAbort, { once: true });
      this.#queue.push(job);
      this.#pump();
    });
  }

  /** Hands queued jobs to idle workers, starting workers up to `size`. */
  #pump(): void {
    while (!this.#closed) {
      const next = this.#queue.findIndex(
        (job) => !job.lane || job.lane.running < job.lane.maxRunning,
      );
      if (next < 0) return;
      let slot = this.#idleSlot();
      if (!slot) {
        if (this.#slots.size >= this.size) return;
        if (!this.#workerData) return this.#prepareWorkerData();
        slot = this.#spawn(this.#workerData.value);
      }
      const [job] = this.#queue.splice(next, 1) as [Job];
      if (job.lane) job.lane.running++;
      job.started = true;
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage({ ...job.request, id: job.id } satisfies WorkerRequest);
    }
  }

  #idleSlot(): Slot | undefined {
    for (const slot of this.#slots) if (!slot.job) return slot;
    return undefined;
  }

  /**
   * Makes the workers' data, then pumps again. Should that fail, the jobs waiting for a worker
   * fail with it; the next job tries again.
   */
  #prepareWorkerData(): void {
    if (this.#preparing) return;
    this.#preparing = true;
    void (async () => {
      try {
        this.#workerData = { value: await this.#makeWorkerData() };
      } catch (error) {
        const failure = new EngineError('engine_failed', `engine workers cannot start: ${error}`, {
          cause: error,
        });
        for (const job of this.#queue.splice(0)) this.#settle(job, failure);
      } finally {
        this.#preparing = false;
      }
      this.#pump();
    })();
  }

  #spawn(workerData: unknown): Slot {
    const worker = new Worker(this.#workerUrl, {
      workerData,
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    });
    const slot: Slot = { worker, job: null };
    this.#slots.add(slot);
    this.#exits.set(
      worker,
      new Promise((resolve) => {
        worker.once('exit', (code) => {
          this.#exits.delete(worker);
          this.#onExit(slot, code);
          resolve();
        });
      }),
    );
    worker.on('message', (response: WorkerResponse) => this.#onMessage(slot, response));
    worker.on('error', (error) => this.#onCrash(slot, error));
    return slot;
  }

  #onMessage(slot: Slot, response: WorkerResponse): void {
    const job = slot.job;
    if (!job || job.id !== response.id) return;
    slot.job = null;
    slot.worker.unref();
    if (response.ok && response.op === 'synthesize')
      this.#madeBy.set(response.result.pcm.buffer, slot);
    this.#settle(job, response.ok ? undefined : deserializeError(response.error), response);
    this.#pump();
  }

  #onCrash(slot: Slot, error: Error): void {
    if (!this.#slots.has(slot)) return;
    this.#slots.delete(slot);
    if (slot.job) {
      this.#settle(
        slot.job,
        new EngineError('engine_crashed', `engine worker crashed: ${error.message}`, {
          cause: error,
        }),
      );
    }
    void slot.worker.terminate();
    this.#pump();
  }

  #onExit(slot: Slot, code: number): void {
    if (!this.#slots.has(slot)) return;
    this.#slots.delete(slot);
    if (slot.job) {
      this.#settle(
        slot.job,
        new EngineError('engine_crashed', `engine worker exited with code ${code}`),
      );
    }
    this.#pump();
  }

  #abort(job: Job): void {
    const queued = this.#queue.indexOf(job);
    if (queued >= 0) {
      this.#queue.splice(queued, 1);
    } else {
      for (const slot of this.#slots) if (slot.job === job) this.#stop(slot);
    }
    this.#settle(job, abortError(job.signal));
    this.#pump();
  }

  /** Takes a worker out of the pool and terminates it; its job, if any, is left to the caller. */
  #stop(slot: Slot): void {
    this.#slots.delete(slot);
    slot.job = null;
    void slot.worker.terminate();
  }

  #settle(job: Job, error: unknown, response?: WorkerResponse): void {
    job.signal?.removeEventListener('abort', job.onAbort);
    if (job.started && job.lane) job.lane.running--;
    job.started = false;
    if (error !== undefined) job.reject(error);
    else job.resolve(response as WorkerResponse & { ok: true });
  }
}

/**
 * Run from TypeScript sources (tests, `node --import tsx`), this file is pool.ts and the worker
 * needs tsx loaded inside its own thread — `execArgv: ['--import', 'tsx']` does not do that on
 * Node 20 — so it starts from a small .mjs that loads tsx and then engine-worker.ts. Built to
 * JavaScript, the worker is engine-worker.js beside pool.js.
 */
function defaultWorkerUrl(): URL {
  const fromSources = import.meta.url.endsWith('.ts');
  return new URL(fromSources ? './engine-worker-tsx.mjs' : './engine-worker.js', import.meta.url);
}
