import type { RequestHandler } from 'express';

/**
 * CORS is off unless origins are configured: then those origins (or `*`) may call the
 * API from a browser, with the headers the API uses. Preflights are answered here,
 * before auth, as browsers send them without credentials.
 */
export function cors(origins: readonly string[]): RequestHandler {
  const any = origins.includes('*');
  const set = new Set(origins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (!origin || origins.length === 0 || !(any || set.has(origin))) return next();
    res.setHeader('Access-Control-Allow-Origin', any ? '*' : origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader(
      'Access-Control-Expose-Headers',
      'x-request-id, x-task-id, x-audio-duration-ms, x-usage-input-tokens, Retry-After',
    );
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  };
}
