import type { ErrorBody } from '../../contract/errors.ts';
import { bearer } from './gateway.ts';

export interface SpeechResponse {
  status: number;
  headers: Headers;
  bytes: Buffer;
  json<T = ErrorBody>(): T;
}

/** POST /v1/audio/speech with a JSON body; the whole response read. */
export async function speak(url: string, key: string, body: unknown): Promise<SpeechResponse> {
  const res = await fetch(`${url}/v1/audio/speech`, {
    method: 'POST',
    headers: { ...bearer(key), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    json: <T>() => JSON.parse(bytes.toString('utf8')) as T,
  };
}

/** Little-endian 16-bit PCM bytes to floats. */
export function s16leToFloats(bytes: Uint8Array): Float32Array {
  const out = new Float32Array(bytes.length >> 1);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < out.length; i++) out[i] = view.getInt16(i * 2, true) / 32768;
  return out;
}

export const EN_ALPHA = 'en-US-AvaMultilingualNeural';
export const SENTENCE =
  'The quick brown fox jumps over the lazy dog. It was a sunny day in the park.';
