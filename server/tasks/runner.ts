import { availableParallelism } from 'node:os';
import { ApiError } from '../http/errors.ts';
import type { Logger } from '../log.ts';
import type { ChannelName } from '../models/catalog.ts';
import type { FilesArea } from '../store/files.ts';
import type { CompletedFields, TaskKind, TaskRecord } from '../store/task-record.ts';
import type { TaskRepository } from '../store/ports.ts';
import {
  JobInterrupted,
  type LaneLimits,
  type QueueCounts,
  type QueuedTask,
  type TaskQueue,
} from './queue.ts';

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
  task: string;
  controller: AbortController;
  done: Promise<void>;
  /** Why it was aborted: the owner cancelled, or the gateway is stopping. */
  reason: 'cancel' | 'shutdown' | null;
}

/**
 * A task done in parts that any consumer of the queue may run, in any order or at once, then
 * joined by one job (a book: speech/book/parts.ts). Everything a part or the join needs is
 * in the task's files, never in one process's memory: on a team server the parts run in
 * `voxmesh worker` processes on several machines (docs/architecture.md, "A book in parts").
 */
export interface PartedTaskHandler {
  /**
   * How many parts (≥ 1), from the task's stored inputs alone: the same inputs give the same
   * plan on any machine. Runs once per task, and again after a crash before the parts ran.
   */
  plan(ctx: TaskContext): Promise<number>;
  /**
   * Does part `index` and writes its files atomically; running it again (after a worker
   * died) gives the same bytes. `ctx.progress` takes the percent of this part done.
   */
  part(ctx: TaskContext, index: number): Promise<void>;
  /** True when part `index`'s files are complete: recovery skips it, progress counts it. */
  partDone(record: TaskRecord, index: number): Promise<boolean>;
  /** Joins the parts into the task's outcome and removes the parts' files. */
  join(ctx: TaskContext): Promise<TaskOutcome>;
}

/** The share of a task in parts its parts stand for; the join (encoding) does the rest. */
const PARTS_SHARE = 0.7;

/** How far a task in parts is, from its finished parts and the elapsed time. */
function partedProgress(
  record: TaskRecord,
  done: number,
  of: number,
): { percent: number; eta?: number } {
  const share = Math.min(1, done / of);
  const percent = share * PARTS_SHARE * 100;
  if (share <= 0 || record.started_at === undefined) return { percent };
  const elapsed = Math.max(0, Date.now() / 1000 - record.started_at);
  return { percent, eta: (elapsed * (1 - share)) / share };
}

/**
 * The one task runner of the gateway, shared by speech and 3D. It takes its jobs from a
 * queue (tasks/queue.ts: lanes, per-key fairness, priorities; in-process or BullMQ) and
 * records every state change in the task repository. Tasks left queued or running by a
 * crash or restart run again on start. Handlers write their files atomically, so a task
 * re-run from scratch never meets a half-written output; a task in parts resumes from the
 * parts already done.
 */
export class TaskRunner {
  /** By channel, then kind: the channel a record names (local unless said) runs it. */
  private readonly handlers = new Map<string, TaskHandler>();
  private readonly partedHandlers = new Map<string, PartedTaskHandler>();
  /** The jobs this process runs now (several parts of one task may run at once). */
  private readonly running = new Set<Running>();

  constructor(
    private readonly store: TaskRepository,
    private readonly queue: TaskQueue,
    private readonly files: FilesArea,
    private readonly log: Logger,
    readonly limits: TaskLimits = defaultTaskLimits(),
    /** False for a gateway that only submits (`--local-workers 0`): workers run its jobs. */
    consume = true,
  ) {
    queue.onCancel((id) => this.abortRunning(id, 'cancel'));
    if (consume) queue.consume((task) => this.run(task));
  }

  register(kind: TaskKind, handler: TaskHandler, channel: ChannelName = 'local'): void {
    this.handlers.set(`${channel}:${kind}`, handler);
  }

  /** A kind whose local tasks run in parts (PartedTaskHandler). */
  registerParted(kind: TaskKind, handler: PartedTaskHandler): void {
    this.partedHandlers.set(`local:${kind}`, handler);
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
    const interrupted = await this.store.unfinishedTasks();
    if (interrupted.length > 0) {
      await this.store.requeue(interrupted.filter((t) => !this.queueKeepsJobs(t)));
      this.log.info(`Resuming ${interrupted.length} task(s) interrupted by a stop or crash.`);
    }
    await this.queue.recover(interrupted.map((t) => TaskRunner.queued(t)));
    return interrupted.length;
  }

  /** Whether the queue keeps this task's jobs itself (a shared broker), so it stays running. */
  private queueKeepsJobs(record: TaskRecord): boolean {
    return this.keepsJobs(record.channel ?? 'local');
  }

  /** Lanes whose jobs outlive this process (set by the team server's composition). */
  keepsJobs: (lane: string) => boolean = () => false;

  /** The 429 for a key that already has its limit of tasks queued or running. */
  private async refuseWhenFull(keyId: string): Promise<void> {
    if ((await this.store.unfinishedCount(keyId)) >= this.limits.pendingPerKey) {
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

  /** Jobs running now and waiting to run, over all keys (for `GET /v1/server`). */
  async counts(): Promise<QueueCounts> {
    return this.queue.counts();
  }

  /** Jobs this process runs now and waiting in its memory (sync: the desktop's close check). */
  localCounts(): QueueCounts {
    return { running: this.running.size, queued: this.queue.waitingHere() };
  }

  find(id: string): Promise<TaskRecord | undefined> {
    return Promise.resolve(this.store.find(id));
  }

  /**
   * Runs one job the queue hands out; resolves when its outcome is recorded, rejects with
   * JobInterrupted when the process stops under it (the queue gives the job back) and with
   * the failure when a part fails (the queue drops the task's other jobs).
   */
  private run(task: QueuedTask): Promise<void> {
    const entry: Running = {
      task: task.id,
      controller: new AbortController(),
      reason: null,
      done: Promise.resolve(),
    };
    this.running.add(entry);
    const job = this.runJob(task, entry).finally(() => this.running.delete(entry));
    entry.done = job.then(
      () => undefined,
      () => undefined,
    );
    return job;
  }

  private async runJob(task: QueuedTask, entry: Running): Promise<void> {
    const record = await this.store.find(task.id);
    // Deleted while it waited, or a job of a task already over (a duplicate after recovery).
    if (!record || record.status === 'completed' || record.status === 'failed') return;
    const step = task.step ?? { kind: 'start' };
    const name = `${record.channel ?? 'local'}:${record.kind}`;
    const parted = this.partedHandlers.get(name);
    const ctx: TaskContext = {
      record,
      signal: entry.controller.signal,
      progress: (p, eta) => this.store.progress(record, p, eta),
    };
    try {
      if (!parted) {
        await this.store.start(record);
        const handler = this.handlers.get(name);
        if (!handler)
          throw new TaskFailure('unsupported_task', `No handler for ${record.kind} tasks.`);
        await this.finish(record, await handler(ctx), entry);
      } else if (step.kind === 'start') {
        await this.store.start(record);
        const of = await parted.plan(ctx);
        const left: number[] = [];
        for (let i = 0; i < of; i++) if (!(await parted.partDone(record, i))) left.push(i);
        if (entry.controller.signal.aborted) throw entry.controller.signal.reason;
        const { percent, eta } = partedProgress(record, of - left.length, of);
        this.store.progress(record, percent, eta);
        await this.queue.enqueueParts(task, of, left);
      } else if (step.kind === 'part') {
        await this.runPart(ctx, parted, step.index, step.of);
      } else {
        const joining: TaskContext = {
          ...ctx,
          progress: (p, eta) =>
            this.store.progress(record, (PARTS_SHARE + (1 - PARTS_SHARE) * (p / 100)) * 99, eta),
        };
        await this.finish(record, await parted.join(joining), entry);
      }
    } catch (err) {
      if (entry.reason === 'shutdown') throw new JobInterrupted(record.id);
      if (entry.reason === 'cancel') return; // the record is being deleted
      if (!(err instanceof TaskFailure)) this.log.error(`task ${record.id} failed`, err);
      await this.store.fail(
        record,
        err instanceof TaskFailure
          ? { code: err.code, message: err.message }
          : { code: 'internal_error', message: 'The task failed inside the gateway; see its log.' },
      );
      if (step.kind === 'part') throw err; // the queue drops the task's other parts
      return;
    }
    // Deleted while this job ran (cancelled on another gateway): what it wrote goes too.
    if (step.kind === 'part' && !(await this.store.find(record.id))) {
      await this.files.removeTask(record.kind, record.id);
    }
  }

  /** One part, its progress shared with the parts done before it (by any process). */
  private async runPart(
    ctx: TaskContext,
    parted: PartedTaskHandler,
    index: number,
    of: number,
  ): Promise<void> {
    const { record } = ctx;
    const countDone = async () => {
      let n = 0;
      for (let i = 0; i < of; i++) if (await parted.partDone(record, i)) n++;
      return n;
    };
    const before = await countDone();
    const report = (done: number) => {
      const { percent, eta } = partedProgress(record, done, of);
      // Several parts report at once, here and elsewhere: progress only goes forward.
      if (percent >= record.progress) this.store.progress(record, percent, eta);
    };
    await parted.part({ ...ctx, progress: (p) => report(before + Math.min(1, p / 100)) }, index);
    if (ctx.signal.aborted) throw ctx.signal.reason;
    report(await countDone());
  }

  /** Records the outcome; billed with the completion it is saved with, never for a run cut short. */
  private async finish(record: TaskRecord, outcome: TaskOutcome, entry: Running): Promise<void> {
    if (entry.controller.signal.aborted) throw entry.controller.signal.reason;
    await this.store.complete(record, outcome, outcome.characters);
  }

  private abortRunning(id: string, reason: 'cancel' | 'shutdown'): Promise<void>[] {
    const done: Promise<void>[] = [];
    for (const r of this.running) {
      if (r.task !== id) continue;
      r.reason = reason;
      r.controller.abort(
        reason === 'cancel'
          ? new TaskFailure('cancelled', 'The task was cancelled.')
          : new TaskFailure('shutdown', 'The gateway is stopping.'),
      );
      done.push(r.done);
    }
    return done;
  }

  /**
   * Stops the task's jobs wherever they run, drops its waiting jobs, deletes its record and
   * files.
   */
  async remove(record: TaskRecord): Promise<void> {
    await this.queue.cancel(record.id); // aborts this process's jobs of it too (onCancel)
    await Promise.all(this.abortRunning(record.id, 'cancel'));
    await this.store.delete(record);
  }

  /** Aborts running jobs without failing them: they run again on the next start. */
  async stop(): Promise<void> {
    await this.queue.pause();
    const all = [...this.running];
    for (const r of all) {
      r.reason = 'shutdown';
      r.controller.abort(new TaskFailure('shutdown', 'The gateway is stopping.'));
    }
    await Promise.all(all.map((r) => r.done));
    await this.queue.close();
    await this.store.close();
  }
}
