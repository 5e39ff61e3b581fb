/**
 * The pronunciation lexicon in the studio: the Settings section (list, add an alias or phones,
 * a refused entry names its field, hear a word, delete, export and import back), and
 * "Fix pronunciation…" on a word selected in Long text, whose entry the next task reads.
 * Every spec of the run shares one owner: each test starts from an empty lexicon and leaves
 * one behind.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, gateway, missingStrings, openStudio, screenshotPath, test } from './fixtures.ts';

interface Entry {
  grapheme: string;
  alias?: string;
  phonemes?: string;
}

async function api(path: string, init: RequestInit = {}): Promise<Response> {
  const { url, key } = gateway();
  return fetch(`${url}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${key}`,
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
  });
}

async function clearLexicon(): Promise<void> {
  const res = await api('/v1/audio/lexicon?mode=replace', {
    method: 'POST',
    body: JSON.stringify({ object: 'lexicon', version: 1, entries: [] }),
  });
  expect(res.status).toBe(200);
}

async function lexiconEntries(): Promise<Entry[]> {
  return ((await (await api('/v1/audio/lexicon')).json()) as { data: Entry[] }).data;
}

async function putEntry(entry: Entry): Promise<void> {
  const { grapheme, ...body } = entry;
  const res = await api(`/v1/audio/lexicon/${encodeURIComponent(grapheme)}`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

/** What "Hear it" must leave as it was: History's entries (newest 100) and the usage report. */
async function historyAndUsage(): Promise<{ history: string[]; usage: unknown }> {
  const page = (await (await api('/v1/tasks?limit=100')).json()) as { data: { id: string }[] };
  const usage: unknown = await (await api('/v1/usage')).json();
  return { history: page.data.map((t) => t.id), usage };
}

test.beforeEach(clearLexicon);
test.afterAll(clearLexicon);

async function openSettings(page: Page): Promise<Locator> {
  await page.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();
  const section = page.getByRole('region', { name: 'Pronunciation lexicon' });
  await expect(section).toBeVisible();
  return section;
}

const rowOf = (section: Locator, word: string) =>
  section.getByRole('row').filter({ has: section.page().getByRole('cell', { name: word }) });

/** What a listener checks: the player got audio with a length, and it plays or has played. */
async function expectHeard(player: Locator): Promise<void> {
  await expect(player).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => player.evaluate((a: HTMLAudioElement) => (a.readyState >= 2 ? a.duration : 0)))
    .toBeGreaterThan(0.2);
  await expect
    .poll(() => player.evaluate((a: HTMLAudioElement) => a.currentTime > 0 || a.ended))
    .toBe(true);
}

test('Settings → Pronunciation lexicon: list, add an alias and phones, a bad entry names its field, hear, delete, export and import back', async ({
  studio,
}) => {
  await putEntry({ grapheme: 'Xylo', alias: 'zy low' });
  const section = await openSettings(studio);

  // Listed: the entry made through the API.
  await expect(rowOf(section, 'Xylo')).toContainText('zy low');

  // Add an alias with the mouse.
  await section.getByLabel('Word', { exact: true }).fill('Qorvath');
  await expect(section.getByRole('radio', { name: 'Alias' })).toBeChecked();
  await section.getByLabel('Read instead', { exact: true }).fill('core vath');
  await section.getByRole('button', { name: 'Save entry' }).click();
  await expect(rowOf(section, 'Qorvath')).toContainText('core vath');
  await expect(section.getByRole('status')).toHaveText('Saved "Qorvath".');
  // Shown, not only said: the confirmation is on screen.
  await expect(section.getByRole('status')).toBeVisible();
  await expect(section.getByLabel('Word', { exact: true })).toHaveValue('');

  // Add phones from the keyboard: the radio group is one Tab stop, arrows pick inside it.
  const word = section.getByLabel('Word', { exact: true });
  await word.focus();
  await studio.keyboard.type('Nguyen');
  await studio.keyboard.press('Tab');
  await expect(section.getByRole('radio', { name: 'Alias' })).toBeFocused();
  await studio.keyboard.press('ArrowRight');
  await expect(section.getByRole('radio', { name: 'Phones' })).toBeChecked();
  await studio.keyboard.press('Tab');
  const phones = section.getByLabel('ARPAbet phones', { exact: true });
  await expect(phones).toBeFocused();
  await studio.keyboard.type('W IH1 N');
  await studio.keyboard.press('Enter');
  await expect(rowOf(section, 'Nguyen').locator('code')).toHaveText('W IH1 N');

  // A refused entry says which field, by the name the form gives it, and marks that field.
  await word.fill('Zedd');
  await section.getByRole('radio', { name: 'Phones' }).check();
  await phones.fill('Z QQ1 D');
  await section.getByRole('button', { name: 'Save entry' }).click();
  const alert = section.getByRole('alert');
  await expect(alert).toContainText('Write the ARPAbet phones separated by spaces');
  expect(await alert.evaluate((e: HTMLElement) => e.innerText)).not.toContain('phonemes');
  // Beside the field: just under the phones box (below its hint), pointed at by it.
  await expect(phones).toHaveAttribute('aria-errormessage', 'lexicon-phonemes-error');
  await expect(alert).toHaveAttribute('id', 'lexicon-phonemes-error');
  const phonesBox = (await phones.boundingBox())!;
  const alertBox = (await alert.boundingBox())!;
  expect(alertBox.y).toBeGreaterThan(phonesBox.y + phonesBox.height - 1);
  expect(alertBox.y - (phonesBox.y + phonesBox.height)).toBeLessThan(80);
  await expect(phones).toHaveAttribute('aria-invalid', 'true');
  await expect(word).not.toHaveAttribute('aria-invalid', 'true');
  await expect(rowOf(section, 'Zedd')).toHaveCount(0);
  await phones.fill('Z EH1 D');
  await section.getByRole('button', { name: 'Save entry' }).click();
  await expect(rowOf(section, 'Zedd')).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expect(phones).not.toHaveAttribute('aria-invalid', 'true');

  // Hear a word as the gateway will read it: a sample, so History and usage stay as they were.
  const unheard = await historyAndUsage();
  await section.getByRole('button', { name: 'Hear "Qorvath"' }).click();
  await expectHeard(section.locator('audio'));
  // And an entry not saved yet, from the form.
  await section.evaluate((e) => e.querySelector('audio')?.removeAttribute('src'));
  await word.fill('Brno');
  await section.getByRole('radio', { name: 'Alias' }).check();
  await section.getByLabel('Read instead', { exact: true }).fill('burr no');
  await section.getByRole('button', { name: 'Hear it', exact: true }).click();
  await expectHeard(section.locator('audio'));
  expect(await historyAndUsage()).toEqual(unheard);
  await word.fill('');
  await section.getByLabel('Read instead', { exact: true }).fill('');

  // Export: the download is a lexicon file with every entry.
  const [download] = await Promise.all([
    studio.waitForEvent('download'),
    section.getByRole('button', { name: 'Export…' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('voxmesh-lexicon.json');
  const exported = Buffer.concat(await (await download.createReadStream()).toArray());
  const file = JSON.parse(exported.toString()) as { object: string; entries: Entry[] };
  expect(file.object).toBe('lexicon');
  expect(file.entries.map((e) => e.grapheme).sort()).toEqual(['Nguyen', 'Qorvath', 'Xylo', 'Zedd']);

  // Delete one, then import the export back: it returns.
  await section.getByRole('button', { name: 'Delete "Xylo"' }).click();
  await expect(rowOf(section, 'Xylo')).toHaveCount(0);
  expect((await lexiconEntries()).map((e) => e.grapheme)).not.toContain('Xylo');
  await section.locator('input[type="file"]').setInputFiles({
    name: 'voxmesh-lexicon.json',
    mimeType: 'application/json',
    buffer: exported,
  });
  await expect(section.getByRole('status')).toHaveText('Imported 4 entries; the lexicon has 4.');
  await expect(rowOf(section, 'Xylo')).toContainText('zy low');
  expect(await lexiconEntries()).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ grapheme: 'Nguyen', phonemes: 'W IH1 N' }),
      expect.objectContaining({ grapheme: 'Xylo', alias: 'zy low' }),
    ]),
  );

  // A file that is not JSON is refused in plain words.
  await section.locator('input[type="file"]').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('not json'),
  });
  await expect(section.getByRole('alert')).toContainText('not a lexicon export');
});

/** The completed task's length and the spans of `word` in its word timestamps. */
async function taskOf(id: string, word: string) {
  const task = (await (await api(`/v1/audio/speech/tasks/${id}`)).json()) as {
    duration_ms: number;
  };
  const stamps = (await (await api(`/v1/audio/speech/tasks/${id}/timestamps`)).json()) as {
    segments: { text: string; start_ms: number; end_ms: number }[];
  };
  const spans = stamps.segments.filter((s) => s.text.includes(word));
  return { durationMs: task.duration_ms, wordMs: spans.map((s) => s.end_ms - s.start_ms) };
}

async function generate(page: Page): Promise<string> {
  const [submitted] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/v1/audio/speech/tasks') && r.request().method() === 'POST',
    ),
    page.getByRole('button', { name: 'Generate', exact: true }).click(),
  ]);
  const { id } = (await submitted.json()) as { id: string };
  await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeVisible({
    timeout: 150_000,
  });
  return id;
}

const selection = (area: Locator) =>
  area.evaluate((a: HTMLTextAreaElement) => a.value.slice(a.selectionStart, a.selectionEnd));

const LONG_ALIAS = 'the quick brown fox who jumps over every lazy dog in the yard';

test('Fix pronunciation…: a word selected by mouse or keyboard opens a dialog with it; the saved entry is listed and the next task reads it', async ({
  studio,
}) => {
  await studio
    .getByRole('navigation')
    .getByRole('link', { name: 'Long text', exact: true })
    .click();
  // The panel is in place before its text area is looked up (Speech has one named alike).
  await expect(studio.getByRole('heading', { level: 1 })).toHaveText('Long text');
  const text = studio.getByLabel('Text', { exact: true });
  await text.fill('Qorvath waits by the door. Then Qorvath walks home.');
  const before = await generate(studio);

  // Nothing selected: the action says what to do.
  await text.evaluate((a: HTMLTextAreaElement) => a.setSelectionRange(0, 0));
  const fix = studio.getByRole('button', { name: 'Fix pronunciation…' });
  await fix.click();
  await expect(studio.getByRole('dialog')).toHaveCount(0);
  await expect(studio.getByText('Select a word in the text first.')).toBeVisible();

  // Mouse: a double click selects the first word; the action opens the dialog with it.
  await text.dblclick({ position: { x: 24, y: 14 } });
  expect(await selection(text)).toBe('Qorvath');
  await fix.click();
  const dialog = studio.getByRole('dialog', { name: 'How should "Qorvath" be read?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Word', { exact: true })).toHaveValue('Qorvath');
  const alias = dialog.getByLabel('Read instead', { exact: true });
  await expect(alias).toHaveValue('Qorvath');
  await expect(alias).toBeFocused();
  // Escape closes it and gives the text back with the word still selected.
  await studio.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(text).toBeFocused();
  expect(await selection(text)).toBe('Qorvath');

  // Keyboard: select the second "Qorvath" with Shift+arrows, reach the action, save.
  await text.evaluate((a: HTMLTextAreaElement) => a.setSelectionRange(32, 32));
  for (let i = 0; i < 7; i++) await studio.keyboard.press('Shift+ArrowRight');
  expect(await selection(text)).toBe('Qorvath');
  await studio.keyboard.press('Shift+Tab');
  await studio.keyboard.press('Shift+Tab');
  await expect(fix).toBeFocused();
  await studio.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(alias).toBeFocused();
  await studio.keyboard.type(LONG_ALIAS); // the pre-filled word is selected: typing replaces it
  await expect(alias).toHaveValue(LONG_ALIAS);
  // Hear it first: the dialog's player gets the spoken alias, and History does not.
  const unheard = await historyAndUsage();
  await studio.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Hear it' })).toBeFocused();
  await studio.keyboard.press('Enter');
  await expectHeard(dialog.locator('audio'));
  expect(await historyAndUsage()).toEqual(unheard);
  await alias.focus();
  await studio.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(text).toBeFocused();
  await expect(studio.getByRole('status').filter({ hasText: 'Saved "Qorvath".' })).toHaveCount(1);
  expect(await lexiconEntries()).toEqual([
    expect.objectContaining({ grapheme: 'Qorvath', alias: LONG_ALIAS }),
  ]);

  // The lexicon list shows it.
  const section = await openSettings(studio);
  await expect(rowOf(section, 'Qorvath')).toContainText(LONG_ALIAS);

  // The next task reads the alias: the word and the whole audio take longer.
  await studio
    .getByRole('navigation')
    .getByRole('link', { name: 'Long text', exact: true })
    .click();
  await expect(studio.getByRole('heading', { level: 1 })).toHaveText('Long text');
  await expect(text).toHaveValue(/^Qorvath waits/);
  const after = await generate(studio);
  const old = await taskOf(before, 'Qorvath');
  const now = await taskOf(after, 'Qorvath');
  expect(now.durationMs).toBeGreaterThan(old.durationMs + 3000);
  expect(now.wordMs).toHaveLength(2);
  for (const [i, ms] of now.wordMs.entries()) expect(ms).toBeGreaterThan(old.wordMs[i]! * 3);
});

for (const locale of ['en', 'zh-CN'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the Lexicon section and the Fix pronunciation dialog in ${locale}, ${theme}: accessible, translated, photographed`, async ({
      browser,
    }) => {
      await putEntry({ grapheme: 'nginx', alias: 'engine x' });
      await putEntry({ grapheme: 'Nguyen', phonemes: 'W IH1 N' });
      const context = await browser.newContext({
        locale,
        colorScheme: theme,
        viewport: { width: 1280, height: 860 },
      });
      const page = await context.newPage();
      await openStudio(page);
      const zh = locale === 'zh-CN';
      const axeClean = async (what: string) => {
        const axe = await new AxeBuilder({ page }).analyze();
        const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(
          bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          what,
        ).toEqual([]);
      };

      await page.goto(`${gateway().url}/#/settings`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh ? '设置' : 'Settings');
      const section = page.getByRole('region', { name: zh ? '发音词典' : 'Pronunciation lexicon' });
      await expect(section.getByRole('row')).toHaveCount(3);
      // With a refused entry showing, as a user sees it after a mistake.
      await section.getByLabel(zh ? '词' : 'Word', { exact: true }).fill('Zedd');
      await section.getByRole('radio', { name: zh ? '音素' : 'Phones' }).check();
      await section.getByLabel(zh ? 'ARPAbet 音素' : 'ARPAbet phones').fill('Z QQ1 D');
      await section.getByRole('button', { name: zh ? '保存词条' : 'Save entry' }).click();
      await expect(section.getByRole('alert')).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: screenshotPath(`lexicon-section-${theme}-${locale}`) });
      await axeClean('lexicon section');

      await page.goto(`${gateway().url}/#/long-text`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh ? '长文本' : 'Long text');
      const text = page.getByLabel(zh ? '文本' : 'Text', { exact: true });
      await text.fill('Ask nginx about Qorvath.');
      await text.evaluate((a: HTMLTextAreaElement) => a.setSelectionRange(16, 23));
      await page.getByRole('button', { name: zh ? '修正发音…' : 'Fix pronunciation…' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toHaveAccessibleName(
        zh ? '“Qorvath”应该怎么读？' : 'How should "Qorvath" be read?',
      );
      await page.screenshot({ path: screenshotPath(`fix-pronunciation-${theme}-${locale}`) });
      await axeClean('fix pronunciation dialog');
      expect(await missingStrings(page)).toEqual([]);
      await context.close();
    });
  }
}
