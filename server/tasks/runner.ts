import { availableParallelism } from 'node:os';
import { ApiError } from '../http/errors.ts';
import type { Logger } from '../log.ts';
import type { ChannelName } from '../models/catalog.ts';
import type { FilesArea } from '../store/files.ts';
import type { CompletedFields, TaskKind, TaskRecord } from '../store/task-record.ts';
import type { TaskRepository } from '../store/ports.ts';

/** A failure the task reports to its owner as `error{code,message}`. */
export class TaskFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'TaskFailure';
  }
}

export interface TaskContext {
  record: TaskRecord;
  signal: AbortSignal;
  /**
   * Percent done, 0–99, and optionally the seconds of work left (`eta_seconds`); kept in memory
   * and flushed at most once a second.
   */
  progress(percent: number, etaSeconds?: number): void;
}

/**
 * What a run returns: its files and measures, and in `result` the kind's own fields
 * (speech chapters, 3D metadata), typed by the capability that made them.
 */
export type TaskOutcome = CompletedFields & { files: NonNullable<CompletedFields['files']> };

export type TaskHandler = (ctx: TaskContext) => Promise<TaskOutcome>;

/**
 * A handler whose module loads when the first task of its kind runs (its imports — encoders,
 * tag writers — are then not loaded at start).
 */
export function lazyTaskHandler(load: () => Promise<TaskHandler>): TaskHandler {
  let handler: Promise<TaskHandler> | null = null;
  return async (ctx) => (await (handler ??= load()))(ctx);
}

/**
 * `handler` with `hold()` taken for the whole run of each task and released however it ends
 * (the gateway keeps the 3D pool lean while a speech task renders).
 */
export function holdingWhileRunning(handler: TaskHandler, hold: () => () => void): TaskHandler {
  return async (ctx) => {
    const release = hold();
    try {
      return await handler(ctx);
    } finally {
      release();
    }
  };
}

export interface TaskLimits {
  /** Tasks running at once over all keys. */
  concurrency: number;
  /** Tasks of one key running at once; more wait in the queue. */
  runningPerKey: number;
  /** Queued plus running tasks one key may have; beyond it submissions get 429. */
  pendingPerKey: number;
}

/**
 * How many tasks of one channel run at once. Each channel has its own: tasks that only wait
 * on the network (the upstream's) never hold a slot local work needs.
 */
export interface LaneLimits {
  concurrency: number;
  runningPerKey: number;
}

export function defaultTaskLimits(): TaskLimits {
  return { concurrency: Math.max(1, availableParallelism()), runningPerKey: 2, pendingPerKey: 32 };
}

interface Running {
  controller: AbortController;
  done: Promise<void>;
  /** Why it was aborted: the owner cancelled, or the gateway is stopping. */
  reason: 'cancel' | 'shutdown' | null;
}

/**
 * The one task runner of the gateway, shared by speech and 3D: a queue with per-key
 * fairness over the task store, which records every state change. Tasks left queued or
 * running by a crash or restart run again on start. Handlers write their files
 * atomically, so a task re-run from scratch never meets a half-written output.
 */
export class TaskRunner {
  /** By channel, then kind: the channel a record names (local unless said) runs it. */
  private readonly handlers = new Map<string, TaskHandler>();
  /** Limits of channels other than local (local uses `limits`). */
  private readonly lanes = new Map<ChannelName, LaneLimits>();
  private readonly queue: string[] = [];
  private readonly running = new Map<string, Running>();
  private stopped = false;

  constructor(
    private readonly store: TaskRepository,
    private readonly files: FilesArea,
    private readonly log: Logger,
    readonly limits: TaskLimits = defaultTaskLimits(),
  ) {}

  register(kind: TaskKind, handler: TaskHandler, channel: ChannelName = 'local'): void {
    this.handlers.set(`${channel}:${kind}`, handler);
  }

  /** Gives a channel's tasks slots of their own instead of the local ones. */
  lane(channel: ChannelName, limits: LaneLimits): void {
    this.lanes.set(channel, limits);
  }

  private laneOf(record: TaskRecord): { name: ChannelName; limits: LaneLimits } {
    const name = record.channel ?? 'local';
    return { name, limits: this.lanes.get(name) ?? this.limits };
  }

  /** Puts tasks a crash or restart interrupted back in the queue, oldest first. */
  async recover(): Promise<number> {
    const interrupted = this.store.unfinishedTasks();
    if (interrupted.length > 0) {
      await this.store.requeue(interrupted);
      for (const task of interrupted) this.queue.push(task.id);
      this.log.info(`Resuming ${interrupted.length} task(s) interrupted by a stop or crash.`);
    }
    this.pump();
    return interrupted.length;
  }

  private pendingOf(keyId: string): number {
    let n = 0;
    for (const id of this.queue) if (this.find(id)?.key_id === keyId) n++;
    for (const id of this.running.keys()) if (this.find(id)?.key_id === keyId) n++;
    return n;
  }

  /** The 429 for a key that already has its limit of tasks queued or running. */
  private refuseWhenFull(keyId: string): void {
    if (this.pendingOf(keyId) >= this.limits.pendingPerKey) {
      throw new ApiError(
        429,
        'rate_limit_error',
        'too_many_tasks',
        `This key already has ${this.limits.pendingPerKey} tasks queued or running. ` +
          'Wait for some to finish (poll them) before submitting more.',
        { headers: { 'Retry-After': '5' } },
      );
    }
  }

  /** Adds a queued task; 429 when the key already has its limit pending. */
  async submit(record: TaskRecord): Promise<TaskRecord> {
    this.refuseWhenFull(record.key_id);
    await this.store.add(record);
    this.queue.push(record.id);
    this.pump();
    return record;
  }

  /**
   * Writes a new task's input files, then submits it. A key already at its limit is refused
   * before anything is written; if the submission is refused all the same (other submissions
   * got in while the files were written), the files go again.
   */
  async submitWithFiles(record: TaskRecord, writeInputs: () => Promise<void>): Promise<void> {
    this.refuseWhenFull(record.key_id);
    await writeInputs();
    try {
      await this.submit(record);
    } catch (err) {
      await this.files.removeTask(record.kind, record.id);
      throw err;
    }
  }

  /** Tasks running now and waiting to run, over all keys (for `GET /v1/server`). */
  counts(): { running: number; queued: number } {
    return { running: this.running.size, queued: this.queue.length };
  }

  find(id: string): TaskRecord | undefined {
    return this.store.find(id);
  }

  /** Starts queued tasks while their lane has room, keeping per-key fairness in each. */
  private pump(): void {
    if (this.stopped) return;
    const inLane = new Map<ChannelName, number>();
    const perKey = new Map<string, number>();
    for (const id of this.running.keys()) {
      const record = this.find(id);
      const lane = record?.channel ?? 'local';
      const key = `${lane}:${record?.key_id ?? ''}`;
      inLane.set(lane, (inLane.get(lane) ?? 0) + 1);
      perKey.set(key, (perKey.get(key) ?? 0) + 1);
    }
    for (let i = 0; i < this.queue.length;) {
      const record = this.find(this.queue[i]!);
      if (!record) {
        this.queue.splice(i, 1);
        continue;
      }
      const lane = this.laneOf(record);
      const key = `${lane.name}:${record.key_id}`;
      const busy = perKey.get(key) ?? 0;
      const used = inLane.get(lane.name) ?? 0;
      if (used >= lane.limits.concurrency || busy >= lane.limits.runningPerKey) {
        i++;
        continue;
      }
      this.queue.splice(i, 1);
      inLane.set(lane.name, used + 1);
      perKey.set(key, busy + 1);
      this.launch(record);
    }
  }

  private launch(record: TaskRecord): void {
    const handler = this.handlers.get(`${record.channel ?? 'local'}:${record.kind}`);
    const controller = new AbortController();
    const entry: Running = { controller, reason: null, done: Promise.resolve() };
    this.running.set(record.id, entry);
    entry.done = (async () => {
      await this.store.start(record);
      try {
        if (!handler)
          throw new TaskFailure('unsupported_task', `No handler for ${record.kind} tasks.`);
        const outcome = await handler({
          record,
          signal: controller.signal,
          progress: (p, eta) => this.store.progress(record, p, eta),
        });
        if (controller.signal.aborted) throw controller.signal.reason;
        this.running.delete(record.id);
        // Billed with the completion it is saved with: never for a run cut short.
        await this.store.complete(record, outcome, outcome.characters);
      } catch (err) {
        this.running.delete(record.id);
        if (entry.reason === 'shutdown') return; // stays in_progress: re-run on next start
        if (entry.reason === 'cancel') return; // the record is being deleted
        if (!(err instanceof TaskFailure)) this.log.error(`task ${record.id} failed`, err);
        await this.store.fail(
          record,
          err instanceof TaskFailure
            ? { code: err.code, message: err.message }
            : {
                code: 'internal_error',
                message: 'The task failed inside the gateway; see its log.',
              },
        );
      }
      this.pump();
    })();
  }

  /** Stops the task if it runs, drops it from the queue, deletes its record and files. */
  async remove(record: TaskRecord): Promise<void> {
    const index = this.queue.indexOf(record.id);
    if (index !== -1) this.queue.splice(index, 1);
    const running = this.running.get(record.id);
    if (running) {
      running.reason = 'cancel';
      running.controller.abort(new TaskFailure('cancelled', 'The task was cancelled.'));
      await running.done;
    }
    await this.store.delete(record);
    this.pump();
  }

  /** Aborts running tasks without failing them: they run again on the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    const all = [...this.running.values()];
    for (const r of all) {
      r.reason = 'shutdown';
      r.controller.abort(new TaskFailure('shutdown', 'The gateway is stopping.'));
    }
    await Promise.all(all.map((r) => r.done));
    await this.store.close();
  }
}
