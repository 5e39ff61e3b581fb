import type { KeyRecord } from './key-record.ts';
import type { TaskRecord } from './task-record.ts';
import type { UsageRow } from './usage-row.ts';

/**
 * The shape of the database file. Each capability owns the type of its own collection;
 * this file only assembles them and carries the schema version used by migrations.
 */
export interface DbData {
  schemaVersion: number;
  keys: KeyRecord[];
  /** Queued and running tasks; finished ones are in the history log. */
  tasks: TaskRecord[];
  usage: UsageRow[];
  /** The last history line whose bill is in `usage` (see store/history-log.ts). */
  billed_through: number;
}

export const CURRENT_SCHEMA_VERSION = 7;

export function emptyDatabase(): DbData {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    keys: [],
    tasks: [],
    usage: [],
    billed_through: 0,
  };
}
