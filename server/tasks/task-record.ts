/**
 * One entry of the history: an asynchronous task, or a synchronous request / WebSocket
 * session recorded after the fact. Speech and 3D share this shape and these states.
 */
export type TaskStatus = 'queued' | 'in_progress' | 'completed' | 'failed';
export type TaskKind = 'speech' | '3d';
/** How the entry came to be: a submitted task, a sync request, a WebSocket session. */
export type TaskSource = 'task' | 'sync' | 'websocket';

export interface TaskFiles {
  /** File names inside the task's folder of the files area. */
  content?: string;
  timestamps?: string;
}

export interface TaskRecord {
  id: string;
  kind: TaskKind;
  source: TaskSource;
  owner: string;
  key_id: string;
  model: string;
  status: TaskStatus;
  progress: number;
  created_at: number;
  started_at?: number;
  completed_at?: number;
  failed_at?: number;
  error?: { code: string; message: string };
  /** The normalized request, enough to run the task again after a restart. */
  request: Record<string, unknown>;
  files: TaskFiles;
  content_type?: string;
  duration_ms?: number;
  characters?: number;
  bytes?: number;
  /** Kind-specific results shown to the client (3D: the interpretation used, seed, style). */
  metadata?: Record<string, unknown>;
}
