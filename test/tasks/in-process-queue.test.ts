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
    await end('a1');
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3']);
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

  it('runs the parts of a task side by side, then its join once every part succeeded', async () => {
    const queue = new InProcessQueue({ concurrency: 2, runningPerKey: 2 });
    const started: string[] = [];
    const settle = new Map<string, (ok: boolean) => void>();
    const label = (t: QueuedTask) =>
      t.step?.kind === 'part' ? `${t.id}:p${t.step.index}` : `${t.id}:${t.step?.kind ?? 'start'}`;
    queue.consume(
      (t) =>
        new Promise<void>((resolve, reject) => {
          started.push(label(t));
          settle.set(label(t), (ok) => (ok ? resolve() : reject(new Error('part failed'))));
        }),
    );
    const end = async (name: string, ok = true) => {
      settle.get(name)!(ok);
      await new Promise<void>((resolve) => setImmediate(resolve));
    };
    // Part 1 of 4 was done before a restart: the plan lists the others.
    await queue.enqueueParts(task('book', 'k'), 4, [0, 2, 3]);
    expect(started).toEqual(['book:p0', 'book:p2']);
    await end('book:p2');
    await end('book:p0');
    expect(started).toEqual(['book:p0', 'book:p2', 'book:p3']);
    await end('book:p3');
    expect(started.at(-1)).toBe('book:join');
    await end('book:join');

    // A failed part drops the task's parts still waiting; no join follows.
    await queue.enqueueParts(task('bad', 'k'), 3, [0, 1, 2]);
    await end('bad:p0', false);
    await end('bad:p1');
    expect(started.filter((s) => s.startsWith('bad'))).toEqual(['bad:p0', 'bad:p1']);
    expect(queue.counts()).toEqual({ running: 0, queued: 0 });
  });
});
