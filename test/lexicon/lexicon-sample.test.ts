import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../contract/errors.ts';
import { scanMp3 } from '../helpers/decoded.ts';
import { bearer, removeDir, startGateway, type TestGateway } from '../helpers/gateway.ts';
import { EN_ALPHA } from '../helpers/speech.ts';

/**
 * `POST /v1/audio/lexicon/sample` (docs/decisions.md, "Lexicon samples outside History and
 * usage"): one word as the lexicon reads it, never billed or listed, a few per key.
 */

const PER_KEY = 3;
let gw: TestGateway;

beforeAll(async () => {
  gw = await startGateway({ lexiconSampleLimits: { perKey: PER_KEY, windowMs: 60_000 } });
});
afterAll(async () => {
  await gw.close();
  await removeDir(gw.dataDir);
});

const ava = { model: 'beta-speech-v8', voice: 'en_female_ava' };

const sample = (key: string, body: unknown) =>
  fetch(`${gw.url}/v1/audio/lexicon/sample`, {
    method: 'POST',
    headers: { ...bearer(key), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

async function bytesOf(res: Response): Promise<Buffer> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('audio/mpeg');
  return Buffer.from(await res.arrayBuffer());
}

async function errorOf(res: Response): Promise<{ status: number; body: ErrorBody }> {
  return { status: res.status, body: (await res.json()) as ErrorBody };
}

async function usageAndHistory(key: string): Promise<unknown[]> {
  const usage = await (await fetch(`${gw.url}/v1/usage`, { headers: bearer(key) })).json();
  const history = await (await fetch(`${gw.url}/v1/tasks`, { headers: bearer(key) })).json();
  return [usage, history];
}

async function putEntry(key: string, grapheme: string, entry: object): Promise<void> {
  const res = await fetch(`${gw.url}/v1/audio/lexicon/${encodeURIComponent(grapheme)}`, {
    method: 'PUT',
    headers: { ...bearer(key), 'Content-Type': 'application/json' },
    body: JSON.stringify(entry),
  });
  expect(res.status).toBe(200);
}

describe('lexicon samples', () => {
  it('speaks the word, and is neither billed nor kept in the history', async () => {
    const key = await gw.key();
    const before = await usageAndHistory(key);
    const res = await sample(key, { ...ava, input: 'nginx' });
    expect(res.headers.get('x-task-id')).toBeNull();
    expect(res.headers.get('x-usage-input-tokens')).toBeNull();
    const decoded = await scanMp3(await bytesOf(res));
    // One word: more than a tenth of a second, less than five.
    expect(decoded.durationMs).toBeGreaterThan(100);
    expect(decoded.durationMs).toBeLessThan(5000);
    await bytesOf(await sample(key, { model: 'alpha-tts', voice: EN_ALPHA, input: 'Nguyen' }));
    expect(await usageAndHistory(key)).toEqual(before);
    expect(before[0]).toMatchObject({ object: 'usage', data: [] });
    expect(before[1]).toMatchObject({ data: [] });
  });

  it("reads the word as the owner's lexicon does", async () => {
    const key = await gw.key({ owner: 'reader' });
    const plain = await bytesOf(await sample(key, { ...ava, input: 'nginx' }));
    await putEntry(key, 'nginx', { alias: 'engine x' });
    const entry = await bytesOf(await sample(key, { ...ava, input: 'nginx' }));
    const alias = await bytesOf(await sample(await gw.key(), { ...ava, input: 'engine x' }));
    expect(entry.equals(plain)).toBe(false);
    expect(entry.equals(alias)).toBe(true);
  });

  it('hears an entry before it is saved (alias or phonemes), the saved lexicon untouched', async () => {
    const key = await gw.key({ owner: 'trier' });
    const tried = await bytesOf(await sample(key, { ...ava, input: 'Nguyen', alias: 'win' }));
    const win = await bytesOf(await sample(key, { ...ava, input: 'win' }));
    expect(tried.equals(win)).toBe(true);
    const other = await gw.key({ owner: 'trier' });
    const phones = await sample(other, { ...ava, input: 'Nguyen', phonemes: 'W IH1 N' });
    expect((await bytesOf(phones)).length).toBeGreaterThan(0);
    const list = await fetch(`${gw.url}/v1/audio/lexicon`, { headers: bearer(key) });
    expect(await list.json()).toMatchObject({ data: [] });
  });

  it(`gives each key ${PER_KEY} samples a window, then a 429 with Retry-After`, async () => {
    const key = await gw.key();
    for (let i = 0; i < PER_KEY; i++) await bytesOf(await sample(key, { ...ava, input: 'one' }));
    const refused = await sample(key, { ...ava, input: 'one' });
    const { status, body } = await errorOf(refused);
    expect(status).toBe(429);
    expect(body.error).toMatchObject({ type: 'rate_limit_error', code: 'sample_limit_reached' });
    expect(body.error.message).toContain('Retry after');
    const retry = Number(refused.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    // Another key of the same owner has its own allowance.
    await bytesOf(await sample(await gw.key(), { ...ava, input: 'one' }));
  });

  it('a refused request does not use the allowance', async () => {
    const key = await gw.key();
    for (let i = 0; i < PER_KEY + 2; i++) {
      expect((await sample(key, { ...ava, input: 'x'.repeat(65) })).status).toBe(400);
    }
    for (let i = 0; i < PER_KEY; i++) await bytesOf(await sample(key, { ...ava, input: 'two' }));
  });

  it('leaves a lexicon word spelled "sample" to PUT and DELETE like any other', async () => {
    const key = await gw.key({ owner: 'sampler' });
    await putEntry(key, 'sample', { alias: 'example' });
    const gone = await fetch(`${gw.url}/v1/audio/lexicon/sample`, {
      method: 'DELETE',
      headers: bearer(key),
    });
    expect(gone.status).toBe(200);
  });
});

describe('lexicon samples: bad requests', () => {
  let key: string;
  beforeAll(async () => {
    // Bad requests do not count, so one key sees every refusal below.
    key = await gw.key({ owner: 'refused' });
  });

  const refusal = async (body: unknown, k = key) => errorOf(await sample(k, body));

  it('text over 64 characters is a 400 naming input', async () => {
    const { status, body } = await refusal({ ...ava, input: 'a'.repeat(65) });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'input_too_long', param: 'input' });
    expect(body.error.message).toContain('64');
  });

  it('a line break, an empty word or nothing to speak is a 400 naming input', async () => {
    for (const input of ['two\nlines', '   ', '!!!']) {
      const { status, body } = await refusal({ ...ava, input });
      expect(status, input).toBe(400);
      expect(body.error.param, input).toBe('input');
    }
  });

  it('a missing field is a 400 naming it', async () => {
    for (const field of ['model', 'voice', 'input'] as const) {
      const full: Record<string, string> = { ...ava, input: 'word' };
      delete full[field];
      const { status, body } = await refusal(full);
      expect(status, field).toBe(400);
      expect(body.error.param, field).toBe(field);
    }
  });

  it('a field it does not take (prosody, format) is a 400 naming it', async () => {
    for (const field of ['speed', 'response_format']) {
      const { status, body } = await refusal({ ...ava, input: 'word', [field]: 1 });
      expect(status, field).toBe(400);
      expect(body.error).toMatchObject({ code: 'unknown_field', param: field });
    }
  });

  it('an unsaved entry is checked as a saved one: a 400 naming alias or phonemes', async () => {
    const long = await refusal({ ...ava, input: 'word', alias: 'a'.repeat(301) });
    expect(long.status).toBe(400);
    expect(long.body.error.param).toBe('alias');
    const phones = await refusal({ ...ava, input: 'word', phonemes: 'QQ9' });
    expect(phones.status).toBe(400);
    expect(phones.body.error.param).toBe('phonemes');
  });

  it('a word the lexicon makes long is a 400 naming input', async () => {
    const owner = await gw.key({ owner: 'long-reader' });
    await putEntry(owner, 'zz', { alias: 'very '.repeat(59) + 'long' });
    const { status, body } = await refusal({ ...ava, input: 'zz zz' }, owner);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'input_too_long', param: 'input' });
  });

  it('a model without named voices is a 400 naming model; an unknown one a 404', async () => {
    const gamma = await refusal({ ...ava, model: 'gamma-tts-2', input: 'word' });
    expect(gamma.status).toBe(400);
    expect(gamma.body.error.param).toBe('model');
    const unknown = await refusal({ ...ava, model: 'no-such-tts', input: 'word' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.param).toBe('model');
  });

  it("an unknown voice or another model's voice is a 400 naming voice", async () => {
    for (const voice of ['nobody', EN_ALPHA]) {
      const { status, body } = await refusal({ ...ava, voice, input: 'word' });
      expect(status, voice).toBe(400);
      expect(body.error.param, voice).toBe('voice');
    }
  });

  it('a key not allowed the model is a 403; no key is a 401', async () => {
    const betaOnly = await gw.key({ models: ['beta-speech-v8'] });
    const { status, body } = await refusal(
      { model: 'alpha-tts', voice: EN_ALPHA, input: 'word' },
      betaOnly,
    );
    expect(status).toBe(403);
    expect(body.error.param).toBe('model');
    const anonymous = await fetch(`${gw.url}/v1/audio/lexicon/sample`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...ava, input: 'word' }),
    });
    expect(anonymous.status).toBe(401);
  });
});
