/**
 * glibc's allocator, told to give memory back (native/malloc-tune, built at `npm install`):
 * `tuneMalloc` once per process before the heavy work starts, `trimMalloc` after a thread has
 * compacted its heap (idle-compaction.ts). Without the addon (not built, not glibc) both do
 * nothing. Why: docs/architecture.md "Memory".
 */

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface MallocTune {
  tune(): boolean;
  trim(): boolean;
}

const ADDON = path.join('native', 'malloc-tune', 'build', 'Release', 'malloc_tune.node');

let addon: MallocTune | null | undefined;

/**
 * The addon, found from this module's directory upwards: server/workers/ from sources,
 * dist/server/ or dist/main/ in the bundles (a chunk sits beside its entry), the unpacked asar.
 */
function mallocTune(): MallocTune | null {
  if (addon !== undefined) return addon;
  addon = null;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 4; up++, dir = path.dirname(dir)) {
    const file = path.join(dir, ADDON);
    if (!existsSync(file)) continue;
    try {
      addon = createRequire(import.meta.url)(file) as MallocTune;
    } catch {
      // built for another Node or another system: run without it
    }
    break;
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
