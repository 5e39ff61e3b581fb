/**
 * Wire contract: synchronous speech, voices and timestamps (API.md, docs/decisions.md §2–§3).
 * Types; the values they are drawn from (enums, ranges, aliases) are in request-values.ts
 * and the schemas the gateway checks with in schemas.ts.
 *
 * Request bodies are written in one spelling per field ("after alias folding"): the
 * lowercase spelling, which the gateway accepts for every field. The capitalized
 * beta aliases (`Text`, `VoiceId`, `Bitrate`, …) are accepted too and mean the same.
 */

/** The built-in speech models (contract/catalog.ts holds them with their capabilities). */
export type { SpeechModelId } from './catalog.ts';
import type { SpeechModelId } from './catalog.ts';
import type { BETA_BITRATES, BETA_CODECS, EMOTIONS, TIMESTAMP_TYPES } from './request-values.ts';

/** The audio a speech request produces. `pcm_*` only in beta stream mode and the WebSocket. */
export type AudioFormat = 'mp3' | 'wav' | 'pcm_s16le' | 'pcm_mulaw';

/** `Content-Type` of each audio format (docs/decisions.md §2). */
export type AudioContentType =
  'audio/mpeg' | 'audio/wav' | 'audio/pcm;rate=24000;encoding=s16le;channels=1' | 'audio/basic';

export type BetaBitrate = (typeof BETA_BITRATES)[number];
export type BetaCodec = (typeof BETA_CODECS)[number];
export type TimestampType = (typeof TIMESTAMP_TYPES)[number];
export type Emotion = (typeof EMOTIONS)[number];

/** `alpha-tts`: catalog voice, multiplier speed and volume, pitch offset in Hz. */
export interface AlphaSpeechBody {
  model: 'alpha-tts';
  input: string;
  voice: string;
  /** Default `mp3`. */
  response_format?: 'mp3' | 'wav';
  /** 0.25–4, default 1. */
  speed?: number;
  /** 0–2, default 1. */
  volume?: number;
  /** −100…+100 Hz, default 0. */
  pitch?: number;
}

/** `beta-speech-v8`, sync (speech or stream mode) and tasks. */
export interface BetaSpeechBody {
  model: 'beta-speech-v8';
  /** Alias `Text`, `text`. */
  input: string;
  /** Alias `VoiceId`, `voiceid`. */
  voice: string;
  /** `pcm` only in stream mode. */
  response_format?: 'mp3' | 'pcm';
  /** Alias `Bitrate`; default `192k`; mp3 only. */
  bitrate?: BetaBitrate;
  /** Alias `Speed`; −1…1, default 0 (tempo factor 2^speed). */
  speed?: number;
  /** Alias `Pitch`; 0.5–1.5, default 1 (F0 multiplier). */
  pitch?: number;
  /** Alias `TimestampType`; default `sentence`; speech mode and tasks. */
  timestamptype?: TimestampType;
  /** Alias `Codec`; stream mode. */
  codec?: BetaCodec;
  /** Alias `Temperature`; 0.1–0.8; stream mode. */
  temperature?: number;
  /** `true` selects speech mode (the default). */
  speech?: boolean;
  /** `true` selects stream mode (sync only; never with `speech: true`). */
  stream?: boolean;
}

/** `gamma-tts-2`: clones the voice of a reference recording. */
export interface GammaSpeechBody {
  model: 'gamma-tts-2';
  input: string;
  /** http(s) or `data:` URL of a WAV, MP3, FLAC or OGG clip. */
  reference_audio_url: string;
  /** Default `neutral`. */
  emotion?: Emotion;
  /** 0–1, default 0.6. */
  emotion_weight?: number;
  response_format?: 'wav';
}

/** Body of `POST /v1/audio/speech`. */
export type SpeechBody = AlphaSpeechBody | BetaSpeechBody | GammaSpeechBody;

/** Headers of a successful sync speech response (besides `Content-Type`). */
export interface SpeechResponseHeaders {
  /** The history record of this request; its timestamps are then readable like a task's. */
  'x-task-id': string;
  /** Characters billed (Unicode code points). */
  'x-usage-input-tokens': string;
  /** Duration in ms; a trailer in stream mode. */
  'x-audio-duration-ms': string;
}

/** One timed span of the submitted text; `char_*` are code-point offsets, end exclusive. */
export interface TimedSpan {
  text: string;
  start_ms: number;
  end_ms: number;
  char_start: number;
  char_end: number;
}

/** `GET /v1/audio/speech/tasks/{id}/timestamps` (docs/decisions.md §3). */
export interface TimestampsDocument {
  task_id: string;
  type: TimestampType;
  duration_ms: number;
  /** In order, times non-decreasing. */
  segments: TimedSpan[];
}

/**
 * `?format=` of the timestamps download: `json` (default, `TimestampsDocument`), `srt`
 * (`application/x-subrip`) or `vtt` (`text/vtt`), subtitles made from the same spans.
 */
export type TimestampsFormat = 'json' | 'srt' | 'vtt';

/** The engine voice that speaks a catalog voice (informative; fields depend on the engine). */
export interface EngineVoiceInfo {
  engine: string;
  name: string;
  variant?: string;
  pitch?: number;
  range?: number;
  rate?: number;
  formant?: number;
  /**
   * `engine: "piper"` or `"kokoro"`: the voice pack that speaks it
   * (`GET /v1/audio/voice-packs/{id}`).
   */
  pack?: string;
  /** `engine: "piper"`: the speaker of a multi-speaker pack; `"kokoro"`: the pack's voice. */
  speaker?: string;
}

/** One item of `GET /v1/audio/voices?model=<id>` (docs/decisions.md §2, plus what speaks it). */
export interface VoiceListItem {
  id: string;
  name: string;
  locale: string;
  /** Absent for a voice pack whose config does not say. */
  gender?: 'female' | 'male';
  model: SpeechModelId;
  /** Language as catalogued, e.g. "English (United States)". */
  language?: string;
  engine_voice: EngineVoiceInfo;
  /** Set when the engine cannot speak the locale and a related language speaks instead. */
  fallback?: { language: string; reason: string };
  /**
   * A catalog voice bound to a voice pack's voice (`PUT /v1/audio/voices/{id}/binding`): that
   * voice speaks it for every client (docs/voice-packs.md).
   */
  bound_to?: string;
}

export interface VoiceList {
  object: 'list';
  data: VoiceListItem[];
}
