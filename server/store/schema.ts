import type { KeyRecord } from '../keys/key-record.ts';
import type { TaskRecord } from '../tasks/task-record.ts';
import type { UsageRow } from '../usage/usage.ts';

/**
 * The shape of the database file. Each capability owns the type of its own collection;
 * this file only assembles them and carries the schema version used by migrations.
 */
export interface DbData {
  schemaVersion: number;
  keys: KeyRecord[];
  tasks: TaskRecord[];
  usage: UsageRow[];
}

export const CURRENT_SCHEMA_VERSION = 3;

export function emptyDatabase(): DbData {
  return { schemaVersion: CURRENT_SCHEMA_VERSION, keys: [], tasks: [], usage: [] };
}
