/**
 * One pool of worker threads for CPU-bound work (speech engines, 3D jobs), so that it never
 * stalls the HTTP thread. What runs inside is up to the worker entry (see serve.ts); the pool
 * only moves jobs:
 *
 * - `size` workers at most, started when work arrives (or ahead of it, `warmUp`) and kept; an
 *   idle worker does not keep the process alive. With `retireIdleAfterMs`, a worker left idle
 *   that long is stopped (its memory goes back), except the `keepWorkers` last ones. `keepLean` stops the idle workers at once and keeps `warmUp` from
 *   starting any while it is held: warm workers are memory spent ahead of need, which gives
 *   way when other work needs it.
 * - Jobs wait in one FIFO queue; each worker runs one job at a time. A job may belong to a
 *   `PoolLane`, which caps how many of its jobs run at once (its queued ones are passed over).
 * - Aborting a queued job removes it; aborting a running job terminates its worker (the only
 *   way to interrupt synchronous work) and a fresh one starts when needed. Both reject with an
 *   AbortError.
 * - A worker that throws outside a job (`error`) or exits while it holds a job (`exit`, e.g.
 *   `process.exit` or an out-of-memory stop) is dropped; its job rejects with WorkerPoolError
 *   'worker_crashed' or 'worker_exited' and the slot is free for the next job.
 * - An error thrown by a job comes back as WorkerJobError with the original name and code.
 * - `workerData` may be made once, lazily (e.g. a wasm module compiled off the event loop).
 */

import { Worker } from 'node:worker_threads';
import type { ResourceLimits, Transferable } from 'node:worker_threads';

import { compactNow } from './idle-compaction.ts';
import { trimWhileBusy } from './malloc-tuning.ts';
import { abortError } from './abort-error.ts';
import { WorkerJobError } from './protocol.ts';
import type { FromWorker, ToWorker } from './protocol.ts';

export type WorkerPoolErrorCode =
  'worker_crashed' | 'worker_exited' | 'worker_start_failed' | 'pool_closed';

/** A job that failed because of the pool or its worker, not because of what the job did. */
export class WorkerPoolError extends Error {
  override readonly name = 'WorkerPoolError';

  constructor(
    readonly code: WorkerPoolErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * A group of jobs that may occupy at most `maxRunning` workers at once — e.g. background tasks
 * that must leave a worker free for interactive requests.
 *
 * A `warmUp` lane holds short jobs that only exist to load and compile a worker's code. They
 * run on workers already started (or start the first one), never adding a worker's memory; and
 * a worker busy with one is about to be free, so other jobs wait for it rather than start
 * another (a cold worker would take longer than the wait).
 *
 * A `yields` lane's queued jobs go to a free worker only when no other job waits: background
 * work may fill every worker, and an interactive request then takes the first worker that
 * frees, ahead of the background jobs queued before it.
 */
export class PoolLane {
  running = 0;
  readonly warmUp: boolean;
  readonly yields: boolean;

  constructor(
    readonly maxRunning: number,
    options: { warmUp?: boolean; yields?: boolean } = {},
  ) {
    if (!Number.isInteger(maxRunning) || maxRunning < 1) {
      throw new RangeError('a lane needs at least one worker');
    }
    this.warmUp = options.warmUp ?? false;
    this.yields = options.yields ?? false;
  }
}

/**
 * A worker's young generation, in MB (V8's default lets it grow to 16 MB per semi-space). A
 * worker's garbage is mostly short-lived buffers — a sentence's audio, a mesh's geometry — and
 * an ArrayBuffer's memory outside the JS heap is only freed when the small object holding it is
 * collected; a small young generation collects them every few jobs instead of letting tens of
 * MB pile up, and costs no measurable CPU (a textured mesh-6 batch: 4.79–5.07 s of CPU with
 * V8's default, 4.72–5.12 s with 1 MB semi-spaces). See docs/architecture.md "Memory".
 */
export const WORKER_YOUNG_GENERATION_MB = 4;

export interface WorkerPoolOptions {
  /** What the workers do, for messages ('engine', '3D'). */
  name: string;
  /** Most worker threads at once (≥ 1). */
  size: number;
  /** The worker entry; it calls serveJobs (serve.ts). See `workerEntry`. */
  workerUrl: URL;
  /** What each worker gets at start, made once when the first worker is needed. */
  workerData?: () => unknown;
  /** V8's limits for each worker (default: a young generation of WORKER_YOUNG_GENERATION_MB). */
  resourceLimits?: ResourceLimits;
  /** Called with each worker as it starts (tests use it to stop one from outside). */
  onSpawn?: (worker: Worker) => void;
  /** Stop a worker once it has been idle this long (default: never). */
  retireIdleAfterMs?: number;
  /** Workers never stopped for being idle (default 0): the pool's warm floor. */
  keepWorkers?: number;
  /**
   * With a worker already started, start another for waiting jobs only once at least this many
   * wait (a yielding lane's jobs, long work, always may): a short burst waits a few tens of ms
   * for the started worker instead of paying for a cold one beside it (its start took the cores
   * the burst needed: the first request after a one-worker warm-up took 2.4× a warm one). The
   * worker is then started in the background once the pool is idle, warmed on the warm-up
   * request, so the next burst finds it ready. Only once `warmUp` was given a request (without
   * one there is nothing to warm a worker with). Default: start one whenever a job waits.
   */
  coldStartQueue?: number;
}

export interface RunOptions<Progress> {
  signal?: AbortSignal | undefined;
  lane?: PoolLane | undefined;
  /** Buffers in the request to move to the worker instead of copying them. */
  transfer?: Transferable[];
  onProgress?: (progress: Progress) => void;
}

/** The worker that ran a job: the caller may send it notices afterwards (`notify`). */
export interface PooledWorker {
  readonly threadId: number;
}

export interface Completed<Reply> {
  reply: Reply;
  worker: PooledWorker;
}

interface Job<Request, Reply, Progress> {
  id: number;
  request: Request;
  options: RunOptions<Progress>;
  resolve: (done: Completed<Reply>) => void;
  reject: (error: unknown) => void;
  /** Counted in its lane's `running` (handed to a worker, not yet settled). */
  started: boolean;
  onAbort: () => void;
}

interface Slot<Request, Reply, Progress> extends PooledWorker {
  worker: Worker;
  job: Job<Request, Reply, Progress> | null;
  /** Set while the worker is idle and may be retired. */
  idleTimer: NodeJS.Timeout | null;
}

export class WorkerPool<Request, Reply, Progress = never, Notice = never> {
  readonly size: number;
  readonly #options: WorkerPoolOptions;
  /** Set once the workers' data is made; workers start only after that. */
  #workerData: { value: unknown } | undefined;
  #preparing: Promise<void> | null = null;
  readonly #queue: Job<Request, Reply, Progress>[] = [];
  readonly #slots = new Set<Slot<Request, Reply, Progress>>();
  readonly #exits = new Set<Promise<void>>();
  /** Jobs handed to a worker and not yet settled; while any runs, memory is trimmed. */
  #running = 0;
  #releaseTrim: (() => void) | null = null;
  #nextId = 1;
  #closed = false;
  /** `keepLean` holds not yet released. */
  #leanHolds = 0;
  /** What `warmUp` ran, to warm a worker started later while others are busy. */
  #warmRequest: { value: Request } | undefined;
  readonly #lateWarmUp = new PoolLane(Number.MAX_SAFE_INTEGER, { warmUp: true });
  /** A burst waited rather than start a cold worker (`coldStartQueue`): start it once idle. */
  #startWhenIdle = false;
  /** The turn-end check `#startIfIdle` scheduled, if any. */
  #idleCheck: NodeJS.Immediate | null = null;

  constructor(options: WorkerPoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1) {
      throw new RangeError('pool size must be ≥ 1');
    }
    this.size = options.size;
    this.#options = options;
    if (!options.workerData) this.#workerData = { value: undefined };
  }

  /** Worker threads alive now (busy or idle). */
  get workers(): number {
    return this.#slots.size;
  }

  /** Whether some `keepLean` hold is in force. */
  get lean(): boolean {
    return this.#leanHolds > 0;
  }

  /**
   * Holds the pool lean until the returned function is called: the idle workers stop now (down
   * to `keepWorkers`, as their idle clocks would stop them later), and `warmUp` starts no worker
   * while held. Jobs still run, starting the workers they need, which then keep their usual idle
   * clock. Holds nest; the pool is lean while any is held.
   */
  keepLean(): () => void {
    this.#leanHolds++;
    this.#retireIdleNow();
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.#leanHolds--;
    };
  }

  run(request: Request, options: RunOptions<Progress> = {}): Promise<Completed<Reply>> {
    if (this.#closed) return Promise.reject(this.#closedError());
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(abortError(signal));
    return new Promise((resolve, reject) => {
      const job: Job<Request, Reply, Progress> = {
        id: this.#nextId++,
        request,
        options,
        resolve,
        reject,
        started: false,
        onAbort: () => this.#abort(job),
      };
      signal?.addEventListener('abort', job.onAbort, { once: true });
      this.#queue.push(job);
      this.#pump();
    });
  }

  /** Sends `notice` to a worker if it is still in the pool; false if it is gone. */
  notify(worker: PooledWorker, notice: Notice, transfer: Transferable[] = []): boolean {
    const slot = worker as Slot<Request, Reply, Progress>;
    if (!this.#slots.has(slot)) return false;
    const message: ToWorker<Request, Notice> = { type: 'notice', notice };
    slot.worker.postMessage(message, transfer);
    return true;
  }

  /**
   * Starts workers ahead of the first jobs: `workers` of them (default all). With `request`,
   * runs it once in each, so that their code is loaded and compiled; resolves when done.
   */
  async warmUp(
    options: { workers?: number; request?: Request; signal?: AbortSignal } = {},
  ): Promise<void> {
    const count = Math.min(this.size, options.workers ?? this.size);
    const { request, signal } = options;
    await this.#prepareWorkerData();
    const data = this.#workerData;
    if (!data)
      throw new WorkerPoolError(
        'worker_start_failed',
        `${this.#options.name} workers cannot start`,
      );
    if (this.lean) return;
    while (!this.#closed && this.#slots.size < count) this.#spawn(data.value).worker.unref();
    if (request === undefined) return;
    this.#warmRequest = { value: request };
    // Each worker takes one job at a time, so idle workers get one each; as warm-up jobs, they
    // never start more workers.
    const lane = new PoolLane(count, { warmUp: true });
    await Promise.all(Array.from({ length: count }, () => this.run(request, { signal, lane })));
  }

  /** Rejects queued and running jobs (WorkerPoolError 'pool_closed') and stops every worker. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#idleCheck) clearImmediate(this.#idleCheck);
    for (const job of this.#queue.splice(0)) this.#settle(job, this.#closedError());
    for (const slot of [...this.#slots]) {
      if (slot.job) this.#settle(slot.job, this.#closedError());
      this.#stop(slot);
    }
    await Promise.all(this.#exits);
  }

  #closedError(): WorkerPoolError {
    return new WorkerPoolError('pool_closed', `the ${this.#options.name} pool is closed`);
  }

  /** Hands queued jobs to idle workers, starting workers up to `size`. */
  #pump(): void {
    while (!this.#closed) {
      let slot = this.#idleSlot();
      const mayStart = slot !== undefined || this.#slots.size === 0;
      const eligible = ({ options: { lane } }: Job<Request, Reply, Progress>): boolean =>
        !lane || (lane.running < lane.maxRunning && (!lane.warmUp || mayStart));
      let next = this.#queue.findIndex((job) => eligible(job) && !job.options.lane?.yields);
      if (next < 0) next = this.#queue.findIndex(eligible);
      if (next < 0) {
        this.#startIfIdle();
        return;
      }
      if (!slot) {
        if (this.#slots.size >= this.size || this.#warmingUp()) return;
        if (!this.#workerData) {
          void this.#prepareWorkerData();
          return;
        }
        if (this.#defersColdStart(this.#queue[next]!)) {
          this.#startWhenIdle = true;
          return;
        }
        slot = this.#spawn(this.#workerData.value);
        // A new worker is cold: its first job pays for loading and compiling its code, longer
        // than a busy warm worker usually needs to finish. So it warms up on a job of its own,
        // and the queued job goes to whichever worker is free first.
        if (this.#warmRequest && this.#slots.size > 1) {
          this.#hand(slot, this.#warmUpJob(this.#warmRequest.value));
          continue;
        }
      }
      const [job] = this.#queue.splice(next, 1) as [Job<Request, Reply, Progress>];
      this.#hand(slot, job);
    }
  }

  #hand(slot: Slot<Request, Reply, Progress>, job: Job<Request, Reply, Progress>): void {
    const { lane, transfer } = job.options;
    if (lane) lane.running++;
    job.started = true;
    if (this.#running++ === 0) this.#releaseTrim = trimWhileBusy();
    this.#disarmIdle(slot);
    slot.job = job;
    slot.worker.ref();
    const message: ToWorker<Request, Notice> = { type: 'job', id: job.id, request: job.request };
    slot.worker.postMessage(message, transfer ?? []);
  }

  /** Whether a waiting job should wait for a started worker rather than start a cold one. */
  #defersColdStart(job: Job<Request, Reply, Progress>): boolean {
    const { coldStartQueue } = this.#options;
    if (coldStartQueue === undefined || this.#slots.size === 0) return false;
    if (job.options.lane?.yields || !this.#warmRequest) return false;
    return this.#queue.length < coldStartQueue;
  }

  /**
   * The worker a burst did without, started and warmed once nothing runs. Checked again after
   * this turn's callbacks: the job that settled may be followed at once by the next step of the
   * same request (a sync request's MP3 encoding after its last sentence), which the cold start
   * would otherwise share the cores with.
   */
  #startIfIdle(): void {
    if (!this.#startWhenIdle || this.#queue.length > 0) return;
    for (const slot of this.#slots) if (slot.job) return;
    if (this.#idleCheck) return;
    this.#idleCheck = setImmediate(() => {
      this.#idleCheck = null;
      this.#startNowIfIdle();
    });
    this.#idleCheck.unref();
  }

  #startNowIfIdle(): void {
    if (!this.#startWhenIdle || this.#queue.length > 0) return;
    for (const slot of this.#slots) if (slot.job) return;
    this.#startWhenIdle = false;
    const warm = this.#warmRequest;
    if (this.#closed || this.lean || !warm || !this.#workerData) return;
    if (this.#slots.size >= this.size) return;
    this.#hand(this.#spawn(this.#workerData.value), this.#warmUpJob(warm.value));
  }

  /** A warm-up job nobody waits for (its result and any error are dropped). */
  #warmUpJob(request: Request): Job<Request, Reply, Progress> {
    return {
      id: this.#nextId++,
      request,
      options: { lane: this.#lateWarmUp },
      resolve: () => {},
      reject: () => {},
      started: false,
      onAbort: () => {},
    };
  }

  /** Whether a worker is busy with a warm-up job (and so about to be free). */
  #warmingUp(): boolean {
    for (const slot of this.#slots) if (slot.job?.options.lane?.warmUp) return true;
    return false;
  }

  #idleSlot(): Slot<Request, Reply, Progress> | undefined {
    for (const slot of this.#slots) if (!slot.job) return slot;
    return undefined;
  }

  /**
   * Makes the workers' data, then pumps again. Should that fail, the jobs waiting for a worker
   * fail with it ('worker_start_failed'); the next job tries again.
   */
  #prepareWorkerData(): Promise<void> {
    const make = this.#options.workerData;
    if (this.#workerData || !make) return Promise.resolve();
    this.#preparing ??= (async () => {
      try {
        this.#workerData = { value: await make() };
        // Making it is heavy once-per-process work on this thread (Flite: flite.wasm read, 21 MB,
        // and rewritten, 20 MB, to compile it); what it left goes back now, not at this
        // thread's next full collection — after the workers have started beside it.
        compactNow();
      } catch (error) {
        const failure = new WorkerPoolError(
          'worker_start_failed',
          `${this.#options.name} workers cannot start: ${String(error)}`,
          { cause: error },
        );
        for (const job of this.#queue.splice(0)) this.#settle(job, failure);
      } finally {
        this.#preparing = null;
      }
      this.#pump();
    })();
    return this.#preparing;
  }

  #spawn(workerData: unknown): Slot<Request, Reply, Progress> {
    const { workerUrl, resourceLimits } = this.#options;
    const worker = new Worker(workerUrl, {
      workerData,
      resourceLimits: resourceLimits ?? { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    });
    const slot: Slot<Request, Reply, Progress> = {
      worker,
      job: null,
      threadId: worker.threadId,
      idleTimer: null,
    };
    this.#slots.add(slot);
    this.#armIdle(slot);
    const exited = new Promise<void>((resolve) => {
      worker.once('exit', (code) => {
        this.#exits.delete(exited);
        this.#onExit(slot, code);
        worker.removeAllListeners();
        resolve();
      });
    });
    this.#exits.add(exited);
    worker.on('message', (message: FromWorker<Reply, Progress>) => this.#onMessage(slot, message));
    worker.on('error', (error) => this.#onCrash(slot, error));
    this.#options.onSpawn?.(worker);
    return slot;
  }

  #onMessage(slot: Slot<Request, Reply, Progress>, message: FromWorker<Reply, Progress>): void {
    const job = slot.job;
    if (!job || job.id !== message.id) return;
    if (message.type === 'progress') {
      job.options.onProgress?.(message.progress);
      return;
    }
    slot.job = null;
    slot.worker.unref();
    this.#armIdle(slot);
    if (message.type === 'done') this.#settle(job, undefined, message.reply, slot);
    else this.#settle(job, new WorkerJobError(message.error));
    this.#pump();
  }

  #onCrash(slot: Slot<Request, Reply, Progress>, error: Error): void {
    if (!this.#slots.has(slot)) return;
    this.#slots.delete(slot);
    this.#disarmIdle(slot);
    if (slot.job) {
      const message = `${this.#options.name} worker crashed: ${error.message}`;
      this.#settle(slot.job, new WorkerPoolError('worker_crashed', message, { cause: error }));
      slot.job = null;
    }
    void slot.worker.terminate();
    this.#pump();
  }

  #onExit(slot: Slot<Request, Reply, Progress>, code: number): void {
    if (!this.#slots.has(slot)) return;
    this.#slots.delete(slot);
    this.#disarmIdle(slot);
    if (slot.job) {
      const message = `${this.#options.name} worker exited (code ${code}) before finishing its job`;
      this.#settle(slot.job, new WorkerPoolError('worker_exited', message));
      slot.job = null;
    }
    this.#pump();
  }

  #abort(job: Job<Request, Reply, Progress>): void {
    const queued = this.#queue.indexOf(job);
    if (queued >= 0) {
      this.#queue.splice(queued, 1);
    } else {
      for (const slot of this.#slots) if (slot.job === job) this.#stop(slot);
    }
    this.#settle(job, abortError(job.options.signal));
    this.#pump();
  }

  /** Takes a worker out of the pool and terminates it; its job, if any, is left to the caller. */
  #stop(slot: Slot<Request, Reply, Progress>): void {
    this.#slots.delete(slot);
    this.#disarmIdle(slot);
    slot.job = null;
    void slot.worker.terminate();
  }

  /** Starts the idle clock of a worker that has just become idle (when retirement is on). */
  #armIdle(slot: Slot<Request, Reply, Progress>): void {
    const after = this.#options.retireIdleAfterMs;
    if (after === undefined) return;
    this.#disarmIdle(slot);
    slot.idleTimer = setTimeout(() => {
      slot.idleTimer = null;
      const keep = this.#options.keepWorkers ?? 0;
      if (slot.job || !this.#slots.has(slot) || this.#slots.size <= keep) return;
      this.#stop(slot);
    }, after);
    // The clock alone never keeps the process alive.
    slot.idleTimer.unref();
  }

  /** Stops every idle worker, down to `keepWorkers`. */
  #retireIdleNow(): void {
    const keep = this.#options.keepWorkers ?? 0;
    for (const slot of [...this.#slots]) {
      if (this.#slots.size <= keep) return;
      if (!slot.job) this.#stop(slot);
    }
  }

  #disarmIdle(slot: Slot<Request, Reply, Progress>): void {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
  }

  #settle(
    job: Job<Request, Reply, Progress>,
    error: unknown,
    reply?: Reply,
    slot?: Slot<Request, Reply, Progress>,
  ): void {
    const { signal, lane } = job.options;
    signal?.removeEventListener('abort', job.onAbort);
    if (job.started && lane) lane.running--;
    if (job.started && --this.#running === 0) this.#releaseTrim?.();
    job.started = false;
    if (error !== undefined || !slot) job.reject(error);
    else job.resolve({ reply: reply as Reply, worker: slot });
  }
}

/**
 * Where a worker entry is. From TypeScript sources (tests, `node --import tsx`) it is a small
 * `<name>-tsx.mjs` beside `callerUrl` that loads tsx inside the thread and then `<name>.ts`
 * (`execArgv: ['--import', 'tsx']` does not do that on Node 20); built, it is `<name>.js`
 * beside the bundle.
 */
export function workerEntry(callerUrl: string, name: string): URL {
  const fromSources = callerUrl.endsWith('.ts');
  return new URL(fromSources ? `./${name}-tsx.mjs` : `./${name}.js`, callerUrl);
}
