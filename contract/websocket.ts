/**
 * Wire contract: `{ws_base}/v1/audio/speech/websocket?model=beta-speech-v8` (API.md,
 * docs/decisions.md §4): its frames, and the route's path.
 *
 * Auth: `Authorization: Bearer <key>` on the handshake, or the subprotocol `bearer.<key>`
 * for browsers. The client sends one request frame within 10 s; the server answers with
 * binary audio frames and `progress` frames, then one `complete` frame and close 1000 — or
 * one `error` frame and close 1008 (the request's fault) / 1011 (the gateway's).
 */
import type { ErrorDetail } from './errors.ts';
import type { AudioFormat, BetaBitrate, BetaCodec } from './speech.ts';

/** The one request frame (JSON text). Lowercase aliases (`text`, `voiceid`, …) are accepted. */
export interface WsRequestFrame {
  Text: string;
  VoiceId: string;
  Bitrate?: BetaBitrate;
  Speed?: number;
  Pitch?: number;
  /** Output format; default `libmp3lame`. */
  Codec?: BetaCodec;
  Temperature?: number;
}

/** A word of the audio just sent; `char_*` are code-point offsets into `Text`. */
export interface WsWord {
  word: string;
  start_ms: number;
  end_ms: number;
  char_start: number;
  char_end: number;
}

export interface WsProgressFrame {
  type: 'progress';
  words: WsWord[];
  chars_done: number;
  chars_total: number;
  /** Audio sent so far, in ms. */
  audio_ms: number;
}

export interface WsCompleteFrame {
  type: 'complete';
  /** The history record of the session. */
  task_id: string;
  duration_ms: number;
  characters: number;
  bytes: number;
  /** `mp3`, `pcm_s16le` or `pcm_mulaw`, by `Codec`. */
  format: AudioFormat;
}

export interface WsErrorFrame {
  type: 'error';
  error: ErrorDetail;
}

/** Every JSON text frame the server sends. */
export type WsServerFrame = WsProgressFrame | WsCompleteFrame | WsErrorFrame;

/** Close codes: normal, the request's fault, the gateway's fault. */
export type WsCloseCode = 1000 | 1008 | 1011;

/** The speech WebSocket route (docs/decisions.md §4). */
export const WEBSOCKET_PATH = '/v1/audio/speech/websocket';
