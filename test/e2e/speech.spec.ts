import { expect, screenshotPath, test } from './fixtures.ts';
import { pick } from './pickers.ts';

test('speaks a sentence, follows the words while playing, and plays it to the end', async ({
  studio,
}) => {
  await pick(studio, 'Model', 'beta-speech-v8');
  await pick(studio, 'Voice', 'en_female_ava');
  await studio
    .getByLabel('Text', { exact: true })
    .fill('The quick brown fox jumps over the lazy dog.');
  await studio.getByRole('button', { name: 'Generate', exact: true }).click();

  const audio = studio.locator('audio[src^="blob:"]').first();
  await expect(audio).toBeAttached();
  await expect(studio.locator('.read-along .seg')).toHaveCount(9);

  await studio.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(studio.locator('.read-along [aria-current="true"]')).toHaveCount(1);
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => a.ended), { timeout: 30_000 })
    .toBe(true);
  await expect(studio.locator('.read-along [aria-current="true"]')).toHaveText('dog');

  await expect(studio.getByRole('button', { name: 'Download', exact: true })).toBeEnabled();
  await expect(studio.getByRole('button', { name: 'Copy as cURL' })).toBeVisible();
  await studio.screenshot({ path: screenshotPath('speech-result-light-en') });
});

test('a refused request says what to change beside the field, without API names', async ({
  studio,
}) => {
  await pick(studio, 'Model', 'gamma-tts-2');
  await studio.getByLabel('Text', { exact: true }).fill('Hello there.');
  await studio.getByRole('button', { name: 'Generate', exact: true }).click();
  const alert = studio.getByRole('alert');
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText('Give the web address of a recording');
  const shown = await alert.evaluate((e: HTMLElement) => e.innerText);
  expect(shown).not.toContain('reference_audio_url');
  expect(shown).not.toContain('{');
  // Right under the Reference recording field, not across the window.
  const field = (await studio.getByLabel('Reference clip URL', { exact: true }).boundingBox())!;
  const note = (await alert.boundingBox())!;
  expect(note.y).toBeGreaterThan(field.y + field.height - 1);
  expect(note.y - (field.y + field.height)).toBeLessThan(160);
  // The gateway's own words stay one click away.
  await alert.getByText('Details').click();
  await expect(alert.locator('code')).toContainText('reference_audio_url');
});
