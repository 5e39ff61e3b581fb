/**
 * Plain-language errors (issue 31, item 12): a refusal says what to change, beside the field it
 * concerns, in the UI language, with no API field name on screen; the gateway's own words wait
 * behind "Details". Photographed with the reuse buttons and recent results (items 6 and 7) in
 * both languages and themes, at 1280×860 and 800×600, axe-clean and free of overlaps.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, missingStrings, openStudio, screenshotPath, test } from './fixtures.ts';
import { layoutFaults } from './layout.ts';

const WORDS = {
  en: {
    text: 'Text',
    generate: 'Generate',
    nothing: 'There is nothing to say in this text',
    details: 'Details',
    recent: 'Recent results',
    readAlong: /^Read along/,
    reuse: 'Use these settings',
  },
  'zh-CN': {
    text: '文本',
    generate: '生成',
    nothing: '这段文本里没有可以朗读的内容',
    details: '详细信息',
    recent: '最近的结果',
    readAlong: /^跟读/,
    reuse: '使用这些设置',
  },
} as const;

async function axeAndLayout(page: Page, name: string): Promise<void> {
  expect(await layoutFaults(page), name).toEqual([]);
  const axe = await new AxeBuilder({ page }).analyze();
  const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    name,
  ).toEqual([]);
  await page.screenshot({ path: screenshotPath(name) });
}

for (const locale of ['en', 'zh-CN'] as const)
  for (const theme of ['light', 'dark'] as const)
    for (const size of [
      { width: 1280, height: 860 },
      { width: 800, height: 600 },
    ])
      test(`text with nothing to say: told beside the Text field (${locale}, ${theme}, ${size.width}×${size.height})`, async ({
        browser,
      }) => {
        test.setTimeout(120_000);
        const w = WORDS[locale];
        const tag = `${theme}-${locale}-${size.width}x${size.height}`;
        const context = await browser.newContext({ locale, colorScheme: theme, viewport: size });
        const page = await context.newPage();
        await openStudio(page);
        const text = page.getByLabel(w.text, { exact: true });
        const generate = page.getByRole('button', { name: w.generate, exact: true });

        // Two results first: the recent list with its reuse buttons shows beside the error.
        for (const words of ['One result to list.', 'Another result to list.']) {
          await text.fill(words);
          await generate.click();
          await expect(page.getByRole('region', { name: w.readAlong })).toHaveText(words);
        }
        await expect(page.getByRole('region', { name: w.recent })).toBeVisible();
        await expect(page.getByRole('button', { name: w.reuse, exact: true })).toBeVisible();

        await text.fill('!!! ??? …');
        await generate.click();
        const alert = page.getByRole('alert');
        await expect(alert).toHaveCount(1);
        await expect(alert).toContainText(w.nothing);
        const shown = await alert.evaluate((e: HTMLElement) => e.innerText);
        for (const apiWord of ['input', 'empty_input', 'HTTP', 'Something went wrong'])
          expect(shown).not.toContain(apiWord);
        await expect(text).toHaveAttribute('aria-invalid', 'true');
        await expect(text).toHaveAttribute('aria-describedby', /speech-text-error/);
        // Beside the field: just under the text box, in the same column.
        const box = (await text.boundingBox())!;
        const note = (await alert.boundingBox())!;
        expect(note.y).toBeGreaterThanOrEqual(box.y + box.height - 1);
        expect(note.y - (box.y + box.height)).toBeLessThan(60);
        expect(Math.abs(note.x - box.x)).toBeLessThan(4);
        await alert.getByText(w.details).click();
        await expect(alert.locator('code')).toContainText('empty_input');
        await axeAndLayout(page, `plain-error-speech-${tag}`);
        expect(await missingStrings(page)).toEqual([]);

        // Changed, the text speaks and the error goes.
        await text.fill('Now there is something to say.');
        await generate.click();
        await expect(page.getByRole('region', { name: w.recent })).toContainText(
          'Now there is something to say',
        );
        await expect(alert).toHaveCount(0);
        await expect(text).not.toHaveAttribute('aria-invalid', 'true');
        await context.close();
      });

test('Long text: a text with nothing to say is told under its Text field', async ({ studio }) => {
  await studio
    .getByRole('navigation')
    .getByRole('link', { name: 'Long text', exact: true })
    .click();
  await expect(studio.getByRole('heading', { level: 1 })).toHaveText('Long text');
  const text = studio.getByLabel('Text', { exact: true });
  await text.fill('… !!! ???');
  await studio.getByRole('button', { name: 'Generate', exact: true }).click();
  const alert = studio.getByRole('alert');
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText('There is nothing to say in this text');
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  const box = (await text.boundingBox())!;
  const note = (await alert.boundingBox())!;
  expect(note.y).toBeGreaterThanOrEqual(box.y + box.height - 1);
  expect(note.y - (box.y + box.height)).toBeLessThan(60);
  await studio.screenshot({ path: screenshotPath('plain-error-long-text-light-en') });
});
