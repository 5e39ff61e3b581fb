import type { RequestHandler, Router } from 'express';
import { ApiError } from './errors.ts';

type Method = 'get' | 'post' | 'delete' | 'put' | 'patch';
type Handlers = Partial<Record<Method, RequestHandler | RequestHandler[]>>;

/**
 * Registers the methods a path answers and a 405 for every other method, with an
 * `Allow` header, so a wrong method never looks like an unknown route.
 */
export function route(router: Router, path: string, handlers: Handlers): void {
  const r = router.route(path);
  const allowed: string[] = [];
  for (const [method, handler] of Object.entries(handlers) as [
    Method,
    RequestHandler | RequestHandler[],
  ][]) {
    const list = Array.isArray(handler) ? handler : [handler];
    r[method](...list);
    allowed.push(method.toUpperCase());
    if (method === 'get') allowed.push('HEAD');
  }
  const allow = allowed.join(', ');
  r.all((req) => {
    throw new ApiError(
      405,
      'invalid_request_error',
      'method_not_allowed',
      `${req.method} is not supported on ${req.baseUrl}${req.path}; use ${allow}.`,
      { headers: { Allow: allow } },
    );
  });
}
