import type { KeyRecord } from '../store/key-record.ts';
import { previewOf } from '../text/preview.ts';
import { type SpeechTaskRecord, type SpeechTaskRequest } from './task-record.ts';
import { type TaskFiles } from '../store/task-record.ts';
import type { ResolvedCloneRequest } from './cloning/gamma-request.ts';
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
/** The full text of every recorded request and task; the record keeps only a preview. */
export const INPUT_FILE = 'input.txt';

/** The job as stored in history: enough to show it and, with its input file, to run it again. */
export function describeJob(job: SpeechJob): SpeechTaskRequest {
  return {
    mode: job.mode,
    input_preview: previewOf(job.text),
    voice: job.voice.id,
    format: job.format,
    bitrate_kbps: job.format === 'mp3' ? job.bitrateKbps : null,
    prosody: job.prosody,
    timestamp_type: job.timestampType,
  };
}

/**
 * A clone request as stored in history before its voice exists (a task, or a request
 * another channel runs): the emotion asked for, WAV.
 */
export function describeClone(clone: ResolvedCloneRequest): SpeechTaskRequest {
  return {
    mode: 'speech',
    input_preview: previewOf(clone.input),
    bitrate_kbps: null,
    emotion: clone.emotion,
    emotion_weight: clone.emotion_weight,
    format: clone.response_format,
  };
}

export interface FinishedSpeech {
  id: string;
  key: KeyRecord;
  source: 'sync' | 'websocket';
  job: SpeechJob;
  createdAt: number;
  characters: number;
  durationMs: number;
  bytes: number;
  contentType: string;
  files: TaskFiles;
}

/** The history entry of a finished synchronous request or WebSocket session. */
export function finishedSpeechRecord(done: FinishedSpeech): SpeechTaskRecord {
  return {
    id: done.id,
    kind: 'speech',
    source: done.source,
    seq: 0,
    owner: done.key.owner,
    key_id: done.key.id,
    model: done.job.model,
    status: 'completed',
    progress: 100,
    created_at: done.createdAt,
    started_at: done.createdAt,
    completed_at: Math.floor(Date.now() / 1000),
    request: describeJob(done.job),
    files: done.files,
    content_type: done.contentType,
    duration_ms: done.durationMs,
    characters: done.characters,
    bytes: done.bytes,
  };
}
