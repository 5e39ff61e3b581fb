/**
 * Text as written and one player per result: the read-along shows what the user typed
 * (punctuation, paragraphs, the final period) and keeps the spoken word inside its box after
 * a seek; History reopens a task's text in the editor; Live lays its words over the text;
 * every result has one set of controls with one time readout.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, gateway, openStudio, screenshotPath, test } from './fixtures.ts';
import { prose } from '../helpers/prose.ts';
import { submitSpeechTask, waitForTask } from '../helpers/tasks.ts';
import { expectChoices } from './pickers.ts';

/** `inner` lies inside `outer` as drawn (a pixel of slack for rounding). */
async function expectInside(inner: Locator, outer: Locator, what: string): Promise<void> {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  expect(a.y, `${what}: top`).toBeGreaterThanOrEqual(b.y - 1);
  expect(a.y + a.height, `${what}: bottom`).toBeLessThanOrEqual(b.y + b.height + 1);
}

/** A finished task made through the API (the studio did not submit it, so knows no text). */
async function finishedTask(input: string): Promise<string> {
  const { url, key } = gateway();
  const body = { model: 'beta-speech-v8', voice: 'en_female_ava', input };
  const { status, body: task } = await submitSpeechTask(url, key, body);
  expect(status).toBe(200);
  expect((await waitForTask(url, key, task.id)).status).toBe('completed');
  return task.id;
}

async function openFromHistory(page: Page, firstWords: string, id: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'History', exact: true }).click();
  await page.getByRole('searchbox').fill(firstWords);
  const row = page.getByRole('listitem').filter({ hasText: firstWords });
  await row.getByRole('button', { name: `Open in Long text ${id}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Long text');
}

test('History reopens a long text as written; after a seek the spoken word is inside the read-along box', async ({
  studio,
}) => {
  test.setTimeout(300_000);
  const text = `Chapter one, as written.\n\n${prose(1600)}`;
  const id = await finishedTask(text);
  await openFromHistory(studio, 'Chapter one, as written.', id);

  // The editor and the read-along hold the submitted text, punctuation and paragraphs kept.
  await expect(studio.getByLabel('Text', { exact: true })).toHaveValue(text);
  const box = studio.getByRole('region', { name: /^Read along/ });
  await expect(box).toBeVisible();
  expect(await box.evaluate((el) => el.textContent)).toBe(text);

  // A click on the waveform at 80 %: the marked word is drawn inside the box.
  const wave = studio.locator('.audio-result .wave');
  const w = (await wave.boundingBox())!;
  await wave.click({ position: { x: w.width * 0.8, y: w.height / 2 } });
  const current = box.locator('[aria-current="true"]');
  await expect(current).toHaveCount(1);
  await expect
    .poll(async () => {
      const a = (await current.boundingBox())!;
      const b = (await box.boundingBox())!;
      return a.y >= b.y - 1 && a.y + a.height <= b.y + b.height + 1;
    })
    .toBe(true);
  await expectInside(current, box, 'after the seek');
  await studio.screenshot({ path: screenshotPath('read-along-after-seek') });

  // The user scrolls the box away: it is left there, and "Follow the voice" brings it back.
  await box.hover();
  await studio.mouse.wheel(0, -5000);
  await expect.poll(() => box.evaluate((el) => el.scrollTop)).toBe(0);
  const follow = studio.getByRole('button', { name: 'Follow the voice' });
  await expect(follow).toBeVisible();
  await follow.click();
  await expectInside(current, box, 'after Follow');
  await expect(follow).toHaveCount(0);
});

test('Speech keeps the final period, and a result has one player with one time readout', async ({
  studio,
}) => {
  const text = 'Hello there, friend.\nHow are you today?';
  await studio.getByLabel('Text', { exact: true }).fill(text);
  await studio.getByRole('button', { name: 'Generate', exact: true }).click();
  const box = studio.getByRole('region', { name: /^Read along/ });
  await expect(box).toBeVisible();
  expect(await box.evaluate((el) => el.textContent)).toBe(text);

  // No native controls anywhere: one Play, one position slider, one readout.
  await expect(studio.locator('audio[controls]')).toHaveCount(0);
  await expect(studio.getByRole('button', { name: 'Play', exact: true })).toHaveCount(1);
  const readout = studio.getByTestId('player-time');
  await expect(readout).toHaveCount(1);
  const audio = studio.locator('.audio-result audio');
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.duration > 0)).toBe(true);
  const seconds = await audio.evaluate((a: HTMLAudioElement) => Math.floor(a.duration));
  const clock = `0:${String(seconds).padStart(2, '0')}`;
  await expect(readout).toHaveText(`0:00 / ${clock}`);

  // Keyboard: End on the position slider goes to the end; the readout says so.
  const position = studio.getByRole('slider', { name: 'Position' });
  await position.focus();
  await studio.keyboard.press('End');
  await expect(readout).toHaveText(`${clock} / ${clock}`);
  await studio.keyboard.press('Home');
  await expect(readout).toHaveText(`0:00 / ${clock}`);
  await studio.screenshot({ path: screenshotPath('speech-one-player') });
});

test('Live lays its words over the text as written', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  await openStudio(page);
  await page.goto(`${gateway().url}/#/live`);
  // A hash change is a same-document navigation: goto returns while Speech is still shown,
  // and its Voice picker and Text box would answer for Live's. Live is waited for by name.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live');
  const text = 'Live, with punctuation: kept!\nAnd a second line.';
  // Generate is taken only once the live model and its voices are known.
  await expectChoices(page, 'Voice');
  await page.getByLabel('Text', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByTestId('live-state')).toHaveText('Done', { timeout: 60_000 });
  const words = page.getByRole('region', { name: /words/i });
  expect(await words.evaluate((el) => el.textContent)).toBe(text);
  await context.close();
});

test('Live names its codecs as people do, with the API value beside', async ({ studio }) => {
  await studio.getByRole('navigation').getByRole('link', { name: 'Live', exact: true }).click();
  const codec = studio.getByLabel('Codec', { exact: true });
  const labels = (await codec.locator('option').allTextContents()).map((s) => s.trim());
  expect(labels).toEqual(['MP3 · libmp3lame', 'PCM 16-bit · pcm_s16le', 'μ-law · pcm_mulaw']);
  await codec.selectOption('pcm_mulaw');
  await expect(codec).toHaveValue('pcm_mulaw');
});
