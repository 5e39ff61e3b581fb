import net from 'node:net';
import http from 'node:http';
import { stat } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { instanceFile } from '../../server/store/instance.ts';
import { childEnv, runCli, spawnServe } from '../helpers/cli.ts';
import { rawRequest, removeDir, tempDir } from '../helpers/gateway.ts';

async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise((r) => srv.close(r));
  return port;
}

describe('voxmesh serve', () => {
  it('takes port and data dir from the environment, prints one key on first start only, exits 0 on SIGTERM', async () => {
    const dir = await tempDir();
    const port = await freePort();
    const env = childEnv({ VOXMESH_PORT: String(port), VOXMESH_DATA_DIR: dir });
    try {
      const first = await spawnServe([], env);
      expect(first.url).toBe(`http://127.0.0.1:${port}`);
      expect(first.output()).toMatch(/Your first API key/);
      expect((await rawRequest(`${first.url}/health`)).status).toBe(200);
      await stat(instanceFile(dir));
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      await expect(stat(instanceFile(dir))).rejects.toThrow();

      const second = await spawnServe([], env);
      expect(second.output()).not.toMatch(/Your first API key/);
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
    } finally {
      await removeDir(dir);
    }
  });

  it('says so and exits 0 when another VoxMesh already has the port', async () => {
    const [dirA, dirB] = [await tempDir(), await tempDir()];
    const port = await freePort();
    const running = await spawnServe(['--port', String(port), '--data-dir', dirA]);
    try {
      const res = await runCli(['serve', '--port', String(port), '--data-dir', dirB]);
      expect(res.code).toBe(0);
      expect(res.stdout).toMatch(new RegExp(`already running at http://127.0.0.1:${port}`));
      const same = await runCli(['serve', '--port', String(port + 1), '--data-dir', dirA]);
      expect(same.code).toBe(0);
      expect(same.stdout).toMatch(/already running/);
    } finally {
      running.child.kill('SIGTERM');
      await running.exited;
      await removeDir(dirA);
      await removeDir(dirB);
    }
  });

  it('moves to the next free port when another program has the port', async () => {
    const dir = await tempDir();
    const other = http.createServer((_req, res) => res.end('not voxmesh'));
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    const port = (other.address() as net.AddressInfo).port;
    try {
      const serve = await spawnServe(['--port', String(port), '--data-dir', dir]);
      expect(serve.output()).toMatch(new RegExp(`Port ${port} is taken by another program`));
      expect(serve.url).not.toBe(`http://127.0.0.1:${port}`);
      expect((await rawRequest(`${serve.url}/health`)).status).toBe(200);
      serve.child.kill('SIGTERM');
      expect(await serve.exited).toBe(0);
    } finally {
      other.close();
      await removeDir(dir);
    }
  });

  it.each([
    [['serve', '--port', 'eighty'], /Invalid port 'eighty'/],
    [['serve', '--secret-store', 'vault'], /--secret-store must be/],
    [['launch'], /Unknown command 'launch'/],
  ])('rejects %j with exit code 2', async (args, message) => {
    const res = await runCli(args);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(message);
  });
});
