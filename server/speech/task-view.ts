import type { SpeechTaskObject } from '../../contract/speech-tasks.ts';
import type { TaskRecord } from '../store/task-record.ts';
import { failureFields } from '../tasks/views.ts';

/** The speech task object of API.md, plus the docs/decisions.md §3 extras. */
export function speechTaskObject(record: TaskRecord, origin: string): SpeechTaskObject {
  const base = `${origin}/v1/audio/speech/tasks/${record.id}`;
  const completed =
    record.status === 'completed'
      ? {
          completed_at: record.completed_at,
          content_url: `${base}/content`,
          ...(record.files.timestamps ? { timestamps_url: `${base}/timestamps` } : {}),
          duration_ms: record.duration_ms,
          characters: record.characters,
          ...(record.kind === 'speech' && record.chapters && record.chapters.length > 0
            ? { chapters: record.chapters }
            : {}),
        }
      : {};
  return {
    id: record.id,
    object: 'audio.speech',
    created_at: record.created_at,
    status: record.status,
    model: record.model,
    progress: record.progress,
    source: record.source,
    ...(record.kind === 'speech' && record.request.input_preview !== undefined
      ? { input_preview: record.request.input_preview }
      : {}),
    ...(record.kind === 'speech' && record.request.voice ? { voice: record.request.voice } : {}),
    ...(record.status === 'in_progress' && record.eta_seconds !== undefined
      ? { eta_seconds: record.eta_seconds }
      : {}),
    ...completed,
    ...failureFields(record),
  };
}
