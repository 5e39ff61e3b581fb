import { Router, type Request, type Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { authOf } from '../http/auth.ts';
import { ClientDisconnected } from '../http/client-gone.ts';
import { ApiError, invalidRequest } from '../http/errors.ts';
import { jsonBody } from '../http/json-body.ts';
import { keyAllows } from '../models/catalog.ts';
import type { ModelRegistry } from '../models/registry.ts';
import type { UpstreamChannel } from './channel.ts';
import { forwardBody } from './forward-body.ts';
import { HOP_HEADER, hopsOf } from './hops.ts';

/**
 * The inference routes of the OpenAI-style family that this gateway does not implement and
 * an upstream may: the only paths the passthrough forwards (docs/decisions.md, "What goes
 * upstream"). Everything else — the admin routes, the history, anything a later version
 * adds — is answered here or is the JSON 404; it never reaches the upstream with its key.
 */
export const FORWARDED_ROUTES = [
  '/chat/completions',
  '/completions',
  '/embeddings',
  '/responses',
  '/moderations',
  '/images/generations',
] as const;

/** A JSON body for these routes (a long chat history fits; a bigger one is 413). */
const FORWARDED_BODY_LIMIT = 4 * 1024 * 1024;

/** Headers of one hop only (RFC 9110 §7.6.1), and ours: never forwarded either way. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'authorization',
  'cookie',
  HOP_HEADER,
]);

/** Request headers that describe the body as the client sent it (it is sent re-encoded). */
const BODY_HEADERS = new Set(['content-length', 'content-encoding', 'content-type']);

/**
 * `POST` on a route of `FORWARDED_ROUTES` (`/v1/chat/completions`, …) when an upstream is
 * set: the body's `model` must be one the registry gives the upstream and the caller's key
 * may use (404 `model_not_found` / 403 `model_not_allowed` otherwise, nothing sent). The
 * body goes on as JSON with the upstream's id of the model, with the upstream's key instead
 * of the client's, and the answer streams back chunk by chunk, so server-sent events arrive
 * as they are sent. A body silent for the idle limit (60 s) is cut. Without an upstream the
 * request goes on to the usual 404.
 */
export function passthrough(channel: UpstreamChannel, registry: ModelRegistry): Router {
  const router = Router();
  const forward = async (req: Request, res: Response, path: string): Promise<void> => {
    const body = req.body as Record<string, unknown>;
    const id = body.model;
    if (typeof id !== 'string' || id.length === 0)
      throw invalidRequest('missing_field', "'model' is required.", 'model');
    const key = authOf(req).key;
    if (!keyAllows(key, id)) {
      throw new ApiError(
        403,
        'permission_error',
        'model_not_allowed',
        `Your API key is not allowed to use the model '${id}'.`,
        { param: 'model' },
      );
    }
    if (registry.channelOf(id) !== 'upstream') {
      throw new ApiError(
        404,
        'invalid_request_error',
        'model_not_found',
        `The model '${id}' is not served by the upstream, and ${path} has no local model.`,
        { param: 'model' },
      );
    }
    channel.requireUp();
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    for (const [name, value] of Object.entries(req.headers)) {
      if (HOP_BY_HOP.has(name) || BODY_HEADERS.has(name) || value === undefined) continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controller.abort(new ClientDisconnected());
    });
    const upstream = await channel.client.call('POST', `/v1${path}`, {
      headers,
      body: forwardBody(channel, id, body),
      signal: controller.signal,
      via: hopsOf(req),
    });
    res.status(upstream.statusCode ?? 502);
    for (const [name, value] of Object.entries(upstream.headers)) {
      if (HOP_BY_HOP.has(name) || value === undefined) continue;
      res.setHeader(name, value);
    }
    res.flushHeaders();
    try {
      await pipeline(upstream, res);
    } catch {
      // The client went, or the upstream stopped mid-body (idle limit): cut ours short too.
      if (!res.destroyed) res.destroy();
    }
  };
  const active = Router();
  for (const path of FORWARDED_ROUTES) {
    active.post(path, ...jsonBody(FORWARDED_BODY_LIMIT), (req, res) => forward(req, res, path));
  }
  router.use((req, res, next) => (channel.configured ? active(req, res, next) : next()));
  return router;
}
