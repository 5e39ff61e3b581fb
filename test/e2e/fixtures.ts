/**
 * What every spec shares: the gateway of the global setup, a page opened on the studio
 * with the key in the fragment, a check that no string is missing in the shown language,
 * and a skip (outside CI) when no Chromium is installed.
 */
import { existsSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { MeshModelObject, ModelList } from '../../contract/models.ts';
import { chromiumPath } from '../../playwright.config.ts';
import { bearer } from '../../tools/bearer.ts';
import { submit3d, wait3d } from '../../tools/mesh-client.ts';

export { expect };

/**
 * This worker's gateway (global-setup.ts starts one per worker): Playwright numbers its
 * workers 0 … workers − 1 in TEST_PARALLEL_INDEX, and a worker started after a failure
 * takes the index, so the gateway, of the one it replaces.
 */
export const gateway = (): { url: string; key: string } => {
  const all = JSON.parse(process.env.VOXMESH_E2E_GATEWAYS ?? '[]') as {
    url: string;
    key: string;
  }[];
  return all[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? { url: '', key: '' };
};

export const PANELS = [
  { name: 'Speech', path: 'speech' },
  { name: 'Long text', path: 'long-text' },
  { name: 'Live', path: 'live' },
  { name: '3D', path: '3d' },
  { name: 'History', path: 'history' },
  { name: 'Settings', path: 'settings' },
] as const;

/** Opens the studio with the key in the fragment and waits until it says it is connected. */
async function connectStudio(page: Page, url: string, key: string) {
  await page.goto(`${url}/#key=${key}`);
  await expect(page.getByTestId('link-state')).toHaveText(/Connected|已连接/);
}

/**
 * The studio connected and showing its first panel. An address changed before then is
 * followed once the first navigation ends (renderer/src/main.ts; deep-link-start.spec.ts).
 */
export async function openStudio(page: Page, url = gateway().url, key = gateway().key) {
  await connectStudio(page, url, key);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The prompt of the 3D task the locale × theme grids show (gridChair). */
export const GRID_PROMPT = 'a red wooden chair with armrests';

/**
 * A finished 3D task as the 3D panel makes it with its defaults (the first family's draft,
 * realistic style) for GRID_PROMPT and seed 42, made through the API.
 */
async function makeGridChair(): Promise<string> {
  const { url, key } = gateway();
  const res = await fetch(`${url}/v1/models`, { headers: bearer(key) });
  const { data } = (await res.json()) as ModelList;
  const mesh = data.filter((m): m is MeshModelObject => m.kind === '3d');
  const family = mesh.find((m) => m.mode === 'textured')!.id;
  const model = mesh.find((m) => m.id === `${family}-draft` && m.mode === 'draft')?.id ?? family;
  const { status, body } = await submit3d(url, key, {
    model,
    prompt: GRID_PROMPT,
    metadata: { art_style: 'realistic', seed: 42 },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  const task = await wait3d(url, key, body.id);
  expect(task.status, JSON.stringify(task.error)).toBe('completed');
  return task.id;
}

/**
 * `studio`: the studio connected, for specs that move by clicking its links (a click is
 * followed at any time). It does not wait for the first panel as openStudio does: with that
 * wait, the shell spec's wait for twenty idle callbacks never ended (headless Chromium
 * granted no idle period at all; not understood, and not seen in the studio's own idle
 * work, which has deadlines).
 *
 * `gridChair`: the id of one finished 3D task per worker, made on first use. The locale ×
 * theme grids open it (showTask) instead of each building the same model again: they check
 * how the 3D panel looks with a result, while mesh.spec.ts's own tests drive Generate.
 */
export const test = base.extend<{ studio: Page }, { gridChair: string }>({
  studio: async ({ page }, use) => {
    await connectStudio(page, gateway().url, gateway().key);
    await use(page);
  },
  gridChair: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use(await makeGridChair());
    },
    { scope: 'worker' },
  ],
});

/**
 * Shows a finished 3D task in the 3D panel as History's "Open in 3D" does (`#/3d?task=`), on
 * a page openStudio opened; resolves once the viewer names it.
 */
export async function showTask(page: Page, id: string): Promise<void> {
  await page.goto(`${gateway().url}/#/3d?task=${id}`);
  await expect(page.getByText(id).first()).toBeVisible();
}

test.beforeEach(() => {
  test.skip(
    !chromiumPath,
    'no Chromium at /usr/bin/chromium (apt-get install chromium, or set CHROMIUM_PATH)',
  );
});

/** Strings asked for but absent in the shown language (collected by the i18n setup). */
export async function missingStrings(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as Window & { __voxmeshMissing?: string[] }).__voxmeshMissing ?? [],
  );
}

/**
 * Resolves once the audio element fires "playing" after `act` (a click, a key). A clip of a
 * second or two can end before a poll of `paused` looks, under load, so the listener is set
 * up before the act and the player's own event is the proof that it played.
 */
export async function playsAfter(audio: Locator, act: () => Promise<void>): Promise<void> {
  await audio.evaluate((a: HTMLAudioElement) => {
    const marked = a as HTMLAudioElement & { __played?: Promise<void> };
    marked.__played = new Promise((done) =>
      a.addEventListener('playing', () => done(), { once: true }),
    );
  });
  await act();
  await audio.evaluate(
    (a: HTMLAudioElement) => (a as HTMLAudioElement & { __played?: Promise<void> }).__played,
  );
}

export const SCREENSHOTS = 'test-results/screenshots';
export function screenshotPath(name: string): string {
  if (!existsSync(SCREENSHOTS)) mkdirSync(SCREENSHOTS, { recursive: true });
  return `${SCREENSHOTS}/${name}.png`;
}
