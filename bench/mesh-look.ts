/**
 * Renders prompts to a contact sheet so a person can look at what the modeller makes:
 *
 *   node --import tsx bench/mesh-look.ts [--out test-results/mesh-look] [--mode draft|textured]
 *        [--family mesh-5] [--seed 1]
 *        [--style realistic|cartoon|sculpture|pbr] [--prompts file.txt] ["a prompt" ...]
 *
 * Each prompt is built in-process (the same code the mesh worker runs), written as GLB and
 * drawn by three.js in headless Chromium (SwiftShader); the sheet is `sheet.png` with the
 * prompt, kind and match under each tile, and `interpretations.json` beside it. An entry
 * `image:picture.png` (or `image:picture.png|a prompt`) builds image-to-3D from that file; `a chair >> green velvet` is
 * a texture pass over the draft of the left side with the right side as its prompt (use
 * `--mode texture`).
 */
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { runMeshJob } from '../server/mesh/run-job.ts';
import type { MeshMode, ShapeSource } from '../server/mesh/job.ts';
import type { ArtStyle } from '../server/mesh/scene.ts';

const DEFAULT_PROMPTS = [
  'a horse',
  'a giraffe',
  'an elephant',
  'a dragon',
  'a hamburger',
  'a bicycle',
  'a skull',
  'a trophy',
  'a smartphone',
  'an apple',
  'a house with a red roof',
  'a chair with a red seat',
  'a car with white wheels',
  'a table with a lamp',
  'a cat sitting on a chair',
  'une voiture rouge',
  '一只猫',
  'ein roter Stuhl',
];

function args(): {
  out: string;
  mode: MeshMode;
  family: string;
  seed: number;
  style: ArtStyle;
  prompts: string[];
} {
  const a = process.argv.slice(2);
  let out = 'test-results/mesh-look';
  let mode: MeshMode = 'draft';
  let family = 'mesh-5';
  let seed = 1;
  let style: ArtStyle = 'realistic';
  const prompts: string[] = [];
  for (let i = 0; i < a.length; i++) {
    const v = a[i]!;
    if (v === '--out') out = a[++i]!;
    else if (v === '--mode') mode = a[++i] as MeshMode;
    else if (v === '--family') family = a[++i]!;
    else if (v === '--seed') seed = Number(a[++i]);
    else if (v === '--style') style = a[++i] as ArtStyle;
    else if (v === '--prompts')
      prompts.push(
        ...readFileSync(a[++i]!, 'utf8')
          .split('\n')
          .map((l) => l.trim())
          .filter((l) => l && !l.startsWith('#')),
      );
    else prompts.push(v);
  }
  return { out, mode, family, seed, style, prompts: prompts.length ? prompts : DEFAULT_PROMPTS };
}

const PAGE = `<!doctype html><html><head><style>
body{margin:0;background:#fff;font:11px sans-serif}
#grid{display:grid;grid-template-columns:repeat(6,220px);gap:4px;padding:4px}
figure{margin:0;border:1px solid #ddd}figcaption{padding:2px;height:28px;overflow:hidden}
img{width:220px;height:220px;display:block;background:#eef}
</style>
<script type="importmap">{"imports":{"three":"/three/build/three.module.js","three/addons/":"/three/examples/jsm/"}}</script>
</head><body><div id="grid"></div><script type="module">
import * as THREE from 'three';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';
const list = await (await fetch('/list.json')).json();
const renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
renderer.setSize(440, 440);
renderer.toneMapping = THREE.ACESFilmicToneMapping;
const pmrem = new THREE.PMREMGenerator(renderer);
const env = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
const loader = new GLTFLoader();
for (const item of list) {
  const scene = new THREE.Scene();
  scene.background = new THREE.Color(0xe8ecf2);
  scene.environment = env;
  scene.add(new THREE.HemisphereLight(0xffffff, 0x888888, 1.2));
  const sun = new THREE.DirectionalLight(0xffffff, 1.5); sun.position.set(3, 5, 4); scene.add(sun);
  const gltf = await loader.parseAsync(await (await fetch(item.url)).arrayBuffer(), '');
  scene.add(gltf.scene);
  const box = new THREE.Box3().setFromObject(gltf.scene);
  const size = box.getSize(new THREE.Vector3()); const c = box.getCenter(new THREE.Vector3());
  const r = size.length() / 2;
  const cam = new THREE.PerspectiveCamera(35, 1, r / 100, r * 100);
  const dir = new THREE.Vector3(0.75, 0.5, 1).normalize();
  cam.position.copy(c).addScaledVector(dir, r / Math.sin((35 / 2) * Math.PI / 180) * 1.05);
  cam.lookAt(c);
  renderer.render(scene, cam);
  const fig = document.createElement('figure');
  const img = document.createElement('img'); img.src = renderer.domElement.toDataURL();
  const cap = document.createElement('figcaption'); cap.textContent = item.label;
  fig.append(img, cap); document.getElementById('grid').append(fig);
}
document.title = 'done';
</script></body></html>`;

/** `image:path` or `image:path|prompt` builds image-to-3D from a picture on disk. */
function imageEntry(entry: string, seed: number): ShapeSource {
  if (!entry.startsWith('image:')) return { seed, prompt: entry, image: null };
  const [path, prompt] = entry.slice(6).split('|');
  return { seed, prompt: prompt ?? null, image: readFileSync(path!) };
}

async function main(): Promise<void> {
  const { out, mode, family, seed, style, prompts } = args();
  const dir = resolve(out);
  mkdirSync(join(dir, 'glb'), { recursive: true });
  const list: Array<{ url: string; label: string }> = [];
  const interpretations: unknown[] = [];
  for (const [i, prompt] of prompts.entries()) {
    const t0 = performance.now();
    const result = await runMeshJob(
      {
        mode,
        artStyle: style,
        shape: { ...imageEntry(prompt.split(' >> ')[0]!, seed), cartoon: style === 'cartoon' },
        texturePrompt: prompt.split(' >> ')[1] ?? null,
        family,
      },
      () => {},
    );
    const ms = performance.now() - t0;
    const file = `${String(i).padStart(3, '0')}.glb`;
    writeFileSync(join(dir, 'glb', file), result.glb);
    const it = result.interpretation;
    const chain = it.chain ? ` ← ${it.chain.slice(1, 4).join(' ← ')}` : '';
    list.push({ url: `/glb/${file}`, label: `${prompt} → ${it.kind} (${it.match})${chain}` });
    interpretations.push({
      prompt,
      ms: Math.round(ms),
      triangles: result.triangles,
      bytes: result.glb.length,
      interpretation: it,
    });
    process.stdout.write(`${prompt} → ${it.kind} ${it.match} ${Math.round(ms)} ms\n`);
  }
  writeFileSync(join(dir, 'interpretations.json'), JSON.stringify(interpretations, null, 1));
  const root = resolve('node_modules/three');
  const server = createServer((req, res) => {
    const url = decodeURIComponent(req.url ?? '/');
    try {
      if (url === '/') res.setHeader('content-type', 'text/html').end(PAGE);
      else if (url === '/list.json')
        res.setHeader('content-type', 'application/json').end(JSON.stringify(list));
      else if (url.startsWith('/three/'))
        res
          .setHeader('content-type', 'text/javascript')
          .end(readFileSync(join(root, url.slice(7))));
      else if (url.startsWith('/glb/')) res.end(readFileSync(join(dir, 'glb', url.slice(5))));
      else res.writeHead(404).end();
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--use-gl=angle',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--ignore-gpu-blocklist',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1350, height: 800 } });
    page.on('pageerror', (e) => console.error('page:', e.message));
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => document.title === 'done', null, { timeout: 600_000 });
    await page.screenshot({ path: join(dir, 'sheet.png'), fullPage: true });
  } finally {
    await browser.close();
    server.close();
  }
  process.stdout.write(`${join(dir, 'sheet.png')}\n`);
}

await main();
