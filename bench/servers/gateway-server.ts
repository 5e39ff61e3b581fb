// A gateway in its own process for benches: prints {"url","key","task"} then serves until
// SIGTERM. BENCH_WARM_UP=0 turns its warm-up off; BENCH_WAIT_WARM=1 prints only once the
// warm-up is over (with "startupMs": from start to listening). Its data goes to the folder given as the first argument (the caller's to
// remove), or else to a temporary folder it removes itself on exit.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGateway } from '../../server/app.ts';
import { silentLogger } from '../../server/log.ts';
import { newTaskId } from '../../server/tasks/ids.ts';

const ownDir = process.argv[2] === undefined;
const dataDir = process.argv[2] ?? mkdtempSync(path.join(os.tmpdir(), 'voxmesh-bench-'));
const started = performance.now();
const gateway = await createGateway({
  dataDir,
  secretStore: 'file',
  logger: silentLogger,
  warmUp: process.env.BENCH_WARM_UP !== '0',
});
const { record, secret } = await gateway.keys.create({ label: 'bench' });
// BENCH_SEED_TASKS=N fills the history with N completed 3D tasks; `task` names the middle one.
const seeded = Number(process.env.BENCH_SEED_TASKS ?? 0);
const now = Math.floor(Date.now() / 1000);
for (let i = 0; i < seeded; i++) {
  gateway.db.data.tasks.push({
    id: newTaskId(),
    kind: '3d',
    source: 'task',
    owner: record.owner,
    key_id: record.id,
    model: 'mesh-6',
    status: 'completed',
    progress: 100,
    created_at: now,
    completed_at: now,
    request: {
      mode: 'textured',
      family: 'mesh-6',
      prompt: 'a chair',
      art_style: 'realistic',
      seed: i,
    },
    files: { content: 'model.glb' },
    metadata: { interpretation: { kind: 'chair' } },
  });
}
if (seeded) await gateway.db.save();
const task = seeded ? gateway.db.data.tasks[Math.floor(seeded / 2)]!.id : null;
const { url } = await gateway.listen();
const startupMs = Math.round(performance.now() - started);
if (process.env.BENCH_WAIT_WARM === '1') await gateway.warmedUp();
process.stdout.write(`${JSON.stringify({ url, key: secret, task, startupMs })}\n`);
process.on(
  'SIGTERM',
  () =>
    void gateway.close().then(() => {
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }),
);
