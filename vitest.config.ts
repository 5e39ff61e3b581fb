import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/** The soak suite (vitest.soak.config.ts, `npm run test:soak`): hour-long renders, kept out. */
export const SOAK_TESTS = 'test/soak/**/*.soak.test.ts';

/**
 * The API tests, run a second time against the team backend (PostgreSQL + BullMQ on the
 * throw-away servers; test/helpers/gateway.ts `testsTeamBackend`): one behaviour, two
 * backends.
 */
const TEAM_BACKEND_TESTS = [
  'test/speech/api/**/*.test.ts',
  'test/mesh/api/**/*.test.ts',
  'test/http/**/*.test.ts',
  'test/keys/admin-api.test.ts',
  'test/lexicon/*api*.test.ts',
  'test/lexicon/task-expansion*.test.ts',
];

export default defineConfig({
  // As in vite.config.ts: the studio's modules import the contract by its package name.
  resolve: {
    alias: { '@voxmesh/contract': fileURLToPath(new URL('./contract', import.meta.url)) },
  },
  test: {
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
    projects: [
      // (Each project names its own files: an `include` at the top would be added to both.)
      { extends: true, test: { name: 'desktop', include: ['test/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'team',
          include: TEAM_BACKEND_TESTS,
          // The CLI's admin routes through the desktop's instance file (gateway.json).
          exclude: [...configDefaults.exclude, 'test/http/plumbing.test.ts'],
          env: { VOXMESH_TEST_BACKEND: 'team' },
        },
      },
    ],
  },
});
