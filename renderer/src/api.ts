import type { Connection } from './connection.ts';

export interface ApiErrorBody {
  error: { message: string; type: string; param: string | null; code: string | null };
}

export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(body?.error.message ?? `HTTP ${status}`);
  }
}

/** The UI is one more client of the gateway: every call goes through its HTTP API. */
export async function getJson<T>(conn: Connection, path: string): Promise<T> {
  const res = await fetch(`${conn.baseUrl}${path}`, {
    headers: { Authorization: `Bearer ${conn.apiKey}` },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as ApiErrorBody | null;
    throw new GatewayError(res.status, body);
  }
  return (await res.json()) as T;
}

export interface ModelList {
  object: 'list';
  data: Array<{ id: string; object: 'model'; created: number; owned_by: string }>;
}
