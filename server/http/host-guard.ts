import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { ApiError } from './errors.ts';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * A Host header read strictly (RFC 9110 §7.2): a name of letters, digits, dots, hyphens and
 * underscores, or a bracketed IPv6 literal, then an optional port of digits, and nothing
 * else. `localhost:1@evil.example` or `[::1]evil.example` are not a host: null.
 */
export function parseHost(hostHeader: string): { name: string; port: number | null } | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9._-]+)(?::(\d{1,5}))?$/u.exec(
    hostHeader.trim().toLowerCase(),
  );
  if (!match) return null;
  const port = match[2] === undefined ? null : Number(match[2]);
  if (port !== null && port > 65_535) return null;
  return { name: match[1]!, port };
}

/** The host name of a Host header, lower-cased and without its port ('' when malformed). */
function hostnameOf(hostHeader: string): string {
  return parseHost(hostHeader)?.name ?? '';
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
    const parsed = parseHost(header);
    if (!parsed) {
      return new ApiError(
        403,
        'permission_error',
        'host_not_allowed',
        'The Host header is not a host name with an optional port; the request is refused.',
        { param: 'Host' },
      );
    }
    const name = parsed.name;
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
