/**
 * The desktop app's gateway, through the shared start-up path (server/start.ts): the one a
 * `voxmesh serve` already runs on this data directory (found by its `gateway.json` and a
 * `/health` answer) is joined without opening the database; otherwise one starts in this
 * process. Either way the studio gets the gateway's URL and its own key.
 */
import type { Gateway } from '../server/app.ts';
import type { SecretStoreChoice } from '../server/keys/secret-store.ts';
import type { Logger } from '../server/log.ts';
import { appKeyOf, start } from '../server/start.ts';

export interface GatewayLinkOptions {
  dataDir: string;
  port: number;
  uiDir: string;
  logger: Logger;
  secretStore?: SecretStoreChoice;
  warmUp?: boolean;
}

export interface TaskCounts {
  running: number;
  queued: number;
}

export interface GatewayLink {
  /** 'started': this process runs the gateway; 'joined': a `voxmesh serve` does. */
  readonly kind: 'started' | 'joined';
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly port: number;
  /** Tasks of this process's gateway right now (always none when joined: they run elsewhere). */
  localTasks(): TaskCounts;
  /** Tasks of the gateway, asked over HTTP when joined; null if it does not answer. */
  tasks(): Promise<TaskCounts | null>;
  /** Stops this process's gateway once its running requests and writes are done. */
  close(): Promise<void>;
}

export async function linkGateway(options: GatewayLinkOptions): Promise<GatewayLink> {
  const started = await start({
    dataDir: options.dataDir,
    port: options.port,
    uiDir: options.uiDir,
    logger: options.logger,
    otherGatewayAtPort: 'next',
    ...(options.secretStore ? { secretStore: options.secretStore } : {}),
    ...(options.warmUp === undefined ? {} : { warmUp: options.warmUp }),
  });
  const apiKey = await appKeyOf(started);
  const baseUrl = started.url;
  const port = Number(new URL(baseUrl).port);
  const gateway: Gateway | null = started.kind === 'started' ? started.gateway : null;
  const none: TaskCounts = { running: 0, queued: 0 };
  return {
    kind: gateway ? 'started' : 'joined',
    baseUrl,
    apiKey,
    port,
    localTasks: () => gateway?.tasks.localCounts() ?? none,
    async tasks() {
      if (gateway) return gateway.tasks.counts();
      try {
        const res = await fetch(`${baseUrl}/v1/server`, {
          headers: { authorization: `Bearer ${apiKey}` },
          signal: AbortSignal.timeout(2000),
        });
        if (!res.ok) return null;
        return ((await res.json()) as { tasks: TaskCounts }).tasks;
      } catch {
        return null;
      }
    },
    close: async () => {
      await gateway?.close();
    },
  };
}
