import type { Logger } from '../../log.ts';
import type { KeyRecord } from '../key-record.ts';
import type { LexiconRecord } from '../lexicon-record.ts';
import type {
  KeyRepository,
  LexiconRepository,
  SettingsRepository,
  UsageLedger,
} from '../ports.ts';
import type { UsageRow } from '../usage-row.ts';
import type { Db, Queryable } from './connection.ts';
import { assignInPlace } from './in-place.ts';
import type { WriteTracker } from './write-tracker.ts';

/**
 * The PostgreSQL adapter of the small storage ports (docs/decisions.md "PostgreSQL
 * storage"). Keys and lexicons are read on the request path synchronously, so they are
 * held in memory whole (both are small) and kept fresh from the change feed; usage and
 * settings are read asynchronously, straight from the database.
 */

interface KeyRow {
  position: string;
  last_used_at: string | null;
  record: KeyRecord;
}

const SELECT_KEYS = 'SELECT position, last_used_at, record FROM keys';

export class PostgresKeyRepository implements KeyRepository {
  private keys: KeyRecord[] = [];
  private readonly positions = new Map<string, number>();
  private refreshing: Promise<void> | null = null;
  private again: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly writes: WriteTracker,
    private readonly log: Logger,
  ) {}

  all(): readonly KeyRecord[] {
    return this.keys;
  }

  /** Takes stored rows in: known keys change in place, new ones join in their order. */
  private merge(rows: KeyRow[]): void {
    const byId = new Map(this.keys.map((k) => [k.id, k] as const));
    for (const { position, last_used_at, record } of rows) {
      // The column is where `touch` writes; it is never older than the record's copy.
      if (last_used_at !== null) record.last_used_at = Number(last_used_at);
      const held = byId.get(record.id);
      if (held) assignInPlace(held, record);
      else byId.set(record.id, record);
      this.positions.set(record.id, Number(position));
    }
    this.keys = [...byId.values()].sort(
      (a, b) => (this.positions.get(a.id) ?? 0) - (this.positions.get(b.id) ?? 0),
    );
  }

  /** Every key from the database (at open, and on `refresh`). */
  async load(): Promise<void> {
    const { rows } = await this.db.query<KeyRow>(`${SELECT_KEYS} ORDER BY position`);
    this.merge(rows);
  }

  /**
   * Reloads the keys. Calls that arrive while a reload runs share the next one, which
   * starts after it: each caller's answer comes from a query made after it asked.
   */
  refresh(): Promise<void> {
    if (!this.refreshing) {
      this.refreshing = this.load().finally(() => (this.refreshing = null));
      return this.refreshing;
    }
    this.again ??= this.refreshing
      .catch(() => undefined)
      .then(() => {
        this.again = null;
        return this.refresh();
      });
    return this.again;
  }

  /** Keys another process changed (the change feed). */
  async changed(ids: string[]): Promise<void> {
    const { rows } = await this.db.query<KeyRow>(
      `${SELECT_KEYS} WHERE id = ANY($1) ORDER BY position`,
      [ids],
    );
    this.merge(rows);
  }

  async insert(record: KeyRecord): Promise<void> {
    const { rows } = await this.writes.track(
      this.db.query<{ position: string }>(
        'INSERT INTO keys (id, last_used_at, record) VALUES ($1, $2, $3) RETURNING position',
        [record.id, record.last_used_at, JSON.stringify(record)],
      ),
    );
    // The caller's object is the one kept (a reload may have brought its own copy first).
    this.keys = this.keys.filter((k) => k.id !== record.id);
    this.merge([{ position: rows[0]!.position, last_used_at: null, record }]);
  }

  async update(record: KeyRecord): Promise<void> {
    await this.writes.track(
      this.db.query(
        `UPDATE keys SET record = $2, last_used_at = GREATEST(last_used_at, $3) WHERE id = $1`,
        [record.id, JSON.stringify(record), record.last_used_at],
      ),
    );
  }

  /** Only the `last_used_at` column: a stale copy must not undo another gateway's revocation. */
  touch(record: KeyRecord): void {
    void this.writes
      .track(
        this.db.query('UPDATE keys SET last_used_at = GREATEST(last_used_at, $2) WHERE id = $1', [
          record.id,
          record.last_used_at,
        ]),
      )
      .catch((err: unknown) =>
        this.log.warn(`Saving when key ${record.id} was last used failed: ${String(err)}`),
      );
  }
}

interface UsageQueryRow {
  key_id: string;
  model: string;
  characters: string;
  requests: string;
}

/** Adds a bill to a key's row for a model, on the given connection (in its transaction). */
export async function billIn(
  client: Queryable,
  keyId: string,
  model: string,
  characters: number,
): Promise<void> {
  await client.query(
    `INSERT INTO usage (key_id, model, requests, characters) VALUES ($1, $2, 1, $3)
     ON CONFLICT (key_id, model) DO UPDATE
       SET requests = usage.requests + 1, characters = usage.characters + EXCLUDED.characters`,
    [keyId, model, characters],
  );
}

/**
 * The usage rows. The task repository bills a finished record in the transaction that
 * records it (`billIn`); `bill` here is for a bill with no record, written on its own.
 * There are no history lines, so `billedThrough` is always 0.
 */
export class PostgresUsageLedger implements UsageLedger {
  constructor(
    private readonly db: Db,
    private readonly writes: WriteTracker,
    private readonly log: Logger,
  ) {}

  bill(keyId: string, model: string, characters: number, _line?: number): void {
    void this.writes
      .track(billIn(this.db, keyId, model, characters))
      .catch((err: unknown) => this.log.error(`billing key ${keyId} failed`, err));
  }

  billedThrough(): number {
    return 0;
  }

  async of(keyId: string): Promise<UsageRow[]> {
    const { rows } = await this.db.query<UsageQueryRow>(
      'SELECT key_id, model, characters, requests FROM usage WHERE key_id = $1 ORDER BY model',
      [keyId],
    );
    return rows.map((r) => ({
      key_id: r.key_id,
      model: r.model,
      characters: Number(r.characters),
      requests: Number(r.requests),
    }));
  }
}

export class PostgresLexiconRepository implements LexiconRepository {
  private readonly byOwner = new Map<string, LexiconRecord[]>();

  constructor(
    private readonly db: Db,
    private readonly writes: WriteTracker,
  ) {}

  /** The owners' entries from the database: every owner's when `owners` is not given. */
  async load(owners?: string[]): Promise<void> {
    const { rows } = await this.db.query<{ owner: string; record: LexiconRecord }>(
      owners
        ? 'SELECT owner, record FROM lexicon WHERE owner = ANY($1) ORDER BY owner, position'
        : 'SELECT owner, record FROM lexicon ORDER BY owner, position',
      owners ? [owners] : [],
    );
    const loaded = new Map<string, LexiconRecord[]>((owners ?? []).map((o) => [o, []]));
    if (!owners) this.byOwner.clear();
    for (const { owner, record } of rows) {
      let list = loaded.get(owner);
      if (!list) loaded.set(owner, (list = []));
      list.push(record);
    }
    for (const [owner, list] of loaded) {
      if (list.length === 0) this.byOwner.delete(owner);
      else this.byOwner.set(owner, list);
    }
  }

  /** The cached array itself: it is replaced on a change, never edited. */
  of(owner: string): LexiconRecord[] {
    return this.byOwner.get(owner) ?? [];
  }

  async replace(owner: string, records: LexiconRecord[]): Promise<void> {
    await this.writes.track(
      this.db.transaction(async (client) => {
        await client.query('DELETE FROM lexicon WHERE owner = $1', [owner]);
        await client.query(
          `INSERT INTO lexicon (owner, position, record)
           SELECT $1, e.position, e.record
           FROM json_array_elements($2::json) WITH ORDINALITY AS e(record, position)`,
          [owner, JSON.stringify(records)],
        );
      }),
    );
    if (records.length === 0) this.byOwner.delete(owner);
    else this.byOwner.set(owner, [...records]);
  }
}

/** Settings documents as rows of `settings` (name, json). */
export class PostgresSettings implements SettingsRepository {
  constructor(
    private readonly db: Db,
    private readonly writes: WriteTracker,
  ) {}

  async read(name: string): Promise<unknown> {
    const { rows } = await this.db.query<{ value: unknown }>(
      'SELECT value FROM settings WHERE name = $1',
      [name],
    );
    return rows[0]?.value ?? null;
  }

  async write(name: string, value: unknown): Promise<void> {
    await this.writes.track(
      this.db.query(
        `INSERT INTO settings (name, value) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
        [name, JSON.stringify(value)],
      ),
    );
  }
}
