/**
 * The gateway of the release bundle as the suite's fixture: `node dist/server/cli.js serve`
 * in a child process on an ephemeral port (plain Node, no tsx), its keys made through the
 * admin routes with the token from its `gateway.json`. `startGateway` (gateway.ts) uses it
 * when VOXMESH_TEST_GATEWAY=dist (`npm run test:bundle` runs a representative set of the
 * API tests that way). Tests that reach into the gateway object cannot run against it.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { GatewayOptions } from '../../server/app.ts';
import { adminCall } from '../../server/keys/admin-client.ts';
import { instanceFile, type InstanceInfo } from '../../server/store/instance.ts';

export const BUNDLED_CLI = fileURLToPath(new URL('../../dist/server/cli.js', import.meta.url));

export const usesBundledGateway = (): boolean => process.env.VOXMESH_TEST_GATEWAY === 'dist';

/** What `serve` can be told on its command line; anything else needs the in-process fixture. */
function serveArgs(opts: Partial<GatewayOptions>): string[] {
  const args: string[] = [];
  for (const [name, value] of Object.entries(opts)) {
    if (value === undefined || name === 'dataDir') continue;
    if (name === 'corsOrigins') for (const o of value as string[]) args.push('--cors-origin', o);
    else if (name === 'allowedHosts')
      for (const h of value as string[]) args.push('--allowed-host', h);
    else if (name === 'allowPrivateFetch') {
      if (value) args.push('--allow-private-fetch');
    } else if (name === 'port') args.push('--port', String(value));
    else if (name === 'uiDir')
      continue; // serve always serves dist/renderer when it exists
    else throw new Error(`the bundled gateway fixture cannot set '${name}' (serve has no flag)`);
  }
  return args;
}

export interface BundledGateway {
  url: string;
  port: number;
  info: InstanceInfo;
  key(k?: {
    models?: '*' | string[];
    owner?: string;
    label?: string;
    admin?: boolean;
  }): Promise<string>;
  close(): Promise<void>;
}

export async function startBundledGateway(
  dataDir: string,
  opts: Partial<GatewayOptions>,
): Promise<BundledGateway> {
  if (!existsSync(BUNDLED_CLI)) {
    throw new Error(`${BUNDLED_CLI} is missing: run \`node scripts/build-main.mjs\` first`);
  }
  const child = spawn(
    process.execPath,
    [BUNDLED_CLI, 'serve', '--port', '0', '--data-dir', dataDir, ...serveArgs(opts)],
    {
      env: { ...process.env, VOXMESH_SECRET_STORE: 'file', VOXMESH_WARM_UP: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      output += c.toString();
      const m = /listening on (http:\/\/\S+)/.exec(output);
      if (m?.[1]) resolve(m[1]);
    });
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    void exited.then((code) => reject(new Error(`dist gateway exited with ${code}:\n${output}`)));
  });
  const info = JSON.parse(await readFile(instanceFile(dataDir), 'utf8')) as InstanceInfo;
  return {
    url,
    port: Number(new URL(url).port),
    info,
    key: async (k = {}) => {
      const created = (await adminCall(info, 'POST', '/keys', {
        label: k.label ?? 'test',
        models: k.models ?? '*',
        ...(k.owner ? { owner: k.owner } : {}),
        ...(k.admin ? { admin: true } : {}),
      })) as { secret: string };
      return created.secret;
    },
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
