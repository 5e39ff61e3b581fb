import { Router } from 'express';
import type { HistoryItem, HistoryPage } from '../../contract/history.ts';
import type { TaskDeleted } from '../../contract/tasks.ts';
import { HISTORY_PAGE_LIMIT, TASK_KINDS, TASK_STATUSES } from '../../contract/request-values.ts';
import { authOf } from '../http/auth.ts';
import { invalidRequest } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { requireOwnTask } from './access.ts';
import type { TaskRunner } from './runner.ts';
import type { TaskKind, TaskStatus } from '../store/task-record.ts';
import type { TaskRepository } from '../store/ports.ts';
import { originOf, type TaskViews } from './views.ts';

const KINDS = new Set<TaskKind>(TASK_KINDS);
const STATUSES = new Set<TaskStatus>(TASK_STATUSES);
const MAX_LIMIT = HISTORY_PAGE_LIMIT.max;

/** What the history routes use: the records to list, the runner to cancel, each kind's view. */
export interface HistoryDeps {
  taskStore: TaskRepository;
  tasks: TaskRunner;
  views: TaskViews;
}

function queryString(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string')
    throw invalidRequest('invalid_value', `'${name}' must be given once.`, name);
  return value;
}

/**
 * The caller's history (docs/decisions.md §3): GET /v1/tasks lists its owner's tasks newest
 * first with cursor paging; DELETE /v1/tasks/{id} cancels a running task and deletes it
 * and its files.
 */
export function historyRoutes(ctx: HistoryDeps): Router {
  const router = Router();
  route(router, '/tasks', {
    get: async (req, res) => {
      const owner = authOf(req).key.owner;
      const kind = queryString(req.query.kind, 'kind') as TaskKind | undefined;
      const status = queryString(req.query.status, 'status') as TaskStatus | undefined;
      const after = queryString(req.query.after, 'after');
      const limitText = queryString(req.query.limit, 'limit') ?? String(HISTORY_PAGE_LIMIT.default);
      if (kind !== undefined && !KINDS.has(kind)) {
        throw invalidRequest('invalid_value', "'kind' must be 'speech' or '3d'.", 'kind');
      }
      if (status !== undefined && !STATUSES.has(status)) {
        throw invalidRequest(
          'invalid_value',
          "'status' must be queued, in_progress, completed or failed.",
          'status',
        );
      }
      const limit = Number(limitText);
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
        throw invalidRequest(
          'out_of_range',
          `'limit' must be an integer from 1 to ${MAX_LIMIT}.`,
          'limit',
        );
      }
      const page = await ctx.taskStore.page({ owner, kind, status, after, limit });
      if (!page)
        throw invalidRequest('invalid_value', `'after' is not one of your task ids.`, 'after');
      const origin = originOf(req);
      const data: HistoryItem[] = page.data.map((t) => ctx.views.render(t, origin));
      const hasMore = page.hasMore;
      const last = page.data.at(-1)?.id;
      res.json({
        object: 'list',
        data,
        has_more: hasMore,
        ...(hasMore && last ? { next_after: last } : {}),
      } satisfies HistoryPage);
    },
  });
  route(router, '/tasks/:id', {
    delete: async (req, res) => {
      const record = await requireOwnTask(ctx.taskStore, authOf(req).key, String(req.params.id));
      await ctx.tasks.remove(record);
      res.json({ id: record.id, object: 'task', deleted: true } satisfies TaskDeleted);
    },
  });
  return router;
}
