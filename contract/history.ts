/**
 * Wire contract: the caller's history, `GET /v1/tasks` (docs/decisions.md §3). Type-only.
 */
import type { MeshTaskObject } from './mesh.ts';
import type { SpeechTaskObject } from './speech-tasks.ts';
import type { TaskKind, TaskStatus } from './tasks.ts';

/** One entry: a speech task object (tasks, sync requests, WebSocket sessions) or a 3D task. */
export type HistoryItem = SpeechTaskObject | MeshTaskObject;

/** Query of `GET /v1/tasks`; each parameter at most once. */
export interface HistoryQuery {
  kind?: TaskKind;
  status?: TaskStatus;
  /** 1–100, default 20. */
  limit?: number;
  /** The `next_after` of the previous page. */
  after?: string;
}

/** One page, newest first. */
export interface HistoryPage {
  object: 'list';
  data: HistoryItem[];
  has_more: boolean;
  /** Present when `has_more`: pass it as `after` for the next page. */
  next_after?: string;
}
