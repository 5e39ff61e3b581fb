/**
 * "Use these settings" and "Generate again" from a result (issue 31, item 6): Speech's result,
 * each of its recent results, and Long text's finished task refill their panel (text as
 * written, voice, every parameter) and make it once more.
 */
import { expect, screenshotPath, test } from './fixtures.ts';
import { layoutFaults } from './layout.ts';
import { picker } from './pickers.ts';

test('Speech: a recent result refills the panel; the result makes itself again', async ({
  studio,
}) => {
  const text = studio.getByLabel('Text', { exact: true });
  const speed = studio.getByRole('slider', { name: 'Speed' });
  const readAlong = studio.getByRole('region', { name: /^Read along/ });
  const generate = studio.getByRole('button', { name: 'Generate', exact: true });
  await expect(picker(studio, 'Voice')).toHaveAttribute('data-value', 'en_female_ava');

  await text.fill('A slow first result to reuse.');
  await speed.focus();
  for (let i = 0; i < 3; i++) await studio.keyboard.press('ArrowLeft');
  await expect(speed).toHaveAttribute('aria-valuenow', '-0.15');
  await generate.click();
  await expect(readAlong).toHaveText('A slow first result to reuse.');

  await text.fill('A second result at normal speed.');
  await speed.focus();
  await studio.keyboard.press('Delete');
  await expect(speed).toHaveAttribute('aria-valuenow', '0');
  await generate.click();
  await expect(readAlong).toHaveText('A second result at normal speed.');

  const recent = studio.getByRole('region', { name: 'Recent results' });
  await expect(recent.getByRole('listitem')).toHaveCount(2);
  await studio.setViewportSize({ width: 1280, height: 860 });
  expect(await layoutFaults(studio)).toEqual([]);
  await studio.screenshot({ path: screenshotPath('reuse-results-speech-light-en') });

  await recent.getByRole('button', { name: /^Use these settings: A slow first result/ }).click();
  await expect(text).toHaveValue('A slow first result to reuse.');
  await expect(speed).toHaveAttribute('aria-valuenow', '-0.15');

  // The result in the player (the second) makes itself again, with its own settings.
  const made = studio.waitForResponse(
    (r) => r.url().endsWith('/v1/audio/speech') && r.request().method() === 'POST',
  );
  await studio.getByRole('button', { name: 'Generate again', exact: true }).click();
  const request = await made;
  expect(request.status()).toBe(200);
  expect(request.request().postDataJSON()).toMatchObject({
    input: 'A second result at normal speed.',
    voice: 'en_female_ava',
  });
  await expect(text).toHaveValue('A second result at normal speed.');
  await expect(speed).toHaveAttribute('aria-valuenow', '0');
  await expect(recent.getByRole('listitem')).toHaveCount(3);
  await expect(recent.getByRole('listitem').first()).toHaveAttribute('aria-current', 'true');
});

test("Long text: the finished task's settings come back, and Generate again submits it anew", async ({
  studio,
}) => {
  await studio
    .getByRole('navigation')
    .getByRole('link', { name: 'Long text', exact: true })
    .click();
  await expect(studio.getByRole('heading', { level: 1 })).toHaveText('Long text');
  const text = studio.getByLabel('Text', { exact: true });
  const written = 'A short book.\n\nIts second paragraph, reused.';
  await text.fill(written);
  await studio.getByRole('button', { name: 'Generate', exact: true }).click();
  const reuse = studio.getByRole('button', { name: 'Use these settings', exact: true });
  await expect(reuse).toBeVisible({ timeout: 60_000 });

  await text.fill('Something else entirely.');
  await reuse.click();
  await expect(text).toHaveValue(written);

  const submitted = studio.waitForResponse(
    (r) => r.url().endsWith('/v1/audio/speech/tasks') && r.request().method() === 'POST',
  );
  await studio.getByRole('button', { name: 'Generate again', exact: true }).click();
  const task = await submitted;
  expect(task.status()).toBe(200);
  expect(task.request().postDataJSON()).toMatchObject({ input: written });
  await expect(reuse).toBeVisible({ timeout: 60_000 });
  await studio.screenshot({ path: screenshotPath('reuse-results-long-text-light-en') });
});
