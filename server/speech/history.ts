import type { KeyRecord } from '../keys/key-record.ts';
import type { TaskFiles, TaskRecord, TaskSource } from '../tasks/task-record.ts';
import { recordUsage } from '../usage/usage.ts';
import { cpLength } from '../text/code-points.ts';
import type { SpeechDeps } from './deps.ts';
import type { OutputFormat, SpeechJob } from './job.ts';

const EXTENSIONS: Record<OutputFormat, string> = {
  mp3: 'mp3',
  wav: 'wav',
  pcm_s16le: 'pcm',
  pcm_mulaw: 'ulaw',
};

export function audioFileName(format: OutputFormat): string {
  return `audio.${EXTENSIONS[format]}`;
}

export const TIMESTAMPS_FILE = 'timestamps.json';

/** The job as stored in history: enough to show it and to run it again. */
export function describeJob(job: SpeechJob, withText = true): Record<string, unknown> {
  return {
    mode: job.mode,
    ...(withText ? { input: job.text } : {}),
    voice: job.voice.id,
    format: job.format,
    bitrate_kbps: job.format === 'mp3' ? job.bitrateKbps : null,
    prosody: job.prosody,
    timestamp_type: job.timestampType,
  };
}

export interface FinishedSpeech {
  id: string;
  key: KeyRecord;
  source: TaskSource;
  job: SpeechJob;
  createdAt: number;
  durationMs: number;
  bytes: number;
  contentType: string;
  files: TaskFiles;
}

/**
 * Records a finished synchronous request or WebSocket session: a completed entry in the
 * history (its files already written) and the characters billed to the key.
 */
export async function recordFinishedSpeech(
  ctx: Pick<SpeechDeps, 'db'>,
  done: FinishedSpeech,
): Promise<void> {
  const characters = cpLength(done.job.text);
  const now = Math.floor(Date.now() / 1000);
  const record: TaskRecord = {
    id: done.id,
    kind: 'speech',
    source: done.source,
    owner: done.key.owner,
    key_id: done.key.id,
    model: done.job.model,
    status: 'completed',
    progress: 100,
    created_at: done.createdAt,
    started_at: done.createdAt,
    completed_at: now,
    request: describeJob(done.job),
    files: done.files,
    content_type: done.contentType,
    duration_ms: done.durationMs,
    characters,
    bytes: done.bytes,
  };
  ctx.db.data.tasks.push(record);
  recordUsage(ctx.db, done.key.id, done.job.model, characters);
  await ctx.db.save();
}
