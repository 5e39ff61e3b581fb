import { getEventListeners, once } from 'node:events';
import type { Worker } from 'node:worker_threads';

import { afterEach, describe, expect, it } from 'vitest';

import { PoolLane, WorkerPool } from '../../server/workers/pool.ts';
import type { WorkerPoolOptions } from '../../server/workers/pool.ts';
import { WorkerJobError } from '../../server/workers/protocol.ts';

type Request =
  { op: 'echo'; value: string } | { op: 'progress' | 'exit' | 'throw' | 'fail' | 'hang' };
interface Reply {
  echo: string;
  thread: number;
  data?: unknown;
}

const TEST_WORKER = new URL('./fixtures/test-worker.mjs', import.meta.url);
const pools: WorkerPool<Request, Reply, number>[] = [];

function pool(options: Partial<WorkerPoolOptions> = {}): WorkerPool<Request, Reply, number> {
  const created = new WorkerPool<Request, Reply, number>({
    name: 'test',
    size: 1,
    workerUrl: TEST_WORKER,
    ...options,
  });
  pools.push(created);
  return created;
}

const echo = (value: string): Request => ({ op: 'echo', value });

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('worker pool', () => {
  it('runs jobs in workers and reports their progress', async () => {
    const p = pool();
    const seen: number[] = [];
    const { reply } = await p.run({ op: 'progress' }, { onProgress: (n) => seen.push(n) });
    expect(reply.echo).toBe('progressed');
    expect(seen).toEqual([25, 50]);
    expect((await p.run(echo('hi'))).reply.echo).toBe('hi');
    expect(p.workers).toBe(1);
  });

  it('fails the job of a worker that exits mid-job with worker_exited, and frees its slot', async () => {
    const p = pool();
    const progress: number[] = [];
    const error = await p
      .run({ op: 'exit' }, { onProgress: (n) => progress.push(n) })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'WorkerPoolError', code: 'worker_exited' });
    expect(progress).toEqual([10]);
    expect(p.workers).toBe(0);
    // The slot is free: the next job gets a fresh worker.
    expect((await p.run(echo('after'))).reply.echo).toBe('after');
    expect(p.workers).toBe(1);
  });

  it('fails the job of a worker stopped from outside with worker_exited', async () => {
    const started: Worker[] = [];
    const p = pool({ onSpawn: (worker) => started.push(worker) });
    const first = await p.run(echo('warm'));
    const hanging = p.run({ op: 'hang' });
    await started[0]!.terminate();
    await expect(hanging).rejects.toMatchObject({ code: 'worker_exited' });
    const second = await p.run(echo('again'));
    expect(second.reply.thread).not.toBe(first.reply.thread);
    expect(started).toHaveLength(2);
  });

  it('fails the job of a worker that throws with worker_crashed, and runs the queue on', async () => {
    const p = pool();
    const crashed = p.run({ op: 'throw' });
    const queued = p.run(echo('queued'));
    await expect(crashed).rejects.toMatchObject({ code: 'worker_crashed' });
    expect((await queued).reply.echo).toBe('queued');
  });

  it("passes a job's own error back with its name and code, keeping the worker", async () => {
    const p = pool();
    const before = await p.run(echo('a'));
    const error = await p.run({ op: 'fail' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkerJobError);
    expect(error).toMatchObject({ name: 'RangeError', code: 'bad_input' });
    expect((await p.run(echo('b'))).reply.thread).toBe(before.reply.thread);
  });

  it('stops a running job on abort, removes its listener, and starts a new worker after', async () => {
    const p = pool();
    const controller = new AbortController();
    const hanging = p.run({ op: 'hang' }, { signal: controller.signal });
    const queued = p.run(echo('next'));
    controller.abort(new Error('client went away'));
    await expect(hanging).rejects.toMatchObject({ name: 'AbortError' });
    expect((await queued).reply.echo).toBe('next');
    const finished = new AbortController();
    await p.run(echo('x'), { signal: finished.signal });
    expect(getEventListeners(finished.signal, 'abort')).toHaveLength(0);
  });

  it('caps a lane and lets other jobs pass its queued ones', async () => {
    const p = pool({ size: 2 });
    const lane = new PoolLane(1);
    const hanging = new AbortController();
    const held = p.run({ op: 'hang' }, { lane, signal: hanging.signal });
    const laneQueued = p.run(echo('lane'), { lane });
    // The lane is full: this job passes the lane's queued one and takes the second worker.
    expect((await p.run(echo('free'))).reply.echo).toBe('free');
    expect(lane.running).toBe(1);
    hanging.abort();
    await expect(held).rejects.toMatchObject({ name: 'AbortError' });
    expect((await laneQueued).reply.echo).toBe('lane');
    expect(lane.running).toBe(0);
  });

  it("gives a freed worker to an interactive job ahead of a yielding lane's queued ones", async () => {
    const p = pool({ size: 1 });
    const background = new PoolLane(1, { yields: true });
    const hanging = new AbortController();
    const held = p.run({ op: 'hang' }, { lane: background, signal: hanging.signal });
    const finished: string[] = [];
    const track = (job: Promise<unknown>, name: string) => job.then(() => void finished.push(name));
    const queued = [
      track(p.run(echo('book 1'), { lane: background }), 'book 1'),
      track(p.run(echo('book 2'), { lane: background }), 'book 2'),
    ];
    // Queued after the book's sentences, served first once the worker frees.
    const interactive = track(p.run(echo('sync')), 'sync');
    hanging.abort();
    await expect(held).rejects.toMatchObject({ name: 'AbortError' });
    await Promise.all([...queued, interactive]);
    expect(finished).toEqual(['sync', 'book 1', 'book 2']);
  });

  it('warms workers up ahead of jobs, with or without a request', async () => {
    let made = 0;
    const p = pool({ size: 2, workerData: async () => ({ made: ++made }) });
    await p.warmUp({ workers: 1 });
    expect(p.workers).toBe(1);
    const p2 = pool({ size: 2 });
    await p2.warmUp({ request: echo('warm') });
    expect(p2.workers).toBe(2);
    const replies = await Promise.all([p.run(echo('1')), p.run(echo('2'))]);
    expect(replies.map((r) => r.reply.data)).toEqual([{ made: 1 }, { made: 1 }]);
    expect(made).toBe(1);
  });

  it('runs warm-up jobs on the workers already started, and lets other jobs wait for them', async () => {
    const p = pool({ size: 2 });
    const warmLane = new PoolLane(1, { warmUp: true });
    // With no worker yet, such a job starts the first one.
    expect((await p.run(echo('first'), { lane: warmLane })).reply.echo).toBe('first');
    expect(p.workers).toBe(1);
    const hanging = new AbortController();
    const held = p.run({ op: 'hang' }, { signal: hanging.signal });
    // The only worker is busy: the lane's job waits for it instead of starting a second.
    const waiting = p.run(echo('waits'), { lane: warmLane });
    expect(p.workers).toBe(1);
    hanging.abort();
    await expect(held).rejects.toMatchObject({ name: 'AbortError' });
    expect((await waiting).reply.echo).toBe('waits');
    expect(p.workers).toBe(1);
    // A job that finds the only worker busy with a warm-up job waits for it too.
    const [warm, real] = await Promise.all([
      p.run(echo('warm'), { lane: warmLane }),
      p.run(echo('real')),
    ]);
    expect([warm.reply.echo, real.reply.echo]).toEqual(['warm', 'real']);
    expect(p.workers).toBe(1);
  });

  it('warms a worker it starts while the others are busy, and gives the queued job to whichever is free first', async () => {
    const started: Worker[] = [];
    const p = pool({ size: 2, onSpawn: (w) => started.push(w) });
    await p.warmUp({ workers: 1, request: echo('warm') });
    const hanging = new AbortController();
    const held = p.run({ op: 'hang' }, { signal: hanging.signal });
    // The warm worker is busy: a second one starts, runs the warm-up request first, then
    // takes the queued job (here the busy one never frees up).
    const queued = await p.run(echo('queued'));
    expect(started).toHaveLength(2);
    expect(queued.reply.thread).toBe(started[1]!.threadId);
    hanging.abort();
    await expect(held).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('lets a short burst wait for the warm worker, and starts the next one once idle', async () => {
    const started: Worker[] = [];
    let spawned: () => void = () => {};
    const p = pool({
      size: 2,
      coldStartQueue: 3,
      onSpawn: (w) => {
        started.push(w);
        spawned();
      },
    });
    await p.warmUp({ workers: 1, request: echo('warm') });
    // Two jobs waiting behind a running one: no cold worker beside them.
    const burst = await Promise.all([p.run(echo('a')), p.run(echo('b')), p.run(echo('c'))]);
    expect(new Set(burst.map((r) => r.reply.thread))).toEqual(new Set([started[0]!.threadId]));
    // Idle now: the second worker starts in the background, warmed for the next burst.
    if (started.length < 2) await new Promise<void>((resolve) => (spawned = resolve));
    expect(started).toHaveLength(2);
    await once(started[1]!, 'online');
    // Three waiting do start one at once (here the second is already there: both take jobs).
    const q = pool({ size: 2, coldStartQueue: 3, onSpawn: (w) => started.push(w) });
    await q.warmUp({ workers: 1, request: echo('warm') });
    const before = started.length;
    await Promise.all([1, 2, 3, 4].map((i) => q.run(echo(String(i)))));
    expect(started.length).toBe(before + 1);
  });

  it("starts the worker a burst did without only once the pool stays idle past the last job's turn", async () => {
    const started: Worker[] = [];
    let spawned: () => void = () => {};
    const p = pool({
      size: 2,
      coldStartQueue: 3,
      onSpawn: (w) => {
        started.push(w);
        spawned();
      },
    });
    await p.warmUp({ workers: 1, request: echo('warm') });
    // A request's next step follows its last job at once (a sync request's encoding after its
    // sentences): the idle moment between the two starts no cold worker beside it.
    const waited = [p.run(echo('a')), p.run(echo('b'))];
    const next = await Promise.all(waited).then(() => p.run(echo('next step')));
    expect(next.reply.thread).toBe(started[0]!.threadId);
    expect(started).toHaveLength(1);
    // Idle for good: now it starts, in the background.
    if (started.length < 2) await new Promise<void>((resolve) => (spawned = resolve));
    expect(started).toHaveLength(2);
  });

  it('retires workers left idle for the quiet period, down to the ones it keeps', async () => {
    const started: Worker[] = [];
    const p = pool({
      size: 2,
      retireIdleAfterMs: 20,
      keepWorkers: 1,
      onSpawn: (w) => started.push(w),
    });
    const hanging = new AbortController();
    const held = p.run({ op: 'hang' }, { signal: hanging.signal });
    await p.run(echo('second worker'));
    expect(started).toHaveLength(2);
    // The idle one goes; the busy one stays however long its job takes.
    await once(started[1]!, 'exit');
    expect(p.workers).toBe(1);
    hanging.abort();
    await expect(held).rejects.toMatchObject({ name: 'AbortError' });
    // Aborting stopped the busy worker; the next job starts one, which is kept once idle.
    expect((await p.run(echo('again'))).reply.echo).toBe('again');
    expect(p.workers).toBe(1);

    const startedByQ: Worker[] = [];
    const q = pool({ size: 1, retireIdleAfterMs: 20, onSpawn: (w) => startedByQ.push(w) });
    await q.warmUp();
    await once(startedByQ[0]!, 'exit');
    expect(q.workers).toBe(0);
    expect((await q.run(echo('restarted'))).reply.echo).toBe('restarted');
  });

  it('stops idle workers at once while held lean, warms none up, and still runs jobs', async () => {
    const started: Worker[] = [];
    const p = pool({ size: 3, keepWorkers: 1, onSpawn: (w) => started.push(w) });
    await p.warmUp();
    const hanging = new AbortController();
    const held = p.run({ op: 'hang' }, { signal: hanging.signal });
    expect(p.workers).toBe(3);
    // The hanging job went to the first worker started.
    const busy = started[0]!.threadId;

    const release = p.keepLean();
    expect(p.lean).toBe(true);
    // The idle ones stop (down to the one it keeps: here the busy one); the busy one stays.
    await Promise.all(started.filter((w) => w.threadId !== busy).map((w) => once(w, 'exit')));
    expect(p.workers).toBe(1);
    await p.warmUp({ workers: 3 });
    expect(p.workers).toBe(1);
    // A job still gets a worker, started for it and kept afterwards like any other.
    expect((await p.run(echo('while lean'))).reply.echo).toBe('while lean');
    expect(p.workers).toBe(2);

    // Holds nest; a second release of the same hold counts once.
    const second = p.keepLean();
    release();
    release();
    expect(p.lean).toBe(true);
    second();
    expect(p.lean).toBe(false);
    await p.warmUp({ workers: 3 });
    expect(p.workers).toBe(3);
    hanging.abort();
    await expect(held).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects queued and running jobs on close, and every job after it', async () => {
    const p = pool();
    const running = expect(p.run({ op: 'hang' })).rejects.toMatchObject({ code: 'pool_closed' });
    const queued = expect(p.run(echo('queued'))).rejects.toMatchObject({ code: 'pool_closed' });
    await p.close();
    await running;
    await queued;
    await expect(p.run(echo('late'))).rejects.toMatchObject({ code: 'pool_closed' });
    expect(p.workers).toBe(0);
  });
});
