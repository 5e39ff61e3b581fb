import { Router } from 'express';
import type { QueueWorker, ServerInfo } from '../contract/admin.ts';
import type { GatewayConfig } from './config.ts';
import { route } from './http/route.ts';
import type { KeyService } from './keys/key-service.ts';
import type { MeshPool } from './mesh/mesh-pool.ts';
import type { EnginePool } from './speech/engines/pool.ts';
import type { TaskRunner } from './tasks/runner.ts';
import { originOf } from './tasks/views.ts';
import { VERSION } from './version.ts';

export interface ServerParts {
  config: GatewayConfig;
  keys: KeyService;
  tasks: TaskRunner;
  speechPool: EnginePool;
  meshPool: MeshPool;
  /** Whether `/` serves the studio UI. */
  uiServed: boolean;
  /** `Date.now()` when the gateway was made. */
  startedAtMs: number;
  backend: ServerInfo['backend'];
  /** A team server's queue consumers; none on the desktop. */
  workers: () => Promise<QueueWorker[]>;
  /** Where the background warm-up is (compose/warm-up.ts). */
  warmUp: () => ServerInfo['warm_up'];
}

/** What `GET /v1/server` reports; URLs use the origin the client called. */
export async function describeServer(parts: ServerParts, origin: string): Promise<ServerInfo> {
  const now = Date.now();
  return {
    object: 'server',
    service: 'voxmesh',
    version: VERSION,
    data_dir: parts.config.dataDir,
    urls: { api: `${origin}/v1`, ui: parts.uiServed ? `${origin}/` : null },
    uptime_s: Math.floor((now - parts.startedAtMs) / 1000),
    started_at: Math.floor(parts.startedAtMs / 1000),
    engines: [
      {
        name: 'speech',
        workers_started: parts.speechPool.workers,
        workers_max: parts.speechPool.size,
      },
      {
        name: '3d',
        workers_started: parts.meshPool.workers,
        workers_max: parts.meshPool.size,
      },
    ],
    warm_up: parts.warmUp(),
    tasks: await parts.tasks.counts(),
    secret_store: { kind: parts.keys.secrets.kind, description: parts.keys.secrets.description },
    backend: parts.backend,
    workers: await parts.workers(),
  };
}

/** `GET /server` (admin scope checked by the caller). */
export function serverInfoRoutes(parts: ServerParts): Router {
  const router = Router();
  route(router, '/server', {
    get: async (req, res) => {
      res.json(await describeServer(parts, originOf(req)));
    },
  });
  return router;
}
