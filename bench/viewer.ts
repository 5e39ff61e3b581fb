// The 3D panel's viewer in headless Chromium (WebGL on SwiftShader, the CPU: a real GPU
// is far faster). Prints: load + first frame of a mesh-6 textured GLB once its bytes are
// in the page (target < 500 ms; cold = first model of the page, shaders compiled; warm =
// the next ones), and frames per second while orbiting an image-to-3D output of about
// 20,000 triangles (auto-rotate, then a mouse drag, then auto-rotate in wireframe), next
// to the rate the same page gives while the viewer draws nothing (the ceiling headless
// Chromium's frame scheduling sets, below 60 on a busy machine). Needs dist/renderer
// (`npx vite build`) and Chromium at /usr/bin/chromium or CHROMIUM_PATH.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { launchGateway } from '../tools/studio-gateway.ts';
import { make3d } from '../tools/mesh-client.ts';

const LOAD_RUNS = 5;
const FPS_SECONDS = 4;
const dist = fileURLToPath(new URL('../dist/renderer/index.html', import.meta.url));
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (p) => p && existsSync(p),
);
if (!existsSync(dist) || !executablePath) {
  console.log('skipped: needs dist/renderer (npx vite build) and Chromium');
  process.exit(0);
}

async function picture(): Promise<string> {
  // A busy picture gives the relief many features, so the family's triangle budget fills.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="100%" height="100%" fill="#fff"/>${Array.from(
    { length: 40 },
    (_, i) =>
      `<circle cx="${(i * 97) % 512}" cy="${(i * 181) % 512}" r="${20 + (i % 5) * 12}" fill="hsl(${i * 37},70%,45%)"/>`,
  ).join('')}</svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function drop(page: Page, glb: Uint8Array, name: string): Promise<void> {
  const transfer = await page.evaluateHandle(
    ([b64, file]) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([bytes], file, { type: 'model/gltf-binary' }));
      return dt;
    },
    [Buffer.from(glb).toString('base64'), name] as const,
  );
  await page.evaluate(() => performance.clearMeasures('voxmesh:viewer-load'));
  const stage = page.locator('.stage').first();
  await stage.dispatchEvent('dragover', { dataTransfer: transfer });
  await stage.dispatchEvent('drop', { dataTransfer: transfer });
  await page.waitForFunction(() => performance.getEntriesByName('voxmesh:viewer-load').length > 0);
}

const lastLoadMs = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('voxmesh:viewer-load').at(-1)?.duration ?? NaN);

/** Frames the page presents per second, counted with requestAnimationFrame. */
async function fps(page: Page, during: () => Promise<void>): Promise<number> {
  // A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
  await page.evaluate(`(() => {
    window.__frames = 0;
    window.__counting = true;
    const tick = () => {
      if (!window.__counting) return;
      window.__frames += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  const t0 = Date.now();
  await during();
  const seconds = (Date.now() - t0) / 1000;
  const frames = await page.evaluate(() => {
    const w = window as Window & { __frames?: number; __counting?: boolean };
    w.__counting = false;
    return w.__frames ?? 0;
  });
  return frames / seconds;
}

const gw = await launchGateway();
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const key = gw.key ?? '';
  const chair = await make3d(gw.url, key, {
    model: 'mesh-6',
    prompt: 'a red wooden chair with armrests',
  });
  // The image-to-3D output nearest 20,000 triangles, from the smallest family that reaches it.
  const reference = await picture();
  let relief = await make3d(gw.url, key, { model: 'mesh-5', input_reference: reference });
  for (const model of ['mesh-5.3', 'mesh-6']) {
    if ((relief.task.metadata?.triangles ?? 0) >= 18_000) break;
    relief = await make3d(gw.url, key, { model, input_reference: reference });
  }

  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.goto(`${gw.url}/#key=${key}`);
  await page.getByTestId('link-state').getByText('Connected').waitFor();
  await page.goto(`${gw.url}/#/3d`);
  await page.getByRole('img', { name: '3D viewer' }).waitFor();
  await page.waitForFunction(() => document.querySelector('.tools button:not([disabled])'));

  const loads: number[] = [];
  for (let i = 0; i < LOAD_RUNS; i++) {
    await drop(page, chair.glb, `chair-${i}.glb`);
    loads.push(await lastLoadMs(page));
  }
  const warm = loads.slice(1).sort((a, b) => a - b);
  console.log(
    `mesh-6 textured GLB (${chair.task.metadata?.triangles} triangles, ${(chair.glb.length / 1024).toFixed(0)} KB): ` +
      `load + first frame cold ${loads[0]!.toFixed(0)} ms, warm median ${warm[Math.floor(warm.length / 2)]!.toFixed(0)} ms (target < 500 ms)`,
  );

  await drop(page, relief.glb, 'relief.glb');
  // The model at rest: the viewer draws nothing, the page still ticks.
  const idle = await fps(page, () => page.waitForTimeout(FPS_SECONDS * 1000));
  const view = page.getByRole('region', { name: '3D viewer' });
  const auto = view.getByRole('button', { name: 'Auto-rotate' });
  await auto.click();
  const rotating = await fps(page, () => page.waitForTimeout(FPS_SECONDS * 1000));
  await auto.click();
  const box = (await page.getByRole('img', { name: '3D viewer' }).boundingBox())!;
  const dragging = await fps(page, async () => {
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.3, y);
    await page.mouse.down();
    for (let i = 0; i < FPS_SECONDS * 30; i++)
      await page.mouse.move(box.x + box.width * (0.3 + 0.4 * Math.abs(Math.sin(i / 20))), y, {
        steps: 1,
      });
    await page.mouse.up();
  });
  const wire = view.getByRole('button', { name: 'Wireframe' });
  await wire.click();
  await auto.click();
  const wireRotating = await fps(page, () => page.waitForTimeout(FPS_SECONDS * 1000));
  await auto.click();
  await wire.click();
  console.log(
    `page with the viewer at rest: ${idle.toFixed(1)} fps (the ceiling of the figures below)`,
  );
  console.log(
    `${relief.task.model} image-to-3D (${relief.task.metadata?.triangles} triangles): orbit ` +
      `${rotating.toFixed(1)} fps auto-rotating, ${dragging.toFixed(1)} fps mouse-dragging, ` +
      `${wireRotating.toFixed(1)} fps auto-rotating in wireframe ` +
      `(target 60; SwiftShader, ${(await page.viewportSize())!.width}×${(await page.viewportSize())!.height} window)`,
  );
} finally {
  await browser.close();
  await gw.stop();
}
