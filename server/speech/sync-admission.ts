/**
 * Admission of sync speech work (docs/decisions.md, "Bursts of sync speech"): `POST
 * /v1/audio/speech` and WebSocket sessions render on the same engine workers, so they wait in
 * one bounded queue per gateway (http/admission.ts). The bounds are part of the gateway's
 * `syncLimits` (server/config.ts): by default as many running as there are speech workers, 48
 * waiting for the gateway and 24 for one key.
 */

import { Admission, type AdmissionBounds } from '../http/admission.ts';

export interface SyncAdmissionLimits {
  /** Sync renders at once (default: the speech worker count). */
  readonly maxRunning: number;
  /** Sync requests waiting for a render slot, whole gateway (default 48); then 503. */
  readonly maxWaiting: number;
  /** Sync requests of one key waiting (default 24); then 429. */
  readonly maxWaitingPerKey: number;
}

export const DEFAULT_SYNC_WAITING = 48;
export const DEFAULT_SYNC_WAITING_PER_KEY = 24;

/** The bounds for a gateway whose speech pool has `workers` workers. */
export function syncAdmissionBounds(
  workers: number,
  limits: Partial<SyncAdmissionLimits> = {},
): AdmissionBounds {
  return {
    running: limits.maxRunning ?? workers,
    waiting: limits.maxWaiting ?? DEFAULT_SYNC_WAITING,
    waitingPerKey: limits.maxWaitingPerKey ?? DEFAULT_SYNC_WAITING_PER_KEY,
  };
}

/**
 * The queue of one gateway's sync work: made by its SpeechRuntime, which the sync route and
 * the WebSocket route share, so both wait in the same queue.
 */
export function createSyncAdmission(
  workers: number,
  limits: Partial<SyncAdmissionLimits> = {},
): Admission {
  return new Admission(syncAdmissionBounds(workers, limits), {
    what: 'synchronous speech requests',
    hint: 'Long text is better sent to POST /v1/audio/speech/tasks.',
    // A short sentence renders in about 0.2 s; guess high until measured.
    initialHoldMs: 1000,
  });
}
