/** Reference clips and a local HTTP server for the cloning tests (no mocks). */

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { createMp3Stream } from '../../../server/speech/audio/mp3.ts';
import { encodeWav } from '../../../server/speech/audio/wav.ts';
import { hasSox } from '../../helpers/sox.ts';

const run = promisify(execFile);

export const REFERENCE_TEXT =
  'Every morning I walk down to the station, buy a newspaper, and wait for the train that ' +
  'takes me into the city. It is often late, but nobody seems to mind very much.';
export const TEST_SENTENCE =
  'The weather today is bright and clear, with a light wind from the west.';

/** A temporary directory, removed by `cleanup`. */
export async function tempDir(): Promise<{ path: string; cleanup: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'voxmesh-cloning-'));
  return { path, cleanup: () => rm(path, { recursive: true, force: true }) };
}

/**
 * Converts a WAV file with SoX (`args` go before the output name, e.g. ['-C', '5']): the
 * FLAC and Ogg references are made by an encoder that is not ours. These tests need it;
 * without it they fail saying so (`.ci/run` installs it).
 */
export async function sox(input: string, output: string, args: string[] = []): Promise<Buffer> {
  if (!hasSox())
    throw new Error('These tests make their FLAC and Ogg files with SoX: apt-get install sox');
  await run('sox', [input, ...args, output]);
  return readFile(output);
}

export async function writeWav(path: string, pcm: Float32Array, rate: number): Promise<Buffer> {
  const bytes = encodeWav(pcm, rate);
  await writeFile(path, bytes);
  return Buffer.from(bytes);
}

/** A CBR MP3 of `pcm` through the project's LAME stream (24 kHz output at 128 kbps). */
export async function encodeMp3(pcm: Float32Array, rate: number): Promise<Uint8Array> {
  const stream = await createMp3Stream({ bitrateKbps: 128, inputRate: rate });
  const head = stream.write(pcm);
  const tail = stream.end();
  const out = new Uint8Array(head.length + tail.length);
  out.set(head);
  out.set(tail, head.length);
  return out;
}

export interface TestServer {
  readonly origin: string;
  close(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 (ephemeral port) answering with `handler`. */
export async function startServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<TestServer> {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: bound once, then released. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Median of an array of numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Bit-identical sample arrays (fast, unlike a deep equality on large typed arrays). */
export function samePcm(a: Float32Array, b: Float32Array): boolean {
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(
    Buffer.from(b.buffer, b.byteOffset, b.byteLength),
  );
}
