import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Low, type Adapter } from 'lowdb';
import { writeFileAtomic } from './atomic-file.ts';
import { migrate } from './migrations.ts';
import { emptyDatabase, type DbData } from './schema.ts';

/** lowdb adapter whose every write is atomic (temp file, fsync, rename). */
class AtomicJsonFile implements Adapter<Record<string, unknown>> {
  constructor(private readonly file: string) {}

  async read(): Promise<Record<string, unknown> | null> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new Error(
        `The database ${this.file} is not valid JSON. VoxMesh never writes a partial file, ` +
          'so it was changed by something else; restore it from a backup or move it away.',
      );
    }
  }

  async write(data: Record<string, unknown>): Promise<void> {
    await writeFileAtomic(this.file, JSON.stringify(data));
  }
}

/**
 * The gateway's database: one JSON document held in memory, changed synchronously by
 * callers, and persisted by `save()`. Saves are serialized and coalesced: many changes
 * made while a write is running go to disk together in the next write, and each
 * `save()` resolves once a write that includes its changes has finished.
 */
export class Database {
  private readonly low: Low<Record<string, unknown>>;
  private dirty = false;
  private flushing: Promise<void> | null = null;

  private constructor(
    readonly file: string,
    low: Low<Record<string, unknown>>,
  ) {
    this.low = low;
  }

  static async open(dataDir: string): Promise<Database> {
    const file = path.join(dataDir, 'voxmesh.db.json');
    const low = new Low<Record<string, unknown>>(
      new AtomicJsonFile(file),
      emptyDatabase() as unknown as Record<string, unknown>,
    );
    await low.read();
    const fresh = low.data === null;
    const { data, changed } = await migrate(
      low.data ?? (emptyDatabase() as unknown as Record<string, unknown>),
      { dataDir },
    );
    low.data = data as unknown as Record<string, unknown>;
    const db = new Database(file, low);
    if (fresh || changed) await db.save();
    return db;
  }

  get data(): DbData {
    return this.low.data as unknown as DbData;
  }

  save(): Promise<void> {
    this.dirty = true;
    this.flushing ??= this.flush();
    return this.flushing;
  }

  private async flush(): Promise<void> {
    try {
      while (this.dirty) {
        this.dirty = false;
        await this.low.write();
      }
    } finally {
      this.flushing = null;
    }
  }

  /** Resolves when nothing is left to write. */
  async idle(): Promise<void> {
    while (this.flushing) await this.flushing;
  }
}
