// Bundles the Electron main process (with the gateway) and the preload script.
// Dependencies stay external: they load wasm and native files relative to themselves.
import { build } from 'esbuild';

// The worker pools load './engine-worker.js' and './mesh-worker.js' beside the bundle.
await build({
  entryPoints: {
    main: 'main/main.ts',
    'engine-worker': 'server/speech/engines/engine-worker.ts',
    'mesh-worker': 'server/mesh/mesh-worker.ts',
  },
  outdir: 'dist/main',
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
console.log('built dist/main/{main,engine-worker,mesh-worker}.js and dist/preload/preload.cjs');
