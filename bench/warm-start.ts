// The first request after the gateway starts against a warm one: sync speech (200 characters,
// beta-speech-v8 en_female_ava, mp3) and a mesh-6 draft task (submit to completed), each in a
// fresh gateway process, with its background warm-up (two speech workers, one 3D worker) and
// without it (BENCH_WARM_UP=0: every worker starts cold with the first request). With warm-up,
// the first request is sent once the warm-up is over, as a user's would be a few seconds after
// the app opens. Target: first ≤ 1.5× warm. Prints figures; asserts nothing.
import http from 'node:http';
import { fileURLToPath } from 'node:url';

import { spawnJsonLine, stop } from './lib/child.ts';
import { percentile } from './lib/load.ts';
import { proseOfLength } from './lib/prose.ts';

const here = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));
const WARM_RUNS = 5;
const SPEECH = JSON.stringify({
  model: 'beta-speech-v8',
  voice: 'en_female_ava',
  input: proseOfLength(200),
});

function request(
  url: string,
  key: string,
  method: 'GET' | 'POST',
  body?: string,
): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        headers: {
          Authorization: `Bearer ${key}`,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function speechMs(url: string, key: string): Promise<number> {
  const t0 = performance.now();
  const res = await request(`${url}/v1/audio/speech`, key, 'POST', SPEECH);
  if (res.status !== 200) throw new Error(`speech answered ${res.status}`);
  return performance.now() - t0;
}

let meshSeed = 1;
async function meshDraftMs(url: string, key: string): Promise<number> {
  const t0 = performance.now();
  const body = JSON.stringify({ model: 'mesh-6-draft', prompt: 'a red mug', seed: meshSeed++ });
  const submitted = await request(`${url}/v1/3d`, key, 'POST', body);
  if (submitted.status !== 200) throw new Error(`3D answered ${submitted.status}`);
  const { id } = JSON.parse(submitted.body.toString()) as { id: string };
  for (;;) {
    const polled = await request(`${url}/v1/3d/${id}`, key, 'GET');
    const task = JSON.parse(polled.body.toString()) as { status: string };
    if (task.status === 'completed') return performance.now() - t0;
    if (task.status === 'failed') throw new Error(`3D task failed: ${polled.body.toString()}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

interface Figures {
  startupMs: number;
  first: number;
  warm: number;
}

async function measure(
  warmUp: boolean,
  run: (url: string, key: string) => Promise<number>,
): Promise<Figures> {
  const { child, info } = await spawnJsonLine<{ url: string; key: string; startupMs: number }>(
    here('./servers/gateway-server.ts'),
    [],
    { BENCH_WARM_UP: warmUp ? '1' : '0', BENCH_WAIT_WARM: warmUp ? '1' : '0' },
  );
  try {
    const first = await run(info.url, info.key);
    const warm: number[] = [];
    for (let i = 0; i < WARM_RUNS; i++) warm.push(await run(info.url, info.key));
    warm.sort((a, b) => a - b);
    return { startupMs: info.startupMs, first, warm: percentile(warm, 50) };
  } finally {
    await stop(child);
  }
}

const row = (what: string, f: Figures): string =>
  `  ${what.padEnd(34)} first ${f.first.toFixed(0).padStart(5)} ms   warm ${f.warm
    .toFixed(0)
    .padStart(
      5,
    )} ms   ratio ${(f.first / f.warm).toFixed(2)}   (listening after ${f.startupMs} ms)`;

console.log(`first request after start vs the median of the next ${WARM_RUNS} (target ≤ 1.5×)`);
for (const [what, run] of [
  ['sync speech, 200 chars, mp3', speechMs],
  ['mesh-6 draft task', meshDraftMs],
] as const) {
  console.log(row(`${what}, warm-up on`, await measure(true, run)));
  console.log(row(`${what}, warm-up off`, await measure(false, run)));
}
