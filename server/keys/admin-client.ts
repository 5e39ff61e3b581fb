import type { InstanceInfo } from '../store/instance.ts';
import { ADMIN_TOKEN_HEADER } from './admin-token.ts';

/** A refusal from a running gateway's admin routes, with its message. */
export class AdminCallError extends Error {}

/**
 * Calls a running gateway's `/admin` routes (its token from `gateway.json`), so that only
 * that gateway writes the database: the `keys` command and a desktop app joining a `serve`.
 */
export async function adminCall(
  info: InstanceInfo,
  method: string,
  pathname: string,
  body?: unknown,
): Promise<unknown> {
  const res = await fetch(`${info.url}/admin${pathname}`, {
    method,
    headers: {
      [ADMIN_TOKEN_HEADER]: info.adminToken,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { error?: { message: string } };
  if (!res.ok) throw new AdminCallError(json.error?.message ?? `HTTP ${res.status}`);
  return json;
}
