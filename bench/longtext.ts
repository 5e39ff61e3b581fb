// 500,000 characters through the API end to end: submit a speech task to a gateway in
// its own process, poll it to completion, download the audio. Prints wall time, the
// gateway's peak RSS (VmHWM, worker threads included), characters per second and the
// real-time factor. Targets: < 10 min, < 300 MB. Asserts nothing.
// BENCH_CHARS overrides the length (e.g. 50000 for a quick look).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { spawnJsonLine, stop } from './lib/child.ts';

const CHARS = Number(process.env.BENCH_CHARS ?? 500_000);
const here = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));

const SENTENCES = [
  'The archive opened at dawn, and the first readers drifted in with their coffee.',
  'Nobody expected the letters to survive two floods, a fire, and a careless move.',
  'Each page was cleaned, flattened, and photographed before anyone read a word.',
  'What did the writer want, and who was meant to find these pages?',
  'In the margins, someone had drawn small boats, dozens of them, all sailing east.',
  'The answer, when it came, was simpler and sadder than the rumours had been.',
];

function prose(length: number): string {
  let text = '';
  for (let i = 0; text.length < length; i++) {
    text += SENTENCES[(i * 7) % SENTENCES.length]!;
    text += i % 11 === 10 ? '\n\n' : ' ';
  }
  return text.slice(0, length);
}

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

const { child, info } = await spawnJsonLine<{ url: string; key: string }>(
  here('./servers/gateway-server.ts'),
);
const auth = { Authorization: `Bearer ${info.key}` };
try {
  const text = prose(CHARS);
  const t0 = performance.now();
  const submitted = (await (
    await fetch(`${info.url}/v1/audio/speech/tasks`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        model: 'beta-speech-v8',
        Text: text,
        VoiceId: 'en_female_ava',
        TimestampType: 'word',
      }),
    })
  ).json()) as { id: string };
  let task: { status: string; progress: number; duration_ms?: number; content_url?: string };
  let lastReport = 0;
  for (;;) {
    task = (await (
      await fetch(`${info.url}/v1/audio/speech/tasks/${submitted.id}`, { headers: auth })
    ).json()) as typeof task;
    if (task.status === 'completed' || task.status === 'failed') break;
    if (performance.now() - lastReport > 30_000) {
      lastReport = performance.now();
      console.log(`  … ${task.progress}% after ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
  if (task.status !== 'completed') throw new Error(`task ${task.status}`);
  const audio = Buffer.from(
    await (await fetch(task.content_url!, { headers: auth })).arrayBuffer(),
  );
  const wall = (performance.now() - t0) / 1000;
  const audioS = (task.duration_ms ?? 0) / 1000;
  console.log(
    `${CHARS.toLocaleString('en')} characters, beta-speech-v8 192k mp3 + word timestamps, through the API`,
  );
  console.log(`  wall time       ${wall.toFixed(1)} s (target < 600 s)`);
  console.log(
    `  peak RSS        ${peakRssMb(child.pid!).toFixed(0)} MB, gateway process incl. workers (target < 300 MB)`,
  );
  console.log(`  characters/s    ${(CHARS / wall).toFixed(0)}`);
  console.log(
    `  audio           ${(audioS / 3600).toFixed(2)} h, ${(audio.length / 1e6).toFixed(1)} MB`,
  );
  console.log(`  real-time factor ${(audioS / wall).toFixed(1)}× (audio seconds per wall second)`);
} finally {
  await stop(child);
}
