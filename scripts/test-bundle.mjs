// `npm run test:bundle`: builds the release bundle (scripts/build-main.mjs) and runs a smoke
// of it: a few of the API integration tests with each test file's gateway being
// `node dist/server/cli.js serve` in a child process (test/helpers/bundled-gateway.ts).
//
// What the bundle adds over the sources is packaging: esbuild's output, the worker entries
// found beside it, the engines' WebAssembly and data files found from there. The smoke
// proves each of those once: the HTTP stack with auth and the model list, the plumbing
// (request ids, health, the host guard, JSON errors, the body limit, admin routes, CORS),
// speech in both engines (English voices on flite, Chinese on eSpeak, in the engine worker)
// as sync requests and tasks with their timestamps, and 3D in the mesh worker (prompts in
// three languages understood from the bundled vocabulary, valid and deterministic GLBs).
//
// Everything else, the API's behaviour in full, runs against the same code from the sources
// in `npm run test:unit` (query parameters, model lists, normalisation and the studio's
// API layer were in this set before issue 28 and still run there); the browser tests drive
// a gateway started from the sources too.
import { spawnSync } from 'node:child_process';

export const BUNDLE_TESTS = [
  'test/http/auth-and-models.test.ts',
  'test/http/plumbing.test.ts',
  'test/speech/api/timestamps-formats.test.ts',
  'test/mesh/api/vocabulary.test.ts',
];

const run = (args, env = process.env) => {
  const r = spawnSync(process.execPath, args, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

run(['scripts/build-main.mjs']);
run(['node_modules/vitest/vitest.mjs', 'run', ...BUNDLE_TESTS, ...process.argv.slice(2)], {
  ...process.env,
  VOXMESH_TEST_GATEWAY: 'dist',
});
