import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { Router } from 'express';
import type { RequestLogLine, RequestLogPage } from '../../contract/admin.ts';
import { authIfAny } from './auth.ts';
import { invalidRequest } from './errors.ts';
import { loggedRoute } from './logged-route.ts';
import { requestIdOf } from './request-id.ts';
import { route } from './route.ts';

/** Lines kept in memory; older ones are dropped. Nothing is written to disk. */
export const REQUEST_LOG_CAPACITY = 1000;
const DEFAULT_PAGE = 100;
const MAX_PATH = 300;
/**
 * Query parameters that never carry a secret and help read the log; every other one (and
 * its value) is left out, so a key or a text passed in a query string is never recorded.
 */
const SAFE_PARAMS = new Set(['model', 'format', 'kind', 'status', 'limit', 'after']);

/** Paths of the API proper; anything else that succeeds is a static file of the studio. */
const API_PATH = /^\/(?:v1|admin|health)(?:[/?]|$)/;

export interface LogPage {
  lines: RequestLogLine[];
  hasMore: boolean;
  truncated: boolean;
  next: number;
}

/**
 * The last requests the gateway answered, for the studio's live log: a ring of at most
 * `capacity` lines, each numbered in order of completion so a reader can ask for the
 * lines after the last one it saw.
 */
export class RequestLog {
  private readonly ring: RequestLogLine[] = [];
  /** Index in `ring` of the oldest line once it is full. */
  private start = 0;
  private lastId = 0;

  constructor(readonly capacity = REQUEST_LOG_CAPACITY) {}

  add(line: Omit<RequestLogLine, 'id'>): RequestLogLine {
    const full: RequestLogLine = { id: ++this.lastId, ...line };
    if (this.ring.length < this.capacity) this.ring.push(full);
    else {
      this.ring[this.start] = full;
      this.start = (this.start + 1) % this.capacity;
    }
    return full;
  }

  /** The id of the newest line, 0 before the first. */
  get latest(): number {
    return this.lastId;
  }

  private at(i: number): RequestLogLine {
    return this.ring[(this.start + i) % this.ring.length]!;
  }

  /**
   * Up to `limit` lines after line `after`, oldest first; without `after`, the newest
   * `limit` lines. `after` must not be beyond the newest line (caller checks).
   */
  page(after: number | null, limit: number): LogPage {
    const n = this.ring.length;
    const oldest = n === 0 ? this.lastId + 1 : this.at(0).id;
    let from: number;
    let truncated = false;
    if (after === null) from = Math.max(0, n - limit);
    else {
      truncated = after + 1 < oldest;
      from = Math.max(0, after + 1 - oldest);
    }
    const lines: RequestLogLine[] = [];
    for (let i = from; i < n && lines.length < limit; i++) lines.push(this.at(i));
    const next = lines.at(-1)?.id ?? Math.max(after ?? this.lastId, oldest - 1);
    return { lines, hasMore: next < this.lastId, truncated, next };
  }
}

/**
 * The path as logged: the route it names with only the gateway's own ids kept
 * (logged-route.ts), no query string but the known-safe parameters, length-capped.
 */
export function loggedPath(originalUrl: string): string {
  const q = originalUrl.indexOf('?');
  const pathname = loggedRoute(q === -1 ? originalUrl : originalUrl.slice(0, q));
  let kept = '';
  if (q !== -1) {
    const params = new URLSearchParams(originalUrl.slice(q + 1));
    const safe = new URLSearchParams();
    for (const [name, value] of params) if (SAFE_PARAMS.has(name)) safe.append(name, value);
    const text = safe.toString();
    if (text) kept = `?${text}`;
  }
  const full = pathname + kept;
  return full.length > MAX_PATH ? `${full.slice(0, MAX_PATH - 1)}…` : full;
}

/** What `recordRequests` keeps on a response until it closes. */
interface Pending {
  log: RequestLog;
  /** Express's `originalUrl` is `url` before any router rewrote it; a raw request has `url`. */
  req: IncomingMessage & { originalUrl?: string };
  began: number;
  startedAt: number;
}

const PENDING = Symbol('requestLog');
type Tracked = ServerResponse & { [PENDING]?: Pending };

/**
 * The response has closed: after it was sent in full, or because the client went away first.
 * One listener shared by every response (`this` is the response), so a request costs no
 * closures.
 */
function onResponseClose(this: Tracked): void {
  const pending = this[PENDING];
  if (!pending) return;
  this[PENDING] = undefined;
  const { log, req, began, startedAt } = pending;
  const path = loggedPath(req.originalUrl ?? req.url ?? '/');
  const status = this.writableFinished ? this.statusCode : 499;
  if (status < 400 && (/^\/v1\/logs(?:\?|$)/.test(path) || !API_PATH.test(path))) return;
  log.add({
    request_id: requestIdOf(req),
    time: new Date(startedAt).toISOString(),
    method: req.method ?? 'GET',
    path,
    status,
    ms: Math.round((performance.now() - began) * 10) / 10,
    key_label: authIfAny(req)?.key.label ?? null,
  });
}

/**
 * Middleware that adds a line to `log` when each response ends: method, path, status,
 * time taken and the label of the key that authenticated. No bodies, headers or secrets.
 * A client that went away before the response ended is logged with status 499. Left out
 * when they succeed: the log's own reads (a studio polling it would push out real lines)
 * and the studio's static files; failures are always kept.
 */
export function recordRequests(log: RequestLog): RequestHandler {
  return (req, res, next) => {
    trackRequest(log, req, res);
    next();
  };
}

/** What `recordRequests` does for one request: its line is added when `res` closes. */
export function trackRequest(log: RequestLog, req: IncomingMessage, res: ServerResponse): void {
  (res as Tracked)[PENDING] = { log, req, began: performance.now(), startedAt: Date.now() };
  // 'close' follows 'finish' on a response sent in full, and comes alone when the client
  // went away first: `writableFinished` tells the two apart.
  res.on('close', onResponseClose);
}

/** `GET /logs?after=<cursor>&limit=<1..1000>` (admin scope checked by the caller). */
export function requestLogRoutes(log: RequestLog): Router {
  const router = Router();
  route(router, '/logs', {
    get: (req, res) => {
      // One value each: repeated or array parameters are refused before any /v1 route.
      const afterText = req.query.after as string | undefined;
      const limitText = (req.query.limit as string | undefined) ?? String(DEFAULT_PAGE);
      const limit = Number(limitText);
      if (!/^\d+$/.test(limitText) || limit < 1 || limit > log.capacity) {
        throw invalidRequest(
          'out_of_range',
          `'limit' must be an integer from 1 to ${log.capacity}.`,
          'limit',
        );
      }
      let after: number | null = null;
      if (afterText !== undefined) {
        after = /^\d{1,15}$/.test(afterText) ? Number(afterText) : NaN;
        if (!Number.isSafeInteger(after) || after > log.latest) {
          throw invalidRequest(
            'invalid_cursor',
            `'after' must be a next_cursor this gateway gave since it started (the log ` +
              'restarts with the gateway); ask again without it.',
            'after',
          );
        }
      }
      const page = log.page(after, limit);
      const body: RequestLogPage = {
        object: 'list',
        data: page.lines,
        next_cursor: String(page.next),
        has_more: page.hasMore,
        truncated: page.truncated,
      };
      res.json(body);
    },
  });
  return router;
}
