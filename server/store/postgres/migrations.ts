import type pg from 'pg';
import { DatabaseUnavailableError, inTransaction } from './connection.ts';

/** The one channel every change is announced on, payload `table:key` (store/postgres/changes.ts). */
export const CHANGES_CHANNEL = 'voxmesh_changes';

/**
 * The schema's versions, oldest first (docs/decisions.md "PostgreSQL storage"). Append new
 * ones; never edit an applied one, since databases in the field were built by it.
 *
 * Each table keeps a record whole (the same shape the lowdb adapter stores, so a record
 * means one thing whatever keeps it) plus the columns queries filter and order on. The
 * record is `json`, not `jsonb`: jsonb cannot hold U+0000 or a lone surrogate, which the
 * API accepts in text (a request's preview, a lexicon grapheme, a key label), and json
 * keeps the text as written; nothing queries inside a record.
 * Triggers announce every change of the cached tables on CHANGES_CHANNEL, in the writing
 * transaction, whoever writes (a gateway, a worker, `voxmesh keys --database`).
 */
const MIGRATIONS: ReadonlyArray<{ version: number; sql: string }> = [
  {
    version: 1,
    sql: `
      CREATE TABLE keys (
        id text PRIMARY KEY,
        position bigserial NOT NULL UNIQUE,
        last_used_at bigint,
        record json NOT NULL
      );

      CREATE TABLE tasks (
        id text PRIMARY KEY,
        seq bigserial NOT NULL UNIQUE,
        owner text NOT NULL,
        kind text NOT NULL,
        source text NOT NULL,
        status text NOT NULL,
        key_id text NOT NULL,
        created_at bigint NOT NULL,
        record json NOT NULL
      );
      CREATE INDEX tasks_owner_seq ON tasks (owner, seq DESC);
      CREATE INDEX tasks_owner_kind_seq ON tasks (owner, kind, seq DESC);
      CREATE INDEX tasks_owner_status_seq ON tasks (owner, status, seq DESC);
      CREATE INDEX tasks_unfinished ON tasks (seq) WHERE status IN ('queued', 'in_progress');
      CREATE INDEX tasks_unfinished_key ON tasks (key_id) WHERE status IN ('queued', 'in_progress');

      CREATE TABLE usage (
        key_id text NOT NULL,
        model text NOT NULL,
        requests bigint NOT NULL DEFAULT 0,
        characters bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (key_id, model)
      );

      CREATE TABLE lexicon (
        owner text NOT NULL,
        position integer NOT NULL,
        record json NOT NULL,
        PRIMARY KEY (owner, position)
      );

      CREATE TABLE settings (
        name text PRIMARY KEY,
        value json NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      -- Identical payloads in one transaction are delivered once, so replacing an owner's
      -- lexicon announces it once.
      CREATE FUNCTION voxmesh_announce() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changed text;
      BEGIN
        IF TG_TABLE_NAME = 'lexicon' THEN
          IF TG_OP = 'DELETE' THEN changed := OLD.owner; ELSE changed := NEW.owner; END IF;
        ELSE
          IF TG_OP = 'DELETE' THEN changed := OLD.id; ELSE changed := NEW.id; END IF;
        END IF;
        PERFORM pg_notify('${CHANGES_CHANNEL}', TG_TABLE_NAME || ':' || changed);
        RETURN NULL;
      END;
      $$;
      CREATE TRIGGER keys_announce AFTER INSERT OR UPDATE OR DELETE ON keys
        FOR EACH ROW EXECUTE FUNCTION voxmesh_announce();
      CREATE TRIGGER tasks_announce AFTER INSERT OR UPDATE OR DELETE ON tasks
        FOR EACH ROW EXECUTE FUNCTION voxmesh_announce();
      CREATE TRIGGER lexicon_announce AFTER INSERT OR UPDATE OR DELETE ON lexicon
        FOR EACH ROW EXECUTE FUNCTION voxmesh_announce();
    `,
  },
  {
    // Voice packs and bindings (docs/voice-packs.md, "Team server"): every gateway and worker
    // holds them in memory (each speech request resolves its voice through them), so both
    // tables announce their changes. A binding's `id` is its catalog voice id, which is what
    // voxmesh_announce() sends for a table other than the lexicon.
    version: 2,
    sql: `
      CREATE TABLE voice_packs (
        id text PRIMARY KEY,
        position bigserial NOT NULL UNIQUE,
        record json NOT NULL
      );

      CREATE TABLE voice_bindings (
        id text PRIMARY KEY,
        position bigserial NOT NULL UNIQUE,
        record json NOT NULL
      );

      CREATE TRIGGER voice_packs_announce AFTER INSERT OR UPDATE OR DELETE ON voice_packs
        FOR EACH ROW EXECUTE FUNCTION voxmesh_announce();
      CREATE TRIGGER voice_bindings_announce AFTER INSERT OR UPDATE OR DELETE ON voice_bindings
        FOR EACH ROW EXECUTE FUNCTION voxmesh_announce();
    `,
  },
];

/** The newest schema version this code knows. */
export const SCHEMA_VERSION = MIGRATIONS.at(-1)!.version;

/** Any 64-bit number every VoxMesh agrees on: the advisory lock that serialises migrating. */
export const MIGRATION_LOCK = 0x566f_784d_6573_68n; // "VoxMesh"

/**
 * Brings the database to SCHEMA_VERSION, in one transaction holding a transaction-level
 * advisory lock: gateways and workers starting together against an empty database wait
 * for each other, the first migrates and the others find the versions applied. Resolves
 * with the versions this call applied (empty when none was missing).
 */
export async function migrate(pool: pg.Pool, lockWaitMs = LOCK_WAIT_MS): Promise<number[]> {
  try {
    return await migrateLocked(pool, lockWaitMs);
  } catch (err) {
    if ((err as { code?: string }).code !== '55P03') throw err;
    throw new DatabaseUnavailableError(
      `Another process has held the database's migration lock for over ${lockWaitMs / 1000} s (a VoxMesh stuck while migrating?). Stop it, or end its session with pg_terminate_backend, then start again.`,
    );
  }
}

/**
 * How long a start waits for another process's migration before saying so: a migration
 * takes milliseconds, a lock held for a minute is a process stuck holding it.
 */
const LOCK_WAIT_MS = 60_000;

async function migrateLocked(pool: pg.Pool, lockWaitMs: number): Promise<number[]> {
  return inTransaction(pool, async (client) => {
    await client.query(`SET LOCAL lock_timeout = ${Math.max(1, Math.round(lockWaitMs))}`);
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK.toString()]);
    await client.query(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const { rows } = await client.query<{ version: number }>(
      'SELECT version FROM schema_migrations',
    );
    const applied = new Set(rows.map((r) => r.version));
    const newest = Math.max(0, ...applied);
    if (newest > SCHEMA_VERSION) {
      throw new DatabaseUnavailableError(
        `The database has schema version ${newest}, newer than this VoxMesh knows (${SCHEMA_VERSION}). Upgrade VoxMesh on this machine.`,
      );
    }
    const done: number[] = [];
    for (const { version, sql } of MIGRATIONS) {
      if (applied.has(version)) continue;
      await client.query(sql);
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      done.push(version);
    }
    return done;
  });
}
