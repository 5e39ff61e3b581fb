// Throw-away PostgreSQL 15 and Redis for the team-server tests and CI (docs/decisions.md
// "PostgreSQL storage"): `node scripts/team-servers.mjs start DIR` starts both on free
// loopback ports, with their data in temporary folders, and prints
//   VOXMESH_TEST_POSTGRES_URL=postgres://postgres@127.0.0.1:PORT/postgres
//   VOXMESH_TEST_REDIS_URL=redis://127.0.0.1:PORT
// (also written to DIR/env); `node scripts/team-servers.mjs stop DIR` stops both and removes
// their data; `stop-postgres DIR` stops PostgreSQL alone, keeping its data (a test of a
// database that goes down while the gateway runs). No system service is touched. As root, PostgreSQL runs as the `postgres`
// user (it refuses to run as root); otherwise as the current user.
import { spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PG_BIN = process.env.VOXMESH_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const REDIS = process.env.VOXMESH_REDIS_SERVER ?? 'redis-server';
const asRoot = process.getuid?.() === 0;
/** The one role that must give its password (every other one is trusted). */
const PASSWORD_ROLE = 'voxmesh_password_check';

function fail(message) {
  process.stderr.write(`team-servers: ${message}\n`);
  process.exit(1);
}

/** Runs a command (as `postgres` when root and `asPostgres`); its output on failure. */
function run(cmd, args, { asPostgres = false } = {}) {
  const [file, argv] =
    asPostgres && asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const r = spawnSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.error) fail(`${cmd}: ${r.error.message}`);
  if (r.status !== 0)
    fail(`${cmd} ${args.join(' ')} exited with ${r.status}:\n${r.stdout}${r.stderr}`);
  return r.stdout;
}

/** A loopback port nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether the binaries are here: `start` says which is missing and exits 1 otherwise. */
function missingBinaries() {
  const missing = [];
  if (!existsSync(path.join(PG_BIN, 'initdb')))
    missing.push(`${PG_BIN}/initdb (apt-get install postgresql)`);
  if (spawnSync(REDIS, ['--version'], { stdio: 'ignore' }).status !== 0)
    missing.push(`${REDIS} (apt-get install redis-server)`);
  return missing;
}

/** Whether a process is alive (a pid the system may have reused counts as alive). */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/**
 * Stops the servers of test runs that were killed before they could stop them: the test
 * helper's runs record their vitest process as `owner`, and a run folder whose owner is
 * gone holds orphans. Servers started without an owner (.ci/run, by hand) are left alone.
 */
function stopOrphans() {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith('voxmesh-team-run-')) continue;
    const dir = path.join(tmpdir(), name);
    try {
      const { owner } = JSON.parse(readFileSync(path.join(dir, 'state.json'), 'utf8'));
      if (typeof owner !== 'number' || alive(owner)) continue;
    } catch {
      continue;
    }
    stop(dir);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function start(dir) {
  const missing = missingBinaries();
  if (missing.length > 0) fail(`missing ${missing.join(' and ')}`);
  stopOrphans();
  mkdirSync(dir, { recursive: true });
  if (existsSync(path.join(dir, 'state.json')))
    fail(`${dir} already has running servers; stop them first`);
  // PostgreSQL's folder is its own temporary folder so the `postgres` user can reach it
  // whatever DIR's parents allow.
  const pgDir = mkdtempSync(path.join(tmpdir(), 'voxmesh-pg-'));
  if (asRoot) {
    const uid = Number(run('id', ['-u', 'postgres']).trim());
    const gid = Number(run('id', ['-g', 'postgres']).trim());
    chownSync(pgDir, uid, gid);
  }
  const data = path.join(pgDir, 'data');
  run(
    path.join(PG_BIN, 'initdb'),
    ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'],
    {
      asPostgres: true,
    },
  );
  // Everyone is trusted, except one role the tests give a password, to check what a wrong
  // password says (test/store/postgres-shared.test.ts).
  const hba = path.join(data, 'pg_hba.conf');
  writeFileSync(
    hba,
    `host all ${PASSWORD_ROLE} 127.0.0.1/32 scram-sha-256\n${readFileSync(hba, 'utf8')}`,
  );
  const pgPort = await freePort();
  const options = `-p ${pgPort} -k ${pgDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  run(
    path.join(PG_BIN, 'pg_ctl'),
    ['-D', data, '-l', path.join(pgDir, 'log'), '-o', options, '-w', 'start'],
    {
      asPostgres: true,
    },
  );

  const redisDir = mkdtempSync(path.join(tmpdir(), 'voxmesh-redis-'));
  const redisPort = await freePort();
  const pidFile = path.join(redisDir, 'redis.pid');
  run(REDIS, [
    '--port',
    String(redisPort),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    redisDir,
    '--daemonize',
    'yes',
    '--pidfile',
    pidFile,
    '--logfile',
    path.join(redisDir, 'log'),
  ]);

  // The test helper names the vitest process these servers belong to (stopOrphans).
  const owner = Number(process.env.VOXMESH_TEAM_OWNER_PID) || null;
  const state = { pgDir, data, pgPort, redisDir, pidFile, redisPort, owner };
  writeFileSync(path.join(dir, 'state.json'), JSON.stringify(state, null, 2));
  const env =
    `VOXMESH_TEST_POSTGRES_URL=postgres://postgres@127.0.0.1:${pgPort}/postgres\n` +
    `VOXMESH_TEST_REDIS_URL=redis://127.0.0.1:${redisPort}\n`;
  // Whole or absent: tests in other processes wait for this file to appear.
  writeFileSync(path.join(dir, 'env.tmp'), env);
  renameSync(path.join(dir, 'env.tmp'), path.join(dir, 'env'));
  process.stdout.write(env);
}

/** Waits for a process to end after SIGTERM (redis-server exits in milliseconds). */
function stopPid(pid) {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  const until = Date.now() + 10_000;
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    if (Date.now() > until) {
      process.kill(pid, 'SIGKILL');
      return;
    }
    spawnSync('sleep', ['0.05']);
  }
}

/** Stops PostgreSQL at once (as a crash or a pulled cable would), leaving Redis running. */
function stopPostgres(dir) {
  const state = JSON.parse(readFileSync(path.join(dir, 'state.json'), 'utf8'));
  if (existsSync(path.join(state.data, 'postmaster.pid')))
    run(path.join(PG_BIN, 'pg_ctl'), ['-D', state.data, '-m', 'immediate', '-w', 'stop'], {
      asPostgres: true,
    });
}

function stop(dir) {
  const file = path.join(dir, 'state.json');
  if (!existsSync(file)) return;
  const state = JSON.parse(readFileSync(file, 'utf8'));
  if (existsSync(path.join(state.data, 'postmaster.pid')))
    run(path.join(PG_BIN, 'pg_ctl'), ['-D', state.data, '-m', 'immediate', '-w', 'stop'], {
      asPostgres: true,
    });
  if (existsSync(state.pidFile)) stopPid(Number(readFileSync(state.pidFile, 'utf8').trim()));
  rmSync(state.pgDir, { recursive: true, force: true });
  rmSync(state.redisDir, { recursive: true, force: true });
  rmSync(file, { force: true });
  rmSync(path.join(dir, 'env'), { force: true });
}

const [command, dir] = process.argv.slice(2);
if (command === 'check') {
  // Prints what is missing (nothing when both servers can start); exit 0 either way.
  process.stdout.write(missingBinaries().join('\n'));
} else if ((command === 'start' || command === 'stop' || command === 'stop-postgres') && dir) {
  if (command === 'start') await start(path.resolve(dir));
  else if (command === 'stop-postgres') stopPostgres(path.resolve(dir));
  else stop(path.resolve(dir));
} else {
  fail('usage: node scripts/team-servers.mjs start|stop|stop-postgres DIR');
}
