import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { bearer, type TestGateway, useGateway } from '../../helpers/gateway.ts';
import { EN_ALPHA, speak } from '../../helpers/speech.ts';
import { submitSpeechTask } from '../../helpers/tasks.ts';

let gw: TestGateway;
let key: string;
useGateway((g, k) => {
  gw = g;
  key = k;
});

/** Texts with nothing to speak: punctuation, symbols, emoji, markup. */
const NOTHING = ['...', '?!?! — …', '😀🎉👍🏽', '🇫🇷 🇩🇪', '** __ ~~', '«»「」、。', '*** 😀 !!!'];

async function usage(): Promise<unknown> {
  const res = await fetch(`${gw.url}/v1/usage`, { headers: bearer(key) });
  return ((await res.json()) as { data: unknown }).data;
}

async function tasksCount(): Promise<number> {
  const res = await fetch(`${gw.url}/v1/tasks`, { headers: bearer(key) });
  return ((await res.json()) as { data: unknown[] }).data.length;
}

const EMPTY = { type: 'invalid_request_error', code: 'empty_input', param: 'input' };

describe('input with nothing to speak is 400 empty_input, never billed', () => {
  it.each(NOTHING)('sync speech: %j', async (input) => {
    for (const body of [
      { model: 'alpha-tts', voice: EN_ALPHA, input },
      { model: 'beta-speech-v8', voice: 'en_female_ava', input, stream: true },
      { model: 'gamma-tts-2', input, reference_audio_url: 'data:audio/wav;base64,AAAA' },
    ]) {
      const res = await speak(gw.url, key, body);
      expect(res.status, body.model).toBe(400);
      expect(res.json().error).toMatchObject(EMPTY);
    }
  });

  it.each(NOTHING)('tasks: %j', async (input) => {
    for (const body of [
      { model: 'alpha-tts', voice: EN_ALPHA, input },
      { model: 'gamma-tts-2', input, reference_audio_url: 'data:audio/wav;base64,AAAA' },
    ]) {
      const res = await submitSpeechTask(gw.url, key, body);
      expect(res.status, body.model).toBe(400);
      expect(res.body.error).toMatchObject(EMPTY);
    }
  });

  it('WebSocket: an error frame and close 1008', async () => {
    const ws = new WebSocket(
      `${gw.url.replace('http', 'ws')}/v1/audio/speech/websocket?model=beta-speech-v8`,
      { headers: bearer(key) },
    );
    const frames: unknown[] = [];
    const closed = new Promise<number>((resolve, reject) => {
      ws.on('open', () => ws.send(JSON.stringify({ voice: 'en_female_ava', input: '🎉 !!! 🎉' })));
      ws.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString())));
      ws.on('close', (code) => resolve(code));
      ws.on('error', reject);
    });
    expect(await closed).toBe(1008);
    expect(frames).toEqual([{ type: 'error', error: expect.objectContaining(EMPTY) }]);
  });

  it('left nothing in usage or history', async () => {
    expect(await usage()).toEqual([]);
    expect(await tasksCount()).toBe(0);
  });

  it('still speaks text with a word among the emoji and punctuation', async () => {
    const res = await speak(gw.url, key, {
      model: 'alpha-tts',
      voice: EN_ALPHA,
      input: '🎉 Hi! 🎉',
    });
    expect(res.status).toBe(200);
    expect(await usage()).toMatchObject([{ model: 'alpha-tts', characters: 7 }]);
  });
});
