/**
 * Recent results beside the generator (issue 31, item 7): the Speech panel lists what it made
 * this session, newest first; an older one plays again in the one player and downloads under
 * its own name.
 */
import { expect, playsAfter, screenshotPath, test } from './fixtures.ts';
import { layoutFaults } from './layout.ts';

test('Speech keeps its recent results; an older one plays again and downloads by name', async ({
  studio,
}) => {
  const text = studio.getByLabel('Text', { exact: true });
  const generate = studio.getByRole('button', { name: 'Generate', exact: true });
  const readAlong = studio.getByRole('region', { name: /^Read along/ });
  for (const words of ['First of two results.', 'Second of two results.']) {
    await text.fill(words);
    await generate.click();
    await expect(readAlong).toHaveText(words);
  }
  const recent = studio.getByRole('region', { name: 'Recent results' });
  const items = recent.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Second of two results');
  await expect(items.nth(0)).toHaveAttribute('aria-current', 'true');
  await expect(items.nth(1)).toContainText('First of two results');
  await expect(items.nth(1)).toContainText(/Ava · beta-speech-v8 · 0:0\d/);

  const audio = studio.locator('.audio-result audio');
  await playsAfter(audio, () =>
    items
      .nth(1)
      .getByRole('button', { name: /^Play First of two results/ })
      .click(),
  );
  await expect(readAlong).toHaveText('First of two results.');
  await expect(items.nth(1)).toHaveAttribute('aria-current', 'true');

  const [file] = await Promise.all([
    studio.waitForEvent('download'),
    items
      .nth(1)
      .getByRole('button', { name: /^Download First of two results/ })
      .click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^\d{4}-\d\d-\d\d Ava - First of two results\.mp3$/);

  // The list beside the result, in a window made narrow: nothing overlaps.
  await studio.screenshot({ path: screenshotPath('speech-recent-1280x860-light-en') });
  await studio.setViewportSize({ width: 800, height: 600 });
  await recent.scrollIntoViewIfNeeded();
  expect(await layoutFaults(studio)).toEqual([]);
  await studio.screenshot({ path: screenshotPath('speech-recent-800x600-light-en') });
});
