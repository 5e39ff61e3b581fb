// The team server on this machine (docs/deploy.md "How far it scales"): a 200,000-character
// book rendered by 1 worker process, then by 2 (each `--concurrency 1`), behind a gateway
// with `--local-workers 0`, on throw-away PostgreSQL and Redis; the speed-up (target ≥ 1.7×
// on 2 cores), each worker's peak RSS, and the queue's own cost per part: 200 parts of a
// task that does nothing, through BullMQ on the same Redis (target < 20 ms). Asserts nothing.
// BENCH_CHARS overrides the book's length. Needs PostgreSQL 15 and redis-server (Debian's
// `postgresql` and `redis-server`); uses VOXMESH_TEST_POSTGRES_URL / VOXMESH_TEST_REDIS_URL
// when set, else starts its own with scripts/team-servers.mjs.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { silentLogger } from '../server/log.ts';
import { BullMqQueue } from '../server/tasks/bullmq-queue.ts';
import { PROSE } from './lib/prose.ts';

const CHARS = Number(process.env.BENCH_CHARS ?? 200_000);
const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CLI = path.join(ROOT, 'server/cli.ts');

function servers(): { postgres: string; redis: string; stop: () => void } {
  const postgres = process.env.VOXMESH_TEST_POSTGRES_URL;
  const redis = process.env.VOXMESH_TEST_REDIS_URL;
  if (postgres && redis) return { postgres, redis, stop: () => undefined };
  const dir = mkdtempSync(path.join(tmpdir(), 'voxmesh-bench-team-'));
  const started = spawnSync(process.execPath, ['scripts/team-servers.mjs', 'start', dir], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (started.status !== 0) {
    console.log(`skipped: could not start PostgreSQL and Redis:\n${started.stderr}`);
    process.exit(0);
  }
  const env = Object.fromEntries(
    readFileSync(path.join(dir, 'env'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => l.split('=') as [string, string]),
  );
  return {
    postgres: env.VOXMESH_TEST_POSTGRES_URL!,
    redis: env.VOXMESH_TEST_REDIS_URL!,
    stop: () => {
      spawnSync(process.execPath, ['scripts/team-servers.mjs', 'stop', dir], { cwd: ROOT });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function freshDatabase(admin: string): Promise<string> {
  const name = `voxmesh_bench_${randomBytes(5).toString('hex')}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const u = new URL(admin);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Starts `voxmesh <args>` and resolves with the process once a line matches `ready`. */
function startCli(
  args: string[],
  ready: RegExp,
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      cwd: ROOT,
      env: { ...process.env, VOXMESH_WARM_UP: '0', VOXMESH_SECRET_STORE: 'file', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const seen = (c: Buffer) => {
      out += c.toString();
      const m = ready.exec(out);
      if (m) resolve({ child, match: m });
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => reject(new Error(`voxmesh ${args[0]} exited ${code}:\n${out}`)));
  });
}

function peakRssMb(pid: number): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** One book through a gateway and `workers` worker processes; wall time and worker peaks. */
async function renderBook(
  admin: string,
  redis: string,
  workers: number,
  text: string,
): Promise<{ seconds: number; peaks: number[]; durationMs: number }> {
  const database = await freshDatabase(admin);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'voxmesh-bench-team-data-'));
  const env = { VOXMESH_QUEUE_PREFIX: `vmbench${randomBytes(4).toString('hex')}` };
  const team = ['--database', database, '--queue', redis];
  const gateway = await startCli(
    ['serve', '--port', '0', '--data-dir', dataDir, '--local-workers', '0', ...team],
    /listening on (http:\/\/\S+)[\s\S]*?(sk-[A-Za-z0-9_-]{43})/,
    env,
  );
  const [, url, key] = gateway.match;
  const procs: ChildProcess[] = [];
  try {
    for (let i = 0; i < workers; i++) {
      const w = await startCli(
        ['worker', '--data-dir', dataDir, '--concurrency', '1', ...team],
        /taking jobs/,
        env,
      );
      procs.push(w.child);
    }
    const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
    const started = performance.now();
    const submitted = (await (
      await fetch(`${url}/v1/audio/speech/tasks`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          model: 'beta-speech-v8',
          input: text,
          voice: 'en_female_ava',
          response_format: 'mp3',
        }),
      })
    ).json()) as { id: string };
    const peaks = procs.map(() => 0);
    for (;;) {
      const t = (await (
        await fetch(`${url}/v1/audio/speech/tasks/${submitted.id}`, { headers })
      ).json()) as { status: string; duration_ms?: number; error?: unknown };
      procs.forEach((p, i) => (peaks[i] = Math.max(peaks[i]!, peakRssMb(p.pid!))));
      if (t.status === 'completed') {
        return {
          seconds: (performance.now() - started) / 1000,
          peaks,
          durationMs: t.duration_ms ?? 0,
        };
      }
      if (t.status === 'failed') throw new Error(`the book failed: ${JSON.stringify(t.error)}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    for (const p of procs) await stopChild(p);
    await stopChild(gateway.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The queue's own cost per part: parts that do nothing, through one consumer. */
async function queueOverheadMs(redis: string, parts: number): Promise<number> {
  const queue = await BullMqQueue.open({
    url: redis,
    prefix: `vmbenchq${randomBytes(4).toString('hex')}`,
    concurrency: 1,
    log: silentLogger,
  });
  let done: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (done = resolve));
  let started = 0;
  queue.consume((job) => {
    if (job.step?.kind === 'join') done();
    else started++;
    return Promise.resolve();
  });
  const t0 = performance.now();
  await queue.enqueueParts(
    { id: 'task_bench', keyId: 'k', lane: 'local', priority: 0 },
    parts,
    Array.from({ length: parts }, (_, i) => i),
  );
  await finished;
  const ms = (performance.now() - t0) / (started + 1);
  await queue.close();
  return ms;
}

/** `n` characters of the bench prose, repeated, ending at a whole word. */
function book(n: number): string {
  const text = `${PROSE}\n\n`.repeat(Math.ceil(n / PROSE.length) + 1).slice(0, n);
  return text.slice(0, text.lastIndexOf(' '));
}

const s = servers();
try {
  const text = book(CHARS);
  const perPart = await queueOverheadMs(s.redis, 200);
  console.log(`queue overhead: ${perPart.toFixed(1)} ms per part (200 no-op parts + join)`);
  const one = await renderBook(s.postgres, s.redis, 1, text);
  console.log(
    `1 worker : ${one.seconds.toFixed(1)} s for ${CHARS.toLocaleString('en')} characters ` +
      `(${(one.durationMs / 1000 / 60).toFixed(1)} min of audio), worker peak RSS ${one.peaks.join(', ')} MB`,
  );
  const two = await renderBook(s.postgres, s.redis, 2, text);
  console.log(
    `2 workers: ${two.seconds.toFixed(1)} s, worker peak RSS ${two.peaks.join(', ')} MB; ` +
      `speed-up ${(one.seconds / two.seconds).toFixed(2)}× (target ≥ 1.7×)`,
  );
  console.log(
    `same audio: ${one.durationMs === two.durationMs ? 'yes' : 'NO'} (${one.durationMs} ms)`,
  );
} finally {
  s.stop();
}
