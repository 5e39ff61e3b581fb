/**
 * The transport every capability module uses: bearer key, JSON bodies, and the gateway's
 * error body turned into one error type the UI can explain in plain words.
 */
import type { ErrorBody, ErrorDetail } from '@voxmesh/contract/errors.ts';
import type { Connection } from '../bridge.ts';

export type { Connection };

/** A refused request: the HTTP status and the gateway's error detail when it sent one. */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly detail: ErrorDetail | null,
  ) {
    super(detail?.message ?? `HTTP ${status}`);
  }
  /** The route does not exist on this gateway (an older build). */
  get missingRoute(): boolean {
    return this.status === 404 && (this.detail === null || this.detail.code === 'unknown_route');
  }
}

/** The network failed: the gateway is not answering. */
export class OfflineError extends Error {}

function isErrorBody(v: unknown): v is ErrorBody {
  return typeof v === 'object' && v !== null && 'error' in v;
}

export function url(conn: Connection, path: string): string {
  return `${conn.baseUrl}${path}`;
}

export function authHeaders(conn: Connection): Record<string, string> {
  return { Authorization: `Bearer ${conn.apiKey}` };
}

/** Any request; returns the response once its status is 2xx, else throws GatewayError. */
export async function send(
  conn: Connection,
  path: string,
  init: { method?: string; json?: unknown; signal?: AbortSignal } = {},
): Promise<Response> {
  const headers: Record<string, string> = authHeaders(conn);
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url(conn, path), {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal: init.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new OfflineError(err instanceof Error ? err.message : String(err));
  }
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    throw new GatewayError(res.status, isErrorBody(body) ? body.error : null);
  }
  return res;
}

export async function getJson<T>(conn: Connection, path: string, signal?: AbortSignal) {
  return (await (await send(conn, path, { signal })).json()) as T;
}

export async function postJson<T>(conn: Connection, path: string, json: unknown) {
  return (await (await send(conn, path, { json })).json()) as T;
}

export async function getText(conn: Connection, path: string): Promise<string> {
  return (await send(conn, path)).text();
}

export async function getBlob(conn: Connection, path: string): Promise<Blob> {
  return (await send(conn, path)).blob();
}

/** An absolute URL the gateway returned (`content_url`), as a path on our connection. */
export function pathOf(absolute: string): string {
  const u = new URL(absolute);
  return u.pathname + u.search;
}
