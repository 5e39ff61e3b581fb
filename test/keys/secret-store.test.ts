import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  FileSecretStore,
  openKeychain,
  type KeychainSecretStore,
} from '../../server/keys/secret-store.ts';
import { bearer, rawRequest, removeDir, startGateway, tempDir } from '../helpers/gateway.ts';
import { childEnv, runCli } from '../helpers/cli.ts';

/** A keychain service of its own, so tests never touch a developer's real VoxMesh keys. */
const TEST_SERVICE = `voxmesh-test-${randomBytes(4).toString('hex')}`;

async function reachableKeychain(): Promise<KeychainSecretStore | string> {
  try {
    return await openKeychain(TEST_SERVICE, 5000);
  } catch (err) {
    return (err as Error).message;
  }
}

const keychain = await reachableKeychain();
if (typeof keychain === 'string') {
  const reason = `no OS keychain in this session (${keychain}); run inside dbus-run-session with an unlocked gnome-keyring (see .ci/run)`;
  if (process.env.CI === 'true') throw new Error(`Keychain tests are required under CI: ${reason}`);
  console.warn(`Skipping keychain tests: ${reason}`);
}

describe.skipIf(typeof keychain === 'string')('the OS keychain secret store (keytar)', () => {
  const store = keychain as KeychainSecretStore;

  it('round-trips a secret, overwrites it and deletes it', async () => {
    await store.set('key_roundtrip', 'sk-first');
    expect(await store.get('key_roundtrip')).toBe('sk-first');
    await store.set('key_roundtrip', 'sk-second');
    expect(await store.get('key_roundtrip')).toBe('sk-second');
    await store.delete('key_roundtrip');
    expect(await store.get('key_roundtrip')).toBeNull();
  });

  it('keeps the secrets of a gateway and nothing of them in the data directory', async () => {
    const gw = await startGateway({ secretStore: store });
    try {
      const secret = await gw.key();
      const id = gw.gateway.keys.list()[0]!.id;
      expect(await store.get(id)).toBe(secret);
      expect((await rawRequest(`${gw.url}/v1/models`, { headers: bearer(secret) })).status).toBe(
        200,
      );
      const db = await readFile(path.join(gw.dataDir, 'voxmesh.db.json'), 'utf8');
      expect(db).not.toContain(secret);
      await expect(stat(path.join(gw.dataDir, 'secrets.sealed.json'))).rejects.toThrow();
      await gw.gateway.keys.revoke(id);
      expect(await store.get(id)).toBeNull();
    } finally {
      await gw.close();
      await removeDir(gw.dataDir);
    }
  });
});

describe('the encrypted-file secret store', () => {
  it('round-trips secrets in a 0600 file that does not contain them in clear', async () => {
    const dir = await tempDir();
    try {
      const store = new FileSecretStore(dir);
      await Promise.all([store.set('a', 'sk-alpha-secret'), store.set('b', 'sk-beta-secret')]);
      expect(await store.get('a')).toBe('sk-alpha-secret');
      expect(await store.get('b')).toBe('sk-beta-secret');
      const sealed = path.join(dir, 'secrets.sealed.json');
      expect(await readFile(sealed, 'utf8')).not.toContain('alpha-secret');
      expect((await stat(sealed)).mode & 0o777).toBe(0o600);
      expect((await stat(path.join(dir, 'secrets.key'))).mode & 0o777).toBe(0o600);
      await store.delete('a');
      expect(await store.get('a')).toBeNull();
      expect(await new FileSecretStore(dir).get('b')).toBe('sk-beta-secret');
    } finally {
      await removeDir(dir);
    }
  });

  it('is chosen automatically, with a loud warning, when no D-Bus is reachable', async () => {
    const dir = await tempDir();
    try {
      const env = childEnv({
        VOXMESH_SECRET_STORE: 'auto',
        DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/voxmesh-test-bus',
        DISPLAY: undefined,
      });
      const res = await runCli(['keys', 'create', '--label', 'fallback', '--data-dir', dir], env);
      expect(res.code).toBe(0);
      expect(res.stderr).toMatch(/WARNING: no OS keychain answered/);
      expect(res.stderr).toMatch(/AES-256-GCM/);
      const secret = /\s(sk-[A-Za-z0-9_-]{43})\s/.exec(res.stdout)?.[1];
      const id = /Created key (key_[0-9a-f]+)/.exec(res.stdout)?.[1];
      expect(await new FileSecretStore(dir).get(id!)).toBe(secret);
    } finally {
      await removeDir(dir);
    }
  });

  it('refuses to start when the keychain is demanded and absent', async () => {
    const dir = await tempDir();
    try {
      const env = childEnv({
        VOXMESH_SECRET_STORE: 'keychain',
        DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/voxmesh-test-bus',
        DISPLAY: undefined,
      });
      const res = await runCli(['keys', 'list', '--data-dir', dir], env);
      expect(res.code).toBe(1);
      expect(res.stderr).toMatch(/OS keychain is not reachable/);
    } finally {
      await removeDir(dir);
    }
  });
});
