import type { Request, Response } from 'express';

/**
 * The client went away before its response was complete: not an error of ours nor of the
 * request. Routes throw it (or let an AbortError out) and the error handler logs one info line.
 */
export class ClientDisconnected extends Error {
  override readonly name = 'ClientDisconnected';
  constructor() {
    super('The client disconnected.');
  }
}

/**
 * True once the client has closed the connection of an unfinished response. (Not
 * `req.destroyed`: a request whose body has been read to the end is destroyed too.)
 */
export function clientHasGone(req: Request, res: Response): boolean {
  return !res.writableFinished && (res.destroyed || req.socket.destroyed);
}

/** Whether `err` is what stopping work for a departed client (or its aborted body) produces. */
export function isDisconnect(err: unknown, req: Request, res: Response): boolean {
  if (err instanceof ClientDisconnected) return true;
  const type = (err as { type?: unknown } | null)?.type;
  if (type === 'request.aborted') return true;
  return clientHasGone(req, res);
}
