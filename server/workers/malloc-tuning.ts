/**
 * glibc's allocator, told to give memory back (native/malloc-tune, built at `npm install`):
 * `tuneMalloc` once per process before the heavy work starts, `trimMalloc` after a thread has
 * compacted its heap (idle-compaction.ts). Without the addon (not built, not glibc) both do
 * nothing. Why: docs/architecture.md "Memory".
 */

import { createRequire } from 'node:module';
import path from 'node:path';
import { appFile } from '../app-file.ts';

interface MallocTune {
  tune(): boolean;
  trim(): boolean;
}

const ADDON = path.join('native', 'malloc-tune', 'build', 'Release', 'malloc_tune.node');

let addon: MallocTune | null | undefined;

/** The addon, beside the app (`appFile`); null when missing or built for another Node. */
function mallocTune(): MallocTune | null {
  if (addon !== undefined) return addon;
  addon = null;
  const file = appFile(ADDON);
  if (!file) return addon;
  try {
    addon = createRequire(import.meta.url)(file) as MallocTune;
  } catch {
    // built for another Node or another system: run without it
  }
  return addon;
}

/** Whether the addon is there (tests, /v1/server). */
export function mallocTuningAvailable(): boolean {
  return mallocTune() !== null;
}

/** A fixed mmap threshold for the whole process; false where it cannot be set. */
export function tuneMalloc(): boolean {
  return mallocTune()?.tune() ?? false;
}

/** Free pages inside the allocator's arenas back to the system; false if none or no addon. */
export function trimMalloc(): boolean {
  return mallocTune()?.trim() ?? false;
}

/**
 * How often the allocator's free pages go back to the system while work runs. A busy thread is
 * never idle long enough to compact (idle-compaction.ts), and during a book the arenas of the
 * HTTP thread and the engine workers kept 20 MB of freed pages: trimming every few seconds
 * held a 30,000-character book at 170 MB instead of 190 MB, at no measurable cost in time
 * (one malloc_trim is well under a millisecond here). See docs/architecture.md "Memory".
 */
export const BUSY_TRIM_MS = 5_000;

let busyHolders = 0;
let busyTimer: ReturnType<typeof setInterval> | null = null;

/**
 * Trims every BUSY_TRIM_MS (process-wide: glibc trims every thread's arena) while anyone holds
 * it, and once more after the last release. Pools hold it while a job runs; jobs are shorter
 * than the period, so the timer outlives each release instead of restarting with every job.
 * The timer never keeps the process alive.
 */
export function trimWhileBusy(): () => void {
  busyHolders++;
  if (!busyTimer && mallocTune()) {
    busyTimer = setInterval(() => {
      trimMalloc();
      if (busyHolders === 0 && busyTimer) {
        clearInterval(busyTimer);
        busyTimer = null;
      }
    }, BUSY_TRIM_MS);
    busyTimer.unref();
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    busyHolders--;
  };
}
