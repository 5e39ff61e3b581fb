import { describe, expect, it } from 'vitest';

import {
  mallocTuningAvailable,
  trimMalloc,
  tuneMalloc,
} from '../../server/workers/malloc-tuning.ts';

// native/malloc-tune is built by `npm install` (scripts/build-native.mjs). On glibc Linux (CI)
// it must be there: without it an idle gateway keeps tens of MB of freed memory resident.
const glibc = process.platform === 'linux' && Boolean(process.report?.getReport?.()) && isGlibc();

function isGlibc(): boolean {
  const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string } };
  return typeof report.header?.glibcVersionRuntime === 'string';
}

describe('glibc allocator tuning (native/malloc-tune)', () => {
  it.runIf(glibc)('is built by npm install on glibc Linux, and sets and trims', () => {
    if (!mallocTuningAvailable() && process.env.CI !== 'true') {
      console.warn(
        'Skipping: native/malloc-tune not built (run `npm install` or `node scripts/build-native.mjs`)',
      );
      return;
    }
    expect(mallocTuningAvailable()).toBe(true);
    expect(tuneMalloc()).toBe(true);
    // Freed blocks inside the arenas go back: malloc_trim answers whether it released any.
    expect(typeof trimMalloc()).toBe('boolean');
  });

  it('does nothing, without failing, where the addon is missing', () => {
    // Either way the calls return booleans and never throw.
    expect(typeof tuneMalloc()).toBe('boolean');
    expect(typeof trimMalloc()).toBe('boolean');
  });
});
