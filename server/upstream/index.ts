/**
 * The upstream channel (issue 15): one folder. `app.ts` opens it; it adds itself to the
 * model registry (which ids it runs) and to the remote channels (how it runs them,
 * models/channels.ts), and returns what app.ts mounts. The capabilities' transports reach it
 * only through those interfaces; it imports nothing of theirs.
 */
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { ApiError } from '../http/errors.ts';
import { routeModule, type RouteModule } from '../http/route-module.ts';
import type { KeyService } from '../keys/key-service.ts';
import type { Logger } from '../log.ts';
import type { RemoteChannels } from '../models/channels.ts';
import type { ModelRegistry } from '../models/registry.ts';
import { lazyTaskHandler, type TaskRunner } from '../tasks/runner.ts';
import { UpstreamChannel } from './channel.ts';
import { loopGuard, loopRefusal } from './hops.ts';
import { passthrough } from './passthrough.ts';
import type { OwnAddress } from './self-address.ts';
import type { SettingsRepository } from '../store/ports.ts';
import type { UpstreamConfig } from './settings.ts';
import type { UpstreamDeps } from './speech.ts';

export { UpstreamChannel } from './channel.ts';
export type { UpstreamConfig, UpstreamTuning } from './settings.ts';

/** Upstream tasks running (submitted, polled, copied) at once, over all keys. */
const UPSTREAM_TASKS_AT_ONCE = 64;

export interface UpstreamMount {
  channel: UpstreamChannel;
  /** `/v1/upstream` (admin) and the wait that lets reads find a just-forwarded record. */
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
}

export async function openUpstream(
  config: UpstreamConfig | undefined,
  deps: UpstreamDeps & {
    /** Where the upstream's settings are kept (`PUT /v1/upstream`). */
    settings: SettingsRepository;
    /** This gateway's id in the hop header of what it forwards (hops.ts). */
    gatewayId: string;
    /** Where this gateway listens (null before it does): an upstream there is refused. */
    ownAddress: () => OwnAddress | null;
    keys: KeyService;
    log: Logger;
    registry: ModelRegistry;
    remote: RemoteChannels;
    tasks: TaskRunner;
  },
): Promise<UpstreamMount> {
  const channel = await UpstreamChannel.open(
    deps.settings,
    config,
    deps.keys.secrets,
    deps.log,
    deps.gatewayId,
  );
  deps.registry.add(channel);
  // The work itself loads on first use (the sync stream, the WebSocket proxy, the runner's
  // handler): a gateway without an upstream never loads it.
  const speech = () => import('./speech.ts');
  deps.remote.add('upstream', {
    speech: {
      requireUp: () => channel.requireUp(),
      sync: async (call, res) => (await speech()).forwardSyncSpeech(channel, deps, call, res),
      prepareTask: async (record, call) =>
        (await speech()).saveSpeechTask(channel, deps, record, call),
      session: async (client, call, frame) =>
        (await import('./websocket.ts')).proxySession(
          channel,
          {
            files: deps.files,
            taskStore: deps.taskStore,
            speechFiles: deps.speechFiles,
            log: deps.log,
          },
          client,
          call,
          frame,
        ),
    },
    mesh: {
      requireUp: () => channel.requireUp(),
      prepareTask: async (record, call) =>
        (await import('./mesh.ts')).saveMeshTask(channel, deps, record, call),
    },
  });
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
    routes: routeModule(['audio', '3d', 'tasks', 'upstream'], async () =>
      (await import('./routes.ts')).upstreamRoutes(channel, deps.ownAddress),
    ),
    passthrough: passthrough(channel, deps.registry),
    loopGuard: loopGuard(deps.gatewayId),
    loopRefusal: (req) => loopRefusal(req, deps.gatewayId),
  };
}
