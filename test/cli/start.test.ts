import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../server/log.ts';
import { appKeyOf, start } from '../../server/start.ts';
import { instanceFile, type InstanceInfo } from '../../server/store/instance.ts';
import { spawnServe } from '../helpers/cli.ts';
import { bearer, rawRequest, removeDir, startGateway, tempDir } from '../helpers/gateway.ts';

const DB_FILE = 'voxmesh.db.json';

describe('start(): one gateway per data directory', () => {
  it('joins a running serve on the same data directory without opening its database', async () => {
    const dir = await tempDir();
    const serve = await spawnServe(['--port', '0', '--data-dir', dir]);
    try {
      const db = path.join(dir, DB_FILE);
      const before = await stat(db);

      const started = await start({ dataDir: dir, secretStore: 'file', logger: silentLogger });
      expect(started).toMatchObject({ kind: 'joined', url: serve.url });
      expect(started).not.toHaveProperty('gateway');
      // Nothing here wrote the database or took over the data directory.
      const after = await stat(db);
      expect([after.mtimeMs, after.size, after.ino]).toEqual([
        before.mtimeMs,
        before.size,
        before.ino,
      ]);
      const info = JSON.parse(await readFile(instanceFile(dir), 'utf8')) as InstanceInfo;
      expect(info.pid).toBe(serve.child.pid);

      // The studio's key comes from the running gateway, which alone writes it down.
      const key = await appKeyOf(started);
      expect(key).toMatch(/^sk-/);
      expect(await appKeyOf(started)).toBe(key);
      const models = await rawRequest(`${serve.url}/v1/models`, { headers: bearer(key) });
      expect(models.status).toBe(200);
    } finally {
      serve.child.kill('SIGTERM');
      await serve.exited;
      await removeDir(dir);
    }
  });

  it('starts a gateway when none runs, and moves past another VoxMesh on the port when asked', async () => {
    const other = await startGateway();
    const dir = await tempDir();
    try {
      const started = await start({
        dataDir: dir,
        port: other.port,
        secretStore: 'file',
        logger: silentLogger,
        otherGatewayAtPort: 'next',
      });
      expect(started.kind).toBe('started');
      if (started.kind !== 'started') return;
      expect(started.movedFrom).toBe(other.port);
      expect(started.port).toBeGreaterThan(other.port);
      expect((await rawRequest(`${started.url}/health`)).status).toBe(200);
      const key = await appKeyOf(started);
      expect((await rawRequest(`${started.url}/v1/models`, { headers: bearer(key) })).status).toBe(
        200,
      );
      await started.gateway.close();
    } finally {
      await other.close();
      await removeDir(other.dataDir);
      await removeDir(dir);
    }
  });

  it('stops at another VoxMesh on the port by default (serve says so)', async () => {
    const other = await startGateway();
    const dir = await tempDir();
    try {
      const started = await start({
        dataDir: dir,
        port: other.port,
        secretStore: 'file',
        logger: silentLogger,
      });
      expect(started).toEqual({ kind: 'port-taken', url: other.url });
    } finally {
      await other.close();
      await removeDir(other.dataDir);
      await removeDir(dir);
    }
  });
});
