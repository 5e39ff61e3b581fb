/**
 * Downloads are named for what they hold (issue 31, item 7): date, voice, first words, after
 * the pattern set in Settings; the same from History as from the panel that made the file.
 */
import { expect, test } from './fixtures.ts';
import { picker } from './pickers.ts';

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test('Speech and History save "date voice - first words.mp3"; the pattern in Settings changes it', async ({
  studio,
}) => {
  await studio.getByLabel('Text', { exact: true }).fill('The quick brown fox. It jumps.');
  await expect(picker(studio, 'Voice')).toHaveAttribute('data-value', 'en_female_ava');
  await studio.getByRole('button', { name: 'Generate', exact: true }).click();
  const save = studio.getByRole('button', { name: 'Download', exact: true });
  const [fromSpeech] = await Promise.all([studio.waitForEvent('download'), save.click()]);
  expect(fromSpeech.suggestedFilename()).toBe(`${today()} Ava - The quick brown fox. It jumps.mp3`);

  await studio.getByRole('navigation').getByRole('link', { name: 'History', exact: true }).click();
  const row = studio.getByRole('listitem').filter({ hasText: 'The quick brown fox. It jumps.' });
  const [fromHistory] = await Promise.all([
    studio.waitForEvent('download'),
    row
      .first()
      .getByRole('button', { name: /^Download / })
      .click(),
  ]);
  expect(fromHistory.suggestedFilename()).toBe(fromSpeech.suggestedFilename());

  await studio.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();
  const pattern = studio.getByLabel('Download file names');
  await pattern.fill('{voice}_{model}');
  await expect(studio.getByText('Example: Ava_alpha-tts.mp3')).toBeVisible();
  await studio.getByRole('navigation').getByRole('link', { name: 'History', exact: true }).click();
  const [renamed] = await Promise.all([
    studio.waitForEvent('download'),
    row
      .first()
      .getByRole('button', { name: /^Download / })
      .click(),
  ]);
  expect(renamed.suggestedFilename()).toBe('Ava_beta-speech-v8.mp3');
});
