import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * Debian's Chromium driven by playwright-core. Under CI a missing browser is a failure;
 * elsewhere the caller skips with the printed reason.
 */
export async function launchChromium(): Promise<Browser | string> {
  const executablePath = CANDIDATES.find((p) => p && existsSync(p));
  if (!executablePath) {
    const reason = 'no Chromium found (apt-get install chromium, or set CHROMIUM_PATH)';
    if (process.env.CI === 'true')
      throw new Error(`Browser tests are required under CI: ${reason}`);
    return reason;
  }
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}
