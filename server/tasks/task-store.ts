import type { Logger } from '../log.ts';
import type { Database } from '../store/database.ts';
import type { FilesArea } from '../store/files.ts';
import type { UsageLedger } from '../usage/usage.ts';
import type { TaskKind, TaskRecord, TaskStatus } from './task-record.ts';

export interface TaskPageQuery {
  owner: string;
  kind?: TaskKind | undefined;
  status?: TaskStatus | undefined;
  /** The id of the last entry of the previous page. */
  after?: string | undefined;
  limit: number;
}

export interface TaskPage {
  data: TaskRecord[];
  hasMore: boolean;
}

/** What a run adds to its record when it completes. */
export type CompletedFields = Partial<
  Pick<TaskRecord, 'files' | 'content_type' | 'duration_ms' | 'characters' | 'bytes'>
> & { metadata?: Record<string, unknown> };

const PROGRESS_FLUSH_MS = 1000;
const nowS = () => Math.floor(Date.now() / 1000);

/**
 * The only writer of task records: the runner, sync speech, WebSocket sessions and 3D go
 * through it to create an entry, move it from state to state, report progress, record a
 * finished request with its bill, and delete it. Every state change is durable when its
 * promise resolves; progress is kept in memory and flushed at most once a second.
 */
export class TaskStore {
  private readonly byId = new Map<string, TaskRecord>();
  private nextSeq = 1;
  private flushTimer: NodeJS.Timeout | null = null;
  private progressDirty = false;

  constructor(
    private readonly db: Database,
    private readonly files: FilesArea,
    private readonly ledger: UsageLedger,
    private readonly log: Logger,
  ) {
    for (const record of db.data.tasks) {
      this.byId.set(record.id, record);
      this.nextSeq = Math.max(this.nextSeq, record.seq + 1);
    }
  }

  find(id: string): TaskRecord | undefined {
    return this.byId.get(id);
  }

  /** Submitted tasks a stop or crash left queued or running, oldest first. */
  unfinishedTasks(): TaskRecord[] {
    return this.db.data.tasks
      .filter((t) => t.source === 'task' && (t.status === 'queued' || t.status === 'in_progress'))
      .sort((a, b) => a.seq - b.seq);
  }

  /**
   * One page of an owner's entries, newest first, after the cursor `after`; null when
   * `after` is not one of the owner's ids.
   */
  page(q: TaskPageQuery): TaskPage | null {
    const all = this.db.data.tasks;
    let i = all.length - 1;
    if (q.after !== undefined) {
      const cursor = this.byId.get(q.after);
      if (!cursor || cursor.owner !== q.owner) return null;
      i = all.indexOf(cursor) - 1;
    }
    const data: TaskRecord[] = [];
    for (; i >= 0; i--) {
      const t = all[i]!;
      if (
        t.owner !== q.owner ||
        (q.kind && t.kind !== q.kind) ||
        (q.status && t.status !== q.status)
      )
        continue;
      if (data.length === q.limit) return { data, hasMore: true };
      data.push(t);
    }
    return { data, hasMore: false };
  }

  private insert(record: TaskRecord): void {
    record.seq = this.nextSeq++;
    this.db.data.tasks.push(record);
    this.byId.set(record.id, record);
  }

  /** A new queued task (its inputs already in its folder). */
  async add(record: TaskRecord): Promise<void> {
    this.insert(record);
    await this.db.save();
  }

  /**
   * A synchronous request or WebSocket session that completed: recorded, and its
   * characters (if billed) billed to the key, in one durable write.
   */
  async addFinished(record: TaskRecord, billed?: number): Promise<void> {
    this.insert(record);
    if (billed !== undefined) this.ledger.bill(record.key_id, record.model, billed);
    await this.db.save();
  }

  /** Tasks a stop interrupted go back to queued, to run again from the start. */
  async requeue(records: TaskRecord[]): Promise<void> {
    for (const task of records) {
      if (task.status !== 'in_progress') continue;
      task.status = 'queued';
      task.progress = 0;
      delete task.started_at;
    }
    await this.db.save();
  }

  async start(record: TaskRecord): Promise<void> {
    record.status = 'in_progress';
    record.started_at = nowS();
    record.progress = 0;
    await this.db.save();
  }

  /** Percent done, 0–99; kept in memory and flushed at most once a second. */
  progress(record: TaskRecord, percent: number): void {
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

  /** Completed: the run's results, and the characters billed (if any) in the same write. */
  async complete(record: TaskRecord, fields: CompletedFields, billed?: number): Promise<void> {
    Object.assign(record, fields);
    record.status = 'completed';
    record.progress = 100;
    record.completed_at = nowS();
    if (billed !== undefined) this.ledger.bill(record.key_id, record.model, billed);
    await this.db.save();
  }

  async fail(record: TaskRecord, error: { code: string; message: string }): Promise<void> {
    record.status = 'failed';
    record.failed_at = nowS();
    record.error = error;
    await this.db.save();
  }

  /** Deletes the entry and its files (the runner has stopped it if it ran). */
  async delete(record: TaskRecord): Promise<void> {
    const at = this.db.data.tasks.indexOf(record);
    if (at !== -1) this.db.data.tasks.splice(at, 1);
    this.byId.delete(record.id);
    await this.files.removeTask(record.kind, record.id);
    await this.db.save();
  }

  /** Stops the progress timer and writes what is pending. */
  async close(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    await this.db.save();
  }
}
