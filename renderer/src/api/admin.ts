/** Admin-scoped routes: keys, server facts, the request log. */
import type {
  CreateKeyRequest,
  CreatedKey,
  KeyList,
  KeyView,
  RequestLogPage,
  ServerInfo,
} from '@voxmesh/contract/admin.ts';
import { getJson, postJson, send, type Connection } from './http.ts';

export type { CreateKeyRequest, CreatedKey, KeyView, RequestLogPage, ServerInfo };

export const listKeys = async (conn: Connection) => (await getJson<KeyList>(conn, '/v1/keys')).data;

export const createKey = (conn: Connection, body: CreateKeyRequest) =>
  postJson<CreatedKey>(conn, '/v1/keys', body);

export async function revokeKey(conn: Connection, id: string): Promise<KeyView> {
  return (await (
    await send(conn, `/v1/keys/${encodeURIComponent(id)}`, { method: 'DELETE' })
  ).json()) as KeyView;
}

export const getServerInfo = (conn: Connection) => getJson<ServerInfo>(conn, '/v1/server');

export function getLogs(conn: Connection, after: string | null) {
  const q = after ? `?after=${encodeURIComponent(after)}` : '';
  return getJson<RequestLogPage>(conn, `/v1/logs${q}`);
}
