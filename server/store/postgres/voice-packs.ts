import type pg from 'pg';
import type { VoicePackRepository } from '../ports.ts';
import type { VoiceBindingRecord, VoicePackRecord } from '../voice-pack-record.ts';
import type { Db } from './connection.ts';
import { assignInPlace } from './in-place.ts';
import type { WriteTracker } from './write-tracker.ts';

/**
 * The PostgreSQL adapter of the VoicePackRepository (docs/voice-packs.md, "Team server"):
 * packs in `voice_packs`, bindings in `voice_bindings` (migration 2), each row the record
 * whole. Every speech request resolves its voice through them, so both are held in memory
 * (a few rows), loaded when the storage opens and kept current from the change feed: a pack
 * another gateway installed, or a binding it made, is seen here within one notification.
 *
 * A record this process holds keeps its object when another process changes it (the
 * install service holds the record of a download it runs). Download progress is kept in the
 * downloading gateway's memory; the row is written on each change of state, as the desktop
 * adapter writes its file.
 */

interface Row<T> {
  id: string;
  record: T;
}

/** Rows merged into a list held in order: known ids change in place, new ones join at the end. */
function merged<T extends object>(
  held: readonly T[],
  idOf: (record: T) => string,
  ids: readonly string[] | null,
  rows: readonly Row<T>[],
): T[] {
  const fresh = new Map(rows.map((r) => [r.id, r.record] as const));
  const asked = ids ? new Set(ids) : null;
  const out: T[] = [];
  for (const record of held) {
    const id = idOf(record);
    const row = fresh.get(id);
    if (row) {
      out.push(assignInPlace(record, row));
      fresh.delete(id);
    } else if (asked && !asked.has(id)) {
      out.push(record); // not among the changed rows: as it was
    }
    // else: gone from the database
  }
  // New rows, in the order the query gave them (by position).
  for (const row of rows) if (fresh.has(row.id)) out.push(row.record);
  return out;
}

/** The first key of the two-number advisory locks on downloads ("Vp"); the second is the id's hash. */
const DOWNLOAD_LOCK = 0x5670;

export class PostgresVoicePackRepository implements VoicePackRepository {
  private packList: VoicePackRecord[] = [];
  private bindingList: VoiceBindingRecord[] = [];

  constructor(
    private readonly db: Db,
    private readonly writes: WriteTracker,
    /** A connection of the pool kept for a while (a download's claim). */
    private readonly connect: () => Promise<pg.PoolClient>,
  ) {}

  /** Every pack and binding from the database (at open, and after a lost feed). */
  async load(): Promise<void> {
    await Promise.all([this.changedPacks(), this.changedBindings()]);
  }

  /** Packs another process changed; all of them when `ids` is not given. */
  async changedPacks(ids?: string[]): Promise<void> {
    const rows = await this.select<VoicePackRecord>('voice_packs', ids);
    this.packList = merged(this.packList, (p) => p.id, ids ?? null, rows);
  }

  /** Bindings (by catalog voice) another process changed; all of them when not given. */
  async changedBindings(voices?: string[]): Promise<void> {
    const rows = await this.select<VoiceBindingRecord>('voice_bindings', voices);
    this.bindingList = merged(this.bindingList, (b) => b.voice, voices ?? null, rows);
  }

  private async select<T>(table: string, ids?: string[]): Promise<Row<T>[]> {
    const { rows } = await this.db.query<Row<T>>(
      ids
        ? `SELECT id, record FROM ${table} WHERE id = ANY($1) ORDER BY position`
        : `SELECT id, record FROM ${table} ORDER BY position`,
      ids ? [ids] : [],
    );
    return rows;
  }

  async reloadPack(id: string): Promise<void> {
    await this.changedPacks([id]);
  }

  packs(): readonly VoicePackRecord[] {
    return this.packList;
  }

  async putPack(record: VoicePackRecord): Promise<void> {
    await this.writes.track(
      this.db.query(
        `INSERT INTO voice_packs (id, record) VALUES ($1, $2)
         ON CONFLICT (id) DO UPDATE SET record = EXCLUDED.record`,
        [record.id, JSON.stringify(record)],
      ),
    );
    // The caller's object is the one kept, in the place its id had.
    const i = this.packList.findIndex((p) => p.id === record.id);
    if (i >= 0) this.packList = this.packList.with(i, record);
    else this.packList = [...this.packList, record];
  }

  async removePack(id: string): Promise<void> {
    await this.writes.track(this.db.query('DELETE FROM voice_packs WHERE id = $1', [id]));
    this.packList = this.packList.filter((p) => p.id !== id);
  }

  bindings(): readonly VoiceBindingRecord[] {
    return this.bindingList;
  }

  /** A new binding of a voice goes last, as the desktop adapter orders them. */
  async bind(record: VoiceBindingRecord): Promise<void> {
    await this.writes.track(
      this.db.transaction(async (client) => {
        await client.query('DELETE FROM voice_bindings WHERE id = $1', [record.voice]);
        await client.query('INSERT INTO voice_bindings (id, record) VALUES ($1, $2)', [
          record.voice,
          JSON.stringify(record),
        ]);
      }),
    );
    this.bindingList = [...this.bindingList.filter((b) => b.voice !== record.voice), record];
  }

  /**
   * A session-level advisory lock on the pack's id, held on a connection of its own for the
   * download's length: a gateway that starts while another downloads the pack leaves it to
   * that one, and a gateway that dies mid-download lets it go with its connection, so the
   * next gateway to start resumes it.
   */
  async claimDownload(id: string): Promise<{ release(): Promise<void> } | null> {
    const client = await this.connect();
    let got = false;
    try {
      const { rows } = await client.query<{ got: boolean }>(
        'SELECT pg_try_advisory_lock($1, hashtext($2)) AS got',
        [DOWNLOAD_LOCK, id],
      );
      got = rows[0]?.got === true;
    } finally {
      if (!got) client.release();
    }
    if (!got) return null;
    return {
      release: async () => {
        try {
          await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [DOWNLOAD_LOCK, id]);
          client.release();
        } catch (err) {
          // A broken connection has lost its locks already; it leaves the pool.
          client.release(err instanceof Error ? err : true);
        }
      },
    };
  }

  async unbind(voice: string): Promise<void> {
    await this.writes.track(this.db.query('DELETE FROM voice_bindings WHERE id = $1', [voice]));
    this.bindingList = this.bindingList.filter((b) => b.voice !== voice);
  }
}
