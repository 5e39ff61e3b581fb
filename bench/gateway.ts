// GET /v1/models under 50 concurrent keep-alive clients, beside a bare Express route
// measured in the same run, and the start-up time of `voxmesh serve` to its first
// /health 200. Prints figures; asserts nothing.
import { freePort } from './lib/bundled-gateway.ts';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMsOf, spawnJsonLine, stop } from './lib/child.ts';
import { percentile, runLoad, type LoadResult } from './lib/load.ts';

const here = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));
const CLIENTS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

async function measure(script: string): Promise<LoadResult> {
  // Steady state: the load starts once the gateway's background warm-up is over.
  const { child, info } = await spawnJsonLine<{ url: string; key: string }>(here(script), [], {
    BENCH_WAIT_WARM: '1',
  });
  try {
    return await runLoad(`${info.url}/v1/models`, {
      clients: CLIENTS,
      seconds: SECONDS,
      headers: info.key ? { Authorization: `Bearer ${info.key}` } : {},
    });
  } finally {
    await stop(child);
  }
}

/**
 * Spawn `node --import tsx server/cli.ts serve` and poll /health until 200: the wall time and
 * the CPU time the gateway process had used by then.
 */
async function startup(): Promise<{ ms: number; cpuMs: number }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'voxmesh-bench-start-'));
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      here('../server/cli.ts'),
      'serve',
      '--port',
      String(port),
      '--data-dir',
      dataDir,
      '--secret-store',
      'file',
    ],
    { stdio: 'ignore' },
  );
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/health`);
        if (res.ok) return { ms: performance.now() - t0, cpuMs: cpuMsOf(child.pid ?? 0) };
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fmt = (r: LoadResult) =>
  `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50Ms.toFixed(2)} ms  p99 ${r.p99Ms.toFixed(2)} ms  (${r.requests} requests, ${r.errors} errors)`;

const bare = await measure('./servers/bare-express.ts');
const gateway = await measure('./servers/gateway-server.ts');
const starts: number[] = [];
const startCpu: number[] = [];
for (let i = 0; i < 5; i++) {
  const s = await startup();
  starts.push(s.ms);
  startCpu.push(s.cpuMs);
}
starts.sort((a, b) => a - b);
startCpu.sort((a, b) => a - b);

console.log(
  `GET /v1/models, ${CLIENTS} keep-alive clients, ${SECONDS} s each, server in its own process`,
);
console.log(`  bare express : ${fmt(bare)}`);
console.log(`  gateway      : ${fmt(gateway)}`);
console.log(
  `  ratio gateway/bare throughput: ${(gateway.rps / bare.rps).toFixed(2)} (target >= 0.7)`,
);
console.log(
  `start-up to first /health 200 (node --import tsx, 5 runs): median ${percentile(starts, 50).toFixed(0)} ms, ` +
    `min ${starts[0]?.toFixed(0)} ms, max ${starts.at(-1)?.toFixed(0)} ms (target < 800 ms); ` +
    `CPU used by then median ${percentile(startCpu, 50).toFixed(0)} ms`,
);
