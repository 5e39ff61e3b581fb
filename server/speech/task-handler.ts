import { readFile, rm } from 'node:fs/promises';
import { speechCapabilitiesOf } from '../../contract/catalog.ts';
import type { TaskHandler } from '../tasks/runner.ts';
import type { SpeechTaskRecord, SpeechTaskResult } from './task-record.ts';
import type { SpeechJob } from './job.ts';
import { cloneForTask, gammaJob } from './gamma.ts';
import { INPUT_FILE } from './history.ts';
import { SpeechSession } from './recorded-session.ts';
import type { SpeechRuntime } from './runtime.ts';
import { requireVoice } from './voices/index.ts';
import type { SpeechDeps } from './deps.ts';
import { bookOfStored, type BookRequest, type StoredBook } from './book/book-request.ts';
import { ChapterClock, detectChapters } from './book/chapters.ts';
import { bookTag } from './book/id3.ts';

/**
 * Tasks of a model that clones a reference recording: its URL (a data: URL can be 27 MB; it
 * stays out of the database).
 */
export const REFERENCE_FILE = 'reference.url';
/** The book fields of a task (chapters, title, cover: book/book-request.ts), when given. */
export const BOOK_FILE = 'book.json';

async function readBook(ctx: Pick<SpeechDeps, 'files'>, id: string): Promise<BookRequest> {
  try {
    const text = await readFile(ctx.files.pathFor('speech', id, BOOK_FILE), 'utf8');
    return bookOfStored(JSON.parse(text) as StoredBook);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
}

/**
 * Seconds of work left from the rate so far: code points per second since the first step ended
 * (the engines' start-up before it would make the first estimates far too long), or since the
 * start while only one step is done. The estimate only goes down while the rate holds; if the
 * work slows down by more than half (another task started, say), it is measured afresh.
 */
export class EtaEstimate {
  readonly #startedAt = performance.now();
  #first: { at: number; done: number } | null = null;
  #last: number | undefined;

  constructor(private readonly total: number) {}

  update(done: number): number | undefined {
    const now = performance.now();
    let raw: number;
    if (this.#first === null || done <= this.#first.done) {
      this.#first ??= { at: now, done };
      const elapsed = (now - this.#startedAt) / 1000;
      if (done <= 0 || elapsed <= 0) return this.#last;
      raw = ((this.total - done) * elapsed) / done;
    } else {
      const elapsed = (now - this.#first.at) / 1000;
      raw = ((this.total - done) * elapsed) / (done - this.#first.done);
    }
    this.#last =
      this.#last === undefined || raw > this.#last * 1.5 ? raw : Math.min(raw, this.#last);
    return this.#last;
  }
}

/** A gamma task's job: the reference is fetched and measured as the task starts. */
async function gammaTaskJob(
  ctx: Pick<SpeechDeps, 'files' | 'allowPrivateFetch'>,
  record: SpeechTaskRecord,
  text: string,
  signal: AbortSignal,
  runtime: SpeechRuntime,
): Promise<SpeechJob> {
  const r = record.request;
  if (r.emotion === undefined || r.emotion_weight === undefined)
    throw new Error(`gamma task ${record.id} has no emotion`);
  const url = await readFile(ctx.files.pathFor('speech', record.id, REFERENCE_FILE), 'utf8');
  const request = {
    input: text,
    reference_audio_url: url,
    emotion: r.emotion,
    emotion_weight: r.emotion_weight,
    response_format: 'wav' as const,
  };
  return gammaJob(
    record.model as SpeechJob['model'],
    request,
    await cloneForTask(request, runtime, signal, {
      allowPrivateAddresses: ctx.allowPrivateFetch === true,
    }),
  );
}

/** Rebuilds the job of a stored task; its text lives in the task's input file. */
export function jobFromRecord(record: SpeechTaskRecord, text: string): SpeechJob {
  const r = record.request;
  if (r.voice === undefined || r.prosody === undefined)
    throw new Error(`task ${record.id} has no voice or prosody`);
  const model = record.model as SpeechJob['model'];
  return {
    model,
    mode: 'speech',
    text,
    voice: requireVoice(model, r.voice),
    prosody: r.prosody,
    format: r.format,
    bitrateKbps: r.bitrate_kbps ?? 128,
    timestampType: r.timestamp_type ?? 'sentence',
  };
}

/**
 * Renders a long-text task straight to disk (renderToFiles): one encoder for the whole text,
 * in the background. Memory stays flat however long the text; progress is the share of code
 * points done.
 */
export function speechTaskHandler(
  ctx: Pick<SpeechDeps, 'files' | 'taskStore' | 'allowPrivateFetch' | 'lexiconOf'>,
  runtime: SpeechRuntime,
): TaskHandler {
  return async ({ record, signal, progress }) => {
    if (record.kind !== 'speech') throw new Error(`not a speech task: ${record.id}`);
    const text = await readFile(ctx.files.pathFor('speech', record.id, INPUT_FILE), 'utf8');
    const job =
      speechCapabilitiesOf(record.model)?.voice === 'reference'
        ? await gammaTaskJob(ctx, record, text, signal, runtime)
        : jobFromRecord(record, text);
    const book = await readBook(ctx, record.id);
    const chapters = new ChapterClock(book.chapters ?? detectChapters(text));
    const tagged = job.format === 'mp3' && (chapters.count > 0 || book.title || book.cover);
    const deps = {
      files: ctx.files,
      taskStore: ctx.taskStore,
      runtime,
      ...(ctx.lexiconOf ? { lexiconOf: ctx.lexiconOf } : {}),
    };
    const session = new SpeechSession(deps, job, { source: 'task', record, signal });
    const characters = session.characters;
    const total = Math.max(1, characters);
    const eta = new EtaEstimate(total);
    const stored = await session.run({
      background: true,
      timestamps: job.timestampType,
      onStep: (step) => {
        chapters.sentence(step.sentence.char_end, step.sentence.start_ms);
        progress((step.charsDone / total) * 100, eta.update(step.charsDone));
      },
      ...(tagged
        ? {
            leadingTag: {
              initial: bookTag(book, chapters.placeholder(), chapters.count + 2),
              final: (durationMs: number) => bookTag(book, chapters.finish(durationMs), durationMs),
            },
          }
        : {}),
    });
    const timed = chapters.finish(stored.durationMs);
    await rm(ctx.files.pathFor('speech', record.id, REFERENCE_FILE), { force: true });
    return {
      files: stored.files,
      content_type: stored.contentType,
      duration_ms: stored.durationMs,
      characters,
      bytes: stored.bytes,
      ...(timed.length > 0
        ? {
            result: {
              chapters: timed.map((c) => ({
                title: c.title,
                start_ms: c.startMs,
                char_start: c.charStart,
              })),
            } satisfies SpeechTaskResult,
          }
        : {}),
    };
  };
}
