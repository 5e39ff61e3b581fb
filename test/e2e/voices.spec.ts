/**
 * Finding a voice (issue 31, item 8): facets by language, region and gender narrow the
 * catalog; Preview shows that it plays and stops; the default voice speaks the UI language.
 */
import { expect, gateway, openStudio, screenshotPath, test } from './fixtures.ts';
import { expectChoices, listOf, pick, picker } from './pickers.ts';

test('alpha-tts voices narrowed by language, region and gender; Preview plays and stops', async ({
  studio,
}) => {
  await pick(studio, 'Model', 'alpha-tts');
  await expectChoices(studio, 'Voice');
  const facets = studio.getByRole('group', { name: 'Narrow the voices' });
  const language = facets.getByLabel('Language');
  const english = await language
    .locator('option', { hasText: /^\s*English \(\d+\)\s*$/ })
    .textContent();
  const englishCount = Number(/\((\d+)\)/.exec(english ?? '')![1]);
  await language.selectOption({ label: english!.trim() });
  await expect(picker(studio, 'Voice')).toHaveAttribute('data-count', String(englishCount));

  const region = facets.getByLabel('Region');
  const india = (await region.locator('option', { hasText: /India/ }).textContent())!.trim();
  await region.selectOption({ label: india });
  const indiaCount = Number(/\((\d+)\)/.exec(india)![1]);
  // The chosen voice (Australian) stays listed, so its name stays in the box.
  await expect(picker(studio, 'Voice')).toHaveAttribute('data-count', String(indiaCount + 1));
  await expect(picker(studio, 'Voice')).toHaveValue(/ · /);
  await facets.getByLabel('Gender').selectOption('female');
  const count = Number(await picker(studio, 'Voice').getAttribute('data-count'));
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(indiaCount + 1);

  // Two voices named Neerja are told apart.
  const box = picker(studio, 'Voice');
  await box.click();
  await box.fill('Neerja');
  const list = await listOf(studio, 'Voice');
  await expect(list.getByRole('option').first()).toBeVisible();
  const names = await list.getByRole('option').allTextContents();
  expect(names.some((n) => n.includes('Neerja (Expressive)'))).toBe(true);
  expect(new Set(names).size).toBe(names.length);
  await box.press('Escape');
  await studio.screenshot({ path: screenshotPath('voices-facets-light-en') });

  const preview = studio.getByRole('button', { name: 'Preview', exact: true });
  await preview.click();
  const stop = studio.getByRole('button', { name: 'Stop preview' });
  await expect(stop).toBeVisible();
  await stop.click();
  await expect(preview).toBeVisible();
});

test('a Chinese UI starts with a Chinese voice and a Chinese sample sentence', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await openStudio(page);
  await page.goto(`${gateway().url}/#/speech`);
  const voice = picker(page, '音色');
  await expect(voice).toHaveAttribute('data-value', /^zh/);
  await expect(page.getByLabel('文本', { exact: true })).toHaveValue(/你好/);
  await context.close();
});

test('at 800×600 the voice list opens against its field and inside the window', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
  const page = await context.newPage();
  await openStudio(page);
  await page.goto(`${gateway().url}/#/long-text`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Long text');
  await expectChoices(page, 'Voice');
  const box = picker(page, 'Voice');
  await box.scrollIntoViewIfNeeded();
  await box.click();
  const list = await listOf(page, 'Voice');
  await expect(list).toBeVisible();
  const field = (await box.boundingBox())!;
  const popup = (await list.boundingBox())!;
  expect(popup.y).toBeGreaterThanOrEqual(0);
  expect(popup.y + popup.height).toBeLessThanOrEqual(600);
  expect(popup.x + popup.width).toBeLessThanOrEqual(800);
  // Right under the field, or right over it when there is no room below.
  const below = Math.abs(popup.y - (field.y + field.height)) <= 12;
  const above = Math.abs(popup.y + popup.height - field.y) <= 12;
  expect(below || above).toBe(true);
  await page.screenshot({ path: screenshotPath('voices-list-800x600-light-en') });
  await context.close();
});
