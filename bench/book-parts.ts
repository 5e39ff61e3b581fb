// A book rendered in one pass and in parts (docs/architecture.md "A book in parts"), in this
// process with the real engines, no gateway: 100,000 characters with `#` chapters,
// beta-speech-v8 / en_female_ava, MP3 128 kb/s. Prints the one-pass time, plan + parts (one
// after another) + join, the join alone (reading the parts and encoding), the parts' files on
// disk, and whether both MP3s are the same bytes. Asserts nothing. BENCH_CHARS overrides the
// length.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { partBytes } from '../server/speech/book/parts-files.ts';
import { speechPartedHandler } from '../server/speech/book/parts.ts';
import { INPUT_FILE } from '../server/speech/history.ts';
import { SpeechRuntime } from '../server/speech/runtime.ts';
import { speechTaskHandler } from '../server/speech/task-handler.ts';
import type { SpeechTaskRecord } from '../server/speech/task-record.ts';
import { FilesArea } from '../server/store/files.ts';
import type { TaskRepository } from '../server/store/ports.ts';
import { newTaskId } from '../server/tasks/ids.ts';
import type { TaskContext } from '../server/tasks/runner.ts';

const CHARS = Number(process.env.BENCH_CHARS ?? 100_000);
const CHAPTERS = 10;
const SENTENCES = [
  'The keeper climbed the stairs at dusk, as she had done for thirty years.',
  'Ships passed the point without a thought for the light that kept them off the rocks.',
  'Her logbook recorded the weather, the oil, and now and then a line about the gulls.',
  'Why had the inspector come so late in the season, and on foot?',
  'By morning the fog had lifted, and the harbour lay flat and silver below.',
];

function book(length: number): string {
  const per = Math.floor(length / CHAPTERS);
  let text = '';
  for (let c = 1; c <= CHAPTERS; c++) {
    let chapter = `# Chapter ${c}\n\n`;
    for (let i = 0; chapter.length < per - 2; i++) {
      chapter += SENTENCES[(i * 3 + c) % SENTENCES.length]!;
      chapter += i % 9 === 8 ? '\n\n' : ' ';
    }
    text += `${chapter.slice(0, per - 2)}\n\n`;
  }
  return text.slice(0, length);
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

const dir = await mkdtemp(path.join(tmpdir(), 'voxmesh-bench-parts-'));
const files = new FilesArea(dir);
await files.init();
const runtime = new SpeechRuntime();
const deps = { files, taskStore: {} as TaskRepository };
const text = book(CHARS);

async function newTask(): Promise<SpeechTaskRecord> {
  const record: SpeechTaskRecord = {
    ...{ id: newTaskId(), kind: 'speech', source: 'task', owner: 'bench', key_id: 'bench' },
    ...{ model: 'beta-speech-v8', status: 'in_progress', progress: 0, created_at: 0, seq: 1 },
    files: {},
    request: {
      ...{ mode: 'speech', input_preview: '', format: 'mp3', bitrate_kbps: 128 },
      voice: 'en_female_ava',
      prosody: { tempo: 1, pitch: 1, volume: 1, temperature: null },
      timestamp_type: 'word',
    },
  };
  await files.write('speech', record.id, INPUT_FILE, text);
  return record;
}
const ctx = (record: SpeechTaskRecord): TaskContext => ({
  record,
  signal: new AbortController().signal,
  progress: () => undefined,
});

try {
  await runtime.warmUp(undefined, runtime.pool.size);
  const one = await newTask();
  let t = performance.now();
  const outcome = await speechTaskHandler(deps, runtime)(ctx(one));
  console.log(`one pass: ${seconds(t)} s for ${text.length} characters`);
  console.log(
    `  ${(outcome.duration_ms! / 60_000).toFixed(1)} min of audio, ${outcome.bytes} bytes`,
  );

  const parted = await newTask();
  const handler = speechPartedHandler(deps, runtime);
  t = performance.now();
  const count = await handler.plan(ctx(parted));
  console.log(`plan: ${seconds(t)} s, ${count} parts`);
  const partsStart = performance.now();
  for (let i = 0; i < count; i++) await handler.part(ctx(parted), i);
  console.log(`parts one after another: ${seconds(partsStart)} s`);
  let disk = 0;
  for (let i = 0; i < count; i++) disk += await partBytes(files, parted.id, i);
  console.log(`parts on disk: ${(disk / 1e6).toFixed(1)} MB`);
  const joinStart = performance.now();
  const joined = await handler.join(ctx(parted));
  console.log(`join: ${seconds(joinStart)} s; plan + parts + join: ${seconds(t)} s`);
  const a = await readFile(files.pathFor('speech', one.id, outcome.files.content!));
  const b = await readFile(files.pathFor('speech', parted.id, joined.files.content!));
  console.log(`same MP3 bytes as the one pass: ${a.equals(b)}`);
} finally {
  await runtime.close();
  await rm(dir, { recursive: true, force: true });
}
