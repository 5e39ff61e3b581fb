import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import type { ErrorBody, ErrorType } from '../../contract/errors.ts';
import { ApiError } from '../http/errors.ts';
import { HOP_HEADER, hopHeaderValue } from './hops.ts';
import type { UpstreamTuning } from './settings.ts';

/** Where calls go now; null when no upstream is set (nothing leaves the machine). */
export interface UpstreamTarget {
  url: string;
  key: string | null;
}

export interface CallOptions {
  body?: string | Buffer | Readable;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The gateways the request that led to this call had passed through (hops.ts). */
  via?: readonly string[];
}

/** What the client reports of each call, for the health of the upstream. */
export interface CallObserver {
  /** The upstream answered (any status) after `ms`. */
  answered(status: number, ms: number): void;
  /** It could not be reached, or did not answer in time. */
  unreachable(reason: string): void;
}

export function unavailable(detail: string): ApiError {
  return new ApiError(
    502,
    'upstream_error',
    'upstream_unavailable',
    `The upstream service could not be reached (${detail}). Its health is shown by GET /v1/upstream.`,
  );
}

export function upstreamTimeout(detail = 'in time'): ApiError {
  return new ApiError(
    504,
    'upstream_error',
    'upstream_timeout',
    `The upstream service did not answer ${detail}.`,
  );
}

export function keyRefused(detail: string): ApiError {
  return new ApiError(
    502,
    'upstream_error',
    'upstream_auth_failed',
    `The upstream refused this gateway's upstream key (${detail}). ` +
      'Set a valid key with VOXMESH_UPSTREAM_KEY or PUT /v1/upstream.',
  );
}

/** Counts calls in flight; more wait in order. */
class Slots {
  private used = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(private readonly limit: () => number) {}

  async take(signal?: AbortSignal): Promise<() => void> {
    if (this.used >= this.limit()) {
      await new Promise<void>((resolve, reject) => {
        const go = () => {
          signal?.removeEventListener('abort', gone);
          resolve();
        };
        const gone = () => {
          const at = this.waiting.indexOf(go);
          if (at !== -1) this.waiting.splice(at, 1);
          reject(signal?.reason as Error);
        };
        this.waiting.push(go);
        signal?.addEventListener('abort', gone, { once: true });
      });
    } else {
      this.used++;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.used--;
    };
  }
}

/**
 * HTTP to the upstream: keep-alive connections, a per-upstream limit of calls in flight, a
 * deadline for the response headers and an idle limit inside the body. Every failure to
 * reach it becomes our error shape: 502 `upstream_unavailable` or 504 `upstream_timeout`.
 */
export class UpstreamClient {
  private readonly agents = {
    http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
    https: new https.Agent({ keepAlive: true, maxSockets: 64 }),
  };
  private readonly slots: Slots;

  constructor(
    private readonly target: () => UpstreamTarget | null,
    private readonly tuning: UpstreamTuning,
    private readonly observer: CallObserver,
    /** This gateway's id in the hop header of every call (hops.ts). */
    private readonly self: string,
  ) {
    this.slots = new Slots(() => tuning.concurrency);
  }

  get configured(): boolean {
    return this.target() !== null;
  }

  /** The upstream's origin (downloads are made only from it with the key). */
  origin(): string | null {
    const t = this.target();
    return t ? new URL(t.url).origin : null;
  }

  /** `path` (starting `/v1/…`, with its query) on the upstream, as a URL. */
  urlFor(path: string): URL {
    const t = this.target();
    if (!t) throw unavailable('no upstream is set');
    return new URL(`${t.url}${path}`);
  }

  /**
   * One call; resolves once the response headers arrive. The call holds a slot until its
   * body is read to the end (or dropped). `timeoutMs` bounds the wait for the headers.
   */
  async call(
    method: string,
    path: string,
    options: CallOptions = {},
    timeoutMs = this.tuning.requestTimeoutMs,
  ): Promise<http.IncomingMessage> {
    const t = this.target();
    if (!t) throw unavailable('no upstream is set');
    return this.callUrl(method, new URL(`${t.url}${path}`), options, timeoutMs, t.key);
  }

  /** As `call`, for a URL on the upstream's origin (a result it links to). */
  async callUrl(
    method: string,
    url: URL,
    options: CallOptions,
    timeoutMs: number,
    key: string | null = this.target()?.key ?? null,
  ): Promise<http.IncomingMessage> {
    const release = await this.slots.take(options.signal);
    const started = performance.now();
    const headers: Record<string, string> = { ...options.headers };
    if (key) headers.authorization = `Bearer ${key}`;
    headers[HOP_HEADER] = hopHeaderValue(options.via ?? [], this.self);
    const body = options.body;
    if (typeof body === 'string' || Buffer.isBuffer(body))
      headers['content-length'] = String(Buffer.byteLength(body));
    const secure = url.protocol === 'https:';
    return new Promise((resolve, reject) => {
      let settled = false;
      const fail = (err: Error) => {
        release();
        if (settled) return;
        settled = true;
        reject(err);
      };
      const req = (secure ? https : http).request(url, {
        method,
        headers,
        agent: secure ? this.agents.https : this.agents.http,
        ...(options.signal ? { signal: options.signal } : {}),
      });
      req.setTimeout(timeoutMs, () => {
        const limit = settled ? this.tuning.idleTimeoutMs : timeoutMs;
        const what = settled ? 'its body went silent' : 'no answer';
        this.observer.unreachable(`${what} for ${limit} ms`);
        req.destroy(upstreamTimeout(`within ${limit} ms`));
      });
      req.once('error', (err) => {
        if (options.signal?.aborted) return fail(options.signal.reason as Error);
        if (err instanceof ApiError) return fail(err);
        const code = (err as NodeJS.ErrnoException).code ?? err.message;
        this.observer.unreachable(code);
        fail(unavailable(code));
      });
      req.once('response', (res) => {
        settled = true;
        this.observer.answered(res.statusCode ?? 0, performance.now() - started);
        req.setTimeout(this.tuning.idleTimeoutMs);
        res.once('close', release);
        res.once('error', release);
        resolve(res);
      });
      if (body instanceof Readable) body.pipe(req);
      else req.end(body);
    });
  }

  /**
   * A submission (sync speech, a task): answered 429 or 5xx other than 504, or not reached,
   * it is tried again after a jittered, growing wait (`Retry-After` honoured up to 30 s);
   * a 400 or a 504 is never repeated. Resolves with the last response.
   */
  async submit(
    path: string,
    body: string,
    signal?: AbortSignal,
    via: readonly string[] = [],
  ): Promise<http.IncomingMessage> {
    const headers = { 'content-type': 'application/json' };
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= this.tuning.submitRetries;
      let res: http.IncomingMessage;
      try {
        res = await this.call('POST', path, {
          body,
          headers,
          via,
          ...(signal ? { signal } : {}),
        });
      } catch (err) {
        if (last || !(err instanceof ApiError) || err.code !== 'upstream_unavailable') throw err;
        await sleep(this.backoff(attempt, null), signal);
        continue;
      }
      const status = res.statusCode ?? 0;
      const retryable =
        status === 429 || (status >= 500 && status !== 504 && status !== 501 && status !== 508);
      if (!retryable || last) return res;
      res.resume();
      await sleep(this.backoff(attempt, res.headers['retry-after']), signal);
    }
  }

  private backoff(attempt: number, retryAfter: string | string[] | undefined | null): number {
    const asked = Number(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter);
    if (Number.isFinite(asked) && asked > 0) return Math.min(asked * 1000, 30_000);
    const base = this.tuning.retryBaseMs * 2 ** attempt;
    return base / 2 + Math.random() * base;
  }

  close(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The body as text, at most `limit` bytes (a larger one is refused as a broken answer). */
export async function readText(
  res: http.IncomingMessage,
  limit = 4 * 1024 * 1024,
): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      res.destroy();
      throw new ApiError(
        502,
        'upstream_error',
        'upstream_bad_answer',
        'The upstream answer was too large.',
      );
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readJson<T>(res: http.IncomingMessage): Promise<T> {
  const text = await readText(res);
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(
      502,
      'upstream_error',
      'upstream_bad_answer',
      `The upstream answered HTTP ${res.statusCode} with a body that is not JSON.`,
    );
  }
}

const ERROR_TYPES: readonly ErrorType[] = [
  'invalid_request_error',
  'authentication_error',
  'permission_error',
  'not_found_error',
  'rate_limit_error',
  'upstream_error',
  'server_error',
];

/**
 * An upstream's error answer in our shape. Its status stays where it speaks of the request
 * (4xx); a refused upstream key is the gateway's problem, not the client's: 502
 * `upstream_auth_failed`; a 504 stays 504 `upstream_timeout`; other 5xx become 502.
 */
export async function errorFrom(res: http.IncomingMessage): Promise<ApiError> {
  const status = res.statusCode ?? 502;
  let detail: Partial<ErrorBody['error']> = {};
  try {
    const body = JSON.parse(await readText(res, 64 * 1024)) as Partial<ErrorBody>;
    if (body && typeof body.error === 'object' && body.error) detail = body.error;
  } catch {
    // not our shape: the status alone speaks
  }
  const message = typeof detail.message === 'string' ? detail.message : `HTTP ${status}`;
  if (status === 401 || status === 403) return keyRefused(`HTTP ${status}: ${message}`);
  if (status === 504) return upstreamTimeout('in time (it answered 504)');
  // A loop found further along is a loop here too: the client hears it as it is.
  if (status === 508) return new ApiError(508, 'upstream_error', 'upstream_loop', message);
  if (status >= 500)
    return new ApiError(502, 'upstream_error', 'upstream_error', `The upstream failed: ${message}`);
  const type =
    typeof detail.type === 'string' && ERROR_TYPES.includes(detail.type)
      ? detail.type
      : 'invalid_request_error';
  const headers: Record<string, string> = {};
  const retryAfter = res.headers['retry-after'];
  if (typeof retryAfter === 'string') headers['Retry-After'] = retryAfter;
  return new ApiError(status, type, typeof detail.code === 'string' ? detail.code : null, message, {
    param: typeof detail.param === 'string' ? detail.param : null,
    headers,
  });
}
