/**
 * A speech request checked for whatever channel runs its model (docs/architecture.md,
 * "Seams"): a built-in model's body is checked here exactly as for the embedded engines
 * (the same 400s whichever channel runs it); a model only a remote channel lists is checked
 * for its text only (that channel knows its fields). The transports hand the result to the
 * channel the registry chose.
 */
import { invalidRequest } from '../http/errors.ts';
import { isBuiltIn, type ResolvedOfKind } from '../models/registry.ts';
import { previewOf } from '../text/preview.ts';
import { GAMMA_TEXT_LIMITS, parseGammaBody } from './cloning/index.ts';
import { describeClone, describeJob } from './history.ts';
import { localSpeechJob } from './local-channel.ts';
import type { VoiceDirectory } from './voices/directory.ts';
import { requireSpeakable } from './request/speakable.ts';
import { parseSyncSpeech } from './request/speech-request.ts';
import type { SpeechTaskRequest } from './task-record.ts';

export interface CheckedSpeech {
  text: string;
  request: SpeechTaskRequest;
}

/**
 * A body for a model no built-in table describes (only another channel lists it): its text,
 * and the defaults the history shows. That channel checks the rest.
 */
export function checkRemoteOnly(body: Record<string, unknown>): CheckedSpeech {
  const input = body.input ?? body.text;
  if (typeof input !== 'string' || input.length === 0)
    throw invalidRequest('missing_field', "'input' is required.", 'input');
  return {
    text: input,
    request: { mode: 'speech', input_preview: previewOf(input), format: 'mp3', bitrate_kbps: null },
  };
}

/** A sync speech body (`POST /v1/audio/speech`) for a model another channel runs. */
export function checkSyncForChannel(
  model: ResolvedOfKind<'speech'>,
  body: Record<string, unknown>,
  voices?: VoiceDirectory,
): CheckedSpeech {
  if (!isBuiltIn(model)) return checkRemoteOnly(body);
  if (model.capabilities.voice === 'reference') {
    const clone = parseGammaBody(body, GAMMA_TEXT_LIMITS.sync);
    requireSpeakable(clone.input);
    return { text: clone.input, request: describeClone(clone) };
  }
  const job = localSpeechJob(parseSyncSpeech(model.id, body), voices);
  requireSpeakable(job.text);
  return { text: job.text, request: describeJob(job) };
}
