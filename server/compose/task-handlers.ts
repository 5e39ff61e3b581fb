import type { LexiconLookup } from '../speech/recorded-session.ts';
import type { MeshPool } from '../mesh/mesh-pool.ts';
import { meshTaskHandler } from '../mesh/task-handler.ts';
import type { FilesArea } from '../store/files.ts';
import type { TaskRepository } from '../store/ports.ts';
import { holdingPartedWhileRunning, lazyPartedHandler } from '../tasks/parted-handlers.ts';
import { holdingWhileRunning, lazyTaskHandler, type TaskRunner } from '../tasks/runner.ts';
import type { LazySpeech } from './lazy-speech.ts';
import type { VoiceDirectory } from '../speech/voices/directory.ts';

export interface TaskHandlerDeps {
  files: FilesArea;
  taskStore: TaskRepository;
  speech: LazySpeech;
  meshPool: MeshPool;
  lexiconOf: LexiconLookup;
  allowPrivateFetch?: boolean | undefined;
  /**
   * Render books in parts any consumer of the queue may take (a team server), or in one
   * pass (the desktop). Both give the same bytes; one pass is the faster on one machine, as
   * it encodes on the other core while it synthesizes, and keeps no parts on disk (a
   * 500,000-character book's parts take about 2 GB): docs/architecture.md "A book in parts".
   */
  bookInParts: boolean;
  /** The gateway's voices with its voice packs (docs/voice-packs.md); the catalog if absent. */
  voices?: () => Promise<VoiceDirectory>;
}

/**
 * What runs the embedded engines' tasks, the same in a gateway and in a `voxmesh worker`
 * process (cli/worker.ts): speech tasks and 3D tasks on their worker pools.
 */
export function registerLocalTaskHandlers(tasks: TaskRunner, deps: TaskHandlerDeps): void {
  const { files, taskStore, speech, meshPool, lexiconOf } = deps;
  // A speech task (a book can render for many minutes) holds the 3D pool lean: the idle warm
  // 3D worker (~40–90 MB) stops instead of adding to the task's memory, and the warm-up starts
  // none meanwhile. The task itself renders on every engine worker, one per core
  // (docs/architecture.md "Where a book's time goes"). Jobs still run and start the workers
  // they need.
  const lean = () => meshPool.keepLean();
  const speechDeps = async () => ({
    files,
    taskStore,
    allowPrivateFetch: deps.allowPrivateFetch,
    lexiconOf,
    ...(deps.voices ? { voices: await deps.voices() } : {}),
  });
  if (deps.bookInParts) {
    tasks.registerParted(
      'speech',
      holdingPartedWhileRunning(
        lazyPartedHandler(async () => {
          const runtime = await speech.get();
          const [{ speechPartedHandler }, { reportingPartedClientErrors }] = await Promise.all([
            import('../speech/book/parts.ts'),
            import('../speech/task-handler.ts'),
          ]);
          // A voice pack that fails, an unknown voice: the task's error says so.
          const handler = reportingPartedClientErrors(
            speechPartedHandler(await speechDeps(), runtime),
          );
          return handler;
        }),
        lean,
      ),
    );
  } else {
    tasks.register(
      'speech',
      holdingWhileRunning(
        lazyTaskHandler(async () => {
          const runtime = await speech.get();
          const handler = (await import('../speech/task-handler.ts')).speechTaskHandler(
            await speechDeps(),
            runtime,
          );
          return handler;
        }),
        lean,
      ),
    );
  }
  tasks.register('3d', meshTaskHandler({ files, taskStore }, meshPool));
}
