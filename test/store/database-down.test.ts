import { execFile } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../contract/errors.ts';
import { ROOT } from '../helpers/cli.ts';
import { bearer, removeDir, startGateway, tempDir, type TestGateway } from '../helpers/gateway.ts';
import { teamServersMissing } from '../helpers/team-servers.ts';

/**
 * A team gateway whose PostgreSQL goes down while it runs (docs/decisions.md, "A database that
 * goes down mid-request"): requests that need the database answer 503 in the API's error shape
 * with Retry-After, never a 500 or a hang. The servers are this file's own (scripts/
 * team-servers.mjs), since the test stops one of them.
 */

const run = promisify(execFile);
const SCRIPT = path.join(ROOT, 'scripts', 'team-servers.mjs');

describe.skipIf(teamServersMissing() !== null)('A team gateway whose database goes down', () => {
  let servers: string;
  let gw: TestGateway;
  let key: string;

  beforeAll(async () => {
    servers = await tempDir('voxmesh-db-down-');
    await run(process.execPath, [SCRIPT, 'start', servers], {
      env: { ...process.env, VOXMESH_TEAM_OWNER_PID: String(process.pid) },
    });
    const env = await readFile(path.join(servers, 'env'), 'utf8');
    const value = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(env)![1]!;
    gw = await startGateway({
      database: value('VOXMESH_TEST_POSTGRES_URL'),
      queue: value('VOXMESH_TEST_REDIS_URL'),
      queuePrefix: 'vmdown',
      queueLockMs: 3000,
    });
    key = await gw.key();
  });

  afterAll(async () => {
    // Not gw.close(): it would drop the database on a server that is gone.
    await gw?.gateway.close();
    await run(process.execPath, [SCRIPT, 'stop', servers]);
    await removeDir(gw?.dataDir);
    await removeDir(servers);
  });

  const expect503 = async (res: Response) => {
    const body = (await res.json()) as ErrorBody;
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(body.error).toMatchObject({
      type: 'server_error',
      code: 'database_unavailable',
      param: null,
    });
    expect(body.error.message).toContain(res.headers.get('x-request-id')!);
  };

  it('answers 503 with Retry-After for reads, writes and sync speech, leaving no task files', async () => {
    const tasks = () => fetch(`${gw.url}/v1/tasks?limit=5`, { headers: bearer(key) });
    expect((await tasks()).status).toBe(200);

    await run(process.execPath, [SCRIPT, 'stop-postgres', servers]);

    await expect503(await tasks());
    await expect503(await fetch(`${gw.url}/v1/usage`, { headers: bearer(key) }));
    await expect503(
      await fetch(`${gw.url}/v1/audio/speech/tasks`, {
        method: 'POST',
        headers: { ...bearer(key), 'Content-Type': 'application/json' },
        body: JSON.stringify({
          model: 'alpha-tts',
          input: 'Hello there.',
          voice: 'en-US-AvaMultilingualNeural',
        }),
      }),
    );
    const left = await readdir(path.join(gw.dataDir, 'files', 'speech')).catch(() => []);
    expect(left).toEqual([]);
    // Sync speech is recorded in the history: it needs the database too.
    await expect503(
      await fetch(`${gw.url}/v1/audio/speech`, {
        method: 'POST',
        headers: { ...bearer(key), 'Content-Type': 'application/json' },
        body: JSON.stringify({
          model: 'alpha-tts',
          input: 'Hi.',
          voice: 'en-US-AvaMultilingualNeural',
        }),
      }),
    );
    // What needs no database still answers.
    expect((await fetch(`${gw.url}/health`)).status).toBe(200);
  });
});
