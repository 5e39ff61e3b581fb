/**
 * The one way a gateway process starts, for `voxmesh serve` and the desktop app alike: a
 * gateway already running on the same data directory (its `gateway.json`, answering
 * `/health`) is joined instead of opening the database a second time — one writer per data
 * directory; otherwise a gateway is created and listens on the first free port from the
 * one asked for.
 */
import { createGateway, type Gateway, type GatewayOptions } from './app.ts';
import { adminCall } from './keys/admin-client.ts';
import { ensureAppKey } from './keys/app-key.ts';
import { isVoxMeshAt, liveInstance, type InstanceInfo } from './store/instance.ts';

/** How many ports from the one asked for are tried. */
export const MAX_PORT_TRIES = 20;

export interface StartOptions extends GatewayOptions {
  /**
   * Another VoxMesh (on another data directory) answers on the port asked for: 'stop' there
   * and report it (serve), or try the next port (desktop app). Default 'stop'.
   */
  otherGatewayAtPort?: 'stop' | 'next';
  /** Runs once the new gateway has opened its database, before it listens. */
  beforeListen?: (gateway: Gateway) => Promise<void>;
}

export type Started =
  /** This process now runs the gateway. `movedFrom` is the port asked for when it was taken. */
  | { kind: 'started'; gateway: Gateway; url: string; port: number; movedFrom: number | null }
  /** A gateway already runs on this data directory: use it; nothing was opened here. */
  | { kind: 'joined'; url: string; instance: InstanceInfo }
  /** Another VoxMesh answers on the port asked for (`otherGatewayAtPort: 'stop'`). */
  | { kind: 'port-taken'; url: string };

function hostUrl(host: string, port: number): string {
  const h = host.includes(':') ? `[${host}]` : host;
  return `http://${h === '0.0.0.0' ? '127.0.0.1' : h}:${port}`;
}

export async function start(options: StartOptions): Promise<Started> {
  const { otherGatewayAtPort = 'stop', beforeListen, ...gatewayOptions } = options;
  // Gateways of a team server share their content directory by design: none joins another.
  const running = options.database ? null : await liveInstance(options.dataDir);
  if (running) return { kind: 'joined', url: running.url, instance: running };

  const gateway = await createGateway(gatewayOptions);
  try {
    await beforeListen?.(gateway);
    const first = gateway.config.port;
    const host = gateway.config.host;
    for (let port = first; port < first + MAX_PORT_TRIES; port++) {
      gateway.config.port = port;
      try {
        const bound = await gateway.listen();
        return { kind: 'started', gateway, ...bound, movedFrom: port === first ? null : first };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || first === 0) throw err;
        const url = hostUrl(host, port);
        if (otherGatewayAtPort === 'stop' && port === first && (await isVoxMeshAt(url))) {
          await gateway.close();
          return { kind: 'port-taken', url };
        }
      }
    }
    throw new Error(`No free port between ${first} and ${first + MAX_PORT_TRIES - 1}.`);
  } catch (err) {
    await gateway.close();
    throw err;
  }
}

/**
 * The secret of the studio's own key: read from the gateway this process runs, or asked of
 * the running one through its admin route (it alone writes the database).
 */
export async function appKeyOf(started: Started): Promise<string> {
  if (started.kind === 'started') return ensureAppKey(started.gateway.keys);
  if (started.kind === 'joined') {
    const answer = (await adminCall(started.instance, 'POST', '/app-key')) as { secret: string };
    return answer.secret;
  }
  throw new Error(`Another VoxMesh answers at ${started.url}; it is not this data directory's.`);
}
