// POST /v1/audio/speech for 200, 1,000 and 5,000 characters of English prose, beside the
// same engine + encoder called in-process (SpeechRuntime + renderSpeech, no HTTP); the time
// to the first audio byte in stream mode; the real-time factor. beta-speech-v8 (en_female_ava,
// mp3 at the default 192 kbps) and alpha-tts (one en-US voice, mp3). Prints figures; asserts
// nothing.
//
// The gateway runs in its own process (servers/gateway-server.ts), as `voxmesh serve` does.
// In-process, this bench's HTTP client — which reads up to ~6.5 MB per response — would run
// on the gateway's own event loop and heap and be charged to the gateway; in a child it is
// not, while what any client costs the server (loopback transfer, parsing the request,
// writing the response) still is. The in-process baseline keeps its own runtime here. Both
// sides have an engine pool of the default size, are warmed up first, and only one of them
// works at a time: measured runs alternate between the two (which one goes first alternates
// too), so a machine that drifts slower or faster affects both alike. The gateway's figure
// also holds what its route does besides rendering: the request's validation, the key check,
// storing the audio and timestamps and the history record before answering.
//
// Beside wall times it prints each side's CPU time per run (all threads, engine workers
// included; for the gateway, its process only, not the client): on a shared machine the wall
// clock moves with whatever else is running, the CPU time much less.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SpeechJob } from '../server/speech/job.ts';
import { renderSpeech } from '../server/speech/render.ts';
import { localSpeechJob } from '../server/speech/local-channel.ts';
import { parseSyncSpeech } from '../server/speech/request/speech-request.ts';
import { SpeechRuntime } from '../server/speech/runtime.ts';
import { splitSentences } from '../server/speech/text/sentences.ts';
import { spawnJsonLine, stop } from './lib/child.ts';
import { percentile } from './lib/load.ts';
import { proseOfLength } from './lib/prose.ts';

const here = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));

/** Measured runs per size, each side; odd, so the median is one run. ~2 min on 2 cores. */
const SIZES = [
  { chars: 200, runs: 15 },
  { chars: 1_000, runs: 9 },
  { chars: 5_000, runs: 5 },
] as const;
const STREAM_CHARS = 1_000;
const STREAM_RUNS = 15;

interface Case {
  title: string;
  body: { model: string; voice: string; response_format?: string };
  /** Whether the model has a stream mode (beta only). */
  streams: boolean;
}

const CASES: Case[] = [
  {
    title: 'beta-speech-v8, voice en_female_ava, mp3 (default bitrate)',
    body: { model: 'beta-speech-v8', voice: 'en_female_ava' },
    streams: true,
  },
  {
    title: 'alpha-tts, voice en-US-AvaMultilingualNeural, mp3',
    body: { model: 'alpha-tts', voice: 'en-US-AvaMultilingualNeural', response_format: 'mp3' },
    streams: false,
  },
];

// ---------------------------------------------------------------------------------------------
// The two sides.

interface Timing {
  /** Request sent (gateway) or render started (in-process) → last byte. */
  totalMs: number;
  /** → first audio byte: of the response body, or the first non-empty encoder output. */
  firstByteMs: number;
  /** Audio duration: `x-audio-duration-ms` (header, or trailer in stream mode) / the summary. */
  audioMs: number;
  audio: Buffer;
}

/** Renders a job as the route does, without HTTP or storage; the whole file in memory. */
async function renderInProcess(runtime: SpeechRuntime, job: SpeechJob): Promise<Timing> {
  const t0 = performance.now();
  let firstByteMs = NaN;
  const chunks: Uint8Array[] = [];
  const steps = renderSpeech(runtime, job);
  let next = await steps.next();
  while (!next.done) {
    if (next.value.bytes.length > 0) {
      if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - t0;
      chunks.push(next.value.bytes);
    }
    next = await steps.next();
  }
  chunks.push(next.value.tail);
  const audio = Buffer.concat(chunks);
  if (next.value.finalHeader) audio.set(next.value.finalHeader, 0);
  return { totalMs: performance.now() - t0, firstByteMs, audioMs: next.value.durationMs, audio };
}

class GatewayClient {
  readonly #agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  readonly #url: URL;
  readonly #key: string;

  constructor(base: string, key: string) {
    this.#url = new URL('/v1/audio/speech', base);
    this.#key = key;
  }

  /** One POST /v1/audio/speech on a kept-alive connection; rejects unless 200. */
  speak(body: object): Promise<Timing> {
    const payload = JSON.stringify(body);
    const headers = {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(payload)),
      Authorization: `Bearer ${this.#key}`,
    };
    return new Promise((resolve, reject) => {
      const t0 = performance.now();
      let firstByteMs = NaN;
      const req = http.request(
        this.#url,
        { method: 'POST', agent: this.#agent, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => {
            if (Number.isNaN(firstByteMs) && chunk.length > 0) firstByteMs = performance.now() - t0;
            chunks.push(chunk);
          });
          res.on('error', reject);
          res.on('end', () => {
            const totalMs = performance.now() - t0;
            const audio = Buffer.concat(chunks);
            if (res.statusCode !== 200) {
              reject(new Error(`POST /v1/audio/speech: ${res.statusCode} ${audio.toString()}`));
              return;
            }
            const duration =
              res.headers['x-audio-duration-ms'] ?? res.trailers['x-audio-duration-ms'];
            resolve({ totalMs, firstByteMs, audioMs: Number(duration), audio });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  close(): void {
    this.#agent.destroy();
  }
}

// ---------------------------------------------------------------------------------------------
// Figures.

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => percentile(sorted(xs), 50);
const p90 = (xs: number[]) => percentile(sorted(xs), 90);
/** Audio seconds per wall second. */
const rtf = (t: Timing) => t.audioMs / t.totalMs;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const ms = (x: number) => (Number.isFinite(x) ? `${x.toFixed(0)} ms` : 'n/a');

/** Right-aligned columns under a header, indented by two spaces. */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  return [header, ...rows]
    .map((row) => `  ${row.map((cell, i) => cell.padStart(widths[i] ?? 0)).join('  ')}`)
    .join('\n');
}

/** CPU time, user + system, of every thread of this process, ms. */
function selfCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** CPU time of another process, all its threads, from /proc (Linux, 100 ticks/s); NaN elsewhere. */
function cpuMsOf(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in ticks
  } catch {
    return NaN;
  }
}

interface Pair {
  local: Timing;
  gateway: Timing;
}

interface Alternated {
  pairs: Pair[];
  /** CPU of this process during the in-process renders, per run. */
  localCpuMs: number;
  /** CPU of the gateway process during its requests, per run. */
  gatewayCpuMs: number;
}

/**
 * `runs` alternating pairs, the side that goes first swapping each time, with the CPU time
 * each side spent: wall time on this shared 2-core machine moves with whatever else runs on
 * it; CPU time much less so.
 */
async function alternate(
  runs: number,
  local: () => Promise<Timing>,
  gateway: () => Promise<Timing>,
  gatewayCpuMs: () => number,
): Promise<Alternated> {
  const pairs: Pair[] = [];
  let localCpu = 0;
  let gatewayCpu = 0;
  const timedLocal = async () => {
    const c0 = selfCpuMs();
    const t = await local();
    localCpu += selfCpuMs() - c0;
    return t;
  };
  // Only while a request is under way: an idle gateway process still uses a little CPU.
  // (/proc counts in 10 ms ticks; the sum over many requests is still unbiased.)
  const timedGateway = async () => {
    const c0 = gatewayCpuMs();
    const t = await gateway();
    gatewayCpu += gatewayCpuMs() - c0;
    return t;
  };
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      const l = await timedLocal();
      pairs.push({ local: l, gateway: await timedGateway() });
    } else {
      const g = await timedGateway();
      pairs.push({ local: await timedLocal(), gateway: g });
    }
  }
  return { pairs, localCpuMs: localCpu / runs, gatewayCpuMs: gatewayCpu / runs };
}

// ---------------------------------------------------------------------------------------------

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'voxmesh-bench-speech-'));
const runtime = new SpeechRuntime();
let child: Awaited<ReturnType<typeof spawnJsonLine>>['child'] | null = null;
let client: GatewayClient | null = null;

const loadAtStart = os.loadavg()[0]?.toFixed(1);

try {
  const tStart = performance.now();
  const spawned = await spawnJsonLine<{ url: string; key: string }>(
    here('./servers/gateway-server.ts'),
    [dataDir],
  );
  child = spawned.child;
  const gateway = new GatewayClient(spawned.info.url, spawned.info.key);
  client = gateway;
  const gatewayPid = spawned.child.pid;
  const gatewayCpu = () => cpuMsOf(gatewayPid);

  // Warm-up. In-process: start every worker and run a few sentences in each. The gateway's
  // pool cannot be reached from here, so its first requests start and warm its workers; then
  // both sides render a few texts of each model (encoders, the route's code paths, JIT).
  const t0 = performance.now();
  await runtime.pool.warmUp();
  const poolWarmUpMs = performance.now() - t0;
  const coldFirst = new Map<string, { local: number; gateway: number }>();
  for (const c of CASES) {
    const body = { ...c.body, input: proseOfLength(200) };
    const job = localSpeechJob(parseSyncSpeech(c.body.model, body));
    const local = (await renderInProcess(runtime, job)).totalMs;
    coldFirst.set(c.body.model, { local, gateway: (await gateway.speak(body)).totalMs });
  }
  for (let round = 0; round < 2; round++) {
    for (const c of CASES) {
      for (const chars of [200, 1_000]) {
        const body = { ...c.body, input: proseOfLength(chars) };
        await renderInProcess(runtime, localSpeechJob(parseSyncSpeech(c.body.model, body)));
        await gateway.speak(body);
        if (c.streams && chars === STREAM_CHARS) {
          const streamBody = { ...body, stream: true };
          await renderInProcess(runtime, localSpeechJob(parseSyncSpeech(c.body.model, streamBody)));
          await gateway.speak(streamBody);
        }
      }
    }
  }
  const warmUpS = (performance.now() - tStart) / 1000;

  console.log(
    `POST /v1/audio/speech on a gateway in its own process vs SpeechRuntime + renderSpeech in ` +
      `this process; ${runtime.pool.size} engine workers each, ${os.availableParallelism()} cores, ` +
      `load average ${loadAtStart} at start`,
  );
  const cold = CASES.map((c) => [c.body.model, coldFirst.get(c.body.model)] as const);
  console.log(
    `warm-up ${warmUpS.toFixed(1)} s: in-process pool.warmUp() ${ms(poolWarmUpMs)}; first ` +
      `200-char request, gateway pool cold: ` +
      cold.map(([model, f]) => `${model} ${ms(f?.gateway ?? NaN)}`).join(', ') +
      ` (in-process after warmUp(): ${cold.map(([, f]) => ms(f?.local ?? NaN)).join(', ')})`,
  );

  // 1, 2, 4. Speech mode: whole-file time each side, the ratio, the real-time factor.
  for (const c of CASES) {
    const job0 = localSpeechJob(
      parseSyncSpeech(c.body.model, { ...c.body, input: proseOfLength(200) }),
    );
    console.log(`\n${c.title}, ${job0.bitrateKbps} kbps, speech mode`);
    const rows: string[][] = [];
    for (const { chars, runs } of SIZES) {
      const body = { ...c.body, input: proseOfLength(chars) };
      const job = localSpeechJob(parseSyncSpeech(c.body.model, body));
      const { pairs, localCpuMs, gatewayCpuMs } = await alternate(
        runs,
        () => renderInProcess(runtime, job),
        () => gateway.speak(body),
        gatewayCpu,
      );
      const local = median(pairs.map((p) => p.local.totalMs));
      const remote = median(pairs.map((p) => p.gateway.totalMs));
      const first = pairs[0] as Pair;
      rows.push([
        String(chars),
        String(runs),
        ms(local),
        ms(remote),
        `${(remote / local).toFixed(2)}x`,
        ms(localCpuMs),
        ms(gatewayCpuMs),
        `${(gatewayCpuMs / localCpuMs).toFixed(2)}x`,
        `${(first.gateway.audioMs / 1000).toFixed(1)} s`,
        `${median(pairs.map((p) => rtf(p.local))).toFixed(0)}x`,
        `${median(pairs.map((p) => rtf(p.gateway))).toFixed(0)}x`,
        sha(first.local.audio) === sha(first.gateway.audio) ? 'yes' : 'NO',
      ]);
    }
    console.log(
      table(
        [
          'chars',
          'runs',
          'in-proc',
          'gateway',
          'ratio',
          'CPU in-proc',
          'CPU gateway',
          'CPU ratio',
          'audio',
          'RTF in-proc',
          'RTF gateway',
          'same bytes',
        ],
        rows,
      ),
    );
    console.log(
      '  in-proc, gateway: median wall time; ratio: gateway/in-proc, target <= 1.15x (DESIGN: ' +
        '200 chars, mp3)\n  CPU: mean CPU time per run, all threads, gateway process only (not ' +
        'the client)\n  RTF: audio s per wall s, median; gateway audio from x-audio-duration-ms',
    );
  }

  // 3. Stream mode: time to the first byte of the response body.
  for (const c of CASES.filter((x) => x.streams)) {
    const body = { ...c.body, input: proseOfLength(STREAM_CHARS), stream: true };
    const job = localSpeechJob(parseSyncSpeech(c.body.model, body));
    const { pairs } = await alternate(
      STREAM_RUNS,
      () => renderInProcess(runtime, job),
      () => gateway.speak(body),
      gatewayCpu,
    );
    const firstGateway = pairs.map((p) => p.gateway.firstByteMs);
    const firstLocal = pairs.map((p) => p.local.firstByteMs);
    const firstSentence = splitSentences(job.text)[0]?.text.length ?? 0;
    console.log(
      `\n${c.title}, stream mode ("stream": true), ${STREAM_CHARS.toLocaleString('en')} chars ` +
        `(first sentence ${firstSentence} chars), ${STREAM_RUNS} runs each side`,
    );
    console.log(
      `  first audio byte, gateway (response body)   : median ${ms(median(firstGateway))}, ` +
        `p90 ${ms(p90(firstGateway))}  (target < 150 ms)`,
    );
    console.log(
      `  first audio byte, in-process (first encoded): median ${ms(median(firstLocal))}, ` +
        `p90 ${ms(p90(firstLocal))}`,
    );
    console.log(
      `  whole stream: gateway median ${ms(median(pairs.map((p) => p.gateway.totalMs)))} ` +
        `(RTF ${median(pairs.map((p) => rtf(p.gateway))).toFixed(0)}x, audio from the trailer), ` +
        `in-process median ${ms(median(pairs.map((p) => p.local.totalMs)))}`,
    );
  }
  console.log(
    `\ntotal ${((performance.now() - tStart) / 1000).toFixed(0)} s; ` +
      `load average ${os.loadavg()[0]?.toFixed(1)} at the end (this bench alone keeps ~2 busy)`,
  );
} finally {
  client?.close();
  await runtime.close();
  if (child && child.exitCode === null && child.signalCode === null) await stop(child);
  rmSync(dataDir, { recursive: true, force: true });
}
