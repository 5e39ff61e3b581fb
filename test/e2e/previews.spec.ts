/**
 * Voice previews stay out of History and usage (issue 31, item 7): the studio's ▶ Preview
 * plays the gateway's voice sample, which is neither billed nor kept.
 */
import { expect, gateway, screenshotPath, test } from './fixtures.ts';
import { expectChoices, pick } from './pickers.ts';

/** A key of an owner of its own, so that its History and usage start empty. */
async function ownersKey(owner: string): Promise<string> {
  const made = await fetch(`${gateway().url}/v1/keys`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${gateway().key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ label: owner, models: '*', owner }),
  });
  expect(made.status).toBe(201);
  return ((await made.json()) as { secret: string }).secret;
}

test('previewing voices plays them and leaves History and usage empty', async ({ page }) => {
  const key = await ownersKey(`preview-${Date.now().toString(36)}`);
  await page.goto(`${gateway().url}/#key=${key}`);
  await expect(page.getByTestId('link-state')).toHaveText(/Connected/);
  await expectChoices(page, 'Voice');
  const preview = page.getByRole('button', { name: 'Preview', exact: true });
  const stop = page.getByRole('button', { name: 'Stop preview' });
  for (const voice of ['en_female_ava', 'zh_female_xiaoyu']) {
    await pick(page, 'Voice', voice);
    await preview.click();
    await expect(stop).toBeVisible();
    await stop.click();
    await expect(preview).toBeVisible();
  }
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('navigation').getByRole('link', { name: 'History', exact: true }).click();
  await expect(page.getByText('Nothing here yet.')).toBeVisible();
  await page.screenshot({ path: screenshotPath('previews-history-empty') });

  const usage = await fetch(`${gateway().url}/v1/usage`, {
    headers: { Authorization: `Bearer ${key}` },
  });
  expect(await usage.json()).toMatchObject({ object: 'usage', data: [] });
});
