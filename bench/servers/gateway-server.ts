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
import { stageTotals } from '../../server/speech/stage-clock.ts';

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
const seeds: Promise<void>[] = [];
let task: string | null = null;
for (let i = 0; i < seeded; i++) {
  const id = newTaskId();
  if (i === Math.floor(seeded / 2)) task = id;
  seeds.push(
    gateway.taskStore.addFinished({
      id,
      kind: '3d',
      source: 'task',
      seq: 0,
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
        has_reference: false,
        source_task_id: null,
      },
      files: { content: 'model.glb' },
      metadata: {
        interpretation: {
          kind: 'chair',
          noun: 'chair',
          colors: [],
          materials: ['wood'],
          size: 'medium',
          count: 1,
          parts: [],
          match: 'exact',
          seed: i,
        },
        art_style: 'realistic',
        seed: i,
        triangles: 1200,
      },
    }),
  );
}
await Promise.all(seeds);
// SIGUSR2 prints the speech stage clock's totals as one JSON line, from the moment the first line is out (VOXMESH_STAGE_CLOCK=1).
process.on('SIGUSR2', () => {
  process.stdout.write(`${JSON.stringify({ stages: stageTotals() })}\n`);
});
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
