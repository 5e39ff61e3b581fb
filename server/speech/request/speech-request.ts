import { TASK_TEXT_LIMIT } from '../../../contract/limits.ts';
import type { z } from 'zod';
import {
  SPEECH_MODELS,
  type SpeechCapabilities,
  type SpeechDialect,
  type SpeechModelId,
} from '../../../contract/catalog.ts';
import { BETA_ALIASES } from '../../../contract/request-values.ts';
import { alphaFields, betaFields } from '../../../contract/schemas.ts';
import { invalidRequest } from '../../http/errors.ts';
import { cpLength } from '../../text/code-points.ts';
import type { Mp3BitrateKbps, OutputFormat, Prosody } from '../job.ts';
import { foldAliases } from './fold.ts';
import { zodToApiError } from '../../http/zod-errors.ts';

/**
 * A named-voice speech request after the edge, engine-neutral: aliases folded, defaults
 * applied, ranges and formats checked, but the voice still the catalog id the client sent.
 * A channel turns it into work: the local channel (`local-channel.ts`) resolves the voice
 * to an embedded engine voice; an upstream channel would forward it.
 */
export interface SpeechRequest {
  /** The model asked for (a built-in model of the alpha or beta dialect). */
  model: SpeechModelId;
  mode: 'speech' | 'stream';
  text: string;
  /** The voice id as sent, and the field it came in (`voice`, `VoiceId`…) for errors. */
  voice: { id: string; param: string };
  prosody: RequestProsody;
  format: OutputFormat;
  /** mp3 only. */
  bitrateKbps: Mp3BitrateKbps;
  timestampType: 'word' | 'sentence';
}

/** Prosody as the API means it; a pitch offset in Hz needs the voice's own pitch to apply. */
export interface RequestProsody extends Omit<Prosody, 'pitch' | 'eq'> {
  pitch: { factor: number } | { offsetHz: number };
}

/** The text limits of the built-in model of a dialect (contract/catalog.ts). */
function limitsOf(dialect: SpeechDialect): SpeechCapabilities['textLimit'] {
  const model = SPEECH_MODELS.find((m) => m.capabilities.dialect === dialect);
  if (model === undefined) throw new Error(`contract/catalog.ts has no ${dialect} model`);
  return model.capabilities.textLimit;
}

/** Text limits in Unicode code points (an emoji counts as one), from contract/catalog.ts. */
export const TEXT_LIMITS = {
  alpha: limitsOf('alpha').sync,
  betaSpeech: limitsOf('beta').sync,
  betaStream: limitsOf('beta').stream ?? limitsOf('beta').sync,
  task: TASK_TEXT_LIMIT,
} as const;

/**
 * Speech bodies may carry 500,000 code points of text (up to ~3 MiB JSON-escaped) or a
 * gamma-tts-2 reference as a data: URL (20 MiB of audio is ~27 MiB of Base64).
 */
export const SPEECH_BODY_LIMIT = 32 * 1024 * 1024;

export type BetaFields = z.infer<typeof betaFields>;

function checkLength(input: string, limit: number, param: string, what: string): void {
  if (input.trim() === '')
    throw invalidRequest('invalid_value', `'${param}' must contain text to speak.`, param);
  const n = cpLength(input);
  if (n > limit) {
    throw invalidRequest(
      'input_too_long',
      `'${param}' is ${n} characters long; ${what} accepts at most ${limit} (Unicode code points).`,
      param,
    );
  }
}

const unsupportedFormat = (message: string, param: string) =>
  invalidRequest('unsupported_format', message, param);

export function parseAlpha(
  body: Record<string, unknown>,
  limit: number = TEXT_LIMITS.alpha,
  what = 'alpha-tts',
): SpeechRequest {
  const parsed = alphaFields.safeParse(body, { reportInput: true });
  if (!parsed.success) throw zodToApiError(parsed.error);
  const f = parsed.data;
  checkLength(f.input, limit, 'input', what);
  const format = f.response_format ?? 'mp3';
  if (format !== 'mp3' && format !== 'wav') {
    throw unsupportedFormat(`alpha-tts writes 'mp3' or 'wav', not '${format}'.`, 'response_format');
  }
  return {
    model: 'alpha-tts',
    mode: 'speech',
    text: f.input,
    voice: { id: f.voice, param: 'voice' },
    prosody: {
      tempo: f.speed ?? 1,
      pitch: { offsetHz: f.pitch ?? 0 },
      volume: f.volume ?? 1,
      temperature: null,
    },
    format,
    bitrateKbps: 128,
    timestampType: 'sentence',
  };
}

/** Output of beta stream mode from `Codec` and `response_format` (docs/decisions.md §2). */
function streamFormat(f: BetaFields, spelled: Record<string, string>): OutputFormat {
  const rf = f.response_format;
  if (rf !== undefined && rf !== 'mp3' && rf !== 'pcm') {
    throw unsupportedFormat(
      `beta-speech-v8 stream mode writes 'mp3' or 'pcm', not '${rf}'.`,
      'response_format',
    );
  }
  if (f.codec === undefined) return rf === 'pcm' ? 'pcm_s16le' : 'mp3';
  const codecParam = spelled.codec ?? 'Codec';
  if (rf === 'pcm' && f.codec === 'libmp3lame') {
    throw invalidRequest(
      'conflicting_format',
      `response_format 'pcm' contradicts ${codecParam} 'libmp3lame'.`,
      codecParam,
    );
  }
  if (rf === 'mp3' && f.codec !== 'libmp3lame') {
    throw invalidRequest(
      'conflicting_format',
      `response_format 'mp3' contradicts ${codecParam} '${f.codec}'.`,
      codecParam,
    );
  }
  return f.codec === 'libmp3lame' ? 'mp3' : f.codec;
}

/**
 * The beta fields of a body, folded and validated; shared by sync speech, tasks and the
 * WebSocket request frame. `input`/`voice` lengths are checked by the caller's limit.
 */
export function parseBetaFields(body: Record<string, unknown>): {
  fields: BetaFields;
  spelled: Record<string, string>;
} {
  const { values, spelled } = foldAliases(body, BETA_ALIASES);
  const parsed = betaFields.safeParse(values, { reportInput: true });
  if (!parsed.success) throw zodToApiError(parsed.error, spelled);
  return { fields: parsed.data, spelled };
}

export function betaRequest(
  fields: BetaFields,
  spelled: Record<string, string>,
  mode: 'speech' | 'stream',
  limit: number,
  what: string,
): SpeechRequest {
  checkLength(fields.input, limit, spelled.input ?? 'input', what);
  let format: OutputFormat = 'mp3';
  if (mode === 'stream') format = streamFormat(fields, spelled);
  else {
    if (fields.response_format !== undefined && fields.response_format !== 'mp3') {
      throw unsupportedFormat(
        fields.response_format === 'pcm'
          ? 'response_format \'pcm\' is only available in stream mode (set "stream": true).'
          : `beta-speech-v8 speech mode writes 'mp3', not '${fields.response_format}'.`,
        'response_format',
      );
    }
    if (fields.codec !== undefined && fields.codec !== 'libmp3lame') {
      throw unsupportedFormat(
        `${spelled.codec ?? 'Codec'} '${fields.codec}' is only available in stream mode (set "stream": true).`,
        spelled.codec ?? 'Codec',
      );
    }
  }
  return {
    model: 'beta-speech-v8',
    mode,
    text: fields.input,
    voice: { id: fields.voice, param: spelled.voice ?? 'voice' },
    prosody: {
      tempo: 2 ** fields.speed,
      pitch: { factor: fields.pitch },
      volume: 1,
      temperature: fields.temperature ?? null,
    },
    format,
    bitrateKbps: Number.parseInt(fields.bitrate, 10) as Mp3BitrateKbps,
    timestampType: fields.timestampType,
  };
}

function parseBetaSync(body: Record<string, unknown>): SpeechRequest {
  const { fields, spelled } = parseBetaFields(body);
  if (fields.speech === true && fields.stream === true) {
    throw invalidRequest(
      'conflicting_modes',
      "'speech' and 'stream' must not both be true; choose one mode.",
      'stream',
    );
  }
  if (fields.speech === false && fields.stream !== true) {
    throw invalidRequest(
      'invalid_value',
      "'speech': false needs 'stream': true (the other mode).",
      'speech',
    );
  }
  const mode = fields.stream === true ? 'stream' : 'speech';
  return mode === 'stream'
    ? betaRequest(fields, spelled, mode, TEXT_LIMITS.betaStream, 'beta-speech-v8 stream mode')
    : betaRequest(fields, spelled, mode, TEXT_LIMITS.betaSpeech, 'beta-speech-v8 speech mode');
}

/** POST /v1/audio/speech body → request, for the two named-voice models. */
export function parseSyncSpeech(model: string, body: Record<string, unknown>): SpeechRequest {
  const { id, capabilities } = builtIn(model);
  const dialect = capabilities.dialect;
  if (dialect === 'alpha') return { ...parseAlpha(body), model: id };
  if (dialect === 'beta') return { ...parseBetaSync(body), model: id };
  throw invalidRequest('invalid_value', `'${model}' is not a named-voice speech model.`, 'model');
}

/**
 * The built-in model `model` names: the request keeps the model asked for (its voices, its
 * history entry), whichever model of its dialect it is.
 */
function builtIn(model: string): { id: SpeechModelId; capabilities: SpeechCapabilities } {
  const entry = SPEECH_MODELS.find((m) => m.id === model);
  if (!entry)
    throw invalidRequest('invalid_value', `'${model}' is not a named-voice speech model.`, 'model');
  return entry;
}

/** POST /v1/audio/speech/tasks body → request. Tasks always render whole files (speech mode). */
export function parseTaskSpeech(model: string, body: Record<string, unknown>): SpeechRequest {
  const { id, capabilities } = builtIn(model);
  const dialect = capabilities.dialect;
  if (dialect === 'alpha')
    return { ...parseAlpha(body, TEXT_LIMITS.task, 'a speech task'), model: id };
  if (dialect !== 'beta') {
    throw invalidRequest('invalid_value', `'${model}' is not a named-voice speech model.`, 'model');
  }
  const { fields, spelled } = parseBetaFields(body);
  if (fields.stream === true) {
    throw invalidRequest(
      'invalid_value',
      "Tasks always produce a whole file; 'stream' mode is for POST /v1/audio/speech and the WebSocket.",
      'stream',
    );
  }
  return {
    ...betaRequest(fields, spelled, 'speech', TEXT_LIMITS.task, 'a speech task'),
    model: id,
  };
}
