// The upstream channel's cost: sync speech (200 characters, mp3) through a gateway A that
// forwards to B, against the same request sent to B directly — median total time and time to
// the first audio byte (targets: overhead ≤ 10 ms median, first byte ≤ B's + 10 ms); then a
// 500,000-character task through A, sampling A's RSS until it completes (target: within
// 50 MB of A's idle RSS). A and B run in their own processes. BENCH_UPSTREAM_CHARS sets the
// task size. Prints figures; asserts nothing.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { spawnJsonLine, stop } from './lib/child.ts';
import { percentile } from './lib/load.ts';

const here = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));
const TEXT_200 = (
  'A quiet street wakes slowly: a door opens, a dog barks twice, and the baker lifts the shutters. ' +
  'By seven the buses are full, and the smell of bread has reached the river. '
)
  .repeat(3)
  .slice(0, 200);
const TASK_CHARS = Number(process.env.BENCH_UPSTREAM_CHARS ?? 500_000);

async function speak(url: string, key: string): Promise<{ firstMs: number; totalMs: number }> {
  const t0 = performance.now();
  const res = await fetch(`${url}/v1/audio/speech`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      model: 'alpha-tts',
      input: TEXT_200,
      voice: 'en-US-AvaMultilingualNeural',
      response_format: 'mp3',
    }),
  });
  if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
  const reader = res.body!.getReader();
  let firstMs = NaN;
  for (;;) {
    const { done, value } = await reader.read();
    if (Number.isNaN(firstMs) && value?.length) firstMs = performance.now() - t0;
    if (done) break;
  }
  return { firstMs, totalMs: performance.now() - t0 };
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const b = await spawnJsonLine<{ url: string; key: string }>(
  here('./servers/gateway-server.ts'),
  [],
  {
    BENCH_WAIT_WARM: '1',
  },
);
const a = await spawnJsonLine<{ url: string; key: string; pid: number }>(
  here('./servers/upstream-server.ts'),
  [],
  { BENCH_UPSTREAM_URL: b.info.url, BENCH_UPSTREAM_KEY: b.info.key },
);
try {
  for (let i = 0; i < 8; i++) {
    await speak(b.info.url, b.info.key);
    await speak(a.info.url, a.info.key);
  }
  const viaA = { first: [] as number[], total: [] as number[] };
  const atB = { first: [] as number[], total: [] as number[] };
  for (let i = 0; i < 30; i++) {
    // Alternate, so both see the same machine load.
    const x = await speak(a.info.url, a.info.key);
    const y = await speak(b.info.url, b.info.key);
    viaA.first.push(x.firstMs);
    viaA.total.push(x.totalMs);
    atB.first.push(y.firstMs);
    atB.total.push(y.totalMs);
  }
  for (const l of [viaA.first, viaA.total, atB.first, atB.total]) l.sort((p, q) => p - q);
  const med = (l: number[]) => percentile(l, 50);
  const overhead = viaA.total.map((t, i) => t - atB.total[i]!).sort((p, q) => p - q);
  console.log(
    `sync speech 200 chars, median total: via A ${med(viaA.total).toFixed(1)} ms, at B ${med(atB.total).toFixed(1)} ms` +
      ` -> overhead ${(med(viaA.total) - med(atB.total)).toFixed(1)} ms (target <= 10)`,
  );
  console.log(`  per-pair overhead median ${med(overhead).toFixed(1)} ms`);
  console.log(
    `  first byte median: via A ${med(viaA.first).toFixed(1)} ms, at B ${med(atB.first).toFixed(1)} ms` +
      ` -> +${(med(viaA.first) - med(atB.first)).toFixed(1)} ms (target <= 10)`,
  );

  const idle = rssMb(a.info.pid);
  const text = TEXT_200.repeat(Math.ceil(TASK_CHARS / 200)).slice(0, TASK_CHARS);
  const t0 = performance.now();
  const submitted = (await (
    await fetch(`${a.info.url}/v1/audio/speech/tasks`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${a.info.key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ model: 'beta-speech-v8', Text: text, VoiceId: 'en_female_ava' }),
    })
  ).json()) as { id: string };
  let peak = idle;
  let status = 'queued';
  while (status !== 'completed' && status !== 'failed') {
    await new Promise((r) => setTimeout(r, 250));
    peak = Math.max(peak, rssMb(a.info.pid));
    const task = (await (
      await fetch(`${a.info.url}/v1/audio/speech/tasks/${submitted.id}`, {
        headers: { Authorization: `Bearer ${a.info.key}` },
      })
    ).json()) as { status: string; error?: unknown };
    status = task.status;
    if (status === 'failed') console.log(`  task failed: ${JSON.stringify(task.error)}`);
  }
  console.log(
    `${TASK_CHARS.toLocaleString('en')}-character task through A: ${status} in ${((performance.now() - t0) / 1000).toFixed(0)} s;` +
      ` A's RSS idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB -> +${(peak - idle).toFixed(0)} MB (target <= 50)`,
  );
} finally {
  await stop(a.child);
  await stop(b.child);
}
