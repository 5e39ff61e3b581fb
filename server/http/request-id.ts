import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

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

type Identified = IncomingMessage & { [ID]?: string };

/** Gives `req` its id and echoes it as `x-request-id` on its response. */
export function stampRequestId(req: IncomingMessage, res: ServerResponse): void {
  const id = newRequestId();
  (req as Identified)[ID] = id;
  res.setHeader('x-request-id', id);
}

/** Gives every request an id, echoed as `x-request-id` on every response. */
export function requestId(): RequestHandler {
  return (req, res, next) => {
    stampRequestId(req, res);
    next();
  };
}

export function requestIdOf(req: IncomingMessage): string {
  return (req as Identified)[ID] ?? 'unknown';
}
