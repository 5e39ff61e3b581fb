import { gateway, expect, PANELS, test } from './fixtures.ts';
import { choices } from './pickers.ts';

test.describe('the studio shell', () => {
  test('connects with the key from the URL fragment, hides it, and lists the speech models', async ({
    studio,
  }) => {
    expect(studio.url()).not.toContain(gateway().key);
    const models = await choices(studio, 'Model');
    expect(models).toContain('beta-speech-v8');
    expect(models).toContain('alpha-tts');
    expect(models).not.toContain('mesh-6');
  });

  test('asks for a key when none is given, and says so when the key is wrong', async ({ page }) => {
    await page.goto(`${gateway().url}/`);
    await page.getByLabel('API key').fill('sk-wrongwrongwrongwrongwrongwrongwrongwrongwro');
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByRole('alert')).toContainText(/Incorrect API key|invalid/i);
  });

  test('every panel is one link away, by its name', async ({ studio }) => {
    for (const p of PANELS) {
      await studio.getByRole('navigation').getByRole('link', { name: p.name, exact: true }).click();
      await expect(studio).toHaveURL(new RegExp(`#/${p.path}$`));
      await expect(studio.getByRole('heading', { level: 1 })).toHaveText(p.name);
    }
  });
});
