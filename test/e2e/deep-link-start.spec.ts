/**
 * A deep link that arrives while the studio is still starting is followed, not overwritten by
 * the studio's first navigation (`#/` → `#/speech`). History's "Open in 3D" and the shell's
 * menu give such links; on a loaded machine a test's `#/3d?task=…` once landed on Speech.
 * Deterministic: the first panel's code is held back until the address has changed.
 */
import { expect, gateway, test } from './fixtures.ts';

test('an address changed before the first panel has loaded is the panel shown', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldOne = false;
  await page.route(/\/assets\/SpeechPanel-[\w-]+\.js$/, async (route) => {
    heldOne = true;
    await held;
    await route.continue();
  });
  const { url, key } = gateway();
  await page.goto(`${url}/#key=${key}`);
  await expect.poll(() => heldOne).toBe(true);
  // The first navigation (to Speech) now waits for its panel's code: History is asked for.
  await page.evaluate(() => {
    window.location.hash = '#/history';
  });
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('History');
  expect(new URL(page.url()).hash).toBe('#/history');
  await page.unroute(/\/assets\/SpeechPanel-[\w-]+\.js$/);
});
