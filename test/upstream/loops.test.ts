import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../contract/errors.ts';
import type { SpeechTaskObject } from '../../contract/speech-tasks.ts';
import type { UpstreamInfo } from '../../contract/upstream.ts';
import {
  bearer,
  rawRequest,
  removeDir,
  startGateway,
  type TestGateway,
} from '../helpers/gateway.ts';
import { EN_ALPHA, SENTENCE, speak } from '../helpers/speech.ts';

const opened: TestGateway[] = [];
afterAll(async () => {
  for (const g of opened) {
    await g.close();
    await removeDir(g.dataDir);
  }
});

async function gateway(): Promise<{ g: TestGateway; admin: string; user: string }> {
  const g = await startGateway();
  opened.push(g);
  return { g, admin: await g.key({ admin: true }), user: await g.key() };
}

function putUpstream(g: TestGateway, admin: string, body: unknown) {
  return fetch(`${g.url}/v1/upstream`, {
    method: 'PUT',
    headers: { ...bearer(admin), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('a gateway as its own upstream', () => {
  let self: Awaited<ReturnType<typeof gateway>>;
  beforeAll(async () => {
    self = await gateway();
  });

  it.each(['127.0.0.1', 'localhost', '127.0.0.2', '[::1]', 'LOCALHOST', '0.0.0.0'])(
    'is refused when named %s at its own port',
    async (host) => {
      const res = await putUpstream(self.g, self.admin, {
        url: `http://${host}:${self.g.port}`,
        routes: { '*': 'upstream' },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).error).toMatchObject({
        code: 'upstream_is_self',
        param: 'url',
      });
      const info = (await (
        await fetch(`${self.g.url}/v1/upstream`, { headers: bearer(self.admin) })
      ).json()) as UpstreamInfo;
      expect(info.url).toBeNull();
    },
  );

  it('refuses a request that has already passed through more than 3 gateways', async () => {
    const res = await rawRequest(`${self.g.url}/v1/models`, {
      headers: { ...bearer(self.user), 'voxmesh-via': 'aa1, bb2, cc3, dd4' },
    });
    expect(res.status).toBe(508);
    expect(res.json<ErrorBody>().error).toMatchObject({
      type: 'upstream_error',
      code: 'upstream_loop',
    });
    const three = await rawRequest(`${self.g.url}/v1/models`, {
      headers: { ...bearer(self.user), 'voxmesh-via': 'aa1, bb2, cc3' },
    });
    expect(three.status).toBe(200);
  });
});

describe('two gateways that are each other’s upstream', () => {
  let a: Awaited<ReturnType<typeof gateway>>;
  let b: Awaited<ReturnType<typeof gateway>>;
  let keyForA: string;
  let keyForB: string;
  beforeAll(async () => {
    a = await gateway();
    b = await gateway();
    keyForA = await b.g.key({ label: 'a-uses-b', owner: 'peer-a' });
    keyForB = await a.g.key({ label: 'b-uses-a', owner: 'peer-b' });
    const ab = await putUpstream(a.g, a.admin, {
      url: b.g.url,
      key: keyForA,
      routes: { '*': 'upstream' },
    });
    expect(ab.status).toBe(200);
    const ba = await putUpstream(b.g, b.admin, {
      url: a.g.url,
      key: keyForB,
      routes: { '*': 'upstream' },
    });
    expect(ba.status).toBe(200);
  });

  it('answers a sync request 508 upstream_loop instead of bouncing it', async () => {
    const res = await speak(a.g.url, a.user, {
      model: 'alpha-tts',
      input: SENTENCE,
      voice: EN_ALPHA,
    });
    expect(res.status).toBe(508);
    expect(res.json().error.code).toBe('upstream_loop');
  });

  it('fails a task once instead of making a task on each side forever', async () => {
    const submitted = await fetch(`${a.g.url}/v1/audio/speech/tasks`, {
      method: 'POST',
      headers: { ...bearer(a.user), 'Content-Type': 'application/json' },
      body: JSON.stringify({ model: 'beta-speech-v8', Text: SENTENCE, VoiceId: 'en_female_ava' }),
    });
    expect(submitted.status).toBe(200);
    const { id } = (await submitted.json()) as { id: string };
    let task: SpeechTaskObject;
    for (;;) {
      const res = await fetch(`${a.g.url}/v1/audio/speech/tasks/${id}`, {
        headers: bearer(a.user),
      });
      task = (await res.json()) as SpeechTaskObject;
      if (task.status === 'completed' || task.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(task.status).toBe('failed');
    // One task on B, made by A; B's submission back to A was refused, not taken.
    const tasksOf = async (g: TestGateway, secret: string) =>
      (
        (await (await fetch(`${g.url}/v1/tasks`, { headers: bearer(secret) })).json()) as {
          data: Array<{ status: string }>;
        }
      ).data;
    expect((await tasksOf(b.g, keyForA)).map((t) => t.status)).toEqual(['failed']);
    expect(await tasksOf(a.g, keyForB)).toEqual([]);
  });
});
