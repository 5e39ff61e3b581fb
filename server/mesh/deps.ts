import type { FilesArea } from '../store/files.ts';
import type { TaskRunner } from '../tasks/runner.ts';

/** What the 3D capability uses of the gateway around it; `app.ts` passes it in. */
export interface MeshDeps {
  /** Task folders: reference pictures and GLBs. */
  files: FilesArea;
  /** 3D tasks, and the drafts a texture task starts from. */
  tasks: TaskRunner;
}
