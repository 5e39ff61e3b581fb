import type { LexiconLookup } from '../speech/recorded-session.ts';
import type { MeshPool } from '../mesh/mesh-pool.ts';
import { meshTaskHandler } from '../mesh/task-handler.ts';
import type { FilesArea } from '../store/files.ts';
import type { TaskRepository } from '../store/ports.ts';
import { holdingPartedWhileRunning, lazyPartedHandler } from '../tasks/parted-handlers.ts';
import type { TaskRunner } from '../tasks/runner.ts';
import type { LazySpeech } from './lazy-speech.ts';

export interface TaskHandlerDeps {
  files: FilesArea;
  taskStore: TaskRepository;
  speech: LazySpeech;
  meshPool: MeshPool;
  lexiconOf: LexiconLookup;
  allowPrivateFetch?: boolean | undefined;
}

/**
 * What runs the embedded engines' tasks, the same in a gateway and in a `voxmesh worker`
 * process (cli/worker.ts): speech tasks and 3D tasks on their worker pools.
 */
export function registerLocalTaskHandlers(tasks: TaskRunner, deps: TaskHandlerDeps): void {
  const { files, taskStore, speech, meshPool, lexiconOf } = deps;
  // A speech task (a book can render for many minutes) holds both pools lean: the idle warm
  // 3D worker (~60–90 MB) and a second idle engine worker stop instead of adding to the task's
  // memory for their first idle minute, and the warm-up starts none meanwhile
  // (docs/decisions.md). Jobs still run and start the workers they need. It is done in parts
  // any consumer of the queue may render, then joined (docs/architecture.md "A book in parts").
  tasks.registerParted(
    'speech',
    holdingPartedWhileRunning(
      lazyPartedHandler(async () => {
        const runtime = await speech.get();
        const handler = (await import('../speech/book/parts.ts')).speechPartedHandler(
          { files, taskStore, allowPrivateFetch: deps.allowPrivateFetch, lexiconOf },
          runtime,
        );
        return holdingPartedWhileRunning(handler, () => runtime.keepLean());
      }),
      () => meshPool.keepLean(),
    ),
  );
  tasks.register('3d', meshTaskHandler({ files, taskStore }, meshPool));
}
