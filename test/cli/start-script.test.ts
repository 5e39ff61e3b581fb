import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { childEnv, ROOT, spawnUntil } from '../helpers/cli.ts';
import { bearer, rawRequest, removeDir, tempDir } from '../helpers/gateway.ts';

const START = fileURLToPath(new URL('../../scripts/start.mjs', import.meta.url));
/** With an Electron binary `npm start` opens the window instead: nothing to check here. */
const electronInstalled = existsSync(`${ROOT}node_modules/electron/path.txt`);

/**
 * `npm start` where Electron's binary cannot be downloaded (a mirror nobody answers): the
 * friendly browser fallback, no stack trace, and one key, shown and explained once
 * (docs/decisions.md, "Start-up a newcomer trusts").
 */
describe('npm start without an Electron binary', () => {
  it.skipIf(electronInstalled)(
    'falls back to the browser in plain words, with one key and the secrets file named once',
    async () => {
      const dataDir = await tempDir();
      const cache = await tempDir('voxmesh-electron-cache-');
      const env = childEnv({
        VOXMESH_DATA_DIR: dataDir,
        ELECTRON_MIRROR: 'http://127.0.0.1:9/',
        electron_config_cache: cache,
        ELECTRON_SKIP_BINARY_DOWNLOAD: undefined,
        VOXMESH_BROWSER: undefined,
      });
      const run = await spawnUntil(
        START,
        ['--port', '0'],
        /listening on (http:\/\/\S+)[\s\S]*Settings → API keys[^\n]*\n/,
        env,
      );
      try {
        const said = run.output();
        expect(said).toContain(
          'Electron is not available here (its binary could not be downloaded',
        );
        expect(said).not.toMatch(/TypeError|^\s+at /m);
        const keys = new Set(said.match(/sk-[\w-]+/g));
        expect(keys.size).toBe(1);
        const [key] = [...keys];
        expect(said).toContain(`export VOXMESH_KEY=${key}`);
        expect(said).toContain(`${run.url}/#key=${key}`);
        expect(said.split('secrets.sealed.json')).toHaveLength(2);
        const models = await rawRequest(`${run.url}/v1/models`, { headers: bearer(key!) });
        expect(models.status).toBe(200);
      } finally {
        run.child.kill('SIGTERM');
        await run.exited;
        await removeDir(dataDir);
        await removeDir(cache);
      }
    },
  );
});
