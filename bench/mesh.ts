// 3D: per family, draft and textured wall time (in-process, the same code the mesh
// workers run), GLB size and triangle count; then GET /v1/3d/{id} polled by 100
// concurrent keep-alive clients with 10,000 tasks in the history. Targets (mesh-6):
// draft < 2 s, textured < 6 s, GLB < 8 MB; poll p99 < 20 ms. Prints figures only.
import { fileURLToPath } from 'node:url';
import type { MeshJob } from '../server/mesh/job.ts';
import { runMeshJob } from '../server/mesh/run-job.ts';
import { MESH_FAMILIES } from '../server/models/catalog.ts';
import { cpuMsOf, spawnJsonLine, stop } from './lib/child.ts';
import { percentile, runLoad } from './lib/load.ts';

const PROMPTS = [
  'a red wooden chair with armrests',
  'a small house with a chimney',
  'a golden cat',
];
const RUNS = 3;

async function timeJob(job: MeshJob): Promise<{ ms: number; bytes: number; triangles: number }> {
  const t0 = performance.now();
  const out = await runMeshJob(job, () => undefined);
  return { ms: performance.now() - t0, bytes: out.glb.length, triangles: out.triangles };
}

console.log(
  `3D jobs in-process, median of ${RUNS} runs over ${PROMPTS.length} prompts (max shown)`,
);
console.log('  family     mode      median    max      GLB max     triangles max');
await timeJob({
  mode: 'textured',
  artStyle: 'pbr',
  family: 'mesh-4',
  texturePrompt: null,
  shape: { seed: 1, prompt: 'a cat', image: null },
});
for (const family of MESH_FAMILIES) {
  for (const mode of ['draft', 'textured'] as const) {
    const times: number[] = [];
    let bytes = 0;
    let triangles = 0;
    for (const prompt of PROMPTS) {
      for (let r = 0; r < RUNS; r++) {
        const res = await timeJob({
          mode,
          artStyle: 'pbr',
          family,
          texturePrompt: null,
          shape: { seed: 7, prompt, image: null },
        });
        times.push(res.ms);
        bytes = Math.max(bytes, res.bytes);
        triangles = Math.max(triangles, res.triangles);
      }
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${family.padEnd(9)}  ${mode.padEnd(8)}  ${percentile(times, 50).toFixed(0).padStart(5)} ms  ${times.at(-1)!.toFixed(0).padStart(5)} ms  ${(bytes / 1e6).toFixed(2).padStart(6)} MB  ${String(triangles).padStart(8)}`,
    );
  }
}

// Polling: a gateway in its own process with 10,000 completed 3D tasks in its history.
process.env.BENCH_SEED_TASKS = '10000';
// Steady state: the load starts once the gateway's background warm-up is over.
const { child, info } = await spawnJsonLine<{ url: string; key: string; task: string }>(
  fileURLToPath(new URL('./servers/gateway-server.ts', import.meta.url)),
  [],
  { BENCH_WAIT_WARM: '1' },
);
try {
  const pid = child.pid ?? 0;
  const cpuBefore = cpuMsOf(pid);
  const load = await runLoad(`${info.url}/v1/3d/${info.task}`, {
    clients: 100,
    seconds: 8,
    headers: { Authorization: `Bearer ${info.key}` },
  });
  // Includes the load's own warm-up second; per request it reads high by that share.
  const cpuPerRequestUs = ((cpuMsOf(pid) - cpuBefore) * 1000) / load.requests;
  console.log(
    `GET /v1/3d/{id}, 100 keep-alive clients, 10,000 tasks in history, gateway in its own process: ` +
      `${load.rps.toFixed(0)} req/s, p50 ${load.p50Ms.toFixed(1)} ms, p99 ${load.p99Ms.toFixed(1)} ms (target p99 < 20 ms), ${load.errors} errors; ` +
      `gateway CPU ${cpuPerRequestUs.toFixed(0)} µs per request`,
  );
} finally {
  await stop(child);
}
