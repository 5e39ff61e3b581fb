import { describe, expect, it } from 'vitest';
import { bearer, rawRequest, type TestGateway, useGateway } from '../helpers/gateway.ts';

let gw: TestGateway;
let key: string;
useGateway((g, k) => {
  gw = g;
  key = k;
});

const get = (path: string) => rawRequest(`${gw.url}${path}`, { headers: bearer(key) });
const TASK = 'speech_0123456789abcdef0123456789abcdef';

describe('repeated and array query parameters are refused, naming the parameter', () => {
  it.each([
    ['/v1/tasks?kind[]=speech', 'kind'],
    ['/v1/tasks?kind[]=speech&kind[]=3d', 'kind'],
    ['/v1/tasks?kind=speech&kind=3d', 'kind'],
    ['/v1/tasks?status[0]=completed', 'status'],
    ['/v1/tasks?limit=5&limit=6', 'limit'],
    ['/v1/tasks?after=a&after=b', 'after'],
    ['/v1/tasks?filter[kind]=speech', 'filter'],
    ['/v1/audio/voices?model[]=alpha-tts', 'model'],
    ['/v1/audio/voices?model=alpha-tts&model=beta-speech-v8', 'model'],
    [`/v1/audio/speech/tasks/${TASK}/timestamps?format=json&format=srt`, 'format'],
    [`/v1/audio/speech/tasks/${TASK}/content?download[]=1`, 'download'],
    ['/v1/models?x=1&x=2', 'x'],
  ])('GET %s → 400 (%s)', async (path, param) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({
      error: { type: 'invalid_request_error', code: 'invalid_value', param },
    });
  });

  it('still answers plain single values', async () => {
    expect((await get('/v1/tasks?kind=speech&limit=5')).status).toBe(200);
    expect((await get('/v1/audio/voices?model=alpha-tts')).status).toBe(200);
  });
});

describe('the key is still checked first', () => {
  it('answers 401 without a key, whatever the query', async () => {
    const res = await rawRequest(`${gw.url}/v1/tasks?kind[]=speech`);
    expect(res.status).toBe(401);
  });
});
