import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
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
 * Streams a stored file as the response, headers set only once the file is open (so a
 * lost file still becomes a JSON error, `lostFileError`'s 404). Resolves when the response
 * ends or the client goes away.
 */
export function sendFile(
  res: Response,
  path: string,
  headers: Record<string, string>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const stream = createReadStream(path);
    stream.once('open', () => {
      for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
      stream.pipe(res);
    });
    stream.once('error', (err) => reject(lostFileError(err)));
    res.once('close', () => {
      stream.destroy();
      resolve();
    });
  });
}
