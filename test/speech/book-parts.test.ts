import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import NodeID3 from 'node-id3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimedSpan, TimestampsDocument } from '../../contract/speech.ts';
import { applyProsody } from '../../server/speech/audio/dsp.ts';
import { encodeWav } from '../../server/speech/audio/wav.ts';
import { detectChapters } from '../../server/speech/book/chapters.ts';
import { planParts, PART_TARGET } from '../../server/speech/book/parts-plan.ts';
import { speechPartedHandler } from '../../server/speech/book/parts.ts';
import { INPUT_FILE } from '../../server/speech/history.ts';
import { SpeechRuntime } from '../../server/speech/runtime.ts';
import { REFERENCE_FILE, speechTaskHandler } from '../../server/speech/task-handler.ts';
import type { SpeechTaskRecord, SpeechTaskRequest } from '../../server/speech/task-record.ts';
import { LexiconMatcher } from '../../server/speech/text/lexicon-matcher.ts';
import { splitSentences } from '../../server/speech/text/sentences.ts';
import { normalizeForSpeech } from '../../server/speech/text/normalize.ts';
import { FilesArea } from '../../server/store/files.ts';
import type { TaskRepository } from '../../server/store/ports.ts';
import { newTaskId } from '../../server/tasks/ids.ts';
import type { TaskContext, TaskOutcome } from '../../server/tasks/runner.ts';
import { cpLength, cpSlice } from '../../server/text/code-points.ts';
import { scanMp3 } from '../helpers/decoded.ts';
import { prose } from '../helpers/prose.ts';

/** Rendering a book several times over: minutes on a shared two-core machine. */
const BOOK_TIMEOUT_MS = 1_800_000;

/**
 * A book of about 20,000 code points: a title, two `#` chapters of paragraphs, each about two
 * parts long, so it is cut inside each chapter and where the second starts: every kind of seam
 * a longer book has (more chapters would only repeat them, and it is rendered three times).
 */
const CHAPTERS = [1, 2];
const BOOK = [
  'The Lighthouse Keeper',
  ...CHAPTERS.flatMap((n) => [`# Chapter ${n}`, prose(9_950)]),
].join('\n\n');

let runtime: SpeechRuntime;
let dir: string;
let files: FilesArea;
// Tasks here never record themselves (the runner does); the session needs no repository.
const taskStore = {} as TaskRepository;

beforeAll(async () => {
  runtime = new SpeechRuntime({ workers: 2 });
  dir = await mkdtemp(path.join(tmpdir(), 'voxmesh-book-parts-'));
  files = new FilesArea(dir);
  await files.init();
});
afterAll(async () => {
  await runtime.close();
  await rm(dir, { recursive: true, force: true });
});

async function newTask(
  text: string,
  request: Partial<SpeechTaskRequest> = {},
  model = 'beta-speech-v8',
): Promise<SpeechTaskRecord> {
  const record: SpeechTaskRecord = {
    id: newTaskId(),
    kind: 'speech',
    source: 'task',
    owner: 'owner-1',
    key_id: 'key-1',
    model,
    status: 'in_progress',
    progress: 0,
    created_at: 0,
    seq: 1,
    files: {},
    request: {
      mode: 'speech',
      input_preview: '',
      format: 'mp3',
      bitrate_kbps: 128,
      voice: 'en_female_ava',
      prosody: { tempo: 1, pitch: 1, volume: 1, temperature: null },
      timestamp_type: 'word',
      ...request,
    },
  };
  await files.write('speech', record.id, INPUT_FILE, text);
  return record;
}

function contextOf(record: SpeechTaskRecord, progress: number[] = []): TaskContext {
  return {
    record,
    signal: new AbortController().signal,
    progress: (percent) => void progress.push(percent),
  };
}

interface Rendered {
  outcome: TaskOutcome;
  audio: Buffer;
  stamps: TimestampsDocument;
}

async function outputsOf(record: SpeechTaskRecord, outcome: TaskOutcome): Promise<Rendered> {
  const audio = await readFile(files.pathFor('speech', record.id, outcome.files.content!));
  const stamps = JSON.parse(
    await readFile(files.pathFor('speech', record.id, outcome.files.timestamps!), 'utf8'),
  ) as TimestampsDocument;
  return { outcome, audio, stamps };
}

type Order = 'in order' | 'in reverse' | 'at once';

/** plan → every part (in `order`) → join, as workers would; each part's files, as written. */
async function renderInParts(
  record: SpeechTaskRecord,
  order: Order,
): Promise<Rendered & { parts: Buffer[][]; partProgress: number[][] }> {
  const handler = speechPartedHandler({ files, taskStore }, runtime);
  const count = await handler.plan(contextOf(record));
  const indexes = Array.from({ length: count }, (_, i) => i);
  const partProgress = indexes.map((): number[] => []);
  const part = (i: number) => handler.part(contextOf(record, partProgress[i]), i);
  if (order === 'at once') await Promise.all(indexes.map(part));
  else for (const i of order === 'in order' ? indexes : indexes.toReversed()) await part(i);
  for (const i of indexes) expect(await handler.partDone(record, i)).toBe(true);
  // A book of one part has no part files: that part rendered it in one pass.
  const parts = await Promise.all(
    (count > 1 ? indexes : []).map((i) =>
      Promise.all(
        (['pcm', 'json'] as const).map((ext) =>
          readFile(files.pathFor('speech', record.id, `part-${String(i).padStart(4, '0')}.${ext}`)),
        ),
      ),
    ),
  );
  const outcome = await handler.join(contextOf(record));
  return { ...(await outputsOf(record, outcome)), parts, partProgress };
}

/** Spans in order, inside the audio, each the text its code points index in `text`. */
function expectTimeline(spans: readonly TimedSpan[], text: string, durationMs: number): void {
  let start = 0;
  let char = 0;
  for (const span of spans) {
    expect(span.start_ms).toBeGreaterThanOrEqual(start);
    expect(span.end_ms).toBeGreaterThanOrEqual(span.start_ms);
    expect(span.end_ms).toBeLessThanOrEqual(durationMs);
    expect(span.char_start).toBeGreaterThanOrEqual(char);
    expect(cpSlice(text, span.char_start, span.char_end)).toBe(span.text);
    start = span.start_ms;
    char = span.char_end;
  }
}

describe('a book planned in parts', () => {
  it('plans one part for a short text', async () => {
    const text = prose(3_000);
    expect(await planParts(text, { locale: 'en-US' })).toEqual({
      characters: 3_000,
      parts: [{ charStart: 0, charEnd: 3_000 }],
    });
  });

  it('cuts ~5,000-code-point parts between the renderer’s sentences, before each chapter', async () => {
    const chapters = detectChapters(BOOK);
    const plan = await planParts(BOOK, { locale: 'en-US', chapters });
    expect(plan.characters).toBe(cpLength(BOOK));
    expect(plan.parts[0]!.charStart).toBe(0);
    expect(plan.parts.at(-1)!.charEnd).toBe(plan.characters);
    // The renderer's sentences of the whole text, in code points of the text sent.
    const normalized = normalizeForSpeech(BOOK, 'en-US');
    const starts = new Set(
      splitSentences(normalized.text).map((s) => normalized.mapSpan(s.charStart, s.charEnd).start),
    );
    for (const [i, part] of plan.parts.entries()) {
      if (i > 0) expect(part.charStart).toBe(plan.parts[i - 1]!.charEnd);
      if (i > 0) expect(starts.has(part.charStart)).toBe(true);
      expect(part.charEnd - part.charStart).toBeLessThanOrEqual(PART_TARGET * 1.2);
      expect(part.gapAfter === undefined).toBe(i === plan.parts.length - 1);
    }
    // Every chapter after the first begins a part: its heading is the part's first sentence.
    for (const chapter of chapters.slice(1)) {
      const part = plan.parts.find((p) => p.charStart >= chapter.charStart)!;
      expect(cpSlice(BOOK, chapter.charStart, part.charStart).trim()).toMatch(/^#?$/u);
    }
  });

  it('cuts a paragraph longer than a part at a sentence end', async () => {
    const text = prose(12_000).replaceAll('\n\n', ' ');
    const plan = await planParts(text, { locale: 'en-US' });
    expect(plan.parts.length).toBeGreaterThan(1);
    for (const part of plan.parts.slice(0, -1)) {
      expect(part.gapAfter).toBe(' ');
      expect(cpSlice(text, part.charEnd - 2, part.charEnd)).toMatch(/[.!?] $/u);
    }
  });
});

describe('a book whose owner’s lexicon grows after it was planned', () => {
  it('fails each part still to run with input_too_long, as the lexicon now makes it too long', async () => {
    // Three parts of prose; with each e read as 500 letters it is well over 500,000.
    const text = prose(12_000);
    const record = await newTask(text);
    let lexicon: LexiconMatcher | null = null;
    const handler = speechPartedHandler({ files, taskStore, lexiconOf: () => lexicon }, runtime);
    expect(await handler.plan(contextOf(record))).toBeGreaterThan(1);
    lexicon = new LexiconMatcher([
      { grapheme: 'e', say: 'a'.repeat(500), caseSensitive: false, wholeWord: false, locales: [] },
    ]);
    await expect(handler.part(contextOf(record), 0)).rejects.toMatchObject({
      code: 'input_too_long',
      message: expect.stringMatching(/once your pronunciation lexicon is applied/) as string,
    });
    expect(await handler.partDone(record, 0)).toBe(false);
  });
});

describe('a book rendered in parts, then joined', () => {
  let inOrder: Rendered & { parts: Buffer[][]; partProgress: number[][] };

  beforeAll(async () => {
    inOrder = await renderInParts(await newTask(BOOK), 'in order');
  }, BOOK_TIMEOUT_MS);

  it('is gapless MP3 of the summed parts, with timestamps indexing the text and chapters', async () => {
    const { outcome, audio, stamps } = inOrder;
    expect(inOrder.parts.length).toBeGreaterThanOrEqual(4);
    const decoded = await scanMp3(audio);
    // The decoder adds the encoder's delay and pads the last frame: under three frames.
    expect(decoded.durationMs - outcome.duration_ms!).toBeGreaterThanOrEqual(0);
    expect(decoded.durationMs - outcome.duration_ms!).toBeLessThan(3 * 24);
    // Seams fall in the pauses: no click and no pause longer than a paragraph's.
    expect(decoded.clicks).toBe(0);
    expect(decoded.longestInnerSilenceMs).toBeLessThan(1_000);
    expect(stamps.type).toBe('word');
    expectTimeline(stamps.segments, BOOK, outcome.duration_ms!);
    expect(stamps.segments.length).toBeGreaterThan(3_000);
    expect(outcome.characters).toBe(cpLength(BOOK));
    const chapters = (outcome.result as { chapters: { title: string; start_ms: number }[] })
      .chapters;
    expect(chapters.map((c) => c.title)).toEqual(CHAPTERS.map((n) => `Chapter ${n}`));
    for (const [i, c] of chapters.entries()) {
      if (i > 0) expect(c.start_ms).toBeGreaterThan(chapters[i - 1]!.start_ms);
    }
    const tag = NodeID3.read(audio);
    expect(tag.chapter?.map((c) => [c.tags?.title, c.startTimeMs])).toEqual(
      chapters.map((c) => [c.title, c.start_ms]),
    );
    // Each part's percent rises to its end; the parts' files went with the join.
    for (const percents of inOrder.partProgress) {
      expect(percents.toSorted((a, b) => a - b)).toEqual(percents);
      expect(percents.at(-1)).toBeGreaterThan(99);
    }
    const left = await readdir(files.dirFor('speech', stamps.task_id));
    expect(left.toSorted()).toEqual(['audio.mp3', INPUT_FILE, 'timestamps.json']);
  });

  it.each<Order>(['in reverse', 'at once'])(
    'gives the same bytes, duration and timestamps with the parts rendered %s (each part the same bytes)',
    async (order) => {
      const other = await renderInParts(await newTask(BOOK), order);
      expect(other.parts.length).toBe(inOrder.parts.length);
      for (const [i, written] of other.parts.entries()) {
        expect(written[0]!.equals(inOrder.parts[i]![0]!), `part ${i} samples`).toBe(true);
        expect(written[1]!.equals(inOrder.parts[i]![1]!), `part ${i} sentences`).toBe(true);
      }
      expect(other.audio.equals(inOrder.audio)).toBe(true);
      expect(other.outcome.duration_ms).toBe(inOrder.outcome.duration_ms);
      expect((await scanMp3(other.audio)).samples).toBe((await scanMp3(inOrder.audio)).samples);
      expect(other.stamps.segments).toEqual(inOrder.stamps.segments);
      expect(other.outcome.result).toEqual(inOrder.outcome.result);
    },
    BOOK_TIMEOUT_MS,
  );
});

describe('a book in parts against the one-pass render', () => {
  it('renders a short text as one part in one pass: the one-pass bytes, the join only returns it', async () => {
    const text = `# Short\n\n${prose(2_000)}`;
    const parted = await renderInParts(await newTask(text), 'in order');
    expect(parted.parts).toEqual([]);
    const record = await newTask(text);
    const one = await outputsOf(
      record,
      await speechTaskHandler({ files, taskStore }, runtime)(contextOf(record)),
    );
    expect(parted.audio.equals(one.audio)).toBe(true);
    expect(parted.outcome).toEqual(one.outcome);
    expect(parted.partProgress[0]!.at(-1)).toBeGreaterThan(99);
    const left = await readdir(files.dirFor('speech', parted.stamps.task_id));
    expect(left.toSorted()).toEqual(['audio.mp3', INPUT_FILE, 'timestamps.json']);
  });

  it(
    'gives the one-pass bytes, timestamps and chapters, a paragraph longer than a part included',
    async () => {
      const text = [
        '# Opening',
        prose(3_000),
        '# A long paragraph',
        prose(9_000).replaceAll('\n\n', ' '),
      ].join('\n\n');
      const request = { timestamp_type: 'sentence' as const, bitrate_kbps: 64 as const };
      const parted = await renderInParts(await newTask(text, request), 'in reverse');
      expect(parted.parts.length).toBeGreaterThanOrEqual(3);
      const record = await newTask(text, request);
      const one = await outputsOf(
        record,
        await speechTaskHandler({ files, taskStore }, runtime)(contextOf(record)),
      );
      expect(parted.audio.equals(one.audio)).toBe(true);
      expect(parted.stamps.segments).toEqual(one.stamps.segments);
      expect(parted.outcome).toEqual(one.outcome);
    },
    BOOK_TIMEOUT_MS,
  );

  it(
    'gives the one-pass WAV of a gamma task, its reference measured once',
    async () => {
      const base = await runtime.pool.synthesize(
        'Good morning. I would like to tell you a short story about the sea and a small boat.',
        { engine: 'espeak', name: 'en-us', variant: 'f3' },
      );
      const high = await applyProsody(base.pcm, base.sampleRate, { pitch: 1.3 });
      const url = `data:audio/wav;base64,${Buffer.from(encodeWav(high, base.sampleRate)).toString('base64')}`;
      const text = prose(7_000);
      const gamma = {
        format: 'wav' as const,
        bitrate_kbps: null,
        emotion: 'neutral' as const,
        emotion_weight: 0.5,
      };
      const rendered: Buffer[] = [];
      for (const run of ['parts', 'one pass'] as const) {
        const record = await newTask(text, gamma, 'gamma-tts-2');
        delete record.request.voice;
        delete record.request.prosody;
        delete record.request.timestamp_type;
        await files.write('speech', record.id, REFERENCE_FILE, url);
        if (run === 'parts') {
          const result = await renderInParts(record, 'at once');
          expect(result.parts.length).toBe(2);
          rendered.push(result.audio);
        } else {
          const outcome = await speechTaskHandler({ files, taskStore }, runtime)(contextOf(record));
          rendered.push((await outputsOf(record, outcome)).audio);
        }
        const left = await readdir(files.dirFor('speech', record.id));
        expect(left.toSorted()).toEqual(['audio.wav', INPUT_FILE, 'timestamps.json']);
      }
      expect(rendered[0]!.equals(rendered[1]!)).toBe(true);
    },
    BOOK_TIMEOUT_MS,
  );
});
