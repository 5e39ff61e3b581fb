import { expect, test } from './fixtures.ts';
import { expectChoices } from './pickers.ts';

test('a live stream plays while it arrives, words light up, and the time to first audio shows', async ({
  studio,
}) => {
  await studio.getByRole('navigation').getByRole('link', { name: 'Live', exact: true }).click();
  await expect(studio.getByRole('heading', { level: 1 })).toHaveText('Live');
  await expectChoices(studio, 'Voice');
  await studio
    .getByLabel('Text', { exact: true })
    .fill('Streaming speech starts at once. The rest follows while you listen.');
  await studio.getByRole('button', { name: 'Generate' }).click();

  await expect(studio.getByTestId('first-audio')).toHaveText(/First audio after \d+ ms/);
  const audio = studio.locator('audio[src^="blob:"]');
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime))
    .toBeGreaterThan(0.5);
  await expect(studio.locator('.words [aria-current="true"]')).toHaveCount(1);
  await expect(studio.getByTestId('live-state')).toHaveText('Done');
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => a.ended), { timeout: 30_000 })
    .toBe(true);
});

test('Stop ends a stream early', async ({ studio }) => {
  await studio.getByRole('navigation').getByRole('link', { name: 'Live', exact: true }).click();
  await expect(studio.getByRole('heading', { level: 1 })).toHaveText('Live');
  await expectChoices(studio, 'Voice');
  await studio.getByLabel('Text', { exact: true }).fill('One more sentence. '.repeat(200));
  await studio.getByRole('button', { name: 'Generate' }).click();
  await studio.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(studio.getByTestId('live-state')).toHaveText('Stopped');
  await expect(studio.getByRole('alert')).toHaveCount(0);
});

test('PCM plays through Web Audio as frames arrive, and can be heard again once complete', async ({
  studio,
}) => {
  await studio.getByRole('navigation').getByRole('link', { name: 'Live', exact: true }).click();
  await expect(studio.getByRole('heading', { level: 1 })).toHaveText('Live');
  await expectChoices(studio, 'Voice');
  await studio.getByLabel('Codec', { exact: true }).selectOption('pcm_s16le');
  await expect(studio.getByLabel('Bitrate', { exact: true })).toHaveCount(0);
  await studio
    .getByLabel('Text', { exact: true })
    .fill('Raw samples go straight to the sound card. Each frame is scheduled as it lands.');
  await studio.getByRole('button', { name: 'Generate' }).click();

  await expect(studio.getByTestId('first-audio')).toHaveText(/First audio after \d+ ms/);
  // The Web Audio clock moves on while the stream is still arriving.
  await expect(studio.getByTestId('pcm-played')).toHaveText(/^0:0[1-9] played$/);
  await expect(studio.locator('.words [aria-current="true"]')).toHaveCount(1);
  await expect(studio.getByTestId('live-state')).toHaveText('Done');
  // Afterwards the session is a WAV in the <audio> element, ready to replay.
  const audio = studio.locator('audio[src^="blob:"]');
  await expect(audio).toHaveCount(1);
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.duration)).toBeGreaterThan(2);
});
