import { closeSync, openSync, readSync } from 'node:fs';
import { mkdir, open, readdir, readFile, stat, truncate, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from './atomic-file.ts';
import type { TaskKind, TaskRecord, TaskStatus } from './task-record.ts';

/**
 * The finished part of the history, append-only, in numbered partitions under
 * `<dataDir>/history/`:
 *
 * - `h-000001.jsonl` — one JSON line per change: `{"n":7,"put":{record},"bill":42}` adds a
 *   finished record (and, with `bill`, the characters billed with it), `{"n":8,"del":"task_…"}`
 *   deletes one, whatever its partition. `n` numbers every line of every partition.
 * - `h-000001.idx.json` — written once a partition is full (sealed): where each of its
 *   records is, with the fields history pages filter on, and the ids it deleted. Start-up
 *   reads these small files and parses only the open partition; a full record is read from
 *   its line on demand.
 *
 * A change is acknowledged once its line is on disk (write + fdatasync; changes arriving
 * meanwhile share the next sync). A crash can tear only the last line of the open
 * partition, which was never acknowledged: it is cut off on the next start. An index is
 * derived data, written atomically; one that is missing or does not match its log is
 * rebuilt from the log.
 */

/** Where a record's line is. */
export interface StoredAt {
  part: number;
  offset: number;
  length: number;
}

/** What paging and ownership checks need without reading the record. */
export interface HistoryEntry {
  id: string;
  seq: number;
  owner: string;
  kind: TaskKind;
  status: TaskStatus;
  at: StoredAt;
}

/** A bill written with its record but not yet in the usage ledger (a crash came between). */
export interface PendingBill {
  n: number;
  record: TaskRecord;
  characters: number;
}

export interface LoadedHistory {
  /** Every live record, in the order of their lines. */
  entries: HistoryEntry[];
  /** Records parsed while loading (the open partition's), for the read cache. */
  parsed: Map<string, TaskRecord>;
  /** Bills on lines after `billedThrough`, oldest first. */
  bills: PendingBill[];
}

export interface HistoryLogOptions {
  /** Lines per partition before it is sealed. */
  partitionLines: number;
  /** The ledger holds every bill up to this line number. */
  billedThrough: number;
  onTornTail?: (file: string, bytes: number) => void;
}

type Line = { n: number; put: TaskRecord; bill?: number } | { n: number; del: string };

type IndexRow = [string, number, string, TaskKind, TaskStatus, number, number];

interface PartitionIndex {
  v: 1;
  part: number;
  bytes: number;
  lastN: number;
  /** The last line of the partition that carries a bill (0: none). */
  lastBillN: number;
  entries: IndexRow[];
  deleted: string[];
}

interface Pending {
  text: string;
  line: Line;
  done: (entry: HistoryEntry | null) => void;
  failed: (err: unknown) => void;
}

const LOG = /^h-(\d{6})\.jsonl$/;
const logName = (part: number) => `h-${String(part).padStart(6, '0')}.jsonl`;
const indexName = (part: number) => `h-${String(part).padStart(6, '0')}.idx.json`;

function entryOf(record: TaskRecord, at: StoredAt): HistoryEntry {
  return {
    id: record.id,
    seq: record.seq,
    owner: record.owner,
    kind: record.kind,
    status: record.status,
    at,
  };
}

export class HistoryCorruptError extends Error {}

/**
 * Parses a partition's lines up to the first one that is cut off or damaged; `good` is
 * the length of the whole lines before it.
 */
function parseLog(
  part: number,
  bytes: Buffer,
): { lines: Array<{ line: Line; at: StoredAt }>; good: number } {
  const lines: Array<{ line: Line; at: StoredAt }> = [];
  let offset = 0;
  while (offset < bytes.length) {
    const nl = bytes.indexOf(10, offset);
    if (nl === -1) break;
    let line: Line;
    try {
      line = JSON.parse(bytes.toString('utf8', offset, nl)) as Line;
    } catch {
      break;
    }
    lines.push({ line, at: { part, offset, length: nl + 1 - offset } });
    offset = nl + 1;
  }
  return { lines, good: offset };
}

export class HistoryLog {
  private readonly parts = new Map<number, Map<string, HistoryEntry>>();
  private readonly deletedIn = new Map<number, string[]>();
  /** Per partition, the last line carrying a bill. */
  private readonly lastBill = new Map<number, number>();
  private readonly readFds = new Map<number, number>();
  private current = 1;
  private size = 0;
  private lines = 0;
  private lastN = 0;
  private handle: FileHandle | null = null;
  private queue: Pending[] = [];
  private flushing: Promise<void> | null = null;

  /** Told when a torn last write is cut off at start (bytes dropped). */
  onTornTail?: (file: string, bytes: number) => void;

  private constructor(
    readonly dir: string,
    private readonly options: HistoryLogOptions,
  ) {
    this.onTornTail = options.onTornTail;
  }

  static async open(
    dir: string,
    options: HistoryLogOptions,
  ): Promise<{ log: HistoryLog; loaded: LoadedHistory }> {
    await mkdir(dir, { recursive: true });
    const log = new HistoryLog(dir, options);
    const loaded = await log.load();
    return { log, loaded };
  }

  private async load(): Promise<LoadedHistory> {
    const names = await readdir(this.dir);
    const numbers = names
      .map((n) => LOG.exec(n)?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
    if (numbers.length === 0) numbers.push(1);
    const byId = new Map<string, HistoryEntry>();
    const parsed = new Map<string, TaskRecord>();
    const bills: PendingBill[] = [];
    const last = numbers.at(-1)!;
    for (const part of numbers) {
      const file = path.join(this.dir, logName(part));
      const entries = new Map<string, HistoryEntry>();
      this.parts.set(part, entries);
      const size = await stat(file).then(
        (s) => s.size,
        () => 0,
      );
      const index = part === last ? null : await this.readIndex(part, size);
      if (index) {
        for (const [id, seq, owner, kind, status, offset, length] of index.entries) {
          const entry = { id, seq, owner, kind, status, at: { part, offset, length } };
          entries.set(id, entry);
          byId.set(id, entry);
        }
        for (const id of index.deleted) this.forget(byId, id, part);
        this.lastN = Math.max(this.lastN, index.lastN);
        continue;
      }
      const bytes = await readFile(file).catch(() => Buffer.alloc(0));
      const { lines, good } = parseLog(part, bytes);
      if (good < bytes.length) {
        // Only the open partition's last write can be torn by a crash, and it was never
        // acknowledged; anything else was damaged from outside.
        if (part !== last) {
          throw new HistoryCorruptError(
            `The history file ${file} is damaged at byte ${good}. VoxMesh never writes a ` +
              'partial sealed partition; restore it from a backup or move it away.',
          );
        }
        this.onTornTail?.(file, bytes.length - good);
        await truncate(file, good);
      }
      for (const { line, at } of lines) {
        this.lastN = Math.max(this.lastN, line.n);
        if ('del' in line) {
          this.forget(byId, line.del, part);
          continue;
        }
        const entry = entryOf(line.put, at);
        entries.set(entry.id, entry);
        byId.set(entry.id, entry);
        if (part === last) parsed.set(entry.id, line.put);
        if (line.bill !== undefined) {
          this.lastBill.set(part, line.n);
          if (line.n > this.options.billedThrough)
            bills.push({ n: line.n, record: line.put, characters: line.bill });
        }
      }
      if (part === last) {
        this.current = part;
        this.size = good;
        this.lines = lines.length;
      } else {
        await this.writeIndex(part);
      }
    }
    this.handle = await open(path.join(this.dir, logName(this.current)), 'a', 0o600);
    const all = [...byId.values()];
    return { entries: all, parsed, bills };
  }

  private forget(byId: Map<string, HistoryEntry>, id: string, inPart: number): void {
    const entry = byId.get(id);
    if (entry) {
      byId.delete(id);
      this.parts.get(entry.at.part)?.delete(id);
    }
    let list = this.deletedIn.get(inPart);
    if (!list) this.deletedIn.set(inPart, (list = []));
    list.push(id);
  }

  /** A sealed partition's index, if it matches its log and holds no bill still to apply. */
  private async readIndex(part: number, size: number): Promise<PartitionIndex | null> {
    try {
      const index = JSON.parse(
        await readFile(path.join(this.dir, indexName(part)), 'utf8'),
      ) as PartitionIndex;
      if (index.v !== 1 || index.part !== part || index.bytes !== size) return null;
      if (index.lastBillN > this.options.billedThrough) return null;
      return index;
    } catch {
      return null;
    }
  }

  private async writeIndex(part: number): Promise<void> {
    const entries = [...(this.parts.get(part)?.values() ?? [])].map((e): IndexRow => [
      e.id,
      e.seq,
      e.owner,
      e.kind,
      e.status,
      e.at.offset,
      e.at.length,
    ]);
    const size = await stat(path.join(this.dir, logName(part))).then((s) => s.size);
    const index: PartitionIndex = {
      v: 1,
      part,
      bytes: size,
      lastN: this.lastN,
      lastBillN: this.lastBill.get(part) ?? 0,
      entries,
      deleted: this.deletedIn.get(part) ?? [],
    };
    await writeFileAtomic(path.join(this.dir, indexName(part)), JSON.stringify(index));
  }

  /**
   * Appends a finished record (billed `bill` characters, if given); resolves with its entry
   * once the line is on disk. `durable` runs then, in line order, before any later line's.
   */
  put(
    record: TaskRecord,
    bill?: number,
    durable?: (entry: HistoryEntry, n: number) => void,
  ): Promise<HistoryEntry> {
    const n = ++this.lastN;
    const line: Line = bill === undefined ? { n, put: record } : { n, put: record, bill };
    return this.enqueue(line, (entry) => durable?.(entry!, n)) as Promise<HistoryEntry>;
  }

  /** Deletes a record; resolves once the deletion is on disk. */
  async delete(entry: HistoryEntry): Promise<void> {
    const n = ++this.lastN;
    await this.enqueue({ n, del: entry.id }, () => {
      this.parts.get(entry.at.part)?.delete(entry.id);
      let list = this.deletedIn.get(this.current);
      if (!list) this.deletedIn.set(this.current, (list = []));
      list.push(entry.id);
    });
  }

  private enqueue(
    line: Line,
    durable: (entry: HistoryEntry | null) => void,
  ): Promise<HistoryEntry | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({
        text: `${JSON.stringify(line)}\n`,
        line,
        done: (entry) => {
          durable(entry);
          resolve(entry);
        },
        failed: reject,
      });
      this.flushing ??= this.flush();
    });
  }

  private async flush(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0);
        const handle = this.handle;
        try {
          if (!handle) throw new Error('the history log is closed');
          const bytes = Buffer.from(batch.map((p) => p.text).join(''));
          await handle.write(bytes, 0, bytes.length);
          await handle.datasync();
        } catch (err) {
          // Cut off whatever part of the batch reached the file, so the log stays whole.
          await handle?.truncate(this.size).catch(() => undefined);
          for (const p of batch) p.failed(err);
          continue;
        }
        let offset = this.size;
        const entries = this.parts.get(this.current)!;
        for (const p of batch) {
          const length = Buffer.byteLength(p.text);
          let entry: HistoryEntry | null = null;
          if ('put' in p.line) {
            entry = entryOf(p.line.put, { part: this.current, offset, length });
            entries.set(entry.id, entry);
            if (p.line.bill !== undefined) this.lastBill.set(this.current, p.line.n);
          }
          offset += length;
          p.done(entry);
        }
        this.size = offset;
        this.lines += batch.length;
        if (this.lines >= this.options.partitionLines) await this.seal();
      }
    } finally {
      this.flushing = null;
    }
  }

  /** Writes the full partition's index and opens the next one. */
  private async seal(): Promise<void> {
    await this.writeIndex(this.current);
    await this.handle?.close();
    this.current += 1;
    this.parts.set(this.current, new Map());
    this.size = 0;
    this.lines = 0;
    this.handle = await open(path.join(this.dir, logName(this.current)), 'a', 0o600);
    // The new file's name must survive a crash too.
    const dir = await open(this.dir, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  }

  /** The full record of an entry, read from its line (a few µs from the page cache). */
  read(entry: HistoryEntry): TaskRecord {
    const { part, offset, length } = entry.at;
    let fd = this.readFds.get(part);
    if (fd === undefined) {
      fd = openSync(path.join(this.dir, logName(part)), 'r');
      this.readFds.set(part, fd);
    }
    const bytes = Buffer.allocUnsafe(length);
    readSync(fd, bytes, 0, length, offset);
    return (JSON.parse(bytes.toString('utf8')) as { put: TaskRecord }).put;
  }

  /** Resolves when every queued change is on disk. */
  async idle(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  async close(): Promise<void> {
    await this.idle();
    await this.handle?.close();
    this.handle = null;
    for (const fd of this.readFds.values()) closeSync(fd);
    this.readFds.clear();
  }
}

/**
 * Writes records straight into a history folder as sealed partitions plus an open one
 * (what the gateway would have written): for benches and tests that need a large history.
 */
export async function writeHistoryFiles(
  dir: string,
  records: TaskRecord[],
  partitionLines: number,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  let n = 0;
  for (let start = 0, part = 1; start < records.length || part === 1; part++) {
    const chunk = records.slice(start, start + partitionLines);
    start += chunk.length;
    const rows: IndexRow[] = [];
    const texts: string[] = [];
    let offset = 0;
    for (const r of chunk) {
      const text = `${JSON.stringify({ n: ++n, put: r })}\n`;
      const length = Buffer.byteLength(text);
      rows.push([r.id, r.seq, r.owner, r.kind, r.status, offset, length]);
      texts.push(text);
      offset += length;
    }
    await writeFileAtomic(path.join(dir, logName(part)), texts.join(''));
    const sealed = chunk.length === partitionLines && start < records.length;
    if (sealed) {
      const index: PartitionIndex = {
        v: 1,
        part,
        bytes: offset,
        lastN: n,
        lastBillN: 0,
        entries: rows,
        deleted: [],
      };
      await writeFileAtomic(path.join(dir, indexName(part)), JSON.stringify(index));
    }
    if (start >= records.length) break;
  }
}
