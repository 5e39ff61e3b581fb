import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/** The soak suite (vitest.soak.config.ts, `npm run test:soak`): hour-long renders, kept out. */
export const SOAK_TESTS = 'test/soak/**/*.soak.test.ts';

/**
 * The API tests, run a second time against the team backend (PostgreSQL + BullMQ on the
 * throw-away servers; test/helpers/gateway.ts `testsTeamBackend`): one behaviour, two
 * backends. The rule for a file: it runs on both when what it checks passes through what the
 * backend holds or queues (keys, tasks and their queue, history records, usage, lexicons,
 * voice packs, restarts and recovery, worker deaths, admission); it runs on the desktop only
 * when it checks what one request's answer is made of, decided before and after the backend
 * (TEAM_BACKEND_SKIPS).
 */
const TEAM_BACKEND_TESTS = [
  'test/speech/api/**/*.test.ts',
  'test/mesh/api/**/*.test.ts',
  'test/http/**/*.test.ts',
  'test/keys/admin-api.test.ts',
  'test/lexicon/*api*.test.ts',
  'test/lexicon/task-expansion*.test.ts',
];

/**
 * API tests of what one request's answer is made of: request parsing and body encodings, the
 * voice list and how each voice sounds, text normalization, the 3D vocabulary, a client that
 * hangs up. Under them the backend only finds the key and keeps a record, which the files
 * left in TEAM_BACKEND_TESTS check on both backends (history lists sync requests and tasks,
 * usage bills them, mesh-api runs 3D tasks through the queue), so the team run adds nothing.
 */
const TEAM_BACKEND_SKIPS = [
  'test/speech/api/speech-requests.test.ts',
  'test/http/body-encoding.test.ts',
  'test/speech/api/voices.test.ts',
  'test/speech/api/voice-distinct.test.ts',
  'test/speech/api/normalization.test.ts',
  'test/mesh/api/vocabulary.test.ts',
  'test/http/client-disconnect.test.ts',
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
          exclude: [...configDefaults.exclude, 'test/http/plumbing.test.ts', ...TEAM_BACKEND_SKIPS],
          env: { VOXMESH_TEST_BACKEND: 'team' },
        },
      },
    ],
  },
});
