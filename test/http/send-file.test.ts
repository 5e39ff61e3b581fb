import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendFile } from '../../server/http/send-file.ts';
import { removeDir, tempDir } from '../helpers/gateway.ts';

/**
 * A stored file (a task's audio, a GLB) as the gateway sends it: whole, with its length, through
 * one reused buffer; a client that leaves mid-download ends the send and frees the file.
 */
describe('sending a stored file', () => {
  let dir: string;
  let server: http.Server;
  let url: string;
  const settled: Array<Promise<void>> = [];
  const big = randomBytes(3 * 1024 * 1024 + 17);

  beforeAll(async () => {
    dir = await tempDir();
    await writeFile(path.join(dir, 'big.bin'), big);
    await writeFile(path.join(dir, 'empty.bin'), Buffer.alloc(0));
    const app = express();
    app.get('/:name', (req, res, next) => {
      const sent = sendFile(res, path.join(dir, req.params.name), {
        'Content-Type': 'application/octet-stream',
      });
      settled.push(sent.catch(() => undefined));
      sent.catch(next);
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await removeDir(dir);
  });

  it('arrives whole, byte for byte, with its Content-Length', async () => {
    const res = await fetch(`${url}/big.bin`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(big.length));
    expect(Buffer.from(await res.arrayBuffer()).equals(big)).toBe(true);
  });

  it('an empty file is an empty body', async () => {
    const res = await fetch(`${url}/empty.bin`);
    expect(res.headers.get('content-length')).toBe('0');
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('a client that goes away mid-download ends the send (the file is let go)', async () => {
    const before = settled.length;
    await new Promise<void>((resolve) => {
      const req = http.get(`${url}/big.bin`, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => undefined);
    });
    // The route began sending before the first bytes arrived; its send settles once the server
    // sees the socket close (a send still waiting would keep this test from ending).
    expect(settled).toHaveLength(before + 1);
    await settled[before];
  });
});
