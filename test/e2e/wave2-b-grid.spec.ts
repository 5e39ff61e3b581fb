/**
 * Issue 31 items 9–11 in both languages and themes, at 1280×860 and 800×600: Settings →
 * Server with its log filters, Live after a stream (waveform, downloads), the empty 3D viewer
 * (its hint), four variants with one picked on the dark backdrop, and draft and textured side
 * by side. Each state is axe-clean (no serious or critical violation), fully translated, free
 * of overlapping controls, and photographed under test-results/screenshots.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, gateway, missingStrings, openStudio, screenshotPath, test } from './fixtures.ts';
import { layoutFaults } from './layout.ts';

const WORDS = {
  en: {
    generate: 'Generate',
    filters: 'Filter the log',
    done: 'Done',
    wave: 'Waveform of the streamed audio',
    four: '4 models',
    draft: 'Draft',
    pick: 'Pick variant 2',
    texture: 'Texture this',
    textured: 'Textured',
    background: 'Background',
    prompt: 'Prompt',
    text: 'Text',
    live: 'Live',
  },
  'zh-CN': {
    generate: '生成',
    filters: '筛选日志',
    done: '完成',
    wave: '流式音频的波形',
    four: '4 个模型',
    draft: '草稿',
    pick: '选择变体 2',
    texture: '为此上贴图',
    textured: '带贴图',
    background: '背景',
    prompt: '提示词',
    text: '文本',
    live: '实时',
  },
} as const;

/**
 * Scrolls the panel so that `target` sits just below its sticky header: layoutFaults counts a
 * control scrolled under the header as overlapping it, so no control is left there.
 */
async function belowHeader(target: Locator): Promise<void> {
  await target.evaluate((el) => {
    el.scrollIntoView({ block: 'start' });
    el.closest('main')?.scrollBy(0, -64);
  });
}

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
      test(`items 9–11 in ${locale}, ${theme}, ${size.width}×${size.height}`, async ({
        browser,
      }) => {
        test.setTimeout(400_000);
        const w = WORDS[locale];
        const tag = `${theme}-${locale}-${size.width}x${size.height}`;
        const context = await browser.newContext({ locale, colorScheme: theme, viewport: size });
        const page = await context.newPage();
        await openStudio(page);

        // Settings → Server: the log and its filters in view.
        await page.goto(`${gateway().url}/#/settings`);
        const filters = page.getByRole('group', { name: w.filters });
        await filters.scrollIntoViewIfNeeded();
        await expect(page.getByTestId('log-count')).toBeVisible();
        await check(page, `wave2b-server-${tag}`);

        // Live after a short stream: waveform and downloads.
        await page.goto(`${gateway().url}/#/live`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.live);
        await page.getByLabel(w.text, { exact: true }).fill('A short stream to draw.');
        await page.getByRole('button', { name: w.generate, exact: true }).click();
        await expect(page.getByTestId('live-state')).toHaveText(w.done);
        await expect(page.getByRole('img', { name: w.wave })).toBeVisible();
        await belowHeader(page.getByTestId('live-state'));
        await check(page, `wave2b-live-${tag}`);

        // 3D: the empty viewer's hint, then four variants with one picked (dark backdrop).
        await page.goto(`${gateway().url}/#/3d`);
        await belowHeader(page.getByTestId('viewer-stage'));
        await expect(page.getByTestId('viewer-stage')).toBeInViewport();
        await check(page, `wave2b-3d-empty-${tag}`);
        await page.getByRole('radio', { name: w.draft, exact: true }).check();
        await page.getByRole('radio', { name: w.four }).check();
        await page.getByRole('textbox', { name: /Seed|种子/ }).fill('7');
        await page.getByLabel(w.prompt, { exact: true }).fill('a red wooden chair with armrests');
        await page.getByRole('button', { name: w.generate, exact: true }).click();
        const pick = page.getByRole('button', { name: w.pick });
        await expect(pick).toBeEnabled({ timeout: 120_000 });
        await pick.click();
        await page.getByRole('combobox', { name: w.background }).selectOption('dark');
        await expect(page.getByText(/triangles|个三角形/).first()).toBeVisible({ timeout: 60_000 });
        await belowHeader(page.getByRole('heading', { name: /^(Variants|变体)$/ }));
        await check(page, `wave2b-3d-variants-${tag}`);

        // Draft and textured side by side.
        await page.getByRole('button', { name: w.texture }).click();
        await page.getByRole('button', { name: w.generate, exact: true }).click();
        await expect(page.getByRole('region', { name: w.textured, exact: true })).toBeVisible({
          timeout: 120_000,
        });
        await expect(
          page.getByRole('region', { name: w.textured, exact: true }).getByText(/\d+×\d+/),
        ).toBeVisible({ timeout: 120_000 });
        await belowHeader(page.getByRole('heading', { name: w.draft, exact: true }));
        await check(page, `wave2b-3d-pair-${tag}`);
        await page.getByRole('combobox', { name: w.background }).first().selectOption('studio');

        expect(await missingStrings(page)).toEqual([]);
        await context.close();
      });
