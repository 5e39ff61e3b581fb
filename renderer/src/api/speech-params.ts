/**
 * The parameters of each speech model, with the contract's ranges, defaults and enums
 * (contract/request-values.ts, the plain values the gateway's schemas are built from; API.md,
 * docs/decisions.md §2), and the request body they make. Which form a model gets is asked of
 * its capabilities (contract/catalog.ts), never of its id.
 */
import { speechCapabilitiesOf, type SpeechDialect } from '@voxmesh/contract/catalog.ts';
import {
  ALPHA_FORMATS,
  BETA_BITRATES,
  BETA_CODECS,
  DEFAULT_BETA_BITRATE,
  DEFAULT_EMOTION,
  EMOTIONS,
  SPEECH_RANGES,
  TIMESTAMP_TYPES,
  type Range,
} from '@voxmesh/contract/request-values.ts';
import type {
  AlphaSpeechBody,
  BetaSpeechBody,
  GammaSpeechBody,
  SpeechBody,
} from '@voxmesh/contract/speech.ts';

export interface RangeParam {
  kind: 'range';
  key: string;
  min: number;
  max: number;
  step: number;
  default: number;
  unit: '×' | 'Hz' | '';
  /** Shown only when this returns true for the current values. */
  when?: (v: ParamValues) => boolean;
}

export interface ChoiceParam {
  kind: 'choice';
  key: string;
  options: readonly string[];
  default: string;
  when?: (v: ParamValues) => boolean;
}

export type ParamSpec = RangeParam | ChoiceParam;
export type ParamValues = Record<string, number | string>;

const isStream = (v: ParamValues) => v.mode === 'stream';

/** A range field of the contract with the slider's step and unit (the step is the studio's). */
const range = (
  key: string,
  r: Range,
  step: number,
  unit: RangeParam['unit'],
  fallback = r.min,
  when?: RangeParam['when'],
): RangeParam => ({
  kind: 'range',
  key,
  min: r.min,
  max: r.max,
  step,
  default: r.default ?? fallback,
  unit,
  ...(when ? { when } : {}),
});

const A = SPEECH_RANGES.alpha;
const B = SPEECH_RANGES.beta;
const C = SPEECH_RANGES.clone;

/** The form of each dialect, from the contract's ranges, defaults and enums. */
const SPECS: Record<SpeechDialect, ParamSpec[]> = {
  alpha: [
    range('speed', A.speed, 0.05, '×'),
    range('volume', A.volume, 0.05, '×'),
    range('pitch', A.pitch, 1, 'Hz'),
    { kind: 'choice', key: 'response_format', options: ALPHA_FORMATS, default: ALPHA_FORMATS[0] },
  ],
  beta: [
    { kind: 'choice', key: 'mode', options: ['speech', 'stream'], default: 'speech' },
    range('speed', B.speed, 0.05, ''),
    range('pitch', B.pitch, 0.01, '×'),
    {
      kind: 'choice',
      key: 'bitrate',
      options: BETA_BITRATES,
      default: DEFAULT_BETA_BITRATE,
      when: (v) => !isStream(v) || v.codec === 'libmp3lame',
    },
    // The API's default is `sentence`; the studio asks for words so the player can follow.
    {
      kind: 'choice',
      key: 'timestamptype',
      options: TIMESTAMP_TYPES,
      default: 'word',
      when: (v) => !isStream(v),
    },
    {
      kind: 'choice',
      key: 'codec',
      options: BETA_CODECS,
      default: BETA_CODECS[0],
      when: isStream,
    },
    // The API has no default temperature (the engine's own applies); the slider starts low.
    range('temperature', B.temperature, 0.05, '', 0.25, isStream),
  ],
  clone: [
    { kind: 'choice', key: 'emotion', options: EMOTIONS, default: DEFAULT_EMOTION },
    range('emotion_weight', C.emotion_weight, 0.05, ''),
  ],
};

/** The dialect of a built-in model (contract/catalog.ts); undefined for an upstream's. */
const dialectOf = (model: string): SpeechDialect | undefined =>
  speechCapabilitiesOf(model)?.dialect;

export const paramsOf = (model: string): ParamSpec[] => {
  const dialect = dialectOf(model);
  return dialect ? SPECS[dialect] : [];
};

export function defaultsOf(model: string): ParamValues {
  return Object.fromEntries(paramsOf(model).map((p) => [p.key, p.default]));
}

/** Whether the model speaks catalog voices, or clones a reference recording instead. */
export const usesVoices = (model: string) => speechCapabilitiesOf(model)?.voice !== 'reference';
export const usesReference = (model: string) => speechCapabilitiesOf(model)?.voice === 'reference';

export { TASK_TEXT_LIMIT } from '@voxmesh/contract/limits.ts';

/** An upstream's model: the smallest built-in sync limit, so nothing sent is refused for length. */
const UNKNOWN_MODEL_TEXT_LIMIT = 5_000;

/** The model's text limit for a sync request in the chosen mode (docs/decisions.md §2). */
export function syncTextLimit(model: string, v: ParamValues): number {
  const limit = speechCapabilitiesOf(model)?.textLimit;
  if (limit === undefined) return UNKNOWN_MODEL_TEXT_LIMIT;
  return isStream(v) && limit.stream !== null ? limit.stream : limit.sync;
}

/** Only the values that differ from the model's defaults travel, so snippets stay short. */
function changed(model: string, v: ParamValues): ParamValues {
  const out: ParamValues = {};
  for (const p of paramsOf(model)) {
    const value = v[p.key];
    if (value === undefined || value === p.default) continue;
    if (p.when && !p.when(v)) continue;
    out[p.key] = value;
  }
  return out;
}

export interface BodyInput {
  model: string;
  text: string;
  voice: string;
  values: ParamValues;
  /** A data: or http(s) URL of the clip gamma clones. */
  reference: string;
  /** For `POST /v1/audio/speech/tasks`: no stream mode. */
  task: boolean;
}

export function speechBody(i: BodyInput): SpeechBody {
  const v = changed(i.model, i.values);
  // The body types name the built-in ids; a model of the same dialect takes the same fields.
  const dialect = dialectOf(i.model);
  if (dialect === 'alpha') {
    const model = i.model as AlphaSpeechBody['model'];
    const body: AlphaSpeechBody = { model, input: i.text, voice: i.voice };
    if (typeof v.speed === 'number') body.speed = v.speed;
    if (typeof v.volume === 'number') body.volume = v.volume;
    if (typeof v.pitch === 'number') body.pitch = v.pitch;
    if (v.response_format === 'wav') body.response_format = 'wav';
    return body;
  }
  if (dialect === 'beta') {
    const model = i.model as BetaSpeechBody['model'];
    const body: BetaSpeechBody = { model, input: i.text, voice: i.voice };
    const stream = i.values.mode === 'stream' && !i.task;
    if (stream) body.stream = true;
    if (typeof v.speed === 'number') body.speed = v.speed;
    if (typeof v.pitch === 'number') body.pitch = v.pitch;
    if (typeof v.bitrate === 'string') body.bitrate = v.bitrate as BetaSpeechBody['bitrate'];
    // Word timestamps are the studio's choice, always sent so the player can follow.
    if (!stream) body.timestamptype = i.values.timestamptype === 'sentence' ? 'sentence' : 'word';
    if (stream && typeof v.codec === 'string') body.codec = v.codec as BetaSpeechBody['codec'];
    if (stream && typeof v.temperature === 'number') body.temperature = v.temperature;
    return body;
  }
  if (dialect === 'clone') {
    const body: GammaSpeechBody = {
      model: i.model as GammaSpeechBody['model'],
      input: i.text,
      reference_audio_url: i.reference,
    };
    if (typeof v.emotion === 'string') body.emotion = v.emotion as GammaSpeechBody['emotion'];
    if (typeof v.emotion_weight === 'number') body.emotion_weight = v.emotion_weight;
    return body;
  }
  // A model this studio does not know (an upstream's): the common OpenAI fields only.
  return { model: i.model, input: i.text, voice: i.voice } as unknown as SpeechBody;
}

/**
 * The parameter values a body was made with (the reverse of speechBody): each of the model's
 * parameters from the body when it is there, else its default. "Use these settings" and
 * "Generate again" refill the panel from it.
 */
export function valuesFromBody(model: string, body: Record<string, unknown>): ParamValues {
  const values = defaultsOf(model);
  // Beta takes capitalised aliases too (API.md): a body written by hand may use either form.
  const field = (key: string) => body[key] ?? body[key.charAt(0).toUpperCase() + key.slice(1)];
  for (const p of paramsOf(model)) {
    const v = field(p.key);
    if (p.kind === 'range' && typeof v === 'number') values[p.key] = v;
    if (p.kind === 'choice' && typeof v === 'string' && p.options.includes(v)) values[p.key] = v;
  }
  if (paramsOf(model).some((p) => p.key === 'mode'))
    values.mode = body.stream ? 'stream' : 'speech';
  return values;
}
