/** Asynchronous speech tasks: submit, poll, download audio and timestamps. */
import type { TimestampsFormat } from '@voxmesh/contract/speech.ts';
import type {
  SpeechTaskBookFields,
  SpeechTaskObject,
  SpeechTaskSubmitted,
} from '@voxmesh/contract/speech-tasks.ts';
import type { SpeechBody, TimestampsDocument } from '@voxmesh/contract/speech.ts';
import {
  GatewayError,
  getBlob,
  getJson,
  getText,
  postJson,
  send,
  type Connection,
} from './http.ts';

export type { SpeechTaskObject, TimestampsFormat };

/** A running speech task also reports an estimate (docs/decisions.md §7). */
export type RunningSpeechTask = SpeechTaskObject & { eta_seconds?: number };

const base = (id: string) => `/v1/audio/speech/tasks/${encodeURIComponent(id)}`;

/** A task body: a speech body, plus the book extensions (chapters, title, cover). */
export function submitSpeechTask(conn: Connection, body: SpeechBody & SpeechTaskBookFields) {
  return postJson<SpeechTaskSubmitted>(conn, '/v1/audio/speech/tasks', body);
}

export function getSpeechTask(conn: Connection, id: string) {
  return getJson<RunningSpeechTask>(conn, base(id));
}

export function speechContent(conn: Connection, id: string): Promise<Blob> {
  return getBlob(conn, `${base(id)}/content`);
}

export function speechTimestamps(conn: Connection, id: string) {
  return getJson<TimestampsDocument>(conn, `${base(id)}/timestamps`);
}

/** The full text of a task as submitted (records keep only a preview). */
export function speechInput(conn: Connection, id: string): Promise<string> {
  return getText(conn, `${base(id)}/input`);
}

/** SRT or VTT subtitles made by the gateway from the task's timestamps. */
export async function speechSubtitles(conn: Connection, id: string, format: 'srt' | 'vtt') {
  const res = await send(conn, `${base(id)}/timestamps?format=${format}`);
  // A gateway from before subtitles answers JSON whatever the format: say so plainly.
  if (res.headers.get('content-type')?.includes('json')) throw new GatewayError(404, null);
  return res.text();
}
