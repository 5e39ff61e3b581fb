import { TaskFailure } from '../tasks/runner.ts';
import {
  cloneSettings,
  guessLanguage,
  loadReferenceProfile,
  ReferenceAudioError,
  toApiError,
  type CloneSettings,
  type LoadReferenceOptions,
  type ResolvedCloneRequest,
} from './cloning/index.ts';
import type { ReferenceAnalyzer } from './cloning/reference.ts';
import type { SpeechJob } from './job.ts';
import type { VoiceEntry } from './voices/index.ts';
import { baseF0Of } from './voices/english.ts';

/** The language a cloned voice speaks a text in (which lexicon entries apply to it). */
export function gammaJobLocale(input: string): string {
  return guessLanguage(input) === 'zh' ? 'zh-CN' : 'en-US';
}

/**
 * A job of `model`, a model that clones the voice of a reference recording (the registry's
 * `voice: 'reference'`): the reference is measured once, and the voice it yields (an engine
 * voice, prosody and a timbre equalizer) is what the job speaks with.
 */
export function gammaJob(
  model: SpeechJob['model'],
  request: Pick<ResolvedCloneRequest, 'input'>,
  settings: CloneSettings,
): SpeechJob {
  const gender = settings.engineVoice.variant?.startsWith('f') ? 'female' : 'male';
  const voice: VoiceEntry = {
    id: 'reference',
    name: 'Cloned reference voice',
    locale: gammaJobLocale(request.input),
    gender,
    model,
    engineVoice: settings.engineVoice,
    baseF0: baseF0Of(settings.engineVoice, gender),
  };
  return {
    model,
    mode: 'speech',
    text: request.input,
    voice,
    prosody: {
      ...settings.prosody,
      temperature: null,
      ...(settings.eq ? { eq: settings.eq } : {}),
    },
    format: 'wav',
    bitrateKbps: 128,
    timestampType: 'sentence',
  };
}

/** Where references are decoded and analysed: the engine workers (SpeechRuntime.analyzer). */
export interface ReferenceWorkers {
  readonly analyze: ReferenceAnalyzer;
}

async function measure(
  request: ResolvedCloneRequest,
  workers: ReferenceWorkers,
  signal?: AbortSignal,
  options?: LoadReferenceOptions,
): Promise<CloneSettings> {
  const profile = await loadReferenceProfile(request.reference_audio_url, signal, {
    ...options,
    analyze: workers.analyze,
  });
  return cloneSettings(
    profile,
    request.emotion,
    request.emotion_weight,
    guessLanguage(request.input),
  );
}

/** Fetches and measures the reference; bad references are a 400 naming the field. */
export function cloneForRequest(
  request: ResolvedCloneRequest,
  workers: ReferenceWorkers,
  signal?: AbortSignal,
  options?: LoadReferenceOptions,
): Promise<CloneSettings> {
  return measure(request, workers, signal, options).catch((err: unknown) => {
    throw toApiError(err);
  });
}

/** The same, for a task: a bad reference fails the task with the reference's error code. */
export function cloneForTask(
  request: ResolvedCloneRequest,
  workers: ReferenceWorkers,
  signal?: AbortSignal,
  options?: LoadReferenceOptions,
): Promise<CloneSettings> {
  return measure(request, workers, signal, options).catch((err: unknown) => {
    throw err instanceof ReferenceAudioError ? new TaskFailure(err.code, err.message) : err;
  });
}
