import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from '../../log.ts';
import { CHANGES_CHANNEL } from './migrations.ts';

/** The tables whose rows other processes cache, as named in a change's payload. */
export type CachedTable = 'keys' | 'tasks' | 'lexicon' | 'voice_packs' | 'voice_bindings';

const TABLES: ReadonlySet<string> = new Set<CachedTable>([
  'keys',
  'tasks',
  'lexicon',
  'voice_packs',
  'voice_bindings',
]);

/** What the feed tells a cache: reload these rows, or everything (after a lost connection). */
export interface ChangeHandlers {
  /** Rows (ids, or owners for the lexicon) another process changed. */
  changed(table: CachedTable, keys: string[]): Promise<void>;
  /** Notifications may have been missed: reload all that is cached. */
  resync(): Promise<void>;
}

/** Events of `ChangeFeed.events`: 'change' (table, keys) once a cache has applied them. */
export interface ChangeEvents {
  change: [table: CachedTable, keys: string[]];
  /** Everything cached was reloaded after the notifications' connection came back. */
  resync: [];
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 15_000;

/**
 * The other processes' changes, from LISTEN on CHANGES_CHANNEL over a connection of its own
 * (docs/decisions.md "PostgreSQL storage"). Changes this process made through its pool are
 * skipped (its memory has them already): a notification carries the backend pid that sent
 * it, and `ownPids` holds the pids of the pool's connections (connection.ts). Changes are
 * gathered and handed to the cache in batches, one batch at a time, so a burst of them
 * costs one query per table.
 *
 * When the connection drops, the feed reconnects with growing pauses and then asks for a
 * full resync, since what was announced meanwhile is lost.
 */
export class ChangeFeed {
  readonly events = new EventEmitter<ChangeEvents>();
  private client: pg.Client | null = null;
  private readonly pending = new Map<CachedTable, Set<string>>();
  private draining: Promise<void> | null = null;
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;

  private constructor(
    private readonly url: string,
    private readonly connectTimeoutMs: number,
    private readonly ownPids: ReadonlySet<number>,
    private readonly handlers: ChangeHandlers,
    private readonly log: Logger,
  ) {}

  /** Listens from now on; resolves once LISTEN is in place. */
  static async start(
    url: string,
    ownPids: ReadonlySet<number>,
    connectTimeoutMs: number,
    handlers: ChangeHandlers,
    log: Logger,
  ): Promise<ChangeFeed> {
    const feed = new ChangeFeed(url, connectTimeoutMs, ownPids, handlers, log);
    await feed.listen();
    return feed;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: this.connectTimeoutMs,
      application_name: 'voxmesh-changes',
      keepAlive: true,
    });
    client.on('notification', (msg) => this.received(msg));
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    this.client = client;
    this.retryMs = RETRY_MIN_MS;
  }

  private received(msg: pg.Notification): void {
    if (this.ownPids.has(msg.processId) || msg.payload === undefined) return;
    const colon = msg.payload.indexOf(':');
    const table = msg.payload.slice(0, colon);
    if (colon === -1 || !TABLES.has(table)) return;
    const key = msg.payload.slice(colon + 1);
    let keys = this.pending.get(table as CachedTable);
    if (!keys) this.pending.set(table as CachedTable, (keys = new Set()));
    keys.add(key);
    this.draining ??= this.drain();
  }

  private async drain(): Promise<void> {
    // Let the notifications that arrived with this one join its batch.
    await new Promise<void>((resolve) => setImmediate(resolve));
    try {
      while (this.pending.size > 0 && !this.closed) {
        const [table, keys] = this.pending.entries().next().value!;
        this.pending.delete(table);
        const list = [...keys];
        try {
          await this.handlers.changed(table, list);
          this.events.emit('change', table, list);
        } catch (err) {
          this.log.error(`applying changes of ${table} from the database failed`, err);
        }
      }
    } finally {
      this.draining = null;
    }
  }

  private lost(client: pg.Client, err?: Error): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    client.removeAllListeners('end');
    void client.end().catch(() => undefined);
    this.log.warn(
      `Lost the database's change notifications${err ? ` (${err.message})` : ''}; reconnecting.`,
    );
    this.retry();
  }

  private retry(): void {
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.closed) return;
      this.listen().then(
        () => this.reload(),
        () => {
          this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
          this.retry();
        },
      );
    }, this.retryMs);
    this.retryTimer.unref();
  }

  /** After a reconnection: everything cached again; on failure, another round. */
  private async reload(): Promise<void> {
    const client = this.client;
    try {
      await this.handlers.resync();
      this.log.info(
        'Change notifications from the database are back; what is cached was reloaded.',
      );
      this.events.emit('resync');
    } catch (err) {
      if (client && this.client === client) {
        this.lost(client, err instanceof Error ? err : new Error(String(err)));
      }
    }
  }

  /** Resolves when every change received so far has been applied. */
  async settled(): Promise<void> {
    while (this.draining) await this.draining;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.settled();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
