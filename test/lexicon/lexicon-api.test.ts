import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ErrorBody } from '../../contract/errors.ts';
import type { LexiconFile, LexiconList } from '../../contract/lexicon.ts';
import type { TimedSpan, TimestampsDocument } from '../../contract/speech.ts';
import { cpSlice } from '../../server/text/code-points.ts';
import { bearer, type TestGateway, useGateway } from '../helpers/gateway.ts';
import { speak } from '../helpers/speech.ts';
import { download, submitSpeechTask, waitForTask } from '../helpers/tasks.ts';

let gw: TestGateway;
let alice: string;
let alice2: string;
let bob: string;
useGateway(async (g) => {
  gw = g;
});

const TEXT = 'Please bring the Zyx to the lab today.';
const VOICE = 'en_male_oliver';

async function lexicon(key: string, method: string, path = '', body?: unknown) {
  const res = await fetch(`${gw.url}/v1/audio/lexicon${path}`, {
    method,
    headers: {
      ...bearer(key),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as Record<string, unknown>,
  };
}

const errorOf = (body: unknown) => (body as ErrorBody).error;

async function stampsOf(key: string, id: string): Promise<TimestampsDocument> {
  const res = await download(`${gw.url}/v1/audio/speech/tasks/${id}/timestamps`, key);
  expect(res.status).toBe(200);
  return JSON.parse(res.bytes.toString()) as TimestampsDocument;
}

async function syncWords(key: string): Promise<TimedSpan[]> {
  const res = await speak(gw.url, key, {
    model: 'beta-speech-v8',
    input: TEXT,
    voice: VOICE,
    TimestampType: 'word',
  });
  expect(res.status).toBe(200);
  return (await stampsOf(key, res.headers.get('x-task-id')!)).segments;
}

async function streamSeconds(key: string): Promise<number> {
  const res = await speak(gw.url, key, {
    model: 'beta-speech-v8',
    input: TEXT,
    voice: VOICE,
    stream: true,
    response_format: 'pcm',
  });
  expect(res.status).toBe(200);
  return res.bytes.length / 2 / 24_000;
}

function wsWords(key: string): Promise<TimedSpan[]> {
  const url = `${gw.url.replace('http', 'ws')}/v1/audio/speech/websocket?model=beta-speech-v8`;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: bearer(key) });
    const words: TimedSpan[] = [];
    ws.on('open', () => ws.send(JSON.stringify({ Text: TEXT, VoiceId: VOICE })));
    ws.on('message', (data: Buffer, binary) => {
      if (binary) return;
      const frame = JSON.parse(data.toString()) as {
        type: string;
        words?: {
          word: string;
          start_ms: number;
          end_ms: number;
          char_start: number;
          char_end: number;
        }[];
      };
      for (const w of frame.words ?? []) words.push({ ...w, text: w.word });
    });
    ws.on('close', () => resolve(words));
    ws.on('error', reject);
  });
}

async function taskWords(key: string): Promise<TimedSpan[]> {
  const submitted = await submitSpeechTask(gw.url, key, {
    model: 'beta-speech-v8',
    Text: TEXT,
    VoiceId: VOICE,
    TimestampType: 'word',
  });
  expect(submitted.status).toBe(200);
  const done = await waitForTask(gw.url, key, submitted.body.id);
  expect(done.status).toBe('completed');
  return (await stampsOf(key, done.id)).segments;
}

const length = (w: TimedSpan) => w.end_ms - w.start_ms;
const word = (words: TimedSpan[], text: string) => {
  const found = words.find((w) => w.text === text);
  expect(found, `a word "${text}" in ${words.map((w) => w.text).join(' ')}`).toBeDefined();
  return found!;
};

/** The entry's word is much longer; every other word keeps its text, span and (about) its length. */
function expectOnlyZyxChanged(plain: TimedSpan[], fixed: TimedSpan[]) {
  for (const w of fixed) expect(w.text).toBe(cpSlice(TEXT, w.char_start, w.char_end));
  expect(fixed.map((w) => w.text)).toEqual(plain.map((w) => w.text));
  expect(length(word(fixed, 'Zyx'))).toBeGreaterThan(length(word(plain, 'Zyx')) + 600);
  for (const other of ['Please', 'bring', 'lab', 'today']) {
    const before = length(word(plain, other));
    expect(Math.abs(length(word(fixed, other)) - before)).toBeLessThanOrEqual(before * 0.25 + 30);
  }
}

describe('the pronunciation lexicon API', () => {
  it('starts empty, stores an entry under its URL-encoded grapheme, lists, replaces and deletes it', async () => {
    alice = await gw.key({ owner: 'alice' });
    alice2 = await gw.key({ owner: 'alice' });
    bob = await gw.key({ owner: 'bob' });
    expect((await lexicon(alice, 'GET')).body).toEqual({ object: 'list', data: [] });

    const put = await lexicon(alice, 'PUT', `?grapheme=${encodeURIComponent('C++/CLI')}`, {
      alias: 'C plus plus C L I',
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      object: 'lexicon.entry',
      grapheme: 'C++/CLI',
      alias: 'C plus plus C L I',
      case_sensitive: false,
      whole_word: true,
      locales: [],
    });
    // keys of the same owner share it; another owner sees none of it
    expect((await lexicon(alice2, 'GET')).body.data).toHaveLength(1);
    expect((await lexicon(bob, 'GET')).body.data).toEqual([]);
    const gone = await lexicon(alice, 'DELETE', `?grapheme=${encodeURIComponent('C++/CLI')}`);
    expect(gone.body).toEqual({ object: 'lexicon.entry', grapheme: 'C++/CLI', deleted: true });
    expect(
      (await lexicon(alice, 'DELETE', `?grapheme=${encodeURIComponent('C++/CLI')}`)).status,
    ).toBe(404);
  });

  it('takes a grapheme in the path too, but one with a slash only in the query', async () => {
    const put = await lexicon(alice, 'PUT', `/${encodeURIComponent('nginx')}`, {
      alias: 'engine x',
    });
    expect(put.status).toBe(200);
    expect((await lexicon(alice, 'DELETE', '/nginx')).status).toBe(200);
    const slashed = await lexicon(alice, 'PUT', `/${encodeURIComponent('km/h')}`, {
      alias: 'kilometres per hour',
    });
    expect(slashed.status).toBe(400);
    expect(slashed.body).toMatchObject({
      error: { code: 'invalid_path', message: expect.stringContaining('?grapheme=') },
    });
    const unnamed = await lexicon(alice, 'DELETE', '?grapheme=');
    expect(unnamed.status).toBe(400);
    expect(unnamed.body).toMatchObject({ error: { code: 'missing_field', param: 'grapheme' } });
  });

  it('refuses bad entries with a 400 naming the field', async () => {
    const cases: [string, unknown, string][] = [
      ['Zyx', {}, 'alias'],
      ['Zyx', { alias: 'a', phonemes: 'AA1' }, 'alias'],
      ['Zyx', { phonemes: 'Z IH1 Q S' }, 'phonemes'],
      ['Zyx', { phonemes: 'K S T' }, 'phonemes'],
      ['Zyx', { alias: '' }, 'alias'],
      ['Zyx', { alias: 'a\nb' }, 'alias'],
      ['Zyx', { alias: 'zix', locales: ['english!'] }, 'locales[0]'],
      ['Zyx', { alias: 'zix', locales: 'en' }, 'locales'],
      ['Zyx', { alias: 'zix', whole_word: 'yes' }, 'whole_word'],
      ['Zyx', { alias: 'zix', grapheme: 'Zyy' }, 'grapheme'],
      ['Zyx', { alias: 'zix', colour: 'red' }, 'colour'],
      [encodeURIComponent(' Zyx'), { alias: 'zix' }, 'grapheme'],
      ['Z'.repeat(101), { alias: 'zix' }, 'grapheme'],
    ];
    for (const [path, body, param] of cases) {
      const res = await lexicon(alice, 'PUT', `/${path}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(res.body)).toMatchObject({ type: 'invalid_request_error', param });
    }
    const badImport = await lexicon(alice, 'POST', '', {
      object: 'lexicon',
      version: 1,
      entries: [
        { grapheme: 'ok', alias: 'okay' },
        { grapheme: 'bad', phonemes: 'XX' },
      ],
    });
    expect(badImport.status).toBe(400);
    expect(errorOf(badImport.body).param).toBe('entries[1].phonemes');
    // all or nothing: the good entry was not kept
    expect((await lexicon(alice, 'GET')).body.data).toEqual([]);
    const badMode = await lexicon(alice, 'POST', '?mode=wipe', { entries: [] });
    expect(errorOf(badMode.body).param).toBe('mode');
  });

  it('exports a file that imports back into another owner unchanged', async () => {
    const carol = await gw.key({ owner: 'carol' });
    const dave = await gw.key({ owner: 'dave' });
    await lexicon(carol, 'PUT', '/nginx', { alias: 'engine x' });
    await lexicon(carol, 'PUT', '/Pho', {
      phonemes: 'f ah1',
      case_sensitive: true,
      locales: ['en', 'vi_VN'],
    });
    await lexicon(carol, 'PUT', '/%E5%8C%97%E4%BA%AC', {
      alias: '北京市',
      whole_word: false,
      locales: ['cmn'],
    });
    const file = await lexicon(carol, 'GET', '?format=file');
    expect(file.headers.get('content-disposition')).toContain('attachment');
    const exported = file.body as unknown as LexiconFile;
    expect(exported).toMatchObject({ object: 'lexicon', version: 1 });
    expect(exported.entries).toHaveLength(3);
    expect(exported.entries[1]).toEqual({
      grapheme: 'Pho',
      phonemes: 'F AH1',
      case_sensitive: true,
      whole_word: true,
      locales: ['en', 'vi-vn'],
    });

    await lexicon(dave, 'PUT', '/old', { alias: 'gone after a replace' });
    const imported = await lexicon(dave, 'POST', '?mode=replace', exported);
    expect(imported.body).toEqual({ object: 'lexicon.import', imported: 3, total: 3 });
    const strip = (l: LexiconList) =>
      l.data.map(({ created_at: _c, updated_at: _u, ...rest }) => rest);
    expect(strip((await lexicon(dave, 'GET')).body as unknown as LexiconList)).toEqual(
      strip((await lexicon(carol, 'GET')).body as unknown as LexiconList),
    );
    // merge (the default) adds and replaces by grapheme
    const merged = await lexicon(dave, 'POST', '', {
      entries: [
        { grapheme: 'nginx', alias: 'N jinx' },
        { grapheme: 'k8s', alias: 'kubernetes' },
      ],
    });
    expect(merged.body).toMatchObject({ imported: 2, total: 4 });
  });
});

describe('an entry changes how its word is read, and only that word', () => {
  it('in sync speech, stream, WebSocket and task paths; never for another owner', async () => {
    const plainSync = await syncWords(bob);
    const plainStream = await streamSeconds(bob);
    const plainWs = await wsWords(bob);
    const plainTask = await taskWords(bob);

    const put = await lexicon(alice, 'PUT', '/zyx', {
      alias: 'zebras yaks and xylophones everywhere',
    });
    expect(put.status).toBe(200);

    expectOnlyZyxChanged(plainSync, await syncWords(alice));
    expectOnlyZyxChanged(plainWs, await wsWords(alice));
    expectOnlyZyxChanged(plainTask, await taskWords(alice));
    expect(await streamSeconds(alice)).toBeGreaterThan(plainStream + 0.6);

    // bob's speech is as it was
    expect((await syncWords(bob)).map(length)).toEqual(plainSync.map(length));
    expect(await streamSeconds(bob)).toBe(plainStream);
  });

  it('reads phones (ARPAbet) through their respelling', async () => {
    const plain = await syncWords(bob);
    await lexicon(alice, 'PUT', '/zyx', {
      phonemes: 'Z IY1 B R AH0 Z Y AE1 K S AH0 N D Z AY1 L AH0 F OW2 N Z',
    });
    expectOnlyZyxChanged(plain, await syncWords(alice));
  });

  it('follows case_sensitive and locales', async () => {
    const plain = await syncWords(bob);
    await lexicon(alice, 'PUT', '/zyx', {
      alias: 'zebras yaks and xylophones everywhere',
      case_sensitive: true,
    });
    expect((await syncWords(alice)).map(length)).toEqual(plain.map(length));
    await lexicon(alice, 'PUT', '/zyx', {
      alias: 'zebras yaks and xylophones everywhere',
      locales: ['cmn'],
    });
    expect((await syncWords(alice)).map(length)).toEqual(plain.map(length));
    await lexicon(alice, 'PUT', '/zyx', {
      alias: 'zebras yaks and xylophones everywhere',
      locales: ['en'],
    });
    expectOnlyZyxChanged(plain, await syncWords(alice));
  });
});
