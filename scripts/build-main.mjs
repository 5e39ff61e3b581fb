// Bundles the Electron main process (with the gateway) and the preload script.
// Dependencies stay external: they load wasm and native files relative to themselves.
import { build } from 'esbuild';

await build({
  entryPoints: ['main/main.ts'],
  outfile: 'dist/main/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
});
await build({
  entryPoints: ['preload/preload.ts'],
  outfile: 'dist/preload/preload.cjs',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['electron'],
});
console.log('built dist/main/main.js and dist/preload/preload.cjs');
