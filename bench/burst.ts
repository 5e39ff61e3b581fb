// A burst of sync speech: 200 concurrent `POST /v1/audio/speech` from three keys (100, 60 and
// 40, sent in that order; short English sentences, default format, alpha-tts and beta-speech-v8
// in turn) against a gateway in its own process, while one client asks `/health` back to back.
// Prints how many were answered 200 / 429 / 503 / other, the time until every one was answered
// or refused (target < 60 s), `/health` p50/p99 during the burst (target p99 < 50 ms) and the
// gateway's peak RSS (VmHWM, its worker threads included; target < 600 MB). BENCH_REQUESTS
// changes the count; BENCH_SYNC_LIMITS (JSON) the gateway's `syncLimits`, e.g.
// '{"maxRunning":1000,"maxWaiting":1000,"maxWaitingPerKey":1000}' for no admission control.
// Asserts nothing.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { cpuMsOf, spawnJsonLine, stop } from './lib/child.ts';
import { percentile } from './lib/load.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const SENTENCES = [
  'The train leaves at nine.',
  'Please close the door behind you.',
  'It is raining again today.',
  'Her garden is full of roses.',
  'We will meet after lunch.',
];

interface Answer {
  status: number;
  ms: number;
}

function statusLine(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? NaN) / 1024;
}

function post(url: URL, key: string, body: string, agent: http.Agent): Promise<Answer> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          Authorization: `Bearer ${key}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0 }));
      },
    );
    req.on('error', () => resolve({ status: -1, ms: performance.now() - t0 }));
    req.end(body);
  });
}

function getHealth(url: URL, agent: http.Agent): Promise<number> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(performance.now() - t0));
      })
      .on('error', reject);
  });
}

/** `/health` back to back from one keep-alive client until `until` settles. */
async function sampleHealth(url: URL, until: Promise<unknown>): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let done = false;
  void until.then(() => (done = true));
  const latencies: number[] = [];
  while (!done) latencies.push(await getHealth(url, agent));
  agent.destroy();
  return latencies.sort((a, b) => a - b);
}

/** Key a sends half of the burst, key b 30 %, key c 20 %: one heavy client and two lighter. */
function keyOf(i: number): number {
  return i < REQUESTS * 0.5 ? 0 : i < REQUESTS * 0.8 ? 1 : 2;
}

function bodyFor(i: number): string {
  const input = `${SENTENCES[i % SENTENCES.length]} Request ${i + 1}.`;
  return JSON.stringify(
    i % 2 === 0
      ? { model: 'alpha-tts', voice: 'en-US-AvaMultilingualNeural', input }
      : { model: 'beta-speech-v8', voice: 'en_female_ava', input },
  );
}

const { child, info } = await spawnJsonLine<{ url: string; keys: string[] }>(
  // The child inherits BENCH_SYNC_LIMITS with the rest of the environment.
  new URL('./servers/burst-gateway.ts', import.meta.url).pathname,
);
const pid = child.pid as number;
try {
  const target = new URL('/v1/audio/speech', info.url);
  const health = new URL('/health', info.url);
  // One request per key first, as any client would have made before; then the quiet figures.
  const warm = new http.Agent({ keepAlive: false });
  for (const key of info.keys) await post(target, key, bodyFor(0), warm);
  const quietDone = new Promise((r) => setTimeout(r, 2000));
  const quiet = await sampleHealth(health, quietDone);
  const idleRssMb = statusLine(pid, 'VmRSS');

  // Every request on its own connection, all sent at once.
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const cpu0 = cpuMsOf(pid);
  const t0 = performance.now();
  const answers = Promise.all(
    Array.from({ length: REQUESTS }, (_, i) =>
      post(target, info.keys[keyOf(i)] as string, bodyFor(i), agent),
    ),
  );
  let peakRssMb = 0;
  const rssTimer = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, statusLine(pid, 'VmRSS'));
  }, 100);
  const [results, during] = await Promise.all([answers, sampleHealth(health, answers)]);
  const allAnsweredS = (performance.now() - t0) / 1000;
  clearInterval(rssTimer);
  const cpuS = (cpuMsOf(pid) - cpu0) / 1000;
  const hwmMb = statusLine(pid, 'VmHWM');

  const count = (test: (s: number) => boolean) => results.filter((r) => test(r.status)).length;
  const served = results
    .filter((r) => r.status === 200)
    .map((r) => r.ms)
    .sort((a, b) => a - b);
  const refused = results
    .filter((r) => r.status === 429 || r.status === 503)
    .map((r) => r.ms)
    .sort((a, b) => a - b);
  const f = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(`sync limits: ${process.env.BENCH_SYNC_LIMITS ?? 'defaults'}`);
  console.log(
    `${REQUESTS} requests from ${info.keys.length} keys: 200 ×${count((s) => s === 200)}, ` +
      `429 ×${count((s) => s === 429)}, 503 ×${count((s) => s === 503)}, ` +
      `other ×${count((s) => s !== 200 && s !== 429 && s !== 503)}`,
  );
  console.log(
    `every request answered or refused after ${allAnsweredS.toFixed(1)} s (target < 60 s)`,
  );
  console.log(
    `served: p50 ${f(percentile(served, 50))}, p99 ${f(percentile(served, 99))}; ` +
      `refused: p50 ${f(percentile(refused, 50))}, p99 ${f(percentile(refused, 99))}`,
  );
  console.log(
    `/health quiet: p50 ${f(percentile(quiet, 50))}, p99 ${f(percentile(quiet, 99))}; ` +
      `during the burst (${during.length} requests): p50 ${f(percentile(during, 50))}, ` +
      `p99 ${f(percentile(during, 99))}, max ${f(during.at(-1) ?? NaN)} (target p99 < 50 ms)`,
  );
  console.log(
    `gateway RSS: ${idleRssMb.toFixed(0)} MB before the burst, peak ${Math.max(peakRssMb, hwmMb).toFixed(0)} MB ` +
      `(VmHWM ${hwmMb.toFixed(0)} MB; target < 600 MB); CPU ${cpuS.toFixed(1)} s during the burst`,
  );
} finally {
  await stop(child);
}
