/**
 * `data:` URLs (RFC 2397): `data:[<media type>][;base64],<data>`. The media type is ignored —
 * the audio decoder sniffs the bytes — and the decoded size is capped before anything large is
 * allocated.
 */

import { ReferenceAudioError } from './reference-error.ts';

const BASE64 = /^[A-Za-z0-9+/\-_]*={0,2}$/;
const WHITESPACE = /[\t\n\f\r ]+/g;

function tooLarge(maxBytes: number): ReferenceAudioError {
  return new ReferenceAudioError(
    'reference_too_large',
    `The reference in the data: URL is larger than ${formatMiB(maxBytes)}.`,
  );
}

export function formatMiB(bytes: number): string {
  return `${+(bytes / (1024 * 1024)).toFixed(2)} MiB`;
}

/** Bytes of a percent-encoded payload; other characters stand for their UTF-8 bytes. */
function percentDecode(payload: string, maxBytes: number): Uint8Array {
  const out = new Uint8Array(Math.min(payload.length, maxBytes + 1));
  const encoder = new TextEncoder();
  let n = 0;
  const push = (byte: number): void => {
    if (n >= maxBytes) throw tooLarge(maxBytes);
    out[n++] = byte;
  };
  for (let i = 0; i < payload.length; i++) {
    const code = payload.charCodeAt(i);
    if (code === 0x25 && /^[0-9A-Fa-f]{2}$/.test(payload.slice(i + 1, i + 3))) {
      push(Number.parseInt(payload.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (code < 0x80) {
      push(code);
    } else {
      const cp = payload.codePointAt(i)!;
      if (cp > 0xffff) i++;
      for (const byte of encoder.encode(String.fromCodePoint(cp))) push(byte);
    }
  }
  return out.slice(0, n);
}

/**
 * The bytes of a `data:` URL, at most `maxBytes` of them; throws ReferenceAudioError
 * 'reference_too_large' beyond that, 'invalid_reference_audio' for malformed Base64 and
 * 'unsupported_reference_url' when the URL has no comma.
 */
export function decodeDataUrl(url: string, maxBytes: number): Uint8Array {
  if (!/^data:/i.test(url)) {
    throw new ReferenceAudioError('unsupported_reference_url', 'Not a data: URL.');
  }
  const comma = url.indexOf(',');
  if (comma < 0) {
    throw new ReferenceAudioError(
      'unsupported_reference_url',
      'The data: URL is malformed: it has no comma before its data.',
    );
  }
  const meta = url.slice(5, comma);
  let payload = url.slice(comma + 1);
  if (!/;\s*base64\s*$/i.test(meta)) return percentDecode(payload, maxBytes);

  if (payload.includes('%')) payload = new TextDecoder().decode(percentDecode(payload, Infinity));
  payload = payload.replace(WHITESPACE, '');
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  const decodedLength = Math.floor((payload.length * 3) / 4) - padding;
  if (decodedLength > maxBytes) throw tooLarge(maxBytes);
  if (!BASE64.test(payload) || payload.length % 4 === 1) {
    throw new ReferenceAudioError(
      'invalid_reference_audio',
      'The data: URL says base64 but its data is not valid Base64.',
    );
  }
  // Node's Base64 decoder also reads the URL-safe alphabet.
  const buffer = Buffer.from(payload, 'base64');
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
