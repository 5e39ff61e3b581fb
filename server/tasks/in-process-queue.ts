import type { LaneLimits, QueueCounts, QueuedTask, TaskQueue } from './queue.ts';

/** A planned task's parts still to succeed before its join is queued. */
interface Parted {
  join: QueuedTask;
  left: Set<number>;
}

/**
 * The queue of one gateway process: waiting jobs in memory, ordered by priority then
 * arrival, started while their lane has room and their key has fewer than its share
 * running there. The parts of a book are jobs like any other, so a book uses every slot its
 * key may have (two cores render two parts at once). Nothing here survives a restart: the
 * task repository does, and the runner recovers from it (docs/decisions.md, "3. Tasks
 * (speech and 3D)").
 */
export class InProcessQueue implements TaskQueue {
  private readonly waiting: QueuedTask[] = [];
  private readonly running = new Set<QueuedTask>();
  private readonly lanes = new Map<string, LaneLimits>();
  private readonly parted = new Map<string, Parted>();
  private readonly cancelListeners: Array<(id: string) => void> = [];
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
    this.add(task);
    this.pump();
    return Promise.resolve();
  }

  enqueueParts(task: QueuedTask, of: number, parts: readonly number[]): Promise<void> {
    const join: QueuedTask = { ...task, step: { kind: 'join', of } };
    if (parts.length === 0) {
      this.add(join);
    } else {
      this.parted.set(task.id, { join, left: new Set(parts) });
      for (const index of parts) this.add({ ...task, step: { kind: 'part', index, of } });
    }
    this.pump();
    return Promise.resolve();
  }

  async recover(tasks: QueuedTask[]): Promise<void> {
    for (const task of tasks) await this.enqueue(task);
  }

  cancel(id: string): Promise<boolean> {
    let dropped = false;
    for (let i = this.waiting.length - 1; i >= 0; i--) {
      if (this.waiting[i]!.id === id) {
        this.waiting.splice(i, 1);
        dropped = true;
      }
    }
    this.parted.delete(id);
    for (const stop of this.cancelListeners) stop(id);
    return Promise.resolve(dropped);
  }

  onCancel(stop: (id: string) => void): void {
    this.cancelListeners.push(stop);
  }

  counts(): QueueCounts {
    return { running: this.running.size, queued: this.waiting.length };
  }

  waitingHere(): number {
    return this.waiting.length;
  }

  pause(): Promise<void> {
    this.paused = true;
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  /** After the last job of its priority or a higher one: arrival order within a priority. */
  private add(task: QueuedTask): void {
    let at = this.waiting.length;
    while (at > 0 && this.waiting[at - 1]!.priority < task.priority) at--;
    this.waiting.splice(at, 0, task);
  }

  /** A settled part: one fewer before its join, or (failed) its task's other parts dropped. */
  private settled(task: QueuedTask, ok: boolean): void {
    const step = task.step ?? { kind: 'start' };
    if (step.kind === 'part') {
      const parted = this.parted.get(task.id);
      if (!parted) return; // cancelled, or another part failed the task
      if (!ok) {
        // A failed part fails the task (the runner recorded it): its other parts go.
        this.parted.delete(task.id);
        this.waiting.splice(
          0,
          this.waiting.length,
          ...this.waiting.filter((t) => t.id !== task.id),
        );
        return;
      }
      parted.left.delete(step.index);
      if (parted.left.size === 0) {
        this.parted.delete(task.id);
        this.add(parted.join);
      }
    }
  }

  /** Starts waiting jobs while their lane has room, keeping per-key fairness in each. */
  private pump(): void {
    const run = this.run;
    if (!run || this.paused) return;
    const inLane = new Map<string, number>();
    const perKey = new Map<string, number>();
    for (const t of this.running) {
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
      this.running.add(task);
      run(task).then(
        () => this.finish(task, true),
        () => this.finish(task, false),
      );
    }
  }

  private finish(task: QueuedTask, ok: boolean): void {
    this.running.delete(task);
    this.settled(task, ok);
    this.pump();
  }
}
