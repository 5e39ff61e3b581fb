import type { UpstreamRouteTarget } from '../../contract/upstream.ts';
import type { SettingsRepository } from '../store/ports.ts';

/**
 * What the upstream channel is told: where the upstream is, which models go there, and
 * what it calls them. The key is not here: it comes from VOXMESH_UPSTREAM_KEY or the
 * keychain (`UPSTREAM_KEY_ACCOUNT`), never from a flag or a file in clear.
 */
export interface UpstreamSettings {
  url: string | null;
  routes: Record<string, UpstreamRouteTarget>;
  modelMap: Record<string, string>;
}

/** Timings and bounds; the defaults follow issue 15, tests shorten them. */
export interface UpstreamTuning {
  /** Until the response headers of one upstream call (sync speech, submit, poll). */
  requestTimeoutMs: number;
  /** Silence allowed inside a streamed body (SSE, audio) before it is cut. */
  idleTimeoutMs: number;
  /** First poll of an upstream task after `pollMinMs` plus up to `pollJitterMs`. */
  pollMinMs: number;
  pollJitterMs: number;
  /** Each wait is the last ×`pollFactor`, at most `pollMaxMs`. */
  pollFactor: number;
  pollMaxMs: number;
  /** An upstream task unfinished this long after its submission fails `upstream_timeout`. */
  taskDeadlineMs: number;
  /** Health check period while up; while down it is checked as often. */
  healthIntervalMs: number;
  /** Consecutive failures that mark the upstream down. */
  downAfterFailures: number;
  /** Upstream calls in flight at once; more wait their turn. */
  concurrency: number;
  /** Extra attempts of a submission answered 429/5xx (never 400 or 504). */
  submitRetries: number;
  /** Base of the jittered exponential wait between those attempts. */
  retryBaseMs: number;
  /** Largest result file copied from the upstream. */
  maxDownloadBytes: number;
}

export const DEFAULT_TUNING: UpstreamTuning = {
  requestTimeoutMs: 60_000,
  idleTimeoutMs: 60_000,
  pollMinMs: 2_000,
  pollJitterMs: 3_000,
  pollFactor: 1.5,
  pollMaxMs: 30_000,
  taskDeadlineMs: 2 * 60 * 60 * 1000,
  healthIntervalMs: 30_000,
  downAfterFailures: 3,
  concurrency: 8,
  submitRetries: 3,
  retryBaseMs: 500,
  maxDownloadBytes: 1024 * 1024 * 1024,
};

/** The gateway's upstream configuration (`serve --upstream`, env, tests). */
export interface UpstreamConfig {
  url?: string | null;
  /** From VOXMESH_UPSTREAM_KEY (cli) or a test; else the keychain. */
  key?: string | null;
  routes?: Record<string, UpstreamRouteTarget>;
  modelMap?: Record<string, string>;
  tuning?: Partial<UpstreamTuning>;
}

export const UPSTREAM_KEY_ACCOUNT = 'upstream-key';
/** `upstream.json` in the data directory with the file adapter (store/json-settings.ts). */
const SETTINGS_NAME = 'upstream';

/** A base URL as stored: http(s) only, no credentials, no query, no trailing `/` or `/v1`. */
export function normalizeBaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`'${raw}' is not a URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('The upstream URL must be http or https.');
  if (url.username || url.password)
    throw new Error('Put the upstream key in VOXMESH_UPSTREAM_KEY, not in the URL.');
  if (url.search || url.hash) throw new Error('The upstream URL takes no query or fragment.');
  const pathname = url.pathname.replace(/\/+$/, '').replace(/\/v1$/, '');
  return `${url.origin}${pathname}`;
}

/** `MODEL=upstream|local` (repeatable `--route`). */
export function parseRoute(spec: string): [string, UpstreamRouteTarget] {
  const at = spec.lastIndexOf('=');
  const model = spec.slice(0, at).trim();
  const target = spec.slice(at + 1).trim();
  if (at <= 0 || !model || (target !== 'upstream' && target !== 'local'))
    throw new Error(`--route takes MODEL=upstream or MODEL=local (or *=upstream), not '${spec}'.`);
  return [model, target];
}

/** What `PUT /v1/upstream` saved last (the URL, routes and mapping; never the key). */
export async function loadSettings(store: SettingsRepository): Promise<Partial<UpstreamSettings>> {
  const raw = await store.read(SETTINGS_NAME);
  return typeof raw === 'object' && raw !== null ? (raw as Partial<UpstreamSettings>) : {};
}

export async function saveSettings(
  store: SettingsRepository,
  settings: UpstreamSettings,
): Promise<void> {
  await store.write(SETTINGS_NAME, settings);
}
