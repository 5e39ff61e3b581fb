import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run's throw-away team servers live once a test asks for them. */
    teamServersDir: string;
    /** In the name of every test database this run makes, so its end drops them all. */
    teamRunId: string;
  }
}

/** Drops what is left of this run's databases (a test that never dropped its own). */
async function dropLeftovers(postgresUrl: string, runId: string): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: postgresUrl });
  try {
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`voxmesh_test_${runId}_%`],
    );
    for (const { datname } of rows)
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } catch (err) {
    console.warn(`Could not drop this run's test databases: ${String(err)}`);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

/**
 * The vitest run's throw-away PostgreSQL and Redis (test/helpers/team-servers.ts): nothing
 * is started here. The first test that needs them starts them in this folder (so a run of
 * other tests pays nothing), and the end of the run drops its databases and stops them.
 * Every project of the run (desktop, team) shares the folder and the run id.
 */
export default function setup(project: TestProject): () => Promise<void> {
  process.env.VOXMESH_TEAM_RUN ??= randomBytes(4).toString('hex');
  const runId = process.env.VOXMESH_TEAM_RUN;
  const dir = path.join(tmpdir(), `voxmesh-team-run-${runId}`);
  project.provide('teamServersDir', dir);
  project.provide('teamRunId', runId);
  return async () => {
    const env = path.join(dir, 'env');
    const started = existsSync(env);
    const postgres =
      process.env.VOXMESH_TEST_POSTGRES_URL ??
      (started ? /^VOXMESH_TEST_POSTGRES_URL=(.*)$/m.exec(readFileSync(env, 'utf8'))?.[1] : null);
    if (postgres && !started) await dropLeftovers(postgres, runId);
    if (!existsSync(dir)) return;
    spawnSync(process.execPath, ['scripts/team-servers.mjs', 'stop', dir], { stdio: 'inherit' });
    rmSync(dir, { recursive: true, force: true });
  };
}
