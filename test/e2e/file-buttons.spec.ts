/**
 * File pickers speak the studio's language: a button-like label over a hidden input, never the
 * browser's own "Choose File · No file chosen" box (seen untranslated in the Chinese
 * screenshots). Each is reached with Tab and named; a chosen file is taken.
 */
import { expect, openStudio, screenshotPath, test } from './fixtures.ts';
import { pick } from './pickers.ts';

const NATIVE_WORDS = /Choose File|No file chosen|未选择任何文件|选择文件(?!…)/;

test('the voice pack and reference pickers are studio buttons, in Chinese too', async ({
  browser,
}) => {
  const context = await browser.newContext({
    locale: 'zh-CN',
    viewport: { width: 800, height: 600 },
  });
  const page = await context.newPage();
  await openStudio(page);

  // Settings → 音色包: the drop zone's picker.
  await page.getByRole('navigation').getByRole('link', { name: '设置', exact: true }).click();
  const drop = page.getByRole('group', { name: '从文件添加音色包', exact: true });
  await drop.scrollIntoViewIfNeeded();
  const packInput = page.getByTestId('voice-pack-files');
  await expect(packInput).toHaveAccessibleName('选择音色包文件…');
  const packButton = page.locator('label.file-button').filter({ has: packInput });
  await expect(packButton).toBeVisible();
  await expect(packButton).toHaveText('选择音色包文件…');
  expect(await drop.innerText()).not.toMatch(NATIVE_WORDS);
  // The hidden input is still in the Tab order, and its label shows the focus.
  await packInput.focus();
  expect(await packButton.evaluate((l) => getComputedStyle(l).outlineStyle !== 'none')).toBe(true);
  await page.screenshot({ path: screenshotPath('file-button-voice-packs-zh-CN-800x600') });

  // Speech with a cloning model: the reference recording's picker.
  await page.getByRole('navigation').getByRole('link', { name: '语音', exact: true }).click();
  await pick(page, '模型', 'gamma-tts-2');
  const reference = page.getByLabel('或选择音频文件…', { exact: true });
  await expect(reference).toBeAttached();
  const referenceButton = page.locator('label.file-button').filter({ has: reference });
  await expect(referenceButton).toBeVisible();
  await reference.setInputFiles({
    name: 'my-voice.wav',
    mimeType: 'audio/wav',
    buffer: Buffer.from('RIFF0000WAVE'),
  });
  await expect(page.getByText('my-voice.wav', { exact: true })).toBeVisible();
  expect(await page.locator('main').innerText()).not.toMatch(NATIVE_WORDS);
  await context.close();
});
