/**
 * The local speech channel: the embedded engines. It turns an engine-neutral request (what
 * the edge validated) into a job for them, resolving what only they know: which engine voice
 * speaks a catalog voice, and its own pitch (an alpha `pitch` offset in Hz becomes a factor
 * of it); for gamma-tts-2, the voice measured from the reference clip.
 *
 * The model registry (`models/registry.ts`) names each model's channel; requests for models
 * it gives the upstream channel go to `server/upstream/` instead.
 */
import type { LoadReferenceOptions, ResolvedCloneRequest } from './cloning/index.ts';
import { cloneForRequest, gammaJob, type ReferenceWorkers } from './gamma.ts';
import type { SpeechJob } from './job.ts';
import type { SpeechRequest } from './request/speech-request.ts';
import { requireVoice } from './voices/index.ts';

/** A named-voice request as a job for the embedded engines; an unknown voice is a 400. */
export function localSpeechJob(request: SpeechRequest): SpeechJob {
  const voice = requireVoice(request.model, request.voice.id, request.voice.param);
  const { pitch, ...prosody } = request.prosody;
  return {
    ...request,
    voice,
    prosody: {
      ...prosody,
      pitch: 'factor' in pitch ? pitch.factor : (voice.baseF0 + pitch.offsetHz) / voice.baseF0,
    },
  };
}

/**
 * A gamma-tts-2 request (sync) as a job: fetches the reference now (public addresses only
 * unless `options` allow private ones) and measures it in the engine workers (`workers`,
 * the SpeechRuntime), off the HTTP thread.
 */
export async function localCloneJob(
  request: ResolvedCloneRequest,
  workers: ReferenceWorkers,
  options?: LoadReferenceOptions,
): Promise<SpeechJob> {
  return gammaJob(request, await cloneForRequest(request, workers, undefined, options));
}
