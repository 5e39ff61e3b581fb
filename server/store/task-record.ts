import type { TaskError, TaskKind, TaskSource, TaskStatus } from '../../contract/tasks.ts';

/**
 * One entry of the history, as stored: an asynchronous task, or a synchronous request /
 * WebSocket session recorded after the fact. Storage and the task lifecycle know only this
 * generic part. What a kind asks for (`request`) and what its run adds (its result fields)
 * are the capability's own: each capability declares its payload by adding its kind to
 * `TaskPayloads` (TypeScript declaration merging — `server/speech/task-record.ts`,
 * `server/mesh/task-record.ts`), so neither storage nor tasks import a capability
 * (docs/architecture.md, "Seams").
 */
export type { TaskError, TaskKind, TaskSource, TaskStatus };

/**
 * Each kind's payload: `{ request: …; result: … }`. Empty here; capabilities add to it with
 * `declare module '…/store/task-record.ts' { interface TaskPayloads { speech: … } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface TaskPayloads {}

export interface TaskFiles {
  /** File names inside the task's folder of the files area. */
  content?: string;
  timestamps?: string;
}

/** Where a task handed to a remote channel lives there; written once it is submitted. */
export interface RemoteRef {
  id: string;
  /** Unix ms of the submission: the polling deadline counts from it, across restarts. */
  submitted_at: number;
}

/** The fields every record has, whatever its kind. */
export interface TaskRecordBase {
  id: string;
  source: TaskSource;
  owner: string;
  key_id: string;
  model: string;
  status: TaskStatus;
  progress: number;
  created_at: number;
  /** Order of entry into the store (newest has the largest); history pages by it. */
  seq: number;
  started_at?: number;
  completed_at?: number;
  failed_at?: number;
  error?: TaskError;
  files: TaskFiles;
  content_type?: string;
  duration_ms?: number;
  /** Characters billed for it. */
  characters?: number;
  bytes?: number;
  /** While running: the seconds of work left, estimated from the rate so far. */
  eta_seconds?: number;
  /** The channel that runs it, when not the embedded engines (`models/registry.ts`). */
  channel?: 'upstream';
  /** Tasks of a remote channel: the remote's own id, never shown to clients. */
  upstream?: RemoteRef;
}

type PayloadOf<K extends keyof TaskPayloads> = TaskPayloads[K];
type RequestOf<K extends keyof TaskPayloads> =
  PayloadOf<K> extends { request: infer R } ? R : never;
type ResultOf<K extends keyof TaskPayloads> =
  PayloadOf<K> extends { result: infer R } ? R : Record<never, never>;

/** A record of one kind: the common fields, its request, and (once completed) its result. */
export type TaskRecordOf<K extends keyof TaskPayloads> = TaskRecordBase & {
  kind: K;
  request: RequestOf<K>;
} & Partial<ResultOf<K>>;

/** Any record: the union over the kinds the capabilities declared. */
export type TaskRecord = { [K in keyof TaskPayloads]: TaskRecordOf<K> }[keyof TaskPayloads];

/**
 * What a completed run adds to its record: its files and measures, and `result`, the
 * kind's own fields (chapters, 3D metadata), merged into the record as they are.
 */
export interface CompletedFields {
  files?: TaskFiles;
  content_type?: string;
  duration_ms?: number;
  characters?: number;
  bytes?: number;
  result?: object;
}

/** Finished entries no longer change (only deletion removes them). */
export function isFinished(record: { status: TaskStatus }): boolean {
  return record.status === 'completed' || record.status === 'failed';
}
