import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, rawRequest, removeDir, startGateway, tempDir } from '../helpers/gateway.ts';
import { runCli, spawnServe } from '../helpers/cli.ts';

describe('API keys', () => {
  it('survive a restart of the gateway, stored as hashes only', async () => {
    const first = await startGateway();
    const secret = await first.key({ label: 'script' });
    await first.close();

    const raw = await readFile(path.join(first.dataDir, 'voxmesh.db.json'), 'utf8');
    expect(raw).not.toContain(secret);

    const second = await startGateway({ dataDir: first.dataDir });
    try {
      const res = await rawRequest(`${second.url}/v1/models`, { headers: bearer(secret) });
      expect(res.status).toBe(200);
      expect(await second.gateway.keys.secretOf(second.gateway.keys.list()[0]!.id)).toBe(secret);
    } finally {
      await second.close();
      await removeDir(first.dataDir);
    }
  });

  it('stop working at once when revoked, and stay revoked after a restart', async () => {
    const gw = await startGateway();
    const secret = await gw.key();
    const id = gw.gateway.keys.list()[0]!.id;
    expect((await rawRequest(`${gw.url}/v1/models`, { headers: bearer(secret) })).status).toBe(200);
    await gw.gateway.keys.revoke(id);
    expect((await rawRequest(`${gw.url}/v1/models`, { headers: bearer(secret) })).status).toBe(401);
    await gw.close();

    const again = await startGateway({ dataDir: gw.dataDir });
    try {
      expect((await rawRequest(`${again.url}/v1/models`, { headers: bearer(secret) })).status).toBe(
        401,
      );
      expect(await again.gateway.keys.secretOf(id)).toBeNull();
    } finally {
      await again.close();
      await removeDir(gw.dataDir);
    }
  });
});

describe('the keys command', () => {
  it('creates, lists and revokes keys with no gateway running', async () => {
    const dir = await tempDir();
    try {
      const created = await runCli([
        'keys',
        'create',
        '--label',
        'editor',
        '--models',
        'alpha-tts,mesh-6',
        '--data-dir',
        dir,
      ]);
      expect(created.code).toBe(0);
      const secret = /\s(sk-[A-Za-z0-9_-]{43})\s/.exec(created.stdout)?.[1];
      const id = /Created key (key_[0-9a-f]+)/.exec(created.stdout)?.[1];
      expect(secret).toBeDefined();

      const listed = await runCli(['keys', 'list', '--data-dir', dir]);
      expect(listed.code).toBe(0);
      expect(listed.stdout).toMatch(new RegExp(`${id}\\s+editor\\s+local\\s+alpha-tts,mesh-6`));
      expect(listed.stdout).not.toContain(secret);

      const gw = await startGateway({ dataDir: dir });
      try {
        const models = await rawRequest(`${gw.url}/v1/models`, { headers: bearer(secret!) });
        expect(models.json<{ data: { id: string }[] }>().data.map((m) => m.id)).toEqual([
          'alpha-tts',
          'mesh-6',
        ]);
      } finally {
        await gw.close();
      }

      const revoked = await runCli(['keys', 'revoke', id!, '--data-dir', dir]);
      expect(revoked.code).toBe(0);
      expect((await runCli(['keys', 'list', '--data-dir', dir])).stdout).toMatch(/revoked/);
    } finally {
      await removeDir(dir);
    }
  });

  it('goes through the running gateway so the new key works at once and nothing is lost', async () => {
    const dir = await tempDir();
    const serve = await spawnServe(['--port', '0', '--data-dir', dir]);
    try {
      const firstKey = /\s(sk-[A-Za-z0-9_-]{43})\s/.exec(serve.output())?.[1];
      expect(firstKey, 'first start prints a key').toBeDefined();

      const created = await runCli(['keys', 'create', '--label', 'ci', '--data-dir', dir]);
      expect(created.code).toBe(0);
      const secret = /\s(sk-[A-Za-z0-9_-]{43})\s/.exec(created.stdout)?.[1];
      expect(
        (await rawRequest(`${serve.url}/v1/models`, { headers: bearer(secret!) })).status,
      ).toBe(200);

      const id = /Created key (key_[0-9a-f]+)/.exec(created.stdout)?.[1];
      expect((await runCli(['keys', 'revoke', id!, '--data-dir', dir])).code).toBe(0);
      expect(
        (await rawRequest(`${serve.url}/v1/models`, { headers: bearer(secret!) })).status,
      ).toBe(401);
      expect(
        (await rawRequest(`${serve.url}/v1/models`, { headers: bearer(firstKey!) })).status,
      ).toBe(200);
    } finally {
      serve.child.kill('SIGTERM');
      expect(await serve.exited).toBe(0);
    }
    const listed = await runCli(['keys', 'list', '--data-dir', dir]);
    expect(listed.stdout).toMatch(/default .*active/);
    expect(listed.stdout).toMatch(/ci .*revoked/);
    await removeDir(dir);
  });

  it.each([
    [['keys', 'create'], /--label/],
    [['keys', 'create', '--label', 'x', '--models', 'gpt-9'], /Unknown model 'gpt-9'/],
    [['keys', 'revoke'], /one key id/],
    [['keys', 'revoke', 'key_nope'], /No key with id key_nope/],
    [['keys', 'frobnicate'], /Unknown keys action/],
    [['keys', 'list', '--bogus'], /Unknown option/],
  ])('rejects %j with a clear message and exit code 2', async (args, message) => {
    const dir = await tempDir();
    try {
      const res = await runCli([...args, '--data-dir', dir]);
      expect(res.code).toBe(2);
      expect(res.stderr).toMatch(message);
    } finally {
      await removeDir(dir);
    }
  });
});
