import { open, readFile } from 'node:fs/promises';
import type { Response } from 'express';
import { notFound } from './errors.ts';

/**
 * A file a task's record names that the data folder no longer holds (removed by hand, a disk
 * cleaned up, a folder restored from an older backup) becomes 404 `content_not_found`
 * naming the task; any other failure passes through unchanged.
 */
function lostFileError(err: unknown): unknown {
  return (err as NodeJS.ErrnoException).code === 'ENOENT'
    ? notFound(
        'content_not_found',
        "This task's file is no longer in the data folder; delete the task, or make it again.",
        'task_id',
      )
    : err;
}

/** A stored file read whole, a lost one being `lostFileError`'s 404. */
export function readStoredFile(path: string): Promise<Buffer> {
  return readFile(path).catch((err: unknown) => {
    throw lostFileError(err);
  });
}

/**
 * Waits for a write's callback, or for the client to go away (a destroyed socket may never
 * call back).
 */
function untilSent(
  res: Response,
  write: (done: (err?: Error | null) => void) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    res.once('close', resolve);
    write((err) => {
      res.off('close', resolve);
      if (err) reject(err);
      else resolve();
    });
  });
}

/** Bytes read from the file per write: one buffer per response, reused from write to write. */
const CHUNK = 256 * 1024;

/**
 * Streams a stored file as the response, headers set only once the file is open (so a
 * lost file still becomes a JSON error, `lostFileError`'s 404). Resolves when the response
 * ends or the client goes away.
 *
 * One buffer is read into and written again and again, each write awaited: a stream's fresh
 * 64 KB buffer per read is memory outside the heap that stays until a collection finds its
 * small heap object, and downloading a long book's finished MP3 (95–480 MB) that way raised the
 * gateway's resident memory by ~25 MB (docs/architecture.md, "Memory").
 */
export async function sendFile(
  res: Response,
  path: string,
  headers: Record<string, string>,
): Promise<void> {
  const file = await open(path, 'r').catch((err: unknown) => {
    throw lostFileError(err);
  });
  let closed = false;
  const onClose = () => (closed = true);
  res.once('close', onClose);
  try {
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    const size = (await file.stat()).size;
    res.setHeader('Content-Length', String(size));
    const buffer = Buffer.allocUnsafe(Math.min(CHUNK, Math.max(size, 1)));
    let at = 0;
    while (at < size && !closed) {
      const { bytesRead } = await file.read(buffer, 0, Math.min(buffer.length, size - at), at);
      if (bytesRead === 0) break;
      at += bytesRead;
      // The callback runs once the bytes left this buffer, so it can be read into again; a
      // client that goes away ends the wait too (a destroyed socket may never call back).
      await untilSent(res, (done) => res.write(buffer.subarray(0, bytesRead), done));
    }
    if (!closed) await untilSent(res, (done) => res.end(done));
  } catch (err) {
    // The client went away mid-write: nothing to answer any more.
    if (!closed) throw err;
  } finally {
    res.off('close', onClose);
    await file.close();
  }
}
