import { expect, gateway, screenshotPath, test } from './fixtures.ts';

test('a key made in Settings works once, its secret is shown once, and once revoked it is refused', async ({
  studio,
}) => {
  await studio.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(studio.getByTestId('gateway-url')).toHaveText(`${gateway().url}/v1`);
  await studio.getByLabel('Label').fill('script');
  await studio.getByRole('button', { name: 'Create key' }).click();
  const secret = (await studio.getByTestId('new-secret').textContent()) ?? '';
  expect(secret).toMatch(/^sk-/);

  const models = () =>
    fetch(`${gateway().url}/v1/models`, { headers: { Authorization: `Bearer ${secret}` } });
  expect((await models()).status).toBe(200);

  await studio.getByRole('button', { name: 'Revoke script' }).click();
  await studio.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(studio.getByRole('listitem').filter({ hasText: 'script' })).toContainText('revoked');
  expect((await models()).status).toBe(401);

  // The request log shows the refused call.
  await expect(studio.getByRole('log')).toContainText('401');
});

test('opening Settings asks the gateway for each of its sections once, and again on each return', async ({
  studio,
}) => {
  const asked: string[] = [];
  studio.on('request', (r) => asked.push(new URL(r.url()).pathname));
  const nav = studio.getByRole('navigation');
  const sections = ['/v1/keys', '/v1/usage', '/v1/server', '/v1/audio/lexicon', '/v1/upstream'];
  const times = (p: string) => asked.filter((a) => a === p).length;

  await nav.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(studio.getByRole('heading', { name: 'Server', exact: true })).toBeVisible();
  await expect.poll(() => sections.map(times)).toEqual([1, 1, 1, 1, 1]);

  await nav.getByRole('link', { name: 'Speech', exact: true }).click();
  await nav.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect.poll(() => sections.map(times)).toEqual([2, 2, 2, 2, 2]);
});

test('with a key without the admin scope, Settings says which sections need one and still shows usage', async ({
  page,
}) => {
  const made = await fetch(`${gateway().url}/v1/keys`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${gateway().key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ label: 'plain script', models: '*' }),
  });
  expect(made.status).toBe(201);
  const { secret } = (await made.json()) as { secret: string };

  await page.goto(`${gateway().url}/#key=${secret}`);
  await expect(page.getByTestId('link-state')).toHaveText(/Connected/);
  await page.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();

  for (const title of ['Server', 'API keys', 'Upstream', 'Server log']) {
    const section = page.getByRole('region', { name: title, exact: true });
    await expect(section).toContainText('Needs a key with the admin scope.');
  }
  await expect(
    page.getByRole('region', { name: 'Usage per model', exact: true }),
  ).not.toContainText('Loading…');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create key' })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('settings-plain-key'), fullPage: true });
});
