/**
 * The speech pipeline's stage clock (docs/architecture.md "Where a book's time goes"): how long
 * each stage — text normalization, engine, voice shaping (DSP), resampling, encoding,
 * timestamps, file I/O — held the thread it ran on. Off unless `VOXMESH_STAGE_CLOCK=1` (then
 * each measurement reads this thread's CPU time twice, ≈ 2 µs each, from Linux's
 * /proc/thread-self/schedstat — CPU time, so a busy machine does not stretch the figures; where
 * that file is missing, wall time); bench/native-limit.ts turns it on and reads it. Engine workers keep their own clock and send what they measured with each reply;
 * the pool adds it to this thread's (`mergeStages`).
 */

import { openSync, readSync } from 'node:fs';

export type Stage = 'normalize' | 'engine' | 'dsp' | 'resample' | 'encode' | 'timestamps' | 'io';

export type StageTotals = Partial<Record<Stage, { ms: number; count: number }>>;

export const stageClockOn: boolean = process.env.VOXMESH_STAGE_CLOCK === '1';

/** This thread's schedstat, opened once per thread (each worker loads its own module copy). */
const schedstat: number | null = stageClockOn ? openSchedstat() : null;
const readBuffer = Buffer.alloc(64);

function openSchedstat(): number | null {
  try {
    return openSync('/proc/thread-self/schedstat', 'r');
  } catch {
    return null;
  }
}

/** CPU time this thread has run, ms (its first schedstat field is in ns); else wall time. */
function now(): number {
  if (schedstat === null) return performance.now();
  const n = readSync(schedstat, readBuffer, 0, readBuffer.length, 0);
  const text = readBuffer.toString('latin1', 0, n);
  return Number(text.slice(0, text.indexOf(' '))) / 1e6;
}

const totals: StageTotals = {};

export function addStage(stage: Stage, ms: number, count = 1): void {
  const t = (totals[stage] ??= { ms: 0, count: 0 });
  t.ms += ms;
  t.count += count;
}

/** The stage timing now on this thread, and since when: nested stages pause the outer one. */
let running: { stage: Stage; since: number } | null = null;

/**
 * Runs `fn`, adding the time it held this thread to `stage` when the clock is on. Exclusive: a
 * stage timed inside another (the resampler inside the encoder) is not counted twice.
 */
export function timeStage<T>(stage: Stage, fn: () => T): T {
  if (!stageClockOn) return fn();
  const outer = running;
  const t0 = now();
  if (outer) addStage(outer.stage, t0 - outer.since, 0);
  running = { stage, since: t0 };
  try {
    return fn();
  } finally {
    const t1 = now();
    addStage(stage, t1 - running.since);
    running = outer ? { stage: outer.stage, since: t1 } : null;
  }
}

/** Times an async stage on a thread that runs nothing else meanwhile (an engine worker). */
export async function timeStageAsync<T>(stage: Stage, fn: () => Promise<T>): Promise<T> {
  if (!stageClockOn) return fn();
  const t0 = now();
  try {
    return await fn();
  } finally {
    addStage(stage, now() - t0);
  }
}

/** The clock's totals so far (a copy). */
export function stageTotals(): StageTotals {
  return structuredClone(totals);
}

/** Takes this thread's totals and starts again from zero (a worker's reply carries them). */
export function drainStages(): StageTotals | undefined {
  if (!stageClockOn) return undefined;
  const out = structuredClone(totals);
  for (const key of Object.keys(totals) as Stage[]) delete totals[key];
  return out;
}

/** Adds another thread's drained totals to this one's. */
export function mergeStages(other: StageTotals | undefined): void {
  if (!other) return;
  for (const [stage, t] of Object.entries(other) as [Stage, { ms: number; count: number }][])
    addStage(stage, t.ms, t.count);
}
