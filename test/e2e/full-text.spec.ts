/**
 * History rows show a preview; "Full text" shows the whole text of a speech entry, copies it,
 * and reuses it in Long text or Speech with the model and voice it was made with.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { prose } from '../helpers/prose.ts';
import { expect, gateway, screenshotPath, test } from './fixtures.ts';
import { picker } from './pickers.ts';

async function submitTask(text: string): Promise<string> {
  const res = await fetch(`${gateway().url}/v1/audio/speech/tasks`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${gateway().key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ model: 'beta-speech-v8', Text: text, VoiceId: 'en_male_oliver' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

test('History shows, copies and reuses the full text of a speech task', async ({
  studio,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const text = `${prose(600)}\nThe last line ends here.`;
  const id = await submitTask(text);

  await studio.getByRole('navigation').getByRole('link', { name: 'History', exact: true }).click();
  const open = studio.getByRole('button', { name: `Full text ${id}` });
  await expect(open).toBeVisible();
  await open.click();

  const dialog = studio.getByRole('dialog', { name: 'Full text' });
  const box = dialog.getByRole('textbox', { name: 'Full text of the request' });
  await expect(box).toHaveValue(text);
  await expect(dialog).toContainText(/beta-speech-v8 · en_male_oliver/);
  const axe = await new AxeBuilder({ page: studio }).analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  await studio.screenshot({ path: screenshotPath('history-full-text-light-en') });

  await dialog.getByRole('button', { name: 'Copy text' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await studio.evaluate(() => navigator.clipboard.readText())).toBe(text);

  await dialog.getByRole('button', { name: 'Open in Long text' }).click();
  await expect(studio.getByRole('heading', { level: 1 })).toHaveText('Long text');
  await expect(studio.getByLabel('Text', { exact: true })).toHaveValue(text);
  await expect(picker(studio, 'Model')).toHaveAttribute('data-value', 'beta-speech-v8');
  await expect(picker(studio, 'Voice')).toHaveAttribute('data-value', 'en_male_oliver');

  // Escape closes the dialog; "Open in Speech" fills the Speech text box.
  await studio.getByRole('navigation').getByRole('link', { name: 'History', exact: true }).click();
  await studio.getByRole('button', { name: `Full text ${id}` }).click();
  await expect(box).toHaveValue(text);
  await studio.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await studio.getByRole('button', { name: `Full text ${id}` }).click();
  await dialog.getByRole('button', { name: 'Open in Speech' }).click();
  await expect(studio.getByRole('heading', { level: 1 })).toHaveText('Speech');
  await expect(studio.getByLabel('Text', { exact: true })).toHaveValue(text);
});
