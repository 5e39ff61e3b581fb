import { describe, expect, it } from 'vitest';
import { cpSlice } from '../../../server/text/code-points.ts';
import type { TimestampsDocument } from '../../../contract/speech.ts';
import { type TestGateway, useGateway } from '../../helpers/gateway.ts';
import { speak } from '../../helpers/speech.ts';
import { download } from '../../helpers/tasks.ts';

let gw: TestGateway;
let key: string;
useGateway((g, k) => {
  gw = g;
  key = k;
});

async function wordStamps(input: string, voice: string): Promise<TimestampsDocument> {
  const res = await speak(gw.url, key, {
    model: 'beta-speech-v8',
    input,
    voice,
    TimestampType: 'word',
  });
  expect(res.status).toBe(200);
  const stamps = await download(
    `${gw.url}/v1/audio/speech/tasks/${res.headers.get('x-task-id')}/timestamps`,
    key,
  );
  return JSON.parse(stamps.bytes.toString()) as TimestampsDocument;
}

describe('text normalization, seen through the timestamps', () => {
  it('reads numbers, money, dates, times and addresses, with each word pointing at the original characters', async () => {
    const input =
      '**Note:** it costs $3.50 on 5 March 2024 at 3:30 pm — see example.com or mail bob@example.org 🎉';
    const doc = await wordStamps(input, 'en_female_ava');
    for (const s of doc.segments) expect(s.text).toBe(cpSlice(input, s.char_start, s.char_end));
    const texts = doc.segments.map((s) => s.text);
    expect(texts).toContain('$3.50');
    expect(texts.some((t) => t.includes('2024'))).toBe(true);
    expect(texts.some((t) => t.includes('3:30'))).toBe(true);
    expect(texts.some((t) => t.includes('example.com'))).toBe(true);
    // markdown is not read aloud
    expect(texts.some((t) => t.includes('**'))).toBe(false);
    let prev = -1;
    for (const s of doc.segments) {
      expect(s.start_ms).toBeGreaterThanOrEqual(prev);
      prev = s.start_ms;
    }
  });

  it('leaves Chinese text as it is', async () => {
    const input = '今天天气很好。我们去公园散步吧！';
    const doc = await wordStamps(input, 'zh_female_xiaoyu');
    for (const s of doc.segments) expect(s.text).toBe(cpSlice(input, s.char_start, s.char_end));
    expect(doc.segments.map((s) => s.text).join('')).toBe(input.replace(/[。！]/g, ''));
  });
});
