/**
 * Wire contract: what speech and 3D task objects share (API.md "States", docs/decisions.md §3).
 * Type-only; imports nothing.
 */

export type TaskStatus = 'queued' | 'in_progress' | 'completed' | 'failed';

export type TaskKind = 'speech' | '3d';

/** How a history entry came to be: a submitted task, a sync request, a WebSocket session. */
export type TaskSource = 'task' | 'sync' | 'websocket';

/** Why a task failed (docs/decisions.md §3). */
export interface TaskError {
  code: string;
  message: string;
}

/** Fields every task object carries. */
export interface TaskObjectBase {
  /** Public id, `task_<id>`. */
  id: string;
  model: string;
  status: TaskStatus;
  /** 0 at submission, 100 when completed; as reached when failed. */
  progress: number;
  /** Unix seconds. */
  created_at: number;
  /** Unix seconds; when completed. */
  completed_at?: number;
  /** Unix seconds; when failed. */
  failed_at?: number;
  /** When failed. */
  error?: TaskError;
}

/** `DELETE /v1/tasks/{id}`. */
export interface TaskDeleted {
  id: string;
  object: 'task';
  deleted: true;
}
