import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { TaskKind } from './task-record.ts';
import { createAtomicWriter, writeFileAtomic, type AtomicWriter } from './atomic-file.ts';

/** Each kind of task gets a folder of its own under `<dataDir>/files`. */
export type FileKind = TaskKind;

const ID_PATTERN = /^task_[A-Za-z0-9]{8,64}$/;
const NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{0,31}$/;

export function isValidTaskId(id: string): boolean {
  return ID_PATTERN.test(id);
}

/**
 * The files area: every output file of a task lives at `files/<kind>/<task id>/<name>`.
 * Paths are built only from ids and names that match strict patterns, so no request
 * value can ever point outside the area.
 */
export class FilesArea {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'files');
  }

  async init(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }

  dirFor(kind: FileKind, taskId: string): string {
    if (!isValidTaskId(taskId))
      throw new Error(`refusing to build a path from task id ${JSON.stringify(taskId)}`);
    return path.join(this.root, kind, taskId);
  }

  pathFor(kind: FileKind, taskId: string, name: string): string {
    if (!NAME_PATTERN.test(name))
      throw new Error(`refusing to build a path from file name ${JSON.stringify(name)}`);
    return path.join(this.dirFor(kind, taskId), name);
  }

  write(kind: FileKind, taskId: string, name: string, data: string | Uint8Array): Promise<void> {
    return writeFileAtomic(this.pathFor(kind, taskId, name), data);
  }

  writer(kind: FileKind, taskId: string, name: string): Promise<AtomicWriter> {
    return createAtomicWriter(this.pathFor(kind, taskId, name));
  }

  async removeTask(kind: FileKind, taskId: string): Promise<void> {
    await rm(this.dirFor(kind, taskId), { recursive: true, force: true });
  }
}
