/**
 * Bounds on one synchronous speech request (docs/decisions.md §7): at most 30 minutes of audio and
 * 120 s of work. Longer work belongs to POST /v1/audio/speech/tasks.
 *
 * Two guards. Up front, the normalized text predicts the audio's length — a refusal is
 * 400 `input_too_long` before any synthesis. The prediction assumes a fast speaker (the voice's
 * rate, the request's tempo and a margin), so it refuses only text that certainly runs over;
 * while rendering, the audio produced so far and a deadline catch whatever it let through.
 */

import { ApiError, invalidRequest } from '../http/errors.ts';
import type { SpeechJob } from './job.ts';
import { wordsPerMinute } from './engines/types.ts';

export interface SyncLimits {
  /** Most audio one sync request may produce, ms. */
  readonly maxAudioMs: number;
  /** Most time one sync request may render for, ms. */
  readonly deadlineMs: number;
}

export const DEFAULT_SYNC_LIMITS: SyncLimits = { maxAudioMs: 30 * 60_000, deadlineMs: 120_000 };

/**
 * Normalized characters per second at the engines' normal rate (175 words per minute, tempo 1)
 * for the fastest speaker we expect. Flite's slt speaks English at about 17 per second
 * (5,000 characters ≈ 290 s); 22 leaves a margin so a prediction never exceeds the truth.
 */
const CHARS_PER_SECOND = 22;
const NORMAL_WPM = 175;
/** A Han, kana or Hangul character is a syllable: about four Latin characters' time. */
const SYLLABIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const SYLLABLE_WEIGHT = 4;

const TASKS_HINT = 'Send long text to POST /v1/audio/speech/tasks instead.';

/** The shortest the audio of `normalized` (the text the engine gets) could be, in ms. */
export function predictMinAudioMs(normalized: string, job: SpeechJob): number {
  const syllabic = normalized.match(SYLLABIC)?.length ?? 0;
  const units = normalized.length - syllabic + syllabic * SYLLABLE_WEIGHT;
  const wpm = wordsPerMinute(job.voice.engineVoice) ?? NORMAL_WPM;
  const perSecond = CHARS_PER_SECOND * (wpm / NORMAL_WPM) * job.prosody.tempo;
  return (units / perSecond) * 1000;
}

function minutes(ms: number): string {
  return `${+(ms / 60_000).toFixed(1)} minutes`;
}

/** 400 `input_too_long` when `normalized` certainly makes more audio than a sync request may. */
export function refuseOverlongSync(normalized: string, job: SpeechJob, limits: SyncLimits): void {
  const predicted = predictMinAudioMs(normalized, job);
  if (predicted > limits.maxAudioMs) {
    throw invalidRequest(
      'input_too_long',
      `'input' would make at least ${minutes(predicted)} of audio; a synchronous request makes ` +
        `at most ${minutes(limits.maxAudioMs)}. ${TASKS_HINT}`,
      'input',
    );
  }
}

/** Rendering passed the audio limit the prediction let through: the same 400. */
export function tooMuchAudio(limits: SyncLimits): ApiError {
  return invalidRequest(
    'input_too_long',
    `'input' makes more than ${minutes(limits.maxAudioMs)} of audio, the most a synchronous ` +
      `request makes. ${TASKS_HINT}`,
    'input',
  );
}

/**
 * Rendering passed the deadline: 503 `server_error` `sync_deadline_exceeded`. Not a client
 * mistake in the body (400) nor an upstream's failure (504): the gateway did not finish in the
 * time a synchronous request gets, and a task would.
 */
export function deadlineExceeded(limits: SyncLimits): ApiError {
  return new ApiError(
    503,
    'server_error',
    'sync_deadline_exceeded',
    `Synthesis did not finish within ${+(limits.deadlineMs / 1000).toFixed(3)} s, the most a ` +
      `synchronous request gets. ${TASKS_HINT}`,
  );
}

/**
 * The running bounds of one sync render: `signal` aborts when the client goes, when the
 * deadline passes or when `check` sees too much audio; `failure()` then says which limit, if
 * any, ended it. `dispose()` clears the timer.
 */
export class SyncBudget {
  readonly #controller = new AbortController();
  readonly #timer: NodeJS.Timeout;
  #exceeded: ApiError | null = null;

  constructor(readonly limits: SyncLimits) {
    // A deadline of 0 has passed already (tests use it to reach this path without timing).
    if (limits.deadlineMs <= 0) this.#stop(deadlineExceeded(limits));
    this.#timer = setTimeout(() => this.#stop(deadlineExceeded(limits)), limits.deadlineMs);
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** The client went away: stop, no limit to blame. */
  abort(): void {
    this.#controller.abort();
  }

  /** After each rendered sentence: stops once the audio passes the limit. */
  check(audioMs: number): void {
    if (audioMs > this.limits.maxAudioMs) this.#stop(tooMuchAudio(this.limits));
    if (this.#exceeded) throw this.#exceeded;
  }

  /** The limit that ended the render, or null. */
  failure(): ApiError | null {
    return this.#exceeded;
  }

  dispose(): void {
    clearTimeout(this.#timer);
  }

  #stop(error: ApiError): void {
    if (this.#controller.signal.aborted) return;
    this.#exceeded = error;
    this.#controller.abort(error);
  }
}
