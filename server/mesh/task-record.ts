import type { ArtStyle, MeshTaskMetadata } from '../../contract/mesh.ts';
import type { MeshMode } from '../../contract/models.ts';
import type { TaskRecordOf } from '../store/task-record.ts';

/** A 3D request as stored (the reference picture, if any, lives in the task's files). */
export interface MeshTaskRequest {
  mode: MeshMode;
  family: string;
  prompt: string | null;
  art_style: ArtStyle;
  seed: number;
  has_reference: boolean;
  source_task_id: string | null;
}

/** What a completed 3D run adds to its record. */
export interface MeshTaskResult {
  /** Shown to the client: the interpretation used, seed, style, triangles. */
  metadata?: MeshTaskMetadata;
}

declare module '../store/task-record.ts' {
  interface TaskPayloads {
    '3d': { request: MeshTaskRequest; result: MeshTaskResult };
  }
}

export type MeshTaskRecord = TaskRecordOf<'3d'>;
