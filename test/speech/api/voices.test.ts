import { describe, expect, it } from 'vitest';
import { medianF0 } from '../../../server/speech/audio/analysis.ts';
import { readWav } from '../../../server/speech/audio/wav.ts';
import { bearer, rawRequest, type TestGateway, useGateway } from '../../helpers/gateway.ts';
import { speak } from '../../helpers/speech.ts';

let gw: TestGateway;
let key: string;
useGateway((g, k) => {
  gw = g;
  key = k;
});

interface VoiceItem {
  id: string;
  name: string;
  locale: string;
  gender: string;
  model: string;
  engine_voice: { engine: string; name: string; variant?: string; pitch?: number; rate?: number };
  fallback?: { language: string; reason: string };
}

const list = async (model: string, k = key) => {
  const res = await rawRequest(`${gw.url}/v1/audio/voices?model=${model}`, { headers: bearer(k) });
  return {
    status: res.status,
    body: res.json<{ object: string; data: VoiceItem[] } & { error: { code: string } }>(),
  };
};

describe('GET /v1/audio/voices', () => {
  it('lists the 322 alpha-tts voices with the engine voice that speaks each', async () => {
    const { status, body } = await list('alpha-tts');
    expect(status).toBe(200);
    expect(body.object).toBe('list');
    expect(body.data).toHaveLength(322);
    expect(new Set(body.data.map((v) => v.id)).size).toBe(322);
    for (const v of body.data) {
      expect(v).toMatchObject({
        model: 'alpha-tts',
        gender: expect.stringMatching(/^(female|male)$/),
      });
      // English speaks with Flite (far more intelligible), everything else with eSpeak NG.
      expect(v.engine_voice.engine).toBe(v.locale.startsWith('en-') ? 'flite' : 'espeak');
    }
    const zhCN = body.data.find((v) => v.locale === 'zh-CN')!;
    expect(zhCN.engine_voice).toMatchObject({ engine: 'espeak', name: 'cmn' });
    const enUsFemale = body.data.find((v) => v.locale === 'en-US' && v.gender === 'female')!;
    expect(enUsFemale.engine_voice).toMatchObject({ engine: 'flite', name: 'slt' });
  });

  it('says which locales fall back to a related language', async () => {
    const { body } = await list('alpha-tts');
    const filipino = body.data.filter((v) => v.locale === 'fil-PH');
    expect(filipino.length).toBeGreaterThan(0);
    for (const v of filipino)
      expect(v.fallback).toMatchObject({
        language: 'id',
        reason: expect.stringContaining('Filipino'),
      });
    expect(body.data.find((v) => v.locale === 'de-DE')!.fallback).toBeUndefined();
  });

  it('gives every voice of one locale and gender its own engine settings', async () => {
    const { body } = await list('alpha-tts');
    const groups = new Map<string, string[]>();
    for (const v of body.data) {
      const k = `${v.locale}/${v.gender}`;
      groups.set(k, [...(groups.get(k) ?? []), JSON.stringify(v.engine_voice)]);
    }
    for (const [group, shapes] of groups) expect(new Set(shapes).size, group).toBe(shapes.length);
  });

  it('makes neighbours of one locale sound apart (pitch measured)', async () => {
    const { body } = await list('alpha-tts');
    const [a, b] = body.data.filter((v) => v.locale === 'en-US' && v.gender === 'female');
    const f0 = async (voice: string) => {
      const res = await speak(gw.url, key, {
        model: 'alpha-tts',
        voice,
        input: 'Every voice has a sound of its own.',
        response_format: 'wav',
      });
      const wav = readWav(res.bytes);
      return medianF0(wav.mono, wav.sampleRate);
    };
    const [fa, fb] = [await f0(a!.id), await f0(b!.id)];
    expect(Math.abs(fa - fb) / Math.min(fa, fb)).toBeGreaterThan(0.03);
  });

  it('lists at least two beta voices in each of zh/en × female/male, ids per convention', async () => {
    const { body } = await list('beta-speech-v8');
    for (const v of body.data)
      expect(v.engine_voice.engine).toBe(v.id.startsWith('en_') ? 'flite' : 'espeak');
    for (const lang of ['zh', 'en']) {
      for (const gender of ['female', 'male']) {
        const ids = body.data.filter((v) => v.id.startsWith(`${lang}_${gender}_`));
        expect(ids.length, `${lang} ${gender}`).toBeGreaterThanOrEqual(2);
        for (const v of ids) expect(v.gender).toBe(gender);
      }
    }
  });

  it('lists no named voices for gamma-tts-2, which clones a reference recording', async () => {
    expect((await list('gamma-tts-2')).body.data).toEqual([]);
  });

  it('needs a model the key may use', async () => {
    const missing = await rawRequest(`${gw.url}/v1/audio/voices`, { headers: bearer(key) });
    expect(missing.status).toBe(400);
    expect(missing.json()).toMatchObject({ error: { code: 'missing_field', param: 'model' } });
    expect((await list('mesh-6')).status).toBe(400);
    expect((await list('nope')).status).toBe(404);
    const limited = await gw.key({ models: ['alpha-tts'] });
    expect((await list('beta-speech-v8', limited)).status).toBe(403);
  });
});
