/**
 * Every panel from 800×600 up (docs/decisions.md, "Every panel from 800×600"): in both
 * languages and themes, at 800×600 and 1280×860, no control is drawn over another, none runs
 * off the window and none leaves its list row; History keeps its first words readable and
 * folds a row's actions into a menu that opens inside the window. Screenshots are saved.
 */
import type { Browser, Page } from '@playwright/test';
import { bearer } from '../../tools/bearer.ts';
import { expect, gateway, openStudio, PANELS, screenshotPath, test } from './fixtures.ts';
import { layoutFaults } from './layout.ts';

const SIZES = [
  { width: 800, height: 600 },
  { width: 1280, height: 860 },
] as const;

/** A finished speech request and task in History, with text a person would recognise. */
async function speechInHistory(): Promise<void> {
  const { url, key } = gateway();
  const headers = { ...bearer(key), 'Content-Type': 'application/json' };
  const body = (input: string) =>
    JSON.stringify({ model: 'alpha-tts', voice: 'en-US-AvaNeural', input });
  const sync = await fetch(`${url}/v1/audio/speech`, {
    method: 'POST',
    headers,
    body: body('The quick brown fox jumps over the lazy dog, twice.'),
  });
  expect(sync.status).toBe(200);
  await sync.arrayBuffer();
  const task = await fetch(`${url}/v1/audio/speech/tasks`, {
    method: 'POST',
    headers,
    body: body('A narrow window still shows what was said. Every action stays in reach.'),
  });
  expect(task.status).toBe(200);
  // Finished before a page opens: a studio that sees it running announces its end in a toast,
  // which would lie over History's rows (seen on a loaded machine).
  const { id } = (await task.json()) as { id: string };
  for (;;) {
    const res = await fetch(`${url}/v1/audio/speech/tasks/${id}`, { headers: bearer(key) });
    const { status } = (await res.json()) as { status: string };
    if (status === 'completed') break;
    expect(status).not.toBe('failed');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function open(browser: Browser, locale: string, theme: 'light' | 'dark', size: object) {
  const context = await browser.newContext({ locale, colorScheme: theme, viewport: size as never });
  const page = await context.newPage();
  await openStudio(page);
  return { context, page };
}

async function showPanel(page: Page, path: string): Promise<void> {
  await page.goto(`${gateway().url}/#/${path}`);
  await expect(page.locator('h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loading = page.getByText(/^(Loading…|加载中…)$/);
  await expect(loading, path)
    .toHaveCount(0)
    .catch(async (err: unknown) => {
      const where = await loading.evaluateAll((els) =>
        els.map((e) => e.closest('section')?.getAttribute('aria-labelledby')),
      );
      throw new Error(`still loading in ${where.join(', ')}: ${String(err)}`);
    });
}

test.beforeAll(speechInHistory);

for (const locale of ['en', 'zh-CN'] as const)
  for (const theme of ['light', 'dark'] as const)
    for (const size of SIZES)
      test(`every panel at ${size.width}×${size.height} in ${locale}, ${theme}: nothing overlaps or leaves the window`, async ({
        browser,
        gridChair,
      }) => {
        const { context, page } = await open(browser, locale, theme, size);
        expect(gridChair).toMatch(/^task_/);
        const faults: string[] = [];
        for (const p of PANELS) {
          await showPanel(page, p.path);
          if (p.path === 'history') await expect(page.getByRole('listitem').first()).toBeVisible();
          for (const f of await layoutFaults(page)) faults.push(`${p.path}: ${f.kind} ${f.what}`);
          await page.screenshot({
            path: screenshotPath(
              `narrow-${p.path}-${size.width}x${size.height}-${theme}-${locale}`,
            ),
          });
        }
        expect(faults).toEqual([]);
        await context.close();
      });

test('History at 800×600, side bar open or collapsed: first words readable, actions in a menu inside the window', async ({
  browser,
}) => {
  const { context, page } = await open(browser, 'en', 'light', { width: 800, height: 600 });
  await showPanel(page, 'history');
  for (const collapsed of [false, true]) {
    if (collapsed) await page.getByRole('button', { name: 'Collapse the side bar' }).click();
    const row = page.getByRole('listitem').filter({ hasText: 'The quick brown fox jumps' }).first();
    await expect(row).toBeVisible();
    const words = row.getByText(/^The quick brown fox jumps/);
    const box = (await words.boundingBox())!;
    expect(box.width, 'the first words get room').toBeGreaterThanOrEqual(150);
    expect(await layoutFaults(page)).toEqual([]);
    // Model and voice, cut when long, are whole on hover; the date sits on their line.
    const model = row.getByText(/^alpha-tts · /);
    await expect(model).toHaveAttribute('title', 'alpha-tts · en-US-AvaNeural');
    const date = (await row.locator('.time').boundingBox())!;
    const modelBox = (await model.boundingBox())!;
    expect(Math.abs(date.y + date.height - (modelBox.y + modelBox.height))).toBeLessThan(3);
    // Status lines up with the rows that have no Play button (a 3D row's).
    const statuses = await page
      .getByRole('listitem')
      .getByText(/^Completed$/)
      .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().right)));
    expect(new Set(statuses).size, `status right edges ${statuses.join(', ')}`).toBe(1);

    const more = row.getByRole('button', { name: /^More actions task_/ });
    await more.click();
    const menu = page.getByRole('menu');
    for (const name of ['Open in Long text', 'Full text', 'Download', 'Delete'])
      await expect(menu.getByRole('menuitem', { name })).toBeVisible();
    const m = (await menu.boundingBox())!;
    expect(m.x).toBeGreaterThanOrEqual(0);
    expect(m.x + m.width).toBeLessThanOrEqual(800);
    expect(m.y + m.height).toBeLessThanOrEqual(600);
    await page.screenshot({
      path: screenshotPath(`narrow-history-menu-${collapsed ? 'collapsed' : 'open'}`),
    });
    // Keyboard: Escape closes the menu and gives focus back to its button.
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(more).toBeFocused();
  }
  // The menu's Delete asks first, as the row's own button does at full width.
  await page
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^More actions / })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await context.close();
});
