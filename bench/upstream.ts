// The upstream channel's cost: sync speech (200 characters, mp3) through a gateway A that
// forwards to B, against the same request sent to B directly — median total time and time to
// the first audio byte (targets: overhead ≤ 10 ms median, first byte ≤ B's + 10 ms). B's own
// synthesis time swings by hundreds of ms on a busy machine, so the same requests also go
// through a second A in front of an upstream that answers at once with fixed audio: that is
// A's own cost, without B's noise. Then a 500,000-character task through A, sampling A's RSS
// until it completes (target: within 50 MB of A's idle RSS); before it, the same through
// the instant upstream whose task result is a 700 MB MP3 (BENCH_UPSTREAM_COPY_MB) — the copy
// into A's files area must stream to disk. A and B run in their own processes.
// BENCH_UPSTREAM_CHARS sets the task size. Prints figures; asserts nothing.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
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

const COPY_MB = Number(process.env.BENCH_UPSTREAM_COPY_MB ?? 700);

/** Sends `total` bytes of `piece` repeated, waiting whenever the client is slower. */
function sendRepeated(res: http.ServerResponse, total: number, piece: Buffer): void {
  let sent = 0;
  const pump = (): void => {
    while (sent < total) {
      sent += piece.length;
      if (!res.write(piece)) {
        res.once('drain', pump);
        return;
      }
    }
    res.end();
  };
  pump();
}

/**
 * An upstream that answers every speech request at once with the same audio, and finishes
 * every speech task at once with a `COPY_MB` MP3 and word timestamps a tenth of that.
 */
async function instantUpstream(audio: Buffer): Promise<{ url: string; close(): void }> {
  const json = (res: http.ServerResponse, body: unknown) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  };
  const task = 'task_upstreamcopy01';
  const stamp = Buffer.from(
    `{"word":"street","start_ms":120,"end_ms":480,"task_id":"${task}"},`.repeat(1000),
  );
  const server = http.createServer((req, res) => {
    const url = req.url ?? '';
    if (url.startsWith('/v1/models')) {
      json(res, {
        object: 'list',
        data: [
          { id: 'alpha-tts', kind: 'speech' },
          { id: 'beta-speech-v8', kind: 'speech' },
        ],
      });
      return;
    }
    if (url.startsWith('/v1/audio/speech/tasks')) {
      req.resume();
      if (req.method === 'POST') return json(res, { id: task, status: 'queued' });
      if (url.endsWith('/content')) {
        res.setHeader('content-type', 'audio/mpeg');
        res.setHeader('content-length', String(COPY_MB * 1024 * 1024));
        return sendRepeated(res, COPY_MB * 1024 * 1024, Buffer.alloc(64 * 1024, 0x55));
      }
      if (url.endsWith('/timestamps')) {
        res.setHeader('content-type', 'application/json');
        return sendRepeated(res, (COPY_MB * 1024 * 1024) / 10, stamp);
      }
      return json(res, {
        id: task,
        status: 'completed',
        duration_ms: 1000,
        content_url: `/v1/audio/speech/tasks/${task}/content`,
        timestamps_url: `/v1/audio/speech/tasks/${task}/timestamps`,
      });
    }
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'audio/mpeg');
      res.setHeader('content-length', String(audio.length));
      res.end(audio);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

interface Timings {
  first: number[];
  total: number[];
}

/** `rounds` of one request to each target in turn, in a shuffled order each round. */
async function compare(
  targets: Array<{ url: string; key: string }>,
  rounds: number,
): Promise<Timings[]> {
  const out = targets.map(() => ({ first: [] as number[], total: [] as number[] }));
  for (let i = 0; i < rounds; i++) {
    const order = targets.map((_, j) => j).sort(() => Math.random() - 0.5);
    for (const j of order) {
      const t = await speak(targets[j]!.url, targets[j]!.key);
      out[j]!.first.push(t.firstMs);
      out[j]!.total.push(t.totalMs);
    }
  }
  return out;
}

const med = (l: number[]) =>
  percentile(
    [...l].sort((p, q) => p - q),
    50,
  );
const pairMed = (x: number[], y: number[]) => med(x.map((v, i) => v - y[i]!));

function report(label: string, viaA: Timings, direct: Timings): void {
  console.log(
    `${label}, median total: via A ${med(viaA.total).toFixed(1)} ms, direct ${med(direct.total).toFixed(1)} ms` +
      ` -> overhead ${(med(viaA.total) - med(direct.total)).toFixed(1)} ms` +
      ` (per-pair median ${pairMed(viaA.total, direct.total).toFixed(1)} ms; target <= 10)`,
  );
  console.log(
    `  first byte median: via A ${med(viaA.first).toFixed(1)} ms, direct ${med(direct.first).toFixed(1)} ms` +
      ` -> +${(med(viaA.first) - med(direct.first)).toFixed(1)} ms` +
      ` (per-pair median +${pairMed(viaA.first, direct.first).toFixed(1)} ms; target <= 10)`,
  );
}

/** Submits a speech task to a gateway and samples its RSS every 250 ms until it ends. */
async function rssDuringTask(
  g: { url: string; key: string; pid: number },
  voice: string,
  text: string,
  print: (status: string, idleMb: number, peakMb: number, seconds: string) => void,
): Promise<void> {
  const idle = rssMb(g.pid);
  const t0 = performance.now();
  const auth = { Authorization: `Bearer ${g.key}` };
  const submitted = (await (
    await fetch(`${g.url}/v1/audio/speech/tasks`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        model: 'beta-speech-v8',
        Text: text,
        VoiceId: voice,
        timestamp_type: 'word',
      }),
    })
  ).json()) as { id: string };
  let peak = idle;
  let status = 'queued';
  while (status !== 'completed' && status !== 'failed') {
    await new Promise((r) => setTimeout(r, 250));
    peak = Math.max(peak, rssMb(g.pid));
    const task = (await (
      await fetch(`${g.url}/v1/audio/speech/tasks/${submitted.id}`, { headers: auth })
    ).json()) as { status: string; error?: unknown };
    status = task.status;
    if (status === 'failed') console.log(`  task failed: ${JSON.stringify(task.error)}`);
  }
  print(status, idle, peak, ((performance.now() - t0) / 1000).toFixed(0));
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
const sample = await fetch(`${b.info.url}/v1/audio/speech`, {
  method: 'POST',
  headers: { Authorization: `Bearer ${b.info.key}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({
    model: 'alpha-tts',
    input: TEXT_200,
    voice: 'en-US-AvaMultilingualNeural',
    response_format: 'mp3',
  }),
});
const instant = await instantUpstream(Buffer.from(await sample.arrayBuffer()));
const a0 = await spawnJsonLine<{ url: string; key: string; pid: number }>(
  here('./servers/upstream-server.ts'),
  [],
  { BENCH_UPSTREAM_URL: instant.url, BENCH_UPSTREAM_KEY: 'none' },
);
try {
  const atB = { url: b.info.url, key: b.info.key };
  const viaA = { url: a.info.url, key: a.info.key };
  const instantly = { url: instant.url, key: 'none' };
  const viaA0 = { url: a0.info.url, key: a0.info.key };
  await compare([viaA, atB, viaA0, instantly], 8); // warm-up
  const [throughA, directB] = await compare([viaA, atB], 30);
  report('sync speech 200 chars through A vs at B', throughA!, directB!);
  const [throughA0, direct0] = await compare([viaA0, instantly], 200);
  report("A's own cost (an upstream answering at once)", throughA0!, direct0!);

  // A's copy of a large result: the download into its files area must stream to disk.
  await rssDuringTask(a0.info, 'en_female_ava', 'Hello there. '.repeat(20), (s, idle, peak, secs) =>
    console.log(
      `copy of a ${COPY_MB} MB MP3 + ${COPY_MB / 10} MB timestamps from an instant upstream: ${s} in ${secs} s;` +
        ` A's RSS idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB -> +${(peak - idle).toFixed(0)} MB`,
    ),
  );
  const text = TEXT_200.repeat(Math.ceil(TASK_CHARS / 200)).slice(0, TASK_CHARS);
  await rssDuringTask(a.info, 'en_female_ava', text, (s, idle, peak, secs) =>
    console.log(
      `${TASK_CHARS.toLocaleString('en')}-character task through A: ${s} in ${secs} s;` +
        ` A's RSS idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB -> +${(peak - idle).toFixed(0)} MB (target <= 50)`,
    ),
  );
} finally {
  await stop(a.child);
  await stop(a0.child);
  await stop(b.child);
  instant.close();
}
