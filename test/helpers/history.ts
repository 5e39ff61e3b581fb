import type { KeyRecord } from '../../server/store/key-record.ts';
import { newTaskId } from '../../server/tasks/ids.ts';
import type { TaskKind, TaskRecord, TaskStatus } from '../../server/store/task-record.ts';

/** A finished history record as the gateway would have written it (files not made). */
export function finishedRecord(
  key: Pick<KeyRecord, 'id' | 'owner'>,
  kind: TaskKind,
  status: Extract<TaskStatus, 'completed' | 'failed'>,
  i: number,
): TaskRecord {
  const now = Math.floor(Date.now() / 1000);
  const base = {
    id: newTaskId(),
    source: 'task' as const,
    owner: key.owner,
    key_id: key.id,
    status,
    progress: status === 'completed' ? 100 : 40,
    created_at: now,
    seq: 0,
    files: status === 'completed' ? { content: kind === '3d' ? 'model.glb' : 'audio.mp3' } : {},
    ...(status === 'completed'
      ? { completed_at: now }
      : { failed_at: now, error: { code: 'engine_error', message: `failure ${i}` } }),
  };
  if (kind === '3d') {
    return {
      ...base,
      kind: '3d',
      model: 'mesh-6',
      request: {
        mode: 'textured',
        family: 'mesh-6',
        prompt: `a chair number ${i}`,
        art_style: 'realistic',
        seed: i,
        has_reference: false,
        source_task_id: null,
      },
      ...(status === 'completed'
        ? {
            metadata: {
              interpretation: {
                kind: 'chair',
                noun: 'chair',
                colors: [],
                materials: ['wood'],
                size: 'medium',
                count: 1,
                parts: [],
                match: 'exact',
                seed: i,
              },
              art_style: 'realistic',
              seed: i,
              triangles: 1200,
            },
          }
        : {}),
    };
  }
  return {
    ...base,
    kind: 'speech',
    model: 'beta-speech-v8',
    request: {
      mode: 'speech',
      input_preview: `Record number ${i} of the history, spoken by a test voice…`,
      voice: 'en_female_ava',
      format: 'mp3',
      bitrate_kbps: 128,
      prosody: { tempo: 1, pitch: 1, volume: 1, temperature: null },
      timestamp_type: 'sentence',
    },
    ...(status === 'completed'
      ? { content_type: 'audio/mpeg', duration_ms: 1000 + i, characters: 50 + i, bytes: 9000 + i }
      : {}),
  };
}
