import { prose } from '../helpers/prose.ts';
import { expect, screenshotPath, test } from './fixtures.ts';
import { pick } from './pickers.ts';

test('a 3,000-character task runs to completion, then a click on a word moves aria-current there', async ({
  studio,
}) => {
  await studio
    .getByRole('navigation')
    .getByRole('link', { name: 'Long text', exact: true })
    .click();
  await expect(studio.getByRole('heading', { level: 1 })).toHaveText('Long text');
  await pick(studio, 'Model', 'beta-speech-v8');
  const text = prose(3000);
  await studio.getByLabel('Text', { exact: true }).fill(text);
  await expect(studio.getByText(/3,000 \/ 500,000 characters/)).toBeVisible();
  await studio.getByRole('button', { name: 'Generate', exact: true }).click();

  await expect(studio.getByRole('button', { name: 'Download', exact: true })).toBeVisible({
    timeout: 150_000,
  });
  const words = studio.locator('.read-along .seg');
  expect(await words.count()).toBeGreaterThan(300);

  const target = words.nth(200);
  await target.click();
  await expect(target).toHaveAttribute('aria-current', 'true');
  await expect(studio.locator('.read-along [aria-current="true"]')).toHaveCount(1);
  await studio.screenshot({ path: screenshotPath('long-text-result-light-en') });

  const audio = studio.locator('audio[src^="blob:"]').first();
  const at = await audio.evaluate((a: HTMLAudioElement) => a.currentTime);
  expect(at).toBeGreaterThan(1);

  // The gateway's subtitles come down as files that parse.
  const [srt] = await Promise.all([
    studio.waitForEvent('download'),
    studio.getByRole('button', { name: 'Subtitles (SRT)' }).click(),
  ]);
  const srtText = await (await srt.createReadStream()).toArray();
  expect(Buffer.concat(srtText).toString()).toMatch(/^1\r?\n\d\d:\d\d:\d\d,\d\d\d --> /);
  const [vtt] = await Promise.all([
    studio.waitForEvent('download'),
    studio.getByRole('button', { name: 'Subtitles (VTT)' }).click(),
  ]);
  const vttText = Buffer.concat(await (await vtt.createReadStream()).toArray()).toString();
  expect(vttText).toMatch(/^WEBVTT/);
});
