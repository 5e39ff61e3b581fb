/**
 * `voxmesh worker`: a process of a team server that runs speech and 3D jobs from the shared
 * queue with the same engines, worker pools and handlers as a gateway (compose/
 * task-handlers.ts). It keeps no state of its own: records in PostgreSQL, files in the
 * content directory (`--data-dir`, a shared mount when workers run on several machines),
 * jobs in Redis. Any number may run; killing one loses nothing (docs/deploy.md).
 */
import { hostname } from 'node:os';
import { openTeamQueue } from '../compose/backend.ts';
import { lazySpeech } from '../compose/lazy-speech.ts';
import { registerLocalTaskHandlers } from '../compose/task-handlers.ts';
import { lazyVoicePacks } from '../compose/voice-packs.ts';
import { LexiconStore } from '../lexicon/lexicon-store.ts';
import { lexiconLookup } from '../lexicon/pronunciations.ts';
import { consoleLogger } from '../log.ts';
import { MeshPool } from '../mesh/mesh-pool.ts';
import { FilesArea } from '../store/files.ts';
import { openPostgresStorage } from '../store/postgres/storage.ts';
import { defaultTaskLimits, TaskRunner } from '../tasks/runner.ts';
import type { WorkerArgs } from './args.ts';
import { redactUrl } from './redact-url.ts';

const out = (line: string) => process.stdout.write(`${line}\n`);

export async function worker(args: WorkerArgs): Promise<number> {
  const stopRequested = new Promise<NodeJS.Signals>((resolve) => {
    process.once('SIGINT', () => resolve('SIGINT'));
    process.once('SIGTERM', () => resolve('SIGTERM'));
  });
  const log = consoleLogger();
  const files = new FilesArea(args.dataDir);
  await files.init();
  const storage = await openPostgresStorage(args.database, files, log);
  const limits = defaultTaskLimits();
  const concurrency = args.concurrency ?? limits.concurrency;
  const id = `${hostname()}-${process.pid}`;
  let queue;
  try {
    queue = await openTeamQueue(args, concurrency, log);
  } catch (err) {
    await storage.close();
    throw err;
  }
  const lexicon = new LexiconStore(storage.lexicon);
  storage.changes.on('change', (table, owners) => {
    if (table === 'lexicon') lexicon.changedElsewhere(owners);
  });
  storage.changes.on('resync', () => lexicon.changedElsewhere());
  // One engine worker per job this process runs at once.
  const speech = lazySpeech({ speechWorkers: concurrency });
  // The gateways' voice packs and bindings, read from the database and kept current by its
  // notifications; the packs' files are in the shared content directory (docs/voice-packs.md,
  // "Team server"). A worker installs nothing: it only speaks their voices.
  const voicePacks = lazyVoicePacks(args, storage.voicePacks, speech.get, log, {
    resumeDownloads: false,
  });
  const meshPool = new MeshPool();
  const tasks = new TaskRunner(storage.tasks, queue, files, log, {
    ...limits,
    concurrency,
  });
  registerLocalTaskHandlers(tasks, {
    files,
    taskStore: storage.tasks,
    speech,
    meshPool,
    lexiconOf: lexiconLookup(lexicon),
    allowPrivateFetch: args.allowPrivateFetch,
    bookInParts: true,
    voices: async () => (await voicePacks.get()).voices,
  });
  out(
    `VoxMesh worker ${id} taking jobs from ${redactUrl(args.queue)} (${concurrency} at once); ` +
      `state in ${redactUrl(args.database)}, files in ${args.dataDir}`,
  );
  const signal = await stopRequested;
  out(`${signal} received: giving running jobs back to the queue, then exiting.`);
  await tasks.stop();
  await voicePacks.close();
  await speech.close();
  await meshPool.close();
  await storage.idle();
  return 0;
}
