/**
 * The small things a new user trips on (issue 31, item 5): the studio's own key is labelled,
 * not offered for revoking; a revoked key's secret leaves the screen; uptime counts on; a
 * search without matches says so; dates follow the system's variant of the UI language.
 */
import { bearer } from '../../tools/bearer.ts';
import { expect, gateway, openStudio, test } from './fixtures.ts';
import { prose } from '../helpers/prose.ts';

test('Settings: own key labelled, a revoked secret disappears, uptime counts on', async ({
  studio,
}) => {
  await studio.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();
  const own = studio.getByRole('listitem').filter({ hasText: 'studio e2e' }).first();
  await expect(own.getByTestId('own-key')).toHaveText('Used by this studio');
  await expect(own.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);

  await studio.getByLabel('Label').fill('short-lived');
  await studio.getByRole('button', { name: 'Create key' }).click();
  await expect(studio.getByTestId('new-secret')).toHaveText(/^sk-/);
  await studio.getByRole('button', { name: 'Revoke short-lived' }).click();
  await studio.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(studio.getByRole('listitem').filter({ hasText: 'short-lived' })).toContainText(
    'revoked',
  );
  await expect(studio.getByTestId('new-secret')).toHaveCount(0);

  // The uptime shown moves on by itself (seconds later, without a reload).
  const uptime = studio.getByTestId('uptime');
  const first = await uptime.textContent();
  await expect(uptime).not.toHaveText(first ?? '', { timeout: 5_000 });
});

test('History: a search without matches says nothing matches; dates in the system variant (en-GB)', async ({
  browser,
}) => {
  const { url, key } = gateway();
  const made = await fetch(`${url}/v1/audio/speech`, {
    method: 'POST',
    headers: { ...bearer(key), 'Content-Type': 'application/json' },
    body: JSON.stringify({ model: 'alpha-tts', voice: 'en-US-AvaNeural', input: 'Dated words.' }),
  });
  expect(made.status).toBe(200);
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await openStudio(page);
  await page.goto(`${url}/#/history`);
  const row = page.getByRole('listitem').filter({ hasText: 'Dated words.' }).first();
  const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short' }).format(new Date());
  await expect(row).toContainText(today);
  await page.getByRole('searchbox').fill('zzz no such words zzz');
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
  await expect(page.getByText('Nothing here yet.')).toHaveCount(0);
  await context.close();
});

test('Long text: Cancel asks first, then says the task was cancelled', async ({ studio }) => {
  await studio
    .getByRole('navigation')
    .getByRole('link', { name: 'Long text', exact: true })
    .click();
  await studio.getByLabel('Text', { exact: true }).fill(prose(60_000));
  await studio.getByRole('button', { name: 'Generate', exact: true }).click();
  const cancel = studio.getByRole('button', { name: 'Cancel', exact: true });
  await cancel.click();
  const dialog = studio.getByRole('dialog');
  await expect(dialog).toContainText('Cancel this task?');
  await dialog.getByRole('button', { name: 'Cancel task' }).click();
  await expect(studio.getByTestId('cancelled')).toHaveText(/^Cancelled\. Task task_/);
  await expect(studio.getByRole('progressbar')).toHaveCount(0);
});

test('a markdown file lists its # chapters, and the read-along shows the # muted', async ({
  studio,
}) => {
  test.setTimeout(300_000);
  await studio
    .getByRole('navigation')
    .getByRole('link', { name: 'Long text', exact: true })
    .click();
  const md = '# The Voyage\n\nThe ship left at dawn.\n\n# The Return\n\nIt came back at night.\n';
  await studio.locator('input[type="file"][accept*=".md"]').setInputFiles({
    name: 'story.md',
    mimeType: 'text/markdown',
    buffer: Buffer.from(md),
  });
  const book = studio.getByTestId('book');
  await expect(book.getByRole('checkbox')).toHaveCount(2);
  await expect(book.getByRole('checkbox', { name: 'The Return' })).toBeChecked();
  await studio.getByRole('button', { name: 'Generate', exact: true }).click();
  const readAlong = studio.getByRole('region', { name: /^Read along/ });
  await expect(readAlong).toBeVisible({ timeout: 120_000 });
  await expect(readAlong.locator('.markup').first()).toHaveText('# ');
  const muted = await readAlong
    .locator('.markup')
    .first()
    .evaluate((el) => getComputedStyle(el).color !== getComputedStyle(el.parentElement!).color);
  expect(muted).toBe(true);
});
