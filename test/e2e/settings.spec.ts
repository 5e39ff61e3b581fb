import { expect, gateway, test } from './fixtures.ts';

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
