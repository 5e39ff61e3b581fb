import { chmod, mkdir, readFile } from 'node:fs/promises';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import path from 'node:path';
import { writeFileAtomic } from '../store/atomic-file.ts';

/**
 * Where key secrets live. The database keeps only their hashes; the secrets are kept
 * so that the desktop app (and `keys show`) can hand a key back to its owner.
 */
export interface SecretStore {
  readonly kind: 'keychain' | 'file';
  /** Human description for logs: which backend and where. */
  readonly description: string;
  set(account: string, secret: string): Promise<void>;
  get(account: string): Promise<string | null>;
  delete(account: string): Promise<void>;
}

export const KEYCHAIN_SERVICE = 'voxmesh';

interface KeytarApi {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
  findCredentials(service: string): Promise<Array<{ account: string; password: string }>>;
}

/** The OS keychain (libsecret, macOS Keychain, Windows Credential Vault) via keytar. */
export class KeychainSecretStore implements SecretStore {
  readonly kind = 'keychain';
  readonly description: string;

  constructor(
    private readonly keytar: KeytarApi,
    private readonly service = KEYCHAIN_SERVICE,
  ) {
    this.description = `OS keychain (service "${service}")`;
  }

  set(account: string, secret: string): Promise<void> {
    return this.keytar.setPassword(this.service, account, secret);
  }

  get(account: string): Promise<string | null> {
    return this.keytar.getPassword(this.service, account);
  }

  async delete(account: string): Promise<void> {
    await this.keytar.deletePassword(this.service, account);
  }
}

interface SealedEntry {
  iv: string;
  tag: string;
  data: string;
}

interface SealedFile {
  version: 1;
  entries: Record<string, SealedEntry>;
}

/**
 * Fallback when no keychain answers: secrets sealed with AES-256-GCM in a file readable
 * only by the user (0600). The 256-bit key sits in a second 0600 file beside it, so
 * this protects against casual reading and accidental sharing of the database, not
 * against someone who can read the user's files.
 */
export class FileSecretStore implements SecretStore {
  readonly kind = 'file';
  readonly description: string;
  private readonly sealedPath: string;
  private readonly keyPath: string;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(dir: string) {
    this.sealedPath = path.join(dir, 'secrets.sealed.json');
    this.keyPath = path.join(dir, 'secrets.key');
    this.description = `encrypted file ${this.sealedPath} (AES-256-GCM, mode 0600)`;
  }

  private async masterKey(): Promise<Buffer> {
    try {
      const key = await readFile(this.keyPath);
      if (key.length === 32) return key;
      throw new Error(`${this.keyPath} does not hold a 256-bit key`);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    await mkdir(path.dirname(this.keyPath), { recursive: true });
    const key = randomBytes(32);
    await writeFileAtomic(this.keyPath, key);
    await chmod(this.keyPath, 0o600);
    return key;
  }

  private async load(): Promise<SealedFile> {
    try {
      return JSON.parse(await readFile(this.sealedPath, 'utf8')) as SealedFile;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { version: 1, entries: {} };
      throw err;
    }
  }

  /** Serializes read-modify-write cycles so concurrent calls never lose an entry. */
  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  set(account: string, secret: string): Promise<void> {
    return this.exclusive(async () => {
      const key = await this.masterKey();
      const file = await this.load();
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(account));
      const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      file.entries[account] = {
        iv: iv.toString('base64'),
        tag: cipher.getAuthTag().toString('base64'),
        data: data.toString('base64'),
      };
      await writeFileAtomic(this.sealedPath, JSON.stringify(file));
    });
  }

  get(account: string): Promise<string | null> {
    return this.exclusive(async () => {
      const entry = (await this.load()).entries[account];
      if (!entry) return null;
      const decipher = createDecipheriv(
        'aes-256-gcm',
        await this.masterKey(),
        Buffer.from(entry.iv, 'base64'),
      );
      decipher.setAAD(Buffer.from(account));
      decipher.setAuthTag(Buffer.from(entry.tag, 'base64'));
      return Buffer.concat([
        decipher.update(Buffer.from(entry.data, 'base64')),
        decipher.final(),
      ]).toString('utf8');
    });
  }

  delete(account: string): Promise<void> {
    return this.exclusive(async () => {
      const file = await this.load();
      if (!(account in file.entries)) return;
      delete file.entries[account];
      await writeFileAtomic(this.sealedPath, JSON.stringify(file));
    });
  }
}

export type SecretStoreChoice = 'auto' | 'keychain' | 'file';

async function loadKeytar(): Promise<KeytarApi> {
  // keytar is an optionalDependency: absent where it could not be built.
  const mod = (await import('keytar')) as { default?: KeytarApi } & KeytarApi;
  return mod.default ?? mod;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    timer.unref();
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/** Asks the keychain a harmless question; resolves to the store if it answers. */
export async function openKeychain(
  service = KEYCHAIN_SERVICE,
  timeoutMs = 3000,
): Promise<KeychainSecretStore> {
  const keytar = await loadKeytar();
  await withTimeout(keytar.findCredentials(service), timeoutMs, 'The OS keychain');
  return new KeychainSecretStore(keytar, service);
}

/**
 * Picks the secret store: the OS keychain when it answers, otherwise the encrypted file,
 * with `warn` told why. `keychain` demands the keychain and fails without it.
 */
export async function chooseSecretStore(
  choice: SecretStoreChoice,
  dataDir: string,
  warn: (message: string) => void,
): Promise<SecretStore> {
  if (choice === 'file') return new FileSecretStore(dataDir);
  try {
    return await openKeychain();
  } catch (err) {
    if (choice === 'keychain') {
      throw new Error(`The OS keychain is not reachable: ${(err as Error).message}`, {
        cause: err,
      });
    }
    const store = new FileSecretStore(dataDir);
    warn(
      `WARNING: no OS keychain answered (${(err as Error).message}). ` +
        `API key secrets are kept in the ${store.description} instead. ` +
        'Anyone who can read your files can read them; install and unlock a keychain ' +
        '(gnome-keyring or KWallet on Linux) to keep them there.',
    );
    return store;
  }
}
