/**
 * A full garbage collection once a thread has been idle for a moment, so that what a burst of
 * work left behind (a render's buffers, a mesh's geometry, the warm-up's garbage) goes back to
 * the system instead of sitting in the heap until the next burst. V8 does this by itself in a
 * browser tab (its memory reducer runs on idle notifications), but Node never tells a worker
 * thread that it is idle, so an idle worker keeps its high-water heap for good. The memory
 * that the collection frees outside the heap (ArrayBuffers) goes back through malloc-tuning.ts.
 * See docs/architecture.md "Memory".
 */

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import { trimMalloc } from './malloc-tuning.ts';

/** How long a thread stays idle before it compacts: well beyond the gap between a book's sentences. */
export const IDLE_COMPACTION_MS = 2_000;

let collect: (() => void) | null | undefined;

/** V8's `gc()`, made reachable without `--expose-gc` on the command line (null if refused). */
function fullCollection(): (() => void) | null {
  if (collect !== undefined) return collect;
  try {
    setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('gc');
    collect = typeof gc === 'function' ? (gc as () => void) : null;
  } catch {
    collect = null;
  }
  return collect;
}

/**
 * A full collection that moves every live object it can, so that every page it empties goes
 * back. A plain full collection evacuates only the most fragmented pages and leaves the rest
 * as they are: a 3D worker idle after its warm-up still had 19.5 MB of old space for 14 MB of
 * objects. V8's flags are the process's, so the flag is set only around this one collection (a
 * collection of another thread's in that instant compacts too: correct, a little slower).
 */
function compactingCollection(gc: () => void): void {
  try {
    setFlagsFromString('--compact-on-every-full-gc');
    gc();
  } finally {
    setFlagsFromString('--no-compact-on-every-full-gc');
  }
}

/**
 * Compacts this thread's heap now (a no-op where V8 refuses), then hands the allocator's free
 * pages back: the buffers the collection freed live outside V8's heap, in glibc's arenas.
 */
export function compactNow(): void {
  const gc = fullCollection();
  if (gc) compactingCollection(gc);
  trimMalloc();
}

/**
 * Compacts after `IDLE_COMPACTION_MS` of idleness. `busy()` when work starts cancels a pending
 * compaction, `idle()` when it ends (re)arms it. The timer never keeps the thread alive.
 */
export function idleCompaction(
  delayMs = IDLE_COMPACTION_MS,
  compact: () => void = compactNow,
): { busy(): void; idle(): void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    busy() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
    idle() {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        compact();
      }, delayMs);
      timer.unref();
    },
  };
}
