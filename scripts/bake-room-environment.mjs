/**
 * Bakes three.js's RoomEnvironment through PMREMGenerator once, in Chromium, and writes the
 * prefiltered cube (every face, every mip level, half floats, deflated) into
 * renderer/src/panels/mesh/viewer/room-environment.bin, the asset the viewer fetches
 * (its layout: renderer/src/panels/mesh/viewer/room-environment.ts).
 *
 * Why: three r187 prefilters with 256 GGX samples per texel; on software WebGL
 * (SwiftShader: VMs, blocklisted GPUs, headless tests) that takes 5–40 s and freezes the
 * window. The baked cube is the same light, uploaded in milliseconds. Re-run after a three.js upgrade: `node scripts/bake-room-environment.mjs`.
 */
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { zlibSync } from 'fflate';

const SIZE = 64;
const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'renderer/src/panels/mesh/viewer/room-environment.bin');
const work = mkdtempSync(join(tmpdir(), 'bake-env-'));

const page = `
import { WebGLRenderer, PMREMGenerator, DataUtils } from 'three';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';
window.bake = (size) => {
  const renderer = new WebGLRenderer();
  const target = new PMREMGenerator(renderer).fromScene(new RoomEnvironment(), 0.04, 0.1, 100, { size });
  const gl = renderer.getContext();
  const texture = renderer.properties.get(target.texture).__webglTexture;
  const fb = gl.createFramebuffer();
  gl.bindFramebuffer(gl.FRAMEBUFFER, fb);
  const levels = target.texture.mipmaps.length;
  const halves = [];
  for (let face = 0; face < 6; face++)
    for (let lod = 0; lod < levels; lod++) {
      const s = size >> lod;
      gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_CUBE_MAP_POSITIVE_X + face, texture, lod);
      const f = new Float32Array(s * s * 4);
      gl.readPixels(0, 0, s, s, gl.RGBA, gl.FLOAT, f);
      for (const v of f) halves.push(DataUtils.toHalfFloat(v));
    }
  return { levels, halves };
};
`;
const entry = join(work, 'bake.js');
writeFileSync(entry, page);
const bundle = await build({
  entryPoints: [entry],
  bundle: true,
  write: false,
  format: 'iife',
  nodePaths: [join(root, 'node_modules')],
  logLevel: 'warning',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const tab = await browser.newPage();
  await tab.addScriptTag({ content: bundle.outputFiles[0].text });
  const { levels, halves } = await tab.evaluate((s) => globalThis.bake(s), SIZE);
  const bytes = new Uint8Array(new Uint16Array(halves).buffer);
  // The face size and the number of mip levels (little-endian 16-bit), then the texels.
  const head = Buffer.alloc(4);
  head.writeUInt16LE(SIZE, 0);
  head.writeUInt16LE(levels, 2);
  const packed = Buffer.from(zlibSync(bytes, { level: 9 }));
  writeFileSync(out, Buffer.concat([head, packed]));
  console.log(`wrote ${out}: ${levels} levels, ${bytes.length} bytes, ${packed.length} deflated`);
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
