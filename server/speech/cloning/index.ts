/**
 * gamma-tts-2: voice cloning with classical DSP. A reference clip (http(s) or data: URL) is
 * fetched, decoded and measured (F0 level and range, speaking rate, long-term spectrum); an
 * eSpeak voice is then set up and post-processed to follow it, and an emotion shapes the prosody.
 *
 * Typical use by a route:
 *
 *   const request = parseGammaBody(body, GAMMA_TEXT_LIMITS.sync);
 *   const profile = await loadReferenceProfile(request.reference_audio_url, signal)
 *     .catch((e: unknown) => { throw toApiError(e); });
 *   const settings = cloneSettings(profile, request.emotion, request.emotion_weight,
 *     guessLanguage(request.input));
 *   // synthesize with settings.engineVoice and clonePostProcess(settings, pauseMs) per segment
 */

export { analyzeReference, ANALYSIS_RATE, GENDER_THRESHOLD_HZ } from './analyze.ts';
export type { VoiceGender, VoiceProfile } from './analyze.ts';
export { cloneSettings, clonePostProcess, resolveLanguage } from './clone.ts';
export type { CloneProsody, CloneSettings, CloneTarget } from './clone.ts';
export { decodeReference, MAX_DECODED_SECONDS, MIN_REFERENCE_SECONDS } from './decode.ts';
export type { DecodedReference, DecodeOptions } from './decode.ts';
export { freeIdleDecoders } from './decoders.ts';
export {
  DEFAULT_EMOTION,
  DEFAULT_EMOTION_WEIGHT,
  EMOTION_PRESETS,
  EMOTIONS,
  emotionShape,
  isEmotion,
} from './emotions.ts';
export type { Emotion, EmotionShape } from './emotions.ts';
export { applyEqualizer, designEqualizer, EQ_MAX_GAIN_DB } from './equalizer.ts';
export type { EqualizerCurve } from './equalizer.ts';
export {
  fetchReference,
  MAX_REFERENCE_BYTES,
  MAX_REFERENCE_REDIRECTS,
  REFERENCE_TIMEOUT_MS,
} from './fetch-reference.ts';
export type { FetchReferenceOptions } from './fetch-reference.ts';
export { GAMMA_TEXT_LIMITS, parseGammaBody } from './gamma-request.ts';
export type { CloneRequest, ResolvedCloneRequest } from './gamma-request.ts';
export { guessLanguage } from './language.ts';
export { LTAS_BANDS_HZ } from './ltas.ts';
export { loadReferenceProfile } from './reference.ts';
export type { LoadReferenceOptions } from './reference.ts';
export { REFERENCE_PARAM, ReferenceAudioError, toApiError } from './reference-error.ts';
export type { ReferenceErrorCode } from './reference-error.ts';
