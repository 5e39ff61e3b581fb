import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorBody } from '../../contract/errors.ts';
import type { UpstreamInfo } from '../../contract/upstream.ts';
import { bearer, removeDir, startGateway, tempDir, type TestGateway } from '../helpers/gateway.ts';
import { EN_ALPHA, SENTENCE, speak } from '../helpers/speech.ts';
import { startStandIn, type StandIn } from '../helpers/stand-in.ts';
import { download, submitSpeechTask, waitForTask } from '../helpers/tasks.ts';
import { FAST_UPSTREAM } from '../helpers/upstream.ts';

// These tests wait for task states and health changes, never for time: a busy machine
// only slows them down, so they get a generous limit.
vi.setConfig({ testTimeout: 600_000, hookTimeout: 600_000 });

/**
 * The upstream channel when things go wrong: a slow upstream, one that goes away and comes
 * back, a refused key, a gateway restarted mid-task; and what it forwards untouched.
 */
let b: TestGateway;
let keyB: string;
const opened: TestGateway[] = [];

async function gatewayTo(url: string, key: string, extra: Record<string, unknown> = {}) {
  const g = await startGateway({
    upstream: {
      url,
      key,
      routes: { '*': 'upstream' },
      tuning: { ...FAST_UPSTREAM, ...(extra.tuning as object) },
    },
    ...(extra.dataDir ? { dataDir: extra.dataDir as string } : {}),
  });
  opened.push(g);
  return g;
}

/** Resolves when the channel's health satisfies `ok` (an event, not a timer). */
function healthBecomes(g: TestGateway, ok: (h: UpstreamInfo['health']) => boolean) {
  return new Promise<UpstreamInfo['health']>((resolve) => {
    const look = async () => {
      const res = await fetch(`${g.url}/v1/upstream`, { headers: bearer(admin.get(g)!) });
      const info = (await res.json()) as UpstreamInfo;
      if (ok(info.health)) resolve(info.health);
      else setTimeout(() => void look(), 50);
    };
    void look();
  });
}
const admin = new Map<TestGateway, string>();

const task = (text = `${SENTENCE} ${SENTENCE} ${SENTENCE}`) => ({
  model: 'beta-speech-v8',
  Text: text,
  VoiceId: 'en_female_grace',
});

/** Waits until A has submitted its task upstream (the upstream id is saved). */
async function submittedUpstream(g: TestGateway, id: string): Promise<void> {
  while (!g.gateway.taskStore.find(id)?.upstream) await new Promise((r) => setTimeout(r, 20));
}

beforeAll(async () => {
  b = await startGateway();
  keyB = await b.key();
});
afterAll(async () => {
  for (const g of opened) await g.close().catch(() => undefined);
  await b.close().catch(() => undefined);
  for (const g of [...opened, b]) await removeDir(g.dataDir);
});

describe('forwarded routes', () => {
  let standIn: StandIn;
  let a: TestGateway;
  let keyA: string;
  beforeAll(async () => {
    standIn = await startStandIn(b.url);
    a = await gatewayTo(standIn.url, keyB, { tuning: { requestTimeoutMs: 1500 } });
    keyA = await a.key();
  });
  afterAll(() => standIn.close());

  it('passes a chat completion through intact, with the upstream key', async () => {
    const res = await fetch(`${a.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { ...bearer(keyA), 'Content-Type': 'application/json' },
      body: JSON.stringify({ model: 'echo', messages: [{ role: 'user', content: 'hello there' }] }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-echo-auth')).toBe(`Bearer ${keyB}`);
    const body = (await res.json()) as { choices: Array<{ message: { content: string } }> };
    expect(body.choices[0]!.message.content).toBe('hello there');
  });

  it('passes server-sent events through event by event', async () => {
    const res = await fetch(`${a.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { ...bearer(keyA), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        model: 'echo',
        stream: true,
        messages: [{ role: 'user', content: 'one two three four' }],
      }),
    });
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const reader = res.body!.getReader();
    const reads: string[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      reads.push(Buffer.from(value).toString());
    }
    const text = reads.join('');
    const events = text.split('\n\n').filter(Boolean);
    expect(events.at(-1)).toBe('data: [DONE]');
    const words = events
      .slice(0, -1)
      .map((e) => JSON.parse(e.slice(6)) as { choices: [{ delta: { content: string } }] })
      .map((e) => e.choices[0].delta.content);
    expect(words).toEqual(['one', 'two', 'three', 'four']);
    // Events arrived as they were sent, not in one piece at the end.
    expect(reads.length).toBeGreaterThan(1);
  });

  it('answers 504 upstream_timeout when the upstream is slower than the limit', async () => {
    standIn.delays.set('/v1/audio/speech', 5000);
    try {
      const res = await speak(a.url, keyA, {
        model: 'alpha-tts',
        input: SENTENCE,
        voice: EN_ALPHA,
      });
      expect(res.status).toBe(504);
      expect(res.json<ErrorBody>().error.code).toBe('upstream_timeout');
    } finally {
      standIn.delays.clear();
    }
  });

  it('without an upstream, unknown routes are still the JSON 404', async () => {
    const plain = await startGateway();
    opened.push(plain);
    const res = await fetch(`${plain.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { ...bearer(await plain.key()), 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).error.code).toBe('unknown_route');
  });
});

describe('a refused upstream key', () => {
  it('marks the upstream down and fails requests with a clear error', async () => {
    const secret = await b.key({ label: 'for-a' });
    const a = await gatewayTo(b.url, secret);
    admin.set(a, await a.key({ admin: true }));
    const keyA = await a.key();
    await healthBecomes(a, (h) => h.status === 'up');
    const record = b.gateway.keys.list().find((k) => k.label === 'for-a')!;
    await b.gateway.keys.revoke(record.id);
    const test = await fetch(`${a.url}/v1/upstream/test`, {
      method: 'POST',
      headers: bearer(admin.get(a)!),
    });
    const info = (await test.json()) as UpstreamInfo;
    expect(info.health.status).toBe('down');
    expect(info.health.last_error).toMatch(/refused the key/);
    expect(info.key_set).toBe(true);
    expect(JSON.stringify(info)).not.toContain(secret);
    const res = await speak(a.url, keyA, { model: 'alpha-tts', input: SENTENCE, voice: EN_ALPHA });
    expect(res.status).toBe(502);
    expect(res.json<ErrorBody>().error.code).toBe('upstream_auth_failed');
  });
});

describe('an upstream that goes away mid-task', () => {
  it('fails the task cleanly past its deadline, or completes it when the upstream is back', async () => {
    const dir = await tempDir();
    let b2 = await startGateway({ dataDir: dir });
    const keyB2 = await b2.key();
    const patient = await gatewayTo(b2.url, keyB2);
    const hasty = await gatewayTo(b2.url, keyB2, { tuning: { taskDeadlineMs: 4000 } });
    const [keyP, keyH] = [await patient.key(), await hasty.key()];
    const p = await submitSpeechTask(patient.url, keyP, task());
    const h = await submitSpeechTask(hasty.url, keyH, task());
    await submittedUpstream(patient, p.body.id);
    await submittedUpstream(hasty, h.body.id);
    await b2.close();

    const failed = await waitForTask(hasty.url, keyH, h.body.id);
    expect(failed.status).toBe('failed');
    // Which failure is the true one depends on the last poll before the deadline: the upstream
    // already gone (unavailable) or still answering "running" (timeout) — on a loaded machine
    // the close can come after that poll. Either way the task fails cleanly and says why.
    expect(['upstream_unavailable', 'upstream_timeout']).toContain(failed.error?.code);
    expect(failed.error?.message).toMatch(
      failed.error?.code === 'upstream_unavailable' ? /stayed unavailable/ : /did not finish/,
    );

    b2 = await startGateway({ dataDir: dir, port: b2.port });
    opened.push(b2);
    const done = await waitForTask(patient.url, keyP, p.body.id);
    expect(done.status).toBe('completed');
    expect((await download(done.content_url!, keyP)).bytes.length).toBeGreaterThan(1000);
  });
});

describe('a gateway restarted mid-task', () => {
  it('resumes polling the task it submitted, without submitting it again', async () => {
    const dir = await tempDir();
    const a = await gatewayTo(b.url, keyB, { dataDir: dir });
    const keyA = await a.key();
    const tasksAtB = () =>
      b.gateway.taskStore
        .page({ owner: 'local', limit: 1000 })!
        .data.filter((r) => r.source === 'task').length;
    const before = tasksAtB();
    const submitted = await submitSpeechTask(a.url, keyA, task());
    await submittedUpstream(a, submitted.body.id);
    await a.close();
    const again = await gatewayTo(b.url, keyB, { dataDir: dir });
    const done = await waitForTask(again.url, keyA, submitted.body.id);
    expect(done.status).toBe('completed');
    expect(tasksAtB()).toBe(before + 1);
  });
});

describe('upstream tasks and local work', () => {
  it('upstream tasks waiting on the network never hold the slots local tasks run in', async () => {
    const standIn = await startStandIn(b.url);
    // The upstream keeps every 3D submission waiting (far past this test).
    standIn.delays.set('/v1/3d', 3_600_000);
    const a = await startGateway({
      taskLimits: { concurrency: 1, runningPerKey: 1 },
      upstream: {
        url: standIn.url,
        key: keyB,
        routes: { 'mesh-4-draft': 'upstream' },
        tuning: { ...FAST_UPSTREAM, requestTimeoutMs: 3_600_000 },
      },
    });
    opened.push(a);
    const keyA = await a.key();
    try {
      const drafts = [];
      for (const prompt of ['a chair', 'a table']) {
        const res = await fetch(`${a.url}/v1/3d`, {
          method: 'POST',
          headers: { ...bearer(keyA), 'Content-Type': 'application/json' },
          body: JSON.stringify({ model: 'mesh-4-draft', prompt }),
        });
        expect(res.status).toBe(200);
        drafts.push(((await res.json()) as { id: string }).id);
      }
      // Both run at once although the local limit is one task (and one per key).
      while (standIn.seen.filter((s) => s === 'POST /v1/3d').length < 2)
        await new Promise((r) => setTimeout(r, 20));
      for (const id of drafts) expect(a.gateway.taskStore.find(id)?.status).toBe('in_progress');

      // A local task of the same key runs meanwhile.
      const local = await submitSpeechTask(a.url, keyA, task(SENTENCE));
      expect(local.status).toBe(200);
      const done = await waitForTask(a.url, keyA, local.body.id);
      expect(done.status).toBe('completed');
    } finally {
      await a.close();
      await standIn.close();
    }
  });
});
