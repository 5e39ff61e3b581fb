import { getHeapSpaceStatistics } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { compactNow, idleCompaction } from '../../server/workers/idle-compaction.ts';

describe('idle compaction (a thread gives back what a burst of work left behind)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('collects the garbage of a burst without --expose-gc on the command line', () => {
    let burst: Array<{ samples: number[] }> | null = [];
    for (let i = 0; i < 50_000; i++) burst.push({ samples: [i, i + 1, i + 2, i + 3] });
    const during = process.memoryUsage().heapUsed;
    burst = null;
    compactNow();
    expect(burst).toBeNull();
    // The burst's objects (several MB) are gone from the heap.
    expect(process.memoryUsage().heapUsed).toBeLessThan(during - 2 * 1024 * 1024);
  });

  it('moves what survives together, so that the pages it empties go back', () => {
    const oldSpace = () => {
      const space = getHeapSpaceStatistics().find((s) => s.space_name === 'old_space');
      return {
        size: space?.space_size ?? 0,
        free: (space?.space_size ?? 0) - (space?.space_used_size ?? 0),
      };
    };
    compactNow(); // --expose-gc from here on
    const gc = runInNewContext('gc') as () => void;
    // Long-lived objects, three in four of which then die: survivors on every page.
    let kept: Array<{ n: number; text: string }> = [];
    for (let i = 0; i < 300_000; i++) kept.push({ n: i, text: `object ${i}` });
    gc();
    kept = kept.filter((_, i) => i % 4 === 0);
    gc();
    const plain = oldSpace();
    compactNow();
    const compacted = oldSpace();
    expect(kept).toHaveLength(75_000);
    // A plain full collection leaves about a fifth of the free space (pages part-used); this
    // one next to none.
    expect(compacted.free).toBeLessThan(plain.free / 8);
    expect(compacted.size).toBeLessThan(plain.size);
  });

  it('compacts once after the idle delay, and not while work keeps arriving', () => {
    vi.useFakeTimers();
    let compactions = 0;
    const compaction = idleCompaction(2_000, () => compactions++);
    compaction.idle();
    vi.advanceTimersByTime(1_500);
    compaction.busy(); // a job came in: no compaction in the middle of it
    vi.advanceTimersByTime(5_000);
    expect(compactions).toBe(0);
    compaction.idle();
    vi.advanceTimersByTime(1_999);
    expect(compactions).toBe(0);
    vi.advanceTimersByTime(1);
    expect(compactions).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(compactions).toBe(1);
  });
});
