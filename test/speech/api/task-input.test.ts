import { describe, expect, it } from 'vitest';
import { bearer, type TestGateway, useGateway } from '../../helpers/gateway.ts';
import { speak } from '../../helpers/speech.ts';
import { download, submitSpeechTask, waitForTask } from '../../helpers/tasks.ts';

let gw: TestGateway;
let key: string;
useGateway((g, k) => {
  gw = g;
  key = k;
});

const inputUrl = (id: string) => `${gw.url}/v1/audio/speech/tasks/${id}/input`;

/** Longer than any preview, with characters outside ASCII and line breaks kept as typed. */
const TEXT =
  'Chapter one.\n\nThe ferry left at dawn — café lights still on, “quiet” harbour, 海风. ' +
  'A long second sentence follows so that the preview of the history row cuts it short, ' +
  'while the full text stays in the task folder and comes back byte for byte.';

describe('GET /v1/audio/speech/tasks/{id}/input', () => {
  it('gives the full submitted text as UTF-8 plain text, while the record keeps a preview', async () => {
    const submitted = await submitSpeechTask(gw.url, key, {
      model: 'beta-speech-v8',
      Text: TEXT,
      VoiceId: 'en_female_ava',
    });
    expect(submitted.status).toBe(200);
    const done = await waitForTask(gw.url, key, submitted.body.id);
    expect(done.input_preview!.length).toBeLessThan(TEXT.length);

    const res = await download(inputUrl(done.id), key);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.bytes.toString('utf8')).toBe(TEXT);
  });

  it("answers 404 task_not_found for another owner's task, an unknown id and a malformed id", async () => {
    const submitted = await submitSpeechTask(gw.url, key, {
      model: 'beta-speech-v8',
      Text: 'Mine alone.',
      VoiceId: 'en_female_ava',
    });
    const other = await gw.key({ owner: 'someone-else' });
    for (const [id, secret] of [
      [submitted.body.id, other],
      ['task_000000000000000000000000', key],
      ['not-an-id', key],
    ] as const) {
      const res = await fetch(inputUrl(id), { headers: bearer(secret) });
      expect(res.status).toBe(404);
      const body = (await res.json()) as { error: { code: string; param: string } };
      expect(body.error.code).toBe('task_not_found');
      expect(body.error.param).toBe('task_id');
    }
  });

  it('needs a key: 401 without one', async () => {
    const res = await fetch(inputUrl('task_000000000000000000000000'));
    expect(res.status).toBe(401);
  });

  it('also serves the text of a recorded sync request (its history row)', async () => {
    const res = await speak(gw.url, key, {
      model: 'beta-speech-v8',
      input: 'Said at once.',
      voice: 'en_female_ava',
    });
    expect(res.status).toBe(200);
    const input = await download(inputUrl(res.headers.get('x-task-id')!), key);
    expect(input.status).toBe(200);
    expect(input.bytes.toString('utf8')).toBe('Said at once.');
  });
});
