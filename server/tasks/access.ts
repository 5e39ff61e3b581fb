import type { KeyRecord } from '../keys/key-record.ts';
import { notFound } from '../http/errors.ts';
import { isValidTaskId } from '../store/files.ts';
import type { TaskKind, TaskRecord } from './task-record.ts';
import type { TaskRunner } from './runner.ts';

/**
 * The task `id` if the caller's owner has it: unknown ids, malformed ids and other
 * owners' tasks all give the same 404, so no one learns which tasks exist.
 */
export function requireOwnTask(
  runner: TaskRunner,
  key: KeyRecord,
  id: string,
  kind?: TaskKind,
): TaskRecord {
  const record = isValidTaskId(id) ? runner.find(id) : undefined;
  if (!record || record.owner !== key.owner || (kind && record.kind !== kind)) {
    throw notFound('task_not_found', `No task with id '${id}' for this API key.`, 'task_id');
  }
  return record;
}
