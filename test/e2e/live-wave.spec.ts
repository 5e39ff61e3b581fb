/**
 * Live (issue 31, item 10): the waveform is drawn while the stream arrives, names itself and
 * says in text how much arrived; what was streamed downloads as MP3 and as WAV, from an MP3
 * session and from a PCM one, with the studio's file names.
 */
import type { Download, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectChoices } from './pickers.ts';

const SENTENCE = 'The waveform grows while the words are still being made. ';

async function openLive(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Live', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live');
  await expectChoices(page, 'Voice');
}

/** Pixels of the waveform canvas that are drawn (not transparent). */
function ink(page: Page): Promise<number> {
  return page.getByRole('img', { name: 'Waveform of the streamed audio' }).evaluate((c) => {
    const canvas = c as HTMLCanvasElement;
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
    return n;
  });
}

async function bytesOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  return readFile(path!);
}

/** Seconds of audio in a 16-bit mono WAV the studio wrote. */
function wavSeconds(wav: Buffer): number {
  expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(wav.subarray(8, 12).toString('latin1')).toBe('WAVE');
  const rate = wav.readUInt32LE(24);
  return wav.readUInt32LE(40) / 2 / rate;
}

/** An MP3 begins with an ID3 tag or a frame sync (11 bits set). */
function looksLikeMp3(mp3: Buffer): boolean {
  return (
    mp3.subarray(0, 3).toString('latin1') === 'ID3' ||
    (mp3[0] === 0xff && (mp3[1]! & 0xe0) === 0xe0)
  );
}

test('an MP3 stream draws its waveform as it arrives and downloads as MP3 and WAV', async ({
  studio,
}) => {
  await openLive(studio);
  await studio.getByLabel('Text', { exact: true }).fill(SENTENCE.repeat(30).trim());
  await studio.getByRole('button', { name: 'Generate' }).click();

  // Drawn while the rest is still streaming.
  const wave = studio.getByRole('img', { name: 'Waveform of the streamed audio' });
  await expect(wave).toBeVisible();
  await expect.poll(() => ink(studio)).toBeGreaterThan(200);
  await expect(studio.getByTestId('live-state')).toHaveText('Streaming…');
  const text = studio.getByTestId('live-wave-text');
  await expect(text).toHaveText(/^\d+:\d\d received, \d+:\d\d heard$/);
  await expect(wave).toHaveAttribute('aria-describedby', 'live-wave-text');

  await expect(studio.getByTestId('live-state')).toHaveText('Done', { timeout: 120_000 });
  // The whole stream is drawn: the WAV below holds as much audio as the text says.
  const mp3Download = studio.waitForEvent('download');
  await studio.getByRole('button', { name: 'Download MP3' }).click();
  const mp3 = await mp3Download;
  expect(mp3.suggestedFilename()).toMatch(/^\d{4}-\d\d-\d\d .+ - The waveform grows.*\.mp3$/);
  expect(looksLikeMp3(await bytesOf(mp3))).toBe(true);

  const wavDownload = studio.waitForEvent('download');
  await studio.getByRole('button', { name: 'Download WAV' }).click();
  const wav = await wavDownload;
  expect(wav.suggestedFilename()).toMatch(/\.wav$/);
  const seconds = wavSeconds(await bytesOf(wav));
  const [m, s] = ((await text.textContent()) ?? '').split(' ')[0]!.split(':').map(Number);
  expect(Math.abs(seconds - (m! * 60 + s!))).toBeLessThan(1.5);
});

test('a PCM stream draws its waveform and downloads as WAV; MP3 is for MP3 streams', async ({
  studio,
}) => {
  await openLive(studio);
  await studio.getByLabel('Codec', { exact: true }).selectOption('pcm_s16le');
  await studio.getByLabel('Text', { exact: true }).fill(SENTENCE.repeat(3).trim());
  await studio.getByRole('button', { name: 'Generate' }).click();
  await expect(studio.getByTestId('live-state')).toHaveText('Done', { timeout: 60_000 });
  await expect.poll(() => ink(studio)).toBeGreaterThan(200);

  const wavDownload = studio.waitForEvent('download');
  await studio.getByRole('button', { name: 'Download WAV' }).click();
  const wav = await wavDownload;
  expect(wav.suggestedFilename()).toMatch(/ - The waveform grows.*\.wav$/);
  const wavBytes = await bytesOf(wav);
  expect(wavBytes.readUInt32LE(24)).toBe(24_000);
  expect(wavSeconds(wavBytes)).toBeGreaterThan(3);
  await expect(studio.getByRole('button', { name: 'Download MP3' })).toHaveCount(0);
  await expect(studio.getByText('MP3 downloads come from MP3 streams')).toBeVisible();
});
