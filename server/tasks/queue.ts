import type { Awaitable } from '../store/ports.ts';

/** One task as the queue knows it: no record, only what ordering and fairness need. */
export interface QueuedTask {
  id: string;
  /** The key that submitted it: tasks of one key share that key's slots. */
  keyId: string;
  /** The channel that runs it (`local` unless the record names another). */
  lane: string;
  /** Higher runs first; tasks of one priority run in the order they came. */
  priority: number;
}

/**
 * How many tasks of one lane run at once. Each lane has its own: tasks that only wait on
 * the network (the upstream's) never hold a slot local work needs.
 */
export interface LaneLimits {
  concurrency: number;
  /** Tasks of one key running at once in the lane; more wait, others' tasks go first. */
  runningPerKey: number;
}

/**
 * The queue port the task runner takes its work from (docs/architecture.md, "Seams",
 * "Tasks: a queue port"). The queue decides when a task may start — by lane, per-key
 * fairness and priority — and hands it to the consumer; the runner runs it and records
 * every state in the task repository.
 * The in-process queue (tasks/in-process-queue.ts) is the adapter today; one on a shared
 * broker (BullMQ on Redis) is meant to sit beside it.
 */
export interface TaskQueue {
  /** Gives a lane limits of its own (lanes not named use the queue's default limits). */
  lane(name: string, limits: LaneLimits): void;
  /**
   * Starts handing tasks to `run`; a task holds its slot until the promise `run` returned
   * settles. Called once.
   */
  consume(run: (task: QueuedTask) => Promise<void>): void;
  enqueue(task: QueuedTask): Promise<void>;
  /**
   * Tasks the repository found queued or running after a stop or crash, oldest first. A
   * queue that keeps its jobs itself takes back only those it lost; this one queues them all.
   */
  recover(tasks: QueuedTask[]): Promise<void>;
  /** Drops a waiting task; false when it is not waiting (running, or unknown). */
  cancel(id: string): Promise<boolean>;
  /** Tasks of this key waiting or running (the runner's 429 check). */
  pendingOf(keyId: string): Awaitable<number>;
  /** Tasks running now and waiting, over all keys (for `GET /v1/server`). */
  counts(): { running: number; queued: number };
  /** Hands out nothing more; running tasks end as their runner decides. */
  pause(): Promise<void>;
}
