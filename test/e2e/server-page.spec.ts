/**
 * Settings → Server as a developer uses it (issue 31, item 9): the address with its copy
 * button, the request log filtered by status class, route and key, paused and resumed, a
 * line copied, the full path on hover, the studio's own health checks hidden until asked
 * for, and — in a browser tab — why start and stop are not here.
 */
import type { Page } from '@playwright/test';
import { expect, gateway, test } from './fixtures.ts';
import { bearer } from '../../tools/bearer.ts';

async function openServerPage(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Server', exact: true })).toBeVisible();
}

const call = (path: string, key = gateway().key) =>
  fetch(`${gateway().url}${path}`, { headers: bearer(key) });

test('the address copies, and start/stop says it belongs to the desktop app', async ({
  studio,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openServerPage(studio);
  await expect(studio.getByTestId('server-address')).toHaveText(`${gateway().url}/v1`);
  await studio.getByRole('button', { name: 'Copy address' }).click();
  expect(await studio.evaluate(() => navigator.clipboard.readText())).toBe(`${gateway().url}/v1`);
  await expect(studio.getByRole('group', { name: 'Local server' })).toContainText(
    'Start and stop: in the desktop app.',
  );
  await expect(studio.getByRole('button', { name: /Stop server|Start server/ })).toHaveCount(0);
});

test('the log filters by status, route and key; pauses; copies a line; shows a long path on hover', async ({
  studio,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openServerPage(studio);
  const log = studio.getByRole('log', { name: 'Server log' });
  const paths = log.getByTestId('log-path');
  const filters = studio.getByRole('group', { name: 'Filter the log' });

  // A refused call (no valid key), an unknown route, and a long listing that succeeds.
  expect((await call('/v1/models', 'sk-wrong')).status).toBe(401);
  expect((await call('/v1/no-such-route')).status).toBe(404);
  const long = '/v1/tasks?kind=speech&status=completed&limit=7&after=task_AAAAAAAAAAAAAAAAAAAAAAAA';
  expect((await call(long)).status).toBeLessThan(500);
  // The log draws the newest lines: the studio's own requests (a burst of thumbnails as the
  // 3D panel mounts) can push these out of view, so each is found through a filter below.
  await expect(studio.getByTestId('log-count')).toHaveText(/\d+ lines/);

  // Times: HH:MM:SS on every line, 24 h, one width (a monospace column), the full time on hover.
  const times = log.locator('.line > span:nth-child(1)');
  const shownTimes = await times.allTextContents();
  expect(shownTimes.length).toBeGreaterThan(1);
  for (const time of shownTimes) expect(time).toMatch(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/);
  const widths = await times.evaluateAll((cells) =>
    cells.map((c) => {
      const text = document.createRange();
      text.selectNodeContents(c);
      return Math.round(text.getBoundingClientRect().width);
    }),
  );
  expect(new Set(widths).size).toBe(1);
  await expect(times.first()).toHaveAttribute('title', /^\d{4}-\d\d-\d\dT/);

  // Health checks: the studio polls /health every few seconds; hidden until asked for.
  const healthBox = filters.getByRole('checkbox', { name: 'Show health checks' });
  await expect(healthBox).not.toBeChecked();
  await healthBox.check();
  await expect(paths.filter({ hasText: /^\/health$/ }).first()).toBeVisible();
  await healthBox.uncheck();
  await expect(paths.filter({ hasText: /^\/health$/ })).toHaveCount(0);

  // Status class: only 4xx lines.
  await filters.getByRole('combobox', { name: 'Status code' }).selectOption('4xx');
  await expect(log).toContainText('/v1/{unknown}');
  const statuses = await log.locator('.line > span:nth-child(4)').allTextContents();
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.every((s) => /^4\d\d$/.test(s))).toBe(true);

  // Key: the refused call had no key that authenticated.
  await filters.getByRole('combobox', { name: 'Key' }).selectOption('none');
  await expect(paths.filter({ hasText: '/v1/models' }).first()).toBeVisible();
  await expect(paths.filter({ hasText: '/v1/{unknown}' })).toHaveCount(0);
  await filters.getByRole('combobox', { name: 'Key' }).selectOption('all');

  // Route: only paths containing the text.
  await filters.getByRole('combobox', { name: 'Status code' }).selectOption('all');
  await filters.getByRole('searchbox', { name: 'Route' }).fill('/v1/tasks');
  await expect(paths.first()).toContainText('/v1/tasks');
  for (const p of await paths.allTextContents()) expect(p).toContain('/v1/tasks');

  // The full path on hover: cut on screen, whole in its tooltip.
  const longLine = paths.filter({ hasText: 'limit=7' }).first();
  await expect(longLine).toHaveAttribute('title', /after=task_A{24}$/);
  expect(await longLine.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);

  // Copy a line: every field, the request id among them.
  await studio
    .getByRole('button', { name: /^Copy line GET \/v1\/tasks\S*limit=7/ })
    .first()
    .click();
  const copied = await studio.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(
    /^\d{4}-\d\d-\d\dT\S+ GET \/v1\/tasks\S*limit=7\S* \d{3} [\d.]+ ms .+ req_\S+$/,
  );

  // Pause: a new request stays out of the log until Resume.
  await filters.getByRole('searchbox', { name: 'Route' }).fill('limit=3');
  await studio.getByRole('button', { name: 'Pause' }).click();
  await expect(studio.getByTestId('log-count')).toHaveText(/^Paused: 0 of \d+ lines shown$/);
  expect((await call('/v1/tasks?kind=3d&limit=3')).status).toBe(200);
  // Two health polls of the studio (5 s apart) outlast the log's 2 s poll.
  for (let i = 0; i < 2; i++) await studio.waitForRequest((r) => r.url().endsWith('/health'));
  await expect(paths).toHaveCount(0);
  await studio.getByRole('button', { name: 'Resume' }).click();
  await expect(paths.filter({ hasText: 'limit=3' })).toHaveCount(1);
});

test('in the desktop app (its bridge), Stop server and Start server switch the local server', async ({
  page,
}) => {
  // The preload's bridge, as the desktop window has it: the connection to the test gateway,
  // and a server switch that records what the studio asked (main's side is tested in
  // test/shell/shell.test.ts against a real gateway).
  const { url, key } = gateway();
  await page.addInitScript(
    ([baseUrl, apiKey]) => {
      let state: 'running' | 'stopped' = 'running';
      const answer = () => ({ state, url: `${baseUrl}/v1` });
      (window as unknown as { voxmesh: object }).voxmesh = {
        connection: async () => ({ baseUrl, apiKey }),
        openFile: async () => null,
        saveFile: async () => null,
        reveal: async () => undefined,
        onNavigate: () => () => undefined,
        serverState: async () => answer(),
        setServerRunning: async (running: boolean) => {
          state = running ? 'running' : 'stopped';
          return answer();
        },
      };
    },
    [url, key] as const,
  );
  await page.goto(`${url}/#/settings`);
  const control = page.getByRole('group', { name: 'Local server' });
  await expect(control).toContainText('Running');
  await control.getByRole('button', { name: 'Stop server' }).click();
  await expect(control).toContainText('Stopped');
  await control.getByRole('button', { name: 'Start server' }).click();
  await expect(control).toContainText('Running');
  await expect(control.getByRole('button', { name: 'Stop server' })).toBeFocused();
});
