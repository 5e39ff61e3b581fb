/** Jobs an engine worker thread runs for the engine pool (see pool.ts, engine-worker.ts). */

import type { Mp3Bitrate } from '../audio/mp3.ts';
import type { VoiceProfile } from '../cloning/analyze.ts';
import type { ReferenceClip } from '../cloning/measure-reference.ts';
import type { KokoroPackCheck, KokoroPackFiles } from './kokoro.ts';
import type { PiperPackCheck } from './piper.ts';
import type { StageTotals } from '../stage-clock.ts';
import type {
  EngineErrorCode,
  EngineKind,
  EngineVoice,
  EngineVoiceInfo,
  PostProcess,
  SynthesisResult,
} from './types.ts';

export type EngineRequest =
  | { op: 'synthesize'; text: string; voice: EngineVoice; post?: PostProcess }
  | { op: 'list-voices' }
  /** Loads the engines (all by default) and runs a little work in each. */
  | { op: 'warm-up'; engines?: EngineKind[] }
  /** gamma-tts-2: decode a reference clip and measure the voice in it (measure-reference.ts). */
  | { op: 'analyze-reference'; clip: ReferenceClip; maxSeconds?: number }
  /** One whole MP3 stream: the sentences' PCM in order, through one encoder (audio/encoder.ts). */
  | { op: 'encode-mp3'; pcm: Float32Array[]; inputRate: number; bitrateKbps: Mp3Bitrate }
  /** A voice pack's test load: its files load, and match (piper.ts, kokoro.ts `check`). */
  | { op: 'check-voice-pack'; pack: VoicePackFiles };

export type EngineReply =
  /** `clock`: the worker's stage times for this job, when the stage clock is on. */
  | { op: 'synthesize'; result: SynthesisResult; clock?: StageTotals }
  | { op: 'list-voices'; voices: EngineVoiceInfo[] }
  | { op: 'warm-up' }
  | { op: 'analyze-reference'; profile: VoiceProfile }
  | { op: 'encode-mp3'; bytes: Uint8Array; clock?: StageTotals }
  | { op: 'check-voice-pack'; check: VoicePackCheck };

/** A voice pack's files, by format (docs/voice-packs.md): Piper's by default. */
export type VoicePackFiles =
  { format?: 'piper'; model: string; config: string } | ({ format: 'kokoro' } & KokoroPackFiles);

/** What a voice pack's test load found, by format. */
export type VoicePackCheck =
  ({ format: 'piper' } & PiperPackCheck) | ({ format: 'kokoro' } & KokoroPackCheck);

/** A notice to a worker: an audio buffer given back, to write a later sentence into. */
export interface RecycleNotice {
  buffer: ArrayBuffer;
}

export const ENGINE_ERROR_CODES: ReadonlySet<string> = new Set<EngineErrorCode>([
  'unknown_voice',
  'engine_failed',
  'engine_crashed',
  'pool_closed',
  'voice_pack_failed',
]);
