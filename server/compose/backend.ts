import type { GatewayConfig } from '../config.ts';
import type { Logger } from '../log.ts';
import type { FilesArea } from '../store/files.ts';
import type { LowdbStorage } from '../store/lowdb-storage.ts';
import type { PostgresStorage } from '../store/postgres/storage.ts';
import type { BullMqQueue } from '../tasks/bullmq-queue.ts';
import { InProcessQueue } from '../tasks/in-process-queue.ts';
import type { TaskQueue } from '../tasks/queue.ts';
import type { TaskLimits } from '../tasks/runner.ts';

/**
 * Where a gateway keeps its state and takes its work from (docs/architecture.md, "Two
 * backends"): the desktop's lowdb file and in-process queue, or — given `database` and
 * `queue` — the team server's PostgreSQL and BullMQ on Redis. The team modules (and `pg`,
 * `bullmq`) load only then.
 */
export type Backend =
  | { kind: 'desktop'; storage: LowdbStorage; queue: TaskQueue }
  | { kind: 'team'; storage: PostgresStorage; queue: TaskQueue; shared: BullMqQueue };

export type BackendConfig = Pick<
  GatewayConfig,
  | 'dataDir'
  | 'database'
  | 'queue'
  | 'localWorkers'
  | 'queuePrefix'
  | 'queueLockMs'
  | 'historyPartitionLines'
>;

/** A team setting without its partner: one line that says which is missing. */
export function checkTeamConfig(config: Pick<GatewayConfig, 'database' | 'queue'>): void {
  if (config.database && !config.queue) {
    throw new Error(
      'A team server needs a task queue too: give --queue redis://… (or VOXMESH_QUEUE_URL).',
    );
  }
  if (config.queue && !config.database) {
    throw new Error(
      'A team server needs a database too: give --database postgres://… (or VOXMESH_DATABASE_URL).',
    );
  }
}

/** Opens the shared queue of a team server; `consumers` jobs run in this process. */
export async function openTeamQueue(
  config: Pick<GatewayConfig, 'queue' | 'queuePrefix' | 'queueLockMs'>,
  consumers: number,
  log: Logger,
): Promise<BullMqQueue> {
  const { BullMqQueue } = await import('../tasks/bullmq-queue.ts');
  return BullMqQueue.open({
    url: config.queue!,
    concurrency: consumers,
    log,
    ...(config.queuePrefix ? { prefix: config.queuePrefix } : {}),
    ...(config.queueLockMs ? { lockDurationMs: config.queueLockMs } : {}),
  });
}

export async function openBackend(
  config: BackendConfig,
  files: FilesArea,
  log: Logger,
  limits: TaskLimits,
): Promise<Backend> {
  checkTeamConfig(config);
  const local = new InProcessQueue(limits);
  if (!config.database || !config.queue) {
    const { openLowdbStorage } = await import('../store/lowdb-storage.ts');
    const storage = await openLowdbStorage(config.dataDir, files, log, {
      ...(config.historyPartitionLines ? { partitionLines: config.historyPartitionLines } : {}),
    });
    return { kind: 'desktop', storage, queue: local };
  }
  const { openPostgresStorage } = await import('../store/postgres/storage.ts');
  const storage = await openPostgresStorage(config.database, files, log);
  try {
    const shared = await openTeamQueue(config, config.localWorkers ?? limits.concurrency, log);
    const { RoutedQueue } = await import('../tasks/routed-queue.ts');
    return { kind: 'team', storage, queue: new RoutedQueue(shared, local), shared };
  } catch (err) {
    await storage.close();
    throw err;
  }
}
