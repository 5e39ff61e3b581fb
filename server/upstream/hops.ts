import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { ApiError } from '../http/errors.ts';

/**
 * Loops between gateways (docs/decisions.md, "Upstream loops"): every request a gateway
 * sends to its upstream names, in this header, the gateways it has passed through,
 * oldest first, this one last. A gateway that finds its own id there, or more than
 * `MAX_HOPS` ids, refuses the request with 508 `upstream_loop` instead of forwarding it
 * again.
 */
export const HOP_HEADER = 'voxmesh-via';

/** Gateways a request may have passed through before this one. */
export const MAX_HOPS = 3;

/** A gateway's id in the hop header: made at start, letters and digits only. */
const ID = /^[a-z0-9]{1,64}$/u;

/** The ids in a request's hop header, oldest first (an id that is not one counts too). */
export function hopsOf(req: IncomingMessage): string[] {
  const raw = req.headers[HOP_HEADER];
  const value = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  return value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id.length > 0)
    .map((id) => (ID.test(id) ? id : '?'));
}

/** The hop header a request carries when this gateway sends it on. */
export function hopHeaderValue(incoming: readonly string[], self: string): string {
  return [...incoming, self].join(', ');
}

/** 508 `upstream_loop` when the request has come back, or has passed too many gateways. */
export function loopRefusal(req: IncomingMessage, self: string): ApiError | null {
  const hops = hopsOf(req);
  if (!hops.includes(self) && hops.length <= MAX_HOPS) return null;
  return upstreamLoop(
    hops.includes(self)
      ? 'the request came back to the gateway that forwarded it'
      : `the request passed through ${hops.length} gateways, at most ${MAX_HOPS} may forward it`,
  );
}

/** 508 `upstream_loop`: forwarding goes round in a circle, or too far. */
export function upstreamLoop(detail: string): ApiError {
  return new ApiError(
    508,
    'upstream_error',
    'upstream_loop',
    `The upstream leads back to this gateway (${detail}). ` +
      'Point the upstream (PUT /v1/upstream) at a gateway that does not lead back here.',
  );
}

/** Refuses looping requests before anything is routed, forwarded or spent. */
export function loopGuard(self: string): RequestHandler {
  return (req, _res, next) => {
    next(loopRefusal(req, self) ?? undefined);
  };
}
