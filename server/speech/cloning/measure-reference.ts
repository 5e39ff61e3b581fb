/**
 * A reference clip → its VoiceProfile: Base64 (for a data: URL), decode (decode.ts), then
 * analyse (analyze.ts). CPU-bound (≈ 0.7–1.2 s for a 30 s clip here, plus tens of ms to read a
 * multi-megabyte data: URL), so the gateway runs it in an engine worker
 * (EnginePool.analyzeReference), never on the HTTP thread; tests and tools may call it directly.
 */

import { analyzeReference } from './analyze.ts';
import type { VoiceProfile } from './analyze.ts';
import { decodeReference } from './decode.ts';
import type { DecodeOptions } from './decode.ts';
import { decodeDataUrl } from './data-url.ts';

/** A clip's bytes, or a data: URL holding them (read where it is measured). */
export type ReferenceClip = Uint8Array | { readonly dataUrl: string; readonly maxBytes: number };

export async function measureReference(
  clip: ReferenceClip,
  options: DecodeOptions = {},
): Promise<VoiceProfile> {
  const bytes = clip instanceof Uint8Array ? clip : decodeDataUrl(clip.dataUrl, clip.maxBytes);
  const decoded = await decodeReference(bytes, options);
  return analyzeReference(decoded.pcm, decoded.sampleRate);
}
