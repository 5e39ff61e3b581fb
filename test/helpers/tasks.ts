import type { ErrorDetail } from '../../server/contract/errors.ts';
import type { SpeechTaskObject } from '../../server/contract/speech-tasks.ts';
import { bearer } from './gateway.ts';

export async function submitSpeechTask(url: string, key: string, body: unknown) {
  const res = await fetch(`${url}/v1/audio/speech/tasks`, {
    method: 'POST',
    headers: { ...bearer(key), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    headers: res.headers,
    // A task object on success, an error body otherwise.
    body: (await res.json()) as SpeechTaskObject & { error?: ErrorDetail },
  };
}

export async function getTask(url: string, key: string, id: string) {
  const res = await fetch(`${url}/v1/audio/speech/tasks/${id}`, { headers: bearer(key) });
  return { status: res.status, body: (await res.json()) as SpeechTaskObject };
}

/** Polls until the task leaves queued/in_progress (no fixed deadline: the test timeout rules). */
export async function waitForTask(
  url: string,
  key: string,
  id: string,
  until: (t: SpeechTaskObject) => boolean = (t) =>
    t.status === 'completed' || t.status === 'failed',
): Promise<SpeechTaskObject> {
  for (;;) {
    const { body } = await getTask(url, key, id);
    if (until(body)) return body;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function download(url: string, key: string) {
  const res = await fetch(url, { headers: bearer(key) });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
