import { randomFillSync } from 'node:crypto';
import type { Request, RequestHandler } from 'express';

const ID = Symbol('requestId');

/** Random bytes per id (12 base64url characters). */
const ID_BYTES = 9;
/**
 * Ids are cut from a block of random bytes refilled once used up: one call into the CSPRNG per
 * few hundred requests instead of one per request.
 */
const BLOCK = Buffer.allocUnsafe(ID_BYTES * 455);
let used = BLOCK.length;

function newRequestId(): string {
  if (used === BLOCK.length) {
    randomFillSync(BLOCK);
    used = 0;
  }
  const id = `req_${BLOCK.toString('base64url', used, used + ID_BYTES)}`;
  used += ID_BYTES;
  return id;
}

/** Gives every request an id, echoed as `x-request-id` on every response. */
export function requestId(): RequestHandler {
  return (req, res, next) => {
    const id = newRequestId();
    (req as Request & { [ID]?: string })[ID] = id;
    res.setHeader('x-request-id', id);
    next();
  };
}

export function requestIdOf(req: Request): string {
  return (req as Request & { [ID]?: string })[ID] ?? 'unknown';
}
