import { CURRENT_SCHEMA_VERSION, emptyDatabase, type DbData } from './schema.ts';

/**
 * Each migration lifts a database from `to - 1` to `to`. Append new ones; never edit an
 * old one, since databases in the field were written by it.
 */
interface Migration {
  to: number;
  up(data: Record<string, unknown>): void;
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
];

export class DatabaseTooNewError extends Error {}

/** Brings a database read from disk to the current schema; `changed` says whether to save. */
export function migrate(raw: Record<string, unknown>): { data: DbData; changed: boolean } {
  const version = typeof raw.schemaVersion === 'number' ? raw.schemaVersion : 0;
  if (version > CURRENT_SCHEMA_VERSION) {
    throw new DatabaseTooNewError(
      `The database was written by a newer VoxMesh (schema ${version}; this one knows ` +
        `${CURRENT_SCHEMA_VERSION}). Update VoxMesh or point it at another data directory.`,
    );
  }
  if (version === CURRENT_SCHEMA_VERSION) return { data: raw as unknown as DbData, changed: false };
  for (const m of migrations) {
    if (m.to > version) m.up(raw);
  }
  // Fill collections that a newer schema added and the file lacks.
  const data = { ...emptyDatabase(), ...raw, schemaVersion: CURRENT_SCHEMA_VERSION };
  return { data: data as DbData, changed: true };
}
