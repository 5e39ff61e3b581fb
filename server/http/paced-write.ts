import type { ServerResponse } from 'node:http';

/**
 * Writes a chunk of a streamed response, resolving once the socket takes more: a slow
 * client slows the sender down instead of growing a buffer. False once the client has gone.
 */
export function pacedWrite(res: ServerResponse, bytes: Uint8Array): Promise<boolean> {
  if (bytes.length === 0 || res.destroyed) return Promise.resolve(!res.destroyed);
  if (res.write(bytes)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      res.off('drain', onDrain);
      res.off('close', onClose);
      resolve(ok);
    };
    const onDrain = () => done(true);
    const onClose = () => done(false);
    res.on('drain', onDrain);
    res.on('close', onClose);
  });
}
