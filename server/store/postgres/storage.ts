import type { EventEmitter } from 'node:events';
import type { Logger } from '../../log.ts';
import type { FilesArea } from '../files.ts';
import type { Storage } from '../ports.ts';
import { ChangeFeed, type ChangeEvents } from './changes.ts';
import {
  CONNECT_TIMEOUT_MS,
  DatabaseUnavailableError,
  dbOf,
  openPool,
  type PoolOptions,
} from './connection.ts';
import { migrate } from './migrations.ts';
import {
  PostgresKeyRepository,
  PostgresLexiconRepository,
  PostgresSettings,
  PostgresUsageLedger,
} from './repositories.ts';
import { DEFAULT_RECENT_TASKS, PostgresTaskRepository } from './task-repository.ts';
import { PostgresVoicePackRepository } from './voice-packs.ts';
import { WriteTracker } from './write-tracker.ts';

export interface PostgresStorageOptions extends PoolOptions {
  /** Finished task records kept in memory, the most recently used (default 2,000). */
  recentTasks?: number;
}

/** The PostgreSQL adapter's ports, and what a process sharing the database may want. */
export interface PostgresStorage extends Storage {
  tasks: PostgresTaskRepository;
  keys: PostgresKeyRepository;
  lexicon: PostgresLexiconRepository;
  /** Voice packs and bindings, shared by every gateway and worker (docs/voice-packs.md). */
  voicePacks: PostgresVoicePackRepository;
  /**
   * 'change' (table, keys) once another process's changes are in this one's memory: for
   * whoever caches what it computed from them (a compiled lexicon, a key index); 'resync'
   * after a lost connection, when everything cached was reloaded.
   */
  changes: EventEmitter<ChangeEvents>;
  /** Resolves when every change received so far is applied (tests). */
  settled(): Promise<void>;
  /** The same as `tasks.close()`: pending progress written, the feed and pool closed. */
  close(): Promise<void>;
}

/**
 * Storage in a PostgreSQL database shared by any number of gateways and workers
 * (docs/decisions.md "PostgreSQL storage"). Connects (a bad URL or a server that is down
 * or refuses us rejects with one line: connection.ts), applies missing migrations under an
 * advisory lock, starts listening for other processes' changes, then loads the keys,
 * lexicons and voice packs the request path reads synchronously. Task records are read on demand.
 */
export async function openPostgresStorage(
  url: string,
  files: FilesArea,
  log: Logger,
  options: PostgresStorageOptions = {},
): Promise<PostgresStorage> {
  const { pool, address, ownPids } = await openPool(url, options);
  pool.removeAllListeners('error');
  pool.on('error', (err) => log.warn(`A database connection closed: ${err.message}`));
  let feed: ChangeFeed | null = null;
  try {
    await migrate(pool);
    const writes = new WriteTracker();
    const db = dbOf(pool, address.where);
    const keys = new PostgresKeyRepository(db, writes, log);
    const lexicon = new PostgresLexiconRepository(db, writes);
    const voicePacks = new PostgresVoicePackRepository(db, writes, () => pool.connect());
    const close = async () => {
      await feed?.close();
      await pool.end();
    };
    const tasks = new PostgresTaskRepository(
      db,
      files,
      writes,
      log,
      options.recentTasks ?? DEFAULT_RECENT_TASKS,
      close,
    );
    // Listening starts before the first load, so no change falls between the two.
    feed = await ChangeFeed.start(
      url,
      ownPids,
      options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      {
        changed: async (table, changed) => {
          if (table === 'keys') await keys.changed(changed);
          else if (table === 'lexicon') await lexicon.load(changed);
          else if (table === 'voice_packs') await voicePacks.changedPacks(changed);
          else if (table === 'voice_bindings') await voicePacks.changedBindings(changed);
          else await tasks.changed(changed);
        },
        resync: async () => {
          await Promise.all([keys.load(), lexicon.load(), voicePacks.load(), tasks.resync()]);
        },
      },
      log,
    );
    await Promise.all([keys.load(), lexicon.load(), voicePacks.load()]);
    const settledFeed = feed;
    return {
      tasks,
      keys,
      usage: new PostgresUsageLedger(db, writes, log),
      lexicon,
      voicePacks,
      settings: new PostgresSettings(db, writes),
      idle: () => writes.idle(),
      changes: feed.events,
      settled: () => settledFeed.settled(),
      close: () => tasks.close(),
    };
  } catch (err) {
    await feed?.close();
    await pool.end().catch(() => undefined);
    if (err instanceof DatabaseUnavailableError) throw err;
    const message = err instanceof Error ? err.message.split('\n')[0] : String(err);
    throw new DatabaseUnavailableError(
      `Cannot prepare the database at ${address.where} for VoxMesh: ${message}.`,
    );
  }
}

export { migrate };
export { DatabaseUnavailableError };
