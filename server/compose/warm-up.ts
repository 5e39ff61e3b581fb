import type { RouteModule } from '../http/route-module.ts';
import type { UpgradeRoutes } from '../http/upgrades.ts';
import type { Logger } from '../log.ts';
import type { MeshPool } from '../mesh/mesh-pool.ts';
import type { LazySpeech } from './lazy-speech.ts';
import { compactNow } from '../workers/idle-compaction.ts';
import { warmUpJsonBody } from '../http/json-body.ts';

export interface WarmUpDeps {
  speech: LazySpeech;
  meshPool: Pick<MeshPool, 'warmUp'>;
  /** The route modules, loaded one by one in this order. */
  modules: readonly RouteModule[];
  upgrades: Pick<UpgradeRoutes, 'preload'>;
  log: Logger;
}

/** The background warm-up that `listen` starts and `close` stops. */
export interface WarmUp {
  /** Starts it (once listening); does nothing when `enabled` was false. */
  start(): void;
  /** Resolves once it is over (at once when off or never started); never rejects. */
  done(): Promise<void>;
  /** Stops it: what has not started does not start, and failures after this are not logged. */
  abort(): void;
  /** `off` (disabled or never started), `running`, or `done` (over, its memory given back). */
  state(): 'off' | 'running' | 'done';
}

/**
 * One speech worker, one 3D worker and the routes, warmed in the background once the gateway
 * listens, so the first request of each kind does not wait for an import or a worker's start.
 */
export function backgroundWarmUp(deps: WarmUpDeps, enabled: boolean): WarmUp {
  const warming = new AbortController();
  let finished: Promise<void> = Promise.resolve();
  let state: 'off' | 'running' | 'done' = 'off';
  const warm = (what: string, run: Promise<void>): Promise<void> =>
    run.catch((err: unknown) => {
      if (!warming.signal.aborted) deps.log.warn(`warming up ${what} failed: ${String(err)}`);
    });
  // This thread's share: the route modules and the WebSocket route, loaded one by one, and the
  // JSON body parser's first body.
  const preloadRoutes = async (): Promise<void> => {
    for (const module of deps.modules) {
      if (warming.signal.aborted) return;
      await module.preload();
    }
    await deps.upgrades.preload();
    if (!warming.signal.aborted) await warmUpJsonBody();
  };
  return {
    start() {
      if (!enabled) return;
      state = 'running';
      finished = Promise.all([
        warm(
          'the speech worker',
          Promise.all([import('../speech/warm-up.ts'), deps.speech.get()]).then(([m, speech]) =>
            m.warmUpSpeech(speech, warming.signal),
          ),
        ),
        warm('the 3D worker', deps.meshPool.warmUp(warming.signal)),
        warm('the routes', preloadRoutes()),
      ]).then(() => {
        // What warming left in this thread's heap goes back now, not at the first busy moment.
        if (!warming.signal.aborted) compactNow();
        state = 'done';
      });
    },
    done: () => finished,
    abort: () => warming.abort(),
    state: () => state,
  };
}
