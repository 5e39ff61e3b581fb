/**
 * The request schemas of the `/v1` API as values (zod 4): enums, ranges, defaults and
 * aliases, in one place, built from the plain constants of request-values.ts. The gateway
 * validates with them, the studio builds its forms from those constants (without zod), and `openapi.ts` publishes them as the OpenAPI document served at
 * `GET /v1/openapi.json`. Imports nothing of the server.
 */
import { z } from 'zod';
import { TASK_TEXT_LIMIT } from './limits.ts';
import {
  ALPHA_FORMATS,
  ART_STYLES,
  BETA_BITRATES,
  BETA_CODECS,
  BETA_FORMATS,
  DEFAULT_BETA_BITRATE,
  DEFAULT_EMOTION,
  DEFAULT_TIMESTAMP_TYPE,
  EMOTIONS,
  ERROR_TYPES,
  KEY_LABEL_LIMIT,
  LEXICON_LOCALES_LIMIT,
  LEXICON_SAMPLE_INPUT_LIMIT,
  MESH_PROMPT_LIMIT,
  SPEECH_RANGES,
  TIMESTAMP_TYPES,
  type Range,
} from './request-values.ts';

// --- Speech ------------------------------------------------------------------------------

const ranged = (r: Range) => z.number().min(r.min).max(r.max);
const A = SPEECH_RANGES.alpha;
const B = SPEECH_RANGES.beta;

/** An alpha-dialect body's fields, as the gateway checks them (format checked after). */
export const alphaFields = z.object({
  input: z.string(),
  voice: z.string(),
  response_format: z.string().optional(),
  speed: ranged(A.speed).optional(),
  volume: ranged(A.volume).optional(),
  pitch: ranged(A.pitch).optional(),
});

/** A beta-dialect body's fields after alias folding, with the API's defaults. */
export const betaFields = z.object({
  input: z.string(),
  voice: z.string(),
  response_format: z.string().optional(),
  bitrate: z.enum(BETA_BITRATES).default(DEFAULT_BETA_BITRATE),
  speed: ranged(B.speed).default(B.speed.default),
  pitch: ranged(B.pitch).default(B.pitch.default),
  timestampType: z.enum(TIMESTAMP_TYPES).default(DEFAULT_TIMESTAMP_TYPE),
  codec: z.enum(BETA_CODECS).optional(),
  temperature: ranged(B.temperature).optional(),
  speech: z.boolean().optional(),
  stream: z.boolean().optional(),
});

// The wire bodies as a client writes them, for the published document.

const modelOf = (description: string) => z.string().describe(description);

export const alphaBody = z
  .object({
    model: modelOf('A model of the alpha dialect, e.g. alpha-tts.'),
    input: z.string().min(1).describe('The text to speak.'),
    voice: z.string().describe('A voice id of GET /v1/audio/voices?model=<id>.'),
    response_format: z.enum(ALPHA_FORMATS).default('mp3'),
    speed: ranged(A.speed).default(A.speed.default),
    volume: ranged(A.volume).default(A.volume.default),
    pitch: ranged(A.pitch).default(A.pitch.default).describe('Offset in Hz.'),
  })
  .meta({ id: 'AlphaSpeechBody' });

export const betaBody = z
  .object({
    model: modelOf('A model of the beta dialect, e.g. beta-speech-v8.'),
    input: z.string().min(1).describe('The text to speak (aliases: Text, text).'),
    Text: z.string().optional(),
    text: z.string().optional(),
    voice: z.string().describe('A voice id (aliases: VoiceId, voiceid).'),
    VoiceId: z.string().optional(),
    voiceid: z.string().optional(),
    response_format: z.enum(BETA_FORMATS).default('mp3').describe('`pcm` only in stream mode.'),
    bitrate: z.enum(BETA_BITRATES).default(DEFAULT_BETA_BITRATE).describe('Alias: Bitrate.'),
    speed: ranged(B.speed).default(B.speed.default).describe('Tempo 2^speed. Alias: Speed.'),
    pitch: ranged(B.pitch).default(B.pitch.default).describe('F0 multiplier. Alias: Pitch.'),
    timestamptype: z
      .enum(TIMESTAMP_TYPES)
      .default(DEFAULT_TIMESTAMP_TYPE)
      .describe('Alias: TimestampType.'),
    codec: z.enum(BETA_CODECS).optional().describe('Stream mode. Alias: Codec.'),
    temperature: ranged(B.temperature).optional().describe('Stream mode. Alias: Temperature.'),
    speech: z.boolean().optional().describe('true selects speech mode (the default).'),
    stream: z.boolean().optional().describe('true selects stream mode (sync requests only).'),
  })
  .meta({ id: 'BetaSpeechBody' });

export const cloneBody = z
  .object({
    model: modelOf('A model of the clone dialect, e.g. gamma-tts-2.'),
    input: z.string().min(1),
    reference_audio_url: z
      .string()
      .describe('http(s) or data: URL of a WAV, MP3, FLAC or OGG clip to clone.'),
    emotion: z.enum(EMOTIONS).default(DEFAULT_EMOTION),
    emotion_weight: ranged(SPEECH_RANGES.clone.emotion_weight).default(
      SPEECH_RANGES.clone.emotion_weight.default,
    ),
    response_format: z.literal('wav').default('wav'),
  })
  .meta({ id: 'CloneSpeechBody' });

export const speechBody = z
  .union([alphaBody, betaBody, cloneBody])
  .meta({ id: 'SpeechBody', description: 'POST /v1/audio/speech: the fields of the model.' });

/** Book fields a speech task may add (docs/decisions.md, "Pronunciation lexicon, chapters and books"). */
export const bookFields = z.object({
  title: z.string().optional(),
  chapters: z
    .array(z.object({ title: z.string().min(1).max(200), char_start: z.number().int().min(0) }))
    .optional()
    .describe('Where each chapter starts; absent: found in the text.'),
  cover: z.string().optional().describe('A data: URL of a JPEG or PNG cover, at most 2 MiB.'),
});

export const speechTaskBody = z.intersection(speechBody, bookFields).meta({
  id: 'SpeechTaskBody',
  description: `POST /v1/audio/speech/tasks: the fields of the model (no stream mode), up to ${TASK_TEXT_LIMIT} code points of input, and optional book fields.`,
});

// --- 3D ----------------------------------------------------------------------------------

export const meshBody = z
  .object({
    model: z.string().describe('A 3D model id: <family>, <family>-draft or <family>-texture.'),
    prompt: z.string().optional().describe(`At most ${MESH_PROMPT_LIMIT} code points.`),
    input_reference: z
      .string()
      .optional()
      .describe('A data: URL of a PNG or JPEG picture (image to 3D).'),
    source_task_id: z.string().optional().describe('Texture mode: a completed draft task.'),
    metadata: z
      .object({
        art_style: z.enum(ART_STYLES).optional(),
        seed: z
          .number()
          .int()
          .min(0)
          .max(2 ** 32 - 1)
          .optional(),
      })
      .loose()
      .optional(),
  })
  .meta({ id: 'MeshBody' });

// --- Keys, lexicon, upstream -------------------------------------------------------------

export const createKeyBody = z
  .object({
    label: z.string().trim().min(1).max(KEY_LABEL_LIMIT),
    owner: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, 'letters, digits, dot, underscore or dash, at most 64')
      .optional(),
    models: z.union([z.literal('*'), z.array(z.string().min(1)).max(200)]).optional(),
    admin: z.boolean().optional(),
  })
  .meta({ id: 'CreateKeyBody' });

export const upstreamUpdateBody = z
  .strictObject({
    url: z.string().nullable().optional(),
    key: z.string().min(1).nullable().optional(),
    routes: z.record(z.string().min(1), z.enum(['upstream', 'local'])).optional(),
    model_map: z.record(z.string().min(1), z.string().min(1)).optional(),
  })
  .meta({ id: 'UpstreamUpdateBody' });

export const lexiconEntryBody = z
  .strictObject({
    grapheme: z.string().optional().describe('In the body of POST /v1/audio/lexicon.'),
    alias: z.string().optional().describe('Say this text instead.'),
    phonemes: z.string().optional().describe('Or say these ARPAbet phones.'),
    case_sensitive: z.boolean().optional().describe('Default false.'),
    whole_word: z.boolean().optional().describe('Default true.'),
    locales: z.array(z.string()).max(LEXICON_LOCALES_LIMIT).optional(),
  })
  .meta({ id: 'LexiconEntryBody' });

export const lexiconSampleBody = z
  .strictObject({
    model: z
      .string()
      .describe('A named-voice speech model of this gateway (alpha-tts, beta-speech-v8).'),
    voice: z.string().describe('A voice id of the model.'),
    input: z
      .string()
      .describe(
        `The word or short phrase to hear: one line, at most ${LEXICON_SAMPLE_INPUT_LIMIT} code points.`,
      ),
    alias: z
      .string()
      .optional()
      .describe('Hear an entry before saving it: read the input as this text.'),
    phonemes: z
      .string()
      .optional()
      .describe('Or as these ARPAbet phones. Without either, the saved lexicon applies.'),
  })
  .meta({
    id: 'LexiconSampleBody',
    description:
      'POST /v1/audio/lexicon/sample: one word as the lexicon reads it, not billed and not in the history; a few per key and minute.',
  });

export const lexiconFileBody = z
  .object({
    object: z.literal('lexicon').optional(),
    version: z.literal(1).optional(),
    entries: z.array(lexiconEntryBody),
  })
  .meta({ id: 'LexiconFile', description: 'What GET ?format=file downloads and POST imports.' });

// --- Voice packs (docs/voice-packs.md) ---------------------------------------------------

export const voicePackFormat = z
  .enum(['piper', 'kokoro'])
  .describe("'piper' (model + .onnx.json) or 'kokoro' (model + voices file [+ config.json]).");

export const voicePackInstallBody = z
  .strictObject({
    format: voicePackFormat
      .optional()
      .describe("The pack's format; default: 'kokoro' when voices_url is given, else 'piper'."),
    url: z.string().min(1).optional().describe("The model's http(s) address (a '.onnx' file)."),
    config_url: z
      .string()
      .min(1)
      .optional()
      .describe(
        "The config's address; Piper: default url + '.json' (Piper's convention); Kokoro: " +
          "the model's optional config.json (its vocab), none by default.",
      ),
    voices_url: z
      .string()
      .min(1)
      .optional()
      .describe("Kokoro: the voices file's address (a NumPy .npz, e.g. 'voices-v1.0.bin')."),
    sha256: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, '64 hex digits')
      .optional()
      .describe("The model's SHA-256: a download that differs is refused."),
    hub_key: z
      .string()
      .min(1)
      .optional()
      .describe('Instead of url: a key of GET /v1/audio/voice-packs/catalog.'),
  })
  .meta({
    id: 'VoicePackInstallBody',
    description:
      'JSON install: from an address or from the hub. An upload is multipart/form-data instead, ' +
      "with the files 'model' (.onnx) and 'config' (.onnx.json) and an optional 'sha256' field; " +
      "a Kokoro upload has the files 'model' and 'voices' (.npz) and optionally 'config' " +
      "(config.json), and may say 'format' = 'kokoro'.",
  });

export const voiceBindingBody = z
  .strictObject({
    voice: z.string().min(1).describe("A voice pack's voice id, e.g. piper:en_US-lessac-medium."),
  })
  .meta({ id: 'VoiceBindingBody' });

// --- Errors ------------------------------------------------------------------------------

export const errorBody = z
  .object({
    error: z.object({
      message: z.string().describe('A human sentence; a 5xx names the request id.'),
      type: z.enum(ERROR_TYPES),
      param: z
        .string()
        .nullable()
        .describe('The request field at fault, as the client spelled it.'),
      code: z.string().nullable().describe('A machine code such as input_too_long.'),
    }),
  })
  .meta({ id: 'ErrorBody', description: 'Every error (docs/decisions.md §1).' });
