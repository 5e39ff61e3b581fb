/**
 * Voice packs (docs/voice-packs.md): neural voices a user installs — Piper's `.onnx` +
 * `.onnx.json`, or Kokoro v1.0's `.onnx` + voices file (`.npz`) — from a file, an address or a voice hub, then speaks with through every speech
 * route, under their own voice ids or bound to catalog voice ids.
 */

/** The engines that speak voice packs' voices (`engine_voice.engine` in voice listings). */
export function isVoicePackEngine(engine: string | undefined): boolean {
  return engine === 'piper' || engine === 'kokoro';
}

export type VoicePackStatus = 'downloading' | 'ready' | 'failed';

/** `GET /v1/audio/voice-packs/{id}`, and each item of the list. */
export interface VoicePack {
  /** `vp_` + 16 hex digits. */
  id: string;
  object: 'audio.voice_pack';
  /** The model's file name without `.onnx`, e.g. `en_US-lessac-medium`. */
  name: string;
  /** `piper`, or `kokoro` (a model with many voices, each listed in `voices`). */
  format: 'piper' | 'kokoro';
  status: VoicePackStatus;
  /** 0–100 (100 once ready). */
  progress: number;
  /** Bytes of the model and config (so far, while downloading). */
  size_bytes: number;
  /** SHA-256 of the model file, hex; null until downloaded. */
  sha256: string | null;
  /** BCP 47 locale, e.g. `en-US`; null until the config is read. */
  language: string | null;
  /** The language as the config names it, e.g. "English (United States)". */
  language_name: string | null;
  sample_rate: number | null;
  /** Number of speakers (1 for most Piper voices; a Kokoro pack: its voices). */
  speakers: number;
  /** Speaker names of a multi-speaker voice, in speaker-id order (Kokoro: `af_heart`, …). */
  speaker_names: string[];
  quality: string | null;
  /** The voice ids it adds to `GET /v1/audio/voices` (empty until ready). */
  voices: string[];
  created_at: number;
  /** Where a download came from (absent for an upload). */
  source_url?: string;
  /** A failed pack: why. */
  error?: { code: string; message: string };
}

export interface VoicePackList {
  object: 'list';
  data: VoicePack[];
}

/** One installable voice of the hub's catalogue (Piper's voices.json). */
export interface VoicePackCatalogEntry {
  /** The hub's key, e.g. `en_US-lessac-medium`; install with `{"hub_key": key}`. */
  key: string;
  /** The speaker or dataset name, e.g. `lessac`. */
  name: string;
  /** BCP 47, e.g. `en-US`. */
  language: string;
  language_name: string | null;
  quality: string | null;
  speakers: number;
  /** The model's size in bytes. */
  size_bytes: number | null;
  /** A sample recording on the hub, when it publishes one. */
  sample_url: string | null;
  /** The installed pack of this key, if any. */
  installed_pack: string | null;
}

/** `GET /v1/audio/voice-packs/catalog`. */
export interface VoicePackCatalog {
  object: 'list';
  /** The voices.json address (`serve --voice-hub`). */
  hub: string;
  /** False when the hub could not be read: `error` says why; installed packs keep working. */
  online: boolean;
  error?: string;
  data: VoicePackCatalogEntry[];
}

/** `PUT /v1/audio/voices/{voice_id}/binding`: a catalog voice now spoken by a pack voice. */
export interface VoiceBinding {
  object: 'audio.voice_binding';
  /** The catalog voice id. */
  voice: string;
  /** The pack voice that speaks it. */
  bound_to: string;
}
