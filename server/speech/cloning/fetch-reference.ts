/**
 * Fetches a gamma-tts-2 reference clip (DECISIONS §2): `http:`/`https:` or `data:` only, at
 * most 20 MiB, at most 15 s for the whole transfer (redirects included).
 *
 * Redirects are followed here, not by fetch, so that each hop is checked: at most 5, each to
 * http(s) only (a redirect to `file:` or `ftp:` is refused). The body is streamed and the
 * transfer stopped as soon as it passes the limit, whatever Content-Length said.
 */

import { abortError } from '../engines/abort-error.ts';
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
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function unsupported(message: string): ReferenceAudioError {
  return new ReferenceAudioError('unsupported_reference_url', message);
}

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

function describeNetworkError(error: unknown): string {
  const cause = error instanceof Error ? (error.cause ?? error) : error;
  if (cause && typeof cause === 'object') {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string') return code;
    if (typeof message === 'string') return message;
  }
  return String(cause);
}

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(maxBytes);
  }
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw tooLarge(maxBytes);
      parts.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

async function fetchHttp(
  start: URL,
  signal: AbortSignal,
  maxBytes: number,
  maxRedirects: number,
): Promise<Uint8Array> {
  let url = start;
  for (let hop = 0; ; hop++) {
    checkHttp(url, hop > 0);
    let response: Response;
    try {
      response = await fetch(url, {
        redirect: 'manual',
        signal,
        headers: { accept: 'audio/*, application/octet-stream;q=0.9, */*;q=0.5' },
      });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new ReferenceAudioError(
        'reference_unreachable',
        `The reference at ${url.host} could not be reached (${describeNetworkError(error)}).`,
        { cause: error },
      );
    }
    if (REDIRECTS.has(response.status)) {
      await response.body?.cancel().catch(() => undefined);
      const location = response.headers.get('location');
      if (!location) {
        throw new ReferenceAudioError(
          'reference_unreachable',
          `The reference server answered HTTP ${response.status} without a Location.`,
        );
      }
      if (hop >= maxRedirects) {
        throw new ReferenceAudioError(
          'reference_unreachable',
          `The reference server redirected more than ${maxRedirects} times.`,
        );
      }
      url = parseUrl(location, url);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new ReferenceAudioError(
        'reference_unreachable',
        `The reference server answered HTTP ${response.status} for ${url.host}${url.pathname}.`,
      );
    }
    return readCapped(response, maxBytes);
  }
}

/**
 * The bytes of the reference at `url`. Throws ReferenceAudioError: 'unsupported_reference_url'
 * (scheme other than http, https or data; credentials; a redirect elsewhere),
 * 'reference_too_large', 'reference_unreachable' (network error, HTTP error status, too many
 * redirects), 'reference_timeout', or 'invalid_reference_audio' (malformed Base64). When
 * `signal` aborts, rejects with an AbortError instead.
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

  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(), timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timer.signal]) : timer.signal;
  try {
    return await fetchHttp(
      parsed,
      combined,
      maxBytes,
      options.maxRedirects ?? MAX_REFERENCE_REDIRECTS,
    );
  } catch (error) {
    if (signal?.aborted) throw abortError(signal);
    if (timer.signal.aborted && !(error instanceof ReferenceAudioError)) {
      throw new ReferenceAudioError(
        'reference_timeout',
        `The reference at ${parsed.host} did not arrive within ${+(timeoutMs / 1000).toFixed(3)} s.`,
        { cause: error },
      );
    }
    throw error;
  } finally {
    clearTimeout(timeout);
  }
}
