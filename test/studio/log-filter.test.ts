import { describe, expect, it } from 'vitest';
import type { RequestLogLine } from '../../contract/admin.ts';
import {
  NO_FILTER,
  isHealthCheck,
  lineText,
  matches,
} from '../../renderer/src/panels/settings/log-filter.ts';

const line = (over: Partial<RequestLogLine>): RequestLogLine => ({
  id: 1,
  request_id: 'req_abc',
  time: '2026-11-27T07:00:00.000Z',
  method: 'GET',
  path: '/v1/models',
  status: 200,
  ms: 3.2,
  key_label: 'studio',
  ...over,
});

describe('the request log filter (Settings → Server)', () => {
  it('hides answered health checks unless asked, never failed ones', () => {
    const ok = line({ path: '/health', key_label: null });
    const failed = line({ path: '/health', status: 503, key_label: null });
    expect(isHealthCheck(ok)).toBe(true);
    expect(matches(ok, NO_FILTER)).toBe(false);
    expect(matches(ok, { ...NO_FILTER, health: true })).toBe(true);
    expect(matches(failed, NO_FILTER)).toBe(true);
    expect(matches(line({ path: '/healthy' }), NO_FILTER)).toBe(true);
  });

  it('filters by status class, route text and key', () => {
    const refused = line({ status: 401, key_label: null });
    expect(matches(refused, { ...NO_FILTER, status: '4xx' })).toBe(true);
    expect(matches(refused, { ...NO_FILTER, status: '2xx' })).toBe(false);
    expect(matches(refused, { ...NO_FILTER, route: 'MODELS' })).toBe(true);
    expect(matches(refused, { ...NO_FILTER, route: '/v1/3d' })).toBe(false);
    expect(matches(refused, { ...NO_FILTER, key: { kind: 'none' } })).toBe(true);
    expect(matches(line({}), { ...NO_FILTER, key: { kind: 'none' } })).toBe(false);
    expect(matches(line({}), { ...NO_FILTER, key: { kind: 'label', label: 'studio' } })).toBe(true);
    expect(matches(line({}), { ...NO_FILTER, key: { kind: 'label', label: 'ci' } })).toBe(false);
  });

  it('copies a line with every field, the request id last', () => {
    expect(lineText(line({ key_label: null }))).toBe(
      '2026-11-27T07:00:00.000Z GET /v1/models 200 3.2 ms - req_abc',
    );
  });
});
