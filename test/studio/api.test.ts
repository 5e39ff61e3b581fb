/**
 * The studio's typed transport against a real gateway: what the panels rely on.
 */
import { describe, expect, it } from 'vitest';
import { useGateway, type TestGateway } from '../helpers/gateway.ts';
import { GatewayError, type Connection } from '../../renderer/src/api/http.ts';
import { listModels } from '../../renderer/src/api/models.ts';
import { listVoices, speak } from '../../renderer/src/api/speech.ts';
import {
  getSpeechTask,
  speechContent,
  speechInput,
  speechTimestamps,
  submitSpeechTask,
} from '../../renderer/src/api/speech-tasks.ts';
import { deleteTask, listHistory } from '../../renderer/src/api/history.ts';
import { getUsage } from '../../renderer/src/api/usage.ts';
import { defaultsOf, speechBody } from '../../renderer/src/api/speech-params.ts';

describe('the studio api layer', () => {
  let conn: Connection;
  useGateway((gw: TestGateway, key: string) => {
    conn = { baseUrl: gw.url, apiKey: key };
  });

  it('lists speech and 3D models apart', async () => {
    const models = await listModels(conn);
    const speech = models.filter((m) => m.kind === 'speech').map((m) => m.id);
    expect(speech).toEqual(expect.arrayContaining(['alpha-tts', 'beta-speech-v8', 'gamma-tts-2']));
    expect(models.filter((m) => m.kind === '3d').length).toBeGreaterThan(0);
  });

  it('speaks with the default parameters and finds the words of that request', async () => {
    const voices = await listVoices(conn, 'beta-speech-v8');
    const voice = voices.find((v) => v.locale.startsWith('en'))?.id ?? '';
    const body = speechBody({
      model: 'beta-speech-v8',
      text: 'Hello there, friend.',
      voice,
      values: defaultsOf('beta-speech-v8'),
      reference: '',
      task: false,
    });
    expect(body).toEqual({
      model: 'beta-speech-v8',
      input: 'Hello there, friend.',
      voice,
      timestamptype: 'word',
    });
    const spoken = await speak(conn, body);
    expect(spoken.contentType).toBe('audio/mpeg');
    expect(spoken.blob.size).toBeGreaterThan(1000);
    const words = await speechTimestamps(conn, spoken.taskId ?? '');
    expect(words.segments.map((s) => s.text)).toEqual(['Hello', 'there', 'friend']);
  });

  it('names the field at fault when a request is refused', async () => {
    const err = await speak(conn, {
      model: 'alpha-tts',
      input: 'Hi',
      voice: 'no-such-voice',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayError);
    expect((err as GatewayError).detail?.param).toBe('voice');
  });

  it('runs a task to completion, lists it in history, bills it, and deletes it', async () => {
    const voices = await listVoices(conn, 'beta-speech-v8');
    const submitted = await submitSpeechTask(conn, {
      model: 'beta-speech-v8',
      input: 'A short background task.',
      voice: voices[0]?.id ?? '',
      timestamptype: 'word',
    });
    let task = await getSpeechTask(conn, submitted.id);
    while (task.status !== 'completed' && task.status !== 'failed') {
      await new Promise((r) => setTimeout(r, 200));
      task = await getSpeechTask(conn, submitted.id);
    }
    expect(task.status).toBe('completed');
    expect((await speechContent(conn, task.id)).size).toBeGreaterThan(1000);
    const page = await listHistory(conn, { kind: 'speech', limit: 10 });
    expect(page.data.map((i) => i.id)).toContain(task.id);
    expect(await speechInput(conn, task.id)).toBe('A short background task.');
    const usage = await getUsage(conn);
    expect(usage.data.find((u) => u.model === 'beta-speech-v8')?.characters).toBeGreaterThan(0);
    expect(await deleteTask(conn, task.id)).toMatchObject({ id: task.id, deleted: true });
    await expect(speechInput(conn, task.id)).rejects.toMatchObject({
      status: 404,
      detail: { code: 'task_not_found' },
    });
  });
});
