/**
 * Plain-language errors (docs/decisions.md): each kind of refusal a real gateway gives the
 * studio becomes the field it concerns and a message in both UI languages that says what to
 * change, with no API field name or code in it.
 */
import { describe, expect, it } from 'vitest';
import { useGateway, type TestGateway } from '../helpers/gateway.ts';
import { send, type Connection } from '../../renderer/src/api/http.ts';
import { plainError } from '../../renderer/src/api/plain-errors.ts';
import en from '../../renderer/src/i18n/en.ts';
import zhCN from '../../renderer/src/i18n/zh-CN.ts';

/** The message of `key` ("errors.plain.voice") in one dictionary, the field named by `label`. */
function message(dict: object, key: string, label: string): string {
  let at: unknown = dict;
  for (const part of key.split('.')) at = (at as Record<string, unknown>)[part];
  expect(typeof at, key).toBe('string');
  return (at as string).replace('{field}', label);
}

async function refusal(conn: Connection, path: string, json: unknown): Promise<unknown> {
  try {
    await send(conn, path, { json });
  } catch (err) {
    return err;
  }
  throw new Error(`${path} accepted ${JSON.stringify(json)}`);
}

const beta = { model: 'beta-speech-v8', voice: 'en_female_ava', input: 'Hello.' };

describe('refusals in plain words', () => {
  let conn: Connection;
  useGateway((gw: TestGateway, key: string) => {
    conn = { baseUrl: gw.url, apiKey: key };
  });

  const cases: Array<{ what: string; path: string; body: unknown; field: string | null }> = [
    {
      what: 'text with nothing to say',
      path: '/v1/audio/speech',
      body: { ...beta, input: '!!! ???' },
      field: 'text',
    },
    {
      what: 'an unknown voice',
      path: '/v1/audio/speech',
      body: { ...beta, voice: 'nobody' },
      field: 'voice',
    },
    {
      what: 'a speed out of range',
      path: '/v1/audio/speech',
      body: { ...beta, Speed: 5 },
      field: 'speed',
    },
    {
      what: 'an unknown bitrate',
      path: '/v1/audio/speech',
      body: { ...beta, Bitrate: '999k' },
      field: 'bitrate',
    },
    {
      what: 'an unknown model',
      path: '/v1/audio/speech',
      body: { ...beta, model: 'no-such-tts' },
      field: 'model',
    },
    {
      what: 'a clone without its recording',
      path: '/v1/audio/speech',
      body: { model: 'gamma-tts-2', input: 'Hello.' },
      field: 'reference',
    },
    {
      what: 'a task with nothing to say',
      path: '/v1/audio/speech/tasks',
      body: { ...beta, input: '…' },
      field: 'text',
    },
    {
      what: 'a 3D request without a prompt',
      path: '/v1/3d',
      body: { model: 'mesh-6-draft' },
      field: 'prompt',
    },
  ];

  for (const c of cases)
    it(`${c.what}: the ${c.field} field, told what to change in English and Chinese`, async () => {
      const err = await refusal(conn, c.path, c.body);
      const plain = plainError(err);
      expect(plain.field).toBe(c.field);
      expect(plain.key).toMatch(/^errors\.plain\./);
      expect(plain.key).not.toMatch(/refused|failed|unexpected/);
      // The API's own words stay available for the Details disclosure.
      expect(plain.raw).toMatch(/^HTTP 4\d\d · /);
      for (const [dict, label] of [
        [en, 'Label'],
        [zhCN, '标签'],
      ] as const) {
        const text = message(dict, plain.key, label);
        expect(text).not.toMatch(/[{}]|_|\bHTTP\b|Something went wrong/);
        for (const apiName of [
          'input',
          'voice_id',
          'Speed',
          'Bitrate',
          'reference_audio_url',
          'model_not_found',
        ])
          expect(text).not.toContain(apiName);
      }
    });
});
