import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run's throw-away team servers live once a test asks for them. */
    teamServersDir: string;
  }
}

/**
 * The vitest run's throw-away PostgreSQL and Redis (test/helpers/team-servers.ts): nothing
 * is started here. The first test that needs them starts them in this folder (so a run of
 * other tests pays nothing), and the end of the run stops them.
 */
export default function setup(project: TestProject): () => void {
  const dir = path.join(tmpdir(), `voxmesh-team-run-${randomBytes(6).toString('hex')}`);
  project.provide('teamServersDir', dir);
  return () => {
    if (!existsSync(dir)) return;
    spawnSync(process.execPath, ['scripts/team-servers.mjs', 'stop', dir], { stdio: 'inherit' });
    rmSync(dir, { recursive: true, force: true });
  };
}
