import { once } from 'node:events';
import type { Worker } from 'node:worker_threads';

import { afterEach, describe, expect, it } from 'vitest';

import type { MeshJob } from '../../server/mesh/job.ts';
import { MeshPool } from '../../server/mesh/mesh-pool.ts';
import type { MeshPoolOptions } from '../../server/mesh/mesh-pool.ts';

const DYING_WORKER = new URL('./fixtures/dying-mesh-worker.mjs', import.meta.url);

const draft = (prompt: string): MeshJob => ({
  mode: 'draft',
  artStyle: 'realistic',
  shape: { seed: 7, prompt, image: null },
  texturePrompt: null,
  family: 'mesh-6',
});

const pools: MeshPool[] = [];
function pool(options: MeshPoolOptions = {}): MeshPool {
  const created = new MeshPool({ size: 1, ...options });
  pools.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('3D worker pool', () => {
  it('fails a job whose worker exits mid-job with worker_exited, and frees the slot', async () => {
    const p = pool({ workerUrl: DYING_WORKER });
    const progress: number[] = [];
    const error = await p.run(draft('a mug'), (n) => progress.push(n)).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'MeshJobError', code: 'worker_exited' });
    expect(progress).toEqual([5]);
    expect(p.workers).toBe(0);
    // A second job gets a fresh worker (which dies the same way): nothing is stuck.
    await expect(p.run(draft('a cup'), () => {})).rejects.toMatchObject({ code: 'worker_exited' });
  });

  it('fails a real job whose worker is stopped mid-job, then builds the next one', async () => {
    const started: Worker[] = [];
    const p = pool({ onSpawn: (worker) => started.push(worker) });
    let stopping: Promise<number> | null = null;
    const stopped = p.run(draft('a small wooden chair'), () => {
      // At the first progress report the job is running in the worker: stop it from outside.
      stopping ??= started[0]!.terminate();
    });
    await expect(stopped).rejects.toMatchObject({ name: 'MeshJobError', code: 'worker_exited' });
    await stopping;
    const result = await p.run(draft('a small wooden chair'), () => {});
    expect(result.glb.byteLength).toBeGreaterThan(1000);
    expect(result.interpretation).toMatchObject({ kind: 'chair' });
    expect(started).toHaveLength(2);
  });

  it('warms a worker up ahead of the first job', async () => {
    const p = pool();
    await p.warmUp();
    expect(p.workers).toBe(1);
  });

  it('held lean, ends a warm-up in progress and starts none, yet still builds models', async () => {
    const started: Worker[] = [];
    let spawned = (): void => {};
    const firstSpawn = new Promise<void>((resolve) => (spawned = resolve));
    const p = pool({
      onSpawn: (worker) => {
        started.push(worker);
        spawned();
      },
    });
    // Taken as soon as the warm-up has started its worker: the warm-up ends quietly.
    const warming = p.warmUp();
    await firstSpawn;
    const release = p.keepLean();
    await expect(warming).resolves.toBeUndefined();
    await once(started[0]!, 'exit');
    expect(p.workers).toBe(0);
    await p.warmUp();
    expect(p.workers).toBe(0);
    // A real job gets a worker of its own, kept afterwards as usual.
    const result = await p.run(draft('a round table'), () => {});
    expect(result.glb.byteLength).toBeGreaterThan(1000);
    expect(p.workers).toBe(1);
    release();
    await p.warmUp();
    expect(p.workers).toBe(1);
  });
});
