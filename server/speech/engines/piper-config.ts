/**
 * A Piper voice's `.onnx.json` config, read and checked (docs/voice-packs.md). Only the fields
 * VoxMesh uses are required; others are kept out. A config that is not what Piper writes is
 * refused with a sentence naming the field.
 */
import { z } from 'zod';

const idList = z.array(z.number().int().min(0)).min(1);

const CONFIG = z.object({
  audio: z.object({
    sample_rate: z.number().int().min(8000).max(96_000),
    quality: z.string().optional(),
  }),
  espeak: z.object({ voice: z.string().regex(/^[A-Za-z0-9_\-/]+$/) }),
  inference: z
    .object({
      noise_scale: z.number().min(0).max(10).optional(),
      length_scale: z.number().positive().max(10).optional(),
      noise_w: z.number().min(0).max(10).optional(),
    })
    .optional(),
  phoneme_type: z.string().optional(),
  phoneme_id_map: z.record(z.string(), idList),
  num_symbols: z.number().int().positive().optional(),
  num_speakers: z.number().int().min(1).max(100_000).optional(),
  speaker_id_map: z.record(z.string(), z.number().int().min(0)).optional(),
  language: z
    .object({
      code: z.string().optional(),
      family: z.string().optional(),
      region: z.string().optional(),
      name_english: z.string().optional(),
      country_english: z.string().optional(),
    })
    .optional(),
  dataset: z.string().optional(),
  /** Not Piper's own: some published configs say who speaks; VoxMesh shows it when present. */
  gender: z.enum(['female', 'male']).optional(),
});

export interface PiperConfig {
  sampleRate: number;
  quality: string | null;
  espeakVoice: string;
  noiseScale: number;
  lengthScale: number;
  noiseW: number;
  phonemeIdMap: ReadonlyMap<string, readonly number[]>;
  speakers: number;
  /** Speaker name → sid, in sid order; empty for a single speaker. */
  speakerIds: readonly (readonly [string, number])[];
  /** BCP 47 locale, e.g. 'en-US', from `language.code` (Piper writes 'en_US'). */
  locale: string;
  language: string | null;
  gender: 'female' | 'male' | null;
  dataset: string | null;
}

export class PiperConfigError extends Error {
  override readonly name = 'PiperConfigError';
}

/** Piper's symbols around every sentence's ids (its phonemes_to_ids). */
export const PIPER_PAD = '_';
export const PIPER_BOS = '^';
export const PIPER_EOS = '$';

/** Parses a config file's text; PiperConfigError says what is wrong. */
export function parsePiperConfig(text: string): PiperConfig {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new PiperConfigError('the config is not JSON');
  }
  const parsed = CONFIG.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || '(top level)';
    throw new PiperConfigError(`the config's ${where} is not a Piper config's: ${issue?.message}`);
  }
  const c = parsed.data;
  if (c.phoneme_type !== undefined && c.phoneme_type !== 'espeak') {
    throw new PiperConfigError(
      `the config's phoneme_type is '${c.phoneme_type}'; only 'espeak' voices are supported`,
    );
  }
  for (const symbol of [PIPER_PAD, PIPER_BOS, PIPER_EOS]) {
    if (!c.phoneme_id_map[symbol]) {
      throw new PiperConfigError(`the config's phoneme_id_map has no '${symbol}'`);
    }
  }
  const speakers = c.num_speakers ?? 1;
  const speakerIds = Object.entries(c.speaker_id_map ?? {}).sort((a, b) => a[1] - b[1]);
  if (speakerIds.some(([, sid]) => sid >= speakers)) {
    throw new PiperConfigError('the config has a speaker_id_map entry beyond num_speakers');
  }
  const code = c.language?.code ?? c.espeak.voice;
  return {
    sampleRate: c.audio.sample_rate,
    quality: c.audio.quality ?? null,
    espeakVoice: c.espeak.voice,
    noiseScale: c.inference?.noise_scale ?? 0.667,
    lengthScale: c.inference?.length_scale ?? 1,
    noiseW: c.inference?.noise_w ?? 0.8,
    phonemeIdMap: new Map(Object.entries(c.phoneme_id_map)),
    speakers,
    speakerIds,
    locale: localeOf(code),
    language:
      c.language?.name_english && c.language.country_english
        ? `${c.language.name_english} (${c.language.country_english})`
        : (c.language?.name_english ?? null),
    gender: c.gender ?? null,
    dataset: c.dataset ?? null,
  };
}

/** 'en_US' or 'en-us' → 'en-US'; 'cmn' stays. */
function localeOf(code: string): string {
  const [language = code, region] = code.split(/[_-]/);
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
}
