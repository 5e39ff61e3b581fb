import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../server/log.ts';
import { FilesArea } from '../../server/store/files.ts';
import { JsonVoicePackRepository } from '../../server/store/json-voice-packs.ts';
import type { VoicePackRepository } from '../../server/store/ports.ts';
import type { CachedTable } from '../../server/store/postgres/changes.ts';
import { openPostgresStorage, type PostgresStorage } from '../../server/store/postgres/storage.ts';
import type { VoicePackRecord } from '../../server/store/voice-pack-record.ts';
import { tempDir } from '../helpers/gateway.ts';
import { teamDatabase, teamServersMissing } from '../helpers/team-servers.ts';

/**
 * The VoicePackRepository contract, for the desktop's JSON file and for PostgreSQL
 * (docs/voice-packs.md, "Storage" and "Team server"): what one opening writes, the next one
 * reads; and on PostgreSQL, what one process writes another sees after the notification.
 */

let n = 0;
function pack(name: string, status: VoicePackRecord['status'] = 'ready'): VoicePackRecord {
  n++;
  return {
    id: `vp_${n.toString(16).padStart(16, '0')}`,
    name,
    format: 'piper',
    status,
    progress: status === 'ready' ? 100 : 0,
    size_bytes: 1000 + n,
    sha256: status === 'ready' ? 'ab'.repeat(32) : null,
    locale: 'en-US',
    language: 'English (United States)',
    sample_rate: 22_050,
    speakers: [],
    quality: 'medium',
    gender: null,
    source: { kind: 'upload' },
    hub_key: null,
    created_at: 1_700_000_000 + n,
    error: null,
  };
}

interface Adapter {
  name: string;
  skip: string | null;
  /** A fresh place to keep packs, and a way to open it (again). */
  fresh(): Promise<() => Promise<VoicePackRepository>>;
}

const dirs: string[] = [];
const storages: PostgresStorage[] = [];

async function openPg(url: string): Promise<PostgresStorage> {
  const dir = await tempDir('voxmesh-vp-pg-');
  dirs.push(dir);
  const files = new FilesArea(dir);
  await files.init();
  const storage = await openPostgresStorage(url, files, silentLogger);
  storages.push(storage);
  return storage;
}

const adapters: Adapter[] = [
  {
    name: 'JSON file (desktop)',
    skip: null,
    async fresh() {
      const dir = await tempDir('voxmesh-vp-json-');
      dirs.push(dir);
      return () => JsonVoicePackRepository.open(dir);
    },
  },
  {
    name: 'PostgreSQL (team server)',
    skip: teamServersMissing(),
    async fresh() {
      const url = await teamDatabase();
      return async () => (await openPg(url)).voicePacks;
    },
  },
];

afterAll(async () => {
  for (const s of storages) await s.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

for (const adapter of adapters) {
  describe.skipIf(adapter.skip)(`VoicePackRepository on ${adapter.name}`, () => {
    it('keeps packs oldest first, replaces one by id, removes one, and reads them back', async () => {
      const open = await adapter.fresh();
      const repo = await open();
      const a = pack('en_US-a', 'downloading');
      const b = pack('en_US-b');
      await repo.putPack(a);
      await repo.putPack(b);
      const ready = { ...a, status: 'ready' as const, progress: 100 };
      await repo.putPack(ready);
      expect(repo.packs().map((p) => [p.name, p.status])).toEqual([
        ['en_US-a', 'ready'],
        ['en_US-b', 'ready'],
      ]);
      const c = pack('en_US-c');
      await repo.putPack(c);
      await repo.removePack(b.id);
      expect(repo.packs().map((p) => p.name)).toEqual(['en_US-a', 'en_US-c']);

      const again = await open();
      expect(again.packs()).toEqual([ready, c]);
    });

    it('keeps one binding per catalog voice, the newest last, and forgets an unbound one', async () => {
      const open = await adapter.fresh();
      const repo = await open();
      await repo.bind({ voice: 'en_female_grace', pack_voice: 'piper:a', created_at: 1 });
      await repo.bind({ voice: 'en-US-AriaNeural', pack_voice: 'piper:a', created_at: 2 });
      await repo.bind({ voice: 'en_female_grace', pack_voice: 'piper:b', created_at: 3 });
      expect(repo.bindings()).toEqual([
        { voice: 'en-US-AriaNeural', pack_voice: 'piper:a', created_at: 2 },
        { voice: 'en_female_grace', pack_voice: 'piper:b', created_at: 3 },
      ]);
      await repo.unbind('en-US-AriaNeural');
      const again = await open();
      expect(again.bindings()).toEqual([
        { voice: 'en_female_grace', pack_voice: 'piper:b', created_at: 3 },
      ]);
    });
  });
}

/** Resolves once `done()` holds, checked after each change `storage` applies from elsewhere. */
function whenChanged(storage: PostgresStorage, table: CachedTable, done: () => boolean) {
  return new Promise<void>((resolve) => {
    if (done()) return resolve();
    const check = (t: CachedTable = table) => {
      if (t !== table || !done()) return;
      storage.changes.off('change', check);
      storage.changes.off('resync', check);
      resolve();
    };
    storage.changes.on('change', check);
    storage.changes.on('resync', check);
  });
}

describe.skipIf(teamServersMissing())('voice packs shared through PostgreSQL', () => {
  let url: string;
  beforeAll(async () => {
    url = await teamDatabase();
  });

  it("sees another process's pack and binding after the notification; one download per pack", async () => {
    const kept0 = pack('en_US-claimed', 'downloading');
    const a = await openPg(url);
    const b = await openPg(url);
    const installing = pack('en_US-shared', 'downloading');
    await a.voicePacks.putPack(installing);
    await whenChanged(b, 'voice_packs', () =>
      b.voicePacks.packs().some((p) => p.id === installing.id),
    );
    const held = b.voicePacks.packs().find((p) => p.id === installing.id)!;
    expect(held.status).toBe('downloading');

    // The install finishes on a: b's record object changes in place (whoever holds it).
    await a.voicePacks.putPack({ ...installing, status: 'ready', progress: 100 });
    await whenChanged(b, 'voice_packs', () => held.status === 'ready');
    expect(b.voicePacks.packs().find((p) => p.id === installing.id)).toBe(held);

    await a.voicePacks.bind({
      voice: 'en_female_grace',
      pack_voice: 'piper:en_US-shared',
      created_at: 5,
    });
    await whenChanged(b, 'voice_bindings', () => b.voicePacks.bindings().length === 1);
    expect(b.voicePacks.bindings()).toEqual([
      { voice: 'en_female_grace', pack_voice: 'piper:en_US-shared', created_at: 5 },
    ]);

    // Removed elsewhere: gone here too.
    await a.voicePacks.unbind('en_female_grace');
    await a.voicePacks.removePack(installing.id);
    await whenChanged(b, 'voice_bindings', () => b.voicePacks.bindings().length === 0);
    await whenChanged(b, 'voice_packs', () => b.voicePacks.packs().length === 0);

    // One download of a pack at a time across processes: the second asker is told no.
    const claim = await a.voicePacks.claimDownload(kept0.id);
    expect(claim).not.toBeNull();
    expect(await b.voicePacks.claimDownload(kept0.id)).toBeNull();
    const other = await b.voicePacks.claimDownload('vp_another');
    expect(other).not.toBeNull();
    await other!.release();
    await claim!.release();
    const taken = await b.voicePacks.claimDownload(kept0.id);
    expect(taken).not.toBeNull();
    await taken!.release();

    // A process that opens later loads what is there.
    const kept = pack('en_US-kept');
    await b.voicePacks.putPack(kept);
    const c = await openPg(url);
    expect(c.voicePacks.packs()).toEqual([kept]);
  });

  it('reads a pack another process just wrote when asked for it, before the notification', async () => {
    const a = await openPg(url);
    const b = await openPg(url);
    const fresh = pack('en_US-asked-at-once', 'downloading');
    await a.voicePacks.putPack(fresh);
    await b.voicePacks.reloadPack!(fresh.id);
    expect(b.voicePacks.packs().find((p) => p.id === fresh.id)).toEqual(fresh);
    // An id no process wrote stays unknown.
    await b.voicePacks.reloadPack!('vp_ffffffffffffffff');
    expect(b.voicePacks.packs().some((p) => p.id === 'vp_ffffffffffffffff')).toBe(false);
  });
});
