import { randomBytes } from 'node:crypto';
import type { TaskRecord } from '../../server/store/task-record.ts';

const WORDS =
  'the morning train left the station on time she counted boxes twice before signing form'.split(
    ' ',
  );

/**
 * `n` finished records as a busy gateway would have written them, oldest first: nine in ten
 * sync speech requests, the rest 3D tasks, one in fifty failed.
 */
export function historyRecords(n: number, owner: string, keyId: string): TaskRecord[] {
  const start = Math.floor(Date.now() / 1000) - n * 30;
  const records: TaskRecord[] = [];
  for (let i = 0; i < n; i++) {
    const id = `task_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x').slice(0, 24)}`;
    const created = start + i * 30;
    const failed = i % 50 === 49;
    const common = {
      id,
      source: i % 10 === 9 ? ('task' as const) : ('sync' as const),
      owner,
      key_id: keyId,
      progress: failed ? 37 : 100,
      created_at: created,
      started_at: created,
      seq: i + 1,
      ...(failed
        ? {
            status: 'failed' as const,
            failed_at: created + 2,
            error: { code: 'engine_error', message: 'The engine failed.' },
          }
        : { status: 'completed' as const, completed_at: created + 2 }),
    };
    if (i % 10 === 9) {
      records.push({
        ...common,
        kind: '3d',
        model: 'mesh-6',
        request: {
          mode: 'textured',
          family: 'mesh-6',
          prompt: 'a wooden chair with four legs',
          art_style: 'realistic',
          seed: i,
          has_reference: false,
          source_task_id: null,
        },
        ...(failed
          ? {}
          : {
              content_type: 'model/gltf-binary',
              bytes: 400_000,
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
            }),
        files: failed ? {} : { content: 'model.glb' },
      });
      continue;
    }
    const preview = Array.from({ length: 12 }, (_, w) => WORDS[(i + w) % WORDS.length]).join(' ');
    records.push({
      ...common,
      kind: 'speech',
      model: 'beta-speech-v8',
      request: {
        mode: 'speech',
        input_preview: `${preview}…`,
        voice: 'en_female_ava',
        format: 'mp3',
        bitrate_kbps: 128,
        prosody: { tempo: 1, pitch: 1, volume: 1, temperature: null },
        timestamp_type: 'sentence',
      },
      ...(failed
        ? {}
        : {
            content_type: 'audio/mpeg',
            duration_ms: 14_000,
            characters: 200,
            bytes: 220_000,
          }),
      files: failed ? {} : { content: 'audio.mp3', timestamps: 'timestamps.json' },
    });
  }
  return records;
}
