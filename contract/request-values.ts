/**
 * The plain values the request schemas (schemas.ts) are built from: ranges, defaults, enums
 * and aliases. No zod here, so the studio's forms import these without pulling a validator
 * into the first load; the gateway validates with the schemas built from the same constants.
 * Imports nothing of the server.
 */

/** A numeric field's bounds and, where the API has one, its default. */
export interface Range {
  min: number;
  max: number;
  default?: number;
}

/** The ranges of each speech dialect's numeric fields (docs/decisions.md §2). */
export const SPEECH_RANGES = {
  alpha: {
    speed: { min: 0.25, max: 4, default: 1 },
    volume: { min: 0, max: 2, default: 1 },
    pitch: { min: -100, max: 100, default: 0 },
  },
  beta: {
    speed: { min: -1, max: 1, default: 0 },
    pitch: { min: 0.5, max: 1.5, default: 1 },
    temperature: { min: 0.1, max: 0.8 },
  },
  clone: {
    emotion_weight: { min: 0, max: 1, default: 0.6 },
  },
} as const satisfies Record<string, Record<string, Range>>;

export const ALPHA_FORMATS = ['mp3', 'wav'] as const;
export const BETA_FORMATS = ['mp3', 'pcm'] as const;
export const BETA_BITRATES = ['16k', '32k', '48k', '64k', '128k', '192k', '256k', '320k'] as const;
export const DEFAULT_BETA_BITRATE = '192k';
export const BETA_CODECS = ['libmp3lame', 'pcm_s16le', 'pcm_mulaw'] as const;
export const TIMESTAMP_TYPES = ['word', 'sentence'] as const;
export const DEFAULT_TIMESTAMP_TYPE = 'sentence';
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
export const DEFAULT_EMOTION = 'neutral';

/**
 * The spellings a beta body may use for each field (docs/decisions.md §2): folded into the
 * first, canonical one before the fields are checked.
 */
export const BETA_ALIASES = {
  input: ['input', 'Text', 'text'],
  voice: ['voice', 'VoiceId', 'voiceid'],
  response_format: ['response_format'],
  bitrate: ['Bitrate', 'bitrate'],
  speed: ['Speed', 'speed'],
  pitch: ['Pitch', 'pitch'],
  timestampType: ['TimestampType', 'timestamptype'],
  codec: ['Codec', 'codec'],
  temperature: ['Temperature', 'temperature'],
  speech: ['speech'],
  stream: ['stream'],
} as const satisfies Record<string, readonly string[]>;

// --- Keys and lexicon --------------------------------------------------------------------

/** Code points of a key's label. */
export const KEY_LABEL_LIMIT = 100;
/** Code points of a lexicon entry's grapheme and alias, and the locales it may name. */
export const LEXICON_GRAPHEME_LIMIT = 100;
export const LEXICON_ALIAS_LIMIT = 300;
export const LEXICON_LOCALES_LIMIT = 20;
/**
 * A lexicon sample (`POST /v1/audio/lexicon/sample`, unbilled): code points of the word sent,
 * and of what it reads as once the lexicon is applied (one alias, a little more).
 */
export const LEXICON_SAMPLE_INPUT_LIMIT = 64;
export const LEXICON_SAMPLE_SPOKEN_LIMIT = 320;

// --- 3D ----------------------------------------------------------------------------------

export const ART_STYLES = ['realistic', 'cartoon', 'sculpture', 'pbr'] as const;
export const MESH_PROMPT_LIMIT = 1000;

// --- Query parameters --------------------------------------------------------------------

/** `GET /v1/tasks`: the kinds and statuses it filters by, and its page size. */
export const TASK_KINDS = ['speech', '3d'] as const;
export const TASK_STATUSES = ['queued', 'in_progress', 'completed', 'failed'] as const;
export const HISTORY_PAGE_LIMIT = { min: 1, max: 100, default: 20 } as const satisfies Range;
/** `GET /v1/audio/speech/tasks/{id}/timestamps?format=`; the first is the default. */
export const TIMESTAMPS_FORMATS = ['json', 'srt', 'vtt'] as const;
/** `GET /v1/audio/lexicon?format=` and `POST /v1/audio/lexicon/import?mode=`; first: default. */
export const LEXICON_LIST_FORMATS = ['json', 'file'] as const;
export const LEXICON_IMPORT_MODES = ['merge', 'replace'] as const;

// --- Errors ------------------------------------------------------------------------------

export const ERROR_TYPES = [
  'invalid_request_error',
  'authentication_error',
  'permission_error',
  'not_found_error',
  'rate_limit_error',
  'upstream_error',
  'server_error',
] as const;
