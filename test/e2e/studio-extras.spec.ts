/**
 * The searchable Voice picker open, the long-text "time to make" estimate and the 3D
 * "what was built" summary, in both languages and themes: accessible (axe: no serious or
 * critical violation), translated (the Chinese UI shows Chinese words for the modeller's
 * English vocabulary), photographed under test-results/screenshots/.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { prose } from '../helpers/prose.ts';
import {
  expect,
  gateway,
  GRID_PROMPT,
  missingStrings,
  openStudio,
  screenshotPath,
  showTask,
  test,
} from './fixtures.ts';
import { expectChoices, listOf, picker } from './pickers.ts';

async function expectAccessible(page: Page, where: string): Promise<void> {
  const axe = await new AxeBuilder({ page }).analyze();
  const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    where,
  ).toEqual([]);
}

const WORDS = {
  en: {
    prompt: GRID_PROMPT,
    kind: 'chair',
    color: 'red',
    material: 'wood',
    part: 'armrest',
    estimate: /About \d+:\d\d to make/,
    fullText: 'Full text',
  },
  'zh-CN': {
    // The prompt stays English: the gateway answers in its English vocabulary either way.
    prompt: GRID_PROMPT,
    kind: '椅子',
    color: '红色',
    material: '木头',
    part: '扶手',
    estimate: /预计生成约需 \d+:\d\d/,
    fullText: '全文',
  },
} as const;

for (const locale of ['en', 'zh-CN'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`pickers, estimate and 3D summary in ${locale}, ${theme}`, async ({
      browser,
      gridChair,
    }) => {
      const w = WORDS[locale];
      const context = await browser.newContext({
        locale,
        colorScheme: theme,
        viewport: { width: 1280, height: 860 },
      });
      const page = await context.newPage();
      await openStudio(page);

      // Speech: the Voice picker, open and filtered.
      const voiceName = locale === 'en' ? ('Voice' as const) : ('音色' as const);
      await expectChoices(page, voiceName);
      const voice = picker(page, voiceName);
      await voice.click();
      await voice.fill('en-gb');
      const list = await listOf(page, voiceName);
      await expect(list.getByRole('option').first()).toBeVisible();
      await expectAccessible(page, 'speech, voice picker open');
      await page.screenshot({ path: screenshotPath(`speech-voice-picker-${theme}-${locale}`) });
      await voice.press('Escape');
      await expect(list).toBeHidden();

      // Long text: the time to make, before Generate.
      await page.goto(`${gateway().url}/#/long-text`);
      await page.locator('#long-text').fill(prose(3000));
      await expect(page.getByTestId('make-estimate')).toHaveText(w.estimate);
      await expectAccessible(page, 'long text with estimate');
      await page.screenshot({ path: screenshotPath(`long-text-estimate-${theme}-${locale}`) });

      // 3D: what was built, in the shown language; the grid's one model (fixtures.ts), made
      // from w.prompt, shown as after Generate.
      await showTask(page, gridChair);
      await page.locator('#mesh-seed').fill('42');
      await page.getByLabel(locale === 'en' ? 'Prompt' : '提示词', { exact: true }).fill(w.prompt);
      await expect(page.getByTestId('interp-kind')).toHaveText(w.kind);
      await expect(page.getByTestId('interp-kind')).toHaveAttribute('data-kind', 'chair');
      await expect(page.getByTestId('interp-colors')).toContainText(w.color);
      await expect(page.getByTestId('interp-materials')).toContainText(w.material);
      await expect(page.getByTestId('interp-parts')).toContainText(w.part);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, '3D with its summary');
      await page.screenshot({
        path: screenshotPath(`3d-interpretation-${theme}-${locale}`),
        fullPage: true,
      });

      // History: the full text of a speech entry.
      const res = await fetch(`${gateway().url}/v1/audio/speech/tasks`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${gateway().key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          model: 'beta-speech-v8',
          Text: prose(400),
          VoiceId: 'en_female_ava',
        }),
      });
      const { id: speechId } = (await res.json()) as { id: string };
      await page.goto(`${gateway().url}/#/history`);
      await page.getByRole('button', { name: `${w.fullText} ${speechId}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('textbox')).toHaveValue(prose(400));
      await expectAccessible(page, 'history full text');
      await page.screenshot({ path: screenshotPath(`history-full-text-${theme}-${locale}`) });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      expect(await missingStrings(page)).toEqual([]);
      await context.close();
    });
  }
}
