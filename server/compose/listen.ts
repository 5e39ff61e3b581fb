import type http from 'node:http';
import type { GatewayConfig } from '../config.ts';
import { publishInstance } from '../store/instance.ts';
import { VERSION } from '../version.ts';

/**
 * Listens on the configured host and port, then publishes this gateway's instance file (its
 * URL and admin token, for the CLI: store/instance.ts). Resolves with the bound port and the
 * URL a local client uses (a wildcard host is reached at 127.0.0.1). A team server publishes
 * none: several gateways share its content directory, and its CLI works on the database.
 */
export function listenAndPublish(
  server: http.Server,
  config: Pick<GatewayConfig, 'host' | 'port' | 'dataDir' | 'database'>,
  adminToken: string,
): Promise<{ port: number; url: string }> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error) => reject(err);
    server.once('error', onError);
    server.listen(config.port, config.host, () => {
      server.off('error', onError);
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : config.port;
      const host = config.host.includes(':') ? `[${config.host}]` : config.host;
      const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
      if (config.database) {
        resolve({ port, url });
        return;
      }
      publishInstance(config.dataDir, { pid: process.pid, url, adminToken, version: VERSION }).then(
        () => resolve({ port, url }),
        reject,
      );
    });
  });
}
