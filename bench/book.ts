// A book of 490,000 characters (≈ 500,000 once its lexicon applies) with 40 chapters through
// the API end to end: a lexicon of a few entries, a speech task with the book's title and cover, chapters found in its markdown
// headings; polled to completion (eta_seconds printed as it goes), the MP3 streamed down and
// its ID3 chapter frames read back. Prints wall time, the gateway's peak RSS (VmHWM, worker
// threads included), characters per second and the chapters. Targets: < 10 min, < 200 MB on
// 2 cores. Asserts nothing. BENCH_CHARS overrides the length (e.g. 50000 for a quick look);
// BENCH_GATEWAY=bundle runs the release bundle (`npm run build` first).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import NodeID3 from 'node-id3';
import { id3v2Size } from '../server/speech/audio/mp3-frames.ts';
import { spawnJsonLine, stop } from './lib/child.ts';
import { startBundledGateway, stopBundled } from './lib/bundled-gateway.ts';

// 490,000: the lexicon's aliases make it ≈ 498,000 once applied, under the 500,000 limit.
const CHARS = Number(process.env.BENCH_CHARS ?? 490_000);
const CHAPTERS = 40;
const here = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));

const SENTENCES = [
  'The keeper climbed the stairs at dusk, as she had done for thirty years.',
  'Ships passed the point without a thought for the light that kept them off the rocks.',
  'Her logbook recorded the weather, the oil, and now and then a line about the gulls.',
  'Why had the inspector come so late in the season, and on foot?',
  'The NGINX server in the village office blinked, ignored, in a corner.',
  'By morning the fog had lifted, and the harbour lay flat and silver below.',
];

function book(length: number): string {
  const per = Math.floor(length / CHAPTERS);
  let text = '';
  for (let c = 1; c <= CHAPTERS; c++) {
    let chapter = `## Chapter ${c}\n\n`;
    for (let i = 0; chapter.length < per - 2; i++) {
      chapter += SENTENCES[(i * 7 + c) % SENTENCES.length]!;
      chapter += i % 11 === 10 ? '\n\n' : ' ';
    }
    text += `${chapter.slice(0, per - 2)}\n\n`;
  }
  return text.slice(0, length);
}

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** The first `limit` bytes of a download, the rest read and dropped (counted). */
async function head(url: string, auth: Record<string, string>, limit: number) {
  const res = await fetch(url, { headers: auth });
  const reader = res.body!.getReader();
  const kept: Uint8Array[] = [];
  let have = 0;
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (have < limit) {
      kept.push(value);
      have += value.length;
    }
  }
  return { bytes: Buffer.concat(kept), total };
}

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgYAAAAAMAAWgmWQ0AAAAASUVORK5CYII=';

// BENCH_GATEWAY=bundle measures the release bundle (what the desktop app runs) instead.
const bundled = process.env.BENCH_GATEWAY === 'bundle' ? await startBundledGateway() : null;
const { child, info } =
  bundled ??
  (await spawnJsonLine<{ url: string; key: string }>(here('./servers/gateway-server.ts')));
const auth = { Authorization: `Bearer ${info.key}` };
const json = { ...auth, 'Content-Type': 'application/json' };
// BENCH_AFTER_WARM_UP=1: the book is sent once the gateway's warm-up is over and its workers
// have compacted (a user who opened the app a while ago); by default it is sent as soon as the
// gateway answers (a book resumed at start: the harder case).
if (process.env.BENCH_AFTER_WARM_UP === '1') {
  for (;;) {
    const res = await fetch(`${info.url}/v1/server`, { headers: auth });
    if (((await res.json()) as { warm_up?: string }).warm_up === 'done') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 12_000));
  console.log(`  after warm-up   ${peakRssMb(child.pid ?? 0).toFixed(0)} MB peak so far`);
}
try {
  await fetch(`${info.url}/v1/audio/lexicon`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      entries: [
        { grapheme: 'NGINX', alias: 'engine x' },
        { grapheme: 'logbook', phonemes: 'L AO1 G B UH2 K' },
        { grapheme: 'gulls', alias: 'seagulls', case_sensitive: true },
      ],
    }),
  });
  const text = book(CHARS);
  const t0 = performance.now();
  const submission = await fetch(`${info.url}/v1/audio/speech/tasks`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      model: 'beta-speech-v8',
      Text: text,
      VoiceId: 'en_female_ava',
      TimestampType: 'word',
      title: 'The Keeper',
      cover: `data:image/png;base64,${PNG}`,
    }),
  });
  if (!submission.ok) {
    throw new Error(`the task was refused: ${submission.status} ${await submission.text()}`);
  }
  const submitted = (await submission.json()) as { id: string };
  let task: {
    status: string;
    progress: number;
    eta_seconds?: number;
    duration_ms?: number;
    content_url?: string;
    chapters?: { title: string; start_ms: number }[];
  };
  let lastReport = 0;
  for (;;) {
    task = (await (
      await fetch(`${info.url}/v1/audio/speech/tasks/${submitted.id}`, { headers: auth })
    ).json()) as typeof task;
    if (task.status === 'completed' || task.status === 'failed') break;
    if (performance.now() - lastReport > 30_000) {
      lastReport = performance.now();
      console.log(
        `  … ${task.progress}% after ${((performance.now() - t0) / 1000).toFixed(0)} s, eta ${task.eta_seconds ?? '—'} s`,
      );
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
  if (task.status !== 'completed') throw new Error(`task ${task.status}`);
  const wall = (performance.now() - t0) / 1000;
  const audio = await head(task.content_url!, auth, 1 << 20);
  const tags = NodeID3.read(audio.bytes.subarray(0, id3v2Size(audio.bytes)));
  const frames = tags.chapter ?? [];
  const inside = frames.every((f) => f.startTimeMs < (task.duration_ms ?? 0));
  const audioS = (task.duration_ms ?? 0) / 1000;
  console.log(
    `${CHARS.toLocaleString('en')} characters, ${CHAPTERS} chapters, beta-speech-v8 mp3 + word timestamps`,
  );
  console.log(`  wall time       ${wall.toFixed(1)} s (target < 600 s)`);
  console.log(
    `  peak RSS        ${peakRssMb(child.pid!).toFixed(0)} MB, gateway process incl. workers (target < 200 MB)`,
  );
  console.log(`  characters/s    ${(CHARS / wall).toFixed(0)}`);
  console.log(
    `  audio           ${(audioS / 3600).toFixed(2)} h, ${(audio.total / 1e6).toFixed(1)} MB`,
  );
  console.log(
    `  chapters        ${task.chapters?.length ?? 0} on the task, ${frames.length} CHAP frames (${inside ? 'all' : 'NOT all'} inside the audio), title "${tags.title ?? ''}", cover ${typeof tags.image === 'object' ? 'yes' : 'no'}`,
  );
} finally {
  await (bundled ? stopBundled(bundled) : stop(child));
}
