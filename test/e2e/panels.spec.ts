/**
 * Every panel, in both themes and both languages: axe finds no serious or critical
 * violation, no string is missing, the page itself does not scroll, and a screenshot is saved
 * under test-results/.
 */
import { AxeBuilder } from '@axe-core/playwright';
import {
  expect,
  gateway,
  missingStrings,
  openStudio,
  PANELS,
  screenshotPath,
  test,
} from './fixtures.ts';

// Each case opens its own browser context: they may run side by side, on either worker.
test.describe.configure({ mode: 'parallel' });

for (const locale of ['en', 'zh-CN'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`every panel in ${locale}, ${theme}: accessible, fully translated, photographed`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        locale,
        colorScheme: theme,
        viewport: { width: 1280, height: 860 },
      });
      const page = await context.newPage();
      await openStudio(page);
      for (const p of PANELS) {
        await page.goto(`${gateway().url}/#/${p.path}`);
        await expect(page.locator('h1')).toBeVisible();
        await page.waitForLoadState('networkidle');
        // A panel asks for its data once it has painted: photographed once it has answered.
        await expect(page.getByText(/^(Loading…|加载中…)$/)).toHaveCount(0);
        // The panel scrolls inside its stage; the page itself never does (the navigation and
        // the status line stay put), whatever a panel holds below the fold.
        expect(
          await page.evaluate(() => document.documentElement.scrollHeight - innerHeight),
          `${p.path}: the page scrolls`,
        ).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: screenshotPath(`${p.path}-${theme}-${locale}`),
          fullPage: true,
        });
        const axe = await new AxeBuilder({ page }).analyze();
        const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(
          bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          `${p.path}`,
        ).toEqual([]);
      }
      expect(await missingStrings(page)).toEqual([]);
      if (locale === 'zh-CN')
        await expect(
          page.getByRole('navigation').getByRole('link', { name: '语音' }),
        ).toBeVisible();
      await context.close();
    });
  }
}
