/**
 * 3D generation: submit, poll, download a model in any format and its thumbnail
 * (API.md "POST /v1/3d", docs/decisions.md §5, §7).
 */
import {
  ART_STYLES as CONTRACT_ART_STYLES,
  MESH_PROMPT_LIMIT,
} from '@voxmesh/contract/request-values.ts';
import type {
  ArtStyle,
  MeshBody,
  MeshExportFormat,
  MeshInterpretation,
  MeshTaskObject,
  MeshTaskSubmitted,
} from '@voxmesh/contract/mesh.ts';
import type { MeshMode, MeshModelObject, ModelObject } from '@voxmesh/contract/models.ts';
import { listHistory } from './history.ts';
import { getBlob, getJson, pathOf, postJson, type Connection } from './http.ts';

export type {
  ArtStyle,
  MeshBody,
  MeshExportFormat,
  MeshInterpretation,
  MeshMode,
  MeshModelObject,
  MeshTaskObject,
};

/** The art styles and the prompt limit are the contract's (contract/request-values.ts). */
export const ART_STYLES: readonly ArtStyle[] = CONTRACT_ART_STYLES;
export const EXPORT_FORMATS: readonly MeshExportFormat[] = ['glb', 'obj', 'stl', 'usdz'];
/** docs/decisions.md §5: prompts of at most 1,000 characters, pictures of at most 10 MiB. */
export const PROMPT_LIMIT: number = MESH_PROMPT_LIMIT;
export const IMAGE_LIMIT = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const SEED_MAX = 2 ** 32 - 1;

const base = (id: string) => `/v1/3d/${encodeURIComponent(id)}`;

export function submitMesh(conn: Connection, body: MeshBody) {
  return postJson<MeshTaskSubmitted>(conn, '/v1/3d', body);
}

export function getMeshTask(conn: Connection, id: string) {
  return getJson<MeshTaskObject>(conn, base(id));
}

/**
 * The model in one format. A task from before `model_urls` offers GLB through `data.url`
 * only; other formats of such a task are refused here rather than asked for.
 */
export function meshContent(
  conn: Connection,
  task: Pick<MeshTaskObject, 'id' | 'model_urls' | 'data'>,
  format: MeshExportFormat = 'glb',
): Promise<Blob> {
  const address = task.model_urls?.[format] ?? (format === 'glb' ? task.data?.url : undefined);
  return getBlob(conn, address ? pathOf(address) : `${base(task.id)}/content`);
}

/** The formats a completed task can be downloaded in. */
export function formatsOf(task: Pick<MeshTaskObject, 'model_urls'>): MeshExportFormat[] {
  return task.model_urls
    ? EXPORT_FORMATS.filter((f) => task.model_urls?.[f])
    : (['glb'] as MeshExportFormat[]);
}

/** The 512² PNG preview, or null when the gateway has none for this task. */
export async function meshThumbnail(
  conn: Connection,
  task: Pick<MeshTaskObject, 'thumbnail_url'>,
): Promise<Blob | null> {
  if (!task.thumbnail_url) return null;
  try {
    return await getBlob(conn, pathOf(task.thumbnail_url));
  } catch {
    return null;
  }
}

/** Completed drafts of one model, newest first (the sources texture mode may use). */
export async function completedDrafts(
  conn: Connection,
  draftModel: string,
  max = 200,
): Promise<MeshTaskObject[]> {
  const found: MeshTaskObject[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await listHistory(conn, { kind: '3d', status: 'completed', limit: 100, after });
    for (const item of page.data)
      if (item.object === '3d' && item.model === draftModel) found.push(item);
    if (!page.has_more || !page.next_after || found.length >= max) break;
    after = page.next_after;
  }
  return found.slice(0, max);
}

/** One family of 3D models (`mesh-6`): its textured, draft and texture model ids. */
export interface MeshFamily {
  id: string;
  textured: string | null;
  draft: string | null;
  texture: string | null;
}

/**
 * Groups the 3D models of the list by family. The mode comes from the list (`mode`); the
 * family is the id of the textured model, and its draft and texture partners are the
 * ids docs/decisions.md §7 names for them (`<family>-draft`, `<family>-texture`).
 */
export function meshFamilies(models: readonly ModelObject[]): MeshFamily[] {
  const mesh = models.filter((m): m is MeshModelObject => m.kind === '3d');
  const byId = new Map(mesh.map((m) => [m.id, m]));
  const partner = (family: string, mode: MeshMode) => {
    const m = byId.get(`${family}-${mode}`);
    return m && m.mode === mode ? m.id : null;
  };
  return mesh
    .filter((m) => m.mode === 'textured')
    .map((m) => ({
      id: m.id,
      textured: m.id,
      draft: partner(m.id, 'draft'),
      texture: partner(m.id, 'texture'),
    }));
}

/** Which family a 3D model id belongs to, from the same grouping. */
export function familyOf(families: readonly MeshFamily[], model: string): MeshFamily | null {
  return (
    families.find((f) => f.textured === model || f.draft === model || f.texture === model) ?? null
  );
}

/** The job's stage at a progress value (server/mesh/run-job.ts STAGE_RANGE). */
export type MeshStageName = 'queued' | 'parse' | 'build' | 'mesh' | 'unwrap' | 'bake' | 'write';
const STAGE_STARTS: [number, MeshStageName][] = [
  [88, 'write'],
  [60, 'bake'],
  [40, 'unwrap'],
  [20, 'mesh'],
  [5, 'build'],
  [0, 'parse'],
];
export function stageOf(task: Pick<MeshTaskObject, 'status' | 'progress'>): MeshStageName {
  if (task.status === 'queued') return 'queued';
  return STAGE_STARTS.find(([from]) => task.progress >= from)?.[1] ?? 'parse';
}
