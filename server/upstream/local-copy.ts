import type { AtomicWriter } from '../store/atomic-file.ts';

/** Bytes of a stream allowed to wait in memory for the disk before the stream is held up. */
const MAX_BACKLOG = 4 * 1024 * 1024;

/**
 * The local copy of a stream passing through (audio from the upstream on its way to the
 * client): chunks are queued for an atomic file as they go by, so a slow disk never delays
 * the client, except past `MAX_BACKLOG` bytes waiting, where `behind` asks the stream to
 * wait for `caughtUp()`. Nothing becomes the file until `commit()`.
 */
export class LocalCopy {
  private tail: Promise<AtomicWriter>;
  private writer: AtomicWriter | null = null;
  private backlog = 0;

  constructor(open: Promise<AtomicWriter>) {
    this.tail = open.then((w) => (this.writer = w));
    this.tail.catch(() => undefined); // surfaced by commit()
  }

  push(chunk: Buffer): void {
    this.backlog += chunk.length;
    this.tail = this.tail.then(async (w) => {
      await w.write(chunk);
      this.backlog -= chunk.length;
      return w;
    });
    this.tail.catch(() => undefined); // surfaced by caughtUp() or commit()
  }

  get behind(): boolean {
    return this.backlog > MAX_BACKLOG;
  }

  async caughtUp(): Promise<void> {
    await this.tail;
  }

  /** Writes what is queued, flushes it to disk and puts the file in place. */
  async commit(): Promise<void> {
    const writer = await this.tail;
    await writer.commit();
  }

  /** Drops the copy (its temporary file) whatever state it is in. */
  async abort(): Promise<void> {
    await this.tail.catch(() => undefined);
    await this.writer?.abort().catch(() => undefined);
  }
}

/**
 * Records finished after their response ended (a sync result is written beside its stream
 * and entered in the history once the client has all of it). Reads wait for them, so a
 * client that got its audio finds it in the history; the gateway waits for them on close.
 */
export class PendingRecords {
  private readonly pending = new Set<Promise<void>>();

  /** `work` must not reject (it reports its own failure). */
  track(work: Promise<void>): Promise<void> {
    const entry = work.finally(() => this.pending.delete(entry));
    this.pending.add(entry);
    return entry;
  }

  get size(): number {
    return this.pending.size;
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
