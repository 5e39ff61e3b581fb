/**
 * Wire contract: asynchronous speech tasks (API.md "Speech task object", docs/decisions.md §3).
 * Types; the body's schema is `speechTaskBody` in schemas.ts.
 */
import type { TaskObjectBase, TaskSource } from './tasks.ts';

/**
 * Body of `POST /v1/audio/speech/tasks`: the sync bodies of `speech.ts` (`AlphaSpeechBody`,
 * `BetaSpeechBody` without `stream`, `GammaSpeechBody`); text up to 500,000 characters; plus
 * the book extensions of `SpeechTaskBookFields`.
 */

/** Extension fields of a task body (docs/decisions.md §7), all optional. */
export interface SpeechTaskBookFields {
  /**
   * Where chapters start (code points into the text, strictly increasing, at most 1,000; titles
   * 1–200 characters). Absent: found in the text (markdown headings, "Chapter N" lines).
   */
  chapters?: { title: string; char_start: number }[];
  /** The book's title, for the MP3's tags (1–200 characters). */
  title?: string;
  /** The cover picture for the MP3's tags: a data: URL of a JPEG or PNG, at most 2 MiB. */
  cover?: string;
}

/** A chapter of a completed task: its title, where it starts in the audio and in the text. */
export interface SpeechTaskChapter {
  title: string;
  start_ms: number;
  char_start: number;
}

/** `GET /v1/audio/speech/tasks/{id}`, and speech entries of the history. */
export interface SpeechTaskObject extends TaskObjectBase {
  object: 'audio.speech';
  source: TaskSource;
  /** When completed: `{origin}/v1/audio/speech/tasks/{id}/content`. */
  content_url?: string;
  /** When completed with timestamps: `{origin}/v1/audio/speech/tasks/{id}/timestamps`. */
  timestamps_url?: string;
  /** When completed. */
  duration_ms?: number;
  /** When completed: code points billed. */
  characters?: number;
  /** Extension: the first words of the text (at most 120 characters), for history lists. */
  input_preview?: string;
  /** Extension: the voice asked for (local voices; absent for gamma-tts-2 clones). */
  voice?: string;
  /**
   * Extension, when completed and the text has chapters (found or given): mirrored in the MP3
   * as ID3v2 CTOC + CHAP frames.
   */
  chapters?: SpeechTaskChapter[];
  /** Extension, while in progress: seconds of work left, from the rate measured so far. */
  eta_seconds?: number;
}

/** The answer to a submission: the task as accepted (queued, progress 0). */
export type SpeechTaskSubmitted = Pick<
  SpeechTaskObject,
  'id' | 'object' | 'created_at' | 'status' | 'model' | 'progress'
>;
