import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreatedKey } from '../../contract/admin.ts';
import type { ErrorBody } from '../../contract/errors.ts';
import type { UpstreamInfo } from '../../contract/upstream.ts';
import { bearer, removeDir, startGateway, type TestGateway } from '../helpers/gateway.ts';
import { EN_ALPHA, SENTENCE, speak } from '../helpers/speech.ts';
import { startStandIn, type StandIn } from '../helpers/stand-in.ts';
import { FAST_UPSTREAM } from '../helpers/upstream.ts';

// These tests wait for the upstream's model list, never for time: a busy machine only
// slows them down, so they get a generous limit.
vi.setConfig({ testTimeout: 600_000, hookTimeout: 600_000 });

/**
 * A key may be limited to any model the gateway's registry knows, including one only the
 * upstream lists (the stand-in lists `echo`, which no built-in engine runs).
 */
let b: TestGateway;
let a: TestGateway;
let standIn: StandIn;
let adminA: string;

/** Resolves once A has read the upstream's model list (an event, not a timer). */
function upstreamListRead(g: TestGateway, key: string): Promise<void> {
  return new Promise((resolve) => {
    const look = async () => {
      const res = await fetch(`${g.url}/v1/upstream`, { headers: bearer(key) });
      const info = (await res.json()) as UpstreamInfo;
      if (info.health.models.length > 0) resolve();
      else setTimeout(() => void look(), 50);
    };
    void look();
  });
}

async function createKey(models: string[]) {
  const res = await fetch(`${a.url}/v1/keys`, {
    method: 'POST',
    headers: { ...bearer(adminA), 'Content-Type': 'application/json' },
    body: JSON.stringify({ label: 'limited', models }),
  });
  return { status: res.status, body: (await res.json()) as CreatedKey | ErrorBody };
}

beforeAll(async () => {
  b = await startGateway();
  standIn = await startStandIn(b.url);
  a = await startGateway({
    upstream: {
      url: standIn.url,
      key: await b.key(),
      routes: { '*': 'upstream' },
      tuning: FAST_UPSTREAM,
    },
  });
  adminA = await a.key({ label: 'studio', admin: true });
  await upstreamListRead(a, adminA);
});
afterAll(async () => {
  await a?.close();
  await standIn?.close();
  await b?.close();
  for (const g of [a, b]) if (g) await removeDir(g.dataDir);
});

describe('keys limited to models', () => {
  it('accepts a model only the upstream lists', async () => {
    const created = await createKey(['echo']);
    expect(created.status).toBe(201);
    expect((created.body as CreatedKey).models).toEqual(['echo']);
  });

  it('accepts built-in and upstream models together', async () => {
    const created = await createKey(['alpha-tts', 'echo']);
    expect(created.status).toBe(201);
    expect((created.body as CreatedKey).models).toEqual(['alpha-tts', 'echo']);
  });

  it('refuses a model neither the gateway nor its upstream knows, naming it', async () => {
    const created = await createKey(['echo', 'no-such-model']);
    expect(created.status).toBe(400);
    expect(created.body).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'model_not_found',
        param: 'models',
        message: "Unknown model 'no-such-model'.",
      },
    });
  });

  it('keeps a key limited to an upstream model away from the others', async () => {
    const created = await createKey(['echo']);
    const secret = (created.body as CreatedKey).secret;
    const res = await speak(a.url, secret, {
      model: 'alpha-tts',
      input: SENTENCE,
      voice: EN_ALPHA,
    });
    expect(res.status).toBe(403);
    expect((res.json() as ErrorBody).error.code).toBe('model_not_allowed');
  });
});
