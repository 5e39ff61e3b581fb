import path from 'node:path';
import type { Logger } from '../log.ts';
import type { Database } from './database.ts';
import type { FilesArea } from './files.ts';
import { HistoryLog, type HistoryEntry, type StoredAt } from './history-log.ts';
import type { TaskPage, TaskPageQuery, TaskRepository, UsageLedger } from './ports.ts';
import {
  isFinished,
  type CompletedFields,
  type RemoteRef,
  type TaskKind,
  type TaskRecord,
  type TaskStatus,
} from './task-record.ts';

export interface TaskStoreOptions {
  /** Lines per history partition (default 2,000). */
  partitionLines?: number;
}

/** One record of the in-memory index, newest last. */
interface IndexEntry {
  id: string;
  seq: number;
  owner: string;
  kind: TaskKind;
  status: TaskStatus;
  /** Queued or running (and while its completion is being written): the live record. */
  live: TaskRecord | null;
  /** Finished: its line in the history log. */
  stored: HistoryEntry | null;
  removed?: boolean;
}

const PROGRESS_FLUSH_MS = 1000;
const DEFAULT_PARTITION_LINES = 2000;
/** Finished records kept parsed in memory (the newest and the recently read). */
const CACHE_SIZE = 2000;
const nowS = () => Math.floor(Date.now() / 1000);

function entryOf(record: TaskRecord): IndexEntry {
  const { id, seq, owner, kind, status } = record;
  return { id, seq, owner, kind, status, live: record, stored: null };
}

/**
 * The only writer of task records: the runner, sync speech, WebSocket sessions and 3D go
 * through it to create an entry, move it from state to state, report progress, record a
 * finished request with its bill, and delete it.
 *
 * Queued and running tasks live in the main database (small, rewritten on each change);
 * finished records go to the append-only history log (`history-log.ts`), so a state change
 * never rewrites the history. An index of every record (id, order, owner, kind, status)
 * stays in memory for paging; a finished record's fields are read from its line when
 * needed, the most recent ones kept parsed. Every state change is durable when its promise
 * resolves; progress is kept in memory and flushed at most once a second.
 */
export class TaskStore implements TaskRepository {
  private readonly index: IndexEntry[] = [];
  private readonly byId = new Map<string, IndexEntry>();
  private readonly cache = new Map<string, TaskRecord>();
  private nextSeq = 1;
  private flushTimer: NodeJS.Timeout | null = null;
  private progressDirty = false;

  private constructor(
    private readonly db: Database,
    private readonly files: FilesArea,
    private readonly ledger: UsageLedger,
    private readonly log: Logger,
    private readonly history: HistoryLog,
  ) {}

  static async open(
    db: Database,
    files: FilesArea,
    ledger: UsageLedger,
    log: Logger,
    dataDir: string,
    options: TaskStoreOptions = {},
  ): Promise<TaskStore> {
    const { log: history, loaded } = await HistoryLog.open(path.join(dataDir, 'history'), {
      partitionLines: options.partitionLines ?? DEFAULT_PARTITION_LINES,
      billedThrough: ledger.billedThrough(),
      onTornTail: (file, bytes) =>
        log.warn(`Dropped ${bytes} bytes of an unfinished write at the end of ${file}.`),
    });
    const store = new TaskStore(db, files, ledger, log, history);
    let changed = false;
    // Bills written with their records but not yet in the ledger when the gateway stopped.
    for (const bill of loaded.bills) {
      ledger.bill(bill.record.key_id, bill.record.model, bill.characters, bill.n);
      changed = true;
    }
    for (const stored of loaded.entries) {
      const { id, seq, owner, kind, status } = stored;
      const entry: IndexEntry = { id, seq, owner, kind, status, live: null, stored };
      store.index.push(entry);
      store.byId.set(id, entry);
    }
    for (const record of [...loaded.parsed.values()].slice(-CACHE_SIZE))
      store.cache.set(record.id, record);
    // The main database keeps only queued and running tasks. A record also in the history
    // was finished when the gateway stopped; a finished one (older schema) moves there now.
    const active: TaskRecord[] = [];
    const finished: TaskRecord[] = [];
    for (const record of db.data.tasks) {
      if (store.byId.has(record.id)) changed = true;
      else if (isFinished(record)) finished.push(record);
      else active.push(record);
    }
    await Promise.all(
      finished.map(async (record) => {
        const stored = await history.put(record);
        const entry = entryOf(record);
        entry.live = null;
        entry.stored = stored;
        store.index.push(entry);
        store.byId.set(record.id, entry);
      }),
    );
    for (const record of active) {
      const entry = entryOf(record);
      store.index.push(entry);
      store.byId.set(record.id, entry);
    }
    store.index.sort((a, b) => a.seq - b.seq);
    store.nextSeq = (store.index.at(-1)?.seq ?? 0) + 1;
    if (changed || finished.length > 0) {
      db.data.tasks = active;
      await db.save();
    }
    return store;
  }

  find(id: string): TaskRecord | undefined {
    const entry = this.byId.get(id);
    return entry && this.recordOf(entry);
  }

  /** Every record is indexed in memory here: the same answer as `find`, at once. */
  peek(id: string): TaskRecord | undefined {
    return this.find(id);
  }

  private recordOf(entry: IndexEntry): TaskRecord {
    if (entry.live) return entry.live;
    let record = this.cache.get(entry.id);
    if (record) {
      this.cache.delete(entry.id);
    } else {
      record = this.history.read(entry.stored!);
    }
    this.remember(record);
    return record;
  }

  private remember(record: TaskRecord): void {
    this.cache.set(record.id, record);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
  }

  unfinishedCount(keyId: string): number {
    let n = 0;
    for (const t of this.db.data.tasks) {
      if (t.key_id === keyId && t.source === 'task' && !isFinished(t)) n++;
    }
    return n;
  }

  /** Submitted tasks a stop or crash left queued or running, oldest first. */
  unfinishedTasks(): TaskRecord[] {
    return this.db.data.tasks
      .filter((t) => t.source === 'task' && (t.status === 'queued' || t.status === 'in_progress'))
      .sort((a, b) => a.seq - b.seq);
  }

  /** Where an entry of this `seq` is in the index (binary search). */
  private positionOf(seq: number): number {
    let lo = 0;
    let hi = this.index.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const at = this.index[mid]!.seq;
      if (at === seq) return mid;
      if (at < seq) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /**
   * One page of an owner's entries, newest first, after the cursor `after`; null when
   * `after` is not one of the owner's ids.
   */
  page(q: TaskPageQuery): TaskPage | null {
    let i = this.index.length - 1;
    if (q.after !== undefined) {
      const cursor = this.byId.get(q.after);
      if (!cursor || cursor.owner !== q.owner) return null;
      i = this.positionOf(cursor.seq) - 1;
    }
    const data: TaskRecord[] = [];
    for (; i >= 0; i--) {
      const e = this.index[i]!;
      if (
        e.owner !== q.owner ||
        (q.kind && e.kind !== q.kind) ||
        (q.status && e.status !== q.status)
      )
        continue;
      if (data.length === q.limit) return { data, hasMore: true };
      data.push(this.recordOf(e));
    }
    return { data, hasMore: false };
  }

  private insert(record: TaskRecord): IndexEntry {
    record.seq = this.nextSeq++;
    const entry = entryOf(record);
    this.index.push(entry);
    this.byId.set(record.id, entry);
    return entry;
  }

  /** A new queued task (its inputs already in its folder). */
  async add(record: TaskRecord): Promise<void> {
    this.insert(record);
    this.db.data.tasks.push(record);
    await this.db.save();
  }

  /**
   * A synchronous request or WebSocket session that completed: recorded, and its
   * characters (if billed) billed to the key, in one durable write.
   */
  async addFinished(record: TaskRecord, billed?: number): Promise<void> {
    const entry = this.insert(record);
    try {
      await this.toHistory(entry, record, billed);
    } catch (err) {
      this.unindex(entry);
      throw err;
    }
  }

  /**
   * Appends a finished record to the history (the commit point, with its bill). Once the
   * line is on disk — not before, so no one sees a completion a crash could undo — the
   * record takes its final state, the ledger takes the bill and the main database drops
   * the task, both saved soon after: if a crash comes first, the next start finds the line
   * and does both again.
   */
  private async toHistory(
    entry: IndexEntry,
    record: TaskRecord,
    billed?: number,
    live: TaskRecord = record,
  ): Promise<void> {
    await this.history.put(record, billed, (stored, n) => {
      if (live !== record) Object.assign(live, record);
      if (billed !== undefined) this.ledger.bill(record.key_id, record.model, billed, n);
      entry.status = record.status;
      entry.stored = stored;
      entry.live = null;
      this.remember(record);
      const at = this.db.data.tasks.indexOf(live);
      if (at !== -1) this.db.data.tasks.splice(at, 1);
      if (entry.removed) void this.history.delete(stored);
      void this.db
        .save()
        .catch((err: unknown) => this.log.error('saving the database failed', err));
    });
  }

  /** Tasks a stop interrupted go back to queued, to run again from the start. */
  async requeue(records: TaskRecord[]): Promise<void> {
    for (const task of records) {
      if (task.status !== 'in_progress') continue;
      task.status = 'queued';
      task.progress = 0;
      delete task.started_at;
      delete task.eta_seconds;
      this.setStatus(task);
    }
    await this.db.save();
  }

  private setStatus(record: TaskRecord): void {
    const entry = this.byId.get(record.id);
    if (entry) entry.status = record.status;
  }

  async start(record: TaskRecord): Promise<void> {
    record.status = 'in_progress';
    record.started_at = nowS();
    record.progress = 0;
    delete record.eta_seconds;
    this.setStatus(record);
    await this.db.save();
  }

  /** An upstream task was accepted upstream: its id is saved before polling starts. */
  async setUpstream(record: TaskRecord, ref: RemoteRef): Promise<void> {
    record.upstream = ref;
    await this.db.save();
  }

  /** Percent done, 0–99; kept in memory and flushed at most once a second. */
  progress(record: TaskRecord, percent: number, etaSeconds?: number): void {
    const p = Math.max(0, Math.min(99, Math.floor(percent)));
    if (etaSeconds !== undefined && Number.isFinite(etaSeconds))
      record.eta_seconds = Math.max(0, Math.round(etaSeconds));
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
    const { eta_seconds: _eta, ...rest } = record;
    const { result, ...measures } = fields;
    // The kind's own result fields (chapters, 3D metadata) go into the record as they are.
    const done = {
      ...rest,
      ...measures,
      ...result,
      status: 'completed',
      progress: 100,
      completed_at: nowS(),
    } as TaskRecord;
    await this.finish(record, done, billed);
  }

  async fail(record: TaskRecord, error: { code: string; message: string }): Promise<void> {
    const { eta_seconds: _eta, ...rest } = record;
    const done = { ...rest, status: 'failed', failed_at: nowS(), error } as TaskRecord;
    await this.finish(record, done);
  }

  private async finish(live: TaskRecord, done: TaskRecord, billed?: number): Promise<void> {
    const entry = this.byId.get(live.id);
    if (!entry) return; // deleted meanwhile
    await this.toHistory(entry, done, billed, live);
  }

  private unindex(entry: IndexEntry): void {
    entry.removed = true;
    const at = this.positionOf(entry.seq);
    if (at !== -1) this.index.splice(at, 1);
    this.byId.delete(entry.id);
    this.cache.delete(entry.id);
  }

  /** Deletes the entry and its files (the runner has stopped it if it ran). */
  async delete(record: TaskRecord): Promise<void> {
    const entry = this.byId.get(record.id);
    if (!entry) return;
    this.unindex(entry);
    if (entry.stored) {
      await this.history.delete(entry.stored);
    } else {
      const at = this.db.data.tasks.indexOf(record);
      if (at !== -1) this.db.data.tasks.splice(at, 1);
      await this.db.save();
    }
    await this.files.removeTask(record.kind, record.id);
  }

  /** Stops the progress timer and writes what is pending. */
  async close(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    await this.history.close();
    await this.db.save();
  }
}

export type { StoredAt };
