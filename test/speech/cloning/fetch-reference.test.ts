import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  fetchReference,
  MAX_REFERENCE_BYTES,
  ReferenceAudioError,
} from '../../../server/speech/cloning/index.ts';
import type { ReferenceErrorCode } from '../../../server/speech/cloning/index.ts';
import { closedPort, startServer } from './fixtures.ts';
import type { TestServer } from './fixtures.ts';

const BODY = Uint8Array.from({ length: 50_000 }, (_, i) => (i * 7919) % 251);
const OVER = MAX_REFERENCE_BYTES + 1024 * 1024; // 21 MiB
const CHUNK = Buffer.alloc(64 * 1024, 0x55);

let server: TestServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.on('error', () => undefined);
    const hops = /^\/hops\/(\d+)$/.exec(url.pathname);
    if (hops) {
      const left = Number(hops[1]);
      if (left === 0) {
        res.end(BODY);
      } else {
        // Relative Location, resolved against the current URL.
        res.writeHead(302, { location: `${left - 1}` }).end();
      }
      return;
    }
    switch (url.pathname) {
      case '/ok.bin':
        res.writeHead(200, { 'content-type': 'audio/wav' }).end(BODY);
        return;
      case '/to-file':
        res.writeHead(301, { location: 'file:///etc/passwd' }).end();
        return;
      case '/to-ftp':
        res.writeHead(307, { location: 'ftp://127.0.0.1/x.wav' }).end();
        return;
      case '/missing':
        res.writeHead(404).end('not here');
        return;
      case '/big-declared':
        res.writeHead(200, { 'content-length': String(OVER) });
        res.write(CHUNK);
        return; // never finishes: the client must refuse from the header alone
      case '/big-streamed': {
        // Chunked, no Content-Length: the client has to count.
        res.writeHead(200, { 'content-type': 'audio/mpeg' });
        let sent = 0;
        const pump = (): void => {
          while (sent < OVER) {
            sent += CHUNK.length;
            if (!res.write(CHUNK)) {
              res.once('drain', pump);
              return;
            }
          }
          res.end();
        };
        pump();
        return;
      }
      case '/never':
        return; // accepts the request and never answers
      case '/stalls':
        res.writeHead(200, { 'content-type': 'audio/wav' });
        res.write(BODY.subarray(0, 1000));
        return; // headers and a little body, then nothing
      default:
        res.writeHead(500).end();
    }
  });
});

afterAll(async () => {
  await server.close();
});

async function failure(
  url: string,
  options?: Parameters<typeof fetchReference>[2],
): Promise<ReferenceAudioError> {
  try {
    await fetchReference(url, undefined, options);
  } catch (error) {
    expect(error).toBeInstanceOf(ReferenceAudioError);
    return error as ReferenceAudioError;
  }
  throw new Error(`expected ${url.slice(0, 60)} to fail`);
}

async function expectCode(
  url: string,
  code: ReferenceErrorCode,
  options?: Parameters<typeof fetchReference>[2],
): Promise<void> {
  const error = await failure(url, options);
  expect(error.code, error.message).toBe(code);
  expect(error.message.length).toBeGreaterThan(10);
}

describe('fetchReference over http', () => {
  it('returns the body', async () => {
    expect(await fetchReference(`${server.origin}/ok.bin`)).toEqual(BODY);
  });

  it('follows up to 5 redirects, not 6', async () => {
    expect(await fetchReference(`${server.origin}/hops/5`)).toEqual(BODY);
    await expectCode(`${server.origin}/hops/6`, 'reference_unreachable');
  });

  it('refuses a redirect to file: or ftp:', async () => {
    await expectCode(`${server.origin}/to-file`, 'unsupported_reference_url');
    await expectCode(`${server.origin}/to-ftp`, 'unsupported_reference_url');
  });

  it('refuses more than 20 MiB, declared or streamed', async () => {
    await expectCode(`${server.origin}/big-declared`, 'reference_too_large');
    await expectCode(`${server.origin}/big-streamed`, 'reference_too_large');
  });

  it('reports an HTTP error status and an unreachable host', async () => {
    await expectCode(`${server.origin}/missing`, 'reference_unreachable');
    await expectCode(`http://127.0.0.1:${await closedPort()}/x.wav`, 'reference_unreachable');
  });

  it('times out on a server that never answers, or stalls mid-body', async () => {
    await expectCode(`${server.origin}/never`, 'reference_timeout', { timeoutMs: 300 });
    await expectCode(`${server.origin}/stalls`, 'reference_timeout', { timeoutMs: 300 });
  });

  it('rejects with an AbortError when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = fetchReference(`${server.origin}/never`, controller.signal);
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    const aborted = AbortSignal.abort();
    await expect(fetchReference(`${server.origin}/ok.bin`, aborted)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('fetchReference schemes', () => {
  it.each([
    'file:///etc/passwd',
    'ftp://127.0.0.1/voice.wav',
    'javascript:alert(1)',
    'gopher://127.0.0.1/',
    'not a url',
    'http://user:secret@127.0.0.1/x.wav',
  ])('refuses %s', async (url) => {
    await expectCode(url, 'unsupported_reference_url');
  });
});

describe('fetchReference data: URLs', () => {
  it('decodes base64 and percent-encoding', async () => {
    const base64 = `data:audio/wav;base64,${Buffer.from(BODY).toString('base64')}`;
    expect(await fetchReference(base64)).toEqual(BODY);
    const urlSafe = `data:;base64,${Buffer.from(BODY).toString('base64url')}`;
    expect(await fetchReference(urlSafe)).toEqual(BODY);
    const bytes = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 0x00, 0xff, 0x25, 0x20]);
    expect(await fetchReference('DATA:audio/wav,RIFF%00%ff%25%20')).toEqual(bytes);
  });

  it('refuses more than 20 MiB decoded', async () => {
    const big = Buffer.alloc(OVER, 1);
    await expectCode(`data:audio/wav;base64,${big.toString('base64')}`, 'reference_too_large');
    await expectCode(`data:audio/wav,${'A'.repeat(OVER)}`, 'reference_too_large');
    // Exactly 20 MiB is still accepted.
    const limit = Buffer.alloc(MAX_REFERENCE_BYTES, 2);
    expect((await fetchReference(`data:;base64,${limit.toString('base64')}`)).length).toBe(
      MAX_REFERENCE_BYTES,
    );
  });

  it('refuses malformed base64 and a URL without data', async () => {
    await expectCode('data:audio/wav;base64,@@@@', 'invalid_reference_audio');
    await expectCode('data:audio/wav;base64', 'unsupported_reference_url');
  });
});
