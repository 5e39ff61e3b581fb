import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bearer, rawRequest, type TestGateway, useGateway } from '../helpers/gateway.ts';

let gw: TestGateway;
let key: string;
useGateway((g, k) => {
  gw = g;
  key = k;
});

/** A body the speech route parses and then refuses for a missing field: no synthesis. */
const BODY = Buffer.from(JSON.stringify({ model: 'alpha-tts', voice: 'x' }));

function post(body: Buffer, encoding: string) {
  return rawRequest(`${gw.url}/v1/audio/speech`, {
    method: 'POST',
    headers: {
      ...bearer(key),
      'Content-Type': 'application/json',
      'Content-Encoding': encoding,
    },
    body,
  });
}

describe('Content-Encoding of a JSON body', () => {
  it.each([
    ['gzip', gzipSync(BODY)],
    ['deflate', deflateSync(BODY)],
    ['br', brotliCompressSync(BODY)],
    ['identity', BODY],
  ])('decompresses %s', async (encoding, body) => {
    const res = await post(body, encoding);
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'missing_field', param: 'input' } });
  });

  it.each([
    ['gzip', BODY],
    ['deflate', BODY],
    ['br', BODY],
    ['gzip', gzipSync(BODY).subarray(0, 12)],
  ])('answers a body that is not %s with 400 invalid_body_encoding', async (encoding, body) => {
    const res = await post(body, encoding);
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        type: 'invalid_request_error',
        code: 'invalid_body_encoding',
        param: 'Content-Encoding',
      },
    });
  });

  it.each(['compress', 'x-gzip', 'gzip, br', 'zstd'])(
    'answers the unsupported encoding %j with 415',
    async (encoding) => {
      const res = await post(BODY, encoding);
      expect(res.status).toBe(415);
      expect(res.json()).toMatchObject({
        error: { code: 'unsupported_content_encoding', param: 'Content-Encoding' },
      });
    },
  );
});

describe('a JSON body that is not UTF-8', () => {
  const BAD = Buffer.concat([
    Buffer.from('{"model":"alpha-tts","voice":"x","input":"caf'),
    Buffer.from([0xff, 0xfe]),
    Buffer.from('"}'),
  ]);

  it.each([
    ['identity', BAD],
    ['gzip', gzipSync(BAD)],
  ])('is refused with 400 invalid_json naming the body (%s)', async (encoding, body) => {
    const res = await post(body, encoding);
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({
      error: { type: 'invalid_request_error', code: 'invalid_json', param: 'body' },
    });
  });

  it('is refused on the 3D route too, before a task is made', async () => {
    const res = await rawRequest(`${gw.url}/v1/3d`, {
      method: 'POST',
      headers: { ...bearer(key), 'Content-Type': 'application/json' },
      body: Buffer.concat([
        Buffer.from('{"model":"mesh-6-draft","prompt":"a basket of '),
        Buffer.from([0xc3, 0x28]),
        Buffer.from(' apples"}'),
      ]),
    });
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'invalid_json', param: 'body' } });
  });
});
