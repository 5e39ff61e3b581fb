/** Sync speech, voices and timestamps. */
import type {
  SpeechBody,
  TimestampsDocument,
  TimedSpan,
  VoiceList,
  VoiceListItem,
} from '@voxmesh/contract/speech.ts';
import { getJson, send, type Connection } from './http.ts';

export type { SpeechBody, TimestampsDocument, TimedSpan, VoiceListItem };

export async function listVoices(conn: Connection, model: string): Promise<VoiceListItem[]> {
  const q = new URLSearchParams({ model });
  return (await getJson<VoiceList>(conn, `/v1/audio/voices?${q}`)).data;
}

/**
 * A voice's sample: a sentence the gateway chooses, not billed and not in History
 * (docs/decisions.md, "Voice samples outside History and usage").
 */
export async function voiceSample(conn: Connection, model: string, voice: string): Promise<Blob> {
  const q = new URLSearchParams({ model });
  const res = await send(conn, `/v1/audio/voices/${encodeURIComponent(voice)}/sample?${q}`);
  return res.blob();
}

export interface SpokenAudio {
  blob: Blob;
  contentType: string;
  /** The history record of the request; its timestamps are read like a task's. */
  taskId: string | null;
  durationMs: number | null;
}

export async function speak(
  conn: Connection,
  body: SpeechBody,
  signal?: AbortSignal,
): Promise<SpokenAudio> {
  const res = await send(conn, '/v1/audio/speech', { json: body, signal });
  const duration = res.headers.get('x-audio-duration-ms');
  return {
    blob: await res.blob(),
    contentType: res.headers.get('content-type') ?? 'audio/mpeg',
    taskId: res.headers.get('x-task-id'),
    durationMs: duration ? Number(duration) : null,
  };
}
