import type { RequestHandler } from 'express';
import { pipeline } from 'node:stream/promises';
import { ClientDisconnected } from '../http/client-gone.ts';
import type { UpstreamChannel } from './channel.ts';

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
]);

/**
 * Any `/v1` route this gateway does not implement (`/v1/chat/completions`, …), forwarded
 * as is when an upstream is set: method, path, query, body and headers (with the
 * upstream's key instead of the client's), and the answer streamed back chunk by chunk, so
 * server-sent events arrive as they are sent. A body silent for the idle limit (60 s) is
 * cut. Without an upstream the request goes on to the usual 404.
 */
export function passthrough(channel: UpstreamChannel): RequestHandler {
  return async (req, res, next) => {
    if (!channel.configured) {
      next();
      return;
    }
    channel.requireUp();
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (HOP_BY_HOP.has(name) || value === undefined) continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    const hasBody =
      req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controller.abort(new ClientDisconnected());
    });
    const upstream = await channel.client.call(req.method, req.originalUrl, {
      headers,
      ...(hasBody ? { body: req } : {}),
      signal: controller.signal,
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
}
