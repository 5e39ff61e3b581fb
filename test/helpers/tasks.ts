import type { ErrorDetail } from '../../contract/errors.ts';
import type { SpeechTaskObject } from '../../contract/speech-tasks.ts';
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

/**
 * Waits for a long task while it makes progress: no deadline for the whole run, only a hang
 * guard — it fails when `progress` has not moved for `stallMs` (generous: a busy machine may
 * slow a task down, not stop it). `onPoll` sees every state polled.
 */
export async function waitWhileProgressing(
  url: string,
  key: string,
  id: string,
  opts: { stallMs?: number; onPoll?: (t: SpeechTaskObject) => void } = {},
): Promise<SpeechTaskObject> {
  const stallMs = opts.stallMs ?? 5 * 60_000;
  let last = '';
  let movedAt = Date.now();
  for (;;) {
    const { body } = await getTask(url, key, id);
    opts.onPoll?.(body);
    if (body.status === 'completed' || body.status === 'failed') return body;
    const state = `${body.status} ${body.progress}`;
    if (state !== last) {
      last = state;
      movedAt = Date.now();
    } else if (Date.now() - movedAt > stallMs) {
      throw new Error(`task ${id} made no progress for ${stallMs / 1000} s (stuck: ${last})`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
