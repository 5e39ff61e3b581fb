import { readFile, rm } from 'node:fs/promises';
import { speechCapabilitiesOf } from '../../contract/catalog.ts';
import {
  TaskFailure,
  type PartedTaskHandler,
  type TaskContext,
  type TaskHandler,
  type TaskOutcome,
} from '../tasks/runner.ts';
import { ApiError } from '../http/errors.ts';
import type { CloneSettings } from './cloning/index.ts';
import type { SegmentSynthesis } from './engines/synthesize-text.ts';
import type { SpeechTaskRecord, SpeechTaskResult } from './task-record.ts';
import type { SpeechJob } from './job.ts';
import { cloneForTask, gammaJob } from './gamma.ts';
import { INPUT_FILE } from './history.ts';
import { SpeechSession } from './recorded-session.ts';
import type { SpeechRuntime } from './runtime.ts';
import { CATALOG_VOICES, type VoiceDirectory } from './voices/directory.ts';
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

export async function readBook(ctx: Pick<SpeechDeps, 'files'>, id: string): Promise<BookRequest> {
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

/**
 * Fetches and measures a gamma task's reference (the voice it speaks with), from the URL in its
 * folder; `text` is the task's whole text (its language picks the base voice).
 */
export async function measureTaskReference(
  ctx: Pick<SpeechDeps, 'files' | 'allowPrivateFetch'>,
  record: SpeechTaskRecord,
  text: string,
  signal: AbortSignal,
  runtime: SpeechRuntime,
): Promise<CloneSettings> {
  const r = record.request;
  if (r.emotion === undefined || r.emotion_weight === undefined)
    throw new Error(`gamma task ${record.id} has no emotion`);
  const url = await readFile(ctx.files.pathFor('speech', record.id, REFERENCE_FILE), 'utf8');
  return cloneForTask(
    {
      input: text,
      reference_audio_url: url,
      emotion: r.emotion,
      emotion_weight: r.emotion_weight,
      response_format: 'wav',
    },
    runtime,
    signal,
    { allowPrivateAddresses: ctx.allowPrivateFetch === true },
  );
}

/** Whether a task's model clones a reference recording (a gamma task). */
export function clonesReference(record: SpeechTaskRecord): boolean {
  return speechCapabilitiesOf(record.model)?.voice === 'reference';
}

/**
 * The job of a stored task over its whole `text`: a catalog voice, or for a gamma task the voice
 * `clone` measured from its reference.
 */
export function taskJob(
  record: SpeechTaskRecord,
  text: string,
  clone: CloneSettings | null,
  voices?: VoiceDirectory,
): SpeechJob {
  if (!clonesReference(record)) return jobFromRecord(record, text, voices);
  if (!clone) throw new Error(`gamma task ${record.id} has no measured reference`);
  return gammaJob(record.model as SpeechJob['model'], { input: text }, clone);
}

/**
 * Rebuilds the job of a stored task; its text lives in the task's input file. `voices` is the
 * gateway's directory (voice packs and bindings: docs/voice-packs.md).
 */
export function jobFromRecord(
  record: SpeechTaskRecord,
  text: string,
  voices: VoiceDirectory = CATALOG_VOICES,
): SpeechJob {
  const r = record.request;
  if (r.voice === undefined || r.prosody === undefined)
    throw new Error(`task ${record.id} has no voice or prosody`);
  const model = record.model as SpeechJob['model'];
  return {
    model,
    mode: 'speech',
    text,
    voice: voices.require(model, r.voice),
    prosody: r.prosody,
    format: r.format,
    bitrateKbps: r.bitrate_kbps ?? 128,
    timestampType: r.timestamp_type ?? 'sentence',
  };
}

/** What a speech task's handlers use of the gateway. */
export type SpeechTaskDeps = Pick<
  SpeechDeps,
  'files' | 'taskStore' | 'allowPrivateFetch' | 'lexiconOf' | 'voices'
>;

/**
 * Renders a task's job to its outputs (renderToFiles: one encoder for the whole text, in the
 * background): the audio, its timestamps, the chapters placed in time and, for an MP3, the ID3
 * tag (title, cover, chapters). `sentences`, when given, are the job's sentences already
 * synthesized (a book's parts being joined: book/parts.ts); otherwise they are synthesized now.
 * Progress is the share of code points done. Memory stays flat however long the text.
 */
export async function renderTaskAudio(
  ctx: SpeechTaskDeps,
  runtime: SpeechRuntime,
  { record, signal, progress }: TaskContext,
  job: SpeechJob,
  sentences?: AsyncIterable<SegmentSynthesis>,
): Promise<TaskOutcome> {
  if (record.kind !== 'speech') throw new Error(`not a speech task: ${record.id}`);
  const book = await readBook(ctx, record.id);
  const chapters = new ChapterClock(book.chapters ?? detectChapters(job.text));
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
    ...(sentences ? { sentences } : {}),
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
}

/** A task's whole text, from its folder. */
export function readTaskText(ctx: Pick<SpeechDeps, 'files'>, id: string): Promise<string> {
  return readFile(ctx.files.pathFor('speech', id, INPUT_FILE), 'utf8');
}

/**
 * Renders a long-text task in one pass, on the worker that took it (renderTaskAudio). A book
 * shared out in parts over many workers is book/parts.ts.
 */
export function speechTaskHandler(ctx: SpeechTaskDeps, runtime: SpeechRuntime): TaskHandler {
  return reportingClientErrors(async (task) => {
    const { record, signal } = task;
    if (record.kind !== 'speech') throw new Error(`not a speech task: ${record.id}`);
    const text = await readTaskText(ctx, record.id);
    const clone = clonesReference(record)
      ? await measureTaskReference(ctx, record, text, signal, runtime)
      : null;
    const job = taskJob(record, text, clone, ctx.voices);
    const outcome = await renderTaskAudio(ctx, runtime, task, job);
    await rm(ctx.files.pathFor('speech', record.id, REFERENCE_FILE), { force: true });
    return outcome;
  });
}

/**
 * A run's failure that speaks to the client (an ApiError: an unknown voice, a voice pack that
 * failed) becomes the task's error with the same code and message, not `internal_error`.
 */
export function reportingClientErrors(handler: TaskHandler): TaskHandler {
  return (context) => asTaskFailure(() => handler(context));
}

/** The same for a task done in parts (book/parts.ts): its plan, parts and join. */
export function reportingPartedClientErrors(handler: PartedTaskHandler): PartedTaskHandler {
  return {
    plan: (ctx) => asTaskFailure(() => handler.plan(ctx)),
    part: (ctx, index) => asTaskFailure(() => handler.part(ctx, index)),
    partDone: (record, index) => handler.partDone(record, index),
    join: (ctx) => asTaskFailure(() => handler.join(ctx)),
  };
}

async function asTaskFailure<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) throw new TaskFailure(error.code ?? 'failed', error.message);
    throw error;
  }
}
