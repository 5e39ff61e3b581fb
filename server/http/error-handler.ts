import type { ErrorRequestHandler, RequestHandler } from 'express';
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

/** The one place an error becomes a response: always the DECISIONS §1 JSON body. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    const apiError =
      err instanceof ApiError ? err : (fromBodyParserError(err) ?? internalError(requestIdOf(req)));
    if (apiError.status >= 500) {
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
