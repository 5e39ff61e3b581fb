/**
 * "Use these settings" and "Generate again" from History (issue 31, item 6): the panel the
 * entry came from is refilled with its text as written, model, voice and every parameter, and
 * Generate again makes it once more.
 */
import { expect, GRID_PROMPT, test } from './fixtures.ts';
import { picker } from './pickers.ts';

test('History refills Speech with text, voice and parameters, and Generate again makes it anew', async ({
  studio,
}) => {
  const text = 'Settings worth reusing: slow, and with a pause.';
  await studio.getByLabel('Text', { exact: true }).fill(text);
  await expect(picker(studio, 'Voice')).toHaveAttribute('data-value', 'en_female_ava');
  const speed = studio.getByRole('slider', { name: 'Speed' });
  await speed.focus();
  for (let i = 0; i < 3; i++) await studio.keyboard.press('ArrowLeft');
  await expect(speed).toHaveAttribute('aria-valuenow', '-0.15');
  await studio.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(studio.getByTestId('player-time')).toBeVisible();

  // Something else in the panel meanwhile.
  await studio.getByLabel('Text', { exact: true }).fill('Another sentence.');
  await speed.focus();
  await studio.keyboard.press('Delete');
  await expect(speed).toHaveAttribute('aria-valuenow', '0');

  const nav = studio.getByRole('navigation');
  await nav.getByRole('link', { name: 'History', exact: true }).click();
  await studio.getByRole('searchbox').fill('Settings worth reusing');
  const rows = studio.getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await rows
    .first()
    .getByRole('button', { name: /^More actions / })
    .click();
  await studio.getByRole('menuitem', { name: 'Use these settings' }).click();

  await expect(studio.getByRole('heading', { level: 1 })).toHaveText('Speech');
  await expect(studio.getByLabel('Text', { exact: true })).toHaveValue(text);
  await expect(studio.getByRole('slider', { name: 'Speed' })).toHaveAttribute(
    'aria-valuenow',
    '-0.15',
  );
  await expect(picker(studio, 'Voice')).toHaveAttribute('data-value', 'en_female_ava');

  await nav.getByRole('link', { name: 'History', exact: true }).click();
  await studio.getByRole('searchbox').fill('Settings worth reusing');
  await rows
    .first()
    .getByRole('button', { name: /^More actions / })
    .click();
  const made = studio.waitForResponse(
    (r) => r.url().endsWith('/v1/audio/speech') && r.request().method() === 'POST',
  );
  await studio.getByRole('menuitem', { name: 'Generate again' }).click();
  expect((await made).status()).toBe(200);
  await expect(studio.getByRole('heading', { level: 1 })).toHaveText('Speech');
  const box = studio.getByRole('region', { name: /^Read along/ });
  await expect(box).toHaveText(text);

  await nav.getByRole('link', { name: 'History', exact: true }).click();
  await studio.getByRole('searchbox').fill('Settings worth reusing');
  await expect(rows).toHaveCount(2);
});

test('Open in 3D shows the model with its prompt, seed and style in the Text tab', async ({
  studio,
  gridChair,
}) => {
  await studio.getByRole('navigation').getByRole('link', { name: 'History', exact: true }).click();
  await studio.getByRole('searchbox').fill(gridChair);
  await studio.getByRole('button', { name: `Open in 3D ${gridChair}` }).click();
  await expect(studio.getByRole('heading', { level: 1 })).toHaveText('3D');
  await expect(studio.getByText(`Task ${gridChair}`).first()).toBeVisible();
  await expect(studio.getByRole('tab', { name: 'Text', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(studio.getByLabel('Prompt', { exact: true })).toHaveValue(GRID_PROMPT);
  await expect(studio.locator('#mesh-seed')).toHaveValue('42');
});
