import type { Emotion } from '../../contract/speech.ts';
import type { TaskRecordOf } from '../store/task-record.ts';
import type { Mp3BitrateKbps, OutputFormat, Prosody } from './job.ts';

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
  /** Clone tasks: the clone is made when the task runs (the reference is a file). */
  emotion?: Emotion;
  emotion_weight?: number;
}

/** A chapter of a completed speech task (the wire shape, contract/speech-tasks.ts). */
export interface TaskChapter {
  title: string;
  start_ms: number;
  char_start: number;
}

/** What a completed speech run adds to its record. */
export interface SpeechTaskResult {
  /** Where each chapter starts, in the text and in the audio. */
  chapters?: TaskChapter[];
}

declare module '../store/task-record.ts' {
  interface TaskPayloads {
    speech: { request: SpeechTaskRequest; result: SpeechTaskResult };
  }
}

export type SpeechTaskRecord = TaskRecordOf<'speech'>;
