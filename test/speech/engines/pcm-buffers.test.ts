import { describe, expect, it } from 'vitest';

import { PcmBuffers } from '../../../server/speech/engines/pcm-buffers.ts';

describe('spare audio buffers of a worker', () => {
  it('hands out the smallest spare that fits, else a new buffer with room to spare', () => {
    const buffers = new PcmBuffers(2);
    const fresh = buffers.take(1000);
    expect(fresh.length).toBe(1000);
    expect(fresh.buffer.byteLength).toBe(256 * 1024);
    const big = new ArrayBuffer(1024 * 1024);
    const small = fresh.buffer as ArrayBuffer;
    buffers.give(big);
    buffers.give(small);
    expect(buffers.take(100).buffer).toBe(small);
    expect(buffers.take(100_000).buffer).toBe(big); // 400 kB: only the big one fits
    expect(buffers.spares).toBe(0);
  });

  it('keeps a bounded number of spares, and no detached ones', () => {
    const buffers = new PcmBuffers(2);
    for (let i = 0; i < 5; i++) buffers.give(new ArrayBuffer(1024));
    expect(buffers.spares).toBe(2);
    buffers.give(new ArrayBuffer(0));
    expect(buffers.spares).toBe(2);
  });

  it('lets every spare go when the worker is idle', () => {
    const buffers = new PcmBuffers(2);
    const spare = new ArrayBuffer(256 * 1024);
    buffers.give(spare);
    buffers.clear();
    expect(buffers.spares).toBe(0);
    expect(buffers.take(100).buffer).not.toBe(spare);
  });
});
