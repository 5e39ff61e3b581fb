import { Worker } from 'node:worker_threads';

import { describe, expect, it } from 'vitest';

const SERVE_WORKER = new URL('./fixtures/serve-worker-tsx.mjs', import.meta.url);

describe('a worker serving jobs (serveJobs)', () => {
  it('lets go of what it can remake once idle after its jobs, not between them', async () => {
    const worker = new Worker(SERVE_WORKER);
    try {
      const seen: unknown[] = [];
      const idle = new Promise<void>((resolve) =>
        worker.on('message', (message: { type: string; reply?: unknown }) => {
          seen.push(message.type === 'done' ? message.reply : message.type);
          if (message.type === 'idle-test') resolve();
        }),
      );
      for (const id of [1, 2, 3]) worker.postMessage({ type: 'job', id, request: `job ${id}` });
      await idle;
      expect(seen).toEqual(['job 1', 'job 2', 'job 3', 'idle-test']);
    } finally {
      await worker.terminate();
    }
  });
});
