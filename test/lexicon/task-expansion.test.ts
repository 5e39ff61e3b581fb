import { describe, expect, it } from 'vitest';
import type { UsageItem } from '../../contract/usage.ts';
import { TASK_SPOKEN_LIMIT } from '../../server/speech/task-input-limit.ts';
import { bearer, type TestGateway, useGateway } from '../helpers/gateway.ts';
import { submitSpeechTask, waitForTask } from '../helpers/tasks.ts';

/*
 * Issue #27, item 4: the lexicon cannot carry a task past the task limit. An alias of 300
 * characters for the letter `e` (not whole-word) makes every `e` of a modest text 300
 * characters to speak.
 */
let gw: TestGateway;
let key: string;
useGateway(async (g, k) => {
  gw = g;
  key = k;
});

const LONG_ALIAS = 'a rather long phrase read in place of one letter, '
  .repeat(7)
  .slice(0, 300)
  .trim();
/** 2,400 characters sent, 1,800 of them `e`: about 540,000 once the lexicon is applied. */
const OVER = 'eee '.repeat(600).trim();
/** Six characters sent, 602 or so to speak. */
const UNDER = 'see me';

async function json(path: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${gw.url}${path}`, { headers: bearer(key) });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

describe("a speech task's text is limited as spoken, once the lexicon is applied", () => {
  it('refuses up front with 400 input_too_long naming the lexicon, and creates no task', async () => {
    const put = await fetch(`${gw.url}/v1/audio/lexicon/e`, {
      method: 'PUT',
      headers: { ...bearer(key), 'Content-Type': 'application/json' },
      body: JSON.stringify({ alias: LONG_ALIAS, whole_word: false }),
    });
    expect(put.status).toBe(200);
    expect(LONG_ALIAS.length).toBeGreaterThan(290);

    const refused = await submitSpeechTask(gw.url, key, {
      model: 'beta-speech-v8',
      Text: OVER,
      VoiceId: 'en_female_ava',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'input_too_long',
      param: 'input',
    });
    expect(refused.body.error?.message).toMatch(
      /^'input' is 2,399 characters long but [\d,]+ characters once your pronunciation lexicon is applied; the limit is 500,000\./,
    );
    expect(TASK_SPOKEN_LIMIT).toBe(500_000);
    expect((await json('/v1/tasks')).data).toEqual([]);
    expect((await json('/v1/usage')).data).toEqual([]);
  });

  it('accepts a text under the limit, and bills the characters sent, not those spoken', async () => {
    const submitted = await submitSpeechTask(gw.url, key, {
      model: 'beta-speech-v8',
      Text: UNDER,
      VoiceId: 'en_female_ava',
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ object: 'audio.speech', status: 'queued' });
    const done = await waitForTask(gw.url, key, submitted.body.id);
    expect(done.status).toBe('completed');
    const usage = (await json('/v1/usage')).data as UsageItem[];
    expect(usage).toEqual([{ model: 'beta-speech-v8', characters: UNDER.length, requests: 1 }]);
  });
});
