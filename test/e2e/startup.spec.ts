/**
 * Start-up a newcomer trusts (issue 31, item 13): the gateway's studio route serves a favicon
 * (the browser asks for /favicon.ico by itself), and the page names its icons.
 */
import { expect, gateway, test } from './fixtures.ts';

test('the studio has an icon: /favicon.ico and /favicon.svg are served, the page links them', async ({
  studio,
  request,
}) => {
  const ico = await request.get(`${gateway().url}/favicon.ico`);
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/icon/);
  const bytes = await ico.body();
  // An ICO header: reserved 0, type 1 (icon), three images (16, 32 and 48 px).
  expect([...bytes.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
  expect([bytes[6], bytes[22], bytes[38]]).toEqual([16, 32, 48]);
  const svg = await request.get(`${gateway().url}/favicon.svg`);
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toContain('image/svg+xml');
  await expect(studio.locator('link[rel="icon"]')).toHaveCount(2);
});
