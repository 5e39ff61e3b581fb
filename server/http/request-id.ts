import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler } from 'express';

const ID = Symbol('requestId');

/** Gives every request an id, echoed as `x-request-id` on every response. */
export function requestId(): RequestHandler {
  return (req, res, next) => {
    const id = `req_${randomBytes(9).toString('base64url')}`;
    (req as Request & { [ID]?: string })[ID] = id;
    res.setHeader('x-request-id', id);
    next();
  };
}

export function requestIdOf(req: Request): string {
  return (req as Request & { [ID]?: string })[ID] ?? 'unknown';
}
