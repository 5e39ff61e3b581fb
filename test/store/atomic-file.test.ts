import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createAtomicWriter } from '../../server/store/atomic-file.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'voxmesh-atomic-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a file written atomically', () => {
  it('appears under its name only once committed, with every byte written', async () => {
    const target = path.join(dir, 'out.bin');
    const writer = await createAtomicWriter(target);
    await writer.write(new Uint8Array([1, 2, 3]));
    await writer.writeThrough(new Uint8Array([4, 5]));
    expect(await readdir(dir)).not.toContain('out.bin');
    await writer.commit();
    expect([...(await readFile(target))]).toEqual([1, 2, 3, 4, 5]);
  });

  it('lets a buffer written through be reused at once: the file keeps what it held then', async () => {
    const target = path.join(dir, 'samples.pcm');
    const writer = await createAtomicWriter(target);
    const buffer = new Uint8Array(256 * 1024).fill(7);
    await writer.writeThrough(buffer);
    // A book's part writer gives the buffer back to its engine worker at this point.
    buffer.fill(9);
    await writer.writeThrough(buffer.subarray(0, 4));
    await writer.commit();
    const bytes = await readFile(target);
    expect(bytes.length).toBe(256 * 1024 + 4);
    expect(bytes.subarray(0, 256 * 1024).every((b) => b === 7)).toBe(true);
    expect([...bytes.subarray(256 * 1024)]).toEqual([9, 9, 9, 9]);
  });

  it('leaves nothing behind when aborted', async () => {
    const writer = await createAtomicWriter(path.join(dir, 'gone.bin'));
    await writer.writeThrough(new Uint8Array([1]));
    await writer.abort();
    expect(await readdir(dir)).toEqual([]);
  });
});
