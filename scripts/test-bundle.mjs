// `npm run test:bundle`: builds the release bundle (scripts/build-main.mjs) and runs a
// representative set of the API integration tests against it — each test file's gateway
// is `node dist/server/cli.js serve` in a child process (test/helpers/bundled-gateway.ts).
// The set covers auth and models, HTTP plumbing, speech (timestamps, normalisation) and 3D
// tasks, so both worker bundles are exercised; the speech request and voice suites also
// pass against the bundle but double the run time, so they stay with the tsx run.
import { spawnSync } from 'node:child_process';

export const BUNDLE_TESTS = [
  'test/http/auth-and-models.test.ts',
  'test/http/plumbing.test.ts',
  'test/http/query-params.test.ts',
  'test/models/model-list.test.ts',
  'test/speech/api/timestamps-formats.test.ts',
  'test/speech/api/normalization.test.ts',
  'test/mesh/api/vocabulary.test.ts',
  'test/studio/api.test.ts',
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
