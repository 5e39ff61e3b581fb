import type { MeshModelUrls, MeshTaskObject } from '../../contract/mesh.ts';
import { previewOf } from '../text/preview.ts';
import { type TaskRecord } from '../store/task-record.ts';
import { failureFields } from '../tasks/views.ts';
import { EXPORT_FORMATS } from './export/formats.ts';

/** The 3D task object of API.md, plus the interpretation used and the docs/decisions.md §3 extras. */
export function meshTaskObject(record: TaskRecord, origin: string): MeshTaskObject {
  const content = `${origin}/v1/3d/${record.id}/content`;
  const completed =
    record.status === 'completed'
      ? {
          completed_at: record.completed_at,
          data: { format: 'glb' as const, url: content },
          model_urls: Object.fromEntries(
            EXPORT_FORMATS.map((f) => [f, `${content}?format=${f}`]),
          ) as MeshModelUrls,
          thumbnail_url: `${origin}/v1/3d/${record.id}/thumbnail`,
        }
      : {};
  const metadata = record.kind === '3d' ? record.metadata : undefined;
  const prompt = record.kind === '3d' ? record.request.prompt : null;
  return {
    id: record.id,
    object: '3d',
    model: record.model,
    status: record.status,
    progress: record.progress,
    created_at: record.created_at,
    ...(prompt ? { prompt_preview: previewOf(prompt) } : {}),
    ...completed,
    ...(metadata ? { metadata } : {}),
    ...failureFields(record),
  };
}
