import type { LaneLimits, QueueCounts, QueuedTask, TaskQueue } from './queue.ts';

/**
 * Local work on one queue, every other lane on another: on the team server the embedded
 * engines' jobs go to the shared BullMQ queue that workers take, while a remote channel's
 * tasks (which only wait on the network, and need the gateway's upstream connection) stay
 * on the gateway's in-process queue.
 */
export class RoutedQueue implements TaskQueue {
  constructor(
    private readonly local: TaskQueue,
    private readonly others: TaskQueue,
  ) {}

  private of(task: QueuedTask): TaskQueue {
    return task.lane === 'local' ? this.local : this.others;
  }

  lane(name: string, limits: LaneLimits): void {
    (name === 'local' ? this.local : this.others).lane(name, limits);
  }

  consume(run: (task: QueuedTask) => Promise<void>): void {
    this.local.consume(run);
    this.others.consume(run);
  }

  enqueue(task: QueuedTask): Promise<void> {
    return this.of(task).enqueue(task);
  }

  enqueueParts(task: QueuedTask, of: number, parts: readonly number[]): Promise<void> {
    return this.of(task).enqueueParts(task, of, parts);
  }

  async recover(tasks: QueuedTask[]): Promise<void> {
    await this.local.recover(tasks.filter((t) => t.lane === 'local'));
    await this.others.recover(tasks.filter((t) => t.lane !== 'local'));
  }

  async cancel(id: string): Promise<boolean> {
    const [a, b] = await Promise.all([this.local.cancel(id), this.others.cancel(id)]);
    return a || b;
  }

  onCancel(stop: (id: string) => void): void {
    // The shared queue tells every process, this one included; the in-process one has no
    // one else to tell (its cancels are this process's own, which the runner stops itself).
    this.local.onCancel(stop);
  }

  async counts(): Promise<QueueCounts> {
    const [a, b] = await Promise.all([this.local.counts(), this.others.counts()]);
    return { running: a.running + b.running, queued: a.queued + b.queued };
  }

  waitingHere(): number {
    return this.local.waitingHere() + this.others.waitingHere();
  }

  async pause(): Promise<void> {
    await Promise.all([this.local.pause(), this.others.pause()]);
  }

  async close(): Promise<void> {
    await Promise.all([this.local.close(), this.others.close()]);
  }
}
