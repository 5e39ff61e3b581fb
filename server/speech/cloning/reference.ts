/**
 * A reference URL → its VoiceProfile: fetch (fetch-reference.ts), then decode and analyse
 * (measure-reference.ts) — in this thread, or wherever `analyze` runs it (the gateway passes
 * its engine workers). A data: URL is handed over as it is, so that reading its Base64 (tens of
 * ms for a few MB) happens there too. Every failure a client can fix is a ReferenceAudioError.
 */

import { abortError } from '../engines/abort-error.ts';
import type { VoiceProfile } from './analyze.ts';
import type { DecodeOptions } from './decode.ts';
import { fetchReference, MAX_REFERENCE_BYTES } from './fetch-reference.ts';
import type { FetchReferenceOptions } from './fetch-reference.ts';
import { measureReference } from './measure-reference.ts';
import type { ReferenceClip } from './measure-reference.ts';

/** Decodes and analyses a clip somewhere (e.g. EnginePool.analyzeReference). */
export type ReferenceAnalyzer = (
  clip: ReferenceClip,
  options: DecodeOptions,
  signal?: AbortSignal,
) => Promise<VoiceProfile>;

export type LoadReferenceOptions = FetchReferenceOptions &
  DecodeOptions & {
    /** Where decoding and analysis run (default: in this thread). */
    analyze?: ReferenceAnalyzer;
  };

const inThisThread: ReferenceAnalyzer = async (clip, options, signal) => {
  const profile = await measureReference(clip, options);
  if (signal?.aborted) throw abortError(signal);
  return profile;
};

export async function loadReferenceProfile(
  url: string,
  signal?: AbortSignal,
  options: LoadReferenceOptions = {},
): Promise<VoiceProfile> {
  const { analyze = inThisThread, maxSeconds, ...fetchOptions } = options;
  if (signal?.aborted) throw abortError(signal);
  const trimmed = url.trim();
  const clip: ReferenceClip = /^data:/i.test(trimmed)
    ? { dataUrl: trimmed, maxBytes: fetchOptions.maxBytes ?? MAX_REFERENCE_BYTES }
    : await fetchReference(url, signal, fetchOptions);
  if (signal?.aborted) throw abortError(signal);
  return analyze(clip, maxSeconds === undefined ? {} : { maxSeconds }, signal);
}
