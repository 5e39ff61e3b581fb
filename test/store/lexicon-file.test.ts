import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../server/log.ts';
import { FilesArea } from '../../server/store/files.ts';
import type { LexiconRecord } from '../../server/store/lexicon-record.ts';
import { openLowdbStorage, type LowdbStorage } from '../../server/store/lowdb-storage.ts';
import { removeDir, tempDir } from '../helpers/gateway.ts';

/**
 * The desktop keeps the lexicons in `lexicon.json`, not in voxmesh.db.json (migration 7;
 * store/json-lexicon.ts): the database is saved on every request, and with the lexicons inside
 * each save rewrote every entry.
 */

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await removeDir(dir);
});

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

async function open(dir: string): Promise<LowdbStorage> {
  const files = new FilesArea(dir);
  await files.init();
  return openLowdbStorage(dir, files, silentLogger);
}

const read = async (dir: string, name: string) =>
  JSON.parse(await readFile(path.join(dir, name), 'utf8')) as Record<string, unknown>;

describe('the lexicons in a file of their own', () => {
  it('moves the lexicons of a schema-6 database into lexicon.json, entries and order kept', async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const entries = [entry('alice', 'GIF', 'jif'), entry('bob', 'SQL', 'sequel')];
    await writeFile(
      path.join(dir, 'voxmesh.db.json'),
      JSON.stringify({
        schemaVersion: 6,
        keys: [],
        tasks: [],
        usage: [],
        billed_through: 0,
        lexicon: entries,
      }),
    );
    const storage = await open(dir);
    try {
      expect(storage.lexicon.of('alice')).toEqual([entries[0]]);
      expect(storage.lexicon.of('bob')).toEqual([entries[1]]);
      const db = await read(dir, 'voxmesh.db.json');
      expect(db.schemaVersion).toBe(7);
      expect(db).not.toHaveProperty('lexicon');
      expect(await read(dir, 'lexicon.json')).toEqual({ version: 1, entries });
    } finally {
      await storage.tasks.close();
    }
  });

  it("a save of the database (a request's usage) no longer carries the lexicon", async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const storage = await open(dir);
    try {
      await storage.lexicon.replace('alice', [entry('alice', 'Qorvath', 'core vath')]);
      // A request bills its key and marks the key used: the database is saved.
      const key = {
        id: 'key_1',
        label: 'app',
        owner: 'alice',
        models: '*' as const,
        scopes: [],
        hash: 'ab'.repeat(32),
        hint: 'sk-ab',
        created_at: 1_700_000_000,
        last_used_at: null,
        revoked_at: null,
      };
      await storage.keys.insert(key);
      storage.usage.bill('key_1', 'beta-speech-v8', 11);
      storage.keys.touch({ ...key, last_used_at: 1_700_000_100 });
      await storage.idle();
      const db = await readFile(path.join(dir, 'voxmesh.db.json'), 'utf8');
      expect(db).toContain('beta-speech-v8');
      expect(db).not.toContain('Qorvath');
    } finally {
      await storage.tasks.close();
    }
    const again = await open(dir);
    try {
      expect(again.lexicon.of('alice').map((e) => e.alias)).toEqual(['core vath']);
    } finally {
      await again.tasks.close();
    }
  });
});
