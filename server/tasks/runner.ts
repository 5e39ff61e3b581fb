import { availableParallelism } from 'node:os';
import { ApiError } from '../http/errors.ts';
import type { Logger } from '../log.ts';
import type { ChannelName } from '../models/catalog.ts';
import type { FilesArea } from '../store/files.ts';
import type { CompletedFields, TaskKind, TaskRecord } from '../store/task-record.ts';
import type { TaskRepository } from '../store/ports.ts';
import type { LaneLimits, QueuedTask, TaskQueue } from './queue.ts';

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

export type { LaneLimits } from './queue.ts';

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
 * The one task runner of the gateway, shared by speech and 3D. It takes its work from a
 * queue (tasks/queue.ts: lanes, per-key fairness, priorities) and records every state
 * change in the task repository. Tasks left queued or running by a crash or restart run
 * again on start. Handlers write their files atomically, so a task re-run from scratch
 * never meets a half-written output.
 */
export class TaskRunner {
  /** By channel, then kind: the channel a record names (local unless said) runs it. */
  private readonly handlers = new Map<string, TaskHandler>();
  private readonly running = new Map<string, Running>();

  constructor(
    private readonly store: TaskRepository,
    private readonly queue: TaskQueue,
    private readonly files: FilesArea,
    private readonly log: Logger,
    readonly limits: TaskLimits = defaultTaskLimits(),
  ) {
    queue.consume((task) => this.run(task));
  }

  register(kind: TaskKind, handler: TaskHandler, channel: ChannelName = 'local'): void {
    this.handlers.set(`${channel}:${kind}`, handler);
  }

  /** Gives a channel's tasks slots of their own instead of the local ones. */
  lane(channel: ChannelName, limits: LaneLimits): void {
    this.queue.lane(channel, limits);
  }

  private static queued(record: TaskRecord): QueuedTask {
    return { id: record.id, keyId: record.key_id, lane: record.channel ?? 'local', priority: 0 };
  }

  /** Puts tasks a crash or restart interrupted back in the queue, oldest first. */
  async recover(): Promise<number> {
    const interrupted = this.store.unfinishedTasks();
    if (interrupted.length > 0) {
      await this.store.requeue(interrupted);
      this.log.info(`Resuming ${interrupted.length} task(s) interrupted by a stop or crash.`);
    }
    await this.queue.recover(interrupted.map((t) => TaskRunner.queued(t)));
    return interrupted.length;
  }

  /** The 429 for a key that already has its limit of tasks queued or running. */
  private async refuseWhenFull(keyId: string): Promise<void> {
    if ((await this.queue.pendingOf(keyId)) >= this.limits.pendingPerKey) {
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
    await this.refuseWhenFull(record.key_id);
    await this.store.add(record);
    await this.queue.enqueue(TaskRunner.queued(record));
    return record;
  }

  /**
   * Writes a new task's input files, then submits it. A key already at its limit is refused
   * before anything is written; if the submission is refused all the same (other submissions
   * got in while the files were written), the files go again.
   */
  async submitWithFiles(record: TaskRecord, writeInputs: () => Promise<void>): Promise<void> {
    await this.refuseWhenFull(record.key_id);
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
    return this.queue.counts();
  }

  find(id: string): TaskRecord | undefined {
    return this.store.find(id);
  }

  /** Runs a task the queue hands out; resolves when its outcome is recorded. */
  private run(task: QueuedTask): Promise<void> {
    const record = this.find(task.id);
    if (!record) return Promise.resolve(); // deleted while it waited
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
    })();
    return entry.done;
  }

  /** Stops the task if it runs, drops it from the queue, deletes its record and files. */
  async remove(record: TaskRecord): Promise<void> {
    await this.queue.cancel(record.id);
    const running = this.running.get(record.id);
    if (running) {
      running.reason = 'cancel';
      running.controller.abort(new TaskFailure('cancelled', 'The task was cancelled.'));
      await running.done;
    }
    await this.store.delete(record);
  }

  /** Aborts running tasks without failing them: they run again on the next start. */
  async stop(): Promise<void> {
    await this.queue.pause();
    const all = [...this.running.values()];
    for (const r of all) {
      r.reason = 'shutdown';
      r.controller.abort(new TaskFailure('shutdown', 'The gateway is stopping.'));
    }
    await Promise.all(all.map((r) => r.done));
    await this.store.close();
  }
}
