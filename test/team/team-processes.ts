import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { childEnv, spawnServe, spawnUntil, type ServeProcess } from '../helpers/cli.ts';
import { teamDatabase, teamRedisUrl } from '../helpers/team-servers.ts';

const CLI = fileURLToPath(new URL('../../server/cli.ts', import.meta.url));

/**
 * One team server for a test file: a fresh database, its own prefix on the test Redis, one
 * content directory, and helpers to start its gateways and workers as real processes (the
 * `voxmesh serve` and `voxmesh worker` a deployment runs).
 */
export interface Team {
  database: string;
  redis: string;
  prefix: string;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  /**
   * `voxmesh serve` on this team; `localWorkers` 0 by default (workers run the jobs); `extra`
   * arguments after the team's own.
   */
  gateway(localWorkers?: number, extra?: string[]): Promise<ServeProcess>;
  /** `voxmesh worker`; resolves once it takes jobs. */
  worker(concurrency?: number): Promise<ServeProcess>;
}

export async function team(dataDir: string): Promise<Team> {
  const database = await teamDatabase();
  const redis = await teamRedisUrl();
  const prefix = `vmtest${randomBytes(4).toString('hex')}`;
  // A killed worker's job goes back to the queue after 3 s instead of 30.
  const env = childEnv({ VOXMESH_QUEUE_PREFIX: prefix, VOXMESH_QUEUE_LOCK_MS: '3000' });
  const team: Team = {
    database,
    redis,
    prefix,
    dataDir,
    env,
    gateway: (localWorkers = 0, extra: string[] = []) =>
      spawnServe(
        [
          '--port',
          '0',
          '--data-dir',
          dataDir,
          '--database',
          database,
          '--queue',
          redis,
          '--local-workers',
          String(localWorkers),
          ...extra,
        ],
        env,
      ),
    worker: (concurrency = 1) =>
      spawnUntil(
        CLI,
        [
          'worker',
          '--database',
          database,
          '--queue',
          redis,
          '--data-dir',
          dataDir,
          '--concurrency',
          String(concurrency),
        ],
        /VoxMesh worker (\S+) taking jobs/,
        env,
      ),
  };
  return team;
}

/** The key a team gateway printed on its first start against an empty database. */
export function firstKeyOf(gateway: ServeProcess): string {
  const m = /Your first API key[^\n]*\n\s+(sk-\S+)/.exec(gateway.output());
  if (!m?.[1]) throw new Error(`no first key in:\n${gateway.output()}`);
  return m[1];
}

/** Stops a process (SIGTERM: an orderly stop) and waits for it to exit. */
export async function stop(p: ServeProcess): Promise<void> {
  if (p.child.exitCode !== null) return;
  p.child.kill('SIGTERM');
  await p.exited;
}

/** Waits until the process has printed a line matching `pattern`. */
export async function printed(p: ServeProcess, pattern: RegExp): Promise<RegExpExecArray> {
  for (;;) {
    const m = pattern.exec(p.output());
    if (m) return m;
    if (p.child.exitCode !== null)
      throw new Error(`exited before printing ${pattern}:\n${p.output()}`);
    await new Promise<void>((resolve) => {
      const done = () => {
        p.child.stdout?.off('data', done);
        p.child.stderr?.off('data', done);
        p.child.off('exit', done);
        resolve();
      };
      p.child.stdout?.once('data', done);
      p.child.stderr?.once('data', done);
      p.child.once('exit', done);
    });
  }
}
