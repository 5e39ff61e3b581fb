/**
 * Wire contract: the upstream channel's admin route (`GET`/`PUT /v1/upstream`,
 * `POST /v1/upstream/test`, docs/decisions.md §7). Types; the `PUT` body's schema is `upstreamUpdateBody` in
 * schemas.ts. The key is write-only:
 * it goes in with `PUT` and only `key_set` comes back.
 */

/** Which channel runs a model: `*` names every model the upstream lists. */
export type UpstreamRouteTarget = 'upstream' | 'local';

export interface UpstreamHealth {
  /** `unknown` until the first check; `down` after repeated failures or a refused key. */
  status: 'unknown' | 'up' | 'down';
  reachable: boolean;
  /** Unix seconds of the last check, or null. */
  last_check: number | null;
  /** Round trip of the last successful check. */
  latency_ms: number | null;
  /** Why the last check failed, or null. */
  last_error: string | null;
  /** The ids the upstream lists for its key (as it returns them). */
  models: string[];
}

/** `GET /v1/upstream` (and the answer to `PUT` and `POST /v1/upstream/test`). */
export interface UpstreamInfo {
  object: 'upstream';
  /** The upstream's base URL (without `/v1`), or null: nothing leaves the machine. */
  url: string | null;
  /** Whether a key is stored (from VOXMESH_UPSTREAM_KEY or the keychain). */
  key_set: boolean;
  /** Model id (or `*`) → channel. */
  routes: Record<string, UpstreamRouteTarget>;
  /** Local model id → the id the upstream calls it. */
  model_map: Record<string, string>;
  health: UpstreamHealth;
}

/** `PUT /v1/upstream`: every field optional; `null` clears the URL or the key. */
export interface UpstreamUpdate {
  url?: string | null;
  key?: string | null;
  routes?: Record<string, UpstreamRouteTarget>;
  model_map?: Record<string, string>;
}
