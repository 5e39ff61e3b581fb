import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { HistoryItem } from '../../contract/history.ts';
import type { TaskObjectBase } from '../../contract/tasks.ts';
import type { TaskKind, TaskRecord } from '../store/task-record.ts';

/** Renders a task record as its public object; each kind registers its own. */
export type TaskView = (record: TaskRecord, origin: string) => HistoryItem;

export class TaskViews {
  private readonly views = new Map<TaskKind, TaskView>();

  register(kind: TaskKind, view: TaskView): void {
    this.views.set(kind, view);
  }

  render(record: TaskRecord, origin: string): HistoryItem {
    const view = this.views.get(record.kind);
    if (!view) throw new Error(`no view for ${record.kind} tasks`);
    return view(record, origin);
  }
}

/** The origin the client called (its Host), so URLs in responses work for that client. */
export function originOf(req: IncomingMessage): string {
  // Express's `req.protocol` without a trusted proxy (the gateway trusts none): the socket's.
  const scheme = (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
  return `${scheme}://${req.headers.host ?? 'localhost'}`;
}

/** Fields every failed task carries (docs/decisions.md §3). */
export function failureFields(record: TaskRecord): Pick<TaskObjectBase, 'failed_at' | 'error'> {
  if (record.status !== 'failed') return {};
  return { failed_at: record.failed_at, error: record.error };
}
