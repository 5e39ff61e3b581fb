import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { invalidRequest, type ApiError } from './errors.ts';

/**
 * Request paths are checked once, before any routing, in their raw spelling: every later
 * decision (scope, owner, model, which channel) is made on a path that means exactly what
 * it says. A path that some layer could read differently from another — dot segments
 * (`..`, `.`, spelled plainly or percent-encoded), an encoded slash or backslash, a
 * backslash, an empty segment (`//`), a NUL, or percent-encoding that is not UTF-8 — is
 * 400 `invalid_path`. See docs/decisions.md, "Paths are checked before routing".
 */
export function pathProblem(rawUrl: string): string | null {
  const end = rawUrl.search(/[?#]/u);
  const path = end === -1 ? rawUrl : rawUrl.slice(0, end);
  if (!path.startsWith('/')) return 'The request path must start with "/".';
  if (path.includes('\\')) return 'The request path must not contain a backslash.';
  if (path.includes('//')) return 'The request path must not contain an empty segment ("//").';
  const segments = path.slice(1).split('/');
  for (const segment of segments) {
    if (/%(?:2f|5c|00)/iu.test(segment))
      return (
        'The request path must not contain an encoded slash, backslash or NUL; send such a ' +
        'value as a query parameter (the lexicon takes ?grapheme=).'
      );
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return 'The request path has percent-encoding that is not valid UTF-8.';
    }
    if (decoded === '.' || decoded === '..')
      return 'The request path must not contain "." or ".." segments.';
  }
  return null;
}

/** The refusal for a request whose path `pathProblem` finds fault with, or null. */
export function checkPath(req: IncomingMessage): ApiError | null {
  const problem = pathProblem(req.url ?? '/');
  return problem === null ? null : invalidRequest('invalid_path', problem, 'path');
}

/** Refuses unclean paths before any route sees them (see `pathProblem`). */
export function pathGuard(): RequestHandler {
  return (req, _res, next) => {
    next(checkPath(req) ?? undefined);
  };
}
