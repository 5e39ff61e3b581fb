/**
 * `npm run test:soak`: the cases that render for many minutes (README, "Tests"), run by CI
 * when VOXMESH_SOAK=1 (.ci/run). Same settings as the normal suite, other files.
 */
import { configDefaults, defineConfig } from 'vitest/config';
import base, { SOAK_TESTS } from './vitest.config.ts';

export default defineConfig({
  ...base,
  test: { ...base.test, include: [SOAK_TESTS], exclude: configDefaults.exclude },
});
