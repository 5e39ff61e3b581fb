/**
 * The Model and Voice pickers are searchable comboboxes (not <select>s): every spec chooses
 * through these helpers. The box shows a label; the chosen id is its `data-value` and the
 * number of choices its `data-count`.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The English names, or the Chinese UI's. */
export type PickerName = 'Model' | 'Voice' | '模型' | '音色';

/** The combobox named `name` (exact accessible name). */
export const picker = (page: Page, name: PickerName): Locator =>
  page.getByRole('combobox', { name, exact: true });

/** The open list of the picker (the element its `aria-controls` names). */
export async function listOf(page: Page, name: PickerName): Promise<Locator> {
  const id = await picker(page, name).getAttribute('aria-controls');
  return page.locator(`[id="${id}"]`);
}

/** Chooses `value` (a model or voice id): types it into the box, then clicks its option. */
export async function pick(page: Page, name: PickerName, value: string): Promise<void> {
  const box = picker(page, name);
  await expect(box).not.toHaveAttribute('data-count', '0');
  await box.click();
  await box.fill(value);
  await page
    .getByRole('option')
    .and(page.locator(`[data-id="${value}"]`))
    .click();
  await expect(box).toHaveAttribute('data-value', value);
}

/** Waits until the picker has choices (the catalog has loaded). */
export async function expectChoices(page: Page, name: PickerName): Promise<void> {
  await expect(picker(page, name)).toHaveAttribute('data-count', /^[1-9]\d*$/);
}

/** The ids the picker offers: opens its list, reads the options, closes it with Escape. */
export async function choices(page: Page, name: PickerName): Promise<string[]> {
  const box = picker(page, name);
  await expectChoices(page, name);
  await box.click();
  const options = (await listOf(page, name)).getByRole('option');
  await expect(options.first()).toBeVisible();
  const ids = await options.evaluateAll((els) => els.map((e) => e.getAttribute('data-id') ?? ''));
  await box.press('Escape');
  return ids;
}
