import type { EngineVoice, EspeakVoice } from '../engines/types.ts';
import { baseF0Of, englishVoice } from './english.ts';
import rawCatalog from './alpha-voices.json' with { type: 'json' };
import type { Gender, VoiceEntry } from './catalog-types.ts';
import {
  ESPEAK_LANGUAGES,
  FAMILY_FALLBACK,
  LOCALE_TO_ESPEAK,
  VARIANTS,
  regionalDefault,
} from './espeak-languages.ts';

interface CatalogRow {
  id: string;
  locale: string;
  gender: Gender;
  name: string;
  language: string;
}

/** The espeak language for a locale, and the fallback note when it is a relative's. */
export function espeakLanguageFor(locale: string): {
  language: string;
  fallback?: VoiceEntry['fallback'];
} {
  const direct = LOCALE_TO_ESPEAK[locale];
  if (direct) return { language: direct };
  const lower = locale.toLowerCase();
  if (ESPEAK_LANGUAGES.has(lower)) return { language: lower };
  const regional = regionalDefault(locale);
  if (regional) return { language: regional };
  const lang = lower.split('-')[0] ?? lower;
  if (ESPEAK_LANGUAGES.has(lang)) return { language: lang };
  const fallback = FAMILY_FALLBACK[lang];
  if (fallback) return { language: fallback.language, fallback };
  return {
    language: 'en',
    fallback: { language: 'en', reason: `no voice for ${locale} or a relative; English reads it` },
  };
}

/**
 * Distinct prosody for the i-th voice of one locale and gender: variant, base pitch,
 * range and rate all step, so two neighbours never share all four.
 */
function voiceShape(gender: Gender, i: number, language: string): EspeakVoice {
  const variants = VARIANTS[gender];
  const basePitch = gender === 'female' ? 62 : 38;
  return {
    engine: 'espeak',
    name: language,
    variant: variants[i % variants.length],
    pitch: basePitch + ((i * 7) % 19) - 9,
    range: 45 + ((i * 11) % 25),
    rate: 165 + (i % 3) * 10,
  };
}

function buildAlphaCatalog(rows: CatalogRow[]): VoiceEntry[] {
  const seen = new Map<string, number>();
  // Counted per gender over all English locales: every English voice gets a shape of its own.
  const next = (group: string): number => {
    const i = seen.get(group) ?? 0;
    seen.set(group, i + 1);
    return i;
  };
  return rows.map((row) => {
    const { language, fallback } = espeakLanguageFor(row.locale);
    const english = row.locale.startsWith('en-');
    const engineVoice: EngineVoice = english
      ? englishVoice(row.gender, next(`en/${row.gender}`))
      : voiceShape(row.gender, next(`${row.locale}/${row.gender}`), language);
    const baseF0 = baseF0Of(engineVoice, row.gender);
    return {
      id: row.id,
      name: row.name,
      locale: row.locale,
      gender: row.gender,
      language: row.language,
      model: 'alpha-tts',
      engineVoice,
      baseF0,
      ...(fallback ? { fallback } : {}),
    };
  });
}

export const ALPHA_VOICES: readonly VoiceEntry[] = buildAlphaCatalog(rawCatalog as CatalogRow[]);
