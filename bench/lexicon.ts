// Sync speech and /health with a full pronunciation lexicon (issue #27, item 3): 5,000 entries
// (the documented limit) for the key's owner. Before the lexicon was compiled once per change
// into tries (docs/decisions.md "The lexicon is compiled once per change"), one regular
// expression of every entry was built on each request: sync "hello world" took 5.7 s and
// /health stalled 5.3 s. Targets: sync "hello world" with the lexicon ≤ 1.2× without it;
// /health p99 < 50 ms while such requests run. Prints figures; asserts nothing.
// BENCH_SECONDS (default 10): how long /health is measured; BENCH_REQUESTS (default 40):
// sequential sync requests per figure, in ROUNDS blocks that alternate without and with the
// lexicon (so that a busy machine's drift falls on both), with the gateway's CPU time per request.
import { readFileSync } from 'node:fs';
import http from 'node:http';

import { cpuMsOf, spawnJsonLine, stop } from './lib/child.ts';
import { percentile } from './lib/load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const ENTRIES = 5_000;
const CLIENTS = 4;
const ROUNDS = 4;
const BODY = JSON.stringify({
  model: 'beta-speech-v8',
  input: 'hello world',
  voice: 'en_female_ava',
});

/** mulberry32: the same lexicon on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * 5,000 entries: made-up words of 3 to 40 letters (some beginning like "hello" and "world", so
 * the text walks into the tries), both cases, whole-word or not, some for one language only,
 * aliases up to 120 characters.
 */
function lexiconFile(): string {
  const rand = seeded(27);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const word = (n: number) =>
    Array.from({ length: n }, () => letters[Math.floor(rand() * letters.length)]).join('');
  const graphemes = new Set<string>();
  while (graphemes.size < ENTRIES) {
    const stem = rand() < 0.1 ? (rand() < 0.5 ? 'hello' : 'world') : '';
    graphemes.add(stem + word(3 + Math.floor(rand() * 38)));
  }
  const entries = [...graphemes].map((grapheme) => ({
    grapheme,
    alias: word(10 + Math.floor(rand() * 110)),
    case_sensitive: rand() < 0.3,
    whole_word: rand() < 0.7,
    locales: rand() < 0.2 ? ['en'] : [],
  }));
  return JSON.stringify({ object: 'lexicon', version: 1, entries });
}

function request(
  url: URL,
  key: string,
  agent: http.Agent,
  method = 'POST',
  body = BODY,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          Authorization: `Bearer ${key}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Sync requests one after another: their latencies (ms) and the gateway's CPU ms for them. */
async function syncLatencies(
  url: URL,
  key: string,
  count: number,
  pid: number,
): Promise<{ latencies: number[]; cpuMs: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  const cpu0 = cpuMsOf(pid);
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const status = await request(url, key, agent);
    if (status !== 200) throw new Error(`sync speech answered ${status}`);
    latencies.push(performance.now() - t0);
  }
  const cpuMs = cpuMsOf(pid) - cpu0;
  agent.destroy();
  return { latencies, cpuMs };
}

/** Median and p90 of latencies, and CPU ms per request. */
function summary(runs: { latencies: number[]; cpuMs: number }[]) {
  const all = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const cpu = runs.reduce((sum, r) => sum + r.cpuMs, 0) / all.length;
  return { p50: percentile(all, 50), p90: percentile(all, 90), cpu };
}

/** GET /health back to back from one client for SECONDS, after a second for load to build. */
async function healthLatencies(
  url: URL,
): Promise<{ n: number; p50: number; p99: number; max: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  await new Promise((r) => setTimeout(r, 1000));
  const latencies: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  while (performance.now() < end) {
    const t0 = performance.now();
    await new Promise<void>((resolve, reject) => {
      http
        .get(url, { agent }, (res) => {
          res.resume();
          res.on('end', resolve);
        })
        .on('error', reject);
    });
    latencies.push(performance.now() - t0);
  }
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    n: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
  };
}

/** Resident memory of a process now and at its peak, in MB (Linux /proc). */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

const ms = (n: number) => `${n.toFixed(0)} ms`;

const { child, info } = await spawnJsonLine<{ url: string; key: string }>(
  new URL('./servers/gateway-server.ts', import.meta.url).pathname,
  [],
  { BENCH_WAIT_WARM: '1' },
);
try {
  const speech = new URL('/v1/audio/speech', info.url);
  const health = new URL('/health', info.url);
  const pid = child.pid ?? 0;
  // Warm: the engine workers are up before anything is measured.
  await syncLatencies(speech, info.key, 5, pid);
  const file = lexiconFile();
  const empty = JSON.stringify({ object: 'lexicon', version: 1, entries: [] });
  const lexicon = new URL('/v1/audio/lexicon?mode=replace', info.url);
  const agent = new http.Agent({ keepAlive: true });
  const runsWithout: { latencies: number[]; cpuMs: number }[] = [];
  const runsWith: { latencies: number[]; cpuMs: number }[] = [];
  const importMs: number[] = [];
  const firstMs: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    if ((await request(lexicon, info.key, agent, 'POST', empty)) !== 200)
      throw new Error('emptying the lexicon failed');
    runsWithout.push(await syncLatencies(speech, info.key, REQUESTS / ROUNDS, pid));
    let t0 = performance.now();
    const imported = await request(lexicon, info.key, agent, 'POST', file);
    importMs.push(performance.now() - t0);
    if (imported !== 200) throw new Error(`lexicon import answered ${imported}`);
    // The first request after the change compiles the lexicon: timed on its own.
    t0 = performance.now();
    const firstStatus = await request(speech, info.key, agent);
    firstMs.push(performance.now() - t0);
    if (firstStatus !== 200) throw new Error(`sync speech answered ${firstStatus}`);
    runsWith.push(await syncLatencies(speech, info.key, REQUESTS / ROUNDS, pid));
  }
  agent.destroy();
  const without = summary(runsWithout);
  const withLexicon = summary(runsWith);

  const quiet = await healthLatencies(health);
  const memoryBefore = memoryOf(pid);
  const load = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  let running = true;
  let done = 0;
  let failed = 0;
  const loops = Array.from({ length: CLIENTS }, async () => {
    while (running) {
      if ((await request(speech, info.key, load)) === 200) done++;
      else failed++;
    }
  });
  const busy = await healthLatencies(health);
  running = false;
  await Promise.all(loops);
  load.destroy();
  const memoryAfter = memoryOf(pid);

  console.log(
    `lexicon: ${ENTRIES} entries, ${(file.length / 1e6).toFixed(2)} MB, import ` +
      `${importMs.map(ms).join(', ')}; first sync request after each import (compiles) ` +
      `${firstMs.map(ms).join(', ')}`,
  );
  console.log(
    `sync "hello world", ${REQUESTS} one after another: without lexicon p50 ${ms(without.p50)} ` +
      `p90 ${ms(without.p90)}, gateway CPU ${ms(without.cpu)}/request; with ${ENTRIES} entries ` +
      `p50 ${ms(withLexicon.p50)} p90 ${ms(withLexicon.p90)}, CPU ${ms(withLexicon.cpu)}/request: ` +
      `p50 ${(withLexicon.p50 / without.p50).toFixed(2)}×, CPU ` +
      `${(withLexicon.cpu / without.cpu).toFixed(2)}× (target ≤ 1.2×)`,
  );
  console.log(
    `/health with no request running: p50 ${quiet.p50.toFixed(1)} ms, p99 ${quiet.p99.toFixed(1)} ms`,
  );
  console.log(
    `/health while ${CLIENTS} clients send sync "hello world" with the lexicon back to back ` +
      `(${done} done${failed ? `, ${failed} refused or failed` : ''}): ${busy.n} requests, ` +
      `p50 ${busy.p50.toFixed(1)} ms, p99 ${busy.p99.toFixed(1)} ms, max ${busy.max.toFixed(1)} ms ` +
      `(target p99 < 50 ms)`,
  );
  console.log(
    `gateway memory: ${memoryBefore.rss.toFixed(0)} MB before the load, ` +
      `${memoryAfter.rss.toFixed(0)} MB after, peak ${memoryAfter.hwm.toFixed(0)} MB ` +
      `(main process; engine workers are threads of it)`,
  );
} finally {
  await stop(child);
}
