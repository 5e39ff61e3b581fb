import { rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { SpeechTaskRecord } from '../../server/speech/task-record.ts';
import type { KeyRecord } from '../../server/store/key-record.ts';
import type { LexiconRecord } from '../../server/store/lexicon-record.ts';
import type { Storage } from '../../server/store/ports.ts';
import { tempDir } from '../helpers/gateway.ts';

/**
 * What every storage adapter must do, whatever keeps the data (docs/architecture.md,
 * "Seams", "Store: storage behind ports"): the lowdb adapter passes it today
 * (ports-contract.test.ts); another adapter runs the same suite with its own `open`.
 */
export type OpenStorage = (dataDir: string) => Promise<Storage>;

let n = 0;
function taskRecord(owner: string, keyId: string, text: string): SpeechTaskRecord {
  n++;
  return {
    id: `task_contract${String(n).padStart(6, '0')}`,
    kind: 'speech',
    source: 'task',
    seq: 0,
    owner,
    key_id: keyId,
    model: 'alpha-tts',
    status: 'queued',
    progress: 0,
    created_at: 1_700_000_000 + n,
    request: { mode: 'speech', input_preview: text, format: 'mp3', bitrate_kbps: 128 },
    files: {},
  };
}

function keyRecord(id: string): KeyRecord {
  return {
    id,
    label: `label of ${id}`,
    owner: 'local',
    models: '*',
    scopes: [],
    hash: 'ab'.repeat(32),
    hint: 'sk-abcd…',
    created_at: 1_700_000_000,
    last_used_at: null,
    revoked_at: null,
  };
}

function entry(owner: string, grapheme: string, alias: string): LexiconRecord {
  return {
    owner,
    grapheme,
    alias,
    case_sensitive: false,
    whole_word: true,
    locales: [],
    created_at: 1_700_000_000,
    updated_at: 1_700_000_000,
  };
}

async function closed(storage: Storage): Promise<void> {
  await storage.tasks.close();
  await storage.idle();
}

export function storageContract(name: string, open: OpenStorage): void {
  describe(`${name} storage`, () => {
    const withDir = async (body: (dir: string) => Promise<void>): Promise<void> => {
      const dir = await tempDir('voxmesh-ports-');
      try {
        await body(dir);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    };

    it('keeps keys, their changes, lexicons and settings across a reopen', async () => {
      await withDir(async (dir) => {
        const first = await open(dir);
        expect(first.keys.all()).toEqual([]);
        expect(await first.settings.read('upstream')).toBeNull();
        const key = keyRecord('key_0001');
        await first.keys.insert(key);
        await first.keys.insert(keyRecord('key_0002'));
        const stored = first.keys.all().find((k) => k.id === 'key_0001')!;
        stored.revoked_at = 1_700_000_100;
        await first.keys.update(stored);
        await first.lexicon.replace('alice', [entry('alice', 'GIF', 'jif')]);
        await first.lexicon.replace('bob', [entry('bob', 'SQL', 'sequel')]);
        await first.lexicon.replace('alice', [
          entry('alice', 'GIF', 'gif'),
          entry('alice', 'NGINX', 'engine x'),
        ]);
        await first.settings.write('upstream', { url: 'https://example.test', routes: {} });
        await closed(first);

        const again = await open(dir);
        expect(again.keys.all().map((k) => [k.id, k.revoked_at])).toEqual([
          ['key_0001', 1_700_000_100],
          ['key_0002', null],
        ]);
        expect(again.lexicon.of('alice').map((e) => [e.grapheme, e.alias])).toEqual([
          ['GIF', 'gif'],
          ['NGINX', 'engine x'],
        ]);
        expect(again.lexicon.of('bob').map((e) => e.alias)).toEqual(['sequel']);
        expect(again.lexicon.of('carol')).toEqual([]);
        expect(await again.settings.read('upstream')).toEqual({
          url: 'https://example.test',
          routes: {},
        });
        await closed(again);
      });
    });

    it('moves a task from queued to completed, bills it once, and pages the history', async () => {
      await withDir(async (dir) => {
        const first = await open(dir);
        const a = taskRecord('alice', 'key_a', 'first');
        const b = taskRecord('alice', 'key_a', 'second');
        const other = taskRecord('bob', 'key_b', "bob's");
        await first.tasks.add(a);
        await first.tasks.add(other);
        await first.tasks.add(b);
        expect((await first.tasks.find(a.id))?.status).toBe('queued');
        expect((await first.tasks.unfinishedTasks()).map((t) => t.id)).toEqual([
          a.id,
          other.id,
          b.id,
        ]);

        await first.tasks.start(a);
        first.tasks.progress(a, 40);
        expect(await first.tasks.find(a.id)).toMatchObject({ status: 'in_progress', progress: 40 });
        await first.tasks.complete(
          a,
          {
            files: { content: 'speech.mp3' },
            content_type: 'audio/mpeg',
            bytes: 1234,
            characters: 5,
            result: { chapters: [{ title: 'One', start_ms: 0, char_start: 0 }] },
          },
          5,
        );
        await first.tasks.fail(b, { code: 'engine_error', message: 'It broke.' });
        const sync = { ...taskRecord('alice', 'key_a', 'sync'), source: 'sync' as const };
        await first.tasks.addFinished({ ...sync, status: 'completed', progress: 100 }, 4);
        await closed(first);

        const again = await open(dir);
        expect(await again.tasks.find(a.id)).toMatchObject({
          status: 'completed',
          progress: 100,
          bytes: 1234,
          content_type: 'audio/mpeg',
          chapters: [{ title: 'One', start_ms: 0, char_start: 0 }],
        });
        expect(await again.tasks.find(b.id)).toMatchObject({
          status: 'failed',
          error: { code: 'engine_error', message: 'It broke.' },
        });
        expect(await again.usage.of('key_a')).toEqual([
          { key_id: 'key_a', model: 'alpha-tts', characters: 9, requests: 2 },
        ]);
        expect(await again.usage.of('key_b')).toEqual([]);
        expect((await again.tasks.unfinishedTasks()).map((t) => t.id)).toEqual([other.id]);

        const firstPage = await again.tasks.page({ owner: 'alice', limit: 2 });
        expect(firstPage?.data.map((t) => t.id)).toEqual([sync.id, b.id]);
        expect(firstPage?.hasMore).toBe(true);
        const next = await again.tasks.page({ owner: 'alice', limit: 2, after: b.id });
        expect(next).toEqual({ data: [expect.objectContaining({ id: a.id })], hasMore: false });
        const failed = await again.tasks.page({ owner: 'alice', status: 'failed', limit: 10 });
        expect(failed?.data.map((t) => t.id)).toEqual([b.id]);
        expect(await again.tasks.page({ owner: 'alice', limit: 2, after: other.id })).toBeNull();

        await again.tasks.delete((await again.tasks.find(a.id))!);
        expect(await again.tasks.find(a.id)).toBeUndefined();
        await closed(again);

        const third = await open(dir);
        expect(await third.tasks.find(a.id)).toBeUndefined();
        expect((await third.tasks.page({ owner: 'alice', limit: 10 }))?.data.length).toBe(2);
        await closed(third);
      });
    });

    it('gives back interrupted tasks, requeued from the start', async () => {
      await withDir(async (dir) => {
        const first = await open(dir);
        const t = taskRecord('alice', 'key_a', 'long');
        await first.tasks.add(t);
        await first.tasks.start(t);
        await first.tasks.setUpstream(t, { id: 'remote-1', submitted_at: 1_700_000_000_000 });
        await closed(first);

        const again = await open(dir);
        const interrupted = await again.tasks.unfinishedTasks();
        expect(interrupted.map((r) => [r.id, r.status, r.upstream?.id])).toEqual([
          [t.id, 'in_progress', 'remote-1'],
        ]);
        await again.tasks.requeue(interrupted);
        expect(await again.tasks.find(t.id)).toMatchObject({ status: 'queued', progress: 0 });
        await closed(again);
      });
    });
  });
}
