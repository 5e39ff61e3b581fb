import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { KeyRepository } from '../store/ports.ts';
import { DEFAULT_OWNER, type KeyRecord, type KeyScope } from '../store/key-record.ts';
import type { SecretStore } from './secret-store.ts';

/** How often `last_used_at` may be written for one key: it is a hint, not an audit log. */
const LAST_USED_RESOLUTION_S = 60;

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** An active key, with its hash as bytes for the constant-time comparison. */
interface ActiveKey {
  record: KeyRecord;
  hash: Buffer;
}

/** `sk-` and 43 URL-safe characters: 256 random bits. */
export function newSecret(): string {
  return `sk-${randomBytes(32).toString('base64url')}`;
}

const nowS = () => Math.floor(Date.now() / 1000);

export interface CreateKeyOptions {
  label: string;
  owner?: string;
  models?: '*' | string[];
  scopes?: KeyScope[];
}

export class KeyNotFoundError extends Error {}

/**
 * API keys: creation, listing, revocation and the lookup behind bearer auth. Records
 * live in the key repository (hash and metadata only); secrets in the SecretStore.
 */
export class KeyService {
  private byHash = new Map<string, ActiveKey>();

  constructor(
    private readonly repo: KeyRepository,
    readonly secrets: SecretStore,
  ) {
    this.reindex();
  }

  /** The repository's list the index was made from. */
  private indexedFrom: readonly KeyRecord[] = [];

  private reindex(): void {
    this.indexedFrom = this.repo.all();
    this.byHash = new Map(
      this.repo
        .all()
        .filter((k) => k.revoked_at === null)
        .map((k) => [k.hash, { record: k, hash: Buffer.from(k.hash, 'hex') }]),
    );
  }

  list(): KeyRecord[] {
    return [...this.repo.all()];
  }

  activeCount(): number {
    return this.byHash.size;
  }

  async create(opts: CreateKeyOptions): Promise<{ record: KeyRecord; secret: string }> {
    const secret = newSecret();
    const record: KeyRecord = {
      id: `key_${randomBytes(8).toString('hex')}`,
      label: opts.label,
      owner: opts.owner ?? DEFAULT_OWNER,
      models: opts.models ?? '*',
      scopes: [...new Set(opts.scopes ?? [])],
      hash: hashSecret(secret),
      hint: `${secret.slice(0, 7)}…`,
      created_at: nowS(),
      last_used_at: null,
      revoked_at: null,
    };
    // Secret first: a key whose record exists must be recoverable by its owner.
    await this.secrets.set(record.id, secret);
    await this.repo.insert(record);
    this.reindex();
    return { record, secret };
  }

  async revoke(id: string): Promise<KeyRecord> {
    const record = this.repo.all().find((k) => k.id === id);
    if (!record) throw new KeyNotFoundError(`No key with id ${id}.`);
    if (record.revoked_at === null) {
      record.revoked_at = nowS();
      this.reindex();
      await this.repo.update(record);
      await this.secrets.delete(record.id);
    }
    return record;
  }

  /** Adds `scope` to an active key (no-op when it has it already). */
  async grant(id: string, scope: KeyScope): Promise<KeyRecord> {
    const record = this.repo.all().find((k) => k.id === id);
    if (!record) throw new KeyNotFoundError(`No key with id ${id}.`);
    if (!record.scopes.includes(scope)) {
      record.scopes.push(scope);
      await this.repo.update(record);
    }
    return record;
  }

  /** The secret of a key, from the secret store; null once revoked or lost. */
  async secretOf(id: string): Promise<string | null> {
    const record = this.repo.all().find((k) => k.id === id);
    if (!record || record.revoked_at !== null) return null;
    return this.secrets.get(id);
  }

  /**
   * `authenticate`, and when the secret is not known here, once more after the repository
   * reloads the keys (another gateway on the same database may have just made it). Reloads
   * are shared: a burst of unknown secrets waits on one reload at a time.
   */
  async authenticateFresh(secret: string): Promise<KeyRecord | null> {
    const known = this.authenticate(secret);
    if (known) return known;
    await this.refresh();
    return this.authenticate(secret);
  }

  private refreshing: Promise<void> | null = null;

  private refresh(): Promise<void> {
    this.refreshing ??= this.repo.refresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** The active key whose secret this is, or null. */
  authenticate(secret: string): KeyRecord | null {
    // A repository shared by several processes hands out a new list when another one
    // changed the keys: index it again.
    if (this.repo.all() !== this.indexedFrom) this.reindex();
    const digest = createHash('sha256').update(secret, 'utf8').digest();
    const active = this.byHash.get(digest.toString('hex'));
    if (!active) return null;
    // The map lookup is by hash already; compare in constant time anyway so no branch
    // depends on how much of a guessed secret was right.
    if (!timingSafeEqual(active.hash, digest)) return null;
    const record = active.record;
    const now = nowS();
    if (record.last_used_at === null || now - record.last_used_at >= LAST_USED_RESOLUTION_S) {
      record.last_used_at = now;
      this.repo.touch(record);
    }
    return record;
  }
}
