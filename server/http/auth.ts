import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { KeyRecord, KeyScope } from '../store/key-record.ts';
import type { KeyService } from '../keys/key-service.ts';
import { ApiError, invalidApiKey } from './errors.ts';

export interface AuthContext {
  key: KeyRecord;
}

const AUTH = Symbol('auth');
type Authenticated = IncomingMessage & { [AUTH]?: AuthContext };
const BEARER = /^Bearer[ \t]+([^\s]+)[ \t]*$/i;

/**
 * The bearer secret of a request, or an ApiError saying what is wrong with it.
 * Shared by HTTP routes and the WebSocket handshake.
 */
export function bearerSecret(headers: IncomingHttpHeaders): string {
  const header = headers.authorization;
  if (header === undefined || header.trim() === '') {
    throw invalidApiKey(
      "You didn't provide an API key. Send it in the header 'Authorization: Bearer <API_KEY>'.",
    );
  }
  const match = BEARER.exec(header);
  if (!match?.[1]) {
    throw invalidApiKey(
      "The Authorization header is malformed. Expected 'Authorization: Bearer <API_KEY>'.",
    );
  }
  return match[1];
}

/**
 * Resolves a bearer secret to its active key, or throws 401. A secret not known here is
 * looked up once more where the keys are kept (a key another gateway on the same database
 * just made: KeyService.authenticateFresh).
 */
export async function authenticateSecret(keys: KeyService, secret: string): Promise<AuthContext> {
  const key = await keys.authenticateFresh(secret);
  if (!key) {
    throw invalidApiKey(
      'Incorrect API key provided. It is unknown to this gateway or was revoked.',
    );
  }
  return { key };
}

export function requireApiKey(keys: KeyService): RequestHandler {
  return async (req, _res, next) => {
    (req as Authenticated)[AUTH] = await authenticateSecret(keys, bearerSecret(req.headers));
    next();
  };
}

/**
 * What `requireApiKey` does for a request that carries a well-formed bearer of an active
 * key, without throwing: that key (now `authOf(req)`), or null for every other request,
 * which is left for `requireApiKey` to refuse with the right error.
 */
export function authenticateIfValid(keys: KeyService, req: IncomingMessage): AuthContext | null {
  const secret = BEARER.exec(req.headers.authorization ?? '')?.[1];
  const key = secret ? keys.authenticate(secret) : null;
  if (!key) return null;
  const auth = { key };
  (req as Authenticated)[AUTH] = auth;
  return auth;
}

/** The caller's key; only valid behind `requireApiKey`. */
export function authOf(req: Request): AuthContext {
  const auth = (req as Authenticated)[AUTH];
  if (!auth) throw new Error('authOf() used on a route without requireApiKey');
  return auth;
}

/** The caller's key when a route behind `requireApiKey` authenticated it; else null. */
export function authIfAny(req: IncomingMessage): AuthContext | null {
  return (req as Authenticated)[AUTH] ?? null;
}

/** 403 `admin_required` (or the scope's name) unless the caller's key carries `scope`. */
export function requireScope(scope: KeyScope): RequestHandler {
  return (req, _res, next) => {
    if (!authOf(req).key.scopes.includes(scope)) {
      throw new ApiError(
        403,
        'permission_error',
        `${scope}_required`,
        `This route needs a key with the '${scope}' scope (the studio's own key, or one made ` +
          `with 'voxmesh keys create --${scope}').`,
      );
    }
    next();
  };
}
