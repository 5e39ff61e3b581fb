import type { KeyRecord } from '../store/key-record.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { isValidTaskId } from '../store/files.ts';
import type { TaskKind, TaskRecord } from '../store/task-record.ts';
import type { TaskRepository } from '../store/ports.ts';
import { newTaskId } from './ids.ts';

/**
 * The task `id` if the caller's owner has it: unknown ids, malformed ids and other
 * owners' tasks all give the same 404, so no one learns which tasks exist.
 */
export async function requireOwnTask<K extends TaskKind = TaskKind>(
  tasks: Pick<TaskRepository, 'find'>,
  key: KeyRecord,
  id: string,
  kind?: K,
): Promise<Extract<TaskRecord, { kind: K }>> {
  const record = ownTask(isValidTaskId(id) ? await tasks.find(id) : undefined, key, kind);
  if (!record) {
    throw notFound('task_not_found', `No task with id '${id}' for this API key.`, 'task_id');
  }
  return record;
}

/**
 * The task `id` when this process holds it in memory, it belongs to the key's owner and is
 * of `kind`; else undefined (the poll lane then leaves the request to the routes).
 */
export function peekOwnTask<K extends TaskKind = TaskKind>(
  tasks: Pick<TaskRepository, 'peek'>,
  key: KeyRecord,
  id: string,
  kind?: K,
): Extract<TaskRecord, { kind: K }> | undefined {
  return ownTask(isValidTaskId(id) ? tasks.peek(id) : undefined, key, kind);
}

function ownTask<K extends TaskKind>(
  record: TaskRecord | undefined,
  key: KeyRecord,
  kind?: K,
): Extract<TaskRecord, { kind: K }> | undefined {
  if (!record || record.owner !== key.owner || (kind && record.kind !== kind)) return undefined;
  return record as Extract<TaskRecord, { kind: K }>;
}

/** 409 `task_not_ready` unless the task completed; says why (still running, or failed). */
export function requireCompleted(record: TaskRecord, what: string): void {
  if (record.status === 'completed') return;
  const message =
    record.status === 'failed'
      ? `The task failed (${record.error?.code ?? 'error'}), so it has no ${what}. Submit a new task.`
      : `The task is ${record.status.replace('_', ' ')} (${record.progress}%); its ${what} is ready when status is completed.`;
  throw new ApiError(409, 'invalid_request_error', 'task_not_ready', message, { param: 'task_id' });
}

/** A task as submitted: queued, progress 0, owned by the key's owner (`seq` is the store's). */
export function newTaskRecord<K extends TaskKind>(
  kind: K,
  key: KeyRecord,
  model: string,
  request: Extract<TaskRecord, { kind: K }>['request'],
): Extract<TaskRecord, { kind: K }> {
  return {
    id: newTaskId(),
    kind,
    source: 'task',
    seq: 0,
    owner: key.owner,
    key_id: key.id,
    model,
    status: 'queued',
    progress: 0,
    created_at: Math.floor(Date.now() / 1000),
    request,
    files: {},
  } as Extract<TaskRecord, { kind: K }>;
}
