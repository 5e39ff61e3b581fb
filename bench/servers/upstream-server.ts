// A gateway whose every model goes to an upstream (BENCH_UPSTREAM_URL, BENCH_UPSTREAM_KEY), in
// its own process for benches: prints {"url","key","pid"} then serves until SIGTERM.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGateway } from '../../server/app.ts';
import { silentLogger } from '../../server/log.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'voxmesh-bench-upstream-'));
const gateway = await createGateway({
  dataDir,
  secretStore: 'file',
  logger: silentLogger,
  warmUp: false,
  upstream: {
    url: process.env.BENCH_UPSTREAM_URL!,
    key: process.env.BENCH_UPSTREAM_KEY!,
    routes: { '*': 'upstream' },
    tuning: { pollMinMs: 500, pollJitterMs: 500, pollMaxMs: 2000 },
  },
});
const { secret } = await gateway.keys.create({ label: 'bench' });
const { url } = await gateway.listen();
process.stdout.write(`${JSON.stringify({ url, key: secret, pid: process.pid })}\n`);
process.on(
  'SIGTERM',
  () =>
    void gateway.close().then(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }),
);
