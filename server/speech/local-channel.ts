/**
 * The local speech channel: the embedded engines. It turns an engine-neutral request (what
 * the edge validated) into a job for them, resolving what only they know: which engine voice
 * speaks a catalog voice, and its own pitch (an alpha `pitch` offset in Hz becomes a factor
 * of it); for a model that clones a reference recording, the voice measured from the clip.
 *
 * Only models the registry (`models/registry.ts`) gives the `local` channel come here: each
 * transport asks `registry.resolve` and hands any other model to that channel's interface
 * (`models/channels.ts`), so nothing here assumes every model is local.
 */
import type { LoadReferenceOptions, ResolvedCloneRequest } from './cloning/index.ts';
import { cloneForRequest, gammaJob, type ReferenceWorkers } from './gamma.ts';
import type { SpeechJob } from './job.ts';
import type { SpeechRequest } from './request/speech-request.ts';
import { CATALOG_VOICES, type VoiceDirectory } from './voices/directory.ts';

/**
 * A named-voice request as a job for the embedded engines; an unknown voice is a 400. `voices`
 * is the gateway's directory (catalog voices, voice packs and bindings).
 */
export function localSpeechJob(
  request: SpeechRequest,
  voices: VoiceDirectory = CATALOG_VOICES,
): SpeechJob {
  const voice = voices.require(request.model, request.voice.id, request.voice.param);
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
 * A sync request of `model`, a model that clones a reference recording, as a job: fetches
 * the reference now (public addresses only unless `options` allow private ones) and measures
 * it in the engine workers (`workers`, the SpeechRuntime), off the HTTP thread.
 */
export async function localCloneJob(
  model: SpeechJob['model'],
  request: ResolvedCloneRequest,
  workers: ReferenceWorkers,
  options?: LoadReferenceOptions,
): Promise<SpeechJob> {
  return gammaJob(model, request, await cloneForRequest(request, workers, undefined, options));
}
