import type { RemoteChannels } from '../models/channels.ts';
import type { ModelRegistry } from '../models/registry.ts';
import type { FilesArea } from '../store/files.ts';
import type { TaskRunner } from '../tasks/runner.ts';
import type { TaskRepository } from '../store/ports.ts';

/** What the 3D capability uses of the gateway around it; `app.ts` passes it in. */
export interface MeshDeps {
  /** Task folders: reference pictures and GLBs. */
  files: FilesArea;
  /** 3D tasks are submitted to the runner. */
  tasks: TaskRunner;
  /** The records: a task's own, and the draft a texture task starts from. */
  taskStore: TaskRepository;
  /** Which channel runs each model (models/registry.ts). */
  registry: ModelRegistry;
  /** The channels other than the embedded engines (models/channels.ts). */
  remote: RemoteChannels;
}
