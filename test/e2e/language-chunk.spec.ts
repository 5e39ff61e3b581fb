/**
 * The Chinese messages are a chunk of their own (docs/decisions.md, "The studio's first chunk
 * carries English only"): an English studio never fetches it; switching the language in
 * Settings shows Chinese once it is there; a studio that starts in Chinese paints in Chinese
 * from the first frame, never English first.
 */
import { expect, gateway, missingStrings, openStudio, test } from './fixtures.ts';

const isChineseChunk = (url: string) => /\/assets\/zh-CN-[\w-]+\.js$/.test(url);

test('an English studio fetches no Chinese; switching to 简体中文 in Settings shows it', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (isChineseChunk(r.url())) fetched.push(r.url());
  });
  await openStudio(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  expect(fetched).toEqual([]);

  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('设置');
  await expect(page.getByRole('navigation').getByRole('link', { name: '语音' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
  expect(fetched).toHaveLength(1);

  // Back to English and to Chinese again: the chunk is not fetched a second time.
  await page.getByRole('combobox', { name: '语言', exact: true }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('system');
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('设置');
  expect(fetched).toHaveLength(1);
  expect(await missingStrings(page)).toEqual([]);
  await context.close();
});

test('a studio that starts in Chinese shows Chinese in its first paint', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  // Every heading the page ever shows, from the first one mounted.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as Window & { __headings?: string[] }).__headings = seen;
    new MutationObserver(() => {
      const h1 = document.querySelector('h1')?.textContent?.trim();
      if (h1 && seen.at(-1) !== h1) seen.push(h1);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const { url, key } = gateway();
  await page.goto(`${url}/#key=${key}`);
  await expect(page.getByTestId('link-state')).toHaveText('已连接');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('语音');
  const headings = await page.evaluate(
    () => (window as Window & { __headings?: string[] }).__headings ?? [],
  );
  expect(headings).toEqual(['语音']);
  await context.close();
});
