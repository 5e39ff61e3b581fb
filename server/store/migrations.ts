import { readFile } from 'node:fs/promises';
import { previewOf } from '../text/preview.ts';
import { FilesArea } from './files.ts';
import { writeLexiconFile } from './json-lexicon.ts';
import type { LexiconRecord } from './lexicon-record.ts';
import { CURRENT_SCHEMA_VERSION, emptyDatabase, type DbData } from './schema.ts';

/** What a migration may touch besides the database document. */
export interface MigrationEnv {
  dataDir: string;
}

/**
 * Each migration lifts a database from `to - 1` to `to`. Append new ones; never edit an
 * old one, since databases in the field were written by it. A migration that writes files
 * must be safe to run again: the database is saved only after all migrations ran.
 */
interface Migration {
  to: number;
  up(data: Record<string, unknown>, env: MigrationEnv): void | Promise<void>;
}

const INPUT_FILE = 'input.txt';

/** A record as version 2 wrote it: the text of sync requests inside `request.input`. */
interface RecordV2 {
  id: string;
  kind: string;
  seq?: number;
  request: { input?: unknown; input_preview?: string };
}

const migrations: Migration[] = [
  {
    // 2: the history of tasks and the usage counters.
    to: 2,
    up(data) {
      data.tasks ??= [];
      data.usage ??= [];
    },
  },
  {
    // 3: key scopes; keys made before them have none (the studio's key regains `admin`
    // when the app next starts, see keys/app-key.ts).
    to: 3,
    up(data) {
      const keys = Array.isArray(data.keys) ? (data.keys as Record<string, unknown>[]) : [];
      for (const key of keys) key.scopes ??= [];
    },
  },
  {
    // 4: a record keeps only a preview of its text; the text moves to the task folder's
    // input.txt (tasks had it there already). Records get `seq`, their order of entry.
    to: 4,
    async up(data, env) {
      const files = new FilesArea(env.dataDir);
      const tasks = data.tasks as RecordV2[];
      for (const [i, task] of tasks.entries()) {
        task.seq = i + 1;
        if (task.kind !== 'speech') continue;
        const { input } = task.request;
        if (typeof input === 'string') {
          await files.write('speech', task.id, INPUT_FILE, input);
          task.request.input_preview = previewOf(input);
          delete task.request.input;
        } else if (task.request.input_preview === undefined) {
          const path = files.pathFor('speech', task.id, INPUT_FILE);
          const text = await readFile(path, 'utf8').catch(() => '');
          task.request.input_preview = previewOf(text);
        }
      }
    },
  },
  {
    // 5: finished records move to the append-only history (store/history-log.ts) when the
    // task store opens; the ledger remembers the last history line it billed.
    to: 5,
    up(data) {
      data.billed_through ??= 0;
    },
  },
  {
    // 6: the pronunciation lexicons (lexicon/lexicon-store.ts), entries owner by owner.
    to: 6,
    up(data) {
      data.lexicon ??= [];
    },
  },
  {
    // 7: the lexicons move to lexicon.json (store/json-lexicon.ts): the database is saved on
    // every request, and each save rewrote every entry. Written before the database drops
    // them, so a crash between leaves both and the move runs again.
    to: 7,
    async up(data, env) {
      const entries = Array.isArray(data.lexicon) ? (data.lexicon as LexiconRecord[]) : [];
      if (entries.length > 0) await writeLexiconFile(env.dataDir, entries);
      delete data.lexicon;
    },
  },
];

export class DatabaseTooNewError extends Error {}

/** Brings a database read from disk to the current schema; `changed` says whether to save. */
export async function migrate(
  raw: Record<string, unknown>,
  env: MigrationEnv,
): Promise<{ data: DbData; changed: boolean }> {
  const version = typeof raw.schemaVersion === 'number' ? raw.schemaVersion : 0;
  if (version > CURRENT_SCHEMA_VERSION) {
    throw new DatabaseTooNewError(
      `The database was written by a newer VoxMesh (schema ${version}; this one knows ` +
        `${CURRENT_SCHEMA_VERSION}). Update VoxMesh or point it at another data directory.`,
    );
  }
  if (version === CURRENT_SCHEMA_VERSION) return { data: raw as unknown as DbData, changed: false };
  for (const m of migrations) {
    if (m.to > version) await m.up(raw, env);
  }
  // Fill collections that a newer schema added and the file lacks.
  const data = { ...emptyDatabase(), ...raw, schemaVersion: CURRENT_SCHEMA_VERSION };
  return { data: data as DbData, changed: true };
}
