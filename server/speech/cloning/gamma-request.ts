/**
 * The gamma-tts-2 request body (docs/decisions.md §2), checked without zod:
 * `{ model, input, reference_audio_url, emotion?, emotion_weight?, response_format?: "wav" }`.
 * `null` counts as absent for the optional fields. Fields of other models that cannot apply to a
 * cloned voice (a voice id, a speed, a pitch) are refused rather than silently ignored.
 */

import { SPEECH_MODELS } from '../../../contract/catalog.ts';
import { SPEECH_RANGES } from '../../../contract/request-values.ts';
import type { GammaSpeechBody } from '../../../contract/speech.ts';
import { invalidRequest } from '../../http/errors.ts';
import { cpLength } from '../../text/code-points.ts';
import { DEFAULT_EMOTION, DEFAULT_EMOTION_WEIGHT, EMOTIONS, isEmotion } from './emotions.ts';

/** Text limits in Unicode code points: the clone dialect's in contract/catalog.ts. */
const CLONE_LIMITS = SPEECH_MODELS.find((m) => m.capabilities.dialect === 'clone')?.capabilities
  .textLimit;
if (CLONE_LIMITS === undefined) throw new Error('contract/catalog.ts has no clone model');
export const GAMMA_TEXT_LIMITS = { sync: CLONE_LIMITS.sync, task: CLONE_LIMITS.task } as const;

const WEIGHT = SPEECH_RANGES.clone.emotion_weight;

/** The wire body (contract/speech.ts) without its model id. */
export type CloneRequest = Omit<GammaSpeechBody, 'model'>;

/** A CloneRequest with its defaults filled in. */
export type ResolvedCloneRequest = Required<CloneRequest>;

/** Fields that choose or change a voice: the reference decides those. */
const NOT_APPLICABLE = ['voice', 'VoiceId', 'voiceid', 'speed', 'Speed', 'pitch', 'Pitch'];

function describe(v: unknown): string {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 60 ? `${s.slice(0, 57)}…` : s;
}

function requiredString(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (value === undefined || value === null) {
    throw invalidRequest('missing_field', `'${name}' is required.`, name);
  }
  if (typeof value !== 'string') {
    throw invalidRequest(
      'invalid_value',
      `'${name}' must be a string; got ${describe(value)}.`,
      name,
    );
  }
  return value;
}

/**
 * Validates a gamma-tts-2 body; throws the 400 ApiError a client should see. With `limit`, also
 * refuses input longer than that many code points (`input_too_long`); the caller picks the limit
 * (GAMMA_TEXT_LIMITS.sync or .task).
 */
export function parseGammaBody(body: unknown, limit?: number): ResolvedCloneRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidRequest('invalid_value', 'The request body must be a JSON object.');
  }
  const fields = body as Record<string, unknown>;

  const input = requiredString(fields, 'input');
  if (input.trim() === '') {
    throw invalidRequest('invalid_value', "'input' must contain text to speak.", 'input');
  }
  if (limit !== undefined) {
    const n = cpLength(input);
    if (n > limit) {
      throw invalidRequest(
        'input_too_long',
        `'input' is ${n} characters long; gamma-tts-2 accepts at most ${limit} here ` +
          '(Unicode code points).',
        'input',
      );
    }
  }

  const url = requiredString(fields, 'reference_audio_url');
  if (url.trim() === '') {
    throw invalidRequest(
      'missing_field',
      "'reference_audio_url' must be an http(s) or data: URL of the voice to clone.",
      'reference_audio_url',
    );
  }

  const emotion = fields.emotion ?? DEFAULT_EMOTION;
  if (!isEmotion(emotion)) {
    throw invalidRequest(
      'invalid_value',
      `'emotion' must be one of ${EMOTIONS.map((e) => `"${e}"`).join(', ')}; got ${describe(emotion)}.`,
      'emotion',
    );
  }

  const weight = fields.emotion_weight ?? DEFAULT_EMOTION_WEIGHT;
  if (typeof weight !== 'number' || !Number.isFinite(weight)) {
    throw invalidRequest(
      'invalid_value',
      `'emotion_weight' must be a number; got ${describe(weight)}.`,
      'emotion_weight',
    );
  }
  if (weight < WEIGHT.min || weight > WEIGHT.max) {
    throw invalidRequest(
      'out_of_range',
      `'emotion_weight' must be between ${WEIGHT.min} and ${WEIGHT.max}; got ${weight}.`,
      'emotion_weight',
    );
  }

  const format = fields.response_format ?? 'wav';
  if (format !== 'wav') {
    throw invalidRequest(
      'unsupported_format',
      `gamma-tts-2 writes 'wav' only, not ${describe(format)}.`,
      'response_format',
    );
  }

  for (const name of NOT_APPLICABLE) {
    if (fields[name] !== undefined && fields[name] !== null) {
      throw invalidRequest(
        'invalid_value',
        `'${name}' does not apply to gamma-tts-2: the voice, its pitch and its speed come from ` +
          "'reference_audio_url' (and 'emotion').",
        name,
      );
    }
  }

  return {
    input,
    reference_audio_url: url.trim(),
    emotion,
    emotion_weight: weight,
    response_format: 'wav',
  };
}
