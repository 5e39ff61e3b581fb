import { hostname } from 'node:os';
import { FlowProducer, Queue, WaitingError, Worker, type Job, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { QueueWorker } from '../../contract/admin.ts';
import type { Logger } from '../log.ts';
import {
  JobInterrupted,
  type LaneLimits,
  type QueueCounts,
  type QueuedTask,
  type TaskQueue,
} from './queue.ts';

/**
 * The team server's queue (docs/deploy.md, docs/decisions.md "The team queue"): task jobs
 * in BullMQ on Redis, taken by every process that consumes it — `voxmesh worker`
 * processes on any number of machines, and the gateway's own local workers. Nothing is lost
 * when a process dies: a job whose process stopped renewing its lock goes back to the queue
 * (BullMQ's stalled-job check), and a task's parts are idempotent.
 *
 * Ordering: a task's parts carry BullMQ priorities (1 is first) that grow with the part's
 * index, times the number of tasks its key has waiting, so a newcomer's first part goes
 * ahead of a long book's later ones and one owner's books cannot starve another owner's.
 * Jobs with no priority (interactive ones) go before all of them.
 */

const QUEUE = 'tasks';
/** BullMQ's highest priority number. */
const MAX_PRIORITY = 2_097_152;

export interface BullMqQueueOptions {
  /** `redis://host:port[/db]` */
  url: string;
  /** Key prefix in Redis: several VoxMesh installations (or tests) may share one server. */
  prefix?: string;
  /** Jobs this process runs at once when it consumes (its local workers). */
  concurrency: number;
  log: Logger;
  /**
   * How long a job's lock lives without renewal: a process killed mid-job gives its job
   * back after about this long (default 30 s).
   */
  lockDurationMs?: number;
  /** This consumer's name in `GET /v1/server` (default: host and process id). */
  workerId?: string;
}

/** A consumer as `GET /v1/server` lists it. */
export type QueueWorkerInfo = QueueWorker;

const HEARTBEAT_MS = 5_000;
/** A consumer silent for this long is gone (killed, or its machine is). */
const GONE_AFTER_MS = 30_000;

/**
 * A queueing of a task's parts: its parts' job ids end in it. A task queued again after Redis
 * lost its jobs gets new part ids, so a part an old consumer still runs never shares its id
 * (and BullMQ's lock) with the part queued again (docs/decisions.md, "A task queued again
 * after Redis lost its jobs").
 */
type Generation = { gen?: string };

function partJobId(id: string, index: number, gen: string | undefined): string {
  return `${id}-p${String(index).padStart(5, '0')}${gen ? `-g${gen}` : ''}`;
}

function jobId(task: QueuedTask & Generation): string {
  const step = task.step ?? { kind: 'start' };
  if (step.kind === 'part') return partJobId(task.id, step.index, task.gen);
  if (step.kind === 'join') return `${task.id}-join`;
  return task.id;
}

/** A Redis connection that fails fast with one clear line instead of retrying for ever. */
export async function connectRedis(url: string, forWorker = false): Promise<Redis> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`'${url}' is not a Redis URL. Use redis://host:port (check --queue).`);
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    throw new Error(
      `'${parsed.protocol}' is not a Redis URL scheme. Use redis://host:port (check --queue).`,
    );
  }
  const where = `${parsed.hostname}:${parsed.port || '6379'}`;
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5_000,
    // BullMQ's workers need this (their blocking commands wait as long as they must).
    maxRetriesPerRequest: forWorker ? null : 3,
    // The first connection is tried once: a wrong address is said at once, not retried.
    retryStrategy: () => null,
  });
  let lastError: Error | null = null;
  const remember = (err: Error) => (lastError = err);
  redis.on('error', remember);
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    redis.disconnect();
    const cause = lastError ?? (err as Error);
    const code = (cause as NodeJS.ErrnoException).code;
    const why =
      code === 'ECONNREFUSED'
        ? 'connection refused'
        : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
          ? 'unknown host'
          : code === 'ETIMEDOUT'
            ? 'no answer within 5 s'
            : cause.message;
    throw new Error(
      `Cannot reach Redis at ${where} (${why}). Is the server running? Check --queue.`,
      {
        cause,
      },
    );
  }
  redis.off('error', remember);
  // Once up, a lost connection is retried for as long as it takes (a Redis restart).
  redis.options.retryStrategy = (times) => Math.min(times * 200, 2_000);
  return redis;
}

export class BullMqQueue implements TaskQueue {
  private readonly queue: Queue;
  private readonly flows: FlowProducer;
  private worker: Worker | null = null;
  private subscriber: Redis | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly cancelListeners: Array<(id: string) => void> = [];
  private readonly startedAt = Date.now();
  private readonly workerId: string;
  private readonly prefix: string;

  private constructor(
    private readonly redis: Redis,
    private readonly options: BullMqQueueOptions,
  ) {
    this.prefix = options.prefix ?? 'voxmesh';
    this.workerId = options.workerId ?? `${hostname()}-${process.pid}`;
    this.queue = new Queue(QUEUE, { connection: redis, prefix: this.prefix });
    this.flows = new FlowProducer({ connection: redis, prefix: this.prefix });
    redis.on('error', (err) => options.log.warn(`The task queue's Redis: ${err.message}`));
    this.queue.on('error', (err) => options.log.error('task queue', err));
    this.flows.on('error', (err) => options.log.error('task queue', err));
  }

  /** Connects (one clear error when Redis cannot be reached) and listens for cancels. */
  static async open(options: BullMqQueueOptions): Promise<BullMqQueue> {
    const redis = await connectRedis(options.url, true);
    const queue = new BullMqQueue(redis, options);
    await queue.listenForCancels();
    return queue;
  }

  private get cancelChannel(): string {
    return `${this.prefix}:${QUEUE}:cancel`;
  }

  /** Set first when a task is cancelled, kept a day: every consumer skips its jobs. */
  private cancelledKey(id: string): string {
    return `${this.prefix}:${QUEUE}:cancelled:${id}`;
  }

  private get workersKey(): string {
    return `${this.prefix}:${QUEUE}:consumers`;
  }

  private async listenForCancels(): Promise<void> {
    const sub = this.redis.duplicate();
    this.subscriber = sub;
    sub.on('error', (err) => this.options.log.error('task queue', err));
    sub.on('message', (_channel, id: string) => {
      for (const stop of this.cancelListeners) stop(id);
    });
    await sub.subscribe(this.cancelChannel);
  }

  lane(_name: string, _limits: LaneLimits): void {
    // One pool of consumers takes every job; each process's concurrency is its own limit.
  }

  consume(run: (task: QueuedTask) => Promise<void>): void {
    if (this.options.concurrency <= 0) return;
    const lockDuration = this.options.lockDurationMs ?? 30_000;
    this.worker = new Worker(
      QUEUE,
      async (job: Job<QueuedTask>, token?: string) => {
        // A cancelled task's jobs may still be handed out (a join its parts released as
        // they stopped, a part taken as the cancel came in): they do nothing.
        if ((await this.redis.exists(this.cancelledKey(job.data.id))) === 1) return;
        this.running++;
        this.options.log.info(`Took job ${job.id ?? '?'}.`);
        try {
          await run(job.data);
        } catch (err) {
          if (err instanceof JobInterrupted && token) {
            // Stopping: the job goes back to wait for another consumer, not failed.
            await job.moveToWait(token);
            throw new WaitingError();
          }
          throw err;
        } finally {
          this.running--;
        }
      },
      {
        connection: this.redis.duplicate({ maxRetriesPerRequest: null }),
        prefix: this.prefix,
        concurrency: this.options.concurrency,
        lockDuration,
        stalledInterval: Math.max(1_000, Math.floor(lockDuration / 2)),
        maxStalledCount: 5,
        name: this.workerId,
      },
    );
    this.worker.on('error', (err) => this.options.log.error('task queue worker', err));
    void this.beat();
    this.heartbeat = setInterval(() => void this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Says this consumer is alive, with how many jobs it runs. */
  private async beat(): Promise<void> {
    const info: QueueWorkerInfo = {
      id: this.workerId,
      host: hostname(),
      pid: process.pid,
      concurrency: this.options.concurrency,
      running: this.running,
      started_at: Math.floor(this.startedAt / 1000),
      last_seen: Math.floor(Date.now() / 1000),
    };
    await this.redis
      .hset(this.workersKey, this.workerId, JSON.stringify(info))
      .catch((err: unknown) => this.options.log.error('task queue heartbeat', err));
  }

  /** Jobs this process runs now. */
  private running = 0;

  /** The consumers seen lately (`GET /v1/server`); those long silent are forgotten. */
  async workers(): Promise<QueueWorkerInfo[]> {
    const all = await this.redis.hgetall(this.workersKey);
    const now = Date.now();
    const alive: QueueWorkerInfo[] = [];
    for (const [id, json] of Object.entries(all)) {
      const info = JSON.parse(json) as QueueWorkerInfo;
      if (now - info.last_seen * 1000 > GONE_AFTER_MS) await this.redis.hdel(this.workersKey, id);
      else alive.push(info);
    }
    return alive.sort((a, b) => a.id.localeCompare(b.id));
  }

  private options_(task: QueuedTask, priority?: number): JobsOptions {
    return {
      jobId: jobId(task),
      removeOnComplete: true,
      removeOnFail: true,
      ...(priority !== undefined
        ? { priority: Math.min(MAX_PRIORITY, Math.max(1, priority)) }
        : {}),
    };
  }

  async enqueue(task: QueuedTask): Promise<void> {
    // Interactive work (priority > 0 in the port's terms) goes before every task's jobs.
    await this.queue.add('task', task, this.options_(task, task.priority > 0 ? undefined : 1));
  }

  async enqueueParts(task: QueuedTask, of: number, parts: readonly number[]): Promise<void> {
    const books = Math.max(1, await this.waitingTasksOf(task.keyId));
    const gen = Date.now().toString(36);
    const join: QueuedTask & Generation = { ...task, step: { kind: 'join', of }, gen };
    await this.flows.add({
      name: 'task',
      queueName: QUEUE,
      prefix: this.prefix,
      data: join,
      opts: this.options_(join, 1),
      children: parts.map((index) => {
        const part: QueuedTask & Generation = { ...task, step: { kind: 'part', index, of }, gen };
        return {
          name: 'task',
          queueName: QUEUE,
          prefix: this.prefix,
          data: part,
          opts: { ...this.options_(part, 1 + index * books), failParentOnFailure: true },
        };
      }),
    });
  }

  /** Tasks of this key with jobs waiting: the spacing of its parts' priorities. */
  private async waitingTasksOf(keyId: string): Promise<number> {
    const jobs = await this.queue.getJobs(['waiting-children'], 0, 1_000);
    return jobs.filter((j) => (j.data as QueuedTask | undefined)?.keyId === keyId).length + 1;
  }

  /** Takes back only the tasks none of whose jobs is in Redis any more (Redis lost them). */
  async recover(tasks: QueuedTask[]): Promise<void> {
    for (const task of tasks) {
      const start = await this.queue.getJob(task.id);
      const join = await this.queue.getJob(`${task.id}-join`);
      if (start || join) continue;
      this.options.log.info(`Task ${task.id} was not in the queue any more: queued again.`);
      await this.enqueue(task);
    }
  }

  async cancel(id: string): Promise<boolean> {
    await this.redis.set(this.cancelledKey(id), '1', 'EX', 86_400);
    let dropped = false;
    const join = await this.queue.getJob(`${id}-join`);
    const data = join?.data as (QueuedTask & Generation) | undefined;
    const of = data?.step;
    const ids = [id, `${id}-join`];
    if (of?.kind === 'join') {
      for (let i = 0; i < of.of; i++) ids.push(partJobId(id, i, data?.gen));
    }
    for (const jid of ids) {
      try {
        const job = await this.queue.getJob(jid);
        if (job && !(await job.isActive())) {
          await job.remove({ removeChildren: true });
          dropped = true;
        }
      } catch {
        // Taken by a consumer meanwhile: the cancel message below stops it.
      }
    }
    await this.redis.publish(this.cancelChannel, id);
    return dropped;
  }

  onCancel(stop: (id: string) => void): void {
    this.cancelListeners.push(stop);
  }

  async counts(): Promise<QueueCounts> {
    const c = await this.queue.getJobCounts('active', 'waiting', 'prioritized', 'delayed');
    return {
      running: c.active ?? 0,
      queued: (c.waiting ?? 0) + (c.prioritized ?? 0) + (c.delayed ?? 0),
    };
  }

  waitingHere(): number {
    return 0;
  }

  async pause(): Promise<void> {
    // Takes no new job; the running ones end as the runner decides (given back on a stop).
    if (this.worker) await this.worker.pause(true);
  }

  async close(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.worker) {
      await this.worker.close();
      await this.redis.hdel(this.workersKey, this.workerId).catch(() => undefined);
    }
    await this.subscriber?.quit().catch(() => undefined);
    await this.flows.close();
    await this.queue.close();
    await this.redis.quit().catch(() => undefined);
  }
}
