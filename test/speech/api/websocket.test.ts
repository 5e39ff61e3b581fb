import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { parseMp3 } from '../../../server/speech/audio/mp3-frames.ts';
import { removeDir, startGateway, type TestGateway } from '../../helpers/gateway.ts';
import { prose } from '../../helpers/prose.ts';

let gw: TestGateway;
let key: string;
let wsUrl: string;

beforeAll(async () => {
  gw = await startGateway({ wsFirstFrameTimeoutMs: 500 });
  key = await gw.key();
  wsUrl = `${gw.url.replace('http', 'ws')}/v1/audio/speech/websocket?model=beta-speech-v8`;
});
afterAll(async () => {
  await gw.close();
  await removeDir(gw.dataDir);
});

/** The history of the test key's owner, newest first. */
const allRecords = async () =>
  (await gw.gateway.storage.tasks.page({ owner: 'local', limit: 100 }))!.data;

type Frame = { kind: 'binary'; data: Buffer } | { kind: 'json'; data: Record<string, unknown> };

interface Session {
  frames: Frame[];
  closeCode: number;
  closeReason: string;
}

function open(url = wsUrl, opts: WebSocket.ClientOptions = {}, protocols?: string[]): WebSocket {
  return new WebSocket(url, protocols ?? [], {
    headers: { Authorization: `Bearer ${key}` },
    ...opts,
  });
}

/** Runs one session to its close, sending `request` (if any) after the handshake. */
function session(request: unknown, ws: WebSocket = open()): Promise<Session> {
  return new Promise((resolve, reject) => {
    const frames: Frame[] = [];
    ws.on('open', () => {
      if (request !== undefined)
        ws.send(typeof request === 'string' ? request : JSON.stringify(request));
    });
    ws.on('message', (data: Buffer, isBinary) => {
      frames.push(
        isBinary ? { kind: 'binary', data } : { kind: 'json', data: JSON.parse(data.toString()) },
      );
    });
    ws.on('close', (code, reason) =>
      resolve({ frames, closeCode: code, closeReason: reason.toString() }),
    );
    ws.on('error', reject);
  });
}

/** The HTTP status of a refused handshake. */
function refusal(ws: WebSocket): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    ws.on('open', () => reject(new Error('handshake was accepted')));
    ws.on('error', () => undefined);
  });
}

const request = (extra: Record<string, unknown> = {}) => ({
  Text: 'Streaming speech over a socket. Every word arrives in order! Is that not neat?',
  VoiceId: 'en_female_grace',
  Bitrate: '128k',
  ...extra,
});

describe('a WebSocket speech session', () => {
  it('sends binary audio, progress frames, one complete frame, then closes normally', async () => {
    const text = request().Text;
    const n = [...text].length;
    const s = await session(request());
    expect(s.closeCode).toBe(1000);
    const kinds = s.frames.map((f) => (f.kind === 'binary' ? 'audio' : String(f.data.type)));
    expect(kinds[0]).toBe('audio');
    expect(kinds.at(-1)).toBe('complete');
    expect(kinds.filter((k) => k === 'complete')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'progress').length).toBeGreaterThanOrEqual(3);
    // every progress frame follows the audio of its sentence
    for (let i = 0; i < kinds.length; i++)
      if (kinds[i] === 'progress') expect(kinds.slice(0, i)).toContain('audio');

    const audio = Buffer.concat(s.frames.flatMap((f) => (f.kind === 'binary' ? [f.data] : [])));
    const complete = s.frames.at(-1)!.data as Record<string, number | string>;
    expect(complete).toMatchObject({
      type: 'complete',
      format: 'mp3',
      bytes: audio.length,
      characters: n,
    });
    const mp3 = parseMp3(audio);
    expect(mp3.bitratesKbps).toEqual([128]);
    const frameMs = (1152 / 24000) * 1000;
    expect(Math.abs(mp3.durationMs - (complete.duration_ms as number))).toBeLessThanOrEqual(
      frameMs + (1105 / 24000) * 1000 + 1,
    );

    const words = s.frames
      .filter((f): f is Frame & { kind: 'json' } => f.kind === 'json' && f.data.type === 'progress')
      .flatMap((f) => f.data.words as Array<{ word: string; start_ms: number; end_ms: number }>);
    expect(words.map((w) => w.word.replace(/[^A-Za-z]/g, ''))).toEqual(
      'Streaming speech over a socket Every word arrives in order Is that not neat'.split(' '),
    );
    for (let i = 1; i < words.length; i++)
      expect(words[i]!.start_ms).toBeGreaterThanOrEqual(words[i - 1]!.start_ms);
    const progress = s.frames
      .filter((f) => f.kind === 'json' && f.data.type === 'progress')
      .at(-1)!.data;
    expect(progress).toMatchObject({ chars_done: n, chars_total: n });

    const record = await gw.gateway.storage.tasks.find(complete.task_id as string);
    expect(record).toMatchObject({ source: 'websocket', status: 'completed', characters: n });
  });

  it('accepts lowercase fields, Codec and Temperature, and the bearer subprotocol of browsers', async () => {
    const ws = new WebSocket(wsUrl, [`bearer.${key}`]);
    const s = await session(
      {
        text: 'Raw samples, please.',
        voiceid: 'zh_male_haoran',
        codec: 'pcm_s16le',
        temperature: 0.7,
      },
      ws,
    );
    expect(ws.protocol).toBe(`bearer.${key}`);
    expect(s.closeCode).toBe(1000);
    const complete = s.frames.at(-1)!.data as Record<string, unknown>;
    expect(complete.format).toBe('pcm_s16le');
    const bytes = s.frames.reduce((n, f) => n + (f.kind === 'binary' ? f.data.length : 0), 0);
    expect(bytes / 2 / 24).toBeCloseTo(complete.duration_ms as number, -2);
  });

  it('handles 20 concurrent sessions, each complete and correct', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        session(request({ Text: `Session number ${i + 1} is speaking now.` })),
      ),
    );
    for (const s of results) {
      expect(s.closeCode).toBe(1000);
      const audio = Buffer.concat(s.frames.flatMap((f) => (f.kind === 'binary' ? [f.data] : [])));
      const complete = s.frames.at(-1)!.data as Record<string, number>;
      expect(complete.bytes).toBe(audio.length);
      expect(parseMp3(audio).frameCount).toBeGreaterThan(10);
    }
  });
});

describe('refused handshakes', () => {
  it('answers a bad key with HTTP 401 and no socket', async () => {
    const res = await refusal(
      new WebSocket(wsUrl, { headers: { Authorization: 'Bearer sk-nope' } }),
    );
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'invalid_api_key' } });
    expect((await refusal(new WebSocket(wsUrl))).status).toBe(401);
  });

  it('answers another model with HTTP 400 naming it', async () => {
    const res = await refusal(open(wsUrl.replace('beta-speech-v8', 'alpha-tts')));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ error: { param: 'model' } });
    expect((await refusal(open(wsUrl.replace('?model=beta-speech-v8', '')))).status).toBe(400);
  });

  it('answers a key without beta-speech-v8 with 403', async () => {
    const limited = await gw.key({ models: ['alpha-tts'] });
    const res = await refusal(
      new WebSocket(wsUrl, { headers: { Authorization: `Bearer ${limited}` } }),
    );
    expect(res.status).toBe(403);
  });

  it('refuses a foreign Host', async () => {
    const res = await refusal(
      open(wsUrl, { headers: { Authorization: `Bearer ${key}`, Host: 'evil.example' } }),
    );
    expect(res.status).toBe(403);
  });
});

describe('bad request frames: an error frame, then close 1008', () => {
  it.each([
    ['not JSON', '{"Text": ', 'invalid_json'],
    ['a JSON array', '[1]', 'invalid_json'],
    ['no text', { VoiceId: 'en_female_ava' }, 'missing_field'],
    ['an unknown voice', { Text: 'Hi', VoiceId: 'nobody' }, 'invalid_value'],
    ['Speed out of range', { Text: 'Hi', VoiceId: 'en_female_ava', Speed: 3 }, 'out_of_range'],
    [
      'text over 5,000 code points',
      { Text: 'a'.repeat(5001), VoiceId: 'en_female_ava' },
      'input_too_long',
    ],
  ])('%s', async (_n, frame, code) => {
    const s = await session(frame);
    expect(s.closeCode).toBe(1008);
    expect(s.frames).toHaveLength(1);
    expect(s.frames[0]).toMatchObject({ kind: 'json', data: { type: 'error', error: { code } } });
  });

  it('closes with 1008 when no request frame arrives in time', async () => {
    const s = await session(undefined);
    expect(s.closeCode).toBe(1008);
    expect(s.frames[0]).toMatchObject({
      data: { type: 'error', error: { code: 'request_timeout' } },
    });
  });
});

describe('flow control', () => {
  it('pauses synthesis for a client that stops reading, with bounded memory, and finishes when it resumes', async () => {
    const text = prose(5000);
    // Start the engine workers first: their start-up is not what this test bounds.
    await session({ Text: 'Warm up.', VoiceId: 'en_male_james', Codec: 'pcm_s16le' });
    await session({ Text: prose(400), VoiceId: 'en_male_james', Codec: 'pcm_s16le' });
    const ws = open();
    const frames: Frame[] = [];
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    ws.on('message', (data: Buffer, isBinary) =>
      frames.push(
        isBinary ? { kind: 'binary', data } : { kind: 'json', data: JSON.parse(data.toString()) },
      ),
    );
    await new Promise((r) => ws.on('open', r));
    ws.send(JSON.stringify({ Text: text, VoiceId: 'en_male_james', Codec: 'pcm_s16le' }));
    // Stop reading: the socket's buffers fill and the server must wait.
    const rssBefore = process.memoryUsage().rss;
    await new Promise((r) => setTimeout(r, 300));
    const socket = (ws as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    socket.pause();
    try {
      let peak = rssBefore;
      for (let i = 0; i < 30; i++) {
        await new Promise((r) => setTimeout(r, 100));
        peak = Math.max(peak, process.memoryUsage().rss);
      }
      const history = (await allRecords()).filter(
        (t) => t.source === 'websocket' && t.characters === 5000,
      );
      expect(history, 'the session cannot complete while the client does not read').toEqual([]);
      // This process holds the client and the engine workers too; the bound is generous,
      // what matters is that it does not grow with the text.
      expect(peak - rssBefore).toBeLessThan(256 * 1024 * 1024);
    } finally {
      socket.resume();
    }
    expect(await closed).toBe(1000);
    const bytes = frames.reduce((n, f) => n + (f.kind === 'binary' ? f.data.length : 0), 0);
    expect(frames.at(-1)).toMatchObject({ data: { type: 'complete', bytes } });
  });

  it('stops the work when the client disconnects mid-stream; the next session runs normally', async () => {
    const ws = open();
    await new Promise((r) => ws.on('open', r));
    ws.send(JSON.stringify({ Text: prose(4999), VoiceId: 'en_male_james' }));
    await new Promise((r) => ws.once('message', r));
    ws.terminate();
    // The session's partial audio is a temporary file until it completes: wait for it to go.
    const temps = async () =>
      (await readdir(path.join(gw.dataDir, 'files', 'speech'), { recursive: true })).filter((f) =>
        String(f).includes('.tmp-'),
      );
    while ((await temps()).length > 0) await new Promise((r) => setTimeout(r, 50));
    const after = await session(request({ Text: 'Still here.' }));
    expect(after.closeCode).toBe(1000);
    expect(
      (await allRecords()).filter((t) => t.source === 'websocket' && t.characters === 4999),
    ).toEqual([]);
  });
});
