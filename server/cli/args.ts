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
  voxmesh keys list [--data-dir DIR]
  voxmesh keys create --label LABEL [--models id,id|*] [--owner NAME] [--admin] [--data-dir DIR]
  voxmesh keys revoke KEY_ID [--data-dir DIR]

Environment: VOXMESH_PORT, VOXMESH_HOST, VOXMESH_DATA_DIR, VOXMESH_SECRET_STORE,
  VOXMESH_UPSTREAM_URL, VOXMESH_UPSTREAM_KEY (the upstream key: only here or in the keychain).`;

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

export interface ServeArgs {
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
    },
    strict: true,
  });
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
  };
}
