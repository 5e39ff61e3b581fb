import type { Logger } from '../../log.ts';
import type { FilesArea } from '../files.ts';
import type { Awaitable, TaskPage, TaskPageQuery, TaskRepository } from '../ports.ts';
import {
  isFinished,
  type CompletedFields,
  type RemoteRef,
  type TaskRecord,
} from '../task-record.ts';
import type { Db } from './connection.ts';
import { assignInPlace } from './in-place.ts';
import { billIn } from './repositories.ts';
import type { WriteTracker } from './write-tracker.ts';

const PROGRESS_FLUSH_MS = 1000;
/** Finished records kept in memory, the most recently used (default). */
export const DEFAULT_RECENT_TASKS = 2000;
/** A write of a live task's state applies only while the stored task is still live. */
const STILL_LIVE = `status IN ('queued', 'in_progress')`;
const nowS = () => Math.floor(Date.now() / 1000);

interface TaskRow {
  id: string;
  seq: string;
  record: TaskRecord;
}

/** The stored record, with its order from the `seq` column (the record's copy is not kept current). */
function recordOf(row: TaskRow): TaskRecord {
  const record = row.record;
  record.seq = Number(row.seq);
  return record;
}

const INSERT = `
  INSERT INTO tasks (id, owner, kind, source, status, key_id, created_at, record)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING seq`;

function insertValues(r: TaskRecord): unknown[] {
  return [r.id, r.owner, r.kind, r.source, r.status, r.key_id, r.created_at, JSON.stringify(r)];
}

/**
 * Tasks and history in one table (docs/decisions.md "PostgreSQL storage"): the record as
 * json beside the columns pages and recovery filter on. Shared by every gateway and worker
 * on the database, so memory holds only what this process works with: its live (queued,
 * running) tasks, by the object its runner holds, and a bounded set of recently used
 * finished records. `find` asks the database on a miss; `page` and `unfinishedTasks` always
 * do. Changes other processes make reach the held records through the change feed.
 *
 * Every state change is durable when its promise resolves; the writes of one task go to
 * the database in the order they were made, each writing the record as it is then.
 * Progress is kept in memory and written at most once a second. A task's state is written
 * only while the stored task is still live, so a finished record never changes again (a
 * completion another process wrote first wins, and is billed once).
 */
export class PostgresTaskRepository implements TaskRepository {
  private readonly live = new Map<string, TaskRecord>();
  private readonly recent = new Map<string, TaskRecord>();
  private readonly finding = new Map<string, Promise<TaskRecord | undefined>>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly dirty = new Set<TaskRecord>();
  private flushTimer: NodeJS.Timeout | null = null;
  private closing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly files: FilesArea,
    private readonly writes: WriteTracker,
    private readonly log: Logger,
    private readonly recentLimit: number,
    private readonly onClose: () => Promise<void>,
  ) {}

  peek(id: string): TaskRecord | undefined {
    const live = this.live.get(id);
    if (live) return live;
    const finished = this.recent.get(id);
    if (finished) this.remember(finished);
    return finished;
  }

  find(id: string): Awaitable<TaskRecord | undefined> {
    const held = this.peek(id);
    if (held) return held;
    let pending = this.finding.get(id);
    if (!pending) {
      pending = this.fetch(id).finally(() => this.finding.delete(id));
      this.finding.set(id, pending);
    }
    return pending;
  }

  private async fetch(id: string): Promise<TaskRecord | undefined> {
    const { rows } = await this.db.query<TaskRow>(
      'SELECT id, seq, record FROM tasks WHERE id = $1',
      [id],
    );
    const row = rows[0];
    if (!row) return undefined;
    return this.peek(id) ?? this.hold(recordOf(row));
  }

  /** Keeps a record this process now works with: live ones by object, finished in the LRU. */
  private hold(record: TaskRecord): TaskRecord {
    if (isFinished(record)) this.remember(record);
    else this.live.set(record.id, record);
    return record;
  }

  private remember(record: TaskRecord): void {
    this.recent.delete(record.id);
    this.recent.set(record.id, record);
    while (this.recent.size > this.recentLimit)
      this.recent.delete(this.recent.keys().next().value!);
  }

  private forget(id: string): void {
    const live = this.live.get(id);
    if (live) this.dirty.delete(live);
    this.live.delete(id);
    this.recent.delete(id);
  }

  /** Held records another process changed or deleted (the change feed). */
  async changed(ids: string[]): Promise<void> {
    const held = ids.filter((id) => this.live.has(id) || this.recent.has(id));
    if (held.length === 0) return;
    const { rows } = await this.db.query<TaskRow>(
      'SELECT id, seq, record FROM tasks WHERE id = ANY($1)',
      [held],
    );
    const stored = new Map(rows.map((r) => [r.id, r] as const));
    for (const id of held) {
      const row = stored.get(id);
      if (!row) {
        this.forget(id);
        continue;
      }
      const fresh = recordOf(row);
      const live = this.live.get(id);
      if (!live) {
        // A finished record never changes; one that is live again (another gateway's
        // recovery) is held as live.
        if (!isFinished(fresh)) {
          this.recent.delete(id);
          this.live.set(id, fresh);
        }
        continue;
      }
      assignInPlace(live, fresh);
      if (isFinished(live)) {
        this.live.delete(id);
        this.dirty.delete(live);
        this.remember(live);
      }
    }
  }

  /** After notifications may have been lost: every held record from the database. */
  resync(): Promise<void> {
    return this.changed([...this.live.keys(), ...this.recent.keys()]);
  }

  async page(q: TaskPageQuery): Promise<TaskPage | null> {
    const params: unknown[] = [q.owner];
    const where = ['owner = $1'];
    if (q.after !== undefined) {
      const { rows } = await this.db.query<{ seq: string; owner: string }>(
        'SELECT seq, owner FROM tasks WHERE id = $1',
        [q.after],
      );
      const cursor = rows[0];
      if (!cursor || cursor.owner !== q.owner) return null;
      params.push(cursor.seq);
      where.push(`seq < $${params.length}`);
    }
    if (q.kind) {
      params.push(q.kind);
      where.push(`kind = $${params.length}`);
    }
    if (q.status) {
      params.push(q.status);
      where.push(`status = $${params.length}`);
    }
    params.push(q.limit + 1);
    const { rows } = await this.db.query<TaskRow>(
      `SELECT id, seq, record FROM tasks WHERE ${where.join(' AND ')}
       ORDER BY seq DESC LIMIT $${params.length}`,
      params,
    );
    const data = rows
      .slice(0, q.limit)
      .map((row) => this.live.get(row.id) ?? this.recent.get(row.id) ?? recordOf(row));
    return { data, hasMore: rows.length > q.limit };
  }

  async unfinishedCount(keyId: string): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM tasks
       WHERE key_id = $1 AND source = 'task' AND ${STILL_LIVE}`,
      [keyId],
    );
    return rows[0]?.n ?? 0;
  }

  async unfinishedTasks(): Promise<TaskRecord[]> {
    const { rows } = await this.db.query<TaskRow>(
      `SELECT id, seq, record FROM tasks WHERE source = 'task' AND ${STILL_LIVE} ORDER BY seq`,
    );
    return rows.map((row) => this.live.get(row.id) ?? this.hold(recordOf(row)));
  }

  /** Runs a task's writes one after another, in the order they were asked for. */
  private inOrder<T>(id: string, write: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(id) ?? Promise.resolve();
    const next = this.writes.track(previous.catch(() => undefined).then(write));
    const tail = next.catch(() => undefined);
    this.queues.set(id, tail);
    void tail.then(() => {
      if (this.queues.get(id) === tail) this.queues.delete(id);
    });
    return next;
  }

  /** Writes a live task's current state (serialised when the write runs, not before). */
  private save(record: TaskRecord): Promise<boolean> {
    return this.inOrder(record.id, async () => {
      const result = await this.db.query(
        `UPDATE tasks SET status = $2, record = $3 WHERE id = $1 AND ${STILL_LIVE}`,
        [record.id, record.status, JSON.stringify(record)],
      );
      return result.rowCount === 1;
    });
  }

  async add(record: TaskRecord): Promise<void> {
    const { rows } = await this.inOrder(record.id, () =>
      this.db.query<{ seq: string }>(INSERT, insertValues(record)),
    );
    record.seq = Number(rows[0]!.seq);
    this.hold(record);
  }

  async addFinished(record: TaskRecord, billed?: number): Promise<void> {
    await this.inOrder(record.id, () =>
      this.db.transaction(async (client) => {
        const { rows } = await client.query<{ seq: string }>(INSERT, insertValues(record));
        if (billed !== undefined) await billIn(client, record.key_id, record.model, billed);
        record.seq = Number(rows[0]!.seq);
      }),
    );
    this.remember(record);
  }

  async requeue(records: TaskRecord[]): Promise<void> {
    const changed: TaskRecord[] = [];
    for (const task of records) {
      if (task.status !== 'in_progress') continue;
      task.status = 'queued';
      task.progress = 0;
      delete task.started_at;
      delete task.eta_seconds;
      changed.push(task);
    }
    await Promise.all(changed.map((task) => this.save(task)));
  }

  async start(record: TaskRecord): Promise<void> {
    record.status = 'in_progress';
    record.started_at = nowS();
    record.progress = 0;
    delete record.eta_seconds;
    await this.save(record);
  }

  async setUpstream(record: TaskRecord, ref: RemoteRef): Promise<void> {
    record.upstream = ref;
    await this.save(record);
  }

  progress(record: TaskRecord, percent: number, etaSeconds?: number): void {
    const p = Math.max(0, Math.min(99, Math.floor(percent)));
    if (etaSeconds !== undefined && Number.isFinite(etaSeconds))
      record.eta_seconds = Math.max(0, Math.round(etaSeconds));
    if (p === record.progress) return;
    record.progress = p;
    this.dirty.add(record);
    this.flushTimer ??= setTimeout(() => {
      this.flushTimer = null;
      this.flushProgress();
    }, PROGRESS_FLUSH_MS);
    this.flushTimer.unref();
  }

  private flushProgress(): void {
    const records = [...this.dirty];
    this.dirty.clear();
    for (const record of records) {
      if (this.live.get(record.id) !== record) continue;
      void this.save(record).catch((err: unknown) =>
        this.log.error(`saving the progress of ${record.id} failed`, err),
      );
    }
  }

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

  /**
   * The finished record and its bill in one transaction, applied only if the stored task
   * is still live: a task deleted meanwhile, or finished by another process, is left as
   * it is and not billed again.
   */
  private async finish(live: TaskRecord, done: TaskRecord, billed?: number): Promise<void> {
    const applied = await this.inOrder(live.id, () =>
      this.db.transaction(async (client) => {
        const result = await client.query(
          `UPDATE tasks SET status = $2, record = $3 WHERE id = $1 AND ${STILL_LIVE}`,
          [done.id, done.status, JSON.stringify(done)],
        );
        if (result.rowCount !== 1) return false;
        if (billed !== undefined) await billIn(client, done.key_id, done.model, billed);
        return true;
      }),
    );
    this.dirty.delete(live);
    this.live.delete(live.id);
    if (!applied) return;
    Object.assign(live, done);
    this.remember(done);
  }

  async delete(record: TaskRecord): Promise<void> {
    this.forget(record.id);
    await this.inOrder(record.id, () =>
      this.db.query('DELETE FROM tasks WHERE id = $1', [record.id]),
    );
    await this.files.removeTask(record.kind, record.id);
  }

  /** Writes pending progress, then closes the whole storage (its pool and change feed). */
  close(): Promise<void> {
    this.closing ??= (async () => {
      if (this.flushTimer) clearTimeout(this.flushTimer);
      this.flushTimer = null;
      this.flushProgress();
      await this.writes.idle();
      await this.onClose();
    })();
    return this.closing;
  }
}
