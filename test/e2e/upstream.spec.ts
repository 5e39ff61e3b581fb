/**
 * Settings → Upstream against a real chain: a gateway A serving the studio and a second
 * VoxMesh B as its upstream (each its own process). The user types B's URL and key, tests
 * the connection (reachable, latency, B's models), saves a route, and the route works; axe
 * finds no serious or critical violation in the section, light and dark; screenshots in
 * English and Chinese go under test-results/.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, missingStrings, openStudio, screenshotPath, test } from './fixtures.ts';
import { launchGateway, type E2eGateway } from '../../tools/studio-gateway.ts';
import { pick } from './pickers.ts';

let a: E2eGateway;
let b: E2eGateway;

test.beforeAll(async () => {
  [a, b] = await Promise.all([launchGateway(), launchGateway()]);
});
test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
});

async function openSettings(
  browser: Browser,
  locale: 'en' | 'zh-CN',
  theme: 'light' | 'dark',
): Promise<Page> {
  // Tall enough for all of Settings: the section's screenshot needs no scrolling under the
  // panel's sticky title.
  const context = await browser.newContext({
    locale,
    colorScheme: theme,
    viewport: { width: 1280, height: 2400 },
  });
  const page = await context.newPage();
  await openStudio(page, a.url, a.key!);
  await page.goto(`${a.url}/#/settings`);
  return page;
}

const section = (page: Page) => page.locator('section[aria-labelledby="upstream-title"]');

async function expectAccessible(page: Page, label: string): Promise<void> {
  const axe = await new AxeBuilder({ page })
    .include('section[aria-labelledby="upstream-title"]')
    .analyze();
  const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

test('connects to a second VoxMesh, shows its health and models, and saves a route that works', async ({
  browser,
}) => {
  const page = await openSettings(browser, 'en', 'light');
  const upstream = section(page);
  await expect(upstream.getByRole('heading', { name: 'Upstream' })).toBeVisible();
  await upstream.getByLabel('Upstream base URL').fill(b.url);
  await upstream.getByLabel('Upstream API key').fill(b.key!);
  await upstream.getByRole('button', { name: 'Test connection' }).click();

  const health = upstream.getByRole('status', { name: 'Health' });
  await expect(health.getByTestId('upstream-status')).toHaveText('Reachable');
  await expect(health).toContainText(/Latency\s*\d+ ms/);
  const models = upstream.getByTestId('upstream-models');
  for (const id of ['alpha-tts', 'beta-speech-v8', 'mesh-6'])
    await expect(models.getByText(id, { exact: true })).toBeVisible();
  // The key is write-only: the field empties and only says a key is stored.
  await expect(upstream.getByLabel('Upstream API key')).toHaveValue('');
  await expect(upstream.getByLabel('Upstream API key')).toHaveAttribute(
    'placeholder',
    'Stored (type to replace)',
  );

  await upstream.getByLabel('Routes').fill('alpha-tts=upstream');
  await upstream.getByRole('button', { name: 'Save' }).click();
  await expect(upstream.getByLabel('Routes')).toHaveValue('alpha-tts=upstream');
  await upstream.screenshot({ path: screenshotPath('upstream-light-en') });
  await expectAccessible(page, 'light');
  expect(await missingStrings(page)).toEqual([]);

  // What was saved: the route, the key kept out of sight; and the route works.
  const auth = { Authorization: `Bearer ${a.key}` };
  const info = (await (await fetch(`${a.url}/v1/upstream`, { headers: auth })).json()) as {
    url: string;
    key_set: boolean;
    routes: Record<string, string>;
  };
  expect(info).toMatchObject({ url: b.url, key_set: true, routes: { 'alpha-tts': 'upstream' } });
  expect(JSON.stringify(info)).not.toContain(b.key!);
  const speech = await fetch(`${a.url}/v1/audio/speech`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      model: 'alpha-tts',
      input: 'Hello from the upstream.',
      voice: 'en-US-AvaMultilingualNeural',
      response_format: 'mp3',
    }),
  });
  expect(speech.status).toBe(200);
  expect((await speech.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  const atB = (await (
    await fetch(`${b.url}/v1/tasks?limit=5`, { headers: { Authorization: `Bearer ${b.key}` } })
  ).json()) as { data: Array<{ model: string }> };
  expect(atB.data.map((e) => e.model)).toContain('alpha-tts');
  await page.context().close();
});

for (const [locale, theme] of [
  ['en', 'dark'],
  ['zh-CN', 'light'],
  ['zh-CN', 'dark'],
] as const) {
  test(`the Upstream section in ${locale}, ${theme}: accessible, translated, photographed`, async ({
    browser,
  }) => {
    // B as the upstream (as the first test left it, should this one run alone).
    await fetch(`${a.url}/v1/upstream`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${a.key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: b.url, key: b.key }),
    });
    const page = await openSettings(browser, locale, theme);
    await expect(section(page).getByTestId('upstream-models')).toBeVisible();
    await expect(section(page).getByTestId('upstream-status')).toHaveText(/Reachable|可访问/);
    await section(page).screenshot({ path: screenshotPath(`upstream-${theme}-${locale}`) });
    await expectAccessible(page, `${locale} ${theme}`);
    expect(await missingStrings(page)).toEqual([]);
    await page.context().close();
  });
}

/**
 * A model routed upstream is spoken there, without this gateway's lexicon (docs/decisions.md,
 * "Lexicon samples and the upstream"): the Lexicon says so, and Hear it speaks with a model of
 * this gateway instead; with every model routed upstream it says Hear it cannot, and its
 * buttons are disabled rather than answering with an error.
 */
test("Hear it speaks with this gateway's own model when the Speech panel's model is routed upstream", async ({
  browser,
}) => {
  const auth = { Authorization: `Bearer ${a.key}`, 'Content-Type': 'application/json' };
  const route = async (routes: Record<string, string>) => {
    const res = await fetch(`${a.url}/v1/upstream`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ url: b.url, key: b.key, routes }),
    });
    expect(res.status).toBe(200);
  };
  await route({ '*': 'upstream', 'beta-speech-v8': 'local' });
  const put = await fetch(`${a.url}/v1/audio/lexicon/Qorvath`, {
    method: 'PUT',
    headers: auth,
    body: JSON.stringify({ alias: 'core vath' }),
  });
  expect(put.status).toBe(200);
  const context = await browser.newContext({ viewport: { width: 1280, height: 2400 } });
  const page = await context.newPage();
  try {
    await openStudio(page, a.url, a.key!);
    await pick(page, 'Model', 'alpha-tts');
    await page.goto(`${a.url}/#/settings`);
    const lexicon = page.getByRole('region', { name: 'Pronunciation lexicon' });
    await expect(lexicon.getByTestId('lexicon-upstream-note')).toHaveText(
      'alpha-tts is spoken by the upstream, which does not read this lexicon: entries apply ' +
        'to this gateway’s own models. Hear it speaks with beta-speech-v8.',
    );
    const player = lexicon.locator('audio');
    await lexicon.getByRole('button', { name: 'Hear "Qorvath"' }).click();
    await expect(player).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => player.evaluate((el: HTMLAudioElement) => (el.readyState >= 2 ? el.duration : 0)))
      .toBeGreaterThan(0.2);
    await expect(lexicon.getByRole('alert')).toHaveCount(0);
    await lexicon.screenshot({ path: screenshotPath('lexicon-upstream-en') });

    // Every model upstream: nothing here could say the word as the lexicon reads it.
    await route({ '*': 'upstream' });
    await page.reload();
    await expect(lexicon.getByTestId('lexicon-upstream-note')).toContainText(
      'Hear it needs one of this gateway’s own speech models',
    );
    await expect(lexicon.getByRole('button', { name: 'Hear "Qorvath"' })).toBeDisabled();
  } finally {
    await context.close();
    await route({});
    await fetch(`${a.url}/v1/audio/lexicon/Qorvath`, { method: 'DELETE', headers: auth });
  }
});
