import type { MeshTaskMetadata } from '../../contract/mesh.ts';
import type { TaskError, TaskKind, TaskSource, TaskStatus } from '../../contract/tasks.ts';
import type { ArtStyle } from '../mesh/scene.ts';
import type { MeshMode } from '../models/catalog.ts';
import type { Emotion } from '../speech/cloning/emotions.ts';
import type { Mp3BitrateKbps, OutputFormat, Prosody } from '../speech/job.ts';

/**
 * One entry of the history: an asynchronous task, or a synchronous request / WebSocket
 * session recorded after the fact. Speech and 3D share these states and the common fields;
 * each kind has its own request fields (`kind` tells them apart). Only the task store
 * (`task-store.ts`) writes them.
 */
export type { TaskKind, TaskSource, TaskStatus };

export interface TaskFiles {
  /** File names inside the task's folder of the files area. */
  content?: string;
  timestamps?: string;
}

/**
 * A speech request as stored: enough to show it in a history list and, with the text from
 * the task folder's `input.txt`, to run it again. The full text never goes in the record.
 */
export interface SpeechTaskRequest {
  mode: 'speech' | 'stream';
  /** The first words of the text, for history lists (`previewOf`). */
  input_preview: string;
  format: OutputFormat;
  bitrate_kbps: Mp3BitrateKbps | null;
  timestamp_type?: 'word' | 'sentence';
  /** Local voices: the voice id and the prosody asked for. */
  voice?: string;
  prosody?: Prosody;
  /** gamma-tts-2 tasks: the clone is made when the task runs (the reference is a file). */
  emotion?: Emotion;
  emotion_weight?: number;
}

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

interface TaskRecordBase {
  id: string;
  source: TaskSource;
  owner: string;
  key_id: string;
  model: string;
  status: TaskStatus;
  progress: number;
  created_at: number;
  /** Order of entry into the store (newest has the largest); history pages by it. */
  seq: number;
  started_at?: number;
  completed_at?: number;
  failed_at?: number;
  error?: TaskError;
  files: TaskFiles;
  content_type?: string;
  duration_ms?: number;
  characters?: number;
  bytes?: number;
  /** While running: the seconds of work left, estimated from the rate so far (speech tasks). */
  eta_seconds?: number;
  /** The channel that runs it, when not the embedded engines (`models/registry.ts`). */
  channel?: 'upstream';
  /** Upstream tasks: the upstream's own id, never shown to clients (`server/upstream/`). */
  upstream?: UpstreamRef;
}

/** Where an upstream task lives on the upstream; written once it is submitted there. */
export interface UpstreamRef {
  id: string;
  /** Unix ms of the submission: the polling deadline counts from it, across restarts. */
  submitted_at: number;
}

export interface SpeechTaskRecord extends TaskRecordBase {
  kind: 'speech';
  request: SpeechTaskRequest;
  /** When completed: where each chapter starts, in the text and in the audio. */
  chapters?: TaskChapter[];
}

/** A chapter of a completed speech task (the wire shape, contract/speech-tasks.ts). */
export interface TaskChapter {
  title: string;
  start_ms: number;
  char_start: number;
}

export interface MeshTaskRecord extends TaskRecordBase {
  kind: '3d';
  request: MeshTaskRequest;
  /** Shown to the client: the interpretation used, seed, style, triangles. */
  metadata?: MeshTaskMetadata;
}

export type TaskRecord = SpeechTaskRecord | MeshTaskRecord;

/** Finished entries no longer change (only deletion removes them). */
export function isFinished(record: TaskRecord): boolean {
  return record.status === 'completed' || record.status === 'failed';
}

const PREVIEW_WORDS = 12;
const PREVIEW_CHARS = 120;

/** The first ~12 words (at most 120 code points) of a text, whitespace folded, `…` if cut. */
export function previewOf(text: string): string {
  const words = text.trim().split(/\s+/u).filter(Boolean);
  let preview = words.slice(0, PREVIEW_WORDS).join(' ');
  let cut = words.length > PREVIEW_WORDS;
  const points = [...preview];
  if (points.length > PREVIEW_CHARS) {
    preview = points.slice(0, PREVIEW_CHARS).join('');
    cut = true;
  }
  return cut ? `${preview}…` : preview;
}
