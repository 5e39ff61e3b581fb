import { createReadStream } from 'node:fs';
import type { Response } from 'express';

/**
 * Streams a stored file as the response, headers set only once the file is open (so a
 * missing file still becomes a JSON error). Resolves when the response ends or the
 * client goes away.
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
    stream.once('error', reject);
    res.once('close', () => {
      stream.destroy();
      resolve();
    });
  });
}
