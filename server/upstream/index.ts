/**
 * The upstream channel (issue 15): one folder. `app.ts` opens it, gives it to the model
 * registry and mounts what it returns; nothing else in the gateway knows it exists.
 */
import { routeModule, type RouteModule } from '../http/route-module.ts';
import type { UpgradeRoutes } from '../http/upgrades.ts';
import type { KeyService } from '../keys/key-service.ts';
import type { Logger } from '../log.ts';
import type { ModelRegistry } from '../models/registry.ts';
import { lazyTaskHandler, type TaskRunner } from '../tasks/runner.ts';
import type { RequestHandler } from 'express';
import { UpstreamChannel } from './channel.ts';
import type { IncomingMessage } from 'node:http';
import type { ApiError } from '../http/errors.ts';
import { loopGuard, loopRefusal } from './hops.ts';
import type { OwnAddress } from './self-address.ts';
import { passthrough } from './passthrough.ts';
import type { UpstreamConfig } from './settings.ts';
import type { UpstreamDeps } from './speech.ts';

export { UpstreamChannel } from './channel.ts';
export type { UpstreamConfig, UpstreamTuning } from './settings.ts';

/** Upstream tasks running (submitted, polled, copied) at once, over all keys. */
const UPSTREAM_TASKS_AT_ONCE = 64;

export interface UpstreamMount {
  channel: UpstreamChannel;
  /**
   * Before the local capability routes: takes requests whose model runs upstream. Its module
   * (request schemas, zod) loads on first use.
   */
  routes: RouteModule;
  /**
   * Last before the JSON 404: forwards the few inference routes this gateway lacks
   * (passthrough.ts `FORWARDED_ROUTES`) for upstream models, when an upstream is set.
   */
  passthrough: ReturnType<typeof passthrough>;
  /** Before any routing: refuses a request that has come round a loop of gateways (508). */
  loopGuard: RequestHandler;
  /** The same check for a WebSocket upgrade. */
  loopRefusal(req: IncomingMessage): ApiError | null;
  /** Once the WebSocket route is registered: takes sessions of upstream models. */
  attachWebSocket(upgrades: UpgradeRoutes, firstFrameTimeoutMs?: number): Promise<void>;
}

export async function openUpstream(
  config: UpstreamConfig | undefined,
  deps: UpstreamDeps & {
    dataDir: string;
    /** This gateway's id in the hop header of what it forwards (hops.ts). */
    gatewayId: string;
    /** Where this gateway listens (null before it does): an upstream there is refused. */
    ownAddress: () => OwnAddress | null;
    keys: KeyService;
    log: Logger;
    registry: ModelRegistry;
    tasks: TaskRunner;
  },
): Promise<UpstreamMount> {
  const channel = await UpstreamChannel.open(
    deps.dataDir,
    config,
    deps.keys.secrets,
    deps.log,
    deps.gatewayId,
  );
  deps.registry.add(channel);
  const handler = lazyTaskHandler(async () =>
    (await import('./tasks.ts')).upstreamTaskHandler(channel, deps),
  );
  // Upstream tasks only wait on the network (the client bounds the calls in flight): they
  // get slots of their own, so they never keep local work waiting, nor wait behind it.
  deps.tasks.lane('upstream', {
    concurrency: UPSTREAM_TASKS_AT_ONCE,
    runningPerKey: deps.tasks.limits.pendingPerKey,
  });
  deps.tasks.register('speech', handler, 'upstream');
  deps.tasks.register('3d', handler, 'upstream');
  return {
    channel,
    routes: routeModule(['audio', '3d', 'upstream'], async () =>
      (await import('./routes.ts')).upstreamRoutes(channel, deps.registry, deps),
    ),
    passthrough: passthrough(channel, deps.registry),
    loopGuard: loopGuard(deps.gatewayId),
    loopRefusal: (req) => loopRefusal(req, deps.gatewayId),
    attachWebSocket: async (upgrades, firstFrameTimeoutMs) =>
      (await import('./websocket.ts')).attachUpstreamWebSocket(
        channel,
        deps.registry,
        { keys: deps.keys, files: deps.files, taskStore: deps.taskStore, log: deps.log },
        upgrades,
        firstFrameTimeoutMs,
      ),
  };
}
