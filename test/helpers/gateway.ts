import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createGateway, type Gateway, type GatewayOptions } from '../../server/app.ts';
import { silentLogger } from '../../server/log.ts';
import { startBundledGateway, usesBundledGateway } from './bundled-gateway.ts';

export async function tempDir(prefix = 'voxmesh-test-'): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), prefix));
}

export interface TestGateway {
  gateway: Gateway;
  url: string;
  port: number;
  dataDir: string;
  /** Creates a key and returns its secret. */
  key(opts?: {
    models?: '*' | string[];
    owner?: string;
    label?: string;
    /** Gives the key the `admin` scope. */
    admin?: boolean;
  }): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real gateway on an ephemeral port with a temp data dir and the file secret store.
 * With VOXMESH_TEST_GATEWAY=dist it is the release bundle's `serve` in a child process
 * (bundled-gateway.ts); its `gateway` object is then out of reach.
 */
export async function startGateway(opts: Partial<GatewayOptions> = {}): Promise<TestGateway> {
  const dataDir = opts.dataDir ?? (await tempDir());
  if (usesBundledGateway()) {
    const child = await startBundledGateway(dataDir, opts);
    return {
      get gateway(): Gateway {
        throw new Error('this test reaches into the gateway: it cannot run against dist/');
      },
      url: child.url,
      port: child.port,
      dataDir,
      key: child.key,
      close: child.close,
    };
  }
  const gateway = await createGateway({
    ...(testsTeamBackend() ? await teamBackendOptions() : {}),
    secretStore: 'file',
    logger: silentLogger,
    // Tests do not time first requests; warming workers would only add CPU load (see
    // test/workers/warm-up.test.ts for the warm-up itself).
    warmUp: false,
    ...opts,
    dataDir,
  });
  const { url, port } = await gateway.listen();
  return {
    gateway,
    url,
    port,
    dataDir,
    key: async (k = {}) =>
      (
        await gateway.keys.create({
          label: k.label ?? 'test',
          models: k.models ?? '*',
          owner: k.owner,
          scopes: k.admin ? ['admin'] : [],
        })
      ).secret,
    close: async () => {
      await gateway.close();
      // A team gateway's database goes with it (each is a fresh one: teamBackendOptions).
      if (gateway.config.database) {
        const { dropTeamDatabase } = await import('./team-servers.ts');
        await dropTeamDatabase(gateway.config.database);
      }
    },
  };
}

/**
 * Whether this run tests the team backend (PostgreSQL + BullMQ): the `team` project of
 * vitest.config.ts runs the API tests again with VOXMESH_TEST_BACKEND=team, so both backends
 * keep one behaviour. A test that looks inside the desktop's lowdb adapter skips itself then.
 */
export function testsTeamBackend(): boolean {
  return process.env.VOXMESH_TEST_BACKEND === 'team';
}

/** A fresh database and queue prefix for one team gateway. */
async function teamBackendOptions(): Promise<Partial<GatewayOptions>> {
  const { teamDatabase, teamRedisUrl } = await import('./team-servers.ts');
  return {
    database: await teamDatabase(),
    queue: await teamRedisUrl(),
    queuePrefix: `vmt${randomBytes(5).toString('hex')}`,
    queueLockMs: 3000,
  };
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json<T = unknown>(): T;
}

/**
 * A request with full control over headers (fetch forbids setting Host), the body, and the
 * path: `path` is sent exactly as spelled (`url` only gives host and port then), since a URL
 * parser would collapse `..` and decode what a hostile client sends raw.
 */
export function rawRequest(
  url: string,
  opts: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    path?: string;
  } = {},
): Promise<RawResponse> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname: target.hostname.replace(/^\[|\]$/g, ''),
        port: target.port,
        path: opts.path ?? `${target.pathname}${target.search}`,
        method: opts.method ?? 'GET',
        headers: opts.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            json: <T>() => JSON.parse(body) as T,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

export { bearer } from '../../tools/bearer.ts';

/**
 * The usual fixture of a test file: one gateway with one key for all its tests, closed and
 * its data removed afterwards. `assign` receives both once the gateway is up.
 */
export function useGateway(
  assign: (gateway: TestGateway, key: string) => void,
  opts: Partial<GatewayOptions> = {},
): void {
  let gateway: TestGateway | null = null;
  beforeAll(async () => {
    gateway = await startGateway(opts);
    assign(gateway, await gateway.key());
  });
  afterAll(async () => {
    if (!gateway) return;
    await gateway.close();
    await removeDir(gateway.dataDir);
  });
}
