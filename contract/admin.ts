/**
 * Wire contract: the admin routes (docs/decisions.md §7): keys, server information and the request
 * log. Types; the key creation body's schema is `createKeyBody` in schemas.ts. Only keys with the `admin` scope may call them.
 */

/** What a key may do beyond calling models. `admin`: the admin routes below. */
export type KeyScope = 'admin';

/** One key as its administrator sees it (`GET /v1/keys` items). Never the hash or secret. */
export interface KeyView {
  /** `key_<hex>`: the handle for `DELETE /v1/keys/{id}` and `voxmesh keys revoke`. */
  id: string;
  label: string;
  owner: string;
  /** `*` for every model, otherwise the ids the key may call. */
  models: '*' | string[];
  scopes: KeyScope[];
  /** The first characters of the secret followed by `…`, to recognise a key. */
  hint: string;
  /** Unix seconds. */
  created_at: number;
  last_used_at: number | null;
  revoked: boolean;
  revoked_at: number | null;
}

export interface KeyList {
  object: 'list';
  data: KeyView[];
}

/** `POST /v1/keys` body. */
export interface CreateKeyRequest {
  label: string;
  models?: '*' | string[];
  owner?: string;
  /** Gives the new key the `admin` scope. */
  admin?: boolean;
}

/** `POST /v1/keys` answer (201): the only time the secret is returned. */
export interface CreatedKey extends KeyView {
  secret: string;
}

/** One engine pool of the gateway as `GET /v1/server` reports it. */
export interface EnginePoolInfo {
  /** `speech` (Flite and eSpeak NG) or `3d` (the mesh modeller). */
  name: 'speech' | '3d';
  /** Worker threads alive now: engines loaded and warm. */
  workers_started: number;
  /** The most worker threads the pool starts. */
  workers_max: number;
}

/** `GET /v1/server`. */
export interface ServerInfo {
  object: 'server';
  service: 'voxmesh';
  version: string;
  data_dir: string;
  urls: {
    /** The base URL of the API (`…/v1`). */
    api: string;
    /** The studio UI, when this gateway serves it; else null. */
    ui: string | null;
  };
  uptime_s: number;
  /** Unix seconds. */
  started_at: number;
  engines: EnginePoolInfo[];
  /**
   * The background warm-up after start (one speech worker, one 3D worker, the routes):
   * `running`, then `done` once it is over and the gateway has given back what it used; `off`
   * when the gateway was started without one.
   */
  warm_up: 'off' | 'running' | 'done';
  /**
   * Jobs running and waiting: this gateway's own queue, or on a team server the shared queue
   * every gateway and worker takes from.
   */
  tasks: { running: number; queued: number };
  secret_store: { kind: 'keychain' | 'file'; description: string };
  /** Where state and work are kept: `desktop` (one file, this process) or `team`. */
  backend: 'desktop' | 'team';
  /** A team server's worker processes and gateways that take jobs; empty on the desktop. */
  workers: QueueWorker[];
}

/** One process taking jobs from a team server's queue (`GET /v1/server` `workers`). */
export interface QueueWorker {
  /** Host name and process id. */
  id: string;
  host: string;
  pid: number;
  /** Jobs it runs at once at most. */
  concurrency: number;
  /** Jobs it runs now (as of `last_seen`). */
  running: number;
  /** Unix seconds. */
  started_at: number;
  /** Unix seconds of its last heartbeat (every 5 s; gone after 30 s of silence). */
  last_seen: number;
}

/** One request seen by the gateway (`GET /v1/logs` items). No bodies, no secrets. */
export interface RequestLogLine {
  /** Increasing within one run of the gateway: the cursor for `after`. */
  id: number;
  request_id: string;
  /** ISO 8601, UTC, milliseconds. */
  time: string;
  method: string;
  /** The path, with only known-safe query parameters kept. */
  path: string;
  status: number;
  /** From the request's arrival to the end of its response. */
  ms: number;
  /** The label of the key that authenticated, or null (no key, bad key, no auth). */
  key_label: string | null;
}

/** `GET /v1/logs?after=<cursor>&limit=`. */
export interface RequestLogPage {
  object: 'list';
  data: RequestLogLine[];
  /** Pass as `after` to get the lines that follow. */
  next_cursor: string;
  /** More lines after these are already available. */
  has_more: boolean;
  /** Lines after `after` were dropped from the bounded buffer before they were read. */
  truncated: boolean;
}
