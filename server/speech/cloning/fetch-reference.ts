/**
 * Fetches a gamma-tts-2 reference clip (docs/decisions.md §2): `http:`/`https:` or `data:` only, at
 * most 20 MiB, at most 15 s for the whole transfer (redirects included).
 *
 * Only public addresses are fetched from (docs/decisions.md §7, server/net/outbound.ts): the host is
 * resolved, every address checked, and the connection made to the checked address — before the
 * first request and again for every redirect, which are followed here (at most 5, each to
 * http(s) only). A refused address is 400 `reference_url_forbidden`; every failure to get the
 * clip — refused connection, unknown name, timeout, HTTP error status, too many redirects — is
 * the same `reference_unreachable` with the same message, so the error tells a port scanner
 * nothing about what answered. `allowPrivateAddresses` (`serve --allow-private-fetch`) lifts
 * the address check for people who keep references on their LAN.
 *
 * The body is streamed and the transfer stopped as soon as it passes the limit, whatever
 * Content-Length said.
 */

import type { IncomingMessage } from 'node:http';
import { abortError } from '../engines/abort-error.ts';
import { OutboundRefusal, pinnedGet, resolveAllowed } from '../../net/outbound.ts';
import type { OutboundPolicy } from '../../net/outbound.ts';
import { decodeDataUrl, formatMiB } from './data-url.ts';
import { ReferenceAudioError } from './reference-error.ts';

export const MAX_REFERENCE_BYTES = 20 * 1024 * 1024;
export const REFERENCE_TIMEOUT_MS = 15_000;
export const MAX_REFERENCE_REDIRECTS = 5;

export interface FetchReferenceOptions {
  /** Whole-transfer time limit (default 15 s). */
  readonly timeoutMs?: number;
  /** Largest body accepted (default 20 MiB). */
  readonly maxBytes?: number;
  /** Most redirects followed (default 5). */
  readonly maxRedirects?: number;
  /** Fetch from loopback, private and link-local addresses too (`--allow-private-fetch`). */
  readonly allowPrivateAddresses?: boolean;
  /** Which addresses are allowed and how names resolve (tests; see server/net/outbound.ts). */
  readonly outbound?: OutboundPolicy;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const FORBIDDEN_MESSAGE =
  "'reference_audio_url' must point to a public address; loopback, private, link-local and " +
  'reserved addresses are not fetched from (a redirect included).';
const UNREACHABLE_MESSAGE = 'The reference audio could not be fetched from that address.';

function unsupported(message: string): ReferenceAudioError {
  return new ReferenceAudioError('unsupported_reference_url', message);
}

const forbidden = (): ReferenceAudioError =>
  new ReferenceAudioError('reference_url_forbidden', FORBIDDEN_MESSAGE);

const unreachable = (cause?: unknown): ReferenceAudioError =>
  new ReferenceAudioError('reference_unreachable', UNREACHABLE_MESSAGE, { cause });

function parseUrl(url: string, base?: URL): URL {
  try {
    return new URL(url, base);
  } catch {
    throw unsupported(
      base
        ? 'The reference server redirected to an address that is not a valid URL.'
        : "'reference_audio_url' is not a valid URL.",
    );
  }
}

/** Refuses anything but http(s) without credentials. */
function checkHttp(url: URL, redirected: boolean): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    const scheme = url.protocol.replace(/:$/, '');
    throw unsupported(
      redirected
        ? `The reference server redirected to a '${scheme}:' address; only http(s) is followed.`
        : `'reference_audio_url' uses the '${scheme}:' scheme; use http(s) or a data: URL.`,
    );
  }
  if (url.username !== '' || url.password !== '') {
    throw unsupported("'reference_audio_url' must not contain a user name or password.");
  }
}

function tooLarge(maxBytes: number): ReferenceAudioError {
  return new ReferenceAudioError(
    'reference_too_large',
    `The reference audio is larger than ${formatMiB(maxBytes)}.`,
  );
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge(maxBytes);
  }
  const parts: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of response) {
      const part = chunk as Buffer;
      total += part.byteLength;
      if (total > maxBytes) throw tooLarge(maxBytes);
      parts.push(part);
    }
  } finally {
    response.destroy();
  }
  return new Uint8Array(Buffer.concat(parts, total));
}

async function fetchHttp(
  start: URL,
  signal: AbortSignal,
  maxBytes: number,
  maxRedirects: number,
  policy: OutboundPolicy,
): Promise<Uint8Array> {
  let url = start;
  for (let hop = 0; ; hop++) {
    checkHttp(url, hop > 0);
    let response: IncomingMessage;
    try {
      const address = await resolveAllowed(url, policy);
      if (signal.aborted) throw signal.reason;
      response = await pinnedGet(
        url,
        address,
        { accept: 'audio/*, application/octet-stream;q=0.9, */*;q=0.5' },
        signal,
      );
    } catch (error) {
      if (error instanceof OutboundRefusal && error.reason === 'forbidden') throw forbidden();
      if (signal.aborted) throw error;
      throw unreachable(error);
    }
    const status = response.statusCode ?? 0;
    if (REDIRECTS.has(status)) {
      response.destroy();
      const location = response.headers.location;
      if (!location || hop >= maxRedirects) throw unreachable();
      url = parseUrl(location, url);
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw unreachable();
    }
    try {
      return await readCapped(response, maxBytes);
    } catch (error) {
      if (error instanceof ReferenceAudioError || signal.aborted) throw error;
      throw unreachable(error);
    }
  }
}

/**
 * The bytes of the reference at `url`. Throws ReferenceAudioError: 'unsupported_reference_url'
 * (scheme other than http, https or data; credentials; a redirect elsewhere),
 * 'reference_url_forbidden' (a non-public address, first or after a redirect),
 * 'reference_too_large', 'reference_unreachable' (no clip: network error, timeout, HTTP error
 * status, too many redirects — one message for all), or 'invalid_reference_audio' (malformed
 * Base64). When `signal` aborts, rejects with an AbortError instead.
 */
export async function fetchReference(
  url: string,
  signal?: AbortSignal,
  options: FetchReferenceOptions = {},
): Promise<Uint8Array> {
  const maxBytes = options.maxBytes ?? MAX_REFERENCE_BYTES;
  const timeoutMs = options.timeoutMs ?? REFERENCE_TIMEOUT_MS;
  if (signal?.aborted) throw abortError(signal);
  const trimmed = url.trim();
  if (/^data:/i.test(trimmed)) return decodeDataUrl(trimmed, maxBytes);
  const parsed = parseUrl(trimmed);
  checkHttp(parsed, false);
  const policy: OutboundPolicy = options.allowPrivateAddresses
    ? { ...options.outbound, isAllowed: () => true }
    : (options.outbound ?? {});

  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(), timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timer.signal]) : timer.signal;
  try {
    return await fetchHttp(
      parsed,
      combined,
      maxBytes,
      options.maxRedirects ?? MAX_REFERENCE_REDIRECTS,
      policy,
    );
  } catch (error) {
    if (signal?.aborted) throw abortError(signal);
    if (timer.signal.aborted && !(error instanceof ReferenceAudioError)) throw unreachable(error);
    throw error;
  } finally {
    clearTimeout(timeout);
  }
}
