import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/** The soak suite (vitest.soak.config.ts, `npm run test:soak`): hour-long renders, kept out. */
export const SOAK_TESTS = 'test/soak/**/*.soak.test.ts';

export default defineConfig({
  // As in vite.config.ts: the studio's modules import the contract by its package name.
  resolve: {
    alias: { '@voxmesh/contract': fileURLToPath(new URL('./contract', import.meta.url)) },
  },
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, SOAK_TESTS],
    // Hang guards only, never speed checks: tests wait for events and progress. Generous, so
    // the suite also passes on a machine far busier than two saturated cores.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
    // The team-server tests' throw-away PostgreSQL and Redis: started by the first test that
    // asks (test/helpers/team-servers.ts), stopped at the end of the run; costs nothing else.
    globalSetup: ['test/helpers/team-servers-setup.ts'],
  },
});
