import { rm } from 'node:fs/promises';
import { launchGateway } from '../../tools/studio-gateway.ts';
import { expect, test } from './fixtures.ts';
import { expectChoices, picker } from './pickers.ts';

test('history lists a sync request, a task and a live session after a gateway restart, and plays one', async ({
  page,
}) => {
  const first = await launchGateway();
  const key = first.key ?? '';
  try {
    await page.goto(`${first.url}/#key=${key}`);
    await expect(page.getByTestId('link-state')).toHaveText('Connected');

    await page.getByLabel('Text', { exact: true }).fill('Remember this sentence.');
    // A loaded machine lists the voices late: Generate before one is chosen is refused.
    await expect(picker(page, 'Voice')).toHaveAttribute('data-value', /.+/);
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeVisible();

    await page
      .getByRole('navigation')
      .getByRole('link', { name: 'Long text', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Long text');
    await page
      .getByLabel('Text', { exact: true })
      .fill('A short task that runs in the background.');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeVisible();

    await page.getByRole('navigation').getByRole('link', { name: 'Live', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live');
    await expectChoices(page, 'Voice');
    await page.getByLabel('Text', { exact: true }).fill('A live session to remember.');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByTestId('live-state')).toHaveText('Done');
  } finally {
    await first.stop();
  }

  const port = Number(new URL(first.url).port);
  const second = await launchGateway({ dataDir: first.dataDir, noKey: true, port });
  try {
    await page.goto(`${second.url}/#key=${key}`);
    await page.reload();
    await page.getByRole('navigation').getByRole('link', { name: 'History', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('History');
    const rows = page.getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('A live session to remember.');
    await expect(rows.nth(1)).toContainText('A short task that runs in the background.');
    await expect(rows.nth(2)).toContainText('Remember this sentence.');

    await rows
      .nth(2)
      .getByRole('button', { name: /^Play / })
      .click();
    const audio = page.locator('audio[src^="blob:"]');
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => a.ended), { timeout: 30_000 })
      .toBe(true);

    await page.getByLabel('Kind').selectOption('3d');
    await expect(rows).toHaveCount(0);
    await page.getByLabel('Kind').selectOption('');
    await page.getByRole('searchbox').fill('background');
    await expect(rows).toHaveCount(1);

    await rows
      .nth(0)
      .getByRole('button', { name: /^Delete / })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(rows).toHaveCount(0);
  } finally {
    await second.stop();
    await rm(first.dataDir, { recursive: true, force: true });
  }
});
