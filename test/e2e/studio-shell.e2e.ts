import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../helpers/browser.ts';
import { removeDir, startGateway, type TestGateway } from '../helpers/gateway.ts';

const UI_DIR = fileURLToPath(new URL('../../dist/renderer', import.meta.url));

const browser = await launchChromium();
if (typeof browser === 'string') console.warn(`Skipping browser tests: ${browser}`);

describe.skipIf(typeof browser === 'string')('the studio UI served by the gateway', () => {
  let gw: TestGateway;
  const chromium = browser as Browser;

  beforeAll(async () => {
    if (!existsSync(`${UI_DIR}/index.html`)) throw new Error('Build the UI first: npx vite build');
    gw = await startGateway({ uiDir: UI_DIR });
  });

  afterAll(async () => {
    await chromium.close();
    await gw.close();
    await removeDir(gw.dataDir);
  });

  it('connects with the key from the URL fragment, hides it, and lists the models of that key', async () => {
    const key = await gw.key({ models: ['alpha-tts', 'beta-speech-v8', 'mesh-6'] });
    const page = await chromium.newPage();
    await page.goto(`${gw.url}/#key=${key}`);
    await expect
      .poll(() => page.getByTestId('speech-models').locator('li').allTextContents())
      .toEqual(['alpha-tts', 'beta-speech-v8']);
    expect(await page.getByTestId('mesh-models').locator('li').allTextContents()).toEqual([
      'mesh-6',
    ]);
    expect(page.url()).not.toContain(key);
    await page.close();
  });

  it('asks for a key when none is given, and says so when the key is wrong', async () => {
    const page = await chromium.newPage();
    await page.goto(`${gw.url}/`);
    await page.getByLabel('API key').fill('sk-wrongwrongwrongwrongwrongwrongwrongwrongwro');
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/Incorrect API key/);
    await page.close();
  });
});
