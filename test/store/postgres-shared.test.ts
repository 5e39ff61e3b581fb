import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../server/log.ts';
import type { SpeechTaskRecord } from '../../server/speech/task-record.ts';
import { FilesArea } from '../../server/store/files.ts';
import type { KeyRecord } from '../../server/store/key-record.ts';
import { MIGRATION_LOCK, SCHEMA_VERSION } from '../../server/store/postgres/migrations.ts';
import {
  migrate,
  openPostgresStorage,
  type PostgresStorage,
  type PostgresStorageOptions,
} from '../../server/store/postgres/storage.ts';
import type { CachedTable } from '../../server/store/postgres/changes.ts';
import { tempDir } from '../helpers/gateway.ts';
import { teamDatabase, teamPostgresUrl, teamServersMissing } from '../helpers/team-servers.ts';

const MIGRATION_LOCK_KEY = MIGRATION_LOCK.toString();

let n = 0;
function task(owner = 'alice', keyId = 'key_a'): SpeechTaskRecord {
  n++;
  return {
    id: `task_shared${String(n).padStart(6, '0')}`,
    kind: 'speech',
    source: 'task',
    seq: 0,
    owner,
    key_id: keyId,
    model: 'alpha-tts',
    status: 'queued',
    progress: 0,
    created_at: 1_700_000_000 + n,
    request: { mode: 'speech', input_preview: 'text', format: 'mp3', bitrate_kbps: 128 },
    files: {},
  };
}

function key(id: string): KeyRecord {
  return {
    id,
    label: id,
    owner: 'local',
    models: '*',
    scopes: [],
    hash: 'cd'.repeat(32),
    hint: 'sk-cd…',
    created_at: 1_700_000_000,
    last_used_at: null,
    revoked_at: null,
  };
}

/**
 * Resolves once `done()` holds, checking after each change this storage applies from
 * another process and after a resync (never after a pause).
 */
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

describe.skipIf(teamServersMissing())('PostgreSQL storage shared by several processes', () => {
  let dir: string;
  let url: string;
  const open: PostgresStorage[] = [];

  const storage = async (options: PostgresStorageOptions = {}, at = url) => {
    const files = new FilesArea(dir);
    await files.init();
    const s = await openPostgresStorage(at, files, silentLogger, options);
    open.push(s);
    return s;
  };

  beforeAll(async () => {
    dir = await tempDir('voxmesh-pg-shared-');
    url = await teamDatabase();
  });

  afterAll(async () => {
    for (const s of open) await s.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('finds a key another process made once the keys are refreshed', async () => {
    const a = await storage();
    const b = await storage();
    await a.keys.insert(key('key_shared1'));
    await b.keys.refresh();
    expect(b.keys.all().map((k) => k.id)).toContain('key_shared1');

    // A revocation elsewhere reaches this process's list (a new list, for the key index).
    const before = b.keys.all();
    const mine = a.keys.all().find((k) => k.id === 'key_shared1')!;
    mine.revoked_at = 1_700_000_500;
    await a.keys.update(mine);
    await whenChanged(
      b,
      'keys',
      () => b.keys.all().find((k) => k.id === 'key_shared1')?.revoked_at === 1_700_000_500,
    );
    expect(b.keys.all()).not.toBe(before);
  });

  it("sees another process's task at once through find, and in peek after the notification", async () => {
    const a = await storage();
    const b = await storage();
    const t = task();
    await a.tasks.add(t);
    // Not in b's memory, but in the database: find asks it.
    expect(b.tasks.peek(t.id)).toBeUndefined();
    expect(await b.tasks.find(t.id)).toMatchObject({ id: t.id, status: 'queued', seq: t.seq });
    expect(b.tasks.peek(t.id)?.status).toBe('queued');

    await a.tasks.start(t);
    await a.tasks.complete(t, { content_type: 'audio/mpeg', bytes: 99, characters: 4 }, 4);
    await whenChanged(b, 'tasks', () => b.tasks.peek(t.id)?.status === 'completed');
    expect(b.tasks.peek(t.id)).toMatchObject({ status: 'completed', progress: 100, bytes: 99 });

    // A third process, started after the fact, finds it completed at once.
    const c = await storage();
    expect(await c.tasks.find(t.id)).toMatchObject({ status: 'completed', bytes: 99 });
    expect(await c.usage.of('key_a')).toEqual([
      { key_id: 'key_a', model: 'alpha-tts', characters: 4, requests: 1 },
    ]);

    // A deletion elsewhere leaves b's memory too.
    await a.tasks.delete(t);
    await whenChanged(b, 'tasks', () => b.tasks.peek(t.id) === undefined);
    expect(await b.tasks.find(t.id)).toBeUndefined();
  });

  it('keeps text the API accepts as it was sent: U+0000 and lone surrogates included', async () => {
    const a = await storage();
    const odd = 'a\u0000b\ud800c\udc00 😀';
    const t = task('hana', 'key_h');
    t.request.input_preview = odd;
    await a.tasks.add(t);
    await a.keys.insert({ ...key('key_odd'), label: odd });
    await a.lexicon.replace('hana', [
      {
        owner: 'hana',
        grapheme: odd,
        alias: odd,
        case_sensitive: true,
        whole_word: false,
        locales: [],
        created_at: 1,
        updated_at: 1,
      },
    ]);
    await a.settings.write('odd', { text: odd });
    const b = await storage();
    expect(((await b.tasks.find(t.id)) as SpeechTaskRecord).request.input_preview).toBe(odd);
    expect(b.keys.all().find((k) => k.id === 'key_odd')?.label).toBe(odd);
    expect(b.lexicon.of('hana').map((e) => [e.grapheme, e.alias])).toEqual([[odd, odd]]);
    expect(await b.settings.read('odd')).toEqual({ text: odd });
  });

  it('keeps the latest time a key was used, whichever process saw it', async () => {
    const a = await storage();
    const b = await storage();
    await a.keys.insert(key('key_used'));
    await b.keys.refresh();
    const inA = a.keys.all().find((k) => k.id === 'key_used')!;
    const inB = b.keys.all().find((k) => k.id === 'key_used')!;
    inB.last_used_at = 1_700_000_900;
    b.keys.touch(inB);
    await b.idle();
    // a revokes with its older copy: the revocation stays, and so does b's later use.
    inA.revoked_at = 1_700_000_950;
    inA.last_used_at = 1_700_000_100;
    await a.keys.update(inA);
    const c = await storage();
    expect(c.keys.all().find((k) => k.id === 'key_used')).toMatchObject({
      revoked_at: 1_700_000_950,
      last_used_at: 1_700_000_900,
    });
  });

  it('does not apply its own changes again when their notifications come back', async () => {
    const a = await storage();
    const b = await storage();
    const seen: string[] = [];
    a.changes.on('change', (table, keys) => seen.push(...keys.map((k) => `${table}:${k}`)));
    const t = task('frank', 'key_f');
    await a.tasks.add(t);
    await a.tasks.start(t);
    // Notifications arrive in commit order on one connection: once b's later change is
    // in, a's own would have been too.
    await b.keys.insert(key('key_marker'));
    await whenChanged(a, 'keys', () => a.keys.all().some((k) => k.id === 'key_marker'));
    expect(seen).toEqual(['keys:key_marker']);
  });

  it('catches up after its notifications connection is cut', async () => {
    const a = await storage();
    const b = await storage();
    const t = task('gina', 'key_g');
    await a.tasks.add(t);
    await b.tasks.find(t.id);
    const resynced = new Promise<void>((resolve) => b.changes.once('resync', resolve));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // Every listener on this database loses its connection (a server restart, a proxy).
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE application_name = 'voxmesh-changes' AND datname = current_database()`,
      );
    } finally {
      await admin.end();
    }
    await a.tasks.start(t);
    await a.tasks.complete(t, { bytes: 3 });
    await resynced;
    await whenChanged(b, 'tasks', () => b.tasks.peek(t.id)?.status === 'completed');
    expect(b.tasks.peek(t.id)).toMatchObject({ status: 'completed', bytes: 3 });
  });

  it('writes through connections the server ended meanwhile (a restart), without an error', async () => {
    const a = await storage();
    const t = task('jack', 'key_j');
    // Several idle connections in the pool.
    await Promise.all([a.tasks.add(t), a.keys.refresh(), a.lexicon.load(), a.usage.of('key_j')]);
    // The server ends them all while this process is busy (psql runs synchronously), so
    // the pool has not yet read the news when the next writes go out.
    const ended = spawnSync(
      path.join(process.env.VOXMESH_PG_BIN ?? '/usr/lib/postgresql/15/bin', 'psql'),
      [
        '-X',
        '-q',
        '-v',
        'ON_ERROR_STOP=1',
        url,
        '-c',
        `CREATE TEMP TABLE ended AS SELECT pid FROM pg_stat_activity
           WHERE application_name = 'voxmesh' AND datname = current_database();
         SELECT count(pg_terminate_backend(pid)) FROM ended;
         DO $$ BEGIN
           WHILE EXISTS (SELECT 1 FROM pg_stat_activity WHERE pid IN (SELECT pid FROM ended))
           LOOP PERFORM pg_sleep(0.01); PERFORM pg_stat_clear_snapshot(); END LOOP;
         END $$;`,
      ],
      { encoding: 'utf8' },
    );
    expect(ended.status, ended.stderr).toBe(0);
    await a.tasks.start(t);
    await a.tasks.complete(t, { bytes: 5 }, 2);
    const b = await storage();
    expect(await b.tasks.find(t.id)).toMatchObject({ status: 'completed', bytes: 5 });
    expect(await b.usage.of('key_j')).toEqual([
      { key_id: 'key_j', model: 'alpha-tts', characters: 2, requests: 1 },
    ]);
  });

  it("shows a running task's progress to another process, and writes what is pending on close", async () => {
    const a = await storage();
    const b = await storage();
    const t = task('ivan', 'key_i');
    await a.tasks.add(t);
    await a.tasks.start(t);
    await b.tasks.find(t.id);
    a.tasks.progress(t, 42, 30);
    await whenChanged(b, 'tasks', () => b.tasks.peek(t.id)?.progress === 42);
    expect(b.tasks.peek(t.id)).toMatchObject({ status: 'in_progress', eta_seconds: 30 });

    a.tasks.progress(t, 55);
    await a.close();
    const c = await storage();
    expect(await c.tasks.find(t.id)).toMatchObject({ status: 'in_progress', progress: 55 });
  });

  it('bills a task two processes both complete once, and keeps the first completion', async () => {
    const a = await storage();
    const b = await storage();
    const t = task('carol', 'key_twice');
    await a.tasks.add(t);
    const theirs = (await b.tasks.find(t.id))!;
    await a.tasks.start(t);
    await a.tasks.complete(t, { bytes: 1 }, 7);
    await b.tasks.complete(theirs, { bytes: 2 }, 7);
    expect(await b.usage.of('key_twice')).toEqual([
      { key_id: 'key_twice', model: 'alpha-tts', characters: 7, requests: 1 },
    ]);
    const c = await storage();
    expect(await c.tasks.find(t.id)).toMatchObject({ status: 'completed', bytes: 1 });
  });

  it("follows another process's lexicon changes", async () => {
    const a = await storage();
    const b = await storage();
    const entry = {
      owner: 'dora',
      grapheme: 'SQL',
      alias: 'sequel',
      case_sensitive: false,
      whole_word: true,
      locales: [],
      created_at: 1,
      updated_at: 1,
    };
    await a.lexicon.replace('dora', [entry, { ...entry, grapheme: 'GIF', alias: 'jif' }]);
    await whenChanged(b, 'lexicon', () => b.lexicon.of('dora').length === 2);
    expect(b.lexicon.of('dora').map((e) => e.alias)).toEqual(['sequel', 'jif']);
    await a.lexicon.replace('dora', []);
    await whenChanged(b, 'lexicon', () => b.lexicon.of('dora').length === 0);
  });

  it('keeps only recent finished records in memory; older ones come from the database', async () => {
    const a = await storage({ recentTasks: 2 });
    const done: SpeechTaskRecord[] = [];
    for (let i = 0; i < 4; i++) {
      const t = { ...task('erin', 'key_e'), status: 'completed' as const, progress: 100 };
      await a.tasks.addFinished(t);
      done.push(t);
    }
    expect(done.map((t) => a.tasks.peek(t.id) !== undefined)).toEqual([false, false, true, true]);
    expect(await a.tasks.find(done[0]!.id)).toMatchObject({ id: done[0]!.id, seq: done[0]!.seq });
    // A process that opens later loads none of the history until asked.
    const b = await storage();
    expect(b.tasks.peek(done[3]!.id)).toBeUndefined();
    const page = await b.tasks.page({ owner: 'erin', limit: 3 });
    expect(page?.data.map((t) => t.id)).toEqual([done[3]!.id, done[2]!.id, done[1]!.id]);
    expect(page?.hasMore).toBe(true);
  });

  it('migrates an empty database once when two processes start together', async () => {
    const empty = await teamDatabase();
    const pools = [
      new pg.Pool({ connectionString: empty }),
      new pg.Pool({ connectionString: empty }),
    ];
    try {
      const applied = await Promise.all(pools.map((p) => migrate(p)));
      const every = Array.from({ length: SCHEMA_VERSION }, (_, i) => i + 1);
      expect(applied.flat()).toEqual(every);
      const { rows } = await pools[0]!.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(rows.map((r) => r.version)).toEqual(every);
    } finally {
      await Promise.all(pools.map((p) => p.end()));
    }
    // A process stuck holding the lock: the next start says so instead of waiting forever.
    const stuck = new pg.Client({ connectionString: empty });
    const pool = new pg.Pool({ connectionString: empty });
    await stuck.connect();
    try {
      await stuck.query('BEGIN');
      await stuck.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await expect(migrate(pool, 200)).rejects.toThrow(
        /^Another process has held the database's migration lock for over 0\.2 s/,
      );
    } finally {
      await stuck.end();
      await pool.end();
    }
    // And two storages opening together on another empty database both start.
    const other = await teamDatabase();
    const [x, y] = await Promise.all([storage({}, other), storage({}, other)]);
    await x.keys.insert(key('key_both'));
    await y.keys.refresh();
    expect(y.keys.all().map((k) => k.id)).toEqual(['key_both']);
  });
});

describe.skipIf(teamServersMissing())('PostgreSQL storage that cannot open', () => {
  let dir: string;
  let files: FilesArea;
  beforeAll(async () => {
    dir = await tempDir('voxmesh-pg-bad-');
    files = new FilesArea(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** The one-line message opening `url` is refused with. */
  const refusal = async (url: string, options: PostgresStorageOptions = {}) => {
    const err = await openPostgresStorage(url, files, silentLogger, options).then(
      () => new Error('opened'),
      (e: unknown) => e as Error,
    );
    expect(err).toBeInstanceOf(Error);
    expect(err.message).not.toContain('\n');
    expect(err.message).not.toContain('s3cret-pw');
    return err.message;
  };

  const closedPort = () =>
    new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const { port } = s.address() as { port: number };
        s.close(() => resolve(port));
      });
    });

  it('says what is wrong with a URL that is not a postgres URL', async () => {
    expect(await refusal('not a url')).toMatch(
      /^The database URL is not a valid URL; expected postgres:\/\//,
    );
    expect(await refusal('mysql://u:s3cret-pw@127.0.0.1/db')).toMatch(
      /starts with "mysql:\/\/"; expected postgres:\/\/ or postgresql:\/\/\. Check --database/,
    );
  });

  it('says the server is not running when the port is closed', async () => {
    const port = await closedPort();
    expect(await refusal(`postgres://u:s3cret-pw@127.0.0.1:${port}/db`)).toBe(
      `Cannot reach PostgreSQL at 127.0.0.1:${port} (connection refused). Is the server running? ` +
        'Check --database (or VOXMESH_DATABASE_URL).',
    );
  });

  it('takes a URL with a socket folder instead of a host, and says when nothing listens there', async () => {
    expect(await refusal('postgres://u:s3cret-pw@/db?host=/nonexistent-voxmesh-socket')).toBe(
      'Cannot reach PostgreSQL at the socket in /nonexistent-voxmesh-socket (port 5432) ' +
        '(connection refused). Is the server running? Check --database (or VOXMESH_DATABASE_URL).',
    );
  });

  it('names a missing database and a user the server refuses', async () => {
    const server = new URL(await teamPostgresUrl());
    const at = `${server.hostname}:${server.port}`;
    expect(await refusal(`postgres://postgres:s3cret-pw@${at}/no_such_db`)).toMatch(
      new RegExp(`^The database "no_such_db" does not exist on PostgreSQL at ${at}\\. Create it`),
    );
    expect(await refusal(`postgres://nobody_here:s3cret-pw@${at}/postgres`)).toMatch(
      new RegExp(`^PostgreSQL at ${at} refused user "nobody_here"`),
    );
  });

  it('says a password was wrong or missing, without showing it; the right one opens', async () => {
    // scripts/team-servers.mjs asks this role, and only this one, for its password.
    const role = 'voxmesh_password_check';
    const database = await teamDatabase();
    const admin = new pg.Client({ connectionString: database });
    await admin.connect();
    try {
      await admin.query(`DO $$ BEGIN
          CREATE ROLE ${role} LOGIN PASSWORD 'right-pw';
        EXCEPTION WHEN duplicate_object THEN NULL; END $$`);
      await admin.query(`ALTER DATABASE "${new URL(database).pathname.slice(1)}" OWNER TO ${role}`);
    } finally {
      await admin.end();
    }
    const at = (user: string) => {
      const u = new URL(database);
      u.username = user;
      return u;
    };
    const where = `${new URL(database).hostname}:${new URL(database).port}`;
    const wrong = at(role);
    wrong.password = 's3cret-pw';
    expect(await refusal(wrong.toString())).toBe(
      `PostgreSQL at ${where} refused user "${role}": wrong password, unknown user, or not ` +
        'allowed by pg_hba.conf. Check the user and password in --database.',
    );
    expect(await refusal(at(role).toString())).toMatch(
      new RegExp(`^PostgreSQL at ${where} asks for a password for user "${role}"`),
    );
    const right = at(role);
    right.password = 'right-pw';
    const opened = await openPostgresStorage(right.toString(), files, silentLogger);
    expect(opened.keys.all()).toEqual([]);
    await opened.close();
  });

  it('gives up on a server that accepts but never answers, after the connect timeout', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((s) => sockets.push(s));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      expect(
        await refusal(`postgres://u:s3cret-pw@127.0.0.1:${port}/db`, { connectTimeoutMs: 300 }),
      ).toMatch(new RegExp(`^PostgreSQL at 127\\.0\\.0\\.1:${port} did not answer within 0\\.3 s`));
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
