/**
 * The studio from the keyboard alone: Tab, Shift+Tab, arrow keys, Enter, Space, Escape and
 * the shortcuts. Every panel is reached from the side bar; in each one, Tab reaches every
 * enabled control and each shows a visible focus ring; then the flows a user runs: speak and
 * play, read along, a long-text task, a live stream, History, Settings, and a toast.
 */
import type { Locator, Page } from '@playwright/test';
import { prose } from '../helpers/prose.ts';
import { expect, playsAfter, test } from './fixtures.ts';
import { expectChoices, listOf, picker } from './pickers.ts';

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, opts: { back?: boolean; max?: number } = {}) {
  const key = opts.back ? 'Shift+Tab' : 'Tab';
  for (let i = 0; i < (opts.max ?? 120); i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const focused = (target: Locator) => expect(target).toBeFocused();

/** What Tab should reach: every visible, enabled, focusable control of the page. */
const CONTROLS =
  'a[href], button, input, select, textarea, audio[controls], [tabindex]:not([tabindex="-1"])';

/**
 * Tabs once around the whole page. Every control met must show a focus ring (an outline
 * of 2 px or more while :focus-visible), and every enabled visible control must be met.
 */
async function sweep(page: Page, panel: string): Promise<void> {
  const total = await page.evaluate((sel) => {
    let n = 0;
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      const style = getComputedStyle(el);
      // A radio group is one Tab stop (its checked radio, else its first): arrows move
      // inside it. A roving-focus container (a tab list) hands focus to its active item.
      const input = el as HTMLInputElement;
      const otherRadio =
        input.type === 'radio' &&
        input.name !== '' &&
        (() => {
          const group = [
            ...document.querySelectorAll<HTMLInputElement>(
              `input[type="radio"][name="${CSS.escape(input.name)}"]`,
            ),
          ].filter((r) => !r.disabled);
          const stop = group.find((r) => r.checked) ?? group[0];
          return stop !== input;
        })();
      const hidden =
        otherRadio ||
        el.getAttribute('role') === 'tablist' ||
        el.closest('[inert], [aria-hidden="true"]') ||
        style.visibility === 'hidden' ||
        el.getClientRects().length === 0 ||
        el.closest('.visually-hidden') ||
        (el as HTMLButtonElement).disabled ||
        el.tabIndex < 0;
      el.dataset.kbd = hidden ? '' : String(n++);
    }
    return n;
  }, CONTROLS);
  const met = new Set<string>();
  let first: string | null = null;
  const noRing: string[] = [];
  await page.locator('body').focus();
  // Ends once round (below); the bound only stops a loop that never comes round. Generous:
  // controls added while it tabs (Settings' server log gains a line, with its Copy button, for
  // each request the studio makes, up to 60) lengthen the round past the count taken above.
  for (let i = 0; i < total * 4 + 200; i++) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      const name =
        el.getAttribute('aria-label') ??
        el.getAttribute('aria-labelledby') ??
        el.textContent?.trim().slice(0, 30) ??
        el.tagName;
      return { id: el.dataset.kbd ?? '', ring, what: `${el.tagName.toLowerCase()} “${name}”` };
    });
    if (!info) continue;
    // Once round: back at the first control (a media element's own buttons repeat it).
    if (info.id && info.id === first && met.size > 1) break;
    first ??= info.id || null;
    if (info.id) met.add(info.id);
    if (!info.ring) noRing.push(info.what);
  }
  const missed = await page.evaluate(
    (ids) =>
      [...document.querySelectorAll<HTMLElement>('[data-kbd]')]
        .filter((el) => el.dataset.kbd && !ids.includes(el.dataset.kbd))
        .map((el) => `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.id}`),
    [...met],
  );
  expect(missed, `${panel}: controls Tab never reached`).toEqual([]);
  expect(noRing, `${panel}: focused without a visible ring`).toEqual([]);
}

/** Goes to a panel from its side-bar link: Shift+Tab from inside a panel (shorter), else Tab. */
async function openPanel(page: Page, name: string): Promise<void> {
  const link = page.getByRole('navigation').getByRole('link', { name, exact: true });
  const inPanel = await page.evaluate(() => !!document.activeElement?.closest('main'));
  await tabTo(page, link, { back: inPanel });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

test('every panel and control is reachable by Tab, each with a visible focus ring', async ({
  studio,
}) => {
  for (const name of ['Speech', 'Long text', 'Live', '3D', 'History', 'Settings']) {
    await openPanel(studio, name);
    await studio.waitForLoadState('networkidle');
    await sweep(studio, name);
  }
});

test('speak, tune, play and read along without a mouse', async ({ studio }) => {
  await openPanel(studio, 'Speech');
  // The Model picker: arrows open and move, Escape closes and keeps the choice; typing
  // filters and Enter picks the first match.
  const model = picker(studio, 'Model');
  await tabTo(studio, model);
  const before = await model.getAttribute('data-value');
  await studio.keyboard.press('ArrowDown');
  const modelList = await listOf(studio, 'Model');
  await expect(modelList).toBeVisible();
  await studio.keyboard.press('ArrowDown');
  await studio.keyboard.press('Escape');
  await expect(modelList).toBeHidden();
  await expect(model).toHaveAttribute('data-value', before ?? '');
  await studio.keyboard.press('ControlOrMeta+A');
  await studio.keyboard.type('beta');
  await studio.keyboard.press('Enter');
  await expect(model).toHaveAttribute('data-value', 'beta-speech-v8');

  const text = studio.getByLabel('Text', { exact: true });
  await tabTo(studio, text);
  await studio.keyboard.press('ControlOrMeta+A');
  await studio.keyboard.type('Keys alone make this sentence speak.');

  // The Voice picker: type to filter ("female" is not "male"), arrows move, Enter picks.
  const voices = picker(studio, 'Voice');
  await tabTo(studio, voices);
  await focused(voices);
  await studio.keyboard.press('ControlOrMeta+A');
  await studio.keyboard.type('en-gb female');
  const options = (await listOf(studio, 'Voice')).getByRole('option');
  await expect(options.first()).toBeVisible();
  for (const label of await options.allTextContents()) expect(label).toContain('female');
  await studio.keyboard.press('ArrowDown');
  await studio.keyboard.press('ArrowUp');
  await studio.keyboard.press('Enter');
  await expect(voices).toHaveAttribute('data-value', 'en_female_grace');
  await expect(voices).toHaveValue(/Grace/);

  // A slider: arrow keys step, Delete puts the default back.
  const speed = studio.getByRole('slider', { name: 'Speed' });
  await tabTo(studio, speed);
  await studio.keyboard.press('ArrowRight');
  await studio.keyboard.press('ArrowRight');
  await expect(speed).toHaveAttribute('aria-valuenow', '0.1');
  await studio.keyboard.press('Delete');
  await expect(speed).toHaveAttribute('aria-valuenow', '0');

  // Ctrl/⌘+Enter generates from anywhere; Tab reaches Play and Space plays.
  await studio.keyboard.press('ControlOrMeta+Enter');
  const play = studio.getByRole('button', { name: 'Play', exact: true });
  await expect(play).toBeVisible();
  await tabTo(studio, play);
  const audio = studio.locator('.audio-result audio');
  await playsAfter(audio, () => studio.keyboard.press('Space'));
  await studio.keyboard.press('Space');
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);

  // The read-along: arrow keys move the spoken word and the audio with it.
  const readAlong = studio.getByRole('region', { name: /^Read along/ });
  await tabTo(studio, readAlong);
  await studio.keyboard.press('Home');
  await studio.keyboard.press('ArrowRight');
  await studio.keyboard.press('ArrowRight');
  await expect(readAlong.locator('[aria-current="true"]')).toHaveText('make');
});

test('a long-text task runs and reads along without a mouse', async ({ studio }) => {
  test.setTimeout(300_000);
  await openPanel(studio, 'Long text');
  await tabTo(studio, studio.getByLabel('Text', { exact: true }));
  await studio.keyboard.type('A task started from the keyboard. It ends with words to read along.');
  const generate = studio.getByRole('button', { name: 'Generate', exact: true });
  await tabTo(studio, generate, { back: true });
  await studio.keyboard.press('Enter');
  await expect(studio.getByRole('button', { name: 'Download', exact: true })).toBeVisible({
    timeout: 120_000,
  });
  const readAlong = studio.getByRole('region', { name: /^Read along/ });
  await tabTo(studio, readAlong);
  await studio.keyboard.press('Home');
  await studio.keyboard.press('ArrowRight');
  await studio.keyboard.press('ArrowRight');
  await expect(readAlong.locator('[aria-current="true"]')).toHaveText('started');
});

test('a live stream starts with Space on Generate', async ({ studio }) => {
  test.setTimeout(300_000);
  await openPanel(studio, 'Live');
  await expectChoices(studio, 'Voice');
  await tabTo(studio, studio.getByRole('button', { name: 'Generate', exact: true }));
  await studio.keyboard.press('Space');
  await expect(studio.getByTestId('live-state')).toHaveText('Done');
});

test('History: search, play, keep on Escape, open in read-along, without a mouse', async ({
  studio,
}) => {
  test.setTimeout(300_000);
  await tabTo(studio, studio.getByLabel('Text', { exact: true }));
  await studio.keyboard.press('ControlOrMeta+A');
  await studio.keyboard.type('Found again from the keyboard in History.');
  await studio.keyboard.press('ControlOrMeta+Enter');
  await expect(studio.getByRole('button', { name: 'Download', exact: true })).toBeVisible();

  await openPanel(studio, 'History');
  await tabTo(studio, studio.getByRole('searchbox'));
  await studio.keyboard.type('Found again from the keyboard');
  const row = studio.getByRole('listitem').filter({ hasText: 'Found again from the keyboard' });
  await expect(row).toHaveCount(1);
  await tabTo(studio, row.getByRole('button', { name: /^Play / }));
  const player = studio.locator('.history audio');
  await playsAfter(player, () => studio.keyboard.press('Enter'));
  // Delete asks first; Escape keeps the entry.
  await tabTo(studio, row.getByRole('button', { name: /^Delete / }));
  await studio.keyboard.press('Enter');
  await expect(studio.getByRole('dialog')).toBeVisible();
  await studio.keyboard.press('Escape');
  await expect(studio.getByRole('dialog')).toHaveCount(0);
  await expect(row).toHaveCount(1);
  await tabTo(studio, row.getByRole('button', { name: /^Open in Long text / }), { back: true });
  await studio.keyboard.press('Enter');
  await expect(studio.getByRole('heading', { level: 1 })).toHaveText('Long text');
  await expect(studio.locator('.read-along .seg').first()).toHaveText('Found');
});

test('Settings: the theme changes from the keyboard', async ({ studio }) => {
  test.setTimeout(300_000);
  await openPanel(studio, 'Settings');
  const theme = studio.getByRole('combobox', { name: 'Theme', exact: true });
  await tabTo(studio, theme);
  await studio.keyboard.press('d');
  await expect(studio.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Typing another letter within a second would extend the search ("dl"): step with arrows.
  await studio.keyboard.press('ArrowUp');
  await expect(studio.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a toast is reached with F8 and its Open works from the keyboard', async ({ studio }) => {
  test.setTimeout(300_000);
  await openPanel(studio, 'Long text');
  await tabTo(studio, studio.getByLabel('Text', { exact: true }));
  // Long enough to still be running when the user has gone elsewhere (pasted, as people do).
  await studio.keyboard.insertText(prose(3000));
  await studio.keyboard.press('ControlOrMeta+Enter');
  await openPanel(studio, 'Speech');
  const toast = studio
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'Long text finished' });
  await expect(toast).toBeVisible({ timeout: 200_000 });
  await studio.keyboard.press('F8');
  await tabTo(studio, toast.getByRole('button', { name: 'Open' }), { max: 5 });
  await studio.keyboard.press('Enter');
  await expect(studio.getByRole('heading', { level: 1 })).toHaveText('Long text');
  await expect(studio.locator('.read-along .seg').first()).toHaveText('The');
});
