import { beforeAll, describe, expect, it } from 'vitest';
import { cuesOf, wrapLines } from '../../../server/speech/subtitles.ts';
import type { TimestampsDocument } from '../../../contract/speech.ts';
import { type TestGateway, useGateway } from '../../helpers/gateway.ts';
import { speak } from '../../helpers/speech.ts';
import { parseSrt, parseVtt, type ParsedCue } from '../../helpers/subtitles.ts';
import { download, submitSpeechTask, waitForTask } from '../../helpers/tasks.ts';

let gw: TestGateway;
let key: string;
useGateway((g, k) => {
  gw = g;
  key = k;
});

const SENTENCES = [
  'The lighthouse keeper climbed the stairs.',
  'Salt & wind had worn the rail smooth.',
  'Was the lamp still burning?',
  'It was.',
];

const LONG =
  'On the first morning of the voyage the captain gathered everyone on the deck and explained, ' +
  'slowly and with great patience, how the ropes and the sails would be handled in a storm. ' +
  'Nobody spoke. Then the cook asked whether there would be soup, and everybody laughed for a ' +
  'long while before going back to work on the ropes.';

const oneLine = (c: ParsedCue) => c.lines.join(' ');

async function completedTask(text: string, extra: Record<string, unknown> = {}) {
  const submitted = await submitSpeechTask(gw.url, key, {
    model: 'beta-speech-v8',
    Text: text,
    VoiceId: 'en_female_ava',
    ...extra,
  });
  expect(submitted.status).toBe(200);
  const done = await waitForTask(gw.url, key, submitted.body.id);
  expect(done.status).toBe('completed');
  return done;
}

function expectTimeline(cues: ParsedCue[], durationMs: number) {
  let previousEnd = 0;
  cues.forEach((c, i) => {
    expect(c.index).toBe(String(i + 1));
    expect(c.start_ms).toBeGreaterThanOrEqual(previousEnd);
    expect(c.end_ms).toBeGreaterThanOrEqual(c.start_ms);
    expect(c.end_ms).toBeLessThanOrEqual(durationMs);
    previousEnd = c.end_ms;
  });
}

describe('GET /v1/audio/speech/tasks/{id}/timestamps?format=', () => {
  let sentenceTask: Awaited<ReturnType<typeof completedTask>>;
  const get = async (format: string, id = sentenceTask.id) =>
    download(`${gw.url}/v1/audio/speech/tasks/${id}/timestamps?format=${format}`, key);

  beforeAll(async () => {
    sentenceTask = await completedTask(SENTENCES.join(' '));
  });

  it('gives SRT with one cue per sentence, in order, with the sentences as text', async () => {
    const res = await get('srt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-subrip; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${sentenceTask.id}.srt"`,
    );
    const cues = parseSrt(res.bytes.toString('utf8'));
    expect(cues.map(oneLine)).toEqual(SENTENCES);
    expectTimeline(cues, sentenceTask.duration_ms!);
    expect(cues.at(-1)!.end_ms).toBeGreaterThan(0);
  });

  it('gives WebVTT with the same cues and times, text escaped', async () => {
    const res = await get('vtt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${sentenceTask.id}.vtt"`,
    );
    const text = res.bytes.toString('utf8');
    expect(text).toContain('Salt &amp; wind');
    const vtt = parseVtt(text);
    const srt = parseSrt((await get('srt')).bytes.toString('utf8'));
    expect(vtt.map(oneLine)).toEqual(SENTENCES);
    expect(vtt.map((c) => [c.start_ms, c.end_ms])).toEqual(srt.map((c) => [c.start_ms, c.end_ms]));
    // The cue times are the sentence timestamps of the JSON, to the millisecond.
    const json = JSON.parse((await get('json')).bytes.toString()) as TimestampsDocument;
    expect(vtt.map((c) => [c.start_ms, c.end_ms])).toEqual(
      json.segments.map((s) => [s.start_ms, s.end_ms]),
    );
  });

  it('still gives JSON by default and for format=json', async () => {
    const plain = await download(sentenceTask.timestamps_url!, key);
    const json = await get('json');
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    expect(json.bytes.equals(plain.bytes)).toBe(true);
  });

  it.each(['txt', 'SRT', ''])('answers format=%j with 400 naming format', async (format) => {
    const res = await get(format);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.bytes.toString())).toMatchObject({
      error: { type: 'invalid_request_error', code: 'invalid_value', param: 'format' },
    });
  });

  it('groups word timestamps into readable cues: ≤ 84 characters, ≤ 2 lines, ≤ 7 s', async () => {
    const done = await completedTask(LONG, { TimestampType: 'word' });
    const srt = parseSrt((await get('srt', done.id)).bytes.toString('utf8'));
    const vtt = parseVtt((await get('vtt', done.id)).bytes.toString('utf8'));
    expect(vtt.map(oneLine)).toEqual(srt.map(oneLine));
    expect(srt.length).toBeGreaterThan(4);
    expectTimeline(srt, done.duration_ms!);
    for (const cue of srt) {
      expect(oneLine(cue).length, oneLine(cue)).toBeLessThanOrEqual(84);
      expect(cue.lines.length).toBeLessThanOrEqual(2);
      for (const line of cue.lines) expect(line.length).toBeLessThanOrEqual(42);
      expect(cue.end_ms - cue.start_ms).toBeLessThanOrEqual(7000);
    }
    // Every word, with its punctuation, in order; no cue runs across a sentence end.
    expect(srt.map(oneLine).join(' ')).toBe(LONG);
    for (const cue of srt) expect(oneLine(cue).slice(0, -1)).not.toMatch(/[.!?]\s/);
    expect(srt.map(oneLine)).toContain('Nobody spoke.');
  });

  it('works for the record of a sync request', async () => {
    const res = await speak(gw.url, key, {
      model: 'beta-speech-v8',
      Text: 'Hello big world. Bye now.',
      VoiceId: 'en_male_oliver',
      TimestampType: 'word',
    });
    expect(res.status).toBe(200);
    const srt = await get('srt', res.headers.get('x-task-id')!);
    expect(srt.status).toBe(200);
    expect(parseSrt(srt.bytes.toString('utf8')).map(oneLine)).toEqual([
      'Hello big world.',
      'Bye now.',
    ]);
  });
});

describe('Chinese subtitles', () => {
  it('end cues at Chinese sentence marks and keep lines to 21 characters', async () => {
    const text =
      '今天早上，我们在湖边看到了一只白色的大鸟，它慢慢地飞过水面，然后停在一棵很高的树上。大家都笑了！';
    const res = await speak(gw.url, key, {
      model: 'beta-speech-v8',
      Text: text,
      VoiceId: 'zh_female_xiaoyu',
      TimestampType: 'word',
    });
    expect(res.status).toBe(200);
    const srt = await download(
      `${gw.url}/v1/audio/speech/tasks/${res.headers.get('x-task-id')}/timestamps?format=srt`,
      key,
    );
    const cues = parseSrt(srt.bytes.toString('utf8'));
    expect(cues.map((c) => c.lines.join('')).join('')).toBe(text);
    expect(cues.at(-1)!.lines.join('')).toBe('大家都笑了！');
    for (const c of cues)
      for (const line of c.lines) expect([...line].length).toBeLessThanOrEqual(21);
  });
});

describe('cue layout', () => {
  it('balances two lines and cuts text without spaces', () => {
    expect(wrapLines('short line')).toEqual(['short line']);
    const two = wrapLines('the quick brown fox jumps over the lazy dog and runs far away home');
    expect(two).toHaveLength(2);
    for (const line of two) expect(line.length).toBeLessThanOrEqual(42);
    // Chinese characters are two columns wide: 21 to a line.
    expect(wrapLines('灯'.repeat(50))).toEqual(['灯'.repeat(21), '灯'.repeat(21), '灯'.repeat(8)]);
  });

  it('makes cues from words without the submitted text, joined by spaces', () => {
    const doc: TimestampsDocument = {
      task_id: 'task_x',
      type: 'word',
      duration_ms: 900,
      segments: ['one', 'two', 'three'].map((text, i) => ({
        text,
        start_ms: i * 300,
        end_ms: (i + 1) * 300,
        char_start: i * 4,
        char_end: i * 4 + text.length,
      })),
    };
    expect(cuesOf(doc, null)).toEqual([{ start_ms: 0, end_ms: 900, lines: ['one two three'] }]);
  });
});
