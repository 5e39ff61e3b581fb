/**
 * Settings → Voices (docs/voice-packs.md): a voice pack added by dropping its two files in,
 * listed with its size, language and status, bound to a catalog voice, badged in the Speech
 * voice picker, and removed — in English and Chinese, axe-clean. The packs are the tests'
 * stand-in Piper voice (test/fixtures/piper-stand-in.ts) and stand-in Kokoro model and voices
 * file (test/fixtures/kokoro-stand-in.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { writeKokoroStandIn } from '../fixtures/kokoro-stand-in.ts';
import { writeStandInPack } from '../fixtures/piper-pack-files.ts';
import { expect, gateway, missingStrings, openStudio, screenshotPath, test } from './fixtures.ts';
import { expectChoices, picker } from './pickers.ts';

async function axeClean(page: Page, where: string): Promise<void> {
  const axe = await new AxeBuilder({ page }).include('#voice-packs-title').analyze();
  const all = await new AxeBuilder({ page }).analyze();
  const bad = [...axe.violations, ...all.violations].filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    where,
  ).toEqual([]);
}

test('a voice pack is added from its files, bound, badged in the voice picker and removed', async ({
  browser,
}) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'voxmesh-e2e-pack-'));
  const files = await writeStandInPack(dir, 'en_US-studio-medium');
  try {
    const context = await browser.newContext({ locale: 'en' });
    const page = await context.newPage();
    await openStudio(page);
    await page.goto(`${gateway().url}/#/settings`);
    const section = page.getByRole('region', { name: 'Voices', exact: true });
    await expect(section.getByText('No voice packs yet.')).toBeVisible();

    await section.getByLabel('Choose the pack’s files…').setInputFiles([files.model, files.config]);
    const packs = section.getByRole('list', { name: 'Installed voice packs' });
    const item = packs.getByRole('listitem').filter({ hasText: 'en_US-studio-medium' });
    await expect(item).toContainText('ready');
    await expect(item).toContainText('Piper');
    await expect(item).toContainText('English (United States)');
    await expect(item).toContainText('MB');
    await expect(section.getByRole('status')).toContainText('Added en_US-studio-medium.');

    // Both models' catalog voices in one picker: a Model facet, and search across them.
    const catalog = section.getByRole('combobox', { name: 'Catalog voice', exact: true });
    const modelFacet = section
      .getByRole('group', { name: 'Narrow the voices' })
      .getByLabel('Model');
    await expect(modelFacet.locator('option')).toHaveText([
      'Any',
      'alpha-tts (322)',
      'beta-speech-v8 (8)',
    ]);
    await expect(catalog).toHaveAttribute('data-count', '330');
    await modelFacet.selectOption({ label: 'beta-speech-v8 (8)' });
    await expect(catalog).toHaveAttribute('data-count', /^[89]$/);
    await modelFacet.selectOption({ label: 'Any' });
    await catalog.click();
    await catalog.fill('ava');
    const avaList = page.locator(`[id="${await catalog.getAttribute('aria-controls')}"]`);
    await expect(avaList.locator('[data-id="en_female_ava"]')).toContainText('beta-speech-v8');
    await expect(avaList.locator('[data-id="en-US-AvaMultilingualNeural"]')).toContainText(
      'alpha-tts',
    );
    await catalog.fill('grace');
    await page.getByRole('option').and(page.locator('[data-id="en_female_grace"]')).click();
    await expect(catalog).toHaveAttribute('data-value', 'en_female_grace');
    await section.getByLabel('Pack voice').selectOption('piper:en_US-studio-medium');
    await section.getByRole('button', { name: 'Bind', exact: true }).click();
    const bound = section.getByRole('list', { name: 'Bound voices' });
    await expect(bound).toContainText('en_female_grace → piper:en_US-studio-medium');
    await axeClean(page, 'settings, a pack installed and bound');
    await page.screenshot({ path: screenshotPath('settings-voice-packs-en'), fullPage: true });
    expect(await missingStrings(page)).toEqual([]);

    // The Speech panel's voice picker shows the pack voice with its badge.
    await page.goto(`${gateway().url}/#/speech`);
    const box = picker(page, 'Voice');
    await expectChoices(page, 'Voice');
    await box.click();
    await box.fill('studio');
    const option = page
      .getByRole('option')
      .and(page.locator('[data-id="piper:en_US-studio-medium"]'));
    await expect(option).toContainText('neural voice pack');
    await page.keyboard.press('Escape');

    await page.goto(`${gateway().url}/#/settings`);
    await section.getByRole('button', { name: 'Unbind en_female_grace' }).click();
    await expect(section.getByRole('list', { name: 'Bound voices' })).toHaveCount(0);
    await section.getByRole('button', { name: 'Remove en_US-studio-medium' }).click();
    await expect(section.getByText('No voice packs yet.')).toBeVisible();
    await context.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('a Kokoro model is added from its model and voices file, its voices listed, bound and badged', async ({
  browser,
}) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'voxmesh-e2e-kokoro-'));
  const files = await writeKokoroStandIn(dir, 'kokoro-studio-v1.0');
  try {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ locale: 'en', colorScheme: scheme });
      const page = await context.newPage();
      await openStudio(page);
      await page.goto(`${gateway().url}/#/settings`);
      const section = page.getByRole('region', { name: 'Voices', exact: true });
      const packs = section.getByRole('list', { name: 'Installed voice packs' });
      const item = packs.getByRole('listitem').filter({ hasText: 'kokoro-studio-v1.0' });
      if (scheme === 'light') {
        // Only the model: the studio says what else it needs, and nothing is sent.
        await section.getByLabel('Choose the pack’s files…').setInputFiles([files.model]);
        await expect(section.getByRole('status')).toContainText('voices file (.bin or .npz');
        await section
          .getByLabel('Choose the pack’s files…')
          .setInputFiles([files.model, files.voices]);
        await expect(item).toContainText('ready');
        await expect(section.getByRole('status')).toContainText('Added kokoro-studio-v1.0.');
      }
      await expect(item).toContainText('Kokoro');
      await expect(item).toContainText('3 voices');
      await expect(item).toContainText('kokoro:kokoro-studio-v1.0:af_standin');
      await axeClean(page, `settings, a Kokoro pack installed (${scheme})`);
      expect(await missingStrings(page)).toEqual([]);
      await context.close();
    }

    const context = await browser.newContext({ locale: 'en' });
    const page = await context.newPage();
    await openStudio(page);
    await page.goto(`${gateway().url}/#/settings`);
    const section = page.getByRole('region', { name: 'Voices', exact: true });
    const catalog = section.getByRole('combobox', { name: 'Catalog voice', exact: true });
    await catalog.click();
    await catalog.fill('oliver');
    await page.getByRole('option').and(page.locator('[data-id="en_male_oliver"]')).click();
    await expect(catalog).toHaveAttribute('data-value', 'en_male_oliver');
    await section.getByLabel('Pack voice').selectOption('kokoro:kokoro-studio-v1.0:bm_standin');
    await section.getByRole('button', { name: 'Bind', exact: true }).click();
    await expect(section.getByRole('list', { name: 'Bound voices' })).toContainText(
      'en_male_oliver → kokoro:kokoro-studio-v1.0:bm_standin',
    );
    await page.screenshot({
      path: screenshotPath('settings-voice-packs-kokoro-en'),
      fullPage: true,
    });

    await page.goto(`${gateway().url}/#/speech`);
    const box = picker(page, 'Voice');
    await expectChoices(page, 'Voice');
    await box.click();
    await box.fill('af_standin');
    const option = page
      .getByRole('option')
      .and(page.locator('[data-id="kokoro:kokoro-studio-v1.0:af_standin"]'));
    await expect(option).toContainText('neural voice pack');
    await page.keyboard.press('Escape');

    await page.goto(`${gateway().url}/#/settings`);
    await section.getByRole('button', { name: 'Unbind en_male_oliver' }).click();
    await section.getByRole('button', { name: 'Remove kokoro-studio-v1.0' }).click();
    await expect(
      section
        .getByRole('list', { name: 'Installed voice packs' })
        .getByRole('listitem')
        .filter({ hasText: 'kokoro-studio-v1.0' }),
    ).toHaveCount(0);
    await context.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('Settings → Voices in Chinese: every string translated, axe-clean', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await openStudio(page);
  await page.goto(`${gateway().url}/#/settings`);
  const section = page.getByRole('region', { name: '音色包', exact: true });
  await expect(section.getByRole('heading', { name: '音色包' })).toBeVisible();
  await expect(page.getByText(/^(Loading…|加载中…)$/)).toHaveCount(0);
  await expect(section.getByLabel('选择音色包文件…')).toBeAttached();
  await axeClean(page, 'settings in Chinese');
  expect(await missingStrings(page)).toEqual([]);
  await context.close();
});

/**
 * The catalog voice picker with its Model facet, photographed in both languages and themes at
 * two sizes: one test per variant, so each has its own time budget (eight axe scans in one
 * test ran past a single budget with both cores busy). The pack is added once, before the
 * first, and removed after the last.
 */
test.describe.serial('the catalog voice picker with its Model facet', () => {
  let dir = '';
  const words = {
    en: {
      section: 'Voices',
      choose: 'Choose the pack’s files…',
      catalog: 'Catalog voice',
      facets: 'Narrow the voices',
      model: 'Model',
    },
    'zh-CN': {
      section: '音色包',
      choose: '选择音色包文件…',
      catalog: '目录音色',
      facets: '筛选音色',
      model: '模型',
    },
  } as const;

  test.beforeAll(async ({ browser }) => {
    dir = await mkdtemp(path.join(tmpdir(), 'voxmesh-e2e-pack-'));
    const files = await writeStandInPack(dir, 'en_US-facets-medium');
    const context = await browser.newContext({ locale: 'en' });
    const page = await context.newPage();
    await openStudio(page);
    await page.goto(`${gateway().url}/#/settings`);
    const section = page.getByRole('region', { name: 'Voices', exact: true });
    await section.getByLabel(words.en.choose).setInputFiles([files.model, files.config]);
    await expect(section.getByRole('combobox', { name: 'Catalog voice' })).toHaveAttribute(
      'data-count',
      '330',
    );
    await context.close();
  });

  test.afterAll(async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en' });
    const page = await context.newPage();
    await openStudio(page);
    await page.goto(`${gateway().url}/#/settings`);
    const section = page.getByRole('region', { name: 'Voices', exact: true });
    const remove = section.getByRole('button', { name: 'Remove en_US-facets-medium' });
    // A click that lands while the section is still refreshing its list is not acted on:
    // press again until the pack is gone.
    await expect(async () => {
      if ((await remove.count()) > 0) await remove.click();
      await expect(remove).toHaveCount(0, { timeout: 2_000 });
    }).toPass();
    await context.close();
    await rm(dir, { recursive: true, force: true });
  });

  for (const locale of ['en', 'zh-CN'] as const)
    for (const theme of ['light', 'dark'] as const)
      for (const size of [
        { width: 1280, height: 860 },
        { width: 800, height: 600 },
      ])
        test(`in ${locale}, ${theme}, ${size.width}×${size.height}`, async ({ browser }) => {
          const w = words[locale];
          const context = await browser.newContext({ locale, colorScheme: theme, viewport: size });
          const page = await context.newPage();
          await openStudio(page);
          await page.goto(`${gateway().url}/#/settings`);
          const section = page.getByRole('region', { name: w.section, exact: true });
          const catalog = section.getByRole('combobox', { name: w.catalog, exact: true });
          await expect(catalog).toHaveAttribute('data-count', '330');
          const facet = section.getByRole('group', { name: w.facets }).getByLabel(w.model);
          await facet.selectOption({ label: 'alpha-tts (322)' });
          await expect(catalog).toHaveAttribute('data-count', '322');
          await catalog.scrollIntoViewIfNeeded();
          await axeClean(page, `voice picker facets ${locale} ${theme} ${size.width}`);
          expect(await missingStrings(page)).toEqual([]);
          await page.screenshot({
            path: screenshotPath(
              `voice-facets-model-${theme}-${locale}-${size.width}x${size.height}`,
            ),
          });
          await context.close();
        });
});
