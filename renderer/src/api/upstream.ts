/** The upstream channel's admin route (admin scope): settings, key (write-only), health. */
import type { UpstreamInfo, UpstreamUpdate } from '@voxmesh/contract/upstream.ts';
import { getJson, send, type Connection } from './http.ts';

export type { UpstreamInfo, UpstreamUpdate };

export const getUpstream = (conn: Connection) => getJson<UpstreamInfo>(conn, '/v1/upstream');

export async function putUpstream(conn: Connection, body: UpstreamUpdate): Promise<UpstreamInfo> {
  return (await (
    await send(conn, '/v1/upstream', { method: 'PUT', json: body })
  ).json()) as UpstreamInfo;
}

export async function testUpstream(conn: Connection): Promise<UpstreamInfo> {
  return (await (await send(conn, '/v1/upstream/test', { method: 'POST' })).json()) as UpstreamInfo;
}

/** `MODEL=upstream|local` lines ↔ the routes object (blank lines and spaces ignored). */
export function routesToText(routes: Record<string, string>): string {
  return Object.entries(routes)
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
}

export function textToPairs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const at = line.lastIndexOf('=');
    if (at <= 0) continue;
    out[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return out;
}
