/**
 * Downloads a voice pack's file to disk (docs/voice-packs.md): streamed, with progress, resumed
 * with a Range request when a partial file is already there (after a dropped connection or a
 * restart), bounded in size, and only from public addresses unless `allowPrivate`
 * (`serve --allow-private-fetch`), checked after resolution and again after every redirect
 * (server/net/outbound.ts). The SHA-256 (and MD5, which Piper's voices.json publishes) of the
 * whole file is computed as it arrives.
 */
import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { pipeline } from 'node:stream/promises';
import {
  OutboundRefusal,
  pinnedGet,
  resolveAllowed,
  type OutboundPolicy,
} from '../../net/outbound.ts';

export const MAX_REDIRECTS = 5;
/** Attempts of one file (the first and the resumptions after a dropped connection). */
export const DOWNLOAD_ATTEMPTS = 3;
/** No byte for this long ends an attempt. */
export const STALL_TIMEOUT_MS = 30_000;

export type DownloadErrorCode =
  | 'voice_pack_url_forbidden'
  | 'voice_pack_unreachable'
  | 'voice_pack_too_large'
  | 'unsupported_url'
  | 'cancelled';

export class DownloadError extends Error {
  override readonly name = 'DownloadError';
  constructor(
    readonly code: DownloadErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export interface DownloadOptions {
  /** Largest file accepted, in bytes. */
  maxBytes: number;
  allowPrivate: boolean;
  signal: AbortSignal;
  /** Bytes on disk so far, and the whole size when the server said. */
  onProgress?: (bytes: number, total: number | null) => void;
  outbound?: OutboundPolicy;
}

export interface Downloaded {
  bytes: number;
  sha256: string;
  md5: string;
}

/** Refuses anything but http(s) without credentials. */
export function checkDownloadUrl(text: string, field: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new DownloadError('unsupported_url', `'${field}' is not a valid URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new DownloadError('unsupported_url', `'${field}' must be an http(s) URL.`);
  }
  if (url.username || url.password) {
    throw new DownloadError('unsupported_url', `'${field}' must not carry credentials.`);
  }
  return url;
}

async function sizeOf(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}

/** Feeds what is already on disk into the hashes (a resumed download). */
async function hashExisting(file: string, hashes: Hash[]): Promise<void> {
  for await (const chunk of createReadStream(file))
    for (const h of hashes) h.update(chunk as Buffer);
}

/** GET with redirects followed, each hop's address checked. */
async function get(
  url: URL,
  headers: Record<string, string>,
  options: DownloadOptions,
): Promise<IncomingMessage> {
  let current = url;
  for (let hop = 0; ; hop++) {
    let address;
    try {
      address = await resolveAllowed(current, {
        ...options.outbound,
        ...(options.allowPrivate ? { isAllowed: () => true } : {}),
      });
    } catch (error) {
      if (error instanceof OutboundRefusal && error.reason === 'forbidden') {
        throw new DownloadError(
          'voice_pack_url_forbidden',
          'Voice packs are downloaded from public addresses only; loopback, private, link-local ' +
            'and reserved addresses are refused (a redirect included) unless the gateway runs ' +
            'with --allow-private-fetch.',
        );
      }
      throw new DownloadError('voice_pack_unreachable', 'The address could not be reached.', {
        cause: error,
      });
    }
    const res = await pinnedGet(current, address, headers, options.signal).catch(
      (error: unknown) => {
        if (options.signal.aborted)
          throw new DownloadError('cancelled', 'The download was cancelled.');
        throw new DownloadError('voice_pack_unreachable', 'The address could not be reached.', {
          cause: error,
        });
      },
    );
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location) {
      res.resume();
      if (hop >= MAX_REDIRECTS) {
        throw new DownloadError('voice_pack_unreachable', 'The address redirected too many times.');
      }
      current = checkDownloadUrl(new URL(res.headers.location, current).toString(), 'redirect');
      continue;
    }
    return res;
  }
}

/** One attempt: appends to `file` from where it ends. */
async function attempt(
  url: URL,
  file: string,
  options: DownloadOptions,
): Promise<{ complete: boolean }> {
  const have = await sizeOf(file);
  const res = await get(url, have > 0 ? { Range: `bytes=${have}-` } : {}, options);
  const status = res.statusCode ?? 0;
  if (status === 416 && have > 0) {
    // The server has nothing past what we hold: the file is complete.
    res.resume();
    return { complete: true };
  }
  if (status !== 200 && status !== 206) {
    res.resume();
    throw new DownloadError('voice_pack_unreachable', `The address answered HTTP ${status}.`);
  }
  const resumed = status === 206 && have > 0;
  const start = resumed ? have : 0;
  const length = Number(res.headers['content-length']);
  const total = Number.isFinite(length) && length >= 0 ? start + length : null;
  if (total !== null && total > options.maxBytes) {
    res.destroy();
    throw tooLarge(options.maxBytes);
  }
  let bytes = start;
  options.onProgress?.(bytes, total);
  const out = createWriteStream(file, { flags: resumed ? 'a' : 'w' });
  let stall: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(stall);
    stall = setTimeout(() => res.destroy(new Error('stalled')), STALL_TIMEOUT_MS);
  };
  arm();
  try {
    await pipeline(
      res,
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          bytes += chunk.length;
          if (bytes > options.maxBytes) throw tooLarge(options.maxBytes);
          arm();
          options.onProgress?.(bytes, total);
          yield chunk;
        }
      },
      out,
      { signal: options.signal },
    );
  } catch (error) {
    if (error instanceof DownloadError) throw error;
    if (options.signal.aborted) throw new DownloadError('cancelled', 'The download was cancelled.');
    // A dropped connection: what arrived stays on disk for the next attempt.
    return { complete: false };
  } finally {
    clearTimeout(stall);
  }
  return { complete: total === null || bytes >= total };
}

function tooLarge(maxBytes: number): DownloadError {
  return new DownloadError(
    'voice_pack_too_large',
    `The file is larger than the gateway accepts (${maxBytes} bytes; serve --voice-pack-max-bytes).`,
  );
}

/** Downloads `url` into `file`, resuming a partial one; the hashes are of the whole file. */
export async function downloadFile(
  url: URL,
  file: string,
  options: DownloadOptions,
): Promise<Downloaded> {
  for (let i = 0; i < DOWNLOAD_ATTEMPTS; i++) {
    if ((await attempt(url, file, options)).complete) {
      const sha256 = createHash('sha256');
      const md5 = createHash('md5');
      await hashExisting(file, [sha256, md5]);
      return { bytes: await sizeOf(file), sha256: sha256.digest('hex'), md5: md5.digest('hex') };
    }
  }
  throw new DownloadError(
    'voice_pack_unreachable',
    `The download broke off ${DOWNLOAD_ATTEMPTS} times; what arrived is kept to resume from.`,
  );
}

/** The file's SHA-256, hex (an upload's). */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}
