import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { watch } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, inject } from 'vitest';

/**
 * PostgreSQL and Redis for the team-server tests. CI starts throw-away servers
 * (`scripts/team-servers.mjs`, from .ci/run) and exports VOXMESH_TEST_POSTGRES_URL and
 * VOXMESH_TEST_REDIS_URL; under CI=true a missing variable fails the tests loudly. On a
 * developer's machine without them, the first test that asks starts the servers once for
 * the whole vitest run (test/helpers/team-servers-setup.ts stops them at its end); where
 * the binaries are not installed, the team tests are skipped with the reason printed.
 */

const POSTGRES_ENV = 'VOXMESH_TEST_POSTGRES_URL';
const REDIS_ENV = 'VOXMESH_TEST_REDIS_URL';
const PG_BIN = process.env.VOXMESH_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);

interface ServerUrls {
  postgres: string;
  redis: string;
}

function fromEnv(): ServerUrls | null {
  const postgres = process.env[POSTGRES_ENV];
  const redis = process.env[REDIS_ENV];
  return postgres && redis ? { postgres, redis } : null;
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir !== '' && existsSync(path.join(dir, command)));
}

/**
 * Why the team tests cannot run here, or null when they can: for `describe.skipIf`. Under
 * CI=true without the servers' variables this throws instead, so CI never skips them.
 */
export function teamServersMissing(): string | null {
  if (fromEnv()) return null;
  if (process.env.CI === 'true') {
    throw new Error(
      `${POSTGRES_ENV} and ${REDIS_ENV} must be set under CI=true: .ci/run starts the ` +
        'throw-away servers with scripts/team-servers.mjs before the tests.',
    );
  }
  const missing: string[] = [];
  if (!existsSync(path.join(PG_BIN, 'initdb')))
    missing.push('PostgreSQL 15 (apt-get install postgresql)');
  if (!onPath('redis-server')) missing.push('redis-server (apt-get install redis-server)');
  if (missing.length === 0) return null;
  const reason = `team-server tests skipped: ${missing.join(' and ')} not installed`;
  console.warn(reason);
  return reason;
}

let servers: Promise<ServerUrls> | null = null;

function parseEnvFile(text: string): ServerUrls {
  const value = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(text)?.[1] ?? '';
  return { postgres: value(POSTGRES_ENV), redis: value(REDIS_ENV) };
}

/** Resolves once `file` exists (another test worker is starting the servers). */
async function appeared(file: string): Promise<void> {
  const dir = path.dirname(file);
  await new Promise<void>((resolve) => {
    const watcher = watch(dir, () => {
      if (existsSync(file)) {
        watcher.close();
        resolve();
      }
    });
    if (existsSync(file)) {
      watcher.close();
      resolve();
    }
  });
}

/** The servers' URLs: from the environment, or started once for this vitest run. */
function teamServers(): Promise<ServerUrls> {
  servers ??= (async () => {
    const known = fromEnv();
    if (known) return known;
    teamServersMissing();
    const dir = inject('teamServersDir');
    await mkdir(dir, { recursive: true });
    const env = path.join(dir, 'env');
    const failed = path.join(dir, 'failed');
    let first = true;
    try {
      await mkdir(path.join(dir, 'lock'));
    } catch {
      first = false;
    }
    if (first) {
      try {
        // The vitest process that runs this worker owns the servers: if it is killed before
        // it stops them, the next start stops them (scripts/team-servers.mjs stopOrphans).
        await run(process.execPath, ['scripts/team-servers.mjs', 'start', dir], {
          env: { ...process.env, VOXMESH_TEAM_OWNER_PID: String(process.ppid) },
        });
      } catch (err) {
        const message = (err as { stderr?: string }).stderr || String(err);
        // Whole or absent: the other test processes wait for it to appear.
        await writeFile(`${failed}.tmp`, message);
        await rename(`${failed}.tmp`, failed);
        throw new Error(`Starting the throw-away team servers failed: ${message}`);
      }
    } else {
      await Promise.race([appeared(env), appeared(failed)]);
      if (existsSync(failed)) {
        throw new Error(
          `Starting the throw-away team servers failed: ${await readFile(failed, 'utf8')}`,
        );
      }
    }
    return parseEnvFile(await readFile(env, 'utf8'));
  })();
  return servers;
}

const created = new Set<string>();

/** The URL of `database` on the server of `url`. */
function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function dropDatabases(names: string[]): Promise<void> {
  if (names.length === 0) return;
  const { postgres } = await teamServers();
  const admin = new pg.Client({ connectionString: postgres });
  await admin.connect();
  try {
    for (const name of names) {
      created.delete(name);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

// A file that imports this module at its top drops its databases after its tests; one
// that imports it later (inside a hook) cannot register a hook then, and drops them with
// dropTeamDatabase — or they go at the end of the run (test/helpers/team-servers-setup.ts).
afterAll(() => dropDatabases([...created]));

/**
 * A new, empty database on the test PostgreSQL; its URL. Dropped after the file's tests,
 * by `dropTeamDatabase`, or at the latest at the end of the run.
 */
export async function teamDatabase(): Promise<string> {
  const { postgres } = await teamServers();
  const name = `voxmesh_test_${inject('teamRunId')}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  created.add(name);
  return withDatabase(postgres, name);
}

/** Drops a database `teamDatabase` made (its connections are ended). */
export async function dropTeamDatabase(url: string): Promise<void> {
  await dropDatabases([new URL(url).pathname.slice(1)]);
}

/** The test Redis's URL. */
export async function teamRedisUrl(): Promise<string> {
  return (await teamServers()).redis;
}

/** The test PostgreSQL server's own URL (its `postgres` database), for tests of URLs. */
export async function teamPostgresUrl(): Promise<string> {
  return (await teamServers()).postgres;
}
