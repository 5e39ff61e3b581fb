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
    await expect(page.getByRole('alert')).toContainText('The key was not accepted');
  });

  test('every panel is one link away, by its name', async ({ studio }) => {
    for (const p of PANELS) {
      await studio.getByRole('navigation').getByRole('link', { name: p.name, exact: true }).click();
      await expect(studio).toHaveURL(new RegExp(`#/${p.path}$`));
      await expect(studio.getByRole('heading', { level: 1 })).toHaveText(p.name);
    }
  });

  test('panels not opened yet are built while the studio is idle, but ask for nothing and start no viewer until shown', async ({
    studio,
  }) => {
    // Every request of the page since it opened, as paths.
    const asked = () =>
      studio.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
      );
    const askedFor = async (pattern: RegExp) => (await asked()).some((p) => pattern.test(p));
    await studio.getByLabel('Text', { exact: true }).fill('Spoken only from the Speech panel.');
    // The panels' code loads first, then they are built one per idle moment; the studio
    // marks the moment the last one is (components/PanelStack.vue). Waiting for that mark,
    // not for a run of idle callbacks: headless Chromium sometimes grants none at all.
    await expect.poll(() => askedFor(/\/SettingsPanel-/)).toBe(true);
    await expect
      .poll(
        () => studio.evaluate(() => performance.getEntriesByName('voxmesh:panels-built').length),
        // One panel per idle moment, each within the studio's 3 s idle deadline.
        { timeout: 60_000 },
      )
      .toBe(1);
    const settings = ['/v1/keys', '/v1/usage', '/v1/server', '/v1/logs', '/v1/upstream'];
    expect((await asked()).filter((p) => settings.includes(p))).toEqual([]);
    // three.js comes with the 3D panel's first showing, not with its hidden build.
    expect(await askedFor(/\/mesh-viewer-/)).toBe(false);

    const nav = studio.getByRole('navigation');
    await nav.getByRole('link', { name: '3D', exact: true }).click();
    await expect(studio.getByRole('heading', { level: 1 })).toHaveText('3D');
    await expect.poll(() => askedFor(/\/mesh-viewer-/)).toBe(true);
    await nav.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect
      .poll(async () => {
        const now = await asked();
        return settings.every((p) => now.includes(p));
      })
      .toBe(true);
    // Shortcuts follow the panel on screen: Ctrl+Enter on Settings does not make the hidden
    // Speech panel speak its text.
    await studio.keyboard.press('Control+Enter');
    await nav.getByRole('link', { name: 'Speech', exact: true }).click();
    await expect(studio.getByRole('heading', { level: 1 })).toHaveText('Speech');
    expect(await askedFor(/^\/v1\/audio\/speech$/)).toBe(false);
  });
});
