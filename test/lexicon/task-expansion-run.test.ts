import { expect, it } from 'vitest';
import { bearer, type TestGateway, useGateway } from '../helpers/gateway.ts';
import { submitSpeechTask, waitForTask } from '../helpers/tasks.ts';

/*
 * Issue #27, item 4: a task accepted before its owner's lexicon grew is checked again when it
 * runs (it uses the lexicon as it is then). One task at a time, so the second waits.
 */
let gw: TestGateway;
let key: string;
useGateway(
  async (g, k) => {
    gw = g;
    key = k;
  },
  { taskLimits: { concurrency: 1 } },
);

const LONG_ALIAS = 'a rather long phrase read in place of one letter, '
  .repeat(7)
  .slice(0, 300)
  .trim();
const PROSE = 'The quick brown fox jumps over the lazy dog. '.repeat(400);
const OVER = 'eee '.repeat(600).trim();

it('fails a queued task with input_too_long when the lexicon has since made it too long', async () => {
  const first = await submitSpeechTask(gw.url, key, {
    model: 'beta-speech-v8',
    Text: PROSE,
    VoiceId: 'en_female_ava',
  });
  expect(first.status).toBe(200);
  await waitForTask(gw.url, key, first.body.id, (t) => t.status !== 'queued');

  // Accepted: no lexicon yet.
  const second = await submitSpeechTask(gw.url, key, {
    model: 'beta-speech-v8',
    Text: OVER,
    VoiceId: 'en_female_ava',
  });
  expect(second.status).toBe(200);
  expect(second.body.status).toBe('queued');

  const put = await fetch(`${gw.url}/v1/audio/lexicon/e`, {
    method: 'PUT',
    headers: { ...bearer(key), 'Content-Type': 'application/json' },
    body: JSON.stringify({ alias: LONG_ALIAS, whole_word: false }),
  });
  expect(put.status).toBe(200);
  const cancel = await fetch(`${gw.url}/v1/tasks/${first.body.id}`, {
    method: 'DELETE',
    headers: bearer(key),
  });
  expect(cancel.status).toBe(200);

  const done = await waitForTask(gw.url, key, second.body.id);
  expect(done.status).toBe('failed');
  expect(done.error).toMatchObject({ code: 'input_too_long' });
  expect(done.error?.message).toMatch(
    /once your pronunciation lexicon is applied; the limit is 500,000/,
  );
  // Neither the failed task nor the cancelled one is billed.
  const usage = await fetch(`${gw.url}/v1/usage`, { headers: bearer(key) });
  expect(usage.status).toBe(200);
  expect(((await usage.json()) as { data: unknown[] }).data).toEqual([]);
});
