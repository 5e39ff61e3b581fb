/**
 * Wire contract: asynchronous speech tasks (API.md "Speech task object", DECISIONS §3).
 * Type-only.
 */
import type { TaskObjectBase, TaskSource } from './tasks.ts';

/**
 * Body of `POST /v1/audio/speech/tasks`: the sync bodies of `speech.ts` (`AlphaSpeechBody`,
 * `BetaSpeechBody` without `stream`, `GammaSpeechBody`); text up to 500,000 characters.
 */

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
}

/** The answer to a submission: the task as accepted (queued, progress 0). */
export type SpeechTaskSubmitted = Pick<
  SpeechTaskObject,
  'id' | 'object' | 'created_at' | 'status' | 'model' | 'progress'
>;
