import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Logger } from '../../server/log.ts';
import { bearer, removeDir, startGateway, type TestGateway } from '../helpers/gateway.ts';
import { EN_ALPHA } from '../helpers/speech.ts';

interface Line {
  level: 'info' | 'warn' | 'error';
  message: string;
  err?: unknown;
}

/** A logger that keeps every line and lets a test wait for one. */
function capturingLogger() {
  const lines: Line[] = [];
  const waiters: Array<{ test: (l: Line) => boolean; resolve: (l: Line) => void }> = [];
  const push = (line: Line) => {
    lines.push(line);
    for (const w of [...waiters]) {
      if (w.test(line)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  };
  const logger: Logger = {
    info: (message) => push({ level: 'info', message }),
    warn: (message) => push({ level: 'warn', message }),
    error: (message, err) => push({ level: 'error', message, err }),
  };
  return {
    logger,
    lines,
    next(test: (l: Line) => boolean): Promise<Line> {
      const found = lines.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ test, resolve }));
    },
  };
}

const LONG = Array.from(
  { length: 40 },
  (_, i) => `Sentence ${i + 1} is here so that the work takes a while to finish.`,
).join(' ');

let gw: TestGateway;
let key: string;
const log = capturingLogger();
const disconnected = (l: Line) => /disconnected/.test(l.message);

beforeAll(async () => {
  gw = await startGateway({ logger: log.logger });
  key = await gw.key();
});
afterAll(async () => {
  await gw.close();
  await removeDir(gw.dataDir);
});

/** Posts `body` to the speech route and calls `onResponse` or destroys once sent. */
function post(body: unknown, leave: 'after-send' | 'after-first-chunk'): Promise<void> {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const req = http.request(`${gw.url}/v1/audio/speech`, {
      method: 'POST',
      headers: {
        ...bearer(key),
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(payload)),
      },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.on('response', (res) => {
      res.once('data', () => {
        if (leave === 'after-first-chunk') req.destroy();
      });
    });
    req.end(payload, () => {
      if (leave === 'after-send') setImmediate(() => req.destroy());
    });
  });
}

describe('a client that disconnects is not an error', () => {
  it.each([
    ['a whole-mode request', { model: 'alpha-tts', voice: EN_ALPHA, input: LONG }, 'after-send'],
    [
      'a stream mid-way',
      { model: 'beta-speech-v8', voice: 'en_female_ava', input: LONG.slice(0, 900), stream: true },
      'after-first-chunk',
    ],
  ] as const)('%s: one info line, no stack', async (_what, body, leave) => {
    const before = log.lines.length;
    await post(body, leave);
    const line = await log.next((l) => log.lines.indexOf(l) >= before && disconnected(l));
    expect(line.level).toBe('info');
    expect(line.message).toMatch(/POST \/v1\/audio\/speech/);
    expect(line.message).not.toMatch(/\n|\bat /);
    const since = log.lines.slice(before);
    expect(since.filter(disconnected)).toHaveLength(1);
    expect(since.filter((l) => l.level !== 'info')).toEqual([]);
  });

  it('a WebSocket session mid-way: one info line, no stack', async () => {
    const before = log.lines.length;
    const ws = new WebSocket(
      `${gw.url.replace('http', 'ws')}/v1/audio/speech/websocket?model=beta-speech-v8`,
      { headers: bearer(key) },
    );
    ws.on('open', () => ws.send(JSON.stringify({ voice: 'en_female_ava', input: LONG })));
    ws.on('message', (_data, isBinary) => {
      if (isBinary) ws.terminate();
    });
    const line = await log.next((l) => log.lines.indexOf(l) >= before && disconnected(l));
    expect(line.level).toBe('info');
    expect(line.message).not.toMatch(/\n|\bat /);
    const since = log.lines.slice(before);
    expect(since.filter(disconnected)).toHaveLength(1);
    expect(since.filter((l) => l.level !== 'info')).toEqual([]);
  });
});
