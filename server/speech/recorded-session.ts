import type { KeyRecord } from '../store/key-record.ts';
import type { FilesArea } from '../store/files.ts';
import { newTaskId } from '../tasks/ids.ts';
import type { SpeechTaskRecord } from './task-record.ts';
import type { TaskRepository } from '../store/ports.ts';
import { finishedSpeechRecord, INPUT_FILE } from './history.ts';
import type { SpeechJob } from './job.ts';
import { renderToFiles, type RenderToFilesOptions, type StoredSpeech } from './render-to-files.ts';
import type { SpeechRuntime } from './runtime.ts';
import { cpLength } from '../text/code-points.ts';
import { takesInlineIpa } from './text/inline-ipa.ts';
import { normalizeForSpeech, type NormalizedText } from './text/normalize.ts';
import { TaskFailure } from '../tasks/runner.ts';
import { overlongTaskExpansion } from './task-input-limit.ts';
import type { LexiconMatcher } from './text/lexicon-matcher.ts';

/** What a session needs from the gateway: where files go, who records, who speaks. */
export interface SpeechSessionDeps {
  files: FilesArea;
  taskStore: TaskRepository;
  runtime: SpeechRuntime;
  /** The pronunciation lexicon of an owner (none when absent). */
  lexiconOf?: LexiconLookup;
}

/**
 * An owner's pronunciation lexicon, compiled (cached until the owner's lexicon changes:
 * docs/decisions.md "The lexicon is compiled once per change"); null when it has no entry.
 */
export type LexiconLookup = (owner: string) => LexiconMatcher | null;

/**
 * Where a session comes from. A sync request or WebSocket session is recorded (and billed)
 * by the session when it completes; a task's record is the runner's, which completes and
 * bills it with the outcome, and whose signal stops the session.
 */
export type SessionOrigin =
  | { source: 'sync' | 'websocket'; key: KeyRecord }
  | { source: 'task'; record: SpeechTaskRecord; signal: AbortSignal };

export type SessionRenderOptions = Omit<RenderToFilesOptions, 'signal'>;

/**
 * One recorded speech session — the pipeline every speech route shares, each route keeping
 * only its transport (response body, chunked stream, WebSocket frames, task files):
 * an id, the owner's pronunciation lexicon (whatever the route, only the owner's own), abort
 * when the client goes, render into the task folder (renderToFiles), record
 * the entry in the history and bill its characters in one write, and on failure leave
 * nothing behind.
 */
export class SpeechSession {
  /** The history id (`x-task-id`, the WebSocket `task_id`, the task's own id). */
  readonly id: string;
  /** Code points of the text: what is billed. */
  readonly characters: number;
  private readonly controller = new AbortController();
  private readonly createdAt = Math.floor(Date.now() / 1000);
  private used = false;
  /** The owner's lexicon, looked up once: what `spokenText()` predicts from is what runs. */
  #lexicon: LexiconMatcher | null | undefined;
  /** The normalized text, once `spokenText()` has made it: rendering reuses it. */
  #normalized: NormalizedText | undefined;

  constructor(
    private readonly deps: SpeechSessionDeps,
    readonly job: SpeechJob,
    private readonly origin: SessionOrigin,
  ) {
    this.id = origin.source === 'task' ? origin.record.id : newTaskId();
    this.characters = cpLength(job.text);
    if (origin.source === 'task') {
      const { signal } = origin;
      if (signal.aborted) this.controller.abort(signal.reason);
      else
        signal.addEventListener('abort', () => this.controller.abort(signal.reason), {
          once: true,
        });
    }
  }

  /** Stops the session: the client went away (or the task was stopped). */
  abort(reason?: unknown): void {
    this.controller.abort(reason);
  }

  get aborted(): boolean {
    return this.controller.signal.aborted;
  }

  /**
   * The text the engine will speak: the job's text normalized with the owner's lexicon
   * applied. An alias can make a short word long, so predictions of the audio's length (the
   * sync limits) start from this, not from the text sent.
   */
  spokenText(): string {
    this.#normalized ??= normalizeForSpeech(
      this.job.text,
      this.job.voice.locale,
      this.lexicon() ?? [],
      { inlineIpa: takesInlineIpa(this.job.voice.engineVoice) },
    );
    return this.#normalized.text;
  }

  private lexicon(): LexiconMatcher | null {
    if (this.#lexicon === undefined) {
      const origin = this.origin;
      const owner = origin.source === 'task' ? origin.record.owner : origin.key.owner;
      this.#lexicon = this.deps.lexiconOf?.(owner) ?? null;
    }
    return this.#lexicon;
  }

  /**
   * Renders the job into the task folder, sending each piece through the transport's
   * callbacks, then records it (sync and WebSocket). Rejects if aborted or failed; a
   * recorded session's folder is then removed (a task keeps its inputs for a re-run).
   */
  async run(options: SessionRenderOptions): Promise<StoredSpeech> {
    if (this.used) throw new Error('a speech session runs once');
    this.used = true;
    const { files, taskStore, runtime } = this.deps;
    const origin = this.origin;
    const lexicon = this.lexicon();
    if (origin.source === 'task') {
      // The lexicon may have grown since the task was accepted (task-input-limit.ts).
      const why = overlongTaskExpansion(this.job.text, lexicon, this.job.voice.locale);
      if (why !== null) throw new TaskFailure('input_too_long', why);
    }
    // With a lexicon, the text is normalized here for the voice's engine: a Piper voice takes
    // phoneme entries as IPA (docs/voice-packs.md, "Lexicon entries").
    if (lexicon && lexicon.size > 0) this.spokenText();
    const job: SpeechJob = {
      ...this.job,
      ...(lexicon && lexicon.size > 0 ? { lexicon } : {}),
      ...(this.#normalized ? { normalized: this.#normalized } : {}),
    };
    if (origin.source === 'task') {
      return renderToFiles(files, runtime, job, this.id, {
        ...options,
        signal: this.controller.signal,
      });
    }
    // The text goes to the folder while the audio renders: the record keeps only a preview.
    const input = files.write('speech', this.id, INPUT_FILE, this.job.text);
    try {
      const stored = await renderToFiles(files, runtime, job, this.id, {
        ...options,
        signal: this.controller.signal,
      });
      await input;
      await taskStore.addFinished(
        finishedSpeechRecord({
          id: this.id,
          key: origin.key,
          source: origin.source,
          job: this.job,
          createdAt: this.createdAt,
          characters: this.characters,
          durationMs: stored.durationMs,
          bytes: stored.bytes,
          contentType: stored.contentType,
          files: stored.files,
        }),
        this.characters,
      );
      return stored;
    } catch (err) {
      await input.catch(() => undefined);
      await files.removeTask('speech', this.id);
      throw err;
    }
  }
}
