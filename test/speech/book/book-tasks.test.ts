import NodeID3 from 'node-id3';
import { describe, expect, it } from 'vitest';
import type { TimestampsDocument } from '../../../contract/speech.ts';
import type { SpeechTaskObject } from '../../../contract/speech-tasks.ts';
import { id3v2Size } from '../../../server/speech/audio/mp3-frames.ts';
import { cpSlice } from '../../../server/text/code-points.ts';
import { scanMp3 } from '../../helpers/decoded.ts';
import { type TestGateway, useGateway } from '../../helpers/gateway.ts';
import { prose } from '../../helpers/prose.ts';
import {
  download,
  submitSpeechTask,
  waitForTask,
  waitWhileProgressing,
} from '../../helpers/tasks.ts';

let gw: TestGateway;
let key: string;
useGateway((g, k) => {
  gw = g;
  key = k;
});

/** The smallest valid PNG: 1×1, one grey pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgYAAAAAMAAWgmWQ0AAAAASUVORK5CYII=',
  'base64',
);

const BOOK = [
  '# The Lighthouse',
  '',
  '## The Keeper',
  '',
  prose(400),
  '',
  '## The Storm',
  '',
  prose(300),
  '',
  '## The Morning',
  '',
  prose(200),
].join('\n');

const task = (input: string, extra: Record<string, unknown> = {}) => ({
  model: 'beta-speech-v8',
  Text: input,
  VoiceId: 'en_male_oliver',
  ...extra,
});

async function run(
  body: unknown,
): Promise<{ done: SpeechTaskObject; mp3: Buffer; stamps: TimestampsDocument }> {
  const submitted = await submitSpeechTask(gw.url, key, body);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const done = await waitForTask(gw.url, key, submitted.body.id);
  expect(done.status).toBe('completed');
  const mp3 = (await download(done.content_url!, key)).bytes;
  const stamps = JSON.parse(
    (await download(done.timestamps_url!, key)).bytes.toString(),
  ) as TimestampsDocument;
  return { done, mp3, stamps };
}

describe('chapters of a speech task', () => {
  it('are found in markdown headings, listed on the completed task and written as ID3 CTOC + CHAP frames inside the audio', async () => {
    const { done, mp3 } = await run(
      task(BOOK, {
        title: 'The Lighthouse',
        cover: `data:image/png;base64,${PNG.toString('base64')}`,
      }),
    );
    const chapters = done.chapters!;
    expect(chapters.map((c) => c.title)).toEqual(['The Keeper', 'The Storm', 'The Morning']);
    for (const c of chapters) expect(cpSlice(BOOK, c.char_start, c.char_start + 3)).toBe('## ');
    expect(chapters[0]!.start_ms).toBeLessThan(chapters[1]!.start_ms);
    expect(chapters[1]!.start_ms).toBeLessThan(chapters[2]!.start_ms);

    const decoded = await scanMp3(mp3);
    const tags = NodeID3.read(mp3);
    expect(tags.title).toBe('The Lighthouse');
    expect(typeof tags.image === 'object' && tags.image.imageBuffer.equals(PNG)).toBe(true);
    expect(tags.tableOfContents?.[0]).toMatchObject({
      isOrdered: true,
      elements: ['chp0', 'chp1', 'chp2'],
    });
    const frames = tags.chapter ?? [];
    expect(frames.map((f) => f.tags?.title)).toEqual(['The Keeper', 'The Storm', 'The Morning']);
    for (const [i, f] of frames.entries()) {
      expect(f.startTimeMs).toBe(chapters[i]!.start_ms);
      expect(f.startTimeMs).toBeGreaterThanOrEqual(0);
      expect(f.endTimeMs).toBeGreaterThan(f.startTimeMs);
      expect(f.endTimeMs).toBeLessThanOrEqual(done.duration_ms! + 1);
      expect(f.startTimeMs).toBeLessThan(decoded.durationMs);
    }
    expect(frames[2]!.endTimeMs).toBeGreaterThan(decoded.durationMs - 200);
    // Content-Length covers the tag
    const head = await fetch(done.content_url!, { headers: { Authorization: `Bearer ${key}` } });
    expect(Number(head.headers.get('content-length'))).toBe(mp3.length);
  });

  it('are taken from the request when given, and leave the audio and its timestamps as they were', async () => {
    const text = prose(600);
    const plain = await run(task(text, { TimestampType: 'word' }));
    expect(plain.done.chapters).toBeUndefined();
    expect(id3v2Size(plain.mp3)).toBe(0);
    const given = [
      { title: 'Opening', char_start: 0 },
      { title: 'Second half', char_start: 300 },
    ];
    const marked = await run(task(text, { TimestampType: 'word', chapters: given }));
    expect(marked.done.chapters!.map(({ title, char_start }) => ({ title, char_start }))).toEqual(
      given,
    );
    expect(marked.done.chapters![0]!.start_ms).toBe(0);
    expect(marked.stamps.segments).toEqual(plain.stamps.segments);
    // the same audio frames after the tag
    expect(marked.mp3.subarray(id3v2Size(marked.mp3)).equals(plain.mp3)).toBe(true);
    // the second chapter starts with the sentence holding its first character
    const second = marked.done.chapters![1]!;
    const words = marked.stamps.segments;
    const holding = words.find((w) => w.char_end > 300)!;
    expect(second.start_ms).toBeLessThanOrEqual(holding.start_ms);
    expect(second.start_ms).toBeGreaterThan(0);
  });

  it('refuses bad chapters, titles and covers with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ chapters: 'one' }, 'chapters'],
      [
        {
          chapters: [
            { title: 'A', char_start: 5 },
            { title: 'B', char_start: 5 },
          ],
        },
        'chapters[1].char_start',
      ],
      [{ chapters: [{ title: 'A', char_start: 99_999 }] }, 'chapters[0].char_start'],
      [{ chapters: [{ title: 'A', char_start: 1.5 }] }, 'chapters[0].char_start'],
      [{ chapters: [{ title: '', char_start: 0 }] }, 'chapters[0].title'],
      [{ chapters: [{ title: 'A', char_start: 0, page: 3 }] }, 'chapters[0].page'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ cover: 'https://example.com/cover.jpg' }, 'cover'],
      [{ cover: `data:image/jpeg;base64,${PNG.toString('base64')}` }, 'cover'],
    ];
    for (const [extra, param] of cases) {
      const res = await submitSpeechTask(gw.url, key, task('Some text to read.', extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.error).toMatchObject({ type: 'invalid_request_error', param });
    }
  });
});

describe('time remaining', () => {
  it('is given while a task runs, and goes down as the work progresses', async () => {
    const submitted = await submitSpeechTask(gw.url, key, task(prose(3000)));
    const seen: { progress: number; eta: number }[] = [];
    const done = await waitWhileProgressing(gw.url, key, submitted.body.id, {
      onPoll: (t) => {
        if (t.status === 'in_progress' && t.eta_seconds !== undefined)
          seen.push({ progress: t.progress, eta: t.eta_seconds });
      },
    });
    expect(done.status).toBe('completed');
    expect(done.eta_seconds).toBeUndefined();
    expect(seen.length).toBeGreaterThanOrEqual(2);
    for (const s of seen) expect(Number.isInteger(s.eta) && s.eta >= 0).toBe(true);
    const first = seen[0]!;
    const last = seen[seen.length - 1]!;
    expect(last.progress).toBeGreaterThan(first.progress);
    expect(last.eta).toBeLessThan(first.eta);
  }, 600_000);
});
