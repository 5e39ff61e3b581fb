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
