import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { spawnUntil } from '../helpers/cli.ts';
import { removeDir, startGateway, tempDir } from '../helpers/gateway.ts';

const BURST = fileURLToPath(new URL('../fixtures/write-burst.ts', import.meta.url));

describe('the database under SIGKILL', () => {
  it('is readable after the gateway is killed in a burst of writes, with every acknowledged write', async () => {
    const dir = await tempDir();
    try {
      const proc = await spawnUntil(BURST, [dir], /durable (?:[2-9]\d{2}|\d{4,})\n/);
      proc.child.kill('SIGKILL');
      await proc.exited;
      const acknowledged = Math.max(
        ...[...proc.output().matchAll(/durable (\d+)/g)].map((m) => Number(m[1])),
      );

      const text = await readFile(path.join(dir, 'voxmesh.db.json'), 'utf8');
      expect(() => JSON.parse(text)).not.toThrow();

      const gw = await startGateway({ dataDir: dir });
      try {
        expect(gw.gateway.keys.list().length).toBeGreaterThanOrEqual(acknowledged);
        const leftovers = (await readdir(dir)).filter((f) => f.includes('.tmp-'));
        expect(leftovers, 'temporary files are cleaned on start').toEqual([]);
      } finally {
        await gw.close();
      }
    } finally {
      await removeDir(dir);
    }
  });
});
