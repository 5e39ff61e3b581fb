import { describe, expect, it } from 'vitest';
import type { ModelList, ModelObject } from '../../contract/models.ts';
import { bearer, rawRequest, useGateway, type TestGateway } from '../helpers/gateway.ts';

let gw: TestGateway;
let key: string;
useGateway((g, k) => {
  gw = g;
  key = k;
});

const FAMILIES = ['mesh-6', 'mesh-5.3', 'mesh-5.1', 'mesh-5', 'mesh-4'];

/** What each local model makes (docs/decisions.md §7), written out rather than derived from the id. */
const EXPECTED: Record<string, Pick<ModelObject, 'kind'> & { mode?: string }> = {
  'alpha-tts': { kind: 'speech' },
  'beta-speech-v8': { kind: 'speech' },
  'gamma-tts-2': { kind: 'speech' },
  ...Object.fromEntries(
    FAMILIES.flatMap((f) => [
      [f, { kind: '3d', mode: 'textured' }],
      [`${f}-draft`, { kind: '3d', mode: 'draft' }],
      [`${f}-texture`, { kind: '3d', mode: 'texture' }],
    ]),
  ),
};

describe('model list items say what each model makes', () => {
  it('GET /v1/models gives every model its kind, and every 3D model its mode', async () => {
    const res = await rawRequest(`${gw.url}/v1/models`, { headers: bearer(key) });
    expect(res.status).toBe(200);
    const items = res.json<ModelList>().data;
    expect(items.map((m) => m.id).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const item of items) {
      const { kind, mode } = EXPECTED[item.id]!;
      expect({
        id: item.id,
        kind: item.kind,
        mode: 'mode' in item ? item.mode : undefined,
      }).toEqual({ id: item.id, kind, mode });
    }
  });

  it('GET /v1/models/{id} carries the same kind and mode', async () => {
    for (const id of ['beta-speech-v8', 'mesh-5.1-draft', 'mesh-4-texture', 'mesh-6']) {
      const res = await rawRequest(`${gw.url}/v1/models/${id}`, { headers: bearer(key) });
      expect(res.status).toBe(200);
      const item = res.json<ModelObject>();
      expect(item).toMatchObject({ id, object: 'model', ...EXPECTED[id] });
    }
  });
});
