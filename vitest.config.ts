import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // As in vite.config.ts: the studio's modules import the contract by its package name.
  resolve: {
    alias: { '@voxmesh/contract': fileURLToPath(new URL('./contract', import.meta.url)) },
  },
  test: {
    include: ['test/**/*.test.ts'],
    // Hang guards only, never speed checks: tests wait for events and progress. Generous, so
    // the suite also passes on a machine far busier than two saturated cores.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
