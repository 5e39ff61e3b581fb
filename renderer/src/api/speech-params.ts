/**
 * The parameters of each speech model, with the contract's ranges and defaults
 * (contract/speech.ts, API.md, docs/decisions.md §2), and the request body they make.
 */
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

export const EMOTIONS = [
  'neutral',
  'happy',
  'angry',
  'sad',
  'afraid',
  'disgusted',
  'melancholic',
  'surprised',
  'calm',
] as const;

const SPECS: Record<string, ParamSpec[]> = {
  'alpha-tts': [
    { kind: 'range', key: 'speed', min: 0.25, max: 4, step: 0.05, default: 1, unit: '×' },
    { kind: 'range', key: 'volume', min: 0, max: 2, step: 0.05, default: 1, unit: '×' },
    { kind: 'range', key: 'pitch', min: -100, max: 100, step: 1, default: 0, unit: 'Hz' },
    { kind: 'choice', key: 'response_format', options: ['mp3', 'wav'], default: 'mp3' },
  ],
  'beta-speech-v8': [
    { kind: 'choice', key: 'mode', options: ['speech', 'stream'], default: 'speech' },
    { kind: 'range', key: 'speed', min: -1, max: 1, step: 0.05, default: 0, unit: '' },
    { kind: 'range', key: 'pitch', min: 0.5, max: 1.5, step: 0.01, default: 1, unit: '×' },
    {
      kind: 'choice',
      key: 'bitrate',
      options: ['16k', '32k', '48k', '64k', '128k', '192k', '256k', '320k'],
      default: '192k',
      when: (v) => !isStream(v) || v.codec === 'libmp3lame',
    },
    // The API's default is `sentence`; the studio asks for words so the player can follow.
    {
      kind: 'choice',
      key: 'timestamptype',
      options: ['word', 'sentence'],
      default: 'word',
      when: (v) => !isStream(v),
    },
    {
      kind: 'choice',
      key: 'codec',
      options: ['libmp3lame', 'pcm_s16le', 'pcm_mulaw'],
      default: 'libmp3lame',
      when: isStream,
    },
    {
      kind: 'range',
      key: 'temperature',
      min: 0.1,
      max: 0.8,
      step: 0.05,
      default: 0.25,
      unit: '',
      when: isStream,
    },
  ],
  'gamma-tts-2': [
    { kind: 'choice', key: 'emotion', options: EMOTIONS, default: 'neutral' },
    { kind: 'range', key: 'emotion_weight', min: 0, max: 1, step: 0.05, default: 0.6, unit: '' },
  ],
};

export const paramsOf = (model: string): ParamSpec[] => SPECS[model] ?? [];

export function defaultsOf(model: string): ParamValues {
  return Object.fromEntries(paramsOf(model).map((p) => [p.key, p.default]));
}

/** Whether the model speaks catalog voices (gamma clones a reference instead). */
export const usesVoices = (model: string) => model !== 'gamma-tts-2';
export const usesReference = (model: string) => model === 'gamma-tts-2';

export { TASK_TEXT_LIMIT } from '@voxmesh/contract/limits.ts';

/** The model's text limit for a sync request in the chosen mode (docs/decisions.md §2). */
export function syncTextLimit(model: string, v: ParamValues): number {
  if (model === 'alpha-tts') return 10_000;
  if (model === 'beta-speech-v8') return isStream(v) ? 1_000 : 5_000;
  return 5_000;
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
  if (i.model === 'alpha-tts') {
    const body: AlphaSpeechBody = { model: 'alpha-tts', input: i.text, voice: i.voice };
    if (typeof v.speed === 'number') body.speed = v.speed;
    if (typeof v.volume === 'number') body.volume = v.volume;
    if (typeof v.pitch === 'number') body.pitch = v.pitch;
    if (v.response_format === 'wav') body.response_format = 'wav';
    return body;
  }
  if (i.model === 'beta-speech-v8') {
    const body: BetaSpeechBody = { model: 'beta-speech-v8', input: i.text, voice: i.voice };
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
  if (i.model === 'gamma-tts-2') {
    const body: GammaSpeechBody = {
      model: 'gamma-tts-2',
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
