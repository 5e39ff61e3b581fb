import { availableParallelism } from 'node:os';
import { ApiError } from '../http/errors.ts';
import type { Logger } from '../log.ts';
import type { Database } from '../store/database.ts';
import type { FilesArea } from '../store/files.ts';
import { recordUsage } from '../usage/usage.ts';
import type { TaskFiles, TaskKind, TaskRecord } from './task-record.ts';

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
  /** Percent done, 0–99; kept in memory and flushed at most once a second. */
  progress(percent: number): void;
}

export interface TaskOutcome {
  files: TaskFiles;
  content_type?: string;
  duration_ms?: number;
  characters?: number;
  bytes?: number;
  /** Kind-specific fields stored on the record (e.g. 3D metadata). */
  extra?: Record<string, unknown>;
}

export type TaskHandler = (ctx: TaskContext) => Promise<TaskOutcome>;

export interface TaskLimits {
  /** Tasks running at once over all keys. */
  concurrency: number;
  /** Tasks of one key running at once; more wait in the queue. */
  runningPerKey: number;
  /** Queued plus running tasks one key may have; beyond it submissions get 429. */
  pendingPerKey: number;
}

export function defaultTaskLimits(): TaskLimits {
  return { concurrency: Math.max(1, availableParallelism()), runningPerKey: 2, pendingPerKey: 32 };
}

const PROGRESS_FLUSH_MS = 1000;
const nowS = () => Math.floor(Date.now() / 1000);

interface Running {
  controller: AbortController;
  done: Promise<void>;
  /** Why it was aborted: the owner cancelled, or the gateway is stopping. */
  reason: 'cancel' | 'shutdown' | null;
}

/**
 * The one task runner of the gateway, shared by speech and 3D. Every state change is
 * saved at once; progress lives in memory and is flushed at most once a second. Tasks
 * left queued or running by a crash or restart run again on start. Handlers write their
 * files atomically, so a task re-run from scratch never meets a half-written output.
 */
export class TaskRunner {
  private readonly handlers = new Map<TaskKind, TaskHandler>();
  private readonly queue: string[] = [];
  private readonly running = new Map<string, Running>();
  private flushTimer: NodeJS.Timeout | null = null;
  private progressDirty = false;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly files: FilesArea,
    private readonly log: Logger,
    readonly limits: TaskLimits = defaultTaskLimits(),
  ) {}

  register(kind: TaskKind, handler: TaskHandler): void {
    this.handlers.set(kind, handler);
  }

  /** Puts tasks a crash or restart interrupted back in the queue, oldest first. */
  async recover(): Promise<number> {
    const interrupted = this.db.data.tasks
      .filter((t) => t.source === 'task' && (t.status === 'queued' || t.status === 'in_progress'))
      .sort((a, b) => a.created_at - b.created_at);
    for (const task of interrupted) {
      if (task.status === 'in_progress') {
        task.status = 'queued';
        task.progress = 0;
        delete task.started_at;
      }
      this.queue.push(task.id);
    }
    if (interrupted.length > 0) {
      await this.db.save();
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
    this.db.data.tasks.push(record);
    await this.db.save();
    this.queue.push(record.id);
    this.pump();
    return record;
  }

  /** Records never change identity, so a found one is remembered (polling is hot). */
  private readonly byId = new Map<string, TaskRecord>();

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
    let record = this.byId.get(id);
    if (record) return record;
    record = this.db.data.tasks.find((t) => t.id === id);
    if (record) this.byId.set(id, record);
    return record;
  }

  /** Starts queued tasks while there is room, keeping per-key fairness. */
  private pump(): void {
    if (this.stopped) return;
    const perKey = new Map<string, number>();
    for (const id of this.running.keys()) {
      const key = this.find(id)?.key_id ?? '';
      perKey.set(key, (perKey.get(key) ?? 0) + 1);
    }
    for (let i = 0; i < this.queue.length && this.running.size < this.limits.concurrency;) {
      const record = this.find(this.queue[i]!);
      if (!record) {
        this.queue.splice(i, 1);
        continue;
      }
      const busy = perKey.get(record.key_id) ?? 0;
      if (busy >= this.limits.runningPerKey) {
        i++;
        continue;
      }
      this.queue.splice(i, 1);
      perKey.set(record.key_id, busy + 1);
      this.launch(record);
    }
  }

  private launch(record: TaskRecord): void {
    const handler = this.handlers.get(record.kind);
    const controller = new AbortController();
    const entry: Running = { controller, reason: null, done: Promise.resolve() };
    this.running.set(record.id, entry);
    entry.done = (async () => {
      record.status = 'in_progress';
      record.started_at = nowS();
      record.progress = 0;
      await this.db.save();
      try {
        if (!handler)
          throw new TaskFailure('unsupported_task', `No handler for ${record.kind} tasks.`);
        const outcome = await handler({
          record,
          signal: controller.signal,
          progress: (p) => this.setProgress(record, p),
        });
        if (controller.signal.aborted) throw controller.signal.reason;
        Object.assign(record, outcome.extra ?? {});
        record.files = outcome.files;
        if (outcome.content_type !== undefined) record.content_type = outcome.content_type;
        if (outcome.duration_ms !== undefined) record.duration_ms = outcome.duration_ms;
        if (outcome.characters !== undefined) record.characters = outcome.characters;
        if (outcome.bytes !== undefined) record.bytes = outcome.bytes;
        record.status = 'completed';
        record.progress = 100;
        record.completed_at = nowS();
        // Billed here, with the completion it is saved with: never for a run cut short.
        if (outcome.characters !== undefined) {
          recordUsage(this.db, record.key_id, record.model, outcome.characters);
        }
      } catch (err) {
        if (entry.reason === 'shutdown') return; // stays in_progress: re-run on next start
        if (entry.reason === 'cancel') return; // the record is being deleted
        record.status = 'failed';
        record.failed_at = nowS();
        record.error =
          err instanceof TaskFailure
            ? { code: err.code, message: err.message }
            : {
                code: 'internal_error',
                message: 'The task failed inside the gateway; see its log.',
              };
        if (!(err instanceof TaskFailure)) this.log.error(`task ${record.id} failed`, err);
      } finally {
        this.running.delete(record.id);
      }
      await this.db.save();
      this.pump();
    })();
  }

  private setProgress(record: TaskRecord, percent: number): void {
    const p = Math.max(0, Math.min(99, Math.floor(percent)));
    if (p === record.progress) return;
    record.progress = p;
    this.progressDirty = true;
    this.flushTimer ??= setTimeout(() => {
      this.flushTimer = null;
      if (this.progressDirty) {
        this.progressDirty = false;
        void this.db.save().catch((err: unknown) => this.log.error('saving progress failed', err));
      }
    }, PROGRESS_FLUSH_MS);
    this.flushTimer.unref();
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
    const at = this.db.data.tasks.indexOf(record);
    if (at !== -1) this.db.data.tasks.splice(at, 1);
    this.byId.delete(record.id);
    await this.files.removeTask(record.kind, record.id);
    await this.db.save();
    this.pump();
  }

  /** Aborts running tasks without failing them: they run again on the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.flushTimer) clearTimeout(this.flushTimer);
    const all = [...this.running.values()];
    for (const r of all) {
      r.reason = 'shutdown';
      r.controller.abort(new TaskFailure('shutdown', 'The gateway is stopping.'));
    }
    await Promise.all(all.map((r) => r.done));
    await this.db.save();
  }
}
