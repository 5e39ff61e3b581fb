/**
 * A reference URL → its VoiceProfile: fetch (fetch-reference.ts), decode (decode.ts), analyse
 * (analyze.ts). Every failure a client can fix is a ReferenceAudioError.
 */

import { abortError } from '../engines/abort-error.ts';
import { analyzeReference } from './analyze.ts';
import type { VoiceProfile } from './analyze.ts';
import { decodeReference } from './decode.ts';
import type { DecodeOptions } from './decode.ts';
import { fetchReference } from './fetch-reference.ts';
import type { FetchReferenceOptions } from './fetch-reference.ts';

export type LoadReferenceOptions = FetchReferenceOptions & DecodeOptions;

export async function loadReferenceProfile(
  url: string,
  signal?: AbortSignal,
  options: LoadReferenceOptions = {},
): Promise<VoiceProfile> {
  const bytes = await fetchReference(url, signal, options);
  const decoded = await decodeReference(bytes, options);
  if (signal?.aborted) throw abortError(signal);
  return analyzeReference(decoded.pcm, decoded.sampleRate);
}
