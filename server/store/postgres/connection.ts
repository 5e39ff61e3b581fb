import pg from 'pg';
import { StorageUnavailableError } from '../unavailable.ts';

/**
 * Opening a pool on a `postgres://` URL, with failures a person can act on: one line that
 * names the server (never the password) and what to check, within a bounded time
 * (docs/decisions.md "PostgreSQL storage").
 */

/** How long a connection attempt may take before it counts as "did not answer". */
export const CONNECT_TIMEOUT_MS = 5_000;

/** The parts of a database URL that may be shown: no password. */
export interface DatabaseAddress {
  host: string;
  port: number;
  database: string;
  user: string;
  /** `host:port`, for messages. */
  where: string;
}

/**
 * Why the database cannot be used, as one line for the person who gave the URL: at start, or
 * for a request while the server is unreachable (then the API answers 503, error-handler.ts).
 */
export class DatabaseUnavailableError extends StorageUnavailableError {
  override name = 'DatabaseUnavailableError';
}

const HINT = 'Check --database (or VOXMESH_DATABASE_URL).';

/** The shown parts of `url`, or a DatabaseUnavailableError when it is not a postgres URL. */
export function addressOf(url: string): DatabaseAddress {
  // A URL may leave the host out (`postgres://user@/db?host=/var/run/postgresql`, as libpq
  // allows); the URL parser wants one, so a stand-in is put there to read the rest.
  const withHost = url.replace(/^(postgres(?:ql)?:\/\/(?:[^@/?#]*@)?)(?=[/?#]|$)/i, '$1localhost');
  const noHost = withHost !== url;
  let parsed: URL;
  try {
    parsed = new URL(withHost);
  } catch {
    throw new DatabaseUnavailableError(
      `The database URL is not a valid URL; expected postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE. ${HINT}`,
    );
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new DatabaseUnavailableError(
      `The database URL starts with "${parsed.protocol}//"; expected postgres:// or postgresql://. ${HINT}`,
    );
  }
  // No host: the one in ?host= (a socket folder such as /var/run/postgresql), else the
  // local default, as pg reads them.
  const host = noHost
    ? parsed.searchParams.get('host') || process.env.PGHOST || 'localhost'
    : parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = Number(parsed.port || parsed.searchParams.get('port') || 5432);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  const user = decodeURIComponent(parsed.username);
  const where = host.startsWith('/')
    ? `the socket in ${host} (port ${port})`
    : `${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    host,
    port,
    database: database === '' ? user || 'postgres' : database,
    user: user || 'postgres',
    where,
  };
}

interface PgLikeError {
  code?: string;
  message?: string;
}

/** One line saying why connecting failed and what to check; never the password. */
export function describeConnectError(
  err: unknown,
  address: DatabaseAddress,
  timeoutMs: number,
  password: string,
): DatabaseUnavailableError {
  const e = (err ?? {}) as PgLikeError;
  const at = `PostgreSQL at ${address.where}`;
  let line: string;
  switch (e.code) {
    case 'ECONNREFUSED':
    case 'ENOENT':
      line = `Cannot reach ${at} (connection refused). Is the server running? ${HINT}`;
      break;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      line = `Cannot find the database host "${address.host}" (name lookup failed). ${HINT}`;
      break;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      line = `Cannot reach ${at} (no route to the host). ${HINT}`;
      break;
    case 'ECONNRESET':
      line = `${at} closed the connection while it was being opened (is it PostgreSQL, and does it accept this client?). ${HINT}`;
      break;
    case '28P01':
    case '28000':
      line = `${at} refused user "${address.user}": wrong password, unknown user, or not allowed by pg_hba.conf. Check the user and password in --database.`;
      break;
    case '3D000':
      line = `The database "${address.database}" does not exist on ${at}. Create it (createdb ${address.database}) or ${HINT.charAt(0).toLowerCase()}${HINT.slice(1)}`;
      break;
    case '53300':
      line = `${at} has no free connection slots (too many clients). Try again later or raise max_connections.`;
      break;
    case '57P03':
      line = `${at} is starting up or shutting down. Try again in a moment.`;
      break;
    default: {
      const message = e.message ?? String(err);
      if (/timeout|timed out/i.test(message)) {
        line = `${at} did not answer within ${Math.round(timeoutMs / 100) / 10} s. Are the host and port right, and is a firewall in the way? ${HINT}`;
      } else if (/password must be a string|SASL|SCRAM/i.test(message)) {
        line = `${at} asks for a password for user "${address.user}" that was not given or not accepted. Check the user and password in --database.`;
      } else {
        // The server's or driver's own words: the only part that is not ours, so the only
        // one that could echo the password.
        let first = message.split('\n')[0] ?? '';
        if (password !== '') first = first.split(password).join('***');
        line = `Cannot use ${at}: ${first}. ${HINT}`;
      }
    }
  }
  return new DatabaseUnavailableError(line);
}

/** The URL's password as given (to keep it out of messages), or ''. */
function passwordOf(url: string): string {
  const userinfo = /^[a-z]+:\/\/([^@/?#]*)@/i.exec(url)?.[1] ?? '';
  const colon = userinfo.indexOf(':');
  if (colon === -1) return '';
  const raw = userinfo.slice(colon + 1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export interface PoolOptions {
  /** Connection attempts give up after this long (default 5 s). */
  connectTimeoutMs?: number;
  /** Connections this process keeps at most (default 10). */
  poolSize?: number;
}

/** The backend pid of a pool client; pg sets it at connect, its types leave it out. */
function backendPid(client: pg.PoolClient): number | undefined {
  return (client as pg.PoolClient & { processID?: number | null }).processID ?? undefined;
}

export interface OpenedPool {
  pool: pg.Pool;
  address: DatabaseAddress;
  /** The server pids of the pool's connections: the changes this process made itself. */
  ownPids: ReadonlySet<number>;
}

/**
 * A pool on `url` whose first connection has been made, so a bad URL, a server that is
 * down or refuses us rejects here with a DatabaseUnavailableError, within the timeout.
 */
export async function openPool(url: string, options: PoolOptions = {}): Promise<OpenedPool> {
  const address = addressOf(url);
  const timeoutMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
  const password = passwordOf(url);
  // The first connection is a client of its own, so a failed one can be closed: a
  // connection refused mid-authentication (no password given) would otherwise keep its
  // server process waiting for the password for a minute (authentication_timeout).
  const probe = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: timeoutMs,
    application_name: 'voxmesh',
  });
  try {
    await probe.connect();
  } catch (err) {
    throw describeConnectError(err, address, timeoutMs, password);
  } finally {
    await probe.end().catch(() => undefined);
  }
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: timeoutMs,
    max: options.poolSize ?? 10,
    application_name: 'voxmesh',
    keepAlive: true,
  });
  // An idle connection the server closes (a restart) is dropped from the pool; the next
  // query opens another. Without a listener the error would end the process.
  pool.on('error', () => undefined);
  const ownPids = new Set<number>();
  pool.on('connect', (client) => {
    const pid = backendPid(client);
    if (pid !== undefined) ownPids.add(pid);
  });
  pool.on('remove', (client) => {
    const pid = backendPid(client);
    if (pid !== undefined) ownPids.delete(pid);
  });
  return { pool, address, ownPids };
}

/** What runs a query: the pool's `Db`, or the client of a transaction. */
export interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<R>>;
}

/** The pool as the repositories use it: queries and transactions. */
export interface Db extends Queryable {
  transaction<T>(body: (client: Queryable) => Promise<T>): Promise<T>;
}

/**
 * The server ended the connection before the statement ran or committed (a restart, an
 * administrator): nothing was written, and the pool may hold more such idle connections.
 */
const ENDED_BY_SERVER: ReadonlySet<string> = new Set(['57P01', '57P02']);

/** Runs `work` again while it fails on an ended connection, `attempts` times at most. */
async function retryingEnded<T>(attempts: number, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      const code = (err as PgLikeError | null)?.code ?? '';
      if (attempt >= attempts || !ENDED_BY_SERVER.has(code)) throw err;
    }
  }
}

/** Socket failures of a connection, or of opening one. */
const UNREACHABLE_SOCKET: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOENT',
]);

/** What pg says, without a code, when a connection dies or cannot be had in time. */
const UNREACHABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Client was closed and is not queryable/i;

/**
 * Whether `err` says the server could not be reached, rather than that the statement was
 * wrong: socket errors, SQLSTATE class 08 (connection exception), 57P01–57P03 (shut down,
 * crashed, starting), 53300 (no connection slot), and pg's own words for a dead connection.
 */
export function isUnreachable(err: unknown): boolean {
  const code = (err as PgLikeError | null)?.code ?? '';
  if (UNREACHABLE_SOCKET.has(code) || code.startsWith('08')) return true;
  if (code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') return true;
  const message = (err as PgLikeError | null)?.message ?? '';
  return code === '' && UNREACHABLE_MESSAGE.test(message);
}

/** `err` as a DatabaseUnavailableError when the server was unreachable; otherwise as it is. */
function asUnavailable(err: unknown, where: string): unknown {
  if (err instanceof StorageUnavailableError || !isUnreachable(err)) return err;
  const e = err as PgLikeError;
  const why = e.code && !/^\d/.test(e.code) ? e.code : (e.message ?? String(err)).split('\n')[0];
  return new DatabaseUnavailableError(
    `The database at ${where} cannot be reached (${why}); try again in a moment.`,
    { cause: err },
  );
}

/**
 * Queries and transactions on the pool, tried again on another connection when the
 * server had ended the one they got (after a PostgreSQL restart every idle connection of
 * the pool is dead until it notices): a restart costs no request an error. Each dead
 * connection fails once and leaves the pool, so one more attempt than the pool has
 * connections reaches a live one. A server still unreachable after that rejects with a
 * DatabaseUnavailableError (a 503 for a request); any other error is passed on as it is.
 */
export function dbOf(pool: pg.Pool, where = 'the database'): Db {
  const attempts = pool.options.max + 1;
  const unavailable = (err: unknown): never => {
    throw asUnavailable(err, where);
  };
  return {
    query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]) {
      return retryingEnded(attempts, () => pool.query<R>(text, values)).catch(unavailable);
    },
    transaction<T>(body: (client: Queryable) => Promise<T>) {
      return retryingEnded(attempts, () => inTransaction(pool, body)).catch(unavailable);
    },
  };
}

/** A client of the pool for one transaction: committed when `body` resolves, else rolled back. */
export async function inTransaction<T>(
  pool: pg.Pool,
  body: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN');
    const result = await body(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    // A connection that cannot even roll back is not given back to the pool.
    await client.query('ROLLBACK').catch(() => (broken = true));
    throw err;
  } finally {
    client.release(broken);
  }
}
