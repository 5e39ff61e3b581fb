import type { Logger } from '../log.ts';
import { Database } from './database.ts';
import { JsonLexiconRepository } from './json-lexicon.ts';
import type { FilesArea } from './files.ts';
import { JsonFileSettings } from './json-settings.ts';
import { LowdbKeyRepository, LowdbUsageLedger } from './lowdb-repositories.ts';
import type { Storage } from './ports.ts';
import { TaskStore, type TaskStoreOptions } from './task-store.ts';

/** The lowdb adapter's ports, typed as themselves (their reads answer at once). */
export interface LowdbStorage extends Storage {
  tasks: TaskStore;
  usage: LowdbUsageLedger;
}

/**
 * The storage of one data directory today: `voxmesh.db.json` through lowdb (keys, usage,
 * queued and running tasks), `lexicon.json`, the append-only history log of finished tasks
 * (store/history-log.ts), and settings files. Opening it migrates old data first.
 */
export async function openLowdbStorage(
  dataDir: string,
  files: FilesArea,
  log: Logger,
  options: TaskStoreOptions = {},
): Promise<LowdbStorage> {
  const db = await Database.open(dataDir);
  const usage = new LowdbUsageLedger(db);
  const tasks = await TaskStore.open(db, files, usage, log, dataDir, options);
  return {
    tasks,
    keys: new LowdbKeyRepository(db),
    usage,
    lexicon: await JsonLexiconRepository.open(dataDir),
    settings: new JsonFileSettings(dataDir),
    idle: () => db.idle(),
  };
}
