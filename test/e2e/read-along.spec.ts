/**
 * Finished background work comes back to the user: a toast when a long-text task ends while
 * they are elsewhere (with Open), and History opening any speech entry in read-along.
 */
import { expect, screenshotPath, test } from './fixtures.ts';
import { pick } from './pickers.ts';

test('a long-text task that finishes while the user is elsewhere raises a toast whose Open shows it', async ({
  studio,
}) => {
  const nav = studio.getByRole('navigation');
  await nav.getByRole('link', { name: 'Long text', exact: true }).click();
  await expect(studio.getByRole('heading', { level: 1 })).toHaveText('Long text');
  await pick(studio, 'Model', 'beta-speech-v8');
  await studio
    .getByLabel('Text', { exact: true })
    .fill('A chapter made in the background. The studio says so when it is ready.');
  await studio.getByRole('button', { name: 'Generate', exact: true }).click();
  await nav.getByRole('link', { name: 'Speech', exact: true }).click();
  await expect(studio.getByRole('heading', { level: 1 })).toHaveText('Speech');

  const toasts = studio.getByRole('region', { name: /^Notifications/ });
  const toast = toasts.getByRole('listitem').filter({ hasText: 'Long text finished' });
  await expect(toast).toBeVisible({ timeout: 120_000 });
  await expect(toast).toContainText('A chapter made in the background.');
  await studio.screenshot({ path: screenshotPath('toast-light-en') });
  await toast.getByRole('button', { name: 'Open' }).click();

  await expect(studio.getByRole('heading', { level: 1 })).toHaveText('Long text');
  await expect(toast).toHaveCount(0);
  const words = studio.locator('.read-along .seg');
  await expect(words).toHaveCount(14);
  await words.nth(5).click();
  await expect(words.nth(5)).toHaveAttribute('aria-current', 'true');
});

test('History opens a speech entry in the Long text read-along, where a click seeks', async ({
  studio,
}) => {
  await pick(studio, 'Model', 'beta-speech-v8');
  await studio
    .getByLabel('Text', { exact: true })
    .fill('Open me again later from the history list, and read along.');
  await studio.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(studio.getByRole('button', { name: 'Download', exact: true })).toBeVisible();

  await studio.getByRole('navigation').getByRole('link', { name: 'History', exact: true }).click();
  await expect(studio.getByRole('heading', { level: 1 })).toHaveText('History');
  await studio.getByRole('searchbox').fill('Open me again later');
  const row = studio.getByRole('listitem').filter({ hasText: 'Open me again later' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Open in Long text / }).click();

  await expect(studio.getByRole('heading', { level: 1 })).toHaveText('Long text');
  const words = studio.locator('.read-along .seg');
  await expect(words).toHaveCount(11);
  await expect(words.first()).toHaveText('Open');
  const audio = studio.locator('.audio-result audio[src^="blob:"]');
  await expect(audio).toBeAttached();
  await words.nth(6).click();
  await expect(words.nth(6)).toHaveAttribute('aria-current', 'true');
  expect(await audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.5);
});
