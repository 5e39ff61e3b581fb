import os from 'node:os';
import path from 'node:path';
import type { SecretStore, SecretStoreChoice } from './keys/secret-store.ts';
import type { LexiconSampleLimits } from './lexicon/sample-route.ts';
import type { Logger } from './log.ts';
import type { SyncAdmissionLimits } from './speech/sync-admission.ts';
import type { SyncLimits } from './speech/sync-limits.ts';
import type { TaskLimits } from './tasks/runner.ts';
import type { UpstreamConfig } from './upstream/settings.ts';

export interface GatewayConfig {
  /** Where the database, secrets fallback and output files live. */
  dataDir: string;
  /** Interface to bind; loopback by default. */
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  /** Browser origins allowed by CORS; empty turns CORS off. */
  corsOrigins: string[];
  /** Host names accepted besides loopback ones (DNS-rebinding guard). */
  allowedHosts: string[];
  /** Which secret store to use, or an instance (tests). */
  secretStore: SecretStoreChoice | SecretStore;
  logger: Logger;
  /** The built studio UI to serve at `/`, if any (dist/renderer). */
  uiDir?: string;
  /** Speech engine worker threads (default: cores, at most 4). */
  speechWorkers?: number;
  /**
   * Warm one speech worker and one 3D worker in the background once the gateway listens, so
   * the first request is about as fast as later ones (default true; tests that count workers
   * or measure a cold start turn it off).
   */
  warmUp?: boolean;
  /** The 3D worker entry (tests only: a worker that dies mid-job). */
  meshWorkerUrl?: URL;
  /** Task concurrency and per-key limits (defaults in tasks/runner.ts). */
  taskLimits?: Partial<TaskLimits>;
  /**
   * Fetch client-given URLs (gamma references) from loopback, private and link-local
   * addresses too (`serve --allow-private-fetch`); off by default (docs/decisions.md §7).
   */
  allowPrivateFetch?: boolean;
  /**
   * Bounds of one sync speech request (default 30 min of audio, 120 s; speech/sync-limits.ts)
   * and of how many run and wait at once (default: the speech workers running, 48 waiting, 24
   * of one key; speech/sync-admission.ts).
   */
  syncLimits?: Partial<SyncLimits & SyncAdmissionLimits>;
  /**
   * How many lexicon samples (`POST /v1/audio/lexicon/sample`, unbilled) one key may ask for
   * within a window (default 30 in 10 minutes; lexicon/sample-route.ts).
   */
  lexiconSampleLimits?: Partial<LexiconSampleLimits>;
  /** How long a WebSocket client has to send its request frame (default 10 s). */
  wsFirstFrameTimeoutMs?: number;
  /**
   * A remote service of this API that chosen models are forwarded to (`serve --upstream`,
   * `--route`; the key from VOXMESH_UPSTREAM_KEY or the keychain). Unset: nothing leaves
   * the machine, unless `PUT /v1/upstream` sets one.
   */
  upstream?: UpstreamConfig;
  /** Largest voice pack model accepted, in bytes (`serve --voice-pack-max-bytes`; default 1 GB). */
  voicePackMaxBytes?: number;
  /** The voice hub's voices.json (`serve --voice-hub`; default the public Piper voice list). */
  voiceHub?: string;
  /** Lines per history partition (default 2,000; tests use small ones). */
  historyPartitionLines?: number;
  /**
   * Team server: the PostgreSQL database that keeps keys, tasks, history, usage, lexicons
   * and settings (`serve --database`, VOXMESH_DATABASE_URL). Unset: the lowdb file in
   * `dataDir` (docs/deploy.md).
   */
  database?: string;
  /** Team server: the Redis of the task queue (`serve --queue`, VOXMESH_QUEUE_URL). */
  queue?: string;
  /**
   * Team server: queued jobs this gateway runs itself (`--local-workers`, default: the task
   * concurrency); 0 leaves every task to `voxmesh worker` processes.
   */
  localWorkers?: number;
  /** Team server: the Redis key prefix of the queue (default `voxmesh`; tests use their own). */
  queuePrefix?: string;
  /** Team server: how long a job's lock lives without renewal (default 30 s; tests shorten it). */
  queueLockMs?: number;
}

export const DEFAULT_PORT = 8790;
export const DEFAULT_HOST = '127.0.0.1';

/**
 * The per-user data folder, the same one Electron's `app.getPath('userData')` gives for
 * VoxMesh, so the desktop app and `npm run serve` share keys, tasks and files.
 */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const home = os.homedir();
  switch (process.platform) {
    case 'win32':
      return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), 'VoxMesh');
    case 'darwin':
      return path.join(home, 'Library', 'Application Support', 'VoxMesh');
    default:
      return path.join(env.XDG_CONFIG_HOME ?? path.join(home, '.config'), 'VoxMesh');
  }
}
