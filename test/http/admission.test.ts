import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ErrorBody } from '../../contract/errors.ts';
import type { Logger } from '../../server/log.ts';
import { bearer, removeDir, startGateway, type TestGateway } from '../helpers/gateway.ts';

/**
 * Sync speech is admitted through a bounded queue (docs/decisions.md, "Bursts of sync
 * speech"). The gateway here runs one sync request at a time and queues at most two, at most
 * one of each key. The running slot is held deterministically by a gamma-tts-2 request whose
 * reference server has received the fetch and not answered yet: admission comes before the
 * reference is fetched, so while the fetch hangs the request holds its slot.
 */

const SHORT = { model: 'beta-speech-v8', voice: 'en_female_ava', input: 'Hello there.' };

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  error(): ErrorBody['error'];
}

interface Pending {
  answer: Promise<Answer>;
  /** Closes the connection before the answer (a client that gives up). */
  leave(): void;
}

let gw: TestGateway;
const keys: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' };
const lines: string[] = [];
const lineWaiters: Array<{ test: RegExp; resolve: () => void }> = [];

/** The gateway's log, kept so a test can wait for the line an event writes. */
const logger: Logger = {
  info: (message) => pushLine(message),
  warn: (message) => pushLine(message),
  error: (message) => pushLine(message),
};
function pushLine(message: string): void {
  lines.push(message);
  for (const w of [...lineWaiters]) {
    if (w.test.test(message)) {
      lineWaiters.splice(lineWaiters.indexOf(w), 1);
      w.resolve();
    }
  }
}
function nextLine(test: RegExp): Promise<void> {
  return new Promise((resolve) => lineWaiters.push({ test, resolve }));
}

/** A reference server that holds every fetch until `release()`, then answers 404. */
interface Hold {
  url: string;
  /** Resolves once the gateway's fetch has arrived (its request holds a running slot). */
  arrived: Promise<void>;
  release(): void;
}
let referenceServer: http.Server;
let holds: Array<{ arrive: () => void; waiting: Promise<void>; res?: http.ServerResponse }> = [];
let holdCount = 0;

function hold(): Hold {
  const id = holdCount++;
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  holds[id] = { arrive, waiting: arrived };
  const port = (referenceServer.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/ref-${id}.wav`,
    arrived,
    release: () => holds[id]?.res?.writeHead(404).end(),
  };
}

function post(secret: string, body: unknown): Pending {
  const payload = JSON.stringify(body);
  const req = http.request(`${gw.url}/v1/audio/speech`, {
    method: 'POST',
    headers: {
      ...bearer(secret),
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(payload)),
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: bytes,
          error: () => (JSON.parse(bytes.toString('utf8')) as ErrorBody).error,
        });
      });
    });
  });
  req.end(payload);
  return { answer, leave: () => req.destroy() };
}

/** Of two requests sent together, the one answered first and the other, still pending. */
async function firstOf(x: Pending, y: Pending): Promise<{ first: Answer; other: Pending }> {
  return Promise.race([
    x.answer.then((first) => ({ first, other: y })),
    y.answer.then((first) => ({ first, other: x })),
  ]);
}

/** A gamma-tts-2 request whose reference fetch hangs: it holds the one running slot. */
async function holdRunningSlot(secret: string): Promise<{ held: Pending; release(): void }> {
  const h = hold();
  const held = post(secret, {
    model: 'gamma-tts-2',
    input: 'This waits for its reference.',
    reference_audio_url: h.url,
  });
  await h.arrived;
  return { held, release: h.release };
}

function expectRefusal(answer: Answer, status: number, type: string, code: string): void {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const retryAfter = answer.headers['retry-after'];
  expect(retryAfter).toMatch(/^[1-9]\d*$/);
  expect(answer.error()).toEqual({
    type,
    code,
    param: null,
    message: expect.stringContaining(`Retry after ${String(retryAfter)} s`),
  });
}

beforeAll(async () => {
  referenceServer = http.createServer((req, res) => {
    const id = Number(/ref-(\d+)/.exec(req.url ?? '')?.[1]);
    const entry = holds[id];
    if (!entry) {
      res.writeHead(404).end();
      return;
    }
    entry.res = res;
    entry.arrive();
  });
  await new Promise<void>((resolve) => referenceServer.listen(0, '127.0.0.1', resolve));
  gw = await startGateway({
    logger,
    // The reference server is on loopback.
    allowPrivateFetch: true,
    syncLimits: { maxRunning: 1, maxWaiting: 2, maxWaitingPerKey: 1 },
  });
  keys.a = await gw.key({ label: 'a' });
  keys.b = await gw.key({ label: 'b' });
  keys.c = await gw.key({ label: 'c' });
});

afterAll(async () => {
  for (const h of holds) h.res?.destroy();
  holds = [];
  await gw.close();
  await removeDir(gw.dataDir);
  await new Promise((resolve) => referenceServer.close(resolve));
});

/**
 * One burst against the bounds: key a holds the running slot and fills its waiting place, so
 * its next request is refused 429; keys b and c then fill the gateway's last waiting place, so
 * one of them is refused 503. Once the slot is free, every admitted request is served.
 */
async function burst(): Promise<void> {
  const running = await holdRunningSlot(keys.a);

  const a = await firstOf(post(keys.a, SHORT), post(keys.a, SHORT));
  expectRefusal(a.first, 429, 'rate_limit_error', 'rate_limited');
  expect(a.first.error().message).toMatch(/API key/);

  const bc = await firstOf(post(keys.b, SHORT), post(keys.c, SHORT));
  expectRefusal(bc.first, 503, 'server_error', 'server_busy');
  expect(bc.first.error().message).toMatch(/busy/);

  // The held request fails (its reference answers 404): its slot is freed all the same.
  running.release();
  const held = await running.held.answer;
  expect(held.status).toBe(400);
  expect(held.error().code).toBe('reference_unreachable');

  // Key a's waiting request and the other key's are served in turn.
  for (const waiting of [a.other, bc.other]) {
    const served = await waiting.answer;
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('audio/mpeg');
  }
}

describe('sync speech beyond the bounds is refused at once, with Retry-After', () => {
  it('429 rate_limited for a key over its bound, 503 server_busy for the gateway; the other keys are served', async () => {
    await burst();
  });

  it('after the burst every slot is free again: the same burst meets the same bounds', async () => {
    const alone = await post(keys.c, SHORT).answer;
    expect(alone.status).toBe(200);
    await burst();
  });
});

describe('a client that leaves while waiting', () => {
  it('frees its place in the queue', async () => {
    const running = await holdRunningSlot(keys.a);
    const first = await firstOf(post(keys.a, SHORT), post(keys.a, SHORT));
    expectRefusal(first.first, 429, 'rate_limit_error', 'rate_limited');

    const left = nextLine(/POST \/v1\/audio\/speech .*disconnected/);
    first.other.leave();
    await left;

    // Key a's waiting place is free again: of two more, one waits and one is refused.
    const again = await firstOf(post(keys.a, SHORT), post(keys.a, SHORT));
    expectRefusal(again.first, 429, 'rate_limit_error', 'rate_limited');

    running.release();
    expect((await running.held.answer).status).toBe(400);
    expect((await again.other.answer).status).toBe(200);
  });
});

describe('WebSocket sessions wait in the same queue', () => {
  it('a session over its key bound gets the 429 as an error frame, then close 1013', async () => {
    const running = await holdRunningSlot(keys.a);
    // Key a's waiting place is taken by one of these; the other is refused.
    const probe = await firstOf(post(keys.a, SHORT), post(keys.a, SHORT));
    expectRefusal(probe.first, 429, 'rate_limit_error', 'rate_limited');

    const ws = new WebSocket(
      `${gw.url.replace('http', 'ws')}/v1/audio/speech/websocket?model=beta-speech-v8`,
      { headers: bearer(keys.a) },
    );
    const frames: unknown[] = [];
    ws.on('open', () =>
      ws.send(JSON.stringify({ Text: 'Hello there.', VoiceId: 'en_female_ava' })),
    );
    ws.on('message', (data, isBinary) => {
      if (!isBinary) frames.push(JSON.parse(String(data)));
    });
    const code = await new Promise<number>((resolve) => ws.on('close', resolve));
    expect(code).toBe(1013);
    expect(frames).toEqual([
      {
        type: 'error',
        error: {
          type: 'rate_limit_error',
          code: 'rate_limited',
          param: null,
          message: expect.stringMatching(/Retry after \d+ s/),
        },
      },
    ]);

    running.release();
    expect((await running.held.answer).status).toBe(400);
    expect((await probe.other.answer).status).toBe(200);
  });
});
