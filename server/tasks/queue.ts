import type { Awaitable } from '../store/ports.ts';

/**
 * Which step of its task a job is. Most tasks are one job (`start`). A task in parts (a
 * book: tasks/runner.ts `PartedTaskHandler`) starts with a job that plans it, then one job
 * per part — any consumer may take any of them, at once — and, once every part is done,
 * one `join` job.
 */
export type TaskStep =
  { kind: 'start' } | { kind: 'part'; index: number; of: number } | { kind: 'join'; of: number };

/**
 * What a job's run rejects with when its process stops under it: the job is not done and not
 * failed, and goes back to the queue (the in-process queue's tasks are recovered from the
 * repository at the next start instead).
 */
export class JobInterrupted extends Error {
  constructor(readonly taskId: string) {
    super(`The job of task ${taskId} was interrupted by a stop.`);
    this.name = 'JobInterrupted';
  }
}

/** One job as the queue knows it: no record, only what ordering and fairness need. */
export interface QueuedTask {
  id: string;
  /** The key that submitted it: tasks of one key share that key's slots. */
  keyId: string;
  /** The channel that runs it (`local` unless the record names another). */
  lane: string;
  /** Higher runs first; tasks of one priority run in the order they came. */
  priority: number;
  /** The step of the task this job runs (`start` when not said). */
  step?: TaskStep;
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

/** What the queue reports for `GET /v1/server`: jobs running and waiting over all keys. */
export interface QueueCounts {
  running: number;
  queued: number;
}

/**
 * The queue port the task runner takes its work from (docs/architecture.md, "Seams",
 * "Tasks: a queue port"). The queue decides when a job may start — by lane, per-key
 * fairness and priority — and hands it to the consumer; the runner runs it and records
 * every state in the task repository.
 * Two adapters: the in-process queue of the desktop (tasks/in-process-queue.ts) and the
 * team server's BullMQ queue on Redis (tasks/bullmq-queue.ts), whose jobs any `voxmesh
 * worker` process may take.
 */
export interface TaskQueue {
  /** Gives a lane limits of its own (lanes not named use the queue's default limits). */
  lane(name: string, limits: LaneLimits): void;
  /**
   * Starts handing jobs to `run`; a job holds its slot until the promise `run` returned
   * settles, and a rejection fails the job (a part's failure fails its task's join). A queue
   * that only submits (a gateway without local workers) is never consumed.
   */
  consume(run: (task: QueuedTask) => Promise<void>): void;
  enqueue(task: QueuedTask): Promise<void>;
  /**
   * Queues the parts of a planned task — `parts` lists the indices still to do, of `of` in
   * all — and one `join` job that is handed out once every listed part has succeeded.
   */
  enqueueParts(task: QueuedTask, of: number, parts: readonly number[]): Promise<void>;
  /**
   * Tasks the repository found queued or running after a stop or crash, oldest first. A
   * queue that keeps its jobs itself takes back only those it lost; the in-process one
   * queues them all.
   */
  recover(tasks: QueuedTask[]): Promise<void>;
  /**
   * Drops every waiting job of task `id` (its parts and join included); true when one was
   * waiting. Running jobs are stopped by their consumer (`onCancel`).
   */
  cancel(id: string): Promise<boolean>;
  /**
   * Calls `stop(id)` in every consumer of this queue when task `id` is cancelled, wherever
   * it was cancelled (the runner aborts its running jobs of that task).
   */
  onCancel(stop: (id: string) => void): void;
  /** Jobs running now and waiting, over all keys (for `GET /v1/server`). */
  counts(): Awaitable<QueueCounts>;
  /**
   * Jobs waiting in this process's memory (the desktop asks before its window closes); a
   * queue kept elsewhere has none.
   */
  waitingHere(): number;
  /** Hands out nothing more; running jobs end as their runner decides. */
  pause(): Promise<void>;
  /** Lets go of connections (after `pause` and the running jobs). */
  close(): Promise<void>;
}
