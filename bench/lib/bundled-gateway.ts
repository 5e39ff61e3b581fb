// The release bundle's gateway (`node dist/server/cli.js serve`, plain Node, what the desktop
// app runs) in its own process, for the benches that measure a user's memory and time:
// `BENCH_GATEWAY=bundle`. Needs `npm run build` first. Resolves once /health answers, with
// the studio's key (admin) from its `--ui` line; `stopBundled` ends it and removes its data.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GATEWAY_NODE_FLAGS } from './child.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A loopback port free right now (the benches' servers are told to listen on it). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

export interface BundledGateway {
  child: ChildProcess;
  info: { url: string; key: string };
  dataDir: string;
}

export async function startBundledGateway(
  env: Record<string, string> = {},
): Promise<BundledGateway> {
  if (!existsSync(path.join(ROOT, 'dist/server/cli.js')))
    throw new Error('no dist/server/cli.js: run `npm run build` first');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'voxmesh-bench-bundle-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [
      ...GATEWAY_NODE_FLAGS,
      'dist/server/cli.js',
      'serve',
      '--port',
      String(port),
      '--data-dir',
      dataDir,
      '--ui',
    ],
    {
      cwd: ROOT,
      env: { ...process.env, VOXMESH_SECRET_STORE: 'file', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the bundled gateway exited with ${child.exitCode}`);
    const key = /#key=(sk-\S+)/.exec(out)?.[1];
    if (key) {
      try {
        if ((await fetch(`${url}/health`)).ok) return { child, info: { url, key }, dataDir };
      } catch {
        // not listening yet
      }
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function stopBundled(gateway: BundledGateway): Promise<void> {
  const closed = new Promise((resolve) => gateway.child.once('close', resolve));
  gateway.child.kill('SIGTERM');
  await closed;
  await rm(gateway.dataDir, { recursive: true, force: true });
}
