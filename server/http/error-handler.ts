import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isDisconnect } from './client-gone.ts';
import { ApiError, internalError } from './errors.ts';
import { fromBodyParserError } from './json-body.ts';
import { requestIdOf } from './request-id.ts';
import type { Logger } from '../log.ts';

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
      err instanceof ApiError ? err : (fromBodyParserError(err) ?? internalError(requestIdOf(req)));
    if (err instanceof ApiError && apiError.status >= 500) {
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
