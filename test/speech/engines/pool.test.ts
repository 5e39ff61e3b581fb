import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';

import { afterEach, describe, expect, it } from 'vitest';

import { getEspeakEngine } from '../../../server/speech/engines/espeak.ts';
import { createEnginePool, PoolLane } from '../../../server/speech/engines/pool.ts';
import type { EnginePool, EnginePoolOptions } from '../../../server/speech/engines/pool.ts';
import { EngineError } from '../../../server/speech/engines/types.ts';
import type { EspeakVoice } from '../../../server/speech/engines/types.ts';
import { expectAudible, expectWordsCovered, samePcm } from './event-checks.ts';

const en: EspeakVoice = { engine: 'espeak', name: 'en-us' };
/** Several seconds of audio: long enough to keep a worker busy for a while. */
const LONG_TEXT = 'This sentence keeps the engine busy for quite a while. '.repeat(60);
const CRASHING_WORKER = new URL('./fixtures/crashing-worker.mjs', import.meta.url);
const COUNTING_WORKER = new URL('./fixtures/counting-worker.mjs', import.meta.url);

const pools: EnginePool[] = [];
function pool(options?: EnginePoolOptions): EnginePool {
  const created = createEnginePool(options);
  pools.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('engine pool', () => {
  it('runs 4 jobs in parallel and returns what the engine gives in-process', async () => {
    const p = pool({ size: 2 });
    const texts = [
      'First job here.',
      '第二个任务。',
      'Third job, longer than the others.',
      'Four!',
    ];
    const voices: EspeakVoice[] = [en, { engine: 'espeak', name: 'cmn' }, en, en];
    const results = await Promise.all(texts.map((text, i) => p.synthesize(text, voices[i] ?? en)));
    const local = await getEspeakEngine();
    for (const [i, result] of results.entries()) {
      const text = texts[i] as string;
      expectAudible(result);
      expectWordsCovered(text, result);
      expect(result.pcm).toBeInstanceOf(Float32Array);
      expect(result.pcm.buffer.byteLength).toBe(result.pcm.byteLength);
      const expected = await local.synthesize(text, voices[i] ?? en);
      expect(samePcm(result.pcm, expected.pcm)).toBe(true);
      expect(result.events).toEqual(expected.events);
    }
  });

  it('defaults to one worker per core', () => {
    expect(pool().size).toBe(availableParallelism());
    expect(() => createEnginePool({ size: 0 })).toThrow(RangeError);
  });

  it('removes an aborted queued job and rejects it with an AbortError', async () => {
    const p = pool({ size: 1 });
    const running = p.synthesize(LONG_TEXT, en);
    const controller = new AbortController();
    const queued = p.synthesize('I will never be spoken.', en, controller.signal);
    const after = p.synthesize('But I will.', en);
    controller.abort();
    await expect(queued).rejects.toMatchObject({ name: 'AbortError' });
    expectAudible(await running);
    expectWordsCovered('But I will.', await after);
  });

  it('stops a running job on abort, and keeps working afterwards', async () => {
    const p = pool({ size: 1 });
    const controller = new AbortController();
    const reason = new Error('client went away');
    const running = p.synthesize(LONG_TEXT, en, controller.signal);
    controller.abort(reason);
    await expect(running).rejects.toMatchObject({ name: 'AbortError', cause: reason });
    expectAudible(await p.synthesize('Still here.', en));
  });

  it('rejects at once when the signal is already aborted', async () => {
    const p = pool({ size: 1 });
    await expect(p.synthesize('hi', en, AbortSignal.abort())).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('does not block the main event loop during a long synthesis', async () => {
    const p = pool({ size: 1 });
    await p.warmUp(); // so that only the synthesis itself is being timed below
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    try {
      const result = await p.synthesize(LONG_TEXT, en);
      expectAudible(result);
    } finally {
      clearInterval(timer);
    }
    // A synthesis on this thread would have held the interval to at most one tick.
    expect(ticks).toBeGreaterThan(10);
  });

  it('passes engine errors back with their code and keeps the worker', async () => {
    const p = pool({ size: 1 });
    const failed = p.synthesize('hi', { engine: 'espeak', name: 'klingon' });
    await expect(failed).rejects.toBeInstanceOf(EngineError);
    await expect(failed).rejects.toMatchObject({ code: 'unknown_voice' });
    expectAudible(await p.synthesize('Fine.', en));
  });

  it('lists voices and warms workers up', async () => {
    const p = pool({ size: 2 });
    await p.warmUp();
    const voices = await p.listVoices();
    expect(voices.some((voice) => voice.name === 'cmn')).toBe(true);
  });

  it('rejects the job of a crashed worker and replaces the worker', async () => {
    const p = pool({ size: 2, workerUrl: CRASHING_WORKER });
    const fine = p.synthesize('fine', en);
    const thrown = p.synthesize('throw', en);
    await expect(thrown).rejects.toMatchObject({ name: 'EngineError', code: 'engine_crashed' });
    expect((await fine).pcm.length).toBe(100);
    await expect(p.synthesize('exit', en)).rejects.toMatchObject({ code: 'engine_crashed' });
    const after = await Promise.all([p.synthesize('a', en), p.synthesize('b', en)]);
    expect(after.map((result) => result.pcm.length)).toEqual([100, 100]);
  });

  it('fails the job of a worker stopped from outside mid-job, and frees its slot', async () => {
    const started: Worker[] = [];
    let spawned: (worker: Worker) => void = () => {};
    const first = new Promise<Worker>((resolve) => (spawned = resolve));
    const p = pool({
      size: 1,
      workerUrl: CRASHING_WORKER,
      onSpawn: (worker) => {
        started.push(worker);
        spawned(worker);
      },
    });
    const hanging = p.synthesize('hang', en);
    await (await first).terminate();
    await expect(hanging).rejects.toMatchObject({ name: 'EngineError', code: 'engine_crashed' });
    expect(p.workers).toBe(0);
    expect((await p.synthesize('fine', en)).pcm.length).toBe(100);
    expect(started).toHaveLength(2);
  });

  it('rejects queued and running jobs on close, and every job after it', async () => {
    const p = pool({ size: 1 });
    const running = expect(p.synthesize(LONG_TEXT, en)).rejects.toMatchObject({
      code: 'pool_closed',
    });
    const queued = expect(p.synthesize('queued', en)).rejects.toMatchObject({
      code: 'pool_closed',
    });
    await p.close();
    await running;
    await queued;
    await expect(p.synthesize('late', en)).rejects.toMatchObject({ code: 'pool_closed' });
  });
});

describe('engine pool lanes and buffer recycling', () => {
  /**
   * A pool of counting workers, the most jobs they ever ran at once, and a way to make each job
   * wait until that many jobs have run together (see fixtures/counting-worker.mjs).
   */
  function countingPool(size: number): {
    p: EnginePool;
    mostAtOnce: () => number;
    holdUntilTogether: (jobs: number) => void;
  } {
    const counts = new Int32Array(new SharedArrayBuffer(12));
    const p = pool({ size, workerUrl: COUNTING_WORKER, workerData: () => ({ counts }) });
    return {
      p,
      mostAtOnce: () => Atomics.load(counts, 1),
      holdUntilTogether: (jobs) => Atomics.store(counts, 2, jobs),
    };
  }
  const post = { tempo: 1, pitch: 1, volume: 1, tailSilenceMs: 0 };

  it("runs at most a lane's share of its jobs at once, and the others beside them", async () => {
    const free = countingPool(2);
    // Each job waits for a second one to run beside it: this finishes only if two do.
    free.holdUntilTogether(2);
    await Promise.all([1, 2, 3, 4].map(() => free.p.synthesize('x', en)));
    expect(free.mostAtOnce()).toBe(2);

    const laned = countingPool(2);
    const lane = new PoolLane(1);
    await Promise.all([1, 2, 3, 4].map(() => laned.p.synthesize('x', en, undefined, post, lane)));
    expect(laned.mostAtOnce()).toBe(1);
    expect(lane.running).toBe(0);
    // A job outside the lane still finds the other worker while the lane's jobs run: the first
    // background job waits until the interactive one runs beside it.
    laned.holdUntilTogether(2);
    const background = [1, 2, 3].map(() => laned.p.synthesize('x', en, undefined, post, lane));
    await laned.p.synthesize('interactive', en);
    await Promise.all(background);
    expect(laned.mostAtOnce()).toBe(2);
    expect(() => new PoolLane(0)).toThrow(RangeError);
  });

  it("fails waiting jobs when the workers' data cannot be made, and tries again later", async () => {
    const counts = new Int32Array(new SharedArrayBuffer(12));
    let attempts = 0;
    const p = pool({
      size: 1,
      workerUrl: COUNTING_WORKER,
      workerData: async () => {
        attempts++;
        if (attempts === 1) throw new Error('flite.wasm is missing');
        return { counts };
      },
    });
    const error = await p.synthesize('x', en).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe('engine_failed');
    expect((await p.synthesize('x', en)).pcm.length).toBe(100);
    expect(attempts).toBe(2);
  });

  it('gives an encoded buffer back to the worker that made it', async () => {
    const { p } = countingPool(1);
    const first = await p.synthesize('x', en, undefined, post);
    expect(first.events).toEqual([{ reused: false }]);
    p.recycle(first.pcm);
    expect(first.pcm.length).toBe(0); // moved back to the worker
    const second = await p.synthesize('x', en, undefined, post);
    expect(second.events).toEqual([{ reused: true }]);
    expect(second.pcm[99]).toBeCloseTo(0.99);
    // Audio from elsewhere is left alone.
    const foreign = new Float32Array(10);
    p.recycle(foreign);
    expect(foreign.length).toBe(10);
  });
});
