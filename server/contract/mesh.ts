/**
 * Wire contract: 3D generation (API.md "POST /v1/3d", "3D task object", DECISIONS §5).
 * Type-only.
 */
import type { TaskObjectBase } from './tasks.ts';

export type ArtStyle = 'realistic' | 'cartoon' | 'sculpture' | 'pbr';

/** Body of `POST /v1/3d`. Which fields apply depends on the model's `mode` (models.ts). */
export interface MeshBody {
  model: string;
  /** Text-to-3D; optional beside `input_reference` or in texture mode. At most 1,000 characters. */
  prompt?: string;
  /** Image-to-3D: PNG, JPEG or WebP as a data URL or bare Base64 (no http(s) addresses). */
  input_reference?: string;
  /** Texture mode only: a completed draft of the same family, owned by the caller. */
  source_task_id?: string;
  metadata?: {
    /** Default `realistic`. */
    art_style?: ArtStyle;
    /** 0 … 2^32−1; same request and seed, same GLB. */
    seed?: number;
    [extra: string]: unknown;
  };
}

/** How the modeller read the prompt or picture. */
export interface MeshInterpretation {
  /** The object kind built, e.g. "chair", or "sculpture" for an unknown noun. */
  kind: string;
  /** The noun of the prompt that chose it. */
  noun: string | null;
  colors: string[];
  materials: string[];
  size: 'tiny' | 'small' | 'medium' | 'large' | 'huge';
  count: number;
  /** Parts asked for or left out ("with armrests", "without legs"). */
  parts: string[];
  seed: number;
}

/** `metadata` of a completed 3D task. */
export interface MeshTaskMetadata {
  interpretation: MeshInterpretation;
  art_style: ArtStyle;
  seed: number;
  triangles: number;
}

/** `GET /v1/3d/{id}`, and 3D entries of the history. */
export interface MeshTaskObject extends TaskObjectBase {
  object: '3d';
  /** When completed: the authenticated download, `{origin}/v1/3d/{id}/content`. */
  data?: { format: 'glb'; url: string };
  /** When completed. */
  metadata?: MeshTaskMetadata;
}

/** The answer to a submission: the task as accepted (queued, progress 0). */
export type MeshTaskSubmitted = Pick<
  MeshTaskObject,
  'id' | 'object' | 'model' | 'status' | 'progress' | 'created_at'
>;
