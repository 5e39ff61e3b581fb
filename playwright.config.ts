/**
 * End-to-end tests of the studio: Playwright driving Debian's Chromium (no browser
 * download) against a real gateway serving dist/renderer (`npm run test:e2e` builds it).
 * Under CI a missing Chromium fails loudly; elsewhere the specs skip with the reason.
 */
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
export const chromiumPath = candidates.find((p) => p && existsSync(p)) ?? null;

if (!chromiumPath) {
  const reason = 'no Chromium found (apt-get install chromium, or set CHROMIUM_PATH)';
  if (process.env.CI === 'true') throw new Error(`Browser tests are required under CI: ${reason}`);
  console.warn(`Skipping browser tests: ${reason}`);
}

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './test/e2e/global-setup.ts',
  timeout: 180_000,
  expect: { timeout: 30_000 },
  // Two workers (VOXMESH_E2E_WORKERS overrides), each with a gateway of its own
  // (global-setup.ts): while one waits for its page or its gateway, the other's work fills
  // the second core. A file's tests run in order in one worker, except in the files that say
  // `mode: 'parallel'` (grids of independent cases, each in a fresh browser context).
  workers: Number(process.env.VOXMESH_E2E_WORKERS || 2),
  fullyParallel: false,
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  outputDir: 'test-results/playwright',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 860 },
    launchOptions: {
      executablePath: chromiumPath ?? undefined,
      args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required', '--disable-gpu'],
    },
  },
});
