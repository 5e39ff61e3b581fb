// The gateway beside the native pipeline it is measured against (issue 33): the same prose as a
// speech task through the API (beta-speech-v8 / en_female_ava, 128k MP3, both cores), and
// through Debian's `flite -voice slt` + `lame -b 128` with the text split in two halves run at
// once (both cores). Prints both wall times and their ratio, the gateway's CPU time per thread
// (from /proc) and per stage (its own stage clock, VOXMESH_STAGE_CLOCK=1), and its peak RSS.
// Asserts nothing. BENCH_CHARS sets the length (default 100000; the README also quotes 500000);
// BENCH_GATEWAY=bundle runs the release bundle (`npm run build` first; no stage clock);
// BENCH_NATIVE=0 leaves out the native pipeline.
// Needs `flite` and `lame` (apt-get install flite lame); without them only the gateway runs.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnJsonLine, stop } from './lib/child.ts';
import { proseRepeated } from './lib/prose.ts';
import { startBundledGateway, stopBundled } from './lib/bundled-gateway.ts';

const CHARS = Number(process.env.BENCH_CHARS ?? 100_000);
const here = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));

function has(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
}

/** Splits at the sentence end nearest the middle, so neither half cuts a sentence. */
function halves(text: string): [string, string] {
  const mid = text.indexOf('. ', Math.floor(text.length / 2));
  const at = mid === -1 ? Math.floor(text.length / 2) : mid + 2;
  return [text.slice(0, at), text.slice(at)];
}

/** Runs a shell pipeline; resolves with the CPU seconds its commands used (bash `times`). */
function cpuOfShell(script: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', `${script}\ntimes`], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${script} exited with ${code}`));
      // `times` prints the shell's user/system time, then its children's: "0m1.5s 0m0.1s".
      const children = out.trim().split('\n').at(-1) ?? '';
      const seconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(
        (m) => Number(m[1]) * 60 + Number(m[2]),
      );
      resolve(seconds.reduce((a, b) => a + b, 0));
    });
  });
}

async function native(text: string): Promise<{ wall: number; cpu: number }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'voxmesh-native-'));
  try {
    const t0 = performance.now();
    const cpu = await Promise.all(
      halves(text).map((half, i) => {
        const txt = path.join(dir, `${i}.txt`);
        writeFileSync(txt, half);
        const wav = path.join(dir, `${i}.wav`);
        const mp3 = path.join(dir, `${i}.mp3`);
        return cpuOfShell(
          `flite -voice slt -f ${txt} -o ${wav} && lame --quiet -b 128 ${wav} ${mp3}`,
        );
      }),
    );
    return { wall: (performance.now() - t0) / 1000, cpu: cpu[0]! + cpu[1]! };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** CPU ms per thread name of a process (Linux /proc; USER_HZ 100). */
function threadCpu(pid: number): Map<string, number> {
  const byName = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended meanwhile
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = (Number(fields[11]) + Number(fields[12])) * 10;
    const label = Number(tid) === pid ? 'main (HTTP, encoding)' : name;
    byName.set(label, (byName.get(label) ?? 0) + ms);
  }
  return byName;
}

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

interface StageLine {
  stages: Record<string, { ms: number; count: number }>;
}

/** The gateway's stage clock, printed by bench/servers/gateway-server.ts on SIGUSR2. */
function stageClock(child: ChildProcess, lines: AsyncIterator<string>): Promise<StageLine> {
  child.kill('SIGUSR2');
  return lines.next().then((r) => JSON.parse(String(r.value)) as StageLine);
}

async function* linesOf(stream: NodeJS.ReadableStream): AsyncGenerator<string> {
  let buf = '';
  for await (const chunk of stream) {
    buf += String(chunk);
    for (let nl = buf.indexOf('\n'); nl !== -1; nl = buf.indexOf('\n')) {
      yield buf.slice(0, nl);
      buf = buf.slice(nl + 1);
    }
  }
}

async function gateway(text: string) {
  // BENCH_GATEWAY=bundle: the release bundle, as the desktop app runs it (no stage clock).
  const bundled =
    process.env.BENCH_GATEWAY === 'bundle'
      ? await startBundledGateway({ VOXMESH_WARM_UP: '0' })
      : null;
  const { child, info } =
    bundled ??
    (await spawnJsonLine<{ url: string; key: string }>(here('./servers/gateway-server.ts'), [], {
      VOXMESH_STAGE_CLOCK: '1',
      BENCH_WAIT_WARM: '1',
    }));
  const lines = bundled ? null : linesOf(child.stdout!)[Symbol.asyncIterator]();
  const clock = async () => (lines ? (await stageClock(child, lines)).stages : {});
  const auth = { Authorization: `Bearer ${info.key}` };
  try {
    const before = await clock();
    const cpuBefore = threadCpu(child.pid!);
    const t0 = performance.now();
    const submitted = (await (
      await fetch(`${info.url}/v1/audio/speech/tasks`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          model: 'beta-speech-v8',
          Text: text,
          VoiceId: 'en_female_ava',
          Bitrate: '128k',
        }),
      })
    ).json()) as { id: string };
    let task: { status: string; duration_ms?: number; content_url?: string };
    for (;;) {
      task = (await (
        await fetch(`${info.url}/v1/audio/speech/tasks/${submitted.id}`, { headers: auth })
      ).json()) as typeof task;
      if (task.status === 'completed' || task.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    if (task.status !== 'completed') throw new Error(`task ${task.status}`);
    const audio = await (await fetch(task.content_url!, { headers: auth })).arrayBuffer();
    const wall = (performance.now() - t0) / 1000;
    const cpuAfter = threadCpu(child.pid!);
    const after = await clock();
    const threads = [...cpuAfter]
      .map(([name, ms]) => [name, ms - (cpuBefore.get(name) ?? 0)] as const)
      .filter(([, ms]) => ms >= 50)
      .sort((a, b) => b[1] - a[1]);
    const stages = Object.entries(after)
      .map(([name, s]) => [name, s.ms - (before[name]?.ms ?? 0)] as const)
      .filter(([, ms]) => ms >= 1)
      .sort((a, b) => b[1] - a[1]);
    return {
      wall,
      threads,
      stages,
      audioS: (task.duration_ms ?? 0) / 1000,
      mb: audio.byteLength / 1e6,
      rss: peakRssMb(child.pid!),
    };
  } finally {
    await (bundled ? stopBundled(bundled) : stop(child));
  }
}

const text = proseRepeated(CHARS);
// BENCH_NATIVE=0 runs the gateway alone (its memory, say, on a machine too busy to time).
const wantNative = process.env.BENCH_NATIVE !== '0';
const haveNative = wantNative && has('flite') && has('lame');
if (wantNative && !haveNative)
  console.log('flite and lame are missing: `apt-get install flite lame` to compare (skipped).');
const api = await gateway(text);
const nat = haveNative ? await native(text) : null;
const s = (x: number) => `${x.toFixed(1)} s`;
console.log(`${CHARS.toLocaleString('en')} characters of prose, 128k MP3, both cores`);
console.log(
  `  gateway (API task, beta-speech-v8 / en_female_ava)  ${s(api.wall)}  ` +
    `(${(api.audioS / 60).toFixed(1)} min of audio, ${api.mb.toFixed(1)} MB, peak RSS ${api.rss.toFixed(0)} MB)`,
);
const cpuTotal = api.threads.reduce((sum, [, ms]) => sum + ms, 0);
if (nat !== null) {
  console.log(`  native flite -voice slt + lame -b 128, two halves  ${s(nat.wall)}`);
  console.log(
    `  ratio                                              ${(api.wall / nat.wall).toFixed(2)}× (target ≤ 1.3×)`,
  );
  console.log(
    `  CPU time: gateway ${s(cpuTotal / 1000)}, native ${s(nat.cpu)} = ${(cpuTotal / 1000 / nat.cpu).toFixed(2)}× ` +
      `(load-independent; equals the wall ratio when both keep both cores busy)`,
  );
}
console.log(`  gateway CPU by thread (total ${s(cpuTotal / 1000)}):`);
for (const [name, ms] of api.threads) console.log(`    ${name.padEnd(24)} ${s(ms / 1000)}`);
const stageTotal = api.stages.reduce((sum, [, ms]) => sum + ms, 0);
if (api.stages.length === 0) {
  console.log(
    '  (time by stage: run without BENCH_GATEWAY=bundle; the stage clock is in the tsx harness)',
  );
} else {
  console.log(`  gateway time by stage (thread time in each, total ${s(stageTotal / 1000)}):`);
  for (const [name, ms] of api.stages)
    console.log(
      `    ${name.padEnd(24)} ${s(ms / 1000)}  ${((ms / stageTotal) * 100).toFixed(1)} %`,
    );
}
