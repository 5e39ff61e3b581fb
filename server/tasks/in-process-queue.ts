import type { LaneLimits, QueuedTask, TaskQueue } from './queue.ts';

/**
 * The queue of one gateway process: waiting tasks in memory, ordered by priority then
 * arrival, started while their lane has room and their key has fewer than its share
 * running there. Nothing here survives a restart: the task repository does, and the runner
 * recovers from it (docs/decisions.md, "3. Tasks (speech and 3D)").
 */
export class InProcessQueue implements TaskQueue {
  private readonly waiting: QueuedTask[] = [];
  private readonly running = new Map<string, QueuedTask>();
  private readonly lanes = new Map<string, LaneLimits>();
  private run: ((task: QueuedTask) => Promise<void>) | null = null;
  private paused = false;

  /** `defaults`: the limits of lanes not given their own. */
  constructor(private readonly defaults: LaneLimits) {}

  lane(name: string, limits: LaneLimits): void {
    this.lanes.set(name, limits);
  }

  consume(run: (task: QueuedTask) => Promise<void>): void {
    this.run = run;
    this.pump();
  }

  enqueue(task: QueuedTask): Promise<void> {
    // After the last task of its priority or a higher one: arrival order within a priority.
    let at = this.waiting.length;
    while (at > 0 && this.waiting[at - 1]!.priority < task.priority) at--;
    this.waiting.splice(at, 0, task);
    this.pump();
    return Promise.resolve();
  }

  async recover(tasks: QueuedTask[]): Promise<void> {
    for (const task of tasks) await this.enqueue(task);
  }

  cancel(id: string): Promise<boolean> {
    const at = this.waiting.findIndex((t) => t.id === id);
    if (at !== -1) this.waiting.splice(at, 1);
    return Promise.resolve(at !== -1);
  }

  pendingOf(keyId: string): number {
    let n = 0;
    for (const t of this.waiting) if (t.keyId === keyId) n++;
    for (const t of this.running.values()) if (t.keyId === keyId) n++;
    return n;
  }

  counts(): { running: number; queued: number } {
    return { running: this.running.size, queued: this.waiting.length };
  }

  pause(): Promise<void> {
    this.paused = true;
    return Promise.resolve();
  }

  /** Starts waiting tasks while their lane has room, keeping per-key fairness in each. */
  private pump(): void {
    const run = this.run;
    if (!run || this.paused) return;
    const inLane = new Map<string, number>();
    const perKey = new Map<string, number>();
    for (const t of this.running.values()) {
      inLane.set(t.lane, (inLane.get(t.lane) ?? 0) + 1);
      perKey.set(`${t.lane}:${t.keyId}`, (perKey.get(`${t.lane}:${t.keyId}`) ?? 0) + 1);
    }
    for (let i = 0; i < this.waiting.length;) {
      const task = this.waiting[i]!;
      const limits = this.lanes.get(task.lane) ?? this.defaults;
      const key = `${task.lane}:${task.keyId}`;
      const busy = perKey.get(key) ?? 0;
      const used = inLane.get(task.lane) ?? 0;
      if (used >= limits.concurrency || busy >= limits.runningPerKey) {
        i++;
        continue;
      }
      this.waiting.splice(i, 1);
      inLane.set(task.lane, used + 1);
      perKey.set(key, busy + 1);
      this.running.set(task.id, task);
      void run(task)
        .catch(() => undefined) // the runner records its own failures
        .finally(() => {
          this.running.delete(task.id);
          this.pump();
        });
    }
  }
}
