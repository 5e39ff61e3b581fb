/**
 * The studio's speech forms are built from the contract's values (contract/request-values.ts)
 * and the gateway checks with the schemas built from the same values (contract/schemas.ts):
 * whatever a form lets a user choose is accepted, and one step past a slider's end is a 400
 * naming the field.
 */
import { describe, expect, it } from 'vitest';
import { SPEECH_MODELS } from '../../contract/catalog.ts';
import {
  defaultsOf,
  paramsOf,
  speechBody,
  type ParamValues,
  type RangeParam,
} from '../../renderer/src/api/speech-params.ts';
import { bearer, useGateway, type TestGateway } from '../helpers/gateway.ts';

const CATALOG_VOICE_MODELS = SPEECH_MODELS.filter((m) => m.capabilities.voice === 'catalog');
const CLONING_MODELS = SPEECH_MODELS.filter((m) => m.capabilities.voice === 'reference');

const ranges = (model: string) =>
  paramsOf(model).filter((p): p is RangeParam => p.kind === 'range');

/** The form's values with every slider at one end (and `mode` as given). */
function atEnd(model: string, end: 'min' | 'max', mode: string): ParamValues {
  const values: ParamValues = { ...defaultsOf(model), mode };
  for (const p of ranges(model)) values[p.key] = p[end];
  return values;
}

describe("the studio's speech forms and the gateway agree", () => {
  let gw: TestGateway;
  let key: string;
  useGateway((g, k) => {
    gw = g;
    key = k;
  });

  const post = (body: unknown) =>
    fetch(`${gw.url}/v1/audio/speech`, {
      method: 'POST',
      headers: { ...bearer(key), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const firstVoice = async (model: string): Promise<string> => {
    const res = await fetch(`${gw.url}/v1/audio/voices?model=${model}`, { headers: bearer(key) });
    expect(res.status).toBe(200);
    const voice = ((await res.json()) as { data: { id: string }[] }).data[0]?.id;
    expect(voice).toBeTypeOf('string');
    return voice ?? '';
  };

  it.each(CATALOG_VOICE_MODELS.map((m) => m.id))(
    '%s: the defaults and both ends of every slider, in every mode, make audio',
    async (model) => {
      const voice = await firstVoice(model);
      const modes = paramsOf(model).find((p) => p.key === 'mode');
      const modeList = modes?.kind === 'choice' ? modes.options : ['speech'];
      for (const mode of modeList) {
        for (const values of [
          { ...defaultsOf(model), mode },
          atEnd(model, 'min', mode),
          atEnd(model, 'max', mode),
        ]) {
          const body = speechBody({
            model,
            text: 'Hi.',
            voice,
            values,
            reference: '',
            task: false,
          });
          const res = await post(body);
          expect(res.status, JSON.stringify(body)).toBe(200);
          expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
        }
      }
    },
  );

  it.each(SPEECH_MODELS.map((m) => m.id))(
    '%s: one step past either end of a slider is a 400 naming the field',
    async (model) => {
      const voice = CLONING_MODELS.some((m) => m.id === model) ? '' : await firstVoice(model);
      for (const p of ranges(model)) {
        for (const value of [p.min - p.step, p.max + p.step]) {
          const values: ParamValues = {
            ...defaultsOf(model),
            // A slider that shows only in stream mode is sent only in stream mode.
            ...(p.when && !p.when({ ...defaultsOf(model) }) ? { mode: 'stream' } : {}),
            [p.key]: value,
          };
          const body = speechBody({
            model,
            text: 'Hi.',
            voice,
            values,
            reference: 'data:audio/wav;base64,UklGRg==',
            task: false,
          });
          const res = await post(body);
          expect(res.status, `${p.key}=${value}`).toBe(400);
          const error = ((await res.json()) as { error: { param: string; type: string } }).error;
          expect(error.type).toBe('invalid_request_error');
          expect(error.param.toLowerCase()).toBe(p.key.toLowerCase());
        }
      }
    },
  );
});
