// The release bundle's gateway (`node dist/server/cli.js serve`, plain Node, no tsx) against
// the tsx path (`node --import tsx server/cli.ts serve`): time from spawn to the first
// /health 200, resident memory right then (before the background warm-up), and once the
// warm-up has two speech workers (idle: their code, not Flite's instances) and one 3D worker
// ready. A bare Node process is the floor. The gateway gets the Node flags every launcher of
// ours gives it (scripts/gateway-node-flags.json).
// Targets (DESIGN.md): bundle ready < 300 ms, RSS before warm-up < 150 MB. Prints figures;
// asserts nothing. Run: node --import tsx bench/bundle.ts [runs]
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib/bundled-gateway.ts';
import { cpuMsOf, GATEWAY_NODE_FLAGS } from './lib/child.ts';
import { percentile } from './lib/load.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const RUNS = Number(process.argv[2] ?? 5);
const MB = 1024 * 1024;

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

async function untilHealthy(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 2));
  }
}

interface Sample {
  readyMs: number;
  cpuMs: number;
  rss: number;
  warmRss: number | null;
  warmMs: number | null;
}

async function once(args: string[], warm: boolean): Promise<Sample> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'voxmesh-bench-bundle-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = spawn(
    process.execPath,
    // --ui prints the studio's key (admin scope), which may read /v1/server.
    [
      ...GATEWAY_NODE_FLAGS,
      ...args,
      'serve',
      '--port',
      String(port),
      '--data-dir',
      dataDir,
      ...(warm ? ['--ui'] : []),
    ],
    {
      cwd: ROOT,
      env: { ...process.env, VOXMESH_SECRET_STORE: 'file', VOXMESH_WARM_UP: warm ? '1' : '0' },
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  try {
    await untilHealthy(url, child);
    const readyMs = performance.now() - t0;
    const rss = rssOf(child.pid ?? 0);
    const cpuMs = cpuMsOf(child.pid ?? 0);
    if (!warm) return { readyMs, cpuMs, rss, warmRss: null, warmMs: null };
    // /v1/server says when the warm-up (two speech workers and one 3D worker) is over.
    while (!/#key=(sk-\S+)/.test(out)) await new Promise((r) => setTimeout(r, 5));
    const key = /#key=(sk-\S+)/.exec(out)?.[1] ?? '';
    for (;;) {
      const res = await fetch(`${url}/v1/server`, { headers: { authorization: `Bearer ${key}` } });
      if (res.status === 403) throw new Error('the first key is not admin: cannot read /v1/server');
      const info = (await res.json()) as { warm_up?: string };
      if (info.warm_up === 'done') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // Then memory settles: the workers compact 2 s after their last job
    // (server/workers/idle-compaction.ts) and V8's memory reducer shrinks each heap about 8 s
    // after its last full collection; then steady for 4 s.
    await new Promise((r) => setTimeout(r, 12_000));
    let current = rssOf(child.pid ?? 0);
    for (let steady = 0; steady < 4;) {
      await new Promise((r) => setTimeout(r, 1000));
      const next = rssOf(child.pid ?? 0);
      steady = Math.abs(next - current) < MB ? steady + 1 : 0;
      current = next;
    }
    return { readyMs, cpuMs, rss, warmRss: current, warmMs: performance.now() - t0 };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('close', r));
    await rm(dataDir, { recursive: true, force: true });
  }
}

function bareNodeRss(): number {
  const r = spawnSync(
    process.execPath,
    [
      '-e',
      "console.log(/VmRSS:\\s+(\\d+)/.exec(require('fs').readFileSync('/proc/self/status','utf8'))[1])",
    ],
    { encoding: 'utf8' },
  );
  return Number(r.stdout.trim()) * 1024;
}

async function measure(label: string, args: string[]): Promise<void> {
  const cold: Sample[] = [];
  for (let i = 0; i < RUNS; i++) cold.push(await once(args, false));
  const warm = await once(args, true);
  const ready = cold.map((s) => s.readyMs).sort((a, b) => a - b);
  const rss = cold.map((s) => s.rss / MB).sort((a, b) => a - b);
  const cpu = cold.map((s) => s.cpuMs).sort((a, b) => a - b);
  console.log(
    `${label}: ready p50 ${percentile(ready, 50).toFixed(0)} ms (min ${Math.min(...ready).toFixed(0)}, max ${Math.max(...ready).toFixed(0)}), ` +
      `CPU used by then p50 ${percentile(cpu, 50).toFixed(0)} ms, RSS at ready p50 ${percentile(rss, 50).toFixed(0)} MB; ` +
      `after warm-up (2 idle speech + 1 3D worker, ${((warm.warmMs ?? 0) / 1000).toFixed(1)} s) ${((warm.warmRss ?? 0) / MB).toFixed(0)} MB`,
  );
}

if (!existsSync(path.join(ROOT, 'dist/server/cli.js'))) {
  spawnSync(process.execPath, ['scripts/build-main.mjs'], { cwd: ROOT, stdio: 'inherit' });
}
console.log(
  `bare node ${process.version}: RSS ${(bareNodeRss() / MB).toFixed(0)} MB; ${RUNS} runs each`,
);
await measure('bundle (node dist/server/cli.js)', ['dist/server/cli.js']);
if (process.env.BENCH_BUNDLE_ONLY !== '1') {
  await measure('tsx    (node --import tsx server/cli.ts)', ['--import', 'tsx', 'server/cli.ts']);
}
