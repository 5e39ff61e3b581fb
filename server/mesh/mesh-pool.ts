import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { MeshJob, MeshResult } from './job.ts';
import type { MeshWorkerMessage } from './mesh-worker.ts';

function workerUrl(): URL {
  const fromSources = import.meta.url.endsWith('.ts');
  return new URL(fromSources ? './mesh-worker-tsx.mjs' : './mesh-worker.js', import.meta.url);
}

/** An error from the worker, keeping its code (e.g. an image that cannot be decoded). */
export class MeshJobError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'MeshJobError';
  }
}

interface Pending {
  resolve: (r: MeshResult) => void;
  reject: (e: unknown) => void;
  onProgress: (percent: number) => void;
}

interface Slot {
  worker: Worker;
  busy: number | null;
}

/**
 * Worker threads for 3D jobs (CPU-bound for seconds: they must not stall the gateway).
 * Started on demand and kept; a job aborted while running stops its worker, which is
 * replaced when needed.
 */
export class MeshPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Array<{ id: number; job: MeshJob }> = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(readonly size = Math.max(1, Math.min(2, availableParallelism()))) {}

  /** Worker threads alive now (busy or idle). */
  get workers(): number {
    return this.slots.length;
  }

  run(
    job: MeshJob,
    onProgress: (percent: number) => void,
    signal?: AbortSignal,
  ): Promise<MeshResult> {
    if (this.closed) return Promise.reject(new Error('mesh pool closed'));
    if (signal?.aborted) return Promise.reject(signal.reason);
    const id = this.nextId++;
    return new Promise<MeshResult>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress });
      this.waiting.push({ id, job });
      signal?.addEventListener(
        'abort',
        () => {
          const at = this.waiting.findIndex((w) => w.id === id);
          if (at !== -1) this.waiting.splice(at, 1);
          const slot = this.slots.find((s) => s.busy === id);
          if (slot) this.retire(slot);
          this.settle(id, (p) => p.reject(signal.reason));
        },
        { once: true },
      );
      this.dispatch();
    });
  }

  private settle(id: number, fn: (p: Pending) => void): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    fn(p);
  }

  private spawn(): Slot {
    const worker = new Worker(workerUrl());
    worker.unref();
    const slot: Slot = { worker, busy: null };
    worker.on('message', (msg: MeshWorkerMessage) => {
      if (msg.type === 'progress') {
        this.pending.get(msg.id)?.onProgress(msg.percent);
        return;
      }
      slot.busy = null;
      if (msg.type === 'done') this.settle(msg.id, (p) => p.resolve(msg.result));
      else this.settle(msg.id, (p) => p.reject(new MeshJobError(msg.message, msg.code)));
      this.dispatch();
    });
    worker.on('error', (err) => {
      const id = slot.busy;
      this.retire(slot);
      if (id !== null) this.settle(id, (p) => p.reject(err));
      this.dispatch();
    });
    this.slots.push(slot);
    return slot;
  }

  private retire(slot: Slot): void {
    const at = this.slots.indexOf(slot);
    if (at !== -1) this.slots.splice(at, 1);
    slot.busy = null;
    void slot.worker.terminate();
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      let slot = this.slots.find((s) => s.busy === null);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const next = this.waiting.shift()!;
      slot.busy = next.id;
      slot.worker.ref();
      slot.worker.postMessage({ id: next.id, job: next.job });
    }
    for (const s of this.slots) if (s.busy === null) s.worker.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.waiting.splice(0))
      this.settle(w.id, (p) => p.reject(new Error('mesh pool closed')));
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }
}
