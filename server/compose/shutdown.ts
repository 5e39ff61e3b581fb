import type http from 'node:http';
import type { Database } from '../store/database.ts';
import { withdrawInstance } from '../store/instance.ts';
import type { TaskRunner } from '../tasks/runner.ts';
import type { MeshPool } from '../mesh/mesh-pool.ts';
import type { UpstreamChannel } from '../upstream/index.ts';
import type { LazySpeech } from './lazy-speech.ts';
import type { WarmUp } from './warm-up.ts';

/** How long running requests may take to finish before their connections are closed. */
const CLOSE_GRACE_MS = 10_000;

export interface ShutdownParts {
  dataDir: string;
  warmUp: Pick<WarmUp, 'abort'>;
  server: http.Server;
  upstream: Pick<UpstreamChannel, 'stop' | 'close' | 'records'>;
  tasks: Pick<TaskRunner, 'stop'>;
  speech: Pick<LazySpeech, 'close'>;
  meshPool: Pick<MeshPool, 'close'>;
  db: Pick<Database, 'idle'>;
}

/**
 * The gateway's `close()`: stops accepting, lets running requests finish, then stops what
 * they used, each part after everything that still writes through it. Calling it again
 * returns the same promise.
 */
export function orderlyShutdown(parts: ShutdownParts): () => Promise<void> {
  let closing: Promise<void> | null = null;
  const { server, upstream } = parts;
  return () =>
    (closing ??= (async () => {
      // Nothing new starts: no more warm-up, no more upstream health checks.
      parts.warmUp.abort();
      upstream.stop();
      // Requests in flight finish (within the grace), idle connections go at once.
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
      force.unref();
      if (server.listening) await stopped;
      clearTimeout(force);
      // Records of forwarded responses are written, then the tasks stop (writing their state),
      // then the workers and the upstream client they used, then the database is flushed.
      await upstream.records.settled();
      await parts.tasks.stop();
      upstream.close();
      await parts.speech.close();
      await parts.meshPool.close();
      await parts.db.idle();
      // Last: the CLI finds this gateway by its instance file until everything is saved.
      await withdrawInstance(parts.dataDir);
    })());
}
