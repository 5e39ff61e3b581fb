/**
 * The 3D workspace (issue 31, item 11): four variants of one prompt in a grid, one picked as
 * the result and textured; draft and textured side by side with cameras that move together
 * (and apart once unlinked); the viewer's backgrounds; "Use these settings" and "Generate
 * again" from a result. What is checked is what a person sees: names, positions, pixels of
 * the page as drawn (element screenshots, backdrop included).
 */
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, gateway, showTask, test } from './fixtures.ts';
import { bearer } from '../../tools/bearer.ts';

// Software WebGL on a shared 2-core machine.
test.beforeEach(() => test.slow());

const open3d = async (page: Page) => {
  await page.getByRole('navigation').getByRole('link', { name: '3D', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('3D');
};
const viewer = (page: Page, name = '3D viewer') => page.getByRole('region', { name, exact: true });

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}
const pixels = async (l: Locator): Promise<Pixels> => {
  const { data, info } = await sharp(await l.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};
/** Share of pixels that differ clearly between two pictures of one size. */
function difference(a: Pixels, b: Pixels): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  const channels = a.data.length / (a.width * a.height);
  let differ = 0;
  for (let i = 0; i < a.data.length; i += channels) {
    let d = 0;
    for (let c = 0; c < 3; c++) d += Math.abs(a.data[i + c]! - b.data[i + c]!);
    if (d > 48) differ++;
  }
  return differ / (a.width * a.height);
}
const rgbAt = (p: Pixels, x: number, y: number) => {
  const channels = p.data.length / (p.width * p.height);
  const i = (y * p.width + x) * channels;
  return [p.data[i]!, p.data[i + 1]!, p.data[i + 2]!];
};

/** The stage's picture once it has stopped changing (damping over, the still frame drawn). */
async function settled(l: Locator): Promise<Pixels> {
  let last = await pixels(l);
  await expect
    .poll(async () => {
      const next = await pixels(l);
      const d = difference(last, next);
      last = next;
      return d;
    })
    .toBeLessThan(0.001);
  return last;
}

/** Drags across a canvas with the mouse (an orbit). */
async function orbit(canvas: Locator): Promise<void> {
  const box = (await canvas.boundingBox())!;
  const page = canvas.page();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 20, { steps: 6 });
  await page.mouse.up();
}

test('four variants in a grid; one picked, textured, compared with linked cameras; reused', async ({
  studio: page,
}) => {
  await open3d(page);
  await page.getByRole('radio', { name: 'Draft' }).check();
  await page.getByRole('radio', { name: '4 models' }).check();
  await page.getByRole('textbox', { name: 'Seed' }).fill('100');
  await page.getByLabel('Prompt', { exact: true }).fill('a red wooden chair with armrests');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();

  // Four cards in a grid, seeds in a row, each pickable once made.
  const grid = page.getByRole('list', { name: 'Variants' });
  const cards = grid.getByRole('listitem');
  await expect(cards).toHaveCount(4);
  for (let n = 1; n <= 4; n++) {
    await expect(grid.getByRole('button', { name: `Pick variant ${n}` })).toBeEnabled({
      timeout: 120_000,
    });
    await expect(cards.nth(n - 1)).toContainText(`Seed ${99 + n}`);
  }
  const boxes = await Promise.all(
    [0, 1, 2, 3].map(async (i) => (await cards.nth(i).boundingBox())!),
  );
  // Laid out as a grid: the second card is to the right of the first, on the same row, and
  // no two cards overlap.
  expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x + boxes[0]!.width - 1);
  expect(Math.abs(boxes[1]!.y - boxes[0]!.y)).toBeLessThan(2);
  for (let i = 0; i < 4; i++)
    for (let j = i + 1; j < 4; j++) {
      const [a, b] = [boxes[i]!, boxes[j]!];
      const apart =
        a.x + a.width <= b.x + 1 ||
        b.x + b.width <= a.x + 1 ||
        a.y + a.height <= b.y + 1 ||
        b.y + b.height <= a.y + 1;
      expect(apart, `cards ${i + 1} and ${j + 1} overlap`).toBe(true);
    }
  // Different seeds, different models: the thumbnails differ.
  const thumbs = cards.locator('img');
  await expect(thumbs).toHaveCount(4);
  const first = await pixels(thumbs.nth(0));
  const others = await Promise.all(
    [1, 2, 3].map(async (i) => difference(first, await pixels(thumbs.nth(i)))),
  );
  expect(Math.max(...others), 'variants look different').toBeGreaterThan(0.01);

  // Pick the second: it is the result, in the viewer, its seed in the form.
  await grid.getByRole('button', { name: 'Pick variant 2' }).click();
  await expect(grid.getByRole('button', { name: 'Pick variant 2' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('textbox', { name: 'Seed' })).toHaveValue('101');
  const view = viewer(page);
  await expect(view.getByText(/^Task task_/)).toBeVisible({ timeout: 60_000 });
  const pickedCaption = await view.getByText(/^Task task_/).textContent();
  const pickedId = pickedCaption!.replace('Task ', '');

  // Texture it: draft and textured side by side, on one row.
  await view.getByRole('button', { name: 'Texture this' }).click();
  await expect(page.getByRole('tab', { name: 'Texture', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByLabel('Prompt', { exact: true }).fill('dark oak');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const draft = viewer(page, 'Draft');
  const textured = viewer(page, 'Textured');
  await expect(textured.getByText(/textures \d+×\d+/)).toBeVisible({ timeout: 120_000 });
  await expect(draft.getByText(`Task ${pickedId}`)).toBeVisible();
  const [d, tx] = [(await draft.boundingBox())!, (await textured.boundingBox())!];
  expect(tx.x).toBeGreaterThan(d.x + d.width - 1);
  expect(Math.abs(tx.y - d.y)).toBeLessThan(2);

  // Linked: orbiting the draft turns the textured view too.
  const link = page.getByRole('checkbox', { name: 'Move both cameras together' });
  await expect(link).toBeChecked();
  const texturedStage = textured.getByTestId('viewer-stage');
  const draftStage = draft.getByTestId('viewer-stage');
  const before = await settled(texturedStage);
  await orbit(draft.getByRole('img', { name: '3D viewer' }));
  await expect
    .poll(async () => difference(before, await pixels(texturedStage)))
    .toBeGreaterThan(0.01);

  // Unlinked: the draft turns alone.
  await link.uncheck();
  const still = await settled(texturedStage);
  const draftBefore = await settled(draftStage);
  await orbit(draft.getByRole('img', { name: '3D viewer' }));
  await expect
    .poll(async () => difference(draftBefore, await pixels(draftStage)))
    .toBeGreaterThan(0.01);
  await settled(draftStage);
  expect(difference(still, await pixels(texturedStage))).toBeLessThan(0.005);

  // Use these settings: the form as the textured model was made (its source draft too).
  await page.getByRole('tab', { name: 'Text', exact: true }).click();
  await page.getByLabel('Prompt', { exact: true }).fill('something else');
  await page.getByRole('button', { name: 'Use these settings' }).click();
  await expect(page.getByRole('tab', { name: 'Texture', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue('dark oak');
  await expect(page.locator(`input[name="draft"][value="${pickedId}"]`)).toBeChecked();
});

test('Cancel stops the four variants: asked first, each unfinished card says Cancelled, their tasks are gone', async ({
  studio: page,
}) => {
  await open3d(page);
  // Textured models take longest: most of the four are still being made when Cancel comes.
  await page.getByRole('radio', { name: 'Textured' }).check();
  await page.getByRole('radio', { name: '4 models' }).check();
  await page.getByRole('textbox', { name: 'Seed' }).fill('700');
  await page.getByLabel('Prompt', { exact: true }).fill('a tall wooden bookcase with four shelves');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const section = page.getByRole('region', { name: 'Variants' });
  const cards = section.getByRole('listitem');
  await expect(cards).toHaveCount(4);
  const cancel = section.getByRole('button', { name: 'Cancel', exact: true });
  await expect(cancel).toBeVisible();

  // Asked first; Escape keeps them going.
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the variants?' });
  await expect(dialog).toContainText('those already made stay');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(section.getByText('Cancelled', { exact: true })).toHaveCount(0);

  // From the keyboard this time: focus Cancel, Enter, then Tab to the dialog's confirm.
  await cancel.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel variants' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel variants' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  // The focus lands on the grid's title, not lost with the Cancel button that went away.
  await expect(section.getByRole('heading', { name: 'Variants' })).toBeFocused();
  const status = page.getByText(/^Cancelled \d variants?\.$/);
  await expect(status).toBeVisible();
  const n = Number((await status.textContent())!.match(/\d/)![0]);
  expect(n).toBeGreaterThanOrEqual(1);
  // Each variant still being made says so on its card; the made ones stay pickable.
  await expect(section.getByText('Cancelled', { exact: true })).toHaveCount(n);
  await expect(section.getByRole('button', { name: /^Pick variant/, disabled: false })).toHaveCount(
    4 - n,
  );
  // Nothing is running any more: no Cancel, Generate offered again.
  await expect(cancel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeEnabled();

  // The gateway holds none of the cancelled tasks: History lists at most the ones made.
  const { url, key } = gateway();
  const list = (await (
    await fetch(`${url}/v1/tasks?kind=3d&limit=20`, { headers: bearer(key) })
  ).json()) as { data: { metadata?: { seed?: number } }[] };
  const seeds = list.data
    .map((task) => task.metadata?.seed)
    .filter((seed) => seed !== undefined && seed >= 700 && seed <= 703);
  expect(seeds).toHaveLength(4 - n);
});

test('Generate again makes the shown model once more with its seed', async ({
  studio: page,
  gridChair,
}) => {
  await showTask(page, gridChair);
  const view = viewer(page);
  const triangles = await view.getByText(/\d+ triangles/).textContent();
  await page.getByLabel('Prompt', { exact: true }).fill('a blue ceramic vase');
  await page.getByRole('textbox', { name: 'Seed' }).fill('9');
  await page.getByRole('button', { name: 'Generate again' }).click();
  await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue(
    /a red wooden chair with armrests/,
  );
  await expect(page.getByRole('textbox', { name: 'Seed' })).toHaveValue('42');
  await expect(view.getByText(`Task ${gridChair}`)).toHaveCount(0, { timeout: 120_000 });
  await expect(view.getByText(/^Task task_/)).toBeVisible();
  await expect(view.getByText(/\d+ triangles/)).toHaveText(triangles!);
});

test('the viewer offers four backgrounds, each drawn behind the model', async ({
  studio: page,
  gridChair,
}) => {
  await showTask(page, gridChair);
  const view = viewer(page);
  const stage = view.getByTestId('viewer-stage');
  const background = view.getByRole('combobox', { name: 'Background' });
  const corners: Record<string, number[]> = {};
  for (const b of ['Studio', 'Neutral grey', 'Dark', 'Transparent (checker)']) {
    await background.selectOption({ label: b });
    const p = await pixels(stage);
    corners[b] = rgbAt(p, 4, 4);
  }
  const [grey, dark] = [corners['Neutral grey']!, corners.Dark!];
  expect(
    grey.every((c) => c > 100 && c < 180),
    `grey ${grey.join()}`,
  ).toBe(true);
  expect(
    dark.every((c) => c < 50),
    `dark ${dark.join()}`,
  ).toBe(true);
  const values = Object.values(corners).map((c) => c.join());
  expect(new Set(values).size, values.join(' | ')).toBe(4);
  // The choice is kept for the next visit.
  await page.reload();
  await expect(viewer(page).getByRole('combobox', { name: 'Background' })).toHaveValue('checker');
  await viewer(page).getByRole('combobox', { name: 'Background' }).selectOption('studio');
});

test('Cancel of one model asks first, as the variants do; confirmed, the task is gone and focus returns to the prompt', async ({
  studio: page,
}) => {
  const { url, key } = gateway();
  // Ten textured models of this key ahead of it: the studio's model waits its turn (a key runs
  // two tasks at once), so it is still being made while Cancel is pressed and confirmed.
  const ahead: string[] = [];
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${url}/v1/3d`, {
      method: 'POST',
      headers: { ...bearer(key), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        model: 'mesh-6',
        prompt: 'a tall wooden bookcase with four shelves',
        seed: 800 + i,
      }),
    });
    expect(res.status).toBe(200);
    ahead.push(((await res.json()) as { id: string }).id);
  }
  try {
    await open3d(page);
    await page.getByRole('radio', { name: 'Textured' }).check();
    await page.getByLabel('Prompt', { exact: true }).fill('a red mug');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const cancel = page.getByRole('button', { name: 'Cancel', exact: true });
    await expect(cancel).toBeVisible();

    // Asked first; Escape keeps it going.
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this model?' });
    await expect(dialog).toContainText('the prompt and settings stay');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(cancel).toBeFocused();
    await expect(page.getByText('Cancelled.', { exact: true })).toHaveCount(0);

    // Confirmed from the keyboard: the card goes, the prompt has the focus, nothing is left.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Cancel model' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Cancelled.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Prompt', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue('a red mug');
    await expect(cancel).toHaveCount(0);
    // History keeps no trace of it (the models ahead of it are there, with their prompt).
    const list = (await (
      await fetch(`${url}/v1/tasks?kind=3d&limit=50`, { headers: bearer(key) })
    ).json()) as { data: { prompt_preview?: string }[] };
    const previews = list.data.map((task) => task.prompt_preview);
    expect(previews).toContain('a tall wooden bookcase with four shelves');
    expect(previews).not.toContain('a red mug');
  } finally {
    for (const id of ahead)
      await fetch(`${url}/v1/3d/${id}`, { method: 'DELETE', headers: bearer(key) });
  }
});
