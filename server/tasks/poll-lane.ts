import type { IncomingMessage, ServerResponse } from 'node:http';
import { authenticateIfValid } from '../http/auth.ts';
import { stampRequestId } from '../http/request-id.ts';
import { trackRequest, type RequestLog } from '../http/request-log.ts';
import type { KeyService } from '../keys/key-service.ts';
import { peekOwnTask } from './access.ts';
import type { TaskKind } from '../store/task-record.ts';
import type { TaskRepository } from '../store/ports.ts';
import { originOf, type TaskViews } from './views.ts';

/** The task polls: the path up to the task id, and the kind of task found there. */
const POLLS: ReadonlyArray<{ prefix: string; kind: TaskKind }> = [
  { prefix: '/v1/3d/', kind: '3d' },
  { prefix: '/v1/audio/speech/tasks/', kind: 'speech' },
];

export interface PollLaneDeps {
  keys: KeyService;
  taskStore: Pick<TaskRepository, 'peek'>;
  views: TaskViews;
  requestLog: RequestLog;
  /** The Host guard's check (http/host-guard.ts): null when the Host is accepted. */
  hostCheck: (req: IncomingMessage) => unknown;
  /** Whether CORS is configured: then a request with an `Origin` needs its headers. */
  cors: boolean;
  /** True while the routes would make a read wait (an upstream record still being written). */
  held: () => boolean;
}

/**
 * The poll lane: `GET /v1/3d/{id}` and `GET /v1/audio/speech/tasks/{id}` answered before
 * Express. Every client waiting on a task sends these in a loop, and for them Express's own
 * work (its request and response objects, the walk through the middleware and route layers)
 * costs several times what the answer does. A poll that needs nothing but the answer — GET,
 * no query string, a Host the guard accepts, no `Origin` when CORS is on, the bearer of an
 * active key, a task of that key's owner and of that kind — is answered here with the bytes
 * and headers the Express route sends, and logged in the request log as any request is.
 * Anything else, every error included, returns false and goes to Express unchanged, so each
 * error still has one place that makes it.
 */
export function pollLane(
  deps: PollLaneDeps,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    if (req.method !== 'GET') return false;
    const url = req.url ?? '';
    const poll = POLLS.find((p) => url.startsWith(p.prefix));
    // A query string, a further segment or anything else not an id fails the id test.
    if (!poll) return false;
    if ((deps.cors && req.headers.origin !== undefined) || deps.held()) return false;
    if (deps.hostCheck(req) !== null) return false;
    const auth = authenticateIfValid(deps.keys, req);
    if (!auth) return false;
    const record = peekOwnTask(deps.taskStore, auth.key, url.slice(poll.prefix.length), poll.kind);
    if (!record) return false;
    const body = JSON.stringify(deps.views.render(record, originOf(req)));
    stampRequestId(req, res);
    trackRequest(deps.requestLog, req, res);
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(body);
    return true;
  };
}
