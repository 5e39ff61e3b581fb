import { appendFile, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { KeyRecord } from '../../server/store/key-record.ts';
import type { TaskKind, TaskRecord } from '../../server/store/task-record.ts';
import { spawnUntil } from '../helpers/cli.ts';
import { bearer, removeDir, startGateway, tempDir, type TestGateway } from '../helpers/gateway.ts';
import { finishedRecord } from '../helpers/history.ts';

const BURST = fileURLToPath(new URL('../fixtures/history-burst.ts', import.meta.url));
/** Small partitions, so that a few dozen records span many of them. */
const PARTITION = 7;

interface Page {
  data: Array<{ id: string }>;
  has_more: boolean;
  next_after?: string;
}

/** Every id of the owner's history as GET /v1/tasks pages it, `limit` at a time. */
async function pageAll(gw: TestGateway, secret: string, query = '', limit = 5): Promise<string[]> {
  const ids: string[] = [];
  let after = '';
  for (;;) {
    const res = await fetch(`${gw.url}/v1/tasks?limit=${limit}${query}${after}`, {
      headers: bearer(secret),
    });
    expect(res.status).toBe(200);
    const page = (await res.json()) as Page;
    expect(page.data.length).toBeLessThanOrEqual(limit);
    ids.push(...page.data.map((t) => t.id));
    if (!page.has_more) return ids;
    expect(page.next_after).toBe(page.data.at(-1)!.id);
    after = `&after=${page.next_after}`;
  }
}

const QUERIES = ['', '&kind=3d', '&kind=speech', '&status=failed', '&kind=speech&status=completed'];

/** The expected pages: the owner's records, newest first, filtered like the query. */
function expected(records: TaskRecord[], owner: string, query: string): string[] {
  const params = new URLSearchParams(query.slice(1));
  return records
    .filter((r) => r.owner === owner)
    .filter((r) => !params.get('kind') || r.kind === params.get('kind'))
    .filter((r) => !params.get('status') || r.status === params.get('status'))
    .map((r) => r.id)
    .reverse();
}

async function keyRecord(
  gw: TestGateway,
  owner: string,
): Promise<{ secret: string; key: KeyRecord }> {
  const secret = await gw.key({ owner });
  const key = gw.gateway.keys.authenticate(secret)!;
  return { secret, key };
}

describe('the history over many partitions', () => {
  it('pages with cursor and filters, deletes, and reloads everything after a restart', async () => {
    const dir = await tempDir();
    const options = { dataDir: dir, historyPartitionLines: PARTITION };
    try {
      let gw = await startGateway(options);
      const alice = await keyRecord(gw, 'alice');
      const bob = await keyRecord(gw, 'bob');
      const records: TaskRecord[] = [];
      for (let i = 0; i < 60; i++) {
        const key = i % 3 === 2 ? bob.key : alice.key;
        const kind: TaskKind = i % 4 === 1 ? '3d' : 'speech';
        const record = finishedRecord(key, kind, i % 5 === 3 ? 'failed' : 'completed', i);
        // Some in parallel (one write), some one by one (a write each).
        if (i % 10 < 5) await gw.gateway.taskStore.addFinished(record, 10);
        else void gw.gateway.taskStore.addFinished(record, 10);
        records.push(record);
      }
      // The last one awaited: every write before it is on disk too.
      const last = finishedRecord(alice.key, 'speech', 'completed', 60);
      await gw.gateway.taskStore.addFinished(last);
      records.push(last);

      // A partition is sealed after the write that fills it (a write may carry several lines).
      const files = await readdir(path.join(dir, 'history'));
      expect(files.filter((f) => f.endsWith('.jsonl')).length).toBeGreaterThanOrEqual(5);
      expect(files.filter((f) => f.endsWith('.idx.json')).length).toBeGreaterThanOrEqual(4);

      const check = async () => {
        for (const q of QUERIES) {
          expect(await pageAll(gw, alice.secret, q), `alice ${q}`).toEqual(
            expected(records, 'alice', q),
          );
          expect(await pageAll(gw, bob.secret, q, 3), `bob ${q}`).toEqual(
            expected(records, 'bob', q),
          );
        }
      };
      await check();

      // Delete from sealed partitions and from the open one.
      for (const victim of [records[0]!, records[13]!, records[27]!, records.at(-2)!]) {
        const owner = victim.owner === 'alice' ? alice : bob;
        const res = await fetch(`${gw.url}/v1/tasks/${victim.id}`, {
          method: 'DELETE',
          headers: bearer(owner.secret),
        });
        expect(res.status).toBe(200);
        records.splice(records.indexOf(victim), 1);
      }
      await check();
      const usage = gw.gateway.usage.of(alice.key.id);
      await gw.close();

      gw = await startGateway(options);
      await check();
      expect(gw.gateway.usage.of(alice.key.id)).toEqual(usage);
      const old = records.find((r) => r.kind === '3d' && r.owner === 'alice')!;
      const res = await fetch(`${gw.url}/v1/3d/${old.id}`, { headers: bearer(alice.secret) });
      expect(await res.json()).toMatchObject({ id: old.id, status: old.status });
      await gw.close();

      // Indexes are derived data: without them the logs give the same history.
      for (const f of await readdir(path.join(dir, 'history')))
        if (f.endsWith('.idx.json')) await rm(path.join(dir, 'history', f));
      gw = await startGateway(options);
      await check();
      await gw.close();
    } finally {
      await removeDir(dir);
    }
  });

  it('drops a torn last write on start and keeps every acknowledged record', async () => {
    const dir = await tempDir();
    try {
      let gw = await startGateway({ dataDir: dir });
      const { secret, key } = await keyRecord(gw, 'local');
      const records: TaskRecord[] = [];
      for (let i = 0; i < 5; i++) {
        const record = finishedRecord(key, 'speech', 'completed', i);
        await gw.gateway.taskStore.addFinished(record);
        records.push(record);
      }
      await gw.close();
      const log = path.join(dir, 'history', 'h-000001.jsonl');
      const whole = await readFile(log, 'utf8');
      await appendFile(log, '{"n":99,"put":{"id":"task_torn');

      gw = await startGateway({ dataDir: dir });
      try {
        expect(await pageAll(gw, secret)).toEqual(records.map((r) => r.id).reverse());
        expect(await readFile(log, 'utf8')).toBe(whole);
        const next = finishedRecord(key, 'speech', 'completed', 5);
        await gw.gateway.taskStore.addFinished(next);
        expect((await pageAll(gw, secret))[0]).toBe(next.id);
      } finally {
        await gw.close();
      }
    } finally {
      await removeDir(dir);
    }
  });

  it('keeps every acknowledged record, billed once, when the gateway is killed in a burst of writes', async () => {
    const dir = await tempDir();
    try {
      const proc = await spawnUntil(BURST, [dir], /durable (?:[3-9]\d{2}|\d{4,})\n/);
      proc.child.kill('SIGKILL');
      await proc.exited;
      const acknowledged = Math.max(
        ...[...proc.output().matchAll(/durable (\d+)/g)].map((m) => Number(m[1])),
      );
      const keyId = /key (key_[0-9a-f]+)/.exec(proc.output())![1]!;

      const gw = await startGateway({ dataDir: dir, historyPartitionLines: 40 });
      try {
        const all = gw.gateway.taskStore.page({ owner: 'local', limit: 100_000 })!.data;
        expect(all.length).toBeGreaterThanOrEqual(acknowledged);
        expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
        // Each record was billed with its line: the ledger has each exactly once.
        expect(gw.gateway.usage.of(keyId)).toEqual([
          {
            key_id: keyId,
            model: 'beta-speech-v8',
            characters: 3 * all.length,
            requests: all.length,
          },
        ]);
      } finally {
        await gw.close();
      }
    } finally {
      await removeDir(dir);
    }
  });
});
