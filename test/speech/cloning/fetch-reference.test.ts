import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  fetchReference,
  MAX_REFERENCE_BYTES,
  ReferenceAudioError,
} from '../../../server/speech/cloning/index.ts';
import type {
  FetchReferenceOptions,
  ReferenceErrorCode,
} from '../../../server/speech/cloning/index.ts';
import { isPublicAddress } from '../../../server/net/outbound.ts';
import type { ResolvedAddress } from '../../../server/net/outbound.ts';
import { closedPort, startServer } from './fixtures.ts';
import type { TestServer } from './fixtures.ts';

const BODY = Uint8Array.from({ length: 50_000 }, (_, i) => (i * 7919) % 251);
const OVER = MAX_REFERENCE_BYTES + 1024 * 1024; // 21 MiB
const CHUNK = Buffer.alloc(64 * 1024, 0x55);

/** The opt-in (`--allow-private-fetch`) the loopback test server needs. */
const LAN: FetchReferenceOptions = { allowPrivateAddresses: true };

let server: TestServer;
/** Every request the test server received, as `host path`. */
const seen: string[] = [];

beforeAll(async () => {
  server = await startServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    seen.push(`${req.headers.host} ${url.pathname}`);
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
      case '/redirect':
        res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
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
  options: FetchReferenceOptions = LAN,
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
  options: FetchReferenceOptions = LAN,
): Promise<ReferenceAudioError> {
  const error = await failure(url, options);
  expect(error.code, error.message).toBe(code);
  expect(error.message.length).toBeGreaterThan(10);
  return error;
}

describe('fetchReference over http (under --allow-private-fetch)', () => {
  it('returns the body', async () => {
    expect(await fetchReference(`${server.origin}/ok.bin`, undefined, LAN)).toEqual(BODY);
  });

  it('follows up to 5 redirects, not 6', async () => {
    expect(await fetchReference(`${server.origin}/hops/5`, undefined, LAN)).toEqual(BODY);
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

  it('gives one neutral error for an HTTP error status, a closed port and a timeout', async () => {
    const missing = await expectCode(`${server.origin}/missing`, 'reference_unreachable');
    const closed = await expectCode(
      `http://127.0.0.1:${await closedPort()}/x.wav`,
      'reference_unreachable',
    );
    const never = await expectCode(`${server.origin}/never`, 'reference_unreachable', {
      ...LAN,
      timeoutMs: 300,
    });
    const stalls = await expectCode(`${server.origin}/stalls`, 'reference_unreachable', {
      ...LAN,
      timeoutMs: 300,
    });
    const unknown = await expectCode('http://no-such-host.invalid/x.wav', 'reference_unreachable');
    // A port scanner learns nothing from the message: it is the same whatever answered.
    const messages = new Set([missing, closed, never, stalls, unknown].map((e) => e.message));
    expect(messages.size).toBe(1);
    expect([...messages][0]).not.toMatch(/ECONN|timeout|within|HTTP|\d{2,}/i);
  });

  it('rejects with an AbortError when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = fetchReference(`${server.origin}/never`, controller.signal, LAN);
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    const aborted = AbortSignal.abort();
    await expect(fetchReference(`${server.origin}/ok.bin`, aborted, LAN)).rejects.toMatchObject({
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

describe('fetchReference refuses non-public addresses (the default)', () => {
  const port = (): string => new URL(server.origin).port;

  it.each([
    ['loopback', 'http://127.0.0.1:PORT/ok.bin'],
    ['short loopback', 'http://127.1:PORT/ok.bin'],
    ['decimal loopback', 'http://2130706433:PORT/ok.bin'],
    ['hex loopback', 'http://0x7f000001:PORT/ok.bin'],
    ['octal loopback', 'http://0177.0.0.1:PORT/ok.bin'],
    ['IPv6 loopback', 'http://[::1]:PORT/ok.bin'],
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]:PORT/ok.bin'],
    ['IPv4-compatible loopback', 'http://[::127.0.0.1]:PORT/ok.bin'],
    ['unspecified', 'http://0.0.0.0:PORT/ok.bin'],
    ['a name resolving to loopback', 'http://localhost:PORT/ok.bin'],
    ['10/8', 'http://10.1.2.3/voice.wav'],
    ['172.16/12', 'http://172.16.0.9/voice.wav'],
    ['192.168/16', 'http://192.168.1.1/voice.wav'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['CGNAT', 'http://100.64.0.1/voice.wav'],
    ['ULA', 'http://[fc00::1]/voice.wav'],
    ['IPv6 link-local', 'http://[fe80::1]/voice.wav'],
    ['multicast', 'http://224.0.0.1/voice.wav'],
    ['broadcast', 'http://255.255.255.255/voice.wav'],
    ['reserved', 'https://240.0.0.1/voice.wav'],
  ])('refuses %s (%s) without connecting', async (_name, template) => {
    const before = seen.length;
    const error = await expectCode(template.replace('PORT', port()), 'reference_url_forbidden', {});
    expect(error.message).toMatch(/public address/);
    expect(seen.length).toBe(before);
  });

  it('allows only public unicast addresses', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(a), a).toBe(true);
    }
    for (const a of [
      '127.0.0.1',
      '0.0.0.0',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.100.100.200',
      '224.0.0.251',
      '255.255.255.255',
      '192.0.2.1',
      '::',
      '::1',
      '::ffff:10.0.0.1',
      '::7f00:1',
      'fd00:ec2::254',
      'fe80::1',
      'ff02::1',
      '64:ff9b::a00:1',
      '2002:7f00:1::1',
      '2001::1',
      'not an address',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });
});

describe('fetchReference checks every redirect and connects to the address it checked', () => {
  // The test server stands in for a public host: the injected resolver maps 'public.test' to
  // it and the policy treats 127.0.0.1 — and nothing else — as public, so no traffic leaves
  // loopback.
  const names: Record<string, string[]> = {
    'public.test': ['127.0.0.1'],
    'inner.test': ['10.0.0.7'],
    'mixed.test': ['127.0.0.1', '192.168.0.10'],
  };
  const lookups: string[] = [];
  const outbound = {
    isAllowed: (address: string) => address === '127.0.0.1',
    resolve: async (hostname: string): Promise<ResolvedAddress[]> => {
      lookups.push(hostname);
      const addresses = names[hostname];
      if (!addresses) throw new Error(`ENOTFOUND ${hostname}`);
      return addresses.map((address) => ({ address, family: 4 as const }));
    },
  };
  const origin = (): string => `http://public.test:${new URL(server.origin).port}`;
  const redirectTo = (to: string): string => `${origin()}/redirect?to=${encodeURIComponent(to)}`;

  it('fetches through an allowed redirect, resolving each name once', async () => {
    lookups.length = 0;
    const before = seen.length;
    const bytes = await fetchReference(redirectTo(`${origin()}/ok.bin`), undefined, { outbound });
    expect(bytes).toEqual(BODY);
    expect(lookups).toEqual(['public.test', 'public.test']);
    // The Host header stays the URL's name; the connection went to the checked address.
    expect(seen.slice(before)).toEqual([
      `public.test:${new URL(server.origin).port} /redirect`,
      `public.test:${new URL(server.origin).port} /ok.bin`,
    ]);
  });

  it.each([
    ['a loopback literal', 'http://127.0.0.2:PORT/ok.bin'],
    ['a name resolving to a private address', 'http://inner.test/voice.wav'],
    ['a name resolving to a public and a private address', 'http://mixed.test:PORT/ok.bin'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['a decimal loopback', 'http://2130706434:PORT/ok.bin'],
  ])('refuses a redirect to %s after the first hop', async (_name, target) => {
    const before = seen.length;
    const to = target.replace('PORT', new URL(server.origin).port);
    await expectCode(redirectTo(to), 'reference_url_forbidden', { outbound });
    expect(seen.slice(before)).toEqual([`public.test:${new URL(server.origin).port} /redirect`]);
  });
});
