// A gateway in its own process for bench/burst.ts: three keys, warmed up, then prints
// {"url","keys"} and serves until SIGTERM. BENCH_SYNC_LIMITS (JSON) overrides the gateway's
// `syncLimits`, e.g. very large admission bounds to see the burst without admission control;
// BENCH_PROFILE=<file> writes a CPU profile of the HTTP thread during the burst.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { createGateway } from '../../server/app.ts';
import type { GatewayConfig } from '../../server/config.ts';
import { silentLogger } from '../../server/log.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'voxmesh-burst-'));
const syncLimits = process.env.BENCH_SYNC_LIMITS
  ? (JSON.parse(process.env.BENCH_SYNC_LIMITS) as GatewayConfig['syncLimits'])
  : undefined;
const gateway = await createGateway({
  dataDir,
  secretStore: 'file',
  logger: silentLogger,
  warmUp: true,
  ...(syncLimits ? { syncLimits } : {}),
});
const keys: string[] = [];
for (const label of ['burst a', 'burst b', 'burst c']) {
  keys.push((await gateway.keys.create({ label, owner: label })).secret);
}
const { url } = await gateway.listen();
await gateway.warmedUp();
// BENCH_PROFILE=<file>: a CPU profile of the HTTP thread from here to SIGTERM (.cpuprofile).
const profile = process.env.BENCH_PROFILE;
const session = profile ? new inspector.Session() : null;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}
process.stdout.write(`${JSON.stringify({ url, keys })}\n`);
process.on(
  'SIGTERM',
  () =>
    void (async () => {
      if (session && profile) {
        const { profile: data } = await session.post('Profiler.stop');
        writeFileSync(profile, JSON.stringify(data));
      }
    })()
      .then(() => gateway.close())
      .then(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      }),
);
