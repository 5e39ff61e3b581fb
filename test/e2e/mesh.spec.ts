/**
 * The 3D panel, as a user drives it: text-to-3D, image-to-3D through the file chooser,
 * texturing a draft picked from the list, a GLB dragged from disk onto the viewer, the
 * viewer's tools, a 3D history entry reopened after a gateway restart, and axe plus a
 * screenshot of every mode in both languages and both themes.
 *
 * What the viewer draws is read from its own Screenshot button (a PNG of the canvas,
 * transparent where nothing is drawn), so "not blank" means: model pixels are there.
 * WebGL runs on SwiftShader (Chromium's software renderer; see playwright.config.ts).
 */
import { readFile, rm } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { launchGateway } from '../../tools/studio-gateway.ts';
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
import { make3d } from '../../tools/mesh-client.ts';

// Software WebGL on a shared 2-core machine: every 3D spec gets three times the timeout.
test.beforeEach(() => test.slow());

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

async function decode(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Share of the pixels something was drawn on (not fully transparent). */
function coverage(p: Pixels): number {
  let drawn = 0;
  for (let i = 3; i < p.data.length; i += 4) if (p.data[i]! > 16) drawn++;
  return drawn / (p.width * p.height);
}

/** Share of the pixels that differ clearly between two pictures of the same size. */
function difference(a: Pixels, b: Pixels): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  let differ = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    let d = 0;
    for (let c = 0; c < 4; c++) d += Math.abs(a.data[i + c]! - b.data[i + c]!);
    if (d > 48) differ++;
  }
  return differ / (a.width * a.height);
}

const open3d = async (page: Page) => {
  await page.getByRole('navigation').getByRole('link', { name: '3D', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('3D');
};

const viewer = (page: Page, name = '3D viewer') => page.getByRole('region', { name, exact: true });

/** Presses Generate and waits until the finished task is in the viewer; returns its id. */
async function generate(page: Page, prompt?: string): Promise<string> {
  if (prompt !== undefined) await page.getByLabel('Prompt', { exact: true }).fill(prompt);
  const submitted = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/v1/3d',
  );
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const res = await submitted;
  expect(res.status()).toBe(200);
  const { id } = (await res.json()) as { id: string };
  await expect(page.getByText(`Task ${id}`)).toBeVisible({ timeout: 120_000 });
  return id;
}

/** Presses the viewer's Screenshot button; returns the PNG it saves and its file name. */
async function shoot(view: Locator): Promise<{ png: Buffer; name: string }> {
  const download = view.page().waitForEvent('download');
  await view.getByRole('button', { name: 'Screenshot' }).click();
  const d = await download;
  return { png: await readFile((await d.path())!), name: d.suggestedFilename() };
}

const toggle = async (view: Locator, name: string, on: boolean) => {
  const button = view.getByRole('button', { name, exact: true });
  if ((await button.getAttribute('aria-pressed')) !== String(on)) await button.click();
  await expect(button).toHaveAttribute('aria-pressed', String(on));
};

/** The model alone: grid and contact shadow off, so only model pixels are drawn. */
async function modelPixels(view: Locator): Promise<Pixels> {
  await toggle(view, 'Grid', false);
  await toggle(view, 'Contact shadow', false);
  return decode((await shoot(view)).png);
}

async function redCircle(size = 256): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="#ffffff"/><circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="#d03030"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function pickPicture(page: Page, png: Buffer): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a picture' }).click();
  await (await chooser).setFiles({ name: 'circle.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'The picture to model' })).toBeVisible();
}

test('text-to-3D shows the model in the viewer, says what it built, and two prompts draw differently', async ({
  studio: page,
}) => {
  await open3d(page);
  await expect(page.getByRole('tab', { name: 'Text', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('/ 1,000 characters')).toBeVisible();
  await page.getByRole('textbox', { name: 'Seed' }).fill('7');
  const chairId = await generate(page, 'a red wooden chair with armrests');
  const view = viewer(page);
  await expect(view.getByRole('img', { name: '3D viewer' })).toBeVisible();
  await expect(page.getByTestId('interp-kind')).toHaveText('chair');
  await expect(view.getByText(/\d+ triangles/)).toBeVisible();
  await expect(view.getByText(/\d+ vertices/)).toBeVisible();

  const chair = await modelPixels(view);
  expect(coverage(chair), 'model pixels in the chair view').toBeGreaterThan(0.03);

  await generate(page, 'a blue ceramic vase');
  await expect(page.getByText(`Task ${chairId}`)).toHaveCount(0);
  const vase = await modelPixels(view);
  expect(coverage(vase)).toBeGreaterThan(0.03);
  expect(difference(chair, vase), 'chair and vase draw different pixels').toBeGreaterThan(0.02);

  // The grid toggle draws the ground again.
  await toggle(view, 'Grid', true);
  expect(coverage(await decode((await shoot(view)).png))).toBeGreaterThan(coverage(vase));

  // A prompt naming nothing known: said plainly.
  await generate(page, 'the quiet of zxqv');
  await expect(page.getByTestId('abstract-note')).toContainText('abstract sculpture');
});

test('an unknown thing says so, offers the closest kinds, and one click builds one', async ({
  studio: page,
}) => {
  await open3d(page);
  await generate(page, 'a theremin');
  await expect(page.getByTestId('unknown-note')).toContainText(
    'Not known yet: theremin — closest:',
  );
  const offers = page.getByRole('group', { name: 'Closest known objects' }).getByRole('button');
  await expect(offers.first()).toBeVisible();
  const kind = (await offers.first().getAttribute('data-kind'))!;
  const submitted = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/v1/3d',
  );
  await offers.first().click();
  const body = (await submitted).request().postDataJSON() as { prompt: string };
  expect(body.prompt).toBe(`a ${kind}`);
  await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue(`a ${kind}`);
  await expect(page.getByTestId('interp-kind')).toHaveAttribute('data-kind', kind, {
    timeout: 120_000,
  });
});

test('a state the object is built in is listed, and one it cannot show is said plainly', async ({
  studio: page,
}) => {
  await open3d(page);
  await generate(page, 'an open book');
  await expect(page.getByTestId('interp-state')).toHaveText('open', { timeout: 120_000 });
  await expect(page.getByTestId('interp-unshown')).toHaveCount(0);
  await generate(page, 'a broken vase');
  await expect(page.getByTestId('interp-unshown')).toHaveText(
    'Not shown yet: broken (built as it usually looks).',
    { timeout: 120_000 },
  );
  await expect(page.getByTestId('interp-state')).toHaveCount(0);
});

test('wireframe redraws the model as lines, and Screenshot and Download save files', async ({
  studio: page,
}) => {
  await open3d(page);
  const id = await generate(page, 'a red wooden chair with armrests');
  const view = viewer(page);
  const solid = await modelPixels(view);

  await toggle(view, 'Wireframe', true);
  const shot = await shoot(view);
  expect(shot.name).toBe(`${id}.png`);
  expect(shot.png.subarray(1, 4).toString()).toBe('PNG');
  const wire = await decode(shot.png);
  expect(difference(solid, wire), 'wireframe changes the picture').toBeGreaterThan(0.01);
  expect(coverage(wire), 'lines leave gaps a solid surface covers').toBeLessThan(coverage(solid));
  await toggle(view, 'Wireframe', false);

  // Adaptive quality: while the model turns, frames are drawn at half resolution; a
  // Screenshot taken meanwhile is still the full-quality picture, and once the camera
  // stops the canvas is back at full resolution.
  const canvas = view.getByRole('img', { name: '3D viewer' });
  const resolution = () =>
    canvas.evaluate((c: HTMLCanvasElement) => c.width / (c.clientWidth * devicePixelRatio));
  const auto = view.getByRole('button', { name: 'Auto-rotate' });
  await auto.click();
  await expect(auto).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(resolution).toBeLessThan(0.75);
  const turning = await decode((await shoot(view)).png);
  expect([turning.width, turning.height]).toEqual([solid.width, solid.height]);
  expect(coverage(turning), 'model pixels while turning').toBeGreaterThan(0.03);
  // It does turn, however small the model (a small one once stopped after its first step).
  await expect
    .poll(async () => difference(turning, await decode((await shoot(view)).png)))
    .toBeGreaterThan(0.01);
  await auto.click();
  await expect(auto).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(resolution).toBe(1);

  const download = page.waitForEvent('download');
  await view.getByRole('button', { name: 'Download', exact: true }).click();
  const glb = await download;
  expect(glb.suggestedFilename()).toBe(`${id}.glb`);
  expect((await readFile((await glb.path())!)).subarray(0, 4).toString()).toBe('glTF');
});

// Needs the API half of issue #13 (model_urls, ?format=): skipped until it is merged.
test('Download offers every export format of the task and each file opens as its format', async ({
  studio: page,
}) => {
  await open3d(page);
  const id = await generate(page, 'a small stool');
  const view = viewer(page);
  const format = view.getByLabel('Format');
  const formats = await format.locator('option').count();
  test.skip(formats < 4, 'the gateway does not list model_urls yet (3D API half of #13)');
  const magic: Record<string, [string, string]> = {
    obj: ['zip', 'PK'],
    usdz: ['usdz', 'PK'],
    glb: ['glb', 'glTF'],
  };
  for (const [value, [ext, head]] of Object.entries(magic)) {
    await format.selectOption(value);
    const download = page.waitForEvent('download');
    await view.getByRole('button', { name: 'Download', exact: true }).click();
    const d = await download;
    expect(d.suggestedFilename()).toBe(`${id}.${ext}`);
    expect((await readFile((await d.path())!)).subarray(0, head.length).toString()).toBe(head);
  }
  await format.selectOption('stl');
  const download = page.waitForEvent('download');
  await view.getByRole('button', { name: 'Download', exact: true }).click();
  const stl = await readFile((await (await download).path())!);
  // Binary STL: 80-byte header, triangle count, 50 bytes per triangle.
  expect(stl.length).toBe(84 + stl.readUInt32LE(80) * 50);
});

test('image-to-3D through the file chooser: preview, then a relief model in the viewer', async ({
  studio: page,
}) => {
  await open3d(page);
  await page.getByRole('tab', { name: 'Image', exact: true }).click();
  await pickPicture(page, await redCircle());
  await page.getByLabel('Family').selectOption('mesh-5');
  await page.getByRole('radio', { name: 'Textured' }).check();
  await generate(page, '');
  await expect(page.getByTestId('interp-kind')).toHaveText('relief');
  const view = viewer(page);
  await expect(view.getByText(/textures \d+×\d+/)).toBeVisible();
  expect(coverage(await modelPixels(view))).toBeGreaterThan(0.03);
});

test('texture mode: a draft picked from the list is textured and shown beside its draft', async ({
  studio: page,
}) => {
  await open3d(page);
  await page.getByRole('radio', { name: 'Draft' }).check();
  const draftId = await generate(page, 'a small wooden bench');
  const view = viewer(page);

  // "Texture this" on the draft in the viewer opens Texture mode with it chosen.
  await view.getByRole('button', { name: 'Texture this' }).click();
  await expect(page.getByRole('tab', { name: 'Texture', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('radio', { name: /a small wooden bench/ }).first()).toBeChecked();

  // Back to Text and in again: the draft is picked from the list by hand.
  await page.getByRole('tab', { name: 'Text', exact: true }).click();
  await page.getByRole('tab', { name: 'Texture', exact: true }).click();
  const list = page.getByRole('group', { name: /Finished drafts of mesh-6/ });
  await list
    .getByRole('radio', { name: /a small wooden bench/ })
    .first()
    .check();
  await page.getByLabel('Prompt', { exact: true }).fill('dark oak');
  await generate(page);

  const draft = viewer(page, 'Draft');
  const textured = viewer(page, 'Textured');
  await expect(draft.getByText(`Task ${draftId}`)).toBeVisible();
  await expect(draft.getByText('no textures')).toBeVisible();
  await expect(textured.getByText(/textures \d+×\d+/)).toBeVisible();
  expect(coverage(await modelPixels(draft))).toBeGreaterThan(0.02);
  expect(coverage(await modelPixels(textured))).toBeGreaterThan(0.02);
});

test('a GLB dragged from disk onto the viewer is shown', async ({ studio: page }) => {
  const { url, key } = gateway();
  const { glb } = await make3d(url, key, { model: 'mesh-4-draft', prompt: 'a tall lamp' });
  await open3d(page);
  const view = viewer(page);
  const transfer = await page.evaluateHandle((b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const dt = new DataTransfer();
    dt.items.add(new File([bytes], 'lamp.glb', { type: 'model/gltf-binary' }));
    return dt;
  }, Buffer.from(glb).toString('base64'));
  const stage = view.locator('.stage');
  await stage.dispatchEvent('dragover', { dataTransfer: transfer });
  await stage.dispatchEvent('drop', { dataTransfer: transfer });
  await expect(view.getByText('From disk: lamp.glb')).toBeVisible();
  await expect(view.getByText(/\d+ triangles/)).toBeVisible();
  expect(coverage(await modelPixels(view))).toBeGreaterThan(0.02);

  // Anything else is refused in words.
  const text = await page.evaluateHandle(() => {
    const dt = new DataTransfer();
    dt.items.add(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    return dt;
  });
  await stage.dispatchEvent('dragover', { dataTransfer: text });
  await stage.dispatchEvent('drop', { dataTransfer: text });
  await expect(view.getByRole('alert')).toContainText('.glb or .gltf');
});

test('a 3D history entry reopens in the viewer after a gateway restart', async ({ page }) => {
  const first = await launchGateway();
  const key = first.key ?? '';
  let id = '';
  try {
    await page.goto(`${first.url}/#key=${key}`);
    await expect(page.getByTestId('link-state')).toHaveText('Connected');
    await open3d(page);
    id = await generate(page, 'a green ceramic mug');
  } finally {
    await first.stop();
  }
  const port = Number(new URL(first.url).port);
  const second = await launchGateway({ dataDir: first.dataDir, noKey: true, port });
  try {
    await page.goto(`${second.url}/#key=${key}`);
    await page.reload();
    await page.getByRole('navigation').getByRole('link', { name: 'History', exact: true }).click();
    const row = page.getByRole('listitem').filter({ hasText: 'a green ceramic mug' });
    await expect(row).toHaveCount(1);
    const task = (await (
      await fetch(`${second.url}/v1/3d/${id}`, { headers: { Authorization: `Bearer ${key}` } })
    ).json()) as { thumbnail_url?: string };
    // The thumbnail comes with the API half of #13; before it, a neutral icon stands in.
    if (task.thumbnail_url) await expect(row.locator('img')).toBeVisible();

    await row.getByRole('button', { name: `Open in 3D ${id}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('3D');
    const view = viewer(page);
    await expect(view.getByText(`Task ${id}`)).toBeVisible();
    await expect(page.getByTestId('interp-kind')).toHaveText('mug');
    expect(coverage(await modelPixels(view))).toBeGreaterThan(0.02);
  } finally {
    await second.stop();
    await rm(first.dataDir, { recursive: true, force: true });
  }
});

for (const locale of ['en', 'zh-CN'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`every 3D mode in ${locale}, ${theme}: accessible, translated, photographed`, async ({
      browser,
      gridChair,
    }) => {
      const context = await browser.newContext({
        locale,
        colorScheme: theme,
        viewport: { width: 1280, height: 860 },
      });
      const page = await context.newPage();
      await openStudio(page);
      // The panel with a finished model in it, as after Generate: one model for the whole
      // grid (fixtures.ts), since the grid checks looks; the tests above check generation.
      await showTask(page, gridChair);
      const names =
        locale === 'en'
          ? { text: 'Text', image: 'Image', texture: 'Texture', prompt: 'Prompt' }
          : { text: '文本', image: '图片', texture: '贴图', prompt: '提示词' };
      await page
        .getByLabel(names.prompt, { exact: true })
        .fill(locale === 'en' ? GRID_PROMPT : '一把带扶手的红色木椅');
      await page.locator('#mesh-seed').fill('42');

      const check = async (mode: string) => {
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: screenshotPath(`3d-${mode}-${theme}-${locale}`),
          fullPage: true,
        });
        const axe = await new AxeBuilder({ page }).analyze();
        const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(
          bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          mode,
        ).toEqual([]);
      };
      await check('text');
      await page.getByRole('tab', { name: names.image, exact: true }).click();
      await pickPictureNamed(page, await redCircle());
      await check('image');
      await page.getByRole('tab', { name: names.texture, exact: true }).click();
      await expect(page.locator('.drafts input[type=radio]').first()).toBeVisible();
      await check('texture');
      expect(await missingStrings(page)).toEqual([]);
      await context.close();
    });
  }
}

/** The file chooser by position (its name is translated). */
async function pickPictureNamed(page: Page, png: Buffer): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.locator('.zone button').first().click();
  await (await chooser).setFiles({ name: 'circle.png', mimeType: 'image/png', buffer: png });
  await expect(page.locator('.zone img')).toBeVisible();
}
