import type { UpstreamHealth, UpstreamInfo } from '../../contract/upstream.ts';
import type { SecretStore } from '../keys/secret-store.ts';
import type { Logger } from '../log.ts';
import type { SettingsRepository } from '../store/ports.ts';
import { isKnownModelId, type MeshMode, type ModelKind } from '../models/catalog.ts';
import type { ChannelCatalog, RemoteModelInfo } from '../models/registry.ts';
import { readJson, UpstreamClient, type UpstreamTarget } from './client.ts';
import {
  DEFAULT_TUNING,
  loadSettings,
  saveSettings,
  UPSTREAM_KEY_ACCOUNT,
  type UpstreamConfig,
  type UpstreamSettings,
  type UpstreamTuning,
} from './settings.ts';
import { keyRefused, unavailable } from './client.ts';
import { upstreamLoop } from './hops.ts';
import { PendingRecords } from './local-copy.ts';

interface ListedModel {
  id?: unknown;
  created?: unknown;
  kind?: unknown;
  mode?: unknown;
}

/**
 * The upstream channel: a remote service of this same API that chosen models are forwarded
 * to. It holds the settings, the key, the client and the health of the upstream, and tells
 * the model registry which ids it runs. Without a URL it claims nothing and calls nothing.
 */
export class UpstreamChannel implements ChannelCatalog {
  readonly name = 'upstream' as const;
  readonly client: UpstreamClient;
  readonly tuning: UpstreamTuning;
  /** Sync results still being recorded after their response ended. */
  readonly records = new PendingRecords();
  private settings: UpstreamSettings;
  private key: string | null;
  private readonly health: UpstreamHealth = {
    status: 'unknown',
    reachable: false,
    last_check: null,
    latency_ms: null,
    last_error: null,
    models: [],
  };
  private models: RemoteModelInfo[] | null = null;
  /** Every id the upstream's list has, with a kind or without (a chat model). */
  private listedIds = new Set<string>();
  private failures = 0;
  /** Why the last failure marked the upstream down at once: it refused our key, or it loops. */
  private downCause: 'key' | 'loop' | null = null;
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<UpstreamHealth> | null = null;
  private readonly listeners = new Set<() => void>();

  private constructor(
    private readonly settingsStore: SettingsRepository,
    private readonly secrets: SecretStore,
    readonly log: Logger,
    settings: UpstreamSettings,
    key: string | null,
    tuning: UpstreamTuning,
    /** This gateway's id in the hop header (hops.ts). */
    readonly gatewayId: string,
  ) {
    this.settings = settings;
    this.key = key;
    this.tuning = tuning;
    this.client = new UpstreamClient(
      () => this.target(),
      tuning,
      {
        answered: (status, ms) => {
          if (status === 401 || status === 403)
            this.markDown(`the upstream refused the key (HTTP ${status})`, true);
          else if (status < 500) this.markUp(ms);
        },
        unreachable: (reason) => this.markDown(reason, false),
      },
      gatewayId,
    );
  }

  /**
   * The channel from the gateway's config over what `PUT /v1/upstream` saved: a URL or
   * routes given at start win; the key comes from the config (VOXMESH_UPSTREAM_KEY) or the
   * keychain.
   */
  static async open(
    settingsStore: SettingsRepository,
    config: UpstreamConfig | undefined,
    secrets: SecretStore,
    log: Logger,
    gatewayId: string,
  ): Promise<UpstreamChannel> {
    const saved = await loadSettings(settingsStore);
    const settings: UpstreamSettings = {
      url: config?.url ?? saved.url ?? null,
      routes: config?.routes ?? saved.routes ?? {},
      modelMap: config?.modelMap ?? saved.modelMap ?? {},
    };
    let key = config?.key ?? null;
    if (key === null && settings.url !== null) {
      key = await secrets.get(UPSTREAM_KEY_ACCOUNT).catch(() => null);
    }
    const tuning = { ...DEFAULT_TUNING, ...config?.tuning };
    return new UpstreamChannel(settingsStore, secrets, log, settings, key, tuning, gatewayId);
  }

  private target(): UpstreamTarget | null {
    return this.settings.url ? { url: this.settings.url, key: this.key } : null;
  }

  /** The key calls to the upstream carry (never shown: `info()` says only whether it is set). */
  upstreamKey(): string | null {
    return this.key;
  }

  get configured(): boolean {
    return this.settings.url !== null;
  }

  /** The id the upstream calls a model (the mapping, else the same id). */
  upstreamIdOf(id: string): string {
    return this.settings.modelMap[id] ?? id;
  }

  claims(id: string): boolean {
    if (!this.configured) return false;
    const route = this.settings.routes[id];
    if (route) return route === 'upstream';
    if (this.settings.routes['*'] === 'upstream') {
      // Until the upstream's list is known, `*` takes every id (it speaks the same API).
      return this.models === null || this.listedIds.has(this.upstreamIdOf(id));
    }
    // Ids only the upstream lists can run nowhere else.
    return !isKnownModelId(id) && this.listedIds.has(id);
  }

  knows(id: string): boolean {
    return this.configured && this.listedIds.has(id);
  }

  listed(): readonly RemoteModelInfo[] {
    return this.configured ? (this.models ?? []) : [];
  }

  // --- health ---------------------------------------------------------------------------

  /** Starts the periodic health check (the first at once, in the background). */
  start(): void {
    if (!this.configured || this.timer) return;
    void this.check();
    this.timer = setInterval(() => void this.check(), this.tuning.healthIntervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  close(): void {
    this.stop();
    this.client.close();
  }

  /** Calls `listener` on every change of the health (tests wait on it, not on time). */
  onHealth(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const l of [...this.listeners]) l();
  }

  private markUp(ms: number | null): void {
    const was = this.health.status;
    this.failures = 0;
    this.downCause = null;
    this.health.status = 'up';
    this.health.reachable = true;
    this.health.last_error = null;
    if (ms !== null) this.health.latency_ms = Math.round(ms);
    if (was !== 'up') {
      this.log.info(`Upstream ${this.settings.url} is up.`);
    }
    this.changed();
  }

  private markDown(reason: string, now: boolean, cause: 'key' | 'loop' = 'key'): void {
    this.failures++;
    this.downCause = now ? cause : null;
    this.health.last_error = reason;
    this.health.reachable = false;
    if ((now || this.failures >= this.tuning.downAfterFailures) && this.health.status !== 'down') {
      this.health.status = 'down';
      this.log.warn(`Upstream ${this.settings.url} is down: ${reason}.`);
    }
    this.changed();
  }

  /** One health check now: the upstream's model list for our key, and how long it took. */
  check(): Promise<UpstreamHealth> {
    this.checking ??= (async () => {
      try {
        if (!this.configured) return this.info().health;
        const res = await this.client.call('GET', '/v1/models', {}, this.tuning.requestTimeoutMs);
        this.health.last_check = Math.floor(Date.now() / 1000);
        if (res.statusCode === 200) {
          const body = await readJson<{ data?: ListedModel[] }>(res);
          const items = Array.isArray(body.data) ? body.data : [];
          this.models = items.flatMap(remoteModel);
          this.listedIds = new Set(items.flatMap((m) => (typeof m.id === 'string' ? [m.id] : [])));
          this.health.models = this.models.map((m) => m.id);
          this.changed();
        } else {
          res.resume();
          if (res.statusCode === 508)
            this.markDown(
              'the upstream is this gateway, or leads back to it (HTTP 508)',
              true,
              'loop',
            );
          else if (res.statusCode !== 401 && res.statusCode !== 403)
            this.markDown(`the model list answered HTTP ${res.statusCode}`, false);
        }
      } catch (err) {
        this.health.last_check = Math.floor(Date.now() / 1000);
        this.changed();
        void err; // the client has reported it
      } finally {
        this.checking = null;
      }
      return this.info().health;
    })();
    return this.checking;
  }

  /**
   * Refuses a new submission at once while the upstream is down (it is checked again in
   * the background); polls of running tasks go on regardless.
   */
  requireUp(): void {
    if (this.health.status !== 'down') return;
    const reason = this.health.last_error ?? 'marked down';
    if (this.downCause === 'key') throw keyRefused(reason);
    if (this.downCause === 'loop') throw upstreamLoop(reason);
    throw unavailable(reason);
  }

  // --- admin ----------------------------------------------------------------------------

  info(): UpstreamInfo {
    return {
      object: 'upstream',
      url: this.settings.url,
      key_set: this.key !== null,
      routes: { ...this.settings.routes },
      model_map: { ...this.settings.modelMap },
      health: { ...this.health, models: [...this.health.models] },
    };
  }

  /** Applies a `PUT /v1/upstream`: saved (the key in the keychain), then checked. */
  async update(change: {
    url?: string | null;
    key?: string | null;
    routes?: UpstreamSettings['routes'];
    modelMap?: UpstreamSettings['modelMap'];
  }): Promise<void> {
    const urlChanged = change.url !== undefined && change.url !== this.settings.url;
    this.settings = {
      url: change.url === undefined ? this.settings.url : change.url,
      routes: change.routes ?? this.settings.routes,
      modelMap: change.modelMap ?? this.settings.modelMap,
    };
    if (change.key !== undefined) {
      this.key = change.key;
      if (change.key === null) await this.secrets.delete(UPSTREAM_KEY_ACCOUNT);
      else await this.secrets.set(UPSTREAM_KEY_ACCOUNT, change.key);
    } else if (this.key === null && this.settings.url !== null) {
      // A key stored earlier (before the URL was cleared) serves the new URL too.
      this.key = await this.secrets.get(UPSTREAM_KEY_ACCOUNT).catch(() => null);
    }
    await saveSettings(this.settingsStore, this.settings);
    if (urlChanged || change.key !== undefined) {
      this.models = null;
      this.listedIds = new Set();
      this.failures = 0;
      Object.assign(this.health, {
        status: 'unknown',
        reachable: false,
        last_error: null,
        latency_ms: null,
        models: [],
      } satisfies Partial<UpstreamHealth>);
    }
    this.stop();
    if (this.configured) {
      this.start();
      await this.check();
    }
    this.changed();
  }
}

function remoteModel(item: ListedModel): RemoteModelInfo[] {
  if (typeof item.id !== 'string') return [];
  // Clients read `kind` from the list; an item without one (a chat model) is reachable
  // through the forwarded routes but not listed as a speech or 3D model.
  const kind = item.kind === 'speech' || item.kind === '3d' ? (item.kind as ModelKind) : null;
  if (!kind) return [];
  const mode =
    item.mode === 'textured' || item.mode === 'draft' || item.mode === 'texture'
      ? (item.mode as MeshMode)
      : undefined;
  return [
    {
      id: item.id,
      kind,
      ...(mode ? { mode } : {}),
      created: typeof item.created === 'number' ? item.created : 0,
      owned_by: 'upstream',
      channel: 'upstream',
    },
  ];
}
