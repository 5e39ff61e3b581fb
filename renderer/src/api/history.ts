import type { HistoryItem, HistoryPage, HistoryQuery } from '@voxmesh/contract/history.ts';
import type { TaskDeleted } from '@voxmesh/contract/tasks.ts';
import { getJson, send, type Connection } from './http.ts';

export type { HistoryItem, HistoryPage, HistoryQuery };

export function listHistory(conn: Connection, query: HistoryQuery): Promise<HistoryPage> {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) q.set(k, String(v));
  return getJson<HistoryPage>(conn, `/v1/tasks?${q}`);
}

/** Cancels a running task, or deletes a finished one with its files. */
export async function deleteTask(conn: Connection, id: string): Promise<TaskDeleted> {
  return (await (
    await send(conn, `/v1/tasks/${encodeURIComponent(id)}`, { method: 'DELETE' })
  ).json()) as TaskDeleted;
}
