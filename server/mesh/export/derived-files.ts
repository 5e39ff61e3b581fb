/**
 * The thumbnail and export files of completed 3D tasks, made on first request in a mesh
 * worker and kept in the task's files area (written atomically: a crash never leaves a
 * half-written file, and a later request makes it again). Concurrent requests for the same
 * file share one job. Deleting the task deletes them with its folder.
 */
import { stat } from 'node:fs/promises';
import { notFound } from '../../http/errors.ts';
import { readStoredFile } from '../../http/send-file.ts';
import type { FilesArea } from '../../store/files.ts';
import type { TaskRecord } from '../../store/task-record.ts';
import type { TaskRepository } from '../../store/ports.ts';
import type { MeshPool } from '../mesh-pool.ts';
import { GLB_FILE } from '../task-handler.ts';
import type { DerivedKind } from './derive-job.ts';
import { DERIVED_FILES } from './formats.ts';

export interface StoredFile {
  path: string;
  bytes: number;
}

export class DerivedFiles {
  readonly #files: FilesArea;
  readonly #tasks: Pick<TaskRepository, 'find'>;
  readonly #pool: MeshPool;
  readonly #pending = new Map<string, Promise<number>>();

  constructor(files: FilesArea, tasks: Pick<TaskRepository, 'find'>, pool: MeshPool) {
    this.#files = files;
    this.#tasks = tasks;
    this.#pool = pool;
  }

  /** The task's `kind` file (the task must be a completed 3D task), made if missing. */
  async get(record: TaskRecord, kind: DerivedKind): Promise<StoredFile> {
    const path = this.#files.pathFor('3d', record.id, DERIVED_FILES[kind].file);
    const existing = await stat(path).catch(() => null);
    if (existing) return { path, bytes: existing.size };
    const key = `${record.id}/${kind}`;
    let pending = this.#pending.get(key);
    if (!pending) {
      pending = this.#make(record, kind).finally(() => this.#pending.delete(key));
      this.#pending.set(key, pending);
    }
    return { path, bytes: await pending };
  }

  async #make(record: TaskRecord, kind: DerivedKind): Promise<number> {
    const glbPath = this.#files.pathFor('3d', record.id, record.files.content ?? GLB_FILE);
    const glb = new Uint8Array(await readStoredFile(glbPath));
    const bytes = await this.#pool.derive({ derive: kind, glb });
    // Deleted while the file was being made: writing would bring its folder back.
    if (!(await this.#tasks.find(record.id))) {
      throw notFound(
        'task_not_found',
        `No task with id '${record.id}' for this API key.`,
        'task_id',
      );
    }
    await this.#files.write('3d', record.id, DERIVED_FILES[kind].file, bytes);
    return bytes.length;
  }
}
