import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isDisconnect } from './client-gone.ts';
import { ApiError, internalError } from './errors.ts';
import { fromBodyParserError } from './json-body.ts';
import { requestIdOf } from './request-id.ts';
import type { Logger } from '../log.ts';
import { STORAGE_RETRY_AFTER_SECONDS, StorageUnavailableError } from '../store/unavailable.ts';

export function notFoundRoute(): RequestHandler {
  return (req) => {
    throw new ApiError(
      404,
      'invalid_request_error',
      'unknown_route',
      `There is no route ${req.method} ${req.originalUrl.split('?')[0]}.`,
    );
  };
}

/**
 * Storage unreachable (a team server's database down): 503 with Retry-After, the request's id
 * in the message as in every 5xx body (docs/decisions.md, "A database that goes down
 * mid-request").
 */
function storageUnavailable(requestId: string): ApiError {
  return new ApiError(
    503,
    'server_error',
    'database_unavailable',
    `The gateway cannot reach its database right now; retry in ${STORAGE_RETRY_AFTER_SECONDS} s (request id ${requestId}).`,
    { headers: { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) } },
  );
}

/**
 * The one place an error becomes a response: always the docs/decisions.md §1 JSON body. A client that
 * disconnected gets nothing and costs one info line; a deliberate 5xx (an ApiError, e.g. a sync
 * deadline) one warning line; only a bug is logged as an error with its stack.
 */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    const what = `${req.method} ${req.originalUrl.split('?')[0]} (${requestIdOf(req)})`;
    if (isDisconnect(err, req, res)) {
      log.info(`${what}: the client disconnected before the response was complete`);
      if (!res.destroyed) res.destroy();
      return;
    }
    const apiError =
      err instanceof ApiError
        ? err
        : err instanceof StorageUnavailableError
          ? storageUnavailable(requestIdOf(req))
          : (fromBodyParserError(err) ?? internalError(requestIdOf(req)));
    if (err instanceof StorageUnavailableError) {
      log.warn(`${what}: 503 ${err.message}`);
    } else if (err instanceof ApiError && apiError.status >= 500) {
      log.warn(`${what}: ${apiError.status} ${apiError.code ?? ''} ${apiError.message}`);
    } else if (apiError.status >= 500) {
      log.error(`${req.method} ${req.originalUrl} failed (${requestIdOf(req)})`, err);
    }
    if (res.headersSent) {
      // Audio may already be streaming: all we can do is cut the response short.
      res.destroy();
      return;
    }
    res.status(apiError.status);
    for (const [name, value] of Object.entries(apiError.headers)) res.setHeader(name, value);
    res.json(apiError.toBody());
  };
}
