import { describe, expect, it } from 'vitest';
import { InProcessQueue } from '../../server/tasks/in-process-queue.ts';
import type { QueuedTask, TaskQueue } from '../../server/tasks/queue.ts';

/** A consumer whose runs end when the test says so. */
function consumer(queue: TaskQueue) {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  queue.consume(
    (task) =>
      new Promise<void>((resolve) => {
        started.push(task.id);
        finish.set(task.id, resolve);
      }),
  );
  /** Ends a run and waits until the queue has handed out what it frees. */
  const end = async (id: string): Promise<void> => {
    finish.get(id)!();
    await new Promise<void>((resolve) => setImmediate(resolve));
  };
  return { started, end };
}

const task = (id: string, keyId: string, lane = 'local', priority = 0): QueuedTask => ({
  id,
  keyId,
  lane,
  priority,
});

describe('The in-process queue', () => {
  it('lets no key run more than its share while another key waits', async () => {
    const queue = new InProcessQueue({ concurrency: 3, runningPerKey: 2 });
    const { started, end } = consumer(queue);
    for (const id of ['a1', 'a2', 'a3', 'a4']) await queue.enqueue(task(id, 'alice'));
    await queue.enqueue(task('b1', 'bob'));
    expect(started).toEqual(['a1', 'a2', 'b1']);
    expect(queue.counts()).toEqual({ running: 3, queued: 2 });
    expect(queue.pendingOf('alice')).toBe(4);
    await end('a1');
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3']);
    expect(queue.pendingOf('alice')).toBe(3);
  });

  it('gives each lane its own slots', async () => {
    const queue = new InProcessQueue({ concurrency: 1, runningPerKey: 1 });
    queue.lane('upstream', { concurrency: 4, runningPerKey: 4 });
    const { started } = consumer(queue);
    await queue.enqueue(task('local1', 'alice'));
    await queue.enqueue(task('local2', 'alice'));
    for (const id of ['up1', 'up2', 'up3']) await queue.enqueue(task(id, 'alice', 'upstream'));
    expect(started).toEqual(['local1', 'up1', 'up2', 'up3']);
  });

  it('starts higher priorities first, and equal ones in the order they came', async () => {
    const queue = new InProcessQueue({ concurrency: 1, runningPerKey: 1 });
    const { started, end } = consumer(queue);
    await queue.enqueue(task('busy', 'k'));
    await queue.enqueue(task('low1', 'k', 'local', 0));
    await queue.enqueue(task('high1', 'k', 'local', 5));
    await queue.enqueue(task('low2', 'k', 'local', 0));
    await queue.enqueue(task('high2', 'k', 'local', 5));
    for (const id of ['busy', 'high1', 'high2', 'low1']) await end(id);
    expect(started).toEqual(['busy', 'high1', 'high2', 'low1', 'low2']);
  });

  it('drops a cancelled waiting task, and hands out nothing once paused', async () => {
    const queue = new InProcessQueue({ concurrency: 1, runningPerKey: 1 });
    const { started, end } = consumer(queue);
    await queue.recover([task('r1', 'k'), task('r2', 'k'), task('r3', 'k')]);
    expect(await queue.cancel('r2')).toBe(true);
    expect(await queue.cancel('r1')).toBe(false); // running: its runner stops it
    await end('r1');
    expect(started).toEqual(['r1', 'r3']);
    await queue.enqueue(task('late', 'k'));
    await queue.pause();
    await end('r3');
    expect(started).toEqual(['r1', 'r3']);
    expect(queue.counts()).toEqual({ running: 0, queued: 1 });
  });
});
