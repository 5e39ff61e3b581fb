import { afterAll, describe, expect, it } from 'vitest';
import { createEncoder } from '../../../server/speech/audio/encoder.ts';
import { createEnginePool } from '../../../server/speech/engines/pool.ts';

/** A whole MP3 encoded in an engine worker is the MP3 this thread's encoder makes. */

const pool = createEnginePool({ size: 1 });
afterAll(() => pool.close());

/** Two sentences of an English voice at `rate`, as the worker hands them over. */
async function sentences(rate: number): Promise<Float32Array[]> {
  const voice = { engine: 'flite', name: 'slt' } as const;
  const post = { tempo: 1, pitch: 1, volume: 1, tailSilenceMs: 0, outputRate: rate };
  return [
    (await pool.synthesize('The train leaves at nine.', voice, undefined, post)).pcm.slice(),
    (await pool.synthesize('Please close the door.', voice, undefined, post)).pcm.slice(),
  ];
}

describe('EnginePool.encodeMp3', () => {
  it.each([
    [128, 24_000],
    [192, 48_000],
    [32, 24_000],
  ] as const)('at %i kbps: the same bytes as one encoder on this thread', async (kbps, rate) => {
    const pcm = await sentences(rate);
    const encoder = await createEncoder('mp3', { inputRate: rate, bitrateKbps: kbps });
    const here = Buffer.concat([...pcm.map((p) => encoder.write(p)), encoder.end()]);
    const copies = pcm.map((p) => p.slice());
    const there = await pool.encodeMp3(copies, { inputRate: rate, bitrateKbps: kbps });
    expect(Buffer.from(there).equals(here)).toBe(true);
    // The buffers moved to the worker.
    expect(copies.every((p) => p.length === 0)).toBe(true);
  });
});
