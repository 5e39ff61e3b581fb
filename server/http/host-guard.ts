import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { ApiError } from './errors.ts';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** The host name of a Host header, lower-cased and without its port. */
export function hostnameOf(hostHeader: string): string {
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end === -1 ? host : host.slice(0, end + 1);
  }
  const colon = host.indexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

/**
 * DNS-rebinding guard: a page on evil.example whose name resolves to 127.0.0.1 reaches
 * us with `Host: evil.example`. Only loopback names and names the user configured pass.
 */
export function createHostCheck(
  extraHosts: readonly string[],
): (req: IncomingMessage) => ApiError | null {
  const allowed = new Set([...LOOPBACK_NAMES, ...extraHosts.map((h) => hostnameOf(h))]);
  return (req) => {
    const header = req.headers.host;
    if (!header) {
      return new ApiError(
        400,
        'invalid_request_error',
        'missing_host',
        'The request has no Host header.',
        {
          param: 'Host',
        },
      );
    }
    const name = hostnameOf(header);
    if (allowed.has(name) || /^127(\.\d{1,3}){3}$/.test(name)) return null;
    return new ApiError(
      403,
      'permission_error',
      'host_not_allowed',
      `Requests for host '${name}' are refused. VoxMesh answers loopback names only; ` +
        'add others with --allowed-host.',
      { param: 'Host' },
    );
  };
}

export function hostGuard(extraHosts: readonly string[]): RequestHandler {
  const check = createHostCheck(extraHosts);
  return (req, _res, next) => {
    const error = check(req);
    next(error ?? undefined);
  };
}
