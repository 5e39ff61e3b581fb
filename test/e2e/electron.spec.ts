/**
 * The desktop app itself: Playwright's `_electron.launch` starts the built main process
 * (dist/main/main.js), which starts its own gateway on a fresh data directory, and the
 * studio window generates speech. Needs an Electron binary, which cannot be downloaded on
 * these machines: without one the test skips and says why, except when
 * VOXMESH_ELECTRON_E2E=1 asks for it (then a missing binary fails).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron as electron, expect, test } from '@playwright/test';
import { pick } from './pickers.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The installed Electron binary. Requiring `electron` downloads a missing one; that is only
 * tried when the test is required, not on every run here.
 */
function electronBinary(download: boolean): string | null {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve('electron/package.json'));
  const pathFile = path.join(dir, 'path.txt');
  if (!download && !existsSync(pathFile)) return null;
  try {
    const bin = require('electron') as unknown;
    return typeof bin === 'string' && existsSync(bin) ? bin : null;
  } catch {
    return null;
  }
}

const required = process.env.VOXMESH_ELECTRON_E2E === '1';
const binary = electronBinary(required);
const reason =
  'no Electron binary (its download is off on these machines: `npx electron --version` ' +
  'fetches it where GitHub is reachable); set VOXMESH_ELECTRON_E2E=1 to require this test';
if (!binary && !required) console.warn(`Skipping the Electron e2e: ${reason}`);

test.describe('desktop app (Electron)', () => {
  test.skip(!binary && !required, reason);

  test('opens the studio window on its own gateway and generates speech', async () => {
    expect(binary, 'VOXMESH_ELECTRON_E2E=1 but no Electron binary is installed').not.toBeNull();
    const built = spawnSync(process.execPath, ['scripts/build-main.mjs'], { cwd: ROOT });
    expect(built.status).toBe(0);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'voxmesh-electron-'));
    const app = await electron.launch({
      executablePath: binary ?? undefined,
      args: [ROOT, ...(process.env.CI ? ['--no-sandbox'] : [])],
      cwd: ROOT,
      env: {
        ...process.env,
        VOXMESH_DATA_DIR: dataDir,
        VOXMESH_PORT: '0',
        VOXMESH_SECRET_STORE: 'file',
        VOXMESH_WARM_UP: '0',
      },
    });
    try {
      const window = await app.firstWindow();
      // The renderer has the bridge, not Node.
      expect(await window.evaluate(() => typeof (window as { require?: unknown }).require)).toBe(
        'undefined',
      );
      expect(await window.evaluate(() => typeof (window as { voxmesh?: unknown }).voxmesh)).toBe(
        'object',
      );
      await pick(window, 'Model', 'beta-speech-v8');
      await pick(window, 'Voice', 'en_female_ava');
      await window.getByLabel('Text', { exact: true }).fill('Hello from the desktop app.');
      await window.getByRole('button', { name: 'Generate', exact: true }).click();
      await expect(window.locator('audio[src^="blob:"]').first()).toBeAttached();
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
