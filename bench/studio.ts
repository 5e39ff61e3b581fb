// The studio in Debian's Chromium (playwright-core) against a gateway holding 10,000
// history records: initial JavaScript (gzip), first paint after the gateway is ready, a
// panel switch (first visit, which loads the panel's code, and a return visit), and History
// (first rows, then scrolling through all 10,000 while pages load). Builds the renderer if
// dist/renderer is missing. Prints figures; asserts nothing. Issue #12's targets: ≤ 300 KB
// gzip, first paint < 1 s, panel switch < 100 ms, History first rows < 300 ms.
//
// Each switch is timed from a settled page (the browser idle, as when a person clicks): a
// panel's work that goes on after it is shown (the 3D viewer starting WebGL, a list filling)
// belongs to that panel, not to the next switch. A switch is a real mouse click, timed from
// the click's timestamp two ways: to the new heading painted plus one frame (two animation
// frames, the figure kept since the first studio bench), and to the next paint as the
// browser's Event Timing reports it (what Interaction to Next Paint counts, 8 ms steps,
// including the frame's raster and presentation). History's first rows are timed both ways:
// clicked the moment the studio connects (before its idle-time prefetch) and once settled.
//
// Machines differ: the same build read History's first visit at 42 ms on one 2-core machine
// of this workplace and at 95–114 ms on another. BENCH_CPU_SLOWDOWN=2.5 runs every page
// with Chromium's CPU throttling (the DevTools setting, N times slower main thread) to see
// the figures as a slower machine would.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { createGateway } from '../server/app.ts';
import { silentLogger } from '../server/log.ts';
import { writeHistoryFiles } from '../server/store/history-log.ts';
import { launchGateway } from '../tools/studio-gateway.ts';
import { launchChromium } from './support/chromium.ts';
import { historyRecords } from './lib/history-records.ts';
import { percentile as sortedPercentile } from './lib/load.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'dist/renderer');
const RECORDS = Number(process.env.BENCH_HISTORY_RECORDS ?? 10_000);
const LOADS = Number(process.env.BENCH_STUDIO_LOADS ?? 5);
const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
const PANELS = ['Long text', 'Live', '3D', 'History', 'Settings', 'Speech'];
/** Fresh pages whose panels are all visited for the first time, besides the History page. */
const FIRST_VISIT_PAGES = 4;

const ms = (n: number) => `${n.toFixed(0)} ms`;
const percentile = (xs: number[], p: number) =>
  sortedPercentile(
    [...xs].sort((a, b) => a - b),
    p,
  );
const median = (xs: number[]) => percentile(xs, 50);

if (!existsSync(path.join(dist, 'index.html'))) {
  console.log('building the renderer (vite build)…');
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
}

/** What index.html makes the browser fetch before the first panel: entry + preloads + CSS. */
function initialBytes(): { js: number; css: number; entry: number } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
  // The entry is the module script; the rest are its preloads (the framework's chunk).
  const entry = /<script type="module"[^>]*src="\.\/(assets\/[^"]+)"/.exec(html)?.[1];
  let js = 0;
  let css = 0;
  let entryJs = 0;
  for (const ref of refs) {
    const gz = gzipSync(readFileSync(path.join(dist, ref))).length;
    if (ref.endsWith('.js')) js += gz;
    if (ref.endsWith('.css')) css += gz;
    if (ref === entry) entryJs = gz;
  }
  return { js, css, entry: entryJs };
}

/** A fresh page (its own context) of the studio, connected to the gateway. */
async function openStudio(browser: Browser, url: string, key: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  if (SLOWDOWN !== 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  }
  await page.goto(`${url}/#key=${key}`);
  await page.getByRole('heading', { level: 1, name: 'Speech' }).waitFor();
  await page.locator('.dot.connected').first().waitFor();
  return { context, page };
}

/** Navigation start to first contentful paint, and to the Speech panel being usable. */
async function firstPaint(browser: Browser, url: string, key: string) {
  const { context, page } = await openStudio(browser, url, key);
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    panel: performance.now(),
  }));
  await context.close();
  return timing;
}

/**
 * Until the page has had nothing to do for 300 ms (idle callbacks with their whole 50 ms
 * budget free, one after another), or 8 s: a panel's own work can pause for the network (the
 * 3D viewer fetching three.js, then compiling shaders), so one idle moment is not enough.
 * Each callback also has a deadline: headless Chromium can go without idle periods for as
 * long as nothing on the page changes (seen after a synthetic click on Long text), and the
 * 8 s cap has to hold then too.
 */
const settled = (page: Page): Promise<void> =>
  // A string, not a function: tsx would wrap the named inner function in a helper the page lacks.
  page.evaluate(`new Promise((done) => {
    const t0 = performance.now();
    let quietSince = null;
    const check = (d) => {
      const now = performance.now();
      if (d.timeRemaining() > 40) quietSince ??= now;
      else quietSince = null;
      if ((quietSince !== null && now - quietSince >= 300) || now - t0 > 8000) done();
      else requestIdleCallback(check, { timeout: 500 });
    };
    requestIdleCallback(check, { timeout: 500 });
  })`);

/**
 * A click on a side-bar link (a real one, from the mouse), timed two ways from the click's own
 * timestamp: to the new heading painted, waited for as two animation frames (`frames`, an
 * upper bound: it includes one frame after the paint), and as the browser's Event Timing
 * reports it (`paint`: from the click to the next paint after its handlers, the span
 * Interaction to Next Paint counts; null under 16 ms, which Event Timing does not report).
 */
interface Switch {
  frames: number;
  paint: number | null;
}
async function switchTo(page: Page, name: string): Promise<Switch> {
  const box = await page.locator(`nav a[aria-label="${name}"]`).boundingBox();
  if (!box) throw new Error(`no link ${name}`);
  await settled(page);
  // Listening before the click (an evaluate not awaited may run after it), the result kept on
  // the page until asked for. No named functions inside: tsx would wrap them in a helper the
  // page lacks (see settled).
  await page.evaluate((name) => {
    (window as { switchTimed?: Promise<Switch> }).switchTimed = new Promise<Switch>((done) => {
      const state: { paint: number | null } = { paint: null };
      const observer = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.name === 'click') state.paint = e.duration;
      });
      const init: PerformanceObserverInit & { durationThreshold: number } = {
        type: 'event',
        durationThreshold: 16,
      };
      observer.observe(init);
      addEventListener(
        'click',
        async (event) => {
          while (document.querySelector('h1')?.textContent !== name)
            await new Promise((r) => requestAnimationFrame(r));
          await new Promise((r) => requestAnimationFrame(r));
          await new Promise((r) => requestAnimationFrame(r));
          const frames = performance.now() - event.timeStamp;
          // The entry comes after the paint it reports, a few frames later on a busy machine;
          // one that has not come within ten frames was under 16 ms.
          for (let i = 0; i < 10 && state.paint === null; i++)
            await new Promise((r) => requestAnimationFrame(r));
          observer.disconnect();
          done({ frames, paint: state.paint });
        },
        { capture: true, once: true },
      );
    });
  }, name);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return page.evaluate(() => (window as { switchTimed?: Promise<Switch> }).switchTimed!);
}

/** Click on History to its first row in the page. */
const historyFirstRows = (page: Page) =>
  page.evaluate(async () => {
    const link = document.querySelector<HTMLAnchorElement>('nav a[aria-label="History"]');
    const t0 = performance.now();
    link?.click();
    while (!document.querySelector('.history [role="listitem"]'))
      await new Promise((r) => requestAnimationFrame(r));
    return performance.now() - t0;
  });

/** History: click to first rows; then scroll to the end, frame by frame, until all load. */
async function history(page: Page) {
  const firstRows = await historyFirstRows(page);
  const scroll = await page.evaluate(async (total) => {
    const box = document.querySelector<HTMLElement>('.history .scroller');
    if (!box) throw new Error('no scroller');
    const frames: number[] = [];
    const t0 = performance.now();
    let last = t0;
    let rows = 0;
    while (performance.now() - t0 < 180_000) {
      box.scrollTop += 1200;
      await new Promise((r) => requestAnimationFrame(r));
      const now = performance.now();
      frames.push(now - last);
      last = now;
      // (No helper functions in here: tsx would wrap them in a `__name` the page lacks.)
      const hint = document.querySelector('.history .filters .hint')?.textContent ?? '';
      rows = Number((/[\d,]+/.exec(hint)?.[0] ?? '0').replace(/,/g, ''));
      if (rows >= total && box.scrollTop + box.clientHeight >= box.scrollHeight - 2) break;
    }
    return {
      frames,
      ms: performance.now() - t0,
      rows,
      dom: document.querySelectorAll('.history [role="listitem"]').length,
    };
  }, RECORDS);
  return { firstRows, ...scroll };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'voxmesh-bench-studio-'));
const setup = await createGateway({ dataDir, secretStore: 'file', logger: silentLogger });
const made = await setup.keys.create({ label: 'studio bench', models: '*', scopes: ['admin'] });
await setup.close();
await writeHistoryFiles(
  path.join(dataDir, 'history'),
  historyRecords(RECORDS, made.record.owner, made.record.id),
  2000,
);

const browser = await launchChromium();
if (typeof browser === 'string') {
  console.log(`skipped: ${browser}`);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
const gw = await launchGateway({ dataDir, noKey: true });
try {
  if (SLOWDOWN !== 1) console.log(`CPU throttled ${SLOWDOWN}× (BENCH_CPU_SLOWDOWN) on every page`);
  const bytes = initialBytes();
  console.log(
    `initial load: ${(bytes.js / 1024).toFixed(1)} KB JS + ${(bytes.css / 1024).toFixed(1)} KB CSS (gzip); ` +
      `the entry chunk ${(bytes.entry / 1024).toFixed(1)} KB of it`,
  );

  const paints = [];
  for (let i = 0; i < LOADS; i++) paints.push(await firstPaint(browser, gw.url, made.secret));
  console.log(
    `first contentful paint: median ${ms(median(paints.map((p) => p.fcp)))}, ` +
      `Speech panel connected and shown: median ${ms(median(paints.map((p) => p.panel)))} ` +
      `(${LOADS} fresh loads after the gateway is ready)`,
  );

  const settledRows: number[] = [];
  for (let i = 0; i < 3; i++) {
    const { context: fresh, page: p } = await openStudio(browser, gw.url, made.secret);
    await settled(p);
    settledRows.push(await historyFirstRows(p));
    await fresh.close();
  }

  const { context, page } = await openStudio(browser, gw.url, made.secret);
  const h = await history(page);
  console.log(
    `History with ${RECORDS.toLocaleString('en')} records: first rows ${ms(h.firstRows)} clicked as the studio connects, ` +
      `median ${ms(median(settledRows))} once it has settled (${settledRows.map(ms).join(', ')}); ` +
      `scrolled through ${h.rows.toLocaleString('en')} rows in ${ms(h.ms)} ` +
      `(frames p50 ${ms(percentile(h.frames, 50))}, p95 ${ms(percentile(h.frames, 95))}, ` +
      `max ${ms(Math.max(...h.frames))}; ${h.dom} row elements in the page at the end)`,
  );

  // First visits: this page (but History, open since the scroll above: its switch here is a
  // return visit and is left out), then fresh pages (every panel a first visit); one switch
  // varies by tens of ms, so the median is printed.
  const firsts = new Map<string, Switch[]>(PANELS.map((name) => [name, []]));
  const again = new Map<string, Switch[]>(PANELS.map((name) => [name, []]));
  for (const name of PANELS) {
    const timed = await switchTo(page, name);
    if (name !== 'History') firsts.get(name)!.push(timed);
  }
  for (let round = 0; round < 3; round++)
    for (const name of PANELS) again.get(name)!.push(await switchTo(page, name));
  // One studio page at a time, as a person has one window: this one, holding 10,000 rows
  // and every panel, would otherwise share the two cores with the pages measured next.
  await context.close();
  for (let round = 0; round < FIRST_VISIT_PAGES; round++) {
    const { context: fresh, page: p } = await openStudio(browser, gw.url, made.secret);
    for (const name of PANELS) firsts.get(name)!.push(await switchTo(p, name));
    await fresh.close();
  }
  const framesOf = (list: Switch[]) => list.map((x) => x.frames);
  const paintOf = (list: Switch[]) => list.map((x) => x.paint ?? 0);
  /** Each panel's median of its first visits, then every sample. */
  const perPanel = (pick: (list: Switch[]) => number[]) =>
    PANELS.map((name) => {
      const xs = pick(firsts.get(name)!);
      return `${name} ${ms(median(xs))} (${xs.map(ms).join(', ')})`;
    }).join('; ');
  console.log(
    `panel switch, first visit, click to the heading painted + 1 frame (median of ${FIRST_VISIT_PAGES + 1} pages, History of ${FIRST_VISIT_PAGES}; all): ` +
      perPanel(framesOf),
  );
  console.log(
    `panel switch, first visit, click to next paint (Event Timing, as INP counts; 0 = under 16 ms): ` +
      perPanel(paintOf),
  );
  const returns = [...again.values()].flat();
  console.log(
    `panel switch, return visits: median ${ms(median(framesOf(returns)))} to the heading painted + 1 frame, ` +
      `${ms(median(paintOf(returns)))} to next paint; max ${ms(Math.max(...framesOf(returns)))} ` +
      `(${returns.length} switches; per panel ` +
      PANELS.map(
        (name) =>
          `${name} ${ms(median(framesOf(again.get(name)!)))}/${ms(median(paintOf(again.get(name)!)))}`,
      ).join(', ') +
      ')',
  );
  console.log(
    `(load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs: figures read high while others work)`,
  );
} finally {
  await browser.close();
  await gw.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
