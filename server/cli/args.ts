/**
 * Command-line arguments of `voxmesh serve` and `voxmesh keys`, with their environment
 * fallbacks: parsing only, nothing started or opened here.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_HOST, DEFAULT_PORT, defaultDataDir } from '../config.ts';
import type { SecretStoreChoice } from '../keys/secret-store.ts';
import type { UpstreamRouteTarget } from '../../contract/upstream.ts';
import { normalizeBaseUrl, parseRoute } from '../upstream/settings.ts';

export const USAGE = `Usage:
  voxmesh serve [--port N] [--host H] [--data-dir DIR] [--cors-origin ORIGIN]... [--allowed-host NAME]...
                [--secret-store auto|keychain|file] [--ui] [--allow-private-fetch]
                [--upstream URL] [--route MODEL=upstream|local]...
                [--database postgres://… --queue redis://… [--local-workers N]]
                [--voice-hub URL] [--voice-pack-max-bytes N]
  voxmesh worker --database postgres://… --queue redis://… --data-dir DIR [--concurrency N]
                [--allow-private-fetch]
  voxmesh keys list [--data-dir DIR | --database URL]
  voxmesh keys create --label LABEL [--models id,id|*] [--owner NAME] [--admin]
                [--data-dir DIR | --database URL]
  voxmesh keys revoke KEY_ID [--data-dir DIR | --database URL]

  voxmesh voices list | add FILE_OR_URL [--config FILE_OR_URL] [--voices FILE_OR_URL] [--sha256 HEX]
                | remove PACK_ID
                | bind VOICE PACK_VOICE | unbind VOICE      [--data-dir DIR] (a running gateway's)
Environment: VOXMESH_PORT, VOXMESH_HOST, VOXMESH_DATA_DIR, VOXMESH_SECRET_STORE,
  VOXMESH_UPSTREAM_URL, VOXMESH_UPSTREAM_KEY (the upstream key: only here or in the keychain),
  VOXMESH_DATABASE_URL, VOXMESH_QUEUE_URL (a team server: README "Team server").`;

/** A mistake in the command line: printed with the usage, exit code 2. */
export class UsageError extends Error {}

export function secretStoreChoice(
  value: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): SecretStoreChoice {
  const v = value ?? env.VOXMESH_SECRET_STORE ?? 'auto';
  if (v === 'auto' || v === 'keychain' || v === 'file') return v;
  throw new UsageError(`--secret-store must be auto, keychain or file, not '${v}'.`);
}

export function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`Invalid port '${value}'.`);
  return port;
}

/** Where a team server keeps state and work (README "Team server"); both or neither. */
export interface TeamArgs {
  /** `--database` / VOXMESH_DATABASE_URL */
  database: string | undefined;
  /** `--queue` / VOXMESH_QUEUE_URL */
  queue: string | undefined;
  /** VOXMESH_QUEUE_PREFIX: the queue's Redis key prefix (default `voxmesh`). */
  queuePrefix: string | undefined;
  /** VOXMESH_QUEUE_LOCK_MS: how soon a killed worker's job returns to the queue. */
  queueLockMs: number | undefined;
}

function count(name: string, value: string | undefined, min: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > 256)
    throw new UsageError(`--${name} must be a whole number from ${min} to 256, not '${value}'.`);
  return n;
}

function teamArgs(
  values: { database?: string | undefined; queue?: string | undefined },
  env: NodeJS.ProcessEnv,
  required: boolean,
): TeamArgs {
  const database = values.database ?? (env.VOXMESH_DATABASE_URL || undefined);
  const queue = values.queue ?? (env.VOXMESH_QUEUE_URL || undefined);
  if (required || database || queue) {
    if (!database) throw new UsageError('--database postgres://… is required with --queue.');
    if (!queue) throw new UsageError('--queue redis://… is required with --database.');
  }
  const lock = env.VOXMESH_QUEUE_LOCK_MS;
  return {
    database,
    queue,
    queuePrefix: env.VOXMESH_QUEUE_PREFIX || undefined,
    queueLockMs: lock && Number(lock) >= 1000 ? Number(lock) : undefined,
  };
}

export interface ServeArgs extends TeamArgs {
  dataDir: string;
  host: string;
  port: number;
  corsOrigins: string[];
  allowedHosts: string[];
  secretStore: SecretStoreChoice;
  ui: boolean;
  allowPrivateFetch: boolean;
  /** `--upstream` / VOXMESH_UPSTREAM_URL, normalized; undefined keeps what was saved. */
  upstreamUrl: string | undefined;
  /** VOXMESH_UPSTREAM_KEY; undefined: the keychain's. */
  upstreamKey: string | undefined;
  /** `--route`, in order (a later one for the same model wins); undefined: none given. */
  routes: Record<string, UpstreamRouteTarget> | undefined;
  /** `--local-workers`: queued jobs this gateway runs itself (team server only). */
  localWorkers: number | undefined;
  /** `--voice-hub`: the voice hub's voices.json (docs/voice-packs.md). */
  voiceHub: string | undefined;
  /** `--voice-pack-max-bytes`: the largest voice pack model accepted. */
  voicePackMaxBytes: number | undefined;
}

export function parseServeArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): ServeArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      'cors-origin': { type: 'string', multiple: true },
      'allowed-host': { type: 'string', multiple: true },
      'secret-store': { type: 'string' },
      ui: { type: 'boolean', default: false },
      'allow-private-fetch': { type: 'boolean', default: false },
      upstream: { type: 'string' },
      route: { type: 'string', multiple: true },
      database: { type: 'string' },
      queue: { type: 'string' },
      'local-workers': { type: 'string' },
      'voice-hub': { type: 'string' },
      'voice-pack-max-bytes': { type: 'string' },
    },
    strict: true,
  });
  const team = teamArgs(values, env, false);
  const localWorkers = count('local-workers', values['local-workers'], 0);
  if (localWorkers !== undefined && !team.database)
    throw new UsageError('--local-workers applies to a team server (--database and --queue).');
  const rawUrl = values.upstream ?? env.VOXMESH_UPSTREAM_URL;
  let upstreamUrl: string | undefined;
  let routes: Record<string, UpstreamRouteTarget> | undefined;
  try {
    upstreamUrl = rawUrl ? normalizeBaseUrl(rawUrl) : undefined;
    routes = values.route ? Object.fromEntries(values.route.map(parseRoute)) : undefined;
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  return {
    dataDir: values['data-dir'] ?? env.VOXMESH_DATA_DIR ?? defaultDataDir(env),
    host: values.host ?? env.VOXMESH_HOST ?? DEFAULT_HOST,
    port: parsePort(values.port ?? env.VOXMESH_PORT ?? String(DEFAULT_PORT)),
    corsOrigins: values['cors-origin'] ?? [],
    allowedHosts: values['allowed-host'] ?? [],
    secretStore: secretStoreChoice(values['secret-store'], env),
    ui: values.ui,
    allowPrivateFetch: values['allow-private-fetch'],
    upstreamUrl,
    upstreamKey: env.VOXMESH_UPSTREAM_KEY || undefined,
    routes,
    ...team,
    localWorkers,
    voiceHub: values['voice-hub'],
    voicePackMaxBytes:
      values['voice-pack-max-bytes'] === undefined
        ? undefined
        : parseBytes(values['voice-pack-max-bytes'], '--voice-pack-max-bytes'),
  };
}

/** A positive whole number of bytes, e.g. for `--voice-pack-max-bytes`. */
function parseBytes(value: string, flag: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0)
    throw new UsageError(`${flag} must be a positive number of bytes, not '${value}'.`);
  return n;
}

export interface WorkerArgs extends TeamArgs {
  database: string;
  queue: string;
  dataDir: string;
  /** Jobs this process runs at once (default: its cores). */
  concurrency: number | undefined;
  allowPrivateFetch: boolean;
}

export function parseWorkerArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): WorkerArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      database: { type: 'string' },
      queue: { type: 'string' },
      'data-dir': { type: 'string' },
      concurrency: { type: 'string' },
      'allow-private-fetch': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const team = teamArgs(values, env, true);
  const dataDir = values['data-dir'] ?? env.VOXMESH_DATA_DIR;
  if (!dataDir) {
    throw new UsageError(
      '--data-dir is required: the content directory the gateways serve files from (a shared mount when on several machines).',
    );
  }
  return {
    ...team,
    database: team.database!,
    queue: team.queue!,
    dataDir,
    concurrency: count('concurrency', values.concurrency, 1),
    allowPrivateFetch: values['allow-private-fetch'],
  };
}

export interface KeysArgs {
  action: string | undefined;
  rest: string[];
  dataDir: string;
  /** Parsed lazily: only `keys` without a running gateway opens a secret store. */
  secretStore: string | undefined;
  label: string | undefined;
  models: string | undefined;
  owner: string | undefined;
  /** `keys create --admin`: the key gets the admin scope. */
  admin: boolean;
  /** `--database` / VOXMESH_DATABASE_URL: a team server's keys, in its database. */
  database: string | undefined;
}

export function parseKeysArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): KeysArgs {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      label: { type: 'string' },
      models: { type: 'string' },
      owner: { type: 'string' },
      admin: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
      'secret-store': { type: 'string' },
      database: { type: 'string' },
    },
    allowPositionals: true,
    strict: true,
  });
  const [action, ...rest] = positionals;
  return {
    action,
    rest,
    dataDir: values['data-dir'] ?? env.VOXMESH_DATA_DIR ?? defaultDataDir(env),
    secretStore: values['secret-store'],
    label: values.label,
    models: values.models,
    owner: values.owner,
    admin: values.admin === true,
    database: values.database ?? (env.VOXMESH_DATABASE_URL || undefined),
  };
}

export interface VoicesArgs {
  action: string | undefined;
  rest: string[];
  dataDir: string;
  /** `voices add --config`: the config, when it is not the model's name + '.json'. */
  config: string | undefined;
  /** `voices add --voices`: a Kokoro model's voices file (.npz); makes the pack a Kokoro pack. */
  voices: string | undefined;
  /** `voices add --sha256`: the model's expected SHA-256. */
  sha256: string | undefined;
}

/** `voxmesh voices …` (docs/voice-packs.md): asks the gateway running on the data directory. */
export function parseVoicesArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): VoicesArgs {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      'data-dir': { type: 'string' },
      config: { type: 'string' },
      voices: { type: 'string' },
      sha256: { type: 'string' },
    },
    allowPositionals: true,
    strict: true,
  });
  const [action, ...rest] = positionals;
  const arity: Record<string, number> = { list: 0, add: 1, remove: 1, bind: 2, unbind: 1 };
  if (action === undefined || arity[action] === undefined) {
    throw new UsageError(`Unknown voices action '${action ?? ''}'.`);
  }
  if (rest.length !== arity[action]) {
    throw new UsageError(`voices ${action} takes ${arity[action]} argument(s).`);
  }
  if (values.sha256 !== undefined && !/^[0-9a-fA-F]{64}$/.test(values.sha256)) {
    throw new UsageError('--sha256 must be 64 hex digits.');
  }
  return {
    action,
    rest,
    dataDir: values['data-dir'] ?? env.VOXMESH_DATA_DIR ?? defaultDataDir(env),
    config: values.config,
    voices: values.voices,
    sha256: values.sha256,
  };
}
