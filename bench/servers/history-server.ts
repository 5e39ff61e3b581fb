// A gateway on an existing data directory, for bench/history.ts. It times its own start-up
// (createGateway + listen) and one state change of each kind, then prints
// {"url","key","startupMs",...} and serves until SIGTERM.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createGateway } from '../../server/app.ts';
import { silentLogger } from '../../server/log.ts';
import { newTaskRecord } from '../../server/tasks/access.ts';
import { historyRecords } from '../lib/history-records.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: history-server.ts DATA_DIR');
const t0 = performance.now();
const cpu0 = process.cpuUsage();
// No task runs: a state change below is measured alone.
const gateway = await createGateway({
  dataDir,
  secretStore: 'file',
  logger: silentLogger,
  taskLimits: { concurrency: 0 },
});
const { url } = await gateway.listen();
const startupMs = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
const startupCpuMs = (cpu.user + cpu.system) / 1000;
const rss = process.memoryUsage().rss;

const { record: key, secret } = await gateway.keys.create({ label: 'bench' });
const store = gateway.taskStore;
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// A finished record (sync request): one history line, appended and synced.
const appendMs: number[] = [];
let appendBytes = 0;
for (const record of historyRecords(21, key.owner, key.id)) {
  const t = performance.now();
  await store.addFinished(record, 200);
  appendMs.push(performance.now() - t);
  appendBytes = Buffer.byteLength(JSON.stringify({ n: 1, put: record, bill: 200 })) + 1;
}
// A task's state change (queued → in progress): the main database, rewritten whole.
const dbFile = path.join(dataDir, 'voxmesh.db.json');
const startMs: number[] = [];
for (let i = 0; i < 21; i++) {
  const task = newTaskRecord('3d', key, 'mesh-6', {
    mode: 'draft',
    family: 'mesh-6',
    prompt: 'a chair',
    art_style: 'realistic',
    seed: i,
    has_reference: false,
    source_task_id: null,
  });
  await store.add(task);
  const t = performance.now();
  await store.start(task);
  startMs.push(performance.now() - t);
  await store.delete(task);
}
const dbBytes = (await stat(dbFile)).size;

process.stdout.write(
  `${JSON.stringify({
    url,
    key: secret,
    startupMs,
    startupCpuMs,
    rssMb: rss / 1e6,
    appendMs: median(appendMs),
    appendBytes,
    stateChangeMs: median(startMs),
    stateChangeBytes: dbBytes,
  })}\n`,
);
process.on(
  'SIGTERM',
  () =>
    void gateway.close().then(() => {
      process.exit(0);
    }),
);
